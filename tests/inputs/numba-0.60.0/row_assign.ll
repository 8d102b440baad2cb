; ModuleID = 'row_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139757634603520 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757634603520.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757634603520 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757634603520, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757634603520.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757634604992 = internal constant [94 x i8] c"\80\04\95S\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C0cannot assign slice from input of different size\94\85\94N\87\94."
@.const.pickledata.139757634604992.sha1 = internal constant [20 x i8] c"{m\B1\A5#0\BE\9E\D6\FD\835\0EQ\ACEU\E34\9A"
@.const.picklebuf.139757634604992 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([94 x i8], [94 x i8]* @.const.pickledata.139757634604992, i32 0, i32 0), i32 94, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757634604992.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635334848 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635334848.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635334848 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635334848, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635334848.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.row_assign = internal constant [11 x i8] c"row_assign\00"
@_ZN08NumbaEnv7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1bdc1a2dd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1bdc1a2dd0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139757635334848.6 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139757635334848.sha1.7 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139757635334848.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139757635334848.6, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635334848.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635334784 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757635334784.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757635334784 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757635334784, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635334784.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635013440 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdc1a18d0B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139757635013440.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440.14 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440.15, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1.16, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdc1a1810B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.X.0)
  %.28.i = icmp slt i64 %arg.X.5.0, 0
  %.35.i = icmp slt i64 %arg.X.5.1, 0
  %or.cond = select i1 %.28.i, i1 true, i1 %.35.i
  br i1 %or.cond, label %B0.if, label %B0.endif.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.endif.i:                     ; preds = %entry
  %.49.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0, i64 %arg.X.5.1)
  %.50.i = extractvalue { i64, i1 } %.49.i, 0
  %.51.i = extractvalue { i64, i1 } %.49.i, 1
  %.53.i = shl i64 %arg.X.5.1, 3
  %.54.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.50.i, i64 8)
  %.56.i = extractvalue { i64, i1 } %.54.i, 1
  %.57.i = or i1 %.51.i, %.56.i
  br i1 %.57.i, label %B0.if, label %B0.endif.endif.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.endif.endif.i:               ; preds = %B0.endif.endif.endif.endif.i
  %.55.i = extractvalue { i64, i1 } %.54.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.55.i, i32 32), !noalias !2
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !1

B100:                                             ; preds = %B100.lr.ph, %.884.endif
  %lsr.iv1262 = phi i64 [ 56, %B100.lr.ph ], [ %lsr.iv.next1263, %.884.endif ]
  %lsr.iv1231 = phi double* [ %.6.i1.i, %B100.lr.ph ], [ %179, %.884.endif ]
  %lsr.iv1211 = phi i64 [ 4, %B100.lr.ph ], [ %lsr.iv.next1212, %.884.endif ]
  %lsr.iv1136 = phi double* [ %arg.X.4, %B100.lr.ph ], [ %178, %.884.endif ]
  %lsr.iv1078 = phi double* [ %scevgep1077, %B100.lr.ph ], [ %177, %.884.endif ]
  %.124.0179 = phi i64 [ 0, %B100.lr.ph ], [ %.193, %.884.endif ]
  %0 = mul i64 %.124.0179, %arg.X.5.1
  %scevgep241 = getelementptr double, double* %arg.X.4, i64 %0
  %1 = add i64 %0, %arg.X.5.1
  %scevgep243 = getelementptr double, double* %arg.X.4, i64 %1
  %2 = mul i64 %.124.0179, %arg.X.5.1
  %3 = add i64 %2, %arg.X.5.1
  %scevgep232 = getelementptr double, double* %.6.i1.i, i64 %3
  %.193 = add nuw nsw i64 %.124.0179, 1
  %.255 = mul i64 %.124.0179, %arg.X.5.1
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.X.0)
  br i1 %.468, label %B100.endif.endif.endif.endif.if, label %B100.endif.endif.endif.endif.endif, !prof !1

B128.i16.1:                                       ; preds = %.884.endif, %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.X.0)
  %.1179 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0, i64 %arg.X.5.1)
  %.1180 = extractvalue { i64, i1 } %.1179, 0
  %.1181 = extractvalue { i64, i1 } %.1179, 1
  %.1184 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1180, i64 8)
  %.1186 = extractvalue { i64, i1 } %.1184, 1
  %.1187 = or i1 %.1181, %.1186
  br i1 %.1187, label %B192.endif.endif.if, label %B192.endif.endif.endif, !prof !1

B0.if:                                            ; preds = %B0.endif.endif.endif.endif.endif.i, %B0.endif.endif.endif.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139757635334848.5, %entry ], [ @.const.picklebuf.139757635334784, %B0.endif.endif.endif.endif.i ], [ @.const.picklebuf.139757635013440, %B0.endif.endif.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %B192.endif.endif.endif.if, %B100.endif.endif.endif.endif.endif.if, %B0.if, %for.end.2.endif, %B192.endif.endif.if, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if, %B100.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B100.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %B192.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.if ], [ 1, %B192.endif.endif.endif.if ], [ 1, %B100.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %4 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %4, align 8, !noalias !12
  %.180178.not = icmp eq i64 %arg.X.5.0, 0
  br i1 %.180178.not, label %B128.i16.1, label %B100.lr.ph

B100.lr.ph:                                       ; preds = %B0.endif.endif
  %const = bitcast i64 4611686018427387896 to i64
  %.466 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.1, i64 8)
  %.468 = extractvalue { i64, i1 } %.466, 1
  %.467 = extractvalue { i64, i1 } %.466, 0
  %5 = shl i64 %arg.X.5.1, 3
  %6 = add i64 %arg.X.5.1, -8
  %7 = lshr i64 %6, 3
  %8 = add nuw nsw i64 %7, 1
  %n.vec254 = and i64 %arg.X.5.1, -8
  %xtraiter340 = and i64 %8, 7
  %unroll_iter343 = and i64 %8, %const
  %xtraiter345 = and i64 %arg.X.5.1, 7
  %scevgep1077 = getelementptr double, double* %arg.X.4, i64 56
  %9 = shl i64 %arg.X.5.1, 3
  %10 = shl nuw nsw i64 %xtraiter340, 6
  br label %B100

B100.endif.endif.endif.endif.if:                  ; preds = %B100
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757634603520, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B100.endif.endif.endif.endif.endif:               ; preds = %B100
  %.7.i.i48 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.467, i32 32), !noalias !14
  %.8.i.i49 = icmp eq i8* %.7.i.i48, null
  br i1 %.8.i.i49, label %B100.endif.endif.endif.endif.endif.if, label %B100.endif.endif.endif.endif.endif.endif, !prof !1

B100.endif.endif.endif.endif.endif.if:            ; preds = %B100.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440.14, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B100.endif.endif.endif.endif.endif.endif:         ; preds = %B100.endif.endif.endif.endif.endif
  %11 = icmp eq i64 %arg.X.5.1, 0
  %.5.i54 = getelementptr i8, i8* %.7.i.i48, i64 24
  %12 = bitcast i8* %.5.i54 to double**
  %.6.i5587 = load double*, double** %12, align 8
  br i1 %11, label %for.end.else.endif, label %for.body.preheader

for.body.preheader:                               ; preds = %B100.endif.endif.endif.endif.endif.endif
  %13 = icmp ugt i64 %arg.X.5.1, 1
  br i1 %13, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %14 = icmp ult i64 %arg.X.5.1, 8
  br i1 %14, label %for.body.us.preheader321, label %vector.memcheck237

vector.memcheck237:                               ; preds = %for.body.us.preheader
  %scevgep239 = getelementptr double, double* %.6.i5587, i64 %arg.X.5.1
  %bound0245 = icmp ult double* %.6.i5587, %scevgep243
  %bound1246 = icmp ult double* %scevgep241, %scevgep239
  %found.conflict247 = and i1 %bound0245, %bound1246
  br i1 %found.conflict247, label %for.body.us.preheader321, label %vector.ph252

vector.ph252:                                     ; preds = %vector.memcheck237
  %15 = icmp ult i64 %6, 56
  br i1 %15, label %middle.block248.unr-lcssa, label %vector.body250.preheader

vector.body250.preheader:                         ; preds = %vector.ph252
  br label %vector.body250

vector.body250:                                   ; preds = %vector.body250.preheader, %vector.body250
  %lsr.iv1128 = phi i64 [ %unroll_iter343, %vector.body250.preheader ], [ %lsr.iv.next1129, %vector.body250 ]
  %index257 = phi i64 [ %index.next259.7, %vector.body250 ], [ 0, %vector.body250.preheader ]
  %scevgep1101 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep11011102 = bitcast double* %scevgep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %scevgep11011102, i64 -7
  %wide.load258 = load <8 x double>, <8 x double>* %scevgep1103, align 8, !alias.scope !21
  %16 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258)
  %17 = fmul <8 x double> %16, %wide.load258
  %sunkaddr = mul i64 %index257, 8
  %18 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1346 = getelementptr i8, i8* %18, i64 %sunkaddr
  %19 = bitcast i8* %sunkaddr1346 to <8 x double>*
  store <8 x double> %17, <8 x double>* %19, align 8, !alias.scope !24, !noalias !21
  %scevgep1096 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10961097 = bitcast double* %scevgep1096 to <8 x double>*
  %scevgep1098 = getelementptr <8 x double>, <8 x double>* %scevgep10961097, i64 -6
  %wide.load258.1 = load <8 x double>, <8 x double>* %scevgep1098, align 8, !alias.scope !21
  %20 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.1)
  %21 = fmul <8 x double> %20, %wide.load258.1
  %sunkaddr1347 = mul i64 %index257, 8
  %22 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1348 = getelementptr i8, i8* %22, i64 %sunkaddr1347
  %sunkaddr1349 = getelementptr i8, i8* %sunkaddr1348, i64 64
  %23 = bitcast i8* %sunkaddr1349 to <8 x double>*
  store <8 x double> %21, <8 x double>* %23, align 8, !alias.scope !24, !noalias !21
  %scevgep1093 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10931094 = bitcast double* %scevgep1093 to <8 x double>*
  %scevgep1095 = getelementptr <8 x double>, <8 x double>* %scevgep10931094, i64 -5
  %wide.load258.2 = load <8 x double>, <8 x double>* %scevgep1095, align 8, !alias.scope !21
  %24 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.2)
  %25 = fmul <8 x double> %24, %wide.load258.2
  %sunkaddr1350 = mul i64 %index257, 8
  %26 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1351 = getelementptr i8, i8* %26, i64 %sunkaddr1350
  %sunkaddr1352 = getelementptr i8, i8* %sunkaddr1351, i64 128
  %27 = bitcast i8* %sunkaddr1352 to <8 x double>*
  store <8 x double> %25, <8 x double>* %27, align 8, !alias.scope !24, !noalias !21
  %scevgep1090 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10901091 = bitcast double* %scevgep1090 to <8 x double>*
  %scevgep1092 = getelementptr <8 x double>, <8 x double>* %scevgep10901091, i64 -4
  %wide.load258.3 = load <8 x double>, <8 x double>* %scevgep1092, align 8, !alias.scope !21
  %28 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.3)
  %29 = fmul <8 x double> %28, %wide.load258.3
  %sunkaddr1353 = mul i64 %index257, 8
  %30 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1354 = getelementptr i8, i8* %30, i64 %sunkaddr1353
  %sunkaddr1355 = getelementptr i8, i8* %sunkaddr1354, i64 192
  %31 = bitcast i8* %sunkaddr1355 to <8 x double>*
  store <8 x double> %29, <8 x double>* %31, align 8, !alias.scope !24, !noalias !21
  %scevgep1087 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10871088 = bitcast double* %scevgep1087 to <8 x double>*
  %scevgep1089 = getelementptr <8 x double>, <8 x double>* %scevgep10871088, i64 -3
  %wide.load258.4 = load <8 x double>, <8 x double>* %scevgep1089, align 8, !alias.scope !21
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.4)
  %33 = fmul <8 x double> %32, %wide.load258.4
  %sunkaddr1356 = mul i64 %index257, 8
  %34 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1357 = getelementptr i8, i8* %34, i64 %sunkaddr1356
  %sunkaddr1358 = getelementptr i8, i8* %sunkaddr1357, i64 256
  %35 = bitcast i8* %sunkaddr1358 to <8 x double>*
  store <8 x double> %33, <8 x double>* %35, align 8, !alias.scope !24, !noalias !21
  %scevgep1084 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10841085 = bitcast double* %scevgep1084 to <8 x double>*
  %scevgep1086 = getelementptr <8 x double>, <8 x double>* %scevgep10841085, i64 -2
  %wide.load258.5 = load <8 x double>, <8 x double>* %scevgep1086, align 8, !alias.scope !21
  %36 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.5)
  %37 = fmul <8 x double> %36, %wide.load258.5
  %sunkaddr1359 = mul i64 %index257, 8
  %38 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1360 = getelementptr i8, i8* %38, i64 %sunkaddr1359
  %sunkaddr1361 = getelementptr i8, i8* %sunkaddr1360, i64 320
  %39 = bitcast i8* %sunkaddr1361 to <8 x double>*
  store <8 x double> %37, <8 x double>* %39, align 8, !alias.scope !24, !noalias !21
  %scevgep1081 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10811082 = bitcast double* %scevgep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %scevgep10811082, i64 -1
  %wide.load258.6 = load <8 x double>, <8 x double>* %scevgep1083, align 8, !alias.scope !21
  %40 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.6)
  %41 = fmul <8 x double> %40, %wide.load258.6
  %sunkaddr1362 = mul i64 %index257, 8
  %42 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1363 = getelementptr i8, i8* %42, i64 %sunkaddr1362
  %sunkaddr1364 = getelementptr i8, i8* %sunkaddr1363, i64 384
  %43 = bitcast i8* %sunkaddr1364 to <8 x double>*
  store <8 x double> %41, <8 x double>* %43, align 8, !alias.scope !24, !noalias !21
  %scevgep1099 = getelementptr double, double* %lsr.iv1078, i64 %index257
  %scevgep10991100 = bitcast double* %scevgep1099 to <8 x double>*
  %wide.load258.7 = load <8 x double>, <8 x double>* %scevgep10991100, align 8, !alias.scope !21
  %44 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.7)
  %45 = fmul <8 x double> %44, %wide.load258.7
  %sunkaddr1365 = mul i64 %index257, 8
  %46 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1366 = getelementptr i8, i8* %46, i64 %sunkaddr1365
  %sunkaddr1367 = getelementptr i8, i8* %sunkaddr1366, i64 448
  %47 = bitcast i8* %sunkaddr1367 to <8 x double>*
  store <8 x double> %45, <8 x double>* %47, align 8, !alias.scope !24, !noalias !21
  %index.next259.7 = add i64 %index257, 64
  %lsr.iv.next1129 = add i64 %lsr.iv1128, -8
  %niter344.ncmp.7 = icmp eq i64 %lsr.iv.next1129, 0
  br i1 %niter344.ncmp.7, label %middle.block248.unr-lcssa, label %vector.body250, !llvm.loop !26

middle.block248.unr-lcssa:                        ; preds = %vector.body250, %vector.ph252
  %index257.unr = phi i64 [ 0, %vector.ph252 ], [ %index.next259.7, %vector.body250 ]
  %48 = icmp eq i64 %xtraiter340, 0
  br i1 %48, label %middle.block248, label %vector.body250.epil.preheader

vector.body250.epil.preheader:                    ; preds = %middle.block248.unr-lcssa
  %scevgep1130 = getelementptr double, double* %.6.i5587, i64 %index257.unr
  %scevgep1139 = getelementptr double, double* %lsr.iv1136, i64 %index257.unr
  br label %vector.body250.epil

vector.body250.epil:                              ; preds = %vector.body250.epil.preheader, %vector.body250.epil
  %lsr.iv1131 = phi i64 [ 0, %vector.body250.epil.preheader ], [ %lsr.iv.next1132, %vector.body250.epil ]
  %49 = bitcast double* %scevgep1139 to i8*
  %50 = bitcast double* %scevgep1130 to i8*
  %uglygep1141 = getelementptr i8, i8* %49, i64 %lsr.iv1131
  %uglygep11411142 = bitcast i8* %uglygep1141 to <8 x double>*
  %wide.load258.epil = load <8 x double>, <8 x double>* %uglygep11411142, align 8, !alias.scope !21
  %51 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load258.epil)
  %52 = fmul <8 x double> %51, %wide.load258.epil
  %uglygep1134 = getelementptr i8, i8* %50, i64 %lsr.iv1131
  %uglygep11341135 = bitcast i8* %uglygep1134 to <8 x double>*
  store <8 x double> %52, <8 x double>* %uglygep11341135, align 8, !alias.scope !24, !noalias !21
  %lsr.iv.next1132 = add nuw nsw i64 %lsr.iv1131, 64
  %epil.iter341.cmp.not = icmp eq i64 %10, %lsr.iv.next1132
  br i1 %epil.iter341.cmp.not, label %middle.block248, label %vector.body250.epil, !llvm.loop !28

middle.block248:                                  ; preds = %vector.body250.epil, %middle.block248.unr-lcssa
  %53 = icmp eq i64 %n.vec254, %arg.X.5.1
  br i1 %53, label %for.end.else.endif, label %for.body.us.preheader321

for.body.us.preheader321:                         ; preds = %vector.memcheck237, %for.body.us.preheader, %middle.block248
  %loop.index76.us.ph = phi i64 [ 0, %vector.memcheck237 ], [ 0, %for.body.us.preheader ], [ %n.vec254, %middle.block248 ]
  %54 = icmp eq i64 %xtraiter345, 0
  %55 = xor i64 %loop.index76.us.ph, -1
  %56 = add i64 %55, %arg.X.5.1
  br i1 %54, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader321
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1145 = phi i64 [ %xtraiter345, %for.body.us.prol.preheader ], [ %lsr.iv.next1146, %for.body.us.prol ]
  %loop.index76.us.prol = phi i64 [ %.586.us.prol, %for.body.us.prol ], [ %loop.index76.us.ph, %for.body.us.prol.preheader ]
  %scevgep1144 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us.prol
  %.548126.us.prol = load double, double* %scevgep1144, align 8
  %.13.i.us.prol = tail call double @llvm.sin.f64(double %.548126.us.prol) #5
  %.18.i.us.prol = fmul double %.13.i.us.prol, %.548126.us.prol
  %scevgep1143 = getelementptr double, double* %.6.i5587, i64 %loop.index76.us.prol
  store double %.18.i.us.prol, double* %scevgep1143, align 8
  %.586.us.prol = add nuw i64 %loop.index76.us.prol, 1
  %lsr.iv.next1146 = add nsw i64 %lsr.iv1145, -1
  %prol.iter347.cmp.not = icmp eq i64 %lsr.iv.next1146, 0
  br i1 %prol.iter347.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !30

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader321
  %loop.index76.us.unr = phi i64 [ %loop.index76.us.ph, %for.body.us.preheader321 ], [ %.586.us.prol, %for.body.us.prol ]
  %57 = icmp ult i64 %56, 7
  br i1 %57, label %for.end.else.endif, label %for.body.us.preheader371

