; ModuleID = 'prange_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.139945564585344 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.139945564585344.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.139945564585344 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([112 x i8], [112 x i8]* @.const.pickledata.139945564585344, i32 0, i32 0), i32 112, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945564585344.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.prange_rows = internal constant [12 x i8] c"prange_rows\00"
@_ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [217 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f479dba0d10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f479dba0d10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139945578409472 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139945578409472.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139945578409472 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139945578409472, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945578409472.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139945578074112 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139945578074112.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139945578074112 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139945578074112, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945578074112.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139945577137600 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139945577137600.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139945577137600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139945577137600, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139945577137600.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.7" = internal constant [43 x i8] c"unknown error when calling native function\00"
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479daa4d90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* %arg.w.0, i8* nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
entry:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs3 = alloca [4 x i8*], align 8
  %pshape4 = alloca [6 x i64], align 8
  %psteps5 = alloca [9 x i64], align 8
  tail call void @NRT_incref(i8* %arg.X.0)
  tail call void @NRT_incref(i8* %arg.w.0)
  %.70 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.70, 0
  br i1 %.18.i, label %B0.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %entry
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.70, i64 8)
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
  %.1401.not = icmp eq i64 %.70, 0
  br i1 %.1401.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif
  %.6.i1.i23 = bitcast double* %.6.i1.i to i8*
  %1 = shl nuw nsw i64 %.70, 3
  call void @llvm.memset.p0i8.i64(i8* align 8 %.6.i1.i23, i8 0, i64 %1, i1 false)
  br label %for.end

common.ret:                                       ; preds = %B0.if, %for.end.endif.endif, %for.end.if
  %common.ret.op = phi i32 [ 1, %for.end.if ], [ 0, %for.end.endif.endif ], [ 1, %B0.if ]
  ret i32 %common.ret.op

