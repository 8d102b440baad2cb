; ModuleID = 'tuple_stats'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140579437098880 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140579437098880.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140579437098880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140579437098880, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579437098880.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.tuple_stats = internal constant [12 x i8] c"tuple_stats\00"
@_ZN08NumbaEnv7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fdb33638d50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fdb33638d50>\00"
@.const.pickledata.140579437099904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140579437099904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140579437099904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140579437099904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579437099904.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv7kernels6_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fdb33692850B3v43B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@.const.pickledata.140579445797888 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140579445797888.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140579445797888 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140579445797888, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579445797888.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fdb3363b950B3v44B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140579445797888.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140579445797888.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140579445797888.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140579445797888.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579445797888.sha1.17, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.17 = alloca [2 x double], align 8
  %.fca.0.gep29118 = bitcast [2 x double]* %.17 to double*
  %.fca.1.gep30 = getelementptr inbounds [2 x double], [2 x double]* %.17, i64 0, i64 1
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.226 = alloca [2 x double], align 8
  %excinfo.5 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %0 = bitcast [2 x double]* %.17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.23 = call i32 @_ZN7kernels6_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.17, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.33.fca.0.load = load double, double* %.fca.0.gep29118, align 8
  %.33.fca.1.load = load double, double* %.fca.1.gep30, align 8
  switch i32 %.23, label %B0.if [
    i32 -2, label %B128.i
    i32 0, label %B128.i
  ]

B0.if:                                            ; preds = %entry
  %.31 = icmp sgt i32 %.23, 0
  %.24 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.32 = select i1 %.31, { i8*, i32, i8*, i8*, i32 }* %.24, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.32, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %entry, %entry
  %.113 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.115 = extractvalue { i64, i1 } %.113, 1
  br i1 %.115, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.if, %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.23, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ %.232, %for.end.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579437098880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.114 = extractvalue { i64, i1 } %.113, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.114, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i5 = load double*, double** %1, align 8
  %.1822 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1822, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.184.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.184.not, label %for.end.loopexit15, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader21, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i5, i64 %arg.x.5.0
  %scevgep19 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i5, %scevgep19
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader21, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -8
  %2 = add i64 %n.vec, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter22 = and i64 %4, 7
  %5 = icmp ult i64 %2, 56
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %4, 4611686018427387896
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv116 = phi i64 [ %lsr.iv.next117, %vector.body ], [ %unroll_iter, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %6 = bitcast double* %arg.x.4 to i8*
  %sunkaddr120 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr120 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %7, align 8, !alias.scope !9
  %8 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %sunkaddr121 = mul i64 %index, 8
  %9 = bitcast double* %.6.i5 to i8*
  %sunkaddr122 = getelementptr i8, i8* %9, i64 %sunkaddr121
  %10 = bitcast i8* %sunkaddr122 to <8 x double>*
  store <8 x double> %8, <8 x double>* %10, align 8, !alias.scope !12, !noalias !9
  %sunkaddr123 = mul i64 %index, 8
  %11 = bitcast double* %arg.x.4 to i8*
  %sunkaddr124 = getelementptr i8, i8* %11, i64 %sunkaddr123
  %sunkaddr125 = getelementptr i8, i8* %sunkaddr124, i64 64
  %12 = bitcast i8* %sunkaddr125 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %12, align 8, !alias.scope !9
  %13 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %sunkaddr126 = mul i64 %index, 8
  %14 = bitcast double* %.6.i5 to i8*
  %sunkaddr127 = getelementptr i8, i8* %14, i64 %sunkaddr126
  %sunkaddr128 = getelementptr i8, i8* %sunkaddr127, i64 64
  %15 = bitcast i8* %sunkaddr128 to <8 x double>*
  store <8 x double> %13, <8 x double>* %15, align 8, !alias.scope !12, !noalias !9
  %sunkaddr129 = mul i64 %index, 8
  %16 = bitcast double* %arg.x.4 to i8*
  %sunkaddr130 = getelementptr i8, i8* %16, i64 %sunkaddr129
  %sunkaddr131 = getelementptr i8, i8* %sunkaddr130, i64 128
  %17 = bitcast i8* %sunkaddr131 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %17, align 8, !alias.scope !9
  %18 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %sunkaddr132 = mul i64 %index, 8
  %19 = bitcast double* %.6.i5 to i8*
  %sunkaddr133 = getelementptr i8, i8* %19, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, i8* %sunkaddr133, i64 128
  %20 = bitcast i8* %sunkaddr134 to <8 x double>*
  store <8 x double> %18, <8 x double>* %20, align 8, !alias.scope !12, !noalias !9
  %sunkaddr135 = mul i64 %index, 8
  %21 = bitcast double* %arg.x.4 to i8*
  %sunkaddr136 = getelementptr i8, i8* %21, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, i8* %sunkaddr136, i64 192
  %22 = bitcast i8* %sunkaddr137 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %22, align 8, !alias.scope !9
  %23 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %sunkaddr138 = mul i64 %index, 8
  %24 = bitcast double* %.6.i5 to i8*
  %sunkaddr139 = getelementptr i8, i8* %24, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, i8* %sunkaddr139, i64 192
  %25 = bitcast i8* %sunkaddr140 to <8 x double>*
  store <8 x double> %23, <8 x double>* %25, align 8, !alias.scope !12, !noalias !9
  %sunkaddr141 = mul i64 %index, 8
  %26 = bitcast double* %arg.x.4 to i8*
  %sunkaddr142 = getelementptr i8, i8* %26, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, i8* %sunkaddr142, i64 256
  %27 = bitcast i8* %sunkaddr143 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %27, align 8, !alias.scope !9
  %28 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %sunkaddr144 = mul i64 %index, 8
  %29 = bitcast double* %.6.i5 to i8*
  %sunkaddr145 = getelementptr i8, i8* %29, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, i8* %sunkaddr145, i64 256
  %30 = bitcast i8* %sunkaddr146 to <8 x double>*
  store <8 x double> %28, <8 x double>* %30, align 8, !alias.scope !12, !noalias !9
  %sunkaddr147 = mul i64 %index, 8
  %31 = bitcast double* %arg.x.4 to i8*
  %sunkaddr148 = getelementptr i8, i8* %31, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, i8* %sunkaddr148, i64 320
  %32 = bitcast i8* %sunkaddr149 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %32, align 8, !alias.scope !9
  %33 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %sunkaddr150 = mul i64 %index, 8
  %34 = bitcast double* %.6.i5 to i8*
  %sunkaddr151 = getelementptr i8, i8* %34, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, i8* %sunkaddr151, i64 320
  %35 = bitcast i8* %sunkaddr152 to <8 x double>*
  store <8 x double> %33, <8 x double>* %35, align 8, !alias.scope !12, !noalias !9
  %sunkaddr153 = mul i64 %index, 8
  %36 = bitcast double* %arg.x.4 to i8*
  %sunkaddr154 = getelementptr i8, i8* %36, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, i8* %sunkaddr154, i64 384
  %37 = bitcast i8* %sunkaddr155 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %37, align 8, !alias.scope !9
  %38 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %sunkaddr156 = mul i64 %index, 8
  %39 = bitcast double* %.6.i5 to i8*
  %sunkaddr157 = getelementptr i8, i8* %39, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, i8* %sunkaddr157, i64 384
  %40 = bitcast i8* %sunkaddr158 to <8 x double>*
  store <8 x double> %38, <8 x double>* %40, align 8, !alias.scope !12, !noalias !9
  %sunkaddr159 = mul i64 %index, 8
  %41 = bitcast double* %arg.x.4 to i8*
  %sunkaddr160 = getelementptr i8, i8* %41, i64 %sunkaddr159
  %sunkaddr161 = getelementptr i8, i8* %sunkaddr160, i64 448
  %42 = bitcast i8* %sunkaddr161 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %42, align 8, !alias.scope !9
  %43 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %sunkaddr162 = mul i64 %index, 8
  %44 = bitcast double* %.6.i5 to i8*
  %sunkaddr163 = getelementptr i8, i8* %44, i64 %sunkaddr162
  %sunkaddr164 = getelementptr i8, i8* %sunkaddr163, i64 448
  %45 = bitcast i8* %sunkaddr164 to <8 x double>*
  store <8 x double> %43, <8 x double>* %45, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next117 = add i64 %lsr.iv116, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next117, 0
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod23.not = icmp eq i64 %xtraiter22, 0
  br i1 %lcmp.mod23.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep59 = getelementptr double, double* %.6.i5, i64 %index.unr
  %scevgep64 = getelementptr double, double* %arg.x.4, i64 %index.unr
  %46 = shl nuw nsw i64 %xtraiter22, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv60 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next61, %vector.body.epil ]
  %47 = bitcast double* %scevgep64 to i8*
  %48 = bitcast double* %scevgep59 to i8*
  %uglygep66 = getelementptr i8, i8* %47, i64 %lsr.iv60
  %uglygep6667 = bitcast i8* %uglygep66 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep6667, align 8, !alias.scope !9
  %49 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep = getelementptr i8, i8* %48, i64 %lsr.iv60
  %uglygep63 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %49, <8 x double>* %uglygep63, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next61 = add nuw nsw i64 %lsr.iv60, 64
  %epil.iter.cmp.not = icmp eq i64 %46, %lsr.iv.next61
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader21

for.body.us.preheader21:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index4.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %50 = xor i64 %loop.index4.us.ph, -1
  %51 = add i64 %50, %arg.x.5.0
  %xtraiter = and i64 %arg.x.5.0, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader21
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.us.prol.preheader ], [ %lsr.iv.next, %for.body.us.prol ]
  %loop.index4.us.prol = phi i64 [ %.221.us.prol, %for.body.us.prol ], [ %loop.index4.us.ph, %for.body.us.prol.preheader ]
  %scevgep58 = getelementptr double, double* %arg.x.4, i64 %loop.index4.us.prol
  %.192.us.prol = load double, double* %scevgep58, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.192.us.prol) #5
  %scevgep57 = getelementptr double, double* %.6.i5, i64 %loop.index4.us.prol
  store double %.12.i.us.prol, double* %scevgep57, align 8
  %.221.us.prol = add nuw i64 %loop.index4.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader21
  %loop.index4.us.unr = phi i64 [ %loop.index4.us.ph, %for.body.us.preheader21 ], [ %.221.us.prol, %for.body.us.prol ]
  %52 = icmp ult i64 %51, 7
  br i1 %52, label %for.end, label %for.body.us.preheader24

for.body.us.preheader24:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader24, %for.body.us
  %loop.index4.us = phi i64 [ %.221.us.7, %for.body.us ], [ %loop.index4.us.unr, %for.body.us.preheader24 ]
  %sunkaddr165 = mul i64 %loop.index4.us, 8
  %53 = bitcast double* %arg.x.4 to i8*
  %sunkaddr166 = getelementptr i8, i8* %53, i64 %sunkaddr165
  %54 = bitcast i8* %sunkaddr166 to double*
  %.192.us = load double, double* %54, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.192.us) #5
  %sunkaddr167 = mul i64 %loop.index4.us, 8
  %55 = bitcast double* %.6.i5 to i8*
  %sunkaddr168 = getelementptr i8, i8* %55, i64 %sunkaddr167
  %56 = bitcast i8* %sunkaddr168 to double*
  store double %.12.i.us, double* %56, align 8
  %sunkaddr169 = mul i64 %loop.index4.us, 8
  %57 = bitcast double* %arg.x.4 to i8*
  %sunkaddr170 = getelementptr i8, i8* %57, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, i8* %sunkaddr170, i64 8
  %58 = bitcast i8* %sunkaddr171 to double*
  %.192.us.1 = load double, double* %58, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.192.us.1) #5
  %sunkaddr172 = mul i64 %loop.index4.us, 8
  %59 = bitcast double* %.6.i5 to i8*
  %sunkaddr173 = getelementptr i8, i8* %59, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, i8* %sunkaddr173, i64 8
  %60 = bitcast i8* %sunkaddr174 to double*
  store double %.12.i.us.1, double* %60, align 8
  %sunkaddr175 = mul i64 %loop.index4.us, 8
  %61 = bitcast double* %arg.x.4 to i8*
  %sunkaddr176 = getelementptr i8, i8* %61, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, i8* %sunkaddr176, i64 16
  %62 = bitcast i8* %sunkaddr177 to double*
  %.192.us.2 = load double, double* %62, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.192.us.2) #5
  %sunkaddr178 = mul i64 %loop.index4.us, 8
  %63 = bitcast double* %.6.i5 to i8*
  %sunkaddr179 = getelementptr i8, i8* %63, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, i8* %sunkaddr179, i64 16
  %64 = bitcast i8* %sunkaddr180 to double*
  store double %.12.i.us.2, double* %64, align 8
  %sunkaddr181 = mul i64 %loop.index4.us, 8
  %65 = bitcast double* %arg.x.4 to i8*
  %sunkaddr182 = getelementptr i8, i8* %65, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, i8* %sunkaddr182, i64 24
  %66 = bitcast i8* %sunkaddr183 to double*
  %.192.us.3 = load double, double* %66, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.192.us.3) #5
  %sunkaddr184 = mul i64 %loop.index4.us, 8
  %67 = bitcast double* %.6.i5 to i8*
  %sunkaddr185 = getelementptr i8, i8* %67, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, i8* %sunkaddr185, i64 24
  %68 = bitcast i8* %sunkaddr186 to double*
  store double %.12.i.us.3, double* %68, align 8
  %sunkaddr187 = mul i64 %loop.index4.us, 8
  %69 = bitcast double* %arg.x.4 to i8*
  %sunkaddr188 = getelementptr i8, i8* %69, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, i8* %sunkaddr188, i64 32
  %70 = bitcast i8* %sunkaddr189 to double*
  %.192.us.4 = load double, double* %70, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.192.us.4) #5
  %sunkaddr190 = mul i64 %loop.index4.us, 8
  %71 = bitcast double* %.6.i5 to i8*
  %sunkaddr191 = getelementptr i8, i8* %71, i64 %sunkaddr190
  %sunkaddr192 = getelementptr i8, i8* %sunkaddr191, i64 32
  %72 = bitcast i8* %sunkaddr192 to double*
  store double %.12.i.us.4, double* %72, align 8
  %sunkaddr193 = mul i64 %loop.index4.us, 8
  %73 = bitcast double* %arg.x.4 to i8*
  %sunkaddr194 = getelementptr i8, i8* %73, i64 %sunkaddr193
  %sunkaddr195 = getelementptr i8, i8* %sunkaddr194, i64 40
  %74 = bitcast i8* %sunkaddr195 to double*
  %.192.us.5 = load double, double* %74, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.192.us.5) #5
  %sunkaddr196 = mul i64 %loop.index4.us, 8
  %75 = bitcast double* %.6.i5 to i8*
  %sunkaddr197 = getelementptr i8, i8* %75, i64 %sunkaddr196
  %sunkaddr198 = getelementptr i8, i8* %sunkaddr197, i64 40
  %76 = bitcast i8* %sunkaddr198 to double*
  store double %.12.i.us.5, double* %76, align 8
  %sunkaddr199 = mul i64 %loop.index4.us, 8
  %77 = bitcast double* %arg.x.4 to i8*
  %sunkaddr200 = getelementptr i8, i8* %77, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, i8* %sunkaddr200, i64 48
  %78 = bitcast i8* %sunkaddr201 to double*
  %.192.us.6 = load double, double* %78, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.192.us.6) #5
  %sunkaddr202 = mul i64 %loop.index4.us, 8
  %79 = bitcast double* %.6.i5 to i8*
  %sunkaddr203 = getelementptr i8, i8* %79, i64 %sunkaddr202
  %sunkaddr204 = getelementptr i8, i8* %sunkaddr203, i64 48
  %80 = bitcast i8* %sunkaddr204 to double*
  store double %.12.i.us.6, double* %80, align 8
  %sunkaddr205 = mul i64 %loop.index4.us, 8
  %81 = bitcast double* %arg.x.4 to i8*
  %sunkaddr206 = getelementptr i8, i8* %81, i64 %sunkaddr205
  %sunkaddr207 = getelementptr i8, i8* %sunkaddr206, i64 56
  %82 = bitcast i8* %sunkaddr207 to double*
  %.192.us.7 = load double, double* %82, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.192.us.7) #5
  %sunkaddr208 = mul i64 %loop.index4.us, 8
  %83 = bitcast double* %.6.i5 to i8*
  %sunkaddr209 = getelementptr i8, i8* %83, i64 %sunkaddr208
  %sunkaddr210 = getelementptr i8, i8* %sunkaddr209, i64 56
  %84 = bitcast i8* %sunkaddr210 to double*
  store double %.12.i.us.7, double* %84, align 8
  %.221.us.7 = add nuw nsw i64 %loop.index4.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.221.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.loopexit15:                               ; preds = %for.body.preheader
  %.192 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.192) #5
  store double %.12.i, double* %.6.i5, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.loopexit15, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %85 = bitcast [2 x double]* %.226 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %85, i8 0, i64 16, i1 false)
  %.232 = call i32 @_ZN7kernels6_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.226, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.5, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i5, i64 %arg.x.5.0, i64 8)
  switch i32 %.232, label %for.end.if [
    i32 -2, label %for.end.endif
    i32 0, label %for.end.endif
  ]

for.end.if:                                       ; preds = %for.end
  %.240 = icmp sgt i32 %.232, 0
  %.233 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.5, align 8
  %.241 = select i1 %.240, { i8*, i32, i8*, i8*, i32 }* %.233, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.241, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif:                                    ; preds = %for.end, %for.end
  %86 = bitcast [2 x double]* %.226 to double*
  %87 = bitcast [2 x double]* %.226 to i8*
  %sunkaddr211 = getelementptr inbounds i8, i8* %87, i64 8
  %88 = bitcast i8* %sunkaddr211 to double*
  %.242.fca.1.load = load double, double* %88, align 8
  %.242.fca.0.load = load double, double* %86, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.263 = fmul double %.33.fca.0.load, %.33.fca.1.load
  %.264 = fadd double %.263, %.242.fca.0.load
  %.265 = fsub double %.264, %.242.fca.1.load
  store double %.265, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.tuple_stats, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr3 to i8**
  %.36.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.6.0.load = load i64, i64* %13, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %14 = icmp sgt i32 %.49, 0
  br i1 %14, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
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

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

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

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels11tuple_statsB3v41B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fdb33638d50>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN7kernels6_statsB3v42B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.v.0, i8* nocapture readnone %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, double* nocapture readonly %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.v.0)
  %.68.i = icmp eq i64 %arg.v.2, 0
  br i1 %.68.i, label %B128.i, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %entry
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.v.2, i64 1) #5
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const1346 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const1346
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter99 = and i64 %4, 7
  %5 = icmp ult i64 %2, 56
  br i1 %5, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter103 = and i64 %4, %const
  %6 = shl i64 %unroll_iter103, 3
  %7 = add nsw i64 %unroll_iter103, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %10 = icmp eq i64 %7, 0
  br i1 %10, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new.new

B50.endif.preheader.new.i.new.new:                ; preds = %B50.endif.preheader.new.i.new
  %const_mat = add i64 %const, 6
  %unroll_iter143 = and i64 %9, %const_mat
  %scevgep1084 = getelementptr double, double* %arg.v.4, i64 127
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %.239.7.i.7.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %c.2.07.i.unr139 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %.70.06.i.unr140 = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7.1, %B50.endif.i ]
  %11 = and i64 %9, 1
  %lcmp.mod141.not = icmp eq i64 %11, 0
  br i1 %lcmp.mod141.not, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.epil120

