; ModuleID = 'cholesky_solve'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant [69 x i8] c"\80\04\95:\00\00\00\00\00\00\00\8C\08builtins\94\8C\11ZeroDivisionError\94\93\94\8C\10division by zero\94\85\94N\87\94."
@.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1 = internal constant [20 x i8] c"\B2\80\08\A0\F8\8B\AD_\F0\F0$>\84\DA\B9\0C\AB\19\B3f"
@.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366, i32 69, ptr @.const.pickledata.b28008a0f88bad5ff0f0243e84dab90cab19b366.sha1, ptr null, i32 0 }
@.const.cholesky_solve = internal constant [15 x i8] c"cholesky_solve\00"
@_ZN08NumbaEnv7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M#\04\87\94\87\94."
@.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978.sha1 = internal constant [20 x i8] c"\86r9\0A@\18\0D\0C\8C\B6I\F3u,\B1%qm\99x"
@.const.picklebuf.8672390a40180d0c8cb649f3752cb125716d9978 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978, i32 133, ptr @.const.pickledata.8672390a40180d0c8cb649f3752cb125716d9978.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827 = internal constant [82 x i8] c"\80\04\95G\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M4\04\87\94\87\94."
@.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827.sha1 = internal constant [20 x i8] c"\F4\C6\C8\92\9D\CC\A6\DB\0D\124\8A\0B\CF\1F\D48>\A8'"
@.const.picklebuf.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827, i32 82, ptr @.const.pickledata.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827.sha1, ptr null, i32 0 }
@.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca = internal constant [119 x i8] c"\80\04\95l\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C Matrix is not positive definite.\94\85\94\8C\08cho_impl\94\8C\12numba/np/linalg.py\94M6\04\87\94\87\94."
@.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca.sha1 = internal constant [20 x i8] c"\E3M\9B|\05j\04\D3\A2\E8\F6`3\C5e\FF\F0\DF*\CA"
@.const.picklebuf.e34d9b7c056a04d3a2e8f66033c565fff0df2aca = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca, i32 119, ptr @.const.pickledata.e34d9b7c056a04d3a2e8f66033c565fff0df2aca.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global ptr null
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b, i32 77, ptr @.const.pickledata.331b8563bdb9dac81b38422273052c486fc1706b.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.18 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.19 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.18, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.19, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.16, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.17, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2e5660ccd0B3v23B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v18B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.27, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.28, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v16B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readonly captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0:
  %.36 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.643.fca.5.0.load.fr = freeze i64 %arg.b.5.0
  %.fca.4.gep510 = getelementptr inbounds nuw i8, ptr %.36, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.36, i8 0, i64 72, i1 false)
  %.44 = call i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.36, ptr nonnull %excinfo.1, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  %.54.fca.0.load = load ptr, ptr %.36, align 8
  %.54.fca.4.load = load ptr, ptr %.fca.4.gep510, align 8
  %cond = icmp eq i32 %.44, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

B214:                                             ; preds = %B214, %B214.lr.ph.new
  %s.4.1574 = phi double [ %.301, %B214.lr.ph.new ], [ %.510.7, %B214 ]
  %.391570572 = phi i64 [ 0, %B214.lr.ph.new ], [ %.398.7, %B214 ]
  %0 = shl i64 %.391570572, 3
  %scevgep211 = getelementptr i8, ptr %lsr.iv196, i64 %0
  %scevgep212 = getelementptr i8, ptr %scevgep211, i64 -56
  %.475 = load double, ptr %scevgep212, align 8
  %sunkaddr = mul i64 %.391570572, 8
  %sunkaddr240 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr
  %.507 = load double, ptr %sunkaddr240, align 8
  %.508 = fmul double %.475, %.507
  %.510 = fsub double %s.4.1574, %.508
  %1 = shl i64 %.391570572, 3
  %scevgep209 = getelementptr i8, ptr %lsr.iv196, i64 %1
  %scevgep210 = getelementptr i8, ptr %scevgep209, i64 -48
  %.475.1 = load double, ptr %scevgep210, align 8
  %sunkaddr241 = mul i64 %.391570572, 8
  %sunkaddr242 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr241
  %sunkaddr243 = getelementptr i8, ptr %sunkaddr242, i64 8
  %.507.1 = load double, ptr %sunkaddr243, align 8
  %.508.1 = fmul double %.475.1, %.507.1
  %.510.1 = fsub double %.510, %.508.1
  %2 = shl i64 %.391570572, 3
  %scevgep207 = getelementptr i8, ptr %lsr.iv196, i64 %2
  %scevgep208 = getelementptr i8, ptr %scevgep207, i64 -40
  %.475.2 = load double, ptr %scevgep208, align 8
  %sunkaddr244 = mul i64 %.391570572, 8
  %sunkaddr245 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr244
  %sunkaddr246 = getelementptr i8, ptr %sunkaddr245, i64 16
  %.507.2 = load double, ptr %sunkaddr246, align 8
  %.508.2 = fmul double %.475.2, %.507.2
  %.510.2 = fsub double %.510.1, %.508.2
  %3 = shl i64 %.391570572, 3
  %scevgep205 = getelementptr i8, ptr %lsr.iv196, i64 %3
  %scevgep206 = getelementptr i8, ptr %scevgep205, i64 -32
  %.475.3 = load double, ptr %scevgep206, align 8
  %sunkaddr247 = mul i64 %.391570572, 8
  %sunkaddr248 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr247
  %sunkaddr249 = getelementptr i8, ptr %sunkaddr248, i64 24
  %.507.3 = load double, ptr %sunkaddr249, align 8
  %.508.3 = fmul double %.475.3, %.507.3
  %.510.3 = fsub double %.510.2, %.508.3
  %4 = shl i64 %.391570572, 3
  %scevgep203 = getelementptr i8, ptr %lsr.iv196, i64 %4
  %scevgep204 = getelementptr i8, ptr %scevgep203, i64 -24
  %.475.4 = load double, ptr %scevgep204, align 8
  %sunkaddr250 = mul i64 %.391570572, 8
  %sunkaddr251 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr250
  %sunkaddr252 = getelementptr i8, ptr %sunkaddr251, i64 32
  %.507.4 = load double, ptr %sunkaddr252, align 8
  %.508.4 = fmul double %.475.4, %.507.4
  %.510.4 = fsub double %.510.3, %.508.4
  %5 = shl i64 %.391570572, 3
  %scevgep201 = getelementptr i8, ptr %lsr.iv196, i64 %5
  %scevgep202 = getelementptr i8, ptr %scevgep201, i64 -16
  %.475.5 = load double, ptr %scevgep202, align 8
  %sunkaddr253 = mul i64 %.391570572, 8
  %sunkaddr254 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr253
  %sunkaddr255 = getelementptr i8, ptr %sunkaddr254, i64 40
  %.507.5 = load double, ptr %sunkaddr255, align 8
  %.508.5 = fmul double %.475.5, %.507.5
  %.510.5 = fsub double %.510.4, %.508.5
  %6 = shl i64 %.391570572, 3
  %scevgep199 = getelementptr i8, ptr %lsr.iv196, i64 %6
  %scevgep200 = getelementptr i8, ptr %scevgep199, i64 -8
  %.475.6 = load double, ptr %scevgep200, align 8
  %sunkaddr256 = mul i64 %.391570572, 8
  %sunkaddr257 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr256
  %sunkaddr258 = getelementptr i8, ptr %sunkaddr257, i64 48
  %.507.6 = load double, ptr %sunkaddr258, align 8
  %.508.6 = fmul double %.475.6, %.507.6
  %.510.6 = fsub double %.510.5, %.508.6
  %.398.7 = add nuw i64 %.391570572, 8
  %7 = shl i64 %.391570572, 3
  %scevgep198 = getelementptr i8, ptr %lsr.iv196, i64 %7
  %.475.7 = load double, ptr %scevgep198, align 8
  %sunkaddr259 = mul i64 %.391570572, 8
  %sunkaddr260 = getelementptr i8, ptr %.6.i.i19, i64 %sunkaddr259
  %sunkaddr261 = getelementptr i8, ptr %sunkaddr260, i64 56
  %.507.7 = load double, ptr %sunkaddr261, align 8
  %.508.7 = fmul double %.475.7, %.507.7
  %.510.7 = fsub double %.510.6, %.508.7
  %niter.ncmp.7 = icmp eq i64 %59, %.398.7
  br i1 %niter.ncmp.7, label %B262.loopexit.unr-lcssa, label %B214

