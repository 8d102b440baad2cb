; ModuleID = 'heat_copy_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139772873720000 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139772873720000.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139772873720000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139772873720000, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772873720000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_copy_2d = internal constant [13 x i8] c"heat_copy_2d\00"
@_ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1f68545ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1f68545ed0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139772874610176 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139772874610176.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139772874610176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139772874610176, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772874610176.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1f686e0b50B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B396:                                             ; preds = %B210.B168.loopexit_crit_edge.us, %B96.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i4.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5.1 = icmp eq i8* %.7.i.i4.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i4)
  br i1 %.8.i.i5.1, label %B96.endif.if, label %B96.endif.endif.endif.1, !prof !0

B96.endif.endif.endif.1:                          ; preds = %B396
  %0 = icmp slt i64 %.563, 1
  %1 = icmp slt i64 %arg.u0.5.0, 1
  %.5.i10.1 = getelementptr i8, i8* %.7.i.i4.1, i64 24
  %2 = bitcast i8* %.5.i10.1 to i8**
  %.6.i11.1 = load i8*, i8** %2, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11.1, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %brmerge = select i1 %1, i1 true, i1 %0
  br i1 %brmerge, label %B396.1, label %B170.endif.us.1.preheader

B170.endif.us.1.preheader:                        ; preds = %B96.endif.endif.endif.1
  %3 = shl i64 %arg.u0.5.1, 3
  %4 = shl i64 %358, 3
  %5 = add i64 %4, 8
  %6 = add i64 %4, 16
  %7 = and i64 %358, %const1356
  %8 = add nsw i64 %7, -8
  %9 = lshr exact i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %11 = add i64 %358, 1
  %n.vec112 = and i64 %358, %const1356
  %ind.end113 = or i64 %n.vec112, 1
  %broadcast.splatinsert122 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat123 = shufflevector <8 x double> %broadcast.splatinsert122, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter218 = and i64 %10, 7
  %unroll_iter221 = and i64 %10, %const
  %scevgep826 = getelementptr i8, i8* %.6.i11.1, i64 464
  %12 = shl i64 %arg.u0.5.1, 3
  %scevgep945 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep983 = getelementptr i8, i8* %.6.i11.1, i64 8
  %scevgep995 = getelementptr i8, i8* %.6.i11.1, i64 32
  br label %B170.endif.us.1

B170.endif.us.1:                                  ; preds = %B170.endif.us.1.preheader, %B210.B168.loopexit_crit_edge.us.1
  %lsr.iv996 = phi i8* [ %scevgep995, %B170.endif.us.1.preheader ], [ %177, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv984 = phi i8* [ %scevgep983, %B170.endif.us.1.preheader ], [ %176, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv976 = phi i8* [ %.6.i, %B170.endif.us.1.preheader ], [ %175, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv946 = phi i8* [ %scevgep945, %B170.endif.us.1.preheader ], [ %174, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv827 = phi i8* [ %scevgep826, %B170.endif.us.1.preheader ], [ %173, %B210.B168.loopexit_crit_edge.us.1 ]
  %.428.077.us.1 = phi i64 [ %.497.us.1, %B210.B168.loopexit_crit_edge.us.1 ], [ 0, %B170.endif.us.1.preheader ]
  %13 = icmp ult i64 %358, 8
  %.691.us.1 = mul i64 %.428.077.us.1, %arg.u0.5.1
  br i1 %13, label %for.end.us.1.preheader, label %vector.memcheck99

vector.memcheck99:                                ; preds = %B170.endif.us.1
  %14 = mul i64 %3, %.428.077.us.1
  %15 = add i64 %6, %14
  %scevgep103 = getelementptr i8, i8* %.6.i11.1, i64 %15
  %scevgep102 = getelementptr i8, i8* %.6.i11.1, i64 %14
  %16 = add i64 %5, %14
  %scevgep101 = getelementptr i8, i8* %.6.i, i64 %16
  %17 = add i64 %14, 8
  %scevgep100 = getelementptr i8, i8* %.6.i, i64 %17
  %bound0104 = icmp ult i8* %scevgep100, %scevgep103
  %bound1105 = icmp ult i8* %scevgep102, %scevgep101
  %found.conflict106 = and i1 %bound0104, %bound1105
  br i1 %found.conflict106, label %for.end.us.1.preheader, label %vector.ph110

vector.ph110:                                     ; preds = %vector.memcheck99
  %18 = icmp ult i64 %8, 56
  br i1 %18, label %middle.block107.unr-lcssa, label %vector.body116.preheader

vector.body116.preheader:                         ; preds = %vector.ph110
  br label %vector.body116

vector.body116:                                   ; preds = %vector.body116.preheader, %vector.body116
  %lsr.iv972 = phi i64 [ %unroll_iter221, %vector.body116.preheader ], [ %lsr.iv.next973, %vector.body116 ]
  %index117 = phi i64 [ %index.next124.7, %vector.body116 ], [ 0, %vector.body116.preheader ]
  %19 = shl i64 %index117, 3
  %scevgep939 = getelementptr i8, i8* %lsr.iv827, i64 %19
  %scevgep939940 = bitcast i8* %scevgep939 to <8 x double>*
  %scevgep941 = getelementptr <8 x double>, <8 x double>* %scevgep939940, i64 -7
  %scevgep941942 = bitcast <8 x double>* %scevgep941 to i8*
  %uglygep943 = getelementptr i8, i8* %scevgep941942, i64 -8
  %uglygep943944 = bitcast i8* %uglygep943 to <8 x double>*
  %wide.load119 = load <8 x double>, <8 x double>* %uglygep943944, align 8, !alias.scope !8
  %20 = shl i64 %index117, 3
  %scevgep933 = getelementptr i8, i8* %lsr.iv827, i64 %20
  %scevgep933934 = bitcast i8* %scevgep933 to <8 x double>*
  %scevgep935 = getelementptr <8 x double>, <8 x double>* %scevgep933934, i64 -7
  %scevgep935936 = bitcast <8 x double>* %scevgep935 to i8*
  %uglygep937 = getelementptr i8, i8* %scevgep935936, i64 -16
  %uglygep937938 = bitcast i8* %uglygep937 to <8 x double>*
  %wide.load120 = load <8 x double>, <8 x double>* %uglygep937938, align 8, !alias.scope !8
  %21 = fmul <8 x double> %wide.load119, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %22 = fsub <8 x double> %wide.load120, %21
  %23 = shl i64 %index117, 3
  %scevgep930 = getelementptr i8, i8* %lsr.iv827, i64 %23
  %scevgep930931 = bitcast i8* %scevgep930 to <8 x double>*
  %scevgep932 = getelementptr <8 x double>, <8 x double>* %scevgep930931, i64 -7
  %wide.load121 = load <8 x double>, <8 x double>* %scevgep932, align 8, !alias.scope !8
  %24 = fadd <8 x double> %22, %wide.load121
  %25 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119)
  %26 = fadd <8 x double> %25, %24
  %27 = fmul <8 x double> %26, %broadcast.splat123
  %28 = fadd <8 x double> %wide.load119, %27
  %29 = shl i64 %index117, 3
  %scevgep969 = getelementptr i8, i8* %lsr.iv946, i64 %29
  %scevgep969970 = bitcast i8* %scevgep969 to <8 x double>*
  %scevgep971 = getelementptr <8 x double>, <8 x double>* %scevgep969970, i64 -7
  store <8 x double> %28, <8 x double>* %scevgep971, align 8, !alias.scope !11, !noalias !8
  %30 = shl i64 %index117, 3
  %scevgep914 = getelementptr i8, i8* %lsr.iv827, i64 %30
  %scevgep914915 = bitcast i8* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -6
  %scevgep916917 = bitcast <8 x double>* %scevgep916 to i8*
  %uglygep918 = getelementptr i8, i8* %scevgep916917, i64 -8
  %uglygep918919 = bitcast i8* %uglygep918 to <8 x double>*
  %wide.load119.1 = load <8 x double>, <8 x double>* %uglygep918919, align 8, !alias.scope !8
  %31 = shl i64 %index117, 3
  %scevgep908 = getelementptr i8, i8* %lsr.iv827, i64 %31
  %scevgep908909 = bitcast i8* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -6
  %scevgep910911 = bitcast <8 x double>* %scevgep910 to i8*
  %uglygep912 = getelementptr i8, i8* %scevgep910911, i64 -16
  %uglygep912913 = bitcast i8* %uglygep912 to <8 x double>*
  %wide.load120.1 = load <8 x double>, <8 x double>* %uglygep912913, align 8, !alias.scope !8
  %32 = fmul <8 x double> %wide.load119.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %33 = fsub <8 x double> %wide.load120.1, %32
  %34 = shl i64 %index117, 3
  %scevgep905 = getelementptr i8, i8* %lsr.iv827, i64 %34
  %scevgep905906 = bitcast i8* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -6
  %wide.load121.1 = load <8 x double>, <8 x double>* %scevgep907, align 8, !alias.scope !8
  %35 = fadd <8 x double> %33, %wide.load121.1
  %36 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.1)
  %37 = fadd <8 x double> %36, %35
  %38 = fmul <8 x double> %37, %broadcast.splat123
  %39 = fadd <8 x double> %wide.load119.1, %38
  %40 = shl i64 %index117, 3
  %scevgep964 = getelementptr i8, i8* %lsr.iv946, i64 %40
  %scevgep964965 = bitcast i8* %scevgep964 to <8 x double>*
  %scevgep966 = getelementptr <8 x double>, <8 x double>* %scevgep964965, i64 -6
  store <8 x double> %39, <8 x double>* %scevgep966, align 8, !alias.scope !11, !noalias !8
  %41 = shl i64 %index117, 3
  %scevgep899 = getelementptr i8, i8* %lsr.iv827, i64 %41
  %scevgep899900 = bitcast i8* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -5
  %scevgep901902 = bitcast <8 x double>* %scevgep901 to i8*
  %uglygep903 = getelementptr i8, i8* %scevgep901902, i64 -8
  %uglygep903904 = bitcast i8* %uglygep903 to <8 x double>*
  %wide.load119.2 = load <8 x double>, <8 x double>* %uglygep903904, align 8, !alias.scope !8
  %42 = shl i64 %index117, 3
  %scevgep893 = getelementptr i8, i8* %lsr.iv827, i64 %42
  %scevgep893894 = bitcast i8* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 -5
  %scevgep895896 = bitcast <8 x double>* %scevgep895 to i8*
  %uglygep897 = getelementptr i8, i8* %scevgep895896, i64 -16
  %uglygep897898 = bitcast i8* %uglygep897 to <8 x double>*
  %wide.load120.2 = load <8 x double>, <8 x double>* %uglygep897898, align 8, !alias.scope !8
  %43 = fmul <8 x double> %wide.load119.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %44 = fsub <8 x double> %wide.load120.2, %43
  %45 = shl i64 %index117, 3
  %scevgep890 = getelementptr i8, i8* %lsr.iv827, i64 %45
  %scevgep890891 = bitcast i8* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 -5
  %wide.load121.2 = load <8 x double>, <8 x double>* %scevgep892, align 8, !alias.scope !8
  %46 = fadd <8 x double> %44, %wide.load121.2
  %47 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.2)
  %48 = fadd <8 x double> %47, %46
  %49 = fmul <8 x double> %48, %broadcast.splat123
  %50 = fadd <8 x double> %wide.load119.2, %49
  %51 = shl i64 %index117, 3
  %scevgep961 = getelementptr i8, i8* %lsr.iv946, i64 %51
  %scevgep961962 = bitcast i8* %scevgep961 to <8 x double>*
  %scevgep963 = getelementptr <8 x double>, <8 x double>* %scevgep961962, i64 -5
  store <8 x double> %50, <8 x double>* %scevgep963, align 8, !alias.scope !11, !noalias !8
  %52 = shl i64 %index117, 3
  %scevgep884 = getelementptr i8, i8* %lsr.iv827, i64 %52
  %scevgep884885 = bitcast i8* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -4
  %scevgep886887 = bitcast <8 x double>* %scevgep886 to i8*
  %uglygep888 = getelementptr i8, i8* %scevgep886887, i64 -8
  %uglygep888889 = bitcast i8* %uglygep888 to <8 x double>*
  %wide.load119.3 = load <8 x double>, <8 x double>* %uglygep888889, align 8, !alias.scope !8
  %53 = shl i64 %index117, 3
  %scevgep878 = getelementptr i8, i8* %lsr.iv827, i64 %53
  %scevgep878879 = bitcast i8* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 -4
  %scevgep880881 = bitcast <8 x double>* %scevgep880 to i8*
  %uglygep882 = getelementptr i8, i8* %scevgep880881, i64 -16
  %uglygep882883 = bitcast i8* %uglygep882 to <8 x double>*
  %wide.load120.3 = load <8 x double>, <8 x double>* %uglygep882883, align 8, !alias.scope !8
  %54 = fmul <8 x double> %wide.load119.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %55 = fsub <8 x double> %wide.load120.3, %54
  %56 = shl i64 %index117, 3
  %scevgep875 = getelementptr i8, i8* %lsr.iv827, i64 %56
  %scevgep875876 = bitcast i8* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -4
  %wide.load121.3 = load <8 x double>, <8 x double>* %scevgep877, align 8, !alias.scope !8
  %57 = fadd <8 x double> %55, %wide.load121.3
  %58 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.3)
  %59 = fadd <8 x double> %58, %57
  %60 = fmul <8 x double> %59, %broadcast.splat123
  %61 = fadd <8 x double> %wide.load119.3, %60
  %62 = shl i64 %index117, 3
  %scevgep958 = getelementptr i8, i8* %lsr.iv946, i64 %62
  %scevgep958959 = bitcast i8* %scevgep958 to <8 x double>*
  %scevgep960 = getelementptr <8 x double>, <8 x double>* %scevgep958959, i64 -4
  store <8 x double> %61, <8 x double>* %scevgep960, align 8, !alias.scope !11, !noalias !8
  %63 = shl i64 %index117, 3
  %scevgep869 = getelementptr i8, i8* %lsr.iv827, i64 %63
  %scevgep869870 = bitcast i8* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -3
  %scevgep871872 = bitcast <8 x double>* %scevgep871 to i8*
  %uglygep873 = getelementptr i8, i8* %scevgep871872, i64 -8
  %uglygep873874 = bitcast i8* %uglygep873 to <8 x double>*
  %wide.load119.4 = load <8 x double>, <8 x double>* %uglygep873874, align 8, !alias.scope !8
  %64 = shl i64 %index117, 3
  %scevgep863 = getelementptr i8, i8* %lsr.iv827, i64 %64
  %scevgep863864 = bitcast i8* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -3
  %scevgep865866 = bitcast <8 x double>* %scevgep865 to i8*
  %uglygep867 = getelementptr i8, i8* %scevgep865866, i64 -16
  %uglygep867868 = bitcast i8* %uglygep867 to <8 x double>*
  %wide.load120.4 = load <8 x double>, <8 x double>* %uglygep867868, align 8, !alias.scope !8
  %65 = fmul <8 x double> %wide.load119.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %66 = fsub <8 x double> %wide.load120.4, %65
  %67 = shl i64 %index117, 3
  %scevgep860 = getelementptr i8, i8* %lsr.iv827, i64 %67
  %scevgep860861 = bitcast i8* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -3
  %wide.load121.4 = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !8
  %68 = fadd <8 x double> %66, %wide.load121.4
  %69 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.4)
  %70 = fadd <8 x double> %69, %68
  %71 = fmul <8 x double> %70, %broadcast.splat123
  %72 = fadd <8 x double> %wide.load119.4, %71
  %73 = shl i64 %index117, 3
  %scevgep955 = getelementptr i8, i8* %lsr.iv946, i64 %73
  %scevgep955956 = bitcast i8* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 -3
  store <8 x double> %72, <8 x double>* %scevgep957, align 8, !alias.scope !11, !noalias !8
  %74 = shl i64 %index117, 3
  %scevgep854 = getelementptr i8, i8* %lsr.iv827, i64 %74
  %scevgep854855 = bitcast i8* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 -2
  %scevgep856857 = bitcast <8 x double>* %scevgep856 to i8*
  %uglygep858 = getelementptr i8, i8* %scevgep856857, i64 -8
  %uglygep858859 = bitcast i8* %uglygep858 to <8 x double>*
  %wide.load119.5 = load <8 x double>, <8 x double>* %uglygep858859, align 8, !alias.scope !8
  %75 = shl i64 %index117, 3
  %scevgep848 = getelementptr i8, i8* %lsr.iv827, i64 %75
  %scevgep848849 = bitcast i8* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 -2
  %scevgep850851 = bitcast <8 x double>* %scevgep850 to i8*
  %uglygep852 = getelementptr i8, i8* %scevgep850851, i64 -16
  %uglygep852853 = bitcast i8* %uglygep852 to <8 x double>*
  %wide.load120.5 = load <8 x double>, <8 x double>* %uglygep852853, align 8, !alias.scope !8
  %76 = fmul <8 x double> %wide.load119.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %77 = fsub <8 x double> %wide.load120.5, %76
  %78 = shl i64 %index117, 3
  %scevgep845 = getelementptr i8, i8* %lsr.iv827, i64 %78
  %scevgep845846 = bitcast i8* %scevgep845 to <8 x double>*
  %scevgep847 = getelementptr <8 x double>, <8 x double>* %scevgep845846, i64 -2
  %wide.load121.5 = load <8 x double>, <8 x double>* %scevgep847, align 8, !alias.scope !8
  %79 = fadd <8 x double> %77, %wide.load121.5
  %80 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.5)
  %81 = fadd <8 x double> %80, %79
  %82 = fmul <8 x double> %81, %broadcast.splat123
  %83 = fadd <8 x double> %wide.load119.5, %82
  %84 = shl i64 %index117, 3
  %scevgep952 = getelementptr i8, i8* %lsr.iv946, i64 %84
  %scevgep952953 = bitcast i8* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 -2
  store <8 x double> %83, <8 x double>* %scevgep954, align 8, !alias.scope !11, !noalias !8
  %85 = shl i64 %index117, 3
  %scevgep839 = getelementptr i8, i8* %lsr.iv827, i64 %85
  %scevgep839840 = bitcast i8* %scevgep839 to <8 x double>*
  %scevgep841 = getelementptr <8 x double>, <8 x double>* %scevgep839840, i64 -1
  %scevgep841842 = bitcast <8 x double>* %scevgep841 to i8*
  %uglygep843 = getelementptr i8, i8* %scevgep841842, i64 -8
  %uglygep843844 = bitcast i8* %uglygep843 to <8 x double>*
  %wide.load119.6 = load <8 x double>, <8 x double>* %uglygep843844, align 8, !alias.scope !8
  %86 = shl i64 %index117, 3
  %scevgep833 = getelementptr i8, i8* %lsr.iv827, i64 %86
  %scevgep833834 = bitcast i8* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 -1
  %scevgep835836 = bitcast <8 x double>* %scevgep835 to i8*
  %uglygep837 = getelementptr i8, i8* %scevgep835836, i64 -16
  %uglygep837838 = bitcast i8* %uglygep837 to <8 x double>*
  %wide.load120.6 = load <8 x double>, <8 x double>* %uglygep837838, align 8, !alias.scope !8
  %87 = fmul <8 x double> %wide.load119.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %88 = fsub <8 x double> %wide.load120.6, %87
  %89 = shl i64 %index117, 3
  %scevgep830 = getelementptr i8, i8* %lsr.iv827, i64 %89
  %scevgep830831 = bitcast i8* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 -1
  %wide.load121.6 = load <8 x double>, <8 x double>* %scevgep832, align 8, !alias.scope !8
  %90 = fadd <8 x double> %88, %wide.load121.6
  %91 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.6)
  %92 = fadd <8 x double> %91, %90
  %93 = fmul <8 x double> %92, %broadcast.splat123
  %94 = fadd <8 x double> %wide.load119.6, %93
  %95 = shl i64 %index117, 3
  %scevgep949 = getelementptr i8, i8* %lsr.iv946, i64 %95
  %scevgep949950 = bitcast i8* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 -1
  store <8 x double> %94, <8 x double>* %scevgep951, align 8, !alias.scope !11, !noalias !8
  %96 = shl i64 %index117, 3
  %scevgep924 = getelementptr i8, i8* %lsr.iv827, i64 %96
  %uglygep926 = getelementptr i8, i8* %scevgep924, i64 -8
  %uglygep926927 = bitcast i8* %uglygep926 to <8 x double>*
  %wide.load119.7 = load <8 x double>, <8 x double>* %uglygep926927, align 8, !alias.scope !8
  %97 = shl i64 %index117, 3
  %scevgep920 = getelementptr i8, i8* %lsr.iv827, i64 %97
  %uglygep922 = getelementptr i8, i8* %scevgep920, i64 -16
  %uglygep922923 = bitcast i8* %uglygep922 to <8 x double>*
  %wide.load120.7 = load <8 x double>, <8 x double>* %uglygep922923, align 8, !alias.scope !8
  %98 = fmul <8 x double> %wide.load119.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %99 = fsub <8 x double> %wide.load120.7, %98
  %100 = shl i64 %index117, 3
  %scevgep928 = getelementptr i8, i8* %lsr.iv827, i64 %100
  %scevgep928929 = bitcast i8* %scevgep928 to <8 x double>*
  %wide.load121.7 = load <8 x double>, <8 x double>* %scevgep928929, align 8, !alias.scope !8
  %101 = fadd <8 x double> %99, %wide.load121.7
  %102 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.7)
  %103 = fadd <8 x double> %102, %101
  %104 = fmul <8 x double> %103, %broadcast.splat123
  %105 = fadd <8 x double> %wide.load119.7, %104
  %106 = shl i64 %index117, 3
  %scevgep967 = getelementptr i8, i8* %lsr.iv946, i64 %106
  %scevgep967968 = bitcast i8* %scevgep967 to <8 x double>*
  store <8 x double> %105, <8 x double>* %scevgep967968, align 8, !alias.scope !11, !noalias !8
  %index.next124.7 = add i64 %index117, 64
  %lsr.iv.next973 = add i64 %lsr.iv972, -8
  %niter222.ncmp.7 = icmp eq i64 %lsr.iv.next973, 0
  br i1 %niter222.ncmp.7, label %middle.block107.unr-lcssa, label %vector.body116, !llvm.loop !13

middle.block107.unr-lcssa:                        ; preds = %vector.body116, %vector.ph110
  %index117.unr = phi i64 [ 0, %vector.ph110 ], [ %index.next124.7, %vector.body116 ]
  %107 = icmp eq i64 %xtraiter218, 0
  br i1 %107, label %middle.block107, label %vector.body116.epil.preheader

vector.body116.epil.preheader:                    ; preds = %middle.block107.unr-lcssa
  br label %vector.body116.epil

vector.body116.epil:                              ; preds = %vector.body116.epil.preheader, %vector.body116.epil
  %lsr.iv974 = phi i64 [ %xtraiter218, %vector.body116.epil.preheader ], [ %lsr.iv.next975, %vector.body116.epil ]
  %index117.epil = phi i64 [ %index.next124.epil, %vector.body116.epil ], [ %index117.unr, %vector.body116.epil.preheader ]
  %108 = bitcast i8* %.6.i to double*
  %109 = bitcast i8* %.6.i11.1 to double*
  %offset.idx118.epil = or i64 %index117.epil, 1
  %110 = or i64 %index117.epil, 2
  %111 = add i64 %offset.idx118.epil, %.691.us.1
  %112 = getelementptr double, double* %109, i64 %111
  %113 = bitcast double* %112 to <8 x double>*
  %wide.load119.epil = load <8 x double>, <8 x double>* %113, align 8, !alias.scope !8
  %114 = add i64 %111, -1
  %115 = getelementptr double, double* %109, i64 %114
  %116 = bitcast double* %115 to <8 x double>*
  %wide.load120.epil = load <8 x double>, <8 x double>* %116, align 8, !alias.scope !8
  %117 = fmul <8 x double> %wide.load119.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %118 = fsub <8 x double> %wide.load120.epil, %117
  %119 = add i64 %110, %.691.us.1
  %120 = getelementptr double, double* %109, i64 %119
  %121 = bitcast double* %120 to <8 x double>*
  %wide.load121.epil = load <8 x double>, <8 x double>* %121, align 8, !alias.scope !8
  %122 = fadd <8 x double> %118, %wide.load121.epil
  %123 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load119.epil)
  %124 = fadd <8 x double> %123, %122
  %125 = fmul <8 x double> %124, %broadcast.splat123
  %126 = fadd <8 x double> %wide.load119.epil, %125
  %127 = getelementptr double, double* %108, i64 %111
  %128 = bitcast double* %127 to <8 x double>*
  store <8 x double> %126, <8 x double>* %128, align 8, !alias.scope !11, !noalias !8
  %index.next124.epil = add nuw i64 %index117.epil, 8
  %lsr.iv.next975 = add nsw i64 %lsr.iv974, -1
  %epil.iter219.cmp.not = icmp eq i64 %lsr.iv.next975, 0
  br i1 %epil.iter219.cmp.not, label %middle.block107, label %vector.body116.epil, !llvm.loop !15

middle.block107:                                  ; preds = %vector.body116.epil, %middle.block107.unr-lcssa
  %129 = icmp eq i64 %358, %n.vec112
  br i1 %129, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1.preheader

for.end.us.1.preheader:                           ; preds = %vector.memcheck99, %B170.endif.us.1, %middle.block107
  %.550.074.us.1.ph = phi i64 [ 1, %vector.memcheck99 ], [ 1, %B170.endif.us.1 ], [ %ind.end113, %middle.block107 ]
  %130 = sub i64 %11, %.550.074.us.1.ph
  %131 = sub i64 %358, %.550.074.us.1.ph
  %xtraiter223 = and i64 %130, 7
  %lcmp.mod224.not = icmp eq i64 %xtraiter223, 0
  br i1 %lcmp.mod224.not, label %for.end.us.1.prol.loopexit, label %for.end.us.1.prol.preheader

for.end.us.1.prol.preheader:                      ; preds = %for.end.us.1.preheader
  br label %for.end.us.1.prol

for.end.us.1.prol:                                ; preds = %for.end.us.1.prol.preheader, %for.end.us.1.prol
  %lsr.iv981 = phi i64 [ %xtraiter223, %for.end.us.1.prol.preheader ], [ %lsr.iv.next982, %for.end.us.1.prol ]
  %.550.074.us.1.prol = phi i64 [ %.619.us.1.prol, %for.end.us.1.prol ], [ %.550.074.us.1.ph, %for.end.us.1.prol.preheader ]
  %.619.us.1.prol = add nuw i64 %.550.074.us.1.prol, 1
  %132 = shl i64 %.550.074.us.1.prol, 3
  %scevgep989 = getelementptr i8, i8* %lsr.iv984, i64 %132
  %scevgep989990 = bitcast i8* %scevgep989 to double*
  %scevgep991 = getelementptr double, double* %scevgep989990, i64 -1
  %.696.us.1.prol = load double, double* %scevgep991, align 8
  %133 = shl i64 %.550.074.us.1.prol, 3
  %scevgep992 = getelementptr i8, i8* %lsr.iv984, i64 %133
  %scevgep992993 = bitcast i8* %scevgep992 to double*
  %scevgep994 = getelementptr double, double* %scevgep992993, i64 -2
  %.752.us.1.prol = load double, double* %scevgep994, align 8
  %.810.us.1.prol = fmul double %.696.us.1.prol, 2.000000e+00
  %.811.us.1.prol = fsub double %.752.us.1.prol, %.810.us.1.prol
  %134 = shl i64 %.550.074.us.1.prol, 3
  %scevgep987 = getelementptr i8, i8* %lsr.iv984, i64 %134
  %scevgep987988 = bitcast i8* %scevgep987 to double*
  %.865.us.1.prol = load double, double* %scevgep987988, align 8
  %.868.us.1.prol = fadd double %.811.us.1.prol, %.865.us.1.prol
  %.931.us.1.prol = tail call double @llvm.sin.f64(double %.696.us.1.prol)
  %.936.us.1.prol = fadd double %.931.us.1.prol, %.868.us.1.prol
  %.938.us.1.prol = fmul double %.936.us.1.prol, %arg.h
  %.939.us.1.prol = fadd double %.696.us.1.prol, %.938.us.1.prol
  %135 = shl i64 %.550.074.us.1.prol, 3
  %scevgep979 = getelementptr i8, i8* %lsr.iv976, i64 %135
  %scevgep979980 = bitcast i8* %scevgep979 to double*
  store double %.939.us.1.prol, double* %scevgep979980, align 8
  %lsr.iv.next982 = add nsw i64 %lsr.iv981, -1
  %prol.iter225.cmp.not = icmp eq i64 %lsr.iv.next982, 0
  br i1 %prol.iter225.cmp.not, label %for.end.us.1.prol.loopexit, label %for.end.us.1.prol, !llvm.loop !17

