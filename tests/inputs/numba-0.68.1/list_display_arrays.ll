; ModuleID = 'list_display_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.list_display_arrays = internal constant [20 x i8] c"list_display_arrays\00"
@_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [141 x i8] c"missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9068105110B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9068036b90B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9068036c10B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9068122390B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %const944 = bitcast i64 -1152921504606846976 to i64
  %const943 = bitcast i64 -2305843009213693952 to i64
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, %const944
  %.79 = icmp ult i64 %0, %const943
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B72:                                              ; preds = %B72.preheader, %for.end.3.endif
  %.6.i263 = phi ptr [ %.6.i, %for.end.3.endif ], [ %.6.i258, %B72.preheader ]
  %s.2.0262 = phi double [ %.1187, %for.end.3.endif ], [ 0.000000e+00, %B72.preheader ]
  %.793369261 = phi i64 [ %.824, %for.end.3.endif ], [ 0, %B72.preheader ]
  %.808 = getelementptr inbounds nuw i8, ptr %.6.i263, i64 24
  %.809 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.808, i64 %.793369261
  %.810.unpack = load ptr, ptr %.809, align 8
  %.810.elt279 = getelementptr inbounds nuw i8, ptr %.809, i64 32
  %.810.unpack280 = load ptr, ptr %.810.elt279, align 8
  %.810.elt281 = getelementptr inbounds nuw i8, ptr %.809, i64 40
  %.810.unpack282.unpack = load i64, ptr %.810.elt281, align 8
  %.824 = add nuw nsw i64 %.793369261, 1
  %1 = freeze i64 %.810.unpack282.unpack
  tail call void @NRT_incref(ptr %.810.unpack)
  %sunkaddr = getelementptr i8, ptr %.547, i64 24
  %.6.i82 = load ptr, ptr %sunkaddr, align 8
  %.893 = load i64, ptr %.6.i82, align 8
  %.894 = icmp slt i64 %.893, 1
  br i1 %.894, label %B72.if, label %B128.i178, !prof !1

common.ret:                                       ; preds = %B72.endif.endif.endif.endif.endif.endif.if.if, %B72.endif.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.if, %B72.if, %for.end.2.endif.endif.if, %for.end.1.endif.endif.endif.if.if, %for.end.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if, %B140
  %common.ret.op = phi i32 [ 0, %B140 ], [ 1, %for.end.2.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B72.if ], [ 1, %B72.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.endif.endif.endif.if.if ], [ 1, %B72.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B140:                                             ; preds = %for.end.3.endif, %for.end.2.endif.endif.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.2.endif.endif.endif ], [ %.1187, %for.end.3.endif ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr nonnull %.547)
  tail call void @NRT_decref(ptr nonnull %.547)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i83 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i84 = load ptr, ptr %.5.i83, align 8
  %.146335 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.146335, label %for.body.lr.ph, label %for.end.endif.endif.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %2 = ptrtoint ptr %.6.i84 to i64
  %3 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 4
  %4 = sub i64 %2, %3
  %diff.check = icmp ult i64 %4, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check304 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check304, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.x.5.0.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr945 = mul i64 %index, 8
  %sunkaddr946 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr945
  %wide.load = load <8 x double>, ptr %sunkaddr946, align 8
  %sunkaddr947 = mul i64 %index, 8
  %sunkaddr948 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, ptr %sunkaddr948, i64 64
  %wide.load305 = load <8 x double>, ptr %sunkaddr949, align 8
  %sunkaddr950 = mul i64 %index, 8
  %sunkaddr951 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, ptr %sunkaddr951, i64 128
  %wide.load306 = load <8 x double>, ptr %sunkaddr952, align 8
  %sunkaddr953 = mul i64 %index, 8
  %sunkaddr954 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, ptr %sunkaddr954, i64 192
  %wide.load307 = load <8 x double>, ptr %sunkaddr955, align 8
  %5 = fmul <8 x double> %wide.load, splat (double 2.000000e+00)
  %6 = fmul <8 x double> %wide.load305, splat (double 2.000000e+00)
  %7 = fmul <8 x double> %wide.load306, splat (double 2.000000e+00)
  %8 = fmul <8 x double> %wide.load307, splat (double 2.000000e+00)
  %sunkaddr956 = mul i64 %index, 8
  %sunkaddr957 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr956
  store <8 x double> %5, ptr %sunkaddr957, align 8
  %sunkaddr958 = mul i64 %index, 8
  %sunkaddr959 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, ptr %sunkaddr959, i64 64
  store <8 x double> %6, ptr %sunkaddr960, align 8
  %sunkaddr961 = mul i64 %index, 8
  %sunkaddr962 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, ptr %sunkaddr962, i64 128
  store <8 x double> %7, ptr %sunkaddr963, align 8
  %sunkaddr964 = mul i64 %index, 8
  %sunkaddr965 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, ptr %sunkaddr965, i64 192
  store <8 x double> %8, ptr %sunkaddr966, align 8
  %index.next = add nuw i64 %index, 32
  %9 = icmp eq i64 %n.vec, %index.next
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end.endif.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %10 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check = icmp eq i64 %10, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat937 = add i64 %const, 28
  %n.vec309 = and i64 %arg.x.5.0.fr, %const_mat937
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index310 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next312, %vec.epilog.vector.body ]
  %11 = shl i64 %index310, 3
  %scevgep919 = getelementptr i8, ptr %arg.x.4, i64 %11
  %wide.load311 = load <4 x double>, ptr %scevgep919, align 8
  %12 = fmul <4 x double> %wide.load311, splat (double 2.000000e+00)
  %13 = shl i64 %index310, 3
  %scevgep918 = getelementptr i8, ptr %.6.i84, i64 %13
  store <4 x double> %12, ptr %scevgep918, align 8
  %index.next312 = add nuw i64 %index310, 4
  %14 = icmp eq i64 %n.vec309, %index.next312
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n313 = icmp eq i64 %arg.x.5.0.fr, %n.vec309
  br i1 %cmp.n313, label %for.end.endif.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index337.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec309, %vec.epilog.middle.block ]
  %15 = sub nsw i64 %arg.x.5.0.fr, %loop.index337.us.ph
  %xtraiter = and i64 %15, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv916 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next917, %for.body.endif.endif.us.prol ]
  %loop.index337.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index337.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %16 = shl i64 %loop.index337.us.prol, 3
  %scevgep915 = getelementptr i8, ptr %arg.x.4, i64 %16
  %.156.us.prol = load double, ptr %scevgep915, align 8
  %.5.i85.prol = fmul double %.156.us.prol, 2.000000e+00
  %17 = shl i64 %loop.index337.us.prol, 3
  %scevgep914 = getelementptr i8, ptr %.6.i84, i64 %17
  store double %.5.i85.prol, ptr %scevgep914, align 8
  %.185.us.prol = add nuw i64 %loop.index337.us.prol, 1
  %lsr.iv.next917 = add nsw i64 %lsr.iv916, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next917, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !15

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index337.us.unr = phi i64 [ %loop.index337.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %18 = sub nsw i64 %loop.index337.us.ph, %arg.x.5.0.fr
  %19 = icmp ugt i64 %18, -8
  br i1 %19, label %for.end.endif.endif.endif, label %for.body.endif.endif.us.preheader572

for.body.endif.endif.us.preheader572:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader572, %for.body.endif.endif.us
  %loop.index337.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index337.us.unr, %for.body.endif.endif.us.preheader572 ]
  %sunkaddr967 = mul i64 %loop.index337.us, 8
  %sunkaddr968 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr967
  %.156.us = load double, ptr %sunkaddr968, align 8
  %.5.i85 = fmul double %.156.us, 2.000000e+00
  %sunkaddr969 = mul i64 %loop.index337.us, 8
  %sunkaddr970 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr969
  store double %.5.i85, ptr %sunkaddr970, align 8
  %sunkaddr971 = mul i64 %loop.index337.us, 8
  %sunkaddr972 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr971
  %sunkaddr973 = getelementptr i8, ptr %sunkaddr972, i64 8
  %.156.us.1 = load double, ptr %sunkaddr973, align 8
  %.5.i85.1 = fmul double %.156.us.1, 2.000000e+00
  %sunkaddr974 = mul i64 %loop.index337.us, 8
  %sunkaddr975 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, ptr %sunkaddr975, i64 8
  store double %.5.i85.1, ptr %sunkaddr976, align 8
  %sunkaddr977 = mul i64 %loop.index337.us, 8
  %sunkaddr978 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, ptr %sunkaddr978, i64 16
  %.156.us.2 = load double, ptr %sunkaddr979, align 8
  %.5.i85.2 = fmul double %.156.us.2, 2.000000e+00
  %sunkaddr980 = mul i64 %loop.index337.us, 8
  %sunkaddr981 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, ptr %sunkaddr981, i64 16
  store double %.5.i85.2, ptr %sunkaddr982, align 8
  %sunkaddr983 = mul i64 %loop.index337.us, 8
  %sunkaddr984 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, ptr %sunkaddr984, i64 24
  %.156.us.3 = load double, ptr %sunkaddr985, align 8
  %.5.i85.3 = fmul double %.156.us.3, 2.000000e+00
  %sunkaddr986 = mul i64 %loop.index337.us, 8
  %sunkaddr987 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, ptr %sunkaddr987, i64 24
  store double %.5.i85.3, ptr %sunkaddr988, align 8
  %sunkaddr989 = mul i64 %loop.index337.us, 8
  %sunkaddr990 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr989
  %sunkaddr991 = getelementptr i8, ptr %sunkaddr990, i64 32
  %.156.us.4 = load double, ptr %sunkaddr991, align 8
  %.5.i85.4 = fmul double %.156.us.4, 2.000000e+00
  %sunkaddr992 = mul i64 %loop.index337.us, 8
  %sunkaddr993 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, ptr %sunkaddr993, i64 32
  store double %.5.i85.4, ptr %sunkaddr994, align 8
  %sunkaddr995 = mul i64 %loop.index337.us, 8
  %sunkaddr996 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr995
  %sunkaddr997 = getelementptr i8, ptr %sunkaddr996, i64 40
  %.156.us.5 = load double, ptr %sunkaddr997, align 8
  %.5.i85.5 = fmul double %.156.us.5, 2.000000e+00
  %sunkaddr998 = mul i64 %loop.index337.us, 8
  %sunkaddr999 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr998
  %sunkaddr1000 = getelementptr i8, ptr %sunkaddr999, i64 40
  store double %.5.i85.5, ptr %sunkaddr1000, align 8
  %sunkaddr1001 = mul i64 %loop.index337.us, 8
  %sunkaddr1002 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1001
  %sunkaddr1003 = getelementptr i8, ptr %sunkaddr1002, i64 48
  %.156.us.6 = load double, ptr %sunkaddr1003, align 8
  %.5.i85.6 = fmul double %.156.us.6, 2.000000e+00
  %sunkaddr1004 = mul i64 %loop.index337.us, 8
  %sunkaddr1005 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr1004
  %sunkaddr1006 = getelementptr i8, ptr %sunkaddr1005, i64 48
  store double %.5.i85.6, ptr %sunkaddr1006, align 8
  %sunkaddr1007 = mul i64 %loop.index337.us, 8
  %sunkaddr1008 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1007
  %sunkaddr1009 = getelementptr i8, ptr %sunkaddr1008, i64 56
  %.156.us.7 = load double, ptr %sunkaddr1009, align 8
  %.5.i85.7 = fmul double %.156.us.7, 2.000000e+00
  %sunkaddr1010 = mul i64 %loop.index337.us, 8
  %sunkaddr1011 = getelementptr i8, ptr %.6.i84, i64 %sunkaddr1010
  %sunkaddr1012 = getelementptr i8, ptr %sunkaddr1011, i64 56
  store double %.5.i85.7, ptr %sunkaddr1012, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index337.us, 8
  %exitcond448.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond448.not.7, label %for.end.endif.endif.endif, label %for.body.endif.endif.us, !llvm.loop !17

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.5.i86 = fmul double %.156, 2.000000e+00
  store double %.5.i86, ptr %.6.i84, align 8
  br label %for.end.endif.endif.endif

for.end.endif.endif.endif:                        ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif
  %.247 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i107 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.247, i32 32), !noalias !18
  %.8.i.i108 = icmp eq ptr %.7.i.i107, null
  br i1 %.8.i.i108, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif, !prof !1

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %.5.i113 = getelementptr i8, ptr %.7.i.i107, i64 24
  %.6.i114 = load ptr, ptr %.5.i113, align 8
  %.315338 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.315338, label %for.body.1.lr.ph, label %for.end.1.endif.endif.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif
  %.317.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.317.not, label %for.body.1.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %for.body.1.lr.ph
  %20 = ptrtoint ptr %.6.i114 to i64
  %21 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check317 = icmp ult i64 %arg.x.5.0.fr, 8
  %22 = sub i64 %20, %21
  %diff.check316 = icmp ult i64 %22, 64
  %or.cond536 = select i1 %min.iters.check317, i1 true, i1 %diff.check316
  br i1 %or.cond536, label %for.body.1.endif.endif.us.preheader541, label %vector.ph318

vector.ph318:                                     ; preds = %for.body.1.endif.endif.us.preheader
  %const_mat = add i64 %const, 24
  %n.vec320 = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body321

vector.body321:                                   ; preds = %vector.body321, %vector.ph318
  %index322 = phi i64 [ 0, %vector.ph318 ], [ %index.next324, %vector.body321 ]
  %23 = shl i64 %index322, 3
  %scevgep881 = getelementptr i8, ptr %arg.x.4, i64 %23
  %wide.load323 = load <8 x double>, ptr %scevgep881, align 8
  %24 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load323)
  %25 = shl i64 %index322, 3
  %scevgep880 = getelementptr i8, ptr %.6.i114, i64 %25
  store <8 x double> %24, ptr %scevgep880, align 8
  %index.next324 = add nuw i64 %index322, 8
  %26 = icmp eq i64 %n.vec320, %index.next324
  br i1 %26, label %middle.block325, label %vector.body321, !llvm.loop !25