B262.loopexit.unr-lcssa:                          ; preds = %B214
  %8 = and i64 %.236578584, 7
  %lcmp.mod.not = icmp eq i64 %8, 0
  br i1 %lcmp.mod.not, label %B262, label %B214.epil.preheader

B214.epil.preheader:                              ; preds = %B262.loopexit.unr-lcssa, %B214.lr.ph
  %s.4.1574.epil.init = phi double [ %.301, %B214.lr.ph ], [ %.510.7, %B262.loopexit.unr-lcssa ]
  %.391570572.epil.init = phi i64 [ 0, %B214.lr.ph ], [ %.398.7, %B262.loopexit.unr-lcssa ]
  %9 = shl i64 %.391570572.epil.init, 3
  %scevgep229 = getelementptr i8, ptr %.6.i.i19, i64 %9
  %scevgep233 = getelementptr i8, ptr %lsr.iv231, i64 %9
  br label %B214.epil

B214.epil:                                        ; preds = %B214.epil, %B214.epil.preheader
  %s.4.1574.epil = phi double [ %s.4.1574.epil.init, %B214.epil.preheader ], [ %.510.epil, %B214.epil ]
  %epil.iter = phi i64 [ 0, %B214.epil.preheader ], [ %epil.iter.next, %B214.epil ]
  %10 = shl nuw nsw i64 %epil.iter, 3
  %scevgep234 = getelementptr i8, ptr %scevgep233, i64 %10
  %.475.epil = load double, ptr %scevgep234, align 8
  %11 = shl nuw nsw i64 %epil.iter, 3
  %scevgep230 = getelementptr i8, ptr %scevgep229, i64 %11
  %.507.epil = load double, ptr %scevgep230, align 8
  %.508.epil = fmul double %.475.epil, %.507.epil
  %.510.epil = fsub double %s.4.1574.epil, %.508.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %57, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B262, label %B214.epil, !llvm.loop !1

B262:                                             ; preds = %B214.epil, %B262.loopexit.unr-lcssa, %B164.endif
  %.566.pre-phi = phi i64 [ 0, %B164.endif ], [ %.470, %B262.loopexit.unr-lcssa ], [ %.470, %B214.epil ]
  %s.4.1.lcssa = phi double [ %.301, %B164.endif ], [ %.510.7, %B262.loopexit.unr-lcssa ], [ %.510.epil, %B214.epil ]
  %12 = getelementptr double, ptr %.54.fca.4.load, i64 %.566.pre-phi
  %13 = getelementptr double, ptr %12, i64 %.236578584
  %.571 = load double, ptr %13, align 8
  %.575 = fcmp oeq double %.571, 0.000000e+00
  br i1 %.575, label %B262.if, label %B262.endif, !prof !3

B0.endif.endif.endif.i:                           ; preds = %B262.endif
  tail call void @NRT_decref(ptr %arg.b.0)
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.29.i14, i32 32), !noalias !4
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B296.if.if, label %B378.endif.preheader, !prof !3

B0.endif.endif.endif.i.thread:                    ; preds = %B0.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.b.0)
  %.7.i.i.i74 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.29.i14, i32 32), !noalias !4
  %.8.i.i.i75 = icmp eq ptr %.7.i.i.i74, null
  br i1 %.8.i.i.i75, label %B296.if.if, label %B296.endif.endif.thread, !prof !3

B296.endif.endif.thread:                          ; preds = %B0.endif.endif.endif.i.thread
  %.5.i.i78 = getelementptr i8, ptr %.7.i.i.i74, i64 24
  %.6.i.i79 = load ptr, ptr %.5.i.i78, align 8, !noalias !14
  br label %B128.i

