; ModuleID = 'mlp2'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.mlp2 = internal constant [5 x i8] c"mlp2\00"
@_ZN08NumbaEnv7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fe281642f10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fe281642f10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140610813946368 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140610813946368.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140610813946368 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140610813946368, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610813946368.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610813946432 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140610813946432.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140610813946432 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140610813946432, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610813946432.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140610814829056 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fe281647450B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140610814829056.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140610814829056.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140610814829056.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140610814829056.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140610814829056.sha1.13, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.W1.0, i8* nocapture readnone %arg.W1.1, i64 %arg.W1.2, i64 %arg.W1.3, double* nocapture readonly %arg.W1.4, i64 %arg.W1.5.0, i64 %arg.W1.5.1, i64 %arg.W1.6.0, i64 %arg.W1.6.1, i8* %arg.W2.0, i8* nocapture readnone %arg.W2.1, i64 %arg.W2.2, i64 %arg.W2.3, double* nocapture readonly %arg.W2.4, i64 %arg.W2.5.0, i64 %arg.W2.5.1, i64 %arg.W2.6.0, i64 %arg.W2.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.W1.0)
  tail call void @NRT_incref(i8* %arg.W2.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.14.i = icmp slt i64 %arg.W1.5.0, 0
  br i1 %.14.i, label %B0.if, label %B0.endif.endif.i, !prof !0

B0.endif.endif.i:                                 ; preds = %entry
  %.28.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.W1.5.0, i64 8)
  %.30.i = extractvalue { i64, i1 } %.28.i, 1
  br i1 %.30.i, label %B0.if, label %B0.endif.endif.endif.i, !prof !0

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.29.i = extractvalue { i64, i1 } %.28.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !1
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif, !prof !0

common.ret:                                       ; preds = %B240.endif.endif.endif.if, %B0.if, %B494
  %common.ret.op = phi i32 [ 0, %B494 ], [ 1, %B0.if ], [ 1, %B240.endif.endif.endif.if ]
  ret i32 %common.ret.op

