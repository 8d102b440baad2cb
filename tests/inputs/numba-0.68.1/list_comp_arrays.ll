; ModuleID = 'list_comp_arrays'
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
@.const.list_comp_arrays = internal constant [17 x i8] c"list_comp_arrays\00"
@_ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f51a8334090B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f51a82616d0B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.endif.endif.if:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %.103 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @".dtor.list.array(float64, 1d, C)")
  %.104 = icmp eq ptr %.103, null
  br i1 %.104, label %B0.endif.endif.endif.endif.if, label %B70.lr.ph, !prof !0

B128.i:                                           ; preds = %for.end.endif.endif, %B70.lr.ph
  %.203266277 = phi i64 [ 0, %B70.lr.ph ], [ %.210, %for.end.endif.endif ]
  %0 = icmp ult i64 %3, 2305843009213693952
  %.210 = add nuw nsw i64 %.203266277, 1
  tail call void @NRT_incref(ptr %arg.x.0)
  br i1 %0, label %B70.endif.endif.endif, label %B70.endif.endif.if, !prof !1

B126:                                             ; preds = %for.end.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr nonnull %.103)
  %sunkaddr = getelementptr i8, ptr %.103, i64 24
  %.6.i137 = load ptr, ptr %sunkaddr, align 8
  %.640138 = load i64, ptr %.6.i137, align 8
  %.641139 = icmp sgt i64 %.640138, 0
  br i1 %.641139, label %B128.i75.preheader, label %B153

B128.i75.preheader:                               ; preds = %B126
  br label %B128.i75

B128.i75:                                         ; preds = %B128.i75.preheader, %for.end.1.endif
  %.6.i142 = phi ptr [ %.6.i, %for.end.1.endif ], [ %.6.i137, %B128.i75.preheader ]
  %s.2.0141 = phi double [ %.916, %for.end.1.endif ], [ 0.000000e+00, %B128.i75.preheader ]
  %.634285140 = phi i64 [ %.665, %for.end.1.endif ], [ 0, %B128.i75.preheader ]
  %.649 = getelementptr inbounds nuw i8, ptr %.6.i142, i64 24
  %.650 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.649, i64 %.634285140
  %.651.unpack = load ptr, ptr %.650, align 8
  %.651.elt185 = getelementptr inbounds nuw i8, ptr %.650, i64 32
  %.651.unpack186 = load ptr, ptr %.651.elt185, align 8
  %.651.elt187 = getelementptr inbounds nuw i8, ptr %.650, i64 40
  %.651.unpack188.unpack = load i64, ptr %.651.elt187, align 8
  %.665 = add nuw nsw i64 %.634285140, 1
  %1 = freeze i64 %.651.unpack188.unpack
  tail call void @NRT_incref(ptr %.651.unpack)
  %2 = add i64 %1, -1152921504606846976
  %.775 = icmp ult i64 %2, -2305843009213693952
  br i1 %.775, label %B139.endif.endif.if, label %B139.endif.endif.endif, !prof !2

common.ret:                                       ; preds = %B139.endif.endif.endif.if.if, %B139.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B70.endif.endif.endif.if.if, %B70.endif.endif.if, %B0.endif.endif.endif.endif.if, %B153
  %common.ret.op = phi i32 [ 0, %B153 ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B139.endif.endif.endif.if.if ], [ 1, %B70.endif.endif.if ], [ 1, %B70.endif.endif.endif.if.if ], [ 1, %B139.endif.endif.if ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ]
  ret i32 %common.ret.op

B153:                                             ; preds = %for.end.1.endif, %B126
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B126 ], [ %.916, %for.end.1.endif ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr nonnull %.103)
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B70.lr.ph:                                        ; preds = %B0.endif.endif.endif.if
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i79 = getelementptr i8, ptr %.103, i64 24
  %.6.i80 = load ptr, ptr %.5.i79, align 8
  %.116 = getelementptr inbounds nuw i8, ptr %.6.i80, i64 8
  store i64 0, ptr %.116, align 8
  %.6.i82 = load ptr, ptr %.5.i79, align 8
  store i64 0, ptr %.6.i82, align 8
  %.6.i84 = load ptr, ptr %.5.i79, align 8
  %.128 = getelementptr inbounds nuw i8, ptr %.6.i84, i64 16
  store i8 0, ptr %.128, align 1
  %.6.i86 = load ptr, ptr %.5.i79, align 8
  store i64 0, ptr %.6.i86, align 8
  tail call void @NRT_incref(ptr nonnull %.103)
  %3 = add i64 %arg.x.5.0.fr, 1152921504606846976
  %.301 = shl nsw i64 %arg.x.5.0.fr, 3
  %n.vec = and i64 %arg.x.5.0.fr, %const
  %const_mat322 = add i64 %const, 28
  %n.vec163 = and i64 %arg.x.5.0.fr, %const_mat322
  br label %B128.i

