; ModuleID = 'heat_copy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139937172267904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139937172267904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139937172267904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139937172267904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937172267904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139937175169536 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139937175169536.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139937175169536 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139937175169536, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175169536.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_copy = internal constant [10 x i8] c"heat_copy\00"
@_ZN08NumbaEnv7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f45a96cdc10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f45a96cdc10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139937175161728 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139937175161728.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139937175161728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139937175161728, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175161728.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a967b810B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B460:                                             ; preds = %B218.B176.loopexit_crit_edge.us, %B96.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i4)
  %.7.i.i4.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5.1 = icmp eq i8* %.7.i.i4.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i5.1, label %B96.endif.if, label %B96.endif.endif.endif.1, !prof !0

B96.endif.endif.endif.1:                          ; preds = %B460
  %0 = icmp slt i64 %.573, 1
  %1 = icmp slt i64 %.451, 1
  %.5.i10.1 = getelementptr i8, i8* %.7.i.i4.1, i64 24
  %2 = bitcast i8* %.5.i10.1 to i8**
  %.6.i11.1 = load i8*, i8** %2, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11.1, i8* align 1 %.6.i11, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i4)
  %brmerge = select i1 %1, i1 true, i1 %0
  br i1 %brmerge, label %B460.1, label %B178.endif.us.1.preheader

B178.endif.us.1.preheader:                        ; preds = %B96.endif.endif.endif.1
  %3 = shl i64 %arg.u0.5.1, 3
  %4 = add i64 %3, 8
  %5 = shl i64 %arg.u0.5.1, 3
  %6 = shl i64 %542, 3
  %7 = add i64 %3, %6
  %8 = add i64 %7, 8
  %9 = add i64 %7, 16
  %10 = shl i64 %arg.u0.5.1, 4
  %11 = or i64 %10, 8
  %12 = add i64 %10, %6
  %13 = add i64 %12, 8
  %14 = add i64 %6, 8
  %15 = and i64 %542, %const1808
  %16 = add nsw i64 %15, -8
  %17 = lshr exact i64 %16, 3
  %18 = add nuw nsw i64 %17, 1
  %19 = add nuw i64 %542, 1
  %n.vec189 = and i64 %542, %const1808
  %ind.end190 = or i64 %n.vec189, 1
  %broadcast.splatinsert201 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat202 = shufflevector <8 x double> %broadcast.splatinsert201, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter307 = and i64 %18, 7
  %unroll_iter310 = and i64 %18, %const
  %20 = shl i64 %arg.u0.5.1, 3
  %21 = add i64 %20, 464
  %scevgep1008 = getelementptr i8, i8* %.6.i11, i64 %21
  %22 = shl i64 %arg.u0.5.1, 4
  %23 = add i64 %22, 456
  %scevgep1127 = getelementptr i8, i8* %.6.i11, i64 %23
  %24 = add i64 %20, 456
  %scevgep1203 = getelementptr i8, i8* %.6.i11.1, i64 %24
  %25 = shl i64 %arg.u0.5.1, 1
  %26 = add i64 %arg.u0.5.1, 1
  %27 = add i64 %arg.u0.5.1, 7
  %28 = add i64 %542, 1
  %29 = add i64 %arg.u0.5.1, 6
  %30 = add i64 %25, 7
  br label %B178.endif.us.1

B178.endif.us.1:                                  ; preds = %B178.endif.us.1.preheader, %B218.B176.loopexit_crit_edge.us.1
  %lsr.iv1358 = phi i64 [ %30, %B178.endif.us.1.preheader ], [ %lsr.iv.next1359, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1286 = phi i64 [ %29, %B178.endif.us.1.preheader ], [ %lsr.iv.next1287, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1258 = phi i64 [ %27, %B178.endif.us.1.preheader ], [ %lsr.iv.next1259, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1247 = phi i64 [ %26, %B178.endif.us.1.preheader ], [ %lsr.iv.next1248, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1242 = phi i64 [ %arg.u0.5.1, %B178.endif.us.1.preheader ], [ %lsr.iv.next1243, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1234 = phi i64 [ %25, %B178.endif.us.1.preheader ], [ %lsr.iv.next1235, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1204 = phi i8* [ %scevgep1203, %B178.endif.us.1.preheader ], [ %266, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1154 = phi i8* [ %.6.i11, %B178.endif.us.1.preheader ], [ %265, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1128 = phi i8* [ %scevgep1127, %B178.endif.us.1.preheader ], [ %264, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1009 = phi i8* [ %scevgep1008, %B178.endif.us.1.preheader ], [ %263, %B218.B176.loopexit_crit_edge.us.1 ]
  %indvar163 = phi i64 [ 0, %B178.endif.us.1.preheader ], [ %indvar.next164, %B218.B176.loopexit_crit_edge.us.1 ]
  %.438.0124.us.1 = phi i64 [ 1, %B178.endif.us.1.preheader ], [ %.507.us.1, %B218.B176.loopexit_crit_edge.us.1 ]
  %31 = icmp ult i64 %542, 8
  %.507.us.1 = add nuw i64 %.438.0124.us.1, 1
  %.701.us.1 = mul i64 %.438.0124.us.1, %arg.u0.5.1
  %.710.us.1 = add nsw i64 %.438.0124.us.1, -1
  %.757.us.1 = mul i64 %.710.us.1, %arg.u0.5.1
  %.813.us.1 = mul i64 %.507.us.1, %arg.u0.5.1
  %.822.us.1 = add i64 %.701.us.1, -1
  br i1 %31, label %B220.us.1.preheader, label %vector.memcheck162

vector.memcheck162:                               ; preds = %B178.endif.us.1
  %32 = mul i64 %5, %indvar163
  %33 = add i64 %14, %32
  %scevgep172 = getelementptr i8, i8* %.6.i11, i64 %33
  %34 = add i64 %32, 8
  %scevgep171 = getelementptr i8, i8* %.6.i11, i64 %34
  %35 = add i64 %13, %32
  %scevgep170 = getelementptr i8, i8* %.6.i11, i64 %35
  %36 = add i64 %11, %32
  %scevgep169 = getelementptr i8, i8* %.6.i11, i64 %36
  %37 = add i64 %9, %32
  %scevgep168 = getelementptr i8, i8* %.6.i11, i64 %37
  %38 = add i64 %3, %32
  %scevgep167 = getelementptr i8, i8* %.6.i11, i64 %38
  %39 = add i64 %8, %32
  %scevgep166 = getelementptr i8, i8* %.6.i11.1, i64 %39
  %40 = add i64 %4, %32
  %scevgep165 = getelementptr i8, i8* %.6.i11.1, i64 %40
  %bound0173 = icmp ult i8* %scevgep165, %scevgep168
  %bound1174 = icmp ult i8* %scevgep167, %scevgep166
  %found.conflict175 = and i1 %bound0173, %bound1174
  %bound0176 = icmp ult i8* %scevgep165, %scevgep170
  %bound1177 = icmp ult i8* %scevgep169, %scevgep166
  %found.conflict178 = and i1 %bound0176, %bound1177
  %conflict.rdx179 = or i1 %found.conflict175, %found.conflict178
  %bound0180 = icmp ult i8* %scevgep165, %scevgep172
  %bound1181 = icmp ult i8* %scevgep171, %scevgep166
  %found.conflict182 = and i1 %bound0180, %bound1181
  %conflict.rdx183 = or i1 %conflict.rdx179, %found.conflict182
  br i1 %conflict.rdx183, label %B220.us.1.preheader, label %vector.ph187

vector.ph187:                                     ; preds = %vector.memcheck162
  %41 = icmp ult i64 %16, 56
  br i1 %41, label %middle.block184.unr-lcssa, label %vector.body193.preheader

vector.body193.preheader:                         ; preds = %vector.ph187
  br label %vector.body193

vector.body193:                                   ; preds = %vector.body193.preheader, %vector.body193
  %lsr.iv1230 = phi i64 [ %unroll_iter310, %vector.body193.preheader ], [ %lsr.iv.next1231, %vector.body193 ]
  %index194 = phi i64 [ %index.next203.7, %vector.body193 ], [ 0, %vector.body193.preheader ]
  %42 = shl i64 %index194, 3
  %scevgep1115 = getelementptr i8, i8* %lsr.iv1009, i64 %42
  %scevgep11151116 = bitcast i8* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -7
  %scevgep11171118 = bitcast <8 x double>* %scevgep1117 to i8*
  %uglygep1119 = getelementptr i8, i8* %scevgep11171118, i64 -8
  %uglygep11191120 = bitcast i8* %uglygep1119 to <8 x double>*
  %wide.load196 = load <8 x double>, <8 x double>* %uglygep11191120, align 8, !alias.scope !8
  %43 = shl i64 %index194, 3
  %scevgep1199 = getelementptr i8, i8* %lsr.iv1154, i64 %43
  %uglygep1201 = getelementptr i8, i8* %scevgep1199, i64 8
  %uglygep12011202 = bitcast i8* %uglygep1201 to <8 x double>*
  %wide.load197 = load <8 x double>, <8 x double>* %uglygep12011202, align 8, !alias.scope !11
  %44 = shl i64 %index194, 3
  %scevgep1151 = getelementptr i8, i8* %lsr.iv1128, i64 %44
  %scevgep11511152 = bitcast i8* %scevgep1151 to <8 x double>*
  %scevgep1153 = getelementptr <8 x double>, <8 x double>* %scevgep11511152, i64 -7
  %wide.load198 = load <8 x double>, <8 x double>* %scevgep1153, align 8, !alias.scope !13
  %45 = fadd <8 x double> %wide.load197, %wide.load198
  %46 = shl i64 %index194, 3
  %scevgep1121 = getelementptr i8, i8* %lsr.iv1009, i64 %46
  %scevgep11211122 = bitcast i8* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -7
  %scevgep11231124 = bitcast <8 x double>* %scevgep1123 to i8*
  %uglygep1125 = getelementptr i8, i8* %scevgep11231124, i64 -16
  %uglygep11251126 = bitcast i8* %uglygep1125 to <8 x double>*
  %wide.load199 = load <8 x double>, <8 x double>* %uglygep11251126, align 8, !alias.scope !8
  %47 = fadd <8 x double> %45, %wide.load199
  %48 = shl i64 %index194, 3
  %scevgep1112 = getelementptr i8, i8* %lsr.iv1009, i64 %48
  %scevgep11121113 = bitcast i8* %scevgep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %scevgep11121113, i64 -7
  %wide.load200 = load <8 x double>, <8 x double>* %scevgep1114, align 8, !alias.scope !8
  %49 = fadd <8 x double> %47, %wide.load200
  %50 = fmul <8 x double> %wide.load196, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %51 = fsub <8 x double> %49, %50
  %52 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196)
  %53 = fadd <8 x double> %52, %51
  %54 = fmul <8 x double> %53, %broadcast.splat202
  %55 = fadd <8 x double> %wide.load196, %54
  %56 = shl i64 %index194, 3
  %scevgep1227 = getelementptr i8, i8* %lsr.iv1204, i64 %56
  %scevgep12271228 = bitcast i8* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 -7
  store <8 x double> %55, <8 x double>* %scevgep1229, align 8, !alias.scope !15, !noalias !17
  %57 = shl i64 %index194, 3
  %scevgep1096 = getelementptr i8, i8* %lsr.iv1009, i64 %57
  %scevgep10961097 = bitcast i8* %scevgep1096 to <8 x double>*
  %scevgep1098 = getelementptr <8 x double>, <8 x double>* %scevgep10961097, i64 -6
  %scevgep10981099 = bitcast <8 x double>* %scevgep1098 to i8*
  %uglygep1100 = getelementptr i8, i8* %scevgep10981099, i64 -8
  %uglygep11001101 = bitcast i8* %uglygep1100 to <8 x double>*
  %wide.load196.1 = load <8 x double>, <8 x double>* %uglygep11001101, align 8, !alias.scope !8
  %58 = shl i64 %index194, 3
  %scevgep1187 = getelementptr i8, i8* %lsr.iv1154, i64 %58
  %scevgep11871188 = bitcast i8* %scevgep1187 to <8 x double>*
  %scevgep1189 = getelementptr <8 x double>, <8 x double>* %scevgep11871188, i64 1
  %scevgep11891190 = bitcast <8 x double>* %scevgep1189 to i8*
  %uglygep1191 = getelementptr i8, i8* %scevgep11891190, i64 8
  %uglygep11911192 = bitcast i8* %uglygep1191 to <8 x double>*
  %wide.load197.1 = load <8 x double>, <8 x double>* %uglygep11911192, align 8, !alias.scope !11
  %59 = shl i64 %index194, 3
  %scevgep1146 = getelementptr i8, i8* %lsr.iv1128, i64 %59
  %scevgep11461147 = bitcast i8* %scevgep1146 to <8 x double>*
  %scevgep1148 = getelementptr <8 x double>, <8 x double>* %scevgep11461147, i64 -6
  %wide.load198.1 = load <8 x double>, <8 x double>* %scevgep1148, align 8, !alias.scope !13
  %60 = fadd <8 x double> %wide.load197.1, %wide.load198.1
  %61 = shl i64 %index194, 3
  %scevgep1090 = getelementptr i8, i8* %lsr.iv1009, i64 %61
  %scevgep10901091 = bitcast i8* %scevgep1090 to <8 x double>*
  %scevgep1092 = getelementptr <8 x double>, <8 x double>* %scevgep10901091, i64 -6
  %scevgep10921093 = bitcast <8 x double>* %scevgep1092 to i8*
  %uglygep1094 = getelementptr i8, i8* %scevgep10921093, i64 -16
  %uglygep10941095 = bitcast i8* %uglygep1094 to <8 x double>*
  %wide.load199.1 = load <8 x double>, <8 x double>* %uglygep10941095, align 8, !alias.scope !8
  %62 = fadd <8 x double> %60, %wide.load199.1
  %63 = shl i64 %index194, 3
  %scevgep1087 = getelementptr i8, i8* %lsr.iv1009, i64 %63
  %scevgep10871088 = bitcast i8* %scevgep1087 to <8 x double>*
  %scevgep1089 = getelementptr <8 x double>, <8 x double>* %scevgep10871088, i64 -6
  %wide.load200.1 = load <8 x double>, <8 x double>* %scevgep1089, align 8, !alias.scope !8
  %64 = fadd <8 x double> %62, %wide.load200.1
  %65 = fmul <8 x double> %wide.load196.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %66 = fsub <8 x double> %64, %65
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.1)
  %68 = fadd <8 x double> %67, %66
  %69 = fmul <8 x double> %68, %broadcast.splat202
  %70 = fadd <8 x double> %wide.load196.1, %69
  %71 = shl i64 %index194, 3
  %scevgep1222 = getelementptr i8, i8* %lsr.iv1204, i64 %71
  %scevgep12221223 = bitcast i8* %scevgep1222 to <8 x double>*
  %scevgep1224 = getelementptr <8 x double>, <8 x double>* %scevgep12221223, i64 -6
  store <8 x double> %70, <8 x double>* %scevgep1224, align 8, !alias.scope !15, !noalias !17
  %72 = shl i64 %index194, 3
  %scevgep1081 = getelementptr i8, i8* %lsr.iv1009, i64 %72
  %scevgep10811082 = bitcast i8* %scevgep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %scevgep10811082, i64 -5
  %scevgep10831084 = bitcast <8 x double>* %scevgep1083 to i8*
  %uglygep1085 = getelementptr i8, i8* %scevgep10831084, i64 -8
  %uglygep10851086 = bitcast i8* %uglygep1085 to <8 x double>*
  %wide.load196.2 = load <8 x double>, <8 x double>* %uglygep10851086, align 8, !alias.scope !8
  %73 = shl i64 %index194, 3
  %scevgep1181 = getelementptr i8, i8* %lsr.iv1154, i64 %73
  %scevgep11811182 = bitcast i8* %scevgep1181 to <8 x double>*
  %scevgep1183 = getelementptr <8 x double>, <8 x double>* %scevgep11811182, i64 2
  %scevgep11831184 = bitcast <8 x double>* %scevgep1183 to i8*
  %uglygep1185 = getelementptr i8, i8* %scevgep11831184, i64 8
  %uglygep11851186 = bitcast i8* %uglygep1185 to <8 x double>*
  %wide.load197.2 = load <8 x double>, <8 x double>* %uglygep11851186, align 8, !alias.scope !11
  %74 = shl i64 %index194, 3
  %scevgep1143 = getelementptr i8, i8* %lsr.iv1128, i64 %74
  %scevgep11431144 = bitcast i8* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -5
  %wide.load198.2 = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !13
  %75 = fadd <8 x double> %wide.load197.2, %wide.load198.2
  %76 = shl i64 %index194, 3
  %scevgep1075 = getelementptr i8, i8* %lsr.iv1009, i64 %76
  %scevgep10751076 = bitcast i8* %scevgep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %scevgep10751076, i64 -5
  %scevgep10771078 = bitcast <8 x double>* %scevgep1077 to i8*
  %uglygep1079 = getelementptr i8, i8* %scevgep10771078, i64 -16
  %uglygep10791080 = bitcast i8* %uglygep1079 to <8 x double>*
  %wide.load199.2 = load <8 x double>, <8 x double>* %uglygep10791080, align 8, !alias.scope !8
  %77 = fadd <8 x double> %75, %wide.load199.2
  %78 = shl i64 %index194, 3
  %scevgep1072 = getelementptr i8, i8* %lsr.iv1009, i64 %78
  %scevgep10721073 = bitcast i8* %scevgep1072 to <8 x double>*
  %scevgep1074 = getelementptr <8 x double>, <8 x double>* %scevgep10721073, i64 -5
  %wide.load200.2 = load <8 x double>, <8 x double>* %scevgep1074, align 8, !alias.scope !8
  %79 = fadd <8 x double> %77, %wide.load200.2
  %80 = fmul <8 x double> %wide.load196.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %81 = fsub <8 x double> %79, %80
  %82 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.2)
  %83 = fadd <8 x double> %82, %81
  %84 = fmul <8 x double> %83, %broadcast.splat202
  %85 = fadd <8 x double> %wide.load196.2, %84
  %86 = shl i64 %index194, 3
  %scevgep1219 = getelementptr i8, i8* %lsr.iv1204, i64 %86
  %scevgep12191220 = bitcast i8* %scevgep1219 to <8 x double>*
  %scevgep1221 = getelementptr <8 x double>, <8 x double>* %scevgep12191220, i64 -5
  store <8 x double> %85, <8 x double>* %scevgep1221, align 8, !alias.scope !15, !noalias !17
  %87 = shl i64 %index194, 3
  %scevgep1066 = getelementptr i8, i8* %lsr.iv1009, i64 %87
  %scevgep10661067 = bitcast i8* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 -4
  %scevgep10681069 = bitcast <8 x double>* %scevgep1068 to i8*
  %uglygep1070 = getelementptr i8, i8* %scevgep10681069, i64 -8
  %uglygep10701071 = bitcast i8* %uglygep1070 to <8 x double>*
  %wide.load196.3 = load <8 x double>, <8 x double>* %uglygep10701071, align 8, !alias.scope !8
  %88 = shl i64 %index194, 3
  %scevgep1175 = getelementptr i8, i8* %lsr.iv1154, i64 %88
  %scevgep11751176 = bitcast i8* %scevgep1175 to <8 x double>*
  %scevgep1177 = getelementptr <8 x double>, <8 x double>* %scevgep11751176, i64 3
  %scevgep11771178 = bitcast <8 x double>* %scevgep1177 to i8*
  %uglygep1179 = getelementptr i8, i8* %scevgep11771178, i64 8
  %uglygep11791180 = bitcast i8* %uglygep1179 to <8 x double>*
  %wide.load197.3 = load <8 x double>, <8 x double>* %uglygep11791180, align 8, !alias.scope !11
  %89 = shl i64 %index194, 3
  %scevgep1140 = getelementptr i8, i8* %lsr.iv1128, i64 %89
  %scevgep11401141 = bitcast i8* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -4
  %wide.load198.3 = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !13
  %90 = fadd <8 x double> %wide.load197.3, %wide.load198.3
  %91 = shl i64 %index194, 3
  %scevgep1060 = getelementptr i8, i8* %lsr.iv1009, i64 %91
  %scevgep10601061 = bitcast i8* %scevgep1060 to <8 x double>*
  %scevgep1062 = getelementptr <8 x double>, <8 x double>* %scevgep10601061, i64 -4
  %scevgep10621063 = bitcast <8 x double>* %scevgep1062 to i8*
  %uglygep1064 = getelementptr i8, i8* %scevgep10621063, i64 -16
  %uglygep10641065 = bitcast i8* %uglygep1064 to <8 x double>*
  %wide.load199.3 = load <8 x double>, <8 x double>* %uglygep10641065, align 8, !alias.scope !8
  %92 = fadd <8 x double> %90, %wide.load199.3
  %93 = shl i64 %index194, 3
  %scevgep1057 = getelementptr i8, i8* %lsr.iv1009, i64 %93
  %scevgep10571058 = bitcast i8* %scevgep1057 to <8 x double>*
  %scevgep1059 = getelementptr <8 x double>, <8 x double>* %scevgep10571058, i64 -4
  %wide.load200.3 = load <8 x double>, <8 x double>* %scevgep1059, align 8, !alias.scope !8
  %94 = fadd <8 x double> %92, %wide.load200.3
  %95 = fmul <8 x double> %wide.load196.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %96 = fsub <8 x double> %94, %95
  %97 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.3)
  %98 = fadd <8 x double> %97, %96
  %99 = fmul <8 x double> %98, %broadcast.splat202
  %100 = fadd <8 x double> %wide.load196.3, %99
  %101 = shl i64 %index194, 3
  %scevgep1216 = getelementptr i8, i8* %lsr.iv1204, i64 %101
  %scevgep12161217 = bitcast i8* %scevgep1216 to <8 x double>*
  %scevgep1218 = getelementptr <8 x double>, <8 x double>* %scevgep12161217, i64 -4
  store <8 x double> %100, <8 x double>* %scevgep1218, align 8, !alias.scope !15, !noalias !17
  %102 = shl i64 %index194, 3
  %scevgep1051 = getelementptr i8, i8* %lsr.iv1009, i64 %102
  %scevgep10511052 = bitcast i8* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 -3
  %scevgep10531054 = bitcast <8 x double>* %scevgep1053 to i8*
  %uglygep1055 = getelementptr i8, i8* %scevgep10531054, i64 -8
  %uglygep10551056 = bitcast i8* %uglygep1055 to <8 x double>*
  %wide.load196.4 = load <8 x double>, <8 x double>* %uglygep10551056, align 8, !alias.scope !8
  %103 = shl i64 %index194, 3
  %scevgep1169 = getelementptr i8, i8* %lsr.iv1154, i64 %103
  %scevgep11691170 = bitcast i8* %scevgep1169 to <8 x double>*
  %scevgep1171 = getelementptr <8 x double>, <8 x double>* %scevgep11691170, i64 4
  %scevgep11711172 = bitcast <8 x double>* %scevgep1171 to i8*
  %uglygep1173 = getelementptr i8, i8* %scevgep11711172, i64 8
  %uglygep11731174 = bitcast i8* %uglygep1173 to <8 x double>*
  %wide.load197.4 = load <8 x double>, <8 x double>* %uglygep11731174, align 8, !alias.scope !11
  %104 = shl i64 %index194, 3
  %scevgep1137 = getelementptr i8, i8* %lsr.iv1128, i64 %104
  %scevgep11371138 = bitcast i8* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -3
  %wide.load198.4 = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !13
  %105 = fadd <8 x double> %wide.load197.4, %wide.load198.4
  %106 = shl i64 %index194, 3
  %scevgep1045 = getelementptr i8, i8* %lsr.iv1009, i64 %106
  %scevgep10451046 = bitcast i8* %scevgep1045 to <8 x double>*
  %scevgep1047 = getelementptr <8 x double>, <8 x double>* %scevgep10451046, i64 -3
  %scevgep10471048 = bitcast <8 x double>* %scevgep1047 to i8*
  %uglygep1049 = getelementptr i8, i8* %scevgep10471048, i64 -16
  %uglygep10491050 = bitcast i8* %uglygep1049 to <8 x double>*
  %wide.load199.4 = load <8 x double>, <8 x double>* %uglygep10491050, align 8, !alias.scope !8
  %107 = fadd <8 x double> %105, %wide.load199.4
  %108 = shl i64 %index194, 3
  %scevgep1042 = getelementptr i8, i8* %lsr.iv1009, i64 %108
  %scevgep10421043 = bitcast i8* %scevgep1042 to <8 x double>*
  %scevgep1044 = getelementptr <8 x double>, <8 x double>* %scevgep10421043, i64 -3
  %wide.load200.4 = load <8 x double>, <8 x double>* %scevgep1044, align 8, !alias.scope !8
  %109 = fadd <8 x double> %107, %wide.load200.4
  %110 = fmul <8 x double> %wide.load196.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %111 = fsub <8 x double> %109, %110
  %112 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.4)
  %113 = fadd <8 x double> %112, %111
  %114 = fmul <8 x double> %113, %broadcast.splat202
  %115 = fadd <8 x double> %wide.load196.4, %114
  %116 = shl i64 %index194, 3
  %scevgep1213 = getelementptr i8, i8* %lsr.iv1204, i64 %116
  %scevgep12131214 = bitcast i8* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 -3
  store <8 x double> %115, <8 x double>* %scevgep1215, align 8, !alias.scope !15, !noalias !17
  %117 = shl i64 %index194, 3
  %scevgep1036 = getelementptr i8, i8* %lsr.iv1009, i64 %117
  %scevgep10361037 = bitcast i8* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -2
  %scevgep10381039 = bitcast <8 x double>* %scevgep1038 to i8*
  %uglygep1040 = getelementptr i8, i8* %scevgep10381039, i64 -8
  %uglygep10401041 = bitcast i8* %uglygep1040 to <8 x double>*
  %wide.load196.5 = load <8 x double>, <8 x double>* %uglygep10401041, align 8, !alias.scope !8
  %118 = shl i64 %index194, 3
  %scevgep1163 = getelementptr i8, i8* %lsr.iv1154, i64 %118
  %scevgep11631164 = bitcast i8* %scevgep1163 to <8 x double>*
  %scevgep1165 = getelementptr <8 x double>, <8 x double>* %scevgep11631164, i64 5
  %scevgep11651166 = bitcast <8 x double>* %scevgep1165 to i8*
  %uglygep1167 = getelementptr i8, i8* %scevgep11651166, i64 8
  %uglygep11671168 = bitcast i8* %uglygep1167 to <8 x double>*
  %wide.load197.5 = load <8 x double>, <8 x double>* %uglygep11671168, align 8, !alias.scope !11
  %119 = shl i64 %index194, 3
  %scevgep1134 = getelementptr i8, i8* %lsr.iv1128, i64 %119
  %scevgep11341135 = bitcast i8* %scevgep1134 to <8 x double>*
  %scevgep1136 = getelementptr <8 x double>, <8 x double>* %scevgep11341135, i64 -2
  %wide.load198.5 = load <8 x double>, <8 x double>* %scevgep1136, align 8, !alias.scope !13
  %120 = fadd <8 x double> %wide.load197.5, %wide.load198.5
  %121 = shl i64 %index194, 3
  %scevgep1030 = getelementptr i8, i8* %lsr.iv1009, i64 %121
  %scevgep10301031 = bitcast i8* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -2
  %scevgep10321033 = bitcast <8 x double>* %scevgep1032 to i8*
  %uglygep1034 = getelementptr i8, i8* %scevgep10321033, i64 -16
  %uglygep10341035 = bitcast i8* %uglygep1034 to <8 x double>*
  %wide.load199.5 = load <8 x double>, <8 x double>* %uglygep10341035, align 8, !alias.scope !8
  %122 = fadd <8 x double> %120, %wide.load199.5
  %123 = shl i64 %index194, 3
  %scevgep1027 = getelementptr i8, i8* %lsr.iv1009, i64 %123
  %scevgep10271028 = bitcast i8* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -2
  %wide.load200.5 = load <8 x double>, <8 x double>* %scevgep1029, align 8, !alias.scope !8
  %124 = fadd <8 x double> %122, %wide.load200.5
  %125 = fmul <8 x double> %wide.load196.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %126 = fsub <8 x double> %124, %125
  %127 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.5)
  %128 = fadd <8 x double> %127, %126
  %129 = fmul <8 x double> %128, %broadcast.splat202
  %130 = fadd <8 x double> %wide.load196.5, %129
  %131 = shl i64 %index194, 3
  %scevgep1210 = getelementptr i8, i8* %lsr.iv1204, i64 %131
  %scevgep12101211 = bitcast i8* %scevgep1210 to <8 x double>*
  %scevgep1212 = getelementptr <8 x double>, <8 x double>* %scevgep12101211, i64 -2
  store <8 x double> %130, <8 x double>* %scevgep1212, align 8, !alias.scope !15, !noalias !17
  %132 = shl i64 %index194, 3
  %scevgep1021 = getelementptr i8, i8* %lsr.iv1009, i64 %132
  %scevgep10211022 = bitcast i8* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -1
  %scevgep10231024 = bitcast <8 x double>* %scevgep1023 to i8*
  %uglygep1025 = getelementptr i8, i8* %scevgep10231024, i64 -8
  %uglygep10251026 = bitcast i8* %uglygep1025 to <8 x double>*
  %wide.load196.6 = load <8 x double>, <8 x double>* %uglygep10251026, align 8, !alias.scope !8
  %133 = shl i64 %index194, 3
  %scevgep1157 = getelementptr i8, i8* %lsr.iv1154, i64 %133
  %scevgep11571158 = bitcast i8* %scevgep1157 to <8 x double>*
  %scevgep1159 = getelementptr <8 x double>, <8 x double>* %scevgep11571158, i64 6
  %scevgep11591160 = bitcast <8 x double>* %scevgep1159 to i8*
  %uglygep1161 = getelementptr i8, i8* %scevgep11591160, i64 8
  %uglygep11611162 = bitcast i8* %uglygep1161 to <8 x double>*
  %wide.load197.6 = load <8 x double>, <8 x double>* %uglygep11611162, align 8, !alias.scope !11
  %134 = shl i64 %index194, 3
  %scevgep1131 = getelementptr i8, i8* %lsr.iv1128, i64 %134
  %scevgep11311132 = bitcast i8* %scevgep1131 to <8 x double>*
  %scevgep1133 = getelementptr <8 x double>, <8 x double>* %scevgep11311132, i64 -1
  %wide.load198.6 = load <8 x double>, <8 x double>* %scevgep1133, align 8, !alias.scope !13
  %135 = fadd <8 x double> %wide.load197.6, %wide.load198.6
  %136 = shl i64 %index194, 3
  %scevgep1015 = getelementptr i8, i8* %lsr.iv1009, i64 %136
  %scevgep10151016 = bitcast i8* %scevgep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %scevgep10151016, i64 -1
  %scevgep10171018 = bitcast <8 x double>* %scevgep1017 to i8*
  %uglygep1019 = getelementptr i8, i8* %scevgep10171018, i64 -16
  %uglygep10191020 = bitcast i8* %uglygep1019 to <8 x double>*
  %wide.load199.6 = load <8 x double>, <8 x double>* %uglygep10191020, align 8, !alias.scope !8
  %137 = fadd <8 x double> %135, %wide.load199.6
  %138 = shl i64 %index194, 3
  %scevgep1012 = getelementptr i8, i8* %lsr.iv1009, i64 %138
  %scevgep10121013 = bitcast i8* %scevgep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %scevgep10121013, i64 -1
  %wide.load200.6 = load <8 x double>, <8 x double>* %scevgep1014, align 8, !alias.scope !8
  %139 = fadd <8 x double> %137, %wide.load200.6
  %140 = fmul <8 x double> %wide.load196.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %141 = fsub <8 x double> %139, %140
  %142 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.6)
  %143 = fadd <8 x double> %142, %141
  %144 = fmul <8 x double> %143, %broadcast.splat202
  %145 = fadd <8 x double> %wide.load196.6, %144
  %146 = shl i64 %index194, 3
  %scevgep1207 = getelementptr i8, i8* %lsr.iv1204, i64 %146
  %scevgep12071208 = bitcast i8* %scevgep1207 to <8 x double>*
  %scevgep1209 = getelementptr <8 x double>, <8 x double>* %scevgep12071208, i64 -1
  store <8 x double> %145, <8 x double>* %scevgep1209, align 8, !alias.scope !15, !noalias !17
  %147 = shl i64 %index194, 3
  %scevgep1106 = getelementptr i8, i8* %lsr.iv1009, i64 %147
  %uglygep1108 = getelementptr i8, i8* %scevgep1106, i64 -8
  %uglygep11081109 = bitcast i8* %uglygep1108 to <8 x double>*
  %wide.load196.7 = load <8 x double>, <8 x double>* %uglygep11081109, align 8, !alias.scope !8
  %148 = shl i64 %index194, 3
  %scevgep1193 = getelementptr i8, i8* %lsr.iv1154, i64 %148
  %scevgep11931194 = bitcast i8* %scevgep1193 to <8 x double>*
  %scevgep1195 = getelementptr <8 x double>, <8 x double>* %scevgep11931194, i64 7
  %scevgep11951196 = bitcast <8 x double>* %scevgep1195 to i8*
  %uglygep1197 = getelementptr i8, i8* %scevgep11951196, i64 8
  %uglygep11971198 = bitcast i8* %uglygep1197 to <8 x double>*
  %wide.load197.7 = load <8 x double>, <8 x double>* %uglygep11971198, align 8, !alias.scope !11
  %149 = shl i64 %index194, 3
  %scevgep1149 = getelementptr i8, i8* %lsr.iv1128, i64 %149
  %scevgep11491150 = bitcast i8* %scevgep1149 to <8 x double>*
  %wide.load198.7 = load <8 x double>, <8 x double>* %scevgep11491150, align 8, !alias.scope !13
  %150 = fadd <8 x double> %wide.load197.7, %wide.load198.7
  %151 = shl i64 %index194, 3
  %scevgep1102 = getelementptr i8, i8* %lsr.iv1009, i64 %151
  %uglygep1104 = getelementptr i8, i8* %scevgep1102, i64 -16
  %uglygep11041105 = bitcast i8* %uglygep1104 to <8 x double>*
  %wide.load199.7 = load <8 x double>, <8 x double>* %uglygep11041105, align 8, !alias.scope !8
  %152 = fadd <8 x double> %150, %wide.load199.7
  %153 = shl i64 %index194, 3
  %scevgep1110 = getelementptr i8, i8* %lsr.iv1009, i64 %153
  %scevgep11101111 = bitcast i8* %scevgep1110 to <8 x double>*
  %wide.load200.7 = load <8 x double>, <8 x double>* %scevgep11101111, align 8, !alias.scope !8
  %154 = fadd <8 x double> %152, %wide.load200.7
  %155 = fmul <8 x double> %wide.load196.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %156 = fsub <8 x double> %154, %155
  %157 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.7)
  %158 = fadd <8 x double> %157, %156
  %159 = fmul <8 x double> %158, %broadcast.splat202
  %160 = fadd <8 x double> %wide.load196.7, %159
  %161 = shl i64 %index194, 3
  %scevgep1225 = getelementptr i8, i8* %lsr.iv1204, i64 %161
  %scevgep12251226 = bitcast i8* %scevgep1225 to <8 x double>*
  store <8 x double> %160, <8 x double>* %scevgep12251226, align 8, !alias.scope !15, !noalias !17
  %index.next203.7 = add i64 %index194, 64
  %lsr.iv.next1231 = add i64 %lsr.iv1230, -8
  %niter311.ncmp.7 = icmp eq i64 %lsr.iv.next1231, 0
  br i1 %niter311.ncmp.7, label %middle.block184.unr-lcssa, label %vector.body193, !llvm.loop !18

middle.block184.unr-lcssa:                        ; preds = %vector.body193, %vector.ph187
  %index194.unr = phi i64 [ 0, %vector.ph187 ], [ %index.next203.7, %vector.body193 ]
  %162 = icmp eq i64 %xtraiter307, 0
  br i1 %162, label %middle.block184, label %vector.body193.epil.preheader

vector.body193.epil.preheader:                    ; preds = %middle.block184.unr-lcssa
  br label %vector.body193.epil

vector.body193.epil:                              ; preds = %vector.body193.epil.preheader, %vector.body193.epil
  %lsr.iv1232 = phi i64 [ %xtraiter307, %vector.body193.epil.preheader ], [ %lsr.iv.next1233, %vector.body193.epil ]
  %index194.epil = phi i64 [ %index.next203.epil, %vector.body193.epil ], [ %index194.unr, %vector.body193.epil.preheader ]
  %163 = bitcast i8* %.6.i11.1 to double*
  %offset.idx195.epil = or i64 %index194.epil, 1
  %164 = or i64 %index194.epil, 2
  %165 = add i64 %offset.idx195.epil, %.701.us.1
  %sunkaddr = mul i64 %165, 8
  %sunkaddr1809 = getelementptr i8, i8* %.6.i11, i64 %sunkaddr
  %166 = bitcast i8* %sunkaddr1809 to <8 x double>*
  %wide.load196.epil = load <8 x double>, <8 x double>* %166, align 8, !alias.scope !8
  %167 = add i64 %offset.idx195.epil, %.757.us.1
  %sunkaddr1810 = mul i64 %167, 8
  %sunkaddr1811 = getelementptr i8, i8* %.6.i11, i64 %sunkaddr1810
  %168 = bitcast i8* %sunkaddr1811 to <8 x double>*
  %wide.load197.epil = load <8 x double>, <8 x double>* %168, align 8, !alias.scope !11
  %169 = add i64 %offset.idx195.epil, %.813.us.1
  %sunkaddr1812 = mul i64 %169, 8
  %sunkaddr1813 = getelementptr i8, i8* %.6.i11, i64 %sunkaddr1812
  %170 = bitcast i8* %sunkaddr1813 to <8 x double>*
  %wide.load198.epil = load <8 x double>, <8 x double>* %170, align 8, !alias.scope !13
  %171 = fadd <8 x double> %wide.load197.epil, %wide.load198.epil
  %172 = add i64 %.822.us.1, %offset.idx195.epil
  %sunkaddr1814 = mul i64 %172, 8
  %sunkaddr1815 = getelementptr i8, i8* %.6.i11, i64 %sunkaddr1814
  %173 = bitcast i8* %sunkaddr1815 to <8 x double>*
  %wide.load199.epil = load <8 x double>, <8 x double>* %173, align 8, !alias.scope !8
  %174 = fadd <8 x double> %171, %wide.load199.epil
  %175 = add i64 %164, %.701.us.1
  %sunkaddr1816 = mul i64 %175, 8
  %sunkaddr1817 = getelementptr i8, i8* %.6.i11, i64 %sunkaddr1816
  %176 = bitcast i8* %sunkaddr1817 to <8 x double>*
  %wide.load200.epil = load <8 x double>, <8 x double>* %176, align 8, !alias.scope !8
  %177 = fadd <8 x double> %174, %wide.load200.epil
  %178 = fmul <8 x double> %wide.load196.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %179 = fsub <8 x double> %177, %178
  %180 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load196.epil)
  %181 = fadd <8 x double> %180, %179
  %182 = fmul <8 x double> %181, %broadcast.splat202
  %183 = fadd <8 x double> %wide.load196.epil, %182
  %184 = getelementptr double, double* %163, i64 %165
  %185 = bitcast double* %184 to <8 x double>*
  store <8 x double> %183, <8 x double>* %185, align 8, !alias.scope !15, !noalias !17
  %index.next203.epil = add nuw i64 %index194.epil, 8
  %lsr.iv.next1233 = add nsw i64 %lsr.iv1232, -1
  %epil.iter308.cmp.not = icmp eq i64 %lsr.iv.next1233, 0
  br i1 %epil.iter308.cmp.not, label %middle.block184, label %vector.body193.epil, !llvm.loop !20

