; ModuleID = 'list_pop_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.const.pickledata.9eab6ce8534b40866c09756eef1d50fba856b631 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\13pop from empty list\94\85\94N\87\94."
@.const.pickledata.9eab6ce8534b40866c09756eef1d50fba856b631.sha1 = internal constant [20 x i8] c"\9E\ABl\E8SK@\86l\09un\EF\1DP\FB\A8V\B61"
@.const.picklebuf.9eab6ce8534b40866c09756eef1d50fba856b631 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9eab6ce8534b40866c09756eef1d50fba856b631, i32 65, ptr @.const.pickledata.9eab6ce8534b40866c09756eef1d50fba856b631.sha1, ptr null, i32 0 }
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, i32 66, ptr @.const.pickledata.5753419f7c3c9d9e41a51c7a572cce1624a39a7f.sha1, ptr null, i32 0 }
@.const.list_pop_arrays = internal constant [16 x i8] c"list_pop_arrays\00"
@_ZN08NumbaEnv7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f51a8089290B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f51a8268fd0B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %.37 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @".dtor.list.array(float64, 1d, C)")
  %.38 = icmp eq ptr %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B128.i:                                           ; preds = %for.end.endif.endif, %B0.endif.endif.endif.endif.endif
  %.196208228 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.203, %for.end.endif.endif ]
  %0 = icmp ult i64 %1, 2305843009213693952
  %.203 = add nuw nsw i64 %.196208228, 1
  tail call void @NRT_incref(ptr nonnull %.37)
  %.230 = uitofp nneg i64 %.196208228 to double
  %.231 = fadd double %.230, 1.000000e+00
  br i1 %0, label %B40.endif.endif.endif, label %B40.endif.endif.if, !prof !1