B494:                                             ; preds = %B396.B446_crit_edge.us, %B338.endif, %for.end.endif.thread, %for.end.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.endif ], [ 0.000000e+00, %for.end.endif.thread ], [ 0.000000e+00, %B338.endif ], [ %.1082.us, %B396.B446_crit_edge.us ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* %arg.W2.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140610813946368, %entry ], [ @.const.picklebuf.140610813946432, %B0.endif.endif.i ], [ @.const.picklebuf.140610814829056, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !11
  %.21059.not = icmp eq i64 %arg.W1.5.0, 0
  br i1 %.21059.not, label %B240.endif.endif.endif, label %B120.endif.lr.ph

B120.endif.lr.ph:                                 ; preds = %B0.endif.endif
  %1 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.34454.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.34454.not, label %B120.endif.preheader, label %B120.endif.us.preheader

B120.endif.us.preheader:                          ; preds = %B120.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %2 = add nsw i64 %1, -1
  %3 = add i64 %arg.W1.5.0, -1
  %xtraiter89 = and i64 %arg.W1.5.0, 3
  %4 = icmp ult i64 %3, 3
  br i1 %4, label %B240.endif.endif.endif.loopexit76.unr-lcssa, label %B120.endif.us.preheader.new

B120.endif.us.preheader.new:                      ; preds = %B120.endif.us.preheader
  %unroll_iter103 = and i64 %arg.W1.5.0, -4
  %xtraiter83 = and i64 %1, 7
  %unroll_iter87 = and i64 %1, %const
  %scevgep330 = getelementptr double, double* %arg.W1.4, i64 7
  %5 = shl i64 %arg.W1.5.1, 5
  %6 = add i64 %arg.W1.5.1, 7
  %scevgep372 = getelementptr double, double* %arg.W1.4, i64 %6
  %7 = shl i64 %arg.W1.5.1, 2
  %8 = shl i64 %arg.W1.5.1, 1
  %9 = add i64 %8, 7
  %scevgep413 = getelementptr double, double* %arg.W1.4, i64 %9
  %scevgep450 = getelementptr double, double* %arg.W1.4, i64 %8
  %10 = mul i64 %arg.W1.5.1, 3
  %11 = add i64 %10, 7
  %scevgep456 = getelementptr double, double* %arg.W1.4, i64 %11
  %scevgep493 = getelementptr double, double* %arg.W1.4, i64 %10
  br label %B120.endif.us

B120.endif.preheader:                             ; preds = %B120.endif.lr.ph
  %min.iters.check = icmp ult i64 %arg.W1.5.0, 32
  br i1 %min.iters.check, label %B120.endif.preheader75, label %vector.ph

vector.ph:                                        ; preds = %B120.endif.preheader
  %n.vec = and i64 %arg.W1.5.0, -32
  %12 = add i64 %n.vec, -32
  %13 = lshr exact i64 %12, 5
  %14 = add nuw nsw i64 %13, 1
  %xtraiter78 = and i64 %14, 7
  %15 = icmp ult i64 %12, 224
  br i1 %15, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter81 = and i64 %14, 1152921504606846968
  %scevgep191 = getelementptr double, double* %.6.i1.i, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv287 = phi i64 [ %lsr.iv.next288, %vector.body ], [ %unroll_iter81, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep275 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep275276 = bitcast double* %scevgep275 to <8 x double>*
  %scevgep277 = getelementptr <8 x double>, <8 x double>* %scevgep275276, i64 -31
  store <8 x double> zeroinitializer, <8 x double>* %scevgep277, align 8
  %scevgep284 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep284285 = bitcast double* %scevgep284 to <8 x double>*
  %scevgep286 = getelementptr <8 x double>, <8 x double>* %scevgep284285, i64 -30
  store <8 x double> zeroinitializer, <8 x double>* %scevgep286, align 8
  %scevgep281 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep281282 = bitcast double* %scevgep281 to <8 x double>*
  %scevgep283 = getelementptr <8 x double>, <8 x double>* %scevgep281282, i64 -29
  store <8 x double> zeroinitializer, <8 x double>* %scevgep283, align 8
  %scevgep278 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep278279 = bitcast double* %scevgep278 to <8 x double>*
  %scevgep280 = getelementptr <8 x double>, <8 x double>* %scevgep278279, i64 -28
  store <8 x double> zeroinitializer, <8 x double>* %scevgep280, align 8
  %scevgep261 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep261262 = bitcast double* %scevgep261 to <8 x double>*
  %scevgep263 = getelementptr <8 x double>, <8 x double>* %scevgep261262, i64 -27
  store <8 x double> zeroinitializer, <8 x double>* %scevgep263, align 8
  %scevgep258 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep258259 = bitcast double* %scevgep258 to <8 x double>*
  %scevgep260 = getelementptr <8 x double>, <8 x double>* %scevgep258259, i64 -26
  store <8 x double> zeroinitializer, <8 x double>* %scevgep260, align 8
  %scevgep255 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep255256 = bitcast double* %scevgep255 to <8 x double>*
  %scevgep257 = getelementptr <8 x double>, <8 x double>* %scevgep255256, i64 -25
  store <8 x double> zeroinitializer, <8 x double>* %scevgep257, align 8
  %scevgep252 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep252253 = bitcast double* %scevgep252 to <8 x double>*
  %scevgep254 = getelementptr <8 x double>, <8 x double>* %scevgep252253, i64 -24
  store <8 x double> zeroinitializer, <8 x double>* %scevgep254, align 8
  %scevgep249 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep249250 = bitcast double* %scevgep249 to <8 x double>*
  %scevgep251 = getelementptr <8 x double>, <8 x double>* %scevgep249250, i64 -23
  store <8 x double> zeroinitializer, <8 x double>* %scevgep251, align 8
  %scevgep246 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep246247 = bitcast double* %scevgep246 to <8 x double>*
  %scevgep248 = getelementptr <8 x double>, <8 x double>* %scevgep246247, i64 -22
  store <8 x double> zeroinitializer, <8 x double>* %scevgep248, align 8
  %scevgep243 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep243244 = bitcast double* %scevgep243 to <8 x double>*
  %scevgep245 = getelementptr <8 x double>, <8 x double>* %scevgep243244, i64 -21
  store <8 x double> zeroinitializer, <8 x double>* %scevgep245, align 8
  %scevgep240 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep240241 = bitcast double* %scevgep240 to <8 x double>*
  %scevgep242 = getelementptr <8 x double>, <8 x double>* %scevgep240241, i64 -20
  store <8 x double> zeroinitializer, <8 x double>* %scevgep242, align 8
  %scevgep237 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep237238 = bitcast double* %scevgep237 to <8 x double>*
  %scevgep239 = getelementptr <8 x double>, <8 x double>* %scevgep237238, i64 -19
  store <8 x double> zeroinitializer, <8 x double>* %scevgep239, align 8
  %scevgep234 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep234235 = bitcast double* %scevgep234 to <8 x double>*
  %scevgep236 = getelementptr <8 x double>, <8 x double>* %scevgep234235, i64 -18
  store <8 x double> zeroinitializer, <8 x double>* %scevgep236, align 8
  %scevgep231 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep231232 = bitcast double* %scevgep231 to <8 x double>*
  %scevgep233 = getelementptr <8 x double>, <8 x double>* %scevgep231232, i64 -17
  store <8 x double> zeroinitializer, <8 x double>* %scevgep233, align 8
  %scevgep228 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep228229 = bitcast double* %scevgep228 to <8 x double>*
  %scevgep230 = getelementptr <8 x double>, <8 x double>* %scevgep228229, i64 -16
  store <8 x double> zeroinitializer, <8 x double>* %scevgep230, align 8
  %scevgep225 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep225226 = bitcast double* %scevgep225 to <8 x double>*
  %scevgep227 = getelementptr <8 x double>, <8 x double>* %scevgep225226, i64 -15
  store <8 x double> zeroinitializer, <8 x double>* %scevgep227, align 8
  %scevgep222 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep222223 = bitcast double* %scevgep222 to <8 x double>*
  %scevgep224 = getelementptr <8 x double>, <8 x double>* %scevgep222223, i64 -14
  store <8 x double> zeroinitializer, <8 x double>* %scevgep224, align 8
  %scevgep219 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep219220 = bitcast double* %scevgep219 to <8 x double>*
  %scevgep221 = getelementptr <8 x double>, <8 x double>* %scevgep219220, i64 -13
  store <8 x double> zeroinitializer, <8 x double>* %scevgep221, align 8
  %scevgep216 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep216217 = bitcast double* %scevgep216 to <8 x double>*
  %scevgep218 = getelementptr <8 x double>, <8 x double>* %scevgep216217, i64 -12
  store <8 x double> zeroinitializer, <8 x double>* %scevgep218, align 8
  %scevgep213 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep213214 = bitcast double* %scevgep213 to <8 x double>*
  %scevgep215 = getelementptr <8 x double>, <8 x double>* %scevgep213214, i64 -11
  store <8 x double> zeroinitializer, <8 x double>* %scevgep215, align 8
  %scevgep210 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep210211 = bitcast double* %scevgep210 to <8 x double>*
  %scevgep212 = getelementptr <8 x double>, <8 x double>* %scevgep210211, i64 -10
  store <8 x double> zeroinitializer, <8 x double>* %scevgep212, align 8
  %scevgep207 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep207208 = bitcast double* %scevgep207 to <8 x double>*
  %scevgep209 = getelementptr <8 x double>, <8 x double>* %scevgep207208, i64 -9
  store <8 x double> zeroinitializer, <8 x double>* %scevgep209, align 8
  %scevgep204 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep204205 = bitcast double* %scevgep204 to <8 x double>*
  %scevgep206 = getelementptr <8 x double>, <8 x double>* %scevgep204205, i64 -8
  store <8 x double> zeroinitializer, <8 x double>* %scevgep206, align 8
  %scevgep201 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep201202 = bitcast double* %scevgep201 to <8 x double>*
  %scevgep203 = getelementptr <8 x double>, <8 x double>* %scevgep201202, i64 -7
  store <8 x double> zeroinitializer, <8 x double>* %scevgep203, align 8
  %scevgep198 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep198199 = bitcast double* %scevgep198 to <8 x double>*
  %scevgep200 = getelementptr <8 x double>, <8 x double>* %scevgep198199, i64 -6
  store <8 x double> zeroinitializer, <8 x double>* %scevgep200, align 8
  %scevgep195 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep195196 = bitcast double* %scevgep195 to <8 x double>*
  %scevgep197 = getelementptr <8 x double>, <8 x double>* %scevgep195196, i64 -5
  store <8 x double> zeroinitializer, <8 x double>* %scevgep197, align 8
  %scevgep192 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep192193 = bitcast double* %scevgep192 to <8 x double>*
  %scevgep194 = getelementptr <8 x double>, <8 x double>* %scevgep192193, i64 -4
  store <8 x double> zeroinitializer, <8 x double>* %scevgep194, align 8
  %scevgep272 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep272273 = bitcast double* %scevgep272 to <8 x double>*
  %scevgep274 = getelementptr <8 x double>, <8 x double>* %scevgep272273, i64 -3
  store <8 x double> zeroinitializer, <8 x double>* %scevgep274, align 8
  %scevgep269 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep269270 = bitcast double* %scevgep269 to <8 x double>*
  %scevgep271 = getelementptr <8 x double>, <8 x double>* %scevgep269270, i64 -2
  store <8 x double> zeroinitializer, <8 x double>* %scevgep271, align 8
  %scevgep266 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep266267 = bitcast double* %scevgep266 to <8 x double>*
  %scevgep268 = getelementptr <8 x double>, <8 x double>* %scevgep266267, i64 -1
  store <8 x double> zeroinitializer, <8 x double>* %scevgep268, align 8
  %scevgep264 = getelementptr double, double* %scevgep191, i64 %index
  %scevgep264265 = bitcast double* %scevgep264 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %scevgep264265, align 8
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next288 = add i64 %lsr.iv287, -8
  %niter82.ncmp.7 = icmp eq i64 %lsr.iv.next288, 0
  br i1 %niter82.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !12

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod80.not = icmp eq i64 %xtraiter78, 0
  br i1 %lcmp.mod80.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %16 = add nuw nsw i64 %index.unr, 24
  %scevgep177 = getelementptr double, double* %.6.i1.i, i64 %16
  %17 = shl nuw nsw i64 %xtraiter78, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv178 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next179, %vector.body.epil ]
  %18 = bitcast double* %scevgep177 to i8*
  %uglygep188 = getelementptr i8, i8* %18, i64 %lsr.iv178
  %uglygep188189 = bitcast i8* %uglygep188 to <8 x double>*
  %scevgep190 = getelementptr <8 x double>, <8 x double>* %uglygep188189, i64 -3
  store <8 x double> zeroinitializer, <8 x double>* %scevgep190, align 8
  %uglygep185 = getelementptr i8, i8* %18, i64 %lsr.iv178
  %uglygep185186 = bitcast i8* %uglygep185 to <8 x double>*
  %scevgep187 = getelementptr <8 x double>, <8 x double>* %uglygep185186, i64 -2
  store <8 x double> zeroinitializer, <8 x double>* %scevgep187, align 8
  %uglygep182 = getelementptr i8, i8* %18, i64 %lsr.iv178
  %uglygep182183 = bitcast i8* %uglygep182 to <8 x double>*
  %scevgep184 = getelementptr <8 x double>, <8 x double>* %uglygep182183, i64 -1
  store <8 x double> zeroinitializer, <8 x double>* %scevgep184, align 8
  %uglygep = getelementptr i8, i8* %18, i64 %lsr.iv178
  %uglygep181 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep181, align 8
  %lsr.iv.next179 = add nuw nsw i64 %lsr.iv178, 256
  %epil.iter79.cmp.not = icmp eq i64 %17, %lsr.iv.next179
  br i1 %epil.iter79.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.W1.5.0
  br i1 %cmp.n, label %B240.endif.endif.endif, label %B120.endif.preheader75

B120.endif.preheader75:                           ; preds = %B120.endif.preheader, %middle.block
  %.154.060.ph = phi i64 [ 0, %B120.endif.preheader ], [ %n.vec, %middle.block ]
  br label %B120.endif

B120.endif.us:                                    ; preds = %B178.B228_crit_edge.us.3, %B120.endif.us.preheader.new
  %lsr.iv494 = phi double* [ %108, %B178.B228_crit_edge.us.3 ], [ %scevgep493, %B120.endif.us.preheader.new ]
  %lsr.iv457 = phi double* [ %107, %B178.B228_crit_edge.us.3 ], [ %scevgep456, %B120.endif.us.preheader.new ]
  %lsr.iv451 = phi double* [ %106, %B178.B228_crit_edge.us.3 ], [ %scevgep450, %B120.endif.us.preheader.new ]
  %lsr.iv414 = phi double* [ %105, %B178.B228_crit_edge.us.3 ], [ %scevgep413, %B120.endif.us.preheader.new ]
  %lsr.iv409 = phi i64 [ %lsr.iv.next410, %B178.B228_crit_edge.us.3 ], [ %arg.W1.5.1, %B120.endif.us.preheader.new ]
  %lsr.iv373 = phi double* [ %104, %B178.B228_crit_edge.us.3 ], [ %scevgep372, %B120.endif.us.preheader.new ]
  %lsr.iv367 = phi double* [ %103, %B178.B228_crit_edge.us.3 ], [ %arg.W1.4, %B120.endif.us.preheader.new ]
  %lsr.iv331 = phi double* [ %102, %B178.B228_crit_edge.us.3 ], [ %scevgep330, %B120.endif.us.preheader.new ]
  %.154.060.us = phi i64 [ 0, %B120.endif.us.preheader.new ], [ %.223.us.3, %B178.B228_crit_edge.us.3 ]
  %19 = icmp ult i64 %2, 7
  br i1 %19, label %B178.B228_crit_edge.us.unr-lcssa, label %B180.us.preheader

B180.us.preheader:                                ; preds = %B120.endif.us
  br label %B180.us

B180.us:                                          ; preds = %B180.us.preheader, %B180.us
  %acc.4.157.us = phi double [ %.469.us.7, %B180.us ], [ 0.000000e+00, %B180.us.preheader ]
  %.288.055.us = phi i64 [ %.357.us.7, %B180.us ], [ 0, %B180.us.preheader ]
  %scevgep347 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -7
  %.434.us = load double, double* %scevgep348, align 8
  %sunkaddr = mul i64 %.288.055.us, 8
  %20 = bitcast double* %arg.x.4 to i8*
  %sunkaddr499 = getelementptr i8, i8* %20, i64 %sunkaddr
  %21 = bitcast i8* %sunkaddr499 to double*
  %.466.us = load double, double* %21, align 8
  %.467.us = fmul double %.434.us, %.466.us
  %.469.us = fadd double %acc.4.157.us, %.467.us
  %scevgep344 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -6
  %.434.us.1 = load double, double* %scevgep345, align 8
  %sunkaddr500 = mul i64 %.288.055.us, 8
  %22 = bitcast double* %arg.x.4 to i8*
  %sunkaddr501 = getelementptr i8, i8* %22, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 8
  %23 = bitcast i8* %sunkaddr502 to double*
  %.466.us.1 = load double, double* %23, align 8
  %.467.us.1 = fmul double %.434.us.1, %.466.us.1
  %.469.us.1 = fadd double %.469.us, %.467.us.1
  %scevgep342 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -5
  %.434.us.2 = load double, double* %scevgep343, align 8
  %sunkaddr503 = mul i64 %.288.055.us, 8
  %24 = bitcast double* %arg.x.4 to i8*
  %sunkaddr504 = getelementptr i8, i8* %24, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 16
  %25 = bitcast i8* %sunkaddr505 to double*
  %.466.us.2 = load double, double* %25, align 8
  %.467.us.2 = fmul double %.434.us.2, %.466.us.2
  %.469.us.2 = fadd double %.469.us.1, %.467.us.2
  %scevgep340 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -4
  %.434.us.3 = load double, double* %scevgep341, align 8
  %sunkaddr506 = mul i64 %.288.055.us, 8
  %26 = bitcast double* %arg.x.4 to i8*
  %sunkaddr507 = getelementptr i8, i8* %26, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, i8* %sunkaddr507, i64 24
  %27 = bitcast i8* %sunkaddr508 to double*
  %.466.us.3 = load double, double* %27, align 8
  %.467.us.3 = fmul double %.434.us.3, %.466.us.3
  %.469.us.3 = fadd double %.469.us.2, %.467.us.3
  %scevgep338 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -3
  %.434.us.4 = load double, double* %scevgep339, align 8
  %sunkaddr509 = mul i64 %.288.055.us, 8
  %28 = bitcast double* %arg.x.4 to i8*
  %sunkaddr510 = getelementptr i8, i8* %28, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, i8* %sunkaddr510, i64 32
  %29 = bitcast i8* %sunkaddr511 to double*
  %.466.us.4 = load double, double* %29, align 8
  %.467.us.4 = fmul double %.434.us.4, %.466.us.4
  %.469.us.4 = fadd double %.469.us.3, %.467.us.4
  %scevgep336 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -2
  %.434.us.5 = load double, double* %scevgep337, align 8
  %sunkaddr512 = mul i64 %.288.055.us, 8
  %30 = bitcast double* %arg.x.4 to i8*
  %sunkaddr513 = getelementptr i8, i8* %30, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 40
  %31 = bitcast i8* %sunkaddr514 to double*
  %.466.us.5 = load double, double* %31, align 8
  %.467.us.5 = fmul double %.434.us.5, %.466.us.5
  %.469.us.5 = fadd double %.469.us.4, %.467.us.5
  %scevgep334 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -1
  %.434.us.6 = load double, double* %scevgep335, align 8
  %sunkaddr515 = mul i64 %.288.055.us, 8
  %32 = bitcast double* %arg.x.4 to i8*
  %sunkaddr516 = getelementptr i8, i8* %32, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, i8* %sunkaddr516, i64 48
  %33 = bitcast i8* %sunkaddr517 to double*
  %.466.us.6 = load double, double* %33, align 8
  %.467.us.6 = fmul double %.434.us.6, %.466.us.6
  %.469.us.6 = fadd double %.469.us.5, %.467.us.6
  %.357.us.7 = add nuw i64 %.288.055.us, 8
  %scevgep346 = getelementptr double, double* %lsr.iv331, i64 %.288.055.us
  %.434.us.7 = load double, double* %scevgep346, align 8
  %sunkaddr518 = mul i64 %.288.055.us, 8
  %34 = bitcast double* %arg.x.4 to i8*
  %sunkaddr519 = getelementptr i8, i8* %34, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, i8* %sunkaddr519, i64 56
  %35 = bitcast i8* %sunkaddr520 to double*
  %.466.us.7 = load double, double* %35, align 8
  %.467.us.7 = fmul double %.434.us.7, %.466.us.7
  %.469.us.7 = fadd double %.469.us.6, %.467.us.7
  %niter88.ncmp.7 = icmp eq i64 %unroll_iter87, %.357.us.7
  br i1 %niter88.ncmp.7, label %B178.B228_crit_edge.us.unr-lcssa, label %B180.us

B178.B228_crit_edge.us.unr-lcssa:                 ; preds = %B180.us, %B120.endif.us
  %.469.us.lcssa.ph = phi double [ undef, %B120.endif.us ], [ %.469.us.7, %B180.us ]
  %acc.4.157.us.unr = phi double [ 0.000000e+00, %B120.endif.us ], [ %.469.us.7, %B180.us ]
  %.288.055.us.unr = phi i64 [ 0, %B120.endif.us ], [ %.357.us.7, %B180.us ]
  %36 = icmp eq i64 %xtraiter83, 0
  br i1 %36, label %B178.B228_crit_edge.us, label %B180.us.epil.preheader

B180.us.epil.preheader:                           ; preds = %B178.B228_crit_edge.us.unr-lcssa
  %scevgep365 = getelementptr double, double* %arg.x.4, i64 %.288.055.us.unr
  %scevgep370 = getelementptr double, double* %lsr.iv367, i64 %.288.055.us.unr
  br label %B180.us.epil

B180.us.epil:                                     ; preds = %B180.us.epil.preheader, %B180.us.epil
  %acc.4.157.us.epil = phi double [ %.469.us.epil, %B180.us.epil ], [ %acc.4.157.us.unr, %B180.us.epil.preheader ]
  %epil.iter84 = phi i64 [ %epil.iter84.next, %B180.us.epil ], [ 0, %B180.us.epil.preheader ]
  %scevgep371 = getelementptr double, double* %scevgep370, i64 %epil.iter84
  %.434.us.epil = load double, double* %scevgep371, align 8
  %scevgep366 = getelementptr double, double* %scevgep365, i64 %epil.iter84
  %.466.us.epil = load double, double* %scevgep366, align 8
  %.467.us.epil = fmul double %.434.us.epil, %.466.us.epil
  %.469.us.epil = fadd double %acc.4.157.us.epil, %.467.us.epil
  %epil.iter84.next = add i64 %epil.iter84, 1
  %epil.iter84.cmp.not = icmp eq i64 %xtraiter83, %epil.iter84.next
  br i1 %epil.iter84.cmp.not, label %B178.B228_crit_edge.us, label %B180.us.epil, !llvm.loop !16

B178.B228_crit_edge.us:                           ; preds = %B180.us.epil, %B178.B228_crit_edge.us.unr-lcssa
  %.469.us.lcssa = phi double [ %.469.us.lcssa.ph, %B178.B228_crit_edge.us.unr-lcssa ], [ %.469.us.epil, %B180.us.epil ]
  %37 = icmp ult i64 %2, 7
  %.223.us = or i64 %.154.060.us, 1
  %.507.us = getelementptr double, double* %.6.i1.i, i64 %.154.060.us
  store double %.469.us.lcssa, double* %.507.us, align 8
  br i1 %37, label %B178.B228_crit_edge.us.unr-lcssa.1, label %B180.us.1.preheader

B180.us.1.preheader:                              ; preds = %B178.B228_crit_edge.us
  br label %B180.us.1

B180.us.1:                                        ; preds = %B180.us.1.preheader, %B180.us.1
  %acc.4.157.us.1 = phi double [ %.469.us.7.1, %B180.us.1 ], [ 0.000000e+00, %B180.us.1.preheader ]
  %.288.055.us.1 = phi i64 [ %.357.us.7.1, %B180.us.1 ], [ 0, %B180.us.1.preheader ]
  %scevgep389 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -7
  %.434.us.1108 = load double, double* %scevgep390, align 8
  %sunkaddr521 = mul i64 %.288.055.us.1, 8
  %38 = bitcast double* %arg.x.4 to i8*
  %sunkaddr522 = getelementptr i8, i8* %38, i64 %sunkaddr521
  %39 = bitcast i8* %sunkaddr522 to double*
  %.466.us.1110 = load double, double* %39, align 8
  %.467.us.1111 = fmul double %.434.us.1108, %.466.us.1110
  %.469.us.1112 = fadd double %acc.4.157.us.1, %.467.us.1111
  %scevgep386 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -6
  %.434.us.1.1 = load double, double* %scevgep387, align 8
  %sunkaddr523 = mul i64 %.288.055.us.1, 8
  %40 = bitcast double* %arg.x.4 to i8*
  %sunkaddr524 = getelementptr i8, i8* %40, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, i8* %sunkaddr524, i64 8
  %41 = bitcast i8* %sunkaddr525 to double*
  %.466.us.1.1 = load double, double* %41, align 8
  %.467.us.1.1 = fmul double %.434.us.1.1, %.466.us.1.1
  %.469.us.1.1 = fadd double %.469.us.1112, %.467.us.1.1
  %scevgep384 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -5
  %.434.us.2.1 = load double, double* %scevgep385, align 8
  %sunkaddr526 = mul i64 %.288.055.us.1, 8
  %42 = bitcast double* %arg.x.4 to i8*
  %sunkaddr527 = getelementptr i8, i8* %42, i64 %sunkaddr526
  %sunkaddr528 = getelementptr i8, i8* %sunkaddr527, i64 16
  %43 = bitcast i8* %sunkaddr528 to double*
  %.466.us.2.1 = load double, double* %43, align 8
  %.467.us.2.1 = fmul double %.434.us.2.1, %.466.us.2.1
  %.469.us.2.1 = fadd double %.469.us.1.1, %.467.us.2.1
  %scevgep382 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -4
  %.434.us.3.1 = load double, double* %scevgep383, align 8
  %sunkaddr529 = mul i64 %.288.055.us.1, 8
  %44 = bitcast double* %arg.x.4 to i8*
  %sunkaddr530 = getelementptr i8, i8* %44, i64 %sunkaddr529
  %sunkaddr531 = getelementptr i8, i8* %sunkaddr530, i64 24
  %45 = bitcast i8* %sunkaddr531 to double*
  %.466.us.3.1 = load double, double* %45, align 8
  %.467.us.3.1 = fmul double %.434.us.3.1, %.466.us.3.1
  %.469.us.3.1 = fadd double %.469.us.2.1, %.467.us.3.1
  %scevgep380 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -3
  %.434.us.4.1 = load double, double* %scevgep381, align 8
  %sunkaddr532 = mul i64 %.288.055.us.1, 8
  %46 = bitcast double* %arg.x.4 to i8*
  %sunkaddr533 = getelementptr i8, i8* %46, i64 %sunkaddr532
  %sunkaddr534 = getelementptr i8, i8* %sunkaddr533, i64 32
  %47 = bitcast i8* %sunkaddr534 to double*
  %.466.us.4.1 = load double, double* %47, align 8
  %.467.us.4.1 = fmul double %.434.us.4.1, %.466.us.4.1
  %.469.us.4.1 = fadd double %.469.us.3.1, %.467.us.4.1
  %scevgep378 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -2
  %.434.us.5.1 = load double, double* %scevgep379, align 8
  %sunkaddr535 = mul i64 %.288.055.us.1, 8
  %48 = bitcast double* %arg.x.4 to i8*
  %sunkaddr536 = getelementptr i8, i8* %48, i64 %sunkaddr535
  %sunkaddr537 = getelementptr i8, i8* %sunkaddr536, i64 40
  %49 = bitcast i8* %sunkaddr537 to double*
  %.466.us.5.1 = load double, double* %49, align 8
  %.467.us.5.1 = fmul double %.434.us.5.1, %.466.us.5.1
  %.469.us.5.1 = fadd double %.469.us.4.1, %.467.us.5.1
  %scevgep376 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -1
  %.434.us.6.1 = load double, double* %scevgep377, align 8
  %sunkaddr538 = mul i64 %.288.055.us.1, 8
  %50 = bitcast double* %arg.x.4 to i8*
  %sunkaddr539 = getelementptr i8, i8* %50, i64 %sunkaddr538
  %sunkaddr540 = getelementptr i8, i8* %sunkaddr539, i64 48
  %51 = bitcast i8* %sunkaddr540 to double*
  %.466.us.6.1 = load double, double* %51, align 8
  %.467.us.6.1 = fmul double %.434.us.6.1, %.466.us.6.1
  %.469.us.6.1 = fadd double %.469.us.5.1, %.467.us.6.1
  %.357.us.7.1 = add nuw i64 %.288.055.us.1, 8
  %scevgep388 = getelementptr double, double* %lsr.iv373, i64 %.288.055.us.1
  %.434.us.7.1 = load double, double* %scevgep388, align 8
  %sunkaddr541 = mul i64 %.288.055.us.1, 8
  %52 = bitcast double* %arg.x.4 to i8*
  %sunkaddr542 = getelementptr i8, i8* %52, i64 %sunkaddr541
  %sunkaddr543 = getelementptr i8, i8* %sunkaddr542, i64 56
  %53 = bitcast i8* %sunkaddr543 to double*
  %.466.us.7.1 = load double, double* %53, align 8
  %.467.us.7.1 = fmul double %.434.us.7.1, %.466.us.7.1
  %.469.us.7.1 = fadd double %.469.us.6.1, %.467.us.7.1
  %niter88.ncmp.7.1 = icmp eq i64 %unroll_iter87, %.357.us.7.1
  br i1 %niter88.ncmp.7.1, label %B178.B228_crit_edge.us.unr-lcssa.1, label %B180.us.1

B178.B228_crit_edge.us.unr-lcssa.1:               ; preds = %B180.us.1, %B178.B228_crit_edge.us
  %.469.us.lcssa.ph.1 = phi double [ undef, %B178.B228_crit_edge.us ], [ %.469.us.7.1, %B180.us.1 ]
  %acc.4.157.us.unr.1 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us ], [ %.469.us.7.1, %B180.us.1 ]
  %.288.055.us.unr.1 = phi i64 [ 0, %B178.B228_crit_edge.us ], [ %.357.us.7.1, %B180.us.1 ]
  %54 = and i64 %1, 7
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %B178.B228_crit_edge.us.1, label %B180.us.epil.1.preheader