middle.block325:                                  ; preds = %vector.body321
  %cmp.n326 = icmp eq i64 %arg.x.5.0.fr, %n.vec320
  br i1 %cmp.n326, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us.preheader541

for.body.1.endif.endif.us.preheader541:           ; preds = %for.body.1.endif.endif.us.preheader, %middle.block325
  %loop.index.1340.us.ph = phi i64 [ 0, %for.body.1.endif.endif.us.preheader ], [ %n.vec320, %middle.block325 ]
  %xtraiter542 = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod543.not = icmp eq i64 %xtraiter542, 0
  br i1 %lcmp.mod543.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader541
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv878 = phi i64 [ %xtraiter542, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next879, %for.body.1.endif.endif.us.prol ]
  %loop.index.1340.us.prol = phi i64 [ %.354.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1340.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %27 = shl i64 %loop.index.1340.us.prol, 3
  %scevgep877 = getelementptr i8, ptr %arg.x.4, i64 %27
  %.325.us.prol = load double, ptr %scevgep877, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.325.us.prol)
  %28 = shl i64 %loop.index.1340.us.prol, 3
  %scevgep876 = getelementptr i8, ptr %.6.i114, i64 %28
  store double %.12.le.i.prol, ptr %scevgep876, align 8
  %.354.us.prol = add nuw nsw i64 %loop.index.1340.us.prol, 1
  %lsr.iv.next879 = add nsw i64 %lsr.iv878, -1
  %prol.iter544.cmp.not = icmp eq i64 %lsr.iv.next879, 0
  br i1 %prol.iter544.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !26

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader541
  %loop.index.1340.us.unr = phi i64 [ %loop.index.1340.us.ph, %for.body.1.endif.endif.us.preheader541 ], [ %.354.us.prol, %for.body.1.endif.endif.us.prol ]
  %29 = sub nsw i64 %loop.index.1340.us.ph, %arg.x.5.0.fr
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us.preheader571

for.body.1.endif.endif.us.preheader571:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader571, %for.body.1.endif.endif.us
  %loop.index.1340.us = phi i64 [ %.354.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1340.us.unr, %for.body.1.endif.endif.us.preheader571 ]
  %sunkaddr1013 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1014 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1013
  %.325.us = load double, ptr %sunkaddr1014, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.325.us)
  %sunkaddr1015 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1016 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1015
  store double %.12.le.i, ptr %sunkaddr1016, align 8
  %sunkaddr1017 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1018 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1017
  %sunkaddr1019 = getelementptr i8, ptr %sunkaddr1018, i64 8
  %.325.us.1 = load double, ptr %sunkaddr1019, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.325.us.1)
  %sunkaddr1020 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1021 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1020
  %sunkaddr1022 = getelementptr i8, ptr %sunkaddr1021, i64 8
  store double %.12.le.i.1, ptr %sunkaddr1022, align 8
  %sunkaddr1023 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1024 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1023
  %sunkaddr1025 = getelementptr i8, ptr %sunkaddr1024, i64 16
  %.325.us.2 = load double, ptr %sunkaddr1025, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.325.us.2)
  %sunkaddr1026 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1027 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1026
  %sunkaddr1028 = getelementptr i8, ptr %sunkaddr1027, i64 16
  store double %.12.le.i.2, ptr %sunkaddr1028, align 8
  %sunkaddr1029 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1030 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1029
  %sunkaddr1031 = getelementptr i8, ptr %sunkaddr1030, i64 24
  %.325.us.3 = load double, ptr %sunkaddr1031, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.325.us.3)
  %sunkaddr1032 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1033 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1032
  %sunkaddr1034 = getelementptr i8, ptr %sunkaddr1033, i64 24
  store double %.12.le.i.3, ptr %sunkaddr1034, align 8
  %sunkaddr1035 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1036 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1035
  %sunkaddr1037 = getelementptr i8, ptr %sunkaddr1036, i64 32
  %.325.us.4 = load double, ptr %sunkaddr1037, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.325.us.4)
  %sunkaddr1038 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1039 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1038
  %sunkaddr1040 = getelementptr i8, ptr %sunkaddr1039, i64 32
  store double %.12.le.i.4, ptr %sunkaddr1040, align 8
  %sunkaddr1041 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1042 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1041
  %sunkaddr1043 = getelementptr i8, ptr %sunkaddr1042, i64 40
  %.325.us.5 = load double, ptr %sunkaddr1043, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.325.us.5)
  %sunkaddr1044 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1045 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1044
  %sunkaddr1046 = getelementptr i8, ptr %sunkaddr1045, i64 40
  store double %.12.le.i.5, ptr %sunkaddr1046, align 8
  %sunkaddr1047 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1048 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1047
  %sunkaddr1049 = getelementptr i8, ptr %sunkaddr1048, i64 48
  %.325.us.6 = load double, ptr %sunkaddr1049, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.325.us.6)
  %sunkaddr1050 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1051 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1050
  %sunkaddr1052 = getelementptr i8, ptr %sunkaddr1051, i64 48
  store double %.12.le.i.6, ptr %sunkaddr1052, align 8
  %sunkaddr1053 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1054 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1053
  %sunkaddr1055 = getelementptr i8, ptr %sunkaddr1054, i64 56
  %.325.us.7 = load double, ptr %sunkaddr1055, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.325.us.7)
  %sunkaddr1056 = mul i64 %loop.index.1340.us, 8
  %sunkaddr1057 = getelementptr i8, ptr %.6.i114, i64 %sunkaddr1056
  %sunkaddr1058 = getelementptr i8, ptr %sunkaddr1057, i64 56
  store double %.12.le.i.7, ptr %sunkaddr1058, align 8
  %.354.us.7 = add nuw nsw i64 %loop.index.1340.us, 8
  %exitcond450.not.7 = icmp eq i64 %arg.x.5.0.fr, %.354.us.7
  br i1 %exitcond450.not.7, label %for.end.1.endif.endif.endif, label %for.body.1.endif.endif.us, !llvm.loop !27

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.325 = load double, ptr %arg.x.4, align 8
  %.12.le.i115 = tail call double @llvm.sin.f64(double %.325)
  store double %.12.le.i115, ptr %.6.i114, align 8
  br label %for.end.1.endif.endif.endif

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block325, %for.body.1.endif.endif, %for.end.endif.endif.endif.endif
  %.416 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i136 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.416, i32 32), !noalias !28
  %.8.i.i137 = icmp eq ptr %.7.i.i136, null
  br i1 %.8.i.i137, label %for.end.1.endif.endif.endif.if.if, label %for.end.1.endif.endif.endif.endif, !prof !1

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %.5.i142 = getelementptr i8, ptr %.7.i.i136, i64 24
  %.6.i143 = load ptr, ptr %.5.i142, align 8
  %.484342 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.484342, label %for.body.2.lr.ph, label %for.end.2.endif.if

for.body.2.lr.ph:                                 ; preds = %for.end.1.endif.endif.endif.endif
  %.486.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.486.not, label %for.body.2.endif.endif, label %iter.check334

iter.check334:                                    ; preds = %for.body.2.lr.ph
  %31 = ptrtoint ptr %.6.i143 to i64
  %32 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check332 = icmp ult i64 %arg.x.5.0.fr, 4
  %33 = sub i64 %31, %32
  %diff.check330 = icmp ult i64 %33, 256
  %or.cond537 = select i1 %min.iters.check332, i1 true, i1 %diff.check330
  br i1 %or.cond537, label %for.body.2.endif.endif.us.preheader, label %vector.main.loop.iter.check336

vector.main.loop.iter.check336:                   ; preds = %iter.check334
  %min.iters.check335 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check335, label %vec.epilog.ph353, label %vector.ph337

vector.ph337:                                     ; preds = %vector.main.loop.iter.check336
  %n.vec339 = and i64 %arg.x.5.0.fr, %const
  br label %vector.body340

vector.body340:                                   ; preds = %vector.body340, %vector.ph337
  %index341 = phi i64 [ 0, %vector.ph337 ], [ %index.next346, %vector.body340 ]
  %sunkaddr1059 = mul i64 %index341, 8
  %sunkaddr1060 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1059
  %wide.load342 = load <8 x double>, ptr %sunkaddr1060, align 8
  %sunkaddr1061 = mul i64 %index341, 8
  %sunkaddr1062 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1061
  %sunkaddr1063 = getelementptr i8, ptr %sunkaddr1062, i64 64
  %wide.load343 = load <8 x double>, ptr %sunkaddr1063, align 8
  %sunkaddr1064 = mul i64 %index341, 8
  %sunkaddr1065 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1064
  %sunkaddr1066 = getelementptr i8, ptr %sunkaddr1065, i64 128
  %wide.load344 = load <8 x double>, ptr %sunkaddr1066, align 8
  %sunkaddr1067 = mul i64 %index341, 8
  %sunkaddr1068 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1067
  %sunkaddr1069 = getelementptr i8, ptr %sunkaddr1068, i64 192
  %wide.load345 = load <8 x double>, ptr %sunkaddr1069, align 8
  %34 = fmul <8 x double> %wide.load342, %wide.load342
  %35 = fmul <8 x double> %wide.load343, %wide.load343
  %36 = fmul <8 x double> %wide.load344, %wide.load344
  %37 = fmul <8 x double> %wide.load345, %wide.load345
  %sunkaddr1070 = mul i64 %index341, 8
  %sunkaddr1071 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1070
  store <8 x double> %34, ptr %sunkaddr1071, align 8
  %sunkaddr1072 = mul i64 %index341, 8
  %sunkaddr1073 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, ptr %sunkaddr1073, i64 64
  store <8 x double> %35, ptr %sunkaddr1074, align 8
  %sunkaddr1075 = mul i64 %index341, 8
  %sunkaddr1076 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, ptr %sunkaddr1076, i64 128
  store <8 x double> %36, ptr %sunkaddr1077, align 8
  %sunkaddr1078 = mul i64 %index341, 8
  %sunkaddr1079 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1078
  %sunkaddr1080 = getelementptr i8, ptr %sunkaddr1079, i64 192
  store <8 x double> %37, ptr %sunkaddr1080, align 8
  %index.next346 = add nuw i64 %index341, 32
  %38 = icmp eq i64 %n.vec339, %index.next346
  br i1 %38, label %middle.block347, label %vector.body340, !llvm.loop !35

middle.block347:                                  ; preds = %vector.body340
  %cmp.n348 = icmp eq i64 %arg.x.5.0.fr, %n.vec339
  br i1 %cmp.n348, label %for.end.2.endif.if, label %vec.epilog.iter.check351

vec.epilog.iter.check351:                         ; preds = %middle.block347
  %39 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check352 = icmp eq i64 %39, 0
  br i1 %min.epilog.iters.check352, label %for.body.2.endif.endif.us.preheader, label %vec.epilog.ph353, !prof !13

vec.epilog.ph353:                                 ; preds = %vector.main.loop.iter.check336, %vec.epilog.iter.check351
  %vec.epilog.resume.val349 = phi i64 [ %n.vec339, %vec.epilog.iter.check351 ], [ 0, %vector.main.loop.iter.check336 ]
  %const_mat938 = add i64 %const, 28
  %n.vec355 = and i64 %arg.x.5.0.fr, %const_mat938
  br label %vec.epilog.vector.body356

vec.epilog.vector.body356:                        ; preds = %vec.epilog.vector.body356, %vec.epilog.ph353
  %index357 = phi i64 [ %vec.epilog.resume.val349, %vec.epilog.ph353 ], [ %index.next359, %vec.epilog.vector.body356 ]
  %40 = shl i64 %index357, 3
  %scevgep827 = getelementptr i8, ptr %arg.x.4, i64 %40
  %wide.load358 = load <4 x double>, ptr %scevgep827, align 8
  %41 = fmul <4 x double> %wide.load358, %wide.load358
  %42 = shl i64 %index357, 3
  %scevgep826 = getelementptr i8, ptr %.6.i143, i64 %42
  store <4 x double> %41, ptr %scevgep826, align 8
  %index.next359 = add nuw i64 %index357, 4
  %43 = icmp eq i64 %n.vec355, %index.next359
  br i1 %43, label %vec.epilog.middle.block360, label %vec.epilog.vector.body356, !llvm.loop !36

vec.epilog.middle.block360:                       ; preds = %vec.epilog.vector.body356
  %cmp.n361 = icmp eq i64 %arg.x.5.0.fr, %n.vec355
  br i1 %cmp.n361, label %for.end.2.endif.if, label %for.body.2.endif.endif.us.preheader

for.body.2.endif.endif.us.preheader:              ; preds = %iter.check334, %vec.epilog.iter.check351, %vec.epilog.middle.block360
  %loop.index.2344.us.ph = phi i64 [ 0, %iter.check334 ], [ %n.vec339, %vec.epilog.iter.check351 ], [ %n.vec355, %vec.epilog.middle.block360 ]
  %44 = sub nsw i64 %arg.x.5.0.fr, %loop.index.2344.us.ph
  %xtraiter545 = and i64 %44, 7
  %lcmp.mod546.not = icmp eq i64 %xtraiter545, 0
  br i1 %lcmp.mod546.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol.preheader

for.body.2.endif.endif.us.prol.preheader:         ; preds = %for.body.2.endif.endif.us.preheader
  br label %for.body.2.endif.endif.us.prol

