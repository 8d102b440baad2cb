; ModuleID = 'prange_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@printf_format = internal constant [17 x i8] c"num_threads: %d\0A\00"
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant [112 x i8] c"\80\04\95e\00\00\00\00\00\00\00\8C\08builtins\94\8C\0CRuntimeError\94\93\94\8C@Invalid number of threads. This likely indicates a bug in Numba.\94\85\94N\87\94."
@.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1 = internal constant [20 x i8] c"\9D\8B\D6\D5A\B3\E36\FDy\17\99I@x\1B\C6\8A:\8A"
@.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a, i32 112, ptr @.const.pickledata.9d8bd6d541b3e336fd7917994940781bc68a3a8a.sha1, ptr null, i32 0 }
@.const.prange_sum = internal constant [11 x i8] c"prange_sum\00"
@_ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [185 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7parfors15parfor_lowering23_emit_binop_reduce_call12_3clocals_3e13reduction_addB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.h) local_unnamed_addr {
B0:
  %.7.i = alloca i32, align 4
  %dim_starts = alloca i64, align 8
  %dim_stops = alloca i64, align 8
  %pargs131 = alloca [4 x ptr], align 8
  %.202 = alloca double, align 8
  %pshape132 = alloca [4 x i64], align 8
  %psteps133 = alloca [7 x i64], align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  %.59 = tail call i64 @get_num_threads()
  %.18.i = icmp slt i64 %.59, 0
  br i1 %.18.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %B0
  %const = bitcast i64 1152921504606846968 to i64
  %const_mat = add i64 %const, 7
  %.34.i = icmp samesign ugt i64 %.59, %const_mat
  br i1 %.34.i, label %B0.if.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.33.i = shl nuw nsw i64 %.59, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if.if, label %B0.endif, !prof !0

B0.endif:                                         ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !11
  %.129134.not = icmp eq i64 %.59, 0
  br i1 %.129134.not, label %for.end, label %for.body.preheader

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
  %.169 = add i64 %arg.x.5.0, -1
  store i64 0, ptr %dim_starts, align 8
  store i64 %.169, ptr %dim_stops, align 8
  %.174 = tail call i64 @get_num_threads()
  %.175 = tail call i64 @get_parallel_chunksize()
  %.176 = icmp slt i64 %.174, 1
  br i1 %.176, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @printf_format, i64 %.174)
  store ptr @.const.picklebuf.9d8bd6d541b3e336fd7917994940781bc68a3a8a, ptr %excinfo, align 8, !numba_exception_output !12
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %0 = icmp eq i64 %.59, 0
  %.185 = call i64 @get_sched_size(i64 %.174, i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops)
  call void @set_parallel_chunksize(i64 0)
  %.187 = shl i64 %.185, 1
  %.188 = call ptr @allocate_sched(i64 %.187)
  %.193 = call ptr @do_scheduling_unsigned(i64 1, ptr nonnull %dim_starts, ptr nonnull %dim_stops, i64 %.185, ptr %.188, i64 0)
  store ptr %.188, ptr %pargs131, align 8
  %.201 = getelementptr inbounds nuw i8, ptr %pargs131, i64 8
  store double %arg.h, ptr %.202, align 8
  store ptr %.202, ptr %.201, align 8
  %.207 = getelementptr inbounds nuw i8, ptr %pargs131, i64 16
  store ptr %arg.x.4, ptr %.207, align 8
  %.219 = getelementptr inbounds nuw i8, ptr %pargs131, i64 24
  store ptr %.6.i.i, ptr %.219, align 8
  store i64 %.185, ptr %pshape132, align 8
  %.251 = getelementptr inbounds nuw i8, ptr %pshape132, i64 8
  store i64 2, ptr %.251, align 8
  %.253 = getelementptr inbounds nuw i8, ptr %pshape132, i64 16
  store i64 %arg.x.5.0, ptr %.253, align 8
  %.255 = getelementptr inbounds nuw i8, ptr %pshape132, i64 24
  store i64 %.59, ptr %.255, align 8
  store i64 16, ptr %psteps133, align 8
  %.259 = getelementptr inbounds nuw i8, ptr %psteps133, i64 8
  %.265 = getelementptr inbounds nuw i8, ptr %psteps133, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.259, i8 0, i64 24, i1 false)
  store i64 8, ptr %.265, align 8
  %.267 = getelementptr inbounds nuw i8, ptr %psteps133, i64 40
  store i64 %arg.x.6.0, ptr %.267, align 8
  %.269 = getelementptr inbounds nuw i8, ptr %psteps133, i64 48
  store i64 8, ptr %.269, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %.7.i)
  store i32 0, ptr %.7.i, align 4
  call void @numba_gil_ensure(ptr nonnull %.7.i)
  %.10.i = call ptr @PyEval_SaveThread()
  %.11.i = call i64 @get_num_threads()
  call void @numba_parallel_for(ptr nonnull @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, ptr nonnull %pargs131, ptr nonnull %pshape132, ptr nonnull %psteps133, ptr null, i64 3, i64 4, i64 %.11.i)
  call void @PyEval_RestoreThread(ptr %.10.i)
  call void @numba_gil_release(ptr nonnull %.7.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %.7.i)
  call void @set_parallel_chunksize(i64 %.175)
  call void @deallocate_sched(ptr %.188)
  br i1 %0, label %for.end.endif.endif, label %B40.preheader.i