middle.block184:                                  ; preds = %vector.body193.epil, %middle.block184.unr-lcssa
  %186 = icmp eq i64 %542, %n.vec189
  br i1 %186, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1.preheader

B220.us.1.preheader:                              ; preds = %vector.memcheck162, %B178.endif.us.1, %middle.block184
  %.560.0121.us.1.ph = phi i64 [ 1, %vector.memcheck162 ], [ 1, %B178.endif.us.1 ], [ %ind.end190, %middle.block184 ]
  %187 = sub i64 %19, %.560.0121.us.1.ph
  %188 = sub i64 %542, %.560.0121.us.1.ph
  %xtraiter312 = and i64 %187, 7
  %lcmp.mod313.not = icmp eq i64 %xtraiter312, 0
  br i1 %lcmp.mod313.not, label %B220.us.1.prol.loopexit, label %B220.us.1.prol.preheader

B220.us.1.prol.preheader:                         ; preds = %B220.us.1.preheader
  %189 = add i64 %.560.0121.us.1.ph, %lsr.iv1234
  %190 = shl i64 %189, 3
  %scevgep1236 = getelementptr i8, i8* %.6.i11, i64 %190
  %191 = shl i64 %.560.0121.us.1.ph, 3
  %scevgep1239 = getelementptr i8, i8* %lsr.iv1154, i64 %191
  %192 = add i64 %.560.0121.us.1.ph, %lsr.iv1242
  %193 = shl i64 %192, 3
  %scevgep1244 = getelementptr i8, i8* %.6.i11.1, i64 %193
  %194 = add i64 %.560.0121.us.1.ph, %lsr.iv1247
  %195 = shl i64 %194, 3
  %scevgep1249 = getelementptr i8, i8* %.6.i11, i64 %195
  br label %B220.us.1.prol

B220.us.1.prol:                                   ; preds = %B220.us.1.prol.preheader, %B220.us.1.prol
  %prol.iter314 = phi i64 [ %prol.iter314.next, %B220.us.1.prol ], [ 0, %B220.us.1.prol.preheader ]
  %196 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1252 = getelementptr i8, i8* %scevgep1249, i64 %196
  %scevgep12521253 = bitcast i8* %scevgep1252 to double*
  %scevgep1254 = getelementptr double, double* %scevgep12521253, i64 -1
  %.706.us.1.prol = load double, double* %scevgep1254, align 8
  %197 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1240 = getelementptr i8, i8* %scevgep1239, i64 %197
  %scevgep12401241 = bitcast i8* %scevgep1240 to double*
  %.762.us.1.prol = load double, double* %scevgep12401241, align 8
  %198 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1237 = getelementptr i8, i8* %scevgep1236, i64 %198
  %scevgep12371238 = bitcast i8* %scevgep1237 to double*
  %.818.us.1.prol = load double, double* %scevgep12371238, align 8
  %.821.us.1.prol = fadd double %.762.us.1.prol, %.818.us.1.prol
  %199 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1255 = getelementptr i8, i8* %scevgep1249, i64 %199
  %scevgep12551256 = bitcast i8* %scevgep1255 to double*
  %scevgep1257 = getelementptr double, double* %scevgep12551256, i64 -2
  %.875.us.1.prol = load double, double* %scevgep1257, align 8
  %.878.us.1.prol = fadd double %.821.us.1.prol, %.875.us.1.prol
  %200 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1250 = getelementptr i8, i8* %scevgep1249, i64 %200
  %scevgep12501251 = bitcast i8* %scevgep1250 to double*
  %.932.us.1.prol = load double, double* %scevgep12501251, align 8
  %.935.us.1.prol = fadd double %.878.us.1.prol, %.932.us.1.prol
  %.991.us.1.prol = fmul double %.706.us.1.prol, 4.000000e+00
  %.992.us.1.prol = fsub double %.935.us.1.prol, %.991.us.1.prol
  %.1048.us.1.prol = tail call double @llvm.sin.f64(double %.706.us.1.prol)
  %.1049.us.1.prol = fadd double %.1048.us.1.prol, %.992.us.1.prol
  %.1051.us.1.prol = fmul double %.1049.us.1.prol, %arg.h
  %.1052.us.1.prol = fadd double %.706.us.1.prol, %.1051.us.1.prol
  %201 = shl nuw nsw i64 %prol.iter314, 3
  %scevgep1245 = getelementptr i8, i8* %scevgep1244, i64 %201
  %scevgep12451246 = bitcast i8* %scevgep1245 to double*
  store double %.1052.us.1.prol, double* %scevgep12451246, align 8
  %prol.iter314.next = add i64 %prol.iter314, 1
  %prol.iter314.cmp.not = icmp eq i64 %xtraiter312, %prol.iter314.next
  br i1 %prol.iter314.cmp.not, label %B220.us.1.prol.loopexit.loopexit, label %B220.us.1.prol, !llvm.loop !22

B220.us.1.prol.loopexit.loopexit:                 ; preds = %B220.us.1.prol
  %202 = add i64 %.560.0121.us.1.ph, %prol.iter314.next
  br label %B220.us.1.prol.loopexit

B220.us.1.prol.loopexit:                          ; preds = %B220.us.1.prol.loopexit.loopexit, %B220.us.1.preheader
  %.560.0121.us.1.unr = phi i64 [ %.560.0121.us.1.ph, %B220.us.1.preheader ], [ %202, %B220.us.1.prol.loopexit.loopexit ]
  %203 = icmp ult i64 %188, 7
  br i1 %203, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1.preheader380

B220.us.1.preheader380:                           ; preds = %B220.us.1.prol.loopexit
  %204 = add i64 %.560.0121.us.1.unr, %lsr.iv1258
  %205 = shl i64 %204, 3
  %scevgep1260 = getelementptr i8, i8* %.6.i11.1, i64 %205
  %206 = sub i64 %28, %.560.0121.us.1.unr
  %207 = add i64 %.560.0121.us.1.unr, %lsr.iv1286
  %208 = shl i64 %207, 3
  %scevgep1288 = getelementptr i8, i8* %.6.i11, i64 %208
  %209 = add i64 %.560.0121.us.1.unr, %lsr.iv1358
  %210 = shl i64 %209, 3
  %scevgep1360 = getelementptr i8, i8* %.6.i11, i64 %210
  %211 = shl i64 %.560.0121.us.1.unr, 3
  %scevgep1384 = getelementptr i8, i8* %lsr.iv1154, i64 %211
  br label %B220.us.1

B220.us.1:                                        ; preds = %B220.us.1.preheader380, %B220.us.1
  %lsr.iv1261 = phi i64 [ 0, %B220.us.1.preheader380 ], [ %lsr.iv.next1262, %B220.us.1 ]
  %212 = shl i64 %lsr.iv1261, 3
  %scevgep1313 = getelementptr i8, i8* %scevgep1288, i64 %212
  %scevgep13131314 = bitcast i8* %scevgep1313 to double*
  %scevgep1315 = getelementptr double, double* %scevgep13131314, i64 -6
  %.706.us.1 = load double, double* %scevgep1315, align 8
  %213 = shl i64 %lsr.iv1261, 3
  %scevgep1391 = getelementptr i8, i8* %scevgep1384, i64 %213
  %scevgep13911392 = bitcast i8* %scevgep1391 to double*
  %.762.us.1 = load double, double* %scevgep13911392, align 8
  %214 = shl i64 %lsr.iv1261, 3
  %scevgep1366 = getelementptr i8, i8* %scevgep1360, i64 %214
  %scevgep13661367 = bitcast i8* %scevgep1366 to double*
  %scevgep1368 = getelementptr double, double* %scevgep13661367, i64 -7
  %.818.us.1 = load double, double* %scevgep1368, align 8
  %.821.us.1 = fadd double %.762.us.1, %.818.us.1
  %215 = shl i64 %lsr.iv1261, 3
  %scevgep1319 = getelementptr i8, i8* %scevgep1288, i64 %215
  %scevgep13191320 = bitcast i8* %scevgep1319 to double*
  %scevgep1321 = getelementptr double, double* %scevgep13191320, i64 -7
  %.875.us.1 = load double, double* %scevgep1321, align 8
  %.878.us.1 = fadd double %.821.us.1, %.875.us.1
  %216 = shl i64 %lsr.iv1261, 3
  %scevgep1328 = getelementptr i8, i8* %scevgep1288, i64 %216
  %scevgep13281329 = bitcast i8* %scevgep1328 to double*
  %scevgep1330 = getelementptr double, double* %scevgep13281329, i64 -5
  %.932.us.1 = load double, double* %scevgep1330, align 8
  %.935.us.1 = fadd double %.878.us.1, %.932.us.1
  %.991.us.1 = fmul double %.706.us.1, 4.000000e+00
  %.992.us.1 = fsub double %.935.us.1, %.991.us.1
  %.1048.us.1 = tail call double @llvm.sin.f64(double %.706.us.1)
  %.1049.us.1 = fadd double %.1048.us.1, %.992.us.1
  %.1051.us.1 = fmul double %.1049.us.1, %arg.h
  %.1052.us.1 = fadd double %.706.us.1, %.1051.us.1
  %217 = shl i64 %lsr.iv1261, 3
  %scevgep1268 = getelementptr i8, i8* %scevgep1260, i64 %217
  %scevgep12681269 = bitcast i8* %scevgep1268 to double*
  %scevgep1270 = getelementptr double, double* %scevgep12681269, i64 -7
  store double %.1052.us.1, double* %scevgep1270, align 8
  %218 = shl i64 %lsr.iv1261, 3
  %scevgep1325 = getelementptr i8, i8* %scevgep1288, i64 %218
  %scevgep13251326 = bitcast i8* %scevgep1325 to double*
  %scevgep1327 = getelementptr double, double* %scevgep13251326, i64 -5
  %.706.us.1.1 = load double, double* %scevgep1327, align 8
  %219 = shl i64 %lsr.iv1261, 3
  %scevgep1393 = getelementptr i8, i8* %scevgep1384, i64 %219
  %scevgep13931394 = bitcast i8* %scevgep1393 to double*
  %scevgep1395 = getelementptr double, double* %scevgep13931394, i64 1
  %.762.us.1.1 = load double, double* %scevgep1395, align 8
  %220 = shl i64 %lsr.iv1261, 3
  %scevgep1369 = getelementptr i8, i8* %scevgep1360, i64 %220
  %scevgep13691370 = bitcast i8* %scevgep1369 to double*
  %scevgep1371 = getelementptr double, double* %scevgep13691370, i64 -6
  %.818.us.1.1 = load double, double* %scevgep1371, align 8
  %.821.us.1.1 = fadd double %.762.us.1.1, %.818.us.1.1
  %221 = shl i64 %lsr.iv1261, 3
  %scevgep1310 = getelementptr i8, i8* %scevgep1288, i64 %221
  %scevgep13101311 = bitcast i8* %scevgep1310 to double*
  %scevgep1312 = getelementptr double, double* %scevgep13101311, i64 -6
  %.875.us.1.1 = load double, double* %scevgep1312, align 8
  %.878.us.1.1 = fadd double %.821.us.1.1, %.875.us.1.1
  %222 = shl i64 %lsr.iv1261, 3
  %scevgep1337 = getelementptr i8, i8* %scevgep1288, i64 %222
  %scevgep13371338 = bitcast i8* %scevgep1337 to double*
  %scevgep1339 = getelementptr double, double* %scevgep13371338, i64 -4
  %.932.us.1.1 = load double, double* %scevgep1339, align 8
  %.935.us.1.1 = fadd double %.878.us.1.1, %.932.us.1.1
  %.991.us.1.1 = fmul double %.706.us.1.1, 4.000000e+00
  %.992.us.1.1 = fsub double %.935.us.1.1, %.991.us.1.1
  %.1048.us.1.1 = tail call double @llvm.sin.f64(double %.706.us.1.1)
  %.1049.us.1.1 = fadd double %.1048.us.1.1, %.992.us.1.1
  %.1051.us.1.1 = fmul double %.1049.us.1.1, %arg.h
  %.1052.us.1.1 = fadd double %.706.us.1.1, %.1051.us.1.1
  %223 = shl i64 %lsr.iv1261, 3
  %scevgep1271 = getelementptr i8, i8* %scevgep1260, i64 %223
  %scevgep12711272 = bitcast i8* %scevgep1271 to double*
  %scevgep1273 = getelementptr double, double* %scevgep12711272, i64 -6
  store double %.1052.us.1.1, double* %scevgep1273, align 8
  %224 = shl i64 %lsr.iv1261, 3
  %scevgep1334 = getelementptr i8, i8* %scevgep1288, i64 %224
  %scevgep13341335 = bitcast i8* %scevgep1334 to double*
  %scevgep1336 = getelementptr double, double* %scevgep13341335, i64 -4
  %.706.us.1.2 = load double, double* %scevgep1336, align 8
  %225 = shl i64 %lsr.iv1261, 3
  %scevgep1396 = getelementptr i8, i8* %scevgep1384, i64 %225
  %scevgep13961397 = bitcast i8* %scevgep1396 to double*
  %scevgep1398 = getelementptr double, double* %scevgep13961397, i64 2
  %.762.us.1.2 = load double, double* %scevgep1398, align 8
  %226 = shl i64 %lsr.iv1261, 3
  %scevgep1372 = getelementptr i8, i8* %scevgep1360, i64 %226
  %scevgep13721373 = bitcast i8* %scevgep1372 to double*
  %scevgep1374 = getelementptr double, double* %scevgep13721373, i64 -5
  %.818.us.1.2 = load double, double* %scevgep1374, align 8
  %.821.us.1.2 = fadd double %.762.us.1.2, %.818.us.1.2
  %227 = shl i64 %lsr.iv1261, 3
  %scevgep1322 = getelementptr i8, i8* %scevgep1288, i64 %227
  %scevgep13221323 = bitcast i8* %scevgep1322 to double*
  %scevgep1324 = getelementptr double, double* %scevgep13221323, i64 -5
  %.875.us.1.2 = load double, double* %scevgep1324, align 8
  %.878.us.1.2 = fadd double %.821.us.1.2, %.875.us.1.2
  %228 = shl i64 %lsr.iv1261, 3
  %scevgep1346 = getelementptr i8, i8* %scevgep1288, i64 %228
  %scevgep13461347 = bitcast i8* %scevgep1346 to double*
  %scevgep1348 = getelementptr double, double* %scevgep13461347, i64 -3
  %.932.us.1.2 = load double, double* %scevgep1348, align 8
  %.935.us.1.2 = fadd double %.878.us.1.2, %.932.us.1.2
  %.991.us.1.2 = fmul double %.706.us.1.2, 4.000000e+00
  %.992.us.1.2 = fsub double %.935.us.1.2, %.991.us.1.2
  %.1048.us.1.2 = tail call double @llvm.sin.f64(double %.706.us.1.2)
  %.1049.us.1.2 = fadd double %.1048.us.1.2, %.992.us.1.2
  %.1051.us.1.2 = fmul double %.1049.us.1.2, %arg.h
  %.1052.us.1.2 = fadd double %.706.us.1.2, %.1051.us.1.2
  %229 = shl i64 %lsr.iv1261, 3
  %scevgep1274 = getelementptr i8, i8* %scevgep1260, i64 %229
  %scevgep12741275 = bitcast i8* %scevgep1274 to double*
  %scevgep1276 = getelementptr double, double* %scevgep12741275, i64 -5
  store double %.1052.us.1.2, double* %scevgep1276, align 8
  %230 = shl i64 %lsr.iv1261, 3
  %scevgep1343 = getelementptr i8, i8* %scevgep1288, i64 %230
  %scevgep13431344 = bitcast i8* %scevgep1343 to double*
  %scevgep1345 = getelementptr double, double* %scevgep13431344, i64 -3
  %.706.us.1.3 = load double, double* %scevgep1345, align 8
  %231 = shl i64 %lsr.iv1261, 3
  %scevgep1399 = getelementptr i8, i8* %scevgep1384, i64 %231
  %scevgep13991400 = bitcast i8* %scevgep1399 to double*
  %scevgep1401 = getelementptr double, double* %scevgep13991400, i64 3
  %.762.us.1.3 = load double, double* %scevgep1401, align 8
  %232 = shl i64 %lsr.iv1261, 3
  %scevgep1375 = getelementptr i8, i8* %scevgep1360, i64 %232
  %scevgep13751376 = bitcast i8* %scevgep1375 to double*
  %scevgep1377 = getelementptr double, double* %scevgep13751376, i64 -4
  %.818.us.1.3 = load double, double* %scevgep1377, align 8
  %.821.us.1.3 = fadd double %.762.us.1.3, %.818.us.1.3
  %233 = shl i64 %lsr.iv1261, 3
  %scevgep1331 = getelementptr i8, i8* %scevgep1288, i64 %233
  %scevgep13311332 = bitcast i8* %scevgep1331 to double*
  %scevgep1333 = getelementptr double, double* %scevgep13311332, i64 -4
  %.875.us.1.3 = load double, double* %scevgep1333, align 8
  %.878.us.1.3 = fadd double %.821.us.1.3, %.875.us.1.3
  %234 = shl i64 %lsr.iv1261, 3
  %scevgep1307 = getelementptr i8, i8* %scevgep1288, i64 %234
  %scevgep13071308 = bitcast i8* %scevgep1307 to double*
  %scevgep1309 = getelementptr double, double* %scevgep13071308, i64 -2
  %.932.us.1.3 = load double, double* %scevgep1309, align 8
  %.935.us.1.3 = fadd double %.878.us.1.3, %.932.us.1.3
  %.991.us.1.3 = fmul double %.706.us.1.3, 4.000000e+00
  %.992.us.1.3 = fsub double %.935.us.1.3, %.991.us.1.3
  %.1048.us.1.3 = tail call double @llvm.sin.f64(double %.706.us.1.3)
  %.1049.us.1.3 = fadd double %.1048.us.1.3, %.992.us.1.3
  %.1051.us.1.3 = fmul double %.1049.us.1.3, %arg.h
  %.1052.us.1.3 = fadd double %.706.us.1.3, %.1051.us.1.3
  %235 = shl i64 %lsr.iv1261, 3
  %scevgep1277 = getelementptr i8, i8* %scevgep1260, i64 %235
  %scevgep12771278 = bitcast i8* %scevgep1277 to double*
  %scevgep1279 = getelementptr double, double* %scevgep12771278, i64 -4
  store double %.1052.us.1.3, double* %scevgep1279, align 8
  %236 = shl i64 %lsr.iv1261, 3
  %scevgep1304 = getelementptr i8, i8* %scevgep1288, i64 %236
  %scevgep13041305 = bitcast i8* %scevgep1304 to double*
  %scevgep1306 = getelementptr double, double* %scevgep13041305, i64 -2
  %.706.us.1.4 = load double, double* %scevgep1306, align 8
  %237 = shl i64 %lsr.iv1261, 3
  %scevgep1388 = getelementptr i8, i8* %scevgep1384, i64 %237
  %scevgep13881389 = bitcast i8* %scevgep1388 to double*
  %scevgep1390 = getelementptr double, double* %scevgep13881389, i64 4
  %.762.us.1.4 = load double, double* %scevgep1390, align 8
  %238 = shl i64 %lsr.iv1261, 3
  %scevgep1363 = getelementptr i8, i8* %scevgep1360, i64 %238
  %scevgep13631364 = bitcast i8* %scevgep1363 to double*
  %scevgep1365 = getelementptr double, double* %scevgep13631364, i64 -3
  %.818.us.1.4 = load double, double* %scevgep1365, align 8
  %.821.us.1.4 = fadd double %.762.us.1.4, %.818.us.1.4
  %239 = shl i64 %lsr.iv1261, 3
  %scevgep1340 = getelementptr i8, i8* %scevgep1288, i64 %239
  %scevgep13401341 = bitcast i8* %scevgep1340 to double*
  %scevgep1342 = getelementptr double, double* %scevgep13401341, i64 -3
  %.875.us.1.4 = load double, double* %scevgep1342, align 8
  %.878.us.1.4 = fadd double %.821.us.1.4, %.875.us.1.4
  %240 = shl i64 %lsr.iv1261, 3
  %scevgep1355 = getelementptr i8, i8* %scevgep1288, i64 %240
  %scevgep13551356 = bitcast i8* %scevgep1355 to double*
  %scevgep1357 = getelementptr double, double* %scevgep13551356, i64 -1
  %.932.us.1.4 = load double, double* %scevgep1357, align 8
  %.935.us.1.4 = fadd double %.878.us.1.4, %.932.us.1.4
  %.991.us.1.4 = fmul double %.706.us.1.4, 4.000000e+00
  %.992.us.1.4 = fsub double %.935.us.1.4, %.991.us.1.4
  %.1048.us.1.4 = tail call double @llvm.sin.f64(double %.706.us.1.4)
  %.1049.us.1.4 = fadd double %.1048.us.1.4, %.992.us.1.4
  %.1051.us.1.4 = fmul double %.1049.us.1.4, %arg.h
  %.1052.us.1.4 = fadd double %.706.us.1.4, %.1051.us.1.4
  %241 = shl i64 %lsr.iv1261, 3
  %scevgep1265 = getelementptr i8, i8* %scevgep1260, i64 %241
  %scevgep12651266 = bitcast i8* %scevgep1265 to double*
  %scevgep1267 = getelementptr double, double* %scevgep12651266, i64 -3
  store double %.1052.us.1.4, double* %scevgep1267, align 8
  %242 = shl i64 %lsr.iv1261, 3
  %scevgep1352 = getelementptr i8, i8* %scevgep1288, i64 %242
  %scevgep13521353 = bitcast i8* %scevgep1352 to double*
  %scevgep1354 = getelementptr double, double* %scevgep13521353, i64 -1
  %.706.us.1.5 = load double, double* %scevgep1354, align 8
  %243 = shl i64 %lsr.iv1261, 3
  %scevgep1402 = getelementptr i8, i8* %scevgep1384, i64 %243
  %scevgep14021403 = bitcast i8* %scevgep1402 to double*
  %scevgep1404 = getelementptr double, double* %scevgep14021403, i64 5
  %.762.us.1.5 = load double, double* %scevgep1404, align 8
  %244 = shl i64 %lsr.iv1261, 3
  %scevgep1378 = getelementptr i8, i8* %scevgep1360, i64 %244
  %scevgep13781379 = bitcast i8* %scevgep1378 to double*
  %scevgep1380 = getelementptr double, double* %scevgep13781379, i64 -2
  %.818.us.1.5 = load double, double* %scevgep1380, align 8
  %.821.us.1.5 = fadd double %.762.us.1.5, %.818.us.1.5
  %245 = shl i64 %lsr.iv1261, 3
  %scevgep1301 = getelementptr i8, i8* %scevgep1288, i64 %245
  %scevgep13011302 = bitcast i8* %scevgep1301 to double*
  %scevgep1303 = getelementptr double, double* %scevgep13011302, i64 -2
  %.875.us.1.5 = load double, double* %scevgep1303, align 8
  %.878.us.1.5 = fadd double %.821.us.1.5, %.875.us.1.5
  %246 = shl i64 %lsr.iv1261, 3
  %scevgep1293 = getelementptr i8, i8* %scevgep1288, i64 %246
  %scevgep12931294 = bitcast i8* %scevgep1293 to double*
  %.932.us.1.5 = load double, double* %scevgep12931294, align 8
  %.935.us.1.5 = fadd double %.878.us.1.5, %.932.us.1.5
  %.991.us.1.5 = fmul double %.706.us.1.5, 4.000000e+00
  %.992.us.1.5 = fsub double %.935.us.1.5, %.991.us.1.5
  %.1048.us.1.5 = tail call double @llvm.sin.f64(double %.706.us.1.5)
  %.1049.us.1.5 = fadd double %.1048.us.1.5, %.992.us.1.5
  %.1051.us.1.5 = fmul double %.1049.us.1.5, %arg.h
  %.1052.us.1.5 = fadd double %.706.us.1.5, %.1051.us.1.5
  %247 = shl i64 %lsr.iv1261, 3
  %scevgep1280 = getelementptr i8, i8* %scevgep1260, i64 %247
  %scevgep12801281 = bitcast i8* %scevgep1280 to double*
  %scevgep1282 = getelementptr double, double* %scevgep12801281, i64 -2
  store double %.1052.us.1.5, double* %scevgep1282, align 8
  %248 = shl i64 %lsr.iv1261, 3
  %scevgep1291 = getelementptr i8, i8* %scevgep1288, i64 %248
  %scevgep12911292 = bitcast i8* %scevgep1291 to double*
  %.706.us.1.6 = load double, double* %scevgep12911292, align 8
  %scevgep1405 = getelementptr i8, i8* %scevgep1384, i64 %248
  %scevgep14051406 = bitcast i8* %scevgep1405 to double*
  %scevgep1407 = getelementptr double, double* %scevgep14051406, i64 6
  %.762.us.1.6 = load double, double* %scevgep1407, align 8
  %249 = shl i64 %lsr.iv1261, 3
  %scevgep1381 = getelementptr i8, i8* %scevgep1360, i64 %249
  %scevgep13811382 = bitcast i8* %scevgep1381 to double*
  %scevgep1383 = getelementptr double, double* %scevgep13811382, i64 -1
  %.818.us.1.6 = load double, double* %scevgep1383, align 8
  %.821.us.1.6 = fadd double %.762.us.1.6, %.818.us.1.6
  %250 = shl i64 %lsr.iv1261, 3
  %scevgep1349 = getelementptr i8, i8* %scevgep1288, i64 %250
  %scevgep13491350 = bitcast i8* %scevgep1349 to double*
  %scevgep1351 = getelementptr double, double* %scevgep13491350, i64 -1
  %.875.us.1.6 = load double, double* %scevgep1351, align 8
  %.878.us.1.6 = fadd double %.821.us.1.6, %.875.us.1.6
  %251 = shl i64 %lsr.iv1261, 3
  %scevgep1298 = getelementptr i8, i8* %scevgep1288, i64 %251
  %scevgep12981299 = bitcast i8* %scevgep1298 to double*
  %scevgep1300 = getelementptr double, double* %scevgep12981299, i64 1
  %.932.us.1.6 = load double, double* %scevgep1300, align 8
  %.935.us.1.6 = fadd double %.878.us.1.6, %.932.us.1.6
  %.991.us.1.6 = fmul double %.706.us.1.6, 4.000000e+00
  %.992.us.1.6 = fsub double %.935.us.1.6, %.991.us.1.6
  %.1048.us.1.6 = tail call double @llvm.sin.f64(double %.706.us.1.6)
  %.1049.us.1.6 = fadd double %.1048.us.1.6, %.992.us.1.6
  %.1051.us.1.6 = fmul double %.1049.us.1.6, %arg.h
  %.1052.us.1.6 = fadd double %.706.us.1.6, %.1051.us.1.6
  %252 = shl i64 %lsr.iv1261, 3
  %scevgep1283 = getelementptr i8, i8* %scevgep1260, i64 %252
  %scevgep12831284 = bitcast i8* %scevgep1283 to double*
  %scevgep1285 = getelementptr double, double* %scevgep12831284, i64 -1
  store double %.1052.us.1.6, double* %scevgep1285, align 8
  %253 = shl i64 %lsr.iv1261, 3
  %scevgep1295 = getelementptr i8, i8* %scevgep1288, i64 %253
  %scevgep12951296 = bitcast i8* %scevgep1295 to double*
  %scevgep1297 = getelementptr double, double* %scevgep12951296, i64 1
  %.706.us.1.7 = load double, double* %scevgep1297, align 8
  %254 = shl i64 %lsr.iv1261, 3
  %scevgep1385 = getelementptr i8, i8* %scevgep1384, i64 %254
  %scevgep13851386 = bitcast i8* %scevgep1385 to double*
  %scevgep1387 = getelementptr double, double* %scevgep13851386, i64 7
  %.762.us.1.7 = load double, double* %scevgep1387, align 8
  %255 = shl i64 %lsr.iv1261, 3
  %scevgep1361 = getelementptr i8, i8* %scevgep1360, i64 %255
  %scevgep13611362 = bitcast i8* %scevgep1361 to double*
  %.818.us.1.7 = load double, double* %scevgep13611362, align 8
  %.821.us.1.7 = fadd double %.762.us.1.7, %.818.us.1.7
  %256 = shl i64 %lsr.iv1261, 3
  %scevgep1289 = getelementptr i8, i8* %scevgep1288, i64 %256
  %scevgep12891290 = bitcast i8* %scevgep1289 to double*
  %.875.us.1.7 = load double, double* %scevgep12891290, align 8
  %.878.us.1.7 = fadd double %.821.us.1.7, %.875.us.1.7
  %257 = shl i64 %lsr.iv1261, 3
  %scevgep1316 = getelementptr i8, i8* %scevgep1288, i64 %257
  %scevgep13161317 = bitcast i8* %scevgep1316 to double*
  %scevgep1318 = getelementptr double, double* %scevgep13161317, i64 2
  %.932.us.1.7 = load double, double* %scevgep1318, align 8
  %.935.us.1.7 = fadd double %.878.us.1.7, %.932.us.1.7
  %.991.us.1.7 = fmul double %.706.us.1.7, 4.000000e+00
  %.992.us.1.7 = fsub double %.935.us.1.7, %.991.us.1.7
  %.1048.us.1.7 = tail call double @llvm.sin.f64(double %.706.us.1.7)
  %.1049.us.1.7 = fadd double %.1048.us.1.7, %.992.us.1.7
  %.1051.us.1.7 = fmul double %.1049.us.1.7, %arg.h
  %.1052.us.1.7 = fadd double %.706.us.1.7, %.1051.us.1.7
  %258 = shl i64 %lsr.iv1261, 3
  %scevgep1263 = getelementptr i8, i8* %scevgep1260, i64 %258
  %scevgep12631264 = bitcast i8* %scevgep1263 to double*
  store double %.1052.us.1.7, double* %scevgep12631264, align 8
  %lsr.iv.next1262 = add i64 %lsr.iv1261, 8
  %exitcond134.1.not.7 = icmp eq i64 %206, %lsr.iv.next1262
  br i1 %exitcond134.1.not.7, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1, !llvm.loop !23