for.body.2.endif.endif.us.prol:                   ; preds = %for.body.2.endif.endif.us.prol.preheader, %for.body.2.endif.endif.us.prol
  %lsr.iv824 = phi i64 [ %xtraiter545, %for.body.2.endif.endif.us.prol.preheader ], [ %lsr.iv.next825, %for.body.2.endif.endif.us.prol ]
  %loop.index.2344.us.prol = phi i64 [ %.523.us.prol, %for.body.2.endif.endif.us.prol ], [ %loop.index.2344.us.ph, %for.body.2.endif.endif.us.prol.preheader ]
  %45 = shl i64 %loop.index.2344.us.prol, 3
  %scevgep823 = getelementptr i8, ptr %arg.x.4, i64 %45
  %.494.us.prol = load double, ptr %scevgep823, align 8
  %.5.i144.prol = fmul double %.494.us.prol, %.494.us.prol
  %46 = shl i64 %loop.index.2344.us.prol, 3
  %scevgep822 = getelementptr i8, ptr %.6.i143, i64 %46
  store double %.5.i144.prol, ptr %scevgep822, align 8
  %.523.us.prol = add nuw i64 %loop.index.2344.us.prol, 1
  %lsr.iv.next825 = add nsw i64 %lsr.iv824, -1
  %prol.iter547.cmp.not = icmp eq i64 %lsr.iv.next825, 0
  br i1 %prol.iter547.cmp.not, label %for.body.2.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.us.prol, !llvm.loop !37

for.body.2.endif.endif.us.prol.loopexit:          ; preds = %for.body.2.endif.endif.us.prol, %for.body.2.endif.endif.us.preheader
  %loop.index.2344.us.unr = phi i64 [ %loop.index.2344.us.ph, %for.body.2.endif.endif.us.preheader ], [ %.523.us.prol, %for.body.2.endif.endif.us.prol ]
  %47 = sub nsw i64 %loop.index.2344.us.ph, %arg.x.5.0.fr
  %48 = icmp ugt i64 %47, -8
  br i1 %48, label %for.end.2.endif.if, label %for.body.2.endif.endif.us.preheader570

for.body.2.endif.endif.us.preheader570:           ; preds = %for.body.2.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.us

for.body.2.endif.endif.us:                        ; preds = %for.body.2.endif.endif.us.preheader570, %for.body.2.endif.endif.us
  %loop.index.2344.us = phi i64 [ %.523.us.7, %for.body.2.endif.endif.us ], [ %loop.index.2344.us.unr, %for.body.2.endif.endif.us.preheader570 ]
  %sunkaddr1081 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1082 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1081
  %.494.us = load double, ptr %sunkaddr1082, align 8
  %.5.i144 = fmul double %.494.us, %.494.us
  %sunkaddr1083 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1084 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1083
  store double %.5.i144, ptr %sunkaddr1084, align 8
  %sunkaddr1085 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1086 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, ptr %sunkaddr1086, i64 8
  %.494.us.1 = load double, ptr %sunkaddr1087, align 8
  %.5.i144.1 = fmul double %.494.us.1, %.494.us.1
  %sunkaddr1088 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1089 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1088
  %sunkaddr1090 = getelementptr i8, ptr %sunkaddr1089, i64 8
  store double %.5.i144.1, ptr %sunkaddr1090, align 8
  %sunkaddr1091 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1092 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1091
  %sunkaddr1093 = getelementptr i8, ptr %sunkaddr1092, i64 16
  %.494.us.2 = load double, ptr %sunkaddr1093, align 8
  %.5.i144.2 = fmul double %.494.us.2, %.494.us.2
  %sunkaddr1094 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1095 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1094
  %sunkaddr1096 = getelementptr i8, ptr %sunkaddr1095, i64 16
  store double %.5.i144.2, ptr %sunkaddr1096, align 8
  %sunkaddr1097 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1098 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1097
  %sunkaddr1099 = getelementptr i8, ptr %sunkaddr1098, i64 24
  %.494.us.3 = load double, ptr %sunkaddr1099, align 8
  %.5.i144.3 = fmul double %.494.us.3, %.494.us.3
  %sunkaddr1100 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1101 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1100
  %sunkaddr1102 = getelementptr i8, ptr %sunkaddr1101, i64 24
  store double %.5.i144.3, ptr %sunkaddr1102, align 8
  %sunkaddr1103 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1104 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1103
  %sunkaddr1105 = getelementptr i8, ptr %sunkaddr1104, i64 32
  %.494.us.4 = load double, ptr %sunkaddr1105, align 8
  %.5.i144.4 = fmul double %.494.us.4, %.494.us.4
  %sunkaddr1106 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1107 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1106
  %sunkaddr1108 = getelementptr i8, ptr %sunkaddr1107, i64 32
  store double %.5.i144.4, ptr %sunkaddr1108, align 8
  %sunkaddr1109 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1110 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1109
  %sunkaddr1111 = getelementptr i8, ptr %sunkaddr1110, i64 40
  %.494.us.5 = load double, ptr %sunkaddr1111, align 8
  %.5.i144.5 = fmul double %.494.us.5, %.494.us.5
  %sunkaddr1112 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1113 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1112
  %sunkaddr1114 = getelementptr i8, ptr %sunkaddr1113, i64 40
  store double %.5.i144.5, ptr %sunkaddr1114, align 8
  %sunkaddr1115 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1116 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1115
  %sunkaddr1117 = getelementptr i8, ptr %sunkaddr1116, i64 48
  %.494.us.6 = load double, ptr %sunkaddr1117, align 8
  %.5.i144.6 = fmul double %.494.us.6, %.494.us.6
  %sunkaddr1118 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1119 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1118
  %sunkaddr1120 = getelementptr i8, ptr %sunkaddr1119, i64 48
  store double %.5.i144.6, ptr %sunkaddr1120, align 8
  %sunkaddr1121 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1122 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr1121
  %sunkaddr1123 = getelementptr i8, ptr %sunkaddr1122, i64 56
  %.494.us.7 = load double, ptr %sunkaddr1123, align 8
  %.5.i144.7 = fmul double %.494.us.7, %.494.us.7
  %sunkaddr1124 = mul i64 %loop.index.2344.us, 8
  %sunkaddr1125 = getelementptr i8, ptr %.6.i143, i64 %sunkaddr1124
  %sunkaddr1126 = getelementptr i8, ptr %sunkaddr1125, i64 56
  store double %.5.i144.7, ptr %sunkaddr1126, align 8
  %.523.us.7 = add nuw nsw i64 %loop.index.2344.us, 8
  %exitcond452.not.7 = icmp eq i64 %arg.x.5.0.fr, %.523.us.7
  br i1 %exitcond452.not.7, label %for.end.2.endif.if, label %for.body.2.endif.endif.us, !llvm.loop !38

for.end.1.endif.endif.endif.if.if:                ; preds = %for.end.1.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.2.endif.endif:                           ; preds = %for.body.2.lr.ph
  %.494 = load double, ptr %arg.x.4, align 8
  %.5.i145 = fmul double %.494, %.494
  store double %.5.i145, ptr %.6.i143, align 8
  br label %for.end.2.endif.if

for.end.2.endif.if:                               ; preds = %for.body.2.endif.endif.us, %for.body.2.endif.endif.us.prol.loopexit, %middle.block347, %vec.epilog.middle.block360, %for.body.2.endif.endif, %for.end.1.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %.547 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 192, ptr nonnull @".dtor.list.array(float64, 1d, C)")
  %.548 = icmp eq ptr %.547, null
  br i1 %.548, label %for.end.2.endif.endif.if, label %for.end.2.endif.endif.endif, !prof !1

for.end.2.endif.endif.if:                         ; preds = %for.end.2.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.2.endif.endif.endif:                      ; preds = %for.end.2.endif.if
  %.5.i146 = getelementptr i8, ptr %.547, i64 24
  %.6.i147 = load ptr, ptr %.5.i146, align 8
  %.560 = getelementptr inbounds nuw i8, ptr %.6.i147, i64 8
  store i64 3, ptr %.560, align 8
  %.6.i149 = load ptr, ptr %.5.i146, align 8
  store i64 0, ptr %.6.i149, align 8
  %.6.i151 = load ptr, ptr %.5.i146, align 8
  %.572 = getelementptr inbounds nuw i8, ptr %.6.i151, i64 16
  store i8 0, ptr %.572, align 1
  %.6.i153 = load ptr, ptr %.5.i146, align 8
  %.585 = getelementptr inbounds nuw i8, ptr %.6.i153, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(168) %.585, i8 0, i64 168, i1 false)
  %.6.i155 = load ptr, ptr %.5.i146, align 8
  store i64 3, ptr %.6.i155, align 8
  %.6.i157 = load ptr, ptr %.5.i146, align 8
  %.618 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 24
  %.620.unpack = load ptr, ptr %.618, align 8
  store ptr %.7.i.i, ptr %.618, align 8
  %.639.repack207 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 32
  store ptr null, ptr %.639.repack207, align 8
  %.639.repack209 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 40
  store i64 %arg.x.5.0.fr, ptr %.639.repack209, align 8
  %.639.repack211 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 48
  store i64 8, ptr %.639.repack211, align 8
  %.639.repack213 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 56
  store ptr %.6.i84, ptr %.639.repack213, align 8
  %.639.repack215 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 64
  store i64 %arg.x.5.0.fr, ptr %.639.repack215, align 8
  %.639.repack217 = getelementptr inbounds nuw i8, ptr %.6.i157, i64 72
  store i64 8, ptr %.639.repack217, align 8
  %.6.i159 = load ptr, ptr %.5.i146, align 8
  %.661 = getelementptr i8, ptr %.6.i159, i64 80
  %.662.unpack = load ptr, ptr %.661, align 8
  store ptr %.7.i.i107, ptr %.661, align 8
  %.682.repack234 = getelementptr i8, ptr %.6.i159, i64 88
  store ptr null, ptr %.682.repack234, align 8
  %.682.repack236 = getelementptr i8, ptr %.6.i159, i64 96
  store i64 %arg.x.5.0.fr, ptr %.682.repack236, align 8
  %.682.repack238 = getelementptr i8, ptr %.6.i159, i64 104
  store i64 8, ptr %.682.repack238, align 8
  %.682.repack240 = getelementptr i8, ptr %.6.i159, i64 112
  store ptr %.6.i114, ptr %.682.repack240, align 8
  %.682.repack242 = getelementptr i8, ptr %.6.i159, i64 120
  store i64 %arg.x.5.0.fr, ptr %.682.repack242, align 8
  %.682.repack244 = getelementptr i8, ptr %.6.i159, i64 128
  store i64 8, ptr %.682.repack244, align 8
  %.6.i161 = load ptr, ptr %.5.i146, align 8
  %.703 = getelementptr i8, ptr %.6.i161, i64 136
  %.704.unpack = load ptr, ptr %.703, align 8
  store ptr %.7.i.i136, ptr %.703, align 8
  %.724.repack261 = getelementptr i8, ptr %.6.i161, i64 144
  store ptr null, ptr %.724.repack261, align 8
  %.724.repack263 = getelementptr i8, ptr %.6.i161, i64 152
  store i64 %arg.x.5.0.fr, ptr %.724.repack263, align 8
  %.724.repack265 = getelementptr i8, ptr %.6.i161, i64 160
  store i64 8, ptr %.724.repack265, align 8
  %.724.repack267 = getelementptr i8, ptr %.6.i161, i64 168
  store ptr %.6.i143, ptr %.724.repack267, align 8
  %.724.repack269 = getelementptr i8, ptr %.6.i161, i64 176
  store i64 %arg.x.5.0.fr, ptr %.724.repack269, align 8
  %.724.repack271 = getelementptr i8, ptr %.6.i161, i64 184
  store i64 8, ptr %.724.repack271, align 8
  tail call void @NRT_incref(ptr nonnull %.547)
  %.6.i258 = load ptr, ptr %.5.i146, align 8
  %.799259 = load i64, ptr %.6.i258, align 8
  %.800260 = icmp sgt i64 %.799259, 0
  tail call void @NRT_decref(ptr %.620.unpack)
  tail call void @NRT_decref(ptr %.662.unpack)
  tail call void @NRT_decref(ptr %.704.unpack)
  br i1 %.800260, label %B72.preheader, label %B140

B72.preheader:                                    ; preds = %for.end.2.endif.endif.endif
  br label %B72

B72.if:                                           ; preds = %B72
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B128.i178:                                        ; preds = %B72
  %.906 = getelementptr inbounds nuw i8, ptr %.6.i82, i64 24
  %.908.unpack = load ptr, ptr %.906, align 8
  %.908.elt294 = getelementptr inbounds nuw i8, ptr %.6.i82, i64 56
  %.908.unpack295 = load ptr, ptr %.908.elt294, align 8
  %.908.elt296 = getelementptr inbounds nuw i8, ptr %.6.i82, i64 64
  %.908.unpack297.unpack = load i64, ptr %.908.elt296, align 8
  %.908.unpack297.unpack.fr = freeze i64 %.908.unpack297.unpack
  tail call void @NRT_incref(ptr %.908.unpack)
  %.101.not.i179 = icmp eq i64 %.908.unpack297.unpack.fr, 1
  br i1 %.101.not.i179, label %B128.i198, label %B90.i189

B90.i189:                                         ; preds = %B128.i178
  %.71.i190 = icmp ne i64 %1, %.908.unpack297.unpack.fr
  %.76.i191 = icmp ne i64 %1, 1
  %or.cond.i192 = and i1 %.76.i191, %.71.i190
  br i1 %or.cond.i192, label %B72.endif.endif.endif.endif.if, label %B150.i193

B128.i198:                                        ; preds = %B128.i178
  %.101.not.i199 = icmp eq i64 %1, 1
  br i1 %.101.not.i199, label %B72.endif.endif.endif.endif.endif.endif, label %B150.i193

B150.i193:                                        ; preds = %B128.i198, %B90.i189
  %dest_shape.3.1 = phi i64 [ %.908.unpack297.unpack.fr, %B90.i189 ], [ %1, %B128.i198 ]
  %49 = add i64 %dest_shape.3.1, %const944
  %.1031 = icmp ult i64 %49, %const943
  br i1 %.1031, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !39

