; ModuleID = 'list_comp_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140022046435456 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140022046435456.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140022046435456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140022046435456, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022046435456.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022045099264 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140022045099264.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140022045099264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140022045099264, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022045099264.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022044005888 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.140022044005888.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.140022044005888 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140022044005888, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022044005888.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f596c50edd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f596c50edd0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f596c525010B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140022045168448 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140022045168448.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140022045168448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140022045168448, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022045168448.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f596c53b190B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.endif.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.103 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B70:                                              ; preds = %B0.endif.endif.endif.endif.endif, %for.end.endif.endif
  %.41.0197 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.210, %for.end.endif.endif ]
  %.210 = add nuw nsw i64 %.41.0197, 1
  tail call void @NRT_incref(i8* %arg.x.0)
  br i1 %.302, label %B70.endif.endif.if, label %B70.endif.endif.endif, !prof !0

B126:                                             ; preds = %for.end.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* nonnull %.103)
  %sunkaddr = getelementptr i8, i8* %.103, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i93189 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.639190946 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i93189 to i64*
  %.640191 = load i64, i64* %.639190946, align 8
  %.641192 = icmp sgt i64 %.640191, 0
  br i1 %.641192, label %B139.preheader, label %B153

B139.preheader:                                   ; preds = %B126
  br label %B139

B139:                                             ; preds = %B139.preheader, %for.end.1.endif
  %.6.i93195 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i93, %for.end.1.endif ], [ %.6.i93189, %B139.preheader ]
  %s.2.0194 = phi double [ %.916, %for.end.1.endif ], [ 0.000000e+00, %B139.preheader ]
  %.605.0193 = phi i64 [ %.665, %for.end.1.endif ], [ 0, %B139.preheader ]
  %.649 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i93195, i64 0, i32 3
  %.651.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0193, i32 0
  %.651.unpack = load i8*, i8** %.651.elt, align 8
  %.651.elt102 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0193, i32 4
  %.651.unpack103 = load double*, double** %.651.elt102, align 8
  %1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0193, i32 5, i64 0
  %.651.unpack105.unpack = load i64, i64* %1, align 8
  %.665 = add nuw nsw i64 %.605.0193, 1
  tail call void @NRT_incref(i8* %.651.unpack)
  %.773 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.651.unpack105.unpack, i64 8)
  %.775 = extractvalue { i64, i1 } %.773, 1
  br i1 %.775, label %B139.endif.endif.if, label %B139.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B139.endif.endif.endif.if, %B70.endif.endif.endif.if, %B139.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B70.endif.endif.if, %B0.endif.endif.endif.endif.if, %B153
  %common.ret.op = phi i32 [ 0, %B153 ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B70.endif.endif.if ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B139.endif.endif.if ], [ 1, %B139.endif.endif.endif.if ], [ 1, %B70.endif.endif.endif.if ]
  ret i32 %common.ret.op

B153:                                             ; preds = %for.end.1.endif, %B126
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B126 ], [ %.916, %for.end.1.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.103)
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022046435456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.if
  %const = bitcast i64 1152921504606846968 to i64
  %.5.i27 = getelementptr i8, i8* %.103, i64 24
  %2 = bitcast i8* %.5.i27 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i28149 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.116 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i28149, i64 0, i32 1
  store i64 0, i64* %.116, align 8
  %.6.i30150 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.122947 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i30150 to i64*
  store i64 0, i64* %.122947, align 8
  %.6.i42151 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.128 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i42151, i64 0, i32 2
  store i8 0, i8* %.128, align 1
  %.6.i7192 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %2, align 8
  %.168948 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7192 to i64*
  store i64 0, i64* %.168948, align 8
  tail call void @NRT_incref(i8* nonnull %.103)
  %.300 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.302 = extractvalue { i64, i1 } %.300, 1
  %.301 = extractvalue { i64, i1 } %.300, 0
  %scevgep212 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %3 = add i64 %arg.x.5.0, -32
  %4 = lshr i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %n.vec = and i64 %arg.x.5.0, -32
  %xtraiter260 = and i64 %5, 7
  %unroll_iter263 = and i64 %5, %const
  %xtraiter265 = and i64 %arg.x.5.0, 7
  %scevgep686 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep896 = getelementptr double, double* %arg.x.4, i64 24
  %6 = shl nuw nsw i64 %xtraiter260, 8
  br label %B70

B70.endif.endif.if:                               ; preds = %B70
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045099264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70
  %.7.i.i64 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !2
  %.8.i.i65 = icmp eq i8* %.7.i.i64, null
  br i1 %.8.i.i65, label %B70.endif.endif.endif.if, label %B70.endif.endif.endif.endif, !prof !0

