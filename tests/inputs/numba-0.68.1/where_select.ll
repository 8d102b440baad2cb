; ModuleID = 'where_select'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.where_select = internal constant [13 x i8] c"where_select\00"
@_ZN08NumbaEnv7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a06cd10B3v67B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a06a110B3v68B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a06b090B3v69B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v60B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi3EEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\22\07\87\94\87\94."
@.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4.sha1 = internal constant [20 x i8] c"E\97=\B9\95\BE\9B\89\D3f(J.\A7W`J\C9\03\F4"
@.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4, i32 138, ptr @.const.pickledata.45973db995be9b89d366284a2ea757604ac903f4.sha1, ptr null, i32 0 }
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M(\07\87\94\87\94."
@.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3.sha1 = internal constant [20 x i8] c"\E3\C0\B8\E9{\FB|\B1\DEq.\AA\CC\92b7N\9A\F6\F3"
@.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, i32 164, ptr @.const.pickledata.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v62B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\D5\06\87\94\87\94."
@.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd.sha1 = internal constant [20 x i8] c"'\0C\87#\FFm\E8\B2\19\D8\0D\E0&`*\03n\0B\E6\FD"
@.const.picklebuf.270c8723ff6de8b219d80de026602a036e0be6fd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd, i32 142, ptr @.const.pickledata.270c8723ff6de8b219d80de026602a036e0be6fd.sha1, ptr null, i32 0 }
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\E7\06\87\94\87\94."
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1 = internal constant [20 x i8] c"o\ADT\1C\FD\F6G:\0A\C4\1F\07\F5\FF\80\C1V\E6\8BI"
@.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49, i32 151, ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v64B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.19 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\E7\06\87\94\87\94."
@.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1.20 = internal constant [20 x i8] c"o\ADT\1C\FD\F6G:\0A\C4\1F\07\F5\FF\80\C1V\E6\8BI"
@.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.19, i32 151, ptr @.const.pickledata.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v65B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.21 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.22 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.20 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.21, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.22, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.23, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.24, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath25_where_generic_inner_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.537 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.10 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.537, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.10, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %arg.x.5.0.fr, i32 32), !noalias !0
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !7

