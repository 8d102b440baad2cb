; ModuleID = 'sort_weighted'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.sort_weighted = internal constant [14 x i8] c"sort_weighted\00"
@_ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.a5c44e81d80e7e10f1defe8cd6330723c9649ea2 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14setitem out of range\94\85\94N\87\94."
@.const.pickledata.a5c44e81d80e7e10f1defe8cd6330723c9649ea2.sha1 = internal constant [20 x i8] c"\A5\C4N\81\D8\0E~\10\F1\DE\FE\8C\D63\07#\C9d\9E\A2"
@.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, i32 66, ptr @.const.pickledata.a5c44e81d80e7e10f1defe8cd6330723c9649ea2.sha1, ptr null, i32 0 }
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.pickledata.6f4494cd1734f99914f12ddd9a3edb06ff6332b6 = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Erun_quicksort1\94\8C\17numba/misc/quicksort.py\94K\B4\87\94\87\94."
@.const.pickledata.6f4494cd1734f99914f12ddd9a3edb06ff6332b6.sha1 = internal constant [20 x i8] c"oD\94\CD\174\F9\99\14\F1-\DD\9A>\DB\06\FFc2\B6"
@.const.picklebuf.6f4494cd1734f99914f12ddd9a3edb06ff6332b6 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.6f4494cd1734f99914f12ddd9a3edb06ff6332b6, i32 92, ptr @.const.pickledata.6f4494cd1734f99914f12ddd9a3edb06ff6332b6.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K\\\87\94\87\94."
@.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47.sha1 = internal constant [20 x i8] c"\02\C2\1Ac\A7Z\B98\FEy\10\9Ct\EF%\12\89\C9\1DG"
@.const.picklebuf.02c21a63a75ab938fe79109c74ef251289c91d47 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47, i32 87, ptr @.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47.sha1, ptr null, i32 0 }
@.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K]\87\94\87\94."
@.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22.sha1 = internal constant [20 x i8] c"\9E?\1BBC\D0\0AS\C7)|\A8~C\BBM:\83\DA\22"
@.const.picklebuf.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22, i32 87, ptr @.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KG\87\94\87\94."
@.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff.sha1 = internal constant [20 x i8] c"\F9\EC\8DU\8A\09\F4\86\D0!\1D;4Ee\9F\A5d6\FF"
@.const.picklebuf.f9ec8d558a09f486d0211d3b3445659fa56436ff = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff, i32 92, ptr @.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f695c5c0e10B3v16B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.w.0, ptr readnone captures(none) %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, ptr readonly captures(none) %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0:
  %.28 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %arg.w.5.0.fr = freeze i64 %arg.w.5.0
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.28, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.w.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.28, i8 0, i64 56, i1 false)
  %.34 = call i32 @_ZN5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.28, ptr nonnull %excinfo.1, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.44.fca.0.load = load ptr, ptr %.28, align 8
  %.44.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %cond = icmp eq i32 %.34, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.28, i64 40
  %.44.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.44.fca.5.0.load.fr = freeze i64 %.44.fca.5.0.load
  tail call void @NRT_decref(ptr %arg.x.0)
  %.101.not.i = icmp eq i64 %.44.fca.5.0.load.fr, 1
  br i1 %.101.not.i, label %B128.i28, label %B90.i19

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.35 = load ptr, ptr %excinfo.1, align 8
  store ptr %.35, ptr %excinfo, align 8
  br label %common.ret

B90.i19:                                          ; preds = %B128.i
  %.71.i20 = icmp ne i64 %arg.w.5.0.fr, %.44.fca.5.0.load.fr
  %.76.i21 = icmp ne i64 %arg.w.5.0.fr, 1
  %or.cond.i22 = and i1 %.76.i21, %.71.i20
  br i1 %or.cond.i22, label %B0.endif.endif.endif.endif.if, label %B150.i23

B128.i28:                                         ; preds = %B128.i
  %.101.not.i29 = icmp eq i64 %arg.w.5.0.fr, 1
  br i1 %.101.not.i29, label %B0.endif.endif.endif.endif.endif.endif, label %B150.i23

B150.i23:                                         ; preds = %B128.i28, %B90.i19
  %dest_shape.1 = phi i64 [ %.44.fca.5.0.load.fr, %B90.i19 ], [ %arg.w.5.0.fr, %B128.i28 ]
  %0 = add i64 %dest_shape.1, -1152921504606846976
  %.178 = icmp ult i64 %0, -2305843009213693952
  br i1 %.178, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B90.i19
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.if:              ; preds = %B150.i23
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i28, %B150.i23
  %dest_shape.160 = phi i64 [ %dest_shape.1, %B150.i23 ], [ 1, %B128.i28 ]
  %.177 = shl nsw i64 %dest_shape.160, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.177, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.24840 = icmp sgt i64 %dest_shape.160, 0
  br i1 %.24840, label %for.body.lr.ph, label %for.end.endif.critedge

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.250 = icmp ugt i64 %.44.fca.5.0.load.fr, 1
  br i1 %.250, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %arg.w.5.0.fr, 1
  br i1 %1, label %iter.check179, label %iter.check138

iter.check138:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.160, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck125

vector.memcheck125:                               ; preds = %iter.check138
  %3 = shl i64 %dest_shape.160, 3
  %scevgep126 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep127 = getelementptr i8, ptr %.44.fca.4.load, i64 %3
  %scevgep128 = getelementptr i8, ptr %arg.w.4, i64 8
  %bound0129 = icmp ult ptr %.6.i, %scevgep127
  %bound1130 = icmp ult ptr %.44.fca.4.load, %scevgep126
  %found.conflict131 = and i1 %bound0129, %bound1130
  %bound0132 = icmp ult ptr %.6.i, %scevgep128
  %bound1133 = icmp ult ptr %arg.w.4, %scevgep126
  %found.conflict134 = and i1 %bound0132, %bound1133
  %conflict.rdx135 = or i1 %found.conflict131, %found.conflict134
  br i1 %conflict.rdx135, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check140

vector.main.loop.iter.check140:                   ; preds = %vector.memcheck125
  %min.iters.check139 = icmp ult i64 %dest_shape.160, 32
  br i1 %min.iters.check139, label %vec.epilog.ph159, label %vector.ph141

vector.ph141:                                     ; preds = %vector.main.loop.iter.check140
  %n.vec143 = and i64 %dest_shape.160, %const
  %4 = load double, ptr %arg.w.4, align 8, !alias.scope !11
  %broadcast.splatinsert150 = insertelement <8 x double> poison, double %4, i64 0
  %broadcast.splat151 = shufflevector <8 x double> %broadcast.splatinsert150, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body144

vector.body144:                                   ; preds = %vector.body144, %vector.ph141
  %index145 = phi i64 [ 0, %vector.ph141 ], [ %index.next152, %vector.body144 ]
  %sunkaddr = mul i64 %index145, 8
  %sunkaddr456 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr
  %wide.load146 = load <8 x double>, ptr %sunkaddr456, align 8, !alias.scope !14
  %sunkaddr457 = mul i64 %index145, 8
  %sunkaddr458 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, ptr %sunkaddr458, i64 64
  %wide.load147 = load <8 x double>, ptr %sunkaddr459, align 8, !alias.scope !14
  %sunkaddr460 = mul i64 %index145, 8
  %sunkaddr461 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr460
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 128
  %wide.load148 = load <8 x double>, ptr %sunkaddr462, align 8, !alias.scope !14
  %sunkaddr463 = mul i64 %index145, 8
  %sunkaddr464 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr463
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 192
  %wide.load149 = load <8 x double>, ptr %sunkaddr465, align 8, !alias.scope !14
  %5 = fmul <8 x double> %wide.load146, %broadcast.splat151
  %6 = fmul <8 x double> %wide.load147, %broadcast.splat151
  %7 = fmul <8 x double> %wide.load148, %broadcast.splat151
  %8 = fmul <8 x double> %wide.load149, %broadcast.splat151
  %sunkaddr466 = mul i64 %index145, 8
  %sunkaddr467 = getelementptr i8, ptr %.6.i, i64 %sunkaddr466
  store <8 x double> %5, ptr %sunkaddr467, align 8, !alias.scope !16, !noalias !18
  %sunkaddr468 = mul i64 %index145, 8
  %sunkaddr469 = getelementptr i8, ptr %.6.i, i64 %sunkaddr468
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 64
  store <8 x double> %6, ptr %sunkaddr470, align 8, !alias.scope !16, !noalias !18
  %sunkaddr471 = mul i64 %index145, 8
  %sunkaddr472 = getelementptr i8, ptr %.6.i, i64 %sunkaddr471
  %sunkaddr473 = getelementptr i8, ptr %sunkaddr472, i64 128
  store <8 x double> %7, ptr %sunkaddr473, align 8, !alias.scope !16, !noalias !18
  %sunkaddr474 = mul i64 %index145, 8
  %sunkaddr475 = getelementptr i8, ptr %.6.i, i64 %sunkaddr474
  %sunkaddr476 = getelementptr i8, ptr %sunkaddr475, i64 192
  store <8 x double> %8, ptr %sunkaddr476, align 8, !alias.scope !16, !noalias !18
  %index.next152 = add nuw i64 %index145, 32
  %9 = icmp eq i64 %n.vec143, %index.next152
  br i1 %9, label %middle.block153, label %vector.body144, !llvm.loop !19

middle.block153:                                  ; preds = %vector.body144
  %cmp.n154 = icmp eq i64 %dest_shape.160, %n.vec143
  br i1 %cmp.n154, label %for.end, label %vec.epilog.iter.check157

vec.epilog.iter.check157:                         ; preds = %middle.block153
  %10 = and i64 %dest_shape.160, 28
  %min.epilog.iters.check158 = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check158, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph159, !prof !22

vec.epilog.ph159:                                 ; preds = %vector.main.loop.iter.check140, %vec.epilog.iter.check157
  %vec.epilog.resume.val155 = phi i64 [ %n.vec143, %vec.epilog.iter.check157 ], [ 0, %vector.main.loop.iter.check140 ]
  %const_mat452 = add i64 %const, 28
  %n.vec161 = and i64 %dest_shape.160, %const_mat452
  %11 = load double, ptr %arg.w.4, align 8, !alias.scope !11
  %broadcast.splatinsert165 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat166 = shufflevector <4 x double> %broadcast.splatinsert165, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body162

vec.epilog.vector.body162:                        ; preds = %vec.epilog.vector.body162, %vec.epilog.ph159
  %index163 = phi i64 [ %vec.epilog.resume.val155, %vec.epilog.ph159 ], [ %index.next167, %vec.epilog.vector.body162 ]
  %12 = shl i64 %index163, 3
  %scevgep353 = getelementptr i8, ptr %.44.fca.4.load, i64 %12
  %wide.load164 = load <4 x double>, ptr %scevgep353, align 8, !alias.scope !14
  %13 = fmul <4 x double> %wide.load164, %broadcast.splat166
  %14 = shl i64 %index163, 3
  %scevgep352 = getelementptr i8, ptr %.6.i, i64 %14
  store <4 x double> %13, ptr %scevgep352, align 8, !alias.scope !16, !noalias !18
  %index.next167 = add nuw i64 %index163, 4
  %15 = icmp eq i64 %n.vec161, %index.next167
  br i1 %15, label %vec.epilog.middle.block168, label %vec.epilog.vector.body162, !llvm.loop !23