B72.endif.endif.endif.endif.if:                   ; preds = %B90.i189
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.endif.endif.endif.endif.if:             ; preds = %B150.i193
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B128.i198, %B150.i193
  %dest_shape.3.1289 = phi i64 [ %dest_shape.3.1, %B150.i193 ], [ 1, %B128.i198 ]
  %.1030 = shl nsw i64 %dest_shape.3.1289, 3
  %.7.i.i202 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1030, i32 32), !noalias !40
  %.8.i.i203 = icmp eq ptr %.7.i.i202, null
  br i1 %.8.i.i203, label %B72.endif.endif.endif.endif.endif.endif.if.if, label %B72.endif.endif.endif.endif.endif.endif.endif, !prof !1

B72.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B72.endif.endif.endif.endif.endif.endif
  %.5.i208 = getelementptr i8, ptr %.7.i.i202, i64 24
  %.6.i209 = load ptr, ptr %.5.i208, align 8
  %.1101346 = icmp sgt i64 %dest_shape.3.1289, 0
  br i1 %.1101346, label %for.body.3.lr.ph, label %for.end.3.endif.critedge

for.body.3.lr.ph:                                 ; preds = %B72.endif.endif.endif.endif.endif.endif.endif
  %.1103 = icmp ugt i64 %.908.unpack297.unpack.fr, 1
  br i1 %.1103, label %for.body.3.lr.ph.split.us, label %for.body.3.lr.ph.split

for.body.3.lr.ph.split.us:                        ; preds = %for.body.3.lr.ph
  %50 = icmp ugt i64 %1, 1
  br i1 %50, label %iter.check372, label %iter.check416

iter.check416:                                    ; preds = %for.body.3.lr.ph.split.us
  %51 = icmp ult i64 %dest_shape.3.1289, 4
  br i1 %51, label %for.body.3.endif.endif.endif.us.preheader, label %vector.memcheck406

vector.memcheck406:                               ; preds = %iter.check416
  %52 = shl i64 %dest_shape.3.1289, 3
  %scevgep = getelementptr i8, ptr %.6.i209, i64 %52
  %scevgep407 = getelementptr i8, ptr %.908.unpack295, i64 %52
  %scevgep408 = getelementptr i8, ptr %.810.unpack280, i64 8
  %bound0 = icmp ult ptr %.6.i209, %scevgep407
  %bound1 = icmp ult ptr %.908.unpack295, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0409 = icmp ult ptr %.6.i209, %scevgep408
  %bound1410 = icmp ult ptr %.810.unpack280, %scevgep
  %found.conflict411 = and i1 %bound0409, %bound1410
  %conflict.rdx412 = or i1 %found.conflict, %found.conflict411
  br i1 %conflict.rdx412, label %for.body.3.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check418

vector.main.loop.iter.check418:                   ; preds = %vector.memcheck406
  %min.iters.check417 = icmp ult i64 %dest_shape.3.1289, 32
  br i1 %min.iters.check417, label %vec.epilog.ph435, label %vector.ph419

vector.ph419:                                     ; preds = %vector.main.loop.iter.check418
  %n.vec421 = and i64 %dest_shape.3.1289, %const
  %53 = load double, ptr %.810.unpack280, align 8, !alias.scope !47
  %broadcast.splatinsert = insertelement <8 x double> poison, double %53, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body422

vector.body422:                                   ; preds = %vector.body422, %vector.ph419
  %index423 = phi i64 [ 0, %vector.ph419 ], [ %index.next428, %vector.body422 ]
  %sunkaddr1127 = mul i64 %index423, 8
  %sunkaddr1128 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1127
  %wide.load424 = load <8 x double>, ptr %sunkaddr1128, align 8, !alias.scope !50
  %sunkaddr1129 = mul i64 %index423, 8
  %sunkaddr1130 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, ptr %sunkaddr1130, i64 64
  %wide.load425 = load <8 x double>, ptr %sunkaddr1131, align 8, !alias.scope !50
  %sunkaddr1132 = mul i64 %index423, 8
  %sunkaddr1133 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, ptr %sunkaddr1133, i64 128
  %wide.load426 = load <8 x double>, ptr %sunkaddr1134, align 8, !alias.scope !50
  %sunkaddr1135 = mul i64 %index423, 8
  %sunkaddr1136 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, ptr %sunkaddr1136, i64 192
  %wide.load427 = load <8 x double>, ptr %sunkaddr1137, align 8, !alias.scope !50
  %54 = fmul <8 x double> %wide.load424, %broadcast.splat
  %55 = fmul <8 x double> %wide.load425, %broadcast.splat
  %56 = fmul <8 x double> %wide.load426, %broadcast.splat
  %57 = fmul <8 x double> %wide.load427, %broadcast.splat
  %sunkaddr1138 = mul i64 %index423, 8
  %sunkaddr1139 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1138
  store <8 x double> %54, ptr %sunkaddr1139, align 8, !alias.scope !52, !noalias !54
  %sunkaddr1140 = mul i64 %index423, 8
  %sunkaddr1141 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1140
  %sunkaddr1142 = getelementptr i8, ptr %sunkaddr1141, i64 64
  store <8 x double> %55, ptr %sunkaddr1142, align 8, !alias.scope !52, !noalias !54
  %sunkaddr1143 = mul i64 %index423, 8
  %sunkaddr1144 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1143
  %sunkaddr1145 = getelementptr i8, ptr %sunkaddr1144, i64 128
  store <8 x double> %56, ptr %sunkaddr1145, align 8, !alias.scope !52, !noalias !54
  %sunkaddr1146 = mul i64 %index423, 8
  %sunkaddr1147 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1146
  %sunkaddr1148 = getelementptr i8, ptr %sunkaddr1147, i64 192
  store <8 x double> %57, ptr %sunkaddr1148, align 8, !alias.scope !52, !noalias !54
  %index.next428 = add nuw i64 %index423, 32
  %58 = icmp eq i64 %n.vec421, %index.next428
  br i1 %58, label %middle.block429, label %vector.body422, !llvm.loop !55

middle.block429:                                  ; preds = %vector.body422
  %cmp.n430 = icmp eq i64 %dest_shape.3.1289, %n.vec421
  br i1 %cmp.n430, label %for.end.3, label %vec.epilog.iter.check433

vec.epilog.iter.check433:                         ; preds = %middle.block429
  %59 = and i64 %dest_shape.3.1289, 28
  %min.epilog.iters.check434 = icmp eq i64 %59, 0
  br i1 %min.epilog.iters.check434, label %for.body.3.endif.endif.endif.us.preheader, label %vec.epilog.ph435, !prof !13

vec.epilog.ph435:                                 ; preds = %vector.main.loop.iter.check418, %vec.epilog.iter.check433
  %vec.epilog.resume.val431 = phi i64 [ %n.vec421, %vec.epilog.iter.check433 ], [ 0, %vector.main.loop.iter.check418 ]
  %const_mat939 = add i64 %const, 28
  %n.vec437 = and i64 %dest_shape.3.1289, %const_mat939
  %60 = load double, ptr %.810.unpack280, align 8, !alias.scope !47
  %broadcast.splatinsert441 = insertelement <4 x double> poison, double %60, i64 0
  %broadcast.splat442 = shufflevector <4 x double> %broadcast.splatinsert441, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body438

vec.epilog.vector.body438:                        ; preds = %vec.epilog.vector.body438, %vec.epilog.ph435
  %index439 = phi i64 [ %vec.epilog.resume.val431, %vec.epilog.ph435 ], [ %index.next443, %vec.epilog.vector.body438 ]
  %61 = shl i64 %index439, 3
  %scevgep670 = getelementptr i8, ptr %.908.unpack295, i64 %61
  %wide.load440 = load <4 x double>, ptr %scevgep670, align 8, !alias.scope !50
  %62 = fmul <4 x double> %wide.load440, %broadcast.splat442
  %63 = shl i64 %index439, 3
  %scevgep669 = getelementptr i8, ptr %.6.i209, i64 %63
  store <4 x double> %62, ptr %scevgep669, align 8, !alias.scope !52, !noalias !54
  %index.next443 = add nuw i64 %index439, 4
  %64 = icmp eq i64 %n.vec437, %index.next443
  br i1 %64, label %vec.epilog.middle.block444, label %vec.epilog.vector.body438, !llvm.loop !56

vec.epilog.middle.block444:                       ; preds = %vec.epilog.vector.body438
  %cmp.n445 = icmp eq i64 %dest_shape.3.1289, %n.vec437
  br i1 %cmp.n445, label %for.end.3, label %for.body.3.endif.endif.endif.us.preheader

for.body.3.endif.endif.endif.us.preheader:        ; preds = %vector.memcheck406, %iter.check416, %vec.epilog.iter.check433, %vec.epilog.middle.block444
  %loop.index.3349.us.ph = phi i64 [ 0, %iter.check416 ], [ 0, %vector.memcheck406 ], [ %n.vec421, %vec.epilog.iter.check433 ], [ %n.vec437, %vec.epilog.middle.block444 ]
  %65 = sub nsw i64 %dest_shape.3.1289, %loop.index.3349.us.ph
  %xtraiter554 = and i64 %65, 7
  %lcmp.mod555.not = icmp eq i64 %xtraiter554, 0
  br i1 %lcmp.mod555.not, label %for.body.3.endif.endif.endif.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.prol.preheader

for.body.3.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.3.endif.endif.endif.us.preheader
  br label %for.body.3.endif.endif.endif.us.prol

for.body.3.endif.endif.endif.us.prol:             ; preds = %for.body.3.endif.endif.endif.us.prol.preheader, %for.body.3.endif.endif.endif.us.prol
  %lsr.iv673 = phi i64 [ %xtraiter554, %for.body.3.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next674, %for.body.3.endif.endif.endif.us.prol ]
  %loop.index.3349.us.prol = phi i64 [ %.1149.us.prol, %for.body.3.endif.endif.endif.us.prol ], [ %loop.index.3349.us.ph, %for.body.3.endif.endif.endif.us.prol.preheader ]
  %66 = shl i64 %loop.index.3349.us.prol, 3
  %scevgep672 = getelementptr i8, ptr %.908.unpack295, i64 %66
  %.1111.us.prol = load double, ptr %scevgep672, align 8
  %.1120.us.prol = load double, ptr %.810.unpack280, align 8
  %.6.i211.prol = fmul double %.1111.us.prol, %.1120.us.prol
  %67 = shl i64 %loop.index.3349.us.prol, 3
  %scevgep671 = getelementptr i8, ptr %.6.i209, i64 %67
  store double %.6.i211.prol, ptr %scevgep671, align 8
  %.1149.us.prol = add nuw i64 %loop.index.3349.us.prol, 1
  %lsr.iv.next674 = add nsw i64 %lsr.iv673, -1
  %prol.iter556.cmp.not = icmp eq i64 %lsr.iv.next674, 0
  br i1 %prol.iter556.cmp.not, label %for.body.3.endif.endif.endif.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.prol, !llvm.loop !57

for.body.3.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.3.endif.endif.endif.us.prol, %for.body.3.endif.endif.endif.us.preheader
  %loop.index.3349.us.unr = phi i64 [ %loop.index.3349.us.ph, %for.body.3.endif.endif.endif.us.preheader ], [ %.1149.us.prol, %for.body.3.endif.endif.endif.us.prol ]
  %68 = sub nsw i64 %loop.index.3349.us.ph, %dest_shape.3.1289
  %69 = icmp ugt i64 %68, -8
  br i1 %69, label %for.end.3, label %for.body.3.endif.endif.endif.us.preheader564

for.body.3.endif.endif.endif.us.preheader564:     ; preds = %for.body.3.endif.endif.endif.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us

iter.check372:                                    ; preds = %for.body.3.lr.ph.split.us
  %70 = icmp ult i64 %dest_shape.3.1289, 4
  br i1 %70, label %for.body.3.endif.endif.endif.us.us.preheader, label %vector.memcheck363

vector.memcheck363:                               ; preds = %iter.check372
  %71 = ptrtoint ptr %.6.i209 to i64
  %72 = ptrtoint ptr %.908.unpack295 to i64
  %73 = ptrtoint ptr %.810.unpack280 to i64
  %74 = sub i64 %71, %72
  %diff.check366 = icmp ult i64 %74, 256
  %75 = sub i64 %71, %73
  %diff.check368 = icmp ult i64 %75, 256
  %conflict.rdx = or i1 %diff.check366, %diff.check368
  br i1 %conflict.rdx, label %for.body.3.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check374

vector.main.loop.iter.check374:                   ; preds = %vector.memcheck363
  %min.iters.check373 = icmp ult i64 %dest_shape.3.1289, 32
  br i1 %min.iters.check373, label %vec.epilog.ph395, label %vector.ph375

vector.ph375:                                     ; preds = %vector.main.loop.iter.check374
  %n.vec377 = and i64 %dest_shape.3.1289, %const
  br label %vector.body378