for.end.us.1.prol.loopexit:                       ; preds = %for.end.us.1.prol, %for.end.us.1.preheader
  %.550.074.us.1.unr = phi i64 [ %.550.074.us.1.ph, %for.end.us.1.preheader ], [ %.619.us.1.prol, %for.end.us.1.prol ]
  %136 = icmp ult i64 %131, 7
  br i1 %136, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1.preheader275

for.end.us.1.preheader275:                        ; preds = %for.end.us.1.prol.loopexit
  br label %for.end.us.1

for.end.us.1:                                     ; preds = %for.end.us.1.preheader275, %for.end.us.1
  %.550.074.us.1 = phi i64 [ %.619.us.1.7, %for.end.us.1 ], [ %.550.074.us.1.unr, %for.end.us.1.preheader275 ]
  %137 = shl i64 %.550.074.us.1, 3
  %scevgep1008 = getelementptr i8, i8* %lsr.iv996, i64 %137
  %scevgep10081009 = bitcast i8* %scevgep1008 to double*
  %scevgep1010 = getelementptr double, double* %scevgep10081009, i64 -4
  %.696.us.1 = load double, double* %scevgep1010, align 8
  %138 = shl i64 %.550.074.us.1, 3
  %scevgep1014 = getelementptr i8, i8* %lsr.iv996, i64 %138
  %scevgep10141015 = bitcast i8* %scevgep1014 to double*
  %scevgep1016 = getelementptr double, double* %scevgep10141015, i64 -5
  %.752.us.1 = load double, double* %scevgep1016, align 8
  %.810.us.1 = fmul double %.696.us.1, 2.000000e+00
  %.811.us.1 = fsub double %.752.us.1, %.810.us.1
  %139 = shl i64 %.550.074.us.1, 3
  %scevgep1023 = getelementptr i8, i8* %lsr.iv996, i64 %139
  %scevgep10231024 = bitcast i8* %scevgep1023 to double*
  %scevgep1025 = getelementptr double, double* %scevgep10231024, i64 -3
  %.865.us.1 = load double, double* %scevgep1025, align 8
  %.868.us.1 = fadd double %.811.us.1, %.865.us.1
  %.931.us.1 = tail call double @llvm.sin.f64(double %.696.us.1)
  %.936.us.1 = fadd double %.931.us.1, %.868.us.1
  %.938.us.1 = fmul double %.936.us.1, %arg.h
  %.939.us.1 = fadd double %.696.us.1, %.938.us.1
  %140 = shl i64 %.550.074.us.1, 3
  %scevgep1077 = getelementptr i8, i8* %lsr.iv976, i64 %140
  %scevgep10771078 = bitcast i8* %scevgep1077 to double*
  store double %.939.us.1, double* %scevgep10771078, align 8
  %141 = shl i64 %.550.074.us.1, 3
  %scevgep1020 = getelementptr i8, i8* %lsr.iv996, i64 %141
  %scevgep10201021 = bitcast i8* %scevgep1020 to double*
  %scevgep1022 = getelementptr double, double* %scevgep10201021, i64 -3
  %.696.us.1.1 = load double, double* %scevgep1022, align 8
  %142 = shl i64 %.550.074.us.1, 3
  %scevgep1005 = getelementptr i8, i8* %lsr.iv996, i64 %142
  %scevgep10051006 = bitcast i8* %scevgep1005 to double*
  %scevgep1007 = getelementptr double, double* %scevgep10051006, i64 -4
  %.752.us.1.1 = load double, double* %scevgep1007, align 8
  %.810.us.1.1 = fmul double %.696.us.1.1, 2.000000e+00
  %.811.us.1.1 = fsub double %.752.us.1.1, %.810.us.1.1
  %143 = shl i64 %.550.074.us.1, 3
  %scevgep1032 = getelementptr i8, i8* %lsr.iv996, i64 %143
  %scevgep10321033 = bitcast i8* %scevgep1032 to double*
  %scevgep1034 = getelementptr double, double* %scevgep10321033, i64 -2
  %.865.us.1.1 = load double, double* %scevgep1034, align 8
  %.868.us.1.1 = fadd double %.811.us.1.1, %.865.us.1.1
  %.931.us.1.1 = tail call double @llvm.sin.f64(double %.696.us.1.1)
  %.936.us.1.1 = fadd double %.931.us.1.1, %.868.us.1.1
  %.938.us.1.1 = fmul double %.936.us.1.1, %arg.h
  %.939.us.1.1 = fadd double %.696.us.1.1, %.938.us.1.1
  %144 = shl i64 %.550.074.us.1, 3
  %scevgep1079 = getelementptr i8, i8* %lsr.iv976, i64 %144
  %scevgep10791080 = bitcast i8* %scevgep1079 to double*
  %scevgep1081 = getelementptr double, double* %scevgep10791080, i64 1
  store double %.939.us.1.1, double* %scevgep1081, align 8
  %145 = shl i64 %.550.074.us.1, 3
  %scevgep1029 = getelementptr i8, i8* %lsr.iv996, i64 %145
  %scevgep10291030 = bitcast i8* %scevgep1029 to double*
  %scevgep1031 = getelementptr double, double* %scevgep10291030, i64 -2
  %.696.us.1.2 = load double, double* %scevgep1031, align 8
  %146 = shl i64 %.550.074.us.1, 3
  %scevgep1017 = getelementptr i8, i8* %lsr.iv996, i64 %146
  %scevgep10171018 = bitcast i8* %scevgep1017 to double*
  %scevgep1019 = getelementptr double, double* %scevgep10171018, i64 -3
  %.752.us.1.2 = load double, double* %scevgep1019, align 8
  %.810.us.1.2 = fmul double %.696.us.1.2, 2.000000e+00
  %.811.us.1.2 = fsub double %.752.us.1.2, %.810.us.1.2
  %147 = shl i64 %.550.074.us.1, 3
  %scevgep1041 = getelementptr i8, i8* %lsr.iv996, i64 %147
  %scevgep10411042 = bitcast i8* %scevgep1041 to double*
  %scevgep1043 = getelementptr double, double* %scevgep10411042, i64 -1
  %.865.us.1.2 = load double, double* %scevgep1043, align 8
  %.868.us.1.2 = fadd double %.811.us.1.2, %.865.us.1.2
  %.931.us.1.2 = tail call double @llvm.sin.f64(double %.696.us.1.2)
  %.936.us.1.2 = fadd double %.931.us.1.2, %.868.us.1.2
  %.938.us.1.2 = fmul double %.936.us.1.2, %arg.h
  %.939.us.1.2 = fadd double %.696.us.1.2, %.938.us.1.2
  %148 = shl i64 %.550.074.us.1, 3
  %scevgep1082 = getelementptr i8, i8* %lsr.iv976, i64 %148
  %scevgep10821083 = bitcast i8* %scevgep1082 to double*
  %scevgep1084 = getelementptr double, double* %scevgep10821083, i64 2
  store double %.939.us.1.2, double* %scevgep1084, align 8
  %149 = shl i64 %.550.074.us.1, 3
  %scevgep1038 = getelementptr i8, i8* %lsr.iv996, i64 %149
  %scevgep10381039 = bitcast i8* %scevgep1038 to double*
  %scevgep1040 = getelementptr double, double* %scevgep10381039, i64 -1
  %.696.us.1.3 = load double, double* %scevgep1040, align 8
  %150 = shl i64 %.550.074.us.1, 3
  %scevgep1026 = getelementptr i8, i8* %lsr.iv996, i64 %150
  %scevgep10261027 = bitcast i8* %scevgep1026 to double*
  %scevgep1028 = getelementptr double, double* %scevgep10261027, i64 -2
  %.752.us.1.3 = load double, double* %scevgep1028, align 8
  %.810.us.1.3 = fmul double %.696.us.1.3, 2.000000e+00
  %.811.us.1.3 = fsub double %.752.us.1.3, %.810.us.1.3
  %151 = shl i64 %.550.074.us.1, 3
  %scevgep1003 = getelementptr i8, i8* %lsr.iv996, i64 %151
  %scevgep10031004 = bitcast i8* %scevgep1003 to double*
  %.865.us.1.3 = load double, double* %scevgep10031004, align 8
  %.868.us.1.3 = fadd double %.811.us.1.3, %.865.us.1.3
  %.931.us.1.3 = tail call double @llvm.sin.f64(double %.696.us.1.3)
  %.936.us.1.3 = fadd double %.931.us.1.3, %.868.us.1.3
  %.938.us.1.3 = fmul double %.936.us.1.3, %arg.h
  %.939.us.1.3 = fadd double %.696.us.1.3, %.938.us.1.3
  %152 = shl i64 %.550.074.us.1, 3
  %scevgep1085 = getelementptr i8, i8* %lsr.iv976, i64 %152
  %scevgep10851086 = bitcast i8* %scevgep1085 to double*
  %scevgep1087 = getelementptr double, double* %scevgep10851086, i64 3
  store double %.939.us.1.3, double* %scevgep1087, align 8
  %153 = shl i64 %.550.074.us.1, 3
  %scevgep1001 = getelementptr i8, i8* %lsr.iv996, i64 %153
  %scevgep10011002 = bitcast i8* %scevgep1001 to double*
  %.696.us.1.4 = load double, double* %scevgep10011002, align 8
  %scevgep1035 = getelementptr i8, i8* %lsr.iv996, i64 %153
  %scevgep10351036 = bitcast i8* %scevgep1035 to double*
  %scevgep1037 = getelementptr double, double* %scevgep10351036, i64 -1
  %.752.us.1.4 = load double, double* %scevgep1037, align 8
  %.810.us.1.4 = fmul double %.696.us.1.4, 2.000000e+00
  %.811.us.1.4 = fsub double %.752.us.1.4, %.810.us.1.4
  %154 = shl i64 %.550.074.us.1, 3
  %scevgep1050 = getelementptr i8, i8* %lsr.iv996, i64 %154
  %scevgep10501051 = bitcast i8* %scevgep1050 to double*
  %scevgep1052 = getelementptr double, double* %scevgep10501051, i64 1
  %.865.us.1.4 = load double, double* %scevgep1052, align 8
  %.868.us.1.4 = fadd double %.811.us.1.4, %.865.us.1.4
  %.931.us.1.4 = tail call double @llvm.sin.f64(double %.696.us.1.4)
  %.936.us.1.4 = fadd double %.931.us.1.4, %.868.us.1.4
  %.938.us.1.4 = fmul double %.936.us.1.4, %arg.h
  %.939.us.1.4 = fadd double %.696.us.1.4, %.938.us.1.4
  %155 = shl i64 %.550.074.us.1, 3
  %scevgep1074 = getelementptr i8, i8* %lsr.iv976, i64 %155
  %scevgep10741075 = bitcast i8* %scevgep1074 to double*
  %scevgep1076 = getelementptr double, double* %scevgep10741075, i64 4
  store double %.939.us.1.4, double* %scevgep1076, align 8
  %156 = shl i64 %.550.074.us.1, 3
  %scevgep1047 = getelementptr i8, i8* %lsr.iv996, i64 %156
  %scevgep10471048 = bitcast i8* %scevgep1047 to double*
  %scevgep1049 = getelementptr double, double* %scevgep10471048, i64 1
  %.696.us.1.5 = load double, double* %scevgep1049, align 8
  %157 = shl i64 %.550.074.us.1, 3
  %scevgep999 = getelementptr i8, i8* %lsr.iv996, i64 %157
  %scevgep9991000 = bitcast i8* %scevgep999 to double*
  %.752.us.1.5 = load double, double* %scevgep9991000, align 8
  %.810.us.1.5 = fmul double %.696.us.1.5, 2.000000e+00
  %.811.us.1.5 = fsub double %.752.us.1.5, %.810.us.1.5
  %158 = shl i64 %.550.074.us.1, 3
  %scevgep1059 = getelementptr i8, i8* %lsr.iv996, i64 %158
  %scevgep10591060 = bitcast i8* %scevgep1059 to double*
  %scevgep1061 = getelementptr double, double* %scevgep10591060, i64 2
  %.865.us.1.5 = load double, double* %scevgep1061, align 8
  %.868.us.1.5 = fadd double %.811.us.1.5, %.865.us.1.5
  %.931.us.1.5 = tail call double @llvm.sin.f64(double %.696.us.1.5)
  %.936.us.1.5 = fadd double %.931.us.1.5, %.868.us.1.5
  %.938.us.1.5 = fmul double %.936.us.1.5, %arg.h
  %.939.us.1.5 = fadd double %.696.us.1.5, %.938.us.1.5
  %159 = shl i64 %.550.074.us.1, 3
  %scevgep1088 = getelementptr i8, i8* %lsr.iv976, i64 %159
  %scevgep10881089 = bitcast i8* %scevgep1088 to double*
  %scevgep1090 = getelementptr double, double* %scevgep10881089, i64 5
  store double %.939.us.1.5, double* %scevgep1090, align 8
  %160 = shl i64 %.550.074.us.1, 3
  %scevgep1056 = getelementptr i8, i8* %lsr.iv996, i64 %160
  %scevgep10561057 = bitcast i8* %scevgep1056 to double*
  %scevgep1058 = getelementptr double, double* %scevgep10561057, i64 2
  %.696.us.1.6 = load double, double* %scevgep1058, align 8
  %161 = shl i64 %.550.074.us.1, 3
  %scevgep1044 = getelementptr i8, i8* %lsr.iv996, i64 %161
  %scevgep10441045 = bitcast i8* %scevgep1044 to double*
  %scevgep1046 = getelementptr double, double* %scevgep10441045, i64 1
  %.752.us.1.6 = load double, double* %scevgep1046, align 8
  %.810.us.1.6 = fmul double %.696.us.1.6, 2.000000e+00
  %.811.us.1.6 = fsub double %.752.us.1.6, %.810.us.1.6
  %162 = shl i64 %.550.074.us.1, 3
  %scevgep1065 = getelementptr i8, i8* %lsr.iv996, i64 %162
  %scevgep10651066 = bitcast i8* %scevgep1065 to double*
  %scevgep1067 = getelementptr double, double* %scevgep10651066, i64 3
  %.865.us.1.6 = load double, double* %scevgep1067, align 8
  %.868.us.1.6 = fadd double %.811.us.1.6, %.865.us.1.6
  %.931.us.1.6 = tail call double @llvm.sin.f64(double %.696.us.1.6)
  %.936.us.1.6 = fadd double %.931.us.1.6, %.868.us.1.6
  %.938.us.1.6 = fmul double %.936.us.1.6, %arg.h
  %.939.us.1.6 = fadd double %.696.us.1.6, %.938.us.1.6
  %163 = shl i64 %.550.074.us.1, 3
  %scevgep1068 = getelementptr i8, i8* %lsr.iv976, i64 %163
  %scevgep10681069 = bitcast i8* %scevgep1068 to double*
  %scevgep1070 = getelementptr double, double* %scevgep10681069, i64 6
  store double %.939.us.1.6, double* %scevgep1070, align 8
  %.619.us.1.7 = add i64 %.550.074.us.1, 8
  %164 = shl i64 %.550.074.us.1, 3
  %scevgep1062 = getelementptr i8, i8* %lsr.iv996, i64 %164
  %scevgep10621063 = bitcast i8* %scevgep1062 to double*
  %scevgep1064 = getelementptr double, double* %scevgep10621063, i64 3
  %.696.us.1.7 = load double, double* %scevgep1064, align 8
  %165 = shl i64 %.550.074.us.1, 3
  %scevgep1053 = getelementptr i8, i8* %lsr.iv996, i64 %165
  %scevgep10531054 = bitcast i8* %scevgep1053 to double*
  %scevgep1055 = getelementptr double, double* %scevgep10531054, i64 2
  %.752.us.1.7 = load double, double* %scevgep1055, align 8
  %.810.us.1.7 = fmul double %.696.us.1.7, 2.000000e+00
  %.811.us.1.7 = fsub double %.752.us.1.7, %.810.us.1.7
  %166 = shl i64 %.550.074.us.1, 3
  %scevgep1011 = getelementptr i8, i8* %lsr.iv996, i64 %166
  %scevgep10111012 = bitcast i8* %scevgep1011 to double*
  %scevgep1013 = getelementptr double, double* %scevgep10111012, i64 4
  %.865.us.1.7 = load double, double* %scevgep1013, align 8
  %.868.us.1.7 = fadd double %.811.us.1.7, %.865.us.1.7
  %.931.us.1.7 = tail call double @llvm.sin.f64(double %.696.us.1.7)
  %.936.us.1.7 = fadd double %.931.us.1.7, %.868.us.1.7
  %.938.us.1.7 = fmul double %.936.us.1.7, %arg.h
  %.939.us.1.7 = fadd double %.696.us.1.7, %.938.us.1.7
  %167 = shl i64 %.550.074.us.1, 3
  %scevgep1071 = getelementptr i8, i8* %lsr.iv976, i64 %167
  %scevgep10711072 = bitcast i8* %scevgep1071 to double*
  %scevgep1073 = getelementptr double, double* %scevgep10711072, i64 7
  store double %.939.us.1.7, double* %scevgep1073, align 8
  %exitcond87.1.not.7 = icmp eq i64 %11, %.619.us.1.7
  br i1 %exitcond87.1.not.7, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1, !llvm.loop !18

B210.B168.loopexit_crit_edge.us.1:                ; preds = %for.end.us.1, %for.end.us.1.prol.loopexit, %middle.block107
  %168 = bitcast i8* %lsr.iv946 to i1*
  %169 = bitcast i8* %lsr.iv827 to i1*
  %170 = bitcast i8* %lsr.iv984 to i1*
  %171 = bitcast i8* %lsr.iv976 to i1*
  %172 = bitcast i8* %lsr.iv996 to i1*
  %.497.us.1 = add nuw nsw i64 %.428.077.us.1, 1
  %scevgep829 = getelementptr i1, i1* %169, i64 %12
  %173 = bitcast i1* %scevgep829 to i8*
  %scevgep948 = getelementptr i1, i1* %168, i64 %12
  %174 = bitcast i1* %scevgep948 to i8*
  %scevgep978 = getelementptr i1, i1* %171, i64 %12
  %175 = bitcast i1* %scevgep978 to i8*
  %scevgep986 = getelementptr i1, i1* %170, i64 %12
  %176 = bitcast i1* %scevgep986 to i8*
  %scevgep998 = getelementptr i1, i1* %172, i64 %12
  %177 = bitcast i1* %scevgep998 to i8*
  %exitcond88.1.not = icmp eq i64 %.497.us.1, %357
  br i1 %exitcond88.1.not, label %B396.1, label %B170.endif.us.1

B396.1:                                           ; preds = %B210.B168.loopexit_crit_edge.us.1, %B96.endif.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i4.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5.2 = icmp eq i8* %.7.i.i4.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.1)
  br i1 %.8.i.i5.2, label %B96.endif.if, label %B96.endif.endif.endif.2, !prof !0

B96.endif.endif.endif.2:                          ; preds = %B396.1
  %178 = icmp slt i64 %.563, 1
  %179 = icmp slt i64 %arg.u0.5.0, 1
  %.5.i10.2 = getelementptr i8, i8* %.7.i.i4.2, i64 24
  %180 = bitcast i8* %.5.i10.2 to i8**
  %.6.i11.2 = load i8*, i8** %180, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11.2, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %brmerge93 = select i1 %179, i1 true, i1 %178
  br i1 %brmerge93, label %B128.i.1, label %B170.endif.us.2.preheader

B170.endif.us.2.preheader:                        ; preds = %B96.endif.endif.endif.2
  %181 = shl i64 %arg.u0.5.1, 3
  %182 = shl i64 %358, 3
  %183 = add i64 %182, 8
  %184 = add i64 %182, 16
  %185 = and i64 %358, %const1356
  %186 = add nsw i64 %185, -8
  %187 = lshr exact i64 %186, 3
  %188 = add nuw nsw i64 %187, 1
  %189 = add i64 %358, 1
  %n.vec138 = and i64 %358, %const1356
  %ind.end139 = or i64 %n.vec138, 1
  %broadcast.splatinsert148 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat149 = shufflevector <8 x double> %broadcast.splatinsert148, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter211 = and i64 %188, 7
  %unroll_iter214 = and i64 %188, %const
  %scevgep561 = getelementptr i8, i8* %.6.i11.2, i64 464
  %190 = shl i64 %arg.u0.5.1, 3
  %scevgep680 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep718 = getelementptr i8, i8* %.6.i11.2, i64 8
  %scevgep730 = getelementptr i8, i8* %.6.i11.2, i64 32
  br label %B170.endif.us.2