B436:                                             ; preds = %B436.preheader, %B436
  %lsr.iv170 = phi i64 [ %78, %B436.preheader ], [ %lsr.iv.next171, %B436 ]
  %lsr.iv167 = phi i64 [ %77, %B436.preheader ], [ %lsr.iv.next168, %B436 ]
  %s.5.1595 = phi double [ %.1033.7, %B436 ], [ %s.5.1595.unr, %B436.preheader ]
  %14 = add i64 %lsr.iv170, -7
  %.971 = icmp slt i64 %14, 0
  %.972 = select i1 %.971, i64 %.54.fca.5.0.load, i64 0
  %15 = add i64 %.972, %lsr.iv170
  %16 = add i64 %15, -7
  %.993 = mul i64 %16, %.54.fca.5.1.load
  %gep600 = getelementptr double, ptr %invariant.gep599, i64 %.993
  %.998 = load double, ptr %gep600, align 8
  %.1015 = select i1 %.971, i64 %.643.fca.5.0.load.fr, i64 0
  %17 = shl i64 %.1015, 3
  %scevgep188 = getelementptr i8, ptr %.6.i.i, i64 %17
  %18 = shl i64 %lsr.iv170, 3
  %scevgep189 = getelementptr i8, ptr %scevgep188, i64 %18
  %scevgep190 = getelementptr i8, ptr %scevgep189, i64 -56
  %.1030 = load double, ptr %scevgep190, align 8
  %.1031 = fmul double %.998, %.1030
  %.1033 = fsub double %s.5.1595, %.1031
  %19 = add i64 %14, 1
  %.971.1 = icmp slt i64 %19, 0
  %.972.1 = select i1 %.971.1, i64 %.54.fca.5.0.load, i64 0
  %20 = add i64 %.972.1, %lsr.iv170
  %21 = add i64 %20, -6
  %.993.1 = mul i64 %21, %.54.fca.5.1.load
  %gep600.1 = getelementptr double, ptr %invariant.gep599, i64 %.993.1
  %.998.1 = load double, ptr %gep600.1, align 8
  %.1015.1 = select i1 %.971.1, i64 %.643.fca.5.0.load.fr, i64 0
  %22 = shl i64 %.1015.1, 3
  %scevgep191 = getelementptr i8, ptr %.6.i.i, i64 %22
  %23 = shl i64 %lsr.iv170, 3
  %scevgep192 = getelementptr i8, ptr %scevgep191, i64 %23
  %scevgep193 = getelementptr i8, ptr %scevgep192, i64 -48
  %.1030.1 = load double, ptr %scevgep193, align 8
  %.1031.1 = fmul double %.998.1, %.1030.1
  %.1033.1 = fsub double %.1033, %.1031.1
  %24 = add i64 %19, 1
  %.971.2 = icmp slt i64 %24, 0
  %.972.2 = select i1 %.971.2, i64 %.54.fca.5.0.load, i64 0
  %25 = add i64 %.972.2, %lsr.iv170
  %26 = add i64 %25, -5
  %.993.2 = mul i64 %26, %.54.fca.5.1.load
  %gep600.2 = getelementptr double, ptr %invariant.gep599, i64 %.993.2
  %.998.2 = load double, ptr %gep600.2, align 8
  %.1015.2 = select i1 %.971.2, i64 %.643.fca.5.0.load.fr, i64 0
  %27 = shl i64 %.1015.2, 3
  %scevgep185 = getelementptr i8, ptr %.6.i.i, i64 %27
  %28 = shl i64 %lsr.iv170, 3
  %scevgep186 = getelementptr i8, ptr %scevgep185, i64 %28
  %scevgep187 = getelementptr i8, ptr %scevgep186, i64 -40
  %.1030.2 = load double, ptr %scevgep187, align 8
  %.1031.2 = fmul double %.998.2, %.1030.2
  %.1033.2 = fsub double %.1033.1, %.1031.2
  %29 = add i64 %24, 1
  %.971.3 = icmp slt i64 %29, 0
  %.972.3 = select i1 %.971.3, i64 %.54.fca.5.0.load, i64 0
  %30 = add i64 %.972.3, %lsr.iv170
  %31 = add i64 %30, -4
  %.993.3 = mul i64 %31, %.54.fca.5.1.load
  %gep600.3 = getelementptr double, ptr %invariant.gep599, i64 %.993.3
  %.998.3 = load double, ptr %gep600.3, align 8
  %.1015.3 = select i1 %.971.3, i64 %.643.fca.5.0.load.fr, i64 0
  %32 = shl i64 %.1015.3, 3
  %scevgep182 = getelementptr i8, ptr %.6.i.i, i64 %32
  %33 = shl i64 %lsr.iv170, 3
  %scevgep183 = getelementptr i8, ptr %scevgep182, i64 %33
  %scevgep184 = getelementptr i8, ptr %scevgep183, i64 -32
  %.1030.3 = load double, ptr %scevgep184, align 8
  %.1031.3 = fmul double %.998.3, %.1030.3
  %.1033.3 = fsub double %.1033.2, %.1031.3
  %34 = add i64 %29, 1
  %.971.4 = icmp slt i64 %34, 0
  %.972.4 = select i1 %.971.4, i64 %.54.fca.5.0.load, i64 0
  %35 = add i64 %.972.4, %lsr.iv170
  %36 = add i64 %35, -3
  %.993.4 = mul i64 %36, %.54.fca.5.1.load
  %gep600.4 = getelementptr double, ptr %invariant.gep599, i64 %.993.4
  %.998.4 = load double, ptr %gep600.4, align 8
  %.1015.4 = select i1 %.971.4, i64 %.643.fca.5.0.load.fr, i64 0
  %37 = shl i64 %.1015.4, 3
  %scevgep179 = getelementptr i8, ptr %.6.i.i, i64 %37
  %38 = shl i64 %lsr.iv170, 3
  %scevgep180 = getelementptr i8, ptr %scevgep179, i64 %38
  %scevgep181 = getelementptr i8, ptr %scevgep180, i64 -24
  %.1030.4 = load double, ptr %scevgep181, align 8
  %.1031.4 = fmul double %.998.4, %.1030.4
  %.1033.4 = fsub double %.1033.3, %.1031.4
  %39 = add i64 %34, 1
  %.971.5 = icmp slt i64 %39, 0
  %.972.5 = select i1 %.971.5, i64 %.54.fca.5.0.load, i64 0
  %40 = add i64 %.972.5, %lsr.iv170
  %41 = add i64 %40, -2
  %.993.5 = mul i64 %41, %.54.fca.5.1.load
  %gep600.5 = getelementptr double, ptr %invariant.gep599, i64 %.993.5
  %.998.5 = load double, ptr %gep600.5, align 8
  %.1015.5 = select i1 %.971.5, i64 %.643.fca.5.0.load.fr, i64 0
  %42 = shl i64 %.1015.5, 3
  %scevgep176 = getelementptr i8, ptr %.6.i.i, i64 %42
  %43 = shl i64 %lsr.iv170, 3
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 %43
  %scevgep178 = getelementptr i8, ptr %scevgep177, i64 -16
  %.1030.5 = load double, ptr %scevgep178, align 8
  %.1031.5 = fmul double %.998.5, %.1030.5
  %.1033.5 = fsub double %.1033.4, %.1031.5
  %44 = add i64 %39, 1
  %.971.6 = icmp slt i64 %44, 0
  %.972.6 = select i1 %.971.6, i64 %.54.fca.5.0.load, i64 0
  %45 = add i64 %.972.6, %lsr.iv170
  %46 = add i64 %45, -1
  %.993.6 = mul i64 %46, %.54.fca.5.1.load
  %gep600.6 = getelementptr double, ptr %invariant.gep599, i64 %.993.6
  %.998.6 = load double, ptr %gep600.6, align 8
  %.1015.6 = select i1 %.971.6, i64 %.643.fca.5.0.load.fr, i64 0
  %47 = shl i64 %.1015.6, 3
  %scevgep173 = getelementptr i8, ptr %.6.i.i, i64 %47
  %48 = shl i64 %lsr.iv170, 3
  %scevgep174 = getelementptr i8, ptr %scevgep173, i64 %48
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 -8
  %.1030.6 = load double, ptr %scevgep175, align 8
  %.1031.6 = fmul double %.998.6, %.1030.6
  %.1033.6 = fsub double %.1033.5, %.1031.6
  %49 = add i64 %44, 1
  %.971.7 = icmp slt i64 %49, 0
  %.972.7 = select i1 %.971.7, i64 %.54.fca.5.0.load, i64 0
  %50 = add i64 %.972.7, %lsr.iv170
  %.993.7 = mul i64 %50, %.54.fca.5.1.load
  %gep600.7 = getelementptr double, ptr %invariant.gep599, i64 %.993.7
  %.998.7 = load double, ptr %gep600.7, align 8
  %.1015.7 = select i1 %.971.7, i64 %.643.fca.5.0.load.fr, i64 0
  %51 = shl i64 %.1015.7, 3
  %scevgep169 = getelementptr i8, ptr %.6.i.i, i64 %51
  %52 = shl i64 %lsr.iv170, 3
  %scevgep172 = getelementptr i8, ptr %scevgep169, i64 %52
  %.1030.7 = load double, ptr %scevgep172, align 8
  %.1031.7 = fmul double %.998.7, %.1030.7
  %.1033.7 = fsub double %.1033.6, %.1031.7
  %lsr.iv.next168 = add i64 %lsr.iv167, -8
  %lsr.iv.next171 = add i64 %lsr.iv170, 8
  %.908.7 = icmp sgt i64 %lsr.iv.next168, 8
  br i1 %.908.7, label %B436, label %B484

B484:                                             ; preds = %B436, %B436.prol.loopexit, %B378.endif.B484_crit_edge
  %.1071.pre-phi = phi i64 [ %.pre, %B378.endif.B484_crit_edge ], [ %.975, %B436.prol.loopexit ], [ %.975, %B436 ]
  %s.5.1.lcssa = phi double [ %.822, %B378.endif.B484_crit_edge ], [ %.1033.lcssa.unr, %B436.prol.loopexit ], [ %.1033.7, %B436 ]
  %53 = icmp slt i64 %.760, 0
  %.1068 = select i1 %53, i64 %.54.fca.5.0.load, i64 0
  %.1069 = add i64 %.1068, %.760
  %.1089 = mul i64 %.1069, %.54.fca.5.1.load
  %54 = getelementptr double, ptr %.54.fca.4.load, i64 %.1089
  %55 = getelementptr double, ptr %54, i64 %.760
  %.1093 = getelementptr double, ptr %55, i64 %.1071.pre-phi
  %.1094 = load double, ptr %.1093, align 8
  %.1098 = fcmp oeq double %.1094, 0.000000e+00
  br i1 %.1098, label %B484.if, label %B484.endif, !prof !3

B128.i:                                           ; preds = %B484.endif, %B296.endif.endif.thread
  %.6.i.i81 = phi ptr [ %.6.i.i79, %B296.endif.endif.thread ], [ %.6.i.i, %B484.endif ]
  %.7.i.i.i7680 = phi ptr [ %.7.i.i.i74, %B296.endif.endif.thread ], [ %.7.i.i.i, %B484.endif ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i15)
  tail call void @NRT_decref(ptr %.54.fca.0.load)
  %.1221 = shl nuw nsw i64 %.643.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1221, i32 32), !noalias !15
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B518.endif.endif.endif.if.if, label %B518.endif.endif.endif.endif, !prof !3

B0.endif:                                         ; preds = %B0
  %.fca.5.1.gep = getelementptr inbounds nuw i8, ptr %.36, i64 48
  %.fca.5.0.gep511 = getelementptr inbounds nuw i8, ptr %.36, i64 40
  %.54.fca.5.0.load = load i64, ptr %.fca.5.0.gep511, align 8
  %.54.fca.5.1.load = load i64, ptr %.fca.5.1.gep, align 8
  tail call void @NRT_decref(ptr %arg.A.0)
  %.14.i10 = icmp slt i64 %.643.fca.5.0.load.fr, 0
  br i1 %.14.i10, label %B0.endif.if.if, label %B0.endif.endif.i11, !prof !3

B0.endif.endif.i11:                               ; preds = %B0.endif
  %const = bitcast i64 1152921504606846944 to i64
  %const_mat239 = add i64 %const, 31
  %.30.i12 = icmp samesign ugt i64 %.643.fca.5.0.load.fr, %const_mat239
  br i1 %.30.i12, label %B0.endif.if.if, label %B0.endif.endif.endif.i13, !prof !3

