; ModuleID = 'list_of_arrays'
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
@.const.list_of_arrays = internal constant [15 x i8] c"list_of_arrays\00"
@_ZN08NumbaEnv7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6be310690B3v57B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa6be310810B3v58B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v7B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %.37 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @".dtor.list.array(float64, 1d, C)")
  %.38 = icmp eq ptr %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B128.i:                                           ; preds = %for.end.endif.endif, %B0.endif.endif.endif.endif.endif
  %.196252272 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.203, %for.end.endif.endif ]
  %0 = icmp ult i64 %3, 2305843009213693952
  %.203 = add nuw nsw i64 %.196252272, 1
  tail call void @NRT_incref(ptr nonnull %.37)
  %.230 = uitofp nneg i64 %.196252272 to double
  %.231 = fadd double %.230, 1.000000e+00
  br i1 %0, label %B40.endif.endif.endif, label %B40.endif.endif.if, !prof !1

B98:                                              ; preds = %for.end.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %sunkaddr = getelementptr i8, ptr %.37, i64 24
  %.6.i135 = load ptr, ptr %sunkaddr, align 8
  %.622136 = load i64, ptr %.6.i135, align 8
  %.623137 = icmp sgt i64 %.622136, 0
  br i1 %.623137, label %B128.i75.preheader, label %B194

B128.i75.preheader:                               ; preds = %B98
  br label %B128.i75

B128.i75:                                         ; preds = %B128.i75.preheader, %for.end.1.endif
  %.6.i140 = phi ptr [ %.6.i, %for.end.1.endif ], [ %.6.i135, %B128.i75.preheader ]
  %s.2.0139 = phi double [ %.898, %for.end.1.endif ], [ 0.000000e+00, %B128.i75.preheader ]
  %.616279138 = phi i64 [ %.647, %for.end.1.endif ], [ 0, %B128.i75.preheader ]
  %.631 = getelementptr inbounds nuw i8, ptr %.6.i140, i64 24
  %.632 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.631, i64 %.616279138
  %.633.unpack = load ptr, ptr %.632, align 8
  %.633.elt181 = getelementptr inbounds nuw i8, ptr %.632, i64 32
  %.633.unpack182 = load ptr, ptr %.633.elt181, align 8
  %.633.elt183 = getelementptr inbounds nuw i8, ptr %.632, i64 40
  %.633.unpack184.unpack = load i64, ptr %.633.elt183, align 8
  %.647 = add nuw nsw i64 %.616279138, 1
  %1 = freeze i64 %.633.unpack184.unpack
  tail call void @NRT_incref(ptr %.633.unpack)
  %2 = add i64 %1, -1152921504606846976
  %.757 = icmp ult i64 %2, -2305843009213693952
  br i1 %.757, label %B108.endif.endif.if, label %B108.endif.endif.endif, !prof !2

common.ret:                                       ; preds = %B108.endif.endif.endif.if.if, %B108.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.endif.endif.endif.if.if, %B40.endif.endif.if, %B0.endif.endif.if, %B194
  %common.ret.op = phi i32 [ 0, %B194 ], [ 1, %B0.endif.endif.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B108.endif.endif.endif.if.if ], [ 1, %B40.endif.endif.if ], [ 1, %B40.endif.endif.endif.if.if ], [ 1, %B108.endif.endif.if ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ]
  ret i32 %common.ret.op

