; ModuleID = 'heat_buffer'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139936736991360 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139936736991360.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139936736991360 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139936736991360, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936736991360.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_buffer = internal constant [12 x i8] c"heat_buffer\00"
@_ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f458f4a2610>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f458f4a2610>\00"
@.const.pickledata.139936740691456 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139936740691456.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139936740691456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139936740691456, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740691456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139936740691456.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139936740691456.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139936740691456.10 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139936740691456.13, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740691456.sha1.14, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458f537490B3v22B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B0.endif.i:                                       ; preds = %B0.endif.endif.endif.endif, %B484
  %u.2.sroa.0.0265 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i.i, %B484 ]
  %u.2.sroa.60.0264 = phi double* [ %.101, %B0.endif.endif.endif.endif ], [ %.6.i1.i, %B484 ]
  %.259263 = phi i64 [ 3, %B0.endif.endif.endif.endif ], [ %.269, %B484 ]
  %.269 = add nsw i64 %.259263, -1
  tail call void @NRT_incref(i8* nonnull %u.2.sroa.0.0265), !noalias !1
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B96.if, label %B96.endif.endif, !prof !0

B168.loopexit:                                    ; preds = %B404.us.7, %B404.7, %B404.us246.7, %B204.us.prol.loopexit, %B356.prol.loopexit, %B356.us235.prol.loopexit, %middle.block435, %middle.block368, %middle.block, %B404.peel, %B404.us246.peel, %B404.us.peel, %B170.endif
  %0 = bitcast double* %lsr.iv1685 to i1*
  %1 = bitcast double* %lsr.iv1658 to i1*
  %2 = bitcast double* %lsr.iv1631 to i1*
  %3 = bitcast double* %lsr.iv1557 to i1*
  %4 = bitcast double* %lsr.iv1728 to i1*
  %5 = bitcast double* %lsr.iv1723 to i1*
  %6 = bitcast double* %lsr.iv1803 to i1*
  %7 = bitcast double* %lsr.iv1784 to i1*
  %8 = bitcast double* %lsr.iv2097 to i1*
  %exitcond284.not = icmp eq i64 %.443, %spec.select
  %scevgep1559 = getelementptr i1, i1* %3, i64 %45
  %9 = bitcast i1* %scevgep1559 to double*
  %scevgep1633 = getelementptr i1, i1* %2, i64 %45
  %10 = bitcast i1* %scevgep1633 to double*
  %scevgep1660 = getelementptr i1, i1* %1, i64 %45
  %11 = bitcast i1* %scevgep1660 to double*
  %scevgep1687 = getelementptr i1, i1* %0, i64 %45
  %12 = bitcast i1* %scevgep1687 to double*
  %lsr.iv.next1716 = add i64 %lsr.iv1715, %arg.u0.5.1
  %lsr.iv.next1720 = add i64 %lsr.iv1719, %arg.u0.5.1
  %scevgep1725 = getelementptr i1, i1* %5, i64 %45
  %13 = bitcast i1* %scevgep1725 to double*
  %scevgep1730 = getelementptr i1, i1* %4, i64 %45
  %14 = bitcast i1* %scevgep1730 to double*
  %scevgep1786 = getelementptr i1, i1* %7, i64 %45
  %15 = bitcast i1* %scevgep1786 to double*
  %scevgep1805 = getelementptr i1, i1* %6, i64 %45
  %16 = bitcast i1* %scevgep1805 to double*
  %scevgep2099 = getelementptr i1, i1* %8, i64 %45
  %17 = bitcast i1* %scevgep2099 to double*
  br i1 %exitcond284.not, label %B484, label %B170.endif

B356:                                             ; preds = %B356.preheader697, %B404.7
  %.495.0204 = phi i64 [ %25, %B404.7 ], [ %.495.0204.unr, %B356.preheader697 ]
  %scevgep1948 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %.645 = load double, double* %scevgep1948, align 8
  %scevgep1951 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1952 = getelementptr double, double* %scevgep1951, i64 -1
  %.858 = load double, double* %scevgep1952, align 8
  %.878 = icmp slt i64 %.495.0204, %.876
  br i1 %.878, label %B376, label %B404

B376:                                             ; preds = %B356
  %scevgep1963 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1964 = getelementptr double, double* %scevgep1963, i64 1
  %.934 = load double, double* %scevgep1964, align 8
  br label %B404

B404:                                             ; preds = %B356, %B376
  %"$phi404.3.2.3" = phi double [ %.934, %B376 ], [ %.645, %B356 ]
  %.950 = fadd double %.645, %.645
  %.956 = fadd double %.950, %.858
  %.959 = fadd double %.956, %"$phi404.3.2.3"
  %.961 = fmul double %.645, 4.000000e+00
  %.962 = fsub double %.959, %.961
  %.965 = fmul double %.645, %.645
  %.967 = fmul double %.645, %.965
  %.968 = fsub double %.962, %.967
  %.970 = fmul double %.968, %arg.h
  %.972 = fadd double %.645, %.970
  %scevgep1993 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  store double %.972, double* %scevgep1993, align 8
  %scevgep1961 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1962 = getelementptr double, double* %scevgep1961, i64 1
  %.645.1 = load double, double* %scevgep1962, align 8
  %scevgep1947 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %.858.1 = load double, double* %scevgep1947, align 8
  %18 = add i64 %.495.0204, 1
  %.878.1 = icmp slt i64 %18, %.876
  br i1 %.878.1, label %B376.1, label %B404.1

B376.1:                                           ; preds = %B404
  %scevgep1969 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1970 = getelementptr double, double* %scevgep1969, i64 2
  %.934.1 = load double, double* %scevgep1970, align 8
  br label %B404.1

B404.1:                                           ; preds = %B376.1, %B404
  %"$phi404.3.2.3.1" = phi double [ %.934.1, %B376.1 ], [ %.645.1, %B404 ]
  %.950.1 = fadd double %.645.1, %.645.1
  %.956.1 = fadd double %.950.1, %.858.1
  %.959.1 = fadd double %.956.1, %"$phi404.3.2.3.1"
  %.961.1 = fmul double %.645.1, 4.000000e+00
  %.962.1 = fsub double %.959.1, %.961.1
  %.965.1 = fmul double %.645.1, %.645.1
  %.967.1 = fmul double %.645.1, %.965.1
  %.968.1 = fsub double %.962.1, %.967.1
  %.970.1 = fmul double %.968.1, %arg.h
  %.972.1 = fadd double %.645.1, %.970.1
  %scevgep1994 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1995 = getelementptr double, double* %scevgep1994, i64 1
  store double %.972.1, double* %scevgep1995, align 8
  %scevgep1967 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1968 = getelementptr double, double* %scevgep1967, i64 2
  %.645.2 = load double, double* %scevgep1968, align 8
  %scevgep1959 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1960 = getelementptr double, double* %scevgep1959, i64 1
  %.858.2 = load double, double* %scevgep1960, align 8
  %19 = add i64 %18, 1
  %.878.2 = icmp slt i64 %19, %.876
  br i1 %.878.2, label %B376.2, label %B404.2

B376.2:                                           ; preds = %B404.1
  %scevgep1975 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1976 = getelementptr double, double* %scevgep1975, i64 3
  %.934.2 = load double, double* %scevgep1976, align 8
  br label %B404.2

B404.2:                                           ; preds = %B376.2, %B404.1
  %"$phi404.3.2.3.2" = phi double [ %.934.2, %B376.2 ], [ %.645.2, %B404.1 ]
  %.950.2 = fadd double %.645.2, %.645.2
  %.956.2 = fadd double %.950.2, %.858.2
  %.959.2 = fadd double %.956.2, %"$phi404.3.2.3.2"
  %.961.2 = fmul double %.645.2, 4.000000e+00
  %.962.2 = fsub double %.959.2, %.961.2
  %.965.2 = fmul double %.645.2, %.645.2
  %.967.2 = fmul double %.645.2, %.965.2
  %.968.2 = fsub double %.962.2, %.967.2
  %.970.2 = fmul double %.968.2, %arg.h
  %.972.2 = fadd double %.645.2, %.970.2
  %scevgep1996 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1997 = getelementptr double, double* %scevgep1996, i64 2
  store double %.972.2, double* %scevgep1997, align 8
  %scevgep1973 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1974 = getelementptr double, double* %scevgep1973, i64 3
  %.645.3 = load double, double* %scevgep1974, align 8
  %scevgep1965 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1966 = getelementptr double, double* %scevgep1965, i64 2
  %.858.3 = load double, double* %scevgep1966, align 8
  %20 = add i64 %19, 1
  %.878.3 = icmp slt i64 %20, %.876
  br i1 %.878.3, label %B376.3, label %B404.3

B376.3:                                           ; preds = %B404.2
  %scevgep1945 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1946 = getelementptr double, double* %scevgep1945, i64 4
  %.934.3 = load double, double* %scevgep1946, align 8
  br label %B404.3

B404.3:                                           ; preds = %B376.3, %B404.2
  %"$phi404.3.2.3.3" = phi double [ %.934.3, %B376.3 ], [ %.645.3, %B404.2 ]
  %.950.3 = fadd double %.645.3, %.645.3
  %.956.3 = fadd double %.950.3, %.858.3
  %.959.3 = fadd double %.956.3, %"$phi404.3.2.3.3"
  %.961.3 = fmul double %.645.3, 4.000000e+00
  %.962.3 = fsub double %.959.3, %.961.3
  %.965.3 = fmul double %.645.3, %.645.3
  %.967.3 = fmul double %.645.3, %.965.3
  %.968.3 = fsub double %.962.3, %.967.3
  %.970.3 = fmul double %.968.3, %arg.h
  %.972.3 = fadd double %.645.3, %.970.3
  %scevgep1998 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1999 = getelementptr double, double* %scevgep1998, i64 3
  store double %.972.3, double* %scevgep1999, align 8
  %scevgep1943 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1944 = getelementptr double, double* %scevgep1943, i64 4
  %.645.4 = load double, double* %scevgep1944, align 8
  %scevgep1971 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1972 = getelementptr double, double* %scevgep1971, i64 3
  %.858.4 = load double, double* %scevgep1972, align 8
  %21 = add i64 %20, 1
  %.878.4 = icmp slt i64 %21, %.876
  br i1 %.878.4, label %B376.4, label %B404.4

B376.4:                                           ; preds = %B404.3
  %scevgep1985 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1986 = getelementptr double, double* %scevgep1985, i64 5
  %.934.4 = load double, double* %scevgep1986, align 8
  br label %B404.4

B404.4:                                           ; preds = %B376.4, %B404.3
  %"$phi404.3.2.3.4" = phi double [ %.934.4, %B376.4 ], [ %.645.4, %B404.3 ]
  %.950.4 = fadd double %.645.4, %.645.4
  %.956.4 = fadd double %.950.4, %.858.4
  %.959.4 = fadd double %.956.4, %"$phi404.3.2.3.4"
  %.961.4 = fmul double %.645.4, 4.000000e+00
  %.962.4 = fsub double %.959.4, %.961.4
  %.965.4 = fmul double %.645.4, %.645.4
  %.967.4 = fmul double %.645.4, %.965.4
  %.968.4 = fsub double %.962.4, %.967.4
  %.970.4 = fmul double %.968.4, %arg.h
  %.972.4 = fadd double %.645.4, %.970.4
  %scevgep1991 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1992 = getelementptr double, double* %scevgep1991, i64 4
  store double %.972.4, double* %scevgep1992, align 8
  %scevgep1983 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1984 = getelementptr double, double* %scevgep1983, i64 5
  %.645.5 = load double, double* %scevgep1984, align 8
  %scevgep1941 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1942 = getelementptr double, double* %scevgep1941, i64 4
  %.858.5 = load double, double* %scevgep1942, align 8
  %22 = add i64 %21, 1
  %.878.5 = icmp slt i64 %22, %.876
  br i1 %.878.5, label %B376.5, label %B404.5

B376.5:                                           ; preds = %B404.4
  %scevgep1957 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1958 = getelementptr double, double* %scevgep1957, i64 6
  %.934.5 = load double, double* %scevgep1958, align 8
  br label %B404.5

B404.5:                                           ; preds = %B376.5, %B404.4
  %"$phi404.3.2.3.5" = phi double [ %.934.5, %B376.5 ], [ %.645.5, %B404.4 ]
  %.950.5 = fadd double %.645.5, %.645.5
  %.956.5 = fadd double %.950.5, %.858.5
  %.959.5 = fadd double %.956.5, %"$phi404.3.2.3.5"
  %.961.5 = fmul double %.645.5, 4.000000e+00
  %.962.5 = fsub double %.959.5, %.961.5
  %.965.5 = fmul double %.645.5, %.645.5
  %.967.5 = fmul double %.645.5, %.965.5
  %.968.5 = fsub double %.962.5, %.967.5
  %.970.5 = fmul double %.968.5, %arg.h
  %.972.5 = fadd double %.645.5, %.970.5
  %scevgep2000 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep2001 = getelementptr double, double* %scevgep2000, i64 5
  store double %.972.5, double* %scevgep2001, align 8
  %scevgep1955 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1956 = getelementptr double, double* %scevgep1955, i64 6
  %.645.6 = load double, double* %scevgep1956, align 8
  %scevgep1981 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1982 = getelementptr double, double* %scevgep1981, i64 5
  %.858.6 = load double, double* %scevgep1982, align 8
  %23 = add i64 %22, 1
  %.878.6 = icmp slt i64 %23, %.876
  br i1 %.878.6, label %B376.6, label %B404.6

B376.6:                                           ; preds = %B404.5
  %scevgep1979 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1980 = getelementptr double, double* %scevgep1979, i64 7
  %.934.6 = load double, double* %scevgep1980, align 8
  br label %B404.6

B404.6:                                           ; preds = %B376.6, %B404.5
  %"$phi404.3.2.3.6" = phi double [ %.934.6, %B376.6 ], [ %.645.6, %B404.5 ]
  %.950.6 = fadd double %.645.6, %.645.6
  %.956.6 = fadd double %.950.6, %.858.6
  %.959.6 = fadd double %.956.6, %"$phi404.3.2.3.6"
  %.961.6 = fmul double %.645.6, 4.000000e+00
  %.962.6 = fsub double %.959.6, %.961.6
  %.965.6 = fmul double %.645.6, %.645.6
  %.967.6 = fmul double %.645.6, %.965.6
  %.968.6 = fsub double %.962.6, %.967.6
  %.970.6 = fmul double %.968.6, %arg.h
  %.972.6 = fadd double %.645.6, %.970.6
  %scevgep1987 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1988 = getelementptr double, double* %scevgep1987, i64 6
  store double %.972.6, double* %scevgep1988, align 8
  %scevgep1977 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1978 = getelementptr double, double* %scevgep1977, i64 7
  %.645.7 = load double, double* %scevgep1978, align 8
  %scevgep1953 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1954 = getelementptr double, double* %scevgep1953, i64 6
  %.858.7 = load double, double* %scevgep1954, align 8
  %24 = add i64 %23, 1
  %.878.7 = icmp slt i64 %24, %.876
  br i1 %.878.7, label %B376.7, label %B404.7

B376.7:                                           ; preds = %B404.6
  %scevgep1949 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204
  %scevgep1950 = getelementptr double, double* %scevgep1949, i64 8
  %.934.7 = load double, double* %scevgep1950, align 8
  br label %B404.7

B404.7:                                           ; preds = %B376.7, %B404.6
  %"$phi404.3.2.3.7" = phi double [ %.934.7, %B376.7 ], [ %.645.7, %B404.6 ]
  %.950.7 = fadd double %.645.7, %.645.7
  %.956.7 = fadd double %.950.7, %.858.7
  %.959.7 = fadd double %.956.7, %"$phi404.3.2.3.7"
  %.961.7 = fmul double %.645.7, 4.000000e+00
  %.962.7 = fsub double %.959.7, %.961.7
  %.965.7 = fmul double %.645.7, %.645.7
  %.967.7 = fmul double %.645.7, %.965.7
  %.968.7 = fsub double %.962.7, %.967.7
  %.970.7 = fmul double %.968.7, %arg.h
  %.972.7 = fadd double %.645.7, %.970.7
  %scevgep1989 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204
  %scevgep1990 = getelementptr double, double* %scevgep1989, i64 7
  store double %.972.7, double* %scevgep1990, align 8
  %25 = add i64 %24, 1
  %exitcond278.not.7 = icmp eq i64 %25, %spec.select145
  br i1 %exitcond278.not.7, label %B168.loopexit, label %B356, !llvm.loop !12

B484:                                             ; preds = %B168.loopexit, %B96.endif.endif
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0265)
  %.260 = icmp ugt i64 %.259263, 1
  br i1 %.260, label %B0.endif.i, label %B150.i.1

B150.i.1:                                         ; preds = %B484
  %.1211 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.1212 = extractvalue { i64, i1 } %.1211, 0
  %.1213 = extractvalue { i64, i1 } %.1211, 1
  %.1216 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1212, i64 8)
  %.1218 = extractvalue { i64, i1 } %.1216, 1
  %.1219 = or i1 %.1213, %.1218
  br i1 %.1219, label %B490.endif.endif.endif.endif.if, label %B490.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B490.endif.endif.endif.endif.endif.if, %B96.if, %B0.endif.if, %for.end.endif, %B490.endif.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B490.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B490.endif.endif.endif.endif.endif.if ], [ 1, %B96.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936736991360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !16
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %26 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %26, align 8
  %.101 = bitcast i8* %.6.i to double*
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  tail call void @NRT_decref(i8* %arg.u0.0)
  %.388.inv = icmp sgt i64 %arg.u0.5.0, 0
  %spec.select = select i1 %.388.inv, i64 %arg.u0.5.0, i64 0
  %.509.inv = icmp sgt i64 %arg.u0.5.1, 0
  %spec.select145 = select i1 %.509.inv, i64 %arg.u0.5.1, i64 0
  %.726 = add nsw i64 %arg.u0.5.0, -1
  %.876 = add nsw i64 %arg.u0.5.1, -1
  %27 = add i64 %arg.u0.5.1, 1
  %28 = add i64 %spec.select145, %arg.u0.5.1
  %29 = add nsw i64 %spec.select145, -1
  %30 = add nuw i64 %spec.select145, 1
  %31 = add nsw i64 %spec.select145, -1
  %32 = add nsw i64 %spec.select145, -1
  %33 = add nuw i64 %spec.select145, 1
  %34 = add nsw i64 %spec.select145, -1
  %35 = sub i64 1, %arg.u0.5.1
  %36 = sub i64 %spec.select145, %arg.u0.5.1
  %37 = add i64 %arg.u0.5.1, 1
  %38 = add i64 %spec.select145, %arg.u0.5.1
  %39 = add nsw i64 %spec.select145, -1
  %40 = add nuw i64 %spec.select145, 1
  %41 = add nsw i64 %spec.select145, -1
  %42 = add nsw i64 %spec.select145, -9
  %43 = lshr i64 %42, 3
  %44 = add nuw nsw i64 %43, 1
  %n.vec441 = and i64 %41, -8
  %ind.end443 = or i64 %n.vec441, 1
  %broadcast.splatinsert456 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat457 = shufflevector <8 x i64> %broadcast.splatinsert456, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert460 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat461 = shufflevector <8 x double> %broadcast.splatinsert460, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter666 = and i64 %44, 7
  %unroll_iter669 = and i64 %44, %const
  %n.vec374 = and i64 %34, -8
  %ind.end376 = or i64 %n.vec374, 1
  %broadcast.splatinsert384 = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat385 = shufflevector <8 x i64> %broadcast.splatinsert384, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert388 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat389 = shufflevector <8 x double> %broadcast.splatinsert388, <8 x double> poison, <8 x i32> zeroinitializer
  %n.vec = and i64 %31, -8
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %.876, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert338 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat339 = shufflevector <8 x double> %broadcast.splatinsert338, <8 x double> poison, <8 x i32> zeroinitializer
  %45 = shl i64 %arg.u0.5.1, 3
  %46 = add i64 %arg.u0.5.1, 57
  %47 = sub i64 57, %arg.u0.5.1
  %48 = shl i64 %xtraiter666, 3
  %49 = sub i64 %47, 57
  %50 = add i64 %arg.u0.5.1, 6
  %51 = sub i64 7, %arg.u0.5.1
  br label %B0.endif.i

B96.if:                                           ; preds = %B0.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456.10, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif:                                  ; preds = %B0.endif.i
  %52 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %53 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %53, align 8, !noalias !1
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0265), !noalias !1
  br i1 %52, label %B170.endif.preheader, label %B484

B170.endif.preheader:                             ; preds = %B96.endif.endif
  %scevgep1556 = getelementptr double, double* %u.2.sroa.60.0264, i64 57
  %scevgep1630 = getelementptr double, double* %u.2.sroa.60.0264, i64 %46
  %scevgep1657 = getelementptr double, double* %u.2.sroa.60.0264, i64 %47
  %scevgep1684 = getelementptr double, double* %.6.i1.i, i64 57
  %scevgep1783 = getelementptr double, double* %u.2.sroa.60.0264, i64 %50
  %scevgep1802 = getelementptr double, double* %u.2.sroa.60.0264, i64 %51
  %scevgep2096 = getelementptr double, double* %u.2.sroa.60.0264, i64 %arg.u0.5.1
  br label %B170.endif

B170.endif:                                       ; preds = %B170.endif.preheader, %B168.loopexit
  %lsr.iv2097 = phi double* [ %scevgep2096, %B170.endif.preheader ], [ %17, %B168.loopexit ]
  %lsr.iv1803 = phi double* [ %scevgep1802, %B170.endif.preheader ], [ %16, %B168.loopexit ]
  %lsr.iv1784 = phi double* [ %scevgep1783, %B170.endif.preheader ], [ %15, %B168.loopexit ]
  %lsr.iv1728 = phi double* [ %u.2.sroa.60.0264, %B170.endif.preheader ], [ %14, %B168.loopexit ]
  %lsr.iv1723 = phi double* [ %.6.i1.i, %B170.endif.preheader ], [ %13, %B168.loopexit ]
  %lsr.iv1719 = phi i64 [ %49, %B170.endif.preheader ], [ %lsr.iv.next1720, %B168.loopexit ]
  %lsr.iv1715 = phi i64 [ %arg.u0.5.1, %B170.endif.preheader ], [ %lsr.iv.next1716, %B168.loopexit ]
  %lsr.iv1685 = phi double* [ %scevgep1684, %B170.endif.preheader ], [ %12, %B168.loopexit ]
  %lsr.iv1658 = phi double* [ %scevgep1657, %B170.endif.preheader ], [ %11, %B168.loopexit ]
  %lsr.iv1631 = phi double* [ %scevgep1630, %B170.endif.preheader ], [ %10, %B168.loopexit ]
  %lsr.iv1557 = phi double* [ %scevgep1556, %B170.endif.preheader ], [ %9, %B168.loopexit ]
  %.374.0261 = phi i64 [ %.443, %B168.loopexit ], [ 0, %B170.endif.preheader ]
  %54 = icmp sgt i64 %arg.u0.5.1, 0
  %55 = mul i64 %.374.0261, %arg.u0.5.1
  %56 = add i64 %55, 1
  %scevgep392 = getelementptr double, double* %.6.i1.i, i64 %56
  %57 = add i64 %spec.select145, %55
  %scevgep394 = getelementptr double, double* %.6.i1.i, i64 %57
  %scevgep396 = getelementptr double, double* %u.2.sroa.60.0264, i64 %56
  %scevgep398 = getelementptr double, double* %u.2.sroa.60.0264, i64 %57
  %58 = add i64 %35, %55
  %scevgep400 = getelementptr double, double* %u.2.sroa.60.0264, i64 %58
  %59 = add i64 %36, %55
  %scevgep402 = getelementptr double, double* %u.2.sroa.60.0264, i64 %59
  %60 = add i64 %37, %55
  %scevgep404 = getelementptr double, double* %u.2.sroa.60.0264, i64 %60
  %61 = add i64 %38, %55
  %scevgep406 = getelementptr double, double* %u.2.sroa.60.0264, i64 %61
  %scevgep408 = getelementptr double, double* %u.2.sroa.60.0264, i64 %55
  %62 = add i64 %39, %55
  %scevgep410 = getelementptr double, double* %u.2.sroa.60.0264, i64 %62
  %63 = add i64 %55, 2
  %scevgep412 = getelementptr double, double* %u.2.sroa.60.0264, i64 %63
  %64 = add i64 %40, %55
  %scevgep414 = getelementptr double, double* %u.2.sroa.60.0264, i64 %64
  %65 = mul i64 %.374.0261, %arg.u0.5.1
  %66 = add i64 %65, 1
  %scevgep341 = getelementptr double, double* %.6.i1.i, i64 %66
  %67 = add i64 %spec.select145, %65
  %scevgep343 = getelementptr double, double* %.6.i1.i, i64 %67
  %scevgep345 = getelementptr double, double* %u.2.sroa.60.0264, i64 %66
  %scevgep347 = getelementptr double, double* %u.2.sroa.60.0264, i64 %67
  %scevgep349 = getelementptr double, double* %u.2.sroa.60.0264, i64 %65
  %68 = add i64 %32, %65
  %scevgep351 = getelementptr double, double* %u.2.sroa.60.0264, i64 %68
  %69 = add i64 %65, 2
  %scevgep353 = getelementptr double, double* %u.2.sroa.60.0264, i64 %69
  %70 = add i64 %33, %65
  %scevgep355 = getelementptr double, double* %u.2.sroa.60.0264, i64 %70
  %71 = mul i64 %.374.0261, %arg.u0.5.1
  %72 = add i64 %71, 1
  %scevgep = getelementptr double, double* %.6.i1.i, i64 %72
  %73 = add i64 %spec.select145, %71
  %scevgep307 = getelementptr double, double* %.6.i1.i, i64 %73
  %scevgep309 = getelementptr double, double* %u.2.sroa.60.0264, i64 %72
  %scevgep311 = getelementptr double, double* %u.2.sroa.60.0264, i64 %73
  %74 = add i64 %27, %71
  %scevgep313 = getelementptr double, double* %u.2.sroa.60.0264, i64 %74
  %75 = add i64 %28, %71
  %scevgep315 = getelementptr double, double* %u.2.sroa.60.0264, i64 %75
  %scevgep317 = getelementptr double, double* %u.2.sroa.60.0264, i64 %71
  %76 = add i64 %29, %71
  %scevgep319 = getelementptr double, double* %u.2.sroa.60.0264, i64 %76
  %77 = add i64 %71, 2
  %scevgep321 = getelementptr double, double* %u.2.sroa.60.0264, i64 %77
  %78 = add i64 %30, %71
  %scevgep323 = getelementptr double, double* %u.2.sroa.60.0264, i64 %78
  %.443 = add nuw nsw i64 %.374.0261, 1
  br i1 %54, label %B204.lr.ph, label %B168.loopexit

B204.lr.ph:                                       ; preds = %B170.endif
  %.640 = mul i64 %.374.0261, %arg.u0.5.1
  %79 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.374.0261, i64 1)
  %math = extractvalue { i64, i1 } %79, 0
  %ov = extractvalue { i64, i1 } %79, 1
  %.703 = mul i64 %math, %arg.u0.5.1
  %.779 = mul i64 %.443, %arg.u0.5.1
  %.805 = add i64 %.640, -1
  %.644.us216.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.640
  %.645.us217.peel = load double, double* %.644.us216.peel, align 8
  br i1 %ov, label %B204.lr.ph.split, label %B204.us.preheader

B204.us.preheader:                                ; preds = %B204.lr.ph
  %80 = icmp slt i64 %.374.0261, %.726
  %.707.us.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.703
  %.708.us.peel = load double, double* %.707.us.peel, align 8
  br i1 %80, label %B286.us.peel, label %B356.us.peel

B286.us.peel:                                     ; preds = %B204.us.preheader
  %.783.us.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.779
  %.784.us.peel = load double, double* %.783.us.peel, align 8
  br label %B356.us.peel

B356.us.peel:                                     ; preds = %B204.us.preheader, %B286.us.peel
  %"$phi314.3.2.3.us.peel" = phi double [ %.784.us.peel, %B286.us.peel ], [ %.645.us217.peel, %B204.us.preheader ]
  %81 = icmp ugt i64 %arg.u0.5.1, 1
  br i1 %81, label %B376.us.peel, label %B404.us.peel

B376.us.peel:                                     ; preds = %B356.us.peel
  %.912.us.peel = add i64 %.640, 1
  %.933.us.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.912.us.peel
  %.934.us.peel = load double, double* %.933.us.peel, align 8
  br label %B404.us.peel

B404.us.peel:                                     ; preds = %B376.us.peel, %B356.us.peel
  %"$phi404.3.2.3.us.peel" = phi double [ %.934.us.peel, %B376.us.peel ], [ %.645.us217.peel, %B356.us.peel ]
  %82 = icmp eq i64 %spec.select145, 1
  %.950.us.peel = fadd double %.708.us.peel, %"$phi314.3.2.3.us.peel"
  %.956.us.peel = fadd double %.950.us.peel, %.645.us217.peel
  %.959.us.peel = fadd double %.956.us.peel, %"$phi404.3.2.3.us.peel"
  %.961.us.peel = fmul double %.645.us217.peel, 4.000000e+00
  %.962.us.peel = fsub double %.959.us.peel, %.961.us.peel
  %.965.us.peel = fmul double %.645.us217.peel, %.645.us217.peel
  %.967.us.peel = fmul double %.645.us217.peel, %.965.us.peel
  %.968.us.peel = fsub double %.962.us.peel, %.967.us.peel
  %.970.us.peel = fmul double %.968.us.peel, %arg.h
  %.972.us.peel = fadd double %.645.us217.peel, %.970.us.peel
  %.1029.us.peel = getelementptr double, double* %.6.i1.i, i64 %.640
  store double %.972.us.peel, double* %.1029.us.peel, align 8
  br i1 %82, label %B168.loopexit, label %B204.us.preheader303

B204.us.preheader303:                             ; preds = %B404.us.peel
  %83 = icmp ult i64 %41, 8
  br i1 %83, label %B204.us.preheader641, label %vector.memcheck391

vector.memcheck391:                               ; preds = %B204.us.preheader303
  %bound0416 = icmp ult double* %scevgep392, %scevgep398
  %bound1417 = icmp ult double* %scevgep396, %scevgep394
  %found.conflict418 = and i1 %bound0416, %bound1417
  %bound0419 = icmp ult double* %scevgep392, %scevgep402
  %bound1420 = icmp ult double* %scevgep400, %scevgep394
  %found.conflict421 = and i1 %bound0419, %bound1420
  %conflict.rdx422 = or i1 %found.conflict418, %found.conflict421
  %bound0423 = icmp ult double* %scevgep392, %scevgep406
  %bound1424 = icmp ult double* %scevgep404, %scevgep394
  %found.conflict425 = and i1 %bound0423, %bound1424
  %conflict.rdx426 = or i1 %conflict.rdx422, %found.conflict425
  %bound0427 = icmp ult double* %scevgep392, %scevgep410
  %bound1428 = icmp ult double* %scevgep408, %scevgep394
  %found.conflict429 = and i1 %bound0427, %bound1428
  %conflict.rdx430 = or i1 %conflict.rdx426, %found.conflict429
  %bound0431 = icmp ult double* %scevgep392, %scevgep414
  %bound1432 = icmp ult double* %scevgep412, %scevgep394
  %found.conflict433 = and i1 %bound0431, %bound1432
  %conflict.rdx434 = or i1 %conflict.rdx430, %found.conflict433
  br i1 %conflict.rdx434, label %B204.us.preheader641, label %vector.ph439

vector.ph439:                                     ; preds = %vector.memcheck391
  %84 = icmp slt i64 %.374.0261, %.726
  %85 = icmp ult i64 %42, 56
  %broadcast.splatinsert451 = insertelement <8 x i1> poison, i1 %84, i64 0
  %broadcast.splat452 = shufflevector <8 x i1> %broadcast.splatinsert451, <8 x i1> poison, <8 x i32> zeroinitializer
  br i1 %85, label %middle.block435.unr-lcssa, label %vector.body437.preheader

vector.body437.preheader:                         ; preds = %vector.ph439
  br label %vector.body437

