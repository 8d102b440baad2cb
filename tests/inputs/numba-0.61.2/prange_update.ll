; ModuleID = 'prange_update'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.139902479398976 = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.139902479398976.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.139902479398976 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([112 x i8], [112 x i8]* @.const.pickledata.139902479398976, i32 0, i32 0), i32 112, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902479398976.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.prange_update = internal constant [14 x i8] c"prange_update\00"
@_ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [218 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f3d95b789d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f3d95b789d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139902482683648 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139902482683648.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139902482683648 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139902482683648, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902482683648.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139902480320896 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139902480320896.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139902480320896 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139902480320896, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902480320896.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139902481576832 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139902481576832.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139902481576832 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139902481576832, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902481576832.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139902481616064 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139902481616064.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139902481616064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139902481616064, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902481616064.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139902480320896.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139902480320896.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139902480320896.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139902480320896.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139902480320896.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.16" = internal constant [43 x i8] c"unknown error when calling native function\00"
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d959711d0B3v12B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs20 = alloca [4 x i8*], align 8
  %pshape21 = alloca [5 x i64], align 8
  %psteps22 = alloca [8 x i64], align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %entry
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif, !prof !4

B0.if:                                            ; preds = %B0.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139902482683648, %entry ], [ @.const.picklebuf.139902480320896, %B0.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %B0.endif.i
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.126 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.126, 0
  br i1 %.18.i, label %B0.endif.if, label %B0.endif.endif.i6, !prof !4

B0.endif.endif.i6:                                ; preds = %B0.endif
  %.32.i4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.126, i64 8)
  %.34.i5 = extractvalue { i64, i1 } %.32.i4, 1
  br i1 %.34.i5, label %B0.endif.if, label %B0.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i6
  %.33.i7 = extractvalue { i64, i1 } %.32.i4, 0
  %.7.i.i.i8 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i7, i32 32), !noalias !12
  %.8.i.i.i9 = icmp eq i8* %.7.i.i.i8, null
  br i1 %.8.i.i.i9, label %B0.endif.if, label %B0.endif.endif, !prof !4

common.ret:                                       ; preds = %B0.endif.if, %B0.if, %for.end.endif.endif, %for.end.if
  %common.ret.op = phi i32 [ 1, %for.end.if ], [ 0, %for.end.endif.endif ], [ 1, %B0.if ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.endif.if:                                      ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i6, %B0.endif
  %excinfo.2.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139902481576832, %B0.endif ], [ @.const.picklebuf.139902481616064, %B0.endif.endif.i6 ], [ @.const.picklebuf.139902480320896.11, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i10 = getelementptr i8, i8* %.7.i.i.i8, i64 24
  %0 = bitcast i8* %.5.i.i10 to double**
  %.6.i1.i11 = load double*, double** %0, align 8, !noalias !22
  %.19418.not = icmp eq i64 %.126, 0
  br i1 %.19418.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif.endif
  %.6.i1.i1144 = bitcast double* %.6.i1.i11 to i8*
  %1 = shl nuw nsw i64 %.126, 3
  call void @llvm.memset.p0i8.i64(i8* align 8 %.6.i1.i1144, i8 0, i64 %1, i1 false)
  br label %for.end

for.end:                                          ; preds = %for.body.preheader, %B0.endif.endif
  %.234 = add nsw i64 %arg.x.5.0, -1
  store i64 0, i64* %dim_starts, align 8
  store i64 %.234, i64* %dim_stops, align 8
  %.239 = tail call i64 @get_num_threads()
  %.240 = tail call i64 @get_parallel_chunksize()
  %.241 = icmp slt i64 %.239, 1
  br i1 %.241, label %for.end.if, label %for.end.endif, !prof !4

for.end.if:                                       ; preds = %for.end
  %.244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @printf_format, i64 0, i64 0), i64 %.239)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139902479398976, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %2 = bitcast [8 x i64]* %psteps22 to i64*
  %3 = bitcast [5 x i64]* %pshape21 to i64*
  %.250 = call i64 @get_sched_size(i64 %.239, i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.252 = shl i64 %.250, 1
  %.253 = call i64* @allocate_sched(i64 %.252)
  %.258 = call i64* @do_scheduling_unsigned(i64 1, i64* nonnull %dim_starts, i64* nonnull %dim_stops, i64 %.250, i64* %.253, i64 0)
  %4 = bitcast [4 x i8*]* %pargs20 to i64**
  store i64* %.253, i64** %4, align 8
  %.266 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs20, i64 0, i64 1
  %5 = bitcast i8** %.266 to double**
  store double* %arg.x.4, double** %5, align 8
  %.278 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs20, i64 0, i64 2
  %6 = bitcast i8** %.278 to double**
  store double* %arg.y.4, double** %6, align 8
  %.290 = getelementptr inbounds [4 x i8*], [4 x i8*]* %pargs20, i64 0, i64 3
  %7 = bitcast i8** %.290 to double**
  store double* %.6.i1.i11, double** %7, align 8
  store i64 %.250, i64* %3, align 8
  %.331 = getelementptr inbounds [5 x i64], [5 x i64]* %pshape21, i64 0, i64 1
  store i64 2, i64* %.331, align 8
  %.333 = getelementptr inbounds [5 x i64], [5 x i64]* %pshape21, i64 0, i64 2
  store i64 %arg.x.5.0, i64* %.333, align 8
  %.335 = getelementptr inbounds [5 x i64], [5 x i64]* %pshape21, i64 0, i64 3
  store i64 %arg.y.5.0, i64* %.335, align 8
  %.337 = getelementptr inbounds [5 x i64], [5 x i64]* %pshape21, i64 0, i64 4
  store i64 %.126, i64* %.337, align 8
  store i64 16, i64* %2, align 8
  %.341 = getelementptr inbounds [8 x i64], [8 x i64]* %psteps22, i64 0, i64 1
  %.347 = getelementptr inbounds [8 x i64], [8 x i64]* %psteps22, i64 0, i64 4
  %8 = bitcast i64* %.341 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store i64 8, i64* %.347, align 8
  %.349 = getelementptr inbounds [8 x i64], [8 x i64]* %psteps22, i64 0, i64 5
  store i64 %arg.x.6.0, i64* %.349, align 8
  %.351 = getelementptr inbounds [8 x i64], [8 x i64]* %psteps22, i64 0, i64 6
  store i64 %arg.y.6.0, i64* %.351, align 8
  %.353 = getelementptr inbounds [8 x i64], [8 x i64]* %psteps22, i64 0, i64 7
  store i64 8, i64* %.353, align 8
  %9 = bitcast i32* %.7.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9)
  store i32 0, i32* %.7.i, align 4
  call void @numba_gil_ensure(i32* nonnull %.7.i)
  %.10.i = call i8* @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  %.13.i = bitcast [4 x i8*]* %pargs20 to i8*
  %.14.i = bitcast [5 x i64]* %pshape21 to i8*
  %.15.i = bitcast [8 x i64]* %psteps22 to i8*
  call void @numba_parallel_for(i8* bitcast (void (i8**, i64*, i64*, i8*)* @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d959711d0B3v12B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE to i8*), i8* nonnull %.13.i, i8* nonnull %.14.i, i8* nonnull %.15.i, i8* null, i64 4, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(i8* %.10.i)
  call void @numba_gil_release(i32* nonnull %.7.i)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9)
  call void @set_parallel_chunksize(i64 %.240)
  call void @deallocate_sched(i64* %.253)
  %.1043.not.i = icmp eq i64 %.126, 0
  br i1 %.1043.not.i, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %10 = add nsw i64 %.126, -1
  %xtraiter.i = and i64 %.126, 7
  %11 = icmp ult i64 %10, 7
  br i1 %11, label %common.ret.loopexit.unr-lcssa.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.126, 9223372036854775800
  %12 = add nsw i64 %unroll_iter.i, -8
  %13 = lshr exact i64 %12, 3
  %14 = add nuw nsw i64 %13, 1
  %xtraiter = and i64 %14, 7
  %15 = icmp ult i64 %12, 56
  br i1 %15, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.preheader.new.i.new