B50.endif.i.epil120:                              ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep674.epil = getelementptr double, double* %arg.v.4, i64 %.70.06.i.unr140
  %.236.i.epil122 = load double, double* %scevgep674.epil, align 8, !noalias !20
  %.239.i.epil123 = fadd double %c.2.07.i.unr139, %.236.i.epil122
  %sunkaddr = mul i64 %.70.06.i.unr140, 8
  %12 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1348 = getelementptr i8, i8* %12, i64 %sunkaddr
  %sunkaddr1349 = getelementptr i8, i8* %sunkaddr1348, i64 8
  %13 = bitcast i8* %sunkaddr1349 to double*
  %.236.1.i.epil124 = load double, double* %13, align 8, !noalias !20
  %.239.1.i.epil125 = fadd double %.239.i.epil123, %.236.1.i.epil124
  %sunkaddr1350 = mul i64 %.70.06.i.unr140, 8
  %14 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1351 = getelementptr i8, i8* %14, i64 %sunkaddr1350
  %sunkaddr1352 = getelementptr i8, i8* %sunkaddr1351, i64 16
  %15 = bitcast i8* %sunkaddr1352 to double*
  %.236.2.i.epil126 = load double, double* %15, align 8, !noalias !20
  %.239.2.i.epil127 = fadd double %.239.1.i.epil125, %.236.2.i.epil126
  %sunkaddr1353 = mul i64 %.70.06.i.unr140, 8
  %16 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1354 = getelementptr i8, i8* %16, i64 %sunkaddr1353
  %sunkaddr1355 = getelementptr i8, i8* %sunkaddr1354, i64 24
  %17 = bitcast i8* %sunkaddr1355 to double*
  %.236.3.i.epil128 = load double, double* %17, align 8, !noalias !20
  %.239.3.i.epil129 = fadd double %.239.2.i.epil127, %.236.3.i.epil128
  %sunkaddr1356 = mul i64 %.70.06.i.unr140, 8
  %18 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1357 = getelementptr i8, i8* %18, i64 %sunkaddr1356
  %sunkaddr1358 = getelementptr i8, i8* %sunkaddr1357, i64 32
  %19 = bitcast i8* %sunkaddr1358 to double*
  %.236.4.i.epil130 = load double, double* %19, align 8, !noalias !20
  %.239.4.i.epil131 = fadd double %.239.3.i.epil129, %.236.4.i.epil130
  %sunkaddr1359 = mul i64 %.70.06.i.unr140, 8
  %20 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1360 = getelementptr i8, i8* %20, i64 %sunkaddr1359
  %sunkaddr1361 = getelementptr i8, i8* %sunkaddr1360, i64 40
  %21 = bitcast i8* %sunkaddr1361 to double*
  %.236.5.i.epil132 = load double, double* %21, align 8, !noalias !20
  %.239.5.i.epil133 = fadd double %.239.4.i.epil131, %.236.5.i.epil132
  %sunkaddr1362 = mul i64 %.70.06.i.unr140, 8
  %22 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1363 = getelementptr i8, i8* %22, i64 %sunkaddr1362
  %sunkaddr1364 = getelementptr i8, i8* %sunkaddr1363, i64 48
  %23 = bitcast i8* %sunkaddr1364 to double*
  %.236.6.i.epil134 = load double, double* %23, align 8, !noalias !20
  %.239.6.i.epil135 = fadd double %.239.5.i.epil133, %.236.6.i.epil134
  %sunkaddr1365 = mul i64 %.70.06.i.unr140, 8
  %24 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1366 = getelementptr i8, i8* %24, i64 %sunkaddr1365
  %sunkaddr1367 = getelementptr i8, i8* %sunkaddr1366, i64 56
  %25 = bitcast i8* %sunkaddr1367 to double*
  %.236.7.i.epil136 = load double, double* %25, align 8, !noalias !20
  %.239.7.i.epil137 = fadd double %.239.6.i.epil135, %.236.7.i.epil136
  %sunkaddr1368 = mul i64 %.70.06.i.unr140, 8
  %26 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1369 = getelementptr i8, i8* %26, i64 %sunkaddr1368
  %sunkaddr1370 = getelementptr i8, i8* %sunkaddr1369, i64 64
  %27 = bitcast i8* %sunkaddr1370 to double*
  %.236.i.1.epil = load double, double* %27, align 8, !noalias !20
  %.239.i.1.epil = fadd double %.239.7.i.epil137, %.236.i.1.epil
  %sunkaddr1371 = mul i64 %.70.06.i.unr140, 8
  %28 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1372 = getelementptr i8, i8* %28, i64 %sunkaddr1371
  %sunkaddr1373 = getelementptr i8, i8* %sunkaddr1372, i64 72
  %29 = bitcast i8* %sunkaddr1373 to double*
  %.236.1.i.1.epil = load double, double* %29, align 8, !noalias !20
  %.239.1.i.1.epil = fadd double %.239.i.1.epil, %.236.1.i.1.epil
  %sunkaddr1374 = mul i64 %.70.06.i.unr140, 8
  %30 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1375 = getelementptr i8, i8* %30, i64 %sunkaddr1374
  %sunkaddr1376 = getelementptr i8, i8* %sunkaddr1375, i64 80
  %31 = bitcast i8* %sunkaddr1376 to double*
  %.236.2.i.1.epil = load double, double* %31, align 8, !noalias !20
  %.239.2.i.1.epil = fadd double %.239.1.i.1.epil, %.236.2.i.1.epil
  %sunkaddr1377 = mul i64 %.70.06.i.unr140, 8
  %32 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1378 = getelementptr i8, i8* %32, i64 %sunkaddr1377
  %sunkaddr1379 = getelementptr i8, i8* %sunkaddr1378, i64 88
  %33 = bitcast i8* %sunkaddr1379 to double*
  %.236.3.i.1.epil = load double, double* %33, align 8, !noalias !20
  %.239.3.i.1.epil = fadd double %.239.2.i.1.epil, %.236.3.i.1.epil
  %sunkaddr1380 = mul i64 %.70.06.i.unr140, 8
  %34 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1381 = getelementptr i8, i8* %34, i64 %sunkaddr1380
  %sunkaddr1382 = getelementptr i8, i8* %sunkaddr1381, i64 96
  %35 = bitcast i8* %sunkaddr1382 to double*
  %.236.4.i.1.epil = load double, double* %35, align 8, !noalias !20
  %.239.4.i.1.epil = fadd double %.239.3.i.1.epil, %.236.4.i.1.epil
  %sunkaddr1383 = mul i64 %.70.06.i.unr140, 8
  %36 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1384 = getelementptr i8, i8* %36, i64 %sunkaddr1383
  %sunkaddr1385 = getelementptr i8, i8* %sunkaddr1384, i64 104
  %37 = bitcast i8* %sunkaddr1385 to double*
  %.236.5.i.1.epil = load double, double* %37, align 8, !noalias !20
  %.239.5.i.1.epil = fadd double %.239.4.i.1.epil, %.236.5.i.1.epil
  %sunkaddr1386 = mul i64 %.70.06.i.unr140, 8
  %38 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1387 = getelementptr i8, i8* %38, i64 %sunkaddr1386
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1387, i64 112
  %39 = bitcast i8* %sunkaddr1388 to double*
  %.236.6.i.1.epil = load double, double* %39, align 8, !noalias !20
  %.239.6.i.1.epil = fadd double %.239.5.i.1.epil, %.236.6.i.1.epil
  %sunkaddr1389 = mul i64 %.70.06.i.unr140, 8
  %40 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1390 = getelementptr i8, i8* %40, i64 %sunkaddr1389
  %sunkaddr1391 = getelementptr i8, i8* %sunkaddr1390, i64 120
  %41 = bitcast i8* %sunkaddr1391 to double*
  %.236.7.i.1.epil = load double, double* %41, align 8, !noalias !20
  %.239.7.i.1.epil = fadd double %.239.6.i.1.epil, %.236.7.i.1.epil
  %sunkaddr1392 = mul i64 %.70.06.i.unr140, 8
  %42 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1393 = getelementptr i8, i8* %42, i64 %sunkaddr1392
  %sunkaddr1394 = getelementptr i8, i8* %sunkaddr1393, i64 128
  %43 = bitcast i8* %sunkaddr1394 to double*
  %.236.i.2.epil = load double, double* %43, align 8, !noalias !20
  %.239.i.2.epil = fadd double %.239.7.i.1.epil, %.236.i.2.epil
  %sunkaddr1395 = mul i64 %.70.06.i.unr140, 8
  %44 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1396 = getelementptr i8, i8* %44, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 136
  %45 = bitcast i8* %sunkaddr1397 to double*
  %.236.1.i.2.epil = load double, double* %45, align 8, !noalias !20
  %.239.1.i.2.epil = fadd double %.239.i.2.epil, %.236.1.i.2.epil
  %sunkaddr1398 = mul i64 %.70.06.i.unr140, 8
  %46 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1399 = getelementptr i8, i8* %46, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 144
  %47 = bitcast i8* %sunkaddr1400 to double*
  %.236.2.i.2.epil = load double, double* %47, align 8, !noalias !20
  %.239.2.i.2.epil = fadd double %.239.1.i.2.epil, %.236.2.i.2.epil
  %sunkaddr1401 = mul i64 %.70.06.i.unr140, 8
  %48 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1402 = getelementptr i8, i8* %48, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, i8* %sunkaddr1402, i64 152
  %49 = bitcast i8* %sunkaddr1403 to double*
  %.236.3.i.2.epil = load double, double* %49, align 8, !noalias !20
  %.239.3.i.2.epil = fadd double %.239.2.i.2.epil, %.236.3.i.2.epil
  %sunkaddr1404 = mul i64 %.70.06.i.unr140, 8
  %50 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1405 = getelementptr i8, i8* %50, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 160
  %51 = bitcast i8* %sunkaddr1406 to double*
  %.236.4.i.2.epil = load double, double* %51, align 8, !noalias !20
  %.239.4.i.2.epil = fadd double %.239.3.i.2.epil, %.236.4.i.2.epil
  %sunkaddr1407 = mul i64 %.70.06.i.unr140, 8
  %52 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1408 = getelementptr i8, i8* %52, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 168
  %53 = bitcast i8* %sunkaddr1409 to double*
  %.236.5.i.2.epil = load double, double* %53, align 8, !noalias !20
  %.239.5.i.2.epil = fadd double %.239.4.i.2.epil, %.236.5.i.2.epil
  %sunkaddr1410 = mul i64 %.70.06.i.unr140, 8
  %54 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1411 = getelementptr i8, i8* %54, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 176
  %55 = bitcast i8* %sunkaddr1412 to double*
  %.236.6.i.2.epil = load double, double* %55, align 8, !noalias !20
  %.239.6.i.2.epil = fadd double %.239.5.i.2.epil, %.236.6.i.2.epil
  %sunkaddr1413 = mul i64 %.70.06.i.unr140, 8
  %56 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1414 = getelementptr i8, i8* %56, i64 %sunkaddr1413
  %sunkaddr1415 = getelementptr i8, i8* %sunkaddr1414, i64 184
  %57 = bitcast i8* %sunkaddr1415 to double*
  %.236.7.i.2.epil = load double, double* %57, align 8, !noalias !20
  %.239.7.i.2.epil = fadd double %.239.6.i.2.epil, %.236.7.i.2.epil
  %sunkaddr1416 = mul i64 %.70.06.i.unr140, 8
  %58 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1417 = getelementptr i8, i8* %58, i64 %sunkaddr1416
  %sunkaddr1418 = getelementptr i8, i8* %sunkaddr1417, i64 192
  %59 = bitcast i8* %sunkaddr1418 to double*
  %.236.i.3.epil = load double, double* %59, align 8, !noalias !20
  %.239.i.3.epil = fadd double %.239.7.i.2.epil, %.236.i.3.epil
  %sunkaddr1419 = mul i64 %.70.06.i.unr140, 8
  %60 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1420 = getelementptr i8, i8* %60, i64 %sunkaddr1419
  %sunkaddr1421 = getelementptr i8, i8* %sunkaddr1420, i64 200
  %61 = bitcast i8* %sunkaddr1421 to double*
  %.236.1.i.3.epil = load double, double* %61, align 8, !noalias !20
  %.239.1.i.3.epil = fadd double %.239.i.3.epil, %.236.1.i.3.epil
  %sunkaddr1422 = mul i64 %.70.06.i.unr140, 8
  %62 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1423 = getelementptr i8, i8* %62, i64 %sunkaddr1422
  %sunkaddr1424 = getelementptr i8, i8* %sunkaddr1423, i64 208
  %63 = bitcast i8* %sunkaddr1424 to double*
  %.236.2.i.3.epil = load double, double* %63, align 8, !noalias !20
  %.239.2.i.3.epil = fadd double %.239.1.i.3.epil, %.236.2.i.3.epil
  %sunkaddr1425 = mul i64 %.70.06.i.unr140, 8
  %64 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1426 = getelementptr i8, i8* %64, i64 %sunkaddr1425
  %sunkaddr1427 = getelementptr i8, i8* %sunkaddr1426, i64 216
  %65 = bitcast i8* %sunkaddr1427 to double*
  %.236.3.i.3.epil = load double, double* %65, align 8, !noalias !20
  %.239.3.i.3.epil = fadd double %.239.2.i.3.epil, %.236.3.i.3.epil
  %sunkaddr1428 = mul i64 %.70.06.i.unr140, 8
  %66 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1429 = getelementptr i8, i8* %66, i64 %sunkaddr1428
  %sunkaddr1430 = getelementptr i8, i8* %sunkaddr1429, i64 224
  %67 = bitcast i8* %sunkaddr1430 to double*
  %.236.4.i.3.epil = load double, double* %67, align 8, !noalias !20
  %.239.4.i.3.epil = fadd double %.239.3.i.3.epil, %.236.4.i.3.epil
  %sunkaddr1431 = mul i64 %.70.06.i.unr140, 8
  %68 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1432 = getelementptr i8, i8* %68, i64 %sunkaddr1431
  %sunkaddr1433 = getelementptr i8, i8* %sunkaddr1432, i64 232
  %69 = bitcast i8* %sunkaddr1433 to double*
  %.236.5.i.3.epil = load double, double* %69, align 8, !noalias !20
  %.239.5.i.3.epil = fadd double %.239.4.i.3.epil, %.236.5.i.3.epil
  %sunkaddr1434 = mul i64 %.70.06.i.unr140, 8
  %70 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1435 = getelementptr i8, i8* %70, i64 %sunkaddr1434
  %sunkaddr1436 = getelementptr i8, i8* %sunkaddr1435, i64 240
  %71 = bitcast i8* %sunkaddr1436 to double*
  %.236.6.i.3.epil = load double, double* %71, align 8, !noalias !20
  %.239.6.i.3.epil = fadd double %.239.5.i.3.epil, %.236.6.i.3.epil
  %sunkaddr1437 = mul i64 %.70.06.i.unr140, 8
  %72 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1438 = getelementptr i8, i8* %72, i64 %sunkaddr1437
  %sunkaddr1439 = getelementptr i8, i8* %sunkaddr1438, i64 248
  %73 = bitcast i8* %sunkaddr1439 to double*
  %.236.7.i.3.epil = load double, double* %73, align 8, !noalias !20
  %.239.7.i.3.epil = fadd double %.239.6.i.3.epil, %.236.7.i.3.epil
  %sunkaddr1440 = mul i64 %.70.06.i.unr140, 8
  %74 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1441 = getelementptr i8, i8* %74, i64 %sunkaddr1440
  %sunkaddr1442 = getelementptr i8, i8* %sunkaddr1441, i64 256
  %75 = bitcast i8* %sunkaddr1442 to double*
  %.236.i.4.epil = load double, double* %75, align 8, !noalias !20
  %.239.i.4.epil = fadd double %.239.7.i.3.epil, %.236.i.4.epil
  %sunkaddr1443 = mul i64 %.70.06.i.unr140, 8
  %76 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1444 = getelementptr i8, i8* %76, i64 %sunkaddr1443
  %sunkaddr1445 = getelementptr i8, i8* %sunkaddr1444, i64 264
  %77 = bitcast i8* %sunkaddr1445 to double*
  %.236.1.i.4.epil = load double, double* %77, align 8, !noalias !20
  %.239.1.i.4.epil = fadd double %.239.i.4.epil, %.236.1.i.4.epil
  %sunkaddr1446 = mul i64 %.70.06.i.unr140, 8
  %78 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1447 = getelementptr i8, i8* %78, i64 %sunkaddr1446
  %sunkaddr1448 = getelementptr i8, i8* %sunkaddr1447, i64 272
  %79 = bitcast i8* %sunkaddr1448 to double*
  %.236.2.i.4.epil = load double, double* %79, align 8, !noalias !20
  %.239.2.i.4.epil = fadd double %.239.1.i.4.epil, %.236.2.i.4.epil
  %sunkaddr1449 = mul i64 %.70.06.i.unr140, 8
  %80 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1450 = getelementptr i8, i8* %80, i64 %sunkaddr1449
  %sunkaddr1451 = getelementptr i8, i8* %sunkaddr1450, i64 280
  %81 = bitcast i8* %sunkaddr1451 to double*
  %.236.3.i.4.epil = load double, double* %81, align 8, !noalias !20
  %.239.3.i.4.epil = fadd double %.239.2.i.4.epil, %.236.3.i.4.epil
  %sunkaddr1452 = mul i64 %.70.06.i.unr140, 8
  %82 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1453 = getelementptr i8, i8* %82, i64 %sunkaddr1452
  %sunkaddr1454 = getelementptr i8, i8* %sunkaddr1453, i64 288
  %83 = bitcast i8* %sunkaddr1454 to double*
  %.236.4.i.4.epil = load double, double* %83, align 8, !noalias !20
  %.239.4.i.4.epil = fadd double %.239.3.i.4.epil, %.236.4.i.4.epil
  %sunkaddr1455 = mul i64 %.70.06.i.unr140, 8
  %84 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1456 = getelementptr i8, i8* %84, i64 %sunkaddr1455
  %sunkaddr1457 = getelementptr i8, i8* %sunkaddr1456, i64 296
  %85 = bitcast i8* %sunkaddr1457 to double*
  %.236.5.i.4.epil = load double, double* %85, align 8, !noalias !20
  %.239.5.i.4.epil = fadd double %.239.4.i.4.epil, %.236.5.i.4.epil
  %sunkaddr1458 = mul i64 %.70.06.i.unr140, 8
  %86 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1459 = getelementptr i8, i8* %86, i64 %sunkaddr1458
  %sunkaddr1460 = getelementptr i8, i8* %sunkaddr1459, i64 304
  %87 = bitcast i8* %sunkaddr1460 to double*
  %.236.6.i.4.epil = load double, double* %87, align 8, !noalias !20
  %.239.6.i.4.epil = fadd double %.239.5.i.4.epil, %.236.6.i.4.epil
  %sunkaddr1461 = mul i64 %.70.06.i.unr140, 8
  %88 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1462 = getelementptr i8, i8* %88, i64 %sunkaddr1461
  %sunkaddr1463 = getelementptr i8, i8* %sunkaddr1462, i64 312
  %89 = bitcast i8* %sunkaddr1463 to double*
  %.236.7.i.4.epil = load double, double* %89, align 8, !noalias !20
  %.239.7.i.4.epil = fadd double %.239.6.i.4.epil, %.236.7.i.4.epil
  %sunkaddr1464 = mul i64 %.70.06.i.unr140, 8
  %90 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1465 = getelementptr i8, i8* %90, i64 %sunkaddr1464
  %sunkaddr1466 = getelementptr i8, i8* %sunkaddr1465, i64 320
  %91 = bitcast i8* %sunkaddr1466 to double*
  %.236.i.5.epil = load double, double* %91, align 8, !noalias !20
  %.239.i.5.epil = fadd double %.239.7.i.4.epil, %.236.i.5.epil
  %sunkaddr1467 = mul i64 %.70.06.i.unr140, 8
  %92 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1468 = getelementptr i8, i8* %92, i64 %sunkaddr1467
  %sunkaddr1469 = getelementptr i8, i8* %sunkaddr1468, i64 328
  %93 = bitcast i8* %sunkaddr1469 to double*
  %.236.1.i.5.epil = load double, double* %93, align 8, !noalias !20
  %.239.1.i.5.epil = fadd double %.239.i.5.epil, %.236.1.i.5.epil
  %sunkaddr1470 = mul i64 %.70.06.i.unr140, 8
  %94 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1471 = getelementptr i8, i8* %94, i64 %sunkaddr1470
  %sunkaddr1472 = getelementptr i8, i8* %sunkaddr1471, i64 336
  %95 = bitcast i8* %sunkaddr1472 to double*
  %.236.2.i.5.epil = load double, double* %95, align 8, !noalias !20
  %.239.2.i.5.epil = fadd double %.239.1.i.5.epil, %.236.2.i.5.epil
  %sunkaddr1473 = mul i64 %.70.06.i.unr140, 8
  %96 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1474 = getelementptr i8, i8* %96, i64 %sunkaddr1473
  %sunkaddr1475 = getelementptr i8, i8* %sunkaddr1474, i64 344
  %97 = bitcast i8* %sunkaddr1475 to double*
  %.236.3.i.5.epil = load double, double* %97, align 8, !noalias !20
  %.239.3.i.5.epil = fadd double %.239.2.i.5.epil, %.236.3.i.5.epil
  %sunkaddr1476 = mul i64 %.70.06.i.unr140, 8
  %98 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1477 = getelementptr i8, i8* %98, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, i8* %sunkaddr1477, i64 352
  %99 = bitcast i8* %sunkaddr1478 to double*
  %.236.4.i.5.epil = load double, double* %99, align 8, !noalias !20
  %.239.4.i.5.epil = fadd double %.239.3.i.5.epil, %.236.4.i.5.epil
  %sunkaddr1479 = mul i64 %.70.06.i.unr140, 8
  %100 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1480 = getelementptr i8, i8* %100, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, i8* %sunkaddr1480, i64 360
  %101 = bitcast i8* %sunkaddr1481 to double*
  %.236.5.i.5.epil = load double, double* %101, align 8, !noalias !20
  %.239.5.i.5.epil = fadd double %.239.4.i.5.epil, %.236.5.i.5.epil
  %sunkaddr1482 = mul i64 %.70.06.i.unr140, 8
  %102 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1483 = getelementptr i8, i8* %102, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, i8* %sunkaddr1483, i64 368
  %103 = bitcast i8* %sunkaddr1484 to double*
  %.236.6.i.5.epil = load double, double* %103, align 8, !noalias !20
  %.239.6.i.5.epil = fadd double %.239.5.i.5.epil, %.236.6.i.5.epil
  %sunkaddr1485 = mul i64 %.70.06.i.unr140, 8
  %104 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1486 = getelementptr i8, i8* %104, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, i8* %sunkaddr1486, i64 376
  %105 = bitcast i8* %sunkaddr1487 to double*
  %.236.7.i.5.epil = load double, double* %105, align 8, !noalias !20
  %.239.7.i.5.epil = fadd double %.239.6.i.5.epil, %.236.7.i.5.epil
  %sunkaddr1488 = mul i64 %.70.06.i.unr140, 8
  %106 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1489 = getelementptr i8, i8* %106, i64 %sunkaddr1488
  %sunkaddr1490 = getelementptr i8, i8* %sunkaddr1489, i64 384
  %107 = bitcast i8* %sunkaddr1490 to double*
  %.236.i.6.epil = load double, double* %107, align 8, !noalias !20
  %.239.i.6.epil = fadd double %.239.7.i.5.epil, %.236.i.6.epil
  %sunkaddr1491 = mul i64 %.70.06.i.unr140, 8
  %108 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1492 = getelementptr i8, i8* %108, i64 %sunkaddr1491
  %sunkaddr1493 = getelementptr i8, i8* %sunkaddr1492, i64 392
  %109 = bitcast i8* %sunkaddr1493 to double*
  %.236.1.i.6.epil = load double, double* %109, align 8, !noalias !20
  %.239.1.i.6.epil = fadd double %.239.i.6.epil, %.236.1.i.6.epil
  %sunkaddr1494 = mul i64 %.70.06.i.unr140, 8
  %110 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1495 = getelementptr i8, i8* %110, i64 %sunkaddr1494
  %sunkaddr1496 = getelementptr i8, i8* %sunkaddr1495, i64 400
  %111 = bitcast i8* %sunkaddr1496 to double*
  %.236.2.i.6.epil = load double, double* %111, align 8, !noalias !20
  %.239.2.i.6.epil = fadd double %.239.1.i.6.epil, %.236.2.i.6.epil
  %sunkaddr1497 = mul i64 %.70.06.i.unr140, 8
  %112 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1498 = getelementptr i8, i8* %112, i64 %sunkaddr1497
  %sunkaddr1499 = getelementptr i8, i8* %sunkaddr1498, i64 408
  %113 = bitcast i8* %sunkaddr1499 to double*
  %.236.3.i.6.epil = load double, double* %113, align 8, !noalias !20
  %.239.3.i.6.epil = fadd double %.239.2.i.6.epil, %.236.3.i.6.epil
  %sunkaddr1500 = mul i64 %.70.06.i.unr140, 8
  %114 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1501 = getelementptr i8, i8* %114, i64 %sunkaddr1500
  %sunkaddr1502 = getelementptr i8, i8* %sunkaddr1501, i64 416
  %115 = bitcast i8* %sunkaddr1502 to double*
  %.236.4.i.6.epil = load double, double* %115, align 8, !noalias !20
  %.239.4.i.6.epil = fadd double %.239.3.i.6.epil, %.236.4.i.6.epil
  %sunkaddr1503 = mul i64 %.70.06.i.unr140, 8
  %116 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1504 = getelementptr i8, i8* %116, i64 %sunkaddr1503
  %sunkaddr1505 = getelementptr i8, i8* %sunkaddr1504, i64 424
  %117 = bitcast i8* %sunkaddr1505 to double*
  %.236.5.i.6.epil = load double, double* %117, align 8, !noalias !20
  %.239.5.i.6.epil = fadd double %.239.4.i.6.epil, %.236.5.i.6.epil
  %sunkaddr1506 = mul i64 %.70.06.i.unr140, 8
  %118 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1507 = getelementptr i8, i8* %118, i64 %sunkaddr1506
  %sunkaddr1508 = getelementptr i8, i8* %sunkaddr1507, i64 432
  %119 = bitcast i8* %sunkaddr1508 to double*
  %.236.6.i.6.epil = load double, double* %119, align 8, !noalias !20
  %.239.6.i.6.epil = fadd double %.239.5.i.6.epil, %.236.6.i.6.epil
  %sunkaddr1509 = mul i64 %.70.06.i.unr140, 8
  %120 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1510 = getelementptr i8, i8* %120, i64 %sunkaddr1509
  %sunkaddr1511 = getelementptr i8, i8* %sunkaddr1510, i64 440
  %121 = bitcast i8* %sunkaddr1511 to double*
  %.236.7.i.6.epil = load double, double* %121, align 8, !noalias !20
  %.239.7.i.6.epil = fadd double %.239.6.i.6.epil, %.236.7.i.6.epil
  %sunkaddr1512 = mul i64 %.70.06.i.unr140, 8
  %122 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1513 = getelementptr i8, i8* %122, i64 %sunkaddr1512
  %sunkaddr1514 = getelementptr i8, i8* %sunkaddr1513, i64 448
  %123 = bitcast i8* %sunkaddr1514 to double*
  %.236.i.7.epil = load double, double* %123, align 8, !noalias !20
  %.239.i.7.epil = fadd double %.239.7.i.6.epil, %.236.i.7.epil
  %sunkaddr1515 = mul i64 %.70.06.i.unr140, 8
  %124 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1516 = getelementptr i8, i8* %124, i64 %sunkaddr1515
  %sunkaddr1517 = getelementptr i8, i8* %sunkaddr1516, i64 456
  %125 = bitcast i8* %sunkaddr1517 to double*
  %.236.1.i.7.epil = load double, double* %125, align 8, !noalias !20
  %.239.1.i.7.epil = fadd double %.239.i.7.epil, %.236.1.i.7.epil
  %sunkaddr1518 = mul i64 %.70.06.i.unr140, 8
  %126 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1519 = getelementptr i8, i8* %126, i64 %sunkaddr1518
  %sunkaddr1520 = getelementptr i8, i8* %sunkaddr1519, i64 464
  %127 = bitcast i8* %sunkaddr1520 to double*
  %.236.2.i.7.epil = load double, double* %127, align 8, !noalias !20
  %.239.2.i.7.epil = fadd double %.239.1.i.7.epil, %.236.2.i.7.epil
  %sunkaddr1521 = mul i64 %.70.06.i.unr140, 8
  %128 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1522 = getelementptr i8, i8* %128, i64 %sunkaddr1521
  %sunkaddr1523 = getelementptr i8, i8* %sunkaddr1522, i64 472
  %129 = bitcast i8* %sunkaddr1523 to double*
  %.236.3.i.7.epil = load double, double* %129, align 8, !noalias !20
  %.239.3.i.7.epil = fadd double %.239.2.i.7.epil, %.236.3.i.7.epil
  %sunkaddr1524 = mul i64 %.70.06.i.unr140, 8
  %130 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1525 = getelementptr i8, i8* %130, i64 %sunkaddr1524
  %sunkaddr1526 = getelementptr i8, i8* %sunkaddr1525, i64 480
  %131 = bitcast i8* %sunkaddr1526 to double*
  %.236.4.i.7.epil = load double, double* %131, align 8, !noalias !20
  %.239.4.i.7.epil = fadd double %.239.3.i.7.epil, %.236.4.i.7.epil
  %sunkaddr1527 = mul i64 %.70.06.i.unr140, 8
  %132 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1528 = getelementptr i8, i8* %132, i64 %sunkaddr1527
  %sunkaddr1529 = getelementptr i8, i8* %sunkaddr1528, i64 488
  %133 = bitcast i8* %sunkaddr1529 to double*
  %.236.5.i.7.epil = load double, double* %133, align 8, !noalias !20
  %.239.5.i.7.epil = fadd double %.239.4.i.7.epil, %.236.5.i.7.epil
  %sunkaddr1530 = mul i64 %.70.06.i.unr140, 8
  %134 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1531 = getelementptr i8, i8* %134, i64 %sunkaddr1530
  %sunkaddr1532 = getelementptr i8, i8* %sunkaddr1531, i64 496
  %135 = bitcast i8* %sunkaddr1532 to double*
  %.236.6.i.7.epil = load double, double* %135, align 8, !noalias !20
  %.239.6.i.7.epil = fadd double %.239.5.i.7.epil, %.236.6.i.7.epil
  %sunkaddr1533 = mul i64 %.70.06.i.unr140, 8
  %136 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1534 = getelementptr i8, i8* %136, i64 %sunkaddr1533
  %sunkaddr1535 = getelementptr i8, i8* %sunkaddr1534, i64 504
  %137 = bitcast i8* %sunkaddr1535 to double*
  %.236.7.i.7.epil = load double, double* %137, align 8, !noalias !20
  %.239.7.i.7.epil = fadd double %.239.6.i.7.epil, %.236.7.i.7.epil
  br label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i.epil120, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i.7.epil, %B50.endif.i.epil120 ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i.7.epil, %B50.endif.i.epil120 ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %6, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %6, %B50.endif.i.epil120 ]
  %lcmp.mod101.not = icmp eq i64 %xtraiter99, 0
  br i1 %lcmp.mod101.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %138 = or i64 %.70.06.i.unr, 7
  %scevgep520 = getelementptr double, double* %arg.v.4, i64 %138
  %139 = shl i64 %xtraiter99, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil, %B50.endif.i.epil.preheader
  %lsr.iv521 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next522, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %140 = bitcast double* %scevgep520 to i8*
  %uglygep1079 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10791080 = bitcast i8* %uglygep1079 to double*
  %scevgep1081 = getelementptr double, double* %uglygep10791080, i64 -7
  %.236.i.epil = load double, double* %scevgep1081, align 8, !noalias !20
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep1076 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10761077 = bitcast i8* %uglygep1076 to double*
  %scevgep1078 = getelementptr double, double* %uglygep10761077, i64 -6
  %.236.1.i.epil = load double, double* %scevgep1078, align 8, !noalias !20
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep1073 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10731074 = bitcast i8* %uglygep1073 to double*
  %scevgep1075 = getelementptr double, double* %uglygep10731074, i64 -5
  %.236.2.i.epil = load double, double* %scevgep1075, align 8, !noalias !20
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep1070 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10701071 = bitcast i8* %uglygep1070 to double*
  %scevgep1072 = getelementptr double, double* %uglygep10701071, i64 -4
  %.236.3.i.epil = load double, double* %scevgep1072, align 8, !noalias !20
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep1067 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10671068 = bitcast i8* %uglygep1067 to double*
  %scevgep1069 = getelementptr double, double* %uglygep10671068, i64 -3
  %.236.4.i.epil = load double, double* %scevgep1069, align 8, !noalias !20
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep1064 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10641065 = bitcast i8* %uglygep1064 to double*
  %scevgep1066 = getelementptr double, double* %uglygep10641065, i64 -2
  %.236.5.i.epil = load double, double* %scevgep1066, align 8, !noalias !20
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep1061 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10611062 = bitcast i8* %uglygep1061 to double*
  %scevgep1063 = getelementptr double, double* %uglygep10611062, i64 -1
  %.236.6.i.epil = load double, double* %scevgep1063, align 8, !noalias !20
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep1082 = getelementptr i8, i8* %140, i64 %lsr.iv521
  %uglygep10821083 = bitcast i8* %uglygep1082 to double*
  %.236.7.i.epil = load double, double* %uglygep10821083, align 8, !noalias !20
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next522 = add nuw nsw i64 %lsr.iv521, 64
  %epil.iter100.cmp.not = icmp eq i64 %139, %lsr.iv.next522
  br i1 %epil.iter100.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %arg.v.4, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep1059 = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep1059, align 8, !noalias !20
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new.new
  %lsr.iv1340 = phi i64 [ %lsr.iv.next1341, %B50.endif.i ], [ %unroll_iter143, %B50.endif.preheader.new.i.new.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new.new ], [ %.239.7.i.7.1, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new.new ], [ %.182.7.i.7.1, %B50.endif.i ]
  %scevgep1336 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1337 = getelementptr double, double* %scevgep1336, i64 -127
  %.236.i = load double, double* %scevgep1337, align 8, !noalias !20
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep1334 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1335 = getelementptr double, double* %scevgep1334, i64 -126
  %.236.1.i = load double, double* %scevgep1335, align 8, !noalias !20
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1332 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1333 = getelementptr double, double* %scevgep1332, i64 -125
  %.236.2.i = load double, double* %scevgep1333, align 8, !noalias !20
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1330 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1331 = getelementptr double, double* %scevgep1330, i64 -124
  %.236.3.i = load double, double* %scevgep1331, align 8, !noalias !20
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1328 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1329 = getelementptr double, double* %scevgep1328, i64 -123
  %.236.4.i = load double, double* %scevgep1329, align 8, !noalias !20
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1326 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1327 = getelementptr double, double* %scevgep1326, i64 -122
  %.236.5.i = load double, double* %scevgep1327, align 8, !noalias !20
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1324 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1325 = getelementptr double, double* %scevgep1324, i64 -121
  %.236.6.i = load double, double* %scevgep1325, align 8, !noalias !20
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1322 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1323 = getelementptr double, double* %scevgep1322, i64 -120
  %.236.7.i = load double, double* %scevgep1323, align 8, !noalias !20
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1320 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1321 = getelementptr double, double* %scevgep1320, i64 -119
  %.236.i.1 = load double, double* %scevgep1321, align 8, !noalias !20
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1318 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1319 = getelementptr double, double* %scevgep1318, i64 -118
  %.236.1.i.1 = load double, double* %scevgep1319, align 8, !noalias !20
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1316 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1317 = getelementptr double, double* %scevgep1316, i64 -117
  %.236.2.i.1 = load double, double* %scevgep1317, align 8, !noalias !20
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1314 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1315 = getelementptr double, double* %scevgep1314, i64 -116
  %.236.3.i.1 = load double, double* %scevgep1315, align 8, !noalias !20
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1312 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1313 = getelementptr double, double* %scevgep1312, i64 -115
  %.236.4.i.1 = load double, double* %scevgep1313, align 8, !noalias !20
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1310 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1311 = getelementptr double, double* %scevgep1310, i64 -114
  %.236.5.i.1 = load double, double* %scevgep1311, align 8, !noalias !20
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1308 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1309 = getelementptr double, double* %scevgep1308, i64 -113
  %.236.6.i.1 = load double, double* %scevgep1309, align 8, !noalias !20
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1306 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1307 = getelementptr double, double* %scevgep1306, i64 -112
  %.236.7.i.1 = load double, double* %scevgep1307, align 8, !noalias !20
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep1304 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1305 = getelementptr double, double* %scevgep1304, i64 -111
  %.236.i.2 = load double, double* %scevgep1305, align 8, !noalias !20
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep1302 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1303 = getelementptr double, double* %scevgep1302, i64 -110
  %.236.1.i.2 = load double, double* %scevgep1303, align 8, !noalias !20
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep1300 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1301 = getelementptr double, double* %scevgep1300, i64 -109
  %.236.2.i.2 = load double, double* %scevgep1301, align 8, !noalias !20
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep1298 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1299 = getelementptr double, double* %scevgep1298, i64 -108
  %.236.3.i.2 = load double, double* %scevgep1299, align 8, !noalias !20
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep1296 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1297 = getelementptr double, double* %scevgep1296, i64 -107
  %.236.4.i.2 = load double, double* %scevgep1297, align 8, !noalias !20
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep1294 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1295 = getelementptr double, double* %scevgep1294, i64 -106
  %.236.5.i.2 = load double, double* %scevgep1295, align 8, !noalias !20
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1292 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1293 = getelementptr double, double* %scevgep1292, i64 -105
  %.236.6.i.2 = load double, double* %scevgep1293, align 8, !noalias !20
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1290 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1291 = getelementptr double, double* %scevgep1290, i64 -104
  %.236.7.i.2 = load double, double* %scevgep1291, align 8, !noalias !20
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1288 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1289 = getelementptr double, double* %scevgep1288, i64 -103
  %.236.i.3 = load double, double* %scevgep1289, align 8, !noalias !20
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1286 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1287 = getelementptr double, double* %scevgep1286, i64 -102
  %.236.1.i.3 = load double, double* %scevgep1287, align 8, !noalias !20
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep1284 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1285 = getelementptr double, double* %scevgep1284, i64 -101
  %.236.2.i.3 = load double, double* %scevgep1285, align 8, !noalias !20
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep1282 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1283 = getelementptr double, double* %scevgep1282, i64 -100
  %.236.3.i.3 = load double, double* %scevgep1283, align 8, !noalias !20
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep1280 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1281 = getelementptr double, double* %scevgep1280, i64 -99
  %.236.4.i.3 = load double, double* %scevgep1281, align 8, !noalias !20
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep1278 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1279 = getelementptr double, double* %scevgep1278, i64 -98
  %.236.5.i.3 = load double, double* %scevgep1279, align 8, !noalias !20
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep1276 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1277 = getelementptr double, double* %scevgep1276, i64 -97
  %.236.6.i.3 = load double, double* %scevgep1277, align 8, !noalias !20
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep1274 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1275 = getelementptr double, double* %scevgep1274, i64 -96
  %.236.7.i.3 = load double, double* %scevgep1275, align 8, !noalias !20
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1272 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1273 = getelementptr double, double* %scevgep1272, i64 -95
  %.236.i.4 = load double, double* %scevgep1273, align 8, !noalias !20
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1270 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1271 = getelementptr double, double* %scevgep1270, i64 -94
  %.236.1.i.4 = load double, double* %scevgep1271, align 8, !noalias !20
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1268 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1269 = getelementptr double, double* %scevgep1268, i64 -93
  %.236.2.i.4 = load double, double* %scevgep1269, align 8, !noalias !20
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1266 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1267 = getelementptr double, double* %scevgep1266, i64 -92
  %.236.3.i.4 = load double, double* %scevgep1267, align 8, !noalias !20
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1264 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1265 = getelementptr double, double* %scevgep1264, i64 -91
  %.236.4.i.4 = load double, double* %scevgep1265, align 8, !noalias !20
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1262 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1263 = getelementptr double, double* %scevgep1262, i64 -90
  %.236.5.i.4 = load double, double* %scevgep1263, align 8, !noalias !20
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1260 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1261 = getelementptr double, double* %scevgep1260, i64 -89
  %.236.6.i.4 = load double, double* %scevgep1261, align 8, !noalias !20
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1258 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1259 = getelementptr double, double* %scevgep1258, i64 -88
  %.236.7.i.4 = load double, double* %scevgep1259, align 8, !noalias !20
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1256 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1257 = getelementptr double, double* %scevgep1256, i64 -87
  %.236.i.5 = load double, double* %scevgep1257, align 8, !noalias !20
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1254 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1255 = getelementptr double, double* %scevgep1254, i64 -86
  %.236.1.i.5 = load double, double* %scevgep1255, align 8, !noalias !20
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1252 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1253 = getelementptr double, double* %scevgep1252, i64 -85
  %.236.2.i.5 = load double, double* %scevgep1253, align 8, !noalias !20
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1250 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1251 = getelementptr double, double* %scevgep1250, i64 -84
  %.236.3.i.5 = load double, double* %scevgep1251, align 8, !noalias !20
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1248 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1249 = getelementptr double, double* %scevgep1248, i64 -83
  %.236.4.i.5 = load double, double* %scevgep1249, align 8, !noalias !20
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1246 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1247 = getelementptr double, double* %scevgep1246, i64 -82
  %.236.5.i.5 = load double, double* %scevgep1247, align 8, !noalias !20
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1244 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1245 = getelementptr double, double* %scevgep1244, i64 -81
  %.236.6.i.5 = load double, double* %scevgep1245, align 8, !noalias !20
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1242 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1243 = getelementptr double, double* %scevgep1242, i64 -80
  %.236.7.i.5 = load double, double* %scevgep1243, align 8, !noalias !20
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1240 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1241 = getelementptr double, double* %scevgep1240, i64 -79
  %.236.i.6 = load double, double* %scevgep1241, align 8, !noalias !20
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1238 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1239 = getelementptr double, double* %scevgep1238, i64 -78
  %.236.1.i.6 = load double, double* %scevgep1239, align 8, !noalias !20
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1236 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1237 = getelementptr double, double* %scevgep1236, i64 -77
  %.236.2.i.6 = load double, double* %scevgep1237, align 8, !noalias !20
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1234 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1235 = getelementptr double, double* %scevgep1234, i64 -76
  %.236.3.i.6 = load double, double* %scevgep1235, align 8, !noalias !20
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1232 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1233 = getelementptr double, double* %scevgep1232, i64 -75
  %.236.4.i.6 = load double, double* %scevgep1233, align 8, !noalias !20
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1230 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1231 = getelementptr double, double* %scevgep1230, i64 -74
  %.236.5.i.6 = load double, double* %scevgep1231, align 8, !noalias !20
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1228 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1229 = getelementptr double, double* %scevgep1228, i64 -73
  %.236.6.i.6 = load double, double* %scevgep1229, align 8, !noalias !20
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1226 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1227 = getelementptr double, double* %scevgep1226, i64 -72
  %.236.7.i.6 = load double, double* %scevgep1227, align 8, !noalias !20
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1224 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1225 = getelementptr double, double* %scevgep1224, i64 -71
  %.236.i.7 = load double, double* %scevgep1225, align 8, !noalias !20
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1222 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1223 = getelementptr double, double* %scevgep1222, i64 -70
  %.236.1.i.7 = load double, double* %scevgep1223, align 8, !noalias !20
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1220 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1221 = getelementptr double, double* %scevgep1220, i64 -69
  %.236.2.i.7 = load double, double* %scevgep1221, align 8, !noalias !20
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1218 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1219 = getelementptr double, double* %scevgep1218, i64 -68
  %.236.3.i.7 = load double, double* %scevgep1219, align 8, !noalias !20
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1216 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1217 = getelementptr double, double* %scevgep1216, i64 -67
  %.236.4.i.7 = load double, double* %scevgep1217, align 8, !noalias !20
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1214 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1215 = getelementptr double, double* %scevgep1214, i64 -66
  %.236.5.i.7 = load double, double* %scevgep1215, align 8, !noalias !20
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1212 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1213 = getelementptr double, double* %scevgep1212, i64 -65
  %.236.6.i.7 = load double, double* %scevgep1213, align 8, !noalias !20
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %scevgep1338 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1339 = getelementptr double, double* %scevgep1338, i64 -64
  %.236.7.i.7 = load double, double* %scevgep1339, align 8, !noalias !20
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %scevgep1085 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1086 = getelementptr double, double* %scevgep1085, i64 -63
  %.236.i.1145 = load double, double* %scevgep1086, align 8, !noalias !20
  %.239.i.1146 = fadd double %.239.7.i.7, %.236.i.1145
  %scevgep1087 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1088 = getelementptr double, double* %scevgep1087, i64 -62
  %.236.1.i.1147 = load double, double* %scevgep1088, align 8, !noalias !20
  %.239.1.i.1148 = fadd double %.239.i.1146, %.236.1.i.1147
  %scevgep1089 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1090 = getelementptr double, double* %scevgep1089, i64 -61
  %.236.2.i.1149 = load double, double* %scevgep1090, align 8, !noalias !20
  %.239.2.i.1150 = fadd double %.239.1.i.1148, %.236.2.i.1149
  %scevgep1091 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1092 = getelementptr double, double* %scevgep1091, i64 -60
  %.236.3.i.1151 = load double, double* %scevgep1092, align 8, !noalias !20
  %.239.3.i.1152 = fadd double %.239.2.i.1150, %.236.3.i.1151
  %scevgep1093 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1094 = getelementptr double, double* %scevgep1093, i64 -59
  %.236.4.i.1153 = load double, double* %scevgep1094, align 8, !noalias !20
  %.239.4.i.1154 = fadd double %.239.3.i.1152, %.236.4.i.1153
  %scevgep1095 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1096 = getelementptr double, double* %scevgep1095, i64 -58
  %.236.5.i.1155 = load double, double* %scevgep1096, align 8, !noalias !20
  %.239.5.i.1156 = fadd double %.239.4.i.1154, %.236.5.i.1155
  %scevgep1097 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1098 = getelementptr double, double* %scevgep1097, i64 -57
  %.236.6.i.1157 = load double, double* %scevgep1098, align 8, !noalias !20
  %.239.6.i.1158 = fadd double %.239.5.i.1156, %.236.6.i.1157
  %scevgep1099 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1100 = getelementptr double, double* %scevgep1099, i64 -56
  %.236.7.i.1159 = load double, double* %scevgep1100, align 8, !noalias !20
  %.239.7.i.1160 = fadd double %.239.6.i.1158, %.236.7.i.1159
  %scevgep1101 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1102 = getelementptr double, double* %scevgep1101, i64 -55
  %.236.i.1.1 = load double, double* %scevgep1102, align 8, !noalias !20
  %.239.i.1.1 = fadd double %.239.7.i.1160, %.236.i.1.1
  %scevgep1103 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1104 = getelementptr double, double* %scevgep1103, i64 -54
  %.236.1.i.1.1 = load double, double* %scevgep1104, align 8, !noalias !20
  %.239.1.i.1.1 = fadd double %.239.i.1.1, %.236.1.i.1.1
  %scevgep1105 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1106 = getelementptr double, double* %scevgep1105, i64 -53
  %.236.2.i.1.1 = load double, double* %scevgep1106, align 8, !noalias !20
  %.239.2.i.1.1 = fadd double %.239.1.i.1.1, %.236.2.i.1.1
  %scevgep1107 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1108 = getelementptr double, double* %scevgep1107, i64 -52
  %.236.3.i.1.1 = load double, double* %scevgep1108, align 8, !noalias !20
  %.239.3.i.1.1 = fadd double %.239.2.i.1.1, %.236.3.i.1.1
  %scevgep1109 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1110 = getelementptr double, double* %scevgep1109, i64 -51
  %.236.4.i.1.1 = load double, double* %scevgep1110, align 8, !noalias !20
  %.239.4.i.1.1 = fadd double %.239.3.i.1.1, %.236.4.i.1.1
  %scevgep1111 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1112 = getelementptr double, double* %scevgep1111, i64 -50
  %.236.5.i.1.1 = load double, double* %scevgep1112, align 8, !noalias !20
  %.239.5.i.1.1 = fadd double %.239.4.i.1.1, %.236.5.i.1.1
  %scevgep1113 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1114 = getelementptr double, double* %scevgep1113, i64 -49
  %.236.6.i.1.1 = load double, double* %scevgep1114, align 8, !noalias !20
  %.239.6.i.1.1 = fadd double %.239.5.i.1.1, %.236.6.i.1.1
  %scevgep1115 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1116 = getelementptr double, double* %scevgep1115, i64 -48
  %.236.7.i.1.1 = load double, double* %scevgep1116, align 8, !noalias !20
  %.239.7.i.1.1 = fadd double %.239.6.i.1.1, %.236.7.i.1.1
  %scevgep1117 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1118 = getelementptr double, double* %scevgep1117, i64 -47
  %.236.i.2.1 = load double, double* %scevgep1118, align 8, !noalias !20
  %.239.i.2.1 = fadd double %.239.7.i.1.1, %.236.i.2.1
  %scevgep1119 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1120 = getelementptr double, double* %scevgep1119, i64 -46
  %.236.1.i.2.1 = load double, double* %scevgep1120, align 8, !noalias !20
  %.239.1.i.2.1 = fadd double %.239.i.2.1, %.236.1.i.2.1
  %scevgep1121 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1122 = getelementptr double, double* %scevgep1121, i64 -45
  %.236.2.i.2.1 = load double, double* %scevgep1122, align 8, !noalias !20
  %.239.2.i.2.1 = fadd double %.239.1.i.2.1, %.236.2.i.2.1
  %scevgep1123 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1124 = getelementptr double, double* %scevgep1123, i64 -44
  %.236.3.i.2.1 = load double, double* %scevgep1124, align 8, !noalias !20
  %.239.3.i.2.1 = fadd double %.239.2.i.2.1, %.236.3.i.2.1
  %scevgep1125 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1126 = getelementptr double, double* %scevgep1125, i64 -43
  %.236.4.i.2.1 = load double, double* %scevgep1126, align 8, !noalias !20
  %.239.4.i.2.1 = fadd double %.239.3.i.2.1, %.236.4.i.2.1
  %scevgep1127 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1128 = getelementptr double, double* %scevgep1127, i64 -42
  %.236.5.i.2.1 = load double, double* %scevgep1128, align 8, !noalias !20
  %.239.5.i.2.1 = fadd double %.239.4.i.2.1, %.236.5.i.2.1
  %scevgep1129 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1130 = getelementptr double, double* %scevgep1129, i64 -41
  %.236.6.i.2.1 = load double, double* %scevgep1130, align 8, !noalias !20
  %.239.6.i.2.1 = fadd double %.239.5.i.2.1, %.236.6.i.2.1
  %scevgep1131 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1132 = getelementptr double, double* %scevgep1131, i64 -40
  %.236.7.i.2.1 = load double, double* %scevgep1132, align 8, !noalias !20
  %.239.7.i.2.1 = fadd double %.239.6.i.2.1, %.236.7.i.2.1
  %scevgep1133 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1134 = getelementptr double, double* %scevgep1133, i64 -39
  %.236.i.3.1 = load double, double* %scevgep1134, align 8, !noalias !20
  %.239.i.3.1 = fadd double %.239.7.i.2.1, %.236.i.3.1
  %scevgep1135 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1136 = getelementptr double, double* %scevgep1135, i64 -38
  %.236.1.i.3.1 = load double, double* %scevgep1136, align 8, !noalias !20
  %.239.1.i.3.1 = fadd double %.239.i.3.1, %.236.1.i.3.1
  %scevgep1137 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1138 = getelementptr double, double* %scevgep1137, i64 -37
  %.236.2.i.3.1 = load double, double* %scevgep1138, align 8, !noalias !20
  %.239.2.i.3.1 = fadd double %.239.1.i.3.1, %.236.2.i.3.1
  %scevgep1139 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1140 = getelementptr double, double* %scevgep1139, i64 -36
  %.236.3.i.3.1 = load double, double* %scevgep1140, align 8, !noalias !20
  %.239.3.i.3.1 = fadd double %.239.2.i.3.1, %.236.3.i.3.1
  %scevgep1141 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1142 = getelementptr double, double* %scevgep1141, i64 -35
  %.236.4.i.3.1 = load double, double* %scevgep1142, align 8, !noalias !20
  %.239.4.i.3.1 = fadd double %.239.3.i.3.1, %.236.4.i.3.1
  %scevgep1143 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1144 = getelementptr double, double* %scevgep1143, i64 -34
  %.236.5.i.3.1 = load double, double* %scevgep1144, align 8, !noalias !20
  %.239.5.i.3.1 = fadd double %.239.4.i.3.1, %.236.5.i.3.1
  %scevgep1145 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1146 = getelementptr double, double* %scevgep1145, i64 -33
  %.236.6.i.3.1 = load double, double* %scevgep1146, align 8, !noalias !20
  %.239.6.i.3.1 = fadd double %.239.5.i.3.1, %.236.6.i.3.1
  %scevgep1147 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1148 = getelementptr double, double* %scevgep1147, i64 -32
  %.236.7.i.3.1 = load double, double* %scevgep1148, align 8, !noalias !20
  %.239.7.i.3.1 = fadd double %.239.6.i.3.1, %.236.7.i.3.1
  %scevgep1149 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1150 = getelementptr double, double* %scevgep1149, i64 -31
  %.236.i.4.1 = load double, double* %scevgep1150, align 8, !noalias !20
  %.239.i.4.1 = fadd double %.239.7.i.3.1, %.236.i.4.1
  %scevgep1151 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1152 = getelementptr double, double* %scevgep1151, i64 -30
  %.236.1.i.4.1 = load double, double* %scevgep1152, align 8, !noalias !20
  %.239.1.i.4.1 = fadd double %.239.i.4.1, %.236.1.i.4.1
  %scevgep1153 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1154 = getelementptr double, double* %scevgep1153, i64 -29
  %.236.2.i.4.1 = load double, double* %scevgep1154, align 8, !noalias !20
  %.239.2.i.4.1 = fadd double %.239.1.i.4.1, %.236.2.i.4.1
  %scevgep1155 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1156 = getelementptr double, double* %scevgep1155, i64 -28
  %.236.3.i.4.1 = load double, double* %scevgep1156, align 8, !noalias !20
  %.239.3.i.4.1 = fadd double %.239.2.i.4.1, %.236.3.i.4.1
  %scevgep1157 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1158 = getelementptr double, double* %scevgep1157, i64 -27
  %.236.4.i.4.1 = load double, double* %scevgep1158, align 8, !noalias !20
  %.239.4.i.4.1 = fadd double %.239.3.i.4.1, %.236.4.i.4.1
  %scevgep1159 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1160 = getelementptr double, double* %scevgep1159, i64 -26
  %.236.5.i.4.1 = load double, double* %scevgep1160, align 8, !noalias !20
  %.239.5.i.4.1 = fadd double %.239.4.i.4.1, %.236.5.i.4.1
  %scevgep1161 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1162 = getelementptr double, double* %scevgep1161, i64 -25
  %.236.6.i.4.1 = load double, double* %scevgep1162, align 8, !noalias !20
  %.239.6.i.4.1 = fadd double %.239.5.i.4.1, %.236.6.i.4.1
  %scevgep1163 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1164 = getelementptr double, double* %scevgep1163, i64 -24
  %.236.7.i.4.1 = load double, double* %scevgep1164, align 8, !noalias !20
  %.239.7.i.4.1 = fadd double %.239.6.i.4.1, %.236.7.i.4.1
  %scevgep1165 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1166 = getelementptr double, double* %scevgep1165, i64 -23
  %.236.i.5.1 = load double, double* %scevgep1166, align 8, !noalias !20
  %.239.i.5.1 = fadd double %.239.7.i.4.1, %.236.i.5.1
  %scevgep1167 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1168 = getelementptr double, double* %scevgep1167, i64 -22
  %.236.1.i.5.1 = load double, double* %scevgep1168, align 8, !noalias !20
  %.239.1.i.5.1 = fadd double %.239.i.5.1, %.236.1.i.5.1
  %scevgep1169 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1170 = getelementptr double, double* %scevgep1169, i64 -21
  %.236.2.i.5.1 = load double, double* %scevgep1170, align 8, !noalias !20
  %.239.2.i.5.1 = fadd double %.239.1.i.5.1, %.236.2.i.5.1
  %scevgep1171 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1172 = getelementptr double, double* %scevgep1171, i64 -20
  %.236.3.i.5.1 = load double, double* %scevgep1172, align 8, !noalias !20
  %.239.3.i.5.1 = fadd double %.239.2.i.5.1, %.236.3.i.5.1
  %scevgep1173 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1174 = getelementptr double, double* %scevgep1173, i64 -19
  %.236.4.i.5.1 = load double, double* %scevgep1174, align 8, !noalias !20
  %.239.4.i.5.1 = fadd double %.239.3.i.5.1, %.236.4.i.5.1
  %scevgep1175 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1176 = getelementptr double, double* %scevgep1175, i64 -18
  %.236.5.i.5.1 = load double, double* %scevgep1176, align 8, !noalias !20
  %.239.5.i.5.1 = fadd double %.239.4.i.5.1, %.236.5.i.5.1
  %scevgep1177 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1178 = getelementptr double, double* %scevgep1177, i64 -17
  %.236.6.i.5.1 = load double, double* %scevgep1178, align 8, !noalias !20
  %.239.6.i.5.1 = fadd double %.239.5.i.5.1, %.236.6.i.5.1
  %scevgep1179 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1180 = getelementptr double, double* %scevgep1179, i64 -16
  %.236.7.i.5.1 = load double, double* %scevgep1180, align 8, !noalias !20
  %.239.7.i.5.1 = fadd double %.239.6.i.5.1, %.236.7.i.5.1
  %scevgep1181 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1182 = getelementptr double, double* %scevgep1181, i64 -15
  %.236.i.6.1 = load double, double* %scevgep1182, align 8, !noalias !20
  %.239.i.6.1 = fadd double %.239.7.i.5.1, %.236.i.6.1
  %scevgep1183 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1184 = getelementptr double, double* %scevgep1183, i64 -14
  %.236.1.i.6.1 = load double, double* %scevgep1184, align 8, !noalias !20
  %.239.1.i.6.1 = fadd double %.239.i.6.1, %.236.1.i.6.1
  %scevgep1185 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1186 = getelementptr double, double* %scevgep1185, i64 -13
  %.236.2.i.6.1 = load double, double* %scevgep1186, align 8, !noalias !20
  %.239.2.i.6.1 = fadd double %.239.1.i.6.1, %.236.2.i.6.1
  %scevgep1187 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1188 = getelementptr double, double* %scevgep1187, i64 -12
  %.236.3.i.6.1 = load double, double* %scevgep1188, align 8, !noalias !20
  %.239.3.i.6.1 = fadd double %.239.2.i.6.1, %.236.3.i.6.1
  %scevgep1189 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1190 = getelementptr double, double* %scevgep1189, i64 -11
  %.236.4.i.6.1 = load double, double* %scevgep1190, align 8, !noalias !20
  %.239.4.i.6.1 = fadd double %.239.3.i.6.1, %.236.4.i.6.1
  %scevgep1191 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1192 = getelementptr double, double* %scevgep1191, i64 -10
  %.236.5.i.6.1 = load double, double* %scevgep1192, align 8, !noalias !20
  %.239.5.i.6.1 = fadd double %.239.4.i.6.1, %.236.5.i.6.1
  %scevgep1193 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1194 = getelementptr double, double* %scevgep1193, i64 -9
  %.236.6.i.6.1 = load double, double* %scevgep1194, align 8, !noalias !20
  %.239.6.i.6.1 = fadd double %.239.5.i.6.1, %.236.6.i.6.1
  %scevgep1195 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1196 = getelementptr double, double* %scevgep1195, i64 -8
  %.236.7.i.6.1 = load double, double* %scevgep1196, align 8, !noalias !20
  %.239.7.i.6.1 = fadd double %.239.6.i.6.1, %.236.7.i.6.1
  %scevgep1197 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1198 = getelementptr double, double* %scevgep1197, i64 -7
  %.236.i.7.1 = load double, double* %scevgep1198, align 8, !noalias !20
  %.239.i.7.1 = fadd double %.239.7.i.6.1, %.236.i.7.1
  %scevgep1199 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1200 = getelementptr double, double* %scevgep1199, i64 -6
  %.236.1.i.7.1 = load double, double* %scevgep1200, align 8, !noalias !20
  %.239.1.i.7.1 = fadd double %.239.i.7.1, %.236.1.i.7.1
  %scevgep1201 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1202 = getelementptr double, double* %scevgep1201, i64 -5
  %.236.2.i.7.1 = load double, double* %scevgep1202, align 8, !noalias !20
  %.239.2.i.7.1 = fadd double %.239.1.i.7.1, %.236.2.i.7.1
  %scevgep1203 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1204 = getelementptr double, double* %scevgep1203, i64 -4
  %.236.3.i.7.1 = load double, double* %scevgep1204, align 8, !noalias !20
  %.239.3.i.7.1 = fadd double %.239.2.i.7.1, %.236.3.i.7.1
  %scevgep1205 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1206 = getelementptr double, double* %scevgep1205, i64 -3
  %.236.4.i.7.1 = load double, double* %scevgep1206, align 8, !noalias !20
  %.239.4.i.7.1 = fadd double %.239.3.i.7.1, %.236.4.i.7.1
  %scevgep1207 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1208 = getelementptr double, double* %scevgep1207, i64 -2
  %.236.5.i.7.1 = load double, double* %scevgep1208, align 8, !noalias !20
  %.239.5.i.7.1 = fadd double %.239.4.i.7.1, %.236.5.i.7.1
  %scevgep1209 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %scevgep1210 = getelementptr double, double* %scevgep1209, i64 -1
  %.236.6.i.7.1 = load double, double* %scevgep1210, align 8, !noalias !20
  %.239.6.i.7.1 = fadd double %.239.5.i.7.1, %.236.6.i.7.1
  %.182.7.i.7.1 = add i64 %.70.06.i, 128
  %scevgep1211 = getelementptr double, double* %scevgep1084, i64 %.70.06.i
  %.236.7.i.7.1 = load double, double* %scevgep1211, align 8, !noalias !20
  %.239.7.i.7.1 = fadd double %.239.6.i.7.1, %.236.7.i.7.1
  %lsr.iv.next1341 = add i64 %lsr.iv1340, -2
  %niter144.ncmp.1 = icmp eq i64 %lsr.iv.next1341, 0
  br i1 %niter144.ncmp.1, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