vector.body437:                                   ; preds = %vector.body437.preheader, %vector.body437
  %lsr.iv1711 = phi i64 [ %unroll_iter669, %vector.body437.preheader ], [ %lsr.iv.next1712, %vector.body437 ]
  %index445 = phi i64 [ %index.next462.7, %vector.body437 ], [ 0, %vector.body437.preheader ]
  %vec.ind446 = phi <8 x i64> [ %vec.ind.next447.7, %vector.body437 ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body437.preheader ]
  %scevgep1621 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16211622 = bitcast double* %scevgep1621 to <8 x double>*
  %scevgep1623 = getelementptr <8 x double>, <8 x double>* %scevgep16211622, i64 -7
  %wide.load449 = load <8 x double>, <8 x double>* %scevgep1623, align 8, !alias.scope !23
  %scevgep1681 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16811682 = bitcast double* %scevgep1681 to <8 x double>*
  %scevgep1683 = getelementptr <8 x double>, <8 x double>* %scevgep16811682, i64 -7
  %wide.load450 = load <8 x double>, <8 x double>* %scevgep1683, align 8, !alias.scope !26
  %scevgep1654 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16541655 = bitcast double* %scevgep1654 to <8 x double>*
  %scevgep1656 = getelementptr <8 x double>, <8 x double>* %scevgep16541655, i64 -7
  %wide.masked.load453 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1656, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453, <8 x double> %wide.load449
  %scevgep1624 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16241625 = bitcast double* %scevgep1624 to <8 x double>*
  %scevgep1626 = getelementptr <8 x double>, <8 x double>* %scevgep16241625, i64 -7
  %scevgep16261627 = bitcast <8 x double>* %scevgep1626 to i8*
  %uglygep1628 = getelementptr i8, i8* %scevgep16261627, i64 -8
  %uglygep16281629 = bitcast i8* %uglygep1628 to <8 x double>*
  %wide.load455 = load <8 x double>, <8 x double>* %uglygep16281629, align 8, !alias.scope !30
  %86 = icmp slt <8 x i64> %vec.ind446, %broadcast.splat457
  %87 = extractelement <8 x i64> %vec.ind446, i64 0
  %88 = add i64 %87, 1
  %89 = add i64 %88, %.640
  %90 = getelementptr double, double* %u.2.sroa.60.0264, i64 %89
  %91 = bitcast double* %90 to <8 x double>*
  %wide.masked.load458 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %91, i32 8, <8 x i1> %86, <8 x double> poison), !alias.scope !32
  %predphi459 = select <8 x i1> %86, <8 x double> %wide.masked.load458, <8 x double> %wide.load449
  %92 = fadd <8 x double> %wide.load450, %predphi454
  %93 = fadd <8 x double> %92, %wide.load455
  %94 = fadd <8 x double> %93, %predphi459
  %95 = fmul <8 x double> %wide.load449, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %96 = fsub <8 x double> %94, %95
  %97 = fmul <8 x double> %wide.load449, %wide.load449
  %98 = fmul <8 x double> %wide.load449, %97
  %99 = fsub <8 x double> %96, %98
  %100 = fmul <8 x double> %99, %broadcast.splat461
  %101 = fadd <8 x double> %wide.load449, %100
  %scevgep1708 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep17081709 = bitcast double* %scevgep1708 to <8 x double>*
  %scevgep1710 = getelementptr <8 x double>, <8 x double>* %scevgep17081709, i64 -7
  store <8 x double> %101, <8 x double>* %scevgep1710, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447 = add <8 x i64> %vec.ind446, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %scevgep1611 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16111612 = bitcast double* %scevgep1611 to <8 x double>*
  %scevgep1613 = getelementptr <8 x double>, <8 x double>* %scevgep16111612, i64 -6
  %wide.load449.1 = load <8 x double>, <8 x double>* %scevgep1613, align 8, !alias.scope !23
  %scevgep1676 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16761677 = bitcast double* %scevgep1676 to <8 x double>*
  %scevgep1678 = getelementptr <8 x double>, <8 x double>* %scevgep16761677, i64 -6
  %wide.load450.1 = load <8 x double>, <8 x double>* %scevgep1678, align 8, !alias.scope !26
  %scevgep1649 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16491650 = bitcast double* %scevgep1649 to <8 x double>*
  %scevgep1651 = getelementptr <8 x double>, <8 x double>* %scevgep16491650, i64 -6
  %wide.masked.load453.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1651, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.1 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.1, <8 x double> %wide.load449.1
  %scevgep1605 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16051606 = bitcast double* %scevgep1605 to <8 x double>*
  %scevgep1607 = getelementptr <8 x double>, <8 x double>* %scevgep16051606, i64 -6
  %scevgep16071608 = bitcast <8 x double>* %scevgep1607 to i8*
  %uglygep1609 = getelementptr i8, i8* %scevgep16071608, i64 -8
  %uglygep16091610 = bitcast i8* %uglygep1609 to <8 x double>*
  %wide.load455.1 = load <8 x double>, <8 x double>* %uglygep16091610, align 8, !alias.scope !30
  %102 = icmp slt <8 x i64> %vec.ind.next447, %broadcast.splat457
  %103 = extractelement <8 x i64> %vec.ind.next447, i64 0
  %104 = add i64 %103, 1
  %105 = add i64 %104, %.640
  %106 = getelementptr double, double* %u.2.sroa.60.0264, i64 %105
  %107 = bitcast double* %106 to <8 x double>*
  %wide.masked.load458.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %107, i32 8, <8 x i1> %102, <8 x double> poison), !alias.scope !32
  %predphi459.1 = select <8 x i1> %102, <8 x double> %wide.masked.load458.1, <8 x double> %wide.load449.1
  %108 = fadd <8 x double> %wide.load450.1, %predphi454.1
  %109 = fadd <8 x double> %108, %wide.load455.1
  %110 = fadd <8 x double> %109, %predphi459.1
  %111 = fmul <8 x double> %wide.load449.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %112 = fsub <8 x double> %110, %111
  %113 = fmul <8 x double> %wide.load449.1, %wide.load449.1
  %114 = fmul <8 x double> %wide.load449.1, %113
  %115 = fsub <8 x double> %112, %114
  %116 = fmul <8 x double> %115, %broadcast.splat461
  %117 = fadd <8 x double> %wide.load449.1, %116
  %scevgep1703 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep17031704 = bitcast double* %scevgep1703 to <8 x double>*
  %scevgep1705 = getelementptr <8 x double>, <8 x double>* %scevgep17031704, i64 -6
  store <8 x double> %117, <8 x double>* %scevgep1705, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.1 = add <8 x i64> %vec.ind446, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %scevgep1602 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16021603 = bitcast double* %scevgep1602 to <8 x double>*
  %scevgep1604 = getelementptr <8 x double>, <8 x double>* %scevgep16021603, i64 -5
  %wide.load449.2 = load <8 x double>, <8 x double>* %scevgep1604, align 8, !alias.scope !23
  %scevgep1673 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16731674 = bitcast double* %scevgep1673 to <8 x double>*
  %scevgep1675 = getelementptr <8 x double>, <8 x double>* %scevgep16731674, i64 -5
  %wide.load450.2 = load <8 x double>, <8 x double>* %scevgep1675, align 8, !alias.scope !26
  %scevgep1646 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16461647 = bitcast double* %scevgep1646 to <8 x double>*
  %scevgep1648 = getelementptr <8 x double>, <8 x double>* %scevgep16461647, i64 -5
  %wide.masked.load453.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1648, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.2 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.2, <8 x double> %wide.load449.2
  %scevgep1596 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15961597 = bitcast double* %scevgep1596 to <8 x double>*
  %scevgep1598 = getelementptr <8 x double>, <8 x double>* %scevgep15961597, i64 -5
  %scevgep15981599 = bitcast <8 x double>* %scevgep1598 to i8*
  %uglygep1600 = getelementptr i8, i8* %scevgep15981599, i64 -8
  %uglygep16001601 = bitcast i8* %uglygep1600 to <8 x double>*
  %wide.load455.2 = load <8 x double>, <8 x double>* %uglygep16001601, align 8, !alias.scope !30
  %118 = icmp slt <8 x i64> %vec.ind.next447.1, %broadcast.splat457
  %119 = extractelement <8 x i64> %vec.ind.next447.1, i64 0
  %120 = add i64 %119, 1
  %121 = add i64 %120, %.640
  %122 = getelementptr double, double* %u.2.sroa.60.0264, i64 %121
  %123 = bitcast double* %122 to <8 x double>*
  %wide.masked.load458.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %123, i32 8, <8 x i1> %118, <8 x double> poison), !alias.scope !32
  %predphi459.2 = select <8 x i1> %118, <8 x double> %wide.masked.load458.2, <8 x double> %wide.load449.2
  %124 = fadd <8 x double> %wide.load450.2, %predphi454.2
  %125 = fadd <8 x double> %124, %wide.load455.2
  %126 = fadd <8 x double> %125, %predphi459.2
  %127 = fmul <8 x double> %wide.load449.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %128 = fsub <8 x double> %126, %127
  %129 = fmul <8 x double> %wide.load449.2, %wide.load449.2
  %130 = fmul <8 x double> %wide.load449.2, %129
  %131 = fsub <8 x double> %128, %130
  %132 = fmul <8 x double> %131, %broadcast.splat461
  %133 = fadd <8 x double> %wide.load449.2, %132
  %scevgep1700 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep17001701 = bitcast double* %scevgep1700 to <8 x double>*
  %scevgep1702 = getelementptr <8 x double>, <8 x double>* %scevgep17001701, i64 -5
  store <8 x double> %133, <8 x double>* %scevgep1702, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.2 = add <8 x i64> %vec.ind446, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep1593 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15931594 = bitcast double* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 -4
  %wide.load449.3 = load <8 x double>, <8 x double>* %scevgep1595, align 8, !alias.scope !23
  %scevgep1670 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16701671 = bitcast double* %scevgep1670 to <8 x double>*
  %scevgep1672 = getelementptr <8 x double>, <8 x double>* %scevgep16701671, i64 -4
  %wide.load450.3 = load <8 x double>, <8 x double>* %scevgep1672, align 8, !alias.scope !26
  %scevgep1643 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16431644 = bitcast double* %scevgep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %scevgep16431644, i64 -4
  %wide.masked.load453.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1645, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.3 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.3, <8 x double> %wide.load449.3
  %scevgep1587 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15871588 = bitcast double* %scevgep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %scevgep15871588, i64 -4
  %scevgep15891590 = bitcast <8 x double>* %scevgep1589 to i8*
  %uglygep1591 = getelementptr i8, i8* %scevgep15891590, i64 -8
  %uglygep15911592 = bitcast i8* %uglygep1591 to <8 x double>*
  %wide.load455.3 = load <8 x double>, <8 x double>* %uglygep15911592, align 8, !alias.scope !30
  %134 = icmp slt <8 x i64> %vec.ind.next447.2, %broadcast.splat457
  %135 = extractelement <8 x i64> %vec.ind.next447.2, i64 0
  %136 = add i64 %135, 1
  %137 = add i64 %136, %.640
  %138 = getelementptr double, double* %u.2.sroa.60.0264, i64 %137
  %139 = bitcast double* %138 to <8 x double>*
  %wide.masked.load458.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %139, i32 8, <8 x i1> %134, <8 x double> poison), !alias.scope !32
  %predphi459.3 = select <8 x i1> %134, <8 x double> %wide.masked.load458.3, <8 x double> %wide.load449.3
  %140 = fadd <8 x double> %wide.load450.3, %predphi454.3
  %141 = fadd <8 x double> %140, %wide.load455.3
  %142 = fadd <8 x double> %141, %predphi459.3
  %143 = fmul <8 x double> %wide.load449.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %144 = fsub <8 x double> %142, %143
  %145 = fmul <8 x double> %wide.load449.3, %wide.load449.3
  %146 = fmul <8 x double> %wide.load449.3, %145
  %147 = fsub <8 x double> %144, %146
  %148 = fmul <8 x double> %147, %broadcast.splat461
  %149 = fadd <8 x double> %wide.load449.3, %148
  %scevgep1697 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep16971698 = bitcast double* %scevgep1697 to <8 x double>*
  %scevgep1699 = getelementptr <8 x double>, <8 x double>* %scevgep16971698, i64 -4
  store <8 x double> %149, <8 x double>* %scevgep1699, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.3 = add <8 x i64> %vec.ind446, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %scevgep1584 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15841585 = bitcast double* %scevgep1584 to <8 x double>*
  %scevgep1586 = getelementptr <8 x double>, <8 x double>* %scevgep15841585, i64 -3
  %wide.load449.4 = load <8 x double>, <8 x double>* %scevgep1586, align 8, !alias.scope !23
  %scevgep1667 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16671668 = bitcast double* %scevgep1667 to <8 x double>*
  %scevgep1669 = getelementptr <8 x double>, <8 x double>* %scevgep16671668, i64 -3
  %wide.load450.4 = load <8 x double>, <8 x double>* %scevgep1669, align 8, !alias.scope !26
  %scevgep1640 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16401641 = bitcast double* %scevgep1640 to <8 x double>*
  %scevgep1642 = getelementptr <8 x double>, <8 x double>* %scevgep16401641, i64 -3
  %wide.masked.load453.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1642, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.4 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.4, <8 x double> %wide.load449.4
  %scevgep1578 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15781579 = bitcast double* %scevgep1578 to <8 x double>*
  %scevgep1580 = getelementptr <8 x double>, <8 x double>* %scevgep15781579, i64 -3
  %scevgep15801581 = bitcast <8 x double>* %scevgep1580 to i8*
  %uglygep1582 = getelementptr i8, i8* %scevgep15801581, i64 -8
  %uglygep15821583 = bitcast i8* %uglygep1582 to <8 x double>*
  %wide.load455.4 = load <8 x double>, <8 x double>* %uglygep15821583, align 8, !alias.scope !30
  %150 = icmp slt <8 x i64> %vec.ind.next447.3, %broadcast.splat457
  %151 = extractelement <8 x i64> %vec.ind.next447.3, i64 0
  %152 = add i64 %151, 1
  %153 = add i64 %152, %.640
  %154 = getelementptr double, double* %u.2.sroa.60.0264, i64 %153
  %155 = bitcast double* %154 to <8 x double>*
  %wide.masked.load458.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %155, i32 8, <8 x i1> %150, <8 x double> poison), !alias.scope !32
  %predphi459.4 = select <8 x i1> %150, <8 x double> %wide.masked.load458.4, <8 x double> %wide.load449.4
  %156 = fadd <8 x double> %wide.load450.4, %predphi454.4
  %157 = fadd <8 x double> %156, %wide.load455.4
  %158 = fadd <8 x double> %157, %predphi459.4
  %159 = fmul <8 x double> %wide.load449.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %160 = fsub <8 x double> %158, %159
  %161 = fmul <8 x double> %wide.load449.4, %wide.load449.4
  %162 = fmul <8 x double> %wide.load449.4, %161
  %163 = fsub <8 x double> %160, %162
  %164 = fmul <8 x double> %163, %broadcast.splat461
  %165 = fadd <8 x double> %wide.load449.4, %164
  %scevgep1694 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep16941695 = bitcast double* %scevgep1694 to <8 x double>*
  %scevgep1696 = getelementptr <8 x double>, <8 x double>* %scevgep16941695, i64 -3
  store <8 x double> %165, <8 x double>* %scevgep1696, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.4 = add <8 x i64> %vec.ind446, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %scevgep1575 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15751576 = bitcast double* %scevgep1575 to <8 x double>*
  %scevgep1577 = getelementptr <8 x double>, <8 x double>* %scevgep15751576, i64 -2
  %wide.load449.5 = load <8 x double>, <8 x double>* %scevgep1577, align 8, !alias.scope !23
  %scevgep1664 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16641665 = bitcast double* %scevgep1664 to <8 x double>*
  %scevgep1666 = getelementptr <8 x double>, <8 x double>* %scevgep16641665, i64 -2
  %wide.load450.5 = load <8 x double>, <8 x double>* %scevgep1666, align 8, !alias.scope !26
  %scevgep1637 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16371638 = bitcast double* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 -2
  %wide.masked.load453.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1639, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.5 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.5, <8 x double> %wide.load449.5
  %scevgep1569 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15691570 = bitcast double* %scevgep1569 to <8 x double>*
  %scevgep1571 = getelementptr <8 x double>, <8 x double>* %scevgep15691570, i64 -2
  %scevgep15711572 = bitcast <8 x double>* %scevgep1571 to i8*
  %uglygep1573 = getelementptr i8, i8* %scevgep15711572, i64 -8
  %uglygep15731574 = bitcast i8* %uglygep1573 to <8 x double>*
  %wide.load455.5 = load <8 x double>, <8 x double>* %uglygep15731574, align 8, !alias.scope !30
  %166 = icmp slt <8 x i64> %vec.ind.next447.4, %broadcast.splat457
  %167 = extractelement <8 x i64> %vec.ind.next447.4, i64 0
  %168 = add i64 %167, 1
  %169 = add i64 %168, %.640
  %170 = getelementptr double, double* %u.2.sroa.60.0264, i64 %169
  %171 = bitcast double* %170 to <8 x double>*
  %wide.masked.load458.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %171, i32 8, <8 x i1> %166, <8 x double> poison), !alias.scope !32
  %predphi459.5 = select <8 x i1> %166, <8 x double> %wide.masked.load458.5, <8 x double> %wide.load449.5
  %172 = fadd <8 x double> %wide.load450.5, %predphi454.5
  %173 = fadd <8 x double> %172, %wide.load455.5
  %174 = fadd <8 x double> %173, %predphi459.5
  %175 = fmul <8 x double> %wide.load449.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %176 = fsub <8 x double> %174, %175
  %177 = fmul <8 x double> %wide.load449.5, %wide.load449.5
  %178 = fmul <8 x double> %wide.load449.5, %177
  %179 = fsub <8 x double> %176, %178
  %180 = fmul <8 x double> %179, %broadcast.splat461
  %181 = fadd <8 x double> %wide.load449.5, %180
  %scevgep1691 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep16911692 = bitcast double* %scevgep1691 to <8 x double>*
  %scevgep1693 = getelementptr <8 x double>, <8 x double>* %scevgep16911692, i64 -2
  store <8 x double> %181, <8 x double>* %scevgep1693, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.5 = add <8 x i64> %vec.ind446, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %scevgep1566 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15661567 = bitcast double* %scevgep1566 to <8 x double>*
  %scevgep1568 = getelementptr <8 x double>, <8 x double>* %scevgep15661567, i64 -1
  %wide.load449.6 = load <8 x double>, <8 x double>* %scevgep1568, align 8, !alias.scope !23
  %scevgep1661 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16611662 = bitcast double* %scevgep1661 to <8 x double>*
  %scevgep1663 = getelementptr <8 x double>, <8 x double>* %scevgep16611662, i64 -1
  %wide.load450.6 = load <8 x double>, <8 x double>* %scevgep1663, align 8, !alias.scope !26
  %scevgep1634 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16341635 = bitcast double* %scevgep1634 to <8 x double>*
  %scevgep1636 = getelementptr <8 x double>, <8 x double>* %scevgep16341635, i64 -1
  %wide.masked.load453.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep1636, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.6 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.6, <8 x double> %wide.load449.6
  %scevgep1560 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep15601561 = bitcast double* %scevgep1560 to <8 x double>*
  %scevgep1562 = getelementptr <8 x double>, <8 x double>* %scevgep15601561, i64 -1
  %scevgep15621563 = bitcast <8 x double>* %scevgep1562 to i8*
  %uglygep1564 = getelementptr i8, i8* %scevgep15621563, i64 -8
  %uglygep15641565 = bitcast i8* %uglygep1564 to <8 x double>*
  %wide.load455.6 = load <8 x double>, <8 x double>* %uglygep15641565, align 8, !alias.scope !30
  %182 = icmp slt <8 x i64> %vec.ind.next447.5, %broadcast.splat457
  %183 = extractelement <8 x i64> %vec.ind.next447.5, i64 0
  %184 = add i64 %183, 1
  %185 = add i64 %184, %.640
  %186 = getelementptr double, double* %u.2.sroa.60.0264, i64 %185
  %187 = bitcast double* %186 to <8 x double>*
  %wide.masked.load458.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %187, i32 8, <8 x i1> %182, <8 x double> poison), !alias.scope !32
  %predphi459.6 = select <8 x i1> %182, <8 x double> %wide.masked.load458.6, <8 x double> %wide.load449.6
  %188 = fadd <8 x double> %wide.load450.6, %predphi454.6
  %189 = fadd <8 x double> %188, %wide.load455.6
  %190 = fadd <8 x double> %189, %predphi459.6
  %191 = fmul <8 x double> %wide.load449.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %192 = fsub <8 x double> %190, %191
  %193 = fmul <8 x double> %wide.load449.6, %wide.load449.6
  %194 = fmul <8 x double> %wide.load449.6, %193
  %195 = fsub <8 x double> %192, %194
  %196 = fmul <8 x double> %195, %broadcast.splat461
  %197 = fadd <8 x double> %wide.load449.6, %196
  %scevgep1688 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep16881689 = bitcast double* %scevgep1688 to <8 x double>*
  %scevgep1690 = getelementptr <8 x double>, <8 x double>* %scevgep16881689, i64 -1
  store <8 x double> %197, <8 x double>* %scevgep1690, align 8, !alias.scope !34, !noalias !36
  %vec.ind.next447.6 = add <8 x i64> %vec.ind446, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep1619 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16191620 = bitcast double* %scevgep1619 to <8 x double>*
  %wide.load449.7 = load <8 x double>, <8 x double>* %scevgep16191620, align 8, !alias.scope !23
  %scevgep1679 = getelementptr double, double* %lsr.iv1658, i64 %index445
  %scevgep16791680 = bitcast double* %scevgep1679 to <8 x double>*
  %wide.load450.7 = load <8 x double>, <8 x double>* %scevgep16791680, align 8, !alias.scope !26
  %scevgep1652 = getelementptr double, double* %lsr.iv1631, i64 %index445
  %scevgep16521653 = bitcast double* %scevgep1652 to <8 x double>*
  %wide.masked.load453.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %scevgep16521653, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.7 = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.7, <8 x double> %wide.load449.7
  %scevgep1614 = getelementptr double, double* %lsr.iv1557, i64 %index445
  %scevgep16141615 = bitcast double* %scevgep1614 to <8 x double>*
  %scevgep161416151616 = bitcast <8 x double>* %scevgep16141615 to i8*
  %uglygep1617 = getelementptr i8, i8* %scevgep161416151616, i64 -8
  %uglygep16171618 = bitcast i8* %uglygep1617 to <8 x double>*
  %wide.load455.7 = load <8 x double>, <8 x double>* %uglygep16171618, align 8, !alias.scope !30
  %198 = icmp slt <8 x i64> %vec.ind.next447.6, %broadcast.splat457
  %199 = extractelement <8 x i64> %vec.ind.next447.6, i64 0
  %200 = add i64 %199, 1
  %201 = add i64 %200, %.640
  %202 = getelementptr double, double* %u.2.sroa.60.0264, i64 %201
  %203 = bitcast double* %202 to <8 x double>*
  %wide.masked.load458.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %203, i32 8, <8 x i1> %198, <8 x double> poison), !alias.scope !32
  %predphi459.7 = select <8 x i1> %198, <8 x double> %wide.masked.load458.7, <8 x double> %wide.load449.7
  %204 = fadd <8 x double> %wide.load450.7, %predphi454.7
  %205 = fadd <8 x double> %204, %wide.load455.7
  %206 = fadd <8 x double> %205, %predphi459.7
  %207 = fmul <8 x double> %wide.load449.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %208 = fsub <8 x double> %206, %207
  %209 = fmul <8 x double> %wide.load449.7, %wide.load449.7
  %210 = fmul <8 x double> %wide.load449.7, %209
  %211 = fsub <8 x double> %208, %210
  %212 = fmul <8 x double> %211, %broadcast.splat461
  %213 = fadd <8 x double> %wide.load449.7, %212
  %scevgep1706 = getelementptr double, double* %lsr.iv1685, i64 %index445
  %scevgep17061707 = bitcast double* %scevgep1706 to <8 x double>*
  store <8 x double> %213, <8 x double>* %scevgep17061707, align 8, !alias.scope !34, !noalias !36
  %index.next462.7 = add i64 %index445, 64
  %vec.ind.next447.7 = add <8 x i64> %vec.ind446, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %lsr.iv.next1712 = add i64 %lsr.iv1711, -8
  %niter670.ncmp.7 = icmp eq i64 %lsr.iv.next1712, 0
  br i1 %niter670.ncmp.7, label %middle.block435.unr-lcssa, label %vector.body437, !llvm.loop !37

middle.block435.unr-lcssa:                        ; preds = %vector.body437, %vector.ph439
  %index445.unr = phi i64 [ 0, %vector.ph439 ], [ %index.next462.7, %vector.body437 ]
  %vec.ind446.unr = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph439 ], [ %vec.ind.next447.7, %vector.body437 ]
  %214 = icmp eq i64 %xtraiter666, 0
  br i1 %214, label %middle.block435, label %vector.body437.epil.preheader

vector.body437.epil.preheader:                    ; preds = %middle.block435.unr-lcssa
  br label %vector.body437.epil

vector.body437.epil:                              ; preds = %vector.body437.epil.preheader, %vector.body437.epil
  %lsr.iv1713 = phi i64 [ %48, %vector.body437.epil.preheader ], [ %lsr.iv.next1714, %vector.body437.epil ]
  %index445.epil = phi i64 [ %index.next462.epil, %vector.body437.epil ], [ %index445.unr, %vector.body437.epil.preheader ]
  %vec.ind446.epil = phi <8 x i64> [ %vec.ind.next447.epil, %vector.body437.epil ], [ %vec.ind446.unr, %vector.body437.epil.preheader ]
  %offset.idx448.epil = or i64 %index445.epil, 1
  %215 = add i64 %offset.idx448.epil, %.640
  %216 = getelementptr double, double* %u.2.sroa.60.0264, i64 %215
  %217 = bitcast double* %216 to <8 x double>*
  %wide.load449.epil = load <8 x double>, <8 x double>* %217, align 8, !alias.scope !23
  %218 = add i64 %offset.idx448.epil, %.703
  %219 = getelementptr double, double* %u.2.sroa.60.0264, i64 %218
  %220 = bitcast double* %219 to <8 x double>*
  %wide.load450.epil = load <8 x double>, <8 x double>* %220, align 8, !alias.scope !26
  %221 = add i64 %offset.idx448.epil, %.779
  %222 = getelementptr double, double* %u.2.sroa.60.0264, i64 %221
  %223 = bitcast double* %222 to <8 x double>*
  %wide.masked.load453.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %223, i32 8, <8 x i1> %broadcast.splat452, <8 x double> poison), !alias.scope !28
  %predphi454.epil = select <8 x i1> %broadcast.splat452, <8 x double> %wide.masked.load453.epil, <8 x double> %wide.load449.epil
  %224 = add i64 %.805, %offset.idx448.epil
  %225 = getelementptr double, double* %u.2.sroa.60.0264, i64 %224
  %226 = bitcast double* %225 to <8 x double>*
  %wide.load455.epil = load <8 x double>, <8 x double>* %226, align 8, !alias.scope !30
  %227 = icmp slt <8 x i64> %vec.ind446.epil, %broadcast.splat457
  %228 = extractelement <8 x i64> %vec.ind446.epil, i64 0
  %229 = add i64 %228, 1
  %230 = add i64 %229, %.640
  %231 = getelementptr double, double* %u.2.sroa.60.0264, i64 %230
  %232 = bitcast double* %231 to <8 x double>*
  %wide.masked.load458.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %232, i32 8, <8 x i1> %227, <8 x double> poison), !alias.scope !32
  %predphi459.epil = select <8 x i1> %227, <8 x double> %wide.masked.load458.epil, <8 x double> %wide.load449.epil
  %233 = fadd <8 x double> %wide.load450.epil, %predphi454.epil
  %234 = fadd <8 x double> %233, %wide.load455.epil
  %235 = fadd <8 x double> %234, %predphi459.epil
  %236 = fmul <8 x double> %wide.load449.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %237 = fsub <8 x double> %235, %236
  %238 = fmul <8 x double> %wide.load449.epil, %wide.load449.epil
  %239 = fmul <8 x double> %wide.load449.epil, %238
  %240 = fsub <8 x double> %237, %239
  %241 = fmul <8 x double> %240, %broadcast.splat461
  %242 = fadd <8 x double> %wide.load449.epil, %241
  %243 = getelementptr double, double* %.6.i1.i, i64 %215
  %244 = bitcast double* %243 to <8 x double>*
  store <8 x double> %242, <8 x double>* %244, align 8, !alias.scope !34, !noalias !36
  %index.next462.epil = add nuw i64 %index445.epil, 8
  %vec.ind.next447.epil = add <8 x i64> %vec.ind446.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next1714 = add nsw i64 %lsr.iv1713, -8
  %epil.iter667.cmp.not = icmp eq i64 %lsr.iv.next1714, 0
  br i1 %epil.iter667.cmp.not, label %middle.block435, label %vector.body437.epil, !llvm.loop !38

middle.block435:                                  ; preds = %vector.body437.epil, %middle.block435.unr-lcssa
  %245 = icmp eq i64 %41, %n.vec441
  br i1 %245, label %B168.loopexit, label %B204.us.preheader641

B204.us.preheader641:                             ; preds = %vector.memcheck391, %B204.us.preheader303, %middle.block435
  %.495.0204.us.ph = phi i64 [ 1, %vector.memcheck391 ], [ 1, %B204.us.preheader303 ], [ %ind.end443, %middle.block435 ]
  %246 = sub i64 %spec.select145, %.495.0204.us.ph
  %247 = xor i64 %.495.0204.us.ph, -1
  %248 = add i64 %spec.select145, %247
  %xtraiter671 = and i64 %246, 7
  %lcmp.mod672.not = icmp eq i64 %xtraiter671, 0
  br i1 %lcmp.mod672.not, label %B204.us.prol.loopexit, label %B204.us.prol.preheader

B204.us.prol.preheader:                           ; preds = %B204.us.preheader641
  %249 = add i64 %.495.0204.us.ph, %lsr.iv1715
  %scevgep1717 = getelementptr double, double* %u.2.sroa.60.0264, i64 %249
  %250 = add i64 %.495.0204.us.ph, %lsr.iv1719
  %scevgep1721 = getelementptr double, double* %u.2.sroa.60.0264, i64 %250
  %scevgep1726 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us.ph
  %scevgep1731 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us.ph
  br label %B204.us.prol

B204.us.prol:                                     ; preds = %B204.us.prol.preheader, %B404.us.prol
  %prol.iter673 = phi i64 [ %prol.iter673.next, %B404.us.prol ], [ 0, %B204.us.prol.preheader ]
  %251 = icmp slt i64 %.374.0261, %.726
  %252 = add i64 %.495.0204.us.ph, %prol.iter673
  %scevgep1734 = getelementptr double, double* %scevgep1731, i64 %prol.iter673
  %.645.us.prol = load double, double* %scevgep1734, align 8
  %scevgep1722 = getelementptr double, double* %scevgep1721, i64 %prol.iter673
  %.708.us.prol = load double, double* %scevgep1722, align 8
  br i1 %251, label %B286.us.prol, label %B356.us.prol

B286.us.prol:                                     ; preds = %B204.us.prol
  %scevgep1718 = getelementptr double, double* %scevgep1717, i64 %prol.iter673
  %.784.us.prol = load double, double* %scevgep1718, align 8
  br label %B356.us.prol

B356.us.prol:                                     ; preds = %B286.us.prol, %B204.us.prol
  %"$phi314.3.2.3.us.prol" = phi double [ %.784.us.prol, %B286.us.prol ], [ %.645.us.prol, %B204.us.prol ]
  %scevgep1735 = getelementptr double, double* %scevgep1731, i64 %prol.iter673
  %scevgep1736 = getelementptr double, double* %scevgep1735, i64 -1
  %.858.us.prol = load double, double* %scevgep1736, align 8
  %.878.us.prol = icmp slt i64 %252, %.876
  br i1 %.878.us.prol, label %B376.us.prol, label %B404.us.prol

B376.us.prol:                                     ; preds = %B356.us.prol
  %scevgep1732 = getelementptr double, double* %scevgep1731, i64 %prol.iter673
  %scevgep1733 = getelementptr double, double* %scevgep1732, i64 1
  %.934.us.prol = load double, double* %scevgep1733, align 8
  br label %B404.us.prol

B404.us.prol:                                     ; preds = %B376.us.prol, %B356.us.prol
  %"$phi404.3.2.3.us.prol" = phi double [ %.934.us.prol, %B376.us.prol ], [ %.645.us.prol, %B356.us.prol ]
  %.950.us.prol = fadd double %.708.us.prol, %"$phi314.3.2.3.us.prol"
  %.956.us.prol = fadd double %.950.us.prol, %.858.us.prol
  %.959.us.prol = fadd double %.956.us.prol, %"$phi404.3.2.3.us.prol"
  %.961.us.prol = fmul double %.645.us.prol, 4.000000e+00
  %.962.us.prol = fsub double %.959.us.prol, %.961.us.prol
  %.965.us.prol = fmul double %.645.us.prol, %.645.us.prol
  %.967.us.prol = fmul double %.645.us.prol, %.965.us.prol
  %.968.us.prol = fsub double %.962.us.prol, %.967.us.prol
  %.970.us.prol = fmul double %.968.us.prol, %arg.h
  %.972.us.prol = fadd double %.645.us.prol, %.970.us.prol
  %scevgep1727 = getelementptr double, double* %scevgep1726, i64 %prol.iter673
  store double %.972.us.prol, double* %scevgep1727, align 8
  %prol.iter673.next = add i64 %prol.iter673, 1
  %prol.iter673.cmp.not = icmp eq i64 %xtraiter671, %prol.iter673.next
  br i1 %prol.iter673.cmp.not, label %B204.us.prol.loopexit.loopexit, label %B204.us.prol, !llvm.loop !40

B204.us.prol.loopexit.loopexit:                   ; preds = %B404.us.prol
  %253 = add i64 %.495.0204.us.ph, %prol.iter673.next
  br label %B204.us.prol.loopexit

B204.us.prol.loopexit:                            ; preds = %B204.us.prol.loopexit.loopexit, %B204.us.preheader641
  %.495.0204.us.unr = phi i64 [ %.495.0204.us.ph, %B204.us.preheader641 ], [ %253, %B204.us.prol.loopexit.loopexit ]
  %254 = icmp ult i64 %248, 7
  br i1 %254, label %B168.loopexit, label %B204.us.preheader699

B204.us.preheader699:                             ; preds = %B204.us.prol.loopexit
  br label %B204.us

B204.us:                                          ; preds = %B204.us.preheader699, %B404.us.7
  %.495.0204.us = phi i64 [ %270, %B404.us.7 ], [ %.495.0204.us.unr, %B204.us.preheader699 ]
  %255 = icmp slt i64 %.374.0261, %.726
  %scevgep1744 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %.645.us = load double, double* %scevgep1744, align 8
  %scevgep1809 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1810 = getelementptr double, double* %scevgep1809, i64 -7
  %.708.us = load double, double* %scevgep1810, align 8
  br i1 %255, label %B286.us, label %B356.us

B286.us:                                          ; preds = %B204.us
  %scevgep1792 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1793 = getelementptr double, double* %scevgep1792, i64 -6
  %.784.us = load double, double* %scevgep1793, align 8
  br label %B356.us

B356.us:                                          ; preds = %B286.us, %B204.us
  %"$phi314.3.2.3.us" = phi double [ %.784.us, %B286.us ], [ %.645.us, %B204.us ]
  %scevgep1747 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1748 = getelementptr double, double* %scevgep1747, i64 -1
  %.858.us = load double, double* %scevgep1748, align 8
  %.878.us = icmp slt i64 %.495.0204.us, %.876
  br i1 %.878.us, label %B376.us, label %B404.us

B376.us:                                          ; preds = %B356.us
  %scevgep1759 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1760 = getelementptr double, double* %scevgep1759, i64 1
  %.934.us = load double, double* %scevgep1760, align 8
  br label %B404.us

B404.us:                                          ; preds = %B376.us, %B356.us
  %"$phi404.3.2.3.us" = phi double [ %.934.us, %B376.us ], [ %.645.us, %B356.us ]
  %256 = icmp slt i64 %.374.0261, %.726
  %.950.us = fadd double %.708.us, %"$phi314.3.2.3.us"
  %.956.us = fadd double %.950.us, %.858.us
  %.959.us = fadd double %.956.us, %"$phi404.3.2.3.us"
  %.961.us = fmul double %.645.us, 4.000000e+00
  %.962.us = fsub double %.959.us, %.961.us
  %.965.us = fmul double %.645.us, %.645.us
  %.967.us = fmul double %.645.us, %.965.us
  %.968.us = fsub double %.962.us, %.967.us
  %.970.us = fmul double %.968.us, %arg.h
  %.972.us = fadd double %.645.us, %.970.us
  %scevgep1825 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  store double %.972.us, double* %scevgep1825, align 8
  %scevgep1757 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1758 = getelementptr double, double* %scevgep1757, i64 1
  %.645.us.1 = load double, double* %scevgep1758, align 8
  %scevgep1811 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1812 = getelementptr double, double* %scevgep1811, i64 -6
  %.708.us.1 = load double, double* %scevgep1812, align 8
  br i1 %256, label %B286.us.1, label %B356.us.1

B286.us.1:                                        ; preds = %B404.us
  %scevgep1794 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1795 = getelementptr double, double* %scevgep1794, i64 -5
  %.784.us.1 = load double, double* %scevgep1795, align 8
  br label %B356.us.1

B356.us.1:                                        ; preds = %B286.us.1, %B404.us
  %"$phi314.3.2.3.us.1" = phi double [ %.784.us.1, %B286.us.1 ], [ %.645.us.1, %B404.us ]
  %scevgep1743 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %.858.us.1 = load double, double* %scevgep1743, align 8
  %257 = add i64 %.495.0204.us, 1
  %.878.us.1 = icmp slt i64 %257, %.876
  br i1 %.878.us.1, label %B376.us.1, label %B404.us.1