vector.body378:                                   ; preds = %vector.body378, %vector.ph375
  %index379 = phi i64 [ 0, %vector.ph375 ], [ %index.next388, %vector.body378 ]
  %sunkaddr1149 = mul i64 %index379, 8
  %sunkaddr1150 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1149
  %wide.load380 = load <8 x double>, ptr %sunkaddr1150, align 8
  %sunkaddr1151 = mul i64 %index379, 8
  %sunkaddr1152 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1151
  %sunkaddr1153 = getelementptr i8, ptr %sunkaddr1152, i64 64
  %wide.load381 = load <8 x double>, ptr %sunkaddr1153, align 8
  %sunkaddr1154 = mul i64 %index379, 8
  %sunkaddr1155 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1154
  %sunkaddr1156 = getelementptr i8, ptr %sunkaddr1155, i64 128
  %wide.load382 = load <8 x double>, ptr %sunkaddr1156, align 8
  %sunkaddr1157 = mul i64 %index379, 8
  %sunkaddr1158 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1157
  %sunkaddr1159 = getelementptr i8, ptr %sunkaddr1158, i64 192
  %wide.load383 = load <8 x double>, ptr %sunkaddr1159, align 8
  %sunkaddr1160 = mul i64 %index379, 8
  %sunkaddr1161 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1160
  %wide.load384 = load <8 x double>, ptr %sunkaddr1161, align 8
  %sunkaddr1162 = mul i64 %index379, 8
  %sunkaddr1163 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1162
  %sunkaddr1164 = getelementptr i8, ptr %sunkaddr1163, i64 64
  %wide.load385 = load <8 x double>, ptr %sunkaddr1164, align 8
  %sunkaddr1165 = mul i64 %index379, 8
  %sunkaddr1166 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1165
  %sunkaddr1167 = getelementptr i8, ptr %sunkaddr1166, i64 128
  %wide.load386 = load <8 x double>, ptr %sunkaddr1167, align 8
  %sunkaddr1168 = mul i64 %index379, 8
  %sunkaddr1169 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1168
  %sunkaddr1170 = getelementptr i8, ptr %sunkaddr1169, i64 192
  %wide.load387 = load <8 x double>, ptr %sunkaddr1170, align 8
  %76 = fmul <8 x double> %wide.load380, %wide.load384
  %77 = fmul <8 x double> %wide.load381, %wide.load385
  %78 = fmul <8 x double> %wide.load382, %wide.load386
  %79 = fmul <8 x double> %wide.load383, %wide.load387
  %sunkaddr1171 = mul i64 %index379, 8
  %sunkaddr1172 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1171
  store <8 x double> %76, ptr %sunkaddr1172, align 8
  %sunkaddr1173 = mul i64 %index379, 8
  %sunkaddr1174 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1173
  %sunkaddr1175 = getelementptr i8, ptr %sunkaddr1174, i64 64
  store <8 x double> %77, ptr %sunkaddr1175, align 8
  %sunkaddr1176 = mul i64 %index379, 8
  %sunkaddr1177 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1176
  %sunkaddr1178 = getelementptr i8, ptr %sunkaddr1177, i64 128
  store <8 x double> %78, ptr %sunkaddr1178, align 8
  %sunkaddr1179 = mul i64 %index379, 8
  %sunkaddr1180 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1179
  %sunkaddr1181 = getelementptr i8, ptr %sunkaddr1180, i64 192
  store <8 x double> %79, ptr %sunkaddr1181, align 8
  %index.next388 = add nuw i64 %index379, 32
  %80 = icmp eq i64 %n.vec377, %index.next388
  br i1 %80, label %middle.block389, label %vector.body378, !llvm.loop !58

middle.block389:                                  ; preds = %vector.body378
  %cmp.n390 = icmp eq i64 %dest_shape.3.1289, %n.vec377
  br i1 %cmp.n390, label %for.end.3, label %vec.epilog.iter.check393

vec.epilog.iter.check393:                         ; preds = %middle.block389
  %81 = and i64 %dest_shape.3.1289, 28
  %min.epilog.iters.check394 = icmp eq i64 %81, 0
  br i1 %min.epilog.iters.check394, label %for.body.3.endif.endif.endif.us.us.preheader, label %vec.epilog.ph395, !prof !13

vec.epilog.ph395:                                 ; preds = %vector.main.loop.iter.check374, %vec.epilog.iter.check393
  %vec.epilog.resume.val391 = phi i64 [ %n.vec377, %vec.epilog.iter.check393 ], [ 0, %vector.main.loop.iter.check374 ]
  %const_mat940 = add i64 %const, 28
  %n.vec397 = and i64 %dest_shape.3.1289, %const_mat940
  br label %vec.epilog.vector.body398

vec.epilog.vector.body398:                        ; preds = %vec.epilog.vector.body398, %vec.epilog.ph395
  %index399 = phi i64 [ %vec.epilog.resume.val391, %vec.epilog.ph395 ], [ %index.next402, %vec.epilog.vector.body398 ]
  %82 = shl i64 %index399, 3
  %scevgep733 = getelementptr i8, ptr %.908.unpack295, i64 %82
  %wide.load400 = load <4 x double>, ptr %scevgep733, align 8
  %83 = shl i64 %index399, 3
  %scevgep732 = getelementptr i8, ptr %.810.unpack280, i64 %83
  %wide.load401 = load <4 x double>, ptr %scevgep732, align 8
  %84 = fmul <4 x double> %wide.load400, %wide.load401
  %85 = shl i64 %index399, 3
  %scevgep731 = getelementptr i8, ptr %.6.i209, i64 %85
  store <4 x double> %84, ptr %scevgep731, align 8
  %index.next402 = add nuw i64 %index399, 4
  %86 = icmp eq i64 %n.vec397, %index.next402
  br i1 %86, label %vec.epilog.middle.block403, label %vec.epilog.vector.body398, !llvm.loop !59

vec.epilog.middle.block403:                       ; preds = %vec.epilog.vector.body398
  %cmp.n404 = icmp eq i64 %dest_shape.3.1289, %n.vec397
  br i1 %cmp.n404, label %for.end.3, label %for.body.3.endif.endif.endif.us.us.preheader

for.body.3.endif.endif.endif.us.us.preheader:     ; preds = %vector.memcheck363, %iter.check372, %vec.epilog.iter.check393, %vec.epilog.middle.block403
  %loop.index.3349.us.us.ph = phi i64 [ 0, %iter.check372 ], [ 0, %vector.memcheck363 ], [ %n.vec377, %vec.epilog.iter.check393 ], [ %n.vec397, %vec.epilog.middle.block403 ]
  %87 = sub nsw i64 %dest_shape.3.1289, %loop.index.3349.us.us.ph
  %xtraiter557 = and i64 %87, 7
  %lcmp.mod558.not = icmp eq i64 %xtraiter557, 0
  br i1 %lcmp.mod558.not, label %for.body.3.endif.endif.endif.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.prol.preheader

for.body.3.endif.endif.endif.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us.us.preheader
  br label %for.body.3.endif.endif.endif.us.us.prol

for.body.3.endif.endif.endif.us.us.prol:          ; preds = %for.body.3.endif.endif.endif.us.us.prol.preheader, %for.body.3.endif.endif.endif.us.us.prol
  %lsr.iv737 = phi i64 [ %xtraiter557, %for.body.3.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next738, %for.body.3.endif.endif.endif.us.us.prol ]
  %loop.index.3349.us.us.prol = phi i64 [ %.1149.us.us.prol, %for.body.3.endif.endif.endif.us.us.prol ], [ %loop.index.3349.us.us.ph, %for.body.3.endif.endif.endif.us.us.prol.preheader ]
  %88 = shl i64 %loop.index.3349.us.us.prol, 3
  %scevgep736 = getelementptr i8, ptr %.908.unpack295, i64 %88
  %.1111.us.us.prol = load double, ptr %scevgep736, align 8
  %89 = shl i64 %loop.index.3349.us.us.prol, 3
  %scevgep735 = getelementptr i8, ptr %.810.unpack280, i64 %89
  %.1120.us.us.prol = load double, ptr %scevgep735, align 8
  %.6.i210.prol = fmul double %.1111.us.us.prol, %.1120.us.us.prol
  %90 = shl i64 %loop.index.3349.us.us.prol, 3
  %scevgep734 = getelementptr i8, ptr %.6.i209, i64 %90
  store double %.6.i210.prol, ptr %scevgep734, align 8
  %.1149.us.us.prol = add nuw i64 %loop.index.3349.us.us.prol, 1
  %lsr.iv.next738 = add nsw i64 %lsr.iv737, -1
  %prol.iter559.cmp.not = icmp eq i64 %lsr.iv.next738, 0
  br i1 %prol.iter559.cmp.not, label %for.body.3.endif.endif.endif.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.us.prol, !llvm.loop !60

for.body.3.endif.endif.endif.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us.us.prol, %for.body.3.endif.endif.endif.us.us.preheader
  %loop.index.3349.us.us.unr = phi i64 [ %loop.index.3349.us.us.ph, %for.body.3.endif.endif.endif.us.us.preheader ], [ %.1149.us.us.prol, %for.body.3.endif.endif.endif.us.us.prol ]
  %91 = sub nsw i64 %loop.index.3349.us.us.ph, %dest_shape.3.1289
  %92 = icmp ugt i64 %91, -8
  br i1 %92, label %for.end.3, label %for.body.3.endif.endif.endif.us.us.preheader563

for.body.3.endif.endif.endif.us.us.preheader563:  ; preds = %for.body.3.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us.us

for.body.3.endif.endif.endif.us.us:               ; preds = %for.body.3.endif.endif.endif.us.us.preheader563, %for.body.3.endif.endif.endif.us.us
  %loop.index.3349.us.us = phi i64 [ %.1149.us.us.7, %for.body.3.endif.endif.endif.us.us ], [ %loop.index.3349.us.us.unr, %for.body.3.endif.endif.endif.us.us.preheader563 ]
  %sunkaddr1182 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1183 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1182
  %.1111.us.us = load double, ptr %sunkaddr1183, align 8
  %sunkaddr1184 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1185 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1184
  %.1120.us.us = load double, ptr %sunkaddr1185, align 8
  %.6.i210 = fmul double %.1111.us.us, %.1120.us.us
  %sunkaddr1186 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1187 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1186
  store double %.6.i210, ptr %sunkaddr1187, align 8
  %sunkaddr1188 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1189 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1188
  %sunkaddr1190 = getelementptr i8, ptr %sunkaddr1189, i64 8
  %.1111.us.us.1 = load double, ptr %sunkaddr1190, align 8
  %sunkaddr1191 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1192 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1191
  %sunkaddr1193 = getelementptr i8, ptr %sunkaddr1192, i64 8
  %.1120.us.us.1 = load double, ptr %sunkaddr1193, align 8
  %.6.i210.1 = fmul double %.1111.us.us.1, %.1120.us.us.1
  %sunkaddr1194 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1195 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1194
  %sunkaddr1196 = getelementptr i8, ptr %sunkaddr1195, i64 8
  store double %.6.i210.1, ptr %sunkaddr1196, align 8
  %sunkaddr1197 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1198 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1197
  %sunkaddr1199 = getelementptr i8, ptr %sunkaddr1198, i64 16
  %.1111.us.us.2 = load double, ptr %sunkaddr1199, align 8
  %sunkaddr1200 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1201 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1200
  %sunkaddr1202 = getelementptr i8, ptr %sunkaddr1201, i64 16
  %.1120.us.us.2 = load double, ptr %sunkaddr1202, align 8
  %.6.i210.2 = fmul double %.1111.us.us.2, %.1120.us.us.2
  %sunkaddr1203 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1204 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1203
  %sunkaddr1205 = getelementptr i8, ptr %sunkaddr1204, i64 16
  store double %.6.i210.2, ptr %sunkaddr1205, align 8
  %sunkaddr1206 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1207 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1206
  %sunkaddr1208 = getelementptr i8, ptr %sunkaddr1207, i64 24
  %.1111.us.us.3 = load double, ptr %sunkaddr1208, align 8
  %sunkaddr1209 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1210 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1209
  %sunkaddr1211 = getelementptr i8, ptr %sunkaddr1210, i64 24
  %.1120.us.us.3 = load double, ptr %sunkaddr1211, align 8
  %.6.i210.3 = fmul double %.1111.us.us.3, %.1120.us.us.3
  %sunkaddr1212 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1213 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1212
  %sunkaddr1214 = getelementptr i8, ptr %sunkaddr1213, i64 24
  store double %.6.i210.3, ptr %sunkaddr1214, align 8
  %sunkaddr1215 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1216 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1215
  %sunkaddr1217 = getelementptr i8, ptr %sunkaddr1216, i64 32
  %.1111.us.us.4 = load double, ptr %sunkaddr1217, align 8
  %sunkaddr1218 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1219 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1218
  %sunkaddr1220 = getelementptr i8, ptr %sunkaddr1219, i64 32
  %.1120.us.us.4 = load double, ptr %sunkaddr1220, align 8
  %.6.i210.4 = fmul double %.1111.us.us.4, %.1120.us.us.4
  %sunkaddr1221 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1222 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1221
  %sunkaddr1223 = getelementptr i8, ptr %sunkaddr1222, i64 32
  store double %.6.i210.4, ptr %sunkaddr1223, align 8
  %sunkaddr1224 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1225 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1224
  %sunkaddr1226 = getelementptr i8, ptr %sunkaddr1225, i64 40
  %.1111.us.us.5 = load double, ptr %sunkaddr1226, align 8
  %sunkaddr1227 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1228 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1227
  %sunkaddr1229 = getelementptr i8, ptr %sunkaddr1228, i64 40
  %.1120.us.us.5 = load double, ptr %sunkaddr1229, align 8
  %.6.i210.5 = fmul double %.1111.us.us.5, %.1120.us.us.5
  %sunkaddr1230 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1231 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1230
  %sunkaddr1232 = getelementptr i8, ptr %sunkaddr1231, i64 40
  store double %.6.i210.5, ptr %sunkaddr1232, align 8
  %sunkaddr1233 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1234 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1233
  %sunkaddr1235 = getelementptr i8, ptr %sunkaddr1234, i64 48
  %.1111.us.us.6 = load double, ptr %sunkaddr1235, align 8
  %sunkaddr1236 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1237 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1236
  %sunkaddr1238 = getelementptr i8, ptr %sunkaddr1237, i64 48
  %.1120.us.us.6 = load double, ptr %sunkaddr1238, align 8
  %.6.i210.6 = fmul double %.1111.us.us.6, %.1120.us.us.6
  %sunkaddr1239 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1240 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1239
  %sunkaddr1241 = getelementptr i8, ptr %sunkaddr1240, i64 48
  store double %.6.i210.6, ptr %sunkaddr1241, align 8
  %sunkaddr1242 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1243 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1242
  %sunkaddr1244 = getelementptr i8, ptr %sunkaddr1243, i64 56
  %.1111.us.us.7 = load double, ptr %sunkaddr1244, align 8
  %sunkaddr1245 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1246 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1245
  %sunkaddr1247 = getelementptr i8, ptr %sunkaddr1246, i64 56
  %.1120.us.us.7 = load double, ptr %sunkaddr1247, align 8
  %.6.i210.7 = fmul double %.1111.us.us.7, %.1120.us.us.7
  %sunkaddr1248 = mul i64 %loop.index.3349.us.us, 8
  %sunkaddr1249 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1248
  %sunkaddr1250 = getelementptr i8, ptr %sunkaddr1249, i64 56
  store double %.6.i210.7, ptr %sunkaddr1250, align 8
  %.1149.us.us.7 = add nuw nsw i64 %loop.index.3349.us.us, 8
  %exitcond456.not.7 = icmp eq i64 %dest_shape.3.1289, %.1149.us.us.7
  br i1 %exitcond456.not.7, label %for.end.3, label %for.body.3.endif.endif.endif.us.us, !llvm.loop !61