B98:                                              ; preds = %for.end.endif.endif
  tail call void @NRT_incref(ptr nonnull %.37)
  %sunkaddr = getelementptr i8, ptr %.37, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.585 = load i64, ptr %.6.i, align 8
  %.586 = icmp eq i64 %.585, 0
  tail call void @NRT_decref(ptr %arg.x.0)
  br i1 %.586, label %B98.if, label %B98.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif.endif.endif, %for.end.1.endif.if, %B98.endif.endif.endif.endif.endif.endif.if.if, %B98.endif.endif.endif.endif.endif.if, %B98.endif.endif.if.endif.if, %B98.endif.endif.if.if, %B98.endif.if.endif.if, %B98.endif.if.if, %B98.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.endif.endif.endif.if.if, %B40.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B98.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %B98.endif.endif.endif.endif.endif.if ], [ 1, %B40.endif.endif.if ], [ 1, %B40.endif.endif.endif.if.if ], [ 0, %for.end.1.endif.endif.endif ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B98.if ], [ 1, %B98.endif.if.if ], [ 1, %B98.endif.if.endif.if ], [ 1, %B98.endif.endif.if.if ], [ 1, %B98.endif.endif.if.endif.if ], [ 1, %for.end.1.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i31 = getelementptr i8, ptr %.37, i64 24
  %.6.i32 = load ptr, ptr %.5.i31, align 8
  %.50 = getelementptr inbounds nuw i8, ptr %.6.i32, i64 8
  store i64 0, ptr %.50, align 8
  %.6.i34 = load ptr, ptr %.5.i31, align 8
  store i64 0, ptr %.6.i34, align 8
  %.6.i36 = load ptr, ptr %.5.i31, align 8
  %.62 = getelementptr inbounds nuw i8, ptr %.6.i36, i64 16
  store i8 0, ptr %.62, align 1
  %.6.i38 = load ptr, ptr %.5.i31, align 8
  store i64 0, ptr %.6.i38, align 8
  %1 = add i64 %arg.x.5.0.fr, 1152921504606846976
  %.295 = shl nsw i64 %arg.x.5.0.fr, 3
  %n.vec = and i64 %arg.x.5.0.fr, %const
  %const_mat355 = add i64 %const, 28
  %n.vec189 = and i64 %arg.x.5.0.fr, %const_mat355
  br label %B128.i

B40.endif.endif.if:                               ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B40.endif.endif.endif:                            ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B40.endif.endif.endif.if.if, label %B40.endif.endif.endif.endif, !prof !0

B40.endif.endif.endif.endif:                      ; preds = %B40.endif.endif.endif
  %2 = icmp sgt i64 %arg.x.5.0.fr, 0
  %.5.i39 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i40 = load ptr, ptr %.5.i39, align 8
  br i1 %2, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B40.endif.endif.endif.endif
  %3 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %3, label %iter.check, label %for.body.endif.endif

iter.check:                                       ; preds = %for.body.lr.ph
  %4 = ptrtoint ptr %.6.i40 to i64
  %5 = icmp ult i64 %arg.x.5.0.fr, 4
  %6 = ptrtoint ptr %arg.x.4 to i64
  %7 = sub i64 %4, %6
  %diff.check = icmp ult i64 %7, 256
  %or.cond = select i1 %5, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %8 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr357 = mul i64 %index, 8
  %sunkaddr358 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr357
  %wide.load = load <8 x double>, ptr %sunkaddr358, align 8
  %sunkaddr359 = mul i64 %index, 8
  %sunkaddr360 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 64
  %wide.load185 = load <8 x double>, ptr %sunkaddr361, align 8
  %sunkaddr362 = mul i64 %index, 8
  %sunkaddr363 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 128
  %wide.load186 = load <8 x double>, ptr %sunkaddr364, align 8
  %sunkaddr365 = mul i64 %index, 8
  %sunkaddr366 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 192
  %wide.load187 = load <8 x double>, ptr %sunkaddr367, align 8
  %9 = fmul <8 x double> %broadcast.splat, %wide.load
  %10 = fmul <8 x double> %broadcast.splat, %wide.load185
  %11 = fmul <8 x double> %broadcast.splat, %wide.load186
  %12 = fmul <8 x double> %broadcast.splat, %wide.load187
  %sunkaddr368 = mul i64 %index, 8
  %sunkaddr369 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr368
  store <8 x double> %9, ptr %sunkaddr369, align 8
  %sunkaddr370 = mul i64 %index, 8
  %sunkaddr371 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, ptr %sunkaddr371, i64 64
  store <8 x double> %10, ptr %sunkaddr372, align 8
  %sunkaddr373 = mul i64 %index, 8
  %sunkaddr374 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, ptr %sunkaddr374, i64 128
  store <8 x double> %11, ptr %sunkaddr375, align 8
  %sunkaddr376 = mul i64 %index, 8
  %sunkaddr377 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr376
  %sunkaddr378 = getelementptr i8, ptr %sunkaddr377, i64 192
  store <8 x double> %12, ptr %sunkaddr378, align 8
  %index.next = add nuw i64 %index, 32
  %13 = icmp eq i64 %n.vec, %index.next
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %14 = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %14, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %15 = and i64 %arg.x.5.0.fr, 28
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert190 = insertelement <4 x double> poison, double %.231, i64 0
  %broadcast.splat191 = shufflevector <4 x double> %broadcast.splatinsert190, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index192 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next194, %vec.epilog.vector.body ]
  %17 = shl i64 %index192, 3
  %scevgep317 = getelementptr i8, ptr %arg.x.4, i64 %17
  %wide.load193 = load <4 x double>, ptr %scevgep317, align 8
  %18 = fmul <4 x double> %broadcast.splat191, %wide.load193
  %19 = shl i64 %index192, 3
  %scevgep316 = getelementptr i8, ptr %.6.i40, i64 %19
  store <4 x double> %18, ptr %scevgep316, align 8
  %index.next194 = add nuw i64 %index192, 4
  %20 = icmp eq i64 %n.vec189, %index.next194
  br i1 %20, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %21 = icmp eq i64 %arg.x.5.0.fr, %n.vec189
  br i1 %21, label %for.end, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index207.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec189, %vec.epilog.middle.block ]
  %22 = sub nsw i64 %arg.x.5.0.fr, %loop.index207.us.ph
  %xtraiter = and i64 %22, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv320 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next321, %for.body.endif.endif.us.prol ]
  %loop.index207.us.prol = phi i64 [ %.402.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index207.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %23 = shl i64 %loop.index207.us.prol, 3
  %scevgep319 = getelementptr i8, ptr %arg.x.4, i64 %23
  %.373.us.prol = load double, ptr %scevgep319, align 8
  %.6.i41.prol = fmul double %.231, %.373.us.prol
  %24 = shl i64 %loop.index207.us.prol, 3
  %scevgep318 = getelementptr i8, ptr %.6.i40, i64 %24
  store double %.6.i41.prol, ptr %scevgep318, align 8
  %.402.us.prol = add nuw i64 %loop.index207.us.prol, 1
  %lsr.iv.next321 = add nsw i64 %lsr.iv320, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next321, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !15

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index207.us.unr = phi i64 [ %loop.index207.us.ph, %for.body.endif.endif.us.preheader ], [ %.402.us.prol, %for.body.endif.endif.us.prol ]
  %25 = sub nsw i64 %loop.index207.us.ph, %arg.x.5.0.fr
  %26 = icmp ugt i64 %25, -8
  br i1 %26, label %for.end, label %for.body.endif.endif.us.preheader242

for.body.endif.endif.us.preheader242:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader242, %for.body.endif.endif.us
  %loop.index207.us = phi i64 [ %.402.us.7, %for.body.endif.endif.us ], [ %loop.index207.us.unr, %for.body.endif.endif.us.preheader242 ]
  %sunkaddr379 = mul i64 %loop.index207.us, 8
  %sunkaddr380 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr379
  %.373.us = load double, ptr %sunkaddr380, align 8
  %.6.i41 = fmul double %.231, %.373.us
  %sunkaddr381 = mul i64 %loop.index207.us, 8
  %sunkaddr382 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr381
  store double %.6.i41, ptr %sunkaddr382, align 8
  %sunkaddr383 = mul i64 %loop.index207.us, 8
  %sunkaddr384 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, ptr %sunkaddr384, i64 8
  %.373.us.1 = load double, ptr %sunkaddr385, align 8
  %.6.i41.1 = fmul double %.231, %.373.us.1
  %sunkaddr386 = mul i64 %loop.index207.us, 8
  %sunkaddr387 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, ptr %sunkaddr387, i64 8
  store double %.6.i41.1, ptr %sunkaddr388, align 8
  %sunkaddr389 = mul i64 %loop.index207.us, 8
  %sunkaddr390 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr389
  %sunkaddr391 = getelementptr i8, ptr %sunkaddr390, i64 16
  %.373.us.2 = load double, ptr %sunkaddr391, align 8
  %.6.i41.2 = fmul double %.231, %.373.us.2
  %sunkaddr392 = mul i64 %loop.index207.us, 8
  %sunkaddr393 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr392
  %sunkaddr394 = getelementptr i8, ptr %sunkaddr393, i64 16
  store double %.6.i41.2, ptr %sunkaddr394, align 8
  %sunkaddr395 = mul i64 %loop.index207.us, 8
  %sunkaddr396 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, ptr %sunkaddr396, i64 24
  %.373.us.3 = load double, ptr %sunkaddr397, align 8
  %.6.i41.3 = fmul double %.231, %.373.us.3
  %sunkaddr398 = mul i64 %loop.index207.us, 8
  %sunkaddr399 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr398
  %sunkaddr400 = getelementptr i8, ptr %sunkaddr399, i64 24
  store double %.6.i41.3, ptr %sunkaddr400, align 8
  %sunkaddr401 = mul i64 %loop.index207.us, 8
  %sunkaddr402 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr401
  %sunkaddr403 = getelementptr i8, ptr %sunkaddr402, i64 32
  %.373.us.4 = load double, ptr %sunkaddr403, align 8
  %.6.i41.4 = fmul double %.231, %.373.us.4
  %sunkaddr404 = mul i64 %loop.index207.us, 8
  %sunkaddr405 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr404
  %sunkaddr406 = getelementptr i8, ptr %sunkaddr405, i64 32
  store double %.6.i41.4, ptr %sunkaddr406, align 8
  %sunkaddr407 = mul i64 %loop.index207.us, 8
  %sunkaddr408 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr407
  %sunkaddr409 = getelementptr i8, ptr %sunkaddr408, i64 40
  %.373.us.5 = load double, ptr %sunkaddr409, align 8
  %.6.i41.5 = fmul double %.231, %.373.us.5
  %sunkaddr410 = mul i64 %loop.index207.us, 8
  %sunkaddr411 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr410
  %sunkaddr412 = getelementptr i8, ptr %sunkaddr411, i64 40
  store double %.6.i41.5, ptr %sunkaddr412, align 8
  %sunkaddr413 = mul i64 %loop.index207.us, 8
  %sunkaddr414 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr413
  %sunkaddr415 = getelementptr i8, ptr %sunkaddr414, i64 48
  %.373.us.6 = load double, ptr %sunkaddr415, align 8
  %.6.i41.6 = fmul double %.231, %.373.us.6
  %sunkaddr416 = mul i64 %loop.index207.us, 8
  %sunkaddr417 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr416
  %sunkaddr418 = getelementptr i8, ptr %sunkaddr417, i64 48
  store double %.6.i41.6, ptr %sunkaddr418, align 8
  %sunkaddr419 = mul i64 %loop.index207.us, 8
  %sunkaddr420 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, ptr %sunkaddr420, i64 56
  %.373.us.7 = load double, ptr %sunkaddr421, align 8
  %.6.i41.7 = fmul double %.231, %.373.us.7
  %sunkaddr422 = mul i64 %loop.index207.us, 8
  %sunkaddr423 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 56
  store double %.6.i41.7, ptr %sunkaddr424, align 8
  %.402.us.7 = add nuw nsw i64 %loop.index207.us, 8
  %exitcond258.not.7 = icmp eq i64 %arg.x.5.0.fr, %.402.us.7
  br i1 %exitcond258.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !17

B40.endif.endif.endif.if.if:                      ; preds = %B40.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B40.endif.endif.endif.endif
  %sunkaddr425 = getelementptr i8, ptr %.37, i64 24
  %.6.i44 = load ptr, ptr %sunkaddr425, align 8
  %.413 = load i64, ptr %.6.i44, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds nuw i8, ptr %.6.i44, i64 8
  %.420 = load i64, ptr %.419, align 8
  %.422 = ashr i64 %.420, 2
  %.423 = icmp sgt i64 %.422, %.414
  br i1 %.423, label %for.end.if, label %for.end.endif, !prof !0

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.373 = load double, ptr %arg.x.4, align 8
  %.6.i42 = fmul double %.231, %.373
  store double %.6.i42, ptr %.6.i40, align 8
  br label %for.end

for.end.if:                                       ; preds = %for.end
  %.425 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.414, i64 56)
  %.426 = extractvalue { i64, i1 } %.425, 0
  %.427 = extractvalue { i64, i1 } %.425, 1
  %.428 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.426, i64 24)
  %.430 = extractvalue { i64, i1 } %.428, 1
  %.431 = or i1 %.427, %.430
  br i1 %.431, label %for.end.if.if, label %for.end.if.endif, !prof !0