B376.us.1:                                        ; preds = %B356.us.1
  %scevgep1765 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1766 = getelementptr double, double* %scevgep1765, i64 2
  %.934.us.1 = load double, double* %scevgep1766, align 8
  br label %B404.us.1

B404.us.1:                                        ; preds = %B376.us.1, %B356.us.1
  %"$phi404.3.2.3.us.1" = phi double [ %.934.us.1, %B376.us.1 ], [ %.645.us.1, %B356.us.1 ]
  %258 = icmp slt i64 %.374.0261, %.726
  %.950.us.1 = fadd double %.708.us.1, %"$phi314.3.2.3.us.1"
  %.956.us.1 = fadd double %.950.us.1, %.858.us.1
  %.959.us.1 = fadd double %.956.us.1, %"$phi404.3.2.3.us.1"
  %.961.us.1 = fmul double %.645.us.1, 4.000000e+00
  %.962.us.1 = fsub double %.959.us.1, %.961.us.1
  %.965.us.1 = fmul double %.645.us.1, %.645.us.1
  %.967.us.1 = fmul double %.645.us.1, %.965.us.1
  %.968.us.1 = fsub double %.962.us.1, %.967.us.1
  %.970.us.1 = fmul double %.968.us.1, %arg.h
  %.972.us.1 = fadd double %.645.us.1, %.970.us.1
  %scevgep1826 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1827 = getelementptr double, double* %scevgep1826, i64 1
  store double %.972.us.1, double* %scevgep1827, align 8
  %scevgep1763 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1764 = getelementptr double, double* %scevgep1763, i64 2
  %.645.us.2 = load double, double* %scevgep1764, align 8
  %scevgep1813 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1814 = getelementptr double, double* %scevgep1813, i64 -5
  %.708.us.2 = load double, double* %scevgep1814, align 8
  br i1 %258, label %B286.us.2, label %B356.us.2

B286.us.2:                                        ; preds = %B404.us.1
  %scevgep1796 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1797 = getelementptr double, double* %scevgep1796, i64 -4
  %.784.us.2 = load double, double* %scevgep1797, align 8
  br label %B356.us.2

B356.us.2:                                        ; preds = %B286.us.2, %B404.us.1
  %"$phi314.3.2.3.us.2" = phi double [ %.784.us.2, %B286.us.2 ], [ %.645.us.2, %B404.us.1 ]
  %scevgep1755 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1756 = getelementptr double, double* %scevgep1755, i64 1
  %.858.us.2 = load double, double* %scevgep1756, align 8
  %259 = add i64 %257, 1
  %.878.us.2 = icmp slt i64 %259, %.876
  br i1 %.878.us.2, label %B376.us.2, label %B404.us.2

B376.us.2:                                        ; preds = %B356.us.2
  %scevgep1771 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1772 = getelementptr double, double* %scevgep1771, i64 3
  %.934.us.2 = load double, double* %scevgep1772, align 8
  br label %B404.us.2

B404.us.2:                                        ; preds = %B376.us.2, %B356.us.2
  %"$phi404.3.2.3.us.2" = phi double [ %.934.us.2, %B376.us.2 ], [ %.645.us.2, %B356.us.2 ]
  %260 = icmp slt i64 %.374.0261, %.726
  %.950.us.2 = fadd double %.708.us.2, %"$phi314.3.2.3.us.2"
  %.956.us.2 = fadd double %.950.us.2, %.858.us.2
  %.959.us.2 = fadd double %.956.us.2, %"$phi404.3.2.3.us.2"
  %.961.us.2 = fmul double %.645.us.2, 4.000000e+00
  %.962.us.2 = fsub double %.959.us.2, %.961.us.2
  %.965.us.2 = fmul double %.645.us.2, %.645.us.2
  %.967.us.2 = fmul double %.645.us.2, %.965.us.2
  %.968.us.2 = fsub double %.962.us.2, %.967.us.2
  %.970.us.2 = fmul double %.968.us.2, %arg.h
  %.972.us.2 = fadd double %.645.us.2, %.970.us.2
  %scevgep1828 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1829 = getelementptr double, double* %scevgep1828, i64 2
  store double %.972.us.2, double* %scevgep1829, align 8
  %scevgep1769 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1770 = getelementptr double, double* %scevgep1769, i64 3
  %.645.us.3 = load double, double* %scevgep1770, align 8
  %scevgep1815 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1816 = getelementptr double, double* %scevgep1815, i64 -4
  %.708.us.3 = load double, double* %scevgep1816, align 8
  br i1 %260, label %B286.us.3, label %B356.us.3

B286.us.3:                                        ; preds = %B404.us.2
  %scevgep1798 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1799 = getelementptr double, double* %scevgep1798, i64 -3
  %.784.us.3 = load double, double* %scevgep1799, align 8
  br label %B356.us.3

B356.us.3:                                        ; preds = %B286.us.3, %B404.us.2
  %"$phi314.3.2.3.us.3" = phi double [ %.784.us.3, %B286.us.3 ], [ %.645.us.3, %B404.us.2 ]
  %scevgep1761 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1762 = getelementptr double, double* %scevgep1761, i64 2
  %.858.us.3 = load double, double* %scevgep1762, align 8
  %261 = add i64 %259, 1
  %.878.us.3 = icmp slt i64 %261, %.876
  br i1 %.878.us.3, label %B376.us.3, label %B404.us.3

B376.us.3:                                        ; preds = %B356.us.3
  %scevgep1741 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1742 = getelementptr double, double* %scevgep1741, i64 4
  %.934.us.3 = load double, double* %scevgep1742, align 8
  br label %B404.us.3

B404.us.3:                                        ; preds = %B376.us.3, %B356.us.3
  %"$phi404.3.2.3.us.3" = phi double [ %.934.us.3, %B376.us.3 ], [ %.645.us.3, %B356.us.3 ]
  %262 = icmp slt i64 %.374.0261, %.726
  %.950.us.3 = fadd double %.708.us.3, %"$phi314.3.2.3.us.3"
  %.956.us.3 = fadd double %.950.us.3, %.858.us.3
  %.959.us.3 = fadd double %.956.us.3, %"$phi404.3.2.3.us.3"
  %.961.us.3 = fmul double %.645.us.3, 4.000000e+00
  %.962.us.3 = fsub double %.959.us.3, %.961.us.3
  %.965.us.3 = fmul double %.645.us.3, %.645.us.3
  %.967.us.3 = fmul double %.645.us.3, %.965.us.3
  %.968.us.3 = fsub double %.962.us.3, %.967.us.3
  %.970.us.3 = fmul double %.968.us.3, %arg.h
  %.972.us.3 = fadd double %.645.us.3, %.970.us.3
  %scevgep1830 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1831 = getelementptr double, double* %scevgep1830, i64 3
  store double %.972.us.3, double* %scevgep1831, align 8
  %scevgep1739 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1740 = getelementptr double, double* %scevgep1739, i64 4
  %.645.us.4 = load double, double* %scevgep1740, align 8
  %scevgep1807 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1808 = getelementptr double, double* %scevgep1807, i64 -3
  %.708.us.4 = load double, double* %scevgep1808, align 8
  br i1 %262, label %B286.us.4, label %B356.us.4

B286.us.4:                                        ; preds = %B404.us.3
  %scevgep1790 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1791 = getelementptr double, double* %scevgep1790, i64 -2
  %.784.us.4 = load double, double* %scevgep1791, align 8
  br label %B356.us.4

B356.us.4:                                        ; preds = %B286.us.4, %B404.us.3
  %"$phi314.3.2.3.us.4" = phi double [ %.784.us.4, %B286.us.4 ], [ %.645.us.4, %B404.us.3 ]
  %scevgep1767 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1768 = getelementptr double, double* %scevgep1767, i64 3
  %.858.us.4 = load double, double* %scevgep1768, align 8
  %263 = add i64 %261, 1
  %.878.us.4 = icmp slt i64 %263, %.876
  br i1 %.878.us.4, label %B376.us.4, label %B404.us.4

B376.us.4:                                        ; preds = %B356.us.4
  %scevgep1781 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1782 = getelementptr double, double* %scevgep1781, i64 5
  %.934.us.4 = load double, double* %scevgep1782, align 8
  br label %B404.us.4

B404.us.4:                                        ; preds = %B376.us.4, %B356.us.4
  %"$phi404.3.2.3.us.4" = phi double [ %.934.us.4, %B376.us.4 ], [ %.645.us.4, %B356.us.4 ]
  %264 = icmp slt i64 %.374.0261, %.726
  %.950.us.4 = fadd double %.708.us.4, %"$phi314.3.2.3.us.4"
  %.956.us.4 = fadd double %.950.us.4, %.858.us.4
  %.959.us.4 = fadd double %.956.us.4, %"$phi404.3.2.3.us.4"
  %.961.us.4 = fmul double %.645.us.4, 4.000000e+00
  %.962.us.4 = fsub double %.959.us.4, %.961.us.4
  %.965.us.4 = fmul double %.645.us.4, %.645.us.4
  %.967.us.4 = fmul double %.645.us.4, %.965.us.4
  %.968.us.4 = fsub double %.962.us.4, %.967.us.4
  %.970.us.4 = fmul double %.968.us.4, %arg.h
  %.972.us.4 = fadd double %.645.us.4, %.970.us.4
  %scevgep1823 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1824 = getelementptr double, double* %scevgep1823, i64 4
  store double %.972.us.4, double* %scevgep1824, align 8
  %scevgep1779 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1780 = getelementptr double, double* %scevgep1779, i64 5
  %.645.us.5 = load double, double* %scevgep1780, align 8
  %scevgep1817 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1818 = getelementptr double, double* %scevgep1817, i64 -2
  %.708.us.5 = load double, double* %scevgep1818, align 8
  br i1 %264, label %B286.us.5, label %B356.us.5

B286.us.5:                                        ; preds = %B404.us.4
  %scevgep1800 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1801 = getelementptr double, double* %scevgep1800, i64 -1
  %.784.us.5 = load double, double* %scevgep1801, align 8
  br label %B356.us.5

B356.us.5:                                        ; preds = %B286.us.5, %B404.us.4
  %"$phi314.3.2.3.us.5" = phi double [ %.784.us.5, %B286.us.5 ], [ %.645.us.5, %B404.us.4 ]
  %scevgep1737 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1738 = getelementptr double, double* %scevgep1737, i64 4
  %.858.us.5 = load double, double* %scevgep1738, align 8
  %265 = add i64 %263, 1
  %.878.us.5 = icmp slt i64 %265, %.876
  br i1 %.878.us.5, label %B376.us.5, label %B404.us.5

B376.us.5:                                        ; preds = %B356.us.5
  %scevgep1753 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1754 = getelementptr double, double* %scevgep1753, i64 6
  %.934.us.5 = load double, double* %scevgep1754, align 8
  br label %B404.us.5

B404.us.5:                                        ; preds = %B376.us.5, %B356.us.5
  %"$phi404.3.2.3.us.5" = phi double [ %.934.us.5, %B376.us.5 ], [ %.645.us.5, %B356.us.5 ]
  %266 = icmp slt i64 %.374.0261, %.726
  %.950.us.5 = fadd double %.708.us.5, %"$phi314.3.2.3.us.5"
  %.956.us.5 = fadd double %.950.us.5, %.858.us.5
  %.959.us.5 = fadd double %.956.us.5, %"$phi404.3.2.3.us.5"
  %.961.us.5 = fmul double %.645.us.5, 4.000000e+00
  %.962.us.5 = fsub double %.959.us.5, %.961.us.5
  %.965.us.5 = fmul double %.645.us.5, %.645.us.5
  %.967.us.5 = fmul double %.645.us.5, %.965.us.5
  %.968.us.5 = fsub double %.962.us.5, %.967.us.5
  %.970.us.5 = fmul double %.968.us.5, %arg.h
  %.972.us.5 = fadd double %.645.us.5, %.970.us.5
  %scevgep1832 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1833 = getelementptr double, double* %scevgep1832, i64 5
  store double %.972.us.5, double* %scevgep1833, align 8
  %scevgep1751 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1752 = getelementptr double, double* %scevgep1751, i64 6
  %.645.us.6 = load double, double* %scevgep1752, align 8
  %scevgep1819 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %scevgep1820 = getelementptr double, double* %scevgep1819, i64 -1
  %.708.us.6 = load double, double* %scevgep1820, align 8
  br i1 %266, label %B286.us.6, label %B356.us.6

B286.us.6:                                        ; preds = %B404.us.5
  %scevgep1787 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %.784.us.6 = load double, double* %scevgep1787, align 8
  br label %B356.us.6

B356.us.6:                                        ; preds = %B286.us.6, %B404.us.5
  %"$phi314.3.2.3.us.6" = phi double [ %.784.us.6, %B286.us.6 ], [ %.645.us.6, %B404.us.5 ]
  %scevgep1777 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1778 = getelementptr double, double* %scevgep1777, i64 5
  %.858.us.6 = load double, double* %scevgep1778, align 8
  %267 = add i64 %265, 1
  %.878.us.6 = icmp slt i64 %267, %.876
  br i1 %.878.us.6, label %B376.us.6, label %B404.us.6

B376.us.6:                                        ; preds = %B356.us.6
  %scevgep1775 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1776 = getelementptr double, double* %scevgep1775, i64 7
  %.934.us.6 = load double, double* %scevgep1776, align 8
  br label %B404.us.6

B404.us.6:                                        ; preds = %B376.us.6, %B356.us.6
  %"$phi404.3.2.3.us.6" = phi double [ %.934.us.6, %B376.us.6 ], [ %.645.us.6, %B356.us.6 ]
  %268 = icmp slt i64 %.374.0261, %.726
  %.950.us.6 = fadd double %.708.us.6, %"$phi314.3.2.3.us.6"
  %.956.us.6 = fadd double %.950.us.6, %.858.us.6
  %.959.us.6 = fadd double %.956.us.6, %"$phi404.3.2.3.us.6"
  %.961.us.6 = fmul double %.645.us.6, 4.000000e+00
  %.962.us.6 = fsub double %.959.us.6, %.961.us.6
  %.965.us.6 = fmul double %.645.us.6, %.645.us.6
  %.967.us.6 = fmul double %.645.us.6, %.965.us.6
  %.968.us.6 = fsub double %.962.us.6, %.967.us.6
  %.970.us.6 = fmul double %.968.us.6, %arg.h
  %.972.us.6 = fadd double %.645.us.6, %.970.us.6
  %scevgep1834 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1835 = getelementptr double, double* %scevgep1834, i64 6
  store double %.972.us.6, double* %scevgep1835, align 8
  %scevgep1773 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1774 = getelementptr double, double* %scevgep1773, i64 7
  %.645.us.7 = load double, double* %scevgep1774, align 8
  %scevgep1806 = getelementptr double, double* %lsr.iv1803, i64 %.495.0204.us
  %.708.us.7 = load double, double* %scevgep1806, align 8
  br i1 %268, label %B286.us.7, label %B356.us.7

B286.us.7:                                        ; preds = %B404.us.6
  %scevgep1788 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us
  %scevgep1789 = getelementptr double, double* %scevgep1788, i64 1
  %.784.us.7 = load double, double* %scevgep1789, align 8
  br label %B356.us.7

B356.us.7:                                        ; preds = %B286.us.7, %B404.us.6
  %"$phi314.3.2.3.us.7" = phi double [ %.784.us.7, %B286.us.7 ], [ %.645.us.7, %B404.us.6 ]
  %scevgep1749 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1750 = getelementptr double, double* %scevgep1749, i64 6
  %.858.us.7 = load double, double* %scevgep1750, align 8
  %269 = add i64 %267, 1
  %.878.us.7 = icmp slt i64 %269, %.876
  br i1 %.878.us.7, label %B376.us.7, label %B404.us.7

B376.us.7:                                        ; preds = %B356.us.7
  %scevgep1745 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us
  %scevgep1746 = getelementptr double, double* %scevgep1745, i64 8
  %.934.us.7 = load double, double* %scevgep1746, align 8
  br label %B404.us.7

B404.us.7:                                        ; preds = %B376.us.7, %B356.us.7
  %"$phi404.3.2.3.us.7" = phi double [ %.934.us.7, %B376.us.7 ], [ %.645.us.7, %B356.us.7 ]
  %.950.us.7 = fadd double %.708.us.7, %"$phi314.3.2.3.us.7"
  %.956.us.7 = fadd double %.950.us.7, %.858.us.7
  %.959.us.7 = fadd double %.956.us.7, %"$phi404.3.2.3.us.7"
  %.961.us.7 = fmul double %.645.us.7, 4.000000e+00
  %.962.us.7 = fsub double %.959.us.7, %.961.us.7
  %.965.us.7 = fmul double %.645.us.7, %.645.us.7
  %.967.us.7 = fmul double %.645.us.7, %.965.us.7
  %.968.us.7 = fsub double %.962.us.7, %.967.us.7
  %.970.us.7 = fmul double %.968.us.7, %arg.h
  %.972.us.7 = fadd double %.645.us.7, %.970.us.7
  %scevgep1821 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us
  %scevgep1822 = getelementptr double, double* %scevgep1821, i64 7
  store double %.972.us.7, double* %scevgep1822, align 8
  %270 = add i64 %269, 1
  %exitcond282.not.7 = icmp eq i64 %270, %spec.select145
  br i1 %exitcond282.not.7, label %B168.loopexit, label %B204.us, !llvm.loop !41

B204.lr.ph.split:                                 ; preds = %B204.lr.ph
  %271 = icmp slt i64 %.374.0261, %.726
  br i1 %271, label %B356.us235.peel, label %B356.peel

B356.peel:                                        ; preds = %B204.lr.ph.split
  %272 = icmp ugt i64 %arg.u0.5.1, 1
  br i1 %272, label %B376.peel, label %B404.peel

B376.peel:                                        ; preds = %B356.peel
  %.912.peel = add nuw nsw i64 %.640, 1
  %.933.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.912.peel
  %.934.peel = load double, double* %.933.peel, align 8
  br label %B404.peel

B404.peel:                                        ; preds = %B376.peel, %B356.peel
  %"$phi404.3.2.3.peel" = phi double [ %.934.peel, %B376.peel ], [ %.645.us217.peel, %B356.peel ]
  %273 = icmp eq i64 %spec.select145, 1
  %.950.peel = fadd double %.645.us217.peel, %.645.us217.peel
  %.956.peel = fadd double %.950.peel, %.645.us217.peel
  %.959.peel = fadd double %.956.peel, %"$phi404.3.2.3.peel"
  %.961.peel = fmul double %.645.us217.peel, 4.000000e+00
  %.962.peel = fsub double %.959.peel, %.961.peel
  %.965.peel = fmul double %.645.us217.peel, %.645.us217.peel
  %.967.peel = fmul double %.645.us217.peel, %.965.peel
  %.968.peel = fsub double %.962.peel, %.967.peel
  %.970.peel = fmul double %.968.peel, %arg.h
  %.972.peel = fadd double %.645.us217.peel, %.970.peel
  %.1029.peel = getelementptr double, double* %.6.i1.i, i64 %.640
  store double %.972.peel, double* %.1029.peel, align 8
  br i1 %273, label %B168.loopexit, label %B356.preheader

B356.preheader:                                   ; preds = %B404.peel
  %274 = icmp ult i64 %34, 8
  br i1 %274, label %B356.preheader639, label %vector.memcheck340

vector.memcheck340:                               ; preds = %B356.preheader
  %bound0357 = icmp ult double* %scevgep341, %scevgep347
  %bound1358 = icmp ult double* %scevgep345, %scevgep343
  %found.conflict359 = and i1 %bound0357, %bound1358
  %bound0360 = icmp ult double* %scevgep341, %scevgep351
  %bound1361 = icmp ult double* %scevgep349, %scevgep343
  %found.conflict362 = and i1 %bound0360, %bound1361
  %conflict.rdx363 = or i1 %found.conflict359, %found.conflict362
  %bound0364 = icmp ult double* %scevgep341, %scevgep355
  %bound1365 = icmp ult double* %scevgep353, %scevgep343
  %found.conflict366 = and i1 %bound0364, %bound1365
  %conflict.rdx367 = or i1 %conflict.rdx363, %found.conflict366
  br i1 %conflict.rdx367, label %B356.preheader639, label %vector.ph372

vector.ph372:                                     ; preds = %vector.memcheck340
  %275 = icmp ult i64 %42, 56
  br i1 %275, label %middle.block368.unr-lcssa, label %vector.body370.preheader

vector.body370.preheader:                         ; preds = %vector.ph372
  br label %vector.body370

vector.body370:                                   ; preds = %vector.body370.preheader, %vector.body370
  %lsr.iv1929 = phi i64 [ %unroll_iter669, %vector.body370.preheader ], [ %lsr.iv.next1930, %vector.body370 ]
  %index378 = phi i64 [ %index.next390.7, %vector.body370 ], [ 0, %vector.body370.preheader ]
  %vec.ind379 = phi <8 x i64> [ %vec.ind.next380.7, %vector.body370 ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body370.preheader ]
  %scevgep1897 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18971898 = bitcast double* %scevgep1897 to <8 x double>*
  %scevgep1899 = getelementptr <8 x double>, <8 x double>* %scevgep18971898, i64 -7
  %wide.load382 = load <8 x double>, <8 x double>* %scevgep1899, align 8, !alias.scope !42
  %scevgep1900 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep19001901 = bitcast double* %scevgep1900 to <8 x double>*
  %scevgep1902 = getelementptr <8 x double>, <8 x double>* %scevgep19001901, i64 -7
  %scevgep19021903 = bitcast <8 x double>* %scevgep1902 to i8*
  %uglygep1904 = getelementptr i8, i8* %scevgep19021903, i64 -8
  %uglygep19041905 = bitcast i8* %uglygep1904 to <8 x double>*
  %wide.load383 = load <8 x double>, <8 x double>* %uglygep19041905, align 8, !alias.scope !45
  %276 = icmp slt <8 x i64> %vec.ind379, %broadcast.splat385
  %277 = extractelement <8 x i64> %vec.ind379, i64 0
  %278 = add i64 %277, 1
  %279 = add i64 %278, %.640
  %280 = getelementptr double, double* %u.2.sroa.60.0264, i64 %279
  %281 = bitcast double* %280 to <8 x double>*
  %wide.masked.load386 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %281, i32 8, <8 x i1> %276, <8 x double> poison), !alias.scope !47
  %predphi387 = select <8 x i1> %276, <8 x double> %wide.masked.load386, <8 x double> %wide.load382
  %282 = fadd <8 x double> %wide.load382, %wide.load382
  %283 = fadd <8 x double> %282, %wide.load383
  %284 = fadd <8 x double> %283, %predphi387
  %285 = fmul <8 x double> %wide.load382, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %286 = fsub <8 x double> %284, %285
  %287 = fmul <8 x double> %wide.load382, %wide.load382
  %288 = fmul <8 x double> %wide.load382, %287
  %289 = fsub <8 x double> %286, %288
  %290 = fmul <8 x double> %289, %broadcast.splat389
  %291 = fadd <8 x double> %wide.load382, %290
  %scevgep1926 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19261927 = bitcast double* %scevgep1926 to <8 x double>*
  %scevgep1928 = getelementptr <8 x double>, <8 x double>* %scevgep19261927, i64 -7
  store <8 x double> %291, <8 x double>* %scevgep1928, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380 = add <8 x i64> %vec.ind379, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %scevgep1887 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18871888 = bitcast double* %scevgep1887 to <8 x double>*
  %scevgep1889 = getelementptr <8 x double>, <8 x double>* %scevgep18871888, i64 -6
  %wide.load382.1 = load <8 x double>, <8 x double>* %scevgep1889, align 8, !alias.scope !42
  %scevgep1881 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18811882 = bitcast double* %scevgep1881 to <8 x double>*
  %scevgep1883 = getelementptr <8 x double>, <8 x double>* %scevgep18811882, i64 -6
  %scevgep18831884 = bitcast <8 x double>* %scevgep1883 to i8*
  %uglygep1885 = getelementptr i8, i8* %scevgep18831884, i64 -8
  %uglygep18851886 = bitcast i8* %uglygep1885 to <8 x double>*
  %wide.load383.1 = load <8 x double>, <8 x double>* %uglygep18851886, align 8, !alias.scope !45
  %292 = icmp slt <8 x i64> %vec.ind.next380, %broadcast.splat385
  %293 = extractelement <8 x i64> %vec.ind.next380, i64 0
  %294 = add i64 %293, 1
  %295 = add i64 %294, %.640
  %296 = getelementptr double, double* %u.2.sroa.60.0264, i64 %295
  %297 = bitcast double* %296 to <8 x double>*
  %wide.masked.load386.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %297, i32 8, <8 x i1> %292, <8 x double> poison), !alias.scope !47
  %predphi387.1 = select <8 x i1> %292, <8 x double> %wide.masked.load386.1, <8 x double> %wide.load382.1
  %298 = fadd <8 x double> %wide.load382.1, %wide.load382.1
  %299 = fadd <8 x double> %298, %wide.load383.1
  %300 = fadd <8 x double> %299, %predphi387.1
  %301 = fmul <8 x double> %wide.load382.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %302 = fsub <8 x double> %300, %301
  %303 = fmul <8 x double> %wide.load382.1, %wide.load382.1
  %304 = fmul <8 x double> %wide.load382.1, %303
  %305 = fsub <8 x double> %302, %304
  %306 = fmul <8 x double> %305, %broadcast.splat389
  %307 = fadd <8 x double> %wide.load382.1, %306
  %scevgep1921 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19211922 = bitcast double* %scevgep1921 to <8 x double>*
  %scevgep1923 = getelementptr <8 x double>, <8 x double>* %scevgep19211922, i64 -6
  store <8 x double> %307, <8 x double>* %scevgep1923, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.1 = add <8 x i64> %vec.ind379, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %scevgep1878 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18781879 = bitcast double* %scevgep1878 to <8 x double>*
  %scevgep1880 = getelementptr <8 x double>, <8 x double>* %scevgep18781879, i64 -5
  %wide.load382.2 = load <8 x double>, <8 x double>* %scevgep1880, align 8, !alias.scope !42
  %scevgep1872 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18721873 = bitcast double* %scevgep1872 to <8 x double>*
  %scevgep1874 = getelementptr <8 x double>, <8 x double>* %scevgep18721873, i64 -5
  %scevgep18741875 = bitcast <8 x double>* %scevgep1874 to i8*
  %uglygep1876 = getelementptr i8, i8* %scevgep18741875, i64 -8
  %uglygep18761877 = bitcast i8* %uglygep1876 to <8 x double>*
  %wide.load383.2 = load <8 x double>, <8 x double>* %uglygep18761877, align 8, !alias.scope !45
  %308 = icmp slt <8 x i64> %vec.ind.next380.1, %broadcast.splat385
  %309 = extractelement <8 x i64> %vec.ind.next380.1, i64 0
  %310 = add i64 %309, 1
  %311 = add i64 %310, %.640
  %312 = getelementptr double, double* %u.2.sroa.60.0264, i64 %311
  %313 = bitcast double* %312 to <8 x double>*
  %wide.masked.load386.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %313, i32 8, <8 x i1> %308, <8 x double> poison), !alias.scope !47
  %predphi387.2 = select <8 x i1> %308, <8 x double> %wide.masked.load386.2, <8 x double> %wide.load382.2
  %314 = fadd <8 x double> %wide.load382.2, %wide.load382.2
  %315 = fadd <8 x double> %314, %wide.load383.2
  %316 = fadd <8 x double> %315, %predphi387.2
  %317 = fmul <8 x double> %wide.load382.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %318 = fsub <8 x double> %316, %317
  %319 = fmul <8 x double> %wide.load382.2, %wide.load382.2
  %320 = fmul <8 x double> %wide.load382.2, %319
  %321 = fsub <8 x double> %318, %320
  %322 = fmul <8 x double> %321, %broadcast.splat389
  %323 = fadd <8 x double> %wide.load382.2, %322
  %scevgep1918 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19181919 = bitcast double* %scevgep1918 to <8 x double>*
  %scevgep1920 = getelementptr <8 x double>, <8 x double>* %scevgep19181919, i64 -5
  store <8 x double> %323, <8 x double>* %scevgep1920, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.2 = add <8 x i64> %vec.ind379, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep1869 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18691870 = bitcast double* %scevgep1869 to <8 x double>*
  %scevgep1871 = getelementptr <8 x double>, <8 x double>* %scevgep18691870, i64 -4
  %wide.load382.3 = load <8 x double>, <8 x double>* %scevgep1871, align 8, !alias.scope !42
  %scevgep1863 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18631864 = bitcast double* %scevgep1863 to <8 x double>*
  %scevgep1865 = getelementptr <8 x double>, <8 x double>* %scevgep18631864, i64 -4
  %scevgep18651866 = bitcast <8 x double>* %scevgep1865 to i8*
  %uglygep1867 = getelementptr i8, i8* %scevgep18651866, i64 -8
  %uglygep18671868 = bitcast i8* %uglygep1867 to <8 x double>*
  %wide.load383.3 = load <8 x double>, <8 x double>* %uglygep18671868, align 8, !alias.scope !45
  %324 = icmp slt <8 x i64> %vec.ind.next380.2, %broadcast.splat385
  %325 = extractelement <8 x i64> %vec.ind.next380.2, i64 0
  %326 = add i64 %325, 1
  %327 = add i64 %326, %.640
  %328 = getelementptr double, double* %u.2.sroa.60.0264, i64 %327
  %329 = bitcast double* %328 to <8 x double>*
  %wide.masked.load386.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %329, i32 8, <8 x i1> %324, <8 x double> poison), !alias.scope !47
  %predphi387.3 = select <8 x i1> %324, <8 x double> %wide.masked.load386.3, <8 x double> %wide.load382.3
  %330 = fadd <8 x double> %wide.load382.3, %wide.load382.3
  %331 = fadd <8 x double> %330, %wide.load383.3
  %332 = fadd <8 x double> %331, %predphi387.3
  %333 = fmul <8 x double> %wide.load382.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %334 = fsub <8 x double> %332, %333
  %335 = fmul <8 x double> %wide.load382.3, %wide.load382.3
  %336 = fmul <8 x double> %wide.load382.3, %335
  %337 = fsub <8 x double> %334, %336
  %338 = fmul <8 x double> %337, %broadcast.splat389
  %339 = fadd <8 x double> %wide.load382.3, %338
  %scevgep1915 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19151916 = bitcast double* %scevgep1915 to <8 x double>*
  %scevgep1917 = getelementptr <8 x double>, <8 x double>* %scevgep19151916, i64 -4
  store <8 x double> %339, <8 x double>* %scevgep1917, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.3 = add <8 x i64> %vec.ind379, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %scevgep1860 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18601861 = bitcast double* %scevgep1860 to <8 x double>*
  %scevgep1862 = getelementptr <8 x double>, <8 x double>* %scevgep18601861, i64 -3
  %wide.load382.4 = load <8 x double>, <8 x double>* %scevgep1862, align 8, !alias.scope !42
  %scevgep1854 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18541855 = bitcast double* %scevgep1854 to <8 x double>*
  %scevgep1856 = getelementptr <8 x double>, <8 x double>* %scevgep18541855, i64 -3
  %scevgep18561857 = bitcast <8 x double>* %scevgep1856 to i8*
  %uglygep1858 = getelementptr i8, i8* %scevgep18561857, i64 -8
  %uglygep18581859 = bitcast i8* %uglygep1858 to <8 x double>*
  %wide.load383.4 = load <8 x double>, <8 x double>* %uglygep18581859, align 8, !alias.scope !45
  %340 = icmp slt <8 x i64> %vec.ind.next380.3, %broadcast.splat385
  %341 = extractelement <8 x i64> %vec.ind.next380.3, i64 0
  %342 = add i64 %341, 1
  %343 = add i64 %342, %.640
  %344 = getelementptr double, double* %u.2.sroa.60.0264, i64 %343
  %345 = bitcast double* %344 to <8 x double>*
  %wide.masked.load386.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %345, i32 8, <8 x i1> %340, <8 x double> poison), !alias.scope !47
  %predphi387.4 = select <8 x i1> %340, <8 x double> %wide.masked.load386.4, <8 x double> %wide.load382.4
  %346 = fadd <8 x double> %wide.load382.4, %wide.load382.4
  %347 = fadd <8 x double> %346, %wide.load383.4
  %348 = fadd <8 x double> %347, %predphi387.4
  %349 = fmul <8 x double> %wide.load382.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %350 = fsub <8 x double> %348, %349
  %351 = fmul <8 x double> %wide.load382.4, %wide.load382.4
  %352 = fmul <8 x double> %wide.load382.4, %351
  %353 = fsub <8 x double> %350, %352
  %354 = fmul <8 x double> %353, %broadcast.splat389
  %355 = fadd <8 x double> %wide.load382.4, %354
  %scevgep1912 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19121913 = bitcast double* %scevgep1912 to <8 x double>*
  %scevgep1914 = getelementptr <8 x double>, <8 x double>* %scevgep19121913, i64 -3
  store <8 x double> %355, <8 x double>* %scevgep1914, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.4 = add <8 x i64> %vec.ind379, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %scevgep1851 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18511852 = bitcast double* %scevgep1851 to <8 x double>*
  %scevgep1853 = getelementptr <8 x double>, <8 x double>* %scevgep18511852, i64 -2
  %wide.load382.5 = load <8 x double>, <8 x double>* %scevgep1853, align 8, !alias.scope !42
  %scevgep1845 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18451846 = bitcast double* %scevgep1845 to <8 x double>*
  %scevgep1847 = getelementptr <8 x double>, <8 x double>* %scevgep18451846, i64 -2
  %scevgep18471848 = bitcast <8 x double>* %scevgep1847 to i8*
  %uglygep1849 = getelementptr i8, i8* %scevgep18471848, i64 -8
  %uglygep18491850 = bitcast i8* %uglygep1849 to <8 x double>*
  %wide.load383.5 = load <8 x double>, <8 x double>* %uglygep18491850, align 8, !alias.scope !45
  %356 = icmp slt <8 x i64> %vec.ind.next380.4, %broadcast.splat385
  %357 = extractelement <8 x i64> %vec.ind.next380.4, i64 0
  %358 = add i64 %357, 1
  %359 = add i64 %358, %.640
  %360 = getelementptr double, double* %u.2.sroa.60.0264, i64 %359
  %361 = bitcast double* %360 to <8 x double>*
  %wide.masked.load386.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %361, i32 8, <8 x i1> %356, <8 x double> poison), !alias.scope !47
  %predphi387.5 = select <8 x i1> %356, <8 x double> %wide.masked.load386.5, <8 x double> %wide.load382.5
  %362 = fadd <8 x double> %wide.load382.5, %wide.load382.5
  %363 = fadd <8 x double> %362, %wide.load383.5
  %364 = fadd <8 x double> %363, %predphi387.5
  %365 = fmul <8 x double> %wide.load382.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %366 = fsub <8 x double> %364, %365
  %367 = fmul <8 x double> %wide.load382.5, %wide.load382.5
  %368 = fmul <8 x double> %wide.load382.5, %367
  %369 = fsub <8 x double> %366, %368
  %370 = fmul <8 x double> %369, %broadcast.splat389
  %371 = fadd <8 x double> %wide.load382.5, %370
  %scevgep1909 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19091910 = bitcast double* %scevgep1909 to <8 x double>*
  %scevgep1911 = getelementptr <8 x double>, <8 x double>* %scevgep19091910, i64 -2
  store <8 x double> %371, <8 x double>* %scevgep1911, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.5 = add <8 x i64> %vec.ind379, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %scevgep1842 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18421843 = bitcast double* %scevgep1842 to <8 x double>*
  %scevgep1844 = getelementptr <8 x double>, <8 x double>* %scevgep18421843, i64 -1
  %wide.load382.6 = load <8 x double>, <8 x double>* %scevgep1844, align 8, !alias.scope !42
  %scevgep1836 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18361837 = bitcast double* %scevgep1836 to <8 x double>*
  %scevgep1838 = getelementptr <8 x double>, <8 x double>* %scevgep18361837, i64 -1
  %scevgep18381839 = bitcast <8 x double>* %scevgep1838 to i8*
  %uglygep1840 = getelementptr i8, i8* %scevgep18381839, i64 -8
  %uglygep18401841 = bitcast i8* %uglygep1840 to <8 x double>*
  %wide.load383.6 = load <8 x double>, <8 x double>* %uglygep18401841, align 8, !alias.scope !45
  %372 = icmp slt <8 x i64> %vec.ind.next380.5, %broadcast.splat385
  %373 = extractelement <8 x i64> %vec.ind.next380.5, i64 0
  %374 = add i64 %373, 1
  %375 = add i64 %374, %.640
  %376 = getelementptr double, double* %u.2.sroa.60.0264, i64 %375
  %377 = bitcast double* %376 to <8 x double>*
  %wide.masked.load386.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %377, i32 8, <8 x i1> %372, <8 x double> poison), !alias.scope !47
  %predphi387.6 = select <8 x i1> %372, <8 x double> %wide.masked.load386.6, <8 x double> %wide.load382.6
  %378 = fadd <8 x double> %wide.load382.6, %wide.load382.6
  %379 = fadd <8 x double> %378, %wide.load383.6
  %380 = fadd <8 x double> %379, %predphi387.6
  %381 = fmul <8 x double> %wide.load382.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %382 = fsub <8 x double> %380, %381
  %383 = fmul <8 x double> %wide.load382.6, %wide.load382.6
  %384 = fmul <8 x double> %wide.load382.6, %383
  %385 = fsub <8 x double> %382, %384
  %386 = fmul <8 x double> %385, %broadcast.splat389
  %387 = fadd <8 x double> %wide.load382.6, %386
  %scevgep1906 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19061907 = bitcast double* %scevgep1906 to <8 x double>*
  %scevgep1908 = getelementptr <8 x double>, <8 x double>* %scevgep19061907, i64 -1
  store <8 x double> %387, <8 x double>* %scevgep1908, align 8, !alias.scope !49, !noalias !51
  %vec.ind.next380.6 = add <8 x i64> %vec.ind379, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %scevgep1895 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18951896 = bitcast double* %scevgep1895 to <8 x double>*
  %wide.load382.7 = load <8 x double>, <8 x double>* %scevgep18951896, align 8, !alias.scope !42
  %scevgep1890 = getelementptr double, double* %lsr.iv1557, i64 %index378
  %scevgep18901891 = bitcast double* %scevgep1890 to <8 x double>*
  %scevgep189018911892 = bitcast <8 x double>* %scevgep18901891 to i8*
  %uglygep1893 = getelementptr i8, i8* %scevgep189018911892, i64 -8
  %uglygep18931894 = bitcast i8* %uglygep1893 to <8 x double>*
  %wide.load383.7 = load <8 x double>, <8 x double>* %uglygep18931894, align 8, !alias.scope !45
  %388 = icmp slt <8 x i64> %vec.ind.next380.6, %broadcast.splat385
  %389 = extractelement <8 x i64> %vec.ind.next380.6, i64 0
  %390 = add i64 %389, 1
  %391 = add i64 %390, %.640
  %392 = getelementptr double, double* %u.2.sroa.60.0264, i64 %391
  %393 = bitcast double* %392 to <8 x double>*
  %wide.masked.load386.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %393, i32 8, <8 x i1> %388, <8 x double> poison), !alias.scope !47
  %predphi387.7 = select <8 x i1> %388, <8 x double> %wide.masked.load386.7, <8 x double> %wide.load382.7
  %394 = fadd <8 x double> %wide.load382.7, %wide.load382.7
  %395 = fadd <8 x double> %394, %wide.load383.7
  %396 = fadd <8 x double> %395, %predphi387.7
  %397 = fmul <8 x double> %wide.load382.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %398 = fsub <8 x double> %396, %397
  %399 = fmul <8 x double> %wide.load382.7, %wide.load382.7
  %400 = fmul <8 x double> %wide.load382.7, %399
  %401 = fsub <8 x double> %398, %400
  %402 = fmul <8 x double> %401, %broadcast.splat389
  %403 = fadd <8 x double> %wide.load382.7, %402
  %scevgep1924 = getelementptr double, double* %lsr.iv1685, i64 %index378
  %scevgep19241925 = bitcast double* %scevgep1924 to <8 x double>*
  store <8 x double> %403, <8 x double>* %scevgep19241925, align 8, !alias.scope !49, !noalias !51
  %index.next390.7 = add i64 %index378, 64
  %vec.ind.next380.7 = add <8 x i64> %vec.ind379, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %lsr.iv.next1930 = add i64 %lsr.iv1929, -8
  %niter678.ncmp.7 = icmp eq i64 %lsr.iv.next1930, 0
  br i1 %niter678.ncmp.7, label %middle.block368.unr-lcssa, label %vector.body370, !llvm.loop !52