B180.us.epil.1.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.1
  %scevgep407 = getelementptr double, double* %arg.x.4, i64 %.288.055.us.unr.1
  %56 = add i64 %.288.055.us.unr.1, %lsr.iv409
  %scevgep411 = getelementptr double, double* %arg.W1.4, i64 %56
  br label %B180.us.epil.1

B180.us.epil.1:                                   ; preds = %B180.us.epil.1.preheader, %B180.us.epil.1
  %acc.4.157.us.epil.1 = phi double [ %.469.us.epil.1, %B180.us.epil.1 ], [ %acc.4.157.us.unr.1, %B180.us.epil.1.preheader ]
  %epil.iter84.1 = phi i64 [ %epil.iter84.next.1, %B180.us.epil.1 ], [ 0, %B180.us.epil.1.preheader ]
  %scevgep412 = getelementptr double, double* %scevgep411, i64 %epil.iter84.1
  %.434.us.epil.1 = load double, double* %scevgep412, align 8
  %scevgep408 = getelementptr double, double* %scevgep407, i64 %epil.iter84.1
  %.466.us.epil.1 = load double, double* %scevgep408, align 8
  %.467.us.epil.1 = fmul double %.434.us.epil.1, %.466.us.epil.1
  %.469.us.epil.1 = fadd double %acc.4.157.us.epil.1, %.467.us.epil.1
  %epil.iter84.next.1 = add i64 %epil.iter84.1, 1
  %epil.iter84.cmp.1.not = icmp eq i64 %xtraiter83, %epil.iter84.next.1
  br i1 %epil.iter84.cmp.1.not, label %B178.B228_crit_edge.us.1, label %B180.us.epil.1, !llvm.loop !16