for.end:                                          ; preds = %for.body.preheader, %B0.endif
  %.180 = add i64 %arg.X.5.0, -1
  store i64 0, i64* %dim_starts, align 8
  store i64 %.180, i64* %dim_stops, align 8
  %.185 = tail call i64 @get_num_threads()
  %.186 = tail call i64 @get_parallel_chunksize()
  %.187 = icmp slt i64 %.185, 1
  br i1 %.187, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.190 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @printf_format, i64 0, i64 0), i64 %.185)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139945564585344, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %2 = icmp eq i64 %.70, 0
  %3 = bitcast [9 x i64]* %psteps5 to i64*
  %4 = bitcast [6 x i64]* %pshape4 to i64*
  %.196 = call i64 @get_sched_size(i64 %.185, i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.198 = shl i64 %.196, 1
  %.199 = call i64* @allocate_sched(i64 %.198)
  %.204 = call i64* @do_scheduling_unsigned(i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops, i64 %.196, i64* %.199, i64 0)
  %5 = bitcast [4 x i8*]* %pargs3 to i64**
  store i64* %.199, i64** %5, align 8
  %.212 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 1
  %6 = bitcast i8** %.212 to double**
  store double* %arg.X.4, double** %6, align 8
  %.225 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 2
  %7 = bitcast i8** %.225 to double**
  store double* %arg.w.4, double** %7, align 8
  %.237 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 3
  %8 = bitcast i8** %.237 to double**
  store double* %.6.i1.i, double** %8, align 8
  store i64 %.196, i64* %4, align 8
  %.295 = getelementptr inbounds [6 x i64], [6 x i64]* %pshape4, i64 0, i64 1
  store i64 2, i64* %.295, align 8
  %.297 = getelementptr inbounds [6 x i64], [6 x i64]* %pshape4, i64 0, i64 2
  store i64 %arg.X.5.0, i64* %.297, align 8
  %.299 = getelementptr inbounds [6 x i64], [6 x i64]* %pshape4, i64 0, i64 3
  store i64 %arg.X.5.1, i64* %.299, align 8
  %.301 = getelementptr inbounds [6 x i64], [6 x i64]* %pshape4, i64 0, i64 4
  store i64 %arg.w.5.0, i64* %.301, align 8
  %.303 = getelementptr inbounds [6 x i64], [6 x i64]* %pshape4, i64 0, i64 5
  store i64 %.70, i64* %.303, align 8
  store i64 16, i64* %3, align 8
  %.307 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 1
  %.313 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 4
  %9 = bitcast i64* %.307 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  store i64 8, i64* %.313, align 8
  %.315 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 5
  store i64 %arg.X.6.0, i64* %.315, align 8
  %.317 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 6
  store i64 %arg.X.6.1, i64* %.317, align 8
  %.319 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 7
  store i64 %arg.w.6.0, i64* %.319, align 8
  %.321 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 8
  store i64 8, i64* %.321, align 8
  %10 = bitcast i32* %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  store i32 0, i32* %.7.i, align 4
  call void @numba_gil_ensure(i32* nonnull %.7.i)
  %.10.i = call i8* @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  %.13.i = bitcast [4 x i8*]* %pargs3 to i8*
  %.14.i = bitcast [6 x i64]* %pshape4 to i8*
  %.15.i = bitcast [9 x i64]* %psteps5 to i8*
  call void @numba_parallel_for(i8* bitcast (void (i8**, i64*, i64*, i8*)* @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479daa4d90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE to i8*), i8* nonnull %.13.i, i8* nonnull %.14.i, i8* nonnull %.15.i, i8* null, i64 5, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(i8* %.10.i)
  call void @numba_gil_release(i32* nonnull %.7.i)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @set_parallel_chunksize(i64 %.186)
  call void @deallocate_sched(i64* %.199)
  br i1 %2, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %11 = add nsw i64 %.70, -1
  %xtraiter.i = and i64 %.70, 7
  %12 = icmp ult i64 %11, 7
  br i1 %12, label %common.ret.loopexit.unr-lcssa.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.70, 9223372036854775800
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
  call void @NRT_decref(i8* %arg.w.0)
  call void @NRT_decref(i8* %arg.X.0)
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

define i8* @_ZN7cpython7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.prange_rows, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([217 x i8], [217 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr10 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr10 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr11 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr12 to i64*
  %.37.fca.5.1.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %10, i64 56
  %11 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.6.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %12, i64 64
  %13 = bitcast i8* %sunkaddr14 to i64*
  %.37.fca.6.1.load = load i64, i64* %13, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr15 to i64*
  %.55 = load i64, i64* %16, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %17 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr16 to double**
  %.62.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %22, i64 48
  %23 = bitcast i8* %sunkaddr18 to i64*
  %.62.fca.6.0.load = load i64, i64* %23, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %24 = icmp sgt i32 %.79, 0
  br i1 %24, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
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

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

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

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
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
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 %.13) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.16.not = icmp eq i32 %.14, 0
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  br i1 %.16.not, label %common.ret, label %entry.if, !prof !19

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f479dba0d10>", i64 0, i64 0))
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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i8* @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479daa4d90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %args, i64* %dims, i64* %steps, i8* %data) {
entry:
  %loopcount = load i64, i64* %dims, align 8
  %.6 = getelementptr i64, i64* %dims, i64 1
  %.7 = load i64, i64* %.6, align 8
  %.8 = getelementptr i64, i64* %dims, i64 2
  %.9 = load i64, i64* %.8, align 8
  %.10 = getelementptr i64, i64* %dims, i64 3
  %.11 = load i64, i64* %.10, align 8
  %.12 = getelementptr i64, i64* %dims, i64 4
  %.13 = load i64, i64* %.12, align 8
  %.14 = getelementptr i64, i64* %dims, i64 5
  %.15 = load i64, i64* %.14, align 8
  %data.1 = load i8*, i8** %args, align 8
  %.16 = load i64, i64* %steps, align 8
  %step.ptr = getelementptr i64, i64* %steps, i64 4
  %.17 = load i64, i64* %step.ptr, align 8
  %data.ptr.1 = getelementptr i8*, i8** %args, i64 1
  %data.2 = load i8*, i8** %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i64, i64* %steps, i64 1
  %.18 = load i64, i64* %core.step.ptr.1, align 8
  %step.ptr.1 = getelementptr i64, i64* %steps, i64 5
  %.19 = load i64, i64* %step.ptr.1, align 8
  %step.ptr.2 = getelementptr i64, i64* %steps, i64 6
  %.20 = load i64, i64* %step.ptr.2, align 8
  %data.ptr.2 = getelementptr i8*, i8** %args, i64 2
  %data.3 = load i8*, i8** %data.ptr.2, align 8
  %core.step.ptr.2 = getelementptr i64, i64* %steps, i64 2
  %.21 = load i64, i64* %core.step.ptr.2, align 8
  %step.ptr.3 = getelementptr i64, i64* %steps, i64 7
  %.22 = load i64, i64* %step.ptr.3, align 8
  %data.ptr.3 = getelementptr i8*, i8** %args, i64 3
  %data.4 = load i8*, i8** %data.ptr.3, align 8
  %core.step.ptr.3 = getelementptr i64, i64* %steps, i64 3
  %.23 = load i64, i64* %core.step.ptr.3, align 8
  %step.ptr.4 = getelementptr i64, i64* %steps, i64 8
  %.24 = load i64, i64* %step.ptr.4, align 8
  %.148 = alloca i8*, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.174 = alloca i32, align 4
  store i32 0, i32* %.174, align 4
  %.261 = icmp sgt i64 %loopcount, 0
  br i1 %.261, label %for.body.preheader, label %common.ret

for.body.preheader:                               ; preds = %entry
  %.32 = ptrtoint i8* %data.1 to i64
  %.61 = ptrtoint i8* %data.2 to i64
  %.74 = mul nsw i64 %.11, %.9
  %.94 = ptrtoint i8* %data.3 to i64
  %.123 = ptrtoint i8* %data.4 to i64
  br label %for.body

common.ret:                                       ; preds = %.continue, %.177, %entry
  ret void

for.body:                                         ; preds = %.continue, %for.body.preheader
  %lsr.iv15 = phi i64 [ %loopcount, %for.body.preheader ], [ %lsr.iv.next16, %.continue ]
  %lsr.iv13 = phi i64 [ %.123, %for.body.preheader ], [ %lsr.iv.next14, %.continue ]
  %lsr.iv11 = phi i64 [ %.94, %for.body.preheader ], [ %lsr.iv.next12, %.continue ]
  %lsr.iv9 = phi i64 [ %.61, %for.body.preheader ], [ %lsr.iv.next10, %.continue ]
  %lsr.iv = phi i64 [ %.32, %for.body.preheader ], [ %lsr.iv.next, %.continue ]
  %.39 = inttoptr i64 %lsr.iv to i64*
  %.70 = inttoptr i64 %lsr.iv9 to double*
  %.101 = inttoptr i64 %lsr.iv11 to double*
  %.130 = inttoptr i64 %lsr.iv13 to double*
  store i8* null, i8** %.148, align 8
  %.162 = call i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479daa4d90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.148, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* null, i8* null, i64 %.7, i64 8, i64* %.39, i64 %.7, i64 %.17, i8* null, i8* null, i64 %.74, i64 8, double* %.70, i64 %.9, i64 %.11, i64 %.19, i64 %.20, i8* null, i8* null, i64 %.13, i64 8, double* %.101, i64 %.13, i64 %.22, i8* null, i8* null, i64 %.15, i64 8, double* %.130, i64 %.15, i64 %.24)
  switch i32 %.162, label %for.body.if [
    i32 -2, label %.continue
    i32 0, label %.continue
  ]

for.body.if:                                      ; preds = %for.body
  %.170 = icmp sgt i32 %.162, 0
  call void @numba_gil_ensure(i32* nonnull %.174)
  br i1 %.170, label %for.body.if.if, label %for.body.if.endif

.177:                                             ; preds = %for.body.if.endif.endif.endif, %for.body.if.endif.if, %for.body.if.endif
  call void @numba_gil_release(i32* nonnull %.174)
  br label %common.ret

for.body.if.if:                                   ; preds = %for.body.if
  call void @PyErr_Clear()
  unreachable

for.body.if.endif:                                ; preds = %for.body.if
  switch i32 %.162, label %for.body.if.endif.endif.endif [
    i32 -3, label %for.body.if.endif.if
    i32 -1, label %.177
  ]

for.body.if.endif.if:                             ; preds = %for.body.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.177

for.body.if.endif.endif.endif:                    ; preds = %for.body.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.7", i64 0, i64 0))
  br label %.177

.continue:                                        ; preds = %for.body, %for.body
  %lsr.iv.next = add i64 %lsr.iv, %.16
  %lsr.iv.next10 = add i64 %lsr.iv9, %.18
  %lsr.iv.next12 = add i64 %lsr.iv11, %.21
  %lsr.iv.next14 = add i64 %lsr.iv13, %.23
  %lsr.iv.next16 = add i64 %lsr.iv15, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next16, 0
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(i8*, i8*, i8*, i8*, i8*, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f479daa4d90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* noalias nocapture readnone %arg.sched.0, i8* noalias nocapture readnone %arg.sched.1, i64 %arg.sched.2, i64 %arg.sched.3, i64* noalias nocapture readonly %arg.sched.4, i64 %arg.sched.5.0, i64 %arg.sched.6.0, i8* noalias nocapture readnone %arg.X.0, i8* noalias nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* noalias nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* noalias nocapture readnone %arg.w.0, i8* noalias nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* noalias nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.1, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.2, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.3, double* noalias nocapture %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.4, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.5.0, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.6.0) local_unnamed_addr {
B0.endif:
  %.93 = tail call i64 @get_thread_id()
  %.113 = icmp slt i64 %.93, 0
  %.114 = select i1 %.113, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.5.0, i64 0
  %.115 = add i64 %.114, %.93
  %.128 = getelementptr double, double* %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.4, i64 %.115
  %.129 = load double, double* %.128, align 8
  %.169 = load i64, i64* %arg.sched.4, align 8
  %.207 = getelementptr i64, i64* %arg.sched.4, i64 1
  %.208 = load i64, i64* %.207, align 8
  %.243 = sub i64 1, %.169
  %.299 = add i64 %.243, %.208
  %.300.inv = icmp sgt i64 %.299, 0
  br i1 %.300.inv, label %B212.endif.lr.ph, label %common.ret

B212.endif.lr.ph:                                 ; preds = %B0.endif
  %.488.inv = icmp sgt i64 %arg.X.5.1, 0
  %spec.select9 = select i1 %.488.inv, i64 %arg.X.5.1, i64 0
  br i1 %.488.inv, label %B212.endif.us.preheader, label %B212.endif.preheader

B212.endif.preheader:                             ; preds = %B212.endif.lr.ph
  %0 = sub i64 %.208, %.169
  %xtraiter23 = and i64 %.299, 7
  %lcmp.mod24.not = icmp eq i64 %xtraiter23, 0
  br i1 %lcmp.mod24.not, label %B212.endif.prol.loopexit, label %B212.endif.prol.preheader

B212.endif.prol.preheader:                        ; preds = %B212.endif.preheader
  br label %B212.endif.prol

B212.endif.prol:                                  ; preds = %B212.endif.prol.preheader, %B212.endif.prol
  %lsr.iv = phi i64 [ %lsr.iv.next, %B212.endif.prol ], [ %xtraiter23, %B212.endif.prol.preheader ]
  %sum__parallel__impl____locals____sum__1__v17__val.016.prol = phi double [ %.725.prol, %B212.endif.prol ], [ %.129, %B212.endif.prol.preheader ]
  %.725.prol = fadd double %sum__parallel__impl____locals____sum__1__v17__val.016.prol, 0.000000e+00
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %B212.endif.prol.loopexit.loopexit, label %B212.endif.prol, !llvm.loop !20

B212.endif.prol.loopexit.loopexit:                ; preds = %B212.endif.prol
  %1 = and i64 %.299, -8
  br label %B212.endif.prol.loopexit

B212.endif.prol.loopexit:                         ; preds = %B212.endif.prol.loopexit.loopexit, %B212.endif.preheader
  %sum__parallel__impl____locals____sum__1__v17__val.016.unr = phi double [ %.129, %B212.endif.preheader ], [ %.725.prol, %B212.endif.prol.loopexit.loopexit ]
  %.37915.unr = phi i64 [ %.299, %B212.endif.preheader ], [ %1, %B212.endif.prol.loopexit.loopexit ]
  %.725.lcssa.unr = phi double [ undef, %B212.endif.preheader ], [ %.725.prol, %B212.endif.prol.loopexit.loopexit ]
  %2 = icmp ult i64 %0, 7
  br i1 %2, label %common.ret, label %B212.endif.preheader26

B212.endif.preheader26:                           ; preds = %B212.endif.prol.loopexit
  %3 = add i64 %.37915.unr, -1
  br label %B212.endif

B212.endif.us.preheader:                          ; preds = %B212.endif.lr.ph
  %4 = add nsw i64 %spec.select9, -1
  %xtraiter = and i64 %spec.select9, 7
  %unroll_iter = and i64 %spec.select9, 9223372036854775800
  %5 = mul i64 %.169, %arg.X.5.1
  %6 = icmp ult i64 %4, 7
  br i1 %6, label %B212.endif.us.us.preheader, label %B212.endif.us.preheader20

B212.endif.us.us.preheader:                       ; preds = %B212.endif.us.preheader
  %7 = icmp eq i64 %xtraiter, 0
  br i1 %7, label %B212.endif.us.us.us.preheader, label %B212.endif.us.us.preheader24

B212.endif.us.us.preheader24:                     ; preds = %B212.endif.us.us.preheader
  %scevgep72 = getelementptr double, double* %arg.X.4, i64 %5
  %8 = shl i64 %arg.X.5.1, 3
  br label %B212.endif.us.us

B212.endif.us.us.us.preheader:                    ; preds = %B212.endif.us.us.preheader
  %.707.us.us.us = tail call double @tanh(double undef)
  %.717.us.us.us = fmul double %.707.us.us.us, %.707.us.us.us
  %9 = sub i64 %.208, %.169
  %xtraiter37 = and i64 %.299, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter37, 0
  br i1 %lcmp.mod.not, label %B212.endif.us.us.us.prol.loopexit, label %B212.endif.us.us.us.prol.preheader

B212.endif.us.us.us.prol.preheader:               ; preds = %B212.endif.us.us.us.preheader
  br label %B212.endif.us.us.us.prol

B212.endif.us.us.us.prol:                         ; preds = %B212.endif.us.us.us.prol.preheader, %B212.endif.us.us.us.prol
  %lsr.iv167 = phi i64 [ %xtraiter37, %B212.endif.us.us.us.prol.preheader ], [ %lsr.iv.next168, %B212.endif.us.us.us.prol ]
  %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us.prol = phi double [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol ], [ %.129, %B212.endif.us.us.us.prol.preheader ]
  %.725.us.us.us.prol = fadd double %.717.us.us.us, %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us.prol
  %lsr.iv.next168 = add nsw i64 %lsr.iv167, -1
  %prol.iter.cmp.not38 = icmp eq i64 %lsr.iv.next168, 0
  br i1 %prol.iter.cmp.not38, label %B212.endif.us.us.us.prol.loopexit.loopexit, label %B212.endif.us.us.us.prol, !llvm.loop !21

B212.endif.us.us.us.prol.loopexit.loopexit:       ; preds = %B212.endif.us.us.us.prol
  %10 = and i64 %.299, -8
  br label %B212.endif.us.us.us.prol.loopexit

B212.endif.us.us.us.prol.loopexit:                ; preds = %B212.endif.us.us.us.prol.loopexit.loopexit, %B212.endif.us.us.us.preheader
  %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us.unr = phi double [ %.129, %B212.endif.us.us.us.preheader ], [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %.37915.us.us.us.unr = phi i64 [ %.299, %B212.endif.us.us.us.preheader ], [ %10, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %.725.us.us.us.lcssa.unr = phi double [ undef, %B212.endif.us.us.us.preheader ], [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %11 = icmp ult i64 %9, 7
  br i1 %11, label %common.ret, label %B212.endif.us.us.us.preheader39

B212.endif.us.us.us.preheader39:                  ; preds = %B212.endif.us.us.us.prol.loopexit
  %12 = add i64 %.37915.us.us.us.unr, -1
  br label %B212.endif.us.us.us

B212.endif.us.us.us:                              ; preds = %B212.endif.us.us.us, %B212.endif.us.us.us.preheader39
  %lsr.iv43 = phi i64 [ %12, %B212.endif.us.us.us.preheader39 ], [ %lsr.iv.next44, %B212.endif.us.us.us ]
  %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us = phi double [ %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us.unr, %B212.endif.us.us.us.preheader39 ], [ %.725.us.us.us.7, %B212.endif.us.us.us ]
  %.725.us.us.us = fadd double %.717.us.us.us, %sum__parallel__impl____locals____sum__1__v17__val.016.us.us.us
  %.725.us.us.us.1 = fadd double %.717.us.us.us, %.725.us.us.us
  %.725.us.us.us.2 = fadd double %.717.us.us.us, %.725.us.us.us.1
  %.725.us.us.us.3 = fadd double %.717.us.us.us, %.725.us.us.us.2
  %.725.us.us.us.4 = fadd double %.717.us.us.us, %.725.us.us.us.3
  %.725.us.us.us.5 = fadd double %.717.us.us.us, %.725.us.us.us.4
  %.725.us.us.us.6 = fadd double %.717.us.us.us, %.725.us.us.us.5
  %.725.us.us.us.7 = fadd double %.717.us.us.us, %.725.us.us.us.6
  %lsr.iv.next44 = add i64 %lsr.iv43, -8
  %.380.us.us.us.7 = icmp ult i64 %lsr.iv.next44, -2
  br i1 %.380.us.us.us.7, label %B212.endif.us.us.us, label %common.ret

B212.endif.us.preheader20:                        ; preds = %B212.endif.us.preheader
  %scevgep61 = getelementptr double, double* %arg.w.4, i64 %unroll_iter
  %13 = add nsw i64 %unroll_iter, -8
  %14 = lshr exact i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %xtraiter30 = and i64 %15, 7
  %scevgep338 = getelementptr double, double* %arg.w.4, i64 7
  %16 = shl i64 %xtraiter30, 6
  %17 = add i64 %5, %unroll_iter
  %scevgep395 = getelementptr double, double* %arg.X.4, i64 %17
  %unroll_iter39 = shl i64 %15, 3
  %18 = and i64 %unroll_iter39, -64
  %19 = lshr i64 %15, 3
  %scevgep721 = getelementptr double, double* %arg.X.4, i64 %5
  %20 = shl i64 %arg.X.5.1, 3
  %21 = shl nuw nsw i64 %19, 3
  %22 = add i64 %5, 4
  %scevgep592 = getelementptr double, double* %arg.X.4, i64 %22
  br label %B212.endif.us

B212.endif.us.us:                                 ; preds = %B929.B931_crit_edge.us.us, %B212.endif.us.us.preheader24
  %lsr.iv170 = phi double* [ %24, %B929.B931_crit_edge.us.us ], [ %scevgep72, %B212.endif.us.us.preheader24 ]
  %sum__parallel__impl____locals____sum__1__v17__val.016.us.us = phi double [ %.129, %B212.endif.us.us.preheader24 ], [ %.725.us.us, %B929.B931_crit_edge.us.us ]
  %.37915.us.us = phi i64 [ %.299, %B212.endif.us.us.preheader24 ], [ %.389.us.us, %B929.B931_crit_edge.us.us ]
  br label %B930.us.epil.us

B930.us.epil.us:                                  ; preds = %B930.us.epil.us, %B212.endif.us.us
  %t.2.113.us.epil.us = phi double [ %.686.us.epil.us, %B930.us.epil.us ], [ 0.000000e+00, %B212.endif.us.us ]
  %epil.iter.us = phi i64 [ %epil.iter.next.us, %B930.us.epil.us ], [ 0, %B212.endif.us.us ]
  %scevgep173 = getelementptr double, double* %lsr.iv170, i64 %epil.iter.us
  %.632.us.epil.us = load double, double* %scevgep173, align 8
  %scevgep169 = getelementptr double, double* %arg.w.4, i64 %epil.iter.us
  %.668.us.epil.us = load double, double* %scevgep169, align 8
  %.676.us.epil.us = fmul double %.632.us.epil.us, %.668.us.epil.us
  %.686.us.epil.us = fadd double %t.2.113.us.epil.us, %.676.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %B929.B931_crit_edge.us.us, label %B930.us.epil.us, !llvm.loop !22

B929.B931_crit_edge.us.us:                        ; preds = %B930.us.epil.us
  %23 = bitcast double* %lsr.iv170 to i1*
  %.389.us.us = add nsw i64 %.37915.us.us, -1
  %.707.us.us = tail call double @tanh(double %.686.us.epil.us)
  %.717.us.us = fmul double %.707.us.us, %.707.us.us
  %.725.us.us = fadd double %sum__parallel__impl____locals____sum__1__v17__val.016.us.us, %.717.us.us
  %scevgep172 = getelementptr i1, i1* %23, i64 %8
  %24 = bitcast i1* %scevgep172 to double*
  %.380.us.us = icmp sgt i64 %.37915.us.us, 1
  br i1 %.380.us.us, label %B212.endif.us.us, label %common.ret

B212.endif.us:                                    ; preds = %B929.B931_crit_edge.us, %B212.endif.us.preheader20
  %lsr.iv622 = phi double* [ %37, %B929.B931_crit_edge.us ], [ %scevgep395, %B212.endif.us.preheader20 ]
  %lsr.iv593 = phi double* [ %36, %B929.B931_crit_edge.us ], [ %scevgep592, %B212.endif.us.preheader20 ]
  %lsr.iv370 = phi double* [ %35, %B929.B931_crit_edge.us ], [ %scevgep721, %B212.endif.us.preheader20 ]
  %sum__parallel__impl____locals____sum__1__v17__val.016.us = phi double [ %.725.us, %B929.B931_crit_edge.us ], [ %.129, %B212.endif.us.preheader20 ]
  %.37915.us = phi i64 [ %.389.us, %B929.B931_crit_edge.us ], [ %.299, %B212.endif.us.preheader20 ]
  %25 = icmp ult i64 %13, 56
  br i1 %25, label %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, label %B930.us.preheader

B930.us.preheader:                                ; preds = %B212.endif.us
  br label %B930.us

B930.us:                                          ; preds = %B930.us.preheader, %B930.us
  %lsr.iv566 = phi i64 [ %21, %B930.us.preheader ], [ %lsr.iv.next567, %B930.us ]
  %lsr.iv174 = phi i64 [ 504, %B930.us.preheader ], [ %lsr.iv.next175, %B930.us ]
  %t.2.113.us = phi double [ %.686.us.7.7, %B930.us ], [ 0.000000e+00, %B930.us.preheader ]
  %26 = bitcast double* %lsr.iv370 to i8*
  %27 = bitcast double* %arg.w.4 to i8*
  %uglygep561 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep561562 = bitcast i8* %uglygep561 to double*
  %scevgep563 = getelementptr double, double* %uglygep561562, i64 -63
  %.632.us = load double, double* %scevgep563, align 8
  %uglygep364 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep364365 = bitcast i8* %uglygep364 to double*
  %scevgep367 = getelementptr double, double* %uglygep364365, i64 -63
  %.668.us = load double, double* %scevgep367, align 8
  %.676.us = fmul double %.632.us, %.668.us
  %.686.us = fadd double %t.2.113.us, %.676.us
  %uglygep558 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep558559 = bitcast i8* %uglygep558 to double*
  %scevgep560 = getelementptr double, double* %uglygep558559, i64 -62
  %.632.us.1 = load double, double* %scevgep560, align 8
  %uglygep361 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep361362 = bitcast i8* %uglygep361 to double*
  %scevgep363 = getelementptr double, double* %uglygep361362, i64 -62
  %.668.us.1 = load double, double* %scevgep363, align 8
  %.676.us.1 = fmul double %.632.us.1, %.668.us.1
  %.686.us.1 = fadd double %.686.us, %.676.us.1
  %uglygep555 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep555556 = bitcast i8* %uglygep555 to double*
  %scevgep557 = getelementptr double, double* %uglygep555556, i64 -61
  %.632.us.2 = load double, double* %scevgep557, align 8
  %uglygep358 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep358359 = bitcast i8* %uglygep358 to double*
  %scevgep360 = getelementptr double, double* %uglygep358359, i64 -61
  %.668.us.2 = load double, double* %scevgep360, align 8
  %.676.us.2 = fmul double %.632.us.2, %.668.us.2
  %.686.us.2 = fadd double %.686.us.1, %.676.us.2
  %uglygep552 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep552553 = bitcast i8* %uglygep552 to double*
  %scevgep554 = getelementptr double, double* %uglygep552553, i64 -60
  %.632.us.3 = load double, double* %scevgep554, align 8
  %uglygep355 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep355356 = bitcast i8* %uglygep355 to double*
  %scevgep357 = getelementptr double, double* %uglygep355356, i64 -60
  %.668.us.3 = load double, double* %scevgep357, align 8
  %.676.us.3 = fmul double %.632.us.3, %.668.us.3
  %.686.us.3 = fadd double %.686.us.2, %.676.us.3
  %uglygep549 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep549550 = bitcast i8* %uglygep549 to double*
  %scevgep551 = getelementptr double, double* %uglygep549550, i64 -59
  %.632.us.4 = load double, double* %scevgep551, align 8
  %uglygep352 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep352353 = bitcast i8* %uglygep352 to double*
  %scevgep354 = getelementptr double, double* %uglygep352353, i64 -59
  %.668.us.4 = load double, double* %scevgep354, align 8
  %.676.us.4 = fmul double %.632.us.4, %.668.us.4
  %.686.us.4 = fadd double %.686.us.3, %.676.us.4
  %uglygep546 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep546547 = bitcast i8* %uglygep546 to double*
  %scevgep548 = getelementptr double, double* %uglygep546547, i64 -58
  %.632.us.5 = load double, double* %scevgep548, align 8
  %uglygep349 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep349350 = bitcast i8* %uglygep349 to double*
  %scevgep351 = getelementptr double, double* %uglygep349350, i64 -58
  %.668.us.5 = load double, double* %scevgep351, align 8
  %.676.us.5 = fmul double %.632.us.5, %.668.us.5
  %.686.us.5 = fadd double %.686.us.4, %.676.us.5
  %uglygep543 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep543544 = bitcast i8* %uglygep543 to double*
  %scevgep545 = getelementptr double, double* %uglygep543544, i64 -57
  %.632.us.6 = load double, double* %scevgep545, align 8
  %uglygep346 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep346347 = bitcast i8* %uglygep346 to double*
  %scevgep348 = getelementptr double, double* %uglygep346347, i64 -57
  %.668.us.6 = load double, double* %scevgep348, align 8
  %.676.us.6 = fmul double %.632.us.6, %.668.us.6
  %.686.us.6 = fadd double %.686.us.5, %.676.us.6
  %uglygep540 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep540541 = bitcast i8* %uglygep540 to double*
  %scevgep542 = getelementptr double, double* %uglygep540541, i64 -56
  %.632.us.7 = load double, double* %scevgep542, align 8
  %uglygep342 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep342343 = bitcast i8* %uglygep342 to double*
  %scevgep344 = getelementptr double, double* %uglygep342343, i64 -56
  %.668.us.7 = load double, double* %scevgep344, align 8
  %.676.us.7 = fmul double %.632.us.7, %.668.us.7
  %.686.us.7 = fadd double %.686.us.6, %.676.us.7
  %uglygep537 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep537538 = bitcast i8* %uglygep537 to double*
  %scevgep539 = getelementptr double, double* %uglygep537538, i64 -55
  %.632.us.140 = load double, double* %scevgep539, align 8
  %uglygep337 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep337338 = bitcast i8* %uglygep337 to double*
  %scevgep341 = getelementptr double, double* %uglygep337338, i64 -55
  %.668.us.141 = load double, double* %scevgep341, align 8
  %.676.us.142 = fmul double %.632.us.140, %.668.us.141
  %.686.us.143 = fadd double %.686.us.7, %.676.us.142
  %uglygep534 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep534535 = bitcast i8* %uglygep534 to double*
  %scevgep536 = getelementptr double, double* %uglygep534535, i64 -54
  %.632.us.1.1 = load double, double* %scevgep536, align 8
  %uglygep334 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep334335 = bitcast i8* %uglygep334 to double*
  %scevgep336 = getelementptr double, double* %uglygep334335, i64 -54
  %.668.us.1.1 = load double, double* %scevgep336, align 8
  %.676.us.1.1 = fmul double %.632.us.1.1, %.668.us.1.1
  %.686.us.1.1 = fadd double %.686.us.143, %.676.us.1.1
  %uglygep531 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep531532 = bitcast i8* %uglygep531 to double*
  %scevgep533 = getelementptr double, double* %uglygep531532, i64 -53
  %.632.us.2.1 = load double, double* %scevgep533, align 8
  %uglygep331 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep331332 = bitcast i8* %uglygep331 to double*
  %scevgep333 = getelementptr double, double* %uglygep331332, i64 -53
  %.668.us.2.1 = load double, double* %scevgep333, align 8
  %.676.us.2.1 = fmul double %.632.us.2.1, %.668.us.2.1
  %.686.us.2.1 = fadd double %.686.us.1.1, %.676.us.2.1
  %uglygep528 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep528529 = bitcast i8* %uglygep528 to double*
  %scevgep530 = getelementptr double, double* %uglygep528529, i64 -52
  %.632.us.3.1 = load double, double* %scevgep530, align 8
  %uglygep328 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep328329 = bitcast i8* %uglygep328 to double*
  %scevgep330 = getelementptr double, double* %uglygep328329, i64 -52
  %.668.us.3.1 = load double, double* %scevgep330, align 8
  %.676.us.3.1 = fmul double %.632.us.3.1, %.668.us.3.1
  %.686.us.3.1 = fadd double %.686.us.2.1, %.676.us.3.1
  %uglygep525 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep525526 = bitcast i8* %uglygep525 to double*
  %scevgep527 = getelementptr double, double* %uglygep525526, i64 -51
  %.632.us.4.1 = load double, double* %scevgep527, align 8
  %uglygep325 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep325326 = bitcast i8* %uglygep325 to double*
  %scevgep327 = getelementptr double, double* %uglygep325326, i64 -51
  %.668.us.4.1 = load double, double* %scevgep327, align 8
  %.676.us.4.1 = fmul double %.632.us.4.1, %.668.us.4.1
  %.686.us.4.1 = fadd double %.686.us.3.1, %.676.us.4.1
  %uglygep522 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep522523 = bitcast i8* %uglygep522 to double*
  %scevgep524 = getelementptr double, double* %uglygep522523, i64 -50
  %.632.us.5.1 = load double, double* %scevgep524, align 8
  %uglygep322 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep322323 = bitcast i8* %uglygep322 to double*
  %scevgep324 = getelementptr double, double* %uglygep322323, i64 -50
  %.668.us.5.1 = load double, double* %scevgep324, align 8
  %.676.us.5.1 = fmul double %.632.us.5.1, %.668.us.5.1
  %.686.us.5.1 = fadd double %.686.us.4.1, %.676.us.5.1
  %uglygep519 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep519520 = bitcast i8* %uglygep519 to double*
  %scevgep521 = getelementptr double, double* %uglygep519520, i64 -49
  %.632.us.6.1 = load double, double* %scevgep521, align 8
  %uglygep319 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep319320 = bitcast i8* %uglygep319 to double*
  %scevgep321 = getelementptr double, double* %uglygep319320, i64 -49
  %.668.us.6.1 = load double, double* %scevgep321, align 8
  %.676.us.6.1 = fmul double %.632.us.6.1, %.668.us.6.1
  %.686.us.6.1 = fadd double %.686.us.5.1, %.676.us.6.1
  %uglygep516 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep516517 = bitcast i8* %uglygep516 to double*
  %scevgep518 = getelementptr double, double* %uglygep516517, i64 -48
  %.632.us.7.1 = load double, double* %scevgep518, align 8
  %uglygep316 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep316317 = bitcast i8* %uglygep316 to double*
  %scevgep318 = getelementptr double, double* %uglygep316317, i64 -48
  %.668.us.7.1 = load double, double* %scevgep318, align 8
  %.676.us.7.1 = fmul double %.632.us.7.1, %.668.us.7.1
  %.686.us.7.1 = fadd double %.686.us.6.1, %.676.us.7.1
  %uglygep513 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep513514 = bitcast i8* %uglygep513 to double*
  %scevgep515 = getelementptr double, double* %uglygep513514, i64 -47
  %.632.us.244 = load double, double* %scevgep515, align 8
  %uglygep313 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep313314 = bitcast i8* %uglygep313 to double*
  %scevgep315 = getelementptr double, double* %uglygep313314, i64 -47
  %.668.us.245 = load double, double* %scevgep315, align 8
  %.676.us.246 = fmul double %.632.us.244, %.668.us.245
  %.686.us.247 = fadd double %.686.us.7.1, %.676.us.246
  %uglygep510 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep510511 = bitcast i8* %uglygep510 to double*
  %scevgep512 = getelementptr double, double* %uglygep510511, i64 -46
  %.632.us.1.2 = load double, double* %scevgep512, align 8
  %uglygep310 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep310311 = bitcast i8* %uglygep310 to double*
  %scevgep312 = getelementptr double, double* %uglygep310311, i64 -46
  %.668.us.1.2 = load double, double* %scevgep312, align 8
  %.676.us.1.2 = fmul double %.632.us.1.2, %.668.us.1.2
  %.686.us.1.2 = fadd double %.686.us.247, %.676.us.1.2
  %uglygep507 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep507508 = bitcast i8* %uglygep507 to double*
  %scevgep509 = getelementptr double, double* %uglygep507508, i64 -45
  %.632.us.2.2 = load double, double* %scevgep509, align 8
  %uglygep307 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep307308 = bitcast i8* %uglygep307 to double*
  %scevgep309 = getelementptr double, double* %uglygep307308, i64 -45
  %.668.us.2.2 = load double, double* %scevgep309, align 8
  %.676.us.2.2 = fmul double %.632.us.2.2, %.668.us.2.2
  %.686.us.2.2 = fadd double %.686.us.1.2, %.676.us.2.2
  %uglygep504 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep504505 = bitcast i8* %uglygep504 to double*
  %scevgep506 = getelementptr double, double* %uglygep504505, i64 -44
  %.632.us.3.2 = load double, double* %scevgep506, align 8
  %uglygep304 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep304305 = bitcast i8* %uglygep304 to double*
  %scevgep306 = getelementptr double, double* %uglygep304305, i64 -44
  %.668.us.3.2 = load double, double* %scevgep306, align 8
  %.676.us.3.2 = fmul double %.632.us.3.2, %.668.us.3.2
  %.686.us.3.2 = fadd double %.686.us.2.2, %.676.us.3.2
  %uglygep501 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep501502 = bitcast i8* %uglygep501 to double*
  %scevgep503 = getelementptr double, double* %uglygep501502, i64 -43
  %.632.us.4.2 = load double, double* %scevgep503, align 8
  %uglygep301 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep301302 = bitcast i8* %uglygep301 to double*
  %scevgep303 = getelementptr double, double* %uglygep301302, i64 -43
  %.668.us.4.2 = load double, double* %scevgep303, align 8
  %.676.us.4.2 = fmul double %.632.us.4.2, %.668.us.4.2
  %.686.us.4.2 = fadd double %.686.us.3.2, %.676.us.4.2
  %uglygep498 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep498499 = bitcast i8* %uglygep498 to double*
  %scevgep500 = getelementptr double, double* %uglygep498499, i64 -42
  %.632.us.5.2 = load double, double* %scevgep500, align 8
  %uglygep298 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep298299 = bitcast i8* %uglygep298 to double*
  %scevgep300 = getelementptr double, double* %uglygep298299, i64 -42
  %.668.us.5.2 = load double, double* %scevgep300, align 8
  %.676.us.5.2 = fmul double %.632.us.5.2, %.668.us.5.2
  %.686.us.5.2 = fadd double %.686.us.4.2, %.676.us.5.2
  %uglygep495 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep495496 = bitcast i8* %uglygep495 to double*
  %scevgep497 = getelementptr double, double* %uglygep495496, i64 -41
  %.632.us.6.2 = load double, double* %scevgep497, align 8
  %uglygep295 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep295296 = bitcast i8* %uglygep295 to double*
  %scevgep297 = getelementptr double, double* %uglygep295296, i64 -41
  %.668.us.6.2 = load double, double* %scevgep297, align 8
  %.676.us.6.2 = fmul double %.632.us.6.2, %.668.us.6.2
  %.686.us.6.2 = fadd double %.686.us.5.2, %.676.us.6.2
  %uglygep492 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep492493 = bitcast i8* %uglygep492 to double*
  %scevgep494 = getelementptr double, double* %uglygep492493, i64 -40
  %.632.us.7.2 = load double, double* %scevgep494, align 8
  %uglygep292 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep292293 = bitcast i8* %uglygep292 to double*
  %scevgep294 = getelementptr double, double* %uglygep292293, i64 -40
  %.668.us.7.2 = load double, double* %scevgep294, align 8
  %.676.us.7.2 = fmul double %.632.us.7.2, %.668.us.7.2
  %.686.us.7.2 = fadd double %.686.us.6.2, %.676.us.7.2
  %uglygep489 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep489490 = bitcast i8* %uglygep489 to double*
  %scevgep491 = getelementptr double, double* %uglygep489490, i64 -39
  %.632.us.348 = load double, double* %scevgep491, align 8
  %uglygep289 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep289290 = bitcast i8* %uglygep289 to double*
  %scevgep291 = getelementptr double, double* %uglygep289290, i64 -39
  %.668.us.349 = load double, double* %scevgep291, align 8
  %.676.us.350 = fmul double %.632.us.348, %.668.us.349
  %.686.us.351 = fadd double %.686.us.7.2, %.676.us.350
  %uglygep486 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep486487 = bitcast i8* %uglygep486 to double*
  %scevgep488 = getelementptr double, double* %uglygep486487, i64 -38
  %.632.us.1.3 = load double, double* %scevgep488, align 8
  %uglygep286 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep286287 = bitcast i8* %uglygep286 to double*
  %scevgep288 = getelementptr double, double* %uglygep286287, i64 -38
  %.668.us.1.3 = load double, double* %scevgep288, align 8
  %.676.us.1.3 = fmul double %.632.us.1.3, %.668.us.1.3
  %.686.us.1.3 = fadd double %.686.us.351, %.676.us.1.3
  %uglygep483 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep483484 = bitcast i8* %uglygep483 to double*
  %scevgep485 = getelementptr double, double* %uglygep483484, i64 -37
  %.632.us.2.3 = load double, double* %scevgep485, align 8
  %uglygep283 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep283284 = bitcast i8* %uglygep283 to double*
  %scevgep285 = getelementptr double, double* %uglygep283284, i64 -37
  %.668.us.2.3 = load double, double* %scevgep285, align 8
  %.676.us.2.3 = fmul double %.632.us.2.3, %.668.us.2.3
  %.686.us.2.3 = fadd double %.686.us.1.3, %.676.us.2.3
  %uglygep480 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep480481 = bitcast i8* %uglygep480 to double*
  %scevgep482 = getelementptr double, double* %uglygep480481, i64 -36
  %.632.us.3.3 = load double, double* %scevgep482, align 8
  %uglygep280 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep280281 = bitcast i8* %uglygep280 to double*
  %scevgep282 = getelementptr double, double* %uglygep280281, i64 -36
  %.668.us.3.3 = load double, double* %scevgep282, align 8
  %.676.us.3.3 = fmul double %.632.us.3.3, %.668.us.3.3
  %.686.us.3.3 = fadd double %.686.us.2.3, %.676.us.3.3
  %uglygep477 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep477478 = bitcast i8* %uglygep477 to double*
  %scevgep479 = getelementptr double, double* %uglygep477478, i64 -35
  %.632.us.4.3 = load double, double* %scevgep479, align 8
  %uglygep277 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep277278 = bitcast i8* %uglygep277 to double*
  %scevgep279 = getelementptr double, double* %uglygep277278, i64 -35
  %.668.us.4.3 = load double, double* %scevgep279, align 8
  %.676.us.4.3 = fmul double %.632.us.4.3, %.668.us.4.3
  %.686.us.4.3 = fadd double %.686.us.3.3, %.676.us.4.3
  %uglygep474 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep474475 = bitcast i8* %uglygep474 to double*
  %scevgep476 = getelementptr double, double* %uglygep474475, i64 -34
  %.632.us.5.3 = load double, double* %scevgep476, align 8
  %uglygep274 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep274275 = bitcast i8* %uglygep274 to double*
  %scevgep276 = getelementptr double, double* %uglygep274275, i64 -34
  %.668.us.5.3 = load double, double* %scevgep276, align 8
  %.676.us.5.3 = fmul double %.632.us.5.3, %.668.us.5.3
  %.686.us.5.3 = fadd double %.686.us.4.3, %.676.us.5.3
  %uglygep471 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep471472 = bitcast i8* %uglygep471 to double*
  %scevgep473 = getelementptr double, double* %uglygep471472, i64 -33
  %.632.us.6.3 = load double, double* %scevgep473, align 8
  %uglygep271 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep271272 = bitcast i8* %uglygep271 to double*
  %scevgep273 = getelementptr double, double* %uglygep271272, i64 -33
  %.668.us.6.3 = load double, double* %scevgep273, align 8
  %.676.us.6.3 = fmul double %.632.us.6.3, %.668.us.6.3
  %.686.us.6.3 = fadd double %.686.us.5.3, %.676.us.6.3
  %uglygep468 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep468469 = bitcast i8* %uglygep468 to double*
  %scevgep470 = getelementptr double, double* %uglygep468469, i64 -32
  %.632.us.7.3 = load double, double* %scevgep470, align 8
  %uglygep268 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep268269 = bitcast i8* %uglygep268 to double*
  %scevgep270 = getelementptr double, double* %uglygep268269, i64 -32
  %.668.us.7.3 = load double, double* %scevgep270, align 8
  %.676.us.7.3 = fmul double %.632.us.7.3, %.668.us.7.3
  %.686.us.7.3 = fadd double %.686.us.6.3, %.676.us.7.3
  %uglygep465 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep465466 = bitcast i8* %uglygep465 to double*
  %scevgep467 = getelementptr double, double* %uglygep465466, i64 -31
  %.632.us.452 = load double, double* %scevgep467, align 8
  %uglygep265 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep265266 = bitcast i8* %uglygep265 to double*
  %scevgep267 = getelementptr double, double* %uglygep265266, i64 -31
  %.668.us.453 = load double, double* %scevgep267, align 8
  %.676.us.454 = fmul double %.632.us.452, %.668.us.453
  %.686.us.455 = fadd double %.686.us.7.3, %.676.us.454
  %uglygep462 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep462463 = bitcast i8* %uglygep462 to double*
  %scevgep464 = getelementptr double, double* %uglygep462463, i64 -30
  %.632.us.1.4 = load double, double* %scevgep464, align 8
  %uglygep262 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep262263 = bitcast i8* %uglygep262 to double*
  %scevgep264 = getelementptr double, double* %uglygep262263, i64 -30
  %.668.us.1.4 = load double, double* %scevgep264, align 8
  %.676.us.1.4 = fmul double %.632.us.1.4, %.668.us.1.4
  %.686.us.1.4 = fadd double %.686.us.455, %.676.us.1.4
  %uglygep459 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep459460 = bitcast i8* %uglygep459 to double*
  %scevgep461 = getelementptr double, double* %uglygep459460, i64 -29
  %.632.us.2.4 = load double, double* %scevgep461, align 8
  %uglygep259 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep259260 = bitcast i8* %uglygep259 to double*
  %scevgep261 = getelementptr double, double* %uglygep259260, i64 -29
  %.668.us.2.4 = load double, double* %scevgep261, align 8
  %.676.us.2.4 = fmul double %.632.us.2.4, %.668.us.2.4
  %.686.us.2.4 = fadd double %.686.us.1.4, %.676.us.2.4
  %uglygep456 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep456457 = bitcast i8* %uglygep456 to double*
  %scevgep458 = getelementptr double, double* %uglygep456457, i64 -28
  %.632.us.3.4 = load double, double* %scevgep458, align 8
  %uglygep256 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep256257 = bitcast i8* %uglygep256 to double*
  %scevgep258 = getelementptr double, double* %uglygep256257, i64 -28
  %.668.us.3.4 = load double, double* %scevgep258, align 8
  %.676.us.3.4 = fmul double %.632.us.3.4, %.668.us.3.4
  %.686.us.3.4 = fadd double %.686.us.2.4, %.676.us.3.4
  %uglygep453 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep453454 = bitcast i8* %uglygep453 to double*
  %scevgep455 = getelementptr double, double* %uglygep453454, i64 -27
  %.632.us.4.4 = load double, double* %scevgep455, align 8
  %uglygep253 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep253254 = bitcast i8* %uglygep253 to double*
  %scevgep255 = getelementptr double, double* %uglygep253254, i64 -27
  %.668.us.4.4 = load double, double* %scevgep255, align 8
  %.676.us.4.4 = fmul double %.632.us.4.4, %.668.us.4.4
  %.686.us.4.4 = fadd double %.686.us.3.4, %.676.us.4.4
  %uglygep450 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep450451 = bitcast i8* %uglygep450 to double*
  %scevgep452 = getelementptr double, double* %uglygep450451, i64 -26
  %.632.us.5.4 = load double, double* %scevgep452, align 8
  %uglygep250 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep250251 = bitcast i8* %uglygep250 to double*
  %scevgep252 = getelementptr double, double* %uglygep250251, i64 -26
  %.668.us.5.4 = load double, double* %scevgep252, align 8
  %.676.us.5.4 = fmul double %.632.us.5.4, %.668.us.5.4
  %.686.us.5.4 = fadd double %.686.us.4.4, %.676.us.5.4
  %uglygep447 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep447448 = bitcast i8* %uglygep447 to double*
  %scevgep449 = getelementptr double, double* %uglygep447448, i64 -25
  %.632.us.6.4 = load double, double* %scevgep449, align 8
  %uglygep247 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep247248 = bitcast i8* %uglygep247 to double*
  %scevgep249 = getelementptr double, double* %uglygep247248, i64 -25
  %.668.us.6.4 = load double, double* %scevgep249, align 8
  %.676.us.6.4 = fmul double %.632.us.6.4, %.668.us.6.4
  %.686.us.6.4 = fadd double %.686.us.5.4, %.676.us.6.4
  %uglygep444 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep444445 = bitcast i8* %uglygep444 to double*
  %scevgep446 = getelementptr double, double* %uglygep444445, i64 -24
  %.632.us.7.4 = load double, double* %scevgep446, align 8
  %uglygep244 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep244245 = bitcast i8* %uglygep244 to double*
  %scevgep246 = getelementptr double, double* %uglygep244245, i64 -24
  %.668.us.7.4 = load double, double* %scevgep246, align 8
  %.676.us.7.4 = fmul double %.632.us.7.4, %.668.us.7.4
  %.686.us.7.4 = fadd double %.686.us.6.4, %.676.us.7.4
  %uglygep441 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep441442 = bitcast i8* %uglygep441 to double*
  %scevgep443 = getelementptr double, double* %uglygep441442, i64 -23
  %.632.us.556 = load double, double* %scevgep443, align 8
  %uglygep241 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep241242 = bitcast i8* %uglygep241 to double*
  %scevgep243 = getelementptr double, double* %uglygep241242, i64 -23
  %.668.us.557 = load double, double* %scevgep243, align 8
  %.676.us.558 = fmul double %.632.us.556, %.668.us.557
  %.686.us.559 = fadd double %.686.us.7.4, %.676.us.558
  %uglygep438 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep438439 = bitcast i8* %uglygep438 to double*
  %scevgep440 = getelementptr double, double* %uglygep438439, i64 -22
  %.632.us.1.5 = load double, double* %scevgep440, align 8
  %uglygep238 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep238239 = bitcast i8* %uglygep238 to double*
  %scevgep240 = getelementptr double, double* %uglygep238239, i64 -22
  %.668.us.1.5 = load double, double* %scevgep240, align 8
  %.676.us.1.5 = fmul double %.632.us.1.5, %.668.us.1.5
  %.686.us.1.5 = fadd double %.686.us.559, %.676.us.1.5
  %uglygep435 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep435436 = bitcast i8* %uglygep435 to double*
  %scevgep437 = getelementptr double, double* %uglygep435436, i64 -21
  %.632.us.2.5 = load double, double* %scevgep437, align 8
  %uglygep235 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep235236 = bitcast i8* %uglygep235 to double*
  %scevgep237 = getelementptr double, double* %uglygep235236, i64 -21
  %.668.us.2.5 = load double, double* %scevgep237, align 8
  %.676.us.2.5 = fmul double %.632.us.2.5, %.668.us.2.5
  %.686.us.2.5 = fadd double %.686.us.1.5, %.676.us.2.5
  %uglygep432 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep432433 = bitcast i8* %uglygep432 to double*
  %scevgep434 = getelementptr double, double* %uglygep432433, i64 -20
  %.632.us.3.5 = load double, double* %scevgep434, align 8
  %uglygep232 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep232233 = bitcast i8* %uglygep232 to double*
  %scevgep234 = getelementptr double, double* %uglygep232233, i64 -20
  %.668.us.3.5 = load double, double* %scevgep234, align 8
  %.676.us.3.5 = fmul double %.632.us.3.5, %.668.us.3.5
  %.686.us.3.5 = fadd double %.686.us.2.5, %.676.us.3.5
  %uglygep429 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep429430 = bitcast i8* %uglygep429 to double*
  %scevgep431 = getelementptr double, double* %uglygep429430, i64 -19
  %.632.us.4.5 = load double, double* %scevgep431, align 8
  %uglygep229 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep229230 = bitcast i8* %uglygep229 to double*
  %scevgep231 = getelementptr double, double* %uglygep229230, i64 -19
  %.668.us.4.5 = load double, double* %scevgep231, align 8
  %.676.us.4.5 = fmul double %.632.us.4.5, %.668.us.4.5
  %.686.us.4.5 = fadd double %.686.us.3.5, %.676.us.4.5
  %uglygep426 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep426427 = bitcast i8* %uglygep426 to double*
  %scevgep428 = getelementptr double, double* %uglygep426427, i64 -18
  %.632.us.5.5 = load double, double* %scevgep428, align 8
  %uglygep226 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  %scevgep228 = getelementptr double, double* %uglygep226227, i64 -18
  %.668.us.5.5 = load double, double* %scevgep228, align 8
  %.676.us.5.5 = fmul double %.632.us.5.5, %.668.us.5.5
  %.686.us.5.5 = fadd double %.686.us.4.5, %.676.us.5.5
  %uglygep423 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep423424 = bitcast i8* %uglygep423 to double*
  %scevgep425 = getelementptr double, double* %uglygep423424, i64 -17
  %.632.us.6.5 = load double, double* %scevgep425, align 8
  %uglygep223 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep223224 = bitcast i8* %uglygep223 to double*
  %scevgep225 = getelementptr double, double* %uglygep223224, i64 -17
  %.668.us.6.5 = load double, double* %scevgep225, align 8
  %.676.us.6.5 = fmul double %.632.us.6.5, %.668.us.6.5
  %.686.us.6.5 = fadd double %.686.us.5.5, %.676.us.6.5
  %uglygep420 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep420421 = bitcast i8* %uglygep420 to double*
  %scevgep422 = getelementptr double, double* %uglygep420421, i64 -16
  %.632.us.7.5 = load double, double* %scevgep422, align 8
  %uglygep220 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  %scevgep222 = getelementptr double, double* %uglygep220221, i64 -16
  %.668.us.7.5 = load double, double* %scevgep222, align 8
  %.676.us.7.5 = fmul double %.632.us.7.5, %.668.us.7.5
  %.686.us.7.5 = fadd double %.686.us.6.5, %.676.us.7.5
  %uglygep417 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep417418 = bitcast i8* %uglygep417 to double*
  %scevgep419 = getelementptr double, double* %uglygep417418, i64 -15
  %.632.us.660 = load double, double* %scevgep419, align 8
  %uglygep217 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep217218 = bitcast i8* %uglygep217 to double*
  %scevgep219 = getelementptr double, double* %uglygep217218, i64 -15
  %.668.us.661 = load double, double* %scevgep219, align 8
  %.676.us.662 = fmul double %.632.us.660, %.668.us.661
  %.686.us.663 = fadd double %.686.us.7.5, %.676.us.662
  %uglygep414 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep414415 = bitcast i8* %uglygep414 to double*
  %scevgep416 = getelementptr double, double* %uglygep414415, i64 -14
  %.632.us.1.6 = load double, double* %scevgep416, align 8
  %uglygep214 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep214215 = bitcast i8* %uglygep214 to double*
  %scevgep216 = getelementptr double, double* %uglygep214215, i64 -14
  %.668.us.1.6 = load double, double* %scevgep216, align 8
  %.676.us.1.6 = fmul double %.632.us.1.6, %.668.us.1.6
  %.686.us.1.6 = fadd double %.686.us.663, %.676.us.1.6
  %uglygep411 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep411412 = bitcast i8* %uglygep411 to double*
  %scevgep413 = getelementptr double, double* %uglygep411412, i64 -13
  %.632.us.2.6 = load double, double* %scevgep413, align 8
  %uglygep211 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep211212 = bitcast i8* %uglygep211 to double*
  %scevgep213 = getelementptr double, double* %uglygep211212, i64 -13
  %.668.us.2.6 = load double, double* %scevgep213, align 8
  %.676.us.2.6 = fmul double %.632.us.2.6, %.668.us.2.6
  %.686.us.2.6 = fadd double %.686.us.1.6, %.676.us.2.6
  %uglygep408 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep408409 = bitcast i8* %uglygep408 to double*
  %scevgep410 = getelementptr double, double* %uglygep408409, i64 -12
  %.632.us.3.6 = load double, double* %scevgep410, align 8
  %uglygep208 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep208209 = bitcast i8* %uglygep208 to double*
  %scevgep210 = getelementptr double, double* %uglygep208209, i64 -12
  %.668.us.3.6 = load double, double* %scevgep210, align 8
  %.676.us.3.6 = fmul double %.632.us.3.6, %.668.us.3.6
  %.686.us.3.6 = fadd double %.686.us.2.6, %.676.us.3.6
  %uglygep405 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep405406 = bitcast i8* %uglygep405 to double*
  %scevgep407 = getelementptr double, double* %uglygep405406, i64 -11
  %.632.us.4.6 = load double, double* %scevgep407, align 8
  %uglygep205 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep205206 = bitcast i8* %uglygep205 to double*
  %scevgep207 = getelementptr double, double* %uglygep205206, i64 -11
  %.668.us.4.6 = load double, double* %scevgep207, align 8
  %.676.us.4.6 = fmul double %.632.us.4.6, %.668.us.4.6
  %.686.us.4.6 = fadd double %.686.us.3.6, %.676.us.4.6
  %uglygep402 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep402403 = bitcast i8* %uglygep402 to double*
  %scevgep404 = getelementptr double, double* %uglygep402403, i64 -10
  %.632.us.5.6 = load double, double* %scevgep404, align 8
  %uglygep202 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep202203 = bitcast i8* %uglygep202 to double*
  %scevgep204 = getelementptr double, double* %uglygep202203, i64 -10
  %.668.us.5.6 = load double, double* %scevgep204, align 8
  %.676.us.5.6 = fmul double %.632.us.5.6, %.668.us.5.6
  %.686.us.5.6 = fadd double %.686.us.4.6, %.676.us.5.6
  %uglygep398 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep398399 = bitcast i8* %uglygep398 to double*
  %scevgep401 = getelementptr double, double* %uglygep398399, i64 -9
  %.632.us.6.6 = load double, double* %scevgep401, align 8
  %uglygep199 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep199200 = bitcast i8* %uglygep199 to double*
  %scevgep201 = getelementptr double, double* %uglygep199200, i64 -9
  %.668.us.6.6 = load double, double* %scevgep201, align 8
  %.676.us.6.6 = fmul double %.632.us.6.6, %.668.us.6.6
  %.686.us.6.6 = fadd double %.686.us.5.6, %.676.us.6.6
  %uglygep395 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -8
  %.632.us.7.6 = load double, double* %scevgep397, align 8
  %uglygep196 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep196197 = bitcast i8* %uglygep196 to double*
  %scevgep198 = getelementptr double, double* %uglygep196197, i64 -8
  %.668.us.7.6 = load double, double* %scevgep198, align 8
  %.676.us.7.6 = fmul double %.632.us.7.6, %.668.us.7.6
  %.686.us.7.6 = fadd double %.686.us.6.6, %.676.us.7.6
  %uglygep392 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -7
  %.632.us.764 = load double, double* %scevgep394, align 8
  %uglygep193 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep193194 = bitcast i8* %uglygep193 to double*
  %scevgep195 = getelementptr double, double* %uglygep193194, i64 -7
  %.668.us.765 = load double, double* %scevgep195, align 8
  %.676.us.766 = fmul double %.632.us.764, %.668.us.765
  %.686.us.767 = fadd double %.686.us.7.6, %.676.us.766
  %uglygep389 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -6
  %.632.us.1.7 = load double, double* %scevgep391, align 8
  %uglygep190 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep190191 = bitcast i8* %uglygep190 to double*
  %scevgep192 = getelementptr double, double* %uglygep190191, i64 -6
  %.668.us.1.7 = load double, double* %scevgep192, align 8
  %.676.us.1.7 = fmul double %.632.us.1.7, %.668.us.1.7
  %.686.us.1.7 = fadd double %.686.us.767, %.676.us.1.7
  %uglygep386 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -5
  %.632.us.2.7 = load double, double* %scevgep388, align 8
  %uglygep187 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  %scevgep189 = getelementptr double, double* %uglygep187188, i64 -5
  %.668.us.2.7 = load double, double* %scevgep189, align 8
  %.676.us.2.7 = fmul double %.632.us.2.7, %.668.us.2.7
  %.686.us.2.7 = fadd double %.686.us.1.7, %.676.us.2.7
  %uglygep383 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep383384 = bitcast i8* %uglygep383 to double*
  %scevgep385 = getelementptr double, double* %uglygep383384, i64 -4
  %.632.us.3.7 = load double, double* %scevgep385, align 8
  %uglygep184 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep184185 = bitcast i8* %uglygep184 to double*
  %scevgep186 = getelementptr double, double* %uglygep184185, i64 -4
  %.668.us.3.7 = load double, double* %scevgep186, align 8
  %.676.us.3.7 = fmul double %.632.us.3.7, %.668.us.3.7
  %.686.us.3.7 = fadd double %.686.us.2.7, %.676.us.3.7
  %uglygep380 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep380381 = bitcast i8* %uglygep380 to double*
  %scevgep382 = getelementptr double, double* %uglygep380381, i64 -3
  %.632.us.4.7 = load double, double* %scevgep382, align 8
  %uglygep181 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep181182 = bitcast i8* %uglygep181 to double*
  %scevgep183 = getelementptr double, double* %uglygep181182, i64 -3
  %.668.us.4.7 = load double, double* %scevgep183, align 8
  %.676.us.4.7 = fmul double %.632.us.4.7, %.668.us.4.7
  %.686.us.4.7 = fadd double %.686.us.3.7, %.676.us.4.7
  %uglygep377 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep377378 = bitcast i8* %uglygep377 to double*
  %scevgep379 = getelementptr double, double* %uglygep377378, i64 -2
  %.632.us.5.7 = load double, double* %scevgep379, align 8
  %uglygep178 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep178179 = bitcast i8* %uglygep178 to double*
  %scevgep180 = getelementptr double, double* %uglygep178179, i64 -2
  %.668.us.5.7 = load double, double* %scevgep180, align 8
  %.676.us.5.7 = fmul double %.632.us.5.7, %.668.us.5.7
  %.686.us.5.7 = fadd double %.686.us.4.7, %.676.us.5.7
  %uglygep374 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep374375 = bitcast i8* %uglygep374 to double*
  %scevgep376 = getelementptr double, double* %uglygep374375, i64 -1
  %.632.us.6.7 = load double, double* %scevgep376, align 8
  %uglygep = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep177 = bitcast i8* %uglygep to double*
  %scevgep = getelementptr double, double* %uglygep177, i64 -1
  %.668.us.6.7 = load double, double* %scevgep, align 8
  %.676.us.6.7 = fmul double %.632.us.6.7, %.668.us.6.7
  %.686.us.6.7 = fadd double %.686.us.5.7, %.676.us.6.7
  %uglygep564 = getelementptr i8, i8* %26, i64 %lsr.iv174
  %uglygep564565 = bitcast i8* %uglygep564 to double*
  %.632.us.7.7 = load double, double* %uglygep564565, align 8
  %uglygep368 = getelementptr i8, i8* %27, i64 %lsr.iv174
  %uglygep368369 = bitcast i8* %uglygep368 to double*
  %.668.us.7.7 = load double, double* %uglygep368369, align 8
  %.676.us.7.7 = fmul double %.632.us.7.7, %.668.us.7.7
  %.686.us.7.7 = fadd double %.686.us.6.7, %.676.us.7.7
  %lsr.iv.next175 = add i64 %lsr.iv174, 512
  %lsr.iv.next567 = add i64 %lsr.iv566, -8
  %niter.ncmp.768 = icmp eq i64 %lsr.iv.next567, 0
  br i1 %niter.ncmp.768, label %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, label %B930.us

B929.B931_crit_edge.us.unr-lcssa.unr-lcssa:       ; preds = %B930.us, %B212.endif.us
  %.686.us.7.lcssa.ph = phi double [ undef, %B212.endif.us ], [ %.686.us.7.7, %B930.us ]
  %t.2.113.us.unr = phi double [ 0.000000e+00, %B212.endif.us ], [ %.686.us.7.7, %B930.us ]
  %.474.011.us.unr = phi i64 [ 0, %B212.endif.us ], [ %18, %B930.us ]
  %28 = icmp eq i64 %xtraiter30, 0
  br i1 %28, label %B929.B931_crit_edge.us.unr-lcssa, label %B930.us.epil31.preheader

B930.us.epil31.preheader:                         ; preds = %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa
  %scevgep339 = getelementptr double, double* %scevgep338, i64 %.474.011.us.unr
  %scevgep596 = getelementptr double, double* %lsr.iv593, i64 %.474.011.us.unr
  br label %B930.us.epil31

B930.us.epil31:                                   ; preds = %B930.us.epil31, %B930.us.epil31.preheader
  %lsr.iv340 = phi i64 [ 0, %B930.us.epil31.preheader ], [ %lsr.iv.next341, %B930.us.epil31 ]
  %t.2.113.us.epil32 = phi double [ %t.2.113.us.unr, %B930.us.epil31.preheader ], [ %.686.us.7.epil, %B930.us.epil31 ]
  %29 = bitcast double* %scevgep596 to i8*
  %30 = bitcast double* %scevgep339 to i8*
  %uglygep600 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep600601 = bitcast i8* %uglygep600 to double*
  %scevgep602 = getelementptr double, double* %uglygep600601, i64 -4
  %.632.us.epil33 = load double, double* %scevgep602, align 8
  %uglygep587 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep587588 = bitcast i8* %uglygep587 to double*
  %scevgep589 = getelementptr double, double* %uglygep587588, i64 -7
  %.668.us.epil34 = load double, double* %scevgep589, align 8
  %.676.us.epil35 = fmul double %.632.us.epil33, %.668.us.epil34
  %.686.us.epil36 = fadd double %t.2.113.us.epil32, %.676.us.epil35
  %uglygep609 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep609610 = bitcast i8* %uglygep609 to double*
  %scevgep611 = getelementptr double, double* %uglygep609610, i64 -3
  %.632.us.1.epil = load double, double* %scevgep611, align 8
  %uglygep584 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep584585 = bitcast i8* %uglygep584 to double*
  %scevgep586 = getelementptr double, double* %uglygep584585, i64 -6
  %.668.us.1.epil = load double, double* %scevgep586, align 8
  %.676.us.1.epil = fmul double %.632.us.1.epil, %.668.us.1.epil
  %.686.us.1.epil = fadd double %.686.us.epil36, %.676.us.1.epil
  %uglygep612 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep612613 = bitcast i8* %uglygep612 to double*
  %scevgep614 = getelementptr double, double* %uglygep612613, i64 -2
  %.632.us.2.epil = load double, double* %scevgep614, align 8
  %uglygep581 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep581582 = bitcast i8* %uglygep581 to double*
  %scevgep583 = getelementptr double, double* %uglygep581582, i64 -5
  %.668.us.2.epil = load double, double* %scevgep583, align 8
  %.676.us.2.epil = fmul double %.632.us.2.epil, %.668.us.2.epil
  %.686.us.2.epil = fadd double %.686.us.1.epil, %.676.us.2.epil
  %uglygep615 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep615616 = bitcast i8* %uglygep615 to double*
  %scevgep617 = getelementptr double, double* %uglygep615616, i64 -1
  %.632.us.3.epil = load double, double* %scevgep617, align 8
  %uglygep578 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep578579 = bitcast i8* %uglygep578 to double*
  %scevgep580 = getelementptr double, double* %uglygep578579, i64 -4
  %.668.us.3.epil = load double, double* %scevgep580, align 8
  %.676.us.3.epil = fmul double %.632.us.3.epil, %.668.us.3.epil
  %.686.us.3.epil = fadd double %.686.us.2.epil, %.676.us.3.epil
  %uglygep598 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep598599 = bitcast i8* %uglygep598 to double*
  %.632.us.4.epil = load double, double* %uglygep598599, align 8
  %uglygep575 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep575576 = bitcast i8* %uglygep575 to double*
  %scevgep577 = getelementptr double, double* %uglygep575576, i64 -3
  %.668.us.4.epil = load double, double* %scevgep577, align 8
  %.676.us.4.epil = fmul double %.632.us.4.epil, %.668.us.4.epil
  %.686.us.4.epil = fadd double %.686.us.3.epil, %.676.us.4.epil
  %uglygep618 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep618619 = bitcast i8* %uglygep618 to double*
  %scevgep620 = getelementptr double, double* %uglygep618619, i64 1
  %.632.us.5.epil = load double, double* %scevgep620, align 8
  %uglygep572 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep572573 = bitcast i8* %uglygep572 to double*
  %scevgep574 = getelementptr double, double* %uglygep572573, i64 -2
  %.668.us.5.epil = load double, double* %scevgep574, align 8
  %.676.us.5.epil = fmul double %.632.us.5.epil, %.668.us.5.epil
  %.686.us.5.epil = fadd double %.686.us.4.epil, %.676.us.5.epil
  %uglygep606 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep606607 = bitcast i8* %uglygep606 to double*
  %scevgep608 = getelementptr double, double* %uglygep606607, i64 2
  %.632.us.6.epil = load double, double* %scevgep608, align 8
  %uglygep569 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep569570 = bitcast i8* %uglygep569 to double*
  %scevgep571 = getelementptr double, double* %uglygep569570, i64 -1
  %.668.us.6.epil = load double, double* %scevgep571, align 8
  %.676.us.6.epil = fmul double %.632.us.6.epil, %.668.us.6.epil
  %.686.us.6.epil = fadd double %.686.us.5.epil, %.676.us.6.epil
  %uglygep603 = getelementptr i8, i8* %29, i64 %lsr.iv340
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  %scevgep605 = getelementptr double, double* %uglygep603604, i64 3
  %.632.us.7.epil = load double, double* %scevgep605, align 8
  %uglygep590 = getelementptr i8, i8* %30, i64 %lsr.iv340
  %uglygep590591 = bitcast i8* %uglygep590 to double*
  %.668.us.7.epil = load double, double* %uglygep590591, align 8
  %.676.us.7.epil = fmul double %.632.us.7.epil, %.668.us.7.epil
  %.686.us.7.epil = fadd double %.686.us.6.epil, %.676.us.7.epil
  %lsr.iv.next341 = add nuw nsw i64 %lsr.iv340, 64
  %epil.iter37.cmp.not = icmp eq i64 %16, %lsr.iv.next341
  br i1 %epil.iter37.cmp.not, label %B929.B931_crit_edge.us.unr-lcssa, label %B930.us.epil31, !llvm.loop !23

B929.B931_crit_edge.us.unr-lcssa:                 ; preds = %B930.us.epil31, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa
  %.686.us.7.lcssa = phi double [ %.686.us.7.lcssa.ph, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa ], [ %.686.us.7.epil, %B930.us.epil31 ]
  %31 = icmp eq i64 %xtraiter, 0
  %.389.us = add nsw i64 %.37915.us, -1
  br i1 %31, label %B929.B931_crit_edge.us, label %B930.us.epil.preheader

B930.us.epil.preheader:                           ; preds = %B929.B931_crit_edge.us.unr-lcssa
  br label %B930.us.epil

B930.us.epil:                                     ; preds = %B930.us.epil.preheader, %B930.us.epil
  %t.2.113.us.epil = phi double [ %.686.us.epil, %B930.us.epil ], [ %.686.us.7.lcssa, %B930.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B930.us.epil ], [ 0, %B930.us.epil.preheader ]
  %scevgep625 = getelementptr double, double* %lsr.iv622, i64 %epil.iter
  %.632.us.epil = load double, double* %scevgep625, align 8
  %scevgep621 = getelementptr double, double* %scevgep61, i64 %epil.iter
  %.668.us.epil = load double, double* %scevgep621, align 8
  %.676.us.epil = fmul double %.632.us.epil, %.668.us.epil
  %.686.us.epil = fadd double %t.2.113.us.epil, %.676.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B929.B931_crit_edge.us, label %B930.us.epil, !llvm.loop !22

B929.B931_crit_edge.us:                           ; preds = %B930.us.epil, %B929.B931_crit_edge.us.unr-lcssa
  %.686.us.lcssa = phi double [ %.686.us.7.lcssa, %B929.B931_crit_edge.us.unr-lcssa ], [ %.686.us.epil, %B930.us.epil ]
  %32 = bitcast double* %lsr.iv370 to i1*
  %33 = bitcast double* %lsr.iv593 to i1*
  %34 = bitcast double* %lsr.iv622 to i1*
  %.707.us = tail call double @tanh(double %.686.us.lcssa)
  %.717.us = fmul double %.707.us, %.707.us
  %.725.us = fadd double %sum__parallel__impl____locals____sum__1__v17__val.016.us, %.717.us
  %scevgep372 = getelementptr i1, i1* %32, i64 %20
  %35 = bitcast i1* %scevgep372 to double*
  %scevgep595 = getelementptr i1, i1* %33, i64 %20
  %36 = bitcast i1* %scevgep595 to double*
  %scevgep624 = getelementptr i1, i1* %34, i64 %20
  %37 = bitcast i1* %scevgep624 to double*
  %.380.us = icmp sgt i64 %.37915.us, 1
  br i1 %.380.us, label %B212.endif.us, label %common.ret

common.ret:                                       ; preds = %B212.endif, %B929.B931_crit_edge.us, %B929.B931_crit_edge.us.us, %B212.endif.us.us.us, %B212.endif.us.us.us.prol.loopexit, %B212.endif.prol.loopexit, %B0.endif
  %sum__parallel__impl____locals____sum__1__v17__val.0.lcssa = phi double [ %.129, %B0.endif ], [ %.725.lcssa.unr, %B212.endif.prol.loopexit ], [ %.725.us.us.us.lcssa.unr, %B212.endif.us.us.us.prol.loopexit ], [ %.725.us.us.us.7, %B212.endif.us.us.us ], [ %.725.us.us, %B929.B931_crit_edge.us.us ], [ %.725.us, %B929.B931_crit_edge.us ], [ %.725, %B212.endif ]
  %sunkaddr = mul i64 %.115, 8
  %38 = bitcast double* %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.4 to i8*
  %sunkaddr626 = getelementptr i8, i8* %38, i64 %sunkaddr
  %39 = bitcast i8* %sunkaddr626 to double*
  store double %sum__parallel__impl____locals____sum__1__v17__val.0.lcssa, double* %39, align 8
  store i8* null, i8** %retptr, align 8
  ret i32 0

B212.endif:                                       ; preds = %B212.endif, %B212.endif.preheader26
  %lsr.iv66 = phi i64 [ %3, %B212.endif.preheader26 ], [ %lsr.iv.next67, %B212.endif ]
  %sum__parallel__impl____locals____sum__1__v17__val.016 = phi double [ %sum__parallel__impl____locals____sum__1__v17__val.016.unr, %B212.endif.preheader26 ], [ %.725, %B212.endif ]
  %.725 = fadd double %sum__parallel__impl____locals____sum__1__v17__val.016, 0.000000e+00
  %lsr.iv.next67 = add i64 %lsr.iv66, -8
  %.380.7 = icmp ult i64 %lsr.iv.next67, -2
  br i1 %.380.7, label %B212.endif, label %common.ret
}

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #2

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
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
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
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
