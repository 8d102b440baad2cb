; ModuleID = 'prange_update'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a, i32 112, ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1, ptr null, i32 0 }
@.const.prange_update = internal constant [14 x i8] c"prange_update\00"
@_ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [218 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.15, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.13, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.14, ptr null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.19" = internal constant [43 x i8] c"unknown error when calling native function\00"
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f60175df650B3v15B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs207 = alloca [4 x ptr], align 8
  %pshape208 = alloca [5 x i64], align 8
  %psteps209 = alloca [8 x i64], align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  %0 = add i64 %arg.x.5.0, -1152921504606846976
  %.34.i = icmp ult i64 %0, -2305843009213693952
  br i1 %.34.i, label %B0.if.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %B0
  %.33.i = shl nsw i64 %arg.x.5.0, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif, !prof !4

B0.endif:                                         ; preds = %B0.endif.i
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  %.126 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.126, 0
  br i1 %.18.i, label %B0.endif.if.if, label %B0.endif.endif.i3, !prof !4

B0.endif.endif.i3:                                ; preds = %B0.endif
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 7
  %.34.i4 = icmp samesign ugt i64 %.126, %const_mat
  br i1 %.34.i4, label %B0.endif.if.if, label %B0.endif.endif.endif.i, !prof !4

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i3
  %.33.i5 = shl nuw nsw i64 %.126, 3
  %.7.i.i.i6 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i5, i32 32), !noalias !12
  %.8.i.i.i7 = icmp eq ptr %.7.i.i.i6, null
  br i1 %.8.i.i.i7, label %B0.endif.if.if, label %B0.endif.endif, !prof !4