B0.endif.endif.endif.i13:                         ; preds = %B0.endif.endif.i11
  %.29.i14 = shl nuw nsw i64 %.643.fca.5.0.load.fr, 3
  %.7.i.i.i15 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.29.i14, i32 32), !noalias !22
  %.8.i.i.i16 = icmp eq ptr %.7.i.i.i15, null
  br i1 %.8.i.i.i16, label %B0.endif.if.if, label %B0.endif.endif.endif, !prof !3

common.ret:                                       ; preds = %for.end.endif, %B518.endif.endif.endif.if.if, %B484.if, %B296.if.if, %B262.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %B262.if ], [ 1, %B296.if.if ], [ 1, %B484.if ], [ 0, %for.end.endif ], [ 1, %B518.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.45 = load ptr, ptr %excinfo.1, align 8
  store ptr %.45, ptr %excinfo, align 8
  br label %common.ret

B0.endif.if.if:                                   ; preds = %B0.endif.endif.i11, %B0.endif, %B0.endif.endif.endif.i13
  %excinfo.2.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15, %B0.endif.endif.endif.i13 ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.14, %B0.endif.endif.i11 ], [ @.const.picklebuf.331b8563bdb9dac81b38422273052c486fc1706b, %B0.endif ]
  store ptr %excinfo.2.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.endif.i13
  %.5.i.i18 = getelementptr i8, ptr %.7.i.i.i15, i64 24
  %.6.i.i19 = load ptr, ptr %.5.i.i18, align 8, !noalias !32
  %.230583.not = icmp eq i64 %.643.fca.5.0.load.fr, 0
  br i1 %.230583.not, label %B0.endif.endif.endif.i.thread, label %B164.endif.preheader

B164.endif.preheader:                             ; preds = %B0.endif.endif.endif
  %scevgep195 = getelementptr i8, ptr %.54.fca.4.load, i64 56
  %56 = shl i64 %.54.fca.5.1.load, 3
  br label %B164.endif

B164.endif:                                       ; preds = %B164.endif.preheader, %B262.endif
  %lsr.iv231 = phi ptr [ %.54.fca.4.load, %B164.endif.preheader ], [ %scevgep232, %B262.endif ]
  %lsr.iv196 = phi ptr [ %scevgep195, %B164.endif.preheader ], [ %scevgep197, %B262.endif ]
  %.236578584 = phi i64 [ %.243, %B262.endif ], [ 0, %B164.endif.preheader ]
  %lsr237 = trunc i64 %.236578584 to i3
  %57 = zext i3 %lsr237 to i64
  %58 = lshr i64 %.236578584, 3
  %59 = shl nuw nsw i64 %58, 3
  %.243 = add nuw nsw i64 %.236578584, 1
  %60 = getelementptr double, ptr %arg.b.4, i64 %.236578584
  %.301 = load double, ptr %60, align 8
  %.385571.not = icmp eq i64 %.236578584, 0
  br i1 %.385571.not, label %B262, label %B214.lr.ph

B214.lr.ph:                                       ; preds = %B164.endif
  %.470 = mul i64 %.236578584, %.54.fca.5.1.load
  %61 = icmp samesign ult i64 %.236578584, 8
  br i1 %61, label %B214.epil.preheader, label %B214.lr.ph.new

B214.lr.ph.new:                                   ; preds = %B214.lr.ph
  br label %B214

B262.if:                                          ; preds = %B262
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B262.endif:                                       ; preds = %B262
  %.582 = fdiv double %s.4.1.lcssa, %.571
  %62 = getelementptr double, ptr %.6.i.i19, i64 %.236578584
  store double %.582, ptr %62, align 8
  %scevgep197 = getelementptr i8, ptr %lsr.iv196, i64 %56
  %scevgep232 = getelementptr i8, ptr %lsr.iv231, i64 %56
  %exitcond625.not = icmp eq i64 %.643.fca.5.0.load.fr, %.243
  br i1 %exitcond625.not, label %B0.endif.endif.endif.i, label %B164.endif

B296.if.if:                                       ; preds = %B0.endif.endif.endif.i.thread, %B0.endif.endif.endif.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.15, ptr %excinfo, align 8
  br label %common.ret

B378.endif.preheader:                             ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !14
  %63 = shl i64 %.643.fca.5.0.load.fr, 3
  %scevgep160 = getelementptr i8, ptr %.6.i.i, i64 %63
  br label %B378.endif

B378.endif:                                       ; preds = %B378.endif.preheader, %B484.endif
  %lsr.iv161 = phi ptr [ %scevgep160, %B378.endif.preheader ], [ %scevgep162, %B484.endif ]
  %indvar = phi i64 [ 0, %B378.endif.preheader ], [ %indvar.next, %B484.endif ]
  %.750601609 = phi i64 [ %.643.fca.5.0.load.fr, %B378.endif.preheader ], [ %.760, %B484.endif ]
  %lsr194 = trunc i64 %indvar to i3
  %64 = zext i3 %lsr194 to i64
  %65 = add i64 %indvar, -1
  %.760 = add i64 %.750601609, -1
  %.806 = icmp slt i64 %.760, 0
  %.807 = select i1 %.806, i64 %.643.fca.5.0.load.fr, i64 0
  %66 = getelementptr double, ptr %.6.i.i19, i64 %.760
  %.821 = getelementptr double, ptr %66, i64 %.807
  %.822 = load double, ptr %.821, align 8
  %.865 = sub nuw nsw i64 %.643.fca.5.0.load.fr, %.750601609
  %.908592.not = icmp eq i64 %.865, 0
  br i1 %.908592.not, label %B378.endif.B484_crit_edge, label %B436.lr.ph

B378.endif.B484_crit_edge:                        ; preds = %B378.endif
  %67 = icmp slt i64 %.760, 0
  %.pre = select i1 %67, i64 %.54.fca.5.1.load, i64 0
  br label %B484

B436.lr.ph:                                       ; preds = %B378.endif
  %68 = icmp slt i64 %.760, 0
  %invariant.gep = getelementptr double, ptr %.54.fca.4.load, i64 %.760
  %.975 = select i1 %68, i64 %.54.fca.5.1.load, i64 0
  %invariant.gep599 = getelementptr double, ptr %invariant.gep, i64 %.975
  %xtraiter97 = and i64 %indvar, 7
  %lcmp.mod98.not = icmp eq i64 %xtraiter97, 0
  br i1 %lcmp.mod98.not, label %B436.prol.loopexit, label %B436.prol.preheader

B436.prol.preheader:                              ; preds = %B436.lr.ph
  br label %B436.prol

B436.prol:                                        ; preds = %B436.prol.preheader, %B436.prol
  %s.5.1595.prol = phi double [ %.1033.prol, %B436.prol ], [ %.822, %B436.prol.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %B436.prol ], [ 0, %B436.prol.preheader ]
  %69 = add i64 %.750601609, %prol.iter
  %.971.prol = icmp slt i64 %69, 0
  %.972.prol = select i1 %.971.prol, i64 %.54.fca.5.0.load, i64 0
  %70 = add i64 %.750601609, %.972.prol
  %71 = add i64 %70, %prol.iter
  %.993.prol = mul i64 %71, %.54.fca.5.1.load
  %gep600.prol = getelementptr double, ptr %invariant.gep599, i64 %.993.prol
  %.998.prol = load double, ptr %gep600.prol, align 8
  %.1015.prol = select i1 %.971.prol, i64 %.643.fca.5.0.load.fr, i64 0
  %72 = shl i64 %.1015.prol, 3
  %scevgep163 = getelementptr i8, ptr %lsr.iv161, i64 %72
  %73 = shl nuw nsw i64 %prol.iter, 3
  %scevgep164 = getelementptr i8, ptr %scevgep163, i64 %73
  %.1030.prol = load double, ptr %scevgep164, align 8
  %.1031.prol = fmul double %.998.prol, %.1030.prol
  %.1033.prol = fsub double %s.5.1595.prol, %.1031.prol
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %64, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B436.prol.loopexit.loopexit, label %B436.prol, !llvm.loop !34

B436.prol.loopexit.loopexit:                      ; preds = %B436.prol
  %74 = sub i64 %indvar, %prol.iter.next
  %75 = add i64 %.750601609, %prol.iter.next
  br label %B436.prol.loopexit