B178.B228_crit_edge.us.1:                         ; preds = %B180.us.epil.1, %B178.B228_crit_edge.us.unr-lcssa.1
  %.469.us.lcssa.1 = phi double [ %.469.us.lcssa.ph.1, %B178.B228_crit_edge.us.unr-lcssa.1 ], [ %.469.us.epil.1, %B180.us.epil.1 ]
  %57 = icmp ult i64 %2, 7
  %.223.us.1 = or i64 %.154.060.us, 2
  %.507.us.1 = getelementptr double, double* %.6.i1.i, i64 %.223.us
  store double %.469.us.lcssa.1, double* %.507.us.1, align 8
  br i1 %57, label %B178.B228_crit_edge.us.unr-lcssa.2, label %B180.us.2.preheader

B180.us.2.preheader:                              ; preds = %B178.B228_crit_edge.us.1
  br label %B180.us.2

B180.us.2:                                        ; preds = %B180.us.2.preheader, %B180.us.2
  %acc.4.157.us.2 = phi double [ %.469.us.7.2, %B180.us.2 ], [ 0.000000e+00, %B180.us.2.preheader ]
  %.288.055.us.2 = phi i64 [ %.357.us.7.2, %B180.us.2 ], [ 0, %B180.us.2.preheader ]
  %scevgep430 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -7
  %.434.us.2117 = load double, double* %scevgep431, align 8
  %sunkaddr544 = mul i64 %.288.055.us.2, 8
  %58 = bitcast double* %arg.x.4 to i8*
  %sunkaddr545 = getelementptr i8, i8* %58, i64 %sunkaddr544
  %59 = bitcast i8* %sunkaddr545 to double*
  %.466.us.2119 = load double, double* %59, align 8
  %.467.us.2120 = fmul double %.434.us.2117, %.466.us.2119
  %.469.us.2121 = fadd double %acc.4.157.us.2, %.467.us.2120
  %scevgep427 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -6
  %.434.us.1.2 = load double, double* %scevgep428, align 8
  %sunkaddr546 = mul i64 %.288.055.us.2, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr547 = getelementptr i8, i8* %60, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, i8* %sunkaddr547, i64 8
  %61 = bitcast i8* %sunkaddr548 to double*
  %.466.us.1.2 = load double, double* %61, align 8
  %.467.us.1.2 = fmul double %.434.us.1.2, %.466.us.1.2
  %.469.us.1.2 = fadd double %.469.us.2121, %.467.us.1.2
  %scevgep425 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -5
  %.434.us.2.2 = load double, double* %scevgep426, align 8
  %sunkaddr549 = mul i64 %.288.055.us.2, 8
  %62 = bitcast double* %arg.x.4 to i8*
  %sunkaddr550 = getelementptr i8, i8* %62, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, i8* %sunkaddr550, i64 16
  %63 = bitcast i8* %sunkaddr551 to double*
  %.466.us.2.2 = load double, double* %63, align 8
  %.467.us.2.2 = fmul double %.434.us.2.2, %.466.us.2.2
  %.469.us.2.2 = fadd double %.469.us.1.2, %.467.us.2.2
  %scevgep423 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -4
  %.434.us.3.2 = load double, double* %scevgep424, align 8
  %sunkaddr552 = mul i64 %.288.055.us.2, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr553 = getelementptr i8, i8* %64, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, i8* %sunkaddr553, i64 24
  %65 = bitcast i8* %sunkaddr554 to double*
  %.466.us.3.2 = load double, double* %65, align 8
  %.467.us.3.2 = fmul double %.434.us.3.2, %.466.us.3.2
  %.469.us.3.2 = fadd double %.469.us.2.2, %.467.us.3.2
  %scevgep421 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -3
  %.434.us.4.2 = load double, double* %scevgep422, align 8
  %sunkaddr555 = mul i64 %.288.055.us.2, 8
  %66 = bitcast double* %arg.x.4 to i8*
  %sunkaddr556 = getelementptr i8, i8* %66, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, i8* %sunkaddr556, i64 32
  %67 = bitcast i8* %sunkaddr557 to double*
  %.466.us.4.2 = load double, double* %67, align 8
  %.467.us.4.2 = fmul double %.434.us.4.2, %.466.us.4.2
  %.469.us.4.2 = fadd double %.469.us.3.2, %.467.us.4.2
  %scevgep419 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -2
  %.434.us.5.2 = load double, double* %scevgep420, align 8
  %sunkaddr558 = mul i64 %.288.055.us.2, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr559 = getelementptr i8, i8* %68, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, i8* %sunkaddr559, i64 40
  %69 = bitcast i8* %sunkaddr560 to double*
  %.466.us.5.2 = load double, double* %69, align 8
  %.467.us.5.2 = fmul double %.434.us.5.2, %.466.us.5.2
  %.469.us.5.2 = fadd double %.469.us.4.2, %.467.us.5.2
  %scevgep417 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -1
  %.434.us.6.2 = load double, double* %scevgep418, align 8
  %sunkaddr561 = mul i64 %.288.055.us.2, 8
  %70 = bitcast double* %arg.x.4 to i8*
  %sunkaddr562 = getelementptr i8, i8* %70, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, i8* %sunkaddr562, i64 48
  %71 = bitcast i8* %sunkaddr563 to double*
  %.466.us.6.2 = load double, double* %71, align 8
  %.467.us.6.2 = fmul double %.434.us.6.2, %.466.us.6.2
  %.469.us.6.2 = fadd double %.469.us.5.2, %.467.us.6.2
  %.357.us.7.2 = add nuw i64 %.288.055.us.2, 8
  %scevgep429 = getelementptr double, double* %lsr.iv414, i64 %.288.055.us.2
  %.434.us.7.2 = load double, double* %scevgep429, align 8
  %sunkaddr564 = mul i64 %.288.055.us.2, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr565 = getelementptr i8, i8* %72, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, i8* %sunkaddr565, i64 56
  %73 = bitcast i8* %sunkaddr566 to double*
  %.466.us.7.2 = load double, double* %73, align 8
  %.467.us.7.2 = fmul double %.434.us.7.2, %.466.us.7.2
  %.469.us.7.2 = fadd double %.469.us.6.2, %.467.us.7.2
  %niter88.ncmp.7.2 = icmp eq i64 %unroll_iter87, %.357.us.7.2
  br i1 %niter88.ncmp.7.2, label %B178.B228_crit_edge.us.unr-lcssa.2, label %B180.us.2

B178.B228_crit_edge.us.unr-lcssa.2:               ; preds = %B180.us.2, %B178.B228_crit_edge.us.1
  %.469.us.lcssa.ph.2 = phi double [ undef, %B178.B228_crit_edge.us.1 ], [ %.469.us.7.2, %B180.us.2 ]
  %acc.4.157.us.unr.2 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us.1 ], [ %.469.us.7.2, %B180.us.2 ]
  %.288.055.us.unr.2 = phi i64 [ 0, %B178.B228_crit_edge.us.1 ], [ %.357.us.7.2, %B180.us.2 ]
  %74 = and i64 %1, 7
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %B178.B228_crit_edge.us.2, label %B180.us.epil.2.preheader

B180.us.epil.2.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.2
  %scevgep448 = getelementptr double, double* %arg.x.4, i64 %.288.055.us.unr.2
  %scevgep454 = getelementptr double, double* %lsr.iv451, i64 %.288.055.us.unr.2
  br label %B180.us.epil.2

B180.us.epil.2:                                   ; preds = %B180.us.epil.2.preheader, %B180.us.epil.2
  %acc.4.157.us.epil.2 = phi double [ %.469.us.epil.2, %B180.us.epil.2 ], [ %acc.4.157.us.unr.2, %B180.us.epil.2.preheader ]
  %epil.iter84.2 = phi i64 [ %epil.iter84.next.2, %B180.us.epil.2 ], [ 0, %B180.us.epil.2.preheader ]
  %scevgep455 = getelementptr double, double* %scevgep454, i64 %epil.iter84.2
  %.434.us.epil.2 = load double, double* %scevgep455, align 8
  %scevgep449 = getelementptr double, double* %scevgep448, i64 %epil.iter84.2
  %.466.us.epil.2 = load double, double* %scevgep449, align 8
  %.467.us.epil.2 = fmul double %.434.us.epil.2, %.466.us.epil.2
  %.469.us.epil.2 = fadd double %acc.4.157.us.epil.2, %.467.us.epil.2
  %epil.iter84.next.2 = add i64 %epil.iter84.2, 1
  %epil.iter84.cmp.2.not = icmp eq i64 %xtraiter83, %epil.iter84.next.2
  br i1 %epil.iter84.cmp.2.not, label %B178.B228_crit_edge.us.2, label %B180.us.epil.2, !llvm.loop !16

B178.B228_crit_edge.us.2:                         ; preds = %B180.us.epil.2, %B178.B228_crit_edge.us.unr-lcssa.2
  %.469.us.lcssa.2 = phi double [ %.469.us.lcssa.ph.2, %B178.B228_crit_edge.us.unr-lcssa.2 ], [ %.469.us.epil.2, %B180.us.epil.2 ]
  %76 = icmp ult i64 %2, 7
  %.223.us.2 = or i64 %.154.060.us, 3
  %.507.us.2 = getelementptr double, double* %.6.i1.i, i64 %.223.us.1
  store double %.469.us.lcssa.2, double* %.507.us.2, align 8
  br i1 %76, label %B178.B228_crit_edge.us.unr-lcssa.3, label %B180.us.3.preheader

B180.us.3.preheader:                              ; preds = %B178.B228_crit_edge.us.2
  br label %B180.us.3