common.ret:                                       ; preds = %for.end.2.endif.endif, %for.end.2.if.if, %for.end.1.endif.endif.endif.if.if, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if, %B0.endif.endif.endif.if.if
  %common.ret.op = phi i32 [ 0, %for.end.2.endif.endif ], [ 1, %for.end.1.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ %.547, %for.end.2.if.if ], [ 1, %for.end.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %const = bitcast i64 9223372036854775804 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.145134 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.145134, label %for.body.lr.ph, label %B128.i35

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.147.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.147.not, label %for.body.endif.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 4
  br i1 %min.iters.check, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr i8, ptr %.6.i, i64 %arg.x.5.0.fr
  %0 = shl i64 %arg.x.5.0.fr, 3
  %scevgep122 = getelementptr i8, ptr %arg.x.4, i64 %0
  %bound0 = icmp ult ptr %.6.i, %scevgep122
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check123 = icmp ult i64 %arg.x.5.0.fr, 16
  br i1 %min.iters.check123, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -12
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr345 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <4 x double>, ptr %sunkaddr345, align 8, !alias.scope !8
  %sunkaddr346 = mul i64 %index, 8
  %sunkaddr347 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr346
  %sunkaddr348 = getelementptr i8, ptr %sunkaddr347, i64 32
  %wide.load124 = load <4 x double>, ptr %sunkaddr348, align 8, !alias.scope !8
  %sunkaddr349 = mul i64 %index, 8
  %sunkaddr350 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr349
  %sunkaddr351 = getelementptr i8, ptr %sunkaddr350, i64 64
  %wide.load125 = load <4 x double>, ptr %sunkaddr351, align 8, !alias.scope !8
  %sunkaddr352 = mul i64 %index, 8
  %sunkaddr353 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr352
  %sunkaddr354 = getelementptr i8, ptr %sunkaddr353, i64 96
  %wide.load126 = load <4 x double>, ptr %sunkaddr354, align 8, !alias.scope !8
  %1 = fcmp ogt <4 x double> %wide.load, zeroinitializer
  %2 = fcmp ogt <4 x double> %wide.load124, zeroinitializer
  %3 = fcmp ogt <4 x double> %wide.load125, zeroinitializer
  %4 = fcmp ogt <4 x double> %wide.load126, zeroinitializer
  %5 = zext <4 x i1> %1 to <4 x i8>
  %6 = zext <4 x i1> %2 to <4 x i8>
  %7 = zext <4 x i1> %3 to <4 x i8>
  %8 = zext <4 x i1> %4 to <4 x i8>
  %sunkaddr355 = getelementptr i8, ptr %.6.i, i64 %index
  store <4 x i8> %5, ptr %sunkaddr355, align 1, !alias.scope !11, !noalias !8
  %sunkaddr356 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr357 = getelementptr i8, ptr %sunkaddr356, i64 4
  store <4 x i8> %6, ptr %sunkaddr357, align 1, !alias.scope !11, !noalias !8
  %sunkaddr358 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr359 = getelementptr i8, ptr %sunkaddr358, i64 8
  store <4 x i8> %7, ptr %sunkaddr359, align 1, !alias.scope !11, !noalias !8
  %sunkaddr360 = getelementptr i8, ptr %.6.i, i64 %index
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 12
  store <4 x i8> %8, ptr %sunkaddr361, align 1, !alias.scope !11, !noalias !8
  %index.next = add nuw i64 %index, 16
  %9 = icmp eq i64 %n.vec, %index.next
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %B150.i30, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %10 = and i64 %arg.x.5.0.fr, 12
  %min.epilog.iters.check = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph, !prof !16

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec128 = and i64 %arg.x.5.0.fr, %const
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index129 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next131, %vec.epilog.vector.body ]
  %11 = shl i64 %index129, 3
  %scevgep325 = getelementptr i8, ptr %arg.x.4, i64 %11
  %wide.load130 = load <4 x double>, ptr %scevgep325, align 8, !alias.scope !8
  %12 = fcmp ogt <4 x double> %wide.load130, zeroinitializer
  %13 = zext <4 x i1> %12 to <4 x i8>
  %14 = getelementptr i8, ptr %.6.i, i64 %index129
  store <4 x i8> %13, ptr %14, align 1, !alias.scope !11, !noalias !8
  %index.next131 = add nuw i64 %index129, 4
  %15 = icmp eq i64 %n.vec128, %index.next131
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !17

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n132 = icmp eq i64 %arg.x.5.0.fr, %n.vec128
  br i1 %cmp.n132, label %B150.i30, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index136.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec128, %vec.epilog.middle.block ]
  %16 = sub nsw i64 %arg.x.5.0.fr, %loop.index136.us.ph
  %xtraiter = and i64 %16, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv323 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next324, %for.body.endif.endif.endif.us.prol ]
  %loop.index136.us.prol = phi i64 [ %.194.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index136.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %17 = shl i64 %loop.index136.us.prol, 3
  %scevgep322 = getelementptr i8, ptr %arg.x.4, i64 %17
  %.155.us.prol = load double, ptr %scevgep322, align 8
  %.5.i15.prol = fcmp ogt double %.155.us.prol, 0.000000e+00
  %.6.i16.prol = zext i1 %.5.i15.prol to i8
  %.192.us.prol = getelementptr i8, ptr %.6.i, i64 %loop.index136.us.prol
  store i8 %.6.i16.prol, ptr %.192.us.prol, align 1
  %.194.us.prol = add nuw i64 %loop.index136.us.prol, 1
  %lsr.iv.next324 = add nsw i64 %lsr.iv323, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next324, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !18

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index136.us.unr = phi i64 [ %loop.index136.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.194.us.prol, %for.body.endif.endif.endif.us.prol ]
  %18 = sub nsw i64 %loop.index136.us.ph, %arg.x.5.0.fr
  %19 = icmp ugt i64 %18, -8
  br i1 %19, label %B150.i30, label %for.body.endif.endif.endif.us.preheader196

for.body.endif.endif.endif.us.preheader196:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader196, %for.body.endif.endif.endif.us
  %loop.index136.us = phi i64 [ %.194.us.7, %for.body.endif.endif.endif.us ], [ %loop.index136.us.unr, %for.body.endif.endif.endif.us.preheader196 ]
  %sunkaddr362 = mul i64 %loop.index136.us, 8
  %sunkaddr363 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr362
  %.155.us = load double, ptr %sunkaddr363, align 8
  %.5.i15 = fcmp ogt double %.155.us, 0.000000e+00
  %.6.i16 = zext i1 %.5.i15 to i8
  %sunkaddr364 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  store i8 %.6.i16, ptr %sunkaddr364, align 1
  %sunkaddr365 = mul i64 %loop.index136.us, 8
  %sunkaddr366 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 8
  %.155.us.1 = load double, ptr %sunkaddr367, align 8
  %.5.i15.1 = fcmp ogt double %.155.us.1, 0.000000e+00
  %.6.i16.1 = zext i1 %.5.i15.1 to i8
  %sunkaddr368 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr369 = getelementptr i8, ptr %sunkaddr368, i64 1
  store i8 %.6.i16.1, ptr %sunkaddr369, align 1
  %sunkaddr370 = mul i64 %loop.index136.us, 8
  %sunkaddr371 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, ptr %sunkaddr371, i64 16
  %.155.us.2 = load double, ptr %sunkaddr372, align 8
  %.5.i15.2 = fcmp ogt double %.155.us.2, 0.000000e+00
  %.6.i16.2 = zext i1 %.5.i15.2 to i8
  %sunkaddr373 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr374 = getelementptr i8, ptr %sunkaddr373, i64 2
  store i8 %.6.i16.2, ptr %sunkaddr374, align 1
  %sunkaddr375 = mul i64 %loop.index136.us, 8
  %sunkaddr376 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr375
  %sunkaddr377 = getelementptr i8, ptr %sunkaddr376, i64 24
  %.155.us.3 = load double, ptr %sunkaddr377, align 8
  %.5.i15.3 = fcmp ogt double %.155.us.3, 0.000000e+00
  %.6.i16.3 = zext i1 %.5.i15.3 to i8
  %sunkaddr378 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 3
  store i8 %.6.i16.3, ptr %sunkaddr379, align 1
  %sunkaddr380 = mul i64 %loop.index136.us, 8
  %sunkaddr381 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, ptr %sunkaddr381, i64 32
  %.155.us.4 = load double, ptr %sunkaddr382, align 8
  %.5.i15.4 = fcmp ogt double %.155.us.4, 0.000000e+00
  %.6.i16.4 = zext i1 %.5.i15.4 to i8
  %sunkaddr383 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr384 = getelementptr i8, ptr %sunkaddr383, i64 4
  store i8 %.6.i16.4, ptr %sunkaddr384, align 1
  %sunkaddr385 = mul i64 %loop.index136.us, 8
  %sunkaddr386 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr385
  %sunkaddr387 = getelementptr i8, ptr %sunkaddr386, i64 40
  %.155.us.5 = load double, ptr %sunkaddr387, align 8
  %.5.i15.5 = fcmp ogt double %.155.us.5, 0.000000e+00
  %.6.i16.5 = zext i1 %.5.i15.5 to i8
  %sunkaddr388 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr389 = getelementptr i8, ptr %sunkaddr388, i64 5
  store i8 %.6.i16.5, ptr %sunkaddr389, align 1
  %sunkaddr390 = mul i64 %loop.index136.us, 8
  %sunkaddr391 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr390
  %sunkaddr392 = getelementptr i8, ptr %sunkaddr391, i64 48
  %.155.us.6 = load double, ptr %sunkaddr392, align 8
  %.5.i15.6 = fcmp ogt double %.155.us.6, 0.000000e+00
  %.6.i16.6 = zext i1 %.5.i15.6 to i8
  %sunkaddr393 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr394 = getelementptr i8, ptr %sunkaddr393, i64 6
  store i8 %.6.i16.6, ptr %sunkaddr394, align 1
  %sunkaddr395 = mul i64 %loop.index136.us, 8
  %sunkaddr396 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, ptr %sunkaddr396, i64 56
  %.155.us.7 = load double, ptr %sunkaddr397, align 8
  %.5.i15.7 = fcmp ogt double %.155.us.7, 0.000000e+00
  %.6.i16.7 = zext i1 %.5.i15.7 to i8
  %sunkaddr398 = getelementptr i8, ptr %.6.i, i64 %loop.index136.us
  %sunkaddr399 = getelementptr i8, ptr %sunkaddr398, i64 7
  store i8 %.6.i16.7, ptr %sunkaddr399, align 1
  %.194.us.7 = add nuw nsw i64 %loop.index136.us, 8
  %exitcond157.not.7 = icmp eq i64 %arg.x.5.0.fr, %.194.us.7
  br i1 %exitcond157.not.7, label %B150.i30, label %for.body.endif.endif.endif.us, !llvm.loop !20

B0.endif.endif.endif.if.if:                       ; preds = %B128.i
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i35:                                         ; preds = %for.body.endif.endif.endif, %B0.endif.endif.endif.endif
  %const343 = bitcast i64 -1152921504606846976 to i64
  %const341 = bitcast i64 -2305843009213693952 to i64
  %20 = add i64 %arg.x.5.0.fr, %const343
  %.257 = icmp ult i64 %20, %const341
  br i1 %.257, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !21

B150.i30:                                         ; preds = %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %const344 = bitcast i64 -1152921504606846976 to i64
  %const342 = bitcast i64 -2305843009213693952 to i64
  %.old = add nsw i64 %arg.x.5.0.fr, %const344
  %.257.old = icmp ult i64 %.old, %const342
  br i1 %.257.old, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !22

for.body.endif.endif.endif:                       ; preds = %for.body.lr.ph
  %.155 = load double, ptr %arg.x.4, align 8
  %.5.i17 = fcmp ogt double %.155, 0.000000e+00
  %.6.i18 = zext i1 %.5.i17 to i8
  store i8 %.6.i18, ptr %.6.i, align 1
  br label %B128.i35

for.end.endif.endif.if:                           ; preds = %B128.i35, %B150.i30
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %B128.i35, %B150.i30
  %.256 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i39 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !24
  %.8.i.i40 = icmp eq ptr %.7.i.i39, null
  br i1 %.8.i.i40, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif, !prof !7

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %.5.i45 = getelementptr i8, ptr %.7.i.i39, i64 24
  %.6.i46 = load ptr, ptr %.5.i45, align 8
  %.324137 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.324137, label %for.body.1.lr.ph, label %for.end.1.endif.endif.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif
  %.326.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.326.not, label %for.body.1.endif.endif, label %iter.check138

iter.check138:                                    ; preds = %for.body.1.lr.ph
  %21 = ptrtoint ptr %.6.i46 to i64
  %22 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check136 = icmp ult i64 %arg.x.5.0.fr, 4
  %23 = sub i64 %21, %22
  %diff.check = icmp ult i64 %23, 128
  %or.cond = select i1 %min.iters.check136, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check140

vector.main.loop.iter.check140:                   ; preds = %iter.check138
  %min.iters.check139 = icmp ult i64 %arg.x.5.0.fr, 16
  br i1 %min.iters.check139, label %vec.epilog.ph157, label %vector.ph141

vector.ph141:                                     ; preds = %vector.main.loop.iter.check140
  %const_mat339 = add i64 %const, -12
  %n.vec143 = and i64 %arg.x.5.0.fr, %const_mat339
  br label %vector.body144

vector.body144:                                   ; preds = %vector.body144, %vector.ph141
  %index145 = phi i64 [ 0, %vector.ph141 ], [ %index.next150, %vector.body144 ]
  %sunkaddr400 = mul i64 %index145, 8
  %sunkaddr401 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr400
  %wide.load146 = load <4 x double>, ptr %sunkaddr401, align 8
  %sunkaddr402 = mul i64 %index145, 8
  %sunkaddr403 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 32
  %wide.load147 = load <4 x double>, ptr %sunkaddr404, align 8
  %sunkaddr405 = mul i64 %index145, 8
  %sunkaddr406 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 64
  %wide.load148 = load <4 x double>, ptr %sunkaddr407, align 8
  %sunkaddr408 = mul i64 %index145, 8
  %sunkaddr409 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, ptr %sunkaddr409, i64 96
  %wide.load149 = load <4 x double>, ptr %sunkaddr410, align 8
  %24 = fmul <4 x double> %wide.load146, %wide.load146
  %25 = fmul <4 x double> %wide.load147, %wide.load147
  %26 = fmul <4 x double> %wide.load148, %wide.load148
  %27 = fmul <4 x double> %wide.load149, %wide.load149
  %sunkaddr411 = mul i64 %index145, 8
  %sunkaddr412 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr411
  store <4 x double> %24, ptr %sunkaddr412, align 8
  %sunkaddr413 = mul i64 %index145, 8
  %sunkaddr414 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr413
  %sunkaddr415 = getelementptr i8, ptr %sunkaddr414, i64 32
  store <4 x double> %25, ptr %sunkaddr415, align 8
  %sunkaddr416 = mul i64 %index145, 8
  %sunkaddr417 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr416
  %sunkaddr418 = getelementptr i8, ptr %sunkaddr417, i64 64
  store <4 x double> %26, ptr %sunkaddr418, align 8
  %sunkaddr419 = mul i64 %index145, 8
  %sunkaddr420 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 96
  store <4 x double> %27, ptr %sunkaddr421, align 8
  %index.next150 = add nuw i64 %index145, 16
  %28 = icmp eq i64 %n.vec143, %index.next150
  br i1 %28, label %middle.block151, label %vector.body144, !llvm.loop !31

middle.block151:                                  ; preds = %vector.body144
  %cmp.n152 = icmp eq i64 %arg.x.5.0.fr, %n.vec143
  br i1 %cmp.n152, label %for.end.1.endif.endif.endif, label %vec.epilog.iter.check155

vec.epilog.iter.check155:                         ; preds = %middle.block151
  %29 = and i64 %arg.x.5.0.fr, 12
  %min.epilog.iters.check156 = icmp eq i64 %29, 0
  br i1 %min.epilog.iters.check156, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph157, !prof !16

vec.epilog.ph157:                                 ; preds = %vector.main.loop.iter.check140, %vec.epilog.iter.check155
  %vec.epilog.resume.val153 = phi i64 [ %n.vec143, %vec.epilog.iter.check155 ], [ 0, %vector.main.loop.iter.check140 ]
  %n.vec159 = and i64 %arg.x.5.0.fr, %const
  br label %vec.epilog.vector.body160

vec.epilog.vector.body160:                        ; preds = %vec.epilog.vector.body160, %vec.epilog.ph157
  %index161 = phi i64 [ %vec.epilog.resume.val153, %vec.epilog.ph157 ], [ %index.next163, %vec.epilog.vector.body160 ]
  %30 = shl i64 %index161, 3
  %scevgep273 = getelementptr i8, ptr %arg.x.4, i64 %30
  %wide.load162 = load <4 x double>, ptr %scevgep273, align 8
  %31 = fmul <4 x double> %wide.load162, %wide.load162
  %32 = shl i64 %index161, 3
  %scevgep272 = getelementptr i8, ptr %.6.i46, i64 %32
  store <4 x double> %31, ptr %scevgep272, align 8
  %index.next163 = add nuw i64 %index161, 4
  %33 = icmp eq i64 %n.vec159, %index.next163
  br i1 %33, label %vec.epilog.middle.block164, label %vec.epilog.vector.body160, !llvm.loop !32

vec.epilog.middle.block164:                       ; preds = %vec.epilog.vector.body160
  %cmp.n165 = icmp eq i64 %arg.x.5.0.fr, %n.vec159
  br i1 %cmp.n165, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check138, %vec.epilog.iter.check155, %vec.epilog.middle.block164
  %loop.index.1139.us.ph = phi i64 [ 0, %iter.check138 ], [ %n.vec143, %vec.epilog.iter.check155 ], [ %n.vec159, %vec.epilog.middle.block164 ]
  %34 = sub nsw i64 %arg.x.5.0.fr, %loop.index.1139.us.ph
  %xtraiter185 = and i64 %34, 7
  %lcmp.mod186.not = icmp eq i64 %xtraiter185, 0
  br i1 %lcmp.mod186.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv270 = phi i64 [ %xtraiter185, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next271, %for.body.1.endif.endif.us.prol ]
  %loop.index.1139.us.prol = phi i64 [ %.363.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1139.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %35 = shl i64 %loop.index.1139.us.prol, 3
  %scevgep269 = getelementptr i8, ptr %arg.x.4, i64 %35
  %.334.us.prol = load double, ptr %scevgep269, align 8
  %.5.i47.prol = fmul double %.334.us.prol, %.334.us.prol
  %36 = shl i64 %loop.index.1139.us.prol, 3
  %scevgep268 = getelementptr i8, ptr %.6.i46, i64 %36
  store double %.5.i47.prol, ptr %scevgep268, align 8
  %.363.us.prol = add nuw i64 %loop.index.1139.us.prol, 1
  %lsr.iv.next271 = add nsw i64 %lsr.iv270, -1
  %prol.iter187.cmp.not = icmp eq i64 %lsr.iv.next271, 0
  br i1 %prol.iter187.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !33

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1139.us.unr = phi i64 [ %loop.index.1139.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.363.us.prol, %for.body.1.endif.endif.us.prol ]
  %37 = sub nsw i64 %loop.index.1139.us.ph, %arg.x.5.0.fr
  %38 = icmp ugt i64 %37, -8
  br i1 %38, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us.preheader195

for.body.1.endif.endif.us.preheader195:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader195, %for.body.1.endif.endif.us
  %loop.index.1139.us = phi i64 [ %.363.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1139.us.unr, %for.body.1.endif.endif.us.preheader195 ]
  %sunkaddr422 = mul i64 %loop.index.1139.us, 8
  %sunkaddr423 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr422
  %.334.us = load double, ptr %sunkaddr423, align 8
  %.5.i47 = fmul double %.334.us, %.334.us
  %sunkaddr424 = mul i64 %loop.index.1139.us, 8
  %sunkaddr425 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr424
  store double %.5.i47, ptr %sunkaddr425, align 8
  %sunkaddr426 = mul i64 %loop.index.1139.us, 8
  %sunkaddr427 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, ptr %sunkaddr427, i64 8
  %.334.us.1 = load double, ptr %sunkaddr428, align 8
  %.5.i47.1 = fmul double %.334.us.1, %.334.us.1
  %sunkaddr429 = mul i64 %loop.index.1139.us, 8
  %sunkaddr430 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, ptr %sunkaddr430, i64 8
  store double %.5.i47.1, ptr %sunkaddr431, align 8
  %sunkaddr432 = mul i64 %loop.index.1139.us, 8
  %sunkaddr433 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, ptr %sunkaddr433, i64 16
  %.334.us.2 = load double, ptr %sunkaddr434, align 8
  %.5.i47.2 = fmul double %.334.us.2, %.334.us.2
  %sunkaddr435 = mul i64 %loop.index.1139.us, 8
  %sunkaddr436 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 16
  store double %.5.i47.2, ptr %sunkaddr437, align 8
  %sunkaddr438 = mul i64 %loop.index.1139.us, 8
  %sunkaddr439 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr438
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 24
  %.334.us.3 = load double, ptr %sunkaddr440, align 8
  %.5.i47.3 = fmul double %.334.us.3, %.334.us.3
  %sunkaddr441 = mul i64 %loop.index.1139.us, 8
  %sunkaddr442 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr441
  %sunkaddr443 = getelementptr i8, ptr %sunkaddr442, i64 24
  store double %.5.i47.3, ptr %sunkaddr443, align 8
  %sunkaddr444 = mul i64 %loop.index.1139.us, 8
  %sunkaddr445 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr444
  %sunkaddr446 = getelementptr i8, ptr %sunkaddr445, i64 32
  %.334.us.4 = load double, ptr %sunkaddr446, align 8
  %.5.i47.4 = fmul double %.334.us.4, %.334.us.4
  %sunkaddr447 = mul i64 %loop.index.1139.us, 8
  %sunkaddr448 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr447
  %sunkaddr449 = getelementptr i8, ptr %sunkaddr448, i64 32
  store double %.5.i47.4, ptr %sunkaddr449, align 8
  %sunkaddr450 = mul i64 %loop.index.1139.us, 8
  %sunkaddr451 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr450
  %sunkaddr452 = getelementptr i8, ptr %sunkaddr451, i64 40
  %.334.us.5 = load double, ptr %sunkaddr452, align 8
  %.5.i47.5 = fmul double %.334.us.5, %.334.us.5
  %sunkaddr453 = mul i64 %loop.index.1139.us, 8
  %sunkaddr454 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr453
  %sunkaddr455 = getelementptr i8, ptr %sunkaddr454, i64 40
  store double %.5.i47.5, ptr %sunkaddr455, align 8
  %sunkaddr456 = mul i64 %loop.index.1139.us, 8
  %sunkaddr457 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr456
  %sunkaddr458 = getelementptr i8, ptr %sunkaddr457, i64 48
  %.334.us.6 = load double, ptr %sunkaddr458, align 8
  %.5.i47.6 = fmul double %.334.us.6, %.334.us.6
  %sunkaddr459 = mul i64 %loop.index.1139.us, 8
  %sunkaddr460 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr459
  %sunkaddr461 = getelementptr i8, ptr %sunkaddr460, i64 48
  store double %.5.i47.6, ptr %sunkaddr461, align 8
  %sunkaddr462 = mul i64 %loop.index.1139.us, 8
  %sunkaddr463 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr462
  %sunkaddr464 = getelementptr i8, ptr %sunkaddr463, i64 56
  %.334.us.7 = load double, ptr %sunkaddr464, align 8
  %.5.i47.7 = fmul double %.334.us.7, %.334.us.7
  %sunkaddr465 = mul i64 %loop.index.1139.us, 8
  %sunkaddr466 = getelementptr i8, ptr %.6.i46, i64 %sunkaddr465
  %sunkaddr467 = getelementptr i8, ptr %sunkaddr466, i64 56
  store double %.5.i47.7, ptr %sunkaddr467, align 8
  %.363.us.7 = add nuw nsw i64 %loop.index.1139.us, 8
  %exitcond159.not.7 = icmp eq i64 %arg.x.5.0.fr, %.363.us.7
  br i1 %exitcond159.not.7, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us, !llvm.loop !34

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.334 = load double, ptr %arg.x.4, align 8
  %.5.i48 = fmul double %.334, %.334
  store double %.5.i48, ptr %.6.i46, align 8
  br label %for.end.1.endif.endif.endif

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block151, %vec.epilog.middle.block164, %for.body.1.endif.endif, %for.end.endif.endif.endif.endif
  %.425 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i69 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.425, i32 32), !noalias !35
  %.8.i.i70 = icmp eq ptr %.7.i.i69, null
  br i1 %.8.i.i70, label %for.end.1.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif, !prof !7

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %.5.i75 = getelementptr i8, ptr %.7.i.i69, i64 24
  %.6.i76 = load ptr, ptr %.5.i75, align 8
  %.493141 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.493141, label %for.body.2.lr.ph, label %for.end.2

for.body.2.lr.ph:                                 ; preds = %for.end.1.endif.endif.endif.endif
  %.495.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.495.not, label %for.body.2.endif.endif, label %for.body.2.endif.endif.us.preheader

for.body.2.endif.endif.us.preheader:              ; preds = %for.body.2.lr.ph
  %39 = ptrtoint ptr %.6.i76 to i64
  %40 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check170 = icmp ult i64 %arg.x.5.0.fr, 4
  %41 = sub i64 %39, %40
  %diff.check169 = icmp ult i64 %41, 32
  %or.cond183 = select i1 %min.iters.check170, i1 true, i1 %diff.check169
  br i1 %or.cond183, label %for.body.2.endif.endif.us.preheader184, label %vector.ph171

vector.ph171:                                     ; preds = %for.body.2.endif.endif.us.preheader
  %n.vec173 = and i64 %arg.x.5.0.fr, %const
  br label %vector.body174

vector.body174:                                   ; preds = %vector.body174, %vector.ph171
  %index175 = phi i64 [ 0, %vector.ph171 ], [ %index.next177, %vector.body174 ]
  %42 = shl i64 %index175, 3
  %scevgep235 = getelementptr i8, ptr %arg.x.4, i64 %42
  %wide.load176 = load <4 x double>, ptr %scevgep235, align 8
  %43 = tail call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load176)
  %44 = shl i64 %index175, 3
  %scevgep234 = getelementptr i8, ptr %.6.i76, i64 %44
  store <4 x double> %43, ptr %scevgep234, align 8
  %index.next177 = add nuw i64 %index175, 4
  %45 = icmp eq i64 %n.vec173, %index.next177
  br i1 %45, label %middle.block178, label %vector.body174, !llvm.loop !42