for.body.3.endif.endif.endif.us:                  ; preds = %for.body.3.endif.endif.endif.us.preheader564, %for.body.3.endif.endif.endif.us
  %loop.index.3349.us = phi i64 [ %.1149.us.7, %for.body.3.endif.endif.endif.us ], [ %loop.index.3349.us.unr, %for.body.3.endif.endif.endif.us.preheader564 ]
  %sunkaddr1251 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1252 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1251
  %.1111.us = load double, ptr %sunkaddr1252, align 8
  %.1120.us = load double, ptr %.810.unpack280, align 8
  %.6.i211 = fmul double %.1111.us, %.1120.us
  %sunkaddr1253 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1254 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1253
  store double %.6.i211, ptr %sunkaddr1254, align 8
  %sunkaddr1255 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1256 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, ptr %sunkaddr1256, i64 8
  %.1111.us.1 = load double, ptr %sunkaddr1257, align 8
  %.1120.us.1 = load double, ptr %.810.unpack280, align 8
  %.6.i211.1 = fmul double %.1111.us.1, %.1120.us.1
  %sunkaddr1258 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1259 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, ptr %sunkaddr1259, i64 8
  store double %.6.i211.1, ptr %sunkaddr1260, align 8
  %sunkaddr1261 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1262 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, ptr %sunkaddr1262, i64 16
  %.1111.us.2 = load double, ptr %sunkaddr1263, align 8
  %.1120.us.2 = load double, ptr %.810.unpack280, align 8
  %.6.i211.2 = fmul double %.1111.us.2, %.1120.us.2
  %sunkaddr1264 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1265 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, ptr %sunkaddr1265, i64 16
  store double %.6.i211.2, ptr %sunkaddr1266, align 8
  %sunkaddr1267 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1268 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, ptr %sunkaddr1268, i64 24
  %.1111.us.3 = load double, ptr %sunkaddr1269, align 8
  %.1120.us.3 = load double, ptr %.810.unpack280, align 8
  %.6.i211.3 = fmul double %.1111.us.3, %.1120.us.3
  %sunkaddr1270 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1271 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, ptr %sunkaddr1271, i64 24
  store double %.6.i211.3, ptr %sunkaddr1272, align 8
  %sunkaddr1273 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1274 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, ptr %sunkaddr1274, i64 32
  %.1111.us.4 = load double, ptr %sunkaddr1275, align 8
  %.1120.us.4 = load double, ptr %.810.unpack280, align 8
  %.6.i211.4 = fmul double %.1111.us.4, %.1120.us.4
  %sunkaddr1276 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1277 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1276
  %sunkaddr1278 = getelementptr i8, ptr %sunkaddr1277, i64 32
  store double %.6.i211.4, ptr %sunkaddr1278, align 8
  %sunkaddr1279 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1280 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1279
  %sunkaddr1281 = getelementptr i8, ptr %sunkaddr1280, i64 40
  %.1111.us.5 = load double, ptr %sunkaddr1281, align 8
  %.1120.us.5 = load double, ptr %.810.unpack280, align 8
  %.6.i211.5 = fmul double %.1111.us.5, %.1120.us.5
  %sunkaddr1282 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1283 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1282
  %sunkaddr1284 = getelementptr i8, ptr %sunkaddr1283, i64 40
  store double %.6.i211.5, ptr %sunkaddr1284, align 8
  %sunkaddr1285 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1286 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1285
  %sunkaddr1287 = getelementptr i8, ptr %sunkaddr1286, i64 48
  %.1111.us.6 = load double, ptr %sunkaddr1287, align 8
  %.1120.us.6 = load double, ptr %.810.unpack280, align 8
  %.6.i211.6 = fmul double %.1111.us.6, %.1120.us.6
  %sunkaddr1288 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1289 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, ptr %sunkaddr1289, i64 48
  store double %.6.i211.6, ptr %sunkaddr1290, align 8
  %sunkaddr1291 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1292 = getelementptr i8, ptr %.908.unpack295, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, ptr %sunkaddr1292, i64 56
  %.1111.us.7 = load double, ptr %sunkaddr1293, align 8
  %.1120.us.7 = load double, ptr %.810.unpack280, align 8
  %.6.i211.7 = fmul double %.1111.us.7, %.1120.us.7
  %sunkaddr1294 = mul i64 %loop.index.3349.us, 8
  %sunkaddr1295 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, ptr %sunkaddr1295, i64 56
  store double %.6.i211.7, ptr %sunkaddr1296, align 8
  %.1149.us.7 = add nuw nsw i64 %loop.index.3349.us, 8
  %exitcond455.not.7 = icmp eq i64 %dest_shape.3.1289, %.1149.us.7
  br i1 %exitcond455.not.7, label %for.end.3, label %for.body.3.endif.endif.endif.us, !llvm.loop !62

for.body.3.lr.ph.split:                           ; preds = %for.body.3.lr.ph
  %93 = icmp ugt i64 %1, 1
  br i1 %93, label %iter.check461, label %iter.check508

iter.check508:                                    ; preds = %for.body.3.lr.ph.split
  %94 = icmp ult i64 %dest_shape.3.1289, 4
  br i1 %94, label %for.body.3.endif.endif.endif.preheader, label %vector.memcheck494

vector.memcheck494:                               ; preds = %iter.check508
  %95 = shl i64 %dest_shape.3.1289, 3
  %scevgep495 = getelementptr i8, ptr %.6.i209, i64 %95
  %scevgep496 = getelementptr i8, ptr %.908.unpack295, i64 8
  %scevgep497 = getelementptr i8, ptr %.810.unpack280, i64 8
  %bound0498 = icmp ult ptr %.6.i209, %scevgep496
  %bound1499 = icmp ult ptr %.908.unpack295, %scevgep495
  %found.conflict500 = and i1 %bound0498, %bound1499
  %bound0501 = icmp ult ptr %.6.i209, %scevgep497
  %bound1502 = icmp ult ptr %.810.unpack280, %scevgep495
  %found.conflict503 = and i1 %bound0501, %bound1502
  %conflict.rdx504 = or i1 %found.conflict500, %found.conflict503
  br i1 %conflict.rdx504, label %for.body.3.endif.endif.endif.preheader, label %vector.main.loop.iter.check510

vector.main.loop.iter.check510:                   ; preds = %vector.memcheck494
  %min.iters.check509 = icmp ult i64 %dest_shape.3.1289, 32
  br i1 %min.iters.check509, label %vec.epilog.ph525, label %vector.ph511

vector.ph511:                                     ; preds = %vector.main.loop.iter.check510
  %n.vec513 = and i64 %dest_shape.3.1289, %const
  %96 = load double, ptr %.810.unpack280, align 8, !alias.scope !63
  %97 = load double, ptr %.908.unpack295, align 8, !alias.scope !66
  %98 = fmul double %97, %96
  %broadcast.splatinsert516 = insertelement <8 x double> poison, double %98, i64 0
  %broadcast.splat517 = shufflevector <8 x double> %broadcast.splatinsert516, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body514

vector.body514:                                   ; preds = %vector.body514, %vector.ph511
  %index515 = phi i64 [ 0, %vector.ph511 ], [ %index.next518, %vector.body514 ]
  %sunkaddr1297 = mul i64 %index515, 8
  %sunkaddr1298 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1297
  store <8 x double> %broadcast.splat517, ptr %sunkaddr1298, align 8, !alias.scope !68, !noalias !70
  %sunkaddr1299 = mul i64 %index515, 8
  %sunkaddr1300 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1299
  %sunkaddr1301 = getelementptr i8, ptr %sunkaddr1300, i64 64
  store <8 x double> %broadcast.splat517, ptr %sunkaddr1301, align 8, !alias.scope !68, !noalias !70
  %sunkaddr1302 = mul i64 %index515, 8
  %sunkaddr1303 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1302
  %sunkaddr1304 = getelementptr i8, ptr %sunkaddr1303, i64 128
  store <8 x double> %broadcast.splat517, ptr %sunkaddr1304, align 8, !alias.scope !68, !noalias !70
  %sunkaddr1305 = mul i64 %index515, 8
  %sunkaddr1306 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1305
  %sunkaddr1307 = getelementptr i8, ptr %sunkaddr1306, i64 192
  store <8 x double> %broadcast.splat517, ptr %sunkaddr1307, align 8, !alias.scope !68, !noalias !70
  %index.next518 = add nuw i64 %index515, 32
  %99 = icmp eq i64 %n.vec513, %index.next518
  br i1 %99, label %middle.block519, label %vector.body514, !llvm.loop !71

middle.block519:                                  ; preds = %vector.body514
  %cmp.n520 = icmp eq i64 %dest_shape.3.1289, %n.vec513
  br i1 %cmp.n520, label %for.end.3, label %vec.epilog.iter.check523

vec.epilog.iter.check523:                         ; preds = %middle.block519
  %100 = and i64 %dest_shape.3.1289, 28
  %min.epilog.iters.check524 = icmp eq i64 %100, 0
  br i1 %min.epilog.iters.check524, label %for.body.3.endif.endif.endif.preheader, label %vec.epilog.ph525, !prof !13

vec.epilog.ph525:                                 ; preds = %vector.main.loop.iter.check510, %vec.epilog.iter.check523
  %vec.epilog.resume.val521 = phi i64 [ %n.vec513, %vec.epilog.iter.check523 ], [ 0, %vector.main.loop.iter.check510 ]
  %const_mat941 = add i64 %const, 28
  %n.vec527 = and i64 %dest_shape.3.1289, %const_mat941
  %101 = load double, ptr %.810.unpack280, align 8, !alias.scope !63
  %102 = load double, ptr %.908.unpack295, align 8, !alias.scope !66
  %103 = fmul double %102, %101
  %broadcast.splatinsert530 = insertelement <4 x double> poison, double %103, i64 0
  %broadcast.splat531 = shufflevector <4 x double> %broadcast.splatinsert530, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body528

vec.epilog.vector.body528:                        ; preds = %vec.epilog.vector.body528, %vec.epilog.ph525
  %index529 = phi i64 [ %vec.epilog.resume.val521, %vec.epilog.ph525 ], [ %index.next532, %vec.epilog.vector.body528 ]
  %104 = shl i64 %index529, 3
  %scevgep581 = getelementptr i8, ptr %.6.i209, i64 %104
  store <4 x double> %broadcast.splat531, ptr %scevgep581, align 8, !alias.scope !68, !noalias !70
  %index.next532 = add nuw i64 %index529, 4
  %105 = icmp eq i64 %n.vec527, %index.next532
  br i1 %105, label %vec.epilog.middle.block533, label %vec.epilog.vector.body528, !llvm.loop !72

vec.epilog.middle.block533:                       ; preds = %vec.epilog.vector.body528
  %cmp.n534 = icmp eq i64 %dest_shape.3.1289, %n.vec527
  br i1 %cmp.n534, label %for.end.3, label %for.body.3.endif.endif.endif.preheader

for.body.3.endif.endif.endif.preheader:           ; preds = %vector.memcheck494, %iter.check508, %vec.epilog.iter.check523, %vec.epilog.middle.block533
  %loop.index.3349.ph = phi i64 [ 0, %iter.check508 ], [ 0, %vector.memcheck494 ], [ %n.vec513, %vec.epilog.iter.check523 ], [ %n.vec527, %vec.epilog.middle.block533 ]
  %106 = sub nsw i64 %dest_shape.3.1289, %loop.index.3349.ph
  %xtraiter548 = and i64 %106, 7
  %lcmp.mod549.not = icmp eq i64 %xtraiter548, 0
  br i1 %lcmp.mod549.not, label %for.body.3.endif.endif.endif.prol.loopexit, label %for.body.3.endif.endif.endif.prol.preheader

for.body.3.endif.endif.endif.prol.preheader:      ; preds = %for.body.3.endif.endif.endif.preheader
  br label %for.body.3.endif.endif.endif.prol

for.body.3.endif.endif.endif.prol:                ; preds = %for.body.3.endif.endif.endif.prol.preheader, %for.body.3.endif.endif.endif.prol
  %lsr.iv = phi i64 [ %xtraiter548, %for.body.3.endif.endif.endif.prol.preheader ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.prol ]
  %loop.index.3349.prol = phi i64 [ %.1149.prol, %for.body.3.endif.endif.endif.prol ], [ %loop.index.3349.ph, %for.body.3.endif.endif.endif.prol.preheader ]
  %.1111.prol = load double, ptr %.908.unpack295, align 8
  %.1120.prol = load double, ptr %.810.unpack280, align 8
  %.6.i213.prol = fmul double %.1111.prol, %.1120.prol
  %107 = shl i64 %loop.index.3349.prol, 3
  %scevgep582 = getelementptr i8, ptr %.6.i209, i64 %107
  store double %.6.i213.prol, ptr %scevgep582, align 8
  %.1149.prol = add nuw i64 %loop.index.3349.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter550.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter550.cmp.not, label %for.body.3.endif.endif.endif.prol.loopexit, label %for.body.3.endif.endif.endif.prol, !llvm.loop !73