B128.i:                                           ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %entry
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %entry ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.v.5.0, i64 8)
  %.111 = extractvalue { i64, i1 } %.109, 1
  br i1 %.111, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579437099904, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !26
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i3 = getelementptr i8, i8* %.7.i.i, i64 24
  %141 = bitcast i8* %.5.i3 to double**
  %.6.i68 = load double*, double** %141, align 8
  %.17865 = icmp sgt i64 %arg.v.5.0, 0
  br i1 %.17865, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.180.not = icmp eq i64 %arg.v.5.0, 1
  br i1 %.180.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.v.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader90, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i68, i64 %arg.v.5.0
  %scevgep85 = getelementptr double, double* %arg.v.4, i64 %arg.v.5.0
  %bound0 = icmp ult double* %.6.i68, %scevgep85
  %bound1 = icmp ugt double* %scevgep, %arg.v.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader90, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.v.5.0, -32
  %142 = add nsw i64 %n.vec, -32
  %143 = lshr exact i64 %142, 5
  %144 = add nuw nsw i64 %143, 1
  %xtraiter94 = and i64 %144, 7
  %145 = icmp ult i64 %142, 224
  br i1 %145, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter97 = and i64 %144, 1152921504606846968
  %scevgep325 = getelementptr double, double* %arg.v.4, i64 248
  %scevgep421 = getelementptr double, double* %.6.i68, i64 248
  %146 = add nsw i64 %unroll_iter97, -8
  %147 = lshr exact i64 %146, 3
  %148 = add nuw nsw i64 %147, 1
  %xtraiter95 = and i64 %148, 3
  %149 = icmp ult i64 %146, 24
  br i1 %149, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %const1344 = bitcast i64 4611686018427387896 to i64
  %const_mat1345 = add i64 %const1344, 4
  %unroll_iter104 = and i64 %148, %const_mat1345
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %index = phi i64 [ 0, %vector.ph.new.new ], [ %index.next.7.3, %vector.body ]
  %niter105 = phi i64 [ 0, %vector.ph.new.new ], [ %niter105.next.3, %vector.body ]
  %scevgep411 = getelementptr double, double* %arg.v.4, i64 %index
  %150 = bitcast double* %scevgep411 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %150, align 8, !alias.scope !33
  %sunkaddr1536 = mul i64 %index, 8
  %151 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1537 = getelementptr i8, i8* %151, i64 %sunkaddr1536
  %sunkaddr1538 = getelementptr i8, i8* %sunkaddr1537, i64 64
  %152 = bitcast i8* %sunkaddr1538 to <8 x double>*
  %wide.load87 = load <8 x double>, <8 x double>* %152, align 8, !alias.scope !33
  %sunkaddr1539 = mul i64 %index, 8
  %153 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1540 = getelementptr i8, i8* %153, i64 %sunkaddr1539
  %sunkaddr1541 = getelementptr i8, i8* %sunkaddr1540, i64 128
  %154 = bitcast i8* %sunkaddr1541 to <8 x double>*
  %wide.load88 = load <8 x double>, <8 x double>* %154, align 8, !alias.scope !33
  %sunkaddr1542 = mul i64 %index, 8
  %155 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1543 = getelementptr i8, i8* %155, i64 %sunkaddr1542
  %sunkaddr1544 = getelementptr i8, i8* %sunkaddr1543, i64 192
  %156 = bitcast i8* %sunkaddr1544 to <8 x double>*
  %wide.load89 = load <8 x double>, <8 x double>* %156, align 8, !alias.scope !33
  %157 = fmul <8 x double> %wide.load, %wide.load
  %158 = fmul <8 x double> %wide.load87, %wide.load87
  %159 = fmul <8 x double> %wide.load88, %wide.load88
  %160 = fmul <8 x double> %wide.load89, %wide.load89
  %scevgep507 = getelementptr double, double* %.6.i68, i64 %index
  %161 = bitcast double* %scevgep507 to <8 x double>*
  store <8 x double> %157, <8 x double>* %161, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1545 = mul i64 %index, 8
  %162 = bitcast double* %.6.i68 to i8*
  %sunkaddr1546 = getelementptr i8, i8* %162, i64 %sunkaddr1545
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1546, i64 64
  %163 = bitcast i8* %sunkaddr1547 to <8 x double>*
  store <8 x double> %158, <8 x double>* %163, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1548 = mul i64 %index, 8
  %164 = bitcast double* %.6.i68 to i8*
  %sunkaddr1549 = getelementptr i8, i8* %164, i64 %sunkaddr1548
  %sunkaddr1550 = getelementptr i8, i8* %sunkaddr1549, i64 128
  %165 = bitcast i8* %sunkaddr1550 to <8 x double>*
  store <8 x double> %159, <8 x double>* %165, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1551 = mul i64 %index, 8
  %166 = bitcast double* %.6.i68 to i8*
  %sunkaddr1552 = getelementptr i8, i8* %166, i64 %sunkaddr1551
  %sunkaddr1553 = getelementptr i8, i8* %sunkaddr1552, i64 192
  %167 = bitcast i8* %sunkaddr1553 to <8 x double>*
  store <8 x double> %160, <8 x double>* %167, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1554 = mul i64 %index, 8
  %168 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1555 = getelementptr i8, i8* %168, i64 %sunkaddr1554
  %sunkaddr1556 = getelementptr i8, i8* %sunkaddr1555, i64 256
  %169 = bitcast i8* %sunkaddr1556 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %169, align 8, !alias.scope !33
  %sunkaddr1557 = mul i64 %index, 8
  %170 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1558 = getelementptr i8, i8* %170, i64 %sunkaddr1557
  %sunkaddr1559 = getelementptr i8, i8* %sunkaddr1558, i64 320
  %171 = bitcast i8* %sunkaddr1559 to <8 x double>*
  %wide.load87.1 = load <8 x double>, <8 x double>* %171, align 8, !alias.scope !33
  %sunkaddr1560 = mul i64 %index, 8
  %172 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1561 = getelementptr i8, i8* %172, i64 %sunkaddr1560
  %sunkaddr1562 = getelementptr i8, i8* %sunkaddr1561, i64 384
  %173 = bitcast i8* %sunkaddr1562 to <8 x double>*
  %wide.load88.1 = load <8 x double>, <8 x double>* %173, align 8, !alias.scope !33
  %sunkaddr1563 = mul i64 %index, 8
  %174 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1564 = getelementptr i8, i8* %174, i64 %sunkaddr1563
  %sunkaddr1565 = getelementptr i8, i8* %sunkaddr1564, i64 448
  %175 = bitcast i8* %sunkaddr1565 to <8 x double>*
  %wide.load89.1 = load <8 x double>, <8 x double>* %175, align 8, !alias.scope !33
  %176 = fmul <8 x double> %wide.load.1, %wide.load.1
  %177 = fmul <8 x double> %wide.load87.1, %wide.load87.1
  %178 = fmul <8 x double> %wide.load88.1, %wide.load88.1
  %179 = fmul <8 x double> %wide.load89.1, %wide.load89.1
  %sunkaddr1566 = mul i64 %index, 8
  %180 = bitcast double* %.6.i68 to i8*
  %sunkaddr1567 = getelementptr i8, i8* %180, i64 %sunkaddr1566
  %sunkaddr1568 = getelementptr i8, i8* %sunkaddr1567, i64 256
  %181 = bitcast i8* %sunkaddr1568 to <8 x double>*
  store <8 x double> %176, <8 x double>* %181, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1569 = mul i64 %index, 8
  %182 = bitcast double* %.6.i68 to i8*
  %sunkaddr1570 = getelementptr i8, i8* %182, i64 %sunkaddr1569
  %sunkaddr1571 = getelementptr i8, i8* %sunkaddr1570, i64 320
  %183 = bitcast i8* %sunkaddr1571 to <8 x double>*
  store <8 x double> %177, <8 x double>* %183, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1572 = mul i64 %index, 8
  %184 = bitcast double* %.6.i68 to i8*
  %sunkaddr1573 = getelementptr i8, i8* %184, i64 %sunkaddr1572
  %sunkaddr1574 = getelementptr i8, i8* %sunkaddr1573, i64 384
  %185 = bitcast i8* %sunkaddr1574 to <8 x double>*
  store <8 x double> %178, <8 x double>* %185, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1575 = mul i64 %index, 8
  %186 = bitcast double* %.6.i68 to i8*
  %sunkaddr1576 = getelementptr i8, i8* %186, i64 %sunkaddr1575
  %sunkaddr1577 = getelementptr i8, i8* %sunkaddr1576, i64 448
  %187 = bitcast i8* %sunkaddr1577 to <8 x double>*
  store <8 x double> %179, <8 x double>* %187, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1578 = mul i64 %index, 8
  %188 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1579 = getelementptr i8, i8* %188, i64 %sunkaddr1578
  %sunkaddr1580 = getelementptr i8, i8* %sunkaddr1579, i64 512
  %189 = bitcast i8* %sunkaddr1580 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %189, align 8, !alias.scope !33
  %sunkaddr1581 = mul i64 %index, 8
  %190 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1582 = getelementptr i8, i8* %190, i64 %sunkaddr1581
  %sunkaddr1583 = getelementptr i8, i8* %sunkaddr1582, i64 576
  %191 = bitcast i8* %sunkaddr1583 to <8 x double>*
  %wide.load87.2 = load <8 x double>, <8 x double>* %191, align 8, !alias.scope !33
  %sunkaddr1584 = mul i64 %index, 8
  %192 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1585 = getelementptr i8, i8* %192, i64 %sunkaddr1584
  %sunkaddr1586 = getelementptr i8, i8* %sunkaddr1585, i64 640
  %193 = bitcast i8* %sunkaddr1586 to <8 x double>*
  %wide.load88.2 = load <8 x double>, <8 x double>* %193, align 8, !alias.scope !33
  %sunkaddr1587 = mul i64 %index, 8
  %194 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1588 = getelementptr i8, i8* %194, i64 %sunkaddr1587
  %sunkaddr1589 = getelementptr i8, i8* %sunkaddr1588, i64 704
  %195 = bitcast i8* %sunkaddr1589 to <8 x double>*
  %wide.load89.2 = load <8 x double>, <8 x double>* %195, align 8, !alias.scope !33
  %196 = fmul <8 x double> %wide.load.2, %wide.load.2
  %197 = fmul <8 x double> %wide.load87.2, %wide.load87.2
  %198 = fmul <8 x double> %wide.load88.2, %wide.load88.2
  %199 = fmul <8 x double> %wide.load89.2, %wide.load89.2
  %sunkaddr1590 = mul i64 %index, 8
  %200 = bitcast double* %.6.i68 to i8*
  %sunkaddr1591 = getelementptr i8, i8* %200, i64 %sunkaddr1590
  %sunkaddr1592 = getelementptr i8, i8* %sunkaddr1591, i64 512
  %201 = bitcast i8* %sunkaddr1592 to <8 x double>*
  store <8 x double> %196, <8 x double>* %201, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1593 = mul i64 %index, 8
  %202 = bitcast double* %.6.i68 to i8*
  %sunkaddr1594 = getelementptr i8, i8* %202, i64 %sunkaddr1593
  %sunkaddr1595 = getelementptr i8, i8* %sunkaddr1594, i64 576
  %203 = bitcast i8* %sunkaddr1595 to <8 x double>*
  store <8 x double> %197, <8 x double>* %203, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1596 = mul i64 %index, 8
  %204 = bitcast double* %.6.i68 to i8*
  %sunkaddr1597 = getelementptr i8, i8* %204, i64 %sunkaddr1596
  %sunkaddr1598 = getelementptr i8, i8* %sunkaddr1597, i64 640
  %205 = bitcast i8* %sunkaddr1598 to <8 x double>*
  store <8 x double> %198, <8 x double>* %205, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1599 = mul i64 %index, 8
  %206 = bitcast double* %.6.i68 to i8*
  %sunkaddr1600 = getelementptr i8, i8* %206, i64 %sunkaddr1599
  %sunkaddr1601 = getelementptr i8, i8* %sunkaddr1600, i64 704
  %207 = bitcast i8* %sunkaddr1601 to <8 x double>*
  store <8 x double> %199, <8 x double>* %207, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1602 = mul i64 %index, 8
  %208 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1603 = getelementptr i8, i8* %208, i64 %sunkaddr1602
  %sunkaddr1604 = getelementptr i8, i8* %sunkaddr1603, i64 768
  %209 = bitcast i8* %sunkaddr1604 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %209, align 8, !alias.scope !33
  %sunkaddr1605 = mul i64 %index, 8
  %210 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1606 = getelementptr i8, i8* %210, i64 %sunkaddr1605
  %sunkaddr1607 = getelementptr i8, i8* %sunkaddr1606, i64 832
  %211 = bitcast i8* %sunkaddr1607 to <8 x double>*
  %wide.load87.3 = load <8 x double>, <8 x double>* %211, align 8, !alias.scope !33
  %sunkaddr1608 = mul i64 %index, 8
  %212 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1609 = getelementptr i8, i8* %212, i64 %sunkaddr1608
  %sunkaddr1610 = getelementptr i8, i8* %sunkaddr1609, i64 896
  %213 = bitcast i8* %sunkaddr1610 to <8 x double>*
  %wide.load88.3 = load <8 x double>, <8 x double>* %213, align 8, !alias.scope !33
  %sunkaddr1611 = mul i64 %index, 8
  %214 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1612 = getelementptr i8, i8* %214, i64 %sunkaddr1611
  %sunkaddr1613 = getelementptr i8, i8* %sunkaddr1612, i64 960
  %215 = bitcast i8* %sunkaddr1613 to <8 x double>*
  %wide.load89.3 = load <8 x double>, <8 x double>* %215, align 8, !alias.scope !33
  %216 = fmul <8 x double> %wide.load.3, %wide.load.3
  %217 = fmul <8 x double> %wide.load87.3, %wide.load87.3
  %218 = fmul <8 x double> %wide.load88.3, %wide.load88.3
  %219 = fmul <8 x double> %wide.load89.3, %wide.load89.3
  %sunkaddr1614 = mul i64 %index, 8
  %220 = bitcast double* %.6.i68 to i8*
  %sunkaddr1615 = getelementptr i8, i8* %220, i64 %sunkaddr1614
  %sunkaddr1616 = getelementptr i8, i8* %sunkaddr1615, i64 768
  %221 = bitcast i8* %sunkaddr1616 to <8 x double>*
  store <8 x double> %216, <8 x double>* %221, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1617 = mul i64 %index, 8
  %222 = bitcast double* %.6.i68 to i8*
  %sunkaddr1618 = getelementptr i8, i8* %222, i64 %sunkaddr1617
  %sunkaddr1619 = getelementptr i8, i8* %sunkaddr1618, i64 832
  %223 = bitcast i8* %sunkaddr1619 to <8 x double>*
  store <8 x double> %217, <8 x double>* %223, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1620 = mul i64 %index, 8
  %224 = bitcast double* %.6.i68 to i8*
  %sunkaddr1621 = getelementptr i8, i8* %224, i64 %sunkaddr1620
  %sunkaddr1622 = getelementptr i8, i8* %sunkaddr1621, i64 896
  %225 = bitcast i8* %sunkaddr1622 to <8 x double>*
  store <8 x double> %218, <8 x double>* %225, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1623 = mul i64 %index, 8
  %226 = bitcast double* %.6.i68 to i8*
  %sunkaddr1624 = getelementptr i8, i8* %226, i64 %sunkaddr1623
  %sunkaddr1625 = getelementptr i8, i8* %sunkaddr1624, i64 960
  %227 = bitcast i8* %sunkaddr1625 to <8 x double>*
  store <8 x double> %219, <8 x double>* %227, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1626 = mul i64 %index, 8
  %228 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1627 = getelementptr i8, i8* %228, i64 %sunkaddr1626
  %sunkaddr1628 = getelementptr i8, i8* %sunkaddr1627, i64 1024
  %229 = bitcast i8* %sunkaddr1628 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %229, align 8, !alias.scope !33
  %sunkaddr1629 = mul i64 %index, 8
  %230 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1630 = getelementptr i8, i8* %230, i64 %sunkaddr1629
  %sunkaddr1631 = getelementptr i8, i8* %sunkaddr1630, i64 1088
  %231 = bitcast i8* %sunkaddr1631 to <8 x double>*
  %wide.load87.4 = load <8 x double>, <8 x double>* %231, align 8, !alias.scope !33
  %sunkaddr1632 = mul i64 %index, 8
  %232 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1633 = getelementptr i8, i8* %232, i64 %sunkaddr1632
  %sunkaddr1634 = getelementptr i8, i8* %sunkaddr1633, i64 1152
  %233 = bitcast i8* %sunkaddr1634 to <8 x double>*
  %wide.load88.4 = load <8 x double>, <8 x double>* %233, align 8, !alias.scope !33
  %sunkaddr1635 = mul i64 %index, 8
  %234 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1636 = getelementptr i8, i8* %234, i64 %sunkaddr1635
  %sunkaddr1637 = getelementptr i8, i8* %sunkaddr1636, i64 1216
  %235 = bitcast i8* %sunkaddr1637 to <8 x double>*
  %wide.load89.4 = load <8 x double>, <8 x double>* %235, align 8, !alias.scope !33
  %236 = fmul <8 x double> %wide.load.4, %wide.load.4
  %237 = fmul <8 x double> %wide.load87.4, %wide.load87.4
  %238 = fmul <8 x double> %wide.load88.4, %wide.load88.4
  %239 = fmul <8 x double> %wide.load89.4, %wide.load89.4
  %sunkaddr1638 = mul i64 %index, 8
  %240 = bitcast double* %.6.i68 to i8*
  %sunkaddr1639 = getelementptr i8, i8* %240, i64 %sunkaddr1638
  %sunkaddr1640 = getelementptr i8, i8* %sunkaddr1639, i64 1024
  %241 = bitcast i8* %sunkaddr1640 to <8 x double>*
  store <8 x double> %236, <8 x double>* %241, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1641 = mul i64 %index, 8
  %242 = bitcast double* %.6.i68 to i8*
  %sunkaddr1642 = getelementptr i8, i8* %242, i64 %sunkaddr1641
  %sunkaddr1643 = getelementptr i8, i8* %sunkaddr1642, i64 1088
  %243 = bitcast i8* %sunkaddr1643 to <8 x double>*
  store <8 x double> %237, <8 x double>* %243, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1644 = mul i64 %index, 8
  %244 = bitcast double* %.6.i68 to i8*
  %sunkaddr1645 = getelementptr i8, i8* %244, i64 %sunkaddr1644
  %sunkaddr1646 = getelementptr i8, i8* %sunkaddr1645, i64 1152
  %245 = bitcast i8* %sunkaddr1646 to <8 x double>*
  store <8 x double> %238, <8 x double>* %245, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1647 = mul i64 %index, 8
  %246 = bitcast double* %.6.i68 to i8*
  %sunkaddr1648 = getelementptr i8, i8* %246, i64 %sunkaddr1647
  %sunkaddr1649 = getelementptr i8, i8* %sunkaddr1648, i64 1216
  %247 = bitcast i8* %sunkaddr1649 to <8 x double>*
  store <8 x double> %239, <8 x double>* %247, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1650 = mul i64 %index, 8
  %248 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1651 = getelementptr i8, i8* %248, i64 %sunkaddr1650
  %sunkaddr1652 = getelementptr i8, i8* %sunkaddr1651, i64 1280
  %249 = bitcast i8* %sunkaddr1652 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %249, align 8, !alias.scope !33
  %sunkaddr1653 = mul i64 %index, 8
  %250 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1654 = getelementptr i8, i8* %250, i64 %sunkaddr1653
  %sunkaddr1655 = getelementptr i8, i8* %sunkaddr1654, i64 1344
  %251 = bitcast i8* %sunkaddr1655 to <8 x double>*
  %wide.load87.5 = load <8 x double>, <8 x double>* %251, align 8, !alias.scope !33
  %sunkaddr1656 = mul i64 %index, 8
  %252 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1657 = getelementptr i8, i8* %252, i64 %sunkaddr1656
  %sunkaddr1658 = getelementptr i8, i8* %sunkaddr1657, i64 1408
  %253 = bitcast i8* %sunkaddr1658 to <8 x double>*
  %wide.load88.5 = load <8 x double>, <8 x double>* %253, align 8, !alias.scope !33
  %sunkaddr1659 = mul i64 %index, 8
  %254 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1660 = getelementptr i8, i8* %254, i64 %sunkaddr1659
  %sunkaddr1661 = getelementptr i8, i8* %sunkaddr1660, i64 1472
  %255 = bitcast i8* %sunkaddr1661 to <8 x double>*
  %wide.load89.5 = load <8 x double>, <8 x double>* %255, align 8, !alias.scope !33
  %256 = fmul <8 x double> %wide.load.5, %wide.load.5
  %257 = fmul <8 x double> %wide.load87.5, %wide.load87.5
  %258 = fmul <8 x double> %wide.load88.5, %wide.load88.5
  %259 = fmul <8 x double> %wide.load89.5, %wide.load89.5
  %sunkaddr1662 = mul i64 %index, 8
  %260 = bitcast double* %.6.i68 to i8*
  %sunkaddr1663 = getelementptr i8, i8* %260, i64 %sunkaddr1662
  %sunkaddr1664 = getelementptr i8, i8* %sunkaddr1663, i64 1280
  %261 = bitcast i8* %sunkaddr1664 to <8 x double>*
  store <8 x double> %256, <8 x double>* %261, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1665 = mul i64 %index, 8
  %262 = bitcast double* %.6.i68 to i8*
  %sunkaddr1666 = getelementptr i8, i8* %262, i64 %sunkaddr1665
  %sunkaddr1667 = getelementptr i8, i8* %sunkaddr1666, i64 1344
  %263 = bitcast i8* %sunkaddr1667 to <8 x double>*
  store <8 x double> %257, <8 x double>* %263, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1668 = mul i64 %index, 8
  %264 = bitcast double* %.6.i68 to i8*
  %sunkaddr1669 = getelementptr i8, i8* %264, i64 %sunkaddr1668
  %sunkaddr1670 = getelementptr i8, i8* %sunkaddr1669, i64 1408
  %265 = bitcast i8* %sunkaddr1670 to <8 x double>*
  store <8 x double> %258, <8 x double>* %265, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1671 = mul i64 %index, 8
  %266 = bitcast double* %.6.i68 to i8*
  %sunkaddr1672 = getelementptr i8, i8* %266, i64 %sunkaddr1671
  %sunkaddr1673 = getelementptr i8, i8* %sunkaddr1672, i64 1472
  %267 = bitcast i8* %sunkaddr1673 to <8 x double>*
  store <8 x double> %259, <8 x double>* %267, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1674 = mul i64 %index, 8
  %268 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1675 = getelementptr i8, i8* %268, i64 %sunkaddr1674
  %sunkaddr1676 = getelementptr i8, i8* %sunkaddr1675, i64 1536
  %269 = bitcast i8* %sunkaddr1676 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %269, align 8, !alias.scope !33
  %sunkaddr1677 = mul i64 %index, 8
  %270 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1678 = getelementptr i8, i8* %270, i64 %sunkaddr1677
  %sunkaddr1679 = getelementptr i8, i8* %sunkaddr1678, i64 1600
  %271 = bitcast i8* %sunkaddr1679 to <8 x double>*
  %wide.load87.6 = load <8 x double>, <8 x double>* %271, align 8, !alias.scope !33
  %sunkaddr1680 = mul i64 %index, 8
  %272 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1681 = getelementptr i8, i8* %272, i64 %sunkaddr1680
  %sunkaddr1682 = getelementptr i8, i8* %sunkaddr1681, i64 1664
  %273 = bitcast i8* %sunkaddr1682 to <8 x double>*
  %wide.load88.6 = load <8 x double>, <8 x double>* %273, align 8, !alias.scope !33
  %sunkaddr1683 = mul i64 %index, 8
  %274 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1684 = getelementptr i8, i8* %274, i64 %sunkaddr1683
  %sunkaddr1685 = getelementptr i8, i8* %sunkaddr1684, i64 1728
  %275 = bitcast i8* %sunkaddr1685 to <8 x double>*
  %wide.load89.6 = load <8 x double>, <8 x double>* %275, align 8, !alias.scope !33
  %276 = fmul <8 x double> %wide.load.6, %wide.load.6
  %277 = fmul <8 x double> %wide.load87.6, %wide.load87.6
  %278 = fmul <8 x double> %wide.load88.6, %wide.load88.6
  %279 = fmul <8 x double> %wide.load89.6, %wide.load89.6
  %sunkaddr1686 = mul i64 %index, 8
  %280 = bitcast double* %.6.i68 to i8*
  %sunkaddr1687 = getelementptr i8, i8* %280, i64 %sunkaddr1686
  %sunkaddr1688 = getelementptr i8, i8* %sunkaddr1687, i64 1536
  %281 = bitcast i8* %sunkaddr1688 to <8 x double>*
  store <8 x double> %276, <8 x double>* %281, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1689 = mul i64 %index, 8
  %282 = bitcast double* %.6.i68 to i8*
  %sunkaddr1690 = getelementptr i8, i8* %282, i64 %sunkaddr1689
  %sunkaddr1691 = getelementptr i8, i8* %sunkaddr1690, i64 1600
  %283 = bitcast i8* %sunkaddr1691 to <8 x double>*
  store <8 x double> %277, <8 x double>* %283, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1692 = mul i64 %index, 8
  %284 = bitcast double* %.6.i68 to i8*
  %sunkaddr1693 = getelementptr i8, i8* %284, i64 %sunkaddr1692
  %sunkaddr1694 = getelementptr i8, i8* %sunkaddr1693, i64 1664
  %285 = bitcast i8* %sunkaddr1694 to <8 x double>*
  store <8 x double> %278, <8 x double>* %285, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1695 = mul i64 %index, 8
  %286 = bitcast double* %.6.i68 to i8*
  %sunkaddr1696 = getelementptr i8, i8* %286, i64 %sunkaddr1695
  %sunkaddr1697 = getelementptr i8, i8* %sunkaddr1696, i64 1728
  %287 = bitcast i8* %sunkaddr1697 to <8 x double>*
  store <8 x double> %279, <8 x double>* %287, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1698 = mul i64 %index, 8
  %288 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1699 = getelementptr i8, i8* %288, i64 %sunkaddr1698
  %sunkaddr1700 = getelementptr i8, i8* %sunkaddr1699, i64 1792
  %289 = bitcast i8* %sunkaddr1700 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %289, align 8, !alias.scope !33
  %sunkaddr1701 = mul i64 %index, 8
  %290 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1702 = getelementptr i8, i8* %290, i64 %sunkaddr1701
  %sunkaddr1703 = getelementptr i8, i8* %sunkaddr1702, i64 1856
  %291 = bitcast i8* %sunkaddr1703 to <8 x double>*
  %wide.load87.7 = load <8 x double>, <8 x double>* %291, align 8, !alias.scope !33
  %sunkaddr1704 = mul i64 %index, 8
  %292 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1705 = getelementptr i8, i8* %292, i64 %sunkaddr1704
  %sunkaddr1706 = getelementptr i8, i8* %sunkaddr1705, i64 1920
  %293 = bitcast i8* %sunkaddr1706 to <8 x double>*
  %wide.load88.7 = load <8 x double>, <8 x double>* %293, align 8, !alias.scope !33
  %sunkaddr1707 = mul i64 %index, 8
  %294 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1708 = getelementptr i8, i8* %294, i64 %sunkaddr1707
  %sunkaddr1709 = getelementptr i8, i8* %sunkaddr1708, i64 1984
  %295 = bitcast i8* %sunkaddr1709 to <8 x double>*
  %wide.load89.7 = load <8 x double>, <8 x double>* %295, align 8, !alias.scope !33
  %296 = fmul <8 x double> %wide.load.7, %wide.load.7
  %297 = fmul <8 x double> %wide.load87.7, %wide.load87.7
  %298 = fmul <8 x double> %wide.load88.7, %wide.load88.7
  %299 = fmul <8 x double> %wide.load89.7, %wide.load89.7
  %sunkaddr1710 = mul i64 %index, 8
  %300 = bitcast double* %.6.i68 to i8*
  %sunkaddr1711 = getelementptr i8, i8* %300, i64 %sunkaddr1710
  %sunkaddr1712 = getelementptr i8, i8* %sunkaddr1711, i64 1792
  %301 = bitcast i8* %sunkaddr1712 to <8 x double>*
  store <8 x double> %296, <8 x double>* %301, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1713 = mul i64 %index, 8
  %302 = bitcast double* %.6.i68 to i8*
  %sunkaddr1714 = getelementptr i8, i8* %302, i64 %sunkaddr1713
  %sunkaddr1715 = getelementptr i8, i8* %sunkaddr1714, i64 1856
  %303 = bitcast i8* %sunkaddr1715 to <8 x double>*
  store <8 x double> %297, <8 x double>* %303, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1716 = mul i64 %index, 8
  %304 = bitcast double* %.6.i68 to i8*
  %sunkaddr1717 = getelementptr i8, i8* %304, i64 %sunkaddr1716
  %sunkaddr1718 = getelementptr i8, i8* %sunkaddr1717, i64 1920
  %305 = bitcast i8* %sunkaddr1718 to <8 x double>*
  store <8 x double> %298, <8 x double>* %305, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1719 = mul i64 %index, 8
  %306 = bitcast double* %.6.i68 to i8*
  %sunkaddr1720 = getelementptr i8, i8* %306, i64 %sunkaddr1719
  %sunkaddr1721 = getelementptr i8, i8* %sunkaddr1720, i64 1984
  %307 = bitcast i8* %sunkaddr1721 to <8 x double>*
  store <8 x double> %299, <8 x double>* %307, align 8, !alias.scope !36, !noalias !33
  %index.next.7 = or i64 %index, 256
  %scevgep411.1 = getelementptr double, double* %arg.v.4, i64 %index.next.7
  %308 = bitcast double* %scevgep411.1 to <8 x double>*
  %wide.load.1106 = load <8 x double>, <8 x double>* %308, align 8, !alias.scope !33
  %sunkaddr1722 = mul i64 %index.next.7, 8
  %309 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1723 = getelementptr i8, i8* %309, i64 %sunkaddr1722
  %sunkaddr1724 = getelementptr i8, i8* %sunkaddr1723, i64 64
  %310 = bitcast i8* %sunkaddr1724 to <8 x double>*
  %wide.load87.1107 = load <8 x double>, <8 x double>* %310, align 8, !alias.scope !33
  %sunkaddr1725 = mul i64 %index.next.7, 8
  %311 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1726 = getelementptr i8, i8* %311, i64 %sunkaddr1725
  %sunkaddr1727 = getelementptr i8, i8* %sunkaddr1726, i64 128
  %312 = bitcast i8* %sunkaddr1727 to <8 x double>*
  %wide.load88.1108 = load <8 x double>, <8 x double>* %312, align 8, !alias.scope !33
  %sunkaddr1728 = mul i64 %index.next.7, 8
  %313 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1729 = getelementptr i8, i8* %313, i64 %sunkaddr1728
  %sunkaddr1730 = getelementptr i8, i8* %sunkaddr1729, i64 192
  %314 = bitcast i8* %sunkaddr1730 to <8 x double>*
  %wide.load89.1109 = load <8 x double>, <8 x double>* %314, align 8, !alias.scope !33
  %315 = fmul <8 x double> %wide.load.1106, %wide.load.1106
  %316 = fmul <8 x double> %wide.load87.1107, %wide.load87.1107
  %317 = fmul <8 x double> %wide.load88.1108, %wide.load88.1108
  %318 = fmul <8 x double> %wide.load89.1109, %wide.load89.1109
  %scevgep507.1 = getelementptr double, double* %.6.i68, i64 %index.next.7
  %319 = bitcast double* %scevgep507.1 to <8 x double>*
  store <8 x double> %315, <8 x double>* %319, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1731 = mul i64 %index.next.7, 8
  %320 = bitcast double* %.6.i68 to i8*
  %sunkaddr1732 = getelementptr i8, i8* %320, i64 %sunkaddr1731
  %sunkaddr1733 = getelementptr i8, i8* %sunkaddr1732, i64 64
  %321 = bitcast i8* %sunkaddr1733 to <8 x double>*
  store <8 x double> %316, <8 x double>* %321, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1734 = mul i64 %index.next.7, 8
  %322 = bitcast double* %.6.i68 to i8*
  %sunkaddr1735 = getelementptr i8, i8* %322, i64 %sunkaddr1734
  %sunkaddr1736 = getelementptr i8, i8* %sunkaddr1735, i64 128
  %323 = bitcast i8* %sunkaddr1736 to <8 x double>*
  store <8 x double> %317, <8 x double>* %323, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1737 = mul i64 %index.next.7, 8
  %324 = bitcast double* %.6.i68 to i8*
  %sunkaddr1738 = getelementptr i8, i8* %324, i64 %sunkaddr1737
  %sunkaddr1739 = getelementptr i8, i8* %sunkaddr1738, i64 192
  %325 = bitcast i8* %sunkaddr1739 to <8 x double>*
  store <8 x double> %318, <8 x double>* %325, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1740 = mul i64 %index.next.7, 8
  %326 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1741 = getelementptr i8, i8* %326, i64 %sunkaddr1740
  %sunkaddr1742 = getelementptr i8, i8* %sunkaddr1741, i64 256
  %327 = bitcast i8* %sunkaddr1742 to <8 x double>*
  %wide.load.1.1 = load <8 x double>, <8 x double>* %327, align 8, !alias.scope !33
  %sunkaddr1743 = mul i64 %index.next.7, 8
  %328 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1744 = getelementptr i8, i8* %328, i64 %sunkaddr1743
  %sunkaddr1745 = getelementptr i8, i8* %sunkaddr1744, i64 320
  %329 = bitcast i8* %sunkaddr1745 to <8 x double>*
  %wide.load87.1.1 = load <8 x double>, <8 x double>* %329, align 8, !alias.scope !33
  %sunkaddr1746 = mul i64 %index.next.7, 8
  %330 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1747 = getelementptr i8, i8* %330, i64 %sunkaddr1746
  %sunkaddr1748 = getelementptr i8, i8* %sunkaddr1747, i64 384
  %331 = bitcast i8* %sunkaddr1748 to <8 x double>*
  %wide.load88.1.1 = load <8 x double>, <8 x double>* %331, align 8, !alias.scope !33
  %sunkaddr1749 = mul i64 %index.next.7, 8
  %332 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1750 = getelementptr i8, i8* %332, i64 %sunkaddr1749
  %sunkaddr1751 = getelementptr i8, i8* %sunkaddr1750, i64 448
  %333 = bitcast i8* %sunkaddr1751 to <8 x double>*
  %wide.load89.1.1 = load <8 x double>, <8 x double>* %333, align 8, !alias.scope !33
  %334 = fmul <8 x double> %wide.load.1.1, %wide.load.1.1
  %335 = fmul <8 x double> %wide.load87.1.1, %wide.load87.1.1
  %336 = fmul <8 x double> %wide.load88.1.1, %wide.load88.1.1
  %337 = fmul <8 x double> %wide.load89.1.1, %wide.load89.1.1
  %sunkaddr1752 = mul i64 %index.next.7, 8
  %338 = bitcast double* %.6.i68 to i8*
  %sunkaddr1753 = getelementptr i8, i8* %338, i64 %sunkaddr1752
  %sunkaddr1754 = getelementptr i8, i8* %sunkaddr1753, i64 256
  %339 = bitcast i8* %sunkaddr1754 to <8 x double>*
  store <8 x double> %334, <8 x double>* %339, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1755 = mul i64 %index.next.7, 8
  %340 = bitcast double* %.6.i68 to i8*
  %sunkaddr1756 = getelementptr i8, i8* %340, i64 %sunkaddr1755
  %sunkaddr1757 = getelementptr i8, i8* %sunkaddr1756, i64 320
  %341 = bitcast i8* %sunkaddr1757 to <8 x double>*
  store <8 x double> %335, <8 x double>* %341, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1758 = mul i64 %index.next.7, 8
  %342 = bitcast double* %.6.i68 to i8*
  %sunkaddr1759 = getelementptr i8, i8* %342, i64 %sunkaddr1758
  %sunkaddr1760 = getelementptr i8, i8* %sunkaddr1759, i64 384
  %343 = bitcast i8* %sunkaddr1760 to <8 x double>*
  store <8 x double> %336, <8 x double>* %343, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1761 = mul i64 %index.next.7, 8
  %344 = bitcast double* %.6.i68 to i8*
  %sunkaddr1762 = getelementptr i8, i8* %344, i64 %sunkaddr1761
  %sunkaddr1763 = getelementptr i8, i8* %sunkaddr1762, i64 448
  %345 = bitcast i8* %sunkaddr1763 to <8 x double>*
  store <8 x double> %337, <8 x double>* %345, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1764 = mul i64 %index.next.7, 8
  %346 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1765 = getelementptr i8, i8* %346, i64 %sunkaddr1764
  %sunkaddr1766 = getelementptr i8, i8* %sunkaddr1765, i64 512
  %347 = bitcast i8* %sunkaddr1766 to <8 x double>*
  %wide.load.2.1 = load <8 x double>, <8 x double>* %347, align 8, !alias.scope !33
  %sunkaddr1767 = mul i64 %index.next.7, 8
  %348 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1768 = getelementptr i8, i8* %348, i64 %sunkaddr1767
  %sunkaddr1769 = getelementptr i8, i8* %sunkaddr1768, i64 576
  %349 = bitcast i8* %sunkaddr1769 to <8 x double>*
  %wide.load87.2.1 = load <8 x double>, <8 x double>* %349, align 8, !alias.scope !33
  %sunkaddr1770 = mul i64 %index.next.7, 8
  %350 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1771 = getelementptr i8, i8* %350, i64 %sunkaddr1770
  %sunkaddr1772 = getelementptr i8, i8* %sunkaddr1771, i64 640
  %351 = bitcast i8* %sunkaddr1772 to <8 x double>*
  %wide.load88.2.1 = load <8 x double>, <8 x double>* %351, align 8, !alias.scope !33
  %sunkaddr1773 = mul i64 %index.next.7, 8
  %352 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1774 = getelementptr i8, i8* %352, i64 %sunkaddr1773
  %sunkaddr1775 = getelementptr i8, i8* %sunkaddr1774, i64 704
  %353 = bitcast i8* %sunkaddr1775 to <8 x double>*
  %wide.load89.2.1 = load <8 x double>, <8 x double>* %353, align 8, !alias.scope !33
  %354 = fmul <8 x double> %wide.load.2.1, %wide.load.2.1
  %355 = fmul <8 x double> %wide.load87.2.1, %wide.load87.2.1
  %356 = fmul <8 x double> %wide.load88.2.1, %wide.load88.2.1
  %357 = fmul <8 x double> %wide.load89.2.1, %wide.load89.2.1
  %sunkaddr1776 = mul i64 %index.next.7, 8
  %358 = bitcast double* %.6.i68 to i8*
  %sunkaddr1777 = getelementptr i8, i8* %358, i64 %sunkaddr1776
  %sunkaddr1778 = getelementptr i8, i8* %sunkaddr1777, i64 512
  %359 = bitcast i8* %sunkaddr1778 to <8 x double>*
  store <8 x double> %354, <8 x double>* %359, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1779 = mul i64 %index.next.7, 8
  %360 = bitcast double* %.6.i68 to i8*
  %sunkaddr1780 = getelementptr i8, i8* %360, i64 %sunkaddr1779
  %sunkaddr1781 = getelementptr i8, i8* %sunkaddr1780, i64 576
  %361 = bitcast i8* %sunkaddr1781 to <8 x double>*
  store <8 x double> %355, <8 x double>* %361, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1782 = mul i64 %index.next.7, 8
  %362 = bitcast double* %.6.i68 to i8*
  %sunkaddr1783 = getelementptr i8, i8* %362, i64 %sunkaddr1782
  %sunkaddr1784 = getelementptr i8, i8* %sunkaddr1783, i64 640
  %363 = bitcast i8* %sunkaddr1784 to <8 x double>*
  store <8 x double> %356, <8 x double>* %363, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1785 = mul i64 %index.next.7, 8
  %364 = bitcast double* %.6.i68 to i8*
  %sunkaddr1786 = getelementptr i8, i8* %364, i64 %sunkaddr1785
  %sunkaddr1787 = getelementptr i8, i8* %sunkaddr1786, i64 704
  %365 = bitcast i8* %sunkaddr1787 to <8 x double>*
  store <8 x double> %357, <8 x double>* %365, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1788 = mul i64 %index.next.7, 8
  %366 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1789 = getelementptr i8, i8* %366, i64 %sunkaddr1788
  %sunkaddr1790 = getelementptr i8, i8* %sunkaddr1789, i64 768
  %367 = bitcast i8* %sunkaddr1790 to <8 x double>*
  %wide.load.3.1 = load <8 x double>, <8 x double>* %367, align 8, !alias.scope !33
  %sunkaddr1791 = mul i64 %index.next.7, 8
  %368 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1792 = getelementptr i8, i8* %368, i64 %sunkaddr1791
  %sunkaddr1793 = getelementptr i8, i8* %sunkaddr1792, i64 832
  %369 = bitcast i8* %sunkaddr1793 to <8 x double>*
  %wide.load87.3.1 = load <8 x double>, <8 x double>* %369, align 8, !alias.scope !33
  %sunkaddr1794 = mul i64 %index.next.7, 8
  %370 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1795 = getelementptr i8, i8* %370, i64 %sunkaddr1794
  %sunkaddr1796 = getelementptr i8, i8* %sunkaddr1795, i64 896
  %371 = bitcast i8* %sunkaddr1796 to <8 x double>*
  %wide.load88.3.1 = load <8 x double>, <8 x double>* %371, align 8, !alias.scope !33
  %sunkaddr1797 = mul i64 %index.next.7, 8
  %372 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1798 = getelementptr i8, i8* %372, i64 %sunkaddr1797
  %sunkaddr1799 = getelementptr i8, i8* %sunkaddr1798, i64 960
  %373 = bitcast i8* %sunkaddr1799 to <8 x double>*
  %wide.load89.3.1 = load <8 x double>, <8 x double>* %373, align 8, !alias.scope !33
  %374 = fmul <8 x double> %wide.load.3.1, %wide.load.3.1
  %375 = fmul <8 x double> %wide.load87.3.1, %wide.load87.3.1
  %376 = fmul <8 x double> %wide.load88.3.1, %wide.load88.3.1
  %377 = fmul <8 x double> %wide.load89.3.1, %wide.load89.3.1
  %sunkaddr1800 = mul i64 %index.next.7, 8
  %378 = bitcast double* %.6.i68 to i8*
  %sunkaddr1801 = getelementptr i8, i8* %378, i64 %sunkaddr1800
  %sunkaddr1802 = getelementptr i8, i8* %sunkaddr1801, i64 768
  %379 = bitcast i8* %sunkaddr1802 to <8 x double>*
  store <8 x double> %374, <8 x double>* %379, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1803 = mul i64 %index.next.7, 8
  %380 = bitcast double* %.6.i68 to i8*
  %sunkaddr1804 = getelementptr i8, i8* %380, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, i8* %sunkaddr1804, i64 832
  %381 = bitcast i8* %sunkaddr1805 to <8 x double>*
  store <8 x double> %375, <8 x double>* %381, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1806 = mul i64 %index.next.7, 8
  %382 = bitcast double* %.6.i68 to i8*
  %sunkaddr1807 = getelementptr i8, i8* %382, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, i8* %sunkaddr1807, i64 896
  %383 = bitcast i8* %sunkaddr1808 to <8 x double>*
  store <8 x double> %376, <8 x double>* %383, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1809 = mul i64 %index.next.7, 8
  %384 = bitcast double* %.6.i68 to i8*
  %sunkaddr1810 = getelementptr i8, i8* %384, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, i8* %sunkaddr1810, i64 960
  %385 = bitcast i8* %sunkaddr1811 to <8 x double>*
  store <8 x double> %377, <8 x double>* %385, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1812 = mul i64 %index.next.7, 8
  %386 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1813 = getelementptr i8, i8* %386, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, i8* %sunkaddr1813, i64 1024
  %387 = bitcast i8* %sunkaddr1814 to <8 x double>*
  %wide.load.4.1 = load <8 x double>, <8 x double>* %387, align 8, !alias.scope !33
  %sunkaddr1815 = mul i64 %index.next.7, 8
  %388 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1816 = getelementptr i8, i8* %388, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, i8* %sunkaddr1816, i64 1088
  %389 = bitcast i8* %sunkaddr1817 to <8 x double>*
  %wide.load87.4.1 = load <8 x double>, <8 x double>* %389, align 8, !alias.scope !33
  %sunkaddr1818 = mul i64 %index.next.7, 8
  %390 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1819 = getelementptr i8, i8* %390, i64 %sunkaddr1818
  %sunkaddr1820 = getelementptr i8, i8* %sunkaddr1819, i64 1152
  %391 = bitcast i8* %sunkaddr1820 to <8 x double>*
  %wide.load88.4.1 = load <8 x double>, <8 x double>* %391, align 8, !alias.scope !33
  %sunkaddr1821 = mul i64 %index.next.7, 8
  %392 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1822 = getelementptr i8, i8* %392, i64 %sunkaddr1821
  %sunkaddr1823 = getelementptr i8, i8* %sunkaddr1822, i64 1216
  %393 = bitcast i8* %sunkaddr1823 to <8 x double>*
  %wide.load89.4.1 = load <8 x double>, <8 x double>* %393, align 8, !alias.scope !33
  %394 = fmul <8 x double> %wide.load.4.1, %wide.load.4.1
  %395 = fmul <8 x double> %wide.load87.4.1, %wide.load87.4.1
  %396 = fmul <8 x double> %wide.load88.4.1, %wide.load88.4.1
  %397 = fmul <8 x double> %wide.load89.4.1, %wide.load89.4.1
  %sunkaddr1824 = mul i64 %index.next.7, 8
  %398 = bitcast double* %.6.i68 to i8*
  %sunkaddr1825 = getelementptr i8, i8* %398, i64 %sunkaddr1824
  %sunkaddr1826 = getelementptr i8, i8* %sunkaddr1825, i64 1024
  %399 = bitcast i8* %sunkaddr1826 to <8 x double>*
  store <8 x double> %394, <8 x double>* %399, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1827 = mul i64 %index.next.7, 8
  %400 = bitcast double* %.6.i68 to i8*
  %sunkaddr1828 = getelementptr i8, i8* %400, i64 %sunkaddr1827
  %sunkaddr1829 = getelementptr i8, i8* %sunkaddr1828, i64 1088
  %401 = bitcast i8* %sunkaddr1829 to <8 x double>*
  store <8 x double> %395, <8 x double>* %401, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1830 = mul i64 %index.next.7, 8
  %402 = bitcast double* %.6.i68 to i8*
  %sunkaddr1831 = getelementptr i8, i8* %402, i64 %sunkaddr1830
  %sunkaddr1832 = getelementptr i8, i8* %sunkaddr1831, i64 1152
  %403 = bitcast i8* %sunkaddr1832 to <8 x double>*
  store <8 x double> %396, <8 x double>* %403, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1833 = mul i64 %index.next.7, 8
  %404 = bitcast double* %.6.i68 to i8*
  %sunkaddr1834 = getelementptr i8, i8* %404, i64 %sunkaddr1833
  %sunkaddr1835 = getelementptr i8, i8* %sunkaddr1834, i64 1216
  %405 = bitcast i8* %sunkaddr1835 to <8 x double>*
  store <8 x double> %397, <8 x double>* %405, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1836 = mul i64 %index.next.7, 8
  %406 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1837 = getelementptr i8, i8* %406, i64 %sunkaddr1836
  %sunkaddr1838 = getelementptr i8, i8* %sunkaddr1837, i64 1280
  %407 = bitcast i8* %sunkaddr1838 to <8 x double>*
  %wide.load.5.1 = load <8 x double>, <8 x double>* %407, align 8, !alias.scope !33
  %sunkaddr1839 = mul i64 %index.next.7, 8
  %408 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1840 = getelementptr i8, i8* %408, i64 %sunkaddr1839
  %sunkaddr1841 = getelementptr i8, i8* %sunkaddr1840, i64 1344
  %409 = bitcast i8* %sunkaddr1841 to <8 x double>*
  %wide.load87.5.1 = load <8 x double>, <8 x double>* %409, align 8, !alias.scope !33
  %sunkaddr1842 = mul i64 %index.next.7, 8
  %410 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1843 = getelementptr i8, i8* %410, i64 %sunkaddr1842
  %sunkaddr1844 = getelementptr i8, i8* %sunkaddr1843, i64 1408
  %411 = bitcast i8* %sunkaddr1844 to <8 x double>*
  %wide.load88.5.1 = load <8 x double>, <8 x double>* %411, align 8, !alias.scope !33
  %sunkaddr1845 = mul i64 %index.next.7, 8
  %412 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1846 = getelementptr i8, i8* %412, i64 %sunkaddr1845
  %sunkaddr1847 = getelementptr i8, i8* %sunkaddr1846, i64 1472
  %413 = bitcast i8* %sunkaddr1847 to <8 x double>*
  %wide.load89.5.1 = load <8 x double>, <8 x double>* %413, align 8, !alias.scope !33
  %414 = fmul <8 x double> %wide.load.5.1, %wide.load.5.1
  %415 = fmul <8 x double> %wide.load87.5.1, %wide.load87.5.1
  %416 = fmul <8 x double> %wide.load88.5.1, %wide.load88.5.1
  %417 = fmul <8 x double> %wide.load89.5.1, %wide.load89.5.1
  %sunkaddr1848 = mul i64 %index.next.7, 8
  %418 = bitcast double* %.6.i68 to i8*
  %sunkaddr1849 = getelementptr i8, i8* %418, i64 %sunkaddr1848
  %sunkaddr1850 = getelementptr i8, i8* %sunkaddr1849, i64 1280
  %419 = bitcast i8* %sunkaddr1850 to <8 x double>*
  store <8 x double> %414, <8 x double>* %419, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1851 = mul i64 %index.next.7, 8
  %420 = bitcast double* %.6.i68 to i8*
  %sunkaddr1852 = getelementptr i8, i8* %420, i64 %sunkaddr1851
  %sunkaddr1853 = getelementptr i8, i8* %sunkaddr1852, i64 1344
  %421 = bitcast i8* %sunkaddr1853 to <8 x double>*
  store <8 x double> %415, <8 x double>* %421, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1854 = mul i64 %index.next.7, 8
  %422 = bitcast double* %.6.i68 to i8*
  %sunkaddr1855 = getelementptr i8, i8* %422, i64 %sunkaddr1854
  %sunkaddr1856 = getelementptr i8, i8* %sunkaddr1855, i64 1408
  %423 = bitcast i8* %sunkaddr1856 to <8 x double>*
  store <8 x double> %416, <8 x double>* %423, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1857 = mul i64 %index.next.7, 8
  %424 = bitcast double* %.6.i68 to i8*
  %sunkaddr1858 = getelementptr i8, i8* %424, i64 %sunkaddr1857
  %sunkaddr1859 = getelementptr i8, i8* %sunkaddr1858, i64 1472
  %425 = bitcast i8* %sunkaddr1859 to <8 x double>*
  store <8 x double> %417, <8 x double>* %425, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1860 = mul i64 %index.next.7, 8
  %426 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1861 = getelementptr i8, i8* %426, i64 %sunkaddr1860
  %sunkaddr1862 = getelementptr i8, i8* %sunkaddr1861, i64 1536
  %427 = bitcast i8* %sunkaddr1862 to <8 x double>*
  %wide.load.6.1 = load <8 x double>, <8 x double>* %427, align 8, !alias.scope !33
  %sunkaddr1863 = mul i64 %index.next.7, 8
  %428 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1864 = getelementptr i8, i8* %428, i64 %sunkaddr1863
  %sunkaddr1865 = getelementptr i8, i8* %sunkaddr1864, i64 1600
  %429 = bitcast i8* %sunkaddr1865 to <8 x double>*
  %wide.load87.6.1 = load <8 x double>, <8 x double>* %429, align 8, !alias.scope !33
  %sunkaddr1866 = mul i64 %index.next.7, 8
  %430 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1867 = getelementptr i8, i8* %430, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, i8* %sunkaddr1867, i64 1664
  %431 = bitcast i8* %sunkaddr1868 to <8 x double>*
  %wide.load88.6.1 = load <8 x double>, <8 x double>* %431, align 8, !alias.scope !33
  %sunkaddr1869 = mul i64 %index.next.7, 8
  %432 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1870 = getelementptr i8, i8* %432, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, i8* %sunkaddr1870, i64 1728
  %433 = bitcast i8* %sunkaddr1871 to <8 x double>*
  %wide.load89.6.1 = load <8 x double>, <8 x double>* %433, align 8, !alias.scope !33
  %434 = fmul <8 x double> %wide.load.6.1, %wide.load.6.1
  %435 = fmul <8 x double> %wide.load87.6.1, %wide.load87.6.1
  %436 = fmul <8 x double> %wide.load88.6.1, %wide.load88.6.1
  %437 = fmul <8 x double> %wide.load89.6.1, %wide.load89.6.1
  %sunkaddr1872 = mul i64 %index.next.7, 8
  %438 = bitcast double* %.6.i68 to i8*
  %sunkaddr1873 = getelementptr i8, i8* %438, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, i8* %sunkaddr1873, i64 1536
  %439 = bitcast i8* %sunkaddr1874 to <8 x double>*
  store <8 x double> %434, <8 x double>* %439, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1875 = mul i64 %index.next.7, 8
  %440 = bitcast double* %.6.i68 to i8*
  %sunkaddr1876 = getelementptr i8, i8* %440, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, i8* %sunkaddr1876, i64 1600
  %441 = bitcast i8* %sunkaddr1877 to <8 x double>*
  store <8 x double> %435, <8 x double>* %441, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1878 = mul i64 %index.next.7, 8
  %442 = bitcast double* %.6.i68 to i8*
  %sunkaddr1879 = getelementptr i8, i8* %442, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, i8* %sunkaddr1879, i64 1664
  %443 = bitcast i8* %sunkaddr1880 to <8 x double>*
  store <8 x double> %436, <8 x double>* %443, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1881 = mul i64 %index.next.7, 8
  %444 = bitcast double* %.6.i68 to i8*
  %sunkaddr1882 = getelementptr i8, i8* %444, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, i8* %sunkaddr1882, i64 1728
  %445 = bitcast i8* %sunkaddr1883 to <8 x double>*
  store <8 x double> %437, <8 x double>* %445, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1884 = mul i64 %index.next.7, 8
  %446 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1885 = getelementptr i8, i8* %446, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, i8* %sunkaddr1885, i64 1792
  %447 = bitcast i8* %sunkaddr1886 to <8 x double>*
  %wide.load.7.1 = load <8 x double>, <8 x double>* %447, align 8, !alias.scope !33
  %sunkaddr1887 = mul i64 %index.next.7, 8
  %448 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1888 = getelementptr i8, i8* %448, i64 %sunkaddr1887
  %sunkaddr1889 = getelementptr i8, i8* %sunkaddr1888, i64 1856
  %449 = bitcast i8* %sunkaddr1889 to <8 x double>*
  %wide.load87.7.1 = load <8 x double>, <8 x double>* %449, align 8, !alias.scope !33
  %sunkaddr1890 = mul i64 %index.next.7, 8
  %450 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1891 = getelementptr i8, i8* %450, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, i8* %sunkaddr1891, i64 1920
  %451 = bitcast i8* %sunkaddr1892 to <8 x double>*
  %wide.load88.7.1 = load <8 x double>, <8 x double>* %451, align 8, !alias.scope !33
  %sunkaddr1893 = mul i64 %index.next.7, 8
  %452 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1894 = getelementptr i8, i8* %452, i64 %sunkaddr1893
  %sunkaddr1895 = getelementptr i8, i8* %sunkaddr1894, i64 1984
  %453 = bitcast i8* %sunkaddr1895 to <8 x double>*
  %wide.load89.7.1 = load <8 x double>, <8 x double>* %453, align 8, !alias.scope !33
  %454 = fmul <8 x double> %wide.load.7.1, %wide.load.7.1
  %455 = fmul <8 x double> %wide.load87.7.1, %wide.load87.7.1
  %456 = fmul <8 x double> %wide.load88.7.1, %wide.load88.7.1
  %457 = fmul <8 x double> %wide.load89.7.1, %wide.load89.7.1
  %sunkaddr1896 = mul i64 %index.next.7, 8
  %458 = bitcast double* %.6.i68 to i8*
  %sunkaddr1897 = getelementptr i8, i8* %458, i64 %sunkaddr1896
  %sunkaddr1898 = getelementptr i8, i8* %sunkaddr1897, i64 1792
  %459 = bitcast i8* %sunkaddr1898 to <8 x double>*
  store <8 x double> %454, <8 x double>* %459, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1899 = mul i64 %index.next.7, 8
  %460 = bitcast double* %.6.i68 to i8*
  %sunkaddr1900 = getelementptr i8, i8* %460, i64 %sunkaddr1899
  %sunkaddr1901 = getelementptr i8, i8* %sunkaddr1900, i64 1856
  %461 = bitcast i8* %sunkaddr1901 to <8 x double>*
  store <8 x double> %455, <8 x double>* %461, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1902 = mul i64 %index.next.7, 8
  %462 = bitcast double* %.6.i68 to i8*
  %sunkaddr1903 = getelementptr i8, i8* %462, i64 %sunkaddr1902
  %sunkaddr1904 = getelementptr i8, i8* %sunkaddr1903, i64 1920
  %463 = bitcast i8* %sunkaddr1904 to <8 x double>*
  store <8 x double> %456, <8 x double>* %463, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1905 = mul i64 %index.next.7, 8
  %464 = bitcast double* %.6.i68 to i8*
  %sunkaddr1906 = getelementptr i8, i8* %464, i64 %sunkaddr1905
  %sunkaddr1907 = getelementptr i8, i8* %sunkaddr1906, i64 1984
  %465 = bitcast i8* %sunkaddr1907 to <8 x double>*
  store <8 x double> %457, <8 x double>* %465, align 8, !alias.scope !36, !noalias !33
  %index.next.7.1 = or i64 %index, 512
  %scevgep411.2 = getelementptr double, double* %arg.v.4, i64 %index.next.7.1
  %466 = bitcast double* %scevgep411.2 to <8 x double>*
  %wide.load.2110 = load <8 x double>, <8 x double>* %466, align 8, !alias.scope !33
  %sunkaddr1908 = mul i64 %index.next.7.1, 8
  %467 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1909 = getelementptr i8, i8* %467, i64 %sunkaddr1908
  %sunkaddr1910 = getelementptr i8, i8* %sunkaddr1909, i64 64
  %468 = bitcast i8* %sunkaddr1910 to <8 x double>*
  %wide.load87.2111 = load <8 x double>, <8 x double>* %468, align 8, !alias.scope !33
  %sunkaddr1911 = mul i64 %index.next.7.1, 8
  %469 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1912 = getelementptr i8, i8* %469, i64 %sunkaddr1911
  %sunkaddr1913 = getelementptr i8, i8* %sunkaddr1912, i64 128
  %470 = bitcast i8* %sunkaddr1913 to <8 x double>*
  %wide.load88.2112 = load <8 x double>, <8 x double>* %470, align 8, !alias.scope !33
  %sunkaddr1914 = mul i64 %index.next.7.1, 8
  %471 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1915 = getelementptr i8, i8* %471, i64 %sunkaddr1914
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 192
  %472 = bitcast i8* %sunkaddr1916 to <8 x double>*
  %wide.load89.2113 = load <8 x double>, <8 x double>* %472, align 8, !alias.scope !33
  %473 = fmul <8 x double> %wide.load.2110, %wide.load.2110
  %474 = fmul <8 x double> %wide.load87.2111, %wide.load87.2111
  %475 = fmul <8 x double> %wide.load88.2112, %wide.load88.2112
  %476 = fmul <8 x double> %wide.load89.2113, %wide.load89.2113
  %scevgep507.2 = getelementptr double, double* %.6.i68, i64 %index.next.7.1
  %477 = bitcast double* %scevgep507.2 to <8 x double>*
  store <8 x double> %473, <8 x double>* %477, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1917 = mul i64 %index.next.7.1, 8
  %478 = bitcast double* %.6.i68 to i8*
  %sunkaddr1918 = getelementptr i8, i8* %478, i64 %sunkaddr1917
  %sunkaddr1919 = getelementptr i8, i8* %sunkaddr1918, i64 64
  %479 = bitcast i8* %sunkaddr1919 to <8 x double>*
  store <8 x double> %474, <8 x double>* %479, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1920 = mul i64 %index.next.7.1, 8
  %480 = bitcast double* %.6.i68 to i8*
  %sunkaddr1921 = getelementptr i8, i8* %480, i64 %sunkaddr1920
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 128
  %481 = bitcast i8* %sunkaddr1922 to <8 x double>*
  store <8 x double> %475, <8 x double>* %481, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1923 = mul i64 %index.next.7.1, 8
  %482 = bitcast double* %.6.i68 to i8*
  %sunkaddr1924 = getelementptr i8, i8* %482, i64 %sunkaddr1923
  %sunkaddr1925 = getelementptr i8, i8* %sunkaddr1924, i64 192
  %483 = bitcast i8* %sunkaddr1925 to <8 x double>*
  store <8 x double> %476, <8 x double>* %483, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1926 = mul i64 %index.next.7.1, 8
  %484 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1927 = getelementptr i8, i8* %484, i64 %sunkaddr1926
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 256
  %485 = bitcast i8* %sunkaddr1928 to <8 x double>*
  %wide.load.1.2 = load <8 x double>, <8 x double>* %485, align 8, !alias.scope !33
  %sunkaddr1929 = mul i64 %index.next.7.1, 8
  %486 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1930 = getelementptr i8, i8* %486, i64 %sunkaddr1929
  %sunkaddr1931 = getelementptr i8, i8* %sunkaddr1930, i64 320
  %487 = bitcast i8* %sunkaddr1931 to <8 x double>*
  %wide.load87.1.2 = load <8 x double>, <8 x double>* %487, align 8, !alias.scope !33
  %sunkaddr1932 = mul i64 %index.next.7.1, 8
  %488 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1933 = getelementptr i8, i8* %488, i64 %sunkaddr1932
  %sunkaddr1934 = getelementptr i8, i8* %sunkaddr1933, i64 384
  %489 = bitcast i8* %sunkaddr1934 to <8 x double>*
  %wide.load88.1.2 = load <8 x double>, <8 x double>* %489, align 8, !alias.scope !33
  %sunkaddr1935 = mul i64 %index.next.7.1, 8
  %490 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1936 = getelementptr i8, i8* %490, i64 %sunkaddr1935
  %sunkaddr1937 = getelementptr i8, i8* %sunkaddr1936, i64 448
  %491 = bitcast i8* %sunkaddr1937 to <8 x double>*
  %wide.load89.1.2 = load <8 x double>, <8 x double>* %491, align 8, !alias.scope !33
  %492 = fmul <8 x double> %wide.load.1.2, %wide.load.1.2
  %493 = fmul <8 x double> %wide.load87.1.2, %wide.load87.1.2
  %494 = fmul <8 x double> %wide.load88.1.2, %wide.load88.1.2
  %495 = fmul <8 x double> %wide.load89.1.2, %wide.load89.1.2
  %sunkaddr1938 = mul i64 %index.next.7.1, 8
  %496 = bitcast double* %.6.i68 to i8*
  %sunkaddr1939 = getelementptr i8, i8* %496, i64 %sunkaddr1938
  %sunkaddr1940 = getelementptr i8, i8* %sunkaddr1939, i64 256
  %497 = bitcast i8* %sunkaddr1940 to <8 x double>*
  store <8 x double> %492, <8 x double>* %497, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1941 = mul i64 %index.next.7.1, 8
  %498 = bitcast double* %.6.i68 to i8*
  %sunkaddr1942 = getelementptr i8, i8* %498, i64 %sunkaddr1941
  %sunkaddr1943 = getelementptr i8, i8* %sunkaddr1942, i64 320
  %499 = bitcast i8* %sunkaddr1943 to <8 x double>*
  store <8 x double> %493, <8 x double>* %499, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1944 = mul i64 %index.next.7.1, 8
  %500 = bitcast double* %.6.i68 to i8*
  %sunkaddr1945 = getelementptr i8, i8* %500, i64 %sunkaddr1944
  %sunkaddr1946 = getelementptr i8, i8* %sunkaddr1945, i64 384
  %501 = bitcast i8* %sunkaddr1946 to <8 x double>*
  store <8 x double> %494, <8 x double>* %501, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1947 = mul i64 %index.next.7.1, 8
  %502 = bitcast double* %.6.i68 to i8*
  %sunkaddr1948 = getelementptr i8, i8* %502, i64 %sunkaddr1947
  %sunkaddr1949 = getelementptr i8, i8* %sunkaddr1948, i64 448
  %503 = bitcast i8* %sunkaddr1949 to <8 x double>*
  store <8 x double> %495, <8 x double>* %503, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1950 = mul i64 %index.next.7.1, 8
  %504 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1951 = getelementptr i8, i8* %504, i64 %sunkaddr1950
  %sunkaddr1952 = getelementptr i8, i8* %sunkaddr1951, i64 512
  %505 = bitcast i8* %sunkaddr1952 to <8 x double>*
  %wide.load.2.2 = load <8 x double>, <8 x double>* %505, align 8, !alias.scope !33
  %sunkaddr1953 = mul i64 %index.next.7.1, 8
  %506 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1954 = getelementptr i8, i8* %506, i64 %sunkaddr1953
  %sunkaddr1955 = getelementptr i8, i8* %sunkaddr1954, i64 576
  %507 = bitcast i8* %sunkaddr1955 to <8 x double>*
  %wide.load87.2.2 = load <8 x double>, <8 x double>* %507, align 8, !alias.scope !33
  %sunkaddr1956 = mul i64 %index.next.7.1, 8
  %508 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1957 = getelementptr i8, i8* %508, i64 %sunkaddr1956
  %sunkaddr1958 = getelementptr i8, i8* %sunkaddr1957, i64 640
  %509 = bitcast i8* %sunkaddr1958 to <8 x double>*
  %wide.load88.2.2 = load <8 x double>, <8 x double>* %509, align 8, !alias.scope !33
  %sunkaddr1959 = mul i64 %index.next.7.1, 8
  %510 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1960 = getelementptr i8, i8* %510, i64 %sunkaddr1959
  %sunkaddr1961 = getelementptr i8, i8* %sunkaddr1960, i64 704
  %511 = bitcast i8* %sunkaddr1961 to <8 x double>*
  %wide.load89.2.2 = load <8 x double>, <8 x double>* %511, align 8, !alias.scope !33
  %512 = fmul <8 x double> %wide.load.2.2, %wide.load.2.2
  %513 = fmul <8 x double> %wide.load87.2.2, %wide.load87.2.2
  %514 = fmul <8 x double> %wide.load88.2.2, %wide.load88.2.2
  %515 = fmul <8 x double> %wide.load89.2.2, %wide.load89.2.2
  %sunkaddr1962 = mul i64 %index.next.7.1, 8
  %516 = bitcast double* %.6.i68 to i8*
  %sunkaddr1963 = getelementptr i8, i8* %516, i64 %sunkaddr1962
  %sunkaddr1964 = getelementptr i8, i8* %sunkaddr1963, i64 512
  %517 = bitcast i8* %sunkaddr1964 to <8 x double>*
  store <8 x double> %512, <8 x double>* %517, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1965 = mul i64 %index.next.7.1, 8
  %518 = bitcast double* %.6.i68 to i8*
  %sunkaddr1966 = getelementptr i8, i8* %518, i64 %sunkaddr1965
  %sunkaddr1967 = getelementptr i8, i8* %sunkaddr1966, i64 576
  %519 = bitcast i8* %sunkaddr1967 to <8 x double>*
  store <8 x double> %513, <8 x double>* %519, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1968 = mul i64 %index.next.7.1, 8
  %520 = bitcast double* %.6.i68 to i8*
  %sunkaddr1969 = getelementptr i8, i8* %520, i64 %sunkaddr1968
  %sunkaddr1970 = getelementptr i8, i8* %sunkaddr1969, i64 640
  %521 = bitcast i8* %sunkaddr1970 to <8 x double>*
  store <8 x double> %514, <8 x double>* %521, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1971 = mul i64 %index.next.7.1, 8
  %522 = bitcast double* %.6.i68 to i8*
  %sunkaddr1972 = getelementptr i8, i8* %522, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, i8* %sunkaddr1972, i64 704
  %523 = bitcast i8* %sunkaddr1973 to <8 x double>*
  store <8 x double> %515, <8 x double>* %523, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1974 = mul i64 %index.next.7.1, 8
  %524 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1975 = getelementptr i8, i8* %524, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, i8* %sunkaddr1975, i64 768
  %525 = bitcast i8* %sunkaddr1976 to <8 x double>*
  %wide.load.3.2 = load <8 x double>, <8 x double>* %525, align 8, !alias.scope !33
  %sunkaddr1977 = mul i64 %index.next.7.1, 8
  %526 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1978 = getelementptr i8, i8* %526, i64 %sunkaddr1977
  %sunkaddr1979 = getelementptr i8, i8* %sunkaddr1978, i64 832
  %527 = bitcast i8* %sunkaddr1979 to <8 x double>*
  %wide.load87.3.2 = load <8 x double>, <8 x double>* %527, align 8, !alias.scope !33
  %sunkaddr1980 = mul i64 %index.next.7.1, 8
  %528 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1981 = getelementptr i8, i8* %528, i64 %sunkaddr1980
  %sunkaddr1982 = getelementptr i8, i8* %sunkaddr1981, i64 896
  %529 = bitcast i8* %sunkaddr1982 to <8 x double>*
  %wide.load88.3.2 = load <8 x double>, <8 x double>* %529, align 8, !alias.scope !33
  %sunkaddr1983 = mul i64 %index.next.7.1, 8
  %530 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1984 = getelementptr i8, i8* %530, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, i8* %sunkaddr1984, i64 960
  %531 = bitcast i8* %sunkaddr1985 to <8 x double>*
  %wide.load89.3.2 = load <8 x double>, <8 x double>* %531, align 8, !alias.scope !33
  %532 = fmul <8 x double> %wide.load.3.2, %wide.load.3.2
  %533 = fmul <8 x double> %wide.load87.3.2, %wide.load87.3.2
  %534 = fmul <8 x double> %wide.load88.3.2, %wide.load88.3.2
  %535 = fmul <8 x double> %wide.load89.3.2, %wide.load89.3.2
  %sunkaddr1986 = mul i64 %index.next.7.1, 8
  %536 = bitcast double* %.6.i68 to i8*
  %sunkaddr1987 = getelementptr i8, i8* %536, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 768
  %537 = bitcast i8* %sunkaddr1988 to <8 x double>*
  store <8 x double> %532, <8 x double>* %537, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1989 = mul i64 %index.next.7.1, 8
  %538 = bitcast double* %.6.i68 to i8*
  %sunkaddr1990 = getelementptr i8, i8* %538, i64 %sunkaddr1989
  %sunkaddr1991 = getelementptr i8, i8* %sunkaddr1990, i64 832
  %539 = bitcast i8* %sunkaddr1991 to <8 x double>*
  store <8 x double> %533, <8 x double>* %539, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1992 = mul i64 %index.next.7.1, 8
  %540 = bitcast double* %.6.i68 to i8*
  %sunkaddr1993 = getelementptr i8, i8* %540, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 896
  %541 = bitcast i8* %sunkaddr1994 to <8 x double>*
  store <8 x double> %534, <8 x double>* %541, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1995 = mul i64 %index.next.7.1, 8
  %542 = bitcast double* %.6.i68 to i8*
  %sunkaddr1996 = getelementptr i8, i8* %542, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, i8* %sunkaddr1996, i64 960
  %543 = bitcast i8* %sunkaddr1997 to <8 x double>*
  store <8 x double> %535, <8 x double>* %543, align 8, !alias.scope !36, !noalias !33
  %sunkaddr1998 = mul i64 %index.next.7.1, 8
  %544 = bitcast double* %arg.v.4 to i8*
  %sunkaddr1999 = getelementptr i8, i8* %544, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 1024
  %545 = bitcast i8* %sunkaddr2000 to <8 x double>*
  %wide.load.4.2 = load <8 x double>, <8 x double>* %545, align 8, !alias.scope !33
  %sunkaddr2001 = mul i64 %index.next.7.1, 8
  %546 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2002 = getelementptr i8, i8* %546, i64 %sunkaddr2001
  %sunkaddr2003 = getelementptr i8, i8* %sunkaddr2002, i64 1088
  %547 = bitcast i8* %sunkaddr2003 to <8 x double>*
  %wide.load87.4.2 = load <8 x double>, <8 x double>* %547, align 8, !alias.scope !33
  %sunkaddr2004 = mul i64 %index.next.7.1, 8
  %548 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2005 = getelementptr i8, i8* %548, i64 %sunkaddr2004
  %sunkaddr2006 = getelementptr i8, i8* %sunkaddr2005, i64 1152
  %549 = bitcast i8* %sunkaddr2006 to <8 x double>*
  %wide.load88.4.2 = load <8 x double>, <8 x double>* %549, align 8, !alias.scope !33
  %sunkaddr2007 = mul i64 %index.next.7.1, 8
  %550 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2008 = getelementptr i8, i8* %550, i64 %sunkaddr2007
  %sunkaddr2009 = getelementptr i8, i8* %sunkaddr2008, i64 1216
  %551 = bitcast i8* %sunkaddr2009 to <8 x double>*
  %wide.load89.4.2 = load <8 x double>, <8 x double>* %551, align 8, !alias.scope !33
  %552 = fmul <8 x double> %wide.load.4.2, %wide.load.4.2
  %553 = fmul <8 x double> %wide.load87.4.2, %wide.load87.4.2
  %554 = fmul <8 x double> %wide.load88.4.2, %wide.load88.4.2
  %555 = fmul <8 x double> %wide.load89.4.2, %wide.load89.4.2
  %sunkaddr2010 = mul i64 %index.next.7.1, 8
  %556 = bitcast double* %.6.i68 to i8*
  %sunkaddr2011 = getelementptr i8, i8* %556, i64 %sunkaddr2010
  %sunkaddr2012 = getelementptr i8, i8* %sunkaddr2011, i64 1024
  %557 = bitcast i8* %sunkaddr2012 to <8 x double>*
  store <8 x double> %552, <8 x double>* %557, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2013 = mul i64 %index.next.7.1, 8
  %558 = bitcast double* %.6.i68 to i8*
  %sunkaddr2014 = getelementptr i8, i8* %558, i64 %sunkaddr2013
  %sunkaddr2015 = getelementptr i8, i8* %sunkaddr2014, i64 1088
  %559 = bitcast i8* %sunkaddr2015 to <8 x double>*
  store <8 x double> %553, <8 x double>* %559, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2016 = mul i64 %index.next.7.1, 8
  %560 = bitcast double* %.6.i68 to i8*
  %sunkaddr2017 = getelementptr i8, i8* %560, i64 %sunkaddr2016
  %sunkaddr2018 = getelementptr i8, i8* %sunkaddr2017, i64 1152
  %561 = bitcast i8* %sunkaddr2018 to <8 x double>*
  store <8 x double> %554, <8 x double>* %561, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2019 = mul i64 %index.next.7.1, 8
  %562 = bitcast double* %.6.i68 to i8*
  %sunkaddr2020 = getelementptr i8, i8* %562, i64 %sunkaddr2019
  %sunkaddr2021 = getelementptr i8, i8* %sunkaddr2020, i64 1216
  %563 = bitcast i8* %sunkaddr2021 to <8 x double>*
  store <8 x double> %555, <8 x double>* %563, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2022 = mul i64 %index.next.7.1, 8
  %564 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2023 = getelementptr i8, i8* %564, i64 %sunkaddr2022
  %sunkaddr2024 = getelementptr i8, i8* %sunkaddr2023, i64 1280
  %565 = bitcast i8* %sunkaddr2024 to <8 x double>*
  %wide.load.5.2 = load <8 x double>, <8 x double>* %565, align 8, !alias.scope !33
  %sunkaddr2025 = mul i64 %index.next.7.1, 8
  %566 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2026 = getelementptr i8, i8* %566, i64 %sunkaddr2025
  %sunkaddr2027 = getelementptr i8, i8* %sunkaddr2026, i64 1344
  %567 = bitcast i8* %sunkaddr2027 to <8 x double>*
  %wide.load87.5.2 = load <8 x double>, <8 x double>* %567, align 8, !alias.scope !33
  %sunkaddr2028 = mul i64 %index.next.7.1, 8
  %568 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2029 = getelementptr i8, i8* %568, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, i8* %sunkaddr2029, i64 1408
  %569 = bitcast i8* %sunkaddr2030 to <8 x double>*
  %wide.load88.5.2 = load <8 x double>, <8 x double>* %569, align 8, !alias.scope !33
  %sunkaddr2031 = mul i64 %index.next.7.1, 8
  %570 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2032 = getelementptr i8, i8* %570, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, i8* %sunkaddr2032, i64 1472
  %571 = bitcast i8* %sunkaddr2033 to <8 x double>*
  %wide.load89.5.2 = load <8 x double>, <8 x double>* %571, align 8, !alias.scope !33
  %572 = fmul <8 x double> %wide.load.5.2, %wide.load.5.2
  %573 = fmul <8 x double> %wide.load87.5.2, %wide.load87.5.2
  %574 = fmul <8 x double> %wide.load88.5.2, %wide.load88.5.2
  %575 = fmul <8 x double> %wide.load89.5.2, %wide.load89.5.2
  %sunkaddr2034 = mul i64 %index.next.7.1, 8
  %576 = bitcast double* %.6.i68 to i8*
  %sunkaddr2035 = getelementptr i8, i8* %576, i64 %sunkaddr2034
  %sunkaddr2036 = getelementptr i8, i8* %sunkaddr2035, i64 1280
  %577 = bitcast i8* %sunkaddr2036 to <8 x double>*
  store <8 x double> %572, <8 x double>* %577, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2037 = mul i64 %index.next.7.1, 8
  %578 = bitcast double* %.6.i68 to i8*
  %sunkaddr2038 = getelementptr i8, i8* %578, i64 %sunkaddr2037
  %sunkaddr2039 = getelementptr i8, i8* %sunkaddr2038, i64 1344
  %579 = bitcast i8* %sunkaddr2039 to <8 x double>*
  store <8 x double> %573, <8 x double>* %579, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2040 = mul i64 %index.next.7.1, 8
  %580 = bitcast double* %.6.i68 to i8*
  %sunkaddr2041 = getelementptr i8, i8* %580, i64 %sunkaddr2040
  %sunkaddr2042 = getelementptr i8, i8* %sunkaddr2041, i64 1408
  %581 = bitcast i8* %sunkaddr2042 to <8 x double>*
  store <8 x double> %574, <8 x double>* %581, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2043 = mul i64 %index.next.7.1, 8
  %582 = bitcast double* %.6.i68 to i8*
  %sunkaddr2044 = getelementptr i8, i8* %582, i64 %sunkaddr2043
  %sunkaddr2045 = getelementptr i8, i8* %sunkaddr2044, i64 1472
  %583 = bitcast i8* %sunkaddr2045 to <8 x double>*
  store <8 x double> %575, <8 x double>* %583, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2046 = mul i64 %index.next.7.1, 8
  %584 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2047 = getelementptr i8, i8* %584, i64 %sunkaddr2046
  %sunkaddr2048 = getelementptr i8, i8* %sunkaddr2047, i64 1536
  %585 = bitcast i8* %sunkaddr2048 to <8 x double>*
  %wide.load.6.2 = load <8 x double>, <8 x double>* %585, align 8, !alias.scope !33
  %sunkaddr2049 = mul i64 %index.next.7.1, 8
  %586 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2050 = getelementptr i8, i8* %586, i64 %sunkaddr2049
  %sunkaddr2051 = getelementptr i8, i8* %sunkaddr2050, i64 1600
  %587 = bitcast i8* %sunkaddr2051 to <8 x double>*
  %wide.load87.6.2 = load <8 x double>, <8 x double>* %587, align 8, !alias.scope !33
  %sunkaddr2052 = mul i64 %index.next.7.1, 8
  %588 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2053 = getelementptr i8, i8* %588, i64 %sunkaddr2052
  %sunkaddr2054 = getelementptr i8, i8* %sunkaddr2053, i64 1664
  %589 = bitcast i8* %sunkaddr2054 to <8 x double>*
  %wide.load88.6.2 = load <8 x double>, <8 x double>* %589, align 8, !alias.scope !33
  %sunkaddr2055 = mul i64 %index.next.7.1, 8
  %590 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2056 = getelementptr i8, i8* %590, i64 %sunkaddr2055
  %sunkaddr2057 = getelementptr i8, i8* %sunkaddr2056, i64 1728
  %591 = bitcast i8* %sunkaddr2057 to <8 x double>*
  %wide.load89.6.2 = load <8 x double>, <8 x double>* %591, align 8, !alias.scope !33
  %592 = fmul <8 x double> %wide.load.6.2, %wide.load.6.2
  %593 = fmul <8 x double> %wide.load87.6.2, %wide.load87.6.2
  %594 = fmul <8 x double> %wide.load88.6.2, %wide.load88.6.2
  %595 = fmul <8 x double> %wide.load89.6.2, %wide.load89.6.2
  %sunkaddr2058 = mul i64 %index.next.7.1, 8
  %596 = bitcast double* %.6.i68 to i8*
  %sunkaddr2059 = getelementptr i8, i8* %596, i64 %sunkaddr2058
  %sunkaddr2060 = getelementptr i8, i8* %sunkaddr2059, i64 1536
  %597 = bitcast i8* %sunkaddr2060 to <8 x double>*
  store <8 x double> %592, <8 x double>* %597, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2061 = mul i64 %index.next.7.1, 8
  %598 = bitcast double* %.6.i68 to i8*
  %sunkaddr2062 = getelementptr i8, i8* %598, i64 %sunkaddr2061
  %sunkaddr2063 = getelementptr i8, i8* %sunkaddr2062, i64 1600
  %599 = bitcast i8* %sunkaddr2063 to <8 x double>*
  store <8 x double> %593, <8 x double>* %599, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2064 = mul i64 %index.next.7.1, 8
  %600 = bitcast double* %.6.i68 to i8*
  %sunkaddr2065 = getelementptr i8, i8* %600, i64 %sunkaddr2064
  %sunkaddr2066 = getelementptr i8, i8* %sunkaddr2065, i64 1664
  %601 = bitcast i8* %sunkaddr2066 to <8 x double>*
  store <8 x double> %594, <8 x double>* %601, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2067 = mul i64 %index.next.7.1, 8
  %602 = bitcast double* %.6.i68 to i8*
  %sunkaddr2068 = getelementptr i8, i8* %602, i64 %sunkaddr2067
  %sunkaddr2069 = getelementptr i8, i8* %sunkaddr2068, i64 1728
  %603 = bitcast i8* %sunkaddr2069 to <8 x double>*
  store <8 x double> %595, <8 x double>* %603, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2070 = mul i64 %index.next.7.1, 8
  %604 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2071 = getelementptr i8, i8* %604, i64 %sunkaddr2070
  %sunkaddr2072 = getelementptr i8, i8* %sunkaddr2071, i64 1792
  %605 = bitcast i8* %sunkaddr2072 to <8 x double>*
  %wide.load.7.2 = load <8 x double>, <8 x double>* %605, align 8, !alias.scope !33
  %sunkaddr2073 = mul i64 %index.next.7.1, 8
  %606 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2074 = getelementptr i8, i8* %606, i64 %sunkaddr2073
  %sunkaddr2075 = getelementptr i8, i8* %sunkaddr2074, i64 1856
  %607 = bitcast i8* %sunkaddr2075 to <8 x double>*
  %wide.load87.7.2 = load <8 x double>, <8 x double>* %607, align 8, !alias.scope !33
  %sunkaddr2076 = mul i64 %index.next.7.1, 8
  %608 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2077 = getelementptr i8, i8* %608, i64 %sunkaddr2076
  %sunkaddr2078 = getelementptr i8, i8* %sunkaddr2077, i64 1920
  %609 = bitcast i8* %sunkaddr2078 to <8 x double>*
  %wide.load88.7.2 = load <8 x double>, <8 x double>* %609, align 8, !alias.scope !33
  %sunkaddr2079 = mul i64 %index.next.7.1, 8
  %610 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2080 = getelementptr i8, i8* %610, i64 %sunkaddr2079
  %sunkaddr2081 = getelementptr i8, i8* %sunkaddr2080, i64 1984
  %611 = bitcast i8* %sunkaddr2081 to <8 x double>*
  %wide.load89.7.2 = load <8 x double>, <8 x double>* %611, align 8, !alias.scope !33
  %612 = fmul <8 x double> %wide.load.7.2, %wide.load.7.2
  %613 = fmul <8 x double> %wide.load87.7.2, %wide.load87.7.2
  %614 = fmul <8 x double> %wide.load88.7.2, %wide.load88.7.2
  %615 = fmul <8 x double> %wide.load89.7.2, %wide.load89.7.2
  %sunkaddr2082 = mul i64 %index.next.7.1, 8
  %616 = bitcast double* %.6.i68 to i8*
  %sunkaddr2083 = getelementptr i8, i8* %616, i64 %sunkaddr2082
  %sunkaddr2084 = getelementptr i8, i8* %sunkaddr2083, i64 1792
  %617 = bitcast i8* %sunkaddr2084 to <8 x double>*
  store <8 x double> %612, <8 x double>* %617, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2085 = mul i64 %index.next.7.1, 8
  %618 = bitcast double* %.6.i68 to i8*
  %sunkaddr2086 = getelementptr i8, i8* %618, i64 %sunkaddr2085
  %sunkaddr2087 = getelementptr i8, i8* %sunkaddr2086, i64 1856
  %619 = bitcast i8* %sunkaddr2087 to <8 x double>*
  store <8 x double> %613, <8 x double>* %619, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2088 = mul i64 %index.next.7.1, 8
  %620 = bitcast double* %.6.i68 to i8*
  %sunkaddr2089 = getelementptr i8, i8* %620, i64 %sunkaddr2088
  %sunkaddr2090 = getelementptr i8, i8* %sunkaddr2089, i64 1920
  %621 = bitcast i8* %sunkaddr2090 to <8 x double>*
  store <8 x double> %614, <8 x double>* %621, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2091 = mul i64 %index.next.7.1, 8
  %622 = bitcast double* %.6.i68 to i8*
  %sunkaddr2092 = getelementptr i8, i8* %622, i64 %sunkaddr2091
  %sunkaddr2093 = getelementptr i8, i8* %sunkaddr2092, i64 1984
  %623 = bitcast i8* %sunkaddr2093 to <8 x double>*
  store <8 x double> %615, <8 x double>* %623, align 8, !alias.scope !36, !noalias !33
  %index.next.7.2 = or i64 %index, 768
  %scevgep411.3 = getelementptr double, double* %arg.v.4, i64 %index.next.7.2
  %624 = bitcast double* %scevgep411.3 to <8 x double>*
  %wide.load.3114 = load <8 x double>, <8 x double>* %624, align 8, !alias.scope !33
  %sunkaddr2094 = mul i64 %index.next.7.2, 8
  %625 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2095 = getelementptr i8, i8* %625, i64 %sunkaddr2094
  %sunkaddr2096 = getelementptr i8, i8* %sunkaddr2095, i64 64
  %626 = bitcast i8* %sunkaddr2096 to <8 x double>*
  %wide.load87.3115 = load <8 x double>, <8 x double>* %626, align 8, !alias.scope !33
  %sunkaddr2097 = mul i64 %index.next.7.2, 8
  %627 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2098 = getelementptr i8, i8* %627, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 128
  %628 = bitcast i8* %sunkaddr2099 to <8 x double>*
  %wide.load88.3116 = load <8 x double>, <8 x double>* %628, align 8, !alias.scope !33
  %sunkaddr2100 = mul i64 %index.next.7.2, 8
  %629 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2101 = getelementptr i8, i8* %629, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 192
  %630 = bitcast i8* %sunkaddr2102 to <8 x double>*
  %wide.load89.3117 = load <8 x double>, <8 x double>* %630, align 8, !alias.scope !33
  %631 = fmul <8 x double> %wide.load.3114, %wide.load.3114
  %632 = fmul <8 x double> %wide.load87.3115, %wide.load87.3115
  %633 = fmul <8 x double> %wide.load88.3116, %wide.load88.3116
  %634 = fmul <8 x double> %wide.load89.3117, %wide.load89.3117
  %scevgep507.3 = getelementptr double, double* %.6.i68, i64 %index.next.7.2
  %635 = bitcast double* %scevgep507.3 to <8 x double>*
  store <8 x double> %631, <8 x double>* %635, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2103 = mul i64 %index.next.7.2, 8
  %636 = bitcast double* %.6.i68 to i8*
  %sunkaddr2104 = getelementptr i8, i8* %636, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 64
  %637 = bitcast i8* %sunkaddr2105 to <8 x double>*
  store <8 x double> %632, <8 x double>* %637, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2106 = mul i64 %index.next.7.2, 8
  %638 = bitcast double* %.6.i68 to i8*
  %sunkaddr2107 = getelementptr i8, i8* %638, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 128
  %639 = bitcast i8* %sunkaddr2108 to <8 x double>*
  store <8 x double> %633, <8 x double>* %639, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2109 = mul i64 %index.next.7.2, 8
  %640 = bitcast double* %.6.i68 to i8*
  %sunkaddr2110 = getelementptr i8, i8* %640, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 192
  %641 = bitcast i8* %sunkaddr2111 to <8 x double>*
  store <8 x double> %634, <8 x double>* %641, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2112 = mul i64 %index.next.7.2, 8
  %642 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2113 = getelementptr i8, i8* %642, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 256
  %643 = bitcast i8* %sunkaddr2114 to <8 x double>*
  %wide.load.1.3 = load <8 x double>, <8 x double>* %643, align 8, !alias.scope !33
  %sunkaddr2115 = mul i64 %index.next.7.2, 8
  %644 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2116 = getelementptr i8, i8* %644, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 320
  %645 = bitcast i8* %sunkaddr2117 to <8 x double>*
  %wide.load87.1.3 = load <8 x double>, <8 x double>* %645, align 8, !alias.scope !33
  %sunkaddr2118 = mul i64 %index.next.7.2, 8
  %646 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2119 = getelementptr i8, i8* %646, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 384
  %647 = bitcast i8* %sunkaddr2120 to <8 x double>*
  %wide.load88.1.3 = load <8 x double>, <8 x double>* %647, align 8, !alias.scope !33
  %sunkaddr2121 = mul i64 %index.next.7.2, 8
  %648 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2122 = getelementptr i8, i8* %648, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 448
  %649 = bitcast i8* %sunkaddr2123 to <8 x double>*
  %wide.load89.1.3 = load <8 x double>, <8 x double>* %649, align 8, !alias.scope !33
  %650 = fmul <8 x double> %wide.load.1.3, %wide.load.1.3
  %651 = fmul <8 x double> %wide.load87.1.3, %wide.load87.1.3
  %652 = fmul <8 x double> %wide.load88.1.3, %wide.load88.1.3
  %653 = fmul <8 x double> %wide.load89.1.3, %wide.load89.1.3
  %sunkaddr2124 = mul i64 %index.next.7.2, 8
  %654 = bitcast double* %.6.i68 to i8*
  %sunkaddr2125 = getelementptr i8, i8* %654, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 256
  %655 = bitcast i8* %sunkaddr2126 to <8 x double>*
  store <8 x double> %650, <8 x double>* %655, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2127 = mul i64 %index.next.7.2, 8
  %656 = bitcast double* %.6.i68 to i8*
  %sunkaddr2128 = getelementptr i8, i8* %656, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 320
  %657 = bitcast i8* %sunkaddr2129 to <8 x double>*
  store <8 x double> %651, <8 x double>* %657, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2130 = mul i64 %index.next.7.2, 8
  %658 = bitcast double* %.6.i68 to i8*
  %sunkaddr2131 = getelementptr i8, i8* %658, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 384
  %659 = bitcast i8* %sunkaddr2132 to <8 x double>*
  store <8 x double> %652, <8 x double>* %659, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2133 = mul i64 %index.next.7.2, 8
  %660 = bitcast double* %.6.i68 to i8*
  %sunkaddr2134 = getelementptr i8, i8* %660, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 448
  %661 = bitcast i8* %sunkaddr2135 to <8 x double>*
  store <8 x double> %653, <8 x double>* %661, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2136 = mul i64 %index.next.7.2, 8
  %662 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2137 = getelementptr i8, i8* %662, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 512
  %663 = bitcast i8* %sunkaddr2138 to <8 x double>*
  %wide.load.2.3 = load <8 x double>, <8 x double>* %663, align 8, !alias.scope !33
  %sunkaddr2139 = mul i64 %index.next.7.2, 8
  %664 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2140 = getelementptr i8, i8* %664, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 576
  %665 = bitcast i8* %sunkaddr2141 to <8 x double>*
  %wide.load87.2.3 = load <8 x double>, <8 x double>* %665, align 8, !alias.scope !33
  %sunkaddr2142 = mul i64 %index.next.7.2, 8
  %666 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2143 = getelementptr i8, i8* %666, i64 %sunkaddr2142
  %sunkaddr2144 = getelementptr i8, i8* %sunkaddr2143, i64 640
  %667 = bitcast i8* %sunkaddr2144 to <8 x double>*
  %wide.load88.2.3 = load <8 x double>, <8 x double>* %667, align 8, !alias.scope !33
  %sunkaddr2145 = mul i64 %index.next.7.2, 8
  %668 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2146 = getelementptr i8, i8* %668, i64 %sunkaddr2145
  %sunkaddr2147 = getelementptr i8, i8* %sunkaddr2146, i64 704
  %669 = bitcast i8* %sunkaddr2147 to <8 x double>*
  %wide.load89.2.3 = load <8 x double>, <8 x double>* %669, align 8, !alias.scope !33
  %670 = fmul <8 x double> %wide.load.2.3, %wide.load.2.3
  %671 = fmul <8 x double> %wide.load87.2.3, %wide.load87.2.3
  %672 = fmul <8 x double> %wide.load88.2.3, %wide.load88.2.3
  %673 = fmul <8 x double> %wide.load89.2.3, %wide.load89.2.3
  %sunkaddr2148 = mul i64 %index.next.7.2, 8
  %674 = bitcast double* %.6.i68 to i8*
  %sunkaddr2149 = getelementptr i8, i8* %674, i64 %sunkaddr2148
  %sunkaddr2150 = getelementptr i8, i8* %sunkaddr2149, i64 512
  %675 = bitcast i8* %sunkaddr2150 to <8 x double>*
  store <8 x double> %670, <8 x double>* %675, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2151 = mul i64 %index.next.7.2, 8
  %676 = bitcast double* %.6.i68 to i8*
  %sunkaddr2152 = getelementptr i8, i8* %676, i64 %sunkaddr2151
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 576
  %677 = bitcast i8* %sunkaddr2153 to <8 x double>*
  store <8 x double> %671, <8 x double>* %677, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2154 = mul i64 %index.next.7.2, 8
  %678 = bitcast double* %.6.i68 to i8*
  %sunkaddr2155 = getelementptr i8, i8* %678, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 640
  %679 = bitcast i8* %sunkaddr2156 to <8 x double>*
  store <8 x double> %672, <8 x double>* %679, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2157 = mul i64 %index.next.7.2, 8
  %680 = bitcast double* %.6.i68 to i8*
  %sunkaddr2158 = getelementptr i8, i8* %680, i64 %sunkaddr2157
  %sunkaddr2159 = getelementptr i8, i8* %sunkaddr2158, i64 704
  %681 = bitcast i8* %sunkaddr2159 to <8 x double>*
  store <8 x double> %673, <8 x double>* %681, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2160 = mul i64 %index.next.7.2, 8
  %682 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2161 = getelementptr i8, i8* %682, i64 %sunkaddr2160
  %sunkaddr2162 = getelementptr i8, i8* %sunkaddr2161, i64 768
  %683 = bitcast i8* %sunkaddr2162 to <8 x double>*
  %wide.load.3.3 = load <8 x double>, <8 x double>* %683, align 8, !alias.scope !33
  %sunkaddr2163 = mul i64 %index.next.7.2, 8
  %684 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2164 = getelementptr i8, i8* %684, i64 %sunkaddr2163
  %sunkaddr2165 = getelementptr i8, i8* %sunkaddr2164, i64 832
  %685 = bitcast i8* %sunkaddr2165 to <8 x double>*
  %wide.load87.3.3 = load <8 x double>, <8 x double>* %685, align 8, !alias.scope !33
  %sunkaddr2166 = mul i64 %index.next.7.2, 8
  %686 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2167 = getelementptr i8, i8* %686, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 896
  %687 = bitcast i8* %sunkaddr2168 to <8 x double>*
  %wide.load88.3.3 = load <8 x double>, <8 x double>* %687, align 8, !alias.scope !33
  %sunkaddr2169 = mul i64 %index.next.7.2, 8
  %688 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2170 = getelementptr i8, i8* %688, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 960
  %689 = bitcast i8* %sunkaddr2171 to <8 x double>*
  %wide.load89.3.3 = load <8 x double>, <8 x double>* %689, align 8, !alias.scope !33
  %690 = fmul <8 x double> %wide.load.3.3, %wide.load.3.3
  %691 = fmul <8 x double> %wide.load87.3.3, %wide.load87.3.3
  %692 = fmul <8 x double> %wide.load88.3.3, %wide.load88.3.3
  %693 = fmul <8 x double> %wide.load89.3.3, %wide.load89.3.3
  %sunkaddr2172 = mul i64 %index.next.7.2, 8
  %694 = bitcast double* %.6.i68 to i8*
  %sunkaddr2173 = getelementptr i8, i8* %694, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 768
  %695 = bitcast i8* %sunkaddr2174 to <8 x double>*
  store <8 x double> %690, <8 x double>* %695, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2175 = mul i64 %index.next.7.2, 8
  %696 = bitcast double* %.6.i68 to i8*
  %sunkaddr2176 = getelementptr i8, i8* %696, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 832
  %697 = bitcast i8* %sunkaddr2177 to <8 x double>*
  store <8 x double> %691, <8 x double>* %697, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2178 = mul i64 %index.next.7.2, 8
  %698 = bitcast double* %.6.i68 to i8*
  %sunkaddr2179 = getelementptr i8, i8* %698, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 896
  %699 = bitcast i8* %sunkaddr2180 to <8 x double>*
  store <8 x double> %692, <8 x double>* %699, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2181 = mul i64 %index.next.7.2, 8
  %700 = bitcast double* %.6.i68 to i8*
  %sunkaddr2182 = getelementptr i8, i8* %700, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 960
  %701 = bitcast i8* %sunkaddr2183 to <8 x double>*
  store <8 x double> %693, <8 x double>* %701, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2184 = mul i64 %index.next.7.2, 8
  %702 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2185 = getelementptr i8, i8* %702, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 1024
  %703 = bitcast i8* %sunkaddr2186 to <8 x double>*
  %wide.load.4.3 = load <8 x double>, <8 x double>* %703, align 8, !alias.scope !33
  %sunkaddr2187 = mul i64 %index.next.7.2, 8
  %704 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2188 = getelementptr i8, i8* %704, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 1088
  %705 = bitcast i8* %sunkaddr2189 to <8 x double>*
  %wide.load87.4.3 = load <8 x double>, <8 x double>* %705, align 8, !alias.scope !33
  %sunkaddr2190 = mul i64 %index.next.7.2, 8
  %706 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2191 = getelementptr i8, i8* %706, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 1152
  %707 = bitcast i8* %sunkaddr2192 to <8 x double>*
  %wide.load88.4.3 = load <8 x double>, <8 x double>* %707, align 8, !alias.scope !33
  %sunkaddr2193 = mul i64 %index.next.7.2, 8
  %708 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2194 = getelementptr i8, i8* %708, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 1216
  %709 = bitcast i8* %sunkaddr2195 to <8 x double>*
  %wide.load89.4.3 = load <8 x double>, <8 x double>* %709, align 8, !alias.scope !33
  %710 = fmul <8 x double> %wide.load.4.3, %wide.load.4.3
  %711 = fmul <8 x double> %wide.load87.4.3, %wide.load87.4.3
  %712 = fmul <8 x double> %wide.load88.4.3, %wide.load88.4.3
  %713 = fmul <8 x double> %wide.load89.4.3, %wide.load89.4.3
  %sunkaddr2196 = mul i64 %index.next.7.2, 8
  %714 = bitcast double* %.6.i68 to i8*
  %sunkaddr2197 = getelementptr i8, i8* %714, i64 %sunkaddr2196
  %sunkaddr2198 = getelementptr i8, i8* %sunkaddr2197, i64 1024
  %715 = bitcast i8* %sunkaddr2198 to <8 x double>*
  store <8 x double> %710, <8 x double>* %715, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2199 = mul i64 %index.next.7.2, 8
  %716 = bitcast double* %.6.i68 to i8*
  %sunkaddr2200 = getelementptr i8, i8* %716, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, i8* %sunkaddr2200, i64 1088
  %717 = bitcast i8* %sunkaddr2201 to <8 x double>*
  store <8 x double> %711, <8 x double>* %717, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2202 = mul i64 %index.next.7.2, 8
  %718 = bitcast double* %.6.i68 to i8*
  %sunkaddr2203 = getelementptr i8, i8* %718, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 1152
  %719 = bitcast i8* %sunkaddr2204 to <8 x double>*
  store <8 x double> %712, <8 x double>* %719, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2205 = mul i64 %index.next.7.2, 8
  %720 = bitcast double* %.6.i68 to i8*
  %sunkaddr2206 = getelementptr i8, i8* %720, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 1216
  %721 = bitcast i8* %sunkaddr2207 to <8 x double>*
  store <8 x double> %713, <8 x double>* %721, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2208 = mul i64 %index.next.7.2, 8
  %722 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2209 = getelementptr i8, i8* %722, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 1280
  %723 = bitcast i8* %sunkaddr2210 to <8 x double>*
  %wide.load.5.3 = load <8 x double>, <8 x double>* %723, align 8, !alias.scope !33
  %sunkaddr2211 = mul i64 %index.next.7.2, 8
  %724 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2212 = getelementptr i8, i8* %724, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, i8* %sunkaddr2212, i64 1344
  %725 = bitcast i8* %sunkaddr2213 to <8 x double>*
  %wide.load87.5.3 = load <8 x double>, <8 x double>* %725, align 8, !alias.scope !33
  %sunkaddr2214 = mul i64 %index.next.7.2, 8
  %726 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2215 = getelementptr i8, i8* %726, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, i8* %sunkaddr2215, i64 1408
  %727 = bitcast i8* %sunkaddr2216 to <8 x double>*
  %wide.load88.5.3 = load <8 x double>, <8 x double>* %727, align 8, !alias.scope !33
  %sunkaddr2217 = mul i64 %index.next.7.2, 8
  %728 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2218 = getelementptr i8, i8* %728, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, i8* %sunkaddr2218, i64 1472
  %729 = bitcast i8* %sunkaddr2219 to <8 x double>*
  %wide.load89.5.3 = load <8 x double>, <8 x double>* %729, align 8, !alias.scope !33
  %730 = fmul <8 x double> %wide.load.5.3, %wide.load.5.3
  %731 = fmul <8 x double> %wide.load87.5.3, %wide.load87.5.3
  %732 = fmul <8 x double> %wide.load88.5.3, %wide.load88.5.3
  %733 = fmul <8 x double> %wide.load89.5.3, %wide.load89.5.3
  %sunkaddr2220 = mul i64 %index.next.7.2, 8
  %734 = bitcast double* %.6.i68 to i8*
  %sunkaddr2221 = getelementptr i8, i8* %734, i64 %sunkaddr2220
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 1280
  %735 = bitcast i8* %sunkaddr2222 to <8 x double>*
  store <8 x double> %730, <8 x double>* %735, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2223 = mul i64 %index.next.7.2, 8
  %736 = bitcast double* %.6.i68 to i8*
  %sunkaddr2224 = getelementptr i8, i8* %736, i64 %sunkaddr2223
  %sunkaddr2225 = getelementptr i8, i8* %sunkaddr2224, i64 1344
  %737 = bitcast i8* %sunkaddr2225 to <8 x double>*
  store <8 x double> %731, <8 x double>* %737, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2226 = mul i64 %index.next.7.2, 8
  %738 = bitcast double* %.6.i68 to i8*
  %sunkaddr2227 = getelementptr i8, i8* %738, i64 %sunkaddr2226
  %sunkaddr2228 = getelementptr i8, i8* %sunkaddr2227, i64 1408
  %739 = bitcast i8* %sunkaddr2228 to <8 x double>*
  store <8 x double> %732, <8 x double>* %739, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2229 = mul i64 %index.next.7.2, 8
  %740 = bitcast double* %.6.i68 to i8*
  %sunkaddr2230 = getelementptr i8, i8* %740, i64 %sunkaddr2229
  %sunkaddr2231 = getelementptr i8, i8* %sunkaddr2230, i64 1472
  %741 = bitcast i8* %sunkaddr2231 to <8 x double>*
  store <8 x double> %733, <8 x double>* %741, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2232 = mul i64 %index.next.7.2, 8
  %742 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2233 = getelementptr i8, i8* %742, i64 %sunkaddr2232
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 1536
  %743 = bitcast i8* %sunkaddr2234 to <8 x double>*
  %wide.load.6.3 = load <8 x double>, <8 x double>* %743, align 8, !alias.scope !33
  %sunkaddr2235 = mul i64 %index.next.7.2, 8
  %744 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2236 = getelementptr i8, i8* %744, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 1600
  %745 = bitcast i8* %sunkaddr2237 to <8 x double>*
  %wide.load87.6.3 = load <8 x double>, <8 x double>* %745, align 8, !alias.scope !33
  %sunkaddr2238 = mul i64 %index.next.7.2, 8
  %746 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2239 = getelementptr i8, i8* %746, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 1664
  %747 = bitcast i8* %sunkaddr2240 to <8 x double>*
  %wide.load88.6.3 = load <8 x double>, <8 x double>* %747, align 8, !alias.scope !33
  %sunkaddr2241 = mul i64 %index.next.7.2, 8
  %748 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2242 = getelementptr i8, i8* %748, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 1728
  %749 = bitcast i8* %sunkaddr2243 to <8 x double>*
  %wide.load89.6.3 = load <8 x double>, <8 x double>* %749, align 8, !alias.scope !33
  %750 = fmul <8 x double> %wide.load.6.3, %wide.load.6.3
  %751 = fmul <8 x double> %wide.load87.6.3, %wide.load87.6.3
  %752 = fmul <8 x double> %wide.load88.6.3, %wide.load88.6.3
  %753 = fmul <8 x double> %wide.load89.6.3, %wide.load89.6.3
  %sunkaddr2244 = mul i64 %index.next.7.2, 8
  %754 = bitcast double* %.6.i68 to i8*
  %sunkaddr2245 = getelementptr i8, i8* %754, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, i8* %sunkaddr2245, i64 1536
  %755 = bitcast i8* %sunkaddr2246 to <8 x double>*
  store <8 x double> %750, <8 x double>* %755, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2247 = mul i64 %index.next.7.2, 8
  %756 = bitcast double* %.6.i68 to i8*
  %sunkaddr2248 = getelementptr i8, i8* %756, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 1600
  %757 = bitcast i8* %sunkaddr2249 to <8 x double>*
  store <8 x double> %751, <8 x double>* %757, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2250 = mul i64 %index.next.7.2, 8
  %758 = bitcast double* %.6.i68 to i8*
  %sunkaddr2251 = getelementptr i8, i8* %758, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 1664
  %759 = bitcast i8* %sunkaddr2252 to <8 x double>*
  store <8 x double> %752, <8 x double>* %759, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2253 = mul i64 %index.next.7.2, 8
  %760 = bitcast double* %.6.i68 to i8*
  %sunkaddr2254 = getelementptr i8, i8* %760, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 1728
  %761 = bitcast i8* %sunkaddr2255 to <8 x double>*
  store <8 x double> %753, <8 x double>* %761, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2256 = mul i64 %index.next.7.2, 8
  %762 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2257 = getelementptr i8, i8* %762, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 1792
  %763 = bitcast i8* %sunkaddr2258 to <8 x double>*
  %wide.load.7.3 = load <8 x double>, <8 x double>* %763, align 8, !alias.scope !33
  %sunkaddr2259 = mul i64 %index.next.7.2, 8
  %764 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2260 = getelementptr i8, i8* %764, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 1856
  %765 = bitcast i8* %sunkaddr2261 to <8 x double>*
  %wide.load87.7.3 = load <8 x double>, <8 x double>* %765, align 8, !alias.scope !33
  %sunkaddr2262 = mul i64 %index.next.7.2, 8
  %766 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2263 = getelementptr i8, i8* %766, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 1920
  %767 = bitcast i8* %sunkaddr2264 to <8 x double>*
  %wide.load88.7.3 = load <8 x double>, <8 x double>* %767, align 8, !alias.scope !33
  %sunkaddr2265 = mul i64 %index.next.7.2, 8
  %768 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2266 = getelementptr i8, i8* %768, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 1984
  %769 = bitcast i8* %sunkaddr2267 to <8 x double>*
  %wide.load89.7.3 = load <8 x double>, <8 x double>* %769, align 8, !alias.scope !33
  %770 = fmul <8 x double> %wide.load.7.3, %wide.load.7.3
  %771 = fmul <8 x double> %wide.load87.7.3, %wide.load87.7.3
  %772 = fmul <8 x double> %wide.load88.7.3, %wide.load88.7.3
  %773 = fmul <8 x double> %wide.load89.7.3, %wide.load89.7.3
  %sunkaddr2268 = mul i64 %index.next.7.2, 8
  %774 = bitcast double* %.6.i68 to i8*
  %sunkaddr2269 = getelementptr i8, i8* %774, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 1792
  %775 = bitcast i8* %sunkaddr2270 to <8 x double>*
  store <8 x double> %770, <8 x double>* %775, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2271 = mul i64 %index.next.7.2, 8
  %776 = bitcast double* %.6.i68 to i8*
  %sunkaddr2272 = getelementptr i8, i8* %776, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 1856
  %777 = bitcast i8* %sunkaddr2273 to <8 x double>*
  store <8 x double> %771, <8 x double>* %777, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2274 = mul i64 %index.next.7.2, 8
  %778 = bitcast double* %.6.i68 to i8*
  %sunkaddr2275 = getelementptr i8, i8* %778, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 1920
  %779 = bitcast i8* %sunkaddr2276 to <8 x double>*
  store <8 x double> %772, <8 x double>* %779, align 8, !alias.scope !36, !noalias !33
  %sunkaddr2277 = mul i64 %index.next.7.2, 8
  %780 = bitcast double* %.6.i68 to i8*
  %sunkaddr2278 = getelementptr i8, i8* %780, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 1984
  %781 = bitcast i8* %sunkaddr2279 to <8 x double>*
  store <8 x double> %773, <8 x double>* %781, align 8, !alias.scope !36, !noalias !33
  %index.next.7.3 = add i64 %index, 1024
  %niter105.next.3 = add i64 %niter105, 4
  %niter105.ncmp.3 = icmp eq i64 %niter105.next.3, %unroll_iter104
  br i1 %niter105.ncmp.3, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !38

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %index.lcssa.ph = phi i64 [ undef, %vector.ph.new ], [ %index.next.7.2, %vector.body ]
  %index.unr101 = phi i64 [ 0, %vector.ph.new ], [ %index.next.7.3, %vector.body ]
  %lcmp.mod102.not = icmp eq i64 %xtraiter95, 0
  br i1 %lcmp.mod102.not, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil96.preheader

