; ModuleID = 'heat_copy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139936735112640 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139936735112640.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139936735112640 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139936735112640, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936735112640.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139936735934528 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.139936735934528.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.139936735934528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.139936735934528, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936735934528.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f458f876ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f458f876ed0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139936740691456 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139936740691456.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139936740691456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139936740691456, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740691456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458f7081d0B3v17B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
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
  tail call void @NRT_incref(i8* nonnull %.7.i.i5)
  %.7.i.i5.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6.1 = icmp eq i8* %.7.i.i5.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %.8.i.i6.1, label %B96.endif.if, label %B96.endif.endif.endif.1, !prof !0

B96.endif.endif.endif.1:                          ; preds = %B460
  %0 = icmp sgt i64 %.573, 0
  %1 = icmp sgt i64 %.451, 0
  %.5.i11.1 = getelementptr i8, i8* %.7.i.i5.1, i64 24
  %2 = bitcast i8* %.5.i11.1 to i8**
  %.6.i12.1 = load i8*, i8** %2, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12.1, i8* align 1 %.6.i12, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i5)
  %3 = select i1 %1, i1 %0, i1 false
  br i1 %3, label %B178.endif.us.1.preheader, label %B460.1

B178.endif.us.1.preheader:                        ; preds = %B96.endif.endif.endif.1
  %4 = shl i64 %arg.u0.5.1, 3
  %5 = add i64 %4, 8
  %6 = shl i64 %arg.u0.5.1, 3
  %7 = shl i64 %542, 3
  %8 = add i64 %7, -8
  %9 = add i64 %4, %8
  %10 = add i64 %4, %7
  %11 = add i64 %9, 16
  %12 = shl i64 %arg.u0.5.1, 4
  %13 = or i64 %12, 8
  %14 = add i64 %12, %7
  %15 = add i64 %542, -1
  %16 = add i64 %542, -9
  %17 = lshr i64 %16, 3
  %18 = add nuw nsw i64 %17, 1
  %n.vec261 = and i64 %15, -8
  %ind.end263 = or i64 %n.vec261, 1
  %broadcast.splatinsert272 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat273 = shufflevector <8 x double> %broadcast.splatinsert272, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter511 = and i64 %18, 7
  %unroll_iter514 = and i64 %18, %const
  %19 = shl i64 %arg.u0.5.1, 3
  %20 = add i64 %19, 464
  %scevgep1870 = getelementptr i8, i8* %.6.i12, i64 %20
  %21 = shl i64 %arg.u0.5.1, 4
  %22 = add i64 %21, 456
  %scevgep1989 = getelementptr i8, i8* %.6.i12, i64 %22
  %23 = add i64 %19, 456
  %scevgep2065 = getelementptr i8, i8* %.6.i12.1, i64 %23
  %24 = shl i64 %arg.u0.5.1, 1
  %25 = add i64 %arg.u0.5.1, 1
  %26 = sub i64 %542, 1
  %27 = add i64 %26, 1
  %28 = add i64 %arg.u0.5.1, 7
  %29 = add i64 %arg.u0.5.1, 6
  %30 = add i64 %24, 7
  br label %B178.endif.us.1

B178.endif.us.1:                                  ; preds = %B178.endif.us.1.preheader, %B218.B176.loopexit_crit_edge.us.1
  %lsr.iv2220 = phi i64 [ %30, %B178.endif.us.1.preheader ], [ %lsr.iv.next2221, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2148 = phi i64 [ %29, %B178.endif.us.1.preheader ], [ %lsr.iv.next2149, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2122 = phi i64 [ %28, %B178.endif.us.1.preheader ], [ %lsr.iv.next2123, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2109 = phi i64 [ %25, %B178.endif.us.1.preheader ], [ %lsr.iv.next2110, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2104 = phi i64 [ %arg.u0.5.1, %B178.endif.us.1.preheader ], [ %lsr.iv.next2105, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2096 = phi i64 [ %24, %B178.endif.us.1.preheader ], [ %lsr.iv.next2097, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2066 = phi i8* [ %scevgep2065, %B178.endif.us.1.preheader ], [ %267, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv2016 = phi i8* [ %.6.i12, %B178.endif.us.1.preheader ], [ %266, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1990 = phi i8* [ %scevgep1989, %B178.endif.us.1.preheader ], [ %265, %B218.B176.loopexit_crit_edge.us.1 ]
  %lsr.iv1871 = phi i8* [ %scevgep1870, %B178.endif.us.1.preheader ], [ %264, %B218.B176.loopexit_crit_edge.us.1 ]
  %indvar234 = phi i64 [ 0, %B178.endif.us.1.preheader ], [ %indvar.next235, %B218.B176.loopexit_crit_edge.us.1 ]
  %.438.0181.us.1 = phi i64 [ 1, %B178.endif.us.1.preheader ], [ %.507.us.1, %B218.B176.loopexit_crit_edge.us.1 ]
  %31 = icmp ult i64 %15, 8
  %32 = mul i64 %6, %indvar234
  %33 = add i64 %5, %32
  %scevgep236 = getelementptr i8, i8* %.6.i12.1, i64 %33
  %34 = add i64 %10, %32
  %scevgep237 = getelementptr i8, i8* %.6.i12.1, i64 %34
  %.507.us.1 = add nuw i64 %.438.0181.us.1, 1
  %.701.us.1 = mul i64 %.438.0181.us.1, %arg.u0.5.1
  %.710.us.1 = add nsw i64 %.438.0181.us.1, -1
  %.757.us.1 = mul i64 %.710.us.1, %arg.u0.5.1
  %.813.us.1 = mul i64 %.507.us.1, %arg.u0.5.1
  %.822.us.1 = add i64 %.701.us.1, -1
  br i1 %31, label %B220.us.1.preheader, label %vector.memcheck233

vector.memcheck233:                               ; preds = %B178.endif.us.1
  %35 = add i64 %7, %32
  %scevgep243 = getelementptr i8, i8* %.6.i12, i64 %35
  %36 = add i64 %32, 8
  %scevgep242 = getelementptr i8, i8* %.6.i12, i64 %36
  %37 = add i64 %14, %32
  %scevgep241 = getelementptr i8, i8* %.6.i12, i64 %37
  %38 = add i64 %13, %32
  %scevgep240 = getelementptr i8, i8* %.6.i12, i64 %38
  %39 = add i64 %11, %32
  %scevgep239 = getelementptr i8, i8* %.6.i12, i64 %39
  %40 = add i64 %4, %32
  %scevgep238 = getelementptr i8, i8* %.6.i12, i64 %40
  %bound0244 = icmp ult i8* %scevgep236, %scevgep239
  %bound1245 = icmp ult i8* %scevgep238, %scevgep237
  %found.conflict246 = and i1 %bound0244, %bound1245
  %bound0247 = icmp ult i8* %scevgep236, %scevgep241
  %bound1248 = icmp ult i8* %scevgep240, %scevgep237
  %found.conflict249 = and i1 %bound0247, %bound1248
  %conflict.rdx250 = or i1 %found.conflict246, %found.conflict249
  %bound0251 = icmp ult i8* %scevgep236, %scevgep243
  %bound1252 = icmp ult i8* %scevgep242, %scevgep237
  %found.conflict253 = and i1 %bound0251, %bound1252
  %conflict.rdx254 = or i1 %conflict.rdx250, %found.conflict253
  br i1 %conflict.rdx254, label %B220.us.1.preheader, label %vector.ph259

vector.ph259:                                     ; preds = %vector.memcheck233
  %41 = icmp ult i64 %16, 56
  br i1 %41, label %middle.block255.unr-lcssa, label %vector.body257.preheader

vector.body257.preheader:                         ; preds = %vector.ph259
  br label %vector.body257

vector.body257:                                   ; preds = %vector.body257.preheader, %vector.body257
  %lsr.iv2092 = phi i64 [ %unroll_iter514, %vector.body257.preheader ], [ %lsr.iv.next2093, %vector.body257 ]
  %index265 = phi i64 [ %index.next274.7, %vector.body257 ], [ 0, %vector.body257.preheader ]
  %42 = shl i64 %index265, 3
  %scevgep1977 = getelementptr i8, i8* %lsr.iv1871, i64 %42
  %scevgep19771978 = bitcast i8* %scevgep1977 to <8 x double>*
  %scevgep1979 = getelementptr <8 x double>, <8 x double>* %scevgep19771978, i64 -7
  %scevgep19791980 = bitcast <8 x double>* %scevgep1979 to i8*
  %uglygep1981 = getelementptr i8, i8* %scevgep19791980, i64 -8
  %uglygep19811982 = bitcast i8* %uglygep1981 to <8 x double>*
  %wide.load267 = load <8 x double>, <8 x double>* %uglygep19811982, align 8, !alias.scope !8
  %43 = shl i64 %index265, 3
  %scevgep2061 = getelementptr i8, i8* %lsr.iv2016, i64 %43
  %uglygep2063 = getelementptr i8, i8* %scevgep2061, i64 8
  %uglygep20632064 = bitcast i8* %uglygep2063 to <8 x double>*
  %wide.load268 = load <8 x double>, <8 x double>* %uglygep20632064, align 8, !alias.scope !11
  %44 = shl i64 %index265, 3
  %scevgep2013 = getelementptr i8, i8* %lsr.iv1990, i64 %44
  %scevgep20132014 = bitcast i8* %scevgep2013 to <8 x double>*
  %scevgep2015 = getelementptr <8 x double>, <8 x double>* %scevgep20132014, i64 -7
  %wide.load269 = load <8 x double>, <8 x double>* %scevgep2015, align 8, !alias.scope !13
  %45 = fadd <8 x double> %wide.load268, %wide.load269
  %46 = shl i64 %index265, 3
  %scevgep1983 = getelementptr i8, i8* %lsr.iv1871, i64 %46
  %scevgep19831984 = bitcast i8* %scevgep1983 to <8 x double>*
  %scevgep1985 = getelementptr <8 x double>, <8 x double>* %scevgep19831984, i64 -7
  %scevgep19851986 = bitcast <8 x double>* %scevgep1985 to i8*
  %uglygep1987 = getelementptr i8, i8* %scevgep19851986, i64 -16
  %uglygep19871988 = bitcast i8* %uglygep1987 to <8 x double>*
  %wide.load270 = load <8 x double>, <8 x double>* %uglygep19871988, align 8, !alias.scope !8
  %47 = fadd <8 x double> %45, %wide.load270
  %48 = shl i64 %index265, 3
  %scevgep1974 = getelementptr i8, i8* %lsr.iv1871, i64 %48
  %scevgep19741975 = bitcast i8* %scevgep1974 to <8 x double>*
  %scevgep1976 = getelementptr <8 x double>, <8 x double>* %scevgep19741975, i64 -7
  %wide.load271 = load <8 x double>, <8 x double>* %scevgep1976, align 8, !alias.scope !8
  %49 = fadd <8 x double> %47, %wide.load271
  %50 = fmul <8 x double> %wide.load267, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %51 = fsub <8 x double> %49, %50
  %52 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267)
  %53 = fadd <8 x double> %52, %51
  %54 = fmul <8 x double> %53, %broadcast.splat273
  %55 = fadd <8 x double> %wide.load267, %54
  %56 = shl i64 %index265, 3
  %scevgep2089 = getelementptr i8, i8* %lsr.iv2066, i64 %56
  %scevgep20892090 = bitcast i8* %scevgep2089 to <8 x double>*
  %scevgep2091 = getelementptr <8 x double>, <8 x double>* %scevgep20892090, i64 -7
  store <8 x double> %55, <8 x double>* %scevgep2091, align 8, !alias.scope !15, !noalias !17
  %57 = shl i64 %index265, 3
  %scevgep1958 = getelementptr i8, i8* %lsr.iv1871, i64 %57
  %scevgep19581959 = bitcast i8* %scevgep1958 to <8 x double>*
  %scevgep1960 = getelementptr <8 x double>, <8 x double>* %scevgep19581959, i64 -6
  %scevgep19601961 = bitcast <8 x double>* %scevgep1960 to i8*
  %uglygep1962 = getelementptr i8, i8* %scevgep19601961, i64 -8
  %uglygep19621963 = bitcast i8* %uglygep1962 to <8 x double>*
  %wide.load267.1 = load <8 x double>, <8 x double>* %uglygep19621963, align 8, !alias.scope !8
  %58 = shl i64 %index265, 3
  %scevgep2049 = getelementptr i8, i8* %lsr.iv2016, i64 %58
  %scevgep20492050 = bitcast i8* %scevgep2049 to <8 x double>*
  %scevgep2051 = getelementptr <8 x double>, <8 x double>* %scevgep20492050, i64 1
  %scevgep20512052 = bitcast <8 x double>* %scevgep2051 to i8*
  %uglygep2053 = getelementptr i8, i8* %scevgep20512052, i64 8
  %uglygep20532054 = bitcast i8* %uglygep2053 to <8 x double>*
  %wide.load268.1 = load <8 x double>, <8 x double>* %uglygep20532054, align 8, !alias.scope !11
  %59 = shl i64 %index265, 3
  %scevgep2008 = getelementptr i8, i8* %lsr.iv1990, i64 %59
  %scevgep20082009 = bitcast i8* %scevgep2008 to <8 x double>*
  %scevgep2010 = getelementptr <8 x double>, <8 x double>* %scevgep20082009, i64 -6
  %wide.load269.1 = load <8 x double>, <8 x double>* %scevgep2010, align 8, !alias.scope !13
  %60 = fadd <8 x double> %wide.load268.1, %wide.load269.1
  %61 = shl i64 %index265, 3
  %scevgep1952 = getelementptr i8, i8* %lsr.iv1871, i64 %61
  %scevgep19521953 = bitcast i8* %scevgep1952 to <8 x double>*
  %scevgep1954 = getelementptr <8 x double>, <8 x double>* %scevgep19521953, i64 -6
  %scevgep19541955 = bitcast <8 x double>* %scevgep1954 to i8*
  %uglygep1956 = getelementptr i8, i8* %scevgep19541955, i64 -16
  %uglygep19561957 = bitcast i8* %uglygep1956 to <8 x double>*
  %wide.load270.1 = load <8 x double>, <8 x double>* %uglygep19561957, align 8, !alias.scope !8
  %62 = fadd <8 x double> %60, %wide.load270.1
  %63 = shl i64 %index265, 3
  %scevgep1949 = getelementptr i8, i8* %lsr.iv1871, i64 %63
  %scevgep19491950 = bitcast i8* %scevgep1949 to <8 x double>*
  %scevgep1951 = getelementptr <8 x double>, <8 x double>* %scevgep19491950, i64 -6
  %wide.load271.1 = load <8 x double>, <8 x double>* %scevgep1951, align 8, !alias.scope !8
  %64 = fadd <8 x double> %62, %wide.load271.1
  %65 = fmul <8 x double> %wide.load267.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %66 = fsub <8 x double> %64, %65
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.1)
  %68 = fadd <8 x double> %67, %66
  %69 = fmul <8 x double> %68, %broadcast.splat273
  %70 = fadd <8 x double> %wide.load267.1, %69
  %71 = shl i64 %index265, 3
  %scevgep2084 = getelementptr i8, i8* %lsr.iv2066, i64 %71
  %scevgep20842085 = bitcast i8* %scevgep2084 to <8 x double>*
  %scevgep2086 = getelementptr <8 x double>, <8 x double>* %scevgep20842085, i64 -6
  store <8 x double> %70, <8 x double>* %scevgep2086, align 8, !alias.scope !15, !noalias !17
  %72 = shl i64 %index265, 3
  %scevgep1943 = getelementptr i8, i8* %lsr.iv1871, i64 %72
  %scevgep19431944 = bitcast i8* %scevgep1943 to <8 x double>*
  %scevgep1945 = getelementptr <8 x double>, <8 x double>* %scevgep19431944, i64 -5
  %scevgep19451946 = bitcast <8 x double>* %scevgep1945 to i8*
  %uglygep1947 = getelementptr i8, i8* %scevgep19451946, i64 -8
  %uglygep19471948 = bitcast i8* %uglygep1947 to <8 x double>*
  %wide.load267.2 = load <8 x double>, <8 x double>* %uglygep19471948, align 8, !alias.scope !8
  %73 = shl i64 %index265, 3
  %scevgep2043 = getelementptr i8, i8* %lsr.iv2016, i64 %73
  %scevgep20432044 = bitcast i8* %scevgep2043 to <8 x double>*
  %scevgep2045 = getelementptr <8 x double>, <8 x double>* %scevgep20432044, i64 2
  %scevgep20452046 = bitcast <8 x double>* %scevgep2045 to i8*
  %uglygep2047 = getelementptr i8, i8* %scevgep20452046, i64 8
  %uglygep20472048 = bitcast i8* %uglygep2047 to <8 x double>*
  %wide.load268.2 = load <8 x double>, <8 x double>* %uglygep20472048, align 8, !alias.scope !11
  %74 = shl i64 %index265, 3
  %scevgep2005 = getelementptr i8, i8* %lsr.iv1990, i64 %74
  %scevgep20052006 = bitcast i8* %scevgep2005 to <8 x double>*
  %scevgep2007 = getelementptr <8 x double>, <8 x double>* %scevgep20052006, i64 -5
  %wide.load269.2 = load <8 x double>, <8 x double>* %scevgep2007, align 8, !alias.scope !13
  %75 = fadd <8 x double> %wide.load268.2, %wide.load269.2
  %76 = shl i64 %index265, 3
  %scevgep1937 = getelementptr i8, i8* %lsr.iv1871, i64 %76
  %scevgep19371938 = bitcast i8* %scevgep1937 to <8 x double>*
  %scevgep1939 = getelementptr <8 x double>, <8 x double>* %scevgep19371938, i64 -5
  %scevgep19391940 = bitcast <8 x double>* %scevgep1939 to i8*
  %uglygep1941 = getelementptr i8, i8* %scevgep19391940, i64 -16
  %uglygep19411942 = bitcast i8* %uglygep1941 to <8 x double>*
  %wide.load270.2 = load <8 x double>, <8 x double>* %uglygep19411942, align 8, !alias.scope !8
  %77 = fadd <8 x double> %75, %wide.load270.2
  %78 = shl i64 %index265, 3
  %scevgep1934 = getelementptr i8, i8* %lsr.iv1871, i64 %78
  %scevgep19341935 = bitcast i8* %scevgep1934 to <8 x double>*
  %scevgep1936 = getelementptr <8 x double>, <8 x double>* %scevgep19341935, i64 -5
  %wide.load271.2 = load <8 x double>, <8 x double>* %scevgep1936, align 8, !alias.scope !8
  %79 = fadd <8 x double> %77, %wide.load271.2
  %80 = fmul <8 x double> %wide.load267.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %81 = fsub <8 x double> %79, %80
  %82 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.2)
  %83 = fadd <8 x double> %82, %81
  %84 = fmul <8 x double> %83, %broadcast.splat273
  %85 = fadd <8 x double> %wide.load267.2, %84
  %86 = shl i64 %index265, 3
  %scevgep2081 = getelementptr i8, i8* %lsr.iv2066, i64 %86
  %scevgep20812082 = bitcast i8* %scevgep2081 to <8 x double>*
  %scevgep2083 = getelementptr <8 x double>, <8 x double>* %scevgep20812082, i64 -5
  store <8 x double> %85, <8 x double>* %scevgep2083, align 8, !alias.scope !15, !noalias !17
  %87 = shl i64 %index265, 3
  %scevgep1928 = getelementptr i8, i8* %lsr.iv1871, i64 %87
  %scevgep19281929 = bitcast i8* %scevgep1928 to <8 x double>*
  %scevgep1930 = getelementptr <8 x double>, <8 x double>* %scevgep19281929, i64 -4
  %scevgep19301931 = bitcast <8 x double>* %scevgep1930 to i8*
  %uglygep1932 = getelementptr i8, i8* %scevgep19301931, i64 -8
  %uglygep19321933 = bitcast i8* %uglygep1932 to <8 x double>*
  %wide.load267.3 = load <8 x double>, <8 x double>* %uglygep19321933, align 8, !alias.scope !8
  %88 = shl i64 %index265, 3
  %scevgep2037 = getelementptr i8, i8* %lsr.iv2016, i64 %88
  %scevgep20372038 = bitcast i8* %scevgep2037 to <8 x double>*
  %scevgep2039 = getelementptr <8 x double>, <8 x double>* %scevgep20372038, i64 3
  %scevgep20392040 = bitcast <8 x double>* %scevgep2039 to i8*
  %uglygep2041 = getelementptr i8, i8* %scevgep20392040, i64 8
  %uglygep20412042 = bitcast i8* %uglygep2041 to <8 x double>*
  %wide.load268.3 = load <8 x double>, <8 x double>* %uglygep20412042, align 8, !alias.scope !11
  %89 = shl i64 %index265, 3
  %scevgep2002 = getelementptr i8, i8* %lsr.iv1990, i64 %89
  %scevgep20022003 = bitcast i8* %scevgep2002 to <8 x double>*
  %scevgep2004 = getelementptr <8 x double>, <8 x double>* %scevgep20022003, i64 -4
  %wide.load269.3 = load <8 x double>, <8 x double>* %scevgep2004, align 8, !alias.scope !13
  %90 = fadd <8 x double> %wide.load268.3, %wide.load269.3
  %91 = shl i64 %index265, 3
  %scevgep1922 = getelementptr i8, i8* %lsr.iv1871, i64 %91
  %scevgep19221923 = bitcast i8* %scevgep1922 to <8 x double>*
  %scevgep1924 = getelementptr <8 x double>, <8 x double>* %scevgep19221923, i64 -4
  %scevgep19241925 = bitcast <8 x double>* %scevgep1924 to i8*
  %uglygep1926 = getelementptr i8, i8* %scevgep19241925, i64 -16
  %uglygep19261927 = bitcast i8* %uglygep1926 to <8 x double>*
  %wide.load270.3 = load <8 x double>, <8 x double>* %uglygep19261927, align 8, !alias.scope !8
  %92 = fadd <8 x double> %90, %wide.load270.3
  %93 = shl i64 %index265, 3
  %scevgep1919 = getelementptr i8, i8* %lsr.iv1871, i64 %93
  %scevgep19191920 = bitcast i8* %scevgep1919 to <8 x double>*
  %scevgep1921 = getelementptr <8 x double>, <8 x double>* %scevgep19191920, i64 -4
  %wide.load271.3 = load <8 x double>, <8 x double>* %scevgep1921, align 8, !alias.scope !8
  %94 = fadd <8 x double> %92, %wide.load271.3
  %95 = fmul <8 x double> %wide.load267.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %96 = fsub <8 x double> %94, %95
  %97 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.3)
  %98 = fadd <8 x double> %97, %96
  %99 = fmul <8 x double> %98, %broadcast.splat273
  %100 = fadd <8 x double> %wide.load267.3, %99
  %101 = shl i64 %index265, 3
  %scevgep2078 = getelementptr i8, i8* %lsr.iv2066, i64 %101
  %scevgep20782079 = bitcast i8* %scevgep2078 to <8 x double>*
  %scevgep2080 = getelementptr <8 x double>, <8 x double>* %scevgep20782079, i64 -4
  store <8 x double> %100, <8 x double>* %scevgep2080, align 8, !alias.scope !15, !noalias !17
  %102 = shl i64 %index265, 3
  %scevgep1913 = getelementptr i8, i8* %lsr.iv1871, i64 %102
  %scevgep19131914 = bitcast i8* %scevgep1913 to <8 x double>*
  %scevgep1915 = getelementptr <8 x double>, <8 x double>* %scevgep19131914, i64 -3
  %scevgep19151916 = bitcast <8 x double>* %scevgep1915 to i8*
  %uglygep1917 = getelementptr i8, i8* %scevgep19151916, i64 -8
  %uglygep19171918 = bitcast i8* %uglygep1917 to <8 x double>*
  %wide.load267.4 = load <8 x double>, <8 x double>* %uglygep19171918, align 8, !alias.scope !8
  %103 = shl i64 %index265, 3
  %scevgep2031 = getelementptr i8, i8* %lsr.iv2016, i64 %103
  %scevgep20312032 = bitcast i8* %scevgep2031 to <8 x double>*
  %scevgep2033 = getelementptr <8 x double>, <8 x double>* %scevgep20312032, i64 4
  %scevgep20332034 = bitcast <8 x double>* %scevgep2033 to i8*
  %uglygep2035 = getelementptr i8, i8* %scevgep20332034, i64 8
  %uglygep20352036 = bitcast i8* %uglygep2035 to <8 x double>*
  %wide.load268.4 = load <8 x double>, <8 x double>* %uglygep20352036, align 8, !alias.scope !11
  %104 = shl i64 %index265, 3
  %scevgep1999 = getelementptr i8, i8* %lsr.iv1990, i64 %104
  %scevgep19992000 = bitcast i8* %scevgep1999 to <8 x double>*
  %scevgep2001 = getelementptr <8 x double>, <8 x double>* %scevgep19992000, i64 -3
  %wide.load269.4 = load <8 x double>, <8 x double>* %scevgep2001, align 8, !alias.scope !13
  %105 = fadd <8 x double> %wide.load268.4, %wide.load269.4
  %106 = shl i64 %index265, 3
  %scevgep1907 = getelementptr i8, i8* %lsr.iv1871, i64 %106
  %scevgep19071908 = bitcast i8* %scevgep1907 to <8 x double>*
  %scevgep1909 = getelementptr <8 x double>, <8 x double>* %scevgep19071908, i64 -3
  %scevgep19091910 = bitcast <8 x double>* %scevgep1909 to i8*
  %uglygep1911 = getelementptr i8, i8* %scevgep19091910, i64 -16
  %uglygep19111912 = bitcast i8* %uglygep1911 to <8 x double>*
  %wide.load270.4 = load <8 x double>, <8 x double>* %uglygep19111912, align 8, !alias.scope !8
  %107 = fadd <8 x double> %105, %wide.load270.4
  %108 = shl i64 %index265, 3
  %scevgep1904 = getelementptr i8, i8* %lsr.iv1871, i64 %108
  %scevgep19041905 = bitcast i8* %scevgep1904 to <8 x double>*
  %scevgep1906 = getelementptr <8 x double>, <8 x double>* %scevgep19041905, i64 -3
  %wide.load271.4 = load <8 x double>, <8 x double>* %scevgep1906, align 8, !alias.scope !8
  %109 = fadd <8 x double> %107, %wide.load271.4
  %110 = fmul <8 x double> %wide.load267.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %111 = fsub <8 x double> %109, %110
  %112 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.4)
  %113 = fadd <8 x double> %112, %111
  %114 = fmul <8 x double> %113, %broadcast.splat273
  %115 = fadd <8 x double> %wide.load267.4, %114
  %116 = shl i64 %index265, 3
  %scevgep2075 = getelementptr i8, i8* %lsr.iv2066, i64 %116
  %scevgep20752076 = bitcast i8* %scevgep2075 to <8 x double>*
  %scevgep2077 = getelementptr <8 x double>, <8 x double>* %scevgep20752076, i64 -3
  store <8 x double> %115, <8 x double>* %scevgep2077, align 8, !alias.scope !15, !noalias !17
  %117 = shl i64 %index265, 3
  %scevgep1898 = getelementptr i8, i8* %lsr.iv1871, i64 %117
  %scevgep18981899 = bitcast i8* %scevgep1898 to <8 x double>*
  %scevgep1900 = getelementptr <8 x double>, <8 x double>* %scevgep18981899, i64 -2
  %scevgep19001901 = bitcast <8 x double>* %scevgep1900 to i8*
  %uglygep1902 = getelementptr i8, i8* %scevgep19001901, i64 -8
  %uglygep19021903 = bitcast i8* %uglygep1902 to <8 x double>*
  %wide.load267.5 = load <8 x double>, <8 x double>* %uglygep19021903, align 8, !alias.scope !8
  %118 = shl i64 %index265, 3
  %scevgep2025 = getelementptr i8, i8* %lsr.iv2016, i64 %118
  %scevgep20252026 = bitcast i8* %scevgep2025 to <8 x double>*
  %scevgep2027 = getelementptr <8 x double>, <8 x double>* %scevgep20252026, i64 5
  %scevgep20272028 = bitcast <8 x double>* %scevgep2027 to i8*
  %uglygep2029 = getelementptr i8, i8* %scevgep20272028, i64 8
  %uglygep20292030 = bitcast i8* %uglygep2029 to <8 x double>*
  %wide.load268.5 = load <8 x double>, <8 x double>* %uglygep20292030, align 8, !alias.scope !11
  %119 = shl i64 %index265, 3
  %scevgep1996 = getelementptr i8, i8* %lsr.iv1990, i64 %119
  %scevgep19961997 = bitcast i8* %scevgep1996 to <8 x double>*
  %scevgep1998 = getelementptr <8 x double>, <8 x double>* %scevgep19961997, i64 -2
  %wide.load269.5 = load <8 x double>, <8 x double>* %scevgep1998, align 8, !alias.scope !13
  %120 = fadd <8 x double> %wide.load268.5, %wide.load269.5
  %121 = shl i64 %index265, 3
  %scevgep1892 = getelementptr i8, i8* %lsr.iv1871, i64 %121
  %scevgep18921893 = bitcast i8* %scevgep1892 to <8 x double>*
  %scevgep1894 = getelementptr <8 x double>, <8 x double>* %scevgep18921893, i64 -2
  %scevgep18941895 = bitcast <8 x double>* %scevgep1894 to i8*
  %uglygep1896 = getelementptr i8, i8* %scevgep18941895, i64 -16
  %uglygep18961897 = bitcast i8* %uglygep1896 to <8 x double>*
  %wide.load270.5 = load <8 x double>, <8 x double>* %uglygep18961897, align 8, !alias.scope !8
  %122 = fadd <8 x double> %120, %wide.load270.5
  %123 = shl i64 %index265, 3
  %scevgep1889 = getelementptr i8, i8* %lsr.iv1871, i64 %123
  %scevgep18891890 = bitcast i8* %scevgep1889 to <8 x double>*
  %scevgep1891 = getelementptr <8 x double>, <8 x double>* %scevgep18891890, i64 -2
  %wide.load271.5 = load <8 x double>, <8 x double>* %scevgep1891, align 8, !alias.scope !8
  %124 = fadd <8 x double> %122, %wide.load271.5
  %125 = fmul <8 x double> %wide.load267.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %126 = fsub <8 x double> %124, %125
  %127 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.5)
  %128 = fadd <8 x double> %127, %126
  %129 = fmul <8 x double> %128, %broadcast.splat273
  %130 = fadd <8 x double> %wide.load267.5, %129
  %131 = shl i64 %index265, 3
  %scevgep2072 = getelementptr i8, i8* %lsr.iv2066, i64 %131
  %scevgep20722073 = bitcast i8* %scevgep2072 to <8 x double>*
  %scevgep2074 = getelementptr <8 x double>, <8 x double>* %scevgep20722073, i64 -2
  store <8 x double> %130, <8 x double>* %scevgep2074, align 8, !alias.scope !15, !noalias !17
  %132 = shl i64 %index265, 3
  %scevgep1883 = getelementptr i8, i8* %lsr.iv1871, i64 %132
  %scevgep18831884 = bitcast i8* %scevgep1883 to <8 x double>*
  %scevgep1885 = getelementptr <8 x double>, <8 x double>* %scevgep18831884, i64 -1
  %scevgep18851886 = bitcast <8 x double>* %scevgep1885 to i8*
  %uglygep1887 = getelementptr i8, i8* %scevgep18851886, i64 -8
  %uglygep18871888 = bitcast i8* %uglygep1887 to <8 x double>*
  %wide.load267.6 = load <8 x double>, <8 x double>* %uglygep18871888, align 8, !alias.scope !8
  %133 = shl i64 %index265, 3
  %scevgep2019 = getelementptr i8, i8* %lsr.iv2016, i64 %133
  %scevgep20192020 = bitcast i8* %scevgep2019 to <8 x double>*
  %scevgep2021 = getelementptr <8 x double>, <8 x double>* %scevgep20192020, i64 6
  %scevgep20212022 = bitcast <8 x double>* %scevgep2021 to i8*
  %uglygep2023 = getelementptr i8, i8* %scevgep20212022, i64 8
  %uglygep20232024 = bitcast i8* %uglygep2023 to <8 x double>*
  %wide.load268.6 = load <8 x double>, <8 x double>* %uglygep20232024, align 8, !alias.scope !11
  %134 = shl i64 %index265, 3
  %scevgep1993 = getelementptr i8, i8* %lsr.iv1990, i64 %134
  %scevgep19931994 = bitcast i8* %scevgep1993 to <8 x double>*
  %scevgep1995 = getelementptr <8 x double>, <8 x double>* %scevgep19931994, i64 -1
  %wide.load269.6 = load <8 x double>, <8 x double>* %scevgep1995, align 8, !alias.scope !13
  %135 = fadd <8 x double> %wide.load268.6, %wide.load269.6
  %136 = shl i64 %index265, 3
  %scevgep1877 = getelementptr i8, i8* %lsr.iv1871, i64 %136
  %scevgep18771878 = bitcast i8* %scevgep1877 to <8 x double>*
  %scevgep1879 = getelementptr <8 x double>, <8 x double>* %scevgep18771878, i64 -1
  %scevgep18791880 = bitcast <8 x double>* %scevgep1879 to i8*
  %uglygep1881 = getelementptr i8, i8* %scevgep18791880, i64 -16
  %uglygep18811882 = bitcast i8* %uglygep1881 to <8 x double>*
  %wide.load270.6 = load <8 x double>, <8 x double>* %uglygep18811882, align 8, !alias.scope !8
  %137 = fadd <8 x double> %135, %wide.load270.6
  %138 = shl i64 %index265, 3
  %scevgep1874 = getelementptr i8, i8* %lsr.iv1871, i64 %138
  %scevgep18741875 = bitcast i8* %scevgep1874 to <8 x double>*
  %scevgep1876 = getelementptr <8 x double>, <8 x double>* %scevgep18741875, i64 -1
  %wide.load271.6 = load <8 x double>, <8 x double>* %scevgep1876, align 8, !alias.scope !8
  %139 = fadd <8 x double> %137, %wide.load271.6
  %140 = fmul <8 x double> %wide.load267.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %141 = fsub <8 x double> %139, %140
  %142 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.6)
  %143 = fadd <8 x double> %142, %141
  %144 = fmul <8 x double> %143, %broadcast.splat273
  %145 = fadd <8 x double> %wide.load267.6, %144
  %146 = shl i64 %index265, 3
  %scevgep2069 = getelementptr i8, i8* %lsr.iv2066, i64 %146
  %scevgep20692070 = bitcast i8* %scevgep2069 to <8 x double>*
  %scevgep2071 = getelementptr <8 x double>, <8 x double>* %scevgep20692070, i64 -1
  store <8 x double> %145, <8 x double>* %scevgep2071, align 8, !alias.scope !15, !noalias !17
  %147 = shl i64 %index265, 3
  %scevgep1968 = getelementptr i8, i8* %lsr.iv1871, i64 %147
  %uglygep1970 = getelementptr i8, i8* %scevgep1968, i64 -8
  %uglygep19701971 = bitcast i8* %uglygep1970 to <8 x double>*
  %wide.load267.7 = load <8 x double>, <8 x double>* %uglygep19701971, align 8, !alias.scope !8
  %148 = shl i64 %index265, 3
  %scevgep2055 = getelementptr i8, i8* %lsr.iv2016, i64 %148
  %scevgep20552056 = bitcast i8* %scevgep2055 to <8 x double>*
  %scevgep2057 = getelementptr <8 x double>, <8 x double>* %scevgep20552056, i64 7
  %scevgep20572058 = bitcast <8 x double>* %scevgep2057 to i8*
  %uglygep2059 = getelementptr i8, i8* %scevgep20572058, i64 8
  %uglygep20592060 = bitcast i8* %uglygep2059 to <8 x double>*
  %wide.load268.7 = load <8 x double>, <8 x double>* %uglygep20592060, align 8, !alias.scope !11
  %149 = shl i64 %index265, 3
  %scevgep2011 = getelementptr i8, i8* %lsr.iv1990, i64 %149
  %scevgep20112012 = bitcast i8* %scevgep2011 to <8 x double>*
  %wide.load269.7 = load <8 x double>, <8 x double>* %scevgep20112012, align 8, !alias.scope !13
  %150 = fadd <8 x double> %wide.load268.7, %wide.load269.7
  %151 = shl i64 %index265, 3
  %scevgep1964 = getelementptr i8, i8* %lsr.iv1871, i64 %151
  %uglygep1966 = getelementptr i8, i8* %scevgep1964, i64 -16
  %uglygep19661967 = bitcast i8* %uglygep1966 to <8 x double>*
  %wide.load270.7 = load <8 x double>, <8 x double>* %uglygep19661967, align 8, !alias.scope !8
  %152 = fadd <8 x double> %150, %wide.load270.7
  %153 = shl i64 %index265, 3
  %scevgep1972 = getelementptr i8, i8* %lsr.iv1871, i64 %153
  %scevgep19721973 = bitcast i8* %scevgep1972 to <8 x double>*
  %wide.load271.7 = load <8 x double>, <8 x double>* %scevgep19721973, align 8, !alias.scope !8
  %154 = fadd <8 x double> %152, %wide.load271.7
  %155 = fmul <8 x double> %wide.load267.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %156 = fsub <8 x double> %154, %155
  %157 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.7)
  %158 = fadd <8 x double> %157, %156
  %159 = fmul <8 x double> %158, %broadcast.splat273
  %160 = fadd <8 x double> %wide.load267.7, %159
  %161 = shl i64 %index265, 3
  %scevgep2087 = getelementptr i8, i8* %lsr.iv2066, i64 %161
  %scevgep20872088 = bitcast i8* %scevgep2087 to <8 x double>*
  store <8 x double> %160, <8 x double>* %scevgep20872088, align 8, !alias.scope !15, !noalias !17
  %index.next274.7 = add i64 %index265, 64
  %lsr.iv.next2093 = add i64 %lsr.iv2092, -8
  %niter515.ncmp.7 = icmp eq i64 %lsr.iv.next2093, 0
  br i1 %niter515.ncmp.7, label %middle.block255.unr-lcssa, label %vector.body257, !llvm.loop !18

middle.block255.unr-lcssa:                        ; preds = %vector.body257, %vector.ph259
  %index265.unr = phi i64 [ 0, %vector.ph259 ], [ %index.next274.7, %vector.body257 ]
  %162 = icmp eq i64 %xtraiter511, 0
  br i1 %162, label %middle.block255, label %vector.body257.epil.preheader

vector.body257.epil.preheader:                    ; preds = %middle.block255.unr-lcssa
  br label %vector.body257.epil

vector.body257.epil:                              ; preds = %vector.body257.epil.preheader, %vector.body257.epil
  %lsr.iv2094 = phi i64 [ %xtraiter511, %vector.body257.epil.preheader ], [ %lsr.iv.next2095, %vector.body257.epil ]
  %index265.epil = phi i64 [ %index.next274.epil, %vector.body257.epil ], [ %index265.unr, %vector.body257.epil.preheader ]
  %163 = bitcast i8* %.6.i12.1 to double*
  %offset.idx266.epil = or i64 %index265.epil, 1
  %164 = or i64 %index265.epil, 2
  %165 = add i64 %offset.idx266.epil, %.701.us.1
  %sunkaddr = mul i64 %165, 8
  %sunkaddr2670 = getelementptr i8, i8* %.6.i12, i64 %sunkaddr
  %166 = bitcast i8* %sunkaddr2670 to <8 x double>*
  %wide.load267.epil = load <8 x double>, <8 x double>* %166, align 8, !alias.scope !8
  %167 = add i64 %offset.idx266.epil, %.757.us.1
  %sunkaddr2671 = mul i64 %167, 8
  %sunkaddr2672 = getelementptr i8, i8* %.6.i12, i64 %sunkaddr2671
  %168 = bitcast i8* %sunkaddr2672 to <8 x double>*
  %wide.load268.epil = load <8 x double>, <8 x double>* %168, align 8, !alias.scope !11
  %169 = add i64 %offset.idx266.epil, %.813.us.1
  %sunkaddr2673 = mul i64 %169, 8
  %sunkaddr2674 = getelementptr i8, i8* %.6.i12, i64 %sunkaddr2673
  %170 = bitcast i8* %sunkaddr2674 to <8 x double>*
  %wide.load269.epil = load <8 x double>, <8 x double>* %170, align 8, !alias.scope !13
  %171 = fadd <8 x double> %wide.load268.epil, %wide.load269.epil
  %172 = add i64 %.822.us.1, %offset.idx266.epil
  %sunkaddr2675 = mul i64 %172, 8
  %sunkaddr2676 = getelementptr i8, i8* %.6.i12, i64 %sunkaddr2675
  %173 = bitcast i8* %sunkaddr2676 to <8 x double>*
  %wide.load270.epil = load <8 x double>, <8 x double>* %173, align 8, !alias.scope !8
  %174 = fadd <8 x double> %171, %wide.load270.epil
  %175 = add i64 %164, %.701.us.1
  %sunkaddr2677 = mul i64 %175, 8
  %sunkaddr2678 = getelementptr i8, i8* %.6.i12, i64 %sunkaddr2677
  %176 = bitcast i8* %sunkaddr2678 to <8 x double>*
  %wide.load271.epil = load <8 x double>, <8 x double>* %176, align 8, !alias.scope !8
  %177 = fadd <8 x double> %174, %wide.load271.epil
  %178 = fmul <8 x double> %wide.load267.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %179 = fsub <8 x double> %177, %178
  %180 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load267.epil)
  %181 = fadd <8 x double> %180, %179
  %182 = fmul <8 x double> %181, %broadcast.splat273
  %183 = fadd <8 x double> %wide.load267.epil, %182
  %184 = getelementptr double, double* %163, i64 %165
  %185 = bitcast double* %184 to <8 x double>*
  store <8 x double> %183, <8 x double>* %185, align 8, !alias.scope !15, !noalias !17
  %index.next274.epil = add nuw i64 %index265.epil, 8
  %lsr.iv.next2095 = add nsw i64 %lsr.iv2094, -1
  %epil.iter512.cmp.not = icmp eq i64 %lsr.iv.next2095, 0
  br i1 %epil.iter512.cmp.not, label %middle.block255, label %vector.body257.epil, !llvm.loop !20

middle.block255:                                  ; preds = %vector.body257.epil, %middle.block255.unr-lcssa
  %186 = icmp eq i64 %15, %n.vec261
  br i1 %186, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1.preheader

B220.us.1.preheader:                              ; preds = %vector.memcheck233, %B178.endif.us.1, %middle.block255
  %.560.0178.us.1.ph = phi i64 [ 1, %vector.memcheck233 ], [ 1, %B178.endif.us.1 ], [ %ind.end263, %middle.block255 ]
  %187 = sub i64 %542, %.560.0178.us.1.ph
  %188 = xor i64 %.560.0178.us.1.ph, -1
  %189 = add i64 %542, %188
  %xtraiter516 = and i64 %187, 7
  %lcmp.mod517.not = icmp eq i64 %xtraiter516, 0
  br i1 %lcmp.mod517.not, label %B220.us.1.prol.loopexit, label %B220.us.1.prol.preheader

B220.us.1.prol.preheader:                         ; preds = %B220.us.1.preheader
  %190 = add i64 %.560.0178.us.1.ph, %lsr.iv2096
  %191 = shl i64 %190, 3
  %scevgep2098 = getelementptr i8, i8* %.6.i12, i64 %191
  %192 = shl i64 %.560.0178.us.1.ph, 3
  %scevgep2101 = getelementptr i8, i8* %lsr.iv2016, i64 %192
  %193 = add i64 %.560.0178.us.1.ph, %lsr.iv2104
  %194 = shl i64 %193, 3
  %scevgep2106 = getelementptr i8, i8* %.6.i12.1, i64 %194
  %195 = add i64 %.560.0178.us.1.ph, %lsr.iv2109
  %196 = shl i64 %195, 3
  %scevgep2111 = getelementptr i8, i8* %.6.i12, i64 %196
  br label %B220.us.1.prol

B220.us.1.prol:                                   ; preds = %B220.us.1.prol.preheader, %B220.us.1.prol
  %prol.iter518 = phi i64 [ %prol.iter518.next, %B220.us.1.prol ], [ 0, %B220.us.1.prol.preheader ]
  %197 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2114 = getelementptr i8, i8* %scevgep2111, i64 %197
  %scevgep21142115 = bitcast i8* %scevgep2114 to double*
  %scevgep2116 = getelementptr double, double* %scevgep21142115, i64 -1
  %.706.us.1.prol = load double, double* %scevgep2116, align 8
  %198 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2102 = getelementptr i8, i8* %scevgep2101, i64 %198
  %scevgep21022103 = bitcast i8* %scevgep2102 to double*
  %.762.us.1.prol = load double, double* %scevgep21022103, align 8
  %199 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2099 = getelementptr i8, i8* %scevgep2098, i64 %199
  %scevgep20992100 = bitcast i8* %scevgep2099 to double*
  %.818.us.1.prol = load double, double* %scevgep20992100, align 8
  %.821.us.1.prol = fadd double %.762.us.1.prol, %.818.us.1.prol
  %200 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2117 = getelementptr i8, i8* %scevgep2111, i64 %200
  %scevgep21172118 = bitcast i8* %scevgep2117 to double*
  %scevgep2119 = getelementptr double, double* %scevgep21172118, i64 -2
  %.875.us.1.prol = load double, double* %scevgep2119, align 8
  %.878.us.1.prol = fadd double %.821.us.1.prol, %.875.us.1.prol
  %201 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2112 = getelementptr i8, i8* %scevgep2111, i64 %201
  %scevgep21122113 = bitcast i8* %scevgep2112 to double*
  %.932.us.1.prol = load double, double* %scevgep21122113, align 8
  %.935.us.1.prol = fadd double %.878.us.1.prol, %.932.us.1.prol
  %.991.us.1.prol = fmul double %.706.us.1.prol, 4.000000e+00
  %.992.us.1.prol = fsub double %.935.us.1.prol, %.991.us.1.prol
  %.1048.us.1.prol = tail call double @llvm.sin.f64(double %.706.us.1.prol)
  %.1049.us.1.prol = fadd double %.1048.us.1.prol, %.992.us.1.prol
  %.1051.us.1.prol = fmul double %.1049.us.1.prol, %arg.h
  %.1052.us.1.prol = fadd double %.706.us.1.prol, %.1051.us.1.prol
  %202 = shl nuw nsw i64 %prol.iter518, 3
  %scevgep2107 = getelementptr i8, i8* %scevgep2106, i64 %202
  %scevgep21072108 = bitcast i8* %scevgep2107 to double*
  store double %.1052.us.1.prol, double* %scevgep21072108, align 8
  %prol.iter518.next = add i64 %prol.iter518, 1
  %prol.iter518.cmp.not = icmp eq i64 %xtraiter516, %prol.iter518.next
  br i1 %prol.iter518.cmp.not, label %B220.us.1.prol.loopexit.loopexit, label %B220.us.1.prol, !llvm.loop !22

B220.us.1.prol.loopexit.loopexit:                 ; preds = %B220.us.1.prol
  %203 = add i64 %.560.0178.us.1.ph, %prol.iter518.next
  br label %B220.us.1.prol.loopexit

B220.us.1.prol.loopexit:                          ; preds = %B220.us.1.prol.loopexit.loopexit, %B220.us.1.preheader
  %.560.0178.us.1.unr = phi i64 [ %.560.0178.us.1.ph, %B220.us.1.preheader ], [ %203, %B220.us.1.prol.loopexit.loopexit ]
  %204 = icmp ult i64 %189, 7
  br i1 %204, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1.preheader589

B220.us.1.preheader589:                           ; preds = %B220.us.1.prol.loopexit
  %205 = sub i64 %27, %.560.0178.us.1.unr
  %206 = add i64 %.560.0178.us.1.unr, %lsr.iv2122
  %207 = shl i64 %206, 3
  %scevgep2124 = getelementptr i8, i8* %.6.i12.1, i64 %207
  %208 = add i64 %.560.0178.us.1.unr, %lsr.iv2148
  %209 = shl i64 %208, 3
  %scevgep2150 = getelementptr i8, i8* %.6.i12, i64 %209
  %210 = add i64 %.560.0178.us.1.unr, %lsr.iv2220
  %211 = shl i64 %210, 3
  %scevgep2222 = getelementptr i8, i8* %.6.i12, i64 %211
  %212 = shl i64 %.560.0178.us.1.unr, 3
  %scevgep2246 = getelementptr i8, i8* %lsr.iv2016, i64 %212
  br label %B220.us.1

B220.us.1:                                        ; preds = %B220.us.1.preheader589, %B220.us.1
  %lsr.iv2120 = phi i64 [ 0, %B220.us.1.preheader589 ], [ %lsr.iv.next2121, %B220.us.1 ]
  %213 = shl i64 %lsr.iv2120, 3
  %scevgep2175 = getelementptr i8, i8* %scevgep2150, i64 %213
  %scevgep21752176 = bitcast i8* %scevgep2175 to double*
  %scevgep2177 = getelementptr double, double* %scevgep21752176, i64 -6
  %.706.us.1 = load double, double* %scevgep2177, align 8
  %214 = shl i64 %lsr.iv2120, 3
  %scevgep2253 = getelementptr i8, i8* %scevgep2246, i64 %214
  %scevgep22532254 = bitcast i8* %scevgep2253 to double*
  %.762.us.1 = load double, double* %scevgep22532254, align 8
  %215 = shl i64 %lsr.iv2120, 3
  %scevgep2228 = getelementptr i8, i8* %scevgep2222, i64 %215
  %scevgep22282229 = bitcast i8* %scevgep2228 to double*
  %scevgep2230 = getelementptr double, double* %scevgep22282229, i64 -7
  %.818.us.1 = load double, double* %scevgep2230, align 8
  %.821.us.1 = fadd double %.762.us.1, %.818.us.1
  %216 = shl i64 %lsr.iv2120, 3
  %scevgep2181 = getelementptr i8, i8* %scevgep2150, i64 %216
  %scevgep21812182 = bitcast i8* %scevgep2181 to double*
  %scevgep2183 = getelementptr double, double* %scevgep21812182, i64 -7
  %.875.us.1 = load double, double* %scevgep2183, align 8
  %.878.us.1 = fadd double %.821.us.1, %.875.us.1
  %217 = shl i64 %lsr.iv2120, 3
  %scevgep2190 = getelementptr i8, i8* %scevgep2150, i64 %217
  %scevgep21902191 = bitcast i8* %scevgep2190 to double*
  %scevgep2192 = getelementptr double, double* %scevgep21902191, i64 -5
  %.932.us.1 = load double, double* %scevgep2192, align 8
  %.935.us.1 = fadd double %.878.us.1, %.932.us.1
  %.991.us.1 = fmul double %.706.us.1, 4.000000e+00
  %.992.us.1 = fsub double %.935.us.1, %.991.us.1
  %.1048.us.1 = tail call double @llvm.sin.f64(double %.706.us.1)
  %.1049.us.1 = fadd double %.1048.us.1, %.992.us.1
  %.1051.us.1 = fmul double %.1049.us.1, %arg.h
  %.1052.us.1 = fadd double %.706.us.1, %.1051.us.1
  %218 = shl i64 %lsr.iv2120, 3
  %scevgep2130 = getelementptr i8, i8* %scevgep2124, i64 %218
  %scevgep21302131 = bitcast i8* %scevgep2130 to double*
  %scevgep2132 = getelementptr double, double* %scevgep21302131, i64 -7
  store double %.1052.us.1, double* %scevgep2132, align 8
  %219 = shl i64 %lsr.iv2120, 3
  %scevgep2187 = getelementptr i8, i8* %scevgep2150, i64 %219
  %scevgep21872188 = bitcast i8* %scevgep2187 to double*
  %scevgep2189 = getelementptr double, double* %scevgep21872188, i64 -5
  %.706.us.1.1 = load double, double* %scevgep2189, align 8
  %220 = shl i64 %lsr.iv2120, 3
  %scevgep2255 = getelementptr i8, i8* %scevgep2246, i64 %220
  %scevgep22552256 = bitcast i8* %scevgep2255 to double*
  %scevgep2257 = getelementptr double, double* %scevgep22552256, i64 1
  %.762.us.1.1 = load double, double* %scevgep2257, align 8
  %221 = shl i64 %lsr.iv2120, 3
  %scevgep2231 = getelementptr i8, i8* %scevgep2222, i64 %221
  %scevgep22312232 = bitcast i8* %scevgep2231 to double*
  %scevgep2233 = getelementptr double, double* %scevgep22312232, i64 -6
  %.818.us.1.1 = load double, double* %scevgep2233, align 8
  %.821.us.1.1 = fadd double %.762.us.1.1, %.818.us.1.1
  %222 = shl i64 %lsr.iv2120, 3
  %scevgep2172 = getelementptr i8, i8* %scevgep2150, i64 %222
  %scevgep21722173 = bitcast i8* %scevgep2172 to double*
  %scevgep2174 = getelementptr double, double* %scevgep21722173, i64 -6
  %.875.us.1.1 = load double, double* %scevgep2174, align 8
  %.878.us.1.1 = fadd double %.821.us.1.1, %.875.us.1.1
  %223 = shl i64 %lsr.iv2120, 3
  %scevgep2199 = getelementptr i8, i8* %scevgep2150, i64 %223
  %scevgep21992200 = bitcast i8* %scevgep2199 to double*
  %scevgep2201 = getelementptr double, double* %scevgep21992200, i64 -4
  %.932.us.1.1 = load double, double* %scevgep2201, align 8
  %.935.us.1.1 = fadd double %.878.us.1.1, %.932.us.1.1
  %.991.us.1.1 = fmul double %.706.us.1.1, 4.000000e+00
  %.992.us.1.1 = fsub double %.935.us.1.1, %.991.us.1.1
  %.1048.us.1.1 = tail call double @llvm.sin.f64(double %.706.us.1.1)
  %.1049.us.1.1 = fadd double %.1048.us.1.1, %.992.us.1.1
  %.1051.us.1.1 = fmul double %.1049.us.1.1, %arg.h
  %.1052.us.1.1 = fadd double %.706.us.1.1, %.1051.us.1.1
  %224 = shl i64 %lsr.iv2120, 3
  %scevgep2133 = getelementptr i8, i8* %scevgep2124, i64 %224
  %scevgep21332134 = bitcast i8* %scevgep2133 to double*
  %scevgep2135 = getelementptr double, double* %scevgep21332134, i64 -6
  store double %.1052.us.1.1, double* %scevgep2135, align 8
  %225 = shl i64 %lsr.iv2120, 3
  %scevgep2196 = getelementptr i8, i8* %scevgep2150, i64 %225
  %scevgep21962197 = bitcast i8* %scevgep2196 to double*
  %scevgep2198 = getelementptr double, double* %scevgep21962197, i64 -4
  %.706.us.1.2 = load double, double* %scevgep2198, align 8
  %226 = shl i64 %lsr.iv2120, 3
  %scevgep2258 = getelementptr i8, i8* %scevgep2246, i64 %226
  %scevgep22582259 = bitcast i8* %scevgep2258 to double*
  %scevgep2260 = getelementptr double, double* %scevgep22582259, i64 2
  %.762.us.1.2 = load double, double* %scevgep2260, align 8
  %227 = shl i64 %lsr.iv2120, 3
  %scevgep2234 = getelementptr i8, i8* %scevgep2222, i64 %227
  %scevgep22342235 = bitcast i8* %scevgep2234 to double*
  %scevgep2236 = getelementptr double, double* %scevgep22342235, i64 -5
  %.818.us.1.2 = load double, double* %scevgep2236, align 8
  %.821.us.1.2 = fadd double %.762.us.1.2, %.818.us.1.2
  %228 = shl i64 %lsr.iv2120, 3
  %scevgep2184 = getelementptr i8, i8* %scevgep2150, i64 %228
  %scevgep21842185 = bitcast i8* %scevgep2184 to double*
  %scevgep2186 = getelementptr double, double* %scevgep21842185, i64 -5
  %.875.us.1.2 = load double, double* %scevgep2186, align 8
  %.878.us.1.2 = fadd double %.821.us.1.2, %.875.us.1.2
  %229 = shl i64 %lsr.iv2120, 3
  %scevgep2208 = getelementptr i8, i8* %scevgep2150, i64 %229
  %scevgep22082209 = bitcast i8* %scevgep2208 to double*
  %scevgep2210 = getelementptr double, double* %scevgep22082209, i64 -3
  %.932.us.1.2 = load double, double* %scevgep2210, align 8
  %.935.us.1.2 = fadd double %.878.us.1.2, %.932.us.1.2
  %.991.us.1.2 = fmul double %.706.us.1.2, 4.000000e+00
  %.992.us.1.2 = fsub double %.935.us.1.2, %.991.us.1.2
  %.1048.us.1.2 = tail call double @llvm.sin.f64(double %.706.us.1.2)
  %.1049.us.1.2 = fadd double %.1048.us.1.2, %.992.us.1.2
  %.1051.us.1.2 = fmul double %.1049.us.1.2, %arg.h
  %.1052.us.1.2 = fadd double %.706.us.1.2, %.1051.us.1.2
  %230 = shl i64 %lsr.iv2120, 3
  %scevgep2136 = getelementptr i8, i8* %scevgep2124, i64 %230
  %scevgep21362137 = bitcast i8* %scevgep2136 to double*
  %scevgep2138 = getelementptr double, double* %scevgep21362137, i64 -5
  store double %.1052.us.1.2, double* %scevgep2138, align 8
  %231 = shl i64 %lsr.iv2120, 3
  %scevgep2205 = getelementptr i8, i8* %scevgep2150, i64 %231
  %scevgep22052206 = bitcast i8* %scevgep2205 to double*
  %scevgep2207 = getelementptr double, double* %scevgep22052206, i64 -3
  %.706.us.1.3 = load double, double* %scevgep2207, align 8
  %232 = shl i64 %lsr.iv2120, 3
  %scevgep2261 = getelementptr i8, i8* %scevgep2246, i64 %232
  %scevgep22612262 = bitcast i8* %scevgep2261 to double*
  %scevgep2263 = getelementptr double, double* %scevgep22612262, i64 3
  %.762.us.1.3 = load double, double* %scevgep2263, align 8
  %233 = shl i64 %lsr.iv2120, 3
  %scevgep2237 = getelementptr i8, i8* %scevgep2222, i64 %233
  %scevgep22372238 = bitcast i8* %scevgep2237 to double*
  %scevgep2239 = getelementptr double, double* %scevgep22372238, i64 -4
  %.818.us.1.3 = load double, double* %scevgep2239, align 8
  %.821.us.1.3 = fadd double %.762.us.1.3, %.818.us.1.3
  %234 = shl i64 %lsr.iv2120, 3
  %scevgep2193 = getelementptr i8, i8* %scevgep2150, i64 %234
  %scevgep21932194 = bitcast i8* %scevgep2193 to double*
  %scevgep2195 = getelementptr double, double* %scevgep21932194, i64 -4
  %.875.us.1.3 = load double, double* %scevgep2195, align 8
  %.878.us.1.3 = fadd double %.821.us.1.3, %.875.us.1.3
  %235 = shl i64 %lsr.iv2120, 3
  %scevgep2169 = getelementptr i8, i8* %scevgep2150, i64 %235
  %scevgep21692170 = bitcast i8* %scevgep2169 to double*
  %scevgep2171 = getelementptr double, double* %scevgep21692170, i64 -2
  %.932.us.1.3 = load double, double* %scevgep2171, align 8
  %.935.us.1.3 = fadd double %.878.us.1.3, %.932.us.1.3
  %.991.us.1.3 = fmul double %.706.us.1.3, 4.000000e+00
  %.992.us.1.3 = fsub double %.935.us.1.3, %.991.us.1.3
  %.1048.us.1.3 = tail call double @llvm.sin.f64(double %.706.us.1.3)
  %.1049.us.1.3 = fadd double %.1048.us.1.3, %.992.us.1.3
  %.1051.us.1.3 = fmul double %.1049.us.1.3, %arg.h
  %.1052.us.1.3 = fadd double %.706.us.1.3, %.1051.us.1.3
  %236 = shl i64 %lsr.iv2120, 3
  %scevgep2139 = getelementptr i8, i8* %scevgep2124, i64 %236
  %scevgep21392140 = bitcast i8* %scevgep2139 to double*
  %scevgep2141 = getelementptr double, double* %scevgep21392140, i64 -4
  store double %.1052.us.1.3, double* %scevgep2141, align 8
  %237 = shl i64 %lsr.iv2120, 3
  %scevgep2166 = getelementptr i8, i8* %scevgep2150, i64 %237
  %scevgep21662167 = bitcast i8* %scevgep2166 to double*
  %scevgep2168 = getelementptr double, double* %scevgep21662167, i64 -2
  %.706.us.1.4 = load double, double* %scevgep2168, align 8
  %238 = shl i64 %lsr.iv2120, 3
  %scevgep2250 = getelementptr i8, i8* %scevgep2246, i64 %238
  %scevgep22502251 = bitcast i8* %scevgep2250 to double*
  %scevgep2252 = getelementptr double, double* %scevgep22502251, i64 4
  %.762.us.1.4 = load double, double* %scevgep2252, align 8
  %239 = shl i64 %lsr.iv2120, 3
  %scevgep2225 = getelementptr i8, i8* %scevgep2222, i64 %239
  %scevgep22252226 = bitcast i8* %scevgep2225 to double*
  %scevgep2227 = getelementptr double, double* %scevgep22252226, i64 -3
  %.818.us.1.4 = load double, double* %scevgep2227, align 8
  %.821.us.1.4 = fadd double %.762.us.1.4, %.818.us.1.4
  %240 = shl i64 %lsr.iv2120, 3
  %scevgep2202 = getelementptr i8, i8* %scevgep2150, i64 %240
  %scevgep22022203 = bitcast i8* %scevgep2202 to double*
  %scevgep2204 = getelementptr double, double* %scevgep22022203, i64 -3
  %.875.us.1.4 = load double, double* %scevgep2204, align 8
  %.878.us.1.4 = fadd double %.821.us.1.4, %.875.us.1.4
  %241 = shl i64 %lsr.iv2120, 3
  %scevgep2217 = getelementptr i8, i8* %scevgep2150, i64 %241
  %scevgep22172218 = bitcast i8* %scevgep2217 to double*
  %scevgep2219 = getelementptr double, double* %scevgep22172218, i64 -1
  %.932.us.1.4 = load double, double* %scevgep2219, align 8
  %.935.us.1.4 = fadd double %.878.us.1.4, %.932.us.1.4
  %.991.us.1.4 = fmul double %.706.us.1.4, 4.000000e+00
  %.992.us.1.4 = fsub double %.935.us.1.4, %.991.us.1.4
  %.1048.us.1.4 = tail call double @llvm.sin.f64(double %.706.us.1.4)
  %.1049.us.1.4 = fadd double %.1048.us.1.4, %.992.us.1.4
  %.1051.us.1.4 = fmul double %.1049.us.1.4, %arg.h
  %.1052.us.1.4 = fadd double %.706.us.1.4, %.1051.us.1.4
  %242 = shl i64 %lsr.iv2120, 3
  %scevgep2127 = getelementptr i8, i8* %scevgep2124, i64 %242
  %scevgep21272128 = bitcast i8* %scevgep2127 to double*
  %scevgep2129 = getelementptr double, double* %scevgep21272128, i64 -3
  store double %.1052.us.1.4, double* %scevgep2129, align 8
  %243 = shl i64 %lsr.iv2120, 3
  %scevgep2214 = getelementptr i8, i8* %scevgep2150, i64 %243
  %scevgep22142215 = bitcast i8* %scevgep2214 to double*
  %scevgep2216 = getelementptr double, double* %scevgep22142215, i64 -1
  %.706.us.1.5 = load double, double* %scevgep2216, align 8
  %244 = shl i64 %lsr.iv2120, 3
  %scevgep2264 = getelementptr i8, i8* %scevgep2246, i64 %244
  %scevgep22642265 = bitcast i8* %scevgep2264 to double*
  %scevgep2266 = getelementptr double, double* %scevgep22642265, i64 5
  %.762.us.1.5 = load double, double* %scevgep2266, align 8
  %245 = shl i64 %lsr.iv2120, 3
  %scevgep2240 = getelementptr i8, i8* %scevgep2222, i64 %245
  %scevgep22402241 = bitcast i8* %scevgep2240 to double*
  %scevgep2242 = getelementptr double, double* %scevgep22402241, i64 -2
  %.818.us.1.5 = load double, double* %scevgep2242, align 8
  %.821.us.1.5 = fadd double %.762.us.1.5, %.818.us.1.5
  %246 = shl i64 %lsr.iv2120, 3
  %scevgep2163 = getelementptr i8, i8* %scevgep2150, i64 %246
  %scevgep21632164 = bitcast i8* %scevgep2163 to double*
  %scevgep2165 = getelementptr double, double* %scevgep21632164, i64 -2
  %.875.us.1.5 = load double, double* %scevgep2165, align 8
  %.878.us.1.5 = fadd double %.821.us.1.5, %.875.us.1.5
  %247 = shl i64 %lsr.iv2120, 3
  %scevgep2155 = getelementptr i8, i8* %scevgep2150, i64 %247
  %scevgep21552156 = bitcast i8* %scevgep2155 to double*
  %.932.us.1.5 = load double, double* %scevgep21552156, align 8
  %.935.us.1.5 = fadd double %.878.us.1.5, %.932.us.1.5
  %.991.us.1.5 = fmul double %.706.us.1.5, 4.000000e+00
  %.992.us.1.5 = fsub double %.935.us.1.5, %.991.us.1.5
  %.1048.us.1.5 = tail call double @llvm.sin.f64(double %.706.us.1.5)
  %.1049.us.1.5 = fadd double %.1048.us.1.5, %.992.us.1.5
  %.1051.us.1.5 = fmul double %.1049.us.1.5, %arg.h
  %.1052.us.1.5 = fadd double %.706.us.1.5, %.1051.us.1.5
  %248 = shl i64 %lsr.iv2120, 3
  %scevgep2142 = getelementptr i8, i8* %scevgep2124, i64 %248
  %scevgep21422143 = bitcast i8* %scevgep2142 to double*
  %scevgep2144 = getelementptr double, double* %scevgep21422143, i64 -2
  store double %.1052.us.1.5, double* %scevgep2144, align 8
  %249 = shl i64 %lsr.iv2120, 3
  %scevgep2153 = getelementptr i8, i8* %scevgep2150, i64 %249
  %scevgep21532154 = bitcast i8* %scevgep2153 to double*
  %.706.us.1.6 = load double, double* %scevgep21532154, align 8
  %scevgep2267 = getelementptr i8, i8* %scevgep2246, i64 %249
  %scevgep22672268 = bitcast i8* %scevgep2267 to double*
  %scevgep2269 = getelementptr double, double* %scevgep22672268, i64 6
  %.762.us.1.6 = load double, double* %scevgep2269, align 8
  %250 = shl i64 %lsr.iv2120, 3
  %scevgep2243 = getelementptr i8, i8* %scevgep2222, i64 %250
  %scevgep22432244 = bitcast i8* %scevgep2243 to double*
  %scevgep2245 = getelementptr double, double* %scevgep22432244, i64 -1
  %.818.us.1.6 = load double, double* %scevgep2245, align 8
  %.821.us.1.6 = fadd double %.762.us.1.6, %.818.us.1.6
  %251 = shl i64 %lsr.iv2120, 3
  %scevgep2211 = getelementptr i8, i8* %scevgep2150, i64 %251
  %scevgep22112212 = bitcast i8* %scevgep2211 to double*
  %scevgep2213 = getelementptr double, double* %scevgep22112212, i64 -1
  %.875.us.1.6 = load double, double* %scevgep2213, align 8
  %.878.us.1.6 = fadd double %.821.us.1.6, %.875.us.1.6
  %252 = shl i64 %lsr.iv2120, 3
  %scevgep2160 = getelementptr i8, i8* %scevgep2150, i64 %252
  %scevgep21602161 = bitcast i8* %scevgep2160 to double*
  %scevgep2162 = getelementptr double, double* %scevgep21602161, i64 1
  %.932.us.1.6 = load double, double* %scevgep2162, align 8
  %.935.us.1.6 = fadd double %.878.us.1.6, %.932.us.1.6
  %.991.us.1.6 = fmul double %.706.us.1.6, 4.000000e+00
  %.992.us.1.6 = fsub double %.935.us.1.6, %.991.us.1.6
  %.1048.us.1.6 = tail call double @llvm.sin.f64(double %.706.us.1.6)
  %.1049.us.1.6 = fadd double %.1048.us.1.6, %.992.us.1.6
  %.1051.us.1.6 = fmul double %.1049.us.1.6, %arg.h
  %.1052.us.1.6 = fadd double %.706.us.1.6, %.1051.us.1.6
  %253 = shl i64 %lsr.iv2120, 3
  %scevgep2145 = getelementptr i8, i8* %scevgep2124, i64 %253
  %scevgep21452146 = bitcast i8* %scevgep2145 to double*
  %scevgep2147 = getelementptr double, double* %scevgep21452146, i64 -1
  store double %.1052.us.1.6, double* %scevgep2147, align 8
  %254 = shl i64 %lsr.iv2120, 3
  %scevgep2157 = getelementptr i8, i8* %scevgep2150, i64 %254
  %scevgep21572158 = bitcast i8* %scevgep2157 to double*
  %scevgep2159 = getelementptr double, double* %scevgep21572158, i64 1
  %.706.us.1.7 = load double, double* %scevgep2159, align 8
  %255 = shl i64 %lsr.iv2120, 3
  %scevgep2247 = getelementptr i8, i8* %scevgep2246, i64 %255
  %scevgep22472248 = bitcast i8* %scevgep2247 to double*
  %scevgep2249 = getelementptr double, double* %scevgep22472248, i64 7
  %.762.us.1.7 = load double, double* %scevgep2249, align 8
  %256 = shl i64 %lsr.iv2120, 3
  %scevgep2223 = getelementptr i8, i8* %scevgep2222, i64 %256
  %scevgep22232224 = bitcast i8* %scevgep2223 to double*
  %.818.us.1.7 = load double, double* %scevgep22232224, align 8
  %.821.us.1.7 = fadd double %.762.us.1.7, %.818.us.1.7
  %257 = shl i64 %lsr.iv2120, 3
  %scevgep2151 = getelementptr i8, i8* %scevgep2150, i64 %257
  %scevgep21512152 = bitcast i8* %scevgep2151 to double*
  %.875.us.1.7 = load double, double* %scevgep21512152, align 8
  %.878.us.1.7 = fadd double %.821.us.1.7, %.875.us.1.7
  %258 = shl i64 %lsr.iv2120, 3
  %scevgep2178 = getelementptr i8, i8* %scevgep2150, i64 %258
  %scevgep21782179 = bitcast i8* %scevgep2178 to double*
  %scevgep2180 = getelementptr double, double* %scevgep21782179, i64 2
  %.932.us.1.7 = load double, double* %scevgep2180, align 8
  %.935.us.1.7 = fadd double %.878.us.1.7, %.932.us.1.7
  %.991.us.1.7 = fmul double %.706.us.1.7, 4.000000e+00
  %.992.us.1.7 = fsub double %.935.us.1.7, %.991.us.1.7
  %.1048.us.1.7 = tail call double @llvm.sin.f64(double %.706.us.1.7)
  %.1049.us.1.7 = fadd double %.1048.us.1.7, %.992.us.1.7
  %.1051.us.1.7 = fmul double %.1049.us.1.7, %arg.h
  %.1052.us.1.7 = fadd double %.706.us.1.7, %.1051.us.1.7
  %259 = shl i64 %lsr.iv2120, 3
  %scevgep2125 = getelementptr i8, i8* %scevgep2124, i64 %259
  %scevgep21252126 = bitcast i8* %scevgep2125 to double*
  store double %.1052.us.1.7, double* %scevgep21252126, align 8
  %lsr.iv.next2121 = add i64 %lsr.iv2120, 8
  %exitcond197.1.not.7 = icmp eq i64 %205, %lsr.iv.next2121
  br i1 %exitcond197.1.not.7, label %B218.B176.loopexit_crit_edge.us.1, label %B220.us.1, !llvm.loop !23

B218.B176.loopexit_crit_edge.us.1:                ; preds = %B220.us.1, %B220.us.1.prol.loopexit, %middle.block255
  %260 = bitcast i8* %lsr.iv2066 to i1*
  %261 = bitcast i8* %lsr.iv2016 to i1*
  %262 = bitcast i8* %lsr.iv1990 to i1*
  %263 = bitcast i8* %lsr.iv1871 to i1*
  %indvar.next235 = add i64 %indvar234, 1
  %scevgep1873 = getelementptr i1, i1* %263, i64 %19
  %264 = bitcast i1* %scevgep1873 to i8*
  %scevgep1992 = getelementptr i1, i1* %262, i64 %19
  %265 = bitcast i1* %scevgep1992 to i8*
  %scevgep2018 = getelementptr i1, i1* %261, i64 %19
  %266 = bitcast i1* %scevgep2018 to i8*
  %scevgep2068 = getelementptr i1, i1* %260, i64 %19
  %267 = bitcast i1* %scevgep2068 to i8*
  %lsr.iv.next2097 = add i64 %lsr.iv2096, %arg.u0.5.1
  %lsr.iv.next2105 = add i64 %lsr.iv2104, %arg.u0.5.1
  %lsr.iv.next2110 = add i64 %lsr.iv2109, %arg.u0.5.1
  %lsr.iv.next2123 = add i64 %lsr.iv2122, %arg.u0.5.1
  %lsr.iv.next2149 = add i64 %lsr.iv2148, %arg.u0.5.1
  %lsr.iv.next2221 = add i64 %lsr.iv2220, %arg.u0.5.1
  %exitcond198.1.not = icmp eq i64 %.507.us.1, %543
  br i1 %exitcond198.1.not, label %B460.1, label %B178.endif.us.1

B460.1:                                           ; preds = %B218.B176.loopexit_crit_edge.us.1, %B96.endif.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i5.1)
  %.7.i.i5.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6.2 = icmp eq i8* %.7.i.i5.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i5)
  br i1 %.8.i.i6.2, label %B96.endif.if, label %B96.endif.endif.endif.2, !prof !0

B96.endif.endif.endif.2:                          ; preds = %B460.1
  %268 = icmp sgt i64 %.451, 0
  %.5.i11.2 = getelementptr i8, i8* %.7.i.i5.2, i64 24
  %269 = bitcast i8* %.5.i11.2 to i8**
  %.6.i12.2 = load i8*, i8** %269, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12.2, i8* align 1 %.6.i12.1, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.1)
  br i1 %268, label %B178.endif.lr.ph.2, label %B128.i

B178.endif.lr.ph.2:                               ; preds = %B96.endif.endif.endif.2
  %270 = icmp sgt i64 %.573, 0
  br i1 %270, label %B178.endif.us.2.preheader, label %B128.i.thread

B178.endif.us.2.preheader:                        ; preds = %B178.endif.lr.ph.2
  %271 = shl i64 %arg.u0.5.1, 3
  %272 = add i64 %271, 8
  %273 = shl i64 %arg.u0.5.1, 3
  %274 = shl i64 %542, 3
  %275 = add i64 %274, -8
  %276 = add i64 %271, %275
  %277 = add i64 %271, %274
  %278 = add i64 %276, 16
  %279 = shl i64 %arg.u0.5.1, 4
  %280 = or i64 %279, 8
  %281 = add i64 %279, %274
  %282 = add i64 %542, -1
  %283 = add i64 %542, -9
  %284 = lshr i64 %283, 3
  %285 = add nuw nsw i64 %284, 1
  %n.vec303 = and i64 %282, -8
  %ind.end305 = or i64 %n.vec303, 1
  %broadcast.splatinsert314 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat315 = shufflevector <8 x double> %broadcast.splatinsert314, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter503 = and i64 %285, 7
  %unroll_iter506 = and i64 %285, %const
  %286 = shl i64 %arg.u0.5.1, 3
  %287 = add i64 %286, 464
  %scevgep1470 = getelementptr i8, i8* %.6.i12.1, i64 %287
  %288 = shl i64 %arg.u0.5.1, 4
  %289 = add i64 %288, 456
  %scevgep1589 = getelementptr i8, i8* %.6.i12.1, i64 %289
  %290 = add i64 %286, 456
  %scevgep1665 = getelementptr i8, i8* %.6.i12.2, i64 %290
  %291 = shl i64 %arg.u0.5.1, 1
  %292 = add i64 %arg.u0.5.1, 1
  %293 = sub i64 %542, 1
  %294 = add i64 %293, 1
  %295 = add i64 %arg.u0.5.1, 7
  %296 = add i64 %arg.u0.5.1, 6
  %297 = add i64 %291, 7
  br label %B178.endif.us.2

B128.i.thread:                                    ; preds = %B178.endif.lr.ph.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.1)
  br label %B140.i

B178.endif.us.2:                                  ; preds = %B178.endif.us.2.preheader, %B218.B176.loopexit_crit_edge.us.2
  %lsr.iv1820 = phi i64 [ %297, %B178.endif.us.2.preheader ], [ %lsr.iv.next1821, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1748 = phi i64 [ %296, %B178.endif.us.2.preheader ], [ %lsr.iv.next1749, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1722 = phi i64 [ %295, %B178.endif.us.2.preheader ], [ %lsr.iv.next1723, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1709 = phi i64 [ %292, %B178.endif.us.2.preheader ], [ %lsr.iv.next1710, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1704 = phi i64 [ %arg.u0.5.1, %B178.endif.us.2.preheader ], [ %lsr.iv.next1705, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1696 = phi i64 [ %291, %B178.endif.us.2.preheader ], [ %lsr.iv.next1697, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1666 = phi i8* [ %scevgep1665, %B178.endif.us.2.preheader ], [ %540, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1616 = phi i8* [ %.6.i12.1, %B178.endif.us.2.preheader ], [ %539, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1590 = phi i8* [ %scevgep1589, %B178.endif.us.2.preheader ], [ %538, %B218.B176.loopexit_crit_edge.us.2 ]
  %lsr.iv1471 = phi i8* [ %scevgep1470, %B178.endif.us.2.preheader ], [ %537, %B218.B176.loopexit_crit_edge.us.2 ]
  %indvar276 = phi i64 [ 0, %B178.endif.us.2.preheader ], [ %indvar.next277, %B218.B176.loopexit_crit_edge.us.2 ]
  %.438.0181.us.2 = phi i64 [ 1, %B178.endif.us.2.preheader ], [ %.507.us.2, %B218.B176.loopexit_crit_edge.us.2 ]
  %298 = icmp ult i64 %282, 8
  %299 = mul i64 %273, %indvar276
  %300 = add i64 %272, %299
  %scevgep278 = getelementptr i8, i8* %.6.i12.2, i64 %300
  %301 = add i64 %277, %299
  %scevgep279 = getelementptr i8, i8* %.6.i12.2, i64 %301
  %.507.us.2 = add nuw i64 %.438.0181.us.2, 1
  %.701.us.2 = mul i64 %.438.0181.us.2, %arg.u0.5.1
  %.710.us.2 = add nsw i64 %.438.0181.us.2, -1
  %.757.us.2 = mul i64 %.710.us.2, %arg.u0.5.1
  %.813.us.2 = mul i64 %.507.us.2, %arg.u0.5.1
  %.822.us.2 = add i64 %.701.us.2, -1
  br i1 %298, label %B220.us.2.preheader, label %vector.memcheck275

vector.memcheck275:                               ; preds = %B178.endif.us.2
  %302 = add i64 %274, %299
  %scevgep285 = getelementptr i8, i8* %.6.i12.1, i64 %302
  %303 = add i64 %299, 8
  %scevgep284 = getelementptr i8, i8* %.6.i12.1, i64 %303
  %304 = add i64 %281, %299
  %scevgep283 = getelementptr i8, i8* %.6.i12.1, i64 %304
  %305 = add i64 %280, %299
  %scevgep282 = getelementptr i8, i8* %.6.i12.1, i64 %305
  %306 = add i64 %278, %299
  %scevgep281 = getelementptr i8, i8* %.6.i12.1, i64 %306
  %307 = add i64 %271, %299
  %scevgep280 = getelementptr i8, i8* %.6.i12.1, i64 %307
  %bound0286 = icmp ult i8* %scevgep278, %scevgep281
  %bound1287 = icmp ult i8* %scevgep280, %scevgep279
  %found.conflict288 = and i1 %bound0286, %bound1287
  %bound0289 = icmp ult i8* %scevgep278, %scevgep283
  %bound1290 = icmp ult i8* %scevgep282, %scevgep279
  %found.conflict291 = and i1 %bound0289, %bound1290
  %conflict.rdx292 = or i1 %found.conflict288, %found.conflict291
  %bound0293 = icmp ult i8* %scevgep278, %scevgep285
  %bound1294 = icmp ult i8* %scevgep284, %scevgep279
  %found.conflict295 = and i1 %bound0293, %bound1294
  %conflict.rdx296 = or i1 %conflict.rdx292, %found.conflict295
  br i1 %conflict.rdx296, label %B220.us.2.preheader, label %vector.ph301

vector.ph301:                                     ; preds = %vector.memcheck275
  %308 = icmp ult i64 %283, 56
  br i1 %308, label %middle.block297.unr-lcssa, label %vector.body299.preheader

vector.body299.preheader:                         ; preds = %vector.ph301
  br label %vector.body299

vector.body299:                                   ; preds = %vector.body299.preheader, %vector.body299
  %lsr.iv1692 = phi i64 [ %unroll_iter506, %vector.body299.preheader ], [ %lsr.iv.next1693, %vector.body299 ]
  %index307 = phi i64 [ %index.next316.7, %vector.body299 ], [ 0, %vector.body299.preheader ]
  %309 = shl i64 %index307, 3
  %scevgep1577 = getelementptr i8, i8* %lsr.iv1471, i64 %309
  %scevgep15771578 = bitcast i8* %scevgep1577 to <8 x double>*
  %scevgep1579 = getelementptr <8 x double>, <8 x double>* %scevgep15771578, i64 -7
  %scevgep15791580 = bitcast <8 x double>* %scevgep1579 to i8*
  %uglygep1581 = getelementptr i8, i8* %scevgep15791580, i64 -8
  %uglygep15811582 = bitcast i8* %uglygep1581 to <8 x double>*
  %wide.load309 = load <8 x double>, <8 x double>* %uglygep15811582, align 8, !alias.scope !24
  %310 = shl i64 %index307, 3
  %scevgep1661 = getelementptr i8, i8* %lsr.iv1616, i64 %310
  %uglygep1663 = getelementptr i8, i8* %scevgep1661, i64 8
  %uglygep16631664 = bitcast i8* %uglygep1663 to <8 x double>*
  %wide.load310 = load <8 x double>, <8 x double>* %uglygep16631664, align 8, !alias.scope !27
  %311 = shl i64 %index307, 3
  %scevgep1613 = getelementptr i8, i8* %lsr.iv1590, i64 %311
  %scevgep16131614 = bitcast i8* %scevgep1613 to <8 x double>*
  %scevgep1615 = getelementptr <8 x double>, <8 x double>* %scevgep16131614, i64 -7
  %wide.load311 = load <8 x double>, <8 x double>* %scevgep1615, align 8, !alias.scope !29
  %312 = fadd <8 x double> %wide.load310, %wide.load311
  %313 = shl i64 %index307, 3
  %scevgep1583 = getelementptr i8, i8* %lsr.iv1471, i64 %313
  %scevgep15831584 = bitcast i8* %scevgep1583 to <8 x double>*
  %scevgep1585 = getelementptr <8 x double>, <8 x double>* %scevgep15831584, i64 -7
  %scevgep15851586 = bitcast <8 x double>* %scevgep1585 to i8*
  %uglygep1587 = getelementptr i8, i8* %scevgep15851586, i64 -16
  %uglygep15871588 = bitcast i8* %uglygep1587 to <8 x double>*
  %wide.load312 = load <8 x double>, <8 x double>* %uglygep15871588, align 8, !alias.scope !24
  %314 = fadd <8 x double> %312, %wide.load312
  %315 = shl i64 %index307, 3
  %scevgep1574 = getelementptr i8, i8* %lsr.iv1471, i64 %315
  %scevgep15741575 = bitcast i8* %scevgep1574 to <8 x double>*
  %scevgep1576 = getelementptr <8 x double>, <8 x double>* %scevgep15741575, i64 -7
  %wide.load313 = load <8 x double>, <8 x double>* %scevgep1576, align 8, !alias.scope !24
  %316 = fadd <8 x double> %314, %wide.load313
  %317 = fmul <8 x double> %wide.load309, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %318 = fsub <8 x double> %316, %317
  %319 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309)
  %320 = fadd <8 x double> %319, %318
  %321 = fmul <8 x double> %320, %broadcast.splat315
  %322 = fadd <8 x double> %wide.load309, %321
  %323 = shl i64 %index307, 3
  %scevgep1689 = getelementptr i8, i8* %lsr.iv1666, i64 %323
  %scevgep16891690 = bitcast i8* %scevgep1689 to <8 x double>*
  %scevgep1691 = getelementptr <8 x double>, <8 x double>* %scevgep16891690, i64 -7
  store <8 x double> %322, <8 x double>* %scevgep1691, align 8, !alias.scope !31, !noalias !33
  %324 = shl i64 %index307, 3
  %scevgep1558 = getelementptr i8, i8* %lsr.iv1471, i64 %324
  %scevgep15581559 = bitcast i8* %scevgep1558 to <8 x double>*
  %scevgep1560 = getelementptr <8 x double>, <8 x double>* %scevgep15581559, i64 -6
  %scevgep15601561 = bitcast <8 x double>* %scevgep1560 to i8*
  %uglygep1562 = getelementptr i8, i8* %scevgep15601561, i64 -8
  %uglygep15621563 = bitcast i8* %uglygep1562 to <8 x double>*
  %wide.load309.1 = load <8 x double>, <8 x double>* %uglygep15621563, align 8, !alias.scope !24
  %325 = shl i64 %index307, 3
  %scevgep1649 = getelementptr i8, i8* %lsr.iv1616, i64 %325
  %scevgep16491650 = bitcast i8* %scevgep1649 to <8 x double>*
  %scevgep1651 = getelementptr <8 x double>, <8 x double>* %scevgep16491650, i64 1
  %scevgep16511652 = bitcast <8 x double>* %scevgep1651 to i8*
  %uglygep1653 = getelementptr i8, i8* %scevgep16511652, i64 8
  %uglygep16531654 = bitcast i8* %uglygep1653 to <8 x double>*
  %wide.load310.1 = load <8 x double>, <8 x double>* %uglygep16531654, align 8, !alias.scope !27
  %326 = shl i64 %index307, 3
  %scevgep1608 = getelementptr i8, i8* %lsr.iv1590, i64 %326
  %scevgep16081609 = bitcast i8* %scevgep1608 to <8 x double>*
  %scevgep1610 = getelementptr <8 x double>, <8 x double>* %scevgep16081609, i64 -6
  %wide.load311.1 = load <8 x double>, <8 x double>* %scevgep1610, align 8, !alias.scope !29
  %327 = fadd <8 x double> %wide.load310.1, %wide.load311.1
  %328 = shl i64 %index307, 3
  %scevgep1552 = getelementptr i8, i8* %lsr.iv1471, i64 %328
  %scevgep15521553 = bitcast i8* %scevgep1552 to <8 x double>*
  %scevgep1554 = getelementptr <8 x double>, <8 x double>* %scevgep15521553, i64 -6
  %scevgep15541555 = bitcast <8 x double>* %scevgep1554 to i8*
  %uglygep1556 = getelementptr i8, i8* %scevgep15541555, i64 -16
  %uglygep15561557 = bitcast i8* %uglygep1556 to <8 x double>*
  %wide.load312.1 = load <8 x double>, <8 x double>* %uglygep15561557, align 8, !alias.scope !24
  %329 = fadd <8 x double> %327, %wide.load312.1
  %330 = shl i64 %index307, 3
  %scevgep1549 = getelementptr i8, i8* %lsr.iv1471, i64 %330
  %scevgep15491550 = bitcast i8* %scevgep1549 to <8 x double>*
  %scevgep1551 = getelementptr <8 x double>, <8 x double>* %scevgep15491550, i64 -6
  %wide.load313.1 = load <8 x double>, <8 x double>* %scevgep1551, align 8, !alias.scope !24
  %331 = fadd <8 x double> %329, %wide.load313.1
  %332 = fmul <8 x double> %wide.load309.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %333 = fsub <8 x double> %331, %332
  %334 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.1)
  %335 = fadd <8 x double> %334, %333
  %336 = fmul <8 x double> %335, %broadcast.splat315
  %337 = fadd <8 x double> %wide.load309.1, %336
  %338 = shl i64 %index307, 3
  %scevgep1684 = getelementptr i8, i8* %lsr.iv1666, i64 %338
  %scevgep16841685 = bitcast i8* %scevgep1684 to <8 x double>*
  %scevgep1686 = getelementptr <8 x double>, <8 x double>* %scevgep16841685, i64 -6
  store <8 x double> %337, <8 x double>* %scevgep1686, align 8, !alias.scope !31, !noalias !33
  %339 = shl i64 %index307, 3
  %scevgep1543 = getelementptr i8, i8* %lsr.iv1471, i64 %339
  %scevgep15431544 = bitcast i8* %scevgep1543 to <8 x double>*
  %scevgep1545 = getelementptr <8 x double>, <8 x double>* %scevgep15431544, i64 -5
  %scevgep15451546 = bitcast <8 x double>* %scevgep1545 to i8*
  %uglygep1547 = getelementptr i8, i8* %scevgep15451546, i64 -8
  %uglygep15471548 = bitcast i8* %uglygep1547 to <8 x double>*
  %wide.load309.2 = load <8 x double>, <8 x double>* %uglygep15471548, align 8, !alias.scope !24
  %340 = shl i64 %index307, 3
  %scevgep1643 = getelementptr i8, i8* %lsr.iv1616, i64 %340
  %scevgep16431644 = bitcast i8* %scevgep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %scevgep16431644, i64 2
  %scevgep16451646 = bitcast <8 x double>* %scevgep1645 to i8*
  %uglygep1647 = getelementptr i8, i8* %scevgep16451646, i64 8
  %uglygep16471648 = bitcast i8* %uglygep1647 to <8 x double>*
  %wide.load310.2 = load <8 x double>, <8 x double>* %uglygep16471648, align 8, !alias.scope !27
  %341 = shl i64 %index307, 3
  %scevgep1605 = getelementptr i8, i8* %lsr.iv1590, i64 %341
  %scevgep16051606 = bitcast i8* %scevgep1605 to <8 x double>*
  %scevgep1607 = getelementptr <8 x double>, <8 x double>* %scevgep16051606, i64 -5
  %wide.load311.2 = load <8 x double>, <8 x double>* %scevgep1607, align 8, !alias.scope !29
  %342 = fadd <8 x double> %wide.load310.2, %wide.load311.2
  %343 = shl i64 %index307, 3
  %scevgep1537 = getelementptr i8, i8* %lsr.iv1471, i64 %343
  %scevgep15371538 = bitcast i8* %scevgep1537 to <8 x double>*
  %scevgep1539 = getelementptr <8 x double>, <8 x double>* %scevgep15371538, i64 -5
  %scevgep15391540 = bitcast <8 x double>* %scevgep1539 to i8*
  %uglygep1541 = getelementptr i8, i8* %scevgep15391540, i64 -16
  %uglygep15411542 = bitcast i8* %uglygep1541 to <8 x double>*
  %wide.load312.2 = load <8 x double>, <8 x double>* %uglygep15411542, align 8, !alias.scope !24
  %344 = fadd <8 x double> %342, %wide.load312.2
  %345 = shl i64 %index307, 3
  %scevgep1534 = getelementptr i8, i8* %lsr.iv1471, i64 %345
  %scevgep15341535 = bitcast i8* %scevgep1534 to <8 x double>*
  %scevgep1536 = getelementptr <8 x double>, <8 x double>* %scevgep15341535, i64 -5
  %wide.load313.2 = load <8 x double>, <8 x double>* %scevgep1536, align 8, !alias.scope !24
  %346 = fadd <8 x double> %344, %wide.load313.2
  %347 = fmul <8 x double> %wide.load309.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %348 = fsub <8 x double> %346, %347
  %349 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.2)
  %350 = fadd <8 x double> %349, %348
  %351 = fmul <8 x double> %350, %broadcast.splat315
  %352 = fadd <8 x double> %wide.load309.2, %351
  %353 = shl i64 %index307, 3
  %scevgep1681 = getelementptr i8, i8* %lsr.iv1666, i64 %353
  %scevgep16811682 = bitcast i8* %scevgep1681 to <8 x double>*
  %scevgep1683 = getelementptr <8 x double>, <8 x double>* %scevgep16811682, i64 -5
  store <8 x double> %352, <8 x double>* %scevgep1683, align 8, !alias.scope !31, !noalias !33
  %354 = shl i64 %index307, 3
  %scevgep1528 = getelementptr i8, i8* %lsr.iv1471, i64 %354
  %scevgep15281529 = bitcast i8* %scevgep1528 to <8 x double>*
  %scevgep1530 = getelementptr <8 x double>, <8 x double>* %scevgep15281529, i64 -4
  %scevgep15301531 = bitcast <8 x double>* %scevgep1530 to i8*
  %uglygep1532 = getelementptr i8, i8* %scevgep15301531, i64 -8
  %uglygep15321533 = bitcast i8* %uglygep1532 to <8 x double>*
  %wide.load309.3 = load <8 x double>, <8 x double>* %uglygep15321533, align 8, !alias.scope !24
  %355 = shl i64 %index307, 3
  %scevgep1637 = getelementptr i8, i8* %lsr.iv1616, i64 %355
  %scevgep16371638 = bitcast i8* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 3
  %scevgep16391640 = bitcast <8 x double>* %scevgep1639 to i8*
  %uglygep1641 = getelementptr i8, i8* %scevgep16391640, i64 8
  %uglygep16411642 = bitcast i8* %uglygep1641 to <8 x double>*
  %wide.load310.3 = load <8 x double>, <8 x double>* %uglygep16411642, align 8, !alias.scope !27
  %356 = shl i64 %index307, 3
  %scevgep1602 = getelementptr i8, i8* %lsr.iv1590, i64 %356
  %scevgep16021603 = bitcast i8* %scevgep1602 to <8 x double>*
  %scevgep1604 = getelementptr <8 x double>, <8 x double>* %scevgep16021603, i64 -4
  %wide.load311.3 = load <8 x double>, <8 x double>* %scevgep1604, align 8, !alias.scope !29
  %357 = fadd <8 x double> %wide.load310.3, %wide.load311.3
  %358 = shl i64 %index307, 3
  %scevgep1522 = getelementptr i8, i8* %lsr.iv1471, i64 %358
  %scevgep15221523 = bitcast i8* %scevgep1522 to <8 x double>*
  %scevgep1524 = getelementptr <8 x double>, <8 x double>* %scevgep15221523, i64 -4
  %scevgep15241525 = bitcast <8 x double>* %scevgep1524 to i8*
  %uglygep1526 = getelementptr i8, i8* %scevgep15241525, i64 -16
  %uglygep15261527 = bitcast i8* %uglygep1526 to <8 x double>*
  %wide.load312.3 = load <8 x double>, <8 x double>* %uglygep15261527, align 8, !alias.scope !24
  %359 = fadd <8 x double> %357, %wide.load312.3
  %360 = shl i64 %index307, 3
  %scevgep1519 = getelementptr i8, i8* %lsr.iv1471, i64 %360
  %scevgep15191520 = bitcast i8* %scevgep1519 to <8 x double>*
  %scevgep1521 = getelementptr <8 x double>, <8 x double>* %scevgep15191520, i64 -4
  %wide.load313.3 = load <8 x double>, <8 x double>* %scevgep1521, align 8, !alias.scope !24
  %361 = fadd <8 x double> %359, %wide.load313.3
  %362 = fmul <8 x double> %wide.load309.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %363 = fsub <8 x double> %361, %362
  %364 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.3)
  %365 = fadd <8 x double> %364, %363
  %366 = fmul <8 x double> %365, %broadcast.splat315
  %367 = fadd <8 x double> %wide.load309.3, %366
  %368 = shl i64 %index307, 3
  %scevgep1678 = getelementptr i8, i8* %lsr.iv1666, i64 %368
  %scevgep16781679 = bitcast i8* %scevgep1678 to <8 x double>*
  %scevgep1680 = getelementptr <8 x double>, <8 x double>* %scevgep16781679, i64 -4
  store <8 x double> %367, <8 x double>* %scevgep1680, align 8, !alias.scope !31, !noalias !33
  %369 = shl i64 %index307, 3
  %scevgep1513 = getelementptr i8, i8* %lsr.iv1471, i64 %369
  %scevgep15131514 = bitcast i8* %scevgep1513 to <8 x double>*
  %scevgep1515 = getelementptr <8 x double>, <8 x double>* %scevgep15131514, i64 -3
  %scevgep15151516 = bitcast <8 x double>* %scevgep1515 to i8*
  %uglygep1517 = getelementptr i8, i8* %scevgep15151516, i64 -8
  %uglygep15171518 = bitcast i8* %uglygep1517 to <8 x double>*
  %wide.load309.4 = load <8 x double>, <8 x double>* %uglygep15171518, align 8, !alias.scope !24
  %370 = shl i64 %index307, 3
  %scevgep1631 = getelementptr i8, i8* %lsr.iv1616, i64 %370
  %scevgep16311632 = bitcast i8* %scevgep1631 to <8 x double>*
  %scevgep1633 = getelementptr <8 x double>, <8 x double>* %scevgep16311632, i64 4
  %scevgep16331634 = bitcast <8 x double>* %scevgep1633 to i8*
  %uglygep1635 = getelementptr i8, i8* %scevgep16331634, i64 8
  %uglygep16351636 = bitcast i8* %uglygep1635 to <8 x double>*
  %wide.load310.4 = load <8 x double>, <8 x double>* %uglygep16351636, align 8, !alias.scope !27
  %371 = shl i64 %index307, 3
  %scevgep1599 = getelementptr i8, i8* %lsr.iv1590, i64 %371
  %scevgep15991600 = bitcast i8* %scevgep1599 to <8 x double>*
  %scevgep1601 = getelementptr <8 x double>, <8 x double>* %scevgep15991600, i64 -3
  %wide.load311.4 = load <8 x double>, <8 x double>* %scevgep1601, align 8, !alias.scope !29
  %372 = fadd <8 x double> %wide.load310.4, %wide.load311.4
  %373 = shl i64 %index307, 3
  %scevgep1507 = getelementptr i8, i8* %lsr.iv1471, i64 %373
  %scevgep15071508 = bitcast i8* %scevgep1507 to <8 x double>*
  %scevgep1509 = getelementptr <8 x double>, <8 x double>* %scevgep15071508, i64 -3
  %scevgep15091510 = bitcast <8 x double>* %scevgep1509 to i8*
  %uglygep1511 = getelementptr i8, i8* %scevgep15091510, i64 -16
  %uglygep15111512 = bitcast i8* %uglygep1511 to <8 x double>*
  %wide.load312.4 = load <8 x double>, <8 x double>* %uglygep15111512, align 8, !alias.scope !24
  %374 = fadd <8 x double> %372, %wide.load312.4
  %375 = shl i64 %index307, 3
  %scevgep1504 = getelementptr i8, i8* %lsr.iv1471, i64 %375
  %scevgep15041505 = bitcast i8* %scevgep1504 to <8 x double>*
  %scevgep1506 = getelementptr <8 x double>, <8 x double>* %scevgep15041505, i64 -3
  %wide.load313.4 = load <8 x double>, <8 x double>* %scevgep1506, align 8, !alias.scope !24
  %376 = fadd <8 x double> %374, %wide.load313.4
  %377 = fmul <8 x double> %wide.load309.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %378 = fsub <8 x double> %376, %377
  %379 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.4)
  %380 = fadd <8 x double> %379, %378
  %381 = fmul <8 x double> %380, %broadcast.splat315
  %382 = fadd <8 x double> %wide.load309.4, %381
  %383 = shl i64 %index307, 3
  %scevgep1675 = getelementptr i8, i8* %lsr.iv1666, i64 %383
  %scevgep16751676 = bitcast i8* %scevgep1675 to <8 x double>*
  %scevgep1677 = getelementptr <8 x double>, <8 x double>* %scevgep16751676, i64 -3
  store <8 x double> %382, <8 x double>* %scevgep1677, align 8, !alias.scope !31, !noalias !33
  %384 = shl i64 %index307, 3
  %scevgep1498 = getelementptr i8, i8* %lsr.iv1471, i64 %384
  %scevgep14981499 = bitcast i8* %scevgep1498 to <8 x double>*
  %scevgep1500 = getelementptr <8 x double>, <8 x double>* %scevgep14981499, i64 -2
  %scevgep15001501 = bitcast <8 x double>* %scevgep1500 to i8*
  %uglygep1502 = getelementptr i8, i8* %scevgep15001501, i64 -8
  %uglygep15021503 = bitcast i8* %uglygep1502 to <8 x double>*
  %wide.load309.5 = load <8 x double>, <8 x double>* %uglygep15021503, align 8, !alias.scope !24
  %385 = shl i64 %index307, 3
  %scevgep1625 = getelementptr i8, i8* %lsr.iv1616, i64 %385
  %scevgep16251626 = bitcast i8* %scevgep1625 to <8 x double>*
  %scevgep1627 = getelementptr <8 x double>, <8 x double>* %scevgep16251626, i64 5
  %scevgep16271628 = bitcast <8 x double>* %scevgep1627 to i8*
  %uglygep1629 = getelementptr i8, i8* %scevgep16271628, i64 8
  %uglygep16291630 = bitcast i8* %uglygep1629 to <8 x double>*
  %wide.load310.5 = load <8 x double>, <8 x double>* %uglygep16291630, align 8, !alias.scope !27
  %386 = shl i64 %index307, 3
  %scevgep1596 = getelementptr i8, i8* %lsr.iv1590, i64 %386
  %scevgep15961597 = bitcast i8* %scevgep1596 to <8 x double>*
  %scevgep1598 = getelementptr <8 x double>, <8 x double>* %scevgep15961597, i64 -2
  %wide.load311.5 = load <8 x double>, <8 x double>* %scevgep1598, align 8, !alias.scope !29
  %387 = fadd <8 x double> %wide.load310.5, %wide.load311.5
  %388 = shl i64 %index307, 3
  %scevgep1492 = getelementptr i8, i8* %lsr.iv1471, i64 %388
  %scevgep14921493 = bitcast i8* %scevgep1492 to <8 x double>*
  %scevgep1494 = getelementptr <8 x double>, <8 x double>* %scevgep14921493, i64 -2
  %scevgep14941495 = bitcast <8 x double>* %scevgep1494 to i8*
  %uglygep1496 = getelementptr i8, i8* %scevgep14941495, i64 -16
  %uglygep14961497 = bitcast i8* %uglygep1496 to <8 x double>*
  %wide.load312.5 = load <8 x double>, <8 x double>* %uglygep14961497, align 8, !alias.scope !24
  %389 = fadd <8 x double> %387, %wide.load312.5
  %390 = shl i64 %index307, 3
  %scevgep1489 = getelementptr i8, i8* %lsr.iv1471, i64 %390
  %scevgep14891490 = bitcast i8* %scevgep1489 to <8 x double>*
  %scevgep1491 = getelementptr <8 x double>, <8 x double>* %scevgep14891490, i64 -2
  %wide.load313.5 = load <8 x double>, <8 x double>* %scevgep1491, align 8, !alias.scope !24
  %391 = fadd <8 x double> %389, %wide.load313.5
  %392 = fmul <8 x double> %wide.load309.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %393 = fsub <8 x double> %391, %392
  %394 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.5)
  %395 = fadd <8 x double> %394, %393
  %396 = fmul <8 x double> %395, %broadcast.splat315
  %397 = fadd <8 x double> %wide.load309.5, %396
  %398 = shl i64 %index307, 3
  %scevgep1672 = getelementptr i8, i8* %lsr.iv1666, i64 %398
  %scevgep16721673 = bitcast i8* %scevgep1672 to <8 x double>*
  %scevgep1674 = getelementptr <8 x double>, <8 x double>* %scevgep16721673, i64 -2
  store <8 x double> %397, <8 x double>* %scevgep1674, align 8, !alias.scope !31, !noalias !33
  %399 = shl i64 %index307, 3
  %scevgep1483 = getelementptr i8, i8* %lsr.iv1471, i64 %399
  %scevgep14831484 = bitcast i8* %scevgep1483 to <8 x double>*
  %scevgep1485 = getelementptr <8 x double>, <8 x double>* %scevgep14831484, i64 -1
  %scevgep14851486 = bitcast <8 x double>* %scevgep1485 to i8*
  %uglygep1487 = getelementptr i8, i8* %scevgep14851486, i64 -8
  %uglygep14871488 = bitcast i8* %uglygep1487 to <8 x double>*
  %wide.load309.6 = load <8 x double>, <8 x double>* %uglygep14871488, align 8, !alias.scope !24
  %400 = shl i64 %index307, 3
  %scevgep1619 = getelementptr i8, i8* %lsr.iv1616, i64 %400
  %scevgep16191620 = bitcast i8* %scevgep1619 to <8 x double>*
  %scevgep1621 = getelementptr <8 x double>, <8 x double>* %scevgep16191620, i64 6
  %scevgep16211622 = bitcast <8 x double>* %scevgep1621 to i8*
  %uglygep1623 = getelementptr i8, i8* %scevgep16211622, i64 8
  %uglygep16231624 = bitcast i8* %uglygep1623 to <8 x double>*
  %wide.load310.6 = load <8 x double>, <8 x double>* %uglygep16231624, align 8, !alias.scope !27
  %401 = shl i64 %index307, 3
  %scevgep1593 = getelementptr i8, i8* %lsr.iv1590, i64 %401
  %scevgep15931594 = bitcast i8* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 -1
  %wide.load311.6 = load <8 x double>, <8 x double>* %scevgep1595, align 8, !alias.scope !29
  %402 = fadd <8 x double> %wide.load310.6, %wide.load311.6
  %403 = shl i64 %index307, 3
  %scevgep1477 = getelementptr i8, i8* %lsr.iv1471, i64 %403
  %scevgep14771478 = bitcast i8* %scevgep1477 to <8 x double>*
  %scevgep1479 = getelementptr <8 x double>, <8 x double>* %scevgep14771478, i64 -1
  %scevgep14791480 = bitcast <8 x double>* %scevgep1479 to i8*
  %uglygep1481 = getelementptr i8, i8* %scevgep14791480, i64 -16
  %uglygep14811482 = bitcast i8* %uglygep1481 to <8 x double>*
  %wide.load312.6 = load <8 x double>, <8 x double>* %uglygep14811482, align 8, !alias.scope !24
  %404 = fadd <8 x double> %402, %wide.load312.6
  %405 = shl i64 %index307, 3
  %scevgep1474 = getelementptr i8, i8* %lsr.iv1471, i64 %405
  %scevgep14741475 = bitcast i8* %scevgep1474 to <8 x double>*
  %scevgep1476 = getelementptr <8 x double>, <8 x double>* %scevgep14741475, i64 -1
  %wide.load313.6 = load <8 x double>, <8 x double>* %scevgep1476, align 8, !alias.scope !24
  %406 = fadd <8 x double> %404, %wide.load313.6
  %407 = fmul <8 x double> %wide.load309.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %408 = fsub <8 x double> %406, %407
  %409 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.6)
  %410 = fadd <8 x double> %409, %408
  %411 = fmul <8 x double> %410, %broadcast.splat315
  %412 = fadd <8 x double> %wide.load309.6, %411
  %413 = shl i64 %index307, 3
  %scevgep1669 = getelementptr i8, i8* %lsr.iv1666, i64 %413
  %scevgep16691670 = bitcast i8* %scevgep1669 to <8 x double>*
  %scevgep1671 = getelementptr <8 x double>, <8 x double>* %scevgep16691670, i64 -1
  store <8 x double> %412, <8 x double>* %scevgep1671, align 8, !alias.scope !31, !noalias !33
  %414 = shl i64 %index307, 3
  %scevgep1568 = getelementptr i8, i8* %lsr.iv1471, i64 %414
  %uglygep1570 = getelementptr i8, i8* %scevgep1568, i64 -8
  %uglygep15701571 = bitcast i8* %uglygep1570 to <8 x double>*
  %wide.load309.7 = load <8 x double>, <8 x double>* %uglygep15701571, align 8, !alias.scope !24
  %415 = shl i64 %index307, 3
  %scevgep1655 = getelementptr i8, i8* %lsr.iv1616, i64 %415
  %scevgep16551656 = bitcast i8* %scevgep1655 to <8 x double>*
  %scevgep1657 = getelementptr <8 x double>, <8 x double>* %scevgep16551656, i64 7
  %scevgep16571658 = bitcast <8 x double>* %scevgep1657 to i8*
  %uglygep1659 = getelementptr i8, i8* %scevgep16571658, i64 8
  %uglygep16591660 = bitcast i8* %uglygep1659 to <8 x double>*
  %wide.load310.7 = load <8 x double>, <8 x double>* %uglygep16591660, align 8, !alias.scope !27
  %416 = shl i64 %index307, 3
  %scevgep1611 = getelementptr i8, i8* %lsr.iv1590, i64 %416
  %scevgep16111612 = bitcast i8* %scevgep1611 to <8 x double>*
  %wide.load311.7 = load <8 x double>, <8 x double>* %scevgep16111612, align 8, !alias.scope !29
  %417 = fadd <8 x double> %wide.load310.7, %wide.load311.7
  %418 = shl i64 %index307, 3
  %scevgep1564 = getelementptr i8, i8* %lsr.iv1471, i64 %418
  %uglygep1566 = getelementptr i8, i8* %scevgep1564, i64 -16
  %uglygep15661567 = bitcast i8* %uglygep1566 to <8 x double>*
  %wide.load312.7 = load <8 x double>, <8 x double>* %uglygep15661567, align 8, !alias.scope !24
  %419 = fadd <8 x double> %417, %wide.load312.7
  %420 = shl i64 %index307, 3
  %scevgep1572 = getelementptr i8, i8* %lsr.iv1471, i64 %420
  %scevgep15721573 = bitcast i8* %scevgep1572 to <8 x double>*
  %wide.load313.7 = load <8 x double>, <8 x double>* %scevgep15721573, align 8, !alias.scope !24
  %421 = fadd <8 x double> %419, %wide.load313.7
  %422 = fmul <8 x double> %wide.load309.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %423 = fsub <8 x double> %421, %422
  %424 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.7)
  %425 = fadd <8 x double> %424, %423
  %426 = fmul <8 x double> %425, %broadcast.splat315
  %427 = fadd <8 x double> %wide.load309.7, %426
  %428 = shl i64 %index307, 3
  %scevgep1687 = getelementptr i8, i8* %lsr.iv1666, i64 %428
  %scevgep16871688 = bitcast i8* %scevgep1687 to <8 x double>*
  store <8 x double> %427, <8 x double>* %scevgep16871688, align 8, !alias.scope !31, !noalias !33
  %index.next316.7 = add i64 %index307, 64
  %lsr.iv.next1693 = add i64 %lsr.iv1692, -8
  %niter507.ncmp.7 = icmp eq i64 %lsr.iv.next1693, 0
  br i1 %niter507.ncmp.7, label %middle.block297.unr-lcssa, label %vector.body299, !llvm.loop !34

middle.block297.unr-lcssa:                        ; preds = %vector.body299, %vector.ph301
  %index307.unr = phi i64 [ 0, %vector.ph301 ], [ %index.next316.7, %vector.body299 ]
  %429 = icmp eq i64 %xtraiter503, 0
  br i1 %429, label %middle.block297, label %vector.body299.epil.preheader

vector.body299.epil.preheader:                    ; preds = %middle.block297.unr-lcssa
  br label %vector.body299.epil

vector.body299.epil:                              ; preds = %vector.body299.epil.preheader, %vector.body299.epil
  %lsr.iv1694 = phi i64 [ %xtraiter503, %vector.body299.epil.preheader ], [ %lsr.iv.next1695, %vector.body299.epil ]
  %index307.epil = phi i64 [ %index.next316.epil, %vector.body299.epil ], [ %index307.unr, %vector.body299.epil.preheader ]
  %430 = bitcast i8* %.6.i12.2 to double*
  %431 = bitcast i8* %.6.i12.1 to double*
  %offset.idx308.epil = or i64 %index307.epil, 1
  %432 = or i64 %index307.epil, 2
  %433 = add i64 %offset.idx308.epil, %.701.us.2
  %434 = getelementptr double, double* %431, i64 %433
  %435 = bitcast double* %434 to <8 x double>*
  %wide.load309.epil = load <8 x double>, <8 x double>* %435, align 8, !alias.scope !24
  %436 = add i64 %offset.idx308.epil, %.757.us.2
  %437 = getelementptr double, double* %431, i64 %436
  %438 = bitcast double* %437 to <8 x double>*
  %wide.load310.epil = load <8 x double>, <8 x double>* %438, align 8, !alias.scope !27
  %439 = add i64 %offset.idx308.epil, %.813.us.2
  %440 = getelementptr double, double* %431, i64 %439
  %441 = bitcast double* %440 to <8 x double>*
  %wide.load311.epil = load <8 x double>, <8 x double>* %441, align 8, !alias.scope !29
  %442 = fadd <8 x double> %wide.load310.epil, %wide.load311.epil
  %443 = add i64 %.822.us.2, %offset.idx308.epil
  %444 = getelementptr double, double* %431, i64 %443
  %445 = bitcast double* %444 to <8 x double>*
  %wide.load312.epil = load <8 x double>, <8 x double>* %445, align 8, !alias.scope !24
  %446 = fadd <8 x double> %442, %wide.load312.epil
  %447 = add i64 %432, %.701.us.2
  %448 = getelementptr double, double* %431, i64 %447
  %449 = bitcast double* %448 to <8 x double>*
  %wide.load313.epil = load <8 x double>, <8 x double>* %449, align 8, !alias.scope !24
  %450 = fadd <8 x double> %446, %wide.load313.epil
  %451 = fmul <8 x double> %wide.load309.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %452 = fsub <8 x double> %450, %451
  %453 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load309.epil)
  %454 = fadd <8 x double> %453, %452
  %455 = fmul <8 x double> %454, %broadcast.splat315
  %456 = fadd <8 x double> %wide.load309.epil, %455
  %457 = getelementptr double, double* %430, i64 %433
  %458 = bitcast double* %457 to <8 x double>*
  store <8 x double> %456, <8 x double>* %458, align 8, !alias.scope !31, !noalias !33
  %index.next316.epil = add nuw i64 %index307.epil, 8
  %lsr.iv.next1695 = add nsw i64 %lsr.iv1694, -1
  %epil.iter504.cmp.not = icmp eq i64 %lsr.iv.next1695, 0
  br i1 %epil.iter504.cmp.not, label %middle.block297, label %vector.body299.epil, !llvm.loop !35

middle.block297:                                  ; preds = %vector.body299.epil, %middle.block297.unr-lcssa
  %459 = icmp eq i64 %282, %n.vec303
  br i1 %459, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2.preheader

B220.us.2.preheader:                              ; preds = %vector.memcheck275, %B178.endif.us.2, %middle.block297
  %.560.0178.us.2.ph = phi i64 [ 1, %vector.memcheck275 ], [ 1, %B178.endif.us.2 ], [ %ind.end305, %middle.block297 ]
  %460 = sub i64 %542, %.560.0178.us.2.ph
  %461 = xor i64 %.560.0178.us.2.ph, -1
  %462 = add i64 %542, %461
  %xtraiter508 = and i64 %460, 7
  %lcmp.mod509.not = icmp eq i64 %xtraiter508, 0
  br i1 %lcmp.mod509.not, label %B220.us.2.prol.loopexit, label %B220.us.2.prol.preheader

B220.us.2.prol.preheader:                         ; preds = %B220.us.2.preheader
  %463 = add i64 %.560.0178.us.2.ph, %lsr.iv1696
  %464 = shl i64 %463, 3
  %scevgep1698 = getelementptr i8, i8* %.6.i12.1, i64 %464
  %465 = shl i64 %.560.0178.us.2.ph, 3
  %scevgep1701 = getelementptr i8, i8* %lsr.iv1616, i64 %465
  %466 = add i64 %.560.0178.us.2.ph, %lsr.iv1704
  %467 = shl i64 %466, 3
  %scevgep1706 = getelementptr i8, i8* %.6.i12.2, i64 %467
  %468 = add i64 %.560.0178.us.2.ph, %lsr.iv1709
  %469 = shl i64 %468, 3
  %scevgep1711 = getelementptr i8, i8* %.6.i12.1, i64 %469
  br label %B220.us.2.prol

B220.us.2.prol:                                   ; preds = %B220.us.2.prol.preheader, %B220.us.2.prol
  %prol.iter510 = phi i64 [ %prol.iter510.next, %B220.us.2.prol ], [ 0, %B220.us.2.prol.preheader ]
  %470 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1714 = getelementptr i8, i8* %scevgep1711, i64 %470
  %scevgep17141715 = bitcast i8* %scevgep1714 to double*
  %scevgep1716 = getelementptr double, double* %scevgep17141715, i64 -1
  %.706.us.2.prol = load double, double* %scevgep1716, align 8
  %471 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1702 = getelementptr i8, i8* %scevgep1701, i64 %471
  %scevgep17021703 = bitcast i8* %scevgep1702 to double*
  %.762.us.2.prol = load double, double* %scevgep17021703, align 8
  %472 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1699 = getelementptr i8, i8* %scevgep1698, i64 %472
  %scevgep16991700 = bitcast i8* %scevgep1699 to double*
  %.818.us.2.prol = load double, double* %scevgep16991700, align 8
  %.821.us.2.prol = fadd double %.762.us.2.prol, %.818.us.2.prol
  %473 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1717 = getelementptr i8, i8* %scevgep1711, i64 %473
  %scevgep17171718 = bitcast i8* %scevgep1717 to double*
  %scevgep1719 = getelementptr double, double* %scevgep17171718, i64 -2
  %.875.us.2.prol = load double, double* %scevgep1719, align 8
  %.878.us.2.prol = fadd double %.821.us.2.prol, %.875.us.2.prol
  %474 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1712 = getelementptr i8, i8* %scevgep1711, i64 %474
  %scevgep17121713 = bitcast i8* %scevgep1712 to double*
  %.932.us.2.prol = load double, double* %scevgep17121713, align 8
  %.935.us.2.prol = fadd double %.878.us.2.prol, %.932.us.2.prol
  %.991.us.2.prol = fmul double %.706.us.2.prol, 4.000000e+00
  %.992.us.2.prol = fsub double %.935.us.2.prol, %.991.us.2.prol
  %.1048.us.2.prol = tail call double @llvm.sin.f64(double %.706.us.2.prol)
  %.1049.us.2.prol = fadd double %.1048.us.2.prol, %.992.us.2.prol
  %.1051.us.2.prol = fmul double %.1049.us.2.prol, %arg.h
  %.1052.us.2.prol = fadd double %.706.us.2.prol, %.1051.us.2.prol
  %475 = shl nuw nsw i64 %prol.iter510, 3
  %scevgep1707 = getelementptr i8, i8* %scevgep1706, i64 %475
  %scevgep17071708 = bitcast i8* %scevgep1707 to double*
  store double %.1052.us.2.prol, double* %scevgep17071708, align 8
  %prol.iter510.next = add i64 %prol.iter510, 1
  %prol.iter510.cmp.not = icmp eq i64 %xtraiter508, %prol.iter510.next
  br i1 %prol.iter510.cmp.not, label %B220.us.2.prol.loopexit.loopexit, label %B220.us.2.prol, !llvm.loop !36

B220.us.2.prol.loopexit.loopexit:                 ; preds = %B220.us.2.prol
  %476 = add i64 %.560.0178.us.2.ph, %prol.iter510.next
  br label %B220.us.2.prol.loopexit

B220.us.2.prol.loopexit:                          ; preds = %B220.us.2.prol.loopexit.loopexit, %B220.us.2.preheader
  %.560.0178.us.2.unr = phi i64 [ %.560.0178.us.2.ph, %B220.us.2.preheader ], [ %476, %B220.us.2.prol.loopexit.loopexit ]
  %477 = icmp ult i64 %462, 7
  br i1 %477, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2.preheader588

B220.us.2.preheader588:                           ; preds = %B220.us.2.prol.loopexit
  %478 = sub i64 %294, %.560.0178.us.2.unr
  %479 = add i64 %.560.0178.us.2.unr, %lsr.iv1722
  %480 = shl i64 %479, 3
  %scevgep1724 = getelementptr i8, i8* %.6.i12.2, i64 %480
  %481 = add i64 %.560.0178.us.2.unr, %lsr.iv1748
  %482 = shl i64 %481, 3
  %scevgep1750 = getelementptr i8, i8* %.6.i12.1, i64 %482
  %483 = add i64 %.560.0178.us.2.unr, %lsr.iv1820
  %484 = shl i64 %483, 3
  %scevgep1822 = getelementptr i8, i8* %.6.i12.1, i64 %484
  %485 = shl i64 %.560.0178.us.2.unr, 3
  %scevgep1846 = getelementptr i8, i8* %lsr.iv1616, i64 %485
  br label %B220.us.2

B220.us.2:                                        ; preds = %B220.us.2.preheader588, %B220.us.2
  %lsr.iv1720 = phi i64 [ 0, %B220.us.2.preheader588 ], [ %lsr.iv.next1721, %B220.us.2 ]
  %486 = shl i64 %lsr.iv1720, 3
  %scevgep1775 = getelementptr i8, i8* %scevgep1750, i64 %486
  %scevgep17751776 = bitcast i8* %scevgep1775 to double*
  %scevgep1777 = getelementptr double, double* %scevgep17751776, i64 -6
  %.706.us.2 = load double, double* %scevgep1777, align 8
  %487 = shl i64 %lsr.iv1720, 3
  %scevgep1853 = getelementptr i8, i8* %scevgep1846, i64 %487
  %scevgep18531854 = bitcast i8* %scevgep1853 to double*
  %.762.us.2 = load double, double* %scevgep18531854, align 8
  %488 = shl i64 %lsr.iv1720, 3
  %scevgep1828 = getelementptr i8, i8* %scevgep1822, i64 %488
  %scevgep18281829 = bitcast i8* %scevgep1828 to double*
  %scevgep1830 = getelementptr double, double* %scevgep18281829, i64 -7
  %.818.us.2 = load double, double* %scevgep1830, align 8
  %.821.us.2 = fadd double %.762.us.2, %.818.us.2
  %489 = shl i64 %lsr.iv1720, 3
  %scevgep1781 = getelementptr i8, i8* %scevgep1750, i64 %489
  %scevgep17811782 = bitcast i8* %scevgep1781 to double*
  %scevgep1783 = getelementptr double, double* %scevgep17811782, i64 -7
  %.875.us.2 = load double, double* %scevgep1783, align 8
  %.878.us.2 = fadd double %.821.us.2, %.875.us.2
  %490 = shl i64 %lsr.iv1720, 3
  %scevgep1790 = getelementptr i8, i8* %scevgep1750, i64 %490
  %scevgep17901791 = bitcast i8* %scevgep1790 to double*
  %scevgep1792 = getelementptr double, double* %scevgep17901791, i64 -5
  %.932.us.2 = load double, double* %scevgep1792, align 8
  %.935.us.2 = fadd double %.878.us.2, %.932.us.2
  %.991.us.2 = fmul double %.706.us.2, 4.000000e+00
  %.992.us.2 = fsub double %.935.us.2, %.991.us.2
  %.1048.us.2 = tail call double @llvm.sin.f64(double %.706.us.2)
  %.1049.us.2 = fadd double %.1048.us.2, %.992.us.2
  %.1051.us.2 = fmul double %.1049.us.2, %arg.h
  %.1052.us.2 = fadd double %.706.us.2, %.1051.us.2
  %491 = shl i64 %lsr.iv1720, 3
  %scevgep1730 = getelementptr i8, i8* %scevgep1724, i64 %491
  %scevgep17301731 = bitcast i8* %scevgep1730 to double*
  %scevgep1732 = getelementptr double, double* %scevgep17301731, i64 -7
  store double %.1052.us.2, double* %scevgep1732, align 8
  %492 = shl i64 %lsr.iv1720, 3
  %scevgep1787 = getelementptr i8, i8* %scevgep1750, i64 %492
  %scevgep17871788 = bitcast i8* %scevgep1787 to double*
  %scevgep1789 = getelementptr double, double* %scevgep17871788, i64 -5
  %.706.us.2.1 = load double, double* %scevgep1789, align 8
  %493 = shl i64 %lsr.iv1720, 3
  %scevgep1855 = getelementptr i8, i8* %scevgep1846, i64 %493
  %scevgep18551856 = bitcast i8* %scevgep1855 to double*
  %scevgep1857 = getelementptr double, double* %scevgep18551856, i64 1
  %.762.us.2.1 = load double, double* %scevgep1857, align 8
  %494 = shl i64 %lsr.iv1720, 3
  %scevgep1831 = getelementptr i8, i8* %scevgep1822, i64 %494
  %scevgep18311832 = bitcast i8* %scevgep1831 to double*
  %scevgep1833 = getelementptr double, double* %scevgep18311832, i64 -6
  %.818.us.2.1 = load double, double* %scevgep1833, align 8
  %.821.us.2.1 = fadd double %.762.us.2.1, %.818.us.2.1
  %495 = shl i64 %lsr.iv1720, 3
  %scevgep1772 = getelementptr i8, i8* %scevgep1750, i64 %495
  %scevgep17721773 = bitcast i8* %scevgep1772 to double*
  %scevgep1774 = getelementptr double, double* %scevgep17721773, i64 -6
  %.875.us.2.1 = load double, double* %scevgep1774, align 8
  %.878.us.2.1 = fadd double %.821.us.2.1, %.875.us.2.1
  %496 = shl i64 %lsr.iv1720, 3
  %scevgep1799 = getelementptr i8, i8* %scevgep1750, i64 %496
  %scevgep17991800 = bitcast i8* %scevgep1799 to double*
  %scevgep1801 = getelementptr double, double* %scevgep17991800, i64 -4
  %.932.us.2.1 = load double, double* %scevgep1801, align 8
  %.935.us.2.1 = fadd double %.878.us.2.1, %.932.us.2.1
  %.991.us.2.1 = fmul double %.706.us.2.1, 4.000000e+00
  %.992.us.2.1 = fsub double %.935.us.2.1, %.991.us.2.1
  %.1048.us.2.1 = tail call double @llvm.sin.f64(double %.706.us.2.1)
  %.1049.us.2.1 = fadd double %.1048.us.2.1, %.992.us.2.1
  %.1051.us.2.1 = fmul double %.1049.us.2.1, %arg.h
  %.1052.us.2.1 = fadd double %.706.us.2.1, %.1051.us.2.1
  %497 = shl i64 %lsr.iv1720, 3
  %scevgep1733 = getelementptr i8, i8* %scevgep1724, i64 %497
  %scevgep17331734 = bitcast i8* %scevgep1733 to double*
  %scevgep1735 = getelementptr double, double* %scevgep17331734, i64 -6
  store double %.1052.us.2.1, double* %scevgep1735, align 8
  %498 = shl i64 %lsr.iv1720, 3
  %scevgep1796 = getelementptr i8, i8* %scevgep1750, i64 %498
  %scevgep17961797 = bitcast i8* %scevgep1796 to double*
  %scevgep1798 = getelementptr double, double* %scevgep17961797, i64 -4
  %.706.us.2.2 = load double, double* %scevgep1798, align 8
  %499 = shl i64 %lsr.iv1720, 3
  %scevgep1858 = getelementptr i8, i8* %scevgep1846, i64 %499
  %scevgep18581859 = bitcast i8* %scevgep1858 to double*
  %scevgep1860 = getelementptr double, double* %scevgep18581859, i64 2
  %.762.us.2.2 = load double, double* %scevgep1860, align 8
  %500 = shl i64 %lsr.iv1720, 3
  %scevgep1834 = getelementptr i8, i8* %scevgep1822, i64 %500
  %scevgep18341835 = bitcast i8* %scevgep1834 to double*
  %scevgep1836 = getelementptr double, double* %scevgep18341835, i64 -5
  %.818.us.2.2 = load double, double* %scevgep1836, align 8
  %.821.us.2.2 = fadd double %.762.us.2.2, %.818.us.2.2
  %501 = shl i64 %lsr.iv1720, 3
  %scevgep1784 = getelementptr i8, i8* %scevgep1750, i64 %501
  %scevgep17841785 = bitcast i8* %scevgep1784 to double*
  %scevgep1786 = getelementptr double, double* %scevgep17841785, i64 -5
  %.875.us.2.2 = load double, double* %scevgep1786, align 8
  %.878.us.2.2 = fadd double %.821.us.2.2, %.875.us.2.2
  %502 = shl i64 %lsr.iv1720, 3
  %scevgep1808 = getelementptr i8, i8* %scevgep1750, i64 %502
  %scevgep18081809 = bitcast i8* %scevgep1808 to double*
  %scevgep1810 = getelementptr double, double* %scevgep18081809, i64 -3
  %.932.us.2.2 = load double, double* %scevgep1810, align 8
  %.935.us.2.2 = fadd double %.878.us.2.2, %.932.us.2.2
  %.991.us.2.2 = fmul double %.706.us.2.2, 4.000000e+00
  %.992.us.2.2 = fsub double %.935.us.2.2, %.991.us.2.2
  %.1048.us.2.2 = tail call double @llvm.sin.f64(double %.706.us.2.2)
  %.1049.us.2.2 = fadd double %.1048.us.2.2, %.992.us.2.2
  %.1051.us.2.2 = fmul double %.1049.us.2.2, %arg.h
  %.1052.us.2.2 = fadd double %.706.us.2.2, %.1051.us.2.2
  %503 = shl i64 %lsr.iv1720, 3
  %scevgep1736 = getelementptr i8, i8* %scevgep1724, i64 %503
  %scevgep17361737 = bitcast i8* %scevgep1736 to double*
  %scevgep1738 = getelementptr double, double* %scevgep17361737, i64 -5
  store double %.1052.us.2.2, double* %scevgep1738, align 8
  %504 = shl i64 %lsr.iv1720, 3
  %scevgep1805 = getelementptr i8, i8* %scevgep1750, i64 %504
  %scevgep18051806 = bitcast i8* %scevgep1805 to double*
  %scevgep1807 = getelementptr double, double* %scevgep18051806, i64 -3
  %.706.us.2.3 = load double, double* %scevgep1807, align 8
  %505 = shl i64 %lsr.iv1720, 3
  %scevgep1861 = getelementptr i8, i8* %scevgep1846, i64 %505
  %scevgep18611862 = bitcast i8* %scevgep1861 to double*
  %scevgep1863 = getelementptr double, double* %scevgep18611862, i64 3
  %.762.us.2.3 = load double, double* %scevgep1863, align 8
  %506 = shl i64 %lsr.iv1720, 3
  %scevgep1837 = getelementptr i8, i8* %scevgep1822, i64 %506
  %scevgep18371838 = bitcast i8* %scevgep1837 to double*
  %scevgep1839 = getelementptr double, double* %scevgep18371838, i64 -4
  %.818.us.2.3 = load double, double* %scevgep1839, align 8
  %.821.us.2.3 = fadd double %.762.us.2.3, %.818.us.2.3
  %507 = shl i64 %lsr.iv1720, 3
  %scevgep1793 = getelementptr i8, i8* %scevgep1750, i64 %507
  %scevgep17931794 = bitcast i8* %scevgep1793 to double*
  %scevgep1795 = getelementptr double, double* %scevgep17931794, i64 -4
  %.875.us.2.3 = load double, double* %scevgep1795, align 8
  %.878.us.2.3 = fadd double %.821.us.2.3, %.875.us.2.3
  %508 = shl i64 %lsr.iv1720, 3
  %scevgep1769 = getelementptr i8, i8* %scevgep1750, i64 %508
  %scevgep17691770 = bitcast i8* %scevgep1769 to double*
  %scevgep1771 = getelementptr double, double* %scevgep17691770, i64 -2
  %.932.us.2.3 = load double, double* %scevgep1771, align 8
  %.935.us.2.3 = fadd double %.878.us.2.3, %.932.us.2.3
  %.991.us.2.3 = fmul double %.706.us.2.3, 4.000000e+00
  %.992.us.2.3 = fsub double %.935.us.2.3, %.991.us.2.3
  %.1048.us.2.3 = tail call double @llvm.sin.f64(double %.706.us.2.3)
  %.1049.us.2.3 = fadd double %.1048.us.2.3, %.992.us.2.3
  %.1051.us.2.3 = fmul double %.1049.us.2.3, %arg.h
  %.1052.us.2.3 = fadd double %.706.us.2.3, %.1051.us.2.3
  %509 = shl i64 %lsr.iv1720, 3
  %scevgep1739 = getelementptr i8, i8* %scevgep1724, i64 %509
  %scevgep17391740 = bitcast i8* %scevgep1739 to double*
  %scevgep1741 = getelementptr double, double* %scevgep17391740, i64 -4
  store double %.1052.us.2.3, double* %scevgep1741, align 8
  %510 = shl i64 %lsr.iv1720, 3
  %scevgep1766 = getelementptr i8, i8* %scevgep1750, i64 %510
  %scevgep17661767 = bitcast i8* %scevgep1766 to double*
  %scevgep1768 = getelementptr double, double* %scevgep17661767, i64 -2
  %.706.us.2.4 = load double, double* %scevgep1768, align 8
  %511 = shl i64 %lsr.iv1720, 3
  %scevgep1850 = getelementptr i8, i8* %scevgep1846, i64 %511
  %scevgep18501851 = bitcast i8* %scevgep1850 to double*
  %scevgep1852 = getelementptr double, double* %scevgep18501851, i64 4
  %.762.us.2.4 = load double, double* %scevgep1852, align 8
  %512 = shl i64 %lsr.iv1720, 3
  %scevgep1825 = getelementptr i8, i8* %scevgep1822, i64 %512
  %scevgep18251826 = bitcast i8* %scevgep1825 to double*
  %scevgep1827 = getelementptr double, double* %scevgep18251826, i64 -3
  %.818.us.2.4 = load double, double* %scevgep1827, align 8
  %.821.us.2.4 = fadd double %.762.us.2.4, %.818.us.2.4
  %513 = shl i64 %lsr.iv1720, 3
  %scevgep1802 = getelementptr i8, i8* %scevgep1750, i64 %513
  %scevgep18021803 = bitcast i8* %scevgep1802 to double*
  %scevgep1804 = getelementptr double, double* %scevgep18021803, i64 -3
  %.875.us.2.4 = load double, double* %scevgep1804, align 8
  %.878.us.2.4 = fadd double %.821.us.2.4, %.875.us.2.4
  %514 = shl i64 %lsr.iv1720, 3
  %scevgep1817 = getelementptr i8, i8* %scevgep1750, i64 %514
  %scevgep18171818 = bitcast i8* %scevgep1817 to double*
  %scevgep1819 = getelementptr double, double* %scevgep18171818, i64 -1
  %.932.us.2.4 = load double, double* %scevgep1819, align 8
  %.935.us.2.4 = fadd double %.878.us.2.4, %.932.us.2.4
  %.991.us.2.4 = fmul double %.706.us.2.4, 4.000000e+00
  %.992.us.2.4 = fsub double %.935.us.2.4, %.991.us.2.4
  %.1048.us.2.4 = tail call double @llvm.sin.f64(double %.706.us.2.4)
  %.1049.us.2.4 = fadd double %.1048.us.2.4, %.992.us.2.4
  %.1051.us.2.4 = fmul double %.1049.us.2.4, %arg.h
  %.1052.us.2.4 = fadd double %.706.us.2.4, %.1051.us.2.4
  %515 = shl i64 %lsr.iv1720, 3
  %scevgep1727 = getelementptr i8, i8* %scevgep1724, i64 %515
  %scevgep17271728 = bitcast i8* %scevgep1727 to double*
  %scevgep1729 = getelementptr double, double* %scevgep17271728, i64 -3
  store double %.1052.us.2.4, double* %scevgep1729, align 8
  %516 = shl i64 %lsr.iv1720, 3
  %scevgep1814 = getelementptr i8, i8* %scevgep1750, i64 %516
  %scevgep18141815 = bitcast i8* %scevgep1814 to double*
  %scevgep1816 = getelementptr double, double* %scevgep18141815, i64 -1
  %.706.us.2.5 = load double, double* %scevgep1816, align 8
  %517 = shl i64 %lsr.iv1720, 3
  %scevgep1864 = getelementptr i8, i8* %scevgep1846, i64 %517
  %scevgep18641865 = bitcast i8* %scevgep1864 to double*
  %scevgep1866 = getelementptr double, double* %scevgep18641865, i64 5
  %.762.us.2.5 = load double, double* %scevgep1866, align 8
  %518 = shl i64 %lsr.iv1720, 3
  %scevgep1840 = getelementptr i8, i8* %scevgep1822, i64 %518
  %scevgep18401841 = bitcast i8* %scevgep1840 to double*
  %scevgep1842 = getelementptr double, double* %scevgep18401841, i64 -2
  %.818.us.2.5 = load double, double* %scevgep1842, align 8
  %.821.us.2.5 = fadd double %.762.us.2.5, %.818.us.2.5
  %519 = shl i64 %lsr.iv1720, 3
  %scevgep1763 = getelementptr i8, i8* %scevgep1750, i64 %519
  %scevgep17631764 = bitcast i8* %scevgep1763 to double*
  %scevgep1765 = getelementptr double, double* %scevgep17631764, i64 -2
  %.875.us.2.5 = load double, double* %scevgep1765, align 8
  %.878.us.2.5 = fadd double %.821.us.2.5, %.875.us.2.5
  %520 = shl i64 %lsr.iv1720, 3
  %scevgep1755 = getelementptr i8, i8* %scevgep1750, i64 %520
  %scevgep17551756 = bitcast i8* %scevgep1755 to double*
  %.932.us.2.5 = load double, double* %scevgep17551756, align 8
  %.935.us.2.5 = fadd double %.878.us.2.5, %.932.us.2.5
  %.991.us.2.5 = fmul double %.706.us.2.5, 4.000000e+00
  %.992.us.2.5 = fsub double %.935.us.2.5, %.991.us.2.5
  %.1048.us.2.5 = tail call double @llvm.sin.f64(double %.706.us.2.5)
  %.1049.us.2.5 = fadd double %.1048.us.2.5, %.992.us.2.5
  %.1051.us.2.5 = fmul double %.1049.us.2.5, %arg.h
  %.1052.us.2.5 = fadd double %.706.us.2.5, %.1051.us.2.5
  %521 = shl i64 %lsr.iv1720, 3
  %scevgep1742 = getelementptr i8, i8* %scevgep1724, i64 %521
  %scevgep17421743 = bitcast i8* %scevgep1742 to double*
  %scevgep1744 = getelementptr double, double* %scevgep17421743, i64 -2
  store double %.1052.us.2.5, double* %scevgep1744, align 8
  %522 = shl i64 %lsr.iv1720, 3
  %scevgep1753 = getelementptr i8, i8* %scevgep1750, i64 %522
  %scevgep17531754 = bitcast i8* %scevgep1753 to double*
  %.706.us.2.6 = load double, double* %scevgep17531754, align 8
  %scevgep1867 = getelementptr i8, i8* %scevgep1846, i64 %522
  %scevgep18671868 = bitcast i8* %scevgep1867 to double*
  %scevgep1869 = getelementptr double, double* %scevgep18671868, i64 6
  %.762.us.2.6 = load double, double* %scevgep1869, align 8
  %523 = shl i64 %lsr.iv1720, 3
  %scevgep1843 = getelementptr i8, i8* %scevgep1822, i64 %523
  %scevgep18431844 = bitcast i8* %scevgep1843 to double*
  %scevgep1845 = getelementptr double, double* %scevgep18431844, i64 -1
  %.818.us.2.6 = load double, double* %scevgep1845, align 8
  %.821.us.2.6 = fadd double %.762.us.2.6, %.818.us.2.6
  %524 = shl i64 %lsr.iv1720, 3
  %scevgep1811 = getelementptr i8, i8* %scevgep1750, i64 %524
  %scevgep18111812 = bitcast i8* %scevgep1811 to double*
  %scevgep1813 = getelementptr double, double* %scevgep18111812, i64 -1
  %.875.us.2.6 = load double, double* %scevgep1813, align 8
  %.878.us.2.6 = fadd double %.821.us.2.6, %.875.us.2.6
  %525 = shl i64 %lsr.iv1720, 3
  %scevgep1760 = getelementptr i8, i8* %scevgep1750, i64 %525
  %scevgep17601761 = bitcast i8* %scevgep1760 to double*
  %scevgep1762 = getelementptr double, double* %scevgep17601761, i64 1
  %.932.us.2.6 = load double, double* %scevgep1762, align 8
  %.935.us.2.6 = fadd double %.878.us.2.6, %.932.us.2.6
  %.991.us.2.6 = fmul double %.706.us.2.6, 4.000000e+00
  %.992.us.2.6 = fsub double %.935.us.2.6, %.991.us.2.6
  %.1048.us.2.6 = tail call double @llvm.sin.f64(double %.706.us.2.6)
  %.1049.us.2.6 = fadd double %.1048.us.2.6, %.992.us.2.6
  %.1051.us.2.6 = fmul double %.1049.us.2.6, %arg.h
  %.1052.us.2.6 = fadd double %.706.us.2.6, %.1051.us.2.6
  %526 = shl i64 %lsr.iv1720, 3
  %scevgep1745 = getelementptr i8, i8* %scevgep1724, i64 %526
  %scevgep17451746 = bitcast i8* %scevgep1745 to double*
  %scevgep1747 = getelementptr double, double* %scevgep17451746, i64 -1
  store double %.1052.us.2.6, double* %scevgep1747, align 8
  %527 = shl i64 %lsr.iv1720, 3
  %scevgep1757 = getelementptr i8, i8* %scevgep1750, i64 %527
  %scevgep17571758 = bitcast i8* %scevgep1757 to double*
  %scevgep1759 = getelementptr double, double* %scevgep17571758, i64 1
  %.706.us.2.7 = load double, double* %scevgep1759, align 8
  %528 = shl i64 %lsr.iv1720, 3
  %scevgep1847 = getelementptr i8, i8* %scevgep1846, i64 %528
  %scevgep18471848 = bitcast i8* %scevgep1847 to double*
  %scevgep1849 = getelementptr double, double* %scevgep18471848, i64 7
  %.762.us.2.7 = load double, double* %scevgep1849, align 8
  %529 = shl i64 %lsr.iv1720, 3
  %scevgep1823 = getelementptr i8, i8* %scevgep1822, i64 %529
  %scevgep18231824 = bitcast i8* %scevgep1823 to double*
  %.818.us.2.7 = load double, double* %scevgep18231824, align 8
  %.821.us.2.7 = fadd double %.762.us.2.7, %.818.us.2.7
  %530 = shl i64 %lsr.iv1720, 3
  %scevgep1751 = getelementptr i8, i8* %scevgep1750, i64 %530
  %scevgep17511752 = bitcast i8* %scevgep1751 to double*
  %.875.us.2.7 = load double, double* %scevgep17511752, align 8
  %.878.us.2.7 = fadd double %.821.us.2.7, %.875.us.2.7
  %531 = shl i64 %lsr.iv1720, 3
  %scevgep1778 = getelementptr i8, i8* %scevgep1750, i64 %531
  %scevgep17781779 = bitcast i8* %scevgep1778 to double*
  %scevgep1780 = getelementptr double, double* %scevgep17781779, i64 2
  %.932.us.2.7 = load double, double* %scevgep1780, align 8
  %.935.us.2.7 = fadd double %.878.us.2.7, %.932.us.2.7
  %.991.us.2.7 = fmul double %.706.us.2.7, 4.000000e+00
  %.992.us.2.7 = fsub double %.935.us.2.7, %.991.us.2.7
  %.1048.us.2.7 = tail call double @llvm.sin.f64(double %.706.us.2.7)
  %.1049.us.2.7 = fadd double %.1048.us.2.7, %.992.us.2.7
  %.1051.us.2.7 = fmul double %.1049.us.2.7, %arg.h
  %.1052.us.2.7 = fadd double %.706.us.2.7, %.1051.us.2.7
  %532 = shl i64 %lsr.iv1720, 3
  %scevgep1725 = getelementptr i8, i8* %scevgep1724, i64 %532
  %scevgep17251726 = bitcast i8* %scevgep1725 to double*
  store double %.1052.us.2.7, double* %scevgep17251726, align 8
  %lsr.iv.next1721 = add i64 %lsr.iv1720, 8
  %exitcond197.2.not.7 = icmp eq i64 %478, %lsr.iv.next1721
  br i1 %exitcond197.2.not.7, label %B218.B176.loopexit_crit_edge.us.2, label %B220.us.2, !llvm.loop !37

B218.B176.loopexit_crit_edge.us.2:                ; preds = %B220.us.2, %B220.us.2.prol.loopexit, %middle.block297
  %533 = bitcast i8* %lsr.iv1666 to i1*
  %534 = bitcast i8* %lsr.iv1616 to i1*
  %535 = bitcast i8* %lsr.iv1590 to i1*
  %536 = bitcast i8* %lsr.iv1471 to i1*
  %indvar.next277 = add i64 %indvar276, 1
  %scevgep1473 = getelementptr i1, i1* %536, i64 %286
  %537 = bitcast i1* %scevgep1473 to i8*
  %scevgep1592 = getelementptr i1, i1* %535, i64 %286
  %538 = bitcast i1* %scevgep1592 to i8*
  %scevgep1618 = getelementptr i1, i1* %534, i64 %286
  %539 = bitcast i1* %scevgep1618 to i8*
  %scevgep1668 = getelementptr i1, i1* %533, i64 %286
  %540 = bitcast i1* %scevgep1668 to i8*
  %lsr.iv.next1697 = add i64 %lsr.iv1696, %arg.u0.5.1
  %lsr.iv.next1705 = add i64 %lsr.iv1704, %arg.u0.5.1
  %lsr.iv.next1710 = add i64 %lsr.iv1709, %arg.u0.5.1
  %lsr.iv.next1723 = add i64 %lsr.iv1722, %arg.u0.5.1
  %lsr.iv.next1749 = add i64 %lsr.iv1748, %arg.u0.5.1
  %lsr.iv.next1821 = add i64 %lsr.iv1820, %arg.u0.5.1
  %exitcond198.2.not = icmp eq i64 %.507.us.2, %543
  br i1 %exitcond198.2.not, label %B128.i, label %B178.endif.us.2

B128.i:                                           ; preds = %B218.B176.loopexit_crit_edge.us.2, %B96.endif.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.1)
  %.101.not.i = icmp eq i64 %arg.u0.5.0, 1
  br i1 %.101.not.i, label %B150.i.1, label %B140.i

B140.i:                                           ; preds = %B128.i.thread, %B128.i
  br label %B150.i.1

B150.i.1:                                         ; preds = %B140.i, %B128.i
  %dest_shape90.sroa.0.0 = phi i64 [ 1, %B128.i ], [ %arg.u0.5.0, %B140.i ]
  %.67.not.i27 = icmp eq i64 %dest_shape90.sroa.0.0, 1
  br i1 %.67.not.i27, label %B150.i40, label %B90.i32

common.ret:                                       ; preds = %B466.endif.endif.endif.endif.endif.if, %B96.endif.if, %B0.endif.if, %for.end.endif, %B466.endif.endif.endif.endif.if, %B466.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B466.endif.endif.endif.if ], [ 1, %B466.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B466.endif.endif.endif.endif.endif.if ], [ 1, %B96.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936735112640, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !39
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %541 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %541, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %u.2.sroa.34.0 = shl i64 %arg.u0.5.0, 3
  %.397 = mul i64 %u.2.sroa.34.0, %arg.u0.5.1
  %.451 = add i64 %arg.u0.5.0, -2
  %.452.inv = icmp sgt i64 %.451, 0
  %.573 = add i64 %arg.u0.5.1, -2
  %.574.inv = icmp sgt i64 %.573, 0
  %.573.op = add i64 %arg.u0.5.1, -1
  %542 = select i1 %.574.inv, i64 %.573.op, i64 1
  %.451.op = add i64 %arg.u0.5.0, -1
  %543 = select i1 %.452.inv, i64 %.451.op, i64 1
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i5 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6 = icmp eq i8* %.7.i.i5, null
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.8.i.i6, label %B96.endif.if, label %B96.endif.endif.endif, !prof !0

B96.endif.if:                                     ; preds = %B460.1, %B460, %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %B0.endif.endif.endif.endif
  %544 = icmp sgt i64 %.573, 0
  %545 = icmp sgt i64 %.451, 0
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i11 = getelementptr i8, i8* %.7.i.i5, i64 24
  %546 = bitcast i8* %.5.i11 to i8**
  %.6.i12 = load i8*, i8** %546, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12, i8* align 1 %.6.i, i64 %.397, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %547 = select i1 %545, i1 %544, i1 false
  br i1 %547, label %B178.endif.us.preheader, label %B460

B178.endif.us.preheader:                          ; preds = %B96.endif.endif.endif
  %548 = shl i64 %arg.u0.5.1, 3
  %549 = add i64 %548, 8
  %550 = shl i64 %arg.u0.5.1, 3
  %551 = shl i64 %542, 3
  %552 = add i64 %551, -8
  %553 = add i64 %548, %552
  %554 = add i64 %548, %551
  %555 = add i64 %553, 16
  %556 = shl i64 %arg.u0.5.1, 4
  %557 = or i64 %556, 8
  %558 = add i64 %556, %551
  %559 = add i64 %542, -1
  %560 = add i64 %542, -9
  %561 = lshr i64 %560, 3
  %562 = add nuw nsw i64 %561, 1
  %n.vec = and i64 %559, -8
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter519 = and i64 %562, 7
  %unroll_iter522 = and i64 %562, %const
  %563 = shl i64 %arg.u0.5.1, 3
  %564 = add i64 %563, 464
  %scevgep2270 = getelementptr i8, i8* %.6.i, i64 %564
  %565 = shl i64 %arg.u0.5.1, 4
  %566 = add i64 %565, 456
  %scevgep2389 = getelementptr i8, i8* %.6.i, i64 %566
  %567 = add i64 %563, 456
  %scevgep2465 = getelementptr i8, i8* %.6.i12, i64 %567
  %568 = shl i64 %arg.u0.5.1, 1
  %569 = add i64 %arg.u0.5.1, 1
  %570 = sub i64 %542, 1
  %571 = add i64 %570, 1
  %572 = add i64 %arg.u0.5.1, 7
  %573 = add i64 %arg.u0.5.1, 6
  %574 = add i64 %568, 7
  br label %B178.endif.us

B178.endif.us:                                    ; preds = %B178.endif.us.preheader, %B218.B176.loopexit_crit_edge.us
  %lsr.iv2620 = phi i64 [ %574, %B178.endif.us.preheader ], [ %lsr.iv.next2621, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2548 = phi i64 [ %573, %B178.endif.us.preheader ], [ %lsr.iv.next2549, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2522 = phi i64 [ %572, %B178.endif.us.preheader ], [ %lsr.iv.next2523, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2509 = phi i64 [ %569, %B178.endif.us.preheader ], [ %lsr.iv.next2510, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2504 = phi i64 [ %arg.u0.5.1, %B178.endif.us.preheader ], [ %lsr.iv.next2505, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2496 = phi i64 [ %568, %B178.endif.us.preheader ], [ %lsr.iv.next2497, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2466 = phi i8* [ %scevgep2465, %B178.endif.us.preheader ], [ %817, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2416 = phi i8* [ %.6.i, %B178.endif.us.preheader ], [ %816, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2390 = phi i8* [ %scevgep2389, %B178.endif.us.preheader ], [ %815, %B218.B176.loopexit_crit_edge.us ]
  %lsr.iv2271 = phi i8* [ %scevgep2270, %B178.endif.us.preheader ], [ %814, %B218.B176.loopexit_crit_edge.us ]
  %indvar = phi i64 [ 0, %B178.endif.us.preheader ], [ %indvar.next, %B218.B176.loopexit_crit_edge.us ]
  %.438.0181.us = phi i64 [ 1, %B178.endif.us.preheader ], [ %.507.us, %B218.B176.loopexit_crit_edge.us ]
  %575 = icmp ult i64 %559, 8
  %576 = mul i64 %550, %indvar
  %577 = add i64 %549, %576
  %scevgep = getelementptr i8, i8* %.6.i12, i64 %577
  %578 = add i64 %554, %576
  %scevgep215 = getelementptr i8, i8* %.6.i12, i64 %578
  %.507.us = add nuw i64 %.438.0181.us, 1
  %.701.us = mul i64 %.438.0181.us, %arg.u0.5.1
  %.710.us = add nsw i64 %.438.0181.us, -1
  %.757.us = mul i64 %.710.us, %arg.u0.5.1
  %.813.us = mul i64 %.507.us, %arg.u0.5.1
  %.822.us = add i64 %.701.us, -1
  br i1 %575, label %B220.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %B178.endif.us
  %579 = add i64 %551, %576
  %scevgep221 = getelementptr i8, i8* %.6.i, i64 %579
  %580 = add i64 %576, 8
  %scevgep220 = getelementptr i8, i8* %.6.i, i64 %580
  %581 = add i64 %558, %576
  %scevgep219 = getelementptr i8, i8* %.6.i, i64 %581
  %582 = add i64 %557, %576
  %scevgep218 = getelementptr i8, i8* %.6.i, i64 %582
  %583 = add i64 %555, %576
  %scevgep217 = getelementptr i8, i8* %.6.i, i64 %583
  %584 = add i64 %548, %576
  %scevgep216 = getelementptr i8, i8* %.6.i, i64 %584
  %bound0 = icmp ult i8* %scevgep, %scevgep217
  %bound1 = icmp ult i8* %scevgep216, %scevgep215
  %found.conflict = and i1 %bound0, %bound1
  %bound0222 = icmp ult i8* %scevgep, %scevgep219
  %bound1223 = icmp ult i8* %scevgep218, %scevgep215
  %found.conflict224 = and i1 %bound0222, %bound1223
  %conflict.rdx = or i1 %found.conflict, %found.conflict224
  %bound0225 = icmp ult i8* %scevgep, %scevgep221
  %bound1226 = icmp ult i8* %scevgep220, %scevgep215
  %found.conflict227 = and i1 %bound0225, %bound1226
  %conflict.rdx228 = or i1 %conflict.rdx, %found.conflict227
  br i1 %conflict.rdx228, label %B220.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %585 = icmp ult i64 %560, 56
  br i1 %585, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv2492 = phi i64 [ %unroll_iter522, %vector.body.preheader ], [ %lsr.iv.next2493, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %586 = shl i64 %index, 3
  %scevgep2377 = getelementptr i8, i8* %lsr.iv2271, i64 %586
  %scevgep23772378 = bitcast i8* %scevgep2377 to <8 x double>*
  %scevgep2379 = getelementptr <8 x double>, <8 x double>* %scevgep23772378, i64 -7
  %scevgep23792380 = bitcast <8 x double>* %scevgep2379 to i8*
  %uglygep2381 = getelementptr i8, i8* %scevgep23792380, i64 -8
  %uglygep23812382 = bitcast i8* %uglygep2381 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %uglygep23812382, align 8, !alias.scope !46
  %587 = shl i64 %index, 3
  %scevgep2461 = getelementptr i8, i8* %lsr.iv2416, i64 %587
  %uglygep2463 = getelementptr i8, i8* %scevgep2461, i64 8
  %uglygep24632464 = bitcast i8* %uglygep2463 to <8 x double>*
  %wide.load229 = load <8 x double>, <8 x double>* %uglygep24632464, align 8, !alias.scope !49
  %588 = shl i64 %index, 3
  %scevgep2413 = getelementptr i8, i8* %lsr.iv2390, i64 %588
  %scevgep24132414 = bitcast i8* %scevgep2413 to <8 x double>*
  %scevgep2415 = getelementptr <8 x double>, <8 x double>* %scevgep24132414, i64 -7
  %wide.load230 = load <8 x double>, <8 x double>* %scevgep2415, align 8, !alias.scope !51
  %589 = fadd <8 x double> %wide.load229, %wide.load230
  %590 = shl i64 %index, 3
  %scevgep2383 = getelementptr i8, i8* %lsr.iv2271, i64 %590
  %scevgep23832384 = bitcast i8* %scevgep2383 to <8 x double>*
  %scevgep2385 = getelementptr <8 x double>, <8 x double>* %scevgep23832384, i64 -7
  %scevgep23852386 = bitcast <8 x double>* %scevgep2385 to i8*
  %uglygep2387 = getelementptr i8, i8* %scevgep23852386, i64 -16
  %uglygep23872388 = bitcast i8* %uglygep2387 to <8 x double>*
  %wide.load231 = load <8 x double>, <8 x double>* %uglygep23872388, align 8, !alias.scope !46
  %591 = fadd <8 x double> %589, %wide.load231
  %592 = shl i64 %index, 3
  %scevgep2374 = getelementptr i8, i8* %lsr.iv2271, i64 %592
  %scevgep23742375 = bitcast i8* %scevgep2374 to <8 x double>*
  %scevgep2376 = getelementptr <8 x double>, <8 x double>* %scevgep23742375, i64 -7
  %wide.load232 = load <8 x double>, <8 x double>* %scevgep2376, align 8, !alias.scope !46
  %593 = fadd <8 x double> %591, %wide.load232
  %594 = fmul <8 x double> %wide.load, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %595 = fsub <8 x double> %593, %594
  %596 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %597 = fadd <8 x double> %596, %595
  %598 = fmul <8 x double> %597, %broadcast.splat
  %599 = fadd <8 x double> %wide.load, %598
  %600 = shl i64 %index, 3
  %scevgep2489 = getelementptr i8, i8* %lsr.iv2466, i64 %600
  %scevgep24892490 = bitcast i8* %scevgep2489 to <8 x double>*
  %scevgep2491 = getelementptr <8 x double>, <8 x double>* %scevgep24892490, i64 -7
  store <8 x double> %599, <8 x double>* %scevgep2491, align 8, !alias.scope !53, !noalias !55
  %601 = shl i64 %index, 3
  %scevgep2358 = getelementptr i8, i8* %lsr.iv2271, i64 %601
  %scevgep23582359 = bitcast i8* %scevgep2358 to <8 x double>*
  %scevgep2360 = getelementptr <8 x double>, <8 x double>* %scevgep23582359, i64 -6
  %scevgep23602361 = bitcast <8 x double>* %scevgep2360 to i8*
  %uglygep2362 = getelementptr i8, i8* %scevgep23602361, i64 -8
  %uglygep23622363 = bitcast i8* %uglygep2362 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %uglygep23622363, align 8, !alias.scope !46
  %602 = shl i64 %index, 3
  %scevgep2449 = getelementptr i8, i8* %lsr.iv2416, i64 %602
  %scevgep24492450 = bitcast i8* %scevgep2449 to <8 x double>*
  %scevgep2451 = getelementptr <8 x double>, <8 x double>* %scevgep24492450, i64 1
  %scevgep24512452 = bitcast <8 x double>* %scevgep2451 to i8*
  %uglygep2453 = getelementptr i8, i8* %scevgep24512452, i64 8
  %uglygep24532454 = bitcast i8* %uglygep2453 to <8 x double>*
  %wide.load229.1 = load <8 x double>, <8 x double>* %uglygep24532454, align 8, !alias.scope !49
  %603 = shl i64 %index, 3
  %scevgep2408 = getelementptr i8, i8* %lsr.iv2390, i64 %603
  %scevgep24082409 = bitcast i8* %scevgep2408 to <8 x double>*
  %scevgep2410 = getelementptr <8 x double>, <8 x double>* %scevgep24082409, i64 -6
  %wide.load230.1 = load <8 x double>, <8 x double>* %scevgep2410, align 8, !alias.scope !51
  %604 = fadd <8 x double> %wide.load229.1, %wide.load230.1
  %605 = shl i64 %index, 3
  %scevgep2352 = getelementptr i8, i8* %lsr.iv2271, i64 %605
  %scevgep23522353 = bitcast i8* %scevgep2352 to <8 x double>*
  %scevgep2354 = getelementptr <8 x double>, <8 x double>* %scevgep23522353, i64 -6
  %scevgep23542355 = bitcast <8 x double>* %scevgep2354 to i8*
  %uglygep2356 = getelementptr i8, i8* %scevgep23542355, i64 -16
  %uglygep23562357 = bitcast i8* %uglygep2356 to <8 x double>*
  %wide.load231.1 = load <8 x double>, <8 x double>* %uglygep23562357, align 8, !alias.scope !46
  %606 = fadd <8 x double> %604, %wide.load231.1
  %607 = shl i64 %index, 3
  %scevgep2349 = getelementptr i8, i8* %lsr.iv2271, i64 %607
  %scevgep23492350 = bitcast i8* %scevgep2349 to <8 x double>*
  %scevgep2351 = getelementptr <8 x double>, <8 x double>* %scevgep23492350, i64 -6
  %wide.load232.1 = load <8 x double>, <8 x double>* %scevgep2351, align 8, !alias.scope !46
  %608 = fadd <8 x double> %606, %wide.load232.1
  %609 = fmul <8 x double> %wide.load.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %610 = fsub <8 x double> %608, %609
  %611 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %612 = fadd <8 x double> %611, %610
  %613 = fmul <8 x double> %612, %broadcast.splat
  %614 = fadd <8 x double> %wide.load.1, %613
  %615 = shl i64 %index, 3
  %scevgep2484 = getelementptr i8, i8* %lsr.iv2466, i64 %615
  %scevgep24842485 = bitcast i8* %scevgep2484 to <8 x double>*
  %scevgep2486 = getelementptr <8 x double>, <8 x double>* %scevgep24842485, i64 -6
  store <8 x double> %614, <8 x double>* %scevgep2486, align 8, !alias.scope !53, !noalias !55
  %616 = shl i64 %index, 3
  %scevgep2343 = getelementptr i8, i8* %lsr.iv2271, i64 %616
  %scevgep23432344 = bitcast i8* %scevgep2343 to <8 x double>*
  %scevgep2345 = getelementptr <8 x double>, <8 x double>* %scevgep23432344, i64 -5
  %scevgep23452346 = bitcast <8 x double>* %scevgep2345 to i8*
  %uglygep2347 = getelementptr i8, i8* %scevgep23452346, i64 -8
  %uglygep23472348 = bitcast i8* %uglygep2347 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %uglygep23472348, align 8, !alias.scope !46
  %617 = shl i64 %index, 3
  %scevgep2443 = getelementptr i8, i8* %lsr.iv2416, i64 %617
  %scevgep24432444 = bitcast i8* %scevgep2443 to <8 x double>*
  %scevgep2445 = getelementptr <8 x double>, <8 x double>* %scevgep24432444, i64 2
  %scevgep24452446 = bitcast <8 x double>* %scevgep2445 to i8*
  %uglygep2447 = getelementptr i8, i8* %scevgep24452446, i64 8
  %uglygep24472448 = bitcast i8* %uglygep2447 to <8 x double>*
  %wide.load229.2 = load <8 x double>, <8 x double>* %uglygep24472448, align 8, !alias.scope !49
  %618 = shl i64 %index, 3
  %scevgep2405 = getelementptr i8, i8* %lsr.iv2390, i64 %618
  %scevgep24052406 = bitcast i8* %scevgep2405 to <8 x double>*
  %scevgep2407 = getelementptr <8 x double>, <8 x double>* %scevgep24052406, i64 -5
  %wide.load230.2 = load <8 x double>, <8 x double>* %scevgep2407, align 8, !alias.scope !51
  %619 = fadd <8 x double> %wide.load229.2, %wide.load230.2
  %620 = shl i64 %index, 3
  %scevgep2337 = getelementptr i8, i8* %lsr.iv2271, i64 %620
  %scevgep23372338 = bitcast i8* %scevgep2337 to <8 x double>*
  %scevgep2339 = getelementptr <8 x double>, <8 x double>* %scevgep23372338, i64 -5
  %scevgep23392340 = bitcast <8 x double>* %scevgep2339 to i8*
  %uglygep2341 = getelementptr i8, i8* %scevgep23392340, i64 -16
  %uglygep23412342 = bitcast i8* %uglygep2341 to <8 x double>*
  %wide.load231.2 = load <8 x double>, <8 x double>* %uglygep23412342, align 8, !alias.scope !46
  %621 = fadd <8 x double> %619, %wide.load231.2
  %622 = shl i64 %index, 3
  %scevgep2334 = getelementptr i8, i8* %lsr.iv2271, i64 %622
  %scevgep23342335 = bitcast i8* %scevgep2334 to <8 x double>*
  %scevgep2336 = getelementptr <8 x double>, <8 x double>* %scevgep23342335, i64 -5
  %wide.load232.2 = load <8 x double>, <8 x double>* %scevgep2336, align 8, !alias.scope !46
  %623 = fadd <8 x double> %621, %wide.load232.2
  %624 = fmul <8 x double> %wide.load.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %625 = fsub <8 x double> %623, %624
  %626 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %627 = fadd <8 x double> %626, %625
  %628 = fmul <8 x double> %627, %broadcast.splat
  %629 = fadd <8 x double> %wide.load.2, %628
  %630 = shl i64 %index, 3
  %scevgep2481 = getelementptr i8, i8* %lsr.iv2466, i64 %630
  %scevgep24812482 = bitcast i8* %scevgep2481 to <8 x double>*
  %scevgep2483 = getelementptr <8 x double>, <8 x double>* %scevgep24812482, i64 -5
  store <8 x double> %629, <8 x double>* %scevgep2483, align 8, !alias.scope !53, !noalias !55
  %631 = shl i64 %index, 3
  %scevgep2328 = getelementptr i8, i8* %lsr.iv2271, i64 %631
  %scevgep23282329 = bitcast i8* %scevgep2328 to <8 x double>*
  %scevgep2330 = getelementptr <8 x double>, <8 x double>* %scevgep23282329, i64 -4
  %scevgep23302331 = bitcast <8 x double>* %scevgep2330 to i8*
  %uglygep2332 = getelementptr i8, i8* %scevgep23302331, i64 -8
  %uglygep23322333 = bitcast i8* %uglygep2332 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %uglygep23322333, align 8, !alias.scope !46
  %632 = shl i64 %index, 3
  %scevgep2437 = getelementptr i8, i8* %lsr.iv2416, i64 %632
  %scevgep24372438 = bitcast i8* %scevgep2437 to <8 x double>*
  %scevgep2439 = getelementptr <8 x double>, <8 x double>* %scevgep24372438, i64 3
  %scevgep24392440 = bitcast <8 x double>* %scevgep2439 to i8*
  %uglygep2441 = getelementptr i8, i8* %scevgep24392440, i64 8
  %uglygep24412442 = bitcast i8* %uglygep2441 to <8 x double>*
  %wide.load229.3 = load <8 x double>, <8 x double>* %uglygep24412442, align 8, !alias.scope !49
  %633 = shl i64 %index, 3
  %scevgep2402 = getelementptr i8, i8* %lsr.iv2390, i64 %633
  %scevgep24022403 = bitcast i8* %scevgep2402 to <8 x double>*
  %scevgep2404 = getelementptr <8 x double>, <8 x double>* %scevgep24022403, i64 -4
  %wide.load230.3 = load <8 x double>, <8 x double>* %scevgep2404, align 8, !alias.scope !51
  %634 = fadd <8 x double> %wide.load229.3, %wide.load230.3
  %635 = shl i64 %index, 3
  %scevgep2322 = getelementptr i8, i8* %lsr.iv2271, i64 %635
  %scevgep23222323 = bitcast i8* %scevgep2322 to <8 x double>*
  %scevgep2324 = getelementptr <8 x double>, <8 x double>* %scevgep23222323, i64 -4
  %scevgep23242325 = bitcast <8 x double>* %scevgep2324 to i8*
  %uglygep2326 = getelementptr i8, i8* %scevgep23242325, i64 -16
  %uglygep23262327 = bitcast i8* %uglygep2326 to <8 x double>*
  %wide.load231.3 = load <8 x double>, <8 x double>* %uglygep23262327, align 8, !alias.scope !46
  %636 = fadd <8 x double> %634, %wide.load231.3
  %637 = shl i64 %index, 3
  %scevgep2319 = getelementptr i8, i8* %lsr.iv2271, i64 %637
  %scevgep23192320 = bitcast i8* %scevgep2319 to <8 x double>*
  %scevgep2321 = getelementptr <8 x double>, <8 x double>* %scevgep23192320, i64 -4
  %wide.load232.3 = load <8 x double>, <8 x double>* %scevgep2321, align 8, !alias.scope !46
  %638 = fadd <8 x double> %636, %wide.load232.3
  %639 = fmul <8 x double> %wide.load.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %640 = fsub <8 x double> %638, %639
  %641 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %642 = fadd <8 x double> %641, %640
  %643 = fmul <8 x double> %642, %broadcast.splat
  %644 = fadd <8 x double> %wide.load.3, %643
  %645 = shl i64 %index, 3
  %scevgep2478 = getelementptr i8, i8* %lsr.iv2466, i64 %645
  %scevgep24782479 = bitcast i8* %scevgep2478 to <8 x double>*
  %scevgep2480 = getelementptr <8 x double>, <8 x double>* %scevgep24782479, i64 -4
  store <8 x double> %644, <8 x double>* %scevgep2480, align 8, !alias.scope !53, !noalias !55
  %646 = shl i64 %index, 3
  %scevgep2313 = getelementptr i8, i8* %lsr.iv2271, i64 %646
  %scevgep23132314 = bitcast i8* %scevgep2313 to <8 x double>*
  %scevgep2315 = getelementptr <8 x double>, <8 x double>* %scevgep23132314, i64 -3
  %scevgep23152316 = bitcast <8 x double>* %scevgep2315 to i8*
  %uglygep2317 = getelementptr i8, i8* %scevgep23152316, i64 -8
  %uglygep23172318 = bitcast i8* %uglygep2317 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %uglygep23172318, align 8, !alias.scope !46
  %647 = shl i64 %index, 3
  %scevgep2431 = getelementptr i8, i8* %lsr.iv2416, i64 %647
  %scevgep24312432 = bitcast i8* %scevgep2431 to <8 x double>*
  %scevgep2433 = getelementptr <8 x double>, <8 x double>* %scevgep24312432, i64 4
  %scevgep24332434 = bitcast <8 x double>* %scevgep2433 to i8*
  %uglygep2435 = getelementptr i8, i8* %scevgep24332434, i64 8
  %uglygep24352436 = bitcast i8* %uglygep2435 to <8 x double>*
  %wide.load229.4 = load <8 x double>, <8 x double>* %uglygep24352436, align 8, !alias.scope !49
  %648 = shl i64 %index, 3
  %scevgep2399 = getelementptr i8, i8* %lsr.iv2390, i64 %648
  %scevgep23992400 = bitcast i8* %scevgep2399 to <8 x double>*
  %scevgep2401 = getelementptr <8 x double>, <8 x double>* %scevgep23992400, i64 -3
  %wide.load230.4 = load <8 x double>, <8 x double>* %scevgep2401, align 8, !alias.scope !51
  %649 = fadd <8 x double> %wide.load229.4, %wide.load230.4
  %650 = shl i64 %index, 3
  %scevgep2307 = getelementptr i8, i8* %lsr.iv2271, i64 %650
  %scevgep23072308 = bitcast i8* %scevgep2307 to <8 x double>*
  %scevgep2309 = getelementptr <8 x double>, <8 x double>* %scevgep23072308, i64 -3
  %scevgep23092310 = bitcast <8 x double>* %scevgep2309 to i8*
  %uglygep2311 = getelementptr i8, i8* %scevgep23092310, i64 -16
  %uglygep23112312 = bitcast i8* %uglygep2311 to <8 x double>*
  %wide.load231.4 = load <8 x double>, <8 x double>* %uglygep23112312, align 8, !alias.scope !46
  %651 = fadd <8 x double> %649, %wide.load231.4
  %652 = shl i64 %index, 3
  %scevgep2304 = getelementptr i8, i8* %lsr.iv2271, i64 %652
  %scevgep23042305 = bitcast i8* %scevgep2304 to <8 x double>*
  %scevgep2306 = getelementptr <8 x double>, <8 x double>* %scevgep23042305, i64 -3
  %wide.load232.4 = load <8 x double>, <8 x double>* %scevgep2306, align 8, !alias.scope !46
  %653 = fadd <8 x double> %651, %wide.load232.4
  %654 = fmul <8 x double> %wide.load.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %655 = fsub <8 x double> %653, %654
  %656 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %657 = fadd <8 x double> %656, %655
  %658 = fmul <8 x double> %657, %broadcast.splat
  %659 = fadd <8 x double> %wide.load.4, %658
  %660 = shl i64 %index, 3
  %scevgep2475 = getelementptr i8, i8* %lsr.iv2466, i64 %660
  %scevgep24752476 = bitcast i8* %scevgep2475 to <8 x double>*
  %scevgep2477 = getelementptr <8 x double>, <8 x double>* %scevgep24752476, i64 -3
  store <8 x double> %659, <8 x double>* %scevgep2477, align 8, !alias.scope !53, !noalias !55
  %661 = shl i64 %index, 3
  %scevgep2298 = getelementptr i8, i8* %lsr.iv2271, i64 %661
  %scevgep22982299 = bitcast i8* %scevgep2298 to <8 x double>*
  %scevgep2300 = getelementptr <8 x double>, <8 x double>* %scevgep22982299, i64 -2
  %scevgep23002301 = bitcast <8 x double>* %scevgep2300 to i8*
  %uglygep2302 = getelementptr i8, i8* %scevgep23002301, i64 -8
  %uglygep23022303 = bitcast i8* %uglygep2302 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %uglygep23022303, align 8, !alias.scope !46
  %662 = shl i64 %index, 3
  %scevgep2425 = getelementptr i8, i8* %lsr.iv2416, i64 %662
  %scevgep24252426 = bitcast i8* %scevgep2425 to <8 x double>*
  %scevgep2427 = getelementptr <8 x double>, <8 x double>* %scevgep24252426, i64 5
  %scevgep24272428 = bitcast <8 x double>* %scevgep2427 to i8*
  %uglygep2429 = getelementptr i8, i8* %scevgep24272428, i64 8
  %uglygep24292430 = bitcast i8* %uglygep2429 to <8 x double>*
  %wide.load229.5 = load <8 x double>, <8 x double>* %uglygep24292430, align 8, !alias.scope !49
  %663 = shl i64 %index, 3
  %scevgep2396 = getelementptr i8, i8* %lsr.iv2390, i64 %663
  %scevgep23962397 = bitcast i8* %scevgep2396 to <8 x double>*
  %scevgep2398 = getelementptr <8 x double>, <8 x double>* %scevgep23962397, i64 -2
  %wide.load230.5 = load <8 x double>, <8 x double>* %scevgep2398, align 8, !alias.scope !51
  %664 = fadd <8 x double> %wide.load229.5, %wide.load230.5
  %665 = shl i64 %index, 3
  %scevgep2292 = getelementptr i8, i8* %lsr.iv2271, i64 %665
  %scevgep22922293 = bitcast i8* %scevgep2292 to <8 x double>*
  %scevgep2294 = getelementptr <8 x double>, <8 x double>* %scevgep22922293, i64 -2
  %scevgep22942295 = bitcast <8 x double>* %scevgep2294 to i8*
  %uglygep2296 = getelementptr i8, i8* %scevgep22942295, i64 -16
  %uglygep22962297 = bitcast i8* %uglygep2296 to <8 x double>*
  %wide.load231.5 = load <8 x double>, <8 x double>* %uglygep22962297, align 8, !alias.scope !46
  %666 = fadd <8 x double> %664, %wide.load231.5
  %667 = shl i64 %index, 3
  %scevgep2289 = getelementptr i8, i8* %lsr.iv2271, i64 %667
  %scevgep22892290 = bitcast i8* %scevgep2289 to <8 x double>*
  %scevgep2291 = getelementptr <8 x double>, <8 x double>* %scevgep22892290, i64 -2
  %wide.load232.5 = load <8 x double>, <8 x double>* %scevgep2291, align 8, !alias.scope !46
  %668 = fadd <8 x double> %666, %wide.load232.5
  %669 = fmul <8 x double> %wide.load.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %670 = fsub <8 x double> %668, %669
  %671 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %672 = fadd <8 x double> %671, %670
  %673 = fmul <8 x double> %672, %broadcast.splat
  %674 = fadd <8 x double> %wide.load.5, %673
  %675 = shl i64 %index, 3
  %scevgep2472 = getelementptr i8, i8* %lsr.iv2466, i64 %675
  %scevgep24722473 = bitcast i8* %scevgep2472 to <8 x double>*
  %scevgep2474 = getelementptr <8 x double>, <8 x double>* %scevgep24722473, i64 -2
  store <8 x double> %674, <8 x double>* %scevgep2474, align 8, !alias.scope !53, !noalias !55
  %676 = shl i64 %index, 3
  %scevgep2283 = getelementptr i8, i8* %lsr.iv2271, i64 %676
  %scevgep22832284 = bitcast i8* %scevgep2283 to <8 x double>*
  %scevgep2285 = getelementptr <8 x double>, <8 x double>* %scevgep22832284, i64 -1
  %scevgep22852286 = bitcast <8 x double>* %scevgep2285 to i8*
  %uglygep2287 = getelementptr i8, i8* %scevgep22852286, i64 -8
  %uglygep22872288 = bitcast i8* %uglygep2287 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %uglygep22872288, align 8, !alias.scope !46
  %677 = shl i64 %index, 3
  %scevgep2419 = getelementptr i8, i8* %lsr.iv2416, i64 %677
  %scevgep24192420 = bitcast i8* %scevgep2419 to <8 x double>*
  %scevgep2421 = getelementptr <8 x double>, <8 x double>* %scevgep24192420, i64 6
  %scevgep24212422 = bitcast <8 x double>* %scevgep2421 to i8*
  %uglygep2423 = getelementptr i8, i8* %scevgep24212422, i64 8
  %uglygep24232424 = bitcast i8* %uglygep2423 to <8 x double>*
  %wide.load229.6 = load <8 x double>, <8 x double>* %uglygep24232424, align 8, !alias.scope !49
  %678 = shl i64 %index, 3
  %scevgep2393 = getelementptr i8, i8* %lsr.iv2390, i64 %678
  %scevgep23932394 = bitcast i8* %scevgep2393 to <8 x double>*
  %scevgep2395 = getelementptr <8 x double>, <8 x double>* %scevgep23932394, i64 -1
  %wide.load230.6 = load <8 x double>, <8 x double>* %scevgep2395, align 8, !alias.scope !51
  %679 = fadd <8 x double> %wide.load229.6, %wide.load230.6
  %680 = shl i64 %index, 3
  %scevgep2277 = getelementptr i8, i8* %lsr.iv2271, i64 %680
  %scevgep22772278 = bitcast i8* %scevgep2277 to <8 x double>*
  %scevgep2279 = getelementptr <8 x double>, <8 x double>* %scevgep22772278, i64 -1
  %scevgep22792280 = bitcast <8 x double>* %scevgep2279 to i8*
  %uglygep2281 = getelementptr i8, i8* %scevgep22792280, i64 -16
  %uglygep22812282 = bitcast i8* %uglygep2281 to <8 x double>*
  %wide.load231.6 = load <8 x double>, <8 x double>* %uglygep22812282, align 8, !alias.scope !46
  %681 = fadd <8 x double> %679, %wide.load231.6
  %682 = shl i64 %index, 3
  %scevgep2274 = getelementptr i8, i8* %lsr.iv2271, i64 %682
  %scevgep22742275 = bitcast i8* %scevgep2274 to <8 x double>*
  %scevgep2276 = getelementptr <8 x double>, <8 x double>* %scevgep22742275, i64 -1
  %wide.load232.6 = load <8 x double>, <8 x double>* %scevgep2276, align 8, !alias.scope !46
  %683 = fadd <8 x double> %681, %wide.load232.6
  %684 = fmul <8 x double> %wide.load.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %685 = fsub <8 x double> %683, %684
  %686 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %687 = fadd <8 x double> %686, %685
  %688 = fmul <8 x double> %687, %broadcast.splat
  %689 = fadd <8 x double> %wide.load.6, %688
  %690 = shl i64 %index, 3
  %scevgep2469 = getelementptr i8, i8* %lsr.iv2466, i64 %690
  %scevgep24692470 = bitcast i8* %scevgep2469 to <8 x double>*
  %scevgep2471 = getelementptr <8 x double>, <8 x double>* %scevgep24692470, i64 -1
  store <8 x double> %689, <8 x double>* %scevgep2471, align 8, !alias.scope !53, !noalias !55
  %691 = shl i64 %index, 3
  %scevgep2368 = getelementptr i8, i8* %lsr.iv2271, i64 %691
  %uglygep2370 = getelementptr i8, i8* %scevgep2368, i64 -8
  %uglygep23702371 = bitcast i8* %uglygep2370 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %uglygep23702371, align 8, !alias.scope !46
  %692 = shl i64 %index, 3
  %scevgep2455 = getelementptr i8, i8* %lsr.iv2416, i64 %692
  %scevgep24552456 = bitcast i8* %scevgep2455 to <8 x double>*
  %scevgep2457 = getelementptr <8 x double>, <8 x double>* %scevgep24552456, i64 7
  %scevgep24572458 = bitcast <8 x double>* %scevgep2457 to i8*
  %uglygep2459 = getelementptr i8, i8* %scevgep24572458, i64 8
  %uglygep24592460 = bitcast i8* %uglygep2459 to <8 x double>*
  %wide.load229.7 = load <8 x double>, <8 x double>* %uglygep24592460, align 8, !alias.scope !49
  %693 = shl i64 %index, 3
  %scevgep2411 = getelementptr i8, i8* %lsr.iv2390, i64 %693
  %scevgep24112412 = bitcast i8* %scevgep2411 to <8 x double>*
  %wide.load230.7 = load <8 x double>, <8 x double>* %scevgep24112412, align 8, !alias.scope !51
  %694 = fadd <8 x double> %wide.load229.7, %wide.load230.7
  %695 = shl i64 %index, 3
  %scevgep2364 = getelementptr i8, i8* %lsr.iv2271, i64 %695
  %uglygep2366 = getelementptr i8, i8* %scevgep2364, i64 -16
  %uglygep23662367 = bitcast i8* %uglygep2366 to <8 x double>*
  %wide.load231.7 = load <8 x double>, <8 x double>* %uglygep23662367, align 8, !alias.scope !46
  %696 = fadd <8 x double> %694, %wide.load231.7
  %697 = shl i64 %index, 3
  %scevgep2372 = getelementptr i8, i8* %lsr.iv2271, i64 %697
  %scevgep23722373 = bitcast i8* %scevgep2372 to <8 x double>*
  %wide.load232.7 = load <8 x double>, <8 x double>* %scevgep23722373, align 8, !alias.scope !46
  %698 = fadd <8 x double> %696, %wide.load232.7
  %699 = fmul <8 x double> %wide.load.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %700 = fsub <8 x double> %698, %699
  %701 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %702 = fadd <8 x double> %701, %700
  %703 = fmul <8 x double> %702, %broadcast.splat
  %704 = fadd <8 x double> %wide.load.7, %703
  %705 = shl i64 %index, 3
  %scevgep2487 = getelementptr i8, i8* %lsr.iv2466, i64 %705
  %scevgep24872488 = bitcast i8* %scevgep2487 to <8 x double>*
  store <8 x double> %704, <8 x double>* %scevgep24872488, align 8, !alias.scope !53, !noalias !55
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next2493 = add i64 %lsr.iv2492, -8
  %niter523.ncmp.7 = icmp eq i64 %lsr.iv.next2493, 0
  br i1 %niter523.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !56

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %706 = icmp eq i64 %xtraiter519, 0
  br i1 %706, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv2494 = phi i64 [ %xtraiter519, %vector.body.epil.preheader ], [ %lsr.iv.next2495, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %707 = bitcast i8* %.6.i12 to double*
  %708 = bitcast i8* %.6.i to double*
  %offset.idx.epil = or i64 %index.epil, 1
  %709 = or i64 %index.epil, 2
  %710 = add i64 %offset.idx.epil, %.701.us
  %711 = getelementptr double, double* %708, i64 %710
  %712 = bitcast double* %711 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %712, align 8, !alias.scope !46
  %713 = add i64 %offset.idx.epil, %.757.us
  %714 = getelementptr double, double* %708, i64 %713
  %715 = bitcast double* %714 to <8 x double>*
  %wide.load229.epil = load <8 x double>, <8 x double>* %715, align 8, !alias.scope !49
  %716 = add i64 %offset.idx.epil, %.813.us
  %717 = getelementptr double, double* %708, i64 %716
  %718 = bitcast double* %717 to <8 x double>*
  %wide.load230.epil = load <8 x double>, <8 x double>* %718, align 8, !alias.scope !51
  %719 = fadd <8 x double> %wide.load229.epil, %wide.load230.epil
  %720 = add i64 %.822.us, %offset.idx.epil
  %721 = getelementptr double, double* %708, i64 %720
  %722 = bitcast double* %721 to <8 x double>*
  %wide.load231.epil = load <8 x double>, <8 x double>* %722, align 8, !alias.scope !46
  %723 = fadd <8 x double> %719, %wide.load231.epil
  %724 = add i64 %709, %.701.us
  %725 = getelementptr double, double* %708, i64 %724
  %726 = bitcast double* %725 to <8 x double>*
  %wide.load232.epil = load <8 x double>, <8 x double>* %726, align 8, !alias.scope !46
  %727 = fadd <8 x double> %723, %wide.load232.epil
  %728 = fmul <8 x double> %wide.load.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %729 = fsub <8 x double> %727, %728
  %730 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %731 = fadd <8 x double> %730, %729
  %732 = fmul <8 x double> %731, %broadcast.splat
  %733 = fadd <8 x double> %wide.load.epil, %732
  %734 = getelementptr double, double* %707, i64 %710
  %735 = bitcast double* %734 to <8 x double>*
  store <8 x double> %733, <8 x double>* %735, align 8, !alias.scope !53, !noalias !55
  %index.next.epil = add nuw i64 %index.epil, 8
  %lsr.iv.next2495 = add nsw i64 %lsr.iv2494, -1
  %epil.iter520.cmp.not = icmp eq i64 %lsr.iv.next2495, 0
  br i1 %epil.iter520.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !57

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %736 = icmp eq i64 %559, %n.vec
  br i1 %736, label %B218.B176.loopexit_crit_edge.us, label %B220.us.preheader

B220.us.preheader:                                ; preds = %vector.memcheck, %B178.endif.us, %middle.block
  %.560.0178.us.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B178.endif.us ], [ %ind.end, %middle.block ]
  %737 = sub i64 %542, %.560.0178.us.ph
  %738 = xor i64 %.560.0178.us.ph, -1
  %739 = add i64 %542, %738
  %xtraiter524 = and i64 %737, 7
  %lcmp.mod525.not = icmp eq i64 %xtraiter524, 0
  br i1 %lcmp.mod525.not, label %B220.us.prol.loopexit, label %B220.us.prol.preheader

B220.us.prol.preheader:                           ; preds = %B220.us.preheader
  %740 = add i64 %.560.0178.us.ph, %lsr.iv2496
  %741 = shl i64 %740, 3
  %scevgep2498 = getelementptr i8, i8* %.6.i, i64 %741
  %742 = shl i64 %.560.0178.us.ph, 3
  %scevgep2501 = getelementptr i8, i8* %lsr.iv2416, i64 %742
  %743 = add i64 %.560.0178.us.ph, %lsr.iv2504
  %744 = shl i64 %743, 3
  %scevgep2506 = getelementptr i8, i8* %.6.i12, i64 %744
  %745 = add i64 %.560.0178.us.ph, %lsr.iv2509
  %746 = shl i64 %745, 3
  %scevgep2511 = getelementptr i8, i8* %.6.i, i64 %746
  br label %B220.us.prol

B220.us.prol:                                     ; preds = %B220.us.prol.preheader, %B220.us.prol
  %prol.iter526 = phi i64 [ %prol.iter526.next, %B220.us.prol ], [ 0, %B220.us.prol.preheader ]
  %747 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2514 = getelementptr i8, i8* %scevgep2511, i64 %747
  %scevgep25142515 = bitcast i8* %scevgep2514 to double*
  %scevgep2516 = getelementptr double, double* %scevgep25142515, i64 -1
  %.706.us.prol = load double, double* %scevgep2516, align 8
  %748 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2502 = getelementptr i8, i8* %scevgep2501, i64 %748
  %scevgep25022503 = bitcast i8* %scevgep2502 to double*
  %.762.us.prol = load double, double* %scevgep25022503, align 8
  %749 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2499 = getelementptr i8, i8* %scevgep2498, i64 %749
  %scevgep24992500 = bitcast i8* %scevgep2499 to double*
  %.818.us.prol = load double, double* %scevgep24992500, align 8
  %.821.us.prol = fadd double %.762.us.prol, %.818.us.prol
  %750 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2517 = getelementptr i8, i8* %scevgep2511, i64 %750
  %scevgep25172518 = bitcast i8* %scevgep2517 to double*
  %scevgep2519 = getelementptr double, double* %scevgep25172518, i64 -2
  %.875.us.prol = load double, double* %scevgep2519, align 8
  %.878.us.prol = fadd double %.821.us.prol, %.875.us.prol
  %751 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2512 = getelementptr i8, i8* %scevgep2511, i64 %751
  %scevgep25122513 = bitcast i8* %scevgep2512 to double*
  %.932.us.prol = load double, double* %scevgep25122513, align 8
  %.935.us.prol = fadd double %.878.us.prol, %.932.us.prol
  %.991.us.prol = fmul double %.706.us.prol, 4.000000e+00
  %.992.us.prol = fsub double %.935.us.prol, %.991.us.prol
  %.1048.us.prol = tail call double @llvm.sin.f64(double %.706.us.prol)
  %.1049.us.prol = fadd double %.1048.us.prol, %.992.us.prol
  %.1051.us.prol = fmul double %.1049.us.prol, %arg.h
  %.1052.us.prol = fadd double %.706.us.prol, %.1051.us.prol
  %752 = shl nuw nsw i64 %prol.iter526, 3
  %scevgep2507 = getelementptr i8, i8* %scevgep2506, i64 %752
  %scevgep25072508 = bitcast i8* %scevgep2507 to double*
  store double %.1052.us.prol, double* %scevgep25072508, align 8
  %prol.iter526.next = add i64 %prol.iter526, 1
  %prol.iter526.cmp.not = icmp eq i64 %xtraiter524, %prol.iter526.next
  br i1 %prol.iter526.cmp.not, label %B220.us.prol.loopexit.loopexit, label %B220.us.prol, !llvm.loop !58

B220.us.prol.loopexit.loopexit:                   ; preds = %B220.us.prol
  %753 = add i64 %.560.0178.us.ph, %prol.iter526.next
  br label %B220.us.prol.loopexit

B220.us.prol.loopexit:                            ; preds = %B220.us.prol.loopexit.loopexit, %B220.us.preheader
  %.560.0178.us.unr = phi i64 [ %.560.0178.us.ph, %B220.us.preheader ], [ %753, %B220.us.prol.loopexit.loopexit ]
  %754 = icmp ult i64 %739, 7
  br i1 %754, label %B218.B176.loopexit_crit_edge.us, label %B220.us.preheader590

B220.us.preheader590:                             ; preds = %B220.us.prol.loopexit
  %755 = sub i64 %571, %.560.0178.us.unr
  %756 = add i64 %.560.0178.us.unr, %lsr.iv2522
  %757 = shl i64 %756, 3
  %scevgep2524 = getelementptr i8, i8* %.6.i12, i64 %757
  %758 = add i64 %.560.0178.us.unr, %lsr.iv2548
  %759 = shl i64 %758, 3
  %scevgep2550 = getelementptr i8, i8* %.6.i, i64 %759
  %760 = add i64 %.560.0178.us.unr, %lsr.iv2620
  %761 = shl i64 %760, 3
  %scevgep2622 = getelementptr i8, i8* %.6.i, i64 %761
  %762 = shl i64 %.560.0178.us.unr, 3
  %scevgep2646 = getelementptr i8, i8* %lsr.iv2416, i64 %762
  br label %B220.us

B220.us:                                          ; preds = %B220.us.preheader590, %B220.us
  %lsr.iv2520 = phi i64 [ 0, %B220.us.preheader590 ], [ %lsr.iv.next2521, %B220.us ]
  %763 = shl i64 %lsr.iv2520, 3
  %scevgep2575 = getelementptr i8, i8* %scevgep2550, i64 %763
  %scevgep25752576 = bitcast i8* %scevgep2575 to double*
  %scevgep2577 = getelementptr double, double* %scevgep25752576, i64 -6
  %.706.us = load double, double* %scevgep2577, align 8
  %764 = shl i64 %lsr.iv2520, 3
  %scevgep2653 = getelementptr i8, i8* %scevgep2646, i64 %764
  %scevgep26532654 = bitcast i8* %scevgep2653 to double*
  %.762.us = load double, double* %scevgep26532654, align 8
  %765 = shl i64 %lsr.iv2520, 3
  %scevgep2628 = getelementptr i8, i8* %scevgep2622, i64 %765
  %scevgep26282629 = bitcast i8* %scevgep2628 to double*
  %scevgep2630 = getelementptr double, double* %scevgep26282629, i64 -7
  %.818.us = load double, double* %scevgep2630, align 8
  %.821.us = fadd double %.762.us, %.818.us
  %766 = shl i64 %lsr.iv2520, 3
  %scevgep2581 = getelementptr i8, i8* %scevgep2550, i64 %766
  %scevgep25812582 = bitcast i8* %scevgep2581 to double*
  %scevgep2583 = getelementptr double, double* %scevgep25812582, i64 -7
  %.875.us = load double, double* %scevgep2583, align 8
  %.878.us = fadd double %.821.us, %.875.us
  %767 = shl i64 %lsr.iv2520, 3
  %scevgep2590 = getelementptr i8, i8* %scevgep2550, i64 %767
  %scevgep25902591 = bitcast i8* %scevgep2590 to double*
  %scevgep2592 = getelementptr double, double* %scevgep25902591, i64 -5
  %.932.us = load double, double* %scevgep2592, align 8
  %.935.us = fadd double %.878.us, %.932.us
  %.991.us = fmul double %.706.us, 4.000000e+00
  %.992.us = fsub double %.935.us, %.991.us
  %.1048.us = tail call double @llvm.sin.f64(double %.706.us)
  %.1049.us = fadd double %.1048.us, %.992.us
  %.1051.us = fmul double %.1049.us, %arg.h
  %.1052.us = fadd double %.706.us, %.1051.us
  %768 = shl i64 %lsr.iv2520, 3
  %scevgep2530 = getelementptr i8, i8* %scevgep2524, i64 %768
  %scevgep25302531 = bitcast i8* %scevgep2530 to double*
  %scevgep2532 = getelementptr double, double* %scevgep25302531, i64 -7
  store double %.1052.us, double* %scevgep2532, align 8
  %769 = shl i64 %lsr.iv2520, 3
  %scevgep2587 = getelementptr i8, i8* %scevgep2550, i64 %769
  %scevgep25872588 = bitcast i8* %scevgep2587 to double*
  %scevgep2589 = getelementptr double, double* %scevgep25872588, i64 -5
  %.706.us.1531 = load double, double* %scevgep2589, align 8
  %770 = shl i64 %lsr.iv2520, 3
  %scevgep2655 = getelementptr i8, i8* %scevgep2646, i64 %770
  %scevgep26552656 = bitcast i8* %scevgep2655 to double*
  %scevgep2657 = getelementptr double, double* %scevgep26552656, i64 1
  %.762.us.1534 = load double, double* %scevgep2657, align 8
  %771 = shl i64 %lsr.iv2520, 3
  %scevgep2631 = getelementptr i8, i8* %scevgep2622, i64 %771
  %scevgep26312632 = bitcast i8* %scevgep2631 to double*
  %scevgep2633 = getelementptr double, double* %scevgep26312632, i64 -6
  %.818.us.1537 = load double, double* %scevgep2633, align 8
  %.821.us.1538 = fadd double %.762.us.1534, %.818.us.1537
  %772 = shl i64 %lsr.iv2520, 3
  %scevgep2572 = getelementptr i8, i8* %scevgep2550, i64 %772
  %scevgep25722573 = bitcast i8* %scevgep2572 to double*
  %scevgep2574 = getelementptr double, double* %scevgep25722573, i64 -6
  %.875.us.1541 = load double, double* %scevgep2574, align 8
  %.878.us.1542 = fadd double %.821.us.1538, %.875.us.1541
  %773 = shl i64 %lsr.iv2520, 3
  %scevgep2599 = getelementptr i8, i8* %scevgep2550, i64 %773
  %scevgep25992600 = bitcast i8* %scevgep2599 to double*
  %scevgep2601 = getelementptr double, double* %scevgep25992600, i64 -4
  %.932.us.1545 = load double, double* %scevgep2601, align 8
  %.935.us.1546 = fadd double %.878.us.1542, %.932.us.1545
  %.991.us.1547 = fmul double %.706.us.1531, 4.000000e+00
  %.992.us.1548 = fsub double %.935.us.1546, %.991.us.1547
  %.1048.us.1549 = tail call double @llvm.sin.f64(double %.706.us.1531)
  %.1049.us.1550 = fadd double %.1048.us.1549, %.992.us.1548
  %.1051.us.1551 = fmul double %.1049.us.1550, %arg.h
  %.1052.us.1552 = fadd double %.706.us.1531, %.1051.us.1551
  %774 = shl i64 %lsr.iv2520, 3
  %scevgep2533 = getelementptr i8, i8* %scevgep2524, i64 %774
  %scevgep25332534 = bitcast i8* %scevgep2533 to double*
  %scevgep2535 = getelementptr double, double* %scevgep25332534, i64 -6
  store double %.1052.us.1552, double* %scevgep2535, align 8
  %775 = shl i64 %lsr.iv2520, 3
  %scevgep2596 = getelementptr i8, i8* %scevgep2550, i64 %775
  %scevgep25962597 = bitcast i8* %scevgep2596 to double*
  %scevgep2598 = getelementptr double, double* %scevgep25962597, i64 -4
  %.706.us.2559 = load double, double* %scevgep2598, align 8
  %776 = shl i64 %lsr.iv2520, 3
  %scevgep2658 = getelementptr i8, i8* %scevgep2646, i64 %776
  %scevgep26582659 = bitcast i8* %scevgep2658 to double*
  %scevgep2660 = getelementptr double, double* %scevgep26582659, i64 2
  %.762.us.2562 = load double, double* %scevgep2660, align 8
  %777 = shl i64 %lsr.iv2520, 3
  %scevgep2634 = getelementptr i8, i8* %scevgep2622, i64 %777
  %scevgep26342635 = bitcast i8* %scevgep2634 to double*
  %scevgep2636 = getelementptr double, double* %scevgep26342635, i64 -5
  %.818.us.2565 = load double, double* %scevgep2636, align 8
  %.821.us.2566 = fadd double %.762.us.2562, %.818.us.2565
  %778 = shl i64 %lsr.iv2520, 3
  %scevgep2584 = getelementptr i8, i8* %scevgep2550, i64 %778
  %scevgep25842585 = bitcast i8* %scevgep2584 to double*
  %scevgep2586 = getelementptr double, double* %scevgep25842585, i64 -5
  %.875.us.2569 = load double, double* %scevgep2586, align 8
  %.878.us.2570 = fadd double %.821.us.2566, %.875.us.2569
  %779 = shl i64 %lsr.iv2520, 3
  %scevgep2608 = getelementptr i8, i8* %scevgep2550, i64 %779
  %scevgep26082609 = bitcast i8* %scevgep2608 to double*
  %scevgep2610 = getelementptr double, double* %scevgep26082609, i64 -3
  %.932.us.2573 = load double, double* %scevgep2610, align 8
  %.935.us.2574 = fadd double %.878.us.2570, %.932.us.2573
  %.991.us.2575 = fmul double %.706.us.2559, 4.000000e+00
  %.992.us.2576 = fsub double %.935.us.2574, %.991.us.2575
  %.1048.us.2577 = tail call double @llvm.sin.f64(double %.706.us.2559)
  %.1049.us.2578 = fadd double %.1048.us.2577, %.992.us.2576
  %.1051.us.2579 = fmul double %.1049.us.2578, %arg.h
  %.1052.us.2580 = fadd double %.706.us.2559, %.1051.us.2579
  %780 = shl i64 %lsr.iv2520, 3
  %scevgep2536 = getelementptr i8, i8* %scevgep2524, i64 %780
  %scevgep25362537 = bitcast i8* %scevgep2536 to double*
  %scevgep2538 = getelementptr double, double* %scevgep25362537, i64 -5
  store double %.1052.us.2580, double* %scevgep2538, align 8
  %781 = shl i64 %lsr.iv2520, 3
  %scevgep2605 = getelementptr i8, i8* %scevgep2550, i64 %781
  %scevgep26052606 = bitcast i8* %scevgep2605 to double*
  %scevgep2607 = getelementptr double, double* %scevgep26052606, i64 -3
  %.706.us.3 = load double, double* %scevgep2607, align 8
  %782 = shl i64 %lsr.iv2520, 3
  %scevgep2661 = getelementptr i8, i8* %scevgep2646, i64 %782
  %scevgep26612662 = bitcast i8* %scevgep2661 to double*
  %scevgep2663 = getelementptr double, double* %scevgep26612662, i64 3
  %.762.us.3 = load double, double* %scevgep2663, align 8
  %783 = shl i64 %lsr.iv2520, 3
  %scevgep2637 = getelementptr i8, i8* %scevgep2622, i64 %783
  %scevgep26372638 = bitcast i8* %scevgep2637 to double*
  %scevgep2639 = getelementptr double, double* %scevgep26372638, i64 -4
  %.818.us.3 = load double, double* %scevgep2639, align 8
  %.821.us.3 = fadd double %.762.us.3, %.818.us.3
  %784 = shl i64 %lsr.iv2520, 3
  %scevgep2593 = getelementptr i8, i8* %scevgep2550, i64 %784
  %scevgep25932594 = bitcast i8* %scevgep2593 to double*
  %scevgep2595 = getelementptr double, double* %scevgep25932594, i64 -4
  %.875.us.3 = load double, double* %scevgep2595, align 8
  %.878.us.3 = fadd double %.821.us.3, %.875.us.3
  %785 = shl i64 %lsr.iv2520, 3
  %scevgep2569 = getelementptr i8, i8* %scevgep2550, i64 %785
  %scevgep25692570 = bitcast i8* %scevgep2569 to double*
  %scevgep2571 = getelementptr double, double* %scevgep25692570, i64 -2
  %.932.us.3 = load double, double* %scevgep2571, align 8
  %.935.us.3 = fadd double %.878.us.3, %.932.us.3
  %.991.us.3 = fmul double %.706.us.3, 4.000000e+00
  %.992.us.3 = fsub double %.935.us.3, %.991.us.3
  %.1048.us.3 = tail call double @llvm.sin.f64(double %.706.us.3)
  %.1049.us.3 = fadd double %.1048.us.3, %.992.us.3
  %.1051.us.3 = fmul double %.1049.us.3, %arg.h
  %.1052.us.3 = fadd double %.706.us.3, %.1051.us.3
  %786 = shl i64 %lsr.iv2520, 3
  %scevgep2539 = getelementptr i8, i8* %scevgep2524, i64 %786
  %scevgep25392540 = bitcast i8* %scevgep2539 to double*
  %scevgep2541 = getelementptr double, double* %scevgep25392540, i64 -4
  store double %.1052.us.3, double* %scevgep2541, align 8
  %787 = shl i64 %lsr.iv2520, 3
  %scevgep2566 = getelementptr i8, i8* %scevgep2550, i64 %787
  %scevgep25662567 = bitcast i8* %scevgep2566 to double*
  %scevgep2568 = getelementptr double, double* %scevgep25662567, i64 -2
  %.706.us.4 = load double, double* %scevgep2568, align 8
  %788 = shl i64 %lsr.iv2520, 3
  %scevgep2650 = getelementptr i8, i8* %scevgep2646, i64 %788
  %scevgep26502651 = bitcast i8* %scevgep2650 to double*
  %scevgep2652 = getelementptr double, double* %scevgep26502651, i64 4
  %.762.us.4 = load double, double* %scevgep2652, align 8
  %789 = shl i64 %lsr.iv2520, 3
  %scevgep2625 = getelementptr i8, i8* %scevgep2622, i64 %789
  %scevgep26252626 = bitcast i8* %scevgep2625 to double*
  %scevgep2627 = getelementptr double, double* %scevgep26252626, i64 -3
  %.818.us.4 = load double, double* %scevgep2627, align 8
  %.821.us.4 = fadd double %.762.us.4, %.818.us.4
  %790 = shl i64 %lsr.iv2520, 3
  %scevgep2602 = getelementptr i8, i8* %scevgep2550, i64 %790
  %scevgep26022603 = bitcast i8* %scevgep2602 to double*
  %scevgep2604 = getelementptr double, double* %scevgep26022603, i64 -3
  %.875.us.4 = load double, double* %scevgep2604, align 8
  %.878.us.4 = fadd double %.821.us.4, %.875.us.4
  %791 = shl i64 %lsr.iv2520, 3
  %scevgep2617 = getelementptr i8, i8* %scevgep2550, i64 %791
  %scevgep26172618 = bitcast i8* %scevgep2617 to double*
  %scevgep2619 = getelementptr double, double* %scevgep26172618, i64 -1
  %.932.us.4 = load double, double* %scevgep2619, align 8
  %.935.us.4 = fadd double %.878.us.4, %.932.us.4
  %.991.us.4 = fmul double %.706.us.4, 4.000000e+00
  %.992.us.4 = fsub double %.935.us.4, %.991.us.4
  %.1048.us.4 = tail call double @llvm.sin.f64(double %.706.us.4)
  %.1049.us.4 = fadd double %.1048.us.4, %.992.us.4
  %.1051.us.4 = fmul double %.1049.us.4, %arg.h
  %.1052.us.4 = fadd double %.706.us.4, %.1051.us.4
  %792 = shl i64 %lsr.iv2520, 3
  %scevgep2527 = getelementptr i8, i8* %scevgep2524, i64 %792
  %scevgep25272528 = bitcast i8* %scevgep2527 to double*
  %scevgep2529 = getelementptr double, double* %scevgep25272528, i64 -3
  store double %.1052.us.4, double* %scevgep2529, align 8
  %793 = shl i64 %lsr.iv2520, 3
  %scevgep2614 = getelementptr i8, i8* %scevgep2550, i64 %793
  %scevgep26142615 = bitcast i8* %scevgep2614 to double*
  %scevgep2616 = getelementptr double, double* %scevgep26142615, i64 -1
  %.706.us.5 = load double, double* %scevgep2616, align 8
  %794 = shl i64 %lsr.iv2520, 3
  %scevgep2664 = getelementptr i8, i8* %scevgep2646, i64 %794
  %scevgep26642665 = bitcast i8* %scevgep2664 to double*
  %scevgep2666 = getelementptr double, double* %scevgep26642665, i64 5
  %.762.us.5 = load double, double* %scevgep2666, align 8
  %795 = shl i64 %lsr.iv2520, 3
  %scevgep2640 = getelementptr i8, i8* %scevgep2622, i64 %795
  %scevgep26402641 = bitcast i8* %scevgep2640 to double*
  %scevgep2642 = getelementptr double, double* %scevgep26402641, i64 -2
  %.818.us.5 = load double, double* %scevgep2642, align 8
  %.821.us.5 = fadd double %.762.us.5, %.818.us.5
  %796 = shl i64 %lsr.iv2520, 3
  %scevgep2563 = getelementptr i8, i8* %scevgep2550, i64 %796
  %scevgep25632564 = bitcast i8* %scevgep2563 to double*
  %scevgep2565 = getelementptr double, double* %scevgep25632564, i64 -2
  %.875.us.5 = load double, double* %scevgep2565, align 8
  %.878.us.5 = fadd double %.821.us.5, %.875.us.5
  %797 = shl i64 %lsr.iv2520, 3
  %scevgep2555 = getelementptr i8, i8* %scevgep2550, i64 %797
  %scevgep25552556 = bitcast i8* %scevgep2555 to double*
  %.932.us.5 = load double, double* %scevgep25552556, align 8
  %.935.us.5 = fadd double %.878.us.5, %.932.us.5
  %.991.us.5 = fmul double %.706.us.5, 4.000000e+00
  %.992.us.5 = fsub double %.935.us.5, %.991.us.5
  %.1048.us.5 = tail call double @llvm.sin.f64(double %.706.us.5)
  %.1049.us.5 = fadd double %.1048.us.5, %.992.us.5
  %.1051.us.5 = fmul double %.1049.us.5, %arg.h
  %.1052.us.5 = fadd double %.706.us.5, %.1051.us.5
  %798 = shl i64 %lsr.iv2520, 3
  %scevgep2542 = getelementptr i8, i8* %scevgep2524, i64 %798
  %scevgep25422543 = bitcast i8* %scevgep2542 to double*
  %scevgep2544 = getelementptr double, double* %scevgep25422543, i64 -2
  store double %.1052.us.5, double* %scevgep2544, align 8
  %799 = shl i64 %lsr.iv2520, 3
  %scevgep2553 = getelementptr i8, i8* %scevgep2550, i64 %799
  %scevgep25532554 = bitcast i8* %scevgep2553 to double*
  %.706.us.6 = load double, double* %scevgep25532554, align 8
  %scevgep2667 = getelementptr i8, i8* %scevgep2646, i64 %799
  %scevgep26672668 = bitcast i8* %scevgep2667 to double*
  %scevgep2669 = getelementptr double, double* %scevgep26672668, i64 6
  %.762.us.6 = load double, double* %scevgep2669, align 8
  %800 = shl i64 %lsr.iv2520, 3
  %scevgep2643 = getelementptr i8, i8* %scevgep2622, i64 %800
  %scevgep26432644 = bitcast i8* %scevgep2643 to double*
  %scevgep2645 = getelementptr double, double* %scevgep26432644, i64 -1
  %.818.us.6 = load double, double* %scevgep2645, align 8
  %.821.us.6 = fadd double %.762.us.6, %.818.us.6
  %801 = shl i64 %lsr.iv2520, 3
  %scevgep2611 = getelementptr i8, i8* %scevgep2550, i64 %801
  %scevgep26112612 = bitcast i8* %scevgep2611 to double*
  %scevgep2613 = getelementptr double, double* %scevgep26112612, i64 -1
  %.875.us.6 = load double, double* %scevgep2613, align 8
  %.878.us.6 = fadd double %.821.us.6, %.875.us.6
  %802 = shl i64 %lsr.iv2520, 3
  %scevgep2560 = getelementptr i8, i8* %scevgep2550, i64 %802
  %scevgep25602561 = bitcast i8* %scevgep2560 to double*
  %scevgep2562 = getelementptr double, double* %scevgep25602561, i64 1
  %.932.us.6 = load double, double* %scevgep2562, align 8
  %.935.us.6 = fadd double %.878.us.6, %.932.us.6
  %.991.us.6 = fmul double %.706.us.6, 4.000000e+00
  %.992.us.6 = fsub double %.935.us.6, %.991.us.6
  %.1048.us.6 = tail call double @llvm.sin.f64(double %.706.us.6)
  %.1049.us.6 = fadd double %.1048.us.6, %.992.us.6
  %.1051.us.6 = fmul double %.1049.us.6, %arg.h
  %.1052.us.6 = fadd double %.706.us.6, %.1051.us.6
  %803 = shl i64 %lsr.iv2520, 3
  %scevgep2545 = getelementptr i8, i8* %scevgep2524, i64 %803
  %scevgep25452546 = bitcast i8* %scevgep2545 to double*
  %scevgep2547 = getelementptr double, double* %scevgep25452546, i64 -1
  store double %.1052.us.6, double* %scevgep2547, align 8
  %804 = shl i64 %lsr.iv2520, 3
  %scevgep2557 = getelementptr i8, i8* %scevgep2550, i64 %804
  %scevgep25572558 = bitcast i8* %scevgep2557 to double*
  %scevgep2559 = getelementptr double, double* %scevgep25572558, i64 1
  %.706.us.7 = load double, double* %scevgep2559, align 8
  %805 = shl i64 %lsr.iv2520, 3
  %scevgep2647 = getelementptr i8, i8* %scevgep2646, i64 %805
  %scevgep26472648 = bitcast i8* %scevgep2647 to double*
  %scevgep2649 = getelementptr double, double* %scevgep26472648, i64 7
  %.762.us.7 = load double, double* %scevgep2649, align 8
  %806 = shl i64 %lsr.iv2520, 3
  %scevgep2623 = getelementptr i8, i8* %scevgep2622, i64 %806
  %scevgep26232624 = bitcast i8* %scevgep2623 to double*
  %.818.us.7 = load double, double* %scevgep26232624, align 8
  %.821.us.7 = fadd double %.762.us.7, %.818.us.7
  %807 = shl i64 %lsr.iv2520, 3
  %scevgep2551 = getelementptr i8, i8* %scevgep2550, i64 %807
  %scevgep25512552 = bitcast i8* %scevgep2551 to double*
  %.875.us.7 = load double, double* %scevgep25512552, align 8
  %.878.us.7 = fadd double %.821.us.7, %.875.us.7
  %808 = shl i64 %lsr.iv2520, 3
  %scevgep2578 = getelementptr i8, i8* %scevgep2550, i64 %808
  %scevgep25782579 = bitcast i8* %scevgep2578 to double*
  %scevgep2580 = getelementptr double, double* %scevgep25782579, i64 2
  %.932.us.7 = load double, double* %scevgep2580, align 8
  %.935.us.7 = fadd double %.878.us.7, %.932.us.7
  %.991.us.7 = fmul double %.706.us.7, 4.000000e+00
  %.992.us.7 = fsub double %.935.us.7, %.991.us.7
  %.1048.us.7 = tail call double @llvm.sin.f64(double %.706.us.7)
  %.1049.us.7 = fadd double %.1048.us.7, %.992.us.7
  %.1051.us.7 = fmul double %.1049.us.7, %arg.h
  %.1052.us.7 = fadd double %.706.us.7, %.1051.us.7
  %809 = shl i64 %lsr.iv2520, 3
  %scevgep2525 = getelementptr i8, i8* %scevgep2524, i64 %809
  %scevgep25252526 = bitcast i8* %scevgep2525 to double*
  store double %.1052.us.7, double* %scevgep25252526, align 8
  %lsr.iv.next2521 = add i64 %lsr.iv2520, 8
  %exitcond197.not.7 = icmp eq i64 %755, %lsr.iv.next2521
  br i1 %exitcond197.not.7, label %B218.B176.loopexit_crit_edge.us, label %B220.us, !llvm.loop !59

B218.B176.loopexit_crit_edge.us:                  ; preds = %B220.us, %B220.us.prol.loopexit, %middle.block
  %810 = bitcast i8* %lsr.iv2466 to i1*
  %811 = bitcast i8* %lsr.iv2416 to i1*
  %812 = bitcast i8* %lsr.iv2390 to i1*
  %813 = bitcast i8* %lsr.iv2271 to i1*
  %indvar.next = add i64 %indvar, 1
  %scevgep2273 = getelementptr i1, i1* %813, i64 %563
  %814 = bitcast i1* %scevgep2273 to i8*
  %scevgep2392 = getelementptr i1, i1* %812, i64 %563
  %815 = bitcast i1* %scevgep2392 to i8*
  %scevgep2418 = getelementptr i1, i1* %811, i64 %563
  %816 = bitcast i1* %scevgep2418 to i8*
  %scevgep2468 = getelementptr i1, i1* %810, i64 %563
  %817 = bitcast i1* %scevgep2468 to i8*
  %lsr.iv.next2497 = add i64 %lsr.iv2496, %arg.u0.5.1
  %lsr.iv.next2505 = add i64 %lsr.iv2504, %arg.u0.5.1
  %lsr.iv.next2510 = add i64 %lsr.iv2509, %arg.u0.5.1
  %lsr.iv.next2523 = add i64 %lsr.iv2522, %arg.u0.5.1
  %lsr.iv.next2549 = add i64 %lsr.iv2548, %arg.u0.5.1
  %lsr.iv.next2621 = add i64 %lsr.iv2620, %arg.u0.5.1
  %exitcond198.not = icmp eq i64 %.507.us, %543
  br i1 %exitcond198.not, label %B460, label %B178.endif.us

B90.i32:                                          ; preds = %B150.i.1
  %.71.not.i29 = icmp eq i64 %dest_shape90.sroa.0.0, %arg.u0.5.0
  %.76.not.i30 = icmp eq i64 %arg.u0.5.0, 1
  %or.cond.i31 = or i1 %.76.not.i30, %.71.not.i29
  br i1 %or.cond.i31, label %B150.i40, label %B466.endif.endif.endif.if

B150.i40:                                         ; preds = %B150.i.1, %B90.i32
  %dest_shape90.sroa.0.1 = phi i64 [ %dest_shape90.sroa.0.0, %B90.i32 ], [ %arg.u0.5.0, %B150.i.1 ]
  %.1286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape90.sroa.0.1, i64 %arg.u0.5.1)
  %.1287 = extractvalue { i64, i1 } %.1286, 0
  %.1288 = extractvalue { i64, i1 } %.1286, 1
  %.1291 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1287, i64 8)
  %.1293 = extractvalue { i64, i1 } %.1291, 1
  %.1294 = or i1 %.1288, %.1293
  br i1 %.1294, label %B466.endif.endif.endif.endif.if, label %B466.endif.endif.endif.endif.endif, !prof !0

B466.endif.endif.endif.if:                        ; preds = %B90.i32
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936735934528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B466.endif.endif.endif.endif.if:                  ; preds = %B150.i40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936735112640, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !38
  br label %common.ret

B466.endif.endif.endif.endif.endif:               ; preds = %B150.i40
  %.1292 = extractvalue { i64, i1 } %.1291, 0
  %.7.i.i15 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1292, i32 32), !noalias !60
  %.8.i.i16 = icmp eq i8* %.7.i.i15, null
  br i1 %.8.i.i16, label %B466.endif.endif.endif.endif.endif.if, label %B466.endif.endif.endif.endif.endif.endif, !prof !0

B466.endif.endif.endif.endif.endif.if:            ; preds = %B466.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B466.endif.endif.endif.endif.endif.endif:         ; preds = %B466.endif.endif.endif.endif.endif
  %.5.i13 = getelementptr i8, i8* %.7.i.i15, i64 24
  %818 = bitcast i8* %.5.i13 to double**
  %.6.i1491 = load double*, double** %818, align 8
  %.137882 = icmp sgt i64 %dest_shape90.sroa.0.1, 0
  br i1 %.137882, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B466.endif.endif.endif.endif.endif.endif
  %.138173 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.138173, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %819 = shl i64 %arg.u0.5.1, 3
  %820 = shl i64 %arg.u0.5.1, 3
  %821 = shl i64 %arg.u0.5.1, 3
  %scevgep393 = getelementptr i8, i8* %.6.i12.2, i64 %820
  %822 = shl i64 %arg.u0.5.1, 3
  %scevgep396 = getelementptr i8, i8* %.6.i12.2, i64 %820
  %823 = add i64 %arg.u0.5.1, -1
  %824 = add i64 %arg.u0.5.1, -32
  %825 = lshr i64 %824, 5
  %826 = add nuw nsw i64 %825, 1
  %xtraiter482 = and i64 %arg.u0.5.1, 7
  %n.vec411 = and i64 %arg.u0.5.1, -32
  %xtraiter484 = and i64 %826, 7
  %unroll_iter487 = and i64 %826, 1152921504606846968
  %ind.escape424 = add i64 %n.vec411, -1
  %n.vec333 = and i64 %arg.u0.5.1, -32
  %ind.escape = add i64 %n.vec333, -1
  %827 = shl i64 %arg.u0.5.1, 3
  %scevgep765 = getelementptr i8, i8* %.6.i12.2, i64 1984
  %828 = shl i64 %arg.u0.5.1, 3
  %scevgep862 = getelementptr i8, i8* %.6.i12.2, i64 1984
  %829 = shl i64 %arg.u0.5.1, 3
  %scevgep1056 = getelementptr double, double* %.6.i1491, i64 24
  %scevgep1075 = getelementptr i8, i8* %.6.i12.2, i64 192
  %scevgep1088 = getelementptr i8, i8* %.6.i12.2, i64 192
  %830 = shl nuw nsw i64 %xtraiter484, 8
  %831 = sub i64 0, %arg.u0.5.1
  %scevgep1111 = getelementptr i8, i8* %.6.i12.2, i64 56
  %832 = shl i64 %arg.u0.5.1, 3
  %scevgep1136 = getelementptr i8, i8* %.6.i12.2, i64 56
  %833 = shl i64 %arg.u0.5.1, 3
  %scevgep1193 = getelementptr i8, i8* %.6.i12.2, i64 1984
  %scevgep1404 = getelementptr i8, i8* %.6.i12.2, i64 192
  %834 = shl nuw nsw i64 %xtraiter484, 8
  %835 = sub i64 0, %arg.u0.5.1
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv1421 = phi i8* [ %.6.i12.2, %for.cond.1.preheader.us.preheader ], [ %854, %for.end.1.loopexit.us ]
  %lsr.iv1405 = phi i8* [ %scevgep1404, %for.cond.1.preheader.us.preheader ], [ %853, %for.end.1.loopexit.us ]
  %lsr.iv1194 = phi i8* [ %scevgep1193, %for.cond.1.preheader.us.preheader ], [ %852, %for.end.1.loopexit.us ]
  %lsr.iv1057 = phi double* [ %scevgep1056, %for.cond.1.preheader.us.preheader ], [ %851, %for.end.1.loopexit.us ]
  %lsr.iv746 = phi double* [ %.6.i1491, %for.cond.1.preheader.us.preheader ], [ %850, %for.end.1.loopexit.us ]
  %loop.index87.us = phi i64 [ %.1450.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1374.086.us = phi i64 [ %.1374.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1371.085.us = phi i64 [ %.1371.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1368.084.us = phi i64 [ %.1368.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1365.083.us = phi i64 [ %spec.select117.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %836 = icmp ugt i64 %arg.u0.5.0, 1
  %837 = mul i64 %loop.index87.us, %arg.u0.5.1
  %scevgep388 = getelementptr double, double* %.6.i1491, i64 %837
  %838 = add i64 %837, %arg.u0.5.1
  %scevgep390 = getelementptr double, double* %.6.i1491, i64 %838
  %839 = mul i64 %loop.index87.us, %arg.u0.5.1
  %scevgep318 = getelementptr double, double* %.6.i1491, i64 %839
  %840 = add i64 %839, %arg.u0.5.1
  %scevgep320 = getelementptr double, double* %.6.i1491, i64 %840
  %841 = mul i64 %819, %loop.index87.us
  %scevgep322 = getelementptr i8, i8* %.6.i12.2, i64 %841
  %842 = add i64 %820, %841
  %scevgep323 = getelementptr i8, i8* %.6.i12.2, i64 %842
  br i1 %836, label %for.body.1.preheader.split.us.us, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us

for.body.1.us141:                                 ; preds = %for.body.1.us141.preheader, %for.body.1.us141
  %loop.index.178.us142 = phi i64 [ %.1448.us154.7, %for.body.1.us141 ], [ %loop.index.178.us142.unr, %for.body.1.us141.preheader ]
  %sunkaddr2679 = mul i64 %.1397.us144, 8
  %sunkaddr2680 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2679
  %843 = bitcast i8* %sunkaddr2680 to double*
  %.1399.us146 = load double, double* %843, align 8
  %sunkaddr2681 = mul i64 %.1414.us148, 8
  %sunkaddr2682 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2681
  %844 = bitcast i8* %sunkaddr2682 to double*
  %.1416.us150 = load double, double* %844, align 8
  %.6.i1.us151 = fmul double %.1399.us146, %.1416.us150
  %scevgep752 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  store double %.6.i1.us151, double* %scevgep752, align 8
  %.1399.us146.1 = load double, double* %843, align 8
  %.1416.us150.1 = load double, double* %844, align 8
  %.6.i1.us151.1 = fmul double %.1399.us146.1, %.1416.us150.1
  %scevgep755 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep756 = getelementptr double, double* %scevgep755, i64 1
  store double %.6.i1.us151.1, double* %scevgep756, align 8
  %.1399.us146.2 = load double, double* %843, align 8
  %.1416.us150.2 = load double, double* %844, align 8
  %.6.i1.us151.2 = fmul double %.1399.us146.2, %.1416.us150.2
  %scevgep757 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep758 = getelementptr double, double* %scevgep757, i64 2
  store double %.6.i1.us151.2, double* %scevgep758, align 8
  %.1399.us146.3 = load double, double* %843, align 8
  %.1416.us150.3 = load double, double* %844, align 8
  %.6.i1.us151.3 = fmul double %.1399.us146.3, %.1416.us150.3
  %scevgep759 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep760 = getelementptr double, double* %scevgep759, i64 3
  store double %.6.i1.us151.3, double* %scevgep760, align 8
  %.1399.us146.4 = load double, double* %843, align 8
  %.1416.us150.4 = load double, double* %844, align 8
  %.6.i1.us151.4 = fmul double %.1399.us146.4, %.1416.us150.4
  %scevgep750 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep751 = getelementptr double, double* %scevgep750, i64 4
  store double %.6.i1.us151.4, double* %scevgep751, align 8
  %.1399.us146.5 = load double, double* %843, align 8
  %.1416.us150.5 = load double, double* %844, align 8
  %.6.i1.us151.5 = fmul double %.1399.us146.5, %.1416.us150.5
  %scevgep763 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep764 = getelementptr double, double* %scevgep763, i64 5
  store double %.6.i1.us151.5, double* %scevgep764, align 8
  %.1399.us146.6 = load double, double* %843, align 8
  %.1416.us150.6 = load double, double* %844, align 8
  %.6.i1.us151.6 = fmul double %.1399.us146.6, %.1416.us150.6
  %scevgep761 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep762 = getelementptr double, double* %scevgep761, i64 6
  store double %.6.i1.us151.6, double* %scevgep762, align 8
  %.1399.us146.7 = load double, double* %843, align 8
  %.1416.us150.7 = load double, double* %844, align 8
  %.6.i1.us151.7 = fmul double %.1399.us146.7, %.1416.us150.7
  %scevgep753 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142
  %scevgep754 = getelementptr double, double* %scevgep753, i64 7
  store double %.6.i1.us151.7, double* %scevgep754, align 8
  %.1448.us154.7 = add nuw nsw i64 %loop.index.178.us142, 8
  %exitcond.not.7 = icmp eq i64 %arg.u0.5.1, %.1448.us154.7
  br i1 %exitcond.not.7, label %for.end.1.loopexit.us, label %for.body.1.us141, !llvm.loop !67

for.end.1.loopexit.us:                            ; preds = %for.body.1.us141.prol.loopexit, %for.body.1.us122.us.prol.loopexit, %middle.block405, %for.body.1.us141, %for.body.1.us122.us, %for.body.1.us.us160, %for.body.1.us.us.us, %for.body.1.us.us160.prol.loopexit, %for.body.1.us.us.us.prol.loopexit, %middle.block327
  %spec.select117.lcssa.us = phi i64 [ %loop.index87.us, %middle.block327 ], [ %loop.index87.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index87.us, %for.body.1.us.us160.prol.loopexit ], [ %loop.index87.us, %for.body.1.us.us.us ], [ %loop.index87.us, %for.body.1.us.us160 ], [ %.1365.083.us, %for.body.1.us122.us ], [ %.1365.083.us, %for.body.1.us141 ], [ %.1365.083.us, %middle.block405 ], [ %.1365.083.us, %for.body.1.us122.us.prol.loopexit ], [ %.1365.083.us, %for.body.1.us141.prol.loopexit ]
  %.1368.2.lcssa.us = phi i64 [ %ind.escape, %middle.block327 ], [ %loop.index.178.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1368.084.us, %for.body.1.us.us160.prol.loopexit ], [ %lsr.iv.next1429, %for.body.1.us.us.us ], [ %.1368.084.us, %for.body.1.us.us160 ], [ %lsr.iv.next1110, %for.body.1.us122.us ], [ %.1368.084.us, %for.body.1.us141 ], [ %ind.escape424, %middle.block405 ], [ %loop.index.178.us123.us.lcssa.unr, %for.body.1.us122.us.prol.loopexit ], [ %.1368.084.us, %for.body.1.us141.prol.loopexit ]
  %.1371.2.lcssa.us = phi i64 [ %loop.index87.us, %middle.block327 ], [ %loop.index87.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index87.us, %for.body.1.us.us160.prol.loopexit ], [ %loop.index87.us, %for.body.1.us.us.us ], [ %loop.index87.us, %for.body.1.us.us160 ], [ %.1371.085.us, %for.body.1.us122.us ], [ %.1371.085.us, %for.body.1.us141 ], [ %.1371.085.us, %middle.block405 ], [ %.1371.085.us, %for.body.1.us122.us.prol.loopexit ], [ %.1371.085.us, %for.body.1.us141.prol.loopexit ]
  %.1374.2.lcssa.us = phi i64 [ %ind.escape, %middle.block327 ], [ %loop.index.178.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1374.086.us, %for.body.1.us.us160.prol.loopexit ], [ %lsr.iv.next1429, %for.body.1.us.us.us ], [ %.1374.086.us, %for.body.1.us.us160 ], [ %lsr.iv.next1110, %for.body.1.us122.us ], [ %.1374.086.us, %for.body.1.us141 ], [ %ind.escape424, %middle.block405 ], [ %loop.index.178.us123.us.lcssa.unr, %for.body.1.us122.us.prol.loopexit ], [ %.1374.086.us, %for.body.1.us141.prol.loopexit ]
  %845 = bitcast double* %lsr.iv746 to i1*
  %846 = bitcast double* %lsr.iv1057 to i1*
  %847 = bitcast i8* %lsr.iv1194 to i1*
  %848 = bitcast i8* %lsr.iv1405 to i1*
  %849 = bitcast i8* %lsr.iv1421 to i1*
  %.1450.us = add nuw nsw i64 %loop.index87.us, 1
  %scevgep748 = getelementptr i1, i1* %845, i64 %827
  %850 = bitcast i1* %scevgep748 to double*
  %scevgep1059 = getelementptr i1, i1* %846, i64 %827
  %851 = bitcast i1* %scevgep1059 to double*
  %scevgep1196 = getelementptr i1, i1* %847, i64 %827
  %852 = bitcast i1* %scevgep1196 to i8*
  %scevgep1407 = getelementptr i1, i1* %848, i64 %827
  %853 = bitcast i1* %scevgep1407 to i8*
  %scevgep1423 = getelementptr i1, i1* %849, i64 %827
  %854 = bitcast i1* %scevgep1423 to i8*
  %exitcond196.not = icmp eq i64 %.1450.us, %dest_shape90.sroa.0.1
  br i1 %exitcond196.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.us.us160:                              ; preds = %for.body.1.us.us160.preheader, %for.body.1.us.us160
  %loop.index.178.us.us161 = phi i64 [ %.1448.us.us171.7, %for.body.1.us.us160 ], [ %loop.index.178.us.us161.unr, %for.body.1.us.us160.preheader ]
  %sunkaddr2683 = mul i64 %.1397.us.us162, 8
  %sunkaddr2684 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2683
  %855 = bitcast i8* %sunkaddr2684 to double*
  %.1399.us.us164 = load double, double* %855, align 8
  %sunkaddr2685 = mul i64 %.1414.us.us165, 8
  %sunkaddr2686 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2685
  %856 = bitcast i8* %sunkaddr2686 to double*
  %.1416.us.us167 = load double, double* %856, align 8
  %.6.i1.us.us168 = fmul double %.1399.us.us164, %.1416.us.us167
  %scevgep1180 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  store double %.6.i1.us.us168, double* %scevgep1180, align 8
  %.1399.us.us164.1 = load double, double* %855, align 8
  %.1416.us.us167.1 = load double, double* %856, align 8
  %.6.i1.us.us168.1 = fmul double %.1399.us.us164.1, %.1416.us.us167.1
  %scevgep1183 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1184 = getelementptr double, double* %scevgep1183, i64 1
  store double %.6.i1.us.us168.1, double* %scevgep1184, align 8
  %.1399.us.us164.2 = load double, double* %855, align 8
  %.1416.us.us167.2 = load double, double* %856, align 8
  %.6.i1.us.us168.2 = fmul double %.1399.us.us164.2, %.1416.us.us167.2
  %scevgep1185 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1186 = getelementptr double, double* %scevgep1185, i64 2
  store double %.6.i1.us.us168.2, double* %scevgep1186, align 8
  %.1399.us.us164.3 = load double, double* %855, align 8
  %.1416.us.us167.3 = load double, double* %856, align 8
  %.6.i1.us.us168.3 = fmul double %.1399.us.us164.3, %.1416.us.us167.3
  %scevgep1187 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1188 = getelementptr double, double* %scevgep1187, i64 3
  store double %.6.i1.us.us168.3, double* %scevgep1188, align 8
  %.1399.us.us164.4 = load double, double* %855, align 8
  %.1416.us.us167.4 = load double, double* %856, align 8
  %.6.i1.us.us168.4 = fmul double %.1399.us.us164.4, %.1416.us.us167.4
  %scevgep1178 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1179 = getelementptr double, double* %scevgep1178, i64 4
  store double %.6.i1.us.us168.4, double* %scevgep1179, align 8
  %.1399.us.us164.5 = load double, double* %855, align 8
  %.1416.us.us167.5 = load double, double* %856, align 8
  %.6.i1.us.us168.5 = fmul double %.1399.us.us164.5, %.1416.us.us167.5
  %scevgep1191 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1192 = getelementptr double, double* %scevgep1191, i64 5
  store double %.6.i1.us.us168.5, double* %scevgep1192, align 8
  %.1399.us.us164.6 = load double, double* %855, align 8
  %.1416.us.us167.6 = load double, double* %856, align 8
  %.6.i1.us.us168.6 = fmul double %.1399.us.us164.6, %.1416.us.us167.6
  %scevgep1189 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1190 = getelementptr double, double* %scevgep1189, i64 6
  store double %.6.i1.us.us168.6, double* %scevgep1190, align 8
  %.1399.us.us164.7 = load double, double* %855, align 8
  %.1416.us.us167.7 = load double, double* %856, align 8
  %.6.i1.us.us168.7 = fmul double %.1399.us.us164.7, %.1416.us.us167.7
  %scevgep1181 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161
  %scevgep1182 = getelementptr double, double* %scevgep1181, i64 7
  store double %.6.i1.us.us168.7, double* %scevgep1182, align 8
  %.1448.us.us171.7 = add nuw nsw i64 %loop.index.178.us.us161, 8
  %exitcond194.not.7 = icmp eq i64 %arg.u0.5.1, %.1448.us.us171.7
  br i1 %exitcond194.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us160, !llvm.loop !68

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %857 = icmp ugt i64 %arg.u0.5.1, 1
  %.1394.us.us = mul i64 %loop.index87.us, %arg.u0.5.1
  br i1 %857, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %858 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %858, label %for.body.1.us.us.us.preheader477, label %vector.memcheck317

vector.memcheck317:                               ; preds = %for.body.1.us.us.us.preheader
  %859 = bitcast double* %scevgep320 to i8*
  %860 = bitcast double* %scevgep318 to i8*
  %bound0324 = icmp ugt i8* %scevgep323, %860
  %bound1325 = icmp ult i8* %scevgep322, %859
  %found.conflict326 = and i1 %bound0324, %bound1325
  br i1 %found.conflict326, label %for.body.1.us.us.us.preheader477, label %vector.ph331

vector.ph331:                                     ; preds = %vector.memcheck317
  %861 = icmp ult i64 %824, 224
  br i1 %861, label %middle.block327.unr-lcssa, label %vector.body329.preheader

vector.body329.preheader:                         ; preds = %vector.ph331
  br label %vector.body329

vector.body329:                                   ; preds = %vector.body329.preheader, %vector.body329
  %lsr.iv1387 = phi i64 [ %unroll_iter487, %vector.body329.preheader ], [ %lsr.iv.next1388, %vector.body329 ]
  %index336 = phi i64 [ %index.next341.7, %vector.body329 ], [ 0, %vector.body329.preheader ]
  %862 = shl i64 %index336, 3
  %scevgep1280 = getelementptr i8, i8* %lsr.iv1194, i64 %862
  %scevgep12801281 = bitcast i8* %scevgep1280 to <8 x double>*
  %scevgep1282 = getelementptr <8 x double>, <8 x double>* %scevgep12801281, i64 -31
  %wide.load337 = load <8 x double>, <8 x double>* %scevgep1282, align 8, !alias.scope !69
  %863 = shl i64 %index336, 3
  %scevgep1289 = getelementptr i8, i8* %lsr.iv1194, i64 %863
  %scevgep12891290 = bitcast i8* %scevgep1289 to <8 x double>*
  %scevgep1291 = getelementptr <8 x double>, <8 x double>* %scevgep12891290, i64 -30
  %wide.load338 = load <8 x double>, <8 x double>* %scevgep1291, align 8, !alias.scope !69
  %864 = shl i64 %index336, 3
  %scevgep1286 = getelementptr i8, i8* %lsr.iv1194, i64 %864
  %scevgep12861287 = bitcast i8* %scevgep1286 to <8 x double>*
  %scevgep1288 = getelementptr <8 x double>, <8 x double>* %scevgep12861287, i64 -29
  %wide.load339 = load <8 x double>, <8 x double>* %scevgep1288, align 8, !alias.scope !69
  %865 = shl i64 %index336, 3
  %scevgep1283 = getelementptr i8, i8* %lsr.iv1194, i64 %865
  %scevgep12831284 = bitcast i8* %scevgep1283 to <8 x double>*
  %scevgep1285 = getelementptr <8 x double>, <8 x double>* %scevgep12831284, i64 -28
  %wide.load340 = load <8 x double>, <8 x double>* %scevgep1285, align 8, !alias.scope !69
  %866 = fmul <8 x double> %wide.load337, %wide.load337
  %867 = fmul <8 x double> %wide.load338, %wide.load338
  %868 = fmul <8 x double> %wide.load339, %wide.load339
  %869 = fmul <8 x double> %wide.load340, %wide.load340
  %scevgep1376 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13761377 = bitcast double* %scevgep1376 to <8 x double>*
  store <8 x double> %866, <8 x double>* %scevgep13761377, align 8, !alias.scope !72, !noalias !69
  %scevgep1384 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13841385 = bitcast double* %scevgep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %scevgep13841385, i64 1
  store <8 x double> %867, <8 x double>* %scevgep1386, align 8, !alias.scope !72, !noalias !69
  %scevgep1381 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13811382 = bitcast double* %scevgep1381 to <8 x double>*
  %scevgep1383 = getelementptr <8 x double>, <8 x double>* %scevgep13811382, i64 2
  store <8 x double> %868, <8 x double>* %scevgep1383, align 8, !alias.scope !72, !noalias !69
  %scevgep1378 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13781379 = bitcast double* %scevgep1378 to <8 x double>*
  %scevgep1380 = getelementptr <8 x double>, <8 x double>* %scevgep13781379, i64 3
  store <8 x double> %869, <8 x double>* %scevgep1380, align 8, !alias.scope !72, !noalias !69
  %870 = shl i64 %index336, 3
  %scevgep1266 = getelementptr i8, i8* %lsr.iv1194, i64 %870
  %scevgep12661267 = bitcast i8* %scevgep1266 to <8 x double>*
  %scevgep1268 = getelementptr <8 x double>, <8 x double>* %scevgep12661267, i64 -27
  %wide.load337.1 = load <8 x double>, <8 x double>* %scevgep1268, align 8, !alias.scope !69
  %871 = shl i64 %index336, 3
  %scevgep1263 = getelementptr i8, i8* %lsr.iv1194, i64 %871
  %scevgep12631264 = bitcast i8* %scevgep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %scevgep12631264, i64 -26
  %wide.load338.1 = load <8 x double>, <8 x double>* %scevgep1265, align 8, !alias.scope !69
  %872 = shl i64 %index336, 3
  %scevgep1260 = getelementptr i8, i8* %lsr.iv1194, i64 %872
  %scevgep12601261 = bitcast i8* %scevgep1260 to <8 x double>*
  %scevgep1262 = getelementptr <8 x double>, <8 x double>* %scevgep12601261, i64 -25
  %wide.load339.1 = load <8 x double>, <8 x double>* %scevgep1262, align 8, !alias.scope !69
  %873 = shl i64 %index336, 3
  %scevgep1257 = getelementptr i8, i8* %lsr.iv1194, i64 %873
  %scevgep12571258 = bitcast i8* %scevgep1257 to <8 x double>*
  %scevgep1259 = getelementptr <8 x double>, <8 x double>* %scevgep12571258, i64 -24
  %wide.load340.1 = load <8 x double>, <8 x double>* %scevgep1259, align 8, !alias.scope !69
  %874 = fmul <8 x double> %wide.load337.1, %wide.load337.1
  %875 = fmul <8 x double> %wide.load338.1, %wide.load338.1
  %876 = fmul <8 x double> %wide.load339.1, %wide.load339.1
  %877 = fmul <8 x double> %wide.load340.1, %wide.load340.1
  %scevgep1361 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13611362 = bitcast double* %scevgep1361 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %scevgep13611362, i64 4
  store <8 x double> %874, <8 x double>* %scevgep1363, align 8, !alias.scope !72, !noalias !69
  %scevgep1358 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13581359 = bitcast double* %scevgep1358 to <8 x double>*
  %scevgep1360 = getelementptr <8 x double>, <8 x double>* %scevgep13581359, i64 5
  store <8 x double> %875, <8 x double>* %scevgep1360, align 8, !alias.scope !72, !noalias !69
  %scevgep1355 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13551356 = bitcast double* %scevgep1355 to <8 x double>*
  %scevgep1357 = getelementptr <8 x double>, <8 x double>* %scevgep13551356, i64 6
  store <8 x double> %876, <8 x double>* %scevgep1357, align 8, !alias.scope !72, !noalias !69
  %scevgep1352 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13521353 = bitcast double* %scevgep1352 to <8 x double>*
  %scevgep1354 = getelementptr <8 x double>, <8 x double>* %scevgep13521353, i64 7
  store <8 x double> %877, <8 x double>* %scevgep1354, align 8, !alias.scope !72, !noalias !69
  %878 = shl i64 %index336, 3
  %scevgep1254 = getelementptr i8, i8* %lsr.iv1194, i64 %878
  %scevgep12541255 = bitcast i8* %scevgep1254 to <8 x double>*
  %scevgep1256 = getelementptr <8 x double>, <8 x double>* %scevgep12541255, i64 -23
  %wide.load337.2 = load <8 x double>, <8 x double>* %scevgep1256, align 8, !alias.scope !69
  %879 = shl i64 %index336, 3
  %scevgep1251 = getelementptr i8, i8* %lsr.iv1194, i64 %879
  %scevgep12511252 = bitcast i8* %scevgep1251 to <8 x double>*
  %scevgep1253 = getelementptr <8 x double>, <8 x double>* %scevgep12511252, i64 -22
  %wide.load338.2 = load <8 x double>, <8 x double>* %scevgep1253, align 8, !alias.scope !69
  %880 = shl i64 %index336, 3
  %scevgep1248 = getelementptr i8, i8* %lsr.iv1194, i64 %880
  %scevgep12481249 = bitcast i8* %scevgep1248 to <8 x double>*
  %scevgep1250 = getelementptr <8 x double>, <8 x double>* %scevgep12481249, i64 -21
  %wide.load339.2 = load <8 x double>, <8 x double>* %scevgep1250, align 8, !alias.scope !69
  %881 = shl i64 %index336, 3
  %scevgep1245 = getelementptr i8, i8* %lsr.iv1194, i64 %881
  %scevgep12451246 = bitcast i8* %scevgep1245 to <8 x double>*
  %scevgep1247 = getelementptr <8 x double>, <8 x double>* %scevgep12451246, i64 -20
  %wide.load340.2 = load <8 x double>, <8 x double>* %scevgep1247, align 8, !alias.scope !69
  %882 = fmul <8 x double> %wide.load337.2, %wide.load337.2
  %883 = fmul <8 x double> %wide.load338.2, %wide.load338.2
  %884 = fmul <8 x double> %wide.load339.2, %wide.load339.2
  %885 = fmul <8 x double> %wide.load340.2, %wide.load340.2
  %scevgep1349 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13491350 = bitcast double* %scevgep1349 to <8 x double>*
  %scevgep1351 = getelementptr <8 x double>, <8 x double>* %scevgep13491350, i64 8
  store <8 x double> %882, <8 x double>* %scevgep1351, align 8, !alias.scope !72, !noalias !69
  %scevgep1346 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13461347 = bitcast double* %scevgep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %scevgep13461347, i64 9
  store <8 x double> %883, <8 x double>* %scevgep1348, align 8, !alias.scope !72, !noalias !69
  %scevgep1343 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13431344 = bitcast double* %scevgep1343 to <8 x double>*
  %scevgep1345 = getelementptr <8 x double>, <8 x double>* %scevgep13431344, i64 10
  store <8 x double> %884, <8 x double>* %scevgep1345, align 8, !alias.scope !72, !noalias !69
  %scevgep1340 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13401341 = bitcast double* %scevgep1340 to <8 x double>*
  %scevgep1342 = getelementptr <8 x double>, <8 x double>* %scevgep13401341, i64 11
  store <8 x double> %885, <8 x double>* %scevgep1342, align 8, !alias.scope !72, !noalias !69
  %886 = shl i64 %index336, 3
  %scevgep1242 = getelementptr i8, i8* %lsr.iv1194, i64 %886
  %scevgep12421243 = bitcast i8* %scevgep1242 to <8 x double>*
  %scevgep1244 = getelementptr <8 x double>, <8 x double>* %scevgep12421243, i64 -19
  %wide.load337.3 = load <8 x double>, <8 x double>* %scevgep1244, align 8, !alias.scope !69
  %887 = shl i64 %index336, 3
  %scevgep1239 = getelementptr i8, i8* %lsr.iv1194, i64 %887
  %scevgep12391240 = bitcast i8* %scevgep1239 to <8 x double>*
  %scevgep1241 = getelementptr <8 x double>, <8 x double>* %scevgep12391240, i64 -18
  %wide.load338.3 = load <8 x double>, <8 x double>* %scevgep1241, align 8, !alias.scope !69
  %888 = shl i64 %index336, 3
  %scevgep1236 = getelementptr i8, i8* %lsr.iv1194, i64 %888
  %scevgep12361237 = bitcast i8* %scevgep1236 to <8 x double>*
  %scevgep1238 = getelementptr <8 x double>, <8 x double>* %scevgep12361237, i64 -17
  %wide.load339.3 = load <8 x double>, <8 x double>* %scevgep1238, align 8, !alias.scope !69
  %889 = shl i64 %index336, 3
  %scevgep1233 = getelementptr i8, i8* %lsr.iv1194, i64 %889
  %scevgep12331234 = bitcast i8* %scevgep1233 to <8 x double>*
  %scevgep1235 = getelementptr <8 x double>, <8 x double>* %scevgep12331234, i64 -16
  %wide.load340.3 = load <8 x double>, <8 x double>* %scevgep1235, align 8, !alias.scope !69
  %890 = fmul <8 x double> %wide.load337.3, %wide.load337.3
  %891 = fmul <8 x double> %wide.load338.3, %wide.load338.3
  %892 = fmul <8 x double> %wide.load339.3, %wide.load339.3
  %893 = fmul <8 x double> %wide.load340.3, %wide.load340.3
  %scevgep1337 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13371338 = bitcast double* %scevgep1337 to <8 x double>*
  %scevgep1339 = getelementptr <8 x double>, <8 x double>* %scevgep13371338, i64 12
  store <8 x double> %890, <8 x double>* %scevgep1339, align 8, !alias.scope !72, !noalias !69
  %scevgep1334 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13341335 = bitcast double* %scevgep1334 to <8 x double>*
  %scevgep1336 = getelementptr <8 x double>, <8 x double>* %scevgep13341335, i64 13
  store <8 x double> %891, <8 x double>* %scevgep1336, align 8, !alias.scope !72, !noalias !69
  %scevgep1331 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13311332 = bitcast double* %scevgep1331 to <8 x double>*
  %scevgep1333 = getelementptr <8 x double>, <8 x double>* %scevgep13311332, i64 14
  store <8 x double> %892, <8 x double>* %scevgep1333, align 8, !alias.scope !72, !noalias !69
  %scevgep1328 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13281329 = bitcast double* %scevgep1328 to <8 x double>*
  %scevgep1330 = getelementptr <8 x double>, <8 x double>* %scevgep13281329, i64 15
  store <8 x double> %893, <8 x double>* %scevgep1330, align 8, !alias.scope !72, !noalias !69
  %894 = shl i64 %index336, 3
  %scevgep1230 = getelementptr i8, i8* %lsr.iv1194, i64 %894
  %scevgep12301231 = bitcast i8* %scevgep1230 to <8 x double>*
  %scevgep1232 = getelementptr <8 x double>, <8 x double>* %scevgep12301231, i64 -15
  %wide.load337.4 = load <8 x double>, <8 x double>* %scevgep1232, align 8, !alias.scope !69
  %895 = shl i64 %index336, 3
  %scevgep1227 = getelementptr i8, i8* %lsr.iv1194, i64 %895
  %scevgep12271228 = bitcast i8* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 -14
  %wide.load338.4 = load <8 x double>, <8 x double>* %scevgep1229, align 8, !alias.scope !69
  %896 = shl i64 %index336, 3
  %scevgep1224 = getelementptr i8, i8* %lsr.iv1194, i64 %896
  %scevgep12241225 = bitcast i8* %scevgep1224 to <8 x double>*
  %scevgep1226 = getelementptr <8 x double>, <8 x double>* %scevgep12241225, i64 -13
  %wide.load339.4 = load <8 x double>, <8 x double>* %scevgep1226, align 8, !alias.scope !69
  %897 = shl i64 %index336, 3
  %scevgep1221 = getelementptr i8, i8* %lsr.iv1194, i64 %897
  %scevgep12211222 = bitcast i8* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 -12
  %wide.load340.4 = load <8 x double>, <8 x double>* %scevgep1223, align 8, !alias.scope !69
  %898 = fmul <8 x double> %wide.load337.4, %wide.load337.4
  %899 = fmul <8 x double> %wide.load338.4, %wide.load338.4
  %900 = fmul <8 x double> %wide.load339.4, %wide.load339.4
  %901 = fmul <8 x double> %wide.load340.4, %wide.load340.4
  %scevgep1325 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13251326 = bitcast double* %scevgep1325 to <8 x double>*
  %scevgep1327 = getelementptr <8 x double>, <8 x double>* %scevgep13251326, i64 16
  store <8 x double> %898, <8 x double>* %scevgep1327, align 8, !alias.scope !72, !noalias !69
  %scevgep1322 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13221323 = bitcast double* %scevgep1322 to <8 x double>*
  %scevgep1324 = getelementptr <8 x double>, <8 x double>* %scevgep13221323, i64 17
  store <8 x double> %899, <8 x double>* %scevgep1324, align 8, !alias.scope !72, !noalias !69
  %scevgep1319 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13191320 = bitcast double* %scevgep1319 to <8 x double>*
  %scevgep1321 = getelementptr <8 x double>, <8 x double>* %scevgep13191320, i64 18
  store <8 x double> %900, <8 x double>* %scevgep1321, align 8, !alias.scope !72, !noalias !69
  %scevgep1316 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13161317 = bitcast double* %scevgep1316 to <8 x double>*
  %scevgep1318 = getelementptr <8 x double>, <8 x double>* %scevgep13161317, i64 19
  store <8 x double> %901, <8 x double>* %scevgep1318, align 8, !alias.scope !72, !noalias !69
  %902 = shl i64 %index336, 3
  %scevgep1218 = getelementptr i8, i8* %lsr.iv1194, i64 %902
  %scevgep12181219 = bitcast i8* %scevgep1218 to <8 x double>*
  %scevgep1220 = getelementptr <8 x double>, <8 x double>* %scevgep12181219, i64 -11
  %wide.load337.5 = load <8 x double>, <8 x double>* %scevgep1220, align 8, !alias.scope !69
  %903 = shl i64 %index336, 3
  %scevgep1215 = getelementptr i8, i8* %lsr.iv1194, i64 %903
  %scevgep12151216 = bitcast i8* %scevgep1215 to <8 x double>*
  %scevgep1217 = getelementptr <8 x double>, <8 x double>* %scevgep12151216, i64 -10
  %wide.load338.5 = load <8 x double>, <8 x double>* %scevgep1217, align 8, !alias.scope !69
  %904 = shl i64 %index336, 3
  %scevgep1212 = getelementptr i8, i8* %lsr.iv1194, i64 %904
  %scevgep12121213 = bitcast i8* %scevgep1212 to <8 x double>*
  %scevgep1214 = getelementptr <8 x double>, <8 x double>* %scevgep12121213, i64 -9
  %wide.load339.5 = load <8 x double>, <8 x double>* %scevgep1214, align 8, !alias.scope !69
  %905 = shl i64 %index336, 3
  %scevgep1209 = getelementptr i8, i8* %lsr.iv1194, i64 %905
  %scevgep12091210 = bitcast i8* %scevgep1209 to <8 x double>*
  %scevgep1211 = getelementptr <8 x double>, <8 x double>* %scevgep12091210, i64 -8
  %wide.load340.5 = load <8 x double>, <8 x double>* %scevgep1211, align 8, !alias.scope !69
  %906 = fmul <8 x double> %wide.load337.5, %wide.load337.5
  %907 = fmul <8 x double> %wide.load338.5, %wide.load338.5
  %908 = fmul <8 x double> %wide.load339.5, %wide.load339.5
  %909 = fmul <8 x double> %wide.load340.5, %wide.load340.5
  %scevgep1313 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13131314 = bitcast double* %scevgep1313 to <8 x double>*
  %scevgep1315 = getelementptr <8 x double>, <8 x double>* %scevgep13131314, i64 20
  store <8 x double> %906, <8 x double>* %scevgep1315, align 8, !alias.scope !72, !noalias !69
  %scevgep1310 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13101311 = bitcast double* %scevgep1310 to <8 x double>*
  %scevgep1312 = getelementptr <8 x double>, <8 x double>* %scevgep13101311, i64 21
  store <8 x double> %907, <8 x double>* %scevgep1312, align 8, !alias.scope !72, !noalias !69
  %scevgep1307 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13071308 = bitcast double* %scevgep1307 to <8 x double>*
  %scevgep1309 = getelementptr <8 x double>, <8 x double>* %scevgep13071308, i64 22
  store <8 x double> %908, <8 x double>* %scevgep1309, align 8, !alias.scope !72, !noalias !69
  %scevgep1304 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13041305 = bitcast double* %scevgep1304 to <8 x double>*
  %scevgep1306 = getelementptr <8 x double>, <8 x double>* %scevgep13041305, i64 23
  store <8 x double> %909, <8 x double>* %scevgep1306, align 8, !alias.scope !72, !noalias !69
  %910 = shl i64 %index336, 3
  %scevgep1206 = getelementptr i8, i8* %lsr.iv1194, i64 %910
  %scevgep12061207 = bitcast i8* %scevgep1206 to <8 x double>*
  %scevgep1208 = getelementptr <8 x double>, <8 x double>* %scevgep12061207, i64 -7
  %wide.load337.6 = load <8 x double>, <8 x double>* %scevgep1208, align 8, !alias.scope !69
  %911 = shl i64 %index336, 3
  %scevgep1203 = getelementptr i8, i8* %lsr.iv1194, i64 %911
  %scevgep12031204 = bitcast i8* %scevgep1203 to <8 x double>*
  %scevgep1205 = getelementptr <8 x double>, <8 x double>* %scevgep12031204, i64 -6
  %wide.load338.6 = load <8 x double>, <8 x double>* %scevgep1205, align 8, !alias.scope !69
  %912 = shl i64 %index336, 3
  %scevgep1200 = getelementptr i8, i8* %lsr.iv1194, i64 %912
  %scevgep12001201 = bitcast i8* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 -5
  %wide.load339.6 = load <8 x double>, <8 x double>* %scevgep1202, align 8, !alias.scope !69
  %913 = shl i64 %index336, 3
  %scevgep1197 = getelementptr i8, i8* %lsr.iv1194, i64 %913
  %scevgep11971198 = bitcast i8* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -4
  %wide.load340.6 = load <8 x double>, <8 x double>* %scevgep1199, align 8, !alias.scope !69
  %914 = fmul <8 x double> %wide.load337.6, %wide.load337.6
  %915 = fmul <8 x double> %wide.load338.6, %wide.load338.6
  %916 = fmul <8 x double> %wide.load339.6, %wide.load339.6
  %917 = fmul <8 x double> %wide.load340.6, %wide.load340.6
  %scevgep1301 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13011302 = bitcast double* %scevgep1301 to <8 x double>*
  %scevgep1303 = getelementptr <8 x double>, <8 x double>* %scevgep13011302, i64 24
  store <8 x double> %914, <8 x double>* %scevgep1303, align 8, !alias.scope !72, !noalias !69
  %scevgep1298 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep12981299 = bitcast double* %scevgep1298 to <8 x double>*
  %scevgep1300 = getelementptr <8 x double>, <8 x double>* %scevgep12981299, i64 25
  store <8 x double> %915, <8 x double>* %scevgep1300, align 8, !alias.scope !72, !noalias !69
  %scevgep1295 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep12951296 = bitcast double* %scevgep1295 to <8 x double>*
  %scevgep1297 = getelementptr <8 x double>, <8 x double>* %scevgep12951296, i64 26
  store <8 x double> %916, <8 x double>* %scevgep1297, align 8, !alias.scope !72, !noalias !69
  %scevgep1292 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep12921293 = bitcast double* %scevgep1292 to <8 x double>*
  %scevgep1294 = getelementptr <8 x double>, <8 x double>* %scevgep12921293, i64 27
  store <8 x double> %917, <8 x double>* %scevgep1294, align 8, !alias.scope !72, !noalias !69
  %918 = shl i64 %index336, 3
  %scevgep1277 = getelementptr i8, i8* %lsr.iv1194, i64 %918
  %scevgep12771278 = bitcast i8* %scevgep1277 to <8 x double>*
  %scevgep1279 = getelementptr <8 x double>, <8 x double>* %scevgep12771278, i64 -3
  %wide.load337.7 = load <8 x double>, <8 x double>* %scevgep1279, align 8, !alias.scope !69
  %919 = shl i64 %index336, 3
  %scevgep1274 = getelementptr i8, i8* %lsr.iv1194, i64 %919
  %scevgep12741275 = bitcast i8* %scevgep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %scevgep12741275, i64 -2
  %wide.load338.7 = load <8 x double>, <8 x double>* %scevgep1276, align 8, !alias.scope !69
  %920 = shl i64 %index336, 3
  %scevgep1271 = getelementptr i8, i8* %lsr.iv1194, i64 %920
  %scevgep12711272 = bitcast i8* %scevgep1271 to <8 x double>*
  %scevgep1273 = getelementptr <8 x double>, <8 x double>* %scevgep12711272, i64 -1
  %wide.load339.7 = load <8 x double>, <8 x double>* %scevgep1273, align 8, !alias.scope !69
  %921 = shl i64 %index336, 3
  %scevgep1269 = getelementptr i8, i8* %lsr.iv1194, i64 %921
  %scevgep12691270 = bitcast i8* %scevgep1269 to <8 x double>*
  %wide.load340.7 = load <8 x double>, <8 x double>* %scevgep12691270, align 8, !alias.scope !69
  %922 = fmul <8 x double> %wide.load337.7, %wide.load337.7
  %923 = fmul <8 x double> %wide.load338.7, %wide.load338.7
  %924 = fmul <8 x double> %wide.load339.7, %wide.load339.7
  %925 = fmul <8 x double> %wide.load340.7, %wide.load340.7
  %scevgep1373 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %scevgep1375 = getelementptr <8 x double>, <8 x double>* %scevgep13731374, i64 28
  store <8 x double> %922, <8 x double>* %scevgep1375, align 8, !alias.scope !72, !noalias !69
  %scevgep1370 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 29
  store <8 x double> %923, <8 x double>* %scevgep1372, align 8, !alias.scope !72, !noalias !69
  %scevgep1367 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 30
  store <8 x double> %924, <8 x double>* %scevgep1369, align 8, !alias.scope !72, !noalias !69
  %scevgep1364 = getelementptr double, double* %lsr.iv746, i64 %index336
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 31
  store <8 x double> %925, <8 x double>* %scevgep1366, align 8, !alias.scope !72, !noalias !69
  %index.next341.7 = add i64 %index336, 256
  %lsr.iv.next1388 = add i64 %lsr.iv1387, -8
  %niter499.ncmp.7 = icmp eq i64 %lsr.iv.next1388, 0
  br i1 %niter499.ncmp.7, label %middle.block327.unr-lcssa, label %vector.body329, !llvm.loop !74

middle.block327.unr-lcssa:                        ; preds = %vector.body329, %vector.ph331
  %index336.unr = phi i64 [ 0, %vector.ph331 ], [ %index.next341.7, %vector.body329 ]
  %926 = and i64 %826, 7
  %927 = icmp eq i64 %926, 0
  br i1 %927, label %middle.block327, label %vector.body329.epil.preheader

vector.body329.epil.preheader:                    ; preds = %middle.block327.unr-lcssa
  %scevgep1389 = getelementptr double, double* %lsr.iv1057, i64 %index336.unr
  %928 = shl i64 %index336.unr, 3
  %scevgep1408 = getelementptr i8, i8* %lsr.iv1405, i64 %928
  br label %vector.body329.epil

vector.body329.epil:                              ; preds = %vector.body329.epil.preheader, %vector.body329.epil
  %lsr.iv1390 = phi i64 [ 0, %vector.body329.epil.preheader ], [ %lsr.iv.next1391, %vector.body329.epil ]
  %929 = bitcast double* %scevgep1389 to i8*
  %scevgep1417 = getelementptr i8, i8* %scevgep1408, i64 %lsr.iv1390
  %scevgep14171418 = bitcast i8* %scevgep1417 to <8 x double>*
  %scevgep1419 = getelementptr <8 x double>, <8 x double>* %scevgep14171418, i64 -3
  %wide.load337.epil = load <8 x double>, <8 x double>* %scevgep1419, align 8, !alias.scope !69
  %scevgep1414 = getelementptr i8, i8* %scevgep1408, i64 %lsr.iv1390
  %scevgep14141415 = bitcast i8* %scevgep1414 to <8 x double>*
  %scevgep1416 = getelementptr <8 x double>, <8 x double>* %scevgep14141415, i64 -2
  %wide.load338.epil = load <8 x double>, <8 x double>* %scevgep1416, align 8, !alias.scope !69
  %scevgep1411 = getelementptr i8, i8* %scevgep1408, i64 %lsr.iv1390
  %scevgep14111412 = bitcast i8* %scevgep1411 to <8 x double>*
  %scevgep1413 = getelementptr <8 x double>, <8 x double>* %scevgep14111412, i64 -1
  %wide.load339.epil = load <8 x double>, <8 x double>* %scevgep1413, align 8, !alias.scope !69
  %scevgep1409 = getelementptr i8, i8* %scevgep1408, i64 %lsr.iv1390
  %scevgep14091410 = bitcast i8* %scevgep1409 to <8 x double>*
  %wide.load340.epil = load <8 x double>, <8 x double>* %scevgep14091410, align 8, !alias.scope !69
  %930 = fmul <8 x double> %wide.load337.epil, %wide.load337.epil
  %931 = fmul <8 x double> %wide.load338.epil, %wide.load338.epil
  %932 = fmul <8 x double> %wide.load339.epil, %wide.load339.epil
  %933 = fmul <8 x double> %wide.load340.epil, %wide.load340.epil
  %uglygep1401 = getelementptr i8, i8* %929, i64 %lsr.iv1390
  %uglygep14011402 = bitcast i8* %uglygep1401 to <8 x double>*
  %scevgep1403 = getelementptr <8 x double>, <8 x double>* %uglygep14011402, i64 -3
  store <8 x double> %930, <8 x double>* %scevgep1403, align 8, !alias.scope !72, !noalias !69
  %uglygep1398 = getelementptr i8, i8* %929, i64 %lsr.iv1390
  %uglygep13981399 = bitcast i8* %uglygep1398 to <8 x double>*
  %scevgep1400 = getelementptr <8 x double>, <8 x double>* %uglygep13981399, i64 -2
  store <8 x double> %931, <8 x double>* %scevgep1400, align 8, !alias.scope !72, !noalias !69
  %uglygep1395 = getelementptr i8, i8* %929, i64 %lsr.iv1390
  %uglygep13951396 = bitcast i8* %uglygep1395 to <8 x double>*
  %scevgep1397 = getelementptr <8 x double>, <8 x double>* %uglygep13951396, i64 -1
  store <8 x double> %932, <8 x double>* %scevgep1397, align 8, !alias.scope !72, !noalias !69
  %uglygep1393 = getelementptr i8, i8* %929, i64 %lsr.iv1390
  %uglygep13931394 = bitcast i8* %uglygep1393 to <8 x double>*
  store <8 x double> %933, <8 x double>* %uglygep13931394, align 8, !alias.scope !72, !noalias !69
  %lsr.iv.next1391 = add nuw nsw i64 %lsr.iv1390, 256
  %epil.iter496.cmp.not = icmp eq i64 %834, %lsr.iv.next1391
  br i1 %epil.iter496.cmp.not, label %middle.block327, label %vector.body329.epil, !llvm.loop !75

middle.block327:                                  ; preds = %vector.body329.epil, %middle.block327.unr-lcssa
  %934 = icmp eq i64 %n.vec333, %arg.u0.5.1
  br i1 %934, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader477

for.body.1.us.us.us.preheader477:                 ; preds = %vector.memcheck317, %for.body.1.us.us.us.preheader, %middle.block327
  %loop.index.178.us.us.us.ph = phi i64 [ 0, %vector.memcheck317 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec333, %middle.block327 ]
  %935 = and i64 %arg.u0.5.1, 7
  %936 = icmp eq i64 %935, 0
  %937 = xor i64 %loop.index.178.us.us.us.ph, -1
  %938 = add i64 %937, %arg.u0.5.1
  br i1 %936, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader477
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv1426 = phi i64 [ %xtraiter482, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next1427, %for.body.1.us.us.us.prol ]
  %loop.index.178.us.us.us.prol = phi i64 [ %.1448.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.178.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %939 = shl i64 %loop.index.178.us.us.us.prol, 3
  %scevgep1424 = getelementptr i8, i8* %lsr.iv1421, i64 %939
  %scevgep14241425 = bitcast i8* %scevgep1424 to double*
  %.1399.us.us.us.prol = load double, double* %scevgep14241425, align 8
  %.6.i1.us.us.us.prol = fmul double %.1399.us.us.us.prol, %.1399.us.us.us.prol
  %scevgep1420 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us.us.prol
  store double %.6.i1.us.us.us.prol, double* %scevgep1420, align 8
  %.1448.us.us.us.prol = add nuw i64 %loop.index.178.us.us.us.prol, 1
  %lsr.iv.next1427 = add nsw i64 %lsr.iv1426, -1
  %prol.iter502.cmp.not = icmp eq i64 %lsr.iv.next1427, 0
  br i1 %prol.iter502.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !76

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %940 = add i64 %.1448.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader477
  %loop.index.178.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader477 ], [ %940, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.178.us.us.us.unr = phi i64 [ %loop.index.178.us.us.us.ph, %for.body.1.us.us.us.preheader477 ], [ %.1448.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %941 = icmp ult i64 %938, 7
  br i1 %941, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader583

for.body.1.us.us.us.preheader583:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %942 = add i64 %loop.index.178.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %943 = icmp ugt i64 %arg.u0.5.1, 1
  %.1394.us127.us = mul i64 %.1365.083.us, %arg.u0.5.1
  br i1 %943, label %for.body.1.preheader.split.split.us.us, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us122.us:                              ; preds = %for.body.1.us122.us.preheader585, %for.body.1.us122.us
  %lsr.iv1109 = phi i64 [ %1089, %for.body.1.us122.us.preheader585 ], [ %lsr.iv.next1110, %for.body.1.us122.us ]
  %944 = shl i64 %lsr.iv1109, 3
  %scevgep1158 = getelementptr i8, i8* %scevgep1137, i64 %944
  %scevgep11581159 = bitcast i8* %scevgep1158 to double*
  %scevgep1160 = getelementptr double, double* %scevgep11581159, i64 -6
  %.1399.us130.us = load double, double* %scevgep1160, align 8
  %945 = shl i64 %lsr.iv1109, 3
  %scevgep1133 = getelementptr i8, i8* %scevgep1112, i64 %945
  %scevgep11331134 = bitcast i8* %scevgep1133 to double*
  %scevgep1135 = getelementptr double, double* %scevgep11331134, i64 -6
  %.1416.us135.us = load double, double* %scevgep1135, align 8
  %.6.i1.us136.us = fmul double %.1399.us130.us, %.1416.us135.us
  %scevgep1163 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1164 = getelementptr double, double* %scevgep1163, i64 1
  store double %.6.i1.us136.us, double* %scevgep1164, align 8
  %946 = shl i64 %lsr.iv1109, 3
  %scevgep1155 = getelementptr i8, i8* %scevgep1137, i64 %946
  %scevgep11551156 = bitcast i8* %scevgep1155 to double*
  %scevgep1157 = getelementptr double, double* %scevgep11551156, i64 -5
  %.1399.us130.us.1 = load double, double* %scevgep1157, align 8
  %947 = shl i64 %lsr.iv1109, 3
  %scevgep1130 = getelementptr i8, i8* %scevgep1112, i64 %947
  %scevgep11301131 = bitcast i8* %scevgep1130 to double*
  %scevgep1132 = getelementptr double, double* %scevgep11301131, i64 -5
  %.1416.us135.us.1 = load double, double* %scevgep1132, align 8
  %.6.i1.us136.us.1 = fmul double %.1399.us130.us.1, %.1416.us135.us.1
  %scevgep1171 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1172 = getelementptr double, double* %scevgep1171, i64 2
  store double %.6.i1.us136.us.1, double* %scevgep1172, align 8
  %948 = shl i64 %lsr.iv1109, 3
  %scevgep1152 = getelementptr i8, i8* %scevgep1137, i64 %948
  %scevgep11521153 = bitcast i8* %scevgep1152 to double*
  %scevgep1154 = getelementptr double, double* %scevgep11521153, i64 -4
  %.1399.us130.us.2 = load double, double* %scevgep1154, align 8
  %949 = shl i64 %lsr.iv1109, 3
  %scevgep1127 = getelementptr i8, i8* %scevgep1112, i64 %949
  %scevgep11271128 = bitcast i8* %scevgep1127 to double*
  %scevgep1129 = getelementptr double, double* %scevgep11271128, i64 -4
  %.1416.us135.us.2 = load double, double* %scevgep1129, align 8
  %.6.i1.us136.us.2 = fmul double %.1399.us130.us.2, %.1416.us135.us.2
  %scevgep1173 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1174 = getelementptr double, double* %scevgep1173, i64 3
  store double %.6.i1.us136.us.2, double* %scevgep1174, align 8
  %950 = shl i64 %lsr.iv1109, 3
  %scevgep1149 = getelementptr i8, i8* %scevgep1137, i64 %950
  %scevgep11491150 = bitcast i8* %scevgep1149 to double*
  %scevgep1151 = getelementptr double, double* %scevgep11491150, i64 -3
  %.1399.us130.us.3 = load double, double* %scevgep1151, align 8
  %951 = shl i64 %lsr.iv1109, 3
  %scevgep1124 = getelementptr i8, i8* %scevgep1112, i64 %951
  %scevgep11241125 = bitcast i8* %scevgep1124 to double*
  %scevgep1126 = getelementptr double, double* %scevgep11241125, i64 -3
  %.1416.us135.us.3 = load double, double* %scevgep1126, align 8
  %.6.i1.us136.us.3 = fmul double %.1399.us130.us.3, %.1416.us135.us.3
  %scevgep1175 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1176 = getelementptr double, double* %scevgep1175, i64 4
  store double %.6.i1.us136.us.3, double* %scevgep1176, align 8
  %952 = shl i64 %lsr.iv1109, 3
  %scevgep1146 = getelementptr i8, i8* %scevgep1137, i64 %952
  %scevgep11461147 = bitcast i8* %scevgep1146 to double*
  %scevgep1148 = getelementptr double, double* %scevgep11461147, i64 -2
  %.1399.us130.us.4 = load double, double* %scevgep1148, align 8
  %953 = shl i64 %lsr.iv1109, 3
  %scevgep1121 = getelementptr i8, i8* %scevgep1112, i64 %953
  %scevgep11211122 = bitcast i8* %scevgep1121 to double*
  %scevgep1123 = getelementptr double, double* %scevgep11211122, i64 -2
  %.1416.us135.us.4 = load double, double* %scevgep1123, align 8
  %.6.i1.us136.us.4 = fmul double %.1399.us130.us.4, %.1416.us135.us.4
  %scevgep1161 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1162 = getelementptr double, double* %scevgep1161, i64 5
  store double %.6.i1.us136.us.4, double* %scevgep1162, align 8
  %954 = shl i64 %lsr.iv1109, 3
  %scevgep1143 = getelementptr i8, i8* %scevgep1137, i64 %954
  %scevgep11431144 = bitcast i8* %scevgep1143 to double*
  %scevgep1145 = getelementptr double, double* %scevgep11431144, i64 -1
  %.1399.us130.us.5 = load double, double* %scevgep1145, align 8
  %955 = shl i64 %lsr.iv1109, 3
  %scevgep1118 = getelementptr i8, i8* %scevgep1112, i64 %955
  %scevgep11181119 = bitcast i8* %scevgep1118 to double*
  %scevgep1120 = getelementptr double, double* %scevgep11181119, i64 -1
  %.1416.us135.us.5 = load double, double* %scevgep1120, align 8
  %.6.i1.us136.us.5 = fmul double %.1399.us130.us.5, %.1416.us135.us.5
  %scevgep1169 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1170 = getelementptr double, double* %scevgep1169, i64 6
  store double %.6.i1.us136.us.5, double* %scevgep1170, align 8
  %956 = shl i64 %lsr.iv1109, 3
  %scevgep1141 = getelementptr i8, i8* %scevgep1137, i64 %956
  %scevgep11411142 = bitcast i8* %scevgep1141 to double*
  %.1399.us130.us.6 = load double, double* %scevgep11411142, align 8
  %957 = shl i64 %lsr.iv1109, 3
  %scevgep1116 = getelementptr i8, i8* %scevgep1112, i64 %957
  %scevgep11161117 = bitcast i8* %scevgep1116 to double*
  %.1416.us135.us.6 = load double, double* %scevgep11161117, align 8
  %.6.i1.us136.us.6 = fmul double %.1399.us130.us.6, %.1416.us135.us.6
  %scevgep1167 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1168 = getelementptr double, double* %scevgep1167, i64 7
  store double %.6.i1.us136.us.6, double* %scevgep1168, align 8
  %958 = shl i64 %lsr.iv1109, 3
  %scevgep1138 = getelementptr i8, i8* %scevgep1137, i64 %958
  %scevgep11381139 = bitcast i8* %scevgep1138 to double*
  %scevgep1140 = getelementptr double, double* %scevgep11381139, i64 1
  %.1399.us130.us.7 = load double, double* %scevgep1140, align 8
  %959 = shl i64 %lsr.iv1109, 3
  %scevgep1113 = getelementptr i8, i8* %scevgep1112, i64 %959
  %scevgep11131114 = bitcast i8* %scevgep1113 to double*
  %scevgep1115 = getelementptr double, double* %scevgep11131114, i64 1
  %.1416.us135.us.7 = load double, double* %scevgep1115, align 8
  %.6.i1.us136.us.7 = fmul double %.1399.us130.us.7, %.1416.us135.us.7
  %scevgep1165 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1109
  %scevgep1166 = getelementptr double, double* %scevgep1165, i64 8
  store double %.6.i1.us136.us.7, double* %scevgep1166, align 8
  %lsr.iv.next1110 = add i64 %lsr.iv1109, 8
  %960 = add i64 %831, %lsr.iv.next1110
  %exitcond193.not.7 = icmp eq i64 %960, -1
  br i1 %exitcond193.not.7, label %for.end.1.loopexit.us, label %for.body.1.us122.us, !llvm.loop !77

for.body.1.preheader.split.split.us.us:           ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %961 = icmp ult i64 %arg.u0.5.1, 32
  %.1411.us132.us = mul i64 %.1371.085.us, %arg.u0.5.1
  br i1 %961, label %for.body.1.us122.us.preheader, label %vector.memcheck387

vector.memcheck387:                               ; preds = %for.body.1.preheader.split.split.us.us
  %962 = bitcast double* %scevgep390 to i8*
  %963 = bitcast double* %scevgep388 to i8*
  %964 = mul i64 %821, %.1371.085.us
  %scevgep392 = getelementptr i8, i8* %.6.i12.2, i64 %964
  %scevgep394 = getelementptr i8, i8* %scevgep393, i64 %964
  %965 = mul i64 %822, %.1365.083.us
  %scevgep395 = getelementptr i8, i8* %.6.i12.2, i64 %965
  %scevgep397 = getelementptr i8, i8* %scevgep396, i64 %965
  %bound0398 = icmp ugt i8* %scevgep394, %963
  %bound1399 = icmp ult i8* %scevgep392, %962
  %found.conflict400 = and i1 %bound0398, %bound1399
  %bound0401 = icmp ugt i8* %scevgep397, %963
  %bound1402 = icmp ult i8* %scevgep395, %962
  %found.conflict403 = and i1 %bound0401, %bound1402
  %conflict.rdx404 = or i1 %found.conflict400, %found.conflict403
  br i1 %conflict.rdx404, label %for.body.1.us122.us.preheader, label %vector.ph409

vector.ph409:                                     ; preds = %vector.memcheck387
  %966 = icmp ult i64 %824, 224
  br i1 %966, label %middle.block405.unr-lcssa, label %vector.body407.preheader

vector.body407.preheader:                         ; preds = %vector.ph409
  %967 = mul i64 %828, %.1365.083.us
  %scevgep766 = getelementptr i8, i8* %scevgep765, i64 %967
  %968 = mul i64 %829, %.1371.085.us
  %scevgep863 = getelementptr i8, i8* %scevgep862, i64 %968
  br label %vector.body407

vector.body407:                                   ; preds = %vector.body407.preheader, %vector.body407
  %lsr.iv1054 = phi i64 [ %unroll_iter487, %vector.body407.preheader ], [ %lsr.iv.next1055, %vector.body407 ]
  %index414 = phi i64 [ %index.next423.7, %vector.body407 ], [ 0, %vector.body407.preheader ]
  %969 = shl i64 %index414, 3
  %scevgep850 = getelementptr i8, i8* %scevgep766, i64 %969
  %scevgep850851 = bitcast i8* %scevgep850 to <8 x double>*
  %scevgep852 = getelementptr <8 x double>, <8 x double>* %scevgep850851, i64 -31
  %wide.load415 = load <8 x double>, <8 x double>* %scevgep852, align 8, !alias.scope !78
  %970 = shl i64 %index414, 3
  %scevgep859 = getelementptr i8, i8* %scevgep766, i64 %970
  %scevgep859860 = bitcast i8* %scevgep859 to <8 x double>*
  %scevgep861 = getelementptr <8 x double>, <8 x double>* %scevgep859860, i64 -30
  %wide.load416 = load <8 x double>, <8 x double>* %scevgep861, align 8, !alias.scope !78
  %971 = shl i64 %index414, 3
  %scevgep856 = getelementptr i8, i8* %scevgep766, i64 %971
  %scevgep856857 = bitcast i8* %scevgep856 to <8 x double>*
  %scevgep858 = getelementptr <8 x double>, <8 x double>* %scevgep856857, i64 -29
  %wide.load417 = load <8 x double>, <8 x double>* %scevgep858, align 8, !alias.scope !78
  %972 = shl i64 %index414, 3
  %scevgep853 = getelementptr i8, i8* %scevgep766, i64 %972
  %scevgep853854 = bitcast i8* %scevgep853 to <8 x double>*
  %scevgep855 = getelementptr <8 x double>, <8 x double>* %scevgep853854, i64 -28
  %wide.load418 = load <8 x double>, <8 x double>* %scevgep855, align 8, !alias.scope !78
  %973 = shl i64 %index414, 3
  %scevgep947 = getelementptr i8, i8* %scevgep863, i64 %973
  %scevgep947948 = bitcast i8* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -31
  %wide.load419 = load <8 x double>, <8 x double>* %scevgep949, align 8, !alias.scope !81
  %974 = shl i64 %index414, 3
  %scevgep956 = getelementptr i8, i8* %scevgep863, i64 %974
  %scevgep956957 = bitcast i8* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -30
  %wide.load420 = load <8 x double>, <8 x double>* %scevgep958, align 8, !alias.scope !81
  %975 = shl i64 %index414, 3
  %scevgep953 = getelementptr i8, i8* %scevgep863, i64 %975
  %scevgep953954 = bitcast i8* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -29
  %wide.load421 = load <8 x double>, <8 x double>* %scevgep955, align 8, !alias.scope !81
  %976 = shl i64 %index414, 3
  %scevgep950 = getelementptr i8, i8* %scevgep863, i64 %976
  %scevgep950951 = bitcast i8* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -28
  %wide.load422 = load <8 x double>, <8 x double>* %scevgep952, align 8, !alias.scope !81
  %977 = fmul <8 x double> %wide.load415, %wide.load419
  %978 = fmul <8 x double> %wide.load416, %wide.load420
  %979 = fmul <8 x double> %wide.load417, %wide.load421
  %980 = fmul <8 x double> %wide.load418, %wide.load422
  %scevgep1043 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  store <8 x double> %977, <8 x double>* %scevgep10431044, align 8, !alias.scope !83, !noalias !85
  %scevgep1051 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10511052 = bitcast double* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 1
  store <8 x double> %978, <8 x double>* %scevgep1053, align 8, !alias.scope !83, !noalias !85
  %scevgep1048 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10481049 = bitcast double* %scevgep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %scevgep10481049, i64 2
  store <8 x double> %979, <8 x double>* %scevgep1050, align 8, !alias.scope !83, !noalias !85
  %scevgep1045 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10451046 = bitcast double* %scevgep1045 to <8 x double>*
  %scevgep1047 = getelementptr <8 x double>, <8 x double>* %scevgep10451046, i64 3
  store <8 x double> %980, <8 x double>* %scevgep1047, align 8, !alias.scope !83, !noalias !85
  %981 = shl i64 %index414, 3
  %scevgep836 = getelementptr i8, i8* %scevgep766, i64 %981
  %scevgep836837 = bitcast i8* %scevgep836 to <8 x double>*
  %scevgep838 = getelementptr <8 x double>, <8 x double>* %scevgep836837, i64 -27
  %wide.load415.1 = load <8 x double>, <8 x double>* %scevgep838, align 8, !alias.scope !78
  %982 = shl i64 %index414, 3
  %scevgep833 = getelementptr i8, i8* %scevgep766, i64 %982
  %scevgep833834 = bitcast i8* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 -26
  %wide.load416.1 = load <8 x double>, <8 x double>* %scevgep835, align 8, !alias.scope !78
  %983 = shl i64 %index414, 3
  %scevgep830 = getelementptr i8, i8* %scevgep766, i64 %983
  %scevgep830831 = bitcast i8* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 -25
  %wide.load417.1 = load <8 x double>, <8 x double>* %scevgep832, align 8, !alias.scope !78
  %984 = shl i64 %index414, 3
  %scevgep827 = getelementptr i8, i8* %scevgep766, i64 %984
  %scevgep827828 = bitcast i8* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 -24
  %wide.load418.1 = load <8 x double>, <8 x double>* %scevgep829, align 8, !alias.scope !78
  %985 = shl i64 %index414, 3
  %scevgep933 = getelementptr i8, i8* %scevgep863, i64 %985
  %scevgep933934 = bitcast i8* %scevgep933 to <8 x double>*
  %scevgep935 = getelementptr <8 x double>, <8 x double>* %scevgep933934, i64 -27
  %wide.load419.1 = load <8 x double>, <8 x double>* %scevgep935, align 8, !alias.scope !81
  %986 = shl i64 %index414, 3
  %scevgep930 = getelementptr i8, i8* %scevgep863, i64 %986
  %scevgep930931 = bitcast i8* %scevgep930 to <8 x double>*
  %scevgep932 = getelementptr <8 x double>, <8 x double>* %scevgep930931, i64 -26
  %wide.load420.1 = load <8 x double>, <8 x double>* %scevgep932, align 8, !alias.scope !81
  %987 = shl i64 %index414, 3
  %scevgep927 = getelementptr i8, i8* %scevgep863, i64 %987
  %scevgep927928 = bitcast i8* %scevgep927 to <8 x double>*
  %scevgep929 = getelementptr <8 x double>, <8 x double>* %scevgep927928, i64 -25
  %wide.load421.1 = load <8 x double>, <8 x double>* %scevgep929, align 8, !alias.scope !81
  %988 = shl i64 %index414, 3
  %scevgep924 = getelementptr i8, i8* %scevgep863, i64 %988
  %scevgep924925 = bitcast i8* %scevgep924 to <8 x double>*
  %scevgep926 = getelementptr <8 x double>, <8 x double>* %scevgep924925, i64 -24
  %wide.load422.1 = load <8 x double>, <8 x double>* %scevgep926, align 8, !alias.scope !81
  %989 = fmul <8 x double> %wide.load415.1, %wide.load419.1
  %990 = fmul <8 x double> %wide.load416.1, %wide.load420.1
  %991 = fmul <8 x double> %wide.load417.1, %wide.load421.1
  %992 = fmul <8 x double> %wide.load418.1, %wide.load422.1
  %scevgep1028 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 4
  store <8 x double> %989, <8 x double>* %scevgep1030, align 8, !alias.scope !83, !noalias !85
  %scevgep1025 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 5
  store <8 x double> %990, <8 x double>* %scevgep1027, align 8, !alias.scope !83, !noalias !85
  %scevgep1022 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 6
  store <8 x double> %991, <8 x double>* %scevgep1024, align 8, !alias.scope !83, !noalias !85
  %scevgep1019 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 7
  store <8 x double> %992, <8 x double>* %scevgep1021, align 8, !alias.scope !83, !noalias !85
  %993 = shl i64 %index414, 3
  %scevgep824 = getelementptr i8, i8* %scevgep766, i64 %993
  %scevgep824825 = bitcast i8* %scevgep824 to <8 x double>*
  %scevgep826 = getelementptr <8 x double>, <8 x double>* %scevgep824825, i64 -23
  %wide.load415.2 = load <8 x double>, <8 x double>* %scevgep826, align 8, !alias.scope !78
  %994 = shl i64 %index414, 3
  %scevgep821 = getelementptr i8, i8* %scevgep766, i64 %994
  %scevgep821822 = bitcast i8* %scevgep821 to <8 x double>*
  %scevgep823 = getelementptr <8 x double>, <8 x double>* %scevgep821822, i64 -22
  %wide.load416.2 = load <8 x double>, <8 x double>* %scevgep823, align 8, !alias.scope !78
  %995 = shl i64 %index414, 3
  %scevgep818 = getelementptr i8, i8* %scevgep766, i64 %995
  %scevgep818819 = bitcast i8* %scevgep818 to <8 x double>*
  %scevgep820 = getelementptr <8 x double>, <8 x double>* %scevgep818819, i64 -21
  %wide.load417.2 = load <8 x double>, <8 x double>* %scevgep820, align 8, !alias.scope !78
  %996 = shl i64 %index414, 3
  %scevgep815 = getelementptr i8, i8* %scevgep766, i64 %996
  %scevgep815816 = bitcast i8* %scevgep815 to <8 x double>*
  %scevgep817 = getelementptr <8 x double>, <8 x double>* %scevgep815816, i64 -20
  %wide.load418.2 = load <8 x double>, <8 x double>* %scevgep817, align 8, !alias.scope !78
  %997 = shl i64 %index414, 3
  %scevgep921 = getelementptr i8, i8* %scevgep863, i64 %997
  %scevgep921922 = bitcast i8* %scevgep921 to <8 x double>*
  %scevgep923 = getelementptr <8 x double>, <8 x double>* %scevgep921922, i64 -23
  %wide.load419.2 = load <8 x double>, <8 x double>* %scevgep923, align 8, !alias.scope !81
  %998 = shl i64 %index414, 3
  %scevgep918 = getelementptr i8, i8* %scevgep863, i64 %998
  %scevgep918919 = bitcast i8* %scevgep918 to <8 x double>*
  %scevgep920 = getelementptr <8 x double>, <8 x double>* %scevgep918919, i64 -22
  %wide.load420.2 = load <8 x double>, <8 x double>* %scevgep920, align 8, !alias.scope !81
  %999 = shl i64 %index414, 3
  %scevgep915 = getelementptr i8, i8* %scevgep863, i64 %999
  %scevgep915916 = bitcast i8* %scevgep915 to <8 x double>*
  %scevgep917 = getelementptr <8 x double>, <8 x double>* %scevgep915916, i64 -21
  %wide.load421.2 = load <8 x double>, <8 x double>* %scevgep917, align 8, !alias.scope !81
  %1000 = shl i64 %index414, 3
  %scevgep912 = getelementptr i8, i8* %scevgep863, i64 %1000
  %scevgep912913 = bitcast i8* %scevgep912 to <8 x double>*
  %scevgep914 = getelementptr <8 x double>, <8 x double>* %scevgep912913, i64 -20
  %wide.load422.2 = load <8 x double>, <8 x double>* %scevgep914, align 8, !alias.scope !81
  %1001 = fmul <8 x double> %wide.load415.2, %wide.load419.2
  %1002 = fmul <8 x double> %wide.load416.2, %wide.load420.2
  %1003 = fmul <8 x double> %wide.load417.2, %wide.load421.2
  %1004 = fmul <8 x double> %wide.load418.2, %wide.load422.2
  %scevgep1016 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 8
  store <8 x double> %1001, <8 x double>* %scevgep1018, align 8, !alias.scope !83, !noalias !85
  %scevgep1013 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 9
  store <8 x double> %1002, <8 x double>* %scevgep1015, align 8, !alias.scope !83, !noalias !85
  %scevgep1010 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 10
  store <8 x double> %1003, <8 x double>* %scevgep1012, align 8, !alias.scope !83, !noalias !85
  %scevgep1007 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 11
  store <8 x double> %1004, <8 x double>* %scevgep1009, align 8, !alias.scope !83, !noalias !85
  %1005 = shl i64 %index414, 3
  %scevgep812 = getelementptr i8, i8* %scevgep766, i64 %1005
  %scevgep812813 = bitcast i8* %scevgep812 to <8 x double>*
  %scevgep814 = getelementptr <8 x double>, <8 x double>* %scevgep812813, i64 -19
  %wide.load415.3 = load <8 x double>, <8 x double>* %scevgep814, align 8, !alias.scope !78
  %1006 = shl i64 %index414, 3
  %scevgep809 = getelementptr i8, i8* %scevgep766, i64 %1006
  %scevgep809810 = bitcast i8* %scevgep809 to <8 x double>*
  %scevgep811 = getelementptr <8 x double>, <8 x double>* %scevgep809810, i64 -18
  %wide.load416.3 = load <8 x double>, <8 x double>* %scevgep811, align 8, !alias.scope !78
  %1007 = shl i64 %index414, 3
  %scevgep806 = getelementptr i8, i8* %scevgep766, i64 %1007
  %scevgep806807 = bitcast i8* %scevgep806 to <8 x double>*
  %scevgep808 = getelementptr <8 x double>, <8 x double>* %scevgep806807, i64 -17
  %wide.load417.3 = load <8 x double>, <8 x double>* %scevgep808, align 8, !alias.scope !78
  %1008 = shl i64 %index414, 3
  %scevgep803 = getelementptr i8, i8* %scevgep766, i64 %1008
  %scevgep803804 = bitcast i8* %scevgep803 to <8 x double>*
  %scevgep805 = getelementptr <8 x double>, <8 x double>* %scevgep803804, i64 -16
  %wide.load418.3 = load <8 x double>, <8 x double>* %scevgep805, align 8, !alias.scope !78
  %1009 = shl i64 %index414, 3
  %scevgep909 = getelementptr i8, i8* %scevgep863, i64 %1009
  %scevgep909910 = bitcast i8* %scevgep909 to <8 x double>*
  %scevgep911 = getelementptr <8 x double>, <8 x double>* %scevgep909910, i64 -19
  %wide.load419.3 = load <8 x double>, <8 x double>* %scevgep911, align 8, !alias.scope !81
  %1010 = shl i64 %index414, 3
  %scevgep906 = getelementptr i8, i8* %scevgep863, i64 %1010
  %scevgep906907 = bitcast i8* %scevgep906 to <8 x double>*
  %scevgep908 = getelementptr <8 x double>, <8 x double>* %scevgep906907, i64 -18
  %wide.load420.3 = load <8 x double>, <8 x double>* %scevgep908, align 8, !alias.scope !81
  %1011 = shl i64 %index414, 3
  %scevgep903 = getelementptr i8, i8* %scevgep863, i64 %1011
  %scevgep903904 = bitcast i8* %scevgep903 to <8 x double>*
  %scevgep905 = getelementptr <8 x double>, <8 x double>* %scevgep903904, i64 -17
  %wide.load421.3 = load <8 x double>, <8 x double>* %scevgep905, align 8, !alias.scope !81
  %1012 = shl i64 %index414, 3
  %scevgep900 = getelementptr i8, i8* %scevgep863, i64 %1012
  %scevgep900901 = bitcast i8* %scevgep900 to <8 x double>*
  %scevgep902 = getelementptr <8 x double>, <8 x double>* %scevgep900901, i64 -16
  %wide.load422.3 = load <8 x double>, <8 x double>* %scevgep902, align 8, !alias.scope !81
  %1013 = fmul <8 x double> %wide.load415.3, %wide.load419.3
  %1014 = fmul <8 x double> %wide.load416.3, %wide.load420.3
  %1015 = fmul <8 x double> %wide.load417.3, %wide.load421.3
  %1016 = fmul <8 x double> %wide.load418.3, %wide.load422.3
  %scevgep1004 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 12
  store <8 x double> %1013, <8 x double>* %scevgep1006, align 8, !alias.scope !83, !noalias !85
  %scevgep1001 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 13
  store <8 x double> %1014, <8 x double>* %scevgep1003, align 8, !alias.scope !83, !noalias !85
  %scevgep998 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 14
  store <8 x double> %1015, <8 x double>* %scevgep1000, align 8, !alias.scope !83, !noalias !85
  %scevgep995 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 15
  store <8 x double> %1016, <8 x double>* %scevgep997, align 8, !alias.scope !83, !noalias !85
  %1017 = shl i64 %index414, 3
  %scevgep800 = getelementptr i8, i8* %scevgep766, i64 %1017
  %scevgep800801 = bitcast i8* %scevgep800 to <8 x double>*
  %scevgep802 = getelementptr <8 x double>, <8 x double>* %scevgep800801, i64 -15
  %wide.load415.4 = load <8 x double>, <8 x double>* %scevgep802, align 8, !alias.scope !78
  %1018 = shl i64 %index414, 3
  %scevgep797 = getelementptr i8, i8* %scevgep766, i64 %1018
  %scevgep797798 = bitcast i8* %scevgep797 to <8 x double>*
  %scevgep799 = getelementptr <8 x double>, <8 x double>* %scevgep797798, i64 -14
  %wide.load416.4 = load <8 x double>, <8 x double>* %scevgep799, align 8, !alias.scope !78
  %1019 = shl i64 %index414, 3
  %scevgep794 = getelementptr i8, i8* %scevgep766, i64 %1019
  %scevgep794795 = bitcast i8* %scevgep794 to <8 x double>*
  %scevgep796 = getelementptr <8 x double>, <8 x double>* %scevgep794795, i64 -13
  %wide.load417.4 = load <8 x double>, <8 x double>* %scevgep796, align 8, !alias.scope !78
  %1020 = shl i64 %index414, 3
  %scevgep791 = getelementptr i8, i8* %scevgep766, i64 %1020
  %scevgep791792 = bitcast i8* %scevgep791 to <8 x double>*
  %scevgep793 = getelementptr <8 x double>, <8 x double>* %scevgep791792, i64 -12
  %wide.load418.4 = load <8 x double>, <8 x double>* %scevgep793, align 8, !alias.scope !78
  %1021 = shl i64 %index414, 3
  %scevgep897 = getelementptr i8, i8* %scevgep863, i64 %1021
  %scevgep897898 = bitcast i8* %scevgep897 to <8 x double>*
  %scevgep899 = getelementptr <8 x double>, <8 x double>* %scevgep897898, i64 -15
  %wide.load419.4 = load <8 x double>, <8 x double>* %scevgep899, align 8, !alias.scope !81
  %1022 = shl i64 %index414, 3
  %scevgep894 = getelementptr i8, i8* %scevgep863, i64 %1022
  %scevgep894895 = bitcast i8* %scevgep894 to <8 x double>*
  %scevgep896 = getelementptr <8 x double>, <8 x double>* %scevgep894895, i64 -14
  %wide.load420.4 = load <8 x double>, <8 x double>* %scevgep896, align 8, !alias.scope !81
  %1023 = shl i64 %index414, 3
  %scevgep891 = getelementptr i8, i8* %scevgep863, i64 %1023
  %scevgep891892 = bitcast i8* %scevgep891 to <8 x double>*
  %scevgep893 = getelementptr <8 x double>, <8 x double>* %scevgep891892, i64 -13
  %wide.load421.4 = load <8 x double>, <8 x double>* %scevgep893, align 8, !alias.scope !81
  %1024 = shl i64 %index414, 3
  %scevgep888 = getelementptr i8, i8* %scevgep863, i64 %1024
  %scevgep888889 = bitcast i8* %scevgep888 to <8 x double>*
  %scevgep890 = getelementptr <8 x double>, <8 x double>* %scevgep888889, i64 -12
  %wide.load422.4 = load <8 x double>, <8 x double>* %scevgep890, align 8, !alias.scope !81
  %1025 = fmul <8 x double> %wide.load415.4, %wide.load419.4
  %1026 = fmul <8 x double> %wide.load416.4, %wide.load420.4
  %1027 = fmul <8 x double> %wide.load417.4, %wide.load421.4
  %1028 = fmul <8 x double> %wide.load418.4, %wide.load422.4
  %scevgep992 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 16
  store <8 x double> %1025, <8 x double>* %scevgep994, align 8, !alias.scope !83, !noalias !85
  %scevgep989 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 17
  store <8 x double> %1026, <8 x double>* %scevgep991, align 8, !alias.scope !83, !noalias !85
  %scevgep986 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 18
  store <8 x double> %1027, <8 x double>* %scevgep988, align 8, !alias.scope !83, !noalias !85
  %scevgep983 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 19
  store <8 x double> %1028, <8 x double>* %scevgep985, align 8, !alias.scope !83, !noalias !85
  %1029 = shl i64 %index414, 3
  %scevgep788 = getelementptr i8, i8* %scevgep766, i64 %1029
  %scevgep788789 = bitcast i8* %scevgep788 to <8 x double>*
  %scevgep790 = getelementptr <8 x double>, <8 x double>* %scevgep788789, i64 -11
  %wide.load415.5 = load <8 x double>, <8 x double>* %scevgep790, align 8, !alias.scope !78
  %1030 = shl i64 %index414, 3
  %scevgep785 = getelementptr i8, i8* %scevgep766, i64 %1030
  %scevgep785786 = bitcast i8* %scevgep785 to <8 x double>*
  %scevgep787 = getelementptr <8 x double>, <8 x double>* %scevgep785786, i64 -10
  %wide.load416.5 = load <8 x double>, <8 x double>* %scevgep787, align 8, !alias.scope !78
  %1031 = shl i64 %index414, 3
  %scevgep782 = getelementptr i8, i8* %scevgep766, i64 %1031
  %scevgep782783 = bitcast i8* %scevgep782 to <8 x double>*
  %scevgep784 = getelementptr <8 x double>, <8 x double>* %scevgep782783, i64 -9
  %wide.load417.5 = load <8 x double>, <8 x double>* %scevgep784, align 8, !alias.scope !78
  %1032 = shl i64 %index414, 3
  %scevgep779 = getelementptr i8, i8* %scevgep766, i64 %1032
  %scevgep779780 = bitcast i8* %scevgep779 to <8 x double>*
  %scevgep781 = getelementptr <8 x double>, <8 x double>* %scevgep779780, i64 -8
  %wide.load418.5 = load <8 x double>, <8 x double>* %scevgep781, align 8, !alias.scope !78
  %1033 = shl i64 %index414, 3
  %scevgep885 = getelementptr i8, i8* %scevgep863, i64 %1033
  %scevgep885886 = bitcast i8* %scevgep885 to <8 x double>*
  %scevgep887 = getelementptr <8 x double>, <8 x double>* %scevgep885886, i64 -11
  %wide.load419.5 = load <8 x double>, <8 x double>* %scevgep887, align 8, !alias.scope !81
  %1034 = shl i64 %index414, 3
  %scevgep882 = getelementptr i8, i8* %scevgep863, i64 %1034
  %scevgep882883 = bitcast i8* %scevgep882 to <8 x double>*
  %scevgep884 = getelementptr <8 x double>, <8 x double>* %scevgep882883, i64 -10
  %wide.load420.5 = load <8 x double>, <8 x double>* %scevgep884, align 8, !alias.scope !81
  %1035 = shl i64 %index414, 3
  %scevgep879 = getelementptr i8, i8* %scevgep863, i64 %1035
  %scevgep879880 = bitcast i8* %scevgep879 to <8 x double>*
  %scevgep881 = getelementptr <8 x double>, <8 x double>* %scevgep879880, i64 -9
  %wide.load421.5 = load <8 x double>, <8 x double>* %scevgep881, align 8, !alias.scope !81
  %1036 = shl i64 %index414, 3
  %scevgep876 = getelementptr i8, i8* %scevgep863, i64 %1036
  %scevgep876877 = bitcast i8* %scevgep876 to <8 x double>*
  %scevgep878 = getelementptr <8 x double>, <8 x double>* %scevgep876877, i64 -8
  %wide.load422.5 = load <8 x double>, <8 x double>* %scevgep878, align 8, !alias.scope !81
  %1037 = fmul <8 x double> %wide.load415.5, %wide.load419.5
  %1038 = fmul <8 x double> %wide.load416.5, %wide.load420.5
  %1039 = fmul <8 x double> %wide.load417.5, %wide.load421.5
  %1040 = fmul <8 x double> %wide.load418.5, %wide.load422.5
  %scevgep980 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 20
  store <8 x double> %1037, <8 x double>* %scevgep982, align 8, !alias.scope !83, !noalias !85
  %scevgep977 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 21
  store <8 x double> %1038, <8 x double>* %scevgep979, align 8, !alias.scope !83, !noalias !85
  %scevgep974 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 22
  store <8 x double> %1039, <8 x double>* %scevgep976, align 8, !alias.scope !83, !noalias !85
  %scevgep971 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 23
  store <8 x double> %1040, <8 x double>* %scevgep973, align 8, !alias.scope !83, !noalias !85
  %1041 = shl i64 %index414, 3
  %scevgep776 = getelementptr i8, i8* %scevgep766, i64 %1041
  %scevgep776777 = bitcast i8* %scevgep776 to <8 x double>*
  %scevgep778 = getelementptr <8 x double>, <8 x double>* %scevgep776777, i64 -7
  %wide.load415.6 = load <8 x double>, <8 x double>* %scevgep778, align 8, !alias.scope !78
  %1042 = shl i64 %index414, 3
  %scevgep773 = getelementptr i8, i8* %scevgep766, i64 %1042
  %scevgep773774 = bitcast i8* %scevgep773 to <8 x double>*
  %scevgep775 = getelementptr <8 x double>, <8 x double>* %scevgep773774, i64 -6
  %wide.load416.6 = load <8 x double>, <8 x double>* %scevgep775, align 8, !alias.scope !78
  %1043 = shl i64 %index414, 3
  %scevgep770 = getelementptr i8, i8* %scevgep766, i64 %1043
  %scevgep770771 = bitcast i8* %scevgep770 to <8 x double>*
  %scevgep772 = getelementptr <8 x double>, <8 x double>* %scevgep770771, i64 -5
  %wide.load417.6 = load <8 x double>, <8 x double>* %scevgep772, align 8, !alias.scope !78
  %1044 = shl i64 %index414, 3
  %scevgep767 = getelementptr i8, i8* %scevgep766, i64 %1044
  %scevgep767768 = bitcast i8* %scevgep767 to <8 x double>*
  %scevgep769 = getelementptr <8 x double>, <8 x double>* %scevgep767768, i64 -4
  %wide.load418.6 = load <8 x double>, <8 x double>* %scevgep769, align 8, !alias.scope !78
  %1045 = shl i64 %index414, 3
  %scevgep873 = getelementptr i8, i8* %scevgep863, i64 %1045
  %scevgep873874 = bitcast i8* %scevgep873 to <8 x double>*
  %scevgep875 = getelementptr <8 x double>, <8 x double>* %scevgep873874, i64 -7
  %wide.load419.6 = load <8 x double>, <8 x double>* %scevgep875, align 8, !alias.scope !81
  %1046 = shl i64 %index414, 3
  %scevgep870 = getelementptr i8, i8* %scevgep863, i64 %1046
  %scevgep870871 = bitcast i8* %scevgep870 to <8 x double>*
  %scevgep872 = getelementptr <8 x double>, <8 x double>* %scevgep870871, i64 -6
  %wide.load420.6 = load <8 x double>, <8 x double>* %scevgep872, align 8, !alias.scope !81
  %1047 = shl i64 %index414, 3
  %scevgep867 = getelementptr i8, i8* %scevgep863, i64 %1047
  %scevgep867868 = bitcast i8* %scevgep867 to <8 x double>*
  %scevgep869 = getelementptr <8 x double>, <8 x double>* %scevgep867868, i64 -5
  %wide.load421.6 = load <8 x double>, <8 x double>* %scevgep869, align 8, !alias.scope !81
  %1048 = shl i64 %index414, 3
  %scevgep864 = getelementptr i8, i8* %scevgep863, i64 %1048
  %scevgep864865 = bitcast i8* %scevgep864 to <8 x double>*
  %scevgep866 = getelementptr <8 x double>, <8 x double>* %scevgep864865, i64 -4
  %wide.load422.6 = load <8 x double>, <8 x double>* %scevgep866, align 8, !alias.scope !81
  %1049 = fmul <8 x double> %wide.load415.6, %wide.load419.6
  %1050 = fmul <8 x double> %wide.load416.6, %wide.load420.6
  %1051 = fmul <8 x double> %wide.load417.6, %wide.load421.6
  %1052 = fmul <8 x double> %wide.load418.6, %wide.load422.6
  %scevgep968 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 24
  store <8 x double> %1049, <8 x double>* %scevgep970, align 8, !alias.scope !83, !noalias !85
  %scevgep965 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 25
  store <8 x double> %1050, <8 x double>* %scevgep967, align 8, !alias.scope !83, !noalias !85
  %scevgep962 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 26
  store <8 x double> %1051, <8 x double>* %scevgep964, align 8, !alias.scope !83, !noalias !85
  %scevgep959 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 27
  store <8 x double> %1052, <8 x double>* %scevgep961, align 8, !alias.scope !83, !noalias !85
  %1053 = shl i64 %index414, 3
  %scevgep847 = getelementptr i8, i8* %scevgep766, i64 %1053
  %scevgep847848 = bitcast i8* %scevgep847 to <8 x double>*
  %scevgep849 = getelementptr <8 x double>, <8 x double>* %scevgep847848, i64 -3
  %wide.load415.7 = load <8 x double>, <8 x double>* %scevgep849, align 8, !alias.scope !78
  %1054 = shl i64 %index414, 3
  %scevgep844 = getelementptr i8, i8* %scevgep766, i64 %1054
  %scevgep844845 = bitcast i8* %scevgep844 to <8 x double>*
  %scevgep846 = getelementptr <8 x double>, <8 x double>* %scevgep844845, i64 -2
  %wide.load416.7 = load <8 x double>, <8 x double>* %scevgep846, align 8, !alias.scope !78
  %1055 = shl i64 %index414, 3
  %scevgep841 = getelementptr i8, i8* %scevgep766, i64 %1055
  %scevgep841842 = bitcast i8* %scevgep841 to <8 x double>*
  %scevgep843 = getelementptr <8 x double>, <8 x double>* %scevgep841842, i64 -1
  %wide.load417.7 = load <8 x double>, <8 x double>* %scevgep843, align 8, !alias.scope !78
  %1056 = shl i64 %index414, 3
  %scevgep839 = getelementptr i8, i8* %scevgep766, i64 %1056
  %scevgep839840 = bitcast i8* %scevgep839 to <8 x double>*
  %wide.load418.7 = load <8 x double>, <8 x double>* %scevgep839840, align 8, !alias.scope !78
  %1057 = shl i64 %index414, 3
  %scevgep944 = getelementptr i8, i8* %scevgep863, i64 %1057
  %scevgep944945 = bitcast i8* %scevgep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %scevgep944945, i64 -3
  %wide.load419.7 = load <8 x double>, <8 x double>* %scevgep946, align 8, !alias.scope !81
  %1058 = shl i64 %index414, 3
  %scevgep941 = getelementptr i8, i8* %scevgep863, i64 %1058
  %scevgep941942 = bitcast i8* %scevgep941 to <8 x double>*
  %scevgep943 = getelementptr <8 x double>, <8 x double>* %scevgep941942, i64 -2
  %wide.load420.7 = load <8 x double>, <8 x double>* %scevgep943, align 8, !alias.scope !81
  %1059 = shl i64 %index414, 3
  %scevgep938 = getelementptr i8, i8* %scevgep863, i64 %1059
  %scevgep938939 = bitcast i8* %scevgep938 to <8 x double>*
  %scevgep940 = getelementptr <8 x double>, <8 x double>* %scevgep938939, i64 -1
  %wide.load421.7 = load <8 x double>, <8 x double>* %scevgep940, align 8, !alias.scope !81
  %1060 = shl i64 %index414, 3
  %scevgep936 = getelementptr i8, i8* %scevgep863, i64 %1060
  %scevgep936937 = bitcast i8* %scevgep936 to <8 x double>*
  %wide.load422.7 = load <8 x double>, <8 x double>* %scevgep936937, align 8, !alias.scope !81
  %1061 = fmul <8 x double> %wide.load415.7, %wide.load419.7
  %1062 = fmul <8 x double> %wide.load416.7, %wide.load420.7
  %1063 = fmul <8 x double> %wide.load417.7, %wide.load421.7
  %1064 = fmul <8 x double> %wide.load418.7, %wide.load422.7
  %scevgep1040 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 28
  store <8 x double> %1061, <8 x double>* %scevgep1042, align 8, !alias.scope !83, !noalias !85
  %scevgep1037 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 29
  store <8 x double> %1062, <8 x double>* %scevgep1039, align 8, !alias.scope !83, !noalias !85
  %scevgep1034 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 30
  store <8 x double> %1063, <8 x double>* %scevgep1036, align 8, !alias.scope !83, !noalias !85
  %scevgep1031 = getelementptr double, double* %lsr.iv746, i64 %index414
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 31
  store <8 x double> %1064, <8 x double>* %scevgep1033, align 8, !alias.scope !83, !noalias !85
  %index.next423.7 = add i64 %index414, 256
  %lsr.iv.next1055 = add i64 %lsr.iv1054, -8
  %niter488.ncmp.7 = icmp eq i64 %lsr.iv.next1055, 0
  br i1 %niter488.ncmp.7, label %middle.block405.unr-lcssa, label %vector.body407, !llvm.loop !86

middle.block405.unr-lcssa:                        ; preds = %vector.body407, %vector.ph409
  %index414.unr = phi i64 [ 0, %vector.ph409 ], [ %index.next423.7, %vector.body407 ]
  %1065 = icmp eq i64 %xtraiter484, 0
  br i1 %1065, label %middle.block405, label %vector.body407.epil.preheader

vector.body407.epil.preheader:                    ; preds = %middle.block405.unr-lcssa
  %scevgep1060 = getelementptr double, double* %lsr.iv1057, i64 %index414.unr
  %1066 = add i64 %index414.unr, %.1411.us132.us
  %1067 = shl i64 %1066, 3
  %scevgep1076 = getelementptr i8, i8* %scevgep1075, i64 %1067
  %1068 = add i64 %index414.unr, %.1394.us127.us
  %1069 = shl i64 %1068, 3
  %scevgep1089 = getelementptr i8, i8* %scevgep1088, i64 %1069
  br label %vector.body407.epil

vector.body407.epil:                              ; preds = %vector.body407.epil.preheader, %vector.body407.epil
  %lsr.iv1061 = phi i64 [ 0, %vector.body407.epil.preheader ], [ %lsr.iv.next1062, %vector.body407.epil ]
  %1070 = bitcast double* %scevgep1060 to i8*
  %scevgep1098 = getelementptr i8, i8* %scevgep1089, i64 %lsr.iv1061
  %scevgep10981099 = bitcast i8* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -3
  %wide.load415.epil = load <8 x double>, <8 x double>* %scevgep1100, align 8, !alias.scope !78
  %scevgep1095 = getelementptr i8, i8* %scevgep1089, i64 %lsr.iv1061
  %scevgep10951096 = bitcast i8* %scevgep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %scevgep10951096, i64 -2
  %wide.load416.epil = load <8 x double>, <8 x double>* %scevgep1097, align 8, !alias.scope !78
  %scevgep1092 = getelementptr i8, i8* %scevgep1089, i64 %lsr.iv1061
  %scevgep10921093 = bitcast i8* %scevgep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %scevgep10921093, i64 -1
  %wide.load417.epil = load <8 x double>, <8 x double>* %scevgep1094, align 8, !alias.scope !78
  %scevgep1090 = getelementptr i8, i8* %scevgep1089, i64 %lsr.iv1061
  %scevgep10901091 = bitcast i8* %scevgep1090 to <8 x double>*
  %wide.load418.epil = load <8 x double>, <8 x double>* %scevgep10901091, align 8, !alias.scope !78
  %scevgep1085 = getelementptr i8, i8* %scevgep1076, i64 %lsr.iv1061
  %scevgep10851086 = bitcast i8* %scevgep1085 to <8 x double>*
  %scevgep1087 = getelementptr <8 x double>, <8 x double>* %scevgep10851086, i64 -3
  %wide.load419.epil = load <8 x double>, <8 x double>* %scevgep1087, align 8, !alias.scope !81
  %scevgep1082 = getelementptr i8, i8* %scevgep1076, i64 %lsr.iv1061
  %scevgep10821083 = bitcast i8* %scevgep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %scevgep10821083, i64 -2
  %wide.load420.epil = load <8 x double>, <8 x double>* %scevgep1084, align 8, !alias.scope !81
  %scevgep1079 = getelementptr i8, i8* %scevgep1076, i64 %lsr.iv1061
  %scevgep10791080 = bitcast i8* %scevgep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %scevgep10791080, i64 -1
  %wide.load421.epil = load <8 x double>, <8 x double>* %scevgep1081, align 8, !alias.scope !81
  %scevgep1077 = getelementptr i8, i8* %scevgep1076, i64 %lsr.iv1061
  %scevgep10771078 = bitcast i8* %scevgep1077 to <8 x double>*
  %wide.load422.epil = load <8 x double>, <8 x double>* %scevgep10771078, align 8, !alias.scope !81
  %1071 = fmul <8 x double> %wide.load415.epil, %wide.load419.epil
  %1072 = fmul <8 x double> %wide.load416.epil, %wide.load420.epil
  %1073 = fmul <8 x double> %wide.load417.epil, %wide.load421.epil
  %1074 = fmul <8 x double> %wide.load418.epil, %wide.load422.epil
  %uglygep1072 = getelementptr i8, i8* %1070, i64 %lsr.iv1061
  %uglygep10721073 = bitcast i8* %uglygep1072 to <8 x double>*
  %scevgep1074 = getelementptr <8 x double>, <8 x double>* %uglygep10721073, i64 -3
  store <8 x double> %1071, <8 x double>* %scevgep1074, align 8, !alias.scope !83, !noalias !85
  %uglygep1069 = getelementptr i8, i8* %1070, i64 %lsr.iv1061
  %uglygep10691070 = bitcast i8* %uglygep1069 to <8 x double>*
  %scevgep1071 = getelementptr <8 x double>, <8 x double>* %uglygep10691070, i64 -2
  store <8 x double> %1072, <8 x double>* %scevgep1071, align 8, !alias.scope !83, !noalias !85
  %uglygep1066 = getelementptr i8, i8* %1070, i64 %lsr.iv1061
  %uglygep10661067 = bitcast i8* %uglygep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %uglygep10661067, i64 -1
  store <8 x double> %1073, <8 x double>* %scevgep1068, align 8, !alias.scope !83, !noalias !85
  %uglygep1064 = getelementptr i8, i8* %1070, i64 %lsr.iv1061
  %uglygep10641065 = bitcast i8* %uglygep1064 to <8 x double>*
  store <8 x double> %1074, <8 x double>* %uglygep10641065, align 8, !alias.scope !83, !noalias !85
  %lsr.iv.next1062 = add nuw nsw i64 %lsr.iv1061, 256
  %epil.iter485.cmp.not = icmp eq i64 %830, %lsr.iv.next1062
  br i1 %epil.iter485.cmp.not, label %middle.block405, label %vector.body407.epil, !llvm.loop !87

middle.block405:                                  ; preds = %vector.body407.epil, %middle.block405.unr-lcssa
  %1075 = icmp eq i64 %n.vec411, %arg.u0.5.1
  br i1 %1075, label %for.end.1.loopexit.us, label %for.body.1.us122.us.preheader

for.body.1.us122.us.preheader:                    ; preds = %vector.memcheck387, %for.body.1.preheader.split.split.us.us, %middle.block405
  %loop.index.178.us123.us.ph = phi i64 [ 0, %vector.memcheck387 ], [ 0, %for.body.1.preheader.split.split.us.us ], [ %n.vec411, %middle.block405 ]
  %1076 = and i64 %arg.u0.5.1, 7
  %1077 = icmp eq i64 %1076, 0
  %1078 = xor i64 %loop.index.178.us123.us.ph, -1
  %1079 = add i64 %1078, %arg.u0.5.1
  br i1 %1077, label %for.body.1.us122.us.prol.loopexit, label %for.body.1.us122.us.prol.preheader

for.body.1.us122.us.prol.preheader:               ; preds = %for.body.1.us122.us.preheader
  %scevgep1101 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us123.us.ph
  %1080 = add i64 %loop.index.178.us123.us.ph, %.1411.us132.us
  %1081 = shl i64 %1080, 3
  %scevgep1103 = getelementptr i8, i8* %.6.i12.2, i64 %1081
  %1082 = add i64 %loop.index.178.us123.us.ph, %.1394.us127.us
  %1083 = shl i64 %1082, 3
  %scevgep1106 = getelementptr i8, i8* %.6.i12.2, i64 %1083
  br label %for.body.1.us122.us.prol

for.body.1.us122.us.prol:                         ; preds = %for.body.1.us122.us.prol.preheader, %for.body.1.us122.us.prol
  %prol.iter491 = phi i64 [ %prol.iter491.next, %for.body.1.us122.us.prol ], [ 0, %for.body.1.us122.us.prol.preheader ]
  %1084 = shl nuw nsw i64 %prol.iter491, 3
  %scevgep1107 = getelementptr i8, i8* %scevgep1106, i64 %1084
  %scevgep11071108 = bitcast i8* %scevgep1107 to double*
  %.1399.us130.us.prol = load double, double* %scevgep11071108, align 8
  %1085 = shl nuw nsw i64 %prol.iter491, 3
  %scevgep1104 = getelementptr i8, i8* %scevgep1103, i64 %1085
  %scevgep11041105 = bitcast i8* %scevgep1104 to double*
  %.1416.us135.us.prol = load double, double* %scevgep11041105, align 8
  %.6.i1.us136.us.prol = fmul double %.1399.us130.us.prol, %.1416.us135.us.prol
  %scevgep1102 = getelementptr double, double* %scevgep1101, i64 %prol.iter491
  store double %.6.i1.us136.us.prol, double* %scevgep1102, align 8
  %prol.iter491.next = add i64 %prol.iter491, 1
  %prol.iter491.cmp.not = icmp eq i64 %xtraiter482, %prol.iter491.next
  br i1 %prol.iter491.cmp.not, label %for.body.1.us122.us.prol.loopexit.loopexit, label %for.body.1.us122.us.prol, !llvm.loop !88

for.body.1.us122.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us122.us.prol
  %1086 = add i64 %loop.index.178.us123.us.ph, %prol.iter491.next
  %1087 = add i64 %1086, -1
  br label %for.body.1.us122.us.prol.loopexit

for.body.1.us122.us.prol.loopexit:                ; preds = %for.body.1.us122.us.prol.loopexit.loopexit, %for.body.1.us122.us.preheader
  %loop.index.178.us123.us.lcssa.unr = phi i64 [ undef, %for.body.1.us122.us.preheader ], [ %1087, %for.body.1.us122.us.prol.loopexit.loopexit ]
  %loop.index.178.us123.us.unr = phi i64 [ %loop.index.178.us123.us.ph, %for.body.1.us122.us.preheader ], [ %1086, %for.body.1.us122.us.prol.loopexit.loopexit ]
  %1088 = icmp ult i64 %1079, 7
  br i1 %1088, label %for.end.1.loopexit.us, label %for.body.1.us122.us.preheader585

for.body.1.us122.us.preheader585:                 ; preds = %for.body.1.us122.us.prol.loopexit
  %1089 = add i64 %loop.index.178.us123.us.unr, -1
  %1090 = mul i64 %832, %.1371.085.us
  %scevgep1112 = getelementptr i8, i8* %scevgep1111, i64 %1090
  %1091 = mul i64 %833, %.1365.083.us
  %scevgep1137 = getelementptr i8, i8* %scevgep1136, i64 %1091
  br label %for.body.1.us122.us

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %1092 = icmp eq i64 %xtraiter482, 0
  %.1397.us144 = add i64 %.1394.us127.us, %.1368.084.us
  %.1411.us147 = mul nuw nsw i64 %.1371.085.us, %arg.u0.5.1
  %.1414.us148 = add i64 %.1411.us147, %.1374.086.us
  br i1 %1092, label %for.body.1.us141.prol.loopexit, label %for.body.1.us141.prol.preheader

for.body.1.us141.prol.preheader:                  ; preds = %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  br label %for.body.1.us141.prol

for.body.1.us141.prol:                            ; preds = %for.body.1.us141.prol.preheader, %for.body.1.us141.prol
  %loop.index.178.us142.prol = phi i64 [ %.1448.us154.prol, %for.body.1.us141.prol ], [ 0, %for.body.1.us141.prol.preheader ]
  %sunkaddr2687 = mul i64 %.1397.us144, 8
  %sunkaddr2688 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2687
  %1093 = bitcast i8* %sunkaddr2688 to double*
  %.1399.us146.prol = load double, double* %1093, align 8
  %sunkaddr2689 = mul i64 %.1414.us148, 8
  %sunkaddr2690 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2689
  %1094 = bitcast i8* %sunkaddr2690 to double*
  %.1416.us150.prol = load double, double* %1094, align 8
  %.6.i1.us151.prol = fmul double %.1399.us146.prol, %.1416.us150.prol
  %scevgep749 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us142.prol
  store double %.6.i1.us151.prol, double* %scevgep749, align 8
  %.1448.us154.prol = add nuw nsw i64 %loop.index.178.us142.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter482, %.1448.us154.prol
  br i1 %prol.iter.cmp.not, label %for.body.1.us141.prol.loopexit, label %for.body.1.us141.prol, !llvm.loop !89

for.body.1.us141.prol.loopexit:                   ; preds = %for.body.1.us141.prol, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  %loop.index.178.us142.unr = phi i64 [ 0, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.1448.us154.prol, %for.body.1.us141.prol ]
  %1095 = icmp ult i64 %823, 7
  br i1 %1095, label %for.end.1.loopexit.us, label %for.body.1.us141.preheader

for.body.1.us141.preheader:                       ; preds = %for.body.1.us141.prol.loopexit
  br label %for.body.1.us141

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader583, %for.body.1.us.us.us
  %lsr.iv1428 = phi i64 [ %942, %for.body.1.us.us.us.preheader583 ], [ %lsr.iv.next1429, %for.body.1.us.us.us ]
  %1096 = shl i64 %lsr.iv1428, 3
  %scevgep1449 = getelementptr i8, i8* %lsr.iv1421, i64 %1096
  %scevgep14491450 = bitcast i8* %scevgep1449 to double*
  %scevgep1451 = getelementptr double, double* %scevgep14491450, i64 1
  %.1399.us.us.us = load double, double* %scevgep1451, align 8
  %.6.i1.us.us.us = fmul double %.1399.us.us.us, %.1399.us.us.us
  %scevgep1432 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1433 = getelementptr double, double* %scevgep1432, i64 1
  store double %.6.i1.us.us.us, double* %scevgep1433, align 8
  %1097 = shl i64 %lsr.iv1428, 3
  %scevgep1452 = getelementptr i8, i8* %lsr.iv1421, i64 %1097
  %scevgep14521453 = bitcast i8* %scevgep1452 to double*
  %scevgep1454 = getelementptr double, double* %scevgep14521453, i64 2
  %.1399.us.us.us.1 = load double, double* %scevgep1454, align 8
  %.6.i1.us.us.us.1 = fmul double %.1399.us.us.us.1, %.1399.us.us.us.1
  %scevgep1436 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1437 = getelementptr double, double* %scevgep1436, i64 2
  store double %.6.i1.us.us.us.1, double* %scevgep1437, align 8
  %1098 = shl i64 %lsr.iv1428, 3
  %scevgep1455 = getelementptr i8, i8* %lsr.iv1421, i64 %1098
  %scevgep14551456 = bitcast i8* %scevgep1455 to double*
  %scevgep1457 = getelementptr double, double* %scevgep14551456, i64 3
  %.1399.us.us.us.2 = load double, double* %scevgep1457, align 8
  %.6.i1.us.us.us.2 = fmul double %.1399.us.us.us.2, %.1399.us.us.us.2
  %scevgep1438 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1439 = getelementptr double, double* %scevgep1438, i64 3
  store double %.6.i1.us.us.us.2, double* %scevgep1439, align 8
  %1099 = shl i64 %lsr.iv1428, 3
  %scevgep1458 = getelementptr i8, i8* %lsr.iv1421, i64 %1099
  %scevgep14581459 = bitcast i8* %scevgep1458 to double*
  %scevgep1460 = getelementptr double, double* %scevgep14581459, i64 4
  %.1399.us.us.us.3 = load double, double* %scevgep1460, align 8
  %.6.i1.us.us.us.3 = fmul double %.1399.us.us.us.3, %.1399.us.us.us.3
  %scevgep1440 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1441 = getelementptr double, double* %scevgep1440, i64 4
  store double %.6.i1.us.us.us.3, double* %scevgep1441, align 8
  %1100 = shl i64 %lsr.iv1428, 3
  %scevgep1461 = getelementptr i8, i8* %lsr.iv1421, i64 %1100
  %scevgep14611462 = bitcast i8* %scevgep1461 to double*
  %scevgep1463 = getelementptr double, double* %scevgep14611462, i64 5
  %.1399.us.us.us.4 = load double, double* %scevgep1463, align 8
  %.6.i1.us.us.us.4 = fmul double %.1399.us.us.us.4, %.1399.us.us.us.4
  %scevgep1430 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1431 = getelementptr double, double* %scevgep1430, i64 5
  store double %.6.i1.us.us.us.4, double* %scevgep1431, align 8
  %1101 = shl i64 %lsr.iv1428, 3
  %scevgep1464 = getelementptr i8, i8* %lsr.iv1421, i64 %1101
  %scevgep14641465 = bitcast i8* %scevgep1464 to double*
  %scevgep1466 = getelementptr double, double* %scevgep14641465, i64 6
  %.1399.us.us.us.5 = load double, double* %scevgep1466, align 8
  %.6.i1.us.us.us.5 = fmul double %.1399.us.us.us.5, %.1399.us.us.us.5
  %scevgep1444 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1445 = getelementptr double, double* %scevgep1444, i64 6
  store double %.6.i1.us.us.us.5, double* %scevgep1445, align 8
  %1102 = shl i64 %lsr.iv1428, 3
  %scevgep1467 = getelementptr i8, i8* %lsr.iv1421, i64 %1102
  %scevgep14671468 = bitcast i8* %scevgep1467 to double*
  %scevgep1469 = getelementptr double, double* %scevgep14671468, i64 7
  %.1399.us.us.us.6 = load double, double* %scevgep1469, align 8
  %.6.i1.us.us.us.6 = fmul double %.1399.us.us.us.6, %.1399.us.us.us.6
  %scevgep1442 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1443 = getelementptr double, double* %scevgep1442, i64 7
  store double %.6.i1.us.us.us.6, double* %scevgep1443, align 8
  %1103 = shl i64 %lsr.iv1428, 3
  %scevgep1446 = getelementptr i8, i8* %lsr.iv1421, i64 %1103
  %scevgep14461447 = bitcast i8* %scevgep1446 to double*
  %scevgep1448 = getelementptr double, double* %scevgep14461447, i64 8
  %.1399.us.us.us.7 = load double, double* %scevgep1448, align 8
  %.6.i1.us.us.us.7 = fmul double %.1399.us.us.us.7, %.1399.us.us.us.7
  %scevgep1434 = getelementptr double, double* %lsr.iv746, i64 %lsr.iv1428
  %scevgep1435 = getelementptr double, double* %scevgep1434, i64 8
  store double %.6.i1.us.us.us.7, double* %scevgep1435, align 8
  %lsr.iv.next1429 = add i64 %lsr.iv1428, 8
  %1104 = add i64 %835, %lsr.iv.next1429
  %exitcond195.not.7 = icmp eq i64 %1104, -1
  br i1 %exitcond195.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !90

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %1105 = and i64 %arg.u0.5.1, 7
  %1106 = icmp eq i64 %1105, 0
  %.1397.us.us162 = add i64 %.1394.us.us, %.1368.084.us
  %.1414.us.us165 = add i64 %.1394.us.us, %.1374.086.us
  br i1 %1106, label %for.body.1.us.us160.prol.loopexit, label %for.body.1.us.us160.prol.preheader

for.body.1.us.us160.prol.preheader:               ; preds = %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  br label %for.body.1.us.us160.prol

for.body.1.us.us160.prol:                         ; preds = %for.body.1.us.us160.prol.preheader, %for.body.1.us.us160.prol
  %loop.index.178.us.us161.prol = phi i64 [ %.1448.us.us171.prol, %for.body.1.us.us160.prol ], [ 0, %for.body.1.us.us160.prol.preheader ]
  %sunkaddr2691 = mul i64 %.1397.us.us162, 8
  %sunkaddr2692 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2691
  %1107 = bitcast i8* %sunkaddr2692 to double*
  %.1399.us.us164.prol = load double, double* %1107, align 8
  %sunkaddr2693 = mul i64 %.1414.us.us165, 8
  %sunkaddr2694 = getelementptr i8, i8* %.6.i12.2, i64 %sunkaddr2693
  %1108 = bitcast i8* %sunkaddr2694 to double*
  %.1416.us.us167.prol = load double, double* %1108, align 8
  %.6.i1.us.us168.prol = fmul double %.1399.us.us164.prol, %.1416.us.us167.prol
  %scevgep1177 = getelementptr double, double* %lsr.iv746, i64 %loop.index.178.us.us161.prol
  store double %.6.i1.us.us168.prol, double* %scevgep1177, align 8
  %.1448.us.us171.prol = add nuw nsw i64 %loop.index.178.us.us161.prol, 1
  %prol.iter494.cmp.not = icmp eq i64 %xtraiter482, %.1448.us.us171.prol
  br i1 %prol.iter494.cmp.not, label %for.body.1.us.us160.prol.loopexit, label %for.body.1.us.us160.prol, !llvm.loop !91

for.body.1.us.us160.prol.loopexit:                ; preds = %for.body.1.us.us160.prol, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  %loop.index.178.us.us161.unr = phi i64 [ 0, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %.1448.us.us171.prol, %for.body.1.us.us160.prol ]
  %1109 = icmp ult i64 %823, 7
  br i1 %1109, label %for.end.1.loopexit.us, label %for.body.1.us.us160.preheader

for.body.1.us.us160.preheader:                    ; preds = %for.body.1.us.us160.prol.loopexit
  br label %for.body.1.us.us160

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B466.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.2)
  %.83.i = icmp eq i64 %.1287, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1287, i64 1) #6
  %1110 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1111 = icmp ult i64 %1110, 7
  br i1 %1111, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %1112 = add nsw i64 %unroll_iter.i, -8
  %1113 = lshr exact i64 %1112, 3
  %1114 = add nuw nsw i64 %1113, 1
  %xtraiter = and i64 %1114, 7
  %1115 = icmp ult i64 %1112, 56
  br i1 %1115, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %1114, %const
  %scevgep616 = getelementptr double, double* %.6.i1491, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %1116 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep592 = getelementptr double, double* %.6.i1491, i64 %1116
  %1117 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %1118 = bitcast double* %scevgep592 to i8*
  %uglygep613 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep613614 = bitcast i8* %uglygep613 to double*
  %scevgep615 = getelementptr double, double* %uglygep613614, i64 -7
  %.265.i.epil = load double, double* %scevgep615, align 8, !noalias !92
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep610 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep610611 = bitcast i8* %uglygep610 to double*
  %scevgep612 = getelementptr double, double* %uglygep610611, i64 -6
  %.265.1.i.epil = load double, double* %scevgep612, align 8, !noalias !92
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep607 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep607608 = bitcast i8* %uglygep607 to double*
  %scevgep609 = getelementptr double, double* %uglygep607608, i64 -5
  %.265.2.i.epil = load double, double* %scevgep609, align 8, !noalias !92
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep604 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep604605 = bitcast i8* %uglygep604 to double*
  %scevgep606 = getelementptr double, double* %uglygep604605, i64 -4
  %.265.3.i.epil = load double, double* %scevgep606, align 8, !noalias !92
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep601 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep601602 = bitcast i8* %uglygep601 to double*
  %scevgep603 = getelementptr double, double* %uglygep601602, i64 -3
  %.265.4.i.epil = load double, double* %scevgep603, align 8, !noalias !92
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep598 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep598599 = bitcast i8* %uglygep598 to double*
  %scevgep600 = getelementptr double, double* %uglygep598599, i64 -2
  %.265.5.i.epil = load double, double* %scevgep600, align 8, !noalias !92
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep595 = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep595596 = bitcast i8* %uglygep595 to double*
  %scevgep597 = getelementptr double, double* %uglygep595596, i64 -1
  %.265.6.i.epil = load double, double* %scevgep597, align 8, !noalias !92
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %1118, i64 %lsr.iv
  %uglygep594 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep594, align 8, !noalias !92
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %1117, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !95, !llvm.loop !96

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1491, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep591 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep591, align 8, !noalias !92
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !95, !llvm.loop !97

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv744 = phi i64 [ %lsr.iv.next745, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep742 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -63
  %.265.i = load double, double* %scevgep743, align 8, !noalias !92
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep740 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -62
  %.265.1.i = load double, double* %scevgep741, align 8, !noalias !92
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep738 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -61
  %.265.2.i = load double, double* %scevgep739, align 8, !noalias !92
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep736 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -60
  %.265.3.i = load double, double* %scevgep737, align 8, !noalias !92
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep734 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -59
  %.265.4.i = load double, double* %scevgep735, align 8, !noalias !92
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep732 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -58
  %.265.5.i = load double, double* %scevgep733, align 8, !noalias !92
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep730 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -57
  %.265.6.i = load double, double* %scevgep731, align 8, !noalias !92
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep728 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -56
  %.265.7.i = load double, double* %scevgep729, align 8, !noalias !92
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep697 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep698 = getelementptr double, double* %scevgep697, i64 -55
  %.265.i.1 = load double, double* %scevgep698, align 8, !noalias !92
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep699 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep700 = getelementptr double, double* %scevgep699, i64 -54
  %.265.1.i.1 = load double, double* %scevgep700, align 8, !noalias !92
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep701 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep702 = getelementptr double, double* %scevgep701, i64 -53
  %.265.2.i.1 = load double, double* %scevgep702, align 8, !noalias !92
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep703 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -52
  %.265.3.i.1 = load double, double* %scevgep704, align 8, !noalias !92
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep705 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -51
  %.265.4.i.1 = load double, double* %scevgep706, align 8, !noalias !92
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep707 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -50
  %.265.5.i.1 = load double, double* %scevgep708, align 8, !noalias !92
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep709 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -49
  %.265.6.i.1 = load double, double* %scevgep710, align 8, !noalias !92
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep711 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -48
  %.265.7.i.1 = load double, double* %scevgep712, align 8, !noalias !92
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep681 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep682 = getelementptr double, double* %scevgep681, i64 -47
  %.265.i.2 = load double, double* %scevgep682, align 8, !noalias !92
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep683 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep684 = getelementptr double, double* %scevgep683, i64 -46
  %.265.1.i.2 = load double, double* %scevgep684, align 8, !noalias !92
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep685 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep686 = getelementptr double, double* %scevgep685, i64 -45
  %.265.2.i.2 = load double, double* %scevgep686, align 8, !noalias !92
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep687 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep688 = getelementptr double, double* %scevgep687, i64 -44
  %.265.3.i.2 = load double, double* %scevgep688, align 8, !noalias !92
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep689 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep690 = getelementptr double, double* %scevgep689, i64 -43
  %.265.4.i.2 = load double, double* %scevgep690, align 8, !noalias !92
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep691 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep692 = getelementptr double, double* %scevgep691, i64 -42
  %.265.5.i.2 = load double, double* %scevgep692, align 8, !noalias !92
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep693 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep694 = getelementptr double, double* %scevgep693, i64 -41
  %.265.6.i.2 = load double, double* %scevgep694, align 8, !noalias !92
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep695 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep696 = getelementptr double, double* %scevgep695, i64 -40
  %.265.7.i.2 = load double, double* %scevgep696, align 8, !noalias !92
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep665 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -39
  %.265.i.3 = load double, double* %scevgep666, align 8, !noalias !92
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep667 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -38
  %.265.1.i.3 = load double, double* %scevgep668, align 8, !noalias !92
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep669 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep670 = getelementptr double, double* %scevgep669, i64 -37
  %.265.2.i.3 = load double, double* %scevgep670, align 8, !noalias !92
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep671 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep672 = getelementptr double, double* %scevgep671, i64 -36
  %.265.3.i.3 = load double, double* %scevgep672, align 8, !noalias !92
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep673 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep674 = getelementptr double, double* %scevgep673, i64 -35
  %.265.4.i.3 = load double, double* %scevgep674, align 8, !noalias !92
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep675 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep676 = getelementptr double, double* %scevgep675, i64 -34
  %.265.5.i.3 = load double, double* %scevgep676, align 8, !noalias !92
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep677 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep678 = getelementptr double, double* %scevgep677, i64 -33
  %.265.6.i.3 = load double, double* %scevgep678, align 8, !noalias !92
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep679 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep680 = getelementptr double, double* %scevgep679, i64 -32
  %.265.7.i.3 = load double, double* %scevgep680, align 8, !noalias !92
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep649 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep650 = getelementptr double, double* %scevgep649, i64 -31
  %.265.i.4 = load double, double* %scevgep650, align 8, !noalias !92
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep651 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -30
  %.265.1.i.4 = load double, double* %scevgep652, align 8, !noalias !92
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep653 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -29
  %.265.2.i.4 = load double, double* %scevgep654, align 8, !noalias !92
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep655 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -28
  %.265.3.i.4 = load double, double* %scevgep656, align 8, !noalias !92
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep657 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -27
  %.265.4.i.4 = load double, double* %scevgep658, align 8, !noalias !92
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep659 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -26
  %.265.5.i.4 = load double, double* %scevgep660, align 8, !noalias !92
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep661 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -25
  %.265.6.i.4 = load double, double* %scevgep662, align 8, !noalias !92
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep663 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -24
  %.265.7.i.4 = load double, double* %scevgep664, align 8, !noalias !92
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep633 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep634 = getelementptr double, double* %scevgep633, i64 -23
  %.265.i.5 = load double, double* %scevgep634, align 8, !noalias !92
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep635 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep636 = getelementptr double, double* %scevgep635, i64 -22
  %.265.1.i.5 = load double, double* %scevgep636, align 8, !noalias !92
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep637 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep638 = getelementptr double, double* %scevgep637, i64 -21
  %.265.2.i.5 = load double, double* %scevgep638, align 8, !noalias !92
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep639 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep640 = getelementptr double, double* %scevgep639, i64 -20
  %.265.3.i.5 = load double, double* %scevgep640, align 8, !noalias !92
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep641 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep642 = getelementptr double, double* %scevgep641, i64 -19
  %.265.4.i.5 = load double, double* %scevgep642, align 8, !noalias !92
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep643 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -18
  %.265.5.i.5 = load double, double* %scevgep644, align 8, !noalias !92
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep645 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -17
  %.265.6.i.5 = load double, double* %scevgep646, align 8, !noalias !92
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep647 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -16
  %.265.7.i.5 = load double, double* %scevgep648, align 8, !noalias !92
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep617 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -15
  %.265.i.6 = load double, double* %scevgep618, align 8, !noalias !92
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep619 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -14
  %.265.1.i.6 = load double, double* %scevgep620, align 8, !noalias !92
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep621 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -13
  %.265.2.i.6 = load double, double* %scevgep622, align 8, !noalias !92
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep623 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -12
  %.265.3.i.6 = load double, double* %scevgep624, align 8, !noalias !92
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep625 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -11
  %.265.4.i.6 = load double, double* %scevgep626, align 8, !noalias !92
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep627 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -10
  %.265.5.i.6 = load double, double* %scevgep628, align 8, !noalias !92
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep629 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -9
  %.265.6.i.6 = load double, double* %scevgep630, align 8, !noalias !92
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep631 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -8
  %.265.7.i.6 = load double, double* %scevgep632, align 8, !noalias !92
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep713 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -7
  %.265.i.7 = load double, double* %scevgep714, align 8, !noalias !92
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep715 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -6
  %.265.1.i.7 = load double, double* %scevgep716, align 8, !noalias !92
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep717 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -5
  %.265.2.i.7 = load double, double* %scevgep718, align 8, !noalias !92
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep719 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -4
  %.265.3.i.7 = load double, double* %scevgep720, align 8, !noalias !92
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep721 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -3
  %.265.4.i.7 = load double, double* %scevgep722, align 8, !noalias !92
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep723 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -2
  %.265.5.i.7 = load double, double* %scevgep724, align 8, !noalias !92
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep725 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %scevgep726 = getelementptr double, double* %scevgep725, i64 -1
  %.265.6.i.7 = load double, double* %scevgep726, align 8, !noalias !92
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep727 = getelementptr double, double* %scevgep616, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep727, align 8, !noalias !92
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next745 = add i64 %lsr.iv744, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next745, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i15)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !98

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, double %.48) #3
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
  %.12 = call i32 @_ZN7kernels9heat_copyB3v16B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !98

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f458f876ed0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
!67 = distinct !{!67, !19}
!68 = distinct !{!68, !19}
!69 = !{!70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !{!73}
!73 = distinct !{!73, !71}
!74 = distinct !{!74, !19}
!75 = distinct !{!75, !21}
!76 = distinct !{!76, !21}
!77 = distinct !{!77, !19}
!78 = !{!79}
!79 = distinct !{!79, !80}
!80 = distinct !{!80, !"LVerDomain"}
!81 = !{!82}
!82 = distinct !{!82, !80}
!83 = !{!84}
!84 = distinct !{!84, !80}
!85 = !{!82, !79}
!86 = distinct !{!86, !19}
!87 = distinct !{!87, !21}
!88 = distinct !{!88, !21}
!89 = distinct !{!89, !21}
!90 = distinct !{!90, !19}
!91 = distinct !{!91, !21}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!95 = !{!"branch_weights", i32 1, i32 7}
!96 = distinct !{!96, !21}
!97 = distinct !{!97, !21}
!98 = !{!"branch_weights", i32 99, i32 1}