B70.endif.endif.endif.if:                         ; preds = %B70.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045168448, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B70.endif.endif.endif.endif:                      ; preds = %B70.endif.endif.endif
  %7 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i62 = getelementptr i8, i8* %.7.i.i64, i64 24
  %8 = bitcast i8* %.5.i62 to double**
  %.6.i63111 = load double*, double** %8, align 8
  br i1 %7, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B70.endif.endif.endif.endif
  %9 = icmp ugt i64 %arg.x.5.0, 1
  %.6.i53 = sitofp i64 %.41.0197 to double
  br i1 %9, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %10 = icmp ult i64 %arg.x.5.0, 32
  br i1 %10, label %for.body.us.preheader249, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i63111, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i63111, %scevgep212
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader249, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %11 = icmp ult i64 %3, 224
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.6.i53, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x double> poison, double %.6.i53, i64 0
  %broadcast.splat218 = shufflevector <8 x double> %broadcast.splatinsert217, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x double> poison, double %.6.i53, i64 0
  %broadcast.splat220 = shufflevector <8 x double> %broadcast.splatinsert219, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x double> poison, double %.6.i53, i64 0
  %broadcast.splat222 = shufflevector <8 x double> %broadcast.splatinsert221, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %11, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep782 = getelementptr double, double* %.6.i63111, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv878 = phi i64 [ %unroll_iter263, %vector.body.preheader ], [ %lsr.iv.next879, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep770 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep770771 = bitcast double* %scevgep770 to <8 x double>*
  %scevgep772 = getelementptr <8 x double>, <8 x double>* %scevgep770771, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep772, align 8, !alias.scope !9
  %scevgep779 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep779780 = bitcast double* %scevgep779 to <8 x double>*
  %scevgep781 = getelementptr <8 x double>, <8 x double>* %scevgep779780, i64 -30
  %wide.load214 = load <8 x double>, <8 x double>* %scevgep781, align 8, !alias.scope !9
  %scevgep776 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep776777 = bitcast double* %scevgep776 to <8 x double>*
  %scevgep778 = getelementptr <8 x double>, <8 x double>* %scevgep776777, i64 -29
  %wide.load215 = load <8 x double>, <8 x double>* %scevgep778, align 8, !alias.scope !9
  %scevgep773 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep773774 = bitcast double* %scevgep773 to <8 x double>*
  %scevgep775 = getelementptr <8 x double>, <8 x double>* %scevgep773774, i64 -28
  %wide.load216 = load <8 x double>, <8 x double>* %scevgep775, align 8, !alias.scope !9
  %12 = fmul <8 x double> %wide.load, %broadcast.splat
  %13 = fmul <8 x double> %wide.load214, %broadcast.splat218
  %14 = fmul <8 x double> %wide.load215, %broadcast.splat220
  %15 = fmul <8 x double> %wide.load216, %broadcast.splat222
  %scevgep866 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -31
  store <8 x double> %12, <8 x double>* %scevgep868, align 8, !alias.scope !12, !noalias !9
  %scevgep875 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -30
  store <8 x double> %13, <8 x double>* %scevgep877, align 8, !alias.scope !12, !noalias !9
  %scevgep872 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 -29
  store <8 x double> %14, <8 x double>* %scevgep874, align 8, !alias.scope !12, !noalias !9
  %scevgep869 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -28
  store <8 x double> %15, <8 x double>* %scevgep871, align 8, !alias.scope !12, !noalias !9
  %scevgep756 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep756757 = bitcast double* %scevgep756 to <8 x double>*
  %scevgep758 = getelementptr <8 x double>, <8 x double>* %scevgep756757, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep758, align 8, !alias.scope !9
  %scevgep753 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep753754 = bitcast double* %scevgep753 to <8 x double>*
  %scevgep755 = getelementptr <8 x double>, <8 x double>* %scevgep753754, i64 -26
  %wide.load214.1 = load <8 x double>, <8 x double>* %scevgep755, align 8, !alias.scope !9
  %scevgep750 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep750751 = bitcast double* %scevgep750 to <8 x double>*
  %scevgep752 = getelementptr <8 x double>, <8 x double>* %scevgep750751, i64 -25
  %wide.load215.1 = load <8 x double>, <8 x double>* %scevgep752, align 8, !alias.scope !9
  %scevgep747 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep747748 = bitcast double* %scevgep747 to <8 x double>*
  %scevgep749 = getelementptr <8 x double>, <8 x double>* %scevgep747748, i64 -24
  %wide.load216.1 = load <8 x double>, <8 x double>* %scevgep749, align 8, !alias.scope !9
  %16 = fmul <8 x double> %wide.load.1, %broadcast.splat
  %17 = fmul <8 x double> %wide.load214.1, %broadcast.splat218
  %18 = fmul <8 x double> %wide.load215.1, %broadcast.splat220
  %19 = fmul <8 x double> %wide.load216.1, %broadcast.splat222
  %scevgep852 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep852853 = bitcast double* %scevgep852 to <8 x double>*
  %scevgep854 = getelementptr <8 x double>, <8 x double>* %scevgep852853, i64 -27
  store <8 x double> %16, <8 x double>* %scevgep854, align 8, !alias.scope !12, !noalias !9
  %scevgep849 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep849850 = bitcast double* %scevgep849 to <8 x double>*
  %scevgep851 = getelementptr <8 x double>, <8 x double>* %scevgep849850, i64 -26
  store <8 x double> %17, <8 x double>* %scevgep851, align 8, !alias.scope !12, !noalias !9
  %scevgep846 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep846847 = bitcast double* %scevgep846 to <8 x double>*
  %scevgep848 = getelementptr <8 x double>, <8 x double>* %scevgep846847, i64 -25
  store <8 x double> %18, <8 x double>* %scevgep848, align 8, !alias.scope !12, !noalias !9
  %scevgep843 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep843844 = bitcast double* %scevgep843 to <8 x double>*
  %scevgep845 = getelementptr <8 x double>, <8 x double>* %scevgep843844, i64 -24
  store <8 x double> %19, <8 x double>* %scevgep845, align 8, !alias.scope !12, !noalias !9
  %scevgep744 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %scevgep744745, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep746, align 8, !alias.scope !9
  %scevgep741 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep741742 = bitcast double* %scevgep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %scevgep741742, i64 -22
  %wide.load214.2 = load <8 x double>, <8 x double>* %scevgep743, align 8, !alias.scope !9
  %scevgep738 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep738739 = bitcast double* %scevgep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %scevgep738739, i64 -21
  %wide.load215.2 = load <8 x double>, <8 x double>* %scevgep740, align 8, !alias.scope !9
  %scevgep735 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep735736 = bitcast double* %scevgep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %scevgep735736, i64 -20
  %wide.load216.2 = load <8 x double>, <8 x double>* %scevgep737, align 8, !alias.scope !9
  %20 = fmul <8 x double> %wide.load.2, %broadcast.splat
  %21 = fmul <8 x double> %wide.load214.2, %broadcast.splat218
  %22 = fmul <8 x double> %wide.load215.2, %broadcast.splat220
  %23 = fmul <8 x double> %wide.load216.2, %broadcast.splat222
  %scevgep840 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep840841 = bitcast double* %scevgep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %scevgep840841, i64 -23
  store <8 x double> %20, <8 x double>* %scevgep842, align 8, !alias.scope !12, !noalias !9
  %scevgep837 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep837838 = bitcast double* %scevgep837 to <8 x double>*
  %scevgep839 = getelementptr <8 x double>, <8 x double>* %scevgep837838, i64 -22
  store <8 x double> %21, <8 x double>* %scevgep839, align 8, !alias.scope !12, !noalias !9
  %scevgep834 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep834835 = bitcast double* %scevgep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %scevgep834835, i64 -21
  store <8 x double> %22, <8 x double>* %scevgep836, align 8, !alias.scope !12, !noalias !9
  %scevgep831 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep831832 = bitcast double* %scevgep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %scevgep831832, i64 -20
  store <8 x double> %23, <8 x double>* %scevgep833, align 8, !alias.scope !12, !noalias !9
  %scevgep732 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep732733 = bitcast double* %scevgep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %scevgep732733, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep734, align 8, !alias.scope !9
  %scevgep729 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep729730 = bitcast double* %scevgep729 to <8 x double>*
  %scevgep731 = getelementptr <8 x double>, <8 x double>* %scevgep729730, i64 -18
  %wide.load214.3 = load <8 x double>, <8 x double>* %scevgep731, align 8, !alias.scope !9
  %scevgep726 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep726727 = bitcast double* %scevgep726 to <8 x double>*
  %scevgep728 = getelementptr <8 x double>, <8 x double>* %scevgep726727, i64 -17
  %wide.load215.3 = load <8 x double>, <8 x double>* %scevgep728, align 8, !alias.scope !9
  %scevgep723 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep723724 = bitcast double* %scevgep723 to <8 x double>*
  %scevgep725 = getelementptr <8 x double>, <8 x double>* %scevgep723724, i64 -16
  %wide.load216.3 = load <8 x double>, <8 x double>* %scevgep725, align 8, !alias.scope !9
  %24 = fmul <8 x double> %wide.load.3, %broadcast.splat
  %25 = fmul <8 x double> %wide.load214.3, %broadcast.splat218
  %26 = fmul <8 x double> %wide.load215.3, %broadcast.splat220
  %27 = fmul <8 x double> %wide.load216.3, %broadcast.splat222
  %scevgep828 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep828829 = bitcast double* %scevgep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %scevgep828829, i64 -19
  store <8 x double> %24, <8 x double>* %scevgep830, align 8, !alias.scope !12, !noalias !9
  %scevgep825 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep825826 = bitcast double* %scevgep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %scevgep825826, i64 -18
  store <8 x double> %25, <8 x double>* %scevgep827, align 8, !alias.scope !12, !noalias !9
  %scevgep822 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep822823 = bitcast double* %scevgep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %scevgep822823, i64 -17
  store <8 x double> %26, <8 x double>* %scevgep824, align 8, !alias.scope !12, !noalias !9
  %scevgep819 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep819820 = bitcast double* %scevgep819 to <8 x double>*
  %scevgep821 = getelementptr <8 x double>, <8 x double>* %scevgep819820, i64 -16
  store <8 x double> %27, <8 x double>* %scevgep821, align 8, !alias.scope !12, !noalias !9
  %scevgep720 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep720721 = bitcast double* %scevgep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %scevgep720721, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep722, align 8, !alias.scope !9
  %scevgep717 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep717718 = bitcast double* %scevgep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %scevgep717718, i64 -14
  %wide.load214.4 = load <8 x double>, <8 x double>* %scevgep719, align 8, !alias.scope !9
  %scevgep714 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep714715 = bitcast double* %scevgep714 to <8 x double>*
  %scevgep716 = getelementptr <8 x double>, <8 x double>* %scevgep714715, i64 -13
  %wide.load215.4 = load <8 x double>, <8 x double>* %scevgep716, align 8, !alias.scope !9
  %scevgep711 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep711712 = bitcast double* %scevgep711 to <8 x double>*
  %scevgep713 = getelementptr <8 x double>, <8 x double>* %scevgep711712, i64 -12
  %wide.load216.4 = load <8 x double>, <8 x double>* %scevgep713, align 8, !alias.scope !9
  %28 = fmul <8 x double> %wide.load.4, %broadcast.splat
  %29 = fmul <8 x double> %wide.load214.4, %broadcast.splat218
  %30 = fmul <8 x double> %wide.load215.4, %broadcast.splat220
  %31 = fmul <8 x double> %wide.load216.4, %broadcast.splat222
  %scevgep816 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep816817 = bitcast double* %scevgep816 to <8 x double>*
  %scevgep818 = getelementptr <8 x double>, <8 x double>* %scevgep816817, i64 -15
  store <8 x double> %28, <8 x double>* %scevgep818, align 8, !alias.scope !12, !noalias !9
  %scevgep813 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep813814 = bitcast double* %scevgep813 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep813814, i64 -14
  store <8 x double> %29, <8 x double>* %scevgep815, align 8, !alias.scope !12, !noalias !9
  %scevgep810 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep810811 = bitcast double* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 -13
  store <8 x double> %30, <8 x double>* %scevgep812, align 8, !alias.scope !12, !noalias !9
  %scevgep807 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep807808 = bitcast double* %scevgep807 to <8 x double>*
  %scevgep809 = getelementptr <8 x double>, <8 x double>* %scevgep807808, i64 -12
  store <8 x double> %31, <8 x double>* %scevgep809, align 8, !alias.scope !12, !noalias !9
  %scevgep708 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep708709 = bitcast double* %scevgep708 to <8 x double>*
  %scevgep710 = getelementptr <8 x double>, <8 x double>* %scevgep708709, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep710, align 8, !alias.scope !9
  %scevgep705 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep707 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 -10
  %wide.load214.5 = load <8 x double>, <8 x double>* %scevgep707, align 8, !alias.scope !9
  %scevgep702 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep702703 = bitcast double* %scevgep702 to <8 x double>*
  %scevgep704 = getelementptr <8 x double>, <8 x double>* %scevgep702703, i64 -9
  %wide.load215.5 = load <8 x double>, <8 x double>* %scevgep704, align 8, !alias.scope !9
  %scevgep699 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep699700 = bitcast double* %scevgep699 to <8 x double>*
  %scevgep701 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 -8
  %wide.load216.5 = load <8 x double>, <8 x double>* %scevgep701, align 8, !alias.scope !9
  %32 = fmul <8 x double> %wide.load.5, %broadcast.splat
  %33 = fmul <8 x double> %wide.load214.5, %broadcast.splat218
  %34 = fmul <8 x double> %wide.load215.5, %broadcast.splat220
  %35 = fmul <8 x double> %wide.load216.5, %broadcast.splat222
  %scevgep804 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep804805 = bitcast double* %scevgep804 to <8 x double>*
  %scevgep806 = getelementptr <8 x double>, <8 x double>* %scevgep804805, i64 -11
  store <8 x double> %32, <8 x double>* %scevgep806, align 8, !alias.scope !12, !noalias !9
  %scevgep801 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep801802 = bitcast double* %scevgep801 to <8 x double>*
  %scevgep803 = getelementptr <8 x double>, <8 x double>* %scevgep801802, i64 -10
  store <8 x double> %33, <8 x double>* %scevgep803, align 8, !alias.scope !12, !noalias !9
  %scevgep798 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep798799 = bitcast double* %scevgep798 to <8 x double>*
  %scevgep800 = getelementptr <8 x double>, <8 x double>* %scevgep798799, i64 -9
  store <8 x double> %34, <8 x double>* %scevgep800, align 8, !alias.scope !12, !noalias !9
  %scevgep795 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep795796 = bitcast double* %scevgep795 to <8 x double>*
  %scevgep797 = getelementptr <8 x double>, <8 x double>* %scevgep795796, i64 -8
  store <8 x double> %35, <8 x double>* %scevgep797, align 8, !alias.scope !12, !noalias !9
  %scevgep696 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep696697 = bitcast double* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep698, align 8, !alias.scope !9
  %scevgep693 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep693694 = bitcast double* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -6
  %wide.load214.6 = load <8 x double>, <8 x double>* %scevgep695, align 8, !alias.scope !9
  %scevgep690 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep690691 = bitcast double* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -5
  %wide.load215.6 = load <8 x double>, <8 x double>* %scevgep692, align 8, !alias.scope !9
  %scevgep687 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep687688 = bitcast double* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -4
  %wide.load216.6 = load <8 x double>, <8 x double>* %scevgep689, align 8, !alias.scope !9
  %36 = fmul <8 x double> %wide.load.6, %broadcast.splat
  %37 = fmul <8 x double> %wide.load214.6, %broadcast.splat218
  %38 = fmul <8 x double> %wide.load215.6, %broadcast.splat220
  %39 = fmul <8 x double> %wide.load216.6, %broadcast.splat222
  %scevgep792 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep792793 = bitcast double* %scevgep792 to <8 x double>*
  %scevgep794 = getelementptr <8 x double>, <8 x double>* %scevgep792793, i64 -7
  store <8 x double> %36, <8 x double>* %scevgep794, align 8, !alias.scope !12, !noalias !9
  %scevgep789 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep789790 = bitcast double* %scevgep789 to <8 x double>*
  %scevgep791 = getelementptr <8 x double>, <8 x double>* %scevgep789790, i64 -6
  store <8 x double> %37, <8 x double>* %scevgep791, align 8, !alias.scope !12, !noalias !9
  %scevgep786 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep786787 = bitcast double* %scevgep786 to <8 x double>*
  %scevgep788 = getelementptr <8 x double>, <8 x double>* %scevgep786787, i64 -5
  store <8 x double> %38, <8 x double>* %scevgep788, align 8, !alias.scope !12, !noalias !9
  %scevgep783 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep783784 = bitcast double* %scevgep783 to <8 x double>*
  %scevgep785 = getelementptr <8 x double>, <8 x double>* %scevgep783784, i64 -4
  store <8 x double> %39, <8 x double>* %scevgep785, align 8, !alias.scope !12, !noalias !9
  %scevgep767 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep767768 = bitcast double* %scevgep767 to <8 x double>*
  %scevgep769 = getelementptr <8 x double>, <8 x double>* %scevgep767768, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep769, align 8, !alias.scope !9
  %scevgep764 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep764765 = bitcast double* %scevgep764 to <8 x double>*
  %scevgep766 = getelementptr <8 x double>, <8 x double>* %scevgep764765, i64 -2
  %wide.load214.7 = load <8 x double>, <8 x double>* %scevgep766, align 8, !alias.scope !9
  %scevgep761 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep761762 = bitcast double* %scevgep761 to <8 x double>*
  %scevgep763 = getelementptr <8 x double>, <8 x double>* %scevgep761762, i64 -1
  %wide.load215.7 = load <8 x double>, <8 x double>* %scevgep763, align 8, !alias.scope !9
  %scevgep759 = getelementptr double, double* %scevgep686, i64 %index
  %scevgep759760 = bitcast double* %scevgep759 to <8 x double>*
  %wide.load216.7 = load <8 x double>, <8 x double>* %scevgep759760, align 8, !alias.scope !9
  %40 = fmul <8 x double> %wide.load.7, %broadcast.splat
  %41 = fmul <8 x double> %wide.load214.7, %broadcast.splat218
  %42 = fmul <8 x double> %wide.load215.7, %broadcast.splat220
  %43 = fmul <8 x double> %wide.load216.7, %broadcast.splat222
  %scevgep863 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -3
  store <8 x double> %40, <8 x double>* %scevgep865, align 8, !alias.scope !12, !noalias !9
  %scevgep860 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -2
  store <8 x double> %41, <8 x double>* %scevgep862, align 8, !alias.scope !12, !noalias !9
  %scevgep857 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 -1
  store <8 x double> %42, <8 x double>* %scevgep859, align 8, !alias.scope !12, !noalias !9
  %scevgep855 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep855856 = bitcast double* %scevgep855 to <8 x double>*
  store <8 x double> %43, <8 x double>* %scevgep855856, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next879 = add i64 %lsr.iv878, -8
  %niter264.ncmp.7 = icmp eq i64 %lsr.iv.next879, 0
  br i1 %niter264.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %44 = icmp eq i64 %xtraiter260, 0
  br i1 %44, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep880 = getelementptr double, double* %.6.i63111, i64 24
  %scevgep881 = getelementptr double, double* %scevgep880, i64 %index.unr
  %scevgep897 = getelementptr double, double* %scevgep896, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv882 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next883, %vector.body.epil ]
  %45 = bitcast double* %scevgep897 to i8*
  %46 = bitcast double* %scevgep881 to i8*
  %uglygep907 = getelementptr i8, i8* %45, i64 %lsr.iv882
  %uglygep907908 = bitcast i8* %uglygep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %uglygep907908, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep909, align 8, !alias.scope !9
  %uglygep904 = getelementptr i8, i8* %45, i64 %lsr.iv882
  %uglygep904905 = bitcast i8* %uglygep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %uglygep904905, i64 -2
  %wide.load214.epil = load <8 x double>, <8 x double>* %scevgep906, align 8, !alias.scope !9
  %uglygep901 = getelementptr i8, i8* %45, i64 %lsr.iv882
  %uglygep901902 = bitcast i8* %uglygep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %uglygep901902, i64 -1
  %wide.load215.epil = load <8 x double>, <8 x double>* %scevgep903, align 8, !alias.scope !9
  %uglygep899 = getelementptr i8, i8* %45, i64 %lsr.iv882
  %uglygep899900 = bitcast i8* %uglygep899 to <8 x double>*
  %wide.load216.epil = load <8 x double>, <8 x double>* %uglygep899900, align 8, !alias.scope !9
  %47 = fmul <8 x double> %wide.load.epil, %broadcast.splat
  %48 = fmul <8 x double> %wide.load214.epil, %broadcast.splat218
  %49 = fmul <8 x double> %wide.load215.epil, %broadcast.splat220
  %50 = fmul <8 x double> %wide.load216.epil, %broadcast.splat222
  %uglygep893 = getelementptr i8, i8* %46, i64 %lsr.iv882
  %uglygep893894 = bitcast i8* %uglygep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %uglygep893894, i64 -3
  store <8 x double> %47, <8 x double>* %scevgep895, align 8, !alias.scope !12, !noalias !9
  %uglygep890 = getelementptr i8, i8* %46, i64 %lsr.iv882
  %uglygep890891 = bitcast i8* %uglygep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %uglygep890891, i64 -2
  store <8 x double> %48, <8 x double>* %scevgep892, align 8, !alias.scope !12, !noalias !9
  %uglygep887 = getelementptr i8, i8* %46, i64 %lsr.iv882
  %uglygep887888 = bitcast i8* %uglygep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %uglygep887888, i64 -1
  store <8 x double> %49, <8 x double>* %scevgep889, align 8, !alias.scope !12, !noalias !9
  %uglygep885 = getelementptr i8, i8* %46, i64 %lsr.iv882
  %uglygep885886 = bitcast i8* %uglygep885 to <8 x double>*
  store <8 x double> %50, <8 x double>* %uglygep885886, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next883 = add nuw nsw i64 %lsr.iv882, 256
  %epil.iter261.cmp.not = icmp eq i64 %6, %lsr.iv.next883
  br i1 %epil.iter261.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %51 = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %51, label %for.end, label %for.body.us.preheader249