B40.preheader.new.i.new:                          ; preds = %B40.preheader.new.i
  %unroll_iter = and i64 %14, 4611686018427387896
  %scevgep70 = getelementptr double, double* %.6.i1.i11, i64 63
  br label %B40.i

B40.i:                                            ; preds = %B40.i, %B40.preheader.new.i.new
  %lsr.iv198 = phi i64 [ %lsr.iv.next199, %B40.i ], [ %unroll_iter, %B40.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B40.preheader.new.i.new ], [ %.170.7.i.7, %B40.i ]
  %.46.04.i = phi i64 [ 0, %B40.preheader.new.i.new ], [ %.117.7.i.7, %B40.i ]
  %scevgep196 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -63
  %.168.i = load double, double* %scevgep197, align 8, !noalias !24
  %.170.i = fadd double %c.2.06.i, %.168.i
  %scevgep194 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -62
  %.168.1.i = load double, double* %scevgep195, align 8, !noalias !24
  %.170.1.i = fadd double %.170.i, %.168.1.i
  %scevgep192 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -61
  %.168.2.i = load double, double* %scevgep193, align 8, !noalias !24
  %.170.2.i = fadd double %.170.1.i, %.168.2.i
  %scevgep190 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -60
  %.168.3.i = load double, double* %scevgep191, align 8, !noalias !24
  %.170.3.i = fadd double %.170.2.i, %.168.3.i
  %scevgep188 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -59
  %.168.4.i = load double, double* %scevgep189, align 8, !noalias !24
  %.170.4.i = fadd double %.170.3.i, %.168.4.i
  %scevgep186 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -58
  %.168.5.i = load double, double* %scevgep187, align 8, !noalias !24
  %.170.5.i = fadd double %.170.4.i, %.168.5.i
  %scevgep184 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -57
  %.168.6.i = load double, double* %scevgep185, align 8, !noalias !24
  %.170.6.i = fadd double %.170.5.i, %.168.6.i
  %scevgep182 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -56
  %.168.7.i = load double, double* %scevgep183, align 8, !noalias !24
  %.170.7.i = fadd double %.170.6.i, %.168.7.i
  %scevgep151 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -55
  %.168.i.1 = load double, double* %scevgep152, align 8, !noalias !24
  %.170.i.1 = fadd double %.170.7.i, %.168.i.1
  %scevgep153 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -54
  %.168.1.i.1 = load double, double* %scevgep154, align 8, !noalias !24
  %.170.1.i.1 = fadd double %.170.i.1, %.168.1.i.1
  %scevgep155 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -53
  %.168.2.i.1 = load double, double* %scevgep156, align 8, !noalias !24
  %.170.2.i.1 = fadd double %.170.1.i.1, %.168.2.i.1
  %scevgep157 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -52
  %.168.3.i.1 = load double, double* %scevgep158, align 8, !noalias !24
  %.170.3.i.1 = fadd double %.170.2.i.1, %.168.3.i.1
  %scevgep159 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -51
  %.168.4.i.1 = load double, double* %scevgep160, align 8, !noalias !24
  %.170.4.i.1 = fadd double %.170.3.i.1, %.168.4.i.1
  %scevgep161 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -50
  %.168.5.i.1 = load double, double* %scevgep162, align 8, !noalias !24
  %.170.5.i.1 = fadd double %.170.4.i.1, %.168.5.i.1
  %scevgep163 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -49
  %.168.6.i.1 = load double, double* %scevgep164, align 8, !noalias !24
  %.170.6.i.1 = fadd double %.170.5.i.1, %.168.6.i.1
  %scevgep165 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -48
  %.168.7.i.1 = load double, double* %scevgep166, align 8, !noalias !24
  %.170.7.i.1 = fadd double %.170.6.i.1, %.168.7.i.1
  %scevgep135 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -47
  %.168.i.2 = load double, double* %scevgep136, align 8, !noalias !24
  %.170.i.2 = fadd double %.170.7.i.1, %.168.i.2
  %scevgep137 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -46
  %.168.1.i.2 = load double, double* %scevgep138, align 8, !noalias !24
  %.170.1.i.2 = fadd double %.170.i.2, %.168.1.i.2
  %scevgep139 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -45
  %.168.2.i.2 = load double, double* %scevgep140, align 8, !noalias !24
  %.170.2.i.2 = fadd double %.170.1.i.2, %.168.2.i.2
  %scevgep141 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -44
  %.168.3.i.2 = load double, double* %scevgep142, align 8, !noalias !24
  %.170.3.i.2 = fadd double %.170.2.i.2, %.168.3.i.2
  %scevgep143 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -43
  %.168.4.i.2 = load double, double* %scevgep144, align 8, !noalias !24
  %.170.4.i.2 = fadd double %.170.3.i.2, %.168.4.i.2
  %scevgep145 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -42
  %.168.5.i.2 = load double, double* %scevgep146, align 8, !noalias !24
  %.170.5.i.2 = fadd double %.170.4.i.2, %.168.5.i.2
  %scevgep147 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -41
  %.168.6.i.2 = load double, double* %scevgep148, align 8, !noalias !24
  %.170.6.i.2 = fadd double %.170.5.i.2, %.168.6.i.2
  %scevgep149 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -40
  %.168.7.i.2 = load double, double* %scevgep150, align 8, !noalias !24
  %.170.7.i.2 = fadd double %.170.6.i.2, %.168.7.i.2
  %scevgep119 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -39
  %.168.i.3 = load double, double* %scevgep120, align 8, !noalias !24
  %.170.i.3 = fadd double %.170.7.i.2, %.168.i.3
  %scevgep121 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -38
  %.168.1.i.3 = load double, double* %scevgep122, align 8, !noalias !24
  %.170.1.i.3 = fadd double %.170.i.3, %.168.1.i.3
  %scevgep123 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -37
  %.168.2.i.3 = load double, double* %scevgep124, align 8, !noalias !24
  %.170.2.i.3 = fadd double %.170.1.i.3, %.168.2.i.3
  %scevgep125 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -36
  %.168.3.i.3 = load double, double* %scevgep126, align 8, !noalias !24
  %.170.3.i.3 = fadd double %.170.2.i.3, %.168.3.i.3
  %scevgep127 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -35
  %.168.4.i.3 = load double, double* %scevgep128, align 8, !noalias !24
  %.170.4.i.3 = fadd double %.170.3.i.3, %.168.4.i.3
  %scevgep129 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -34
  %.168.5.i.3 = load double, double* %scevgep130, align 8, !noalias !24
  %.170.5.i.3 = fadd double %.170.4.i.3, %.168.5.i.3
  %scevgep131 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -33
  %.168.6.i.3 = load double, double* %scevgep132, align 8, !noalias !24
  %.170.6.i.3 = fadd double %.170.5.i.3, %.168.6.i.3
  %scevgep133 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -32
  %.168.7.i.3 = load double, double* %scevgep134, align 8, !noalias !24
  %.170.7.i.3 = fadd double %.170.6.i.3, %.168.7.i.3
  %scevgep103 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -31
  %.168.i.4 = load double, double* %scevgep104, align 8, !noalias !24
  %.170.i.4 = fadd double %.170.7.i.3, %.168.i.4
  %scevgep105 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -30
  %.168.1.i.4 = load double, double* %scevgep106, align 8, !noalias !24
  %.170.1.i.4 = fadd double %.170.i.4, %.168.1.i.4
  %scevgep107 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -29
  %.168.2.i.4 = load double, double* %scevgep108, align 8, !noalias !24
  %.170.2.i.4 = fadd double %.170.1.i.4, %.168.2.i.4
  %scevgep109 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -28
  %.168.3.i.4 = load double, double* %scevgep110, align 8, !noalias !24
  %.170.3.i.4 = fadd double %.170.2.i.4, %.168.3.i.4
  %scevgep111 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -27
  %.168.4.i.4 = load double, double* %scevgep112, align 8, !noalias !24
  %.170.4.i.4 = fadd double %.170.3.i.4, %.168.4.i.4
  %scevgep113 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -26
  %.168.5.i.4 = load double, double* %scevgep114, align 8, !noalias !24
  %.170.5.i.4 = fadd double %.170.4.i.4, %.168.5.i.4
  %scevgep115 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -25
  %.168.6.i.4 = load double, double* %scevgep116, align 8, !noalias !24
  %.170.6.i.4 = fadd double %.170.5.i.4, %.168.6.i.4
  %scevgep117 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -24
  %.168.7.i.4 = load double, double* %scevgep118, align 8, !noalias !24
  %.170.7.i.4 = fadd double %.170.6.i.4, %.168.7.i.4
  %scevgep87 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -23
  %.168.i.5 = load double, double* %scevgep88, align 8, !noalias !24
  %.170.i.5 = fadd double %.170.7.i.4, %.168.i.5
  %scevgep89 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -22
  %.168.1.i.5 = load double, double* %scevgep90, align 8, !noalias !24
  %.170.1.i.5 = fadd double %.170.i.5, %.168.1.i.5
  %scevgep91 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -21
  %.168.2.i.5 = load double, double* %scevgep92, align 8, !noalias !24
  %.170.2.i.5 = fadd double %.170.1.i.5, %.168.2.i.5
  %scevgep93 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -20
  %.168.3.i.5 = load double, double* %scevgep94, align 8, !noalias !24
  %.170.3.i.5 = fadd double %.170.2.i.5, %.168.3.i.5
  %scevgep95 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -19
  %.168.4.i.5 = load double, double* %scevgep96, align 8, !noalias !24
  %.170.4.i.5 = fadd double %.170.3.i.5, %.168.4.i.5
  %scevgep97 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -18
  %.168.5.i.5 = load double, double* %scevgep98, align 8, !noalias !24
  %.170.5.i.5 = fadd double %.170.4.i.5, %.168.5.i.5
  %scevgep99 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -17
  %.168.6.i.5 = load double, double* %scevgep100, align 8, !noalias !24
  %.170.6.i.5 = fadd double %.170.5.i.5, %.168.6.i.5
  %scevgep101 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -16
  %.168.7.i.5 = load double, double* %scevgep102, align 8, !noalias !24
  %.170.7.i.5 = fadd double %.170.6.i.5, %.168.7.i.5
  %scevgep71 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -15
  %.168.i.6 = load double, double* %scevgep72, align 8, !noalias !24
  %.170.i.6 = fadd double %.170.7.i.5, %.168.i.6
  %scevgep73 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -14
  %.168.1.i.6 = load double, double* %scevgep74, align 8, !noalias !24
  %.170.1.i.6 = fadd double %.170.i.6, %.168.1.i.6
  %scevgep75 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -13
  %.168.2.i.6 = load double, double* %scevgep76, align 8, !noalias !24
  %.170.2.i.6 = fadd double %.170.1.i.6, %.168.2.i.6
  %scevgep77 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -12
  %.168.3.i.6 = load double, double* %scevgep78, align 8, !noalias !24
  %.170.3.i.6 = fadd double %.170.2.i.6, %.168.3.i.6
  %scevgep79 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -11
  %.168.4.i.6 = load double, double* %scevgep80, align 8, !noalias !24
  %.170.4.i.6 = fadd double %.170.3.i.6, %.168.4.i.6
  %scevgep81 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -10
  %.168.5.i.6 = load double, double* %scevgep82, align 8, !noalias !24
  %.170.5.i.6 = fadd double %.170.4.i.6, %.168.5.i.6
  %scevgep83 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -9
  %.168.6.i.6 = load double, double* %scevgep84, align 8, !noalias !24
  %.170.6.i.6 = fadd double %.170.5.i.6, %.168.6.i.6
  %scevgep85 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -8
  %.168.7.i.6 = load double, double* %scevgep86, align 8, !noalias !24
  %.170.7.i.6 = fadd double %.170.6.i.6, %.168.7.i.6
  %scevgep167 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -7
  %.168.i.7 = load double, double* %scevgep168, align 8, !noalias !24
  %.170.i.7 = fadd double %.170.7.i.6, %.168.i.7
  %scevgep169 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -6
  %.168.1.i.7 = load double, double* %scevgep170, align 8, !noalias !24
  %.170.1.i.7 = fadd double %.170.i.7, %.168.1.i.7
  %scevgep171 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -5
  %.168.2.i.7 = load double, double* %scevgep172, align 8, !noalias !24
  %.170.2.i.7 = fadd double %.170.1.i.7, %.168.2.i.7
  %scevgep173 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -4
  %.168.3.i.7 = load double, double* %scevgep174, align 8, !noalias !24
  %.170.3.i.7 = fadd double %.170.2.i.7, %.168.3.i.7
  %scevgep175 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -3
  %.168.4.i.7 = load double, double* %scevgep176, align 8, !noalias !24
  %.170.4.i.7 = fadd double %.170.3.i.7, %.168.4.i.7
  %scevgep177 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -2
  %.168.5.i.7 = load double, double* %scevgep178, align 8, !noalias !24
  %.170.5.i.7 = fadd double %.170.4.i.7, %.168.5.i.7
  %scevgep179 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -1
  %.168.6.i.7 = load double, double* %scevgep180, align 8, !noalias !24
  %.170.6.i.7 = fadd double %.170.5.i.7, %.168.6.i.7
  %.117.7.i.7 = add i64 %.46.04.i, 64
  %scevgep181 = getelementptr double, double* %scevgep70, i64 %.46.04.i
  %.168.7.i.7 = load double, double* %scevgep181, align 8, !noalias !24
  %.170.7.i.7 = fadd double %.170.6.i.7, %.168.7.i.7
  %lsr.iv.next199 = add i64 %lsr.iv198, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next199, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B40.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B40.i, %B40.preheader.new.i
  %.170.7.i.lcssa.ph = phi double [ undef, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B40.preheader.new.i ], [ %.170.7.i.7, %B40.i ]
  %.46.04.i.unr = phi i64 [ 0, %B40.preheader.new.i ], [ %.117.7.i.7, %B40.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil.preheader

B40.i.epil.preheader:                             ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %16 = add nuw nsw i64 %.46.04.i.unr, 7
  %scevgep46 = getelementptr double, double* %.6.i1.i11, i64 %16
  %17 = shl nuw nsw i64 %xtraiter, 6
  br label %B40.i.epil

B40.i.epil:                                       ; preds = %B40.i.epil.preheader, %B40.i.epil
  %lsr.iv = phi i64 [ 0, %B40.i.epil.preheader ], [ %lsr.iv.next, %B40.i.epil ]
  %c.2.06.i.epil = phi double [ %.170.7.i.epil, %B40.i.epil ], [ %c.2.06.i.unr, %B40.i.epil.preheader ]
  %18 = bitcast double* %scevgep46 to i8*
  %uglygep67 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep6768 = bitcast i8* %uglygep67 to double*
  %scevgep69 = getelementptr double, double* %uglygep6768, i64 -7
  %.168.i.epil = load double, double* %scevgep69, align 8, !noalias !24
  %.170.i.epil = fadd double %c.2.06.i.epil, %.168.i.epil
  %uglygep64 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep6465 = bitcast i8* %uglygep64 to double*
  %scevgep66 = getelementptr double, double* %uglygep6465, i64 -6
  %.168.1.i.epil = load double, double* %scevgep66, align 8, !noalias !24
  %.170.1.i.epil = fadd double %.170.i.epil, %.168.1.i.epil
  %uglygep61 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep6162 = bitcast i8* %uglygep61 to double*
  %scevgep63 = getelementptr double, double* %uglygep6162, i64 -5
  %.168.2.i.epil = load double, double* %scevgep63, align 8, !noalias !24
  %.170.2.i.epil = fadd double %.170.1.i.epil, %.168.2.i.epil
  %uglygep58 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep5859 = bitcast i8* %uglygep58 to double*
  %scevgep60 = getelementptr double, double* %uglygep5859, i64 -4
  %.168.3.i.epil = load double, double* %scevgep60, align 8, !noalias !24
  %.170.3.i.epil = fadd double %.170.2.i.epil, %.168.3.i.epil
  %uglygep55 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep5556 = bitcast i8* %uglygep55 to double*
  %scevgep57 = getelementptr double, double* %uglygep5556, i64 -3
  %.168.4.i.epil = load double, double* %scevgep57, align 8, !noalias !24
  %.170.4.i.epil = fadd double %.170.3.i.epil, %.168.4.i.epil
  %uglygep52 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep5253 = bitcast i8* %uglygep52 to double*
  %scevgep54 = getelementptr double, double* %uglygep5253, i64 -2
  %.168.5.i.epil = load double, double* %scevgep54, align 8, !noalias !24
  %.170.5.i.epil = fadd double %.170.4.i.epil, %.168.5.i.epil
  %uglygep49 = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep4950 = bitcast i8* %uglygep49 to double*
  %scevgep51 = getelementptr double, double* %uglygep4950, i64 -1
  %.168.6.i.epil = load double, double* %scevgep51, align 8, !noalias !24
  %.170.6.i.epil = fadd double %.170.5.i.epil, %.168.6.i.epil
  %uglygep = getelementptr i8, i8* %18, i64 %lsr.iv
  %uglygep48 = bitcast i8* %uglygep to double*
  %.168.7.i.epil = load double, double* %uglygep48, align 8, !noalias !24
  %.170.7.i.epil = fadd double %.170.6.i.epil, %.168.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B40.i.epil, !llvm.loop !27

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B40.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B40.preheader.i
  %.170.lcssa.ph.i = phi double [ undef, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B40.preheader.i ], [ %.170.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %.46.04.unr.i = phi i64 [ 0, %B40.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B40.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif.endif, label %B40.epil.preheader.i

B40.epil.preheader.i:                             ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i = getelementptr double, double* %.6.i1.i11, i64 %.46.04.unr.i
  br label %B40.epil.i

B40.epil.i:                                       ; preds = %B40.epil.i, %B40.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.170.epil.i, %B40.epil.i ], [ %c.2.06.unr.i, %B40.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B40.epil.i ], [ 0, %B40.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i, i64 %epil.iter.i
  %.168.epil.i = load double, double* %scevgep, align 8, !noalias !24
  %.170.epil.i = fadd double %c.2.06.epil.i, %.168.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif.endif, label %B40.epil.i, !llvm.loop !29

for.end.endif.endif:                              ; preds = %B40.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif ], [ %.170.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.170.epil.i, %B40.epil.i ]
  call void @NRT_decref(i8* nonnull %.7.i.i.i8)
  call void @NRT_decref(i8* %arg.y.0)
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

define i8* @_ZN7cpython7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.prange_update, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([218 x i8], [218 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr10 to i64*
  %.53 = load i64, i64* %12, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %13 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr11 to double**
  %.60.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr12 to i64*
  %.60.fca.5.0.load = load i64, i64* %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %18, i64 48
  %19 = bitcast i8* %sunkaddr13 to i64*
  %.60.fca.6.0.load = load i64, i64* %19, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.6.0.load, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #3
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %20 = icmp sgt i32 %.75, 0
  br i1 %20, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
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

define double @cfunc._ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 6
  %.11 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.12 = call i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 %.9, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 %.11) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !30

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f3d95b789d0>", i64 0, i64 0))
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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !4

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

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

declare i8* @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d959711d0B3v12B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** %args, i64* %dims, i64* %steps, i8* %data) {
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
  %data.1 = load i8*, i8** %args, align 8
  %.14 = load i64, i64* %steps, align 8
  %step.ptr = getelementptr i64, i64* %steps, i64 4
  %.15 = load i64, i64* %step.ptr, align 8
  %data.ptr.1 = getelementptr i8*, i8** %args, i64 1
  %data.2 = load i8*, i8** %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i64, i64* %steps, i64 1
  %.16 = load i64, i64* %core.step.ptr.1, align 8
  %step.ptr.1 = getelementptr i64, i64* %steps, i64 5
  %.17 = load i64, i64* %step.ptr.1, align 8
  %data.ptr.2 = getelementptr i8*, i8** %args, i64 2
  %data.3 = load i8*, i8** %data.ptr.2, align 8
  %core.step.ptr.2 = getelementptr i64, i64* %steps, i64 2
  %.18 = load i64, i64* %core.step.ptr.2, align 8
  %step.ptr.2 = getelementptr i64, i64* %steps, i64 6
  %.19 = load i64, i64* %step.ptr.2, align 8
  %data.ptr.3 = getelementptr i8*, i8** %args, i64 3
  %data.4 = load i8*, i8** %data.ptr.3, align 8
  %core.step.ptr.3 = getelementptr i64, i64* %steps, i64 3
  %.20 = load i64, i64* %core.step.ptr.3, align 8
  %step.ptr.3 = getelementptr i64, i64* %steps, i64 7
  %.21 = load i64, i64* %step.ptr.3, align 8
  %.141 = alloca i8*, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.165 = alloca i32, align 4
  store i32 0, i32* %.165, align 4
  %.231 = icmp sgt i64 %loopcount, 0
  br i1 %.231, label %for.body.preheader, label %common.ret

for.body.preheader:                               ; preds = %entry
  %.29 = ptrtoint i8* %data.1 to i64
  %.58 = ptrtoint i8* %data.2 to i64
  %.87 = ptrtoint i8* %data.3 to i64
  %.116 = ptrtoint i8* %data.4 to i64
  br label %for.body

common.ret:                                       ; preds = %.continue, %.168, %entry
  ret void

for.body:                                         ; preds = %.continue, %for.body.preheader
  %lsr.iv15 = phi i64 [ %loopcount, %for.body.preheader ], [ %lsr.iv.next16, %.continue ]
  %lsr.iv13 = phi i64 [ %.116, %for.body.preheader ], [ %lsr.iv.next14, %.continue ]
  %lsr.iv11 = phi i64 [ %.87, %for.body.preheader ], [ %lsr.iv.next12, %.continue ]
  %lsr.iv9 = phi i64 [ %.58, %for.body.preheader ], [ %lsr.iv.next10, %.continue ]
  %lsr.iv = phi i64 [ %.29, %for.body.preheader ], [ %lsr.iv.next, %.continue ]
  %.36 = inttoptr i64 %lsr.iv to i64*
  %.65 = inttoptr i64 %lsr.iv9 to double*
  %.94 = inttoptr i64 %lsr.iv11 to double*
  %.123 = inttoptr i64 %lsr.iv13 to double*
  store i8* null, i8** %.141, align 8
  %.153 = call i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d959711d0B3v12B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** nonnull %.141, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* null, i8* null, i64 %.7, i64 8, i64* %.36, i64 %.7, i64 %.15, i8* null, i8* null, i64 %.9, i64 8, double* %.65, i64 %.9, i64 %.17, i8* null, i8* null, i64 %.11, i64 8, double* %.94, i64 %.11, i64 %.19, i8* null, i8* null, i64 %.13, i64 8, double* %.123, i64 %.13, i64 %.21)
  switch i32 %.153, label %for.body.if [
    i32 -2, label %.continue
    i32 0, label %.continue
  ]

for.body.if:                                      ; preds = %for.body
  %.161 = icmp sgt i32 %.153, 0
  call void @numba_gil_ensure(i32* nonnull %.165)
  br i1 %.161, label %for.body.if.if, label %for.body.if.endif

.168:                                             ; preds = %for.body.if.endif.endif.endif, %for.body.if.endif.if, %for.body.if.endif
  call void @numba_gil_release(i32* nonnull %.165)
  br label %common.ret

for.body.if.if:                                   ; preds = %for.body.if
  call void @PyErr_Clear()
  unreachable

for.body.if.endif:                                ; preds = %for.body.if
  switch i32 %.153, label %for.body.if.endif.endif.endif [
    i32 -3, label %for.body.if.endif.if
    i32 -1, label %.168
  ]

for.body.if.endif.if:                             ; preds = %for.body.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.168

for.body.if.endif.endif.endif:                    ; preds = %for.body.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.16", i64 0, i64 0))
  br label %.168

.continue:                                        ; preds = %for.body, %for.body
  %lsr.iv.next = add i64 %lsr.iv, %.14
  %lsr.iv.next10 = add i64 %lsr.iv9, %.16
  %lsr.iv.next12 = add i64 %lsr.iv11, %.18
  %lsr.iv.next14 = add i64 %lsr.iv13, %.20
  %lsr.iv.next16 = add i64 %lsr.iv15, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next16, 0
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(i8*, i8*, i8*, i8*, i8*, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(i8*) local_unnamed_addr

define linkonce_odr i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f3d959711d0B3v12B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8** noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* noalias nocapture readnone %arg.sched.0, i8* noalias nocapture readnone %arg.sched.1, i64 %arg.sched.2, i64 %arg.sched.3, i64* noalias nocapture readonly %arg.sched.4, i64 %arg.sched.5.0, i64 %arg.sched.6.0, i8* noalias nocapture readnone %arg.x.0, i8* noalias nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* noalias nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* noalias nocapture readnone %arg.y.0, i8* noalias nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* noalias nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.0, i8* noalias nocapture readnone %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.1, i64 %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.2, i64 %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.3, double* noalias nocapture %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.4, i64 %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.5.0, i64 %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.6.0) local_unnamed_addr {
B0.endif:
  %.87 = tail call i64 @get_thread_id()
  %.107 = icmp slt i64 %.87, 0
  %.108 = select i1 %.107, i64 %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.5.0, i64 0
  %.109 = add i64 %.108, %.87
  %.122 = getelementptr double, double* %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.4, i64 %.109
  %.123 = load double, double* %.122, align 8
  %.163 = load i64, i64* %arg.sched.4, align 8
  %.201 = getelementptr i64, i64* %arg.sched.4, i64 1
  %.202 = load i64, i64* %.201, align 8
  %.237 = sub i64 1, %.163
  %.293 = add i64 %.237, %.202
  %.3404.not = icmp slt i64 %.293, 1
  br i1 %.3404.not, label %common.ret, label %for.end.preheader

for.end.preheader:                                ; preds = %B0.endif
  %0 = sub i64 %.202, %.163
  %xtraiter = and i64 %.293, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.prol.loopexit, label %for.end.prol.preheader

for.end.prol.preheader:                           ; preds = %for.end.preheader
  %scevgep = getelementptr double, double* %arg.y.4, i64 %.163
  %scevgep83 = getelementptr double, double* %arg.x.4, i64 %.163
  br label %for.end.prol

for.end.prol:                                     ; preds = %for.end.prol, %for.end.prol.preheader
  %lsr.iv80 = phi i64 [ 0, %for.end.prol.preheader ], [ %lsr.iv.next81, %for.end.prol ]
  %sum__parallel__impl____locals____sum__1__v9__val.07.prol = phi double [ %.123, %for.end.prol.preheader ], [ %.583.prol, %for.end.prol ]
  %scevgep80 = getelementptr double, double* %scevgep83, i64 %lsr.iv80
  %.424.prol = load double, double* %scevgep80, align 8
  %.436.prol = tail call double @llvm.sin.f64(double %.424.prol)
  %scevgep79 = getelementptr double, double* %scevgep, i64 %lsr.iv80
  %.475.prol = load double, double* %scevgep79, align 8
  %.481.prol = fmul double %.436.prol, %.475.prol
  %.555.prol = fmul double %.424.prol, %.424.prol
  %.565.prol = fadd double %.555.prol, %.481.prol
  %.575.prol = fmul double %.565.prol, %.565.prol
  %.583.prol = fadd double %sum__parallel__impl____locals____sum__1__v9__val.07.prol, %.575.prol
  %lsr.iv.next81 = add nuw nsw i64 %lsr.iv80, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next81
  br i1 %prol.iter.cmp.not, label %for.end.prol.loopexit.loopexit, label %for.end.prol, !llvm.loop !31

for.end.prol.loopexit.loopexit:                   ; preds = %for.end.prol
  %1 = add i64 %xtraiter, %.163
  %.neg30 = add i64 %.202, 1
  %2 = sub i64 %.neg30, %1
  br label %for.end.prol.loopexit

for.end.prol.loopexit:                            ; preds = %for.end.prol.loopexit.loopexit, %for.end.preheader
  %sum__parallel__impl____locals____sum__1__v9__val.07.unr = phi double [ %.123, %for.end.preheader ], [ %.583.prol, %for.end.prol.loopexit.loopexit ]
  %.3396.unr = phi i64 [ %.293, %for.end.preheader ], [ %2, %for.end.prol.loopexit.loopexit ]
  %.280.05.unr = phi i64 [ %.163, %for.end.preheader ], [ %1, %for.end.prol.loopexit.loopexit ]
  %.583.lcssa.unr = phi double [ undef, %for.end.preheader ], [ %.583.prol, %for.end.prol.loopexit.loopexit ]
  %3 = icmp ult i64 %0, 7
  br i1 %3, label %common.ret, label %for.end.preheader8

for.end.preheader8:                               ; preds = %for.end.prol.loopexit
  %4 = add i64 %.3396.unr, -1
  %5 = shl i64 %.280.05.unr, 3
  %6 = add i64 %5, 56
  br label %for.end

common.ret:                                       ; preds = %for.end, %for.end.prol.loopexit, %B0.endif
  %sum__parallel__impl____locals____sum__1__v9__val.0.lcssa = phi double [ %.123, %B0.endif ], [ %.583.lcssa.unr, %for.end.prol.loopexit ], [ %.583.7, %for.end ]
  %sunkaddr = mul i64 %.109, 8
  %7 = bitcast double* %arg.sum__parallel__impl____locals____sum__1__v9__val__arr.4 to i8*
  %sunkaddr81 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr81 to double*
  store double %sum__parallel__impl____locals____sum__1__v9__val.0.lcssa, double* %8, align 8
  store i8* null, i8** %retptr, align 8
  ret i32 0

for.end:                                          ; preds = %for.end, %for.end.preheader8
  %lsr.iv9 = phi i64 [ %6, %for.end.preheader8 ], [ %lsr.iv.next10, %for.end ]
  %lsr.iv = phi i64 [ %4, %for.end.preheader8 ], [ %lsr.iv.next, %for.end ]
  %sum__parallel__impl____locals____sum__1__v9__val.07 = phi double [ %sum__parallel__impl____locals____sum__1__v9__val.07.unr, %for.end.preheader8 ], [ %.583.7, %for.end ]
  %9 = bitcast double* %arg.x.4 to i8*
  %10 = bitcast double* %arg.y.4 to i8*
  %uglygep74 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep7475 = bitcast i8* %uglygep74 to double*
  %scevgep76 = getelementptr double, double* %uglygep7475, i64 -7
  %.424 = load double, double* %scevgep76, align 8
  %.436 = tail call double @llvm.sin.f64(double %.424)
  %uglygep49 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep4950 = bitcast i8* %uglygep49 to double*
  %scevgep51 = getelementptr double, double* %uglygep4950, i64 -7
  %.475 = load double, double* %scevgep51, align 8
  %.481 = fmul double %.436, %.475
  %.555 = fmul double %.424, %.424
  %.565 = fadd double %.555, %.481
  %.575 = fmul double %.565, %.565
  %.583 = fadd double %sum__parallel__impl____locals____sum__1__v9__val.07, %.575
  %uglygep71 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep7172 = bitcast i8* %uglygep71 to double*
  %scevgep73 = getelementptr double, double* %uglygep7172, i64 -6
  %.424.1 = load double, double* %scevgep73, align 8
  %.436.1 = tail call double @llvm.sin.f64(double %.424.1)
  %uglygep46 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep4647 = bitcast i8* %uglygep46 to double*
  %scevgep48 = getelementptr double, double* %uglygep4647, i64 -6
  %.475.1 = load double, double* %scevgep48, align 8
  %.481.1 = fmul double %.436.1, %.475.1
  %.555.1 = fmul double %.424.1, %.424.1
  %.565.1 = fadd double %.555.1, %.481.1
  %.575.1 = fmul double %.565.1, %.565.1
  %.583.1 = fadd double %.583, %.575.1
  %uglygep68 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep6869 = bitcast i8* %uglygep68 to double*
  %scevgep70 = getelementptr double, double* %uglygep6869, i64 -5
  %.424.2 = load double, double* %scevgep70, align 8
  %.436.2 = tail call double @llvm.sin.f64(double %.424.2)
  %uglygep43 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep4344 = bitcast i8* %uglygep43 to double*
  %scevgep45 = getelementptr double, double* %uglygep4344, i64 -5
  %.475.2 = load double, double* %scevgep45, align 8
  %.481.2 = fmul double %.436.2, %.475.2
  %.555.2 = fmul double %.424.2, %.424.2
  %.565.2 = fadd double %.555.2, %.481.2
  %.575.2 = fmul double %.565.2, %.565.2
  %.583.2 = fadd double %.583.1, %.575.2
  %uglygep65 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep6566 = bitcast i8* %uglygep65 to double*
  %scevgep67 = getelementptr double, double* %uglygep6566, i64 -4
  %.424.3 = load double, double* %scevgep67, align 8
  %.436.3 = tail call double @llvm.sin.f64(double %.424.3)
  %uglygep40 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep4041 = bitcast i8* %uglygep40 to double*
  %scevgep42 = getelementptr double, double* %uglygep4041, i64 -4
  %.475.3 = load double, double* %scevgep42, align 8
  %.481.3 = fmul double %.436.3, %.475.3
  %.555.3 = fmul double %.424.3, %.424.3
  %.565.3 = fadd double %.555.3, %.481.3
  %.575.3 = fmul double %.565.3, %.565.3
  %.583.3 = fadd double %.583.2, %.575.3
  %uglygep62 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep6263 = bitcast i8* %uglygep62 to double*
  %scevgep64 = getelementptr double, double* %uglygep6263, i64 -3
  %.424.4 = load double, double* %scevgep64, align 8
  %.436.4 = tail call double @llvm.sin.f64(double %.424.4)
  %uglygep36 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep3637 = bitcast i8* %uglygep36 to double*
  %scevgep39 = getelementptr double, double* %uglygep3637, i64 -3
  %.475.4 = load double, double* %scevgep39, align 8
  %.481.4 = fmul double %.436.4, %.475.4
  %.555.4 = fmul double %.424.4, %.424.4
  %.565.4 = fadd double %.555.4, %.481.4
  %.575.4 = fmul double %.565.4, %.565.4
  %.583.4 = fadd double %.583.3, %.575.4
  %uglygep58 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep5859 = bitcast i8* %uglygep58 to double*
  %scevgep61 = getelementptr double, double* %uglygep5859, i64 -2
  %.424.5 = load double, double* %scevgep61, align 8
  %.436.5 = tail call double @llvm.sin.f64(double %.424.5)
  %uglygep33 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep3334 = bitcast i8* %uglygep33 to double*
  %scevgep35 = getelementptr double, double* %uglygep3334, i64 -2
  %.475.5 = load double, double* %scevgep35, align 8
  %.481.5 = fmul double %.436.5, %.475.5
  %.555.5 = fmul double %.424.5, %.424.5
  %.565.5 = fadd double %.555.5, %.481.5
  %.575.5 = fmul double %.565.5, %.565.5
  %.583.5 = fadd double %.583.4, %.575.5
  %uglygep55 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep5556 = bitcast i8* %uglygep55 to double*
  %scevgep57 = getelementptr double, double* %uglygep5556, i64 -1
  %.424.6 = load double, double* %scevgep57, align 8
  %.436.6 = tail call double @llvm.sin.f64(double %.424.6)
  %uglygep = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep31 = bitcast i8* %uglygep to double*
  %scevgep32 = getelementptr double, double* %uglygep31, i64 -1
  %.475.6 = load double, double* %scevgep32, align 8
  %.481.6 = fmul double %.436.6, %.475.6
  %.555.6 = fmul double %.424.6, %.424.6
  %.565.6 = fadd double %.555.6, %.481.6
  %.575.6 = fmul double %.565.6, %.565.6
  %.583.6 = fadd double %.583.5, %.575.6
  %uglygep77 = getelementptr i8, i8* %9, i64 %lsr.iv9
  %uglygep7778 = bitcast i8* %uglygep77 to double*
  %.424.7 = load double, double* %uglygep7778, align 8
  %.436.7 = tail call double @llvm.sin.f64(double %.424.7)
  %uglygep52 = getelementptr i8, i8* %10, i64 %lsr.iv9
  %uglygep5253 = bitcast i8* %uglygep52 to double*
  %.475.7 = load double, double* %uglygep5253, align 8
  %.481.7 = fmul double %.436.7, %.475.7
  %.555.7 = fmul double %.424.7, %.424.7
  %.565.7 = fadd double %.555.7, %.481.7
  %.575.7 = fmul double %.565.7, %.565.7
  %.583.7 = fadd double %.583.6, %.575.7
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next10 = add i64 %lsr.iv9, 64
  %.340.7 = icmp ult i64 %lsr.iv.next, -2
  br i1 %.340.7, label %for.end, label %common.ret
}

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = !{!13, !15, !16, !18, !19, !21}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!22 = !{!19, !21}
!23 = !{i1 true}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZN5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd: %retptr"}
!26 = distinct !{!26, !"_ZN5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd"}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !28}
!30 = !{!"branch_weights", i32 99, i32 1}
!31 = distinct !{!31, !28}