middle.block178:                                  ; preds = %vector.body174
  %cmp.n179 = icmp eq i64 %arg.x.5.0.fr, %n.vec173
  br i1 %cmp.n179, label %for.end.2, label %for.body.2.endif.endif.us.preheader184

for.body.2.endif.endif.us.preheader184:           ; preds = %for.body.2.endif.endif.us.preheader, %middle.block178
  %loop.index.2143.us.ph = phi i64 [ 0, %for.body.2.endif.endif.us.preheader ], [ %n.vec173, %middle.block178 ]
  %46 = sub nsw i64 %arg.x.5.0.fr, %loop.index.2143.us.ph
  %xtraiter188 = and i64 %46, 7
  %lcmp.mod189.not = icmp eq i64 %xtraiter188, 0
  br i1 %lcmp.mod189.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol.preheader

for.body.2.endif.endif.us.prol.preheader:         ; preds = %for.body.2.endif.endif.us.preheader184
  br label %for.body.2.endif.endif.us.prol

for.body.2.endif.endif.us.prol:                   ; preds = %for.body.2.endif.endif.us.prol.preheader, %for.body.2.endif.endif.us.prol
  %lsr.iv232 = phi i64 [ %xtraiter188, %for.body.2.endif.endif.us.prol.preheader ], [ %lsr.iv.next233, %for.body.2.endif.endif.us.prol ]
  %loop.index.2143.us.prol = phi i64 [ %.532.us.prol, %for.body.2.endif.endif.us.prol ], [ %loop.index.2143.us.ph, %for.body.2.endif.endif.us.prol.preheader ]
  %47 = shl i64 %loop.index.2143.us.prol, 3
  %scevgep231 = getelementptr i8, ptr %arg.x.4, i64 %47
  %.503.us.prol = load double, ptr %scevgep231, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.503.us.prol)
  %48 = shl i64 %loop.index.2143.us.prol, 3
  %scevgep230 = getelementptr i8, ptr %.6.i76, i64 %48
  store double %.12.le.i.prol, ptr %scevgep230, align 8
  %.532.us.prol = add nuw i64 %loop.index.2143.us.prol, 1
  %lsr.iv.next233 = add nsw i64 %lsr.iv232, -1
  %prol.iter190.cmp.not = icmp eq i64 %lsr.iv.next233, 0
  br i1 %prol.iter190.cmp.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol, !llvm.loop !43

for.body.2.endif.endif.us.prol.loopexit:          ; preds = %for.body.2.endif.endif.us.prol, %for.body.2.endif.endif.us.preheader184
  %loop.index.2143.us.unr = phi i64 [ %loop.index.2143.us.ph, %for.body.2.endif.endif.us.preheader184 ], [ %.532.us.prol, %for.body.2.endif.endif.us.prol ]
  %49 = sub nsw i64 %loop.index.2143.us.ph, %arg.x.5.0.fr
  %50 = icmp ugt i64 %49, -8
  br i1 %50, label %for.end.2, label %for.body.2.endif.endif.us.preheader194

for.body.2.endif.endif.us.preheader194:           ; preds = %for.body.2.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.us

for.body.2.endif.endif.us:                        ; preds = %for.body.2.endif.endif.us.preheader194, %for.body.2.endif.endif.us
  %loop.index.2143.us = phi i64 [ %.532.us.7, %for.body.2.endif.endif.us ], [ %loop.index.2143.us.unr, %for.body.2.endif.endif.us.preheader194 ]
  %sunkaddr468 = mul i64 %loop.index.2143.us, 8
  %sunkaddr469 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr468
  %.503.us = load double, ptr %sunkaddr469, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.503.us)
  %sunkaddr470 = mul i64 %loop.index.2143.us, 8
  %sunkaddr471 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr470
  store double %.12.le.i, ptr %sunkaddr471, align 8
  %sunkaddr472 = mul i64 %loop.index.2143.us, 8
  %sunkaddr473 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 8
  %.503.us.1 = load double, ptr %sunkaddr474, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.503.us.1)
  %sunkaddr475 = mul i64 %loop.index.2143.us, 8
  %sunkaddr476 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, ptr %sunkaddr476, i64 8
  store double %.12.le.i.1, ptr %sunkaddr477, align 8
  %sunkaddr478 = mul i64 %loop.index.2143.us, 8
  %sunkaddr479 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, ptr %sunkaddr479, i64 16
  %.503.us.2 = load double, ptr %sunkaddr480, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.503.us.2)
  %sunkaddr481 = mul i64 %loop.index.2143.us, 8
  %sunkaddr482 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, ptr %sunkaddr482, i64 16
  store double %.12.le.i.2, ptr %sunkaddr483, align 8
  %sunkaddr484 = mul i64 %loop.index.2143.us, 8
  %sunkaddr485 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 24
  %.503.us.3 = load double, ptr %sunkaddr486, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.503.us.3)
  %sunkaddr487 = mul i64 %loop.index.2143.us, 8
  %sunkaddr488 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 24
  store double %.12.le.i.3, ptr %sunkaddr489, align 8
  %sunkaddr490 = mul i64 %loop.index.2143.us, 8
  %sunkaddr491 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 32
  %.503.us.4 = load double, ptr %sunkaddr492, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.503.us.4)
  %sunkaddr493 = mul i64 %loop.index.2143.us, 8
  %sunkaddr494 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, ptr %sunkaddr494, i64 32
  store double %.12.le.i.4, ptr %sunkaddr495, align 8
  %sunkaddr496 = mul i64 %loop.index.2143.us, 8
  %sunkaddr497 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 40
  %.503.us.5 = load double, ptr %sunkaddr498, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.503.us.5)
  %sunkaddr499 = mul i64 %loop.index.2143.us, 8
  %sunkaddr500 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr499
  %sunkaddr501 = getelementptr i8, ptr %sunkaddr500, i64 40
  store double %.12.le.i.5, ptr %sunkaddr501, align 8
  %sunkaddr502 = mul i64 %loop.index.2143.us, 8
  %sunkaddr503 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr502
  %sunkaddr504 = getelementptr i8, ptr %sunkaddr503, i64 48
  %.503.us.6 = load double, ptr %sunkaddr504, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.503.us.6)
  %sunkaddr505 = mul i64 %loop.index.2143.us, 8
  %sunkaddr506 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr505
  %sunkaddr507 = getelementptr i8, ptr %sunkaddr506, i64 48
  store double %.12.le.i.6, ptr %sunkaddr507, align 8
  %sunkaddr508 = mul i64 %loop.index.2143.us, 8
  %sunkaddr509 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 56
  %.503.us.7 = load double, ptr %sunkaddr510, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.503.us.7)
  %sunkaddr511 = mul i64 %loop.index.2143.us, 8
  %sunkaddr512 = getelementptr i8, ptr %.6.i76, i64 %sunkaddr511
  %sunkaddr513 = getelementptr i8, ptr %sunkaddr512, i64 56
  store double %.12.le.i.7, ptr %sunkaddr513, align 8
  %.532.us.7 = add nuw nsw i64 %loop.index.2143.us, 8
  %exitcond161.not.7 = icmp eq i64 %arg.x.5.0.fr, %.532.us.7
  br i1 %exitcond161.not.7, label %for.end.2, label %for.body.2.endif.endif.us, !llvm.loop !44