B170.endif.us.2:                                  ; preds = %B170.endif.us.2.preheader, %B210.B168.loopexit_crit_edge.us.2
  %lsr.iv731 = phi i8* [ %scevgep730, %B170.endif.us.2.preheader ], [ %355, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv719 = phi i8* [ %scevgep718, %B170.endif.us.2.preheader ], [ %354, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv711 = phi i8* [ %.6.i, %B170.endif.us.2.preheader ], [ %353, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv681 = phi i8* [ %scevgep680, %B170.endif.us.2.preheader ], [ %352, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv562 = phi i8* [ %scevgep561, %B170.endif.us.2.preheader ], [ %351, %B210.B168.loopexit_crit_edge.us.2 ]
  %.428.077.us.2 = phi i64 [ %.497.us.2, %B210.B168.loopexit_crit_edge.us.2 ], [ 0, %B170.endif.us.2.preheader ]
  %191 = icmp ult i64 %358, 8
  %.691.us.2 = mul i64 %.428.077.us.2, %arg.u0.5.1
  br i1 %191, label %for.end.us.2.preheader, label %vector.memcheck125

vector.memcheck125:                               ; preds = %B170.endif.us.2
  %192 = mul i64 %181, %.428.077.us.2
  %193 = add i64 %184, %192
  %scevgep129 = getelementptr i8, i8* %.6.i11.2, i64 %193
  %scevgep128 = getelementptr i8, i8* %.6.i11.2, i64 %192
  %194 = add i64 %183, %192
  %scevgep127 = getelementptr i8, i8* %.6.i, i64 %194
  %195 = add i64 %192, 8
  %scevgep126 = getelementptr i8, i8* %.6.i, i64 %195
  %bound0130 = icmp ult i8* %scevgep126, %scevgep129
  %bound1131 = icmp ult i8* %scevgep128, %scevgep127
  %found.conflict132 = and i1 %bound0130, %bound1131
  br i1 %found.conflict132, label %for.end.us.2.preheader, label %vector.ph136

vector.ph136:                                     ; preds = %vector.memcheck125
  %196 = icmp ult i64 %186, 56
  br i1 %196, label %middle.block133.unr-lcssa, label %vector.body142.preheader

vector.body142.preheader:                         ; preds = %vector.ph136
  br label %vector.body142

vector.body142:                                   ; preds = %vector.body142.preheader, %vector.body142
  %lsr.iv707 = phi i64 [ %unroll_iter214, %vector.body142.preheader ], [ %lsr.iv.next708, %vector.body142 ]
  %index143 = phi i64 [ %index.next150.7, %vector.body142 ], [ 0, %vector.body142.preheader ]
  %197 = shl i64 %index143, 3
  %scevgep674 = getelementptr i8, i8* %lsr.iv562, i64 %197
  %scevgep674675 = bitcast i8* %scevgep674 to <8 x double>*
  %scevgep676 = getelementptr <8 x double>, <8 x double>* %scevgep674675, i64 -7
  %scevgep676677 = bitcast <8 x double>* %scevgep676 to i8*
  %uglygep678 = getelementptr i8, i8* %scevgep676677, i64 -8
  %uglygep678679 = bitcast i8* %uglygep678 to <8 x double>*
  %wide.load145 = load <8 x double>, <8 x double>* %uglygep678679, align 8, !alias.scope !19
  %198 = shl i64 %index143, 3
  %scevgep668 = getelementptr i8, i8* %lsr.iv562, i64 %198
  %scevgep668669 = bitcast i8* %scevgep668 to <8 x double>*
  %scevgep670 = getelementptr <8 x double>, <8 x double>* %scevgep668669, i64 -7
  %scevgep670671 = bitcast <8 x double>* %scevgep670 to i8*
  %uglygep672 = getelementptr i8, i8* %scevgep670671, i64 -16
  %uglygep672673 = bitcast i8* %uglygep672 to <8 x double>*
  %wide.load146 = load <8 x double>, <8 x double>* %uglygep672673, align 8, !alias.scope !19
  %199 = fmul <8 x double> %wide.load145, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %200 = fsub <8 x double> %wide.load146, %199
  %201 = shl i64 %index143, 3
  %scevgep665 = getelementptr i8, i8* %lsr.iv562, i64 %201
  %scevgep665666 = bitcast i8* %scevgep665 to <8 x double>*
  %scevgep667 = getelementptr <8 x double>, <8 x double>* %scevgep665666, i64 -7
  %wide.load147 = load <8 x double>, <8 x double>* %scevgep667, align 8, !alias.scope !19
  %202 = fadd <8 x double> %200, %wide.load147
  %203 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145)
  %204 = fadd <8 x double> %203, %202
  %205 = fmul <8 x double> %204, %broadcast.splat149
  %206 = fadd <8 x double> %wide.load145, %205
  %207 = shl i64 %index143, 3
  %scevgep704 = getelementptr i8, i8* %lsr.iv681, i64 %207
  %scevgep704705 = bitcast i8* %scevgep704 to <8 x double>*
  %scevgep706 = getelementptr <8 x double>, <8 x double>* %scevgep704705, i64 -7
  store <8 x double> %206, <8 x double>* %scevgep706, align 8, !alias.scope !22, !noalias !19
  %208 = shl i64 %index143, 3
  %scevgep649 = getelementptr i8, i8* %lsr.iv562, i64 %208
  %scevgep649650 = bitcast i8* %scevgep649 to <8 x double>*
  %scevgep651 = getelementptr <8 x double>, <8 x double>* %scevgep649650, i64 -6
  %scevgep651652 = bitcast <8 x double>* %scevgep651 to i8*
  %uglygep653 = getelementptr i8, i8* %scevgep651652, i64 -8
  %uglygep653654 = bitcast i8* %uglygep653 to <8 x double>*
  %wide.load145.1 = load <8 x double>, <8 x double>* %uglygep653654, align 8, !alias.scope !19
  %209 = shl i64 %index143, 3
  %scevgep643 = getelementptr i8, i8* %lsr.iv562, i64 %209
  %scevgep643644 = bitcast i8* %scevgep643 to <8 x double>*
  %scevgep645 = getelementptr <8 x double>, <8 x double>* %scevgep643644, i64 -6
  %scevgep645646 = bitcast <8 x double>* %scevgep645 to i8*
  %uglygep647 = getelementptr i8, i8* %scevgep645646, i64 -16
  %uglygep647648 = bitcast i8* %uglygep647 to <8 x double>*
  %wide.load146.1 = load <8 x double>, <8 x double>* %uglygep647648, align 8, !alias.scope !19
  %210 = fmul <8 x double> %wide.load145.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %211 = fsub <8 x double> %wide.load146.1, %210
  %212 = shl i64 %index143, 3
  %scevgep640 = getelementptr i8, i8* %lsr.iv562, i64 %212
  %scevgep640641 = bitcast i8* %scevgep640 to <8 x double>*
  %scevgep642 = getelementptr <8 x double>, <8 x double>* %scevgep640641, i64 -6
  %wide.load147.1 = load <8 x double>, <8 x double>* %scevgep642, align 8, !alias.scope !19
  %213 = fadd <8 x double> %211, %wide.load147.1
  %214 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.1)
  %215 = fadd <8 x double> %214, %213
  %216 = fmul <8 x double> %215, %broadcast.splat149
  %217 = fadd <8 x double> %wide.load145.1, %216
  %218 = shl i64 %index143, 3
  %scevgep699 = getelementptr i8, i8* %lsr.iv681, i64 %218
  %scevgep699700 = bitcast i8* %scevgep699 to <8 x double>*
  %scevgep701 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 -6
  store <8 x double> %217, <8 x double>* %scevgep701, align 8, !alias.scope !22, !noalias !19
  %219 = shl i64 %index143, 3
  %scevgep634 = getelementptr i8, i8* %lsr.iv562, i64 %219
  %scevgep634635 = bitcast i8* %scevgep634 to <8 x double>*
  %scevgep636 = getelementptr <8 x double>, <8 x double>* %scevgep634635, i64 -5
  %scevgep636637 = bitcast <8 x double>* %scevgep636 to i8*
  %uglygep638 = getelementptr i8, i8* %scevgep636637, i64 -8
  %uglygep638639 = bitcast i8* %uglygep638 to <8 x double>*
  %wide.load145.2 = load <8 x double>, <8 x double>* %uglygep638639, align 8, !alias.scope !19
  %220 = shl i64 %index143, 3
  %scevgep628 = getelementptr i8, i8* %lsr.iv562, i64 %220
  %scevgep628629 = bitcast i8* %scevgep628 to <8 x double>*
  %scevgep630 = getelementptr <8 x double>, <8 x double>* %scevgep628629, i64 -5
  %scevgep630631 = bitcast <8 x double>* %scevgep630 to i8*
  %uglygep632 = getelementptr i8, i8* %scevgep630631, i64 -16
  %uglygep632633 = bitcast i8* %uglygep632 to <8 x double>*
  %wide.load146.2 = load <8 x double>, <8 x double>* %uglygep632633, align 8, !alias.scope !19
  %221 = fmul <8 x double> %wide.load145.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %222 = fsub <8 x double> %wide.load146.2, %221
  %223 = shl i64 %index143, 3
  %scevgep625 = getelementptr i8, i8* %lsr.iv562, i64 %223
  %scevgep625626 = bitcast i8* %scevgep625 to <8 x double>*
  %scevgep627 = getelementptr <8 x double>, <8 x double>* %scevgep625626, i64 -5
  %wide.load147.2 = load <8 x double>, <8 x double>* %scevgep627, align 8, !alias.scope !19
  %224 = fadd <8 x double> %222, %wide.load147.2
  %225 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.2)
  %226 = fadd <8 x double> %225, %224
  %227 = fmul <8 x double> %226, %broadcast.splat149
  %228 = fadd <8 x double> %wide.load145.2, %227
  %229 = shl i64 %index143, 3
  %scevgep696 = getelementptr i8, i8* %lsr.iv681, i64 %229
  %scevgep696697 = bitcast i8* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -5
  store <8 x double> %228, <8 x double>* %scevgep698, align 8, !alias.scope !22, !noalias !19
  %230 = shl i64 %index143, 3
  %scevgep619 = getelementptr i8, i8* %lsr.iv562, i64 %230
  %scevgep619620 = bitcast i8* %scevgep619 to <8 x double>*
  %scevgep621 = getelementptr <8 x double>, <8 x double>* %scevgep619620, i64 -4
  %scevgep621622 = bitcast <8 x double>* %scevgep621 to i8*
  %uglygep623 = getelementptr i8, i8* %scevgep621622, i64 -8
  %uglygep623624 = bitcast i8* %uglygep623 to <8 x double>*
  %wide.load145.3 = load <8 x double>, <8 x double>* %uglygep623624, align 8, !alias.scope !19
  %231 = shl i64 %index143, 3
  %scevgep613 = getelementptr i8, i8* %lsr.iv562, i64 %231
  %scevgep613614 = bitcast i8* %scevgep613 to <8 x double>*
  %scevgep615 = getelementptr <8 x double>, <8 x double>* %scevgep613614, i64 -4
  %scevgep615616 = bitcast <8 x double>* %scevgep615 to i8*
  %uglygep617 = getelementptr i8, i8* %scevgep615616, i64 -16
  %uglygep617618 = bitcast i8* %uglygep617 to <8 x double>*
  %wide.load146.3 = load <8 x double>, <8 x double>* %uglygep617618, align 8, !alias.scope !19
  %232 = fmul <8 x double> %wide.load145.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %233 = fsub <8 x double> %wide.load146.3, %232
  %234 = shl i64 %index143, 3
  %scevgep610 = getelementptr i8, i8* %lsr.iv562, i64 %234
  %scevgep610611 = bitcast i8* %scevgep610 to <8 x double>*
  %scevgep612 = getelementptr <8 x double>, <8 x double>* %scevgep610611, i64 -4
  %wide.load147.3 = load <8 x double>, <8 x double>* %scevgep612, align 8, !alias.scope !19
  %235 = fadd <8 x double> %233, %wide.load147.3
  %236 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.3)
  %237 = fadd <8 x double> %236, %235
  %238 = fmul <8 x double> %237, %broadcast.splat149
  %239 = fadd <8 x double> %wide.load145.3, %238
  %240 = shl i64 %index143, 3
  %scevgep693 = getelementptr i8, i8* %lsr.iv681, i64 %240
  %scevgep693694 = bitcast i8* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -4
  store <8 x double> %239, <8 x double>* %scevgep695, align 8, !alias.scope !22, !noalias !19
  %241 = shl i64 %index143, 3
  %scevgep604 = getelementptr i8, i8* %lsr.iv562, i64 %241
  %scevgep604605 = bitcast i8* %scevgep604 to <8 x double>*
  %scevgep606 = getelementptr <8 x double>, <8 x double>* %scevgep604605, i64 -3
  %scevgep606607 = bitcast <8 x double>* %scevgep606 to i8*
  %uglygep608 = getelementptr i8, i8* %scevgep606607, i64 -8
  %uglygep608609 = bitcast i8* %uglygep608 to <8 x double>*
  %wide.load145.4 = load <8 x double>, <8 x double>* %uglygep608609, align 8, !alias.scope !19
  %242 = shl i64 %index143, 3
  %scevgep598 = getelementptr i8, i8* %lsr.iv562, i64 %242
  %scevgep598599 = bitcast i8* %scevgep598 to <8 x double>*
  %scevgep600 = getelementptr <8 x double>, <8 x double>* %scevgep598599, i64 -3
  %scevgep600601 = bitcast <8 x double>* %scevgep600 to i8*
  %uglygep602 = getelementptr i8, i8* %scevgep600601, i64 -16
  %uglygep602603 = bitcast i8* %uglygep602 to <8 x double>*
  %wide.load146.4 = load <8 x double>, <8 x double>* %uglygep602603, align 8, !alias.scope !19
  %243 = fmul <8 x double> %wide.load145.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %244 = fsub <8 x double> %wide.load146.4, %243
  %245 = shl i64 %index143, 3
  %scevgep595 = getelementptr i8, i8* %lsr.iv562, i64 %245
  %scevgep595596 = bitcast i8* %scevgep595 to <8 x double>*
  %scevgep597 = getelementptr <8 x double>, <8 x double>* %scevgep595596, i64 -3
  %wide.load147.4 = load <8 x double>, <8 x double>* %scevgep597, align 8, !alias.scope !19
  %246 = fadd <8 x double> %244, %wide.load147.4
  %247 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.4)
  %248 = fadd <8 x double> %247, %246
  %249 = fmul <8 x double> %248, %broadcast.splat149
  %250 = fadd <8 x double> %wide.load145.4, %249
  %251 = shl i64 %index143, 3
  %scevgep690 = getelementptr i8, i8* %lsr.iv681, i64 %251
  %scevgep690691 = bitcast i8* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -3
  store <8 x double> %250, <8 x double>* %scevgep692, align 8, !alias.scope !22, !noalias !19
  %252 = shl i64 %index143, 3
  %scevgep589 = getelementptr i8, i8* %lsr.iv562, i64 %252
  %scevgep589590 = bitcast i8* %scevgep589 to <8 x double>*
  %scevgep591 = getelementptr <8 x double>, <8 x double>* %scevgep589590, i64 -2
  %scevgep591592 = bitcast <8 x double>* %scevgep591 to i8*
  %uglygep593 = getelementptr i8, i8* %scevgep591592, i64 -8
  %uglygep593594 = bitcast i8* %uglygep593 to <8 x double>*
  %wide.load145.5 = load <8 x double>, <8 x double>* %uglygep593594, align 8, !alias.scope !19
  %253 = shl i64 %index143, 3
  %scevgep583 = getelementptr i8, i8* %lsr.iv562, i64 %253
  %scevgep583584 = bitcast i8* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -2
  %scevgep585586 = bitcast <8 x double>* %scevgep585 to i8*
  %uglygep587 = getelementptr i8, i8* %scevgep585586, i64 -16
  %uglygep587588 = bitcast i8* %uglygep587 to <8 x double>*
  %wide.load146.5 = load <8 x double>, <8 x double>* %uglygep587588, align 8, !alias.scope !19
  %254 = fmul <8 x double> %wide.load145.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %255 = fsub <8 x double> %wide.load146.5, %254
  %256 = shl i64 %index143, 3
  %scevgep580 = getelementptr i8, i8* %lsr.iv562, i64 %256
  %scevgep580581 = bitcast i8* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -2
  %wide.load147.5 = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !19
  %257 = fadd <8 x double> %255, %wide.load147.5
  %258 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.5)
  %259 = fadd <8 x double> %258, %257
  %260 = fmul <8 x double> %259, %broadcast.splat149
  %261 = fadd <8 x double> %wide.load145.5, %260
  %262 = shl i64 %index143, 3
  %scevgep687 = getelementptr i8, i8* %lsr.iv681, i64 %262
  %scevgep687688 = bitcast i8* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -2
  store <8 x double> %261, <8 x double>* %scevgep689, align 8, !alias.scope !22, !noalias !19
  %263 = shl i64 %index143, 3
  %scevgep574 = getelementptr i8, i8* %lsr.iv562, i64 %263
  %scevgep574575 = bitcast i8* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -1
  %scevgep576577 = bitcast <8 x double>* %scevgep576 to i8*
  %uglygep578 = getelementptr i8, i8* %scevgep576577, i64 -8
  %uglygep578579 = bitcast i8* %uglygep578 to <8 x double>*
  %wide.load145.6 = load <8 x double>, <8 x double>* %uglygep578579, align 8, !alias.scope !19
  %264 = shl i64 %index143, 3
  %scevgep568 = getelementptr i8, i8* %lsr.iv562, i64 %264
  %scevgep568569 = bitcast i8* %scevgep568 to <8 x double>*
  %scevgep570 = getelementptr <8 x double>, <8 x double>* %scevgep568569, i64 -1
  %scevgep570571 = bitcast <8 x double>* %scevgep570 to i8*
  %uglygep572 = getelementptr i8, i8* %scevgep570571, i64 -16
  %uglygep572573 = bitcast i8* %uglygep572 to <8 x double>*
  %wide.load146.6 = load <8 x double>, <8 x double>* %uglygep572573, align 8, !alias.scope !19
  %265 = fmul <8 x double> %wide.load145.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %266 = fsub <8 x double> %wide.load146.6, %265
  %267 = shl i64 %index143, 3
  %scevgep565 = getelementptr i8, i8* %lsr.iv562, i64 %267
  %scevgep565566 = bitcast i8* %scevgep565 to <8 x double>*
  %scevgep567 = getelementptr <8 x double>, <8 x double>* %scevgep565566, i64 -1
  %wide.load147.6 = load <8 x double>, <8 x double>* %scevgep567, align 8, !alias.scope !19
  %268 = fadd <8 x double> %266, %wide.load147.6
  %269 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.6)
  %270 = fadd <8 x double> %269, %268
  %271 = fmul <8 x double> %270, %broadcast.splat149
  %272 = fadd <8 x double> %wide.load145.6, %271
  %273 = shl i64 %index143, 3
  %scevgep684 = getelementptr i8, i8* %lsr.iv681, i64 %273
  %scevgep684685 = bitcast i8* %scevgep684 to <8 x double>*
  %scevgep686 = getelementptr <8 x double>, <8 x double>* %scevgep684685, i64 -1
  store <8 x double> %272, <8 x double>* %scevgep686, align 8, !alias.scope !22, !noalias !19
  %274 = shl i64 %index143, 3
  %scevgep659 = getelementptr i8, i8* %lsr.iv562, i64 %274
  %uglygep661 = getelementptr i8, i8* %scevgep659, i64 -8
  %uglygep661662 = bitcast i8* %uglygep661 to <8 x double>*
  %wide.load145.7 = load <8 x double>, <8 x double>* %uglygep661662, align 8, !alias.scope !19
  %275 = shl i64 %index143, 3
  %scevgep655 = getelementptr i8, i8* %lsr.iv562, i64 %275
  %uglygep657 = getelementptr i8, i8* %scevgep655, i64 -16
  %uglygep657658 = bitcast i8* %uglygep657 to <8 x double>*
  %wide.load146.7 = load <8 x double>, <8 x double>* %uglygep657658, align 8, !alias.scope !19
  %276 = fmul <8 x double> %wide.load145.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %277 = fsub <8 x double> %wide.load146.7, %276
  %278 = shl i64 %index143, 3
  %scevgep663 = getelementptr i8, i8* %lsr.iv562, i64 %278
  %scevgep663664 = bitcast i8* %scevgep663 to <8 x double>*
  %wide.load147.7 = load <8 x double>, <8 x double>* %scevgep663664, align 8, !alias.scope !19
  %279 = fadd <8 x double> %277, %wide.load147.7
  %280 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.7)
  %281 = fadd <8 x double> %280, %279
  %282 = fmul <8 x double> %281, %broadcast.splat149
  %283 = fadd <8 x double> %wide.load145.7, %282
  %284 = shl i64 %index143, 3
  %scevgep702 = getelementptr i8, i8* %lsr.iv681, i64 %284
  %scevgep702703 = bitcast i8* %scevgep702 to <8 x double>*
  store <8 x double> %283, <8 x double>* %scevgep702703, align 8, !alias.scope !22, !noalias !19
  %index.next150.7 = add i64 %index143, 64
  %lsr.iv.next708 = add i64 %lsr.iv707, -8
  %niter215.ncmp.7 = icmp eq i64 %lsr.iv.next708, 0
  br i1 %niter215.ncmp.7, label %middle.block133.unr-lcssa, label %vector.body142, !llvm.loop !24

middle.block133.unr-lcssa:                        ; preds = %vector.body142, %vector.ph136
  %index143.unr = phi i64 [ 0, %vector.ph136 ], [ %index.next150.7, %vector.body142 ]
  %285 = icmp eq i64 %xtraiter211, 0
  br i1 %285, label %middle.block133, label %vector.body142.epil.preheader

vector.body142.epil.preheader:                    ; preds = %middle.block133.unr-lcssa
  br label %vector.body142.epil

vector.body142.epil:                              ; preds = %vector.body142.epil.preheader, %vector.body142.epil
  %lsr.iv709 = phi i64 [ %xtraiter211, %vector.body142.epil.preheader ], [ %lsr.iv.next710, %vector.body142.epil ]
  %index143.epil = phi i64 [ %index.next150.epil, %vector.body142.epil ], [ %index143.unr, %vector.body142.epil.preheader ]
  %286 = bitcast i8* %.6.i to double*
  %287 = bitcast i8* %.6.i11.2 to double*
  %offset.idx144.epil = or i64 %index143.epil, 1
  %288 = or i64 %index143.epil, 2
  %289 = add i64 %offset.idx144.epil, %.691.us.2
  %290 = getelementptr double, double* %287, i64 %289
  %291 = bitcast double* %290 to <8 x double>*
  %wide.load145.epil = load <8 x double>, <8 x double>* %291, align 8, !alias.scope !19
  %292 = add i64 %289, -1
  %293 = getelementptr double, double* %287, i64 %292
  %294 = bitcast double* %293 to <8 x double>*
  %wide.load146.epil = load <8 x double>, <8 x double>* %294, align 8, !alias.scope !19
  %295 = fmul <8 x double> %wide.load145.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %296 = fsub <8 x double> %wide.load146.epil, %295
  %297 = add i64 %288, %.691.us.2
  %298 = getelementptr double, double* %287, i64 %297
  %299 = bitcast double* %298 to <8 x double>*
  %wide.load147.epil = load <8 x double>, <8 x double>* %299, align 8, !alias.scope !19
  %300 = fadd <8 x double> %296, %wide.load147.epil
  %301 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load145.epil)
  %302 = fadd <8 x double> %301, %300
  %303 = fmul <8 x double> %302, %broadcast.splat149
  %304 = fadd <8 x double> %wide.load145.epil, %303
  %305 = getelementptr double, double* %286, i64 %289
  %306 = bitcast double* %305 to <8 x double>*
  store <8 x double> %304, <8 x double>* %306, align 8, !alias.scope !22, !noalias !19
  %index.next150.epil = add nuw i64 %index143.epil, 8
  %lsr.iv.next710 = add nsw i64 %lsr.iv709, -1
  %epil.iter212.cmp.not = icmp eq i64 %lsr.iv.next710, 0
  br i1 %epil.iter212.cmp.not, label %middle.block133, label %vector.body142.epil, !llvm.loop !25

middle.block133:                                  ; preds = %vector.body142.epil, %middle.block133.unr-lcssa
  %307 = icmp eq i64 %358, %n.vec138
  br i1 %307, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2.preheader

for.end.us.2.preheader:                           ; preds = %vector.memcheck125, %B170.endif.us.2, %middle.block133
  %.550.074.us.2.ph = phi i64 [ 1, %vector.memcheck125 ], [ 1, %B170.endif.us.2 ], [ %ind.end139, %middle.block133 ]
  %308 = sub i64 %189, %.550.074.us.2.ph
  %309 = sub i64 %358, %.550.074.us.2.ph
  %xtraiter216 = and i64 %308, 7
  %lcmp.mod217.not = icmp eq i64 %xtraiter216, 0
  br i1 %lcmp.mod217.not, label %for.end.us.2.prol.loopexit, label %for.end.us.2.prol.preheader

for.end.us.2.prol.preheader:                      ; preds = %for.end.us.2.preheader
  br label %for.end.us.2.prol

for.end.us.2.prol:                                ; preds = %for.end.us.2.prol.preheader, %for.end.us.2.prol
  %lsr.iv716 = phi i64 [ %xtraiter216, %for.end.us.2.prol.preheader ], [ %lsr.iv.next717, %for.end.us.2.prol ]
  %.550.074.us.2.prol = phi i64 [ %.619.us.2.prol, %for.end.us.2.prol ], [ %.550.074.us.2.ph, %for.end.us.2.prol.preheader ]
  %.619.us.2.prol = add nuw i64 %.550.074.us.2.prol, 1
  %310 = shl i64 %.550.074.us.2.prol, 3
  %scevgep724 = getelementptr i8, i8* %lsr.iv719, i64 %310
  %scevgep724725 = bitcast i8* %scevgep724 to double*
  %scevgep726 = getelementptr double, double* %scevgep724725, i64 -1
  %.696.us.2.prol = load double, double* %scevgep726, align 8
  %311 = shl i64 %.550.074.us.2.prol, 3
  %scevgep727 = getelementptr i8, i8* %lsr.iv719, i64 %311
  %scevgep727728 = bitcast i8* %scevgep727 to double*
  %scevgep729 = getelementptr double, double* %scevgep727728, i64 -2
  %.752.us.2.prol = load double, double* %scevgep729, align 8
  %.810.us.2.prol = fmul double %.696.us.2.prol, 2.000000e+00
  %.811.us.2.prol = fsub double %.752.us.2.prol, %.810.us.2.prol
  %312 = shl i64 %.550.074.us.2.prol, 3
  %scevgep722 = getelementptr i8, i8* %lsr.iv719, i64 %312
  %scevgep722723 = bitcast i8* %scevgep722 to double*
  %.865.us.2.prol = load double, double* %scevgep722723, align 8
  %.868.us.2.prol = fadd double %.811.us.2.prol, %.865.us.2.prol
  %.931.us.2.prol = tail call double @llvm.sin.f64(double %.696.us.2.prol)
  %.936.us.2.prol = fadd double %.931.us.2.prol, %.868.us.2.prol
  %.938.us.2.prol = fmul double %.936.us.2.prol, %arg.h
  %.939.us.2.prol = fadd double %.696.us.2.prol, %.938.us.2.prol
  %313 = shl i64 %.550.074.us.2.prol, 3
  %scevgep714 = getelementptr i8, i8* %lsr.iv711, i64 %313
  %scevgep714715 = bitcast i8* %scevgep714 to double*
  store double %.939.us.2.prol, double* %scevgep714715, align 8
  %lsr.iv.next717 = add nsw i64 %lsr.iv716, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next717, 0
  br i1 %prol.iter.cmp.not, label %for.end.us.2.prol.loopexit, label %for.end.us.2.prol, !llvm.loop !26

for.end.us.2.prol.loopexit:                       ; preds = %for.end.us.2.prol, %for.end.us.2.preheader
  %.550.074.us.2.unr = phi i64 [ %.550.074.us.2.ph, %for.end.us.2.preheader ], [ %.619.us.2.prol, %for.end.us.2.prol ]
  %314 = icmp ult i64 %309, 7
  br i1 %314, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2.preheader274

for.end.us.2.preheader274:                        ; preds = %for.end.us.2.prol.loopexit
  br label %for.end.us.2