for.end.endif:                                    ; preds = %for.end.if.endif.endif, %for.end
  %27 = icmp slt i64 %.420, %.414
  br i1 %27, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.429)
  %.441 = icmp eq ptr %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr426 = getelementptr i8, ptr %.37, i64 24
  %.6.i46 = load ptr, ptr %sunkaddr426, align 8
  %.452 = getelementptr inbounds nuw i8, ptr %.6.i46, i64 8
  store i64 %.414, ptr %.452, align 8
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  %.456 = ashr i64 %.414, 2
  %.457 = add i64 %.413, 9
  %.458 = add i64 %.457, %.456
  %.459 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.458, i64 56)
  %.460 = extractvalue { i64, i1 } %.459, 0
  %.461 = extractvalue { i64, i1 } %.459, 1
  %.462 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.460, i64 24)
  %.464 = extractvalue { i64, i1 } %.462, 1
  %.465 = or i1 %.461, %.464
  br i1 %.465, label %for.end.endif.if.if, label %for.end.endif.if.endif, !prof !0

for.end.endif.endif:                              ; preds = %for.end.endif.if.endif.endif, %for.end.endif
  %sunkaddr427 = getelementptr i8, ptr %.37, i64 24
  %.6.i48 = load ptr, ptr %sunkaddr427, align 8
  store i64 %.414, ptr %.6.i48, align 8
  %.6.i50 = load ptr, ptr %sunkaddr427, align 8
  %.522 = getelementptr inbounds nuw i8, ptr %.6.i50, i64 24
  %.523 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.522, i64 %.413
  %.524.unpack = load ptr, ptr %.523, align 8
  store ptr %.7.i.i, ptr %.523, align 8
  %.544.repack180 = getelementptr inbounds nuw i8, ptr %.523, i64 8
  store ptr null, ptr %.544.repack180, align 8
  %.544.repack182 = getelementptr inbounds nuw i8, ptr %.523, i64 16
  store i64 %arg.x.5.0.fr, ptr %.544.repack182, align 8
  %.544.repack184 = getelementptr inbounds nuw i8, ptr %.523, i64 24
  store i64 8, ptr %.544.repack184, align 8
  %.544.repack186 = getelementptr inbounds nuw i8, ptr %.523, i64 32
  store ptr %.6.i40, ptr %.544.repack186, align 8
  %.544.repack188 = getelementptr inbounds nuw i8, ptr %.523, i64 40
  store i64 %arg.x.5.0.fr, ptr %.544.repack188, align 8
  %.544.repack190 = getelementptr inbounds nuw i8, ptr %.523, i64 48
  store i64 8, ptr %.544.repack190, align 8
  tail call void @NRT_decref(ptr %.524.unpack)
  tail call void @NRT_decref(ptr nonnull %.37)
  %exitcond259.not = icmp eq i64 %.203, 3
  br i1 %exitcond259.not, label %B98, label %B128.i

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.463)
  %.475 = icmp eq ptr %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr428 = getelementptr i8, ptr %.37, i64 24
  %.6.i52 = load ptr, ptr %sunkaddr428, align 8
  %.486 = getelementptr inbounds nuw i8, ptr %.6.i52, i64 8
  store i64 %.458, ptr %.486, align 8
  %.6.i54 = load ptr, ptr %sunkaddr428, align 8
  %.493 = load i64, ptr %.6.i54, align 8
  %.498 = getelementptr inbounds nuw i8, ptr %.6.i54, i64 24
  %.499.idx = mul i64 %.493, 56
  %.499 = getelementptr i8, ptr %.498, i64 %.499.idx
  %.505.idx27 = sub i64 %.458, %.493
  %gepdiff = mul i64 %.505.idx27, 56
  tail call void @llvm.memset.p0.i64(ptr align 1 %.499, i8 0, i64 %gepdiff, i1 false)
  br label %for.end.endif.endif

B98.if:                                           ; preds = %B98
  store ptr @.const.picklebuf.9eab6ce8534b40866c09756eef1d50fba856b631, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif:                                        ; preds = %B98
  %.593 = add i64 %.585, -1
  %sunkaddr429 = getelementptr i8, ptr %.37, i64 24
  %.6.i56 = load ptr, ptr %sunkaddr429, align 8
  %.598 = getelementptr inbounds nuw i8, ptr %.6.i56, i64 24
  %.599 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.598, i64 %.593
  %.600.unpack = load ptr, ptr %.599, align 8
  %.600.elt126 = getelementptr inbounds nuw i8, ptr %.599, i64 32
  %.600.unpack127 = load ptr, ptr %.600.elt126, align 8
  %.600.elt128 = getelementptr inbounds nuw i8, ptr %.599, i64 40
  %.600.unpack129.unpack = load i64, ptr %.600.elt128, align 8
  %.600.unpack129.unpack.fr = freeze i64 %.600.unpack129.unpack
  tail call void @NRT_incref(ptr %.600.unpack)
  %.6.i58 = load ptr, ptr %sunkaddr429, align 8
  %.619 = getelementptr inbounds nuw i8, ptr %.6.i58, i64 24
  %.620.idx = mul i64 %.593, 56
  %.620 = getelementptr i8, ptr %.619, i64 %.620.idx
  %.621.unpack = load ptr, ptr %.620, align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(56) %.620, i8 0, i64 56, i1 false)
  %.6.i60 = load ptr, ptr %sunkaddr429, align 8
  %.658 = getelementptr inbounds nuw i8, ptr %.6.i60, i64 8
  %.659 = load i64, ptr %.658, align 8
  %.661 = ashr i64 %.659, 2
  %.662 = icmp sgt i64 %.661, %.593
  tail call void @NRT_decref(ptr %.621.unpack)
  br i1 %.662, label %B98.endif.if, label %B98.endif.endif, !prof !0

B98.endif.if:                                     ; preds = %B98.endif
  %.664 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.593, i64 56)
  %.665 = extractvalue { i64, i1 } %.664, 0
  %.666 = extractvalue { i64, i1 } %.664, 1
  %.667 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.665, i64 24)
  %.669 = extractvalue { i64, i1 } %.667, 1
  %.670 = or i1 %.666, %.669
  br i1 %.670, label %B98.endif.if.if, label %B98.endif.if.endif, !prof !0

B98.endif.endif:                                  ; preds = %B98.endif.if.endif.endif, %B98.endif
  %28 = icmp slt i64 %.659, %.593
  br i1 %28, label %B98.endif.endif.if, label %B128.i81, !prof !0

B98.endif.if.if:                                  ; preds = %B98.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif.if.endif:                               ; preds = %B98.endif.if
  %.668 = extractvalue { i64, i1 } %.667, 0
  %.679 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.668)
  %.680 = icmp eq ptr %.679, null
  br i1 %.680, label %B98.endif.if.endif.if, label %B98.endif.if.endif.endif, !prof !0

B98.endif.if.endif.if:                            ; preds = %B98.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif.if.endif.endif:                         ; preds = %B98.endif.if.endif
  %sunkaddr430 = getelementptr i8, ptr %.37, i64 24
  %.6.i62 = load ptr, ptr %sunkaddr430, align 8
  %.691 = getelementptr inbounds nuw i8, ptr %.6.i62, i64 8
  store i64 %.593, ptr %.691, align 8
  br label %B98.endif.endif

B98.endif.endif.if:                               ; preds = %B98.endif.endif
  %.695 = ashr i64 %.593, 2
  %.696 = add i64 %.585, 7
  %.697 = add i64 %.696, %.695
  %.698 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.697, i64 56)
  %.699 = extractvalue { i64, i1 } %.698, 0
  %.700 = extractvalue { i64, i1 } %.698, 1
  %.701 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.699, i64 24)
  %.703 = extractvalue { i64, i1 } %.701, 1
  %.704 = or i1 %.700, %.703
  br i1 %.704, label %B98.endif.endif.if.if, label %B98.endif.endif.if.endif, !prof !0

