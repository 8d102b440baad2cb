; ModuleID = 'list_of_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139757631985600 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139757631985600.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139757631985600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139757631985600, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757631985600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635246976 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757635246976.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757635246976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757635246976, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635246976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757632251072 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139757632251072.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139757632251072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139757632251072, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757632251072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_of_arrays = internal constant [15 x i8] c"list_of_arrays\00"
@_ZN08NumbaEnv7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1bdbf8a2d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1bdbf8a2d0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdbf906d0B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139757635013440 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdbf90790B3v18B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B40:                                              ; preds = %B0.endif.endif.endif.endif.endif, %for.end.endif.endif
  %.134.0194 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.203, %for.end.endif.endif ]
  %.203 = add nuw nsw i64 %.134.0194, 1
  tail call void @NRT_incref(i8* nonnull %.37)
  %.230 = sitofp i64 %.134.0194 to double
  %.231 = fadd double %.230, 1.000000e+00
  br i1 %.296, label %B40.endif.endif.if, label %B40.endif.endif.endif, !prof !0

B98:                                              ; preds = %for.end.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %sunkaddr = getelementptr i8, i8* %.37, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i92187 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.621188777 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92187 to i64*
  %.622189 = load i64, i64* %.621188777, align 8
  %.623190 = icmp sgt i64 %.622189, 0
  br i1 %.623190, label %B108.preheader, label %B194

B108.preheader:                                   ; preds = %B98
  %const = bitcast i64 4611686018427387896 to i64
  br label %B108

B108:                                             ; preds = %B108.preheader, %for.end.1.endif
  %.6.i92193 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i92, %for.end.1.endif ], [ %.6.i92187, %B108.preheader ]
  %s.2.0192 = phi double [ %.898, %for.end.1.endif ], [ 0.000000e+00, %B108.preheader ]
  %.585.0191 = phi i64 [ %.647, %for.end.1.endif ], [ 0, %B108.preheader ]
  %.631 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92193, i64 0, i32 3
  %.633.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0191, i32 0
  %.633.unpack = load i8*, i8** %.633.elt, align 8
  %.633.elt101 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0191, i32 4
  %.633.unpack102 = load double*, double** %.633.elt101, align 8
  %1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0191, i32 5, i64 0
  %.633.unpack104.unpack = load i64, i64* %1, align 8
  %.647 = add nuw nsw i64 %.585.0191, 1
  tail call void @NRT_incref(i8* %.633.unpack)
  %.755 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.633.unpack104.unpack, i64 8)
  %.757 = extractvalue { i64, i1 } %.755, 1
  br i1 %.757, label %B108.endif.endif.if, label %B108.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B108.endif.endif.endif.if, %B40.endif.endif.endif.if, %B108.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.endif.endif.if, %B0.endif.endif.if, %B194
  %common.ret.op = phi i32 [ 0, %B194 ], [ 1, %B0.endif.endif.if ], [ 1, %B40.endif.endif.if ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B108.endif.endif.if ], [ 1, %B108.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.if ]
  ret i32 %common.ret.op

B194:                                             ; preds = %for.end.1.endif, %B98
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B98 ], [ %.898, %for.end.1.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.37)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757631985600, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %.5.i26 = getelementptr i8, i8* %.37, i64 24
  %2 = bitcast i8* %.5.i26 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i27148 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.50 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i27148, i64 0, i32 1
  store i64 0, i64* %.50, align 8
  %.6.i29149 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.56778 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i29149 to i64*
  store i64 0, i64* %.56778, align 8
  %.6.i41150 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.62 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i41150, i64 0, i32 2
  store i8 0, i8* %.62, align 1
  %.6.i6891 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.104779 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6891 to i64*
  store i64 0, i64* %.104779, align 8
  %.294 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.296 = extractvalue { i64, i1 } %.294, 1
  %.295 = extractvalue { i64, i1 } %.294, 0
  %scevgep210 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %3 = add i64 %arg.x.5.0, -32
  %4 = lshr i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %n.vec = and i64 %arg.x.5.0, -32
  %xtraiter255 = and i64 %5, 7
  %unroll_iter258 = and i64 %5, 1152921504606846968
  %xtraiter260 = and i64 %arg.x.5.0, 7
  %scevgep517 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep727 = getelementptr double, double* %arg.x.4, i64 24
  %6 = shl nuw nsw i64 %xtraiter255, 8
  br label %B40

B40.endif.endif.if:                               ; preds = %B40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635246976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B40.endif.endif.endif:                            ; preds = %B40
  %.7.i.i59 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i60 = icmp eq i8* %.7.i.i59, null
  br i1 %.8.i.i60, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif, !prof !0

