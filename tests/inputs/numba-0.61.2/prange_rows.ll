; ModuleID = 'prange_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.139902468044736 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.139902468044736.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.139902468044736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([112 x i8], [112 x i8]* @.const.pickledata.139902468044736, i32 0, i32 0), i32 112, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902468044736.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.prange_rows = internal constant [12 x i8] c"prange_rows\00"
@_ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [217 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f3d94f6d710>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f3d94f6d710>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139902481576832 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139902481576832.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139902481576832 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139902481576832, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902481576832.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139902481616064 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139902481616064.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139902481616064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139902481616064, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902481616064.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139902480320896 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139902480320896.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139902480320896 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139902480320896, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902480320896.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.7" = internal constant [43 x i8] c"unknown error when calling native function\00"
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d94e24f90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
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
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139902481576832, %entry ], [ @.const.picklebuf.139902481616064, %B0.endif.endif.i ], [ @.const.picklebuf.139902480320896, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !11
  %.1401.not = icmp eq i64 %.70, 0
  br i1 %.1401.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif
  %.6.i1.i21 = bitcast double* %.6.i1.i to i8*
  %1 = shl nuw nsw i64 %.70, 3
  call void @llvm.memset.p0i8.i64(i8* align 8 %.6.i1.i21, i8 0, i64 %1, i1 false)
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139902468044736, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %2 = bitcast [9 x i64]* %psteps5 to i64*
  %3 = bitcast [6 x i64]* %pshape4 to i64*
  %.196 = call i64 @get_sched_size(i64 %.185, i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.198 = shl i64 %.196, 1
  %.199 = call i64* @allocate_sched(i64 %.198)
  %.204 = call i64* @do_scheduling_unsigned(i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops, i64 %.196, i64* %.199, i64 0)
  %4 = bitcast [4 x i8*]* %pargs3 to i64**
  store i64* %.199, i64** %4, align 8
  %.212 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 1
  %5 = bitcast i8** %.212 to double**
  store double* %arg.X.4, double** %5, align 8
  %.225 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 2
  %6 = bitcast i8** %.225 to double**
  store double* %arg.w.4, double** %6, align 8
  %.237 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs3, i64 0, i64 3
  %7 = bitcast i8** %.237 to double**
  store double* %.6.i1.i, double** %7, align 8
  store i64 %.196, i64* %3, align 8
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
  store i64 16, i64* %2, align 8
  %.307 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 1
  %.313 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 4
  %8 = bitcast i64* %.307 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store i64 8, i64* %.313, align 8
  %.315 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 5
  store i64 %arg.X.6.0, i64* %.315, align 8
  %.317 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 6
  store i64 %arg.X.6.1, i64* %.317, align 8
  %.319 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 7
  store i64 %arg.w.6.0, i64* %.319, align 8
  %.321 = getelementptr inbounds [9 x i64], [9 x i64]* %psteps5, i64 0, i64 8
  store i64 8, i64* %.321, align 8
  %9 = bitcast i32* %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9)
  store i32 0, i32* %.7.i, align 4
  call void @numba_gil_ensure(i32* nonnull %.7.i)
  %.10.i = call i8* @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  %.13.i = bitcast [4 x i8*]* %pargs3 to i8*
  %.14.i = bitcast [6 x i64]* %pshape4 to i8*
  %.15.i = bitcast [9 x i64]* %psteps5 to i8*
  call void @numba_parallel_for(i8* bitcast (void (i8**, i64*, i64*, i8*)* @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d94e24f90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE to i8*), i8* nonnull %.13.i, i8* nonnull %.14.i, i8* nonnull %.15.i, i8* null, i64 5, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(i8* %.10.i)
  call void @numba_gil_release(i32* nonnull %.7.i)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9)
  call void @set_parallel_chunksize(i64 %.186)
  call void @deallocate_sched(i64* %.199)
  %.1043.not.i = icmp eq i64 %.70, 0
  br i1 %.1043.not.i, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %10 = add nsw i64 %.70, -1
  %xtraiter.i = and i64 %.70, 7
  %11 = icmp ult i64 %10, 7
  br i1 %11, label %common.ret.loopexit.unr-lcssa.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.70, 9223372036854775800
  %12 = add nsw i64 %unroll_iter.i, -8
  %13 = lshr exact i64 %12, 3
  %14 = add nuw nsw i64 %13, 1
  %xtraiter = and i64 %14, 7
  %15 = icmp ult i64 %12, 56
  br i1 %15, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.preheader.new.i.new

B40.preheader.new.i.new:                          ; preds = %B40.preheader.new.i
  %unroll_iter = and i64 %14, 4611686018427387896
  %scevgep47 = getelementptr double, double* %.6.i1.i, i64 63
  br label %B40.i

B40.i:                                            ; preds = %B40.i, %B40.preheader.new.i.new
  %lsr.iv175 = phi i64 [ %lsr.iv.next176, %B40.i ], [ %unroll_iter, %B40.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B40.preheader.new.i.new ], [ %.170.7.i.7, %B40.i ]
  %.46.04.i = phi i64 [ 0, %B40.preheader.new.i.new ], [ %.117.7.i.7, %B40.i ]
  %scevgep173 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -63
  %.168.i = load double, double* %scevgep174, align 8, !noalias !13
  %.170.i = fadd double %c.2.06.i, %.168.i
  %scevgep171 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -62
  %.168.1.i = load double, double* %scevgep172, align 8, !noalias !13
  %.170.1.i = fadd double %.170.i, %.168.1.i
  %scevgep169 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -61
  %.168.2.i = load double, double* %scevgep170, align 8, !noalias !13
  %.170.2.i = fadd double %.170.1.i, %.168.2.i
  %scevgep167 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -60
  %.168.3.i = load double, double* %scevgep168, align 8, !noalias !13
  %.170.3.i = fadd double %.170.2.i, %.168.3.i
  %scevgep165 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -59
  %.168.4.i = load double, double* %scevgep166, align 8, !noalias !13
  %.170.4.i = fadd double %.170.3.i, %.168.4.i
  %scevgep163 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -58
  %.168.5.i = load double, double* %scevgep164, align 8, !noalias !13
  %.170.5.i = fadd double %.170.4.i, %.168.5.i
  %scevgep161 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -57
  %.168.6.i = load double, double* %scevgep162, align 8, !noalias !13
  %.170.6.i = fadd double %.170.5.i, %.168.6.i
  %scevgep159 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -56
  %.168.7.i = load double, double* %scevgep160, align 8, !noalias !13
  %.170.7.i = fadd double %.170.6.i, %.168.7.i
  %scevgep128 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -55
  %.168.i.1 = load double, double* %scevgep129, align 8, !noalias !13
  %.170.i.1 = fadd double %.170.7.i, %.168.i.1
  %scevgep130 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -54
  %.168.1.i.1 = load double, double* %scevgep131, align 8, !noalias !13
  %.170.1.i.1 = fadd double %.170.i.1, %.168.1.i.1
  %scevgep132 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -53
  %.168.2.i.1 = load double, double* %scevgep133, align 8, !noalias !13
  %.170.2.i.1 = fadd double %.170.1.i.1, %.168.2.i.1
  %scevgep134 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -52
  %.168.3.i.1 = load double, double* %scevgep135, align 8, !noalias !13
  %.170.3.i.1 = fadd double %.170.2.i.1, %.168.3.i.1
  %scevgep136 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -51
  %.168.4.i.1 = load double, double* %scevgep137, align 8, !noalias !13
  %.170.4.i.1 = fadd double %.170.3.i.1, %.168.4.i.1
  %scevgep138 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -50
  %.168.5.i.1 = load double, double* %scevgep139, align 8, !noalias !13
  %.170.5.i.1 = fadd double %.170.4.i.1, %.168.5.i.1
  %scevgep140 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -49
  %.168.6.i.1 = load double, double* %scevgep141, align 8, !noalias !13
  %.170.6.i.1 = fadd double %.170.5.i.1, %.168.6.i.1
  %scevgep142 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -48
  %.168.7.i.1 = load double, double* %scevgep143, align 8, !noalias !13
  %.170.7.i.1 = fadd double %.170.6.i.1, %.168.7.i.1
  %scevgep112 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -47
  %.168.i.2 = load double, double* %scevgep113, align 8, !noalias !13
  %.170.i.2 = fadd double %.170.7.i.1, %.168.i.2
  %scevgep114 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -46
  %.168.1.i.2 = load double, double* %scevgep115, align 8, !noalias !13
  %.170.1.i.2 = fadd double %.170.i.2, %.168.1.i.2
  %scevgep116 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -45
  %.168.2.i.2 = load double, double* %scevgep117, align 8, !noalias !13
  %.170.2.i.2 = fadd double %.170.1.i.2, %.168.2.i.2
  %scevgep118 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -44
  %.168.3.i.2 = load double, double* %scevgep119, align 8, !noalias !13
  %.170.3.i.2 = fadd double %.170.2.i.2, %.168.3.i.2
  %scevgep120 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -43
  %.168.4.i.2 = load double, double* %scevgep121, align 8, !noalias !13
  %.170.4.i.2 = fadd double %.170.3.i.2, %.168.4.i.2
  %scevgep122 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -42
  %.168.5.i.2 = load double, double* %scevgep123, align 8, !noalias !13
  %.170.5.i.2 = fadd double %.170.4.i.2, %.168.5.i.2
  %scevgep124 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -41
  %.168.6.i.2 = load double, double* %scevgep125, align 8, !noalias !13
  %.170.6.i.2 = fadd double %.170.5.i.2, %.168.6.i.2
  %scevgep126 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -40
  %.168.7.i.2 = load double, double* %scevgep127, align 8, !noalias !13
  %.170.7.i.2 = fadd double %.170.6.i.2, %.168.7.i.2
  %scevgep96 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -39
  %.168.i.3 = load double, double* %scevgep97, align 8, !noalias !13
  %.170.i.3 = fadd double %.170.7.i.2, %.168.i.3
  %scevgep98 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -38
  %.168.1.i.3 = load double, double* %scevgep99, align 8, !noalias !13
  %.170.1.i.3 = fadd double %.170.i.3, %.168.1.i.3
  %scevgep100 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -37
  %.168.2.i.3 = load double, double* %scevgep101, align 8, !noalias !13
  %.170.2.i.3 = fadd double %.170.1.i.3, %.168.2.i.3
  %scevgep102 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -36
  %.168.3.i.3 = load double, double* %scevgep103, align 8, !noalias !13
  %.170.3.i.3 = fadd double %.170.2.i.3, %.168.3.i.3
  %scevgep104 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -35
  %.168.4.i.3 = load double, double* %scevgep105, align 8, !noalias !13
  %.170.4.i.3 = fadd double %.170.3.i.3, %.168.4.i.3
  %scevgep106 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -34
  %.168.5.i.3 = load double, double* %scevgep107, align 8, !noalias !13
  %.170.5.i.3 = fadd double %.170.4.i.3, %.168.5.i.3
  %scevgep108 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -33
  %.168.6.i.3 = load double, double* %scevgep109, align 8, !noalias !13
  %.170.6.i.3 = fadd double %.170.5.i.3, %.168.6.i.3
  %scevgep110 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -32
  %.168.7.i.3 = load double, double* %scevgep111, align 8, !noalias !13
  %.170.7.i.3 = fadd double %.170.6.i.3, %.168.7.i.3
  %scevgep80 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -31
  %.168.i.4 = load double, double* %scevgep81, align 8, !noalias !13
  %.170.i.4 = fadd double %.170.7.i.3, %.168.i.4
  %scevgep82 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -30
  %.168.1.i.4 = load double, double* %scevgep83, align 8, !noalias !13
  %.170.1.i.4 = fadd double %.170.i.4, %.168.1.i.4
  %scevgep84 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -29
  %.168.2.i.4 = load double, double* %scevgep85, align 8, !noalias !13
  %.170.2.i.4 = fadd double %.170.1.i.4, %.168.2.i.4
  %scevgep86 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -28
  %.168.3.i.4 = load double, double* %scevgep87, align 8, !noalias !13
  %.170.3.i.4 = fadd double %.170.2.i.4, %.168.3.i.4
  %scevgep88 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -27
  %.168.4.i.4 = load double, double* %scevgep89, align 8, !noalias !13
  %.170.4.i.4 = fadd double %.170.3.i.4, %.168.4.i.4
  %scevgep90 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -26
  %.168.5.i.4 = load double, double* %scevgep91, align 8, !noalias !13
  %.170.5.i.4 = fadd double %.170.4.i.4, %.168.5.i.4
  %scevgep92 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -25
  %.168.6.i.4 = load double, double* %scevgep93, align 8, !noalias !13
  %.170.6.i.4 = fadd double %.170.5.i.4, %.168.6.i.4
  %scevgep94 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -24
  %.168.7.i.4 = load double, double* %scevgep95, align 8, !noalias !13
  %.170.7.i.4 = fadd double %.170.6.i.4, %.168.7.i.4
  %scevgep64 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -23
  %.168.i.5 = load double, double* %scevgep65, align 8, !noalias !13
  %.170.i.5 = fadd double %.170.7.i.4, %.168.i.5
  %scevgep66 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -22
  %.168.1.i.5 = load double, double* %scevgep67, align 8, !noalias !13
  %.170.1.i.5 = fadd double %.170.i.5, %.168.1.i.5
  %scevgep68 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -21
  %.168.2.i.5 = load double, double* %scevgep69, align 8, !noalias !13
  %.170.2.i.5 = fadd double %.170.1.i.5, %.168.2.i.5
  %scevgep70 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -20
  %.168.3.i.5 = load double, double* %scevgep71, align 8, !noalias !13
  %.170.3.i.5 = fadd double %.170.2.i.5, %.168.3.i.5
  %scevgep72 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -19
  %.168.4.i.5 = load double, double* %scevgep73, align 8, !noalias !13
  %.170.4.i.5 = fadd double %.170.3.i.5, %.168.4.i.5
  %scevgep74 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -18
  %.168.5.i.5 = load double, double* %scevgep75, align 8, !noalias !13
  %.170.5.i.5 = fadd double %.170.4.i.5, %.168.5.i.5
  %scevgep76 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -17
  %.168.6.i.5 = load double, double* %scevgep77, align 8, !noalias !13
  %.170.6.i.5 = fadd double %.170.5.i.5, %.168.6.i.5
  %scevgep78 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -16
  %.168.7.i.5 = load double, double* %scevgep79, align 8, !noalias !13
  %.170.7.i.5 = fadd double %.170.6.i.5, %.168.7.i.5
  %scevgep48 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep49 = getelementptr double, double* %scevgep48, i64 -15
  %.168.i.6 = load double, double* %scevgep49, align 8, !noalias !13
  %.170.i.6 = fadd double %.170.7.i.5, %.168.i.6
  %scevgep50 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep51 = getelementptr double, double* %scevgep50, i64 -14
  %.168.1.i.6 = load double, double* %scevgep51, align 8, !noalias !13
  %.170.1.i.6 = fadd double %.170.i.6, %.168.1.i.6
  %scevgep52 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep53 = getelementptr double, double* %scevgep52, i64 -13
  %.168.2.i.6 = load double, double* %scevgep53, align 8, !noalias !13
  %.170.2.i.6 = fadd double %.170.1.i.6, %.168.2.i.6
  %scevgep54 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep55 = getelementptr double, double* %scevgep54, i64 -12
  %.168.3.i.6 = load double, double* %scevgep55, align 8, !noalias !13
  %.170.3.i.6 = fadd double %.170.2.i.6, %.168.3.i.6
  %scevgep56 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep57 = getelementptr double, double* %scevgep56, i64 -11
  %.168.4.i.6 = load double, double* %scevgep57, align 8, !noalias !13
  %.170.4.i.6 = fadd double %.170.3.i.6, %.168.4.i.6
  %scevgep58 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep59 = getelementptr double, double* %scevgep58, i64 -10
  %.168.5.i.6 = load double, double* %scevgep59, align 8, !noalias !13
  %.170.5.i.6 = fadd double %.170.4.i.6, %.168.5.i.6
  %scevgep60 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep61 = getelementptr double, double* %scevgep60, i64 -9
  %.168.6.i.6 = load double, double* %scevgep61, align 8, !noalias !13
  %.170.6.i.6 = fadd double %.170.5.i.6, %.168.6.i.6
  %scevgep62 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep63 = getelementptr double, double* %scevgep62, i64 -8
  %.168.7.i.6 = load double, double* %scevgep63, align 8, !noalias !13
  %.170.7.i.6 = fadd double %.170.6.i.6, %.168.7.i.6
  %scevgep144 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -7
  %.168.i.7 = load double, double* %scevgep145, align 8, !noalias !13
  %.170.i.7 = fadd double %.170.7.i.6, %.168.i.7
  %scevgep146 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -6
  %.168.1.i.7 = load double, double* %scevgep147, align 8, !noalias !13
  %.170.1.i.7 = fadd double %.170.i.7, %.168.1.i.7
  %scevgep148 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -5
  %.168.2.i.7 = load double, double* %scevgep149, align 8, !noalias !13
  %.170.2.i.7 = fadd double %.170.1.i.7, %.168.2.i.7
  %scevgep150 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -4
  %.168.3.i.7 = load double, double* %scevgep151, align 8, !noalias !13
  %.170.3.i.7 = fadd double %.170.2.i.7, %.168.3.i.7
  %scevgep152 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -3
  %.168.4.i.7 = load double, double* %scevgep153, align 8, !noalias !13
  %.170.4.i.7 = fadd double %.170.3.i.7, %.168.4.i.7
  %scevgep154 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -2
  %.168.5.i.7 = load double, double* %scevgep155, align 8, !noalias !13
  %.170.5.i.7 = fadd double %.170.4.i.7, %.168.5.i.7
  %scevgep156 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -1
  %.168.6.i.7 = load double, double* %scevgep157, align 8, !noalias !13
  %.170.6.i.7 = fadd double %.170.5.i.7, %.168.6.i.7
  %.117.7.i.7 = add i64 %.46.04.i, 64
  %scevgep158 = getelementptr double, double* %scevgep47, i64 %.46.04.i
  %.168.7.i.7 = load double, double* %scevgep158, align 8, !noalias !13
  %.170.7.i.7 = fadd double %.170.6.i.7, %.168.7.i.7
  %lsr.iv.next176 = add i64 %lsr.iv175, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next176, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B40.i, %B40.preheader.new.i
  %.170.7.i.lcssa.ph = phi double [ undef, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %.46.04.i.unr = phi i64 [ 0, %B40.preheader.new.i ], [ %.117.7.i.7, %B40.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil.preheader

B40.i.epil.preheader:                             ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %16 = add nuw nsw i64 %.46.04.i.unr, 7
  %scevgep23 = getelementptr double, double* %.6.i1.i, i64 %16
  %17 = shl nuw nsw i64 %xtraiter, 6
  br label %B40.i.epil

B40.i.epil:                                       ; preds = %B40.i.epil.preheader, %B40.i.epil
  %lsr.iv = phi i64 [ 0, %B40.i.epil.preheader ], [ %lsr.iv.next, %B40.i.epil ]
  %c.2.06.i.epil = phi double [ %.170.7.i.epil, %B40.i.epil ], [ %c.2.06.i.unr, %B40.i.epil.preheader ]
  %18 = bitcast double* %scevgep23 to i8*
  %uglygep44 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep4445 = bitcast i8* %uglygep44 to double*
  %scevgep46 = getelementptr double, double* %uglygep4445, i64 -7
  %.168.i.epil = load double, double* %scevgep46, align 8, !noalias !13
  %.170.i.epil = fadd double %c.2.06.i.epil, %.168.i.epil
  %uglygep41 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep4142 = bitcast i8* %uglygep41 to double*
  %scevgep43 = getelementptr double, double* %uglygep4142, i64 -6
  %.168.1.i.epil = load double, double* %scevgep43, align 8, !noalias !13
  %.170.1.i.epil = fadd double %.170.i.epil, %.168.1.i.epil
  %uglygep38 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep3839 = bitcast i8* %uglygep38 to double*
  %scevgep40 = getelementptr double, double* %uglygep3839, i64 -5
  %.168.2.i.epil = load double, double* %scevgep40, align 8, !noalias !13
  %.170.2.i.epil = fadd double %.170.1.i.epil, %.168.2.i.epil
  %uglygep35 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep3536 = bitcast i8* %uglygep35 to double*
  %scevgep37 = getelementptr double, double* %uglygep3536, i64 -4
  %.168.3.i.epil = load double, double* %scevgep37, align 8, !noalias !13
  %.170.3.i.epil = fadd double %.170.2.i.epil, %.168.3.i.epil
  %uglygep32 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep3233 = bitcast i8* %uglygep32 to double*
  %scevgep34 = getelementptr double, double* %uglygep3233, i64 -3
  %.168.4.i.epil = load double, double* %scevgep34, align 8, !noalias !13
  %.170.4.i.epil = fadd double %.170.3.i.epil, %.168.4.i.epil
  %uglygep29 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep2930 = bitcast i8* %uglygep29 to double*
  %scevgep31 = getelementptr double, double* %uglygep2930, i64 -2
  %.168.5.i.epil = load double, double* %scevgep31, align 8, !noalias !13
  %.170.5.i.epil = fadd double %.170.4.i.epil, %.168.5.i.epil
  %uglygep26 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep2627 = bitcast i8* %uglygep26 to double*
  %scevgep28 = getelementptr double, double* %uglygep2627, i64 -1
  %.168.6.i.epil = load double, double* %scevgep28, align 8, !noalias !13
  %.170.6.i.epil = fadd double %.170.5.i.epil, %.168.6.i.epil
  %uglygep = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep25 = bitcast i8* %uglygep to double*
  %.168.7.i.epil = load double, double* %uglygep25, align 8, !noalias !13
  %.170.7.i.epil = fadd double %.170.6.i.epil, %.168.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil, !llvm.loop !16

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B40.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B40.preheader.i
  %.170.lcssa.ph.i = phi double [ undef, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %.46.04.unr.i = phi i64 [ 0, %B40.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B40.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif.endif, label %B40.epil.preheader.i

B40.epil.preheader.i:                             ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %.6.i1.i, i64 %.46.04.unr.i
  br label %B40.epil.i

B40.epil.i:                                       ; preds = %B40.epil.i, %B40.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.170.epil.i, %B40.epil.i ], [ %c.2.06.unr.i, %B40.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B40.epil.i ], [ 0, %B40.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.168.epil.i = load double, double* %scevgep, align 8, !noalias !13
  %.170.epil.i = fadd double %c.2.06.epil.i, %.168.epil.i
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
  %sunkaddr9 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr9 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr11 to i64*
  %.37.fca.5.1.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %10, i64 56
  %11 = bitcast i8* %sunkaddr12 to i64*
  %.37.fca.6.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %12, i64 64
  %13 = bitcast i8* %sunkaddr13 to i64*
  %.37.fca.6.1.load = load i64, i64* %13, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %14, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %15 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %15, i64 24
  %16 = bitcast i8* %sunkaddr14 to i64*
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
  %sunkaddr15 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr15 to double**
  %.62.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr16 to i64*
  %.62.fca.5.0.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %22, i64 48
  %23 = bitcast i8* %sunkaddr17 to i64*
  %.62.fca.6.0.load = load i64, i64* %23, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 %.62.fca.6.0.load) #3
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
  %.14 = call i32 @_ZN7kernels11prange_rowsB3v13B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.12, i64 %.13) #3
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
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f3d94f6d710>", i64 0, i64 0))
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i8* @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d94e24f90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %args, i64* %dims, i64* %steps, i8* %data) {
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
  %.162 = call i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d94e24f90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.148, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* null, i8* null, i64 %.7, i64 8, i64* %.39, i64 %.7, i64 %.17, i8* null, i8* null, i64 %.74, i64 8, double* %.70, i64 %.9, i64 %.11, i64 %.19, i64 %.20, i8* null, i8* null, i64 %.13, i64 8, double* %.101, i64 %.13, i64 %.22, i8* null, i8* null, i64 %.15, i64 8, double* %.130, i64 %.15, i64 %.24)
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

define linkonce_odr i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d94e24f90B3v18B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* noalias nocapture readnone %arg.sched.0, i8* noalias nocapture readnone %arg.sched.1, i64 %arg.sched.2, i64 %arg.sched.3, i64* noalias nocapture readonly %arg.sched.4, i64 %arg.sched.5.0, i64 %arg.sched.6.0, i8* noalias nocapture readnone %arg.X.0, i8* noalias nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* noalias nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, i8* noalias nocapture readnone %arg.w.0, i8* noalias nocapture readnone %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, double* noalias nocapture readonly %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.1, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.2, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.3, double* noalias nocapture %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.4, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.5.0, i64 %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.6.0) local_unnamed_addr {
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
  %.38014.not = icmp slt i64 %.299, 1
  br i1 %.38014.not, label %common.ret, label %B212.endif.lr.ph

B212.endif.lr.ph:                                 ; preds = %B0.endif
  %.53210.not = icmp slt i64 %arg.X.5.1, 1
  br i1 %.53210.not, label %B212.endif.preheader, label %B212.endif.us.preheader

B212.endif.us.preheader:                          ; preds = %B212.endif.lr.ph
  %0 = add nsw i64 %arg.X.5.1, -1
  %xtraiter23 = and i64 %arg.X.5.1, 7
  %1 = mul i64 %.169, %arg.X.5.1
  %2 = icmp ult i64 %0, 7
  br i1 %2, label %B212.endif.us.preheader.split.us, label %B212.endif.us.preheader37

B212.endif.us.preheader37:                        ; preds = %B212.endif.us.preheader
  %unroll_iter = and i64 %arg.X.5.1, 9223372036854775800
  %scevgep63 = getelementptr double, double* %arg.w.4, i64 %unroll_iter
  %3 = add nsw i64 %unroll_iter, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter51 = and i64 %5, 7
  %scevgep367 = getelementptr double, double* %arg.w.4, i64 7
  %6 = shl i64 %xtraiter51, 6
  %7 = add i64 %1, %unroll_iter
  %scevgep424 = getelementptr double, double* %arg.X.4, i64 %7
  %unroll_iter61 = shl i64 %5, 3
  %8 = and i64 %unroll_iter61, -64
  %9 = lshr i64 %5, 3
  %scevgep654 = getelementptr double, double* %arg.X.4, i64 %1
  %10 = shl i64 %arg.X.5.1, 3
  %11 = shl nuw nsw i64 %9, 3
  %12 = add i64 %1, 4
  %scevgep747 = getelementptr double, double* %arg.X.4, i64 %12
  br label %B212.endif.us

B212.endif.us.preheader.split.us:                 ; preds = %B212.endif.us.preheader
  %13 = icmp eq i64 %xtraiter23, 0
  br i1 %13, label %B212.endif.us.us.us.preheader, label %B212.endif.us.us.preheader

B212.endif.us.us.preheader:                       ; preds = %B212.endif.us.preheader.split.us
  %scevgep101 = getelementptr double, double* %arg.X.4, i64 %1
  %14 = shl i64 %arg.X.5.1, 3
  br label %B212.endif.us.us

B212.endif.us.us.us.preheader:                    ; preds = %B212.endif.us.preheader.split.us
  %.707.us.us.us = tail call double @tanh(double undef)
  %.717.us.us.us = fmul double %.707.us.us.us, %.707.us.us.us
  %15 = sub i64 %.208, %.169
  %xtraiter48 = and i64 %.299, 7
  %lcmp.mod.not91 = icmp eq i64 %xtraiter48, 0
  br i1 %lcmp.mod.not91, label %B212.endif.us.us.us.prol.loopexit, label %B212.endif.us.us.us.prol.preheader

B212.endif.us.us.us.prol.preheader:               ; preds = %B212.endif.us.us.us.preheader
  br label %B212.endif.us.us.us.prol

B212.endif.us.us.us.prol:                         ; preds = %B212.endif.us.us.us.prol.preheader, %B212.endif.us.us.us.prol
  %lsr.iv181 = phi i64 [ %lsr.iv.next182, %B212.endif.us.us.us.prol ], [ %xtraiter48, %B212.endif.us.us.us.prol.preheader ]
  %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us.prol = phi double [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol ], [ %.129, %B212.endif.us.us.us.prol.preheader ]
  %.725.us.us.us.prol = fadd double %.717.us.us.us, %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us.prol
  %lsr.iv.next182 = add nsw i64 %lsr.iv181, -1
  %prol.iter49.cmp.not = icmp eq i64 %lsr.iv.next182, 0
  br i1 %prol.iter49.cmp.not, label %B212.endif.us.us.us.prol.loopexit.loopexit, label %B212.endif.us.us.us.prol, !llvm.loop !20

B212.endif.us.us.us.prol.loopexit.loopexit:       ; preds = %B212.endif.us.us.us.prol
  %16 = and i64 %.299, -8
  br label %B212.endif.us.us.us.prol.loopexit

B212.endif.us.us.us.prol.loopexit:                ; preds = %B212.endif.us.us.us.prol.loopexit.loopexit, %B212.endif.us.us.us.preheader
  %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us.unr = phi double [ %.129, %B212.endif.us.us.us.preheader ], [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %.37916.us.us.us.unr = phi i64 [ %.299, %B212.endif.us.us.us.preheader ], [ %16, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %.725.us.us.us.lcssa.unr = phi double [ undef, %B212.endif.us.us.us.preheader ], [ %.725.us.us.us.prol, %B212.endif.us.us.us.prol.loopexit.loopexit ]
  %17 = icmp ult i64 %15, 7
  br i1 %17, label %common.ret, label %B212.endif.us.us.us.preheader92

B212.endif.us.us.us.preheader92:                  ; preds = %B212.endif.us.us.us.prol.loopexit
  %18 = add i64 %.37916.us.us.us.unr, -1
  br label %B212.endif.us.us.us

B212.endif.us.us.us:                              ; preds = %B212.endif.us.us.us, %B212.endif.us.us.us.preheader92
  %lsr.iv98 = phi i64 [ %18, %B212.endif.us.us.us.preheader92 ], [ %lsr.iv.next99, %B212.endif.us.us.us ]
  %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us = phi double [ %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us.unr, %B212.endif.us.us.us.preheader92 ], [ %.725.us.us.us.7, %B212.endif.us.us.us ]
  %.725.us.us.us = fadd double %.717.us.us.us, %sum__parallel__impl____locals____sum__1__v17__val.017.us.us.us
  %.725.us.us.us.1 = fadd double %.717.us.us.us, %.725.us.us.us
  %.725.us.us.us.2 = fadd double %.717.us.us.us, %.725.us.us.us.1
  %.725.us.us.us.3 = fadd double %.717.us.us.us, %.725.us.us.us.2
  %.725.us.us.us.4 = fadd double %.717.us.us.us, %.725.us.us.us.3
  %.725.us.us.us.5 = fadd double %.717.us.us.us, %.725.us.us.us.4
  %.725.us.us.us.6 = fadd double %.717.us.us.us, %.725.us.us.us.5
  %.725.us.us.us.7 = fadd double %.717.us.us.us, %.725.us.us.us.6
  %lsr.iv.next99 = add i64 %lsr.iv98, -8
  %.380.us.us.us.7 = icmp ult i64 %lsr.iv.next99, -2
  br i1 %.380.us.us.us.7, label %B212.endif.us.us.us, label %common.ret

B212.endif.us.us:                                 ; preds = %B929.B931_crit_edge.us.loopexit.us, %B212.endif.us.us.preheader
  %lsr.iv308 = phi double* [ %20, %B929.B931_crit_edge.us.loopexit.us ], [ %scevgep101, %B212.endif.us.us.preheader ]
  %sum__parallel__impl____locals____sum__1__v17__val.017.us.us = phi double [ %.725.us.us, %B929.B931_crit_edge.us.loopexit.us ], [ %.129, %B212.endif.us.us.preheader ]
  %.37916.us.us = phi i64 [ %.389.us.us, %B929.B931_crit_edge.us.loopexit.us ], [ %.299, %B212.endif.us.us.preheader ]
  br label %B930.us.epil.us

B930.us.epil.us:                                  ; preds = %B930.us.epil.us, %B212.endif.us.us
  %t.2.113.us.epil.us = phi double [ %.686.us.epil.us, %B930.us.epil.us ], [ 0.000000e+00, %B212.endif.us.us ]
  %epil.iter.us = phi i64 [ %epil.iter.next.us, %B930.us.epil.us ], [ 0, %B212.endif.us.us ]
  %scevgep312 = getelementptr double, double* %lsr.iv308, i64 %epil.iter.us
  %.632.us.epil.us = load double, double* %scevgep312, align 8
  %scevgep307 = getelementptr double, double* %arg.w.4, i64 %epil.iter.us
  %.668.us.epil.us = load double, double* %scevgep307, align 8
  %.676.us.epil.us = fmul double %.632.us.epil.us, %.668.us.epil.us
  %.686.us.epil.us = fadd double %t.2.113.us.epil.us, %.676.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter23, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %B929.B931_crit_edge.us.loopexit.us, label %B930.us.epil.us, !llvm.loop !21

B929.B931_crit_edge.us.loopexit.us:               ; preds = %B930.us.epil.us
  %19 = bitcast double* %lsr.iv308 to i1*
  %.389.us.us = add nsw i64 %.37916.us.us, -1
  %.707.us.us = tail call double @tanh(double %.686.us.epil.us)
  %.717.us.us = fmul double %.707.us.us, %.707.us.us
  %.725.us.us = fadd double %sum__parallel__impl____locals____sum__1__v17__val.017.us.us, %.717.us.us
  %scevgep311 = getelementptr i1, i1* %19, i64 %14
  %20 = bitcast i1* %scevgep311 to double*
  %.380.us.us = icmp sgt i64 %.37916.us.us, 1
  br i1 %.380.us.us, label %B212.endif.us.us, label %common.ret

B212.endif.preheader:                             ; preds = %B212.endif.lr.ph
  %21 = sub i64 %.208, %.169
  %xtraiter = and i64 %.299, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B212.endif.prol.loopexit, label %B212.endif.prol.preheader

B212.endif.prol.preheader:                        ; preds = %B212.endif.preheader
  br label %B212.endif.prol

B212.endif.prol:                                  ; preds = %B212.endif.prol.preheader, %B212.endif.prol
  %lsr.iv96 = phi i64 [ %lsr.iv.next97, %B212.endif.prol ], [ %xtraiter, %B212.endif.prol.preheader ]
  %sum__parallel__impl____locals____sum__1__v17__val.017.prol = phi double [ %.725.prol, %B212.endif.prol ], [ %.129, %B212.endif.prol.preheader ]
  %.725.prol = fadd double %sum__parallel__impl____locals____sum__1__v17__val.017.prol, 0.000000e+00
  %lsr.iv.next97 = add nsw i64 %lsr.iv96, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next97, 0
  br i1 %prol.iter.cmp.not, label %B212.endif.prol.loopexit.loopexit, label %B212.endif.prol, !llvm.loop !22

B212.endif.prol.loopexit.loopexit:                ; preds = %B212.endif.prol
  %22 = and i64 %.299, -8
  br label %B212.endif.prol.loopexit

B212.endif.prol.loopexit:                         ; preds = %B212.endif.prol.loopexit.loopexit, %B212.endif.preheader
  %sum__parallel__impl____locals____sum__1__v17__val.017.unr = phi double [ %.129, %B212.endif.preheader ], [ %.725.prol, %B212.endif.prol.loopexit.loopexit ]
  %.37916.unr = phi i64 [ %.299, %B212.endif.preheader ], [ %22, %B212.endif.prol.loopexit.loopexit ]
  %.725.lcssa.unr = phi double [ undef, %B212.endif.preheader ], [ %.725.prol, %B212.endif.prol.loopexit.loopexit ]
  %23 = icmp ult i64 %21, 7
  br i1 %23, label %common.ret, label %B212.endif.preheader27

B212.endif.preheader27:                           ; preds = %B212.endif.prol.loopexit
  %24 = add i64 %.37916.unr, -1
  br label %B212.endif

B212.endif.us:                                    ; preds = %B929.B931_crit_edge.us, %B212.endif.us.preheader37
  %lsr.iv777 = phi double* [ %37, %B929.B931_crit_edge.us ], [ %scevgep424, %B212.endif.us.preheader37 ]
  %lsr.iv748 = phi double* [ %36, %B929.B931_crit_edge.us ], [ %scevgep747, %B212.endif.us.preheader37 ]
  %lsr.iv523 = phi double* [ %35, %B929.B931_crit_edge.us ], [ %scevgep654, %B212.endif.us.preheader37 ]
  %sum__parallel__impl____locals____sum__1__v17__val.017.us = phi double [ %.725.us, %B929.B931_crit_edge.us ], [ %.129, %B212.endif.us.preheader37 ]
  %.37916.us = phi i64 [ %.389.us, %B929.B931_crit_edge.us ], [ %.299, %B212.endif.us.preheader37 ]
  %25 = icmp ult i64 %3, 56
  br i1 %25, label %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, label %B930.us.preheader

B930.us.preheader:                                ; preds = %B212.endif.us
  br label %B930.us

B930.us:                                          ; preds = %B930.us.preheader, %B930.us
  %lsr.iv721 = phi i64 [ %11, %B930.us.preheader ], [ %lsr.iv.next722, %B930.us ]
  %lsr.iv313 = phi i64 [ 504, %B930.us.preheader ], [ %lsr.iv.next314, %B930.us ]
  %t.2.113.us = phi double [ %.686.us.7.7, %B930.us ], [ 0.000000e+00, %B930.us.preheader ]
  %26 = bitcast double* %lsr.iv523 to i8*
  %27 = bitcast double* %arg.w.4 to i8*
  %uglygep716 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep716717 = bitcast i8* %uglygep716 to double*
  %scevgep718 = getelementptr double, double* %uglygep716717, i64 -63
  %.632.us = load double, double* %scevgep718, align 8
  %uglygep518 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep518519 = bitcast i8* %uglygep518 to double*
  %scevgep520 = getelementptr double, double* %uglygep518519, i64 -63
  %.668.us = load double, double* %scevgep520, align 8
  %.676.us = fmul double %.632.us, %.668.us
  %.686.us = fadd double %t.2.113.us, %.676.us
  %uglygep713 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep713714 = bitcast i8* %uglygep713 to double*
  %scevgep715 = getelementptr double, double* %uglygep713714, i64 -62
  %.632.us.1 = load double, double* %scevgep715, align 8
  %uglygep515 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep515516 = bitcast i8* %uglygep515 to double*
  %scevgep517 = getelementptr double, double* %uglygep515516, i64 -62
  %.668.us.1 = load double, double* %scevgep517, align 8
  %.676.us.1 = fmul double %.632.us.1, %.668.us.1
  %.686.us.1 = fadd double %.686.us, %.676.us.1
  %uglygep710 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep710711 = bitcast i8* %uglygep710 to double*
  %scevgep712 = getelementptr double, double* %uglygep710711, i64 -61
  %.632.us.2 = load double, double* %scevgep712, align 8
  %uglygep512 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep512513 = bitcast i8* %uglygep512 to double*
  %scevgep514 = getelementptr double, double* %uglygep512513, i64 -61
  %.668.us.2 = load double, double* %scevgep514, align 8
  %.676.us.2 = fmul double %.632.us.2, %.668.us.2
  %.686.us.2 = fadd double %.686.us.1, %.676.us.2
  %uglygep707 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep707708 = bitcast i8* %uglygep707 to double*
  %scevgep709 = getelementptr double, double* %uglygep707708, i64 -60
  %.632.us.3 = load double, double* %scevgep709, align 8
  %uglygep509 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep509510 = bitcast i8* %uglygep509 to double*
  %scevgep511 = getelementptr double, double* %uglygep509510, i64 -60
  %.668.us.3 = load double, double* %scevgep511, align 8
  %.676.us.3 = fmul double %.632.us.3, %.668.us.3
  %.686.us.3 = fadd double %.686.us.2, %.676.us.3
  %uglygep704 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep704705 = bitcast i8* %uglygep704 to double*
  %scevgep706 = getelementptr double, double* %uglygep704705, i64 -59
  %.632.us.4 = load double, double* %scevgep706, align 8
  %uglygep506 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep506507 = bitcast i8* %uglygep506 to double*
  %scevgep508 = getelementptr double, double* %uglygep506507, i64 -59
  %.668.us.4 = load double, double* %scevgep508, align 8
  %.676.us.4 = fmul double %.632.us.4, %.668.us.4
  %.686.us.4 = fadd double %.686.us.3, %.676.us.4
  %uglygep701 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep701702 = bitcast i8* %uglygep701 to double*
  %scevgep703 = getelementptr double, double* %uglygep701702, i64 -58
  %.632.us.5 = load double, double* %scevgep703, align 8
  %uglygep503 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep503504 = bitcast i8* %uglygep503 to double*
  %scevgep505 = getelementptr double, double* %uglygep503504, i64 -58
  %.668.us.5 = load double, double* %scevgep505, align 8
  %.676.us.5 = fmul double %.632.us.5, %.668.us.5
  %.686.us.5 = fadd double %.686.us.4, %.676.us.5
  %uglygep698 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep698699 = bitcast i8* %uglygep698 to double*
  %scevgep700 = getelementptr double, double* %uglygep698699, i64 -57
  %.632.us.6 = load double, double* %scevgep700, align 8
  %uglygep500 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep500501 = bitcast i8* %uglygep500 to double*
  %scevgep502 = getelementptr double, double* %uglygep500501, i64 -57
  %.668.us.6 = load double, double* %scevgep502, align 8
  %.676.us.6 = fmul double %.632.us.6, %.668.us.6
  %.686.us.6 = fadd double %.686.us.5, %.676.us.6
  %uglygep695 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep695696 = bitcast i8* %uglygep695 to double*
  %scevgep697 = getelementptr double, double* %uglygep695696, i64 -56
  %.632.us.7 = load double, double* %scevgep697, align 8
  %uglygep497 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep497498 = bitcast i8* %uglygep497 to double*
  %scevgep499 = getelementptr double, double* %uglygep497498, i64 -56
  %.668.us.7 = load double, double* %scevgep499, align 8
  %.676.us.7 = fmul double %.632.us.7, %.668.us.7
  %.686.us.7 = fadd double %.686.us.6, %.676.us.7
  %uglygep692 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep692693 = bitcast i8* %uglygep692 to double*
  %scevgep694 = getelementptr double, double* %uglygep692693, i64 -55
  %.632.us.162 = load double, double* %scevgep694, align 8
  %uglygep494 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep494495 = bitcast i8* %uglygep494 to double*
  %scevgep496 = getelementptr double, double* %uglygep494495, i64 -55
  %.668.us.163 = load double, double* %scevgep496, align 8
  %.676.us.164 = fmul double %.632.us.162, %.668.us.163
  %.686.us.165 = fadd double %.686.us.7, %.676.us.164
  %uglygep689 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep689690 = bitcast i8* %uglygep689 to double*
  %scevgep691 = getelementptr double, double* %uglygep689690, i64 -54
  %.632.us.1.1 = load double, double* %scevgep691, align 8
  %uglygep491 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep491492 = bitcast i8* %uglygep491 to double*
  %scevgep493 = getelementptr double, double* %uglygep491492, i64 -54
  %.668.us.1.1 = load double, double* %scevgep493, align 8
  %.676.us.1.1 = fmul double %.632.us.1.1, %.668.us.1.1
  %.686.us.1.1 = fadd double %.686.us.165, %.676.us.1.1
  %uglygep685 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep685686 = bitcast i8* %uglygep685 to double*
  %scevgep688 = getelementptr double, double* %uglygep685686, i64 -53
  %.632.us.2.1 = load double, double* %scevgep688, align 8
  %uglygep488 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep488489 = bitcast i8* %uglygep488 to double*
  %scevgep490 = getelementptr double, double* %uglygep488489, i64 -53
  %.668.us.2.1 = load double, double* %scevgep490, align 8
  %.676.us.2.1 = fmul double %.632.us.2.1, %.668.us.2.1
  %.686.us.2.1 = fadd double %.686.us.1.1, %.676.us.2.1
  %uglygep682 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep682683 = bitcast i8* %uglygep682 to double*
  %scevgep684 = getelementptr double, double* %uglygep682683, i64 -52
  %.632.us.3.1 = load double, double* %scevgep684, align 8
  %uglygep485 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep485486 = bitcast i8* %uglygep485 to double*
  %scevgep487 = getelementptr double, double* %uglygep485486, i64 -52
  %.668.us.3.1 = load double, double* %scevgep487, align 8
  %.676.us.3.1 = fmul double %.632.us.3.1, %.668.us.3.1
  %.686.us.3.1 = fadd double %.686.us.2.1, %.676.us.3.1
  %uglygep679 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep679680 = bitcast i8* %uglygep679 to double*
  %scevgep681 = getelementptr double, double* %uglygep679680, i64 -51
  %.632.us.4.1 = load double, double* %scevgep681, align 8
  %uglygep482 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep482483 = bitcast i8* %uglygep482 to double*
  %scevgep484 = getelementptr double, double* %uglygep482483, i64 -51
  %.668.us.4.1 = load double, double* %scevgep484, align 8
  %.676.us.4.1 = fmul double %.632.us.4.1, %.668.us.4.1
  %.686.us.4.1 = fadd double %.686.us.3.1, %.676.us.4.1
  %uglygep676 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep676677 = bitcast i8* %uglygep676 to double*
  %scevgep678 = getelementptr double, double* %uglygep676677, i64 -50
  %.632.us.5.1 = load double, double* %scevgep678, align 8
  %uglygep479 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep479480 = bitcast i8* %uglygep479 to double*
  %scevgep481 = getelementptr double, double* %uglygep479480, i64 -50
  %.668.us.5.1 = load double, double* %scevgep481, align 8
  %.676.us.5.1 = fmul double %.632.us.5.1, %.668.us.5.1
  %.686.us.5.1 = fadd double %.686.us.4.1, %.676.us.5.1
  %uglygep673 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep673674 = bitcast i8* %uglygep673 to double*
  %scevgep675 = getelementptr double, double* %uglygep673674, i64 -49
  %.632.us.6.1 = load double, double* %scevgep675, align 8
  %uglygep476 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep476477 = bitcast i8* %uglygep476 to double*
  %scevgep478 = getelementptr double, double* %uglygep476477, i64 -49
  %.668.us.6.1 = load double, double* %scevgep478, align 8
  %.676.us.6.1 = fmul double %.632.us.6.1, %.668.us.6.1
  %.686.us.6.1 = fadd double %.686.us.5.1, %.676.us.6.1
  %uglygep670 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep670671 = bitcast i8* %uglygep670 to double*
  %scevgep672 = getelementptr double, double* %uglygep670671, i64 -48
  %.632.us.7.1 = load double, double* %scevgep672, align 8
  %uglygep473 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep473474 = bitcast i8* %uglygep473 to double*
  %scevgep475 = getelementptr double, double* %uglygep473474, i64 -48
  %.668.us.7.1 = load double, double* %scevgep475, align 8
  %.676.us.7.1 = fmul double %.632.us.7.1, %.668.us.7.1
  %.686.us.7.1 = fadd double %.686.us.6.1, %.676.us.7.1
  %uglygep667 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep667668 = bitcast i8* %uglygep667 to double*
  %scevgep669 = getelementptr double, double* %uglygep667668, i64 -47
  %.632.us.266 = load double, double* %scevgep669, align 8
  %uglygep470 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep470471 = bitcast i8* %uglygep470 to double*
  %scevgep472 = getelementptr double, double* %uglygep470471, i64 -47
  %.668.us.267 = load double, double* %scevgep472, align 8
  %.676.us.268 = fmul double %.632.us.266, %.668.us.267
  %.686.us.269 = fadd double %.686.us.7.1, %.676.us.268
  %uglygep664 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep664665 = bitcast i8* %uglygep664 to double*
  %scevgep666 = getelementptr double, double* %uglygep664665, i64 -46
  %.632.us.1.2 = load double, double* %scevgep666, align 8
  %uglygep467 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep467468 = bitcast i8* %uglygep467 to double*
  %scevgep469 = getelementptr double, double* %uglygep467468, i64 -46
  %.668.us.1.2 = load double, double* %scevgep469, align 8
  %.676.us.1.2 = fmul double %.632.us.1.2, %.668.us.1.2
  %.686.us.1.2 = fadd double %.686.us.269, %.676.us.1.2
  %uglygep661 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep661662 = bitcast i8* %uglygep661 to double*
  %scevgep663 = getelementptr double, double* %uglygep661662, i64 -45
  %.632.us.2.2 = load double, double* %scevgep663, align 8
  %uglygep464 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep464465 = bitcast i8* %uglygep464 to double*
  %scevgep466 = getelementptr double, double* %uglygep464465, i64 -45
  %.668.us.2.2 = load double, double* %scevgep466, align 8
  %.676.us.2.2 = fmul double %.632.us.2.2, %.668.us.2.2
  %.686.us.2.2 = fadd double %.686.us.1.2, %.676.us.2.2
  %uglygep657 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep657658 = bitcast i8* %uglygep657 to double*
  %scevgep659 = getelementptr double, double* %uglygep657658, i64 -44
  %.632.us.3.2 = load double, double* %scevgep659, align 8
  %uglygep461 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep461462 = bitcast i8* %uglygep461 to double*
  %scevgep463 = getelementptr double, double* %uglygep461462, i64 -44
  %.668.us.3.2 = load double, double* %scevgep463, align 8
  %.676.us.3.2 = fmul double %.632.us.3.2, %.668.us.3.2
  %.686.us.3.2 = fadd double %.686.us.2.2, %.676.us.3.2
  %uglygep654 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep654655 = bitcast i8* %uglygep654 to double*
  %scevgep656 = getelementptr double, double* %uglygep654655, i64 -43
  %.632.us.4.2 = load double, double* %scevgep656, align 8
  %uglygep458 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep458459 = bitcast i8* %uglygep458 to double*
  %scevgep460 = getelementptr double, double* %uglygep458459, i64 -43
  %.668.us.4.2 = load double, double* %scevgep460, align 8
  %.676.us.4.2 = fmul double %.632.us.4.2, %.668.us.4.2
  %.686.us.4.2 = fadd double %.686.us.3.2, %.676.us.4.2
  %uglygep651 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep651652 = bitcast i8* %uglygep651 to double*
  %scevgep653 = getelementptr double, double* %uglygep651652, i64 -42
  %.632.us.5.2 = load double, double* %scevgep653, align 8
  %uglygep455 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep455456 = bitcast i8* %uglygep455 to double*
  %scevgep457 = getelementptr double, double* %uglygep455456, i64 -42
  %.668.us.5.2 = load double, double* %scevgep457, align 8
  %.676.us.5.2 = fmul double %.632.us.5.2, %.668.us.5.2
  %.686.us.5.2 = fadd double %.686.us.4.2, %.676.us.5.2
  %uglygep648 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep648649 = bitcast i8* %uglygep648 to double*
  %scevgep650 = getelementptr double, double* %uglygep648649, i64 -41
  %.632.us.6.2 = load double, double* %scevgep650, align 8
  %uglygep452 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep452453 = bitcast i8* %uglygep452 to double*
  %scevgep454 = getelementptr double, double* %uglygep452453, i64 -41
  %.668.us.6.2 = load double, double* %scevgep454, align 8
  %.676.us.6.2 = fmul double %.632.us.6.2, %.668.us.6.2
  %.686.us.6.2 = fadd double %.686.us.5.2, %.676.us.6.2
  %uglygep645 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep645646 = bitcast i8* %uglygep645 to double*
  %scevgep647 = getelementptr double, double* %uglygep645646, i64 -40
  %.632.us.7.2 = load double, double* %scevgep647, align 8
  %uglygep449 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep449450 = bitcast i8* %uglygep449 to double*
  %scevgep451 = getelementptr double, double* %uglygep449450, i64 -40
  %.668.us.7.2 = load double, double* %scevgep451, align 8
  %.676.us.7.2 = fmul double %.632.us.7.2, %.668.us.7.2
  %.686.us.7.2 = fadd double %.686.us.6.2, %.676.us.7.2
  %uglygep642 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep642643 = bitcast i8* %uglygep642 to double*
  %scevgep644 = getelementptr double, double* %uglygep642643, i64 -39
  %.632.us.370 = load double, double* %scevgep644, align 8
  %uglygep446 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep446447 = bitcast i8* %uglygep446 to double*
  %scevgep448 = getelementptr double, double* %uglygep446447, i64 -39
  %.668.us.371 = load double, double* %scevgep448, align 8
  %.676.us.372 = fmul double %.632.us.370, %.668.us.371
  %.686.us.373 = fadd double %.686.us.7.2, %.676.us.372
  %uglygep639 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep639640 = bitcast i8* %uglygep639 to double*
  %scevgep641 = getelementptr double, double* %uglygep639640, i64 -38
  %.632.us.1.3 = load double, double* %scevgep641, align 8
  %uglygep443 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep443444 = bitcast i8* %uglygep443 to double*
  %scevgep445 = getelementptr double, double* %uglygep443444, i64 -38
  %.668.us.1.3 = load double, double* %scevgep445, align 8
  %.676.us.1.3 = fmul double %.632.us.1.3, %.668.us.1.3
  %.686.us.1.3 = fadd double %.686.us.373, %.676.us.1.3
  %uglygep636 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep636637 = bitcast i8* %uglygep636 to double*
  %scevgep638 = getelementptr double, double* %uglygep636637, i64 -37
  %.632.us.2.3 = load double, double* %scevgep638, align 8
  %uglygep440 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep440441 = bitcast i8* %uglygep440 to double*
  %scevgep442 = getelementptr double, double* %uglygep440441, i64 -37
  %.668.us.2.3 = load double, double* %scevgep442, align 8
  %.676.us.2.3 = fmul double %.632.us.2.3, %.668.us.2.3
  %.686.us.2.3 = fadd double %.686.us.1.3, %.676.us.2.3
  %uglygep633 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep633634 = bitcast i8* %uglygep633 to double*
  %scevgep635 = getelementptr double, double* %uglygep633634, i64 -36
  %.632.us.3.3 = load double, double* %scevgep635, align 8
  %uglygep437 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep437438 = bitcast i8* %uglygep437 to double*
  %scevgep439 = getelementptr double, double* %uglygep437438, i64 -36
  %.668.us.3.3 = load double, double* %scevgep439, align 8
  %.676.us.3.3 = fmul double %.632.us.3.3, %.668.us.3.3
  %.686.us.3.3 = fadd double %.686.us.2.3, %.676.us.3.3
  %uglygep630 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep630631 = bitcast i8* %uglygep630 to double*
  %scevgep632 = getelementptr double, double* %uglygep630631, i64 -35
  %.632.us.4.3 = load double, double* %scevgep632, align 8
  %uglygep434 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep434435 = bitcast i8* %uglygep434 to double*
  %scevgep436 = getelementptr double, double* %uglygep434435, i64 -35
  %.668.us.4.3 = load double, double* %scevgep436, align 8
  %.676.us.4.3 = fmul double %.632.us.4.3, %.668.us.4.3
  %.686.us.4.3 = fadd double %.686.us.3.3, %.676.us.4.3
  %uglygep627 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep627628 = bitcast i8* %uglygep627 to double*
  %scevgep629 = getelementptr double, double* %uglygep627628, i64 -34
  %.632.us.5.3 = load double, double* %scevgep629, align 8
  %uglygep431 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep431432 = bitcast i8* %uglygep431 to double*
  %scevgep433 = getelementptr double, double* %uglygep431432, i64 -34
  %.668.us.5.3 = load double, double* %scevgep433, align 8
  %.676.us.5.3 = fmul double %.632.us.5.3, %.668.us.5.3
  %.686.us.5.3 = fadd double %.686.us.4.3, %.676.us.5.3
  %uglygep624 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep624625 = bitcast i8* %uglygep624 to double*
  %scevgep626 = getelementptr double, double* %uglygep624625, i64 -33
  %.632.us.6.3 = load double, double* %scevgep626, align 8
  %uglygep427 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep427428 = bitcast i8* %uglygep427 to double*
  %scevgep430 = getelementptr double, double* %uglygep427428, i64 -33
  %.668.us.6.3 = load double, double* %scevgep430, align 8
  %.676.us.6.3 = fmul double %.632.us.6.3, %.668.us.6.3
  %.686.us.6.3 = fadd double %.686.us.5.3, %.676.us.6.3
  %uglygep621 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep621622 = bitcast i8* %uglygep621 to double*
  %scevgep623 = getelementptr double, double* %uglygep621622, i64 -32
  %.632.us.7.3 = load double, double* %scevgep623, align 8
  %uglygep423 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep423424 = bitcast i8* %uglygep423 to double*
  %scevgep426 = getelementptr double, double* %uglygep423424, i64 -32
  %.668.us.7.3 = load double, double* %scevgep426, align 8
  %.676.us.7.3 = fmul double %.632.us.7.3, %.668.us.7.3
  %.686.us.7.3 = fadd double %.686.us.6.3, %.676.us.7.3
  %uglygep618 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep618619 = bitcast i8* %uglygep618 to double*
  %scevgep620 = getelementptr double, double* %uglygep618619, i64 -31
  %.632.us.474 = load double, double* %scevgep620, align 8
  %uglygep420 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep420421 = bitcast i8* %uglygep420 to double*
  %scevgep422 = getelementptr double, double* %uglygep420421, i64 -31
  %.668.us.475 = load double, double* %scevgep422, align 8
  %.676.us.476 = fmul double %.632.us.474, %.668.us.475
  %.686.us.477 = fadd double %.686.us.7.3, %.676.us.476
  %uglygep615 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep615616 = bitcast i8* %uglygep615 to double*
  %scevgep617 = getelementptr double, double* %uglygep615616, i64 -30
  %.632.us.1.4 = load double, double* %scevgep617, align 8
  %uglygep417 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep417418 = bitcast i8* %uglygep417 to double*
  %scevgep419 = getelementptr double, double* %uglygep417418, i64 -30
  %.668.us.1.4 = load double, double* %scevgep419, align 8
  %.676.us.1.4 = fmul double %.632.us.1.4, %.668.us.1.4
  %.686.us.1.4 = fadd double %.686.us.477, %.676.us.1.4
  %uglygep612 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep612613 = bitcast i8* %uglygep612 to double*
  %scevgep614 = getelementptr double, double* %uglygep612613, i64 -29
  %.632.us.2.4 = load double, double* %scevgep614, align 8
  %uglygep414 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep414415 = bitcast i8* %uglygep414 to double*
  %scevgep416 = getelementptr double, double* %uglygep414415, i64 -29
  %.668.us.2.4 = load double, double* %scevgep416, align 8
  %.676.us.2.4 = fmul double %.632.us.2.4, %.668.us.2.4
  %.686.us.2.4 = fadd double %.686.us.1.4, %.676.us.2.4
  %uglygep609 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep609610 = bitcast i8* %uglygep609 to double*
  %scevgep611 = getelementptr double, double* %uglygep609610, i64 -28
  %.632.us.3.4 = load double, double* %scevgep611, align 8
  %uglygep411 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep411412 = bitcast i8* %uglygep411 to double*
  %scevgep413 = getelementptr double, double* %uglygep411412, i64 -28
  %.668.us.3.4 = load double, double* %scevgep413, align 8
  %.676.us.3.4 = fmul double %.632.us.3.4, %.668.us.3.4
  %.686.us.3.4 = fadd double %.686.us.2.4, %.676.us.3.4
  %uglygep606 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep606607 = bitcast i8* %uglygep606 to double*
  %scevgep608 = getelementptr double, double* %uglygep606607, i64 -27
  %.632.us.4.4 = load double, double* %scevgep608, align 8
  %uglygep408 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep408409 = bitcast i8* %uglygep408 to double*
  %scevgep410 = getelementptr double, double* %uglygep408409, i64 -27
  %.668.us.4.4 = load double, double* %scevgep410, align 8
  %.676.us.4.4 = fmul double %.632.us.4.4, %.668.us.4.4
  %.686.us.4.4 = fadd double %.686.us.3.4, %.676.us.4.4
  %uglygep603 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  %scevgep605 = getelementptr double, double* %uglygep603604, i64 -26
  %.632.us.5.4 = load double, double* %scevgep605, align 8
  %uglygep405 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep405406 = bitcast i8* %uglygep405 to double*
  %scevgep407 = getelementptr double, double* %uglygep405406, i64 -26
  %.668.us.5.4 = load double, double* %scevgep407, align 8
  %.676.us.5.4 = fmul double %.632.us.5.4, %.668.us.5.4
  %.686.us.5.4 = fadd double %.686.us.4.4, %.676.us.5.4
  %uglygep600 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep600601 = bitcast i8* %uglygep600 to double*
  %scevgep602 = getelementptr double, double* %uglygep600601, i64 -25
  %.632.us.6.4 = load double, double* %scevgep602, align 8
  %uglygep401 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep401402 = bitcast i8* %uglygep401 to double*
  %scevgep404 = getelementptr double, double* %uglygep401402, i64 -25
  %.668.us.6.4 = load double, double* %scevgep404, align 8
  %.676.us.6.4 = fmul double %.632.us.6.4, %.668.us.6.4
  %.686.us.6.4 = fadd double %.686.us.5.4, %.676.us.6.4
  %uglygep597 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep597598 = bitcast i8* %uglygep597 to double*
  %scevgep599 = getelementptr double, double* %uglygep597598, i64 -24
  %.632.us.7.4 = load double, double* %scevgep599, align 8
  %uglygep397 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  %scevgep400 = getelementptr double, double* %uglygep397398, i64 -24
  %.668.us.7.4 = load double, double* %scevgep400, align 8
  %.676.us.7.4 = fmul double %.632.us.7.4, %.668.us.7.4
  %.686.us.7.4 = fadd double %.686.us.6.4, %.676.us.7.4
  %uglygep594 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep594595 = bitcast i8* %uglygep594 to double*
  %scevgep596 = getelementptr double, double* %uglygep594595, i64 -23
  %.632.us.578 = load double, double* %scevgep596, align 8
  %uglygep393 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep393394 = bitcast i8* %uglygep393 to double*
  %scevgep396 = getelementptr double, double* %uglygep393394, i64 -23
  %.668.us.579 = load double, double* %scevgep396, align 8
  %.676.us.580 = fmul double %.632.us.578, %.668.us.579
  %.686.us.581 = fadd double %.686.us.7.4, %.676.us.580
  %uglygep591 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep591592 = bitcast i8* %uglygep591 to double*
  %scevgep593 = getelementptr double, double* %uglygep591592, i64 -22
  %.632.us.1.5 = load double, double* %scevgep593, align 8
  %uglygep390 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep390391 = bitcast i8* %uglygep390 to double*
  %scevgep392 = getelementptr double, double* %uglygep390391, i64 -22
  %.668.us.1.5 = load double, double* %scevgep392, align 8
  %.676.us.1.5 = fmul double %.632.us.1.5, %.668.us.1.5
  %.686.us.1.5 = fadd double %.686.us.581, %.676.us.1.5
  %uglygep588 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep588589 = bitcast i8* %uglygep588 to double*
  %scevgep590 = getelementptr double, double* %uglygep588589, i64 -21
  %.632.us.2.5 = load double, double* %scevgep590, align 8
  %uglygep387 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep387388 = bitcast i8* %uglygep387 to double*
  %scevgep389 = getelementptr double, double* %uglygep387388, i64 -21
  %.668.us.2.5 = load double, double* %scevgep389, align 8
  %.676.us.2.5 = fmul double %.632.us.2.5, %.668.us.2.5
  %.686.us.2.5 = fadd double %.686.us.1.5, %.676.us.2.5
  %uglygep585 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep585586 = bitcast i8* %uglygep585 to double*
  %scevgep587 = getelementptr double, double* %uglygep585586, i64 -20
  %.632.us.3.5 = load double, double* %scevgep587, align 8
  %uglygep384 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep384385 = bitcast i8* %uglygep384 to double*
  %scevgep386 = getelementptr double, double* %uglygep384385, i64 -20
  %.668.us.3.5 = load double, double* %scevgep386, align 8
  %.676.us.3.5 = fmul double %.632.us.3.5, %.668.us.3.5
  %.686.us.3.5 = fadd double %.686.us.2.5, %.676.us.3.5
  %uglygep582 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep582583 = bitcast i8* %uglygep582 to double*
  %scevgep584 = getelementptr double, double* %uglygep582583, i64 -19
  %.632.us.4.5 = load double, double* %scevgep584, align 8
  %uglygep381 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep381382 = bitcast i8* %uglygep381 to double*
  %scevgep383 = getelementptr double, double* %uglygep381382, i64 -19
  %.668.us.4.5 = load double, double* %scevgep383, align 8
  %.676.us.4.5 = fmul double %.632.us.4.5, %.668.us.4.5
  %.686.us.4.5 = fadd double %.686.us.3.5, %.676.us.4.5
  %uglygep579 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep579580 = bitcast i8* %uglygep579 to double*
  %scevgep581 = getelementptr double, double* %uglygep579580, i64 -18
  %.632.us.5.5 = load double, double* %scevgep581, align 8
  %uglygep378 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep378379 = bitcast i8* %uglygep378 to double*
  %scevgep380 = getelementptr double, double* %uglygep378379, i64 -18
  %.668.us.5.5 = load double, double* %scevgep380, align 8
  %.676.us.5.5 = fmul double %.632.us.5.5, %.668.us.5.5
  %.686.us.5.5 = fadd double %.686.us.4.5, %.676.us.5.5
  %uglygep576 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep576577 = bitcast i8* %uglygep576 to double*
  %scevgep578 = getelementptr double, double* %uglygep576577, i64 -17
  %.632.us.6.5 = load double, double* %scevgep578, align 8
  %uglygep374 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep374375 = bitcast i8* %uglygep374 to double*
  %scevgep377 = getelementptr double, double* %uglygep374375, i64 -17
  %.668.us.6.5 = load double, double* %scevgep377, align 8
  %.676.us.6.5 = fmul double %.632.us.6.5, %.668.us.6.5
  %.686.us.6.5 = fadd double %.686.us.5.5, %.676.us.6.5
  %uglygep573 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep573574 = bitcast i8* %uglygep573 to double*
  %scevgep575 = getelementptr double, double* %uglygep573574, i64 -16
  %.632.us.7.5 = load double, double* %scevgep575, align 8
  %uglygep371 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep371372 = bitcast i8* %uglygep371 to double*
  %scevgep373 = getelementptr double, double* %uglygep371372, i64 -16
  %.668.us.7.5 = load double, double* %scevgep373, align 8
  %.676.us.7.5 = fmul double %.632.us.7.5, %.668.us.7.5
  %.686.us.7.5 = fadd double %.686.us.6.5, %.676.us.7.5
  %uglygep570 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep570571 = bitcast i8* %uglygep570 to double*
  %scevgep572 = getelementptr double, double* %uglygep570571, i64 -15
  %.632.us.682 = load double, double* %scevgep572, align 8
  %uglygep367 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep367368 = bitcast i8* %uglygep367 to double*
  %scevgep370 = getelementptr double, double* %uglygep367368, i64 -15
  %.668.us.683 = load double, double* %scevgep370, align 8
  %.676.us.684 = fmul double %.632.us.682, %.668.us.683
  %.686.us.685 = fadd double %.686.us.7.5, %.676.us.684
  %uglygep567 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep567568 = bitcast i8* %uglygep567 to double*
  %scevgep569 = getelementptr double, double* %uglygep567568, i64 -14
  %.632.us.1.6 = load double, double* %scevgep569, align 8
  %uglygep363 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep363364 = bitcast i8* %uglygep363 to double*
  %scevgep366 = getelementptr double, double* %uglygep363364, i64 -14
  %.668.us.1.6 = load double, double* %scevgep366, align 8
  %.676.us.1.6 = fmul double %.632.us.1.6, %.668.us.1.6
  %.686.us.1.6 = fadd double %.686.us.685, %.676.us.1.6
  %uglygep564 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep564565 = bitcast i8* %uglygep564 to double*
  %scevgep566 = getelementptr double, double* %uglygep564565, i64 -13
  %.632.us.2.6 = load double, double* %scevgep566, align 8
  %uglygep359 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep359360 = bitcast i8* %uglygep359 to double*
  %scevgep362 = getelementptr double, double* %uglygep359360, i64 -13
  %.668.us.2.6 = load double, double* %scevgep362, align 8
  %.676.us.2.6 = fmul double %.632.us.2.6, %.668.us.2.6
  %.686.us.2.6 = fadd double %.686.us.1.6, %.676.us.2.6
  %uglygep561 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep561562 = bitcast i8* %uglygep561 to double*
  %scevgep563 = getelementptr double, double* %uglygep561562, i64 -12
  %.632.us.3.6 = load double, double* %scevgep563, align 8
  %uglygep355 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep355356 = bitcast i8* %uglygep355 to double*
  %scevgep358 = getelementptr double, double* %uglygep355356, i64 -12
  %.668.us.3.6 = load double, double* %scevgep358, align 8
  %.676.us.3.6 = fmul double %.632.us.3.6, %.668.us.3.6
  %.686.us.3.6 = fadd double %.686.us.2.6, %.676.us.3.6
  %uglygep558 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep558559 = bitcast i8* %uglygep558 to double*
  %scevgep560 = getelementptr double, double* %uglygep558559, i64 -11
  %.632.us.4.6 = load double, double* %scevgep560, align 8
  %uglygep351 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep351352 = bitcast i8* %uglygep351 to double*
  %scevgep354 = getelementptr double, double* %uglygep351352, i64 -11
  %.668.us.4.6 = load double, double* %scevgep354, align 8
  %.676.us.4.6 = fmul double %.632.us.4.6, %.668.us.4.6
  %.686.us.4.6 = fadd double %.686.us.3.6, %.676.us.4.6
  %uglygep555 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep555556 = bitcast i8* %uglygep555 to double*
  %scevgep557 = getelementptr double, double* %uglygep555556, i64 -10
  %.632.us.5.6 = load double, double* %scevgep557, align 8
  %uglygep348 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep348349 = bitcast i8* %uglygep348 to double*
  %scevgep350 = getelementptr double, double* %uglygep348349, i64 -10
  %.668.us.5.6 = load double, double* %scevgep350, align 8
  %.676.us.5.6 = fmul double %.632.us.5.6, %.668.us.5.6
  %.686.us.5.6 = fadd double %.686.us.4.6, %.676.us.5.6
  %uglygep552 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep552553 = bitcast i8* %uglygep552 to double*
  %scevgep554 = getelementptr double, double* %uglygep552553, i64 -9
  %.632.us.6.6 = load double, double* %scevgep554, align 8
  %uglygep344 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep344345 = bitcast i8* %uglygep344 to double*
  %scevgep347 = getelementptr double, double* %uglygep344345, i64 -9
  %.668.us.6.6 = load double, double* %scevgep347, align 8
  %.676.us.6.6 = fmul double %.632.us.6.6, %.668.us.6.6
  %.686.us.6.6 = fadd double %.686.us.5.6, %.676.us.6.6
  %uglygep549 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep549550 = bitcast i8* %uglygep549 to double*
  %scevgep551 = getelementptr double, double* %uglygep549550, i64 -8
  %.632.us.7.6 = load double, double* %scevgep551, align 8
  %uglygep340 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep340341 = bitcast i8* %uglygep340 to double*
  %scevgep343 = getelementptr double, double* %uglygep340341, i64 -8
  %.668.us.7.6 = load double, double* %scevgep343, align 8
  %.676.us.7.6 = fmul double %.632.us.7.6, %.668.us.7.6
  %.686.us.7.6 = fadd double %.686.us.6.6, %.676.us.7.6
  %uglygep546 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep546547 = bitcast i8* %uglygep546 to double*
  %scevgep548 = getelementptr double, double* %uglygep546547, i64 -7
  %.632.us.786 = load double, double* %scevgep548, align 8
  %uglygep336 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep336337 = bitcast i8* %uglygep336 to double*
  %scevgep339 = getelementptr double, double* %uglygep336337, i64 -7
  %.668.us.787 = load double, double* %scevgep339, align 8
  %.676.us.788 = fmul double %.632.us.786, %.668.us.787
  %.686.us.789 = fadd double %.686.us.7.6, %.676.us.788
  %uglygep543 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep543544 = bitcast i8* %uglygep543 to double*
  %scevgep545 = getelementptr double, double* %uglygep543544, i64 -6
  %.632.us.1.7 = load double, double* %scevgep545, align 8
  %uglygep332 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep332333 = bitcast i8* %uglygep332 to double*
  %scevgep335 = getelementptr double, double* %uglygep332333, i64 -6
  %.668.us.1.7 = load double, double* %scevgep335, align 8
  %.676.us.1.7 = fmul double %.632.us.1.7, %.668.us.1.7
  %.686.us.1.7 = fadd double %.686.us.789, %.676.us.1.7
  %uglygep540 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep540541 = bitcast i8* %uglygep540 to double*
  %scevgep542 = getelementptr double, double* %uglygep540541, i64 -5
  %.632.us.2.7 = load double, double* %scevgep542, align 8
  %uglygep328 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep328329 = bitcast i8* %uglygep328 to double*
  %scevgep331 = getelementptr double, double* %uglygep328329, i64 -5
  %.668.us.2.7 = load double, double* %scevgep331, align 8
  %.676.us.2.7 = fmul double %.632.us.2.7, %.668.us.2.7
  %.686.us.2.7 = fadd double %.686.us.1.7, %.676.us.2.7
  %uglygep537 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep537538 = bitcast i8* %uglygep537 to double*
  %scevgep539 = getelementptr double, double* %uglygep537538, i64 -4
  %.632.us.3.7 = load double, double* %scevgep539, align 8
  %uglygep324 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep324325 = bitcast i8* %uglygep324 to double*
  %scevgep327 = getelementptr double, double* %uglygep324325, i64 -4
  %.668.us.3.7 = load double, double* %scevgep327, align 8
  %.676.us.3.7 = fmul double %.632.us.3.7, %.668.us.3.7
  %.686.us.3.7 = fadd double %.686.us.2.7, %.676.us.3.7
  %uglygep534 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep534535 = bitcast i8* %uglygep534 to double*
  %scevgep536 = getelementptr double, double* %uglygep534535, i64 -3
  %.632.us.4.7 = load double, double* %scevgep536, align 8
  %uglygep320 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep320321 = bitcast i8* %uglygep320 to double*
  %scevgep323 = getelementptr double, double* %uglygep320321, i64 -3
  %.668.us.4.7 = load double, double* %scevgep323, align 8
  %.676.us.4.7 = fmul double %.632.us.4.7, %.668.us.4.7
  %.686.us.4.7 = fadd double %.686.us.3.7, %.676.us.4.7
  %uglygep531 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep531532 = bitcast i8* %uglygep531 to double*
  %scevgep533 = getelementptr double, double* %uglygep531532, i64 -2
  %.632.us.5.7 = load double, double* %scevgep533, align 8
  %uglygep317 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep317318 = bitcast i8* %uglygep317 to double*
  %scevgep319 = getelementptr double, double* %uglygep317318, i64 -2
  %.668.us.5.7 = load double, double* %scevgep319, align 8
  %.676.us.5.7 = fmul double %.632.us.5.7, %.668.us.5.7
  %.686.us.5.7 = fadd double %.686.us.4.7, %.676.us.5.7
  %uglygep528 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep528529 = bitcast i8* %uglygep528 to double*
  %scevgep530 = getelementptr double, double* %uglygep528529, i64 -1
  %.632.us.6.7 = load double, double* %scevgep530, align 8
  %uglygep = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep316 = bitcast i8* %uglygep to double*
  %scevgep = getelementptr double, double* %uglygep316, i64 -1
  %.668.us.6.7 = load double, double* %scevgep, align 8
  %.676.us.6.7 = fmul double %.632.us.6.7, %.668.us.6.7
  %.686.us.6.7 = fadd double %.686.us.5.7, %.676.us.6.7
  %uglygep719 = getelementptr i8, i8* %26, i64 %lsr.iv313
  %uglygep719720 = bitcast i8* %uglygep719 to double*
  %.632.us.7.7 = load double, double* %uglygep719720, align 8
  %uglygep521 = getelementptr i8, i8* %27, i64 %lsr.iv313
  %uglygep521522 = bitcast i8* %uglygep521 to double*
  %.668.us.7.7 = load double, double* %uglygep521522, align 8
  %.676.us.7.7 = fmul double %.632.us.7.7, %.668.us.7.7
  %.686.us.7.7 = fadd double %.686.us.6.7, %.676.us.7.7
  %lsr.iv.next314 = add i64 %lsr.iv313, 512
  %lsr.iv.next722 = add i64 %lsr.iv721, -8
  %niter.ncmp.790 = icmp eq i64 %lsr.iv.next722, 0
  br i1 %niter.ncmp.790, label %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, label %B930.us

B929.B931_crit_edge.us.unr-lcssa.unr-lcssa:       ; preds = %B930.us, %B212.endif.us
  %.686.us.7.lcssa.ph = phi double [ undef, %B212.endif.us ], [ %.686.us.7.7, %B930.us ]
  %t.2.113.us.unr = phi double [ 0.000000e+00, %B212.endif.us ], [ %.686.us.7.7, %B930.us ]
  %.474.011.us.unr = phi i64 [ 0, %B212.endif.us ], [ %8, %B930.us ]
  %28 = icmp eq i64 %xtraiter51, 0
  br i1 %28, label %B929.B931_crit_edge.us.unr-lcssa, label %B930.us.epil52.preheader

B930.us.epil52.preheader:                         ; preds = %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa
  %scevgep368 = getelementptr double, double* %scevgep367, i64 %.474.011.us.unr
  %scevgep751 = getelementptr double, double* %lsr.iv748, i64 %.474.011.us.unr
  br label %B930.us.epil52

B930.us.epil52:                                   ; preds = %B930.us.epil52, %B930.us.epil52.preheader
  %lsr.iv369 = phi i64 [ 0, %B930.us.epil52.preheader ], [ %lsr.iv.next370, %B930.us.epil52 ]
  %t.2.113.us.epil53 = phi double [ %t.2.113.us.unr, %B930.us.epil52.preheader ], [ %.686.us.7.epil, %B930.us.epil52 ]
  %29 = bitcast double* %scevgep751 to i8*
  %30 = bitcast double* %scevgep368 to i8*
  %uglygep755 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep755756 = bitcast i8* %uglygep755 to double*
  %scevgep757 = getelementptr double, double* %uglygep755756, i64 -4
  %.632.us.epil54 = load double, double* %scevgep757, align 8
  %uglygep742 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep742743 = bitcast i8* %uglygep742 to double*
  %scevgep744 = getelementptr double, double* %uglygep742743, i64 -7
  %.668.us.epil55 = load double, double* %scevgep744, align 8
  %.676.us.epil56 = fmul double %.632.us.epil54, %.668.us.epil55
  %.686.us.epil57 = fadd double %t.2.113.us.epil53, %.676.us.epil56
  %uglygep764 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep764765 = bitcast i8* %uglygep764 to double*
  %scevgep766 = getelementptr double, double* %uglygep764765, i64 -3
  %.632.us.1.epil = load double, double* %scevgep766, align 8
  %uglygep739 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep739740 = bitcast i8* %uglygep739 to double*
  %scevgep741 = getelementptr double, double* %uglygep739740, i64 -6
  %.668.us.1.epil = load double, double* %scevgep741, align 8
  %.676.us.1.epil = fmul double %.632.us.1.epil, %.668.us.1.epil
  %.686.us.1.epil = fadd double %.686.us.epil57, %.676.us.1.epil
  %uglygep767 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep767768 = bitcast i8* %uglygep767 to double*
  %scevgep769 = getelementptr double, double* %uglygep767768, i64 -2
  %.632.us.2.epil = load double, double* %scevgep769, align 8
  %uglygep736 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep736737 = bitcast i8* %uglygep736 to double*
  %scevgep738 = getelementptr double, double* %uglygep736737, i64 -5
  %.668.us.2.epil = load double, double* %scevgep738, align 8
  %.676.us.2.epil = fmul double %.632.us.2.epil, %.668.us.2.epil
  %.686.us.2.epil = fadd double %.686.us.1.epil, %.676.us.2.epil
  %uglygep770 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep770771 = bitcast i8* %uglygep770 to double*
  %scevgep772 = getelementptr double, double* %uglygep770771, i64 -1
  %.632.us.3.epil = load double, double* %scevgep772, align 8
  %uglygep733 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep733734 = bitcast i8* %uglygep733 to double*
  %scevgep735 = getelementptr double, double* %uglygep733734, i64 -4
  %.668.us.3.epil = load double, double* %scevgep735, align 8
  %.676.us.3.epil = fmul double %.632.us.3.epil, %.668.us.3.epil
  %.686.us.3.epil = fadd double %.686.us.2.epil, %.676.us.3.epil
  %uglygep753 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep753754 = bitcast i8* %uglygep753 to double*
  %.632.us.4.epil = load double, double* %uglygep753754, align 8
  %uglygep730 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep730731 = bitcast i8* %uglygep730 to double*
  %scevgep732 = getelementptr double, double* %uglygep730731, i64 -3
  %.668.us.4.epil = load double, double* %scevgep732, align 8
  %.676.us.4.epil = fmul double %.632.us.4.epil, %.668.us.4.epil
  %.686.us.4.epil = fadd double %.686.us.3.epil, %.676.us.4.epil
  %uglygep773 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep773774 = bitcast i8* %uglygep773 to double*
  %scevgep775 = getelementptr double, double* %uglygep773774, i64 1
  %.632.us.5.epil = load double, double* %scevgep775, align 8
  %uglygep727 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep727728 = bitcast i8* %uglygep727 to double*
  %scevgep729 = getelementptr double, double* %uglygep727728, i64 -2
  %.668.us.5.epil = load double, double* %scevgep729, align 8
  %.676.us.5.epil = fmul double %.632.us.5.epil, %.668.us.5.epil
  %.686.us.5.epil = fadd double %.686.us.4.epil, %.676.us.5.epil
  %uglygep761 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep761762 = bitcast i8* %uglygep761 to double*
  %scevgep763 = getelementptr double, double* %uglygep761762, i64 2
  %.632.us.6.epil = load double, double* %scevgep763, align 8
  %uglygep724 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep724725 = bitcast i8* %uglygep724 to double*
  %scevgep726 = getelementptr double, double* %uglygep724725, i64 -1
  %.668.us.6.epil = load double, double* %scevgep726, align 8
  %.676.us.6.epil = fmul double %.632.us.6.epil, %.668.us.6.epil
  %.686.us.6.epil = fadd double %.686.us.5.epil, %.676.us.6.epil
  %uglygep758 = getelementptr i8, i8* %29, i64 %lsr.iv369
  %uglygep758759 = bitcast i8* %uglygep758 to double*
  %scevgep760 = getelementptr double, double* %uglygep758759, i64 3
  %.632.us.7.epil = load double, double* %scevgep760, align 8
  %uglygep745 = getelementptr i8, i8* %30, i64 %lsr.iv369
  %uglygep745746 = bitcast i8* %uglygep745 to double*
  %.668.us.7.epil = load double, double* %uglygep745746, align 8
  %.676.us.7.epil = fmul double %.632.us.7.epil, %.668.us.7.epil
  %.686.us.7.epil = fadd double %.686.us.6.epil, %.676.us.7.epil
  %lsr.iv.next370 = add nuw nsw i64 %lsr.iv369, 64
  %epil.iter58.cmp.not = icmp eq i64 %6, %lsr.iv.next370
  br i1 %epil.iter58.cmp.not, label %B929.B931_crit_edge.us.unr-lcssa, label %B930.us.epil52, !llvm.loop !23

B929.B931_crit_edge.us.unr-lcssa:                 ; preds = %B930.us.epil52, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa
  %.686.us.7.lcssa = phi double [ %.686.us.7.lcssa.ph, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa ], [ %.686.us.7.epil, %B930.us.epil52 ]
  %31 = icmp eq i64 %xtraiter23, 0
  %.389.us = add nsw i64 %.37916.us, -1
  br i1 %31, label %B929.B931_crit_edge.us, label %B930.us.epil.preheader

B930.us.epil.preheader:                           ; preds = %B929.B931_crit_edge.us.unr-lcssa
  br label %B930.us.epil

B930.us.epil:                                     ; preds = %B930.us.epil.preheader, %B930.us.epil
  %t.2.113.us.epil = phi double [ %.686.us.epil, %B930.us.epil ], [ %.686.us.7.lcssa, %B930.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B930.us.epil ], [ 0, %B930.us.epil.preheader ]
  %scevgep780 = getelementptr double, double* %lsr.iv777, i64 %epil.iter
  %.632.us.epil = load double, double* %scevgep780, align 8
  %scevgep776 = getelementptr double, double* %scevgep63, i64 %epil.iter
  %.668.us.epil = load double, double* %scevgep776, align 8
  %.676.us.epil = fmul double %.632.us.epil, %.668.us.epil
  %.686.us.epil = fadd double %t.2.113.us.epil, %.676.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter23, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B929.B931_crit_edge.us, label %B930.us.epil, !llvm.loop !21

B929.B931_crit_edge.us:                           ; preds = %B930.us.epil, %B929.B931_crit_edge.us.unr-lcssa
  %.686.us.lcssa = phi double [ %.686.us.7.lcssa, %B929.B931_crit_edge.us.unr-lcssa ], [ %.686.us.epil, %B930.us.epil ]
  %32 = bitcast double* %lsr.iv523 to i1*
  %33 = bitcast double* %lsr.iv748 to i1*
  %34 = bitcast double* %lsr.iv777 to i1*
  %.707.us = tail call double @tanh(double %.686.us.lcssa)
  %.717.us = fmul double %.707.us, %.707.us
  %.725.us = fadd double %sum__parallel__impl____locals____sum__1__v17__val.017.us, %.717.us
  %scevgep526 = getelementptr i1, i1* %32, i64 %10
  %35 = bitcast i1* %scevgep526 to double*
  %scevgep750 = getelementptr i1, i1* %33, i64 %10
  %36 = bitcast i1* %scevgep750 to double*
  %scevgep779 = getelementptr i1, i1* %34, i64 %10
  %37 = bitcast i1* %scevgep779 to double*
  %.380.us = icmp sgt i64 %.37916.us, 1
  br i1 %.380.us, label %B212.endif.us, label %common.ret

common.ret:                                       ; preds = %B929.B931_crit_edge.us, %B929.B931_crit_edge.us.loopexit.us, %B212.endif.us.us.us, %B212.endif, %B212.endif.prol.loopexit, %B212.endif.us.us.us.prol.loopexit, %B0.endif
  %sum__parallel__impl____locals____sum__1__v17__val.0.lcssa = phi double [ %.129, %B0.endif ], [ %.725.lcssa.unr, %B212.endif.prol.loopexit ], [ %.725.us.us.us.lcssa.unr, %B212.endif.us.us.us.prol.loopexit ], [ %.725, %B212.endif ], [ %.725.us.us.us.7, %B212.endif.us.us.us ], [ %.725.us.us, %B929.B931_crit_edge.us.loopexit.us ], [ %.725.us, %B929.B931_crit_edge.us ]
  %sunkaddr = mul i64 %.115, 8
  %38 = bitcast double* %arg.sum__parallel__impl____locals____sum__1__v17__val__arr.4 to i8*
  %sunkaddr781 = getelementptr i8, i8* %38, i64 %sunkaddr
  %39 = bitcast i8* %sunkaddr781 to double*
  store double %sum__parallel__impl____locals____sum__1__v17__val.0.lcssa, double* %39, align 8
  store i8* null, i8** %retptr, align 8
  ret i32 0

B212.endif:                                       ; preds = %B212.endif, %B212.endif.preheader27
  %lsr.iv = phi i64 [ %24, %B212.endif.preheader27 ], [ %lsr.iv.next, %B212.endif ]
  %sum__parallel__impl____locals____sum__1__v17__val.017 = phi double [ %sum__parallel__impl____locals____sum__1__v17__val.017.unr, %B212.endif.preheader27 ], [ %.725, %B212.endif ]
  %.725 = fadd double %sum__parallel__impl____locals____sum__1__v17__val.017, 0.000000e+00
  %lsr.iv.next = add i64 %lsr.iv, -8
  %.380.7 = icmp ult i64 %lsr.iv.next, -2
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

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { noinline }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #5 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