B128.i81:                                         ; preds = %B98.endif.endif, %B98.endif.endif.if.endif.endif
  %sunkaddr431 = getelementptr i8, ptr %.37, i64 24
  %.6.i64 = load ptr, ptr %sunkaddr431, align 8
  store i64 %.593, ptr %.6.i64, align 8
  tail call void @NRT_decref(ptr nonnull %.37)
  %29 = add i64 %.600.unpack129.unpack.fr, -1152921504606846976
  %.819 = icmp ult i64 %29, -2305843009213693952
  br i1 %.819, label %B98.endif.endif.endif.endif.endif.if, label %B98.endif.endif.endif.endif.endif.endif, !prof !18

B98.endif.endif.if.if:                            ; preds = %B98.endif.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif.endif.if.endif:                         ; preds = %B98.endif.endif.if
  %.702 = extractvalue { i64, i1 } %.701, 0
  %.713 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.702)
  %.714 = icmp eq ptr %.713, null
  br i1 %.714, label %B98.endif.endif.if.endif.if, label %B98.endif.endif.if.endif.endif, !prof !0

B98.endif.endif.if.endif.if:                      ; preds = %B98.endif.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif.endif.if.endif.endif:                   ; preds = %B98.endif.endif.if.endif
  %sunkaddr432 = getelementptr i8, ptr %.37, i64 24
  %.6.i86 = load ptr, ptr %sunkaddr432, align 8
  %.725 = getelementptr inbounds nuw i8, ptr %.6.i86, i64 8
  store i64 %.697, ptr %.725, align 8
  %.6.i88 = load ptr, ptr %sunkaddr432, align 8
  %.732 = load i64, ptr %.6.i88, align 8
  %.737 = getelementptr inbounds nuw i8, ptr %.6.i88, i64 24
  %.738.idx = mul i64 %.732, 56
  %.738 = getelementptr i8, ptr %.737, i64 %.738.idx
  %.744.idx30 = sub i64 %.697, %.732
  %gepdiff29 = mul i64 %.744.idx30, 56
  tail call void @llvm.memset.p0.i64(ptr align 1 %.738, i8 0, i64 %gepdiff29, i1 false)
  br label %B128.i81

B98.endif.endif.endif.endif.endif.if:             ; preds = %B128.i81
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B98.endif.endif.endif.endif.endif.endif:          ; preds = %B128.i81
  %.818 = shl nsw i64 %.600.unpack129.unpack.fr, 3
  %.7.i.i89 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.818, i32 32), !noalias !19
  %.8.i.i90 = icmp eq ptr %.7.i.i89, null
  br i1 %.8.i.i90, label %B98.endif.endif.endif.endif.endif.endif.if.if, label %B98.endif.endif.endif.endif.endif.endif.endif, !prof !0

B98.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B98.endif.endif.endif.endif.endif.endif
  %.5.i95 = getelementptr i8, ptr %.7.i.i89, i64 24
  %.6.i96 = load ptr, ptr %.5.i95, align 8
  %.886230 = icmp sgt i64 %.600.unpack129.unpack.fr, 0
  br i1 %.886230, label %for.body.1.lr.ph, label %for.end.1.thread168

for.end.1.thread168:                              ; preds = %B98.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.600.unpack)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %B98.endif.endif.endif.endif.endif.endif.endif
  %.888.not = icmp eq i64 %.600.unpack129.unpack.fr, 1
  br i1 %.888.not, label %for.body.1.endif.endif, label %iter.check202

iter.check202:                                    ; preds = %for.body.1.lr.ph
  %30 = ptrtoint ptr %.6.i96 to i64
  %31 = ptrtoint ptr %.600.unpack127 to i64
  %min.iters.check200 = icmp ult i64 %.600.unpack129.unpack.fr, 4
  %32 = sub i64 %30, %31
  %diff.check199 = icmp ult i64 %32, 256
  %or.cond231 = select i1 %min.iters.check200, i1 true, i1 %diff.check199
  br i1 %or.cond231, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check204

vector.main.loop.iter.check204:                   ; preds = %iter.check202
  %min.iters.check203 = icmp ult i64 %.600.unpack129.unpack.fr, 32
  br i1 %min.iters.check203, label %vec.epilog.ph221, label %vector.ph205

vector.ph205:                                     ; preds = %vector.main.loop.iter.check204
  %n.vec207 = and i64 %.600.unpack129.unpack.fr, %const
  br label %vector.body208

vector.body208:                                   ; preds = %vector.body208, %vector.ph205
  %index209 = phi i64 [ 0, %vector.ph205 ], [ %index.next214, %vector.body208 ]
  %sunkaddr433 = mul i64 %index209, 8
  %sunkaddr434 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr433
  %wide.load210 = load <8 x double>, ptr %sunkaddr434, align 8
  %sunkaddr435 = mul i64 %index209, 8
  %sunkaddr436 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 64
  %wide.load211 = load <8 x double>, ptr %sunkaddr437, align 8
  %sunkaddr438 = mul i64 %index209, 8
  %sunkaddr439 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr438
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 128
  %wide.load212 = load <8 x double>, ptr %sunkaddr440, align 8
  %sunkaddr441 = mul i64 %index209, 8
  %sunkaddr442 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr441
  %sunkaddr443 = getelementptr i8, ptr %sunkaddr442, i64 192
  %wide.load213 = load <8 x double>, ptr %sunkaddr443, align 8
  %33 = fmul <8 x double> %wide.load210, %wide.load210
  %34 = fmul <8 x double> %wide.load211, %wide.load211
  %35 = fmul <8 x double> %wide.load212, %wide.load212
  %36 = fmul <8 x double> %wide.load213, %wide.load213
  %sunkaddr444 = mul i64 %index209, 8
  %sunkaddr445 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr444
  store <8 x double> %33, ptr %sunkaddr445, align 8
  %sunkaddr446 = mul i64 %index209, 8
  %sunkaddr447 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 64
  store <8 x double> %34, ptr %sunkaddr448, align 8
  %sunkaddr449 = mul i64 %index209, 8
  %sunkaddr450 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, ptr %sunkaddr450, i64 128
  store <8 x double> %35, ptr %sunkaddr451, align 8
  %sunkaddr452 = mul i64 %index209, 8
  %sunkaddr453 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 192
  store <8 x double> %36, ptr %sunkaddr454, align 8
  %index.next214 = add nuw i64 %index209, 32
  %37 = icmp eq i64 %n.vec207, %index.next214
  br i1 %37, label %middle.block215, label %vector.body208, !llvm.loop !26

middle.block215:                                  ; preds = %vector.body208
  %cmp.n216 = icmp eq i64 %.600.unpack129.unpack.fr, %n.vec207
  br i1 %cmp.n216, label %.89.endif.preheader.i, label %vec.epilog.iter.check219

vec.epilog.iter.check219:                         ; preds = %middle.block215
  %38 = and i64 %.600.unpack129.unpack.fr, 28
  %min.epilog.iters.check220 = icmp eq i64 %38, 0
  br i1 %min.epilog.iters.check220, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph221, !prof !13

vec.epilog.ph221:                                 ; preds = %vector.main.loop.iter.check204, %vec.epilog.iter.check219
  %vec.epilog.resume.val217 = phi i64 [ %n.vec207, %vec.epilog.iter.check219 ], [ 0, %vector.main.loop.iter.check204 ]
  %const_mat356 = add i64 %const, 28
  %n.vec223 = and i64 %.600.unpack129.unpack.fr, %const_mat356
  br label %vec.epilog.vector.body224

vec.epilog.vector.body224:                        ; preds = %vec.epilog.vector.body224, %vec.epilog.ph221
  %index225 = phi i64 [ %vec.epilog.resume.val217, %vec.epilog.ph221 ], [ %index.next227, %vec.epilog.vector.body224 ]
  %39 = shl i64 %index225, 3
  %scevgep283 = getelementptr i8, ptr %.600.unpack127, i64 %39
  %wide.load226 = load <4 x double>, ptr %scevgep283, align 8
  %40 = fmul <4 x double> %wide.load226, %wide.load226
  %41 = shl i64 %index225, 3
  %scevgep282 = getelementptr i8, ptr %.6.i96, i64 %41
  store <4 x double> %40, ptr %scevgep282, align 8
  %index.next227 = add nuw i64 %index225, 4
  %42 = icmp eq i64 %n.vec223, %index.next227
  br i1 %42, label %vec.epilog.middle.block228, label %vec.epilog.vector.body224, !llvm.loop !27

