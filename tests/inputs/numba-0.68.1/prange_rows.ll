; ModuleID = 'prange_rows'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a, i32 112, ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1, ptr null, i32 0 }
@.const.prange_rows = internal constant [12 x i8] c"prange_rows\00"
@_ZN08NumbaEnv7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [217 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.7" = internal constant [43 x i8] c"unknown error when calling native function\00"
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f6016a68b50B3v21B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, ptr %arg.w.0, ptr readnone captures(none) %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, ptr %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs205 = alloca [4 x ptr], align 8
  %pshape206 = alloca [6 x i64], align 8
  %psteps207 = alloca [9 x i64], align 8
  tail call void @NRT_incref(ptr %arg.X.0)
  tail call void @NRT_incref(ptr %arg.w.0)
  %.70 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.70, 0
  br i1 %.18.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 7
  %.34.i = icmp samesign ugt i64 %.70, %const_mat
  br i1 %.34.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.33.i = shl nuw nsw i64 %.70, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif, !prof !0

B0.endif:                                         ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !11
  %.140208.not = icmp eq i64 %.70, 0
  br i1 %.140208.not, label %for.end, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif
  tail call void @llvm.memset.p0.i64(ptr align 8 %.6.i.i, i8 0, i64 %.33.i, i1 false)
  br label %for.end

common.ret:                                       ; preds = %for.end.endif.endif, %for.end.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %for.end.if ], [ 0, %for.end.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0.endif.endif.i, %B0, %B0.endif.endif.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, %B0.endif.endif.i ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0 ]
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.preheader, %B0.endif
  %.180 = add i64 %arg.X.5.0, -1
  store i64 0, ptr %dim_starts, align 8
  store i64 %.180, ptr %dim_stops, align 8
  %.185 = tail call i64 @get_num_threads()
  %.186 = tail call i64 @get_parallel_chunksize()
  %.187 = icmp slt i64 %.185, 1
  br i1 %.187, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @printf_format, i64 %.185)
  store ptr @.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %0 = icmp eq i64 %.70, 0
  %.196 = call i64 @get_sched_size(i64 %.185, i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.198 = shl i64 %.196, 1
  %.199 = call ptr @allocate_sched(i64 %.198)
  %.204 = call ptr @do_scheduling_unsigned(i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops, i64 %.196, ptr %.199, i64 0)
  store ptr %.199, ptr %pargs205, align 8
  %.212 = getelementptr inbounds nuw i8, ptr %pargs205, i64 8
  store ptr %arg.X.4, ptr %.212, align 8
  %.225 = getelementptr inbounds nuw i8, ptr %pargs205, i64 16
  store ptr %arg.w.4, ptr %.225, align 8
  %.237 = getelementptr inbounds nuw i8, ptr %pargs205, i64 24
  store ptr %.6.i.i, ptr %.237, align 8
  store i64 %.196, ptr %pshape206, align 8
  %.295 = getelementptr inbounds nuw i8, ptr %pshape206, i64 8
  store i64 2, ptr %.295, align 8
  %.297 = getelementptr inbounds nuw i8, ptr %pshape206, i64 16
  store i64 %arg.X.5.0, ptr %.297, align 8
  %.299 = getelementptr inbounds nuw i8, ptr %pshape206, i64 24
  store i64 %arg.X.5.1, ptr %.299, align 8
  %.301 = getelementptr inbounds nuw i8, ptr %pshape206, i64 32
  store i64 %arg.w.5.0, ptr %.301, align 8
  %.303 = getelementptr inbounds nuw i8, ptr %pshape206, i64 40
  store i64 %.70, ptr %.303, align 8
  store i64 16, ptr %psteps207, align 8
  %.307 = getelementptr inbounds nuw i8, ptr %psteps207, i64 8
  %.313 = getelementptr inbounds nuw i8, ptr %psteps207, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.307, i8 0, i64 24, i1 false)
  store i64 8, ptr %.313, align 8
  %.315 = getelementptr inbounds nuw i8, ptr %psteps207, i64 40
  store i64 %arg.X.6.0, ptr %.315, align 8
  %.317 = getelementptr inbounds nuw i8, ptr %psteps207, i64 48
  store i64 %arg.X.6.1, ptr %.317, align 8
  %.319 = getelementptr inbounds nuw i8, ptr %psteps207, i64 56
  store i64 %arg.w.6.0, ptr %.319, align 8
  %.321 = getelementptr inbounds nuw i8, ptr %psteps207, i64 64
  store i64 8, ptr %.321, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.7.i)
  store i32 0, ptr %.7.i, align 4
  call void @numba_gil_ensure(ptr nonnull %.7.i)
  %.10.i = call ptr @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  call void @numba_parallel_for(ptr nonnull @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f6016a68b50B3v21B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, ptr nonnull %pargs205, ptr nonnull %pshape206, ptr nonnull %psteps207, ptr null, i64 5, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(ptr %.10.i)
  call void @numba_gil_release(ptr nonnull %.7.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.7.i)
  call void @set_parallel_chunksize(i64 %.186)
  call void @deallocate_sched(ptr %.199)
  br i1 %0, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %xtraiter.i = and i64 %.70, 7
  %1 = icmp samesign ult i64 %.70, 8
  br i1 %1, label %B40.epil.preheader.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.70, %const
  %2 = add nsw i64 %.70, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 3
  %5 = icmp ult i64 %2, 24
  br i1 %5, label %B40.i.epil.preheader, label %B40.preheader.new.i.new

B40.preheader.new.i.new:                          ; preds = %B40.preheader.new.i
  %unroll_iter = and i64 %4, 4611686018427387900
  br label %B40.i

B40.i:                                            ; preds = %B40.i, %B40.preheader.new.i.new
  %lsr.iv91 = phi i64 [ %lsr.iv.next92, %B40.i ], [ %unroll_iter, %B40.preheader.new.i.new ]
  %c.2.063.i = phi double [ 0.000000e+00, %B40.preheader.new.i.new ], [ %.170.7.i.3, %B40.i ]
  %.1105961.i = phi i64 [ 0, %B40.preheader.new.i.new ], [ %.117.7.i.3, %B40.i ]
  %sunkaddr = mul i64 %.1105961.i, 8
  %sunkaddr93 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr
  %.168.i = load double, ptr %sunkaddr93, align 8, !noalias !13
  %.170.i = fadd double %c.2.063.i, %.168.i
  %sunkaddr94 = mul i64 %.1105961.i, 8
  %sunkaddr95 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, ptr %sunkaddr95, i64 8
  %.168.1.i = load double, ptr %sunkaddr96, align 8, !noalias !13
  %.170.1.i = fadd double %.170.i, %.168.1.i
  %sunkaddr97 = mul i64 %.1105961.i, 8
  %sunkaddr98 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr97
  %sunkaddr99 = getelementptr i8, ptr %sunkaddr98, i64 16
  %.168.2.i = load double, ptr %sunkaddr99, align 8, !noalias !13
  %.170.2.i = fadd double %.170.1.i, %.168.2.i
  %sunkaddr100 = mul i64 %.1105961.i, 8
  %sunkaddr101 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr100
  %sunkaddr102 = getelementptr i8, ptr %sunkaddr101, i64 24
  %.168.3.i = load double, ptr %sunkaddr102, align 8, !noalias !13
  %.170.3.i = fadd double %.170.2.i, %.168.3.i
  %sunkaddr103 = mul i64 %.1105961.i, 8
  %sunkaddr104 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, ptr %sunkaddr104, i64 32
  %.168.4.i = load double, ptr %sunkaddr105, align 8, !noalias !13
  %.170.4.i = fadd double %.170.3.i, %.168.4.i
  %sunkaddr106 = mul i64 %.1105961.i, 8
  %sunkaddr107 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 40
  %.168.5.i = load double, ptr %sunkaddr108, align 8, !noalias !13
  %.170.5.i = fadd double %.170.4.i, %.168.5.i
  %sunkaddr109 = mul i64 %.1105961.i, 8
  %sunkaddr110 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 48
  %.168.6.i = load double, ptr %sunkaddr111, align 8, !noalias !13
  %.170.6.i = fadd double %.170.5.i, %.168.6.i
  %sunkaddr112 = mul i64 %.1105961.i, 8
  %sunkaddr113 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, ptr %sunkaddr113, i64 56
  %.168.7.i = load double, ptr %sunkaddr114, align 8, !noalias !13
  %.170.7.i = fadd double %.170.6.i, %.168.7.i
  %sunkaddr115 = mul i64 %.1105961.i, 8
  %sunkaddr116 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, ptr %sunkaddr116, i64 64
  %.168.i.1 = load double, ptr %sunkaddr117, align 8, !noalias !13
  %.170.i.1 = fadd double %.170.7.i, %.168.i.1
  %sunkaddr118 = mul i64 %.1105961.i, 8
  %sunkaddr119 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, ptr %sunkaddr119, i64 72
  %.168.1.i.1 = load double, ptr %sunkaddr120, align 8, !noalias !13
  %.170.1.i.1 = fadd double %.170.i.1, %.168.1.i.1
  %sunkaddr121 = mul i64 %.1105961.i, 8
  %sunkaddr122 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 80
  %.168.2.i.1 = load double, ptr %sunkaddr123, align 8, !noalias !13
  %.170.2.i.1 = fadd double %.170.1.i.1, %.168.2.i.1
  %sunkaddr124 = mul i64 %.1105961.i, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 88
  %.168.3.i.1 = load double, ptr %sunkaddr126, align 8, !noalias !13
  %.170.3.i.1 = fadd double %.170.2.i.1, %.168.3.i.1
  %sunkaddr127 = mul i64 %.1105961.i, 8
  %sunkaddr128 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 96
  %.168.4.i.1 = load double, ptr %sunkaddr129, align 8, !noalias !13
  %.170.4.i.1 = fadd double %.170.3.i.1, %.168.4.i.1
  %sunkaddr130 = mul i64 %.1105961.i, 8
  %sunkaddr131 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 104
  %.168.5.i.1 = load double, ptr %sunkaddr132, align 8, !noalias !13
  %.170.5.i.1 = fadd double %.170.4.i.1, %.168.5.i.1
  %sunkaddr133 = mul i64 %.1105961.i, 8
  %sunkaddr134 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 112
  %.168.6.i.1 = load double, ptr %sunkaddr135, align 8, !noalias !13
  %.170.6.i.1 = fadd double %.170.5.i.1, %.168.6.i.1
  %sunkaddr136 = mul i64 %.1105961.i, 8
  %sunkaddr137 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 120
  %.168.7.i.1 = load double, ptr %sunkaddr138, align 8, !noalias !13
  %.170.7.i.1 = fadd double %.170.6.i.1, %.168.7.i.1
  %sunkaddr139 = mul i64 %.1105961.i, 8
  %sunkaddr140 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 128
  %.168.i.2 = load double, ptr %sunkaddr141, align 8, !noalias !13
  %.170.i.2 = fadd double %.170.7.i.1, %.168.i.2
  %sunkaddr142 = mul i64 %.1105961.i, 8
  %sunkaddr143 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 136
  %.168.1.i.2 = load double, ptr %sunkaddr144, align 8, !noalias !13
  %.170.1.i.2 = fadd double %.170.i.2, %.168.1.i.2
  %sunkaddr145 = mul i64 %.1105961.i, 8
  %sunkaddr146 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 144
  %.168.2.i.2 = load double, ptr %sunkaddr147, align 8, !noalias !13
  %.170.2.i.2 = fadd double %.170.1.i.2, %.168.2.i.2
  %sunkaddr148 = mul i64 %.1105961.i, 8
  %sunkaddr149 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 152
  %.168.3.i.2 = load double, ptr %sunkaddr150, align 8, !noalias !13
  %.170.3.i.2 = fadd double %.170.2.i.2, %.168.3.i.2
  %sunkaddr151 = mul i64 %.1105961.i, 8
  %sunkaddr152 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 160
  %.168.4.i.2 = load double, ptr %sunkaddr153, align 8, !noalias !13
  %.170.4.i.2 = fadd double %.170.3.i.2, %.168.4.i.2
  %sunkaddr154 = mul i64 %.1105961.i, 8
  %sunkaddr155 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 168
  %.168.5.i.2 = load double, ptr %sunkaddr156, align 8, !noalias !13
  %.170.5.i.2 = fadd double %.170.4.i.2, %.168.5.i.2
  %sunkaddr157 = mul i64 %.1105961.i, 8
  %sunkaddr158 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 176
  %.168.6.i.2 = load double, ptr %sunkaddr159, align 8, !noalias !13
  %.170.6.i.2 = fadd double %.170.5.i.2, %.168.6.i.2
  %sunkaddr160 = mul i64 %.1105961.i, 8
  %sunkaddr161 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 184
  %.168.7.i.2 = load double, ptr %sunkaddr162, align 8, !noalias !13
  %.170.7.i.2 = fadd double %.170.6.i.2, %.168.7.i.2
  %sunkaddr163 = mul i64 %.1105961.i, 8
  %sunkaddr164 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 192
  %.168.i.3 = load double, ptr %sunkaddr165, align 8, !noalias !13
  %.170.i.3 = fadd double %.170.7.i.2, %.168.i.3
  %sunkaddr166 = mul i64 %.1105961.i, 8
  %sunkaddr167 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr166
  %sunkaddr168 = getelementptr i8, ptr %sunkaddr167, i64 200
  %.168.1.i.3 = load double, ptr %sunkaddr168, align 8, !noalias !13
  %.170.1.i.3 = fadd double %.170.i.3, %.168.1.i.3
  %sunkaddr169 = mul i64 %.1105961.i, 8
  %sunkaddr170 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, ptr %sunkaddr170, i64 208
  %.168.2.i.3 = load double, ptr %sunkaddr171, align 8, !noalias !13
  %.170.2.i.3 = fadd double %.170.1.i.3, %.168.2.i.3
  %sunkaddr172 = mul i64 %.1105961.i, 8
  %sunkaddr173 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, ptr %sunkaddr173, i64 216
  %.168.3.i.3 = load double, ptr %sunkaddr174, align 8, !noalias !13
  %.170.3.i.3 = fadd double %.170.2.i.3, %.168.3.i.3
  %sunkaddr175 = mul i64 %.1105961.i, 8
  %sunkaddr176 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, ptr %sunkaddr176, i64 224
  %.168.4.i.3 = load double, ptr %sunkaddr177, align 8, !noalias !13
  %.170.4.i.3 = fadd double %.170.3.i.3, %.168.4.i.3
  %sunkaddr178 = mul i64 %.1105961.i, 8
  %sunkaddr179 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, ptr %sunkaddr179, i64 232
  %.168.5.i.3 = load double, ptr %sunkaddr180, align 8, !noalias !13
  %.170.5.i.3 = fadd double %.170.4.i.3, %.168.5.i.3
  %sunkaddr181 = mul i64 %.1105961.i, 8
  %sunkaddr182 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, ptr %sunkaddr182, i64 240
  %.168.6.i.3 = load double, ptr %sunkaddr183, align 8, !noalias !13
  %.170.6.i.3 = fadd double %.170.5.i.3, %.168.6.i.3
  %.117.7.i.3 = add nuw i64 %.1105961.i, 32
  %sunkaddr184 = mul i64 %.1105961.i, 8
  %sunkaddr185 = getelementptr i8, ptr %.6.i.i, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 248
  %.168.7.i.3 = load double, ptr %sunkaddr186, align 8, !noalias !13
  %.170.7.i.3 = fadd double %.170.6.i.3, %.168.7.i.3
  %lsr.iv.next92 = add i64 %lsr.iv91, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next92, 0
  br i1 %niter.ncmp.3, label %B66.loopexit.unr-lcssa.i.unr-lcssa, label %B40.i

B66.loopexit.unr-lcssa.i.unr-lcssa:               ; preds = %B40.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B66.loopexit.unr-lcssa.i, label %B40.i.epil.preheader

B40.i.epil.preheader:                             ; preds = %B66.loopexit.unr-lcssa.i.unr-lcssa, %B40.preheader.new.i
  %c.2.063.i.epil.init = phi double [ 0.000000e+00, %B40.preheader.new.i ], [ %.170.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ]
  %.1105961.i.epil.init = phi i64 [ 0, %B40.preheader.new.i ], [ %.117.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ]
  %6 = shl i64 %.1105961.i.epil.init, 3
  %7 = add i64 %6, 56
  %scevgep11 = getelementptr i8, ptr %.6.i.i, i64 %7
  %8 = shl nuw nsw i64 %xtraiter, 6
  br label %B40.i.epil

B40.i.epil:                                       ; preds = %B40.i.epil, %B40.i.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %B40.i.epil ], [ 0, %B40.i.epil.preheader ]
  %c.2.063.i.epil = phi double [ %c.2.063.i.epil.init, %B40.i.epil.preheader ], [ %.170.7.i.epil, %B40.i.epil ]
  %scevgep25 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 -56
  %.168.i.epil = load double, ptr %scevgep26, align 8, !noalias !13
  %.170.i.epil = fadd double %c.2.063.i.epil, %.168.i.epil
  %scevgep23 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 -48
  %.168.1.i.epil = load double, ptr %scevgep24, align 8, !noalias !13
  %.170.1.i.epil = fadd double %.170.i.epil, %.168.1.i.epil
  %scevgep21 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep22 = getelementptr i8, ptr %scevgep21, i64 -40
  %.168.2.i.epil = load double, ptr %scevgep22, align 8, !noalias !13
  %.170.2.i.epil = fadd double %.170.1.i.epil, %.168.2.i.epil
  %scevgep19 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep20 = getelementptr i8, ptr %scevgep19, i64 -32
  %.168.3.i.epil = load double, ptr %scevgep20, align 8, !noalias !13
  %.170.3.i.epil = fadd double %.170.2.i.epil, %.168.3.i.epil
  %scevgep17 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 -24
  %.168.4.i.epil = load double, ptr %scevgep18, align 8, !noalias !13
  %.170.4.i.epil = fadd double %.170.3.i.epil, %.168.4.i.epil
  %scevgep15 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 -16
  %.168.5.i.epil = load double, ptr %scevgep16, align 8, !noalias !13
  %.170.5.i.epil = fadd double %.170.4.i.epil, %.168.5.i.epil
  %scevgep13 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 -8
  %.168.6.i.epil = load double, ptr %scevgep14, align 8, !noalias !13
  %.170.6.i.epil = fadd double %.170.5.i.epil, %.168.6.i.epil
  %scevgep12 = getelementptr i8, ptr %scevgep11, i64 %lsr.iv
  %.168.7.i.epil = load double, ptr %scevgep12, align 8, !noalias !13
  %.170.7.i.epil = fadd double %.170.6.i.epil, %.168.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %B66.loopexit.unr-lcssa.i, label %B40.i.epil, !llvm.loop !16