B194:                                             ; preds = %for.end.1.endif, %B98
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B98 ], [ %.898, %for.end.1.endif ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr nonnull %.37)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i79 = getelementptr i8, ptr %.37, i64 24
  %.6.i80 = load ptr, ptr %.5.i79, align 8
  %.50 = getelementptr inbounds nuw i8, ptr %.6.i80, i64 8
  store i64 0, ptr %.50, align 8
  %.6.i82 = load ptr, ptr %.5.i79, align 8
  store i64 0, ptr %.6.i82, align 8
  %.6.i84 = load ptr, ptr %.5.i79, align 8
  %.62 = getelementptr inbounds nuw i8, ptr %.6.i84, i64 16
  store i8 0, ptr %.62, align 1
  %.6.i86 = load ptr, ptr %.5.i79, align 8
  store i64 0, ptr %.6.i86, align 8
  %3 = add i64 %arg.x.5.0.fr, 1152921504606846976
  %.295 = shl nsw i64 %arg.x.5.0.fr, 3
  %const_mat = add i64 %const, -24
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat
  %const_mat284 = add i64 %const, 4
  %n.vec160 = and i64 %arg.x.5.0.fr, %const_mat284
  br label %B128.i

B40.endif.endif.if:                               ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B40.endif.endif.endif:                            ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !4
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B40.endif.endif.endif.if.if, label %B40.endif.endif.endif.endif, !prof !0

B40.endif.endif.endif.endif:                      ; preds = %B40.endif.endif.endif
  %4 = icmp sgt i64 %arg.x.5.0.fr, 0
  %.5.i87 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i88 = load ptr, ptr %.5.i87, align 8
  br i1 %4, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B40.endif.endif.endif.endif
  %5 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %5, label %iter.check, label %for.body.endif.endif