vec.epilog.middle.block228:                       ; preds = %vec.epilog.vector.body224
  %cmp.n229 = icmp eq i64 %.600.unpack129.unpack.fr, %n.vec223
  br i1 %cmp.n229, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check202, %vec.epilog.iter.check219, %vec.epilog.middle.block228
  %loop.index.1232.us.ph = phi i64 [ 0, %iter.check202 ], [ %n.vec207, %vec.epilog.iter.check219 ], [ %n.vec223, %vec.epilog.middle.block228 ]
  %43 = sub nsw i64 %.600.unpack129.unpack.fr, %loop.index.1232.us.ph
  %xtraiter232 = and i64 %43, 7
  %lcmp.mod233.not = icmp eq i64 %xtraiter232, 0
  br i1 %lcmp.mod233.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv280 = phi i64 [ %xtraiter232, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next281, %for.body.1.endif.endif.us.prol ]
  %loop.index.1232.us.prol = phi i64 [ %.925.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1232.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %44 = shl i64 %loop.index.1232.us.prol, 3
  %scevgep279 = getelementptr i8, ptr %.600.unpack127, i64 %44
  %.896.us.prol = load double, ptr %scevgep279, align 8
  %.5.i97.prol = fmul double %.896.us.prol, %.896.us.prol
  %45 = shl i64 %loop.index.1232.us.prol, 3
  %scevgep278 = getelementptr i8, ptr %.6.i96, i64 %45
  store double %.5.i97.prol, ptr %scevgep278, align 8
  %.925.us.prol = add nuw i64 %loop.index.1232.us.prol, 1
  %lsr.iv.next281 = add nsw i64 %lsr.iv280, -1
  %prol.iter234.cmp.not = icmp eq i64 %lsr.iv.next281, 0
  br i1 %prol.iter234.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !28

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1232.us.unr = phi i64 [ %loop.index.1232.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.925.us.prol, %for.body.1.endif.endif.us.prol ]
  %46 = sub nsw i64 %loop.index.1232.us.ph, %.600.unpack129.unpack.fr
  %47 = icmp ugt i64 %46, -8
  br i1 %47, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader241

for.body.1.endif.endif.us.preheader241:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader241, %for.body.1.endif.endif.us
  %loop.index.1232.us = phi i64 [ %.925.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1232.us.unr, %for.body.1.endif.endif.us.preheader241 ]
  %sunkaddr455 = mul i64 %loop.index.1232.us, 8
  %sunkaddr456 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr455
  %.896.us = load double, ptr %sunkaddr456, align 8
  %.5.i97 = fmul double %.896.us, %.896.us
  %sunkaddr457 = mul i64 %loop.index.1232.us, 8
  %sunkaddr458 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr457
  store double %.5.i97, ptr %sunkaddr458, align 8
  %sunkaddr459 = mul i64 %loop.index.1232.us, 8
  %sunkaddr460 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr459
  %sunkaddr461 = getelementptr i8, ptr %sunkaddr460, i64 8
  %.896.us.1 = load double, ptr %sunkaddr461, align 8
  %.5.i97.1 = fmul double %.896.us.1, %.896.us.1
  %sunkaddr462 = mul i64 %loop.index.1232.us, 8
  %sunkaddr463 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr462
  %sunkaddr464 = getelementptr i8, ptr %sunkaddr463, i64 8
  store double %.5.i97.1, ptr %sunkaddr464, align 8
  %sunkaddr465 = mul i64 %loop.index.1232.us, 8
  %sunkaddr466 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr465
  %sunkaddr467 = getelementptr i8, ptr %sunkaddr466, i64 16
  %.896.us.2 = load double, ptr %sunkaddr467, align 8
  %.5.i97.2 = fmul double %.896.us.2, %.896.us.2
  %sunkaddr468 = mul i64 %loop.index.1232.us, 8
  %sunkaddr469 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr468
  %sunkaddr470 = getelementptr i8, ptr %sunkaddr469, i64 16
  store double %.5.i97.2, ptr %sunkaddr470, align 8
  %sunkaddr471 = mul i64 %loop.index.1232.us, 8
  %sunkaddr472 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr471
  %sunkaddr473 = getelementptr i8, ptr %sunkaddr472, i64 24
  %.896.us.3 = load double, ptr %sunkaddr473, align 8
  %.5.i97.3 = fmul double %.896.us.3, %.896.us.3
  %sunkaddr474 = mul i64 %loop.index.1232.us, 8
  %sunkaddr475 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr474
  %sunkaddr476 = getelementptr i8, ptr %sunkaddr475, i64 24
  store double %.5.i97.3, ptr %sunkaddr476, align 8
  %sunkaddr477 = mul i64 %loop.index.1232.us, 8
  %sunkaddr478 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr477
  %sunkaddr479 = getelementptr i8, ptr %sunkaddr478, i64 32
  %.896.us.4 = load double, ptr %sunkaddr479, align 8
  %.5.i97.4 = fmul double %.896.us.4, %.896.us.4
  %sunkaddr480 = mul i64 %loop.index.1232.us, 8
  %sunkaddr481 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr480
  %sunkaddr482 = getelementptr i8, ptr %sunkaddr481, i64 32
  store double %.5.i97.4, ptr %sunkaddr482, align 8
  %sunkaddr483 = mul i64 %loop.index.1232.us, 8
  %sunkaddr484 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr483
  %sunkaddr485 = getelementptr i8, ptr %sunkaddr484, i64 40
  %.896.us.5 = load double, ptr %sunkaddr485, align 8
  %.5.i97.5 = fmul double %.896.us.5, %.896.us.5
  %sunkaddr486 = mul i64 %loop.index.1232.us, 8
  %sunkaddr487 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr486
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 40
  store double %.5.i97.5, ptr %sunkaddr488, align 8
  %sunkaddr489 = mul i64 %loop.index.1232.us, 8
  %sunkaddr490 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr489
  %sunkaddr491 = getelementptr i8, ptr %sunkaddr490, i64 48
  %.896.us.6 = load double, ptr %sunkaddr491, align 8
  %.5.i97.6 = fmul double %.896.us.6, %.896.us.6
  %sunkaddr492 = mul i64 %loop.index.1232.us, 8
  %sunkaddr493 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, ptr %sunkaddr493, i64 48
  store double %.5.i97.6, ptr %sunkaddr494, align 8
  %sunkaddr495 = mul i64 %loop.index.1232.us, 8
  %sunkaddr496 = getelementptr i8, ptr %.600.unpack127, i64 %sunkaddr495
  %sunkaddr497 = getelementptr i8, ptr %sunkaddr496, i64 56
  %.896.us.7 = load double, ptr %sunkaddr497, align 8
  %.5.i97.7 = fmul double %.896.us.7, %.896.us.7
  %sunkaddr498 = mul i64 %loop.index.1232.us, 8
  %sunkaddr499 = getelementptr i8, ptr %.6.i96, i64 %sunkaddr498
  %sunkaddr500 = getelementptr i8, ptr %sunkaddr499, i64 56
  store double %.5.i97.7, ptr %sunkaddr500, align 8
  %.925.us.7 = add nuw nsw i64 %loop.index.1232.us, 8
  %exitcond261.not.7 = icmp eq i64 %.600.unpack129.unpack.fr, %.925.us.7
  br i1 %exitcond261.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us, !llvm.loop !29

B98.endif.endif.endif.endif.endif.endif.if.if:    ; preds = %B98.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block215, %vec.epilog.middle.block228, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.600.unpack)
  %xtraiter.i = and i64 %.600.unpack129.unpack.fr, 7
  %48 = icmp samesign ult i64 %.600.unpack129.unpack.fr, 8
  br i1 %48, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !30

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %.600.unpack129.unpack.fr, %const_mat
  %49 = add nsw i64 %.600.unpack129.unpack.fr, -8
  %50 = lshr i64 %49, 3
  %51 = add nuw nsw i64 %50, 1
  %xtraiter235 = and i64 %51, 3
  %52 = and i64 %49, 24
  %lcmp.mod236.not = icmp eq i64 %52, 24
  br i1 %lcmp.mod236.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !31

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv244 = phi i64 [ %xtraiter235, %.89.endif.i.prol.preheader ], [ %lsr.iv.next245, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i96, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !32
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i99.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i99.prol, align 8, !noalias !32
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !32
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !32
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !32
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !32
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !32
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !32
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next245 = add i64 %lsr.iv244, -1
  %prol.iter237.cmp.not = icmp eq i64 %lsr.iv.next245, 0
  br i1 %prol.iter237.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !35, !llvm.loop !36

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i96, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %53 = icmp ult i64 %49, 24
  br i1 %53, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !37

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !38

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i96, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %54 = shl i64 %epil.iter.i, 3
  %scevgep243 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %54
  %.106.epil.i = load double, ptr %scevgep243, align 8, !noalias !32
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !39, !llvm.loop !40

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !32
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i99 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i99, align 8, !noalias !32
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !32
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !32
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !32
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !32
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !32
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !32
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !32
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i99.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i99.1, align 8, !noalias !32
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !32
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !32
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !32
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !32
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !32
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !32
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !32
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i99.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i99.2, align 8, !noalias !32
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !32
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !32
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !32
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !32
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !32
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !32
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !32
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i99.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i99.3, align 8, !noalias !32
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !32
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !32
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !32
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !32
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !32
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !32
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !42, !llvm.loop !43

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.896 = load double, ptr %.600.unpack127, align 8
  %.5.i98 = fmul double %.896, %.896
  store double %.5.i98, ptr %.6.i96, align 8
  br label %.89.endif.preheader.i

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread168
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread168 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i89)
  %sunkaddr501 = getelementptr i8, ptr %.37, i64 24
  %.6.i102 = load ptr, ptr %sunkaddr501, align 8
  %.979 = load i64, ptr %.6.i102, align 8
  %.980 = icmp slt i64 %.979, 1
  br i1 %.980, label %for.end.1.endif.if, label %for.end.1.endif.endif, !prof !0