vector.body.epil96.preheader:                     ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %782 = add i64 %index.unr101, -256
  br label %vector.body.epil96

vector.body.epil96:                               ; preds = %vector.body.epil96.preheader, %vector.body.epil96
  %lsr.iv1057 = phi i64 [ %xtraiter95, %vector.body.epil96.preheader ], [ %lsr.iv.next1058, %vector.body.epil96 ]
  %lsr.iv863 = phi i64 [ %782, %vector.body.epil96.preheader ], [ %lsr.iv.next864, %vector.body.epil96 ]
  %scevgep1054 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10541055 = bitcast double* %scevgep1054 to <8 x double>*
  %scevgep1056 = getelementptr <8 x double>, <8 x double>* %scevgep10541055, i64 1
  %wide.load.epil97 = load <8 x double>, <8 x double>* %scevgep1056, align 8, !alias.scope !33
  %scevgep1051 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10511052 = bitcast double* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 2
  %wide.load87.epil98 = load <8 x double>, <8 x double>* %scevgep1053, align 8, !alias.scope !33
  %scevgep1048 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10481049 = bitcast double* %scevgep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %scevgep10481049, i64 3
  %wide.load88.epil99 = load <8 x double>, <8 x double>* %scevgep1050, align 8, !alias.scope !33
  %scevgep1045 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10451046 = bitcast double* %scevgep1045 to <8 x double>*
  %scevgep1047 = getelementptr <8 x double>, <8 x double>* %scevgep10451046, i64 4
  %wide.load89.epil100 = load <8 x double>, <8 x double>* %scevgep1047, align 8, !alias.scope !33
  %783 = fmul <8 x double> %wide.load.epil97, %wide.load.epil97
  %784 = fmul <8 x double> %wide.load87.epil98, %wide.load87.epil98
  %785 = fmul <8 x double> %wide.load88.epil99, %wide.load88.epil99
  %786 = fmul <8 x double> %wide.load89.epil100, %wide.load89.epil100
  %scevgep958 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep958959 = bitcast double* %scevgep958 to <8 x double>*
  %scevgep960 = getelementptr <8 x double>, <8 x double>* %scevgep958959, i64 1
  store <8 x double> %783, <8 x double>* %scevgep960, align 8, !alias.scope !36, !noalias !33
  %scevgep955 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep955956 = bitcast double* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 2
  store <8 x double> %784, <8 x double>* %scevgep957, align 8, !alias.scope !36, !noalias !33
  %scevgep952 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep952953 = bitcast double* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 3
  store <8 x double> %785, <8 x double>* %scevgep954, align 8, !alias.scope !36, !noalias !33
  %scevgep949 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep949950 = bitcast double* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 4
  store <8 x double> %786, <8 x double>* %scevgep951, align 8, !alias.scope !36, !noalias !33
  %scevgep1042 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10421043 = bitcast double* %scevgep1042 to <8 x double>*
  %scevgep1044 = getelementptr <8 x double>, <8 x double>* %scevgep10421043, i64 5
  %wide.load.1.epil = load <8 x double>, <8 x double>* %scevgep1044, align 8, !alias.scope !33
  %scevgep1039 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10391040 = bitcast double* %scevgep1039 to <8 x double>*
  %scevgep1041 = getelementptr <8 x double>, <8 x double>* %scevgep10391040, i64 6
  %wide.load87.1.epil = load <8 x double>, <8 x double>* %scevgep1041, align 8, !alias.scope !33
  %scevgep1036 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 7
  %wide.load88.1.epil = load <8 x double>, <8 x double>* %scevgep1038, align 8, !alias.scope !33
  %scevgep1033 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 8
  %wide.load89.1.epil = load <8 x double>, <8 x double>* %scevgep1035, align 8, !alias.scope !33
  %787 = fmul <8 x double> %wide.load.1.epil, %wide.load.1.epil
  %788 = fmul <8 x double> %wide.load87.1.epil, %wide.load87.1.epil
  %789 = fmul <8 x double> %wide.load88.1.epil, %wide.load88.1.epil
  %790 = fmul <8 x double> %wide.load89.1.epil, %wide.load89.1.epil
  %scevgep946 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep946947 = bitcast double* %scevgep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %scevgep946947, i64 5
  store <8 x double> %787, <8 x double>* %scevgep948, align 8, !alias.scope !36, !noalias !33
  %scevgep943 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 6
  store <8 x double> %788, <8 x double>* %scevgep945, align 8, !alias.scope !36, !noalias !33
  %scevgep940 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 7
  store <8 x double> %789, <8 x double>* %scevgep942, align 8, !alias.scope !36, !noalias !33
  %scevgep937 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 8
  store <8 x double> %790, <8 x double>* %scevgep939, align 8, !alias.scope !36, !noalias !33
  %scevgep1030 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 9
  %wide.load.2.epil = load <8 x double>, <8 x double>* %scevgep1032, align 8, !alias.scope !33
  %scevgep1027 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 10
  %wide.load87.2.epil = load <8 x double>, <8 x double>* %scevgep1029, align 8, !alias.scope !33
  %scevgep1024 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 11
  %wide.load88.2.epil = load <8 x double>, <8 x double>* %scevgep1026, align 8, !alias.scope !33
  %scevgep1021 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 12
  %wide.load89.2.epil = load <8 x double>, <8 x double>* %scevgep1023, align 8, !alias.scope !33
  %791 = fmul <8 x double> %wide.load.2.epil, %wide.load.2.epil
  %792 = fmul <8 x double> %wide.load87.2.epil, %wide.load87.2.epil
  %793 = fmul <8 x double> %wide.load88.2.epil, %wide.load88.2.epil
  %794 = fmul <8 x double> %wide.load89.2.epil, %wide.load89.2.epil
  %scevgep934 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 9
  store <8 x double> %791, <8 x double>* %scevgep936, align 8, !alias.scope !36, !noalias !33
  %scevgep931 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 10
  store <8 x double> %792, <8 x double>* %scevgep933, align 8, !alias.scope !36, !noalias !33
  %scevgep928 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 11
  store <8 x double> %793, <8 x double>* %scevgep930, align 8, !alias.scope !36, !noalias !33
  %scevgep925 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 12
  store <8 x double> %794, <8 x double>* %scevgep927, align 8, !alias.scope !36, !noalias !33
  %scevgep1018 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10181019 = bitcast double* %scevgep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %scevgep10181019, i64 13
  %wide.load.3.epil = load <8 x double>, <8 x double>* %scevgep1020, align 8, !alias.scope !33
  %scevgep1015 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10151016 = bitcast double* %scevgep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %scevgep10151016, i64 14
  %wide.load87.3.epil = load <8 x double>, <8 x double>* %scevgep1017, align 8, !alias.scope !33
  %scevgep1012 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10121013 = bitcast double* %scevgep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %scevgep10121013, i64 15
  %wide.load88.3.epil = load <8 x double>, <8 x double>* %scevgep1014, align 8, !alias.scope !33
  %scevgep1009 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10091010 = bitcast double* %scevgep1009 to <8 x double>*
  %scevgep1011 = getelementptr <8 x double>, <8 x double>* %scevgep10091010, i64 16
  %wide.load89.3.epil = load <8 x double>, <8 x double>* %scevgep1011, align 8, !alias.scope !33
  %795 = fmul <8 x double> %wide.load.3.epil, %wide.load.3.epil
  %796 = fmul <8 x double> %wide.load87.3.epil, %wide.load87.3.epil
  %797 = fmul <8 x double> %wide.load88.3.epil, %wide.load88.3.epil
  %798 = fmul <8 x double> %wide.load89.3.epil, %wide.load89.3.epil
  %scevgep922 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 13
  store <8 x double> %795, <8 x double>* %scevgep924, align 8, !alias.scope !36, !noalias !33
  %scevgep919 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  %scevgep921 = getelementptr <8 x double>, <8 x double>* %scevgep919920, i64 14
  store <8 x double> %796, <8 x double>* %scevgep921, align 8, !alias.scope !36, !noalias !33
  %scevgep916 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 15
  store <8 x double> %797, <8 x double>* %scevgep918, align 8, !alias.scope !36, !noalias !33
  %scevgep913 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 16
  store <8 x double> %798, <8 x double>* %scevgep915, align 8, !alias.scope !36, !noalias !33
  %scevgep1006 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10061007 = bitcast double* %scevgep1006 to <8 x double>*
  %scevgep1008 = getelementptr <8 x double>, <8 x double>* %scevgep10061007, i64 17
  %wide.load.4.epil = load <8 x double>, <8 x double>* %scevgep1008, align 8, !alias.scope !33
  %scevgep1003 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10031004 = bitcast double* %scevgep1003 to <8 x double>*
  %scevgep1005 = getelementptr <8 x double>, <8 x double>* %scevgep10031004, i64 18
  %wide.load87.4.epil = load <8 x double>, <8 x double>* %scevgep1005, align 8, !alias.scope !33
  %scevgep1000 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep10001001 = bitcast double* %scevgep1000 to <8 x double>*
  %scevgep1002 = getelementptr <8 x double>, <8 x double>* %scevgep10001001, i64 19
  %wide.load88.4.epil = load <8 x double>, <8 x double>* %scevgep1002, align 8, !alias.scope !33
  %scevgep997 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep997998 = bitcast double* %scevgep997 to <8 x double>*
  %scevgep999 = getelementptr <8 x double>, <8 x double>* %scevgep997998, i64 20
  %wide.load89.4.epil = load <8 x double>, <8 x double>* %scevgep999, align 8, !alias.scope !33
  %799 = fmul <8 x double> %wide.load.4.epil, %wide.load.4.epil
  %800 = fmul <8 x double> %wide.load87.4.epil, %wide.load87.4.epil
  %801 = fmul <8 x double> %wide.load88.4.epil, %wide.load88.4.epil
  %802 = fmul <8 x double> %wide.load89.4.epil, %wide.load89.4.epil
  %scevgep910 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 17
  store <8 x double> %799, <8 x double>* %scevgep912, align 8, !alias.scope !36, !noalias !33
  %scevgep907 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 18
  store <8 x double> %800, <8 x double>* %scevgep909, align 8, !alias.scope !36, !noalias !33
  %scevgep904 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep904905 = bitcast double* %scevgep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %scevgep904905, i64 19
  store <8 x double> %801, <8 x double>* %scevgep906, align 8, !alias.scope !36, !noalias !33
  %scevgep901 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 20
  store <8 x double> %802, <8 x double>* %scevgep903, align 8, !alias.scope !36, !noalias !33
  %scevgep994 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep994995 = bitcast double* %scevgep994 to <8 x double>*
  %scevgep996 = getelementptr <8 x double>, <8 x double>* %scevgep994995, i64 21
  %wide.load.5.epil = load <8 x double>, <8 x double>* %scevgep996, align 8, !alias.scope !33
  %scevgep991 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep991992 = bitcast double* %scevgep991 to <8 x double>*
  %scevgep993 = getelementptr <8 x double>, <8 x double>* %scevgep991992, i64 22
  %wide.load87.5.epil = load <8 x double>, <8 x double>* %scevgep993, align 8, !alias.scope !33
  %scevgep988 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 23
  %wide.load88.5.epil = load <8 x double>, <8 x double>* %scevgep990, align 8, !alias.scope !33
  %scevgep985 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 24
  %wide.load89.5.epil = load <8 x double>, <8 x double>* %scevgep987, align 8, !alias.scope !33
  %803 = fmul <8 x double> %wide.load.5.epil, %wide.load.5.epil
  %804 = fmul <8 x double> %wide.load87.5.epil, %wide.load87.5.epil
  %805 = fmul <8 x double> %wide.load88.5.epil, %wide.load88.5.epil
  %806 = fmul <8 x double> %wide.load89.5.epil, %wide.load89.5.epil
  %scevgep898 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 21
  store <8 x double> %803, <8 x double>* %scevgep900, align 8, !alias.scope !36, !noalias !33
  %scevgep895 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 22
  store <8 x double> %804, <8 x double>* %scevgep897, align 8, !alias.scope !36, !noalias !33
  %scevgep892 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep892893 = bitcast double* %scevgep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %scevgep892893, i64 23
  store <8 x double> %805, <8 x double>* %scevgep894, align 8, !alias.scope !36, !noalias !33
  %scevgep889 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep889890 = bitcast double* %scevgep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %scevgep889890, i64 24
  store <8 x double> %806, <8 x double>* %scevgep891, align 8, !alias.scope !36, !noalias !33
  %scevgep982 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 25
  %wide.load.6.epil = load <8 x double>, <8 x double>* %scevgep984, align 8, !alias.scope !33
  %scevgep979 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 26
  %wide.load87.6.epil = load <8 x double>, <8 x double>* %scevgep981, align 8, !alias.scope !33
  %scevgep976 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep976977 = bitcast double* %scevgep976 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %scevgep976977, i64 27
  %wide.load88.6.epil = load <8 x double>, <8 x double>* %scevgep978, align 8, !alias.scope !33
  %scevgep973 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep973974 = bitcast double* %scevgep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %scevgep973974, i64 28
  %wide.load89.6.epil = load <8 x double>, <8 x double>* %scevgep975, align 8, !alias.scope !33
  %807 = fmul <8 x double> %wide.load.6.epil, %wide.load.6.epil
  %808 = fmul <8 x double> %wide.load87.6.epil, %wide.load87.6.epil
  %809 = fmul <8 x double> %wide.load88.6.epil, %wide.load88.6.epil
  %810 = fmul <8 x double> %wide.load89.6.epil, %wide.load89.6.epil
  %scevgep886 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep886887 = bitcast double* %scevgep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %scevgep886887, i64 25
  store <8 x double> %807, <8 x double>* %scevgep888, align 8, !alias.scope !36, !noalias !33
  %scevgep883 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep883884 = bitcast double* %scevgep883 to <8 x double>*
  %scevgep885 = getelementptr <8 x double>, <8 x double>* %scevgep883884, i64 26
  store <8 x double> %808, <8 x double>* %scevgep885, align 8, !alias.scope !36, !noalias !33
  %scevgep880 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep880881 = bitcast double* %scevgep880 to <8 x double>*
  %scevgep882 = getelementptr <8 x double>, <8 x double>* %scevgep880881, i64 27
  store <8 x double> %809, <8 x double>* %scevgep882, align 8, !alias.scope !36, !noalias !33
  %scevgep877 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep877878 = bitcast double* %scevgep877 to <8 x double>*
  %scevgep879 = getelementptr <8 x double>, <8 x double>* %scevgep877878, i64 28
  store <8 x double> %810, <8 x double>* %scevgep879, align 8, !alias.scope !36, !noalias !33
  %scevgep970 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep970971 = bitcast double* %scevgep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %scevgep970971, i64 29
  %wide.load.7.epil = load <8 x double>, <8 x double>* %scevgep972, align 8, !alias.scope !33
  %scevgep967 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep967968 = bitcast double* %scevgep967 to <8 x double>*
  %scevgep969 = getelementptr <8 x double>, <8 x double>* %scevgep967968, i64 30
  %wide.load87.7.epil = load <8 x double>, <8 x double>* %scevgep969, align 8, !alias.scope !33
  %scevgep964 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep964965 = bitcast double* %scevgep964 to <8 x double>*
  %scevgep966 = getelementptr <8 x double>, <8 x double>* %scevgep964965, i64 31
  %wide.load88.7.epil = load <8 x double>, <8 x double>* %scevgep966, align 8, !alias.scope !33
  %scevgep961 = getelementptr double, double* %scevgep325, i64 %lsr.iv863
  %scevgep961962 = bitcast double* %scevgep961 to <8 x double>*
  %scevgep963 = getelementptr <8 x double>, <8 x double>* %scevgep961962, i64 32
  %wide.load89.7.epil = load <8 x double>, <8 x double>* %scevgep963, align 8, !alias.scope !33
  %811 = fmul <8 x double> %wide.load.7.epil, %wide.load.7.epil
  %812 = fmul <8 x double> %wide.load87.7.epil, %wide.load87.7.epil
  %813 = fmul <8 x double> %wide.load88.7.epil, %wide.load88.7.epil
  %814 = fmul <8 x double> %wide.load89.7.epil, %wide.load89.7.epil
  %scevgep874 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep874875 = bitcast double* %scevgep874 to <8 x double>*
  %scevgep876 = getelementptr <8 x double>, <8 x double>* %scevgep874875, i64 29
  store <8 x double> %811, <8 x double>* %scevgep876, align 8, !alias.scope !36, !noalias !33
  %scevgep871 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep871872 = bitcast double* %scevgep871 to <8 x double>*
  %scevgep873 = getelementptr <8 x double>, <8 x double>* %scevgep871872, i64 30
  store <8 x double> %812, <8 x double>* %scevgep873, align 8, !alias.scope !36, !noalias !33
  %scevgep868 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep868869 = bitcast double* %scevgep868 to <8 x double>*
  %scevgep870 = getelementptr <8 x double>, <8 x double>* %scevgep868869, i64 31
  store <8 x double> %813, <8 x double>* %scevgep870, align 8, !alias.scope !36, !noalias !33
  %scevgep865 = getelementptr double, double* %scevgep421, i64 %lsr.iv863
  %scevgep865866 = bitcast double* %scevgep865 to <8 x double>*
  %scevgep867 = getelementptr <8 x double>, <8 x double>* %scevgep865866, i64 32
  store <8 x double> %814, <8 x double>* %scevgep867, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next864 = add i64 %lsr.iv863, 256
  %lsr.iv.next1058 = add nsw i64 %lsr.iv1057, -1
  %epil.iter.cmp.not162 = icmp eq i64 %lsr.iv.next1058, 0
  br i1 %epil.iter.cmp.not162, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil96, !llvm.loop !39

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body.epil96, %middle.block.unr-lcssa.loopexit.unr-lcssa
  %index.lcssa = phi i64 [ %index.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next864, %vector.body.epil96 ]
  %phi.bo15 = add i64 %index.lcssa, 280
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo15, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod96.not = icmp eq i64 %xtraiter94, 0
  br i1 %lcmp.mod96.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep297 = getelementptr double, double* %.6.i68, i64 %index.unr
  %scevgep312 = getelementptr double, double* %arg.v.4, i64 %index.unr
  %815 = shl i64 %xtraiter94, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv298 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next299, %vector.body.epil ]
  %816 = bitcast double* %scevgep312 to i8*
  %817 = bitcast double* %scevgep297 to i8*
  %uglygep860 = getelementptr i8, i8* %816, i64 %lsr.iv298
  %uglygep860861 = bitcast i8* %uglygep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %uglygep860861, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !33
  %uglygep857 = getelementptr i8, i8* %816, i64 %lsr.iv298
  %uglygep857858 = bitcast i8* %uglygep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %uglygep857858, i64 -2
  %wide.load87.epil = load <8 x double>, <8 x double>* %scevgep859, align 8, !alias.scope !33
  %uglygep854 = getelementptr i8, i8* %816, i64 %lsr.iv298
  %uglygep854855 = bitcast i8* %uglygep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %uglygep854855, i64 -1
  %wide.load88.epil = load <8 x double>, <8 x double>* %scevgep856, align 8, !alias.scope !33
  %wide.load89.epil = load <8 x double>, <8 x double>* %uglygep854855, align 8, !alias.scope !33
  %818 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %819 = fmul <8 x double> %wide.load87.epil, %wide.load87.epil
  %820 = fmul <8 x double> %wide.load88.epil, %wide.load88.epil
  %821 = fmul <8 x double> %wide.load89.epil, %wide.load89.epil
  %uglygep850 = getelementptr i8, i8* %817, i64 %lsr.iv298
  %uglygep850851 = bitcast i8* %uglygep850 to <8 x double>*
  %scevgep852 = getelementptr <8 x double>, <8 x double>* %uglygep850851, i64 -3
  store <8 x double> %818, <8 x double>* %scevgep852, align 8, !alias.scope !36, !noalias !33
  %uglygep847 = getelementptr i8, i8* %817, i64 %lsr.iv298
  %uglygep847848 = bitcast i8* %uglygep847 to <8 x double>*
  %scevgep849 = getelementptr <8 x double>, <8 x double>* %uglygep847848, i64 -2
  store <8 x double> %819, <8 x double>* %scevgep849, align 8, !alias.scope !36, !noalias !33
  %uglygep = getelementptr i8, i8* %817, i64 %lsr.iv298
  %uglygep845 = bitcast i8* %uglygep to <8 x double>*
  %scevgep846 = getelementptr <8 x double>, <8 x double>* %uglygep845, i64 -1
  store <8 x double> %820, <8 x double>* %scevgep846, align 8, !alias.scope !36, !noalias !33
  store <8 x double> %821, <8 x double>* %uglygep845, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next299 = add nuw nsw i64 %lsr.iv298, 256
  %epil.iter95.cmp.not = icmp eq i64 %815, %lsr.iv.next299
  br i1 %epil.iter95.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !40

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.v.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader90