B40.endif.endif.endif.if:                         ; preds = %B40.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif:                      ; preds = %B40.endif.endif.endif
  %7 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i57 = getelementptr i8, i8* %.7.i.i59, i64 24
  %8 = bitcast i8* %.5.i57 to double**
  %.6.i58110 = load double*, double** %8, align 8
  br i1 %7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif
  %9 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %9, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %10 = icmp ult i64 %arg.x.5.0, 32
  br i1 %10, label %for.body.us.preheader244, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i58110, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i58110, %scevgep210
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader244, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %11 = icmp ult i64 %3, 224
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert215 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat216 = shufflevector <8 x double> %broadcast.splatinsert215, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat218 = shufflevector <8 x double> %broadcast.splatinsert217, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat220 = shufflevector <8 x double> %broadcast.splatinsert219, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %11, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep613 = getelementptr double, double* %.6.i58110, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv709 = phi i64 [ %unroll_iter258, %vector.body.preheader ], [ %lsr.iv.next710, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep601 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep601602 = bitcast double* %scevgep601 to <8 x double>*
  %scevgep603 = getelementptr <8 x double>, <8 x double>* %scevgep601602, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep603, align 8, !alias.scope !9
  %scevgep610 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep610611 = bitcast double* %scevgep610 to <8 x double>*
  %scevgep612 = getelementptr <8 x double>, <8 x double>* %scevgep610611, i64 -30
  %wide.load212 = load <8 x double>, <8 x double>* %scevgep612, align 8, !alias.scope !9
  %scevgep607 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep607608 = bitcast double* %scevgep607 to <8 x double>*
  %scevgep609 = getelementptr <8 x double>, <8 x double>* %scevgep607608, i64 -29
  %wide.load213 = load <8 x double>, <8 x double>* %scevgep609, align 8, !alias.scope !9
  %scevgep604 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep604605 = bitcast double* %scevgep604 to <8 x double>*
  %scevgep606 = getelementptr <8 x double>, <8 x double>* %scevgep604605, i64 -28
  %wide.load214 = load <8 x double>, <8 x double>* %scevgep606, align 8, !alias.scope !9
  %12 = fmul <8 x double> %broadcast.splat, %wide.load
  %13 = fmul <8 x double> %broadcast.splat216, %wide.load212
  %14 = fmul <8 x double> %broadcast.splat218, %wide.load213
  %15 = fmul <8 x double> %broadcast.splat220, %wide.load214
  %scevgep697 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep697698 = bitcast double* %scevgep697 to <8 x double>*
  %scevgep699 = getelementptr <8 x double>, <8 x double>* %scevgep697698, i64 -31
  store <8 x double> %12, <8 x double>* %scevgep699, align 8, !alias.scope !12, !noalias !9
  %scevgep706 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep706707 = bitcast double* %scevgep706 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep706707, i64 -30
  store <8 x double> %13, <8 x double>* %scevgep708, align 8, !alias.scope !12, !noalias !9
  %scevgep703 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep703704 = bitcast double* %scevgep703 to <8 x double>*
  %scevgep705 = getelementptr <8 x double>, <8 x double>* %scevgep703704, i64 -29
  store <8 x double> %14, <8 x double>* %scevgep705, align 8, !alias.scope !12, !noalias !9
  %scevgep700 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep700701 = bitcast double* %scevgep700 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep700701, i64 -28
  store <8 x double> %15, <8 x double>* %scevgep702, align 8, !alias.scope !12, !noalias !9
  %scevgep587 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep587588 = bitcast double* %scevgep587 to <8 x double>*
  %scevgep589 = getelementptr <8 x double>, <8 x double>* %scevgep587588, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep589, align 8, !alias.scope !9
  %scevgep584 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep584585 = bitcast double* %scevgep584 to <8 x double>*
  %scevgep586 = getelementptr <8 x double>, <8 x double>* %scevgep584585, i64 -26
  %wide.load212.1 = load <8 x double>, <8 x double>* %scevgep586, align 8, !alias.scope !9
  %scevgep581 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep581582 = bitcast double* %scevgep581 to <8 x double>*
  %scevgep583 = getelementptr <8 x double>, <8 x double>* %scevgep581582, i64 -25
  %wide.load213.1 = load <8 x double>, <8 x double>* %scevgep583, align 8, !alias.scope !9
  %scevgep578 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep578579 = bitcast double* %scevgep578 to <8 x double>*
  %scevgep580 = getelementptr <8 x double>, <8 x double>* %scevgep578579, i64 -24
  %wide.load214.1 = load <8 x double>, <8 x double>* %scevgep580, align 8, !alias.scope !9
  %16 = fmul <8 x double> %broadcast.splat, %wide.load.1
  %17 = fmul <8 x double> %broadcast.splat216, %wide.load212.1
  %18 = fmul <8 x double> %broadcast.splat218, %wide.load213.1
  %19 = fmul <8 x double> %broadcast.splat220, %wide.load214.1
  %scevgep683 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep683684 = bitcast double* %scevgep683 to <8 x double>*
  %scevgep685 = getelementptr <8 x double>, <8 x double>* %scevgep683684, i64 -27
  store <8 x double> %16, <8 x double>* %scevgep685, align 8, !alias.scope !12, !noalias !9
  %scevgep680 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep680681 = bitcast double* %scevgep680 to <8 x double>*
  %scevgep682 = getelementptr <8 x double>, <8 x double>* %scevgep680681, i64 -26
  store <8 x double> %17, <8 x double>* %scevgep682, align 8, !alias.scope !12, !noalias !9
  %scevgep677 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep677678 = bitcast double* %scevgep677 to <8 x double>*
  %scevgep679 = getelementptr <8 x double>, <8 x double>* %scevgep677678, i64 -25
  store <8 x double> %18, <8 x double>* %scevgep679, align 8, !alias.scope !12, !noalias !9
  %scevgep674 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep674675 = bitcast double* %scevgep674 to <8 x double>*
  %scevgep676 = getelementptr <8 x double>, <8 x double>* %scevgep674675, i64 -24
  store <8 x double> %19, <8 x double>* %scevgep676, align 8, !alias.scope !12, !noalias !9
  %scevgep575 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep575576 = bitcast double* %scevgep575 to <8 x double>*
  %scevgep577 = getelementptr <8 x double>, <8 x double>* %scevgep575576, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep577, align 8, !alias.scope !9
  %scevgep572 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep572573 = bitcast double* %scevgep572 to <8 x double>*
  %scevgep574 = getelementptr <8 x double>, <8 x double>* %scevgep572573, i64 -22
  %wide.load212.2 = load <8 x double>, <8 x double>* %scevgep574, align 8, !alias.scope !9
  %scevgep569 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %scevgep571 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -21
  %wide.load213.2 = load <8 x double>, <8 x double>* %scevgep571, align 8, !alias.scope !9
  %scevgep566 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep566567 = bitcast double* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -20
  %wide.load214.2 = load <8 x double>, <8 x double>* %scevgep568, align 8, !alias.scope !9
  %20 = fmul <8 x double> %broadcast.splat, %wide.load.2
  %21 = fmul <8 x double> %broadcast.splat216, %wide.load212.2
  %22 = fmul <8 x double> %broadcast.splat218, %wide.load213.2
  %23 = fmul <8 x double> %broadcast.splat220, %wide.load214.2
  %scevgep671 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep671672 = bitcast double* %scevgep671 to <8 x double>*
  %scevgep673 = getelementptr <8 x double>, <8 x double>* %scevgep671672, i64 -23
  store <8 x double> %20, <8 x double>* %scevgep673, align 8, !alias.scope !12, !noalias !9
  %scevgep668 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep668669 = bitcast double* %scevgep668 to <8 x double>*
  %scevgep670 = getelementptr <8 x double>, <8 x double>* %scevgep668669, i64 -22
  store <8 x double> %21, <8 x double>* %scevgep670, align 8, !alias.scope !12, !noalias !9
  %scevgep665 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep665666 = bitcast double* %scevgep665 to <8 x double>*
  %scevgep667 = getelementptr <8 x double>, <8 x double>* %scevgep665666, i64 -21
  store <8 x double> %22, <8 x double>* %scevgep667, align 8, !alias.scope !12, !noalias !9
  %scevgep662 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep662663 = bitcast double* %scevgep662 to <8 x double>*
  %scevgep664 = getelementptr <8 x double>, <8 x double>* %scevgep662663, i64 -20
  store <8 x double> %23, <8 x double>* %scevgep664, align 8, !alias.scope !12, !noalias !9
  %scevgep563 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep565, align 8, !alias.scope !9
  %scevgep560 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep560561 = bitcast double* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -18
  %wide.load212.3 = load <8 x double>, <8 x double>* %scevgep562, align 8, !alias.scope !9
  %scevgep557 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -17
  %wide.load213.3 = load <8 x double>, <8 x double>* %scevgep559, align 8, !alias.scope !9
  %scevgep554 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep554555 = bitcast double* %scevgep554 to <8 x double>*
  %scevgep556 = getelementptr <8 x double>, <8 x double>* %scevgep554555, i64 -16
  %wide.load214.3 = load <8 x double>, <8 x double>* %scevgep556, align 8, !alias.scope !9
  %24 = fmul <8 x double> %broadcast.splat, %wide.load.3
  %25 = fmul <8 x double> %broadcast.splat216, %wide.load212.3
  %26 = fmul <8 x double> %broadcast.splat218, %wide.load213.3
  %27 = fmul <8 x double> %broadcast.splat220, %wide.load214.3
  %scevgep659 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep659660 = bitcast double* %scevgep659 to <8 x double>*
  %scevgep661 = getelementptr <8 x double>, <8 x double>* %scevgep659660, i64 -19
  store <8 x double> %24, <8 x double>* %scevgep661, align 8, !alias.scope !12, !noalias !9
  %scevgep656 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep656657 = bitcast double* %scevgep656 to <8 x double>*
  %scevgep658 = getelementptr <8 x double>, <8 x double>* %scevgep656657, i64 -18
  store <8 x double> %25, <8 x double>* %scevgep658, align 8, !alias.scope !12, !noalias !9
  %scevgep653 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep653654 = bitcast double* %scevgep653 to <8 x double>*
  %scevgep655 = getelementptr <8 x double>, <8 x double>* %scevgep653654, i64 -17
  store <8 x double> %26, <8 x double>* %scevgep655, align 8, !alias.scope !12, !noalias !9
  %scevgep650 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep650651 = bitcast double* %scevgep650 to <8 x double>*
  %scevgep652 = getelementptr <8 x double>, <8 x double>* %scevgep650651, i64 -16
  store <8 x double> %27, <8 x double>* %scevgep652, align 8, !alias.scope !12, !noalias !9
  %scevgep551 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep551552 = bitcast double* %scevgep551 to <8 x double>*
  %scevgep553 = getelementptr <8 x double>, <8 x double>* %scevgep551552, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep553, align 8, !alias.scope !9
  %scevgep548 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep548549 = bitcast double* %scevgep548 to <8 x double>*
  %scevgep550 = getelementptr <8 x double>, <8 x double>* %scevgep548549, i64 -14
  %wide.load212.4 = load <8 x double>, <8 x double>* %scevgep550, align 8, !alias.scope !9
  %scevgep545 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep545546 = bitcast double* %scevgep545 to <8 x double>*
  %scevgep547 = getelementptr <8 x double>, <8 x double>* %scevgep545546, i64 -13
  %wide.load213.4 = load <8 x double>, <8 x double>* %scevgep547, align 8, !alias.scope !9
  %scevgep542 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep542543 = bitcast double* %scevgep542 to <8 x double>*
  %scevgep544 = getelementptr <8 x double>, <8 x double>* %scevgep542543, i64 -12
  %wide.load214.4 = load <8 x double>, <8 x double>* %scevgep544, align 8, !alias.scope !9
  %28 = fmul <8 x double> %broadcast.splat, %wide.load.4
  %29 = fmul <8 x double> %broadcast.splat216, %wide.load212.4
  %30 = fmul <8 x double> %broadcast.splat218, %wide.load213.4
  %31 = fmul <8 x double> %broadcast.splat220, %wide.load214.4
  %scevgep647 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep647648 = bitcast double* %scevgep647 to <8 x double>*
  %scevgep649 = getelementptr <8 x double>, <8 x double>* %scevgep647648, i64 -15
  store <8 x double> %28, <8 x double>* %scevgep649, align 8, !alias.scope !12, !noalias !9
  %scevgep644 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep644645 = bitcast double* %scevgep644 to <8 x double>*
  %scevgep646 = getelementptr <8 x double>, <8 x double>* %scevgep644645, i64 -14
  store <8 x double> %29, <8 x double>* %scevgep646, align 8, !alias.scope !12, !noalias !9
  %scevgep641 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep641642 = bitcast double* %scevgep641 to <8 x double>*
  %scevgep643 = getelementptr <8 x double>, <8 x double>* %scevgep641642, i64 -13
  store <8 x double> %30, <8 x double>* %scevgep643, align 8, !alias.scope !12, !noalias !9
  %scevgep638 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep638639 = bitcast double* %scevgep638 to <8 x double>*
  %scevgep640 = getelementptr <8 x double>, <8 x double>* %scevgep638639, i64 -12
  store <8 x double> %31, <8 x double>* %scevgep640, align 8, !alias.scope !12, !noalias !9
  %scevgep539 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep539540 = bitcast double* %scevgep539 to <8 x double>*
  %scevgep541 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep541, align 8, !alias.scope !9
  %scevgep536 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep536537 = bitcast double* %scevgep536 to <8 x double>*
  %scevgep538 = getelementptr <8 x double>, <8 x double>* %scevgep536537, i64 -10
  %wide.load212.5 = load <8 x double>, <8 x double>* %scevgep538, align 8, !alias.scope !9
  %scevgep533 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep533534 = bitcast double* %scevgep533 to <8 x double>*
  %scevgep535 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -9
  %wide.load213.5 = load <8 x double>, <8 x double>* %scevgep535, align 8, !alias.scope !9
  %scevgep530 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep530531 = bitcast double* %scevgep530 to <8 x double>*
  %scevgep532 = getelementptr <8 x double>, <8 x double>* %scevgep530531, i64 -8
  %wide.load214.5 = load <8 x double>, <8 x double>* %scevgep532, align 8, !alias.scope !9
  %32 = fmul <8 x double> %broadcast.splat, %wide.load.5
  %33 = fmul <8 x double> %broadcast.splat216, %wide.load212.5
  %34 = fmul <8 x double> %broadcast.splat218, %wide.load213.5
  %35 = fmul <8 x double> %broadcast.splat220, %wide.load214.5
  %scevgep635 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep635636 = bitcast double* %scevgep635 to <8 x double>*
  %scevgep637 = getelementptr <8 x double>, <8 x double>* %scevgep635636, i64 -11
  store <8 x double> %32, <8 x double>* %scevgep637, align 8, !alias.scope !12, !noalias !9
  %scevgep632 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep632633 = bitcast double* %scevgep632 to <8 x double>*
  %scevgep634 = getelementptr <8 x double>, <8 x double>* %scevgep632633, i64 -10
  store <8 x double> %33, <8 x double>* %scevgep634, align 8, !alias.scope !12, !noalias !9
  %scevgep629 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep629630 = bitcast double* %scevgep629 to <8 x double>*
  %scevgep631 = getelementptr <8 x double>, <8 x double>* %scevgep629630, i64 -9
  store <8 x double> %34, <8 x double>* %scevgep631, align 8, !alias.scope !12, !noalias !9
  %scevgep626 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep626627 = bitcast double* %scevgep626 to <8 x double>*
  %scevgep628 = getelementptr <8 x double>, <8 x double>* %scevgep626627, i64 -8
  store <8 x double> %35, <8 x double>* %scevgep628, align 8, !alias.scope !12, !noalias !9
  %scevgep527 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep527528 = bitcast double* %scevgep527 to <8 x double>*
  %scevgep529 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep529, align 8, !alias.scope !9
  %scevgep524 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep524525 = bitcast double* %scevgep524 to <8 x double>*
  %scevgep526 = getelementptr <8 x double>, <8 x double>* %scevgep524525, i64 -6
  %wide.load212.6 = load <8 x double>, <8 x double>* %scevgep526, align 8, !alias.scope !9
  %scevgep521 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep521522 = bitcast double* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -5
  %wide.load213.6 = load <8 x double>, <8 x double>* %scevgep523, align 8, !alias.scope !9
  %scevgep518 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep518519 = bitcast double* %scevgep518 to <8 x double>*
  %scevgep520 = getelementptr <8 x double>, <8 x double>* %scevgep518519, i64 -4
  %wide.load214.6 = load <8 x double>, <8 x double>* %scevgep520, align 8, !alias.scope !9
  %36 = fmul <8 x double> %broadcast.splat, %wide.load.6
  %37 = fmul <8 x double> %broadcast.splat216, %wide.load212.6
  %38 = fmul <8 x double> %broadcast.splat218, %wide.load213.6
  %39 = fmul <8 x double> %broadcast.splat220, %wide.load214.6
  %scevgep623 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep623624 = bitcast double* %scevgep623 to <8 x double>*
  %scevgep625 = getelementptr <8 x double>, <8 x double>* %scevgep623624, i64 -7
  store <8 x double> %36, <8 x double>* %scevgep625, align 8, !alias.scope !12, !noalias !9
  %scevgep620 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep620621 = bitcast double* %scevgep620 to <8 x double>*
  %scevgep622 = getelementptr <8 x double>, <8 x double>* %scevgep620621, i64 -6
  store <8 x double> %37, <8 x double>* %scevgep622, align 8, !alias.scope !12, !noalias !9
  %scevgep617 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep617618 = bitcast double* %scevgep617 to <8 x double>*
  %scevgep619 = getelementptr <8 x double>, <8 x double>* %scevgep617618, i64 -5
  store <8 x double> %38, <8 x double>* %scevgep619, align 8, !alias.scope !12, !noalias !9
  %scevgep614 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep614615 = bitcast double* %scevgep614 to <8 x double>*
  %scevgep616 = getelementptr <8 x double>, <8 x double>* %scevgep614615, i64 -4
  store <8 x double> %39, <8 x double>* %scevgep616, align 8, !alias.scope !12, !noalias !9
  %scevgep598 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep598599 = bitcast double* %scevgep598 to <8 x double>*
  %scevgep600 = getelementptr <8 x double>, <8 x double>* %scevgep598599, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep600, align 8, !alias.scope !9
  %scevgep595 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep595596 = bitcast double* %scevgep595 to <8 x double>*
  %scevgep597 = getelementptr <8 x double>, <8 x double>* %scevgep595596, i64 -2
  %wide.load212.7 = load <8 x double>, <8 x double>* %scevgep597, align 8, !alias.scope !9
  %scevgep592 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep592593 = bitcast double* %scevgep592 to <8 x double>*
  %scevgep594 = getelementptr <8 x double>, <8 x double>* %scevgep592593, i64 -1
  %wide.load213.7 = load <8 x double>, <8 x double>* %scevgep594, align 8, !alias.scope !9
  %scevgep590 = getelementptr double, double* %scevgep517, i64 %index
  %scevgep590591 = bitcast double* %scevgep590 to <8 x double>*
  %wide.load214.7 = load <8 x double>, <8 x double>* %scevgep590591, align 8, !alias.scope !9
  %40 = fmul <8 x double> %broadcast.splat, %wide.load.7
  %41 = fmul <8 x double> %broadcast.splat216, %wide.load212.7
  %42 = fmul <8 x double> %broadcast.splat218, %wide.load213.7
  %43 = fmul <8 x double> %broadcast.splat220, %wide.load214.7
  %scevgep694 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep694695 = bitcast double* %scevgep694 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep694695, i64 -3
  store <8 x double> %40, <8 x double>* %scevgep696, align 8, !alias.scope !12, !noalias !9
  %scevgep691 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep691692 = bitcast double* %scevgep691 to <8 x double>*
  %scevgep693 = getelementptr <8 x double>, <8 x double>* %scevgep691692, i64 -2
  store <8 x double> %41, <8 x double>* %scevgep693, align 8, !alias.scope !12, !noalias !9
  %scevgep688 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep688689 = bitcast double* %scevgep688 to <8 x double>*
  %scevgep690 = getelementptr <8 x double>, <8 x double>* %scevgep688689, i64 -1
  store <8 x double> %42, <8 x double>* %scevgep690, align 8, !alias.scope !12, !noalias !9
  %scevgep686 = getelementptr double, double* %scevgep613, i64 %index
  %scevgep686687 = bitcast double* %scevgep686 to <8 x double>*
  store <8 x double> %43, <8 x double>* %scevgep686687, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next710 = add i64 %lsr.iv709, -8
  %niter259.ncmp.7 = icmp eq i64 %lsr.iv.next710, 0
  br i1 %niter259.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %44 = icmp eq i64 %xtraiter255, 0
  br i1 %44, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep711 = getelementptr double, double* %.6.i58110, i64 24
  %scevgep712 = getelementptr double, double* %scevgep711, i64 %index.unr
  %scevgep728 = getelementptr double, double* %scevgep727, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv713 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next714, %vector.body.epil ]
  %45 = bitcast double* %scevgep728 to i8*
  %46 = bitcast double* %scevgep712 to i8*
  %uglygep738 = getelementptr i8, i8* %45, i64 %lsr.iv713
  %uglygep738739 = bitcast i8* %uglygep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %uglygep738739, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep740, align 8, !alias.scope !9
  %uglygep735 = getelementptr i8, i8* %45, i64 %lsr.iv713
  %uglygep735736 = bitcast i8* %uglygep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %uglygep735736, i64 -2
  %wide.load212.epil = load <8 x double>, <8 x double>* %scevgep737, align 8, !alias.scope !9
  %uglygep732 = getelementptr i8, i8* %45, i64 %lsr.iv713
  %uglygep732733 = bitcast i8* %uglygep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %uglygep732733, i64 -1
  %wide.load213.epil = load <8 x double>, <8 x double>* %scevgep734, align 8, !alias.scope !9
  %uglygep730 = getelementptr i8, i8* %45, i64 %lsr.iv713
  %uglygep730731 = bitcast i8* %uglygep730 to <8 x double>*
  %wide.load214.epil = load <8 x double>, <8 x double>* %uglygep730731, align 8, !alias.scope !9
  %47 = fmul <8 x double> %broadcast.splat, %wide.load.epil
  %48 = fmul <8 x double> %broadcast.splat216, %wide.load212.epil
  %49 = fmul <8 x double> %broadcast.splat218, %wide.load213.epil
  %50 = fmul <8 x double> %broadcast.splat220, %wide.load214.epil
  %uglygep724 = getelementptr i8, i8* %46, i64 %lsr.iv713
  %uglygep724725 = bitcast i8* %uglygep724 to <8 x double>*
  %scevgep726 = getelementptr <8 x double>, <8 x double>* %uglygep724725, i64 -3
  store <8 x double> %47, <8 x double>* %scevgep726, align 8, !alias.scope !12, !noalias !9
  %uglygep721 = getelementptr i8, i8* %46, i64 %lsr.iv713
  %uglygep721722 = bitcast i8* %uglygep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %uglygep721722, i64 -2
  store <8 x double> %48, <8 x double>* %scevgep723, align 8, !alias.scope !12, !noalias !9
  %uglygep718 = getelementptr i8, i8* %46, i64 %lsr.iv713
  %uglygep718719 = bitcast i8* %uglygep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %uglygep718719, i64 -1
  store <8 x double> %49, <8 x double>* %scevgep720, align 8, !alias.scope !12, !noalias !9
  %uglygep716 = getelementptr i8, i8* %46, i64 %lsr.iv713
  %uglygep716717 = bitcast i8* %uglygep716 to <8 x double>*
  store <8 x double> %50, <8 x double>* %uglygep716717, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next714 = add nuw nsw i64 %lsr.iv713, 256
  %epil.iter256.cmp.not = icmp eq i64 %6, %lsr.iv.next714
  br i1 %epil.iter256.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %51 = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %51, label %for.end, label %for.body.us.preheader244