common.ret:                                       ; preds = %for.end.endif.endif, %for.end.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %for.end.if ], [ 0, %for.end.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0, %B0.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i8 = getelementptr i8, ptr %.7.i.i.i6, i64 24
  %.6.i.i9 = load ptr, ptr %.5.i.i8, align 8, !noalias !22
  %.194210.not = icmp eq i64 %.126, 0
  br i1 %.194210.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif.endif
  tail call void @llvm.memset.p0.i64(ptr align 8 %.6.i.i9, i8 0, i64 %.33.i5, i1 false)
  br label %for.end

B0.endif.if.if:                                   ; preds = %B0.endif.endif.i3, %B0.endif, %B0.endif.endif.endif.i
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.12, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.11, %B0.endif.endif.i3 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0.endif ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.preheader, %B0.endif.endif
  %.234 = add nsw i64 %arg.x.5.0, -1
  store i64 0, ptr %dim_starts, align 8
  store i64 %.234, ptr %dim_stops, align 8
  %.239 = tail call i64 @get_num_threads()
  %.240 = tail call i64 @get_parallel_chunksize()
  %.241 = icmp slt i64 %.239, 1
  br i1 %.241, label %for.end.if, label %for.end.endif, !prof !4

for.end.if:                                       ; preds = %for.end
  %.244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @printf_format, i64 %.239)
  store ptr @.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a, ptr %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %1 = icmp eq i64 %.126, 0
  %.250 = call i64 @get_sched_size(i64 %.239, i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.252 = shl i64 %.250, 1
  %.253 = call ptr @allocate_sched(i64 %.252)
  %.258 = call ptr @do_scheduling_unsigned(i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops, i64 %.250, ptr %.253, i64 0)
  store ptr %.253, ptr %pargs207, align 8
  %.266 = getelementptr inbounds nuw i8, ptr %pargs207, i64 8
  store ptr %arg.x.4, ptr %.266, align 8
  %.278 = getelementptr inbounds nuw i8, ptr %pargs207, i64 16
  store ptr %arg.y.4, ptr %.278, align 8
  %.290 = getelementptr inbounds nuw i8, ptr %pargs207, i64 24
  store ptr %.6.i.i9, ptr %.290, align 8
  store i64 %.250, ptr %pshape208, align 8
  %.331 = getelementptr inbounds nuw i8, ptr %pshape208, i64 8
  store i64 2, ptr %.331, align 8
  %.333 = getelementptr inbounds nuw i8, ptr %pshape208, i64 16
  store i64 %arg.x.5.0, ptr %.333, align 8
  %.335 = getelementptr inbounds nuw i8, ptr %pshape208, i64 24
  store i64 %arg.y.5.0, ptr %.335, align 8
  %.337 = getelementptr inbounds nuw i8, ptr %pshape208, i64 32
  store i64 %.126, ptr %.337, align 8
  store i64 16, ptr %psteps209, align 8
  %.341 = getelementptr inbounds nuw i8, ptr %psteps209, i64 8
  %.347 = getelementptr inbounds nuw i8, ptr %psteps209, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.341, i8 0, i64 24, i1 false)
  store i64 8, ptr %.347, align 8
  %.349 = getelementptr inbounds nuw i8, ptr %psteps209, i64 40
  store i64 %arg.x.6.0, ptr %.349, align 8
  %.351 = getelementptr inbounds nuw i8, ptr %psteps209, i64 48
  store i64 %arg.y.6.0, ptr %.351, align 8
  %.353 = getelementptr inbounds nuw i8, ptr %psteps209, i64 56
  store i64 8, ptr %.353, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.7.i)
  store i32 0, ptr %.7.i, align 4
  call void @numba_gil_ensure(ptr nonnull %.7.i)
  %.10.i = call ptr @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  call void @numba_parallel_for(ptr nonnull @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f60175df650B3v15B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, ptr nonnull %pargs207, ptr nonnull %pshape208, ptr nonnull %psteps209, ptr null, i64 4, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(ptr %.10.i)
  call void @numba_gil_release(ptr nonnull %.7.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.7.i)
  call void @set_parallel_chunksize(i64 %.240)
  call void @deallocate_sched(ptr %.253)
  br i1 %1, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %xtraiter.i = and i64 %.126, 7
  %2 = icmp samesign ult i64 %.126, 8
  br i1 %2, label %B40.epil.preheader.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.126, %const
  %3 = add nsw i64 %.126, -8
  %4 = lshr i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter = and i64 %5, 3
  %6 = icmp ult i64 %3, 24
  br i1 %6, label %B40.i.epil.preheader, label %B40.preheader.new.i.new

B40.preheader.new.i.new:                          ; preds = %B40.preheader.new.i
  %unroll_iter = and i64 %5, 4611686018427387900
  br label %B40.i

B40.i:                                            ; preds = %B40.i, %B40.preheader.new.i.new
  %lsr.iv107 = phi i64 [ %lsr.iv.next108, %B40.i ], [ %unroll_iter, %B40.preheader.new.i.new ]
  %c.2.063.i = phi double [ 0.000000e+00, %B40.preheader.new.i.new ], [ %.170.7.i.3, %B40.i ]
  %.1105961.i = phi i64 [ 0, %B40.preheader.new.i.new ], [ %.117.7.i.3, %B40.i ]
  %sunkaddr = mul i64 %.1105961.i, 8
  %sunkaddr109 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr
  %.168.i = load double, ptr %sunkaddr109, align 8, !noalias !24
  %.170.i = fadd double %c.2.063.i, %.168.i
  %sunkaddr110 = mul i64 %.1105961.i, 8
  %sunkaddr111 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, ptr %sunkaddr111, i64 8
  %.168.1.i = load double, ptr %sunkaddr112, align 8, !noalias !24
  %.170.1.i = fadd double %.170.i, %.168.1.i
  %sunkaddr113 = mul i64 %.1105961.i, 8
  %sunkaddr114 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr113
  %sunkaddr115 = getelementptr i8, ptr %sunkaddr114, i64 16
  %.168.2.i = load double, ptr %sunkaddr115, align 8, !noalias !24
  %.170.2.i = fadd double %.170.1.i, %.168.2.i
  %sunkaddr116 = mul i64 %.1105961.i, 8
  %sunkaddr117 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr116
  %sunkaddr118 = getelementptr i8, ptr %sunkaddr117, i64 24
  %.168.3.i = load double, ptr %sunkaddr118, align 8, !noalias !24
  %.170.3.i = fadd double %.170.2.i, %.168.3.i
  %sunkaddr119 = mul i64 %.1105961.i, 8
  %sunkaddr120 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr119
  %sunkaddr121 = getelementptr i8, ptr %sunkaddr120, i64 32
  %.168.4.i = load double, ptr %sunkaddr121, align 8, !noalias !24
  %.170.4.i = fadd double %.170.3.i, %.168.4.i
  %sunkaddr122 = mul i64 %.1105961.i, 8
  %sunkaddr123 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr122
  %sunkaddr124 = getelementptr i8, ptr %sunkaddr123, i64 40
  %.168.5.i = load double, ptr %sunkaddr124, align 8, !noalias !24
  %.170.5.i = fadd double %.170.4.i, %.168.5.i
  %sunkaddr125 = mul i64 %.1105961.i, 8
  %sunkaddr126 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr125
  %sunkaddr127 = getelementptr i8, ptr %sunkaddr126, i64 48
  %.168.6.i = load double, ptr %sunkaddr127, align 8, !noalias !24
  %.170.6.i = fadd double %.170.5.i, %.168.6.i
  %sunkaddr128 = mul i64 %.1105961.i, 8
  %sunkaddr129 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr128
  %sunkaddr130 = getelementptr i8, ptr %sunkaddr129, i64 56
  %.168.7.i = load double, ptr %sunkaddr130, align 8, !noalias !24
  %.170.7.i = fadd double %.170.6.i, %.168.7.i
  %sunkaddr131 = mul i64 %.1105961.i, 8
  %sunkaddr132 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr131
  %sunkaddr133 = getelementptr i8, ptr %sunkaddr132, i64 64
  %.168.i.1 = load double, ptr %sunkaddr133, align 8, !noalias !24
  %.170.i.1 = fadd double %.170.7.i, %.168.i.1
  %sunkaddr134 = mul i64 %.1105961.i, 8
  %sunkaddr135 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr134
  %sunkaddr136 = getelementptr i8, ptr %sunkaddr135, i64 72
  %.168.1.i.1 = load double, ptr %sunkaddr136, align 8, !noalias !24
  %.170.1.i.1 = fadd double %.170.i.1, %.168.1.i.1
  %sunkaddr137 = mul i64 %.1105961.i, 8
  %sunkaddr138 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr137
  %sunkaddr139 = getelementptr i8, ptr %sunkaddr138, i64 80
  %.168.2.i.1 = load double, ptr %sunkaddr139, align 8, !noalias !24
  %.170.2.i.1 = fadd double %.170.1.i.1, %.168.2.i.1
  %sunkaddr140 = mul i64 %.1105961.i, 8
  %sunkaddr141 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr140
  %sunkaddr142 = getelementptr i8, ptr %sunkaddr141, i64 88
  %.168.3.i.1 = load double, ptr %sunkaddr142, align 8, !noalias !24
  %.170.3.i.1 = fadd double %.170.2.i.1, %.168.3.i.1
  %sunkaddr143 = mul i64 %.1105961.i, 8
  %sunkaddr144 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr143
  %sunkaddr145 = getelementptr i8, ptr %sunkaddr144, i64 96
  %.168.4.i.1 = load double, ptr %sunkaddr145, align 8, !noalias !24
  %.170.4.i.1 = fadd double %.170.3.i.1, %.168.4.i.1
  %sunkaddr146 = mul i64 %.1105961.i, 8
  %sunkaddr147 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr146
  %sunkaddr148 = getelementptr i8, ptr %sunkaddr147, i64 104
  %.168.5.i.1 = load double, ptr %sunkaddr148, align 8, !noalias !24
  %.170.5.i.1 = fadd double %.170.4.i.1, %.168.5.i.1
  %sunkaddr149 = mul i64 %.1105961.i, 8
  %sunkaddr150 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr149
  %sunkaddr151 = getelementptr i8, ptr %sunkaddr150, i64 112
  %.168.6.i.1 = load double, ptr %sunkaddr151, align 8, !noalias !24
  %.170.6.i.1 = fadd double %.170.5.i.1, %.168.6.i.1
  %sunkaddr152 = mul i64 %.1105961.i, 8
  %sunkaddr153 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr152
  %sunkaddr154 = getelementptr i8, ptr %sunkaddr153, i64 120
  %.168.7.i.1 = load double, ptr %sunkaddr154, align 8, !noalias !24
  %.170.7.i.1 = fadd double %.170.6.i.1, %.168.7.i.1
  %sunkaddr155 = mul i64 %.1105961.i, 8
  %sunkaddr156 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr155
  %sunkaddr157 = getelementptr i8, ptr %sunkaddr156, i64 128
  %.168.i.2 = load double, ptr %sunkaddr157, align 8, !noalias !24
  %.170.i.2 = fadd double %.170.7.i.1, %.168.i.2
  %sunkaddr158 = mul i64 %.1105961.i, 8
  %sunkaddr159 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr158
  %sunkaddr160 = getelementptr i8, ptr %sunkaddr159, i64 136
  %.168.1.i.2 = load double, ptr %sunkaddr160, align 8, !noalias !24
  %.170.1.i.2 = fadd double %.170.i.2, %.168.1.i.2
  %sunkaddr161 = mul i64 %.1105961.i, 8
  %sunkaddr162 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr161
  %sunkaddr163 = getelementptr i8, ptr %sunkaddr162, i64 144
  %.168.2.i.2 = load double, ptr %sunkaddr163, align 8, !noalias !24
  %.170.2.i.2 = fadd double %.170.1.i.2, %.168.2.i.2
  %sunkaddr164 = mul i64 %.1105961.i, 8
  %sunkaddr165 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr164
  %sunkaddr166 = getelementptr i8, ptr %sunkaddr165, i64 152
  %.168.3.i.2 = load double, ptr %sunkaddr166, align 8, !noalias !24
  %.170.3.i.2 = fadd double %.170.2.i.2, %.168.3.i.2
  %sunkaddr167 = mul i64 %.1105961.i, 8
  %sunkaddr168 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr167
  %sunkaddr169 = getelementptr i8, ptr %sunkaddr168, i64 160
  %.168.4.i.2 = load double, ptr %sunkaddr169, align 8, !noalias !24
  %.170.4.i.2 = fadd double %.170.3.i.2, %.168.4.i.2
  %sunkaddr170 = mul i64 %.1105961.i, 8
  %sunkaddr171 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr170
  %sunkaddr172 = getelementptr i8, ptr %sunkaddr171, i64 168
  %.168.5.i.2 = load double, ptr %sunkaddr172, align 8, !noalias !24
  %.170.5.i.2 = fadd double %.170.4.i.2, %.168.5.i.2
  %sunkaddr173 = mul i64 %.1105961.i, 8
  %sunkaddr174 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr173
  %sunkaddr175 = getelementptr i8, ptr %sunkaddr174, i64 176
  %.168.6.i.2 = load double, ptr %sunkaddr175, align 8, !noalias !24
  %.170.6.i.2 = fadd double %.170.5.i.2, %.168.6.i.2
  %sunkaddr176 = mul i64 %.1105961.i, 8
  %sunkaddr177 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr176
  %sunkaddr178 = getelementptr i8, ptr %sunkaddr177, i64 184
  %.168.7.i.2 = load double, ptr %sunkaddr178, align 8, !noalias !24
  %.170.7.i.2 = fadd double %.170.6.i.2, %.168.7.i.2
  %sunkaddr179 = mul i64 %.1105961.i, 8
  %sunkaddr180 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr179
  %sunkaddr181 = getelementptr i8, ptr %sunkaddr180, i64 192
  %.168.i.3 = load double, ptr %sunkaddr181, align 8, !noalias !24
  %.170.i.3 = fadd double %.170.7.i.2, %.168.i.3
  %sunkaddr182 = mul i64 %.1105961.i, 8
  %sunkaddr183 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr182
  %sunkaddr184 = getelementptr i8, ptr %sunkaddr183, i64 200
  %.168.1.i.3 = load double, ptr %sunkaddr184, align 8, !noalias !24
  %.170.1.i.3 = fadd double %.170.i.3, %.168.1.i.3
  %sunkaddr185 = mul i64 %.1105961.i, 8
  %sunkaddr186 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr185
  %sunkaddr187 = getelementptr i8, ptr %sunkaddr186, i64 208
  %.168.2.i.3 = load double, ptr %sunkaddr187, align 8, !noalias !24
  %.170.2.i.3 = fadd double %.170.1.i.3, %.168.2.i.3
  %sunkaddr188 = mul i64 %.1105961.i, 8
  %sunkaddr189 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr188
  %sunkaddr190 = getelementptr i8, ptr %sunkaddr189, i64 216
  %.168.3.i.3 = load double, ptr %sunkaddr190, align 8, !noalias !24
  %.170.3.i.3 = fadd double %.170.2.i.3, %.168.3.i.3
  %sunkaddr191 = mul i64 %.1105961.i, 8
  %sunkaddr192 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr191
  %sunkaddr193 = getelementptr i8, ptr %sunkaddr192, i64 224
  %.168.4.i.3 = load double, ptr %sunkaddr193, align 8, !noalias !24
  %.170.4.i.3 = fadd double %.170.3.i.3, %.168.4.i.3
  %sunkaddr194 = mul i64 %.1105961.i, 8
  %sunkaddr195 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr194
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 232
  %.168.5.i.3 = load double, ptr %sunkaddr196, align 8, !noalias !24
  %.170.5.i.3 = fadd double %.170.4.i.3, %.168.5.i.3
  %sunkaddr197 = mul i64 %.1105961.i, 8
  %sunkaddr198 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr197
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 240
  %.168.6.i.3 = load double, ptr %sunkaddr199, align 8, !noalias !24
  %.170.6.i.3 = fadd double %.170.5.i.3, %.168.6.i.3
  %.117.7.i.3 = add nuw i64 %.1105961.i, 32
  %sunkaddr200 = mul i64 %.1105961.i, 8
  %sunkaddr201 = getelementptr i8, ptr %.6.i.i9, i64 %sunkaddr200
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 248
  %.168.7.i.3 = load double, ptr %sunkaddr202, align 8, !noalias !24
  %.170.7.i.3 = fadd double %.170.6.i.3, %.168.7.i.3
  %lsr.iv.next108 = add i64 %lsr.iv107, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next108, 0
  br i1 %niter.ncmp.3, label %B66.loopexit.unr-lcssa.i.unr-lcssa, label %B40.i

B66.loopexit.unr-lcssa.i.unr-lcssa:               ; preds = %B40.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B66.loopexit.unr-lcssa.i, label %B40.i.epil.preheader

B40.i.epil.preheader:                             ; preds = %B66.loopexit.unr-lcssa.i.unr-lcssa, %B40.preheader.new.i
  %c.2.063.i.epil.init = phi double [ 0.000000e+00, %B40.preheader.new.i ], [ %.170.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ]
  %.1105961.i.epil.init = phi i64 [ 0, %B40.preheader.new.i ], [ %.117.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ]
  %7 = shl i64 %.1105961.i.epil.init, 3
  %8 = add i64 %7, 56
  %scevgep27 = getelementptr i8, ptr %.6.i.i9, i64 %8
  %9 = shl nuw nsw i64 %xtraiter, 6
  br label %B40.i.epil

B40.i.epil:                                       ; preds = %B40.i.epil, %B40.i.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %B40.i.epil ], [ 0, %B40.i.epil.preheader ]
  %c.2.063.i.epil = phi double [ %c.2.063.i.epil.init, %B40.i.epil.preheader ], [ %.170.7.i.epil, %B40.i.epil ]
  %scevgep41 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 -56
  %.168.i.epil = load double, ptr %scevgep42, align 8, !noalias !24
  %.170.i.epil = fadd double %c.2.063.i.epil, %.168.i.epil
  %scevgep39 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 -48
  %.168.1.i.epil = load double, ptr %scevgep40, align 8, !noalias !24
  %.170.1.i.epil = fadd double %.170.i.epil, %.168.1.i.epil
  %scevgep37 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 -40
  %.168.2.i.epil = load double, ptr %scevgep38, align 8, !noalias !24
  %.170.2.i.epil = fadd double %.170.1.i.epil, %.168.2.i.epil
  %scevgep35 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 -32
  %.168.3.i.epil = load double, ptr %scevgep36, align 8, !noalias !24
  %.170.3.i.epil = fadd double %.170.2.i.epil, %.168.3.i.epil
  %scevgep33 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 -24
  %.168.4.i.epil = load double, ptr %scevgep34, align 8, !noalias !24
  %.170.4.i.epil = fadd double %.170.3.i.epil, %.168.4.i.epil
  %scevgep31 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 -16
  %.168.5.i.epil = load double, ptr %scevgep32, align 8, !noalias !24
  %.170.5.i.epil = fadd double %.170.4.i.epil, %.168.5.i.epil
  %scevgep29 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 -8
  %.168.6.i.epil = load double, ptr %scevgep30, align 8, !noalias !24
  %.170.6.i.epil = fadd double %.170.5.i.epil, %.168.6.i.epil
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 %lsr.iv
  %.168.7.i.epil = load double, ptr %scevgep28, align 8, !noalias !24
  %.170.7.i.epil = fadd double %.170.6.i.epil, %.168.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %9, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %B66.loopexit.unr-lcssa.i, label %B40.i.epil, !llvm.loop !27