for.end.1.endif.endif.endif.if.if:                ; preds = %for.end.1.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.2:                                        ; preds = %for.body.2.endif.endif.us, %for.body.2.endif.endif.us.prol.loopexit, %middle.block178, %for.body.2.endif.endif, %for.end.1.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.537, i8 0, i64 56, i1 false)
  %.547 = call i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.537, ptr nonnull %excinfo.10, ptr nonnull %.7.i.i, ptr null, i64 %arg.x.5.0.fr, i64 1, ptr %.6.i, i64 %arg.x.5.0.fr, i64 1, ptr nonnull %.7.i.i39, ptr null, i64 %arg.x.5.0.fr, i64 8, ptr %.6.i46, i64 %arg.x.5.0.fr, i64 8, ptr nonnull %.7.i.i69, ptr null, i64 %arg.x.5.0.fr, i64 8, ptr %.6.i76, i64 %arg.x.5.0.fr, i64 8)
  %.557.fca.0.load = load ptr, ptr %.537, align 8
  %cond = icmp eq i32 %.547, 0
  br i1 %cond, label %for.end.2.endif, label %for.end.2.if.if, !prof !45

for.body.2.endif.endif:                           ; preds = %for.body.2.lr.ph
  %.503 = load double, ptr %arg.x.4, align 8
  %.12.le.i77 = tail call double @llvm.sin.f64(double %.503)
  store double %.12.le.i77, ptr %.6.i76, align 8
  br label %for.end.2

for.end.2.endif:                                  ; preds = %for.end.2
  %sunkaddr514 = getelementptr inbounds i8, ptr %.537, i64 40
  %.557.fca.5.0.load = load i64, ptr %sunkaddr514, align 8
  %sunkaddr515 = getelementptr inbounds i8, ptr %.537, i64 32
  %.557.fca.4.load = load ptr, ptr %sunkaddr515, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i39)
  tail call void @NRT_decref(ptr nonnull %.7.i.i69)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.94.not11.i = icmp sgt i64 %.557.fca.5.0.load, 0
  br i1 %.94.not11.i, label %.89.endif.preheader.i, label %for.end.2.endif.endif, !prof !46

.89.endif.preheader.i:                            ; preds = %for.end.2.endif
  %xtraiter.i = and i64 %.557.fca.5.0.load, 7
  %51 = icmp samesign ult i64 %.557.fca.5.0.load, 8
  br i1 %51, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !47

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat340 = add i64 %const, -4
  %unroll_iter.i = and i64 %.557.fca.5.0.load, %const_mat340
  %52 = add nsw i64 %.557.fca.5.0.load, -8
  %53 = lshr i64 %52, 3
  %54 = add nuw nsw i64 %53, 1
  %xtraiter191 = and i64 %54, 3
  %55 = and i64 %52, 24
  %lcmp.mod192.not = icmp eq i64 %55, 24
  br i1 %lcmp.mod192.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !46

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter191, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.557.fca.4.load, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !48
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i78.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i78.prol, align 8, !noalias !48
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !48
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !48
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !48
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !48
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !48
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !48
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter193.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter193.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !51, !llvm.loop !52

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.557.fca.4.load, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %56 = icmp ult i64 %52, 24
  br i1 %56, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !53

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif.endif, label %.89.endif.epil.preheader.i, !prof !54

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.557.fca.4.load, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %57 = shl i64 %epil.iter.i, 3
  %scevgep197 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %57
  %.106.epil.i = load double, ptr %scevgep197, align 8, !noalias !48
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif.endif, label %.89.endif.epil.i, !prof !55, !llvm.loop !56

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !48
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i78 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i78, align 8, !noalias !48
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !48
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !48
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !48
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !48
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !48
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !48
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !48
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i78.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i78.1, align 8, !noalias !48
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !48
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !48
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !48
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !48
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !48
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !48
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !48
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i78.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i78.2, align 8, !noalias !48
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !48
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !48
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !48
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !48
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !48
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !48
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !48
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i78.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i78.3, align 8, !noalias !48
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !48
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !48
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !48
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !48
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !48
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !48
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !58, !llvm.loop !59

for.end.2.if.if:                                  ; preds = %for.end.2
  %.555 = icmp sgt i32 %.547, 0
  %.548 = load ptr, ptr %excinfo.10, align 8
  %.556 = select i1 %.555, ptr %.548, ptr undef
  store ptr %.556, ptr %excinfo, align 8
  br label %common.ret

for.end.2.endif.endif:                            ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.endif
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr %.557.fca.0.load)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.where_select, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !7

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !7

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !7

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !45

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.55 = icmp sgt i32 %.47, 0
  br i1 %.55, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.47, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !7

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !7

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
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

define double @cfunc._ZN7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12where_selectB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !45

entry.if:                                         ; preds = %entry
  %.17 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(ptr nonnull %.21)
  br i1 %.17, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !7

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !7

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define linkonce_odr range(i32 -1, -2) i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.condition.0, ptr readnone captures(none) %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, ptr readonly captures(none) %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0.endif.endif.endif:
  %.201 = alloca [1 x i64], align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.435 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.9 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.condition.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  store i64 0, ptr %.201, align 8
  %.211 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE(ptr nonnull %.201, ptr nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0, i64 %arg.y.5.0)
  %.221.fca.0.load = load i64, ptr %.201, align 8
  %arg.dest_shape.0.fr.i.i = freeze i64 %.221.fca.0.load
  %cond1 = icmp eq i32 %.211, 0
  br i1 %cond1, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if.if, !prof !45

B412:                                             ; preds = %B126.i.i40
  %0 = icmp eq i64 %arg.y.5.0, 1
  %1 = icmp ne i64 %arg.dest_shape.0.fr.i.i, 1
  %.103.i48 = and i1 %0, %1
  %.104.i49 = select i1 %.103.i48, i64 %arg.dest_shape.0.fr.i.i, i64 %arg.y.5.0
  %.105.i50 = select i1 %.103.i48, i64 0, i64 %arg.y.6.0
  tail call void @NRT_decref(ptr %arg.y.0)
  %.34.i = icmp samesign ugt i64 %arg.dest_shape.0.fr.i.i, 1152921504606846975
  br i1 %.34.i, label %B412.if.if, label %B0.endif.endif.endif.i, !prof !7

B0.endif.endif.endif.i:                           ; preds = %B412
  %.33.i = shl nuw nsw i64 %arg.dest_shape.0.fr.i.i, 3
  %.7.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !61
  %.8.i.i.i = icmp eq ptr %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if.if, label %B496, !prof !7

B496:                                             ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, ptr %.7.i.i.i, i64 24
  %.6.i.i = load ptr, ptr %.5.i.i, align 8, !noalias !71
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.435, i8 0, i64 56, i1 false)
  %.447 = call i32 @_ZN5numba2np9arraymath25_where_generic_inner_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.435, ptr nonnull %excinfo.9, ptr %arg.condition.0, ptr null, i64 %.104.i, i64 %arg.condition.3, ptr %arg.condition.4, i64 %.104.i, i64 %.105.i, ptr %arg.x.0, ptr null, i64 %.104.i30, i64 %arg.x.3, ptr %arg.x.4, i64 %.104.i30, i64 %.105.i31, ptr %arg.y.0, ptr null, i64 %.104.i49, i64 %arg.y.3, ptr %arg.y.4, i64 %.104.i49, i64 %.105.i50, ptr nonnull %.7.i.i.i, ptr null, i64 %arg.dest_shape.0.fr.i.i, i64 8, ptr %.6.i.i, i64 %arg.dest_shape.0.fr.i.i, i64 8)
  switch i32 %.447, label %B496.if.if [
    i32 -2, label %B496.endif
    i32 0, label %B496.endif
  ], !prof !72

common.ret:                                       ; preds = %B496.if.if, %B496.endif, %B412.if.if, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if
  %common.ret.op = phi i32 [ %.447, %B496.if.if ], [ 0, %B496.endif ], [ 1, %B412.if.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  tail call void @NRT_incref(ptr %arg.condition.0), !noalias !73
  %.137.i.i = icmp slt i64 %arg.dest_shape.0.fr.i.i, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if.if, label %B126.i.i

B126.i.i:                                         ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %arg.condition.5.0, %arg.dest_shape.0.fr.i.i
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B126.i.i21, label %B0.endif.endif.endif.endif.if.if

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  %.212 = load ptr, ptr %excinfo.4, align 8
  store ptr %.212, ptr %excinfo, align 8
  br label %common.ret

B126.i.i21:                                       ; preds = %B126.i.i
  %2 = icmp eq i64 %arg.condition.5.0, 1
  %3 = icmp ne i64 %arg.dest_shape.0.fr.i.i, 1
  %.103.i = and i1 %2, %3
  %.104.i = select i1 %.103.i, i64 %arg.dest_shape.0.fr.i.i, i64 %arg.condition.5.0
  %.105.i = select i1 %.103.i, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !77
  %.206.i.i22 = icmp eq i64 %arg.x.5.0, %arg.dest_shape.0.fr.i.i
  %.209.i.i23 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i24 = or i1 %.209.i.i23, %.206.i.i22
  tail call void @NRT_decref(ptr %arg.condition.0)
  br i1 %or.cond.i.i24, label %B126.i.i40, label %B0.endif.endif.endif.endif.endif.if.if

B0.endif.endif.endif.endif.if.if:                 ; preds = %B126.i.i, %B0.endif.endif.endif.endif
  %excinfo.5.0.ph = phi ptr [ @.const.picklebuf.270c8723ff6de8b219d80de026602a036e0be6fd, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49, %B126.i.i ]
  store ptr %excinfo.5.0.ph, ptr %excinfo, align 8
  br label %common.ret

B126.i.i40:                                       ; preds = %B126.i.i21
  %4 = icmp eq i64 %arg.x.5.0, 1
  %5 = icmp ne i64 %arg.dest_shape.0.fr.i.i, 1
  %.103.i29 = and i1 %4, %5
  %.104.i30 = select i1 %.103.i29, i64 %arg.dest_shape.0.fr.i.i, i64 %arg.x.5.0
  %.105.i31 = select i1 %.103.i29, i64 0, i64 %arg.x.6.0
  tail call void @NRT_incref(ptr %arg.y.0), !noalias !81
  %.206.i.i41 = icmp eq i64 %arg.y.5.0, %arg.dest_shape.0.fr.i.i
  %.209.i.i42 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i.i43 = or i1 %.209.i.i42, %.206.i.i41
  tail call void @NRT_decref(ptr %arg.x.0)
  br i1 %or.cond.i.i43, label %B412, label %B0.endif.endif.endif.endif.endif.endif.if.if

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B126.i.i21
  store ptr @.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.15, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B126.i.i40
  store ptr @.const.picklebuf.6fad541cfdf6473a0ac41f07f5ff80c156e68b49.15, ptr %excinfo, align 8
  br label %common.ret

B412.if.if:                                       ; preds = %B0.endif.endif.endif.i, %B412
  %excinfo.8.0.ph = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.19, %B0.endif.endif.endif.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.20, %B412 ]
  store ptr %excinfo.8.0.ph, ptr %excinfo, align 8
  br label %common.ret