for.body.us.preheader244:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index90.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %52 = icmp eq i64 %xtraiter260, 0
  %53 = xor i64 %loop.index90.us.ph, -1
  %54 = add i64 %53, %arg.x.5.0
  br i1 %52, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader244
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv743 = phi i64 [ %xtraiter260, %for.body.us.prol.preheader ], [ %lsr.iv.next744, %for.body.us.prol ]
  %loop.index90.us.prol = phi i64 [ %.402.us.prol, %for.body.us.prol ], [ %loop.index90.us.ph, %for.body.us.prol.preheader ]
  %scevgep742 = getelementptr double, double* %arg.x.4, i64 %loop.index90.us.prol
  %.373.us.prol = load double, double* %scevgep742, align 8
  %.6.i52.us.prol = fmul double %.231, %.373.us.prol
  %scevgep741 = getelementptr double, double* %.6.i58110, i64 %loop.index90.us.prol
  store double %.6.i52.us.prol, double* %scevgep741, align 8
  %.402.us.prol = add nuw i64 %loop.index90.us.prol, 1
  %lsr.iv.next744 = add nsw i64 %lsr.iv743, -1
  %prol.iter262.cmp.not = icmp eq i64 %lsr.iv.next744, 0
  br i1 %prol.iter262.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader244
  %loop.index90.us.unr = phi i64 [ %loop.index90.us.ph, %for.body.us.preheader244 ], [ %.402.us.prol, %for.body.us.prol ]
  %55 = icmp ult i64 %54, 7
  br i1 %55, label %for.end, label %for.body.us.preheader264