B66.loopexit.unr-lcssa.i:                         ; preds = %B40.i.epil, %B66.loopexit.unr-lcssa.i.unr-lcssa
  %.170.7.i.lcssa = phi double [ %.170.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif.endif, label %B40.epil.preheader.i

B40.epil.preheader.i:                             ; preds = %B66.loopexit.unr-lcssa.i, %B40.preheader.i
  %c.2.063.epil.init.i = phi double [ 0.000000e+00, %B40.preheader.i ], [ %.170.7.i.lcssa, %B66.loopexit.unr-lcssa.i ]
  %.1105961.epil.init.i = phi i64 [ 0, %B40.preheader.i ], [ %unroll_iter.i, %B66.loopexit.unr-lcssa.i ]
  %10 = shl nuw nsw i64 %.1105961.epil.init.i, 3
  %scevgep.i = getelementptr i8, ptr %.6.i.i9, i64 %10
  br label %B40.epil.i

B40.epil.i:                                       ; preds = %B40.epil.i, %B40.epil.preheader.i
  %c.2.063.epil.i = phi double [ %.170.epil.i, %B40.epil.i ], [ %c.2.063.epil.init.i, %B40.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B40.epil.i ], [ 0, %B40.epil.preheader.i ]
  %11 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i, i64 %11
  %.168.epil.i = load double, ptr %scevgep, align 8, !noalias !24
  %.170.epil.i = fadd double %c.2.063.epil.i, %.168.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif.endif, label %B40.epil.i, !llvm.loop !29

for.end.endif.endif:                              ; preds = %B40.epil.i, %B66.loopexit.unr-lcssa.i, %for.end.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif ], [ %.170.7.i.lcssa, %B66.loopexit.unr-lcssa.i ], [ %.170.epil.i, %B40.epil.i ]
  call void @NRT_decref(ptr nonnull %.7.i.i.i6)
  call void @NRT_decref(ptr %arg.y.0)
  call void @NRT_decref(ptr %arg.x.0)
  store double %c.2.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i64 @get_num_threads() local_unnamed_addr