vec.epilog.middle.block168:                       ; preds = %vec.epilog.vector.body162
  %cmp.n169 = icmp eq i64 %dest_shape.160, %n.vec161
  br i1 %cmp.n169, label %for.end, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck125, %iter.check138, %vec.epilog.iter.check157, %vec.epilog.middle.block168
  %loop.index43.us.ph = phi i64 [ 0, %iter.check138 ], [ 0, %vector.memcheck125 ], [ %n.vec143, %vec.epilog.iter.check157 ], [ %n.vec161, %vec.epilog.middle.block168 ]
  %16 = sub nsw i64 %dest_shape.160, %loop.index43.us.ph
  %xtraiter219 = and i64 %16, 7
  %lcmp.mod220.not = icmp eq i64 %xtraiter219, 0
  br i1 %lcmp.mod220.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv350 = phi i64 [ %xtraiter219, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next351, %for.body.endif.endif.endif.us.prol ]
  %loop.index43.us.prol = phi i64 [ %.296.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index43.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %17 = shl i64 %loop.index43.us.prol, 3
  %scevgep349 = getelementptr i8, ptr %.44.fca.4.load, i64 %17
  %.258.us.prol = load double, ptr %scevgep349, align 8
  %.267.us.prol = load double, ptr %arg.w.4, align 8
  %.6.i33.prol = fmul double %.258.us.prol, %.267.us.prol
  %18 = shl i64 %loop.index43.us.prol, 3
  %scevgep348 = getelementptr i8, ptr %.6.i, i64 %18
  store double %.6.i33.prol, ptr %scevgep348, align 8
  %.296.us.prol = add nuw i64 %loop.index43.us.prol, 1
  %lsr.iv.next351 = add nsw i64 %lsr.iv350, -1
  %prol.iter221.cmp.not = icmp eq i64 %lsr.iv.next351, 0
  br i1 %prol.iter221.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index43.us.unr = phi i64 [ %loop.index43.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.296.us.prol, %for.body.endif.endif.endif.us.prol ]
  %19 = sub nsw i64 %loop.index43.us.ph, %dest_shape.160
  %20 = icmp ugt i64 %19, -8
  br i1 %20, label %for.end, label %for.body.endif.endif.endif.us.preheader229

for.body.endif.endif.endif.us.preheader229:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check179:                                    ; preds = %for.body.lr.ph.split.us
  %21 = icmp ult i64 %dest_shape.160, 4
  br i1 %21, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck171

vector.memcheck171:                               ; preds = %iter.check179
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %.44.fca.4.load to i64
  %24 = ptrtoint ptr %arg.w.4 to i64
  %25 = sub i64 %22, %23
  %diff.check = icmp ult i64 %25, 256
  %26 = sub i64 %22, %24
  %diff.check175 = icmp ult i64 %26, 256
  %conflict.rdx176 = or i1 %diff.check, %diff.check175
  br i1 %conflict.rdx176, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check181

vector.main.loop.iter.check181:                   ; preds = %vector.memcheck171
  %min.iters.check180 = icmp ult i64 %dest_shape.160, 32
  br i1 %min.iters.check180, label %vec.epilog.ph202, label %vector.ph182

vector.ph182:                                     ; preds = %vector.main.loop.iter.check181
  %n.vec184 = and i64 %dest_shape.160, %const
  br label %vector.body185

vector.body185:                                   ; preds = %vector.body185, %vector.ph182
  %index186 = phi i64 [ 0, %vector.ph182 ], [ %index.next195, %vector.body185 ]
  %sunkaddr477 = mul i64 %index186, 8
  %sunkaddr478 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr477
  %wide.load187 = load <8 x double>, ptr %sunkaddr478, align 8
  %sunkaddr479 = mul i64 %index186, 8
  %sunkaddr480 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, ptr %sunkaddr480, i64 64
  %wide.load188 = load <8 x double>, ptr %sunkaddr481, align 8
  %sunkaddr482 = mul i64 %index186, 8
  %sunkaddr483 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, ptr %sunkaddr483, i64 128
  %wide.load189 = load <8 x double>, ptr %sunkaddr484, align 8
  %sunkaddr485 = mul i64 %index186, 8
  %sunkaddr486 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, ptr %sunkaddr486, i64 192
  %wide.load190 = load <8 x double>, ptr %sunkaddr487, align 8
  %sunkaddr488 = mul i64 %index186, 8
  %sunkaddr489 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr488
  %wide.load191 = load <8 x double>, ptr %sunkaddr489, align 8
  %sunkaddr490 = mul i64 %index186, 8
  %sunkaddr491 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 64
  %wide.load192 = load <8 x double>, ptr %sunkaddr492, align 8
  %sunkaddr493 = mul i64 %index186, 8
  %sunkaddr494 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, ptr %sunkaddr494, i64 128
  %wide.load193 = load <8 x double>, ptr %sunkaddr495, align 8
  %sunkaddr496 = mul i64 %index186, 8
  %sunkaddr497 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr496
  %sunkaddr498 = getelementptr i8, ptr %sunkaddr497, i64 192
  %wide.load194 = load <8 x double>, ptr %sunkaddr498, align 8
  %27 = fmul <8 x double> %wide.load187, %wide.load191
  %28 = fmul <8 x double> %wide.load188, %wide.load192
  %29 = fmul <8 x double> %wide.load189, %wide.load193
  %30 = fmul <8 x double> %wide.load190, %wide.load194
  %sunkaddr499 = mul i64 %index186, 8
  %sunkaddr500 = getelementptr i8, ptr %.6.i, i64 %sunkaddr499
  store <8 x double> %27, ptr %sunkaddr500, align 8
  %sunkaddr501 = mul i64 %index186, 8
  %sunkaddr502 = getelementptr i8, ptr %.6.i, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, ptr %sunkaddr502, i64 64
  store <8 x double> %28, ptr %sunkaddr503, align 8
  %sunkaddr504 = mul i64 %index186, 8
  %sunkaddr505 = getelementptr i8, ptr %.6.i, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, ptr %sunkaddr505, i64 128
  store <8 x double> %29, ptr %sunkaddr506, align 8
  %sunkaddr507 = mul i64 %index186, 8
  %sunkaddr508 = getelementptr i8, ptr %.6.i, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, ptr %sunkaddr508, i64 192
  store <8 x double> %30, ptr %sunkaddr509, align 8
  %index.next195 = add nuw i64 %index186, 32
  %31 = icmp eq i64 %n.vec184, %index.next195
  br i1 %31, label %middle.block196, label %vector.body185, !llvm.loop !26

middle.block196:                                  ; preds = %vector.body185
  %cmp.n197 = icmp eq i64 %dest_shape.160, %n.vec184
  br i1 %cmp.n197, label %for.end, label %vec.epilog.iter.check200

vec.epilog.iter.check200:                         ; preds = %middle.block196
  %32 = and i64 %dest_shape.160, 28
  %min.epilog.iters.check201 = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check201, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph202, !prof !22

vec.epilog.ph202:                                 ; preds = %vector.main.loop.iter.check181, %vec.epilog.iter.check200
  %vec.epilog.resume.val198 = phi i64 [ %n.vec184, %vec.epilog.iter.check200 ], [ 0, %vector.main.loop.iter.check181 ]
  %const_mat453 = add i64 %const, 28
  %n.vec204 = and i64 %dest_shape.160, %const_mat453
  br label %vec.epilog.vector.body205

vec.epilog.vector.body205:                        ; preds = %vec.epilog.vector.body205, %vec.epilog.ph202
  %index206 = phi i64 [ %vec.epilog.resume.val198, %vec.epilog.ph202 ], [ %index.next209, %vec.epilog.vector.body205 ]
  %33 = shl i64 %index206, 3
  %scevgep291 = getelementptr i8, ptr %.44.fca.4.load, i64 %33
  %wide.load207 = load <4 x double>, ptr %scevgep291, align 8
  %34 = shl i64 %index206, 3
  %scevgep290 = getelementptr i8, ptr %arg.w.4, i64 %34
  %wide.load208 = load <4 x double>, ptr %scevgep290, align 8
  %35 = fmul <4 x double> %wide.load207, %wide.load208
  %36 = shl i64 %index206, 3
  %scevgep289 = getelementptr i8, ptr %.6.i, i64 %36
  store <4 x double> %35, ptr %scevgep289, align 8
  %index.next209 = add nuw i64 %index206, 4
  %37 = icmp eq i64 %n.vec204, %index.next209
  br i1 %37, label %vec.epilog.middle.block210, label %vec.epilog.vector.body205, !llvm.loop !27

vec.epilog.middle.block210:                       ; preds = %vec.epilog.vector.body205
  %cmp.n211 = icmp eq i64 %dest_shape.160, %n.vec204
  br i1 %cmp.n211, label %for.end, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck171, %iter.check179, %vec.epilog.iter.check200, %vec.epilog.middle.block210
  %loop.index43.us.us.ph = phi i64 [ 0, %iter.check179 ], [ 0, %vector.memcheck171 ], [ %n.vec184, %vec.epilog.iter.check200 ], [ %n.vec204, %vec.epilog.middle.block210 ]
  %38 = sub nsw i64 %dest_shape.160, %loop.index43.us.us.ph
  %xtraiter222 = and i64 %38, 7
  %lcmp.mod223.not = icmp eq i64 %xtraiter222, 0
  br i1 %lcmp.mod223.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv287 = phi i64 [ %xtraiter222, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next288, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index43.us.us.prol = phi i64 [ %.296.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index43.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %39 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep286 = getelementptr i8, ptr %.44.fca.4.load, i64 %39
  %.258.us.us.prol = load double, ptr %scevgep286, align 8
  %40 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep285 = getelementptr i8, ptr %arg.w.4, i64 %40
  %.267.us.us.prol = load double, ptr %scevgep285, align 8
  %.6.i32.prol = fmul double %.258.us.us.prol, %.267.us.us.prol
  %41 = shl i64 %loop.index43.us.us.prol, 3
  %scevgep284 = getelementptr i8, ptr %.6.i, i64 %41
  store double %.6.i32.prol, ptr %scevgep284, align 8
  %.296.us.us.prol = add nuw i64 %loop.index43.us.us.prol, 1
  %lsr.iv.next288 = add nsw i64 %lsr.iv287, -1
  %prol.iter224.cmp.not = icmp eq i64 %lsr.iv.next288, 0
  br i1 %prol.iter224.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index43.us.us.unr = phi i64 [ %loop.index43.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.296.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %42 = sub nsw i64 %loop.index43.us.us.ph, %dest_shape.160
  %43 = icmp ugt i64 %42, -8
  br i1 %43, label %for.end, label %for.body.endif.endif.endif.us.us.preheader228

for.body.endif.endif.endif.us.us.preheader228:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader228, %for.body.endif.endif.endif.us.us
  %loop.index43.us.us = phi i64 [ %.296.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index43.us.us.unr, %for.body.endif.endif.endif.us.us.preheader228 ]
  %sunkaddr510 = mul i64 %loop.index43.us.us, 8
  %sunkaddr511 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr510
  %.258.us.us = load double, ptr %sunkaddr511, align 8
  %sunkaddr512 = mul i64 %loop.index43.us.us, 8
  %sunkaddr513 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr512
  %.267.us.us = load double, ptr %sunkaddr513, align 8
  %.6.i32 = fmul double %.258.us.us, %.267.us.us
  %sunkaddr514 = mul i64 %loop.index43.us.us, 8
  %sunkaddr515 = getelementptr i8, ptr %.6.i, i64 %sunkaddr514
  store double %.6.i32, ptr %sunkaddr515, align 8
  %sunkaddr516 = mul i64 %loop.index43.us.us, 8
  %sunkaddr517 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, ptr %sunkaddr517, i64 8
  %.258.us.us.1 = load double, ptr %sunkaddr518, align 8
  %sunkaddr519 = mul i64 %loop.index43.us.us, 8
  %sunkaddr520 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, ptr %sunkaddr520, i64 8
  %.267.us.us.1 = load double, ptr %sunkaddr521, align 8
  %.6.i32.1 = fmul double %.258.us.us.1, %.267.us.us.1
  %sunkaddr522 = mul i64 %loop.index43.us.us, 8
  %sunkaddr523 = getelementptr i8, ptr %.6.i, i64 %sunkaddr522
  %sunkaddr524 = getelementptr i8, ptr %sunkaddr523, i64 8
  store double %.6.i32.1, ptr %sunkaddr524, align 8
  %sunkaddr525 = mul i64 %loop.index43.us.us, 8
  %sunkaddr526 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, ptr %sunkaddr526, i64 16
  %.258.us.us.2 = load double, ptr %sunkaddr527, align 8
  %sunkaddr528 = mul i64 %loop.index43.us.us, 8
  %sunkaddr529 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, ptr %sunkaddr529, i64 16
  %.267.us.us.2 = load double, ptr %sunkaddr530, align 8
  %.6.i32.2 = fmul double %.258.us.us.2, %.267.us.us.2
  %sunkaddr531 = mul i64 %loop.index43.us.us, 8
  %sunkaddr532 = getelementptr i8, ptr %.6.i, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, ptr %sunkaddr532, i64 16
  store double %.6.i32.2, ptr %sunkaddr533, align 8
  %sunkaddr534 = mul i64 %loop.index43.us.us, 8
  %sunkaddr535 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, ptr %sunkaddr535, i64 24
  %.258.us.us.3 = load double, ptr %sunkaddr536, align 8
  %sunkaddr537 = mul i64 %loop.index43.us.us, 8
  %sunkaddr538 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, ptr %sunkaddr538, i64 24
  %.267.us.us.3 = load double, ptr %sunkaddr539, align 8
  %.6.i32.3 = fmul double %.258.us.us.3, %.267.us.us.3
  %sunkaddr540 = mul i64 %loop.index43.us.us, 8
  %sunkaddr541 = getelementptr i8, ptr %.6.i, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, ptr %sunkaddr541, i64 24
  store double %.6.i32.3, ptr %sunkaddr542, align 8
  %sunkaddr543 = mul i64 %loop.index43.us.us, 8
  %sunkaddr544 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, ptr %sunkaddr544, i64 32
  %.258.us.us.4 = load double, ptr %sunkaddr545, align 8
  %sunkaddr546 = mul i64 %loop.index43.us.us, 8
  %sunkaddr547 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, ptr %sunkaddr547, i64 32
  %.267.us.us.4 = load double, ptr %sunkaddr548, align 8
  %.6.i32.4 = fmul double %.258.us.us.4, %.267.us.us.4
  %sunkaddr549 = mul i64 %loop.index43.us.us, 8
  %sunkaddr550 = getelementptr i8, ptr %.6.i, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, ptr %sunkaddr550, i64 32
  store double %.6.i32.4, ptr %sunkaddr551, align 8
  %sunkaddr552 = mul i64 %loop.index43.us.us, 8
  %sunkaddr553 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, ptr %sunkaddr553, i64 40
  %.258.us.us.5 = load double, ptr %sunkaddr554, align 8
  %sunkaddr555 = mul i64 %loop.index43.us.us, 8
  %sunkaddr556 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, ptr %sunkaddr556, i64 40
  %.267.us.us.5 = load double, ptr %sunkaddr557, align 8
  %.6.i32.5 = fmul double %.258.us.us.5, %.267.us.us.5
  %sunkaddr558 = mul i64 %loop.index43.us.us, 8
  %sunkaddr559 = getelementptr i8, ptr %.6.i, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, ptr %sunkaddr559, i64 40
  store double %.6.i32.5, ptr %sunkaddr560, align 8
  %sunkaddr561 = mul i64 %loop.index43.us.us, 8
  %sunkaddr562 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, ptr %sunkaddr562, i64 48
  %.258.us.us.6 = load double, ptr %sunkaddr563, align 8
  %sunkaddr564 = mul i64 %loop.index43.us.us, 8
  %sunkaddr565 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, ptr %sunkaddr565, i64 48
  %.267.us.us.6 = load double, ptr %sunkaddr566, align 8
  %.6.i32.6 = fmul double %.258.us.us.6, %.267.us.us.6
  %sunkaddr567 = mul i64 %loop.index43.us.us, 8
  %sunkaddr568 = getelementptr i8, ptr %.6.i, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, ptr %sunkaddr568, i64 48
  store double %.6.i32.6, ptr %sunkaddr569, align 8
  %sunkaddr570 = mul i64 %loop.index43.us.us, 8
  %sunkaddr571 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, ptr %sunkaddr571, i64 56
  %.258.us.us.7 = load double, ptr %sunkaddr572, align 8
  %sunkaddr573 = mul i64 %loop.index43.us.us, 8
  %sunkaddr574 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, ptr %sunkaddr574, i64 56
  %.267.us.us.7 = load double, ptr %sunkaddr575, align 8
  %.6.i32.7 = fmul double %.258.us.us.7, %.267.us.us.7
  %sunkaddr576 = mul i64 %loop.index43.us.us, 8
  %sunkaddr577 = getelementptr i8, ptr %.6.i, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, ptr %sunkaddr577, i64 56
  store double %.6.i32.7, ptr %sunkaddr578, align 8
  %.296.us.us.7 = add nuw nsw i64 %loop.index43.us.us, 8
  %exitcond73.not.7 = icmp eq i64 %dest_shape.160, %.296.us.us.7
  br i1 %exitcond73.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader229, %for.body.endif.endif.endif.us
  %loop.index43.us = phi i64 [ %.296.us.7, %for.body.endif.endif.endif.us ], [ %loop.index43.us.unr, %for.body.endif.endif.endif.us.preheader229 ]
  %sunkaddr579 = mul i64 %loop.index43.us, 8
  %sunkaddr580 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr579
  %.258.us = load double, ptr %sunkaddr580, align 8
  %.267.us = load double, ptr %arg.w.4, align 8
  %.6.i33 = fmul double %.258.us, %.267.us
  %sunkaddr581 = mul i64 %loop.index43.us, 8
  %sunkaddr582 = getelementptr i8, ptr %.6.i, i64 %sunkaddr581
  store double %.6.i33, ptr %sunkaddr582, align 8
  %sunkaddr583 = mul i64 %loop.index43.us, 8
  %sunkaddr584 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, ptr %sunkaddr584, i64 8
  %.258.us.1 = load double, ptr %sunkaddr585, align 8
  %.267.us.1 = load double, ptr %arg.w.4, align 8
  %.6.i33.1 = fmul double %.258.us.1, %.267.us.1
  %sunkaddr586 = mul i64 %loop.index43.us, 8
  %sunkaddr587 = getelementptr i8, ptr %.6.i, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, ptr %sunkaddr587, i64 8
  store double %.6.i33.1, ptr %sunkaddr588, align 8
  %sunkaddr589 = mul i64 %loop.index43.us, 8
  %sunkaddr590 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, ptr %sunkaddr590, i64 16
  %.258.us.2 = load double, ptr %sunkaddr591, align 8
  %.267.us.2 = load double, ptr %arg.w.4, align 8
  %.6.i33.2 = fmul double %.258.us.2, %.267.us.2
  %sunkaddr592 = mul i64 %loop.index43.us, 8
  %sunkaddr593 = getelementptr i8, ptr %.6.i, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, ptr %sunkaddr593, i64 16
  store double %.6.i33.2, ptr %sunkaddr594, align 8
  %sunkaddr595 = mul i64 %loop.index43.us, 8
  %sunkaddr596 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, ptr %sunkaddr596, i64 24
  %.258.us.3 = load double, ptr %sunkaddr597, align 8
  %.267.us.3 = load double, ptr %arg.w.4, align 8
  %.6.i33.3 = fmul double %.258.us.3, %.267.us.3
  %sunkaddr598 = mul i64 %loop.index43.us, 8
  %sunkaddr599 = getelementptr i8, ptr %.6.i, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, ptr %sunkaddr599, i64 24
  store double %.6.i33.3, ptr %sunkaddr600, align 8
  %sunkaddr601 = mul i64 %loop.index43.us, 8
  %sunkaddr602 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, ptr %sunkaddr602, i64 32
  %.258.us.4 = load double, ptr %sunkaddr603, align 8
  %.267.us.4 = load double, ptr %arg.w.4, align 8
  %.6.i33.4 = fmul double %.258.us.4, %.267.us.4
  %sunkaddr604 = mul i64 %loop.index43.us, 8
  %sunkaddr605 = getelementptr i8, ptr %.6.i, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 32
  store double %.6.i33.4, ptr %sunkaddr606, align 8
  %sunkaddr607 = mul i64 %loop.index43.us, 8
  %sunkaddr608 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, ptr %sunkaddr608, i64 40
  %.258.us.5 = load double, ptr %sunkaddr609, align 8
  %.267.us.5 = load double, ptr %arg.w.4, align 8
  %.6.i33.5 = fmul double %.258.us.5, %.267.us.5
  %sunkaddr610 = mul i64 %loop.index43.us, 8
  %sunkaddr611 = getelementptr i8, ptr %.6.i, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 40
  store double %.6.i33.5, ptr %sunkaddr612, align 8
  %sunkaddr613 = mul i64 %loop.index43.us, 8
  %sunkaddr614 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr613
  %sunkaddr615 = getelementptr i8, ptr %sunkaddr614, i64 48
  %.258.us.6 = load double, ptr %sunkaddr615, align 8
  %.267.us.6 = load double, ptr %arg.w.4, align 8
  %.6.i33.6 = fmul double %.258.us.6, %.267.us.6
  %sunkaddr616 = mul i64 %loop.index43.us, 8
  %sunkaddr617 = getelementptr i8, ptr %.6.i, i64 %sunkaddr616
  %sunkaddr618 = getelementptr i8, ptr %sunkaddr617, i64 48
  store double %.6.i33.6, ptr %sunkaddr618, align 8
  %sunkaddr619 = mul i64 %loop.index43.us, 8
  %sunkaddr620 = getelementptr i8, ptr %.44.fca.4.load, i64 %sunkaddr619
  %sunkaddr621 = getelementptr i8, ptr %sunkaddr620, i64 56
  %.258.us.7 = load double, ptr %sunkaddr621, align 8
  %.267.us.7 = load double, ptr %arg.w.4, align 8
  %.6.i33.7 = fmul double %.258.us.7, %.267.us.7
  %sunkaddr622 = mul i64 %loop.index43.us, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 56
  store double %.6.i33.7, ptr %sunkaddr624, align 8
  %.296.us.7 = add nuw nsw i64 %loop.index43.us, 8
  %exitcond72.not.7 = icmp eq i64 %dest_shape.160, %.296.us.7
  br i1 %exitcond72.not.7, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %44 = icmp ugt i64 %arg.w.5.0.fr, 1
  br i1 %44, label %iter.check93, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %45 = icmp ult i64 %dest_shape.160, 4
  br i1 %45, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %46 = shl i64 %dest_shape.160, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %46
  %scevgep67 = getelementptr i8, ptr %.44.fca.4.load, i64 8
  %scevgep68 = getelementptr i8, ptr %arg.w.4, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep67
  %bound1 = icmp ult ptr %.44.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound069 = icmp ult ptr %.6.i, %scevgep68
  %bound170 = icmp ult ptr %arg.w.4, %scevgep
  %found.conflict71 = and i1 %bound069, %bound170
  %conflict.rdx = or i1 %found.conflict, %found.conflict71
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check72 = icmp ult i64 %dest_shape.160, 32
  br i1 %min.iters.check72, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.160, %const
  %47 = load double, ptr %arg.w.4, align 8, !alias.scope !31
  %48 = load double, ptr %.44.fca.4.load, align 8, !alias.scope !34
  %49 = fmul double %48, %47
  %broadcast.splatinsert = insertelement <8 x double> poison, double %49, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr625 = mul i64 %index, 8
  %sunkaddr626 = getelementptr i8, ptr %.6.i, i64 %sunkaddr625
  store <8 x double> %broadcast.splat, ptr %sunkaddr626, align 8, !alias.scope !36, !noalias !38
  %sunkaddr627 = mul i64 %index, 8
  %sunkaddr628 = getelementptr i8, ptr %.6.i, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, ptr %sunkaddr628, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr629, align 8, !alias.scope !36, !noalias !38
  %sunkaddr630 = mul i64 %index, 8
  %sunkaddr631 = getelementptr i8, ptr %.6.i, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, ptr %sunkaddr631, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr632, align 8, !alias.scope !36, !noalias !38
  %sunkaddr633 = mul i64 %index, 8
  %sunkaddr634 = getelementptr i8, ptr %.6.i, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, ptr %sunkaddr634, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr635, align 8, !alias.scope !36, !noalias !38
  %index.next = add nuw i64 %index, 32
  %50 = icmp eq i64 %n.vec, %index.next
  br i1 %50, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.160, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %51 = and i64 %dest_shape.160, 28
  %min.epilog.iters.check = icmp eq i64 %51, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat454 = add i64 %const, 28
  %n.vec74 = and i64 %dest_shape.160, %const_mat454
  %52 = load double, ptr %arg.w.4, align 8, !alias.scope !31
  %53 = load double, ptr %.44.fca.4.load, align 8, !alias.scope !34
  %54 = fmul double %53, %52
  %broadcast.splatinsert76 = insertelement <4 x double> poison, double %54, i64 0
  %broadcast.splat77 = shufflevector <4 x double> %broadcast.splatinsert76, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index75 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next78, %vec.epilog.vector.body ]
  %55 = shl i64 %index75, 3
  %scevgep443 = getelementptr i8, ptr %.6.i, i64 %55
  store <4 x double> %broadcast.splat77, ptr %scevgep443, align 8, !alias.scope !36, !noalias !38
  %index.next78 = add nuw i64 %index75, 4
  %56 = icmp eq i64 %n.vec74, %index.next78
  br i1 %56, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n79 = icmp eq i64 %dest_shape.160, %n.vec74
  br i1 %cmp.n79, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index43.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec74, %vec.epilog.middle.block ]
  %57 = sub nsw i64 %dest_shape.160, %loop.index43.ph
  %xtraiter = and i64 %57, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv441 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next442, %for.body.endif.endif.endif.prol ]
  %loop.index43.prol = phi i64 [ %.296.prol, %for.body.endif.endif.endif.prol ], [ %loop.index43.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.258.prol = load double, ptr %.44.fca.4.load, align 8
  %.267.prol = load double, ptr %arg.w.4, align 8
  %.6.i35.prol = fmul double %.258.prol, %.267.prol
  %58 = shl i64 %loop.index43.prol, 3
  %scevgep440 = getelementptr i8, ptr %.6.i, i64 %58
  store double %.6.i35.prol, ptr %scevgep440, align 8
  %.296.prol = add nuw i64 %loop.index43.prol, 1
  %lsr.iv.next442 = add nsw i64 %lsr.iv441, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next442, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !41

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index43.unr = phi i64 [ %loop.index43.ph, %for.body.endif.endif.endif.preheader ], [ %.296.prol, %for.body.endif.endif.endif.prol ]
  %59 = sub nsw i64 %loop.index43.ph, %dest_shape.160
  %60 = icmp ugt i64 %59, -8
  br i1 %60, label %for.end, label %for.body.endif.endif.endif.preheader233

for.body.endif.endif.endif.preheader233:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check93:                                     ; preds = %for.body.lr.ph.split
  %61 = icmp ult i64 %dest_shape.160, 4
  br i1 %61, label %for.body.endif.endif.endif.us48.preheader, label %vector.memcheck80

vector.memcheck80:                                ; preds = %iter.check93
  %62 = shl i64 %dest_shape.160, 3
  %scevgep81 = getelementptr i8, ptr %.6.i, i64 %62
  %scevgep82 = getelementptr i8, ptr %.44.fca.4.load, i64 8
  %scevgep83 = getelementptr i8, ptr %arg.w.4, i64 %62
  %bound084 = icmp ult ptr %.6.i, %scevgep82
  %bound185 = icmp ult ptr %.44.fca.4.load, %scevgep81
  %found.conflict86 = and i1 %bound084, %bound185
  %bound087 = icmp ult ptr %.6.i, %scevgep83
  %bound188 = icmp ult ptr %arg.w.4, %scevgep81
  %found.conflict89 = and i1 %bound087, %bound188
  %conflict.rdx90 = or i1 %found.conflict86, %found.conflict89
  br i1 %conflict.rdx90, label %for.body.endif.endif.endif.us48.preheader, label %vector.main.loop.iter.check95

vector.main.loop.iter.check95:                    ; preds = %vector.memcheck80
  %min.iters.check94 = icmp ult i64 %dest_shape.160, 32
  br i1 %min.iters.check94, label %vec.epilog.ph113, label %vector.ph96

vector.ph96:                                      ; preds = %vector.main.loop.iter.check95
  %n.vec98 = and i64 %dest_shape.160, %const
  %63 = load double, ptr %.44.fca.4.load, align 8, !alias.scope !42
  %broadcast.splatinsert104 = insertelement <8 x double> poison, double %63, i64 0
  %broadcast.splat105 = shufflevector <8 x double> %broadcast.splatinsert104, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body99

vector.body99:                                    ; preds = %vector.body99, %vector.ph96
  %index100 = phi i64 [ 0, %vector.ph96 ], [ %index.next106, %vector.body99 ]
  %sunkaddr636 = mul i64 %index100, 8
  %sunkaddr637 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr636
  %wide.load = load <8 x double>, ptr %sunkaddr637, align 8, !alias.scope !45
  %sunkaddr638 = mul i64 %index100, 8
  %sunkaddr639 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, ptr %sunkaddr639, i64 64
  %wide.load101 = load <8 x double>, ptr %sunkaddr640, align 8, !alias.scope !45
  %sunkaddr641 = mul i64 %index100, 8
  %sunkaddr642 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, ptr %sunkaddr642, i64 128
  %wide.load102 = load <8 x double>, ptr %sunkaddr643, align 8, !alias.scope !45
  %sunkaddr644 = mul i64 %index100, 8
  %sunkaddr645 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, ptr %sunkaddr645, i64 192
  %wide.load103 = load <8 x double>, ptr %sunkaddr646, align 8, !alias.scope !45
  %64 = fmul <8 x double> %broadcast.splat105, %wide.load
  %65 = fmul <8 x double> %broadcast.splat105, %wide.load101
  %66 = fmul <8 x double> %broadcast.splat105, %wide.load102
  %67 = fmul <8 x double> %broadcast.splat105, %wide.load103
  %sunkaddr647 = mul i64 %index100, 8
  %sunkaddr648 = getelementptr i8, ptr %.6.i, i64 %sunkaddr647
  store <8 x double> %64, ptr %sunkaddr648, align 8, !alias.scope !47, !noalias !49
  %sunkaddr649 = mul i64 %index100, 8
  %sunkaddr650 = getelementptr i8, ptr %.6.i, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, ptr %sunkaddr650, i64 64
  store <8 x double> %65, ptr %sunkaddr651, align 8, !alias.scope !47, !noalias !49
  %sunkaddr652 = mul i64 %index100, 8
  %sunkaddr653 = getelementptr i8, ptr %.6.i, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, ptr %sunkaddr653, i64 128
  store <8 x double> %66, ptr %sunkaddr654, align 8, !alias.scope !47, !noalias !49
  %sunkaddr655 = mul i64 %index100, 8
  %sunkaddr656 = getelementptr i8, ptr %.6.i, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, ptr %sunkaddr656, i64 192
  store <8 x double> %67, ptr %sunkaddr657, align 8, !alias.scope !47, !noalias !49
  %index.next106 = add nuw i64 %index100, 32
  %68 = icmp eq i64 %n.vec98, %index.next106
  br i1 %68, label %middle.block107, label %vector.body99, !llvm.loop !50

middle.block107:                                  ; preds = %vector.body99
  %cmp.n108 = icmp eq i64 %dest_shape.160, %n.vec98
  br i1 %cmp.n108, label %for.end, label %vec.epilog.iter.check111

vec.epilog.iter.check111:                         ; preds = %middle.block107
  %69 = and i64 %dest_shape.160, 28
  %min.epilog.iters.check112 = icmp eq i64 %69, 0
  br i1 %min.epilog.iters.check112, label %for.body.endif.endif.endif.us48.preheader, label %vec.epilog.ph113, !prof !22

vec.epilog.ph113:                                 ; preds = %vector.main.loop.iter.check95, %vec.epilog.iter.check111
  %vec.epilog.resume.val109 = phi i64 [ %n.vec98, %vec.epilog.iter.check111 ], [ 0, %vector.main.loop.iter.check95 ]
  %const_mat455 = add i64 %const, 28
  %n.vec115 = and i64 %dest_shape.160, %const_mat455
  %70 = load double, ptr %.44.fca.4.load, align 8, !alias.scope !42
  %broadcast.splatinsert119 = insertelement <4 x double> poison, double %70, i64 0
  %broadcast.splat120 = shufflevector <4 x double> %broadcast.splatinsert119, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body116

vec.epilog.vector.body116:                        ; preds = %vec.epilog.vector.body116, %vec.epilog.ph113
  %index117 = phi i64 [ %vec.epilog.resume.val109, %vec.epilog.ph113 ], [ %index.next121, %vec.epilog.vector.body116 ]
  %71 = shl i64 %index117, 3
  %scevgep407 = getelementptr i8, ptr %arg.w.4, i64 %71
  %wide.load118 = load <4 x double>, ptr %scevgep407, align 8, !alias.scope !45
  %72 = fmul <4 x double> %broadcast.splat120, %wide.load118
  %73 = shl i64 %index117, 3
  %scevgep406 = getelementptr i8, ptr %.6.i, i64 %73
  store <4 x double> %72, ptr %scevgep406, align 8, !alias.scope !47, !noalias !49
  %index.next121 = add nuw i64 %index117, 4
  %74 = icmp eq i64 %n.vec115, %index.next121
  br i1 %74, label %vec.epilog.middle.block122, label %vec.epilog.vector.body116, !llvm.loop !51

vec.epilog.middle.block122:                       ; preds = %vec.epilog.vector.body116
  %cmp.n123 = icmp eq i64 %dest_shape.160, %n.vec115
  br i1 %cmp.n123, label %for.end, label %for.body.endif.endif.endif.us48.preheader

for.body.endif.endif.endif.us48.preheader:        ; preds = %vector.memcheck80, %iter.check93, %vec.epilog.iter.check111, %vec.epilog.middle.block122
  %loop.index43.us45.ph = phi i64 [ 0, %iter.check93 ], [ 0, %vector.memcheck80 ], [ %n.vec98, %vec.epilog.iter.check111 ], [ %n.vec115, %vec.epilog.middle.block122 ]
  %75 = sub nsw i64 %dest_shape.160, %loop.index43.us45.ph
  %xtraiter216 = and i64 %75, 7
  %lcmp.mod217.not = icmp eq i64 %xtraiter216, 0
  br i1 %lcmp.mod217.not, label %for.body.endif.endif.endif.us48.prol.loopexit, label %for.body.endif.endif.endif.us48.prol.preheader

for.body.endif.endif.endif.us48.prol.preheader:   ; preds = %for.body.endif.endif.endif.us48.preheader
  br label %for.body.endif.endif.endif.us48.prol

for.body.endif.endif.endif.us48.prol:             ; preds = %for.body.endif.endif.endif.us48.prol.preheader, %for.body.endif.endif.endif.us48.prol
  %lsr.iv404 = phi i64 [ %xtraiter216, %for.body.endif.endif.endif.us48.prol.preheader ], [ %lsr.iv.next405, %for.body.endif.endif.endif.us48.prol ]
  %loop.index43.us45.prol = phi i64 [ %.296.us51.prol, %for.body.endif.endif.endif.us48.prol ], [ %loop.index43.us45.ph, %for.body.endif.endif.endif.us48.prol.preheader ]
  %.258.us47.prol = load double, ptr %.44.fca.4.load, align 8
  %76 = shl i64 %loop.index43.us45.prol, 3
  %scevgep403 = getelementptr i8, ptr %arg.w.4, i64 %76
  %.267.us55.prol = load double, ptr %scevgep403, align 8
  %.6.i34.prol = fmul double %.258.us47.prol, %.267.us55.prol
  %77 = shl i64 %loop.index43.us45.prol, 3
  %scevgep402 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.6.i34.prol, ptr %scevgep402, align 8
  %.296.us51.prol = add nuw i64 %loop.index43.us45.prol, 1
  %lsr.iv.next405 = add nsw i64 %lsr.iv404, -1
  %prol.iter218.cmp.not = icmp eq i64 %lsr.iv.next405, 0
  br i1 %prol.iter218.cmp.not, label %for.body.endif.endif.endif.us48.prol.loopexit, label %for.body.endif.endif.endif.us48.prol, !llvm.loop !52

for.body.endif.endif.endif.us48.prol.loopexit:    ; preds = %for.body.endif.endif.endif.us48.prol, %for.body.endif.endif.endif.us48.preheader
  %loop.index43.us45.unr = phi i64 [ %loop.index43.us45.ph, %for.body.endif.endif.endif.us48.preheader ], [ %.296.us51.prol, %for.body.endif.endif.endif.us48.prol ]
  %78 = sub nsw i64 %loop.index43.us45.ph, %dest_shape.160
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %for.end, label %for.body.endif.endif.endif.us48.preheader231

for.body.endif.endif.endif.us48.preheader231:     ; preds = %for.body.endif.endif.endif.us48.prol.loopexit
  br label %for.body.endif.endif.endif.us48

for.body.endif.endif.endif.us48:                  ; preds = %for.body.endif.endif.endif.us48.preheader231, %for.body.endif.endif.endif.us48
  %loop.index43.us45 = phi i64 [ %.296.us51.7, %for.body.endif.endif.endif.us48 ], [ %loop.index43.us45.unr, %for.body.endif.endif.endif.us48.preheader231 ]
  %.258.us47 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr658 = mul i64 %loop.index43.us45, 8
  %sunkaddr659 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr658
  %.267.us55 = load double, ptr %sunkaddr659, align 8
  %.6.i34 = fmul double %.258.us47, %.267.us55
  %sunkaddr660 = mul i64 %loop.index43.us45, 8
  %sunkaddr661 = getelementptr i8, ptr %.6.i, i64 %sunkaddr660
  store double %.6.i34, ptr %sunkaddr661, align 8
  %.258.us47.1 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr662 = mul i64 %loop.index43.us45, 8
  %sunkaddr663 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, ptr %sunkaddr663, i64 8
  %.267.us55.1 = load double, ptr %sunkaddr664, align 8
  %.6.i34.1 = fmul double %.258.us47.1, %.267.us55.1
  %sunkaddr665 = mul i64 %loop.index43.us45, 8
  %sunkaddr666 = getelementptr i8, ptr %.6.i, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, ptr %sunkaddr666, i64 8
  store double %.6.i34.1, ptr %sunkaddr667, align 8
  %.258.us47.2 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr668 = mul i64 %loop.index43.us45, 8
  %sunkaddr669 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 16
  %.267.us55.2 = load double, ptr %sunkaddr670, align 8
  %.6.i34.2 = fmul double %.258.us47.2, %.267.us55.2
  %sunkaddr671 = mul i64 %loop.index43.us45, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 16
  store double %.6.i34.2, ptr %sunkaddr673, align 8
  %.258.us47.3 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr674 = mul i64 %loop.index43.us45, 8
  %sunkaddr675 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, ptr %sunkaddr675, i64 24
  %.267.us55.3 = load double, ptr %sunkaddr676, align 8
  %.6.i34.3 = fmul double %.258.us47.3, %.267.us55.3
  %sunkaddr677 = mul i64 %loop.index43.us45, 8
  %sunkaddr678 = getelementptr i8, ptr %.6.i, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, ptr %sunkaddr678, i64 24
  store double %.6.i34.3, ptr %sunkaddr679, align 8
  %.258.us47.4 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr680 = mul i64 %loop.index43.us45, 8
  %sunkaddr681 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 32
  %.267.us55.4 = load double, ptr %sunkaddr682, align 8
  %.6.i34.4 = fmul double %.258.us47.4, %.267.us55.4
  %sunkaddr683 = mul i64 %loop.index43.us45, 8
  %sunkaddr684 = getelementptr i8, ptr %.6.i, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 32
  store double %.6.i34.4, ptr %sunkaddr685, align 8
  %.258.us47.5 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr686 = mul i64 %loop.index43.us45, 8
  %sunkaddr687 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 40
  %.267.us55.5 = load double, ptr %sunkaddr688, align 8
  %.6.i34.5 = fmul double %.258.us47.5, %.267.us55.5
  %sunkaddr689 = mul i64 %loop.index43.us45, 8
  %sunkaddr690 = getelementptr i8, ptr %.6.i, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 40
  store double %.6.i34.5, ptr %sunkaddr691, align 8
  %.258.us47.6 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr692 = mul i64 %loop.index43.us45, 8
  %sunkaddr693 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 48
  %.267.us55.6 = load double, ptr %sunkaddr694, align 8
  %.6.i34.6 = fmul double %.258.us47.6, %.267.us55.6
  %sunkaddr695 = mul i64 %loop.index43.us45, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 48
  store double %.6.i34.6, ptr %sunkaddr697, align 8
  %.258.us47.7 = load double, ptr %.44.fca.4.load, align 8
  %sunkaddr698 = mul i64 %loop.index43.us45, 8
  %sunkaddr699 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 56
  %.267.us55.7 = load double, ptr %sunkaddr700, align 8
  %.6.i34.7 = fmul double %.258.us47.7, %.267.us55.7
  %sunkaddr701 = mul i64 %loop.index43.us45, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 56
  store double %.6.i34.7, ptr %sunkaddr703, align 8
  %.296.us51.7 = add nuw nsw i64 %loop.index43.us45, 8
  %exitcond71.not.7 = icmp eq i64 %dest_shape.160, %.296.us51.7
  br i1 %exitcond71.not.7, label %for.end, label %for.body.endif.endif.endif.us48, !llvm.loop !53

B0.endif.endif.endif.endif.endif.endif.if.if:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us48, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us48.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block107, %vec.epilog.middle.block122, %middle.block153, %vec.epilog.middle.block168, %middle.block196, %vec.epilog.middle.block210
  tail call void @NRT_decref(ptr %arg.w.0)
  tail call void @NRT_decref(ptr %.44.fca.0.load)
  %xtraiter.i = and i64 %dest_shape.160, 7
  %80 = icmp samesign ult i64 %dest_shape.160, 8
  br i1 %80, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !54

.89.endif.preheader.new.i:                        ; preds = %for.end
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.160, %const_mat
  %81 = add nsw i64 %dest_shape.160, -8
  %82 = lshr i64 %81, 3
  %83 = add nuw nsw i64 %82, 1
  %xtraiter225 = and i64 %83, 3
  %84 = and i64 %81, 24
  %lcmp.mod226.not = icmp eq i64 %84, 24
  br i1 %lcmp.mod226.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !55

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter225, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !56
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i36.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i36.prol, align 8, !noalias !56
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !56
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !56
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !56
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !56
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !56
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !56
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter227.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter227.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !59, !llvm.loop !60

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %85 = icmp ult i64 %81, 24
  br i1 %85, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !61

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !62

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end
  %.77.013.epil.init.i = phi ptr [ %.6.i, %for.end ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %86 = shl i64 %epil.iter.i, 3
  %scevgep235 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %86
  %.106.epil.i = load double, ptr %scevgep235, align 8, !noalias !56
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !63, !llvm.loop !64

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !56
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i36 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i36, align 8, !noalias !56
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !56
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !56
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !56
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !56
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !56
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !56
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !56
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i36.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i36.1, align 8, !noalias !56
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !56
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !56
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !56
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !56
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !56
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !56
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !56
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i36.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i36.2, align 8, !noalias !56
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !56
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !56
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !56
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !56
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !56
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !56
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !56
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i36.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i36.3, align 8, !noalias !56
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !56
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !56
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !56
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !56
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !56
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !56
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !66, !llvm.loop !67

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader233, %for.body.endif.endif.endif
  %loop.index43 = phi i64 [ %.296.7, %for.body.endif.endif.endif ], [ %loop.index43.unr, %for.body.endif.endif.endif.preheader233 ]
  %.258 = load double, ptr %.44.fca.4.load, align 8
  %.267 = load double, ptr %arg.w.4, align 8
  %.6.i35 = fmul double %.258, %.267
  %sunkaddr704 = mul i64 %loop.index43, 8
  %sunkaddr705 = getelementptr i8, ptr %.6.i, i64 %sunkaddr704
  store double %.6.i35, ptr %sunkaddr705, align 8
  %.258.1 = load double, ptr %.44.fca.4.load, align 8
  %.267.1 = load double, ptr %arg.w.4, align 8
  %.6.i35.1 = fmul double %.258.1, %.267.1
  %sunkaddr706 = mul i64 %loop.index43, 8
  %sunkaddr707 = getelementptr i8, ptr %.6.i, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, ptr %sunkaddr707, i64 8
  store double %.6.i35.1, ptr %sunkaddr708, align 8
  %.258.2 = load double, ptr %.44.fca.4.load, align 8
  %.267.2 = load double, ptr %arg.w.4, align 8
  %.6.i35.2 = fmul double %.258.2, %.267.2
  %sunkaddr709 = mul i64 %loop.index43, 8
  %sunkaddr710 = getelementptr i8, ptr %.6.i, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, ptr %sunkaddr710, i64 16
  store double %.6.i35.2, ptr %sunkaddr711, align 8
  %.258.3 = load double, ptr %.44.fca.4.load, align 8
  %.267.3 = load double, ptr %arg.w.4, align 8
  %.6.i35.3 = fmul double %.258.3, %.267.3
  %sunkaddr712 = mul i64 %loop.index43, 8
  %sunkaddr713 = getelementptr i8, ptr %.6.i, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, ptr %sunkaddr713, i64 24
  store double %.6.i35.3, ptr %sunkaddr714, align 8
  %.258.4 = load double, ptr %.44.fca.4.load, align 8
  %.267.4 = load double, ptr %arg.w.4, align 8
  %.6.i35.4 = fmul double %.258.4, %.267.4
  %sunkaddr715 = mul i64 %loop.index43, 8
  %sunkaddr716 = getelementptr i8, ptr %.6.i, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, ptr %sunkaddr716, i64 32
  store double %.6.i35.4, ptr %sunkaddr717, align 8
  %.258.5 = load double, ptr %.44.fca.4.load, align 8
  %.267.5 = load double, ptr %arg.w.4, align 8
  %.6.i35.5 = fmul double %.258.5, %.267.5
  %sunkaddr718 = mul i64 %loop.index43, 8
  %sunkaddr719 = getelementptr i8, ptr %.6.i, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, ptr %sunkaddr719, i64 40
  store double %.6.i35.5, ptr %sunkaddr720, align 8
  %.258.6 = load double, ptr %.44.fca.4.load, align 8
  %.267.6 = load double, ptr %arg.w.4, align 8
  %.6.i35.6 = fmul double %.258.6, %.267.6
  %sunkaddr721 = mul i64 %loop.index43, 8
  %sunkaddr722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, ptr %sunkaddr722, i64 48
  store double %.6.i35.6, ptr %sunkaddr723, align 8
  %.258.7 = load double, ptr %.44.fca.4.load, align 8
  %.267.7 = load double, ptr %arg.w.4, align 8
  %.6.i35.7 = fmul double %.258.7, %.267.7
  %sunkaddr724 = mul i64 %loop.index43, 8
  %sunkaddr725 = getelementptr i8, ptr %.6.i, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 56
  store double %.6.i35.7, ptr %sunkaddr726, align 8
  %.296.7 = add nuw nsw i64 %loop.index43, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.160, %.296.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !69

for.end.endif.critedge:                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.w.0)
  tail call void @NRT_decref(ptr %.44.fca.0.load)
  br label %for.end.endif

for.end.endif:                                    ; preds = %.89.endif.epil.i, %for.end.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sort_weighted, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
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
  %.35.fca.6.0.load = load i64, ptr %sunkaddr5, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr6, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !10

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr8, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.6.0.load, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #4
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !0

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
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !10

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !10

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

define double @cfunc._ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels13sort_weightedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !10

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np8arrayobj12impl_np_sort12_3clocals_3e12np_sort_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.20.i.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %0 = add i64 %arg.a.5.0, -1152921504606846976
  %.40 = icmp ult i64 %0, -2305843009213693952
  br i1 %.40, label %B0.if, label %B0.endif, !prof !10

common.ret:                                       ; preds = %B0.endif.endif.if.if, %B0.endif.endif.endif, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 0, %B0.endif.endif.endif ], [ 1, %B0.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.39 = shl nsw i64 %arg.a.5.0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !70
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !10

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.104 = mul i64 %arg.a.3, %arg.a.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.a.4, i64 %.104, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !77
  call void @llvm.lifetime.start.p0(ptr nonnull %.20.i.i), !noalias !77
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i.i), !noalias !77
  store ptr null, ptr %excinfo.1.i.i, align 8, !noalias !81
  tail call void @NRT_incref(ptr nonnull %.7.i.i), !noalias !81
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20.i.i, i8 0, i64 56, i1 false), !noalias !81
  %.26.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.20.i.i, ptr nonnull %excinfo.1.i.i, ptr nonnull %.7.i.i, ptr null, i64 %arg.a.5.0, i64 8, ptr %.6.i, i64 %arg.a.5.0, i64 8), !noalias !81
  %cond.i.i = icmp eq i32 %.26.i.i, 0
  br i1 %cond.i.i, label %B0.endif.endif.endif, label %B0.endif.endif.if.if, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.36.fca.0.load.i.i = load ptr, ptr %.20.i.i, align 8, !noalias !81
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !81
  call void @llvm.lifetime.end.p0(ptr nonnull %.20.i.i), !noalias !77
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i.i), !noalias !77
  tail call void @NRT_decref(ptr nonnull %.7.i.i), !noalias !77
  tail call void @NRT_decref(ptr %.36.fca.0.load.i.i), !noalias !77
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack18 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.a.5.0, ptr %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack22, align 8
  %retptr.repack24 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack24, align 8
  %retptr.repack26 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.a.5.0, ptr %retptr.repack26, align 8
  %retptr.repack28 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack28, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %common.ret

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  %.27.i.i = load ptr, ptr %excinfo.1.i.i, align 8, !noalias !81
  call void @llvm.lifetime.end.p0(ptr nonnull %.20.i.i), !noalias !77
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i.i), !noalias !77
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr %.27.i.i, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
B0.endif:
  %.570 = alloca i64, align 8
  store i64 0, ptr %.570, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.A.0), !noalias !85
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