for.body.us.preheader90:                          ; preds = %middle.block, %vector.memcheck, %for.body.us.preheader
  %loop.index67.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %822 = xor i64 %loop.index67.us.ph, -1
  %823 = add i64 %822, %arg.v.5.0
  %xtraiter92 = and i64 %arg.v.5.0, 7
  %lcmp.mod93.not = icmp eq i64 %xtraiter92, 0
  br i1 %lcmp.mod93.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader90
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv295 = phi i64 [ %lsr.iv.next296, %for.body.us.prol ], [ %xtraiter92, %for.body.us.prol.preheader ]
  %loop.index67.us.prol = phi i64 [ %.217.us.prol, %for.body.us.prol ], [ %loop.index67.us.ph, %for.body.us.prol.preheader ]
  %scevgep843 = getelementptr double, double* %arg.v.4, i64 %loop.index67.us.prol
  %.188.us.prol = load double, double* %scevgep843, align 8
  %.5.i.us.prol = fmul double %.188.us.prol, %.188.us.prol
  %scevgep842 = getelementptr double, double* %.6.i68, i64 %loop.index67.us.prol
  store double %.5.i.us.prol, double* %scevgep842, align 8
  %.217.us.prol = add nuw i64 %loop.index67.us.prol, 1
  %lsr.iv.next296 = add nsw i64 %lsr.iv295, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next296, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !41

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader90
  %loop.index67.us.unr = phi i64 [ %loop.index67.us.ph, %for.body.us.preheader90 ], [ %.217.us.prol, %for.body.us.prol ]
  %824 = icmp ult i64 %823, 7
  br i1 %824, label %for.end, label %for.body.us.preheader52