for.body.3.endif.endif.endif.prol.loopexit:       ; preds = %for.body.3.endif.endif.endif.prol, %for.body.3.endif.endif.endif.preheader
  %loop.index.3349.unr = phi i64 [ %loop.index.3349.ph, %for.body.3.endif.endif.endif.preheader ], [ %.1149.prol, %for.body.3.endif.endif.endif.prol ]
  %108 = sub nsw i64 %loop.index.3349.ph, %dest_shape.3.1289
  %109 = icmp ugt i64 %108, -8
  br i1 %109, label %for.end.3, label %for.body.3.endif.endif.endif.preheader568

for.body.3.endif.endif.endif.preheader568:        ; preds = %for.body.3.endif.endif.endif.prol.loopexit
  br label %for.body.3.endif.endif.endif

iter.check461:                                    ; preds = %for.body.3.lr.ph.split
  %110 = icmp ult i64 %dest_shape.3.1289, 4
  br i1 %110, label %for.body.3.endif.endif.endif.us355.preheader, label %vector.memcheck447

vector.memcheck447:                               ; preds = %iter.check461
  %111 = shl i64 %dest_shape.3.1289, 3
  %scevgep448 = getelementptr i8, ptr %.6.i209, i64 %111
  %scevgep449 = getelementptr i8, ptr %.908.unpack295, i64 8
  %scevgep450 = getelementptr i8, ptr %.810.unpack280, i64 %111
  %bound0451 = icmp ult ptr %.6.i209, %scevgep449
  %bound1452 = icmp ult ptr %.908.unpack295, %scevgep448
  %found.conflict453 = and i1 %bound0451, %bound1452
  %bound0454 = icmp ult ptr %.6.i209, %scevgep450
  %bound1455 = icmp ult ptr %.810.unpack280, %scevgep448
  %found.conflict456 = and i1 %bound0454, %bound1455
  %conflict.rdx457 = or i1 %found.conflict453, %found.conflict456
  br i1 %conflict.rdx457, label %for.body.3.endif.endif.endif.us355.preheader, label %vector.main.loop.iter.check463

vector.main.loop.iter.check463:                   ; preds = %vector.memcheck447
  %min.iters.check462 = icmp ult i64 %dest_shape.3.1289, 32
  br i1 %min.iters.check462, label %vec.epilog.ph482, label %vector.ph464

vector.ph464:                                     ; preds = %vector.main.loop.iter.check463
  %n.vec466 = and i64 %dest_shape.3.1289, %const
  %112 = load double, ptr %.908.unpack295, align 8, !alias.scope !74
  %broadcast.splatinsert473 = insertelement <8 x double> poison, double %112, i64 0
  %broadcast.splat474 = shufflevector <8 x double> %broadcast.splatinsert473, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body467

vector.body467:                                   ; preds = %vector.body467, %vector.ph464
  %index468 = phi i64 [ 0, %vector.ph464 ], [ %index.next475, %vector.body467 ]
  %sunkaddr1308 = mul i64 %index468, 8
  %sunkaddr1309 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1308
  %wide.load469 = load <8 x double>, ptr %sunkaddr1309, align 8, !alias.scope !77
  %sunkaddr1310 = mul i64 %index468, 8
  %sunkaddr1311 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1310
  %sunkaddr1312 = getelementptr i8, ptr %sunkaddr1311, i64 64
  %wide.load470 = load <8 x double>, ptr %sunkaddr1312, align 8, !alias.scope !77
  %sunkaddr1313 = mul i64 %index468, 8
  %sunkaddr1314 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1313
  %sunkaddr1315 = getelementptr i8, ptr %sunkaddr1314, i64 128
  %wide.load471 = load <8 x double>, ptr %sunkaddr1315, align 8, !alias.scope !77
  %sunkaddr1316 = mul i64 %index468, 8
  %sunkaddr1317 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1316
  %sunkaddr1318 = getelementptr i8, ptr %sunkaddr1317, i64 192
  %wide.load472 = load <8 x double>, ptr %sunkaddr1318, align 8, !alias.scope !77
  %113 = fmul <8 x double> %broadcast.splat474, %wide.load469
  %114 = fmul <8 x double> %broadcast.splat474, %wide.load470
  %115 = fmul <8 x double> %broadcast.splat474, %wide.load471
  %116 = fmul <8 x double> %broadcast.splat474, %wide.load472
  %sunkaddr1319 = mul i64 %index468, 8
  %sunkaddr1320 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1319
  store <8 x double> %113, ptr %sunkaddr1320, align 8, !alias.scope !79, !noalias !81
  %sunkaddr1321 = mul i64 %index468, 8
  %sunkaddr1322 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, ptr %sunkaddr1322, i64 64
  store <8 x double> %114, ptr %sunkaddr1323, align 8, !alias.scope !79, !noalias !81
  %sunkaddr1324 = mul i64 %index468, 8
  %sunkaddr1325 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, ptr %sunkaddr1325, i64 128
  store <8 x double> %115, ptr %sunkaddr1326, align 8, !alias.scope !79, !noalias !81
  %sunkaddr1327 = mul i64 %index468, 8
  %sunkaddr1328 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, ptr %sunkaddr1328, i64 192
  store <8 x double> %116, ptr %sunkaddr1329, align 8, !alias.scope !79, !noalias !81
  %index.next475 = add nuw i64 %index468, 32
  %117 = icmp eq i64 %n.vec466, %index.next475
  br i1 %117, label %middle.block476, label %vector.body467, !llvm.loop !82

middle.block476:                                  ; preds = %vector.body467
  %cmp.n477 = icmp eq i64 %dest_shape.3.1289, %n.vec466
  br i1 %cmp.n477, label %for.end.3, label %vec.epilog.iter.check480

vec.epilog.iter.check480:                         ; preds = %middle.block476
  %118 = and i64 %dest_shape.3.1289, 28
  %min.epilog.iters.check481 = icmp eq i64 %118, 0
  br i1 %min.epilog.iters.check481, label %for.body.3.endif.endif.endif.us355.preheader, label %vec.epilog.ph482, !prof !13

vec.epilog.ph482:                                 ; preds = %vector.main.loop.iter.check463, %vec.epilog.iter.check480
  %vec.epilog.resume.val478 = phi i64 [ %n.vec466, %vec.epilog.iter.check480 ], [ 0, %vector.main.loop.iter.check463 ]
  %const_mat942 = add i64 %const, 28
  %n.vec484 = and i64 %dest_shape.3.1289, %const_mat942
  %119 = load double, ptr %.908.unpack295, align 8, !alias.scope !74
  %broadcast.splatinsert488 = insertelement <4 x double> poison, double %119, i64 0
  %broadcast.splat489 = shufflevector <4 x double> %broadcast.splatinsert488, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body485

vec.epilog.vector.body485:                        ; preds = %vec.epilog.vector.body485, %vec.epilog.ph482
  %index486 = phi i64 [ %vec.epilog.resume.val478, %vec.epilog.ph482 ], [ %index.next490, %vec.epilog.vector.body485 ]
  %120 = shl i64 %index486, 3
  %scevgep616 = getelementptr i8, ptr %.810.unpack280, i64 %120
  %wide.load487 = load <4 x double>, ptr %scevgep616, align 8, !alias.scope !77
  %121 = fmul <4 x double> %broadcast.splat489, %wide.load487
  %122 = shl i64 %index486, 3
  %scevgep615 = getelementptr i8, ptr %.6.i209, i64 %122
  store <4 x double> %121, ptr %scevgep615, align 8, !alias.scope !79, !noalias !81
  %index.next490 = add nuw i64 %index486, 4
  %123 = icmp eq i64 %n.vec484, %index.next490
  br i1 %123, label %vec.epilog.middle.block491, label %vec.epilog.vector.body485, !llvm.loop !83

vec.epilog.middle.block491:                       ; preds = %vec.epilog.vector.body485
  %cmp.n492 = icmp eq i64 %dest_shape.3.1289, %n.vec484
  br i1 %cmp.n492, label %for.end.3, label %for.body.3.endif.endif.endif.us355.preheader

for.body.3.endif.endif.endif.us355.preheader:     ; preds = %vector.memcheck447, %iter.check461, %vec.epilog.iter.check480, %vec.epilog.middle.block491
  %loop.index.3349.us352.ph = phi i64 [ 0, %iter.check461 ], [ 0, %vector.memcheck447 ], [ %n.vec466, %vec.epilog.iter.check480 ], [ %n.vec484, %vec.epilog.middle.block491 ]
  %124 = sub nsw i64 %dest_shape.3.1289, %loop.index.3349.us352.ph
  %xtraiter551 = and i64 %124, 7
  %lcmp.mod552.not = icmp eq i64 %xtraiter551, 0
  br i1 %lcmp.mod552.not, label %for.body.3.endif.endif.endif.us355.prol.loopexit, label %for.body.3.endif.endif.endif.us355.prol.preheader

for.body.3.endif.endif.endif.us355.prol.preheader: ; preds = %for.body.3.endif.endif.endif.us355.preheader
  br label %for.body.3.endif.endif.endif.us355.prol

for.body.3.endif.endif.endif.us355.prol:          ; preds = %for.body.3.endif.endif.endif.us355.prol.preheader, %for.body.3.endif.endif.endif.us355.prol
  %lsr.iv619 = phi i64 [ %xtraiter551, %for.body.3.endif.endif.endif.us355.prol.preheader ], [ %lsr.iv.next620, %for.body.3.endif.endif.endif.us355.prol ]
  %loop.index.3349.us352.prol = phi i64 [ %.1149.us358.prol, %for.body.3.endif.endif.endif.us355.prol ], [ %loop.index.3349.us352.ph, %for.body.3.endif.endif.endif.us355.prol.preheader ]
  %.1111.us354.prol = load double, ptr %.908.unpack295, align 8
  %125 = shl i64 %loop.index.3349.us352.prol, 3
  %scevgep618 = getelementptr i8, ptr %.810.unpack280, i64 %125
  %.1120.us362.prol = load double, ptr %scevgep618, align 8
  %.6.i212.prol = fmul double %.1111.us354.prol, %.1120.us362.prol
  %126 = shl i64 %loop.index.3349.us352.prol, 3
  %scevgep617 = getelementptr i8, ptr %.6.i209, i64 %126
  store double %.6.i212.prol, ptr %scevgep617, align 8
  %.1149.us358.prol = add nuw i64 %loop.index.3349.us352.prol, 1
  %lsr.iv.next620 = add nsw i64 %lsr.iv619, -1
  %prol.iter553.cmp.not = icmp eq i64 %lsr.iv.next620, 0
  br i1 %prol.iter553.cmp.not, label %for.body.3.endif.endif.endif.us355.prol.loopexit, label %for.body.3.endif.endif.endif.us355.prol, !llvm.loop !84

for.body.3.endif.endif.endif.us355.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.us355.prol, %for.body.3.endif.endif.endif.us355.preheader
  %loop.index.3349.us352.unr = phi i64 [ %loop.index.3349.us352.ph, %for.body.3.endif.endif.endif.us355.preheader ], [ %.1149.us358.prol, %for.body.3.endif.endif.endif.us355.prol ]
  %127 = sub nsw i64 %loop.index.3349.us352.ph, %dest_shape.3.1289
  %128 = icmp ugt i64 %127, -8
  br i1 %128, label %for.end.3, label %for.body.3.endif.endif.endif.us355.preheader566

for.body.3.endif.endif.endif.us355.preheader566:  ; preds = %for.body.3.endif.endif.endif.us355.prol.loopexit
  br label %for.body.3.endif.endif.endif.us355