B70.endif.endif.if:                               ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B70.endif.endif.endif:                            ; preds = %B128.i
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !4
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B70.endif.endif.endif.if.if, label %B70.endif.endif.endif.endif, !prof !0

B70.endif.endif.endif.endif:                      ; preds = %B70.endif.endif.endif
  %4 = icmp sgt i64 %arg.x.5.0.fr, 0
  %.5.i87 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i88 = load ptr, ptr %.5.i87, align 8
  br i1 %4, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B70.endif.endif.endif.endif
  %5 = icmp ugt i64 %arg.x.5.0.fr, 1
  %.6.i89 = uitofp nneg i64 %.203266277 to double
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
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.6.i89, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr324 = mul i64 %index, 8
  %sunkaddr325 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr324
  %wide.load = load <8 x double>, ptr %sunkaddr325, align 8
  %sunkaddr326 = mul i64 %index, 8
  %sunkaddr327 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, ptr %sunkaddr327, i64 64
  %wide.load159 = load <8 x double>, ptr %sunkaddr328, align 8
  %sunkaddr329 = mul i64 %index, 8
  %sunkaddr330 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, ptr %sunkaddr330, i64 128
  %wide.load160 = load <8 x double>, ptr %sunkaddr331, align 8
  %sunkaddr332 = mul i64 %index, 8
  %sunkaddr333 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr332
  %sunkaddr334 = getelementptr i8, ptr %sunkaddr333, i64 192
  %wide.load161 = load <8 x double>, ptr %sunkaddr334, align 8
  %11 = fmul <8 x double> %wide.load, %broadcast.splat
  %12 = fmul <8 x double> %wide.load159, %broadcast.splat
  %13 = fmul <8 x double> %wide.load160, %broadcast.splat
  %14 = fmul <8 x double> %wide.load161, %broadcast.splat
  %sunkaddr335 = mul i64 %index, 8
  %sunkaddr336 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr335
  store <8 x double> %11, ptr %sunkaddr336, align 8
  %sunkaddr337 = mul i64 %index, 8
  %sunkaddr338 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr337
  %sunkaddr339 = getelementptr i8, ptr %sunkaddr338, i64 64
  store <8 x double> %12, ptr %sunkaddr339, align 8
  %sunkaddr340 = mul i64 %index, 8
  %sunkaddr341 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr340
  %sunkaddr342 = getelementptr i8, ptr %sunkaddr341, i64 128
  store <8 x double> %13, ptr %sunkaddr342, align 8
  %sunkaddr343 = mul i64 %index, 8
  %sunkaddr344 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr343
  %sunkaddr345 = getelementptr i8, ptr %sunkaddr344, i64 192
  store <8 x double> %14, ptr %sunkaddr345, align 8
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
  %broadcast.splatinsert164 = insertelement <4 x double> poison, double %.6.i89, i64 0
  %broadcast.splat165 = shufflevector <4 x double> %broadcast.splatinsert164, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index166 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next168, %vec.epilog.vector.body ]
  %19 = shl i64 %index166, 3
  %scevgep285 = getelementptr i8, ptr %arg.x.4, i64 %19
  %wide.load167 = load <4 x double>, ptr %scevgep285, align 8
  %20 = fmul <4 x double> %wide.load167, %broadcast.splat165
  %21 = shl i64 %index166, 3
  %scevgep284 = getelementptr i8, ptr %.6.i88, i64 %21
  store <4 x double> %20, ptr %scevgep284, align 8
  %index.next168 = add nuw i64 %index166, 4
  %22 = icmp eq i64 %n.vec163, %index.next168
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %23 = icmp eq i64 %arg.x.5.0.fr, %n.vec163
  br i1 %23, label %for.end, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index255.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec163, %vec.epilog.middle.block ]
  %24 = sub nsw i64 %arg.x.5.0.fr, %loop.index255.us.ph
  %xtraiter = and i64 %24, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv288 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next289, %for.body.endif.endif.us.prol ]
  %loop.index255.us.prol = phi i64 [ %.408.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index255.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %25 = shl i64 %loop.index255.us.prol, 3
  %scevgep287 = getelementptr i8, ptr %arg.x.4, i64 %25
  %.379.us.prol = load double, ptr %scevgep287, align 8
  %.7.i.prol = fmul double %.379.us.prol, %.6.i89
  %26 = shl i64 %loop.index255.us.prol, 3
  %scevgep286 = getelementptr i8, ptr %.6.i88, i64 %26
  store double %.7.i.prol, ptr %scevgep286, align 8
  %.408.us.prol = add nuw i64 %loop.index255.us.prol, 1
  %lsr.iv.next289 = add nsw i64 %lsr.iv288, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next289, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !16

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index255.us.unr = phi i64 [ %loop.index255.us.ph, %for.body.endif.endif.us.preheader ], [ %.408.us.prol, %for.body.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index255.us.ph, %arg.x.5.0.fr
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %for.end, label %for.body.endif.endif.us.preheader213

for.body.endif.endif.us.preheader213:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader213, %for.body.endif.endif.us
  %loop.index255.us = phi i64 [ %.408.us.7, %for.body.endif.endif.us ], [ %loop.index255.us.unr, %for.body.endif.endif.us.preheader213 ]
  %sunkaddr346 = mul i64 %loop.index255.us, 8
  %sunkaddr347 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr346
  %.379.us = load double, ptr %sunkaddr347, align 8
  %.7.i = fmul double %.379.us, %.6.i89
  %sunkaddr348 = mul i64 %loop.index255.us, 8
  %sunkaddr349 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr348
  store double %.7.i, ptr %sunkaddr349, align 8
  %sunkaddr350 = mul i64 %loop.index255.us, 8
  %sunkaddr351 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, ptr %sunkaddr351, i64 8
  %.379.us.1 = load double, ptr %sunkaddr352, align 8
  %.7.i.1 = fmul double %.379.us.1, %.6.i89
  %sunkaddr353 = mul i64 %loop.index255.us, 8
  %sunkaddr354 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr353
  %sunkaddr355 = getelementptr i8, ptr %sunkaddr354, i64 8
  store double %.7.i.1, ptr %sunkaddr355, align 8
  %sunkaddr356 = mul i64 %loop.index255.us, 8
  %sunkaddr357 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, ptr %sunkaddr357, i64 16
  %.379.us.2 = load double, ptr %sunkaddr358, align 8
  %.7.i.2 = fmul double %.379.us.2, %.6.i89
  %sunkaddr359 = mul i64 %loop.index255.us, 8
  %sunkaddr360 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 16
  store double %.7.i.2, ptr %sunkaddr361, align 8
  %sunkaddr362 = mul i64 %loop.index255.us, 8
  %sunkaddr363 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 24
  %.379.us.3 = load double, ptr %sunkaddr364, align 8
  %.7.i.3 = fmul double %.379.us.3, %.6.i89
  %sunkaddr365 = mul i64 %loop.index255.us, 8
  %sunkaddr366 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 24
  store double %.7.i.3, ptr %sunkaddr367, align 8
  %sunkaddr368 = mul i64 %loop.index255.us, 8
  %sunkaddr369 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, ptr %sunkaddr369, i64 32
  %.379.us.4 = load double, ptr %sunkaddr370, align 8
  %.7.i.4 = fmul double %.379.us.4, %.6.i89
  %sunkaddr371 = mul i64 %loop.index255.us, 8
  %sunkaddr372 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, ptr %sunkaddr372, i64 32
  store double %.7.i.4, ptr %sunkaddr373, align 8
  %sunkaddr374 = mul i64 %loop.index255.us, 8
  %sunkaddr375 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, ptr %sunkaddr375, i64 40
  %.379.us.5 = load double, ptr %sunkaddr376, align 8
  %.7.i.5 = fmul double %.379.us.5, %.6.i89
  %sunkaddr377 = mul i64 %loop.index255.us, 8
  %sunkaddr378 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 40
  store double %.7.i.5, ptr %sunkaddr379, align 8
  %sunkaddr380 = mul i64 %loop.index255.us, 8
  %sunkaddr381 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, ptr %sunkaddr381, i64 48
  %.379.us.6 = load double, ptr %sunkaddr382, align 8
  %.7.i.6 = fmul double %.379.us.6, %.6.i89
  %sunkaddr383 = mul i64 %loop.index255.us, 8
  %sunkaddr384 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, ptr %sunkaddr384, i64 48
  store double %.7.i.6, ptr %sunkaddr385, align 8
  %sunkaddr386 = mul i64 %loop.index255.us, 8
  %sunkaddr387 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, ptr %sunkaddr387, i64 56
  %.379.us.7 = load double, ptr %sunkaddr388, align 8
  %.7.i.7 = fmul double %.379.us.7, %.6.i89
  %sunkaddr389 = mul i64 %loop.index255.us, 8
  %sunkaddr390 = getelementptr i8, ptr %.6.i88, i64 %sunkaddr389
  %sunkaddr391 = getelementptr i8, ptr %sunkaddr390, i64 56
  store double %.7.i.7, ptr %sunkaddr391, align 8
  %.408.us.7 = add nuw nsw i64 %loop.index255.us, 8
  %exitcond361.not.7 = icmp eq i64 %arg.x.5.0.fr, %.408.us.7
  br i1 %exitcond361.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !18

B70.endif.endif.endif.if.if:                      ; preds = %B70.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B70.endif.endif.endif.endif
  tail call void @NRT_incref(ptr nonnull %.103)
  %sunkaddr392 = getelementptr i8, ptr %.103, i64 24
  %.6.i93 = load ptr, ptr %sunkaddr392, align 8
  %.424 = load i64, ptr %.6.i93, align 8
  %.425 = add i64 %.424, 1
  %.430 = getelementptr inbounds nuw i8, ptr %.6.i93, i64 8
  %.431 = load i64, ptr %.430, align 8
  %.433 = ashr i64 %.431, 2
  %.434 = icmp sgt i64 %.433, %.425
  tail call void @NRT_decref(ptr %arg.x.0)
  br i1 %.434, label %for.end.if, label %for.end.endif, !prof !0

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.379 = load double, ptr %arg.x.4, align 8
  %.7.i91 = fmul double %.379, %.6.i89
  store double %.7.i91, ptr %.6.i88, align 8
  br label %for.end

for.end.if:                                       ; preds = %for.end
  %.436 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.425, i64 56)
  %.437 = extractvalue { i64, i1 } %.436, 0
  %.438 = extractvalue { i64, i1 } %.436, 1
  %.439 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.437, i64 24)
  %.441 = extractvalue { i64, i1 } %.439, 1
  %.442 = or i1 %.438, %.441
  br i1 %.442, label %for.end.if.if, label %for.end.if.endif, !prof !0

