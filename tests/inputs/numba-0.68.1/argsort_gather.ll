; ModuleID = 'argsort_gather'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.argsort_gather = internal constant [15 x i8] c"argsort_gather\00"
@_ZN08NumbaEnv7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [168 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
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
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_int12_3clocals_3e4implB3v24B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB3v25B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIxLi2EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K\\\87\94\87\94."
@.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47.sha1 = internal constant [20 x i8] c"\02\C2\1Ac\A7Z\B98\FEy\10\9Ct\EF%\12\89\C9\1DG"
@.const.picklebuf.02c21a63a75ab938fe79109c74ef251289c91d47 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47, i32 87, ptr @.const.pickledata.02c21a63a75ab938fe79109c74ef251289c91d47.sha1, ptr null, i32 0 }
@.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22 = internal constant [87 x i8] c"\80\04\95L\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\09partition\94\8C\17numba/misc/quicksort.py\94K]\87\94\87\94."
@.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22.sha1 = internal constant [20 x i8] c"\9E?\1BBC\D0\0AS\C7)|\A8~C\BBM:\83\DA\22"
@.const.picklebuf.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22, i32 87, ptr @.const.pickledata.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx = common local_unnamed_addr global ptr null
@.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff = internal constant [92 x i8] c"\80\04\95Q\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\0Einsertion_sort\94\8C\17numba/misc/quicksort.py\94KG\87\94\87\94."
@.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff.sha1 = internal constant [20 x i8] c"\F9\EC\8DU\8A\09\F4\86\D0!\1D;4Ee\9F\A5d6\FF"
@.const.picklebuf.f9ec8d558a09f486d0211d3b3445659fa56436ff = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff, i32 92, ptr @.const.pickledata.f9ec8d558a09f486d0211d3b3445659fa56436ff.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np13numpy_support9lt_floatsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.15, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.16, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f695c05c0d0B3v30B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v15B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f695c05fcd0B3v31B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.w.0, ptr readnone captures(none) %arg.w.1, i64 %arg.w.2, i64 %arg.w.3, ptr readonly captures(none) %arg.w.4, i64 %arg.w.5.0, i64 %arg.w.6.0) local_unnamed_addr {
B0:
  %.20.i.i = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.1.i.i = alloca ptr, align 8
  %arg.w.5.0.fr = freeze i64 %arg.w.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.w.0)
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %.20.i.i), !noalias !0
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i.i), !noalias !0
  store ptr null, ptr %excinfo.1.i.i, align 8, !noalias !4
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20.i.i, i8 0, i64 56, i1 false), !noalias !4
  %.26.i.i = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.20.i.i, ptr nonnull %excinfo.1.i.i, ptr %arg.x.0, ptr readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0), !noalias !4
  %cond.i.i = icmp eq i32 %.26.i.i, 0
  br i1 %cond.i.i, label %B0.endif, label %B0.if.if, !prof !8

B0.endif:                                         ; preds = %B0
  %const721 = bitcast i64 -1152921504606846976 to i64
  %const720 = bitcast i64 -2305843009213693952 to i64
  %.fca.5.0.gep.i.i = getelementptr inbounds nuw i8, ptr %.20.i.i, i64 40
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.20.i.i, i64 32
  %.36.fca.0.load.i.i = load ptr, ptr %.20.i.i, align 8, !noalias !4
  %.36.fca.4.load.i.i = load ptr, ptr %.fca.4.gep.i.i, align 8, !noalias !4
  %.36.fca.5.0.load.i.i = load i64, ptr %.fca.5.0.gep.i.i, align 8, !noalias !4
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !4
  call void @llvm.lifetime.end.p0(ptr nonnull %.20.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i.i), !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  %.44.fca.5.0.load.fr = freeze i64 %.36.fca.5.0.load.i.i
  %0 = add i64 %.44.fca.5.0.load.fr, %const721
  %.125 = icmp ult i64 %0, %const720
  br i1 %.125, label %B0.endif.if, label %B0.endif.endif, !prof !9

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %.112.endif.endif.endif.endif.endif.if.if, %.112.endif.endif.endif.endif.if, %.112.endif.endif.endif.if, %B0.endif.endif.if.if, %B0.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if ], [ 1, %B0.endif.endif.if.if ], [ 1, %.112.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ], [ 1, %.112.endif.endif.endif.if ], [ 1, %.112.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.27.i.i = load ptr, ptr %excinfo.1.i.i, align 8, !noalias !4
  call void @llvm.lifetime.end.p0(ptr nonnull %.20.i.i), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i.i), !noalias !0
  store ptr %.27.i.i, ptr %excinfo, align 8
  br label %common.ret

B128.i.loopexit.unr-lcssa:                        ; preds = %.115
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B128.i, label %.115.epil.preheader, !prof !10

.115.epil.preheader:                              ; preds = %B128.i.loopexit.unr-lcssa, %.115.preheader
  %.179.0118.epil.init = phi i64 [ 0, %.115.preheader ], [ %.227.7, %B128.i.loopexit.unr-lcssa ]
  %1 = shl i64 %.179.0118.epil.init, 3
  %scevgep677 = getelementptr i8, ptr %.6.i, i64 %1
  %scevgep679 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %1
  br label %.115.epil

.115.epil:                                        ; preds = %.115.epil, %.115.epil.preheader
  %epil.iter = phi i64 [ %epil.iter.next, %.115.epil ], [ 0, %.115.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep680 = getelementptr i8, ptr %scevgep679, i64 %2
  %.216.epil = load i64, ptr %scevgep680, align 8
  %.217.epil = icmp slt i64 %.216.epil, 0
  %.218.epil = select i1 %.217.epil, i64 %arg.x.5.0, i64 0
  %3 = getelementptr double, ptr %arg.x.4, i64 %.216.epil
  %.222.epil = getelementptr double, ptr %3, i64 %.218.epil
  %.223.epil = load double, ptr %.222.epil, align 8
  %4 = shl nuw nsw i64 %epil.iter, 3
  %scevgep678 = getelementptr i8, ptr %scevgep677, i64 %4
  store double %.223.epil, ptr %scevgep678, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B128.i, label %.115.epil, !prof !11, !llvm.loop !12

B128.i:                                           ; preds = %.115.epil, %B128.i.loopexit.unr-lcssa, %B0.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %.36.fca.0.load.i.i)
  %.101.not.i = icmp eq i64 %.44.fca.5.0.load.fr, 1
  br i1 %.101.not.i, label %B128.i37, label %B90.i28

.115:                                             ; preds = %.115, %.115.preheader.new
  %.179.0118 = phi i64 [ 0, %.115.preheader.new ], [ %.227.7, %.115 ]
  %sunkaddr = mul i64 %.179.0118, 8
  %sunkaddr722 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr
  %.216 = load i64, ptr %sunkaddr722, align 8
  %.217 = icmp slt i64 %.216, 0
  %.218 = select i1 %.217, i64 %arg.x.5.0, i64 0
  %5 = getelementptr double, ptr %arg.x.4, i64 %.216
  %.222 = getelementptr double, ptr %5, i64 %.218
  %.223 = load double, ptr %.222, align 8
  %sunkaddr723 = mul i64 %.179.0118, 8
  %sunkaddr724 = getelementptr i8, ptr %.6.i, i64 %sunkaddr723
  store double %.223, ptr %sunkaddr724, align 8
  %sunkaddr725 = mul i64 %.179.0118, 8
  %sunkaddr726 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr725
  %sunkaddr727 = getelementptr i8, ptr %sunkaddr726, i64 8
  %.216.1 = load i64, ptr %sunkaddr727, align 8
  %.217.1 = icmp slt i64 %.216.1, 0
  %.218.1 = select i1 %.217.1, i64 %arg.x.5.0, i64 0
  %6 = getelementptr double, ptr %arg.x.4, i64 %.216.1
  %.222.1 = getelementptr double, ptr %6, i64 %.218.1
  %.223.1 = load double, ptr %.222.1, align 8
  %sunkaddr728 = mul i64 %.179.0118, 8
  %sunkaddr729 = getelementptr i8, ptr %.6.i, i64 %sunkaddr728
  %sunkaddr730 = getelementptr i8, ptr %sunkaddr729, i64 8
  store double %.223.1, ptr %sunkaddr730, align 8
  %sunkaddr731 = mul i64 %.179.0118, 8
  %sunkaddr732 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr731
  %sunkaddr733 = getelementptr i8, ptr %sunkaddr732, i64 16
  %.216.2 = load i64, ptr %sunkaddr733, align 8
  %.217.2 = icmp slt i64 %.216.2, 0
  %.218.2 = select i1 %.217.2, i64 %arg.x.5.0, i64 0
  %7 = getelementptr double, ptr %arg.x.4, i64 %.216.2
  %.222.2 = getelementptr double, ptr %7, i64 %.218.2
  %.223.2 = load double, ptr %.222.2, align 8
  %sunkaddr734 = mul i64 %.179.0118, 8
  %sunkaddr735 = getelementptr i8, ptr %.6.i, i64 %sunkaddr734
  %sunkaddr736 = getelementptr i8, ptr %sunkaddr735, i64 16
  store double %.223.2, ptr %sunkaddr736, align 8
  %sunkaddr737 = mul i64 %.179.0118, 8
  %sunkaddr738 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr737
  %sunkaddr739 = getelementptr i8, ptr %sunkaddr738, i64 24
  %.216.3 = load i64, ptr %sunkaddr739, align 8
  %.217.3 = icmp slt i64 %.216.3, 0
  %.218.3 = select i1 %.217.3, i64 %arg.x.5.0, i64 0
  %8 = getelementptr double, ptr %arg.x.4, i64 %.216.3
  %.222.3 = getelementptr double, ptr %8, i64 %.218.3
  %.223.3 = load double, ptr %.222.3, align 8
  %sunkaddr740 = mul i64 %.179.0118, 8
  %sunkaddr741 = getelementptr i8, ptr %.6.i, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, ptr %sunkaddr741, i64 24
  store double %.223.3, ptr %sunkaddr742, align 8
  %sunkaddr743 = mul i64 %.179.0118, 8
  %sunkaddr744 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, ptr %sunkaddr744, i64 32
  %.216.4 = load i64, ptr %sunkaddr745, align 8
  %.217.4 = icmp slt i64 %.216.4, 0
  %.218.4 = select i1 %.217.4, i64 %arg.x.5.0, i64 0
  %9 = getelementptr double, ptr %arg.x.4, i64 %.216.4
  %.222.4 = getelementptr double, ptr %9, i64 %.218.4
  %.223.4 = load double, ptr %.222.4, align 8
  %sunkaddr746 = mul i64 %.179.0118, 8
  %sunkaddr747 = getelementptr i8, ptr %.6.i, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, ptr %sunkaddr747, i64 32
  store double %.223.4, ptr %sunkaddr748, align 8
  %sunkaddr749 = mul i64 %.179.0118, 8
  %sunkaddr750 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, ptr %sunkaddr750, i64 40
  %.216.5 = load i64, ptr %sunkaddr751, align 8
  %.217.5 = icmp slt i64 %.216.5, 0
  %.218.5 = select i1 %.217.5, i64 %arg.x.5.0, i64 0
  %10 = getelementptr double, ptr %arg.x.4, i64 %.216.5
  %.222.5 = getelementptr double, ptr %10, i64 %.218.5
  %.223.5 = load double, ptr %.222.5, align 8
  %sunkaddr752 = mul i64 %.179.0118, 8
  %sunkaddr753 = getelementptr i8, ptr %.6.i, i64 %sunkaddr752
  %sunkaddr754 = getelementptr i8, ptr %sunkaddr753, i64 40
  store double %.223.5, ptr %sunkaddr754, align 8
  %sunkaddr755 = mul i64 %.179.0118, 8
  %sunkaddr756 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr755
  %sunkaddr757 = getelementptr i8, ptr %sunkaddr756, i64 48
  %.216.6 = load i64, ptr %sunkaddr757, align 8
  %.217.6 = icmp slt i64 %.216.6, 0
  %.218.6 = select i1 %.217.6, i64 %arg.x.5.0, i64 0
  %11 = getelementptr double, ptr %arg.x.4, i64 %.216.6
  %.222.6 = getelementptr double, ptr %11, i64 %.218.6
  %.223.6 = load double, ptr %.222.6, align 8
  %sunkaddr758 = mul i64 %.179.0118, 8
  %sunkaddr759 = getelementptr i8, ptr %.6.i, i64 %sunkaddr758
  %sunkaddr760 = getelementptr i8, ptr %sunkaddr759, i64 48
  store double %.223.6, ptr %sunkaddr760, align 8
  %sunkaddr761 = mul i64 %.179.0118, 8
  %sunkaddr762 = getelementptr i8, ptr %.36.fca.4.load.i.i, i64 %sunkaddr761
  %sunkaddr763 = getelementptr i8, ptr %sunkaddr762, i64 56
  %.216.7 = load i64, ptr %sunkaddr763, align 8
  %.217.7 = icmp slt i64 %.216.7, 0
  %.218.7 = select i1 %.217.7, i64 %arg.x.5.0, i64 0
  %12 = getelementptr double, ptr %arg.x.4, i64 %.216.7
  %.222.7 = getelementptr double, ptr %12, i64 %.218.7
  %.223.7 = load double, ptr %.222.7, align 8
  %sunkaddr764 = mul i64 %.179.0118, 8
  %sunkaddr765 = getelementptr i8, ptr %.6.i, i64 %sunkaddr764
  %sunkaddr766 = getelementptr i8, ptr %sunkaddr765, i64 56
  store double %.223.7, ptr %sunkaddr766, align 8
  %.227.7 = add nuw i64 %.179.0118, 8
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.227.7
  br i1 %niter.ncmp.7, label %B128.i.loopexit.unr-lcssa, label %.115, !prof !15, !llvm.loop !16

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.124 = shl nsw i64 %.44.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.124, i32 32), !noalias !19
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.if.if, label %B0.endif.endif.endif, !prof !9

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.184.not116 = icmp sgt i64 %.44.fca.5.0.load.fr, 0
  br i1 %.184.not116, label %.115.preheader, label %B128.i, !prof !26

.115.preheader:                                   ; preds = %B0.endif.endif.endif
  %13 = add nsw i64 %.44.fca.5.0.load.fr, -1
  %xtraiter = and i64 %.44.fca.5.0.load.fr, 7
  %14 = icmp ult i64 %13, 7
  br i1 %14, label %.115.epil.preheader, label %.115.preheader.new, !prof !27

.115.preheader.new:                               ; preds = %.115.preheader
  %const_mat = add i64 %const, 24
  %unroll_iter = and i64 %.44.fca.5.0.load.fr, %const_mat
  br label %.115

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

B90.i28:                                          ; preds = %B128.i
  %.71.i29 = icmp ne i64 %arg.w.5.0.fr, %.44.fca.5.0.load.fr
  %.76.i30 = icmp ne i64 %arg.w.5.0.fr, 1
  %or.cond.i31 = and i1 %.76.i30, %.71.i29
  br i1 %or.cond.i31, label %.112.endif.endif.endif.if, label %B150.i32

B128.i37:                                         ; preds = %B128.i
  %.101.not.i38 = icmp eq i64 %arg.w.5.0.fr, 1
  br i1 %.101.not.i38, label %.112.endif.endif.endif.endif.endif, label %B150.i32

B150.i32:                                         ; preds = %B128.i37, %B90.i28
  %dest_shape.1175 = phi i64 [ %.44.fca.5.0.load.fr, %B90.i28 ], [ %arg.w.5.0.fr, %B128.i37 ]
  %15 = add i64 %dest_shape.1175, %const721
  %.349 = icmp ult i64 %15, %const720
  br i1 %.349, label %.112.endif.endif.endif.endif.if, label %.112.endif.endif.endif.endif.endif, !prof !28

.112.endif.endif.endif.if:                        ; preds = %B90.i28
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

.112.endif.endif.endif.endif.if:                  ; preds = %B150.i32
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

.112.endif.endif.endif.endif.endif:               ; preds = %B128.i37, %B150.i32
  %dest_shape.1175180 = phi i64 [ %dest_shape.1175, %B150.i32 ], [ 1, %B128.i37 ]
  %.348 = shl nsw i64 %dest_shape.1175180, 3
  %.7.i.i41 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.348, i32 32), !noalias !29
  %.8.i.i42 = icmp eq ptr %.7.i.i41, null
  br i1 %.8.i.i42, label %.112.endif.endif.endif.endif.endif.if.if, label %.112.endif.endif.endif.endif.endif.endif, !prof !9

.112.endif.endif.endif.endif.endif.endif:         ; preds = %.112.endif.endif.endif.endif.endif
  %.5.i47 = getelementptr i8, ptr %.7.i.i41, i64 24
  %.6.i48 = load ptr, ptr %.5.i47, align 8
  %.419119 = icmp sgt i64 %dest_shape.1175180, 0
  br i1 %.419119, label %for.body.lr.ph, label %for.end.thread158

for.end.thread158:                                ; preds = %.112.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.w.0)
  br label %B128.i71

for.body.lr.ph:                                   ; preds = %.112.endif.endif.endif.endif.endif.endif
  %.421 = icmp ugt i64 %.44.fca.5.0.load.fr, 1
  br i1 %.421, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %16 = icmp ugt i64 %arg.w.5.0.fr, 1
  br i1 %16, label %iter.check303, label %iter.check262

iter.check262:                                    ; preds = %for.body.lr.ph.split.us
  %17 = icmp ult i64 %dest_shape.1175180, 4
  br i1 %17, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck249

vector.memcheck249:                               ; preds = %iter.check262
  %18 = shl i64 %dest_shape.1175180, 3
  %scevgep250 = getelementptr i8, ptr %.6.i48, i64 %18
  %scevgep251 = getelementptr i8, ptr %.6.i, i64 %18
  %scevgep252 = getelementptr i8, ptr %arg.w.4, i64 8
  %bound0253 = icmp ult ptr %.6.i48, %scevgep251
  %bound1254 = icmp ult ptr %.6.i, %scevgep250
  %found.conflict255 = and i1 %bound0253, %bound1254
  %bound0256 = icmp ult ptr %.6.i48, %scevgep252
  %bound1257 = icmp ult ptr %arg.w.4, %scevgep250
  %found.conflict258 = and i1 %bound0256, %bound1257
  %conflict.rdx259 = or i1 %found.conflict255, %found.conflict258
  br i1 %conflict.rdx259, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check264

vector.main.loop.iter.check264:                   ; preds = %vector.memcheck249
  %min.iters.check263 = icmp ult i64 %dest_shape.1175180, 32
  br i1 %min.iters.check263, label %vec.epilog.ph283, label %vector.ph265

vector.ph265:                                     ; preds = %vector.main.loop.iter.check264
  %n.vec267 = and i64 %dest_shape.1175180, %const
  %19 = load double, ptr %arg.w.4, align 8, !alias.scope !36
  %broadcast.splatinsert274 = insertelement <8 x double> poison, double %19, i64 0
  %broadcast.splat275 = shufflevector <8 x double> %broadcast.splatinsert274, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body268

vector.body268:                                   ; preds = %vector.body268, %vector.ph265
  %index269 = phi i64 [ 0, %vector.ph265 ], [ %index.next276, %vector.body268 ]
  %sunkaddr767 = mul i64 %index269, 8
  %sunkaddr768 = getelementptr i8, ptr %.6.i, i64 %sunkaddr767
  %wide.load270 = load <8 x double>, ptr %sunkaddr768, align 8, !alias.scope !39
  %sunkaddr769 = mul i64 %index269, 8
  %sunkaddr770 = getelementptr i8, ptr %.6.i, i64 %sunkaddr769
  %sunkaddr771 = getelementptr i8, ptr %sunkaddr770, i64 64
  %wide.load271 = load <8 x double>, ptr %sunkaddr771, align 8, !alias.scope !39
  %sunkaddr772 = mul i64 %index269, 8
  %sunkaddr773 = getelementptr i8, ptr %.6.i, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, ptr %sunkaddr773, i64 128
  %wide.load272 = load <8 x double>, ptr %sunkaddr774, align 8, !alias.scope !39
  %sunkaddr775 = mul i64 %index269, 8
  %sunkaddr776 = getelementptr i8, ptr %.6.i, i64 %sunkaddr775
  %sunkaddr777 = getelementptr i8, ptr %sunkaddr776, i64 192
  %wide.load273 = load <8 x double>, ptr %sunkaddr777, align 8, !alias.scope !39
  %20 = fmul <8 x double> %wide.load270, %broadcast.splat275
  %21 = fmul <8 x double> %wide.load271, %broadcast.splat275
  %22 = fmul <8 x double> %wide.load272, %broadcast.splat275
  %23 = fmul <8 x double> %wide.load273, %broadcast.splat275
  %sunkaddr778 = mul i64 %index269, 8
  %sunkaddr779 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr778
  store <8 x double> %20, ptr %sunkaddr779, align 8, !alias.scope !41, !noalias !43
  %sunkaddr780 = mul i64 %index269, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 64
  store <8 x double> %21, ptr %sunkaddr782, align 8, !alias.scope !41, !noalias !43
  %sunkaddr783 = mul i64 %index269, 8
  %sunkaddr784 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 128
  store <8 x double> %22, ptr %sunkaddr785, align 8, !alias.scope !41, !noalias !43
  %sunkaddr786 = mul i64 %index269, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 192
  store <8 x double> %23, ptr %sunkaddr788, align 8, !alias.scope !41, !noalias !43
  %index.next276 = add nuw i64 %index269, 32
  %24 = icmp eq i64 %n.vec267, %index.next276
  br i1 %24, label %middle.block277, label %vector.body268, !llvm.loop !44

middle.block277:                                  ; preds = %vector.body268
  %cmp.n278 = icmp eq i64 %dest_shape.1175180, %n.vec267
  br i1 %cmp.n278, label %.89.endif.preheader.i, label %vec.epilog.iter.check281