iter.check:                                       ; preds = %for.body.lr.ph
  %6 = ptrtoint ptr %.6.i88 to i64
  %7 = icmp ult i64 %arg.x.5.0.fr, 4
  %8 = ptrtoint ptr %arg.x.4 to i64
  %9 = sub i64 %6, %8
  %diff.check = icmp ult i64 %9, 256
  %or.cond = select i1 %7, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %10 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr285 = mul i64 %index, 8
  %sunkaddr286 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr285
  %wide.load = load <8 x double>, ptr %sunkaddr286, align 8
  %sunkaddr287 = mul i64 %index, 8
  %sunkaddr288 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr287
  %sunkaddr289 = getelementptr i8, ptr %sunkaddr288, i64 64
  %wide.load156 = load <8 x double>, ptr %sunkaddr289, align 8
  %sunkaddr290 = mul i64 %index, 8
  %sunkaddr291 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr290
  %sunkaddr292 = getelementptr i8, ptr %sunkaddr291, i64 128
  %wide.load157 = load <8 x double>, ptr %sunkaddr292, align 8
  %sunkaddr293 = mul i64 %index, 8
  %sunkaddr294 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr293
  %sunkaddr295 = getelementptr i8, ptr %sunkaddr294, i64 192
  %wide.load158 = load <8 x double>, ptr %sunkaddr295, align 8
  %11 = fmul <8 x double> %broadcast.splat, %wide.load
  %12 = fmul <8 x double> %broadcast.splat, %wide.load156
  %13 = fmul <8 x double> %broadcast.splat, %wide.load157
  %14 = fmul <8 x double> %broadcast.splat, %wide.load158
  %sunkaddr296 = mul i64 %index, 8
  %sunkaddr297 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr296
  store <8 x double> %11, ptr %sunkaddr297, align 8
  %sunkaddr298 = mul i64 %index, 8
  %sunkaddr299 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr298
  %sunkaddr300 = getelementptr i8, ptr %sunkaddr299, i64 64
  store <8 x double> %12, ptr %sunkaddr300, align 8
  %sunkaddr301 = mul i64 %index, 8
  %sunkaddr302 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, ptr %sunkaddr302, i64 128
  store <8 x double> %13, ptr %sunkaddr303, align 8
  %sunkaddr304 = mul i64 %index, 8
  %sunkaddr305 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, ptr %sunkaddr305, i64 192
  store <8 x double> %14, ptr %sunkaddr306, align 8
  %index.next = add nuw i64 %index, 32
  %15 = icmp eq i64 %n.vec, %index.next
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %16 = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %16, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %17 = and i64 %arg.x.5.0.fr, 28
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !14

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert161 = insertelement <4 x double> poison, double %.231, i64 0
  %broadcast.splat162 = shufflevector <4 x double> %broadcast.splatinsert161, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index163 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next165, %vec.epilog.vector.body ]
  %19 = shl i64 %index163, 3
  %scevgep247 = getelementptr i8, ptr %arg.x.4, i64 %19
  %wide.load164 = load <4 x double>, ptr %scevgep247, align 8
  %20 = fmul <4 x double> %broadcast.splat162, %wide.load164
  %21 = shl i64 %index163, 3
  %scevgep246 = getelementptr i8, ptr %.6.i88, i64 %21
  store <4 x double> %20, ptr %scevgep246, align 8
  %index.next165 = add nuw i64 %index163, 4
  %22 = icmp eq i64 %n.vec160, %index.next165
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %23 = icmp eq i64 %arg.x.5.0.fr, %n.vec160
  br i1 %23, label %for.end, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index251.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec160, %vec.epilog.middle.block ]
  %24 = sub nsw i64 %arg.x.5.0.fr, %loop.index251.us.ph
  %xtraiter = and i64 %24, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv250 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next251, %for.body.endif.endif.us.prol ]
  %loop.index251.us.prol = phi i64 [ %.402.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index251.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %25 = shl i64 %loop.index251.us.prol, 3
  %scevgep249 = getelementptr i8, ptr %arg.x.4, i64 %25
  %.373.us.prol = load double, ptr %scevgep249, align 8
  %.6.i89.prol = fmul double %.231, %.373.us.prol
  %26 = shl i64 %loop.index251.us.prol, 3
  %scevgep248 = getelementptr i8, ptr %.6.i88, i64 %26
  store double %.6.i89.prol, ptr %scevgep248, align 8
  %.402.us.prol = add nuw i64 %loop.index251.us.prol, 1
  %lsr.iv.next251 = add nsw i64 %lsr.iv250, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next251, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !16

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index251.us.unr = phi i64 [ %loop.index251.us.ph, %for.body.endif.endif.us.preheader ], [ %.402.us.prol, %for.body.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index251.us.ph, %arg.x.5.0.fr
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %for.end, label %for.body.endif.endif.us.preheader191

for.body.endif.endif.us.preheader191:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader191, %for.body.endif.endif.us
  %loop.index251.us = phi i64 [ %.402.us.7, %for.body.endif.endif.us ], [ %loop.index251.us.unr, %for.body.endif.endif.us.preheader191 ]
  %sunkaddr307 = mul i64 %loop.index251.us, 8
  %sunkaddr308 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr307
  %.373.us = load double, ptr %sunkaddr308, align 8
  %.6.i89 = fmul double %.231, %.373.us
  %sunkaddr309 = mul i64 %loop.index251.us, 8
  %sunkaddr310 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr309
  store double %.6.i89, ptr %sunkaddr310, align 8
  %sunkaddr311 = mul i64 %loop.index251.us, 8
  %sunkaddr312 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr311
  %sunkaddr313 = getelementptr i8, ptr %sunkaddr312, i64 8
  %.373.us.1 = load double, ptr %sunkaddr313, align 8
  %.6.i89.1 = fmul double %.231, %.373.us.1
  %sunkaddr314 = mul i64 %loop.index251.us, 8
  %sunkaddr315 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr314
  %sunkaddr316 = getelementptr i8, ptr %sunkaddr315, i64 8
  store double %.6.i89.1, ptr %sunkaddr316, align 8
  %sunkaddr317 = mul i64 %loop.index251.us, 8
  %sunkaddr318 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr317
  %sunkaddr319 = getelementptr i8, ptr %sunkaddr318, i64 16
  %.373.us.2 = load double, ptr %sunkaddr319, align 8
  %.6.i89.2 = fmul double %.231, %.373.us.2
  %sunkaddr320 = mul i64 %loop.index251.us, 8
  %sunkaddr321 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr320
  %sunkaddr322 = getelementptr i8, ptr %sunkaddr321, i64 16
  store double %.6.i89.2, ptr %sunkaddr322, align 8
  %sunkaddr323 = mul i64 %loop.index251.us, 8
  %sunkaddr324 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, ptr %sunkaddr324, i64 24
  %.373.us.3 = load double, ptr %sunkaddr325, align 8
  %.6.i89.3 = fmul double %.231, %.373.us.3
  %sunkaddr326 = mul i64 %loop.index251.us, 8
  %sunkaddr327 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, ptr %sunkaddr327, i64 24
  store double %.6.i89.3, ptr %sunkaddr328, align 8
  %sunkaddr329 = mul i64 %loop.index251.us, 8
  %sunkaddr330 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, ptr %sunkaddr330, i64 32
  %.373.us.4 = load double, ptr %sunkaddr331, align 8
  %.6.i89.4 = fmul double %.231, %.373.us.4
  %sunkaddr332 = mul i64 %loop.index251.us, 8
  %sunkaddr333 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr332
  %sunkaddr334 = getelementptr i8, ptr %sunkaddr333, i64 32
  store double %.6.i89.4, ptr %sunkaddr334, align 8
  %sunkaddr335 = mul i64 %loop.index251.us, 8
  %sunkaddr336 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr335
  %sunkaddr337 = getelementptr i8, ptr %sunkaddr336, i64 40
  %.373.us.5 = load double, ptr %sunkaddr337, align 8
  %.6.i89.5 = fmul double %.231, %.373.us.5
  %sunkaddr338 = mul i64 %loop.index251.us, 8
  %sunkaddr339 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr338
  %sunkaddr340 = getelementptr i8, ptr %sunkaddr339, i64 40
  store double %.6.i89.5, ptr %sunkaddr340, align 8
  %sunkaddr341 = mul i64 %loop.index251.us, 8
  %sunkaddr342 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr341
  %sunkaddr343 = getelementptr i8, ptr %sunkaddr342, i64 48
  %.373.us.6 = load double, ptr %sunkaddr343, align 8
  %.6.i89.6 = fmul double %.231, %.373.us.6
  %sunkaddr344 = mul i64 %loop.index251.us, 8
  %sunkaddr345 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr344
  %sunkaddr346 = getelementptr i8, ptr %sunkaddr345, i64 48
  store double %.6.i89.6, ptr %sunkaddr346, align 8
  %sunkaddr347 = mul i64 %loop.index251.us, 8
  %sunkaddr348 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr347
  %sunkaddr349 = getelementptr i8, ptr %sunkaddr348, i64 56
  %.373.us.7 = load double, ptr %sunkaddr349, align 8
  %.6.i89.7 = fmul double %.231, %.373.us.7
  %sunkaddr350 = mul i64 %loop.index251.us, 8
  %sunkaddr351 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, ptr %sunkaddr351, i64 56
  store double %.6.i89.7, ptr %sunkaddr352, align 8
  %.402.us.7 = add nuw nsw i64 %loop.index251.us, 8
  %exitcond333.not.7 = icmp eq i64 %arg.x.5.0.fr, %.402.us.7
  br i1 %exitcond333.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !18

B40.endif.endif.endif.if.if:                      ; preds = %B40.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B40.endif.endif.endif.endif
  %sunkaddr353 = getelementptr i8, ptr %.37, i64 24
  %.6.i92 = load ptr, ptr %sunkaddr353, align 8
  %.413 = load i64, ptr %.6.i92, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds nuw i8, ptr %.6.i92, i64 8
  %.420 = load i64, ptr %.419, align 8
  %.422 = ashr i64 %.420, 2
  %.423 = icmp sgt i64 %.422, %.414
  br i1 %.423, label %for.end.if, label %for.end.endif, !prof !0

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.373 = load double, ptr %arg.x.4, align 8
  %.6.i90 = fmul double %.231, %.373
  store double %.6.i90, ptr %.6.i88, align 8
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
  %29 = icmp slt i64 %.420, %.414
  br i1 %29, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.429)
  %.441 = icmp eq ptr %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr354 = getelementptr i8, ptr %.37, i64 24
  %.6.i94 = load ptr, ptr %sunkaddr354, align 8
  %.452 = getelementptr inbounds nuw i8, ptr %.6.i94, i64 8
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
  %sunkaddr355 = getelementptr i8, ptr %.37, i64 24
  %.6.i96 = load ptr, ptr %sunkaddr355, align 8
  store i64 %.414, ptr %.6.i96, align 8
  %.6.i98 = load ptr, ptr %sunkaddr355, align 8
  %.522 = getelementptr inbounds nuw i8, ptr %.6.i98, i64 24
  %.523 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.522, i64 %.413
  %.524.unpack = load ptr, ptr %.523, align 8
  store ptr %.7.i.i, ptr %.523, align 8
  %.544.repack205 = getelementptr inbounds nuw i8, ptr %.523, i64 8
  store ptr null, ptr %.544.repack205, align 8
  %.544.repack207 = getelementptr inbounds nuw i8, ptr %.523, i64 16
  store i64 %arg.x.5.0.fr, ptr %.544.repack207, align 8
  %.544.repack209 = getelementptr inbounds nuw i8, ptr %.523, i64 24
  store i64 8, ptr %.544.repack209, align 8
  %.544.repack211 = getelementptr inbounds nuw i8, ptr %.523, i64 32
  store ptr %.6.i88, ptr %.544.repack211, align 8
  %.544.repack213 = getelementptr inbounds nuw i8, ptr %.523, i64 40
  store i64 %arg.x.5.0.fr, ptr %.544.repack213, align 8
  %.544.repack215 = getelementptr inbounds nuw i8, ptr %.523, i64 48
  store i64 8, ptr %.544.repack215, align 8
  tail call void @NRT_decref(ptr %.524.unpack)
  tail call void @NRT_decref(ptr nonnull %.37)
  %exitcond334.not = icmp eq i64 %.203, 3
  br i1 %exitcond334.not, label %B98, label %B128.i

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.463)
  %.475 = icmp eq ptr %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr356 = getelementptr i8, ptr %.37, i64 24
  %.6.i100 = load ptr, ptr %sunkaddr356, align 8
  %.486 = getelementptr inbounds nuw i8, ptr %.6.i100, i64 8
  store i64 %.458, ptr %.486, align 8
  %.6.i102 = load ptr, ptr %sunkaddr356, align 8
  %.493 = load i64, ptr %.6.i102, align 8
  %.498 = getelementptr inbounds nuw i8, ptr %.6.i102, i64 24
  %.499.idx = mul i64 %.493, 56
  %.499 = getelementptr i8, ptr %.498, i64 %.499.idx
  %.505.idx58 = sub i64 %.458, %.493
  %gepdiff = mul i64 %.505.idx58, 56
  tail call void @llvm.memset.p0.i64(ptr align 1 %.499, i8 0, i64 %gepdiff, i1 false)
  br label %for.end.endif.endif