for.end.endif:                                    ; preds = %for.end.if.endif.endif, %for.end
  %29 = icmp slt i64 %.431, %.425
  br i1 %29, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.440 = extractvalue { i64, i1 } %.439, 0
  %.451 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.103, i64 %.440)
  %.452 = icmp eq ptr %.451, null
  br i1 %.452, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr393 = getelementptr i8, ptr %.103, i64 24
  %.6.i95 = load ptr, ptr %sunkaddr393, align 8
  %.463 = getelementptr inbounds nuw i8, ptr %.6.i95, i64 8
  store i64 %.425, ptr %.463, align 8
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  %.467 = ashr i64 %.425, 2
  %.468 = add i64 %.424, 9
  %.469 = add i64 %.468, %.467
  %.470 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.469, i64 56)
  %.471 = extractvalue { i64, i1 } %.470, 0
  %.472 = extractvalue { i64, i1 } %.470, 1
  %.473 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.471, i64 24)
  %.475 = extractvalue { i64, i1 } %.473, 1
  %.476 = or i1 %.472, %.475
  br i1 %.476, label %for.end.endif.if.if, label %for.end.endif.if.endif, !prof !0

for.end.endif.endif:                              ; preds = %for.end.endif.if.endif.endif, %for.end.endif
  %sunkaddr394 = getelementptr i8, ptr %.103, i64 24
  %.6.i97 = load ptr, ptr %sunkaddr394, align 8
  store i64 %.425, ptr %.6.i97, align 8
  %.6.i99 = load ptr, ptr %sunkaddr394, align 8
  %.533 = getelementptr inbounds nuw i8, ptr %.6.i99, i64 24
  %.534 = getelementptr { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i64 %.424
  %.535.unpack = load ptr, ptr %.534, align 8
  store ptr %.7.i.i, ptr %.534, align 8
  %.555.repack209 = getelementptr inbounds nuw i8, ptr %.534, i64 8
  store ptr null, ptr %.555.repack209, align 8
  %.555.repack211 = getelementptr inbounds nuw i8, ptr %.534, i64 16
  store i64 %arg.x.5.0.fr, ptr %.555.repack211, align 8
  %.555.repack213 = getelementptr inbounds nuw i8, ptr %.534, i64 24
  store i64 8, ptr %.555.repack213, align 8
  %.555.repack215 = getelementptr inbounds nuw i8, ptr %.534, i64 32
  store ptr %.6.i88, ptr %.555.repack215, align 8
  %.555.repack217 = getelementptr inbounds nuw i8, ptr %.534, i64 40
  store i64 %arg.x.5.0.fr, ptr %.555.repack217, align 8
  %.555.repack219 = getelementptr inbounds nuw i8, ptr %.534, i64 48
  store i64 8, ptr %.555.repack219, align 8
  tail call void @NRT_decref(ptr %.535.unpack)
  tail call void @NRT_decref(ptr nonnull %.103)
  %exitcond.not146 = icmp eq i64 %.210, 3
  br i1 %exitcond.not146, label %B126, label %B128.i

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.474 = extractvalue { i64, i1 } %.473, 0
  %.485 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.103, i64 %.474)
  %.486 = icmp eq ptr %.485, null
  br i1 %.486, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr395 = getelementptr i8, ptr %.103, i64 24
  %.6.i101 = load ptr, ptr %sunkaddr395, align 8
  %.497 = getelementptr inbounds nuw i8, ptr %.6.i101, i64 8
  store i64 %.469, ptr %.497, align 8
  %.6.i103 = load ptr, ptr %sunkaddr395, align 8
  %.504 = load i64, ptr %.6.i103, align 8
  %.509 = getelementptr inbounds nuw i8, ptr %.6.i103, i64 24
  %.510.idx = mul i64 %.504, 56
  %.510 = getelementptr i8, ptr %.509, i64 %.510.idx
  %.516.idx58 = sub i64 %.469, %.504
  %gepdiff = mul i64 %.516.idx58, 56
  tail call void @llvm.memset.p0.i64(ptr align 1 %.510, i8 0, i64 %gepdiff, i1 false)
  br label %for.end.endif.endif