vec.epilog.iter.check281:                         ; preds = %middle.block277
  %25 = and i64 %dest_shape.1175180, 28
  %min.epilog.iters.check282 = icmp eq i64 %25, 0
  br i1 %min.epilog.iters.check282, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph283, !prof !47

vec.epilog.ph283:                                 ; preds = %vector.main.loop.iter.check264, %vec.epilog.iter.check281
  %vec.epilog.resume.val279 = phi i64 [ %n.vec267, %vec.epilog.iter.check281 ], [ 0, %vector.main.loop.iter.check264 ]
  %const_mat715 = add i64 %const, 28
  %n.vec285 = and i64 %dest_shape.1175180, %const_mat715
  %26 = load double, ptr %arg.w.4, align 8, !alias.scope !36
  %broadcast.splatinsert289 = insertelement <4 x double> poison, double %26, i64 0
  %broadcast.splat290 = shufflevector <4 x double> %broadcast.splatinsert289, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body286

vec.epilog.vector.body286:                        ; preds = %vec.epilog.vector.body286, %vec.epilog.ph283
  %index287 = phi i64 [ %vec.epilog.resume.val279, %vec.epilog.ph283 ], [ %index.next291, %vec.epilog.vector.body286 ]
  %27 = shl i64 %index287, 3
  %scevgep578 = getelementptr i8, ptr %.6.i, i64 %27
  %wide.load288 = load <4 x double>, ptr %scevgep578, align 8, !alias.scope !39
  %28 = fmul <4 x double> %wide.load288, %broadcast.splat290
  %29 = shl i64 %index287, 3
  %scevgep577 = getelementptr i8, ptr %.6.i48, i64 %29
  store <4 x double> %28, ptr %scevgep577, align 8, !alias.scope !41, !noalias !43
  %index.next291 = add nuw i64 %index287, 4
  %30 = icmp eq i64 %n.vec285, %index.next291
  br i1 %30, label %vec.epilog.middle.block292, label %vec.epilog.vector.body286, !llvm.loop !48