common.ret:                                       ; preds = %B526.if.if, %B434.if, %B356.if, %B292.if.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B566, %B288, %B66
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B526.if.if ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B292.if.if ], [ 1, %B356.if ], [ 1, %B434.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0.endif
  store ptr %arg.A.0, ptr %retptr, align 8
  %retptr.repack276 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.A.1, ptr %retptr.repack276, align 8
  %retptr.repack278 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.A.2, ptr %retptr.repack278, align 8
  %retptr.repack280 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.A.3, ptr %retptr.repack280, align 8
  %retptr.repack282 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.A.4, ptr %retptr.repack282, align 8
  %retptr.repack284 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.A.5.0, ptr %retptr.repack284, align 8
  %retptr.repack286 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.A.6.0, ptr %retptr.repack286, align 8
  tail call void @NRT_decref(ptr %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %for.end.endif
  %n.4.0 = phi i64 [ 1, %for.end.endif ], [ %n.5.2, %B526.endif ]
  %sunkaddr = getelementptr i8, ptr %.254, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.485 = load i64, ptr %.6.i, align 8
  %.486 = icmp sgt i64 %n.4.0, %.485
  br i1 %.486, label %B206.if, label %B206.endif, !prof !10

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.456, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.500.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.500.unpack253, %B266.preheader ]
  %.540 = icmp slt i64 %n.8.1, 100
  br i1 %.540, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(ptr nonnull %.254)
  tail call void @NRT_decref(ptr %arg.A.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  store ptr @.const.picklebuf.6f4494cd1734f99914f12ddd9a3edb06ff6332b6, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, ptr %.570, align 8
  %.578 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(ptr nonnull %.570, ptr nonnull %excinfo.2, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, i64 %low.2.1, i64 %high.2.1)
  %.588 = load i64, ptr %.570, align 8
  %cond = icmp eq i32 %.578, 0
  br i1 %cond, label %B292.endif, label %B292.if.if, !prof !0

B344:                                             ; preds = %B292.endif
  %.615 = icmp sgt i64 %high.2.1, %.588
  br i1 %.615, label %B356, label %B410

B356:                                             ; preds = %B344
  %.632 = icmp slt i64 %n.8.1, 0
  %sunkaddr184 = getelementptr i8, ptr %.254, i64 24
  %.6.i8 = load ptr, ptr %sunkaddr184, align 8
  %.638 = load i64, ptr %.6.i8, align 8
  %.639 = select i1 %.632, i64 %.638, i64 0
  %.640 = add i64 %.639, %n.8.1
  %.641 = icmp slt i64 %.640, 0
  %.648 = icmp sge i64 %.640, %.638
  %.649 = or i1 %.641, %.648
  br i1 %.649, label %B356.if, label %B356.endif, !prof !10

B410:                                             ; preds = %B356.endif, %B344
  %n.9.2 = phi i64 [ %.685, %B356.endif ], [ %n.8.1, %B344 ]
  %.708 = add nsw i64 %.588, -1
  br label %B498

B422:                                             ; preds = %B292.endif
  %.721 = icmp sgt i64 %.588, %low.2.1
  br i1 %.721, label %B434, label %B488

B434:                                             ; preds = %B422
  %.738 = icmp slt i64 %n.8.1, 0
  %sunkaddr185 = getelementptr i8, ptr %.254, i64 24
  %.6.i10 = load ptr, ptr %sunkaddr185, align 8
  %.744 = load i64, ptr %.6.i10, align 8
  %.745 = select i1 %.738, i64 %.744, i64 0
  %.746 = add i64 %.745, %n.8.1
  %.747 = icmp slt i64 %.746, 0
  %.754 = icmp sge i64 %.746, %.744
  %.755 = or i1 %.747, %.754
  br i1 %.755, label %B434.if, label %B434.endif, !prof !10

B488:                                             ; preds = %B434.endif, %B422
  %n.7.3 = phi i64 [ %.791, %B434.endif ], [ %n.8.1, %B422 ]
  %.812 = add nsw i64 %.588, 1
  br label %B498

B498:                                             ; preds = %B488, %B410
  %n.6.2 = phi i64 [ %n.9.2, %B410 ], [ %n.7.3, %B488 ]
  %low.3.2 = phi i64 [ %low.2.1, %B410 ], [ %.812, %B488 ]
  %high.3.2 = phi i64 [ %.708, %B410 ], [ %high.2.1, %B488 ]
  %.840 = sub nsw i64 %high.3.2, %low.3.2
  %.845 = icmp sgt i64 %.840, 14
  br i1 %.845, label %B266, label %B526

B526:                                             ; preds = %B498, %B206.endif
  %n.5.2 = phi i64 [ %.456, %B206.endif ], [ %n.6.2, %B498 ]
  %low.4.2 = phi i64 [ %.500.unpack, %B206.endif ], [ %low.3.2, %B498 ]
  %high.4.2 = phi i64 [ %.500.unpack253, %B206.endif ], [ %high.3.2, %B498 ]
  %.39.i = icmp sgt i64 %low.4.2, -1
  br i1 %.39.i, label %B22.i, label %B526.if.if

B22.i:                                            ; preds = %B526
  %.64.not.i = icmp sgt i64 %high.4.2, %low.4.2
  br i1 %.64.not.i, label %B38.endif.i, label %B526.endif

B316.i:                                           ; preds = %B204.backedge.i, %B254.endif.i, %B204.backedge.us.i, %B254.endif.us.i, %B204.preheader.i, %for.end.i.i, %B84.endif.i
  %j.3.2.i = phi i64 [ %.173284291.i, %for.end.i.i ], [ %.173284291.in.i, %B204.preheader.i ], [ %.173284291.i, %B84.endif.i ], [ %.387276.us.i, %B254.endif.us.i ], [ %low.4.2, %B204.backedge.us.i ], [ %low.4.2, %B204.backedge.i ], [ %.387276.i, %B254.endif.i ]
  %.593.i = icmp slt i64 %j.3.2.i, 0
  %.594.i = select i1 %.593.i, i64 %arg.A.5.0, i64 0
  %0 = getelementptr double, ptr %arg.A.4, i64 %j.3.2.i
  %.608.i = getelementptr double, ptr %0, i64 %.594.i
  store double %.234.fr.i, ptr %.608.i, align 8, !noalias !88
  %.167.i = icmp sgt i64 %.166278292.i, 1
  br i1 %.167.i, label %B84.endif.i, label %B526.endif

B38.endif.i:                                      ; preds = %B22.i
  %.124.i = sub nsw i64 %high.4.2, %low.4.2
  br label %B84.endif.i

B84.endif.i:                                      ; preds = %B38.endif.i, %B316.i
  %.166278292.i = phi i64 [ %.176.i, %B316.i ], [ %.124.i, %B38.endif.i ]
  %.173284291.in.i = phi i64 [ %.173284291.i, %B316.i ], [ %low.4.2, %B38.endif.i ]
  %.173284291.i = add i64 %.173284291.in.i, 1
  %.176.i = add nsw i64 %.166278292.i, -1
  %.218.i = icmp slt i64 %.173284291.i, 0
  %.219.i = select i1 %.218.i, i64 %arg.A.5.0, i64 0
  %1 = getelementptr double, ptr %arg.A.4, i64 %.173284291.i
  %.233.i = getelementptr double, ptr %1, i64 %.219.i
  %.234.i = load double, ptr %.233.i, align 8, !noalias !88
  %.234.fr.i = freeze double %.234.i
  %.278.i = icmp sgt i64 %.173284291.i, %low.4.2
  br i1 %.278.i, label %B142.endif.i, label %B316.i

B142.endif.i:                                     ; preds = %B84.endif.i
  %2 = getelementptr i8, ptr %1, i64 -8
  %.320.i = load double, ptr %2, align 8, !noalias !88
  %.12.i.i = fcmp olt double %.234.fr.i, %.320.i
  br i1 %.12.i.i, label %B204.preheader.i, label %for.end.i.i

for.end.i.i:                                      ; preds = %B142.endif.i
  %.25.le.i.i = fcmp ord double %.320.i, 0.000000e+00
  %.52.le.i.i = fcmp uno double %.234.fr.i, 0.000000e+00
  %or.cond.i = or i1 %.52.le.i.i, %.25.le.i.i
  br i1 %or.cond.i, label %B316.i, label %B204.preheader.i

B204.preheader.i:                                 ; preds = %for.end.i.i, %B142.endif.i
  %.401.inv267.i = icmp ult i64 %.173284291.in.i, 9223372036854775807
  %.402268.i = select i1 %.401.inv267.i, i64 0, i64 %arg.A.5.0
  %3 = getelementptr double, ptr %arg.A.4, i64 %.173284291.in.i
  %.416269.i = getelementptr double, ptr %3, i64 %.402268.i
  %.417270.i = load double, ptr %.416269.i, align 8, !noalias !88
  %sunkaddr.i = shl i64 %.219.i, 3
  %sunkaddr73.i = getelementptr i8, ptr %1, i64 %sunkaddr.i
  store double %.417270.i, ptr %sunkaddr73.i, align 8, !noalias !88
  %.461274.i = icmp sgt i64 %.173284291.in.i, %low.4.2
  br i1 %.461274.i, label %B254.endif.preheader.i, label %B316.i

B254.endif.preheader.i:                           ; preds = %B204.preheader.i
  %.52.le.i35.i = fcmp uno double %.234.fr.i, 0.000000e+00
  br i1 %.52.le.i35.i, label %B254.endif.us.i.preheader, label %B254.endif.i.preheader

B254.endif.i.preheader:                           ; preds = %B254.endif.preheader.i
  br label %B254.endif.i

B254.endif.us.i.preheader:                        ; preds = %B254.endif.preheader.i
  br label %B254.endif.us.i

B254.endif.us.i:                                  ; preds = %B254.endif.us.i.preheader, %B204.backedge.us.i
  %.387276.us.i = phi i64 [ %.387.us.i, %B204.backedge.us.i ], [ %.173284291.in.i, %B254.endif.us.i.preheader ]
  %sunkaddr186 = mul i64 %.387276.us.i, 8
  %sunkaddr187 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr186
  %sunkaddr188 = getelementptr i8, ptr %sunkaddr187, i64 -8
  %.502.us.i = load double, ptr %sunkaddr188, align 8, !noalias !88
  %.12.i30.us.i = fcmp olt double %.234.fr.i, %.502.us.i
  br i1 %.12.i30.us.i, label %B204.backedge.us.i, label %B316.i

B204.backedge.us.i:                               ; preds = %B254.endif.us.i
  %.387.us.i = add i64 %.387276.us.i, -1
  %sunkaddr190 = mul i64 %.387.us.i, 8
  %sunkaddr191 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr190
  %.417.us.i = load double, ptr %sunkaddr191, align 8, !noalias !88
  %sunkaddr192 = mul i64 %.387276.us.i, 8
  %sunkaddr193 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr192
  store double %.417.us.i, ptr %sunkaddr193, align 8, !noalias !88
  %.461.us.i = icmp sgt i64 %.387.us.i, %low.4.2
  br i1 %.461.us.i, label %B254.endif.us.i, label %B316.i

B254.endif.i:                                     ; preds = %B254.endif.i.preheader, %B204.backedge.i
  %.387276.i = phi i64 [ %.387.i, %B204.backedge.i ], [ %.173284291.in.i, %B254.endif.i.preheader ]
  %sunkaddr194 = mul i64 %.387276.i, 8
  %sunkaddr195 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr194
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 -8
  %.502.i = load double, ptr %sunkaddr196, align 8, !noalias !88
  %.12.i30.i = fcmp uge double %.234.fr.i, %.502.i
  %.25.le.i32.i = fcmp ord double %.502.i, 0.000000e+00
  %or.cond49.i = and i1 %.12.i30.i, %.25.le.i32.i
  br i1 %or.cond49.i, label %B316.i, label %B204.backedge.i

B204.backedge.i:                                  ; preds = %B254.endif.i
  %.387.i = add i64 %.387276.i, -1
  %sunkaddr198 = mul i64 %.387.i, 8
  %sunkaddr199 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr198
  %.417.i = load double, ptr %sunkaddr199, align 8, !noalias !88
  %sunkaddr200 = mul i64 %.387276.i, 8
  %sunkaddr201 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr200
  store double %.417.i, ptr %sunkaddr201, align 8, !noalias !88
  %.461.i = icmp sgt i64 %.387.i, %low.4.2
  br i1 %.461.i, label %B254.endif.i, label %B316.i

B566:                                             ; preds = %B526.endif
  store ptr %arg.A.0, ptr %retptr, align 8
  %retptr.repack259 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.A.1, ptr %retptr.repack259, align 8
  %retptr.repack261 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.A.2, ptr %retptr.repack261, align 8
  %retptr.repack263 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.A.3, ptr %retptr.repack263, align 8
  %retptr.repack265 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.A.4, ptr %retptr.repack265, align 8
  %retptr.repack267 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.A.5.0, ptr %retptr.repack267, align 8
  %retptr.repack269 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.A.6.0, ptr %retptr.repack269, align 8
  tail call void @NRT_decref(ptr nonnull %.254)
  tail call void @NRT_decref(ptr %arg.A.0)
  br label %common.ret

B70.endif.if:                                     ; preds = %B0.endif
  %.126 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @".dtor.list.Partition(int64 x 2)")
  %.127 = icmp eq ptr %.126, null
  br i1 %.127, label %B70.endif.endif.if, label %B70.endif.endif.endif, !prof !10

B70.endif.endif.if:                               ; preds = %B70.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i11 = getelementptr i8, ptr %.126, i64 24
  %.6.i12 = load ptr, ptr %.5.i11, align 8
  %.139 = getelementptr inbounds nuw i8, ptr %.6.i12, i64 8
  store i64 1, ptr %.139, align 8
  %.6.i14 = load ptr, ptr %.5.i11, align 8
  store i64 0, ptr %.6.i14, align 8
  %.6.i16 = load ptr, ptr %.5.i11, align 8
  %.151 = getelementptr inbounds nuw i8, ptr %.6.i16, i64 16
  store i8 0, ptr %.151, align 1
  %.6.i18 = load ptr, ptr %.5.i11, align 8
  %.164 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.164, i8 0, i64 16, i1 false)
  %.6.i20 = load ptr, ptr %.5.i11, align 8
  store i64 1, ptr %.6.i20, align 8
  %.6.i22 = load ptr, ptr %.5.i11, align 8
  %.210 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.210, i8 0, i64 16, i1 false)
  %.6.i24 = load ptr, ptr %.5.i11, align 8
  %.231 = load i64, ptr %.6.i24, align 8
  %.234 = mul i64 %.231, 100
  %4 = add i64 %.234, -576460752303423488
  %.243 = icmp ult i64 %4, -1152921504606846976
  br i1 %.243, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.if, !prof !10