B436.prol.loopexit:                               ; preds = %B436.prol.loopexit.loopexit, %B436.lr.ph
  %s.5.1595.unr = phi double [ %.822, %B436.lr.ph ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %.907590594.unr = phi i64 [ %.865, %B436.lr.ph ], [ %74, %B436.prol.loopexit.loopexit ]
  %.914591593.unr = phi i64 [ %.750601609, %B436.lr.ph ], [ %75, %B436.prol.loopexit.loopexit ]
  %.1033.lcssa.unr = phi double [ poison, %B436.lr.ph ], [ %.1033.prol, %B436.prol.loopexit.loopexit ]
  %76 = icmp ult i64 %65, 7
  br i1 %76, label %B484, label %B436.preheader

B436.preheader:                                   ; preds = %B436.prol.loopexit
  %77 = add i64 %.907590594.unr, 8
  %78 = add i64 %.914591593.unr, 7
  br label %B436

B484.if:                                          ; preds = %B484
  store ptr @.const.picklebuf.b28008a0f88bad5ff0f0243e84dab90cab19b366, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B484.endif:                                       ; preds = %B484
  %.1105 = fdiv double %s.5.1.lcssa, %.1094
  %79 = getelementptr double, ptr %.6.i.i, i64 %.760
  %.1137 = getelementptr double, ptr %79, i64 %.807
  store double %.1105, ptr %.1137, align 8
  %indvar.next = add nuw nsw i64 %indvar, 1
  %scevgep162 = getelementptr i8, ptr %lsr.iv161, i64 -8
  %.751 = icmp sgt i64 %.750601609, 1
  br i1 %.751, label %B378.endif, label %B128.i

B518.endif.endif.endif.endif:                     ; preds = %B128.i
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  switch i64 %.643.fca.5.0.load.fr, label %iter.check [
    i64 0, label %for.end.thread71
    i64 1, label %for.body.endif.endif
  ]

for.end.thread71:                                 ; preds = %B518.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i7680)
  br label %for.end.endif