vec.epilog.middle.block292:                       ; preds = %vec.epilog.vector.body286
  %cmp.n293 = icmp eq i64 %dest_shape.1175180, %n.vec285
  br i1 %cmp.n293, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck249, %iter.check262, %vec.epilog.iter.check281, %vec.epilog.middle.block292
  %loop.index122.us.ph = phi i64 [ 0, %iter.check262 ], [ 0, %vector.memcheck249 ], [ %n.vec267, %vec.epilog.iter.check281 ], [ %n.vec285, %vec.epilog.middle.block292 ]
  %31 = sub nsw i64 %dest_shape.1175180, %loop.index122.us.ph
  %xtraiter380 = and i64 %31, 7
  %lcmp.mod381.not = icmp eq i64 %xtraiter380, 0
  br i1 %lcmp.mod381.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv575 = phi i64 [ %xtraiter380, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next576, %for.body.endif.endif.endif.us.prol ]
  %loop.index122.us.prol = phi i64 [ %.467.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index122.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %32 = shl i64 %loop.index122.us.prol, 3
  %scevgep574 = getelementptr i8, ptr %.6.i, i64 %32
  %.429.us.prol = load double, ptr %scevgep574, align 8
  %.438.us.prol = load double, ptr %arg.w.4, align 8
  %.6.i50.prol = fmul double %.429.us.prol, %.438.us.prol
  %33 = shl i64 %loop.index122.us.prol, 3
  %scevgep573 = getelementptr i8, ptr %.6.i48, i64 %33
  store double %.6.i50.prol, ptr %scevgep573, align 8
  %.467.us.prol = add nuw i64 %loop.index122.us.prol, 1
  %lsr.iv.next576 = add nsw i64 %lsr.iv575, -1
  %prol.iter382.cmp.not = icmp eq i64 %lsr.iv.next576, 0
  br i1 %prol.iter382.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !49

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index122.us.unr = phi i64 [ %loop.index122.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.467.us.prol, %for.body.endif.endif.endif.us.prol ]
  %34 = sub nsw i64 %loop.index122.us.ph, %dest_shape.1175180
  %35 = icmp ugt i64 %34, -8
  br i1 %35, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader397

for.body.endif.endif.endif.us.preheader397:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check303:                                    ; preds = %for.body.lr.ph.split.us
  %36 = icmp ult i64 %dest_shape.1175180, 4
  br i1 %36, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck295

vector.memcheck295:                               ; preds = %iter.check303
  %37 = ptrtoint ptr %.6.i48 to i64
  %38 = ptrtoint ptr %.6.i to i64
  %39 = ptrtoint ptr %arg.w.4 to i64
  %40 = sub i64 %37, %38
  %diff.check = icmp ult i64 %40, 256
  %41 = sub i64 %37, %39
  %diff.check299 = icmp ult i64 %41, 256
  %conflict.rdx300 = or i1 %diff.check, %diff.check299
  br i1 %conflict.rdx300, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check305

vector.main.loop.iter.check305:                   ; preds = %vector.memcheck295
  %min.iters.check304 = icmp ult i64 %dest_shape.1175180, 32
  br i1 %min.iters.check304, label %vec.epilog.ph326, label %vector.ph306

vector.ph306:                                     ; preds = %vector.main.loop.iter.check305
  %n.vec308 = and i64 %dest_shape.1175180, %const
  br label %vector.body309

vector.body309:                                   ; preds = %vector.body309, %vector.ph306
  %index310 = phi i64 [ 0, %vector.ph306 ], [ %index.next319, %vector.body309 ]
  %sunkaddr789 = mul i64 %index310, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %sunkaddr789
  %wide.load311 = load <8 x double>, ptr %sunkaddr790, align 8
  %sunkaddr791 = mul i64 %index310, 8
  %sunkaddr792 = getelementptr i8, ptr %.6.i, i64 %sunkaddr791
  %sunkaddr793 = getelementptr i8, ptr %sunkaddr792, i64 64
  %wide.load312 = load <8 x double>, ptr %sunkaddr793, align 8
  %sunkaddr794 = mul i64 %index310, 8
  %sunkaddr795 = getelementptr i8, ptr %.6.i, i64 %sunkaddr794
  %sunkaddr796 = getelementptr i8, ptr %sunkaddr795, i64 128
  %wide.load313 = load <8 x double>, ptr %sunkaddr796, align 8
  %sunkaddr797 = mul i64 %index310, 8
  %sunkaddr798 = getelementptr i8, ptr %.6.i, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, ptr %sunkaddr798, i64 192
  %wide.load314 = load <8 x double>, ptr %sunkaddr799, align 8
  %sunkaddr800 = mul i64 %index310, 8
  %sunkaddr801 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr800
  %wide.load315 = load <8 x double>, ptr %sunkaddr801, align 8
  %sunkaddr802 = mul i64 %index310, 8
  %sunkaddr803 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr802
  %sunkaddr804 = getelementptr i8, ptr %sunkaddr803, i64 64
  %wide.load316 = load <8 x double>, ptr %sunkaddr804, align 8
  %sunkaddr805 = mul i64 %index310, 8
  %sunkaddr806 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr805
  %sunkaddr807 = getelementptr i8, ptr %sunkaddr806, i64 128
  %wide.load317 = load <8 x double>, ptr %sunkaddr807, align 8
  %sunkaddr808 = mul i64 %index310, 8
  %sunkaddr809 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr808
  %sunkaddr810 = getelementptr i8, ptr %sunkaddr809, i64 192
  %wide.load318 = load <8 x double>, ptr %sunkaddr810, align 8
  %42 = fmul <8 x double> %wide.load311, %wide.load315
  %43 = fmul <8 x double> %wide.load312, %wide.load316
  %44 = fmul <8 x double> %wide.load313, %wide.load317
  %45 = fmul <8 x double> %wide.load314, %wide.load318
  %sunkaddr811 = mul i64 %index310, 8
  %sunkaddr812 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr811
  store <8 x double> %42, ptr %sunkaddr812, align 8
  %sunkaddr813 = mul i64 %index310, 8
  %sunkaddr814 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr813
  %sunkaddr815 = getelementptr i8, ptr %sunkaddr814, i64 64
  store <8 x double> %43, ptr %sunkaddr815, align 8
  %sunkaddr816 = mul i64 %index310, 8
  %sunkaddr817 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, ptr %sunkaddr817, i64 128
  store <8 x double> %44, ptr %sunkaddr818, align 8
  %sunkaddr819 = mul i64 %index310, 8
  %sunkaddr820 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, ptr %sunkaddr820, i64 192
  store <8 x double> %45, ptr %sunkaddr821, align 8
  %index.next319 = add nuw i64 %index310, 32
  %46 = icmp eq i64 %n.vec308, %index.next319
  br i1 %46, label %middle.block320, label %vector.body309, !llvm.loop !50

middle.block320:                                  ; preds = %vector.body309
  %cmp.n321 = icmp eq i64 %dest_shape.1175180, %n.vec308
  br i1 %cmp.n321, label %.89.endif.preheader.i, label %vec.epilog.iter.check324

vec.epilog.iter.check324:                         ; preds = %middle.block320
  %47 = and i64 %dest_shape.1175180, 28
  %min.epilog.iters.check325 = icmp eq i64 %47, 0
  br i1 %min.epilog.iters.check325, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph326, !prof !47

vec.epilog.ph326:                                 ; preds = %vector.main.loop.iter.check305, %vec.epilog.iter.check324
  %vec.epilog.resume.val322 = phi i64 [ %n.vec308, %vec.epilog.iter.check324 ], [ 0, %vector.main.loop.iter.check305 ]
  %const_mat716 = add i64 %const, 28
  %n.vec328 = and i64 %dest_shape.1175180, %const_mat716
  br label %vec.epilog.vector.body329

vec.epilog.vector.body329:                        ; preds = %vec.epilog.vector.body329, %vec.epilog.ph326
  %index330 = phi i64 [ %vec.epilog.resume.val322, %vec.epilog.ph326 ], [ %index.next333, %vec.epilog.vector.body329 ]
  %48 = shl i64 %index330, 3
  %scevgep516 = getelementptr i8, ptr %.6.i, i64 %48
  %wide.load331 = load <4 x double>, ptr %scevgep516, align 8
  %49 = shl i64 %index330, 3
  %scevgep515 = getelementptr i8, ptr %arg.w.4, i64 %49
  %wide.load332 = load <4 x double>, ptr %scevgep515, align 8
  %50 = fmul <4 x double> %wide.load331, %wide.load332
  %51 = shl i64 %index330, 3
  %scevgep514 = getelementptr i8, ptr %.6.i48, i64 %51
  store <4 x double> %50, ptr %scevgep514, align 8
  %index.next333 = add nuw i64 %index330, 4
  %52 = icmp eq i64 %n.vec328, %index.next333
  br i1 %52, label %vec.epilog.middle.block334, label %vec.epilog.vector.body329, !llvm.loop !51

vec.epilog.middle.block334:                       ; preds = %vec.epilog.vector.body329
  %cmp.n335 = icmp eq i64 %dest_shape.1175180, %n.vec328
  br i1 %cmp.n335, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck295, %iter.check303, %vec.epilog.iter.check324, %vec.epilog.middle.block334
  %loop.index122.us.us.ph = phi i64 [ 0, %iter.check303 ], [ 0, %vector.memcheck295 ], [ %n.vec308, %vec.epilog.iter.check324 ], [ %n.vec328, %vec.epilog.middle.block334 ]
  %53 = sub nsw i64 %dest_shape.1175180, %loop.index122.us.us.ph
  %xtraiter383 = and i64 %53, 7
  %lcmp.mod384.not = icmp eq i64 %xtraiter383, 0
  br i1 %lcmp.mod384.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv512 = phi i64 [ %xtraiter383, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next513, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index122.us.us.prol = phi i64 [ %.467.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index122.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %54 = shl i64 %loop.index122.us.us.prol, 3
  %scevgep511 = getelementptr i8, ptr %.6.i, i64 %54
  %.429.us.us.prol = load double, ptr %scevgep511, align 8
  %55 = shl i64 %loop.index122.us.us.prol, 3
  %scevgep510 = getelementptr i8, ptr %arg.w.4, i64 %55
  %.438.us.us.prol = load double, ptr %scevgep510, align 8
  %.6.i49.prol = fmul double %.429.us.us.prol, %.438.us.us.prol
  %56 = shl i64 %loop.index122.us.us.prol, 3
  %scevgep509 = getelementptr i8, ptr %.6.i48, i64 %56
  store double %.6.i49.prol, ptr %scevgep509, align 8
  %.467.us.us.prol = add nuw i64 %loop.index122.us.us.prol, 1
  %lsr.iv.next513 = add nsw i64 %lsr.iv512, -1
  %prol.iter385.cmp.not = icmp eq i64 %lsr.iv.next513, 0
  br i1 %prol.iter385.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !52

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index122.us.us.unr = phi i64 [ %loop.index122.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.467.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %57 = sub nsw i64 %loop.index122.us.us.ph, %dest_shape.1175180
  %58 = icmp ugt i64 %57, -8
  br i1 %58, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader396

for.body.endif.endif.endif.us.us.preheader396:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader396, %for.body.endif.endif.endif.us.us
  %loop.index122.us.us = phi i64 [ %.467.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index122.us.us.unr, %for.body.endif.endif.endif.us.us.preheader396 ]
  %sunkaddr822 = mul i64 %loop.index122.us.us, 8
  %sunkaddr823 = getelementptr i8, ptr %.6.i, i64 %sunkaddr822
  %.429.us.us = load double, ptr %sunkaddr823, align 8
  %sunkaddr824 = mul i64 %loop.index122.us.us, 8
  %sunkaddr825 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr824
  %.438.us.us = load double, ptr %sunkaddr825, align 8
  %.6.i49 = fmul double %.429.us.us, %.438.us.us
  %sunkaddr826 = mul i64 %loop.index122.us.us, 8
  %sunkaddr827 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr826
  store double %.6.i49, ptr %sunkaddr827, align 8
  %sunkaddr828 = mul i64 %loop.index122.us.us, 8
  %sunkaddr829 = getelementptr i8, ptr %.6.i, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, ptr %sunkaddr829, i64 8
  %.429.us.us.1 = load double, ptr %sunkaddr830, align 8
  %sunkaddr831 = mul i64 %loop.index122.us.us, 8
  %sunkaddr832 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, ptr %sunkaddr832, i64 8
  %.438.us.us.1 = load double, ptr %sunkaddr833, align 8
  %.6.i49.1 = fmul double %.429.us.us.1, %.438.us.us.1
  %sunkaddr834 = mul i64 %loop.index122.us.us, 8
  %sunkaddr835 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr834
  %sunkaddr836 = getelementptr i8, ptr %sunkaddr835, i64 8
  store double %.6.i49.1, ptr %sunkaddr836, align 8
  %sunkaddr837 = mul i64 %loop.index122.us.us, 8
  %sunkaddr838 = getelementptr i8, ptr %.6.i, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, ptr %sunkaddr838, i64 16
  %.429.us.us.2 = load double, ptr %sunkaddr839, align 8
  %sunkaddr840 = mul i64 %loop.index122.us.us, 8
  %sunkaddr841 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, ptr %sunkaddr841, i64 16
  %.438.us.us.2 = load double, ptr %sunkaddr842, align 8
  %.6.i49.2 = fmul double %.429.us.us.2, %.438.us.us.2
  %sunkaddr843 = mul i64 %loop.index122.us.us, 8
  %sunkaddr844 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, ptr %sunkaddr844, i64 16
  store double %.6.i49.2, ptr %sunkaddr845, align 8
  %sunkaddr846 = mul i64 %loop.index122.us.us, 8
  %sunkaddr847 = getelementptr i8, ptr %.6.i, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, ptr %sunkaddr847, i64 24
  %.429.us.us.3 = load double, ptr %sunkaddr848, align 8
  %sunkaddr849 = mul i64 %loop.index122.us.us, 8
  %sunkaddr850 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, ptr %sunkaddr850, i64 24
  %.438.us.us.3 = load double, ptr %sunkaddr851, align 8
  %.6.i49.3 = fmul double %.429.us.us.3, %.438.us.us.3
  %sunkaddr852 = mul i64 %loop.index122.us.us, 8
  %sunkaddr853 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, ptr %sunkaddr853, i64 24
  store double %.6.i49.3, ptr %sunkaddr854, align 8
  %sunkaddr855 = mul i64 %loop.index122.us.us, 8
  %sunkaddr856 = getelementptr i8, ptr %.6.i, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, ptr %sunkaddr856, i64 32
  %.429.us.us.4 = load double, ptr %sunkaddr857, align 8
  %sunkaddr858 = mul i64 %loop.index122.us.us, 8
  %sunkaddr859 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, ptr %sunkaddr859, i64 32
  %.438.us.us.4 = load double, ptr %sunkaddr860, align 8
  %.6.i49.4 = fmul double %.429.us.us.4, %.438.us.us.4
  %sunkaddr861 = mul i64 %loop.index122.us.us, 8
  %sunkaddr862 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr861
  %sunkaddr863 = getelementptr i8, ptr %sunkaddr862, i64 32
  store double %.6.i49.4, ptr %sunkaddr863, align 8
  %sunkaddr864 = mul i64 %loop.index122.us.us, 8
  %sunkaddr865 = getelementptr i8, ptr %.6.i, i64 %sunkaddr864
  %sunkaddr866 = getelementptr i8, ptr %sunkaddr865, i64 40
  %.429.us.us.5 = load double, ptr %sunkaddr866, align 8
  %sunkaddr867 = mul i64 %loop.index122.us.us, 8
  %sunkaddr868 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr867
  %sunkaddr869 = getelementptr i8, ptr %sunkaddr868, i64 40
  %.438.us.us.5 = load double, ptr %sunkaddr869, align 8
  %.6.i49.5 = fmul double %.429.us.us.5, %.438.us.us.5
  %sunkaddr870 = mul i64 %loop.index122.us.us, 8
  %sunkaddr871 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, ptr %sunkaddr871, i64 40
  store double %.6.i49.5, ptr %sunkaddr872, align 8
  %sunkaddr873 = mul i64 %loop.index122.us.us, 8
  %sunkaddr874 = getelementptr i8, ptr %.6.i, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, ptr %sunkaddr874, i64 48
  %.429.us.us.6 = load double, ptr %sunkaddr875, align 8
  %sunkaddr876 = mul i64 %loop.index122.us.us, 8
  %sunkaddr877 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, ptr %sunkaddr877, i64 48
  %.438.us.us.6 = load double, ptr %sunkaddr878, align 8
  %.6.i49.6 = fmul double %.429.us.us.6, %.438.us.us.6
  %sunkaddr879 = mul i64 %loop.index122.us.us, 8
  %sunkaddr880 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr879
  %sunkaddr881 = getelementptr i8, ptr %sunkaddr880, i64 48
  store double %.6.i49.6, ptr %sunkaddr881, align 8
  %sunkaddr882 = mul i64 %loop.index122.us.us, 8
  %sunkaddr883 = getelementptr i8, ptr %.6.i, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, ptr %sunkaddr883, i64 56
  %.429.us.us.7 = load double, ptr %sunkaddr884, align 8
  %sunkaddr885 = mul i64 %loop.index122.us.us, 8
  %sunkaddr886 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, ptr %sunkaddr886, i64 56
  %.438.us.us.7 = load double, ptr %sunkaddr887, align 8
  %.6.i49.7 = fmul double %.429.us.us.7, %.438.us.us.7
  %sunkaddr888 = mul i64 %loop.index122.us.us, 8
  %sunkaddr889 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, ptr %sunkaddr889, i64 56
  store double %.6.i49.7, ptr %sunkaddr890, align 8
  %.467.us.us.7 = add nuw nsw i64 %loop.index122.us.us, 8
  %exitcond161.not.7 = icmp eq i64 %dest_shape.1175180, %.467.us.us.7
  br i1 %exitcond161.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !53

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader397, %for.body.endif.endif.endif.us
  %loop.index122.us = phi i64 [ %.467.us.7, %for.body.endif.endif.endif.us ], [ %loop.index122.us.unr, %for.body.endif.endif.endif.us.preheader397 ]
  %sunkaddr891 = mul i64 %loop.index122.us, 8
  %sunkaddr892 = getelementptr i8, ptr %.6.i, i64 %sunkaddr891
  %.429.us = load double, ptr %sunkaddr892, align 8
  %.438.us = load double, ptr %arg.w.4, align 8
  %.6.i50 = fmul double %.429.us, %.438.us
  %sunkaddr893 = mul i64 %loop.index122.us, 8
  %sunkaddr894 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr893
  store double %.6.i50, ptr %sunkaddr894, align 8
  %sunkaddr895 = mul i64 %loop.index122.us, 8
  %sunkaddr896 = getelementptr i8, ptr %.6.i, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, ptr %sunkaddr896, i64 8
  %.429.us.1 = load double, ptr %sunkaddr897, align 8
  %.438.us.1 = load double, ptr %arg.w.4, align 8
  %.6.i50.1 = fmul double %.429.us.1, %.438.us.1
  %sunkaddr898 = mul i64 %loop.index122.us, 8
  %sunkaddr899 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, ptr %sunkaddr899, i64 8
  store double %.6.i50.1, ptr %sunkaddr900, align 8
  %sunkaddr901 = mul i64 %loop.index122.us, 8
  %sunkaddr902 = getelementptr i8, ptr %.6.i, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, ptr %sunkaddr902, i64 16
  %.429.us.2 = load double, ptr %sunkaddr903, align 8
  %.438.us.2 = load double, ptr %arg.w.4, align 8
  %.6.i50.2 = fmul double %.429.us.2, %.438.us.2
  %sunkaddr904 = mul i64 %loop.index122.us, 8
  %sunkaddr905 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, ptr %sunkaddr905, i64 16
  store double %.6.i50.2, ptr %sunkaddr906, align 8
  %sunkaddr907 = mul i64 %loop.index122.us, 8
  %sunkaddr908 = getelementptr i8, ptr %.6.i, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, ptr %sunkaddr908, i64 24
  %.429.us.3 = load double, ptr %sunkaddr909, align 8
  %.438.us.3 = load double, ptr %arg.w.4, align 8
  %.6.i50.3 = fmul double %.429.us.3, %.438.us.3
  %sunkaddr910 = mul i64 %loop.index122.us, 8
  %sunkaddr911 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, ptr %sunkaddr911, i64 24
  store double %.6.i50.3, ptr %sunkaddr912, align 8
  %sunkaddr913 = mul i64 %loop.index122.us, 8
  %sunkaddr914 = getelementptr i8, ptr %.6.i, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, ptr %sunkaddr914, i64 32
  %.429.us.4 = load double, ptr %sunkaddr915, align 8
  %.438.us.4 = load double, ptr %arg.w.4, align 8
  %.6.i50.4 = fmul double %.429.us.4, %.438.us.4
  %sunkaddr916 = mul i64 %loop.index122.us, 8
  %sunkaddr917 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, ptr %sunkaddr917, i64 32
  store double %.6.i50.4, ptr %sunkaddr918, align 8
  %sunkaddr919 = mul i64 %loop.index122.us, 8
  %sunkaddr920 = getelementptr i8, ptr %.6.i, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, ptr %sunkaddr920, i64 40
  %.429.us.5 = load double, ptr %sunkaddr921, align 8
  %.438.us.5 = load double, ptr %arg.w.4, align 8
  %.6.i50.5 = fmul double %.429.us.5, %.438.us.5
  %sunkaddr922 = mul i64 %loop.index122.us, 8
  %sunkaddr923 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, ptr %sunkaddr923, i64 40
  store double %.6.i50.5, ptr %sunkaddr924, align 8
  %sunkaddr925 = mul i64 %loop.index122.us, 8
  %sunkaddr926 = getelementptr i8, ptr %.6.i, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, ptr %sunkaddr926, i64 48
  %.429.us.6 = load double, ptr %sunkaddr927, align 8
  %.438.us.6 = load double, ptr %arg.w.4, align 8
  %.6.i50.6 = fmul double %.429.us.6, %.438.us.6
  %sunkaddr928 = mul i64 %loop.index122.us, 8
  %sunkaddr929 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, ptr %sunkaddr929, i64 48
  store double %.6.i50.6, ptr %sunkaddr930, align 8
  %sunkaddr931 = mul i64 %loop.index122.us, 8
  %sunkaddr932 = getelementptr i8, ptr %.6.i, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, ptr %sunkaddr932, i64 56
  %.429.us.7 = load double, ptr %sunkaddr933, align 8
  %.438.us.7 = load double, ptr %arg.w.4, align 8
  %.6.i50.7 = fmul double %.429.us.7, %.438.us.7
  %sunkaddr934 = mul i64 %loop.index122.us, 8
  %sunkaddr935 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, ptr %sunkaddr935, i64 56
  store double %.6.i50.7, ptr %sunkaddr936, align 8
  %.467.us.7 = add nuw nsw i64 %loop.index122.us, 8
  %exitcond160.not.7 = icmp eq i64 %dest_shape.1175180, %.467.us.7
  br i1 %exitcond160.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !54

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %59 = icmp ugt i64 %arg.w.5.0.fr, 1
  br i1 %59, label %iter.check217, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %60 = icmp ult i64 %dest_shape.1175180, 4
  br i1 %60, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %61 = shl i64 %dest_shape.1175180, 3
  %scevgep = getelementptr i8, ptr %.6.i48, i64 %61
  %scevgep191 = getelementptr i8, ptr %.6.i, i64 8
  %scevgep192 = getelementptr i8, ptr %arg.w.4, i64 8
  %bound0 = icmp ult ptr %.6.i48, %scevgep191
  %bound1 = icmp ult ptr %.6.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0193 = icmp ult ptr %.6.i48, %scevgep192
  %bound1194 = icmp ult ptr %arg.w.4, %scevgep
  %found.conflict195 = and i1 %bound0193, %bound1194
  %conflict.rdx = or i1 %found.conflict, %found.conflict195
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check196 = icmp ult i64 %dest_shape.1175180, 32
  br i1 %min.iters.check196, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.1175180, %const
  %62 = load double, ptr %arg.w.4, align 8, !alias.scope !55
  %63 = load double, ptr %.6.i, align 8, !alias.scope !58
  %64 = fmul double %63, %62
  %broadcast.splatinsert = insertelement <8 x double> poison, double %64, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr937 = mul i64 %index, 8
  %sunkaddr938 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr937
  store <8 x double> %broadcast.splat, ptr %sunkaddr938, align 8, !alias.scope !60, !noalias !62
  %sunkaddr939 = mul i64 %index, 8
  %sunkaddr940 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, ptr %sunkaddr940, i64 64
  store <8 x double> %broadcast.splat, ptr %sunkaddr941, align 8, !alias.scope !60, !noalias !62
  %sunkaddr942 = mul i64 %index, 8
  %sunkaddr943 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, ptr %sunkaddr943, i64 128
  store <8 x double> %broadcast.splat, ptr %sunkaddr944, align 8, !alias.scope !60, !noalias !62
  %sunkaddr945 = mul i64 %index, 8
  %sunkaddr946 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, ptr %sunkaddr946, i64 192
  store <8 x double> %broadcast.splat, ptr %sunkaddr947, align 8, !alias.scope !60, !noalias !62
  %index.next = add nuw i64 %index, 32
  %65 = icmp eq i64 %n.vec, %index.next
  br i1 %65, label %middle.block, label %vector.body, !llvm.loop !63

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1175180, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %66 = and i64 %dest_shape.1175180, 28
  %min.epilog.iters.check = icmp eq i64 %66, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !47

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat717 = add i64 %const, 28
  %n.vec198 = and i64 %dest_shape.1175180, %const_mat717
  %67 = load double, ptr %arg.w.4, align 8, !alias.scope !55
  %68 = load double, ptr %.6.i, align 8, !alias.scope !58
  %69 = fmul double %68, %67
  %broadcast.splatinsert200 = insertelement <4 x double> poison, double %69, i64 0
  %broadcast.splat201 = shufflevector <4 x double> %broadcast.splatinsert200, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index199 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next202, %vec.epilog.vector.body ]
  %70 = shl i64 %index199, 3
  %scevgep668 = getelementptr i8, ptr %.6.i48, i64 %70
  store <4 x double> %broadcast.splat201, ptr %scevgep668, align 8, !alias.scope !60, !noalias !62
  %index.next202 = add nuw i64 %index199, 4
  %71 = icmp eq i64 %n.vec198, %index.next202
  br i1 %71, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !64

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n203 = icmp eq i64 %dest_shape.1175180, %n.vec198
  br i1 %cmp.n203, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index122.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec198, %vec.epilog.middle.block ]
  %72 = sub nsw i64 %dest_shape.1175180, %loop.index122.ph
  %xtraiter375 = and i64 %72, 7
  %lcmp.mod376.not = icmp eq i64 %xtraiter375, 0
  br i1 %lcmp.mod376.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv666 = phi i64 [ %xtraiter375, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next667, %for.body.endif.endif.endif.prol ]
  %loop.index122.prol = phi i64 [ %.467.prol, %for.body.endif.endif.endif.prol ], [ %loop.index122.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.429.prol = load double, ptr %.6.i, align 8
  %.438.prol = load double, ptr %arg.w.4, align 8
  %.6.i52.prol = fmul double %.429.prol, %.438.prol
  %73 = shl i64 %loop.index122.prol, 3
  %scevgep665 = getelementptr i8, ptr %.6.i48, i64 %73
  store double %.6.i52.prol, ptr %scevgep665, align 8
  %.467.prol = add nuw i64 %loop.index122.prol, 1
  %lsr.iv.next667 = add nsw i64 %lsr.iv666, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next667, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !65

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index122.unr = phi i64 [ %loop.index122.ph, %for.body.endif.endif.endif.preheader ], [ %.467.prol, %for.body.endif.endif.endif.prol ]
  %74 = sub nsw i64 %loop.index122.ph, %dest_shape.1175180
  %75 = icmp ugt i64 %74, -8
  br i1 %75, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader401

for.body.endif.endif.endif.preheader401:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check217:                                    ; preds = %for.body.lr.ph.split
  %76 = icmp ult i64 %dest_shape.1175180, 4
  br i1 %76, label %for.body.endif.endif.endif.us127.preheader, label %vector.memcheck204

vector.memcheck204:                               ; preds = %iter.check217
  %77 = shl i64 %dest_shape.1175180, 3
  %scevgep205 = getelementptr i8, ptr %.6.i48, i64 %77
  %scevgep206 = getelementptr i8, ptr %.6.i, i64 8
  %scevgep207 = getelementptr i8, ptr %arg.w.4, i64 %77
  %bound0208 = icmp ult ptr %.6.i48, %scevgep206
  %bound1209 = icmp ult ptr %.6.i, %scevgep205
  %found.conflict210 = and i1 %bound0208, %bound1209
  %bound0211 = icmp ult ptr %.6.i48, %scevgep207
  %bound1212 = icmp ult ptr %arg.w.4, %scevgep205
  %found.conflict213 = and i1 %bound0211, %bound1212
  %conflict.rdx214 = or i1 %found.conflict210, %found.conflict213
  br i1 %conflict.rdx214, label %for.body.endif.endif.endif.us127.preheader, label %vector.main.loop.iter.check219

vector.main.loop.iter.check219:                   ; preds = %vector.memcheck204
  %min.iters.check218 = icmp ult i64 %dest_shape.1175180, 32
  br i1 %min.iters.check218, label %vec.epilog.ph237, label %vector.ph220

vector.ph220:                                     ; preds = %vector.main.loop.iter.check219
  %n.vec222 = and i64 %dest_shape.1175180, %const
  %78 = load double, ptr %.6.i, align 8, !alias.scope !66
  %broadcast.splatinsert228 = insertelement <8 x double> poison, double %78, i64 0
  %broadcast.splat229 = shufflevector <8 x double> %broadcast.splatinsert228, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body223

vector.body223:                                   ; preds = %vector.body223, %vector.ph220
  %index224 = phi i64 [ 0, %vector.ph220 ], [ %index.next230, %vector.body223 ]
  %sunkaddr948 = mul i64 %index224, 8
  %sunkaddr949 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr948
  %wide.load = load <8 x double>, ptr %sunkaddr949, align 8, !alias.scope !69
  %sunkaddr950 = mul i64 %index224, 8
  %sunkaddr951 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, ptr %sunkaddr951, i64 64
  %wide.load225 = load <8 x double>, ptr %sunkaddr952, align 8, !alias.scope !69
  %sunkaddr953 = mul i64 %index224, 8
  %sunkaddr954 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, ptr %sunkaddr954, i64 128
  %wide.load226 = load <8 x double>, ptr %sunkaddr955, align 8, !alias.scope !69
  %sunkaddr956 = mul i64 %index224, 8
  %sunkaddr957 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr956
  %sunkaddr958 = getelementptr i8, ptr %sunkaddr957, i64 192
  %wide.load227 = load <8 x double>, ptr %sunkaddr958, align 8, !alias.scope !69
  %79 = fmul <8 x double> %broadcast.splat229, %wide.load
  %80 = fmul <8 x double> %broadcast.splat229, %wide.load225
  %81 = fmul <8 x double> %broadcast.splat229, %wide.load226
  %82 = fmul <8 x double> %broadcast.splat229, %wide.load227
  %sunkaddr959 = mul i64 %index224, 8
  %sunkaddr960 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr959
  store <8 x double> %79, ptr %sunkaddr960, align 8, !alias.scope !71, !noalias !73
  %sunkaddr961 = mul i64 %index224, 8
  %sunkaddr962 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, ptr %sunkaddr962, i64 64
  store <8 x double> %80, ptr %sunkaddr963, align 8, !alias.scope !71, !noalias !73
  %sunkaddr964 = mul i64 %index224, 8
  %sunkaddr965 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, ptr %sunkaddr965, i64 128
  store <8 x double> %81, ptr %sunkaddr966, align 8, !alias.scope !71, !noalias !73
  %sunkaddr967 = mul i64 %index224, 8
  %sunkaddr968 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, ptr %sunkaddr968, i64 192
  store <8 x double> %82, ptr %sunkaddr969, align 8, !alias.scope !71, !noalias !73
  %index.next230 = add nuw i64 %index224, 32
  %83 = icmp eq i64 %n.vec222, %index.next230
  br i1 %83, label %middle.block231, label %vector.body223, !llvm.loop !74

middle.block231:                                  ; preds = %vector.body223
  %cmp.n232 = icmp eq i64 %dest_shape.1175180, %n.vec222
  br i1 %cmp.n232, label %.89.endif.preheader.i, label %vec.epilog.iter.check235

vec.epilog.iter.check235:                         ; preds = %middle.block231
  %84 = and i64 %dest_shape.1175180, 28
  %min.epilog.iters.check236 = icmp eq i64 %84, 0
  br i1 %min.epilog.iters.check236, label %for.body.endif.endif.endif.us127.preheader, label %vec.epilog.ph237, !prof !47

vec.epilog.ph237:                                 ; preds = %vector.main.loop.iter.check219, %vec.epilog.iter.check235
  %vec.epilog.resume.val233 = phi i64 [ %n.vec222, %vec.epilog.iter.check235 ], [ 0, %vector.main.loop.iter.check219 ]
  %const_mat718 = add i64 %const, 28
  %n.vec239 = and i64 %dest_shape.1175180, %const_mat718
  %85 = load double, ptr %.6.i, align 8, !alias.scope !66
  %broadcast.splatinsert243 = insertelement <4 x double> poison, double %85, i64 0
  %broadcast.splat244 = shufflevector <4 x double> %broadcast.splatinsert243, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body240

vec.epilog.vector.body240:                        ; preds = %vec.epilog.vector.body240, %vec.epilog.ph237
  %index241 = phi i64 [ %vec.epilog.resume.val233, %vec.epilog.ph237 ], [ %index.next245, %vec.epilog.vector.body240 ]
  %86 = shl i64 %index241, 3
  %scevgep632 = getelementptr i8, ptr %arg.w.4, i64 %86
  %wide.load242 = load <4 x double>, ptr %scevgep632, align 8, !alias.scope !69
  %87 = fmul <4 x double> %broadcast.splat244, %wide.load242
  %88 = shl i64 %index241, 3
  %scevgep631 = getelementptr i8, ptr %.6.i48, i64 %88
  store <4 x double> %87, ptr %scevgep631, align 8, !alias.scope !71, !noalias !73
  %index.next245 = add nuw i64 %index241, 4
  %89 = icmp eq i64 %n.vec239, %index.next245
  br i1 %89, label %vec.epilog.middle.block246, label %vec.epilog.vector.body240, !llvm.loop !75

vec.epilog.middle.block246:                       ; preds = %vec.epilog.vector.body240
  %cmp.n247 = icmp eq i64 %dest_shape.1175180, %n.vec239
  br i1 %cmp.n247, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us127.preheader

for.body.endif.endif.endif.us127.preheader:       ; preds = %vector.memcheck204, %iter.check217, %vec.epilog.iter.check235, %vec.epilog.middle.block246
  %loop.index122.us124.ph = phi i64 [ 0, %iter.check217 ], [ 0, %vector.memcheck204 ], [ %n.vec222, %vec.epilog.iter.check235 ], [ %n.vec239, %vec.epilog.middle.block246 ]
  %90 = sub nsw i64 %dest_shape.1175180, %loop.index122.us124.ph
  %xtraiter377 = and i64 %90, 7
  %lcmp.mod378.not = icmp eq i64 %xtraiter377, 0
  br i1 %lcmp.mod378.not, label %for.body.endif.endif.endif.us127.prol.loopexit, label %for.body.endif.endif.endif.us127.prol.preheader

for.body.endif.endif.endif.us127.prol.preheader:  ; preds = %for.body.endif.endif.endif.us127.preheader
  br label %for.body.endif.endif.endif.us127.prol

for.body.endif.endif.endif.us127.prol:            ; preds = %for.body.endif.endif.endif.us127.prol.preheader, %for.body.endif.endif.endif.us127.prol
  %lsr.iv629 = phi i64 [ %xtraiter377, %for.body.endif.endif.endif.us127.prol.preheader ], [ %lsr.iv.next630, %for.body.endif.endif.endif.us127.prol ]
  %loop.index122.us124.prol = phi i64 [ %.467.us130.prol, %for.body.endif.endif.endif.us127.prol ], [ %loop.index122.us124.ph, %for.body.endif.endif.endif.us127.prol.preheader ]
  %.429.us126.prol = load double, ptr %.6.i, align 8
  %91 = shl i64 %loop.index122.us124.prol, 3
  %scevgep628 = getelementptr i8, ptr %arg.w.4, i64 %91
  %.438.us134.prol = load double, ptr %scevgep628, align 8
  %.6.i51.prol = fmul double %.429.us126.prol, %.438.us134.prol
  %92 = shl i64 %loop.index122.us124.prol, 3
  %scevgep627 = getelementptr i8, ptr %.6.i48, i64 %92
  store double %.6.i51.prol, ptr %scevgep627, align 8
  %.467.us130.prol = add nuw i64 %loop.index122.us124.prol, 1
  %lsr.iv.next630 = add nsw i64 %lsr.iv629, -1
  %prol.iter379.cmp.not = icmp eq i64 %lsr.iv.next630, 0
  br i1 %prol.iter379.cmp.not, label %for.body.endif.endif.endif.us127.prol.loopexit, label %for.body.endif.endif.endif.us127.prol, !llvm.loop !76

for.body.endif.endif.endif.us127.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us127.prol, %for.body.endif.endif.endif.us127.preheader
  %loop.index122.us124.unr = phi i64 [ %loop.index122.us124.ph, %for.body.endif.endif.endif.us127.preheader ], [ %.467.us130.prol, %for.body.endif.endif.endif.us127.prol ]
  %93 = sub nsw i64 %loop.index122.us124.ph, %dest_shape.1175180
  %94 = icmp ugt i64 %93, -8
  br i1 %94, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us127.preheader399

for.body.endif.endif.endif.us127.preheader399:    ; preds = %for.body.endif.endif.endif.us127.prol.loopexit
  br label %for.body.endif.endif.endif.us127

for.body.endif.endif.endif.us127:                 ; preds = %for.body.endif.endif.endif.us127.preheader399, %for.body.endif.endif.endif.us127
  %loop.index122.us124 = phi i64 [ %.467.us130.7, %for.body.endif.endif.endif.us127 ], [ %loop.index122.us124.unr, %for.body.endif.endif.endif.us127.preheader399 ]
  %.429.us126 = load double, ptr %.6.i, align 8
  %sunkaddr970 = mul i64 %loop.index122.us124, 8
  %sunkaddr971 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr970
  %.438.us134 = load double, ptr %sunkaddr971, align 8
  %.6.i51 = fmul double %.429.us126, %.438.us134
  %sunkaddr972 = mul i64 %loop.index122.us124, 8
  %sunkaddr973 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr972
  store double %.6.i51, ptr %sunkaddr973, align 8
  %.429.us126.1 = load double, ptr %.6.i, align 8
  %sunkaddr974 = mul i64 %loop.index122.us124, 8
  %sunkaddr975 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, ptr %sunkaddr975, i64 8
  %.438.us134.1 = load double, ptr %sunkaddr976, align 8
  %.6.i51.1 = fmul double %.429.us126.1, %.438.us134.1
  %sunkaddr977 = mul i64 %loop.index122.us124, 8
  %sunkaddr978 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, ptr %sunkaddr978, i64 8
  store double %.6.i51.1, ptr %sunkaddr979, align 8
  %.429.us126.2 = load double, ptr %.6.i, align 8
  %sunkaddr980 = mul i64 %loop.index122.us124, 8
  %sunkaddr981 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, ptr %sunkaddr981, i64 16
  %.438.us134.2 = load double, ptr %sunkaddr982, align 8
  %.6.i51.2 = fmul double %.429.us126.2, %.438.us134.2
  %sunkaddr983 = mul i64 %loop.index122.us124, 8
  %sunkaddr984 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, ptr %sunkaddr984, i64 16
  store double %.6.i51.2, ptr %sunkaddr985, align 8
  %.429.us126.3 = load double, ptr %.6.i, align 8
  %sunkaddr986 = mul i64 %loop.index122.us124, 8
  %sunkaddr987 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, ptr %sunkaddr987, i64 24
  %.438.us134.3 = load double, ptr %sunkaddr988, align 8
  %.6.i51.3 = fmul double %.429.us126.3, %.438.us134.3
  %sunkaddr989 = mul i64 %loop.index122.us124, 8
  %sunkaddr990 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr989
  %sunkaddr991 = getelementptr i8, ptr %sunkaddr990, i64 24
  store double %.6.i51.3, ptr %sunkaddr991, align 8
  %.429.us126.4 = load double, ptr %.6.i, align 8
  %sunkaddr992 = mul i64 %loop.index122.us124, 8
  %sunkaddr993 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, ptr %sunkaddr993, i64 32
  %.438.us134.4 = load double, ptr %sunkaddr994, align 8
  %.6.i51.4 = fmul double %.429.us126.4, %.438.us134.4
  %sunkaddr995 = mul i64 %loop.index122.us124, 8
  %sunkaddr996 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr995
  %sunkaddr997 = getelementptr i8, ptr %sunkaddr996, i64 32
  store double %.6.i51.4, ptr %sunkaddr997, align 8
  %.429.us126.5 = load double, ptr %.6.i, align 8
  %sunkaddr998 = mul i64 %loop.index122.us124, 8
  %sunkaddr999 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr998
  %sunkaddr1000 = getelementptr i8, ptr %sunkaddr999, i64 40
  %.438.us134.5 = load double, ptr %sunkaddr1000, align 8
  %.6.i51.5 = fmul double %.429.us126.5, %.438.us134.5
  %sunkaddr1001 = mul i64 %loop.index122.us124, 8
  %sunkaddr1002 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1001
  %sunkaddr1003 = getelementptr i8, ptr %sunkaddr1002, i64 40
  store double %.6.i51.5, ptr %sunkaddr1003, align 8
  %.429.us126.6 = load double, ptr %.6.i, align 8
  %sunkaddr1004 = mul i64 %loop.index122.us124, 8
  %sunkaddr1005 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr1004
  %sunkaddr1006 = getelementptr i8, ptr %sunkaddr1005, i64 48
  %.438.us134.6 = load double, ptr %sunkaddr1006, align 8
  %.6.i51.6 = fmul double %.429.us126.6, %.438.us134.6
  %sunkaddr1007 = mul i64 %loop.index122.us124, 8
  %sunkaddr1008 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1007
  %sunkaddr1009 = getelementptr i8, ptr %sunkaddr1008, i64 48
  store double %.6.i51.6, ptr %sunkaddr1009, align 8
  %.429.us126.7 = load double, ptr %.6.i, align 8
  %sunkaddr1010 = mul i64 %loop.index122.us124, 8
  %sunkaddr1011 = getelementptr i8, ptr %arg.w.4, i64 %sunkaddr1010
  %sunkaddr1012 = getelementptr i8, ptr %sunkaddr1011, i64 56
  %.438.us134.7 = load double, ptr %sunkaddr1012, align 8
  %.6.i51.7 = fmul double %.429.us126.7, %.438.us134.7
  %sunkaddr1013 = mul i64 %loop.index122.us124, 8
  %sunkaddr1014 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1013
  %sunkaddr1015 = getelementptr i8, ptr %sunkaddr1014, i64 56
  store double %.6.i51.7, ptr %sunkaddr1015, align 8
  %.467.us130.7 = add nuw nsw i64 %loop.index122.us124, 8
  %exitcond159.not.7 = icmp eq i64 %dest_shape.1175180, %.467.us130.7
  br i1 %exitcond159.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us127, !llvm.loop !77

.112.endif.endif.endif.endif.endif.if.if:         ; preds = %.112.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us127, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us127.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block231, %vec.epilog.middle.block246, %middle.block277, %vec.epilog.middle.block292, %middle.block320, %vec.epilog.middle.block334
  tail call void @NRT_decref(ptr %arg.w.0)
  %xtraiter.i = and i64 %dest_shape.1175180, 7
  %95 = icmp samesign ult i64 %dest_shape.1175180, 8
  br i1 %95, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !27

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat713 = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.1175180, %const_mat713
  %96 = add nsw i64 %dest_shape.1175180, -8
  %97 = lshr i64 %96, 3
  %98 = add nuw nsw i64 %97, 1
  %xtraiter386 = and i64 %98, 3
  %99 = and i64 %96, 24
  %lcmp.mod387.not = icmp eq i64 %99, 24
  br i1 %lcmp.mod387.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !26

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv459 = phi i64 [ %xtraiter386, %.89.endif.i.prol.preheader ], [ %lsr.iv.next460, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i48, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !78
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i53.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i53.prol, align 8, !noalias !78
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !78
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !78
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !78
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !78
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !78
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !78
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next460 = add i64 %lsr.iv459, -1
  %prol.iter388.cmp.not = icmp eq i64 %lsr.iv.next460, 0
  br i1 %prol.iter388.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !81, !llvm.loop !82

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i48, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %100 = icmp ult i64 %96, 24
  br i1 %100, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !83

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i71, label %.89.endif.epil.preheader.i, !prof !10

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i48, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %101 = shl i64 %epil.iter.i, 3
  %scevgep458 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %101
  %.106.epil.i = load double, ptr %scevgep458, align 8, !noalias !78
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i71, label %.89.endif.epil.i, !prof !11, !llvm.loop !84

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !78
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i53 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i53, align 8, !noalias !78
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !78
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !78
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !78
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !78
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !78
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !78
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !78
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i53.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i53.1, align 8, !noalias !78
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !78
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !78
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !78
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !78
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !78
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !78
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !78
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i53.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i53.2, align 8, !noalias !78
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !78
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !78
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !78
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !78
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !78
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !78
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !78
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i53.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i53.3, align 8, !noalias !78
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !78
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !78
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !78
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !78
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !78
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !78
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !15, !llvm.loop !85

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader401, %for.body.endif.endif.endif
  %loop.index122 = phi i64 [ %.467.7, %for.body.endif.endif.endif ], [ %loop.index122.unr, %for.body.endif.endif.endif.preheader401 ]
  %.429 = load double, ptr %.6.i, align 8
  %.438 = load double, ptr %arg.w.4, align 8
  %.6.i52 = fmul double %.429, %.438
  %sunkaddr1016 = mul i64 %loop.index122, 8
  %sunkaddr1017 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1016
  store double %.6.i52, ptr %sunkaddr1017, align 8
  %.429.1 = load double, ptr %.6.i, align 8
  %.438.1 = load double, ptr %arg.w.4, align 8
  %.6.i52.1 = fmul double %.429.1, %.438.1
  %sunkaddr1018 = mul i64 %loop.index122, 8
  %sunkaddr1019 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, ptr %sunkaddr1019, i64 8
  store double %.6.i52.1, ptr %sunkaddr1020, align 8
  %.429.2 = load double, ptr %.6.i, align 8
  %.438.2 = load double, ptr %arg.w.4, align 8
  %.6.i52.2 = fmul double %.429.2, %.438.2
  %sunkaddr1021 = mul i64 %loop.index122, 8
  %sunkaddr1022 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, ptr %sunkaddr1022, i64 16
  store double %.6.i52.2, ptr %sunkaddr1023, align 8
  %.429.3 = load double, ptr %.6.i, align 8
  %.438.3 = load double, ptr %arg.w.4, align 8
  %.6.i52.3 = fmul double %.429.3, %.438.3
  %sunkaddr1024 = mul i64 %loop.index122, 8
  %sunkaddr1025 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, ptr %sunkaddr1025, i64 24
  store double %.6.i52.3, ptr %sunkaddr1026, align 8
  %.429.4 = load double, ptr %.6.i, align 8
  %.438.4 = load double, ptr %arg.w.4, align 8
  %.6.i52.4 = fmul double %.429.4, %.438.4
  %sunkaddr1027 = mul i64 %loop.index122, 8
  %sunkaddr1028 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, ptr %sunkaddr1028, i64 32
  store double %.6.i52.4, ptr %sunkaddr1029, align 8
  %.429.5 = load double, ptr %.6.i, align 8
  %.438.5 = load double, ptr %arg.w.4, align 8
  %.6.i52.5 = fmul double %.429.5, %.438.5
  %sunkaddr1030 = mul i64 %loop.index122, 8
  %sunkaddr1031 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, ptr %sunkaddr1031, i64 40
  store double %.6.i52.5, ptr %sunkaddr1032, align 8
  %.429.6 = load double, ptr %.6.i, align 8
  %.438.6 = load double, ptr %arg.w.4, align 8
  %.6.i52.6 = fmul double %.429.6, %.438.6
  %sunkaddr1033 = mul i64 %loop.index122, 8
  %sunkaddr1034 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, ptr %sunkaddr1034, i64 48
  store double %.6.i52.6, ptr %sunkaddr1035, align 8
  %.429.7 = load double, ptr %.6.i, align 8
  %.438.7 = load double, ptr %arg.w.4, align 8
  %.6.i52.7 = fmul double %.429.7, %.438.7
  %sunkaddr1036 = mul i64 %loop.index122, 8
  %sunkaddr1037 = getelementptr i8, ptr %.6.i48, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, ptr %sunkaddr1037, i64 56
  store double %.6.i52.7, ptr %sunkaddr1038, align 8
  %.467.7 = add nuw nsw i64 %loop.index122, 8
  %exitcond158.not.7 = icmp eq i64 %dest_shape.1175180, %.467.7
  br i1 %exitcond158.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !87

B128.i71:                                         ; preds = %.89.endif.epil.i, %for.end.thread158, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread158 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i41)
  %.561 = shl nsw i64 %.44.fca.5.0.load.fr, 3
  %.7.i.i75 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.561, i32 32), !noalias !88
  %.8.i.i76 = icmp eq ptr %.7.i.i75, null
  br i1 %.8.i.i76, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !9

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i71
  %.5.i81 = getelementptr i8, ptr %.7.i.i75, i64 24
  %.6.i82 = load ptr, ptr %.5.i81, align 8
  %.629140 = icmp sgt i64 %.44.fca.5.0.load.fr, 0
  br i1 %.629140, label %for.body.1.lr.ph, label %for.end.1.thread166

for.end.1.thread166:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.631.not = icmp eq i64 %.44.fca.5.0.load.fr, 1
  br i1 %.631.not, label %for.body.1.endif.endif, label %iter.check342

iter.check342:                                    ; preds = %for.body.1.lr.ph
  %102 = ptrtoint ptr %.6.i82 to i64
  %103 = ptrtoint ptr %.6.i to i64
  %min.iters.check340 = icmp ult i64 %.44.fca.5.0.load.fr, 4
  %104 = sub i64 %102, %103
  %diff.check339 = icmp ult i64 %104, 256
  %or.cond = select i1 %min.iters.check340, i1 true, i1 %diff.check339
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check344

vector.main.loop.iter.check344:                   ; preds = %iter.check342
  %min.iters.check343 = icmp ult i64 %.44.fca.5.0.load.fr, 32
  br i1 %min.iters.check343, label %vec.epilog.ph361, label %vector.ph345

vector.ph345:                                     ; preds = %vector.main.loop.iter.check344
  %n.vec347 = and i64 %.44.fca.5.0.load.fr, %const
  br label %vector.body348

vector.body348:                                   ; preds = %vector.body348, %vector.ph345
  %index349 = phi i64 [ 0, %vector.ph345 ], [ %index.next354, %vector.body348 ]
  %sunkaddr1039 = mul i64 %index349, 8
  %sunkaddr1040 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1039
  %wide.load350 = load <8 x double>, ptr %sunkaddr1040, align 8
  %sunkaddr1041 = mul i64 %index349, 8
  %sunkaddr1042 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1041
  %sunkaddr1043 = getelementptr i8, ptr %sunkaddr1042, i64 64
  %wide.load351 = load <8 x double>, ptr %sunkaddr1043, align 8
  %sunkaddr1044 = mul i64 %index349, 8
  %sunkaddr1045 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1044
  %sunkaddr1046 = getelementptr i8, ptr %sunkaddr1045, i64 128
  %wide.load352 = load <8 x double>, ptr %sunkaddr1046, align 8
  %sunkaddr1047 = mul i64 %index349, 8
  %sunkaddr1048 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1047
  %sunkaddr1049 = getelementptr i8, ptr %sunkaddr1048, i64 192
  %wide.load353 = load <8 x double>, ptr %sunkaddr1049, align 8
  %105 = fmul <8 x double> %wide.load350, %wide.load350
  %106 = fmul <8 x double> %wide.load351, %wide.load351
  %107 = fmul <8 x double> %wide.load352, %wide.load352
  %108 = fmul <8 x double> %wide.load353, %wide.load353
  %sunkaddr1050 = mul i64 %index349, 8
  %sunkaddr1051 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1050
  store <8 x double> %105, ptr %sunkaddr1051, align 8
  %sunkaddr1052 = mul i64 %index349, 8
  %sunkaddr1053 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1052
  %sunkaddr1054 = getelementptr i8, ptr %sunkaddr1053, i64 64
  store <8 x double> %106, ptr %sunkaddr1054, align 8
  %sunkaddr1055 = mul i64 %index349, 8
  %sunkaddr1056 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1055
  %sunkaddr1057 = getelementptr i8, ptr %sunkaddr1056, i64 128
  store <8 x double> %107, ptr %sunkaddr1057, align 8
  %sunkaddr1058 = mul i64 %index349, 8
  %sunkaddr1059 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1058
  %sunkaddr1060 = getelementptr i8, ptr %sunkaddr1059, i64 192
  store <8 x double> %108, ptr %sunkaddr1060, align 8
  %index.next354 = add nuw i64 %index349, 32
  %109 = icmp eq i64 %n.vec347, %index.next354
  br i1 %109, label %middle.block355, label %vector.body348, !llvm.loop !95

middle.block355:                                  ; preds = %vector.body348
  %cmp.n356 = icmp eq i64 %.44.fca.5.0.load.fr, %n.vec347
  br i1 %cmp.n356, label %.89.endif.preheader.i87, label %vec.epilog.iter.check359

vec.epilog.iter.check359:                         ; preds = %middle.block355
  %110 = and i64 %.44.fca.5.0.load.fr, 28
  %min.epilog.iters.check360 = icmp eq i64 %110, 0
  br i1 %min.epilog.iters.check360, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph361, !prof !47

vec.epilog.ph361:                                 ; preds = %vector.main.loop.iter.check344, %vec.epilog.iter.check359
  %vec.epilog.resume.val357 = phi i64 [ %n.vec347, %vec.epilog.iter.check359 ], [ 0, %vector.main.loop.iter.check344 ]
  %const_mat719 = add i64 %const, 28
  %n.vec363 = and i64 %.44.fca.5.0.load.fr, %const_mat719
  br label %vec.epilog.vector.body364

vec.epilog.vector.body364:                        ; preds = %vec.epilog.vector.body364, %vec.epilog.ph361
  %index365 = phi i64 [ %vec.epilog.resume.val357, %vec.epilog.ph361 ], [ %index.next367, %vec.epilog.vector.body364 ]
  %111 = shl i64 %index365, 3
  %scevgep441 = getelementptr i8, ptr %.6.i, i64 %111
  %wide.load366 = load <4 x double>, ptr %scevgep441, align 8
  %112 = fmul <4 x double> %wide.load366, %wide.load366
  %113 = shl i64 %index365, 3
  %scevgep440 = getelementptr i8, ptr %.6.i82, i64 %113
  store <4 x double> %112, ptr %scevgep440, align 8
  %index.next367 = add nuw i64 %index365, 4
  %114 = icmp eq i64 %n.vec363, %index.next367
  br i1 %114, label %vec.epilog.middle.block368, label %vec.epilog.vector.body364, !llvm.loop !96

vec.epilog.middle.block368:                       ; preds = %vec.epilog.vector.body364
  %cmp.n369 = icmp eq i64 %.44.fca.5.0.load.fr, %n.vec363
  br i1 %cmp.n369, label %.89.endif.preheader.i87, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check342, %vec.epilog.iter.check359, %vec.epilog.middle.block368
  %loop.index.1142.us.ph = phi i64 [ 0, %iter.check342 ], [ %n.vec347, %vec.epilog.iter.check359 ], [ %n.vec363, %vec.epilog.middle.block368 ]
  %115 = sub nsw i64 %.44.fca.5.0.load.fr, %loop.index.1142.us.ph
  %xtraiter389 = and i64 %115, 7
  %lcmp.mod390.not = icmp eq i64 %xtraiter389, 0
  br i1 %lcmp.mod390.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv438 = phi i64 [ %xtraiter389, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next439, %for.body.1.endif.endif.us.prol ]
  %loop.index.1142.us.prol = phi i64 [ %.668.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1142.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %116 = shl i64 %loop.index.1142.us.prol, 3
  %scevgep437 = getelementptr i8, ptr %.6.i, i64 %116
  %.639.us.prol = load double, ptr %scevgep437, align 8
  %.5.i83.prol = fmul double %.639.us.prol, %.639.us.prol
  %117 = shl i64 %loop.index.1142.us.prol, 3
  %scevgep436 = getelementptr i8, ptr %.6.i82, i64 %117
  store double %.5.i83.prol, ptr %scevgep436, align 8
  %.668.us.prol = add nuw i64 %loop.index.1142.us.prol, 1
  %lsr.iv.next439 = add nsw i64 %lsr.iv438, -1
  %prol.iter391.cmp.not = icmp eq i64 %lsr.iv.next439, 0
  br i1 %prol.iter391.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !97

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1142.us.unr = phi i64 [ %loop.index.1142.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.668.us.prol, %for.body.1.endif.endif.us.prol ]
  %118 = sub nsw i64 %loop.index.1142.us.ph, %.44.fca.5.0.load.fr
  %119 = icmp ugt i64 %118, -8
  br i1 %119, label %.89.endif.preheader.i87, label %for.body.1.endif.endif.us.preheader395

for.body.1.endif.endif.us.preheader395:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader395, %for.body.1.endif.endif.us
  %loop.index.1142.us = phi i64 [ %.668.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1142.us.unr, %for.body.1.endif.endif.us.preheader395 ]
  %sunkaddr1061 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1062 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1061
  %.639.us = load double, ptr %sunkaddr1062, align 8
  %.5.i83 = fmul double %.639.us, %.639.us
  %sunkaddr1063 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1064 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1063
  store double %.5.i83, ptr %sunkaddr1064, align 8
  %sunkaddr1065 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1066 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1065
  %sunkaddr1067 = getelementptr i8, ptr %sunkaddr1066, i64 8
  %.639.us.1 = load double, ptr %sunkaddr1067, align 8
  %.5.i83.1 = fmul double %.639.us.1, %.639.us.1
  %sunkaddr1068 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1069 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1068
  %sunkaddr1070 = getelementptr i8, ptr %sunkaddr1069, i64 8
  store double %.5.i83.1, ptr %sunkaddr1070, align 8
  %sunkaddr1071 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1072 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1071
  %sunkaddr1073 = getelementptr i8, ptr %sunkaddr1072, i64 16
  %.639.us.2 = load double, ptr %sunkaddr1073, align 8
  %.5.i83.2 = fmul double %.639.us.2, %.639.us.2
  %sunkaddr1074 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1075 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1074
  %sunkaddr1076 = getelementptr i8, ptr %sunkaddr1075, i64 16
  store double %.5.i83.2, ptr %sunkaddr1076, align 8
  %sunkaddr1077 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1078 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1077
  %sunkaddr1079 = getelementptr i8, ptr %sunkaddr1078, i64 24
  %.639.us.3 = load double, ptr %sunkaddr1079, align 8
  %.5.i83.3 = fmul double %.639.us.3, %.639.us.3
  %sunkaddr1080 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1081 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1080
  %sunkaddr1082 = getelementptr i8, ptr %sunkaddr1081, i64 24
  store double %.5.i83.3, ptr %sunkaddr1082, align 8
  %sunkaddr1083 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1084 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1083
  %sunkaddr1085 = getelementptr i8, ptr %sunkaddr1084, i64 32
  %.639.us.4 = load double, ptr %sunkaddr1085, align 8
  %.5.i83.4 = fmul double %.639.us.4, %.639.us.4
  %sunkaddr1086 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1087 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1086
  %sunkaddr1088 = getelementptr i8, ptr %sunkaddr1087, i64 32
  store double %.5.i83.4, ptr %sunkaddr1088, align 8
  %sunkaddr1089 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1090 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1089
  %sunkaddr1091 = getelementptr i8, ptr %sunkaddr1090, i64 40
  %.639.us.5 = load double, ptr %sunkaddr1091, align 8
  %.5.i83.5 = fmul double %.639.us.5, %.639.us.5
  %sunkaddr1092 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1093 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1092
  %sunkaddr1094 = getelementptr i8, ptr %sunkaddr1093, i64 40
  store double %.5.i83.5, ptr %sunkaddr1094, align 8
  %sunkaddr1095 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1096 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1095
  %sunkaddr1097 = getelementptr i8, ptr %sunkaddr1096, i64 48
  %.639.us.6 = load double, ptr %sunkaddr1097, align 8
  %.5.i83.6 = fmul double %.639.us.6, %.639.us.6
  %sunkaddr1098 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1099 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1098
  %sunkaddr1100 = getelementptr i8, ptr %sunkaddr1099, i64 48
  store double %.5.i83.6, ptr %sunkaddr1100, align 8
  %sunkaddr1101 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1102 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1101
  %sunkaddr1103 = getelementptr i8, ptr %sunkaddr1102, i64 56
  %.639.us.7 = load double, ptr %sunkaddr1103, align 8
  %.5.i83.7 = fmul double %.639.us.7, %.639.us.7
  %sunkaddr1104 = mul i64 %loop.index.1142.us, 8
  %sunkaddr1105 = getelementptr i8, ptr %.6.i82, i64 %sunkaddr1104
  %sunkaddr1106 = getelementptr i8, ptr %sunkaddr1105, i64 56
  store double %.5.i83.7, ptr %sunkaddr1106, align 8
  %.668.us.7 = add nuw nsw i64 %loop.index.1142.us, 8
  %exitcond163.not.7 = icmp eq i64 %.44.fca.5.0.load.fr, %.668.us.7
  br i1 %exitcond163.not.7, label %.89.endif.preheader.i87, label %for.body.1.endif.endif.us, !llvm.loop !98

for.end.endif.endif.endif.endif.if.if:            ; preds = %B128.i71
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.14, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i87:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block355, %vec.epilog.middle.block368, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %xtraiter.i88 = and i64 %.44.fca.5.0.load.fr, 7
  %120 = icmp samesign ult i64 %.44.fca.5.0.load.fr, 8
  br i1 %120, label %.89.endif.epil.preheader.i123, label %.89.endif.preheader.new.i89, !prof !27

.89.endif.preheader.new.i89:                      ; preds = %.89.endif.preheader.i87
  %const_mat714 = add i64 %const, 24
  %unroll_iter.i90 = and i64 %.44.fca.5.0.load.fr, %const_mat714
  %121 = add nsw i64 %.44.fca.5.0.load.fr, -8
  %122 = lshr i64 %121, 3
  %123 = add nuw nsw i64 %122, 1
  %xtraiter392 = and i64 %123, 3
  %124 = and i64 %121, 24
  %lcmp.mod393.not = icmp eq i64 %124, 24
  br i1 %lcmp.mod393.not, label %.89.endif.i91.prol.loopexit, label %.89.endif.i91.prol.preheader, !prof !26

.89.endif.i91.prol.preheader:                     ; preds = %.89.endif.preheader.new.i89
  br label %.89.endif.i91.prol

.89.endif.i91.prol:                               ; preds = %.89.endif.i91.prol.preheader, %.89.endif.i91.prol
  %lsr.iv = phi i64 [ %xtraiter392, %.89.endif.i91.prol.preheader ], [ %lsr.iv.next, %.89.endif.i91.prol ]
  %lsr.iv.i92.prol = phi i64 [ %lsr.iv.next.i119.prol, %.89.endif.i91.prol ], [ %unroll_iter.i90, %.89.endif.i91.prol.preheader ]
  %.77.013.i93.prol = phi ptr [ %.114.7.i118.prol, %.89.endif.i91.prol ], [ %.6.i82, %.89.endif.i91.prol.preheader ]
  %.72.012.i94.prol = phi double [ %.108.7.i117.prol, %.89.endif.i91.prol ], [ 0.000000e+00, %.89.endif.i91.prol.preheader ]
  %.106.i95.prol = load double, ptr %.77.013.i93.prol, align 8, !noalias !99
  %.108.i96.prol = fadd double %.72.012.i94.prol, %.106.i95.prol
  %.114.i97.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 8
  %.106.1.i98.prol = load double, ptr %.114.i97.prol, align 8, !noalias !99
  %.108.1.i99.prol = fadd double %.108.i96.prol, %.106.1.i98.prol
  %.114.1.i100.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 16
  %.106.2.i101.prol = load double, ptr %.114.1.i100.prol, align 8, !noalias !99
  %.108.2.i102.prol = fadd double %.108.1.i99.prol, %.106.2.i101.prol
  %.114.2.i103.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 24
  %.106.3.i104.prol = load double, ptr %.114.2.i103.prol, align 8, !noalias !99
  %.108.3.i105.prol = fadd double %.108.2.i102.prol, %.106.3.i104.prol
  %.114.3.i106.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 32
  %.106.4.i107.prol = load double, ptr %.114.3.i106.prol, align 8, !noalias !99
  %.108.4.i108.prol = fadd double %.108.3.i105.prol, %.106.4.i107.prol
  %.114.4.i109.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 40
  %.106.5.i110.prol = load double, ptr %.114.4.i109.prol, align 8, !noalias !99
  %.108.5.i111.prol = fadd double %.108.4.i108.prol, %.106.5.i110.prol
  %.114.5.i112.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 48
  %.106.6.i113.prol = load double, ptr %.114.5.i112.prol, align 8, !noalias !99
  %.108.6.i114.prol = fadd double %.108.5.i111.prol, %.106.6.i113.prol
  %.114.6.i115.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 56
  %.106.7.i116.prol = load double, ptr %.114.6.i115.prol, align 8, !noalias !99
  %.108.7.i117.prol = fadd double %.108.6.i114.prol, %.106.7.i116.prol
  %.114.7.i118.prol = getelementptr i8, ptr %.77.013.i93.prol, i64 64
  %lsr.iv.next.i119.prol = add i64 %lsr.iv.i92.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter394.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter394.cmp.not, label %.89.endif.i91.prol.loopexit, label %.89.endif.i91.prol, !prof !81, !llvm.loop !102

.89.endif.i91.prol.loopexit:                      ; preds = %.89.endif.i91.prol, %.89.endif.preheader.new.i89
  %.108.7.i117.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i89 ], [ %.108.7.i117.prol, %.89.endif.i91.prol ]
  %.114.7.i118.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i89 ], [ %.114.7.i118.prol, %.89.endif.i91.prol ]
  %lsr.iv.i92.unr = phi i64 [ %unroll_iter.i90, %.89.endif.preheader.new.i89 ], [ %lsr.iv.next.i119.prol, %.89.endif.i91.prol ]
  %.77.013.i93.unr = phi ptr [ %.6.i82, %.89.endif.preheader.new.i89 ], [ %.114.7.i118.prol, %.89.endif.i91.prol ]
  %.72.012.i94.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i89 ], [ %.108.7.i117.prol, %.89.endif.i91.prol ]
  %125 = icmp ult i64 %121, 24
  br i1 %125, label %common.ret.loopexit.unr-lcssa.i121, label %.89.endif.i91.preheader, !prof !83