B70.endif.endif.endif.endif.if:                   ; preds = %B70.endif.endif.endif
  %.242 = mul i64 %.231, 1600
  %.244 = or disjoint i64 %.242, 24
  %.254 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.244, ptr nonnull @".dtor.list.Partition(int64 x 2)")
  %.255 = icmp eq ptr %.254, null
  br i1 %.255, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.endif.endif, !prof !10

B70.endif.endif.endif.endif.endif.if:             ; preds = %B70.endif.endif.endif.endif.if, %B70.endif.endif.endif
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %.5.i25 = getelementptr i8, ptr %.254, i64 24
  %.6.i26 = load ptr, ptr %.5.i25, align 8
  %.267 = getelementptr inbounds nuw i8, ptr %.6.i26, i64 8
  store i64 %.234, ptr %.267, align 8
  %.6.i28 = load ptr, ptr %.5.i25, align 8
  store i64 0, ptr %.6.i28, align 8
  %.6.i30 = load ptr, ptr %.5.i25, align 8
  %.279 = getelementptr inbounds nuw i8, ptr %.6.i30, i64 16
  store i8 0, ptr %.279, align 1
  %.6.i32 = load ptr, ptr %.5.i25, align 8
  %.292 = getelementptr inbounds nuw i8, ptr %.6.i32, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.292, i8 0, i64 %.242, i1 false)
  %.6.i34 = load ptr, ptr %.5.i25, align 8
  store i64 %.234, ptr %.6.i34, align 8
  %.322294 = icmp sgt i64 %.234, 0
  br i1 %.322294, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.325292 = icmp sgt i64 %.231, 0
  br i1 %.325292, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader

for.cond.1.preheader.preheader:                   ; preds = %for.cond.1.preheader.lr.ph
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.lr.ph
  %xtraiter = and i64 %.231, 7
  %5 = shl i64 %.231, 4
  %6 = icmp samesign ult i64 %.231, 8
  br i1 %6, label %for.cond.1.preheader.us.us.preheader, label %for.cond.1.preheader.us.preheader9

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.preheader9:               ; preds = %for.cond.1.preheader.us.preheader
  %7 = and i64 %5, -128
  %8 = or disjoint i64 %7, 32
  %9 = lshr i64 %.231, 3
  %10 = trunc i64 %9 to i60
  %11 = zext i60 %10 to i64
  %12 = mul nsw i64 %11, -8
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us.us:                       ; preds = %for.cond.1.preheader.us.us.preheader, %for.cond.1.for.end.1_crit_edge.us.loopexit.us
  %lsr.iv78.us = phi i64 [ %lsr.iv.next79.us, %for.cond.1.for.end.1_crit_edge.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %loop.index295.us.us = phi i64 [ %.367.us.us, %for.cond.1.for.end.1_crit_edge.us.loopexit.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  br label %for.body.1.us.epil.us

for.body.1.us.epil.us:                            ; preds = %for.body.1.us.epil.us, %for.cond.1.preheader.us.us
  %lsr.iv36 = phi i64 [ %lsr.iv.next37, %for.body.1.us.epil.us ], [ 0, %for.cond.1.preheader.us.us ]
  %sunkaddr202 = getelementptr i8, ptr %.126, i64 24
  %.6.i36.epil.us = load ptr, ptr %sunkaddr202, align 8
  %scevgep42 = getelementptr i8, ptr %.6.i36.epil.us, i64 32
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %lsr.iv36
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 -8
  %.333.unpack.us.epil.us = load i64, ptr %scevgep44, align 8
  %.333.unpack272.us.epil.us = load i64, ptr %scevgep43, align 8
  %sunkaddr203 = getelementptr i8, ptr %.254, i64 24
  %.6.i38.epil.us = load ptr, ptr %sunkaddr203, align 8
  %scevgep38 = getelementptr i8, ptr %.6.i38.epil.us, i64 32
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %lsr.iv78.us
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 %lsr.iv36
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 -8
  store i64 %.333.unpack.us.epil.us, ptr %scevgep41, align 8
  store i64 %.333.unpack272.us.epil.us, ptr %scevgep40, align 8
  %lsr.iv.next37 = add nuw nsw i64 %lsr.iv36, 16
  %epil.iter.cmp.not.us = icmp eq i64 %5, %lsr.iv.next37
  br i1 %epil.iter.cmp.not.us, label %for.cond.1.for.end.1_crit_edge.us.loopexit.us, label %for.body.1.us.epil.us, !llvm.loop !92

for.cond.1.for.end.1_crit_edge.us.loopexit.us:    ; preds = %for.body.1.us.epil.us
  %.367.us.us = add i64 %loop.index295.us.us, %.231
  %lsr.iv.next79.us = add i64 %lsr.iv78.us, %5
  %.322.us.us = icmp slt i64 %.367.us.us, %.234
  br i1 %.322.us.us, label %for.cond.1.preheader.us.us, label %for.end

for.cond.1.preheader.us:                          ; preds = %for.cond.1.for.end.1_crit_edge.us, %for.cond.1.preheader.us.preheader9
  %lsr.iv78 = phi i64 [ %lsr.iv.next79, %for.cond.1.for.end.1_crit_edge.us ], [ 0, %for.cond.1.preheader.us.preheader9 ]
  %loop.index295.us = phi i64 [ %.367.us, %for.cond.1.for.end.1_crit_edge.us ], [ 0, %for.cond.1.preheader.us.preheader9 ]
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %lsr.iv37 = phi i64 [ %lsr.iv.next38, %for.body.1.us ], [ %12, %for.cond.1.preheader.us ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.us ], [ 0, %for.cond.1.preheader.us ]
  %sunkaddr204 = getelementptr i8, ptr %.126, i64 24
  %.6.i36 = load ptr, ptr %sunkaddr204, align 8
  %scevgep177 = getelementptr i8, ptr %.6.i36, i64 32
  %scevgep182 = getelementptr i8, ptr %scevgep177, i64 %lsr.iv
  %scevgep183 = getelementptr i8, ptr %scevgep182, i64 -8
  %.333.unpack.us = load i64, ptr %scevgep183, align 8
  %scevgep165 = getelementptr i8, ptr %.6.i36, i64 32
  %scevgep166 = getelementptr i8, ptr %scevgep165, i64 %lsr.iv
  %.333.unpack272.us = load i64, ptr %scevgep166, align 8
  %sunkaddr205 = getelementptr i8, ptr %.254, i64 24
  %.6.i38 = load ptr, ptr %sunkaddr205, align 8
  %scevgep167 = getelementptr i8, ptr %.6.i38, i64 32
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 %lsr.iv78
  %scevgep169 = getelementptr i8, ptr %scevgep168, i64 %lsr.iv
  %scevgep172 = getelementptr i8, ptr %scevgep169, i64 -8
  store i64 %.333.unpack.us, ptr %scevgep172, align 8
  %scevgep158 = getelementptr i8, ptr %.6.i38, i64 32
  %scevgep159 = getelementptr i8, ptr %scevgep158, i64 %lsr.iv78
  %scevgep160 = getelementptr i8, ptr %scevgep159, i64 %lsr.iv
  store i64 %.333.unpack272.us, ptr %scevgep160, align 8
  %.6.i36.1 = load ptr, ptr %sunkaddr204, align 8
  %scevgep157 = getelementptr i8, ptr %.6.i36.1, i64 48
  %scevgep162 = getelementptr i8, ptr %scevgep157, i64 %lsr.iv
  %scevgep164 = getelementptr i8, ptr %scevgep162, i64 -8
  %.333.unpack.us.1 = load i64, ptr %scevgep164, align 8
  %scevgep146 = getelementptr i8, ptr %.6.i36.1, i64 48
  %scevgep147 = getelementptr i8, ptr %scevgep146, i64 %lsr.iv
  %.333.unpack272.us.1 = load i64, ptr %scevgep147, align 8
  %.6.i38.1 = load ptr, ptr %sunkaddr205, align 8
  %scevgep149 = getelementptr i8, ptr %.6.i38.1, i64 48
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 %lsr.iv78
  %scevgep154 = getelementptr i8, ptr %scevgep150, i64 %lsr.iv
  %scevgep155 = getelementptr i8, ptr %scevgep154, i64 -8
  store i64 %.333.unpack.us.1, ptr %scevgep155, align 8
  %scevgep151 = getelementptr i8, ptr %.6.i38.1, i64 48
  %scevgep152 = getelementptr i8, ptr %scevgep151, i64 %lsr.iv78
  %scevgep153 = getelementptr i8, ptr %scevgep152, i64 %lsr.iv
  store i64 %.333.unpack272.us.1, ptr %scevgep153, align 8
  %.6.i36.2 = load ptr, ptr %sunkaddr204, align 8
  %scevgep142 = getelementptr i8, ptr %.6.i36.2, i64 64
  %scevgep144 = getelementptr i8, ptr %scevgep142, i64 %lsr.iv
  %scevgep145 = getelementptr i8, ptr %scevgep144, i64 -8
  %.333.unpack.us.2 = load i64, ptr %scevgep145, align 8
  %scevgep134 = getelementptr i8, ptr %.6.i36.2, i64 64
  %scevgep135 = getelementptr i8, ptr %scevgep134, i64 %lsr.iv
  %.333.unpack272.us.2 = load i64, ptr %scevgep135, align 8
  %.6.i38.2 = load ptr, ptr %sunkaddr205, align 8
  %scevgep132 = getelementptr i8, ptr %.6.i38.2, i64 64
  %scevgep136 = getelementptr i8, ptr %scevgep132, i64 %lsr.iv78
  %scevgep137 = getelementptr i8, ptr %scevgep136, i64 %lsr.iv
  %scevgep138 = getelementptr i8, ptr %scevgep137, i64 -8
  store i64 %.333.unpack.us.2, ptr %scevgep138, align 8
  %scevgep139 = getelementptr i8, ptr %.6.i38.2, i64 64
  %scevgep140 = getelementptr i8, ptr %scevgep139, i64 %lsr.iv78
  %scevgep141 = getelementptr i8, ptr %scevgep140, i64 %lsr.iv
  store i64 %.333.unpack272.us.2, ptr %scevgep141, align 8
  %.6.i36.3 = load ptr, ptr %sunkaddr204, align 8
  %scevgep124 = getelementptr i8, ptr %.6.i36.3, i64 80
  %scevgep125 = getelementptr i8, ptr %scevgep124, i64 %lsr.iv
  %scevgep131 = getelementptr i8, ptr %scevgep125, i64 -8
  %.333.unpack.us.3 = load i64, ptr %scevgep131, align 8
  %scevgep122 = getelementptr i8, ptr %.6.i36.3, i64 80
  %scevgep123 = getelementptr i8, ptr %scevgep122, i64 %lsr.iv
  %.333.unpack272.us.3 = load i64, ptr %scevgep123, align 8
  %.6.i38.3 = load ptr, ptr %sunkaddr205, align 8
  %scevgep113 = getelementptr i8, ptr %.6.i38.3, i64 80
  %scevgep114 = getelementptr i8, ptr %scevgep113, i64 %lsr.iv78
  %scevgep120 = getelementptr i8, ptr %scevgep114, i64 %lsr.iv
  %scevgep121 = getelementptr i8, ptr %scevgep120, i64 -8
  store i64 %.333.unpack.us.3, ptr %scevgep121, align 8
  %scevgep127 = getelementptr i8, ptr %.6.i38.3, i64 80
  %scevgep128 = getelementptr i8, ptr %scevgep127, i64 %lsr.iv78
  %scevgep129 = getelementptr i8, ptr %scevgep128, i64 %lsr.iv
  store i64 %.333.unpack272.us.3, ptr %scevgep129, align 8
  %.6.i36.4 = load ptr, ptr %sunkaddr204, align 8
  %scevgep108 = getelementptr i8, ptr %.6.i36.4, i64 96
  %scevgep109 = getelementptr i8, ptr %scevgep108, i64 %lsr.iv
  %scevgep112 = getelementptr i8, ptr %scevgep109, i64 -8
  %.333.unpack.us.4 = load i64, ptr %scevgep112, align 8
  %scevgep110 = getelementptr i8, ptr %.6.i36.4, i64 96
  %scevgep111 = getelementptr i8, ptr %scevgep110, i64 %lsr.iv
  %.333.unpack272.us.4 = load i64, ptr %scevgep111, align 8
  %.6.i38.4 = load ptr, ptr %sunkaddr205, align 8
  %scevgep96 = getelementptr i8, ptr %.6.i38.4, i64 96
  %scevgep97 = getelementptr i8, ptr %scevgep96, i64 %lsr.iv78
  %scevgep101 = getelementptr i8, ptr %scevgep97, i64 %lsr.iv
  %scevgep107 = getelementptr i8, ptr %scevgep101, i64 -8
  store i64 %.333.unpack.us.4, ptr %scevgep107, align 8
  %scevgep115 = getelementptr i8, ptr %.6.i38.4, i64 96
  %scevgep116 = getelementptr i8, ptr %scevgep115, i64 %lsr.iv78
  %scevgep117 = getelementptr i8, ptr %scevgep116, i64 %lsr.iv
  store i64 %.333.unpack272.us.4, ptr %scevgep117, align 8
  %.6.i36.5 = load ptr, ptr %sunkaddr204, align 8
  %scevgep90 = getelementptr i8, ptr %.6.i36.5, i64 112
  %scevgep94 = getelementptr i8, ptr %scevgep90, i64 %lsr.iv
  %scevgep95 = getelementptr i8, ptr %scevgep94, i64 -8
  %.333.unpack.us.5 = load i64, ptr %scevgep95, align 8
  %scevgep98 = getelementptr i8, ptr %.6.i36.5, i64 112
  %scevgep99 = getelementptr i8, ptr %scevgep98, i64 %lsr.iv
  %.333.unpack272.us.5 = load i64, ptr %scevgep99, align 8
  %.6.i38.5 = load ptr, ptr %sunkaddr205, align 8
  %scevgep78 = getelementptr i8, ptr %.6.i38.5, i64 112
  %scevgep83 = getelementptr i8, ptr %scevgep78, i64 %lsr.iv78
  %scevgep84 = getelementptr i8, ptr %scevgep83, i64 %lsr.iv
  %scevgep85 = getelementptr i8, ptr %scevgep84, i64 -8
  store i64 %.333.unpack.us.5, ptr %scevgep85, align 8
  %scevgep103 = getelementptr i8, ptr %.6.i38.5, i64 112
  %scevgep104 = getelementptr i8, ptr %scevgep103, i64 %lsr.iv78
  %scevgep105 = getelementptr i8, ptr %scevgep104, i64 %lsr.iv
  store i64 %.333.unpack272.us.5, ptr %scevgep105, align 8
  %.6.i36.6 = load ptr, ptr %sunkaddr204, align 8
  %scevgep71 = getelementptr i8, ptr %.6.i36.6, i64 128
  %scevgep75 = getelementptr i8, ptr %scevgep71, i64 %lsr.iv
  %scevgep76 = getelementptr i8, ptr %scevgep75, i64 -8
  %.333.unpack.us.6 = load i64, ptr %scevgep76, align 8
  %scevgep86 = getelementptr i8, ptr %.6.i36.6, i64 128
  %scevgep87 = getelementptr i8, ptr %scevgep86, i64 %lsr.iv
  %.333.unpack272.us.6 = load i64, ptr %scevgep87, align 8
  %.6.i38.6 = load ptr, ptr %sunkaddr205, align 8
  %scevgep62 = getelementptr i8, ptr %.6.i38.6, i64 128
  %scevgep63 = getelementptr i8, ptr %scevgep62, i64 %lsr.iv78
  %scevgep66 = getelementptr i8, ptr %scevgep63, i64 %lsr.iv
  %scevgep68 = getelementptr i8, ptr %scevgep66, i64 -8
  store i64 %.333.unpack.us.6, ptr %scevgep68, align 8
  %scevgep91 = getelementptr i8, ptr %.6.i38.6, i64 128
  %scevgep92 = getelementptr i8, ptr %scevgep91, i64 %lsr.iv78
  %scevgep93 = getelementptr i8, ptr %scevgep92, i64 %lsr.iv
  store i64 %.333.unpack272.us.6, ptr %scevgep93, align 8
  %.6.i36.7 = load ptr, ptr %sunkaddr204, align 8
  %scevgep54 = getelementptr i8, ptr %.6.i36.7, i64 144
  %scevgep56 = getelementptr i8, ptr %scevgep54, i64 %lsr.iv
  %scevgep59 = getelementptr i8, ptr %scevgep56, i64 -8
  %.333.unpack.us.7 = load i64, ptr %scevgep59, align 8
  %scevgep72 = getelementptr i8, ptr %.6.i36.7, i64 144
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %lsr.iv
  %.333.unpack272.us.7 = load i64, ptr %scevgep73, align 8
  %.6.i38.7 = load ptr, ptr %sunkaddr205, align 8
  %scevgep45 = getelementptr i8, ptr %.6.i38.7, i64 144
  %scevgep49 = getelementptr i8, ptr %scevgep45, i64 %lsr.iv78
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 %lsr.iv
  %scevgep52 = getelementptr i8, ptr %scevgep50, i64 -8
  store i64 %.333.unpack.us.7, ptr %scevgep52, align 8
  %scevgep77 = getelementptr i8, ptr %.6.i38.7, i64 144
  %scevgep80 = getelementptr i8, ptr %scevgep77, i64 %lsr.iv78
  %scevgep81 = getelementptr i8, ptr %scevgep80, i64 %lsr.iv
  store i64 %.333.unpack272.us.7, ptr %scevgep81, align 8
  %lsr.iv.next = add i64 %lsr.iv, 128
  %lsr.iv.next38 = add nsw i64 %lsr.iv37, 8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next38, 0
  br i1 %niter.ncmp.7, label %for.cond.1.for.end.1_crit_edge.us.unr-lcssa, label %for.body.1.us

for.cond.1.for.end.1_crit_edge.us.unr-lcssa:      ; preds = %for.body.1.us
  %13 = icmp eq i64 %xtraiter, 0
  br i1 %13, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.cond.1.for.end.1_crit_edge.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv180 = phi i64 [ %lsr.iv.next181, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv171 = phi i64 [ %lsr.iv.next172, %for.body.1.us.epil ], [ %8, %for.body.1.us.epil.preheader ]
  %sunkaddr206 = getelementptr i8, ptr %.126, i64 24
  %.6.i36.epil = load ptr, ptr %sunkaddr206, align 8
  %scevgep178 = getelementptr i8, ptr %.6.i36.epil, i64 %lsr.iv171
  %scevgep179 = getelementptr i8, ptr %scevgep178, i64 -8
  %.333.unpack.us.epil = load i64, ptr %scevgep179, align 8
  %.333.unpack272.us.epil = load i64, ptr %scevgep178, align 8
  %sunkaddr207 = getelementptr i8, ptr %.254, i64 24
  %.6.i38.epil = load ptr, ptr %sunkaddr207, align 8
  %scevgep174 = getelementptr i8, ptr %.6.i38.epil, i64 %lsr.iv78
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 %lsr.iv171
  %scevgep176 = getelementptr i8, ptr %scevgep175, i64 -8
  store i64 %.333.unpack.us.epil, ptr %scevgep176, align 8
  store i64 %.333.unpack272.us.epil, ptr %scevgep175, align 8
  %lsr.iv.next172 = add i64 %lsr.iv171, 16
  %lsr.iv.next181 = add nsw i64 %lsr.iv180, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next181, 0
  br i1 %epil.iter.cmp.not, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.epil, !llvm.loop !92

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us.epil, %for.cond.1.for.end.1_crit_edge.us.unr-lcssa
  %.367.us = add i64 %loop.index295.us, %.231
  %lsr.iv.next79 = add i64 %lsr.iv78, %5
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader, %for.cond.1.preheader
  %loop.index295 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader ]
  %.367 = add i64 %loop.index295, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.cond.1.for.end.1_crit_edge.us, %for.cond.1.for.end.1_crit_edge.us.loopexit.us, %B70.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.126)
  %sunkaddr208 = getelementptr i8, ptr %.254, i64 24
  %.6.i40 = load ptr, ptr %sunkaddr208, align 8
  %.411 = load i64, ptr %.6.i40, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %for.end.endif, !prof !10

for.end.if:                                       ; preds = %for.end
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437 = getelementptr inbounds nuw i8, ptr %.6.i40, i64 24
  store i64 0, ptr %.437, align 8
  %.437.repack250 = getelementptr inbounds nuw i8, ptr %.6.i40, i64 32
  store i64 %.386, ptr %.437.repack250, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B206.endif:                                       ; preds = %B206
  %.456 = add nsw i64 %n.4.0, -1
  %.498 = getelementptr inbounds nuw i8, ptr %.6.i, i64 24
  %.499 = getelementptr [2 x i64], ptr %.498, i64 %.456
  %.500.unpack = load i64, ptr %.499, align 8
  %.500.elt252 = getelementptr inbounds nuw i8, ptr %.499, i64 8
  %.500.unpack253 = load i64, ptr %.500.elt252, align 8
  %.527 = sub nsw i64 %.500.unpack253, %.500.unpack
  %.528 = icmp sgt i64 %.527, 14
  br i1 %.528, label %B266.preheader, label %B526

B266.preheader:                                   ; preds = %B206.endif
  br label %B266

B292.endif:                                       ; preds = %B292
  %.603 = sub nsw i64 %high.2.1, %.588
  %.606 = sub nsw i64 %.588, %low.2.1
  %.607 = icmp sgt i64 %.603, %.606
  br i1 %.607, label %B344, label %B422

B292.if.if:                                       ; preds = %B292
  %.579 = load ptr, ptr %excinfo.2, align 8
  store ptr %.579, ptr %excinfo, align 8
  br label %common.ret

B356.if:                                          ; preds = %B356
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B356.endif:                                       ; preds = %B356
  %.618 = add nsw i64 %.588, 1
  %.673 = getelementptr inbounds nuw i8, ptr %.6.i8, i64 24
  %.674 = getelementptr [2 x i64], ptr %.673, i64 %.640
  store i64 %.618, ptr %.674, align 8
  %.674.repack257 = getelementptr inbounds nuw i8, ptr %.674, i64 8
  store i64 %high.2.1, ptr %.674.repack257, align 8
  %.685 = add nsw i64 %n.8.1, 1
  br label %B410

B434.if:                                          ; preds = %B434
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B434.endif:                                       ; preds = %B434
  %.724 = add nsw i64 %.588, -1
  %.779 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 24
  %.780 = getelementptr [2 x i64], ptr %.779, i64 %.746
  store i64 %low.2.1, ptr %.780, align 8
  %.780.repack255 = getelementptr inbounds nuw i8, ptr %.780, i64 8
  store i64 %.724, ptr %.780.repack255, align 8
  %.791 = add nsw i64 %n.8.1, 1
  br label %B488

B526.endif:                                       ; preds = %B316.i, %B22.i
  %.898 = icmp sgt i64 %n.5.2, 0
  br i1 %.898, label %B206, label %B566

B526.if.if:                                       ; preds = %B526
  store ptr @.const.picklebuf.f9ec8d558a09f486d0211d3b3445659fa56436ff, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readnone captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, ptr %arg.R.0, ptr readnone captures(none) %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, ptr captures(none) %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.R.0)
  %.39 = icmp sgt i64 %arg.low, -1
  br i1 %.39, label %B22, label %B18