for.body.us.preheader249:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index91.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %52 = icmp eq i64 %xtraiter265, 0
  %53 = xor i64 %loop.index91.us.ph, -1
  %54 = add i64 %53, %arg.x.5.0
  br i1 %52, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader249
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv912 = phi i64 [ %xtraiter265, %for.body.us.prol.preheader ], [ %lsr.iv.next913, %for.body.us.prol ]
  %loop.index91.us.prol = phi i64 [ %.408.us.prol, %for.body.us.prol ], [ %loop.index91.us.ph, %for.body.us.prol.preheader ]
  %scevgep911 = getelementptr double, double* %arg.x.4, i64 %loop.index91.us.prol
  %.379.us.prol = load double, double* %scevgep911, align 8
  %.7.i.us.prol = fmul double %.379.us.prol, %.6.i53
  %scevgep910 = getelementptr double, double* %.6.i63111, i64 %loop.index91.us.prol
  store double %.7.i.us.prol, double* %scevgep910, align 8
  %.408.us.prol = add nuw i64 %loop.index91.us.prol, 1
  %lsr.iv.next913 = add nsw i64 %lsr.iv912, -1
  %prol.iter267.cmp.not = icmp eq i64 %lsr.iv.next913, 0
  br i1 %prol.iter267.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader249
  %loop.index91.us.unr = phi i64 [ %loop.index91.us.ph, %for.body.us.preheader249 ], [ %.408.us.prol, %for.body.us.prol ]
  %55 = icmp ult i64 %54, 7
  br i1 %55, label %for.end, label %for.body.us.preheader269