declare i64 @get_parallel_chunksize() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

declare i64 @get_sched_size(i64, i64, ptr, ptr) local_unnamed_addr

declare void @set_parallel_chunksize(i64) local_unnamed_addr

declare ptr @allocate_sched(i64) local_unnamed_addr

declare ptr @do_scheduling_unsigned(i64, ptr, ptr, i64, ptr, i64) local_unnamed_addr

declare void @deallocate_sched(ptr) local_unnamed_addr

define ptr @_ZN7cpython7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.prange_update, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.6.0.load = load i64, ptr %sunkaddr3, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr4, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 48
  %.58.fca.6.0.load = load i64, ptr %sunkaddr7, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.6.0.load, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 %.58.fca.6.0.load) #3
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !30

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.99 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 4
  %.101 = icmp sgt i32 %.100, 0
  %.104 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 0
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 1
  br i1 %.101, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.107 = sext i32 %.106 to i64
  %.108 = call ptr @PyBytes_FromStringAndSize(ptr %.104, i64 %.107)
  %.109 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 2
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 3
  %.114 = call ptr %.112(ptr %.110)
  %.115 = icmp eq ptr %.114, null
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !4

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.119 = call ptr @numba_runtime_build_excinfo_struct(ptr %.108, ptr nonnull %.114)
  call void @NRT_Free(ptr nonnull %.74)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.131)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 6
  %.11 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.12 = call i32 @_ZN7kernels13prange_updateB2v7B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 %.11) #3
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !30

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.24)
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.13)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