iter.check:                                       ; preds = %B518.endif.endif.endif.endif
  %80 = ptrtoint ptr %.6.i.i81 to i64
  %.6.i83 = ptrtoint ptr %.6.i to i64
  %min.iters.check = icmp ult i64 %.643.fca.5.0.load.fr, 4
  %81 = sub i64 %.6.i83, %80
  %diff.check = icmp ult i64 %81, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check85 = icmp ult i64 %.643.fca.5.0.load.fr, 32
  br i1 %min.iters.check85, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %.643.fca.5.0.load.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr262 = mul i64 %index, 8
  %sunkaddr263 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr262
  %wide.load = load <8 x double>, ptr %sunkaddr263, align 8
  %sunkaddr264 = mul i64 %index, 8
  %sunkaddr265 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr264
  %sunkaddr266 = getelementptr i8, ptr %sunkaddr265, i64 64
  %wide.load86 = load <8 x double>, ptr %sunkaddr266, align 8
  %sunkaddr267 = mul i64 %index, 8
  %sunkaddr268 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr267
  %sunkaddr269 = getelementptr i8, ptr %sunkaddr268, i64 128
  %wide.load87 = load <8 x double>, ptr %sunkaddr269, align 8
  %sunkaddr270 = mul i64 %index, 8
  %sunkaddr271 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr270
  %sunkaddr272 = getelementptr i8, ptr %sunkaddr271, i64 192
  %wide.load88 = load <8 x double>, ptr %sunkaddr272, align 8
  %82 = fmul <8 x double> %wide.load, %wide.load
  %83 = fmul <8 x double> %wide.load86, %wide.load86
  %84 = fmul <8 x double> %wide.load87, %wide.load87
  %85 = fmul <8 x double> %wide.load88, %wide.load88
  %sunkaddr273 = mul i64 %index, 8
  %sunkaddr274 = getelementptr i8, ptr %.6.i, i64 %sunkaddr273
  store <8 x double> %82, ptr %sunkaddr274, align 8
  %sunkaddr275 = mul i64 %index, 8
  %sunkaddr276 = getelementptr i8, ptr %.6.i, i64 %sunkaddr275
  %sunkaddr277 = getelementptr i8, ptr %sunkaddr276, i64 64
  store <8 x double> %83, ptr %sunkaddr277, align 8
  %sunkaddr278 = mul i64 %index, 8
  %sunkaddr279 = getelementptr i8, ptr %.6.i, i64 %sunkaddr278
  %sunkaddr280 = getelementptr i8, ptr %sunkaddr279, i64 128
  store <8 x double> %84, ptr %sunkaddr280, align 8
  %sunkaddr281 = mul i64 %index, 8
  %sunkaddr282 = getelementptr i8, ptr %.6.i, i64 %sunkaddr281
  %sunkaddr283 = getelementptr i8, ptr %sunkaddr282, i64 192
  store <8 x double> %85, ptr %sunkaddr283, align 8
  %index.next = add nuw i64 %index, 32
  %86 = icmp eq i64 %n.vec, %index.next
  br i1 %86, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.643.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %87 = and i64 %.643.fca.5.0.load.fr, 28
  %min.epilog.iters.check = icmp eq i64 %87, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !38

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat238 = add i64 %const, 28
  %n.vec90 = and i64 %.643.fca.5.0.load.fr, %const_mat238
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index91 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next93, %vec.epilog.vector.body ]
  %88 = shl i64 %index91, 3
  %scevgep143 = getelementptr i8, ptr %.6.i.i81, i64 %88
  %wide.load92 = load <4 x double>, ptr %scevgep143, align 8
  %89 = fmul <4 x double> %wide.load92, %wide.load92
  %90 = shl i64 %index91, 3
  %scevgep142 = getelementptr i8, ptr %.6.i, i64 %90
  store <4 x double> %89, ptr %scevgep142, align 8
  %index.next93 = add nuw i64 %index91, 4
  %91 = icmp eq i64 %n.vec90, %index.next93
  br i1 %91, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !39

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n94 = icmp eq i64 %.643.fca.5.0.load.fr, %n.vec90
  br i1 %cmp.n94, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index616.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec90, %vec.epilog.middle.block ]
  %92 = sub nsw i64 %.643.fca.5.0.load.fr, %loop.index616.us.ph
  %xtraiter99 = and i64 %92, 7
  %lcmp.mod100.not = icmp eq i64 %xtraiter99, 0
  br i1 %lcmp.mod100.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv140 = phi i64 [ %xtraiter99, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next141, %for.body.endif.endif.us.prol ]
  %loop.index616.us.prol = phi i64 [ %.1328.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index616.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %93 = shl nuw i64 %loop.index616.us.prol, 3
  %scevgep139 = getelementptr i8, ptr %.6.i.i81, i64 %93
  %.1299.us.prol = load double, ptr %scevgep139, align 8
  %.147.i.i.prol = fmul double %.1299.us.prol, %.1299.us.prol
  %94 = shl nuw i64 %loop.index616.us.prol, 3
  %scevgep138 = getelementptr i8, ptr %.6.i, i64 %94
  store double %.147.i.i.prol, ptr %scevgep138, align 8
  %.1328.us.prol = add nuw nsw i64 %loop.index616.us.prol, 1
  %lsr.iv.next141 = add nsw i64 %lsr.iv140, -1
  %prol.iter101.cmp.not = icmp eq i64 %lsr.iv.next141, 0
  br i1 %prol.iter101.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !40

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index616.us.unr = phi i64 [ %loop.index616.us.ph, %for.body.endif.endif.us.preheader ], [ %.1328.us.prol, %for.body.endif.endif.us.prol ]
  %95 = sub nsw i64 %loop.index616.us.ph, %.643.fca.5.0.load.fr
  %96 = icmp ugt i64 %95, -8
  br i1 %96, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader105

for.body.endif.endif.us.preheader105:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader105, %for.body.endif.endif.us
  %loop.index616.us = phi i64 [ %.1328.us.7, %for.body.endif.endif.us ], [ %loop.index616.us.unr, %for.body.endif.endif.us.preheader105 ]
  %sunkaddr284 = mul i64 %loop.index616.us, 8
  %sunkaddr285 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr284
  %.1299.us = load double, ptr %sunkaddr285, align 8
  %.147.i.i = fmul double %.1299.us, %.1299.us
  %sunkaddr286 = mul i64 %loop.index616.us, 8
  %sunkaddr287 = getelementptr i8, ptr %.6.i, i64 %sunkaddr286
  store double %.147.i.i, ptr %sunkaddr287, align 8
  %sunkaddr288 = mul i64 %loop.index616.us, 8
  %sunkaddr289 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, ptr %sunkaddr289, i64 8
  %.1299.us.1 = load double, ptr %sunkaddr290, align 8
  %.147.i.i.1 = fmul double %.1299.us.1, %.1299.us.1
  %sunkaddr291 = mul i64 %loop.index616.us, 8
  %sunkaddr292 = getelementptr i8, ptr %.6.i, i64 %sunkaddr291
  %sunkaddr293 = getelementptr i8, ptr %sunkaddr292, i64 8
  store double %.147.i.i.1, ptr %sunkaddr293, align 8
  %sunkaddr294 = mul i64 %loop.index616.us, 8
  %sunkaddr295 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, ptr %sunkaddr295, i64 16
  %.1299.us.2 = load double, ptr %sunkaddr296, align 8
  %.147.i.i.2 = fmul double %.1299.us.2, %.1299.us.2
  %sunkaddr297 = mul i64 %loop.index616.us, 8
  %sunkaddr298 = getelementptr i8, ptr %.6.i, i64 %sunkaddr297
  %sunkaddr299 = getelementptr i8, ptr %sunkaddr298, i64 16
  store double %.147.i.i.2, ptr %sunkaddr299, align 8
  %sunkaddr300 = mul i64 %loop.index616.us, 8
  %sunkaddr301 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr300
  %sunkaddr302 = getelementptr i8, ptr %sunkaddr301, i64 24
  %.1299.us.3 = load double, ptr %sunkaddr302, align 8
  %.147.i.i.3 = fmul double %.1299.us.3, %.1299.us.3
  %sunkaddr303 = mul i64 %loop.index616.us, 8
  %sunkaddr304 = getelementptr i8, ptr %.6.i, i64 %sunkaddr303
  %sunkaddr305 = getelementptr i8, ptr %sunkaddr304, i64 24
  store double %.147.i.i.3, ptr %sunkaddr305, align 8
  %sunkaddr306 = mul i64 %loop.index616.us, 8
  %sunkaddr307 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, ptr %sunkaddr307, i64 32
  %.1299.us.4 = load double, ptr %sunkaddr308, align 8
  %.147.i.i.4 = fmul double %.1299.us.4, %.1299.us.4
  %sunkaddr309 = mul i64 %loop.index616.us, 8
  %sunkaddr310 = getelementptr i8, ptr %.6.i, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, ptr %sunkaddr310, i64 32
  store double %.147.i.i.4, ptr %sunkaddr311, align 8
  %sunkaddr312 = mul i64 %loop.index616.us, 8
  %sunkaddr313 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, ptr %sunkaddr313, i64 40
  %.1299.us.5 = load double, ptr %sunkaddr314, align 8
  %.147.i.i.5 = fmul double %.1299.us.5, %.1299.us.5
  %sunkaddr315 = mul i64 %loop.index616.us, 8
  %sunkaddr316 = getelementptr i8, ptr %.6.i, i64 %sunkaddr315
  %sunkaddr317 = getelementptr i8, ptr %sunkaddr316, i64 40
  store double %.147.i.i.5, ptr %sunkaddr317, align 8
  %sunkaddr318 = mul i64 %loop.index616.us, 8
  %sunkaddr319 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr318
  %sunkaddr320 = getelementptr i8, ptr %sunkaddr319, i64 48
  %.1299.us.6 = load double, ptr %sunkaddr320, align 8
  %.147.i.i.6 = fmul double %.1299.us.6, %.1299.us.6
  %sunkaddr321 = mul i64 %loop.index616.us, 8
  %sunkaddr322 = getelementptr i8, ptr %.6.i, i64 %sunkaddr321
  %sunkaddr323 = getelementptr i8, ptr %sunkaddr322, i64 48
  store double %.147.i.i.6, ptr %sunkaddr323, align 8
  %sunkaddr324 = mul i64 %loop.index616.us, 8
  %sunkaddr325 = getelementptr i8, ptr %.6.i.i81, i64 %sunkaddr324
  %sunkaddr326 = getelementptr i8, ptr %sunkaddr325, i64 56
  %.1299.us.7 = load double, ptr %sunkaddr326, align 8
  %.147.i.i.7 = fmul double %.1299.us.7, %.1299.us.7
  %sunkaddr327 = mul i64 %loop.index616.us, 8
  %sunkaddr328 = getelementptr i8, ptr %.6.i, i64 %sunkaddr327
  %sunkaddr329 = getelementptr i8, ptr %sunkaddr328, i64 56
  store double %.147.i.i.7, ptr %sunkaddr329, align 8
  %.1328.us.7 = add nuw nsw i64 %loop.index616.us, 8
  %exitcond627.not.7 = icmp eq i64 %.643.fca.5.0.load.fr, %.1328.us.7
  br i1 %exitcond627.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !41

B518.endif.endif.endif.if.if:                     ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.26, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i7680)
  %xtraiter.i = and i64 %.643.fca.5.0.load.fr, 7
  %97 = icmp samesign ult i64 %.643.fca.5.0.load.fr, 8
  br i1 %97, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !42

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %.643.fca.5.0.load.fr, %const_mat
  %98 = add nsw i64 %.643.fca.5.0.load.fr, -8
  %99 = lshr i64 %98, 3
  %100 = add nuw nsw i64 %99, 1
  %xtraiter102 = and i64 %100, 3
  %101 = and i64 %98, 24
  %lcmp.mod103.not = icmp eq i64 %101, 24
  br i1 %lcmp.mod103.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !43

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter102, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !44
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i34.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i34.prol, align 8, !noalias !44
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !44
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !44
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !44
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !44
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !44
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !44
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter104.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter104.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !47, !llvm.loop !48

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %102 = icmp ult i64 %98, 24
  br i1 %102, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !49

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !50

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %103 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %103
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !44
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !51, !llvm.loop !52

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !44
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i34 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i34, align 8, !noalias !44
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !44
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !44
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !44
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !44
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !44
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !44
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !44
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i34.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i34.1, align 8, !noalias !44
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !44
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !44
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !44
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !44
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !44
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !44
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !44
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i34.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i34.2, align 8, !noalias !44
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !44
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !44
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !44
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !44
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !44
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !44
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !44
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i34.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i34.3, align 8, !noalias !44
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !44
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !44
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !44
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !44
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !44
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !44
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !54, !llvm.loop !55

for.body.endif.endif:                             ; preds = %B518.endif.endif.endif.endif
  %.1299 = load double, ptr %.6.i.i81, align 8
  %.147.i.i32 = fmul double %.1299, %.1299
  store double %.147.i.i32, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread71
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread71 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cholesky_solve, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !3

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !3

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 8
  %.35.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.20, i64 56
  %.35.fca.6.0.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.20, i64 64
  %.35.fca.6.1.load = load i64, ptr %sunkaddr7, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !3

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr8 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr8, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !3

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr10, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 %.35.fca.6.0.load, i64 %.35.fca.6.1.load, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #2
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !0

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
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !3

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !3

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

define double @cfunc._ZN7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
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
  %.14 = call i32 @_ZN7kernels14cholesky_solveB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #2
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

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
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !3

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !3

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg8cho_impl12_3clocals_3e8cho_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B132.endif.if.if, %B132.if, %B412, %B296, %B252, %B184, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B184 ], [ 1, %B252 ], [ 1, %B296 ], [ 0, %B412 ], [ 1, %B132.if ], [ 1, %B132.endif.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.8672390a40180d0c8cb649f3752cb125716d9978, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B132:                                             ; preds = %B0
  %.109 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.0)
  %.110 = extractvalue { i64, i1 } %.109, 0
  %.111 = extractvalue { i64, i1 } %.109, 1
  %.113 = shl i64 %arg.a.5.0, 3
  %0 = add i64 %.110, -1152921504606846976
  %.116 = icmp ult i64 %0, -2305843009213693952
  %.117 = or i1 %.111, %.116
  br i1 %.117, label %B132.if, label %B132.endif, !prof !3