B496.endif:                                       ; preds = %B496, %B496
  %.457.fca.0.load = load ptr, ptr %.435, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.435, i64 8
  %.457.fca.1.load = load ptr, ptr %sunkaddr, align 8
  %sunkaddr150 = getelementptr inbounds nuw i8, ptr %.435, i64 16
  %.457.fca.2.load = load i64, ptr %sunkaddr150, align 8
  %sunkaddr151 = getelementptr inbounds nuw i8, ptr %.435, i64 24
  %.457.fca.3.load = load i64, ptr %sunkaddr151, align 8
  %sunkaddr152 = getelementptr inbounds nuw i8, ptr %.435, i64 32
  %.457.fca.4.load = load ptr, ptr %sunkaddr152, align 8
  %sunkaddr153 = getelementptr inbounds nuw i8, ptr %.435, i64 40
  %.457.fca.5.0.load = load i64, ptr %sunkaddr153, align 8
  %sunkaddr154 = getelementptr inbounds nuw i8, ptr %.435, i64 48
  %.457.fca.6.0.load = load i64, ptr %sunkaddr154, align 8
  store ptr %.457.fca.0.load, ptr %retptr, align 8
  %retptr.repack253 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.457.fca.1.load, ptr %retptr.repack253, align 8
  %retptr.repack255 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.457.fca.2.load, ptr %retptr.repack255, align 8
  %retptr.repack257 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.457.fca.3.load, ptr %retptr.repack257, align 8
  %retptr.repack259 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.457.fca.4.load, ptr %retptr.repack259, align 8
  %retptr.repack261 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.457.fca.5.0.load, ptr %retptr.repack261, align 8
  %retptr.repack263 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.457.fca.6.0.load, ptr %retptr.repack263, align 8
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i)
  tail call void @NRT_decref(ptr %arg.condition.0)
  br label %common.ret

B496.if.if:                                       ; preds = %B496
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !7

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0, i64 %arg.args.2.0) local_unnamed_addr {
B0.endif.if:
  %.38 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 32, ptr nonnull @.dtor.list.int64)
  %.39 = icmp eq ptr %.38, null
  br i1 %.39, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !7

B328.loopexit.unr-lcssa.unr-lcssa:                ; preds = %for.body.1.us
  %0 = and i64 %7, 8
  %lcmp.mod.not13.not = icmp eq i64 %0, 0
  br i1 %lcmp.mod.not13.not, label %for.body.1.us.epil.preheader1, label %B328.loopexit.unr-lcssa

for.body.1.us.epil.preheader1:                    ; preds = %B328.loopexit.unr-lcssa.unr-lcssa, %for.body.1.us.preheader.new
  %loop.index.1213.us.epil.init7 = phi i64 [ 0, %for.body.1.us.preheader.new ], [ %.249.us.7.1, %B328.loopexit.unr-lcssa.unr-lcssa ]
  %sunkaddr = getelementptr i8, ptr %.38, i64 24
  %.6.i80.epil4 = load ptr, ptr %sunkaddr, align 8
  %.231.us.epil = getelementptr inbounds nuw i8, ptr %.6.i80.epil4, i64 24
  %1 = shl i64 %loop.index.1213.us.epil.init7, 3
  %scevgep132.epil = getelementptr i8, ptr %.231.us.epil, i64 %1
  %.233.us.epil5 = load i64, ptr %scevgep132.epil, align 8
  %sunkaddr79 = getelementptr i8, ptr %.154, i64 24
  %.6.i82.epil6 = load ptr, ptr %sunkaddr79, align 8
  %.246.us.epil = getelementptr inbounds nuw i8, ptr %.6.i82.epil6, i64 24
  %scevgep131.epil = getelementptr i8, ptr %.246.us.epil, i64 %1
  store i64 %.233.us.epil5, ptr %scevgep131.epil, align 8
  %.6.i80.1.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep127.epil = getelementptr i8, ptr %.6.i80.1.epil, i64 32
  %scevgep128.epil = getelementptr i8, ptr %scevgep127.epil, i64 %1
  %.233.us.1.epil = load i64, ptr %scevgep128.epil, align 8
  %.6.i82.1.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep129.epil = getelementptr i8, ptr %.6.i82.1.epil, i64 32
  %scevgep130.epil = getelementptr i8, ptr %scevgep129.epil, i64 %1
  store i64 %.233.us.1.epil, ptr %scevgep130.epil, align 8
  %.6.i80.2.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep123.epil = getelementptr i8, ptr %.6.i80.2.epil, i64 40
  %scevgep124.epil = getelementptr i8, ptr %scevgep123.epil, i64 %1
  %.233.us.2.epil = load i64, ptr %scevgep124.epil, align 8
  %.6.i82.2.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep125.epil = getelementptr i8, ptr %.6.i82.2.epil, i64 40
  %scevgep126.epil = getelementptr i8, ptr %scevgep125.epil, i64 %1
  store i64 %.233.us.2.epil, ptr %scevgep126.epil, align 8
  %.6.i80.3.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep119.epil = getelementptr i8, ptr %.6.i80.3.epil, i64 48
  %scevgep120.epil = getelementptr i8, ptr %scevgep119.epil, i64 %1
  %.233.us.3.epil = load i64, ptr %scevgep120.epil, align 8
  %.6.i82.3.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep121.epil = getelementptr i8, ptr %.6.i82.3.epil, i64 48
  %scevgep122.epil = getelementptr i8, ptr %scevgep121.epil, i64 %1
  store i64 %.233.us.3.epil, ptr %scevgep122.epil, align 8
  %.6.i80.4.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep115.epil = getelementptr i8, ptr %.6.i80.4.epil, i64 56
  %scevgep116.epil = getelementptr i8, ptr %scevgep115.epil, i64 %1
  %.233.us.4.epil = load i64, ptr %scevgep116.epil, align 8
  %.6.i82.4.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep117.epil = getelementptr i8, ptr %.6.i82.4.epil, i64 56
  %scevgep118.epil = getelementptr i8, ptr %scevgep117.epil, i64 %1
  store i64 %.233.us.4.epil, ptr %scevgep118.epil, align 8
  %.6.i80.5.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep111.epil = getelementptr i8, ptr %.6.i80.5.epil, i64 64
  %scevgep112.epil = getelementptr i8, ptr %scevgep111.epil, i64 %1
  %.233.us.5.epil = load i64, ptr %scevgep112.epil, align 8
  %.6.i82.5.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep113.epil = getelementptr i8, ptr %.6.i82.5.epil, i64 64
  %scevgep114.epil = getelementptr i8, ptr %scevgep113.epil, i64 %1
  store i64 %.233.us.5.epil, ptr %scevgep114.epil, align 8
  %.6.i80.6.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep107.epil = getelementptr i8, ptr %.6.i80.6.epil, i64 72
  %scevgep108.epil = getelementptr i8, ptr %scevgep107.epil, i64 %1
  %.233.us.6.epil = load i64, ptr %scevgep108.epil, align 8
  %.6.i82.6.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep109.epil = getelementptr i8, ptr %.6.i82.6.epil, i64 72
  %scevgep110.epil = getelementptr i8, ptr %scevgep109.epil, i64 %1
  store i64 %.233.us.6.epil, ptr %scevgep110.epil, align 8
  %.6.i80.7.epil = load ptr, ptr %sunkaddr, align 8
  %scevgep103.epil = getelementptr i8, ptr %.6.i80.7.epil, i64 80
  %scevgep104.epil = getelementptr i8, ptr %scevgep103.epil, i64 %1
  %.233.us.7.epil = load i64, ptr %scevgep104.epil, align 8
  %.6.i82.7.epil = load ptr, ptr %sunkaddr79, align 8
  %scevgep105.epil = getelementptr i8, ptr %.6.i82.7.epil, i64 80
  %scevgep106.epil = getelementptr i8, ptr %scevgep105.epil, i64 %1
  store i64 %.233.us.7.epil, ptr %scevgep106.epil, align 8
  br label %B328.loopexit.unr-lcssa

B328.loopexit.unr-lcssa:                          ; preds = %for.body.1.us.epil.preheader1, %B328.loopexit.unr-lcssa.unr-lcssa
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B328, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.preheader, %B328.loopexit.unr-lcssa
  %loop.index.1213.us.epil.init = phi i64 [ 0, %for.body.1.us.preheader ], [ %unroll_iter, %B328.loopexit.unr-lcssa ]
  %2 = or disjoint i64 %loop.index.1213.us.epil.init, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv101 = phi i64 [ %lsr.iv.next102, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.us.epil ], [ %2, %for.body.1.us.epil.preheader ]
  %sunkaddr80 = getelementptr i8, ptr %.38, i64 24
  %.6.i80.epil = load ptr, ptr %sunkaddr80, align 8
  %3 = shl i64 %lsr.iv, 3
  %scevgep100 = getelementptr i8, ptr %.6.i80.epil, i64 %3
  %.233.us.epil = load i64, ptr %scevgep100, align 8
  %sunkaddr81 = getelementptr i8, ptr %.154, i64 24
  %.6.i82.epil = load ptr, ptr %sunkaddr81, align 8
  %scevgep = getelementptr i8, ptr %.6.i82.epil, i64 %3
  store i64 %.233.us.epil, ptr %scevgep, align 8
  %lsr.iv.next = add nuw i64 %lsr.iv, 1
  %lsr.iv.next102 = add nsw i64 %lsr.iv101, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next102, 0
  br i1 %epil.iter.cmp.not, label %B328, label %for.body.1.us.epil, !llvm.loop !85

B328:                                             ; preds = %for.body.1.us.epil, %B0.endif.endif.endif.endif.endif.endif, %B328.loopexit.unr-lcssa
  tail call void @NRT_decref(ptr nonnull %.38)
  %arg.shape.0.fr.i = freeze i64 %arg.args.0.0
  %.156.i = icmp slt i64 %arg.shape.0.fr.i, 0
  br i1 %.156.i, label %B328.if.if, label %B0.endif.endif.split.i

B0.endif.endif.split.i:                           ; preds = %B328
  %.178.i = icmp eq i64 %arg.shape.0.fr.i, 1
  br i1 %.178.i, label %B328.1, label %switch.end.i

switch.end.i:                                     ; preds = %B0.endif.endif.split.i
  %sunkaddr82 = getelementptr i8, ptr %.154, i64 24
  %.6.i.i = load ptr, ptr %sunkaddr82, align 8, !noalias !86
  %.197.i = load i64, ptr %.6.i.i, align 8, !noalias !86
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if.if, label %B178.endif.i, !prof !7

B178.endif.i:                                     ; preds = %switch.end.i
  %.219.i = getelementptr inbounds nuw i8, ptr %.6.i.i, i64 24
  %.221.i = load i64, ptr %.219.i, align 8, !noalias !86
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %sunkaddr83 = getelementptr inbounds i8, ptr %.6.i.i, i64 24
  store i64 %arg.shape.0.fr.i, ptr %sunkaddr83, align 8, !noalias !86
  br label %B328.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.shape.0.fr.i
  br i1 %.314.not.i, label %B328.1, label %B328.if.if

B328.1:                                           ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %arg.shape.0.fr.i7 = freeze i64 %arg.args.1.0
  %.156.i8 = icmp slt i64 %arg.shape.0.fr.i7, 0
  br i1 %.156.i8, label %B328.if.if, label %B0.endif.endif.split.i9

B0.endif.endif.split.i9:                          ; preds = %B328.1
  %.178.i10 = icmp eq i64 %arg.shape.0.fr.i7, 1
  br i1 %.178.i10, label %B328.2, label %switch.end.i11

switch.end.i11:                                   ; preds = %B0.endif.endif.split.i9
  %sunkaddr84 = getelementptr i8, ptr %.154, i64 24
  %.6.i.i13 = load ptr, ptr %sunkaddr84, align 8, !noalias !90
  %.197.i14 = load i64, ptr %.6.i.i13, align 8, !noalias !90
  %.207.i15 = icmp slt i64 %.197.i14, 1
  br i1 %.207.i15, label %B328.if.if, label %B178.endif.i16, !prof !7

B178.endif.i16:                                   ; preds = %switch.end.i11
  %.219.i17 = getelementptr inbounds nuw i8, ptr %.6.i.i13, i64 24
  %.221.i18 = load i64, ptr %.219.i17, align 8, !noalias !90
  %.222.i19 = icmp eq i64 %.221.i18, 1
  br i1 %.222.i19, label %B202.endif.i25, label %B214.endif.i20

B202.endif.i25:                                   ; preds = %B178.endif.i16
  %sunkaddr85 = getelementptr inbounds i8, ptr %.6.i.i13, i64 24
  store i64 %arg.shape.0.fr.i7, ptr %sunkaddr85, align 8, !noalias !90
  br label %B328.2