.89.endif.i91.preheader:                          ; preds = %.89.endif.i91.prol.loopexit
  br label %.89.endif.i91

common.ret.loopexit.unr-lcssa.i121:               ; preds = %.89.endif.i91, %.89.endif.i91.prol.loopexit
  %.108.7.i117.lcssa = phi double [ %.108.7.i117.lcssa.unr, %.89.endif.i91.prol.loopexit ], [ %.108.7.i117.3, %.89.endif.i91 ]
  %.114.7.i118.lcssa = phi ptr [ %.114.7.i118.lcssa.unr, %.89.endif.i91.prol.loopexit ], [ %.114.7.i118.3, %.89.endif.i91 ]
  %lcmp.mod.not.i122 = icmp eq i64 %xtraiter.i88, 0
  br i1 %lcmp.mod.not.i122, label %for.end.1.endif, label %.89.endif.epil.preheader.i123, !prof !10

.89.endif.epil.preheader.i123:                    ; preds = %common.ret.loopexit.unr-lcssa.i121, %.89.endif.preheader.i87
  %.77.013.epil.init.i124 = phi ptr [ %.6.i82, %.89.endif.preheader.i87 ], [ %.114.7.i118.lcssa, %common.ret.loopexit.unr-lcssa.i121 ]
  %.72.012.epil.init.i125 = phi double [ 0.000000e+00, %.89.endif.preheader.i87 ], [ %.108.7.i117.lcssa, %common.ret.loopexit.unr-lcssa.i121 ]
  br label %.89.endif.epil.i126