B40.preheader.i:                                  ; preds = %for.end.endif
  %xtraiter.i = and i64 %.59, 7
  %1 = icmp samesign ult i64 %.59, 8
  br i1 %1, label %B40.epil.preheader.i, label %B40.preheader.new.i

B40.preheader.new.i:                              ; preds = %B40.preheader.i
  %unroll_iter.i = and i64 %.59, %const
  %2 = add nsw i64 %.59, -8
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
  call void @NRT_decref(ptr %arg.x.0)
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

define ptr @_ZN7cpython7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.prange_sum, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

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
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !19

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.6.0.load, double %.44) #4
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !20

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call ptr @PyBytes_FromStringAndSize(ptr %.85, i64 %.88)
  %.90 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 2
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 3
  %.95 = call ptr %.93(ptr %.91)
  %.96 = icmp eq ptr %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.110 = call ptr @numba_unpickle(ptr %.85, i32 %.87, ptr %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.112 = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq ptr %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.100 = call ptr @numba_runtime_build_excinfo_struct(ptr %.89, ptr nonnull %.95)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.112)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels10prange_sumB2v1B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, double %.2) #4
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !20

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.11)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare ptr @PyEval_SaveThread() local_unnamed_addr

define weak_odr void @__gufunc__._ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr %args, ptr %dims, ptr %steps, ptr %data) {
entry:
  %loopcount = load i64, ptr %dims, align 8
  %.10 = getelementptr i8, ptr %dims, i64 24
  %.11 = load i64, ptr %.10, align 8
  %data.1 = load ptr, ptr %args, align 8
  %.12 = load i64, ptr %steps, align 8
  %data.ptr.1 = getelementptr i8, ptr %args, i64 8
  %data.2 = load ptr, ptr %data.ptr.1, align 8
  %core.step.ptr.1 = getelementptr i8, ptr %steps, i64 8
  %.14 = load i64, ptr %core.step.ptr.1, align 8
  %core.step.ptr.2 = getelementptr i8, ptr %steps, i64 16
  %.15 = load i64, ptr %core.step.ptr.2, align 8
  %data.ptr.3 = getelementptr i8, ptr %args, i64 24
  %data.4 = load ptr, ptr %data.ptr.3, align 8
  %core.step.ptr.3 = getelementptr i8, ptr %steps, i64 24
  %.17 = load i64, ptr %core.step.ptr.3, align 8
  %.2022 = icmp sgt i64 %loopcount, 0
  br i1 %.2022, label %for.body.preheader, label %common.ret

for.body.preheader:                               ; preds = %entry
  %data.ptr.2 = getelementptr i8, ptr %args, i64 16
  %data.3 = load ptr, ptr %data.ptr.2, align 8
  %scevgep6 = getelementptr i8, ptr %data.3, i64 32
  br label %for.body

common.ret:                                       ; preds = %.continue, %entry
  ret void

for.body:                                         ; preds = %.continue, %for.body.preheader
  %lsr.iv7 = phi ptr [ %scevgep6, %for.body.preheader ], [ %scevgep8, %.continue ]
  %lsr.iv3 = phi ptr [ %data.3, %for.body.preheader ], [ %scevgep, %.continue ]
  %loop.index23 = phi i64 [ 0, %for.body.preheader ], [ %.183, %.continue ]
  %.25 = mul i64 %loop.index23, %.12
  %.26 = getelementptr i8, ptr %data.1, i64 %.25
  %.49 = mul i64 %loop.index23, %.14
  %.50 = getelementptr i8, ptr %data.2, i64 %.49
  %.52 = load double, ptr %.50, align 8
  %.83 = mul i64 %loop.index23, %.17
  %.84 = getelementptr i8, ptr %data.4, i64 %.83
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %.76.i = tail call i64 @get_thread_id(), !noalias !28
  %.96.i = icmp slt i64 %.76.i, 0
  %.97.i = select i1 %.96.i, i64 %.11, i64 0
  %0 = getelementptr double, ptr %.84, i64 %.76.i
  %.111.i = getelementptr double, ptr %0, i64 %.97.i
  %.112.i = load double, ptr %.111.i, align 8, !alias.scope !26, !noalias !30
  %.152.i = load i64, ptr %.26, align 8, !alias.scope !21, !noalias !31
  %.190.i = getelementptr i8, ptr %.26, i64 8
  %.191.i = load i64, ptr %.190.i, align 8, !alias.scope !21, !noalias !31
  %reass.sub.i = sub i64 %.191.i, %.152.i
  %.329155161.i = icmp ult i64 %reass.sub.i, 9223372036854775807
  br i1 %.329155161.i, label %B212.preheader.i, label %.continue

B212.preheader.i:                                 ; preds = %for.body
  %.282.i = add nuw nsw i64 %reass.sub.i, 1
  %xtraiter.i = and i64 %.282.i, 7
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B212.prol.loopexit.i, label %B212.prol.i.preheader

B212.prol.i.preheader:                            ; preds = %B212.preheader.i
  %1 = shl i64 %.152.i, 3
  %scevgep4 = getelementptr i8, ptr %lsr.iv3, i64 %1
  br label %B212.prol.i

B212.prol.i:                                      ; preds = %B212.prol.i, %B212.prol.i.preheader
  %lsr.iv = phi i64 [ 0, %B212.prol.i.preheader ], [ %lsr.iv.next, %B212.prol.i ]
  %s_2.0158.prol.i = phi double [ %.112.i, %B212.prol.i.preheader ], [ %.438.prol.i, %B212.prol.i ]
  %2 = shl nuw nsw i64 %lsr.iv, 3
  %scevgep2 = getelementptr i8, ptr %scevgep4, i64 %2
  %.413.prol.i = load double, ptr %scevgep2, align 8, !alias.scope !24, !noalias !32
  %.421.prol.i = fmul double %.52, %.413.prol.i
  %.428.prol.i = tail call double @llvm.exp.f64(double %.421.prol.i)
  %.438.prol.i = fadd double %s_2.0158.prol.i, %.428.prol.i
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  %prol.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %lsr.iv.next
  br i1 %prol.iter.cmp.not.i, label %B212.prol.loopexit.loopexit.i, label %B212.prol.i, !llvm.loop !33

B212.prol.loopexit.loopexit.i:                    ; preds = %B212.prol.i
  %3 = add i64 %xtraiter.i, %.152.i
  %.neg2 = add i64 %.191.i, 1
  %4 = sub i64 %.neg2, %3
  br label %B212.prol.loopexit.i

B212.prol.loopexit.i:                             ; preds = %B212.prol.loopexit.loopexit.i, %B212.preheader.i
  %s_2.0158.unr.i = phi double [ %.112.i, %B212.preheader.i ], [ %.438.prol.i, %B212.prol.loopexit.loopexit.i ]
  %.328153157.unr.i = phi i64 [ %.282.i, %B212.preheader.i ], [ %4, %B212.prol.loopexit.loopexit.i ]
  %.335154156.unr.i = phi i64 [ %.152.i, %B212.preheader.i ], [ %3, %B212.prol.loopexit.loopexit.i ]
  %.438.lcssa.unr.i = phi double [ poison, %B212.preheader.i ], [ %.438.prol.i, %B212.prol.loopexit.loopexit.i ]
  %5 = icmp samesign ult i64 %reass.sub.i, 7
  br i1 %5, label %.continue, label %B212.preheader1.i

B212.preheader1.i:                                ; preds = %B212.prol.loopexit.i
  %6 = add i64 %.328153157.unr.i, 8
  %7 = shl i64 %.335154156.unr.i, 3
  %scevgep9 = getelementptr i8, ptr %lsr.iv7, i64 %7
  br label %B212.i

B212.i:                                           ; preds = %B212.i, %B212.preheader1.i
  %lsr.iv10 = phi ptr [ %scevgep11, %B212.i ], [ %scevgep9, %B212.preheader1.i ]
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %B212.i ], [ %6, %B212.preheader1.i ]
  %s_2.0158.i = phi double [ %.438.7.i, %B212.i ], [ %s_2.0158.unr.i, %B212.preheader1.i ]
  %scevgep12 = getelementptr i8, ptr %lsr.iv10, i64 24
  %scevgep14 = getelementptr i8, ptr %lsr.iv10, i64 -32
  %.413.i = load double, ptr %scevgep14, align 8, !alias.scope !24, !noalias !32
  %.421.i = fmul double %.52, %.413.i
  %.428.i = tail call double @llvm.exp.f64(double %.421.i)
  %.438.i = fadd double %s_2.0158.i, %.428.i
  %scevgep15 = getelementptr i8, ptr %lsr.iv10, i64 -24
  %.413.1.i = load double, ptr %scevgep15, align 8, !alias.scope !24, !noalias !32
  %.421.1.i = fmul double %.52, %.413.1.i
  %.428.1.i = tail call double @llvm.exp.f64(double %.421.1.i)
  %.438.1.i = fadd double %.438.i, %.428.1.i
  %scevgep16 = getelementptr i8, ptr %lsr.iv10, i64 -16
  %.413.2.i = load double, ptr %scevgep16, align 8, !alias.scope !24, !noalias !32
  %.421.2.i = fmul double %.52, %.413.2.i
  %.428.2.i = tail call double @llvm.exp.f64(double %.421.2.i)
  %.438.2.i = fadd double %.438.1.i, %.428.2.i
  %scevgep17 = getelementptr i8, ptr %lsr.iv10, i64 -8
  %.413.3.i = load double, ptr %scevgep17, align 8, !alias.scope !24, !noalias !32
  %.421.3.i = fmul double %.52, %.413.3.i
  %.428.3.i = tail call double @llvm.exp.f64(double %.421.3.i)
  %.438.3.i = fadd double %.438.2.i, %.428.3.i
  %.413.4.i = load double, ptr %lsr.iv10, align 8, !alias.scope !24, !noalias !32
  %.421.4.i = fmul double %.52, %.413.4.i
  %.428.4.i = tail call double @llvm.exp.f64(double %.421.4.i)
  %.438.4.i = fadd double %.438.3.i, %.428.4.i
  %scevgep18 = getelementptr i8, ptr %lsr.iv10, i64 8
  %.413.5.i = load double, ptr %scevgep18, align 8, !alias.scope !24, !noalias !32
  %.421.5.i = fmul double %.52, %.413.5.i
  %.428.5.i = tail call double @llvm.exp.f64(double %.421.5.i)
  %.438.5.i = fadd double %.438.4.i, %.428.5.i
  %scevgep13 = getelementptr i8, ptr %lsr.iv10, i64 16
  %.413.6.i = load double, ptr %scevgep13, align 8, !alias.scope !24, !noalias !32
  %.421.6.i = fmul double %.52, %.413.6.i
  %.428.6.i = tail call double @llvm.exp.f64(double %.421.6.i)
  %.438.6.i = fadd double %.438.5.i, %.428.6.i
  %.413.7.i = load double, ptr %scevgep12, align 8, !alias.scope !24, !noalias !32
  %.421.7.i = fmul double %.52, %.413.7.i
  %.428.7.i = tail call double @llvm.exp.f64(double %.421.7.i)
  %.438.7.i = fadd double %.438.6.i, %.428.7.i
  %lsr.iv.next.i = add i64 %lsr.iv.i, -8
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 64
  %.329.7.i = icmp sgt i64 %lsr.iv.next.i, 8
  br i1 %.329.7.i, label %B212.i, label %.continue