for.body.3.endif.endif.endif.us355:               ; preds = %for.body.3.endif.endif.endif.us355.preheader566, %for.body.3.endif.endif.endif.us355
  %loop.index.3349.us352 = phi i64 [ %.1149.us358.7, %for.body.3.endif.endif.endif.us355 ], [ %loop.index.3349.us352.unr, %for.body.3.endif.endif.endif.us355.preheader566 ]
  %.1111.us354 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1330 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1331 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1330
  %.1120.us362 = load double, ptr %sunkaddr1331, align 8
  %.6.i212 = fmul double %.1111.us354, %.1120.us362
  %sunkaddr1332 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1333 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1332
  store double %.6.i212, ptr %sunkaddr1333, align 8
  %.1111.us354.1 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1334 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1335 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1334
  %sunkaddr1336 = getelementptr i8, ptr %sunkaddr1335, i64 8
  %.1120.us362.1 = load double, ptr %sunkaddr1336, align 8
  %.6.i212.1 = fmul double %.1111.us354.1, %.1120.us362.1
  %sunkaddr1337 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1338 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1337
  %sunkaddr1339 = getelementptr i8, ptr %sunkaddr1338, i64 8
  store double %.6.i212.1, ptr %sunkaddr1339, align 8
  %.1111.us354.2 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1340 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1341 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1340
  %sunkaddr1342 = getelementptr i8, ptr %sunkaddr1341, i64 16
  %.1120.us362.2 = load double, ptr %sunkaddr1342, align 8
  %.6.i212.2 = fmul double %.1111.us354.2, %.1120.us362.2
  %sunkaddr1343 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1344 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1343
  %sunkaddr1345 = getelementptr i8, ptr %sunkaddr1344, i64 16
  store double %.6.i212.2, ptr %sunkaddr1345, align 8
  %.1111.us354.3 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1346 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1347 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1346
  %sunkaddr1348 = getelementptr i8, ptr %sunkaddr1347, i64 24
  %.1120.us362.3 = load double, ptr %sunkaddr1348, align 8
  %.6.i212.3 = fmul double %.1111.us354.3, %.1120.us362.3
  %sunkaddr1349 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1350 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1349
  %sunkaddr1351 = getelementptr i8, ptr %sunkaddr1350, i64 24
  store double %.6.i212.3, ptr %sunkaddr1351, align 8
  %.1111.us354.4 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1352 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1353 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, ptr %sunkaddr1353, i64 32
  %.1120.us362.4 = load double, ptr %sunkaddr1354, align 8
  %.6.i212.4 = fmul double %.1111.us354.4, %.1120.us362.4
  %sunkaddr1355 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1356 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1355
  %sunkaddr1357 = getelementptr i8, ptr %sunkaddr1356, i64 32
  store double %.6.i212.4, ptr %sunkaddr1357, align 8
  %.1111.us354.5 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1358 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1359 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1358
  %sunkaddr1360 = getelementptr i8, ptr %sunkaddr1359, i64 40
  %.1120.us362.5 = load double, ptr %sunkaddr1360, align 8
  %.6.i212.5 = fmul double %.1111.us354.5, %.1120.us362.5
  %sunkaddr1361 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1362 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1361
  %sunkaddr1363 = getelementptr i8, ptr %sunkaddr1362, i64 40
  store double %.6.i212.5, ptr %sunkaddr1363, align 8
  %.1111.us354.6 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1364 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1365 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, ptr %sunkaddr1365, i64 48
  %.1120.us362.6 = load double, ptr %sunkaddr1366, align 8
  %.6.i212.6 = fmul double %.1111.us354.6, %.1120.us362.6
  %sunkaddr1367 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1368 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1367
  %sunkaddr1369 = getelementptr i8, ptr %sunkaddr1368, i64 48
  store double %.6.i212.6, ptr %sunkaddr1369, align 8
  %.1111.us354.7 = load double, ptr %.908.unpack295, align 8
  %sunkaddr1370 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1371 = getelementptr i8, ptr %.810.unpack280, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, ptr %sunkaddr1371, i64 56
  %.1120.us362.7 = load double, ptr %sunkaddr1372, align 8
  %.6.i212.7 = fmul double %.1111.us354.7, %.1120.us362.7
  %sunkaddr1373 = mul i64 %loop.index.3349.us352, 8
  %sunkaddr1374 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1373
  %sunkaddr1375 = getelementptr i8, ptr %sunkaddr1374, i64 56
  store double %.6.i212.7, ptr %sunkaddr1375, align 8
  %.1149.us358.7 = add nuw nsw i64 %loop.index.3349.us352, 8
  %exitcond454.not.7 = icmp eq i64 %dest_shape.3.1289, %.1149.us358.7
  br i1 %exitcond454.not.7, label %for.end.3, label %for.body.3.endif.endif.endif.us355, !llvm.loop !85

B72.endif.endif.endif.endif.endif.endif.if.if:    ; preds = %B72.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.3:                                        ; preds = %for.body.3.endif.endif.endif, %for.body.3.endif.endif.endif.us355, %for.body.3.endif.endif.endif.us, %for.body.3.endif.endif.endif.us.us, %for.body.3.endif.endif.endif.prol.loopexit, %for.body.3.endif.endif.endif.us355.prol.loopexit, %for.body.3.endif.endif.endif.us.prol.loopexit, %for.body.3.endif.endif.endif.us.us.prol.loopexit, %middle.block519, %vec.epilog.middle.block533, %middle.block476, %vec.epilog.middle.block491, %middle.block429, %vec.epilog.middle.block444, %middle.block389, %vec.epilog.middle.block403
  tail call void @NRT_decref(ptr %.810.unpack)
  tail call void @NRT_decref(ptr %.908.unpack)
  %xtraiter.i = and i64 %dest_shape.3.1289, 7
  %129 = icmp samesign ult i64 %dest_shape.3.1289, 8
  br i1 %129, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !86

.89.endif.preheader.new.i:                        ; preds = %for.end.3
  %const_mat936 = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.3.1289, %const_mat936
  %130 = add nsw i64 %dest_shape.3.1289, -8
  %131 = lshr i64 %130, 3
  %132 = add nuw nsw i64 %131, 1
  %xtraiter560 = and i64 %132, 3
  %133 = and i64 %130, 24
  %lcmp.mod561.not = icmp eq i64 %133, 24
  br i1 %lcmp.mod561.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !87

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv787 = phi i64 [ %xtraiter560, %.89.endif.i.prol.preheader ], [ %lsr.iv.next788, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i209, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !88
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i214.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i214.prol, align 8, !noalias !88
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !88
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !88
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !88
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !88
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !88
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !88
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next788 = add i64 %lsr.iv787, -1
  %prol.iter562.cmp.not = icmp eq i64 %lsr.iv.next788, 0
  br i1 %prol.iter562.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !91, !llvm.loop !92

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i209, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %134 = icmp ult i64 %130, 24
  br i1 %134, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !93

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %.89.endif.epil.preheader.i, !prof !94

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %.77.013.epil.init.i = phi ptr [ %.6.i209, %for.end.3 ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end.3 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %135 = shl i64 %epil.iter.i, 3
  %scevgep789 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %135
  %.106.epil.i = load double, ptr %scevgep789, align 8, !noalias !88
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %.89.endif.epil.i, !prof !95, !llvm.loop !96

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !88
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i214 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i214, align 8, !noalias !88
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !88
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !88
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !88
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !88
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !88
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !88
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !88
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i214.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i214.1, align 8, !noalias !88
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !88
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !88
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !88
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !88
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !88
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !88
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !88
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i214.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i214.2, align 8, !noalias !88
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !88
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !88
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !88
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !88
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !88
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !88
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !88
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i214.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i214.3, align 8, !noalias !88
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !88
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !88
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !88
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !88
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !88
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !88
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !98, !llvm.loop !99

for.body.3.endif.endif.endif:                     ; preds = %for.body.3.endif.endif.endif.preheader568, %for.body.3.endif.endif.endif
  %loop.index.3349 = phi i64 [ %.1149.7, %for.body.3.endif.endif.endif ], [ %loop.index.3349.unr, %for.body.3.endif.endif.endif.preheader568 ]
  %.1111 = load double, ptr %.908.unpack295, align 8
  %.1120 = load double, ptr %.810.unpack280, align 8
  %.6.i213 = fmul double %.1111, %.1120
  %sunkaddr1376 = mul i64 %loop.index.3349, 8
  %sunkaddr1377 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1376
  store double %.6.i213, ptr %sunkaddr1377, align 8
  %.1111.1 = load double, ptr %.908.unpack295, align 8
  %.1120.1 = load double, ptr %.810.unpack280, align 8
  %.6.i213.1 = fmul double %.1111.1, %.1120.1
  %sunkaddr1378 = mul i64 %loop.index.3349, 8
  %sunkaddr1379 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1378
  %sunkaddr1380 = getelementptr i8, ptr %sunkaddr1379, i64 8
  store double %.6.i213.1, ptr %sunkaddr1380, align 8
  %.1111.2 = load double, ptr %.908.unpack295, align 8
  %.1120.2 = load double, ptr %.810.unpack280, align 8
  %.6.i213.2 = fmul double %.1111.2, %.1120.2
  %sunkaddr1381 = mul i64 %loop.index.3349, 8
  %sunkaddr1382 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1381
  %sunkaddr1383 = getelementptr i8, ptr %sunkaddr1382, i64 16
  store double %.6.i213.2, ptr %sunkaddr1383, align 8
  %.1111.3 = load double, ptr %.908.unpack295, align 8
  %.1120.3 = load double, ptr %.810.unpack280, align 8
  %.6.i213.3 = fmul double %.1111.3, %.1120.3
  %sunkaddr1384 = mul i64 %loop.index.3349, 8
  %sunkaddr1385 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1384
  %sunkaddr1386 = getelementptr i8, ptr %sunkaddr1385, i64 24
  store double %.6.i213.3, ptr %sunkaddr1386, align 8
  %.1111.4 = load double, ptr %.908.unpack295, align 8
  %.1120.4 = load double, ptr %.810.unpack280, align 8
  %.6.i213.4 = fmul double %.1111.4, %.1120.4
  %sunkaddr1387 = mul i64 %loop.index.3349, 8
  %sunkaddr1388 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, ptr %sunkaddr1388, i64 32
  store double %.6.i213.4, ptr %sunkaddr1389, align 8
  %.1111.5 = load double, ptr %.908.unpack295, align 8
  %.1120.5 = load double, ptr %.810.unpack280, align 8
  %.6.i213.5 = fmul double %.1111.5, %.1120.5
  %sunkaddr1390 = mul i64 %loop.index.3349, 8
  %sunkaddr1391 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, ptr %sunkaddr1391, i64 40
  store double %.6.i213.5, ptr %sunkaddr1392, align 8
  %.1111.6 = load double, ptr %.908.unpack295, align 8
  %.1120.6 = load double, ptr %.810.unpack280, align 8
  %.6.i213.6 = fmul double %.1111.6, %.1120.6
  %sunkaddr1393 = mul i64 %loop.index.3349, 8
  %sunkaddr1394 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, ptr %sunkaddr1394, i64 48
  store double %.6.i213.6, ptr %sunkaddr1395, align 8
  %.1111.7 = load double, ptr %.908.unpack295, align 8
  %.1120.7 = load double, ptr %.810.unpack280, align 8
  %.6.i213.7 = fmul double %.1111.7, %.1120.7
  %sunkaddr1396 = mul i64 %loop.index.3349, 8
  %sunkaddr1397 = getelementptr i8, ptr %.6.i209, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, ptr %sunkaddr1397, i64 56
  store double %.6.i213.7, ptr %sunkaddr1398, align 8
  %.1149.7 = add nuw nsw i64 %loop.index.3349, 8
  %exitcond453.not.7 = icmp eq i64 %dest_shape.3.1289, %.1149.7
  br i1 %exitcond453.not.7, label %for.end.3, label %for.body.3.endif.endif.endif, !llvm.loop !101

for.end.3.endif.critedge:                         ; preds = %B72.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.810.unpack)
  tail call void @NRT_decref(ptr %.908.unpack)
  br label %for.end.3.endif

for.end.3.endif:                                  ; preds = %.89.endif.epil.i, %for.end.3.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i202)
  %.1187 = fadd double %s.2.0262, %.72.0.lcssa.i
  %sunkaddr1399 = getelementptr i8, ptr %.547, i64 24
  %.6.i = load ptr, ptr %sunkaddr1399, align 8
  %.799 = load i64, ptr %.6.i, align 8
  %.800 = icmp slt i64 %.824, %.799
  br i1 %.800, label %B72, label %B140
}

define linkonce_odr void @".dtor.list.array(float64, 1d, C)"(ptr %.1) {
.3:
  %.8 = load i64, ptr %.1, align 8
  %.1016 = icmp sgt i64 %.8, 0
  br i1 %.1016, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %.3
  %.12 = getelementptr inbounds nuw i8, ptr %.1, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %lsr.iv1 = phi i64 [ %.8, %for.body.lr.ph ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi ptr [ %.12, %for.body.lr.ph ], [ %scevgep, %for.body ]
  %.14.unpack = load ptr, ptr %lsr.iv, align 8
  tail call void @NRT_decref(ptr %.14.unpack)
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 56
  %lsr.iv.next = add i64 %lsr.iv1, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_display_arrays, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !1

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
  %.47 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !102

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !1

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !1

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

define double @cfunc._ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !102

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !1

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
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 4, i32 28}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !11, !12}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !11}
!28 = !{!29, !31, !32, !34}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !11, !12}
!36 = distinct !{!36, !11, !12}
!37 = distinct !{!37, !16}
!38 = distinct !{!38, !11}
!39 = !{!"branch_weights", i32 28785418, i32 2118698230}
!40 = !{!41, !43, !44, !46}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = distinct !{!44, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!46 = distinct !{!46, !45, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !{!51}
!51 = distinct !{!51, !49}
!52 = !{!53}
!53 = distinct !{!53, !49}
!54 = !{!51, !48}
!55 = distinct !{!55, !11, !12}
!56 = distinct !{!56, !11, !12}
!57 = distinct !{!57, !16}
!58 = distinct !{!58, !11, !12}
!59 = distinct !{!59, !11, !12}
!60 = distinct !{!60, !16}
!61 = distinct !{!61, !11}
!62 = distinct !{!62, !11}
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !{!67}
!67 = distinct !{!67, !65}
!68 = !{!69}
!69 = distinct !{!69, !65}
!70 = !{!67, !64}
!71 = distinct !{!71, !11, !12}
!72 = distinct !{!72, !11, !12}
!73 = distinct !{!73, !16}
!74 = !{!75}
!75 = distinct !{!75, !76}
!76 = distinct !{!76, !"LVerDomain"}
!77 = !{!78}
!78 = distinct !{!78, !76}
!79 = !{!80}
!80 = distinct !{!80, !76}
!81 = !{!75, !78}
!82 = distinct !{!82, !11, !12}
!83 = distinct !{!83, !11, !12}
!84 = distinct !{!84, !16}
!85 = distinct !{!85, !11}
!86 = !{!"branch_weights", i32 146201250, i32 2001282398}
!87 = !{!"branch_weights", i32 127, i32 1}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!90 = distinct !{!90, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!91 = !{!"branch_weights", i32 1, i32 1}
!92 = distinct !{!92, !16}
!93 = !{!"branch_weights", i32 1, i32 127}
!94 = !{!"branch_weights", i32 277993707, i32 1869489941}
!95 = !{!"branch_weights", i32 542333185, i32 1605150463}
!96 = distinct !{!96, !97, !16}
!97 = !{!"llvm.loop.estimated_trip_count", i32 4}
!98 = !{!"branch_weights", i32 166258294, i32 1981225354}
!99 = distinct !{!99, !100}
!100 = !{!"llvm.loop.estimated_trip_count", i32 3}
!101 = distinct !{!101, !11}
!102 = !{!"branch_weights", i32 49, i32 1}