B180.us.3:                                        ; preds = %B180.us.3.preheader, %B180.us.3
  %acc.4.157.us.3 = phi double [ %.469.us.7.3, %B180.us.3 ], [ 0.000000e+00, %B180.us.3.preheader ]
  %.288.055.us.3 = phi i64 [ %.357.us.7.3, %B180.us.3 ], [ 0, %B180.us.3.preheader ]
  %scevgep473 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -7
  %.434.us.3126 = load double, double* %scevgep474, align 8
  %sunkaddr567 = mul i64 %.288.055.us.3, 8
  %77 = bitcast double* %arg.x.4 to i8*
  %sunkaddr568 = getelementptr i8, i8* %77, i64 %sunkaddr567
  %78 = bitcast i8* %sunkaddr568 to double*
  %.466.us.3128 = load double, double* %78, align 8
  %.467.us.3129 = fmul double %.434.us.3126, %.466.us.3128
  %.469.us.3130 = fadd double %acc.4.157.us.3, %.467.us.3129
  %scevgep470 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -6
  %.434.us.1.3 = load double, double* %scevgep471, align 8
  %sunkaddr569 = mul i64 %.288.055.us.3, 8
  %79 = bitcast double* %arg.x.4 to i8*
  %sunkaddr570 = getelementptr i8, i8* %79, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, i8* %sunkaddr570, i64 8
  %80 = bitcast i8* %sunkaddr571 to double*
  %.466.us.1.3 = load double, double* %80, align 8
  %.467.us.1.3 = fmul double %.434.us.1.3, %.466.us.1.3
  %.469.us.1.3 = fadd double %.469.us.3130, %.467.us.1.3
  %scevgep468 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -5
  %.434.us.2.3 = load double, double* %scevgep469, align 8
  %sunkaddr572 = mul i64 %.288.055.us.3, 8
  %81 = bitcast double* %arg.x.4 to i8*
  %sunkaddr573 = getelementptr i8, i8* %81, i64 %sunkaddr572
  %sunkaddr574 = getelementptr i8, i8* %sunkaddr573, i64 16
  %82 = bitcast i8* %sunkaddr574 to double*
  %.466.us.2.3 = load double, double* %82, align 8
  %.467.us.2.3 = fmul double %.434.us.2.3, %.466.us.2.3
  %.469.us.2.3 = fadd double %.469.us.1.3, %.467.us.2.3
  %scevgep466 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -4
  %.434.us.3.3 = load double, double* %scevgep467, align 8
  %sunkaddr575 = mul i64 %.288.055.us.3, 8
  %83 = bitcast double* %arg.x.4 to i8*
  %sunkaddr576 = getelementptr i8, i8* %83, i64 %sunkaddr575
  %sunkaddr577 = getelementptr i8, i8* %sunkaddr576, i64 24
  %84 = bitcast i8* %sunkaddr577 to double*
  %.466.us.3.3 = load double, double* %84, align 8
  %.467.us.3.3 = fmul double %.434.us.3.3, %.466.us.3.3
  %.469.us.3.3 = fadd double %.469.us.2.3, %.467.us.3.3
  %scevgep464 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -3
  %.434.us.4.3 = load double, double* %scevgep465, align 8
  %sunkaddr578 = mul i64 %.288.055.us.3, 8
  %85 = bitcast double* %arg.x.4 to i8*
  %sunkaddr579 = getelementptr i8, i8* %85, i64 %sunkaddr578
  %sunkaddr580 = getelementptr i8, i8* %sunkaddr579, i64 32
  %86 = bitcast i8* %sunkaddr580 to double*
  %.466.us.4.3 = load double, double* %86, align 8
  %.467.us.4.3 = fmul double %.434.us.4.3, %.466.us.4.3
  %.469.us.4.3 = fadd double %.469.us.3.3, %.467.us.4.3
  %scevgep462 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -2
  %.434.us.5.3 = load double, double* %scevgep463, align 8
  %sunkaddr581 = mul i64 %.288.055.us.3, 8
  %87 = bitcast double* %arg.x.4 to i8*
  %sunkaddr582 = getelementptr i8, i8* %87, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, i8* %sunkaddr582, i64 40
  %88 = bitcast i8* %sunkaddr583 to double*
  %.466.us.5.3 = load double, double* %88, align 8
  %.467.us.5.3 = fmul double %.434.us.5.3, %.466.us.5.3
  %.469.us.5.3 = fadd double %.469.us.4.3, %.467.us.5.3
  %scevgep460 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -1
  %.434.us.6.3 = load double, double* %scevgep461, align 8
  %sunkaddr584 = mul i64 %.288.055.us.3, 8
  %89 = bitcast double* %arg.x.4 to i8*
  %sunkaddr585 = getelementptr i8, i8* %89, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, i8* %sunkaddr585, i64 48
  %90 = bitcast i8* %sunkaddr586 to double*
  %.466.us.6.3 = load double, double* %90, align 8
  %.467.us.6.3 = fmul double %.434.us.6.3, %.466.us.6.3
  %.469.us.6.3 = fadd double %.469.us.5.3, %.467.us.6.3
  %.357.us.7.3 = add nuw i64 %.288.055.us.3, 8
  %scevgep472 = getelementptr double, double* %lsr.iv457, i64 %.288.055.us.3
  %.434.us.7.3 = load double, double* %scevgep472, align 8
  %sunkaddr587 = mul i64 %.288.055.us.3, 8
  %91 = bitcast double* %arg.x.4 to i8*
  %sunkaddr588 = getelementptr i8, i8* %91, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, i8* %sunkaddr588, i64 56
  %92 = bitcast i8* %sunkaddr589 to double*
  %.466.us.7.3 = load double, double* %92, align 8
  %.467.us.7.3 = fmul double %.434.us.7.3, %.466.us.7.3
  %.469.us.7.3 = fadd double %.469.us.6.3, %.467.us.7.3
  %niter88.ncmp.7.3 = icmp eq i64 %unroll_iter87, %.357.us.7.3
  br i1 %niter88.ncmp.7.3, label %B178.B228_crit_edge.us.unr-lcssa.3, label %B180.us.3

B178.B228_crit_edge.us.unr-lcssa.3:               ; preds = %B180.us.3, %B178.B228_crit_edge.us.2
  %.469.us.lcssa.ph.3 = phi double [ undef, %B178.B228_crit_edge.us.2 ], [ %.469.us.7.3, %B180.us.3 ]
  %acc.4.157.us.unr.3 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us.2 ], [ %.469.us.7.3, %B180.us.3 ]
  %.288.055.us.unr.3 = phi i64 [ 0, %B178.B228_crit_edge.us.2 ], [ %.357.us.7.3, %B180.us.3 ]
  %93 = and i64 %1, 7
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %B178.B228_crit_edge.us.3, label %B180.us.epil.3.preheader

B180.us.epil.3.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.3
  %scevgep491 = getelementptr double, double* %arg.x.4, i64 %.288.055.us.unr.3
  %scevgep497 = getelementptr double, double* %lsr.iv494, i64 %.288.055.us.unr.3
  br label %B180.us.epil.3

B180.us.epil.3:                                   ; preds = %B180.us.epil.3.preheader, %B180.us.epil.3
  %acc.4.157.us.epil.3 = phi double [ %.469.us.epil.3, %B180.us.epil.3 ], [ %acc.4.157.us.unr.3, %B180.us.epil.3.preheader ]
  %epil.iter84.3 = phi i64 [ %epil.iter84.next.3, %B180.us.epil.3 ], [ 0, %B180.us.epil.3.preheader ]
  %scevgep498 = getelementptr double, double* %scevgep497, i64 %epil.iter84.3
  %.434.us.epil.3 = load double, double* %scevgep498, align 8
  %scevgep492 = getelementptr double, double* %scevgep491, i64 %epil.iter84.3
  %.466.us.epil.3 = load double, double* %scevgep492, align 8
  %.467.us.epil.3 = fmul double %.434.us.epil.3, %.466.us.epil.3
  %.469.us.epil.3 = fadd double %acc.4.157.us.epil.3, %.467.us.epil.3
  %epil.iter84.next.3 = add i64 %epil.iter84.3, 1
  %epil.iter84.cmp.3.not = icmp eq i64 %xtraiter83, %epil.iter84.next.3
  br i1 %epil.iter84.cmp.3.not, label %B178.B228_crit_edge.us.3, label %B180.us.epil.3, !llvm.loop !16

B178.B228_crit_edge.us.3:                         ; preds = %B180.us.epil.3, %B178.B228_crit_edge.us.unr-lcssa.3
  %.469.us.lcssa.3 = phi double [ %.469.us.lcssa.ph.3, %B178.B228_crit_edge.us.unr-lcssa.3 ], [ %.469.us.epil.3, %B180.us.epil.3 ]
  %95 = bitcast double* %lsr.iv331 to i1*
  %96 = bitcast double* %lsr.iv367 to i1*
  %97 = bitcast double* %lsr.iv373 to i1*
  %98 = bitcast double* %lsr.iv414 to i1*
  %99 = bitcast double* %lsr.iv451 to i1*
  %100 = bitcast double* %lsr.iv457 to i1*
  %101 = bitcast double* %lsr.iv494 to i1*
  %.223.us.3 = add nuw nsw i64 %.154.060.us, 4
  %.507.us.3 = getelementptr double, double* %.6.i1.i, i64 %.223.us.2
  store double %.469.us.lcssa.3, double* %.507.us.3, align 8
  %scevgep333 = getelementptr i1, i1* %95, i64 %5
  %102 = bitcast i1* %scevgep333 to double*
  %scevgep369 = getelementptr i1, i1* %96, i64 %5
  %103 = bitcast i1* %scevgep369 to double*
  %scevgep375 = getelementptr i1, i1* %97, i64 %5
  %104 = bitcast i1* %scevgep375 to double*
  %lsr.iv.next410 = add i64 %lsr.iv409, %7
  %scevgep416 = getelementptr i1, i1* %98, i64 %5
  %105 = bitcast i1* %scevgep416 to double*
  %scevgep453 = getelementptr i1, i1* %99, i64 %5
  %106 = bitcast i1* %scevgep453 to double*
  %scevgep459 = getelementptr i1, i1* %100, i64 %5
  %107 = bitcast i1* %scevgep459 to double*
  %scevgep496 = getelementptr i1, i1* %101, i64 %5
  %108 = bitcast i1* %scevgep496 to double*
  %niter104.ncmp.3 = icmp eq i64 %.223.us.3, %unroll_iter103
  br i1 %niter104.ncmp.3, label %B240.endif.endif.endif.loopexit76.unr-lcssa, label %B120.endif.us

B120.endif:                                       ; preds = %B120.endif.preheader75, %B120.endif
  %.154.060 = phi i64 [ %.223, %B120.endif ], [ %.154.060.ph, %B120.endif.preheader75 ]
  %.223 = add nuw nsw i64 %.154.060, 1
  %scevgep176 = getelementptr double, double* %.6.i1.i, i64 %.154.060
  store double 0.000000e+00, double* %scevgep176, align 8
  %exitcond68.not = icmp eq i64 %arg.W1.5.0, %.223
  br i1 %exitcond68.not, label %B240.endif.endif.endif, label %B120.endif, !llvm.loop !17

B240.endif.endif.endif.loopexit76.unr-lcssa:      ; preds = %B178.B228_crit_edge.us.3, %B120.endif.us.preheader
  %.154.060.us.unr = phi i64 [ 0, %B120.endif.us.preheader ], [ %.223.us.3, %B178.B228_crit_edge.us.3 ]
  %lcmp.mod102.not = icmp eq i64 %xtraiter89, 0
  br i1 %lcmp.mod102.not, label %B240.endif.endif.endif, label %B120.endif.us.epil.preheader

B120.endif.us.epil.preheader:                     ; preds = %B240.endif.endif.endif.loopexit76.unr-lcssa
  %xtraiter83.epil = and i64 %1, 7
  %unroll_iter87.epil = and i64 %1, %const
  %109 = mul i64 %.154.060.us.unr, %arg.W1.5.1
  %110 = add i64 %109, 7
  %scevgep289 = getelementptr double, double* %arg.W1.4, i64 %110
  %111 = shl i64 %arg.W1.5.1, 3
  br label %B120.endif.us.epil