for.body.us.preheader264:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader264, %for.body.us
  %loop.index90.us = phi i64 [ %.402.us.7, %for.body.us ], [ %loop.index90.us.unr, %for.body.us.preheader264 ]
  %sunkaddr780 = mul i64 %loop.index90.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr781 = getelementptr i8, i8* %56, i64 %sunkaddr780
  %57 = bitcast i8* %sunkaddr781 to double*
  %.373.us = load double, double* %57, align 8
  %.6.i52.us = fmul double %.231, %.373.us
  %sunkaddr782 = mul i64 %loop.index90.us, 8
  %58 = bitcast double* %.6.i58110 to i8*
  %sunkaddr783 = getelementptr i8, i8* %58, i64 %sunkaddr782
  %59 = bitcast i8* %sunkaddr783 to double*
  store double %.6.i52.us, double* %59, align 8
  %sunkaddr784 = mul i64 %loop.index90.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr785 = getelementptr i8, i8* %60, i64 %sunkaddr784
  %sunkaddr786 = getelementptr i8, i8* %sunkaddr785, i64 8
  %61 = bitcast i8* %sunkaddr786 to double*
  %.373.us.1 = load double, double* %61, align 8
  %.6.i52.us.1 = fmul double %.231, %.373.us.1
  %sunkaddr787 = mul i64 %loop.index90.us, 8
  %62 = bitcast double* %.6.i58110 to i8*
  %sunkaddr788 = getelementptr i8, i8* %62, i64 %sunkaddr787
  %sunkaddr789 = getelementptr i8, i8* %sunkaddr788, i64 8
  %63 = bitcast i8* %sunkaddr789 to double*
  store double %.6.i52.us.1, double* %63, align 8
  %sunkaddr790 = mul i64 %loop.index90.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr791 = getelementptr i8, i8* %64, i64 %sunkaddr790
  %sunkaddr792 = getelementptr i8, i8* %sunkaddr791, i64 16
  %65 = bitcast i8* %sunkaddr792 to double*
  %.373.us.2 = load double, double* %65, align 8
  %.6.i52.us.2 = fmul double %.231, %.373.us.2
  %sunkaddr793 = mul i64 %loop.index90.us, 8
  %66 = bitcast double* %.6.i58110 to i8*
  %sunkaddr794 = getelementptr i8, i8* %66, i64 %sunkaddr793
  %sunkaddr795 = getelementptr i8, i8* %sunkaddr794, i64 16
  %67 = bitcast i8* %sunkaddr795 to double*
  store double %.6.i52.us.2, double* %67, align 8
  %sunkaddr796 = mul i64 %loop.index90.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr797 = getelementptr i8, i8* %68, i64 %sunkaddr796
  %sunkaddr798 = getelementptr i8, i8* %sunkaddr797, i64 24
  %69 = bitcast i8* %sunkaddr798 to double*
  %.373.us.3 = load double, double* %69, align 8
  %.6.i52.us.3 = fmul double %.231, %.373.us.3
  %sunkaddr799 = mul i64 %loop.index90.us, 8
  %70 = bitcast double* %.6.i58110 to i8*
  %sunkaddr800 = getelementptr i8, i8* %70, i64 %sunkaddr799
  %sunkaddr801 = getelementptr i8, i8* %sunkaddr800, i64 24
  %71 = bitcast i8* %sunkaddr801 to double*
  store double %.6.i52.us.3, double* %71, align 8
  %sunkaddr802 = mul i64 %loop.index90.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr803 = getelementptr i8, i8* %72, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, i8* %sunkaddr803, i64 32
  %73 = bitcast i8* %sunkaddr804 to double*
  %.373.us.4 = load double, double* %73, align 8
  %.6.i52.us.4 = fmul double %.231, %.373.us.4
  %sunkaddr805 = mul i64 %loop.index90.us, 8
  %74 = bitcast double* %.6.i58110 to i8*
  %sunkaddr806 = getelementptr i8, i8* %74, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, i8* %sunkaddr806, i64 32
  %75 = bitcast i8* %sunkaddr807 to double*
  store double %.6.i52.us.4, double* %75, align 8
  %sunkaddr808 = mul i64 %loop.index90.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr809 = getelementptr i8, i8* %76, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, i8* %sunkaddr809, i64 40
  %77 = bitcast i8* %sunkaddr810 to double*
  %.373.us.5 = load double, double* %77, align 8
  %.6.i52.us.5 = fmul double %.231, %.373.us.5
  %sunkaddr811 = mul i64 %loop.index90.us, 8
  %78 = bitcast double* %.6.i58110 to i8*
  %sunkaddr812 = getelementptr i8, i8* %78, i64 %sunkaddr811
  %sunkaddr813 = getelementptr i8, i8* %sunkaddr812, i64 40
  %79 = bitcast i8* %sunkaddr813 to double*
  store double %.6.i52.us.5, double* %79, align 8
  %sunkaddr814 = mul i64 %loop.index90.us, 8
  %80 = bitcast double* %arg.x.4 to i8*
  %sunkaddr815 = getelementptr i8, i8* %80, i64 %sunkaddr814
  %sunkaddr816 = getelementptr i8, i8* %sunkaddr815, i64 48
  %81 = bitcast i8* %sunkaddr816 to double*
  %.373.us.6 = load double, double* %81, align 8
  %.6.i52.us.6 = fmul double %.231, %.373.us.6
  %sunkaddr817 = mul i64 %loop.index90.us, 8
  %82 = bitcast double* %.6.i58110 to i8*
  %sunkaddr818 = getelementptr i8, i8* %82, i64 %sunkaddr817
  %sunkaddr819 = getelementptr i8, i8* %sunkaddr818, i64 48
  %83 = bitcast i8* %sunkaddr819 to double*
  store double %.6.i52.us.6, double* %83, align 8
  %sunkaddr820 = mul i64 %loop.index90.us, 8
  %84 = bitcast double* %arg.x.4 to i8*
  %sunkaddr821 = getelementptr i8, i8* %84, i64 %sunkaddr820
  %sunkaddr822 = getelementptr i8, i8* %sunkaddr821, i64 56
  %85 = bitcast i8* %sunkaddr822 to double*
  %.373.us.7 = load double, double* %85, align 8
  %.6.i52.us.7 = fmul double %.231, %.373.us.7
  %sunkaddr823 = mul i64 %loop.index90.us, 8
  %86 = bitcast double* %.6.i58110 to i8*
  %sunkaddr824 = getelementptr i8, i8* %86, i64 %sunkaddr823
  %sunkaddr825 = getelementptr i8, i8* %sunkaddr824, i64 56
  %87 = bitcast i8* %sunkaddr825 to double*
  store double %.6.i52.us.7, double* %87, align 8
  %.402.us.7 = add nuw nsw i64 %loop.index90.us, 8
  %exitcond201.not.7 = icmp eq i64 %arg.x.5.0, %.402.us.7
  br i1 %exitcond201.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.body:                                         ; preds = %for.body.preheader
  %.373 = load double, double* %arg.x.4, align 8
  %.6.i52 = fmul double %.231, %.373
  store double %.6.i52, double* %.6.i58110, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block, %B40.endif.endif.endif.endif
  %sunkaddr826 = getelementptr i8, i8* %.37, i64 24
  %88 = bitcast i8* %sunkaddr826 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i56111 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %88, align 8
  %.412827 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i56111 to i64*
  %.413 = load i64, i64* %.412827, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i56111, i64 0, i32 1
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
  %89 = icmp slt i64 %.420, %.414
  br i1 %89, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757632251072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429)
  %.441 = icmp eq i8* %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757632251072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr828 = getelementptr i8, i8* %.37, i64 24
  %90 = bitcast i8* %sunkaddr828 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i51147 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %90, align 8
  %.452 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i51147, i64 0, i32 1
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
  %sunkaddr829 = getelementptr i8, i8* %.37, i64 24
  %91 = bitcast i8* %sunkaddr829 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i49113 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %91, align 8
  %.516830 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i49113 to i64*
  store i64 %.414, i64* %.516830, align 8
  %.6.i47114 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %91, align 8
  %.522 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i47114, i64 0, i32 3
  %.524.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 0
  %.524.unpack = load i8*, i8** %.524.elt, align 8
  store i8* %.7.i.i59, i8** %.524.elt, align 8
  %.544.repack131 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 1
  store i8* null, i8** %.544.repack131, align 8
  %.544.repack133 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack133, align 8
  %.544.repack135 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 3
  store i64 8, i64* %.544.repack135, align 8
  %.544.repack137 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 4
  store double* %.6.i58110, double** %.544.repack137, align 8
  %92 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %92, align 8
  %93 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 6, i64 0
  store i64 8, i64* %93, align 8
  tail call void @NRT_decref(i8* %.524.unpack)
  tail call void @NRT_decref(i8* nonnull %.37)
  %exitcond202.not = icmp eq i64 %.203, 3
  br i1 %exitcond202.not, label %B98, label %B40

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757632251072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463)
  %.475 = icmp eq i8* %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757632251072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr831 = getelementptr i8, i8* %.37, i64 24
  %94 = bitcast i8* %sunkaddr831 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i39143 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i39143, i64 0, i32 1
  store i64 %.458, i64* %.486, align 8
  %.6.i37144 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.492832 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144 to i64*
  %.493 = load i64, i64* %.492832, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144, i64 0, i32 3
  %.499 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.493
  %.505 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.458
  %.506 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505 to i64
  %.507 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i64
  %.508 = sub i64 %.506, %.507
  %.509 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509, i8 0, i64 %.508, i1 false)
  br label %for.end.endif.endif