B218.B176.loopexit_crit_edge.us.1:                ; preds = %B220.us.1, %B220.us.1.prol.loopexit, %middle.block184
  %259 = bitcast i8* %lsr.iv1204 to i1*
  %260 = bitcast i8* %lsr.iv1154 to i1*
  %261 = bitcast i8* %lsr.iv1128 to i1*
  %262 = bitcast i8* %lsr.iv1009 to i1*
  %indvar.next164 = add i64 %indvar163, 1
  %scevgep1011 = getelementptr i1, i1* %262, i64 %20
  %263 = bitcast i1* %scevgep1011 to i8*
  %scevgep1130 = getelementptr i1, i1* %261, i64 %20
  %264 = bitcast i1* %scevgep1130 to i8*
  %scevgep1156 = getelementptr i1, i1* %260, i64 %20
  %265 = bitcast i1* %scevgep1156 to i8*
  %scevgep1206 = getelementptr i1, i1* %259, i64 %20
  %266 = bitcast i1* %scevgep1206 to i8*
  %lsr.iv.next1235 = add i64 %lsr.iv1234, %arg.u0.5.1
  %lsr.iv.next1243 = add i64 %lsr.iv1242, %arg.u0.5.1
  %lsr.iv.next1248 = add i64 %lsr.iv1247, %arg.u0.5.1
  %lsr.iv.next1259 = add i64 %lsr.iv1258, %arg.u0.5.1
  %lsr.iv.next1287 = add i64 %lsr.iv1286, %arg.u0.5.1
  %lsr.iv.next1359 = add i64 %lsr.iv1358, %arg.u0.5.1
  %exitcond135.1.not = icmp eq i64 %.438.0124.us.1, %541
  br i1 %exitcond135.1.not, label %B460.1, label %B178.endif.us.1

B460.1:                                           ; preds = %B218.B176.loopexit_crit_edge.us.1, %B96.endif.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i4.1)
  %.7.i.i4.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5.2 = icmp eq i8* %.7.i.i4.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i4)
  br i1 %.8.i.i5.2, label %B96.endif.if, label %B96.endif.endif.endif.2, !prof !0

B96.endif.endif.endif.2:                          ; preds = %B460.1
  %267 = icmp slt i64 %.451, 1
  %.5.i10.2 = getelementptr i8, i8* %.7.i.i4.2, i64 24
  %268 = bitcast i8* %.5.i10.2 to i8**
  %.6.i11.2 = load i8*, i8** %268, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11.2, i8* align 1 %.6.i11.1, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.1)
  br i1 %267, label %B128.i, label %B178.endif.lr.ph.2

B178.endif.lr.ph.2:                               ; preds = %B96.endif.endif.endif.2
  %269 = icmp slt i64 %.573, 1
  br i1 %269, label %B128.i.thread, label %B178.endif.us.2.preheader

B178.endif.us.2.preheader:                        ; preds = %B178.endif.lr.ph.2
  %270 = shl i64 %arg.u0.5.1, 3
  %271 = add i64 %270, 8
  %272 = shl i64 %arg.u0.5.1, 3
  %273 = shl i64 %542, 3
  %274 = add i64 %270, %273
  %275 = add i64 %274, 8
  %276 = add i64 %274, 16
  %277 = shl i64 %arg.u0.5.1, 4
  %278 = or i64 %277, 8
  %279 = add i64 %277, %273
  %280 = add i64 %279, 8
  %281 = add i64 %273, 8
  %282 = and i64 %542, %const1808
  %283 = add nsw i64 %282, -8
  %284 = lshr exact i64 %283, 3
  %285 = add nuw nsw i64 %284, 1
  %286 = add nuw i64 %542, 1
  %n.vec231 = and i64 %542, %const1808
  %ind.end232 = or i64 %n.vec231, 1
  %broadcast.splatinsert243 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat244 = shufflevector <8 x double> %broadcast.splatinsert243, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter300 = and i64 %285, 7
  %unroll_iter303 = and i64 %285, %const
  %287 = shl i64 %arg.u0.5.1, 3
  %288 = add i64 %287, 464
  %scevgep608 = getelementptr i8, i8* %.6.i11.1, i64 %288
  %289 = shl i64 %arg.u0.5.1, 4
  %290 = add i64 %289, 456
  %scevgep727 = getelementptr i8, i8* %.6.i11.1, i64 %290
  %291 = add i64 %287, 456
  %scevgep803 = getelementptr i8, i8* %.6.i11.2, i64 %291
  %292 = shl i64 %arg.u0.5.1, 1
  %293 = add i64 %arg.u0.5.1, 1
  %294 = add i64 %arg.u0.5.1, 7
  %295 = add i64 %542, 1
  %296 = add i64 %arg.u0.5.1, 6
  %297 = add i64 %292, 7
  br label %B178.endif.us.2

B128.i.thread:                                    ; preds = %B178.endif.lr.ph.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.1)
  br label %B140.i

B178.endif.us.2:                                  ; preds = %B178.endif.us.2.preheader, %B218.B176.loopexit_crit_edge.us.2
  %lsr.iv958 = phi i64 [ %297, %B178.endif.us.2.preheader ], [ %lsr.iv.next959, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv886 = phi i64 [ %296, %B178.endif.us.2.preheader ], [ %lsr.iv.next887, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv858 = phi i64 [ %294, %B178.endif.us.2.preheader ], [ %lsr.iv.next859, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv847 = phi i64 [ %293, %B178.endif.us.2.preheader ], [ %lsr.iv.next848, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv842 = phi i64 [ %arg.u0.5.1, %B178.endif.us.2.preheader ], [ %lsr.iv.next843, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv834 = phi i64 [ %292, %B178.endif.us.2.preheader ], [ %lsr.iv.next835, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv804 = phi i8* [ %scevgep803, %B178.endif.us.2.preheader ], [ %539, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv754 = phi i8* [ %.6.i11.1, %B178.endif.us.2.preheader ], [ %538, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv728 = phi i8* [ %scevgep727, %B178.endif.us.2.preheader ], [ %537, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv609 = phi i8* [ %scevgep608, %B178.endif.us.2.preheader ], [ %536, %B218.B176.loopexit_crit_edge.us.2 ]
  %indvar205 = phi i64 [ 0, %B178.endif.us.2.preheader ], [ %indvar.next206, %B218.B176.loopexit_crit_edge.us.2 ]
  %.438.0124.us.2 = phi i64 [ 1, %B178.endif.us.2.preheader ], [ %.507.us.2, %B218.B176.loopexit_crit_edge.us.2 ]
  %298 = icmp ult i64 %542, 8
  %.507.us.2 = add nuw i64 %.438.0124.us.2, 1
  %.701.us.2 = mul i64 %.438.0124.us.2, %arg.u0.5.1
  %.710.us.2 = add nsw i64 %.438.0124.us.2, -1
  %.757.us.2 = mul i64 %.710.us.2, %arg.u0.5.1
  %.813.us.2 = mul i64 %.507.us.2, %arg.u0.5.1
  %.822.us.2 = add i64 %.701.us.2, -1
  br i1 %298, label %B220.us.2.preheader, label %vector.memcheck204

vector.memcheck204:                               ; preds = %B178.endif.us.2
  %299 = mul i64 %272, %indvar205
  %300 = add i64 %281, %299
  %scevgep214 = getelementptr i8, i8* %.6.i11.1, i64 %300
  %301 = add i64 %299, 8
  %scevgep213 = getelementptr i8, i8* %.6.i11.1, i64 %301
  %302 = add i64 %280, %299
  %scevgep212 = getelementptr i8, i8* %.6.i11.1, i64 %302
  %303 = add i64 %278, %299
  %scevgep211 = getelementptr i8, i8* %.6.i11.1, i64 %303
  %304 = add i64 %276, %299
  %scevgep210 = getelementptr i8, i8* %.6.i11.1, i64 %304
  %305 = add i64 %270, %299
  %scevgep209 = getelementptr i8, i8* %.6.i11.1, i64 %305
  %306 = add i64 %275, %299
  %scevgep208 = getelementptr i8, i8* %.6.i11.2, i64 %306
  %307 = add i64 %271, %299
  %scevgep207 = getelementptr i8, i8* %.6.i11.2, i64 %307
  %bound0215 = icmp ult i8* %scevgep207, %scevgep210
  %bound1216 = icmp ult i8* %scevgep209, %scevgep208
  %found.conflict217 = and i1 %bound0215, %bound1216
  %bound0218 = icmp ult i8* %scevgep207, %scevgep212
  %bound1219 = icmp ult i8* %scevgep211, %scevgep208
  %found.conflict220 = and i1 %bound0218, %bound1219
  %conflict.rdx221 = or i1 %found.conflict217, %found.conflict220
  %bound0222 = icmp ult i8* %scevgep207, %scevgep214
  %bound1223 = icmp ult i8* %scevgep213, %scevgep208
  %found.conflict224 = and i1 %bound0222, %bound1223
  %conflict.rdx225 = or i1 %conflict.rdx221, %found.conflict224
  br i1 %conflict.rdx225, label %B220.us.2.preheader, label %vector.ph229

vector.ph229:                                     ; preds = %vector.memcheck204
  %308 = icmp ult i64 %283, 56
  br i1 %308, label %middle.block226.unr-lcssa, label %vector.body235.preheader

vector.body235.preheader:                         ; preds = %vector.ph229
  br label %vector.body235

vector.body235:                                   ; preds = %vector.body235.preheader, %vector.body235
  %lsr.iv830 = phi i64 [ %unroll_iter303, %vector.body235.preheader ], [ %lsr.iv.next831, %vector.body235 ]
  %index236 = phi i64 [ %index.next245.7, %vector.body235 ], [ 0, %vector.body235.preheader ]
  %309 = shl i64 %index236, 3
  %scevgep715 = getelementptr i8, i8* %lsr.iv609, i64 %309
  %scevgep715716 = bitcast i8* %scevgep715 to <8 x double>*
  %scevgep717 = getelementptr <8 x double>, <8 x double>* %scevgep715716, i64 -7
  %scevgep717718 = bitcast <8 x double>* %scevgep717 to i8*
  %uglygep719 = getelementptr i8, i8* %scevgep717718, i64 -8
  %uglygep719720 = bitcast i8* %uglygep719 to <8 x double>*
  %wide.load238 = load <8 x double>, <8 x double>* %uglygep719720, align 8, !alias.scope !24
  %310 = shl i64 %index236, 3
  %scevgep799 = getelementptr i8, i8* %lsr.iv754, i64 %310
  %uglygep801 = getelementptr i8, i8* %scevgep799, i64 8
  %uglygep801802 = bitcast i8* %uglygep801 to <8 x double>*
  %wide.load239 = load <8 x double>, <8 x double>* %uglygep801802, align 8, !alias.scope !27
  %311 = shl i64 %index236, 3
  %scevgep751 = getelementptr i8, i8* %lsr.iv728, i64 %311
  %scevgep751752 = bitcast i8* %scevgep751 to <8 x double>*
  %scevgep753 = getelementptr <8 x double>, <8 x double>* %scevgep751752, i64 -7
  %wide.load240 = load <8 x double>, <8 x double>* %scevgep753, align 8, !alias.scope !29
  %312 = fadd <8 x double> %wide.load239, %wide.load240
  %313 = shl i64 %index236, 3
  %scevgep721 = getelementptr i8, i8* %lsr.iv609, i64 %313
  %scevgep721722 = bitcast i8* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -7
  %scevgep723724 = bitcast <8 x double>* %scevgep723 to i8*
  %uglygep725 = getelementptr i8, i8* %scevgep723724, i64 -16
  %uglygep725726 = bitcast i8* %uglygep725 to <8 x double>*
  %wide.load241 = load <8 x double>, <8 x double>* %uglygep725726, align 8, !alias.scope !24
  %314 = fadd <8 x double> %312, %wide.load241
  %315 = shl i64 %index236, 3
  %scevgep712 = getelementptr i8, i8* %lsr.iv609, i64 %315
  %scevgep712713 = bitcast i8* %scevgep712 to <8 x double>*
  %scevgep714 = getelementptr <8 x double>, <8 x double>* %scevgep712713, i64 -7
  %wide.load242 = load <8 x double>, <8 x double>* %scevgep714, align 8, !alias.scope !24
  %316 = fadd <8 x double> %314, %wide.load242
  %317 = fmul <8 x double> %wide.load238, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %318 = fsub <8 x double> %316, %317
  %319 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238)
  %320 = fadd <8 x double> %319, %318
  %321 = fmul <8 x double> %320, %broadcast.splat244
  %322 = fadd <8 x double> %wide.load238, %321
  %323 = shl i64 %index236, 3
  %scevgep827 = getelementptr i8, i8* %lsr.iv804, i64 %323
  %scevgep827828 = bitcast i8* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 -7
  store <8 x double> %322, <8 x double>* %scevgep829, align 8, !alias.scope !31, !noalias !33
  %324 = shl i64 %index236, 3
  %scevgep696 = getelementptr i8, i8* %lsr.iv609, i64 %324
  %scevgep696697 = bitcast i8* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -6
  %scevgep698699 = bitcast <8 x double>* %scevgep698 to i8*
  %uglygep700 = getelementptr i8, i8* %scevgep698699, i64 -8
  %uglygep700701 = bitcast i8* %uglygep700 to <8 x double>*
  %wide.load238.1 = load <8 x double>, <8 x double>* %uglygep700701, align 8, !alias.scope !24
  %325 = shl i64 %index236, 3
  %scevgep787 = getelementptr i8, i8* %lsr.iv754, i64 %325
  %scevgep787788 = bitcast i8* %scevgep787 to <8 x double>*
  %scevgep789 = getelementptr <8 x double>, <8 x double>* %scevgep787788, i64 1
  %scevgep789790 = bitcast <8 x double>* %scevgep789 to i8*
  %uglygep791 = getelementptr i8, i8* %scevgep789790, i64 8
  %uglygep791792 = bitcast i8* %uglygep791 to <8 x double>*
  %wide.load239.1 = load <8 x double>, <8 x double>* %uglygep791792, align 8, !alias.scope !27
  %326 = shl i64 %index236, 3
  %scevgep746 = getelementptr i8, i8* %lsr.iv728, i64 %326
  %scevgep746747 = bitcast i8* %scevgep746 to <8 x double>*
  %scevgep748 = getelementptr <8 x double>, <8 x double>* %scevgep746747, i64 -6
  %wide.load240.1 = load <8 x double>, <8 x double>* %scevgep748, align 8, !alias.scope !29
  %327 = fadd <8 x double> %wide.load239.1, %wide.load240.1
  %328 = shl i64 %index236, 3
  %scevgep690 = getelementptr i8, i8* %lsr.iv609, i64 %328
  %scevgep690691 = bitcast i8* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -6
  %scevgep692693 = bitcast <8 x double>* %scevgep692 to i8*
  %uglygep694 = getelementptr i8, i8* %scevgep692693, i64 -16
  %uglygep694695 = bitcast i8* %uglygep694 to <8 x double>*
  %wide.load241.1 = load <8 x double>, <8 x double>* %uglygep694695, align 8, !alias.scope !24
  %329 = fadd <8 x double> %327, %wide.load241.1
  %330 = shl i64 %index236, 3
  %scevgep687 = getelementptr i8, i8* %lsr.iv609, i64 %330
  %scevgep687688 = bitcast i8* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -6
  %wide.load242.1 = load <8 x double>, <8 x double>* %scevgep689, align 8, !alias.scope !24
  %331 = fadd <8 x double> %329, %wide.load242.1
  %332 = fmul <8 x double> %wide.load238.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %333 = fsub <8 x double> %331, %332
  %334 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.1)
  %335 = fadd <8 x double> %334, %333
  %336 = fmul <8 x double> %335, %broadcast.splat244
  %337 = fadd <8 x double> %wide.load238.1, %336
  %338 = shl i64 %index236, 3
  %scevgep822 = getelementptr i8, i8* %lsr.iv804, i64 %338
  %scevgep822823 = bitcast i8* %scevgep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %scevgep822823, i64 -6
  store <8 x double> %337, <8 x double>* %scevgep824, align 8, !alias.scope !31, !noalias !33
  %339 = shl i64 %index236, 3
  %scevgep681 = getelementptr i8, i8* %lsr.iv609, i64 %339
  %scevgep681682 = bitcast i8* %scevgep681 to <8 x double>*
  %scevgep683 = getelementptr <8 x double>, <8 x double>* %scevgep681682, i64 -5
  %scevgep683684 = bitcast <8 x double>* %scevgep683 to i8*
  %uglygep685 = getelementptr i8, i8* %scevgep683684, i64 -8
  %uglygep685686 = bitcast i8* %uglygep685 to <8 x double>*
  %wide.load238.2 = load <8 x double>, <8 x double>* %uglygep685686, align 8, !alias.scope !24
  %340 = shl i64 %index236, 3
  %scevgep781 = getelementptr i8, i8* %lsr.iv754, i64 %340
  %scevgep781782 = bitcast i8* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 2
  %scevgep783784 = bitcast <8 x double>* %scevgep783 to i8*
  %uglygep785 = getelementptr i8, i8* %scevgep783784, i64 8
  %uglygep785786 = bitcast i8* %uglygep785 to <8 x double>*
  %wide.load239.2 = load <8 x double>, <8 x double>* %uglygep785786, align 8, !alias.scope !27
  %341 = shl i64 %index236, 3
  %scevgep743 = getelementptr i8, i8* %lsr.iv728, i64 %341
  %scevgep743744 = bitcast i8* %scevgep743 to <8 x double>*
  %scevgep745 = getelementptr <8 x double>, <8 x double>* %scevgep743744, i64 -5
  %wide.load240.2 = load <8 x double>, <8 x double>* %scevgep745, align 8, !alias.scope !29
  %342 = fadd <8 x double> %wide.load239.2, %wide.load240.2
  %343 = shl i64 %index236, 3
  %scevgep675 = getelementptr i8, i8* %lsr.iv609, i64 %343
  %scevgep675676 = bitcast i8* %scevgep675 to <8 x double>*
  %scevgep677 = getelementptr <8 x double>, <8 x double>* %scevgep675676, i64 -5
  %scevgep677678 = bitcast <8 x double>* %scevgep677 to i8*
  %uglygep679 = getelementptr i8, i8* %scevgep677678, i64 -16
  %uglygep679680 = bitcast i8* %uglygep679 to <8 x double>*
  %wide.load241.2 = load <8 x double>, <8 x double>* %uglygep679680, align 8, !alias.scope !24
  %344 = fadd <8 x double> %342, %wide.load241.2
  %345 = shl i64 %index236, 3
  %scevgep672 = getelementptr i8, i8* %lsr.iv609, i64 %345
  %scevgep672673 = bitcast i8* %scevgep672 to <8 x double>*
  %scevgep674 = getelementptr <8 x double>, <8 x double>* %scevgep672673, i64 -5
  %wide.load242.2 = load <8 x double>, <8 x double>* %scevgep674, align 8, !alias.scope !24
  %346 = fadd <8 x double> %344, %wide.load242.2
  %347 = fmul <8 x double> %wide.load238.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %348 = fsub <8 x double> %346, %347
  %349 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.2)
  %350 = fadd <8 x double> %349, %348
  %351 = fmul <8 x double> %350, %broadcast.splat244
  %352 = fadd <8 x double> %wide.load238.2, %351
  %353 = shl i64 %index236, 3
  %scevgep819 = getelementptr i8, i8* %lsr.iv804, i64 %353
  %scevgep819820 = bitcast i8* %scevgep819 to <8 x double>*
  %scevgep821 = getelementptr <8 x double>, <8 x double>* %scevgep819820, i64 -5
  store <8 x double> %352, <8 x double>* %scevgep821, align 8, !alias.scope !31, !noalias !33
  %354 = shl i64 %index236, 3
  %scevgep666 = getelementptr i8, i8* %lsr.iv609, i64 %354
  %scevgep666667 = bitcast i8* %scevgep666 to <8 x double>*
  %scevgep668 = getelementptr <8 x double>, <8 x double>* %scevgep666667, i64 -4
  %scevgep668669 = bitcast <8 x double>* %scevgep668 to i8*
  %uglygep670 = getelementptr i8, i8* %scevgep668669, i64 -8
  %uglygep670671 = bitcast i8* %uglygep670 to <8 x double>*
  %wide.load238.3 = load <8 x double>, <8 x double>* %uglygep670671, align 8, !alias.scope !24
  %355 = shl i64 %index236, 3
  %scevgep775 = getelementptr i8, i8* %lsr.iv754, i64 %355
  %scevgep775776 = bitcast i8* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 3
  %scevgep777778 = bitcast <8 x double>* %scevgep777 to i8*
  %uglygep779 = getelementptr i8, i8* %scevgep777778, i64 8
  %uglygep779780 = bitcast i8* %uglygep779 to <8 x double>*
  %wide.load239.3 = load <8 x double>, <8 x double>* %uglygep779780, align 8, !alias.scope !27
  %356 = shl i64 %index236, 3
  %scevgep740 = getelementptr i8, i8* %lsr.iv728, i64 %356
  %scevgep740741 = bitcast i8* %scevgep740 to <8 x double>*
  %scevgep742 = getelementptr <8 x double>, <8 x double>* %scevgep740741, i64 -4
  %wide.load240.3 = load <8 x double>, <8 x double>* %scevgep742, align 8, !alias.scope !29
  %357 = fadd <8 x double> %wide.load239.3, %wide.load240.3
  %358 = shl i64 %index236, 3
  %scevgep660 = getelementptr i8, i8* %lsr.iv609, i64 %358
  %scevgep660661 = bitcast i8* %scevgep660 to <8 x double>*
  %scevgep662 = getelementptr <8 x double>, <8 x double>* %scevgep660661, i64 -4
  %scevgep662663 = bitcast <8 x double>* %scevgep662 to i8*
  %uglygep664 = getelementptr i8, i8* %scevgep662663, i64 -16
  %uglygep664665 = bitcast i8* %uglygep664 to <8 x double>*
  %wide.load241.3 = load <8 x double>, <8 x double>* %uglygep664665, align 8, !alias.scope !24
  %359 = fadd <8 x double> %357, %wide.load241.3
  %360 = shl i64 %index236, 3
  %scevgep657 = getelementptr i8, i8* %lsr.iv609, i64 %360
  %scevgep657658 = bitcast i8* %scevgep657 to <8 x double>*
  %scevgep659 = getelementptr <8 x double>, <8 x double>* %scevgep657658, i64 -4
  %wide.load242.3 = load <8 x double>, <8 x double>* %scevgep659, align 8, !alias.scope !24
  %361 = fadd <8 x double> %359, %wide.load242.3
  %362 = fmul <8 x double> %wide.load238.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %363 = fsub <8 x double> %361, %362
  %364 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.3)
  %365 = fadd <8 x double> %364, %363
  %366 = fmul <8 x double> %365, %broadcast.splat244
  %367 = fadd <8 x double> %wide.load238.3, %366
  %368 = shl i64 %index236, 3
  %scevgep816 = getelementptr i8, i8* %lsr.iv804, i64 %368
  %scevgep816817 = bitcast i8* %scevgep816 to <8 x double>*
  %scevgep818 = getelementptr <8 x double>, <8 x double>* %scevgep816817, i64 -4
  store <8 x double> %367, <8 x double>* %scevgep818, align 8, !alias.scope !31, !noalias !33
  %369 = shl i64 %index236, 3
  %scevgep651 = getelementptr i8, i8* %lsr.iv609, i64 %369
  %scevgep651652 = bitcast i8* %scevgep651 to <8 x double>*
  %scevgep653 = getelementptr <8 x double>, <8 x double>* %scevgep651652, i64 -3
  %scevgep653654 = bitcast <8 x double>* %scevgep653 to i8*
  %uglygep655 = getelementptr i8, i8* %scevgep653654, i64 -8
  %uglygep655656 = bitcast i8* %uglygep655 to <8 x double>*
  %wide.load238.4 = load <8 x double>, <8 x double>* %uglygep655656, align 8, !alias.scope !24
  %370 = shl i64 %index236, 3
  %scevgep769 = getelementptr i8, i8* %lsr.iv754, i64 %370
  %scevgep769770 = bitcast i8* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 4
  %scevgep771772 = bitcast <8 x double>* %scevgep771 to i8*
  %uglygep773 = getelementptr i8, i8* %scevgep771772, i64 8
  %uglygep773774 = bitcast i8* %uglygep773 to <8 x double>*
  %wide.load239.4 = load <8 x double>, <8 x double>* %uglygep773774, align 8, !alias.scope !27
  %371 = shl i64 %index236, 3
  %scevgep737 = getelementptr i8, i8* %lsr.iv728, i64 %371
  %scevgep737738 = bitcast i8* %scevgep737 to <8 x double>*
  %scevgep739 = getelementptr <8 x double>, <8 x double>* %scevgep737738, i64 -3
  %wide.load240.4 = load <8 x double>, <8 x double>* %scevgep739, align 8, !alias.scope !29
  %372 = fadd <8 x double> %wide.load239.4, %wide.load240.4
  %373 = shl i64 %index236, 3
  %scevgep645 = getelementptr i8, i8* %lsr.iv609, i64 %373
  %scevgep645646 = bitcast i8* %scevgep645 to <8 x double>*
  %scevgep647 = getelementptr <8 x double>, <8 x double>* %scevgep645646, i64 -3
  %scevgep647648 = bitcast <8 x double>* %scevgep647 to i8*
  %uglygep649 = getelementptr i8, i8* %scevgep647648, i64 -16
  %uglygep649650 = bitcast i8* %uglygep649 to <8 x double>*
  %wide.load241.4 = load <8 x double>, <8 x double>* %uglygep649650, align 8, !alias.scope !24
  %374 = fadd <8 x double> %372, %wide.load241.4
  %375 = shl i64 %index236, 3
  %scevgep642 = getelementptr i8, i8* %lsr.iv609, i64 %375
  %scevgep642643 = bitcast i8* %scevgep642 to <8 x double>*
  %scevgep644 = getelementptr <8 x double>, <8 x double>* %scevgep642643, i64 -3
  %wide.load242.4 = load <8 x double>, <8 x double>* %scevgep644, align 8, !alias.scope !24
  %376 = fadd <8 x double> %374, %wide.load242.4
  %377 = fmul <8 x double> %wide.load238.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %378 = fsub <8 x double> %376, %377
  %379 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.4)
  %380 = fadd <8 x double> %379, %378
  %381 = fmul <8 x double> %380, %broadcast.splat244
  %382 = fadd <8 x double> %wide.load238.4, %381
  %383 = shl i64 %index236, 3
  %scevgep813 = getelementptr i8, i8* %lsr.iv804, i64 %383
  %scevgep813814 = bitcast i8* %scevgep813 to <8 x double>*
  %scevgep815 = getelementptr <8 x double>, <8 x double>* %scevgep813814, i64 -3
  store <8 x double> %382, <8 x double>* %scevgep815, align 8, !alias.scope !31, !noalias !33
  %384 = shl i64 %index236, 3
  %scevgep636 = getelementptr i8, i8* %lsr.iv609, i64 %384
  %scevgep636637 = bitcast i8* %scevgep636 to <8 x double>*
  %scevgep638 = getelementptr <8 x double>, <8 x double>* %scevgep636637, i64 -2
  %scevgep638639 = bitcast <8 x double>* %scevgep638 to i8*
  %uglygep640 = getelementptr i8, i8* %scevgep638639, i64 -8
  %uglygep640641 = bitcast i8* %uglygep640 to <8 x double>*
  %wide.load238.5 = load <8 x double>, <8 x double>* %uglygep640641, align 8, !alias.scope !24
  %385 = shl i64 %index236, 3
  %scevgep763 = getelementptr i8, i8* %lsr.iv754, i64 %385
  %scevgep763764 = bitcast i8* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 5
  %scevgep765766 = bitcast <8 x double>* %scevgep765 to i8*
  %uglygep767 = getelementptr i8, i8* %scevgep765766, i64 8
  %uglygep767768 = bitcast i8* %uglygep767 to <8 x double>*
  %wide.load239.5 = load <8 x double>, <8 x double>* %uglygep767768, align 8, !alias.scope !27
  %386 = shl i64 %index236, 3
  %scevgep734 = getelementptr i8, i8* %lsr.iv728, i64 %386
  %scevgep734735 = bitcast i8* %scevgep734 to <8 x double>*
  %scevgep736 = getelementptr <8 x double>, <8 x double>* %scevgep734735, i64 -2
  %wide.load240.5 = load <8 x double>, <8 x double>* %scevgep736, align 8, !alias.scope !29
  %387 = fadd <8 x double> %wide.load239.5, %wide.load240.5
  %388 = shl i64 %index236, 3
  %scevgep630 = getelementptr i8, i8* %lsr.iv609, i64 %388
  %scevgep630631 = bitcast i8* %scevgep630 to <8 x double>*
  %scevgep632 = getelementptr <8 x double>, <8 x double>* %scevgep630631, i64 -2
  %scevgep632633 = bitcast <8 x double>* %scevgep632 to i8*
  %uglygep634 = getelementptr i8, i8* %scevgep632633, i64 -16
  %uglygep634635 = bitcast i8* %uglygep634 to <8 x double>*
  %wide.load241.5 = load <8 x double>, <8 x double>* %uglygep634635, align 8, !alias.scope !24
  %389 = fadd <8 x double> %387, %wide.load241.5
  %390 = shl i64 %index236, 3
  %scevgep627 = getelementptr i8, i8* %lsr.iv609, i64 %390
  %scevgep627628 = bitcast i8* %scevgep627 to <8 x double>*
  %scevgep629 = getelementptr <8 x double>, <8 x double>* %scevgep627628, i64 -2
  %wide.load242.5 = load <8 x double>, <8 x double>* %scevgep629, align 8, !alias.scope !24
  %391 = fadd <8 x double> %389, %wide.load242.5
  %392 = fmul <8 x double> %wide.load238.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %393 = fsub <8 x double> %391, %392
  %394 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.5)
  %395 = fadd <8 x double> %394, %393
  %396 = fmul <8 x double> %395, %broadcast.splat244
  %397 = fadd <8 x double> %wide.load238.5, %396
  %398 = shl i64 %index236, 3
  %scevgep810 = getelementptr i8, i8* %lsr.iv804, i64 %398
  %scevgep810811 = bitcast i8* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 -2
  store <8 x double> %397, <8 x double>* %scevgep812, align 8, !alias.scope !31, !noalias !33
  %399 = shl i64 %index236, 3
  %scevgep621 = getelementptr i8, i8* %lsr.iv609, i64 %399
  %scevgep621622 = bitcast i8* %scevgep621 to <8 x double>*
  %scevgep623 = getelementptr <8 x double>, <8 x double>* %scevgep621622, i64 -1
  %scevgep623624 = bitcast <8 x double>* %scevgep623 to i8*
  %uglygep625 = getelementptr i8, i8* %scevgep623624, i64 -8
  %uglygep625626 = bitcast i8* %uglygep625 to <8 x double>*
  %wide.load238.6 = load <8 x double>, <8 x double>* %uglygep625626, align 8, !alias.scope !24
  %400 = shl i64 %index236, 3
  %scevgep757 = getelementptr i8, i8* %lsr.iv754, i64 %400
  %scevgep757758 = bitcast i8* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 6
  %scevgep759760 = bitcast <8 x double>* %scevgep759 to i8*
  %uglygep761 = getelementptr i8, i8* %scevgep759760, i64 8
  %uglygep761762 = bitcast i8* %uglygep761 to <8 x double>*
  %wide.load239.6 = load <8 x double>, <8 x double>* %uglygep761762, align 8, !alias.scope !27
  %401 = shl i64 %index236, 3
  %scevgep731 = getelementptr i8, i8* %lsr.iv728, i64 %401
  %scevgep731732 = bitcast i8* %scevgep731 to <8 x double>*
  %scevgep733 = getelementptr <8 x double>, <8 x double>* %scevgep731732, i64 -1
  %wide.load240.6 = load <8 x double>, <8 x double>* %scevgep733, align 8, !alias.scope !29
  %402 = fadd <8 x double> %wide.load239.6, %wide.load240.6
  %403 = shl i64 %index236, 3
  %scevgep615 = getelementptr i8, i8* %lsr.iv609, i64 %403
  %scevgep615616 = bitcast i8* %scevgep615 to <8 x double>*
  %scevgep617 = getelementptr <8 x double>, <8 x double>* %scevgep615616, i64 -1
  %scevgep617618 = bitcast <8 x double>* %scevgep617 to i8*
  %uglygep619 = getelementptr i8, i8* %scevgep617618, i64 -16
  %uglygep619620 = bitcast i8* %uglygep619 to <8 x double>*
  %wide.load241.6 = load <8 x double>, <8 x double>* %uglygep619620, align 8, !alias.scope !24
  %404 = fadd <8 x double> %402, %wide.load241.6
  %405 = shl i64 %index236, 3
  %scevgep612 = getelementptr i8, i8* %lsr.iv609, i64 %405
  %scevgep612613 = bitcast i8* %scevgep612 to <8 x double>*
  %scevgep614 = getelementptr <8 x double>, <8 x double>* %scevgep612613, i64 -1
  %wide.load242.6 = load <8 x double>, <8 x double>* %scevgep614, align 8, !alias.scope !24
  %406 = fadd <8 x double> %404, %wide.load242.6
  %407 = fmul <8 x double> %wide.load238.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %408 = fsub <8 x double> %406, %407
  %409 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.6)
  %410 = fadd <8 x double> %409, %408
  %411 = fmul <8 x double> %410, %broadcast.splat244
  %412 = fadd <8 x double> %wide.load238.6, %411
  %413 = shl i64 %index236, 3
  %scevgep807 = getelementptr i8, i8* %lsr.iv804, i64 %413
  %scevgep807808 = bitcast i8* %scevgep807 to <8 x double>*
  %scevgep809 = getelementptr <8 x double>, <8 x double>* %scevgep807808, i64 -1
  store <8 x double> %412, <8 x double>* %scevgep809, align 8, !alias.scope !31, !noalias !33
  %414 = shl i64 %index236, 3
  %scevgep706 = getelementptr i8, i8* %lsr.iv609, i64 %414
  %uglygep708 = getelementptr i8, i8* %scevgep706, i64 -8
  %uglygep708709 = bitcast i8* %uglygep708 to <8 x double>*
  %wide.load238.7 = load <8 x double>, <8 x double>* %uglygep708709, align 8, !alias.scope !24
  %415 = shl i64 %index236, 3
  %scevgep793 = getelementptr i8, i8* %lsr.iv754, i64 %415
  %scevgep793794 = bitcast i8* %scevgep793 to <8 x double>*
  %scevgep795 = getelementptr <8 x double>, <8 x double>* %scevgep793794, i64 7
  %scevgep795796 = bitcast <8 x double>* %scevgep795 to i8*
  %uglygep797 = getelementptr i8, i8* %scevgep795796, i64 8
  %uglygep797798 = bitcast i8* %uglygep797 to <8 x double>*
  %wide.load239.7 = load <8 x double>, <8 x double>* %uglygep797798, align 8, !alias.scope !27
  %416 = shl i64 %index236, 3
  %scevgep749 = getelementptr i8, i8* %lsr.iv728, i64 %416
  %scevgep749750 = bitcast i8* %scevgep749 to <8 x double>*
  %wide.load240.7 = load <8 x double>, <8 x double>* %scevgep749750, align 8, !alias.scope !29
  %417 = fadd <8 x double> %wide.load239.7, %wide.load240.7
  %418 = shl i64 %index236, 3
  %scevgep702 = getelementptr i8, i8* %lsr.iv609, i64 %418
  %uglygep704 = getelementptr i8, i8* %scevgep702, i64 -16
  %uglygep704705 = bitcast i8* %uglygep704 to <8 x double>*
  %wide.load241.7 = load <8 x double>, <8 x double>* %uglygep704705, align 8, !alias.scope !24
  %419 = fadd <8 x double> %417, %wide.load241.7
  %420 = shl i64 %index236, 3
  %scevgep710 = getelementptr i8, i8* %lsr.iv609, i64 %420
  %scevgep710711 = bitcast i8* %scevgep710 to <8 x double>*
  %wide.load242.7 = load <8 x double>, <8 x double>* %scevgep710711, align 8, !alias.scope !24
  %421 = fadd <8 x double> %419, %wide.load242.7
  %422 = fmul <8 x double> %wide.load238.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %423 = fsub <8 x double> %421, %422
  %424 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.7)
  %425 = fadd <8 x double> %424, %423
  %426 = fmul <8 x double> %425, %broadcast.splat244
  %427 = fadd <8 x double> %wide.load238.7, %426
  %428 = shl i64 %index236, 3
  %scevgep825 = getelementptr i8, i8* %lsr.iv804, i64 %428
  %scevgep825826 = bitcast i8* %scevgep825 to <8 x double>*
  store <8 x double> %427, <8 x double>* %scevgep825826, align 8, !alias.scope !31, !noalias !33
  %index.next245.7 = add i64 %index236, 64
  %lsr.iv.next831 = add i64 %lsr.iv830, -8
  %niter304.ncmp.7 = icmp eq i64 %lsr.iv.next831, 0
  br i1 %niter304.ncmp.7, label %middle.block226.unr-lcssa, label %vector.body235, !llvm.loop !34

middle.block226.unr-lcssa:                        ; preds = %vector.body235, %vector.ph229
  %index236.unr = phi i64 [ 0, %vector.ph229 ], [ %index.next245.7, %vector.body235 ]
  %429 = icmp eq i64 %xtraiter300, 0
  br i1 %429, label %middle.block226, label %vector.body235.epil.preheader

vector.body235.epil.preheader:                    ; preds = %middle.block226.unr-lcssa
  br label %vector.body235.epil

vector.body235.epil:                              ; preds = %vector.body235.epil.preheader, %vector.body235.epil
  %lsr.iv832 = phi i64 [ %xtraiter300, %vector.body235.epil.preheader ], [ %lsr.iv.next833, %vector.body235.epil ]
  %index236.epil = phi i64 [ %index.next245.epil, %vector.body235.epil ], [ %index236.unr, %vector.body235.epil.preheader ]
  %430 = bitcast i8* %.6.i11.2 to double*
  %431 = bitcast i8* %.6.i11.1 to double*
  %offset.idx237.epil = or i64 %index236.epil, 1
  %432 = or i64 %index236.epil, 2
  %433 = add i64 %offset.idx237.epil, %.701.us.2
  %434 = getelementptr double, double* %431, i64 %433
  %435 = bitcast double* %434 to <8 x double>*
  %wide.load238.epil = load <8 x double>, <8 x double>* %435, align 8, !alias.scope !24
  %436 = add i64 %offset.idx237.epil, %.757.us.2
  %437 = getelementptr double, double* %431, i64 %436
  %438 = bitcast double* %437 to <8 x double>*
  %wide.load239.epil = load <8 x double>, <8 x double>* %438, align 8, !alias.scope !27
  %439 = add i64 %offset.idx237.epil, %.813.us.2
  %440 = getelementptr double, double* %431, i64 %439
  %441 = bitcast double* %440 to <8 x double>*
  %wide.load240.epil = load <8 x double>, <8 x double>* %441, align 8, !alias.scope !29
  %442 = fadd <8 x double> %wide.load239.epil, %wide.load240.epil
  %443 = add i64 %.822.us.2, %offset.idx237.epil
  %444 = getelementptr double, double* %431, i64 %443
  %445 = bitcast double* %444 to <8 x double>*
  %wide.load241.epil = load <8 x double>, <8 x double>* %445, align 8, !alias.scope !24
  %446 = fadd <8 x double> %442, %wide.load241.epil
  %447 = add i64 %432, %.701.us.2
  %448 = getelementptr double, double* %431, i64 %447
  %449 = bitcast double* %448 to <8 x double>*
  %wide.load242.epil = load <8 x double>, <8 x double>* %449, align 8, !alias.scope !24
  %450 = fadd <8 x double> %446, %wide.load242.epil
  %451 = fmul <8 x double> %wide.load238.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %452 = fsub <8 x double> %450, %451
  %453 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load238.epil)
  %454 = fadd <8 x double> %453, %452
  %455 = fmul <8 x double> %454, %broadcast.splat244
  %456 = fadd <8 x double> %wide.load238.epil, %455
  %457 = getelementptr double, double* %430, i64 %433
  %458 = bitcast double* %457 to <8 x double>*
  store <8 x double> %456, <8 x double>* %458, align 8, !alias.scope !31, !noalias !33
  %index.next245.epil = add nuw i64 %index236.epil, 8
  %lsr.iv.next833 = add nsw i64 %lsr.iv832, -1
  %epil.iter301.cmp.not = icmp eq i64 %lsr.iv.next833, 0
  br i1 %epil.iter301.cmp.not, label %middle.block226, label %vector.body235.epil, !llvm.loop !35