B139.endif.endif.if:                              ; preds = %B128.i75
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B139.endif.endif.endif:                           ; preds = %B128.i75
  %.774 = shl nsw i64 %1, 3
  %.7.i.i104 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.774, i32 32), !noalias !19
  %.8.i.i105 = icmp eq ptr %.7.i.i104, null
  br i1 %.8.i.i105, label %B139.endif.endif.endif.if.if, label %B139.endif.endif.endif.endif, !prof !0

B139.endif.endif.endif.endif:                     ; preds = %B139.endif.endif.endif
  %.5.i110 = getelementptr i8, ptr %.7.i.i104, i64 24
  %.6.i111 = load ptr, ptr %.5.i110, align 8
  %.842280 = icmp sgt i64 %1, 0
  br i1 %.842280, label %for.body.1.lr.ph, label %for.end.1.thread132

for.end.1.thread132:                              ; preds = %B139.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.651.unpack)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %B139.endif.endif.endif.endif
  %.844.not = icmp eq i64 %1, 1
  br i1 %.844.not, label %for.body.1.endif.endif, label %iter.check176

iter.check176:                                    ; preds = %for.body.1.lr.ph
  %30 = ptrtoint ptr %.6.i111 to i64
  %31 = ptrtoint ptr %.651.unpack186 to i64
  %min.iters.check174 = icmp ult i64 %1, 4
  %32 = sub i64 %30, %31
  %diff.check173 = icmp ult i64 %32, 256
  %or.cond205 = select i1 %min.iters.check174, i1 true, i1 %diff.check173
  br i1 %or.cond205, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check178