.89.endif.epil.i126:                              ; preds = %.89.endif.epil.i126, %.89.endif.epil.preheader.i123
  %.72.012.epil.i127 = phi double [ %.108.epil.i131, %.89.endif.epil.i126 ], [ %.72.012.epil.init.i125, %.89.endif.epil.preheader.i123 ]
  %epil.iter.i128 = phi i64 [ %epil.iter.next.i132, %.89.endif.epil.i126 ], [ 0, %.89.endif.epil.preheader.i123 ]
  %126 = shl i64 %epil.iter.i128, 3
  %scevgep403 = getelementptr i8, ptr %.77.013.epil.init.i124, i64 %126
  %.106.epil.i130 = load double, ptr %scevgep403, align 8, !noalias !99
  %.108.epil.i131 = fadd double %.72.012.epil.i127, %.106.epil.i130
  %epil.iter.next.i132 = add i64 %epil.iter.i128, 1
  %epil.iter.cmp.not.i133 = icmp eq i64 %xtraiter.i88, %epil.iter.next.i132
  br i1 %epil.iter.cmp.not.i133, label %for.end.1.endif, label %.89.endif.epil.i126, !prof !11, !llvm.loop !84

.89.endif.i91:                                    ; preds = %.89.endif.i91.preheader, %.89.endif.i91
  %lsr.iv.i92 = phi i64 [ %lsr.iv.next.i119.3, %.89.endif.i91 ], [ %lsr.iv.i92.unr, %.89.endif.i91.preheader ]
  %.77.013.i93 = phi ptr [ %.114.7.i118.3, %.89.endif.i91 ], [ %.77.013.i93.unr, %.89.endif.i91.preheader ]
  %.72.012.i94 = phi double [ %.108.7.i117.3, %.89.endif.i91 ], [ %.72.012.i94.unr, %.89.endif.i91.preheader ]
  %.106.i95 = load double, ptr %.77.013.i93, align 8, !noalias !99
  %.108.i96 = fadd double %.72.012.i94, %.106.i95
  %.114.i97 = getelementptr i8, ptr %.77.013.i93, i64 8
  %.106.1.i98 = load double, ptr %.114.i97, align 8, !noalias !99
  %.108.1.i99 = fadd double %.108.i96, %.106.1.i98
  %.114.1.i100 = getelementptr i8, ptr %.77.013.i93, i64 16
  %.106.2.i101 = load double, ptr %.114.1.i100, align 8, !noalias !99
  %.108.2.i102 = fadd double %.108.1.i99, %.106.2.i101
  %.114.2.i103 = getelementptr i8, ptr %.77.013.i93, i64 24
  %.106.3.i104 = load double, ptr %.114.2.i103, align 8, !noalias !99
  %.108.3.i105 = fadd double %.108.2.i102, %.106.3.i104
  %.114.3.i106 = getelementptr i8, ptr %.77.013.i93, i64 32
  %.106.4.i107 = load double, ptr %.114.3.i106, align 8, !noalias !99
  %.108.4.i108 = fadd double %.108.3.i105, %.106.4.i107
  %.114.4.i109 = getelementptr i8, ptr %.77.013.i93, i64 40
  %.106.5.i110 = load double, ptr %.114.4.i109, align 8, !noalias !99
  %.108.5.i111 = fadd double %.108.4.i108, %.106.5.i110
  %.114.5.i112 = getelementptr i8, ptr %.77.013.i93, i64 48
  %.106.6.i113 = load double, ptr %.114.5.i112, align 8, !noalias !99
  %.108.6.i114 = fadd double %.108.5.i111, %.106.6.i113
  %.114.6.i115 = getelementptr i8, ptr %.77.013.i93, i64 56
  %.106.7.i116 = load double, ptr %.114.6.i115, align 8, !noalias !99
  %.108.7.i117 = fadd double %.108.6.i114, %.106.7.i116
  %.114.7.i118 = getelementptr i8, ptr %.77.013.i93, i64 64
  %.106.i95.1 = load double, ptr %.114.7.i118, align 8, !noalias !99
  %.108.i96.1 = fadd double %.108.7.i117, %.106.i95.1
  %.114.i97.1 = getelementptr i8, ptr %.77.013.i93, i64 72
  %.106.1.i98.1 = load double, ptr %.114.i97.1, align 8, !noalias !99
  %.108.1.i99.1 = fadd double %.108.i96.1, %.106.1.i98.1
  %.114.1.i100.1 = getelementptr i8, ptr %.77.013.i93, i64 80
  %.106.2.i101.1 = load double, ptr %.114.1.i100.1, align 8, !noalias !99
  %.108.2.i102.1 = fadd double %.108.1.i99.1, %.106.2.i101.1
  %.114.2.i103.1 = getelementptr i8, ptr %.77.013.i93, i64 88
  %.106.3.i104.1 = load double, ptr %.114.2.i103.1, align 8, !noalias !99
  %.108.3.i105.1 = fadd double %.108.2.i102.1, %.106.3.i104.1
  %.114.3.i106.1 = getelementptr i8, ptr %.77.013.i93, i64 96
  %.106.4.i107.1 = load double, ptr %.114.3.i106.1, align 8, !noalias !99
  %.108.4.i108.1 = fadd double %.108.3.i105.1, %.106.4.i107.1
  %.114.4.i109.1 = getelementptr i8, ptr %.77.013.i93, i64 104
  %.106.5.i110.1 = load double, ptr %.114.4.i109.1, align 8, !noalias !99
  %.108.5.i111.1 = fadd double %.108.4.i108.1, %.106.5.i110.1
  %.114.5.i112.1 = getelementptr i8, ptr %.77.013.i93, i64 112
  %.106.6.i113.1 = load double, ptr %.114.5.i112.1, align 8, !noalias !99
  %.108.6.i114.1 = fadd double %.108.5.i111.1, %.106.6.i113.1
  %.114.6.i115.1 = getelementptr i8, ptr %.77.013.i93, i64 120
  %.106.7.i116.1 = load double, ptr %.114.6.i115.1, align 8, !noalias !99
  %.108.7.i117.1 = fadd double %.108.6.i114.1, %.106.7.i116.1
  %.114.7.i118.1 = getelementptr i8, ptr %.77.013.i93, i64 128
  %.106.i95.2 = load double, ptr %.114.7.i118.1, align 8, !noalias !99
  %.108.i96.2 = fadd double %.108.7.i117.1, %.106.i95.2
  %.114.i97.2 = getelementptr i8, ptr %.77.013.i93, i64 136
  %.106.1.i98.2 = load double, ptr %.114.i97.2, align 8, !noalias !99
  %.108.1.i99.2 = fadd double %.108.i96.2, %.106.1.i98.2
  %.114.1.i100.2 = getelementptr i8, ptr %.77.013.i93, i64 144
  %.106.2.i101.2 = load double, ptr %.114.1.i100.2, align 8, !noalias !99
  %.108.2.i102.2 = fadd double %.108.1.i99.2, %.106.2.i101.2
  %.114.2.i103.2 = getelementptr i8, ptr %.77.013.i93, i64 152
  %.106.3.i104.2 = load double, ptr %.114.2.i103.2, align 8, !noalias !99
  %.108.3.i105.2 = fadd double %.108.2.i102.2, %.106.3.i104.2
  %.114.3.i106.2 = getelementptr i8, ptr %.77.013.i93, i64 160
  %.106.4.i107.2 = load double, ptr %.114.3.i106.2, align 8, !noalias !99
  %.108.4.i108.2 = fadd double %.108.3.i105.2, %.106.4.i107.2
  %.114.4.i109.2 = getelementptr i8, ptr %.77.013.i93, i64 168
  %.106.5.i110.2 = load double, ptr %.114.4.i109.2, align 8, !noalias !99
  %.108.5.i111.2 = fadd double %.108.4.i108.2, %.106.5.i110.2
  %.114.5.i112.2 = getelementptr i8, ptr %.77.013.i93, i64 176
  %.106.6.i113.2 = load double, ptr %.114.5.i112.2, align 8, !noalias !99
  %.108.6.i114.2 = fadd double %.108.5.i111.2, %.106.6.i113.2
  %.114.6.i115.2 = getelementptr i8, ptr %.77.013.i93, i64 184
  %.106.7.i116.2 = load double, ptr %.114.6.i115.2, align 8, !noalias !99
  %.108.7.i117.2 = fadd double %.108.6.i114.2, %.106.7.i116.2
  %.114.7.i118.2 = getelementptr i8, ptr %.77.013.i93, i64 192
  %.106.i95.3 = load double, ptr %.114.7.i118.2, align 8, !noalias !99
  %.108.i96.3 = fadd double %.108.7.i117.2, %.106.i95.3
  %.114.i97.3 = getelementptr i8, ptr %.77.013.i93, i64 200
  %.106.1.i98.3 = load double, ptr %.114.i97.3, align 8, !noalias !99
  %.108.1.i99.3 = fadd double %.108.i96.3, %.106.1.i98.3
  %.114.1.i100.3 = getelementptr i8, ptr %.77.013.i93, i64 208
  %.106.2.i101.3 = load double, ptr %.114.1.i100.3, align 8, !noalias !99
  %.108.2.i102.3 = fadd double %.108.1.i99.3, %.106.2.i101.3
  %.114.2.i103.3 = getelementptr i8, ptr %.77.013.i93, i64 216
  %.106.3.i104.3 = load double, ptr %.114.2.i103.3, align 8, !noalias !99
  %.108.3.i105.3 = fadd double %.108.2.i102.3, %.106.3.i104.3
  %.114.3.i106.3 = getelementptr i8, ptr %.77.013.i93, i64 224
  %.106.4.i107.3 = load double, ptr %.114.3.i106.3, align 8, !noalias !99
  %.108.4.i108.3 = fadd double %.108.3.i105.3, %.106.4.i107.3
  %.114.4.i109.3 = getelementptr i8, ptr %.77.013.i93, i64 232
  %.106.5.i110.3 = load double, ptr %.114.4.i109.3, align 8, !noalias !99
  %.108.5.i111.3 = fadd double %.108.4.i108.3, %.106.5.i110.3
  %.114.5.i112.3 = getelementptr i8, ptr %.77.013.i93, i64 240
  %.106.6.i113.3 = load double, ptr %.114.5.i112.3, align 8, !noalias !99
  %.108.6.i114.3 = fadd double %.108.5.i111.3, %.106.6.i113.3
  %.114.6.i115.3 = getelementptr i8, ptr %.77.013.i93, i64 248
  %.106.7.i116.3 = load double, ptr %.114.6.i115.3, align 8, !noalias !99
  %.108.7.i117.3 = fadd double %.108.6.i114.3, %.106.7.i116.3
  %.114.7.i118.3 = getelementptr i8, ptr %.77.013.i93, i64 256
  %lsr.iv.next.i119.3 = add nsw i64 %lsr.iv.i92, -32
  %niter.ncmp.7.i120.3 = icmp eq i64 %lsr.iv.next.i119.3, 0
  br i1 %niter.ncmp.7.i120.3, label %common.ret.loopexit.unr-lcssa.i121, label %.89.endif.i91, !prof !15, !llvm.loop !103

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.639 = load double, ptr %.6.i, align 8
  %.5.i84 = fmul double %.639, %.639
  store double %.5.i84, ptr %.6.i82, align 8
  br label %.89.endif.preheader.i87

for.end.1.endif:                                  ; preds = %.89.endif.epil.i126, %common.ret.loopexit.unr-lcssa.i121, %for.end.1.thread166
  %.72.0.lcssa.i86 = phi double [ 0.000000e+00, %for.end.1.thread166 ], [ %.108.7.i117.lcssa, %common.ret.loopexit.unr-lcssa.i121 ], [ %.108.epil.i131, %.89.endif.epil.i126 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i75)
  %.702 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i86
  store double %.702, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.argsort_gather, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

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
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !9

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
  %.73 = call i32 @_ZN7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.6.0.load, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #3
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !8

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
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !9

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

define double @cfunc._ZN7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels14argsort_gatherB3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #3
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !8

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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !9

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
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14run_quicksort1B3v21B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0) local_unnamed_addr {
B0:
  %.570 = alloca i64, align 8
  store i64 0, ptr %.570, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  tail call void @NRT_incref(ptr %arg.A.0)
  %.104.i.i = sitofp i64 %arg.A.2 to double
  %.115.i.i = fptosi double %.104.i.i to i64
  %.13.i.i.i = tail call i64 @llvm.smax.i64(i64 %.115.i.i, i64 0)
  %.31.i.i.i = icmp sgt i64 %.115.i.i, 1152921504606846975
  br i1 %.31.i.i.i, label %B0.if.if, label %B0.endif.endif.endif.i.i.i, !prof !9

B0.endif.endif.endif.i.i.i:                       ; preds = %B0
  %.30.i.i.i = shl nuw nsw i64 %.13.i.i.i, 3
  %.7.i.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i.i.i, i32 32), !noalias !104
  %.8.i.i.i.i.i = icmp eq ptr %.7.i.i.i.i.i, null
  br i1 %.8.i.i.i.i.i, label %B0.if.if, label %B388.endif.endif.i.i, !prof !9

B466.i.i:                                         ; preds = %B466.i.i.preheader, %B466.i.i
  %.315121123.i.i = phi i64 [ %.322.i.i, %B466.i.i ], [ %.315121123.i.i.ph, %B466.i.i.preheader ]
  %.322.i.i = add nuw nsw i64 %.315121123.i.i, 1
  %0 = shl i64 %.315121123.i.i, 3
  %scevgep.i.i = getelementptr i8, ptr %.6.i.i.i.i, i64 %0
  store i64 %.315121123.i.i, ptr %scevgep.i.i, align 8, !noalias !120
  %exitcond.not.i.i = icmp eq i64 %.115.i.i, %.322.i.i
  br i1 %exitcond.not.i.i, label %B0.endif, label %B466.i.i, !llvm.loop !121

B388.endif.endif.i.i:                             ; preds = %B0.endif.endif.endif.i.i.i
  %.5.i.i.i.i = getelementptr i8, ptr %.7.i.i.i.i.i, i64 24
  %.6.i.i.i.i = load ptr, ptr %.5.i.i.i.i, align 8, !noalias !122
  %.309122.not.i.i = icmp slt i64 %.115.i.i, 1
  br i1 %.309122.not.i.i, label %B0.endif, label %iter.check.i.i

iter.check.i.i:                                   ; preds = %B388.endif.endif.i.i
  %min.iters.check.i.i = icmp samesign ult i64 %.115.i.i, 4
  br i1 %min.iters.check.i.i, label %B466.i.i.preheader, label %vector.main.loop.iter.check.i.i

B466.i.i.preheader:                               ; preds = %vec.epilog.middle.block.i.i, %vec.epilog.iter.check.i.i, %iter.check.i.i
  %.315121123.i.i.ph = phi i64 [ %n.vec13.i.i, %vec.epilog.middle.block.i.i ], [ %n.vec.i.i, %vec.epilog.iter.check.i.i ], [ 0, %iter.check.i.i ]
  br label %B466.i.i

vector.main.loop.iter.check.i.i:                  ; preds = %iter.check.i.i
  %const = bitcast i64 9223372036854775776 to i64
  %min.iters.check11.i.i = icmp samesign ult i64 %.115.i.i, 32
  br i1 %min.iters.check11.i.i, label %vec.epilog.ph.i.i, label %vector.ph.i.i

vector.ph.i.i:                                    ; preds = %vector.main.loop.iter.check.i.i
  %n.vec.i.i = and i64 %.115.i.i, %const
  br label %vector.body.i.i