for.body.us.preheader269:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader269, %for.body.us
  %loop.index91.us = phi i64 [ %.408.us.7, %for.body.us ], [ %loop.index91.us.unr, %for.body.us.preheader269 ]
  %sunkaddr949 = mul i64 %loop.index91.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr950 = getelementptr i8, i8* %56, i64 %sunkaddr949
  %57 = bitcast i8* %sunkaddr950 to double*
  %.379.us = load double, double* %57, align 8
  %.7.i.us = fmul double %.379.us, %.6.i53
  %sunkaddr951 = mul i64 %loop.index91.us, 8
  %58 = bitcast double* %.6.i63111 to i8*
  %sunkaddr952 = getelementptr i8, i8* %58, i64 %sunkaddr951
  %59 = bitcast i8* %sunkaddr952 to double*
  store double %.7.i.us, double* %59, align 8
  %sunkaddr953 = mul i64 %loop.index91.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr954 = getelementptr i8, i8* %60, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, i8* %sunkaddr954, i64 8
  %61 = bitcast i8* %sunkaddr955 to double*
  %.379.us.1 = load double, double* %61, align 8
  %.7.i.us.1 = fmul double %.379.us.1, %.6.i53
  %sunkaddr956 = mul i64 %loop.index91.us, 8
  %62 = bitcast double* %.6.i63111 to i8*
  %sunkaddr957 = getelementptr i8, i8* %62, i64 %sunkaddr956
  %sunkaddr958 = getelementptr i8, i8* %sunkaddr957, i64 8
  %63 = bitcast i8* %sunkaddr958 to double*
  store double %.7.i.us.1, double* %63, align 8
  %sunkaddr959 = mul i64 %loop.index91.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr960 = getelementptr i8, i8* %64, i64 %sunkaddr959
  %sunkaddr961 = getelementptr i8, i8* %sunkaddr960, i64 16
  %65 = bitcast i8* %sunkaddr961 to double*
  %.379.us.2 = load double, double* %65, align 8
  %.7.i.us.2 = fmul double %.379.us.2, %.6.i53
  %sunkaddr962 = mul i64 %loop.index91.us, 8
  %66 = bitcast double* %.6.i63111 to i8*
  %sunkaddr963 = getelementptr i8, i8* %66, i64 %sunkaddr962
  %sunkaddr964 = getelementptr i8, i8* %sunkaddr963, i64 16
  %67 = bitcast i8* %sunkaddr964 to double*
  store double %.7.i.us.2, double* %67, align 8
  %sunkaddr965 = mul i64 %loop.index91.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr966 = getelementptr i8, i8* %68, i64 %sunkaddr965
  %sunkaddr967 = getelementptr i8, i8* %sunkaddr966, i64 24
  %69 = bitcast i8* %sunkaddr967 to double*
  %.379.us.3 = load double, double* %69, align 8
  %.7.i.us.3 = fmul double %.379.us.3, %.6.i53
  %sunkaddr968 = mul i64 %loop.index91.us, 8
  %70 = bitcast double* %.6.i63111 to i8*
  %sunkaddr969 = getelementptr i8, i8* %70, i64 %sunkaddr968
  %sunkaddr970 = getelementptr i8, i8* %sunkaddr969, i64 24
  %71 = bitcast i8* %sunkaddr970 to double*
  store double %.7.i.us.3, double* %71, align 8
  %sunkaddr971 = mul i64 %loop.index91.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr972 = getelementptr i8, i8* %72, i64 %sunkaddr971
  %sunkaddr973 = getelementptr i8, i8* %sunkaddr972, i64 32
  %73 = bitcast i8* %sunkaddr973 to double*
  %.379.us.4 = load double, double* %73, align 8
  %.7.i.us.4 = fmul double %.379.us.4, %.6.i53
  %sunkaddr974 = mul i64 %loop.index91.us, 8
  %74 = bitcast double* %.6.i63111 to i8*
  %sunkaddr975 = getelementptr i8, i8* %74, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, i8* %sunkaddr975, i64 32
  %75 = bitcast i8* %sunkaddr976 to double*
  store double %.7.i.us.4, double* %75, align 8
  %sunkaddr977 = mul i64 %loop.index91.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr978 = getelementptr i8, i8* %76, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, i8* %sunkaddr978, i64 40
  %77 = bitcast i8* %sunkaddr979 to double*
  %.379.us.5 = load double, double* %77, align 8
  %.7.i.us.5 = fmul double %.379.us.5, %.6.i53
  %sunkaddr980 = mul i64 %loop.index91.us, 8
  %78 = bitcast double* %.6.i63111 to i8*
  %sunkaddr981 = getelementptr i8, i8* %78, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, i8* %sunkaddr981, i64 40
  %79 = bitcast i8* %sunkaddr982 to double*
  store double %.7.i.us.5, double* %79, align 8
  %sunkaddr983 = mul i64 %loop.index91.us, 8
  %80 = bitcast double* %arg.x.4 to i8*
  %sunkaddr984 = getelementptr i8, i8* %80, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, i8* %sunkaddr984, i64 48
  %81 = bitcast i8* %sunkaddr985 to double*
  %.379.us.6 = load double, double* %81, align 8
  %.7.i.us.6 = fmul double %.379.us.6, %.6.i53
  %sunkaddr986 = mul i64 %loop.index91.us, 8
  %82 = bitcast double* %.6.i63111 to i8*
  %sunkaddr987 = getelementptr i8, i8* %82, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, i8* %sunkaddr987, i64 48
  %83 = bitcast i8* %sunkaddr988 to double*
  store double %.7.i.us.6, double* %83, align 8
  %sunkaddr989 = mul i64 %loop.index91.us, 8
  %84 = bitcast double* %arg.x.4 to i8*
  %sunkaddr990 = getelementptr i8, i8* %84, i64 %sunkaddr989
  %sunkaddr991 = getelementptr i8, i8* %sunkaddr990, i64 56
  %85 = bitcast i8* %sunkaddr991 to double*
  %.379.us.7 = load double, double* %85, align 8
  %.7.i.us.7 = fmul double %.379.us.7, %.6.i53
  %sunkaddr992 = mul i64 %loop.index91.us, 8
  %86 = bitcast double* %.6.i63111 to i8*
  %sunkaddr993 = getelementptr i8, i8* %86, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, i8* %sunkaddr993, i64 56
  %87 = bitcast i8* %sunkaddr994 to double*
  store double %.7.i.us.7, double* %87, align 8
  %.408.us.7 = add nuw nsw i64 %loop.index91.us, 8
  %exitcond203.not.7 = icmp eq i64 %arg.x.5.0, %.408.us.7
  br i1 %exitcond203.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.body:                                         ; preds = %for.body.preheader
  %.379 = load double, double* %arg.x.4, align 8
  %.7.i = fmul double %.379, %.6.i53
  store double %.7.i, double* %.6.i63111, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block, %B70.endif.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.103)
  %sunkaddr995 = getelementptr i8, i8* %.103, i64 24
  %88 = bitcast i8* %sunkaddr995 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i59112 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %88, align 8
  %.423996 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i59112 to i64*
  %.424 = load i64, i64* %.423996, align 8
  %.425 = add i64 %.424, 1
  %.430 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i59112, i64 0, i32 1
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
  %89 = icmp slt i64 %.431, %.425
  br i1 %89, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022044005888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.440 = extractvalue { i64, i1 } %.439, 0
  %.451 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.440)
  %.452 = icmp eq i8* %.451, null
  br i1 %.452, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022044005888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr997 = getelementptr i8, i8* %.103, i64 24
  %90 = bitcast i8* %sunkaddr997 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i52148 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %90, align 8
  %.463 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i52148, i64 0, i32 1
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
  %sunkaddr998 = getelementptr i8, i8* %.103, i64 24
  %91 = bitcast i8* %sunkaddr998 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i50114 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %91, align 8
  %.527999 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i50114 to i64*
  store i64 %.425, i64* %.527999, align 8
  %.6.i48115 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %91, align 8
  %.533 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i48115, i64 0, i32 3
  %.535.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 0
  %.535.unpack = load i8*, i8** %.535.elt, align 8
  store i8* %.7.i.i64, i8** %.535.elt, align 8
  %.555.repack132 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 1
  store i8* null, i8** %.555.repack132, align 8
  %.555.repack134 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 2
  store i64 %arg.x.5.0, i64* %.555.repack134, align 8
  %.555.repack136 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 3
  store i64 8, i64* %.555.repack136, align 8
  %.555.repack138 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 4
  store double* %.6.i63111, double** %.555.repack138, align 8
  %92 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %92, align 8
  %93 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 6, i64 0
  store i64 8, i64* %93, align 8
  tail call void @NRT_decref(i8* %.535.unpack)
  tail call void @NRT_decref(i8* nonnull %.103)
  %exitcond204.not = icmp eq i64 %.210, 3
  br i1 %exitcond204.not, label %B126, label %B70

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022044005888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.474 = extractvalue { i64, i1 } %.473, 0
  %.485 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.474)
  %.486 = icmp eq i8* %.485, null
  br i1 %.486, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022044005888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr1000 = getelementptr i8, i8* %.103, i64 24
  %94 = bitcast i8* %sunkaddr1000 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i40144 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.497 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i40144, i64 0, i32 1
  store i64 %.469, i64* %.497, align 8
  %.6.i38145 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.5031001 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i38145 to i64*
  %.504 = load i64, i64* %.5031001, align 8
  %.509 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i38145, i64 0, i32 3
  %.510 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509, i64 %.504
  %.516 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509, i64 %.469
  %.517 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.516 to i64
  %.518 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510 to i64
  %.519 = sub i64 %.517, %.518
  %.520 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.520, i8 0, i64 %.519, i1 false)
  br label %for.end.endif.endif

B139.endif.endif.if:                              ; preds = %B139
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045099264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B139.endif.endif.endif:                           ; preds = %B139
  %.774 = extractvalue { i64, i1 } %.773, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.774, i32 32), !noalias !20
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B139.endif.endif.endif.if, label %B139.endif.endif.endif.endif, !prof !0

B139.endif.endif.endif.if:                        ; preds = %B139.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045168448, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B139.endif.endif.endif.endif:                     ; preds = %B139.endif.endif.endif
  %.5.i25 = getelementptr i8, i8* %.7.i.i, i64 24
  %95 = bitcast i8* %.5.i25 to double**
  %.6.i2694 = load double*, double** %95, align 8
  %.84286 = icmp sgt i64 %.651.unpack105.unpack, 0
  br i1 %.84286, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B139.endif.endif.endif.endif
  %.844.not = icmp eq i64 %.651.unpack105.unpack, 1
  br i1 %.844.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check236 = icmp ult i64 %.651.unpack105.unpack, 32
  br i1 %min.iters.check236, label %for.body.1.us.preheader248, label %vector.memcheck223

vector.memcheck223:                               ; preds = %for.body.1.us.preheader
  %scevgep225 = getelementptr double, double* %.6.i2694, i64 %.651.unpack105.unpack
  %scevgep228 = getelementptr double, double* %.651.unpack103, i64 %.651.unpack105.unpack
  %bound0230 = icmp ult double* %.6.i2694, %scevgep228
  %bound1231 = icmp ult double* %.651.unpack103, %scevgep225
  %found.conflict232 = and i1 %bound0230, %bound1231
  br i1 %found.conflict232, label %for.body.1.us.preheader248, label %vector.ph237

vector.ph237:                                     ; preds = %vector.memcheck223
  %n.vec239 = and i64 %.651.unpack105.unpack, -32
  %96 = add i64 %n.vec239, -32
  %97 = lshr exact i64 %96, 5
  %98 = add nuw nsw i64 %97, 1
  %xtraiter = and i64 %98, 7
  %99 = icmp ult i64 %96, 224
  br i1 %99, label %middle.block233.unr-lcssa, label %vector.ph237.new

vector.ph237.new:                                 ; preds = %vector.ph237
  %unroll_iter = and i64 %98, %const
  %scevgep270 = getelementptr double, double* %.651.unpack103, i64 248
  %scevgep366 = getelementptr double, double* %.6.i2694, i64 248
  br label %vector.body235