vector.main.loop.iter.check178:                   ; preds = %iter.check176
  %min.iters.check177 = icmp ult i64 %1, 32
  br i1 %min.iters.check177, label %vec.epilog.ph195, label %vector.ph179

vector.ph179:                                     ; preds = %vector.main.loop.iter.check178
  %n.vec181 = and i64 %1, %const
  br label %vector.body182

vector.body182:                                   ; preds = %vector.body182, %vector.ph179
  %index183 = phi i64 [ 0, %vector.ph179 ], [ %index.next188, %vector.body182 ]
  %sunkaddr396 = mul i64 %index183, 8
  %sunkaddr397 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr396
  %wide.load184 = load <8 x double>, ptr %sunkaddr397, align 8
  %sunkaddr398 = mul i64 %index183, 8
  %sunkaddr399 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr398
  %sunkaddr400 = getelementptr i8, ptr %sunkaddr399, i64 64
  %wide.load185 = load <8 x double>, ptr %sunkaddr400, align 8
  %sunkaddr401 = mul i64 %index183, 8
  %sunkaddr402 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr401
  %sunkaddr403 = getelementptr i8, ptr %sunkaddr402, i64 128
  %wide.load186 = load <8 x double>, ptr %sunkaddr403, align 8
  %sunkaddr404 = mul i64 %index183, 8
  %sunkaddr405 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr404
  %sunkaddr406 = getelementptr i8, ptr %sunkaddr405, i64 192
  %wide.load187 = load <8 x double>, ptr %sunkaddr406, align 8
  %33 = fmul <8 x double> %wide.load184, %wide.load184
  %34 = fmul <8 x double> %wide.load185, %wide.load185
  %35 = fmul <8 x double> %wide.load186, %wide.load186
  %36 = fmul <8 x double> %wide.load187, %wide.load187
  %sunkaddr407 = mul i64 %index183, 8
  %sunkaddr408 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr407
  store <8 x double> %33, ptr %sunkaddr408, align 8
  %sunkaddr409 = mul i64 %index183, 8
  %sunkaddr410 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr409
  %sunkaddr411 = getelementptr i8, ptr %sunkaddr410, i64 64
  store <8 x double> %34, ptr %sunkaddr411, align 8
  %sunkaddr412 = mul i64 %index183, 8
  %sunkaddr413 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr412
  %sunkaddr414 = getelementptr i8, ptr %sunkaddr413, i64 128
  store <8 x double> %35, ptr %sunkaddr414, align 8
  %sunkaddr415 = mul i64 %index183, 8
  %sunkaddr416 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr415
  %sunkaddr417 = getelementptr i8, ptr %sunkaddr416, i64 192
  store <8 x double> %36, ptr %sunkaddr417, align 8
  %index.next188 = add nuw i64 %index183, 32
  %37 = icmp eq i64 %n.vec181, %index.next188
  br i1 %37, label %middle.block189, label %vector.body182, !llvm.loop !26