B108.endif.endif.if:                              ; preds = %B128.i75
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B108.endif.endif.endif:                           ; preds = %B128.i75
  %.756 = shl nsw i64 %1, 3
  %.7.i.i103 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.756, i32 32), !noalias !19
  %.8.i.i104 = icmp eq ptr %.7.i.i103, null
  br i1 %.8.i.i104, label %B108.endif.endif.endif.if.if, label %B108.endif.endif.endif.endif, !prof !0

B108.endif.endif.endif.endif:                     ; preds = %B108.endif.endif.endif
  %.5.i109 = getelementptr i8, ptr %.7.i.i103, i64 24
  %.6.i110 = load ptr, ptr %.5.i109, align 8
  %.824274 = icmp sgt i64 %1, 0
  br i1 %.824274, label %for.body.1.lr.ph, label %for.end.1.thread130

for.end.1.thread130:                              ; preds = %B108.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.633.unpack)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %B108.endif.endif.endif.endif
  %.826.not = icmp eq i64 %1, 1
  br i1 %.826.not, label %for.body.1.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %for.body.1.lr.ph
  %30 = ptrtoint ptr %.6.i110 to i64
  %31 = ptrtoint ptr %.633.unpack182 to i64
  %min.iters.check171 = icmp ult i64 %1, 8
  %32 = sub i64 %30, %31
  %diff.check170 = icmp ult i64 %32, 64
  %or.cond182 = select i1 %min.iters.check171, i1 true, i1 %diff.check170
  br i1 %or.cond182, label %for.body.1.endif.endif.us.preheader183, label %vector.ph172