B214.endif.i20:                                   ; preds = %B178.endif.i16
  %.314.not.i21 = icmp eq i64 %.221.i18, %arg.shape.0.fr.i7
  br i1 %.314.not.i21, label %B328.2, label %B328.if.if

B328.2:                                           ; preds = %B214.endif.i20, %B202.endif.i25, %B0.endif.endif.split.i9
  %arg.shape.0.fr.i30 = freeze i64 %arg.args.2.0
  %.156.i31 = icmp slt i64 %arg.shape.0.fr.i30, 0
  br i1 %.156.i31, label %B328.if.if, label %B0.endif.endif.split.i32

B0.endif.endif.split.i32:                         ; preds = %B328.2
  %.178.i33 = icmp eq i64 %arg.shape.0.fr.i30, 1
  %sunkaddr86 = getelementptr i8, ptr %.154, i64 24
  %.6.i.pre97 = load ptr, ptr %sunkaddr86, align 8
  br i1 %.178.i33, label %B790.2, label %switch.end.i34

switch.end.i34:                                   ; preds = %B0.endif.endif.split.i32
  %.197.i37 = load i64, ptr %.6.i.pre97, align 8, !noalias !94
  %.207.i38 = icmp slt i64 %.197.i37, 1
  br i1 %.207.i38, label %B328.if.if, label %B178.endif.i39, !prof !7

B178.endif.i39:                                   ; preds = %switch.end.i34
  %.219.i40 = getelementptr inbounds nuw i8, ptr %.6.i.pre97, i64 24
  %.221.i41 = load i64, ptr %.219.i40, align 8, !noalias !94
  %.222.i42 = icmp eq i64 %.221.i41, 1
  br i1 %.222.i42, label %B202.endif.i48, label %B214.endif.i43

B202.endif.i48:                                   ; preds = %B178.endif.i39
  %sunkaddr87 = getelementptr inbounds i8, ptr %.6.i.pre97, i64 24
  store i64 %arg.shape.0.fr.i30, ptr %sunkaddr87, align 8, !noalias !94
  %sunkaddr88 = getelementptr i8, ptr %.154, i64 24
  %.6.i.pre = load ptr, ptr %sunkaddr88, align 8
  br label %B790.2

B214.endif.i43:                                   ; preds = %B178.endif.i39
  %.314.not.i44 = icmp eq i64 %.221.i41, %arg.shape.0.fr.i30
  br i1 %.314.not.i44, label %B790.2, label %B328.if.if

B790.2:                                           ; preds = %B214.endif.i43, %B202.endif.i48, %B0.endif.endif.split.i32
  %.6.i = phi ptr [ %.6.i.pre97, %B214.endif.i43 ], [ %.6.i.pre, %B202.endif.i48 ], [ %.6.i.pre97, %B0.endif.endif.split.i32 ]
  %.678236 = load i64, ptr %.6.i, align 8
  %.679237 = icmp sgt i64 %.678236, 0
  br i1 %.679237, label %B942.preheader, label %B944

B942.preheader:                                   ; preds = %B790.2
  %4 = getelementptr i8, ptr %.6.i, i64 16
  %.688 = getelementptr i64, ptr %4, i64 %.678236
  %.689 = load i64, ptr %.688, align 8
  br label %B944

common.ret:                                       ; preds = %B328.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B944
  %common.ret.op = phi i32 [ 1, %B328.if.if ], [ 0, %B944 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B944:                                             ; preds = %B942.preheader, %B790.2
  %tup.2.sroa.0.0.lcssa = phi i64 [ 1, %B790.2 ], [ %.689, %B942.preheader ]
  tail call void @NRT_decref(ptr nonnull %.154)
  store i64 %tup.2.sroa.0.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i55 = getelementptr i8, ptr %.38, i64 24
  %.6.i56 = load ptr, ptr %.5.i55, align 8
  %.51 = getelementptr inbounds nuw i8, ptr %.6.i56, i64 8
  store i64 1, ptr %.51, align 8
  %.6.i58 = load ptr, ptr %.5.i55, align 8
  store i64 0, ptr %.6.i58, align 8
  %.6.i60 = load ptr, ptr %.5.i55, align 8
  %.63 = getelementptr inbounds nuw i8, ptr %.6.i60, i64 16
  store i8 0, ptr %.63, align 1
  %.6.i62 = load ptr, ptr %.5.i55, align 8
  %.76 = getelementptr inbounds nuw i8, ptr %.6.i62, i64 24
  store i64 0, ptr %.76, align 1
  %.6.i64 = load ptr, ptr %.5.i55, align 8
  store i64 1, ptr %.6.i64, align 8
  %.6.i66 = load ptr, ptr %.5.i55, align 8
  %.118 = getelementptr inbounds nuw i8, ptr %.6.i66, i64 24
  store i64 1, ptr %.118, align 8
  %.6.i68 = load ptr, ptr %.5.i55, align 8
  %.131 = load i64, ptr %.6.i68, align 8
  %.142 = shl i64 %.131, 3
  %5 = add i64 %.131, -1152921504606846976
  %.143 = icmp ult i64 %5, -2305843009213693952
  %.144 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.142, i64 24)
  %.146 = extractvalue { i64, i1 } %.144, 1
  %.147 = or i1 %.143, %.146
  br i1 %.147, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !7

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif
  %.145 = extractvalue { i64, i1 } %.144, 0
  %.154 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.145, ptr nonnull @.dtor.list.int64)
  %.155 = icmp eq ptr %.154, null
  br i1 %.155, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !7

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !23
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.if
  %.5.i69 = getelementptr i8, ptr %.154, i64 24
  %.6.i70 = load ptr, ptr %.5.i69, align 8
  %.167 = getelementptr inbounds nuw i8, ptr %.6.i70, i64 8
  store i64 %.131, ptr %.167, align 8
  %.6.i72 = load ptr, ptr %.5.i69, align 8
  store i64 0, ptr %.6.i72, align 8
  %.6.i74 = load ptr, ptr %.5.i69, align 8
  %.179 = getelementptr inbounds nuw i8, ptr %.6.i74, i64 16
  store i8 0, ptr %.179, align 1
  %.6.i76 = load ptr, ptr %.5.i69, align 8
  %.192 = getelementptr inbounds nuw i8, ptr %.6.i76, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.192, i8 0, i64 %.142, i1 false)
  %.6.i78 = load ptr, ptr %.5.i69, align 8
  store i64 %.131, ptr %.6.i78, align 8
  %.222214 = icmp sgt i64 %.131, 0
  br i1 %.222214, label %for.body.1.us.preheader, label %B328

for.body.1.us.preheader:                          ; preds = %B0.endif.endif.endif.endif.endif.endif
  %xtraiter = and i64 %.131, 7
  %6 = icmp samesign ult i64 %.131, 8
  br i1 %6, label %for.body.1.us.epil.preheader, label %for.body.1.us.preheader.new

for.body.1.us.preheader.new:                      ; preds = %for.body.1.us.preheader
  %unroll_iter = and i64 %.131, 9223372036854775800
  %7 = add nsw i64 %.131, -8
  %8 = lshr i64 %7, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %for.body.1.us.epil.preheader1, label %for.body.1.us.preheader.new.new