vector.body.i.i:                                  ; preds = %vector.body.i.i, %vector.ph.i.i
  %index.i.i = phi i64 [ 0, %vector.ph.i.i ], [ %index.next.i.i, %vector.body.i.i ]
  %vec.ind.i.i = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.i.i ], [ %vec.ind.next.i.i, %vector.body.i.i ]
  %step.add.i.i = add <8 x i64> %vec.ind.i.i, splat (i64 8)
  %step.add.2.i.i = add <8 x i64> %vec.ind.i.i, splat (i64 16)
  %step.add.3.i.i = add <8 x i64> %vec.ind.i.i, splat (i64 24)
  %sunkaddr = mul i64 %index.i.i, 8
  %sunkaddr172 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr
  store <8 x i64> %vec.ind.i.i, ptr %sunkaddr172, align 8, !noalias !120
  %sunkaddr173 = mul i64 %index.i.i, 8
  %sunkaddr174 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr173
  %sunkaddr175 = getelementptr i8, ptr %sunkaddr174, i64 64
  store <8 x i64> %step.add.i.i, ptr %sunkaddr175, align 8, !noalias !120
  %sunkaddr176 = mul i64 %index.i.i, 8
  %sunkaddr177 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr176
  %sunkaddr178 = getelementptr i8, ptr %sunkaddr177, i64 128
  store <8 x i64> %step.add.2.i.i, ptr %sunkaddr178, align 8, !noalias !120
  %sunkaddr179 = mul i64 %index.i.i, 8
  %sunkaddr180 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr179
  %sunkaddr181 = getelementptr i8, ptr %sunkaddr180, i64 192
  store <8 x i64> %step.add.3.i.i, ptr %sunkaddr181, align 8, !noalias !120
  %index.next.i.i = add nuw nsw i64 %index.i.i, 32
  %vec.ind.next.i.i = add <8 x i64> %vec.ind.i.i, splat (i64 32)
  %1 = icmp eq i64 %n.vec.i.i, %index.next.i.i
  br i1 %1, label %middle.block.i.i, label %vector.body.i.i, !llvm.loop !123

middle.block.i.i:                                 ; preds = %vector.body.i.i
  %cmp.n.i.i = icmp eq i64 %n.vec.i.i, %.115.i.i
  br i1 %cmp.n.i.i, label %B0.endif, label %vec.epilog.iter.check.i.i

vec.epilog.iter.check.i.i:                        ; preds = %middle.block.i.i
  %2 = and i64 %.115.i.i, 28
  %min.epilog.iters.check.i.i = icmp eq i64 %2, 0
  br i1 %min.epilog.iters.check.i.i, label %B466.i.i.preheader, label %vec.epilog.ph.i.i, !prof !47

vec.epilog.ph.i.i:                                ; preds = %vec.epilog.iter.check.i.i, %vector.main.loop.iter.check.i.i
  %bc.resume.val.i.i = phi i64 [ %n.vec.i.i, %vec.epilog.iter.check.i.i ], [ 0, %vector.main.loop.iter.check.i.i ]
  %const_mat = add i64 %const, 28
  %n.vec13.i.i = and i64 %.115.i.i, %const_mat
  %broadcast.splatinsert.i.i = insertelement <4 x i64> poison, i64 %bc.resume.val.i.i, i64 0
  %broadcast.splat.i.i = shufflevector <4 x i64> %broadcast.splatinsert.i.i, <4 x i64> poison, <4 x i32> zeroinitializer
  %induction.i.i = or disjoint <4 x i64> %broadcast.splat.i.i, <i64 0, i64 1, i64 2, i64 3>
  br label %vec.epilog.vector.body.i.i

vec.epilog.vector.body.i.i:                       ; preds = %vec.epilog.vector.body.i.i, %vec.epilog.ph.i.i
  %index14.i.i = phi i64 [ %bc.resume.val.i.i, %vec.epilog.ph.i.i ], [ %index.next16.i.i, %vec.epilog.vector.body.i.i ]
  %vec.ind15.i.i = phi <4 x i64> [ %induction.i.i, %vec.epilog.ph.i.i ], [ %vec.ind.next17.i.i, %vec.epilog.vector.body.i.i ]
  %3 = shl i64 %index14.i.i, 3
  %scevgep20.i.i = getelementptr i8, ptr %.6.i.i.i.i, i64 %3
  store <4 x i64> %vec.ind15.i.i, ptr %scevgep20.i.i, align 8, !noalias !120
  %index.next16.i.i = add nuw i64 %index14.i.i, 4
  %vec.ind.next17.i.i = add nuw nsw <4 x i64> %vec.ind15.i.i, splat (i64 4)
  %4 = icmp eq i64 %n.vec13.i.i, %index.next16.i.i
  br i1 %4, label %vec.epilog.middle.block.i.i, label %vec.epilog.vector.body.i.i, !llvm.loop !124

vec.epilog.middle.block.i.i:                      ; preds = %vec.epilog.vector.body.i.i
  %cmp.n18.i.i = icmp eq i64 %n.vec13.i.i, %.115.i.i
  br i1 %cmp.n18.i.i, label %B0.endif, label %B466.i.i.preheader

common.ret:                                       ; preds = %B526.if.if, %B434.if, %B356.if, %B292.if.if, %B206.if, %for.end.if, %B70.endif.endif.endif.endif.endif.if, %B70.endif.endif.if, %B0.if.if, %B566, %B288, %B66
  %common.ret.op = phi i32 [ 0, %B66 ], [ 1, %B288 ], [ 0, %B566 ], [ 1, %B0.if.if ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.endif.endif.if ], [ 1, %for.end.if ], [ 1, %B206.if ], [ 1, %B292.if.if ], [ 1, %B356.if ], [ 1, %B434.if ], [ 1, %B526.if.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %B0.endif
  store ptr %.7.i.i.i.i.i, ptr %retptr, align 8
  %retptr.repack276 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack276, align 8
  %retptr.repack278 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.13.i.i.i, ptr %retptr.repack278, align 8
  %retptr.repack280 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack280, align 8
  %retptr.repack282 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i.i, ptr %retptr.repack282, align 8
  %retptr.repack284 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.13.i.i.i, ptr %retptr.repack284, align 8
  %retptr.repack286 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack286, align 8
  tail call void @NRT_decref(ptr %arg.A.0)
  br label %common.ret

B206:                                             ; preds = %B526.endif, %for.end.endif
  %n.4.0 = phi i64 [ 1, %for.end.endif ], [ %n.5.2, %B526.endif ]
  %sunkaddr182 = getelementptr i8, ptr %.254, i64 24
  %.6.i = load ptr, ptr %sunkaddr182, align 8
  %.485 = load i64, ptr %.6.i, align 8
  %.486 = icmp sgt i64 %n.4.0, %.485
  br i1 %.486, label %B206.if, label %B206.endif, !prof !9

B266:                                             ; preds = %B266.preheader, %B498
  %n.8.1 = phi i64 [ %n.6.2, %B498 ], [ %.456, %B266.preheader ]
  %low.2.1 = phi i64 [ %low.3.2, %B498 ], [ %.500.unpack, %B266.preheader ]
  %high.2.1 = phi i64 [ %high.3.2, %B498 ], [ %.500.unpack253, %B266.preheader ]
  %.540 = icmp slt i64 %n.8.1, 100
  br i1 %.540, label %B292, label %B288

B288:                                             ; preds = %B266
  tail call void @NRT_decref(ptr nonnull %.254)
  tail call void @NRT_decref(ptr nonnull %.7.i.i.i.i.i)
  tail call void @NRT_decref(ptr %arg.A.0)
  store ptr @.const.picklebuf.6f4494cd1734f99914f12ddd9a3edb06ff6332b6, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B292:                                             ; preds = %B266
  store i64 0, ptr %.570, align 8
  %.578 = call i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr nonnull %.570, ptr nonnull %excinfo.2, ptr %arg.A.0, ptr %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, ptr nonnull %.7.i.i.i.i.i, ptr null, i64 %.13.i.i.i, i64 8, ptr %.6.i.i.i.i, i64 %.13.i.i.i, i64 8, i64 %low.2.1, i64 %high.2.1)
  %.588 = load i64, ptr %.570, align 8
  %cond6 = icmp eq i32 %.578, 0
  br i1 %cond6, label %B292.endif, label %B292.if.if, !prof !8

B344:                                             ; preds = %B292.endif
  %.615 = icmp sgt i64 %high.2.1, %.588
  br i1 %.615, label %B356, label %B410

B356:                                             ; preds = %B344
  %.632 = icmp slt i64 %n.8.1, 0
  %sunkaddr184 = getelementptr i8, ptr %.254, i64 24
  %.6.i9 = load ptr, ptr %sunkaddr184, align 8
  %.638 = load i64, ptr %.6.i9, align 8
  %.639 = select i1 %.632, i64 %.638, i64 0
  %.640 = add i64 %.639, %n.8.1
  %.641 = icmp slt i64 %.640, 0
  %.648 = icmp sge i64 %.640, %.638
  %.649 = or i1 %.641, %.648
  br i1 %.649, label %B356.if, label %B356.endif, !prof !9

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
  %.6.i11 = load ptr, ptr %sunkaddr185, align 8
  %.744 = load i64, ptr %.6.i11, align 8
  %.745 = select i1 %.738, i64 %.744, i64 0
  %.746 = add i64 %.745, %n.8.1
  %.747 = icmp slt i64 %.746, 0
  %.754 = icmp sge i64 %.746, %.744
  %.755 = or i1 %.747, %.754
  br i1 %.755, label %B434.if, label %B434.endif, !prof !9

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
  %j.3.2.i = phi i64 [ %.173287294.i, %for.end.i.i ], [ %.173287294.in.i, %B204.preheader.i ], [ %.173287294.i, %B84.endif.i ], [ %.387279.us.i, %B254.endif.us.i ], [ %low.4.2, %B204.backedge.us.i ], [ %low.4.2, %B204.backedge.i ], [ %.387279.i, %B254.endif.i ]
  %.593.i = icmp slt i64 %j.3.2.i, 0
  %.594.i = select i1 %.593.i, i64 %.13.i.i.i, i64 0
  %5 = getelementptr i64, ptr %.6.i.i.i.i, i64 %j.3.2.i
  %.608.i = getelementptr i64, ptr %5, i64 %.594.i
  store i64 %.234.i, ptr %.608.i, align 8, !noalias !125
  %.167.i = icmp sgt i64 %.166281295.i, 1
  br i1 %.167.i, label %B84.endif.i, label %B526.endif

B38.endif.i:                                      ; preds = %B22.i
  %.124.i = sub nsw i64 %high.4.2, %low.4.2
  br label %B84.endif.i

B84.endif.i:                                      ; preds = %B38.endif.i, %B316.i
  %.166281295.i = phi i64 [ %.176.i, %B316.i ], [ %.124.i, %B38.endif.i ]
  %.173287294.in.i = phi i64 [ %.173287294.i, %B316.i ], [ %low.4.2, %B38.endif.i ]
  %.173287294.i = add i64 %.173287294.in.i, 1
  %.176.i = add nsw i64 %.166281295.i, -1
  %.218.i = icmp slt i64 %.173287294.i, 0
  %.219.i = select i1 %.218.i, i64 %.13.i.i.i, i64 0
  %6 = getelementptr i64, ptr %.6.i.i.i.i, i64 %.173287294.i
  %.233.i = getelementptr i64, ptr %6, i64 %.219.i
  %.234.i = load i64, ptr %.233.i, align 8, !noalias !125
  %.29.i.i = icmp slt i64 %.234.i, 0
  %.30.i.i = select i1 %.29.i.i, i64 %arg.A.5.0, i64 0
  %7 = getelementptr double, ptr %arg.A.4, i64 %.234.i
  %.44.i.i = getelementptr double, ptr %7, i64 %.30.i.i
  %.45.i.i = load double, ptr %.44.i.i, align 8, !noalias !129
  %.45.i.fr.i = freeze double %.45.i.i
  %.278.i = icmp sgt i64 %.173287294.i, %low.4.2
  br i1 %.278.i, label %B142.endif.i, label %B316.i

B142.endif.i:                                     ; preds = %B84.endif.i
  %8 = getelementptr i8, ptr %6, i64 -8
  %.320.i = load i64, ptr %8, align 8, !noalias !125
  %.29.i30.i = icmp slt i64 %.320.i, 0
  %.30.i31.i = select i1 %.29.i30.i, i64 %arg.A.5.0, i64 0
  %9 = getelementptr double, ptr %arg.A.4, i64 %.320.i
  %.44.i32.i = getelementptr double, ptr %9, i64 %.30.i31.i
  %.45.i33.i = load double, ptr %.44.i32.i, align 8, !noalias !132
  %.12.i.i = fcmp olt double %.45.i.fr.i, %.45.i33.i
  br i1 %.12.i.i, label %B204.preheader.i, label %for.end.i.i

for.end.i.i:                                      ; preds = %B142.endif.i
  %.25.le.i.i = fcmp ord double %.45.i33.i, 0.000000e+00
  %.52.le.i.i = fcmp uno double %.45.i.fr.i, 0.000000e+00
  %or.cond.i = or i1 %.52.le.i.i, %.25.le.i.i
  br i1 %or.cond.i, label %B316.i, label %B204.preheader.i

B204.preheader.i:                                 ; preds = %for.end.i.i, %B142.endif.i
  %const_mat171 = add i64 %const169, 31
  %.401.inv270.i = icmp ult i64 %.173287294.in.i, %const_mat171
  %.402271.i = select i1 %.401.inv270.i, i64 0, i64 %.13.i.i.i
  %10 = getelementptr i64, ptr %.6.i.i.i.i, i64 %.173287294.in.i
  %.416272.i = getelementptr i64, ptr %10, i64 %.402271.i
  %.417273.i = load i64, ptr %.416272.i, align 8, !noalias !125
  %sunkaddr.i13 = shl i64 %.219.i, 3
  %sunkaddr81.i = getelementptr i8, ptr %6, i64 %sunkaddr.i13
  store i64 %.417273.i, ptr %sunkaddr81.i, align 8, !noalias !125
  %.461277.i = icmp sgt i64 %.173287294.in.i, %low.4.2
  br i1 %.461277.i, label %B254.endif.preheader.i, label %B316.i

B254.endif.preheader.i:                           ; preds = %B204.preheader.i
  %.52.le.i43.i = fcmp uno double %.45.i.fr.i, 0.000000e+00
  br i1 %.52.le.i43.i, label %B254.endif.us.i.preheader, label %B254.endif.i.preheader

B254.endif.i.preheader:                           ; preds = %B254.endif.preheader.i
  br label %B254.endif.i

B254.endif.us.i.preheader:                        ; preds = %B254.endif.preheader.i
  br label %B254.endif.us.i

B254.endif.us.i:                                  ; preds = %B254.endif.us.i.preheader, %B204.backedge.us.i
  %.387279.us.i = phi i64 [ %.387.us.i, %B204.backedge.us.i ], [ %.173287294.in.i, %B254.endif.us.i.preheader ]
  %sunkaddr186 = mul i64 %.387279.us.i, 8
  %sunkaddr187 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr186
  %sunkaddr188 = getelementptr i8, ptr %sunkaddr187, i64 -8
  %.502.us.i = load i64, ptr %sunkaddr188, align 8, !noalias !125
  %.29.i34.us.i = icmp slt i64 %.502.us.i, 0
  %.30.i35.us.i = select i1 %.29.i34.us.i, i64 %arg.A.5.0, i64 0
  %11 = getelementptr double, ptr %arg.A.4, i64 %.502.us.i
  %.44.i36.us.i = getelementptr double, ptr %11, i64 %.30.i35.us.i
  %.45.i37.us.i = load double, ptr %.44.i36.us.i, align 8, !noalias !135
  %.12.i38.us.i = fcmp olt double %.45.i.fr.i, %.45.i37.us.i
  br i1 %.12.i38.us.i, label %B204.backedge.us.i, label %B316.i

B204.backedge.us.i:                               ; preds = %B254.endif.us.i
  %.387.us.i = add i64 %.387279.us.i, -1
  %sunkaddr189 = mul i64 %.387.us.i, 8
  %sunkaddr191 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr189
  %.417.us.i = load i64, ptr %sunkaddr191, align 8, !noalias !125
  %sunkaddr192 = mul i64 %.387279.us.i, 8
  %sunkaddr193 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr192
  store i64 %.417.us.i, ptr %sunkaddr193, align 8, !noalias !125
  %.461.us.i = icmp sgt i64 %.387.us.i, %low.4.2
  br i1 %.461.us.i, label %B254.endif.us.i, label %B316.i

B254.endif.i:                                     ; preds = %B254.endif.i.preheader, %B204.backedge.i
  %.387279.i = phi i64 [ %.387.i, %B204.backedge.i ], [ %.173287294.in.i, %B254.endif.i.preheader ]
  %sunkaddr194 = mul i64 %.387279.i, 8
  %sunkaddr195 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr194
  %sunkaddr196 = getelementptr i8, ptr %sunkaddr195, i64 -8
  %.502.i = load i64, ptr %sunkaddr196, align 8, !noalias !125
  %.29.i34.i = icmp slt i64 %.502.i, 0
  %.30.i35.i = select i1 %.29.i34.i, i64 %arg.A.5.0, i64 0
  %12 = getelementptr double, ptr %arg.A.4, i64 %.502.i
  %.44.i36.i = getelementptr double, ptr %12, i64 %.30.i35.i
  %.45.i37.i = load double, ptr %.44.i36.i, align 8, !noalias !135
  %.12.i38.i = fcmp uge double %.45.i.fr.i, %.45.i37.i
  %.25.le.i40.i = fcmp ord double %.45.i37.i, 0.000000e+00
  %or.cond57.i = and i1 %.12.i38.i, %.25.le.i40.i
  br i1 %or.cond57.i, label %B316.i, label %B204.backedge.i

B204.backedge.i:                                  ; preds = %B254.endif.i
  %.387.i = add i64 %.387279.i, -1
  %sunkaddr197 = mul i64 %.387.i, 8
  %sunkaddr198 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr197
  %.417.i = load i64, ptr %sunkaddr198, align 8, !noalias !125
  %sunkaddr199 = mul i64 %.387279.i, 8
  %sunkaddr200 = getelementptr i8, ptr %.6.i.i.i.i, i64 %sunkaddr199
  store i64 %.417.i, ptr %sunkaddr200, align 8, !noalias !125
  %.461.i = icmp sgt i64 %.387.i, %low.4.2
  br i1 %.461.i, label %B254.endif.i, label %B316.i

B566:                                             ; preds = %B526.endif
  store ptr %.7.i.i.i.i.i, ptr %retptr, align 8
  %retptr.repack259 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack259, align 8
  %retptr.repack261 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.13.i.i.i, ptr %retptr.repack261, align 8
  %retptr.repack263 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack263, align 8
  %retptr.repack265 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i.i, ptr %retptr.repack265, align 8
  %retptr.repack267 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.13.i.i.i, ptr %retptr.repack267, align 8
  %retptr.repack269 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack269, align 8
  tail call void @NRT_decref(ptr nonnull %.254)
  tail call void @NRT_decref(ptr %arg.A.0)
  br label %common.ret

B0.endif:                                         ; preds = %B466.i.i, %vec.epilog.middle.block.i.i, %middle.block.i.i, %B388.endif.endif.i.i
  %.74 = icmp slt i64 %arg.A.5.0, 2
  br i1 %.74, label %B66, label %B70.endif.if

B0.if.if:                                         ; preds = %B0.endif.endif.endif.i.i.i, %B0
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, %B0.endif.endif.endif.i.i.i ], [ @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, %B0 ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B70.endif.if:                                     ; preds = %B0.endif
  %.126 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 40, ptr nonnull @".dtor.list.Partition(int64 x 2)")
  %.127 = icmp eq ptr %.126, null
  br i1 %.127, label %B70.endif.endif.if, label %B70.endif.endif.endif, !prof !9

B70.endif.endif.if:                               ; preds = %B70.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B70.endif.if
  %.5.i14 = getelementptr i8, ptr %.126, i64 24
  %.6.i15 = load ptr, ptr %.5.i14, align 8
  %.139 = getelementptr inbounds nuw i8, ptr %.6.i15, i64 8
  store i64 1, ptr %.139, align 8
  %.6.i17 = load ptr, ptr %.5.i14, align 8
  store i64 0, ptr %.6.i17, align 8
  %.6.i19 = load ptr, ptr %.5.i14, align 8
  %.151 = getelementptr inbounds nuw i8, ptr %.6.i19, i64 16
  store i8 0, ptr %.151, align 1
  %.6.i21 = load ptr, ptr %.5.i14, align 8
  %.164 = getelementptr inbounds nuw i8, ptr %.6.i21, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %.164, i8 0, i64 16, i1 false)
  %.6.i23 = load ptr, ptr %.5.i14, align 8
  store i64 1, ptr %.6.i23, align 8
  %.6.i25 = load ptr, ptr %.5.i14, align 8
  %.210 = getelementptr inbounds nuw i8, ptr %.6.i25, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.210, i8 0, i64 16, i1 false)
  %.6.i27 = load ptr, ptr %.5.i14, align 8
  %.231 = load i64, ptr %.6.i27, align 8
  %.234 = mul i64 %.231, 100
  %13 = add i64 %.234, -576460752303423488
  %.243 = icmp ult i64 %13, -1152921504606846976
  br i1 %.243, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.if, !prof !9

B70.endif.endif.endif.endif.if:                   ; preds = %B70.endif.endif.endif
  %.242 = mul i64 %.231, 1600
  %.244 = or disjoint i64 %.242, 24
  %.254 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 %.244, ptr nonnull @".dtor.list.Partition(int64 x 2)")
  %.255 = icmp eq ptr %.254, null
  br i1 %.255, label %B70.endif.endif.endif.endif.endif.if, label %B70.endif.endif.endif.endif.endif.endif, !prof !9