vector.ph172:                                     ; preds = %for.body.1.endif.endif.us.preheader
  %n.vec174 = and i64 %1, %const
  br label %vector.body175

vector.body175:                                   ; preds = %vector.body175, %vector.ph172
  %index176 = phi i64 [ 0, %vector.ph172 ], [ %index.next178, %vector.body175 ]
  %33 = shl i64 %index176, 3
  %scevgep192 = getelementptr i8, ptr %.633.unpack182, i64 %33
  %wide.load177 = load <8 x double>, ptr %scevgep192, align 8
  %34 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load177)
  %35 = shl i64 %index176, 3
  %scevgep = getelementptr i8, ptr %.6.i110, i64 %35
  store <8 x double> %34, ptr %scevgep, align 8
  %index.next178 = add nuw i64 %index176, 8
  %36 = icmp eq i64 %n.vec174, %index.next178
  br i1 %36, label %middle.block179, label %vector.body175, !llvm.loop !26

middle.block179:                                  ; preds = %vector.body175
  %cmp.n180 = icmp eq i64 %1, %n.vec174
  br i1 %cmp.n180, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader183

for.body.1.endif.endif.us.preheader183:           ; preds = %for.body.1.endif.endif.us.preheader, %middle.block179
  %loop.index.1276.us.ph = phi i64 [ 0, %for.body.1.endif.endif.us.preheader ], [ %n.vec174, %middle.block179 ]
  %xtraiter184 = and i64 %1, 7
  %lcmp.mod185.not = icmp eq i64 %xtraiter184, 0
  br i1 %lcmp.mod185.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader183
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter184, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.us.prol ]
  %loop.index.1276.us.prol = phi i64 [ %.863.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1276.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %37 = shl i64 %loop.index.1276.us.prol, 3
  %scevgep194 = getelementptr i8, ptr %.633.unpack182, i64 %37
  %.834.us.prol = load double, ptr %scevgep194, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.834.us.prol)
  %38 = shl i64 %loop.index.1276.us.prol, 3
  %scevgep193 = getelementptr i8, ptr %.6.i110, i64 %38
  store double %.12.le.i.prol, ptr %scevgep193, align 8
  %.863.us.prol = add nuw nsw i64 %loop.index.1276.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter186.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter186.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !27

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader183
  %loop.index.1276.us.unr = phi i64 [ %loop.index.1276.us.ph, %for.body.1.endif.endif.us.preheader183 ], [ %.863.us.prol, %for.body.1.endif.endif.us.prol ]
  %39 = sub nsw i64 %loop.index.1276.us.ph, %1
  %40 = icmp ugt i64 %39, -8
  br i1 %40, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader190