B120.endif.us.epil:                               ; preds = %B178.B228_crit_edge.us.epil, %B120.endif.us.epil.preheader
  %lsr.iv326 = phi i64 [ %lsr.iv.next327, %B178.B228_crit_edge.us.epil ], [ %109, %B120.endif.us.epil.preheader ]
  %lsr.iv290 = phi double* [ %132, %B178.B228_crit_edge.us.epil ], [ %scevgep289, %B120.endif.us.epil.preheader ]
  %.154.060.us.epil = phi i64 [ %.223.us.epil, %B178.B228_crit_edge.us.epil ], [ %.154.060.us.unr, %B120.endif.us.epil.preheader ]
  %epil.iter101 = phi i64 [ %epil.iter101.next, %B178.B228_crit_edge.us.epil ], [ 0, %B120.endif.us.epil.preheader ]
  %112 = icmp ult i64 %2, 7
  br i1 %112, label %B178.B228_crit_edge.us.unr-lcssa.epil, label %B180.us.epil90.preheader

B180.us.epil90.preheader:                         ; preds = %B120.endif.us.epil
  br label %B180.us.epil90

B180.us.epil90:                                   ; preds = %B180.us.epil90.preheader, %B180.us.epil90
  %acc.4.157.us.epil91 = phi double [ %.469.us.7.epil, %B180.us.epil90 ], [ 0.000000e+00, %B180.us.epil90.preheader ]
  %.288.055.us.epil92 = phi i64 [ %.357.us.7.epil, %B180.us.epil90 ], [ 0, %B180.us.epil90.preheader ]
  %scevgep306 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -7
  %.434.us.epil96 = load double, double* %scevgep307, align 8
  %sunkaddr590 = mul i64 %.288.055.us.epil92, 8
  %113 = bitcast double* %arg.x.4 to i8*
  %sunkaddr591 = getelementptr i8, i8* %113, i64 %sunkaddr590
  %114 = bitcast i8* %sunkaddr591 to double*
  %.466.us.epil98 = load double, double* %114, align 8
  %.467.us.epil99 = fmul double %.434.us.epil96, %.466.us.epil98
  %.469.us.epil100 = fadd double %acc.4.157.us.epil91, %.467.us.epil99
  %scevgep303 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -6
  %.434.us.1.epil = load double, double* %scevgep304, align 8
  %sunkaddr592 = mul i64 %.288.055.us.epil92, 8
  %115 = bitcast double* %arg.x.4 to i8*
  %sunkaddr593 = getelementptr i8, i8* %115, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, i8* %sunkaddr593, i64 8
  %116 = bitcast i8* %sunkaddr594 to double*
  %.466.us.1.epil = load double, double* %116, align 8
  %.467.us.1.epil = fmul double %.434.us.1.epil, %.466.us.1.epil
  %.469.us.1.epil = fadd double %.469.us.epil100, %.467.us.1.epil
  %scevgep301 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -5
  %.434.us.2.epil = load double, double* %scevgep302, align 8
  %sunkaddr595 = mul i64 %.288.055.us.epil92, 8
  %117 = bitcast double* %arg.x.4 to i8*
  %sunkaddr596 = getelementptr i8, i8* %117, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, i8* %sunkaddr596, i64 16
  %118 = bitcast i8* %sunkaddr597 to double*
  %.466.us.2.epil = load double, double* %118, align 8
  %.467.us.2.epil = fmul double %.434.us.2.epil, %.466.us.2.epil
  %.469.us.2.epil = fadd double %.469.us.1.epil, %.467.us.2.epil
  %scevgep299 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -4
  %.434.us.3.epil = load double, double* %scevgep300, align 8
  %sunkaddr598 = mul i64 %.288.055.us.epil92, 8
  %119 = bitcast double* %arg.x.4 to i8*
  %sunkaddr599 = getelementptr i8, i8* %119, i64 %sunkaddr598
  %sunkaddr600 = getelementptr i8, i8* %sunkaddr599, i64 24
  %120 = bitcast i8* %sunkaddr600 to double*
  %.466.us.3.epil = load double, double* %120, align 8
  %.467.us.3.epil = fmul double %.434.us.3.epil, %.466.us.3.epil
  %.469.us.3.epil = fadd double %.469.us.2.epil, %.467.us.3.epil
  %scevgep297 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -3
  %.434.us.4.epil = load double, double* %scevgep298, align 8
  %sunkaddr601 = mul i64 %.288.055.us.epil92, 8
  %121 = bitcast double* %arg.x.4 to i8*
  %sunkaddr602 = getelementptr i8, i8* %121, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, i8* %sunkaddr602, i64 32
  %122 = bitcast i8* %sunkaddr603 to double*
  %.466.us.4.epil = load double, double* %122, align 8
  %.467.us.4.epil = fmul double %.434.us.4.epil, %.466.us.4.epil
  %.469.us.4.epil = fadd double %.469.us.3.epil, %.467.us.4.epil
  %scevgep295 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -2
  %.434.us.5.epil = load double, double* %scevgep296, align 8
  %sunkaddr604 = mul i64 %.288.055.us.epil92, 8
  %123 = bitcast double* %arg.x.4 to i8*
  %sunkaddr605 = getelementptr i8, i8* %123, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, i8* %sunkaddr605, i64 40
  %124 = bitcast i8* %sunkaddr606 to double*
  %.466.us.5.epil = load double, double* %124, align 8
  %.467.us.5.epil = fmul double %.434.us.5.epil, %.466.us.5.epil
  %.469.us.5.epil = fadd double %.469.us.4.epil, %.467.us.5.epil
  %scevgep293 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -1
  %.434.us.6.epil = load double, double* %scevgep294, align 8
  %sunkaddr607 = mul i64 %.288.055.us.epil92, 8
  %125 = bitcast double* %arg.x.4 to i8*
  %sunkaddr608 = getelementptr i8, i8* %125, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, i8* %sunkaddr608, i64 48
  %126 = bitcast i8* %sunkaddr609 to double*
  %.466.us.6.epil = load double, double* %126, align 8
  %.467.us.6.epil = fmul double %.434.us.6.epil, %.466.us.6.epil
  %.469.us.6.epil = fadd double %.469.us.5.epil, %.467.us.6.epil
  %.357.us.7.epil = add nuw i64 %.288.055.us.epil92, 8
  %scevgep305 = getelementptr double, double* %lsr.iv290, i64 %.288.055.us.epil92
  %.434.us.7.epil = load double, double* %scevgep305, align 8
  %sunkaddr610 = mul i64 %.288.055.us.epil92, 8
  %127 = bitcast double* %arg.x.4 to i8*
  %sunkaddr611 = getelementptr i8, i8* %127, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, i8* %sunkaddr611, i64 56
  %128 = bitcast i8* %sunkaddr612 to double*
  %.466.us.7.epil = load double, double* %128, align 8
  %.467.us.7.epil = fmul double %.434.us.7.epil, %.466.us.7.epil
  %.469.us.7.epil = fadd double %.469.us.6.epil, %.467.us.7.epil
  %niter88.ncmp.7.epil = icmp eq i64 %unroll_iter87.epil, %.357.us.7.epil
  br i1 %niter88.ncmp.7.epil, label %B178.B228_crit_edge.us.unr-lcssa.epil, label %B180.us.epil90

B178.B228_crit_edge.us.unr-lcssa.epil:            ; preds = %B180.us.epil90, %B120.endif.us.epil
  %.469.us.lcssa.ph.epil = phi double [ undef, %B120.endif.us.epil ], [ %.469.us.7.epil, %B180.us.epil90 ]
  %acc.4.157.us.unr.epil = phi double [ 0.000000e+00, %B120.endif.us.epil ], [ %.469.us.7.epil, %B180.us.epil90 ]
  %.288.055.us.unr.epil = phi i64 [ 0, %B120.endif.us.epil ], [ %.357.us.7.epil, %B180.us.epil90 ]
  %129 = icmp eq i64 %xtraiter83.epil, 0
  br i1 %129, label %B178.B228_crit_edge.us.epil, label %B180.us.epil.epil.preheader

B180.us.epil.epil.preheader:                      ; preds = %B178.B228_crit_edge.us.unr-lcssa.epil
  %scevgep324 = getelementptr double, double* %arg.x.4, i64 %.288.055.us.unr.epil
  %130 = add i64 %.288.055.us.unr.epil, %lsr.iv326
  %scevgep328 = getelementptr double, double* %arg.W1.4, i64 %130
  br label %B180.us.epil.epil

B180.us.epil.epil:                                ; preds = %B180.us.epil.epil.preheader, %B180.us.epil.epil
  %acc.4.157.us.epil.epil = phi double [ %.469.us.epil.epil, %B180.us.epil.epil ], [ %acc.4.157.us.unr.epil, %B180.us.epil.epil.preheader ]
  %epil.iter84.epil = phi i64 [ %epil.iter84.next.epil, %B180.us.epil.epil ], [ 0, %B180.us.epil.epil.preheader ]
  %scevgep329 = getelementptr double, double* %scevgep328, i64 %epil.iter84.epil
  %.434.us.epil.epil = load double, double* %scevgep329, align 8
  %scevgep325 = getelementptr double, double* %scevgep324, i64 %epil.iter84.epil
  %.466.us.epil.epil = load double, double* %scevgep325, align 8
  %.467.us.epil.epil = fmul double %.434.us.epil.epil, %.466.us.epil.epil
  %.469.us.epil.epil = fadd double %acc.4.157.us.epil.epil, %.467.us.epil.epil
  %epil.iter84.next.epil = add i64 %epil.iter84.epil, 1
  %epil.iter84.cmp.epil.not = icmp eq i64 %xtraiter83.epil, %epil.iter84.next.epil
  br i1 %epil.iter84.cmp.epil.not, label %B178.B228_crit_edge.us.epil, label %B180.us.epil.epil, !llvm.loop !16

B178.B228_crit_edge.us.epil:                      ; preds = %B180.us.epil.epil, %B178.B228_crit_edge.us.unr-lcssa.epil
  %.469.us.lcssa.epil = phi double [ %.469.us.lcssa.ph.epil, %B178.B228_crit_edge.us.unr-lcssa.epil ], [ %.469.us.epil.epil, %B180.us.epil.epil ]
  %131 = bitcast double* %lsr.iv290 to i1*
  %.223.us.epil = add nuw nsw i64 %.154.060.us.epil, 1
  %.507.us.epil = getelementptr double, double* %.6.i1.i, i64 %.154.060.us.epil
  store double %.469.us.lcssa.epil, double* %.507.us.epil, align 8
  %epil.iter101.next = add i64 %epil.iter101, 1
  %scevgep292 = getelementptr i1, i1* %131, i64 %111
  %132 = bitcast i1* %scevgep292 to double*
  %lsr.iv.next327 = add i64 %lsr.iv326, %arg.W1.5.1
  %epil.iter101.cmp.not = icmp eq i64 %epil.iter101.next, %xtraiter89
  br i1 %epil.iter101.cmp.not, label %B240.endif.endif.endif, label %B120.endif.us.epil, !llvm.loop !19

B240.endif.endif.endif:                           ; preds = %B178.B228_crit_edge.us.epil, %B120.endif, %B240.endif.endif.endif.loopexit76.unr-lcssa, %middle.block, %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.W1.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !20
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B240.endif.endif.endif.if, label %B240.endif.endif.endif.endif, !prof !0

B240.endif.endif.endif.if:                        ; preds = %B240.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140610814829056.11, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B240.endif.endif.endif.endif:                     ; preds = %B240.endif.endif.endif
  %133 = icmp eq i64 %arg.W1.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %134 = bitcast i8* %.5.i to double**
  %.6.i7 = load double*, double** %134, align 8
  br i1 %133, label %for.end.endif.thread, label %for.body.preheader