.continue:                                        ; preds = %B212.i, %B212.prol.loopexit.i, %for.body
  %s_2.0.lcssa.i = phi double [ %.112.i, %for.body ], [ %.438.lcssa.unr.i, %B212.prol.loopexit.i ], [ %.438.7.i, %B212.i ]
  %sunkaddr.i = shl i64 %.97.i, 3
  %sunkaddr14.i = getelementptr inbounds i8, ptr %0, i64 %sunkaddr.i
  store double %s_2.0.lcssa.i, ptr %sunkaddr14.i, align 8, !alias.scope !26, !noalias !30
  %.183 = add nuw nsw i64 %loop.index23, 1
  %scevgep = getelementptr i8, ptr %lsr.iv3, i64 %.15
  %scevgep8 = getelementptr i8, ptr %lsr.iv7, i64 %.15
  %exitcond.not = icmp eq i64 %.183, %loopcount
  br i1 %exitcond.not, label %common.ret, label %for.body
}

declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64) local_unnamed_addr

declare void @PyEval_RestoreThread(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

declare i64 @get_thread_id() local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #3

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #6 {
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
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!20 = !{!"branch_weights", i32 49, i32 1}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.sched.4"}
!23 = distinct !{!23, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.x.4"}
!26 = !{!27}
!27 = distinct !{!27, !23, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %arg.s_2__arr.4"}
!28 = !{!29, !22, !25, !27}
!29 = distinct !{!29, !23, !"_ZN13_3cdynamic_3e36__numba_parfor_gufunc_0x7f601771e790B2v5B106c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQDDVsQR1NHAS2hQ9XgStYwaUTI24JtBVoOCV2YU4ogSjUBE5ArrayIyLi1E1C7mutable7alignedEd5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = !{!29, !22, !25}
!31 = !{!29, !25, !27}
!32 = !{!29, !22, !27}
!33 = distinct !{!33, !17}