for.body.1.endif.endif.us.preheader190:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader190, %for.body.1.endif.endif.us
  %loop.index.1276.us = phi i64 [ %.863.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1276.us.unr, %for.body.1.endif.endif.us.preheader190 ]
  %sunkaddr357 = mul i64 %loop.index.1276.us, 8
  %sunkaddr358 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr357
  %.834.us = load double, ptr %sunkaddr358, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.834.us)
  %sunkaddr359 = mul i64 %loop.index.1276.us, 8
  %sunkaddr360 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr359
  store double %.12.le.i, ptr %sunkaddr360, align 8
  %sunkaddr361 = mul i64 %loop.index.1276.us, 8
  %sunkaddr362 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr361
  %sunkaddr363 = getelementptr i8, ptr %sunkaddr362, i64 8
  %.834.us.1 = load double, ptr %sunkaddr363, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.834.us.1)
  %sunkaddr364 = mul i64 %loop.index.1276.us, 8
  %sunkaddr365 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr364
  %sunkaddr366 = getelementptr i8, ptr %sunkaddr365, i64 8
  store double %.12.le.i.1, ptr %sunkaddr366, align 8
  %sunkaddr367 = mul i64 %loop.index.1276.us, 8
  %sunkaddr368 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr367
  %sunkaddr369 = getelementptr i8, ptr %sunkaddr368, i64 16
  %.834.us.2 = load double, ptr %sunkaddr369, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.834.us.2)
  %sunkaddr370 = mul i64 %loop.index.1276.us, 8
  %sunkaddr371 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, ptr %sunkaddr371, i64 16
  store double %.12.le.i.2, ptr %sunkaddr372, align 8
  %sunkaddr373 = mul i64 %loop.index.1276.us, 8
  %sunkaddr374 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, ptr %sunkaddr374, i64 24
  %.834.us.3 = load double, ptr %sunkaddr375, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.834.us.3)
  %sunkaddr376 = mul i64 %loop.index.1276.us, 8
  %sunkaddr377 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr376
  %sunkaddr378 = getelementptr i8, ptr %sunkaddr377, i64 24
  store double %.12.le.i.3, ptr %sunkaddr378, align 8
  %sunkaddr379 = mul i64 %loop.index.1276.us, 8
  %sunkaddr380 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr379
  %sunkaddr381 = getelementptr i8, ptr %sunkaddr380, i64 32
  %.834.us.4 = load double, ptr %sunkaddr381, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.834.us.4)
  %sunkaddr382 = mul i64 %loop.index.1276.us, 8
  %sunkaddr383 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr382
  %sunkaddr384 = getelementptr i8, ptr %sunkaddr383, i64 32
  store double %.12.le.i.4, ptr %sunkaddr384, align 8
  %sunkaddr385 = mul i64 %loop.index.1276.us, 8
  %sunkaddr386 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr385
  %sunkaddr387 = getelementptr i8, ptr %sunkaddr386, i64 40
  %.834.us.5 = load double, ptr %sunkaddr387, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.834.us.5)
  %sunkaddr388 = mul i64 %loop.index.1276.us, 8
  %sunkaddr389 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr388
  %sunkaddr390 = getelementptr i8, ptr %sunkaddr389, i64 40
  store double %.12.le.i.5, ptr %sunkaddr390, align 8
  %sunkaddr391 = mul i64 %loop.index.1276.us, 8
  %sunkaddr392 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr391
  %sunkaddr393 = getelementptr i8, ptr %sunkaddr392, i64 48
  %.834.us.6 = load double, ptr %sunkaddr393, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.834.us.6)
  %sunkaddr394 = mul i64 %loop.index.1276.us, 8
  %sunkaddr395 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr394
  %sunkaddr396 = getelementptr i8, ptr %sunkaddr395, i64 48
  store double %.12.le.i.6, ptr %sunkaddr396, align 8
  %sunkaddr397 = mul i64 %loop.index.1276.us, 8
  %sunkaddr398 = getelementptr i8, ptr %.633.unpack182, i64 %sunkaddr397
  %sunkaddr399 = getelementptr i8, ptr %sunkaddr398, i64 56
  %.834.us.7 = load double, ptr %sunkaddr399, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.834.us.7)
  %sunkaddr400 = mul i64 %loop.index.1276.us, 8
  %sunkaddr401 = getelementptr i8, ptr %.6.i110, i64 %sunkaddr400
  %sunkaddr402 = getelementptr i8, ptr %sunkaddr401, i64 56
  store double %.12.le.i.7, ptr %sunkaddr402, align 8
  %.863.us.7 = add nuw nsw i64 %loop.index.1276.us, 8
  %exitcond336.not.7 = icmp eq i64 %1, %.863.us.7
  br i1 %exitcond336.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us, !llvm.loop !28