B108.endif.endif.if:                              ; preds = %B108
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635246976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B108.endif.endif.endif:                           ; preds = %B108
  %.756 = extractvalue { i64, i1 } %.755, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.756, i32 32), !noalias !20
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B108.endif.endif.endif.if, label %B108.endif.endif.endif.endif, !prof !0

B108.endif.endif.endif.if:                        ; preds = %B108.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif.endif.endif.endif:                     ; preds = %B108.endif.endif.endif
  %.5.i24 = getelementptr i8, i8* %.7.i.i, i64 24
  %95 = bitcast i8* %.5.i24 to double**
  %.6.i2593 = load double*, double** %95, align 8
  %.82485 = icmp sgt i64 %.633.unpack104.unpack, 0
  br i1 %.82485, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B108.endif.endif.endif.endif
  %.826.not = icmp eq i64 %.633.unpack104.unpack, 1
  br i1 %.826.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check234 = icmp ult i64 %.633.unpack104.unpack, 8
  br i1 %min.iters.check234, label %for.body.1.us.preheader243, label %vector.memcheck221

vector.memcheck221:                               ; preds = %for.body.1.us.preheader
  %scevgep223 = getelementptr double, double* %.6.i2593, i64 %.633.unpack104.unpack
  %scevgep226 = getelementptr double, double* %.633.unpack102, i64 %.633.unpack104.unpack
  %bound0228 = icmp ult double* %.6.i2593, %scevgep226
  %bound1229 = icmp ult double* %.633.unpack102, %scevgep223
  %found.conflict230 = and i1 %bound0228, %bound1229
  br i1 %found.conflict230, label %for.body.1.us.preheader243, label %vector.ph235

vector.ph235:                                     ; preds = %vector.memcheck221
  %n.vec237 = and i64 %.633.unpack104.unpack, -8
  %96 = add i64 %n.vec237, -8
  %97 = lshr exact i64 %96, 3
  %98 = add nuw nsw i64 %97, 1
  %xtraiter = and i64 %98, 7
  %99 = icmp ult i64 %96, 56
  br i1 %99, label %middle.block231.unr-lcssa, label %vector.ph235.new

vector.ph235.new:                                 ; preds = %vector.ph235
  %unroll_iter = and i64 %98, %const
  br label %vector.body233