declare ptr @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f60175df650B3v15B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr %args, ptr %dims, ptr %steps, ptr %data) {
entry:
  %loopcount = load i64, ptr %dims, align 8
  %.6 = getelementptr i8, ptr %dims, i64 8
  %.7 = load i64, ptr %.6, align 8
  %.8 = getelementptr i8, ptr %dims, i64 16
  %.9 = load i64, ptr %.8, align 8
  %.10 = getelementptr i8, ptr %dims, i64 24
  %.11 = load i64, ptr %.10, align 8
  %.12 = getelementptr i8, ptr %dims, i64 32
  %.13 = load i64, ptr %.12, align 8
  %data.1 = load ptr, ptr %args, align 8
  %.14 = load i64, ptr %steps, align 8
  %step.ptr = getelementptr i8, ptr %steps, i64 32
  %.15 = load i64, ptr %step.ptr, align 8
  %data.ptr.1 = getelementptr i8, ptr %args, i64 8
  %data.2 = load ptr, ptr %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i8, ptr %steps, i64 8
  %.16 = load i64, ptr %core.step.ptr.1, align 8
  %step.ptr.1 = getelementptr i8, ptr %steps, i64 40
  %.17 = load i64, ptr %step.ptr.1, align 8
  %data.ptr.2 = getelementptr i8, ptr %args, i64 16
  %data.3 = load ptr, ptr %data.ptr.2, align 8
  %core.step.ptr.2 = getelementptr i8, ptr %steps, i64 16
  %.18 = load i64, ptr %core.step.ptr.2, align 8
  %step.ptr.2 = getelementptr i8, ptr %steps, i64 48
  %.19 = load i64, ptr %step.ptr.2, align 8
  %data.ptr.3 = getelementptr i8, ptr %args, i64 24
  %data.4 = load ptr, ptr %data.ptr.3, align 8
  %core.step.ptr.3 = getelementptr i8, ptr %steps, i64 24
  %.20 = load i64, ptr %core.step.ptr.3, align 8
  %step.ptr.3 = getelementptr i8, ptr %steps, i64 56
  %.21 = load i64, ptr %step.ptr.3, align 8
  %.133 = alloca ptr, align 8
  %excinfo = alloca ptr, align 8
  %.157 = alloca i32, align 4
  store i32 0, ptr %.157, align 4
  %.2329 = icmp sgt i64 %loopcount, 0
  br i1 %.2329, label %for.body.preheader, label %common.ret

for.body.preheader:                               ; preds = %entry
  br label %for.body

common.ret:                                       ; preds = %.continue, %for.body.endif.thread, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %.continue
  %lsr.iv14 = phi i64 [ %lsr.iv.next, %.continue ], [ %loopcount, %for.body.preheader ]
  %lsr.iv12 = phi ptr [ %scevgep13, %.continue ], [ %data.4, %for.body.preheader ]
  %lsr.iv10 = phi ptr [ %scevgep11, %.continue ], [ %data.3, %for.body.preheader ]
  %lsr.iv8 = phi ptr [ %scevgep9, %.continue ], [ %data.2, %for.body.preheader ]
  %lsr.iv = phi ptr [ %scevgep, %.continue ], [ %data.1, %for.body.preheader ]
  %.145 = call i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f60175df650B3v15B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.133, ptr nonnull %excinfo, ptr null, ptr null, i64 %.7, i64 8, ptr %lsr.iv, i64 %.7, i64 %.15, ptr null, ptr null, i64 %.9, i64 8, ptr %lsr.iv8, i64 %.9, i64 %.17, ptr null, ptr null, i64 %.11, i64 8, ptr %lsr.iv10, i64 %.11, i64 %.19, ptr null, ptr null, i64 %.13, i64 8, ptr %lsr.iv12, i64 %.13, i64 %.21)
  switch i32 %.145, label %for.body.if [
    i32 -2, label %.continue
    i32 0, label %.continue
  ], !prof !31