for.end.1.endif.if:                               ; preds = %for.end.1.endif
  store ptr @.const.picklebuf.5753419f7c3c9d9e41a51c7a572cce1624a39a7f, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.1.endif.endif:                            ; preds = %for.end.1.endif
  %.992 = getelementptr inbounds nuw i8, ptr %.6.i102, i64 24
  %.994.unpack = load ptr, ptr %.992, align 8
  %.994.elt156 = getelementptr inbounds nuw i8, ptr %.6.i102, i64 56
  %.994.unpack157 = load ptr, ptr %.994.elt156, align 8
  %.994.elt158 = getelementptr inbounds nuw i8, ptr %.6.i102, i64 64
  %.994.unpack159.unpack = load i64, ptr %.994.elt158, align 8
  %.94.not11.i103 = icmp sgt i64 %.994.unpack159.unpack, 0
  br i1 %.94.not11.i103, label %.89.endif.preheader.i105, label %for.end.1.endif.endif.endif, !prof !31

.89.endif.preheader.i105:                         ; preds = %for.end.1.endif.endif
  %xtraiter.i106 = and i64 %.994.unpack159.unpack, 7
  %55 = icmp samesign ult i64 %.994.unpack159.unpack, 8
  br i1 %55, label %.89.endif.epil.preheader.i141, label %.89.endif.preheader.new.i107, !prof !30

.89.endif.preheader.new.i107:                     ; preds = %.89.endif.preheader.i105
  %const_mat354 = add i64 %const, 24
  %unroll_iter.i108 = and i64 %.994.unpack159.unpack, %const_mat354
  %56 = add nsw i64 %.994.unpack159.unpack, -8
  %57 = lshr i64 %56, 3
  %58 = add nuw nsw i64 %57, 1
  %xtraiter238 = and i64 %58, 3
  %59 = and i64 %56, 24
  %lcmp.mod239.not = icmp eq i64 %59, 24
  br i1 %lcmp.mod239.not, label %.89.endif.i109.prol.loopexit, label %.89.endif.i109.prol.preheader, !prof !31

.89.endif.i109.prol.preheader:                    ; preds = %.89.endif.preheader.new.i107
  br label %.89.endif.i109.prol

.89.endif.i109.prol:                              ; preds = %.89.endif.i109.prol.preheader, %.89.endif.i109.prol
  %lsr.iv = phi i64 [ %xtraiter238, %.89.endif.i109.prol.preheader ], [ %lsr.iv.next, %.89.endif.i109.prol ]
  %lsr.iv.i110.prol = phi i64 [ %lsr.iv.next.i137.prol, %.89.endif.i109.prol ], [ %unroll_iter.i108, %.89.endif.i109.prol.preheader ]
  %.77.013.i111.prol = phi ptr [ %.114.7.i136.prol, %.89.endif.i109.prol ], [ %.994.unpack157, %.89.endif.i109.prol.preheader ]
  %.72.012.i112.prol = phi double [ %.108.7.i135.prol, %.89.endif.i109.prol ], [ 0.000000e+00, %.89.endif.i109.prol.preheader ]
  %.106.i113.prol = load double, ptr %.77.013.i111.prol, align 8, !noalias !45
  %.108.i114.prol = fadd double %.72.012.i112.prol, %.106.i113.prol
  %.114.i115.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 8
  %.106.1.i116.prol = load double, ptr %.114.i115.prol, align 8, !noalias !45
  %.108.1.i117.prol = fadd double %.108.i114.prol, %.106.1.i116.prol
  %.114.1.i118.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 16
  %.106.2.i119.prol = load double, ptr %.114.1.i118.prol, align 8, !noalias !45
  %.108.2.i120.prol = fadd double %.108.1.i117.prol, %.106.2.i119.prol
  %.114.2.i121.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 24
  %.106.3.i122.prol = load double, ptr %.114.2.i121.prol, align 8, !noalias !45
  %.108.3.i123.prol = fadd double %.108.2.i120.prol, %.106.3.i122.prol
  %.114.3.i124.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 32
  %.106.4.i125.prol = load double, ptr %.114.3.i124.prol, align 8, !noalias !45
  %.108.4.i126.prol = fadd double %.108.3.i123.prol, %.106.4.i125.prol
  %.114.4.i127.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 40
  %.106.5.i128.prol = load double, ptr %.114.4.i127.prol, align 8, !noalias !45
  %.108.5.i129.prol = fadd double %.108.4.i126.prol, %.106.5.i128.prol
  %.114.5.i130.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 48
  %.106.6.i131.prol = load double, ptr %.114.5.i130.prol, align 8, !noalias !45
  %.108.6.i132.prol = fadd double %.108.5.i129.prol, %.106.6.i131.prol
  %.114.6.i133.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 56
  %.106.7.i134.prol = load double, ptr %.114.6.i133.prol, align 8, !noalias !45
  %.108.7.i135.prol = fadd double %.108.6.i132.prol, %.106.7.i134.prol
  %.114.7.i136.prol = getelementptr i8, ptr %.77.013.i111.prol, i64 64
  %lsr.iv.next.i137.prol = add i64 %lsr.iv.i110.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter240.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter240.cmp.not, label %.89.endif.i109.prol.loopexit, label %.89.endif.i109.prol, !prof !35, !llvm.loop !48