middle.block368.unr-lcssa:                        ; preds = %vector.body370, %vector.ph372
  %index378.unr = phi i64 [ 0, %vector.ph372 ], [ %index.next390.7, %vector.body370 ]
  %vec.ind379.unr = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph372 ], [ %vec.ind.next380.7, %vector.body370 ]
  %404 = and i64 %44, 7
  %405 = icmp eq i64 %404, 0
  br i1 %405, label %middle.block368, label %vector.body370.epil.preheader

vector.body370.epil.preheader:                    ; preds = %middle.block368.unr-lcssa
  br label %vector.body370.epil

vector.body370.epil:                              ; preds = %vector.body370.epil.preheader, %vector.body370.epil
  %lsr.iv1931 = phi i64 [ %48, %vector.body370.epil.preheader ], [ %lsr.iv.next1932, %vector.body370.epil ]
  %index378.epil = phi i64 [ %index.next390.epil, %vector.body370.epil ], [ %index378.unr, %vector.body370.epil.preheader ]
  %vec.ind379.epil = phi <8 x i64> [ %vec.ind.next380.epil, %vector.body370.epil ], [ %vec.ind379.unr, %vector.body370.epil.preheader ]
  %offset.idx381.epil = or i64 %index378.epil, 1
  %406 = add i64 %offset.idx381.epil, %.640
  %407 = getelementptr double, double* %u.2.sroa.60.0264, i64 %406
  %408 = bitcast double* %407 to <8 x double>*
  %wide.load382.epil = load <8 x double>, <8 x double>* %408, align 8, !alias.scope !42
  %409 = add i64 %.805, %offset.idx381.epil
  %410 = getelementptr double, double* %u.2.sroa.60.0264, i64 %409
  %411 = bitcast double* %410 to <8 x double>*
  %wide.load383.epil = load <8 x double>, <8 x double>* %411, align 8, !alias.scope !45
  %412 = icmp slt <8 x i64> %vec.ind379.epil, %broadcast.splat385
  %413 = extractelement <8 x i64> %vec.ind379.epil, i64 0
  %414 = add i64 %413, 1
  %415 = add i64 %414, %.640
  %416 = getelementptr double, double* %u.2.sroa.60.0264, i64 %415
  %417 = bitcast double* %416 to <8 x double>*
  %wide.masked.load386.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %417, i32 8, <8 x i1> %412, <8 x double> poison), !alias.scope !47
  %predphi387.epil = select <8 x i1> %412, <8 x double> %wide.masked.load386.epil, <8 x double> %wide.load382.epil
  %418 = fadd <8 x double> %wide.load382.epil, %wide.load382.epil
  %419 = fadd <8 x double> %418, %wide.load383.epil
  %420 = fadd <8 x double> %419, %predphi387.epil
  %421 = fmul <8 x double> %wide.load382.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %422 = fsub <8 x double> %420, %421
  %423 = fmul <8 x double> %wide.load382.epil, %wide.load382.epil
  %424 = fmul <8 x double> %wide.load382.epil, %423
  %425 = fsub <8 x double> %422, %424
  %426 = fmul <8 x double> %425, %broadcast.splat389
  %427 = fadd <8 x double> %wide.load382.epil, %426
  %428 = getelementptr double, double* %.6.i1.i, i64 %406
  %429 = bitcast double* %428 to <8 x double>*
  store <8 x double> %427, <8 x double>* %429, align 8, !alias.scope !49, !noalias !51
  %index.next390.epil = add nuw i64 %index378.epil, 8
  %vec.ind.next380.epil = add <8 x i64> %vec.ind379.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next1932 = add nsw i64 %lsr.iv1931, -8
  %epil.iter675.cmp.not = icmp eq i64 %lsr.iv.next1932, 0
  br i1 %epil.iter675.cmp.not, label %middle.block368, label %vector.body370.epil, !llvm.loop !53

middle.block368:                                  ; preds = %vector.body370.epil, %middle.block368.unr-lcssa
  %430 = icmp eq i64 %34, %n.vec374
  br i1 %430, label %B168.loopexit, label %B356.preheader639

B356.preheader639:                                ; preds = %vector.memcheck340, %B356.preheader, %middle.block368
  %.495.0204.ph = phi i64 [ 1, %vector.memcheck340 ], [ 1, %B356.preheader ], [ %ind.end376, %middle.block368 ]
  %431 = sub i64 %spec.select145, %.495.0204.ph
  %432 = xor i64 %.495.0204.ph, -1
  %433 = add i64 %spec.select145, %432
  %xtraiter679 = and i64 %431, 7
  %lcmp.mod680.not = icmp eq i64 %xtraiter679, 0
  br i1 %lcmp.mod680.not, label %B356.prol.loopexit, label %B356.prol.preheader

B356.prol.preheader:                              ; preds = %B356.preheader639
  br label %B356.prol

B356.prol:                                        ; preds = %B356.prol.preheader, %B404.prol
  %lsr.iv1933 = phi i64 [ %xtraiter679, %B356.prol.preheader ], [ %lsr.iv.next1934, %B404.prol ]
  %.495.0204.prol = phi i64 [ %.564.prol, %B404.prol ], [ %.495.0204.ph, %B356.prol.preheader ]
  %scevgep1938 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.prol
  %.645.prol = load double, double* %scevgep1938, align 8
  %scevgep1939 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.prol
  %scevgep1940 = getelementptr double, double* %scevgep1939, i64 -1
  %.858.prol = load double, double* %scevgep1940, align 8
  %.878.prol = icmp slt i64 %.495.0204.prol, %.876
  br i1 %.878.prol, label %B376.prol, label %B404.prol

B376.prol:                                        ; preds = %B356.prol
  %scevgep1936 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.prol
  %scevgep1937 = getelementptr double, double* %scevgep1936, i64 1
  %.934.prol = load double, double* %scevgep1937, align 8
  br label %B404.prol

B404.prol:                                        ; preds = %B376.prol, %B356.prol
  %"$phi404.3.2.3.prol" = phi double [ %.934.prol, %B376.prol ], [ %.645.prol, %B356.prol ]
  %.950.prol = fadd double %.645.prol, %.645.prol
  %.956.prol = fadd double %.950.prol, %.858.prol
  %.959.prol = fadd double %.956.prol, %"$phi404.3.2.3.prol"
  %.961.prol = fmul double %.645.prol, 4.000000e+00
  %.962.prol = fsub double %.959.prol, %.961.prol
  %.965.prol = fmul double %.645.prol, %.645.prol
  %.967.prol = fmul double %.645.prol, %.965.prol
  %.968.prol = fsub double %.962.prol, %.967.prol
  %.970.prol = fmul double %.968.prol, %arg.h
  %.972.prol = fadd double %.645.prol, %.970.prol
  %scevgep1935 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.prol
  store double %.972.prol, double* %scevgep1935, align 8
  %lsr.iv.next1934 = add nsw i64 %lsr.iv1933, -1
  %.564.prol = add i64 %.495.0204.prol, 1
  %prol.iter681.cmp.not = icmp eq i64 %lsr.iv.next1934, 0
  br i1 %prol.iter681.cmp.not, label %B356.prol.loopexit, label %B356.prol, !llvm.loop !54

B356.prol.loopexit:                               ; preds = %B404.prol, %B356.preheader639
  %.495.0204.unr = phi i64 [ %.495.0204.ph, %B356.preheader639 ], [ %.564.prol, %B404.prol ]
  %434 = icmp ult i64 %433, 7
  br i1 %434, label %B168.loopexit, label %B356.preheader697

B356.preheader697:                                ; preds = %B356.prol.loopexit
  br label %B356

B356.us235.peel:                                  ; preds = %B204.lr.ph.split
  %435 = icmp ugt i64 %arg.u0.5.1, 1
  %.783.us226.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.779
  %.784.us227.peel = load double, double* %.783.us226.peel, align 8
  br i1 %435, label %B376.us239.peel, label %B404.us246.peel

B376.us239.peel:                                  ; preds = %B356.us235.peel
  %.912.us242.peel = add nuw nsw i64 %.640, 1
  %.933.us244.peel = getelementptr double, double* %u.2.sroa.60.0264, i64 %.912.us242.peel
  %.934.us245.peel = load double, double* %.933.us244.peel, align 8
  br label %B404.us246.peel

B404.us246.peel:                                  ; preds = %B376.us239.peel, %B356.us235.peel
  %"$phi404.3.2.3.us247.peel" = phi double [ %.934.us245.peel, %B376.us239.peel ], [ %.645.us217.peel, %B356.us235.peel ]
  %436 = icmp eq i64 %spec.select145, 1
  %.950.us248.peel = fadd double %.645.us217.peel, %.784.us227.peel
  %.956.us249.peel = fadd double %.950.us248.peel, %.645.us217.peel
  %.959.us250.peel = fadd double %.956.us249.peel, %"$phi404.3.2.3.us247.peel"
  %.961.us251.peel = fmul double %.645.us217.peel, 4.000000e+00
  %.962.us252.peel = fsub double %.959.us250.peel, %.961.us251.peel
  %.965.us253.peel = fmul double %.645.us217.peel, %.645.us217.peel
  %.967.us254.peel = fmul double %.645.us217.peel, %.965.us253.peel
  %.968.us255.peel = fsub double %.962.us252.peel, %.967.us254.peel
  %.970.us256.peel = fmul double %.968.us255.peel, %arg.h
  %.972.us257.peel = fadd double %.645.us217.peel, %.970.us256.peel
  %.1029.us258.peel = getelementptr double, double* %.6.i1.i, i64 %.640
  store double %.972.us257.peel, double* %.1029.us258.peel, align 8
  br i1 %436, label %B168.loopexit, label %B356.us235.preheader

B356.us235.preheader:                             ; preds = %B404.us246.peel
  %437 = icmp ult i64 %31, 8
  br i1 %437, label %B356.us235.preheader638, label %vector.memcheck

vector.memcheck:                                  ; preds = %B356.us235.preheader
  %bound0 = icmp ult double* %scevgep, %scevgep311
  %bound1 = icmp ult double* %scevgep309, %scevgep307
  %found.conflict = and i1 %bound0, %bound1
  %bound0325 = icmp ult double* %scevgep, %scevgep315
  %bound1326 = icmp ult double* %scevgep313, %scevgep307
  %found.conflict327 = and i1 %bound0325, %bound1326
  %conflict.rdx = or i1 %found.conflict, %found.conflict327
  %bound0328 = icmp ult double* %scevgep, %scevgep319
  %bound1329 = icmp ult double* %scevgep317, %scevgep307
  %found.conflict330 = and i1 %bound0328, %bound1329
  %conflict.rdx331 = or i1 %conflict.rdx, %found.conflict330
  %bound0332 = icmp ult double* %scevgep, %scevgep323
  %bound1333 = icmp ult double* %scevgep321, %scevgep307
  %found.conflict334 = and i1 %bound0332, %bound1333
  %conflict.rdx335 = or i1 %conflict.rdx331, %found.conflict334
  br i1 %conflict.rdx335, label %B356.us235.preheader638, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %438 = icmp ult i64 %42, 56
  br i1 %438, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv2090 = phi i64 [ %unroll_iter669, %vector.body.preheader ], [ %lsr.iv.next2091, %vector.body ]
  %lsr.iv2002 = phi double* [ %lsr.iv1557, %vector.body.preheader ], [ %scevgep2003, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %vec.ind = phi <8 x i64> [ %vec.ind.next.7, %vector.body ], [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.body.preheader ]
  %lsr.iv20022004 = bitcast double* %lsr.iv2002 to <8 x double>*
  %lsr.iv200220042035 = bitcast <8 x double>* %lsr.iv20022004 to i8*
  %lsr.iv20022043 = bitcast double* %lsr.iv2002 to i8*
  %scevgep2038 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep2038, align 8, !alias.scope !55
  %uglygep2064 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20642065 = bitcast i8* %uglygep2064 to <8 x double>*
  %scevgep2066 = getelementptr <8 x double>, <8 x double>* %uglygep20642065, i64 -7
  %wide.load336 = load <8 x double>, <8 x double>* %scevgep2066, align 8, !alias.scope !58
  %scevgep2039 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -7
  %scevgep20392040 = bitcast <8 x double>* %scevgep2039 to i8*
  %uglygep2041 = getelementptr i8, i8* %scevgep20392040, i64 -8
  %uglygep20412042 = bitcast i8* %uglygep2041 to <8 x double>*
  %wide.load337 = load <8 x double>, <8 x double>* %uglygep20412042, align 8, !alias.scope !60
  %439 = icmp slt <8 x i64> %vec.ind, %broadcast.splat
  %440 = extractelement <8 x i64> %vec.ind, i64 0
  %441 = add i64 %440, 1
  %442 = add i64 %441, %.640
  %443 = getelementptr double, double* %u.2.sroa.60.0264, i64 %442
  %444 = bitcast double* %443 to <8 x double>*
  %wide.masked.load = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %444, i32 8, <8 x i1> %439, <8 x double> poison), !alias.scope !62
  %predphi = select <8 x i1> %439, <8 x double> %wide.masked.load, <8 x double> %wide.load
  %445 = fadd <8 x double> %wide.load, %wide.load336
  %446 = fadd <8 x double> %445, %wide.load337
  %447 = fadd <8 x double> %446, %predphi
  %448 = fmul <8 x double> %wide.load, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %449 = fsub <8 x double> %447, %448
  %450 = fmul <8 x double> %wide.load, %wide.load
  %451 = fmul <8 x double> %wide.load, %450
  %452 = fsub <8 x double> %449, %451
  %453 = fmul <8 x double> %452, %broadcast.splat339
  %454 = fadd <8 x double> %wide.load, %453
  %scevgep2087 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20872088 = bitcast double* %scevgep2087 to <8 x double>*
  %scevgep2089 = getelementptr <8 x double>, <8 x double>* %scevgep20872088, i64 -7
  store <8 x double> %454, <8 x double>* %scevgep2089, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next = add <8 x i64> %vec.ind, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %scevgep2034 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep2034, align 8, !alias.scope !55
  %uglygep2059 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20592060 = bitcast i8* %uglygep2059 to <8 x double>*
  %scevgep2061 = getelementptr <8 x double>, <8 x double>* %uglygep20592060, i64 -6
  %wide.load336.1 = load <8 x double>, <8 x double>* %scevgep2061, align 8, !alias.scope !58
  %scevgep2030 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -6
  %scevgep20302031 = bitcast <8 x double>* %scevgep2030 to i8*
  %uglygep2032 = getelementptr i8, i8* %scevgep20302031, i64 -8
  %uglygep20322033 = bitcast i8* %uglygep2032 to <8 x double>*
  %wide.load337.1 = load <8 x double>, <8 x double>* %uglygep20322033, align 8, !alias.scope !60
  %455 = icmp slt <8 x i64> %vec.ind.next, %broadcast.splat
  %456 = extractelement <8 x i64> %vec.ind.next, i64 0
  %457 = add i64 %456, 1
  %458 = add i64 %457, %.640
  %459 = getelementptr double, double* %u.2.sroa.60.0264, i64 %458
  %460 = bitcast double* %459 to <8 x double>*
  %wide.masked.load.1 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %460, i32 8, <8 x i1> %455, <8 x double> poison), !alias.scope !62
  %predphi.1 = select <8 x i1> %455, <8 x double> %wide.masked.load.1, <8 x double> %wide.load.1
  %461 = fadd <8 x double> %wide.load.1, %wide.load336.1
  %462 = fadd <8 x double> %461, %wide.load337.1
  %463 = fadd <8 x double> %462, %predphi.1
  %464 = fmul <8 x double> %wide.load.1, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %465 = fsub <8 x double> %463, %464
  %466 = fmul <8 x double> %wide.load.1, %wide.load.1
  %467 = fmul <8 x double> %wide.load.1, %466
  %468 = fsub <8 x double> %465, %467
  %469 = fmul <8 x double> %468, %broadcast.splat339
  %470 = fadd <8 x double> %wide.load.1, %469
  %scevgep2082 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20822083 = bitcast double* %scevgep2082 to <8 x double>*
  %scevgep2084 = getelementptr <8 x double>, <8 x double>* %scevgep20822083, i64 -6
  store <8 x double> %470, <8 x double>* %scevgep2084, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.1 = add <8 x i64> %vec.ind, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %scevgep2029 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep2029, align 8, !alias.scope !55
  %uglygep2056 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20562057 = bitcast i8* %uglygep2056 to <8 x double>*
  %scevgep2058 = getelementptr <8 x double>, <8 x double>* %uglygep20562057, i64 -5
  %wide.load336.2 = load <8 x double>, <8 x double>* %scevgep2058, align 8, !alias.scope !58
  %scevgep2025 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -5
  %scevgep20252026 = bitcast <8 x double>* %scevgep2025 to i8*
  %uglygep2027 = getelementptr i8, i8* %scevgep20252026, i64 -8
  %uglygep20272028 = bitcast i8* %uglygep2027 to <8 x double>*
  %wide.load337.2 = load <8 x double>, <8 x double>* %uglygep20272028, align 8, !alias.scope !60
  %471 = icmp slt <8 x i64> %vec.ind.next.1, %broadcast.splat
  %472 = extractelement <8 x i64> %vec.ind.next.1, i64 0
  %473 = add i64 %472, 1
  %474 = add i64 %473, %.640
  %475 = getelementptr double, double* %u.2.sroa.60.0264, i64 %474
  %476 = bitcast double* %475 to <8 x double>*
  %wide.masked.load.2 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %476, i32 8, <8 x i1> %471, <8 x double> poison), !alias.scope !62
  %predphi.2 = select <8 x i1> %471, <8 x double> %wide.masked.load.2, <8 x double> %wide.load.2
  %477 = fadd <8 x double> %wide.load.2, %wide.load336.2
  %478 = fadd <8 x double> %477, %wide.load337.2
  %479 = fadd <8 x double> %478, %predphi.2
  %480 = fmul <8 x double> %wide.load.2, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %481 = fsub <8 x double> %479, %480
  %482 = fmul <8 x double> %wide.load.2, %wide.load.2
  %483 = fmul <8 x double> %wide.load.2, %482
  %484 = fsub <8 x double> %481, %483
  %485 = fmul <8 x double> %484, %broadcast.splat339
  %486 = fadd <8 x double> %wide.load.2, %485
  %scevgep2079 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20792080 = bitcast double* %scevgep2079 to <8 x double>*
  %scevgep2081 = getelementptr <8 x double>, <8 x double>* %scevgep20792080, i64 -5
  store <8 x double> %486, <8 x double>* %scevgep2081, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.2 = add <8 x i64> %vec.ind, <i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24, i64 24>
  %scevgep2024 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep2024, align 8, !alias.scope !55
  %uglygep2053 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20532054 = bitcast i8* %uglygep2053 to <8 x double>*
  %scevgep2055 = getelementptr <8 x double>, <8 x double>* %uglygep20532054, i64 -4
  %wide.load336.3 = load <8 x double>, <8 x double>* %scevgep2055, align 8, !alias.scope !58
  %scevgep2020 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -4
  %scevgep20202021 = bitcast <8 x double>* %scevgep2020 to i8*
  %uglygep2022 = getelementptr i8, i8* %scevgep20202021, i64 -8
  %uglygep20222023 = bitcast i8* %uglygep2022 to <8 x double>*
  %wide.load337.3 = load <8 x double>, <8 x double>* %uglygep20222023, align 8, !alias.scope !60
  %487 = icmp slt <8 x i64> %vec.ind.next.2, %broadcast.splat
  %488 = extractelement <8 x i64> %vec.ind.next.2, i64 0
  %489 = add i64 %488, 1
  %490 = add i64 %489, %.640
  %491 = getelementptr double, double* %u.2.sroa.60.0264, i64 %490
  %492 = bitcast double* %491 to <8 x double>*
  %wide.masked.load.3 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %492, i32 8, <8 x i1> %487, <8 x double> poison), !alias.scope !62
  %predphi.3 = select <8 x i1> %487, <8 x double> %wide.masked.load.3, <8 x double> %wide.load.3
  %493 = fadd <8 x double> %wide.load.3, %wide.load336.3
  %494 = fadd <8 x double> %493, %wide.load337.3
  %495 = fadd <8 x double> %494, %predphi.3
  %496 = fmul <8 x double> %wide.load.3, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %497 = fsub <8 x double> %495, %496
  %498 = fmul <8 x double> %wide.load.3, %wide.load.3
  %499 = fmul <8 x double> %wide.load.3, %498
  %500 = fsub <8 x double> %497, %499
  %501 = fmul <8 x double> %500, %broadcast.splat339
  %502 = fadd <8 x double> %wide.load.3, %501
  %scevgep2076 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20762077 = bitcast double* %scevgep2076 to <8 x double>*
  %scevgep2078 = getelementptr <8 x double>, <8 x double>* %scevgep20762077, i64 -4
  store <8 x double> %502, <8 x double>* %scevgep2078, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.3 = add <8 x i64> %vec.ind, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %scevgep2019 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep2019, align 8, !alias.scope !55
  %uglygep2050 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20502051 = bitcast i8* %uglygep2050 to <8 x double>*
  %scevgep2052 = getelementptr <8 x double>, <8 x double>* %uglygep20502051, i64 -3
  %wide.load336.4 = load <8 x double>, <8 x double>* %scevgep2052, align 8, !alias.scope !58
  %scevgep2015 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -3
  %scevgep20152016 = bitcast <8 x double>* %scevgep2015 to i8*
  %uglygep2017 = getelementptr i8, i8* %scevgep20152016, i64 -8
  %uglygep20172018 = bitcast i8* %uglygep2017 to <8 x double>*
  %wide.load337.4 = load <8 x double>, <8 x double>* %uglygep20172018, align 8, !alias.scope !60
  %503 = icmp slt <8 x i64> %vec.ind.next.3, %broadcast.splat
  %504 = extractelement <8 x i64> %vec.ind.next.3, i64 0
  %505 = add i64 %504, 1
  %506 = add i64 %505, %.640
  %507 = getelementptr double, double* %u.2.sroa.60.0264, i64 %506
  %508 = bitcast double* %507 to <8 x double>*
  %wide.masked.load.4 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %508, i32 8, <8 x i1> %503, <8 x double> poison), !alias.scope !62
  %predphi.4 = select <8 x i1> %503, <8 x double> %wide.masked.load.4, <8 x double> %wide.load.4
  %509 = fadd <8 x double> %wide.load.4, %wide.load336.4
  %510 = fadd <8 x double> %509, %wide.load337.4
  %511 = fadd <8 x double> %510, %predphi.4
  %512 = fmul <8 x double> %wide.load.4, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %513 = fsub <8 x double> %511, %512
  %514 = fmul <8 x double> %wide.load.4, %wide.load.4
  %515 = fmul <8 x double> %wide.load.4, %514
  %516 = fsub <8 x double> %513, %515
  %517 = fmul <8 x double> %516, %broadcast.splat339
  %518 = fadd <8 x double> %wide.load.4, %517
  %scevgep2073 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20732074 = bitcast double* %scevgep2073 to <8 x double>*
  %scevgep2075 = getelementptr <8 x double>, <8 x double>* %scevgep20732074, i64 -3
  store <8 x double> %518, <8 x double>* %scevgep2075, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.4 = add <8 x i64> %vec.ind, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %scevgep2014 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep2014, align 8, !alias.scope !55
  %uglygep2047 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20472048 = bitcast i8* %uglygep2047 to <8 x double>*
  %scevgep2049 = getelementptr <8 x double>, <8 x double>* %uglygep20472048, i64 -2
  %wide.load336.5 = load <8 x double>, <8 x double>* %scevgep2049, align 8, !alias.scope !58
  %scevgep2010 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -2
  %scevgep20102011 = bitcast <8 x double>* %scevgep2010 to i8*
  %uglygep2012 = getelementptr i8, i8* %scevgep20102011, i64 -8
  %uglygep20122013 = bitcast i8* %uglygep2012 to <8 x double>*
  %wide.load337.5 = load <8 x double>, <8 x double>* %uglygep20122013, align 8, !alias.scope !60
  %519 = icmp slt <8 x i64> %vec.ind.next.4, %broadcast.splat
  %520 = extractelement <8 x i64> %vec.ind.next.4, i64 0
  %521 = add i64 %520, 1
  %522 = add i64 %521, %.640
  %523 = getelementptr double, double* %u.2.sroa.60.0264, i64 %522
  %524 = bitcast double* %523 to <8 x double>*
  %wide.masked.load.5 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %524, i32 8, <8 x i1> %519, <8 x double> poison), !alias.scope !62
  %predphi.5 = select <8 x i1> %519, <8 x double> %wide.masked.load.5, <8 x double> %wide.load.5
  %525 = fadd <8 x double> %wide.load.5, %wide.load336.5
  %526 = fadd <8 x double> %525, %wide.load337.5
  %527 = fadd <8 x double> %526, %predphi.5
  %528 = fmul <8 x double> %wide.load.5, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %529 = fsub <8 x double> %527, %528
  %530 = fmul <8 x double> %wide.load.5, %wide.load.5
  %531 = fmul <8 x double> %wide.load.5, %530
  %532 = fsub <8 x double> %529, %531
  %533 = fmul <8 x double> %532, %broadcast.splat339
  %534 = fadd <8 x double> %wide.load.5, %533
  %scevgep2070 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20702071 = bitcast double* %scevgep2070 to <8 x double>*
  %scevgep2072 = getelementptr <8 x double>, <8 x double>* %scevgep20702071, i64 -2
  store <8 x double> %534, <8 x double>* %scevgep2072, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.5 = add <8 x i64> %vec.ind, <i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48, i64 48>
  %scevgep2009 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep2009, align 8, !alias.scope !55
  %uglygep2044 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20442045 = bitcast i8* %uglygep2044 to <8 x double>*
  %scevgep2046 = getelementptr <8 x double>, <8 x double>* %uglygep20442045, i64 -1
  %wide.load336.6 = load <8 x double>, <8 x double>* %scevgep2046, align 8, !alias.scope !58
  %scevgep2005 = getelementptr <8 x double>, <8 x double>* %lsr.iv20022004, i64 -1
  %scevgep20052006 = bitcast <8 x double>* %scevgep2005 to i8*
  %uglygep2007 = getelementptr i8, i8* %scevgep20052006, i64 -8
  %uglygep20072008 = bitcast i8* %uglygep2007 to <8 x double>*
  %wide.load337.6 = load <8 x double>, <8 x double>* %uglygep20072008, align 8, !alias.scope !60
  %535 = icmp slt <8 x i64> %vec.ind.next.5, %broadcast.splat
  %536 = extractelement <8 x i64> %vec.ind.next.5, i64 0
  %537 = add i64 %536, 1
  %538 = add i64 %537, %.640
  %539 = getelementptr double, double* %u.2.sroa.60.0264, i64 %538
  %540 = bitcast double* %539 to <8 x double>*
  %wide.masked.load.6 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %540, i32 8, <8 x i1> %535, <8 x double> poison), !alias.scope !62
  %predphi.6 = select <8 x i1> %535, <8 x double> %wide.masked.load.6, <8 x double> %wide.load.6
  %541 = fadd <8 x double> %wide.load.6, %wide.load336.6
  %542 = fadd <8 x double> %541, %wide.load337.6
  %543 = fadd <8 x double> %542, %predphi.6
  %544 = fmul <8 x double> %wide.load.6, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %545 = fsub <8 x double> %543, %544
  %546 = fmul <8 x double> %wide.load.6, %wide.load.6
  %547 = fmul <8 x double> %wide.load.6, %546
  %548 = fsub <8 x double> %545, %547
  %549 = fmul <8 x double> %548, %broadcast.splat339
  %550 = fadd <8 x double> %wide.load.6, %549
  %scevgep2067 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20672068 = bitcast double* %scevgep2067 to <8 x double>*
  %scevgep2069 = getelementptr <8 x double>, <8 x double>* %scevgep20672068, i64 -1
  store <8 x double> %550, <8 x double>* %scevgep2069, align 8, !alias.scope !64, !noalias !66
  %vec.ind.next.6 = add <8 x i64> %vec.ind, <i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56, i64 56>
  %wide.load.7 = load <8 x double>, <8 x double>* %lsr.iv20022004, align 8, !alias.scope !55
  %uglygep2062 = getelementptr i8, i8* %lsr.iv20022043, i64 %45
  %uglygep20622063 = bitcast i8* %uglygep2062 to <8 x double>*
  %wide.load336.7 = load <8 x double>, <8 x double>* %uglygep20622063, align 8, !alias.scope !58
  %uglygep2036 = getelementptr i8, i8* %lsr.iv200220042035, i64 -8
  %uglygep20362037 = bitcast i8* %uglygep2036 to <8 x double>*
  %wide.load337.7 = load <8 x double>, <8 x double>* %uglygep20362037, align 8, !alias.scope !60
  %551 = icmp slt <8 x i64> %vec.ind.next.6, %broadcast.splat
  %552 = extractelement <8 x i64> %vec.ind.next.6, i64 0
  %553 = add i64 %552, 1
  %554 = add i64 %553, %.640
  %555 = getelementptr double, double* %u.2.sroa.60.0264, i64 %554
  %556 = bitcast double* %555 to <8 x double>*
  %wide.masked.load.7 = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %556, i32 8, <8 x i1> %551, <8 x double> poison), !alias.scope !62
  %predphi.7 = select <8 x i1> %551, <8 x double> %wide.masked.load.7, <8 x double> %wide.load.7
  %557 = fadd <8 x double> %wide.load.7, %wide.load336.7
  %558 = fadd <8 x double> %557, %wide.load337.7
  %559 = fadd <8 x double> %558, %predphi.7
  %560 = fmul <8 x double> %wide.load.7, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %561 = fsub <8 x double> %559, %560
  %562 = fmul <8 x double> %wide.load.7, %wide.load.7
  %563 = fmul <8 x double> %wide.load.7, %562
  %564 = fsub <8 x double> %561, %563
  %565 = fmul <8 x double> %564, %broadcast.splat339
  %566 = fadd <8 x double> %wide.load.7, %565
  %scevgep2085 = getelementptr double, double* %lsr.iv1685, i64 %index
  %scevgep20852086 = bitcast double* %scevgep2085 to <8 x double>*
  store <8 x double> %566, <8 x double>* %scevgep20852086, align 8, !alias.scope !64, !noalias !66
  %index.next.7 = add i64 %index, 64
  %vec.ind.next.7 = add <8 x i64> %vec.ind, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %scevgep2003 = getelementptr double, double* %lsr.iv2002, i64 64
  %lsr.iv.next2091 = add i64 %lsr.iv2090, -8
  %niter686.ncmp.7 = icmp eq i64 %lsr.iv.next2091, 0
  br i1 %niter686.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !67

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %vec.ind.unr = phi <8 x i64> [ <i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8>, %vector.ph ], [ %vec.ind.next.7, %vector.body ]
  %567 = and i64 %44, 7
  %568 = icmp eq i64 %567, 0
  br i1 %568, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv2092 = phi i64 [ %48, %vector.body.epil.preheader ], [ %lsr.iv.next2093, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.next.epil, %vector.body.epil ], [ %vec.ind.unr, %vector.body.epil.preheader ]
  %offset.idx.epil = or i64 %index.epil, 1
  %569 = add i64 %offset.idx.epil, %.640
  %570 = getelementptr double, double* %u.2.sroa.60.0264, i64 %569
  %571 = bitcast double* %570 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %571, align 8, !alias.scope !55
  %572 = add i64 %offset.idx.epil, %.779
  %573 = getelementptr double, double* %u.2.sroa.60.0264, i64 %572
  %574 = bitcast double* %573 to <8 x double>*
  %wide.load336.epil = load <8 x double>, <8 x double>* %574, align 8, !alias.scope !58
  %575 = add i64 %.805, %offset.idx.epil
  %576 = getelementptr double, double* %u.2.sroa.60.0264, i64 %575
  %577 = bitcast double* %576 to <8 x double>*
  %wide.load337.epil = load <8 x double>, <8 x double>* %577, align 8, !alias.scope !60
  %578 = icmp slt <8 x i64> %vec.ind.epil, %broadcast.splat
  %579 = extractelement <8 x i64> %vec.ind.epil, i64 0
  %580 = add i64 %579, 1
  %581 = add i64 %580, %.640
  %582 = getelementptr double, double* %u.2.sroa.60.0264, i64 %581
  %583 = bitcast double* %582 to <8 x double>*
  %wide.masked.load.epil = call <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>* %583, i32 8, <8 x i1> %578, <8 x double> poison), !alias.scope !62
  %predphi.epil = select <8 x i1> %578, <8 x double> %wide.masked.load.epil, <8 x double> %wide.load.epil
  %584 = fadd <8 x double> %wide.load.epil, %wide.load336.epil
  %585 = fadd <8 x double> %584, %wide.load337.epil
  %586 = fadd <8 x double> %585, %predphi.epil
  %587 = fmul <8 x double> %wide.load.epil, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %588 = fsub <8 x double> %586, %587
  %589 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %590 = fmul <8 x double> %wide.load.epil, %589
  %591 = fsub <8 x double> %588, %590
  %592 = fmul <8 x double> %591, %broadcast.splat339
  %593 = fadd <8 x double> %wide.load.epil, %592
  %594 = getelementptr double, double* %.6.i1.i, i64 %569
  %595 = bitcast double* %594 to <8 x double>*
  store <8 x double> %593, <8 x double>* %595, align 8, !alias.scope !64, !noalias !66
  %index.next.epil = add nuw i64 %index.epil, 8
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %lsr.iv.next2093 = add nsw i64 %lsr.iv2092, -8
  %epil.iter683.cmp.not = icmp eq i64 %lsr.iv.next2093, 0
  br i1 %epil.iter683.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !68

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %596 = icmp eq i64 %31, %n.vec
  br i1 %596, label %B168.loopexit, label %B356.us235.preheader638