for.body.us.preheader371:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader371, %for.body.us
  %loop.index76.us = phi i64 [ %.586.us.7, %for.body.us ], [ %loop.index76.us.unr, %for.body.us.preheader371 ]
  %scevgep1165 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %.548126.us = load double, double* %scevgep1165, align 8
  %.13.i.us = tail call double @llvm.sin.f64(double %.548126.us) #5
  %.18.i.us = fmul double %.13.i.us, %.548126.us
  %sunkaddr1368 = mul i64 %loop.index76.us, 8
  %58 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1369 = getelementptr i8, i8* %58, i64 %sunkaddr1368
  %59 = bitcast i8* %sunkaddr1369 to double*
  store double %.18.i.us, double* %59, align 8
  %scevgep1168 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1169 = getelementptr double, double* %scevgep1168, i64 1
  %.548126.us.1 = load double, double* %scevgep1169, align 8
  %.13.i.us.1 = tail call double @llvm.sin.f64(double %.548126.us.1) #5
  %.18.i.us.1 = fmul double %.13.i.us.1, %.548126.us.1
  %sunkaddr1370 = mul i64 %loop.index76.us, 8
  %60 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1371 = getelementptr i8, i8* %60, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, i8* %sunkaddr1371, i64 8
  %61 = bitcast i8* %sunkaddr1372 to double*
  store double %.18.i.us.1, double* %61, align 8
  %scevgep1170 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1171 = getelementptr double, double* %scevgep1170, i64 2
  %.548126.us.2 = load double, double* %scevgep1171, align 8
  %.13.i.us.2 = tail call double @llvm.sin.f64(double %.548126.us.2) #5
  %.18.i.us.2 = fmul double %.13.i.us.2, %.548126.us.2
  %sunkaddr1373 = mul i64 %loop.index76.us, 8
  %62 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1374 = getelementptr i8, i8* %62, i64 %sunkaddr1373
  %sunkaddr1375 = getelementptr i8, i8* %sunkaddr1374, i64 16
  %63 = bitcast i8* %sunkaddr1375 to double*
  store double %.18.i.us.2, double* %63, align 8
  %scevgep1172 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1173 = getelementptr double, double* %scevgep1172, i64 3
  %.548126.us.3 = load double, double* %scevgep1173, align 8
  %.13.i.us.3 = tail call double @llvm.sin.f64(double %.548126.us.3) #5
  %.18.i.us.3 = fmul double %.13.i.us.3, %.548126.us.3
  %sunkaddr1376 = mul i64 %loop.index76.us, 8
  %64 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1377 = getelementptr i8, i8* %64, i64 %sunkaddr1376
  %sunkaddr1378 = getelementptr i8, i8* %sunkaddr1377, i64 24
  %65 = bitcast i8* %sunkaddr1378 to double*
  store double %.18.i.us.3, double* %65, align 8
  %scevgep1163 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1164 = getelementptr double, double* %scevgep1163, i64 4
  %.548126.us.4 = load double, double* %scevgep1164, align 8
  %.13.i.us.4 = tail call double @llvm.sin.f64(double %.548126.us.4) #5
  %.18.i.us.4 = fmul double %.13.i.us.4, %.548126.us.4
  %sunkaddr1379 = mul i64 %loop.index76.us, 8
  %66 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1380 = getelementptr i8, i8* %66, i64 %sunkaddr1379
  %sunkaddr1381 = getelementptr i8, i8* %sunkaddr1380, i64 32
  %67 = bitcast i8* %sunkaddr1381 to double*
  store double %.18.i.us.4, double* %67, align 8
  %scevgep1176 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1177 = getelementptr double, double* %scevgep1176, i64 5
  %.548126.us.5 = load double, double* %scevgep1177, align 8
  %.13.i.us.5 = tail call double @llvm.sin.f64(double %.548126.us.5) #5
  %.18.i.us.5 = fmul double %.13.i.us.5, %.548126.us.5
  %sunkaddr1382 = mul i64 %loop.index76.us, 8
  %68 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1383 = getelementptr i8, i8* %68, i64 %sunkaddr1382
  %sunkaddr1384 = getelementptr i8, i8* %sunkaddr1383, i64 40
  %69 = bitcast i8* %sunkaddr1384 to double*
  store double %.18.i.us.5, double* %69, align 8
  %scevgep1174 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1175 = getelementptr double, double* %scevgep1174, i64 6
  %.548126.us.6 = load double, double* %scevgep1175, align 8
  %.13.i.us.6 = tail call double @llvm.sin.f64(double %.548126.us.6) #5
  %.18.i.us.6 = fmul double %.13.i.us.6, %.548126.us.6
  %sunkaddr1385 = mul i64 %loop.index76.us, 8
  %70 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1386 = getelementptr i8, i8* %70, i64 %sunkaddr1385
  %sunkaddr1387 = getelementptr i8, i8* %sunkaddr1386, i64 48
  %71 = bitcast i8* %sunkaddr1387 to double*
  store double %.18.i.us.6, double* %71, align 8
  %scevgep1166 = getelementptr double, double* %lsr.iv1136, i64 %loop.index76.us
  %scevgep1167 = getelementptr double, double* %scevgep1166, i64 7
  %.548126.us.7 = load double, double* %scevgep1167, align 8
  %.13.i.us.7 = tail call double @llvm.sin.f64(double %.548126.us.7) #5
  %.18.i.us.7 = fmul double %.13.i.us.7, %.548126.us.7
  %sunkaddr1388 = mul i64 %loop.index76.us, 8
  %72 = bitcast double* %.6.i5587 to i8*
  %sunkaddr1389 = getelementptr i8, i8* %72, i64 %sunkaddr1388
  %sunkaddr1390 = getelementptr i8, i8* %sunkaddr1389, i64 56
  %73 = bitcast i8* %sunkaddr1390 to double*
  store double %.18.i.us.7, double* %73, align 8
  %.586.us.7 = add nuw nsw i64 %loop.index76.us, 8
  %exitcond195.not.7 = icmp eq i64 %arg.X.5.1, %.586.us.7
  br i1 %exitcond195.not.7, label %for.end.else.endif, label %for.body.us, !llvm.loop !31

for.body:                                         ; preds = %for.body.preheader
  %sunkaddr1391 = mul i64 %.255, 8
  %74 = bitcast double* %arg.X.4 to i8*
  %sunkaddr1392 = getelementptr i8, i8* %74, i64 %sunkaddr1391
  %75 = bitcast i8* %sunkaddr1392 to double*
  %.548126 = load double, double* %75, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.548126) #5
  %.18.i = fmul double %.13.i, %.548126
  store double %.18.i, double* %.6.i5587, align 8
  br label %for.end.else.endif

for.end.else.endif:                               ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block248, %B100.endif.endif.endif.endif.endif.endif
  %76 = icmp eq i64 %arg.X.5.1, 0
  tail call void @NRT_decref(i8* %arg.X.0)
  tail call void @NRT_decref(i8* %arg.X.0)
  br i1 %76, label %for.end.endif.else.endif.if, label %for.end.endif.endif, !prof !1

for.end.endif.endif:                              ; preds = %for.end.else.endif, %for.end.endif.else.endif.if
  %.789.sroa.0.0 = phi i64 [ %arg.X.5.1, %for.end.endif.else.endif.if ], [ 0, %for.end.else.endif ]
  %77 = icmp eq i64 %arg.X.5.1, 1
  %.892 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %.899 = icmp slt i64 %.892, 1
  %.901 = select i1 %.899, i64 0, i64 %.892
  %78 = icmp ne i64 %.901, 1
  %79 = and i1 %77, %78
  %.917 = select i1 %79, i64 %.901, i64 %arg.X.5.1
  %.918 = select i1 %79, i64 0, i64 8
  %.958.not = icmp eq i64 %.917, %.901
  br i1 %.958.not, label %for.end.endif.endif.endif, label %for.end.endif.endif.if, !prof !32

for.end.endif.else.endif.if:                      ; preds = %for.end.else.endif
  br label %for.end.endif.endif

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757634604992, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif
  %80 = icmp slt i64 %.892, 1
  %81 = ptrtoint double* %.6.i1.i to i64
  %82 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.901, i64 1)
  %math = extractvalue { i64, i1 } %82, 0
  %ov = extractvalue { i64, i1 } %82, 1
  %.969 = mul i64 %math, %.918
  %.970 = icmp sgt i64 %.969, -1
  %.969.op = add i64 %.969, 8
  %.975 = select i1 %.970, i64 %.969.op, i64 8
  %.979 = select i1 %ov, i64 0, i64 %.975
  %83 = select i1 %ov, i1 true, i1 %.970
  %.980 = select i1 %83, i64 0, i64 %.969
  %.981 = ptrtoint double* %.6.i5587 to i64
  %.982 = add i64 %.980, %.981
  %.983 = add i64 %.979, %.981
  %.989 = mul i64 %.124.0179, %.53.i
  %.997 = add i64 %.989, 8
  %.998 = select i1 %80, i64 0, i64 %.989
  %.999 = select i1 %80, i64 0, i64 %.997
  %.1001 = add i64 %.998, %81
  %.1002 = add i64 %.999, %81
  %.1003 = icmp ult i64 %.982, %.1002
  %.1004 = icmp ult i64 %.1001, %.983
  %.1005 = and i1 %.1003, %.1004
  br i1 %.1005, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.thread, !prof !1

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.1014 = shl i64 %.901, 3
  %.1015 = tail call i8* @NRT_Allocate(i64 %.1014)
  %.1016 = icmp eq i8* %.1015, null
  br i1 %.1016, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.if.endif, !prof !1

for.end.endif.endif.endif.endif.unr-lcssa:        ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.178.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.1037.7, %for.body.1 ]
  %lcmp.mod350.not = icmp eq i64 %xtraiter348, 0
  br i1 %lcmp.mod350.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.unr-lcssa
  %84 = ptrtoint double* %.6.i5587 to i64
  %85 = shl i64 %loop.index.178.unr, 3
  %scevgep1204 = getelementptr i8, i8* %.1015, i64 %85
  %86 = mul i64 %.918, %loop.index.178.unr
  %87 = add i64 %84, %86
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv1207 = phi i64 [ %87, %for.body.1.epil.preheader ], [ %lsr.iv.next1208, %for.body.1.epil ]
  %epil.iter349 = phi i64 [ %epil.iter349.next, %for.body.1.epil ], [ 0, %for.body.1.epil.preheader ]
  %.1031.epil = inttoptr i64 %lsr.iv1207 to double*
  %88 = shl nuw nsw i64 %epil.iter349, 3
  %scevgep1205 = getelementptr i8, i8* %scevgep1204, i64 %88
  %scevgep12051206 = bitcast i8* %scevgep1205 to double*
  %.1035.epil = load double, double* %.1031.epil, align 8
  store double %.1035.epil, double* %scevgep12051206, align 8
  %epil.iter349.next = add i64 %epil.iter349, 1
  %lsr.iv.next1208 = add i64 %lsr.iv1207, %.918
  %epil.iter349.cmp.not = icmp eq i64 %xtraiter348, %epil.iter349.next
  br i1 %epil.iter349.cmp.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil, !llvm.loop !33

for.end.endif.endif.endif.endif:                  ; preds = %for.body.1.epil, %for.end.endif.endif.endif.endif.unr-lcssa
  %89 = bitcast i8* %.1015 to double*
  %.105280.not = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.105280.not, label %.883.endif.preheader, label %.883.if, !prof !32

for.end.endif.endif.endif.endif.thread211:        ; preds = %for.end.endif.endif.endif.if.endif
  %90 = bitcast i8* %.1015 to double*
  %.105280.not212 = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.105280.not212, label %.883.endif.us.preheader, label %.884.if, !prof !32

for.end.endif.endif.endif.endif.thread:           ; preds = %for.end.endif.endif.endif
  %.105280.not206 = icmp slt i64 %.789.sroa.0.0, %arg.X.5.1
  br i1 %.105280.not206, label %.883.endif.preheader186, label %.884.endif, !prof !32

.883.endif.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %91 = bitcast i8* %.1015 to double*
  br i1 %.1005, label %.883.endif.us.preheader, label %.883.endif.preheader186, !prof !1

.883.endif.preheader186:                          ; preds = %for.end.endif.endif.endif.endif.thread, %.883.endif.preheader
  %.1006.0208210 = phi double* [ %91, %.883.endif.preheader ], [ %.6.i5587, %for.end.endif.endif.endif.endif.thread ]
  %92 = xor i64 %.789.sroa.0.0, -1
  %93 = add i64 %92, %arg.X.5.1
  %xtraiter353 = and i64 %.892, 7
  %94 = icmp ult i64 %93, 7
  br i1 %94, label %.883.if.loopexit320.unr-lcssa, label %.883.endif.preheader186.new

.883.endif.preheader186.new:                      ; preds = %.883.endif.preheader186
  %95 = ptrtoint double* %.6.i5587 to i64
  %unroll_iter356 = and i64 %.892, -8
  %96 = shl nuw nsw i64 %.918, 3
  %97 = add i64 %.789.sroa.0.0, %lsr.iv1211
  %scevgep1213 = getelementptr double, double* %.6.i1.i, i64 %97
  %98 = shl nuw nsw i64 %.918, 1
  br label %.883.endif

.883.endif.us.preheader:                          ; preds = %for.end.endif.endif.endif.endif.thread211, %.883.endif.preheader
  %min.iters.check = icmp ult i64 %.892, 8
  br i1 %min.iters.check, label %.883.endif.us.preheader319, label %vector.memcheck

vector.memcheck:                                  ; preds = %.883.endif.us.preheader
  %99 = bitcast double* %scevgep232 to i8*
  %100 = add i64 %.789.sroa.0.0, %2
  %scevgep = getelementptr double, double* %.6.i1.i, i64 %100
  %scevgep231 = bitcast double* %scevgep to i8*
  %scevgep234 = getelementptr i8, i8* %.1015, i64 %5
  %101 = mul i64 %.789.sroa.0.0, -8
  %scevgep235 = getelementptr i8, i8* %scevgep234, i64 %101
  %bound0 = icmp ugt i8* %scevgep235, %scevgep231
  %bound1 = icmp ult i8* %.1015, %99
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %.883.endif.us.preheader319, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %.892, -8
  %ind.end = add i64 %.789.sroa.0.0, %n.vec
  %102 = add i64 %n.vec, -8
  %103 = lshr exact i64 %102, 3
  %104 = add nuw nsw i64 %103, 1
  %xtraiter358 = and i64 %104, 7
  %105 = icmp ult i64 %102, 56
  br i1 %105, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter361 = and i64 %104, %const
  %106 = add i64 %.789.sroa.0.0, %lsr.iv1262
  %scevgep1264 = getelementptr double, double* %.6.i1.i, i64 %106
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1236 = phi i64 [ %lsr.iv.next1237, %vector.body ], [ %unroll_iter361, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr1393 = mul i64 %index, 8
  %sunkaddr1394 = getelementptr i8, i8* %.1015, i64 %sunkaddr1393
  %107 = bitcast i8* %sunkaddr1394 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %107, align 8, !alias.scope !34
  %scevgep1267 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12671268 = bitcast double* %scevgep1267 to <8 x double>*
  %scevgep1269 = getelementptr <8 x double>, <8 x double>* %scevgep12671268, i64 -7
  store <8 x double> %wide.load, <8 x double>* %scevgep1269, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1395 = mul i64 %index, 8
  %sunkaddr1396 = getelementptr i8, i8* %.1015, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 64
  %108 = bitcast i8* %sunkaddr1397 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %108, align 8, !alias.scope !34
  %scevgep1282 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12821283 = bitcast double* %scevgep1282 to <8 x double>*
  %scevgep1284 = getelementptr <8 x double>, <8 x double>* %scevgep12821283, i64 -6
  store <8 x double> %wide.load.1, <8 x double>* %scevgep1284, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1398 = mul i64 %index, 8
  %sunkaddr1399 = getelementptr i8, i8* %.1015, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 128
  %109 = bitcast i8* %sunkaddr1400 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %109, align 8, !alias.scope !34
  %scevgep1285 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12851286 = bitcast double* %scevgep1285 to <8 x double>*
  %scevgep1287 = getelementptr <8 x double>, <8 x double>* %scevgep12851286, i64 -5
  store <8 x double> %wide.load.2, <8 x double>* %scevgep1287, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1401 = mul i64 %index, 8
  %sunkaddr1402 = getelementptr i8, i8* %.1015, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, i8* %sunkaddr1402, i64 192
  %110 = bitcast i8* %sunkaddr1403 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %110, align 8, !alias.scope !34
  %scevgep1279 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12791280 = bitcast double* %scevgep1279 to <8 x double>*
  %scevgep1281 = getelementptr <8 x double>, <8 x double>* %scevgep12791280, i64 -4
  store <8 x double> %wide.load.3, <8 x double>* %scevgep1281, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1404 = mul i64 %index, 8
  %sunkaddr1405 = getelementptr i8, i8* %.1015, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 256
  %111 = bitcast i8* %sunkaddr1406 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %111, align 8, !alias.scope !34
  %scevgep1276 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12761277 = bitcast double* %scevgep1276 to <8 x double>*
  %scevgep1278 = getelementptr <8 x double>, <8 x double>* %scevgep12761277, i64 -3
  store <8 x double> %wide.load.4, <8 x double>* %scevgep1278, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1407 = mul i64 %index, 8
  %sunkaddr1408 = getelementptr i8, i8* %.1015, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 320
  %112 = bitcast i8* %sunkaddr1409 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %112, align 8, !alias.scope !34
  %scevgep1273 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12731274 = bitcast double* %scevgep1273 to <8 x double>*
  %scevgep1275 = getelementptr <8 x double>, <8 x double>* %scevgep12731274, i64 -2
  store <8 x double> %wide.load.5, <8 x double>* %scevgep1275, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1410 = mul i64 %index, 8
  %sunkaddr1411 = getelementptr i8, i8* %.1015, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 384
  %113 = bitcast i8* %sunkaddr1412 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %113, align 8, !alias.scope !34
  %scevgep1270 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12701271 = bitcast double* %scevgep1270 to <8 x double>*
  %scevgep1272 = getelementptr <8 x double>, <8 x double>* %scevgep12701271, i64 -1
  store <8 x double> %wide.load.6, <8 x double>* %scevgep1272, align 8, !alias.scope !37, !noalias !34
  %sunkaddr1413 = mul i64 %index, 8
  %sunkaddr1414 = getelementptr i8, i8* %.1015, i64 %sunkaddr1413
  %sunkaddr1415 = getelementptr i8, i8* %sunkaddr1414, i64 448
  %114 = bitcast i8* %sunkaddr1415 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %114, align 8, !alias.scope !34
  %scevgep1265 = getelementptr double, double* %scevgep1264, i64 %index
  %scevgep12651266 = bitcast double* %scevgep1265 to <8 x double>*
  store <8 x double> %wide.load.7, <8 x double>* %scevgep12651266, align 8, !alias.scope !37, !noalias !34
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1237 = add i64 %lsr.iv1236, -8
  %niter362.ncmp.7 = icmp eq i64 %lsr.iv.next1237, 0
  br i1 %niter362.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !prof !39, !llvm.loop !40

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod360.not = icmp eq i64 %xtraiter358, 0
  br i1 %lcmp.mod360.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %115 = shl i64 %index.unr, 3
  %scevgep1288 = getelementptr i8, i8* %.1015, i64 %115
  %116 = add i64 %.789.sroa.0.0, %index.unr
  %scevgep1293 = getelementptr double, double* %lsr.iv1231, i64 %116
  %117 = shl nuw nsw i64 %xtraiter358, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1289 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1290, %vector.body.epil ]
  %118 = bitcast double* %scevgep1293 to i8*
  %scevgep1291 = getelementptr i8, i8* %scevgep1288, i64 %lsr.iv1289
  %scevgep12911292 = bitcast i8* %scevgep1291 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep12911292, align 8, !alias.scope !34
  %uglygep1295 = getelementptr i8, i8* %118, i64 %lsr.iv1289
  %uglygep12951296 = bitcast i8* %uglygep1295 to <8 x double>*
  store <8 x double> %wide.load.epil, <8 x double>* %uglygep12951296, align 8, !alias.scope !37, !noalias !34
  %lsr.iv.next1290 = add nuw nsw i64 %lsr.iv1289, 64
  %epil.iter359.cmp.not = icmp eq i64 %117, %lsr.iv.next1290
  br i1 %epil.iter359.cmp.not, label %middle.block, label %vector.body.epil, !prof !41, !llvm.loop !42

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %119 = bitcast i8* %.1015 to double*
  %cmp.n = icmp eq i64 %.892, %n.vec
  br i1 %cmp.n, label %.883.if, label %.883.endif.us.preheader319