B66.loopexit.unr-lcssa.i:                         ; preds = %B40.i.epil, %B66.loopexit.unr-lcssa.i.unr-lcssa
  %.170.7.i.lcssa = phi double [ %.170.7.i.3, %B66.loopexit.unr-lcssa.i.unr-lcssa ], [ %.170.7.i.epil, %B40.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif.endif, label %B40.epil.preheader.i

B40.epil.preheader.i:                             ; preds = %B66.loopexit.unr-lcssa.i, %B40.preheader.i
  %c.2.063.epil.init.i = phi double [ 0.000000e+00, %B40.preheader.i ], [ %.170.7.i.lcssa, %B66.loopexit.unr-lcssa.i ]
  %.1105961.epil.init.i = phi i64 [ 0, %B40.preheader.i ], [ %unroll_iter.i, %B66.loopexit.unr-lcssa.i ]
  %9 = shl nuw nsw i64 %.1105961.epil.init.i, 3
  %scevgep.i = getelementptr i8, ptr %.6.i.i, i64 %9
  br label %B40.epil.i

B40.epil.i:                                       ; preds = %B40.epil.i, %B40.epil.preheader.i
  %c.2.063.epil.i = phi double [ %.170.epil.i, %B40.epil.i ], [ %c.2.063.epil.init.i, %B40.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B40.epil.i ], [ 0, %B40.epil.preheader.i ]
  %10 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %scevgep.i, i64 %10
  %.168.epil.i = load double, ptr %scevgep, align 8, !noalias !13
  %.170.epil.i = fadd double %c.2.063.epil.i, %.168.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif.endif, label %B40.epil.i, !llvm.loop !18

for.end.endif.endif:                              ; preds = %B40.epil.i, %B66.loopexit.unr-lcssa.i, %for.end.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif ], [ %.170.7.i.lcssa, %B66.loopexit.unr-lcssa.i ], [ %.170.epil.i, %B40.epil.i ]
  call void @NRT_decref(ptr nonnull %.7.i.i.i)
  call void @NRT_decref(ptr %arg.w.0)
  call void @NRT_decref(ptr %arg.X.0)
  store double %c.2.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

declare i64 @get_num_threads() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i64 @get_parallel_chunksize() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

declare i64 @get_sched_size(i64, i64, ptr, ptr) local_unnamed_addr

declare void @set_parallel_chunksize(i64) local_unnamed_addr

declare ptr @allocate_sched(i64) local_unnamed_addr

declare ptr @do_scheduling_unsigned(i64, ptr, ptr, i64, ptr, i64) local_unnamed_addr

declare void @deallocate_sched(ptr) local_unnamed_addr