B356.us235.preheader638:                          ; preds = %vector.memcheck, %B356.us235.preheader, %middle.block
  %.495.0204.us209.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B356.us235.preheader ], [ %ind.end, %middle.block ]
  %597 = sub i64 %spec.select145, %.495.0204.us209.ph
  %598 = xor i64 %.495.0204.us209.ph, -1
  %599 = add i64 %spec.select145, %598
  %xtraiter687 = and i64 %597, 7
  %lcmp.mod688.not = icmp eq i64 %xtraiter687, 0
  br i1 %lcmp.mod688.not, label %B356.us235.prol.loopexit, label %B356.us235.prol.preheader

B356.us235.prol.preheader:                        ; preds = %B356.us235.preheader638
  br label %B356.us235.prol

B356.us235.prol:                                  ; preds = %B356.us235.prol.preheader, %B404.us246.prol
  %lsr.iv2094 = phi i64 [ %xtraiter687, %B356.us235.prol.preheader ], [ %lsr.iv.next2095, %B404.us246.prol ]
  %.495.0204.us209.prol = phi i64 [ %.564.us211.prol, %B404.us246.prol ], [ %.495.0204.us209.ph, %B356.us235.prol.preheader ]
  %scevgep2104 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209.prol
  %.645.us217.prol = load double, double* %scevgep2104, align 8
  %scevgep2100 = getelementptr double, double* %lsr.iv2097, i64 %.495.0204.us209.prol
  %.784.us227.prol = load double, double* %scevgep2100, align 8
  %scevgep2105 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209.prol
  %scevgep2106 = getelementptr double, double* %scevgep2105, i64 -1
  %.858.us234.prol = load double, double* %scevgep2106, align 8
  %.878.us238.prol = icmp slt i64 %.495.0204.us209.prol, %.876
  br i1 %.878.us238.prol, label %B376.us239.prol, label %B404.us246.prol

B376.us239.prol:                                  ; preds = %B356.us235.prol
  %scevgep2102 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209.prol
  %scevgep2103 = getelementptr double, double* %scevgep2102, i64 1
  %.934.us245.prol = load double, double* %scevgep2103, align 8
  br label %B404.us246.prol

B404.us246.prol:                                  ; preds = %B376.us239.prol, %B356.us235.prol
  %"$phi404.3.2.3.us247.prol" = phi double [ %.934.us245.prol, %B376.us239.prol ], [ %.645.us217.prol, %B356.us235.prol ]
  %.950.us248.prol = fadd double %.645.us217.prol, %.784.us227.prol
  %.956.us249.prol = fadd double %.950.us248.prol, %.858.us234.prol
  %.959.us250.prol = fadd double %.956.us249.prol, %"$phi404.3.2.3.us247.prol"
  %.961.us251.prol = fmul double %.645.us217.prol, 4.000000e+00
  %.962.us252.prol = fsub double %.959.us250.prol, %.961.us251.prol
  %.965.us253.prol = fmul double %.645.us217.prol, %.645.us217.prol
  %.967.us254.prol = fmul double %.645.us217.prol, %.965.us253.prol
  %.968.us255.prol = fsub double %.962.us252.prol, %.967.us254.prol
  %.970.us256.prol = fmul double %.968.us255.prol, %arg.h
  %.972.us257.prol = fadd double %.645.us217.prol, %.970.us256.prol
  %scevgep2101 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209.prol
  store double %.972.us257.prol, double* %scevgep2101, align 8
  %lsr.iv.next2095 = add nsw i64 %lsr.iv2094, -1
  %.564.us211.prol = add i64 %.495.0204.us209.prol, 1
  %prol.iter689.cmp.not = icmp eq i64 %lsr.iv.next2095, 0
  br i1 %prol.iter689.cmp.not, label %B356.us235.prol.loopexit, label %B356.us235.prol, !llvm.loop !69

B356.us235.prol.loopexit:                         ; preds = %B404.us246.prol, %B356.us235.preheader638
  %.495.0204.us209.unr = phi i64 [ %.495.0204.us209.ph, %B356.us235.preheader638 ], [ %.564.us211.prol, %B404.us246.prol ]
  %600 = icmp ult i64 %599, 7
  br i1 %600, label %B168.loopexit, label %B356.us235.preheader696

B356.us235.preheader696:                          ; preds = %B356.us235.prol.loopexit
  br label %B356.us235

B356.us235:                                       ; preds = %B356.us235.preheader696, %B404.us246.7
  %.495.0204.us209 = phi i64 [ %608, %B404.us246.7 ], [ %.495.0204.us209.unr, %B356.us235.preheader696 ]
  %scevgep2114 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %.645.us217 = load double, double* %scevgep2114, align 8
  %scevgep2158 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2159 = getelementptr double, double* %scevgep2158, i64 -6
  %.784.us227 = load double, double* %scevgep2159, align 8
  %scevgep2117 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2118 = getelementptr double, double* %scevgep2117, i64 -1
  %.858.us234 = load double, double* %scevgep2118, align 8
  %.878.us238 = icmp slt i64 %.495.0204.us209, %.876
  br i1 %.878.us238, label %B376.us239, label %B404.us246

B376.us239:                                       ; preds = %B356.us235
  %scevgep2129 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2130 = getelementptr double, double* %scevgep2129, i64 1
  %.934.us245 = load double, double* %scevgep2130, align 8
  br label %B404.us246

B404.us246:                                       ; preds = %B376.us239, %B356.us235
  %"$phi404.3.2.3.us247" = phi double [ %.934.us245, %B376.us239 ], [ %.645.us217, %B356.us235 ]
  %.950.us248 = fadd double %.645.us217, %.784.us227
  %.956.us249 = fadd double %.950.us248, %.858.us234
  %.959.us250 = fadd double %.956.us249, %"$phi404.3.2.3.us247"
  %.961.us251 = fmul double %.645.us217, 4.000000e+00
  %.962.us252 = fsub double %.959.us250, %.961.us251
  %.965.us253 = fmul double %.645.us217, %.645.us217
  %.967.us254 = fmul double %.645.us217, %.965.us253
  %.968.us255 = fsub double %.962.us252, %.967.us254
  %.970.us256 = fmul double %.968.us255, %arg.h
  %.972.us257 = fadd double %.645.us217, %.970.us256
  %scevgep2172 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  store double %.972.us257, double* %scevgep2172, align 8
  %scevgep2127 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2128 = getelementptr double, double* %scevgep2127, i64 1
  %.645.us217.1 = load double, double* %scevgep2128, align 8
  %scevgep2160 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2161 = getelementptr double, double* %scevgep2160, i64 -5
  %.784.us227.1 = load double, double* %scevgep2161, align 8
  %scevgep2113 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %.858.us234.1 = load double, double* %scevgep2113, align 8
  %601 = add i64 %.495.0204.us209, 1
  %.878.us238.1 = icmp slt i64 %601, %.876
  br i1 %.878.us238.1, label %B376.us239.1, label %B404.us246.1

B376.us239.1:                                     ; preds = %B404.us246
  %scevgep2135 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2136 = getelementptr double, double* %scevgep2135, i64 2
  %.934.us245.1 = load double, double* %scevgep2136, align 8
  br label %B404.us246.1

B404.us246.1:                                     ; preds = %B376.us239.1, %B404.us246
  %"$phi404.3.2.3.us247.1" = phi double [ %.934.us245.1, %B376.us239.1 ], [ %.645.us217.1, %B404.us246 ]
  %.950.us248.1 = fadd double %.645.us217.1, %.784.us227.1
  %.956.us249.1 = fadd double %.950.us248.1, %.858.us234.1
  %.959.us250.1 = fadd double %.956.us249.1, %"$phi404.3.2.3.us247.1"
  %.961.us251.1 = fmul double %.645.us217.1, 4.000000e+00
  %.962.us252.1 = fsub double %.959.us250.1, %.961.us251.1
  %.965.us253.1 = fmul double %.645.us217.1, %.645.us217.1
  %.967.us254.1 = fmul double %.645.us217.1, %.965.us253.1
  %.968.us255.1 = fsub double %.962.us252.1, %.967.us254.1
  %.970.us256.1 = fmul double %.968.us255.1, %arg.h
  %.972.us257.1 = fadd double %.645.us217.1, %.970.us256.1
  %scevgep2173 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2174 = getelementptr double, double* %scevgep2173, i64 1
  store double %.972.us257.1, double* %scevgep2174, align 8
  %scevgep2133 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2134 = getelementptr double, double* %scevgep2133, i64 2
  %.645.us217.2 = load double, double* %scevgep2134, align 8
  %scevgep2162 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2163 = getelementptr double, double* %scevgep2162, i64 -4
  %.784.us227.2 = load double, double* %scevgep2163, align 8
  %scevgep2125 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2126 = getelementptr double, double* %scevgep2125, i64 1
  %.858.us234.2 = load double, double* %scevgep2126, align 8
  %602 = add i64 %601, 1
  %.878.us238.2 = icmp slt i64 %602, %.876
  br i1 %.878.us238.2, label %B376.us239.2, label %B404.us246.2

B376.us239.2:                                     ; preds = %B404.us246.1
  %scevgep2141 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2142 = getelementptr double, double* %scevgep2141, i64 3
  %.934.us245.2 = load double, double* %scevgep2142, align 8
  br label %B404.us246.2

B404.us246.2:                                     ; preds = %B376.us239.2, %B404.us246.1
  %"$phi404.3.2.3.us247.2" = phi double [ %.934.us245.2, %B376.us239.2 ], [ %.645.us217.2, %B404.us246.1 ]
  %.950.us248.2 = fadd double %.645.us217.2, %.784.us227.2
  %.956.us249.2 = fadd double %.950.us248.2, %.858.us234.2
  %.959.us250.2 = fadd double %.956.us249.2, %"$phi404.3.2.3.us247.2"
  %.961.us251.2 = fmul double %.645.us217.2, 4.000000e+00
  %.962.us252.2 = fsub double %.959.us250.2, %.961.us251.2
  %.965.us253.2 = fmul double %.645.us217.2, %.645.us217.2
  %.967.us254.2 = fmul double %.645.us217.2, %.965.us253.2
  %.968.us255.2 = fsub double %.962.us252.2, %.967.us254.2
  %.970.us256.2 = fmul double %.968.us255.2, %arg.h
  %.972.us257.2 = fadd double %.645.us217.2, %.970.us256.2
  %scevgep2175 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2176 = getelementptr double, double* %scevgep2175, i64 2
  store double %.972.us257.2, double* %scevgep2176, align 8
  %scevgep2139 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2140 = getelementptr double, double* %scevgep2139, i64 3
  %.645.us217.3 = load double, double* %scevgep2140, align 8
  %scevgep2164 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2165 = getelementptr double, double* %scevgep2164, i64 -3
  %.784.us227.3 = load double, double* %scevgep2165, align 8
  %scevgep2131 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2132 = getelementptr double, double* %scevgep2131, i64 2
  %.858.us234.3 = load double, double* %scevgep2132, align 8
  %603 = add i64 %602, 1
  %.878.us238.3 = icmp slt i64 %603, %.876
  br i1 %.878.us238.3, label %B376.us239.3, label %B404.us246.3

B376.us239.3:                                     ; preds = %B404.us246.2
  %scevgep2111 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2112 = getelementptr double, double* %scevgep2111, i64 4
  %.934.us245.3 = load double, double* %scevgep2112, align 8
  br label %B404.us246.3

B404.us246.3:                                     ; preds = %B376.us239.3, %B404.us246.2
  %"$phi404.3.2.3.us247.3" = phi double [ %.934.us245.3, %B376.us239.3 ], [ %.645.us217.3, %B404.us246.2 ]
  %.950.us248.3 = fadd double %.645.us217.3, %.784.us227.3
  %.956.us249.3 = fadd double %.950.us248.3, %.858.us234.3
  %.959.us250.3 = fadd double %.956.us249.3, %"$phi404.3.2.3.us247.3"
  %.961.us251.3 = fmul double %.645.us217.3, 4.000000e+00
  %.962.us252.3 = fsub double %.959.us250.3, %.961.us251.3
  %.965.us253.3 = fmul double %.645.us217.3, %.645.us217.3
  %.967.us254.3 = fmul double %.645.us217.3, %.965.us253.3
  %.968.us255.3 = fsub double %.962.us252.3, %.967.us254.3
  %.970.us256.3 = fmul double %.968.us255.3, %arg.h
  %.972.us257.3 = fadd double %.645.us217.3, %.970.us256.3
  %scevgep2177 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2178 = getelementptr double, double* %scevgep2177, i64 3
  store double %.972.us257.3, double* %scevgep2178, align 8
  %scevgep2109 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2110 = getelementptr double, double* %scevgep2109, i64 4
  %.645.us217.4 = load double, double* %scevgep2110, align 8
  %scevgep2156 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2157 = getelementptr double, double* %scevgep2156, i64 -2
  %.784.us227.4 = load double, double* %scevgep2157, align 8
  %scevgep2137 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2138 = getelementptr double, double* %scevgep2137, i64 3
  %.858.us234.4 = load double, double* %scevgep2138, align 8
  %604 = add i64 %603, 1
  %.878.us238.4 = icmp slt i64 %604, %.876
  br i1 %.878.us238.4, label %B376.us239.4, label %B404.us246.4

B376.us239.4:                                     ; preds = %B404.us246.3
  %scevgep2151 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2152 = getelementptr double, double* %scevgep2151, i64 5
  %.934.us245.4 = load double, double* %scevgep2152, align 8
  br label %B404.us246.4

B404.us246.4:                                     ; preds = %B376.us239.4, %B404.us246.3
  %"$phi404.3.2.3.us247.4" = phi double [ %.934.us245.4, %B376.us239.4 ], [ %.645.us217.4, %B404.us246.3 ]
  %.950.us248.4 = fadd double %.645.us217.4, %.784.us227.4
  %.956.us249.4 = fadd double %.950.us248.4, %.858.us234.4
  %.959.us250.4 = fadd double %.956.us249.4, %"$phi404.3.2.3.us247.4"
  %.961.us251.4 = fmul double %.645.us217.4, 4.000000e+00
  %.962.us252.4 = fsub double %.959.us250.4, %.961.us251.4
  %.965.us253.4 = fmul double %.645.us217.4, %.645.us217.4
  %.967.us254.4 = fmul double %.645.us217.4, %.965.us253.4
  %.968.us255.4 = fsub double %.962.us252.4, %.967.us254.4
  %.970.us256.4 = fmul double %.968.us255.4, %arg.h
  %.972.us257.4 = fadd double %.645.us217.4, %.970.us256.4
  %scevgep2170 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2171 = getelementptr double, double* %scevgep2170, i64 4
  store double %.972.us257.4, double* %scevgep2171, align 8
  %scevgep2149 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2150 = getelementptr double, double* %scevgep2149, i64 5
  %.645.us217.5 = load double, double* %scevgep2150, align 8
  %scevgep2166 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2167 = getelementptr double, double* %scevgep2166, i64 -1
  %.784.us227.5 = load double, double* %scevgep2167, align 8
  %scevgep2107 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2108 = getelementptr double, double* %scevgep2107, i64 4
  %.858.us234.5 = load double, double* %scevgep2108, align 8
  %605 = add i64 %604, 1
  %.878.us238.5 = icmp slt i64 %605, %.876
  br i1 %.878.us238.5, label %B376.us239.5, label %B404.us246.5

B376.us239.5:                                     ; preds = %B404.us246.4
  %scevgep2123 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2124 = getelementptr double, double* %scevgep2123, i64 6
  %.934.us245.5 = load double, double* %scevgep2124, align 8
  br label %B404.us246.5

B404.us246.5:                                     ; preds = %B376.us239.5, %B404.us246.4
  %"$phi404.3.2.3.us247.5" = phi double [ %.934.us245.5, %B376.us239.5 ], [ %.645.us217.5, %B404.us246.4 ]
  %.950.us248.5 = fadd double %.645.us217.5, %.784.us227.5
  %.956.us249.5 = fadd double %.950.us248.5, %.858.us234.5
  %.959.us250.5 = fadd double %.956.us249.5, %"$phi404.3.2.3.us247.5"
  %.961.us251.5 = fmul double %.645.us217.5, 4.000000e+00
  %.962.us252.5 = fsub double %.959.us250.5, %.961.us251.5
  %.965.us253.5 = fmul double %.645.us217.5, %.645.us217.5
  %.967.us254.5 = fmul double %.645.us217.5, %.965.us253.5
  %.968.us255.5 = fsub double %.962.us252.5, %.967.us254.5
  %.970.us256.5 = fmul double %.968.us255.5, %arg.h
  %.972.us257.5 = fadd double %.645.us217.5, %.970.us256.5
  %scevgep2179 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2180 = getelementptr double, double* %scevgep2179, i64 5
  store double %.972.us257.5, double* %scevgep2180, align 8
  %scevgep2121 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2122 = getelementptr double, double* %scevgep2121, i64 6
  %.645.us217.6 = load double, double* %scevgep2122, align 8
  %scevgep2153 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %.784.us227.6 = load double, double* %scevgep2153, align 8
  %scevgep2147 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2148 = getelementptr double, double* %scevgep2147, i64 5
  %.858.us234.6 = load double, double* %scevgep2148, align 8
  %606 = add i64 %605, 1
  %.878.us238.6 = icmp slt i64 %606, %.876
  br i1 %.878.us238.6, label %B376.us239.6, label %B404.us246.6

B376.us239.6:                                     ; preds = %B404.us246.5
  %scevgep2145 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2146 = getelementptr double, double* %scevgep2145, i64 7
  %.934.us245.6 = load double, double* %scevgep2146, align 8
  br label %B404.us246.6

B404.us246.6:                                     ; preds = %B376.us239.6, %B404.us246.5
  %"$phi404.3.2.3.us247.6" = phi double [ %.934.us245.6, %B376.us239.6 ], [ %.645.us217.6, %B404.us246.5 ]
  %.950.us248.6 = fadd double %.645.us217.6, %.784.us227.6
  %.956.us249.6 = fadd double %.950.us248.6, %.858.us234.6
  %.959.us250.6 = fadd double %.956.us249.6, %"$phi404.3.2.3.us247.6"
  %.961.us251.6 = fmul double %.645.us217.6, 4.000000e+00
  %.962.us252.6 = fsub double %.959.us250.6, %.961.us251.6
  %.965.us253.6 = fmul double %.645.us217.6, %.645.us217.6
  %.967.us254.6 = fmul double %.645.us217.6, %.965.us253.6
  %.968.us255.6 = fsub double %.962.us252.6, %.967.us254.6
  %.970.us256.6 = fmul double %.968.us255.6, %arg.h
  %.972.us257.6 = fadd double %.645.us217.6, %.970.us256.6
  %scevgep2181 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2182 = getelementptr double, double* %scevgep2181, i64 6
  store double %.972.us257.6, double* %scevgep2182, align 8
  %scevgep2143 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2144 = getelementptr double, double* %scevgep2143, i64 7
  %.645.us217.7 = load double, double* %scevgep2144, align 8
  %scevgep2154 = getelementptr double, double* %lsr.iv1784, i64 %.495.0204.us209
  %scevgep2155 = getelementptr double, double* %scevgep2154, i64 1
  %.784.us227.7 = load double, double* %scevgep2155, align 8
  %scevgep2119 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2120 = getelementptr double, double* %scevgep2119, i64 6
  %.858.us234.7 = load double, double* %scevgep2120, align 8
  %607 = add i64 %606, 1
  %.878.us238.7 = icmp slt i64 %607, %.876
  br i1 %.878.us238.7, label %B376.us239.7, label %B404.us246.7

B376.us239.7:                                     ; preds = %B404.us246.6
  %scevgep2115 = getelementptr double, double* %lsr.iv1728, i64 %.495.0204.us209
  %scevgep2116 = getelementptr double, double* %scevgep2115, i64 8
  %.934.us245.7 = load double, double* %scevgep2116, align 8
  br label %B404.us246.7

B404.us246.7:                                     ; preds = %B376.us239.7, %B404.us246.6
  %"$phi404.3.2.3.us247.7" = phi double [ %.934.us245.7, %B376.us239.7 ], [ %.645.us217.7, %B404.us246.6 ]
  %.950.us248.7 = fadd double %.645.us217.7, %.784.us227.7
  %.956.us249.7 = fadd double %.950.us248.7, %.858.us234.7
  %.959.us250.7 = fadd double %.956.us249.7, %"$phi404.3.2.3.us247.7"
  %.961.us251.7 = fmul double %.645.us217.7, 4.000000e+00
  %.962.us252.7 = fsub double %.959.us250.7, %.961.us251.7
  %.965.us253.7 = fmul double %.645.us217.7, %.645.us217.7
  %.967.us254.7 = fmul double %.645.us217.7, %.965.us253.7
  %.968.us255.7 = fsub double %.962.us252.7, %.967.us254.7
  %.970.us256.7 = fmul double %.968.us255.7, %arg.h
  %.972.us257.7 = fadd double %.645.us217.7, %.970.us256.7
  %scevgep2168 = getelementptr double, double* %lsr.iv1723, i64 %.495.0204.us209
  %scevgep2169 = getelementptr double, double* %scevgep2168, i64 7
  store double %.972.us257.7, double* %scevgep2169, align 8
  %608 = add i64 %607, 1
  %exitcond280.not.7 = icmp eq i64 %608, %spec.select145
  br i1 %exitcond280.not.7, label %B168.loopexit, label %B356.us235, !llvm.loop !70

B490.endif.endif.endif.endif.if:                  ; preds = %B150.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936736991360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !15
  br label %common.ret

B490.endif.endif.endif.endif.endif:               ; preds = %B150.i.1
  %.1217 = extractvalue { i64, i1 } %.1216, 0
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1217, i32 32), !noalias !71
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %B490.endif.endif.endif.endif.endif.if, label %B490.endif.endif.endif.endif.endif.endif, !prof !0