for.body.us.preheader52:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader52, %for.body.us
  %loop.index67.us = phi i64 [ %.217.us.7, %for.body.us ], [ %loop.index67.us.unr, %for.body.us.preheader52 ]
  %sunkaddr2280 = mul i64 %loop.index67.us, 8
  %825 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2281 = getelementptr i8, i8* %825, i64 %sunkaddr2280
  %826 = bitcast i8* %sunkaddr2281 to double*
  %.188.us = load double, double* %826, align 8
  %.5.i.us = fmul double %.188.us, %.188.us
  %sunkaddr2282 = mul i64 %loop.index67.us, 8
  %827 = bitcast double* %.6.i68 to i8*
  %sunkaddr2283 = getelementptr i8, i8* %827, i64 %sunkaddr2282
  %828 = bitcast i8* %sunkaddr2283 to double*
  store double %.5.i.us, double* %828, align 8
  %sunkaddr2284 = mul i64 %loop.index67.us, 8
  %829 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2285 = getelementptr i8, i8* %829, i64 %sunkaddr2284
  %sunkaddr2286 = getelementptr i8, i8* %sunkaddr2285, i64 8
  %830 = bitcast i8* %sunkaddr2286 to double*
  %.188.us.1 = load double, double* %830, align 8
  %.5.i.us.1 = fmul double %.188.us.1, %.188.us.1
  %sunkaddr2287 = mul i64 %loop.index67.us, 8
  %831 = bitcast double* %.6.i68 to i8*
  %sunkaddr2288 = getelementptr i8, i8* %831, i64 %sunkaddr2287
  %sunkaddr2289 = getelementptr i8, i8* %sunkaddr2288, i64 8
  %832 = bitcast i8* %sunkaddr2289 to double*
  store double %.5.i.us.1, double* %832, align 8
  %sunkaddr2290 = mul i64 %loop.index67.us, 8
  %833 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2291 = getelementptr i8, i8* %833, i64 %sunkaddr2290
  %sunkaddr2292 = getelementptr i8, i8* %sunkaddr2291, i64 16
  %834 = bitcast i8* %sunkaddr2292 to double*
  %.188.us.2 = load double, double* %834, align 8
  %.5.i.us.2 = fmul double %.188.us.2, %.188.us.2
  %sunkaddr2293 = mul i64 %loop.index67.us, 8
  %835 = bitcast double* %.6.i68 to i8*
  %sunkaddr2294 = getelementptr i8, i8* %835, i64 %sunkaddr2293
  %sunkaddr2295 = getelementptr i8, i8* %sunkaddr2294, i64 16
  %836 = bitcast i8* %sunkaddr2295 to double*
  store double %.5.i.us.2, double* %836, align 8
  %sunkaddr2296 = mul i64 %loop.index67.us, 8
  %837 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2297 = getelementptr i8, i8* %837, i64 %sunkaddr2296
  %sunkaddr2298 = getelementptr i8, i8* %sunkaddr2297, i64 24
  %838 = bitcast i8* %sunkaddr2298 to double*
  %.188.us.3 = load double, double* %838, align 8
  %.5.i.us.3 = fmul double %.188.us.3, %.188.us.3
  %sunkaddr2299 = mul i64 %loop.index67.us, 8
  %839 = bitcast double* %.6.i68 to i8*
  %sunkaddr2300 = getelementptr i8, i8* %839, i64 %sunkaddr2299
  %sunkaddr2301 = getelementptr i8, i8* %sunkaddr2300, i64 24
  %840 = bitcast i8* %sunkaddr2301 to double*
  store double %.5.i.us.3, double* %840, align 8
  %sunkaddr2302 = mul i64 %loop.index67.us, 8
  %841 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2303 = getelementptr i8, i8* %841, i64 %sunkaddr2302
  %sunkaddr2304 = getelementptr i8, i8* %sunkaddr2303, i64 32
  %842 = bitcast i8* %sunkaddr2304 to double*
  %.188.us.4 = load double, double* %842, align 8
  %.5.i.us.4 = fmul double %.188.us.4, %.188.us.4
  %sunkaddr2305 = mul i64 %loop.index67.us, 8
  %843 = bitcast double* %.6.i68 to i8*
  %sunkaddr2306 = getelementptr i8, i8* %843, i64 %sunkaddr2305
  %sunkaddr2307 = getelementptr i8, i8* %sunkaddr2306, i64 32
  %844 = bitcast i8* %sunkaddr2307 to double*
  store double %.5.i.us.4, double* %844, align 8
  %sunkaddr2308 = mul i64 %loop.index67.us, 8
  %845 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2309 = getelementptr i8, i8* %845, i64 %sunkaddr2308
  %sunkaddr2310 = getelementptr i8, i8* %sunkaddr2309, i64 40
  %846 = bitcast i8* %sunkaddr2310 to double*
  %.188.us.5 = load double, double* %846, align 8
  %.5.i.us.5 = fmul double %.188.us.5, %.188.us.5
  %sunkaddr2311 = mul i64 %loop.index67.us, 8
  %847 = bitcast double* %.6.i68 to i8*
  %sunkaddr2312 = getelementptr i8, i8* %847, i64 %sunkaddr2311
  %sunkaddr2313 = getelementptr i8, i8* %sunkaddr2312, i64 40
  %848 = bitcast i8* %sunkaddr2313 to double*
  store double %.5.i.us.5, double* %848, align 8
  %sunkaddr2314 = mul i64 %loop.index67.us, 8
  %849 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2315 = getelementptr i8, i8* %849, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, i8* %sunkaddr2315, i64 48
  %850 = bitcast i8* %sunkaddr2316 to double*
  %.188.us.6 = load double, double* %850, align 8
  %.5.i.us.6 = fmul double %.188.us.6, %.188.us.6
  %sunkaddr2317 = mul i64 %loop.index67.us, 8
  %851 = bitcast double* %.6.i68 to i8*
  %sunkaddr2318 = getelementptr i8, i8* %851, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 48
  %852 = bitcast i8* %sunkaddr2319 to double*
  store double %.5.i.us.6, double* %852, align 8
  %sunkaddr2320 = mul i64 %loop.index67.us, 8
  %853 = bitcast double* %arg.v.4 to i8*
  %sunkaddr2321 = getelementptr i8, i8* %853, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 56
  %854 = bitcast i8* %sunkaddr2322 to double*
  %.188.us.7 = load double, double* %854, align 8
  %.5.i.us.7 = fmul double %.188.us.7, %.188.us.7
  %sunkaddr2323 = mul i64 %loop.index67.us, 8
  %855 = bitcast double* %.6.i68 to i8*
  %sunkaddr2324 = getelementptr i8, i8* %855, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 56
  %856 = bitcast i8* %sunkaddr2325 to double*
  store double %.5.i.us.7, double* %856, align 8
  %.217.us.7 = add nuw nsw i64 %loop.index67.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.v.5.0, %.217.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !42

for.end.thread:                                   ; preds = %for.body.preheader
  %.188 = load double, double* %arg.v.4, align 8
  %.5.i = fmul double %.188, %.188
  store double %.5.i, double* %.6.i68, align 8
  br label %B50.endif.preheader.i8

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  %.68.i4 = icmp eq i64 %arg.v.5.0, 0
  br i1 %.68.i4, label %for.end.endif, label %B50.endif.preheader.i8, !prof !0

B50.endif.preheader.i8:                           ; preds = %for.end, %for.end.thread
  %smax.i6 = tail call i64 @llvm.smax.i64(i64 %arg.v.5.0, i64 1) #5
  %857 = add nsw i64 %smax.i6, -1
  %xtraiter.i7 = and i64 %smax.i6, 7
  %858 = icmp ult i64 %857, 7
  br i1 %858, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.preheader.new.i10

B50.endif.preheader.new.i10:                      ; preds = %B50.endif.preheader.i8
  %const1347 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i9 = and i64 %smax.i6, %const1347
  %859 = add nsw i64 %unroll_iter.i9, -8
  %860 = lshr exact i64 %859, 3
  %861 = add nuw nsw i64 %860, 1
  %xtraiter = and i64 %861, 7
  %862 = icmp ult i64 %859, 56
  br i1 %862, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.preheader.new.i10.new

B50.endif.preheader.new.i10.new:                  ; preds = %B50.endif.preheader.new.i10
  %const1342 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %861, %const1342
  %863 = add nsw i64 %unroll_iter, -8
  %864 = lshr exact i64 %863, 3
  %865 = add nuw nsw i64 %864, 1
  %866 = icmp eq i64 %863, 0
  br i1 %866, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.preheader.new.i10.new.new

B50.endif.preheader.new.i10.new.new:              ; preds = %B50.endif.preheader.new.i10.new
  %const_mat1343 = add i64 %const1342, 6
  %unroll_iter76 = and i64 %865, %const_mat1343
  %scevgep282 = getelementptr double, double* %.6.i68, i64 127
  br label %B50.endif.i62

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10.new
  %.239.7.i60.7.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i10.new ], [ %.239.7.i60.7.1, %B50.endif.i62 ]
  %c.2.07.i27.unr73 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10.new ], [ %.239.7.i60.7.1, %B50.endif.i62 ]
  %.70.06.i28.unr74 = phi i64 [ 0, %B50.endif.preheader.new.i10.new ], [ %.182.7.i56.7.1, %B50.endif.i62 ]
  %867 = and i64 %865, 1
  %lcmp.mod.not161 = icmp eq i64 %867, 0
  br i1 %lcmp.mod.not161, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit, label %B50.endif.i62.epil55