define ptr @_ZN7cpython7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.prange_rows, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 56
  %.35.fca.6.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 64
  %.35.fca.6.1.load = load i64, ptr %sunkaddr5, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr6 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr6, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr8, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 48
  %.60.fca.6.0.load = load i64, ptr %sunkaddr9, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 %.60.fca.6.0.load) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !19

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.78)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
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

define double @cfunc._ZN7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 6
  %.13 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.14 = call i32 @_ZN7kernels11prange_rowsB3v16B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 %.13) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !19

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare ptr @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f6016a68b50B3v21B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr %args, ptr %dims, ptr %steps, ptr %data) {
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
  %.14 = getelementptr i8, ptr %dims, i64 40
  %.15 = load i64, ptr %.14, align 8
  %data.1 = load ptr, ptr %args, align 8
  %.16 = load i64, ptr %steps, align 8
  %step.ptr = getelementptr i8, ptr %steps, i64 32
  %.17 = load i64, ptr %step.ptr, align 8
  %data.ptr.1 = getelementptr i8, ptr %args, i64 8
  %data.2 = load ptr, ptr %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i8, ptr %steps, i64 8
  %.18 = load i64, ptr %core.step.ptr.1, align 8
  %step.ptr.1 = getelementptr i8, ptr %steps, i64 40
  %.19 = load i64, ptr %step.ptr.1, align 8
  %step.ptr.2 = getelementptr i8, ptr %steps, i64 48
  %.20 = load i64, ptr %step.ptr.2, align 8
  %data.ptr.2 = getelementptr i8, ptr %args, i64 16
  %data.3 = load ptr, ptr %data.ptr.2, align 8
  %core.step.ptr.2 = getelementptr i8, ptr %steps, i64 16
  %.21 = load i64, ptr %core.step.ptr.2, align 8
  %step.ptr.3 = getelementptr i8, ptr %steps, i64 56
  %.22 = load i64, ptr %step.ptr.3, align 8
  %data.ptr.3 = getelementptr i8, ptr %args, i64 24
  %data.4 = load ptr, ptr %data.ptr.3, align 8
  %core.step.ptr.3 = getelementptr i8, ptr %steps, i64 24
  %.23 = load i64, ptr %core.step.ptr.3, align 8
  %step.ptr.4 = getelementptr i8, ptr %steps, i64 64
  %.24 = load i64, ptr %step.ptr.4, align 8
  %.140 = alloca ptr, align 8
  %excinfo = alloca ptr, align 8
  %.166 = alloca i32, align 4
  store i32 0, ptr %.166, align 4
  %.2631 = icmp sgt i64 %loopcount, 0
  br i1 %.2631, label %for.body.lr.ph, label %common.ret

for.body.lr.ph:                                   ; preds = %entry
  %.70 = mul nsw i64 %.11, %.9
  br label %for.body

common.ret:                                       ; preds = %.continue, %for.body.endif.thread, %entry
  ret void

for.body:                                         ; preds = %.continue, %for.body.lr.ph
  %lsr.iv14 = phi i64 [ %loopcount, %for.body.lr.ph ], [ %lsr.iv.next, %.continue ]
  %lsr.iv12 = phi ptr [ %data.4, %for.body.lr.ph ], [ %scevgep13, %.continue ]
  %lsr.iv10 = phi ptr [ %data.3, %for.body.lr.ph ], [ %scevgep11, %.continue ]
  %lsr.iv8 = phi ptr [ %data.2, %for.body.lr.ph ], [ %scevgep9, %.continue ]
  %lsr.iv = phi ptr [ %data.1, %for.body.lr.ph ], [ %scevgep, %.continue ]
  %.154 = call i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f6016a68b50B3v21B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.140, ptr nonnull %excinfo, ptr null, ptr null, i64 %.7, i64 8, ptr %lsr.iv, i64 %.7, i64 %.17, ptr null, ptr null, i64 %.70, i64 8, ptr %lsr.iv8, i64 %.9, i64 %.11, i64 %.19, i64 %.20, ptr null, ptr null, i64 %.13, i64 8, ptr %lsr.iv10, i64 %.13, i64 %.22, ptr null, ptr null, i64 %.15, i64 8, ptr %lsr.iv12, i64 %.15, i64 %.24)
  switch i32 %.154, label %for.body.if [
    i32 -2, label %.continue
    i32 0, label %.continue
  ], !prof !20

for.body.if:                                      ; preds = %for.body
  %.162 = icmp sgt i32 %.154, 0
  call void @numba_gil_ensure(ptr nonnull %.166)
  br i1 %.162, label %for.body.if.if, label %for.body.if.endif

for.body.endif.thread:                            ; preds = %for.body.if.endif.endif.endif, %for.body.if.endif.if, %for.body.if.endif
  call void @numba_gil_release(ptr nonnull %.166)
  br label %common.ret

for.body.if.if:                                   ; preds = %for.body.if
  call void @PyErr_Clear()
  unreachable

for.body.if.endif:                                ; preds = %for.body.if
  switch i32 %.154, label %for.body.if.endif.endif.endif [
    i32 -3, label %for.body.if.endif.if
    i32 -1, label %for.body.endif.thread
  ]

for.body.if.endif.if:                             ; preds = %for.body.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %for.body.endif.thread

for.body.if.endif.endif.endif:                    ; preds = %for.body.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.7")
  br label %for.body.endif.thread

.continue:                                        ; preds = %for.body, %for.body
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 %.16
  %scevgep9 = getelementptr i8, ptr %lsr.iv8, i64 %.18
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %.21
  %scevgep13 = getelementptr i8, ptr %lsr.iv12, i64 %.23
  %lsr.iv.next = add i64 %lsr.iv14, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(ptr) local_unnamed_addr