B108.endif.endif.endif.if.if:                     ; preds = %B108.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block179, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.633.unpack)
  %xtraiter.i = and i64 %1, 7
  %41 = icmp samesign ult i64 %1, 8
  br i1 %41, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !29

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %1, %const
  %42 = add nsw i64 %1, -8
  %43 = lshr i64 %42, 3
  %44 = add nuw nsw i64 %43, 1
  %xtraiter187 = and i64 %44, 3
  %45 = and i64 %42, 24
  %lcmp.mod188.not = icmp eq i64 %45, 24
  br i1 %lcmp.mod188.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !30

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv227 = phi i64 [ %xtraiter187, %.89.endif.i.prol.preheader ], [ %lsr.iv.next228, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i110, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !31
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i112.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i112.prol, align 8, !noalias !31
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !31
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !31
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !31
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !31
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !31
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !31
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next228 = add i64 %lsr.iv227, -1
  %prol.iter189.cmp.not = icmp eq i64 %lsr.iv.next228, 0
  br i1 %prol.iter189.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !34, !llvm.loop !35

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i110, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %46 = icmp ult i64 %42, 24
  br i1 %46, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !36

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !37

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i110, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %47 = shl i64 %epil.iter.i, 3
  %scevgep229 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %47
  %.106.epil.i = load double, ptr %scevgep229, align 8, !noalias !31
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !38, !llvm.loop !39

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !31
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i112 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i112, align 8, !noalias !31
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !31
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !31
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !31
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !31
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !31
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !31
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !31
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i112.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i112.1, align 8, !noalias !31
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !31
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !31
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !31
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !31
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !31
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !31
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !31
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i112.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i112.2, align 8, !noalias !31
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !31
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !31
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !31
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !31
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !31
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !31
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !31
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i112.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i112.3, align 8, !noalias !31
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !31
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !31
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !31
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !31
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !31
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !31
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !41, !llvm.loop !42

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.834 = load double, ptr %.633.unpack182, align 8
  %.12.le.i111 = tail call double @llvm.sin.f64(double %.834)
  store double %.12.le.i111, ptr %.6.i110, align 8
  br label %.89.endif.preheader.i

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread130
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread130 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i103)
  %.898 = fadd double %s.2.0139, %.72.0.lcssa.i
  %sunkaddr403 = getelementptr i8, ptr %.37, i64 24
  %.6.i = load ptr, ptr %sunkaddr403, align 8
  %.622 = load i64, ptr %.6.i, align 8
  %.623 = icmp slt i64 %.647, %.622
  br i1 %.623, label %B128.i75, label %B194
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

define ptr @_ZN7cpython7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_of_arrays, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.47 = call i32 @_ZN7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !44

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

define double @cfunc._ZN7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels14list_of_arraysB3v56B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !44

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 -42949671, i32 42949671}
!2 = !{!"branch_weights", i32 42949671, i32 -42949671}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!"branch_weights", i32 4, i32 28}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !12}
!29 = !{!"branch_weights", i32 146201250, i32 2001282398}
!30 = !{!"branch_weights", i32 127, i32 1}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!34 = !{!"branch_weights", i32 1, i32 1}
!35 = distinct !{!35, !17}
!36 = !{!"branch_weights", i32 1, i32 127}
!37 = !{!"branch_weights", i32 277993707, i32 1869489941}
!38 = !{!"branch_weights", i32 542333185, i32 1605150463}
!39 = distinct !{!39, !40, !17}
!40 = !{!"llvm.loop.estimated_trip_count", i32 4}
!41 = !{!"branch_weights", i32 166258294, i32 1981225354}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.estimated_trip_count", i32 3}
!44 = !{!"branch_weights", i32 49, i32 1}