B50.endif.i62.epil55:                             ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa
  %scevgep258.epil = getelementptr double, double* %.6.i68, i64 %.70.06.i28.unr74
  %.236.i30.epil57 = load double, double* %scevgep258.epil, align 8, !noalias !43
  %.239.i31.epil58 = fadd double %c.2.07.i27.unr73, %.236.i30.epil57
  %sunkaddr2326 = mul i64 %.70.06.i28.unr74, 8
  %868 = bitcast double* %.6.i68 to i8*
  %sunkaddr2327 = getelementptr i8, i8* %868, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 8
  %869 = bitcast i8* %sunkaddr2328 to double*
  %.236.1.i34.epil59 = load double, double* %869, align 8, !noalias !43
  %.239.1.i35.epil60 = fadd double %.239.i31.epil58, %.236.1.i34.epil59
  %sunkaddr2329 = mul i64 %.70.06.i28.unr74, 8
  %870 = bitcast double* %.6.i68 to i8*
  %sunkaddr2330 = getelementptr i8, i8* %870, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 16
  %871 = bitcast i8* %sunkaddr2331 to double*
  %.236.2.i38.epil61 = load double, double* %871, align 8, !noalias !43
  %.239.2.i39.epil62 = fadd double %.239.1.i35.epil60, %.236.2.i38.epil61
  %sunkaddr2332 = mul i64 %.70.06.i28.unr74, 8
  %872 = bitcast double* %.6.i68 to i8*
  %sunkaddr2333 = getelementptr i8, i8* %872, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 24
  %873 = bitcast i8* %sunkaddr2334 to double*
  %.236.3.i42.epil63 = load double, double* %873, align 8, !noalias !43
  %.239.3.i43.epil64 = fadd double %.239.2.i39.epil62, %.236.3.i42.epil63
  %sunkaddr2335 = mul i64 %.70.06.i28.unr74, 8
  %874 = bitcast double* %.6.i68 to i8*
  %sunkaddr2336 = getelementptr i8, i8* %874, i64 %sunkaddr2335
  %sunkaddr2337 = getelementptr i8, i8* %sunkaddr2336, i64 32
  %875 = bitcast i8* %sunkaddr2337 to double*
  %.236.4.i46.epil65 = load double, double* %875, align 8, !noalias !43
  %.239.4.i47.epil66 = fadd double %.239.3.i43.epil64, %.236.4.i46.epil65
  %sunkaddr2338 = mul i64 %.70.06.i28.unr74, 8
  %876 = bitcast double* %.6.i68 to i8*
  %sunkaddr2339 = getelementptr i8, i8* %876, i64 %sunkaddr2338
  %sunkaddr2340 = getelementptr i8, i8* %sunkaddr2339, i64 40
  %877 = bitcast i8* %sunkaddr2340 to double*
  %.236.5.i50.epil67 = load double, double* %877, align 8, !noalias !43
  %.239.5.i51.epil68 = fadd double %.239.4.i47.epil66, %.236.5.i50.epil67
  %sunkaddr2341 = mul i64 %.70.06.i28.unr74, 8
  %878 = bitcast double* %.6.i68 to i8*
  %sunkaddr2342 = getelementptr i8, i8* %878, i64 %sunkaddr2341
  %sunkaddr2343 = getelementptr i8, i8* %sunkaddr2342, i64 48
  %879 = bitcast i8* %sunkaddr2343 to double*
  %.236.6.i54.epil69 = load double, double* %879, align 8, !noalias !43
  %.239.6.i55.epil70 = fadd double %.239.5.i51.epil68, %.236.6.i54.epil69
  %sunkaddr2344 = mul i64 %.70.06.i28.unr74, 8
  %880 = bitcast double* %.6.i68 to i8*
  %sunkaddr2345 = getelementptr i8, i8* %880, i64 %sunkaddr2344
  %sunkaddr2346 = getelementptr i8, i8* %sunkaddr2345, i64 56
  %881 = bitcast i8* %sunkaddr2346 to double*
  %.236.7.i59.epil71 = load double, double* %881, align 8, !noalias !43
  %.239.7.i60.epil72 = fadd double %.239.6.i55.epil70, %.236.7.i59.epil71
  %sunkaddr2347 = mul i64 %.70.06.i28.unr74, 8
  %882 = bitcast double* %.6.i68 to i8*
  %sunkaddr2348 = getelementptr i8, i8* %882, i64 %sunkaddr2347
  %sunkaddr2349 = getelementptr i8, i8* %sunkaddr2348, i64 64
  %883 = bitcast i8* %sunkaddr2349 to double*
  %.236.i30.1.epil = load double, double* %883, align 8, !noalias !43
  %.239.i31.1.epil = fadd double %.239.7.i60.epil72, %.236.i30.1.epil
  %sunkaddr2350 = mul i64 %.70.06.i28.unr74, 8
  %884 = bitcast double* %.6.i68 to i8*
  %sunkaddr2351 = getelementptr i8, i8* %884, i64 %sunkaddr2350
  %sunkaddr2352 = getelementptr i8, i8* %sunkaddr2351, i64 72
  %885 = bitcast i8* %sunkaddr2352 to double*
  %.236.1.i34.1.epil = load double, double* %885, align 8, !noalias !43
  %.239.1.i35.1.epil = fadd double %.239.i31.1.epil, %.236.1.i34.1.epil
  %sunkaddr2353 = mul i64 %.70.06.i28.unr74, 8
  %886 = bitcast double* %.6.i68 to i8*
  %sunkaddr2354 = getelementptr i8, i8* %886, i64 %sunkaddr2353
  %sunkaddr2355 = getelementptr i8, i8* %sunkaddr2354, i64 80
  %887 = bitcast i8* %sunkaddr2355 to double*
  %.236.2.i38.1.epil = load double, double* %887, align 8, !noalias !43
  %.239.2.i39.1.epil = fadd double %.239.1.i35.1.epil, %.236.2.i38.1.epil
  %sunkaddr2356 = mul i64 %.70.06.i28.unr74, 8
  %888 = bitcast double* %.6.i68 to i8*
  %sunkaddr2357 = getelementptr i8, i8* %888, i64 %sunkaddr2356
  %sunkaddr2358 = getelementptr i8, i8* %sunkaddr2357, i64 88
  %889 = bitcast i8* %sunkaddr2358 to double*
  %.236.3.i42.1.epil = load double, double* %889, align 8, !noalias !43
  %.239.3.i43.1.epil = fadd double %.239.2.i39.1.epil, %.236.3.i42.1.epil
  %sunkaddr2359 = mul i64 %.70.06.i28.unr74, 8
  %890 = bitcast double* %.6.i68 to i8*
  %sunkaddr2360 = getelementptr i8, i8* %890, i64 %sunkaddr2359
  %sunkaddr2361 = getelementptr i8, i8* %sunkaddr2360, i64 96
  %891 = bitcast i8* %sunkaddr2361 to double*
  %.236.4.i46.1.epil = load double, double* %891, align 8, !noalias !43
  %.239.4.i47.1.epil = fadd double %.239.3.i43.1.epil, %.236.4.i46.1.epil
  %sunkaddr2362 = mul i64 %.70.06.i28.unr74, 8
  %892 = bitcast double* %.6.i68 to i8*
  %sunkaddr2363 = getelementptr i8, i8* %892, i64 %sunkaddr2362
  %sunkaddr2364 = getelementptr i8, i8* %sunkaddr2363, i64 104
  %893 = bitcast i8* %sunkaddr2364 to double*
  %.236.5.i50.1.epil = load double, double* %893, align 8, !noalias !43
  %.239.5.i51.1.epil = fadd double %.239.4.i47.1.epil, %.236.5.i50.1.epil
  %sunkaddr2365 = mul i64 %.70.06.i28.unr74, 8
  %894 = bitcast double* %.6.i68 to i8*
  %sunkaddr2366 = getelementptr i8, i8* %894, i64 %sunkaddr2365
  %sunkaddr2367 = getelementptr i8, i8* %sunkaddr2366, i64 112
  %895 = bitcast i8* %sunkaddr2367 to double*
  %.236.6.i54.1.epil = load double, double* %895, align 8, !noalias !43
  %.239.6.i55.1.epil = fadd double %.239.5.i51.1.epil, %.236.6.i54.1.epil
  %sunkaddr2368 = mul i64 %.70.06.i28.unr74, 8
  %896 = bitcast double* %.6.i68 to i8*
  %sunkaddr2369 = getelementptr i8, i8* %896, i64 %sunkaddr2368
  %sunkaddr2370 = getelementptr i8, i8* %sunkaddr2369, i64 120
  %897 = bitcast i8* %sunkaddr2370 to double*
  %.236.7.i59.1.epil = load double, double* %897, align 8, !noalias !43
  %.239.7.i60.1.epil = fadd double %.239.6.i55.1.epil, %.236.7.i59.1.epil
  %sunkaddr2371 = mul i64 %.70.06.i28.unr74, 8
  %898 = bitcast double* %.6.i68 to i8*
  %sunkaddr2372 = getelementptr i8, i8* %898, i64 %sunkaddr2371
  %sunkaddr2373 = getelementptr i8, i8* %sunkaddr2372, i64 128
  %899 = bitcast i8* %sunkaddr2373 to double*
  %.236.i30.2.epil = load double, double* %899, align 8, !noalias !43
  %.239.i31.2.epil = fadd double %.239.7.i60.1.epil, %.236.i30.2.epil
  %sunkaddr2374 = mul i64 %.70.06.i28.unr74, 8
  %900 = bitcast double* %.6.i68 to i8*
  %sunkaddr2375 = getelementptr i8, i8* %900, i64 %sunkaddr2374
  %sunkaddr2376 = getelementptr i8, i8* %sunkaddr2375, i64 136
  %901 = bitcast i8* %sunkaddr2376 to double*
  %.236.1.i34.2.epil = load double, double* %901, align 8, !noalias !43
  %.239.1.i35.2.epil = fadd double %.239.i31.2.epil, %.236.1.i34.2.epil
  %sunkaddr2377 = mul i64 %.70.06.i28.unr74, 8
  %902 = bitcast double* %.6.i68 to i8*
  %sunkaddr2378 = getelementptr i8, i8* %902, i64 %sunkaddr2377
  %sunkaddr2379 = getelementptr i8, i8* %sunkaddr2378, i64 144
  %903 = bitcast i8* %sunkaddr2379 to double*
  %.236.2.i38.2.epil = load double, double* %903, align 8, !noalias !43
  %.239.2.i39.2.epil = fadd double %.239.1.i35.2.epil, %.236.2.i38.2.epil
  %sunkaddr2380 = mul i64 %.70.06.i28.unr74, 8
  %904 = bitcast double* %.6.i68 to i8*
  %sunkaddr2381 = getelementptr i8, i8* %904, i64 %sunkaddr2380
  %sunkaddr2382 = getelementptr i8, i8* %sunkaddr2381, i64 152
  %905 = bitcast i8* %sunkaddr2382 to double*
  %.236.3.i42.2.epil = load double, double* %905, align 8, !noalias !43
  %.239.3.i43.2.epil = fadd double %.239.2.i39.2.epil, %.236.3.i42.2.epil
  %sunkaddr2383 = mul i64 %.70.06.i28.unr74, 8
  %906 = bitcast double* %.6.i68 to i8*
  %sunkaddr2384 = getelementptr i8, i8* %906, i64 %sunkaddr2383
  %sunkaddr2385 = getelementptr i8, i8* %sunkaddr2384, i64 160
  %907 = bitcast i8* %sunkaddr2385 to double*
  %.236.4.i46.2.epil = load double, double* %907, align 8, !noalias !43
  %.239.4.i47.2.epil = fadd double %.239.3.i43.2.epil, %.236.4.i46.2.epil
  %sunkaddr2386 = mul i64 %.70.06.i28.unr74, 8
  %908 = bitcast double* %.6.i68 to i8*
  %sunkaddr2387 = getelementptr i8, i8* %908, i64 %sunkaddr2386
  %sunkaddr2388 = getelementptr i8, i8* %sunkaddr2387, i64 168
  %909 = bitcast i8* %sunkaddr2388 to double*
  %.236.5.i50.2.epil = load double, double* %909, align 8, !noalias !43
  %.239.5.i51.2.epil = fadd double %.239.4.i47.2.epil, %.236.5.i50.2.epil
  %sunkaddr2389 = mul i64 %.70.06.i28.unr74, 8
  %910 = bitcast double* %.6.i68 to i8*
  %sunkaddr2390 = getelementptr i8, i8* %910, i64 %sunkaddr2389
  %sunkaddr2391 = getelementptr i8, i8* %sunkaddr2390, i64 176
  %911 = bitcast i8* %sunkaddr2391 to double*
  %.236.6.i54.2.epil = load double, double* %911, align 8, !noalias !43
  %.239.6.i55.2.epil = fadd double %.239.5.i51.2.epil, %.236.6.i54.2.epil
  %sunkaddr2392 = mul i64 %.70.06.i28.unr74, 8
  %912 = bitcast double* %.6.i68 to i8*
  %sunkaddr2393 = getelementptr i8, i8* %912, i64 %sunkaddr2392
  %sunkaddr2394 = getelementptr i8, i8* %sunkaddr2393, i64 184
  %913 = bitcast i8* %sunkaddr2394 to double*
  %.236.7.i59.2.epil = load double, double* %913, align 8, !noalias !43
  %.239.7.i60.2.epil = fadd double %.239.6.i55.2.epil, %.236.7.i59.2.epil
  %sunkaddr2395 = mul i64 %.70.06.i28.unr74, 8
  %914 = bitcast double* %.6.i68 to i8*
  %sunkaddr2396 = getelementptr i8, i8* %914, i64 %sunkaddr2395
  %sunkaddr2397 = getelementptr i8, i8* %sunkaddr2396, i64 192
  %915 = bitcast i8* %sunkaddr2397 to double*
  %.236.i30.3.epil = load double, double* %915, align 8, !noalias !43
  %.239.i31.3.epil = fadd double %.239.7.i60.2.epil, %.236.i30.3.epil
  %sunkaddr2398 = mul i64 %.70.06.i28.unr74, 8
  %916 = bitcast double* %.6.i68 to i8*
  %sunkaddr2399 = getelementptr i8, i8* %916, i64 %sunkaddr2398
  %sunkaddr2400 = getelementptr i8, i8* %sunkaddr2399, i64 200
  %917 = bitcast i8* %sunkaddr2400 to double*
  %.236.1.i34.3.epil = load double, double* %917, align 8, !noalias !43
  %.239.1.i35.3.epil = fadd double %.239.i31.3.epil, %.236.1.i34.3.epil
  %sunkaddr2401 = mul i64 %.70.06.i28.unr74, 8
  %918 = bitcast double* %.6.i68 to i8*
  %sunkaddr2402 = getelementptr i8, i8* %918, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 208
  %919 = bitcast i8* %sunkaddr2403 to double*
  %.236.2.i38.3.epil = load double, double* %919, align 8, !noalias !43
  %.239.2.i39.3.epil = fadd double %.239.1.i35.3.epil, %.236.2.i38.3.epil
  %sunkaddr2404 = mul i64 %.70.06.i28.unr74, 8
  %920 = bitcast double* %.6.i68 to i8*
  %sunkaddr2405 = getelementptr i8, i8* %920, i64 %sunkaddr2404
  %sunkaddr2406 = getelementptr i8, i8* %sunkaddr2405, i64 216
  %921 = bitcast i8* %sunkaddr2406 to double*
  %.236.3.i42.3.epil = load double, double* %921, align 8, !noalias !43
  %.239.3.i43.3.epil = fadd double %.239.2.i39.3.epil, %.236.3.i42.3.epil
  %sunkaddr2407 = mul i64 %.70.06.i28.unr74, 8
  %922 = bitcast double* %.6.i68 to i8*
  %sunkaddr2408 = getelementptr i8, i8* %922, i64 %sunkaddr2407
  %sunkaddr2409 = getelementptr i8, i8* %sunkaddr2408, i64 224
  %923 = bitcast i8* %sunkaddr2409 to double*
  %.236.4.i46.3.epil = load double, double* %923, align 8, !noalias !43
  %.239.4.i47.3.epil = fadd double %.239.3.i43.3.epil, %.236.4.i46.3.epil
  %sunkaddr2410 = mul i64 %.70.06.i28.unr74, 8
  %924 = bitcast double* %.6.i68 to i8*
  %sunkaddr2411 = getelementptr i8, i8* %924, i64 %sunkaddr2410
  %sunkaddr2412 = getelementptr i8, i8* %sunkaddr2411, i64 232
  %925 = bitcast i8* %sunkaddr2412 to double*
  %.236.5.i50.3.epil = load double, double* %925, align 8, !noalias !43
  %.239.5.i51.3.epil = fadd double %.239.4.i47.3.epil, %.236.5.i50.3.epil
  %sunkaddr2413 = mul i64 %.70.06.i28.unr74, 8
  %926 = bitcast double* %.6.i68 to i8*
  %sunkaddr2414 = getelementptr i8, i8* %926, i64 %sunkaddr2413
  %sunkaddr2415 = getelementptr i8, i8* %sunkaddr2414, i64 240
  %927 = bitcast i8* %sunkaddr2415 to double*
  %.236.6.i54.3.epil = load double, double* %927, align 8, !noalias !43
  %.239.6.i55.3.epil = fadd double %.239.5.i51.3.epil, %.236.6.i54.3.epil
  %sunkaddr2416 = mul i64 %.70.06.i28.unr74, 8
  %928 = bitcast double* %.6.i68 to i8*
  %sunkaddr2417 = getelementptr i8, i8* %928, i64 %sunkaddr2416
  %sunkaddr2418 = getelementptr i8, i8* %sunkaddr2417, i64 248
  %929 = bitcast i8* %sunkaddr2418 to double*
  %.236.7.i59.3.epil = load double, double* %929, align 8, !noalias !43
  %.239.7.i60.3.epil = fadd double %.239.6.i55.3.epil, %.236.7.i59.3.epil
  %sunkaddr2419 = mul i64 %.70.06.i28.unr74, 8
  %930 = bitcast double* %.6.i68 to i8*
  %sunkaddr2420 = getelementptr i8, i8* %930, i64 %sunkaddr2419
  %sunkaddr2421 = getelementptr i8, i8* %sunkaddr2420, i64 256
  %931 = bitcast i8* %sunkaddr2421 to double*
  %.236.i30.4.epil = load double, double* %931, align 8, !noalias !43
  %.239.i31.4.epil = fadd double %.239.7.i60.3.epil, %.236.i30.4.epil
  %sunkaddr2422 = mul i64 %.70.06.i28.unr74, 8
  %932 = bitcast double* %.6.i68 to i8*
  %sunkaddr2423 = getelementptr i8, i8* %932, i64 %sunkaddr2422
  %sunkaddr2424 = getelementptr i8, i8* %sunkaddr2423, i64 264
  %933 = bitcast i8* %sunkaddr2424 to double*
  %.236.1.i34.4.epil = load double, double* %933, align 8, !noalias !43
  %.239.1.i35.4.epil = fadd double %.239.i31.4.epil, %.236.1.i34.4.epil
  %sunkaddr2425 = mul i64 %.70.06.i28.unr74, 8
  %934 = bitcast double* %.6.i68 to i8*
  %sunkaddr2426 = getelementptr i8, i8* %934, i64 %sunkaddr2425
  %sunkaddr2427 = getelementptr i8, i8* %sunkaddr2426, i64 272
  %935 = bitcast i8* %sunkaddr2427 to double*
  %.236.2.i38.4.epil = load double, double* %935, align 8, !noalias !43
  %.239.2.i39.4.epil = fadd double %.239.1.i35.4.epil, %.236.2.i38.4.epil
  %sunkaddr2428 = mul i64 %.70.06.i28.unr74, 8
  %936 = bitcast double* %.6.i68 to i8*
  %sunkaddr2429 = getelementptr i8, i8* %936, i64 %sunkaddr2428
  %sunkaddr2430 = getelementptr i8, i8* %sunkaddr2429, i64 280
  %937 = bitcast i8* %sunkaddr2430 to double*
  %.236.3.i42.4.epil = load double, double* %937, align 8, !noalias !43
  %.239.3.i43.4.epil = fadd double %.239.2.i39.4.epil, %.236.3.i42.4.epil
  %sunkaddr2431 = mul i64 %.70.06.i28.unr74, 8
  %938 = bitcast double* %.6.i68 to i8*
  %sunkaddr2432 = getelementptr i8, i8* %938, i64 %sunkaddr2431
  %sunkaddr2433 = getelementptr i8, i8* %sunkaddr2432, i64 288
  %939 = bitcast i8* %sunkaddr2433 to double*
  %.236.4.i46.4.epil = load double, double* %939, align 8, !noalias !43
  %.239.4.i47.4.epil = fadd double %.239.3.i43.4.epil, %.236.4.i46.4.epil
  %sunkaddr2434 = mul i64 %.70.06.i28.unr74, 8
  %940 = bitcast double* %.6.i68 to i8*
  %sunkaddr2435 = getelementptr i8, i8* %940, i64 %sunkaddr2434
  %sunkaddr2436 = getelementptr i8, i8* %sunkaddr2435, i64 296
  %941 = bitcast i8* %sunkaddr2436 to double*
  %.236.5.i50.4.epil = load double, double* %941, align 8, !noalias !43
  %.239.5.i51.4.epil = fadd double %.239.4.i47.4.epil, %.236.5.i50.4.epil
  %sunkaddr2437 = mul i64 %.70.06.i28.unr74, 8
  %942 = bitcast double* %.6.i68 to i8*
  %sunkaddr2438 = getelementptr i8, i8* %942, i64 %sunkaddr2437
  %sunkaddr2439 = getelementptr i8, i8* %sunkaddr2438, i64 304
  %943 = bitcast i8* %sunkaddr2439 to double*
  %.236.6.i54.4.epil = load double, double* %943, align 8, !noalias !43
  %.239.6.i55.4.epil = fadd double %.239.5.i51.4.epil, %.236.6.i54.4.epil
  %sunkaddr2440 = mul i64 %.70.06.i28.unr74, 8
  %944 = bitcast double* %.6.i68 to i8*
  %sunkaddr2441 = getelementptr i8, i8* %944, i64 %sunkaddr2440
  %sunkaddr2442 = getelementptr i8, i8* %sunkaddr2441, i64 312
  %945 = bitcast i8* %sunkaddr2442 to double*
  %.236.7.i59.4.epil = load double, double* %945, align 8, !noalias !43
  %.239.7.i60.4.epil = fadd double %.239.6.i55.4.epil, %.236.7.i59.4.epil
  %sunkaddr2443 = mul i64 %.70.06.i28.unr74, 8
  %946 = bitcast double* %.6.i68 to i8*
  %sunkaddr2444 = getelementptr i8, i8* %946, i64 %sunkaddr2443
  %sunkaddr2445 = getelementptr i8, i8* %sunkaddr2444, i64 320
  %947 = bitcast i8* %sunkaddr2445 to double*
  %.236.i30.5.epil = load double, double* %947, align 8, !noalias !43
  %.239.i31.5.epil = fadd double %.239.7.i60.4.epil, %.236.i30.5.epil
  %sunkaddr2446 = mul i64 %.70.06.i28.unr74, 8
  %948 = bitcast double* %.6.i68 to i8*
  %sunkaddr2447 = getelementptr i8, i8* %948, i64 %sunkaddr2446
  %sunkaddr2448 = getelementptr i8, i8* %sunkaddr2447, i64 328
  %949 = bitcast i8* %sunkaddr2448 to double*
  %.236.1.i34.5.epil = load double, double* %949, align 8, !noalias !43
  %.239.1.i35.5.epil = fadd double %.239.i31.5.epil, %.236.1.i34.5.epil
  %sunkaddr2449 = mul i64 %.70.06.i28.unr74, 8
  %950 = bitcast double* %.6.i68 to i8*
  %sunkaddr2450 = getelementptr i8, i8* %950, i64 %sunkaddr2449
  %sunkaddr2451 = getelementptr i8, i8* %sunkaddr2450, i64 336
  %951 = bitcast i8* %sunkaddr2451 to double*
  %.236.2.i38.5.epil = load double, double* %951, align 8, !noalias !43
  %.239.2.i39.5.epil = fadd double %.239.1.i35.5.epil, %.236.2.i38.5.epil
  %sunkaddr2452 = mul i64 %.70.06.i28.unr74, 8
  %952 = bitcast double* %.6.i68 to i8*
  %sunkaddr2453 = getelementptr i8, i8* %952, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, i8* %sunkaddr2453, i64 344
  %953 = bitcast i8* %sunkaddr2454 to double*
  %.236.3.i42.5.epil = load double, double* %953, align 8, !noalias !43
  %.239.3.i43.5.epil = fadd double %.239.2.i39.5.epil, %.236.3.i42.5.epil
  %sunkaddr2455 = mul i64 %.70.06.i28.unr74, 8
  %954 = bitcast double* %.6.i68 to i8*
  %sunkaddr2456 = getelementptr i8, i8* %954, i64 %sunkaddr2455
  %sunkaddr2457 = getelementptr i8, i8* %sunkaddr2456, i64 352
  %955 = bitcast i8* %sunkaddr2457 to double*
  %.236.4.i46.5.epil = load double, double* %955, align 8, !noalias !43
  %.239.4.i47.5.epil = fadd double %.239.3.i43.5.epil, %.236.4.i46.5.epil
  %sunkaddr2458 = mul i64 %.70.06.i28.unr74, 8
  %956 = bitcast double* %.6.i68 to i8*
  %sunkaddr2459 = getelementptr i8, i8* %956, i64 %sunkaddr2458
  %sunkaddr2460 = getelementptr i8, i8* %sunkaddr2459, i64 360
  %957 = bitcast i8* %sunkaddr2460 to double*
  %.236.5.i50.5.epil = load double, double* %957, align 8, !noalias !43
  %.239.5.i51.5.epil = fadd double %.239.4.i47.5.epil, %.236.5.i50.5.epil
  %sunkaddr2461 = mul i64 %.70.06.i28.unr74, 8
  %958 = bitcast double* %.6.i68 to i8*
  %sunkaddr2462 = getelementptr i8, i8* %958, i64 %sunkaddr2461
  %sunkaddr2463 = getelementptr i8, i8* %sunkaddr2462, i64 368
  %959 = bitcast i8* %sunkaddr2463 to double*
  %.236.6.i54.5.epil = load double, double* %959, align 8, !noalias !43
  %.239.6.i55.5.epil = fadd double %.239.5.i51.5.epil, %.236.6.i54.5.epil
  %sunkaddr2464 = mul i64 %.70.06.i28.unr74, 8
  %960 = bitcast double* %.6.i68 to i8*
  %sunkaddr2465 = getelementptr i8, i8* %960, i64 %sunkaddr2464
  %sunkaddr2466 = getelementptr i8, i8* %sunkaddr2465, i64 376
  %961 = bitcast i8* %sunkaddr2466 to double*
  %.236.7.i59.5.epil = load double, double* %961, align 8, !noalias !43
  %.239.7.i60.5.epil = fadd double %.239.6.i55.5.epil, %.236.7.i59.5.epil
  %sunkaddr2467 = mul i64 %.70.06.i28.unr74, 8
  %962 = bitcast double* %.6.i68 to i8*
  %sunkaddr2468 = getelementptr i8, i8* %962, i64 %sunkaddr2467
  %sunkaddr2469 = getelementptr i8, i8* %sunkaddr2468, i64 384
  %963 = bitcast i8* %sunkaddr2469 to double*
  %.236.i30.6.epil = load double, double* %963, align 8, !noalias !43
  %.239.i31.6.epil = fadd double %.239.7.i60.5.epil, %.236.i30.6.epil
  %sunkaddr2470 = mul i64 %.70.06.i28.unr74, 8
  %964 = bitcast double* %.6.i68 to i8*
  %sunkaddr2471 = getelementptr i8, i8* %964, i64 %sunkaddr2470
  %sunkaddr2472 = getelementptr i8, i8* %sunkaddr2471, i64 392
  %965 = bitcast i8* %sunkaddr2472 to double*
  %.236.1.i34.6.epil = load double, double* %965, align 8, !noalias !43
  %.239.1.i35.6.epil = fadd double %.239.i31.6.epil, %.236.1.i34.6.epil
  %sunkaddr2473 = mul i64 %.70.06.i28.unr74, 8
  %966 = bitcast double* %.6.i68 to i8*
  %sunkaddr2474 = getelementptr i8, i8* %966, i64 %sunkaddr2473
  %sunkaddr2475 = getelementptr i8, i8* %sunkaddr2474, i64 400
  %967 = bitcast i8* %sunkaddr2475 to double*
  %.236.2.i38.6.epil = load double, double* %967, align 8, !noalias !43
  %.239.2.i39.6.epil = fadd double %.239.1.i35.6.epil, %.236.2.i38.6.epil
  %sunkaddr2476 = mul i64 %.70.06.i28.unr74, 8
  %968 = bitcast double* %.6.i68 to i8*
  %sunkaddr2477 = getelementptr i8, i8* %968, i64 %sunkaddr2476
  %sunkaddr2478 = getelementptr i8, i8* %sunkaddr2477, i64 408
  %969 = bitcast i8* %sunkaddr2478 to double*
  %.236.3.i42.6.epil = load double, double* %969, align 8, !noalias !43
  %.239.3.i43.6.epil = fadd double %.239.2.i39.6.epil, %.236.3.i42.6.epil
  %sunkaddr2479 = mul i64 %.70.06.i28.unr74, 8
  %970 = bitcast double* %.6.i68 to i8*
  %sunkaddr2480 = getelementptr i8, i8* %970, i64 %sunkaddr2479
  %sunkaddr2481 = getelementptr i8, i8* %sunkaddr2480, i64 416
  %971 = bitcast i8* %sunkaddr2481 to double*
  %.236.4.i46.6.epil = load double, double* %971, align 8, !noalias !43
  %.239.4.i47.6.epil = fadd double %.239.3.i43.6.epil, %.236.4.i46.6.epil
  %sunkaddr2482 = mul i64 %.70.06.i28.unr74, 8
  %972 = bitcast double* %.6.i68 to i8*
  %sunkaddr2483 = getelementptr i8, i8* %972, i64 %sunkaddr2482
  %sunkaddr2484 = getelementptr i8, i8* %sunkaddr2483, i64 424
  %973 = bitcast i8* %sunkaddr2484 to double*
  %.236.5.i50.6.epil = load double, double* %973, align 8, !noalias !43
  %.239.5.i51.6.epil = fadd double %.239.4.i47.6.epil, %.236.5.i50.6.epil
  %sunkaddr2485 = mul i64 %.70.06.i28.unr74, 8
  %974 = bitcast double* %.6.i68 to i8*
  %sunkaddr2486 = getelementptr i8, i8* %974, i64 %sunkaddr2485
  %sunkaddr2487 = getelementptr i8, i8* %sunkaddr2486, i64 432
  %975 = bitcast i8* %sunkaddr2487 to double*
  %.236.6.i54.6.epil = load double, double* %975, align 8, !noalias !43
  %.239.6.i55.6.epil = fadd double %.239.5.i51.6.epil, %.236.6.i54.6.epil
  %sunkaddr2488 = mul i64 %.70.06.i28.unr74, 8
  %976 = bitcast double* %.6.i68 to i8*
  %sunkaddr2489 = getelementptr i8, i8* %976, i64 %sunkaddr2488
  %sunkaddr2490 = getelementptr i8, i8* %sunkaddr2489, i64 440
  %977 = bitcast i8* %sunkaddr2490 to double*
  %.236.7.i59.6.epil = load double, double* %977, align 8, !noalias !43
  %.239.7.i60.6.epil = fadd double %.239.6.i55.6.epil, %.236.7.i59.6.epil
  %sunkaddr2491 = mul i64 %.70.06.i28.unr74, 8
  %978 = bitcast double* %.6.i68 to i8*
  %sunkaddr2492 = getelementptr i8, i8* %978, i64 %sunkaddr2491
  %sunkaddr2493 = getelementptr i8, i8* %sunkaddr2492, i64 448
  %979 = bitcast i8* %sunkaddr2493 to double*
  %.236.i30.7.epil = load double, double* %979, align 8, !noalias !43
  %.239.i31.7.epil = fadd double %.239.7.i60.6.epil, %.236.i30.7.epil
  %sunkaddr2494 = mul i64 %.70.06.i28.unr74, 8
  %980 = bitcast double* %.6.i68 to i8*
  %sunkaddr2495 = getelementptr i8, i8* %980, i64 %sunkaddr2494
  %sunkaddr2496 = getelementptr i8, i8* %sunkaddr2495, i64 456
  %981 = bitcast i8* %sunkaddr2496 to double*
  %.236.1.i34.7.epil = load double, double* %981, align 8, !noalias !43
  %.239.1.i35.7.epil = fadd double %.239.i31.7.epil, %.236.1.i34.7.epil
  %sunkaddr2497 = mul i64 %.70.06.i28.unr74, 8
  %982 = bitcast double* %.6.i68 to i8*
  %sunkaddr2498 = getelementptr i8, i8* %982, i64 %sunkaddr2497
  %sunkaddr2499 = getelementptr i8, i8* %sunkaddr2498, i64 464
  %983 = bitcast i8* %sunkaddr2499 to double*
  %.236.2.i38.7.epil = load double, double* %983, align 8, !noalias !43
  %.239.2.i39.7.epil = fadd double %.239.1.i35.7.epil, %.236.2.i38.7.epil
  %sunkaddr2500 = mul i64 %.70.06.i28.unr74, 8
  %984 = bitcast double* %.6.i68 to i8*
  %sunkaddr2501 = getelementptr i8, i8* %984, i64 %sunkaddr2500
  %sunkaddr2502 = getelementptr i8, i8* %sunkaddr2501, i64 472
  %985 = bitcast i8* %sunkaddr2502 to double*
  %.236.3.i42.7.epil = load double, double* %985, align 8, !noalias !43
  %.239.3.i43.7.epil = fadd double %.239.2.i39.7.epil, %.236.3.i42.7.epil
  %sunkaddr2503 = mul i64 %.70.06.i28.unr74, 8
  %986 = bitcast double* %.6.i68 to i8*
  %sunkaddr2504 = getelementptr i8, i8* %986, i64 %sunkaddr2503
  %sunkaddr2505 = getelementptr i8, i8* %sunkaddr2504, i64 480
  %987 = bitcast i8* %sunkaddr2505 to double*
  %.236.4.i46.7.epil = load double, double* %987, align 8, !noalias !43
  %.239.4.i47.7.epil = fadd double %.239.3.i43.7.epil, %.236.4.i46.7.epil
  %sunkaddr2506 = mul i64 %.70.06.i28.unr74, 8
  %988 = bitcast double* %.6.i68 to i8*
  %sunkaddr2507 = getelementptr i8, i8* %988, i64 %sunkaddr2506
  %sunkaddr2508 = getelementptr i8, i8* %sunkaddr2507, i64 488
  %989 = bitcast i8* %sunkaddr2508 to double*
  %.236.5.i50.7.epil = load double, double* %989, align 8, !noalias !43
  %.239.5.i51.7.epil = fadd double %.239.4.i47.7.epil, %.236.5.i50.7.epil
  %sunkaddr2509 = mul i64 %.70.06.i28.unr74, 8
  %990 = bitcast double* %.6.i68 to i8*
  %sunkaddr2510 = getelementptr i8, i8* %990, i64 %sunkaddr2509
  %sunkaddr2511 = getelementptr i8, i8* %sunkaddr2510, i64 496
  %991 = bitcast i8* %sunkaddr2511 to double*
  %.236.6.i54.7.epil = load double, double* %991, align 8, !noalias !43
  %.239.6.i55.7.epil = fadd double %.239.5.i51.7.epil, %.236.6.i54.7.epil
  %sunkaddr2512 = mul i64 %.70.06.i28.unr74, 8
  %992 = bitcast double* %.6.i68 to i8*
  %sunkaddr2513 = getelementptr i8, i8* %992, i64 %sunkaddr2512
  %sunkaddr2514 = getelementptr i8, i8* %sunkaddr2513, i64 504
  %993 = bitcast i8* %sunkaddr2514 to double*
  %.236.7.i59.7.epil = load double, double* %993, align 8, !noalias !43
  %.239.7.i60.7.epil = fadd double %.239.6.i55.7.epil, %.236.7.i59.7.epil
  br label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit: ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa, %B50.endif.i62.epil55
  %.239.7.i60.7.lcssa = phi double [ %.239.7.i60.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.239.7.i60.7.epil, %B50.endif.i62.epil55 ]
  %994 = shl i64 %unroll_iter, 3
  %phi.bo = or i64 %994, 7
  br label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa: ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit, %B50.endif.preheader.new.i10
  %.239.7.i60.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7.lcssa, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit ]
  %c.2.07.i27.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7.lcssa, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit ]
  %.70.06.i28.unr = phi i64 [ 7, %B50.endif.preheader.new.i10 ], [ %phi.bo, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil.preheader

B50.endif.i62.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa
  %scevgep107 = getelementptr double, double* %.6.i68, i64 %.70.06.i28.unr
  %995 = shl i64 %xtraiter, 6
  br label %B50.endif.i62.epil

B50.endif.i62.epil:                               ; preds = %B50.endif.i62.epil, %B50.endif.i62.epil.preheader
  %lsr.iv = phi i64 [ 0, %B50.endif.i62.epil.preheader ], [ %lsr.iv.next, %B50.endif.i62.epil ]
  %c.2.07.i27.epil = phi double [ %c.2.07.i27.unr, %B50.endif.i62.epil.preheader ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %996 = bitcast double* %scevgep107 to i8*
  %uglygep277 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep277278 = bitcast i8* %uglygep277 to double*
  %scevgep279 = getelementptr double, double* %uglygep277278, i64 -7
  %.236.i30.epil = load double, double* %scevgep279, align 8, !noalias !43
  %.239.i31.epil = fadd double %c.2.07.i27.epil, %.236.i30.epil
  %uglygep274 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep274275 = bitcast i8* %uglygep274 to double*
  %scevgep276 = getelementptr double, double* %uglygep274275, i64 -6
  %.236.1.i34.epil = load double, double* %scevgep276, align 8, !noalias !43
  %.239.1.i35.epil = fadd double %.239.i31.epil, %.236.1.i34.epil
  %uglygep271 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep271272 = bitcast i8* %uglygep271 to double*
  %scevgep273 = getelementptr double, double* %uglygep271272, i64 -5
  %.236.2.i38.epil = load double, double* %scevgep273, align 8, !noalias !43
  %.239.2.i39.epil = fadd double %.239.1.i35.epil, %.236.2.i38.epil
  %uglygep268 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep268269 = bitcast i8* %uglygep268 to double*
  %scevgep270 = getelementptr double, double* %uglygep268269, i64 -4
  %.236.3.i42.epil = load double, double* %scevgep270, align 8, !noalias !43
  %.239.3.i43.epil = fadd double %.239.2.i39.epil, %.236.3.i42.epil
  %uglygep265 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep265266 = bitcast i8* %uglygep265 to double*
  %scevgep267 = getelementptr double, double* %uglygep265266, i64 -3
  %.236.4.i46.epil = load double, double* %scevgep267, align 8, !noalias !43
  %.239.4.i47.epil = fadd double %.239.3.i43.epil, %.236.4.i46.epil
  %uglygep262 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep262263 = bitcast i8* %uglygep262 to double*
  %scevgep264 = getelementptr double, double* %uglygep262263, i64 -2
  %.236.5.i50.epil = load double, double* %scevgep264, align 8, !noalias !43
  %.239.5.i51.epil = fadd double %.239.4.i47.epil, %.236.5.i50.epil
  %uglygep259 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep259260 = bitcast i8* %uglygep259 to double*
  %scevgep261 = getelementptr double, double* %uglygep259260, i64 -1
  %.236.6.i54.epil = load double, double* %scevgep261, align 8, !noalias !43
  %.239.6.i55.epil = fadd double %.239.5.i51.epil, %.236.6.i54.epil
  %uglygep280 = getelementptr i8, i8* %996, i64 %lsr.iv
  %uglygep280281 = bitcast i8* %uglygep280 to double*
  %.236.7.i59.epil = load double, double* %uglygep280281, align 8, !noalias !43
  %.239.7.i60.epil = fadd double %.239.6.i55.epil, %.236.7.i59.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %995, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil, !prof !23, !llvm.loop !46

common.ret.loopexit.unr-lcssa.i15:                ; preds = %B50.endif.i62.epil, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, %B50.endif.preheader.i8
  %.239.lcssa.ph.i11 = phi double [ undef, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %c.2.07.unr.i12 = phi double [ 0.000000e+00, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %.70.06.unr.i13 = phi i64 [ 0, %B50.endif.preheader.i8 ], [ %unroll_iter.i9, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %unroll_iter.i9, %B50.endif.i62.epil ]
  %lcmp.mod.not.i14 = icmp eq i64 %xtraiter.i7, 0
  br i1 %lcmp.mod.not.i14, label %for.end.endif, label %B50.endif.epil.preheader.i17

B50.endif.epil.preheader.i17:                     ; preds = %common.ret.loopexit.unr-lcssa.i15
  %scevgep.i16 = getelementptr double, double* %.6.i68, i64 %.70.06.unr.i13
  br label %B50.endif.epil.i25

B50.endif.epil.i25:                               ; preds = %B50.endif.epil.i25, %B50.endif.epil.preheader.i17
  %c.2.07.epil.i18 = phi double [ %.239.epil.i22, %B50.endif.epil.i25 ], [ %c.2.07.unr.i12, %B50.endif.epil.preheader.i17 ]
  %epil.iter.i19 = phi i64 [ %epil.iter.next.i23, %B50.endif.epil.i25 ], [ 0, %B50.endif.epil.preheader.i17 ]
  %scevgep257 = getelementptr double, double* %scevgep.i16, i64 %epil.iter.i19
  %.236.epil.i21 = load double, double* %scevgep257, align 8, !noalias !43
  %.239.epil.i22 = fadd double %c.2.07.epil.i18, %.236.epil.i21
  %epil.iter.next.i23 = add nuw nsw i64 %epil.iter.i19, 1
  %epil.iter.cmp.not.i24 = icmp eq i64 %xtraiter.i7, %epil.iter.next.i23
  br i1 %epil.iter.cmp.not.i24, label %for.end.endif, label %B50.endif.epil.i25, !prof !23, !llvm.loop !25

B50.endif.i62:                                    ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10.new.new
  %lsr.iv810 = phi i64 [ %lsr.iv.next811, %B50.endif.i62 ], [ %unroll_iter76, %B50.endif.preheader.new.i10.new.new ]
  %c.2.07.i27 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i10.new.new ], [ %.239.7.i60.7.1, %B50.endif.i62 ]
  %.70.06.i28 = phi i64 [ 0, %B50.endif.preheader.new.i10.new.new ], [ %.182.7.i56.7.1, %B50.endif.i62 ]
  %scevgep806 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep807 = getelementptr double, double* %scevgep806, i64 -127
  %.236.i30 = load double, double* %scevgep807, align 8, !noalias !43
  %.239.i31 = fadd double %c.2.07.i27, %.236.i30
  %scevgep804 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep805 = getelementptr double, double* %scevgep804, i64 -126
  %.236.1.i34 = load double, double* %scevgep805, align 8, !noalias !43
  %.239.1.i35 = fadd double %.239.i31, %.236.1.i34
  %scevgep802 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep803 = getelementptr double, double* %scevgep802, i64 -125
  %.236.2.i38 = load double, double* %scevgep803, align 8, !noalias !43
  %.239.2.i39 = fadd double %.239.1.i35, %.236.2.i38
  %scevgep800 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep801 = getelementptr double, double* %scevgep800, i64 -124
  %.236.3.i42 = load double, double* %scevgep801, align 8, !noalias !43
  %.239.3.i43 = fadd double %.239.2.i39, %.236.3.i42
  %scevgep798 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep799 = getelementptr double, double* %scevgep798, i64 -123
  %.236.4.i46 = load double, double* %scevgep799, align 8, !noalias !43
  %.239.4.i47 = fadd double %.239.3.i43, %.236.4.i46
  %scevgep796 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep797 = getelementptr double, double* %scevgep796, i64 -122
  %.236.5.i50 = load double, double* %scevgep797, align 8, !noalias !43
  %.239.5.i51 = fadd double %.239.4.i47, %.236.5.i50
  %scevgep794 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep795 = getelementptr double, double* %scevgep794, i64 -121
  %.236.6.i54 = load double, double* %scevgep795, align 8, !noalias !43
  %.239.6.i55 = fadd double %.239.5.i51, %.236.6.i54
  %scevgep792 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep793 = getelementptr double, double* %scevgep792, i64 -120
  %.236.7.i59 = load double, double* %scevgep793, align 8, !noalias !43
  %.239.7.i60 = fadd double %.239.6.i55, %.236.7.i59
  %scevgep790 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep791 = getelementptr double, double* %scevgep790, i64 -119
  %.236.i30.1 = load double, double* %scevgep791, align 8, !noalias !43
  %.239.i31.1 = fadd double %.239.7.i60, %.236.i30.1
  %scevgep788 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep789 = getelementptr double, double* %scevgep788, i64 -118
  %.236.1.i34.1 = load double, double* %scevgep789, align 8, !noalias !43
  %.239.1.i35.1 = fadd double %.239.i31.1, %.236.1.i34.1
  %scevgep786 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep787 = getelementptr double, double* %scevgep786, i64 -117
  %.236.2.i38.1 = load double, double* %scevgep787, align 8, !noalias !43
  %.239.2.i39.1 = fadd double %.239.1.i35.1, %.236.2.i38.1
  %scevgep784 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep785 = getelementptr double, double* %scevgep784, i64 -116
  %.236.3.i42.1 = load double, double* %scevgep785, align 8, !noalias !43
  %.239.3.i43.1 = fadd double %.239.2.i39.1, %.236.3.i42.1
  %scevgep782 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep783 = getelementptr double, double* %scevgep782, i64 -115
  %.236.4.i46.1 = load double, double* %scevgep783, align 8, !noalias !43
  %.239.4.i47.1 = fadd double %.239.3.i43.1, %.236.4.i46.1
  %scevgep780 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep781 = getelementptr double, double* %scevgep780, i64 -114
  %.236.5.i50.1 = load double, double* %scevgep781, align 8, !noalias !43
  %.239.5.i51.1 = fadd double %.239.4.i47.1, %.236.5.i50.1
  %scevgep778 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep779 = getelementptr double, double* %scevgep778, i64 -113
  %.236.6.i54.1 = load double, double* %scevgep779, align 8, !noalias !43
  %.239.6.i55.1 = fadd double %.239.5.i51.1, %.236.6.i54.1
  %scevgep776 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep777 = getelementptr double, double* %scevgep776, i64 -112
  %.236.7.i59.1 = load double, double* %scevgep777, align 8, !noalias !43
  %.239.7.i60.1 = fadd double %.239.6.i55.1, %.236.7.i59.1
  %scevgep774 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep775 = getelementptr double, double* %scevgep774, i64 -111
  %.236.i30.2 = load double, double* %scevgep775, align 8, !noalias !43
  %.239.i31.2 = fadd double %.239.7.i60.1, %.236.i30.2
  %scevgep772 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep773 = getelementptr double, double* %scevgep772, i64 -110
  %.236.1.i34.2 = load double, double* %scevgep773, align 8, !noalias !43
  %.239.1.i35.2 = fadd double %.239.i31.2, %.236.1.i34.2
  %scevgep770 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep771 = getelementptr double, double* %scevgep770, i64 -109
  %.236.2.i38.2 = load double, double* %scevgep771, align 8, !noalias !43
  %.239.2.i39.2 = fadd double %.239.1.i35.2, %.236.2.i38.2
  %scevgep768 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep769 = getelementptr double, double* %scevgep768, i64 -108
  %.236.3.i42.2 = load double, double* %scevgep769, align 8, !noalias !43
  %.239.3.i43.2 = fadd double %.239.2.i39.2, %.236.3.i42.2
  %scevgep766 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep767 = getelementptr double, double* %scevgep766, i64 -107
  %.236.4.i46.2 = load double, double* %scevgep767, align 8, !noalias !43
  %.239.4.i47.2 = fadd double %.239.3.i43.2, %.236.4.i46.2
  %scevgep764 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep765 = getelementptr double, double* %scevgep764, i64 -106
  %.236.5.i50.2 = load double, double* %scevgep765, align 8, !noalias !43
  %.239.5.i51.2 = fadd double %.239.4.i47.2, %.236.5.i50.2
  %scevgep762 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep763 = getelementptr double, double* %scevgep762, i64 -105
  %.236.6.i54.2 = load double, double* %scevgep763, align 8, !noalias !43
  %.239.6.i55.2 = fadd double %.239.5.i51.2, %.236.6.i54.2
  %scevgep760 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep761 = getelementptr double, double* %scevgep760, i64 -104
  %.236.7.i59.2 = load double, double* %scevgep761, align 8, !noalias !43
  %.239.7.i60.2 = fadd double %.239.6.i55.2, %.236.7.i59.2
  %scevgep758 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep759 = getelementptr double, double* %scevgep758, i64 -103
  %.236.i30.3 = load double, double* %scevgep759, align 8, !noalias !43
  %.239.i31.3 = fadd double %.239.7.i60.2, %.236.i30.3
  %scevgep756 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep757 = getelementptr double, double* %scevgep756, i64 -102
  %.236.1.i34.3 = load double, double* %scevgep757, align 8, !noalias !43
  %.239.1.i35.3 = fadd double %.239.i31.3, %.236.1.i34.3
  %scevgep754 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep755 = getelementptr double, double* %scevgep754, i64 -101
  %.236.2.i38.3 = load double, double* %scevgep755, align 8, !noalias !43
  %.239.2.i39.3 = fadd double %.239.1.i35.3, %.236.2.i38.3
  %scevgep752 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep753 = getelementptr double, double* %scevgep752, i64 -100
  %.236.3.i42.3 = load double, double* %scevgep753, align 8, !noalias !43
  %.239.3.i43.3 = fadd double %.239.2.i39.3, %.236.3.i42.3
  %scevgep750 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -99
  %.236.4.i46.3 = load double, double* %scevgep751, align 8, !noalias !43
  %.239.4.i47.3 = fadd double %.239.3.i43.3, %.236.4.i46.3
  %scevgep748 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -98
  %.236.5.i50.3 = load double, double* %scevgep749, align 8, !noalias !43
  %.239.5.i51.3 = fadd double %.239.4.i47.3, %.236.5.i50.3
  %scevgep746 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -97
  %.236.6.i54.3 = load double, double* %scevgep747, align 8, !noalias !43
  %.239.6.i55.3 = fadd double %.239.5.i51.3, %.236.6.i54.3
  %scevgep744 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -96
  %.236.7.i59.3 = load double, double* %scevgep745, align 8, !noalias !43
  %.239.7.i60.3 = fadd double %.239.6.i55.3, %.236.7.i59.3
  %scevgep742 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -95
  %.236.i30.4 = load double, double* %scevgep743, align 8, !noalias !43
  %.239.i31.4 = fadd double %.239.7.i60.3, %.236.i30.4
  %scevgep740 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -94
  %.236.1.i34.4 = load double, double* %scevgep741, align 8, !noalias !43
  %.239.1.i35.4 = fadd double %.239.i31.4, %.236.1.i34.4
  %scevgep738 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -93
  %.236.2.i38.4 = load double, double* %scevgep739, align 8, !noalias !43
  %.239.2.i39.4 = fadd double %.239.1.i35.4, %.236.2.i38.4
  %scevgep736 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -92
  %.236.3.i42.4 = load double, double* %scevgep737, align 8, !noalias !43
  %.239.3.i43.4 = fadd double %.239.2.i39.4, %.236.3.i42.4
  %scevgep734 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -91
  %.236.4.i46.4 = load double, double* %scevgep735, align 8, !noalias !43
  %.239.4.i47.4 = fadd double %.239.3.i43.4, %.236.4.i46.4
  %scevgep732 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -90
  %.236.5.i50.4 = load double, double* %scevgep733, align 8, !noalias !43
  %.239.5.i51.4 = fadd double %.239.4.i47.4, %.236.5.i50.4
  %scevgep730 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -89
  %.236.6.i54.4 = load double, double* %scevgep731, align 8, !noalias !43
  %.239.6.i55.4 = fadd double %.239.5.i51.4, %.236.6.i54.4
  %scevgep728 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -88
  %.236.7.i59.4 = load double, double* %scevgep729, align 8, !noalias !43
  %.239.7.i60.4 = fadd double %.239.6.i55.4, %.236.7.i59.4
  %scevgep726 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep727 = getelementptr double, double* %scevgep726, i64 -87
  %.236.i30.5 = load double, double* %scevgep727, align 8, !noalias !43
  %.239.i31.5 = fadd double %.239.7.i60.4, %.236.i30.5
  %scevgep724 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep725 = getelementptr double, double* %scevgep724, i64 -86
  %.236.1.i34.5 = load double, double* %scevgep725, align 8, !noalias !43
  %.239.1.i35.5 = fadd double %.239.i31.5, %.236.1.i34.5
  %scevgep722 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep723 = getelementptr double, double* %scevgep722, i64 -85
  %.236.2.i38.5 = load double, double* %scevgep723, align 8, !noalias !43
  %.239.2.i39.5 = fadd double %.239.1.i35.5, %.236.2.i38.5
  %scevgep720 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep721 = getelementptr double, double* %scevgep720, i64 -84
  %.236.3.i42.5 = load double, double* %scevgep721, align 8, !noalias !43
  %.239.3.i43.5 = fadd double %.239.2.i39.5, %.236.3.i42.5
  %scevgep718 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep719 = getelementptr double, double* %scevgep718, i64 -83
  %.236.4.i46.5 = load double, double* %scevgep719, align 8, !noalias !43
  %.239.4.i47.5 = fadd double %.239.3.i43.5, %.236.4.i46.5
  %scevgep716 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep717 = getelementptr double, double* %scevgep716, i64 -82
  %.236.5.i50.5 = load double, double* %scevgep717, align 8, !noalias !43
  %.239.5.i51.5 = fadd double %.239.4.i47.5, %.236.5.i50.5
  %scevgep714 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep715 = getelementptr double, double* %scevgep714, i64 -81
  %.236.6.i54.5 = load double, double* %scevgep715, align 8, !noalias !43
  %.239.6.i55.5 = fadd double %.239.5.i51.5, %.236.6.i54.5
  %scevgep712 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep713 = getelementptr double, double* %scevgep712, i64 -80
  %.236.7.i59.5 = load double, double* %scevgep713, align 8, !noalias !43
  %.239.7.i60.5 = fadd double %.239.6.i55.5, %.236.7.i59.5
  %scevgep710 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep711 = getelementptr double, double* %scevgep710, i64 -79
  %.236.i30.6 = load double, double* %scevgep711, align 8, !noalias !43
  %.239.i31.6 = fadd double %.239.7.i60.5, %.236.i30.6
  %scevgep708 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep709 = getelementptr double, double* %scevgep708, i64 -78
  %.236.1.i34.6 = load double, double* %scevgep709, align 8, !noalias !43
  %.239.1.i35.6 = fadd double %.239.i31.6, %.236.1.i34.6
  %scevgep706 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep707 = getelementptr double, double* %scevgep706, i64 -77
  %.236.2.i38.6 = load double, double* %scevgep707, align 8, !noalias !43
  %.239.2.i39.6 = fadd double %.239.1.i35.6, %.236.2.i38.6
  %scevgep704 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep705 = getelementptr double, double* %scevgep704, i64 -76
  %.236.3.i42.6 = load double, double* %scevgep705, align 8, !noalias !43
  %.239.3.i43.6 = fadd double %.239.2.i39.6, %.236.3.i42.6
  %scevgep702 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep703 = getelementptr double, double* %scevgep702, i64 -75
  %.236.4.i46.6 = load double, double* %scevgep703, align 8, !noalias !43
  %.239.4.i47.6 = fadd double %.239.3.i43.6, %.236.4.i46.6
  %scevgep700 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep701 = getelementptr double, double* %scevgep700, i64 -74
  %.236.5.i50.6 = load double, double* %scevgep701, align 8, !noalias !43
  %.239.5.i51.6 = fadd double %.239.4.i47.6, %.236.5.i50.6
  %scevgep698 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep699 = getelementptr double, double* %scevgep698, i64 -73
  %.236.6.i54.6 = load double, double* %scevgep699, align 8, !noalias !43
  %.239.6.i55.6 = fadd double %.239.5.i51.6, %.236.6.i54.6
  %scevgep696 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep697 = getelementptr double, double* %scevgep696, i64 -72
  %.236.7.i59.6 = load double, double* %scevgep697, align 8, !noalias !43
  %.239.7.i60.6 = fadd double %.239.6.i55.6, %.236.7.i59.6
  %scevgep694 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep695 = getelementptr double, double* %scevgep694, i64 -71
  %.236.i30.7 = load double, double* %scevgep695, align 8, !noalias !43
  %.239.i31.7 = fadd double %.239.7.i60.6, %.236.i30.7
  %scevgep692 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep693 = getelementptr double, double* %scevgep692, i64 -70
  %.236.1.i34.7 = load double, double* %scevgep693, align 8, !noalias !43
  %.239.1.i35.7 = fadd double %.239.i31.7, %.236.1.i34.7
  %scevgep690 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep691 = getelementptr double, double* %scevgep690, i64 -69
  %.236.2.i38.7 = load double, double* %scevgep691, align 8, !noalias !43
  %.239.2.i39.7 = fadd double %.239.1.i35.7, %.236.2.i38.7
  %scevgep688 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep689 = getelementptr double, double* %scevgep688, i64 -68
  %.236.3.i42.7 = load double, double* %scevgep689, align 8, !noalias !43
  %.239.3.i43.7 = fadd double %.239.2.i39.7, %.236.3.i42.7
  %scevgep686 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep687 = getelementptr double, double* %scevgep686, i64 -67
  %.236.4.i46.7 = load double, double* %scevgep687, align 8, !noalias !43
  %.239.4.i47.7 = fadd double %.239.3.i43.7, %.236.4.i46.7
  %scevgep684 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep685 = getelementptr double, double* %scevgep684, i64 -66
  %.236.5.i50.7 = load double, double* %scevgep685, align 8, !noalias !43
  %.239.5.i51.7 = fadd double %.239.4.i47.7, %.236.5.i50.7
  %scevgep682 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep683 = getelementptr double, double* %scevgep682, i64 -65
  %.236.6.i54.7 = load double, double* %scevgep683, align 8, !noalias !43
  %.239.6.i55.7 = fadd double %.239.5.i51.7, %.236.6.i54.7
  %scevgep808 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep809 = getelementptr double, double* %scevgep808, i64 -64
  %.236.7.i59.7 = load double, double* %scevgep809, align 8, !noalias !43
  %.239.7.i60.7 = fadd double %.239.6.i55.7, %.236.7.i59.7
  %scevgep283 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -63
  %.236.i30.177 = load double, double* %scevgep284, align 8, !noalias !43
  %.239.i31.178 = fadd double %.239.7.i60.7, %.236.i30.177
  %scevgep285 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -62
  %.236.1.i34.179 = load double, double* %scevgep286, align 8, !noalias !43
  %.239.1.i35.180 = fadd double %.239.i31.178, %.236.1.i34.179
  %scevgep287 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -61
  %.236.2.i38.181 = load double, double* %scevgep288, align 8, !noalias !43
  %.239.2.i39.182 = fadd double %.239.1.i35.180, %.236.2.i38.181
  %scevgep289 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -60
  %.236.3.i42.183 = load double, double* %scevgep290, align 8, !noalias !43
  %.239.3.i43.184 = fadd double %.239.2.i39.182, %.236.3.i42.183
  %scevgep291 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -59
  %.236.4.i46.185 = load double, double* %scevgep292, align 8, !noalias !43
  %.239.4.i47.186 = fadd double %.239.3.i43.184, %.236.4.i46.185
  %scevgep295 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -58
  %.236.5.i50.187 = load double, double* %scevgep296, align 8, !noalias !43
  %.239.5.i51.188 = fadd double %.239.4.i47.186, %.236.5.i50.187
  %scevgep298 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -57
  %.236.6.i54.189 = load double, double* %scevgep299, align 8, !noalias !43
  %.239.6.i55.190 = fadd double %.239.5.i51.188, %.236.6.i54.189
  %scevgep300 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -56
  %.236.7.i59.191 = load double, double* %scevgep301, align 8, !noalias !43
  %.239.7.i60.192 = fadd double %.239.6.i55.190, %.236.7.i59.191
  %scevgep302 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -55
  %.236.i30.1.1 = load double, double* %scevgep303, align 8, !noalias !43
  %.239.i31.1.1 = fadd double %.239.7.i60.192, %.236.i30.1.1
  %scevgep304 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep306 = getelementptr double, double* %scevgep304, i64 -54
  %.236.1.i34.1.1 = load double, double* %scevgep306, align 8, !noalias !43
  %.239.1.i35.1.1 = fadd double %.239.i31.1.1, %.236.1.i34.1.1
  %scevgep307 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep309 = getelementptr double, double* %scevgep307, i64 -53
  %.236.2.i38.1.1 = load double, double* %scevgep309, align 8, !noalias !43
  %.239.2.i39.1.1 = fadd double %.239.1.i35.1.1, %.236.2.i38.1.1
  %scevgep310 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep313 = getelementptr double, double* %scevgep310, i64 -52
  %.236.3.i42.1.1 = load double, double* %scevgep313, align 8, !noalias !43
  %.239.3.i43.1.1 = fadd double %.239.2.i39.1.1, %.236.3.i42.1.1
  %scevgep314 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -51
  %.236.4.i46.1.1 = load double, double* %scevgep315, align 8, !noalias !43
  %.239.4.i47.1.1 = fadd double %.239.3.i43.1.1, %.236.4.i46.1.1
  %scevgep316 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -50
  %.236.5.i50.1.1 = load double, double* %scevgep317, align 8, !noalias !43
  %.239.5.i51.1.1 = fadd double %.239.4.i47.1.1, %.236.5.i50.1.1
  %scevgep319 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -49
  %.236.6.i54.1.1 = load double, double* %scevgep320, align 8, !noalias !43
  %.239.6.i55.1.1 = fadd double %.239.5.i51.1.1, %.236.6.i54.1.1
  %scevgep322 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -48
  %.236.7.i59.1.1 = load double, double* %scevgep323, align 8, !noalias !43
  %.239.7.i60.1.1 = fadd double %.239.6.i55.1.1, %.236.7.i59.1.1
  %scevgep327 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep330 = getelementptr double, double* %scevgep327, i64 -47
  %.236.i30.2.1 = load double, double* %scevgep330, align 8, !noalias !43
  %.239.i31.2.1 = fadd double %.239.7.i60.1.1, %.236.i30.2.1
  %scevgep333 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep336 = getelementptr double, double* %scevgep333, i64 -46
  %.236.1.i34.2.1 = load double, double* %scevgep336, align 8, !noalias !43
  %.239.1.i35.2.1 = fadd double %.239.i31.2.1, %.236.1.i34.2.1
  %scevgep339 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep342 = getelementptr double, double* %scevgep339, i64 -45
  %.236.2.i38.2.1 = load double, double* %scevgep342, align 8, !noalias !43
  %.239.2.i39.2.1 = fadd double %.239.1.i35.2.1, %.236.2.i38.2.1
  %scevgep345 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep348 = getelementptr double, double* %scevgep345, i64 -44
  %.236.3.i42.2.1 = load double, double* %scevgep348, align 8, !noalias !43
  %.239.3.i43.2.1 = fadd double %.239.2.i39.2.1, %.236.3.i42.2.1
  %scevgep351 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep354 = getelementptr double, double* %scevgep351, i64 -43
  %.236.4.i46.2.1 = load double, double* %scevgep354, align 8, !noalias !43
  %.239.4.i47.2.1 = fadd double %.239.3.i43.2.1, %.236.4.i46.2.1
  %scevgep357 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep360 = getelementptr double, double* %scevgep357, i64 -42
  %.236.5.i50.2.1 = load double, double* %scevgep360, align 8, !noalias !43
  %.239.5.i51.2.1 = fadd double %.239.4.i47.2.1, %.236.5.i50.2.1
  %scevgep363 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep366 = getelementptr double, double* %scevgep363, i64 -41
  %.236.6.i54.2.1 = load double, double* %scevgep366, align 8, !noalias !43
  %.239.6.i55.2.1 = fadd double %.239.5.i51.2.1, %.236.6.i54.2.1
  %scevgep369 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep372 = getelementptr double, double* %scevgep369, i64 -40
  %.236.7.i59.2.1 = load double, double* %scevgep372, align 8, !noalias !43
  %.239.7.i60.2.1 = fadd double %.239.6.i55.2.1, %.236.7.i59.2.1
  %scevgep375 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep378 = getelementptr double, double* %scevgep375, i64 -39
  %.236.i30.3.1 = load double, double* %scevgep378, align 8, !noalias !43
  %.239.i31.3.1 = fadd double %.239.7.i60.2.1, %.236.i30.3.1
  %scevgep381 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep384 = getelementptr double, double* %scevgep381, i64 -38
  %.236.1.i34.3.1 = load double, double* %scevgep384, align 8, !noalias !43
  %.239.1.i35.3.1 = fadd double %.239.i31.3.1, %.236.1.i34.3.1
  %scevgep387 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep390 = getelementptr double, double* %scevgep387, i64 -37
  %.236.2.i38.3.1 = load double, double* %scevgep390, align 8, !noalias !43
  %.239.2.i39.3.1 = fadd double %.239.1.i35.3.1, %.236.2.i38.3.1
  %scevgep393 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep396 = getelementptr double, double* %scevgep393, i64 -36
  %.236.3.i42.3.1 = load double, double* %scevgep396, align 8, !noalias !43
  %.239.3.i43.3.1 = fadd double %.239.2.i39.3.1, %.236.3.i42.3.1
  %scevgep399 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep401 = getelementptr double, double* %scevgep399, i64 -35
  %.236.4.i46.3.1 = load double, double* %scevgep401, align 8, !noalias !43
  %.239.4.i47.3.1 = fadd double %.239.3.i43.3.1, %.236.4.i46.3.1
  %scevgep404 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep407 = getelementptr double, double* %scevgep404, i64 -34
  %.236.5.i50.3.1 = load double, double* %scevgep407, align 8, !noalias !43
  %.239.5.i51.3.1 = fadd double %.239.4.i47.3.1, %.236.5.i50.3.1
  %scevgep409 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -33
  %.236.6.i54.3.1 = load double, double* %scevgep410, align 8, !noalias !43
  %.239.6.i55.3.1 = fadd double %.239.5.i51.3.1, %.236.6.i54.3.1
  %scevgep413 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep416 = getelementptr double, double* %scevgep413, i64 -32
  %.236.7.i59.3.1 = load double, double* %scevgep416, align 8, !noalias !43
  %.239.7.i60.3.1 = fadd double %.239.6.i55.3.1, %.236.7.i59.3.1
  %scevgep419 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep423 = getelementptr double, double* %scevgep419, i64 -31
  %.236.i30.4.1 = load double, double* %scevgep423, align 8, !noalias !43
  %.239.i31.4.1 = fadd double %.239.7.i60.3.1, %.236.i30.4.1
  %scevgep426 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep429 = getelementptr double, double* %scevgep426, i64 -30
  %.236.1.i34.4.1 = load double, double* %scevgep429, align 8, !noalias !43
  %.239.1.i35.4.1 = fadd double %.239.i31.4.1, %.236.1.i34.4.1
  %scevgep432 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep435 = getelementptr double, double* %scevgep432, i64 -29
  %.236.2.i38.4.1 = load double, double* %scevgep435, align 8, !noalias !43
  %.239.2.i39.4.1 = fadd double %.239.1.i35.4.1, %.236.2.i38.4.1
  %scevgep438 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep441 = getelementptr double, double* %scevgep438, i64 -28
  %.236.3.i42.4.1 = load double, double* %scevgep441, align 8, !noalias !43
  %.239.3.i43.4.1 = fadd double %.239.2.i39.4.1, %.236.3.i42.4.1
  %scevgep444 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep447 = getelementptr double, double* %scevgep444, i64 -27
  %.236.4.i46.4.1 = load double, double* %scevgep447, align 8, !noalias !43
  %.239.4.i47.4.1 = fadd double %.239.3.i43.4.1, %.236.4.i46.4.1
  %scevgep450 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep453 = getelementptr double, double* %scevgep450, i64 -26
  %.236.5.i50.4.1 = load double, double* %scevgep453, align 8, !noalias !43
  %.239.5.i51.4.1 = fadd double %.239.4.i47.4.1, %.236.5.i50.4.1
  %scevgep456 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep459 = getelementptr double, double* %scevgep456, i64 -25
  %.236.6.i54.4.1 = load double, double* %scevgep459, align 8, !noalias !43
  %.239.6.i55.4.1 = fadd double %.239.5.i51.4.1, %.236.6.i54.4.1
  %scevgep462 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep465 = getelementptr double, double* %scevgep462, i64 -24
  %.236.7.i59.4.1 = load double, double* %scevgep465, align 8, !noalias !43
  %.239.7.i60.4.1 = fadd double %.239.6.i55.4.1, %.236.7.i59.4.1
  %scevgep468 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep471 = getelementptr double, double* %scevgep468, i64 -23
  %.236.i30.5.1 = load double, double* %scevgep471, align 8, !noalias !43
  %.239.i31.5.1 = fadd double %.239.7.i60.4.1, %.236.i30.5.1
  %scevgep474 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep477 = getelementptr double, double* %scevgep474, i64 -22
  %.236.1.i34.5.1 = load double, double* %scevgep477, align 8, !noalias !43
  %.239.1.i35.5.1 = fadd double %.239.i31.5.1, %.236.1.i34.5.1
  %scevgep480 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep483 = getelementptr double, double* %scevgep480, i64 -21
  %.236.2.i38.5.1 = load double, double* %scevgep483, align 8, !noalias !43
  %.239.2.i39.5.1 = fadd double %.239.1.i35.5.1, %.236.2.i38.5.1
  %scevgep486 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep489 = getelementptr double, double* %scevgep486, i64 -20
  %.236.3.i42.5.1 = load double, double* %scevgep489, align 8, !noalias !43
  %.239.3.i43.5.1 = fadd double %.239.2.i39.5.1, %.236.3.i42.5.1
  %scevgep492 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep495 = getelementptr double, double* %scevgep492, i64 -19
  %.236.4.i46.5.1 = load double, double* %scevgep495, align 8, !noalias !43
  %.239.4.i47.5.1 = fadd double %.239.3.i43.5.1, %.236.4.i46.5.1
  %scevgep497 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep500 = getelementptr double, double* %scevgep497, i64 -18
  %.236.5.i50.5.1 = load double, double* %scevgep500, align 8, !noalias !43
  %.239.5.i51.5.1 = fadd double %.239.4.i47.5.1, %.236.5.i50.5.1
  %scevgep503 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep505 = getelementptr double, double* %scevgep503, i64 -17
  %.236.6.i54.5.1 = load double, double* %scevgep505, align 8, !noalias !43
  %.239.6.i55.5.1 = fadd double %.239.5.i51.5.1, %.236.6.i54.5.1
  %scevgep506 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep509 = getelementptr double, double* %scevgep506, i64 -16
  %.236.7.i59.5.1 = load double, double* %scevgep509, align 8, !noalias !43
  %.239.7.i60.5.1 = fadd double %.239.6.i55.5.1, %.236.7.i59.5.1
  %scevgep512 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep515 = getelementptr double, double* %scevgep512, i64 -15
  %.236.i30.6.1 = load double, double* %scevgep515, align 8, !noalias !43
  %.239.i31.6.1 = fadd double %.239.7.i60.5.1, %.236.i30.6.1
  %scevgep517 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -14
  %.236.1.i34.6.1 = load double, double* %scevgep518, align 8, !noalias !43
  %.239.1.i35.6.1 = fadd double %.239.i31.6.1, %.236.1.i34.6.1
  %scevgep521 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -13
  %.236.2.i38.6.1 = load double, double* %scevgep522, align 8, !noalias !43
  %.239.2.i39.6.1 = fadd double %.239.1.i35.6.1, %.236.2.i38.6.1
  %scevgep523 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -12
  %.236.3.i42.6.1 = load double, double* %scevgep524, align 8, !noalias !43
  %.239.3.i43.6.1 = fadd double %.239.2.i39.6.1, %.236.3.i42.6.1
  %scevgep525 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -11
  %.236.4.i46.6.1 = load double, double* %scevgep526, align 8, !noalias !43
  %.239.4.i47.6.1 = fadd double %.239.3.i43.6.1, %.236.4.i46.6.1
  %scevgep527 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep529 = getelementptr double, double* %scevgep527, i64 -10
  %.236.5.i50.6.1 = load double, double* %scevgep529, align 8, !noalias !43
  %.239.5.i51.6.1 = fadd double %.239.4.i47.6.1, %.236.5.i50.6.1
  %scevgep530 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep532 = getelementptr double, double* %scevgep530, i64 -9
  %.236.6.i54.6.1 = load double, double* %scevgep532, align 8, !noalias !43
  %.239.6.i55.6.1 = fadd double %.239.5.i51.6.1, %.236.6.i54.6.1
  %scevgep533 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep535 = getelementptr double, double* %scevgep533, i64 -8
  %.236.7.i59.6.1 = load double, double* %scevgep535, align 8, !noalias !43
  %.239.7.i60.6.1 = fadd double %.239.6.i55.6.1, %.236.7.i59.6.1
  %scevgep536 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep538 = getelementptr double, double* %scevgep536, i64 -7
  %.236.i30.7.1 = load double, double* %scevgep538, align 8, !noalias !43
  %.239.i31.7.1 = fadd double %.239.7.i60.6.1, %.236.i30.7.1
  %scevgep539 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep541 = getelementptr double, double* %scevgep539, i64 -6
  %.236.1.i34.7.1 = load double, double* %scevgep541, align 8, !noalias !43
  %.239.1.i35.7.1 = fadd double %.239.i31.7.1, %.236.1.i34.7.1
  %scevgep542 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep544 = getelementptr double, double* %scevgep542, i64 -5
  %.236.2.i38.7.1 = load double, double* %scevgep544, align 8, !noalias !43
  %.239.2.i39.7.1 = fadd double %.239.1.i35.7.1, %.236.2.i38.7.1
  %scevgep545 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep673 = getelementptr double, double* %scevgep545, i64 -4
  %.236.3.i42.7.1 = load double, double* %scevgep673, align 8, !noalias !43
  %.239.3.i43.7.1 = fadd double %.239.2.i39.7.1, %.236.3.i42.7.1
  %scevgep675 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep676 = getelementptr double, double* %scevgep675, i64 -3
  %.236.4.i46.7.1 = load double, double* %scevgep676, align 8, !noalias !43
  %.239.4.i47.7.1 = fadd double %.239.3.i43.7.1, %.236.4.i46.7.1
  %scevgep677 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep678 = getelementptr double, double* %scevgep677, i64 -2
  %.236.5.i50.7.1 = load double, double* %scevgep678, align 8, !noalias !43
  %.239.5.i51.7.1 = fadd double %.239.4.i47.7.1, %.236.5.i50.7.1
  %scevgep679 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %scevgep680 = getelementptr double, double* %scevgep679, i64 -1
  %.236.6.i54.7.1 = load double, double* %scevgep680, align 8, !noalias !43
  %.239.6.i55.7.1 = fadd double %.239.5.i51.7.1, %.236.6.i54.7.1
  %.182.7.i56.7.1 = add i64 %.70.06.i28, 128
  %scevgep681 = getelementptr double, double* %scevgep282, i64 %.70.06.i28
  %.236.7.i59.7.1 = load double, double* %scevgep681, align 8, !noalias !43
  %.239.7.i60.7.1 = fadd double %.239.6.i55.7.1, %.236.7.i59.7.1
  %lsr.iv.next811 = add i64 %lsr.iv810, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next811, 0
  br i1 %niter.ncmp.1, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B50.endif.i62, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i25, %common.ret.loopexit.unr-lcssa.i15, %for.end
  %c.2.0.lcssa.i26 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i11, %common.ret.loopexit.unr-lcssa.i15 ], [ %.239.epil.i22, %B50.endif.epil.i25 ]
  tail call void @NRT_decref(i8* %arg.v.0)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %retptr.repack7252515 = bitcast [2 x double]* %retptr to double*
  store double %c.2.0.lcssa.i, double* %retptr.repack7252515, align 8
  %retptr.repack69 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %c.2.0.lcssa.i26, double* %retptr.repack69, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
!19 = distinct !{!19, !15}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !17}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !15}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!46 = distinct !{!46, !17}