middle.block189:                                  ; preds = %vector.body182
  %cmp.n190 = icmp eq i64 %1, %n.vec181
  br i1 %cmp.n190, label %.89.endif.preheader.i, label %vec.epilog.iter.check193

vec.epilog.iter.check193:                         ; preds = %middle.block189
  %38 = and i64 %1, 28
  %min.epilog.iters.check194 = icmp eq i64 %38, 0
  br i1 %min.epilog.iters.check194, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph195, !prof !14

vec.epilog.ph195:                                 ; preds = %vector.main.loop.iter.check178, %vec.epilog.iter.check193
  %vec.epilog.resume.val191 = phi i64 [ %n.vec181, %vec.epilog.iter.check193 ], [ 0, %vector.main.loop.iter.check178 ]
  %const_mat323 = add i64 %const, 28
  %n.vec197 = and i64 %1, %const_mat323
  br label %vec.epilog.vector.body198

vec.epilog.vector.body198:                        ; preds = %vec.epilog.vector.body198, %vec.epilog.ph195
  %index199 = phi i64 [ %vec.epilog.resume.val191, %vec.epilog.ph195 ], [ %index.next201, %vec.epilog.vector.body198 ]
  %39 = shl i64 %index199, 3
  %scevgep230 = getelementptr i8, ptr %.651.unpack186, i64 %39
  %wide.load200 = load <4 x double>, ptr %scevgep230, align 8
  %40 = fmul <4 x double> %wide.load200, %wide.load200
  %41 = shl i64 %index199, 3
  %scevgep229 = getelementptr i8, ptr %.6.i111, i64 %41
  store <4 x double> %40, ptr %scevgep229, align 8
  %index.next201 = add nuw i64 %index199, 4
  %42 = icmp eq i64 %n.vec197, %index.next201
  br i1 %42, label %vec.epilog.middle.block202, label %vec.epilog.vector.body198, !llvm.loop !27