for.body.if:                                      ; preds = %for.body
  %.153 = icmp sgt i32 %.145, 0
  call void @numba_gil_ensure(ptr nonnull %.157)
  br i1 %.153, label %for.body.if.if, label %for.body.if.endif

for.body.endif.thread:                            ; preds = %for.body.if.endif.endif.endif, %for.body.if.endif.if, %for.body.if.endif
  call void @numba_gil_release(ptr nonnull %.157)
  br label %common.ret

for.body.if.if:                                   ; preds = %for.body.if
  call void @PyErr_Clear()
  unreachable

for.body.if.endif:                                ; preds = %for.body.if
  switch i32 %.145, label %for.body.if.endif.endif.endif [
    i32 -3, label %for.body.if.endif.if
    i32 -1, label %for.body.endif.thread
  ]

for.body.if.endif.if:                             ; preds = %for.body.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %for.body.endif.thread

for.body.if.endif.endif.endif:                    ; preds = %for.body.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.19")
  br label %for.body.endif.thread

.continue:                                        ; preds = %for.body, %for.body
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 %.14
  %scevgep9 = getelementptr i8, ptr %lsr.iv8, i64 %.16
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %.18
  %scevgep13 = getelementptr i8, ptr %lsr.iv12, i64 %.20
  %lsr.iv.next = add i64 %lsr.iv14, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(ptr) local_unnamed_addr