define linkonce_odr noundef i32 @_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f6016a68b50B3v21B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr noalias readnone captures(none) %arg.sched.0, ptr noalias readnone captures(none) %arg.sched.1, i64 %arg.sched.2, i64 %arg.sched.3, ptr noalias readonly captures(none) %arg.sched.4, i64 %arg.sched.5.0, i64 %arg.sched.6.0, ptr noalias readnone captures(none) %arg.X.0, ptr noalias readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr noalias readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1, ptr noalias readnone captures(none) %arg.w.0, ptr noalias readnone captures(none) %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, ptr noalias readonly captures(none) %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0, ptr noalias readnone captures(none) %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.0, ptr noalias readnone captures(none) %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.1, i64 %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.2, i64 %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.3, ptr noalias captures(none) %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.4, i64 %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.5.0, i64 %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.6.0) local_unnamed_addr {
B0.endif:
  %const = bitcast i64 9223372036854775792 to i64
  %.93 = tail call i64 @get_thread_id()
  %.113 = icmp slt i64 %.93, 0
  %.114 = select i1 %.113, i64 %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.5.0, i64 0
  %0 = getelementptr double, ptr %arg.sum__parallel__impl____locals____sum__1__v20__val__arr.4, i64 %.93
  %.128 = getelementptr double, ptr %0, i64 %.114
  %.129 = load double, ptr %.128, align 8
  %.169 = load i64, ptr %arg.sched.4, align 8
  %.207 = getelementptr i8, ptr %arg.sched.4, i64 8
  %.208 = load i64, ptr %.207, align 8
  %reass.sub = sub i64 %.208, %.169
  %const_mat = add i64 %const, 15
  %.380277291 = icmp ult i64 %reass.sub, %const_mat
  br i1 %.380277291, label %B212.endif.lr.ph, label %B932

B212.endif.lr.ph:                                 ; preds = %B0.endif
  %.532265.not = icmp slt i64 %arg.X.5.1, 1
  br i1 %.532265.not, label %B212.endif.lr.ph.split, label %B212.endif.us.preheader

B212.endif.us.preheader:                          ; preds = %B212.endif.lr.ph
  %.299 = add nuw nsw i64 %reass.sub, 1
  %xtraiter = and i64 %arg.X.5.1, 7
  %1 = shl i64 %arg.X.5.1, 3
  %2 = mul i64 %.169, %1
  %3 = getelementptr i8, ptr %arg.X.4, i64 %2
  %4 = icmp samesign ult i64 %arg.X.5.1, 8
  br i1 %4, label %B212.endif.us.us.preheader, label %B212.endif.us.preheader.split

B212.endif.us.us.preheader:                       ; preds = %B212.endif.us.preheader
  %xtraiter48 = and i64 %.299, 7
  %lcmp.mod49.not = icmp eq i64 %xtraiter48, 0
  br i1 %lcmp.mod49.not, label %B212.endif.us.us.prol.loopexit, label %B212.endif.us.us.prol.preheader

B212.endif.us.us.prol.preheader:                  ; preds = %B212.endif.us.us.preheader
  br label %B212.endif.us.us.prol

B212.endif.us.us.prol:                            ; preds = %B212.endif.us.us.prol.preheader, %B929.B931_crit_edge.us.loopexit.us.prol
  %lsr.iv38.us.prol = phi ptr [ %scevgep39.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ], [ %3, %B212.endif.us.us.prol.preheader ]
  %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us.prol = phi double [ %.725.us.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ], [ %.129, %B212.endif.us.us.prol.preheader ]
  %.379271279.us.us.prol = phi i64 [ %.389.us.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ], [ %.299, %B212.endif.us.us.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B929.B931_crit_edge.us.loopexit.us.prol ], [ 0, %B212.endif.us.us.prol.preheader ]
  br label %B930.us.epil.us.prol

B930.us.epil.us.prol:                             ; preds = %B930.us.epil.us.prol, %B212.endif.us.us.prol
  %t.2.1268.us.epil.us.prol = phi double [ 0.000000e+00, %B212.endif.us.us.prol ], [ %.686.us.epil.us.prol, %B930.us.epil.us.prol ]
  %epil.iter.us.prol = phi i64 [ 0, %B212.endif.us.us.prol ], [ %epil.iter.next.us.prol, %B930.us.epil.us.prol ]
  %5 = shl nuw nsw i64 %epil.iter.us.prol, 3
  %scevgep19 = getelementptr i8, ptr %lsr.iv38.us.prol, i64 %5
  %.632.us.epil.us.prol = load double, ptr %scevgep19, align 8
  %6 = shl nuw nsw i64 %epil.iter.us.prol, 3
  %scevgep16 = getelementptr i8, ptr %arg.w.4, i64 %6
  %.668.us.epil.us.prol = load double, ptr %scevgep16, align 8
  %.676.us.epil.us.prol = fmul double %.632.us.epil.us.prol, %.668.us.epil.us.prol
  %.686.us.epil.us.prol = fadd double %t.2.1268.us.epil.us.prol, %.676.us.epil.us.prol
  %epil.iter.next.us.prol = add nuw nsw i64 %epil.iter.us.prol, 1
  %epil.iter.cmp.not.us.prol = icmp eq i64 %xtraiter, %epil.iter.next.us.prol
  br i1 %epil.iter.cmp.not.us.prol, label %B929.B931_crit_edge.us.loopexit.us.prol, label %B930.us.epil.us.prol, !llvm.loop !21

B929.B931_crit_edge.us.loopexit.us.prol:          ; preds = %B930.us.epil.us.prol
  %.389.us.us.prol = add nsw i64 %.379271279.us.us.prol, -1
  %.707.us.us.prol = tail call double @tanh(double %.686.us.epil.us.prol)
  %.717.us.us.prol = fmul double %.707.us.us.prol, %.707.us.us.prol
  %.725.us.us.prol = fadd double %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us.prol, %.717.us.us.prol
  %scevgep39.us.prol = getelementptr i8, ptr %lsr.iv38.us.prol, i64 %1
  %prol.iter.next = add nuw nsw i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter48
  br i1 %prol.iter.cmp.not, label %B212.endif.us.us.prol.loopexit, label %B212.endif.us.us.prol, !llvm.loop !22

B212.endif.us.us.prol.loopexit:                   ; preds = %B929.B931_crit_edge.us.loopexit.us.prol, %B212.endif.us.us.preheader
  %lsr.iv38.us.unr = phi ptr [ %3, %B212.endif.us.us.preheader ], [ %scevgep39.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ]
  %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us.unr = phi double [ %.129, %B212.endif.us.us.preheader ], [ %.725.us.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ]
  %.379271279.us.us.unr = phi i64 [ %.299, %B212.endif.us.us.preheader ], [ %.389.us.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ]
  %.725.us.us.lcssa.unr = phi double [ poison, %B212.endif.us.us.preheader ], [ %.725.us.us.prol, %B929.B931_crit_edge.us.loopexit.us.prol ]
  %7 = icmp ult i64 %reass.sub, 7
  br i1 %7, label %B932, label %B212.endif.us.us.preheader50

B212.endif.us.us.preheader50:                     ; preds = %B212.endif.us.us.prol.loopexit
  %scevgep56 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %1
  %8 = shl nuw nsw i64 %arg.X.5.1, 6
  %9 = shl nuw nsw i64 %arg.X.5.1, 4
  %scevgep61 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %9
  %10 = mul nuw nsw i64 %arg.X.5.1, 24
  %scevgep66 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %10
  %11 = shl nuw nsw i64 %arg.X.5.1, 5
  %scevgep71 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %11
  %12 = mul nuw nsw i64 %arg.X.5.1, 40
  %scevgep76 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %12
  %13 = mul nuw nsw i64 %arg.X.5.1, 48
  %scevgep81 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %13
  %14 = mul nuw nsw i64 %arg.X.5.1, 56
  %scevgep86 = getelementptr i8, ptr %lsr.iv38.us.unr, i64 %14
  br label %B212.endif.us.us

B212.endif.us.us:                                 ; preds = %B929.B931_crit_edge.us.loopexit.us.7, %B212.endif.us.us.preheader50
  %lsr.iv87 = phi ptr [ %scevgep86, %B212.endif.us.us.preheader50 ], [ %scevgep88, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv82 = phi ptr [ %scevgep81, %B212.endif.us.us.preheader50 ], [ %scevgep83, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv77 = phi ptr [ %scevgep76, %B212.endif.us.us.preheader50 ], [ %scevgep78, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv72 = phi ptr [ %scevgep71, %B212.endif.us.us.preheader50 ], [ %scevgep73, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv67 = phi ptr [ %scevgep66, %B212.endif.us.us.preheader50 ], [ %scevgep68, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv62 = phi ptr [ %scevgep61, %B212.endif.us.us.preheader50 ], [ %scevgep63, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv57 = phi ptr [ %scevgep56, %B212.endif.us.us.preheader50 ], [ %scevgep58, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %lsr.iv38.us = phi ptr [ %lsr.iv38.us.unr, %B212.endif.us.us.preheader50 ], [ %scevgep39.us.7, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us = phi double [ %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us.unr, %B212.endif.us.us.preheader50 ], [ %.725.us.us.7, %B929.B931_crit_edge.us.loopexit.us.7 ]
  %.379271279.us.us = phi i64 [ %.379271279.us.us.unr, %B212.endif.us.us.preheader50 ], [ %.389.us.us.7, %B929.B931_crit_edge.us.loopexit.us.7 ]
  br label %B930.us.epil.us

B930.us.epil.us:                                  ; preds = %B930.us.epil.us, %B212.endif.us.us
  %t.2.1268.us.epil.us = phi double [ 0.000000e+00, %B212.endif.us.us ], [ %.686.us.epil.us, %B930.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %B212.endif.us.us ], [ %epil.iter.next.us, %B930.us.epil.us ]
  %15 = shl i64 %epil.iter.us, 3
  %scevgep54 = getelementptr i8, ptr %lsr.iv38.us, i64 %15
  %.632.us.epil.us = load double, ptr %scevgep54, align 8
  %scevgep53 = getelementptr i8, ptr %arg.w.4, i64 %15
  %.668.us.epil.us = load double, ptr %scevgep53, align 8
  %.676.us.epil.us = fmul double %.632.us.epil.us, %.668.us.epil.us
  %.686.us.epil.us = fadd double %t.2.1268.us.epil.us, %.676.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %B930.us.epil.us.1.preheader, label %B930.us.epil.us, !llvm.loop !21

B930.us.epil.us.1.preheader:                      ; preds = %B930.us.epil.us
  br label %B930.us.epil.us.1

B930.us.epil.us.1:                                ; preds = %B930.us.epil.us.1.preheader, %B930.us.epil.us.1
  %t.2.1268.us.epil.us.1 = phi double [ %.686.us.epil.us.1, %B930.us.epil.us.1 ], [ 0.000000e+00, %B930.us.epil.us.1.preheader ]
  %epil.iter.us.1 = phi i64 [ %epil.iter.next.us.1, %B930.us.epil.us.1 ], [ 0, %B930.us.epil.us.1.preheader ]
  %16 = shl i64 %epil.iter.us.1, 3
  %scevgep59 = getelementptr i8, ptr %lsr.iv57, i64 %16
  %.632.us.epil.us.1 = load double, ptr %scevgep59, align 8
  %scevgep55 = getelementptr i8, ptr %arg.w.4, i64 %16
  %.668.us.epil.us.1 = load double, ptr %scevgep55, align 8
  %.676.us.epil.us.1 = fmul double %.632.us.epil.us.1, %.668.us.epil.us.1
  %.686.us.epil.us.1 = fadd double %t.2.1268.us.epil.us.1, %.676.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %B930.us.epil.us.2.preheader, label %B930.us.epil.us.1, !llvm.loop !21

B930.us.epil.us.2.preheader:                      ; preds = %B930.us.epil.us.1
  br label %B930.us.epil.us.2

B930.us.epil.us.2:                                ; preds = %B930.us.epil.us.2.preheader, %B930.us.epil.us.2
  %t.2.1268.us.epil.us.2 = phi double [ %.686.us.epil.us.2, %B930.us.epil.us.2 ], [ 0.000000e+00, %B930.us.epil.us.2.preheader ]
  %epil.iter.us.2 = phi i64 [ %epil.iter.next.us.2, %B930.us.epil.us.2 ], [ 0, %B930.us.epil.us.2.preheader ]
  %17 = shl i64 %epil.iter.us.2, 3
  %scevgep64 = getelementptr i8, ptr %lsr.iv62, i64 %17
  %.632.us.epil.us.2 = load double, ptr %scevgep64, align 8
  %scevgep60 = getelementptr i8, ptr %arg.w.4, i64 %17
  %.668.us.epil.us.2 = load double, ptr %scevgep60, align 8
  %.676.us.epil.us.2 = fmul double %.632.us.epil.us.2, %.668.us.epil.us.2
  %.686.us.epil.us.2 = fadd double %t.2.1268.us.epil.us.2, %.676.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %B930.us.epil.us.3.preheader, label %B930.us.epil.us.2, !llvm.loop !21

B930.us.epil.us.3.preheader:                      ; preds = %B930.us.epil.us.2
  br label %B930.us.epil.us.3

B930.us.epil.us.3:                                ; preds = %B930.us.epil.us.3.preheader, %B930.us.epil.us.3
  %t.2.1268.us.epil.us.3 = phi double [ %.686.us.epil.us.3, %B930.us.epil.us.3 ], [ 0.000000e+00, %B930.us.epil.us.3.preheader ]
  %epil.iter.us.3 = phi i64 [ %epil.iter.next.us.3, %B930.us.epil.us.3 ], [ 0, %B930.us.epil.us.3.preheader ]
  %18 = shl i64 %epil.iter.us.3, 3
  %scevgep69 = getelementptr i8, ptr %lsr.iv67, i64 %18
  %.632.us.epil.us.3 = load double, ptr %scevgep69, align 8
  %scevgep65 = getelementptr i8, ptr %arg.w.4, i64 %18
  %.668.us.epil.us.3 = load double, ptr %scevgep65, align 8
  %.676.us.epil.us.3 = fmul double %.632.us.epil.us.3, %.668.us.epil.us.3
  %.686.us.epil.us.3 = fadd double %t.2.1268.us.epil.us.3, %.676.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %B930.us.epil.us.4.preheader, label %B930.us.epil.us.3, !llvm.loop !21

B930.us.epil.us.4.preheader:                      ; preds = %B930.us.epil.us.3
  br label %B930.us.epil.us.4

B930.us.epil.us.4:                                ; preds = %B930.us.epil.us.4.preheader, %B930.us.epil.us.4
  %t.2.1268.us.epil.us.4 = phi double [ %.686.us.epil.us.4, %B930.us.epil.us.4 ], [ 0.000000e+00, %B930.us.epil.us.4.preheader ]
  %epil.iter.us.4 = phi i64 [ %epil.iter.next.us.4, %B930.us.epil.us.4 ], [ 0, %B930.us.epil.us.4.preheader ]
  %19 = shl i64 %epil.iter.us.4, 3
  %scevgep74 = getelementptr i8, ptr %lsr.iv72, i64 %19
  %.632.us.epil.us.4 = load double, ptr %scevgep74, align 8
  %scevgep70 = getelementptr i8, ptr %arg.w.4, i64 %19
  %.668.us.epil.us.4 = load double, ptr %scevgep70, align 8
  %.676.us.epil.us.4 = fmul double %.632.us.epil.us.4, %.668.us.epil.us.4
  %.686.us.epil.us.4 = fadd double %t.2.1268.us.epil.us.4, %.676.us.epil.us.4
  %epil.iter.next.us.4 = add nuw nsw i64 %epil.iter.us.4, 1
  %epil.iter.cmp.not.us.4 = icmp eq i64 %xtraiter, %epil.iter.next.us.4
  br i1 %epil.iter.cmp.not.us.4, label %B930.us.epil.us.5.preheader, label %B930.us.epil.us.4, !llvm.loop !21

B930.us.epil.us.5.preheader:                      ; preds = %B930.us.epil.us.4
  br label %B930.us.epil.us.5

B930.us.epil.us.5:                                ; preds = %B930.us.epil.us.5.preheader, %B930.us.epil.us.5
  %t.2.1268.us.epil.us.5 = phi double [ %.686.us.epil.us.5, %B930.us.epil.us.5 ], [ 0.000000e+00, %B930.us.epil.us.5.preheader ]
  %epil.iter.us.5 = phi i64 [ %epil.iter.next.us.5, %B930.us.epil.us.5 ], [ 0, %B930.us.epil.us.5.preheader ]
  %20 = shl i64 %epil.iter.us.5, 3
  %scevgep79 = getelementptr i8, ptr %lsr.iv77, i64 %20
  %.632.us.epil.us.5 = load double, ptr %scevgep79, align 8
  %scevgep75 = getelementptr i8, ptr %arg.w.4, i64 %20
  %.668.us.epil.us.5 = load double, ptr %scevgep75, align 8
  %.676.us.epil.us.5 = fmul double %.632.us.epil.us.5, %.668.us.epil.us.5
  %.686.us.epil.us.5 = fadd double %t.2.1268.us.epil.us.5, %.676.us.epil.us.5
  %epil.iter.next.us.5 = add nuw nsw i64 %epil.iter.us.5, 1
  %epil.iter.cmp.not.us.5 = icmp eq i64 %xtraiter, %epil.iter.next.us.5
  br i1 %epil.iter.cmp.not.us.5, label %B930.us.epil.us.6.preheader, label %B930.us.epil.us.5, !llvm.loop !21

B930.us.epil.us.6.preheader:                      ; preds = %B930.us.epil.us.5
  br label %B930.us.epil.us.6

B930.us.epil.us.6:                                ; preds = %B930.us.epil.us.6.preheader, %B930.us.epil.us.6
  %t.2.1268.us.epil.us.6 = phi double [ %.686.us.epil.us.6, %B930.us.epil.us.6 ], [ 0.000000e+00, %B930.us.epil.us.6.preheader ]
  %epil.iter.us.6 = phi i64 [ %epil.iter.next.us.6, %B930.us.epil.us.6 ], [ 0, %B930.us.epil.us.6.preheader ]
  %21 = shl i64 %epil.iter.us.6, 3
  %scevgep84 = getelementptr i8, ptr %lsr.iv82, i64 %21
  %.632.us.epil.us.6 = load double, ptr %scevgep84, align 8
  %scevgep80 = getelementptr i8, ptr %arg.w.4, i64 %21
  %.668.us.epil.us.6 = load double, ptr %scevgep80, align 8
  %.676.us.epil.us.6 = fmul double %.632.us.epil.us.6, %.668.us.epil.us.6
  %.686.us.epil.us.6 = fadd double %t.2.1268.us.epil.us.6, %.676.us.epil.us.6
  %epil.iter.next.us.6 = add nuw nsw i64 %epil.iter.us.6, 1
  %epil.iter.cmp.not.us.6 = icmp eq i64 %xtraiter, %epil.iter.next.us.6
  br i1 %epil.iter.cmp.not.us.6, label %B930.us.epil.us.7.preheader, label %B930.us.epil.us.6, !llvm.loop !21

B930.us.epil.us.7.preheader:                      ; preds = %B930.us.epil.us.6
  br label %B930.us.epil.us.7

B930.us.epil.us.7:                                ; preds = %B930.us.epil.us.7.preheader, %B930.us.epil.us.7
  %t.2.1268.us.epil.us.7 = phi double [ %.686.us.epil.us.7, %B930.us.epil.us.7 ], [ 0.000000e+00, %B930.us.epil.us.7.preheader ]
  %epil.iter.us.7 = phi i64 [ %epil.iter.next.us.7, %B930.us.epil.us.7 ], [ 0, %B930.us.epil.us.7.preheader ]
  %22 = shl i64 %epil.iter.us.7, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %22
  %.632.us.epil.us.7 = load double, ptr %scevgep89, align 8
  %scevgep85 = getelementptr i8, ptr %arg.w.4, i64 %22
  %.668.us.epil.us.7 = load double, ptr %scevgep85, align 8
  %.676.us.epil.us.7 = fmul double %.632.us.epil.us.7, %.668.us.epil.us.7
  %.686.us.epil.us.7 = fadd double %t.2.1268.us.epil.us.7, %.676.us.epil.us.7
  %epil.iter.next.us.7 = add nuw nsw i64 %epil.iter.us.7, 1
  %epil.iter.cmp.not.us.7 = icmp eq i64 %xtraiter, %epil.iter.next.us.7
  br i1 %epil.iter.cmp.not.us.7, label %B929.B931_crit_edge.us.loopexit.us.7, label %B930.us.epil.us.7, !llvm.loop !21

B929.B931_crit_edge.us.loopexit.us.7:             ; preds = %B930.us.epil.us.7
  %.707.us.us = tail call double @tanh(double %.686.us.epil.us)
  %.717.us.us = fmul double %.707.us.us, %.707.us.us
  %.725.us.us = fadd double %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us, %.717.us.us
  %scevgep39.us = getelementptr i8, ptr %lsr.iv38.us, i64 %1
  %.707.us.us.1 = tail call double @tanh(double %.686.us.epil.us.1)
  %.717.us.us.1 = fmul double %.707.us.us.1, %.707.us.us.1
  %.725.us.us.1 = fadd double %.725.us.us, %.717.us.us.1
  %scevgep39.us.1 = getelementptr i8, ptr %scevgep39.us, i64 %1
  %.707.us.us.2 = tail call double @tanh(double %.686.us.epil.us.2)
  %.717.us.us.2 = fmul double %.707.us.us.2, %.707.us.us.2
  %.725.us.us.2 = fadd double %.725.us.us.1, %.717.us.us.2
  %scevgep39.us.2 = getelementptr i8, ptr %scevgep39.us.1, i64 %1
  %.707.us.us.3 = tail call double @tanh(double %.686.us.epil.us.3)
  %.717.us.us.3 = fmul double %.707.us.us.3, %.707.us.us.3
  %.725.us.us.3 = fadd double %.725.us.us.2, %.717.us.us.3
  %scevgep39.us.3 = getelementptr i8, ptr %scevgep39.us.2, i64 %1
  %.707.us.us.4 = tail call double @tanh(double %.686.us.epil.us.4)
  %.717.us.us.4 = fmul double %.707.us.us.4, %.707.us.us.4
  %.725.us.us.4 = fadd double %.725.us.us.3, %.717.us.us.4
  %scevgep39.us.4 = getelementptr i8, ptr %scevgep39.us.3, i64 %1
  %.707.us.us.5 = tail call double @tanh(double %.686.us.epil.us.5)
  %.717.us.us.5 = fmul double %.707.us.us.5, %.707.us.us.5
  %.725.us.us.5 = fadd double %.725.us.us.4, %.717.us.us.5
  %scevgep39.us.5 = getelementptr i8, ptr %scevgep39.us.4, i64 %1
  %.707.us.us.6 = tail call double @tanh(double %.686.us.epil.us.6)
  %.717.us.us.6 = fmul double %.707.us.us.6, %.707.us.us.6
  %.725.us.us.6 = fadd double %.725.us.us.5, %.717.us.us.6
  %scevgep39.us.6 = getelementptr i8, ptr %scevgep39.us.5, i64 %1
  %.389.us.us.7 = add nsw i64 %.379271279.us.us, -8
  %.707.us.us.7 = tail call double @tanh(double %.686.us.epil.us.7)
  %.717.us.us.7 = fmul double %.707.us.us.7, %.707.us.us.7
  %.725.us.us.7 = fadd double %.725.us.us.6, %.717.us.us.7
  %scevgep39.us.7 = getelementptr i8, ptr %scevgep39.us.6, i64 %1
  %scevgep58 = getelementptr i8, ptr %lsr.iv57, i64 %8
  %scevgep63 = getelementptr i8, ptr %lsr.iv62, i64 %8
  %scevgep68 = getelementptr i8, ptr %lsr.iv67, i64 %8
  %scevgep73 = getelementptr i8, ptr %lsr.iv72, i64 %8
  %scevgep78 = getelementptr i8, ptr %lsr.iv77, i64 %8
  %scevgep83 = getelementptr i8, ptr %lsr.iv82, i64 %8
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %8
  %.380.us.us.7 = icmp sgt i64 %.379271279.us.us, 8
  br i1 %.380.us.us.7, label %B212.endif.us.us, label %B932

B212.endif.us.preheader.split:                    ; preds = %B212.endif.us.preheader
  %scevgep = getelementptr i8, ptr %3, i64 56
  %23 = icmp eq i64 %xtraiter, 0
  br i1 %23, label %B212.endif.us.us1.preheader, label %B212.endif.us.preheader18

B212.endif.us.us1.preheader:                      ; preds = %B212.endif.us.preheader.split
  %24 = add nsw i64 %arg.X.5.1, -8
  %25 = lshr i64 %24, 3
  %26 = add nuw nsw i64 %25, 1
  %scevgep92 = getelementptr i8, ptr %3, i64 120
  %27 = and i64 %1, -128
  %28 = lshr i64 %26, 1
  %29 = shl nuw nsw i64 %28, 1
  br label %B212.endif.us.us1

B212.endif.us.preheader18:                        ; preds = %B212.endif.us.preheader.split
  %30 = and i64 %1, -64
  %scevgep35 = getelementptr i8, ptr %arg.w.4, i64 %30
  %31 = add nsw i64 %arg.X.5.1, -8
  %32 = lshr i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %scevgep221 = getelementptr i8, ptr %3, i64 %30
  %34 = and i64 %arg.X.5.1, %const
  %35 = lshr i64 %33, 1
  %36 = shl nuw nsw i64 %35, 1
  br label %B212.endif.us

B212.endif.us.us1:                                ; preds = %B929.B931_crit_edge.us.unr-lcssa.us, %B212.endif.us.us1.preheader
  %lsr.iv93 = phi ptr [ %scevgep92, %B212.endif.us.us1.preheader ], [ %scevgep94, %B929.B931_crit_edge.us.unr-lcssa.us ]
  %lsr.iv.us3 = phi ptr [ %scevgep, %B212.endif.us.us1.preheader ], [ %scevgep3.us12, %B929.B931_crit_edge.us.unr-lcssa.us ]
  %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us4 = phi double [ %.129, %B212.endif.us.us1.preheader ], [ %.725.us.us11, %B929.B931_crit_edge.us.unr-lcssa.us ]
  %.379271279.us.us5 = phi i64 [ %.299, %B212.endif.us.us1.preheader ], [ %.389.us.us8, %B929.B931_crit_edge.us.unr-lcssa.us ]
  %37 = icmp eq i64 %24, 0
  br i1 %37, label %B930.us.us.epil.preheader, label %B930.us.us.preheader

B930.us.us.preheader:                             ; preds = %B212.endif.us.us1
  br label %B930.us.us

B930.us.us:                                       ; preds = %B930.us.us.preheader, %B930.us.us
  %lsr.iv121 = phi i64 [ %29, %B930.us.us.preheader ], [ %lsr.iv.next122, %B930.us.us ]
  %lsr.iv22 = phi i64 [ %lsr.iv.next23, %B930.us.us ], [ 0, %B930.us.us.preheader ]
  %t.2.1268.us.us = phi double [ %.686.us.7.us.1, %B930.us.us ], [ 0.000000e+00, %B930.us.us.preheader ]
  %scevgep113 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep133 = getelementptr i8, ptr %scevgep113, i64 -64
  %scevgep132 = getelementptr i8, ptr %scevgep113, i64 -120
  %.632.us.us = load double, ptr %scevgep132, align 8
  %sunkaddr = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %.668.us.us = load double, ptr %sunkaddr, align 8
  %.676.us.us = fmul double %.632.us.us, %.668.us.us
  %.686.us.us = fadd double %t.2.1268.us.us, %.676.us.us
  %scevgep119 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep120 = getelementptr i8, ptr %scevgep119, i64 -112
  %.632.us.1.us = load double, ptr %scevgep120, align 8
  %sunkaddr209 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr210 = getelementptr i8, ptr %sunkaddr209, i64 8
  %.668.us.1.us = load double, ptr %sunkaddr210, align 8
  %.676.us.1.us = fmul double %.632.us.1.us, %.668.us.1.us
  %.686.us.1.us = fadd double %.686.us.us, %.676.us.1.us
  %scevgep116 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep118 = getelementptr i8, ptr %scevgep116, i64 -104
  %.632.us.2.us = load double, ptr %scevgep118, align 8
  %sunkaddr211 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr212 = getelementptr i8, ptr %sunkaddr211, i64 16
  %.668.us.2.us = load double, ptr %sunkaddr212, align 8
  %.676.us.2.us = fmul double %.632.us.2.us, %.668.us.2.us
  %.686.us.2.us = fadd double %.686.us.1.us, %.676.us.2.us
  %scevgep114 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep115 = getelementptr i8, ptr %scevgep114, i64 -96
  %.632.us.3.us = load double, ptr %scevgep115, align 8
  %sunkaddr213 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 24
  %.668.us.3.us = load double, ptr %sunkaddr214, align 8
  %.676.us.3.us = fmul double %.632.us.3.us, %.668.us.3.us
  %.686.us.3.us = fadd double %.686.us.2.us, %.676.us.3.us
  %scevgep110 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep112 = getelementptr i8, ptr %scevgep110, i64 -88
  %.632.us.4.us = load double, ptr %scevgep112, align 8
  %sunkaddr215 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 32
  %.668.us.4.us = load double, ptr %sunkaddr216, align 8
  %.676.us.4.us = fmul double %.632.us.4.us, %.668.us.4.us
  %.686.us.4.us = fadd double %.686.us.3.us, %.676.us.4.us
  %scevgep108 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep109 = getelementptr i8, ptr %scevgep108, i64 -80
  %.632.us.5.us = load double, ptr %scevgep109, align 8
  %sunkaddr217 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr218 = getelementptr i8, ptr %sunkaddr217, i64 40
  %.668.us.5.us = load double, ptr %sunkaddr218, align 8
  %.676.us.5.us = fmul double %.632.us.5.us, %.668.us.5.us
  %.686.us.5.us = fadd double %.686.us.4.us, %.676.us.5.us
  %scevgep106 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep107 = getelementptr i8, ptr %scevgep106, i64 -72
  %.632.us.6.us = load double, ptr %scevgep107, align 8
  %sunkaddr219 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr220 = getelementptr i8, ptr %sunkaddr219, i64 48
  %.668.us.6.us = load double, ptr %sunkaddr220, align 8
  %.676.us.6.us = fmul double %.632.us.6.us, %.668.us.6.us
  %.686.us.6.us = fadd double %.686.us.5.us, %.676.us.6.us
  %.632.us.7.us = load double, ptr %scevgep133, align 8
  %sunkaddr221 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr222 = getelementptr i8, ptr %sunkaddr221, i64 56
  %.668.us.7.us = load double, ptr %sunkaddr222, align 8
  %.676.us.7.us = fmul double %.632.us.7.us, %.668.us.7.us
  %.686.us.7.us = fadd double %.686.us.6.us, %.676.us.7.us
  %scevgep103 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep105 = getelementptr i8, ptr %scevgep103, i64 -56
  %.632.us.us.1 = load double, ptr %scevgep105, align 8
  %sunkaddr223 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr224 = getelementptr i8, ptr %sunkaddr223, i64 64
  %.668.us.us.1 = load double, ptr %sunkaddr224, align 8
  %.676.us.us.1 = fmul double %.632.us.us.1, %.668.us.us.1
  %.686.us.us.1 = fadd double %.686.us.7.us, %.676.us.us.1
  %scevgep101 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep102 = getelementptr i8, ptr %scevgep101, i64 -48
  %.632.us.1.us.1 = load double, ptr %scevgep102, align 8
  %sunkaddr225 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr226 = getelementptr i8, ptr %sunkaddr225, i64 72
  %.668.us.1.us.1 = load double, ptr %sunkaddr226, align 8
  %.676.us.1.us.1 = fmul double %.632.us.1.us.1, %.668.us.1.us.1
  %.686.us.1.us.1 = fadd double %.686.us.us.1, %.676.us.1.us.1
  %scevgep98 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep99 = getelementptr i8, ptr %scevgep98, i64 -40
  %.632.us.2.us.1 = load double, ptr %scevgep99, align 8
  %sunkaddr227 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr228 = getelementptr i8, ptr %sunkaddr227, i64 80
  %.668.us.2.us.1 = load double, ptr %sunkaddr228, align 8
  %.676.us.2.us.1 = fmul double %.632.us.2.us.1, %.668.us.2.us.1
  %.686.us.2.us.1 = fadd double %.686.us.1.us.1, %.676.us.2.us.1
  %scevgep95 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep97 = getelementptr i8, ptr %scevgep95, i64 -32
  %.632.us.3.us.1 = load double, ptr %scevgep97, align 8
  %sunkaddr229 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr230 = getelementptr i8, ptr %sunkaddr229, i64 88
  %.668.us.3.us.1 = load double, ptr %sunkaddr230, align 8
  %.676.us.3.us.1 = fmul double %.632.us.3.us.1, %.668.us.3.us.1
  %.686.us.3.us.1 = fadd double %.686.us.2.us.1, %.676.us.3.us.1
  %scevgep87 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep91 = getelementptr i8, ptr %scevgep87, i64 -24
  %.632.us.4.us.1 = load double, ptr %scevgep91, align 8
  %sunkaddr231 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 96
  %.668.us.4.us.1 = load double, ptr %sunkaddr232, align 8
  %.676.us.4.us.1 = fmul double %.632.us.4.us.1, %.668.us.4.us.1
  %.686.us.4.us.1 = fadd double %.686.us.3.us.1, %.676.us.4.us.1
  %scevgep72 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep77 = getelementptr i8, ptr %scevgep72, i64 -16
  %.632.us.5.us.1 = load double, ptr %scevgep77, align 8
  %sunkaddr233 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr234 = getelementptr i8, ptr %sunkaddr233, i64 104
  %.668.us.5.us.1 = load double, ptr %sunkaddr234, align 8
  %.676.us.5.us.1 = fmul double %.632.us.5.us.1, %.668.us.5.us.1
  %.686.us.5.us.1 = fadd double %.686.us.4.us.1, %.676.us.5.us.1
  %scevgep62 = getelementptr i8, ptr %lsr.iv93, i64 %lsr.iv22
  %scevgep67 = getelementptr i8, ptr %scevgep62, i64 -8
  %.632.us.6.us.1 = load double, ptr %scevgep67, align 8
  %sunkaddr235 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr236 = getelementptr i8, ptr %sunkaddr235, i64 112
  %.668.us.6.us.1 = load double, ptr %sunkaddr236, align 8
  %.676.us.6.us.1 = fmul double %.632.us.6.us.1, %.668.us.6.us.1
  %.686.us.6.us.1 = fadd double %.686.us.5.us.1, %.676.us.6.us.1
  %.632.us.7.us.1 = load double, ptr %scevgep113, align 8
  %sunkaddr237 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv22
  %sunkaddr238 = getelementptr i8, ptr %sunkaddr237, i64 120
  %.668.us.7.us.1 = load double, ptr %sunkaddr238, align 8
  %.676.us.7.us.1 = fmul double %.632.us.7.us.1, %.668.us.7.us.1
  %.686.us.7.us.1 = fadd double %.686.us.6.us.1, %.676.us.7.us.1
  %lsr.iv.next23 = add i64 %lsr.iv22, 128
  %lsr.iv.next122 = add i64 %lsr.iv121, -2
  %niter47.ncmp.1 = icmp eq i64 %lsr.iv.next122, 0
  br i1 %niter47.ncmp.1, label %B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa, label %B930.us.us

B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa:    ; preds = %B930.us.us
  %38 = and i64 %24, 8
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %B930.us.us.epil.preheader, label %B929.B931_crit_edge.us.unr-lcssa.us

B930.us.us.epil.preheader:                        ; preds = %B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa, %B212.endif.us.us1
  %t.2.1268.us.us.epil.init = phi double [ 0.000000e+00, %B212.endif.us.us1 ], [ %.686.us.7.us.1, %B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa ]
  %scevgep17.us.epil = getelementptr i8, ptr %lsr.iv.us3, i64 %27
  %scevgep18.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -56
  %.632.us.us.epil = load double, ptr %scevgep18.us.epil, align 8
  %sunkaddr239 = getelementptr i8, ptr %arg.w.4, i64 %27
  %.668.us.us.epil = load double, ptr %sunkaddr239, align 8
  %.676.us.us.epil = fmul double %.632.us.us.epil, %.668.us.us.epil
  %.686.us.us.epil = fadd double %t.2.1268.us.us.epil.init, %.676.us.us.epil
  %scevgep16.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -48
  %.632.us.1.us.epil = load double, ptr %scevgep16.us.epil, align 8
  %sunkaddr240 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr241 = getelementptr i8, ptr %sunkaddr240, i64 8
  %.668.us.1.us.epil = load double, ptr %sunkaddr241, align 8
  %.676.us.1.us.epil = fmul double %.632.us.1.us.epil, %.668.us.1.us.epil
  %.686.us.1.us.epil = fadd double %.686.us.us.epil, %.676.us.1.us.epil
  %scevgep14.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -40
  %.632.us.2.us.epil = load double, ptr %scevgep14.us.epil, align 8
  %sunkaddr242 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr243 = getelementptr i8, ptr %sunkaddr242, i64 16
  %.668.us.2.us.epil = load double, ptr %sunkaddr243, align 8
  %.676.us.2.us.epil = fmul double %.632.us.2.us.epil, %.668.us.2.us.epil
  %.686.us.2.us.epil = fadd double %.686.us.1.us.epil, %.676.us.2.us.epil
  %scevgep12.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -32
  %.632.us.3.us.epil = load double, ptr %scevgep12.us.epil, align 8
  %sunkaddr244 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr246 = getelementptr i8, ptr %sunkaddr244, i64 24
  %.668.us.3.us.epil = load double, ptr %sunkaddr246, align 8
  %.676.us.3.us.epil = fmul double %.632.us.3.us.epil, %.668.us.3.us.epil
  %.686.us.3.us.epil = fadd double %.686.us.2.us.epil, %.676.us.3.us.epil
  %scevgep10.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -24
  %.632.us.4.us.epil = load double, ptr %scevgep10.us.epil, align 8
  %sunkaddr247 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr248 = getelementptr i8, ptr %sunkaddr247, i64 32
  %.668.us.4.us.epil = load double, ptr %sunkaddr248, align 8
  %.676.us.4.us.epil = fmul double %.632.us.4.us.epil, %.668.us.4.us.epil
  %.686.us.4.us.epil = fadd double %.686.us.3.us.epil, %.676.us.4.us.epil
  %scevgep8.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -16
  %.632.us.5.us.epil = load double, ptr %scevgep8.us.epil, align 8
  %sunkaddr249 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 40
  %.668.us.5.us.epil = load double, ptr %sunkaddr250, align 8
  %.676.us.5.us.epil = fmul double %.632.us.5.us.epil, %.668.us.5.us.epil
  %.686.us.5.us.epil = fadd double %.686.us.4.us.epil, %.676.us.5.us.epil
  %scevgep6.us.epil = getelementptr i8, ptr %scevgep17.us.epil, i64 -8
  %.632.us.6.us.epil = load double, ptr %scevgep6.us.epil, align 8
  %sunkaddr251 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr252 = getelementptr i8, ptr %sunkaddr251, i64 48
  %.668.us.6.us.epil = load double, ptr %sunkaddr252, align 8
  %.676.us.6.us.epil = fmul double %.632.us.6.us.epil, %.668.us.6.us.epil
  %.686.us.6.us.epil = fadd double %.686.us.5.us.epil, %.676.us.6.us.epil
  %.632.us.7.us.epil = load double, ptr %scevgep17.us.epil, align 8
  %sunkaddr253 = getelementptr i8, ptr %arg.w.4, i64 %27
  %sunkaddr254 = getelementptr i8, ptr %sunkaddr253, i64 56
  %.668.us.7.us.epil = load double, ptr %sunkaddr254, align 8
  %.676.us.7.us.epil = fmul double %.632.us.7.us.epil, %.668.us.7.us.epil
  %.686.us.7.us.epil = fadd double %.686.us.6.us.epil, %.676.us.7.us.epil
  br label %B929.B931_crit_edge.us.unr-lcssa.us

B929.B931_crit_edge.us.unr-lcssa.us:              ; preds = %B930.us.us.epil.preheader, %B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa
  %.686.us.7.us.lcssa = phi double [ %.686.us.7.us.1, %B929.B931_crit_edge.us.unr-lcssa.us.unr-lcssa ], [ %.686.us.7.us.epil, %B930.us.us.epil.preheader ]
  %.389.us.us8 = add nsw i64 %.379271279.us.us5, -1
  %.707.us.us9 = tail call double @tanh(double %.686.us.7.us.lcssa)
  %.717.us.us10 = fmul double %.707.us.us9, %.707.us.us9
  %.725.us.us11 = fadd double %sum__parallel__impl____locals____sum__1__v20__val.0280.us.us4, %.717.us.us10
  %scevgep3.us12 = getelementptr i8, ptr %lsr.iv.us3, i64 %1
  %scevgep94 = getelementptr i8, ptr %lsr.iv93, i64 %1
  %.380.us.us14 = icmp sgt i64 %.379271279.us.us5, 1
  br i1 %.380.us.us14, label %B212.endif.us.us1, label %B932

B212.endif.us:                                    ; preds = %B929.B931_crit_edge.us.loopexit, %B212.endif.us.preheader18
  %lsr.iv222 = phi ptr [ %scevgep221, %B212.endif.us.preheader18 ], [ %scevgep223, %B929.B931_crit_edge.us.loopexit ]
  %lsr.iv38 = phi ptr [ %3, %B212.endif.us.preheader18 ], [ %scevgep39, %B929.B931_crit_edge.us.loopexit ]
  %lsr.iv = phi ptr [ %scevgep, %B212.endif.us.preheader18 ], [ %scevgep3, %B929.B931_crit_edge.us.loopexit ]
  %sum__parallel__impl____locals____sum__1__v20__val.0280.us = phi double [ %.129, %B212.endif.us.preheader18 ], [ %.725.us, %B929.B931_crit_edge.us.loopexit ]
  %.379271279.us = phi i64 [ %.299, %B212.endif.us.preheader18 ], [ %.389.us, %B929.B931_crit_edge.us.loopexit ]
  %40 = icmp eq i64 %32, 0
  br i1 %40, label %B930.us.epil.preheader, label %B930.us.preheader

B930.us.preheader:                                ; preds = %B212.endif.us
  br label %B930.us

B930.us:                                          ; preds = %B930.us.preheader, %B930.us
  %lsr.iv205 = phi i64 [ %36, %B930.us.preheader ], [ %lsr.iv.next206, %B930.us ]
  %lsr.iv135 = phi i64 [ %lsr.iv.next136, %B930.us ], [ 120, %B930.us.preheader ]
  %t.2.1268.us = phi double [ %.686.us.7.1, %B930.us ], [ 0.000000e+00, %B930.us.preheader ]
  %scevgep210 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep211 = getelementptr i8, ptr %scevgep210, i64 -120
  %scevgep212 = getelementptr i8, ptr %scevgep210, i64 -64
  %.632.us = load double, ptr %scevgep211, align 8
  %scevgep178 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep180 = getelementptr i8, ptr %scevgep178, i64 -120
  %.668.us = load double, ptr %scevgep180, align 8
  %.676.us = fmul double %.632.us, %.668.us
  %.686.us = fadd double %t.2.1268.us, %.676.us
  %scevgep202 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep204 = getelementptr i8, ptr %scevgep202, i64 -112
  %.632.us.1 = load double, ptr %scevgep204, align 8
  %scevgep162 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep163 = getelementptr i8, ptr %scevgep162, i64 -112
  %.668.us.1 = load double, ptr %scevgep163, align 8
  %.676.us.1 = fmul double %.632.us.1, %.668.us.1
  %.686.us.1 = fadd double %.686.us, %.676.us.1
  %scevgep198 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep200 = getelementptr i8, ptr %scevgep198, i64 -104
  %.632.us.2 = load double, ptr %scevgep200, align 8
  %scevgep159 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep160 = getelementptr i8, ptr %scevgep159, i64 -104
  %.668.us.2 = load double, ptr %scevgep160, align 8
  %.676.us.2 = fmul double %.632.us.2, %.668.us.2
  %.686.us.2 = fadd double %.686.us.1, %.676.us.2
  %scevgep194 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep196 = getelementptr i8, ptr %scevgep194, i64 -96
  %.632.us.3 = load double, ptr %scevgep196, align 8
  %scevgep156 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep158 = getelementptr i8, ptr %scevgep156, i64 -96
  %.668.us.3 = load double, ptr %scevgep158, align 8
  %.676.us.3 = fmul double %.632.us.3, %.668.us.3
  %.686.us.3 = fadd double %.686.us.2, %.676.us.3
  %scevgep190 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep192 = getelementptr i8, ptr %scevgep190, i64 -88
  %.632.us.4 = load double, ptr %scevgep192, align 8
  %scevgep152 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep154 = getelementptr i8, ptr %scevgep152, i64 -88
  %.668.us.4 = load double, ptr %scevgep154, align 8
  %.676.us.4 = fmul double %.632.us.4, %.668.us.4
  %.686.us.4 = fadd double %.686.us.3, %.676.us.4
  %scevgep186 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep188 = getelementptr i8, ptr %scevgep186, i64 -80
  %.632.us.5 = load double, ptr %scevgep188, align 8
  %scevgep148 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep150 = getelementptr i8, ptr %scevgep148, i64 -80
  %.668.us.5 = load double, ptr %scevgep150, align 8
  %.676.us.5 = fmul double %.632.us.5, %.668.us.5
  %.686.us.5 = fadd double %.686.us.4, %.676.us.5
  %scevgep183 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep185 = getelementptr i8, ptr %scevgep183, i64 -72
  %.632.us.6 = load double, ptr %scevgep185, align 8
  %scevgep144 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep146 = getelementptr i8, ptr %scevgep144, i64 -72
  %.668.us.6 = load double, ptr %scevgep146, align 8
  %.676.us.6 = fmul double %.632.us.6, %.668.us.6
  %.686.us.6 = fadd double %.686.us.5, %.676.us.6
  %.632.us.7 = load double, ptr %scevgep212, align 8
  %scevgep140 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep142 = getelementptr i8, ptr %scevgep140, i64 -64
  %.668.us.7 = load double, ptr %scevgep142, align 8
  %.676.us.7 = fmul double %.632.us.7, %.668.us.7
  %.686.us.7 = fadd double %.686.us.6, %.676.us.7
  %scevgep181 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep182 = getelementptr i8, ptr %scevgep181, i64 -56
  %.632.us.137 = load double, ptr %scevgep182, align 8
  %scevgep137 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep138 = getelementptr i8, ptr %scevgep137, i64 -56
  %.668.us.138 = load double, ptr %scevgep138, align 8
  %.676.us.139 = fmul double %.632.us.137, %.668.us.138
  %.686.us.140 = fadd double %.686.us.7, %.676.us.139
  %scevgep177 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep179 = getelementptr i8, ptr %scevgep177, i64 -48
  %.632.us.1.1 = load double, ptr %scevgep179, align 8
  %scevgep135 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep136 = getelementptr i8, ptr %scevgep135, i64 -48
  %.668.us.1.1 = load double, ptr %scevgep136, align 8
  %.676.us.1.1 = fmul double %.632.us.1.1, %.668.us.1.1
  %.686.us.1.1 = fadd double %.686.us.140, %.676.us.1.1
  %scevgep174 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 -40
  %.632.us.2.1 = load double, ptr %scevgep175, align 8
  %scevgep131 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep134 = getelementptr i8, ptr %scevgep131, i64 -40
  %.668.us.2.1 = load double, ptr %scevgep134, align 8
  %.676.us.2.1 = fmul double %.632.us.2.1, %.668.us.2.1
  %.686.us.2.1 = fadd double %.686.us.1.1, %.676.us.2.1
  %scevgep172 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep173 = getelementptr i8, ptr %scevgep172, i64 -32
  %.632.us.3.1 = load double, ptr %scevgep173, align 8
  %scevgep129 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep130 = getelementptr i8, ptr %scevgep129, i64 -32
  %.668.us.3.1 = load double, ptr %scevgep130, align 8
  %.676.us.3.1 = fmul double %.632.us.3.1, %.668.us.3.1
  %.686.us.3.1 = fadd double %.686.us.2.1, %.676.us.3.1
  %scevgep170 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 -24
  %.632.us.4.1 = load double, ptr %scevgep171, align 8
  %scevgep127 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep128 = getelementptr i8, ptr %scevgep127, i64 -24
  %.668.us.4.1 = load double, ptr %scevgep128, align 8
  %.676.us.4.1 = fmul double %.632.us.4.1, %.668.us.4.1
  %.686.us.4.1 = fadd double %.686.us.3.1, %.676.us.4.1
  %scevgep167 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 -16
  %.632.us.5.1 = load double, ptr %scevgep168, align 8
  %scevgep125 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep126 = getelementptr i8, ptr %scevgep125, i64 -16
  %.668.us.5.1 = load double, ptr %scevgep126, align 8
  %.676.us.5.1 = fmul double %.632.us.5.1, %.668.us.5.1
  %.686.us.5.1 = fadd double %.686.us.4.1, %.676.us.5.1
  %scevgep164 = getelementptr i8, ptr %lsr.iv38, i64 %lsr.iv135
  %scevgep166 = getelementptr i8, ptr %scevgep164, i64 -8
  %.632.us.6.1 = load double, ptr %scevgep166, align 8
  %scevgep123 = getelementptr i8, ptr %arg.w.4, i64 %lsr.iv135
  %scevgep124 = getelementptr i8, ptr %scevgep123, i64 -8
  %.668.us.6.1 = load double, ptr %scevgep124, align 8
  %.676.us.6.1 = fmul double %.632.us.6.1, %.668.us.6.1
  %.686.us.6.1 = fadd double %.686.us.5.1, %.676.us.6.1
  %.632.us.7.1 = load double, ptr %scevgep210, align 8
  %.668.us.7.1 = load double, ptr %scevgep178, align 8
  %.676.us.7.1 = fmul double %.632.us.7.1, %.668.us.7.1
  %.686.us.7.1 = fadd double %.686.us.6.1, %.676.us.7.1
  %lsr.iv.next136 = add i64 %lsr.iv135, 128
  %lsr.iv.next206 = add i64 %lsr.iv205, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next206, 0
  br i1 %niter.ncmp.1, label %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, label %B930.us

B929.B931_crit_edge.us.unr-lcssa.unr-lcssa:       ; preds = %B930.us
  %41 = and i64 %31, 8
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %B930.us.epil.preheader, label %B930.us.epil.preheader12

B930.us.epil.preheader:                           ; preds = %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa, %B212.endif.us
  %t.2.1268.us.epil.init = phi double [ 0.000000e+00, %B212.endif.us ], [ %.686.us.7.1, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa ]
  %.538264266.us.epil.init = phi i64 [ 0, %B212.endif.us ], [ %34, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa ]
  %43 = shl i64 %.538264266.us.epil.init, 3
  %scevgep17.epil = getelementptr i8, ptr %lsr.iv, i64 %43
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 -56
  %.632.us.epil29 = load double, ptr %scevgep18.epil, align 8
  %sunkaddr42.epil = getelementptr i8, ptr %arg.w.4, i64 %43
  %.668.us.epil30 = load double, ptr %sunkaddr42.epil, align 8
  %.676.us.epil31 = fmul double %.632.us.epil29, %.668.us.epil30
  %.686.us.epil32 = fadd double %t.2.1268.us.epil.init, %.676.us.epil31
  %scevgep16.epil = getelementptr i8, ptr %scevgep17.epil, i64 -48
  %.632.us.1.epil = load double, ptr %scevgep16.epil, align 8
  %sunkaddr45.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 8
  %.668.us.1.epil = load double, ptr %sunkaddr45.epil, align 8
  %.676.us.1.epil = fmul double %.632.us.1.epil, %.668.us.1.epil
  %.686.us.1.epil = fadd double %.686.us.epil32, %.676.us.1.epil
  %scevgep14.epil = getelementptr i8, ptr %scevgep17.epil, i64 -40
  %.632.us.2.epil = load double, ptr %scevgep14.epil, align 8
  %sunkaddr48.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 16
  %.668.us.2.epil = load double, ptr %sunkaddr48.epil, align 8
  %.676.us.2.epil = fmul double %.632.us.2.epil, %.668.us.2.epil
  %.686.us.2.epil = fadd double %.686.us.1.epil, %.676.us.2.epil
  %scevgep12.epil = getelementptr i8, ptr %scevgep17.epil, i64 -32
  %.632.us.3.epil = load double, ptr %scevgep12.epil, align 8
  %sunkaddr51.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 24
  %.668.us.3.epil = load double, ptr %sunkaddr51.epil, align 8
  %.676.us.3.epil = fmul double %.632.us.3.epil, %.668.us.3.epil
  %.686.us.3.epil = fadd double %.686.us.2.epil, %.676.us.3.epil
  %scevgep10.epil = getelementptr i8, ptr %scevgep17.epil, i64 -24
  %.632.us.4.epil = load double, ptr %scevgep10.epil, align 8
  %sunkaddr54.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 32
  %.668.us.4.epil = load double, ptr %sunkaddr54.epil, align 8
  %.676.us.4.epil = fmul double %.632.us.4.epil, %.668.us.4.epil
  %.686.us.4.epil = fadd double %.686.us.3.epil, %.676.us.4.epil
  %scevgep8.epil = getelementptr i8, ptr %scevgep17.epil, i64 -16
  %.632.us.5.epil = load double, ptr %scevgep8.epil, align 8
  %sunkaddr57.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 40
  %.668.us.5.epil = load double, ptr %sunkaddr57.epil, align 8
  %.676.us.5.epil = fmul double %.632.us.5.epil, %.668.us.5.epil
  %.686.us.5.epil = fadd double %.686.us.4.epil, %.676.us.5.epil
  %scevgep6.epil = getelementptr i8, ptr %scevgep17.epil, i64 -8
  %.632.us.6.epil = load double, ptr %scevgep6.epil, align 8
  %sunkaddr60.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 48
  %.668.us.6.epil = load double, ptr %sunkaddr60.epil, align 8
  %.676.us.6.epil = fmul double %.632.us.6.epil, %.668.us.6.epil
  %.686.us.6.epil = fadd double %.686.us.5.epil, %.676.us.6.epil
  %.632.us.7.epil = load double, ptr %scevgep17.epil, align 8
  %sunkaddr63.epil = getelementptr i8, ptr %sunkaddr42.epil, i64 56
  %.668.us.7.epil = load double, ptr %sunkaddr63.epil, align 8
  %.676.us.7.epil = fmul double %.632.us.7.epil, %.668.us.7.epil
  %.686.us.7.epil = fadd double %.686.us.6.epil, %.676.us.7.epil
  br label %B930.us.epil.preheader12

B930.us.epil.preheader12:                         ; preds = %B930.us.epil.preheader, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa
  %t.2.1268.us.epil.ph = phi double [ %.686.us.7.1, %B929.B931_crit_edge.us.unr-lcssa.unr-lcssa ], [ %.686.us.7.epil, %B930.us.epil.preheader ]
  br label %B930.us.epil

B930.us.epil:                                     ; preds = %B930.us.epil.preheader12, %B930.us.epil
  %t.2.1268.us.epil = phi double [ %.686.us.epil, %B930.us.epil ], [ %t.2.1268.us.epil.ph, %B930.us.epil.preheader12 ]
  %epil.iter = phi i64 [ %epil.iter.next, %B930.us.epil ], [ 0, %B930.us.epil.preheader12 ]
  %44 = shl nuw nsw i64 %epil.iter, 3
  %scevgep208 = getelementptr i8, ptr %lsr.iv222, i64 %44
  %.632.us.epil = load double, ptr %scevgep208, align 8
  %45 = shl nuw nsw i64 %epil.iter, 3
  %scevgep207 = getelementptr i8, ptr %scevgep35, i64 %45
  %.668.us.epil = load double, ptr %scevgep207, align 8
  %.676.us.epil = fmul double %.632.us.epil, %.668.us.epil
  %.686.us.epil = fadd double %t.2.1268.us.epil, %.676.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B929.B931_crit_edge.us.loopexit, label %B930.us.epil, !llvm.loop !21

B929.B931_crit_edge.us.loopexit:                  ; preds = %B930.us.epil
  %.389.us = add nsw i64 %.379271279.us, -1
  %.707.us = tail call double @tanh(double %.686.us.epil)
  %.717.us = fmul double %.707.us, %.707.us
  %.725.us = fadd double %sum__parallel__impl____locals____sum__1__v20__val.0280.us, %.717.us
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %1
  %scevgep39 = getelementptr i8, ptr %lsr.iv38, i64 %1
  %scevgep223 = getelementptr i8, ptr %lsr.iv222, i64 %1
  %.380.us = icmp sgt i64 %.379271279.us, 1
  br i1 %.380.us, label %B212.endif.us, label %B932

B212.endif.lr.ph.split:                           ; preds = %B212.endif.lr.ph
  %46 = fadd double %.129, 0.000000e+00
  br label %B932

B932:                                             ; preds = %B929.B931_crit_edge.us.loopexit, %B929.B931_crit_edge.us.unr-lcssa.us, %B929.B931_crit_edge.us.loopexit.us.7, %B212.endif.lr.ph.split, %B212.endif.us.us.prol.loopexit, %B0.endif
  %sum__parallel__impl____locals____sum__1__v20__val.0.lcssa = phi double [ %.129, %B0.endif ], [ %46, %B212.endif.lr.ph.split ], [ %.725.us.us.7, %B929.B931_crit_edge.us.loopexit.us.7 ], [ %.725.us.us11, %B929.B931_crit_edge.us.unr-lcssa.us ], [ %.725.us.us.lcssa.unr, %B212.endif.us.us.prol.loopexit ], [ %.725.us, %B929.B931_crit_edge.us.loopexit ]
  %sunkaddr64 = shl i64 %.114, 3
  %sunkaddr65 = getelementptr inbounds i8, ptr %0, i64 %sunkaddr64
  store double %sum__parallel__impl____locals____sum__1__v20__val.0.lcssa, ptr %sunkaddr65, align 8
  store ptr null, ptr %retptr, align 8
  ret i32 0
}

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #2

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #5 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!19 = !{!"branch_weights", i32 49, i32 1}
!20 = !{!"branch_weights", i32 1, i32 49, i32 49}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