vector.body233:                                   ; preds = %vector.body233, %vector.ph235.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body233 ], [ %unroll_iter, %vector.ph235.new ]
  %index240 = phi i64 [ 0, %vector.ph235.new ], [ %index.next242.7, %vector.body233 ]
  %sunkaddr833 = mul i64 %index240, 8
  %100 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr834 = getelementptr i8, i8* %100, i64 %sunkaddr833
  %101 = bitcast i8* %sunkaddr834 to <8 x double>*
  %wide.load241 = load <8 x double>, <8 x double>* %101, align 8, !alias.scope !27
  %102 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241)
  %sunkaddr835 = mul i64 %index240, 8
  %103 = bitcast double* %.6.i2593 to i8*
  %sunkaddr836 = getelementptr i8, i8* %103, i64 %sunkaddr835
  %104 = bitcast i8* %sunkaddr836 to <8 x double>*
  store <8 x double> %102, <8 x double>* %104, align 8, !alias.scope !30, !noalias !27
  %sunkaddr837 = mul i64 %index240, 8
  %105 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr838 = getelementptr i8, i8* %105, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, i8* %sunkaddr838, i64 64
  %106 = bitcast i8* %sunkaddr839 to <8 x double>*
  %wide.load241.1 = load <8 x double>, <8 x double>* %106, align 8, !alias.scope !27
  %107 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.1)
  %sunkaddr840 = mul i64 %index240, 8
  %108 = bitcast double* %.6.i2593 to i8*
  %sunkaddr841 = getelementptr i8, i8* %108, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, i8* %sunkaddr841, i64 64
  %109 = bitcast i8* %sunkaddr842 to <8 x double>*
  store <8 x double> %107, <8 x double>* %109, align 8, !alias.scope !30, !noalias !27
  %sunkaddr843 = mul i64 %index240, 8
  %110 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr844 = getelementptr i8, i8* %110, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, i8* %sunkaddr844, i64 128
  %111 = bitcast i8* %sunkaddr845 to <8 x double>*
  %wide.load241.2 = load <8 x double>, <8 x double>* %111, align 8, !alias.scope !27
  %112 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.2)
  %sunkaddr846 = mul i64 %index240, 8
  %113 = bitcast double* %.6.i2593 to i8*
  %sunkaddr847 = getelementptr i8, i8* %113, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, i8* %sunkaddr847, i64 128
  %114 = bitcast i8* %sunkaddr848 to <8 x double>*
  store <8 x double> %112, <8 x double>* %114, align 8, !alias.scope !30, !noalias !27
  %sunkaddr849 = mul i64 %index240, 8
  %115 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr850 = getelementptr i8, i8* %115, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, i8* %sunkaddr850, i64 192
  %116 = bitcast i8* %sunkaddr851 to <8 x double>*
  %wide.load241.3 = load <8 x double>, <8 x double>* %116, align 8, !alias.scope !27
  %117 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.3)
  %sunkaddr852 = mul i64 %index240, 8
  %118 = bitcast double* %.6.i2593 to i8*
  %sunkaddr853 = getelementptr i8, i8* %118, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, i8* %sunkaddr853, i64 192
  %119 = bitcast i8* %sunkaddr854 to <8 x double>*
  store <8 x double> %117, <8 x double>* %119, align 8, !alias.scope !30, !noalias !27
  %sunkaddr855 = mul i64 %index240, 8
  %120 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr856 = getelementptr i8, i8* %120, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, i8* %sunkaddr856, i64 256
  %121 = bitcast i8* %sunkaddr857 to <8 x double>*
  %wide.load241.4 = load <8 x double>, <8 x double>* %121, align 8, !alias.scope !27
  %122 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.4)
  %sunkaddr858 = mul i64 %index240, 8
  %123 = bitcast double* %.6.i2593 to i8*
  %sunkaddr859 = getelementptr i8, i8* %123, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, i8* %sunkaddr859, i64 256
  %124 = bitcast i8* %sunkaddr860 to <8 x double>*
  store <8 x double> %122, <8 x double>* %124, align 8, !alias.scope !30, !noalias !27
  %sunkaddr861 = mul i64 %index240, 8
  %125 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr862 = getelementptr i8, i8* %125, i64 %sunkaddr861
  %sunkaddr863 = getelementptr i8, i8* %sunkaddr862, i64 320
  %126 = bitcast i8* %sunkaddr863 to <8 x double>*
  %wide.load241.5 = load <8 x double>, <8 x double>* %126, align 8, !alias.scope !27
  %127 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.5)
  %sunkaddr864 = mul i64 %index240, 8
  %128 = bitcast double* %.6.i2593 to i8*
  %sunkaddr865 = getelementptr i8, i8* %128, i64 %sunkaddr864
  %sunkaddr866 = getelementptr i8, i8* %sunkaddr865, i64 320
  %129 = bitcast i8* %sunkaddr866 to <8 x double>*
  store <8 x double> %127, <8 x double>* %129, align 8, !alias.scope !30, !noalias !27
  %sunkaddr867 = mul i64 %index240, 8
  %130 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr868 = getelementptr i8, i8* %130, i64 %sunkaddr867
  %sunkaddr869 = getelementptr i8, i8* %sunkaddr868, i64 384
  %131 = bitcast i8* %sunkaddr869 to <8 x double>*
  %wide.load241.6 = load <8 x double>, <8 x double>* %131, align 8, !alias.scope !27
  %132 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.6)
  %sunkaddr870 = mul i64 %index240, 8
  %133 = bitcast double* %.6.i2593 to i8*
  %sunkaddr871 = getelementptr i8, i8* %133, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, i8* %sunkaddr871, i64 384
  %134 = bitcast i8* %sunkaddr872 to <8 x double>*
  store <8 x double> %132, <8 x double>* %134, align 8, !alias.scope !30, !noalias !27
  %sunkaddr873 = mul i64 %index240, 8
  %135 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr874 = getelementptr i8, i8* %135, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, i8* %sunkaddr874, i64 448
  %136 = bitcast i8* %sunkaddr875 to <8 x double>*
  %wide.load241.7 = load <8 x double>, <8 x double>* %136, align 8, !alias.scope !27
  %137 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.7)
  %sunkaddr876 = mul i64 %index240, 8
  %138 = bitcast double* %.6.i2593 to i8*
  %sunkaddr877 = getelementptr i8, i8* %138, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, i8* %sunkaddr877, i64 448
  %139 = bitcast i8* %sunkaddr878 to <8 x double>*
  store <8 x double> %137, <8 x double>* %139, align 8, !alias.scope !30, !noalias !27
  %index.next242.7 = add i64 %index240, 64
  %lsr.iv.next = add i64 %lsr.iv, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block231.unr-lcssa, label %vector.body233, !llvm.loop !32

middle.block231.unr-lcssa:                        ; preds = %vector.body233, %vector.ph235
  %index240.unr = phi i64 [ 0, %vector.ph235 ], [ %index.next242.7, %vector.body233 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block231, label %vector.body233.epil.preheader

vector.body233.epil.preheader:                    ; preds = %middle.block231.unr-lcssa
  %scevgep313 = getelementptr double, double* %.6.i2593, i64 %index240.unr
  %scevgep318 = getelementptr double, double* %.633.unpack102, i64 %index240.unr
  %140 = shl nuw nsw i64 %xtraiter, 6
  br label %vector.body233.epil

vector.body233.epil:                              ; preds = %vector.body233.epil.preheader, %vector.body233.epil
  %lsr.iv314 = phi i64 [ 0, %vector.body233.epil.preheader ], [ %lsr.iv.next315, %vector.body233.epil ]
  %141 = bitcast double* %scevgep318 to i8*
  %142 = bitcast double* %scevgep313 to i8*
  %uglygep320 = getelementptr i8, i8* %141, i64 %lsr.iv314
  %uglygep320321 = bitcast i8* %uglygep320 to <8 x double>*
  %wide.load241.epil = load <8 x double>, <8 x double>* %uglygep320321, align 8, !alias.scope !27
  %143 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load241.epil)
  %uglygep = getelementptr i8, i8* %142, i64 %lsr.iv314
  %uglygep317 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %143, <8 x double>* %uglygep317, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next315 = add nuw nsw i64 %lsr.iv314, 64
  %epil.iter.cmp.not = icmp eq i64 %140, %lsr.iv.next315
  br i1 %epil.iter.cmp.not, label %middle.block231, label %vector.body233.epil, !llvm.loop !33

middle.block231:                                  ; preds = %vector.body233.epil, %middle.block231.unr-lcssa
  %cmp.n239 = icmp eq i64 %.633.unpack104.unpack, %n.vec237
  br i1 %cmp.n239, label %for.end.1, label %for.body.1.us.preheader243

for.body.1.us.preheader243:                       ; preds = %vector.memcheck221, %for.body.1.us.preheader, %middle.block231
  %loop.index.187.us.ph = phi i64 [ 0, %vector.memcheck221 ], [ 0, %for.body.1.us.preheader ], [ %n.vec237, %middle.block231 ]
  %144 = xor i64 %loop.index.187.us.ph, -1
  %145 = add i64 %.633.unpack104.unpack, %144
  %xtraiter247 = and i64 %.633.unpack104.unpack, 7
  %lcmp.mod248.not = icmp eq i64 %xtraiter247, 0
  br i1 %lcmp.mod248.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader243
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv324 = phi i64 [ %xtraiter247, %for.body.1.us.prol.preheader ], [ %lsr.iv.next325, %for.body.1.us.prol ]
  %loop.index.187.us.prol = phi i64 [ %.863.us.prol, %for.body.1.us.prol ], [ %loop.index.187.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep323 = getelementptr double, double* %.633.unpack102, i64 %loop.index.187.us.prol
  %.834.us.prol = load double, double* %scevgep323, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.834.us.prol) #5
  %scevgep322 = getelementptr double, double* %.6.i2593, i64 %loop.index.187.us.prol
  store double %.12.i.us.prol, double* %scevgep322, align 8
  %.863.us.prol = add nuw i64 %loop.index.187.us.prol, 1
  %lsr.iv.next325 = add nsw i64 %lsr.iv324, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next325, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !34

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader243
  %loop.index.187.us.unr = phi i64 [ %loop.index.187.us.ph, %for.body.1.us.preheader243 ], [ %.863.us.prol, %for.body.1.us.prol ]
  %146 = icmp ult i64 %145, 7
  br i1 %146, label %for.end.1, label %for.body.1.us.preheader263