for.body.preheader:                               ; preds = %B240.endif.endif.endif.endif
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %loop.index6 = phi i64 [ %.698, %for.body ], [ 0, %for.body.preheader ]
  %.655.05 = phi i64 [ %spec.select39, %for.body ], [ 0, %for.body.preheader ]
  %135 = icmp eq i64 %arg.W1.5.0, 1
  %spec.select39 = select i1 %135, i64 %.655.05, i64 %loop.index6
  %.668 = getelementptr double, double* %.6.i1.i, i64 %spec.select39
  %.669 = load double, double* %.668, align 8
  %.12.i = tail call double @tanh(double %.669), !noalias !27
  %scevgep175 = getelementptr double, double* %.6.i7, i64 %loop.index6
  store double %.12.i, double* %scevgep175, align 8
  %.698 = add nuw nsw i64 %loop.index6, 1
  %exitcond65.not = icmp eq i64 %arg.W1.5.0, %.698
  br i1 %exitcond65.not, label %for.end.endif, label %for.body

for.end.endif:                                    ; preds = %for.body
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.80849.not = icmp slt i64 %arg.W2.5.0, 1
  br i1 %.80849.not, label %B494, label %B338.endif.lr.ph

for.end.endif.thread:                             ; preds = %B240.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.80849.not69 = icmp slt i64 %arg.W2.5.0, 1
  br i1 %.80849.not69, label %B494, label %B338.endif.preheader

B338.endif.lr.ph:                                 ; preds = %for.end.endif
  %136 = icmp eq i64 %arg.W1.5.0, 0
  br i1 %136, label %B338.endif.preheader, label %B338.endif.us.preheader

B338.endif.us.preheader:                          ; preds = %B338.endif.lr.ph
  %137 = add i64 %arg.W1.5.0, -1
  %xtraiter = and i64 %arg.W1.5.0, 7
  %unroll_iter = and i64 %arg.W1.5.0, -8
  %scevgep = getelementptr double, double* %arg.W2.4, i64 7
  %138 = shl i64 %arg.W2.5.1, 3
  br label %B338.endif.us

B338.endif.preheader:                             ; preds = %for.end.endif.thread, %B338.endif.lr.ph
  %139 = add i64 %arg.W2.5.0, 1
  br label %B338.endif

B338.endif.us:                                    ; preds = %B338.endif.us.preheader, %B396.B446_crit_edge.us
  %lsr.iv170 = phi double* [ %arg.W2.4, %B338.endif.us.preheader ], [ %161, %B396.B446_crit_edge.us ]
  %lsr.iv134 = phi double* [ %scevgep, %B338.endif.us.preheader ], [ %160, %B396.B446_crit_edge.us ]
  %s.2.052.us = phi double [ %.1082.us, %B396.B446_crit_edge.us ], [ 0.000000e+00, %B338.endif.us.preheader ]
  %.752.050.us = phi i64 [ %.821.us, %B396.B446_crit_edge.us ], [ 0, %B338.endif.us.preheader ]
  %140 = icmp ult i64 %137, 7
  br i1 %140, label %B396.B446_crit_edge.us.unr-lcssa, label %B398.us.preheader

B398.us.preheader:                                ; preds = %B338.endif.us
  br label %B398.us

B398.us:                                          ; preds = %B398.us.preheader, %B398.us
  %acc.5.148.us = phi double [ %.1067.us.7, %B398.us ], [ 0.000000e+00, %B398.us.preheader ]
  %.886.046.us = phi i64 [ %.955.us.7, %B398.us ], [ 0, %B398.us.preheader ]
  %scevgep150 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -7
  %.1032.us = load double, double* %scevgep151, align 8
  %sunkaddr613 = mul i64 %.886.046.us, 8
  %141 = bitcast double* %.6.i7 to i8*
  %sunkaddr614 = getelementptr i8, i8* %141, i64 %sunkaddr613
  %142 = bitcast i8* %sunkaddr614 to double*
  %.1064.us = load double, double* %142, align 8
  %.1065.us = fmul double %.1032.us, %.1064.us
  %.1067.us = fadd double %acc.5.148.us, %.1065.us
  %scevgep147 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -6
  %.1032.us.1 = load double, double* %scevgep148, align 8
  %sunkaddr615 = mul i64 %.886.046.us, 8
  %143 = bitcast double* %.6.i7 to i8*
  %sunkaddr616 = getelementptr i8, i8* %143, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, i8* %sunkaddr616, i64 8
  %144 = bitcast i8* %sunkaddr617 to double*
  %.1064.us.1 = load double, double* %144, align 8
  %.1065.us.1 = fmul double %.1032.us.1, %.1064.us.1
  %.1067.us.1 = fadd double %.1067.us, %.1065.us.1
  %scevgep145 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -5
  %.1032.us.2 = load double, double* %scevgep146, align 8
  %sunkaddr618 = mul i64 %.886.046.us, 8
  %145 = bitcast double* %.6.i7 to i8*
  %sunkaddr619 = getelementptr i8, i8* %145, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, i8* %sunkaddr619, i64 16
  %146 = bitcast i8* %sunkaddr620 to double*
  %.1064.us.2 = load double, double* %146, align 8
  %.1065.us.2 = fmul double %.1032.us.2, %.1064.us.2
  %.1067.us.2 = fadd double %.1067.us.1, %.1065.us.2
  %scevgep143 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -4
  %.1032.us.3 = load double, double* %scevgep144, align 8
  %sunkaddr621 = mul i64 %.886.046.us, 8
  %147 = bitcast double* %.6.i7 to i8*
  %sunkaddr622 = getelementptr i8, i8* %147, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, i8* %sunkaddr622, i64 24
  %148 = bitcast i8* %sunkaddr623 to double*
  %.1064.us.3 = load double, double* %148, align 8
  %.1065.us.3 = fmul double %.1032.us.3, %.1064.us.3
  %.1067.us.3 = fadd double %.1067.us.2, %.1065.us.3
  %scevgep141 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -3
  %.1032.us.4 = load double, double* %scevgep142, align 8
  %sunkaddr624 = mul i64 %.886.046.us, 8
  %149 = bitcast double* %.6.i7 to i8*
  %sunkaddr625 = getelementptr i8, i8* %149, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, i8* %sunkaddr625, i64 32
  %150 = bitcast i8* %sunkaddr626 to double*
  %.1064.us.4 = load double, double* %150, align 8
  %.1065.us.4 = fmul double %.1032.us.4, %.1064.us.4
  %.1067.us.4 = fadd double %.1067.us.3, %.1065.us.4
  %scevgep139 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -2
  %.1032.us.5 = load double, double* %scevgep140, align 8
  %sunkaddr627 = mul i64 %.886.046.us, 8
  %151 = bitcast double* %.6.i7 to i8*
  %sunkaddr628 = getelementptr i8, i8* %151, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, i8* %sunkaddr628, i64 40
  %152 = bitcast i8* %sunkaddr629 to double*
  %.1064.us.5 = load double, double* %152, align 8
  %.1065.us.5 = fmul double %.1032.us.5, %.1064.us.5
  %.1067.us.5 = fadd double %.1067.us.4, %.1065.us.5
  %scevgep137 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -1
  %.1032.us.6 = load double, double* %scevgep138, align 8
  %sunkaddr630 = mul i64 %.886.046.us, 8
  %153 = bitcast double* %.6.i7 to i8*
  %sunkaddr631 = getelementptr i8, i8* %153, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, i8* %sunkaddr631, i64 48
  %154 = bitcast i8* %sunkaddr632 to double*
  %.1064.us.6 = load double, double* %154, align 8
  %.1065.us.6 = fmul double %.1032.us.6, %.1064.us.6
  %.1067.us.6 = fadd double %.1067.us.5, %.1065.us.6
  %.955.us.7 = add nuw i64 %.886.046.us, 8
  %scevgep149 = getelementptr double, double* %lsr.iv134, i64 %.886.046.us
  %.1032.us.7 = load double, double* %scevgep149, align 8
  %sunkaddr633 = mul i64 %.886.046.us, 8
  %155 = bitcast double* %.6.i7 to i8*
  %sunkaddr634 = getelementptr i8, i8* %155, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, i8* %sunkaddr634, i64 56
  %156 = bitcast i8* %sunkaddr635 to double*
  %.1064.us.7 = load double, double* %156, align 8
  %.1065.us.7 = fmul double %.1032.us.7, %.1064.us.7
  %.1067.us.7 = fadd double %.1067.us.6, %.1065.us.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.955.us.7
  br i1 %niter.ncmp.7, label %B396.B446_crit_edge.us.unr-lcssa, label %B398.us

B396.B446_crit_edge.us.unr-lcssa:                 ; preds = %B398.us, %B338.endif.us
  %.1067.us.lcssa.ph = phi double [ undef, %B338.endif.us ], [ %.1067.us.7, %B398.us ]
  %acc.5.148.us.unr = phi double [ 0.000000e+00, %B338.endif.us ], [ %.1067.us.7, %B398.us ]
  %.886.046.us.unr = phi i64 [ 0, %B338.endif.us ], [ %.955.us.7, %B398.us ]
  %157 = icmp eq i64 %xtraiter, 0
  br i1 %157, label %B396.B446_crit_edge.us, label %B398.us.epil.preheader

B398.us.epil.preheader:                           ; preds = %B396.B446_crit_edge.us.unr-lcssa
  %scevgep168 = getelementptr double, double* %.6.i7, i64 %.886.046.us.unr
  %scevgep173 = getelementptr double, double* %lsr.iv170, i64 %.886.046.us.unr
  br label %B398.us.epil

B398.us.epil:                                     ; preds = %B398.us.epil.preheader, %B398.us.epil
  %acc.5.148.us.epil = phi double [ %.1067.us.epil, %B398.us.epil ], [ %acc.5.148.us.unr, %B398.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B398.us.epil ], [ 0, %B398.us.epil.preheader ]
  %scevgep174 = getelementptr double, double* %scevgep173, i64 %epil.iter
  %.1032.us.epil = load double, double* %scevgep174, align 8
  %scevgep169 = getelementptr double, double* %scevgep168, i64 %epil.iter
  %.1064.us.epil = load double, double* %scevgep169, align 8
  %.1065.us.epil = fmul double %.1032.us.epil, %.1064.us.epil
  %.1067.us.epil = fadd double %acc.5.148.us.epil, %.1065.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B396.B446_crit_edge.us, label %B398.us.epil, !llvm.loop !30

B396.B446_crit_edge.us:                           ; preds = %B398.us.epil, %B396.B446_crit_edge.us.unr-lcssa
  %.1067.us.lcssa = phi double [ %.1067.us.lcssa.ph, %B396.B446_crit_edge.us.unr-lcssa ], [ %.1067.us.epil, %B398.us.epil ]
  %158 = bitcast double* %lsr.iv134 to i1*
  %159 = bitcast double* %lsr.iv170 to i1*
  %.821.us = add nuw nsw i64 %.752.050.us, 1
  %.1078.us = tail call double @tanh(double %.1067.us.lcssa)
  %.1082.us = fadd double %s.2.052.us, %.1078.us
  %scevgep136 = getelementptr i1, i1* %158, i64 %138
  %160 = bitcast i1* %scevgep136 to double*
  %scevgep172 = getelementptr i1, i1* %159, i64 %138
  %161 = bitcast i1* %scevgep172 to double*
  %exitcond64.not = icmp eq i64 %.821.us, %arg.W2.5.0
  br i1 %exitcond64.not, label %B494, label %B338.endif.us