middle.block226:                                  ; preds = %vector.body235.epil, %middle.block226.unr-lcssa
  %459 = icmp eq i64 %542, %n.vec231
  br i1 %459, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2.preheader

B220.us.2.preheader:                              ; preds = %vector.memcheck204, %B178.endif.us.2, %middle.block226
  %.560.0121.us.2.ph = phi i64 [ 1, %vector.memcheck204 ], [ 1, %B178.endif.us.2 ], [ %ind.end232, %middle.block226 ]
  %460 = sub i64 %286, %.560.0121.us.2.ph
  %461 = sub i64 %542, %.560.0121.us.2.ph
  %xtraiter305 = and i64 %460, 7
  %lcmp.mod306.not = icmp eq i64 %xtraiter305, 0
  br i1 %lcmp.mod306.not, label %B220.us.2.prol.loopexit, label %B220.us.2.prol.preheader

B220.us.2.prol.preheader:                         ; preds = %B220.us.2.preheader
  %462 = add i64 %.560.0121.us.2.ph, %lsr.iv834
  %463 = shl i64 %462, 3
  %scevgep836 = getelementptr i8, i8* %.6.i11.1, i64 %463
  %464 = shl i64 %.560.0121.us.2.ph, 3
  %scevgep839 = getelementptr i8, i8* %lsr.iv754, i64 %464
  %465 = add i64 %.560.0121.us.2.ph, %lsr.iv842
  %466 = shl i64 %465, 3
  %scevgep844 = getelementptr i8, i8* %.6.i11.2, i64 %466
  %467 = add i64 %.560.0121.us.2.ph, %lsr.iv847
  %468 = shl i64 %467, 3
  %scevgep849 = getelementptr i8, i8* %.6.i11.1, i64 %468
  br label %B220.us.2.prol

B220.us.2.prol:                                   ; preds = %B220.us.2.prol.preheader, %B220.us.2.prol
  %prol.iter = phi i64 [ %prol.iter.next, %B220.us.2.prol ], [ 0, %B220.us.2.prol.preheader ]
  %469 = shl nuw nsw i64 %prol.iter, 3
  %scevgep852 = getelementptr i8, i8* %scevgep849, i64 %469
  %scevgep852853 = bitcast i8* %scevgep852 to double*
  %scevgep854 = getelementptr double, double* %scevgep852853, i64 -1
  %.706.us.2.prol = load double, double* %scevgep854, align 8
  %470 = shl nuw nsw i64 %prol.iter, 3
  %scevgep840 = getelementptr i8, i8* %scevgep839, i64 %470
  %scevgep840841 = bitcast i8* %scevgep840 to double*
  %.762.us.2.prol = load double, double* %scevgep840841, align 8
  %471 = shl nuw nsw i64 %prol.iter, 3
  %scevgep837 = getelementptr i8, i8* %scevgep836, i64 %471
  %scevgep837838 = bitcast i8* %scevgep837 to double*
  %.818.us.2.prol = load double, double* %scevgep837838, align 8
  %.821.us.2.prol = fadd double %.762.us.2.prol, %.818.us.2.prol
  %472 = shl nuw nsw i64 %prol.iter, 3
  %scevgep855 = getelementptr i8, i8* %scevgep849, i64 %472
  %scevgep855856 = bitcast i8* %scevgep855 to double*
  %scevgep857 = getelementptr double, double* %scevgep855856, i64 -2
  %.875.us.2.prol = load double, double* %scevgep857, align 8
  %.878.us.2.prol = fadd double %.821.us.2.prol, %.875.us.2.prol
  %473 = shl nuw nsw i64 %prol.iter, 3
  %scevgep850 = getelementptr i8, i8* %scevgep849, i64 %473
  %scevgep850851 = bitcast i8* %scevgep850 to double*
  %.932.us.2.prol = load double, double* %scevgep850851, align 8
  %.935.us.2.prol = fadd double %.878.us.2.prol, %.932.us.2.prol
  %.991.us.2.prol = fmul double %.706.us.2.prol, 4.000000e+00
  %.992.us.2.prol = fsub double %.935.us.2.prol, %.991.us.2.prol
  %.1048.us.2.prol = tail call double @llvm.sin.f64(double %.706.us.2.prol)
  %.1049.us.2.prol = fadd double %.1048.us.2.prol, %.992.us.2.prol
  %.1051.us.2.prol = fmul double %.1049.us.2.prol, %arg.h
  %.1052.us.2.prol = fadd double %.706.us.2.prol, %.1051.us.2.prol
  %474 = shl nuw nsw i64 %prol.iter, 3
  %scevgep845 = getelementptr i8, i8* %scevgep844, i64 %474
  %scevgep845846 = bitcast i8* %scevgep845 to double*
  store double %.1052.us.2.prol, double* %scevgep845846, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter305, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B220.us.2.prol.loopexit.loopexit, label %B220.us.2.prol, !llvm.loop !36

B220.us.2.prol.loopexit.loopexit:                 ; preds = %B220.us.2.prol
  %475 = add i64 %.560.0121.us.2.ph, %prol.iter.next
  br label %B220.us.2.prol.loopexit

B220.us.2.prol.loopexit:                          ; preds = %B220.us.2.prol.loopexit.loopexit, %B220.us.2.preheader
  %.560.0121.us.2.unr = phi i64 [ %.560.0121.us.2.ph, %B220.us.2.preheader ], [ %475, %B220.us.2.prol.loopexit.loopexit ]
  %476 = icmp ult i64 %461, 7
  br i1 %476, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2.preheader379

B220.us.2.preheader379:                           ; preds = %B220.us.2.prol.loopexit
  %477 = add i64 %.560.0121.us.2.unr, %lsr.iv858
  %478 = shl i64 %477, 3
  %scevgep860 = getelementptr i8, i8* %.6.i11.2, i64 %478
  %479 = sub i64 %295, %.560.0121.us.2.unr
  %480 = add i64 %.560.0121.us.2.unr, %lsr.iv886
  %481 = shl i64 %480, 3
  %scevgep888 = getelementptr i8, i8* %.6.i11.1, i64 %481
  %482 = add i64 %.560.0121.us.2.unr, %lsr.iv958
  %483 = shl i64 %482, 3
  %scevgep960 = getelementptr i8, i8* %.6.i11.1, i64 %483
  %484 = shl i64 %.560.0121.us.2.unr, 3
  %scevgep984 = getelementptr i8, i8* %lsr.iv754, i64 %484
  br label %B220.us.2

B220.us.2:                                        ; preds = %B220.us.2.preheader379, %B220.us.2
  %lsr.iv861 = phi i64 [ 0, %B220.us.2.preheader379 ], [ %lsr.iv.next862, %B220.us.2 ]
  %485 = shl i64 %lsr.iv861, 3
  %scevgep913 = getelementptr i8, i8* %scevgep888, i64 %485
  %scevgep913914 = bitcast i8* %scevgep913 to double*
  %scevgep915 = getelementptr double, double* %scevgep913914, i64 -6
  %.706.us.2 = load double, double* %scevgep915, align 8
  %486 = shl i64 %lsr.iv861, 3
  %scevgep991 = getelementptr i8, i8* %scevgep984, i64 %486
  %scevgep991992 = bitcast i8* %scevgep991 to double*
  %.762.us.2 = load double, double* %scevgep991992, align 8
  %487 = shl i64 %lsr.iv861, 3
  %scevgep966 = getelementptr i8, i8* %scevgep960, i64 %487
  %scevgep966967 = bitcast i8* %scevgep966 to double*
  %scevgep968 = getelementptr double, double* %scevgep966967, i64 -7
  %.818.us.2 = load double, double* %scevgep968, align 8
  %.821.us.2 = fadd double %.762.us.2, %.818.us.2
  %488 = shl i64 %lsr.iv861, 3
  %scevgep919 = getelementptr i8, i8* %scevgep888, i64 %488
  %scevgep919920 = bitcast i8* %scevgep919 to double*
  %scevgep921 = getelementptr double, double* %scevgep919920, i64 -7
  %.875.us.2 = load double, double* %scevgep921, align 8
  %.878.us.2 = fadd double %.821.us.2, %.875.us.2
  %489 = shl i64 %lsr.iv861, 3
  %scevgep928 = getelementptr i8, i8* %scevgep888, i64 %489
  %scevgep928929 = bitcast i8* %scevgep928 to double*
  %scevgep930 = getelementptr double, double* %scevgep928929, i64 -5
  %.932.us.2 = load double, double* %scevgep930, align 8
  %.935.us.2 = fadd double %.878.us.2, %.932.us.2
  %.991.us.2 = fmul double %.706.us.2, 4.000000e+00
  %.992.us.2 = fsub double %.935.us.2, %.991.us.2
  %.1048.us.2 = tail call double @llvm.sin.f64(double %.706.us.2)
  %.1049.us.2 = fadd double %.1048.us.2, %.992.us.2
  %.1051.us.2 = fmul double %.1049.us.2, %arg.h
  %.1052.us.2 = fadd double %.706.us.2, %.1051.us.2
  %490 = shl i64 %lsr.iv861, 3
  %scevgep868 = getelementptr i8, i8* %scevgep860, i64 %490
  %scevgep868869 = bitcast i8* %scevgep868 to double*
  %scevgep870 = getelementptr double, double* %scevgep868869, i64 -7
  store double %.1052.us.2, double* %scevgep870, align 8
  %491 = shl i64 %lsr.iv861, 3
  %scevgep925 = getelementptr i8, i8* %scevgep888, i64 %491
  %scevgep925926 = bitcast i8* %scevgep925 to double*
  %scevgep927 = getelementptr double, double* %scevgep925926, i64 -5
  %.706.us.2.1 = load double, double* %scevgep927, align 8
  %492 = shl i64 %lsr.iv861, 3
  %scevgep993 = getelementptr i8, i8* %scevgep984, i64 %492
  %scevgep993994 = bitcast i8* %scevgep993 to double*
  %scevgep995 = getelementptr double, double* %scevgep993994, i64 1
  %.762.us.2.1 = load double, double* %scevgep995, align 8
  %493 = shl i64 %lsr.iv861, 3
  %scevgep969 = getelementptr i8, i8* %scevgep960, i64 %493
  %scevgep969970 = bitcast i8* %scevgep969 to double*
  %scevgep971 = getelementptr double, double* %scevgep969970, i64 -6
  %.818.us.2.1 = load double, double* %scevgep971, align 8
  %.821.us.2.1 = fadd double %.762.us.2.1, %.818.us.2.1
  %494 = shl i64 %lsr.iv861, 3
  %scevgep910 = getelementptr i8, i8* %scevgep888, i64 %494
  %scevgep910911 = bitcast i8* %scevgep910 to double*
  %scevgep912 = getelementptr double, double* %scevgep910911, i64 -6
  %.875.us.2.1 = load double, double* %scevgep912, align 8
  %.878.us.2.1 = fadd double %.821.us.2.1, %.875.us.2.1
  %495 = shl i64 %lsr.iv861, 3
  %scevgep937 = getelementptr i8, i8* %scevgep888, i64 %495
  %scevgep937938 = bitcast i8* %scevgep937 to double*
  %scevgep939 = getelementptr double, double* %scevgep937938, i64 -4
  %.932.us.2.1 = load double, double* %scevgep939, align 8
  %.935.us.2.1 = fadd double %.878.us.2.1, %.932.us.2.1
  %.991.us.2.1 = fmul double %.706.us.2.1, 4.000000e+00
  %.992.us.2.1 = fsub double %.935.us.2.1, %.991.us.2.1
  %.1048.us.2.1 = tail call double @llvm.sin.f64(double %.706.us.2.1)
  %.1049.us.2.1 = fadd double %.1048.us.2.1, %.992.us.2.1
  %.1051.us.2.1 = fmul double %.1049.us.2.1, %arg.h
  %.1052.us.2.1 = fadd double %.706.us.2.1, %.1051.us.2.1
  %496 = shl i64 %lsr.iv861, 3
  %scevgep871 = getelementptr i8, i8* %scevgep860, i64 %496
  %scevgep871872 = bitcast i8* %scevgep871 to double*
  %scevgep873 = getelementptr double, double* %scevgep871872, i64 -6
  store double %.1052.us.2.1, double* %scevgep873, align 8
  %497 = shl i64 %lsr.iv861, 3
  %scevgep934 = getelementptr i8, i8* %scevgep888, i64 %497
  %scevgep934935 = bitcast i8* %scevgep934 to double*
  %scevgep936 = getelementptr double, double* %scevgep934935, i64 -4
  %.706.us.2.2 = load double, double* %scevgep936, align 8
  %498 = shl i64 %lsr.iv861, 3
  %scevgep996 = getelementptr i8, i8* %scevgep984, i64 %498
  %scevgep996997 = bitcast i8* %scevgep996 to double*
  %scevgep998 = getelementptr double, double* %scevgep996997, i64 2
  %.762.us.2.2 = load double, double* %scevgep998, align 8
  %499 = shl i64 %lsr.iv861, 3
  %scevgep972 = getelementptr i8, i8* %scevgep960, i64 %499
  %scevgep972973 = bitcast i8* %scevgep972 to double*
  %scevgep974 = getelementptr double, double* %scevgep972973, i64 -5
  %.818.us.2.2 = load double, double* %scevgep974, align 8
  %.821.us.2.2 = fadd double %.762.us.2.2, %.818.us.2.2
  %500 = shl i64 %lsr.iv861, 3
  %scevgep922 = getelementptr i8, i8* %scevgep888, i64 %500
  %scevgep922923 = bitcast i8* %scevgep922 to double*
  %scevgep924 = getelementptr double, double* %scevgep922923, i64 -5
  %.875.us.2.2 = load double, double* %scevgep924, align 8
  %.878.us.2.2 = fadd double %.821.us.2.2, %.875.us.2.2
  %501 = shl i64 %lsr.iv861, 3
  %scevgep946 = getelementptr i8, i8* %scevgep888, i64 %501
  %scevgep946947 = bitcast i8* %scevgep946 to double*
  %scevgep948 = getelementptr double, double* %scevgep946947, i64 -3
  %.932.us.2.2 = load double, double* %scevgep948, align 8
  %.935.us.2.2 = fadd double %.878.us.2.2, %.932.us.2.2
  %.991.us.2.2 = fmul double %.706.us.2.2, 4.000000e+00
  %.992.us.2.2 = fsub double %.935.us.2.2, %.991.us.2.2
  %.1048.us.2.2 = tail call double @llvm.sin.f64(double %.706.us.2.2)
  %.1049.us.2.2 = fadd double %.1048.us.2.2, %.992.us.2.2
  %.1051.us.2.2 = fmul double %.1049.us.2.2, %arg.h
  %.1052.us.2.2 = fadd double %.706.us.2.2, %.1051.us.2.2
  %502 = shl i64 %lsr.iv861, 3
  %scevgep874 = getelementptr i8, i8* %scevgep860, i64 %502
  %scevgep874875 = bitcast i8* %scevgep874 to double*
  %scevgep876 = getelementptr double, double* %scevgep874875, i64 -5
  store double %.1052.us.2.2, double* %scevgep876, align 8
  %503 = shl i64 %lsr.iv861, 3
  %scevgep943 = getelementptr i8, i8* %scevgep888, i64 %503
  %scevgep943944 = bitcast i8* %scevgep943 to double*
  %scevgep945 = getelementptr double, double* %scevgep943944, i64 -3
  %.706.us.2.3 = load double, double* %scevgep945, align 8
  %504 = shl i64 %lsr.iv861, 3
  %scevgep999 = getelementptr i8, i8* %scevgep984, i64 %504
  %scevgep9991000 = bitcast i8* %scevgep999 to double*
  %scevgep1001 = getelementptr double, double* %scevgep9991000, i64 3
  %.762.us.2.3 = load double, double* %scevgep1001, align 8
  %505 = shl i64 %lsr.iv861, 3
  %scevgep975 = getelementptr i8, i8* %scevgep960, i64 %505
  %scevgep975976 = bitcast i8* %scevgep975 to double*
  %scevgep977 = getelementptr double, double* %scevgep975976, i64 -4
  %.818.us.2.3 = load double, double* %scevgep977, align 8
  %.821.us.2.3 = fadd double %.762.us.2.3, %.818.us.2.3
  %506 = shl i64 %lsr.iv861, 3
  %scevgep931 = getelementptr i8, i8* %scevgep888, i64 %506
  %scevgep931932 = bitcast i8* %scevgep931 to double*
  %scevgep933 = getelementptr double, double* %scevgep931932, i64 -4
  %.875.us.2.3 = load double, double* %scevgep933, align 8
  %.878.us.2.3 = fadd double %.821.us.2.3, %.875.us.2.3
  %507 = shl i64 %lsr.iv861, 3
  %scevgep907 = getelementptr i8, i8* %scevgep888, i64 %507
  %scevgep907908 = bitcast i8* %scevgep907 to double*
  %scevgep909 = getelementptr double, double* %scevgep907908, i64 -2
  %.932.us.2.3 = load double, double* %scevgep909, align 8
  %.935.us.2.3 = fadd double %.878.us.2.3, %.932.us.2.3
  %.991.us.2.3 = fmul double %.706.us.2.3, 4.000000e+00
  %.992.us.2.3 = fsub double %.935.us.2.3, %.991.us.2.3
  %.1048.us.2.3 = tail call double @llvm.sin.f64(double %.706.us.2.3)
  %.1049.us.2.3 = fadd double %.1048.us.2.3, %.992.us.2.3
  %.1051.us.2.3 = fmul double %.1049.us.2.3, %arg.h
  %.1052.us.2.3 = fadd double %.706.us.2.3, %.1051.us.2.3
  %508 = shl i64 %lsr.iv861, 3
  %scevgep877 = getelementptr i8, i8* %scevgep860, i64 %508
  %scevgep877878 = bitcast i8* %scevgep877 to double*
  %scevgep879 = getelementptr double, double* %scevgep877878, i64 -4
  store double %.1052.us.2.3, double* %scevgep879, align 8
  %509 = shl i64 %lsr.iv861, 3
  %scevgep904 = getelementptr i8, i8* %scevgep888, i64 %509
  %scevgep904905 = bitcast i8* %scevgep904 to double*
  %scevgep906 = getelementptr double, double* %scevgep904905, i64 -2
  %.706.us.2.4 = load double, double* %scevgep906, align 8
  %510 = shl i64 %lsr.iv861, 3
  %scevgep988 = getelementptr i8, i8* %scevgep984, i64 %510
  %scevgep988989 = bitcast i8* %scevgep988 to double*
  %scevgep990 = getelementptr double, double* %scevgep988989, i64 4
  %.762.us.2.4 = load double, double* %scevgep990, align 8
  %511 = shl i64 %lsr.iv861, 3
  %scevgep963 = getelementptr i8, i8* %scevgep960, i64 %511
  %scevgep963964 = bitcast i8* %scevgep963 to double*
  %scevgep965 = getelementptr double, double* %scevgep963964, i64 -3
  %.818.us.2.4 = load double, double* %scevgep965, align 8
  %.821.us.2.4 = fadd double %.762.us.2.4, %.818.us.2.4
  %512 = shl i64 %lsr.iv861, 3
  %scevgep940 = getelementptr i8, i8* %scevgep888, i64 %512
  %scevgep940941 = bitcast i8* %scevgep940 to double*
  %scevgep942 = getelementptr double, double* %scevgep940941, i64 -3
  %.875.us.2.4 = load double, double* %scevgep942, align 8
  %.878.us.2.4 = fadd double %.821.us.2.4, %.875.us.2.4
  %513 = shl i64 %lsr.iv861, 3
  %scevgep955 = getelementptr i8, i8* %scevgep888, i64 %513
  %scevgep955956 = bitcast i8* %scevgep955 to double*
  %scevgep957 = getelementptr double, double* %scevgep955956, i64 -1
  %.932.us.2.4 = load double, double* %scevgep957, align 8
  %.935.us.2.4 = fadd double %.878.us.2.4, %.932.us.2.4
  %.991.us.2.4 = fmul double %.706.us.2.4, 4.000000e+00
  %.992.us.2.4 = fsub double %.935.us.2.4, %.991.us.2.4
  %.1048.us.2.4 = tail call double @llvm.sin.f64(double %.706.us.2.4)
  %.1049.us.2.4 = fadd double %.1048.us.2.4, %.992.us.2.4
  %.1051.us.2.4 = fmul double %.1049.us.2.4, %arg.h
  %.1052.us.2.4 = fadd double %.706.us.2.4, %.1051.us.2.4
  %514 = shl i64 %lsr.iv861, 3
  %scevgep865 = getelementptr i8, i8* %scevgep860, i64 %514
  %scevgep865866 = bitcast i8* %scevgep865 to double*
  %scevgep867 = getelementptr double, double* %scevgep865866, i64 -3
  store double %.1052.us.2.4, double* %scevgep867, align 8
  %515 = shl i64 %lsr.iv861, 3
  %scevgep952 = getelementptr i8, i8* %scevgep888, i64 %515
  %scevgep952953 = bitcast i8* %scevgep952 to double*
  %scevgep954 = getelementptr double, double* %scevgep952953, i64 -1
  %.706.us.2.5 = load double, double* %scevgep954, align 8
  %516 = shl i64 %lsr.iv861, 3
  %scevgep1002 = getelementptr i8, i8* %scevgep984, i64 %516
  %scevgep10021003 = bitcast i8* %scevgep1002 to double*
  %scevgep1004 = getelementptr double, double* %scevgep10021003, i64 5
  %.762.us.2.5 = load double, double* %scevgep1004, align 8
  %517 = shl i64 %lsr.iv861, 3
  %scevgep978 = getelementptr i8, i8* %scevgep960, i64 %517
  %scevgep978979 = bitcast i8* %scevgep978 to double*
  %scevgep980 = getelementptr double, double* %scevgep978979, i64 -2
  %.818.us.2.5 = load double, double* %scevgep980, align 8
  %.821.us.2.5 = fadd double %.762.us.2.5, %.818.us.2.5
  %518 = shl i64 %lsr.iv861, 3
  %scevgep901 = getelementptr i8, i8* %scevgep888, i64 %518
  %scevgep901902 = bitcast i8* %scevgep901 to double*
  %scevgep903 = getelementptr double, double* %scevgep901902, i64 -2
  %.875.us.2.5 = load double, double* %scevgep903, align 8
  %.878.us.2.5 = fadd double %.821.us.2.5, %.875.us.2.5
  %519 = shl i64 %lsr.iv861, 3
  %scevgep893 = getelementptr i8, i8* %scevgep888, i64 %519
  %scevgep893894 = bitcast i8* %scevgep893 to double*
  %.932.us.2.5 = load double, double* %scevgep893894, align 8
  %.935.us.2.5 = fadd double %.878.us.2.5, %.932.us.2.5
  %.991.us.2.5 = fmul double %.706.us.2.5, 4.000000e+00
  %.992.us.2.5 = fsub double %.935.us.2.5, %.991.us.2.5
  %.1048.us.2.5 = tail call double @llvm.sin.f64(double %.706.us.2.5)
  %.1049.us.2.5 = fadd double %.1048.us.2.5, %.992.us.2.5
  %.1051.us.2.5 = fmul double %.1049.us.2.5, %arg.h
  %.1052.us.2.5 = fadd double %.706.us.2.5, %.1051.us.2.5
  %520 = shl i64 %lsr.iv861, 3
  %scevgep880 = getelementptr i8, i8* %scevgep860, i64 %520
  %scevgep880881 = bitcast i8* %scevgep880 to double*
  %scevgep882 = getelementptr double, double* %scevgep880881, i64 -2
  store double %.1052.us.2.5, double* %scevgep882, align 8
  %521 = shl i64 %lsr.iv861, 3
  %scevgep891 = getelementptr i8, i8* %scevgep888, i64 %521
  %scevgep891892 = bitcast i8* %scevgep891 to double*
  %.706.us.2.6 = load double, double* %scevgep891892, align 8
  %scevgep1005 = getelementptr i8, i8* %scevgep984, i64 %521
  %scevgep10051006 = bitcast i8* %scevgep1005 to double*
  %scevgep1007 = getelementptr double, double* %scevgep10051006, i64 6
  %.762.us.2.6 = load double, double* %scevgep1007, align 8
  %522 = shl i64 %lsr.iv861, 3
  %scevgep981 = getelementptr i8, i8* %scevgep960, i64 %522
  %scevgep981982 = bitcast i8* %scevgep981 to double*
  %scevgep983 = getelementptr double, double* %scevgep981982, i64 -1
  %.818.us.2.6 = load double, double* %scevgep983, align 8
  %.821.us.2.6 = fadd double %.762.us.2.6, %.818.us.2.6
  %523 = shl i64 %lsr.iv861, 3
  %scevgep949 = getelementptr i8, i8* %scevgep888, i64 %523
  %scevgep949950 = bitcast i8* %scevgep949 to double*
  %scevgep951 = getelementptr double, double* %scevgep949950, i64 -1
  %.875.us.2.6 = load double, double* %scevgep951, align 8
  %.878.us.2.6 = fadd double %.821.us.2.6, %.875.us.2.6
  %524 = shl i64 %lsr.iv861, 3
  %scevgep898 = getelementptr i8, i8* %scevgep888, i64 %524
  %scevgep898899 = bitcast i8* %scevgep898 to double*
  %scevgep900 = getelementptr double, double* %scevgep898899, i64 1
  %.932.us.2.6 = load double, double* %scevgep900, align 8
  %.935.us.2.6 = fadd double %.878.us.2.6, %.932.us.2.6
  %.991.us.2.6 = fmul double %.706.us.2.6, 4.000000e+00
  %.992.us.2.6 = fsub double %.935.us.2.6, %.991.us.2.6
  %.1048.us.2.6 = tail call double @llvm.sin.f64(double %.706.us.2.6)
  %.1049.us.2.6 = fadd double %.1048.us.2.6, %.992.us.2.6
  %.1051.us.2.6 = fmul double %.1049.us.2.6, %arg.h
  %.1052.us.2.6 = fadd double %.706.us.2.6, %.1051.us.2.6
  %525 = shl i64 %lsr.iv861, 3
  %scevgep883 = getelementptr i8, i8* %scevgep860, i64 %525
  %scevgep883884 = bitcast i8* %scevgep883 to double*
  %scevgep885 = getelementptr double, double* %scevgep883884, i64 -1
  store double %.1052.us.2.6, double* %scevgep885, align 8
  %526 = shl i64 %lsr.iv861, 3
  %scevgep895 = getelementptr i8, i8* %scevgep888, i64 %526
  %scevgep895896 = bitcast i8* %scevgep895 to double*
  %scevgep897 = getelementptr double, double* %scevgep895896, i64 1
  %.706.us.2.7 = load double, double* %scevgep897, align 8
  %527 = shl i64 %lsr.iv861, 3
  %scevgep985 = getelementptr i8, i8* %scevgep984, i64 %527
  %scevgep985986 = bitcast i8* %scevgep985 to double*
  %scevgep987 = getelementptr double, double* %scevgep985986, i64 7
  %.762.us.2.7 = load double, double* %scevgep987, align 8
  %528 = shl i64 %lsr.iv861, 3
  %scevgep961 = getelementptr i8, i8* %scevgep960, i64 %528
  %scevgep961962 = bitcast i8* %scevgep961 to double*
  %.818.us.2.7 = load double, double* %scevgep961962, align 8
  %.821.us.2.7 = fadd double %.762.us.2.7, %.818.us.2.7
  %529 = shl i64 %lsr.iv861, 3
  %scevgep889 = getelementptr i8, i8* %scevgep888, i64 %529
  %scevgep889890 = bitcast i8* %scevgep889 to double*
  %.875.us.2.7 = load double, double* %scevgep889890, align 8
  %.878.us.2.7 = fadd double %.821.us.2.7, %.875.us.2.7
  %530 = shl i64 %lsr.iv861, 3
  %scevgep916 = getelementptr i8, i8* %scevgep888, i64 %530
  %scevgep916917 = bitcast i8* %scevgep916 to double*
  %scevgep918 = getelementptr double, double* %scevgep916917, i64 2
  %.932.us.2.7 = load double, double* %scevgep918, align 8
  %.935.us.2.7 = fadd double %.878.us.2.7, %.932.us.2.7
  %.991.us.2.7 = fmul double %.706.us.2.7, 4.000000e+00
  %.992.us.2.7 = fsub double %.935.us.2.7, %.991.us.2.7
  %.1048.us.2.7 = tail call double @llvm.sin.f64(double %.706.us.2.7)
  %.1049.us.2.7 = fadd double %.1048.us.2.7, %.992.us.2.7
  %.1051.us.2.7 = fmul double %.1049.us.2.7, %arg.h
  %.1052.us.2.7 = fadd double %.706.us.2.7, %.1051.us.2.7
  %531 = shl i64 %lsr.iv861, 3
  %scevgep863 = getelementptr i8, i8* %scevgep860, i64 %531
  %scevgep863864 = bitcast i8* %scevgep863 to double*
  store double %.1052.us.2.7, double* %scevgep863864, align 8
  %lsr.iv.next862 = add i64 %lsr.iv861, 8
  %exitcond134.2.not.7 = icmp eq i64 %479, %lsr.iv.next862
  br i1 %exitcond134.2.not.7, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2, !llvm.loop !37

