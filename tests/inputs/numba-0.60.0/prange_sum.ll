; ModuleID = 'prange_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.139945575630080 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.139945575630080.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.139945575630080 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([112 x i8], [112 x i8]* @.const.pickledata.139945575630080, i32 0, i32 0), i32 112, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945575630080.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.prange_sum = internal constant [11 x i8] c"prange_sum\00"
@_ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [185 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f479e70f050>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f479e70f050>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139945578409472 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139945578409472.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139945578409472 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139945578409472, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945578409472.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139945578074112 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139945578074112.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139945578074112 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139945578074112, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945578074112.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139945577137600 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139945577137600.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139945577137600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139945577137600, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945577137600.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.h) local_unnamed_addr {
entry:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs3 = alloca [4 x i8*], align 8
  %.202 = alloca double, align 8
  %pshape4 = alloca [4 x i64], align 8
  %psteps5 = alloca [7 x i64], align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.59 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.59, 0
  br i1 %.18.i, label %B0.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %entry
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.59, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139945578409472, %entry ], [ @.const.picklebuf.139945578074112, %B0.endif.endif.i ], [ @.const.picklebuf.139945577137600, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !11
  %.1291.not = icmp eq i64 %.59, 0
  br i1 %.1291.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif
  %.6.i1.i23 = bitcast double* %.6.i1.i to i8*
  %1 = shl nuw nsw i64 %.59, 3
  call void @llvm.memset.p0i8.i64(i8* align 8 %.6.i1.i23, i8 0, i64 %1, i1 false)
  br label %for.end

common.ret:                                       ; preds = %B0.if, %for.end.endif.endif, %for.end.if
  %common.ret.op = phi i32 [ 1, %for.end.if ], [ 0, %for.end.endif.endif ], [ 1, %B0.if ]
  ret i32 %common.ret.op

for.end:                                          ; preds = %for.body.preheader, %B0.endif
  %.169 = add i64 %arg.x.5.0, -1
  store i64 0, i64* %dim_starts, align 8
  store i64 %.169, i64* %dim_stops, align 8
  %.174 = tail call i64 @get_num_threads()
  %.175 = tail call i64 @get_parallel_chunksize()
  %.176 = icmp slt i64 %.174, 1
  br i1 %.176, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @printf_format, i64 0, i64 0), i64 %.174)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139945575630080, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %2 = icmp eq i64 %.59, 0
  %3 = bitcast [7 x i64]* %psteps5 to i64*
  %4 = bitcast [4 x i64]* %pshape4 to i64*
  %.185 = call i64 @get_sched_size(i64 %.174, i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.187 = shl i64 %.185, 1
  %.188 = call i64* @allocate_sched(i64 %.187)
  %.193 = call i64* @do_scheduling_unsigned(i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops, i64 %.185, i64* %.188, i64 0)
  %5 = bitcast [4 x i8*]* %pargs3 to i64**
  store i64* %.188, i64** %5, align 8
  %.201 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 1
  store double %arg.h, double* %.202, align 8
  %6 = bitcast i8** %.201 to double**
  store double* %.202, double** %6, align 8
  %.207 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 2
  %7 = bitcast i8** %.207 to double**
  store double* %arg.x.4, double** %7, align 8
  %.219 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 3
  %8 = bitcast i8** %.219 to double**
  store double* %.6.i1.i, double** %8, align 8
  store i64 %.185, i64* %4, align 8
  %.251 = getelementptr inbounds [4 x i64], [4 x i64]* %pshape4, i64 0, i64 1
  store i64 2, i64* %.251, align 8
  %.253 = getelementptr inbounds [4 x i64], [4 x i64]* %pshape4, i64 0, i64 2
  store i64 %arg.x.5.0, i64* %.253, align 8
  %.255 = getelementptr inbounds [4 x i64], [4 x i64]* %pshape4, i64 0, i64 3
  store i64 %.59, i64* %.255, align 8
  store i64 16, i64* %3, align 8
  %.259 = getelementptr inbounds [7 x i64], [7 x i64]* %psteps5, i64 0, i64 1
  %.265 = getelementptr inbounds [7 x i64], [7 x i64]* %psteps5, i64 0, i64 4
  %9 = bitcast i64* %.259 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  store i64 8, i64* %.265, align 8
  %.267 = getelementptr inbounds [7 x i64], [7 x i64]* %psteps5, i64 0, i64 5
  store i64 %arg.x.6.0, i64* %.267, align 8
  %.269 = getelementptr inbounds [7 x i64], [7 x i64]* %psteps5, i64 0, i64 6
  store i64 8, i64* %.269, align 8
  %10 = bitcast i32* %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  store i32 0, i32* %.7.i, align 4
  call void @numba_gil_ensure(i32* nonnull %.7.i)
  %.10.i = call i8* @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  %.13.i = bitcast [4 x i8*]* %pargs3 to i8*
  %.14.i = bitcast [4 x i64]* %pshape4 to i8*
  %.15.i = bitcast [7 x i64]* %psteps5 to i8*
  call void @numba_parallel_for(i8* bitcast (void (i8**, i64*, i64*, i8*)* @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE to i8*), i8* nonnull %.13.i, i8* nonnull %.14.i, i8* nonnull %.15.i, i8* null, i64 3, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(i8* %.10.i)
  call void @numba_gil_release(i32* nonnull %.7.i)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @set_parallel_chunksize(i64 %.175)
  call void @deallocate_sched(i64* %.188)
  br i1 %2, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %11 = add nsw i64 %.59, -1
  %xtraiter.i = and i64 %.59, 7
  %12 = icmp ult i64 %11, 7
  br i1 %12, label %common.ret.loopexit.unr-lcssa.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.59, 9223372036854775800
  %13 = add nsw i64 %unroll_iter.i, -8
  %14 = lshr exact i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %xtraiter = and i64 %15, 7
  %16 = icmp ult i64 %13, 56
  br i1 %16, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.preheader.new.i.new

B40.preheader.new.i.new:                          ; preds = %B40.preheader.new.i
  %unroll_iter = and i64 %15, 4611686018427387896
  %scevgep49 = getelementptr double, double* %.6.i1.i, i64 63
  br label %B40.i

B40.i:                                            ; preds = %B40.i, %B40.preheader.new.i.new
  %lsr.iv177 = phi i64 [ %lsr.iv.next178, %B40.i ], [ %unroll_iter, %B40.preheader.new.i.new ]
  %c.2.05.i = phi double [ 0.000000e+00, %B40.preheader.new.i.new ], [ %.170.7.i.7, %B40.i ]
  %.46.03.i = phi i64 [ 0, %B40.preheader.new.i.new ], [ %.117.7.i.7, %B40.i ]
  %scevgep175 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -63
  %.168.i = load double, double* %scevgep176, align 8, !noalias !13
  %.170.i = fadd double %c.2.05.i, %.168.i
  %scevgep173 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -62
  %.168.1.i = load double, double* %scevgep174, align 8, !noalias !13
  %.170.1.i = fadd double %.170.i, %.168.1.i
  %scevgep171 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -61
  %.168.2.i = load double, double* %scevgep172, align 8, !noalias !13
  %.170.2.i = fadd double %.170.1.i, %.168.2.i
  %scevgep169 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -60
  %.168.3.i = load double, double* %scevgep170, align 8, !noalias !13
  %.170.3.i = fadd double %.170.2.i, %.168.3.i
  %scevgep167 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -59
  %.168.4.i = load double, double* %scevgep168, align 8, !noalias !13
  %.170.4.i = fadd double %.170.3.i, %.168.4.i
  %scevgep165 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -58
  %.168.5.i = load double, double* %scevgep166, align 8, !noalias !13
  %.170.5.i = fadd double %.170.4.i, %.168.5.i
  %scevgep163 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -57
  %.168.6.i = load double, double* %scevgep164, align 8, !noalias !13
  %.170.6.i = fadd double %.170.5.i, %.168.6.i
  %scevgep161 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -56
  %.168.7.i = load double, double* %scevgep162, align 8, !noalias !13
  %.170.7.i = fadd double %.170.6.i, %.168.7.i
  %scevgep130 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -55
  %.168.i.1 = load double, double* %scevgep131, align 8, !noalias !13
  %.170.i.1 = fadd double %.170.7.i, %.168.i.1
  %scevgep132 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -54
  %.168.1.i.1 = load double, double* %scevgep133, align 8, !noalias !13
  %.170.1.i.1 = fadd double %.170.i.1, %.168.1.i.1
  %scevgep134 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -53
  %.168.2.i.1 = load double, double* %scevgep135, align 8, !noalias !13
  %.170.2.i.1 = fadd double %.170.1.i.1, %.168.2.i.1
  %scevgep136 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -52
  %.168.3.i.1 = load double, double* %scevgep137, align 8, !noalias !13
  %.170.3.i.1 = fadd double %.170.2.i.1, %.168.3.i.1
  %scevgep138 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -51
  %.168.4.i.1 = load double, double* %scevgep139, align 8, !noalias !13
  %.170.4.i.1 = fadd double %.170.3.i.1, %.168.4.i.1
  %scevgep140 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -50
  %.168.5.i.1 = load double, double* %scevgep141, align 8, !noalias !13
  %.170.5.i.1 = fadd double %.170.4.i.1, %.168.5.i.1
  %scevgep142 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -49
  %.168.6.i.1 = load double, double* %scevgep143, align 8, !noalias !13
  %.170.6.i.1 = fadd double %.170.5.i.1, %.168.6.i.1
  %scevgep144 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -48
  %.168.7.i.1 = load double, double* %scevgep145, align 8, !noalias !13
  %.170.7.i.1 = fadd double %.170.6.i.1, %.168.7.i.1
  %scevgep114 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -47
  %.168.i.2 = load double, double* %scevgep115, align 8, !noalias !13
  %.170.i.2 = fadd double %.170.7.i.1, %.168.i.2
  %scevgep116 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -46
  %.168.1.i.2 = load double, double* %scevgep117, align 8, !noalias !13
  %.170.1.i.2 = fadd double %.170.i.2, %.168.1.i.2
  %scevgep118 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -45
  %.168.2.i.2 = load double, double* %scevgep119, align 8, !noalias !13
  %.170.2.i.2 = fadd double %.170.1.i.2, %.168.2.i.2
  %scevgep120 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -44
  %.168.3.i.2 = load double, double* %scevgep121, align 8, !noalias !13
  %.170.3.i.2 = fadd double %.170.2.i.2, %.168.3.i.2
  %scevgep122 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -43
  %.168.4.i.2 = load double, double* %scevgep123, align 8, !noalias !13
  %.170.4.i.2 = fadd double %.170.3.i.2, %.168.4.i.2
  %scevgep124 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -42
  %.168.5.i.2 = load double, double* %scevgep125, align 8, !noalias !13
  %.170.5.i.2 = fadd double %.170.4.i.2, %.168.5.i.2
  %scevgep126 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -41
  %.168.6.i.2 = load double, double* %scevgep127, align 8, !noalias !13
  %.170.6.i.2 = fadd double %.170.5.i.2, %.168.6.i.2
  %scevgep128 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -40
  %.168.7.i.2 = load double, double* %scevgep129, align 8, !noalias !13
  %.170.7.i.2 = fadd double %.170.6.i.2, %.168.7.i.2
  %scevgep98 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -39
  %.168.i.3 = load double, double* %scevgep99, align 8, !noalias !13
  %.170.i.3 = fadd double %.170.7.i.2, %.168.i.3
  %scevgep100 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -38
  %.168.1.i.3 = load double, double* %scevgep101, align 8, !noalias !13
  %.170.1.i.3 = fadd double %.170.i.3, %.168.1.i.3
  %scevgep102 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -37
  %.168.2.i.3 = load double, double* %scevgep103, align 8, !noalias !13
  %.170.2.i.3 = fadd double %.170.1.i.3, %.168.2.i.3
  %scevgep104 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -36
  %.168.3.i.3 = load double, double* %scevgep105, align 8, !noalias !13
  %.170.3.i.3 = fadd double %.170.2.i.3, %.168.3.i.3
  %scevgep106 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -35
  %.168.4.i.3 = load double, double* %scevgep107, align 8, !noalias !13
  %.170.4.i.3 = fadd double %.170.3.i.3, %.168.4.i.3
  %scevgep108 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -34
  %.168.5.i.3 = load double, double* %scevgep109, align 8, !noalias !13
  %.170.5.i.3 = fadd double %.170.4.i.3, %.168.5.i.3
  %scevgep110 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -33
  %.168.6.i.3 = load double, double* %scevgep111, align 8, !noalias !13
  %.170.6.i.3 = fadd double %.170.5.i.3, %.168.6.i.3
  %scevgep112 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -32
  %.168.7.i.3 = load double, double* %scevgep113, align 8, !noalias !13
  %.170.7.i.3 = fadd double %.170.6.i.3, %.168.7.i.3
  %scevgep82 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -31
  %.168.i.4 = load double, double* %scevgep83, align 8, !noalias !13
  %.170.i.4 = fadd double %.170.7.i.3, %.168.i.4
  %scevgep84 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -30
  %.168.1.i.4 = load double, double* %scevgep85, align 8, !noalias !13
  %.170.1.i.4 = fadd double %.170.i.4, %.168.1.i.4
  %scevgep86 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -29
  %.168.2.i.4 = load double, double* %scevgep87, align 8, !noalias !13
  %.170.2.i.4 = fadd double %.170.1.i.4, %.168.2.i.4
  %scevgep88 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -28
  %.168.3.i.4 = load double, double* %scevgep89, align 8, !noalias !13
  %.170.3.i.4 = fadd double %.170.2.i.4, %.168.3.i.4
  %scevgep90 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -27
  %.168.4.i.4 = load double, double* %scevgep91, align 8, !noalias !13
  %.170.4.i.4 = fadd double %.170.3.i.4, %.168.4.i.4
  %scevgep92 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -26
  %.168.5.i.4 = load double, double* %scevgep93, align 8, !noalias !13
  %.170.5.i.4 = fadd double %.170.4.i.4, %.168.5.i.4
  %scevgep94 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -25
  %.168.6.i.4 = load double, double* %scevgep95, align 8, !noalias !13
  %.170.6.i.4 = fadd double %.170.5.i.4, %.168.6.i.4
  %scevgep96 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -24
  %.168.7.i.4 = load double, double* %scevgep97, align 8, !noalias !13
  %.170.7.i.4 = fadd double %.170.6.i.4, %.168.7.i.4
  %scevgep66 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -23
  %.168.i.5 = load double, double* %scevgep67, align 8, !noalias !13
  %.170.i.5 = fadd double %.170.7.i.4, %.168.i.5
  %scevgep68 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -22
  %.168.1.i.5 = load double, double* %scevgep69, align 8, !noalias !13
  %.170.1.i.5 = fadd double %.170.i.5, %.168.1.i.5
  %scevgep70 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -21
  %.168.2.i.5 = load double, double* %scevgep71, align 8, !noalias !13
  %.170.2.i.5 = fadd double %.170.1.i.5, %.168.2.i.5
  %scevgep72 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -20
  %.168.3.i.5 = load double, double* %scevgep73, align 8, !noalias !13
  %.170.3.i.5 = fadd double %.170.2.i.5, %.168.3.i.5
  %scevgep74 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -19
  %.168.4.i.5 = load double, double* %scevgep75, align 8, !noalias !13
  %.170.4.i.5 = fadd double %.170.3.i.5, %.168.4.i.5
  %scevgep76 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -18
  %.168.5.i.5 = load double, double* %scevgep77, align 8, !noalias !13
  %.170.5.i.5 = fadd double %.170.4.i.5, %.168.5.i.5
  %scevgep78 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -17
  %.168.6.i.5 = load double, double* %scevgep79, align 8, !noalias !13
  %.170.6.i.5 = fadd double %.170.5.i.5, %.168.6.i.5
  %scevgep80 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -16
  %.168.7.i.5 = load double, double* %scevgep81, align 8, !noalias !13
  %.170.7.i.5 = fadd double %.170.6.i.5, %.168.7.i.5
  %scevgep50 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep51 = getelementptr double, double* %scevgep50, i64 -15
  %.168.i.6 = load double, double* %scevgep51, align 8, !noalias !13
  %.170.i.6 = fadd double %.170.7.i.5, %.168.i.6
  %scevgep52 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep53 = getelementptr double, double* %scevgep52, i64 -14
  %.168.1.i.6 = load double, double* %scevgep53, align 8, !noalias !13
  %.170.1.i.6 = fadd double %.170.i.6, %.168.1.i.6
  %scevgep54 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep55 = getelementptr double, double* %scevgep54, i64 -13
  %.168.2.i.6 = load double, double* %scevgep55, align 8, !noalias !13
  %.170.2.i.6 = fadd double %.170.1.i.6, %.168.2.i.6
  %scevgep56 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep57 = getelementptr double, double* %scevgep56, i64 -12
  %.168.3.i.6 = load double, double* %scevgep57, align 8, !noalias !13
  %.170.3.i.6 = fadd double %.170.2.i.6, %.168.3.i.6
  %scevgep58 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep59 = getelementptr double, double* %scevgep58, i64 -11
  %.168.4.i.6 = load double, double* %scevgep59, align 8, !noalias !13
  %.170.4.i.6 = fadd double %.170.3.i.6, %.168.4.i.6
  %scevgep60 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -10
  %.168.5.i.6 = load double, double* %scevgep61, align 8, !noalias !13
  %.170.5.i.6 = fadd double %.170.4.i.6, %.168.5.i.6
  %scevgep62 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -9
  %.168.6.i.6 = load double, double* %scevgep63, align 8, !noalias !13
  %.170.6.i.6 = fadd double %.170.5.i.6, %.168.6.i.6
  %scevgep64 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -8
  %.168.7.i.6 = load double, double* %scevgep65, align 8, !noalias !13
  %.170.7.i.6 = fadd double %.170.6.i.6, %.168.7.i.6
  %scevgep146 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -7
  %.168.i.7 = load double, double* %scevgep147, align 8, !noalias !13
  %.170.i.7 = fadd double %.170.7.i.6, %.168.i.7
  %scevgep148 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -6
  %.168.1.i.7 = load double, double* %scevgep149, align 8, !noalias !13
  %.170.1.i.7 = fadd double %.170.i.7, %.168.1.i.7
  %scevgep150 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -5
  %.168.2.i.7 = load double, double* %scevgep151, align 8, !noalias !13
  %.170.2.i.7 = fadd double %.170.1.i.7, %.168.2.i.7
  %scevgep152 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -4
  %.168.3.i.7 = load double, double* %scevgep153, align 8, !noalias !13
  %.170.3.i.7 = fadd double %.170.2.i.7, %.168.3.i.7
  %scevgep154 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -3
  %.168.4.i.7 = load double, double* %scevgep155, align 8, !noalias !13
  %.170.4.i.7 = fadd double %.170.3.i.7, %.168.4.i.7
  %scevgep156 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -2
  %.168.5.i.7 = load double, double* %scevgep157, align 8, !noalias !13
  %.170.5.i.7 = fadd double %.170.4.i.7, %.168.5.i.7
  %scevgep158 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -1
  %.168.6.i.7 = load double, double* %scevgep159, align 8, !noalias !13
  %.170.6.i.7 = fadd double %.170.5.i.7, %.168.6.i.7
  %.117.7.i.7 = add i64 %.46.03.i, 64
  %scevgep160 = getelementptr double, double* %scevgep49, i64 %.46.03.i
  %.168.7.i.7 = load double, double* %scevgep160, align 8, !noalias !13
  %.170.7.i.7 = fadd double %.170.6.i.7, %.168.7.i.7
  %lsr.iv.next178 = add i64 %lsr.iv177, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next178, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B40.i, %B40.preheader.new.i
  %.170.7.i.lcssa.ph = phi double [ undef, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %c.2.05.i.unr = phi double [ 0.000000e+00, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %.46.03.i.unr = phi i64 [ 0, %B40.preheader.new.i ], [ %.117.7.i.7, %B40.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil.preheader

B40.i.epil.preheader:                             ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %17 = add nuw nsw i64 %.46.03.i.unr, 7
  %scevgep25 = getelementptr double, double* %.6.i1.i, i64 %17
  %18 = shl nuw nsw i64 %xtraiter, 6
  br label %B40.i.epil

B40.i.epil:                                       ; preds = %B40.i.epil.preheader, %B40.i.epil
  %lsr.iv = phi i64 [ 0, %B40.i.epil.preheader ], [ %lsr.iv.next, %B40.i.epil ]
  %c.2.05.i.epil = phi double [ %.170.7.i.epil, %B40.i.epil ], [ %c.2.05.i.unr, %B40.i.epil.preheader ]
  %19 = bitcast double* %scevgep25 to i8*
  %uglygep46 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep4647 = bitcast i8* %uglygep46 to double*
  %scevgep48 = getelementptr double, double* %uglygep4647, i64 -7
  %.168.i.epil = load double, double* %scevgep48, align 8, !noalias !13
  %.170.i.epil = fadd double %c.2.05.i.epil, %.168.i.epil
  %uglygep43 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep4344 = bitcast i8* %uglygep43 to double*
  %scevgep45 = getelementptr double, double* %uglygep4344, i64 -6
  %.168.1.i.epil = load double, double* %scevgep45, align 8, !noalias !13
  %.170.1.i.epil = fadd double %.170.i.epil, %.168.1.i.epil
  %uglygep40 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep4041 = bitcast i8* %uglygep40 to double*
  %scevgep42 = getelementptr double, double* %uglygep4041, i64 -5
  %.168.2.i.epil = load double, double* %scevgep42, align 8, !noalias !13
  %.170.2.i.epil = fadd double %.170.1.i.epil, %.168.2.i.epil
  %uglygep37 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep3738 = bitcast i8* %uglygep37 to double*
  %scevgep39 = getelementptr double, double* %uglygep3738, i64 -4
  %.168.3.i.epil = load double, double* %scevgep39, align 8, !noalias !13
  %.170.3.i.epil = fadd double %.170.2.i.epil, %.168.3.i.epil
  %uglygep34 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep3435 = bitcast i8* %uglygep34 to double*
  %scevgep36 = getelementptr double, double* %uglygep3435, i64 -3
  %.168.4.i.epil = load double, double* %scevgep36, align 8, !noalias !13
  %.170.4.i.epil = fadd double %.170.3.i.epil, %.168.4.i.epil
  %uglygep31 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep3132 = bitcast i8* %uglygep31 to double*
  %scevgep33 = getelementptr double, double* %uglygep3132, i64 -2
  %.168.5.i.epil = load double, double* %scevgep33, align 8, !noalias !13
  %.170.5.i.epil = fadd double %.170.4.i.epil, %.168.5.i.epil
  %uglygep28 = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep2829 = bitcast i8* %uglygep28 to double*
  %scevgep30 = getelementptr double, double* %uglygep2829, i64 -1
  %.168.6.i.epil = load double, double* %scevgep30, align 8, !noalias !13
  %.170.6.i.epil = fadd double %.170.5.i.epil, %.168.6.i.epil
  %uglygep = getelementptr i8, i8* %19, i64 %lsr.iv
  %uglygep27 = bitcast i8* %uglygep to double*
  %.168.7.i.epil = load double, double* %uglygep27, align 8, !noalias !13
  %.170.7.i.epil = fadd double %.170.6.i.epil, %.168.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %18, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil, !llvm.loop !16

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B40.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B40.preheader.i
  %.170.lcssa.ph.i = phi double [ undef, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %c.2.05.unr.i = phi double [ 0.000000e+00, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %.46.03.unr.i = phi i64 [ 0, %B40.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B40.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif.endif, label %B40.epil.preheader.i

B40.epil.preheader.i:                             ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %.6.i1.i, i64 %.46.03.unr.i
  br label %B40.epil.i

B40.epil.i:                                       ; preds = %B40.epil.i, %B40.epil.preheader.i
  %c.2.05.epil.i = phi double [ %.170.epil.i, %B40.epil.i ], [ %c.2.05.unr.i, %B40.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B40.epil.i ], [ 0, %B40.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.168.epil.i = load double, double* %scevgep, align 8, !noalias !13
  %.170.epil.i = fadd double %c.2.05.epil.i, %.168.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif.endif, label %B40.epil.i, !llvm.loop !18

for.end.endif.endif:                              ; preds = %B40.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif ], [ %.170.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.170.epil.i, %B40.epil.i ]
  call void @NRT_decref(i8* nonnull %.7.i.i.i)
  call void @NRT_decref(i8* %arg.x.0)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

declare i64 @get_num_threads() local_unnamed_addr

declare i64 @get_parallel_chunksize() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #0

declare i64 @get_sched_size(i64, i64, i64*, i64*) local_unnamed_addr

declare void @set_parallel_chunksize(i64) local_unnamed_addr

declare i64* @allocate_sched(i64) local_unnamed_addr

declare i64* @do_scheduling_unsigned(i64, i64*, i64*, i64, i64*, i64) local_unnamed_addr

declare void @deallocate_sched(i64*) local_unnamed_addr

define i8* @_ZN7cpython7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.prange_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([185 x i8], [185 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.6.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !19

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, double %.46) #3
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %.10 = call i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 %.9, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !19

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f479e70f050>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i8* @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %args, i64* %dims, i64* %steps, i8* %data) {
entry:
  %loopcount = load i64, i64* %dims, align 8
  %.10 = getelementptr i64, i64* %dims, i64 3
  %.11 = load i64, i64* %.10, align 8
  %.12 = load i64, i64* %steps, align 8
  %data.ptr.1 = getelementptr i8*, i8** %args, i64 1
  %data.2 = load i8*, i8** %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i64, i64* %steps, i64 1
  %.14 = load i64, i64* %core.step.ptr.1, align 8
  %core.step.ptr.2 = getelementptr i64, i64* %steps, i64 2
  %.15 = load i64, i64* %core.step.ptr.2, align 8
  %core.step.ptr.3 = getelementptr i64, i64* %steps, i64 3
  %.17 = load i64, i64* %core.step.ptr.3, align 8
  %.201 = icmp sgt i64 %loopcount, 0
  br i1 %.201, label %for.body.preheader, label %common.ret

for.body.preheader:                               ; preds = %entry
  %data.ptr.3 = getelementptr i8*, i8** %args, i64 3
  %data.4 = load i8*, i8** %data.ptr.3, align 8
  %data.ptr.2 = getelementptr i8*, i8** %args, i64 2
  %data.3 = load i8*, i8** %data.ptr.2, align 8
  %data.1 = load i8*, i8** %args, align 8
  br label %for.body

common.ret:                                       ; preds = %.continue, %entry
  ret void

for.body:                                         ; preds = %.continue, %for.body.preheader
  %loop.index2 = phi i64 [ %.189, %.continue ], [ 0, %for.body.preheader ]
  %0 = ptrtoint i8* %data.4 to i64
  %1 = ptrtoint i8* %data.3 to i64
  %2 = ptrtoint i8* %data.1 to i64
  %.25 = mul i64 %loop.index2, %.12
  %.27 = add i64 %.25, %2
  %.33 = inttoptr i64 %.27 to i64*
  %.51 = mul i64 %loop.index2, %.14
  %.52 = getelementptr i8, i8* %data.2, i64 %.51
  %.53 = bitcast i8* %.52 to double*
  %.54 = load double, double* %.53, align 8
  %.58 = mul i64 %loop.index2, %.15
  %.60 = add i64 %.58, %1
  %.87 = mul i64 %loop.index2, %.17
  %.89 = add i64 %.87, %0
  %.95 = inttoptr i64 %.89 to double*
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %.76.i = tail call i64 @get_thread_id(), !noalias !27
  %.96.i = icmp slt i64 %.76.i, 0
  %.97.i = select i1 %.96.i, i64 %.11, i64 0
  %.98.i = add i64 %.97.i, %.76.i
  %.111.i = getelementptr double, double* %.95, i64 %.98.i
  %.112.i = load double, double* %.111.i, align 8, !alias.scope !25, !noalias !29
  %.152.i = load i64, i64* %.33, align 8, !alias.scope !20, !noalias !30
  %.190.i = getelementptr i64, i64* %.33, i64 1
  %.191.i = load i64, i64* %.190.i, align 8, !alias.scope !20, !noalias !30
  %.226.i = sub i64 1, %.152.i
  %.282.i = add i64 %.226.i, %.191.i
  %.283.inv.i = icmp sgt i64 %.282.i, 0
  br i1 %.283.inv.i, label %B212.preheader.i, label %.continue

B212.preheader.i:                                 ; preds = %for.body
  %3 = sub i64 %.191.i, %.152.i
  %xtraiter.i = and i64 %.282.i, 7
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B212.prol.loopexit.i, label %B212.prol.i.preheader

B212.prol.i.preheader:                            ; preds = %B212.preheader.i
  %4 = inttoptr i64 %.60 to double*
  %scevgep = getelementptr double, double* %4, i64 %.152.i
  br label %B212.prol.i

B212.prol.i:                                      ; preds = %B212.prol.i, %B212.prol.i.preheader
  %lsr.iv = phi i64 [ 0, %B212.prol.i.preheader ], [ %lsr.iv.next, %B212.prol.i ]
  %s_2.05.prol.i = phi double [ %.112.i, %B212.prol.i.preheader ], [ %.438.prol.i, %B212.prol.i ]
  %scevgep1 = getelementptr double, double* %scevgep, i64 %lsr.iv
  %.413.prol.i = load double, double* %scevgep1, align 8, !alias.scope !23, !noalias !31
  %.421.prol.i = fmul double %.54, %.413.prol.i
  %.428.prol.i = tail call double @llvm.exp.f64(double %.421.prol.i)
  %.438.prol.i = fadd double %s_2.05.prol.i, %.428.prol.i
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  %prol.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %lsr.iv.next
  br i1 %prol.iter.cmp.not.i, label %B212.prol.loopexit.loopexit.i, label %B212.prol.i, !llvm.loop !32

B212.prol.loopexit.loopexit.i:                    ; preds = %B212.prol.i
  %5 = add i64 %xtraiter.i, %.152.i
  %6 = add i64 %.191.i, 1
  %7 = sub i64 %6, %5
  br label %B212.prol.loopexit.i

B212.prol.loopexit.i:                             ; preds = %B212.prol.loopexit.loopexit.i, %B212.preheader.i
  %s_2.05.unr.i = phi double [ %.112.i, %B212.preheader.i ], [ %.438.prol.i, %B212.prol.loopexit.loopexit.i ]
  %.3284.unr.i = phi i64 [ %.282.i, %B212.preheader.i ], [ %7, %B212.prol.loopexit.loopexit.i ]
  %.269.03.unr.i = phi i64 [ %.152.i, %B212.preheader.i ], [ %5, %B212.prol.loopexit.loopexit.i ]
  %.438.lcssa.unr.i = phi double [ undef, %B212.preheader.i ], [ %.438.prol.i, %B212.prol.loopexit.loopexit.i ]
  %8 = icmp ult i64 %3, 7
  br i1 %8, label %.continue, label %B212.preheader6.i

B212.preheader6.i:                                ; preds = %B212.prol.loopexit.i
  %9 = inttoptr i64 %.60 to double*
  %10 = add i64 %.3284.unr.i, -1
  %11 = add i64 %.269.03.unr.i, 7
  %scevgep.i = getelementptr double, double* %9, i64 %11
  br label %B212.i

B212.i:                                           ; preds = %B212.i, %B212.preheader6.i
  %lsr.iv7.i = phi double* [ %scevgep.i, %B212.preheader6.i ], [ %scevgep8.i, %B212.i ]
  %lsr.iv.i = phi i64 [ %10, %B212.preheader6.i ], [ %lsr.iv.next.i, %B212.i ]
  %s_2.05.i = phi double [ %s_2.05.unr.i, %B212.preheader6.i ], [ %.438.7.i, %B212.i ]
  %scevgep9 = getelementptr double, double* %lsr.iv7.i, i64 -7
  %.413.i = load double, double* %scevgep9, align 8, !alias.scope !23, !noalias !31
  %.421.i = fmul double %.54, %.413.i
  %.428.i = tail call double @llvm.exp.f64(double %.421.i)
  %.438.i = fadd double %s_2.05.i, %.428.i
  %scevgep8 = getelementptr double, double* %lsr.iv7.i, i64 -6
  %.413.1.i = load double, double* %scevgep8, align 8, !alias.scope !23, !noalias !31
  %.421.1.i = fmul double %.54, %.413.1.i
  %.428.1.i = tail call double @llvm.exp.f64(double %.421.1.i)
  %.438.1.i = fadd double %.438.i, %.428.1.i
  %scevgep7 = getelementptr double, double* %lsr.iv7.i, i64 -5
  %.413.2.i = load double, double* %scevgep7, align 8, !alias.scope !23, !noalias !31
  %.421.2.i = fmul double %.54, %.413.2.i
  %.428.2.i = tail call double @llvm.exp.f64(double %.421.2.i)
  %.438.2.i = fadd double %.438.1.i, %.428.2.i
  %scevgep6 = getelementptr double, double* %lsr.iv7.i, i64 -4
  %.413.3.i = load double, double* %scevgep6, align 8, !alias.scope !23, !noalias !31
  %.421.3.i = fmul double %.54, %.413.3.i
  %.428.3.i = tail call double @llvm.exp.f64(double %.421.3.i)
  %.438.3.i = fadd double %.438.2.i, %.428.3.i
  %scevgep5 = getelementptr double, double* %lsr.iv7.i, i64 -3
  %.413.4.i = load double, double* %scevgep5, align 8, !alias.scope !23, !noalias !31
  %.421.4.i = fmul double %.54, %.413.4.i
  %.428.4.i = tail call double @llvm.exp.f64(double %.421.4.i)
  %.438.4.i = fadd double %.438.3.i, %.428.4.i
  %scevgep4 = getelementptr double, double* %lsr.iv7.i, i64 -2
  %.413.5.i = load double, double* %scevgep4, align 8, !alias.scope !23, !noalias !31
  %.421.5.i = fmul double %.54, %.413.5.i
  %.428.5.i = tail call double @llvm.exp.f64(double %.421.5.i)
  %.438.5.i = fadd double %.438.4.i, %.428.5.i
  %scevgep2 = getelementptr double, double* %lsr.iv7.i, i64 -1
  %.413.6.i = load double, double* %scevgep2, align 8, !alias.scope !23, !noalias !31
  %.421.6.i = fmul double %.54, %.413.6.i
  %.428.6.i = tail call double @llvm.exp.f64(double %.421.6.i)
  %.438.6.i = fadd double %.438.5.i, %.428.6.i
  %.413.7.i = load double, double* %lsr.iv7.i, align 8, !alias.scope !23, !noalias !31
  %.421.7.i = fmul double %.54, %.413.7.i
  %.428.7.i = tail call double @llvm.exp.f64(double %.421.7.i)
  %.438.7.i = fadd double %.438.6.i, %.428.7.i
  %lsr.iv.next.i = add i64 %lsr.iv.i, -8
  %scevgep8.i = getelementptr double, double* %lsr.iv7.i, i64 8
  %.329.7.i = icmp ult i64 %lsr.iv.next.i, -2
  br i1 %.329.7.i, label %B212.i, label %.continue

.continue:                                        ; preds = %B212.i, %B212.prol.loopexit.i, %for.body
  %s_2.0.lcssa.i = phi double [ %.112.i, %for.body ], [ %.438.lcssa.unr.i, %B212.prol.loopexit.i ], [ %.438.7.i, %B212.i ]
  %sunkaddr = shl i64 %.98.i, 3
  %12 = inttoptr i64 %.89 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %12, i64 %sunkaddr
  %13 = bitcast i8* %sunkaddr11 to double*
  store double %s_2.0.lcssa.i, double* %13, align 8, !alias.scope !25, !noalias !29
  %.189 = add nuw nsw i64 %loop.index2, 1
  %exitcond.not = icmp eq i64 %.189, %loopcount
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(i8*, i8*, i8*, i8*, i8*, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(i8*) local_unnamed_addr

; Function Attrs: inaccessiblememonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #4 {
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

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!11 = !{!8, !10}
!12 = !{i1 true}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZN5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd: %retptr"}
!15 = distinct !{!15, !"_ZN5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = !{!"branch_weights", i32 99, i32 1}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.sched.4"}
!22 = distinct !{!22, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!24}
!24 = distinct !{!24, !22, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.x.4"}
!25 = !{!26}
!26 = distinct !{!26, !22, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.s_2__arr.4"}
!27 = !{!28, !21, !24, !26}
!28 = distinct !{!28, !22, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479e7215d0B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = !{!28, !21, !24}
!30 = !{!28, !24, !26}
!31 = !{!28, !21, !26}
!32 = distinct !{!32, !17}