for.body.1.us.preheader263:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader263, %for.body.1.us
  %loop.index.187.us = phi i64 [ %.863.us.7, %for.body.1.us ], [ %loop.index.187.us.unr, %for.body.1.us.preheader263 ]
  %sunkaddr879 = mul i64 %loop.index.187.us, 8
  %147 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr880 = getelementptr i8, i8* %147, i64 %sunkaddr879
  %148 = bitcast i8* %sunkaddr880 to double*
  %.834.us = load double, double* %148, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.834.us) #5
  %sunkaddr881 = mul i64 %loop.index.187.us, 8
  %149 = bitcast double* %.6.i2593 to i8*
  %sunkaddr882 = getelementptr i8, i8* %149, i64 %sunkaddr881
  %150 = bitcast i8* %sunkaddr882 to double*
  store double %.12.i.us, double* %150, align 8
  %sunkaddr883 = mul i64 %loop.index.187.us, 8
  %151 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr884 = getelementptr i8, i8* %151, i64 %sunkaddr883
  %sunkaddr885 = getelementptr i8, i8* %sunkaddr884, i64 8
  %152 = bitcast i8* %sunkaddr885 to double*
  %.834.us.1 = load double, double* %152, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.834.us.1) #5
  %sunkaddr886 = mul i64 %loop.index.187.us, 8
  %153 = bitcast double* %.6.i2593 to i8*
  %sunkaddr887 = getelementptr i8, i8* %153, i64 %sunkaddr886
  %sunkaddr888 = getelementptr i8, i8* %sunkaddr887, i64 8
  %154 = bitcast i8* %sunkaddr888 to double*
  store double %.12.i.us.1, double* %154, align 8
  %sunkaddr889 = mul i64 %loop.index.187.us, 8
  %155 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr890 = getelementptr i8, i8* %155, i64 %sunkaddr889
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 16
  %156 = bitcast i8* %sunkaddr891 to double*
  %.834.us.2 = load double, double* %156, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.834.us.2) #5
  %sunkaddr892 = mul i64 %loop.index.187.us, 8
  %157 = bitcast double* %.6.i2593 to i8*
  %sunkaddr893 = getelementptr i8, i8* %157, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 16
  %158 = bitcast i8* %sunkaddr894 to double*
  store double %.12.i.us.2, double* %158, align 8
  %sunkaddr895 = mul i64 %loop.index.187.us, 8
  %159 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr896 = getelementptr i8, i8* %159, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 24
  %160 = bitcast i8* %sunkaddr897 to double*
  %.834.us.3 = load double, double* %160, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.834.us.3) #5
  %sunkaddr898 = mul i64 %loop.index.187.us, 8
  %161 = bitcast double* %.6.i2593 to i8*
  %sunkaddr899 = getelementptr i8, i8* %161, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 24
  %162 = bitcast i8* %sunkaddr900 to double*
  store double %.12.i.us.3, double* %162, align 8
  %sunkaddr901 = mul i64 %loop.index.187.us, 8
  %163 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr902 = getelementptr i8, i8* %163, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, i8* %sunkaddr902, i64 32
  %164 = bitcast i8* %sunkaddr903 to double*
  %.834.us.4 = load double, double* %164, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.834.us.4) #5
  %sunkaddr904 = mul i64 %loop.index.187.us, 8
  %165 = bitcast double* %.6.i2593 to i8*
  %sunkaddr905 = getelementptr i8, i8* %165, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, i8* %sunkaddr905, i64 32
  %166 = bitcast i8* %sunkaddr906 to double*
  store double %.12.i.us.4, double* %166, align 8
  %sunkaddr907 = mul i64 %loop.index.187.us, 8
  %167 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr908 = getelementptr i8, i8* %167, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, i8* %sunkaddr908, i64 40
  %168 = bitcast i8* %sunkaddr909 to double*
  %.834.us.5 = load double, double* %168, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.834.us.5) #5
  %sunkaddr910 = mul i64 %loop.index.187.us, 8
  %169 = bitcast double* %.6.i2593 to i8*
  %sunkaddr911 = getelementptr i8, i8* %169, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, i8* %sunkaddr911, i64 40
  %170 = bitcast i8* %sunkaddr912 to double*
  store double %.12.i.us.5, double* %170, align 8
  %sunkaddr913 = mul i64 %loop.index.187.us, 8
  %171 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr914 = getelementptr i8, i8* %171, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, i8* %sunkaddr914, i64 48
  %172 = bitcast i8* %sunkaddr915 to double*
  %.834.us.6 = load double, double* %172, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.834.us.6) #5
  %sunkaddr916 = mul i64 %loop.index.187.us, 8
  %173 = bitcast double* %.6.i2593 to i8*
  %sunkaddr917 = getelementptr i8, i8* %173, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 48
  %174 = bitcast i8* %sunkaddr918 to double*
  store double %.12.i.us.6, double* %174, align 8
  %sunkaddr919 = mul i64 %loop.index.187.us, 8
  %175 = bitcast double* %.633.unpack102 to i8*
  %sunkaddr920 = getelementptr i8, i8* %175, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 56
  %176 = bitcast i8* %sunkaddr921 to double*
  %.834.us.7 = load double, double* %176, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.834.us.7) #5
  %sunkaddr922 = mul i64 %loop.index.187.us, 8
  %177 = bitcast double* %.6.i2593 to i8*
  %sunkaddr923 = getelementptr i8, i8* %177, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 56
  %178 = bitcast i8* %sunkaddr924 to double*
  store double %.12.i.us.7, double* %178, align 8
  %.863.us.7 = add nuw nsw i64 %loop.index.187.us, 8
  %exitcond.not.7 = icmp eq i64 %.633.unpack104.unpack, %.863.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !35

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.834 = load double, double* %.633.unpack102, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.834) #5
  store double %.12.i, double* %.6.i2593, align 8
  tail call void @NRT_decref(i8* %.633.unpack)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block231, %B108.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.633.unpack)
  %.68.i = icmp eq i64 %.633.unpack104.unpack, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.633.unpack104.unpack, i64 1) #5
  %179 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %180 = icmp ult i64 %179, 7
  br i1 %180, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %181 = add nsw i64 %unroll_iter.i, -8
  %182 = lshr exact i64 %181, 3
  %183 = add nuw nsw i64 %182, 1
  %xtraiter249 = and i64 %183, 7
  %184 = icmp ult i64 %181, 56
  br i1 %184, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter253 = and i64 %183, %const
  %scevgep358 = getelementptr double, double* %.6.i2593, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod251.not = icmp eq i64 %xtraiter249, 0
  br i1 %lcmp.mod251.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep488 = getelementptr double, double* %.6.i2593, i64 7
  %scevgep489 = getelementptr double, double* %scevgep488, i64 %.70.06.i.unr
  %185 = shl nuw nsw i64 %xtraiter249, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv490 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next491, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %186 = bitcast double* %scevgep489 to i8*
  %uglygep513 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep513514 = bitcast i8* %uglygep513 to double*
  %scevgep515 = getelementptr double, double* %uglygep513514, i64 -7
  %.236.i.epil = load double, double* %scevgep515, align 8, !noalias !36
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep510 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep510511 = bitcast i8* %uglygep510 to double*
  %scevgep512 = getelementptr double, double* %uglygep510511, i64 -6
  %.236.1.i.epil = load double, double* %scevgep512, align 8, !noalias !36
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep507 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep507508 = bitcast i8* %uglygep507 to double*
  %scevgep509 = getelementptr double, double* %uglygep507508, i64 -5
  %.236.2.i.epil = load double, double* %scevgep509, align 8, !noalias !36
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep504 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep504505 = bitcast i8* %uglygep504 to double*
  %scevgep506 = getelementptr double, double* %uglygep504505, i64 -4
  %.236.3.i.epil = load double, double* %scevgep506, align 8, !noalias !36
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep501 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep501502 = bitcast i8* %uglygep501 to double*
  %scevgep503 = getelementptr double, double* %uglygep501502, i64 -3
  %.236.4.i.epil = load double, double* %scevgep503, align 8, !noalias !36
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep498 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep498499 = bitcast i8* %uglygep498 to double*
  %scevgep500 = getelementptr double, double* %uglygep498499, i64 -2
  %.236.5.i.epil = load double, double* %scevgep500, align 8, !noalias !36
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep495 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep495496 = bitcast i8* %uglygep495 to double*
  %scevgep497 = getelementptr double, double* %uglygep495496, i64 -1
  %.236.6.i.epil = load double, double* %scevgep497, align 8, !noalias !36
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep493 = getelementptr i8, i8* %186, i64 %lsr.iv490
  %uglygep493494 = bitcast i8* %uglygep493 to double*
  %.236.7.i.epil = load double, double* %uglygep493494, align 8, !noalias !36
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next491 = add nuw nsw i64 %lsr.iv490, 64
  %epil.iter250.cmp.not = icmp eq i64 %185, %lsr.iv.next491
  br i1 %epil.iter250.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !39, !llvm.loop !40

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i1 = getelementptr double, double* %.6.i2593, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep516 = getelementptr double, double* %scevgep.i1, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep516, align 8, !noalias !36
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !39, !llvm.loop !41

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv486 = phi i64 [ %lsr.iv.next487, %B50.endif.i ], [ %unroll_iter253, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep484 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -63
  %.236.i = load double, double* %scevgep485, align 8, !noalias !36
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep482 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -62
  %.236.1.i = load double, double* %scevgep483, align 8, !noalias !36
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep480 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -61
  %.236.2.i = load double, double* %scevgep481, align 8, !noalias !36
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep478 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -60
  %.236.3.i = load double, double* %scevgep479, align 8, !noalias !36
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep476 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -59
  %.236.4.i = load double, double* %scevgep477, align 8, !noalias !36
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep474 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -58
  %.236.5.i = load double, double* %scevgep475, align 8, !noalias !36
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep472 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -57
  %.236.6.i = load double, double* %scevgep473, align 8, !noalias !36
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep470 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -56
  %.236.7.i = load double, double* %scevgep471, align 8, !noalias !36
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep439 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -55
  %.236.i.1 = load double, double* %scevgep440, align 8, !noalias !36
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep441 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -54
  %.236.1.i.1 = load double, double* %scevgep442, align 8, !noalias !36
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep443 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -53
  %.236.2.i.1 = load double, double* %scevgep444, align 8, !noalias !36
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep445 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -52
  %.236.3.i.1 = load double, double* %scevgep446, align 8, !noalias !36
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep447 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -51
  %.236.4.i.1 = load double, double* %scevgep448, align 8, !noalias !36
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep449 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -50
  %.236.5.i.1 = load double, double* %scevgep450, align 8, !noalias !36
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep451 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -49
  %.236.6.i.1 = load double, double* %scevgep452, align 8, !noalias !36
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep453 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -48
  %.236.7.i.1 = load double, double* %scevgep454, align 8, !noalias !36
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep423 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -47
  %.236.i.2 = load double, double* %scevgep424, align 8, !noalias !36
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep425 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -46
  %.236.1.i.2 = load double, double* %scevgep426, align 8, !noalias !36
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep427 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -45
  %.236.2.i.2 = load double, double* %scevgep428, align 8, !noalias !36
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep429 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -44
  %.236.3.i.2 = load double, double* %scevgep430, align 8, !noalias !36
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep431 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -43
  %.236.4.i.2 = load double, double* %scevgep432, align 8, !noalias !36
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep433 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -42
  %.236.5.i.2 = load double, double* %scevgep434, align 8, !noalias !36
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep435 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -41
  %.236.6.i.2 = load double, double* %scevgep436, align 8, !noalias !36
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep437 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -40
  %.236.7.i.2 = load double, double* %scevgep438, align 8, !noalias !36
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep407 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -39
  %.236.i.3 = load double, double* %scevgep408, align 8, !noalias !36
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep409 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -38
  %.236.1.i.3 = load double, double* %scevgep410, align 8, !noalias !36
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep411 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -37
  %.236.2.i.3 = load double, double* %scevgep412, align 8, !noalias !36
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep413 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -36
  %.236.3.i.3 = load double, double* %scevgep414, align 8, !noalias !36
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep415 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -35
  %.236.4.i.3 = load double, double* %scevgep416, align 8, !noalias !36
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep417 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -34
  %.236.5.i.3 = load double, double* %scevgep418, align 8, !noalias !36
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep419 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -33
  %.236.6.i.3 = load double, double* %scevgep420, align 8, !noalias !36
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep421 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -32
  %.236.7.i.3 = load double, double* %scevgep422, align 8, !noalias !36
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep391 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -31
  %.236.i.4 = load double, double* %scevgep392, align 8, !noalias !36
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep393 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -30
  %.236.1.i.4 = load double, double* %scevgep394, align 8, !noalias !36
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep395 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -29
  %.236.2.i.4 = load double, double* %scevgep396, align 8, !noalias !36
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep397 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -28
  %.236.3.i.4 = load double, double* %scevgep398, align 8, !noalias !36
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep399 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -27
  %.236.4.i.4 = load double, double* %scevgep400, align 8, !noalias !36
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep401 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -26
  %.236.5.i.4 = load double, double* %scevgep402, align 8, !noalias !36
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep403 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -25
  %.236.6.i.4 = load double, double* %scevgep404, align 8, !noalias !36
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep405 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -24
  %.236.7.i.4 = load double, double* %scevgep406, align 8, !noalias !36
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep375 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -23
  %.236.i.5 = load double, double* %scevgep376, align 8, !noalias !36
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep377 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -22
  %.236.1.i.5 = load double, double* %scevgep378, align 8, !noalias !36
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep379 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -21
  %.236.2.i.5 = load double, double* %scevgep380, align 8, !noalias !36
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep381 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -20
  %.236.3.i.5 = load double, double* %scevgep382, align 8, !noalias !36
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep383 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -19
  %.236.4.i.5 = load double, double* %scevgep384, align 8, !noalias !36
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep385 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -18
  %.236.5.i.5 = load double, double* %scevgep386, align 8, !noalias !36
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep387 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -17
  %.236.6.i.5 = load double, double* %scevgep388, align 8, !noalias !36
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep389 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -16
  %.236.7.i.5 = load double, double* %scevgep390, align 8, !noalias !36
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep359 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -15
  %.236.i.6 = load double, double* %scevgep360, align 8, !noalias !36
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep361 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -14
  %.236.1.i.6 = load double, double* %scevgep362, align 8, !noalias !36
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep363 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -13
  %.236.2.i.6 = load double, double* %scevgep364, align 8, !noalias !36
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep365 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -12
  %.236.3.i.6 = load double, double* %scevgep366, align 8, !noalias !36
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep367 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -11
  %.236.4.i.6 = load double, double* %scevgep368, align 8, !noalias !36
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep369 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -10
  %.236.5.i.6 = load double, double* %scevgep370, align 8, !noalias !36
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep371 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -9
  %.236.6.i.6 = load double, double* %scevgep372, align 8, !noalias !36
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep373 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -8
  %.236.7.i.6 = load double, double* %scevgep374, align 8, !noalias !36
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep455 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -7
  %.236.i.7 = load double, double* %scevgep456, align 8, !noalias !36
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep457 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -6
  %.236.1.i.7 = load double, double* %scevgep458, align 8, !noalias !36
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep459 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -5
  %.236.2.i.7 = load double, double* %scevgep460, align 8, !noalias !36
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep461 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -4
  %.236.3.i.7 = load double, double* %scevgep462, align 8, !noalias !36
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep463 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -3
  %.236.4.i.7 = load double, double* %scevgep464, align 8, !noalias !36
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep465 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -2
  %.236.5.i.7 = load double, double* %scevgep466, align 8, !noalias !36
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep467 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -1
  %.236.6.i.7 = load double, double* %scevgep468, align 8, !noalias !36
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep469 = getelementptr double, double* %scevgep358, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep469, align 8, !noalias !36
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next487 = add i64 %lsr.iv486, -8
  %niter254.ncmp.7 = icmp eq i64 %lsr.iv.next487, 0
  br i1 %niter254.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.898 = fadd double %s.2.0192, %c.2.0.lcssa.i
  %sunkaddr925 = getelementptr i8, i8* %.37, i64 24
  %187 = bitcast i8* %sunkaddr925 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i92 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %187, align 8
  %.621926 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92 to i64*
  %.622 = load i64, i64* %.621926, align 8
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
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

define double @cfunc._ZN7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels14list_of_arraysB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !42

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1bdbf8a2d0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!19 = distinct !{!19, !15}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !15}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!39 = !{!"branch_weights", i32 1, i32 7}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !17}
!42 = !{!"branch_weights", i32 99, i32 1}