B338.endif:                                       ; preds = %B338.endif.preheader, %B338.endif
  %lsr.iv = phi i64 [ %139, %B338.endif.preheader ], [ %lsr.iv.next, %B338.endif ]
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.808 = icmp ugt i64 %lsr.iv.next, 1
  br i1 %.808, label %B338.endif, label %B494
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define i8* @_ZN7cpython7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = alloca i8*, align 8
  %.8 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.const.mlp2, i64 0, i64 0), i64 3, i64 3, i8** nonnull %.5, i8** nonnull %.6, i8** nonnull %.7)
  %.9 = icmp eq i32 %.8, 0
  %.23 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.48 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.73 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.95 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.9, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...endif.if.endif, %entry.endif.endif.endif.e...endif.if.endif.if, %entry.endif.endif.endif.e...endif.endif.endif.endif, %arg0.err, %entry, %entry.endif.endif.endif.e...endif.if.if.if, %entry.endif.endif.endif.e...if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.137, %entry.endif.endif.endif.e...if.endif ], [ null, %entry.endif.endif.endif.e...endif.if.if.if ], [ null, %entry ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.e...endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.13 = load i8*, i8** @_ZN08NumbaEnv7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.18 = icmp eq i8* %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([188 x i8], [188 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.22 = load i8*, i8** %.5, align 8
  %.26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.27 = call i32 @NRT_adapt_ndarray_from_python(i8* %.22, i8* nonnull %.26)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.31 = load i64, i64* %2, align 8
  %.32 = icmp ne i64 %.31, 8
  %.33 = icmp ne i32 %.27, 0
  %.34 = or i1 %.33, %.32
  br i1 %.34, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8**
  %.38.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr12 to double**
  %.38.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr13 to i64*
  %.38.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr14 to i64*
  %.38.fca.5.1.load = load i64, i64* %9, align 8
  %.47 = load i8*, i8** %.6, align 8
  %.51 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %10, i8 0, i64 72, i1 false)
  %.52 = call i32 @NRT_adapt_ndarray_from_python(i8* %.47, i8* nonnull %.51)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr15 to i64*
  %.56 = load i64, i64* %12, align 8
  %.57 = icmp ne i64 %.56, 8
  %.58 = icmp ne i32 %.52, 0
  %.59 = or i1 %.58, %.57
  br i1 %.59, label %entry.endif.endif.endif.endif.endif.thread, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if
  call void @NRT_decref(i8* %.38.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.thread:       ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %arg0.err

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %13 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8**
  %.63.fca.0.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr16 to double**
  %.63.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr17 to i64*
  %.63.fca.5.0.load = load i64, i64* %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %18, i64 48
  %19 = bitcast i8* %sunkaddr18 to i64*
  %.63.fca.5.1.load = load i64, i64* %19, align 8
  %.72 = load i8*, i8** %.7, align 8
  %.76 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %20, i8 0, i64 56, i1 false)
  %.77 = call i32 @NRT_adapt_ndarray_from_python(i8* %.72, i8* nonnull %.76)
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %21, i64 24
  %22 = bitcast i8* %sunkaddr19 to i64*
  %.81 = load i64, i64* %22, align 8
  %.82 = icmp ne i64 %.81, 8
  %.83 = icmp ne i32 %.77, 0
  %.84 = or i1 %.83, %.82
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.63.fca.0.load)
  br label %arg0.err

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %23 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8**
  %.88.fca.0.load = load i8*, i8** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr20 to double**
  %.88.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %sunkaddr21 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr21 to i64*
  %.88.fca.5.0.load = load i64, i64* %27, align 8
  store double 0.000000e+00, double* %.95, align 8
  %.109 = call i32 @_ZN7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.95, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.38.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.38.fca.4.load, i64 %.38.fca.5.0.load, i64 %.38.fca.5.1.load, i64 poison, i64 poison, i8* %.63.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.63.fca.4.load, i64 %.63.fca.5.0.load, i64 %.63.fca.5.1.load, i64 poison, i64 poison, i8* %.88.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.88.fca.4.load, i64 %.88.fca.5.0.load, i64 poison) #3
  %.110 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.117 = icmp sgt i32 %.109, 0
  %.118 = select i1 %.117, { i8*, i32, i8*, i8*, i32 }* %.110, { i8*, i32, i8*, i8*, i32 }* undef
  %.119 = load double, double* %.95, align 8
  call void @NRT_decref(i8* %.38.fca.0.load)
  call void @NRT_decref(i8* %.63.fca.0.load)
  call void @NRT_decref(i8* %.88.fca.0.load)
  switch i32 %.109, label %entry.endif.endif.endif.e...endif [
    i32 -2, label %entry.endif.endif.endif.e...if.endif
    i32 0, label %entry.endif.endif.endif.e...if.endif
  ]

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %28 = icmp sgt i32 %.109, 0
  br i1 %28, label %entry.endif.endif.endif.e...endif.if, label %entry.endif.endif.endif.e...endif.endif.endif.endif

entry.endif.endif.endif.e...if.endif:             ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.endif
  %.137 = call i8* @PyFloat_FromDouble(double %.119)
  br label %common.ret

entry.endif.endif.endif.e...endif.if:             ; preds = %entry.endif.endif.endif.e...endif
  call void @PyErr_Clear()
  %.142 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.118, align 8
  %.143 = extractvalue { i8*, i32, i8*, i8*, i32 } %.142, 4
  %.144 = icmp sgt i32 %.143, 0
  %.147 = extractvalue { i8*, i32, i8*, i8*, i32 } %.142, 0
  %.149 = extractvalue { i8*, i32, i8*, i8*, i32 } %.142, 1
  br i1 %.144, label %entry.endif.endif.endif.e...endif.if.if, label %entry.endif.endif.endif.e...endif.if.else

entry.endif.endif.endif.e...endif.if.if:          ; preds = %entry.endif.endif.endif.e...endif.if
  %.150 = sext i32 %.149 to i64
  %.151 = call i8* @PyBytes_FromStringAndSize(i8* %.147, i64 %.150)
  %.152 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.118, align 8
  %.153 = extractvalue { i8*, i32, i8*, i8*, i32 } %.152, 2
  %.155 = extractvalue { i8*, i32, i8*, i8*, i32 } %.152, 3
  %.156 = bitcast i8* %.155 to i8* (i8*)*
  %.157 = call i8* %.156(i8* %.153)
  %.158 = icmp eq i8* %.157, null
  br i1 %.158, label %entry.endif.endif.endif.e...endif.if.if.if, label %entry.endif.endif.endif.e...endif.if.if.endif, !prof !0

entry.endif.endif.endif.e...endif.if.else:        ; preds = %entry.endif.endif.endif.e...endif.if
  %.171 = extractvalue { i8*, i32, i8*, i8*, i32 } %.142, 2
  %.172 = call i8* @numba_unpickle(i8* %.147, i32 %.149, i8* %.171)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif:       ; preds = %entry.endif.endif.endif.e...endif.if.if.endif, %entry.endif.endif.endif.e...endif.if.else
  %.174 = phi i8* [ %.162, %entry.endif.endif.endif.e...endif.if.if.endif ], [ %.172, %entry.endif.endif.endif.e...endif.if.else ]
  %.175.not = icmp eq i8* %.174, null
  br i1 %.175.not, label %common.ret, label %entry.endif.endif.endif.e...endif.if.endif.if, !prof !0

entry.endif.endif.endif.e...endif.if.if.if:       ; preds = %entry.endif.endif.endif.e...endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif.if.if.endif:    ; preds = %entry.endif.endif.endif.e...endif.if.if
  %.162 = call i8* @numba_runtime_build_excinfo_struct(i8* %.151, i8* nonnull %.157)
  %.163 = bitcast { i8*, i32, i8*, i8*, i32 }* %.118 to i8*
  call void @NRT_Free(i8* nonnull %.163)
  br label %entry.endif.endif.endif.e...endif.if.endif

entry.endif.endif.endif.e...endif.if.endif.if:    ; preds = %entry.endif.endif.endif.e...endif.if.endif
  call void @numba_do_raise(i8* nonnull %.174)
  br label %common.ret

entry.endif.endif.endif.e...endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.e...endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.3) local_unnamed_addr {
entry:
  %.5 = alloca double, align 8
  store double 0.000000e+00, double* %.5, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.9 = extractvalue [2 x i64] %extracted.shape, 0
  %.10 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, 5
  %.13 = extractvalue [2 x i64] %extracted.shape.1, 0
  %.14 = extractvalue [2 x i64] %extracted.shape.1, 1
  %extracted.meminfo.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.3, 0
  %extracted.data.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.3, 4
  %extracted.shape.2 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.3, 5
  %.17 = extractvalue [1 x i64] %extracted.shape.2, 0
  %.19 = call i32 @_ZN7kernels4mlp2B3v18B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.5, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.9, i64 %.10, i64 poison, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.13, i64 %.14, i64 poison, i64 poison, i8* %extracted.meminfo.2, i8* poison, i64 poison, i64 poison, double* %extracted.data.2, i64 %.17, i64 poison) #3
  %.20 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.21.not = icmp eq i32 %.19, 0
  %.27 = icmp sgt i32 %.19, 0
  %.28 = select i1 %.27, { i8*, i32, i8*, i8*, i32 }* %.20, { i8*, i32, i8*, i8*, i32 }* undef
  %.29 = load double, double* %.5, align 8
  %.31 = alloca i32, align 4
  store i32 0, i32* %.31, align 4
  br i1 %.21.not, label %common.ret, label %entry.if, !prof !31

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.19, 0
  call void @numba_gil_ensure(i32* nonnull %.31)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.34, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.29, %.34 ], [ %.29, %entry ]
  ret double %common.ret.op

.34:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.82 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fe281642f10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.82)
  call void @Py_DecRef(i8* %.82)
  call void @numba_gil_release(i32* nonnull %.31)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.28, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 4
  %.39 = icmp sgt i32 %.38, 0
  %.42 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 0
  %.44 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 1
  br i1 %.39, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.45 = sext i32 %.44 to i64
  %.46 = call i8* @PyBytes_FromStringAndSize(i8* %.42, i64 %.45)
  %.47 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.28, align 8
  %.48 = extractvalue { i8*, i32, i8*, i8*, i32 } %.47, 2
  %.50 = extractvalue { i8*, i32, i8*, i8*, i32 } %.47, 3
  %.51 = bitcast i8* %.50 to i8* (i8*)*
  %.52 = call i8* %.51(i8* %.48)
  %.53 = icmp eq i8* %.52, null
  br i1 %.53, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.66 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.67 = call i8* @numba_unpickle(i8* %.42, i32 %.44, i8* %.66)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.69 = phi i8* [ %.57, %entry.if.if.if.endif ], [ %.67, %entry.if.if.else ]
  %.70.not = icmp eq i8* %.69, null
  br i1 %.70.not, label %.34, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.57 = call i8* @numba_runtime_build_excinfo_struct(i8* %.46, i8* nonnull %.52)
  %.58 = bitcast { i8*, i32, i8*, i8*, i32 }* %.28 to i8*
  call void @NRT_Free(i8* nonnull %.58)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.69)
  br label %.34

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.34
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v19B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
!11 = !{!8, !10}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !18, !13}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !15}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7fe281647450B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd: %retptr"}
!29 = distinct !{!29, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7fe281647450B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd"}
!30 = distinct !{!30, !15}
!31 = !{!"branch_weights", i32 99, i32 1}