B218.B176.loopexit_crit_edge.us.2:                ; preds = %B220.us.2, %B220.us.2.prol.loopexit, %middle.block226
  %532 = bitcast i8* %lsr.iv804 to i1*
  %533 = bitcast i8* %lsr.iv754 to i1*
  %534 = bitcast i8* %lsr.iv728 to i1*
  %535 = bitcast i8* %lsr.iv609 to i1*
  %indvar.next206 = add i64 %indvar205, 1
  %scevgep611 = getelementptr i1, i1* %535, i64 %287
  %536 = bitcast i1* %scevgep611 to i8*
  %scevgep730 = getelementptr i1, i1* %534, i64 %287
  %537 = bitcast i1* %scevgep730 to i8*
  %scevgep756 = getelementptr i1, i1* %533, i64 %287
  %538 = bitcast i1* %scevgep756 to i8*
  %scevgep806 = getelementptr i1, i1* %532, i64 %287
  %539 = bitcast i1* %scevgep806 to i8*
  %lsr.iv.next835 = add i64 %lsr.iv834, %arg.u0.5.1
  %lsr.iv.next843 = add i64 %lsr.iv842, %arg.u0.5.1
  %lsr.iv.next848 = add i64 %lsr.iv847, %arg.u0.5.1
  %lsr.iv.next859 = add i64 %lsr.iv858, %arg.u0.5.1
  %lsr.iv.next887 = add i64 %lsr.iv886, %arg.u0.5.1
  %lsr.iv.next959 = add i64 %lsr.iv958, %arg.u0.5.1
  %exitcond135.2.not = icmp eq i64 %.438.0124.us.2, %541
  br i1 %exitcond135.2.not, label %B128.i, label %B178.endif.us.2

B128.i:                                           ; preds = %B218.B176.loopexit_crit_edge.us.2, %B96.endif.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.1)
  %.101.not.i = icmp eq i64 %arg.u0.5.0, 1
  br i1 %.101.not.i, label %B150.i.1, label %B140.i

B140.i:                                           ; preds = %B128.i.thread, %B128.i
  br label %B150.i.1

B150.i.1:                                         ; preds = %B140.i, %B128.i
  %dest_shape88.sroa.0.0 = phi i64 [ 1, %B128.i ], [ %arg.u0.5.0, %B140.i ]
  %.67.not.i26 = icmp eq i64 %dest_shape88.sroa.0.0, 1
  br i1 %.67.not.i26, label %B150.i39, label %B90.i31