B184:                                             ; preds = %B132.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack319 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack319, align 8
  %retptr.repack321 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack321, align 8
  %retptr.repack323 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack323, align 8
  %retptr.repack325 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack325, align 8
  %retptr.repack327 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  %retptr.repack329 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %retptr.repack327, i8 0, i64 16, i1 false)
  store i64 %.113, ptr %retptr.repack329, align 8
  %retptr.repack329.repack333 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack329.repack333, align 8
  br label %common.ret

B188:                                             ; preds = %B132.endif.endif
  %.261 = tail call i32 @numba_xxpotrf(i8 100, i8 85, i64 %arg.a.5.0, ptr %.6.i, i64 %arg.a.5.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.268.not = icmp eq i32 %.261, 0
  br i1 %.268.not, label %B358.endif, label %B240

B240:                                             ; preds = %B188
  %.272 = icmp slt i32 %.261, 0
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br i1 %.272, label %B252, label %B296

B252:                                             ; preds = %B240
  %.285 = tail call i32 @numba_fatal_error()
  store ptr @.const.picklebuf.f4c6c8929dcca6db0d12348a0bcf1fd4383ea827, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B296:                                             ; preds = %B240
  store ptr @.const.picklebuf.e34d9b7c056a04d3a2e8f66033c565fff0df2aca, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B388.loopexit.loopexit.unr-lcssa.unr-lcssa:       ; preds = %.723.endif
  %1 = and i64 %18, 3
  %lcmp.mod.not10 = icmp eq i64 %1, 0
  br i1 %lcmp.mod.not10, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil.preheader6, !prof !57

.723.endif.epil.preheader6:                       ; preds = %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, %.723.endif.preheader5
  %lsr.iv10.epil.init = phi ptr [ %lsr.iv, %.723.endif.preheader5 ], [ %scevgep11.3, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa ]
  br label %.723.endif.epil7

.723.endif.epil7:                                 ; preds = %.723.endif.epil7, %.723.endif.epil.preheader6
  %lsr.iv47 = phi i64 [ %lsr.iv.next48, %.723.endif.epil7 ], [ %10, %.723.endif.epil.preheader6 ]
  %lsr.iv10.epil = phi ptr [ %scevgep49, %.723.endif.epil7 ], [ %lsr.iv10.epil.init, %.723.endif.epil.preheader6 ]
  store double 0.000000e+00, ptr %lsr.iv10.epil, align 8
  %scevgep13.epil = getelementptr i8, ptr %lsr.iv10.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep13.epil, align 8
  %scevgep14.epil = getelementptr i8, ptr %scevgep13.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep14.epil, align 8
  %scevgep15.epil = getelementptr i8, ptr %scevgep14.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep15.epil, align 8
  %scevgep16.epil = getelementptr i8, ptr %scevgep15.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep16.epil, align 8
  %scevgep17.epil = getelementptr i8, ptr %scevgep16.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep17.epil, align 8
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 %.113
  store double 0.000000e+00, ptr %scevgep18.epil, align 8
  %sunkaddr25.epil = getelementptr i8, ptr %scevgep18.epil, i64 %.113
  store double 0.000000e+00, ptr %sunkaddr25.epil, align 8
  %lsr.iv.next48 = add nsw i64 %lsr.iv47, -1
  %epil.iter.cmp.not11 = icmp eq i64 %lsr.iv.next48, 0
  %scevgep49 = getelementptr i8, ptr %sunkaddr25.epil, i64 %.113
  br i1 %epil.iter.cmp.not11, label %B388.loopexit.loopexit.unr-lcssa, label %.723.endif.epil7, !prof !58, !llvm.loop !59

B388.loopexit.loopexit.unr-lcssa:                 ; preds = %.723.endif.epil7, %B388.loopexit.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %20, 0
  br i1 %lcmp.mod.not, label %B388.loopexit, label %.723.endif.epil.preheader, !prof !50

.723.endif.epil.preheader:                        ; preds = %.723.endif.preheader, %B388.loopexit.loopexit.unr-lcssa
  %.719.0338.epil.init = phi i64 [ 0, %.723.endif.preheader ], [ %19, %B388.loopexit.loopexit.unr-lcssa ]
  %2 = mul i64 %.719.0338.epil.init, %.113
  %scevgep20 = getelementptr i8, ptr %lsr.iv, i64 %2
  br label %.723.endif.epil

.723.endif.epil:                                  ; preds = %.723.endif.epil, %.723.endif.epil.preheader
  %lsr.iv24 = phi i64 [ %lsr.iv.next, %.723.endif.epil ], [ %20, %.723.endif.epil.preheader ]
  %lsr.iv21 = phi ptr [ %scevgep22, %.723.endif.epil ], [ %scevgep20, %.723.endif.epil.preheader ]
  store double 0.000000e+00, ptr %lsr.iv21, align 8
  %scevgep22 = getelementptr i8, ptr %lsr.iv21, i64 %.113
  %lsr.iv.next = add nsw i64 %lsr.iv24, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B388.loopexit, label %.723.endif.epil, !prof !51, !llvm.loop !61

B388.loopexit:                                    ; preds = %.723.endif.epil, %B390.endif.endif, %B388.loopexit.loopexit.unr-lcssa
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 8
  %exitcond347.not = icmp eq i64 %arg.a.5.0, %.408
  br i1 %exitcond347.not, label %B412, label %B390.endif.else.endif.endif.endif

B412:                                             ; preds = %B388.loopexit, %B358.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack303 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack303, align 8
  %retptr.repack305 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.110, ptr %retptr.repack305, align 8
  %retptr.repack307 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack307, align 8
  %retptr.repack309 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack309, align 8
  %retptr.repack311 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack311, align 8
  %retptr.repack311.repack315 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.a.5.0, ptr %retptr.repack311.repack315, align 8
  %retptr.repack313 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.113, ptr %retptr.repack313, align 8
  %retptr.repack313.repack317 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack313.repack317, align 8
  br label %common.ret

B132.if:                                          ; preds = %B132
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !33
  br label %common.ret

B132.endif:                                       ; preds = %B132
  %.115 = shl nsw i64 %.110, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.115, i32 32), !noalias !62
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B132.endif.if.if, label %B132.endif.endif, !prof !3

B132.endif.endif:                                 ; preds = %B132.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.182 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.a.4, i64 %.182, i1 false)
  %.199 = icmp eq i64 %arg.a.5.0, 0
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.a.0)
  br i1 %.199, label %B184, label %B188

B132.endif.if.if:                                 ; preds = %B132.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B358.endif:                                       ; preds = %B188
  %.395341.not = icmp slt i64 %arg.a.5.0, 1
  br i1 %.395341.not, label %B412, label %B390.endif.else.endif.endif.endif.preheader, !prof !69

B390.endif.else.endif.endif.endif.preheader:      ; preds = %B358.endif
  %3 = shl i64 %arg.a.5.0, 6
  br label %B390.endif.else.endif.endif.endif

B390.endif.endif:                                 ; preds = %B390.endif.else.endif.endif.endif.if, %B390.endif.else.endif.endif.endif
  %.626.sroa.13.0 = phi i64 [ %.401340342, %B390.endif.else.endif.endif.endif ], [ %arg.a.5.0, %B390.endif.else.endif.endif.endif.if ]
  %.753.not337 = icmp sgt i64 %.626.sroa.13.0, 0
  br i1 %.753.not337, label %.723.endif.preheader, label %B388.loopexit, !prof !43

.723.endif.preheader:                             ; preds = %B390.endif.endif
  %4 = icmp ult i64 %21, 7
  br i1 %4, label %.723.endif.epil.preheader, label %.723.endif.preheader5, !prof !42

.723.endif.preheader5:                            ; preds = %.723.endif.preheader
  %5 = icmp ult i64 %16, 24
  br i1 %5, label %.723.endif.epil.preheader6, label %.723.endif.preheader5.new, !prof !70

.723.endif.preheader5.new:                        ; preds = %.723.endif.preheader5
  br label %.723.endif