B70.endif.endif.endif.endif.endif.if:             ; preds = %B70.endif.endif.endif.endif.if, %B70.endif.endif.endif
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B70.endif.endif.endif.endif.endif.endif:          ; preds = %B70.endif.endif.endif.endif.if
  %const169 = bitcast i64 9223372036854775776 to i64
  %.5.i28 = getelementptr i8, ptr %.254, i64 24
  %.6.i29 = load ptr, ptr %.5.i28, align 8
  %.267 = getelementptr inbounds nuw i8, ptr %.6.i29, i64 8
  store i64 %.234, ptr %.267, align 8
  %.6.i31 = load ptr, ptr %.5.i28, align 8
  store i64 0, ptr %.6.i31, align 8
  %.6.i33 = load ptr, ptr %.5.i28, align 8
  %.279 = getelementptr inbounds nuw i8, ptr %.6.i33, i64 16
  store i8 0, ptr %.279, align 1
  %.6.i35 = load ptr, ptr %.5.i28, align 8
  %.292 = getelementptr inbounds nuw i8, ptr %.6.i35, i64 24
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %.292, i8 0, i64 %.242, i1 false)
  %.6.i37 = load ptr, ptr %.5.i28, align 8
  store i64 %.234, ptr %.6.i37, align 8
  %.322294 = icmp sgt i64 %.234, 0
  br i1 %.322294, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B70.endif.endif.endif.endif.endif.endif
  %.325292 = icmp sgt i64 %.231, 0
  br i1 %.325292, label %for.cond.1.preheader.us.preheader, label %for.cond.1.preheader.preheader

for.cond.1.preheader.preheader:                   ; preds = %for.cond.1.preheader.lr.ph
  br label %for.cond.1.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.lr.ph
  %xtraiter = and i64 %.231, 7
  %const_mat170 = add i64 %const169, 24
  %unroll_iter = and i64 %.231, %const_mat170
  %14 = shl i64 %.231, 4
  %15 = lshr i64 %.231, 3
  %16 = shl nuw i64 %15, 3
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.for.end.1_crit_edge.us, %for.cond.1.preheader.us.preheader
  %lsr.iv96 = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %lsr.iv.next97, %for.cond.1.for.end.1_crit_edge.us ]
  %loop.index295.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.367.us, %for.cond.1.for.end.1_crit_edge.us ]
  %17 = icmp ult i64 %.231, 8
  br i1 %17, label %for.body.1.us.epil.preheader, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %lsr.iv31 = phi i64 [ %16, %for.body.1.us.preheader ], [ %lsr.iv.next32, %for.body.1.us ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %sunkaddr201 = getelementptr i8, ptr %.126, i64 24
  %.6.i39 = load ptr, ptr %sunkaddr201, align 8
  %scevgep149 = getelementptr i8, ptr %.6.i39, i64 32
  %scevgep154 = getelementptr i8, ptr %scevgep149, i64 %lsr.iv
  %scevgep155 = getelementptr i8, ptr %scevgep154, i64 -8
  %.333.unpack.us = load i64, ptr %scevgep155, align 8
  %scevgep183 = getelementptr i8, ptr %.6.i39, i64 32
  %scevgep184 = getelementptr i8, ptr %scevgep183, i64 %lsr.iv
  %.333.unpack272.us = load i64, ptr %scevgep184, align 8
  %sunkaddr202 = getelementptr i8, ptr %.254, i64 24
  %.6.i41 = load ptr, ptr %sunkaddr202, align 8
  %scevgep125 = getelementptr i8, ptr %.6.i41, i64 32
  %scevgep130 = getelementptr i8, ptr %scevgep125, i64 %lsr.iv96
  %scevgep137 = getelementptr i8, ptr %scevgep130, i64 %lsr.iv
  %scevgep142 = getelementptr i8, ptr %scevgep137, i64 -8
  store i64 %.333.unpack.us, ptr %scevgep142, align 8
  %scevgep176 = getelementptr i8, ptr %.6.i41, i64 32
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 %lsr.iv96
  %scevgep178 = getelementptr i8, ptr %scevgep177, i64 %lsr.iv
  store i64 %.333.unpack272.us, ptr %scevgep178, align 8
  %.6.i39.1 = load ptr, ptr %sunkaddr201, align 8
  %scevgep106 = getelementptr i8, ptr %.6.i39.1, i64 48
  %scevgep113 = getelementptr i8, ptr %scevgep106, i64 %lsr.iv
  %scevgep118 = getelementptr i8, ptr %scevgep113, i64 -8
  %.333.unpack.us.1 = load i64, ptr %scevgep118, align 8
  %scevgep164 = getelementptr i8, ptr %.6.i39.1, i64 48
  %scevgep165 = getelementptr i8, ptr %scevgep164, i64 %lsr.iv
  %.333.unpack272.us.1 = load i64, ptr %scevgep165, align 8
  %.6.i41.1 = load ptr, ptr %sunkaddr202, align 8
  %scevgep85 = getelementptr i8, ptr %.6.i41.1, i64 48
  %scevgep89 = getelementptr i8, ptr %scevgep85, i64 %lsr.iv96
  %scevgep94 = getelementptr i8, ptr %scevgep89, i64 %lsr.iv
  %scevgep101 = getelementptr i8, ptr %scevgep94, i64 -8
  store i64 %.333.unpack.us.1, ptr %scevgep101, align 8
  %scevgep169 = getelementptr i8, ptr %.6.i41.1, i64 48
  %scevgep170 = getelementptr i8, ptr %scevgep169, i64 %lsr.iv96
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 %lsr.iv
  store i64 %.333.unpack272.us.1, ptr %scevgep171, align 8
  %.6.i39.2 = load ptr, ptr %sunkaddr201, align 8
  %scevgep82 = getelementptr i8, ptr %.6.i39.2, i64 64
  %scevgep83 = getelementptr i8, ptr %scevgep82, i64 %lsr.iv
  %scevgep84 = getelementptr i8, ptr %scevgep83, i64 -8
  %.333.unpack.us.2 = load i64, ptr %scevgep84, align 8
  %scevgep152 = getelementptr i8, ptr %.6.i39.2, i64 64
  %scevgep153 = getelementptr i8, ptr %scevgep152, i64 %lsr.iv
  %.333.unpack272.us.2 = load i64, ptr %scevgep153, align 8
  %.6.i41.2 = load ptr, ptr %sunkaddr202, align 8
  %scevgep77 = getelementptr i8, ptr %.6.i41.2, i64 64
  %scevgep78 = getelementptr i8, ptr %scevgep77, i64 %lsr.iv96
  %scevgep80 = getelementptr i8, ptr %scevgep78, i64 %lsr.iv
  %scevgep81 = getelementptr i8, ptr %scevgep80, i64 -8
  store i64 %.333.unpack.us.2, ptr %scevgep81, align 8
  %scevgep157 = getelementptr i8, ptr %.6.i41.2, i64 64
  %scevgep158 = getelementptr i8, ptr %scevgep157, i64 %lsr.iv96
  %scevgep159 = getelementptr i8, ptr %scevgep158, i64 %lsr.iv
  store i64 %.333.unpack272.us.2, ptr %scevgep159, align 8
  %.6.i39.3 = load ptr, ptr %sunkaddr201, align 8
  %scevgep73 = getelementptr i8, ptr %.6.i39.3, i64 80
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %lsr.iv
  %scevgep75 = getelementptr i8, ptr %scevgep74, i64 -8
  %.333.unpack.us.3 = load i64, ptr %scevgep75, align 8
  %scevgep140 = getelementptr i8, ptr %.6.i39.3, i64 80
  %scevgep141 = getelementptr i8, ptr %scevgep140, i64 %lsr.iv
  %.333.unpack272.us.3 = load i64, ptr %scevgep141, align 8
  %.6.i41.3 = load ptr, ptr %sunkaddr202, align 8
  %scevgep68 = getelementptr i8, ptr %.6.i41.3, i64 80
  %scevgep70 = getelementptr i8, ptr %scevgep68, i64 %lsr.iv96
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %lsr.iv
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 -8
  store i64 %.333.unpack.us.3, ptr %scevgep72, align 8
  %scevgep145 = getelementptr i8, ptr %.6.i41.3, i64 80
  %scevgep146 = getelementptr i8, ptr %scevgep145, i64 %lsr.iv96
  %scevgep147 = getelementptr i8, ptr %scevgep146, i64 %lsr.iv
  store i64 %.333.unpack272.us.3, ptr %scevgep147, align 8
  %.6.i39.4 = load ptr, ptr %sunkaddr201, align 8
  %scevgep64 = getelementptr i8, ptr %.6.i39.4, i64 96
  %scevgep66 = getelementptr i8, ptr %scevgep64, i64 %lsr.iv
  %scevgep67 = getelementptr i8, ptr %scevgep66, i64 -8
  %.333.unpack.us.4 = load i64, ptr %scevgep67, align 8
  %scevgep128 = getelementptr i8, ptr %.6.i39.4, i64 96
  %scevgep129 = getelementptr i8, ptr %scevgep128, i64 %lsr.iv
  %.333.unpack272.us.4 = load i64, ptr %scevgep129, align 8
  %.6.i41.4 = load ptr, ptr %sunkaddr202, align 8
  %scevgep59 = getelementptr i8, ptr %.6.i41.4, i64 96
  %scevgep60 = getelementptr i8, ptr %scevgep59, i64 %lsr.iv96
  %scevgep61 = getelementptr i8, ptr %scevgep60, i64 %lsr.iv
  %scevgep63 = getelementptr i8, ptr %scevgep61, i64 -8
  store i64 %.333.unpack.us.4, ptr %scevgep63, align 8
  %scevgep133 = getelementptr i8, ptr %.6.i41.4, i64 96
  %scevgep134 = getelementptr i8, ptr %scevgep133, i64 %lsr.iv96
  %scevgep135 = getelementptr i8, ptr %scevgep134, i64 %lsr.iv
  store i64 %.333.unpack272.us.4, ptr %scevgep135, align 8
  %.6.i39.5 = load ptr, ptr %sunkaddr201, align 8
  %scevgep56 = getelementptr i8, ptr %.6.i39.5, i64 112
  %scevgep57 = getelementptr i8, ptr %scevgep56, i64 %lsr.iv
  %scevgep58 = getelementptr i8, ptr %scevgep57, i64 -8
  %.333.unpack.us.5 = load i64, ptr %scevgep58, align 8
  %scevgep116 = getelementptr i8, ptr %.6.i39.5, i64 112
  %scevgep117 = getelementptr i8, ptr %scevgep116, i64 %lsr.iv
  %.333.unpack272.us.5 = load i64, ptr %scevgep117, align 8
  %.6.i41.5 = load ptr, ptr %sunkaddr202, align 8
  %scevgep50 = getelementptr i8, ptr %.6.i41.5, i64 112
  %scevgep52 = getelementptr i8, ptr %scevgep50, i64 %lsr.iv96
  %scevgep53 = getelementptr i8, ptr %scevgep52, i64 %lsr.iv
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 -8
  store i64 %.333.unpack.us.5, ptr %scevgep54, align 8
  %scevgep121 = getelementptr i8, ptr %.6.i41.5, i64 112
  %scevgep122 = getelementptr i8, ptr %scevgep121, i64 %lsr.iv96
  %scevgep123 = getelementptr i8, ptr %scevgep122, i64 %lsr.iv
  store i64 %.333.unpack272.us.5, ptr %scevgep123, align 8
  %.6.i39.6 = load ptr, ptr %sunkaddr201, align 8
  %scevgep47 = getelementptr i8, ptr %.6.i39.6, i64 128
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 %lsr.iv
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 -8
  %.333.unpack.us.6 = load i64, ptr %scevgep49, align 8
  %scevgep104 = getelementptr i8, ptr %.6.i39.6, i64 128
  %scevgep105 = getelementptr i8, ptr %scevgep104, i64 %lsr.iv
  %.333.unpack272.us.6 = load i64, ptr %scevgep105, align 8
  %.6.i41.6 = load ptr, ptr %sunkaddr202, align 8
  %scevgep42 = getelementptr i8, ptr %.6.i41.6, i64 128
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %lsr.iv96
  %scevgep45 = getelementptr i8, ptr %scevgep43, i64 %lsr.iv
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 -8
  store i64 %.333.unpack.us.6, ptr %scevgep46, align 8
  %scevgep109 = getelementptr i8, ptr %.6.i41.6, i64 128
  %scevgep110 = getelementptr i8, ptr %scevgep109, i64 %lsr.iv96
  %scevgep111 = getelementptr i8, ptr %scevgep110, i64 %lsr.iv
  store i64 %.333.unpack272.us.6, ptr %scevgep111, align 8
  %.6.i39.7 = load ptr, ptr %sunkaddr201, align 8
  %scevgep38 = getelementptr i8, ptr %.6.i39.7, i64 144
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %lsr.iv
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 -8
  %.333.unpack.us.7 = load i64, ptr %scevgep40, align 8
  %scevgep90 = getelementptr i8, ptr %.6.i39.7, i64 144
  %scevgep91 = getelementptr i8, ptr %scevgep90, i64 %lsr.iv
  %.333.unpack272.us.7 = load i64, ptr %scevgep91, align 8
  %.6.i41.7 = load ptr, ptr %sunkaddr202, align 8
  %scevgep33 = getelementptr i8, ptr %.6.i41.7, i64 144
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %lsr.iv96
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 %lsr.iv
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 -8
  store i64 %.333.unpack.us.7, ptr %scevgep36, align 8
  %scevgep95 = getelementptr i8, ptr %.6.i41.7, i64 144
  %scevgep98 = getelementptr i8, ptr %scevgep95, i64 %lsr.iv96
  %scevgep99 = getelementptr i8, ptr %scevgep98, i64 %lsr.iv
  store i64 %.333.unpack272.us.7, ptr %scevgep99, align 8
  %lsr.iv.next = add i64 %lsr.iv, 128
  %lsr.iv.next32 = add i64 %lsr.iv31, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next32, 0
  br i1 %niter.ncmp.7, label %for.cond.1.for.end.1_crit_edge.us.unr-lcssa, label %for.body.1.us

for.cond.1.for.end.1_crit_edge.us.unr-lcssa:      ; preds = %for.body.1.us
  %18 = icmp eq i64 %xtraiter, 0
  br i1 %18, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.cond.1.for.end.1_crit_edge.us.unr-lcssa, %for.cond.1.preheader.us
  %loop.index.1293.us.epil.init = phi i64 [ 0, %for.cond.1.preheader.us ], [ %unroll_iter, %for.cond.1.for.end.1_crit_edge.us.unr-lcssa ]
  %19 = shl i64 %loop.index.1293.us.epil.init, 4
  %20 = or disjoint i64 %19, 32
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv198 = phi i64 [ %lsr.iv.next199, %for.body.1.us.epil ], [ %xtraiter, %for.body.1.us.epil.preheader ]
  %lsr.iv189 = phi i64 [ %lsr.iv.next190, %for.body.1.us.epil ], [ %20, %for.body.1.us.epil.preheader ]
  %sunkaddr203 = getelementptr i8, ptr %.126, i64 24
  %.6.i39.epil = load ptr, ptr %sunkaddr203, align 8
  %scevgep196 = getelementptr i8, ptr %.6.i39.epil, i64 %lsr.iv189
  %scevgep197 = getelementptr i8, ptr %scevgep196, i64 -8
  %.333.unpack.us.epil = load i64, ptr %scevgep197, align 8
  %.333.unpack272.us.epil = load i64, ptr %scevgep196, align 8
  %sunkaddr204 = getelementptr i8, ptr %.254, i64 24
  %.6.i41.epil = load ptr, ptr %sunkaddr204, align 8
  %scevgep192 = getelementptr i8, ptr %.6.i41.epil, i64 %lsr.iv96
  %scevgep193 = getelementptr i8, ptr %scevgep192, i64 %lsr.iv189
  %scevgep194 = getelementptr i8, ptr %scevgep193, i64 -8
  store i64 %.333.unpack.us.epil, ptr %scevgep194, align 8
  store i64 %.333.unpack272.us.epil, ptr %scevgep193, align 8
  %lsr.iv.next190 = add i64 %lsr.iv189, 16
  %lsr.iv.next199 = add nsw i64 %lsr.iv198, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next199, 0
  br i1 %epil.iter.cmp.not, label %for.cond.1.for.end.1_crit_edge.us, label %for.body.1.us.epil, !llvm.loop !138

for.cond.1.for.end.1_crit_edge.us:                ; preds = %for.body.1.us.epil, %for.cond.1.for.end.1_crit_edge.us.unr-lcssa
  %.367.us = add i64 %loop.index295.us, %.231
  %lsr.iv.next97 = add i64 %lsr.iv96, %14
  %.322.us = icmp slt i64 %.367.us, %.234
  br i1 %.322.us, label %for.cond.1.preheader.us, label %for.end

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader, %for.cond.1.preheader
  %loop.index295 = phi i64 [ %.367, %for.cond.1.preheader ], [ 0, %for.cond.1.preheader.preheader ]
  %.367 = add i64 %loop.index295, %.231
  %.322 = icmp slt i64 %.367, %.234
  br i1 %.322, label %for.cond.1.preheader, label %for.end

for.end:                                          ; preds = %for.cond.1.preheader, %for.cond.1.for.end.1_crit_edge.us, %B70.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.126)
  %sunkaddr205 = getelementptr i8, ptr %.254, i64 24
  %.6.i43 = load ptr, ptr %sunkaddr205, align 8
  %.411 = load i64, ptr %.6.i43, align 8
  %.412 = icmp slt i64 %.411, 1
  br i1 %.412, label %for.end.if, label %for.end.endif, !prof !9

for.end.if:                                       ; preds = %for.end
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

for.end.endif:                                    ; preds = %for.end
  %.386 = add nsw i64 %arg.A.5.0, -1
  %.437 = getelementptr inbounds nuw i8, ptr %.6.i43, i64 24
  store i64 0, ptr %.437, align 8
  %.437.repack250 = getelementptr inbounds nuw i8, ptr %.6.i43, i64 32
  store i64 %.386, ptr %.437.repack250, align 8
  br label %B206

B206.if:                                          ; preds = %B206
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !18
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
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B356.endif:                                       ; preds = %B356
  %.618 = add nsw i64 %.588, 1
  %.673 = getelementptr inbounds nuw i8, ptr %.6.i9, i64 24
  %.674 = getelementptr [2 x i64], ptr %.673, i64 %.640
  store i64 %.618, ptr %.674, align 8
  %.674.repack257 = getelementptr inbounds nuw i8, ptr %.674, i64 8
  store i64 %high.2.1, ptr %.674.repack257, align 8
  %.685 = add nsw i64 %n.8.1, 1
  br label %B410