.89.endif.i109.prol.loopexit:                     ; preds = %.89.endif.i109.prol, %.89.endif.preheader.new.i107
  %.108.7.i135.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i107 ], [ %.108.7.i135.prol, %.89.endif.i109.prol ]
  %.114.7.i136.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i107 ], [ %.114.7.i136.prol, %.89.endif.i109.prol ]
  %lsr.iv.i110.unr = phi i64 [ %unroll_iter.i108, %.89.endif.preheader.new.i107 ], [ %lsr.iv.next.i137.prol, %.89.endif.i109.prol ]
  %.77.013.i111.unr = phi ptr [ %.994.unpack157, %.89.endif.preheader.new.i107 ], [ %.114.7.i136.prol, %.89.endif.i109.prol ]
  %.72.012.i112.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i107 ], [ %.108.7.i135.prol, %.89.endif.i109.prol ]
  %60 = icmp ult i64 %56, 24
  br i1 %60, label %common.ret.loopexit.unr-lcssa.i139, label %.89.endif.i109.preheader, !prof !37

.89.endif.i109.preheader:                         ; preds = %.89.endif.i109.prol.loopexit
  br label %.89.endif.i109

common.ret.loopexit.unr-lcssa.i139:               ; preds = %.89.endif.i109, %.89.endif.i109.prol.loopexit
  %.108.7.i135.lcssa = phi double [ %.108.7.i135.lcssa.unr, %.89.endif.i109.prol.loopexit ], [ %.108.7.i135.3, %.89.endif.i109 ]
  %.114.7.i136.lcssa = phi ptr [ %.114.7.i136.lcssa.unr, %.89.endif.i109.prol.loopexit ], [ %.114.7.i136.3, %.89.endif.i109 ]
  %lcmp.mod.not.i140 = icmp eq i64 %xtraiter.i106, 0
  br i1 %lcmp.mod.not.i140, label %for.end.1.endif.endif.endif, label %.89.endif.epil.preheader.i141, !prof !38

.89.endif.epil.preheader.i141:                    ; preds = %common.ret.loopexit.unr-lcssa.i139, %.89.endif.preheader.i105
  %.77.013.epil.init.i142 = phi ptr [ %.994.unpack157, %.89.endif.preheader.i105 ], [ %.114.7.i136.lcssa, %common.ret.loopexit.unr-lcssa.i139 ]
  %.72.012.epil.init.i143 = phi double [ 0.000000e+00, %.89.endif.preheader.i105 ], [ %.108.7.i135.lcssa, %common.ret.loopexit.unr-lcssa.i139 ]
  br label %.89.endif.epil.i144

.89.endif.epil.i144:                              ; preds = %.89.endif.epil.i144, %.89.endif.epil.preheader.i141
  %.72.012.epil.i145 = phi double [ %.108.epil.i149, %.89.endif.epil.i144 ], [ %.72.012.epil.init.i143, %.89.endif.epil.preheader.i141 ]
  %epil.iter.i146 = phi i64 [ %epil.iter.next.i150, %.89.endif.epil.i144 ], [ 0, %.89.endif.epil.preheader.i141 ]
  %61 = shl i64 %epil.iter.i146, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i142, i64 %61
  %.106.epil.i148 = load double, ptr %scevgep, align 8, !noalias !45
  %.108.epil.i149 = fadd double %.72.012.epil.i145, %.106.epil.i148
  %epil.iter.next.i150 = add i64 %epil.iter.i146, 1
  %epil.iter.cmp.not.i151 = icmp eq i64 %xtraiter.i106, %epil.iter.next.i150
  br i1 %epil.iter.cmp.not.i151, label %for.end.1.endif.endif.endif, label %.89.endif.epil.i144, !prof !39, !llvm.loop !40