B390.endif.else.endif.endif.endif:                ; preds = %B390.endif.else.endif.endif.endif.preheader, %B388.loopexit
  %lsr.iv = phi ptr [ %.6.i, %B390.endif.else.endif.endif.endif.preheader ], [ %scevgep, %B388.loopexit ]
  %.401340342 = phi i64 [ 0, %B390.endif.else.endif.endif.endif.preheader ], [ %.408, %B388.loopexit ]
  %smin46 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %6 = add i64 %smin46, -8
  %7 = lshr i64 %6, 3
  %8 = trunc i64 %7 to i2
  %9 = add i2 %8, 1
  %10 = zext i2 %9 to i64
  %smin12 = call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %11 = add i64 %smin12, -8
  %12 = lshr i64 %11, 3
  %13 = add nuw nsw i64 %12, 1
  %14 = lshr i64 %13, 2
  %15 = shl nuw nsw i64 %14, 2
  %smin = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %16 = add nsw i64 %smin, -8
  %17 = lshr i64 %16, 3
  %18 = add nuw nsw i64 %17, 1
  %smin3 = tail call i64 @llvm.smin.i64(i64 %arg.a.5.0, i64 %.401340342)
  %19 = and i64 %smin3, 9223372036854775800
  %20 = and i64 %smin3, 7
  %21 = add nsw i64 %smin3, -1
  %.408 = add nuw nsw i64 %.401340342, 1
  %.674.not = icmp slt i64 %.401340342, %arg.a.5.0
  br i1 %.674.not, label %B390.endif.endif, label %B390.endif.else.endif.endif.endif.if, !prof !71

B390.endif.else.endif.endif.endif.if:             ; preds = %B390.endif.else.endif.endif.endif
  br label %B390.endif.endif

.723.endif:                                       ; preds = %.723.endif, %.723.endif.preheader5.new
  %lsr.iv13 = phi i64 [ %lsr.iv.next14, %.723.endif ], [ %15, %.723.endif.preheader5.new ]
  %lsr.iv10 = phi ptr [ %lsr.iv, %.723.endif.preheader5.new ], [ %scevgep45, %.723.endif ]
  store double 0.000000e+00, ptr %lsr.iv10, align 8
  %scevgep13 = getelementptr i8, ptr %lsr.iv10, i64 %.113
  store double 0.000000e+00, ptr %scevgep13, align 8
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %.113
  store double 0.000000e+00, ptr %scevgep14, align 8
  %scevgep15 = getelementptr i8, ptr %scevgep14, i64 %.113
  store double 0.000000e+00, ptr %scevgep15, align 8
  %scevgep16 = getelementptr i8, ptr %scevgep15, i64 %.113
  store double 0.000000e+00, ptr %scevgep16, align 8
  %scevgep17 = getelementptr i8, ptr %scevgep16, i64 %.113
  store double 0.000000e+00, ptr %scevgep17, align 8
  %scevgep18 = getelementptr i8, ptr %scevgep17, i64 %.113
  store double 0.000000e+00, ptr %scevgep18, align 8
  %sunkaddr25 = getelementptr i8, ptr %scevgep18, i64 %.113
  store double 0.000000e+00, ptr %sunkaddr25, align 8
  %scevgep11 = getelementptr i8, ptr %lsr.iv10, i64 %3
  %scevgep19 = getelementptr i8, ptr %sunkaddr25, i64 %.113
  store double 0.000000e+00, ptr %scevgep19, align 8
  %scevgep21 = getelementptr i8, ptr %scevgep19, i64 %.113
  store double 0.000000e+00, ptr %scevgep21, align 8
  %scevgep23 = getelementptr i8, ptr %scevgep21, i64 %.113
  store double 0.000000e+00, ptr %scevgep23, align 8
  %scevgep24 = getelementptr i8, ptr %scevgep23, i64 %.113
  store double 0.000000e+00, ptr %scevgep24, align 8
  %scevgep25 = getelementptr i8, ptr %scevgep24, i64 %.113
  store double 0.000000e+00, ptr %scevgep25, align 8
  %scevgep26 = getelementptr i8, ptr %scevgep25, i64 %.113
  store double 0.000000e+00, ptr %scevgep26, align 8
  %scevgep27 = getelementptr i8, ptr %scevgep26, i64 %.113
  store double 0.000000e+00, ptr %scevgep27, align 8
  %scevgep28 = getelementptr i8, ptr %scevgep27, i64 %.113
  store double 0.000000e+00, ptr %scevgep28, align 8
  %scevgep11.1 = getelementptr i8, ptr %scevgep11, i64 %3
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 %.113
  store double 0.000000e+00, ptr %scevgep29, align 8
  %scevgep30 = getelementptr i8, ptr %scevgep29, i64 %.113
  store double 0.000000e+00, ptr %scevgep30, align 8
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %.113
  store double 0.000000e+00, ptr %scevgep31, align 8
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 %.113
  store double 0.000000e+00, ptr %scevgep32, align 8
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 %.113
  store double 0.000000e+00, ptr %scevgep33, align 8
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %.113
  store double 0.000000e+00, ptr %scevgep34, align 8
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %.113
  store double 0.000000e+00, ptr %scevgep35, align 8
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 %.113
  store double 0.000000e+00, ptr %scevgep36, align 8
  %scevgep11.2 = getelementptr i8, ptr %scevgep11.1, i64 %3
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 %.113
  store double 0.000000e+00, ptr %scevgep37, align 8
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 %.113
  store double 0.000000e+00, ptr %scevgep38, align 8
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %.113
  store double 0.000000e+00, ptr %scevgep39, align 8
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 %.113
  store double 0.000000e+00, ptr %scevgep40, align 8
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 %.113
  store double 0.000000e+00, ptr %scevgep41, align 8
  %scevgep42 = getelementptr i8, ptr %scevgep41, i64 %.113
  store double 0.000000e+00, ptr %scevgep42, align 8
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %.113
  store double 0.000000e+00, ptr %scevgep43, align 8
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 %.113
  store double 0.000000e+00, ptr %scevgep44, align 8
  %scevgep11.3 = getelementptr i8, ptr %scevgep11.2, i64 %3
  %lsr.iv.next14 = add i64 %lsr.iv13, -4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next14, 0
  %scevgep45 = getelementptr i8, ptr %scevgep44, i64 %.113
  br i1 %niter.ncmp.3, label %B388.loopexit.loopexit.unr-lcssa.unr-lcssa, label %.723.endif, !prof !72, !llvm.loop !73
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !3

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !3

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !3

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{!"branch_weights", i32 1, i32 99}
!4 = !{!5, !7, !8, !10, !11, !13}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!14 = !{!11, !13}
!15 = !{!16, !18, !19, !21}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = !{!23, !25, !26, !28, !29, !31}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!27 = distinct !{!27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!28 = distinct !{!28, !27, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!32 = !{!29, !31}
!33 = !{i1 true}
!34 = distinct !{!34, !2}
!35 = distinct !{!35, !36, !37}
!36 = !{!"llvm.loop.isvectorized", i32 1}
!37 = !{!"llvm.loop.unroll.runtime.disable"}
!38 = !{!"branch_weights", i32 4, i32 28}
!39 = distinct !{!39, !36, !37}
!40 = distinct !{!40, !2}
!41 = distinct !{!41, !36}
!42 = !{!"branch_weights", i32 146201250, i32 2001282398}
!43 = !{!"branch_weights", i32 127, i32 1}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!47 = !{!"branch_weights", i32 1, i32 1}
!48 = distinct !{!48, !2}
!49 = !{!"branch_weights", i32 1, i32 127}
!50 = !{!"branch_weights", i32 277993707, i32 1869489941}
!51 = !{!"branch_weights", i32 542333185, i32 1605150463}
!52 = distinct !{!52, !53, !2}
!53 = !{!"llvm.loop.estimated_trip_count", i32 4}
!54 = !{!"branch_weights", i32 166258294, i32 1981225354}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.estimated_trip_count", i32 3}
!57 = !{!"branch_weights", i32 603396745, i32 1544086903}
!58 = !{!"branch_weights", i32 1103346131, i32 1044137517}
!59 = distinct !{!59, !60, !2}
!60 = !{!"llvm.loop.estimated_trip_count", i32 0}
!61 = distinct !{!61, !53, !2}
!62 = !{!63, !65, !66, !68}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj15_call_allocatorB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = !{!"branch_weights", i32 101, i32 99}
!70 = !{!"branch_weights", i32 461156234, i32 1686327414}
!71 = !{!"branch_weights", i32 99, i32 1}
!72 = !{!"branch_weights", i32 591711789, i32 1555771859}
!73 = distinct !{!73, !56}