B490.endif.endif.endif.endif.endif.if:            ; preds = %B490.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B490.endif.endif.endif.endif.endif.endif:         ; preds = %B490.endif.endif.endif.endif.endif
  %.5.i31 = getelementptr i8, i8* %.7.i.i25, i64 24
  %609 = bitcast i8* %.5.i31 to double**
  %.6.i32106 = load double*, double** %609, align 8
  %.130397 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.130397, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B490.endif.endif.endif.endif.endif.endif
  %.130688 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.130688, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %scevgep544 = getelementptr double, double* %.6.i1.i, i64 %arg.u0.5.1
  %scevgep549 = getelementptr double, double* %.6.i1.i, i64 %arg.u0.5.1
  %610 = add i64 %arg.u0.5.1, -1
  %611 = add i64 %arg.u0.5.1, -32
  %612 = lshr i64 %611, 5
  %613 = add nuw nsw i64 %612, 1
  %xtraiter655 = and i64 %arg.u0.5.1, 7
  %n.vec481 = and i64 %arg.u0.5.1, -32
  %xtraiter658 = and i64 %613, 7
  %unroll_iter661 = and i64 %613, 1152921504606846968
  %ind.escape = add i64 %n.vec481, -1
  %n.vec565 = and i64 %arg.u0.5.1, -32
  %ind.escape578 = add i64 %n.vec565, -1
  %614 = shl i64 %arg.u0.5.1, 3
  %scevgep875 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep1071 = getelementptr double, double* %.6.i32106, i64 24
  %scevgep1090 = getelementptr double, double* %.6.i1.i, i64 24
  %615 = shl nuw nsw i64 %xtraiter658, 8
  %616 = sub i64 0, %arg.u0.5.1
  %scevgep1164 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep1261 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep1470 = getelementptr double, double* %.6.i1.i, i64 24
  %scevgep1484 = getelementptr double, double* %.6.i1.i, i64 24
  %617 = shl nuw nsw i64 %xtraiter658, 8
  %scevgep1506 = getelementptr double, double* %.6.i1.i, i64 7
  %scevgep1523 = getelementptr double, double* %.6.i1.i, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv1108 = phi double* [ %.6.i1.i, %for.cond.1.preheader.us.preheader ], [ %638, %for.end.1.loopexit.us ]
  %lsr.iv1091 = phi double* [ %scevgep1090, %for.cond.1.preheader.us.preheader ], [ %637, %for.end.1.loopexit.us ]
  %lsr.iv1072 = phi double* [ %scevgep1071, %for.cond.1.preheader.us.preheader ], [ %636, %for.end.1.loopexit.us ]
  %lsr.iv876 = phi double* [ %scevgep875, %for.cond.1.preheader.us.preheader ], [ %635, %for.end.1.loopexit.us ]
  %lsr.iv856 = phi double* [ %.6.i32106, %for.cond.1.preheader.us.preheader ], [ %634, %for.end.1.loopexit.us ]
  %loop.index102.us = phi i64 [ %.1375.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1299.0101.us = phi i64 [ %.1299.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1296.0100.us = phi i64 [ %.1296.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1293.099.us = phi i64 [ %.1293.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.1290.098.us = phi i64 [ %spec.select143.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %618 = icmp eq i64 %arg.u0.5.0, 1
  %619 = mul i64 %loop.index102.us, %arg.u0.5.1
  %scevgep538 = getelementptr double, double* %.6.i32106, i64 %619
  %620 = add i64 %619, %arg.u0.5.1
  %scevgep540 = getelementptr double, double* %.6.i32106, i64 %620
  %621 = mul i64 %loop.index102.us, %arg.u0.5.1
  %scevgep464 = getelementptr double, double* %.6.i32106, i64 %621
  %622 = add i64 %621, %arg.u0.5.1
  %scevgep466 = getelementptr double, double* %.6.i32106, i64 %622
  %623 = mul i64 %loop.index102.us, %arg.u0.5.1
  %scevgep468 = getelementptr double, double* %.6.i1.i, i64 %623
  %624 = add i64 %623, %arg.u0.5.1
  %scevgep470 = getelementptr double, double* %.6.i1.i, i64 %624
  br i1 %618, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.body.1.us167:                                 ; preds = %for.body.1.us167.preheader, %for.body.1.us167
  %loop.index.193.us168 = phi i64 [ %.1373.us180.7, %for.body.1.us167 ], [ %loop.index.193.us168.unr, %for.body.1.us167.preheader ]
  %sunkaddr = mul i64 %.1322.us170, 8
  %625 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2183 = getelementptr i8, i8* %625, i64 %sunkaddr
  %626 = bitcast i8* %sunkaddr2183 to double*
  %.1324.us172 = load double, double* %626, align 8
  %sunkaddr2184 = mul i64 %.1339.us174, 8
  %627 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2185 = getelementptr i8, i8* %627, i64 %sunkaddr2184
  %628 = bitcast i8* %sunkaddr2185 to double*
  %.1341.us176 = load double, double* %628, align 8
  %.6.i33.us177 = fmul double %.1324.us172, %.1341.us176
  %scevgep1151 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  store double %.6.i33.us177, double* %scevgep1151, align 8
  %.1324.us172.1 = load double, double* %626, align 8
  %.1341.us176.1 = load double, double* %628, align 8
  %.6.i33.us177.1 = fmul double %.1324.us172.1, %.1341.us176.1
  %scevgep1154 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1155 = getelementptr double, double* %scevgep1154, i64 1
  store double %.6.i33.us177.1, double* %scevgep1155, align 8
  %.1324.us172.2 = load double, double* %626, align 8
  %.1341.us176.2 = load double, double* %628, align 8
  %.6.i33.us177.2 = fmul double %.1324.us172.2, %.1341.us176.2
  %scevgep1156 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1157 = getelementptr double, double* %scevgep1156, i64 2
  store double %.6.i33.us177.2, double* %scevgep1157, align 8
  %.1324.us172.3 = load double, double* %626, align 8
  %.1341.us176.3 = load double, double* %628, align 8
  %.6.i33.us177.3 = fmul double %.1324.us172.3, %.1341.us176.3
  %scevgep1158 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1159 = getelementptr double, double* %scevgep1158, i64 3
  store double %.6.i33.us177.3, double* %scevgep1159, align 8
  %.1324.us172.4 = load double, double* %626, align 8
  %.1341.us176.4 = load double, double* %628, align 8
  %.6.i33.us177.4 = fmul double %.1324.us172.4, %.1341.us176.4
  %scevgep1149 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1150 = getelementptr double, double* %scevgep1149, i64 4
  store double %.6.i33.us177.4, double* %scevgep1150, align 8
  %.1324.us172.5 = load double, double* %626, align 8
  %.1341.us176.5 = load double, double* %628, align 8
  %.6.i33.us177.5 = fmul double %.1324.us172.5, %.1341.us176.5
  %scevgep1162 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1163 = getelementptr double, double* %scevgep1162, i64 5
  store double %.6.i33.us177.5, double* %scevgep1163, align 8
  %.1324.us172.6 = load double, double* %626, align 8
  %.1341.us176.6 = load double, double* %628, align 8
  %.6.i33.us177.6 = fmul double %.1324.us172.6, %.1341.us176.6
  %scevgep1160 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1161 = getelementptr double, double* %scevgep1160, i64 6
  store double %.6.i33.us177.6, double* %scevgep1161, align 8
  %.1324.us172.7 = load double, double* %626, align 8
  %.1341.us176.7 = load double, double* %628, align 8
  %.6.i33.us177.7 = fmul double %.1324.us172.7, %.1341.us176.7
  %scevgep1152 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168
  %scevgep1153 = getelementptr double, double* %scevgep1152, i64 7
  store double %.6.i33.us177.7, double* %scevgep1153, align 8
  %.1373.us180.7 = add nuw nsw i64 %loop.index.193.us168, 8
  %exitcond.not.7 = icmp eq i64 %arg.u0.5.1, %.1373.us180.7
  br i1 %exitcond.not.7, label %for.end.1.loopexit.us, label %for.body.1.us167, !llvm.loop !78

for.end.1.loopexit.us:                            ; preds = %for.body.1.us167.prol.loopexit, %for.body.1.us148.us.prol.loopexit, %middle.block559, %for.body.1.us.us186, %for.body.1.us.us.us, %for.body.1.us167, %for.body.1.us148.us, %for.body.1.us.us186.prol.loopexit, %for.body.1.us.us.us.prol.loopexit, %middle.block475
  %spec.select143.lcssa.us = phi i64 [ %loop.index102.us, %middle.block475 ], [ %loop.index102.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index102.us, %for.body.1.us.us186.prol.loopexit ], [ %.1290.098.us, %for.body.1.us148.us ], [ %.1290.098.us, %for.body.1.us167 ], [ %loop.index102.us, %for.body.1.us.us.us ], [ %loop.index102.us, %for.body.1.us.us186 ], [ %.1290.098.us, %middle.block559 ], [ %.1290.098.us, %for.body.1.us148.us.prol.loopexit ], [ %.1290.098.us, %for.body.1.us167.prol.loopexit ]
  %.1293.2.lcssa.us = phi i64 [ %ind.escape, %middle.block475 ], [ %loop.index.193.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1293.099.us, %for.body.1.us.us186.prol.loopexit ], [ %lsr.iv.next1505, %for.body.1.us148.us ], [ %.1293.099.us, %for.body.1.us167 ], [ %lsr.iv.next1115, %for.body.1.us.us.us ], [ %.1293.099.us, %for.body.1.us.us186 ], [ %ind.escape578, %middle.block559 ], [ %loop.index.193.us149.us.lcssa.unr, %for.body.1.us148.us.prol.loopexit ], [ %.1293.099.us, %for.body.1.us167.prol.loopexit ]
  %.1296.2.lcssa.us = phi i64 [ %loop.index102.us, %middle.block475 ], [ %loop.index102.us, %for.body.1.us.us.us.prol.loopexit ], [ %loop.index102.us, %for.body.1.us.us186.prol.loopexit ], [ %.1296.0100.us, %for.body.1.us148.us ], [ %.1296.0100.us, %for.body.1.us167 ], [ %loop.index102.us, %for.body.1.us.us.us ], [ %loop.index102.us, %for.body.1.us.us186 ], [ %.1296.0100.us, %middle.block559 ], [ %.1296.0100.us, %for.body.1.us148.us.prol.loopexit ], [ %.1296.0100.us, %for.body.1.us167.prol.loopexit ]
  %.1299.2.lcssa.us = phi i64 [ %ind.escape, %middle.block475 ], [ %loop.index.193.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %.1299.0101.us, %for.body.1.us.us186.prol.loopexit ], [ %lsr.iv.next1505, %for.body.1.us148.us ], [ %.1299.0101.us, %for.body.1.us167 ], [ %lsr.iv.next1115, %for.body.1.us.us.us ], [ %.1299.0101.us, %for.body.1.us.us186 ], [ %ind.escape578, %middle.block559 ], [ %loop.index.193.us149.us.lcssa.unr, %for.body.1.us148.us.prol.loopexit ], [ %.1299.0101.us, %for.body.1.us167.prol.loopexit ]
  %629 = bitcast double* %lsr.iv856 to i1*
  %630 = bitcast double* %lsr.iv876 to i1*
  %631 = bitcast double* %lsr.iv1091 to i1*
  %632 = bitcast double* %lsr.iv1072 to i1*
  %633 = bitcast double* %lsr.iv1108 to i1*
  %.1375.us = add nuw nsw i64 %loop.index102.us, 1
  %scevgep858 = getelementptr i1, i1* %629, i64 %614
  %634 = bitcast i1* %scevgep858 to double*
  %scevgep878 = getelementptr i1, i1* %630, i64 %614
  %635 = bitcast i1* %scevgep878 to double*
  %scevgep1074 = getelementptr i1, i1* %632, i64 %614
  %636 = bitcast i1* %scevgep1074 to double*
  %scevgep1093 = getelementptr i1, i1* %631, i64 %614
  %637 = bitcast i1* %scevgep1093 to double*
  %scevgep1110 = getelementptr i1, i1* %633, i64 %614
  %638 = bitcast i1* %scevgep1110 to double*
  %exitcond277.not = icmp eq i64 %.1375.us, %arg.u0.5.0
  br i1 %exitcond277.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.us.us186:                              ; preds = %for.body.1.us.us186.preheader, %for.body.1.us.us186
  %loop.index.193.us.us187 = phi i64 [ %.1373.us.us197.7, %for.body.1.us.us186 ], [ %loop.index.193.us.us187.unr, %for.body.1.us.us186.preheader ]
  %sunkaddr2186 = mul i64 %.1322.us.us188, 8
  %639 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2187 = getelementptr i8, i8* %639, i64 %sunkaddr2186
  %640 = bitcast i8* %sunkaddr2187 to double*
  %.1324.us.us190 = load double, double* %640, align 8
  %sunkaddr2188 = mul i64 %.1339.us.us191, 8
  %641 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2189 = getelementptr i8, i8* %641, i64 %sunkaddr2188
  %642 = bitcast i8* %sunkaddr2189 to double*
  %.1341.us.us193 = load double, double* %642, align 8
  %.6.i33.us.us194 = fmul double %.1324.us.us190, %.1341.us.us193
  %scevgep862 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  store double %.6.i33.us.us194, double* %scevgep862, align 8
  %.1324.us.us190.1 = load double, double* %640, align 8
  %.1341.us.us193.1 = load double, double* %642, align 8
  %.6.i33.us.us194.1 = fmul double %.1324.us.us190.1, %.1341.us.us193.1
  %scevgep865 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep866 = getelementptr double, double* %scevgep865, i64 1
  store double %.6.i33.us.us194.1, double* %scevgep866, align 8
  %.1324.us.us190.2 = load double, double* %640, align 8
  %.1341.us.us193.2 = load double, double* %642, align 8
  %.6.i33.us.us194.2 = fmul double %.1324.us.us190.2, %.1341.us.us193.2
  %scevgep867 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep868 = getelementptr double, double* %scevgep867, i64 2
  store double %.6.i33.us.us194.2, double* %scevgep868, align 8
  %.1324.us.us190.3 = load double, double* %640, align 8
  %.1341.us.us193.3 = load double, double* %642, align 8
  %.6.i33.us.us194.3 = fmul double %.1324.us.us190.3, %.1341.us.us193.3
  %scevgep869 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep870 = getelementptr double, double* %scevgep869, i64 3
  store double %.6.i33.us.us194.3, double* %scevgep870, align 8
  %.1324.us.us190.4 = load double, double* %640, align 8
  %.1341.us.us193.4 = load double, double* %642, align 8
  %.6.i33.us.us194.4 = fmul double %.1324.us.us190.4, %.1341.us.us193.4
  %scevgep860 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep861 = getelementptr double, double* %scevgep860, i64 4
  store double %.6.i33.us.us194.4, double* %scevgep861, align 8
  %.1324.us.us190.5 = load double, double* %640, align 8
  %.1341.us.us193.5 = load double, double* %642, align 8
  %.6.i33.us.us194.5 = fmul double %.1324.us.us190.5, %.1341.us.us193.5
  %scevgep873 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep874 = getelementptr double, double* %scevgep873, i64 5
  store double %.6.i33.us.us194.5, double* %scevgep874, align 8
  %.1324.us.us190.6 = load double, double* %640, align 8
  %.1341.us.us193.6 = load double, double* %642, align 8
  %.6.i33.us.us194.6 = fmul double %.1324.us.us190.6, %.1341.us.us193.6
  %scevgep871 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep872 = getelementptr double, double* %scevgep871, i64 6
  store double %.6.i33.us.us194.6, double* %scevgep872, align 8
  %.1324.us.us190.7 = load double, double* %640, align 8
  %.1341.us.us193.7 = load double, double* %642, align 8
  %.6.i33.us.us194.7 = fmul double %.1324.us.us190.7, %.1341.us.us193.7
  %scevgep863 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187
  %scevgep864 = getelementptr double, double* %scevgep863, i64 7
  store double %.6.i33.us.us194.7, double* %scevgep864, align 8
  %.1373.us.us197.7 = add nuw nsw i64 %loop.index.193.us.us187, 8
  %exitcond275.not.7 = icmp eq i64 %arg.u0.5.1, %.1373.us.us197.7
  br i1 %exitcond275.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us186, !llvm.loop !79

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %643 = icmp ugt i64 %arg.u0.5.1, 1
  %.1319.us.us = mul i64 %loop.index102.us, %arg.u0.5.1
  br i1 %643, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %644 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %644, label %for.body.1.us.us.us.preheader634, label %vector.memcheck463

vector.memcheck463:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0472 = icmp ult double* %scevgep464, %scevgep470
  %bound1473 = icmp ult double* %scevgep468, %scevgep466
  %found.conflict474 = and i1 %bound0472, %bound1473
  br i1 %found.conflict474, label %for.body.1.us.us.us.preheader634, label %vector.ph479

vector.ph479:                                     ; preds = %vector.memcheck463
  %645 = icmp ult i64 %611, 224
  br i1 %645, label %middle.block475.unr-lcssa, label %vector.body477.preheader

vector.body477.preheader:                         ; preds = %vector.ph479
  br label %vector.body477

vector.body477:                                   ; preds = %vector.body477.preheader, %vector.body477
  %lsr.iv1069 = phi i64 [ %unroll_iter661, %vector.body477.preheader ], [ %lsr.iv.next1070, %vector.body477 ]
  %index484 = phi i64 [ %index.next489.7, %vector.body477 ], [ 0, %vector.body477.preheader ]
  %scevgep962 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -31
  %wide.load485 = load <8 x double>, <8 x double>* %scevgep964, align 8, !alias.scope !80
  %scevgep971 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -30
  %wide.load486 = load <8 x double>, <8 x double>* %scevgep973, align 8, !alias.scope !80
  %scevgep968 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -29
  %wide.load487 = load <8 x double>, <8 x double>* %scevgep970, align 8, !alias.scope !80
  %scevgep965 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -28
  %wide.load488 = load <8 x double>, <8 x double>* %scevgep967, align 8, !alias.scope !80
  %646 = fmul <8 x double> %wide.load485, %wide.load485
  %647 = fmul <8 x double> %wide.load486, %wide.load486
  %648 = fmul <8 x double> %wide.load487, %wide.load487
  %649 = fmul <8 x double> %wide.load488, %wide.load488
  %scevgep1058 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  store <8 x double> %646, <8 x double>* %scevgep10581059, align 8, !alias.scope !83, !noalias !80
  %scevgep1066 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10661067 = bitcast double* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 1
  store <8 x double> %647, <8 x double>* %scevgep1068, align 8, !alias.scope !83, !noalias !80
  %scevgep1063 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10631064 = bitcast double* %scevgep1063 to <8 x double>*
  %scevgep1065 = getelementptr <8 x double>, <8 x double>* %scevgep10631064, i64 2
  store <8 x double> %648, <8 x double>* %scevgep1065, align 8, !alias.scope !83, !noalias !80
  %scevgep1060 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10601061 = bitcast double* %scevgep1060 to <8 x double>*
  %scevgep1062 = getelementptr <8 x double>, <8 x double>* %scevgep10601061, i64 3
  store <8 x double> %649, <8 x double>* %scevgep1062, align 8, !alias.scope !83, !noalias !80
  %scevgep948 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep948949 = bitcast double* %scevgep948 to <8 x double>*
  %scevgep950 = getelementptr <8 x double>, <8 x double>* %scevgep948949, i64 -27
  %wide.load485.1 = load <8 x double>, <8 x double>* %scevgep950, align 8, !alias.scope !80
  %scevgep945 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep945946 = bitcast double* %scevgep945 to <8 x double>*
  %scevgep947 = getelementptr <8 x double>, <8 x double>* %scevgep945946, i64 -26
  %wide.load486.1 = load <8 x double>, <8 x double>* %scevgep947, align 8, !alias.scope !80
  %scevgep942 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep942943 = bitcast double* %scevgep942 to <8 x double>*
  %scevgep944 = getelementptr <8 x double>, <8 x double>* %scevgep942943, i64 -25
  %wide.load487.1 = load <8 x double>, <8 x double>* %scevgep944, align 8, !alias.scope !80
  %scevgep939 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep939940 = bitcast double* %scevgep939 to <8 x double>*
  %scevgep941 = getelementptr <8 x double>, <8 x double>* %scevgep939940, i64 -24
  %wide.load488.1 = load <8 x double>, <8 x double>* %scevgep941, align 8, !alias.scope !80
  %650 = fmul <8 x double> %wide.load485.1, %wide.load485.1
  %651 = fmul <8 x double> %wide.load486.1, %wide.load486.1
  %652 = fmul <8 x double> %wide.load487.1, %wide.load487.1
  %653 = fmul <8 x double> %wide.load488.1, %wide.load488.1
  %scevgep1043 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 4
  store <8 x double> %650, <8 x double>* %scevgep1045, align 8, !alias.scope !83, !noalias !80
  %scevgep1040 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 5
  store <8 x double> %651, <8 x double>* %scevgep1042, align 8, !alias.scope !83, !noalias !80
  %scevgep1037 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 6
  store <8 x double> %652, <8 x double>* %scevgep1039, align 8, !alias.scope !83, !noalias !80
  %scevgep1034 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 7
  store <8 x double> %653, <8 x double>* %scevgep1036, align 8, !alias.scope !83, !noalias !80
  %scevgep936 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep936937 = bitcast double* %scevgep936 to <8 x double>*
  %scevgep938 = getelementptr <8 x double>, <8 x double>* %scevgep936937, i64 -23
  %wide.load485.2 = load <8 x double>, <8 x double>* %scevgep938, align 8, !alias.scope !80
  %scevgep933 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep933934 = bitcast double* %scevgep933 to <8 x double>*
  %scevgep935 = getelementptr <8 x double>, <8 x double>* %scevgep933934, i64 -22
  %wide.load486.2 = load <8 x double>, <8 x double>* %scevgep935, align 8, !alias.scope !80
  %scevgep930 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep930931 = bitcast double* %scevgep930 to <8 x double>*
  %scevgep932 = getelementptr <8 x double>, <8 x double>* %scevgep930931, i64 -21
  %wide.load487.2 = load <8 x double>, <8 x double>* %scevgep932, align 8, !alias.scope !80
  %scevgep927 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep927928 = bitcast double* %scevgep927 to <8 x double>*
  %scevgep929 = getelementptr <8 x double>, <8 x double>* %scevgep927928, i64 -20
  %wide.load488.2 = load <8 x double>, <8 x double>* %scevgep929, align 8, !alias.scope !80
  %654 = fmul <8 x double> %wide.load485.2, %wide.load485.2
  %655 = fmul <8 x double> %wide.load486.2, %wide.load486.2
  %656 = fmul <8 x double> %wide.load487.2, %wide.load487.2
  %657 = fmul <8 x double> %wide.load488.2, %wide.load488.2
  %scevgep1031 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 8
  store <8 x double> %654, <8 x double>* %scevgep1033, align 8, !alias.scope !83, !noalias !80
  %scevgep1028 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 9
  store <8 x double> %655, <8 x double>* %scevgep1030, align 8, !alias.scope !83, !noalias !80
  %scevgep1025 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 10
  store <8 x double> %656, <8 x double>* %scevgep1027, align 8, !alias.scope !83, !noalias !80
  %scevgep1022 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 11
  store <8 x double> %657, <8 x double>* %scevgep1024, align 8, !alias.scope !83, !noalias !80
  %scevgep924 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep924925 = bitcast double* %scevgep924 to <8 x double>*
  %scevgep926 = getelementptr <8 x double>, <8 x double>* %scevgep924925, i64 -19
  %wide.load485.3 = load <8 x double>, <8 x double>* %scevgep926, align 8, !alias.scope !80
  %scevgep921 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep921922 = bitcast double* %scevgep921 to <8 x double>*
  %scevgep923 = getelementptr <8 x double>, <8 x double>* %scevgep921922, i64 -18
  %wide.load486.3 = load <8 x double>, <8 x double>* %scevgep923, align 8, !alias.scope !80
  %scevgep918 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep918919 = bitcast double* %scevgep918 to <8 x double>*
  %scevgep920 = getelementptr <8 x double>, <8 x double>* %scevgep918919, i64 -17
  %wide.load487.3 = load <8 x double>, <8 x double>* %scevgep920, align 8, !alias.scope !80
  %scevgep915 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep915916 = bitcast double* %scevgep915 to <8 x double>*
  %scevgep917 = getelementptr <8 x double>, <8 x double>* %scevgep915916, i64 -16
  %wide.load488.3 = load <8 x double>, <8 x double>* %scevgep917, align 8, !alias.scope !80
  %658 = fmul <8 x double> %wide.load485.3, %wide.load485.3
  %659 = fmul <8 x double> %wide.load486.3, %wide.load486.3
  %660 = fmul <8 x double> %wide.load487.3, %wide.load487.3
  %661 = fmul <8 x double> %wide.load488.3, %wide.load488.3
  %scevgep1019 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 12
  store <8 x double> %658, <8 x double>* %scevgep1021, align 8, !alias.scope !83, !noalias !80
  %scevgep1016 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 13
  store <8 x double> %659, <8 x double>* %scevgep1018, align 8, !alias.scope !83, !noalias !80
  %scevgep1013 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 14
  store <8 x double> %660, <8 x double>* %scevgep1015, align 8, !alias.scope !83, !noalias !80
  %scevgep1010 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 15
  store <8 x double> %661, <8 x double>* %scevgep1012, align 8, !alias.scope !83, !noalias !80
  %scevgep912 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep912913 = bitcast double* %scevgep912 to <8 x double>*
  %scevgep914 = getelementptr <8 x double>, <8 x double>* %scevgep912913, i64 -15
  %wide.load485.4 = load <8 x double>, <8 x double>* %scevgep914, align 8, !alias.scope !80
  %scevgep909 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep909910 = bitcast double* %scevgep909 to <8 x double>*
  %scevgep911 = getelementptr <8 x double>, <8 x double>* %scevgep909910, i64 -14
  %wide.load486.4 = load <8 x double>, <8 x double>* %scevgep911, align 8, !alias.scope !80
  %scevgep906 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep906907 = bitcast double* %scevgep906 to <8 x double>*
  %scevgep908 = getelementptr <8 x double>, <8 x double>* %scevgep906907, i64 -13
  %wide.load487.4 = load <8 x double>, <8 x double>* %scevgep908, align 8, !alias.scope !80
  %scevgep903 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep903904 = bitcast double* %scevgep903 to <8 x double>*
  %scevgep905 = getelementptr <8 x double>, <8 x double>* %scevgep903904, i64 -12
  %wide.load488.4 = load <8 x double>, <8 x double>* %scevgep905, align 8, !alias.scope !80
  %662 = fmul <8 x double> %wide.load485.4, %wide.load485.4
  %663 = fmul <8 x double> %wide.load486.4, %wide.load486.4
  %664 = fmul <8 x double> %wide.load487.4, %wide.load487.4
  %665 = fmul <8 x double> %wide.load488.4, %wide.load488.4
  %scevgep1007 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 16
  store <8 x double> %662, <8 x double>* %scevgep1009, align 8, !alias.scope !83, !noalias !80
  %scevgep1004 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 17
  store <8 x double> %663, <8 x double>* %scevgep1006, align 8, !alias.scope !83, !noalias !80
  %scevgep1001 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 18
  store <8 x double> %664, <8 x double>* %scevgep1003, align 8, !alias.scope !83, !noalias !80
  %scevgep998 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 19
  store <8 x double> %665, <8 x double>* %scevgep1000, align 8, !alias.scope !83, !noalias !80
  %scevgep900 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep900901 = bitcast double* %scevgep900 to <8 x double>*
  %scevgep902 = getelementptr <8 x double>, <8 x double>* %scevgep900901, i64 -11
  %wide.load485.5 = load <8 x double>, <8 x double>* %scevgep902, align 8, !alias.scope !80
  %scevgep897 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep897898 = bitcast double* %scevgep897 to <8 x double>*
  %scevgep899 = getelementptr <8 x double>, <8 x double>* %scevgep897898, i64 -10
  %wide.load486.5 = load <8 x double>, <8 x double>* %scevgep899, align 8, !alias.scope !80
  %scevgep894 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep894895 = bitcast double* %scevgep894 to <8 x double>*
  %scevgep896 = getelementptr <8 x double>, <8 x double>* %scevgep894895, i64 -9
  %wide.load487.5 = load <8 x double>, <8 x double>* %scevgep896, align 8, !alias.scope !80
  %scevgep891 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep891892 = bitcast double* %scevgep891 to <8 x double>*
  %scevgep893 = getelementptr <8 x double>, <8 x double>* %scevgep891892, i64 -8
  %wide.load488.5 = load <8 x double>, <8 x double>* %scevgep893, align 8, !alias.scope !80
  %666 = fmul <8 x double> %wide.load485.5, %wide.load485.5
  %667 = fmul <8 x double> %wide.load486.5, %wide.load486.5
  %668 = fmul <8 x double> %wide.load487.5, %wide.load487.5
  %669 = fmul <8 x double> %wide.load488.5, %wide.load488.5
  %scevgep995 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 20
  store <8 x double> %666, <8 x double>* %scevgep997, align 8, !alias.scope !83, !noalias !80
  %scevgep992 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 21
  store <8 x double> %667, <8 x double>* %scevgep994, align 8, !alias.scope !83, !noalias !80
  %scevgep989 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 22
  store <8 x double> %668, <8 x double>* %scevgep991, align 8, !alias.scope !83, !noalias !80
  %scevgep986 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 23
  store <8 x double> %669, <8 x double>* %scevgep988, align 8, !alias.scope !83, !noalias !80
  %scevgep888 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep888889 = bitcast double* %scevgep888 to <8 x double>*
  %scevgep890 = getelementptr <8 x double>, <8 x double>* %scevgep888889, i64 -7
  %wide.load485.6 = load <8 x double>, <8 x double>* %scevgep890, align 8, !alias.scope !80
  %scevgep885 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep885886 = bitcast double* %scevgep885 to <8 x double>*
  %scevgep887 = getelementptr <8 x double>, <8 x double>* %scevgep885886, i64 -6
  %wide.load486.6 = load <8 x double>, <8 x double>* %scevgep887, align 8, !alias.scope !80
  %scevgep882 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep882883 = bitcast double* %scevgep882 to <8 x double>*
  %scevgep884 = getelementptr <8 x double>, <8 x double>* %scevgep882883, i64 -5
  %wide.load487.6 = load <8 x double>, <8 x double>* %scevgep884, align 8, !alias.scope !80
  %scevgep879 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep879880 = bitcast double* %scevgep879 to <8 x double>*
  %scevgep881 = getelementptr <8 x double>, <8 x double>* %scevgep879880, i64 -4
  %wide.load488.6 = load <8 x double>, <8 x double>* %scevgep881, align 8, !alias.scope !80
  %670 = fmul <8 x double> %wide.load485.6, %wide.load485.6
  %671 = fmul <8 x double> %wide.load486.6, %wide.load486.6
  %672 = fmul <8 x double> %wide.load487.6, %wide.load487.6
  %673 = fmul <8 x double> %wide.load488.6, %wide.load488.6
  %scevgep983 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 24
  store <8 x double> %670, <8 x double>* %scevgep985, align 8, !alias.scope !83, !noalias !80
  %scevgep980 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 25
  store <8 x double> %671, <8 x double>* %scevgep982, align 8, !alias.scope !83, !noalias !80
  %scevgep977 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 26
  store <8 x double> %672, <8 x double>* %scevgep979, align 8, !alias.scope !83, !noalias !80
  %scevgep974 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 27
  store <8 x double> %673, <8 x double>* %scevgep976, align 8, !alias.scope !83, !noalias !80
  %scevgep959 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -3
  %wide.load485.7 = load <8 x double>, <8 x double>* %scevgep961, align 8, !alias.scope !80
  %scevgep956 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -2
  %wide.load486.7 = load <8 x double>, <8 x double>* %scevgep958, align 8, !alias.scope !80
  %scevgep953 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -1
  %wide.load487.7 = load <8 x double>, <8 x double>* %scevgep955, align 8, !alias.scope !80
  %scevgep951 = getelementptr double, double* %lsr.iv876, i64 %index484
  %scevgep951952 = bitcast double* %scevgep951 to <8 x double>*
  %wide.load488.7 = load <8 x double>, <8 x double>* %scevgep951952, align 8, !alias.scope !80
  %674 = fmul <8 x double> %wide.load485.7, %wide.load485.7
  %675 = fmul <8 x double> %wide.load486.7, %wide.load486.7
  %676 = fmul <8 x double> %wide.load487.7, %wide.load487.7
  %677 = fmul <8 x double> %wide.load488.7, %wide.load488.7
  %scevgep1055 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 28
  store <8 x double> %674, <8 x double>* %scevgep1057, align 8, !alias.scope !83, !noalias !80
  %scevgep1052 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10521053 = bitcast double* %scevgep1052 to <8 x double>*
  %scevgep1054 = getelementptr <8 x double>, <8 x double>* %scevgep10521053, i64 29
  store <8 x double> %675, <8 x double>* %scevgep1054, align 8, !alias.scope !83, !noalias !80
  %scevgep1049 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %scevgep1051 = getelementptr <8 x double>, <8 x double>* %scevgep10491050, i64 30
  store <8 x double> %676, <8 x double>* %scevgep1051, align 8, !alias.scope !83, !noalias !80
  %scevgep1046 = getelementptr double, double* %lsr.iv856, i64 %index484
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 31
  store <8 x double> %677, <8 x double>* %scevgep1048, align 8, !alias.scope !83, !noalias !80
  %index.next489.7 = add i64 %index484, 256
  %lsr.iv.next1070 = add i64 %lsr.iv1069, -8
  %niter662.ncmp.7 = icmp eq i64 %lsr.iv.next1070, 0
  br i1 %niter662.ncmp.7, label %middle.block475.unr-lcssa, label %vector.body477, !llvm.loop !85

middle.block475.unr-lcssa:                        ; preds = %vector.body477, %vector.ph479
  %index484.unr = phi i64 [ 0, %vector.ph479 ], [ %index.next489.7, %vector.body477 ]
  %678 = icmp eq i64 %xtraiter658, 0
  br i1 %678, label %middle.block475, label %vector.body477.epil.preheader

vector.body477.epil.preheader:                    ; preds = %middle.block475.unr-lcssa
  %scevgep1075 = getelementptr double, double* %lsr.iv1072, i64 %index484.unr
  %scevgep1094 = getelementptr double, double* %lsr.iv1091, i64 %index484.unr
  br label %vector.body477.epil

vector.body477.epil:                              ; preds = %vector.body477.epil.preheader, %vector.body477.epil
  %lsr.iv1076 = phi i64 [ 0, %vector.body477.epil.preheader ], [ %lsr.iv.next1077, %vector.body477.epil ]
  %679 = bitcast double* %scevgep1094 to i8*
  %680 = bitcast double* %scevgep1075 to i8*
  %uglygep1104 = getelementptr i8, i8* %679, i64 %lsr.iv1076
  %uglygep11041105 = bitcast i8* %uglygep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %uglygep11041105, i64 -3
  %wide.load485.epil = load <8 x double>, <8 x double>* %scevgep1106, align 8, !alias.scope !80
  %uglygep1101 = getelementptr i8, i8* %679, i64 %lsr.iv1076
  %uglygep11011102 = bitcast i8* %uglygep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %uglygep11011102, i64 -2
  %wide.load486.epil = load <8 x double>, <8 x double>* %scevgep1103, align 8, !alias.scope !80
  %uglygep1098 = getelementptr i8, i8* %679, i64 %lsr.iv1076
  %uglygep10981099 = bitcast i8* %uglygep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %uglygep10981099, i64 -1
  %wide.load487.epil = load <8 x double>, <8 x double>* %scevgep1100, align 8, !alias.scope !80
  %uglygep1096 = getelementptr i8, i8* %679, i64 %lsr.iv1076
  %uglygep10961097 = bitcast i8* %uglygep1096 to <8 x double>*
  %wide.load488.epil = load <8 x double>, <8 x double>* %uglygep10961097, align 8, !alias.scope !80
  %681 = fmul <8 x double> %wide.load485.epil, %wide.load485.epil
  %682 = fmul <8 x double> %wide.load486.epil, %wide.load486.epil
  %683 = fmul <8 x double> %wide.load487.epil, %wide.load487.epil
  %684 = fmul <8 x double> %wide.load488.epil, %wide.load488.epil
  %uglygep1087 = getelementptr i8, i8* %680, i64 %lsr.iv1076
  %uglygep10871088 = bitcast i8* %uglygep1087 to <8 x double>*
  %scevgep1089 = getelementptr <8 x double>, <8 x double>* %uglygep10871088, i64 -3
  store <8 x double> %681, <8 x double>* %scevgep1089, align 8, !alias.scope !83, !noalias !80
  %uglygep1084 = getelementptr i8, i8* %680, i64 %lsr.iv1076
  %uglygep10841085 = bitcast i8* %uglygep1084 to <8 x double>*
  %scevgep1086 = getelementptr <8 x double>, <8 x double>* %uglygep10841085, i64 -2
  store <8 x double> %682, <8 x double>* %scevgep1086, align 8, !alias.scope !83, !noalias !80
  %uglygep1081 = getelementptr i8, i8* %680, i64 %lsr.iv1076
  %uglygep10811082 = bitcast i8* %uglygep1081 to <8 x double>*
  %scevgep1083 = getelementptr <8 x double>, <8 x double>* %uglygep10811082, i64 -1
  store <8 x double> %683, <8 x double>* %scevgep1083, align 8, !alias.scope !83, !noalias !80
  %uglygep1079 = getelementptr i8, i8* %680, i64 %lsr.iv1076
  %uglygep10791080 = bitcast i8* %uglygep1079 to <8 x double>*
  store <8 x double> %684, <8 x double>* %uglygep10791080, align 8, !alias.scope !83, !noalias !80
  %lsr.iv.next1077 = add nuw nsw i64 %lsr.iv1076, 256
  %epil.iter659.cmp.not = icmp eq i64 %615, %lsr.iv.next1077
  br i1 %epil.iter659.cmp.not, label %middle.block475, label %vector.body477.epil, !llvm.loop !86

middle.block475:                                  ; preds = %vector.body477.epil, %middle.block475.unr-lcssa
  %685 = icmp eq i64 %n.vec481, %arg.u0.5.1
  br i1 %685, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader634

for.body.1.us.us.us.preheader634:                 ; preds = %vector.memcheck463, %for.body.1.us.us.us.preheader, %middle.block475
  %loop.index.193.us.us.us.ph = phi i64 [ 0, %vector.memcheck463 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec481, %middle.block475 ]
  %686 = and i64 %arg.u0.5.1, 7
  %687 = icmp eq i64 %686, 0
  %688 = xor i64 %loop.index.193.us.us.us.ph, -1
  %689 = add i64 %688, %arg.u0.5.1
  br i1 %687, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader634
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv1112 = phi i64 [ %xtraiter655, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next1113, %for.body.1.us.us.us.prol ]
  %loop.index.193.us.us.us.prol = phi i64 [ %.1373.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.193.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep1111 = getelementptr double, double* %lsr.iv1108, i64 %loop.index.193.us.us.us.prol
  %.1324.us.us.us.prol = load double, double* %scevgep1111, align 8
  %.6.i33.us.us.us.prol = fmul double %.1324.us.us.us.prol, %.1324.us.us.us.prol
  %scevgep1107 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us.us.prol
  store double %.6.i33.us.us.us.prol, double* %scevgep1107, align 8
  %.1373.us.us.us.prol = add nuw i64 %loop.index.193.us.us.us.prol, 1
  %lsr.iv.next1113 = add nsw i64 %lsr.iv1112, -1
  %prol.iter665.cmp.not = icmp eq i64 %lsr.iv.next1113, 0
  br i1 %prol.iter665.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !87

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %690 = add i64 %.1373.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader634
  %loop.index.193.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader634 ], [ %690, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.193.us.us.us.unr = phi i64 [ %loop.index.193.us.us.us.ph, %for.body.1.us.us.us.preheader634 ], [ %.1373.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %691 = icmp ult i64 %689, 7
  br i1 %691, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader693

for.body.1.us.us.us.preheader693:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %692 = add i64 %loop.index.193.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %693 = icmp ugt i64 %arg.u0.5.1, 1
  %.1319.us153.us = mul i64 %.1290.098.us, %arg.u0.5.1
  br i1 %693, label %for.body.1.preheader.split.split.us.us, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us148.us:                              ; preds = %for.body.1.us148.us.preheader691, %for.body.1.us148.us
  %lsr.iv1504 = phi i64 [ %750, %for.body.1.us148.us.preheader691 ], [ %lsr.iv.next1505, %for.body.1.us148.us ]
  %scevgep1538 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1539 = getelementptr double, double* %scevgep1538, i64 -6
  %.1324.us156.us = load double, double* %scevgep1539, align 8
  %scevgep1521 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1522 = getelementptr double, double* %scevgep1521, i64 -6
  %.1341.us161.us = load double, double* %scevgep1522, align 8
  %.6.i33.us162.us = fmul double %.1324.us156.us, %.1341.us161.us
  %scevgep1542 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1543 = getelementptr double, double* %scevgep1542, i64 1
  store double %.6.i33.us162.us, double* %scevgep1543, align 8
  %scevgep1536 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1537 = getelementptr double, double* %scevgep1536, i64 -5
  %.1324.us156.us.1 = load double, double* %scevgep1537, align 8
  %scevgep1519 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1520 = getelementptr double, double* %scevgep1519, i64 -5
  %.1341.us161.us.1 = load double, double* %scevgep1520, align 8
  %.6.i33.us162.us.1 = fmul double %.1324.us156.us.1, %.1341.us161.us.1
  %scevgep1550 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1551 = getelementptr double, double* %scevgep1550, i64 2
  store double %.6.i33.us162.us.1, double* %scevgep1551, align 8
  %scevgep1534 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1535 = getelementptr double, double* %scevgep1534, i64 -4
  %.1324.us156.us.2 = load double, double* %scevgep1535, align 8
  %scevgep1517 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1518 = getelementptr double, double* %scevgep1517, i64 -4
  %.1341.us161.us.2 = load double, double* %scevgep1518, align 8
  %.6.i33.us162.us.2 = fmul double %.1324.us156.us.2, %.1341.us161.us.2
  %scevgep1552 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1553 = getelementptr double, double* %scevgep1552, i64 3
  store double %.6.i33.us162.us.2, double* %scevgep1553, align 8
  %scevgep1532 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1533 = getelementptr double, double* %scevgep1532, i64 -3
  %.1324.us156.us.3 = load double, double* %scevgep1533, align 8
  %scevgep1515 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1516 = getelementptr double, double* %scevgep1515, i64 -3
  %.1341.us161.us.3 = load double, double* %scevgep1516, align 8
  %.6.i33.us162.us.3 = fmul double %.1324.us156.us.3, %.1341.us161.us.3
  %scevgep1554 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1555 = getelementptr double, double* %scevgep1554, i64 4
  store double %.6.i33.us162.us.3, double* %scevgep1555, align 8
  %scevgep1530 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1531 = getelementptr double, double* %scevgep1530, i64 -2
  %.1324.us156.us.4 = load double, double* %scevgep1531, align 8
  %scevgep1513 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1514 = getelementptr double, double* %scevgep1513, i64 -2
  %.1341.us161.us.4 = load double, double* %scevgep1514, align 8
  %.6.i33.us162.us.4 = fmul double %.1324.us156.us.4, %.1341.us161.us.4
  %scevgep1540 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1541 = getelementptr double, double* %scevgep1540, i64 5
  store double %.6.i33.us162.us.4, double* %scevgep1541, align 8
  %scevgep1528 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1529 = getelementptr double, double* %scevgep1528, i64 -1
  %.1324.us156.us.5 = load double, double* %scevgep1529, align 8
  %scevgep1511 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1512 = getelementptr double, double* %scevgep1511, i64 -1
  %.1341.us161.us.5 = load double, double* %scevgep1512, align 8
  %.6.i33.us162.us.5 = fmul double %.1324.us156.us.5, %.1341.us161.us.5
  %scevgep1548 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1549 = getelementptr double, double* %scevgep1548, i64 6
  store double %.6.i33.us162.us.5, double* %scevgep1549, align 8
  %scevgep1527 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %.1324.us156.us.6 = load double, double* %scevgep1527, align 8
  %scevgep1510 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %.1341.us161.us.6 = load double, double* %scevgep1510, align 8
  %.6.i33.us162.us.6 = fmul double %.1324.us156.us.6, %.1341.us161.us.6
  %scevgep1546 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1547 = getelementptr double, double* %scevgep1546, i64 7
  store double %.6.i33.us162.us.6, double* %scevgep1547, align 8
  %scevgep1525 = getelementptr double, double* %scevgep1524, i64 %lsr.iv1504
  %scevgep1526 = getelementptr double, double* %scevgep1525, i64 1
  %.1324.us156.us.7 = load double, double* %scevgep1526, align 8
  %scevgep1508 = getelementptr double, double* %scevgep1507, i64 %lsr.iv1504
  %scevgep1509 = getelementptr double, double* %scevgep1508, i64 1
  %.1341.us161.us.7 = load double, double* %scevgep1509, align 8
  %.6.i33.us162.us.7 = fmul double %.1324.us156.us.7, %.1341.us161.us.7
  %scevgep1544 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1504
  %scevgep1545 = getelementptr double, double* %scevgep1544, i64 8
  store double %.6.i33.us162.us.7, double* %scevgep1545, align 8
  %lsr.iv.next1505 = add i64 %lsr.iv1504, 8
  %694 = add i64 %616, %lsr.iv.next1505
  %exitcond274.not.7 = icmp eq i64 %694, -1
  br i1 %exitcond274.not.7, label %for.end.1.loopexit.us, label %for.body.1.us148.us, !llvm.loop !88

for.body.1.preheader.split.split.us.us:           ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %695 = icmp ult i64 %arg.u0.5.1, 32
  %.1336.us158.us = mul i64 %.1296.0100.us, %arg.u0.5.1
  br i1 %695, label %for.body.1.us148.us.preheader, label %vector.memcheck537

vector.memcheck537:                               ; preds = %for.body.1.preheader.split.split.us.us
  %scevgep542 = getelementptr double, double* %.6.i1.i, i64 %.1336.us158.us
  %scevgep545 = getelementptr double, double* %scevgep544, i64 %.1336.us158.us
  %scevgep547 = getelementptr double, double* %.6.i1.i, i64 %.1319.us153.us
  %scevgep550 = getelementptr double, double* %scevgep549, i64 %.1319.us153.us
  %bound0552 = icmp ult double* %scevgep538, %scevgep545
  %bound1553 = icmp ult double* %scevgep542, %scevgep540
  %found.conflict554 = and i1 %bound0552, %bound1553
  %bound0555 = icmp ult double* %scevgep538, %scevgep550
  %bound1556 = icmp ult double* %scevgep547, %scevgep540
  %found.conflict557 = and i1 %bound0555, %bound1556
  %conflict.rdx558 = or i1 %found.conflict554, %found.conflict557
  br i1 %conflict.rdx558, label %for.body.1.us148.us.preheader, label %vector.ph563

vector.ph563:                                     ; preds = %vector.memcheck537
  %696 = icmp ult i64 %611, 224
  br i1 %696, label %middle.block559.unr-lcssa, label %vector.body561.preheader

vector.body561.preheader:                         ; preds = %vector.ph563
  %scevgep1165 = getelementptr double, double* %scevgep1164, i64 %.1319.us153.us
  %scevgep1262 = getelementptr double, double* %scevgep1261, i64 %.1336.us158.us
  br label %vector.body561

vector.body561:                                   ; preds = %vector.body561.preheader, %vector.body561
  %lsr.iv1453 = phi i64 [ %unroll_iter661, %vector.body561.preheader ], [ %lsr.iv.next1454, %vector.body561 ]
  %index568 = phi i64 [ %index.next577.7, %vector.body561 ], [ 0, %vector.body561.preheader ]
  %scevgep1249 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12491250 = bitcast double* %scevgep1249 to <8 x double>*
  %scevgep1251 = getelementptr <8 x double>, <8 x double>* %scevgep12491250, i64 -31
  %wide.load569 = load <8 x double>, <8 x double>* %scevgep1251, align 8, !alias.scope !89
  %scevgep1258 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12581259 = bitcast double* %scevgep1258 to <8 x double>*
  %scevgep1260 = getelementptr <8 x double>, <8 x double>* %scevgep12581259, i64 -30
  %wide.load570 = load <8 x double>, <8 x double>* %scevgep1260, align 8, !alias.scope !89
  %scevgep1255 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12551256 = bitcast double* %scevgep1255 to <8 x double>*
  %scevgep1257 = getelementptr <8 x double>, <8 x double>* %scevgep12551256, i64 -29
  %wide.load571 = load <8 x double>, <8 x double>* %scevgep1257, align 8, !alias.scope !89
  %scevgep1252 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12521253 = bitcast double* %scevgep1252 to <8 x double>*
  %scevgep1254 = getelementptr <8 x double>, <8 x double>* %scevgep12521253, i64 -28
  %wide.load572 = load <8 x double>, <8 x double>* %scevgep1254, align 8, !alias.scope !89
  %scevgep1346 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13461347 = bitcast double* %scevgep1346 to <8 x double>*
  %scevgep1348 = getelementptr <8 x double>, <8 x double>* %scevgep13461347, i64 -31
  %wide.load573 = load <8 x double>, <8 x double>* %scevgep1348, align 8, !alias.scope !92
  %scevgep1355 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13551356 = bitcast double* %scevgep1355 to <8 x double>*
  %scevgep1357 = getelementptr <8 x double>, <8 x double>* %scevgep13551356, i64 -30
  %wide.load574 = load <8 x double>, <8 x double>* %scevgep1357, align 8, !alias.scope !92
  %scevgep1352 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13521353 = bitcast double* %scevgep1352 to <8 x double>*
  %scevgep1354 = getelementptr <8 x double>, <8 x double>* %scevgep13521353, i64 -29
  %wide.load575 = load <8 x double>, <8 x double>* %scevgep1354, align 8, !alias.scope !92
  %scevgep1349 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13491350 = bitcast double* %scevgep1349 to <8 x double>*
  %scevgep1351 = getelementptr <8 x double>, <8 x double>* %scevgep13491350, i64 -28
  %wide.load576 = load <8 x double>, <8 x double>* %scevgep1351, align 8, !alias.scope !92
  %697 = fmul <8 x double> %wide.load569, %wide.load573
  %698 = fmul <8 x double> %wide.load570, %wide.load574
  %699 = fmul <8 x double> %wide.load571, %wide.load575
  %700 = fmul <8 x double> %wide.load572, %wide.load576
  %scevgep1442 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14421443 = bitcast double* %scevgep1442 to <8 x double>*
  store <8 x double> %697, <8 x double>* %scevgep14421443, align 8, !alias.scope !94, !noalias !96
  %scevgep1450 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14501451 = bitcast double* %scevgep1450 to <8 x double>*
  %scevgep1452 = getelementptr <8 x double>, <8 x double>* %scevgep14501451, i64 1
  store <8 x double> %698, <8 x double>* %scevgep1452, align 8, !alias.scope !94, !noalias !96
  %scevgep1447 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14471448 = bitcast double* %scevgep1447 to <8 x double>*
  %scevgep1449 = getelementptr <8 x double>, <8 x double>* %scevgep14471448, i64 2
  store <8 x double> %699, <8 x double>* %scevgep1449, align 8, !alias.scope !94, !noalias !96
  %scevgep1444 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14441445 = bitcast double* %scevgep1444 to <8 x double>*
  %scevgep1446 = getelementptr <8 x double>, <8 x double>* %scevgep14441445, i64 3
  store <8 x double> %700, <8 x double>* %scevgep1446, align 8, !alias.scope !94, !noalias !96
  %scevgep1235 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12351236 = bitcast double* %scevgep1235 to <8 x double>*
  %scevgep1237 = getelementptr <8 x double>, <8 x double>* %scevgep12351236, i64 -27
  %wide.load569.1 = load <8 x double>, <8 x double>* %scevgep1237, align 8, !alias.scope !89
  %scevgep1232 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12321233 = bitcast double* %scevgep1232 to <8 x double>*
  %scevgep1234 = getelementptr <8 x double>, <8 x double>* %scevgep12321233, i64 -26
  %wide.load570.1 = load <8 x double>, <8 x double>* %scevgep1234, align 8, !alias.scope !89
  %scevgep1229 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12291230 = bitcast double* %scevgep1229 to <8 x double>*
  %scevgep1231 = getelementptr <8 x double>, <8 x double>* %scevgep12291230, i64 -25
  %wide.load571.1 = load <8 x double>, <8 x double>* %scevgep1231, align 8, !alias.scope !89
  %scevgep1226 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12261227 = bitcast double* %scevgep1226 to <8 x double>*
  %scevgep1228 = getelementptr <8 x double>, <8 x double>* %scevgep12261227, i64 -24
  %wide.load572.1 = load <8 x double>, <8 x double>* %scevgep1228, align 8, !alias.scope !89
  %scevgep1332 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13321333 = bitcast double* %scevgep1332 to <8 x double>*
  %scevgep1334 = getelementptr <8 x double>, <8 x double>* %scevgep13321333, i64 -27
  %wide.load573.1 = load <8 x double>, <8 x double>* %scevgep1334, align 8, !alias.scope !92
  %scevgep1329 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13291330 = bitcast double* %scevgep1329 to <8 x double>*
  %scevgep1331 = getelementptr <8 x double>, <8 x double>* %scevgep13291330, i64 -26
  %wide.load574.1 = load <8 x double>, <8 x double>* %scevgep1331, align 8, !alias.scope !92
  %scevgep1326 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13261327 = bitcast double* %scevgep1326 to <8 x double>*
  %scevgep1328 = getelementptr <8 x double>, <8 x double>* %scevgep13261327, i64 -25
  %wide.load575.1 = load <8 x double>, <8 x double>* %scevgep1328, align 8, !alias.scope !92
  %scevgep1323 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13231324 = bitcast double* %scevgep1323 to <8 x double>*
  %scevgep1325 = getelementptr <8 x double>, <8 x double>* %scevgep13231324, i64 -24
  %wide.load576.1 = load <8 x double>, <8 x double>* %scevgep1325, align 8, !alias.scope !92
  %701 = fmul <8 x double> %wide.load569.1, %wide.load573.1
  %702 = fmul <8 x double> %wide.load570.1, %wide.load574.1
  %703 = fmul <8 x double> %wide.load571.1, %wide.load575.1
  %704 = fmul <8 x double> %wide.load572.1, %wide.load576.1
  %scevgep1427 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14271428 = bitcast double* %scevgep1427 to <8 x double>*
  %scevgep1429 = getelementptr <8 x double>, <8 x double>* %scevgep14271428, i64 4
  store <8 x double> %701, <8 x double>* %scevgep1429, align 8, !alias.scope !94, !noalias !96
  %scevgep1424 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14241425 = bitcast double* %scevgep1424 to <8 x double>*
  %scevgep1426 = getelementptr <8 x double>, <8 x double>* %scevgep14241425, i64 5
  store <8 x double> %702, <8 x double>* %scevgep1426, align 8, !alias.scope !94, !noalias !96
  %scevgep1421 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14211422 = bitcast double* %scevgep1421 to <8 x double>*
  %scevgep1423 = getelementptr <8 x double>, <8 x double>* %scevgep14211422, i64 6
  store <8 x double> %703, <8 x double>* %scevgep1423, align 8, !alias.scope !94, !noalias !96
  %scevgep1418 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14181419 = bitcast double* %scevgep1418 to <8 x double>*
  %scevgep1420 = getelementptr <8 x double>, <8 x double>* %scevgep14181419, i64 7
  store <8 x double> %704, <8 x double>* %scevgep1420, align 8, !alias.scope !94, !noalias !96
  %scevgep1223 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12231224 = bitcast double* %scevgep1223 to <8 x double>*
  %scevgep1225 = getelementptr <8 x double>, <8 x double>* %scevgep12231224, i64 -23
  %wide.load569.2 = load <8 x double>, <8 x double>* %scevgep1225, align 8, !alias.scope !89
  %scevgep1220 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12201221 = bitcast double* %scevgep1220 to <8 x double>*
  %scevgep1222 = getelementptr <8 x double>, <8 x double>* %scevgep12201221, i64 -22
  %wide.load570.2 = load <8 x double>, <8 x double>* %scevgep1222, align 8, !alias.scope !89
  %scevgep1217 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12171218 = bitcast double* %scevgep1217 to <8 x double>*
  %scevgep1219 = getelementptr <8 x double>, <8 x double>* %scevgep12171218, i64 -21
  %wide.load571.2 = load <8 x double>, <8 x double>* %scevgep1219, align 8, !alias.scope !89
  %scevgep1214 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12141215 = bitcast double* %scevgep1214 to <8 x double>*
  %scevgep1216 = getelementptr <8 x double>, <8 x double>* %scevgep12141215, i64 -20
  %wide.load572.2 = load <8 x double>, <8 x double>* %scevgep1216, align 8, !alias.scope !89
  %scevgep1320 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13201321 = bitcast double* %scevgep1320 to <8 x double>*
  %scevgep1322 = getelementptr <8 x double>, <8 x double>* %scevgep13201321, i64 -23
  %wide.load573.2 = load <8 x double>, <8 x double>* %scevgep1322, align 8, !alias.scope !92
  %scevgep1317 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13171318 = bitcast double* %scevgep1317 to <8 x double>*
  %scevgep1319 = getelementptr <8 x double>, <8 x double>* %scevgep13171318, i64 -22
  %wide.load574.2 = load <8 x double>, <8 x double>* %scevgep1319, align 8, !alias.scope !92
  %scevgep1314 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13141315 = bitcast double* %scevgep1314 to <8 x double>*
  %scevgep1316 = getelementptr <8 x double>, <8 x double>* %scevgep13141315, i64 -21
  %wide.load575.2 = load <8 x double>, <8 x double>* %scevgep1316, align 8, !alias.scope !92
  %scevgep1311 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13111312 = bitcast double* %scevgep1311 to <8 x double>*
  %scevgep1313 = getelementptr <8 x double>, <8 x double>* %scevgep13111312, i64 -20
  %wide.load576.2 = load <8 x double>, <8 x double>* %scevgep1313, align 8, !alias.scope !92
  %705 = fmul <8 x double> %wide.load569.2, %wide.load573.2
  %706 = fmul <8 x double> %wide.load570.2, %wide.load574.2
  %707 = fmul <8 x double> %wide.load571.2, %wide.load575.2
  %708 = fmul <8 x double> %wide.load572.2, %wide.load576.2
  %scevgep1415 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14151416 = bitcast double* %scevgep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %scevgep14151416, i64 8
  store <8 x double> %705, <8 x double>* %scevgep1417, align 8, !alias.scope !94, !noalias !96
  %scevgep1412 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14121413 = bitcast double* %scevgep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %scevgep14121413, i64 9
  store <8 x double> %706, <8 x double>* %scevgep1414, align 8, !alias.scope !94, !noalias !96
  %scevgep1409 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14091410 = bitcast double* %scevgep1409 to <8 x double>*
  %scevgep1411 = getelementptr <8 x double>, <8 x double>* %scevgep14091410, i64 10
  store <8 x double> %707, <8 x double>* %scevgep1411, align 8, !alias.scope !94, !noalias !96
  %scevgep1406 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14061407 = bitcast double* %scevgep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %scevgep14061407, i64 11
  store <8 x double> %708, <8 x double>* %scevgep1408, align 8, !alias.scope !94, !noalias !96
  %scevgep1211 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12111212 = bitcast double* %scevgep1211 to <8 x double>*
  %scevgep1213 = getelementptr <8 x double>, <8 x double>* %scevgep12111212, i64 -19
  %wide.load569.3 = load <8 x double>, <8 x double>* %scevgep1213, align 8, !alias.scope !89
  %scevgep1208 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12081209 = bitcast double* %scevgep1208 to <8 x double>*
  %scevgep1210 = getelementptr <8 x double>, <8 x double>* %scevgep12081209, i64 -18
  %wide.load570.3 = load <8 x double>, <8 x double>* %scevgep1210, align 8, !alias.scope !89
  %scevgep1205 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12051206 = bitcast double* %scevgep1205 to <8 x double>*
  %scevgep1207 = getelementptr <8 x double>, <8 x double>* %scevgep12051206, i64 -17
  %wide.load571.3 = load <8 x double>, <8 x double>* %scevgep1207, align 8, !alias.scope !89
  %scevgep1202 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12021203 = bitcast double* %scevgep1202 to <8 x double>*
  %scevgep1204 = getelementptr <8 x double>, <8 x double>* %scevgep12021203, i64 -16
  %wide.load572.3 = load <8 x double>, <8 x double>* %scevgep1204, align 8, !alias.scope !89
  %scevgep1308 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13081309 = bitcast double* %scevgep1308 to <8 x double>*
  %scevgep1310 = getelementptr <8 x double>, <8 x double>* %scevgep13081309, i64 -19
  %wide.load573.3 = load <8 x double>, <8 x double>* %scevgep1310, align 8, !alias.scope !92
  %scevgep1305 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13051306 = bitcast double* %scevgep1305 to <8 x double>*
  %scevgep1307 = getelementptr <8 x double>, <8 x double>* %scevgep13051306, i64 -18
  %wide.load574.3 = load <8 x double>, <8 x double>* %scevgep1307, align 8, !alias.scope !92
  %scevgep1302 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13021303 = bitcast double* %scevgep1302 to <8 x double>*
  %scevgep1304 = getelementptr <8 x double>, <8 x double>* %scevgep13021303, i64 -17
  %wide.load575.3 = load <8 x double>, <8 x double>* %scevgep1304, align 8, !alias.scope !92
  %scevgep1299 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12991300 = bitcast double* %scevgep1299 to <8 x double>*
  %scevgep1301 = getelementptr <8 x double>, <8 x double>* %scevgep12991300, i64 -16
  %wide.load576.3 = load <8 x double>, <8 x double>* %scevgep1301, align 8, !alias.scope !92
  %709 = fmul <8 x double> %wide.load569.3, %wide.load573.3
  %710 = fmul <8 x double> %wide.load570.3, %wide.load574.3
  %711 = fmul <8 x double> %wide.load571.3, %wide.load575.3
  %712 = fmul <8 x double> %wide.load572.3, %wide.load576.3
  %scevgep1403 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14031404 = bitcast double* %scevgep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %scevgep14031404, i64 12
  store <8 x double> %709, <8 x double>* %scevgep1405, align 8, !alias.scope !94, !noalias !96
  %scevgep1400 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14001401 = bitcast double* %scevgep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %scevgep14001401, i64 13
  store <8 x double> %710, <8 x double>* %scevgep1402, align 8, !alias.scope !94, !noalias !96
  %scevgep1397 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13971398 = bitcast double* %scevgep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %scevgep13971398, i64 14
  store <8 x double> %711, <8 x double>* %scevgep1399, align 8, !alias.scope !94, !noalias !96
  %scevgep1394 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13941395 = bitcast double* %scevgep1394 to <8 x double>*
  %scevgep1396 = getelementptr <8 x double>, <8 x double>* %scevgep13941395, i64 15
  store <8 x double> %712, <8 x double>* %scevgep1396, align 8, !alias.scope !94, !noalias !96
  %scevgep1199 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11991200 = bitcast double* %scevgep1199 to <8 x double>*
  %scevgep1201 = getelementptr <8 x double>, <8 x double>* %scevgep11991200, i64 -15
  %wide.load569.4 = load <8 x double>, <8 x double>* %scevgep1201, align 8, !alias.scope !89
  %scevgep1196 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11961197 = bitcast double* %scevgep1196 to <8 x double>*
  %scevgep1198 = getelementptr <8 x double>, <8 x double>* %scevgep11961197, i64 -14
  %wide.load570.4 = load <8 x double>, <8 x double>* %scevgep1198, align 8, !alias.scope !89
  %scevgep1193 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11931194 = bitcast double* %scevgep1193 to <8 x double>*
  %scevgep1195 = getelementptr <8 x double>, <8 x double>* %scevgep11931194, i64 -13
  %wide.load571.4 = load <8 x double>, <8 x double>* %scevgep1195, align 8, !alias.scope !89
  %scevgep1190 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11901191 = bitcast double* %scevgep1190 to <8 x double>*
  %scevgep1192 = getelementptr <8 x double>, <8 x double>* %scevgep11901191, i64 -12
  %wide.load572.4 = load <8 x double>, <8 x double>* %scevgep1192, align 8, !alias.scope !89
  %scevgep1296 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12961297 = bitcast double* %scevgep1296 to <8 x double>*
  %scevgep1298 = getelementptr <8 x double>, <8 x double>* %scevgep12961297, i64 -15
  %wide.load573.4 = load <8 x double>, <8 x double>* %scevgep1298, align 8, !alias.scope !92
  %scevgep1293 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12931294 = bitcast double* %scevgep1293 to <8 x double>*
  %scevgep1295 = getelementptr <8 x double>, <8 x double>* %scevgep12931294, i64 -14
  %wide.load574.4 = load <8 x double>, <8 x double>* %scevgep1295, align 8, !alias.scope !92
  %scevgep1290 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12901291 = bitcast double* %scevgep1290 to <8 x double>*
  %scevgep1292 = getelementptr <8 x double>, <8 x double>* %scevgep12901291, i64 -13
  %wide.load575.4 = load <8 x double>, <8 x double>* %scevgep1292, align 8, !alias.scope !92
  %scevgep1287 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12871288 = bitcast double* %scevgep1287 to <8 x double>*
  %scevgep1289 = getelementptr <8 x double>, <8 x double>* %scevgep12871288, i64 -12
  %wide.load576.4 = load <8 x double>, <8 x double>* %scevgep1289, align 8, !alias.scope !92
  %713 = fmul <8 x double> %wide.load569.4, %wide.load573.4
  %714 = fmul <8 x double> %wide.load570.4, %wide.load574.4
  %715 = fmul <8 x double> %wide.load571.4, %wide.load575.4
  %716 = fmul <8 x double> %wide.load572.4, %wide.load576.4
  %scevgep1391 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13911392 = bitcast double* %scevgep1391 to <8 x double>*
  %scevgep1393 = getelementptr <8 x double>, <8 x double>* %scevgep13911392, i64 16
  store <8 x double> %713, <8 x double>* %scevgep1393, align 8, !alias.scope !94, !noalias !96
  %scevgep1388 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13881389 = bitcast double* %scevgep1388 to <8 x double>*
  %scevgep1390 = getelementptr <8 x double>, <8 x double>* %scevgep13881389, i64 17
  store <8 x double> %714, <8 x double>* %scevgep1390, align 8, !alias.scope !94, !noalias !96
  %scevgep1385 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13851386 = bitcast double* %scevgep1385 to <8 x double>*
  %scevgep1387 = getelementptr <8 x double>, <8 x double>* %scevgep13851386, i64 18
  store <8 x double> %715, <8 x double>* %scevgep1387, align 8, !alias.scope !94, !noalias !96
  %scevgep1382 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13821383 = bitcast double* %scevgep1382 to <8 x double>*
  %scevgep1384 = getelementptr <8 x double>, <8 x double>* %scevgep13821383, i64 19
  store <8 x double> %716, <8 x double>* %scevgep1384, align 8, !alias.scope !94, !noalias !96
  %scevgep1187 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11871188 = bitcast double* %scevgep1187 to <8 x double>*
  %scevgep1189 = getelementptr <8 x double>, <8 x double>* %scevgep11871188, i64 -11
  %wide.load569.5 = load <8 x double>, <8 x double>* %scevgep1189, align 8, !alias.scope !89
  %scevgep1184 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11841185 = bitcast double* %scevgep1184 to <8 x double>*
  %scevgep1186 = getelementptr <8 x double>, <8 x double>* %scevgep11841185, i64 -10
  %wide.load570.5 = load <8 x double>, <8 x double>* %scevgep1186, align 8, !alias.scope !89
  %scevgep1181 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11811182 = bitcast double* %scevgep1181 to <8 x double>*
  %scevgep1183 = getelementptr <8 x double>, <8 x double>* %scevgep11811182, i64 -9
  %wide.load571.5 = load <8 x double>, <8 x double>* %scevgep1183, align 8, !alias.scope !89
  %scevgep1178 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11781179 = bitcast double* %scevgep1178 to <8 x double>*
  %scevgep1180 = getelementptr <8 x double>, <8 x double>* %scevgep11781179, i64 -8
  %wide.load572.5 = load <8 x double>, <8 x double>* %scevgep1180, align 8, !alias.scope !89
  %scevgep1284 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12841285 = bitcast double* %scevgep1284 to <8 x double>*
  %scevgep1286 = getelementptr <8 x double>, <8 x double>* %scevgep12841285, i64 -11
  %wide.load573.5 = load <8 x double>, <8 x double>* %scevgep1286, align 8, !alias.scope !92
  %scevgep1281 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12811282 = bitcast double* %scevgep1281 to <8 x double>*
  %scevgep1283 = getelementptr <8 x double>, <8 x double>* %scevgep12811282, i64 -10
  %wide.load574.5 = load <8 x double>, <8 x double>* %scevgep1283, align 8, !alias.scope !92
  %scevgep1278 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12781279 = bitcast double* %scevgep1278 to <8 x double>*
  %scevgep1280 = getelementptr <8 x double>, <8 x double>* %scevgep12781279, i64 -9
  %wide.load575.5 = load <8 x double>, <8 x double>* %scevgep1280, align 8, !alias.scope !92
  %scevgep1275 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12751276 = bitcast double* %scevgep1275 to <8 x double>*
  %scevgep1277 = getelementptr <8 x double>, <8 x double>* %scevgep12751276, i64 -8
  %wide.load576.5 = load <8 x double>, <8 x double>* %scevgep1277, align 8, !alias.scope !92
  %717 = fmul <8 x double> %wide.load569.5, %wide.load573.5
  %718 = fmul <8 x double> %wide.load570.5, %wide.load574.5
  %719 = fmul <8 x double> %wide.load571.5, %wide.load575.5
  %720 = fmul <8 x double> %wide.load572.5, %wide.load576.5
  %scevgep1379 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13791380 = bitcast double* %scevgep1379 to <8 x double>*
  %scevgep1381 = getelementptr <8 x double>, <8 x double>* %scevgep13791380, i64 20
  store <8 x double> %717, <8 x double>* %scevgep1381, align 8, !alias.scope !94, !noalias !96
  %scevgep1376 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13761377 = bitcast double* %scevgep1376 to <8 x double>*
  %scevgep1378 = getelementptr <8 x double>, <8 x double>* %scevgep13761377, i64 21
  store <8 x double> %718, <8 x double>* %scevgep1378, align 8, !alias.scope !94, !noalias !96
  %scevgep1373 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13731374 = bitcast double* %scevgep1373 to <8 x double>*
  %scevgep1375 = getelementptr <8 x double>, <8 x double>* %scevgep13731374, i64 22
  store <8 x double> %719, <8 x double>* %scevgep1375, align 8, !alias.scope !94, !noalias !96
  %scevgep1370 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13701371 = bitcast double* %scevgep1370 to <8 x double>*
  %scevgep1372 = getelementptr <8 x double>, <8 x double>* %scevgep13701371, i64 23
  store <8 x double> %720, <8 x double>* %scevgep1372, align 8, !alias.scope !94, !noalias !96
  %scevgep1175 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11751176 = bitcast double* %scevgep1175 to <8 x double>*
  %scevgep1177 = getelementptr <8 x double>, <8 x double>* %scevgep11751176, i64 -7
  %wide.load569.6 = load <8 x double>, <8 x double>* %scevgep1177, align 8, !alias.scope !89
  %scevgep1172 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11721173 = bitcast double* %scevgep1172 to <8 x double>*
  %scevgep1174 = getelementptr <8 x double>, <8 x double>* %scevgep11721173, i64 -6
  %wide.load570.6 = load <8 x double>, <8 x double>* %scevgep1174, align 8, !alias.scope !89
  %scevgep1169 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11691170 = bitcast double* %scevgep1169 to <8 x double>*
  %scevgep1171 = getelementptr <8 x double>, <8 x double>* %scevgep11691170, i64 -5
  %wide.load571.6 = load <8 x double>, <8 x double>* %scevgep1171, align 8, !alias.scope !89
  %scevgep1166 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep11661167 = bitcast double* %scevgep1166 to <8 x double>*
  %scevgep1168 = getelementptr <8 x double>, <8 x double>* %scevgep11661167, i64 -4
  %wide.load572.6 = load <8 x double>, <8 x double>* %scevgep1168, align 8, !alias.scope !89
  %scevgep1272 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12721273 = bitcast double* %scevgep1272 to <8 x double>*
  %scevgep1274 = getelementptr <8 x double>, <8 x double>* %scevgep12721273, i64 -7
  %wide.load573.6 = load <8 x double>, <8 x double>* %scevgep1274, align 8, !alias.scope !92
  %scevgep1269 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12691270 = bitcast double* %scevgep1269 to <8 x double>*
  %scevgep1271 = getelementptr <8 x double>, <8 x double>* %scevgep12691270, i64 -6
  %wide.load574.6 = load <8 x double>, <8 x double>* %scevgep1271, align 8, !alias.scope !92
  %scevgep1266 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12661267 = bitcast double* %scevgep1266 to <8 x double>*
  %scevgep1268 = getelementptr <8 x double>, <8 x double>* %scevgep12661267, i64 -5
  %wide.load575.6 = load <8 x double>, <8 x double>* %scevgep1268, align 8, !alias.scope !92
  %scevgep1263 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep12631264 = bitcast double* %scevgep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %scevgep12631264, i64 -4
  %wide.load576.6 = load <8 x double>, <8 x double>* %scevgep1265, align 8, !alias.scope !92
  %721 = fmul <8 x double> %wide.load569.6, %wide.load573.6
  %722 = fmul <8 x double> %wide.load570.6, %wide.load574.6
  %723 = fmul <8 x double> %wide.load571.6, %wide.load575.6
  %724 = fmul <8 x double> %wide.load572.6, %wide.load576.6
  %scevgep1367 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13671368 = bitcast double* %scevgep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %scevgep13671368, i64 24
  store <8 x double> %721, <8 x double>* %scevgep1369, align 8, !alias.scope !94, !noalias !96
  %scevgep1364 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13641365 = bitcast double* %scevgep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %scevgep13641365, i64 25
  store <8 x double> %722, <8 x double>* %scevgep1366, align 8, !alias.scope !94, !noalias !96
  %scevgep1361 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13611362 = bitcast double* %scevgep1361 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %scevgep13611362, i64 26
  store <8 x double> %723, <8 x double>* %scevgep1363, align 8, !alias.scope !94, !noalias !96
  %scevgep1358 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep13581359 = bitcast double* %scevgep1358 to <8 x double>*
  %scevgep1360 = getelementptr <8 x double>, <8 x double>* %scevgep13581359, i64 27
  store <8 x double> %724, <8 x double>* %scevgep1360, align 8, !alias.scope !94, !noalias !96
  %scevgep1246 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12461247 = bitcast double* %scevgep1246 to <8 x double>*
  %scevgep1248 = getelementptr <8 x double>, <8 x double>* %scevgep12461247, i64 -3
  %wide.load569.7 = load <8 x double>, <8 x double>* %scevgep1248, align 8, !alias.scope !89
  %scevgep1243 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12431244 = bitcast double* %scevgep1243 to <8 x double>*
  %scevgep1245 = getelementptr <8 x double>, <8 x double>* %scevgep12431244, i64 -2
  %wide.load570.7 = load <8 x double>, <8 x double>* %scevgep1245, align 8, !alias.scope !89
  %scevgep1240 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12401241 = bitcast double* %scevgep1240 to <8 x double>*
  %scevgep1242 = getelementptr <8 x double>, <8 x double>* %scevgep12401241, i64 -1
  %wide.load571.7 = load <8 x double>, <8 x double>* %scevgep1242, align 8, !alias.scope !89
  %scevgep1238 = getelementptr double, double* %scevgep1165, i64 %index568
  %scevgep12381239 = bitcast double* %scevgep1238 to <8 x double>*
  %wide.load572.7 = load <8 x double>, <8 x double>* %scevgep12381239, align 8, !alias.scope !89
  %scevgep1343 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13431344 = bitcast double* %scevgep1343 to <8 x double>*
  %scevgep1345 = getelementptr <8 x double>, <8 x double>* %scevgep13431344, i64 -3
  %wide.load573.7 = load <8 x double>, <8 x double>* %scevgep1345, align 8, !alias.scope !92
  %scevgep1340 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13401341 = bitcast double* %scevgep1340 to <8 x double>*
  %scevgep1342 = getelementptr <8 x double>, <8 x double>* %scevgep13401341, i64 -2
  %wide.load574.7 = load <8 x double>, <8 x double>* %scevgep1342, align 8, !alias.scope !92
  %scevgep1337 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13371338 = bitcast double* %scevgep1337 to <8 x double>*
  %scevgep1339 = getelementptr <8 x double>, <8 x double>* %scevgep13371338, i64 -1
  %wide.load575.7 = load <8 x double>, <8 x double>* %scevgep1339, align 8, !alias.scope !92
  %scevgep1335 = getelementptr double, double* %scevgep1262, i64 %index568
  %scevgep13351336 = bitcast double* %scevgep1335 to <8 x double>*
  %wide.load576.7 = load <8 x double>, <8 x double>* %scevgep13351336, align 8, !alias.scope !92
  %725 = fmul <8 x double> %wide.load569.7, %wide.load573.7
  %726 = fmul <8 x double> %wide.load570.7, %wide.load574.7
  %727 = fmul <8 x double> %wide.load571.7, %wide.load575.7
  %728 = fmul <8 x double> %wide.load572.7, %wide.load576.7
  %scevgep1439 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14391440 = bitcast double* %scevgep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %scevgep14391440, i64 28
  store <8 x double> %725, <8 x double>* %scevgep1441, align 8, !alias.scope !94, !noalias !96
  %scevgep1436 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14361437 = bitcast double* %scevgep1436 to <8 x double>*
  %scevgep1438 = getelementptr <8 x double>, <8 x double>* %scevgep14361437, i64 29
  store <8 x double> %726, <8 x double>* %scevgep1438, align 8, !alias.scope !94, !noalias !96
  %scevgep1433 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14331434 = bitcast double* %scevgep1433 to <8 x double>*
  %scevgep1435 = getelementptr <8 x double>, <8 x double>* %scevgep14331434, i64 30
  store <8 x double> %727, <8 x double>* %scevgep1435, align 8, !alias.scope !94, !noalias !96
  %scevgep1430 = getelementptr double, double* %lsr.iv856, i64 %index568
  %scevgep14301431 = bitcast double* %scevgep1430 to <8 x double>*
  %scevgep1432 = getelementptr <8 x double>, <8 x double>* %scevgep14301431, i64 31
  store <8 x double> %728, <8 x double>* %scevgep1432, align 8, !alias.scope !94, !noalias !96
  %index.next577.7 = add i64 %index568, 256
  %lsr.iv.next1454 = add i64 %lsr.iv1453, -8
  %niter651.ncmp.7 = icmp eq i64 %lsr.iv.next1454, 0
  br i1 %niter651.ncmp.7, label %middle.block559.unr-lcssa, label %vector.body561, !llvm.loop !97

middle.block559.unr-lcssa:                        ; preds = %vector.body561, %vector.ph563
  %index568.unr = phi i64 [ 0, %vector.ph563 ], [ %index.next577.7, %vector.body561 ]
  %729 = and i64 %613, 7
  %730 = icmp eq i64 %729, 0
  br i1 %730, label %middle.block559, label %vector.body561.epil.preheader

vector.body561.epil.preheader:                    ; preds = %middle.block559.unr-lcssa
  %scevgep1455 = getelementptr double, double* %lsr.iv1072, i64 %index568.unr
  %731 = add i64 %index568.unr, %.1336.us158.us
  %scevgep1471 = getelementptr double, double* %scevgep1470, i64 %731
  %732 = add i64 %index568.unr, %.1319.us153.us
  %scevgep1485 = getelementptr double, double* %scevgep1484, i64 %732
  br label %vector.body561.epil

vector.body561.epil:                              ; preds = %vector.body561.epil.preheader, %vector.body561.epil
  %lsr.iv1456 = phi i64 [ 0, %vector.body561.epil.preheader ], [ %lsr.iv.next1457, %vector.body561.epil ]
  %733 = bitcast double* %scevgep1485 to i8*
  %734 = bitcast double* %scevgep1471 to i8*
  %735 = bitcast double* %scevgep1455 to i8*
  %uglygep1495 = getelementptr i8, i8* %733, i64 %lsr.iv1456
  %uglygep14951496 = bitcast i8* %uglygep1495 to <8 x double>*
  %scevgep1497 = getelementptr <8 x double>, <8 x double>* %uglygep14951496, i64 -3
  %wide.load569.epil = load <8 x double>, <8 x double>* %scevgep1497, align 8, !alias.scope !89
  %uglygep1492 = getelementptr i8, i8* %733, i64 %lsr.iv1456
  %uglygep14921493 = bitcast i8* %uglygep1492 to <8 x double>*
  %scevgep1494 = getelementptr <8 x double>, <8 x double>* %uglygep14921493, i64 -2
  %wide.load570.epil = load <8 x double>, <8 x double>* %scevgep1494, align 8, !alias.scope !89
  %uglygep1489 = getelementptr i8, i8* %733, i64 %lsr.iv1456
  %uglygep14891490 = bitcast i8* %uglygep1489 to <8 x double>*
  %scevgep1491 = getelementptr <8 x double>, <8 x double>* %uglygep14891490, i64 -1
  %wide.load571.epil = load <8 x double>, <8 x double>* %scevgep1491, align 8, !alias.scope !89
  %uglygep1487 = getelementptr i8, i8* %733, i64 %lsr.iv1456
  %uglygep14871488 = bitcast i8* %uglygep1487 to <8 x double>*
  %wide.load572.epil = load <8 x double>, <8 x double>* %uglygep14871488, align 8, !alias.scope !89
  %uglygep1481 = getelementptr i8, i8* %734, i64 %lsr.iv1456
  %uglygep14811482 = bitcast i8* %uglygep1481 to <8 x double>*
  %scevgep1483 = getelementptr <8 x double>, <8 x double>* %uglygep14811482, i64 -3
  %wide.load573.epil = load <8 x double>, <8 x double>* %scevgep1483, align 8, !alias.scope !92
  %uglygep1478 = getelementptr i8, i8* %734, i64 %lsr.iv1456
  %uglygep14781479 = bitcast i8* %uglygep1478 to <8 x double>*
  %scevgep1480 = getelementptr <8 x double>, <8 x double>* %uglygep14781479, i64 -2
  %wide.load574.epil = load <8 x double>, <8 x double>* %scevgep1480, align 8, !alias.scope !92
  %uglygep1475 = getelementptr i8, i8* %734, i64 %lsr.iv1456
  %uglygep14751476 = bitcast i8* %uglygep1475 to <8 x double>*
  %scevgep1477 = getelementptr <8 x double>, <8 x double>* %uglygep14751476, i64 -1
  %wide.load575.epil = load <8 x double>, <8 x double>* %scevgep1477, align 8, !alias.scope !92
  %uglygep1473 = getelementptr i8, i8* %734, i64 %lsr.iv1456
  %uglygep14731474 = bitcast i8* %uglygep1473 to <8 x double>*
  %wide.load576.epil = load <8 x double>, <8 x double>* %uglygep14731474, align 8, !alias.scope !92
  %736 = fmul <8 x double> %wide.load569.epil, %wide.load573.epil
  %737 = fmul <8 x double> %wide.load570.epil, %wide.load574.epil
  %738 = fmul <8 x double> %wide.load571.epil, %wide.load575.epil
  %739 = fmul <8 x double> %wide.load572.epil, %wide.load576.epil
  %uglygep1467 = getelementptr i8, i8* %735, i64 %lsr.iv1456
  %uglygep14671468 = bitcast i8* %uglygep1467 to <8 x double>*
  %scevgep1469 = getelementptr <8 x double>, <8 x double>* %uglygep14671468, i64 -3
  store <8 x double> %736, <8 x double>* %scevgep1469, align 8, !alias.scope !94, !noalias !96
  %uglygep1464 = getelementptr i8, i8* %735, i64 %lsr.iv1456
  %uglygep14641465 = bitcast i8* %uglygep1464 to <8 x double>*
  %scevgep1466 = getelementptr <8 x double>, <8 x double>* %uglygep14641465, i64 -2
  store <8 x double> %737, <8 x double>* %scevgep1466, align 8, !alias.scope !94, !noalias !96
  %uglygep1461 = getelementptr i8, i8* %735, i64 %lsr.iv1456
  %uglygep14611462 = bitcast i8* %uglygep1461 to <8 x double>*
  %scevgep1463 = getelementptr <8 x double>, <8 x double>* %uglygep14611462, i64 -1
  store <8 x double> %738, <8 x double>* %scevgep1463, align 8, !alias.scope !94, !noalias !96
  %uglygep1459 = getelementptr i8, i8* %735, i64 %lsr.iv1456
  %uglygep14591460 = bitcast i8* %uglygep1459 to <8 x double>*
  store <8 x double> %739, <8 x double>* %uglygep14591460, align 8, !alias.scope !94, !noalias !96
  %lsr.iv.next1457 = add nuw nsw i64 %lsr.iv1456, 256
  %epil.iter648.cmp.not = icmp eq i64 %617, %lsr.iv.next1457
  br i1 %epil.iter648.cmp.not, label %middle.block559, label %vector.body561.epil, !llvm.loop !98

middle.block559:                                  ; preds = %vector.body561.epil, %middle.block559.unr-lcssa
  %740 = icmp eq i64 %n.vec565, %arg.u0.5.1
  br i1 %740, label %for.end.1.loopexit.us, label %for.body.1.us148.us.preheader

for.body.1.us148.us.preheader:                    ; preds = %vector.memcheck537, %for.body.1.preheader.split.split.us.us, %middle.block559
  %loop.index.193.us149.us.ph = phi i64 [ 0, %vector.memcheck537 ], [ 0, %for.body.1.preheader.split.split.us.us ], [ %n.vec565, %middle.block559 ]
  %741 = and i64 %arg.u0.5.1, 7
  %742 = icmp eq i64 %741, 0
  %743 = xor i64 %loop.index.193.us149.us.ph, -1
  %744 = add i64 %743, %arg.u0.5.1
  br i1 %742, label %for.body.1.us148.us.prol.loopexit, label %for.body.1.us148.us.prol.preheader

for.body.1.us148.us.prol.preheader:               ; preds = %for.body.1.us148.us.preheader
  %scevgep1498 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us149.us.ph
  %745 = add i64 %loop.index.193.us149.us.ph, %.1336.us158.us
  %scevgep1500 = getelementptr double, double* %.6.i1.i, i64 %745
  %746 = add i64 %loop.index.193.us149.us.ph, %.1319.us153.us
  %scevgep1502 = getelementptr double, double* %.6.i1.i, i64 %746
  br label %for.body.1.us148.us.prol

for.body.1.us148.us.prol:                         ; preds = %for.body.1.us148.us.prol.preheader, %for.body.1.us148.us.prol
  %prol.iter654 = phi i64 [ %prol.iter654.next, %for.body.1.us148.us.prol ], [ 0, %for.body.1.us148.us.prol.preheader ]
  %scevgep1503 = getelementptr double, double* %scevgep1502, i64 %prol.iter654
  %.1324.us156.us.prol = load double, double* %scevgep1503, align 8
  %scevgep1501 = getelementptr double, double* %scevgep1500, i64 %prol.iter654
  %.1341.us161.us.prol = load double, double* %scevgep1501, align 8
  %.6.i33.us162.us.prol = fmul double %.1324.us156.us.prol, %.1341.us161.us.prol
  %scevgep1499 = getelementptr double, double* %scevgep1498, i64 %prol.iter654
  store double %.6.i33.us162.us.prol, double* %scevgep1499, align 8
  %prol.iter654.next = add i64 %prol.iter654, 1
  %prol.iter654.cmp.not = icmp eq i64 %xtraiter655, %prol.iter654.next
  br i1 %prol.iter654.cmp.not, label %for.body.1.us148.us.prol.loopexit.loopexit, label %for.body.1.us148.us.prol, !llvm.loop !99

for.body.1.us148.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us148.us.prol
  %747 = add i64 %loop.index.193.us149.us.ph, %prol.iter654.next
  %748 = add i64 %747, -1
  br label %for.body.1.us148.us.prol.loopexit

for.body.1.us148.us.prol.loopexit:                ; preds = %for.body.1.us148.us.prol.loopexit.loopexit, %for.body.1.us148.us.preheader
  %loop.index.193.us149.us.lcssa.unr = phi i64 [ undef, %for.body.1.us148.us.preheader ], [ %748, %for.body.1.us148.us.prol.loopexit.loopexit ]
  %loop.index.193.us149.us.unr = phi i64 [ %loop.index.193.us149.us.ph, %for.body.1.us148.us.preheader ], [ %747, %for.body.1.us148.us.prol.loopexit.loopexit ]
  %749 = icmp ult i64 %744, 7
  br i1 %749, label %for.end.1.loopexit.us, label %for.body.1.us148.us.preheader691

for.body.1.us148.us.preheader691:                 ; preds = %for.body.1.us148.us.prol.loopexit
  %750 = add i64 %loop.index.193.us149.us.unr, -1
  %scevgep1507 = getelementptr double, double* %scevgep1506, i64 %.1336.us158.us
  %scevgep1524 = getelementptr double, double* %scevgep1523, i64 %.1319.us153.us
  br label %for.body.1.us148.us

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %751 = and i64 %arg.u0.5.1, 7
  %752 = icmp eq i64 %751, 0
  %.1322.us170 = add i64 %.1319.us153.us, %.1293.099.us
  %.1336.us173 = mul nuw nsw i64 %.1296.0100.us, %arg.u0.5.1
  %.1339.us174 = add i64 %.1336.us173, %.1299.0101.us
  br i1 %752, label %for.body.1.us167.prol.loopexit, label %for.body.1.us167.prol.preheader

for.body.1.us167.prol.preheader:                  ; preds = %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  br label %for.body.1.us167.prol

for.body.1.us167.prol:                            ; preds = %for.body.1.us167.prol.preheader, %for.body.1.us167.prol
  %loop.index.193.us168.prol = phi i64 [ %.1373.us180.prol, %for.body.1.us167.prol ], [ 0, %for.body.1.us167.prol.preheader ]
  %sunkaddr2190 = mul i64 %.1322.us170, 8
  %753 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2191 = getelementptr i8, i8* %753, i64 %sunkaddr2190
  %754 = bitcast i8* %sunkaddr2191 to double*
  %.1324.us172.prol = load double, double* %754, align 8
  %sunkaddr2192 = mul i64 %.1339.us174, 8
  %755 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2193 = getelementptr i8, i8* %755, i64 %sunkaddr2192
  %756 = bitcast i8* %sunkaddr2193 to double*
  %.1341.us176.prol = load double, double* %756, align 8
  %.6.i33.us177.prol = fmul double %.1324.us172.prol, %.1341.us176.prol
  %scevgep1148 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us168.prol
  store double %.6.i33.us177.prol, double* %scevgep1148, align 8
  %.1373.us180.prol = add nuw nsw i64 %loop.index.193.us168.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter655, %.1373.us180.prol
  br i1 %prol.iter.cmp.not, label %for.body.1.us167.prol.loopexit, label %for.body.1.us167.prol, !llvm.loop !100

for.body.1.us167.prol.loopexit:                   ; preds = %for.body.1.us167.prol, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us
  %loop.index.193.us168.unr = phi i64 [ 0, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.1373.us180.prol, %for.body.1.us167.prol ]
  %757 = icmp ult i64 %610, 7
  br i1 %757, label %for.end.1.loopexit.us, label %for.body.1.us167.preheader

for.body.1.us167.preheader:                       ; preds = %for.body.1.us167.prol.loopexit
  br label %for.body.1.us167

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader693, %for.body.1.us.us.us
  %lsr.iv1114 = phi i64 [ %692, %for.body.1.us.us.us.preheader693 ], [ %lsr.iv.next1115, %for.body.1.us.us.us ]
  %scevgep1134 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1135 = getelementptr double, double* %scevgep1134, i64 1
  %.1324.us.us.us = load double, double* %scevgep1135, align 8
  %.6.i33.us.us.us = fmul double %.1324.us.us.us, %.1324.us.us.us
  %scevgep1118 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1119 = getelementptr double, double* %scevgep1118, i64 1
  store double %.6.i33.us.us.us, double* %scevgep1119, align 8
  %scevgep1136 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1137 = getelementptr double, double* %scevgep1136, i64 2
  %.1324.us.us.us.1 = load double, double* %scevgep1137, align 8
  %.6.i33.us.us.us.1 = fmul double %.1324.us.us.us.1, %.1324.us.us.us.1
  %scevgep1122 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1123 = getelementptr double, double* %scevgep1122, i64 2
  store double %.6.i33.us.us.us.1, double* %scevgep1123, align 8
  %scevgep1138 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1139 = getelementptr double, double* %scevgep1138, i64 3
  %.1324.us.us.us.2 = load double, double* %scevgep1139, align 8
  %.6.i33.us.us.us.2 = fmul double %.1324.us.us.us.2, %.1324.us.us.us.2
  %scevgep1124 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1125 = getelementptr double, double* %scevgep1124, i64 3
  store double %.6.i33.us.us.us.2, double* %scevgep1125, align 8
  %scevgep1140 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1141 = getelementptr double, double* %scevgep1140, i64 4
  %.1324.us.us.us.3 = load double, double* %scevgep1141, align 8
  %.6.i33.us.us.us.3 = fmul double %.1324.us.us.us.3, %.1324.us.us.us.3
  %scevgep1126 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1127 = getelementptr double, double* %scevgep1126, i64 4
  store double %.6.i33.us.us.us.3, double* %scevgep1127, align 8
  %scevgep1142 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1143 = getelementptr double, double* %scevgep1142, i64 5
  %.1324.us.us.us.4 = load double, double* %scevgep1143, align 8
  %.6.i33.us.us.us.4 = fmul double %.1324.us.us.us.4, %.1324.us.us.us.4
  %scevgep1116 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1117 = getelementptr double, double* %scevgep1116, i64 5
  store double %.6.i33.us.us.us.4, double* %scevgep1117, align 8
  %scevgep1144 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1145 = getelementptr double, double* %scevgep1144, i64 6
  %.1324.us.us.us.5 = load double, double* %scevgep1145, align 8
  %.6.i33.us.us.us.5 = fmul double %.1324.us.us.us.5, %.1324.us.us.us.5
  %scevgep1130 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1131 = getelementptr double, double* %scevgep1130, i64 6
  store double %.6.i33.us.us.us.5, double* %scevgep1131, align 8
  %scevgep1146 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1147 = getelementptr double, double* %scevgep1146, i64 7
  %.1324.us.us.us.6 = load double, double* %scevgep1147, align 8
  %.6.i33.us.us.us.6 = fmul double %.1324.us.us.us.6, %.1324.us.us.us.6
  %scevgep1128 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1129 = getelementptr double, double* %scevgep1128, i64 7
  store double %.6.i33.us.us.us.6, double* %scevgep1129, align 8
  %scevgep1132 = getelementptr double, double* %lsr.iv1108, i64 %lsr.iv1114
  %scevgep1133 = getelementptr double, double* %scevgep1132, i64 8
  %.1324.us.us.us.7 = load double, double* %scevgep1133, align 8
  %.6.i33.us.us.us.7 = fmul double %.1324.us.us.us.7, %.1324.us.us.us.7
  %scevgep1120 = getelementptr double, double* %lsr.iv856, i64 %lsr.iv1114
  %scevgep1121 = getelementptr double, double* %scevgep1120, i64 8
  store double %.6.i33.us.us.us.7, double* %scevgep1121, align 8
  %lsr.iv.next1115 = add i64 %lsr.iv1114, 8
  %758 = add i64 %616, %lsr.iv.next1115
  %exitcond276.not.7 = icmp eq i64 %758, -1
  br i1 %exitcond276.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !101

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %759 = icmp eq i64 %xtraiter655, 0
  %.1322.us.us188 = add i64 %.1319.us.us, %.1293.099.us
  %.1339.us.us191 = add i64 %.1319.us.us, %.1299.0101.us
  br i1 %759, label %for.body.1.us.us186.prol.loopexit, label %for.body.1.us.us186.prol.preheader

for.body.1.us.us186.prol.preheader:               ; preds = %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  br label %for.body.1.us.us186.prol

for.body.1.us.us186.prol:                         ; preds = %for.body.1.us.us186.prol.preheader, %for.body.1.us.us186.prol
  %loop.index.193.us.us187.prol = phi i64 [ %.1373.us.us197.prol, %for.body.1.us.us186.prol ], [ 0, %for.body.1.us.us186.prol.preheader ]
  %sunkaddr2194 = mul i64 %.1322.us.us188, 8
  %760 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2195 = getelementptr i8, i8* %760, i64 %sunkaddr2194
  %761 = bitcast i8* %sunkaddr2195 to double*
  %.1324.us.us190.prol = load double, double* %761, align 8
  %sunkaddr2196 = mul i64 %.1339.us.us191, 8
  %762 = bitcast double* %.6.i1.i to i8*
  %sunkaddr2197 = getelementptr i8, i8* %762, i64 %sunkaddr2196
  %763 = bitcast i8* %sunkaddr2197 to double*
  %.1341.us.us193.prol = load double, double* %763, align 8
  %.6.i33.us.us194.prol = fmul double %.1324.us.us190.prol, %.1341.us.us193.prol
  %scevgep859 = getelementptr double, double* %lsr.iv856, i64 %loop.index.193.us.us187.prol
  store double %.6.i33.us.us194.prol, double* %scevgep859, align 8
  %.1373.us.us197.prol = add nuw nsw i64 %loop.index.193.us.us187.prol, 1
  %prol.iter657.cmp.not = icmp eq i64 %xtraiter655, %.1373.us.us197.prol
  br i1 %prol.iter657.cmp.not, label %for.body.1.us.us186.prol.loopexit, label %for.body.1.us.us186.prol, !llvm.loop !102

for.body.1.us.us186.prol.loopexit:                ; preds = %for.body.1.us.us186.prol, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us
  %loop.index.193.us.us187.unr = phi i64 [ 0, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %.1373.us.us197.prol, %for.body.1.us.us186.prol ]
  %764 = icmp ult i64 %610, 7
  br i1 %764, label %for.end.1.loopexit.us, label %for.body.1.us.us186.preheader

for.body.1.us.us186.preheader:                    ; preds = %for.body.1.us.us186.prol.loopexit
  br label %for.body.1.us.us186

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B490.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.83.i = icmp eq i64 %.1212, 0
  br i1 %.83.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1212, i64 1) #7
  %765 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %766 = icmp ult i64 %765, 7
  br i1 %766, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %767 = add nsw i64 %unroll_iter.i, -8
  %768 = lshr exact i64 %767, 3
  %769 = add nuw nsw i64 %768, 1
  %xtraiter = and i64 %769, 7
  %770 = icmp ult i64 %767, 56
  br i1 %770, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %769, %const
  %scevgep726 = getelementptr double, double* %.6.i32106, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %771 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep702 = getelementptr double, double* %.6.i32106, i64 %771
  %772 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %773 = bitcast double* %scevgep702 to i8*
  %uglygep723 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep723724 = bitcast i8* %uglygep723 to double*
  %scevgep725 = getelementptr double, double* %uglygep723724, i64 -7
  %.265.i.epil = load double, double* %scevgep725, align 8, !noalias !103
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep720 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep720721 = bitcast i8* %uglygep720 to double*
  %scevgep722 = getelementptr double, double* %uglygep720721, i64 -6
  %.265.1.i.epil = load double, double* %scevgep722, align 8, !noalias !103
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep717 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep717718 = bitcast i8* %uglygep717 to double*
  %scevgep719 = getelementptr double, double* %uglygep717718, i64 -5
  %.265.2.i.epil = load double, double* %scevgep719, align 8, !noalias !103
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep714 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep714715 = bitcast i8* %uglygep714 to double*
  %scevgep716 = getelementptr double, double* %uglygep714715, i64 -4
  %.265.3.i.epil = load double, double* %scevgep716, align 8, !noalias !103
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep711 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep711712 = bitcast i8* %uglygep711 to double*
  %scevgep713 = getelementptr double, double* %uglygep711712, i64 -3
  %.265.4.i.epil = load double, double* %scevgep713, align 8, !noalias !103
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep708 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep708709 = bitcast i8* %uglygep708 to double*
  %scevgep710 = getelementptr double, double* %uglygep708709, i64 -2
  %.265.5.i.epil = load double, double* %scevgep710, align 8, !noalias !103
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep705 = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep705706 = bitcast i8* %uglygep705 to double*
  %scevgep707 = getelementptr double, double* %uglygep705706, i64 -1
  %.265.6.i.epil = load double, double* %scevgep707, align 8, !noalias !103
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %773, i64 %lsr.iv
  %uglygep704 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep704, align 8, !noalias !103
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %772, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !106, !llvm.loop !107

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i35 = getelementptr double, double* %.6.i32106, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep701 = getelementptr double, double* %scevgep.i35, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep701, align 8, !noalias !103
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !106, !llvm.loop !108

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv854 = phi i64 [ %lsr.iv.next855, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep852 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep853 = getelementptr double, double* %scevgep852, i64 -63
  %.265.i = load double, double* %scevgep853, align 8, !noalias !103
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep850 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep851 = getelementptr double, double* %scevgep850, i64 -62
  %.265.1.i = load double, double* %scevgep851, align 8, !noalias !103
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep848 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep849 = getelementptr double, double* %scevgep848, i64 -61
  %.265.2.i = load double, double* %scevgep849, align 8, !noalias !103
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep846 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep847 = getelementptr double, double* %scevgep846, i64 -60
  %.265.3.i = load double, double* %scevgep847, align 8, !noalias !103
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep844 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep845 = getelementptr double, double* %scevgep844, i64 -59
  %.265.4.i = load double, double* %scevgep845, align 8, !noalias !103
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep842 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep843 = getelementptr double, double* %scevgep842, i64 -58
  %.265.5.i = load double, double* %scevgep843, align 8, !noalias !103
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep840 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep841 = getelementptr double, double* %scevgep840, i64 -57
  %.265.6.i = load double, double* %scevgep841, align 8, !noalias !103
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep838 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep839 = getelementptr double, double* %scevgep838, i64 -56
  %.265.7.i = load double, double* %scevgep839, align 8, !noalias !103
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep807 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep808 = getelementptr double, double* %scevgep807, i64 -55
  %.265.i.1 = load double, double* %scevgep808, align 8, !noalias !103
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep809 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep810 = getelementptr double, double* %scevgep809, i64 -54
  %.265.1.i.1 = load double, double* %scevgep810, align 8, !noalias !103
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep811 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep812 = getelementptr double, double* %scevgep811, i64 -53
  %.265.2.i.1 = load double, double* %scevgep812, align 8, !noalias !103
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep813 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep814 = getelementptr double, double* %scevgep813, i64 -52
  %.265.3.i.1 = load double, double* %scevgep814, align 8, !noalias !103
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep815 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep816 = getelementptr double, double* %scevgep815, i64 -51
  %.265.4.i.1 = load double, double* %scevgep816, align 8, !noalias !103
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep817 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep818 = getelementptr double, double* %scevgep817, i64 -50
  %.265.5.i.1 = load double, double* %scevgep818, align 8, !noalias !103
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep819 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep820 = getelementptr double, double* %scevgep819, i64 -49
  %.265.6.i.1 = load double, double* %scevgep820, align 8, !noalias !103
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep821 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep822 = getelementptr double, double* %scevgep821, i64 -48
  %.265.7.i.1 = load double, double* %scevgep822, align 8, !noalias !103
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep791 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -47
  %.265.i.2 = load double, double* %scevgep792, align 8, !noalias !103
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep793 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep794 = getelementptr double, double* %scevgep793, i64 -46
  %.265.1.i.2 = load double, double* %scevgep794, align 8, !noalias !103
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep795 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep796 = getelementptr double, double* %scevgep795, i64 -45
  %.265.2.i.2 = load double, double* %scevgep796, align 8, !noalias !103
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep797 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -44
  %.265.3.i.2 = load double, double* %scevgep798, align 8, !noalias !103
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep799 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep800 = getelementptr double, double* %scevgep799, i64 -43
  %.265.4.i.2 = load double, double* %scevgep800, align 8, !noalias !103
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep801 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep802 = getelementptr double, double* %scevgep801, i64 -42
  %.265.5.i.2 = load double, double* %scevgep802, align 8, !noalias !103
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep803 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep804 = getelementptr double, double* %scevgep803, i64 -41
  %.265.6.i.2 = load double, double* %scevgep804, align 8, !noalias !103
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep805 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep806 = getelementptr double, double* %scevgep805, i64 -40
  %.265.7.i.2 = load double, double* %scevgep806, align 8, !noalias !103
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep775 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep776 = getelementptr double, double* %scevgep775, i64 -39
  %.265.i.3 = load double, double* %scevgep776, align 8, !noalias !103
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep777 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep778 = getelementptr double, double* %scevgep777, i64 -38
  %.265.1.i.3 = load double, double* %scevgep778, align 8, !noalias !103
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep779 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep780 = getelementptr double, double* %scevgep779, i64 -37
  %.265.2.i.3 = load double, double* %scevgep780, align 8, !noalias !103
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep781 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep782 = getelementptr double, double* %scevgep781, i64 -36
  %.265.3.i.3 = load double, double* %scevgep782, align 8, !noalias !103
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep783 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep784 = getelementptr double, double* %scevgep783, i64 -35
  %.265.4.i.3 = load double, double* %scevgep784, align 8, !noalias !103
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep785 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep786 = getelementptr double, double* %scevgep785, i64 -34
  %.265.5.i.3 = load double, double* %scevgep786, align 8, !noalias !103
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep787 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep788 = getelementptr double, double* %scevgep787, i64 -33
  %.265.6.i.3 = load double, double* %scevgep788, align 8, !noalias !103
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep789 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep790 = getelementptr double, double* %scevgep789, i64 -32
  %.265.7.i.3 = load double, double* %scevgep790, align 8, !noalias !103
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep759 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep760 = getelementptr double, double* %scevgep759, i64 -31
  %.265.i.4 = load double, double* %scevgep760, align 8, !noalias !103
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep761 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep762 = getelementptr double, double* %scevgep761, i64 -30
  %.265.1.i.4 = load double, double* %scevgep762, align 8, !noalias !103
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep763 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep764 = getelementptr double, double* %scevgep763, i64 -29
  %.265.2.i.4 = load double, double* %scevgep764, align 8, !noalias !103
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep765 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep766 = getelementptr double, double* %scevgep765, i64 -28
  %.265.3.i.4 = load double, double* %scevgep766, align 8, !noalias !103
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep767 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep768 = getelementptr double, double* %scevgep767, i64 -27
  %.265.4.i.4 = load double, double* %scevgep768, align 8, !noalias !103
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep769 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep770 = getelementptr double, double* %scevgep769, i64 -26
  %.265.5.i.4 = load double, double* %scevgep770, align 8, !noalias !103
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep771 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep772 = getelementptr double, double* %scevgep771, i64 -25
  %.265.6.i.4 = load double, double* %scevgep772, align 8, !noalias !103
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep773 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep774 = getelementptr double, double* %scevgep773, i64 -24
  %.265.7.i.4 = load double, double* %scevgep774, align 8, !noalias !103
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep743 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep744 = getelementptr double, double* %scevgep743, i64 -23
  %.265.i.5 = load double, double* %scevgep744, align 8, !noalias !103
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep745 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep746 = getelementptr double, double* %scevgep745, i64 -22
  %.265.1.i.5 = load double, double* %scevgep746, align 8, !noalias !103
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep747 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep748 = getelementptr double, double* %scevgep747, i64 -21
  %.265.2.i.5 = load double, double* %scevgep748, align 8, !noalias !103
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep749 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep750 = getelementptr double, double* %scevgep749, i64 -20
  %.265.3.i.5 = load double, double* %scevgep750, align 8, !noalias !103
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep751 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep752 = getelementptr double, double* %scevgep751, i64 -19
  %.265.4.i.5 = load double, double* %scevgep752, align 8, !noalias !103
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep753 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep754 = getelementptr double, double* %scevgep753, i64 -18
  %.265.5.i.5 = load double, double* %scevgep754, align 8, !noalias !103
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep755 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep756 = getelementptr double, double* %scevgep755, i64 -17
  %.265.6.i.5 = load double, double* %scevgep756, align 8, !noalias !103
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep757 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep758 = getelementptr double, double* %scevgep757, i64 -16
  %.265.7.i.5 = load double, double* %scevgep758, align 8, !noalias !103
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep727 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep728 = getelementptr double, double* %scevgep727, i64 -15
  %.265.i.6 = load double, double* %scevgep728, align 8, !noalias !103
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep729 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep730 = getelementptr double, double* %scevgep729, i64 -14
  %.265.1.i.6 = load double, double* %scevgep730, align 8, !noalias !103
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep731 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep732 = getelementptr double, double* %scevgep731, i64 -13
  %.265.2.i.6 = load double, double* %scevgep732, align 8, !noalias !103
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep733 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep734 = getelementptr double, double* %scevgep733, i64 -12
  %.265.3.i.6 = load double, double* %scevgep734, align 8, !noalias !103
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep735 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep736 = getelementptr double, double* %scevgep735, i64 -11
  %.265.4.i.6 = load double, double* %scevgep736, align 8, !noalias !103
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep737 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep738 = getelementptr double, double* %scevgep737, i64 -10
  %.265.5.i.6 = load double, double* %scevgep738, align 8, !noalias !103
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep739 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep740 = getelementptr double, double* %scevgep739, i64 -9
  %.265.6.i.6 = load double, double* %scevgep740, align 8, !noalias !103
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep741 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep742 = getelementptr double, double* %scevgep741, i64 -8
  %.265.7.i.6 = load double, double* %scevgep742, align 8, !noalias !103
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep823 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep824 = getelementptr double, double* %scevgep823, i64 -7
  %.265.i.7 = load double, double* %scevgep824, align 8, !noalias !103
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep825 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep826 = getelementptr double, double* %scevgep825, i64 -6
  %.265.1.i.7 = load double, double* %scevgep826, align 8, !noalias !103
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep827 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep828 = getelementptr double, double* %scevgep827, i64 -5
  %.265.2.i.7 = load double, double* %scevgep828, align 8, !noalias !103
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep829 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep830 = getelementptr double, double* %scevgep829, i64 -4
  %.265.3.i.7 = load double, double* %scevgep830, align 8, !noalias !103
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep831 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep832 = getelementptr double, double* %scevgep831, i64 -3
  %.265.4.i.7 = load double, double* %scevgep832, align 8, !noalias !103
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep833 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -2
  %.265.5.i.7 = load double, double* %scevgep834, align 8, !noalias !103
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep835 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %scevgep836 = getelementptr double, double* %scevgep835, i64 -1
  %.265.6.i.7 = load double, double* %scevgep836, align 8, !noalias !103
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep837 = getelementptr double, double* %scevgep726, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep837, align 8, !noalias !103
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next855 = add i64 %lsr.iv854, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next855, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i25)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.heat_buffer, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !109

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, double %.48) #3
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

define double @cfunc._ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels11heat_bufferB3v20B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !109

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f458f4a2610>", i64 0, i64 0))
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
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare <8 x double> @llvm.masked.load.v8f64.p0v8f64(<8 x double>*, i32 immarg, <8 x i1>, <8 x double>) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #6

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!5 = !{!6, !8, !9, !11, !2, !4}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.peeled.count", i32 1}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{i1 true}
!16 = !{!17, !19, !20, !22}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = !{!29}
!29 = distinct !{!29, !25}
!30 = !{!31}
!31 = distinct !{!31, !25}
!32 = !{!33}
!33 = distinct !{!33, !25}
!34 = !{!35}
!35 = distinct !{!35, !25}
!36 = !{!24, !27, !29, !31, !33}
!37 = distinct !{!37, !13, !14}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !39}
!41 = distinct !{!41, !13, !14}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!50}
!50 = distinct !{!50, !44}
!51 = !{!43, !46, !48}
!52 = distinct !{!52, !13, !14}
!53 = distinct !{!53, !39}
!54 = distinct !{!54, !39}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = !{!61}
!61 = distinct !{!61, !57}
!62 = !{!63}
!63 = distinct !{!63, !57}
!64 = !{!65}
!65 = distinct !{!65, !57}
!66 = !{!56, !59, !61, !63}
!67 = distinct !{!67, !13, !14}
!68 = distinct !{!68, !39}
!69 = distinct !{!69, !39}
!70 = distinct !{!70, !13, !14}
!71 = !{!72, !74, !75, !77}
!72 = distinct !{!72, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!73 = distinct !{!73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!74 = distinct !{!74, !73, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !14}
!79 = distinct !{!79, !14}
!80 = !{!81}
!81 = distinct !{!81, !82}
!82 = distinct !{!82, !"LVerDomain"}
!83 = !{!84}
!84 = distinct !{!84, !82}
!85 = distinct !{!85, !14}
!86 = distinct !{!86, !39}
!87 = distinct !{!87, !39}
!88 = distinct !{!88, !14}
!89 = !{!90}
!90 = distinct !{!90, !91}
!91 = distinct !{!91, !"LVerDomain"}
!92 = !{!93}
!93 = distinct !{!93, !91}
!94 = !{!95}
!95 = distinct !{!95, !91}
!96 = !{!93, !90}
!97 = distinct !{!97, !14}
!98 = distinct !{!98, !39}
!99 = distinct !{!99, !39}
!100 = distinct !{!100, !39}
!101 = distinct !{!101, !14}
!102 = distinct !{!102, !39}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!105 = distinct !{!105, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!106 = !{!"branch_weights", i32 1, i32 7}
!107 = distinct !{!107, !39}
!108 = distinct !{!108, !39}
!109 = !{!"branch_weights", i32 99, i32 1}