for.end.us.2:                                     ; preds = %for.end.us.2.preheader274, %for.end.us.2
  %.550.074.us.2 = phi i64 [ %.619.us.2.7, %for.end.us.2 ], [ %.550.074.us.2.unr, %for.end.us.2.preheader274 ]
  %315 = shl i64 %.550.074.us.2, 3
  %scevgep743 = getelementptr i8, i8* %lsr.iv731, i64 %315
  %scevgep743744 = bitcast i8* %scevgep743 to double*
  %scevgep745 = getelementptr double, double* %scevgep743744, i64 -4
  %.696.us.2 = load double, double* %scevgep745, align 8
  %316 = shl i64 %.550.074.us.2, 3
  %scevgep749 = getelementptr i8, i8* %lsr.iv731, i64 %316
  %scevgep749750 = bitcast i8* %scevgep749 to double*
  %scevgep751 = getelementptr double, double* %scevgep749750, i64 -5
  %.752.us.2 = load double, double* %scevgep751, align 8
  %.810.us.2 = fmul double %.696.us.2, 2.000000e+00
  %.811.us.2 = fsub double %.752.us.2, %.810.us.2
  %317 = shl i64 %.550.074.us.2, 3
  %scevgep758 = getelementptr i8, i8* %lsr.iv731, i64 %317
  %scevgep758759 = bitcast i8* %scevgep758 to double*
  %scevgep760 = getelementptr double, double* %scevgep758759, i64 -3
  %.865.us.2 = load double, double* %scevgep760, align 8
  %.868.us.2 = fadd double %.811.us.2, %.865.us.2
  %.931.us.2 = tail call double @llvm.sin.f64(double %.696.us.2)
  %.936.us.2 = fadd double %.931.us.2, %.868.us.2
  %.938.us.2 = fmul double %.936.us.2, %arg.h
  %.939.us.2 = fadd double %.696.us.2, %.938.us.2
  %318 = shl i64 %.550.074.us.2, 3
  %scevgep812 = getelementptr i8, i8* %lsr.iv711, i64 %318
  %scevgep812813 = bitcast i8* %scevgep812 to double*
  store double %.939.us.2, double* %scevgep812813, align 8
  %319 = shl i64 %.550.074.us.2, 3
  %scevgep755 = getelementptr i8, i8* %lsr.iv731, i64 %319
  %scevgep755756 = bitcast i8* %scevgep755 to double*
  %scevgep757 = getelementptr double, double* %scevgep755756, i64 -3
  %.696.us.2.1 = load double, double* %scevgep757, align 8
  %320 = shl i64 %.550.074.us.2, 3
  %scevgep740 = getelementptr i8, i8* %lsr.iv731, i64 %320
  %scevgep740741 = bitcast i8* %scevgep740 to double*
  %scevgep742 = getelementptr double, double* %scevgep740741, i64 -4
  %.752.us.2.1 = load double, double* %scevgep742, align 8
  %.810.us.2.1 = fmul double %.696.us.2.1, 2.000000e+00
  %.811.us.2.1 = fsub double %.752.us.2.1, %.810.us.2.1
  %321 = shl i64 %.550.074.us.2, 3
  %scevgep767 = getelementptr i8, i8* %lsr.iv731, i64 %321
  %scevgep767768 = bitcast i8* %scevgep767 to double*
  %scevgep769 = getelementptr double, double* %scevgep767768, i64 -2
  %.865.us.2.1 = load double, double* %scevgep769, align 8
  %.868.us.2.1 = fadd double %.811.us.2.1, %.865.us.2.1
  %.931.us.2.1 = tail call double @llvm.sin.f64(double %.696.us.2.1)
  %.936.us.2.1 = fadd double %.931.us.2.1, %.868.us.2.1
  %.938.us.2.1 = fmul double %.936.us.2.1, %arg.h
  %.939.us.2.1 = fadd double %.696.us.2.1, %.938.us.2.1
  %322 = shl i64 %.550.074.us.2, 3
  %scevgep814 = getelementptr i8, i8* %lsr.iv711, i64 %322
  %scevgep814815 = bitcast i8* %scevgep814 to double*
  %scevgep816 = getelementptr double, double* %scevgep814815, i64 1
  store double %.939.us.2.1, double* %scevgep816, align 8
  %323 = shl i64 %.550.074.us.2, 3
  %scevgep764 = getelementptr i8, i8* %lsr.iv731, i64 %323
  %scevgep764765 = bitcast i8* %scevgep764 to double*
  %scevgep766 = getelementptr double, double* %scevgep764765, i64 -2
  %.696.us.2.2 = load double, double* %scevgep766, align 8
  %324 = shl i64 %.550.074.us.2, 3
  %scevgep752 = getelementptr i8, i8* %lsr.iv731, i64 %324
  %scevgep752753 = bitcast i8* %scevgep752 to double*
  %scevgep754 = getelementptr double, double* %scevgep752753, i64 -3
  %.752.us.2.2 = load double, double* %scevgep754, align 8
  %.810.us.2.2 = fmul double %.696.us.2.2, 2.000000e+00
  %.811.us.2.2 = fsub double %.752.us.2.2, %.810.us.2.2
  %325 = shl i64 %.550.074.us.2, 3
  %scevgep776 = getelementptr i8, i8* %lsr.iv731, i64 %325
  %scevgep776777 = bitcast i8* %scevgep776 to double*
  %scevgep778 = getelementptr double, double* %scevgep776777, i64 -1
  %.865.us.2.2 = load double, double* %scevgep778, align 8
  %.868.us.2.2 = fadd double %.811.us.2.2, %.865.us.2.2
  %.931.us.2.2 = tail call double @llvm.sin.f64(double %.696.us.2.2)
  %.936.us.2.2 = fadd double %.931.us.2.2, %.868.us.2.2
  %.938.us.2.2 = fmul double %.936.us.2.2, %arg.h
  %.939.us.2.2 = fadd double %.696.us.2.2, %.938.us.2.2
  %326 = shl i64 %.550.074.us.2, 3
  %scevgep817 = getelementptr i8, i8* %lsr.iv711, i64 %326
  %scevgep817818 = bitcast i8* %scevgep817 to double*
  %scevgep819 = getelementptr double, double* %scevgep817818, i64 2
  store double %.939.us.2.2, double* %scevgep819, align 8
  %327 = shl i64 %.550.074.us.2, 3
  %scevgep773 = getelementptr i8, i8* %lsr.iv731, i64 %327
  %scevgep773774 = bitcast i8* %scevgep773 to double*
  %scevgep775 = getelementptr double, double* %scevgep773774, i64 -1
  %.696.us.2.3 = load double, double* %scevgep775, align 8
  %328 = shl i64 %.550.074.us.2, 3
  %scevgep761 = getelementptr i8, i8* %lsr.iv731, i64 %328
  %scevgep761762 = bitcast i8* %scevgep761 to double*
  %scevgep763 = getelementptr double, double* %scevgep761762, i64 -2
  %.752.us.2.3 = load double, double* %scevgep763, align 8
  %.810.us.2.3 = fmul double %.696.us.2.3, 2.000000e+00
  %.811.us.2.3 = fsub double %.752.us.2.3, %.810.us.2.3
  %329 = shl i64 %.550.074.us.2, 3
  %scevgep738 = getelementptr i8, i8* %lsr.iv731, i64 %329
  %scevgep738739 = bitcast i8* %scevgep738 to double*
  %.865.us.2.3 = load double, double* %scevgep738739, align 8
  %.868.us.2.3 = fadd double %.811.us.2.3, %.865.us.2.3
  %.931.us.2.3 = tail call double @llvm.sin.f64(double %.696.us.2.3)
  %.936.us.2.3 = fadd double %.931.us.2.3, %.868.us.2.3
  %.938.us.2.3 = fmul double %.936.us.2.3, %arg.h
  %.939.us.2.3 = fadd double %.696.us.2.3, %.938.us.2.3
  %330 = shl i64 %.550.074.us.2, 3
  %scevgep820 = getelementptr i8, i8* %lsr.iv711, i64 %330
  %scevgep820821 = bitcast i8* %scevgep820 to double*
  %scevgep822 = getelementptr double, double* %scevgep820821, i64 3
  store double %.939.us.2.3, double* %scevgep822, align 8
  %331 = shl i64 %.550.074.us.2, 3
  %scevgep736 = getelementptr i8, i8* %lsr.iv731, i64 %331
  %scevgep736737 = bitcast i8* %scevgep736 to double*
  %.696.us.2.4 = load double, double* %scevgep736737, align 8
  %scevgep770 = getelementptr i8, i8* %lsr.iv731, i64 %331
  %scevgep770771 = bitcast i8* %scevgep770 to double*
  %scevgep772 = getelementptr double, double* %scevgep770771, i64 -1
  %.752.us.2.4 = load double, double* %scevgep772, align 8
  %.810.us.2.4 = fmul double %.696.us.2.4, 2.000000e+00
  %.811.us.2.4 = fsub double %.752.us.2.4, %.810.us.2.4
  %332 = shl i64 %.550.074.us.2, 3
  %scevgep785 = getelementptr i8, i8* %lsr.iv731, i64 %332
  %scevgep785786 = bitcast i8* %scevgep785 to double*
  %scevgep787 = getelementptr double, double* %scevgep785786, i64 1
  %.865.us.2.4 = load double, double* %scevgep787, align 8
  %.868.us.2.4 = fadd double %.811.us.2.4, %.865.us.2.4
  %.931.us.2.4 = tail call double @llvm.sin.f64(double %.696.us.2.4)
  %.936.us.2.4 = fadd double %.931.us.2.4, %.868.us.2.4
  %.938.us.2.4 = fmul double %.936.us.2.4, %arg.h
  %.939.us.2.4 = fadd double %.696.us.2.4, %.938.us.2.4
  %333 = shl i64 %.550.074.us.2, 3
  %scevgep809 = getelementptr i8, i8* %lsr.iv711, i64 %333
  %scevgep809810 = bitcast i8* %scevgep809 to double*
  %scevgep811 = getelementptr double, double* %scevgep809810, i64 4
  store double %.939.us.2.4, double* %scevgep811, align 8
  %334 = shl i64 %.550.074.us.2, 3
  %scevgep782 = getelementptr i8, i8* %lsr.iv731, i64 %334
  %scevgep782783 = bitcast i8* %scevgep782 to double*
  %scevgep784 = getelementptr double, double* %scevgep782783, i64 1
  %.696.us.2.5 = load double, double* %scevgep784, align 8
  %335 = shl i64 %.550.074.us.2, 3
  %scevgep734 = getelementptr i8, i8* %lsr.iv731, i64 %335
  %scevgep734735 = bitcast i8* %scevgep734 to double*
  %.752.us.2.5 = load double, double* %scevgep734735, align 8
  %.810.us.2.5 = fmul double %.696.us.2.5, 2.000000e+00
  %.811.us.2.5 = fsub double %.752.us.2.5, %.810.us.2.5
  %336 = shl i64 %.550.074.us.2, 3
  %scevgep794 = getelementptr i8, i8* %lsr.iv731, i64 %336
  %scevgep794795 = bitcast i8* %scevgep794 to double*
  %scevgep796 = getelementptr double, double* %scevgep794795, i64 2
  %.865.us.2.5 = load double, double* %scevgep796, align 8
  %.868.us.2.5 = fadd double %.811.us.2.5, %.865.us.2.5
  %.931.us.2.5 = tail call double @llvm.sin.f64(double %.696.us.2.5)
  %.936.us.2.5 = fadd double %.931.us.2.5, %.868.us.2.5
  %.938.us.2.5 = fmul double %.936.us.2.5, %arg.h
  %.939.us.2.5 = fadd double %.696.us.2.5, %.938.us.2.5
  %337 = shl i64 %.550.074.us.2, 3
  %scevgep823 = getelementptr i8, i8* %lsr.iv711, i64 %337
  %scevgep823824 = bitcast i8* %scevgep823 to double*
  %scevgep825 = getelementptr double, double* %scevgep823824, i64 5
  store double %.939.us.2.5, double* %scevgep825, align 8
  %338 = shl i64 %.550.074.us.2, 3
  %scevgep791 = getelementptr i8, i8* %lsr.iv731, i64 %338
  %scevgep791792 = bitcast i8* %scevgep791 to double*
  %scevgep793 = getelementptr double, double* %scevgep791792, i64 2
  %.696.us.2.6 = load double, double* %scevgep793, align 8
  %339 = shl i64 %.550.074.us.2, 3
  %scevgep779 = getelementptr i8, i8* %lsr.iv731, i64 %339
  %scevgep779780 = bitcast i8* %scevgep779 to double*
  %scevgep781 = getelementptr double, double* %scevgep779780, i64 1
  %.752.us.2.6 = load double, double* %scevgep781, align 8
  %.810.us.2.6 = fmul double %.696.us.2.6, 2.000000e+00
  %.811.us.2.6 = fsub double %.752.us.2.6, %.810.us.2.6
  %340 = shl i64 %.550.074.us.2, 3
  %scevgep800 = getelementptr i8, i8* %lsr.iv731, i64 %340
  %scevgep800801 = bitcast i8* %scevgep800 to double*
  %scevgep802 = getelementptr double, double* %scevgep800801, i64 3
  %.865.us.2.6 = load double, double* %scevgep802, align 8
  %.868.us.2.6 = fadd double %.811.us.2.6, %.865.us.2.6
  %.931.us.2.6 = tail call double @llvm.sin.f64(double %.696.us.2.6)
  %.936.us.2.6 = fadd double %.931.us.2.6, %.868.us.2.6
  %.938.us.2.6 = fmul double %.936.us.2.6, %arg.h
  %.939.us.2.6 = fadd double %.696.us.2.6, %.938.us.2.6
  %341 = shl i64 %.550.074.us.2, 3
  %scevgep803 = getelementptr i8, i8* %lsr.iv711, i64 %341
  %scevgep803804 = bitcast i8* %scevgep803 to double*
  %scevgep805 = getelementptr double, double* %scevgep803804, i64 6
  store double %.939.us.2.6, double* %scevgep805, align 8
  %.619.us.2.7 = add i64 %.550.074.us.2, 8
  %342 = shl i64 %.550.074.us.2, 3
  %scevgep797 = getelementptr i8, i8* %lsr.iv731, i64 %342
  %scevgep797798 = bitcast i8* %scevgep797 to double*
  %scevgep799 = getelementptr double, double* %scevgep797798, i64 3
  %.696.us.2.7 = load double, double* %scevgep799, align 8
  %343 = shl i64 %.550.074.us.2, 3
  %scevgep788 = getelementptr i8, i8* %lsr.iv731, i64 %343
  %scevgep788789 = bitcast i8* %scevgep788 to double*
  %scevgep790 = getelementptr double, double* %scevgep788789, i64 2
  %.752.us.2.7 = load double, double* %scevgep790, align 8
  %.810.us.2.7 = fmul double %.696.us.2.7, 2.000000e+00
  %.811.us.2.7 = fsub double %.752.us.2.7, %.810.us.2.7
  %344 = shl i64 %.550.074.us.2, 3
  %scevgep746 = getelementptr i8, i8* %lsr.iv731, i64 %344
  %scevgep746747 = bitcast i8* %scevgep746 to double*
  %scevgep748 = getelementptr double, double* %scevgep746747, i64 4
  %.865.us.2.7 = load double, double* %scevgep748, align 8
  %.868.us.2.7 = fadd double %.811.us.2.7, %.865.us.2.7
  %.931.us.2.7 = tail call double @llvm.sin.f64(double %.696.us.2.7)
  %.936.us.2.7 = fadd double %.931.us.2.7, %.868.us.2.7
  %.938.us.2.7 = fmul double %.936.us.2.7, %arg.h
  %.939.us.2.7 = fadd double %.696.us.2.7, %.938.us.2.7
  %345 = shl i64 %.550.074.us.2, 3
  %scevgep806 = getelementptr i8, i8* %lsr.iv711, i64 %345
  %scevgep806807 = bitcast i8* %scevgep806 to double*
  %scevgep808 = getelementptr double, double* %scevgep806807, i64 7
  store double %.939.us.2.7, double* %scevgep808, align 8
  %exitcond87.2.not.7 = icmp eq i64 %189, %.619.us.2.7
  br i1 %exitcond87.2.not.7, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2, !llvm.loop !27

B210.B168.loopexit_crit_edge.us.2:                ; preds = %for.end.us.2, %for.end.us.2.prol.loopexit, %middle.block133
  %346 = bitcast i8* %lsr.iv681 to i1*
  %347 = bitcast i8* %lsr.iv562 to i1*
  %348 = bitcast i8* %lsr.iv719 to i1*
  %349 = bitcast i8* %lsr.iv711 to i1*
  %350 = bitcast i8* %lsr.iv731 to i1*
  %.497.us.2 = add nuw nsw i64 %.428.077.us.2, 1
  %scevgep564 = getelementptr i1, i1* %347, i64 %190
  %351 = bitcast i1* %scevgep564 to i8*
  %scevgep683 = getelementptr i1, i1* %346, i64 %190
  %352 = bitcast i1* %scevgep683 to i8*
  %scevgep713 = getelementptr i1, i1* %349, i64 %190
  %353 = bitcast i1* %scevgep713 to i8*
  %scevgep721 = getelementptr i1, i1* %348, i64 %190
  %354 = bitcast i1* %scevgep721 to i8*
  %scevgep733 = getelementptr i1, i1* %350, i64 %190
  %355 = bitcast i1* %scevgep733 to i8*
  %exitcond88.2.not = icmp eq i64 %.497.us.2, %357
  br i1 %exitcond88.2.not, label %B128.i.1, label %B170.endif.us.2