.883.endif.us.preheader319:                       ; preds = %vector.memcheck, %.883.endif.us.preheader, %middle.block
  %.881.082.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %.883.endif.us.preheader ], [ %n.vec, %middle.block ]
  %.879.081.us.ph = phi i64 [ %.789.sroa.0.0, %vector.memcheck ], [ %.789.sroa.0.0, %.883.endif.us.preheader ], [ %ind.end, %middle.block ]
  %120 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %121 = xor i64 %.881.082.us.ph, -1
  %122 = add i64 %121, %arg.X.5.1
  %123 = sub i64 %122, %.789.sroa.0.0
  %xtraiter363 = and i64 %120, 7
  %lcmp.mod364.not = icmp eq i64 %xtraiter363, 0
  br i1 %lcmp.mod364.not, label %.883.endif.us.prol.loopexit, label %.883.endif.us.prol.preheader

.883.endif.us.prol.preheader:                     ; preds = %.883.endif.us.preheader319
  br label %.883.endif.us.prol

.883.endif.us.prol:                               ; preds = %.883.endif.us.prol.preheader, %.883.endif.us.prol
  %lsr.iv1300 = phi i64 [ %xtraiter363, %.883.endif.us.prol.preheader ], [ %lsr.iv.next1301, %.883.endif.us.prol ]
  %.881.082.us.prol = phi i64 [ %.1086.us.prol, %.883.endif.us.prol ], [ %.881.082.us.ph, %.883.endif.us.prol.preheader ]
  %.879.081.us.prol = phi i64 [ %.1083.us.prol, %.883.endif.us.prol ], [ %.879.081.us.ph, %.883.endif.us.prol.preheader ]
  %124 = shl i64 %.881.082.us.prol, 3
  %scevgep1297 = getelementptr i8, i8* %.1015, i64 %124
  %scevgep12971298 = bitcast i8* %scevgep1297 to double*
  %.1072.us.prol = load double, double* %scevgep12971298, align 8
  %scevgep1299 = getelementptr double, double* %lsr.iv1231, i64 %.879.081.us.prol
  store double %.1072.us.prol, double* %scevgep1299, align 8
  %.1083.us.prol = add i64 %.879.081.us.prol, 1
  %.1086.us.prol = add nuw i64 %.881.082.us.prol, 1
  %lsr.iv.next1301 = add nsw i64 %lsr.iv1300, -1
  %prol.iter365.cmp.not = icmp eq i64 %lsr.iv.next1301, 0
  br i1 %prol.iter365.cmp.not, label %.883.endif.us.prol.loopexit, label %.883.endif.us.prol, !prof !41, !llvm.loop !43

.883.endif.us.prol.loopexit:                      ; preds = %.883.endif.us.prol, %.883.endif.us.preheader319
  %.881.082.us.unr = phi i64 [ %.881.082.us.ph, %.883.endif.us.preheader319 ], [ %.1086.us.prol, %.883.endif.us.prol ]
  %.879.081.us.unr = phi i64 [ %.879.081.us.ph, %.883.endif.us.preheader319 ], [ %.1083.us.prol, %.883.endif.us.prol ]
  %125 = bitcast i8* %.1015 to double*
  %126 = icmp ult i64 %123, 7
  br i1 %126, label %.883.if, label %.883.endif.us.preheader369

.883.endif.us.preheader369:                       ; preds = %.883.endif.us.prol.loopexit
  %127 = sub i64 %arg.X.5.1, %.789.sroa.0.0
  %128 = sub i64 %127, %.881.082.us.unr
  %scevgep1304 = getelementptr i8, i8* %.1015, i64 56
  %129 = shl i64 %.881.082.us.unr, 3
  %scevgep1305 = getelementptr i8, i8* %scevgep1304, i64 %129
  %130 = add i64 %.879.081.us.unr, %lsr.iv1211
  %scevgep1329 = getelementptr double, double* %.6.i1.i, i64 %130
  br label %.883.endif.us

.883.endif.us:                                    ; preds = %.883.endif.us.preheader369, %.883.endif.us
  %lsr.iv1302 = phi i64 [ 0, %.883.endif.us.preheader369 ], [ %lsr.iv.next1303, %.883.endif.us ]
  %131 = bitcast i8* %.1015 to double*
  %132 = shl i64 %lsr.iv1302, 3
  %scevgep1326 = getelementptr i8, i8* %scevgep1305, i64 %132
  %scevgep13261327 = bitcast i8* %scevgep1326 to double*
  %scevgep1328 = getelementptr double, double* %scevgep13261327, i64 -7
  %.1072.us = load double, double* %scevgep1328, align 8
  %scevgep1331 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1332 = getelementptr double, double* %scevgep1331, i64 -4
  store double %.1072.us, double* %scevgep1332, align 8
  %133 = shl i64 %lsr.iv1302, 3
  %scevgep1323 = getelementptr i8, i8* %scevgep1305, i64 %133
  %scevgep13231324 = bitcast i8* %scevgep1323 to double*
  %scevgep1325 = getelementptr double, double* %scevgep13231324, i64 -6
  %.1072.us.1 = load double, double* %scevgep1325, align 8
  %scevgep1335 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1336 = getelementptr double, double* %scevgep1335, i64 -3
  store double %.1072.us.1, double* %scevgep1336, align 8
  %134 = shl i64 %lsr.iv1302, 3
  %scevgep1320 = getelementptr i8, i8* %scevgep1305, i64 %134
  %scevgep13201321 = bitcast i8* %scevgep1320 to double*
  %scevgep1322 = getelementptr double, double* %scevgep13201321, i64 -5
  %.1072.us.2 = load double, double* %scevgep1322, align 8
  %scevgep1337 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1338 = getelementptr double, double* %scevgep1337, i64 -2
  store double %.1072.us.2, double* %scevgep1338, align 8
  %135 = shl i64 %lsr.iv1302, 3
  %scevgep1317 = getelementptr i8, i8* %scevgep1305, i64 %135
  %scevgep13171318 = bitcast i8* %scevgep1317 to double*
  %scevgep1319 = getelementptr double, double* %scevgep13171318, i64 -4
  %.1072.us.3 = load double, double* %scevgep1319, align 8
  %scevgep1339 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1340 = getelementptr double, double* %scevgep1339, i64 -1
  store double %.1072.us.3, double* %scevgep1340, align 8
  %136 = shl i64 %lsr.iv1302, 3
  %scevgep1314 = getelementptr i8, i8* %scevgep1305, i64 %136
  %scevgep13141315 = bitcast i8* %scevgep1314 to double*
  %scevgep1316 = getelementptr double, double* %scevgep13141315, i64 -3
  %.1072.us.4 = load double, double* %scevgep1316, align 8
  %scevgep1330 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  store double %.1072.us.4, double* %scevgep1330, align 8
  %137 = shl i64 %lsr.iv1302, 3
  %scevgep1311 = getelementptr i8, i8* %scevgep1305, i64 %137
  %scevgep13111312 = bitcast i8* %scevgep1311 to double*
  %scevgep1313 = getelementptr double, double* %scevgep13111312, i64 -2
  %.1072.us.5 = load double, double* %scevgep1313, align 8
  %scevgep1343 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1344 = getelementptr double, double* %scevgep1343, i64 1
  store double %.1072.us.5, double* %scevgep1344, align 8
  %138 = shl i64 %lsr.iv1302, 3
  %scevgep1308 = getelementptr i8, i8* %scevgep1305, i64 %138
  %scevgep13081309 = bitcast i8* %scevgep1308 to double*
  %scevgep1310 = getelementptr double, double* %scevgep13081309, i64 -1
  %.1072.us.6 = load double, double* %scevgep1310, align 8
  %scevgep1341 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1342 = getelementptr double, double* %scevgep1341, i64 2
  store double %.1072.us.6, double* %scevgep1342, align 8
  %139 = shl i64 %lsr.iv1302, 3
  %scevgep1306 = getelementptr i8, i8* %scevgep1305, i64 %139
  %scevgep13061307 = bitcast i8* %scevgep1306 to double*
  %.1072.us.7 = load double, double* %scevgep13061307, align 8
  %scevgep1333 = getelementptr double, double* %scevgep1329, i64 %lsr.iv1302
  %scevgep1334 = getelementptr double, double* %scevgep1333, i64 3
  store double %.1072.us.7, double* %scevgep1334, align 8
  %lsr.iv.next1303 = add i64 %lsr.iv1302, 8
  %exitcond200.not.7 = icmp eq i64 %128, %lsr.iv.next1303
  br i1 %exitcond200.not.7, label %.883.if, label %.883.endif.us, !prof !44, !llvm.loop !45

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635334848, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

for.end.endif.endif.endif.if.endif:               ; preds = %for.end.endif.endif.endif.if
  %.102677.not = icmp eq i64 %.901, 0
  br i1 %.102677.not, label %for.end.endif.endif.endif.endif.thread211, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.if.endif
  %xtraiter348 = and i64 %.901, 7
  %140 = icmp ult i64 %math, 7
  br i1 %140, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %141 = ptrtoint double* %.6.i5587 to i64
  %unroll_iter351 = and i64 %.901, -8
  %142 = shl nuw nsw i64 %.918, 3
  %143 = shl nuw nsw i64 %.918, 1
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %lsr.iv1202 = phi i64 [ %lsr.iv.next1203, %for.body.1 ], [ %141, %for.body.1.preheader.new ]
  %loop.index.178 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.1037.7, %for.body.1 ]
  %.1031 = inttoptr i64 %lsr.iv1202 to double*
  %.1035 = load double, double* %.1031, align 8
  %sunkaddr1416 = mul i64 %loop.index.178, 8
  %sunkaddr1417 = getelementptr i8, i8* %.1015, i64 %sunkaddr1416
  %144 = bitcast i8* %sunkaddr1417 to double*
  store double %.1035, double* %144, align 8
  %145 = add i64 %.918, %lsr.iv1202
  %.1031.1 = inttoptr i64 %145 to double*
  %.1035.1 = load double, double* %.1031.1, align 8
  %sunkaddr1418 = mul i64 %loop.index.178, 8
  %sunkaddr1419 = getelementptr i8, i8* %.1015, i64 %sunkaddr1418
  %sunkaddr1420 = getelementptr i8, i8* %sunkaddr1419, i64 8
  %146 = bitcast i8* %sunkaddr1420 to double*
  store double %.1035.1, double* %146, align 8
  %147 = add i64 %143, %lsr.iv1202
  %sunkaddr1421 = inttoptr i64 %lsr.iv1202 to double*
  %sunkaddr1422 = mul i64 %.918, 2
  %148 = bitcast double* %sunkaddr1421 to i8*
  %sunkaddr1423 = getelementptr i8, i8* %148, i64 %sunkaddr1422
  %149 = bitcast i8* %sunkaddr1423 to double*
  %.1035.2 = load double, double* %149, align 8
  %sunkaddr1424 = mul i64 %loop.index.178, 8
  %sunkaddr1425 = getelementptr i8, i8* %.1015, i64 %sunkaddr1424
  %sunkaddr1426 = getelementptr i8, i8* %sunkaddr1425, i64 16
  %150 = bitcast i8* %sunkaddr1426 to double*
  store double %.1035.2, double* %150, align 8
  %151 = add i64 %.918, %147
  %.1031.3 = inttoptr i64 %151 to double*
  %.1035.3 = load double, double* %.1031.3, align 8
  %sunkaddr1427 = mul i64 %loop.index.178, 8
  %sunkaddr1428 = getelementptr i8, i8* %.1015, i64 %sunkaddr1427
  %sunkaddr1429 = getelementptr i8, i8* %sunkaddr1428, i64 24
  %152 = bitcast i8* %sunkaddr1429 to double*
  store double %.1035.3, double* %152, align 8
  %153 = add i64 %.918, %151
  %.1031.4 = inttoptr i64 %153 to double*
  %.1035.4 = load double, double* %.1031.4, align 8
  %sunkaddr1430 = mul i64 %loop.index.178, 8
  %sunkaddr1431 = getelementptr i8, i8* %.1015, i64 %sunkaddr1430
  %sunkaddr1432 = getelementptr i8, i8* %sunkaddr1431, i64 32
  %154 = bitcast i8* %sunkaddr1432 to double*
  store double %.1035.4, double* %154, align 8
  %155 = add i64 %.918, %153
  %.1031.5 = inttoptr i64 %155 to double*
  %.1035.5 = load double, double* %.1031.5, align 8
  %sunkaddr1433 = mul i64 %loop.index.178, 8
  %sunkaddr1434 = getelementptr i8, i8* %.1015, i64 %sunkaddr1433
  %sunkaddr1435 = getelementptr i8, i8* %sunkaddr1434, i64 40
  %156 = bitcast i8* %sunkaddr1435 to double*
  store double %.1035.5, double* %156, align 8
  %157 = add i64 %.918, %155
  %.1031.6 = inttoptr i64 %157 to double*
  %.1035.6 = load double, double* %.1031.6, align 8
  %sunkaddr1436 = mul i64 %loop.index.178, 8
  %sunkaddr1437 = getelementptr i8, i8* %.1015, i64 %sunkaddr1436
  %sunkaddr1438 = getelementptr i8, i8* %sunkaddr1437, i64 48
  %158 = bitcast i8* %sunkaddr1438 to double*
  store double %.1035.6, double* %158, align 8
  %159 = add i64 %.918, %157
  %.1031.7 = inttoptr i64 %159 to double*
  %.1035.7 = load double, double* %.1031.7, align 8
  %sunkaddr1439 = mul i64 %loop.index.178, 8
  %sunkaddr1440 = getelementptr i8, i8* %.1015, i64 %sunkaddr1439
  %sunkaddr1441 = getelementptr i8, i8* %sunkaddr1440, i64 56
  %160 = bitcast i8* %sunkaddr1441 to double*
  store double %.1035.7, double* %160, align 8
  %.1037.7 = add nuw i64 %loop.index.178, 8
  %lsr.iv.next1203 = add i64 %lsr.iv1202, %142
  %niter352.ncmp.7 = icmp eq i64 %unroll_iter351, %.1037.7
  br i1 %niter352.ncmp.7, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1

.883.if.loopexit320.unr-lcssa.loopexit:           ; preds = %.883.endif
  %161 = add i64 %.789.sroa.0.0, %.1086.7
  br label %.883.if.loopexit320.unr-lcssa

.883.if.loopexit320.unr-lcssa:                    ; preds = %.883.if.loopexit320.unr-lcssa.loopexit, %.883.endif.preheader186
  %.881.082.unr = phi i64 [ 0, %.883.endif.preheader186 ], [ %.1086.7, %.883.if.loopexit320.unr-lcssa.loopexit ]
  %.879.081.unr = phi i64 [ %.789.sroa.0.0, %.883.endif.preheader186 ], [ %161, %.883.if.loopexit320.unr-lcssa.loopexit ]
  %lcmp.mod355.not = icmp eq i64 %xtraiter353, 0
  br i1 %lcmp.mod355.not, label %.883.if, label %.883.endif.epil.preheader

.883.endif.epil.preheader:                        ; preds = %.883.if.loopexit320.unr-lcssa
  %162 = ptrtoint double* %.6.i5587 to i64
  %163 = mul i64 %.918, %.881.082.unr
  %164 = add i64 %162, %163
  %scevgep1234 = getelementptr double, double* %lsr.iv1231, i64 %.879.081.unr
  br label %.883.endif.epil