vector.body235:                                   ; preds = %vector.body235, %vector.ph237.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body235 ], [ %unroll_iter, %vector.ph237.new ]
  %index242 = phi i64 [ 0, %vector.ph237.new ], [ %index.next247.7, %vector.body235 ]
  %scevgep354 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep354355 = bitcast double* %scevgep354 to <8 x double>*
  %scevgep356 = getelementptr <8 x double>, <8 x double>* %scevgep354355, i64 -31
  %wide.load243 = load <8 x double>, <8 x double>* %scevgep356, align 8, !alias.scope !27
  %scevgep363 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep363364 = bitcast double* %scevgep363 to <8 x double>*
  %scevgep365 = getelementptr <8 x double>, <8 x double>* %scevgep363364, i64 -30
  %wide.load244 = load <8 x double>, <8 x double>* %scevgep365, align 8, !alias.scope !27
  %scevgep360 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep360361 = bitcast double* %scevgep360 to <8 x double>*
  %scevgep362 = getelementptr <8 x double>, <8 x double>* %scevgep360361, i64 -29
  %wide.load245 = load <8 x double>, <8 x double>* %scevgep362, align 8, !alias.scope !27
  %scevgep357 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep357358 = bitcast double* %scevgep357 to <8 x double>*
  %scevgep359 = getelementptr <8 x double>, <8 x double>* %scevgep357358, i64 -28
  %wide.load246 = load <8 x double>, <8 x double>* %scevgep359, align 8, !alias.scope !27
  %100 = fmul <8 x double> %wide.load243, %wide.load243
  %101 = fmul <8 x double> %wide.load244, %wide.load244
  %102 = fmul <8 x double> %wide.load245, %wide.load245
  %103 = fmul <8 x double> %wide.load246, %wide.load246
  %scevgep450 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep450451 = bitcast double* %scevgep450 to <8 x double>*
  %scevgep452 = getelementptr <8 x double>, <8 x double>* %scevgep450451, i64 -31
  store <8 x double> %100, <8 x double>* %scevgep452, align 8, !alias.scope !30, !noalias !27
  %scevgep459 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep459460 = bitcast double* %scevgep459 to <8 x double>*
  %scevgep461 = getelementptr <8 x double>, <8 x double>* %scevgep459460, i64 -30
  store <8 x double> %101, <8 x double>* %scevgep461, align 8, !alias.scope !30, !noalias !27
  %scevgep456 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep456457 = bitcast double* %scevgep456 to <8 x double>*
  %scevgep458 = getelementptr <8 x double>, <8 x double>* %scevgep456457, i64 -29
  store <8 x double> %102, <8 x double>* %scevgep458, align 8, !alias.scope !30, !noalias !27
  %scevgep453 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep453454 = bitcast double* %scevgep453 to <8 x double>*
  %scevgep455 = getelementptr <8 x double>, <8 x double>* %scevgep453454, i64 -28
  store <8 x double> %103, <8 x double>* %scevgep455, align 8, !alias.scope !30, !noalias !27
  %scevgep340 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep340341 = bitcast double* %scevgep340 to <8 x double>*
  %scevgep342 = getelementptr <8 x double>, <8 x double>* %scevgep340341, i64 -27
  %wide.load243.1 = load <8 x double>, <8 x double>* %scevgep342, align 8, !alias.scope !27
  %scevgep337 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep337338 = bitcast double* %scevgep337 to <8 x double>*
  %scevgep339 = getelementptr <8 x double>, <8 x double>* %scevgep337338, i64 -26
  %wide.load244.1 = load <8 x double>, <8 x double>* %scevgep339, align 8, !alias.scope !27
  %scevgep334 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep334335 = bitcast double* %scevgep334 to <8 x double>*
  %scevgep336 = getelementptr <8 x double>, <8 x double>* %scevgep334335, i64 -25
  %wide.load245.1 = load <8 x double>, <8 x double>* %scevgep336, align 8, !alias.scope !27
  %scevgep331 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep331332 = bitcast double* %scevgep331 to <8 x double>*
  %scevgep333 = getelementptr <8 x double>, <8 x double>* %scevgep331332, i64 -24
  %wide.load246.1 = load <8 x double>, <8 x double>* %scevgep333, align 8, !alias.scope !27
  %104 = fmul <8 x double> %wide.load243.1, %wide.load243.1
  %105 = fmul <8 x double> %wide.load244.1, %wide.load244.1
  %106 = fmul <8 x double> %wide.load245.1, %wide.load245.1
  %107 = fmul <8 x double> %wide.load246.1, %wide.load246.1
  %scevgep436 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep436437 = bitcast double* %scevgep436 to <8 x double>*
  %scevgep438 = getelementptr <8 x double>, <8 x double>* %scevgep436437, i64 -27
  store <8 x double> %104, <8 x double>* %scevgep438, align 8, !alias.scope !30, !noalias !27
  %scevgep433 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep433434 = bitcast double* %scevgep433 to <8 x double>*
  %scevgep435 = getelementptr <8 x double>, <8 x double>* %scevgep433434, i64 -26
  store <8 x double> %105, <8 x double>* %scevgep435, align 8, !alias.scope !30, !noalias !27
  %scevgep430 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep430431 = bitcast double* %scevgep430 to <8 x double>*
  %scevgep432 = getelementptr <8 x double>, <8 x double>* %scevgep430431, i64 -25
  store <8 x double> %106, <8 x double>* %scevgep432, align 8, !alias.scope !30, !noalias !27
  %scevgep427 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep427428 = bitcast double* %scevgep427 to <8 x double>*
  %scevgep429 = getelementptr <8 x double>, <8 x double>* %scevgep427428, i64 -24
  store <8 x double> %107, <8 x double>* %scevgep429, align 8, !alias.scope !30, !noalias !27
  %scevgep328 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep328329 = bitcast double* %scevgep328 to <8 x double>*
  %scevgep330 = getelementptr <8 x double>, <8 x double>* %scevgep328329, i64 -23
  %wide.load243.2 = load <8 x double>, <8 x double>* %scevgep330, align 8, !alias.scope !27
  %scevgep325 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep325326 = bitcast double* %scevgep325 to <8 x double>*
  %scevgep327 = getelementptr <8 x double>, <8 x double>* %scevgep325326, i64 -22
  %wide.load244.2 = load <8 x double>, <8 x double>* %scevgep327, align 8, !alias.scope !27
  %scevgep322 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep322323 = bitcast double* %scevgep322 to <8 x double>*
  %scevgep324 = getelementptr <8 x double>, <8 x double>* %scevgep322323, i64 -21
  %wide.load245.2 = load <8 x double>, <8 x double>* %scevgep324, align 8, !alias.scope !27
  %scevgep319 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep319320 = bitcast double* %scevgep319 to <8 x double>*
  %scevgep321 = getelementptr <8 x double>, <8 x double>* %scevgep319320, i64 -20
  %wide.load246.2 = load <8 x double>, <8 x double>* %scevgep321, align 8, !alias.scope !27
  %108 = fmul <8 x double> %wide.load243.2, %wide.load243.2
  %109 = fmul <8 x double> %wide.load244.2, %wide.load244.2
  %110 = fmul <8 x double> %wide.load245.2, %wide.load245.2
  %111 = fmul <8 x double> %wide.load246.2, %wide.load246.2
  %scevgep424 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep424425 = bitcast double* %scevgep424 to <8 x double>*
  %scevgep426 = getelementptr <8 x double>, <8 x double>* %scevgep424425, i64 -23
  store <8 x double> %108, <8 x double>* %scevgep426, align 8, !alias.scope !30, !noalias !27
  %scevgep421 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep421422 = bitcast double* %scevgep421 to <8 x double>*
  %scevgep423 = getelementptr <8 x double>, <8 x double>* %scevgep421422, i64 -22
  store <8 x double> %109, <8 x double>* %scevgep423, align 8, !alias.scope !30, !noalias !27
  %scevgep418 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep418419 = bitcast double* %scevgep418 to <8 x double>*
  %scevgep420 = getelementptr <8 x double>, <8 x double>* %scevgep418419, i64 -21
  store <8 x double> %110, <8 x double>* %scevgep420, align 8, !alias.scope !30, !noalias !27
  %scevgep415 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep415416 = bitcast double* %scevgep415 to <8 x double>*
  %scevgep417 = getelementptr <8 x double>, <8 x double>* %scevgep415416, i64 -20
  store <8 x double> %111, <8 x double>* %scevgep417, align 8, !alias.scope !30, !noalias !27
  %scevgep316 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep316317 = bitcast double* %scevgep316 to <8 x double>*
  %scevgep318 = getelementptr <8 x double>, <8 x double>* %scevgep316317, i64 -19
  %wide.load243.3 = load <8 x double>, <8 x double>* %scevgep318, align 8, !alias.scope !27
  %scevgep313 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep313314 = bitcast double* %scevgep313 to <8 x double>*
  %scevgep315 = getelementptr <8 x double>, <8 x double>* %scevgep313314, i64 -18
  %wide.load244.3 = load <8 x double>, <8 x double>* %scevgep315, align 8, !alias.scope !27
  %scevgep310 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep310311 = bitcast double* %scevgep310 to <8 x double>*
  %scevgep312 = getelementptr <8 x double>, <8 x double>* %scevgep310311, i64 -17
  %wide.load245.3 = load <8 x double>, <8 x double>* %scevgep312, align 8, !alias.scope !27
  %scevgep307 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep307308 = bitcast double* %scevgep307 to <8 x double>*
  %scevgep309 = getelementptr <8 x double>, <8 x double>* %scevgep307308, i64 -16
  %wide.load246.3 = load <8 x double>, <8 x double>* %scevgep309, align 8, !alias.scope !27
  %112 = fmul <8 x double> %wide.load243.3, %wide.load243.3
  %113 = fmul <8 x double> %wide.load244.3, %wide.load244.3
  %114 = fmul <8 x double> %wide.load245.3, %wide.load245.3
  %115 = fmul <8 x double> %wide.load246.3, %wide.load246.3
  %scevgep412 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep412413 = bitcast double* %scevgep412 to <8 x double>*
  %scevgep414 = getelementptr <8 x double>, <8 x double>* %scevgep412413, i64 -19
  store <8 x double> %112, <8 x double>* %scevgep414, align 8, !alias.scope !30, !noalias !27
  %scevgep409 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep409410 = bitcast double* %scevgep409 to <8 x double>*
  %scevgep411 = getelementptr <8 x double>, <8 x double>* %scevgep409410, i64 -18
  store <8 x double> %113, <8 x double>* %scevgep411, align 8, !alias.scope !30, !noalias !27
  %scevgep406 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep406407 = bitcast double* %scevgep406 to <8 x double>*
  %scevgep408 = getelementptr <8 x double>, <8 x double>* %scevgep406407, i64 -17
  store <8 x double> %114, <8 x double>* %scevgep408, align 8, !alias.scope !30, !noalias !27
  %scevgep403 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep403404 = bitcast double* %scevgep403 to <8 x double>*
  %scevgep405 = getelementptr <8 x double>, <8 x double>* %scevgep403404, i64 -16
  store <8 x double> %115, <8 x double>* %scevgep405, align 8, !alias.scope !30, !noalias !27
  %scevgep304 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep304305 = bitcast double* %scevgep304 to <8 x double>*
  %scevgep306 = getelementptr <8 x double>, <8 x double>* %scevgep304305, i64 -15
  %wide.load243.4 = load <8 x double>, <8 x double>* %scevgep306, align 8, !alias.scope !27
  %scevgep301 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep301302 = bitcast double* %scevgep301 to <8 x double>*
  %scevgep303 = getelementptr <8 x double>, <8 x double>* %scevgep301302, i64 -14
  %wide.load244.4 = load <8 x double>, <8 x double>* %scevgep303, align 8, !alias.scope !27
  %scevgep298 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep298299 = bitcast double* %scevgep298 to <8 x double>*
  %scevgep300 = getelementptr <8 x double>, <8 x double>* %scevgep298299, i64 -13
  %wide.load245.4 = load <8 x double>, <8 x double>* %scevgep300, align 8, !alias.scope !27
  %scevgep295 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep295296 = bitcast double* %scevgep295 to <8 x double>*
  %scevgep297 = getelementptr <8 x double>, <8 x double>* %scevgep295296, i64 -12
  %wide.load246.4 = load <8 x double>, <8 x double>* %scevgep297, align 8, !alias.scope !27
  %116 = fmul <8 x double> %wide.load243.4, %wide.load243.4
  %117 = fmul <8 x double> %wide.load244.4, %wide.load244.4
  %118 = fmul <8 x double> %wide.load245.4, %wide.load245.4
  %119 = fmul <8 x double> %wide.load246.4, %wide.load246.4
  %scevgep400 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep400401 = bitcast double* %scevgep400 to <8 x double>*
  %scevgep402 = getelementptr <8 x double>, <8 x double>* %scevgep400401, i64 -15
  store <8 x double> %116, <8 x double>* %scevgep402, align 8, !alias.scope !30, !noalias !27
  %scevgep397 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep397398 = bitcast double* %scevgep397 to <8 x double>*
  %scevgep399 = getelementptr <8 x double>, <8 x double>* %scevgep397398, i64 -14
  store <8 x double> %117, <8 x double>* %scevgep399, align 8, !alias.scope !30, !noalias !27
  %scevgep394 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep394395 = bitcast double* %scevgep394 to <8 x double>*
  %scevgep396 = getelementptr <8 x double>, <8 x double>* %scevgep394395, i64 -13
  store <8 x double> %118, <8 x double>* %scevgep396, align 8, !alias.scope !30, !noalias !27
  %scevgep391 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep391392 = bitcast double* %scevgep391 to <8 x double>*
  %scevgep393 = getelementptr <8 x double>, <8 x double>* %scevgep391392, i64 -12
  store <8 x double> %119, <8 x double>* %scevgep393, align 8, !alias.scope !30, !noalias !27
  %scevgep292 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep292293 = bitcast double* %scevgep292 to <8 x double>*
  %scevgep294 = getelementptr <8 x double>, <8 x double>* %scevgep292293, i64 -11
  %wide.load243.5 = load <8 x double>, <8 x double>* %scevgep294, align 8, !alias.scope !27
  %scevgep289 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep289290 = bitcast double* %scevgep289 to <8 x double>*
  %scevgep291 = getelementptr <8 x double>, <8 x double>* %scevgep289290, i64 -10
  %wide.load244.5 = load <8 x double>, <8 x double>* %scevgep291, align 8, !alias.scope !27
  %scevgep286 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep286287 = bitcast double* %scevgep286 to <8 x double>*
  %scevgep288 = getelementptr <8 x double>, <8 x double>* %scevgep286287, i64 -9
  %wide.load245.5 = load <8 x double>, <8 x double>* %scevgep288, align 8, !alias.scope !27
  %scevgep283 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep283284 = bitcast double* %scevgep283 to <8 x double>*
  %scevgep285 = getelementptr <8 x double>, <8 x double>* %scevgep283284, i64 -8
  %wide.load246.5 = load <8 x double>, <8 x double>* %scevgep285, align 8, !alias.scope !27
  %120 = fmul <8 x double> %wide.load243.5, %wide.load243.5
  %121 = fmul <8 x double> %wide.load244.5, %wide.load244.5
  %122 = fmul <8 x double> %wide.load245.5, %wide.load245.5
  %123 = fmul <8 x double> %wide.load246.5, %wide.load246.5
  %scevgep388 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep388389 = bitcast double* %scevgep388 to <8 x double>*
  %scevgep390 = getelementptr <8 x double>, <8 x double>* %scevgep388389, i64 -11
  store <8 x double> %120, <8 x double>* %scevgep390, align 8, !alias.scope !30, !noalias !27
  %scevgep385 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep385386 = bitcast double* %scevgep385 to <8 x double>*
  %scevgep387 = getelementptr <8 x double>, <8 x double>* %scevgep385386, i64 -10
  store <8 x double> %121, <8 x double>* %scevgep387, align 8, !alias.scope !30, !noalias !27
  %scevgep382 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep382383 = bitcast double* %scevgep382 to <8 x double>*
  %scevgep384 = getelementptr <8 x double>, <8 x double>* %scevgep382383, i64 -9
  store <8 x double> %122, <8 x double>* %scevgep384, align 8, !alias.scope !30, !noalias !27
  %scevgep379 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep379380 = bitcast double* %scevgep379 to <8 x double>*
  %scevgep381 = getelementptr <8 x double>, <8 x double>* %scevgep379380, i64 -8
  store <8 x double> %123, <8 x double>* %scevgep381, align 8, !alias.scope !30, !noalias !27
  %scevgep280 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep280281 = bitcast double* %scevgep280 to <8 x double>*
  %scevgep282 = getelementptr <8 x double>, <8 x double>* %scevgep280281, i64 -7
  %wide.load243.6 = load <8 x double>, <8 x double>* %scevgep282, align 8, !alias.scope !27
  %scevgep277 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep277278 = bitcast double* %scevgep277 to <8 x double>*
  %scevgep279 = getelementptr <8 x double>, <8 x double>* %scevgep277278, i64 -6
  %wide.load244.6 = load <8 x double>, <8 x double>* %scevgep279, align 8, !alias.scope !27
  %scevgep274 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep274275 = bitcast double* %scevgep274 to <8 x double>*
  %scevgep276 = getelementptr <8 x double>, <8 x double>* %scevgep274275, i64 -5
  %wide.load245.6 = load <8 x double>, <8 x double>* %scevgep276, align 8, !alias.scope !27
  %scevgep271 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep271272 = bitcast double* %scevgep271 to <8 x double>*
  %scevgep273 = getelementptr <8 x double>, <8 x double>* %scevgep271272, i64 -4
  %wide.load246.6 = load <8 x double>, <8 x double>* %scevgep273, align 8, !alias.scope !27
  %124 = fmul <8 x double> %wide.load243.6, %wide.load243.6
  %125 = fmul <8 x double> %wide.load244.6, %wide.load244.6
  %126 = fmul <8 x double> %wide.load245.6, %wide.load245.6
  %127 = fmul <8 x double> %wide.load246.6, %wide.load246.6
  %scevgep376 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep376377 = bitcast double* %scevgep376 to <8 x double>*
  %scevgep378 = getelementptr <8 x double>, <8 x double>* %scevgep376377, i64 -7
  store <8 x double> %124, <8 x double>* %scevgep378, align 8, !alias.scope !30, !noalias !27
  %scevgep373 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep373374 = bitcast double* %scevgep373 to <8 x double>*
  %scevgep375 = getelementptr <8 x double>, <8 x double>* %scevgep373374, i64 -6
  store <8 x double> %125, <8 x double>* %scevgep375, align 8, !alias.scope !30, !noalias !27
  %scevgep370 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep370371 = bitcast double* %scevgep370 to <8 x double>*
  %scevgep372 = getelementptr <8 x double>, <8 x double>* %scevgep370371, i64 -5
  store <8 x double> %126, <8 x double>* %scevgep372, align 8, !alias.scope !30, !noalias !27
  %scevgep367 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep367368 = bitcast double* %scevgep367 to <8 x double>*
  %scevgep369 = getelementptr <8 x double>, <8 x double>* %scevgep367368, i64 -4
  store <8 x double> %127, <8 x double>* %scevgep369, align 8, !alias.scope !30, !noalias !27
  %scevgep351 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep351352 = bitcast double* %scevgep351 to <8 x double>*
  %scevgep353 = getelementptr <8 x double>, <8 x double>* %scevgep351352, i64 -3
  %wide.load243.7 = load <8 x double>, <8 x double>* %scevgep353, align 8, !alias.scope !27
  %scevgep348 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep348349 = bitcast double* %scevgep348 to <8 x double>*
  %scevgep350 = getelementptr <8 x double>, <8 x double>* %scevgep348349, i64 -2
  %wide.load244.7 = load <8 x double>, <8 x double>* %scevgep350, align 8, !alias.scope !27
  %scevgep345 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep345346 = bitcast double* %scevgep345 to <8 x double>*
  %scevgep347 = getelementptr <8 x double>, <8 x double>* %scevgep345346, i64 -1
  %wide.load245.7 = load <8 x double>, <8 x double>* %scevgep347, align 8, !alias.scope !27
  %scevgep343 = getelementptr double, double* %scevgep270, i64 %index242
  %scevgep343344 = bitcast double* %scevgep343 to <8 x double>*
  %wide.load246.7 = load <8 x double>, <8 x double>* %scevgep343344, align 8, !alias.scope !27
  %128 = fmul <8 x double> %wide.load243.7, %wide.load243.7
  %129 = fmul <8 x double> %wide.load244.7, %wide.load244.7
  %130 = fmul <8 x double> %wide.load245.7, %wide.load245.7
  %131 = fmul <8 x double> %wide.load246.7, %wide.load246.7
  %scevgep447 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep447448 = bitcast double* %scevgep447 to <8 x double>*
  %scevgep449 = getelementptr <8 x double>, <8 x double>* %scevgep447448, i64 -3
  store <8 x double> %128, <8 x double>* %scevgep449, align 8, !alias.scope !30, !noalias !27
  %scevgep444 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep444445 = bitcast double* %scevgep444 to <8 x double>*
  %scevgep446 = getelementptr <8 x double>, <8 x double>* %scevgep444445, i64 -2
  store <8 x double> %129, <8 x double>* %scevgep446, align 8, !alias.scope !30, !noalias !27
  %scevgep441 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep441442 = bitcast double* %scevgep441 to <8 x double>*
  %scevgep443 = getelementptr <8 x double>, <8 x double>* %scevgep441442, i64 -1
  store <8 x double> %130, <8 x double>* %scevgep443, align 8, !alias.scope !30, !noalias !27
  %scevgep439 = getelementptr double, double* %scevgep366, i64 %index242
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  store <8 x double> %131, <8 x double>* %scevgep439440, align 8, !alias.scope !30, !noalias !27
  %index.next247.7 = add i64 %index242, 256
  %lsr.iv.next = add i64 %lsr.iv, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block233.unr-lcssa, label %vector.body235, !llvm.loop !32