common.ret:                                       ; preds = %B928, %B34, %B18
  %common.ret.op = phi i32 [ 1, %B18 ], [ 1, %B34 ], [ 0, %B928 ]
  ret i32 %common.ret.op

B18:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.R.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  store ptr @.const.picklebuf.02c21a63a75ab938fe79109c74ef251289c91d47, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B22:                                              ; preds = %B0
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  tail call void @NRT_decref(ptr %arg.R.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  store ptr @.const.picklebuf.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B142:                                             ; preds = %for.end.i, %B38.endif.endif
  %sunkaddr = shl i64 %arg.low, 3
  %sunkaddr180 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr
  store double %.122, ptr %sunkaddr180, align 8
  %sunkaddr181 = shl i64 %.88, 3
  %sunkaddr182 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr181
  store double %.180, ptr %sunkaddr182, align 8
  br label %B188.endif.endif

B276:                                             ; preds = %for.end.i53, %B188.endif.endif
  %sunkaddr183 = shl i64 %arg.high, 3
  %sunkaddr184 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr183
  store double %.455, ptr %sunkaddr184, align 8
  %sunkaddr185 = shl i64 %.88, 3
  %sunkaddr186 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr185
  store double %.397, ptr %sunkaddr186, align 8
  br label %B322.endif.endif

B410:                                             ; preds = %for.end.i60, %B322.endif.endif
  %sunkaddr43 = mul i64 %arg.low, 8
  %sunkaddr44 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr43
  store double %.947.pr, ptr %sunkaddr44, align 8
  %sunkaddr189 = shl i64 %.88, 3
  %sunkaddr190 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr189
  store double %.730, ptr %sunkaddr190, align 8
  br label %B456.endif

B554:                                             ; preds = %B456.endif, %B860
  %i.3.0 = phi i64 [ %arg.low, %B456.endif ], [ %.1733, %B860 ]
  %j.3.0.in = phi i64 [ %arg.high, %B456.endif ], [ %j.5.1, %B860 ]
  %j.3.0 = add nsw i64 %j.3.0.in, -1
  %.1120 = icmp slt i64 %i.3.0, %arg.high
  br i1 %.1120, label %B566.endif, label %B700

B700:                                             ; preds = %B622.backedge, %B644.endif, %B622.backedge.us, %B644.endif.us, %B622.preheader, %B566.endif, %B554
  %i.5.1 = phi i64 [ %i.3.0, %B566.endif ], [ %.1228749, %B622.preheader ], [ %i.3.0, %B554 ], [ %.1228752.us, %B644.endif.us ], [ %arg.high, %B622.backedge.us ], [ %arg.high, %B622.backedge ], [ %.1228752, %B644.endif ]
  %.1359.not.not = icmp sgt i64 %j.3.0.in, %arg.low
  br i1 %.1359.not.not, label %B712.endif, label %B846

B846:                                             ; preds = %B768.backedge, %B790.endif, %B768.backedge.us, %B790.endif.us, %B768.preheader, %B712.endif, %B700
  %j.5.1 = phi i64 [ %j.3.0, %B712.endif ], [ %.1467759, %B768.preheader ], [ %j.3.0, %B700 ], [ %.1467761.us, %B790.endif.us ], [ %3, %B768.backedge.us ], [ %3, %B768.backedge ], [ %.1467761, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.1, %j.5.1
  br i1 %.1594.not, label %B860, label %B928

B860:                                             ; preds = %B846
  %.1622 = icmp slt i64 %j.5.1, 0
  %.1623 = select i1 %.1622, i64 %arg.R.5.0, i64 0
  %0 = getelementptr double, ptr %arg.R.4, i64 %j.5.1
  %.1637 = getelementptr double, ptr %0, i64 %.1623
  %.1638 = load double, ptr %.1637, align 8
  %.1653 = icmp slt i64 %i.5.1, 0
  %.1654 = select i1 %.1653, i64 %arg.R.5.0, i64 0
  %1 = getelementptr double, ptr %arg.R.4, i64 %i.5.1
  %.1668 = getelementptr double, ptr %1, i64 %.1654
  %.1669 = load double, ptr %.1668, align 8
  store double %.1638, ptr %.1668, align 8
  store double %.1669, ptr %.1637, align 8
  %.1733 = add nsw i64 %i.5.1, 1
  br label %B554

B928:                                             ; preds = %B846
  tail call void @NRT_decref(ptr %arg.A.0)
  %sunkaddr45 = mul i64 %arg.high, 8
  %sunkaddr46 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr45
  %.1775 = load double, ptr %sunkaddr46, align 8
  %.1790 = icmp slt i64 %i.5.1, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %2 = getelementptr double, ptr %arg.R.4, i64 %i.5.1
  %.1805 = getelementptr double, ptr %2, i64 %.1791
  %.1806 = load double, ptr %.1805, align 8
  store double %.1775, ptr %.1805, align 8
  store double %.1806, ptr %sunkaddr46, align 8
  tail call void @NRT_decref(ptr %arg.R.0)
  store i64 %i.5.1, ptr %retptr, align 8
  br label %common.ret

B38.endif.endif:                                  ; preds = %B22
  %.87 = add nuw nsw i64 %arg.high, %arg.low
  %.88 = lshr i64 %.87, 1
  %.121 = getelementptr double, ptr %arg.R.4, i64 %.88
  %.122 = load double, ptr %.121, align 8
  %.179 = getelementptr double, ptr %arg.R.4, i64 %arg.low
  %.180 = load double, ptr %.179, align 8
  %.12.i = fcmp olt double %.122, %.180
  br i1 %.12.i, label %B142, label %for.end.i

for.end.i:                                        ; preds = %B38.endif.endif
  %.25.le.i = fcmp ord double %.180, 0.000000e+00
  %.52.le.i = fcmp uno double %.122, 0.000000e+00
  %or.cond = or i1 %.52.le.i, %.25.le.i
  br i1 %or.cond, label %B188.endif.endif, label %B142

B188.endif.endif:                                 ; preds = %for.end.i, %B142
  %.455 = phi double [ %.180, %B142 ], [ %.122, %for.end.i ]
  %.396 = getelementptr double, ptr %arg.R.4, i64 %arg.high
  %.397 = load double, ptr %.396, align 8
  %.12.i52 = fcmp olt double %.397, %.455
  br i1 %.12.i52, label %B276, label %for.end.i53

for.end.i53:                                      ; preds = %B188.endif.endif
  %.25.le.i54 = fcmp ord double %.455, 0.000000e+00
  %.52.le.i57 = fcmp uno double %.397, 0.000000e+00
  %or.cond129 = or i1 %.25.le.i54, %.52.le.i57
  br i1 %or.cond129, label %B322.endif.endif, label %B276

B322.endif.endif:                                 ; preds = %for.end.i53, %B276
  %.947.pr = phi double [ %.455, %for.end.i53 ], [ %.397, %B276 ]
  %sunkaddr193 = shl i64 %arg.low, 3
  %sunkaddr194 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr193
  %.730 = load double, ptr %sunkaddr194, align 8
  %.12.i59 = fcmp olt double %.947.pr, %.730
  br i1 %.12.i59, label %B410, label %for.end.i60

for.end.i60:                                      ; preds = %B322.endif.endif
  %.25.le.i61 = fcmp ord double %.730, 0.000000e+00
  %.52.le.i64 = fcmp uno double %.947.pr, 0.000000e+00
  %or.cond130 = or i1 %.52.le.i64, %.25.le.i61
  br i1 %or.cond130, label %for.end.i60.B456.endif_crit_edge, label %B410

for.end.i60.B456.endif_crit_edge:                 ; preds = %for.end.i60
  %.pre = shl i64 %.88, 3
  br label %B456.endif

B456.endif:                                       ; preds = %for.end.i60.B456.endif_crit_edge, %B410
  %sunkaddr197.pre-phi = phi i64 [ %.pre, %for.end.i60.B456.endif_crit_edge ], [ %sunkaddr189, %B410 ]
  %.947 = phi double [ %.947.pr, %for.end.i60.B456.endif_crit_edge ], [ %.730, %B410 ]
  %const = bitcast i64 -9223372036854775808 to i64
  %.947.fr = freeze double %.947
  %sunkaddr195 = shl i64 %arg.high, 3
  %sunkaddr196 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr195
  %.1039 = load double, ptr %sunkaddr196, align 8
  store double %.947.fr, ptr %sunkaddr196, align 8
  %sunkaddr198 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr197.pre-phi
  store double %.1039, ptr %sunkaddr198, align 8
  %3 = add nsw i64 %arg.low, -1
  %4 = shl i64 %arg.R.5.0, 3
  br label %B554

B566.endif:                                       ; preds = %B554
  %5 = fcmp ord double %.947.fr, 0.000000e+00
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %6 = getelementptr double, ptr %arg.R.4, i64 %i.3.0
  %.1158 = getelementptr double, ptr %6, i64 %.1144
  %.1159 = load double, ptr %.1158, align 8
  %.12.i66 = fcmp uge double %.1159, %.947.fr
  %.52.le.i71 = fcmp uno double %.1159, 0.000000e+00
  %or.cond131 = or i1 %5, %.52.le.i71
  %or.cond138 = and i1 %.12.i66, %or.cond131
  br i1 %or.cond138, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228749 = add nsw i64 %i.3.0, 1
  %.1239750 = icmp slt i64 %.1228749, %arg.high
  br i1 %.1239750, label %B644.endif.preheader, label %B700

B644.endif.preheader:                             ; preds = %B622.preheader
  %7 = fcmp ord double %.947.fr, 0.000000e+00
  br i1 %7, label %B644.endif.us.preheader, label %B644.endif.preheader36

B644.endif.preheader36:                           ; preds = %B644.endif.preheader
  br label %B644.endif

B644.endif.us.preheader:                          ; preds = %B644.endif.preheader
  br label %B644.endif.us

B644.endif.us:                                    ; preds = %B644.endif.us.preheader, %B622.backedge.us
  %.1228752.us = phi i64 [ %.1228.us, %B622.backedge.us ], [ %.1228749, %B644.endif.us.preheader ]
  %.1261.us = icmp ugt i64 %.1228752.us, %const
  %8 = select i1 %.1261.us, i64 %4, i64 0
  %scevgep173 = getelementptr i8, ptr %arg.R.4, i64 %8
  %9 = shl i64 %.1228752.us, 3
  %scevgep174 = getelementptr i8, ptr %scevgep173, i64 %9
  %.1277.us = load double, ptr %scevgep174, align 8
  %.12.i73.us = fcmp olt double %.1277.us, %.947.fr
  br i1 %.12.i73.us, label %B622.backedge.us, label %B700

B622.backedge.us:                                 ; preds = %B644.endif.us
  %.1228.us = add i64 %.1228752.us, 1
  %exitcond.not.us = icmp eq i64 %arg.high, %.1228.us
  br i1 %exitcond.not.us, label %B700, label %B644.endif.us

B644.endif:                                       ; preds = %B644.endif.preheader36, %B622.backedge
  %.1228752 = phi i64 [ %.1228, %B622.backedge ], [ %.1228749, %B644.endif.preheader36 ]
  %.1261 = icmp ugt i64 %.1228752, %const
  %10 = select i1 %.1261, i64 %4, i64 0
  %scevgep = getelementptr i8, ptr %arg.R.4, i64 %10
  %11 = shl i64 %.1228752, 3
  %scevgep171 = getelementptr i8, ptr %scevgep, i64 %11
  %.1277 = load double, ptr %scevgep171, align 8
  %.12.i73 = fcmp uge double %.1277, %.947.fr
  %.52.le.i78 = fcmp uno double %.1277, 0.000000e+00
  %or.cond139 = and i1 %.12.i73, %.52.le.i78
  br i1 %or.cond139, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228752, 1
  %exitcond.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %12 = fcmp uno double %.947.fr, 0.000000e+00
  %sunkaddr199 = shl i64 %j.3.0.in, 3
  %sunkaddr200 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr199
  %sunkaddr201 = getelementptr i8, ptr %sunkaddr200, i64 -8
  %.1398 = load double, ptr %sunkaddr201, align 8
  %.12.i80 = fcmp uge double %.947.fr, %.1398
  %.25.le.i82 = fcmp ord double %.1398, 0.000000e+00
  %or.cond133 = or i1 %12, %.25.le.i82
  %or.cond140 = and i1 %.12.i80, %or.cond133
  br i1 %or.cond140, label %B846, label %B768.preheader

B768.preheader:                                   ; preds = %B712.endif
  %.1467759 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not760 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not760, label %B790.endif.preheader, label %B846

B790.endif.preheader:                             ; preds = %B768.preheader
  %13 = fcmp uno double %.947.fr, 0.000000e+00
  br i1 %13, label %B790.endif.us.preheader, label %B790.endif.preheader33

B790.endif.preheader33:                           ; preds = %B790.endif.preheader
  br label %B790.endif

B790.endif.us.preheader:                          ; preds = %B790.endif.preheader
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467761.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467759, %B790.endif.us.preheader ]
  %14 = shl i64 %.1467761.us, 3
  %scevgep178 = getelementptr i8, ptr %arg.R.4, i64 %14
  %.1516.us = load double, ptr %scevgep178, align 8
  %.12.i87.us = fcmp olt double %.947.fr, %.1516.us
  br i1 %.12.i87.us, label %B768.backedge.us, label %B846

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467761.us, -1
  %15 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %15, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846

B790.endif:                                       ; preds = %B790.endif.preheader33, %B768.backedge
  %.1467761 = phi i64 [ %.1467, %B768.backedge ], [ %.1467759, %B790.endif.preheader33 ]
  %16 = shl i64 %.1467761, 3
  %scevgep176 = getelementptr i8, ptr %arg.R.4, i64 %16
  %.1516 = load double, ptr %scevgep176, align 8
  %.12.i87 = fcmp uge double %.947.fr, %.1516
  %.25.le.i89 = fcmp ord double %.1516, 0.000000e+00
  %or.cond141 = and i1 %.12.i87, %.25.le.i89
  br i1 %or.cond141, label %B846, label %B768.backedge

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467761, -1
  %17 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %17, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 32212253, i32 2115271395}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!15, !12}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"branch_weights", i32 4, i32 28}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