.883.endif.epil:                                  ; preds = %.883.endif.epil.preheader, %.883.endif.epil
  %lsr.iv1229 = phi i64 [ %164, %.883.endif.epil.preheader ], [ %lsr.iv.next1230, %.883.endif.epil ]
  %epil.iter354 = phi i64 [ %epil.iter354.next, %.883.endif.epil ], [ 0, %.883.endif.epil.preheader ]
  %.1068.epil = inttoptr i64 %lsr.iv1229 to double*
  %.1072.epil = load double, double* %.1068.epil, align 8
  %scevgep1235 = getelementptr double, double* %scevgep1234, i64 %epil.iter354
  store double %.1072.epil, double* %scevgep1235, align 8
  %epil.iter354.next = add i64 %epil.iter354, 1
  %lsr.iv.next1230 = add i64 %lsr.iv1229, %.918
  %epil.iter354.cmp.not = icmp eq i64 %xtraiter353, %epil.iter354.next
  br i1 %epil.iter354.cmp.not, label %.883.if, label %.883.endif.epil, !prof !41, !llvm.loop !46

.883.if:                                          ; preds = %.883.endif.epil, %.883.endif.us, %.883.if.loopexit320.unr-lcssa, %.883.endif.us.prol.loopexit, %middle.block, %for.end.endif.endif.endif.endif
  %.1006.0207 = phi double* [ %89, %for.end.endif.endif.endif.endif ], [ %119, %middle.block ], [ %125, %.883.endif.us.prol.loopexit ], [ %.1006.0208210, %.883.if.loopexit320.unr-lcssa ], [ %131, %.883.endif.us ], [ %.1006.0208210, %.883.endif.epil ]
  br i1 %.1005, label %.884.if, label %.884.endif, !prof !1

.883.endif:                                       ; preds = %.883.endif, %.883.endif.preheader186.new
  %lsr.iv1209 = phi i64 [ %lsr.iv.next1210, %.883.endif ], [ %95, %.883.endif.preheader186.new ]
  %.881.082 = phi i64 [ 0, %.883.endif.preheader186.new ], [ %.1086.7, %.883.endif ]
  %.1068 = inttoptr i64 %lsr.iv1209 to double*
  %.1072 = load double, double* %.1068, align 8
  %scevgep1215 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1216 = getelementptr double, double* %scevgep1215, i64 -4
  store double %.1072, double* %scevgep1216, align 8
  %165 = add i64 %.918, %lsr.iv1209
  %.1068.1 = inttoptr i64 %165 to double*
  %.1072.1 = load double, double* %.1068.1, align 8
  %scevgep1221 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1222 = getelementptr double, double* %scevgep1221, i64 -3
  store double %.1072.1, double* %scevgep1222, align 8
  %166 = add i64 %98, %lsr.iv1209
  %sunkaddr1442 = inttoptr i64 %lsr.iv1209 to double*
  %sunkaddr1443 = mul i64 %.918, 2
  %167 = bitcast double* %sunkaddr1442 to i8*
  %sunkaddr1444 = getelementptr i8, i8* %167, i64 %sunkaddr1443
  %168 = bitcast i8* %sunkaddr1444 to double*
  %.1072.2 = load double, double* %168, align 8
  %scevgep1223 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1224 = getelementptr double, double* %scevgep1223, i64 -2
  store double %.1072.2, double* %scevgep1224, align 8
  %169 = add i64 %.918, %166
  %.1068.3 = inttoptr i64 %169 to double*
  %.1072.3 = load double, double* %.1068.3, align 8
  %scevgep1225 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1226 = getelementptr double, double* %scevgep1225, i64 -1
  store double %.1072.3, double* %scevgep1226, align 8
  %170 = add i64 %.918, %169
  %.1068.4 = inttoptr i64 %170 to double*
  %.1072.4 = load double, double* %.1068.4, align 8
  %scevgep1214 = getelementptr double, double* %scevgep1213, i64 %.881.082
  store double %.1072.4, double* %scevgep1214, align 8
  %171 = add i64 %.918, %170
  %.1068.5 = inttoptr i64 %171 to double*
  %.1072.5 = load double, double* %.1068.5, align 8
  %scevgep1227 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1228 = getelementptr double, double* %scevgep1227, i64 1
  store double %.1072.5, double* %scevgep1228, align 8
  %172 = add i64 %.918, %171
  %.1068.6 = inttoptr i64 %172 to double*
  %.1072.6 = load double, double* %.1068.6, align 8
  %scevgep1219 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1220 = getelementptr double, double* %scevgep1219, i64 2
  store double %.1072.6, double* %scevgep1220, align 8
  %173 = add i64 %.918, %172
  %.1068.7 = inttoptr i64 %173 to double*
  %.1072.7 = load double, double* %.1068.7, align 8
  %scevgep1217 = getelementptr double, double* %scevgep1213, i64 %.881.082
  %scevgep1218 = getelementptr double, double* %scevgep1217, i64 3
  store double %.1072.7, double* %scevgep1218, align 8
  %.1086.7 = add i64 %.881.082, 8
  %lsr.iv.next1210 = add i64 %lsr.iv1209, %96
  %niter357.ncmp.7 = icmp eq i64 %unroll_iter356, %.1086.7
  br i1 %niter357.ncmp.7, label %.883.if.loopexit320.unr-lcssa.loopexit, label %.883.endif, !prof !1

.884.if:                                          ; preds = %for.end.endif.endif.endif.endif.thread211, %.883.if
  %.1006.0207217 = phi double* [ %.1006.0207, %.883.if ], [ %90, %for.end.endif.endif.endif.endif.thread211 ]
  %.1091 = bitcast double* %.1006.0207217 to i8*
  tail call void @NRT_Free(i8* %.1091)
  br label %.884.endif

.884.endif:                                       ; preds = %for.end.endif.endif.endif.endif.thread, %.884.if, %.883.if
  %174 = bitcast double* %lsr.iv1078 to i1*
  %175 = bitcast double* %lsr.iv1136 to i1*
  %176 = bitcast double* %lsr.iv1231 to i1*
  tail call void @NRT_decref(i8* nonnull %.7.i.i48)
  %scevgep1080 = getelementptr i1, i1* %174, i64 %9
  %177 = bitcast i1* %scevgep1080 to double*
  %scevgep1138 = getelementptr i1, i1* %175, i64 %9
  %178 = bitcast i1* %scevgep1138 to double*
  %lsr.iv.next1212 = add i64 %lsr.iv1211, %arg.X.5.1
  %scevgep1233 = getelementptr i1, i1* %176, i64 %9
  %179 = bitcast i1* %scevgep1233 to double*
  %lsr.iv.next1263 = add i64 %lsr.iv1262, %arg.X.5.1
  %exitcond201.not = icmp eq i64 %.193, %arg.X.5.0
  br i1 %exitcond201.not, label %B128.i16.1, label %B100

B192.endif.endif.if:                              ; preds = %B128.i16.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757634603520, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !13
  br label %common.ret

B192.endif.endif.endif:                           ; preds = %B128.i16.1
  %.1185 = extractvalue { i64, i1 } %.1184, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1185, i32 32), !noalias !47
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B192.endif.endif.endif.if, label %B192.endif.endif.endif.endif, !prof !1