B434.if:                                          ; preds = %B434
  store ptr @.const.picklebuf.a5c44e81d80e7e10f1defe8cd6330723c9649ea2, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B434.endif:                                       ; preds = %B434
  %.724 = add nsw i64 %.588, -1
  %.779 = getelementptr inbounds nuw i8, ptr %.6.i11, i64 24
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !9

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e9partitionB3v27B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.6.0, ptr %arg.R.0, ptr readnone captures(none) %arg.R.1, i64 %arg.R.2, i64 %arg.R.3, ptr captures(none) %arg.R.4, i64 %arg.R.5.0, i64 %arg.R.6.0, i64 %arg.low, i64 %arg.high) local_unnamed_addr {
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
  store ptr @.const.picklebuf.02c21a63a75ab938fe79109c74ef251289c91d47, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B22:                                              ; preds = %B0
  %.64 = icmp sgt i64 %arg.high, %arg.low
  br i1 %.64, label %B38.endif.endif, label %B34

B34:                                              ; preds = %B22
  tail call void @NRT_decref(ptr %arg.R.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  store ptr @.const.picklebuf.9e3f1b4243d00a53c7297ca87e43bb4d3a83da22, ptr %excinfo, align 8, !numba_exception_output !18
  br label %common.ret

B142:                                             ; preds = %for.end.i, %B38.endif.endif
  %sunkaddr = shl i64 %arg.low, 3
  %sunkaddr225 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr
  store i64 %.122, ptr %sunkaddr225, align 8
  %sunkaddr226 = shl i64 %.88, 3
  %sunkaddr227 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr226
  store i64 %.180, ptr %sunkaddr227, align 8
  %sunkaddr228 = shl i64 %.30.i81, 3
  %sunkaddr229 = getelementptr inbounds i8, ptr %4, i64 %sunkaddr228
  %.45.i87.pre = load double, ptr %sunkaddr229, align 8, !noalias !139
  br label %B188.endif.endif

B276:                                             ; preds = %for.end.i89, %B188.endif.endif
  %sunkaddr230 = shl i64 %arg.high, 3
  %sunkaddr231 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr230
  store i64 %.455, ptr %sunkaddr231, align 8
  %sunkaddr232 = shl i64 %.88, 3
  %sunkaddr233 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr232
  store i64 %.397, ptr %sunkaddr233, align 8
  %sunkaddr234 = shl i64 %.30.i53, 3
  %sunkaddr235 = getelementptr inbounds i8, ptr %5, i64 %sunkaddr234
  %.45.i59.pre = load double, ptr %sunkaddr235, align 8, !noalias !142
  br label %B322.endif.endif

B410:                                             ; preds = %for.end.i100, %B322.endif.endif
  %sunkaddr43 = mul i64 %arg.low, 8
  %sunkaddr44 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr43
  store i64 %.672, ptr %sunkaddr44, align 8
  %sunkaddr238 = shl i64 %.88, 3
  %sunkaddr239 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr238
  store i64 %.730, ptr %sunkaddr239, align 8
  %sunkaddr240 = shl i64 %.30.i96, 3
  %sunkaddr241 = getelementptr inbounds i8, ptr %6, i64 %sunkaddr240
  %.45.i63.pre = load double, ptr %sunkaddr241, align 8, !noalias !145
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
  %j.5.1 = phi i64 [ %j.3.0, %B712.endif ], [ %.1467759, %B768.preheader ], [ %j.3.0, %B700 ], [ %.1467761.us, %B790.endif.us ], [ %7, %B768.backedge.us ], [ %7, %B768.backedge ], [ %.1467761, %B790.endif ]
  %.1594.not = icmp slt i64 %i.5.1, %j.5.1
  br i1 %.1594.not, label %B860, label %B928

B860:                                             ; preds = %B846
  %.1622 = icmp slt i64 %j.5.1, 0
  %.1623 = select i1 %.1622, i64 %arg.R.5.0, i64 0
  %0 = getelementptr i64, ptr %arg.R.4, i64 %j.5.1
  %.1637 = getelementptr i64, ptr %0, i64 %.1623
  %.1638 = load i64, ptr %.1637, align 8
  %.1653 = icmp slt i64 %i.5.1, 0
  %.1654 = select i1 %.1653, i64 %arg.R.5.0, i64 0
  %1 = getelementptr i64, ptr %arg.R.4, i64 %i.5.1
  %.1668 = getelementptr i64, ptr %1, i64 %.1654
  %.1669 = load i64, ptr %.1668, align 8
  store i64 %.1638, ptr %.1668, align 8
  store i64 %.1669, ptr %.1637, align 8
  %.1733 = add nsw i64 %i.5.1, 1
  br label %B554

B928:                                             ; preds = %B846
  tail call void @NRT_decref(ptr %arg.A.0)
  %sunkaddr45 = mul i64 %arg.high, 8
  %sunkaddr46 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr45
  %.1775 = load i64, ptr %sunkaddr46, align 8
  %.1790 = icmp slt i64 %i.5.1, 0
  %.1791 = select i1 %.1790, i64 %arg.R.5.0, i64 0
  %2 = getelementptr i64, ptr %arg.R.4, i64 %i.5.1
  %.1805 = getelementptr i64, ptr %2, i64 %.1791
  %.1806 = load i64, ptr %.1805, align 8
  store i64 %.1775, ptr %.1805, align 8
  store i64 %.1806, ptr %sunkaddr46, align 8
  tail call void @NRT_decref(ptr %arg.R.0)
  store i64 %i.5.1, ptr %retptr, align 8
  br label %common.ret

B38.endif.endif:                                  ; preds = %B22
  %.87 = add nuw nsw i64 %arg.high, %arg.low
  %.88 = lshr i64 %.87, 1
  %.121 = getelementptr i64, ptr %arg.R.4, i64 %.88
  %.122 = load i64, ptr %.121, align 8
  %.29.i = icmp slt i64 %.122, 0
  %.30.i = select i1 %.29.i, i64 %arg.A.5.0, i64 0
  %3 = getelementptr double, ptr %arg.A.4, i64 %.122
  %.44.i = getelementptr double, ptr %3, i64 %.30.i
  %.45.i = load double, ptr %.44.i, align 8, !noalias !148
  %.179 = getelementptr i64, ptr %arg.R.4, i64 %arg.low
  %.180 = load i64, ptr %.179, align 8
  %.29.i80 = icmp slt i64 %.180, 0
  %.30.i81 = select i1 %.29.i80, i64 %arg.A.5.0, i64 0
  %4 = getelementptr double, ptr %arg.A.4, i64 %.180
  %.44.i82 = getelementptr double, ptr %4, i64 %.30.i81
  %.45.i83 = load double, ptr %.44.i82, align 8, !noalias !151
  %.12.i = fcmp olt double %.45.i, %.45.i83
  br i1 %.12.i, label %B142, label %for.end.i

for.end.i:                                        ; preds = %B38.endif.endif
  %.25.le.i = fcmp ord double %.45.i83, 0.000000e+00
  %.52.le.i = fcmp uno double %.45.i, 0.000000e+00
  %or.cond = or i1 %.52.le.i, %.25.le.i
  br i1 %or.cond, label %B188.endif.endif, label %B142

B188.endif.endif:                                 ; preds = %for.end.i, %B142
  %.45.i87 = phi double [ %.45.i, %for.end.i ], [ %.45.i87.pre, %B142 ]
  %.455 = phi i64 [ %.122, %for.end.i ], [ %.180, %B142 ]
  %.396 = getelementptr i64, ptr %arg.R.4, i64 %arg.high
  %.397 = load i64, ptr %.396, align 8
  %.29.i52 = icmp slt i64 %.397, 0
  %.30.i53 = select i1 %.29.i52, i64 %arg.A.5.0, i64 0
  %5 = getelementptr double, ptr %arg.A.4, i64 %.397
  %.44.i54 = getelementptr double, ptr %5, i64 %.30.i53
  %.45.i55 = load double, ptr %.44.i54, align 8, !noalias !154
  %.12.i88 = fcmp olt double %.45.i55, %.45.i87
  br i1 %.12.i88, label %B276, label %for.end.i89

for.end.i89:                                      ; preds = %B188.endif.endif
  %.25.le.i90 = fcmp ord double %.45.i87, 0.000000e+00
  %.52.le.i93 = fcmp uno double %.45.i55, 0.000000e+00
  %or.cond169 = or i1 %.25.le.i90, %.52.le.i93
  br i1 %or.cond169, label %B322.endif.endif, label %B276

B322.endif.endif:                                 ; preds = %for.end.i89, %B276
  %.45.i59 = phi double [ %.45.i87, %for.end.i89 ], [ %.45.i59.pre, %B276 ]
  %.672 = phi i64 [ %.455, %for.end.i89 ], [ %.397, %B276 ]
  %sunkaddr244 = shl i64 %arg.low, 3
  %sunkaddr245 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr244
  %.730 = load i64, ptr %sunkaddr245, align 8
  %.29.i95 = icmp slt i64 %.730, 0
  %.30.i96 = select i1 %.29.i95, i64 %arg.A.5.0, i64 0
  %6 = getelementptr double, ptr %arg.A.4, i64 %.730
  %.44.i97 = getelementptr double, ptr %6, i64 %.30.i96
  %.45.i98 = load double, ptr %.44.i97, align 8, !noalias !157
  %.12.i99 = fcmp olt double %.45.i59, %.45.i98
  br i1 %.12.i99, label %B410, label %for.end.i100

for.end.i100:                                     ; preds = %B322.endif.endif
  %.25.le.i101 = fcmp ord double %.45.i98, 0.000000e+00
  %.52.le.i104 = fcmp uno double %.45.i59, 0.000000e+00
  %or.cond170 = or i1 %.52.le.i104, %.25.le.i101
  br i1 %or.cond170, label %for.end.i100.B456.endif_crit_edge, label %B410

for.end.i100.B456.endif_crit_edge:                ; preds = %for.end.i100
  %.pre = shl i64 %.88, 3
  br label %B456.endif

B456.endif:                                       ; preds = %for.end.i100.B456.endif_crit_edge, %B410
  %sunkaddr248.pre-phi = phi i64 [ %.pre, %for.end.i100.B456.endif_crit_edge ], [ %sunkaddr238, %B410 ]
  %.45.i63 = phi double [ %.45.i59, %for.end.i100.B456.endif_crit_edge ], [ %.45.i63.pre, %B410 ]
  %.947 = phi i64 [ %.672, %for.end.i100.B456.endif_crit_edge ], [ %.730, %B410 ]
  %const = bitcast i64 -9223372036854775808 to i64
  %.45.i63.fr = freeze double %.45.i63
  %sunkaddr246 = shl i64 %arg.high, 3
  %sunkaddr247 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr246
  %.1039 = load i64, ptr %sunkaddr247, align 8
  store i64 %.947, ptr %sunkaddr247, align 8
  %sunkaddr249 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr248.pre-phi
  store i64 %.1039, ptr %sunkaddr249, align 8
  %7 = add nsw i64 %arg.low, -1
  %8 = shl i64 %arg.R.5.0, 3
  br label %B554

B566.endif:                                       ; preds = %B554
  %9 = fcmp ord double %.45.i63.fr, 0.000000e+00
  %.1143 = icmp slt i64 %i.3.0, 0
  %.1144 = select i1 %.1143, i64 %arg.R.5.0, i64 0
  %10 = getelementptr i64, ptr %arg.R.4, i64 %i.3.0
  %.1158 = getelementptr i64, ptr %10, i64 %.1144
  %.1159 = load i64, ptr %.1158, align 8
  %.29.i64 = icmp slt i64 %.1159, 0
  %.30.i65 = select i1 %.29.i64, i64 %arg.A.5.0, i64 0
  %11 = getelementptr double, ptr %arg.A.4, i64 %.1159
  %.44.i66 = getelementptr double, ptr %11, i64 %.30.i65
  %.45.i67 = load double, ptr %.44.i66, align 8, !noalias !160
  %.12.i106 = fcmp uge double %.45.i67, %.45.i63.fr
  %.52.le.i111 = fcmp uno double %.45.i67, 0.000000e+00
  %or.cond171 = or i1 %9, %.52.le.i111
  %or.cond178 = and i1 %.12.i106, %or.cond171
  br i1 %or.cond178, label %B700, label %B622.preheader

B622.preheader:                                   ; preds = %B566.endif
  %.1228749 = add nsw i64 %i.3.0, 1
  %.1239750 = icmp slt i64 %.1228749, %arg.high
  br i1 %.1239750, label %B644.endif.preheader, label %B700

B644.endif.preheader:                             ; preds = %B622.preheader
  %12 = fcmp ord double %.45.i63.fr, 0.000000e+00
  br i1 %12, label %B644.endif.us.preheader, label %B644.endif.preheader36

B644.endif.preheader36:                           ; preds = %B644.endif.preheader
  br label %B644.endif

B644.endif.us.preheader:                          ; preds = %B644.endif.preheader
  br label %B644.endif.us

B644.endif.us:                                    ; preds = %B644.endif.us.preheader, %B622.backedge.us
  %.1228752.us = phi i64 [ %.1228.us, %B622.backedge.us ], [ %.1228749, %B644.endif.us.preheader ]
  %.1261.us = icmp ugt i64 %.1228752.us, %const
  %13 = select i1 %.1261.us, i64 %8, i64 0
  %scevgep218 = getelementptr i8, ptr %arg.R.4, i64 %13
  %14 = shl i64 %.1228752.us, 3
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 %14
  %.1277.us = load i64, ptr %scevgep219, align 8
  %.29.i68.us = icmp slt i64 %.1277.us, 0
  %.30.i69.us = select i1 %.29.i68.us, i64 %arg.A.5.0, i64 0
  %15 = getelementptr double, ptr %arg.A.4, i64 %.1277.us
  %.44.i70.us = getelementptr double, ptr %15, i64 %.30.i69.us
  %.45.i71.us = load double, ptr %.44.i70.us, align 8, !noalias !163
  %.12.i113.us = fcmp olt double %.45.i71.us, %.45.i63.fr
  br i1 %.12.i113.us, label %B622.backedge.us, label %B700

B622.backedge.us:                                 ; preds = %B644.endif.us
  %.1228.us = add i64 %.1228752.us, 1
  %exitcond.not.us = icmp eq i64 %arg.high, %.1228.us
  br i1 %exitcond.not.us, label %B700, label %B644.endif.us

B644.endif:                                       ; preds = %B644.endif.preheader36, %B622.backedge
  %.1228752 = phi i64 [ %.1228, %B622.backedge ], [ %.1228749, %B644.endif.preheader36 ]
  %.1261 = icmp ugt i64 %.1228752, %const
  %16 = select i1 %.1261, i64 %8, i64 0
  %scevgep = getelementptr i8, ptr %arg.R.4, i64 %16
  %17 = shl i64 %.1228752, 3
  %scevgep216 = getelementptr i8, ptr %scevgep, i64 %17
  %.1277 = load i64, ptr %scevgep216, align 8
  %.29.i68 = icmp slt i64 %.1277, 0
  %.30.i69 = select i1 %.29.i68, i64 %arg.A.5.0, i64 0
  %18 = getelementptr double, ptr %arg.A.4, i64 %.1277
  %.44.i70 = getelementptr double, ptr %18, i64 %.30.i69
  %.45.i71 = load double, ptr %.44.i70, align 8, !noalias !163
  %.12.i113 = fcmp uge double %.45.i71, %.45.i63.fr
  %.52.le.i118 = fcmp uno double %.45.i71, 0.000000e+00
  %or.cond179 = and i1 %.12.i113, %.52.le.i118
  br i1 %or.cond179, label %B700, label %B622.backedge

B622.backedge:                                    ; preds = %B644.endif
  %.1228 = add i64 %.1228752, 1
  %exitcond.not = icmp eq i64 %arg.high, %.1228
  br i1 %exitcond.not, label %B700, label %B644.endif

B712.endif:                                       ; preds = %B700
  %19 = fcmp uno double %.45.i63.fr, 0.000000e+00
  %sunkaddr250 = shl i64 %j.3.0.in, 3
  %sunkaddr251 = getelementptr i8, ptr %arg.R.4, i64 %sunkaddr250
  %sunkaddr252 = getelementptr i8, ptr %sunkaddr251, i64 -8
  %.1398 = load i64, ptr %sunkaddr252, align 8
  %.29.i72 = icmp slt i64 %.1398, 0
  %.30.i73 = select i1 %.29.i72, i64 %arg.A.5.0, i64 0
  %20 = getelementptr double, ptr %arg.A.4, i64 %.1398
  %.44.i74 = getelementptr double, ptr %20, i64 %.30.i73
  %.45.i75 = load double, ptr %.44.i74, align 8, !noalias !166
  %.12.i120 = fcmp uge double %.45.i63.fr, %.45.i75
  %.25.le.i122 = fcmp ord double %.45.i75, 0.000000e+00
  %or.cond173 = or i1 %19, %.25.le.i122
  %or.cond180 = and i1 %.12.i120, %or.cond173
  br i1 %or.cond180, label %B846, label %B768.preheader

B768.preheader:                                   ; preds = %B712.endif
  %.1467759 = add nsw i64 %j.3.0.in, -2
  %.1478.not.not760 = icmp sgt i64 %j.3.0, %arg.low
  br i1 %.1478.not.not760, label %B790.endif.preheader, label %B846

B790.endif.preheader:                             ; preds = %B768.preheader
  %21 = fcmp uno double %.45.i63.fr, 0.000000e+00
  br i1 %21, label %B790.endif.us.preheader, label %B790.endif.preheader33

B790.endif.preheader33:                           ; preds = %B790.endif.preheader
  br label %B790.endif

B790.endif.us.preheader:                          ; preds = %B790.endif.preheader
  br label %B790.endif.us

B790.endif.us:                                    ; preds = %B790.endif.us.preheader, %B768.backedge.us
  %.1467761.us = phi i64 [ %.1467.us, %B768.backedge.us ], [ %.1467759, %B790.endif.us.preheader ]
  %22 = shl i64 %.1467761.us, 3
  %scevgep223 = getelementptr i8, ptr %arg.R.4, i64 %22
  %.1516.us = load i64, ptr %scevgep223, align 8
  %.29.i76.us = icmp slt i64 %.1516.us, 0
  %.30.i77.us = select i1 %.29.i76.us, i64 %arg.A.5.0, i64 0
  %23 = getelementptr double, ptr %arg.A.4, i64 %.1516.us
  %.44.i78.us = getelementptr double, ptr %23, i64 %.30.i77.us
  %.45.i79.us = load double, ptr %.44.i78.us, align 8, !noalias !169
  %.12.i127.us = fcmp olt double %.45.i63.fr, %.45.i79.us
  br i1 %.12.i127.us, label %B768.backedge.us, label %B846

B768.backedge.us:                                 ; preds = %B790.endif.us
  %.1467.us = add i64 %.1467761.us, -1
  %24 = add i64 %.1467.us, 1
  %.1478.not.not.us = icmp sgt i64 %24, %arg.low
  br i1 %.1478.not.not.us, label %B790.endif.us, label %B846

B790.endif:                                       ; preds = %B790.endif.preheader33, %B768.backedge
  %.1467761 = phi i64 [ %.1467, %B768.backedge ], [ %.1467759, %B790.endif.preheader33 ]
  %25 = shl i64 %.1467761, 3
  %scevgep221 = getelementptr i8, ptr %arg.R.4, i64 %25
  %.1516 = load i64, ptr %scevgep221, align 8
  %.29.i76 = icmp slt i64 %.1516, 0
  %.30.i77 = select i1 %.29.i76, i64 %arg.A.5.0, i64 0
  %26 = getelementptr double, ptr %arg.A.4, i64 %.1516
  %.44.i78 = getelementptr double, ptr %26, i64 %.30.i77
  %.45.i79 = load double, ptr %.44.i78, align 8, !noalias !169
  %.12.i127 = fcmp uge double %.45.i63.fr, %.45.i79
  %.25.le.i129 = fcmp ord double %.45.i79, 0.000000e+00
  %or.cond181 = and i1 %.12.i127, %.25.le.i129
  br i1 %or.cond181, label %B846, label %B768.backedge

B768.backedge:                                    ; preds = %B790.endif
  %.1467 = add i64 %.1467761, -1
  %27 = add i64 %.1467, 1
  %.1478.not.not = icmp sgt i64 %27, %arg.low
  br i1 %.1478.not.not, label %B790.endif, label %B846
}

define linkonce_odr void @".dtor.list.Partition(int64 x 2)"(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj13array_argsort12_3clocals_3e18array_argsort_implB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{!5, !7, !1, !3}
!5 = distinct !{!5, !6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!6 = distinct !{!6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!7 = distinct !{!7, !6, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e13run_quicksortB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!8 = !{!"branch_weights", i32 49, i32 1}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = !{!"branch_weights", i32 277993707, i32 1869489941}
!11 = !{!"branch_weights", i32 542333185, i32 1605150463}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.estimated_trip_count", i32 4}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!"branch_weights", i32 166258294, i32 1981225354}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.estimated_trip_count", i32 12}
!18 = !{i1 true}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = !{!"branch_weights", i32 127, i32 1}
!27 = !{!"branch_weights", i32 146201250, i32 2001282398}
!28 = !{!"branch_weights", i32 32212254, i32 2115271394}
!29 = !{!30, !32, !33, !35}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = !{!42}
!42 = distinct !{!42, !38}
!43 = !{!40, !37}
!44 = distinct !{!44, !45, !46}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !{!"llvm.loop.unroll.runtime.disable"}
!47 = !{!"branch_weights", i32 4, i32 28}
!48 = distinct !{!48, !45, !46}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !45, !46}
!51 = distinct !{!51, !45, !46}
!52 = distinct !{!52, !14}
!53 = distinct !{!53, !45}
!54 = distinct !{!54, !45}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = !{!61}
!61 = distinct !{!61, !57}
!62 = !{!59, !56}
!63 = distinct !{!63, !45, !46}
!64 = distinct !{!64, !45, !46}
!65 = distinct !{!65, !14}
!66 = !{!67}
!67 = distinct !{!67, !68}
!68 = distinct !{!68, !"LVerDomain"}
!69 = !{!70}
!70 = distinct !{!70, !68}
!71 = !{!72}
!72 = distinct !{!72, !68}
!73 = !{!67, !70}
!74 = distinct !{!74, !45, !46}
!75 = distinct !{!75, !45, !46}
!76 = distinct !{!76, !14}
!77 = distinct !{!77, !45}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!80 = distinct !{!80, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!81 = !{!"branch_weights", i32 1, i32 1}
!82 = distinct !{!82, !14}
!83 = !{!"branch_weights", i32 1, i32 127}
!84 = distinct !{!84, !13, !14}
!85 = distinct !{!85, !86}
!86 = !{!"llvm.loop.estimated_trip_count", i32 3}
!87 = distinct !{!87, !45}
!88 = !{!89, !91, !92, !94}
!89 = distinct !{!89, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!91 = distinct !{!91, !90, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!92 = distinct !{!92, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!93 = distinct !{!93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!94 = distinct !{!94, !93, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!95 = distinct !{!95, !45, !46}
!96 = distinct !{!96, !45, !46}
!97 = distinct !{!97, !14}
!98 = distinct !{!98, !45}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!102 = distinct !{!102, !14}
!103 = distinct !{!103, !86}
!104 = !{!105, !107, !108, !110, !111, !113, !114, !116, !117, !119}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = distinct !{!108, !109, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!110 = distinct !{!110, !109, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!111 = distinct !{!111, !112, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %retptr"}
!112 = distinct !{!112, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29"}
!113 = distinct !{!113, !112, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v26B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int64_29: %excinfo"}
!114 = distinct !{!114, !115, !"_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!115 = distinct !{!115, !"_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!116 = distinct !{!116, !115, !"_ZN5numba2np8arrayobj9np_arange12_3clocals_3e4implB3v23B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx27omitted_28default_3dNone_2927omitted_28default_3dNone_2927omitted_28default_3dNone_29: %excinfo"}
!117 = distinct !{!117, !118, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!118 = distinct !{!118, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE"}
!119 = distinct !{!119, !118, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e8make_resB3v22B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!120 = !{!114, !116, !117, !119}
!121 = distinct !{!121, !46, !45}
!122 = !{!111, !113, !114, !116, !117, !119}
!123 = distinct !{!123, !45, !46}
!124 = distinct !{!124, !45, !46}
!125 = !{!126, !128}
!126 = distinct !{!126, !127, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx: %retptr"}
!127 = distinct !{!127, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx"}
!128 = distinct !{!128, !127, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e14insertion_sortB3v29B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedExx: %excinfo"}
!129 = !{!130, !126, !128}
!130 = distinct !{!130, !131, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!131 = distinct !{!131, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!132 = !{!133, !126, !128}
!133 = distinct !{!133, !134, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!134 = distinct !{!134, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!135 = !{!136, !126, !128}
!136 = distinct !{!136, !137, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!137 = distinct !{!137, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!138 = distinct !{!138, !14}
!139 = !{!140}
!140 = distinct !{!140, !141, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!141 = distinct !{!141, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!142 = !{!143}
!143 = distinct !{!143, !144, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!144 = distinct !{!144, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!147 = distinct !{!147, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!150 = distinct !{!150, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!153 = distinct !{!153, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!156 = distinct !{!156, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!159 = distinct !{!159, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!162 = distinct !{!162, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!165 = distinct !{!165, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!168 = distinct !{!168, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
!169 = !{!170}
!170 = distinct !{!170, !171, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx: %retptr"}
!171 = distinct !{!171, !"_ZN5numba4misc9quicksort19make_quicksort_impl12_3clocals_3e3GETB3v28B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEx"}