for.body.1.us.preheader.new.new:                  ; preds = %for.body.1.us.preheader.new
  %10 = add nuw nsw i64 %8, 1
  %11 = lshr i64 %10, 1
  %12 = mul nsw i64 %11, -2
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader.new.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %for.body.1.us ], [ %12, %for.body.1.us.preheader.new.new ]
  %loop.index.1213.us = phi i64 [ %.249.us.7.1, %for.body.1.us ], [ 0, %for.body.1.us.preheader.new.new ]
  %sunkaddr89 = getelementptr i8, ptr %.38, i64 24
  %.6.i80 = load ptr, ptr %sunkaddr89, align 8
  %.231.us = getelementptr inbounds nuw i8, ptr %.6.i80, i64 24
  %13 = shl i64 %loop.index.1213.us, 3
  %scevgep132 = getelementptr i8, ptr %.231.us, i64 %13
  %.233.us = load i64, ptr %scevgep132, align 8
  %sunkaddr90 = getelementptr i8, ptr %.154, i64 24
  %.6.i82 = load ptr, ptr %sunkaddr90, align 8
  %.246.us = getelementptr inbounds nuw i8, ptr %.6.i82, i64 24
  %scevgep131 = getelementptr i8, ptr %.246.us, i64 %13
  store i64 %.233.us, ptr %scevgep131, align 8
  %.6.i80.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep127 = getelementptr i8, ptr %.6.i80.1, i64 32
  %14 = shl i64 %loop.index.1213.us, 3
  %scevgep78 = getelementptr i8, ptr %scevgep127, i64 %14
  %.233.us.1 = load i64, ptr %scevgep78, align 8
  %.6.i82.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep129 = getelementptr i8, ptr %.6.i82.1, i64 32
  %15 = shl i64 %loop.index.1213.us, 3
  %scevgep77 = getelementptr i8, ptr %scevgep129, i64 %15
  store i64 %.233.us.1, ptr %scevgep77, align 8
  %.6.i80.2 = load ptr, ptr %sunkaddr89, align 8
  %scevgep123 = getelementptr i8, ptr %.6.i80.2, i64 40
  %16 = shl i64 %loop.index.1213.us, 3
  %scevgep76 = getelementptr i8, ptr %scevgep123, i64 %16
  %.233.us.2 = load i64, ptr %scevgep76, align 8
  %.6.i82.2 = load ptr, ptr %sunkaddr90, align 8
  %scevgep125 = getelementptr i8, ptr %.6.i82.2, i64 40
  %17 = shl i64 %loop.index.1213.us, 3
  %scevgep75 = getelementptr i8, ptr %scevgep125, i64 %17
  store i64 %.233.us.2, ptr %scevgep75, align 8
  %.6.i80.3 = load ptr, ptr %sunkaddr89, align 8
  %scevgep119 = getelementptr i8, ptr %.6.i80.3, i64 48
  %18 = shl i64 %loop.index.1213.us, 3
  %scevgep74 = getelementptr i8, ptr %scevgep119, i64 %18
  %.233.us.3 = load i64, ptr %scevgep74, align 8
  %.6.i82.3 = load ptr, ptr %sunkaddr90, align 8
  %scevgep121 = getelementptr i8, ptr %.6.i82.3, i64 48
  %19 = shl i64 %loop.index.1213.us, 3
  %scevgep73 = getelementptr i8, ptr %scevgep121, i64 %19
  store i64 %.233.us.3, ptr %scevgep73, align 8
  %.6.i80.4 = load ptr, ptr %sunkaddr89, align 8
  %scevgep115 = getelementptr i8, ptr %.6.i80.4, i64 56
  %20 = shl i64 %loop.index.1213.us, 3
  %scevgep72 = getelementptr i8, ptr %scevgep115, i64 %20
  %.233.us.4 = load i64, ptr %scevgep72, align 8
  %.6.i82.4 = load ptr, ptr %sunkaddr90, align 8
  %scevgep117 = getelementptr i8, ptr %.6.i82.4, i64 56
  %21 = shl i64 %loop.index.1213.us, 3
  %scevgep71 = getelementptr i8, ptr %scevgep117, i64 %21
  store i64 %.233.us.4, ptr %scevgep71, align 8
  %.6.i80.5 = load ptr, ptr %sunkaddr89, align 8
  %scevgep111 = getelementptr i8, ptr %.6.i80.5, i64 64
  %22 = shl i64 %loop.index.1213.us, 3
  %scevgep70 = getelementptr i8, ptr %scevgep111, i64 %22
  %.233.us.5 = load i64, ptr %scevgep70, align 8
  %.6.i82.5 = load ptr, ptr %sunkaddr90, align 8
  %scevgep113 = getelementptr i8, ptr %.6.i82.5, i64 64
  %23 = shl i64 %loop.index.1213.us, 3
  %scevgep69 = getelementptr i8, ptr %scevgep113, i64 %23
  store i64 %.233.us.5, ptr %scevgep69, align 8
  %.6.i80.6 = load ptr, ptr %sunkaddr89, align 8
  %scevgep107 = getelementptr i8, ptr %.6.i80.6, i64 72
  %24 = shl i64 %loop.index.1213.us, 3
  %scevgep68 = getelementptr i8, ptr %scevgep107, i64 %24
  %.233.us.6 = load i64, ptr %scevgep68, align 8
  %.6.i82.6 = load ptr, ptr %sunkaddr90, align 8
  %scevgep109 = getelementptr i8, ptr %.6.i82.6, i64 72
  %25 = shl i64 %loop.index.1213.us, 3
  %scevgep67 = getelementptr i8, ptr %scevgep109, i64 %25
  store i64 %.233.us.6, ptr %scevgep67, align 8
  %.6.i80.7 = load ptr, ptr %sunkaddr89, align 8
  %scevgep103 = getelementptr i8, ptr %.6.i80.7, i64 80
  %26 = shl i64 %loop.index.1213.us, 3
  %scevgep66 = getelementptr i8, ptr %scevgep103, i64 %26
  %.233.us.7 = load i64, ptr %scevgep66, align 8
  %.6.i82.7 = load ptr, ptr %sunkaddr90, align 8
  %scevgep105 = getelementptr i8, ptr %.6.i82.7, i64 80
  %27 = shl i64 %loop.index.1213.us, 3
  %scevgep65 = getelementptr i8, ptr %scevgep105, i64 %27
  store i64 %.233.us.7, ptr %scevgep65, align 8
  %.6.i80.110 = load ptr, ptr %sunkaddr89, align 8
  %scevgep14 = getelementptr i8, ptr %.6.i80.110, i64 88
  %28 = shl i64 %loop.index.1213.us, 3
  %scevgep64 = getelementptr i8, ptr %scevgep14, i64 %28
  %.233.us.111 = load i64, ptr %scevgep64, align 8
  %.6.i82.112 = load ptr, ptr %sunkaddr90, align 8
  %scevgep16 = getelementptr i8, ptr %.6.i82.112, i64 88
  %29 = shl i64 %loop.index.1213.us, 3
  %scevgep63 = getelementptr i8, ptr %scevgep16, i64 %29
  store i64 %.233.us.111, ptr %scevgep63, align 8
  %.6.i80.1.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep18 = getelementptr i8, ptr %.6.i80.1.1, i64 96
  %30 = shl i64 %loop.index.1213.us, 3
  %scevgep62 = getelementptr i8, ptr %scevgep18, i64 %30
  %.233.us.1.1 = load i64, ptr %scevgep62, align 8
  %.6.i82.1.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep20 = getelementptr i8, ptr %.6.i82.1.1, i64 96
  %31 = shl i64 %loop.index.1213.us, 3
  %scevgep61 = getelementptr i8, ptr %scevgep20, i64 %31
  store i64 %.233.us.1.1, ptr %scevgep61, align 8
  %.6.i80.2.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep22 = getelementptr i8, ptr %.6.i80.2.1, i64 104
  %32 = shl i64 %loop.index.1213.us, 3
  %scevgep60 = getelementptr i8, ptr %scevgep22, i64 %32
  %.233.us.2.1 = load i64, ptr %scevgep60, align 8
  %.6.i82.2.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep24 = getelementptr i8, ptr %.6.i82.2.1, i64 104
  %33 = shl i64 %loop.index.1213.us, 3
  %scevgep13 = getelementptr i8, ptr %scevgep24, i64 %33
  store i64 %.233.us.2.1, ptr %scevgep13, align 8
  %.6.i80.3.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep26 = getelementptr i8, ptr %.6.i80.3.1, i64 112
  %34 = shl i64 %loop.index.1213.us, 3
  %scevgep12 = getelementptr i8, ptr %scevgep26, i64 %34
  %.233.us.3.1 = load i64, ptr %scevgep12, align 8
  %.6.i82.3.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep28 = getelementptr i8, ptr %.6.i82.3.1, i64 112
  %35 = shl i64 %loop.index.1213.us, 3
  %scevgep11 = getelementptr i8, ptr %scevgep28, i64 %35
  store i64 %.233.us.3.1, ptr %scevgep11, align 8
  %.6.i80.4.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep30 = getelementptr i8, ptr %.6.i80.4.1, i64 120
  %36 = shl i64 %loop.index.1213.us, 3
  %scevgep10 = getelementptr i8, ptr %scevgep30, i64 %36
  %.233.us.4.1 = load i64, ptr %scevgep10, align 8
  %.6.i82.4.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep32 = getelementptr i8, ptr %.6.i82.4.1, i64 120
  %37 = shl i64 %loop.index.1213.us, 3
  %scevgep9 = getelementptr i8, ptr %scevgep32, i64 %37
  store i64 %.233.us.4.1, ptr %scevgep9, align 8
  %.6.i80.5.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep34 = getelementptr i8, ptr %.6.i80.5.1, i64 128
  %38 = shl i64 %loop.index.1213.us, 3
  %scevgep8 = getelementptr i8, ptr %scevgep34, i64 %38
  %.233.us.5.1 = load i64, ptr %scevgep8, align 8
  %.6.i82.5.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep36 = getelementptr i8, ptr %.6.i82.5.1, i64 128
  %39 = shl i64 %loop.index.1213.us, 3
  %scevgep7 = getelementptr i8, ptr %scevgep36, i64 %39
  store i64 %.233.us.5.1, ptr %scevgep7, align 8
  %.6.i80.6.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep38 = getelementptr i8, ptr %.6.i80.6.1, i64 136
  %40 = shl i64 %loop.index.1213.us, 3
  %scevgep6 = getelementptr i8, ptr %scevgep38, i64 %40
  %.233.us.6.1 = load i64, ptr %scevgep6, align 8
  %.6.i82.6.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep40 = getelementptr i8, ptr %.6.i82.6.1, i64 136
  %41 = shl i64 %loop.index.1213.us, 3
  %scevgep5 = getelementptr i8, ptr %scevgep40, i64 %41
  store i64 %.233.us.6.1, ptr %scevgep5, align 8
  %.6.i80.7.1 = load ptr, ptr %sunkaddr89, align 8
  %scevgep42 = getelementptr i8, ptr %.6.i80.7.1, i64 144
  %42 = shl i64 %loop.index.1213.us, 3
  %scevgep4 = getelementptr i8, ptr %scevgep42, i64 %42
  %.233.us.7.1 = load i64, ptr %scevgep4, align 8
  %.6.i82.7.1 = load ptr, ptr %sunkaddr90, align 8
  %scevgep44 = getelementptr i8, ptr %.6.i82.7.1, i64 144
  %43 = shl i64 %loop.index.1213.us, 3
  %scevgep3 = getelementptr i8, ptr %scevgep44, i64 %43
  store i64 %.233.us.7.1, ptr %scevgep3, align 8
  %.249.us.7.1 = add i64 %loop.index.1213.us, 16
  %lsr.iv.next2 = add i64 %lsr.iv1, 2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next2, 0
  br i1 %niter.ncmp.1, label %B328.loopexit.unr-lcssa.unr-lcssa, label %for.body.1.us

B328.if.if:                                       ; preds = %B214.endif.i43, %switch.end.i34, %B328.2, %B214.endif.i20, %switch.end.i11, %B328.1, %B214.endif.i, %switch.end.i, %B328
  %excinfo.3.0 = phi ptr [ @.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4, %B328.1 ], [ @.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4, %B328 ], [ @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, %switch.end.i ], [ @.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, %B214.endif.i ], [ @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, %switch.end.i11 ], [ @.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, %B214.endif.i20 ], [ @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, %switch.end.i34 ], [ @.const.picklebuf.e3c0b8e97bfb7cb1de712eaacc9262374e9af6f3, %B214.endif.i43 ], [ @.const.picklebuf.45973db995be9b89d366284a2ea757604ac903f4, %B328.2 ]
  store ptr %excinfo.3.0, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !7

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !7

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define linkonce_odr noundef i32 @_ZN5numba2np9arraymath25_where_generic_inner_implB3v66B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.cond.0, ptr readnone captures(none) %arg.cond.1, i64 %arg.cond.2, i64 %arg.cond.3, ptr readonly captures(none) %arg.cond.4, i64 %arg.cond.5.0, i64 %arg.cond.6.0, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, ptr %arg.res.0, ptr %arg.res.1, i64 %arg.res.2, i64 %arg.res.3, ptr %arg.res.4, i64 %arg.res.5.0, i64 %arg.res.6.0) local_unnamed_addr #4 {
B0:
  tail call void @NRT_incref(ptr %arg.res.0)
  %.82.not = icmp eq i64 %arg.cond.5.0, 0
  br i1 %.82.not, label %B98, label %B44.endif.preheader, !prof !53

B44.endif.preheader:                              ; preds = %B0
  %smax = tail call i64 @llvm.smax.i64(i64 %arg.cond.5.0, i64 1)
  %xtraiter = and i64 %smax, 7
  %0 = icmp slt i64 %arg.cond.5.0, 8
  br i1 %0, label %B44.endif.epil.preheader, label %B44.endif.preheader.new, !prof !47

B44.endif.preheader.new:                          ; preds = %B44.endif.preheader
  %1 = and i64 %smax, 9223372036854775800
  br label %B44.endif

B98.loopexit.unr-lcssa:                           ; preds = %B44.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B98, label %B44.endif.epil.preheader, !prof !54

B44.endif.epil.preheader:                         ; preds = %B98.loopexit.unr-lcssa, %B44.endif.preheader
  %.181169174.epil.ph = phi ptr [ %arg.cond.4, %B44.endif.preheader ], [ %.181168.7, %B98.loopexit.unr-lcssa ]
  %.175170173.epil.ph = phi i64 [ 0, %B44.endif.preheader ], [ %lsr.iv.next2, %B98.loopexit.unr-lcssa ]
  br label %B44.endif.epil

B44.endif.epil:                                   ; preds = %B44.endif.epil.preheader, %B44.endif.epil
  %lsr.iv = phi i64 [ %lsr.iv.next, %B44.endif.epil ], [ %xtraiter, %B44.endif.epil.preheader ]
  %.181169174.epil = phi ptr [ %.181168.epil, %B44.endif.epil ], [ %.181169174.epil.ph, %B44.endif.epil.preheader ]
  %.175170173.epil = phi i64 [ %.175.epil, %B44.endif.epil ], [ %.175170173.epil.ph, %B44.endif.epil.preheader ]
  %.156.epil = load i8, ptr %.181169174.epil, align 1
  %.159.not.epil = icmp eq i8 %.156.epil, 0
  %.175.epil = add i64 %.175170173.epil, 1
  %.176.epil = icmp slt i64 %.175.epil, %arg.cond.5.0
  %.181168.idx.epil = select i1 %.176.epil, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.epil = getelementptr i8, ptr %.181169174.epil, i64 %.181168.idx.epil
  %arg.y.6.0.arg.x.6.0.epil = select i1 %.159.not.epil, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.epil = select i1 %.159.not.epil, ptr %arg.y.4, ptr %arg.x.4
  %.293.epil = mul i64 %arg.y.6.0.arg.x.6.0.epil, %.175170173.epil
  %.295.epil = getelementptr i8, ptr %arg.y.4.arg.x.4.epil, i64 %.293.epil
  %"$phi88.1.2.1.epil" = load double, ptr %.295.epil, align 8
  %2 = shl i64 %.175170173.epil, 3
  %scevgep = getelementptr i8, ptr %arg.res.4, i64 %2
  store double %"$phi88.1.2.1.epil", ptr %scevgep, align 8
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B98, label %B44.endif.epil, !prof !55, !llvm.loop !99