.89.endif.i109:                                   ; preds = %.89.endif.i109.preheader, %.89.endif.i109
  %lsr.iv.i110 = phi i64 [ %lsr.iv.next.i137.3, %.89.endif.i109 ], [ %lsr.iv.i110.unr, %.89.endif.i109.preheader ]
  %.77.013.i111 = phi ptr [ %.114.7.i136.3, %.89.endif.i109 ], [ %.77.013.i111.unr, %.89.endif.i109.preheader ]
  %.72.012.i112 = phi double [ %.108.7.i135.3, %.89.endif.i109 ], [ %.72.012.i112.unr, %.89.endif.i109.preheader ]
  %.106.i113 = load double, ptr %.77.013.i111, align 8, !noalias !45
  %.108.i114 = fadd double %.72.012.i112, %.106.i113
  %.114.i115 = getelementptr i8, ptr %.77.013.i111, i64 8
  %.106.1.i116 = load double, ptr %.114.i115, align 8, !noalias !45
  %.108.1.i117 = fadd double %.108.i114, %.106.1.i116
  %.114.1.i118 = getelementptr i8, ptr %.77.013.i111, i64 16
  %.106.2.i119 = load double, ptr %.114.1.i118, align 8, !noalias !45
  %.108.2.i120 = fadd double %.108.1.i117, %.106.2.i119
  %.114.2.i121 = getelementptr i8, ptr %.77.013.i111, i64 24
  %.106.3.i122 = load double, ptr %.114.2.i121, align 8, !noalias !45
  %.108.3.i123 = fadd double %.108.2.i120, %.106.3.i122
  %.114.3.i124 = getelementptr i8, ptr %.77.013.i111, i64 32
  %.106.4.i125 = load double, ptr %.114.3.i124, align 8, !noalias !45
  %.108.4.i126 = fadd double %.108.3.i123, %.106.4.i125
  %.114.4.i127 = getelementptr i8, ptr %.77.013.i111, i64 40
  %.106.5.i128 = load double, ptr %.114.4.i127, align 8, !noalias !45
  %.108.5.i129 = fadd double %.108.4.i126, %.106.5.i128
  %.114.5.i130 = getelementptr i8, ptr %.77.013.i111, i64 48
  %.106.6.i131 = load double, ptr %.114.5.i130, align 8, !noalias !45
  %.108.6.i132 = fadd double %.108.5.i129, %.106.6.i131
  %.114.6.i133 = getelementptr i8, ptr %.77.013.i111, i64 56
  %.106.7.i134 = load double, ptr %.114.6.i133, align 8, !noalias !45
  %.108.7.i135 = fadd double %.108.6.i132, %.106.7.i134
  %.114.7.i136 = getelementptr i8, ptr %.77.013.i111, i64 64
  %.106.i113.1 = load double, ptr %.114.7.i136, align 8, !noalias !45
  %.108.i114.1 = fadd double %.108.7.i135, %.106.i113.1
  %.114.i115.1 = getelementptr i8, ptr %.77.013.i111, i64 72
  %.106.1.i116.1 = load double, ptr %.114.i115.1, align 8, !noalias !45
  %.108.1.i117.1 = fadd double %.108.i114.1, %.106.1.i116.1
  %.114.1.i118.1 = getelementptr i8, ptr %.77.013.i111, i64 80
  %.106.2.i119.1 = load double, ptr %.114.1.i118.1, align 8, !noalias !45
  %.108.2.i120.1 = fadd double %.108.1.i117.1, %.106.2.i119.1
  %.114.2.i121.1 = getelementptr i8, ptr %.77.013.i111, i64 88
  %.106.3.i122.1 = load double, ptr %.114.2.i121.1, align 8, !noalias !45
  %.108.3.i123.1 = fadd double %.108.2.i120.1, %.106.3.i122.1
  %.114.3.i124.1 = getelementptr i8, ptr %.77.013.i111, i64 96
  %.106.4.i125.1 = load double, ptr %.114.3.i124.1, align 8, !noalias !45
  %.108.4.i126.1 = fadd double %.108.3.i123.1, %.106.4.i125.1
  %.114.4.i127.1 = getelementptr i8, ptr %.77.013.i111, i64 104
  %.106.5.i128.1 = load double, ptr %.114.4.i127.1, align 8, !noalias !45
  %.108.5.i129.1 = fadd double %.108.4.i126.1, %.106.5.i128.1
  %.114.5.i130.1 = getelementptr i8, ptr %.77.013.i111, i64 112
  %.106.6.i131.1 = load double, ptr %.114.5.i130.1, align 8, !noalias !45
  %.108.6.i132.1 = fadd double %.108.5.i129.1, %.106.6.i131.1
  %.114.6.i133.1 = getelementptr i8, ptr %.77.013.i111, i64 120
  %.106.7.i134.1 = load double, ptr %.114.6.i133.1, align 8, !noalias !45
  %.108.7.i135.1 = fadd double %.108.6.i132.1, %.106.7.i134.1
  %.114.7.i136.1 = getelementptr i8, ptr %.77.013.i111, i64 128
  %.106.i113.2 = load double, ptr %.114.7.i136.1, align 8, !noalias !45
  %.108.i114.2 = fadd double %.108.7.i135.1, %.106.i113.2
  %.114.i115.2 = getelementptr i8, ptr %.77.013.i111, i64 136
  %.106.1.i116.2 = load double, ptr %.114.i115.2, align 8, !noalias !45
  %.108.1.i117.2 = fadd double %.108.i114.2, %.106.1.i116.2
  %.114.1.i118.2 = getelementptr i8, ptr %.77.013.i111, i64 144
  %.106.2.i119.2 = load double, ptr %.114.1.i118.2, align 8, !noalias !45
  %.108.2.i120.2 = fadd double %.108.1.i117.2, %.106.2.i119.2
  %.114.2.i121.2 = getelementptr i8, ptr %.77.013.i111, i64 152
  %.106.3.i122.2 = load double, ptr %.114.2.i121.2, align 8, !noalias !45
  %.108.3.i123.2 = fadd double %.108.2.i120.2, %.106.3.i122.2
  %.114.3.i124.2 = getelementptr i8, ptr %.77.013.i111, i64 160
  %.106.4.i125.2 = load double, ptr %.114.3.i124.2, align 8, !noalias !45
  %.108.4.i126.2 = fadd double %.108.3.i123.2, %.106.4.i125.2
  %.114.4.i127.2 = getelementptr i8, ptr %.77.013.i111, i64 168
  %.106.5.i128.2 = load double, ptr %.114.4.i127.2, align 8, !noalias !45
  %.108.5.i129.2 = fadd double %.108.4.i126.2, %.106.5.i128.2
  %.114.5.i130.2 = getelementptr i8, ptr %.77.013.i111, i64 176
  %.106.6.i131.2 = load double, ptr %.114.5.i130.2, align 8, !noalias !45
  %.108.6.i132.2 = fadd double %.108.5.i129.2, %.106.6.i131.2
  %.114.6.i133.2 = getelementptr i8, ptr %.77.013.i111, i64 184
  %.106.7.i134.2 = load double, ptr %.114.6.i133.2, align 8, !noalias !45
  %.108.7.i135.2 = fadd double %.108.6.i132.2, %.106.7.i134.2
  %.114.7.i136.2 = getelementptr i8, ptr %.77.013.i111, i64 192
  %.106.i113.3 = load double, ptr %.114.7.i136.2, align 8, !noalias !45
  %.108.i114.3 = fadd double %.108.7.i135.2, %.106.i113.3
  %.114.i115.3 = getelementptr i8, ptr %.77.013.i111, i64 200
  %.106.1.i116.3 = load double, ptr %.114.i115.3, align 8, !noalias !45
  %.108.1.i117.3 = fadd double %.108.i114.3, %.106.1.i116.3
  %.114.1.i118.3 = getelementptr i8, ptr %.77.013.i111, i64 208
  %.106.2.i119.3 = load double, ptr %.114.1.i118.3, align 8, !noalias !45
  %.108.2.i120.3 = fadd double %.108.1.i117.3, %.106.2.i119.3
  %.114.2.i121.3 = getelementptr i8, ptr %.77.013.i111, i64 216
  %.106.3.i122.3 = load double, ptr %.114.2.i121.3, align 8, !noalias !45
  %.108.3.i123.3 = fadd double %.108.2.i120.3, %.106.3.i122.3
  %.114.3.i124.3 = getelementptr i8, ptr %.77.013.i111, i64 224
  %.106.4.i125.3 = load double, ptr %.114.3.i124.3, align 8, !noalias !45
  %.108.4.i126.3 = fadd double %.108.3.i123.3, %.106.4.i125.3
  %.114.4.i127.3 = getelementptr i8, ptr %.77.013.i111, i64 232
  %.106.5.i128.3 = load double, ptr %.114.4.i127.3, align 8, !noalias !45
  %.108.5.i129.3 = fadd double %.108.4.i126.3, %.106.5.i128.3
  %.114.5.i130.3 = getelementptr i8, ptr %.77.013.i111, i64 240
  %.106.6.i131.3 = load double, ptr %.114.5.i130.3, align 8, !noalias !45
  %.108.6.i132.3 = fadd double %.108.5.i129.3, %.106.6.i131.3
  %.114.6.i133.3 = getelementptr i8, ptr %.77.013.i111, i64 248
  %.106.7.i134.3 = load double, ptr %.114.6.i133.3, align 8, !noalias !45
  %.108.7.i135.3 = fadd double %.108.6.i132.3, %.106.7.i134.3
  %.114.7.i136.3 = getelementptr i8, ptr %.77.013.i111, i64 256
  %lsr.iv.next.i137.3 = add nsw i64 %lsr.iv.i110, -32
  %niter.ncmp.7.i138.3 = icmp eq i64 %lsr.iv.next.i137.3, 0
  br i1 %niter.ncmp.7.i138.3, label %common.ret.loopexit.unr-lcssa.i139, label %.89.endif.i109, !prof !42, !llvm.loop !49

for.end.1.endif.endif.endif:                      ; preds = %.89.endif.epil.i144, %common.ret.loopexit.unr-lcssa.i139, %for.end.1.endif.endif
  %.72.0.lcssa.i104 = phi double [ 0.000000e+00, %for.end.1.endif.endif ], [ %.108.7.i135.lcssa, %common.ret.loopexit.unr-lcssa.i139 ], [ %.108.epil.i149, %.89.endif.epil.i144 ]
  tail call void @NRT_decref(ptr nonnull %.37)
  %.1041 = fadd double %.72.0.lcssa.i, %.72.0.lcssa.i104
  store double %.1041, ptr %retptr, align 8
  br label %common.ret
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_pop_arrays, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

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
  %.47 = call i32 @_ZN7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !50

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

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

define double @cfunc._ZN7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_pop_arraysB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !50

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

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

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 -42949671, i32 42949671}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 4, i32 28}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = !{!"branch_weights", i32 42949671, i32 -42949671}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11, !12}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !11}
!30 = !{!"branch_weights", i32 146201250, i32 2001282398}
!31 = !{!"branch_weights", i32 127, i32 1}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!35 = !{!"branch_weights", i32 1, i32 1}
!36 = distinct !{!36, !16}
!37 = !{!"branch_weights", i32 1, i32 127}
!38 = !{!"branch_weights", i32 277993707, i32 1869489941}
!39 = !{!"branch_weights", i32 542333185, i32 1605150463}
!40 = distinct !{!40, !41, !16}
!41 = !{!"llvm.loop.estimated_trip_count", i32 4}
!42 = !{!"branch_weights", i32 166258294, i32 1981225354}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.estimated_trip_count", i32 3}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!48 = distinct !{!48, !16}
!49 = distinct !{!49, !44}
!50 = !{!"branch_weights", i32 49, i32 1}