vec.epilog.middle.block202:                       ; preds = %vec.epilog.vector.body198
  %cmp.n203 = icmp eq i64 %1, %n.vec197
  br i1 %cmp.n203, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check176, %vec.epilog.iter.check193, %vec.epilog.middle.block202
  %loop.index.1282.us.ph = phi i64 [ 0, %iter.check176 ], [ %n.vec181, %vec.epilog.iter.check193 ], [ %n.vec197, %vec.epilog.middle.block202 ]
  %43 = sub nsw i64 %1, %loop.index.1282.us.ph
  %xtraiter206 = and i64 %43, 7
  %lcmp.mod207.not = icmp eq i64 %xtraiter206, 0
  br i1 %lcmp.mod207.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter206, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.us.prol ]
  %loop.index.1282.us.prol = phi i64 [ %.881.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1282.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %44 = shl i64 %loop.index.1282.us.prol, 3
  %scevgep232 = getelementptr i8, ptr %.651.unpack186, i64 %44
  %.852.us.prol = load double, ptr %scevgep232, align 8
  %.5.i112.prol = fmul double %.852.us.prol, %.852.us.prol
  %45 = shl i64 %loop.index.1282.us.prol, 3
  %scevgep231 = getelementptr i8, ptr %.6.i111, i64 %45
  store double %.5.i112.prol, ptr %scevgep231, align 8
  %.881.us.prol = add nuw i64 %loop.index.1282.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter208.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter208.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !28

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1282.us.unr = phi i64 [ %loop.index.1282.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.881.us.prol, %for.body.1.endif.endif.us.prol ]
  %46 = sub nsw i64 %loop.index.1282.us.ph, %1
  %47 = icmp ugt i64 %46, -8
  br i1 %47, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader212

for.body.1.endif.endif.us.preheader212:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader212, %for.body.1.endif.endif.us
  %loop.index.1282.us = phi i64 [ %.881.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1282.us.unr, %for.body.1.endif.endif.us.preheader212 ]
  %sunkaddr418 = mul i64 %loop.index.1282.us, 8
  %sunkaddr419 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr418
  %.852.us = load double, ptr %sunkaddr419, align 8
  %.5.i112 = fmul double %.852.us, %.852.us
  %sunkaddr420 = mul i64 %loop.index.1282.us, 8
  %sunkaddr421 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr420
  store double %.5.i112, ptr %sunkaddr421, align 8
  %sunkaddr422 = mul i64 %loop.index.1282.us, 8
  %sunkaddr423 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, ptr %sunkaddr423, i64 8
  %.852.us.1 = load double, ptr %sunkaddr424, align 8
  %.5.i112.1 = fmul double %.852.us.1, %.852.us.1
  %sunkaddr425 = mul i64 %loop.index.1282.us, 8
  %sunkaddr426 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, ptr %sunkaddr426, i64 8
  store double %.5.i112.1, ptr %sunkaddr427, align 8
  %sunkaddr428 = mul i64 %loop.index.1282.us, 8
  %sunkaddr429 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, ptr %sunkaddr429, i64 16
  %.852.us.2 = load double, ptr %sunkaddr430, align 8
  %.5.i112.2 = fmul double %.852.us.2, %.852.us.2
  %sunkaddr431 = mul i64 %loop.index.1282.us, 8
  %sunkaddr432 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, ptr %sunkaddr432, i64 16
  store double %.5.i112.2, ptr %sunkaddr433, align 8
  %sunkaddr434 = mul i64 %loop.index.1282.us, 8
  %sunkaddr435 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr434
  %sunkaddr436 = getelementptr i8, ptr %sunkaddr435, i64 24
  %.852.us.3 = load double, ptr %sunkaddr436, align 8
  %.5.i112.3 = fmul double %.852.us.3, %.852.us.3
  %sunkaddr437 = mul i64 %loop.index.1282.us, 8
  %sunkaddr438 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr437
  %sunkaddr439 = getelementptr i8, ptr %sunkaddr438, i64 24
  store double %.5.i112.3, ptr %sunkaddr439, align 8
  %sunkaddr440 = mul i64 %loop.index.1282.us, 8
  %sunkaddr441 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, ptr %sunkaddr441, i64 32
  %.852.us.4 = load double, ptr %sunkaddr442, align 8
  %.5.i112.4 = fmul double %.852.us.4, %.852.us.4
  %sunkaddr443 = mul i64 %loop.index.1282.us, 8
  %sunkaddr444 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, ptr %sunkaddr444, i64 32
  store double %.5.i112.4, ptr %sunkaddr445, align 8
  %sunkaddr446 = mul i64 %loop.index.1282.us, 8
  %sunkaddr447 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, ptr %sunkaddr447, i64 40
  %.852.us.5 = load double, ptr %sunkaddr448, align 8
  %.5.i112.5 = fmul double %.852.us.5, %.852.us.5
  %sunkaddr449 = mul i64 %loop.index.1282.us, 8
  %sunkaddr450 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, ptr %sunkaddr450, i64 40
  store double %.5.i112.5, ptr %sunkaddr451, align 8
  %sunkaddr452 = mul i64 %loop.index.1282.us, 8
  %sunkaddr453 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, ptr %sunkaddr453, i64 48
  %.852.us.6 = load double, ptr %sunkaddr454, align 8
  %.5.i112.6 = fmul double %.852.us.6, %.852.us.6
  %sunkaddr455 = mul i64 %loop.index.1282.us, 8
  %sunkaddr456 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, ptr %sunkaddr456, i64 48
  store double %.5.i112.6, ptr %sunkaddr457, align 8
  %sunkaddr458 = mul i64 %loop.index.1282.us, 8
  %sunkaddr459 = getelementptr i8, ptr %.651.unpack186, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, ptr %sunkaddr459, i64 56
  %.852.us.7 = load double, ptr %sunkaddr460, align 8
  %.5.i112.7 = fmul double %.852.us.7, %.852.us.7
  %sunkaddr461 = mul i64 %loop.index.1282.us, 8
  %sunkaddr462 = getelementptr i8, ptr %.6.i111, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, ptr %sunkaddr462, i64 56
  store double %.5.i112.7, ptr %sunkaddr463, align 8
  %.881.us.7 = add nuw nsw i64 %loop.index.1282.us, 8
  %exitcond363.not.7 = icmp eq i64 %1, %.881.us.7
  br i1 %exitcond363.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us, !llvm.loop !29

B139.endif.endif.endif.if.if:                     ; preds = %B139.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block189, %vec.epilog.middle.block202, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %.651.unpack)
  %xtraiter.i = and i64 %1, 7
  %48 = icmp samesign ult i64 %1, 8
  br i1 %48, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !30

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 24
  %unroll_iter.i = and i64 %1, %const_mat
  %49 = add nsw i64 %1, -8
  %50 = lshr i64 %49, 3
  %51 = add nuw nsw i64 %50, 1
  %xtraiter209 = and i64 %51, 3
  %52 = and i64 %49, 24
  %lcmp.mod210.not = icmp eq i64 %52, 24
  br i1 %lcmp.mod210.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !31

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv265 = phi i64 [ %xtraiter209, %.89.endif.i.prol.preheader ], [ %lsr.iv.next266, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i111, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !32
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i114.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i114.prol, align 8, !noalias !32
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
  %lsr.iv.next266 = add i64 %lsr.iv265, -1
  %prol.iter211.cmp.not = icmp eq i64 %lsr.iv.next266, 0
  br i1 %prol.iter211.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !35, !llvm.loop !36

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i111, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
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
  %.77.013.epil.init.i = phi ptr [ %.6.i111, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %54 = shl i64 %epil.iter.i, 3
  %scevgep267 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %54
  %.106.epil.i = load double, ptr %scevgep267, align 8, !noalias !32
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
  %.114.i114 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i114, align 8, !noalias !32
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
  %.114.i114.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i114.1, align 8, !noalias !32
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
  %.114.i114.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i114.2, align 8, !noalias !32
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
  %.114.i114.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i114.3, align 8, !noalias !32
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
  %.852 = load double, ptr %.651.unpack186, align 8
  %.5.i113 = fmul double %.852, %.852
  store double %.5.i113, ptr %.6.i111, align 8
  br label %.89.endif.preheader.i

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread132
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread132 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i104)
  %.916 = fadd double %s.2.0141, %.72.0.lcssa.i
  %sunkaddr464 = getelementptr i8, ptr %.103, i64 24
  %.6.i = load ptr, ptr %sunkaddr464, align 8
  %.640 = load i64, ptr %.6.i, align 8
  %.641 = icmp slt i64 %.665, %.640
  br i1 %.641, label %B128.i75, label %B153
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

define ptr @_ZN7cpython7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_comp_arrays, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.47 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !45

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

define double @cfunc._ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !45

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
!2 = !{!"branch_weights", i32 42949671, i32 -42949671}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!"branch_weights", i32 4, i32 28}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !12}
!30 = !{!"branch_weights", i32 146201250, i32 2001282398}
!31 = !{!"branch_weights", i32 127, i32 1}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!35 = !{!"branch_weights", i32 1, i32 1}
!36 = distinct !{!36, !17}
!37 = !{!"branch_weights", i32 1, i32 127}
!38 = !{!"branch_weights", i32 277993707, i32 1869489941}
!39 = !{!"branch_weights", i32 542333185, i32 1605150463}
!40 = distinct !{!40, !41, !17}
!41 = !{!"llvm.loop.estimated_trip_count", i32 4}
!42 = !{!"branch_weights", i32 166258294, i32 1981225354}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.estimated_trip_count", i32 3}
!45 = !{!"branch_weights", i32 49, i32 1}