B192.endif.endif.endif.if:                        ; preds = %B192.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440.14, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B192.endif.endif.endif.endif:                     ; preds = %B192.endif.endif.endif
  %.5.i46 = getelementptr i8, i8* %.7.i.i, i64 24
  %180 = bitcast i8* %.5.i46 to double**
  %.6.i86 = load double*, double** %180, align 8
  %.126568 = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.126568, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B192.endif.endif.endif.endif
  %.126863 = icmp sgt i64 %arg.X.5.1, 0
  br i1 %.126863, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %181 = add i64 %arg.X.5.1, -32
  %182 = lshr i64 %181, 5
  %183 = add nuw nsw i64 %182, 1
  %n.vec304 = and i64 %arg.X.5.1, -32
  %xtraiter325 = and i64 %183, 7
  %unroll_iter328 = and i64 %183, 1152921504606846968
  %ind.escape313 = add i64 %n.vec304, -1
  %xtraiter330 = and i64 %arg.X.5.1, 7
  %n.vec277 = and i64 %arg.X.5.1, -32
  %ind.escape = add i64 %n.vec277, -1
  %scevgep528 = getelementptr double, double* %.6.i1.i, i64 248
  %184 = shl i64 %arg.X.5.1, 3
  %scevgep627 = getelementptr double, double* %.6.i86, i64 248
  %scevgep728 = getelementptr double, double* %.6.i86, i64 24
  %scevgep747 = getelementptr double, double* %.6.i1.i, i64 24
  %185 = shl nuw nsw i64 %xtraiter325, 8
  %186 = sub i64 0, %arg.X.5.1
  %scevgep808 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep1017 = getelementptr double, double* %.6.i1.i, i64 24
  %187 = shl nuw nsw i64 %xtraiter325, 8
  %188 = sub i64 0, %xtraiter330
  %scevgep1044 = getelementptr double, double* %.6.i1.i, i64 7
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.cond.3.preheader.us.preheader, %for.end.3.loopexit.us
  %lsr.iv768 = phi double* [ %.6.i1.i, %for.cond.3.preheader.us.preheader ], [ %205, %for.end.3.loopexit.us ]
  %lsr.iv764 = phi double* [ %.6.i86, %for.cond.3.preheader.us.preheader ], [ %204, %for.end.3.loopexit.us ]
  %lsr.iv748 = phi double* [ %scevgep747, %for.cond.3.preheader.us.preheader ], [ %203, %for.end.3.loopexit.us ]
  %lsr.iv729 = phi double* [ %scevgep728, %for.cond.3.preheader.us.preheader ], [ %202, %for.end.3.loopexit.us ]
  %lsr.iv628 = phi double* [ %scevgep627, %for.cond.3.preheader.us.preheader ], [ %201, %for.end.3.loopexit.us ]
  %lsr.iv529 = phi double* [ %scevgep528, %for.cond.3.preheader.us.preheader ], [ %200, %for.end.3.loopexit.us ]
  %loop.index.271.us = phi i64 [ %.1320.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.1261.070.us = phi i64 [ %.1261.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.1258.069.us = phi i64 [ %spec.select136.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %189 = icmp eq i64 %arg.X.5.0, 1
  %190 = mul i64 %loop.index.271.us, %arg.X.5.1
  %scevgep287 = getelementptr double, double* %.6.i86, i64 %190
  %191 = add i64 %190, %arg.X.5.1
  %scevgep289 = getelementptr double, double* %.6.i86, i64 %191
  %scevgep291 = getelementptr double, double* %.6.i1.i, i64 %190
  %scevgep293 = getelementptr double, double* %.6.i1.i, i64 %191
  %192 = mul i64 %loop.index.271.us, %arg.X.5.1
  %scevgep261 = getelementptr double, double* %.6.i86, i64 %192
  %193 = add i64 %192, %arg.X.5.1
  %scevgep263 = getelementptr double, double* %.6.i86, i64 %193
  %.1312.us = mul i64 %loop.index.271.us, %arg.X.5.1
  br i1 %189, label %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us, label %for.body.3.preheader.split.us.us

for.end.3.loopexit.us:                            ; preds = %for.body.3.us137.us.prol.loopexit, %middle.block271, %for.body.3.us.us.us, %for.body.3.us137.us, %for.body.3.us.us.us.prol.loopexit, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us, %middle.block298
  %spec.select136.lcssa.us = phi i64 [ %loop.index.271.us, %middle.block298 ], [ %.1258.069.us, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us ], [ %loop.index.271.us, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us ], [ %loop.index.271.us, %for.body.3.us.us.us.prol.loopexit ], [ %.1258.069.us, %for.body.3.us137.us ], [ %loop.index.271.us, %for.body.3.us.us.us ], [ %.1258.069.us, %middle.block271 ], [ %.1258.069.us, %for.body.3.us137.us.prol.loopexit ]
  %.1261.2.lcssa.us = phi i64 [ %ind.escape313, %middle.block298 ], [ %.1261.070.us, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us ], [ %.1261.070.us, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us ], [ %loop.index.366.us.us.us.lcssa.unr, %for.body.3.us.us.us.prol.loopexit ], [ %lsr.iv.next1043, %for.body.3.us137.us ], [ %lsr.iv.next775, %for.body.3.us.us.us ], [ %ind.escape, %middle.block271 ], [ %loop.index.366.us138.us.lcssa.unr, %for.body.3.us137.us.prol.loopexit ]
  %194 = bitcast double* %lsr.iv628 to i1*
  %195 = bitcast double* %lsr.iv529 to i1*
  %196 = bitcast double* %lsr.iv748 to i1*
  %197 = bitcast double* %lsr.iv729 to i1*
  %198 = bitcast double* %lsr.iv768 to i1*
  %199 = bitcast double* %lsr.iv764 to i1*
  %.1320.us = add nuw nsw i64 %loop.index.271.us, 1
  %scevgep531 = getelementptr i1, i1* %195, i64 %184
  %200 = bitcast i1* %scevgep531 to double*
  %scevgep630 = getelementptr i1, i1* %194, i64 %184
  %201 = bitcast i1* %scevgep630 to double*
  %scevgep731 = getelementptr i1, i1* %197, i64 %184
  %202 = bitcast i1* %scevgep731 to double*
  %scevgep750 = getelementptr i1, i1* %196, i64 %184
  %203 = bitcast i1* %scevgep750 to double*
  %scevgep766 = getelementptr i1, i1* %199, i64 %184
  %204 = bitcast i1* %scevgep766 to double*
  %scevgep770 = getelementptr i1, i1* %198, i64 %184
  %205 = bitcast i1* %scevgep770 to double*
  %exitcond193.not = icmp eq i64 %.1320.us, %arg.X.5.0
  br i1 %exitcond193.not, label %for.end.2, label %for.cond.3.preheader.us

for.body.3.preheader.split.us.us:                 ; preds = %for.cond.3.preheader.us
  %206 = icmp ugt i64 %arg.X.5.1, 1
  %.1281.us.us = mul i64 %loop.index.271.us, %arg.X.5.1
  br i1 %206, label %for.body.3.us.us.us.preheader, label %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us

for.body.3.us.us.us.preheader:                    ; preds = %for.body.3.preheader.split.us.us
  %207 = icmp ult i64 %arg.X.5.1, 32
  br i1 %207, label %for.body.3.us.us.us.preheader316, label %vector.memcheck286

vector.memcheck286:                               ; preds = %for.body.3.us.us.us.preheader
  %bound0295 = icmp ult double* %scevgep287, %scevgep293
  %bound1296 = icmp ult double* %scevgep291, %scevgep289
  %found.conflict297 = and i1 %bound0295, %bound1296
  br i1 %found.conflict297, label %for.body.3.us.us.us.preheader316, label %vector.ph302

vector.ph302:                                     ; preds = %vector.memcheck286
  %208 = icmp ult i64 %181, 224
  br i1 %208, label %middle.block298.unr-lcssa, label %vector.body300.preheader

vector.body300.preheader:                         ; preds = %vector.ph302
  br label %vector.body300

vector.body300:                                   ; preds = %vector.body300.preheader, %vector.body300
  %lsr.iv726 = phi i64 [ %unroll_iter328, %vector.body300.preheader ], [ %lsr.iv.next727, %vector.body300 ]
  %index307 = phi i64 [ %index.next312.7, %vector.body300 ], [ 0, %vector.body300.preheader ]
  %scevgep615 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep615616 = bitcast double* %scevgep615 to <8 x double>*
  %scevgep617 = getelementptr <8 x double>, <8 x double>* %scevgep615616, i64 -31
  %wide.load308 = load <8 x double>, <8 x double>* %scevgep617, align 8, !alias.scope !54
  %scevgep624 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep624625 = bitcast double* %scevgep624 to <8 x double>*
  %scevgep626 = getelementptr <8 x double>, <8 x double>* %scevgep624625, i64 -30
  %wide.load309 = load <8 x double>, <8 x double>* %scevgep626, align 8, !alias.scope !54
  %scevgep621 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep621622 = bitcast double* %scevgep621 to <8 x double>*
  %scevgep623 = getelementptr <8 x double>, <8 x double>* %scevgep621622, i64 -29
  %wide.load310 = load <8 x double>, <8 x double>* %scevgep623, align 8, !alias.scope !54
  %scevgep618 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep618619 = bitcast double* %scevgep618 to <8 x double>*
  %scevgep620 = getelementptr <8 x double>, <8 x double>* %scevgep618619, i64 -28
  %wide.load311 = load <8 x double>, <8 x double>* %scevgep620, align 8, !alias.scope !54
  %209 = fmul <8 x double> %wide.load308, %wide.load308
  %210 = fmul <8 x double> %wide.load309, %wide.load309
  %211 = fmul <8 x double> %wide.load310, %wide.load310
  %212 = fmul <8 x double> %wide.load311, %wide.load311
  %scevgep714 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep714715 = bitcast double* %scevgep714 to <8 x double>*
  %scevgep716 = getelementptr <8 x double>, <8 x double>* %scevgep714715, i64 -31
  store <8 x double> %209, <8 x double>* %scevgep716, align 8, !alias.scope !57, !noalias !54
  %scevgep723 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep723724 = bitcast double* %scevgep723 to <8 x double>*
  %scevgep725 = getelementptr <8 x double>, <8 x double>* %scevgep723724, i64 -30
  store <8 x double> %210, <8 x double>* %scevgep725, align 8, !alias.scope !57, !noalias !54
  %scevgep720 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep720721 = bitcast double* %scevgep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %scevgep720721, i64 -29
  store <8 x double> %211, <8 x double>* %scevgep722, align 8, !alias.scope !57, !noalias !54
  %scevgep717 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep717718 = bitcast double* %scevgep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %scevgep717718, i64 -28
  store <8 x double> %212, <8 x double>* %scevgep719, align 8, !alias.scope !57, !noalias !54
  %scevgep601 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep601602 = bitcast double* %scevgep601 to <8 x double>*
  %scevgep603 = getelementptr <8 x double>, <8 x double>* %scevgep601602, i64 -27
  %wide.load308.1 = load <8 x double>, <8 x double>* %scevgep603, align 8, !alias.scope !54
  %scevgep598 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep598599 = bitcast double* %scevgep598 to <8 x double>*
  %scevgep600 = getelementptr <8 x double>, <8 x double>* %scevgep598599, i64 -26
  %wide.load309.1 = load <8 x double>, <8 x double>* %scevgep600, align 8, !alias.scope !54
  %scevgep595 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep595596 = bitcast double* %scevgep595 to <8 x double>*
  %scevgep597 = getelementptr <8 x double>, <8 x double>* %scevgep595596, i64 -25
  %wide.load310.1 = load <8 x double>, <8 x double>* %scevgep597, align 8, !alias.scope !54
  %scevgep592 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep592593 = bitcast double* %scevgep592 to <8 x double>*
  %scevgep594 = getelementptr <8 x double>, <8 x double>* %scevgep592593, i64 -24
  %wide.load311.1 = load <8 x double>, <8 x double>* %scevgep594, align 8, !alias.scope !54
  %213 = fmul <8 x double> %wide.load308.1, %wide.load308.1
  %214 = fmul <8 x double> %wide.load309.1, %wide.load309.1
  %215 = fmul <8 x double> %wide.load310.1, %wide.load310.1
  %216 = fmul <8 x double> %wide.load311.1, %wide.load311.1
  %scevgep700 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep700701 = bitcast double* %scevgep700 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep700701, i64 -27
  store <8 x double> %213, <8 x double>* %scevgep702, align 8, !alias.scope !57, !noalias !54
  %scevgep697 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep697698 = bitcast double* %scevgep697 to <8 x double>*
  %scevgep699 = getelementptr <8 x double>, <8 x double>* %scevgep697698, i64 -26
  store <8 x double> %214, <8 x double>* %scevgep699, align 8, !alias.scope !57, !noalias !54
  %scevgep694 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep694695 = bitcast double* %scevgep694 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep694695, i64 -25
  store <8 x double> %215, <8 x double>* %scevgep696, align 8, !alias.scope !57, !noalias !54
  %scevgep691 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep691692 = bitcast double* %scevgep691 to <8 x double>*
  %scevgep693 = getelementptr <8 x double>, <8 x double>* %scevgep691692, i64 -24
  store <8 x double> %216, <8 x double>* %scevgep693, align 8, !alias.scope !57, !noalias !54
  %scevgep589 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep589590 = bitcast double* %scevgep589 to <8 x double>*
  %scevgep591 = getelementptr <8 x double>, <8 x double>* %scevgep589590, i64 -23
  %wide.load308.2 = load <8 x double>, <8 x double>* %scevgep591, align 8, !alias.scope !54
  %scevgep586 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep586587 = bitcast double* %scevgep586 to <8 x double>*
  %scevgep588 = getelementptr <8 x double>, <8 x double>* %scevgep586587, i64 -22
  %wide.load309.2 = load <8 x double>, <8 x double>* %scevgep588, align 8, !alias.scope !54
  %scevgep583 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep583584 = bitcast double* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -21
  %wide.load310.2 = load <8 x double>, <8 x double>* %scevgep585, align 8, !alias.scope !54
  %scevgep580 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep580581 = bitcast double* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -20
  %wide.load311.2 = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !54
  %217 = fmul <8 x double> %wide.load308.2, %wide.load308.2
  %218 = fmul <8 x double> %wide.load309.2, %wide.load309.2
  %219 = fmul <8 x double> %wide.load310.2, %wide.load310.2
  %220 = fmul <8 x double> %wide.load311.2, %wide.load311.2
  %scevgep688 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep688689 = bitcast double* %scevgep688 to <8 x double>*
  %scevgep690 = getelementptr <8 x double>, <8 x double>* %scevgep688689, i64 -23
  store <8 x double> %217, <8 x double>* %scevgep690, align 8, !alias.scope !57, !noalias !54
  %scevgep685 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %scevgep687 = getelementptr <8 x double>, <8 x double>* %scevgep685686, i64 -22
  store <8 x double> %218, <8 x double>* %scevgep687, align 8, !alias.scope !57, !noalias !54
  %scevgep682 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -21
  store <8 x double> %219, <8 x double>* %scevgep684, align 8, !alias.scope !57, !noalias !54
  %scevgep679 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -20
  store <8 x double> %220, <8 x double>* %scevgep681, align 8, !alias.scope !57, !noalias !54
  %scevgep577 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep577578 = bitcast double* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -19
  %wide.load308.3 = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !54
  %scevgep574 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep574575 = bitcast double* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -18
  %wide.load309.3 = load <8 x double>, <8 x double>* %scevgep576, align 8, !alias.scope !54
  %scevgep571 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep571572 = bitcast double* %scevgep571 to <8 x double>*
  %scevgep573 = getelementptr <8 x double>, <8 x double>* %scevgep571572, i64 -17
  %wide.load310.3 = load <8 x double>, <8 x double>* %scevgep573, align 8, !alias.scope !54
  %scevgep568 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep568569 = bitcast double* %scevgep568 to <8 x double>*
  %scevgep570 = getelementptr <8 x double>, <8 x double>* %scevgep568569, i64 -16
  %wide.load311.3 = load <8 x double>, <8 x double>* %scevgep570, align 8, !alias.scope !54
  %221 = fmul <8 x double> %wide.load308.3, %wide.load308.3
  %222 = fmul <8 x double> %wide.load309.3, %wide.load309.3
  %223 = fmul <8 x double> %wide.load310.3, %wide.load310.3
  %224 = fmul <8 x double> %wide.load311.3, %wide.load311.3
  %scevgep676 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -19
  store <8 x double> %221, <8 x double>* %scevgep678, align 8, !alias.scope !57, !noalias !54
  %scevgep673 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -18
  store <8 x double> %222, <8 x double>* %scevgep675, align 8, !alias.scope !57, !noalias !54
  %scevgep670 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -17
  store <8 x double> %223, <8 x double>* %scevgep672, align 8, !alias.scope !57, !noalias !54
  %scevgep667 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -16
  store <8 x double> %224, <8 x double>* %scevgep669, align 8, !alias.scope !57, !noalias !54
  %scevgep565 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep565566 = bitcast double* %scevgep565 to <8 x double>*
  %scevgep567 = getelementptr <8 x double>, <8 x double>* %scevgep565566, i64 -15
  %wide.load308.4 = load <8 x double>, <8 x double>* %scevgep567, align 8, !alias.scope !54
  %scevgep562 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep562563 = bitcast double* %scevgep562 to <8 x double>*
  %scevgep564 = getelementptr <8 x double>, <8 x double>* %scevgep562563, i64 -14
  %wide.load309.4 = load <8 x double>, <8 x double>* %scevgep564, align 8, !alias.scope !54
  %scevgep559 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep559560 = bitcast double* %scevgep559 to <8 x double>*
  %scevgep561 = getelementptr <8 x double>, <8 x double>* %scevgep559560, i64 -13
  %wide.load310.4 = load <8 x double>, <8 x double>* %scevgep561, align 8, !alias.scope !54
  %scevgep556 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep556557 = bitcast double* %scevgep556 to <8 x double>*
  %scevgep558 = getelementptr <8 x double>, <8 x double>* %scevgep556557, i64 -12
  %wide.load311.4 = load <8 x double>, <8 x double>* %scevgep558, align 8, !alias.scope !54
  %225 = fmul <8 x double> %wide.load308.4, %wide.load308.4
  %226 = fmul <8 x double> %wide.load309.4, %wide.load309.4
  %227 = fmul <8 x double> %wide.load310.4, %wide.load310.4
  %228 = fmul <8 x double> %wide.load311.4, %wide.load311.4
  %scevgep664 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep664665 = bitcast double* %scevgep664 to <8 x double>*
  %scevgep666 = getelementptr <8 x double>, <8 x double>* %scevgep664665, i64 -15
  store <8 x double> %225, <8 x double>* %scevgep666, align 8, !alias.scope !57, !noalias !54
  %scevgep661 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep661662 = bitcast double* %scevgep661 to <8 x double>*
  %scevgep663 = getelementptr <8 x double>, <8 x double>* %scevgep661662, i64 -14
  store <8 x double> %226, <8 x double>* %scevgep663, align 8, !alias.scope !57, !noalias !54
  %scevgep658 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep658659 = bitcast double* %scevgep658 to <8 x double>*
  %scevgep660 = getelementptr <8 x double>, <8 x double>* %scevgep658659, i64 -13
  store <8 x double> %227, <8 x double>* %scevgep660, align 8, !alias.scope !57, !noalias !54
  %scevgep655 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep655656 = bitcast double* %scevgep655 to <8 x double>*
  %scevgep657 = getelementptr <8 x double>, <8 x double>* %scevgep655656, i64 -12
  store <8 x double> %228, <8 x double>* %scevgep657, align 8, !alias.scope !57, !noalias !54
  %scevgep553 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep553554 = bitcast double* %scevgep553 to <8 x double>*
  %scevgep555 = getelementptr <8 x double>, <8 x double>* %scevgep553554, i64 -11
  %wide.load308.5 = load <8 x double>, <8 x double>* %scevgep555, align 8, !alias.scope !54
  %scevgep550 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep550551 = bitcast double* %scevgep550 to <8 x double>*
  %scevgep552 = getelementptr <8 x double>, <8 x double>* %scevgep550551, i64 -10
  %wide.load309.5 = load <8 x double>, <8 x double>* %scevgep552, align 8, !alias.scope !54
  %scevgep547 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep547548 = bitcast double* %scevgep547 to <8 x double>*
  %scevgep549 = getelementptr <8 x double>, <8 x double>* %scevgep547548, i64 -9
  %wide.load310.5 = load <8 x double>, <8 x double>* %scevgep549, align 8, !alias.scope !54
  %scevgep544 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep544545 = bitcast double* %scevgep544 to <8 x double>*
  %scevgep546 = getelementptr <8 x double>, <8 x double>* %scevgep544545, i64 -8
  %wide.load311.5 = load <8 x double>, <8 x double>* %scevgep546, align 8, !alias.scope !54
  %229 = fmul <8 x double> %wide.load308.5, %wide.load308.5
  %230 = fmul <8 x double> %wide.load309.5, %wide.load309.5
  %231 = fmul <8 x double> %wide.load310.5, %wide.load310.5
  %232 = fmul <8 x double> %wide.load311.5, %wide.load311.5
  %scevgep652 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep652653 = bitcast double* %scevgep652 to <8 x double>*
  %scevgep654 = getelementptr <8 x double>, <8 x double>* %scevgep652653, i64 -11
  store <8 x double> %229, <8 x double>* %scevgep654, align 8, !alias.scope !57, !noalias !54
  %scevgep649 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep649650 = bitcast double* %scevgep649 to <8 x double>*
  %scevgep651 = getelementptr <8 x double>, <8 x double>* %scevgep649650, i64 -10
  store <8 x double> %230, <8 x double>* %scevgep651, align 8, !alias.scope !57, !noalias !54
  %scevgep646 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep646647 = bitcast double* %scevgep646 to <8 x double>*
  %scevgep648 = getelementptr <8 x double>, <8 x double>* %scevgep646647, i64 -9
  store <8 x double> %231, <8 x double>* %scevgep648, align 8, !alias.scope !57, !noalias !54
  %scevgep643 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep643644 = bitcast double* %scevgep643 to <8 x double>*
  %scevgep645 = getelementptr <8 x double>, <8 x double>* %scevgep643644, i64 -8
  store <8 x double> %232, <8 x double>* %scevgep645, align 8, !alias.scope !57, !noalias !54
  %scevgep541 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep541542 = bitcast double* %scevgep541 to <8 x double>*
  %scevgep543 = getelementptr <8 x double>, <8 x double>* %scevgep541542, i64 -7
  %wide.load308.6 = load <8 x double>, <8 x double>* %scevgep543, align 8, !alias.scope !54
  %scevgep538 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep538539 = bitcast double* %scevgep538 to <8 x double>*
  %scevgep540 = getelementptr <8 x double>, <8 x double>* %scevgep538539, i64 -6
  %wide.load309.6 = load <8 x double>, <8 x double>* %scevgep540, align 8, !alias.scope !54
  %scevgep535 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep535536 = bitcast double* %scevgep535 to <8 x double>*
  %scevgep537 = getelementptr <8 x double>, <8 x double>* %scevgep535536, i64 -5
  %wide.load310.6 = load <8 x double>, <8 x double>* %scevgep537, align 8, !alias.scope !54
  %scevgep532 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep532533 = bitcast double* %scevgep532 to <8 x double>*
  %scevgep534 = getelementptr <8 x double>, <8 x double>* %scevgep532533, i64 -4
  %wide.load311.6 = load <8 x double>, <8 x double>* %scevgep534, align 8, !alias.scope !54
  %233 = fmul <8 x double> %wide.load308.6, %wide.load308.6
  %234 = fmul <8 x double> %wide.load309.6, %wide.load309.6
  %235 = fmul <8 x double> %wide.load310.6, %wide.load310.6
  %236 = fmul <8 x double> %wide.load311.6, %wide.load311.6
  %scevgep640 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep640641 = bitcast double* %scevgep640 to <8 x double>*
  %scevgep642 = getelementptr <8 x double>, <8 x double>* %scevgep640641, i64 -7
  store <8 x double> %233, <8 x double>* %scevgep642, align 8, !alias.scope !57, !noalias !54
  %scevgep637 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep637638 = bitcast double* %scevgep637 to <8 x double>*
  %scevgep639 = getelementptr <8 x double>, <8 x double>* %scevgep637638, i64 -6
  store <8 x double> %234, <8 x double>* %scevgep639, align 8, !alias.scope !57, !noalias !54
  %scevgep634 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep634635 = bitcast double* %scevgep634 to <8 x double>*
  %scevgep636 = getelementptr <8 x double>, <8 x double>* %scevgep634635, i64 -5
  store <8 x double> %235, <8 x double>* %scevgep636, align 8, !alias.scope !57, !noalias !54
  %scevgep631 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep631632 = bitcast double* %scevgep631 to <8 x double>*
  %scevgep633 = getelementptr <8 x double>, <8 x double>* %scevgep631632, i64 -4
  store <8 x double> %236, <8 x double>* %scevgep633, align 8, !alias.scope !57, !noalias !54
  %scevgep612 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep612613 = bitcast double* %scevgep612 to <8 x double>*
  %scevgep614 = getelementptr <8 x double>, <8 x double>* %scevgep612613, i64 -3
  %wide.load308.7 = load <8 x double>, <8 x double>* %scevgep614, align 8, !alias.scope !54
  %scevgep609 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep609610 = bitcast double* %scevgep609 to <8 x double>*
  %scevgep611 = getelementptr <8 x double>, <8 x double>* %scevgep609610, i64 -2
  %wide.load309.7 = load <8 x double>, <8 x double>* %scevgep611, align 8, !alias.scope !54
  %scevgep606 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep606607 = bitcast double* %scevgep606 to <8 x double>*
  %scevgep608 = getelementptr <8 x double>, <8 x double>* %scevgep606607, i64 -1
  %wide.load310.7 = load <8 x double>, <8 x double>* %scevgep608, align 8, !alias.scope !54
  %scevgep604 = getelementptr double, double* %lsr.iv529, i64 %index307
  %scevgep604605 = bitcast double* %scevgep604 to <8 x double>*
  %wide.load311.7 = load <8 x double>, <8 x double>* %scevgep604605, align 8, !alias.scope !54
  %237 = fmul <8 x double> %wide.load308.7, %wide.load308.7
  %238 = fmul <8 x double> %wide.load309.7, %wide.load309.7
  %239 = fmul <8 x double> %wide.load310.7, %wide.load310.7
  %240 = fmul <8 x double> %wide.load311.7, %wide.load311.7
  %scevgep711 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep711712 = bitcast double* %scevgep711 to <8 x double>*
  %scevgep713 = getelementptr <8 x double>, <8 x double>* %scevgep711712, i64 -3
  store <8 x double> %237, <8 x double>* %scevgep713, align 8, !alias.scope !57, !noalias !54
  %scevgep708 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep708709 = bitcast double* %scevgep708 to <8 x double>*
  %scevgep710 = getelementptr <8 x double>, <8 x double>* %scevgep708709, i64 -2
  store <8 x double> %238, <8 x double>* %scevgep710, align 8, !alias.scope !57, !noalias !54
  %scevgep705 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep707 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 -1
  store <8 x double> %239, <8 x double>* %scevgep707, align 8, !alias.scope !57, !noalias !54
  %scevgep703 = getelementptr double, double* %lsr.iv628, i64 %index307
  %scevgep703704 = bitcast double* %scevgep703 to <8 x double>*
  store <8 x double> %240, <8 x double>* %scevgep703704, align 8, !alias.scope !57, !noalias !54
  %index.next312.7 = add i64 %index307, 256
  %lsr.iv.next727 = add i64 %lsr.iv726, -8
  %niter329.ncmp.7 = icmp eq i64 %lsr.iv.next727, 0
  br i1 %niter329.ncmp.7, label %middle.block298.unr-lcssa, label %vector.body300, !llvm.loop !59

middle.block298.unr-lcssa:                        ; preds = %vector.body300, %vector.ph302
  %index307.unr = phi i64 [ 0, %vector.ph302 ], [ %index.next312.7, %vector.body300 ]
  %241 = icmp eq i64 %xtraiter325, 0
  br i1 %241, label %middle.block298, label %vector.body300.epil.preheader

vector.body300.epil.preheader:                    ; preds = %middle.block298.unr-lcssa
  %scevgep732 = getelementptr double, double* %lsr.iv729, i64 %index307.unr
  %scevgep751 = getelementptr double, double* %lsr.iv748, i64 %index307.unr
  br label %vector.body300.epil

vector.body300.epil:                              ; preds = %vector.body300.epil.preheader, %vector.body300.epil
  %lsr.iv733 = phi i64 [ 0, %vector.body300.epil.preheader ], [ %lsr.iv.next734, %vector.body300.epil ]
  %242 = bitcast double* %scevgep751 to i8*
  %243 = bitcast double* %scevgep732 to i8*
  %uglygep761 = getelementptr i8, i8* %242, i64 %lsr.iv733
  %uglygep761762 = bitcast i8* %uglygep761 to <8 x double>*
  %scevgep763 = getelementptr <8 x double>, <8 x double>* %uglygep761762, i64 -3
  %wide.load308.epil = load <8 x double>, <8 x double>* %scevgep763, align 8, !alias.scope !54
  %uglygep758 = getelementptr i8, i8* %242, i64 %lsr.iv733
  %uglygep758759 = bitcast i8* %uglygep758 to <8 x double>*
  %scevgep760 = getelementptr <8 x double>, <8 x double>* %uglygep758759, i64 -2
  %wide.load309.epil = load <8 x double>, <8 x double>* %scevgep760, align 8, !alias.scope !54
  %uglygep755 = getelementptr i8, i8* %242, i64 %lsr.iv733
  %uglygep755756 = bitcast i8* %uglygep755 to <8 x double>*
  %scevgep757 = getelementptr <8 x double>, <8 x double>* %uglygep755756, i64 -1
  %wide.load310.epil = load <8 x double>, <8 x double>* %scevgep757, align 8, !alias.scope !54
  %uglygep753 = getelementptr i8, i8* %242, i64 %lsr.iv733
  %uglygep753754 = bitcast i8* %uglygep753 to <8 x double>*
  %wide.load311.epil = load <8 x double>, <8 x double>* %uglygep753754, align 8, !alias.scope !54
  %244 = fmul <8 x double> %wide.load308.epil, %wide.load308.epil
  %245 = fmul <8 x double> %wide.load309.epil, %wide.load309.epil
  %246 = fmul <8 x double> %wide.load310.epil, %wide.load310.epil
  %247 = fmul <8 x double> %wide.load311.epil, %wide.load311.epil
  %uglygep744 = getelementptr i8, i8* %243, i64 %lsr.iv733
  %uglygep744745 = bitcast i8* %uglygep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %uglygep744745, i64 -3
  store <8 x double> %244, <8 x double>* %scevgep746, align 8, !alias.scope !57, !noalias !54
  %uglygep741 = getelementptr i8, i8* %243, i64 %lsr.iv733
  %uglygep741742 = bitcast i8* %uglygep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %uglygep741742, i64 -2
  store <8 x double> %245, <8 x double>* %scevgep743, align 8, !alias.scope !57, !noalias !54
  %uglygep738 = getelementptr i8, i8* %243, i64 %lsr.iv733
  %uglygep738739 = bitcast i8* %uglygep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %uglygep738739, i64 -1
  store <8 x double> %246, <8 x double>* %scevgep740, align 8, !alias.scope !57, !noalias !54
  %uglygep736 = getelementptr i8, i8* %243, i64 %lsr.iv733
  %uglygep736737 = bitcast i8* %uglygep736 to <8 x double>*
  store <8 x double> %247, <8 x double>* %uglygep736737, align 8, !alias.scope !57, !noalias !54
  %lsr.iv.next734 = add nuw nsw i64 %lsr.iv733, 256
  %epil.iter326.cmp.not = icmp eq i64 %185, %lsr.iv.next734
  br i1 %epil.iter326.cmp.not, label %middle.block298, label %vector.body300.epil, !llvm.loop !60

middle.block298:                                  ; preds = %vector.body300.epil, %middle.block298.unr-lcssa
  %248 = icmp eq i64 %n.vec304, %arg.X.5.1
  br i1 %248, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader316

for.body.3.us.us.us.preheader316:                 ; preds = %vector.memcheck286, %for.body.3.us.us.us.preheader, %middle.block298
  %loop.index.366.us.us.us.ph = phi i64 [ 0, %vector.memcheck286 ], [ 0, %for.body.3.us.us.us.preheader ], [ %n.vec304, %middle.block298 ]
  %249 = icmp eq i64 %xtraiter330, 0
  %250 = xor i64 %loop.index.366.us.us.us.ph, -1
  %251 = add i64 %250, %arg.X.5.1
  br i1 %249, label %for.body.3.us.us.us.prol.loopexit, label %for.body.3.us.us.us.prol.preheader

for.body.3.us.us.us.prol.preheader:               ; preds = %for.body.3.us.us.us.preheader316
  br label %for.body.3.us.us.us.prol

for.body.3.us.us.us.prol:                         ; preds = %for.body.3.us.us.us.prol.preheader, %for.body.3.us.us.us.prol
  %lsr.iv772 = phi i64 [ %xtraiter330, %for.body.3.us.us.us.prol.preheader ], [ %lsr.iv.next773, %for.body.3.us.us.us.prol ]
  %loop.index.366.us.us.us.prol = phi i64 [ %.1318.us.us.us.prol, %for.body.3.us.us.us.prol ], [ %loop.index.366.us.us.us.ph, %for.body.3.us.us.us.prol.preheader ]
  %scevgep771 = getelementptr double, double* %lsr.iv768, i64 %loop.index.366.us.us.us.prol
  %.1286.us.us.us.prol = load double, double* %scevgep771, align 8
  %.5.i.us.us.us.prol = fmul double %.1286.us.us.us.prol, %.1286.us.us.us.prol
  %scevgep767 = getelementptr double, double* %lsr.iv764, i64 %loop.index.366.us.us.us.prol
  store double %.5.i.us.us.us.prol, double* %scevgep767, align 8
  %.1318.us.us.us.prol = add nuw i64 %loop.index.366.us.us.us.prol, 1
  %lsr.iv.next773 = add nsw i64 %lsr.iv772, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next773, 0
  br i1 %prol.iter.cmp.not, label %for.body.3.us.us.us.prol.loopexit.loopexit, label %for.body.3.us.us.us.prol, !llvm.loop !61

for.body.3.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us.us.us.prol
  %252 = add i64 %.1318.us.us.us.prol, -1
  br label %for.body.3.us.us.us.prol.loopexit

for.body.3.us.us.us.prol.loopexit:                ; preds = %for.body.3.us.us.us.prol.loopexit.loopexit, %for.body.3.us.us.us.preheader316
  %loop.index.366.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.3.us.us.us.preheader316 ], [ %252, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %loop.index.366.us.us.us.unr = phi i64 [ %loop.index.366.us.us.us.ph, %for.body.3.us.us.us.preheader316 ], [ %.1318.us.us.us.prol, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %253 = icmp ult i64 %251, 7
  br i1 %253, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader367

for.body.3.us.us.us.preheader367:                 ; preds = %for.body.3.us.us.us.prol.loopexit
  %254 = add i64 %loop.index.366.us.us.us.unr, -1
  br label %for.body.3.us.us.us

for.body.3.preheader.for.body.3.preheader.split_crit_edge.us: ; preds = %for.cond.3.preheader.us
  %255 = icmp ugt i64 %arg.X.5.1, 1
  %.1281.us141.us = mul i64 %.1258.069.us, %arg.X.5.1
  br i1 %255, label %for.body.3.us137.us.preheader, label %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us

for.body.3.us137.us.preheader:                    ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %256 = icmp ult i64 %arg.X.5.1, 32
  br i1 %256, label %for.body.3.us137.us.preheader314, label %vector.memcheck260

vector.memcheck260:                               ; preds = %for.body.3.us137.us.preheader
  %257 = bitcast double* %scevgep261 to i8*
  %258 = bitcast double* %.6.i1.i to i8*
  %scevgep265 = getelementptr double, double* %.6.i1.i, i64 %.1281.us141.us
  %259 = shl i64 %.1258.069.us, 3
  %260 = add i64 %259, 8
  %261 = mul i64 %260, %arg.X.5.1
  %uglygep = getelementptr i8, i8* %258, i64 %261
  %bound0268 = icmp ugt i8* %uglygep, %257
  %bound1269 = icmp ult double* %scevgep265, %scevgep263
  %found.conflict270 = and i1 %bound0268, %bound1269
  br i1 %found.conflict270, label %for.body.3.us137.us.preheader314, label %vector.ph275

vector.ph275:                                     ; preds = %vector.memcheck260
  %262 = icmp ult i64 %181, 224
  br i1 %262, label %middle.block271.unr-lcssa, label %vector.body273.preheader

vector.body273.preheader:                         ; preds = %vector.ph275
  %scevgep809 = getelementptr double, double* %scevgep808, i64 %.1281.us141.us
  br label %vector.body273

vector.body273:                                   ; preds = %vector.body273.preheader, %vector.body273
  %lsr.iv1000 = phi i64 [ %unroll_iter328, %vector.body273.preheader ], [ %lsr.iv.next1001, %vector.body273 ]
  %index280 = phi i64 [ %index.next285.7, %vector.body273 ], [ 0, %vector.body273.preheader ]
  %scevgep893 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 -31
  %wide.load281 = load <8 x double>, <8 x double>* %scevgep895, align 8, !alias.scope !62
  %scevgep902 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 -30
  %wide.load282 = load <8 x double>, <8 x double>* %scevgep904, align 8, !alias.scope !62
  %scevgep899 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -29
  %wide.load283 = load <8 x double>, <8 x double>* %scevgep901, align 8, !alias.scope !62
  %scevgep896 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 -28
  %wide.load284 = load <8 x double>, <8 x double>* %scevgep898, align 8, !alias.scope !62
  %263 = fmul <8 x double> %wide.load281, %wide.load281
  %264 = fmul <8 x double> %wide.load282, %wide.load282
  %265 = fmul <8 x double> %wide.load283, %wide.load283
  %266 = fmul <8 x double> %wide.load284, %wide.load284
  %scevgep988 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep988989 = bitcast double* %scevgep988 to <8 x double>*
  %scevgep990 = getelementptr <8 x double>, <8 x double>* %scevgep988989, i64 -31
  store <8 x double> %263, <8 x double>* %scevgep990, align 8, !alias.scope !65, !noalias !62
  %scevgep997 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep997998 = bitcast double* %scevgep997 to <8 x double>*
  %scevgep999 = getelementptr <8 x double>, <8 x double>* %scevgep997998, i64 -30
  store <8 x double> %264, <8 x double>* %scevgep999, align 8, !alias.scope !65, !noalias !62
  %scevgep994 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep994995 = bitcast double* %scevgep994 to <8 x double>*
  %scevgep996 = getelementptr <8 x double>, <8 x double>* %scevgep994995, i64 -29
  store <8 x double> %265, <8 x double>* %scevgep996, align 8, !alias.scope !65, !noalias !62
  %scevgep991 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep991992 = bitcast double* %scevgep991 to <8 x double>*
  %scevgep993 = getelementptr <8 x double>, <8 x double>* %scevgep991992, i64 -28
  store <8 x double> %266, <8 x double>* %scevgep993, align 8, !alias.scope !65, !noalias !62
  %scevgep879 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep879880 = bitcast double* %scevgep879 to <8 x double>*
  %scevgep881 = getelementptr <8 x double>, <8 x double>* %scevgep879880, i64 -27
  %wide.load281.1 = load <8 x double>, <8 x double>* %scevgep881, align 8, !alias.scope !62
  %scevgep876 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep876877 = bitcast double* %scevgep876 to <8 x double>*
  %scevgep878 = getelementptr <8 x double>, <8 x double>* %scevgep876877, i64 -26
  %wide.load282.1 = load <8 x double>, <8 x double>* %scevgep878, align 8, !alias.scope !62
  %scevgep873 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep873874 = bitcast double* %scevgep873 to <8 x double>*
  %scevgep875 = getelementptr <8 x double>, <8 x double>* %scevgep873874, i64 -25
  %wide.load283.1 = load <8 x double>, <8 x double>* %scevgep875, align 8, !alias.scope !62
  %scevgep870 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep870871 = bitcast double* %scevgep870 to <8 x double>*
  %scevgep872 = getelementptr <8 x double>, <8 x double>* %scevgep870871, i64 -24
  %wide.load284.1 = load <8 x double>, <8 x double>* %scevgep872, align 8, !alias.scope !62
  %267 = fmul <8 x double> %wide.load281.1, %wide.load281.1
  %268 = fmul <8 x double> %wide.load282.1, %wide.load282.1
  %269 = fmul <8 x double> %wide.load283.1, %wide.load283.1
  %270 = fmul <8 x double> %wide.load284.1, %wide.load284.1
  %scevgep974 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 -27
  store <8 x double> %267, <8 x double>* %scevgep976, align 8, !alias.scope !65, !noalias !62
  %scevgep971 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -26
  store <8 x double> %268, <8 x double>* %scevgep973, align 8, !alias.scope !65, !noalias !62
  %scevgep968 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -25
  store <8 x double> %269, <8 x double>* %scevgep970, align 8, !alias.scope !65, !noalias !62
  %scevgep965 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -24
  store <8 x double> %270, <8 x double>* %scevgep967, align 8, !alias.scope !65, !noalias !62
  %scevgep867 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep867868 = bitcast double* %scevgep867 to <8 x double>*
  %scevgep869 = getelementptr <8 x double>, <8 x double>* %scevgep867868, i64 -23
  %wide.load281.2 = load <8 x double>, <8 x double>* %scevgep869, align 8, !alias.scope !62
  %scevgep864 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep864865 = bitcast double* %scevgep864 to <8 x double>*
  %scevgep866 = getelementptr <8 x double>, <8 x double>* %scevgep864865, i64 -22
  %wide.load282.2 = load <8 x double>, <8 x double>* %scevgep866, align 8, !alias.scope !62
  %scevgep861 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep861862 = bitcast double* %scevgep861 to <8 x double>*
  %scevgep863 = getelementptr <8 x double>, <8 x double>* %scevgep861862, i64 -21
  %wide.load283.2 = load <8 x double>, <8 x double>* %scevgep863, align 8, !alias.scope !62
  %scevgep858 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep858859 = bitcast double* %scevgep858 to <8 x double>*
  %scevgep860 = getelementptr <8 x double>, <8 x double>* %scevgep858859, i64 -20
  %wide.load284.2 = load <8 x double>, <8 x double>* %scevgep860, align 8, !alias.scope !62
  %271 = fmul <8 x double> %wide.load281.2, %wide.load281.2
  %272 = fmul <8 x double> %wide.load282.2, %wide.load282.2
  %273 = fmul <8 x double> %wide.load283.2, %wide.load283.2
  %274 = fmul <8 x double> %wide.load284.2, %wide.load284.2
  %scevgep962 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -23
  store <8 x double> %271, <8 x double>* %scevgep964, align 8, !alias.scope !65, !noalias !62
  %scevgep959 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -22
  store <8 x double> %272, <8 x double>* %scevgep961, align 8, !alias.scope !65, !noalias !62
  %scevgep956 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -21
  store <8 x double> %273, <8 x double>* %scevgep958, align 8, !alias.scope !65, !noalias !62
  %scevgep953 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -20
  store <8 x double> %274, <8 x double>* %scevgep955, align 8, !alias.scope !65, !noalias !62
  %scevgep855 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep855856 = bitcast double* %scevgep855 to <8 x double>*
  %scevgep857 = getelementptr <8 x double>, <8 x double>* %scevgep855856, i64 -19
  %wide.load281.3 = load <8 x double>, <8 x double>* %scevgep857, align 8, !alias.scope !62
  %scevgep852 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep852853 = bitcast double* %scevgep852 to <8 x double>*
  %scevgep854 = getelementptr <8 x double>, <8 x double>* %scevgep852853, i64 -18
  %wide.load282.3 = load <8 x double>, <8 x double>* %scevgep854, align 8, !alias.scope !62
  %scevgep849 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep849850 = bitcast double* %scevgep849 to <8 x double>*
  %scevgep851 = getelementptr <8 x double>, <8 x double>* %scevgep849850, i64 -17
  %wide.load283.3 = load <8 x double>, <8 x double>* %scevgep851, align 8, !alias.scope !62
  %scevgep846 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep846847 = bitcast double* %scevgep846 to <8 x double>*
  %scevgep848 = getelementptr <8 x double>, <8 x double>* %scevgep846847, i64 -16
  %wide.load284.3 = load <8 x double>, <8 x double>* %scevgep848, align 8, !alias.scope !62
  %275 = fmul <8 x double> %wide.load281.3, %wide.load281.3
  %276 = fmul <8 x double> %wide.load282.3, %wide.load282.3
  %277 = fmul <8 x double> %wide.load283.3, %wide.load283.3
  %278 = fmul <8 x double> %wide.load284.3, %wide.load284.3
  %scevgep950 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep950951 = bitcast double* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -19
  store <8 x double> %275, <8 x double>* %scevgep952, align 8, !alias.scope !65, !noalias !62
  %scevgep947 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep947948 = bitcast double* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -18
  store <8 x double> %276, <8 x double>* %scevgep949, align 8, !alias.scope !65, !noalias !62
  %scevgep944 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep944945 = bitcast double* %scevgep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %scevgep944945, i64 -17
  store <8 x double> %277, <8 x double>* %scevgep946, align 8, !alias.scope !65, !noalias !62
  %scevgep941 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep941942 = bitcast double* %scevgep941 to <8 x double>*
  %scevgep943 = getelementptr <8 x double>, <8 x double>* %scevgep941942, i64 -16
  store <8 x double> %278, <8 x double>* %scevgep943, align 8, !alias.scope !65, !noalias !62
  %scevgep843 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep843844 = bitcast double* %scevgep843 to <8 x double>*
  %scevgep845 = getelementptr <8 x double>, <8 x double>* %scevgep843844, i64 -15
  %wide.load281.4 = load <8 x double>, <8 x double>* %scevgep845, align 8, !alias.scope !62
  %scevgep840 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep840841 = bitcast double* %scevgep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %scevgep840841, i64 -14
  %wide.load282.4 = load <8 x double>, <8 x double>* %scevgep842, align 8, !alias.scope !62
  %scevgep837 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep837838 = bitcast double* %scevgep837 to <8 x double>*
  %scevgep839 = getelementptr <8 x double>, <8 x double>* %scevgep837838, i64 -13
  %wide.load283.4 = load <8 x double>, <8 x double>* %scevgep839, align 8, !alias.scope !62
  %scevgep834 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep834835 = bitcast double* %scevgep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %scevgep834835, i64 -12
  %wide.load284.4 = load <8 x double>, <8 x double>* %scevgep836, align 8, !alias.scope !62
  %279 = fmul <8 x double> %wide.load281.4, %wide.load281.4
  %280 = fmul <8 x double> %wide.load282.4, %wide.load282.4
  %281 = fmul <8 x double> %wide.load283.4, %wide.load283.4
  %282 = fmul <8 x double> %wide.load284.4, %wide.load284.4
  %scevgep938 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep938939 = bitcast double* %scevgep938 to <8 x double>*
  %scevgep940 = getelementptr <8 x double>, <8 x double>* %scevgep938939, i64 -15
  store <8 x double> %279, <8 x double>* %scevgep940, align 8, !alias.scope !65, !noalias !62
  %scevgep935 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep935936 = bitcast double* %scevgep935 to <8 x double>*
  %scevgep937 = getelementptr <8 x double>, <8 x double>* %scevgep935936, i64 -14
  store <8 x double> %280, <8 x double>* %scevgep937, align 8, !alias.scope !65, !noalias !62
  %scevgep932 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep932933 = bitcast double* %scevgep932 to <8 x double>*
  %scevgep934 = getelementptr <8 x double>, <8 x double>* %scevgep932933, i64 -13
  store <8 x double> %281, <8 x double>* %scevgep934, align 8, !alias.scope !65, !noalias !62
  %scevgep929 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep929930 = bitcast double* %scevgep929 to <8 x double>*
  %scevgep931 = getelementptr <8 x double>, <8 x double>* %scevgep929930, i64 -12
  store <8 x double> %282, <8 x double>* %scevgep931, align 8, !alias.scope !65, !noalias !62
  %scevgep831 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep831832 = bitcast double* %scevgep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %scevgep831832, i64 -11
  %wide.load281.5 = load <8 x double>, <8 x double>* %scevgep833, align 8, !alias.scope !62
  %scevgep828 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep828829 = bitcast double* %scevgep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %scevgep828829, i64 -10
  %wide.load282.5 = load <8 x double>, <8 x double>* %scevgep830, align 8, !alias.scope !62
  %scevgep825 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep825826 = bitcast double* %scevgep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %scevgep825826, i64 -9
  %wide.load283.5 = load <8 x double>, <8 x double>* %scevgep827, align 8, !alias.scope !62
  %scevgep822 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep822823 = bitcast double* %scevgep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %scevgep822823, i64 -8
  %wide.load284.5 = load <8 x double>, <8 x double>* %scevgep824, align 8, !alias.scope !62
  %283 = fmul <8 x double> %wide.load281.5, %wide.load281.5
  %284 = fmul <8 x double> %wide.load282.5, %wide.load282.5
  %285 = fmul <8 x double> %wide.load283.5, %wide.load283.5
  %286 = fmul <8 x double> %wide.load284.5, %wide.load284.5
  %scevgep926 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep926927 = bitcast double* %scevgep926 to <8 x double>*
  %scevgep928 = getelementptr <8 x double>, <8 x double>* %scevgep926927, i64 -11
  store <8 x double> %283, <8 x double>* %scevgep928, align 8, !alias.scope !65, !noalias !62
  %scevgep923 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  %scevgep925 = getelementptr <8 x double>, <8 x double>* %scevgep923924, i64 -10
  store <8 x double> %284, <8 x double>* %scevgep925, align 8, !alias.scope !65, !noalias !62
  %scevgep920 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 -9
  store <8 x double> %285, <8 x double>* %scevgep922, align 8, !alias.scope !65, !noalias !62
  %scevgep917 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -8
  store <8 x double> %286, <8 x double>* %scevgep919, align 8, !alias.scope !65, !noalias !62
  %scevgep819 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep819820 = bitcast double* %scevgep819 to <8 x double>*
  %scevgep821 = getelementptr <8 x double>, <8 x double>* %scevgep819820, i64 -7
  %wide.load281.6 = load <8 x double>, <8 x double>* %scevgep821, align 8, !alias.scope !62
  %scevgep816 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep816817 = bitcast double* %scevgep816 to <8 x double>*
  %scevgep818 = getelementptr <8 x double>, <8 x double>* %scevgep816817, i64 -6
  %wide.load282.6 = load <8 x double>, <8 x double>* %scevgep818, align 8, !alias.scope !62
  %scevgep813 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep813814 = bitcast double* %scevgep813 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep813814, i64 -5
  %wide.load283.6 = load <8 x double>, <8 x double>* %scevgep815, align 8, !alias.scope !62
  %scevgep810 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep810811 = bitcast double* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 -4
  %wide.load284.6 = load <8 x double>, <8 x double>* %scevgep812, align 8, !alias.scope !62
  %287 = fmul <8 x double> %wide.load281.6, %wide.load281.6
  %288 = fmul <8 x double> %wide.load282.6, %wide.load282.6
  %289 = fmul <8 x double> %wide.load283.6, %wide.load283.6
  %290 = fmul <8 x double> %wide.load284.6, %wide.load284.6
  %scevgep914 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -7
  store <8 x double> %287, <8 x double>* %scevgep916, align 8, !alias.scope !65, !noalias !62
  %scevgep911 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -6
  store <8 x double> %288, <8 x double>* %scevgep913, align 8, !alias.scope !65, !noalias !62
  %scevgep908 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -5
  store <8 x double> %289, <8 x double>* %scevgep910, align 8, !alias.scope !65, !noalias !62
  %scevgep905 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -4
  store <8 x double> %290, <8 x double>* %scevgep907, align 8, !alias.scope !65, !noalias !62
  %scevgep890 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep890891 = bitcast double* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 -3
  %wide.load281.7 = load <8 x double>, <8 x double>* %scevgep892, align 8, !alias.scope !62
  %scevgep887 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %scevgep887888, i64 -2
  %wide.load282.7 = load <8 x double>, <8 x double>* %scevgep889, align 8, !alias.scope !62
  %scevgep884 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -1
  %wide.load283.7 = load <8 x double>, <8 x double>* %scevgep886, align 8, !alias.scope !62
  %scevgep882 = getelementptr double, double* %scevgep809, i64 %index280
  %scevgep882883 = bitcast double* %scevgep882 to <8 x double>*
  %wide.load284.7 = load <8 x double>, <8 x double>* %scevgep882883, align 8, !alias.scope !62
  %291 = fmul <8 x double> %wide.load281.7, %wide.load281.7
  %292 = fmul <8 x double> %wide.load282.7, %wide.load282.7
  %293 = fmul <8 x double> %wide.load283.7, %wide.load283.7
  %294 = fmul <8 x double> %wide.load284.7, %wide.load284.7
  %scevgep985 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep985986 = bitcast double* %scevgep985 to <8 x double>*
  %scevgep987 = getelementptr <8 x double>, <8 x double>* %scevgep985986, i64 -3
  store <8 x double> %291, <8 x double>* %scevgep987, align 8, !alias.scope !65, !noalias !62
  %scevgep982 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %scevgep984 = getelementptr <8 x double>, <8 x double>* %scevgep982983, i64 -2
  store <8 x double> %292, <8 x double>* %scevgep984, align 8, !alias.scope !65, !noalias !62
  %scevgep979 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 -1
  store <8 x double> %293, <8 x double>* %scevgep981, align 8, !alias.scope !65, !noalias !62
  %scevgep977 = getelementptr double, double* %lsr.iv628, i64 %index280
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  store <8 x double> %294, <8 x double>* %scevgep977978, align 8, !alias.scope !65, !noalias !62
  %index.next285.7 = add i64 %index280, 256
  %lsr.iv.next1001 = add i64 %lsr.iv1000, -8
  %niter336.ncmp.7 = icmp eq i64 %lsr.iv.next1001, 0
  br i1 %niter336.ncmp.7, label %middle.block271.unr-lcssa, label %vector.body273, !llvm.loop !67

middle.block271.unr-lcssa:                        ; preds = %vector.body273, %vector.ph275
  %index280.unr = phi i64 [ 0, %vector.ph275 ], [ %index.next285.7, %vector.body273 ]
  %295 = and i64 %183, 7
  %296 = icmp eq i64 %295, 0
  br i1 %296, label %middle.block271, label %vector.body273.epil.preheader

vector.body273.epil.preheader:                    ; preds = %middle.block271.unr-lcssa
  %scevgep1002 = getelementptr double, double* %lsr.iv729, i64 %index280.unr
  %297 = add i64 %index280.unr, %.1281.us141.us
  %scevgep1018 = getelementptr double, double* %scevgep1017, i64 %297
  br label %vector.body273.epil

vector.body273.epil:                              ; preds = %vector.body273.epil.preheader, %vector.body273.epil
  %lsr.iv1003 = phi i64 [ 0, %vector.body273.epil.preheader ], [ %lsr.iv.next1004, %vector.body273.epil ]
  %298 = bitcast double* %scevgep1018 to i8*
  %299 = bitcast double* %scevgep1002 to i8*
  %uglygep1028 = getelementptr i8, i8* %298, i64 %lsr.iv1003
  %uglygep10281029 = bitcast i8* %uglygep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %uglygep10281029, i64 -3
  %wide.load281.epil = load <8 x double>, <8 x double>* %scevgep1030, align 8, !alias.scope !62
  %uglygep1025 = getelementptr i8, i8* %298, i64 %lsr.iv1003
  %uglygep10251026 = bitcast i8* %uglygep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %uglygep10251026, i64 -2
  %wide.load282.epil = load <8 x double>, <8 x double>* %scevgep1027, align 8, !alias.scope !62
  %uglygep1022 = getelementptr i8, i8* %298, i64 %lsr.iv1003
  %uglygep10221023 = bitcast i8* %uglygep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %uglygep10221023, i64 -1
  %wide.load283.epil = load <8 x double>, <8 x double>* %scevgep1024, align 8, !alias.scope !62
  %uglygep1020 = getelementptr i8, i8* %298, i64 %lsr.iv1003
  %uglygep10201021 = bitcast i8* %uglygep1020 to <8 x double>*
  %wide.load284.epil = load <8 x double>, <8 x double>* %uglygep10201021, align 8, !alias.scope !62
  %300 = fmul <8 x double> %wide.load281.epil, %wide.load281.epil
  %301 = fmul <8 x double> %wide.load282.epil, %wide.load282.epil
  %302 = fmul <8 x double> %wide.load283.epil, %wide.load283.epil
  %303 = fmul <8 x double> %wide.load284.epil, %wide.load284.epil
  %uglygep1014 = getelementptr i8, i8* %299, i64 %lsr.iv1003
  %uglygep10141015 = bitcast i8* %uglygep1014 to <8 x double>*
  %scevgep1016 = getelementptr <8 x double>, <8 x double>* %uglygep10141015, i64 -3
  store <8 x double> %300, <8 x double>* %scevgep1016, align 8, !alias.scope !65, !noalias !62
  %uglygep1011 = getelementptr i8, i8* %299, i64 %lsr.iv1003
  %uglygep10111012 = bitcast i8* %uglygep1011 to <8 x double>*
  %scevgep1013 = getelementptr <8 x double>, <8 x double>* %uglygep10111012, i64 -2
  store <8 x double> %301, <8 x double>* %scevgep1013, align 8, !alias.scope !65, !noalias !62
  %uglygep1008 = getelementptr i8, i8* %299, i64 %lsr.iv1003
  %uglygep10081009 = bitcast i8* %uglygep1008 to <8 x double>*
  %scevgep1010 = getelementptr <8 x double>, <8 x double>* %uglygep10081009, i64 -1
  store <8 x double> %302, <8 x double>* %scevgep1010, align 8, !alias.scope !65, !noalias !62
  %uglygep1006 = getelementptr i8, i8* %299, i64 %lsr.iv1003
  %uglygep10061007 = bitcast i8* %uglygep1006 to <8 x double>*
  store <8 x double> %303, <8 x double>* %uglygep10061007, align 8, !alias.scope !65, !noalias !62
  %lsr.iv.next1004 = add nuw nsw i64 %lsr.iv1003, 256
  %epil.iter333.cmp.not = icmp eq i64 %187, %lsr.iv.next1004
  br i1 %epil.iter333.cmp.not, label %middle.block271, label %vector.body273.epil, !llvm.loop !68

middle.block271:                                  ; preds = %vector.body273.epil, %middle.block271.unr-lcssa
  %304 = icmp eq i64 %n.vec277, %arg.X.5.1
  br i1 %304, label %for.end.3.loopexit.us, label %for.body.3.us137.us.preheader314

for.body.3.us137.us.preheader314:                 ; preds = %vector.memcheck260, %for.body.3.us137.us.preheader, %middle.block271
  %loop.index.366.us138.us.ph = phi i64 [ 0, %vector.memcheck260 ], [ 0, %for.body.3.us137.us.preheader ], [ %n.vec277, %middle.block271 ]
  %305 = and i64 %arg.X.5.1, 7
  %306 = icmp eq i64 %305, 0
  %307 = xor i64 %loop.index.366.us138.us.ph, -1
  %308 = add i64 %307, %arg.X.5.1
  br i1 %306, label %for.body.3.us137.us.prol.loopexit, label %for.body.3.us137.us.prol.preheader

for.body.3.us137.us.prol.preheader:               ; preds = %for.body.3.us137.us.preheader314
  %309 = shl i64 %loop.index.366.us138.us.ph, 3
  %scevgep1038 = getelementptr double, double* %.6.i1.i, i64 %.1281.us141.us
  br label %for.body.3.us137.us.prol

for.body.3.us137.us.prol:                         ; preds = %for.body.3.us137.us.prol.preheader, %for.body.3.us137.us.prol
  %lsr.iv1033 = phi i64 [ %309, %for.body.3.us137.us.prol.preheader ], [ %lsr.iv.next1034, %for.body.3.us137.us.prol ]
  %lsr.iv1031 = phi i64 [ 0, %for.body.3.us137.us.prol.preheader ], [ %lsr.iv.next1032, %for.body.3.us137.us.prol ]
  %310 = bitcast double* %scevgep1038 to i8*
  %311 = bitcast double* %lsr.iv764 to i8*
  %uglygep1040 = getelementptr i8, i8* %310, i64 %lsr.iv1033
  %uglygep10401041 = bitcast i8* %uglygep1040 to double*
  %.1286.us144.us.prol = load double, double* %uglygep10401041, align 8
  %.5.i.us145.us.prol = fmul double %.1286.us144.us.prol, %.1286.us144.us.prol
  %uglygep1036 = getelementptr i8, i8* %311, i64 %lsr.iv1033
  %uglygep10361037 = bitcast i8* %uglygep1036 to double*
  store double %.5.i.us145.us.prol, double* %uglygep10361037, align 8
  %lsr.iv.next1032 = add nsw i64 %lsr.iv1031, -1
  %lsr.iv.next1034 = add nuw nsw i64 %lsr.iv1033, 8
  %prol.iter339.cmp.not = icmp eq i64 %188, %lsr.iv.next1032
  br i1 %prol.iter339.cmp.not, label %for.body.3.us137.us.prol.loopexit.loopexit, label %for.body.3.us137.us.prol, !llvm.loop !69

for.body.3.us137.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us137.us.prol
  %312 = add i64 %loop.index.366.us138.us.ph, -1
  %313 = sub i64 %312, %lsr.iv.next1032
  %314 = sub i64 %loop.index.366.us138.us.ph, %lsr.iv.next1032
  br label %for.body.3.us137.us.prol.loopexit

for.body.3.us137.us.prol.loopexit:                ; preds = %for.body.3.us137.us.prol.loopexit.loopexit, %for.body.3.us137.us.preheader314
  %loop.index.366.us138.us.lcssa.unr = phi i64 [ undef, %for.body.3.us137.us.preheader314 ], [ %313, %for.body.3.us137.us.prol.loopexit.loopexit ]
  %loop.index.366.us138.us.unr = phi i64 [ %loop.index.366.us138.us.ph, %for.body.3.us137.us.preheader314 ], [ %314, %for.body.3.us137.us.prol.loopexit.loopexit ]
  %315 = icmp ult i64 %308, 7
  br i1 %315, label %for.end.3.loopexit.us, label %for.body.3.us137.us.preheader366

for.body.3.us137.us.preheader366:                 ; preds = %for.body.3.us137.us.prol.loopexit
  %316 = add i64 %loop.index.366.us138.us.unr, -1
  %scevgep1045 = getelementptr double, double* %scevgep1044, i64 %.1281.us141.us
  br label %for.body.3.us137.us

for.body.3.us137.us:                              ; preds = %for.body.3.us137.us.preheader366, %for.body.3.us137.us
  %lsr.iv1042 = phi i64 [ %316, %for.body.3.us137.us.preheader366 ], [ %lsr.iv.next1043, %for.body.3.us137.us ]
  %scevgep1059 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1060 = getelementptr double, double* %scevgep1059, i64 -6
  %.1286.us144.us = load double, double* %scevgep1060, align 8
  %.5.i.us145.us = fmul double %.1286.us144.us, %.1286.us144.us
  %scevgep1063 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1064 = getelementptr double, double* %scevgep1063, i64 1
  store double %.5.i.us145.us, double* %scevgep1064, align 8
  %scevgep1057 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1058 = getelementptr double, double* %scevgep1057, i64 -5
  %.1286.us144.us.1 = load double, double* %scevgep1058, align 8
  %.5.i.us145.us.1 = fmul double %.1286.us144.us.1, %.1286.us144.us.1
  %scevgep1069 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1070 = getelementptr double, double* %scevgep1069, i64 2
  store double %.5.i.us145.us.1, double* %scevgep1070, align 8
  %scevgep1055 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1056 = getelementptr double, double* %scevgep1055, i64 -4
  %.1286.us144.us.2 = load double, double* %scevgep1056, align 8
  %.5.i.us145.us.2 = fmul double %.1286.us144.us.2, %.1286.us144.us.2
  %scevgep1071 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1072 = getelementptr double, double* %scevgep1071, i64 3
  store double %.5.i.us145.us.2, double* %scevgep1072, align 8
  %scevgep1053 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1054 = getelementptr double, double* %scevgep1053, i64 -3
  %.1286.us144.us.3 = load double, double* %scevgep1054, align 8
  %.5.i.us145.us.3 = fmul double %.1286.us144.us.3, %.1286.us144.us.3
  %scevgep1073 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1074 = getelementptr double, double* %scevgep1073, i64 4
  store double %.5.i.us145.us.3, double* %scevgep1074, align 8
  %scevgep1051 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1052 = getelementptr double, double* %scevgep1051, i64 -2
  %.1286.us144.us.4 = load double, double* %scevgep1052, align 8
  %.5.i.us145.us.4 = fmul double %.1286.us144.us.4, %.1286.us144.us.4
  %scevgep1061 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1062 = getelementptr double, double* %scevgep1061, i64 5
  store double %.5.i.us145.us.4, double* %scevgep1062, align 8
  %scevgep1049 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1050 = getelementptr double, double* %scevgep1049, i64 -1
  %.1286.us144.us.5 = load double, double* %scevgep1050, align 8
  %.5.i.us145.us.5 = fmul double %.1286.us144.us.5, %.1286.us144.us.5
  %scevgep1075 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1076 = getelementptr double, double* %scevgep1075, i64 6
  store double %.5.i.us145.us.5, double* %scevgep1076, align 8
  %scevgep1048 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %.1286.us144.us.6 = load double, double* %scevgep1048, align 8
  %.5.i.us145.us.6 = fmul double %.1286.us144.us.6, %.1286.us144.us.6
  %scevgep1067 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1068 = getelementptr double, double* %scevgep1067, i64 7
  store double %.5.i.us145.us.6, double* %scevgep1068, align 8
  %scevgep1046 = getelementptr double, double* %scevgep1045, i64 %lsr.iv1042
  %scevgep1047 = getelementptr double, double* %scevgep1046, i64 1
  %.1286.us144.us.7 = load double, double* %scevgep1047, align 8
  %.5.i.us145.us.7 = fmul double %.1286.us144.us.7, %.1286.us144.us.7
  %scevgep1065 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv1042
  %scevgep1066 = getelementptr double, double* %scevgep1065, i64 8
  store double %.5.i.us145.us.7, double* %scevgep1066, align 8
  %lsr.iv.next1043 = add i64 %lsr.iv1042, 8
  %317 = add i64 %186, %lsr.iv.next1043
  %exitcond190.not.7 = icmp eq i64 %317, -1
  br i1 %exitcond190.not.7, label %for.end.3.loopexit.us, label %for.body.3.us137.us, !llvm.loop !70

for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us: ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %.1284.us153 = add i64 %.1281.us141.us, %.1261.070.us
  %.1285.us154 = getelementptr double, double* %.6.i1.i, i64 %.1284.us153
  %.1286.us155 = load double, double* %.1285.us154, align 8
  %.5.i.us156 = fmul double %.1286.us155, %.1286.us155
  %.1316.us158 = getelementptr double, double* %.6.i86, i64 %.1312.us
  store double %.5.i.us156, double* %.1316.us158, align 8
  br label %for.end.3.loopexit.us

for.body.3.us.us.us:                              ; preds = %for.body.3.us.us.us.preheader367, %for.body.3.us.us.us
  %lsr.iv774 = phi i64 [ %254, %for.body.3.us.us.us.preheader367 ], [ %lsr.iv.next775, %for.body.3.us.us.us ]
  %scevgep794 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep795 = getelementptr double, double* %scevgep794, i64 1
  %.1286.us.us.us = load double, double* %scevgep795, align 8
  %.5.i.us.us.us = fmul double %.1286.us.us.us, %.1286.us.us.us
  %scevgep778 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep779 = getelementptr double, double* %scevgep778, i64 1
  store double %.5.i.us.us.us, double* %scevgep779, align 8
  %scevgep796 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep797 = getelementptr double, double* %scevgep796, i64 2
  %.1286.us.us.us.1 = load double, double* %scevgep797, align 8
  %.5.i.us.us.us.1 = fmul double %.1286.us.us.us.1, %.1286.us.us.us.1
  %scevgep782 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep783 = getelementptr double, double* %scevgep782, i64 2
  store double %.5.i.us.us.us.1, double* %scevgep783, align 8
  %scevgep798 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep799 = getelementptr double, double* %scevgep798, i64 3
  %.1286.us.us.us.2 = load double, double* %scevgep799, align 8
  %.5.i.us.us.us.2 = fmul double %.1286.us.us.us.2, %.1286.us.us.us.2
  %scevgep784 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep785 = getelementptr double, double* %scevgep784, i64 3
  store double %.5.i.us.us.us.2, double* %scevgep785, align 8
  %scevgep800 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep801 = getelementptr double, double* %scevgep800, i64 4
  %.1286.us.us.us.3 = load double, double* %scevgep801, align 8
  %.5.i.us.us.us.3 = fmul double %.1286.us.us.us.3, %.1286.us.us.us.3
  %scevgep786 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep787 = getelementptr double, double* %scevgep786, i64 4
  store double %.5.i.us.us.us.3, double* %scevgep787, align 8
  %scevgep802 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep803 = getelementptr double, double* %scevgep802, i64 5
  %.1286.us.us.us.4 = load double, double* %scevgep803, align 8
  %.5.i.us.us.us.4 = fmul double %.1286.us.us.us.4, %.1286.us.us.us.4
  %scevgep776 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep777 = getelementptr double, double* %scevgep776, i64 5
  store double %.5.i.us.us.us.4, double* %scevgep777, align 8
  %scevgep804 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep805 = getelementptr double, double* %scevgep804, i64 6
  %.1286.us.us.us.5 = load double, double* %scevgep805, align 8
  %.5.i.us.us.us.5 = fmul double %.1286.us.us.us.5, %.1286.us.us.us.5
  %scevgep790 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep791 = getelementptr double, double* %scevgep790, i64 6
  store double %.5.i.us.us.us.5, double* %scevgep791, align 8
  %scevgep806 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep807 = getelementptr double, double* %scevgep806, i64 7
  %.1286.us.us.us.6 = load double, double* %scevgep807, align 8
  %.5.i.us.us.us.6 = fmul double %.1286.us.us.us.6, %.1286.us.us.us.6
  %scevgep788 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep789 = getelementptr double, double* %scevgep788, i64 7
  store double %.5.i.us.us.us.6, double* %scevgep789, align 8
  %scevgep792 = getelementptr double, double* %lsr.iv768, i64 %lsr.iv774
  %scevgep793 = getelementptr double, double* %scevgep792, i64 8
  %.1286.us.us.us.7 = load double, double* %scevgep793, align 8
  %.5.i.us.us.us.7 = fmul double %.1286.us.us.us.7, %.1286.us.us.us.7
  %scevgep780 = getelementptr double, double* %lsr.iv764, i64 %lsr.iv774
  %scevgep781 = getelementptr double, double* %scevgep780, i64 8
  store double %.5.i.us.us.us.7, double* %scevgep781, align 8
  %lsr.iv.next775 = add i64 %lsr.iv774, 8
  %318 = add i64 %186, %lsr.iv.next775
  %exitcond192.not.7 = icmp eq i64 %318, -1
  br i1 %exitcond192.not.7, label %for.end.3.loopexit.us, label %for.body.3.us.us.us, !llvm.loop !71

for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us: ; preds = %for.body.3.preheader.split.us.us
  %.1284.us.us166 = add i64 %.1281.us.us, %.1261.070.us
  %.1285.us.us167 = getelementptr double, double* %.6.i1.i, i64 %.1284.us.us166
  %.1286.us.us168 = load double, double* %.1285.us.us167, align 8
  %.5.i.us.us169 = fmul double %.1286.us.us168, %.1286.us.us168
  %.1316.us.us171 = getelementptr double, double* %.6.i86, i64 %.1312.us
  store double %.5.i.us.us169, double* %.1316.us.us171, align 8
  br label %for.end.3.loopexit.us

for.end.2:                                        ; preds = %for.end.3.loopexit.us, %for.cond.3.preheader.preheader, %B192.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.83.i = icmp eq i64 %.1180, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1180, i64 1) #5
  %319 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %320 = icmp ult i64 %319, 7
  br i1 %320, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %321 = add nsw i64 %unroll_iter.i, -8
  %322 = lshr exact i64 %321, 3
  %323 = add nuw nsw i64 %322, 1
  %xtraiter = and i64 %323, 7
  %324 = icmp ult i64 %321, 56
  br i1 %324, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const1345 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %323, %const1345
  %scevgep398 = getelementptr double, double* %.6.i86, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %325 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep373 = getelementptr double, double* %.6.i86, i64 %325
  %326 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %327 = bitcast double* %scevgep373 to i8*
  %uglygep395 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -7
  %.265.i.epil = load double, double* %scevgep397, align 8, !noalias !72
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep392 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -6
  %.265.1.i.epil = load double, double* %scevgep394, align 8, !noalias !72
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep389 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -5
  %.265.2.i.epil = load double, double* %scevgep391, align 8, !noalias !72
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep386 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -4
  %.265.3.i.epil = load double, double* %scevgep388, align 8, !noalias !72
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep383 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep383384 = bitcast i8* %uglygep383 to double*
  %scevgep385 = getelementptr double, double* %uglygep383384, i64 -3
  %.265.4.i.epil = load double, double* %scevgep385, align 8, !noalias !72
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep380 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep380381 = bitcast i8* %uglygep380 to double*
  %scevgep382 = getelementptr double, double* %uglygep380381, i64 -2
  %.265.5.i.epil = load double, double* %scevgep382, align 8, !noalias !72
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep377 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep377378 = bitcast i8* %uglygep377 to double*
  %scevgep379 = getelementptr double, double* %uglygep377378, i64 -1
  %.265.6.i.epil = load double, double* %scevgep379, align 8, !noalias !72
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep375 = getelementptr i8, i8* %327, i64 %lsr.iv
  %uglygep375376 = bitcast i8* %uglygep375 to double*
  %.265.7.i.epil = load double, double* %uglygep375376, align 8, !noalias !72
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %326, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !41, !llvm.loop !75

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i23 = getelementptr double, double* %.6.i86, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep372 = getelementptr double, double* %scevgep.i23, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep372, align 8, !noalias !72
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !41, !llvm.loop !76

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv526 = phi i64 [ %lsr.iv.next527, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep524 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -63
  %.265.i = load double, double* %scevgep525, align 8, !noalias !72
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep522 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -62
  %.265.1.i = load double, double* %scevgep523, align 8, !noalias !72
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep520 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -61
  %.265.2.i = load double, double* %scevgep521, align 8, !noalias !72
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep518 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -60
  %.265.3.i = load double, double* %scevgep519, align 8, !noalias !72
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep516 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -59
  %.265.4.i = load double, double* %scevgep517, align 8, !noalias !72
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep514 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -58
  %.265.5.i = load double, double* %scevgep515, align 8, !noalias !72
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep512 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -57
  %.265.6.i = load double, double* %scevgep513, align 8, !noalias !72
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep510 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -56
  %.265.7.i = load double, double* %scevgep511, align 8, !noalias !72
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep479 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -55
  %.265.i.1 = load double, double* %scevgep480, align 8, !noalias !72
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep481 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -54
  %.265.1.i.1 = load double, double* %scevgep482, align 8, !noalias !72
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep483 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -53
  %.265.2.i.1 = load double, double* %scevgep484, align 8, !noalias !72
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep485 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -52
  %.265.3.i.1 = load double, double* %scevgep486, align 8, !noalias !72
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep487 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -51
  %.265.4.i.1 = load double, double* %scevgep488, align 8, !noalias !72
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep489 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -50
  %.265.5.i.1 = load double, double* %scevgep490, align 8, !noalias !72
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep491 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -49
  %.265.6.i.1 = load double, double* %scevgep492, align 8, !noalias !72
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep493 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -48
  %.265.7.i.1 = load double, double* %scevgep494, align 8, !noalias !72
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep463 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -47
  %.265.i.2 = load double, double* %scevgep464, align 8, !noalias !72
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep465 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -46
  %.265.1.i.2 = load double, double* %scevgep466, align 8, !noalias !72
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep467 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -45
  %.265.2.i.2 = load double, double* %scevgep468, align 8, !noalias !72
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep469 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -44
  %.265.3.i.2 = load double, double* %scevgep470, align 8, !noalias !72
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep471 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -43
  %.265.4.i.2 = load double, double* %scevgep472, align 8, !noalias !72
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep473 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -42
  %.265.5.i.2 = load double, double* %scevgep474, align 8, !noalias !72
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep475 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -41
  %.265.6.i.2 = load double, double* %scevgep476, align 8, !noalias !72
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep477 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -40
  %.265.7.i.2 = load double, double* %scevgep478, align 8, !noalias !72
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep447 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -39
  %.265.i.3 = load double, double* %scevgep448, align 8, !noalias !72
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep449 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -38
  %.265.1.i.3 = load double, double* %scevgep450, align 8, !noalias !72
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep451 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -37
  %.265.2.i.3 = load double, double* %scevgep452, align 8, !noalias !72
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep453 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -36
  %.265.3.i.3 = load double, double* %scevgep454, align 8, !noalias !72
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep455 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -35
  %.265.4.i.3 = load double, double* %scevgep456, align 8, !noalias !72
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep457 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -34
  %.265.5.i.3 = load double, double* %scevgep458, align 8, !noalias !72
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep459 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -33
  %.265.6.i.3 = load double, double* %scevgep460, align 8, !noalias !72
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep461 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -32
  %.265.7.i.3 = load double, double* %scevgep462, align 8, !noalias !72
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep431 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -31
  %.265.i.4 = load double, double* %scevgep432, align 8, !noalias !72
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep433 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -30
  %.265.1.i.4 = load double, double* %scevgep434, align 8, !noalias !72
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep435 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -29
  %.265.2.i.4 = load double, double* %scevgep436, align 8, !noalias !72
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep437 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -28
  %.265.3.i.4 = load double, double* %scevgep438, align 8, !noalias !72
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep439 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -27
  %.265.4.i.4 = load double, double* %scevgep440, align 8, !noalias !72
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep441 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -26
  %.265.5.i.4 = load double, double* %scevgep442, align 8, !noalias !72
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep443 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -25
  %.265.6.i.4 = load double, double* %scevgep444, align 8, !noalias !72
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep445 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -24
  %.265.7.i.4 = load double, double* %scevgep446, align 8, !noalias !72
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep415 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -23
  %.265.i.5 = load double, double* %scevgep416, align 8, !noalias !72
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep417 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -22
  %.265.1.i.5 = load double, double* %scevgep418, align 8, !noalias !72
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep419 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -21
  %.265.2.i.5 = load double, double* %scevgep420, align 8, !noalias !72
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep421 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -20
  %.265.3.i.5 = load double, double* %scevgep422, align 8, !noalias !72
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep423 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -19
  %.265.4.i.5 = load double, double* %scevgep424, align 8, !noalias !72
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep425 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -18
  %.265.5.i.5 = load double, double* %scevgep426, align 8, !noalias !72
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep427 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -17
  %.265.6.i.5 = load double, double* %scevgep428, align 8, !noalias !72
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep429 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -16
  %.265.7.i.5 = load double, double* %scevgep430, align 8, !noalias !72
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep399 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -15
  %.265.i.6 = load double, double* %scevgep400, align 8, !noalias !72
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep401 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -14
  %.265.1.i.6 = load double, double* %scevgep402, align 8, !noalias !72
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep403 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -13
  %.265.2.i.6 = load double, double* %scevgep404, align 8, !noalias !72
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep405 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -12
  %.265.3.i.6 = load double, double* %scevgep406, align 8, !noalias !72
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep407 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -11
  %.265.4.i.6 = load double, double* %scevgep408, align 8, !noalias !72
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep409 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -10
  %.265.5.i.6 = load double, double* %scevgep410, align 8, !noalias !72
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep411 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -9
  %.265.6.i.6 = load double, double* %scevgep412, align 8, !noalias !72
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep413 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -8
  %.265.7.i.6 = load double, double* %scevgep414, align 8, !noalias !72
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep495 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -7
  %.265.i.7 = load double, double* %scevgep496, align 8, !noalias !72
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep497 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -6
  %.265.1.i.7 = load double, double* %scevgep498, align 8, !noalias !72
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep499 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -5
  %.265.2.i.7 = load double, double* %scevgep500, align 8, !noalias !72
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep501 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -4
  %.265.3.i.7 = load double, double* %scevgep502, align 8, !noalias !72
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep503 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -3
  %.265.4.i.7 = load double, double* %scevgep504, align 8, !noalias !72
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep505 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -2
  %.265.5.i.7 = load double, double* %scevgep506, align 8, !noalias !72
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep507 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -1
  %.265.6.i.7 = load double, double* %scevgep508, align 8, !noalias !72
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep509 = getelementptr double, double* %scevgep398, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep509, align 8, !noalias !72
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next527 = add i64 %lsr.iv526, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next527, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_Allocate(i64) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

define i8* @_ZN7cpython7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.row_assign, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.73, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([133 x i8], [133 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #2
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %10 = icmp sgt i32 %.53, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
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

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels10row_assignB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #2
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.13.not = icmp eq i32 %.11, 0
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21 = load double, double* %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, i32* %.23, align 4
  br i1 %.13.not, label %common.ret, label %entry.if, !prof !32

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.23)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.26, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.21, %.26 ], [ %.21, %entry ]
  ret double %common.ret.op

.26:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.74 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1bdc1a2dd0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.74)
  call void @Py_DecRef(i8* %.74)
  call void @numba_gil_release(i32* nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.29 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.30 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 4
  %.31 = icmp sgt i32 %.30, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 0
  %.36 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 1
  br i1 %.31, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.37 = sext i32 %.36 to i64
  %.38 = call i8* @PyBytes_FromStringAndSize(i8* %.34, i64 %.37)
  %.39 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 2
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.39, 3
  %.43 = bitcast i8* %.42 to i8* (i8*)*
  %.44 = call i8* %.43(i8* %.40)
  %.45 = icmp eq i8* %.44, null
  br i1 %.45, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.58 = extractvalue { i8*, i32, i8*, i8*, i32 } %.29, 2
  %.59 = call i8* @numba_unpickle(i8* %.34, i32 %.36, i8* %.58)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.61 = phi i8* [ %.49, %entry.if.if.if.endif ], [ %.59, %entry.if.if.else ]
  %.62.not = icmp eq i8* %.61, null
  br i1 %.62.not, label %.26, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.49 = call i8* @numba_runtime_build_excinfo_struct(i8* %.38, i8* nonnull %.44)
  %.50 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.50)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.61)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.26
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 199, i32 9801}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8, !9, !11}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!12 = !{!9, !11}
!13 = !{i1 true}
!14 = !{!15, !17, !18, !20}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !29}
!31 = distinct !{!31, !27}
!32 = !{!"branch_weights", i32 99, i32 1}
!33 = distinct !{!33, !29}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = !{!"branch_weights", i32 1, i32 11}
!40 = distinct !{!40, !27}
!41 = !{!"branch_weights", i32 1, i32 7}
!42 = distinct !{!42, !29}
!43 = distinct !{!43, !29}
!44 = !{!"branch_weights", i32 1, i32 3}
!45 = distinct !{!45, !27}
!46 = distinct !{!46, !29}
!47 = !{!48, !50, !51, !53}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = !{!55}
!55 = distinct !{!55, !56}
!56 = distinct !{!56, !"LVerDomain"}
!57 = !{!58}
!58 = distinct !{!58, !56}
!59 = distinct !{!59, !27}
!60 = distinct !{!60, !29}
!61 = distinct !{!61, !29}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !27}
!68 = distinct !{!68, !29}
!69 = distinct !{!69, !29}
!70 = distinct !{!70, !27}
!71 = distinct !{!71, !27}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!75 = distinct !{!75, !29}
!76 = distinct !{!76, !29}