B128.i.1:                                         ; preds = %B210.B168.loopexit_crit_edge.us.2, %B96.endif.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.2)
  %.1095 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.1096 = extractvalue { i64, i1 } %.1095, 0
  %.1097 = extractvalue { i64, i1 } %.1095, 1
  %.1100 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1096, i64 8)
  %.1102 = extractvalue { i64, i1 } %.1100, 1
  %.1103 = or i1 %.1097, %.1102
  br i1 %.1103, label %B398.endif.endif.if, label %B398.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B398.endif.endif.endif.if, %B96.endif.if, %B0.endif.if, %for.end.1.endif, %B398.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B398.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B398.endif.endif.endif.if ], [ 1, %B96.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772873720000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !28
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !29
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %356 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %356, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %.105 = shl i64 %arg.u0.5.0, 3
  %.388 = mul i64 %.105, %arg.u0.5.1
  %357 = tail call i64 @llvm.smax.i64(i64 %arg.u0.5.0, i64 0)
  %.563 = add i64 %arg.u0.5.1, -2
  %358 = tail call i64 @llvm.smax.i64(i64 %.563, i64 0)
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i4 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i5 = icmp eq i8* %.7.i.i4, null
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.8.i.i5, label %B96.endif.if, label %B96.endif.endif.endif, !prof !0

B96.endif.if:                                     ; preds = %B396.1, %B396, %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %B0.endif.endif.endif.endif
  %359 = icmp slt i64 %.563, 1
  %360 = icmp slt i64 %arg.u0.5.0, 1
  %const1356 = bitcast i64 9223372036854775800 to i64
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i10 = getelementptr i8, i8* %.7.i.i4, i64 24
  %361 = bitcast i8* %.5.i10 to i8**
  %.6.i11 = load i8*, i8** %361, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i11, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %brmerge92 = select i1 %360, i1 true, i1 %359
  br i1 %brmerge92, label %B396, label %B170.endif.us.preheader

B170.endif.us.preheader:                          ; preds = %B96.endif.endif.endif
  %362 = shl i64 %arg.u0.5.1, 3
  %363 = shl i64 %358, 3
  %364 = add i64 %363, 8
  %365 = add i64 %363, 16
  %366 = and i64 %358, %const1356
  %367 = add nsw i64 %366, -8
  %368 = lshr exact i64 %367, 3
  %369 = add nuw nsw i64 %368, 1
  %370 = add i64 %358, 1
  %n.vec = and i64 %358, %const1356
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter226 = and i64 %369, 7
  %unroll_iter229 = and i64 %369, %const
  %scevgep1091 = getelementptr i8, i8* %.6.i11, i64 464
  %371 = shl i64 %arg.u0.5.1, 3
  %scevgep1210 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep1248 = getelementptr i8, i8* %.6.i11, i64 8
  %scevgep1260 = getelementptr i8, i8* %.6.i11, i64 32
  br label %B170.endif.us

B170.endif.us:                                    ; preds = %B170.endif.us.preheader, %B210.B168.loopexit_crit_edge.us
  %lsr.iv1261 = phi i8* [ %scevgep1260, %B170.endif.us.preheader ], [ %536, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1249 = phi i8* [ %scevgep1248, %B170.endif.us.preheader ], [ %535, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1241 = phi i8* [ %.6.i, %B170.endif.us.preheader ], [ %534, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1211 = phi i8* [ %scevgep1210, %B170.endif.us.preheader ], [ %533, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1092 = phi i8* [ %scevgep1091, %B170.endif.us.preheader ], [ %532, %B210.B168.loopexit_crit_edge.us ]
  %.428.077.us = phi i64 [ %.497.us, %B210.B168.loopexit_crit_edge.us ], [ 0, %B170.endif.us.preheader ]
  %372 = icmp ult i64 %358, 8
  %.691.us = mul i64 %.428.077.us, %arg.u0.5.1
  br i1 %372, label %for.end.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %B170.endif.us
  %373 = mul i64 %362, %.428.077.us
  %374 = add i64 %365, %373
  %scevgep96 = getelementptr i8, i8* %.6.i11, i64 %374
  %scevgep95 = getelementptr i8, i8* %.6.i11, i64 %373
  %375 = add i64 %364, %373
  %scevgep94 = getelementptr i8, i8* %.6.i, i64 %375
  %376 = add i64 %373, 8
  %scevgep = getelementptr i8, i8* %.6.i, i64 %376
  %bound0 = icmp ult i8* %scevgep, %scevgep96
  %bound1 = icmp ult i8* %scevgep95, %scevgep94
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.end.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %377 = icmp ult i64 %367, 56
  br i1 %377, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1237 = phi i64 [ %unroll_iter229, %vector.body.preheader ], [ %lsr.iv.next1238, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %378 = shl i64 %index, 3
  %scevgep1204 = getelementptr i8, i8* %lsr.iv1092, i64 %378
  %scevgep12041205 = bitcast i8* %scevgep1204 to <8 x double>*
  %scevgep1206 = getelementptr <8 x double>, <8 x double>* %scevgep12041205, i64 -7
  %scevgep12061207 = bitcast <8 x double>* %scevgep1206 to i8*
  %uglygep1208 = getelementptr i8, i8* %scevgep12061207, i64 -8
  %uglygep12081209 = bitcast i8* %uglygep1208 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %uglygep12081209, align 8, !alias.scope !36
  %379 = shl i64 %index, 3
  %scevgep1198 = getelementptr i8, i8* %lsr.iv1092, i64 %379
  %scevgep11981199 = bitcast i8* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 -7
  %scevgep12001201 = bitcast <8 x double>* %scevgep1200 to i8*
  %uglygep1202 = getelementptr i8, i8* %scevgep12001201, i64 -16
  %uglygep12021203 = bitcast i8* %uglygep1202 to <8 x double>*
  %wide.load97 = load <8 x double>, <8 x double>* %uglygep12021203, align 8, !alias.scope !36
  %380 = fmul <8 x double> %wide.load, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %381 = fsub <8 x double> %wide.load97, %380
  %382 = shl i64 %index, 3
  %scevgep1195 = getelementptr i8, i8* %lsr.iv1092, i64 %382
  %scevgep11951196 = bitcast i8* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 -7
  %wide.load98 = load <8 x double>, <8 x double>* %scevgep1197, align 8, !alias.scope !36
  %383 = fadd <8 x double> %381, %wide.load98
  %384 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %385 = fadd <8 x double> %384, %383
  %386 = fmul <8 x double> %385, %broadcast.splat
  %387 = fadd <8 x double> %wide.load, %386
  %388 = shl i64 %index, 3
  %scevgep1234 = getelementptr i8, i8* %lsr.iv1211, i64 %388
  %scevgep12341235 = bitcast i8* %scevgep1234 to <8 x double>*
  %scevgep1236 = getelementptr <8 x double>, <8 x double>* %scevgep12341235, i64 -7
  store <8 x double> %387, <8 x double>* %scevgep1236, align 8, !alias.scope !39, !noalias !36
  %389 = shl i64 %index, 3
  %scevgep1179 = getelementptr i8, i8* %lsr.iv1092, i64 %389
  %scevgep11791180 = bitcast i8* %scevgep1179 to <8 x double>*
  %scevgep1181 = getelementptr <8 x double>, <8 x double>* %scevgep11791180, i64 -6
  %scevgep11811182 = bitcast <8 x double>* %scevgep1181 to i8*
  %uglygep1183 = getelementptr i8, i8* %scevgep11811182, i64 -8
  %uglygep11831184 = bitcast i8* %uglygep1183 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %uglygep11831184, align 8, !alias.scope !36
  %390 = shl i64 %index, 3
  %scevgep1173 = getelementptr i8, i8* %lsr.iv1092, i64 %390
  %scevgep11731174 = bitcast i8* %scevgep1173 to <8 x double>*
  %scevgep1175 = getelementptr <8 x double>, <8 x double>* %scevgep11731174, i64 -6
  %scevgep11751176 = bitcast <8 x double>* %scevgep1175 to i8*
  %uglygep1177 = getelementptr i8, i8* %scevgep11751176, i64 -16
  %uglygep11771178 = bitcast i8* %uglygep1177 to <8 x double>*
  %wide.load97.1 = load <8 x double>, <8 x double>* %uglygep11771178, align 8, !alias.scope !36
  %391 = fmul <8 x double> %wide.load.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %392 = fsub <8 x double> %wide.load97.1, %391
  %393 = shl i64 %index, 3
  %scevgep1170 = getelementptr i8, i8* %lsr.iv1092, i64 %393
  %scevgep11701171 = bitcast i8* %scevgep1170 to <8 x double>*
  %scevgep1172 = getelementptr <8 x double>, <8 x double>* %scevgep11701171, i64 -6
  %wide.load98.1 = load <8 x double>, <8 x double>* %scevgep1172, align 8, !alias.scope !36
  %394 = fadd <8 x double> %392, %wide.load98.1
  %395 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %396 = fadd <8 x double> %395, %394
  %397 = fmul <8 x double> %396, %broadcast.splat
  %398 = fadd <8 x double> %wide.load.1, %397
  %399 = shl i64 %index, 3
  %scevgep1229 = getelementptr i8, i8* %lsr.iv1211, i64 %399
  %scevgep12291230 = bitcast i8* %scevgep1229 to <8 x double>*
  %scevgep1231 = getelementptr <8 x double>, <8 x double>* %scevgep12291230, i64 -6
  store <8 x double> %398, <8 x double>* %scevgep1231, align 8, !alias.scope !39, !noalias !36
  %400 = shl i64 %index, 3
  %scevgep1164 = getelementptr i8, i8* %lsr.iv1092, i64 %400
  %scevgep11641165 = bitcast i8* %scevgep1164 to <8 x double>*
  %scevgep1166 = getelementptr <8 x double>, <8 x double>* %scevgep11641165, i64 -5
  %scevgep11661167 = bitcast <8 x double>* %scevgep1166 to i8*
  %uglygep1168 = getelementptr i8, i8* %scevgep11661167, i64 -8
  %uglygep11681169 = bitcast i8* %uglygep1168 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %uglygep11681169, align 8, !alias.scope !36
  %401 = shl i64 %index, 3
  %scevgep1158 = getelementptr i8, i8* %lsr.iv1092, i64 %401
  %scevgep11581159 = bitcast i8* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -5
  %scevgep11601161 = bitcast <8 x double>* %scevgep1160 to i8*
  %uglygep1162 = getelementptr i8, i8* %scevgep11601161, i64 -16
  %uglygep11621163 = bitcast i8* %uglygep1162 to <8 x double>*
  %wide.load97.2 = load <8 x double>, <8 x double>* %uglygep11621163, align 8, !alias.scope !36
  %402 = fmul <8 x double> %wide.load.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %403 = fsub <8 x double> %wide.load97.2, %402
  %404 = shl i64 %index, 3
  %scevgep1155 = getelementptr i8, i8* %lsr.iv1092, i64 %404
  %scevgep11551156 = bitcast i8* %scevgep1155 to <8 x double>*
  %scevgep1157 = getelementptr <8 x double>, <8 x double>* %scevgep11551156, i64 -5
  %wide.load98.2 = load <8 x double>, <8 x double>* %scevgep1157, align 8, !alias.scope !36
  %405 = fadd <8 x double> %403, %wide.load98.2
  %406 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %407 = fadd <8 x double> %406, %405
  %408 = fmul <8 x double> %407, %broadcast.splat
  %409 = fadd <8 x double> %wide.load.2, %408
  %410 = shl i64 %index, 3
  %scevgep1226 = getelementptr i8, i8* %lsr.iv1211, i64 %410
  %scevgep12261227 = bitcast i8* %scevgep1226 to <8 x double>*
  %scevgep1228 = getelementptr <8 x double>, <8 x double>* %scevgep12261227, i64 -5
  store <8 x double> %409, <8 x double>* %scevgep1228, align 8, !alias.scope !39, !noalias !36
  %411 = shl i64 %index, 3
  %scevgep1149 = getelementptr i8, i8* %lsr.iv1092, i64 %411
  %scevgep11491150 = bitcast i8* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -4
  %scevgep11511152 = bitcast <8 x double>* %scevgep1151 to i8*
  %uglygep1153 = getelementptr i8, i8* %scevgep11511152, i64 -8
  %uglygep11531154 = bitcast i8* %uglygep1153 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %uglygep11531154, align 8, !alias.scope !36
  %412 = shl i64 %index, 3
  %scevgep1143 = getelementptr i8, i8* %lsr.iv1092, i64 %412
  %scevgep11431144 = bitcast i8* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -4
  %scevgep11451146 = bitcast <8 x double>* %scevgep1145 to i8*
  %uglygep1147 = getelementptr i8, i8* %scevgep11451146, i64 -16
  %uglygep11471148 = bitcast i8* %uglygep1147 to <8 x double>*
  %wide.load97.3 = load <8 x double>, <8 x double>* %uglygep11471148, align 8, !alias.scope !36
  %413 = fmul <8 x double> %wide.load.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %414 = fsub <8 x double> %wide.load97.3, %413
  %415 = shl i64 %index, 3
  %scevgep1140 = getelementptr i8, i8* %lsr.iv1092, i64 %415
  %scevgep11401141 = bitcast i8* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -4
  %wide.load98.3 = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !36
  %416 = fadd <8 x double> %414, %wide.load98.3
  %417 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %418 = fadd <8 x double> %417, %416
  %419 = fmul <8 x double> %418, %broadcast.splat
  %420 = fadd <8 x double> %wide.load.3, %419
  %421 = shl i64 %index, 3
  %scevgep1223 = getelementptr i8, i8* %lsr.iv1211, i64 %421
  %scevgep12231224 = bitcast i8* %scevgep1223 to <8 x double>*
  %scevgep1225 = getelementptr <8 x double>, <8 x double>* %scevgep12231224, i64 -4
  store <8 x double> %420, <8 x double>* %scevgep1225, align 8, !alias.scope !39, !noalias !36
  %422 = shl i64 %index, 3
  %scevgep1134 = getelementptr i8, i8* %lsr.iv1092, i64 %422
  %scevgep11341135 = bitcast i8* %scevgep1134 to <8 x double>*
  %scevgep1136 = getelementptr <8 x double>, <8 x double>* %scevgep11341135, i64 -3
  %scevgep11361137 = bitcast <8 x double>* %scevgep1136 to i8*
  %uglygep1138 = getelementptr i8, i8* %scevgep11361137, i64 -8
  %uglygep11381139 = bitcast i8* %uglygep1138 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %uglygep11381139, align 8, !alias.scope !36
  %423 = shl i64 %index, 3
  %scevgep1128 = getelementptr i8, i8* %lsr.iv1092, i64 %423
  %scevgep11281129 = bitcast i8* %scevgep1128 to <8 x double>*
  %scevgep1130 = getelementptr <8 x double>, <8 x double>* %scevgep11281129, i64 -3
  %scevgep11301131 = bitcast <8 x double>* %scevgep1130 to i8*
  %uglygep1132 = getelementptr i8, i8* %scevgep11301131, i64 -16
  %uglygep11321133 = bitcast i8* %uglygep1132 to <8 x double>*
  %wide.load97.4 = load <8 x double>, <8 x double>* %uglygep11321133, align 8, !alias.scope !36
  %424 = fmul <8 x double> %wide.load.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %425 = fsub <8 x double> %wide.load97.4, %424
  %426 = shl i64 %index, 3
  %scevgep1125 = getelementptr i8, i8* %lsr.iv1092, i64 %426
  %scevgep11251126 = bitcast i8* %scevgep1125 to <8 x double>*
  %scevgep1127 = getelementptr <8 x double>, <8 x double>* %scevgep11251126, i64 -3
  %wide.load98.4 = load <8 x double>, <8 x double>* %scevgep1127, align 8, !alias.scope !36
  %427 = fadd <8 x double> %425, %wide.load98.4
  %428 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %429 = fadd <8 x double> %428, %427
  %430 = fmul <8 x double> %429, %broadcast.splat
  %431 = fadd <8 x double> %wide.load.4, %430
  %432 = shl i64 %index, 3
  %scevgep1220 = getelementptr i8, i8* %lsr.iv1211, i64 %432
  %scevgep12201221 = bitcast i8* %scevgep1220 to <8 x double>*
  %scevgep1222 = getelementptr <8 x double>, <8 x double>* %scevgep12201221, i64 -3
  store <8 x double> %431, <8 x double>* %scevgep1222, align 8, !alias.scope !39, !noalias !36
  %433 = shl i64 %index, 3
  %scevgep1119 = getelementptr i8, i8* %lsr.iv1092, i64 %433
  %scevgep11191120 = bitcast i8* %scevgep1119 to <8 x double>*
  %scevgep1121 = getelementptr <8 x double>, <8 x double>* %scevgep11191120, i64 -2
  %scevgep11211122 = bitcast <8 x double>* %scevgep1121 to i8*
  %uglygep1123 = getelementptr i8, i8* %scevgep11211122, i64 -8
  %uglygep11231124 = bitcast i8* %uglygep1123 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %uglygep11231124, align 8, !alias.scope !36
  %434 = shl i64 %index, 3
  %scevgep1113 = getelementptr i8, i8* %lsr.iv1092, i64 %434
  %scevgep11131114 = bitcast i8* %scevgep1113 to <8 x double>*
  %scevgep1115 = getelementptr <8 x double>, <8 x double>* %scevgep11131114, i64 -2
  %scevgep11151116 = bitcast <8 x double>* %scevgep1115 to i8*
  %uglygep1117 = getelementptr i8, i8* %scevgep11151116, i64 -16
  %uglygep11171118 = bitcast i8* %uglygep1117 to <8 x double>*
  %wide.load97.5 = load <8 x double>, <8 x double>* %uglygep11171118, align 8, !alias.scope !36
  %435 = fmul <8 x double> %wide.load.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %436 = fsub <8 x double> %wide.load97.5, %435
  %437 = shl i64 %index, 3
  %scevgep1110 = getelementptr i8, i8* %lsr.iv1092, i64 %437
  %scevgep11101111 = bitcast i8* %scevgep1110 to <8 x double>*
  %scevgep1112 = getelementptr <8 x double>, <8 x double>* %scevgep11101111, i64 -2
  %wide.load98.5 = load <8 x double>, <8 x double>* %scevgep1112, align 8, !alias.scope !36
  %438 = fadd <8 x double> %436, %wide.load98.5
  %439 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %440 = fadd <8 x double> %439, %438
  %441 = fmul <8 x double> %440, %broadcast.splat
  %442 = fadd <8 x double> %wide.load.5, %441
  %443 = shl i64 %index, 3
  %scevgep1217 = getelementptr i8, i8* %lsr.iv1211, i64 %443
  %scevgep12171218 = bitcast i8* %scevgep1217 to <8 x double>*
  %scevgep1219 = getelementptr <8 x double>, <8 x double>* %scevgep12171218, i64 -2
  store <8 x double> %442, <8 x double>* %scevgep1219, align 8, !alias.scope !39, !noalias !36
  %444 = shl i64 %index, 3
  %scevgep1104 = getelementptr i8, i8* %lsr.iv1092, i64 %444
  %scevgep11041105 = bitcast i8* %scevgep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %scevgep11041105, i64 -1
  %scevgep11061107 = bitcast <8 x double>* %scevgep1106 to i8*
  %uglygep1108 = getelementptr i8, i8* %scevgep11061107, i64 -8
  %uglygep11081109 = bitcast i8* %uglygep1108 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %uglygep11081109, align 8, !alias.scope !36
  %445 = shl i64 %index, 3
  %scevgep1098 = getelementptr i8, i8* %lsr.iv1092, i64 %445
  %scevgep10981099 = bitcast i8* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -1
  %scevgep11001101 = bitcast <8 x double>* %scevgep1100 to i8*
  %uglygep1102 = getelementptr i8, i8* %scevgep11001101, i64 -16
  %uglygep11021103 = bitcast i8* %uglygep1102 to <8 x double>*
  %wide.load97.6 = load <8 x double>, <8 x double>* %uglygep11021103, align 8, !alias.scope !36
  %446 = fmul <8 x double> %wide.load.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %447 = fsub <8 x double> %wide.load97.6, %446
  %448 = shl i64 %index, 3
  %scevgep1095 = getelementptr i8, i8* %lsr.iv1092, i64 %448
  %scevgep10951096 = bitcast i8* %scevgep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %scevgep10951096, i64 -1
  %wide.load98.6 = load <8 x double>, <8 x double>* %scevgep1097, align 8, !alias.scope !36
  %449 = fadd <8 x double> %447, %wide.load98.6
  %450 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %451 = fadd <8 x double> %450, %449
  %452 = fmul <8 x double> %451, %broadcast.splat
  %453 = fadd <8 x double> %wide.load.6, %452
  %454 = shl i64 %index, 3
  %scevgep1214 = getelementptr i8, i8* %lsr.iv1211, i64 %454
  %scevgep12141215 = bitcast i8* %scevgep1214 to <8 x double>*
  %scevgep1216 = getelementptr <8 x double>, <8 x double>* %scevgep12141215, i64 -1
  store <8 x double> %453, <8 x double>* %scevgep1216, align 8, !alias.scope !39, !noalias !36
  %455 = shl i64 %index, 3
  %scevgep1189 = getelementptr i8, i8* %lsr.iv1092, i64 %455
  %uglygep1191 = getelementptr i8, i8* %scevgep1189, i64 -8
  %uglygep11911192 = bitcast i8* %uglygep1191 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %uglygep11911192, align 8, !alias.scope !36
  %456 = shl i64 %index, 3
  %scevgep1185 = getelementptr i8, i8* %lsr.iv1092, i64 %456
  %uglygep1187 = getelementptr i8, i8* %scevgep1185, i64 -16
  %uglygep11871188 = bitcast i8* %uglygep1187 to <8 x double>*
  %wide.load97.7 = load <8 x double>, <8 x double>* %uglygep11871188, align 8, !alias.scope !36
  %457 = fmul <8 x double> %wide.load.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %458 = fsub <8 x double> %wide.load97.7, %457
  %459 = shl i64 %index, 3
  %scevgep1193 = getelementptr i8, i8* %lsr.iv1092, i64 %459
  %scevgep11931194 = bitcast i8* %scevgep1193 to <8 x double>*
  %wide.load98.7 = load <8 x double>, <8 x double>* %scevgep11931194, align 8, !alias.scope !36
  %460 = fadd <8 x double> %458, %wide.load98.7
  %461 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %462 = fadd <8 x double> %461, %460
  %463 = fmul <8 x double> %462, %broadcast.splat
  %464 = fadd <8 x double> %wide.load.7, %463
  %465 = shl i64 %index, 3
  %scevgep1232 = getelementptr i8, i8* %lsr.iv1211, i64 %465
  %scevgep12321233 = bitcast i8* %scevgep1232 to <8 x double>*
  store <8 x double> %464, <8 x double>* %scevgep12321233, align 8, !alias.scope !39, !noalias !36
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1238 = add i64 %lsr.iv1237, -8
  %niter230.ncmp.7 = icmp eq i64 %lsr.iv.next1238, 0
  br i1 %niter230.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !41

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %466 = icmp eq i64 %xtraiter226, 0
  br i1 %466, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1239 = phi i64 [ %xtraiter226, %vector.body.epil.preheader ], [ %lsr.iv.next1240, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %467 = bitcast i8* %.6.i11 to double*
  %468 = bitcast i8* %.6.i to double*
  %offset.idx.epil = or i64 %index.epil, 1
  %469 = or i64 %index.epil, 2
  %470 = add i64 %offset.idx.epil, %.691.us
  %471 = getelementptr double, double* %467, i64 %470
  %472 = bitcast double* %471 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %472, align 8, !alias.scope !36
  %473 = add i64 %470, -1
  %474 = getelementptr double, double* %467, i64 %473
  %475 = bitcast double* %474 to <8 x double>*
  %wide.load97.epil = load <8 x double>, <8 x double>* %475, align 8, !alias.scope !36
  %476 = fmul <8 x double> %wide.load.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %477 = fsub <8 x double> %wide.load97.epil, %476
  %478 = add i64 %469, %.691.us
  %479 = getelementptr double, double* %467, i64 %478
  %480 = bitcast double* %479 to <8 x double>*
  %wide.load98.epil = load <8 x double>, <8 x double>* %480, align 8, !alias.scope !36
  %481 = fadd <8 x double> %477, %wide.load98.epil
  %482 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %483 = fadd <8 x double> %482, %481
  %484 = fmul <8 x double> %483, %broadcast.splat
  %485 = fadd <8 x double> %wide.load.epil, %484
  %486 = getelementptr double, double* %468, i64 %470
  %487 = bitcast double* %486 to <8 x double>*
  store <8 x double> %485, <8 x double>* %487, align 8, !alias.scope !39, !noalias !36
  %index.next.epil = add nuw i64 %index.epil, 8
  %lsr.iv.next1240 = add nsw i64 %lsr.iv1239, -1
  %epil.iter227.cmp.not = icmp eq i64 %lsr.iv.next1240, 0
  br i1 %epil.iter227.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !42

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %488 = icmp eq i64 %358, %n.vec
  br i1 %488, label %B210.B168.loopexit_crit_edge.us, label %for.end.us.preheader

for.end.us.preheader:                             ; preds = %vector.memcheck, %B170.endif.us, %middle.block
  %.550.074.us.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B170.endif.us ], [ %ind.end, %middle.block ]
  %489 = sub i64 %370, %.550.074.us.ph
  %490 = sub i64 %358, %.550.074.us.ph
  %xtraiter231 = and i64 %489, 7
  %lcmp.mod232.not = icmp eq i64 %xtraiter231, 0
  br i1 %lcmp.mod232.not, label %for.end.us.prol.loopexit, label %for.end.us.prol.preheader

for.end.us.prol.preheader:                        ; preds = %for.end.us.preheader
  br label %for.end.us.prol

for.end.us.prol:                                  ; preds = %for.end.us.prol.preheader, %for.end.us.prol
  %lsr.iv1246 = phi i64 [ %xtraiter231, %for.end.us.prol.preheader ], [ %lsr.iv.next1247, %for.end.us.prol ]
  %.550.074.us.prol = phi i64 [ %.619.us.prol, %for.end.us.prol ], [ %.550.074.us.ph, %for.end.us.prol.preheader ]
  %.619.us.prol = add nuw i64 %.550.074.us.prol, 1
  %491 = shl i64 %.550.074.us.prol, 3
  %scevgep1254 = getelementptr i8, i8* %lsr.iv1249, i64 %491
  %scevgep12541255 = bitcast i8* %scevgep1254 to double*
  %scevgep1256 = getelementptr double, double* %scevgep12541255, i64 -1
  %.696.us.prol = load double, double* %scevgep1256, align 8
  %492 = shl i64 %.550.074.us.prol, 3
  %scevgep1257 = getelementptr i8, i8* %lsr.iv1249, i64 %492
  %scevgep12571258 = bitcast i8* %scevgep1257 to double*
  %scevgep1259 = getelementptr double, double* %scevgep12571258, i64 -2
  %.752.us.prol = load double, double* %scevgep1259, align 8
  %.810.us.prol = fmul double %.696.us.prol, 2.000000e+00
  %.811.us.prol = fsub double %.752.us.prol, %.810.us.prol
  %493 = shl i64 %.550.074.us.prol, 3
  %scevgep1252 = getelementptr i8, i8* %lsr.iv1249, i64 %493
  %scevgep12521253 = bitcast i8* %scevgep1252 to double*
  %.865.us.prol = load double, double* %scevgep12521253, align 8
  %.868.us.prol = fadd double %.811.us.prol, %.865.us.prol
  %.931.us.prol = tail call double @llvm.sin.f64(double %.696.us.prol)
  %.936.us.prol = fadd double %.931.us.prol, %.868.us.prol
  %.938.us.prol = fmul double %.936.us.prol, %arg.h
  %.939.us.prol = fadd double %.696.us.prol, %.938.us.prol
  %494 = shl i64 %.550.074.us.prol, 3
  %scevgep1244 = getelementptr i8, i8* %lsr.iv1241, i64 %494
  %scevgep12441245 = bitcast i8* %scevgep1244 to double*
  store double %.939.us.prol, double* %scevgep12441245, align 8
  %lsr.iv.next1247 = add nsw i64 %lsr.iv1246, -1
  %prol.iter233.cmp.not = icmp eq i64 %lsr.iv.next1247, 0
  br i1 %prol.iter233.cmp.not, label %for.end.us.prol.loopexit, label %for.end.us.prol, !llvm.loop !43

for.end.us.prol.loopexit:                         ; preds = %for.end.us.prol, %for.end.us.preheader
  %.550.074.us.unr = phi i64 [ %.550.074.us.ph, %for.end.us.preheader ], [ %.619.us.prol, %for.end.us.prol ]
  %495 = icmp ult i64 %490, 7
  br i1 %495, label %B210.B168.loopexit_crit_edge.us, label %for.end.us.preheader276

for.end.us.preheader276:                          ; preds = %for.end.us.prol.loopexit
  br label %for.end.us

for.end.us:                                       ; preds = %for.end.us.preheader276, %for.end.us
  %.550.074.us = phi i64 [ %.619.us.7, %for.end.us ], [ %.550.074.us.unr, %for.end.us.preheader276 ]
  %496 = shl i64 %.550.074.us, 3
  %scevgep1273 = getelementptr i8, i8* %lsr.iv1261, i64 %496
  %scevgep12731274 = bitcast i8* %scevgep1273 to double*
  %scevgep1275 = getelementptr double, double* %scevgep12731274, i64 -4
  %.696.us = load double, double* %scevgep1275, align 8
  %497 = shl i64 %.550.074.us, 3
  %scevgep1279 = getelementptr i8, i8* %lsr.iv1261, i64 %497
  %scevgep12791280 = bitcast i8* %scevgep1279 to double*
  %scevgep1281 = getelementptr double, double* %scevgep12791280, i64 -5
  %.752.us = load double, double* %scevgep1281, align 8
  %.810.us = fmul double %.696.us, 2.000000e+00
  %.811.us = fsub double %.752.us, %.810.us
  %498 = shl i64 %.550.074.us, 3
  %scevgep1288 = getelementptr i8, i8* %lsr.iv1261, i64 %498
  %scevgep12881289 = bitcast i8* %scevgep1288 to double*
  %scevgep1290 = getelementptr double, double* %scevgep12881289, i64 -3
  %.865.us = load double, double* %scevgep1290, align 8
  %.868.us = fadd double %.811.us, %.865.us
  %.931.us = tail call double @llvm.sin.f64(double %.696.us)
  %.936.us = fadd double %.931.us, %.868.us
  %.938.us = fmul double %.936.us, %arg.h
  %.939.us = fadd double %.696.us, %.938.us
  %499 = shl i64 %.550.074.us, 3
  %scevgep1342 = getelementptr i8, i8* %lsr.iv1241, i64 %499
  %scevgep13421343 = bitcast i8* %scevgep1342 to double*
  store double %.939.us, double* %scevgep13421343, align 8
  %500 = shl i64 %.550.074.us, 3
  %scevgep1285 = getelementptr i8, i8* %lsr.iv1261, i64 %500
  %scevgep12851286 = bitcast i8* %scevgep1285 to double*
  %scevgep1287 = getelementptr double, double* %scevgep12851286, i64 -3
  %.696.us.1238 = load double, double* %scevgep1287, align 8
  %501 = shl i64 %.550.074.us, 3
  %scevgep1270 = getelementptr i8, i8* %lsr.iv1261, i64 %501
  %scevgep12701271 = bitcast i8* %scevgep1270 to double*
  %scevgep1272 = getelementptr double, double* %scevgep12701271, i64 -4
  %.752.us.1241 = load double, double* %scevgep1272, align 8
  %.810.us.1242 = fmul double %.696.us.1238, 2.000000e+00
  %.811.us.1243 = fsub double %.752.us.1241, %.810.us.1242
  %502 = shl i64 %.550.074.us, 3
  %scevgep1297 = getelementptr i8, i8* %lsr.iv1261, i64 %502
  %scevgep12971298 = bitcast i8* %scevgep1297 to double*
  %scevgep1299 = getelementptr double, double* %scevgep12971298, i64 -2
  %.865.us.1246 = load double, double* %scevgep1299, align 8
  %.868.us.1247 = fadd double %.811.us.1243, %.865.us.1246
  %.931.us.1248 = tail call double @llvm.sin.f64(double %.696.us.1238)
  %.936.us.1249 = fadd double %.931.us.1248, %.868.us.1247
  %.938.us.1250 = fmul double %.936.us.1249, %arg.h
  %.939.us.1251 = fadd double %.696.us.1238, %.938.us.1250
  %503 = shl i64 %.550.074.us, 3
  %scevgep1344 = getelementptr i8, i8* %lsr.iv1241, i64 %503
  %scevgep13441345 = bitcast i8* %scevgep1344 to double*
  %scevgep1346 = getelementptr double, double* %scevgep13441345, i64 1
  store double %.939.us.1251, double* %scevgep1346, align 8
  %504 = shl i64 %.550.074.us, 3
  %scevgep1294 = getelementptr i8, i8* %lsr.iv1261, i64 %504
  %scevgep12941295 = bitcast i8* %scevgep1294 to double*
  %scevgep1296 = getelementptr double, double* %scevgep12941295, i64 -2
  %.696.us.2258 = load double, double* %scevgep1296, align 8
  %505 = shl i64 %.550.074.us, 3
  %scevgep1282 = getelementptr i8, i8* %lsr.iv1261, i64 %505
  %scevgep12821283 = bitcast i8* %scevgep1282 to double*
  %scevgep1284 = getelementptr double, double* %scevgep12821283, i64 -3
  %.752.us.2261 = load double, double* %scevgep1284, align 8
  %.810.us.2262 = fmul double %.696.us.2258, 2.000000e+00
  %.811.us.2263 = fsub double %.752.us.2261, %.810.us.2262
  %506 = shl i64 %.550.074.us, 3
  %scevgep1306 = getelementptr i8, i8* %lsr.iv1261, i64 %506
  %scevgep13061307 = bitcast i8* %scevgep1306 to double*
  %scevgep1308 = getelementptr double, double* %scevgep13061307, i64 -1
  %.865.us.2266 = load double, double* %scevgep1308, align 8
  %.868.us.2267 = fadd double %.811.us.2263, %.865.us.2266
  %.931.us.2268 = tail call double @llvm.sin.f64(double %.696.us.2258)
  %.936.us.2269 = fadd double %.931.us.2268, %.868.us.2267
  %.938.us.2270 = fmul double %.936.us.2269, %arg.h
  %.939.us.2271 = fadd double %.696.us.2258, %.938.us.2270
  %507 = shl i64 %.550.074.us, 3
  %scevgep1347 = getelementptr i8, i8* %lsr.iv1241, i64 %507
  %scevgep13471348 = bitcast i8* %scevgep1347 to double*
  %scevgep1349 = getelementptr double, double* %scevgep13471348, i64 2
  store double %.939.us.2271, double* %scevgep1349, align 8
  %508 = shl i64 %.550.074.us, 3
  %scevgep1303 = getelementptr i8, i8* %lsr.iv1261, i64 %508
  %scevgep13031304 = bitcast i8* %scevgep1303 to double*
  %scevgep1305 = getelementptr double, double* %scevgep13031304, i64 -1
  %.696.us.3 = load double, double* %scevgep1305, align 8
  %509 = shl i64 %.550.074.us, 3
  %scevgep1291 = getelementptr i8, i8* %lsr.iv1261, i64 %509
  %scevgep12911292 = bitcast i8* %scevgep1291 to double*
  %scevgep1293 = getelementptr double, double* %scevgep12911292, i64 -2
  %.752.us.3 = load double, double* %scevgep1293, align 8
  %.810.us.3 = fmul double %.696.us.3, 2.000000e+00
  %.811.us.3 = fsub double %.752.us.3, %.810.us.3
  %510 = shl i64 %.550.074.us, 3
  %scevgep1268 = getelementptr i8, i8* %lsr.iv1261, i64 %510
  %scevgep12681269 = bitcast i8* %scevgep1268 to double*
  %.865.us.3 = load double, double* %scevgep12681269, align 8
  %.868.us.3 = fadd double %.811.us.3, %.865.us.3
  %.931.us.3 = tail call double @llvm.sin.f64(double %.696.us.3)
  %.936.us.3 = fadd double %.931.us.3, %.868.us.3
  %.938.us.3 = fmul double %.936.us.3, %arg.h
  %.939.us.3 = fadd double %.696.us.3, %.938.us.3
  %511 = shl i64 %.550.074.us, 3
  %scevgep1350 = getelementptr i8, i8* %lsr.iv1241, i64 %511
  %scevgep13501351 = bitcast i8* %scevgep1350 to double*
  %scevgep1352 = getelementptr double, double* %scevgep13501351, i64 3
  store double %.939.us.3, double* %scevgep1352, align 8
  %512 = shl i64 %.550.074.us, 3
  %scevgep1266 = getelementptr i8, i8* %lsr.iv1261, i64 %512
  %scevgep12661267 = bitcast i8* %scevgep1266 to double*
  %.696.us.4 = load double, double* %scevgep12661267, align 8
  %scevgep1300 = getelementptr i8, i8* %lsr.iv1261, i64 %512
  %scevgep13001301 = bitcast i8* %scevgep1300 to double*
  %scevgep1302 = getelementptr double, double* %scevgep13001301, i64 -1
  %.752.us.4 = load double, double* %scevgep1302, align 8
  %.810.us.4 = fmul double %.696.us.4, 2.000000e+00
  %.811.us.4 = fsub double %.752.us.4, %.810.us.4
  %513 = shl i64 %.550.074.us, 3
  %scevgep1315 = getelementptr i8, i8* %lsr.iv1261, i64 %513
  %scevgep13151316 = bitcast i8* %scevgep1315 to double*
  %scevgep1317 = getelementptr double, double* %scevgep13151316, i64 1
  %.865.us.4 = load double, double* %scevgep1317, align 8
  %.868.us.4 = fadd double %.811.us.4, %.865.us.4
  %.931.us.4 = tail call double @llvm.sin.f64(double %.696.us.4)
  %.936.us.4 = fadd double %.931.us.4, %.868.us.4
  %.938.us.4 = fmul double %.936.us.4, %arg.h
  %.939.us.4 = fadd double %.696.us.4, %.938.us.4
  %514 = shl i64 %.550.074.us, 3
  %scevgep1339 = getelementptr i8, i8* %lsr.iv1241, i64 %514
  %scevgep13391340 = bitcast i8* %scevgep1339 to double*
  %scevgep1341 = getelementptr double, double* %scevgep13391340, i64 4
  store double %.939.us.4, double* %scevgep1341, align 8
  %515 = shl i64 %.550.074.us, 3
  %scevgep1312 = getelementptr i8, i8* %lsr.iv1261, i64 %515
  %scevgep13121313 = bitcast i8* %scevgep1312 to double*
  %scevgep1314 = getelementptr double, double* %scevgep13121313, i64 1
  %.696.us.5 = load double, double* %scevgep1314, align 8
  %516 = shl i64 %.550.074.us, 3
  %scevgep1264 = getelementptr i8, i8* %lsr.iv1261, i64 %516
  %scevgep12641265 = bitcast i8* %scevgep1264 to double*
  %.752.us.5 = load double, double* %scevgep12641265, align 8
  %.810.us.5 = fmul double %.696.us.5, 2.000000e+00
  %.811.us.5 = fsub double %.752.us.5, %.810.us.5
  %517 = shl i64 %.550.074.us, 3
  %scevgep1324 = getelementptr i8, i8* %lsr.iv1261, i64 %517
  %scevgep13241325 = bitcast i8* %scevgep1324 to double*
  %scevgep1326 = getelementptr double, double* %scevgep13241325, i64 2
  %.865.us.5 = load double, double* %scevgep1326, align 8
  %.868.us.5 = fadd double %.811.us.5, %.865.us.5
  %.931.us.5 = tail call double @llvm.sin.f64(double %.696.us.5)
  %.936.us.5 = fadd double %.931.us.5, %.868.us.5
  %.938.us.5 = fmul double %.936.us.5, %arg.h
  %.939.us.5 = fadd double %.696.us.5, %.938.us.5
  %518 = shl i64 %.550.074.us, 3
  %scevgep1353 = getelementptr i8, i8* %lsr.iv1241, i64 %518
  %scevgep13531354 = bitcast i8* %scevgep1353 to double*
  %scevgep1355 = getelementptr double, double* %scevgep13531354, i64 5
  store double %.939.us.5, double* %scevgep1355, align 8
  %519 = shl i64 %.550.074.us, 3
  %scevgep1321 = getelementptr i8, i8* %lsr.iv1261, i64 %519
  %scevgep13211322 = bitcast i8* %scevgep1321 to double*
  %scevgep1323 = getelementptr double, double* %scevgep13211322, i64 2
  %.696.us.6 = load double, double* %scevgep1323, align 8
  %520 = shl i64 %.550.074.us, 3
  %scevgep1309 = getelementptr i8, i8* %lsr.iv1261, i64 %520
  %scevgep13091310 = bitcast i8* %scevgep1309 to double*
  %scevgep1311 = getelementptr double, double* %scevgep13091310, i64 1
  %.752.us.6 = load double, double* %scevgep1311, align 8
  %.810.us.6 = fmul double %.696.us.6, 2.000000e+00
  %.811.us.6 = fsub double %.752.us.6, %.810.us.6
  %521 = shl i64 %.550.074.us, 3
  %scevgep1330 = getelementptr i8, i8* %lsr.iv1261, i64 %521
  %scevgep13301331 = bitcast i8* %scevgep1330 to double*
  %scevgep1332 = getelementptr double, double* %scevgep13301331, i64 3
  %.865.us.6 = load double, double* %scevgep1332, align 8
  %.868.us.6 = fadd double %.811.us.6, %.865.us.6
  %.931.us.6 = tail call double @llvm.sin.f64(double %.696.us.6)
  %.936.us.6 = fadd double %.931.us.6, %.868.us.6
  %.938.us.6 = fmul double %.936.us.6, %arg.h
  %.939.us.6 = fadd double %.696.us.6, %.938.us.6
  %522 = shl i64 %.550.074.us, 3
  %scevgep1333 = getelementptr i8, i8* %lsr.iv1241, i64 %522
  %scevgep13331334 = bitcast i8* %scevgep1333 to double*
  %scevgep1335 = getelementptr double, double* %scevgep13331334, i64 6
  store double %.939.us.6, double* %scevgep1335, align 8
  %.619.us.7 = add i64 %.550.074.us, 8
  %523 = shl i64 %.550.074.us, 3
  %scevgep1327 = getelementptr i8, i8* %lsr.iv1261, i64 %523
  %scevgep13271328 = bitcast i8* %scevgep1327 to double*
  %scevgep1329 = getelementptr double, double* %scevgep13271328, i64 3
  %.696.us.7 = load double, double* %scevgep1329, align 8
  %524 = shl i64 %.550.074.us, 3
  %scevgep1318 = getelementptr i8, i8* %lsr.iv1261, i64 %524
  %scevgep13181319 = bitcast i8* %scevgep1318 to double*
  %scevgep1320 = getelementptr double, double* %scevgep13181319, i64 2
  %.752.us.7 = load double, double* %scevgep1320, align 8
  %.810.us.7 = fmul double %.696.us.7, 2.000000e+00
  %.811.us.7 = fsub double %.752.us.7, %.810.us.7
  %525 = shl i64 %.550.074.us, 3
  %scevgep1276 = getelementptr i8, i8* %lsr.iv1261, i64 %525
  %scevgep12761277 = bitcast i8* %scevgep1276 to double*
  %scevgep1278 = getelementptr double, double* %scevgep12761277, i64 4
  %.865.us.7 = load double, double* %scevgep1278, align 8
  %.868.us.7 = fadd double %.811.us.7, %.865.us.7
  %.931.us.7 = tail call double @llvm.sin.f64(double %.696.us.7)
  %.936.us.7 = fadd double %.931.us.7, %.868.us.7
  %.938.us.7 = fmul double %.936.us.7, %arg.h
  %.939.us.7 = fadd double %.696.us.7, %.938.us.7
  %526 = shl i64 %.550.074.us, 3
  %scevgep1336 = getelementptr i8, i8* %lsr.iv1241, i64 %526
  %scevgep13361337 = bitcast i8* %scevgep1336 to double*
  %scevgep1338 = getelementptr double, double* %scevgep13361337, i64 7
  store double %.939.us.7, double* %scevgep1338, align 8
  %exitcond87.not.7 = icmp eq i64 %370, %.619.us.7
  br i1 %exitcond87.not.7, label %B210.B168.loopexit_crit_edge.us, label %for.end.us, !llvm.loop !44

B210.B168.loopexit_crit_edge.us:                  ; preds = %for.end.us, %for.end.us.prol.loopexit, %middle.block
  %527 = bitcast i8* %lsr.iv1211 to i1*
  %528 = bitcast i8* %lsr.iv1092 to i1*
  %529 = bitcast i8* %lsr.iv1249 to i1*
  %530 = bitcast i8* %lsr.iv1241 to i1*
  %531 = bitcast i8* %lsr.iv1261 to i1*
  %.497.us = add nuw nsw i64 %.428.077.us, 1
  %scevgep1094 = getelementptr i1, i1* %528, i64 %371
  %532 = bitcast i1* %scevgep1094 to i8*
  %scevgep1213 = getelementptr i1, i1* %527, i64 %371
  %533 = bitcast i1* %scevgep1213 to i8*
  %scevgep1243 = getelementptr i1, i1* %530, i64 %371
  %534 = bitcast i1* %scevgep1243 to i8*
  %scevgep1251 = getelementptr i1, i1* %529, i64 %371
  %535 = bitcast i1* %scevgep1251 to i8*
  %scevgep1263 = getelementptr i1, i1* %531, i64 %371
  %536 = bitcast i1* %scevgep1263 to i8*
  %exitcond88.not = icmp eq i64 %.497.us, %357
  br i1 %exitcond88.not, label %B396, label %B170.endif.us

B398.endif.endif.if:                              ; preds = %B128.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772873720000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !28
  br label %common.ret

B398.endif.endif.endif:                           ; preds = %B128.i.1
  %.1101 = extractvalue { i64, i1 } %.1100, 0
  %.7.i.i14 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1101, i32 32), !noalias !45
  %.8.i.i15 = icmp eq i8* %.7.i.i14, null
  br i1 %.8.i.i15, label %B398.endif.endif.endif.if, label %B398.endif.endif.endif.endif, !prof !0

B398.endif.endif.endif.if:                        ; preds = %B398.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B398.endif.endif.endif.endif:                     ; preds = %B398.endif.endif.endif
  %.5.i12 = getelementptr i8, i8* %.7.i.i14, i64 24
  %537 = bitcast i8* %.5.i12 to double**
  %.6.i1345 = load double*, double** %537, align 8
  %.118138 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.118138, label %for.cond.2.preheader.preheader, label %for.end.1

for.cond.2.preheader.preheader:                   ; preds = %B398.endif.endif.endif.endif
  %.118433 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.118433, label %for.cond.2.preheader.us.preheader, label %for.end.1

for.cond.2.preheader.us.preheader:                ; preds = %for.cond.2.preheader.preheader
  %538 = add i64 %arg.u0.5.1, -1
  %539 = add i64 %arg.u0.5.0, -1
  %xtraiter159 = and i64 %arg.u0.5.0, 3
  %540 = icmp ult i64 %539, 3
  br i1 %540, label %for.end.1.loopexit.unr-lcssa, label %for.cond.2.preheader.us.preheader.new

for.cond.2.preheader.us.preheader.new:            ; preds = %for.cond.2.preheader.us.preheader
  %unroll_iter176 = and i64 %arg.u0.5.0, -4
  %unroll_iter157 = and i64 %arg.u0.5.1, -8
  %unroll_iter157.1 = and i64 %arg.u0.5.1, -8
  %unroll_iter157.2 = and i64 %arg.u0.5.1, -8
  %xtraiter152.3 = and i64 %arg.u0.5.1, 7
  %unroll_iter157.3 = and i64 %arg.u0.5.1, -8
  %scevgep458 = getelementptr double, double* %.6.i1345, i64 7
  %541 = shl i64 %arg.u0.5.1, 5
  %542 = add i64 %arg.u0.5.1, 7
  %scevgep483 = getelementptr double, double* %.6.i1345, i64 %542
  %scevgep502 = getelementptr double, double* %.6.i1345, i64 %arg.u0.5.1
  %543 = shl i64 %arg.u0.5.1, 1
  %544 = add i64 %543, 7
  %scevgep509 = getelementptr double, double* %.6.i1345, i64 %544
  %scevgep528 = getelementptr double, double* %.6.i1345, i64 %543
  %545 = mul i64 %arg.u0.5.1, 3
  %546 = add i64 %545, 7
  %scevgep535 = getelementptr double, double* %.6.i1345, i64 %546
  %scevgep554 = getelementptr double, double* %.6.i1345, i64 %545
  br label %for.cond.2.preheader.us

for.cond.2.preheader.us:                          ; preds = %for.end.2.loopexit.us.3, %for.cond.2.preheader.us.preheader.new
  %lsr.iv555 = phi double* [ %629, %for.end.2.loopexit.us.3 ], [ %scevgep554, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv536 = phi double* [ %628, %for.end.2.loopexit.us.3 ], [ %scevgep535, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv529 = phi double* [ %627, %for.end.2.loopexit.us.3 ], [ %scevgep528, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv510 = phi double* [ %626, %for.end.2.loopexit.us.3 ], [ %scevgep509, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv503 = phi double* [ %625, %for.end.2.loopexit.us.3 ], [ %scevgep502, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv484 = phi double* [ %624, %for.end.2.loopexit.us.3 ], [ %scevgep483, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv477 = phi double* [ %623, %for.end.2.loopexit.us.3 ], [ %.6.i1345, %for.cond.2.preheader.us.preheader.new ]
  %lsr.iv459 = phi double* [ %622, %for.end.2.loopexit.us.3 ], [ %scevgep458, %for.cond.2.preheader.us.preheader.new ]
  %loop.index.141.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %.1236.us.3, %for.end.2.loopexit.us.3 ]
  %.1177.040.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %.1177.2.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %.1174.039.us = phi i64 [ 0, %for.cond.2.preheader.us.preheader.new ], [ %spec.select70.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %547 = icmp ult i64 %538, 7
  br i1 %547, label %for.end.2.loopexit.us.unr-lcssa, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.cond.2.preheader.us
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader, %for.body.2.us
  %loop.index.236.us = phi i64 [ %558, %for.body.2.us ], [ 0, %for.body.2.us.preheader ]
  %.1177.135.us = phi i64 [ %.1177.2.us.7, %for.body.2.us ], [ %.1177.040.us, %for.body.2.us.preheader ]
  %.1174.134.us = phi i64 [ %spec.select70.us.7, %for.body.2.us ], [ %.1174.039.us, %for.body.2.us.preheader ]
  %548 = icmp ugt i64 %arg.u0.5.1, 1
  %549 = icmp eq i64 %arg.u0.5.0, 1
  %550 = bitcast i8* %.6.i to double*
  %spec.select70.us = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %.1177.2.us = select i1 %548, i64 %loop.index.236.us, i64 %.1177.135.us
  %.1197.us = mul i64 %spec.select70.us, %arg.u0.5.1
  %.1200.us = add i64 %.1197.us, %.1177.2.us
  %.1201.us = getelementptr double, double* %550, i64 %.1200.us
  %.1202.us = load double, double* %.1201.us, align 8
  %.5.i1.us = fmul double %.1202.us, %.1202.us
  %scevgep475 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -7
  store double %.5.i1.us, double* %scevgep476, align 8
  %spec.select70.us.1 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %551 = add i64 %loop.index.236.us, 1
  %.1177.2.us.1 = select i1 %548, i64 %551, i64 %.1177.135.us
  %.1197.us.1 = mul i64 %spec.select70.us.1, %arg.u0.5.1
  %.1200.us.1 = add i64 %.1197.us.1, %.1177.2.us.1
  %.1201.us.1 = getelementptr double, double* %550, i64 %.1200.us.1
  %.1202.us.1 = load double, double* %.1201.us.1, align 8
  %.5.i1.us.1 = fmul double %.1202.us.1, %.1202.us.1
  %scevgep472 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -6
  store double %.5.i1.us.1, double* %scevgep473, align 8
  %spec.select70.us.2 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %552 = add i64 %551, 1
  %.1177.2.us.2 = select i1 %548, i64 %552, i64 %.1177.135.us
  %.1197.us.2 = mul i64 %spec.select70.us.2, %arg.u0.5.1
  %.1200.us.2 = add i64 %.1197.us.2, %.1177.2.us.2
  %.1201.us.2 = getelementptr double, double* %550, i64 %.1200.us.2
  %.1202.us.2 = load double, double* %.1201.us.2, align 8
  %.5.i1.us.2 = fmul double %.1202.us.2, %.1202.us.2
  %scevgep470 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -5
  store double %.5.i1.us.2, double* %scevgep471, align 8
  %spec.select70.us.3 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %553 = add i64 %552, 1
  %.1177.2.us.3 = select i1 %548, i64 %553, i64 %.1177.135.us
  %.1197.us.3 = mul i64 %spec.select70.us.3, %arg.u0.5.1
  %.1200.us.3 = add i64 %.1197.us.3, %.1177.2.us.3
  %.1201.us.3 = getelementptr double, double* %550, i64 %.1200.us.3
  %.1202.us.3 = load double, double* %.1201.us.3, align 8
  %.5.i1.us.3 = fmul double %.1202.us.3, %.1202.us.3
  %scevgep468 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -4
  store double %.5.i1.us.3, double* %scevgep469, align 8
  %spec.select70.us.4 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %554 = add i64 %553, 1
  %.1177.2.us.4 = select i1 %548, i64 %554, i64 %.1177.135.us
  %.1197.us.4 = mul i64 %spec.select70.us.4, %arg.u0.5.1
  %.1200.us.4 = add i64 %.1197.us.4, %.1177.2.us.4
  %.1201.us.4 = getelementptr double, double* %550, i64 %.1200.us.4
  %.1202.us.4 = load double, double* %.1201.us.4, align 8
  %.5.i1.us.4 = fmul double %.1202.us.4, %.1202.us.4
  %scevgep466 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -3
  store double %.5.i1.us.4, double* %scevgep467, align 8
  %spec.select70.us.5 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %555 = add i64 %554, 1
  %.1177.2.us.5 = select i1 %548, i64 %555, i64 %.1177.135.us
  %.1197.us.5 = mul i64 %spec.select70.us.5, %arg.u0.5.1
  %.1200.us.5 = add i64 %.1197.us.5, %.1177.2.us.5
  %.1201.us.5 = getelementptr double, double* %550, i64 %.1200.us.5
  %.1202.us.5 = load double, double* %.1201.us.5, align 8
  %.5.i1.us.5 = fmul double %.1202.us.5, %.1202.us.5
  %scevgep464 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -2
  store double %.5.i1.us.5, double* %scevgep465, align 8
  %spec.select70.us.6 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %556 = add i64 %555, 1
  %.1177.2.us.6 = select i1 %548, i64 %556, i64 %.1177.135.us
  %.1197.us.6 = mul i64 %spec.select70.us.6, %arg.u0.5.1
  %.1200.us.6 = add i64 %.1197.us.6, %.1177.2.us.6
  %.1201.us.6 = getelementptr double, double* %550, i64 %.1200.us.6
  %.1202.us.6 = load double, double* %.1201.us.6, align 8
  %.5.i1.us.6 = fmul double %.1202.us.6, %.1202.us.6
  %scevgep462 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -1
  store double %.5.i1.us.6, double* %scevgep463, align 8
  %spec.select70.us.7 = select i1 %549, i64 %.1174.134.us, i64 %loop.index.141.us
  %557 = add i64 %556, 1
  %.1177.2.us.7 = select i1 %548, i64 %557, i64 %.1177.135.us
  %.1197.us.7 = mul i64 %spec.select70.us.7, %arg.u0.5.1
  %.1200.us.7 = add i64 %.1197.us.7, %.1177.2.us.7
  %.1201.us.7 = getelementptr double, double* %550, i64 %.1200.us.7
  %.1202.us.7 = load double, double* %.1201.us.7, align 8
  %.5.i1.us.7 = fmul double %.1202.us.7, %.1202.us.7
  %scevgep474 = getelementptr double, double* %lsr.iv459, i64 %loop.index.236.us
  store double %.5.i1.us.7, double* %scevgep474, align 8
  %.1234.us.7 = add nuw i64 %loop.index.236.us, 8
  %558 = add i64 %557, 1
  %niter158.ncmp.7 = icmp eq i64 %558, %unroll_iter157
  br i1 %niter158.ncmp.7, label %for.end.2.loopexit.us.unr-lcssa, label %for.body.2.us

for.end.2.loopexit.us.unr-lcssa:                  ; preds = %for.body.2.us, %for.cond.2.preheader.us
  %spec.select70.us.lcssa.ph = phi i64 [ undef, %for.cond.2.preheader.us ], [ %spec.select70.us.7, %for.body.2.us ]
  %.1177.2.us.lcssa.ph = phi i64 [ undef, %for.cond.2.preheader.us ], [ %.1177.2.us.7, %for.body.2.us ]
  %loop.index.236.us.unr = phi i64 [ 0, %for.cond.2.preheader.us ], [ %.1234.us.7, %for.body.2.us ]
  %.1177.135.us.unr = phi i64 [ %.1177.040.us, %for.cond.2.preheader.us ], [ %.1177.2.us.7, %for.body.2.us ]
  %.1174.134.us.unr = phi i64 [ %.1174.039.us, %for.cond.2.preheader.us ], [ %spec.select70.us.7, %for.body.2.us ]
  %559 = and i64 %arg.u0.5.1, 7
  %560 = icmp eq i64 %559, 0
  br i1 %560, label %for.end.2.loopexit.us, label %for.body.2.us.epil.preheader

for.body.2.us.epil.preheader:                     ; preds = %for.end.2.loopexit.us.unr-lcssa
  br label %for.body.2.us.epil

for.body.2.us.epil:                               ; preds = %for.body.2.us.epil.preheader, %for.body.2.us.epil
  %lsr.iv481 = phi i64 [ %xtraiter152.3, %for.body.2.us.epil.preheader ], [ %lsr.iv.next482, %for.body.2.us.epil ]
  %loop.index.236.us.epil = phi i64 [ %.1234.us.epil, %for.body.2.us.epil ], [ %loop.index.236.us.unr, %for.body.2.us.epil.preheader ]
  %.1177.135.us.epil = phi i64 [ %.1177.2.us.epil, %for.body.2.us.epil ], [ %.1177.135.us.unr, %for.body.2.us.epil.preheader ]
  %.1174.134.us.epil = phi i64 [ %spec.select70.us.epil, %for.body.2.us.epil ], [ %.1174.134.us.unr, %for.body.2.us.epil.preheader ]
  %561 = icmp ugt i64 %arg.u0.5.1, 1
  %562 = icmp eq i64 %arg.u0.5.0, 1
  %563 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil = select i1 %562, i64 %.1174.134.us.epil, i64 %loop.index.141.us
  %.1177.2.us.epil = select i1 %561, i64 %loop.index.236.us.epil, i64 %.1177.135.us.epil
  %.1197.us.epil = mul i64 %spec.select70.us.epil, %arg.u0.5.1
  %.1200.us.epil = add i64 %.1197.us.epil, %.1177.2.us.epil
  %.1201.us.epil = getelementptr double, double* %563, i64 %.1200.us.epil
  %.1202.us.epil = load double, double* %.1201.us.epil, align 8
  %.5.i1.us.epil = fmul double %.1202.us.epil, %.1202.us.epil
  %scevgep480 = getelementptr double, double* %lsr.iv477, i64 %loop.index.236.us.epil
  store double %.5.i1.us.epil, double* %scevgep480, align 8
  %.1234.us.epil = add nuw nsw i64 %loop.index.236.us.epil, 1
  %lsr.iv.next482 = add nsw i64 %lsr.iv481, -1
  %epil.iter153.cmp.not = icmp eq i64 %lsr.iv.next482, 0
  br i1 %epil.iter153.cmp.not, label %for.end.2.loopexit.us, label %for.body.2.us.epil, !llvm.loop !52

for.end.2.loopexit.us:                            ; preds = %for.body.2.us.epil, %for.end.2.loopexit.us.unr-lcssa
  %spec.select70.us.lcssa = phi i64 [ %spec.select70.us.lcssa.ph, %for.end.2.loopexit.us.unr-lcssa ], [ %spec.select70.us.epil, %for.body.2.us.epil ]
  %.1177.2.us.lcssa = phi i64 [ %.1177.2.us.lcssa.ph, %for.end.2.loopexit.us.unr-lcssa ], [ %.1177.2.us.epil, %for.body.2.us.epil ]
  %564 = icmp ult i64 %538, 7
  %.1236.us = or i64 %loop.index.141.us, 1
  br i1 %564, label %for.end.2.loopexit.us.unr-lcssa.1, label %for.body.2.us.1.preheader

for.body.2.us.1.preheader:                        ; preds = %for.end.2.loopexit.us
  br label %for.body.2.us.1

for.body.2.us.1:                                  ; preds = %for.body.2.us.1.preheader, %for.body.2.us.1
  %loop.index.236.us.1 = phi i64 [ %575, %for.body.2.us.1 ], [ 0, %for.body.2.us.1.preheader ]
  %.1177.135.us.1 = phi i64 [ %.1177.2.us.7.1, %for.body.2.us.1 ], [ %.1177.2.us.lcssa, %for.body.2.us.1.preheader ]
  %.1174.134.us.1 = phi i64 [ %spec.select70.us.7.1, %for.body.2.us.1 ], [ %spec.select70.us.lcssa, %for.body.2.us.1.preheader ]
  %565 = icmp ugt i64 %arg.u0.5.1, 1
  %566 = icmp eq i64 %arg.u0.5.0, 1
  %567 = bitcast i8* %.6.i to double*
  %spec.select70.us.1178 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %.1177.2.us.1179 = select i1 %565, i64 %loop.index.236.us.1, i64 %.1177.135.us.1
  %.1197.us.1180 = mul i64 %spec.select70.us.1178, %arg.u0.5.1
  %.1200.us.1181 = add i64 %.1197.us.1180, %.1177.2.us.1179
  %.1201.us.1182 = getelementptr double, double* %567, i64 %.1200.us.1181
  %.1202.us.1183 = load double, double* %.1201.us.1182, align 8
  %.5.i1.us.1184 = fmul double %.1202.us.1183, %.1202.us.1183
  %scevgep500 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -7
  store double %.5.i1.us.1184, double* %scevgep501, align 8
  %spec.select70.us.1.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %568 = add i64 %loop.index.236.us.1, 1
  %.1177.2.us.1.1 = select i1 %565, i64 %568, i64 %.1177.135.us.1
  %.1197.us.1.1 = mul i64 %spec.select70.us.1.1, %arg.u0.5.1
  %.1200.us.1.1 = add i64 %.1197.us.1.1, %.1177.2.us.1.1
  %.1201.us.1.1 = getelementptr double, double* %567, i64 %.1200.us.1.1
  %.1202.us.1.1 = load double, double* %.1201.us.1.1, align 8
  %.5.i1.us.1.1 = fmul double %.1202.us.1.1, %.1202.us.1.1
  %scevgep497 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -6
  store double %.5.i1.us.1.1, double* %scevgep498, align 8
  %spec.select70.us.2.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %569 = add i64 %568, 1
  %.1177.2.us.2.1 = select i1 %565, i64 %569, i64 %.1177.135.us.1
  %.1197.us.2.1 = mul i64 %spec.select70.us.2.1, %arg.u0.5.1
  %.1200.us.2.1 = add i64 %.1197.us.2.1, %.1177.2.us.2.1
  %.1201.us.2.1 = getelementptr double, double* %567, i64 %.1200.us.2.1
  %.1202.us.2.1 = load double, double* %.1201.us.2.1, align 8
  %.5.i1.us.2.1 = fmul double %.1202.us.2.1, %.1202.us.2.1
  %scevgep495 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -5
  store double %.5.i1.us.2.1, double* %scevgep496, align 8
  %spec.select70.us.3.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %570 = add i64 %569, 1
  %.1177.2.us.3.1 = select i1 %565, i64 %570, i64 %.1177.135.us.1
  %.1197.us.3.1 = mul i64 %spec.select70.us.3.1, %arg.u0.5.1
  %.1200.us.3.1 = add i64 %.1197.us.3.1, %.1177.2.us.3.1
  %.1201.us.3.1 = getelementptr double, double* %567, i64 %.1200.us.3.1
  %.1202.us.3.1 = load double, double* %.1201.us.3.1, align 8
  %.5.i1.us.3.1 = fmul double %.1202.us.3.1, %.1202.us.3.1
  %scevgep493 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -4
  store double %.5.i1.us.3.1, double* %scevgep494, align 8
  %spec.select70.us.4.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %571 = add i64 %570, 1
  %.1177.2.us.4.1 = select i1 %565, i64 %571, i64 %.1177.135.us.1
  %.1197.us.4.1 = mul i64 %spec.select70.us.4.1, %arg.u0.5.1
  %.1200.us.4.1 = add i64 %.1197.us.4.1, %.1177.2.us.4.1
  %.1201.us.4.1 = getelementptr double, double* %567, i64 %.1200.us.4.1
  %.1202.us.4.1 = load double, double* %.1201.us.4.1, align 8
  %.5.i1.us.4.1 = fmul double %.1202.us.4.1, %.1202.us.4.1
  %scevgep491 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -3
  store double %.5.i1.us.4.1, double* %scevgep492, align 8
  %spec.select70.us.5.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %572 = add i64 %571, 1
  %.1177.2.us.5.1 = select i1 %565, i64 %572, i64 %.1177.135.us.1
  %.1197.us.5.1 = mul i64 %spec.select70.us.5.1, %arg.u0.5.1
  %.1200.us.5.1 = add i64 %.1197.us.5.1, %.1177.2.us.5.1
  %.1201.us.5.1 = getelementptr double, double* %567, i64 %.1200.us.5.1
  %.1202.us.5.1 = load double, double* %.1201.us.5.1, align 8
  %.5.i1.us.5.1 = fmul double %.1202.us.5.1, %.1202.us.5.1
  %scevgep489 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -2
  store double %.5.i1.us.5.1, double* %scevgep490, align 8
  %spec.select70.us.6.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %573 = add i64 %572, 1
  %.1177.2.us.6.1 = select i1 %565, i64 %573, i64 %.1177.135.us.1
  %.1197.us.6.1 = mul i64 %spec.select70.us.6.1, %arg.u0.5.1
  %.1200.us.6.1 = add i64 %.1197.us.6.1, %.1177.2.us.6.1
  %.1201.us.6.1 = getelementptr double, double* %567, i64 %.1200.us.6.1
  %.1202.us.6.1 = load double, double* %.1201.us.6.1, align 8
  %.5.i1.us.6.1 = fmul double %.1202.us.6.1, %.1202.us.6.1
  %scevgep487 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -1
  store double %.5.i1.us.6.1, double* %scevgep488, align 8
  %spec.select70.us.7.1 = select i1 %566, i64 %.1174.134.us.1, i64 %.1236.us
  %574 = add i64 %573, 1
  %.1177.2.us.7.1 = select i1 %565, i64 %574, i64 %.1177.135.us.1
  %.1197.us.7.1 = mul i64 %spec.select70.us.7.1, %arg.u0.5.1
  %.1200.us.7.1 = add i64 %.1197.us.7.1, %.1177.2.us.7.1
  %.1201.us.7.1 = getelementptr double, double* %567, i64 %.1200.us.7.1
  %.1202.us.7.1 = load double, double* %.1201.us.7.1, align 8
  %.5.i1.us.7.1 = fmul double %.1202.us.7.1, %.1202.us.7.1
  %scevgep499 = getelementptr double, double* %lsr.iv484, i64 %loop.index.236.us.1
  store double %.5.i1.us.7.1, double* %scevgep499, align 8
  %.1234.us.7.1 = add nuw i64 %loop.index.236.us.1, 8
  %575 = add i64 %574, 1
  %niter158.ncmp.7.1 = icmp eq i64 %575, %unroll_iter157.1
  br i1 %niter158.ncmp.7.1, label %for.end.2.loopexit.us.unr-lcssa.1, label %for.body.2.us.1

for.end.2.loopexit.us.unr-lcssa.1:                ; preds = %for.body.2.us.1, %for.end.2.loopexit.us
  %spec.select70.us.lcssa.ph.1 = phi i64 [ undef, %for.end.2.loopexit.us ], [ %spec.select70.us.7.1, %for.body.2.us.1 ]
  %.1177.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.2.loopexit.us ], [ %.1177.2.us.7.1, %for.body.2.us.1 ]
  %loop.index.236.us.unr.1 = phi i64 [ 0, %for.end.2.loopexit.us ], [ %.1234.us.7.1, %for.body.2.us.1 ]
  %.1177.135.us.unr.1 = phi i64 [ %.1177.2.us.lcssa, %for.end.2.loopexit.us ], [ %.1177.2.us.7.1, %for.body.2.us.1 ]
  %.1174.134.us.unr.1 = phi i64 [ %spec.select70.us.lcssa, %for.end.2.loopexit.us ], [ %spec.select70.us.7.1, %for.body.2.us.1 ]
  %576 = and i64 %arg.u0.5.1, 7
  %577 = icmp eq i64 %576, 0
  br i1 %577, label %for.end.2.loopexit.us.1, label %for.body.2.us.epil.1.preheader

for.body.2.us.epil.1.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.1
  br label %for.body.2.us.epil.1

for.body.2.us.epil.1:                             ; preds = %for.body.2.us.epil.1.preheader, %for.body.2.us.epil.1
  %lsr.iv507 = phi i64 [ %xtraiter152.3, %for.body.2.us.epil.1.preheader ], [ %lsr.iv.next508, %for.body.2.us.epil.1 ]
  %loop.index.236.us.epil.1 = phi i64 [ %.1234.us.epil.1, %for.body.2.us.epil.1 ], [ %loop.index.236.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %.1177.135.us.epil.1 = phi i64 [ %.1177.2.us.epil.1, %for.body.2.us.epil.1 ], [ %.1177.135.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %.1174.134.us.epil.1 = phi i64 [ %spec.select70.us.epil.1, %for.body.2.us.epil.1 ], [ %.1174.134.us.unr.1, %for.body.2.us.epil.1.preheader ]
  %578 = icmp ugt i64 %arg.u0.5.1, 1
  %579 = icmp eq i64 %arg.u0.5.0, 1
  %580 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil.1 = select i1 %579, i64 %.1174.134.us.epil.1, i64 %.1236.us
  %.1177.2.us.epil.1 = select i1 %578, i64 %loop.index.236.us.epil.1, i64 %.1177.135.us.epil.1
  %.1197.us.epil.1 = mul i64 %spec.select70.us.epil.1, %arg.u0.5.1
  %.1200.us.epil.1 = add i64 %.1197.us.epil.1, %.1177.2.us.epil.1
  %.1201.us.epil.1 = getelementptr double, double* %580, i64 %.1200.us.epil.1
  %.1202.us.epil.1 = load double, double* %.1201.us.epil.1, align 8
  %.5.i1.us.epil.1 = fmul double %.1202.us.epil.1, %.1202.us.epil.1
  %scevgep506 = getelementptr double, double* %lsr.iv503, i64 %loop.index.236.us.epil.1
  store double %.5.i1.us.epil.1, double* %scevgep506, align 8
  %.1234.us.epil.1 = add nuw nsw i64 %loop.index.236.us.epil.1, 1
  %lsr.iv.next508 = add nsw i64 %lsr.iv507, -1
  %epil.iter153.cmp.1.not = icmp eq i64 %lsr.iv.next508, 0
  br i1 %epil.iter153.cmp.1.not, label %for.end.2.loopexit.us.1, label %for.body.2.us.epil.1, !llvm.loop !52

for.end.2.loopexit.us.1:                          ; preds = %for.body.2.us.epil.1, %for.end.2.loopexit.us.unr-lcssa.1
  %spec.select70.us.lcssa.1 = phi i64 [ %spec.select70.us.lcssa.ph.1, %for.end.2.loopexit.us.unr-lcssa.1 ], [ %spec.select70.us.epil.1, %for.body.2.us.epil.1 ]
  %.1177.2.us.lcssa.1 = phi i64 [ %.1177.2.us.lcssa.ph.1, %for.end.2.loopexit.us.unr-lcssa.1 ], [ %.1177.2.us.epil.1, %for.body.2.us.epil.1 ]
  %581 = icmp ult i64 %538, 7
  %.1236.us.1 = or i64 %loop.index.141.us, 2
  br i1 %581, label %for.end.2.loopexit.us.unr-lcssa.2, label %for.body.2.us.2.preheader

for.body.2.us.2.preheader:                        ; preds = %for.end.2.loopexit.us.1
  br label %for.body.2.us.2

for.body.2.us.2:                                  ; preds = %for.body.2.us.2.preheader, %for.body.2.us.2
  %loop.index.236.us.2 = phi i64 [ %592, %for.body.2.us.2 ], [ 0, %for.body.2.us.2.preheader ]
  %.1177.135.us.2 = phi i64 [ %.1177.2.us.7.2, %for.body.2.us.2 ], [ %.1177.2.us.lcssa.1, %for.body.2.us.2.preheader ]
  %.1174.134.us.2 = phi i64 [ %spec.select70.us.7.2, %for.body.2.us.2 ], [ %spec.select70.us.lcssa.1, %for.body.2.us.2.preheader ]
  %582 = icmp ugt i64 %arg.u0.5.1, 1
  %583 = icmp eq i64 %arg.u0.5.0, 1
  %584 = bitcast i8* %.6.i to double*
  %spec.select70.us.2189 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %.1177.2.us.2190 = select i1 %582, i64 %loop.index.236.us.2, i64 %.1177.135.us.2
  %.1197.us.2191 = mul i64 %spec.select70.us.2189, %arg.u0.5.1
  %.1200.us.2192 = add i64 %.1197.us.2191, %.1177.2.us.2190
  %.1201.us.2193 = getelementptr double, double* %584, i64 %.1200.us.2192
  %.1202.us.2194 = load double, double* %.1201.us.2193, align 8
  %.5.i1.us.2195 = fmul double %.1202.us.2194, %.1202.us.2194
  %scevgep526 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -7
  store double %.5.i1.us.2195, double* %scevgep527, align 8
  %spec.select70.us.1.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %585 = add i64 %loop.index.236.us.2, 1
  %.1177.2.us.1.2 = select i1 %582, i64 %585, i64 %.1177.135.us.2
  %.1197.us.1.2 = mul i64 %spec.select70.us.1.2, %arg.u0.5.1
  %.1200.us.1.2 = add i64 %.1197.us.1.2, %.1177.2.us.1.2
  %.1201.us.1.2 = getelementptr double, double* %584, i64 %.1200.us.1.2
  %.1202.us.1.2 = load double, double* %.1201.us.1.2, align 8
  %.5.i1.us.1.2 = fmul double %.1202.us.1.2, %.1202.us.1.2
  %scevgep523 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -6
  store double %.5.i1.us.1.2, double* %scevgep524, align 8
  %spec.select70.us.2.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %586 = add i64 %585, 1
  %.1177.2.us.2.2 = select i1 %582, i64 %586, i64 %.1177.135.us.2
  %.1197.us.2.2 = mul i64 %spec.select70.us.2.2, %arg.u0.5.1
  %.1200.us.2.2 = add i64 %.1197.us.2.2, %.1177.2.us.2.2
  %.1201.us.2.2 = getelementptr double, double* %584, i64 %.1200.us.2.2
  %.1202.us.2.2 = load double, double* %.1201.us.2.2, align 8
  %.5.i1.us.2.2 = fmul double %.1202.us.2.2, %.1202.us.2.2
  %scevgep521 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -5
  store double %.5.i1.us.2.2, double* %scevgep522, align 8
  %spec.select70.us.3.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %587 = add i64 %586, 1
  %.1177.2.us.3.2 = select i1 %582, i64 %587, i64 %.1177.135.us.2
  %.1197.us.3.2 = mul i64 %spec.select70.us.3.2, %arg.u0.5.1
  %.1200.us.3.2 = add i64 %.1197.us.3.2, %.1177.2.us.3.2
  %.1201.us.3.2 = getelementptr double, double* %584, i64 %.1200.us.3.2
  %.1202.us.3.2 = load double, double* %.1201.us.3.2, align 8
  %.5.i1.us.3.2 = fmul double %.1202.us.3.2, %.1202.us.3.2
  %scevgep519 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -4
  store double %.5.i1.us.3.2, double* %scevgep520, align 8
  %spec.select70.us.4.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %588 = add i64 %587, 1
  %.1177.2.us.4.2 = select i1 %582, i64 %588, i64 %.1177.135.us.2
  %.1197.us.4.2 = mul i64 %spec.select70.us.4.2, %arg.u0.5.1
  %.1200.us.4.2 = add i64 %.1197.us.4.2, %.1177.2.us.4.2
  %.1201.us.4.2 = getelementptr double, double* %584, i64 %.1200.us.4.2
  %.1202.us.4.2 = load double, double* %.1201.us.4.2, align 8
  %.5.i1.us.4.2 = fmul double %.1202.us.4.2, %.1202.us.4.2
  %scevgep517 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -3
  store double %.5.i1.us.4.2, double* %scevgep518, align 8
  %spec.select70.us.5.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %589 = add i64 %588, 1
  %.1177.2.us.5.2 = select i1 %582, i64 %589, i64 %.1177.135.us.2
  %.1197.us.5.2 = mul i64 %spec.select70.us.5.2, %arg.u0.5.1
  %.1200.us.5.2 = add i64 %.1197.us.5.2, %.1177.2.us.5.2
  %.1201.us.5.2 = getelementptr double, double* %584, i64 %.1200.us.5.2
  %.1202.us.5.2 = load double, double* %.1201.us.5.2, align 8
  %.5.i1.us.5.2 = fmul double %.1202.us.5.2, %.1202.us.5.2
  %scevgep515 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -2
  store double %.5.i1.us.5.2, double* %scevgep516, align 8
  %spec.select70.us.6.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %590 = add i64 %589, 1
  %.1177.2.us.6.2 = select i1 %582, i64 %590, i64 %.1177.135.us.2
  %.1197.us.6.2 = mul i64 %spec.select70.us.6.2, %arg.u0.5.1
  %.1200.us.6.2 = add i64 %.1197.us.6.2, %.1177.2.us.6.2
  %.1201.us.6.2 = getelementptr double, double* %584, i64 %.1200.us.6.2
  %.1202.us.6.2 = load double, double* %.1201.us.6.2, align 8
  %.5.i1.us.6.2 = fmul double %.1202.us.6.2, %.1202.us.6.2
  %scevgep513 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -1
  store double %.5.i1.us.6.2, double* %scevgep514, align 8
  %spec.select70.us.7.2 = select i1 %583, i64 %.1174.134.us.2, i64 %.1236.us.1
  %591 = add i64 %590, 1
  %.1177.2.us.7.2 = select i1 %582, i64 %591, i64 %.1177.135.us.2
  %.1197.us.7.2 = mul i64 %spec.select70.us.7.2, %arg.u0.5.1
  %.1200.us.7.2 = add i64 %.1197.us.7.2, %.1177.2.us.7.2
  %.1201.us.7.2 = getelementptr double, double* %584, i64 %.1200.us.7.2
  %.1202.us.7.2 = load double, double* %.1201.us.7.2, align 8
  %.5.i1.us.7.2 = fmul double %.1202.us.7.2, %.1202.us.7.2
  %scevgep525 = getelementptr double, double* %lsr.iv510, i64 %loop.index.236.us.2
  store double %.5.i1.us.7.2, double* %scevgep525, align 8
  %.1234.us.7.2 = add nuw i64 %loop.index.236.us.2, 8
  %592 = add i64 %591, 1
  %niter158.ncmp.7.2 = icmp eq i64 %592, %unroll_iter157.2
  br i1 %niter158.ncmp.7.2, label %for.end.2.loopexit.us.unr-lcssa.2, label %for.body.2.us.2

for.end.2.loopexit.us.unr-lcssa.2:                ; preds = %for.body.2.us.2, %for.end.2.loopexit.us.1
  %spec.select70.us.lcssa.ph.2 = phi i64 [ undef, %for.end.2.loopexit.us.1 ], [ %spec.select70.us.7.2, %for.body.2.us.2 ]
  %.1177.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.2.loopexit.us.1 ], [ %.1177.2.us.7.2, %for.body.2.us.2 ]
  %loop.index.236.us.unr.2 = phi i64 [ 0, %for.end.2.loopexit.us.1 ], [ %.1234.us.7.2, %for.body.2.us.2 ]
  %.1177.135.us.unr.2 = phi i64 [ %.1177.2.us.lcssa.1, %for.end.2.loopexit.us.1 ], [ %.1177.2.us.7.2, %for.body.2.us.2 ]
  %.1174.134.us.unr.2 = phi i64 [ %spec.select70.us.lcssa.1, %for.end.2.loopexit.us.1 ], [ %spec.select70.us.7.2, %for.body.2.us.2 ]
  %593 = and i64 %arg.u0.5.1, 7
  %594 = icmp eq i64 %593, 0
  br i1 %594, label %for.end.2.loopexit.us.2, label %for.body.2.us.epil.2.preheader

for.body.2.us.epil.2.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.2
  br label %for.body.2.us.epil.2

for.body.2.us.epil.2:                             ; preds = %for.body.2.us.epil.2.preheader, %for.body.2.us.epil.2
  %lsr.iv533 = phi i64 [ %xtraiter152.3, %for.body.2.us.epil.2.preheader ], [ %lsr.iv.next534, %for.body.2.us.epil.2 ]
  %loop.index.236.us.epil.2 = phi i64 [ %.1234.us.epil.2, %for.body.2.us.epil.2 ], [ %loop.index.236.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %.1177.135.us.epil.2 = phi i64 [ %.1177.2.us.epil.2, %for.body.2.us.epil.2 ], [ %.1177.135.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %.1174.134.us.epil.2 = phi i64 [ %spec.select70.us.epil.2, %for.body.2.us.epil.2 ], [ %.1174.134.us.unr.2, %for.body.2.us.epil.2.preheader ]
  %595 = icmp ugt i64 %arg.u0.5.1, 1
  %596 = icmp eq i64 %arg.u0.5.0, 1
  %597 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil.2 = select i1 %596, i64 %.1174.134.us.epil.2, i64 %.1236.us.1
  %.1177.2.us.epil.2 = select i1 %595, i64 %loop.index.236.us.epil.2, i64 %.1177.135.us.epil.2
  %.1197.us.epil.2 = mul i64 %spec.select70.us.epil.2, %arg.u0.5.1
  %.1200.us.epil.2 = add i64 %.1197.us.epil.2, %.1177.2.us.epil.2
  %.1201.us.epil.2 = getelementptr double, double* %597, i64 %.1200.us.epil.2
  %.1202.us.epil.2 = load double, double* %.1201.us.epil.2, align 8
  %.5.i1.us.epil.2 = fmul double %.1202.us.epil.2, %.1202.us.epil.2
  %scevgep532 = getelementptr double, double* %lsr.iv529, i64 %loop.index.236.us.epil.2
  store double %.5.i1.us.epil.2, double* %scevgep532, align 8
  %.1234.us.epil.2 = add nuw nsw i64 %loop.index.236.us.epil.2, 1
  %lsr.iv.next534 = add nsw i64 %lsr.iv533, -1
  %epil.iter153.cmp.2.not = icmp eq i64 %lsr.iv.next534, 0
  br i1 %epil.iter153.cmp.2.not, label %for.end.2.loopexit.us.2, label %for.body.2.us.epil.2, !llvm.loop !52

for.end.2.loopexit.us.2:                          ; preds = %for.body.2.us.epil.2, %for.end.2.loopexit.us.unr-lcssa.2
  %spec.select70.us.lcssa.2 = phi i64 [ %spec.select70.us.lcssa.ph.2, %for.end.2.loopexit.us.unr-lcssa.2 ], [ %spec.select70.us.epil.2, %for.body.2.us.epil.2 ]
  %.1177.2.us.lcssa.2 = phi i64 [ %.1177.2.us.lcssa.ph.2, %for.end.2.loopexit.us.unr-lcssa.2 ], [ %.1177.2.us.epil.2, %for.body.2.us.epil.2 ]
  %598 = icmp ult i64 %538, 7
  %.1236.us.2 = or i64 %loop.index.141.us, 3
  br i1 %598, label %for.end.2.loopexit.us.unr-lcssa.3, label %for.body.2.us.3.preheader

for.body.2.us.3.preheader:                        ; preds = %for.end.2.loopexit.us.2
  br label %for.body.2.us.3

for.body.2.us.3:                                  ; preds = %for.body.2.us.3.preheader, %for.body.2.us.3
  %loop.index.236.us.3 = phi i64 [ %609, %for.body.2.us.3 ], [ 0, %for.body.2.us.3.preheader ]
  %.1177.135.us.3 = phi i64 [ %.1177.2.us.7.3, %for.body.2.us.3 ], [ %.1177.2.us.lcssa.2, %for.body.2.us.3.preheader ]
  %.1174.134.us.3 = phi i64 [ %spec.select70.us.7.3, %for.body.2.us.3 ], [ %spec.select70.us.lcssa.2, %for.body.2.us.3.preheader ]
  %599 = icmp ugt i64 %arg.u0.5.1, 1
  %600 = icmp eq i64 %arg.u0.5.0, 1
  %601 = bitcast i8* %.6.i to double*
  %spec.select70.us.3200 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %.1177.2.us.3201 = select i1 %599, i64 %loop.index.236.us.3, i64 %.1177.135.us.3
  %.1197.us.3202 = mul i64 %spec.select70.us.3200, %arg.u0.5.1
  %.1200.us.3203 = add i64 %.1197.us.3202, %.1177.2.us.3201
  %.1201.us.3204 = getelementptr double, double* %601, i64 %.1200.us.3203
  %.1202.us.3205 = load double, double* %.1201.us.3204, align 8
  %.5.i1.us.3206 = fmul double %.1202.us.3205, %.1202.us.3205
  %scevgep552 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -7
  store double %.5.i1.us.3206, double* %scevgep553, align 8
  %spec.select70.us.1.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %602 = add i64 %loop.index.236.us.3, 1
  %.1177.2.us.1.3 = select i1 %599, i64 %602, i64 %.1177.135.us.3
  %.1197.us.1.3 = mul i64 %spec.select70.us.1.3, %arg.u0.5.1
  %.1200.us.1.3 = add i64 %.1197.us.1.3, %.1177.2.us.1.3
  %.1201.us.1.3 = getelementptr double, double* %601, i64 %.1200.us.1.3
  %.1202.us.1.3 = load double, double* %.1201.us.1.3, align 8
  %.5.i1.us.1.3 = fmul double %.1202.us.1.3, %.1202.us.1.3
  %scevgep549 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -6
  store double %.5.i1.us.1.3, double* %scevgep550, align 8
  %spec.select70.us.2.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %603 = add i64 %602, 1
  %.1177.2.us.2.3 = select i1 %599, i64 %603, i64 %.1177.135.us.3
  %.1197.us.2.3 = mul i64 %spec.select70.us.2.3, %arg.u0.5.1
  %.1200.us.2.3 = add i64 %.1197.us.2.3, %.1177.2.us.2.3
  %.1201.us.2.3 = getelementptr double, double* %601, i64 %.1200.us.2.3
  %.1202.us.2.3 = load double, double* %.1201.us.2.3, align 8
  %.5.i1.us.2.3 = fmul double %.1202.us.2.3, %.1202.us.2.3
  %scevgep547 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep548 = getelementptr double, double* %scevgep547, i64 -5
  store double %.5.i1.us.2.3, double* %scevgep548, align 8
  %spec.select70.us.3.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %604 = add i64 %603, 1
  %.1177.2.us.3.3 = select i1 %599, i64 %604, i64 %.1177.135.us.3
  %.1197.us.3.3 = mul i64 %spec.select70.us.3.3, %arg.u0.5.1
  %.1200.us.3.3 = add i64 %.1197.us.3.3, %.1177.2.us.3.3
  %.1201.us.3.3 = getelementptr double, double* %601, i64 %.1200.us.3.3
  %.1202.us.3.3 = load double, double* %.1201.us.3.3, align 8
  %.5.i1.us.3.3 = fmul double %.1202.us.3.3, %.1202.us.3.3
  %scevgep545 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep546 = getelementptr double, double* %scevgep545, i64 -4
  store double %.5.i1.us.3.3, double* %scevgep546, align 8
  %spec.select70.us.4.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %605 = add i64 %604, 1
  %.1177.2.us.4.3 = select i1 %599, i64 %605, i64 %.1177.135.us.3
  %.1197.us.4.3 = mul i64 %spec.select70.us.4.3, %arg.u0.5.1
  %.1200.us.4.3 = add i64 %.1197.us.4.3, %.1177.2.us.4.3
  %.1201.us.4.3 = getelementptr double, double* %601, i64 %.1200.us.4.3
  %.1202.us.4.3 = load double, double* %.1201.us.4.3, align 8
  %.5.i1.us.4.3 = fmul double %.1202.us.4.3, %.1202.us.4.3
  %scevgep543 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -3
  store double %.5.i1.us.4.3, double* %scevgep544, align 8
  %spec.select70.us.5.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %606 = add i64 %605, 1
  %.1177.2.us.5.3 = select i1 %599, i64 %606, i64 %.1177.135.us.3
  %.1197.us.5.3 = mul i64 %spec.select70.us.5.3, %arg.u0.5.1
  %.1200.us.5.3 = add i64 %.1197.us.5.3, %.1177.2.us.5.3
  %.1201.us.5.3 = getelementptr double, double* %601, i64 %.1200.us.5.3
  %.1202.us.5.3 = load double, double* %.1201.us.5.3, align 8
  %.5.i1.us.5.3 = fmul double %.1202.us.5.3, %.1202.us.5.3
  %scevgep541 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -2
  store double %.5.i1.us.5.3, double* %scevgep542, align 8
  %spec.select70.us.6.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %607 = add i64 %606, 1
  %.1177.2.us.6.3 = select i1 %599, i64 %607, i64 %.1177.135.us.3
  %.1197.us.6.3 = mul i64 %spec.select70.us.6.3, %arg.u0.5.1
  %.1200.us.6.3 = add i64 %.1197.us.6.3, %.1177.2.us.6.3
  %.1201.us.6.3 = getelementptr double, double* %601, i64 %.1200.us.6.3
  %.1202.us.6.3 = load double, double* %.1201.us.6.3, align 8
  %.5.i1.us.6.3 = fmul double %.1202.us.6.3, %.1202.us.6.3
  %scevgep539 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -1
  store double %.5.i1.us.6.3, double* %scevgep540, align 8
  %spec.select70.us.7.3 = select i1 %600, i64 %.1174.134.us.3, i64 %.1236.us.2
  %608 = add i64 %607, 1
  %.1177.2.us.7.3 = select i1 %599, i64 %608, i64 %.1177.135.us.3
  %.1197.us.7.3 = mul i64 %spec.select70.us.7.3, %arg.u0.5.1
  %.1200.us.7.3 = add i64 %.1197.us.7.3, %.1177.2.us.7.3
  %.1201.us.7.3 = getelementptr double, double* %601, i64 %.1200.us.7.3
  %.1202.us.7.3 = load double, double* %.1201.us.7.3, align 8
  %.5.i1.us.7.3 = fmul double %.1202.us.7.3, %.1202.us.7.3
  %scevgep551 = getelementptr double, double* %lsr.iv536, i64 %loop.index.236.us.3
  store double %.5.i1.us.7.3, double* %scevgep551, align 8
  %.1234.us.7.3 = add nuw i64 %loop.index.236.us.3, 8
  %609 = add i64 %608, 1
  %niter158.ncmp.7.3 = icmp eq i64 %609, %unroll_iter157.3
  br i1 %niter158.ncmp.7.3, label %for.end.2.loopexit.us.unr-lcssa.3, label %for.body.2.us.3

for.end.2.loopexit.us.unr-lcssa.3:                ; preds = %for.body.2.us.3, %for.end.2.loopexit.us.2
  %spec.select70.us.lcssa.ph.3 = phi i64 [ undef, %for.end.2.loopexit.us.2 ], [ %spec.select70.us.7.3, %for.body.2.us.3 ]
  %.1177.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.2.loopexit.us.2 ], [ %.1177.2.us.7.3, %for.body.2.us.3 ]
  %loop.index.236.us.unr.3 = phi i64 [ 0, %for.end.2.loopexit.us.2 ], [ %.1234.us.7.3, %for.body.2.us.3 ]
  %.1177.135.us.unr.3 = phi i64 [ %.1177.2.us.lcssa.2, %for.end.2.loopexit.us.2 ], [ %.1177.2.us.7.3, %for.body.2.us.3 ]
  %.1174.134.us.unr.3 = phi i64 [ %spec.select70.us.lcssa.2, %for.end.2.loopexit.us.2 ], [ %spec.select70.us.7.3, %for.body.2.us.3 ]
  %610 = icmp eq i64 %xtraiter152.3, 0
  br i1 %610, label %for.end.2.loopexit.us.3, label %for.body.2.us.epil.3.preheader

for.body.2.us.epil.3.preheader:                   ; preds = %for.end.2.loopexit.us.unr-lcssa.3
  br label %for.body.2.us.epil.3

for.body.2.us.epil.3:                             ; preds = %for.body.2.us.epil.3.preheader, %for.body.2.us.epil.3
  %lsr.iv559 = phi i64 [ %xtraiter152.3, %for.body.2.us.epil.3.preheader ], [ %lsr.iv.next560, %for.body.2.us.epil.3 ]
  %loop.index.236.us.epil.3 = phi i64 [ %.1234.us.epil.3, %for.body.2.us.epil.3 ], [ %loop.index.236.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %.1177.135.us.epil.3 = phi i64 [ %.1177.2.us.epil.3, %for.body.2.us.epil.3 ], [ %.1177.135.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %.1174.134.us.epil.3 = phi i64 [ %spec.select70.us.epil.3, %for.body.2.us.epil.3 ], [ %.1174.134.us.unr.3, %for.body.2.us.epil.3.preheader ]
  %611 = icmp ugt i64 %arg.u0.5.1, 1
  %612 = icmp eq i64 %arg.u0.5.0, 1
  %613 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil.3 = select i1 %612, i64 %.1174.134.us.epil.3, i64 %.1236.us.2
  %.1177.2.us.epil.3 = select i1 %611, i64 %loop.index.236.us.epil.3, i64 %.1177.135.us.epil.3
  %.1197.us.epil.3 = mul i64 %spec.select70.us.epil.3, %arg.u0.5.1
  %.1200.us.epil.3 = add i64 %.1197.us.epil.3, %.1177.2.us.epil.3
  %.1201.us.epil.3 = getelementptr double, double* %613, i64 %.1200.us.epil.3
  %.1202.us.epil.3 = load double, double* %.1201.us.epil.3, align 8
  %.5.i1.us.epil.3 = fmul double %.1202.us.epil.3, %.1202.us.epil.3
  %scevgep558 = getelementptr double, double* %lsr.iv555, i64 %loop.index.236.us.epil.3
  store double %.5.i1.us.epil.3, double* %scevgep558, align 8
  %.1234.us.epil.3 = add nuw nsw i64 %loop.index.236.us.epil.3, 1
  %lsr.iv.next560 = add nsw i64 %lsr.iv559, -1
  %epil.iter153.cmp.3.not = icmp eq i64 %lsr.iv.next560, 0
  br i1 %epil.iter153.cmp.3.not, label %for.end.2.loopexit.us.3, label %for.body.2.us.epil.3, !llvm.loop !52

for.end.2.loopexit.us.3:                          ; preds = %for.body.2.us.epil.3, %for.end.2.loopexit.us.unr-lcssa.3
  %spec.select70.us.lcssa.3 = phi i64 [ %spec.select70.us.lcssa.ph.3, %for.end.2.loopexit.us.unr-lcssa.3 ], [ %spec.select70.us.epil.3, %for.body.2.us.epil.3 ]
  %.1177.2.us.lcssa.3 = phi i64 [ %.1177.2.us.lcssa.ph.3, %for.end.2.loopexit.us.unr-lcssa.3 ], [ %.1177.2.us.epil.3, %for.body.2.us.epil.3 ]
  %614 = bitcast double* %lsr.iv459 to i1*
  %615 = bitcast double* %lsr.iv477 to i1*
  %616 = bitcast double* %lsr.iv484 to i1*
  %617 = bitcast double* %lsr.iv503 to i1*
  %618 = bitcast double* %lsr.iv510 to i1*
  %619 = bitcast double* %lsr.iv529 to i1*
  %620 = bitcast double* %lsr.iv536 to i1*
  %621 = bitcast double* %lsr.iv555 to i1*
  %.1236.us.3 = add nuw nsw i64 %loop.index.141.us, 4
  %scevgep461 = getelementptr i1, i1* %614, i64 %541
  %622 = bitcast i1* %scevgep461 to double*
  %scevgep479 = getelementptr i1, i1* %615, i64 %541
  %623 = bitcast i1* %scevgep479 to double*
  %scevgep486 = getelementptr i1, i1* %616, i64 %541
  %624 = bitcast i1* %scevgep486 to double*
  %scevgep505 = getelementptr i1, i1* %617, i64 %541
  %625 = bitcast i1* %scevgep505 to double*
  %scevgep512 = getelementptr i1, i1* %618, i64 %541
  %626 = bitcast i1* %scevgep512 to double*
  %scevgep531 = getelementptr i1, i1* %619, i64 %541
  %627 = bitcast i1* %scevgep531 to double*
  %scevgep538 = getelementptr i1, i1* %620, i64 %541
  %628 = bitcast i1* %scevgep538 to double*
  %scevgep557 = getelementptr i1, i1* %621, i64 %541
  %629 = bitcast i1* %scevgep557 to double*
  %niter177.ncmp.3 = icmp eq i64 %.1236.us.3, %unroll_iter176
  br i1 %niter177.ncmp.3, label %for.end.1.loopexit.unr-lcssa, label %for.cond.2.preheader.us

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.end.2.loopexit.us.3, %for.cond.2.preheader.us.preheader
  %loop.index.141.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %.1236.us.3, %for.end.2.loopexit.us.3 ]
  %.1177.040.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %.1177.2.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %.1174.039.us.unr = phi i64 [ 0, %for.cond.2.preheader.us.preheader ], [ %spec.select70.us.lcssa.3, %for.end.2.loopexit.us.3 ]
  %lcmp.mod175.not = icmp eq i64 %xtraiter159, 0
  br i1 %lcmp.mod175.not, label %for.end.1, label %for.cond.2.preheader.us.epil.preheader

for.cond.2.preheader.us.epil.preheader:           ; preds = %for.end.1.loopexit.unr-lcssa
  %xtraiter152.epil = and i64 %arg.u0.5.1, 7
  %unroll_iter157.epil = and i64 %arg.u0.5.1, -8
  %630 = mul i64 %loop.index.141.us.unr, %arg.u0.5.1
  %631 = add i64 %630, 7
  %scevgep432 = getelementptr double, double* %.6.i1345, i64 %631
  %632 = shl i64 %arg.u0.5.1, 3
  %scevgep451 = getelementptr double, double* %.6.i1345, i64 %630
  br label %for.cond.2.preheader.us.epil

for.cond.2.preheader.us.epil:                     ; preds = %for.end.2.loopexit.us.epil, %for.cond.2.preheader.us.epil.preheader
  %lsr.iv452 = phi double* [ %652, %for.end.2.loopexit.us.epil ], [ %scevgep451, %for.cond.2.preheader.us.epil.preheader ]
  %lsr.iv433 = phi double* [ %651, %for.end.2.loopexit.us.epil ], [ %scevgep432, %for.cond.2.preheader.us.epil.preheader ]
  %loop.index.141.us.epil = phi i64 [ %.1236.us.epil, %for.end.2.loopexit.us.epil ], [ %loop.index.141.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %.1177.040.us.epil = phi i64 [ %.1177.2.us.lcssa.epil, %for.end.2.loopexit.us.epil ], [ %.1177.040.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %.1174.039.us.epil = phi i64 [ %spec.select70.us.lcssa.epil, %for.end.2.loopexit.us.epil ], [ %.1174.039.us.unr, %for.cond.2.preheader.us.epil.preheader ]
  %epil.iter174 = phi i64 [ %epil.iter174.next, %for.end.2.loopexit.us.epil ], [ 0, %for.cond.2.preheader.us.epil.preheader ]
  %633 = icmp ult i64 %538, 7
  br i1 %633, label %for.end.2.loopexit.us.unr-lcssa.epil, label %for.body.2.us.epil160.preheader

for.body.2.us.epil160.preheader:                  ; preds = %for.cond.2.preheader.us.epil
  br label %for.body.2.us.epil160

for.body.2.us.epil160:                            ; preds = %for.body.2.us.epil160.preheader, %for.body.2.us.epil160
  %loop.index.236.us.epil161 = phi i64 [ %644, %for.body.2.us.epil160 ], [ 0, %for.body.2.us.epil160.preheader ]
  %.1177.135.us.epil162 = phi i64 [ %.1177.2.us.7.epil, %for.body.2.us.epil160 ], [ %.1177.040.us.epil, %for.body.2.us.epil160.preheader ]
  %.1174.134.us.epil163 = phi i64 [ %spec.select70.us.7.epil, %for.body.2.us.epil160 ], [ %.1174.039.us.epil, %for.body.2.us.epil160.preheader ]
  %634 = icmp ugt i64 %arg.u0.5.1, 1
  %635 = icmp eq i64 %arg.u0.5.0, 1
  %636 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil164 = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %.1177.2.us.epil165 = select i1 %634, i64 %loop.index.236.us.epil161, i64 %.1177.135.us.epil162
  %.1197.us.epil166 = mul i64 %spec.select70.us.epil164, %arg.u0.5.1
  %.1200.us.epil167 = add i64 %.1197.us.epil166, %.1177.2.us.epil165
  %.1201.us.epil168 = getelementptr double, double* %636, i64 %.1200.us.epil167
  %.1202.us.epil169 = load double, double* %.1201.us.epil168, align 8
  %.5.i1.us.epil170 = fmul double %.1202.us.epil169, %.1202.us.epil169
  %scevgep449 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -7
  store double %.5.i1.us.epil170, double* %scevgep450, align 8
  %spec.select70.us.1.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %637 = add i64 %loop.index.236.us.epil161, 1
  %.1177.2.us.1.epil = select i1 %634, i64 %637, i64 %.1177.135.us.epil162
  %.1197.us.1.epil = mul i64 %spec.select70.us.1.epil, %arg.u0.5.1
  %.1200.us.1.epil = add i64 %.1197.us.1.epil, %.1177.2.us.1.epil
  %.1201.us.1.epil = getelementptr double, double* %636, i64 %.1200.us.1.epil
  %.1202.us.1.epil = load double, double* %.1201.us.1.epil, align 8
  %.5.i1.us.1.epil = fmul double %.1202.us.1.epil, %.1202.us.1.epil
  %scevgep446 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -6
  store double %.5.i1.us.1.epil, double* %scevgep447, align 8
  %spec.select70.us.2.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %638 = add i64 %637, 1
  %.1177.2.us.2.epil = select i1 %634, i64 %638, i64 %.1177.135.us.epil162
  %.1197.us.2.epil = mul i64 %spec.select70.us.2.epil, %arg.u0.5.1
  %.1200.us.2.epil = add i64 %.1197.us.2.epil, %.1177.2.us.2.epil
  %.1201.us.2.epil = getelementptr double, double* %636, i64 %.1200.us.2.epil
  %.1202.us.2.epil = load double, double* %.1201.us.2.epil, align 8
  %.5.i1.us.2.epil = fmul double %.1202.us.2.epil, %.1202.us.2.epil
  %scevgep444 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -5
  store double %.5.i1.us.2.epil, double* %scevgep445, align 8
  %spec.select70.us.3.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %639 = add i64 %638, 1
  %.1177.2.us.3.epil = select i1 %634, i64 %639, i64 %.1177.135.us.epil162
  %.1197.us.3.epil = mul i64 %spec.select70.us.3.epil, %arg.u0.5.1
  %.1200.us.3.epil = add i64 %.1197.us.3.epil, %.1177.2.us.3.epil
  %.1201.us.3.epil = getelementptr double, double* %636, i64 %.1200.us.3.epil
  %.1202.us.3.epil = load double, double* %.1201.us.3.epil, align 8
  %.5.i1.us.3.epil = fmul double %.1202.us.3.epil, %.1202.us.3.epil
  %scevgep442 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -4
  store double %.5.i1.us.3.epil, double* %scevgep443, align 8
  %spec.select70.us.4.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %640 = add i64 %639, 1
  %.1177.2.us.4.epil = select i1 %634, i64 %640, i64 %.1177.135.us.epil162
  %.1197.us.4.epil = mul i64 %spec.select70.us.4.epil, %arg.u0.5.1
  %.1200.us.4.epil = add i64 %.1197.us.4.epil, %.1177.2.us.4.epil
  %.1201.us.4.epil = getelementptr double, double* %636, i64 %.1200.us.4.epil
  %.1202.us.4.epil = load double, double* %.1201.us.4.epil, align 8
  %.5.i1.us.4.epil = fmul double %.1202.us.4.epil, %.1202.us.4.epil
  %scevgep440 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -3
  store double %.5.i1.us.4.epil, double* %scevgep441, align 8
  %spec.select70.us.5.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %641 = add i64 %640, 1
  %.1177.2.us.5.epil = select i1 %634, i64 %641, i64 %.1177.135.us.epil162
  %.1197.us.5.epil = mul i64 %spec.select70.us.5.epil, %arg.u0.5.1
  %.1200.us.5.epil = add i64 %.1197.us.5.epil, %.1177.2.us.5.epil
  %.1201.us.5.epil = getelementptr double, double* %636, i64 %.1200.us.5.epil
  %.1202.us.5.epil = load double, double* %.1201.us.5.epil, align 8
  %.5.i1.us.5.epil = fmul double %.1202.us.5.epil, %.1202.us.5.epil
  %scevgep438 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -2
  store double %.5.i1.us.5.epil, double* %scevgep439, align 8
  %spec.select70.us.6.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %642 = add i64 %641, 1
  %.1177.2.us.6.epil = select i1 %634, i64 %642, i64 %.1177.135.us.epil162
  %.1197.us.6.epil = mul i64 %spec.select70.us.6.epil, %arg.u0.5.1
  %.1200.us.6.epil = add i64 %.1197.us.6.epil, %.1177.2.us.6.epil
  %.1201.us.6.epil = getelementptr double, double* %636, i64 %.1200.us.6.epil
  %.1202.us.6.epil = load double, double* %.1201.us.6.epil, align 8
  %.5.i1.us.6.epil = fmul double %.1202.us.6.epil, %.1202.us.6.epil
  %scevgep436 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -1
  store double %.5.i1.us.6.epil, double* %scevgep437, align 8
  %spec.select70.us.7.epil = select i1 %635, i64 %.1174.134.us.epil163, i64 %loop.index.141.us.epil
  %643 = add i64 %642, 1
  %.1177.2.us.7.epil = select i1 %634, i64 %643, i64 %.1177.135.us.epil162
  %.1197.us.7.epil = mul i64 %spec.select70.us.7.epil, %arg.u0.5.1
  %.1200.us.7.epil = add i64 %.1197.us.7.epil, %.1177.2.us.7.epil
  %.1201.us.7.epil = getelementptr double, double* %636, i64 %.1200.us.7.epil
  %.1202.us.7.epil = load double, double* %.1201.us.7.epil, align 8
  %.5.i1.us.7.epil = fmul double %.1202.us.7.epil, %.1202.us.7.epil
  %scevgep448 = getelementptr double, double* %lsr.iv433, i64 %loop.index.236.us.epil161
  store double %.5.i1.us.7.epil, double* %scevgep448, align 8
  %.1234.us.7.epil = add nuw i64 %loop.index.236.us.epil161, 8
  %644 = add i64 %643, 1
  %niter158.ncmp.7.epil = icmp eq i64 %644, %unroll_iter157.epil
  br i1 %niter158.ncmp.7.epil, label %for.end.2.loopexit.us.unr-lcssa.epil, label %for.body.2.us.epil160

for.end.2.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.2.us.epil160, %for.cond.2.preheader.us.epil
  %spec.select70.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.2.preheader.us.epil ], [ %spec.select70.us.7.epil, %for.body.2.us.epil160 ]
  %.1177.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.2.preheader.us.epil ], [ %.1177.2.us.7.epil, %for.body.2.us.epil160 ]
  %loop.index.236.us.unr.epil = phi i64 [ 0, %for.cond.2.preheader.us.epil ], [ %.1234.us.7.epil, %for.body.2.us.epil160 ]
  %.1177.135.us.unr.epil = phi i64 [ %.1177.040.us.epil, %for.cond.2.preheader.us.epil ], [ %.1177.2.us.7.epil, %for.body.2.us.epil160 ]
  %.1174.134.us.unr.epil = phi i64 [ %.1174.039.us.epil, %for.cond.2.preheader.us.epil ], [ %spec.select70.us.7.epil, %for.body.2.us.epil160 ]
  %645 = icmp eq i64 %xtraiter152.epil, 0
  br i1 %645, label %for.end.2.loopexit.us.epil, label %for.body.2.us.epil.epil.preheader

for.body.2.us.epil.epil.preheader:                ; preds = %for.end.2.loopexit.us.unr-lcssa.epil
  br label %for.body.2.us.epil.epil

for.body.2.us.epil.epil:                          ; preds = %for.body.2.us.epil.epil.preheader, %for.body.2.us.epil.epil
  %lsr.iv456 = phi i64 [ %xtraiter152.epil, %for.body.2.us.epil.epil.preheader ], [ %lsr.iv.next457, %for.body.2.us.epil.epil ]
  %loop.index.236.us.epil.epil = phi i64 [ %.1234.us.epil.epil, %for.body.2.us.epil.epil ], [ %loop.index.236.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %.1177.135.us.epil.epil = phi i64 [ %.1177.2.us.epil.epil, %for.body.2.us.epil.epil ], [ %.1177.135.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %.1174.134.us.epil.epil = phi i64 [ %spec.select70.us.epil.epil, %for.body.2.us.epil.epil ], [ %.1174.134.us.unr.epil, %for.body.2.us.epil.epil.preheader ]
  %646 = icmp ugt i64 %arg.u0.5.1, 1
  %647 = icmp eq i64 %arg.u0.5.0, 1
  %648 = bitcast i8* %.6.i to double*
  %spec.select70.us.epil.epil = select i1 %647, i64 %.1174.134.us.epil.epil, i64 %loop.index.141.us.epil
  %.1177.2.us.epil.epil = select i1 %646, i64 %loop.index.236.us.epil.epil, i64 %.1177.135.us.epil.epil
  %.1197.us.epil.epil = mul i64 %spec.select70.us.epil.epil, %arg.u0.5.1
  %.1200.us.epil.epil = add i64 %.1197.us.epil.epil, %.1177.2.us.epil.epil
  %.1201.us.epil.epil = getelementptr double, double* %648, i64 %.1200.us.epil.epil
  %.1202.us.epil.epil = load double, double* %.1201.us.epil.epil, align 8
  %.5.i1.us.epil.epil = fmul double %.1202.us.epil.epil, %.1202.us.epil.epil
  %scevgep455 = getelementptr double, double* %lsr.iv452, i64 %loop.index.236.us.epil.epil
  store double %.5.i1.us.epil.epil, double* %scevgep455, align 8
  %.1234.us.epil.epil = add nuw nsw i64 %loop.index.236.us.epil.epil, 1
  %lsr.iv.next457 = add nsw i64 %lsr.iv456, -1
  %epil.iter153.cmp.epil.not = icmp eq i64 %lsr.iv.next457, 0
  br i1 %epil.iter153.cmp.epil.not, label %for.end.2.loopexit.us.epil, label %for.body.2.us.epil.epil, !llvm.loop !52

for.end.2.loopexit.us.epil:                       ; preds = %for.body.2.us.epil.epil, %for.end.2.loopexit.us.unr-lcssa.epil
  %spec.select70.us.lcssa.epil = phi i64 [ %spec.select70.us.lcssa.ph.epil, %for.end.2.loopexit.us.unr-lcssa.epil ], [ %spec.select70.us.epil.epil, %for.body.2.us.epil.epil ]
  %.1177.2.us.lcssa.epil = phi i64 [ %.1177.2.us.lcssa.ph.epil, %for.end.2.loopexit.us.unr-lcssa.epil ], [ %.1177.2.us.epil.epil, %for.body.2.us.epil.epil ]
  %649 = bitcast double* %lsr.iv433 to i1*
  %650 = bitcast double* %lsr.iv452 to i1*
  %.1236.us.epil = add nuw nsw i64 %loop.index.141.us.epil, 1
  %epil.iter174.next = add i64 %epil.iter174, 1
  %scevgep435 = getelementptr i1, i1* %649, i64 %632
  %651 = bitcast i1* %scevgep435 to double*
  %scevgep454 = getelementptr i1, i1* %650, i64 %632
  %652 = bitcast i1* %scevgep454 to double*
  %epil.iter174.cmp.not = icmp eq i64 %epil.iter174.next, %xtraiter159
  br i1 %epil.iter174.cmp.not, label %for.end.1, label %for.cond.2.preheader.us.epil, !llvm.loop !53

for.end.1:                                        ; preds = %for.end.2.loopexit.us.epil, %for.end.1.loopexit.unr-lcssa, %for.cond.2.preheader.preheader, %B398.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.83.i = icmp eq i64 %.1096, 0
  br i1 %.83.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1096, i64 1)
  %653 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %654 = icmp ult i64 %653, 7
  br i1 %654, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const1356
  %655 = add nsw i64 %unroll_iter.i, -8
  %656 = lshr exact i64 %655, 3
  %657 = add nuw nsw i64 %656, 1
  %xtraiter = and i64 %657, 7
  %658 = icmp ult i64 %655, 56
  br i1 %658, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %657, %const
  %scevgep302 = getelementptr double, double* %.6.i1345, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %659 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep278 = getelementptr double, double* %.6.i1345, i64 %659
  %660 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %661 = bitcast double* %scevgep278 to i8*
  %uglygep299 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep299300 = bitcast i8* %uglygep299 to double*
  %scevgep301 = getelementptr double, double* %uglygep299300, i64 -7
  %.265.i.epil = load double, double* %scevgep301, align 8, !noalias !54
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep296 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep296297 = bitcast i8* %uglygep296 to double*
  %scevgep298 = getelementptr double, double* %uglygep296297, i64 -6
  %.265.1.i.epil = load double, double* %scevgep298, align 8, !noalias !54
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep293 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep293294 = bitcast i8* %uglygep293 to double*
  %scevgep295 = getelementptr double, double* %uglygep293294, i64 -5
  %.265.2.i.epil = load double, double* %scevgep295, align 8, !noalias !54
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep290 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep290291 = bitcast i8* %uglygep290 to double*
  %scevgep292 = getelementptr double, double* %uglygep290291, i64 -4
  %.265.3.i.epil = load double, double* %scevgep292, align 8, !noalias !54
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep287 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep287288 = bitcast i8* %uglygep287 to double*
  %scevgep289 = getelementptr double, double* %uglygep287288, i64 -3
  %.265.4.i.epil = load double, double* %scevgep289, align 8, !noalias !54
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep284 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep284285 = bitcast i8* %uglygep284 to double*
  %scevgep286 = getelementptr double, double* %uglygep284285, i64 -2
  %.265.5.i.epil = load double, double* %scevgep286, align 8, !noalias !54
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep281 = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep281282 = bitcast i8* %uglygep281 to double*
  %scevgep283 = getelementptr double, double* %uglygep281282, i64 -1
  %.265.6.i.epil = load double, double* %scevgep283, align 8, !noalias !54
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %661, i64 %lsr.iv
  %uglygep280 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep280, align 8, !noalias !54
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %660, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !57, !llvm.loop !58

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1345, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep277 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep277, align 8, !noalias !54
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !57, !llvm.loop !59

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv430 = phi i64 [ %lsr.iv.next431, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep428 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -63
  %.265.i = load double, double* %scevgep429, align 8, !noalias !54
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep426 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -62
  %.265.1.i = load double, double* %scevgep427, align 8, !noalias !54
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep424 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -61
  %.265.2.i = load double, double* %scevgep425, align 8, !noalias !54
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep422 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -60
  %.265.3.i = load double, double* %scevgep423, align 8, !noalias !54
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep420 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -59
  %.265.4.i = load double, double* %scevgep421, align 8, !noalias !54
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep418 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -58
  %.265.5.i = load double, double* %scevgep419, align 8, !noalias !54
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep416 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -57
  %.265.6.i = load double, double* %scevgep417, align 8, !noalias !54
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep414 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -56
  %.265.7.i = load double, double* %scevgep415, align 8, !noalias !54
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep383 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -55
  %.265.i.1 = load double, double* %scevgep384, align 8, !noalias !54
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep385 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -54
  %.265.1.i.1 = load double, double* %scevgep386, align 8, !noalias !54
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep387 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -53
  %.265.2.i.1 = load double, double* %scevgep388, align 8, !noalias !54
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep389 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -52
  %.265.3.i.1 = load double, double* %scevgep390, align 8, !noalias !54
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep391 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -51
  %.265.4.i.1 = load double, double* %scevgep392, align 8, !noalias !54
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep393 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -50
  %.265.5.i.1 = load double, double* %scevgep394, align 8, !noalias !54
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep395 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -49
  %.265.6.i.1 = load double, double* %scevgep396, align 8, !noalias !54
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep397 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -48
  %.265.7.i.1 = load double, double* %scevgep398, align 8, !noalias !54
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep367 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -47
  %.265.i.2 = load double, double* %scevgep368, align 8, !noalias !54
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep369 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -46
  %.265.1.i.2 = load double, double* %scevgep370, align 8, !noalias !54
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep371 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -45
  %.265.2.i.2 = load double, double* %scevgep372, align 8, !noalias !54
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep373 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -44
  %.265.3.i.2 = load double, double* %scevgep374, align 8, !noalias !54
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep375 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -43
  %.265.4.i.2 = load double, double* %scevgep376, align 8, !noalias !54
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep377 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -42
  %.265.5.i.2 = load double, double* %scevgep378, align 8, !noalias !54
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep379 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -41
  %.265.6.i.2 = load double, double* %scevgep380, align 8, !noalias !54
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep381 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -40
  %.265.7.i.2 = load double, double* %scevgep382, align 8, !noalias !54
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep351 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -39
  %.265.i.3 = load double, double* %scevgep352, align 8, !noalias !54
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep353 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -38
  %.265.1.i.3 = load double, double* %scevgep354, align 8, !noalias !54
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep355 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -37
  %.265.2.i.3 = load double, double* %scevgep356, align 8, !noalias !54
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep357 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -36
  %.265.3.i.3 = load double, double* %scevgep358, align 8, !noalias !54
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep359 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -35
  %.265.4.i.3 = load double, double* %scevgep360, align 8, !noalias !54
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep361 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -34
  %.265.5.i.3 = load double, double* %scevgep362, align 8, !noalias !54
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep363 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -33
  %.265.6.i.3 = load double, double* %scevgep364, align 8, !noalias !54
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep365 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -32
  %.265.7.i.3 = load double, double* %scevgep366, align 8, !noalias !54
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep335 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -31
  %.265.i.4 = load double, double* %scevgep336, align 8, !noalias !54
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep337 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -30
  %.265.1.i.4 = load double, double* %scevgep338, align 8, !noalias !54
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep339 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -29
  %.265.2.i.4 = load double, double* %scevgep340, align 8, !noalias !54
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep341 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -28
  %.265.3.i.4 = load double, double* %scevgep342, align 8, !noalias !54
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep343 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -27
  %.265.4.i.4 = load double, double* %scevgep344, align 8, !noalias !54
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep345 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -26
  %.265.5.i.4 = load double, double* %scevgep346, align 8, !noalias !54
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep347 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -25
  %.265.6.i.4 = load double, double* %scevgep348, align 8, !noalias !54
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep349 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -24
  %.265.7.i.4 = load double, double* %scevgep350, align 8, !noalias !54
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep319 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -23
  %.265.i.5 = load double, double* %scevgep320, align 8, !noalias !54
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep321 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -22
  %.265.1.i.5 = load double, double* %scevgep322, align 8, !noalias !54
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep323 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -21
  %.265.2.i.5 = load double, double* %scevgep324, align 8, !noalias !54
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep325 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -20
  %.265.3.i.5 = load double, double* %scevgep326, align 8, !noalias !54
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep327 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -19
  %.265.4.i.5 = load double, double* %scevgep328, align 8, !noalias !54
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep329 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -18
  %.265.5.i.5 = load double, double* %scevgep330, align 8, !noalias !54
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep331 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -17
  %.265.6.i.5 = load double, double* %scevgep332, align 8, !noalias !54
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep333 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -16
  %.265.7.i.5 = load double, double* %scevgep334, align 8, !noalias !54
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep303 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -15
  %.265.i.6 = load double, double* %scevgep304, align 8, !noalias !54
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep305 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -14
  %.265.1.i.6 = load double, double* %scevgep306, align 8, !noalias !54
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep307 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -13
  %.265.2.i.6 = load double, double* %scevgep308, align 8, !noalias !54
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep309 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -12
  %.265.3.i.6 = load double, double* %scevgep310, align 8, !noalias !54
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep311 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -11
  %.265.4.i.6 = load double, double* %scevgep312, align 8, !noalias !54
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep313 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -10
  %.265.5.i.6 = load double, double* %scevgep314, align 8, !noalias !54
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep315 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -9
  %.265.6.i.6 = load double, double* %scevgep316, align 8, !noalias !54
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep317 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -8
  %.265.7.i.6 = load double, double* %scevgep318, align 8, !noalias !54
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep399 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -7
  %.265.i.7 = load double, double* %scevgep400, align 8, !noalias !54
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep401 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -6
  %.265.1.i.7 = load double, double* %scevgep402, align 8, !noalias !54
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep403 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -5
  %.265.2.i.7 = load double, double* %scevgep404, align 8, !noalias !54
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep405 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -4
  %.265.3.i.7 = load double, double* %scevgep406, align 8, !noalias !54
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep407 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -3
  %.265.4.i.7 = load double, double* %scevgep408, align 8, !noalias !54
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep409 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -2
  %.265.5.i.7 = load double, double* %scevgep410, align 8, !noalias !54
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep411 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -1
  %.265.6.i.7 = load double, double* %scevgep412, align 8, !noalias !54
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep413 = getelementptr double, double* %scevgep302, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep413, align 8, !noalias !54
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next431 = add i64 %lsr.iv430, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next431, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i14)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define i8* @_ZN7cpython7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.heat_copy_2d, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !60

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, double %.48) #3
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

define double @cfunc._ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !60

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1f68545ed0>", i64 0, i64 0))
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !14}
!28 = !{i1 true}
!29 = !{!30, !32, !33, !35}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16}
!44 = distinct !{!44, !14}
!45 = !{!46, !48, !49, !51}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !16}
!53 = distinct !{!53, !16}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!57 = !{!"branch_weights", i32 1, i32 7}
!58 = distinct !{!58, !16}
!59 = distinct !{!59, !16}
!60 = !{!"branch_weights", i32 99, i32 1}