define linkonce_odr noundef i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f60175df650B3v15B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr noalias readnone captures(none) %arg.sched.0, ptr noalias readnone captures(none) %arg.sched.1, i64 %arg.sched.2, i64 %arg.sched.3, ptr noalias readonly captures(none) %arg.sched.4, i64 %arg.sched.5.0, i64 %arg.sched.6.0, ptr noalias readnone captures(none) %arg.x.0, ptr noalias readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr noalias readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr noalias readnone captures(none) %arg.y.0, ptr noalias readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr noalias readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, ptr noalias readnone captures(none) %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.0, ptr noalias readnone captures(none) %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.1, i64 %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.2, i64 %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.3, ptr noalias captures(none) %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.4, i64 %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.5.0, i64 %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.6.0) local_unnamed_addr {
B0.endif:
  %.87 = tail call i64 @get_thread_id()
  %.107 = icmp slt i64 %.87, 0
  %.108 = select i1 %.107, i64 %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.5.0, i64 0
  %0 = getelementptr double, ptr %arg.sum__parallel__impl____locals____sum__1__v12__val__arr.4, i64 %.87
  %.122 = getelementptr double, ptr %0, i64 %.108
  %.123 = load double, ptr %.122, align 8
  %.163 = load i64, ptr %arg.sched.4, align 8
  %.201 = getelementptr i8, ptr %arg.sched.4, i64 8
  %.202 = load i64, ptr %.201, align 8
  %reass.sub = sub i64 %.202, %.163
  %.340205211 = icmp ult i64 %reass.sub, 9223372036854775807
  br i1 %.340205211, label %B212.preheader, label %B320

B212.preheader:                                   ; preds = %B0.endif
  %.293 = add nuw nsw i64 %reass.sub, 1
  %xtraiter = and i64 %.293, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B212.prol.loopexit, label %B212.prol.preheader

B212.prol.preheader:                              ; preds = %B212.preheader
  %1 = shl i64 %.163, 3
  %scevgep44 = getelementptr i8, ptr %arg.y.4, i64 %1
  %scevgep46 = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B212.prol

B212.prol:                                        ; preds = %B212.prol, %B212.prol.preheader
  %lsr.iv42 = phi i64 [ 0, %B212.prol.preheader ], [ %lsr.iv.next43, %B212.prol ]
  %sum__parallel__impl____locals____sum__1__v12__val.0208.prol = phi double [ %.123, %B212.prol.preheader ], [ %.583.prol, %B212.prol ]
  %2 = shl nuw nsw i64 %lsr.iv42, 3
  %scevgep43 = getelementptr i8, ptr %scevgep46, i64 %2
  %.424.prol = load double, ptr %scevgep43, align 8
  %.436.le.prol = tail call double @llvm.sin.f64(double %.424.prol)
  %3 = shl nuw nsw i64 %lsr.iv42, 3
  %scevgep42 = getelementptr i8, ptr %scevgep44, i64 %3
  %.475.prol = load double, ptr %scevgep42, align 8
  %.481.prol = fmul double %.436.le.prol, %.475.prol
  %.555.prol = fmul double %.424.prol, %.424.prol
  %.565.prol = fadd double %.555.prol, %.481.prol
  %.575.prol = fmul double %.565.prol, %.565.prol
  %.583.prol = fadd double %sum__parallel__impl____locals____sum__1__v12__val.0208.prol, %.575.prol
  %lsr.iv.next43 = add nuw nsw i64 %lsr.iv42, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter, %lsr.iv.next43
  br i1 %prol.iter.cmp.not, label %B212.prol.loopexit.loopexit, label %B212.prol, !llvm.loop !32

B212.prol.loopexit.loopexit:                      ; preds = %B212.prol
  %4 = add i64 %xtraiter, %.163
  %.neg1 = add i64 %.202, 1
  %5 = sub i64 %.neg1, %4
  br label %B212.prol.loopexit

B212.prol.loopexit:                               ; preds = %B212.prol.loopexit.loopexit, %B212.preheader
  %sum__parallel__impl____locals____sum__1__v12__val.0208.unr = phi double [ %.123, %B212.preheader ], [ %.583.prol, %B212.prol.loopexit.loopexit ]
  %.339203207.unr = phi i64 [ %.293, %B212.preheader ], [ %5, %B212.prol.loopexit.loopexit ]
  %.346204206.unr = phi i64 [ %.163, %B212.preheader ], [ %4, %B212.prol.loopexit.loopexit ]
  %.583.lcssa.unr = phi double [ poison, %B212.preheader ], [ %.583.prol, %B212.prol.loopexit.loopexit ]
  %6 = icmp samesign ult i64 %reass.sub, 7
  br i1 %6, label %B320, label %B212.preheader1

B212.preheader1:                                  ; preds = %B212.prol.loopexit
  %7 = add i64 %.339203207.unr, 8
  %8 = shl i64 %.346204206.unr, 3
  %9 = add i64 %8, 56
  br label %B212

B212:                                             ; preds = %B212, %B212.preheader1
  %lsr.iv2 = phi i64 [ %9, %B212.preheader1 ], [ %lsr.iv.next3, %B212 ]
  %lsr.iv = phi i64 [ %7, %B212.preheader1 ], [ %lsr.iv.next, %B212 ]
  %sum__parallel__impl____locals____sum__1__v12__val.0208 = phi double [ %sum__parallel__impl____locals____sum__1__v12__val.0208.unr, %B212.preheader1 ], [ %.583.7, %B212 ]
  %scevgep29 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 -56
  %.424 = load double, ptr %scevgep30, align 8
  %.436.le = tail call double @llvm.sin.f64(double %.424)
  %scevgep14 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 -56
  %.475 = load double, ptr %scevgep15, align 8
  %.481 = fmul double %.436.le, %.475
  %.555 = fmul double %.424, %.424
  %.565 = fadd double %.555, %.481
  %.575 = fmul double %.565, %.565
  %.583 = fadd double %sum__parallel__impl____locals____sum__1__v12__val.0208, %.575
  %scevgep40 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 -48
  %.424.1 = load double, ptr %scevgep41, align 8
  %.436.le.1 = tail call double @llvm.sin.f64(double %.424.1)
  %scevgep17 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep19 = getelementptr i8, ptr %scevgep17, i64 -48
  %.475.1 = load double, ptr %scevgep19, align 8
  %.481.1 = fmul double %.436.le.1, %.475.1
  %.555.1 = fmul double %.424.1, %.424.1
  %.565.1 = fadd double %.555.1, %.481.1
  %.575.1 = fmul double %.565.1, %.565.1
  %.583.1 = fadd double %.583, %.575.1
  %scevgep35 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep39 = getelementptr i8, ptr %scevgep35, i64 -40
  %.424.2 = load double, ptr %scevgep39, align 8
  %.436.le.2 = tail call double @llvm.sin.f64(double %.424.2)
  %scevgep12 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep16 = getelementptr i8, ptr %scevgep12, i64 -40
  %.475.2 = load double, ptr %scevgep16, align 8
  %.481.2 = fmul double %.436.le.2, %.475.2
  %.555.2 = fmul double %.424.2, %.424.2
  %.565.2 = fadd double %.555.2, %.481.2
  %.575.2 = fmul double %.565.2, %.565.2
  %.583.2 = fadd double %.583.1, %.575.2
  %scevgep32 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep34 = getelementptr i8, ptr %scevgep32, i64 -32
  %.424.3 = load double, ptr %scevgep34, align 8
  %.436.le.3 = tail call double @llvm.sin.f64(double %.424.3)
  %scevgep9 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 -32
  %.475.3 = load double, ptr %scevgep10, align 8
  %.481.3 = fmul double %.436.le.3, %.475.3
  %.555.3 = fmul double %.424.3, %.424.3
  %.565.3 = fadd double %.555.3, %.481.3
  %.575.3 = fmul double %.565.3, %.565.3
  %.583.3 = fadd double %.583.2, %.575.3
  %scevgep27 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 -24
  %.424.4 = load double, ptr %scevgep28, align 8
  %.436.le.4 = tail call double @llvm.sin.f64(double %.424.4)
  %scevgep6 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep7 = getelementptr i8, ptr %scevgep6, i64 -24
  %.475.4 = load double, ptr %scevgep7, align 8
  %.481.4 = fmul double %.436.le.4, %.475.4
  %.555.4 = fmul double %.424.4, %.424.4
  %.565.4 = fadd double %.555.4, %.481.4
  %.575.4 = fmul double %.565.4, %.565.4
  %.583.4 = fadd double %.583.3, %.575.4
  %scevgep23 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep25 = getelementptr i8, ptr %scevgep23, i64 -16
  %.424.5 = load double, ptr %scevgep25, align 8
  %.436.le.5 = tail call double @llvm.sin.f64(double %.424.5)
  %scevgep3 = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep4 = getelementptr i8, ptr %scevgep3, i64 -16
  %.475.5 = load double, ptr %scevgep4, align 8
  %.481.5 = fmul double %.436.le.5, %.475.5
  %.555.5 = fmul double %.424.5, %.424.5
  %.565.5 = fadd double %.555.5, %.481.5
  %.575.5 = fmul double %.565.5, %.565.5
  %.583.5 = fadd double %.583.4, %.575.5
  %scevgep20 = getelementptr i8, ptr %arg.x.4, i64 %lsr.iv2
  %scevgep22 = getelementptr i8, ptr %scevgep20, i64 -8
  %.424.6 = load double, ptr %scevgep22, align 8
  %.436.le.6 = tail call double @llvm.sin.f64(double %.424.6)
  %scevgep = getelementptr i8, ptr %arg.y.4, i64 %lsr.iv2
  %scevgep1 = getelementptr i8, ptr %scevgep, i64 -8
  %.475.6 = load double, ptr %scevgep1, align 8
  %.481.6 = fmul double %.436.le.6, %.475.6
  %.555.6 = fmul double %.424.6, %.424.6
  %.565.6 = fadd double %.555.6, %.481.6
  %.575.6 = fmul double %.565.6, %.565.6
  %.583.6 = fadd double %.583.5, %.575.6
  %.424.7 = load double, ptr %scevgep29, align 8
  %.436.le.7 = tail call double @llvm.sin.f64(double %.424.7)
  %.475.7 = load double, ptr %scevgep14, align 8
  %.481.7 = fmul double %.436.le.7, %.475.7
  %.555.7 = fmul double %.424.7, %.424.7
  %.565.7 = fadd double %.555.7, %.481.7
  %.575.7 = fmul double %.565.7, %.565.7
  %.583.7 = fadd double %.583.6, %.575.7
  %lsr.iv.next = add i64 %lsr.iv, -8
  %lsr.iv.next3 = add i64 %lsr.iv2, 64
  %.340.7 = icmp sgt i64 %lsr.iv.next, 8
  br i1 %.340.7, label %B212, label %B320

B320:                                             ; preds = %B212, %B212.prol.loopexit, %B0.endif
  %sum__parallel__impl____locals____sum__1__v12__val.0.lcssa = phi double [ %.123, %B0.endif ], [ %.583.lcssa.unr, %B212.prol.loopexit ], [ %.583.7, %B212 ]
  %sunkaddr = shl i64 %.108, 3
  %sunkaddr37 = getelementptr inbounds i8, ptr %0, i64 %sunkaddr
  store double %sum__parallel__impl____locals____sum__1__v12__val.0.lcssa, ptr %sunkaddr37, align 8
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!30 = !{!"branch_weights", i32 49, i32 1}
!31 = !{!"branch_weights", i32 1, i32 49, i32 49}
!32 = distinct !{!32, !28}