!28 = distinct !{!28, !25}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = !{!37}
!37 = distinct !{!37, !33}
!38 = !{!35, !32}
!39 = distinct !{!39, !20, !21}
!40 = distinct !{!40, !20, !21}
!41 = distinct !{!41, !25}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = distinct !{!50, !20, !21}
!51 = distinct !{!51, !20, !21}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !20}
!54 = !{!"branch_weights", i32 146201250, i32 2001282398}
!55 = !{!"branch_weights", i32 127, i32 1}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!59 = !{!"branch_weights", i32 1, i32 1}
!60 = distinct !{!60, !25}
!61 = !{!"branch_weights", i32 1, i32 127}
!62 = !{!"branch_weights", i32 277993707, i32 1869489941}
!63 = !{!"branch_weights", i32 542333185, i32 1605150463}
!64 = distinct !{!64, !65, !25}
!65 = !{!"llvm.loop.estimated_trip_count", i32 4}
!66 = !{!"branch_weights", i32 166258294, i32 1981225354}
!67 = distinct !{!67, !68}
!68 = !{!"llvm.loop.estimated_trip_count", i32 3}
!69 = distinct !{!69, !20}
!70 = !{!71, !73, !74, !76}
!71 = distinct !{!71, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!73 = distinct !{!73, !72, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj10array_sort12_3clocals_3e15array_sort_implB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!81 = !{!82, !84, !78, !80}
!82 = distinct !{!82, !83, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!83 = distinct !{!83, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!84 = distinct !{!84, !83, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!87 = distinct !{!87, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!88 = !{!89, !91}
!89 = distinct !{!89, !90, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx: %retptr"}
!90 = distinct !{!90, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx"}
!91 = distinct !{!91, !90, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedExx: %excinfo"}
!92 = distinct !{!92, !25}