common.ret:                                       ; preds = %B466.endif.endif.endif.endif.endif.if, %B96.endif.if, %B0.endif.if, %for.end.endif, %B466.endif.endif.endif.endif.if, %B466.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B466.endif.endif.endif.if ], [ 1, %B466.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B466.endif.endif.endif.endif.endif.if ], [ 1, %B96.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937172267904, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !39
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %540 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %540, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %u.2.sroa.34.0 = shl i64 %arg.u0.5.0, 3
  %.397 = mul i64 %u.2.sroa.34.0, %arg.u0.5.1
  %.451 = add i64 %arg.u0.5.0, -2
  %541 = tail call i64 @llvm.smax.i64(i64 %.451, i64 0)
  %.573 = add i64 %arg.u0.5.1, -2
  %542 = tail call i64 @llvm.smax.i64(i64 %.573, i64 0)
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i4 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5 = icmp eq i8* %.7.i.i4, null
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.8.i.i5, label %B96.endif.if, label %B96.endif.endif.endif, !prof !0

B96.endif.if:                                     ; preds = %B460.1, %B460, %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %B0.endif.endif.endif.endif
  %543 = icmp slt i64 %.573, 1
  %544 = icmp slt i64 %.451, 1
  %const1808 = bitcast i64 9223372036854775800 to i64
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i10 = getelementptr i8, i8* %.7.i.i4, i64 24
  %545 = bitcast i8* %.5.i10 to i8**
  %.6.i11 = load i8*, i8** %545, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11, i8* align 1 %.6.i, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %brmerge143 = select i1 %544, i1 true, i1 %543
  br i1 %brmerge143, label %B460, label %B178.endif.us.preheader

B178.endif.us.preheader:                          ; preds = %B96.endif.endif.endif
  %546 = shl i64 %arg.u0.5.1, 3
  %547 = add i64 %546, 8
  %548 = shl i64 %arg.u0.5.1, 3
  %549 = shl i64 %542, 3
  %550 = add i64 %546, %549
  %551 = add i64 %550, 8
  %552 = add i64 %550, 16
  %553 = shl i64 %arg.u0.5.1, 4
  %554 = or i64 %553, 8
  %555 = add i64 %553, %549
  %556 = add i64 %555, 8
  %557 = add i64 %549, 8
  %558 = and i64 %542, %const1808
  %559 = add nsw i64 %558, -8
  %560 = lshr exact i64 %559, 3
  %561 = add nuw nsw i64 %560, 1
  %562 = add nuw i64 %542, 1
  %n.vec = and i64 %542, %const1808
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter315 = and i64 %561, 7
  %unroll_iter318 = and i64 %561, %const
  %563 = shl i64 %arg.u0.5.1, 3
  %564 = add i64 %563, 464
  %scevgep1408 = getelementptr i8, i8* %.6.i, i64 %564
  %565 = shl i64 %arg.u0.5.1, 4
  %566 = add i64 %565, 456
  %scevgep1527 = getelementptr i8, i8* %.6.i, i64 %566
  %567 = add i64 %563, 456
  %scevgep1603 = getelementptr i8, i8* %.6.i11, i64 %567
  %568 = shl i64 %arg.u0.5.1, 1
  %569 = add i64 %arg.u0.5.1, 1
  %570 = add i64 %arg.u0.5.1, 7
  %571 = add i64 %542, 1
  %572 = add i64 %arg.u0.5.1, 6
  %573 = add i64 %568, 7
  br label %B178.endif.us

B178.endif.us:                                    ; preds = %B178.endif.us.preheader, %B218.B176.loopexit_crit_edge.us
  %lsr.iv1758 = phi i64 [ %573, %B178.endif.us.preheader ], [ %lsr.iv.next1759, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1686 = phi i64 [ %572, %B178.endif.us.preheader ], [ %lsr.iv.next1687, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1658 = phi i64 [ %570, %B178.endif.us.preheader ], [ %lsr.iv.next1659, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1647 = phi i64 [ %569, %B178.endif.us.preheader ], [ %lsr.iv.next1648, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1642 = phi i64 [ %arg.u0.5.1, %B178.endif.us.preheader ], [ %lsr.iv.next1643, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1634 = phi i64 [ %568, %B178.endif.us.preheader ], [ %lsr.iv.next1635, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1604 = phi i8* [ %scevgep1603, %B178.endif.us.preheader ], [ %815, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1554 = phi i8* [ %.6.i, %B178.endif.us.preheader ], [ %814, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1528 = phi i8* [ %scevgep1527, %B178.endif.us.preheader ], [ %813, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv1409 = phi i8* [ %scevgep1408, %B178.endif.us.preheader ], [ %812, %B218.B176.loopexit_crit_edge.us ]
  %indvar = phi i64 [ 0, %B178.endif.us.preheader ], [ %indvar.next, %B218.B176.loopexit_crit_edge.us ]
  %.438.0124.us = phi i64 [ 1, %B178.endif.us.preheader ], [ %.507.us, %B218.B176.loopexit_crit_edge.us ]
  %574 = icmp ult i64 %542, 8
  %.507.us = add nuw i64 %.438.0124.us, 1
  %.701.us = mul i64 %.438.0124.us, %arg.u0.5.1
  %.710.us = add nsw i64 %.438.0124.us, -1
  %.757.us = mul i64 %.710.us, %arg.u0.5.1
  %.813.us = mul i64 %.507.us, %arg.u0.5.1
  %.822.us = add i64 %.701.us, -1
  br i1 %574, label %B220.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %B178.endif.us
  %575 = mul i64 %548, %indvar
  %576 = add i64 %557, %575
  %scevgep150 = getelementptr i8, i8* %.6.i, i64 %576
  %577 = add i64 %575, 8
  %scevgep149 = getelementptr i8, i8* %.6.i, i64 %577
  %578 = add i64 %556, %575
  %scevgep148 = getelementptr i8, i8* %.6.i, i64 %578
  %579 = add i64 %554, %575
  %scevgep147 = getelementptr i8, i8* %.6.i, i64 %579
  %580 = add i64 %552, %575
  %scevgep146 = getelementptr i8, i8* %.6.i, i64 %580
  %581 = add i64 %546, %575
  %scevgep145 = getelementptr i8, i8* %.6.i, i64 %581
  %582 = add i64 %551, %575
  %scevgep144 = getelementptr i8, i8* %.6.i11, i64 %582
  %583 = add i64 %547, %575
  %scevgep = getelementptr i8, i8* %.6.i11, i64 %583
  %bound0 = icmp ult i8* %scevgep, %scevgep146
  %bound1 = icmp ult i8* %scevgep145, %scevgep144
  %found.conflict = and i1 %bound0, %bound1
  %bound0151 = icmp ult i8* %scevgep, %scevgep148
  %bound1152 = icmp ult i8* %scevgep147, %scevgep144
  %found.conflict153 = and i1 %bound0151, %bound1152
  %conflict.rdx = or i1 %found.conflict, %found.conflict153
  %bound0154 = icmp ult i8* %scevgep, %scevgep150
  %bound1155 = icmp ult i8* %scevgep149, %scevgep144
  %found.conflict156 = and i1 %bound0154, %bound1155
  %conflict.rdx157 = or i1 %conflict.rdx, %found.conflict156
  br i1 %conflict.rdx157, label %B220.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %584 = icmp ult i64 %559, 56
  br i1 %584, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1630 = phi i64 [ %unroll_iter318, %vector.body.preheader ], [ %lsr.iv.next1631, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %585 = shl i64 %index, 3
  %scevgep1515 = getelementptr i8, i8* %lsr.iv1409, i64 %585
  %scevgep15151516 = bitcast i8* %scevgep1515 to <8 x double>*
  %scevgep1517 = getelementptr <8 x double>, <8 x double>* %scevgep15151516, i64 -7
  %scevgep15171518 = bitcast <8 x double>* %scevgep1517 to i8*
  %uglygep1519 = getelementptr i8, i8* %scevgep15171518, i64 -8
  %uglygep15191520 = bitcast i8* %uglygep1519 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %uglygep15191520, align 8, !alias.scope !46
  %586 = shl i64 %index, 3
  %scevgep1599 = getelementptr i8, i8* %lsr.iv1554, i64 %586
  %uglygep1601 = getelementptr i8, i8* %scevgep1599, i64 8
  %uglygep16011602 = bitcast i8* %uglygep1601 to <8 x double>*
  %wide.load158 = load <8 x double>, <8 x double>* %uglygep16011602, align 8, !alias.scope !49
  %587 = shl i64 %index, 3
  %scevgep1551 = getelementptr i8, i8* %lsr.iv1528, i64 %587
  %scevgep15511552 = bitcast i8* %scevgep1551 to <8 x double>*
  %scevgep1553 = getelementptr <8 x double>, <8 x double>* %scevgep15511552, i64 -7
  %wide.load159 = load <8 x double>, <8 x double>* %scevgep1553, align 8, !alias.scope !51
  %588 = fadd <8 x double> %wide.load158, %wide.load159
  %589 = shl i64 %index, 3
  %scevgep1521 = getelementptr i8, i8* %lsr.iv1409, i64 %589
  %scevgep15211522 = bitcast i8* %scevgep1521 to <8 x double>*
  %scevgep1523 = getelementptr <8 x double>, <8 x double>* %scevgep15211522, i64 -7
  %scevgep15231524 = bitcast <8 x double>* %scevgep1523 to i8*
  %uglygep1525 = getelementptr i8, i8* %scevgep15231524, i64 -16
  %uglygep15251526 = bitcast i8* %uglygep1525 to <8 x double>*
  %wide.load160 = load <8 x double>, <8 x double>* %uglygep15251526, align 8, !alias.scope !46
  %590 = fadd <8 x double> %588, %wide.load160
  %591 = shl i64 %index, 3
  %scevgep1512 = getelementptr i8, i8* %lsr.iv1409, i64 %591
  %scevgep15121513 = bitcast i8* %scevgep1512 to <8 x double>*
  %scevgep1514 = getelementptr <8 x double>, <8 x double>* %scevgep15121513, i64 -7
  %wide.load161 = load <8 x double>, <8 x double>* %scevgep1514, align 8, !alias.scope !46
  %592 = fadd <8 x double> %590, %wide.load161
  %593 = fmul <8 x double> %wide.load, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %594 = fsub <8 x double> %592, %593
  %595 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %596 = fadd <8 x double> %595, %594
  %597 = fmul <8 x double> %596, %broadcast.splat
  %598 = fadd <8 x double> %wide.load, %597
  %599 = shl i64 %index, 3
  %scevgep1627 = getelementptr i8, i8* %lsr.iv1604, i64 %599
  %scevgep16271628 = bitcast i8* %scevgep1627 to <8 x double>*
  %scevgep1629 = getelementptr <8 x double>, <8 x double>* %scevgep16271628, i64 -7
  store <8 x double> %598, <8 x double>* %scevgep1629, align 8, !alias.scope !53, !noalias !55
  %600 = shl i64 %index, 3
  %scevgep1496 = getelementptr i8, i8* %lsr.iv1409, i64 %600
  %scevgep14961497 = bitcast i8* %scevgep1496 to <8 x double>*
  %scevgep1498 = getelementptr <8 x double>, <8 x double>* %scevgep14961497, i64 -6
  %scevgep14981499 = bitcast <8 x double>* %scevgep1498 to i8*
  %uglygep1500 = getelementptr i8, i8* %scevgep14981499, i64 -8
  %uglygep15001501 = bitcast i8* %uglygep1500 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %uglygep15001501, align 8, !alias.scope !46
  %601 = shl i64 %index, 3
  %scevgep1587 = getelementptr i8, i8* %lsr.iv1554, i64 %601
  %scevgep15871588 = bitcast i8* %scevgep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %scevgep15871588, i64 1
  %scevgep15891590 = bitcast <8 x double>* %scevgep1589 to i8*
  %uglygep1591 = getelementptr i8, i8* %scevgep15891590, i64 8
  %uglygep15911592 = bitcast i8* %uglygep1591 to <8 x double>*
  %wide.load158.1 = load <8 x double>, <8 x double>* %uglygep15911592, align 8, !alias.scope !49
  %602 = shl i64 %index, 3
  %scevgep1546 = getelementptr i8, i8* %lsr.iv1528, i64 %602
  %scevgep15461547 = bitcast i8* %scevgep1546 to <8 x double>*
  %scevgep1548 = getelementptr <8 x double>, <8 x double>* %scevgep15461547, i64 -6
  %wide.load159.1 = load <8 x double>, <8 x double>* %scevgep1548, align 8, !alias.scope !51
  %603 = fadd <8 x double> %wide.load158.1, %wide.load159.1
  %604 = shl i64 %index, 3
  %scevgep1490 = getelementptr i8, i8* %lsr.iv1409, i64 %604
  %scevgep14901491 = bitcast i8* %scevgep1490 to <8 x double>*
  %scevgep1492 = getelementptr <8 x double>, <8 x double>* %scevgep14901491, i64 -6
  %scevgep14921493 = bitcast <8 x double>* %scevgep1492 to i8*
  %uglygep1494 = getelementptr i8, i8* %scevgep14921493, i64 -16
  %uglygep14941495 = bitcast i8* %uglygep1494 to <8 x double>*
  %wide.load160.1 = load <8 x double>, <8 x double>* %uglygep14941495, align 8, !alias.scope !46
  %605 = fadd <8 x double> %603, %wide.load160.1
  %606 = shl i64 %index, 3
  %scevgep1487 = getelementptr i8, i8* %lsr.iv1409, i64 %606
  %scevgep14871488 = bitcast i8* %scevgep1487 to <8 x double>*
  %scevgep1489 = getelementptr <8 x double>, <8 x double>* %scevgep14871488, i64 -6
  %wide.load161.1 = load <8 x double>, <8 x double>* %scevgep1489, align 8, !alias.scope !46
  %607 = fadd <8 x double> %605, %wide.load161.1
  %608 = fmul <8 x double> %wide.load.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %609 = fsub <8 x double> %607, %608
  %610 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %611 = fadd <8 x double> %610, %609
  %612 = fmul <8 x double> %611, %broadcast.splat
  %613 = fadd <8 x double> %wide.load.1, %612
  %614 = shl i64 %index, 3
  %scevgep1622 = getelementptr i8, i8* %lsr.iv1604, i64 %614
  %scevgep16221623 = bitcast i8* %scevgep1622 to <8 x double>*
  %scevgep1624 = getelementptr <8 x double>, <8 x double>* %scevgep16221623, i64 -6
  store <8 x double> %613, <8 x double>* %scevgep1624, align 8, !alias.scope !53, !noalias !55
  %615 = shl i64 %index, 3
  %scevgep1481 = getelementptr i8, i8* %lsr.iv1409, i64 %615
  %scevgep14811482 = bitcast i8* %scevgep1481 to <8 x double>*
  %scevgep1483 = getelementptr <8 x double>, <8 x double>* %scevgep14811482, i64 -5
  %scevgep14831484 = bitcast <8 x double>* %scevgep1483 to i8*
  %uglygep1485 = getelementptr i8, i8* %scevgep14831484, i64 -8
  %uglygep14851486 = bitcast i8* %uglygep1485 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %uglygep14851486, align 8, !alias.scope !46
  %616 = shl i64 %index, 3
  %scevgep1581 = getelementptr i8, i8* %lsr.iv1554, i64 %616
  %scevgep15811582 = bitcast i8* %scevgep1581 to <8 x double>*
  %scevgep1583 = getelementptr <8 x double>, <8 x double>* %scevgep15811582, i64 2
  %scevgep15831584 = bitcast <8 x double>* %scevgep1583 to i8*
  %uglygep1585 = getelementptr i8, i8* %scevgep15831584, i64 8
  %uglygep15851586 = bitcast i8* %uglygep1585 to <8 x double>*
  %wide.load158.2 = load <8 x double>, <8 x double>* %uglygep15851586, align 8, !alias.scope !49
  %617 = shl i64 %index, 3
  %scevgep1543 = getelementptr i8, i8* %lsr.iv1528, i64 %617
  %scevgep15431544 = bitcast i8* %scevgep1543 to <8 x double>*
  %scevgep1545 = getelementptr <8 x double>, <8 x double>* %scevgep15431544, i64 -5
  %wide.load159.2 = load <8 x double>, <8 x double>* %scevgep1545, align 8, !alias.scope !51
  %618 = fadd <8 x double> %wide.load158.2, %wide.load159.2
  %619 = shl i64 %index, 3
  %scevgep1475 = getelementptr i8, i8* %lsr.iv1409, i64 %619
  %scevgep14751476 = bitcast i8* %scevgep1475 to <8 x double>*
  %scevgep1477 = getelementptr <8 x double>, <8 x double>* %scevgep14751476, i64 -5
  %scevgep14771478 = bitcast <8 x double>* %scevgep1477 to i8*
  %uglygep1479 = getelementptr i8, i8* %scevgep14771478, i64 -16
  %uglygep14791480 = bitcast i8* %uglygep1479 to <8 x double>*
  %wide.load160.2 = load <8 x double>, <8 x double>* %uglygep14791480, align 8, !alias.scope !46
  %620 = fadd <8 x double> %618, %wide.load160.2
  %621 = shl i64 %index, 3
  %scevgep1472 = getelementptr i8, i8* %lsr.iv1409, i64 %621
  %scevgep14721473 = bitcast i8* %scevgep1472 to <8 x double>*
  %scevgep1474 = getelementptr <8 x double>, <8 x double>* %scevgep14721473, i64 -5
  %wide.load161.2 = load <8 x double>, <8 x double>* %scevgep1474, align 8, !alias.scope !46
  %622 = fadd <8 x double> %620, %wide.load161.2
  %623 = fmul <8 x double> %wide.load.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %624 = fsub <8 x double> %622, %623
  %625 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %626 = fadd <8 x double> %625, %624
  %627 = fmul <8 x double> %626, %broadcast.splat
  %628 = fadd <8 x double> %wide.load.2, %627
  %629 = shl i64 %index, 3
  %scevgep1619 = getelementptr i8, i8* %lsr.iv1604, i64 %629
  %scevgep16191620 = bitcast i8* %scevgep1619 to <8 x double>*
  %scevgep1621 = getelementptr <8 x double>, <8 x double>* %scevgep16191620, i64 -5
  store <8 x double> %628, <8 x double>* %scevgep1621, align 8, !alias.scope !53, !noalias !55
  %630 = shl i64 %index, 3
  %scevgep1466 = getelementptr i8, i8* %lsr.iv1409, i64 %630
  %scevgep14661467 = bitcast i8* %scevgep1466 to <8 x double>*
  %scevgep1468 = getelementptr <8 x double>, <8 x double>* %scevgep14661467, i64 -4
  %scevgep14681469 = bitcast <8 x double>* %scevgep1468 to i8*
  %uglygep1470 = getelementptr i8, i8* %scevgep14681469, i64 -8
  %uglygep14701471 = bitcast i8* %uglygep1470 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %uglygep14701471, align 8, !alias.scope !46
  %631 = shl i64 %index, 3
  %scevgep1575 = getelementptr i8, i8* %lsr.iv1554, i64 %631
  %scevgep15751576 = bitcast i8* %scevgep1575 to <8 x double>*
  %scevgep1577 = getelementptr <8 x double>, <8 x double>* %scevgep15751576, i64 3
  %scevgep15771578 = bitcast <8 x double>* %scevgep1577 to i8*
  %uglygep1579 = getelementptr i8, i8* %scevgep15771578, i64 8
  %uglygep15791580 = bitcast i8* %uglygep1579 to <8 x double>*
  %wide.load158.3 = load <8 x double>, <8 x double>* %uglygep15791580, align 8, !alias.scope !49
  %632 = shl i64 %index, 3
  %scevgep1540 = getelementptr i8, i8* %lsr.iv1528, i64 %632
  %scevgep15401541 = bitcast i8* %scevgep1540 to <8 x double>*
  %scevgep1542 = getelementptr <8 x double>, <8 x double>* %scevgep15401541, i64 -4
  %wide.load159.3 = load <8 x double>, <8 x double>* %scevgep1542, align 8, !alias.scope !51
  %633 = fadd <8 x double> %wide.load158.3, %wide.load159.3
  %634 = shl i64 %index, 3
  %scevgep1460 = getelementptr i8, i8* %lsr.iv1409, i64 %634
  %scevgep14601461 = bitcast i8* %scevgep1460 to <8 x double>*
  %scevgep1462 = getelementptr <8 x double>, <8 x double>* %scevgep14601461, i64 -4
  %scevgep14621463 = bitcast <8 x double>* %scevgep1462 to i8*
  %uglygep1464 = getelementptr i8, i8* %scevgep14621463, i64 -16
  %uglygep14641465 = bitcast i8* %uglygep1464 to <8 x double>*
  %wide.load160.3 = load <8 x double>, <8 x double>* %uglygep14641465, align 8, !alias.scope !46
  %635 = fadd <8 x double> %633, %wide.load160.3
  %636 = shl i64 %index, 3
  %scevgep1457 = getelementptr i8, i8* %lsr.iv1409, i64 %636
  %scevgep14571458 = bitcast i8* %scevgep1457 to <8 x double>*
  %scevgep1459 = getelementptr <8 x double>, <8 x double>* %scevgep14571458, i64 -4
  %wide.load161.3 = load <8 x double>, <8 x double>* %scevgep1459, align 8, !alias.scope !46
  %637 = fadd <8 x double> %635, %wide.load161.3
  %638 = fmul <8 x double> %wide.load.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %639 = fsub <8 x double> %637, %638
  %640 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %641 = fadd <8 x double> %640, %639
  %642 = fmul <8 x double> %641, %broadcast.splat
  %643 = fadd <8 x double> %wide.load.3, %642
  %644 = shl i64 %index, 3
  %scevgep1616 = getelementptr i8, i8* %lsr.iv1604, i64 %644
  %scevgep16161617 = bitcast i8* %scevgep1616 to <8 x double>*
  %scevgep1618 = getelementptr <8 x double>, <8 x double>* %scevgep16161617, i64 -4
  store <8 x double> %643, <8 x double>* %scevgep1618, align 8, !alias.scope !53, !noalias !55
  %645 = shl i64 %index, 3
  %scevgep1451 = getelementptr i8, i8* %lsr.iv1409, i64 %645
  %scevgep14511452 = bitcast i8* %scevgep1451 to <8 x double>*
  %scevgep1453 = getelementptr <8 x double>, <8 x double>* %scevgep14511452, i64 -3
  %scevgep14531454 = bitcast <8 x double>* %scevgep1453 to i8*
  %uglygep1455 = getelementptr i8, i8* %scevgep14531454, i64 -8
  %uglygep14551456 = bitcast i8* %uglygep1455 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %uglygep14551456, align 8, !alias.scope !46
  %646 = shl i64 %index, 3
  %scevgep1569 = getelementptr i8, i8* %lsr.iv1554, i64 %646
  %scevgep15691570 = bitcast i8* %scevgep1569 to <8 x double>*
  %scevgep1571 = getelementptr <8 x double>, <8 x double>* %scevgep15691570, i64 4
  %scevgep15711572 = bitcast <8 x double>* %scevgep1571 to i8*
  %uglygep1573 = getelementptr i8, i8* %scevgep15711572, i64 8
  %uglygep15731574 = bitcast i8* %uglygep1573 to <8 x double>*
  %wide.load158.4 = load <8 x double>, <8 x double>* %uglygep15731574, align 8, !alias.scope !49
  %647 = shl i64 %index, 3
  %scevgep1537 = getelementptr i8, i8* %lsr.iv1528, i64 %647
  %scevgep15371538 = bitcast i8* %scevgep1537 to <8 x double>*
  %scevgep1539 = getelementptr <8 x double>, <8 x double>* %scevgep15371538, i64 -3
  %wide.load159.4 = load <8 x double>, <8 x double>* %scevgep1539, align 8, !alias.scope !51
  %648 = fadd <8 x double> %wide.load158.4, %wide.load159.4
  %649 = shl i64 %index, 3
  %scevgep1445 = getelementptr i8, i8* %lsr.iv1409, i64 %649
  %scevgep14451446 = bitcast i8* %scevgep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %scevgep14451446, i64 -3
  %scevgep14471448 = bitcast <8 x double>* %scevgep1447 to i8*
  %uglygep1449 = getelementptr i8, i8* %scevgep14471448, i64 -16
  %uglygep14491450 = bitcast i8* %uglygep1449 to <8 x double>*
  %wide.load160.4 = load <8 x double>, <8 x double>* %uglygep14491450, align 8, !alias.scope !46
  %650 = fadd <8 x double> %648, %wide.load160.4
  %651 = shl i64 %index, 3
  %scevgep1442 = getelementptr i8, i8* %lsr.iv1409, i64 %651
  %scevgep14421443 = bitcast i8* %scevgep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %scevgep14421443, i64 -3
  %wide.load161.4 = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !46
  %652 = fadd <8 x double> %650, %wide.load161.4
  %653 = fmul <8 x double> %wide.load.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %654 = fsub <8 x double> %652, %653
  %655 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %656 = fadd <8 x double> %655, %654
  %657 = fmul <8 x double> %656, %broadcast.splat
  %658 = fadd <8 x double> %wide.load.4, %657
  %659 = shl i64 %index, 3
  %scevgep1613 = getelementptr i8, i8* %lsr.iv1604, i64 %659
  %scevgep16131614 = bitcast i8* %scevgep1613 to <8 x double>*
  %scevgep1615 = getelementptr <8 x double>, <8 x double>* %scevgep16131614, i64 -3
  store <8 x double> %658, <8 x double>* %scevgep1615, align 8, !alias.scope !53, !noalias !55
  %660 = shl i64 %index, 3
  %scevgep1436 = getelementptr i8, i8* %lsr.iv1409, i64 %660
  %scevgep14361437 = bitcast i8* %scevgep1436 to <8 x double>*
  %scevgep1438 = getelementptr <8 x double>, <8 x double>* %scevgep14361437, i64 -2
  %scevgep14381439 = bitcast <8 x double>* %scevgep1438 to i8*
  %uglygep1440 = getelementptr i8, i8* %scevgep14381439, i64 -8
  %uglygep14401441 = bitcast i8* %uglygep1440 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %uglygep14401441, align 8, !alias.scope !46
  %661 = shl i64 %index, 3
  %scevgep1563 = getelementptr i8, i8* %lsr.iv1554, i64 %661
  %scevgep15631564 = bitcast i8* %scevgep1563 to <8 x double>*
  %scevgep1565 = getelementptr <8 x double>, <8 x double>* %scevgep15631564, i64 5
  %scevgep15651566 = bitcast <8 x double>* %scevgep1565 to i8*
  %uglygep1567 = getelementptr i8, i8* %scevgep15651566, i64 8
  %uglygep15671568 = bitcast i8* %uglygep1567 to <8 x double>*
  %wide.load158.5 = load <8 x double>, <8 x double>* %uglygep15671568, align 8, !alias.scope !49
  %662 = shl i64 %index, 3
  %scevgep1534 = getelementptr i8, i8* %lsr.iv1528, i64 %662
  %scevgep15341535 = bitcast i8* %scevgep1534 to <8 x double>*
  %scevgep1536 = getelementptr <8 x double>, <8 x double>* %scevgep15341535, i64 -2
  %wide.load159.5 = load <8 x double>, <8 x double>* %scevgep1536, align 8, !alias.scope !51
  %663 = fadd <8 x double> %wide.load158.5, %wide.load159.5
  %664 = shl i64 %index, 3
  %scevgep1430 = getelementptr i8, i8* %lsr.iv1409, i64 %664
  %scevgep14301431 = bitcast i8* %scevgep1430 to <8 x double>*
  %scevgep1432 = getelementptr <8 x double>, <8 x double>* %scevgep14301431, i64 -2
  %scevgep14321433 = bitcast <8 x double>* %scevgep1432 to i8*
  %uglygep1434 = getelementptr i8, i8* %scevgep14321433, i64 -16
  %uglygep14341435 = bitcast i8* %uglygep1434 to <8 x double>*
  %wide.load160.5 = load <8 x double>, <8 x double>* %uglygep14341435, align 8, !alias.scope !46
  %665 = fadd <8 x double> %663, %wide.load160.5
  %666 = shl i64 %index, 3
  %scevgep1427 = getelementptr i8, i8* %lsr.iv1409, i64 %666
  %scevgep14271428 = bitcast i8* %scevgep1427 to <8 x double>*
  %scevgep1429 = getelementptr <8 x double>, <8 x double>* %scevgep14271428, i64 -2
  %wide.load161.5 = load <8 x double>, <8 x double>* %scevgep1429, align 8, !alias.scope !46
  %667 = fadd <8 x double> %665, %wide.load161.5
  %668 = fmul <8 x double> %wide.load.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %669 = fsub <8 x double> %667, %668
  %670 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %671 = fadd <8 x double> %670, %669
  %672 = fmul <8 x double> %671, %broadcast.splat
  %673 = fadd <8 x double> %wide.load.5, %672
  %674 = shl i64 %index, 3
  %scevgep1610 = getelementptr i8, i8* %lsr.iv1604, i64 %674
  %scevgep16101611 = bitcast i8* %scevgep1610 to <8 x double>*
  %scevgep1612 = getelementptr <8 x double>, <8 x double>* %scevgep16101611, i64 -2
  store <8 x double> %673, <8 x double>* %scevgep1612, align 8, !alias.scope !53, !noalias !55
  %675 = shl i64 %index, 3
  %scevgep1421 = getelementptr i8, i8* %lsr.iv1409, i64 %675
  %scevgep14211422 = bitcast i8* %scevgep1421 to <8 x double>*
  %scevgep1423 = getelementptr <8 x double>, <8 x double>* %scevgep14211422, i64 -1
  %scevgep14231424 = bitcast <8 x double>* %scevgep1423 to i8*
  %uglygep1425 = getelementptr i8, i8* %scevgep14231424, i64 -8
  %uglygep14251426 = bitcast i8* %uglygep1425 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %uglygep14251426, align 8, !alias.scope !46
  %676 = shl i64 %index, 3
  %scevgep1557 = getelementptr i8, i8* %lsr.iv1554, i64 %676
  %scevgep15571558 = bitcast i8* %scevgep1557 to <8 x double>*
  %scevgep1559 = getelementptr <8 x double>, <8 x double>* %scevgep15571558, i64 6
  %scevgep15591560 = bitcast <8 x double>* %scevgep1559 to i8*
  %uglygep1561 = getelementptr i8, i8* %scevgep15591560, i64 8
  %uglygep15611562 = bitcast i8* %uglygep1561 to <8 x double>*
  %wide.load158.6 = load <8 x double>, <8 x double>* %uglygep15611562, align 8, !alias.scope !49
  %677 = shl i64 %index, 3
  %scevgep1531 = getelementptr i8, i8* %lsr.iv1528, i64 %677
  %scevgep15311532 = bitcast i8* %scevgep1531 to <8 x double>*
  %scevgep1533 = getelementptr <8 x double>, <8 x double>* %scevgep15311532, i64 -1
  %wide.load159.6 = load <8 x double>, <8 x double>* %scevgep1533, align 8, !alias.scope !51
  %678 = fadd <8 x double> %wide.load158.6, %wide.load159.6
  %679 = shl i64 %index, 3
  %scevgep1415 = getelementptr i8, i8* %lsr.iv1409, i64 %679
  %scevgep14151416 = bitcast i8* %scevgep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %scevgep14151416, i64 -1
  %scevgep14171418 = bitcast <8 x double>* %scevgep1417 to i8*
  %uglygep1419 = getelementptr i8, i8* %scevgep14171418, i64 -16
  %uglygep14191420 = bitcast i8* %uglygep1419 to <8 x double>*
  %wide.load160.6 = load <8 x double>, <8 x double>* %uglygep14191420, align 8, !alias.scope !46
  %680 = fadd <8 x double> %678, %wide.load160.6
  %681 = shl i64 %index, 3
  %scevgep1412 = getelementptr i8, i8* %lsr.iv1409, i64 %681
  %scevgep14121413 = bitcast i8* %scevgep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %scevgep14121413, i64 -1
  %wide.load161.6 = load <8 x double>, <8 x double>* %scevgep1414, align 8, !alias.scope !46
  %682 = fadd <8 x double> %680, %wide.load161.6
  %683 = fmul <8 x double> %wide.load.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %684 = fsub <8 x double> %682, %683
  %685 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %686 = fadd <8 x double> %685, %684
  %687 = fmul <8 x double> %686, %broadcast.splat
  %688 = fadd <8 x double> %wide.load.6, %687
  %689 = shl i64 %index, 3
  %scevgep1607 = getelementptr i8, i8* %lsr.iv1604, i64 %689
  %scevgep16071608 = bitcast i8* %scevgep1607 to <8 x double>*
  %scevgep1609 = getelementptr <8 x double>, <8 x double>* %scevgep16071608, i64 -1
  store <8 x double> %688, <8 x double>* %scevgep1609, align 8, !alias.scope !53, !noalias !55
  %690 = shl i64 %index, 3
  %scevgep1506 = getelementptr i8, i8* %lsr.iv1409, i64 %690
  %uglygep1508 = getelementptr i8, i8* %scevgep1506, i64 -8
  %uglygep15081509 = bitcast i8* %uglygep1508 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %uglygep15081509, align 8, !alias.scope !46
  %691 = shl i64 %index, 3
  %scevgep1593 = getelementptr i8, i8* %lsr.iv1554, i64 %691
  %scevgep15931594 = bitcast i8* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 7
  %scevgep15951596 = bitcast <8 x double>* %scevgep1595 to i8*
  %uglygep1597 = getelementptr i8, i8* %scevgep15951596, i64 8
  %uglygep15971598 = bitcast i8* %uglygep1597 to <8 x double>*
  %wide.load158.7 = load <8 x double>, <8 x double>* %uglygep15971598, align 8, !alias.scope !49
  %692 = shl i64 %index, 3
  %scevgep1549 = getelementptr i8, i8* %lsr.iv1528, i64 %692
  %scevgep15491550 = bitcast i8* %scevgep1549 to <8 x double>*
  %wide.load159.7 = load <8 x double>, <8 x double>* %scevgep15491550, align 8, !alias.scope !51
  %693 = fadd <8 x double> %wide.load158.7, %wide.load159.7
  %694 = shl i64 %index, 3
  %scevgep1502 = getelementptr i8, i8* %lsr.iv1409, i64 %694
  %uglygep1504 = getelementptr i8, i8* %scevgep1502, i64 -16
  %uglygep15041505 = bitcast i8* %uglygep1504 to <8 x double>*
  %wide.load160.7 = load <8 x double>, <8 x double>* %uglygep15041505, align 8, !alias.scope !46
  %695 = fadd <8 x double> %693, %wide.load160.7
  %696 = shl i64 %index, 3
  %scevgep1510 = getelementptr i8, i8* %lsr.iv1409, i64 %696
  %scevgep15101511 = bitcast i8* %scevgep1510 to <8 x double>*
  %wide.load161.7 = load <8 x double>, <8 x double>* %scevgep15101511, align 8, !alias.scope !46
  %697 = fadd <8 x double> %695, %wide.load161.7
  %698 = fmul <8 x double> %wide.load.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %699 = fsub <8 x double> %697, %698
  %700 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %701 = fadd <8 x double> %700, %699
  %702 = fmul <8 x double> %701, %broadcast.splat
  %703 = fadd <8 x double> %wide.load.7, %702
  %704 = shl i64 %index, 3
  %scevgep1625 = getelementptr i8, i8* %lsr.iv1604, i64 %704
  %scevgep16251626 = bitcast i8* %scevgep1625 to <8 x double>*
  store <8 x double> %703, <8 x double>* %scevgep16251626, align 8, !alias.scope !53, !noalias !55
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1631 = add i64 %lsr.iv1630, -8
  %niter319.ncmp.7 = icmp eq i64 %lsr.iv.next1631, 0
  br i1 %niter319.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !56

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %705 = icmp eq i64 %xtraiter315, 0
  br i1 %705, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1632 = phi i64 [ %xtraiter315, %vector.body.epil.preheader ], [ %lsr.iv.next1633, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %706 = bitcast i8* %.6.i11 to double*
  %707 = bitcast i8* %.6.i to double*
  %offset.idx.epil = or i64 %index.epil, 1
  %708 = or i64 %index.epil, 2
  %709 = add i64 %offset.idx.epil, %.701.us
  %710 = getelementptr double, double* %707, i64 %709
  %711 = bitcast double* %710 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %711, align 8, !alias.scope !46
  %712 = add i64 %offset.idx.epil, %.757.us
  %713 = getelementptr double, double* %707, i64 %712
  %714 = bitcast double* %713 to <8 x double>*
  %wide.load158.epil = load <8 x double>, <8 x double>* %714, align 8, !alias.scope !49
  %715 = add i64 %offset.idx.epil, %.813.us
  %716 = getelementptr double, double* %707, i64 %715
  %717 = bitcast double* %716 to <8 x double>*
  %wide.load159.epil = load <8 x double>, <8 x double>* %717, align 8, !alias.scope !51
  %718 = fadd <8 x double> %wide.load158.epil, %wide.load159.epil
  %719 = add i64 %.822.us, %offset.idx.epil
  %720 = getelementptr double, double* %707, i64 %719
  %721 = bitcast double* %720 to <8 x double>*
  %wide.load160.epil = load <8 x double>, <8 x double>* %721, align 8, !alias.scope !46
  %722 = fadd <8 x double> %718, %wide.load160.epil
  %723 = add i64 %708, %.701.us
  %724 = getelementptr double, double* %707, i64 %723
  %725 = bitcast double* %724 to <8 x double>*
  %wide.load161.epil = load <8 x double>, <8 x double>* %725, align 8, !alias.scope !46
  %726 = fadd <8 x double> %722, %wide.load161.epil
  %727 = fmul <8 x double> %wide.load.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %728 = fsub <8 x double> %726, %727
  %729 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %730 = fadd <8 x double> %729, %728
  %731 = fmul <8 x double> %730, %broadcast.splat
  %732 = fadd <8 x double> %wide.load.epil, %731
  %733 = getelementptr double, double* %706, i64 %709
  %734 = bitcast double* %733 to <8 x double>*
  store <8 x double> %732, <8 x double>* %734, align 8, !alias.scope !53, !noalias !55
  %index.next.epil = add nuw i64 %index.epil, 8
  %lsr.iv.next1633 = add nsw i64 %lsr.iv1632, -1
  %epil.iter316.cmp.not = icmp eq i64 %lsr.iv.next1633, 0
  br i1 %epil.iter316.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !57

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %735 = icmp eq i64 %542, %n.vec
  br i1 %735, label %B218.B176.loopexit_crit_edge.us, label %B220.us.preheader

B220.us.preheader:                                ; preds = %vector.memcheck, %B178.endif.us, %middle.block
  %.560.0121.us.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B178.endif.us ], [ %ind.end, %middle.block ]
  %736 = sub i64 %562, %.560.0121.us.ph
  %737 = sub i64 %542, %.560.0121.us.ph
  %xtraiter320 = and i64 %736, 7
  %lcmp.mod321.not = icmp eq i64 %xtraiter320, 0
  br i1 %lcmp.mod321.not, label %B220.us.prol.loopexit, label %B220.us.prol.preheader

B220.us.prol.preheader:                           ; preds = %B220.us.preheader
  %738 = add i64 %.560.0121.us.ph, %lsr.iv1634
  %739 = shl i64 %738, 3
  %scevgep1636 = getelementptr i8, i8* %.6.i, i64 %739
  %740 = shl i64 %.560.0121.us.ph, 3
  %scevgep1639 = getelementptr i8, i8* %lsr.iv1554, i64 %740
  %741 = add i64 %.560.0121.us.ph, %lsr.iv1642
  %742 = shl i64 %741, 3
  %scevgep1644 = getelementptr i8, i8* %.6.i11, i64 %742
  %743 = add i64 %.560.0121.us.ph, %lsr.iv1647
  %744 = shl i64 %743, 3
  %scevgep1649 = getelementptr i8, i8* %.6.i, i64 %744
  br label %B220.us.prol

B220.us.prol:                                     ; preds = %B220.us.prol.preheader, %B220.us.prol
  %prol.iter322 = phi i64 [ %prol.iter322.next, %B220.us.prol ], [ 0, %B220.us.prol.preheader ]
  %745 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1652 = getelementptr i8, i8* %scevgep1649, i64 %745
  %scevgep16521653 = bitcast i8* %scevgep1652 to double*
  %scevgep1654 = getelementptr double, double* %scevgep16521653, i64 -1
  %.706.us.prol = load double, double* %scevgep1654, align 8
  %746 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1640 = getelementptr i8, i8* %scevgep1639, i64 %746
  %scevgep16401641 = bitcast i8* %scevgep1640 to double*
  %.762.us.prol = load double, double* %scevgep16401641, align 8
  %747 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1637 = getelementptr i8, i8* %scevgep1636, i64 %747
  %scevgep16371638 = bitcast i8* %scevgep1637 to double*
  %.818.us.prol = load double, double* %scevgep16371638, align 8
  %.821.us.prol = fadd double %.762.us.prol, %.818.us.prol
  %748 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1655 = getelementptr i8, i8* %scevgep1649, i64 %748
  %scevgep16551656 = bitcast i8* %scevgep1655 to double*
  %scevgep1657 = getelementptr double, double* %scevgep16551656, i64 -2
  %.875.us.prol = load double, double* %scevgep1657, align 8
  %.878.us.prol = fadd double %.821.us.prol, %.875.us.prol
  %749 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1650 = getelementptr i8, i8* %scevgep1649, i64 %749
  %scevgep16501651 = bitcast i8* %scevgep1650 to double*
  %.932.us.prol = load double, double* %scevgep16501651, align 8
  %.935.us.prol = fadd double %.878.us.prol, %.932.us.prol
  %.991.us.prol = fmul double %.706.us.prol, 4.000000e+00
  %.992.us.prol = fsub double %.935.us.prol, %.991.us.prol
  %.1048.us.prol = tail call double @llvm.sin.f64(double %.706.us.prol)
  %.1049.us.prol = fadd double %.1048.us.prol, %.992.us.prol
  %.1051.us.prol = fmul double %.1049.us.prol, %arg.h
  %.1052.us.prol = fadd double %.706.us.prol, %.1051.us.prol
  %750 = shl nuw nsw i64 %prol.iter322, 3
  %scevgep1645 = getelementptr i8, i8* %scevgep1644, i64 %750
  %scevgep16451646 = bitcast i8* %scevgep1645 to double*
  store double %.1052.us.prol, double* %scevgep16451646, align 8
  %prol.iter322.next = add i64 %prol.iter322, 1
  %prol.iter322.cmp.not = icmp eq i64 %xtraiter320, %prol.iter322.next
  br i1 %prol.iter322.cmp.not, label %B220.us.prol.loopexit.loopexit, label %B220.us.prol, !llvm.loop !58

B220.us.prol.loopexit.loopexit:                   ; preds = %B220.us.prol
  %751 = add i64 %.560.0121.us.ph, %prol.iter322.next
  br label %B220.us.prol.loopexit

B220.us.prol.loopexit:                            ; preds = %B220.us.prol.loopexit.loopexit, %B220.us.preheader
  %.560.0121.us.unr = phi i64 [ %.560.0121.us.ph, %B220.us.preheader ], [ %751, %B220.us.prol.loopexit.loopexit ]
  %752 = icmp ult i64 %737, 7
  br i1 %752, label %B218.B176.loopexit_crit_edge.us, label %B220.us.preheader381

B220.us.preheader381:                             ; preds = %B220.us.prol.loopexit
  %753 = add i64 %.560.0121.us.unr, %lsr.iv1658
  %754 = shl i64 %753, 3
  %scevgep1660 = getelementptr i8, i8* %.6.i11, i64 %754
  %755 = sub i64 %571, %.560.0121.us.unr
  %756 = add i64 %.560.0121.us.unr, %lsr.iv1686
  %757 = shl i64 %756, 3
  %scevgep1688 = getelementptr i8, i8* %.6.i, i64 %757
  %758 = add i64 %.560.0121.us.unr, %lsr.iv1758
  %759 = shl i64 %758, 3
  %scevgep1760 = getelementptr i8, i8* %.6.i, i64 %759
  %760 = shl i64 %.560.0121.us.unr, 3
  %scevgep1784 = getelementptr i8, i8* %lsr.iv1554, i64 %760
  br label %B220.us

B220.us:                                          ; preds = %B220.us.preheader381, %B220.us
  %lsr.iv1661 = phi i64 [ 0, %B220.us.preheader381 ], [ %lsr.iv.next1662, %B220.us ]
  %761 = shl i64 %lsr.iv1661, 3
  %scevgep1713 = getelementptr i8, i8* %scevgep1688, i64 %761
  %scevgep17131714 = bitcast i8* %scevgep1713 to double*
  %scevgep1715 = getelementptr double, double* %scevgep17131714, i64 -6
  %.706.us = load double, double* %scevgep1715, align 8
  %762 = shl i64 %lsr.iv1661, 3
  %scevgep1791 = getelementptr i8, i8* %scevgep1784, i64 %762
  %scevgep17911792 = bitcast i8* %scevgep1791 to double*
  %.762.us = load double, double* %scevgep17911792, align 8
  %763 = shl i64 %lsr.iv1661, 3
  %scevgep1766 = getelementptr i8, i8* %scevgep1760, i64 %763
  %scevgep17661767 = bitcast i8* %scevgep1766 to double*
  %scevgep1768 = getelementptr double, double* %scevgep17661767, i64 -7
  %.818.us = load double, double* %scevgep1768, align 8
  %.821.us = fadd double %.762.us, %.818.us
  %764 = shl i64 %lsr.iv1661, 3
  %scevgep1719 = getelementptr i8, i8* %scevgep1688, i64 %764
  %scevgep17191720 = bitcast i8* %scevgep1719 to double*
  %scevgep1721 = getelementptr double, double* %scevgep17191720, i64 -7
  %.875.us = load double, double* %scevgep1721, align 8
  %.878.us = fadd double %.821.us, %.875.us
  %765 = shl i64 %lsr.iv1661, 3
  %scevgep1728 = getelementptr i8, i8* %scevgep1688, i64 %765
  %scevgep17281729 = bitcast i8* %scevgep1728 to double*
  %scevgep1730 = getelementptr double, double* %scevgep17281729, i64 -5
  %.932.us = load double, double* %scevgep1730, align 8
  %.935.us = fadd double %.878.us, %.932.us
  %.991.us = fmul double %.706.us, 4.000000e+00
  %.992.us = fsub double %.935.us, %.991.us
  %.1048.us = tail call double @llvm.sin.f64(double %.706.us)
  %.1049.us = fadd double %.1048.us, %.992.us
  %.1051.us = fmul double %.1049.us, %arg.h
  %.1052.us = fadd double %.706.us, %.1051.us
  %766 = shl i64 %lsr.iv1661, 3
  %scevgep1668 = getelementptr i8, i8* %scevgep1660, i64 %766
  %scevgep16681669 = bitcast i8* %scevgep1668 to double*
  %scevgep1670 = getelementptr double, double* %scevgep16681669, i64 -7
  store double %.1052.us, double* %scevgep1670, align 8
  %767 = shl i64 %lsr.iv1661, 3
  %scevgep1725 = getelementptr i8, i8* %scevgep1688, i64 %767
  %scevgep17251726 = bitcast i8* %scevgep1725 to double*
  %scevgep1727 = getelementptr double, double* %scevgep17251726, i64 -5
  %.706.us.1327 = load double, double* %scevgep1727, align 8
  %768 = shl i64 %lsr.iv1661, 3
  %scevgep1793 = getelementptr i8, i8* %scevgep1784, i64 %768
  %scevgep17931794 = bitcast i8* %scevgep1793 to double*
  %scevgep1795 = getelementptr double, double* %scevgep17931794, i64 1
  %.762.us.1330 = load double, double* %scevgep1795, align 8
  %769 = shl i64 %lsr.iv1661, 3
  %scevgep1769 = getelementptr i8, i8* %scevgep1760, i64 %769
  %scevgep17691770 = bitcast i8* %scevgep1769 to double*
  %scevgep1771 = getelementptr double, double* %scevgep17691770, i64 -6
  %.818.us.1333 = load double, double* %scevgep1771, align 8
  %.821.us.1334 = fadd double %.762.us.1330, %.818.us.1333
  %770 = shl i64 %lsr.iv1661, 3
  %scevgep1710 = getelementptr i8, i8* %scevgep1688, i64 %770
  %scevgep17101711 = bitcast i8* %scevgep1710 to double*
  %scevgep1712 = getelementptr double, double* %scevgep17101711, i64 -6
  %.875.us.1337 = load double, double* %scevgep1712, align 8
  %.878.us.1338 = fadd double %.821.us.1334, %.875.us.1337
  %771 = shl i64 %lsr.iv1661, 3
  %scevgep1737 = getelementptr i8, i8* %scevgep1688, i64 %771
  %scevgep17371738 = bitcast i8* %scevgep1737 to double*
  %scevgep1739 = getelementptr double, double* %scevgep17371738, i64 -4
  %.932.us.1341 = load double, double* %scevgep1739, align 8
  %.935.us.1342 = fadd double %.878.us.1338, %.932.us.1341
  %.991.us.1343 = fmul double %.706.us.1327, 4.000000e+00
  %.992.us.1344 = fsub double %.935.us.1342, %.991.us.1343
  %.1048.us.1345 = tail call double @llvm.sin.f64(double %.706.us.1327)
  %.1049.us.1346 = fadd double %.1048.us.1345, %.992.us.1344
  %.1051.us.1347 = fmul double %.1049.us.1346, %arg.h
  %.1052.us.1348 = fadd double %.706.us.1327, %.1051.us.1347
  %772 = shl i64 %lsr.iv1661, 3
  %scevgep1671 = getelementptr i8, i8* %scevgep1660, i64 %772
  %scevgep16711672 = bitcast i8* %scevgep1671 to double*
  %scevgep1673 = getelementptr double, double* %scevgep16711672, i64 -6
  store double %.1052.us.1348, double* %scevgep1673, align 8
  %773 = shl i64 %lsr.iv1661, 3
  %scevgep1734 = getelementptr i8, i8* %scevgep1688, i64 %773
  %scevgep17341735 = bitcast i8* %scevgep1734 to double*
  %scevgep1736 = getelementptr double, double* %scevgep17341735, i64 -4
  %.706.us.2355 = load double, double* %scevgep1736, align 8
  %774 = shl i64 %lsr.iv1661, 3
  %scevgep1796 = getelementptr i8, i8* %scevgep1784, i64 %774
  %scevgep17961797 = bitcast i8* %scevgep1796 to double*
  %scevgep1798 = getelementptr double, double* %scevgep17961797, i64 2
  %.762.us.2358 = load double, double* %scevgep1798, align 8
  %775 = shl i64 %lsr.iv1661, 3
  %scevgep1772 = getelementptr i8, i8* %scevgep1760, i64 %775
  %scevgep17721773 = bitcast i8* %scevgep1772 to double*
  %scevgep1774 = getelementptr double, double* %scevgep17721773, i64 -5
  %.818.us.2361 = load double, double* %scevgep1774, align 8
  %.821.us.2362 = fadd double %.762.us.2358, %.818.us.2361
  %776 = shl i64 %lsr.iv1661, 3
  %scevgep1722 = getelementptr i8, i8* %scevgep1688, i64 %776
  %scevgep17221723 = bitcast i8* %scevgep1722 to double*
  %scevgep1724 = getelementptr double, double* %scevgep17221723, i64 -5
  %.875.us.2365 = load double, double* %scevgep1724, align 8
  %.878.us.2366 = fadd double %.821.us.2362, %.875.us.2365
  %777 = shl i64 %lsr.iv1661, 3
  %scevgep1746 = getelementptr i8, i8* %scevgep1688, i64 %777
  %scevgep17461747 = bitcast i8* %scevgep1746 to double*
  %scevgep1748 = getelementptr double, double* %scevgep17461747, i64 -3
  %.932.us.2369 = load double, double* %scevgep1748, align 8
  %.935.us.2370 = fadd double %.878.us.2366, %.932.us.2369
  %.991.us.2371 = fmul double %.706.us.2355, 4.000000e+00
  %.992.us.2372 = fsub double %.935.us.2370, %.991.us.2371
  %.1048.us.2373 = tail call double @llvm.sin.f64(double %.706.us.2355)
  %.1049.us.2374 = fadd double %.1048.us.2373, %.992.us.2372
  %.1051.us.2375 = fmul double %.1049.us.2374, %arg.h
  %.1052.us.2376 = fadd double %.706.us.2355, %.1051.us.2375
  %778 = shl i64 %lsr.iv1661, 3
  %scevgep1674 = getelementptr i8, i8* %scevgep1660, i64 %778
  %scevgep16741675 = bitcast i8* %scevgep1674 to double*
  %scevgep1676 = getelementptr double, double* %scevgep16741675, i64 -5
  store double %.1052.us.2376, double* %scevgep1676, align 8
  %779 = shl i64 %lsr.iv1661, 3
  %scevgep1743 = getelementptr i8, i8* %scevgep1688, i64 %779
  %scevgep17431744 = bitcast i8* %scevgep1743 to double*
  %scevgep1745 = getelementptr double, double* %scevgep17431744, i64 -3
  %.706.us.3 = load double, double* %scevgep1745, align 8
  %780 = shl i64 %lsr.iv1661, 3
  %scevgep1799 = getelementptr i8, i8* %scevgep1784, i64 %780
  %scevgep17991800 = bitcast i8* %scevgep1799 to double*
  %scevgep1801 = getelementptr double, double* %scevgep17991800, i64 3
  %.762.us.3 = load double, double* %scevgep1801, align 8
  %781 = shl i64 %lsr.iv1661, 3
  %scevgep1775 = getelementptr i8, i8* %scevgep1760, i64 %781
  %scevgep17751776 = bitcast i8* %scevgep1775 to double*
  %scevgep1777 = getelementptr double, double* %scevgep17751776, i64 -4
  %.818.us.3 = load double, double* %scevgep1777, align 8
  %.821.us.3 = fadd double %.762.us.3, %.818.us.3
  %782 = shl i64 %lsr.iv1661, 3
  %scevgep1731 = getelementptr i8, i8* %scevgep1688, i64 %782
  %scevgep17311732 = bitcast i8* %scevgep1731 to double*
  %scevgep1733 = getelementptr double, double* %scevgep17311732, i64 -4
  %.875.us.3 = load double, double* %scevgep1733, align 8
  %.878.us.3 = fadd double %.821.us.3, %.875.us.3
  %783 = shl i64 %lsr.iv1661, 3
  %scevgep1707 = getelementptr i8, i8* %scevgep1688, i64 %783
  %scevgep17071708 = bitcast i8* %scevgep1707 to double*
  %scevgep1709 = getelementptr double, double* %scevgep17071708, i64 -2
  %.932.us.3 = load double, double* %scevgep1709, align 8
  %.935.us.3 = fadd double %.878.us.3, %.932.us.3
  %.991.us.3 = fmul double %.706.us.3, 4.000000e+00
  %.992.us.3 = fsub double %.935.us.3, %.991.us.3
  %.1048.us.3 = tail call double @llvm.sin.f64(double %.706.us.3)
  %.1049.us.3 = fadd double %.1048.us.3, %.992.us.3
  %.1051.us.3 = fmul double %.1049.us.3, %arg.h
  %.1052.us.3 = fadd double %.706.us.3, %.1051.us.3
  %784 = shl i64 %lsr.iv1661, 3
  %scevgep1677 = getelementptr i8, i8* %scevgep1660, i64 %784
  %scevgep16771678 = bitcast i8* %scevgep1677 to double*
  %scevgep1679 = getelementptr double, double* %scevgep16771678, i64 -4
  store double %.1052.us.3, double* %scevgep1679, align 8
  %785 = shl i64 %lsr.iv1661, 3
  %scevgep1704 = getelementptr i8, i8* %scevgep1688, i64 %785
  %scevgep17041705 = bitcast i8* %scevgep1704 to double*
  %scevgep1706 = getelementptr double, double* %scevgep17041705, i64 -2
  %.706.us.4 = load double, double* %scevgep1706, align 8
  %786 = shl i64 %lsr.iv1661, 3
  %scevgep1788 = getelementptr i8, i8* %scevgep1784, i64 %786
  %scevgep17881789 = bitcast i8* %scevgep1788 to double*
  %scevgep1790 = getelementptr double, double* %scevgep17881789, i64 4
  %.762.us.4 = load double, double* %scevgep1790, align 8
  %787 = shl i64 %lsr.iv1661, 3
  %scevgep1763 = getelementptr i8, i8* %scevgep1760, i64 %787
  %scevgep17631764 = bitcast i8* %scevgep1763 to double*
  %scevgep1765 = getelementptr double, double* %scevgep17631764, i64 -3
  %.818.us.4 = load double, double* %scevgep1765, align 8
  %.821.us.4 = fadd double %.762.us.4, %.818.us.4
  %788 = shl i64 %lsr.iv1661, 3
  %scevgep1740 = getelementptr i8, i8* %scevgep1688, i64 %788
  %scevgep17401741 = bitcast i8* %scevgep1740 to double*
  %scevgep1742 = getelementptr double, double* %scevgep17401741, i64 -3
  %.875.us.4 = load double, double* %scevgep1742, align 8
  %.878.us.4 = fadd double %.821.us.4, %.875.us.4
  %789 = shl i64 %lsr.iv1661, 3
  %scevgep1755 = getelementptr i8, i8* %scevgep1688, i64 %789
  %scevgep17551756 = bitcast i8* %scevgep1755 to double*
  %scevgep1757 = getelementptr double, double* %scevgep17551756, i64 -1
  %.932.us.4 = load double, double* %scevgep1757, align 8
  %.935.us.4 = fadd double %.878.us.4, %.932.us.4
  %.991.us.4 = fmul double %.706.us.4, 4.000000e+00
  %.992.us.4 = fsub double %.935.us.4, %.991.us.4
  %.1048.us.4 = tail call double @llvm.sin.f64(double %.706.us.4)
  %.1049.us.4 = fadd double %.1048.us.4, %.992.us.4
  %.1051.us.4 = fmul double %.1049.us.4, %arg.h
  %.1052.us.4 = fadd double %.706.us.4, %.1051.us.4
  %790 = shl i64 %lsr.iv1661, 3
  %scevgep1665 = getelementptr i8, i8* %scevgep1660, i64 %790
  %scevgep16651666 = bitcast i8* %scevgep1665 to double*
  %scevgep1667 = getelementptr double, double* %scevgep16651666, i64 -3
  store double %.1052.us.4, double* %scevgep1667, align 8
  %791 = shl i64 %lsr.iv1661, 3
  %scevgep1752 = getelementptr i8, i8* %scevgep1688, i64 %791
  %scevgep17521753 = bitcast i8* %scevgep1752 to double*
  %scevgep1754 = getelementptr double, double* %scevgep17521753, i64 -1
  %.706.us.5 = load double, double* %scevgep1754, align 8
  %792 = shl i64 %lsr.iv1661, 3
  %scevgep1802 = getelementptr i8, i8* %scevgep1784, i64 %792
  %scevgep18021803 = bitcast i8* %scevgep1802 to double*
  %scevgep1804 = getelementptr double, double* %scevgep18021803, i64 5
  %.762.us.5 = load double, double* %scevgep1804, align 8
  %793 = shl i64 %lsr.iv1661, 3
  %scevgep1778 = getelementptr i8, i8* %scevgep1760, i64 %793
  %scevgep17781779 = bitcast i8* %scevgep1778 to double*
  %scevgep1780 = getelementptr double, double* %scevgep17781779, i64 -2
  %.818.us.5 = load double, double* %scevgep1780, align 8
  %.821.us.5 = fadd double %.762.us.5, %.818.us.5
  %794 = shl i64 %lsr.iv1661, 3
  %scevgep1701 = getelementptr i8, i8* %scevgep1688, i64 %794
  %scevgep17011702 = bitcast i8* %scevgep1701 to double*
  %scevgep1703 = getelementptr double, double* %scevgep17011702, i64 -2
  %.875.us.5 = load double, double* %scevgep1703, align 8
  %.878.us.5 = fadd double %.821.us.5, %.875.us.5
  %795 = shl i64 %lsr.iv1661, 3
  %scevgep1693 = getelementptr i8, i8* %scevgep1688, i64 %795
  %scevgep16931694 = bitcast i8* %scevgep1693 to double*
  %.932.us.5 = load double, double* %scevgep16931694, align 8
  %.935.us.5 = fadd double %.878.us.5, %.932.us.5
  %.991.us.5 = fmul double %.706.us.5, 4.000000e+00
  %.992.us.5 = fsub double %.935.us.5, %.991.us.5
  %.1048.us.5 = tail call double @llvm.sin.f64(double %.706.us.5)
  %.1049.us.5 = fadd double %.1048.us.5, %.992.us.5
  %.1051.us.5 = fmul double %.1049.us.5, %arg.h
  %.1052.us.5 = fadd double %.706.us.5, %.1051.us.5
  %796 = shl i64 %lsr.iv1661, 3
  %scevgep1680 = getelementptr i8, i8* %scevgep1660, i64 %796
  %scevgep16801681 = bitcast i8* %scevgep1680 to double*
  %scevgep1682 = getelementptr double, double* %scevgep16801681, i64 -2
  store double %.1052.us.5, double* %scevgep1682, align 8
  %797 = shl i64 %lsr.iv1661, 3
  %scevgep1691 = getelementptr i8, i8* %scevgep1688, i64 %797
  %scevgep16911692 = bitcast i8* %scevgep1691 to double*
  %.706.us.6 = load double, double* %scevgep16911692, align 8
  %scevgep1805 = getelementptr i8, i8* %scevgep1784, i64 %797
  %scevgep18051806 = bitcast i8* %scevgep1805 to double*
  %scevgep1807 = getelementptr double, double* %scevgep18051806, i64 6
  %.762.us.6 = load double, double* %scevgep1807, align 8
  %798 = shl i64 %lsr.iv1661, 3
  %scevgep1781 = getelementptr i8, i8* %scevgep1760, i64 %798
  %scevgep17811782 = bitcast i8* %scevgep1781 to double*
  %scevgep1783 = getelementptr double, double* %scevgep17811782, i64 -1
  %.818.us.6 = load double, double* %scevgep1783, align 8
  %.821.us.6 = fadd double %.762.us.6, %.818.us.6
  %799 = shl i64 %lsr.iv1661, 3
  %scevgep1749 = getelementptr i8, i8* %scevgep1688, i64 %799
  %scevgep17491750 = bitcast i8* %scevgep1749 to double*
  %scevgep1751 = getelementptr double, double* %scevgep17491750, i64 -1
  %.875.us.6 = load double, double* %scevgep1751, align 8
  %.878.us.6 = fadd double %.821.us.6, %.875.us.6
  %800 = shl i64 %lsr.iv1661, 3
  %scevgep1698 = getelementptr i8, i8* %scevgep1688, i64 %800
  %scevgep16981699 = bitcast i8* %scevgep1698 to double*
  %scevgep1700 = getelementptr double, double* %scevgep16981699, i64 1
  %.932.us.6 = load double, double* %scevgep1700, align 8
  %.935.us.6 = fadd double %.878.us.6, %.932.us.6
  %.991.us.6 = fmul double %.706.us.6, 4.000000e+00
  %.992.us.6 = fsub double %.935.us.6, %.991.us.6
  %.1048.us.6 = tail call double @llvm.sin.f64(double %.706.us.6)
  %.1049.us.6 = fadd double %.1048.us.6, %.992.us.6
  %.1051.us.6 = fmul double %.1049.us.6, %arg.h
  %.1052.us.6 = fadd double %.706.us.6, %.1051.us.6
  %801 = shl i64 %lsr.iv1661, 3
  %scevgep1683 = getelementptr i8, i8* %scevgep1660, i64 %801
  %scevgep16831684 = bitcast i8* %scevgep1683 to double*
  %scevgep1685 = getelementptr double, double* %scevgep16831684, i64 -1
  store double %.1052.us.6, double* %scevgep1685, align 8
  %802 = shl i64 %lsr.iv1661, 3
  %scevgep1695 = getelementptr i8, i8* %scevgep1688, i64 %802
  %scevgep16951696 = bitcast i8* %scevgep1695 to double*
  %scevgep1697 = getelementptr double, double* %scevgep16951696, i64 1
  %.706.us.7 = load double, double* %scevgep1697, align 8
  %803 = shl i64 %lsr.iv1661, 3
  %scevgep1785 = getelementptr i8, i8* %scevgep1784, i64 %803
  %scevgep17851786 = bitcast i8* %scevgep1785 to double*
  %scevgep1787 = getelementptr double, double* %scevgep17851786, i64 7
  %.762.us.7 = load double, double* %scevgep1787, align 8
  %804 = shl i64 %lsr.iv1661, 3
  %scevgep1761 = getelementptr i8, i8* %scevgep1760, i64 %804
  %scevgep17611762 = bitcast i8* %scevgep1761 to double*
  %.818.us.7 = load double, double* %scevgep17611762, align 8
  %.821.us.7 = fadd double %.762.us.7, %.818.us.7
  %805 = shl i64 %lsr.iv1661, 3
  %scevgep1689 = getelementptr i8, i8* %scevgep1688, i64 %805
  %scevgep16891690 = bitcast i8* %scevgep1689 to double*
  %.875.us.7 = load double, double* %scevgep16891690, align 8
  %.878.us.7 = fadd double %.821.us.7, %.875.us.7
  %806 = shl i64 %lsr.iv1661, 3
  %scevgep1716 = getelementptr i8, i8* %scevgep1688, i64 %806
  %scevgep17161717 = bitcast i8* %scevgep1716 to double*
  %scevgep1718 = getelementptr double, double* %scevgep17161717, i64 2
  %.932.us.7 = load double, double* %scevgep1718, align 8
  %.935.us.7 = fadd double %.878.us.7, %.932.us.7
  %.991.us.7 = fmul double %.706.us.7, 4.000000e+00
  %.992.us.7 = fsub double %.935.us.7, %.991.us.7
  %.1048.us.7 = tail call double @llvm.sin.f64(double %.706.us.7)
  %.1049.us.7 = fadd double %.1048.us.7, %.992.us.7
  %.1051.us.7 = fmul double %.1049.us.7, %arg.h
  %.1052.us.7 = fadd double %.706.us.7, %.1051.us.7
  %807 = shl i64 %lsr.iv1661, 3
  %scevgep1663 = getelementptr i8, i8* %scevgep1660, i64 %807
  %scevgep16631664 = bitcast i8* %scevgep1663 to double*
  store double %.1052.us.7, double* %scevgep16631664, align 8
  %lsr.iv.next1662 = add i64 %lsr.iv1661, 8
  %exitcond134.not.7 = icmp eq i64 %755, %lsr.iv.next1662
  br i1 %exitcond134.not.7, label %B218.B176.loopexit_crit_edge.us, label %B220.us, !llvm.loop !59

B218.B176.loopexit_crit_edge.us:                  ; preds = %B220.us, %B220.us.prol.loopexit, %middle.block
  %808 = bitcast i8* %lsr.iv1604 to i1*
  %809 = bitcast i8* %lsr.iv1554 to i1*
  %810 = bitcast i8* %lsr.iv1528 to i1*
  %811 = bitcast i8* %lsr.iv1409 to i1*
  %indvar.next = add i64 %indvar, 1
  %scevgep1411 = getelementptr i1, i1* %811, i64 %563
  %812 = bitcast i1* %scevgep1411 to i8*
  %scevgep1530 = getelementptr i1, i1* %810, i64 %563
  %813 = bitcast i1* %scevgep1530 to i8*
  %scevgep1556 = getelementptr i1, i1* %809, i64 %563
  %814 = bitcast i1* %scevgep1556 to i8*
  %scevgep1606 = getelementptr i1, i1* %808, i64 %563
  %815 = bitcast i1* %scevgep1606 to i8*
  %lsr.iv.next1635 = add i64 %lsr.iv1634, %arg.u0.5.1
  %lsr.iv.next1643 = add i64 %lsr.iv1642, %arg.u0.5.1
  %lsr.iv.next1648 = add i64 %lsr.iv1647, %arg.u0.5.1
  %lsr.iv.next1659 = add i64 %lsr.iv1658, %arg.u0.5.1
  %lsr.iv.next1687 = add i64 %lsr.iv1686, %arg.u0.5.1
  %lsr.iv.next1759 = add i64 %lsr.iv1758, %arg.u0.5.1
  %exitcond135.not = icmp eq i64 %.438.0124.us, %541
  br i1 %exitcond135.not, label %B460, label %B178.endif.us

B90.i31:                                          ; preds = %B150.i.1
  %.71.not.i28 = icmp eq i64 %dest_shape88.sroa.0.0, %arg.u0.5.0
  %.76.not.i29 = icmp eq i64 %arg.u0.5.0, 1
  %or.cond.i30 = or i1 %.76.not.i29, %.71.not.i28
  br i1 %or.cond.i30, label %B150.i39, label %B466.endif.endif.endif.if

B150.i39:                                         ; preds = %B150.i.1, %B90.i31
  %dest_shape88.sroa.0.1 = phi i64 [ %dest_shape88.sroa.0.0, %B90.i31 ], [ %arg.u0.5.0, %B150.i.1 ]
  %.1286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape88.sroa.0.1, i64 %arg.u0.5.1)
  %.1287 = extractvalue { i64, i1 } %.1286, 0
  %.1288 = extractvalue { i64, i1 } %.1286, 1
  %.1291 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1287, i64 8)
  %.1293 = extractvalue { i64, i1 } %.1291, 1
  %.1294 = or i1 %.1288, %.1293
  br i1 %.1294, label %B466.endif.endif.endif.endif.if, label %B466.endif.endif.endif.endif.endif, !prof !0

B466.endif.endif.endif.if:                        ; preds = %B90.i31
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175169536, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B466.endif.endif.endif.endif.if:                  ; preds = %B150.i39
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937172267904, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B466.endif.endif.endif.endif.endif:               ; preds = %B150.i39
  %.1292 = extractvalue { i64, i1 } %.1291, 0
  %.7.i.i14 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1292, i32 32), !noalias !60
  %.8.i.i15 = icmp eq i8* %.7.i.i14, null
  br i1 %.8.i.i15, label %B466.endif.endif.endif.endif.endif.if, label %B466.endif.endif.endif.endif.endif.endif, !prof !0

B466.endif.endif.endif.endif.endif.if:            ; preds = %B466.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B466.endif.endif.endif.endif.endif.endif:         ; preds = %B466.endif.endif.endif.endif.endif
  %.5.i12 = getelementptr i8, i8* %.7.i.i14, i64 24
  %816 = bitcast i8* %.5.i12 to double**
  %.6.i1389 = load double*, double** %816, align 8
  %.137881 = icmp sgt i64 %dest_shape88.sroa.0.1, 0
  br i1 %.137881, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B466.endif.endif.endif.endif.endif.endif
  %.138172 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.138172, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %817 = add i64 %arg.u0.5.1, -1
  %818 = icmp eq i64 %dest_shape88.sroa.0.1, 1
  br i1 %818, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter281 = and i64 %dest_shape88.sroa.0.1, -2
  %unroll_iter254 = and i64 %arg.u0.5.1, -8
  %xtraiter247.1 = and i64 %arg.u0.5.1, 7
  %unroll_iter254.1 = and i64 %arg.u0.5.1, -8
  %scevgep557 = getelementptr double, double* %.6.i1389, i64 7
  %819 = shl i64 %arg.u0.5.1, 4
  %820 = add i64 %arg.u0.5.1, 7
  %scevgep582 = getelementptr double, double* %.6.i1389, i64 %820
  %scevgep601 = getelementptr double, double* %.6.i1389, i64 %arg.u0.5.1
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader.new
  %lsr.iv602 = phi double* [ %861, %for.end.1.loopexit.us.1 ], [ %scevgep601, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv583 = phi double* [ %860, %for.end.1.loopexit.us.1 ], [ %scevgep582, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv576 = phi double* [ %859, %for.end.1.loopexit.us.1 ], [ %.6.i1389, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv558 = phi double* [ %858, %for.end.1.loopexit.us.1 ], [ %scevgep557, %for.cond.1.preheader.us.preheader.new ]
  %loop.index86.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1450.us.1, %for.end.1.loopexit.us.1 ]
  %.1374.085.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1374.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1371.084.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1371.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1368.083.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.1368.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1365.082.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select115.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %821 = icmp ult i64 %817, 7
  br i1 %821, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.177.us = phi i64 [ %832, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.1374.176.us = phi i64 [ %.1374.2.us.7, %for.body.1.us ], [ %.1374.085.us, %for.body.1.us.preheader ]
  %.1371.175.us = phi i64 [ %.1371.2.us.7, %for.body.1.us ], [ %.1371.084.us, %for.body.1.us.preheader ]
  %.1368.174.us = phi i64 [ %.1368.2.us.7, %for.body.1.us ], [ %.1368.083.us, %for.body.1.us.preheader ]
  %.1365.173.us = phi i64 [ %spec.select115.us.7, %for.body.1.us ], [ %.1365.082.us, %for.body.1.us.preheader ]
  %822 = icmp ugt i64 %arg.u0.5.1, 1
  %823 = icmp ugt i64 %arg.u0.5.0, 1
  %824 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %.1368.2.us = select i1 %822, i64 %loop.index.177.us, i64 %.1368.174.us
  %.1394.us = mul i64 %spec.select115.us, %arg.u0.5.1
  %.1397.us = add i64 %.1394.us, %.1368.2.us
  %.1398.us = getelementptr double, double* %824, i64 %.1397.us
  %.1399.us = load double, double* %.1398.us, align 8
  %.1371.2.us = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us = select i1 %822, i64 %loop.index.177.us, i64 %.1374.176.us
  %.1411.us = mul i64 %.1371.2.us, %arg.u0.5.1
  %.1414.us = add i64 %.1411.us, %.1374.2.us
  %.1415.us = getelementptr double, double* %824, i64 %.1414.us
  %.1416.us = load double, double* %.1415.us, align 8
  %.6.i1.us = fmul double %.1399.us, %.1416.us
  %scevgep574 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -7
  store double %.6.i1.us, double* %scevgep575, align 8
  %spec.select115.us.1 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %825 = add i64 %loop.index.177.us, 1
  %.1368.2.us.1 = select i1 %822, i64 %825, i64 %.1368.174.us
  %.1394.us.1 = mul i64 %spec.select115.us.1, %arg.u0.5.1
  %.1397.us.1 = add i64 %.1394.us.1, %.1368.2.us.1
  %.1398.us.1 = getelementptr double, double* %824, i64 %.1397.us.1
  %.1399.us.1 = load double, double* %.1398.us.1, align 8
  %.1371.2.us.1 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.1 = select i1 %822, i64 %825, i64 %.1374.176.us
  %.1411.us.1 = mul i64 %.1371.2.us.1, %arg.u0.5.1
  %.1414.us.1 = add i64 %.1411.us.1, %.1374.2.us.1
  %.1415.us.1 = getelementptr double, double* %824, i64 %.1414.us.1
  %.1416.us.1 = load double, double* %.1415.us.1, align 8
  %.6.i1.us.1 = fmul double %.1399.us.1, %.1416.us.1
  %scevgep571 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -6
  store double %.6.i1.us.1, double* %scevgep572, align 8
  %spec.select115.us.2 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %826 = add i64 %825, 1
  %.1368.2.us.2 = select i1 %822, i64 %826, i64 %.1368.174.us
  %.1394.us.2 = mul i64 %spec.select115.us.2, %arg.u0.5.1
  %.1397.us.2 = add i64 %.1394.us.2, %.1368.2.us.2
  %.1398.us.2 = getelementptr double, double* %824, i64 %.1397.us.2
  %.1399.us.2 = load double, double* %.1398.us.2, align 8
  %.1371.2.us.2 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.2 = select i1 %822, i64 %826, i64 %.1374.176.us
  %.1411.us.2 = mul i64 %.1371.2.us.2, %arg.u0.5.1
  %.1414.us.2 = add i64 %.1411.us.2, %.1374.2.us.2
  %.1415.us.2 = getelementptr double, double* %824, i64 %.1414.us.2
  %.1416.us.2 = load double, double* %.1415.us.2, align 8
  %.6.i1.us.2 = fmul double %.1399.us.2, %.1416.us.2
  %scevgep569 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -5
  store double %.6.i1.us.2, double* %scevgep570, align 8
  %spec.select115.us.3 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %827 = add i64 %826, 1
  %.1368.2.us.3 = select i1 %822, i64 %827, i64 %.1368.174.us
  %.1394.us.3 = mul i64 %spec.select115.us.3, %arg.u0.5.1
  %.1397.us.3 = add i64 %.1394.us.3, %.1368.2.us.3
  %.1398.us.3 = getelementptr double, double* %824, i64 %.1397.us.3
  %.1399.us.3 = load double, double* %.1398.us.3, align 8
  %.1371.2.us.3 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.3 = select i1 %822, i64 %827, i64 %.1374.176.us
  %.1411.us.3 = mul i64 %.1371.2.us.3, %arg.u0.5.1
  %.1414.us.3 = add i64 %.1411.us.3, %.1374.2.us.3
  %.1415.us.3 = getelementptr double, double* %824, i64 %.1414.us.3
  %.1416.us.3 = load double, double* %.1415.us.3, align 8
  %.6.i1.us.3 = fmul double %.1399.us.3, %.1416.us.3
  %scevgep567 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -4
  store double %.6.i1.us.3, double* %scevgep568, align 8
  %spec.select115.us.4 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %828 = add i64 %827, 1
  %.1368.2.us.4 = select i1 %822, i64 %828, i64 %.1368.174.us
  %.1394.us.4 = mul i64 %spec.select115.us.4, %arg.u0.5.1
  %.1397.us.4 = add i64 %.1394.us.4, %.1368.2.us.4
  %.1398.us.4 = getelementptr double, double* %824, i64 %.1397.us.4
  %.1399.us.4 = load double, double* %.1398.us.4, align 8
  %.1371.2.us.4 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.4 = select i1 %822, i64 %828, i64 %.1374.176.us
  %.1411.us.4 = mul i64 %.1371.2.us.4, %arg.u0.5.1
  %.1414.us.4 = add i64 %.1411.us.4, %.1374.2.us.4
  %.1415.us.4 = getelementptr double, double* %824, i64 %.1414.us.4
  %.1416.us.4 = load double, double* %.1415.us.4, align 8
  %.6.i1.us.4 = fmul double %.1399.us.4, %.1416.us.4
  %scevgep565 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -3
  store double %.6.i1.us.4, double* %scevgep566, align 8
  %spec.select115.us.5 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %829 = add i64 %828, 1
  %.1368.2.us.5 = select i1 %822, i64 %829, i64 %.1368.174.us
  %.1394.us.5 = mul i64 %spec.select115.us.5, %arg.u0.5.1
  %.1397.us.5 = add i64 %.1394.us.5, %.1368.2.us.5
  %.1398.us.5 = getelementptr double, double* %824, i64 %.1397.us.5
  %.1399.us.5 = load double, double* %.1398.us.5, align 8
  %.1371.2.us.5 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.5 = select i1 %822, i64 %829, i64 %.1374.176.us
  %.1411.us.5 = mul i64 %.1371.2.us.5, %arg.u0.5.1
  %.1414.us.5 = add i64 %.1411.us.5, %.1374.2.us.5
  %.1415.us.5 = getelementptr double, double* %824, i64 %.1414.us.5
  %.1416.us.5 = load double, double* %.1415.us.5, align 8
  %.6.i1.us.5 = fmul double %.1399.us.5, %.1416.us.5
  %scevgep563 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -2
  store double %.6.i1.us.5, double* %scevgep564, align 8
  %spec.select115.us.6 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %830 = add i64 %829, 1
  %.1368.2.us.6 = select i1 %822, i64 %830, i64 %.1368.174.us
  %.1394.us.6 = mul i64 %spec.select115.us.6, %arg.u0.5.1
  %.1397.us.6 = add i64 %.1394.us.6, %.1368.2.us.6
  %.1398.us.6 = getelementptr double, double* %824, i64 %.1397.us.6
  %.1399.us.6 = load double, double* %.1398.us.6, align 8
  %.1371.2.us.6 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.6 = select i1 %822, i64 %830, i64 %.1374.176.us
  %.1411.us.6 = mul i64 %.1371.2.us.6, %arg.u0.5.1
  %.1414.us.6 = add i64 %.1411.us.6, %.1374.2.us.6
  %.1415.us.6 = getelementptr double, double* %824, i64 %.1414.us.6
  %.1416.us.6 = load double, double* %.1415.us.6, align 8
  %.6.i1.us.6 = fmul double %.1399.us.6, %.1416.us.6
  %scevgep561 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -1
  store double %.6.i1.us.6, double* %scevgep562, align 8
  %spec.select115.us.7 = select i1 %823, i64 %loop.index86.us, i64 %.1365.173.us
  %831 = add i64 %830, 1
  %.1368.2.us.7 = select i1 %822, i64 %831, i64 %.1368.174.us
  %.1394.us.7 = mul i64 %spec.select115.us.7, %arg.u0.5.1
  %.1397.us.7 = add i64 %.1394.us.7, %.1368.2.us.7
  %.1398.us.7 = getelementptr double, double* %824, i64 %.1397.us.7
  %.1399.us.7 = load double, double* %.1398.us.7, align 8
  %.1371.2.us.7 = select i1 %823, i64 %loop.index86.us, i64 %.1371.175.us
  %.1374.2.us.7 = select i1 %822, i64 %831, i64 %.1374.176.us
  %.1411.us.7 = mul i64 %.1371.2.us.7, %arg.u0.5.1
  %.1414.us.7 = add i64 %.1411.us.7, %.1374.2.us.7
  %.1415.us.7 = getelementptr double, double* %824, i64 %.1414.us.7
  %.1416.us.7 = load double, double* %.1415.us.7, align 8
  %.6.i1.us.7 = fmul double %.1399.us.7, %.1416.us.7
  %scevgep573 = getelementptr double, double* %lsr.iv558, i64 %loop.index.177.us
  store double %.6.i1.us.7, double* %scevgep573, align 8
  %.1448.us.7 = add nuw i64 %loop.index.177.us, 8
  %832 = add i64 %831, 1
  %niter255.ncmp.7 = icmp eq i64 %832, %unroll_iter254
  br i1 %niter255.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select115.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select115.us.7, %for.body.1.us ]
  %.1368.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1368.2.us.7, %for.body.1.us ]
  %.1371.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1371.2.us.7, %for.body.1.us ]
  %.1374.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.1374.2.us.7, %for.body.1.us ]
  %loop.index.177.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.1448.us.7, %for.body.1.us ]
  %.1374.176.us.unr = phi i64 [ %.1374.085.us, %for.cond.1.preheader.us ], [ %.1374.2.us.7, %for.body.1.us ]
  %.1371.175.us.unr = phi i64 [ %.1371.084.us, %for.cond.1.preheader.us ], [ %.1371.2.us.7, %for.body.1.us ]
  %.1368.174.us.unr = phi i64 [ %.1368.083.us, %for.cond.1.preheader.us ], [ %.1368.2.us.7, %for.body.1.us ]
  %.1365.173.us.unr = phi i64 [ %.1365.082.us, %for.cond.1.preheader.us ], [ %spec.select115.us.7, %for.body.1.us ]
  %833 = and i64 %arg.u0.5.1, 7
  %834 = icmp eq i64 %833, 0
  br i1 %834, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv580 = phi i64 [ %xtraiter247.1, %for.body.1.us.epil.preheader ], [ %lsr.iv.next581, %for.body.1.us.epil ]
  %loop.index.177.us.epil = phi i64 [ %.1448.us.epil, %for.body.1.us.epil ], [ %loop.index.177.us.unr, %for.body.1.us.epil.preheader ]
  %.1374.176.us.epil = phi i64 [ %.1374.2.us.epil, %for.body.1.us.epil ], [ %.1374.176.us.unr, %for.body.1.us.epil.preheader ]
  %.1371.175.us.epil = phi i64 [ %.1371.2.us.epil, %for.body.1.us.epil ], [ %.1371.175.us.unr, %for.body.1.us.epil.preheader ]
  %.1368.174.us.epil = phi i64 [ %.1368.2.us.epil, %for.body.1.us.epil ], [ %.1368.174.us.unr, %for.body.1.us.epil.preheader ]
  %.1365.173.us.epil = phi i64 [ %spec.select115.us.epil, %for.body.1.us.epil ], [ %.1365.173.us.unr, %for.body.1.us.epil.preheader ]
  %835 = icmp ugt i64 %arg.u0.5.1, 1
  %836 = icmp ugt i64 %arg.u0.5.0, 1
  %837 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us.epil = select i1 %836, i64 %loop.index86.us, i64 %.1365.173.us.epil
  %.1368.2.us.epil = select i1 %835, i64 %loop.index.177.us.epil, i64 %.1368.174.us.epil
  %.1394.us.epil = mul i64 %spec.select115.us.epil, %arg.u0.5.1
  %.1397.us.epil = add i64 %.1394.us.epil, %.1368.2.us.epil
  %.1398.us.epil = getelementptr double, double* %837, i64 %.1397.us.epil
  %.1399.us.epil = load double, double* %.1398.us.epil, align 8
  %.1371.2.us.epil = select i1 %836, i64 %loop.index86.us, i64 %.1371.175.us.epil
  %.1374.2.us.epil = select i1 %835, i64 %loop.index.177.us.epil, i64 %.1374.176.us.epil
  %.1411.us.epil = mul i64 %.1371.2.us.epil, %arg.u0.5.1
  %.1414.us.epil = add i64 %.1411.us.epil, %.1374.2.us.epil
  %.1415.us.epil = getelementptr double, double* %837, i64 %.1414.us.epil
  %.1416.us.epil = load double, double* %.1415.us.epil, align 8
  %.6.i1.us.epil = fmul double %.1399.us.epil, %.1416.us.epil
  %scevgep579 = getelementptr double, double* %lsr.iv576, i64 %loop.index.177.us.epil
  store double %.6.i1.us.epil, double* %scevgep579, align 8
  %.1448.us.epil = add nuw nsw i64 %loop.index.177.us.epil, 1
  %lsr.iv.next581 = add nsw i64 %lsr.iv580, -1
  %epil.iter248.cmp.not = icmp eq i64 %lsr.iv.next581, 0
  br i1 %epil.iter248.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !67

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select115.us.lcssa = phi i64 [ %spec.select115.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select115.us.epil, %for.body.1.us.epil ]
  %.1368.2.us.lcssa = phi i64 [ %.1368.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1368.2.us.epil, %for.body.1.us.epil ]
  %.1371.2.us.lcssa = phi i64 [ %.1371.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1371.2.us.epil, %for.body.1.us.epil ]
  %.1374.2.us.lcssa = phi i64 [ %.1374.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.1374.2.us.epil, %for.body.1.us.epil ]
  %838 = icmp ult i64 %817, 7
  %.1450.us = or i64 %loop.index86.us, 1
  br i1 %838, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.177.us.1 = phi i64 [ %849, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.1374.176.us.1 = phi i64 [ %.1374.2.us.7.1, %for.body.1.us.1 ], [ %.1374.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1371.175.us.1 = phi i64 [ %.1371.2.us.7.1, %for.body.1.us.1 ], [ %.1371.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1368.174.us.1 = phi i64 [ %.1368.2.us.7.1, %for.body.1.us.1 ], [ %.1368.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.1365.173.us.1 = phi i64 [ %spec.select115.us.7.1, %for.body.1.us.1 ], [ %spec.select115.us.lcssa, %for.body.1.us.1.preheader ]
  %839 = icmp ugt i64 %arg.u0.5.1, 1
  %840 = icmp ugt i64 %arg.u0.5.0, 1
  %841 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us.1283 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %.1368.2.us.1284 = select i1 %839, i64 %loop.index.177.us.1, i64 %.1368.174.us.1
  %.1394.us.1285 = mul i64 %spec.select115.us.1283, %arg.u0.5.1
  %.1397.us.1286 = add i64 %.1394.us.1285, %.1368.2.us.1284
  %.1398.us.1287 = getelementptr double, double* %841, i64 %.1397.us.1286
  %.1399.us.1288 = load double, double* %.1398.us.1287, align 8
  %.1371.2.us.1289 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.1290 = select i1 %839, i64 %loop.index.177.us.1, i64 %.1374.176.us.1
  %.1411.us.1291 = mul i64 %.1371.2.us.1289, %arg.u0.5.1
  %.1414.us.1292 = add i64 %.1411.us.1291, %.1374.2.us.1290
  %.1415.us.1293 = getelementptr double, double* %841, i64 %.1414.us.1292
  %.1416.us.1294 = load double, double* %.1415.us.1293, align 8
  %.6.i1.us.1295 = fmul double %.1399.us.1288, %.1416.us.1294
  %scevgep599 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -7
  store double %.6.i1.us.1295, double* %scevgep600, align 8
  %spec.select115.us.1.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %842 = add i64 %loop.index.177.us.1, 1
  %.1368.2.us.1.1 = select i1 %839, i64 %842, i64 %.1368.174.us.1
  %.1394.us.1.1 = mul i64 %spec.select115.us.1.1, %arg.u0.5.1
  %.1397.us.1.1 = add i64 %.1394.us.1.1, %.1368.2.us.1.1
  %.1398.us.1.1 = getelementptr double, double* %841, i64 %.1397.us.1.1
  %.1399.us.1.1 = load double, double* %.1398.us.1.1, align 8
  %.1371.2.us.1.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.1.1 = select i1 %839, i64 %842, i64 %.1374.176.us.1
  %.1411.us.1.1 = mul i64 %.1371.2.us.1.1, %arg.u0.5.1
  %.1414.us.1.1 = add i64 %.1411.us.1.1, %.1374.2.us.1.1
  %.1415.us.1.1 = getelementptr double, double* %841, i64 %.1414.us.1.1
  %.1416.us.1.1 = load double, double* %.1415.us.1.1, align 8
  %.6.i1.us.1.1 = fmul double %.1399.us.1.1, %.1416.us.1.1
  %scevgep596 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -6
  store double %.6.i1.us.1.1, double* %scevgep597, align 8
  %spec.select115.us.2.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %843 = add i64 %842, 1
  %.1368.2.us.2.1 = select i1 %839, i64 %843, i64 %.1368.174.us.1
  %.1394.us.2.1 = mul i64 %spec.select115.us.2.1, %arg.u0.5.1
  %.1397.us.2.1 = add i64 %.1394.us.2.1, %.1368.2.us.2.1
  %.1398.us.2.1 = getelementptr double, double* %841, i64 %.1397.us.2.1
  %.1399.us.2.1 = load double, double* %.1398.us.2.1, align 8
  %.1371.2.us.2.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.2.1 = select i1 %839, i64 %843, i64 %.1374.176.us.1
  %.1411.us.2.1 = mul i64 %.1371.2.us.2.1, %arg.u0.5.1
  %.1414.us.2.1 = add i64 %.1411.us.2.1, %.1374.2.us.2.1
  %.1415.us.2.1 = getelementptr double, double* %841, i64 %.1414.us.2.1
  %.1416.us.2.1 = load double, double* %.1415.us.2.1, align 8
  %.6.i1.us.2.1 = fmul double %.1399.us.2.1, %.1416.us.2.1
  %scevgep594 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -5
  store double %.6.i1.us.2.1, double* %scevgep595, align 8
  %spec.select115.us.3.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %844 = add i64 %843, 1
  %.1368.2.us.3.1 = select i1 %839, i64 %844, i64 %.1368.174.us.1
  %.1394.us.3.1 = mul i64 %spec.select115.us.3.1, %arg.u0.5.1
  %.1397.us.3.1 = add i64 %.1394.us.3.1, %.1368.2.us.3.1
  %.1398.us.3.1 = getelementptr double, double* %841, i64 %.1397.us.3.1
  %.1399.us.3.1 = load double, double* %.1398.us.3.1, align 8
  %.1371.2.us.3.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.3.1 = select i1 %839, i64 %844, i64 %.1374.176.us.1
  %.1411.us.3.1 = mul i64 %.1371.2.us.3.1, %arg.u0.5.1
  %.1414.us.3.1 = add i64 %.1411.us.3.1, %.1374.2.us.3.1
  %.1415.us.3.1 = getelementptr double, double* %841, i64 %.1414.us.3.1
  %.1416.us.3.1 = load double, double* %.1415.us.3.1, align 8
  %.6.i1.us.3.1 = fmul double %.1399.us.3.1, %.1416.us.3.1
  %scevgep592 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -4
  store double %.6.i1.us.3.1, double* %scevgep593, align 8
  %spec.select115.us.4.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %845 = add i64 %844, 1
  %.1368.2.us.4.1 = select i1 %839, i64 %845, i64 %.1368.174.us.1
  %.1394.us.4.1 = mul i64 %spec.select115.us.4.1, %arg.u0.5.1
  %.1397.us.4.1 = add i64 %.1394.us.4.1, %.1368.2.us.4.1
  %.1398.us.4.1 = getelementptr double, double* %841, i64 %.1397.us.4.1
  %.1399.us.4.1 = load double, double* %.1398.us.4.1, align 8
  %.1371.2.us.4.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.4.1 = select i1 %839, i64 %845, i64 %.1374.176.us.1
  %.1411.us.4.1 = mul i64 %.1371.2.us.4.1, %arg.u0.5.1
  %.1414.us.4.1 = add i64 %.1411.us.4.1, %.1374.2.us.4.1
  %.1415.us.4.1 = getelementptr double, double* %841, i64 %.1414.us.4.1
  %.1416.us.4.1 = load double, double* %.1415.us.4.1, align 8
  %.6.i1.us.4.1 = fmul double %.1399.us.4.1, %.1416.us.4.1
  %scevgep590 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -3
  store double %.6.i1.us.4.1, double* %scevgep591, align 8
  %spec.select115.us.5.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %846 = add i64 %845, 1
  %.1368.2.us.5.1 = select i1 %839, i64 %846, i64 %.1368.174.us.1
  %.1394.us.5.1 = mul i64 %spec.select115.us.5.1, %arg.u0.5.1
  %.1397.us.5.1 = add i64 %.1394.us.5.1, %.1368.2.us.5.1
  %.1398.us.5.1 = getelementptr double, double* %841, i64 %.1397.us.5.1
  %.1399.us.5.1 = load double, double* %.1398.us.5.1, align 8
  %.1371.2.us.5.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.5.1 = select i1 %839, i64 %846, i64 %.1374.176.us.1
  %.1411.us.5.1 = mul i64 %.1371.2.us.5.1, %arg.u0.5.1
  %.1414.us.5.1 = add i64 %.1411.us.5.1, %.1374.2.us.5.1
  %.1415.us.5.1 = getelementptr double, double* %841, i64 %.1414.us.5.1
  %.1416.us.5.1 = load double, double* %.1415.us.5.1, align 8
  %.6.i1.us.5.1 = fmul double %.1399.us.5.1, %.1416.us.5.1
  %scevgep588 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -2
  store double %.6.i1.us.5.1, double* %scevgep589, align 8
  %spec.select115.us.6.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %847 = add i64 %846, 1
  %.1368.2.us.6.1 = select i1 %839, i64 %847, i64 %.1368.174.us.1
  %.1394.us.6.1 = mul i64 %spec.select115.us.6.1, %arg.u0.5.1
  %.1397.us.6.1 = add i64 %.1394.us.6.1, %.1368.2.us.6.1
  %.1398.us.6.1 = getelementptr double, double* %841, i64 %.1397.us.6.1
  %.1399.us.6.1 = load double, double* %.1398.us.6.1, align 8
  %.1371.2.us.6.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.6.1 = select i1 %839, i64 %847, i64 %.1374.176.us.1
  %.1411.us.6.1 = mul i64 %.1371.2.us.6.1, %arg.u0.5.1
  %.1414.us.6.1 = add i64 %.1411.us.6.1, %.1374.2.us.6.1
  %.1415.us.6.1 = getelementptr double, double* %841, i64 %.1414.us.6.1
  %.1416.us.6.1 = load double, double* %.1415.us.6.1, align 8
  %.6.i1.us.6.1 = fmul double %.1399.us.6.1, %.1416.us.6.1
  %scevgep586 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -1
  store double %.6.i1.us.6.1, double* %scevgep587, align 8
  %spec.select115.us.7.1 = select i1 %840, i64 %.1450.us, i64 %.1365.173.us.1
  %848 = add i64 %847, 1
  %.1368.2.us.7.1 = select i1 %839, i64 %848, i64 %.1368.174.us.1
  %.1394.us.7.1 = mul i64 %spec.select115.us.7.1, %arg.u0.5.1
  %.1397.us.7.1 = add i64 %.1394.us.7.1, %.1368.2.us.7.1
  %.1398.us.7.1 = getelementptr double, double* %841, i64 %.1397.us.7.1
  %.1399.us.7.1 = load double, double* %.1398.us.7.1, align 8
  %.1371.2.us.7.1 = select i1 %840, i64 %.1450.us, i64 %.1371.175.us.1
  %.1374.2.us.7.1 = select i1 %839, i64 %848, i64 %.1374.176.us.1
  %.1411.us.7.1 = mul i64 %.1371.2.us.7.1, %arg.u0.5.1
  %.1414.us.7.1 = add i64 %.1411.us.7.1, %.1374.2.us.7.1
  %.1415.us.7.1 = getelementptr double, double* %841, i64 %.1414.us.7.1
  %.1416.us.7.1 = load double, double* %.1415.us.7.1, align 8
  %.6.i1.us.7.1 = fmul double %.1399.us.7.1, %.1416.us.7.1
  %scevgep598 = getelementptr double, double* %lsr.iv583, i64 %loop.index.177.us.1
  store double %.6.i1.us.7.1, double* %scevgep598, align 8
  %.1448.us.7.1 = add nuw i64 %loop.index.177.us.1, 8
  %849 = add i64 %848, 1
  %niter255.ncmp.7.1 = icmp eq i64 %849, %unroll_iter254.1
  br i1 %niter255.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select115.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select115.us.7.1, %for.body.1.us.1 ]
  %.1368.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1368.2.us.7.1, %for.body.1.us.1 ]
  %.1371.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1371.2.us.7.1, %for.body.1.us.1 ]
  %.1374.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.1374.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.177.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.1448.us.7.1, %for.body.1.us.1 ]
  %.1374.176.us.unr.1 = phi i64 [ %.1374.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1374.2.us.7.1, %for.body.1.us.1 ]
  %.1371.175.us.unr.1 = phi i64 [ %.1371.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1371.2.us.7.1, %for.body.1.us.1 ]
  %.1368.174.us.unr.1 = phi i64 [ %.1368.2.us.lcssa, %for.end.1.loopexit.us ], [ %.1368.2.us.7.1, %for.body.1.us.1 ]
  %.1365.173.us.unr.1 = phi i64 [ %spec.select115.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select115.us.7.1, %for.body.1.us.1 ]
  %850 = icmp eq i64 %xtraiter247.1, 0
  br i1 %850, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv606 = phi i64 [ %xtraiter247.1, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next607, %for.body.1.us.epil.1 ]
  %loop.index.177.us.epil.1 = phi i64 [ %.1448.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.177.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1374.176.us.epil.1 = phi i64 [ %.1374.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1374.176.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1371.175.us.epil.1 = phi i64 [ %.1371.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1371.175.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1368.174.us.epil.1 = phi i64 [ %.1368.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.1368.174.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.1365.173.us.epil.1 = phi i64 [ %spec.select115.us.epil.1, %for.body.1.us.epil.1 ], [ %.1365.173.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %851 = icmp ugt i64 %arg.u0.5.1, 1
  %852 = icmp ugt i64 %arg.u0.5.0, 1
  %853 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us.epil.1 = select i1 %852, i64 %.1450.us, i64 %.1365.173.us.epil.1
  %.1368.2.us.epil.1 = select i1 %851, i64 %loop.index.177.us.epil.1, i64 %.1368.174.us.epil.1
  %.1394.us.epil.1 = mul i64 %spec.select115.us.epil.1, %arg.u0.5.1
  %.1397.us.epil.1 = add i64 %.1394.us.epil.1, %.1368.2.us.epil.1
  %.1398.us.epil.1 = getelementptr double, double* %853, i64 %.1397.us.epil.1
  %.1399.us.epil.1 = load double, double* %.1398.us.epil.1, align 8
  %.1371.2.us.epil.1 = select i1 %852, i64 %.1450.us, i64 %.1371.175.us.epil.1
  %.1374.2.us.epil.1 = select i1 %851, i64 %loop.index.177.us.epil.1, i64 %.1374.176.us.epil.1
  %.1411.us.epil.1 = mul i64 %.1371.2.us.epil.1, %arg.u0.5.1
  %.1414.us.epil.1 = add i64 %.1411.us.epil.1, %.1374.2.us.epil.1
  %.1415.us.epil.1 = getelementptr double, double* %853, i64 %.1414.us.epil.1
  %.1416.us.epil.1 = load double, double* %.1415.us.epil.1, align 8
  %.6.i1.us.epil.1 = fmul double %.1399.us.epil.1, %.1416.us.epil.1
  %scevgep605 = getelementptr double, double* %lsr.iv602, i64 %loop.index.177.us.epil.1
  store double %.6.i1.us.epil.1, double* %scevgep605, align 8
  %.1448.us.epil.1 = add nuw nsw i64 %loop.index.177.us.epil.1, 1
  %lsr.iv.next607 = add nsw i64 %lsr.iv606, -1
  %epil.iter248.cmp.1.not = icmp eq i64 %lsr.iv.next607, 0
  br i1 %epil.iter248.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !67

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select115.us.lcssa.1 = phi i64 [ %spec.select115.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select115.us.epil.1, %for.body.1.us.epil.1 ]
  %.1368.2.us.lcssa.1 = phi i64 [ %.1368.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1368.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1371.2.us.lcssa.1 = phi i64 [ %.1371.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1371.2.us.epil.1, %for.body.1.us.epil.1 ]
  %.1374.2.us.lcssa.1 = phi i64 [ %.1374.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.1374.2.us.epil.1, %for.body.1.us.epil.1 ]
  %854 = bitcast double* %lsr.iv558 to i1*
  %855 = bitcast double* %lsr.iv576 to i1*
  %856 = bitcast double* %lsr.iv583 to i1*
  %857 = bitcast double* %lsr.iv602 to i1*
  %.1450.us.1 = add nuw nsw i64 %loop.index86.us, 2
  %scevgep560 = getelementptr i1, i1* %854, i64 %819
  %858 = bitcast i1* %scevgep560 to double*
  %scevgep578 = getelementptr i1, i1* %855, i64 %819
  %859 = bitcast i1* %scevgep578 to double*
  %scevgep585 = getelementptr i1, i1* %856, i64 %819
  %860 = bitcast i1* %scevgep585 to double*
  %scevgep604 = getelementptr i1, i1* %857, i64 %819
  %861 = bitcast i1* %scevgep604 to double*
  %niter282.ncmp.1 = icmp eq i64 %.1450.us.1, %unroll_iter281
  br i1 %niter282.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1, %for.cond.1.preheader.us.preheader
  %loop.index86.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1450.us.1, %for.end.1.loopexit.us.1 ]
  %.1374.085.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1374.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1371.084.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1371.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1368.083.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.1368.2.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %.1365.082.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select115.us.lcssa.1, %for.end.1.loopexit.us.1 ]
  %862 = and i64 %dest_shape88.sroa.0.1, 1
  %lcmp.mod280.not = icmp eq i64 %862, 0
  br i1 %lcmp.mod280.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa
  %.1442.us.epil = mul i64 %loop.index86.us.unr, %arg.u0.5.1
  %xtraiter247.epil = and i64 %arg.u0.5.1, 7
  %863 = icmp ult i64 %817, 7
  br i1 %863, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.cond.1.preheader.us.new.epil

for.cond.1.preheader.us.new.epil:                 ; preds = %for.cond.1.preheader.us.epil
  %unroll_iter254.epil = and i64 %arg.u0.5.1, -8
  %864 = add i64 %.1442.us.epil, 7
  %scevgep541 = getelementptr double, double* %.6.i1389, i64 %864
  br label %for.body.1.us.epil257

for.body.1.us.epil257:                            ; preds = %for.body.1.us.epil257, %for.cond.1.preheader.us.new.epil
  %loop.index.177.us.epil258 = phi i64 [ 0, %for.cond.1.preheader.us.new.epil ], [ %875, %for.body.1.us.epil257 ]
  %.1374.176.us.epil259 = phi i64 [ %.1374.085.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1374.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1371.175.us.epil260 = phi i64 [ %.1371.084.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1371.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1368.174.us.epil261 = phi i64 [ %.1368.083.us.unr, %for.cond.1.preheader.us.new.epil ], [ %.1368.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1365.173.us.epil262 = phi i64 [ %.1365.082.us.unr, %for.cond.1.preheader.us.new.epil ], [ %spec.select115.us.7.epil, %for.body.1.us.epil257 ]
  %865 = icmp ugt i64 %arg.u0.5.1, 1
  %866 = icmp ugt i64 %arg.u0.5.0, 1
  %867 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us.epil263 = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %.1368.2.us.epil264 = select i1 %865, i64 %loop.index.177.us.epil258, i64 %.1368.174.us.epil261
  %.1394.us.epil265 = mul i64 %spec.select115.us.epil263, %arg.u0.5.1
  %.1397.us.epil266 = add i64 %.1394.us.epil265, %.1368.2.us.epil264
  %.1398.us.epil267 = getelementptr double, double* %867, i64 %.1397.us.epil266
  %.1399.us.epil268 = load double, double* %.1398.us.epil267, align 8
  %.1371.2.us.epil269 = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.epil270 = select i1 %865, i64 %loop.index.177.us.epil258, i64 %.1374.176.us.epil259
  %.1411.us.epil271 = mul i64 %.1371.2.us.epil269, %arg.u0.5.1
  %.1414.us.epil272 = add i64 %.1411.us.epil271, %.1374.2.us.epil270
  %.1415.us.epil273 = getelementptr double, double* %867, i64 %.1414.us.epil272
  %.1416.us.epil274 = load double, double* %.1415.us.epil273, align 8
  %.6.i1.us.epil275 = fmul double %.1399.us.epil268, %.1416.us.epil274
  %scevgep555 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -7
  store double %.6.i1.us.epil275, double* %scevgep556, align 8
  %spec.select115.us.1.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %868 = add i64 %loop.index.177.us.epil258, 1
  %.1368.2.us.1.epil = select i1 %865, i64 %868, i64 %.1368.174.us.epil261
  %.1394.us.1.epil = mul i64 %spec.select115.us.1.epil, %arg.u0.5.1
  %.1397.us.1.epil = add i64 %.1394.us.1.epil, %.1368.2.us.1.epil
  %.1398.us.1.epil = getelementptr double, double* %867, i64 %.1397.us.1.epil
  %.1399.us.1.epil = load double, double* %.1398.us.1.epil, align 8
  %.1371.2.us.1.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.1.epil = select i1 %865, i64 %868, i64 %.1374.176.us.epil259
  %.1411.us.1.epil = mul i64 %.1371.2.us.1.epil, %arg.u0.5.1
  %.1414.us.1.epil = add i64 %.1411.us.1.epil, %.1374.2.us.1.epil
  %.1415.us.1.epil = getelementptr double, double* %867, i64 %.1414.us.1.epil
  %.1416.us.1.epil = load double, double* %.1415.us.1.epil, align 8
  %.6.i1.us.1.epil = fmul double %.1399.us.1.epil, %.1416.us.1.epil
  %scevgep552 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -6
  store double %.6.i1.us.1.epil, double* %scevgep553, align 8
  %spec.select115.us.2.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %869 = add i64 %868, 1
  %.1368.2.us.2.epil = select i1 %865, i64 %869, i64 %.1368.174.us.epil261
  %.1394.us.2.epil = mul i64 %spec.select115.us.2.epil, %arg.u0.5.1
  %.1397.us.2.epil = add i64 %.1394.us.2.epil, %.1368.2.us.2.epil
  %.1398.us.2.epil = getelementptr double, double* %867, i64 %.1397.us.2.epil
  %.1399.us.2.epil = load double, double* %.1398.us.2.epil, align 8
  %.1371.2.us.2.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.2.epil = select i1 %865, i64 %869, i64 %.1374.176.us.epil259
  %.1411.us.2.epil = mul i64 %.1371.2.us.2.epil, %arg.u0.5.1
  %.1414.us.2.epil = add i64 %.1411.us.2.epil, %.1374.2.us.2.epil
  %.1415.us.2.epil = getelementptr double, double* %867, i64 %.1414.us.2.epil
  %.1416.us.2.epil = load double, double* %.1415.us.2.epil, align 8
  %.6.i1.us.2.epil = fmul double %.1399.us.2.epil, %.1416.us.2.epil
  %scevgep550 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -5
  store double %.6.i1.us.2.epil, double* %scevgep551, align 8
  %spec.select115.us.3.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %870 = add i64 %869, 1
  %.1368.2.us.3.epil = select i1 %865, i64 %870, i64 %.1368.174.us.epil261
  %.1394.us.3.epil = mul i64 %spec.select115.us.3.epil, %arg.u0.5.1
  %.1397.us.3.epil = add i64 %.1394.us.3.epil, %.1368.2.us.3.epil
  %.1398.us.3.epil = getelementptr double, double* %867, i64 %.1397.us.3.epil
  %.1399.us.3.epil = load double, double* %.1398.us.3.epil, align 8
  %.1371.2.us.3.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.3.epil = select i1 %865, i64 %870, i64 %.1374.176.us.epil259
  %.1411.us.3.epil = mul i64 %.1371.2.us.3.epil, %arg.u0.5.1
  %.1414.us.3.epil = add i64 %.1411.us.3.epil, %.1374.2.us.3.epil
  %.1415.us.3.epil = getelementptr double, double* %867, i64 %.1414.us.3.epil
  %.1416.us.3.epil = load double, double* %.1415.us.3.epil, align 8
  %.6.i1.us.3.epil = fmul double %.1399.us.3.epil, %.1416.us.3.epil
  %scevgep548 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -4
  store double %.6.i1.us.3.epil, double* %scevgep549, align 8
  %spec.select115.us.4.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %871 = add i64 %870, 1
  %.1368.2.us.4.epil = select i1 %865, i64 %871, i64 %.1368.174.us.epil261
  %.1394.us.4.epil = mul i64 %spec.select115.us.4.epil, %arg.u0.5.1
  %.1397.us.4.epil = add i64 %.1394.us.4.epil, %.1368.2.us.4.epil
  %.1398.us.4.epil = getelementptr double, double* %867, i64 %.1397.us.4.epil
  %.1399.us.4.epil = load double, double* %.1398.us.4.epil, align 8
  %.1371.2.us.4.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.4.epil = select i1 %865, i64 %871, i64 %.1374.176.us.epil259
  %.1411.us.4.epil = mul i64 %.1371.2.us.4.epil, %arg.u0.5.1
  %.1414.us.4.epil = add i64 %.1411.us.4.epil, %.1374.2.us.4.epil
  %.1415.us.4.epil = getelementptr double, double* %867, i64 %.1414.us.4.epil
  %.1416.us.4.epil = load double, double* %.1415.us.4.epil, align 8
  %.6.i1.us.4.epil = fmul double %.1399.us.4.epil, %.1416.us.4.epil
  %scevgep546 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -3
  store double %.6.i1.us.4.epil, double* %scevgep547, align 8
  %spec.select115.us.5.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %872 = add i64 %871, 1
  %.1368.2.us.5.epil = select i1 %865, i64 %872, i64 %.1368.174.us.epil261
  %.1394.us.5.epil = mul i64 %spec.select115.us.5.epil, %arg.u0.5.1
  %.1397.us.5.epil = add i64 %.1394.us.5.epil, %.1368.2.us.5.epil
  %.1398.us.5.epil = getelementptr double, double* %867, i64 %.1397.us.5.epil
  %.1399.us.5.epil = load double, double* %.1398.us.5.epil, align 8
  %.1371.2.us.5.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.5.epil = select i1 %865, i64 %872, i64 %.1374.176.us.epil259
  %.1411.us.5.epil = mul i64 %.1371.2.us.5.epil, %arg.u0.5.1
  %.1414.us.5.epil = add i64 %.1411.us.5.epil, %.1374.2.us.5.epil
  %.1415.us.5.epil = getelementptr double, double* %867, i64 %.1414.us.5.epil
  %.1416.us.5.epil = load double, double* %.1415.us.5.epil, align 8
  %.6.i1.us.5.epil = fmul double %.1399.us.5.epil, %.1416.us.5.epil
  %scevgep544 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -2
  store double %.6.i1.us.5.epil, double* %scevgep545, align 8
  %spec.select115.us.6.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %873 = add i64 %872, 1
  %.1368.2.us.6.epil = select i1 %865, i64 %873, i64 %.1368.174.us.epil261
  %.1394.us.6.epil = mul i64 %spec.select115.us.6.epil, %arg.u0.5.1
  %.1397.us.6.epil = add i64 %.1394.us.6.epil, %.1368.2.us.6.epil
  %.1398.us.6.epil = getelementptr double, double* %867, i64 %.1397.us.6.epil
  %.1399.us.6.epil = load double, double* %.1398.us.6.epil, align 8
  %.1371.2.us.6.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.6.epil = select i1 %865, i64 %873, i64 %.1374.176.us.epil259
  %.1411.us.6.epil = mul i64 %.1371.2.us.6.epil, %arg.u0.5.1
  %.1414.us.6.epil = add i64 %.1411.us.6.epil, %.1374.2.us.6.epil
  %.1415.us.6.epil = getelementptr double, double* %867, i64 %.1414.us.6.epil
  %.1416.us.6.epil = load double, double* %.1415.us.6.epil, align 8
  %.6.i1.us.6.epil = fmul double %.1399.us.6.epil, %.1416.us.6.epil
  %scevgep542 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -1
  store double %.6.i1.us.6.epil, double* %scevgep543, align 8
  %spec.select115.us.7.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil262
  %874 = add i64 %873, 1
  %.1368.2.us.7.epil = select i1 %865, i64 %874, i64 %.1368.174.us.epil261
  %.1394.us.7.epil = mul i64 %spec.select115.us.7.epil, %arg.u0.5.1
  %.1397.us.7.epil = add i64 %.1394.us.7.epil, %.1368.2.us.7.epil
  %.1398.us.7.epil = getelementptr double, double* %867, i64 %.1397.us.7.epil
  %.1399.us.7.epil = load double, double* %.1398.us.7.epil, align 8
  %.1371.2.us.7.epil = select i1 %866, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil260
  %.1374.2.us.7.epil = select i1 %865, i64 %874, i64 %.1374.176.us.epil259
  %.1411.us.7.epil = mul i64 %.1371.2.us.7.epil, %arg.u0.5.1
  %.1414.us.7.epil = add i64 %.1411.us.7.epil, %.1374.2.us.7.epil
  %.1415.us.7.epil = getelementptr double, double* %867, i64 %.1414.us.7.epil
  %.1416.us.7.epil = load double, double* %.1415.us.7.epil, align 8
  %.6.i1.us.7.epil = fmul double %.1399.us.7.epil, %.1416.us.7.epil
  %scevgep554 = getelementptr double, double* %scevgep541, i64 %loop.index.177.us.epil258
  store double %.6.i1.us.7.epil, double* %scevgep554, align 8
  %.1448.us.7.epil = add nuw i64 %loop.index.177.us.epil258, 8
  %875 = add i64 %874, 1
  %niter255.ncmp.7.epil = icmp eq i64 %875, %unroll_iter254.epil
  br i1 %niter255.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil257

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil257, %for.cond.1.preheader.us.epil
  %loop.index.177.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.1448.us.7.epil, %for.body.1.us.epil257 ]
  %.1374.176.us.unr.epil = phi i64 [ %.1374.085.us.unr, %for.cond.1.preheader.us.epil ], [ %.1374.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1371.175.us.unr.epil = phi i64 [ %.1371.084.us.unr, %for.cond.1.preheader.us.epil ], [ %.1371.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1368.174.us.unr.epil = phi i64 [ %.1368.083.us.unr, %for.cond.1.preheader.us.epil ], [ %.1368.2.us.7.epil, %for.body.1.us.epil257 ]
  %.1365.173.us.unr.epil = phi i64 [ %.1365.082.us.unr, %for.cond.1.preheader.us.epil ], [ %spec.select115.us.7.epil, %for.body.1.us.epil257 ]
  %lcmp.mod249.epil.not = icmp eq i64 %xtraiter247.epil, 0
  br i1 %lcmp.mod249.epil.not, label %for.end, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  %scevgep537 = getelementptr double, double* %.6.i1389, i64 %.1442.us.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv539 = phi i64 [ %xtraiter247.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next540, %for.body.1.us.epil.epil ]
  %loop.index.177.us.epil.epil = phi i64 [ %.1448.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.177.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1374.176.us.epil.epil = phi i64 [ %.1374.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1374.176.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1371.175.us.epil.epil = phi i64 [ %.1371.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1371.175.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1368.174.us.epil.epil = phi i64 [ %.1368.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1368.174.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.1365.173.us.epil.epil = phi i64 [ %spec.select115.us.epil.epil, %for.body.1.us.epil.epil ], [ %.1365.173.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %876 = icmp ugt i64 %arg.u0.5.1, 1
  %877 = icmp ugt i64 %arg.u0.5.0, 1
  %878 = bitcast i8* %.6.i11.2 to double*
  %spec.select115.us.epil.epil = select i1 %877, i64 %loop.index86.us.unr, i64 %.1365.173.us.epil.epil
  %.1368.2.us.epil.epil = select i1 %876, i64 %loop.index.177.us.epil.epil, i64 %.1368.174.us.epil.epil
  %.1394.us.epil.epil = mul i64 %spec.select115.us.epil.epil, %arg.u0.5.1
  %.1397.us.epil.epil = add i64 %.1394.us.epil.epil, %.1368.2.us.epil.epil
  %.1398.us.epil.epil = getelementptr double, double* %878, i64 %.1397.us.epil.epil
  %.1399.us.epil.epil = load double, double* %.1398.us.epil.epil, align 8
  %.1371.2.us.epil.epil = select i1 %877, i64 %loop.index86.us.unr, i64 %.1371.175.us.epil.epil
  %.1374.2.us.epil.epil = select i1 %876, i64 %loop.index.177.us.epil.epil, i64 %.1374.176.us.epil.epil
  %.1411.us.epil.epil = mul i64 %.1371.2.us.epil.epil, %arg.u0.5.1
  %.1414.us.epil.epil = add i64 %.1411.us.epil.epil, %.1374.2.us.epil.epil
  %.1415.us.epil.epil = getelementptr double, double* %878, i64 %.1414.us.epil.epil
  %.1416.us.epil.epil = load double, double* %.1415.us.epil.epil, align 8
  %.6.i1.us.epil.epil = fmul double %.1399.us.epil.epil, %.1416.us.epil.epil
  %scevgep538 = getelementptr double, double* %scevgep537, i64 %loop.index.177.us.epil.epil
  store double %.6.i1.us.epil.epil, double* %scevgep538, align 8
  %.1448.us.epil.epil = add nuw nsw i64 %loop.index.177.us.epil.epil, 1
  %lsr.iv.next540 = add nsw i64 %lsr.iv539, -1
  %epil.iter248.cmp.epil.not = icmp eq i64 %lsr.iv.next540, 0
  br i1 %epil.iter248.cmp.epil.not, label %for.end, label %for.body.1.us.epil.epil, !llvm.loop !67

for.end:                                          ; preds = %for.body.1.us.epil.epil, %for.end.loopexit.unr-lcssa, %for.end.1.loopexit.us.unr-lcssa.epil, %for.cond.1.preheader.preheader, %B466.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.2)
  %.83.i = icmp eq i64 %.1287, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1287, i64 1)
  %879 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %880 = icmp ult i64 %879, 7
  br i1 %880, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const1808
  %881 = add nsw i64 %unroll_iter.i, -8
  %882 = lshr exact i64 %881, 3
  %883 = add nuw nsw i64 %882, 1
  %xtraiter = and i64 %883, 7
  %884 = icmp ult i64 %881, 56
  br i1 %884, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %883, %const
  %scevgep407 = getelementptr double, double* %.6.i1389, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %885 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep383 = getelementptr double, double* %.6.i1389, i64 %885
  %886 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %887 = bitcast double* %scevgep383 to i8*
  %uglygep404 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep404405 = bitcast i8* %uglygep404 to double*
  %scevgep406 = getelementptr double, double* %uglygep404405, i64 -7
  %.265.i.epil = load double, double* %scevgep406, align 8, !noalias !68
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep401 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep401402 = bitcast i8* %uglygep401 to double*
  %scevgep403 = getelementptr double, double* %uglygep401402, i64 -6
  %.265.1.i.epil = load double, double* %scevgep403, align 8, !noalias !68
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep398 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep398399 = bitcast i8* %uglygep398 to double*
  %scevgep400 = getelementptr double, double* %uglygep398399, i64 -5
  %.265.2.i.epil = load double, double* %scevgep400, align 8, !noalias !68
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep395 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -4
  %.265.3.i.epil = load double, double* %scevgep397, align 8, !noalias !68
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep392 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -3
  %.265.4.i.epil = load double, double* %scevgep394, align 8, !noalias !68
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep389 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -2
  %.265.5.i.epil = load double, double* %scevgep391, align 8, !noalias !68
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep386 = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -1
  %.265.6.i.epil = load double, double* %scevgep388, align 8, !noalias !68
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %887, i64 %lsr.iv
  %uglygep385 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep385, align 8, !noalias !68
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %886, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !71, !llvm.loop !72

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1389, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep382 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep382, align 8, !noalias !68
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !71, !llvm.loop !73

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv535 = phi i64 [ %lsr.iv.next536, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep533 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -63
  %.265.i = load double, double* %scevgep534, align 8, !noalias !68
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep531 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -62
  %.265.1.i = load double, double* %scevgep532, align 8, !noalias !68
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep529 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -61
  %.265.2.i = load double, double* %scevgep530, align 8, !noalias !68
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep527 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -60
  %.265.3.i = load double, double* %scevgep528, align 8, !noalias !68
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep525 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -59
  %.265.4.i = load double, double* %scevgep526, align 8, !noalias !68
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep523 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -58
  %.265.5.i = load double, double* %scevgep524, align 8, !noalias !68
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep521 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -57
  %.265.6.i = load double, double* %scevgep522, align 8, !noalias !68
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep519 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -56
  %.265.7.i = load double, double* %scevgep520, align 8, !noalias !68
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep488 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -55
  %.265.i.1 = load double, double* %scevgep489, align 8, !noalias !68
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep490 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -54
  %.265.1.i.1 = load double, double* %scevgep491, align 8, !noalias !68
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep492 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -53
  %.265.2.i.1 = load double, double* %scevgep493, align 8, !noalias !68
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep494 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -52
  %.265.3.i.1 = load double, double* %scevgep495, align 8, !noalias !68
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep496 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -51
  %.265.4.i.1 = load double, double* %scevgep497, align 8, !noalias !68
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep498 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -50
  %.265.5.i.1 = load double, double* %scevgep499, align 8, !noalias !68
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep500 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -49
  %.265.6.i.1 = load double, double* %scevgep501, align 8, !noalias !68
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep502 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -48
  %.265.7.i.1 = load double, double* %scevgep503, align 8, !noalias !68
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep472 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -47
  %.265.i.2 = load double, double* %scevgep473, align 8, !noalias !68
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep474 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -46
  %.265.1.i.2 = load double, double* %scevgep475, align 8, !noalias !68
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep476 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -45
  %.265.2.i.2 = load double, double* %scevgep477, align 8, !noalias !68
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep478 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -44
  %.265.3.i.2 = load double, double* %scevgep479, align 8, !noalias !68
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep480 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -43
  %.265.4.i.2 = load double, double* %scevgep481, align 8, !noalias !68
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep482 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -42
  %.265.5.i.2 = load double, double* %scevgep483, align 8, !noalias !68
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep484 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -41
  %.265.6.i.2 = load double, double* %scevgep485, align 8, !noalias !68
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep486 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -40
  %.265.7.i.2 = load double, double* %scevgep487, align 8, !noalias !68
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep456 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -39
  %.265.i.3 = load double, double* %scevgep457, align 8, !noalias !68
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep458 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -38
  %.265.1.i.3 = load double, double* %scevgep459, align 8, !noalias !68
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep460 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -37
  %.265.2.i.3 = load double, double* %scevgep461, align 8, !noalias !68
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep462 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -36
  %.265.3.i.3 = load double, double* %scevgep463, align 8, !noalias !68
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep464 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -35
  %.265.4.i.3 = load double, double* %scevgep465, align 8, !noalias !68
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep466 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -34
  %.265.5.i.3 = load double, double* %scevgep467, align 8, !noalias !68
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep468 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -33
  %.265.6.i.3 = load double, double* %scevgep469, align 8, !noalias !68
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep470 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -32
  %.265.7.i.3 = load double, double* %scevgep471, align 8, !noalias !68
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep440 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -31
  %.265.i.4 = load double, double* %scevgep441, align 8, !noalias !68
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep442 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -30
  %.265.1.i.4 = load double, double* %scevgep443, align 8, !noalias !68
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep444 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -29
  %.265.2.i.4 = load double, double* %scevgep445, align 8, !noalias !68
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep446 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -28
  %.265.3.i.4 = load double, double* %scevgep447, align 8, !noalias !68
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep448 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -27
  %.265.4.i.4 = load double, double* %scevgep449, align 8, !noalias !68
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep450 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -26
  %.265.5.i.4 = load double, double* %scevgep451, align 8, !noalias !68
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep452 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -25
  %.265.6.i.4 = load double, double* %scevgep453, align 8, !noalias !68
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep454 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -24
  %.265.7.i.4 = load double, double* %scevgep455, align 8, !noalias !68
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep424 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -23
  %.265.i.5 = load double, double* %scevgep425, align 8, !noalias !68
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep426 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -22
  %.265.1.i.5 = load double, double* %scevgep427, align 8, !noalias !68
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep428 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -21
  %.265.2.i.5 = load double, double* %scevgep429, align 8, !noalias !68
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep430 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -20
  %.265.3.i.5 = load double, double* %scevgep431, align 8, !noalias !68
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep432 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -19
  %.265.4.i.5 = load double, double* %scevgep433, align 8, !noalias !68
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep434 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -18
  %.265.5.i.5 = load double, double* %scevgep435, align 8, !noalias !68
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep436 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -17
  %.265.6.i.5 = load double, double* %scevgep437, align 8, !noalias !68
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep438 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -16
  %.265.7.i.5 = load double, double* %scevgep439, align 8, !noalias !68
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep408 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -15
  %.265.i.6 = load double, double* %scevgep409, align 8, !noalias !68
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep410 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -14
  %.265.1.i.6 = load double, double* %scevgep411, align 8, !noalias !68
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep412 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -13
  %.265.2.i.6 = load double, double* %scevgep413, align 8, !noalias !68
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep414 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -12
  %.265.3.i.6 = load double, double* %scevgep415, align 8, !noalias !68
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep416 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -11
  %.265.4.i.6 = load double, double* %scevgep417, align 8, !noalias !68
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep418 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -10
  %.265.5.i.6 = load double, double* %scevgep419, align 8, !noalias !68
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep420 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -9
  %.265.6.i.6 = load double, double* %scevgep421, align 8, !noalias !68
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep422 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -8
  %.265.7.i.6 = load double, double* %scevgep423, align 8, !noalias !68
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep504 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -7
  %.265.i.7 = load double, double* %scevgep505, align 8, !noalias !68
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep506 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -6
  %.265.1.i.7 = load double, double* %scevgep507, align 8, !noalias !68
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep508 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -5
  %.265.2.i.7 = load double, double* %scevgep509, align 8, !noalias !68
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep510 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -4
  %.265.3.i.7 = load double, double* %scevgep511, align 8, !noalias !68
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep512 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -3
  %.265.4.i.7 = load double, double* %scevgep513, align 8, !noalias !68
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep514 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -2
  %.265.5.i.7 = load double, double* %scevgep515, align 8, !noalias !68
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep516 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -1
  %.265.6.i.7 = load double, double* %scevgep517, align 8, !noalias !68
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep518 = getelementptr double, double* %scevgep407, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep518, align 8, !noalias !68
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next536 = add i64 %lsr.iv535, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next536, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i14)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.heat_copy, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.55 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.83, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Float(i8* %.46)
  %.48 = call double @PyFloat_AsDouble(i8* %.47)
  call void @Py_DecRef(i8* %.47)
  %.50 = call i8* @PyErr_Occurred()
  %.51.not = icmp eq i8* %.50, null
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !74

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, double %.48) #3
  %.64 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.71 = icmp sgt i32 %.63, 0
  %.72 = select i1 %.71, { i8*, i32, i8*, i8*, i32 }* %.64, { i8*, i32, i8*, i8*, i32 }* undef
  %.73 = load double, double* %.55, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.63, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %12 = icmp sgt i32 %.63, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.83 = call i8* @PyFloat_FromDouble(double %.73)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 0
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.108 = call i8* @numba_runtime_build_excinfo_struct(i8* %.97, i8* nonnull %.103)
  %.109 = bitcast { i8*, i32, i8*, i8*, i32 }* %.72 to i8*
  call void @NRT_Free(i8* nonnull %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.120)
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

define double @cfunc._ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !74

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f45a96cdc10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = !{!14}
!14 = distinct !{!14, !10}
!15 = !{!16}
!16 = distinct !{!16, !10}
!17 = !{!9, !14, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !19}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = !{!30}
!30 = distinct !{!30, !26}
!31 = !{!32}
!32 = distinct !{!32, !26}
!33 = !{!25, !30, !28}
!34 = distinct !{!34, !19}
!35 = distinct !{!35, !21}
!36 = distinct !{!36, !21}
!37 = distinct !{!37, !19}
!38 = !{i1 true}
!39 = !{!40, !42, !43, !45}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!54}
!54 = distinct !{!54, !48}
!55 = !{!47, !52, !50}
!56 = distinct !{!56, !19}
!57 = distinct !{!57, !21}
!58 = distinct !{!58, !21}
!59 = distinct !{!59, !19}
!60 = !{!61, !63, !64, !66}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!67 = distinct !{!67, !21}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!71 = !{!"branch_weights", i32 1, i32 7}
!72 = distinct !{!72, !21}
!73 = distinct !{!73, !21}
!74 = !{!"branch_weights", i32 99, i32 1}