middle.block233.unr-lcssa:                        ; preds = %vector.body235, %vector.ph237
  %index242.unr = phi i64 [ 0, %vector.ph237 ], [ %index.next247.7, %vector.body235 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block233, label %vector.body235.epil.preheader

vector.body235.epil.preheader:                    ; preds = %middle.block233.unr-lcssa
  %scevgep462 = getelementptr double, double* %.6.i2694, i64 24
  %scevgep463 = getelementptr double, double* %scevgep462, i64 %index242.unr
  %scevgep477 = getelementptr double, double* %.651.unpack103, i64 24
  %scevgep478 = getelementptr double, double* %scevgep477, i64 %index242.unr
  %132 = shl nuw nsw i64 %xtraiter, 8
  br label %vector.body235.epil

vector.body235.epil:                              ; preds = %vector.body235.epil.preheader, %vector.body235.epil
  %lsr.iv464 = phi i64 [ 0, %vector.body235.epil.preheader ], [ %lsr.iv.next465, %vector.body235.epil ]
  %133 = bitcast double* %scevgep478 to i8*
  %134 = bitcast double* %scevgep463 to i8*
  %uglygep488 = getelementptr i8, i8* %133, i64 %lsr.iv464
  %uglygep488489 = bitcast i8* %uglygep488 to <8 x double>*
  %scevgep490 = getelementptr <8 x double>, <8 x double>* %uglygep488489, i64 -3
  %wide.load243.epil = load <8 x double>, <8 x double>* %scevgep490, align 8, !alias.scope !27
  %uglygep485 = getelementptr i8, i8* %133, i64 %lsr.iv464
  %uglygep485486 = bitcast i8* %uglygep485 to <8 x double>*
  %scevgep487 = getelementptr <8 x double>, <8 x double>* %uglygep485486, i64 -2
  %wide.load244.epil = load <8 x double>, <8 x double>* %scevgep487, align 8, !alias.scope !27
  %uglygep482 = getelementptr i8, i8* %133, i64 %lsr.iv464
  %uglygep482483 = bitcast i8* %uglygep482 to <8 x double>*
  %scevgep484 = getelementptr <8 x double>, <8 x double>* %uglygep482483, i64 -1
  %wide.load245.epil = load <8 x double>, <8 x double>* %scevgep484, align 8, !alias.scope !27
  %uglygep480 = getelementptr i8, i8* %133, i64 %lsr.iv464
  %uglygep480481 = bitcast i8* %uglygep480 to <8 x double>*
  %wide.load246.epil = load <8 x double>, <8 x double>* %uglygep480481, align 8, !alias.scope !27
  %135 = fmul <8 x double> %wide.load243.epil, %wide.load243.epil
  %136 = fmul <8 x double> %wide.load244.epil, %wide.load244.epil
  %137 = fmul <8 x double> %wide.load245.epil, %wide.load245.epil
  %138 = fmul <8 x double> %wide.load246.epil, %wide.load246.epil
  %uglygep474 = getelementptr i8, i8* %134, i64 %lsr.iv464
  %uglygep474475 = bitcast i8* %uglygep474 to <8 x double>*
  %scevgep476 = getelementptr <8 x double>, <8 x double>* %uglygep474475, i64 -3
  store <8 x double> %135, <8 x double>* %scevgep476, align 8, !alias.scope !30, !noalias !27
  %uglygep471 = getelementptr i8, i8* %134, i64 %lsr.iv464
  %uglygep471472 = bitcast i8* %uglygep471 to <8 x double>*
  %scevgep473 = getelementptr <8 x double>, <8 x double>* %uglygep471472, i64 -2
  store <8 x double> %136, <8 x double>* %scevgep473, align 8, !alias.scope !30, !noalias !27
  %uglygep468 = getelementptr i8, i8* %134, i64 %lsr.iv464
  %uglygep468469 = bitcast i8* %uglygep468 to <8 x double>*
  %scevgep470 = getelementptr <8 x double>, <8 x double>* %uglygep468469, i64 -1
  store <8 x double> %137, <8 x double>* %scevgep470, align 8, !alias.scope !30, !noalias !27
  %uglygep = getelementptr i8, i8* %134, i64 %lsr.iv464
  %uglygep467 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %138, <8 x double>* %uglygep467, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next465 = add nuw nsw i64 %lsr.iv464, 256
  %epil.iter.cmp.not = icmp eq i64 %132, %lsr.iv.next465
  br i1 %epil.iter.cmp.not, label %middle.block233, label %vector.body235.epil, !llvm.loop !33

middle.block233:                                  ; preds = %vector.body235.epil, %middle.block233.unr-lcssa
  %cmp.n241 = icmp eq i64 %.651.unpack105.unpack, %n.vec239
  br i1 %cmp.n241, label %for.end.1, label %for.body.1.us.preheader248

for.body.1.us.preheader248:                       ; preds = %vector.memcheck223, %for.body.1.us.preheader, %middle.block233
  %loop.index.188.us.ph = phi i64 [ 0, %vector.memcheck223 ], [ 0, %for.body.1.us.preheader ], [ %n.vec239, %middle.block233 ]
  %139 = xor i64 %loop.index.188.us.ph, -1
  %140 = add i64 %.651.unpack105.unpack, %139
  %xtraiter252 = and i64 %.651.unpack105.unpack, 7
  %lcmp.mod253.not = icmp eq i64 %xtraiter252, 0
  br i1 %lcmp.mod253.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader248
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv493 = phi i64 [ %xtraiter252, %for.body.1.us.prol.preheader ], [ %lsr.iv.next494, %for.body.1.us.prol ]
  %loop.index.188.us.prol = phi i64 [ %.881.us.prol, %for.body.1.us.prol ], [ %loop.index.188.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep492 = getelementptr double, double* %.651.unpack103, i64 %loop.index.188.us.prol
  %.852.us.prol = load double, double* %scevgep492, align 8
  %.5.i1.us.prol = fmul double %.852.us.prol, %.852.us.prol
  %scevgep491 = getelementptr double, double* %.6.i2694, i64 %loop.index.188.us.prol
  store double %.5.i1.us.prol, double* %scevgep491, align 8
  %.881.us.prol = add nuw i64 %loop.index.188.us.prol, 1
  %lsr.iv.next494 = add nsw i64 %lsr.iv493, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next494, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !34

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader248
  %loop.index.188.us.unr = phi i64 [ %loop.index.188.us.ph, %for.body.1.us.preheader248 ], [ %.881.us.prol, %for.body.1.us.prol ]
  %141 = icmp ult i64 %140, 7
  br i1 %141, label %for.end.1, label %for.body.1.us.preheader268

for.body.1.us.preheader268:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader268, %for.body.1.us
  %loop.index.188.us = phi i64 [ %.881.us.7, %for.body.1.us ], [ %loop.index.188.us.unr, %for.body.1.us.preheader268 ]
  %sunkaddr1002 = mul i64 %loop.index.188.us, 8
  %142 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1003 = getelementptr i8, i8* %142, i64 %sunkaddr1002
  %143 = bitcast i8* %sunkaddr1003 to double*
  %.852.us = load double, double* %143, align 8
  %.5.i1.us = fmul double %.852.us, %.852.us
  %sunkaddr1004 = mul i64 %loop.index.188.us, 8
  %144 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1005 = getelementptr i8, i8* %144, i64 %sunkaddr1004
  %145 = bitcast i8* %sunkaddr1005 to double*
  store double %.5.i1.us, double* %145, align 8
  %sunkaddr1006 = mul i64 %loop.index.188.us, 8
  %146 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %146, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 8
  %147 = bitcast i8* %sunkaddr1008 to double*
  %.852.us.1 = load double, double* %147, align 8
  %.5.i1.us.1 = fmul double %.852.us.1, %.852.us.1
  %sunkaddr1009 = mul i64 %loop.index.188.us, 8
  %148 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1010 = getelementptr i8, i8* %148, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 8
  %149 = bitcast i8* %sunkaddr1011 to double*
  store double %.5.i1.us.1, double* %149, align 8
  %sunkaddr1012 = mul i64 %loop.index.188.us, 8
  %150 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1013 = getelementptr i8, i8* %150, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 16
  %151 = bitcast i8* %sunkaddr1014 to double*
  %.852.us.2 = load double, double* %151, align 8
  %.5.i1.us.2 = fmul double %.852.us.2, %.852.us.2
  %sunkaddr1015 = mul i64 %loop.index.188.us, 8
  %152 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1016 = getelementptr i8, i8* %152, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 16
  %153 = bitcast i8* %sunkaddr1017 to double*
  store double %.5.i1.us.2, double* %153, align 8
  %sunkaddr1018 = mul i64 %loop.index.188.us, 8
  %154 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1019 = getelementptr i8, i8* %154, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 24
  %155 = bitcast i8* %sunkaddr1020 to double*
  %.852.us.3 = load double, double* %155, align 8
  %.5.i1.us.3 = fmul double %.852.us.3, %.852.us.3
  %sunkaddr1021 = mul i64 %loop.index.188.us, 8
  %156 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1022 = getelementptr i8, i8* %156, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 24
  %157 = bitcast i8* %sunkaddr1023 to double*
  store double %.5.i1.us.3, double* %157, align 8
  %sunkaddr1024 = mul i64 %loop.index.188.us, 8
  %158 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1025 = getelementptr i8, i8* %158, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 32
  %159 = bitcast i8* %sunkaddr1026 to double*
  %.852.us.4 = load double, double* %159, align 8
  %.5.i1.us.4 = fmul double %.852.us.4, %.852.us.4
  %sunkaddr1027 = mul i64 %loop.index.188.us, 8
  %160 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %160, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 32
  %161 = bitcast i8* %sunkaddr1029 to double*
  store double %.5.i1.us.4, double* %161, align 8
  %sunkaddr1030 = mul i64 %loop.index.188.us, 8
  %162 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1031 = getelementptr i8, i8* %162, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 40
  %163 = bitcast i8* %sunkaddr1032 to double*
  %.852.us.5 = load double, double* %163, align 8
  %.5.i1.us.5 = fmul double %.852.us.5, %.852.us.5
  %sunkaddr1033 = mul i64 %loop.index.188.us, 8
  %164 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %164, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 40
  %165 = bitcast i8* %sunkaddr1035 to double*
  store double %.5.i1.us.5, double* %165, align 8
  %sunkaddr1036 = mul i64 %loop.index.188.us, 8
  %166 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %166, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 48
  %167 = bitcast i8* %sunkaddr1038 to double*
  %.852.us.6 = load double, double* %167, align 8
  %.5.i1.us.6 = fmul double %.852.us.6, %.852.us.6
  %sunkaddr1039 = mul i64 %loop.index.188.us, 8
  %168 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %168, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 48
  %169 = bitcast i8* %sunkaddr1041 to double*
  store double %.5.i1.us.6, double* %169, align 8
  %sunkaddr1042 = mul i64 %loop.index.188.us, 8
  %170 = bitcast double* %.651.unpack103 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %170, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 56
  %171 = bitcast i8* %sunkaddr1044 to double*
  %.852.us.7 = load double, double* %171, align 8
  %.5.i1.us.7 = fmul double %.852.us.7, %.852.us.7
  %sunkaddr1045 = mul i64 %loop.index.188.us, 8
  %172 = bitcast double* %.6.i2694 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %172, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 56
  %173 = bitcast i8* %sunkaddr1047 to double*
  store double %.5.i1.us.7, double* %173, align 8
  %.881.us.7 = add nuw nsw i64 %loop.index.188.us, 8
  %exitcond.not.7 = icmp eq i64 %.651.unpack105.unpack, %.881.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !35

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.852 = load double, double* %.651.unpack103, align 8
  %.5.i1 = fmul double %.852, %.852
  store double %.5.i1, double* %.6.i2694, align 8
  tail call void @NRT_decref(i8* %.651.unpack)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block233, %B139.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.651.unpack)
  %.68.i = icmp eq i64 %.651.unpack105.unpack, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.651.unpack105.unpack, i64 1) #4
  %174 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %175 = icmp ult i64 %174, 7
  br i1 %175, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %176 = add nsw i64 %unroll_iter.i, -8
  %177 = lshr exact i64 %176, 3
  %178 = add nuw nsw i64 %177, 1
  %xtraiter254 = and i64 %178, 7
  %179 = icmp ult i64 %176, 56
  br i1 %179, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter258 = and i64 %178, 4611686018427387896
  %scevgep527 = getelementptr double, double* %.6.i2694, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod256.not = icmp eq i64 %xtraiter254, 0
  br i1 %lcmp.mod256.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep657 = getelementptr double, double* %.6.i2694, i64 7
  %scevgep658 = getelementptr double, double* %scevgep657, i64 %.70.06.i.unr
  %180 = shl nuw nsw i64 %xtraiter254, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv659 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next660, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %181 = bitcast double* %scevgep658 to i8*
  %uglygep682 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep682683 = bitcast i8* %uglygep682 to double*
  %scevgep684 = getelementptr double, double* %uglygep682683, i64 -7
  %.236.i.epil = load double, double* %scevgep684, align 8, !noalias !36
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep679 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep679680 = bitcast i8* %uglygep679 to double*
  %scevgep681 = getelementptr double, double* %uglygep679680, i64 -6
  %.236.1.i.epil = load double, double* %scevgep681, align 8, !noalias !36
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep676 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep676677 = bitcast i8* %uglygep676 to double*
  %scevgep678 = getelementptr double, double* %uglygep676677, i64 -5
  %.236.2.i.epil = load double, double* %scevgep678, align 8, !noalias !36
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep673 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep673674 = bitcast i8* %uglygep673 to double*
  %scevgep675 = getelementptr double, double* %uglygep673674, i64 -4
  %.236.3.i.epil = load double, double* %scevgep675, align 8, !noalias !36
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep670 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep670671 = bitcast i8* %uglygep670 to double*
  %scevgep672 = getelementptr double, double* %uglygep670671, i64 -3
  %.236.4.i.epil = load double, double* %scevgep672, align 8, !noalias !36
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep667 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep667668 = bitcast i8* %uglygep667 to double*
  %scevgep669 = getelementptr double, double* %uglygep667668, i64 -2
  %.236.5.i.epil = load double, double* %scevgep669, align 8, !noalias !36
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep664 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep664665 = bitcast i8* %uglygep664 to double*
  %scevgep666 = getelementptr double, double* %uglygep664665, i64 -1
  %.236.6.i.epil = load double, double* %scevgep666, align 8, !noalias !36
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep662 = getelementptr i8, i8* %181, i64 %lsr.iv659
  %uglygep662663 = bitcast i8* %uglygep662 to double*
  %.236.7.i.epil = load double, double* %uglygep662663, align 8, !noalias !36
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next660 = add nuw nsw i64 %lsr.iv659, 64
  %epil.iter255.cmp.not = icmp eq i64 %180, %lsr.iv.next660
  br i1 %epil.iter255.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !39, !llvm.loop !40

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i2694, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep685 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep685, align 8, !noalias !36
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !39, !llvm.loop !41

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv655 = phi i64 [ %lsr.iv.next656, %B50.endif.i ], [ %unroll_iter258, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep653 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -63
  %.236.i = load double, double* %scevgep654, align 8, !noalias !36
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep651 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -62
  %.236.1.i = load double, double* %scevgep652, align 8, !noalias !36
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep649 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep650 = getelementptr double, double* %scevgep649, i64 -61
  %.236.2.i = load double, double* %scevgep650, align 8, !noalias !36
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep647 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -60
  %.236.3.i = load double, double* %scevgep648, align 8, !noalias !36
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep645 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -59
  %.236.4.i = load double, double* %scevgep646, align 8, !noalias !36
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep643 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -58
  %.236.5.i = load double, double* %scevgep644, align 8, !noalias !36
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep641 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep642 = getelementptr double, double* %scevgep641, i64 -57
  %.236.6.i = load double, double* %scevgep642, align 8, !noalias !36
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep639 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep640 = getelementptr double, double* %scevgep639, i64 -56
  %.236.7.i = load double, double* %scevgep640, align 8, !noalias !36
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep608 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -55
  %.236.i.1 = load double, double* %scevgep609, align 8, !noalias !36
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep610 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -54
  %.236.1.i.1 = load double, double* %scevgep611, align 8, !noalias !36
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep612 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -53
  %.236.2.i.1 = load double, double* %scevgep613, align 8, !noalias !36
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep614 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -52
  %.236.3.i.1 = load double, double* %scevgep615, align 8, !noalias !36
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep616 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -51
  %.236.4.i.1 = load double, double* %scevgep617, align 8, !noalias !36
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep618 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -50
  %.236.5.i.1 = load double, double* %scevgep619, align 8, !noalias !36
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep620 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -49
  %.236.6.i.1 = load double, double* %scevgep621, align 8, !noalias !36
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep622 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -48
  %.236.7.i.1 = load double, double* %scevgep623, align 8, !noalias !36
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep592 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -47
  %.236.i.2 = load double, double* %scevgep593, align 8, !noalias !36
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep594 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -46
  %.236.1.i.2 = load double, double* %scevgep595, align 8, !noalias !36
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep596 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -45
  %.236.2.i.2 = load double, double* %scevgep597, align 8, !noalias !36
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep598 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -44
  %.236.3.i.2 = load double, double* %scevgep599, align 8, !noalias !36
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep600 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -43
  %.236.4.i.2 = load double, double* %scevgep601, align 8, !noalias !36
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep602 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -42
  %.236.5.i.2 = load double, double* %scevgep603, align 8, !noalias !36
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep604 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -41
  %.236.6.i.2 = load double, double* %scevgep605, align 8, !noalias !36
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep606 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -40
  %.236.7.i.2 = load double, double* %scevgep607, align 8, !noalias !36
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep576 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -39
  %.236.i.3 = load double, double* %scevgep577, align 8, !noalias !36
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep578 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -38
  %.236.1.i.3 = load double, double* %scevgep579, align 8, !noalias !36
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep580 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -37
  %.236.2.i.3 = load double, double* %scevgep581, align 8, !noalias !36
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep582 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -36
  %.236.3.i.3 = load double, double* %scevgep583, align 8, !noalias !36
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep584 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -35
  %.236.4.i.3 = load double, double* %scevgep585, align 8, !noalias !36
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep586 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -34
  %.236.5.i.3 = load double, double* %scevgep587, align 8, !noalias !36
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep588 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -33
  %.236.6.i.3 = load double, double* %scevgep589, align 8, !noalias !36
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep590 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -32
  %.236.7.i.3 = load double, double* %scevgep591, align 8, !noalias !36
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep560 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -31
  %.236.i.4 = load double, double* %scevgep561, align 8, !noalias !36
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep562 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -30
  %.236.1.i.4 = load double, double* %scevgep563, align 8, !noalias !36
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep564 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -29
  %.236.2.i.4 = load double, double* %scevgep565, align 8, !noalias !36
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep566 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -28
  %.236.3.i.4 = load double, double* %scevgep567, align 8, !noalias !36
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep568 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -27
  %.236.4.i.4 = load double, double* %scevgep569, align 8, !noalias !36
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep570 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -26
  %.236.5.i.4 = load double, double* %scevgep571, align 8, !noalias !36
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep572 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -25
  %.236.6.i.4 = load double, double* %scevgep573, align 8, !noalias !36
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep574 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -24
  %.236.7.i.4 = load double, double* %scevgep575, align 8, !noalias !36
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep544 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -23
  %.236.i.5 = load double, double* %scevgep545, align 8, !noalias !36
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep546 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -22
  %.236.1.i.5 = load double, double* %scevgep547, align 8, !noalias !36
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep548 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -21
  %.236.2.i.5 = load double, double* %scevgep549, align 8, !noalias !36
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep550 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -20
  %.236.3.i.5 = load double, double* %scevgep551, align 8, !noalias !36
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep552 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -19
  %.236.4.i.5 = load double, double* %scevgep553, align 8, !noalias !36
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep554 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -18
  %.236.5.i.5 = load double, double* %scevgep555, align 8, !noalias !36
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep556 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -17
  %.236.6.i.5 = load double, double* %scevgep557, align 8, !noalias !36
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep558 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -16
  %.236.7.i.5 = load double, double* %scevgep559, align 8, !noalias !36
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep528 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -15
  %.236.i.6 = load double, double* %scevgep529, align 8, !noalias !36
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep530 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -14
  %.236.1.i.6 = load double, double* %scevgep531, align 8, !noalias !36
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep532 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -13
  %.236.2.i.6 = load double, double* %scevgep533, align 8, !noalias !36
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep534 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -12
  %.236.3.i.6 = load double, double* %scevgep535, align 8, !noalias !36
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep536 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -11
  %.236.4.i.6 = load double, double* %scevgep537, align 8, !noalias !36
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep538 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -10
  %.236.5.i.6 = load double, double* %scevgep539, align 8, !noalias !36
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep540 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -9
  %.236.6.i.6 = load double, double* %scevgep541, align 8, !noalias !36
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep542 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -8
  %.236.7.i.6 = load double, double* %scevgep543, align 8, !noalias !36
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep624 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -7
  %.236.i.7 = load double, double* %scevgep625, align 8, !noalias !36
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep626 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -6
  %.236.1.i.7 = load double, double* %scevgep627, align 8, !noalias !36
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep628 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep629 = getelementptr double, double* %scevgep628, i64 -5
  %.236.2.i.7 = load double, double* %scevgep629, align 8, !noalias !36
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep630 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep631 = getelementptr double, double* %scevgep630, i64 -4
  %.236.3.i.7 = load double, double* %scevgep631, align 8, !noalias !36
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep632 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep633 = getelementptr double, double* %scevgep632, i64 -3
  %.236.4.i.7 = load double, double* %scevgep633, align 8, !noalias !36
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep634 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -2
  %.236.5.i.7 = load double, double* %scevgep635, align 8, !noalias !36
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep636 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -1
  %.236.6.i.7 = load double, double* %scevgep637, align 8, !noalias !36
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep638 = getelementptr double, double* %scevgep527, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep638, align 8, !noalias !36
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next656 = add i64 %lsr.iv655, -8
  %niter259.ncmp.7 = icmp eq i64 %lsr.iv.next656, 0
  br i1 %niter259.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.916 = fadd double %s.2.0194, %c.2.0.lcssa.i
  %sunkaddr1048 = getelementptr i8, i8* %.103, i64 24
  %182 = bitcast i8* %sunkaddr1048 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i93 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %182, align 8
  %.6391049 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i93 to i64*
  %.640 = load i64, i64* %.6391049, align 8
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

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
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
  %.9 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #3
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f596c50edd0>", i64 0, i64 0))
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

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