B98:                                              ; preds = %B44.endif.epil, %B98.loopexit.unr-lcssa, %B0
  store ptr %arg.res.0, ptr %retptr, align 8
  %retptr.repack154 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.res.1, ptr %retptr.repack154, align 8
  %retptr.repack156 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.res.2, ptr %retptr.repack156, align 8
  %retptr.repack158 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.res.3, ptr %retptr.repack158, align 8
  %retptr.repack160 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.res.4, ptr %retptr.repack160, align 8
  %retptr.repack162 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.res.5.0, ptr %retptr.repack162, align 8
  %retptr.repack164 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.res.6.0, ptr %retptr.repack164, align 8
  ret i32 0

B44.endif:                                        ; preds = %B44.endif, %B44.endif.preheader.new
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %B44.endif ], [ 0, %B44.endif.preheader.new ]
  %.181169174 = phi ptr [ %.181168.7, %B44.endif ], [ %arg.cond.4, %B44.endif.preheader.new ]
  %3 = add i64 %lsr.iv1, 4
  %.156 = load i8, ptr %.181169174, align 1
  %.159.not = icmp eq i8 %.156, 0
  %4 = add i64 %lsr.iv1, 1
  %.176 = icmp slt i64 %4, %arg.cond.5.0
  %.181168.idx = select i1 %.176, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168 = getelementptr i8, ptr %.181169174, i64 %.181168.idx
  %arg.y.6.0.arg.x.6.0 = select i1 %.159.not, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4 = select i1 %.159.not, ptr %arg.y.4, ptr %arg.x.4
  %.293 = mul i64 %arg.y.6.0.arg.x.6.0, %lsr.iv1
  %.295 = getelementptr i8, ptr %arg.y.4.arg.x.4, i64 %.293
  %"$phi88.1.2.1" = load double, ptr %.295, align 8
  %sunkaddr = mul i64 %lsr.iv1, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr
  store double %"$phi88.1.2.1", ptr %sunkaddr25, align 8
  %.156.1 = load i8, ptr %.181168, align 1
  %.159.not.1 = icmp eq i8 %.156.1, 0
  %5 = add i64 %lsr.iv1, 2
  %.176.1 = icmp slt i64 %5, %arg.cond.5.0
  %.181168.idx.1 = select i1 %.176.1, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.1 = getelementptr i8, ptr %.181168, i64 %.181168.idx.1
  %arg.y.6.0.arg.x.6.0.1 = select i1 %.159.not.1, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.1 = select i1 %.159.not.1, ptr %arg.y.4, ptr %arg.x.4
  %.293.1 = mul i64 %arg.y.6.0.arg.x.6.0.1, %4
  %.295.1 = getelementptr i8, ptr %arg.y.4.arg.x.4.1, i64 %.293.1
  %"$phi88.1.2.1.1" = load double, ptr %.295.1, align 8
  %sunkaddr26 = mul i64 %lsr.iv1, 8
  %sunkaddr27 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, ptr %sunkaddr27, i64 8
  store double %"$phi88.1.2.1.1", ptr %sunkaddr28, align 8
  %.156.2 = load i8, ptr %.181168.1, align 1
  %.159.not.2 = icmp eq i8 %.156.2, 0
  %6 = add i64 %lsr.iv1, 3
  %.176.2.not = icmp sgt i64 %3, %arg.cond.5.0
  %.181168.idx.2 = select i1 %.176.2.not, i64 0, i64 %arg.cond.6.0, !prof !7
  %.181168.2 = getelementptr i8, ptr %.181168.1, i64 %.181168.idx.2
  %arg.y.6.0.arg.x.6.0.2 = select i1 %.159.not.2, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.2 = select i1 %.159.not.2, ptr %arg.y.4, ptr %arg.x.4
  %.293.2 = mul i64 %arg.y.6.0.arg.x.6.0.2, %5
  %.295.2 = getelementptr i8, ptr %arg.y.4.arg.x.4.2, i64 %.293.2
  %"$phi88.1.2.1.2" = load double, ptr %.295.2, align 8
  %sunkaddr29 = mul i64 %lsr.iv1, 8
  %sunkaddr30 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, ptr %sunkaddr30, i64 16
  store double %"$phi88.1.2.1.2", ptr %sunkaddr31, align 8
  %.156.3 = load i8, ptr %.181168.2, align 1
  %.159.not.3 = icmp eq i8 %.156.3, 0
  %.176.3 = icmp slt i64 %3, %arg.cond.5.0
  %.181168.idx.3 = select i1 %.176.3, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.3 = getelementptr i8, ptr %.181168.2, i64 %.181168.idx.3
  %arg.y.6.0.arg.x.6.0.3 = select i1 %.159.not.3, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.3 = select i1 %.159.not.3, ptr %arg.y.4, ptr %arg.x.4
  %.293.3 = mul i64 %arg.y.6.0.arg.x.6.0.3, %6
  %.295.3 = getelementptr i8, ptr %arg.y.4.arg.x.4.3, i64 %.293.3
  %"$phi88.1.2.1.3" = load double, ptr %.295.3, align 8
  %sunkaddr32 = mul i64 %lsr.iv1, 8
  %sunkaddr33 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, ptr %sunkaddr33, i64 24
  store double %"$phi88.1.2.1.3", ptr %sunkaddr34, align 8
  %.156.4 = load i8, ptr %.181168.3, align 1
  %.159.not.4 = icmp eq i8 %.156.4, 0
  %7 = add i64 %lsr.iv1, 5
  %.176.4 = icmp slt i64 %7, %arg.cond.5.0
  %.181168.idx.4 = select i1 %.176.4, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.4 = getelementptr i8, ptr %.181168.3, i64 %.181168.idx.4
  %arg.y.6.0.arg.x.6.0.4 = select i1 %.159.not.4, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.4 = select i1 %.159.not.4, ptr %arg.y.4, ptr %arg.x.4
  %.293.4 = mul i64 %arg.y.6.0.arg.x.6.0.4, %3
  %.295.4 = getelementptr i8, ptr %arg.y.4.arg.x.4.4, i64 %.293.4
  %"$phi88.1.2.1.4" = load double, ptr %.295.4, align 8
  %sunkaddr35 = mul i64 %lsr.iv1, 8
  %sunkaddr36 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, ptr %sunkaddr36, i64 32
  store double %"$phi88.1.2.1.4", ptr %sunkaddr37, align 8
  %.156.5 = load i8, ptr %.181168.4, align 1
  %.159.not.5 = icmp eq i8 %.156.5, 0
  %8 = add i64 %lsr.iv1, 6
  %.176.5 = icmp slt i64 %8, %arg.cond.5.0
  %.181168.idx.5 = select i1 %.176.5, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.5 = getelementptr i8, ptr %.181168.4, i64 %.181168.idx.5
  %arg.y.6.0.arg.x.6.0.5 = select i1 %.159.not.5, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.5 = select i1 %.159.not.5, ptr %arg.y.4, ptr %arg.x.4
  %.293.5 = mul i64 %arg.y.6.0.arg.x.6.0.5, %7
  %.295.5 = getelementptr i8, ptr %arg.y.4.arg.x.4.5, i64 %.293.5
  %"$phi88.1.2.1.5" = load double, ptr %.295.5, align 8
  %sunkaddr38 = mul i64 %lsr.iv1, 8
  %sunkaddr39 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, ptr %sunkaddr39, i64 40
  store double %"$phi88.1.2.1.5", ptr %sunkaddr40, align 8
  %.156.6 = load i8, ptr %.181168.5, align 1
  %.159.not.6 = icmp eq i8 %.156.6, 0
  %9 = add i64 %lsr.iv1, 7
  %.176.6 = icmp slt i64 %9, %arg.cond.5.0
  %.181168.idx.6 = select i1 %.176.6, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.6 = getelementptr i8, ptr %.181168.5, i64 %.181168.idx.6
  %arg.y.6.0.arg.x.6.0.6 = select i1 %.159.not.6, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.6 = select i1 %.159.not.6, ptr %arg.y.4, ptr %arg.x.4
  %.293.6 = mul i64 %arg.y.6.0.arg.x.6.0.6, %8
  %.295.6 = getelementptr i8, ptr %arg.y.4.arg.x.4.6, i64 %.293.6
  %"$phi88.1.2.1.6" = load double, ptr %.295.6, align 8
  %sunkaddr41 = mul i64 %lsr.iv1, 8
  %sunkaddr42 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, ptr %sunkaddr42, i64 48
  store double %"$phi88.1.2.1.6", ptr %sunkaddr43, align 8
  %.156.7 = load i8, ptr %.181168.6, align 1
  %.159.not.7 = icmp eq i8 %.156.7, 0
  %10 = add i64 %lsr.iv1, 8
  %.176.7 = icmp slt i64 %10, %arg.cond.5.0
  %.181168.idx.7 = select i1 %.176.7, i64 %arg.cond.6.0, i64 0, !prof !98
  %.181168.7 = getelementptr i8, ptr %.181168.6, i64 %.181168.idx.7
  %arg.y.6.0.arg.x.6.0.7 = select i1 %.159.not.7, i64 %arg.y.6.0, i64 %arg.x.6.0
  %arg.y.4.arg.x.4.7 = select i1 %.159.not.7, ptr %arg.y.4, ptr %arg.x.4
  %.293.7 = mul i64 %arg.y.6.0.arg.x.6.0.7, %9
  %.295.7 = getelementptr i8, ptr %arg.y.4.arg.x.4.7, i64 %.293.7
  %"$phi88.1.2.1.7" = load double, ptr %.295.7, align 8
  %sunkaddr44 = mul i64 %lsr.iv1, 8
  %sunkaddr45 = getelementptr i8, ptr %arg.res.4, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, ptr %sunkaddr45, i64 56
  store double %"$phi88.1.2.1.7", ptr %sunkaddr46, align 8
  %lsr.iv.next2 = add nuw nsw i64 %lsr.iv1, 8
  %niter.ncmp.7 = icmp eq i64 %1, %lsr.iv.next2
  br i1 %niter.ncmp.7, label %B98.loopexit.unr-lcssa, label %B44.endif, !prof !58, !llvm.loop !100
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1, !3, !4, !6}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = !{!"branch_weights", i32 1, i32 99}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!"branch_weights", i32 4, i32 12}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = !{!"branch_weights", i32 32723559, i32 -32723559}
!22 = !{!"branch_weights", i32 32723559, i32 2114760089}
!23 = !{i1 true}
!24 = !{!25, !27, !28, !30}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !19}
!34 = distinct !{!34, !14}
!35 = !{!36, !38, !39, !41}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !14, !15}
!43 = distinct !{!43, !19}
!44 = distinct !{!44, !14}
!45 = !{!"branch_weights", i32 49, i32 1}
!46 = !{!"branch_weights", i32 127, i32 1}
!47 = !{!"branch_weights", i32 146201250, i32 2001282398}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!51 = !{!"branch_weights", i32 1, i32 1}
!52 = distinct !{!52, !19}
!53 = !{!"branch_weights", i32 1, i32 127}
!54 = !{!"branch_weights", i32 277993707, i32 1869489941}
!55 = !{!"branch_weights", i32 542333185, i32 1605150463}
!56 = distinct !{!56, !57, !19}
!57 = !{!"llvm.loop.estimated_trip_count", i32 4}
!58 = !{!"branch_weights", i32 166258294, i32 1981225354}
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.estimated_trip_count", i32 3}
!61 = !{!62, !64, !65, !67, !68, !70}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v65B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v65B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v65B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!71 = !{!68, !70}
!72 = !{!"branch_weights", i32 1, i32 49, i32 49}
!73 = !{!74, !76}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v61B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!81 = !{!82, !84}
!82 = distinct !{!82, !83, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!83 = distinct !{!83, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!84 = distinct !{!84, !83, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v63B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!85 = distinct !{!85, !19}
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!90 = !{!91, !93}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!94 = !{!95, !97}
!95 = distinct !{!95, !96, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!96 = distinct !{!96, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!97 = distinct !{!97, !96, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v53B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
!98 = !{!"branch_weights", i32 99, i32 1}
!99 = distinct !{!99, !57, !19}
!100 = distinct !{!100, !101}
!101 = !{!"llvm.loop.estimated_trip_count", i32 12}
