; ModuleID = 'mlp2'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.mlp2 = internal constant [5 x i8] c"mlp2\00"
@_ZN08NumbaEnv7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [188 x i8] c"missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f40aae012d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f40aae012d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139915723219392 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.139915723219392.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.139915723219392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.139915723219392, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723219392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915723627072 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139915723627072.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139915723627072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139915723627072, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915723627072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139915729697280.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f40aaf54410B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139915729697280.15 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139915729697280.sha1.16 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139915729697280.14 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139915729697280.15, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139915729697280.sha1.16, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.W1.0, i8* nocapture readnone %arg.W1.1, i64 %arg.W1.2, i64 %arg.W1.3, double* nocapture readonly %arg.W1.4, i64 %arg.W1.5.0, i64 %arg.W1.5.1, i64 %arg.W1.6.0, i64 %arg.W1.6.1, i8* %arg.W2.0, i8* nocapture readnone %arg.W2.1, i64 %arg.W2.2, i64 %arg.W2.3, double* nocapture readonly %arg.W2.4, i64 %arg.W2.5.0, i64 %arg.W2.5.1, i64 %arg.W2.6.0, i64 %arg.W2.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
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

B494:                                             ; preds = %B396.B446_crit_edge.us, %B338.endif, %for.end.endif.thread76, %for.end.endif.thread, %for.end.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.endif ], [ 0.000000e+00, %for.end.endif.thread ], [ 0.000000e+00, %for.end.endif.thread76 ], [ 0.000000e+00, %B338.endif ], [ %.1082.us, %B396.B446_crit_edge.us ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* %arg.W2.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B0.if:                                            ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139915723219392, %entry ], [ @.const.picklebuf.139915723627072, %B0.endif.endif.i ], [ @.const.picklebuf.139915729697280.5, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !11
  %.21058.not = icmp eq i64 %arg.W1.5.0, 0
  br i1 %.21058.not, label %B240.endif.endif.endif, label %B120.endif.lr.ph

B120.endif.lr.ph:                                 ; preds = %B0.endif.endif
  %.302.inv = icmp sgt i64 %arg.x.5.0, 0
  %spec.select43 = select i1 %.302.inv, i64 %arg.x.5.0, i64 0
  br i1 %.302.inv, label %B120.endif.us.preheader, label %B120.endif.preheader

B120.endif.us.preheader:                          ; preds = %B120.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %1 = add nsw i64 %spec.select43, -1
  %2 = add i64 %arg.W1.5.0, -1
  %xtraiter96 = and i64 %arg.W1.5.0, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %B240.endif.endif.endif.loopexit.unr-lcssa, label %B120.endif.us.preheader.new

B120.endif.us.preheader.new:                      ; preds = %B120.endif.us.preheader
  %unroll_iter110 = and i64 %arg.W1.5.0, -4
  %xtraiter90 = and i64 %spec.select43, 7
  %unroll_iter94 = and i64 %spec.select43, %const
  %scevgep230 = getelementptr double, double* %arg.W1.4, i64 7
  %4 = shl i64 %arg.W1.5.1, 5
  %5 = add i64 %arg.W1.5.1, 7
  %scevgep272 = getelementptr double, double* %arg.W1.4, i64 %5
  %6 = shl i64 %arg.W1.5.1, 2
  %7 = shl i64 %arg.W1.5.1, 1
  %8 = add i64 %7, 7
  %scevgep313 = getelementptr double, double* %arg.W1.4, i64 %8
  %scevgep350 = getelementptr double, double* %arg.W1.4, i64 %7
  %9 = mul i64 %arg.W1.5.1, 3
  %10 = add i64 %9, 7
  %scevgep356 = getelementptr double, double* %arg.W1.4, i64 %10
  %scevgep393 = getelementptr double, double* %arg.W1.4, i64 %9
  br label %B120.endif.us

B120.endif.preheader:                             ; preds = %B120.endif.lr.ph
  %min.iters.check = icmp ult i64 %arg.W1.5.0, 32
  br i1 %min.iters.check, label %B120.endif.preheader87, label %vector.ph

vector.ph:                                        ; preds = %B120.endif.preheader
  %n.vec = and i64 %arg.W1.5.0, -32
  %11 = add i64 %n.vec, -32
  %12 = lshr exact i64 %11, 5
  %13 = add nuw nsw i64 %12, 1
  %xtraiter139 = and i64 %13, 7
  %14 = icmp ult i64 %11, 224
  br i1 %14, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter142 = and i64 %13, 1152921504606846968
  %scevgep414 = getelementptr double, double* %.6.i1.i, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv510 = phi i64 [ %lsr.iv.next511, %vector.body ], [ %unroll_iter142, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep498 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep498499 = bitcast double* %scevgep498 to <8 x double>*
  %scevgep500 = getelementptr <8 x double>, <8 x double>* %scevgep498499, i64 -31
  store <8 x double> zeroinitializer, <8 x double>* %scevgep500, align 8
  %scevgep507 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep507508 = bitcast double* %scevgep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %scevgep507508, i64 -30
  store <8 x double> zeroinitializer, <8 x double>* %scevgep509, align 8
  %scevgep504 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -29
  store <8 x double> zeroinitializer, <8 x double>* %scevgep506, align 8
  %scevgep501 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -28
  store <8 x double> zeroinitializer, <8 x double>* %scevgep503, align 8
  %scevgep484 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep484485 = bitcast double* %scevgep484 to <8 x double>*
  %scevgep486 = getelementptr <8 x double>, <8 x double>* %scevgep484485, i64 -27
  store <8 x double> zeroinitializer, <8 x double>* %scevgep486, align 8
  %scevgep481 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep481482 = bitcast double* %scevgep481 to <8 x double>*
  %scevgep483 = getelementptr <8 x double>, <8 x double>* %scevgep481482, i64 -26
  store <8 x double> zeroinitializer, <8 x double>* %scevgep483, align 8
  %scevgep478 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep478479 = bitcast double* %scevgep478 to <8 x double>*
  %scevgep480 = getelementptr <8 x double>, <8 x double>* %scevgep478479, i64 -25
  store <8 x double> zeroinitializer, <8 x double>* %scevgep480, align 8
  %scevgep475 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep475476 = bitcast double* %scevgep475 to <8 x double>*
  %scevgep477 = getelementptr <8 x double>, <8 x double>* %scevgep475476, i64 -24
  store <8 x double> zeroinitializer, <8 x double>* %scevgep477, align 8
  %scevgep472 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep472473 = bitcast double* %scevgep472 to <8 x double>*
  %scevgep474 = getelementptr <8 x double>, <8 x double>* %scevgep472473, i64 -23
  store <8 x double> zeroinitializer, <8 x double>* %scevgep474, align 8
  %scevgep469 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep469470 = bitcast double* %scevgep469 to <8 x double>*
  %scevgep471 = getelementptr <8 x double>, <8 x double>* %scevgep469470, i64 -22
  store <8 x double> zeroinitializer, <8 x double>* %scevgep471, align 8
  %scevgep466 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep466467 = bitcast double* %scevgep466 to <8 x double>*
  %scevgep468 = getelementptr <8 x double>, <8 x double>* %scevgep466467, i64 -21
  store <8 x double> zeroinitializer, <8 x double>* %scevgep468, align 8
  %scevgep463 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep463464 = bitcast double* %scevgep463 to <8 x double>*
  %scevgep465 = getelementptr <8 x double>, <8 x double>* %scevgep463464, i64 -20
  store <8 x double> zeroinitializer, <8 x double>* %scevgep465, align 8
  %scevgep460 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep460461 = bitcast double* %scevgep460 to <8 x double>*
  %scevgep462 = getelementptr <8 x double>, <8 x double>* %scevgep460461, i64 -19
  store <8 x double> zeroinitializer, <8 x double>* %scevgep462, align 8
  %scevgep457 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %scevgep457458, i64 -18
  store <8 x double> zeroinitializer, <8 x double>* %scevgep459, align 8
  %scevgep454 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -17
  store <8 x double> zeroinitializer, <8 x double>* %scevgep456, align 8
  %scevgep451 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -16
  store <8 x double> zeroinitializer, <8 x double>* %scevgep453, align 8
  %scevgep448 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -15
  store <8 x double> zeroinitializer, <8 x double>* %scevgep450, align 8
  %scevgep445 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -14
  store <8 x double> zeroinitializer, <8 x double>* %scevgep447, align 8
  %scevgep442 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -13
  store <8 x double> zeroinitializer, <8 x double>* %scevgep444, align 8
  %scevgep439 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -12
  store <8 x double> zeroinitializer, <8 x double>* %scevgep441, align 8
  %scevgep436 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep436437 = bitcast double* %scevgep436 to <8 x double>*
  %scevgep438 = getelementptr <8 x double>, <8 x double>* %scevgep436437, i64 -11
  store <8 x double> zeroinitializer, <8 x double>* %scevgep438, align 8
  %scevgep433 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep433434 = bitcast double* %scevgep433 to <8 x double>*
  %scevgep435 = getelementptr <8 x double>, <8 x double>* %scevgep433434, i64 -10
  store <8 x double> zeroinitializer, <8 x double>* %scevgep435, align 8
  %scevgep430 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep430431 = bitcast double* %scevgep430 to <8 x double>*
  %scevgep432 = getelementptr <8 x double>, <8 x double>* %scevgep430431, i64 -9
  store <8 x double> zeroinitializer, <8 x double>* %scevgep432, align 8
  %scevgep427 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep427428 = bitcast double* %scevgep427 to <8 x double>*
  %scevgep429 = getelementptr <8 x double>, <8 x double>* %scevgep427428, i64 -8
  store <8 x double> zeroinitializer, <8 x double>* %scevgep429, align 8
  %scevgep424 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep424425 = bitcast double* %scevgep424 to <8 x double>*
  %scevgep426 = getelementptr <8 x double>, <8 x double>* %scevgep424425, i64 -7
  store <8 x double> zeroinitializer, <8 x double>* %scevgep426, align 8
  %scevgep421 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep421422 = bitcast double* %scevgep421 to <8 x double>*
  %scevgep423 = getelementptr <8 x double>, <8 x double>* %scevgep421422, i64 -6
  store <8 x double> zeroinitializer, <8 x double>* %scevgep423, align 8
  %scevgep418 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep418419 = bitcast double* %scevgep418 to <8 x double>*
  %scevgep420 = getelementptr <8 x double>, <8 x double>* %scevgep418419, i64 -5
  store <8 x double> zeroinitializer, <8 x double>* %scevgep420, align 8
  %scevgep415 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep415416 = bitcast double* %scevgep415 to <8 x double>*
  %scevgep417 = getelementptr <8 x double>, <8 x double>* %scevgep415416, i64 -4
  store <8 x double> zeroinitializer, <8 x double>* %scevgep417, align 8
  %scevgep495 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep495496 = bitcast double* %scevgep495 to <8 x double>*
  %scevgep497 = getelementptr <8 x double>, <8 x double>* %scevgep495496, i64 -3
  store <8 x double> zeroinitializer, <8 x double>* %scevgep497, align 8
  %scevgep492 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep492493 = bitcast double* %scevgep492 to <8 x double>*
  %scevgep494 = getelementptr <8 x double>, <8 x double>* %scevgep492493, i64 -2
  store <8 x double> zeroinitializer, <8 x double>* %scevgep494, align 8
  %scevgep489 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep489490 = bitcast double* %scevgep489 to <8 x double>*
  %scevgep491 = getelementptr <8 x double>, <8 x double>* %scevgep489490, i64 -1
  store <8 x double> zeroinitializer, <8 x double>* %scevgep491, align 8
  %scevgep487 = getelementptr double, double* %scevgep414, i64 %index
  %scevgep487488 = bitcast double* %scevgep487 to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %scevgep487488, align 8
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next511 = add i64 %lsr.iv510, -8
  %niter143.ncmp.7 = icmp eq i64 %lsr.iv.next511, 0
  br i1 %niter143.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !12

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod141.not = icmp eq i64 %xtraiter139, 0
  br i1 %lcmp.mod141.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %15 = add nuw nsw i64 %index.unr, 24
  %scevgep400 = getelementptr double, double* %.6.i1.i, i64 %15
  %16 = shl nuw nsw i64 %xtraiter139, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv401 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next402, %vector.body.epil ]
  %17 = bitcast double* %scevgep400 to i8*
  %uglygep411 = getelementptr i8, i8* %17, i64 %lsr.iv401
  %uglygep411412 = bitcast i8* %uglygep411 to <8 x double>*
  %scevgep413 = getelementptr <8 x double>, <8 x double>* %uglygep411412, i64 -3
  store <8 x double> zeroinitializer, <8 x double>* %scevgep413, align 8
  %uglygep408 = getelementptr i8, i8* %17, i64 %lsr.iv401
  %uglygep408409 = bitcast i8* %uglygep408 to <8 x double>*
  %scevgep410 = getelementptr <8 x double>, <8 x double>* %uglygep408409, i64 -2
  store <8 x double> zeroinitializer, <8 x double>* %scevgep410, align 8
  %uglygep405 = getelementptr i8, i8* %17, i64 %lsr.iv401
  %uglygep405406 = bitcast i8* %uglygep405 to <8 x double>*
  %scevgep407 = getelementptr <8 x double>, <8 x double>* %uglygep405406, i64 -1
  store <8 x double> zeroinitializer, <8 x double>* %scevgep407, align 8
  %uglygep = getelementptr i8, i8* %17, i64 %lsr.iv401
  %uglygep404 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> zeroinitializer, <8 x double>* %uglygep404, align 8
  %lsr.iv.next402 = add nuw nsw i64 %lsr.iv401, 256
  %epil.iter140.cmp.not = icmp eq i64 %16, %lsr.iv.next402
  br i1 %epil.iter140.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !14

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.W1.5.0
  br i1 %cmp.n, label %B240.endif.endif.endif, label %B120.endif.preheader87

B120.endif.preheader87:                           ; preds = %B120.endif.preheader, %middle.block
  %.154.059.ph = phi i64 [ 0, %B120.endif.preheader ], [ %n.vec, %middle.block ]
  br label %B120.endif

B120.endif.us:                                    ; preds = %B178.B228_crit_edge.us.3, %B120.endif.us.preheader.new
  %lsr.iv394 = phi double* [ %107, %B178.B228_crit_edge.us.3 ], [ %scevgep393, %B120.endif.us.preheader.new ]
  %lsr.iv357 = phi double* [ %106, %B178.B228_crit_edge.us.3 ], [ %scevgep356, %B120.endif.us.preheader.new ]
  %lsr.iv351 = phi double* [ %105, %B178.B228_crit_edge.us.3 ], [ %scevgep350, %B120.endif.us.preheader.new ]
  %lsr.iv314 = phi double* [ %104, %B178.B228_crit_edge.us.3 ], [ %scevgep313, %B120.endif.us.preheader.new ]
  %lsr.iv309 = phi i64 [ %lsr.iv.next310, %B178.B228_crit_edge.us.3 ], [ %arg.W1.5.1, %B120.endif.us.preheader.new ]
  %lsr.iv273 = phi double* [ %103, %B178.B228_crit_edge.us.3 ], [ %scevgep272, %B120.endif.us.preheader.new ]
  %lsr.iv267 = phi double* [ %102, %B178.B228_crit_edge.us.3 ], [ %arg.W1.4, %B120.endif.us.preheader.new ]
  %lsr.iv231 = phi double* [ %101, %B178.B228_crit_edge.us.3 ], [ %scevgep230, %B120.endif.us.preheader.new ]
  %.154.059.us = phi i64 [ 0, %B120.endif.us.preheader.new ], [ %.223.us.3, %B178.B228_crit_edge.us.3 ]
  %18 = icmp ult i64 %1, 7
  br i1 %18, label %B178.B228_crit_edge.us.unr-lcssa, label %B180.us.preheader

B180.us.preheader:                                ; preds = %B120.endif.us
  br label %B180.us

B180.us:                                          ; preds = %B180.us.preheader, %B180.us
  %acc.4.156.us = phi double [ %.469.us.7, %B180.us ], [ 0.000000e+00, %B180.us.preheader ]
  %.288.054.us = phi i64 [ %.357.us.7, %B180.us ], [ 0, %B180.us.preheader ]
  %scevgep247 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -7
  %.434.us = load double, double* %scevgep248, align 8
  %sunkaddr = mul i64 %.288.054.us, 8
  %19 = bitcast double* %arg.x.4 to i8*
  %sunkaddr512 = getelementptr i8, i8* %19, i64 %sunkaddr
  %20 = bitcast i8* %sunkaddr512 to double*
  %.466.us = load double, double* %20, align 8
  %.467.us = fmul double %.434.us, %.466.us
  %.469.us = fadd double %acc.4.156.us, %.467.us
  %scevgep244 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -6
  %.434.us.1 = load double, double* %scevgep245, align 8
  %sunkaddr513 = mul i64 %.288.054.us, 8
  %21 = bitcast double* %arg.x.4 to i8*
  %sunkaddr514 = getelementptr i8, i8* %21, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, i8* %sunkaddr514, i64 8
  %22 = bitcast i8* %sunkaddr515 to double*
  %.466.us.1 = load double, double* %22, align 8
  %.467.us.1 = fmul double %.434.us.1, %.466.us.1
  %.469.us.1 = fadd double %.469.us, %.467.us.1
  %scevgep242 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -5
  %.434.us.2 = load double, double* %scevgep243, align 8
  %sunkaddr516 = mul i64 %.288.054.us, 8
  %23 = bitcast double* %arg.x.4 to i8*
  %sunkaddr517 = getelementptr i8, i8* %23, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, i8* %sunkaddr517, i64 16
  %24 = bitcast i8* %sunkaddr518 to double*
  %.466.us.2 = load double, double* %24, align 8
  %.467.us.2 = fmul double %.434.us.2, %.466.us.2
  %.469.us.2 = fadd double %.469.us.1, %.467.us.2
  %scevgep240 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -4
  %.434.us.3 = load double, double* %scevgep241, align 8
  %sunkaddr519 = mul i64 %.288.054.us, 8
  %25 = bitcast double* %arg.x.4 to i8*
  %sunkaddr520 = getelementptr i8, i8* %25, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, i8* %sunkaddr520, i64 24
  %26 = bitcast i8* %sunkaddr521 to double*
  %.466.us.3 = load double, double* %26, align 8
  %.467.us.3 = fmul double %.434.us.3, %.466.us.3
  %.469.us.3 = fadd double %.469.us.2, %.467.us.3
  %scevgep238 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -3
  %.434.us.4 = load double, double* %scevgep239, align 8
  %sunkaddr522 = mul i64 %.288.054.us, 8
  %27 = bitcast double* %arg.x.4 to i8*
  %sunkaddr523 = getelementptr i8, i8* %27, i64 %sunkaddr522
  %sunkaddr524 = getelementptr i8, i8* %sunkaddr523, i64 32
  %28 = bitcast i8* %sunkaddr524 to double*
  %.466.us.4 = load double, double* %28, align 8
  %.467.us.4 = fmul double %.434.us.4, %.466.us.4
  %.469.us.4 = fadd double %.469.us.3, %.467.us.4
  %scevgep236 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -2
  %.434.us.5 = load double, double* %scevgep237, align 8
  %sunkaddr525 = mul i64 %.288.054.us, 8
  %29 = bitcast double* %arg.x.4 to i8*
  %sunkaddr526 = getelementptr i8, i8* %29, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, i8* %sunkaddr526, i64 40
  %30 = bitcast i8* %sunkaddr527 to double*
  %.466.us.5 = load double, double* %30, align 8
  %.467.us.5 = fmul double %.434.us.5, %.466.us.5
  %.469.us.5 = fadd double %.469.us.4, %.467.us.5
  %scevgep234 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -1
  %.434.us.6 = load double, double* %scevgep235, align 8
  %sunkaddr528 = mul i64 %.288.054.us, 8
  %31 = bitcast double* %arg.x.4 to i8*
  %sunkaddr529 = getelementptr i8, i8* %31, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, i8* %sunkaddr529, i64 48
  %32 = bitcast i8* %sunkaddr530 to double*
  %.466.us.6 = load double, double* %32, align 8
  %.467.us.6 = fmul double %.434.us.6, %.466.us.6
  %.469.us.6 = fadd double %.469.us.5, %.467.us.6
  %.357.us.7 = add nuw i64 %.288.054.us, 8
  %scevgep246 = getelementptr double, double* %lsr.iv231, i64 %.288.054.us
  %.434.us.7 = load double, double* %scevgep246, align 8
  %sunkaddr531 = mul i64 %.288.054.us, 8
  %33 = bitcast double* %arg.x.4 to i8*
  %sunkaddr532 = getelementptr i8, i8* %33, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 56
  %34 = bitcast i8* %sunkaddr533 to double*
  %.466.us.7 = load double, double* %34, align 8
  %.467.us.7 = fmul double %.434.us.7, %.466.us.7
  %.469.us.7 = fadd double %.469.us.6, %.467.us.7
  %niter95.ncmp.7 = icmp eq i64 %unroll_iter94, %.357.us.7
  br i1 %niter95.ncmp.7, label %B178.B228_crit_edge.us.unr-lcssa, label %B180.us

B178.B228_crit_edge.us.unr-lcssa:                 ; preds = %B180.us, %B120.endif.us
  %.469.us.lcssa.ph = phi double [ undef, %B120.endif.us ], [ %.469.us.7, %B180.us ]
  %acc.4.156.us.unr = phi double [ 0.000000e+00, %B120.endif.us ], [ %.469.us.7, %B180.us ]
  %.288.054.us.unr = phi i64 [ 0, %B120.endif.us ], [ %.357.us.7, %B180.us ]
  %35 = icmp eq i64 %xtraiter90, 0
  br i1 %35, label %B178.B228_crit_edge.us, label %B180.us.epil.preheader

B180.us.epil.preheader:                           ; preds = %B178.B228_crit_edge.us.unr-lcssa
  %scevgep265 = getelementptr double, double* %arg.x.4, i64 %.288.054.us.unr
  %scevgep270 = getelementptr double, double* %lsr.iv267, i64 %.288.054.us.unr
  br label %B180.us.epil

B180.us.epil:                                     ; preds = %B180.us.epil.preheader, %B180.us.epil
  %acc.4.156.us.epil = phi double [ %.469.us.epil, %B180.us.epil ], [ %acc.4.156.us.unr, %B180.us.epil.preheader ]
  %epil.iter91 = phi i64 [ %epil.iter91.next, %B180.us.epil ], [ 0, %B180.us.epil.preheader ]
  %scevgep271 = getelementptr double, double* %scevgep270, i64 %epil.iter91
  %.434.us.epil = load double, double* %scevgep271, align 8
  %scevgep266 = getelementptr double, double* %scevgep265, i64 %epil.iter91
  %.466.us.epil = load double, double* %scevgep266, align 8
  %.467.us.epil = fmul double %.434.us.epil, %.466.us.epil
  %.469.us.epil = fadd double %acc.4.156.us.epil, %.467.us.epil
  %epil.iter91.next = add i64 %epil.iter91, 1
  %epil.iter91.cmp.not = icmp eq i64 %xtraiter90, %epil.iter91.next
  br i1 %epil.iter91.cmp.not, label %B178.B228_crit_edge.us, label %B180.us.epil, !llvm.loop !16

B178.B228_crit_edge.us:                           ; preds = %B180.us.epil, %B178.B228_crit_edge.us.unr-lcssa
  %.469.us.lcssa = phi double [ %.469.us.lcssa.ph, %B178.B228_crit_edge.us.unr-lcssa ], [ %.469.us.epil, %B180.us.epil ]
  %36 = icmp ult i64 %1, 7
  %.223.us = or i64 %.154.059.us, 1
  %.507.us = getelementptr double, double* %.6.i1.i, i64 %.154.059.us
  store double %.469.us.lcssa, double* %.507.us, align 8
  br i1 %36, label %B178.B228_crit_edge.us.unr-lcssa.1, label %B180.us.1.preheader

B180.us.1.preheader:                              ; preds = %B178.B228_crit_edge.us
  br label %B180.us.1

B180.us.1:                                        ; preds = %B180.us.1.preheader, %B180.us.1
  %acc.4.156.us.1 = phi double [ %.469.us.7.1, %B180.us.1 ], [ 0.000000e+00, %B180.us.1.preheader ]
  %.288.054.us.1 = phi i64 [ %.357.us.7.1, %B180.us.1 ], [ 0, %B180.us.1.preheader ]
  %scevgep289 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -7
  %.434.us.1115 = load double, double* %scevgep290, align 8
  %sunkaddr534 = mul i64 %.288.054.us.1, 8
  %37 = bitcast double* %arg.x.4 to i8*
  %sunkaddr535 = getelementptr i8, i8* %37, i64 %sunkaddr534
  %38 = bitcast i8* %sunkaddr535 to double*
  %.466.us.1117 = load double, double* %38, align 8
  %.467.us.1118 = fmul double %.434.us.1115, %.466.us.1117
  %.469.us.1119 = fadd double %acc.4.156.us.1, %.467.us.1118
  %scevgep286 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -6
  %.434.us.1.1 = load double, double* %scevgep287, align 8
  %sunkaddr536 = mul i64 %.288.054.us.1, 8
  %39 = bitcast double* %arg.x.4 to i8*
  %sunkaddr537 = getelementptr i8, i8* %39, i64 %sunkaddr536
  %sunkaddr538 = getelementptr i8, i8* %sunkaddr537, i64 8
  %40 = bitcast i8* %sunkaddr538 to double*
  %.466.us.1.1 = load double, double* %40, align 8
  %.467.us.1.1 = fmul double %.434.us.1.1, %.466.us.1.1
  %.469.us.1.1 = fadd double %.469.us.1119, %.467.us.1.1
  %scevgep284 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -5
  %.434.us.2.1 = load double, double* %scevgep285, align 8
  %sunkaddr539 = mul i64 %.288.054.us.1, 8
  %41 = bitcast double* %arg.x.4 to i8*
  %sunkaddr540 = getelementptr i8, i8* %41, i64 %sunkaddr539
  %sunkaddr541 = getelementptr i8, i8* %sunkaddr540, i64 16
  %42 = bitcast i8* %sunkaddr541 to double*
  %.466.us.2.1 = load double, double* %42, align 8
  %.467.us.2.1 = fmul double %.434.us.2.1, %.466.us.2.1
  %.469.us.2.1 = fadd double %.469.us.1.1, %.467.us.2.1
  %scevgep282 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -4
  %.434.us.3.1 = load double, double* %scevgep283, align 8
  %sunkaddr542 = mul i64 %.288.054.us.1, 8
  %43 = bitcast double* %arg.x.4 to i8*
  %sunkaddr543 = getelementptr i8, i8* %43, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, i8* %sunkaddr543, i64 24
  %44 = bitcast i8* %sunkaddr544 to double*
  %.466.us.3.1 = load double, double* %44, align 8
  %.467.us.3.1 = fmul double %.434.us.3.1, %.466.us.3.1
  %.469.us.3.1 = fadd double %.469.us.2.1, %.467.us.3.1
  %scevgep280 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -3
  %.434.us.4.1 = load double, double* %scevgep281, align 8
  %sunkaddr545 = mul i64 %.288.054.us.1, 8
  %45 = bitcast double* %arg.x.4 to i8*
  %sunkaddr546 = getelementptr i8, i8* %45, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, i8* %sunkaddr546, i64 32
  %46 = bitcast i8* %sunkaddr547 to double*
  %.466.us.4.1 = load double, double* %46, align 8
  %.467.us.4.1 = fmul double %.434.us.4.1, %.466.us.4.1
  %.469.us.4.1 = fadd double %.469.us.3.1, %.467.us.4.1
  %scevgep278 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -2
  %.434.us.5.1 = load double, double* %scevgep279, align 8
  %sunkaddr548 = mul i64 %.288.054.us.1, 8
  %47 = bitcast double* %arg.x.4 to i8*
  %sunkaddr549 = getelementptr i8, i8* %47, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, i8* %sunkaddr549, i64 40
  %48 = bitcast i8* %sunkaddr550 to double*
  %.466.us.5.1 = load double, double* %48, align 8
  %.467.us.5.1 = fmul double %.434.us.5.1, %.466.us.5.1
  %.469.us.5.1 = fadd double %.469.us.4.1, %.467.us.5.1
  %scevgep276 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -1
  %.434.us.6.1 = load double, double* %scevgep277, align 8
  %sunkaddr551 = mul i64 %.288.054.us.1, 8
  %49 = bitcast double* %arg.x.4 to i8*
  %sunkaddr552 = getelementptr i8, i8* %49, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, i8* %sunkaddr552, i64 48
  %50 = bitcast i8* %sunkaddr553 to double*
  %.466.us.6.1 = load double, double* %50, align 8
  %.467.us.6.1 = fmul double %.434.us.6.1, %.466.us.6.1
  %.469.us.6.1 = fadd double %.469.us.5.1, %.467.us.6.1
  %.357.us.7.1 = add nuw i64 %.288.054.us.1, 8
  %scevgep288 = getelementptr double, double* %lsr.iv273, i64 %.288.054.us.1
  %.434.us.7.1 = load double, double* %scevgep288, align 8
  %sunkaddr554 = mul i64 %.288.054.us.1, 8
  %51 = bitcast double* %arg.x.4 to i8*
  %sunkaddr555 = getelementptr i8, i8* %51, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, i8* %sunkaddr555, i64 56
  %52 = bitcast i8* %sunkaddr556 to double*
  %.466.us.7.1 = load double, double* %52, align 8
  %.467.us.7.1 = fmul double %.434.us.7.1, %.466.us.7.1
  %.469.us.7.1 = fadd double %.469.us.6.1, %.467.us.7.1
  %niter95.ncmp.7.1 = icmp eq i64 %unroll_iter94, %.357.us.7.1
  br i1 %niter95.ncmp.7.1, label %B178.B228_crit_edge.us.unr-lcssa.1, label %B180.us.1

B178.B228_crit_edge.us.unr-lcssa.1:               ; preds = %B180.us.1, %B178.B228_crit_edge.us
  %.469.us.lcssa.ph.1 = phi double [ undef, %B178.B228_crit_edge.us ], [ %.469.us.7.1, %B180.us.1 ]
  %acc.4.156.us.unr.1 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us ], [ %.469.us.7.1, %B180.us.1 ]
  %.288.054.us.unr.1 = phi i64 [ 0, %B178.B228_crit_edge.us ], [ %.357.us.7.1, %B180.us.1 ]
  %53 = and i64 %spec.select43, 7
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %B178.B228_crit_edge.us.1, label %B180.us.epil.1.preheader

B180.us.epil.1.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.1
  %scevgep307 = getelementptr double, double* %arg.x.4, i64 %.288.054.us.unr.1
  %55 = add i64 %.288.054.us.unr.1, %lsr.iv309
  %scevgep311 = getelementptr double, double* %arg.W1.4, i64 %55
  br label %B180.us.epil.1

B180.us.epil.1:                                   ; preds = %B180.us.epil.1.preheader, %B180.us.epil.1
  %acc.4.156.us.epil.1 = phi double [ %.469.us.epil.1, %B180.us.epil.1 ], [ %acc.4.156.us.unr.1, %B180.us.epil.1.preheader ]
  %epil.iter91.1 = phi i64 [ %epil.iter91.next.1, %B180.us.epil.1 ], [ 0, %B180.us.epil.1.preheader ]
  %scevgep312 = getelementptr double, double* %scevgep311, i64 %epil.iter91.1
  %.434.us.epil.1 = load double, double* %scevgep312, align 8
  %scevgep308 = getelementptr double, double* %scevgep307, i64 %epil.iter91.1
  %.466.us.epil.1 = load double, double* %scevgep308, align 8
  %.467.us.epil.1 = fmul double %.434.us.epil.1, %.466.us.epil.1
  %.469.us.epil.1 = fadd double %acc.4.156.us.epil.1, %.467.us.epil.1
  %epil.iter91.next.1 = add i64 %epil.iter91.1, 1
  %epil.iter91.cmp.1.not = icmp eq i64 %xtraiter90, %epil.iter91.next.1
  br i1 %epil.iter91.cmp.1.not, label %B178.B228_crit_edge.us.1, label %B180.us.epil.1, !llvm.loop !16

B178.B228_crit_edge.us.1:                         ; preds = %B180.us.epil.1, %B178.B228_crit_edge.us.unr-lcssa.1
  %.469.us.lcssa.1 = phi double [ %.469.us.lcssa.ph.1, %B178.B228_crit_edge.us.unr-lcssa.1 ], [ %.469.us.epil.1, %B180.us.epil.1 ]
  %56 = icmp ult i64 %1, 7
  %.223.us.1 = or i64 %.154.059.us, 2
  %.507.us.1 = getelementptr double, double* %.6.i1.i, i64 %.223.us
  store double %.469.us.lcssa.1, double* %.507.us.1, align 8
  br i1 %56, label %B178.B228_crit_edge.us.unr-lcssa.2, label %B180.us.2.preheader

B180.us.2.preheader:                              ; preds = %B178.B228_crit_edge.us.1
  br label %B180.us.2

B180.us.2:                                        ; preds = %B180.us.2.preheader, %B180.us.2
  %acc.4.156.us.2 = phi double [ %.469.us.7.2, %B180.us.2 ], [ 0.000000e+00, %B180.us.2.preheader ]
  %.288.054.us.2 = phi i64 [ %.357.us.7.2, %B180.us.2 ], [ 0, %B180.us.2.preheader ]
  %scevgep330 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -7
  %.434.us.2124 = load double, double* %scevgep331, align 8
  %sunkaddr557 = mul i64 %.288.054.us.2, 8
  %57 = bitcast double* %arg.x.4 to i8*
  %sunkaddr558 = getelementptr i8, i8* %57, i64 %sunkaddr557
  %58 = bitcast i8* %sunkaddr558 to double*
  %.466.us.2126 = load double, double* %58, align 8
  %.467.us.2127 = fmul double %.434.us.2124, %.466.us.2126
  %.469.us.2128 = fadd double %acc.4.156.us.2, %.467.us.2127
  %scevgep327 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -6
  %.434.us.1.2 = load double, double* %scevgep328, align 8
  %sunkaddr559 = mul i64 %.288.054.us.2, 8
  %59 = bitcast double* %arg.x.4 to i8*
  %sunkaddr560 = getelementptr i8, i8* %59, i64 %sunkaddr559
  %sunkaddr561 = getelementptr i8, i8* %sunkaddr560, i64 8
  %60 = bitcast i8* %sunkaddr561 to double*
  %.466.us.1.2 = load double, double* %60, align 8
  %.467.us.1.2 = fmul double %.434.us.1.2, %.466.us.1.2
  %.469.us.1.2 = fadd double %.469.us.2128, %.467.us.1.2
  %scevgep325 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -5
  %.434.us.2.2 = load double, double* %scevgep326, align 8
  %sunkaddr562 = mul i64 %.288.054.us.2, 8
  %61 = bitcast double* %arg.x.4 to i8*
  %sunkaddr563 = getelementptr i8, i8* %61, i64 %sunkaddr562
  %sunkaddr564 = getelementptr i8, i8* %sunkaddr563, i64 16
  %62 = bitcast i8* %sunkaddr564 to double*
  %.466.us.2.2 = load double, double* %62, align 8
  %.467.us.2.2 = fmul double %.434.us.2.2, %.466.us.2.2
  %.469.us.2.2 = fadd double %.469.us.1.2, %.467.us.2.2
  %scevgep323 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -4
  %.434.us.3.2 = load double, double* %scevgep324, align 8
  %sunkaddr565 = mul i64 %.288.054.us.2, 8
  %63 = bitcast double* %arg.x.4 to i8*
  %sunkaddr566 = getelementptr i8, i8* %63, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, i8* %sunkaddr566, i64 24
  %64 = bitcast i8* %sunkaddr567 to double*
  %.466.us.3.2 = load double, double* %64, align 8
  %.467.us.3.2 = fmul double %.434.us.3.2, %.466.us.3.2
  %.469.us.3.2 = fadd double %.469.us.2.2, %.467.us.3.2
  %scevgep321 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -3
  %.434.us.4.2 = load double, double* %scevgep322, align 8
  %sunkaddr568 = mul i64 %.288.054.us.2, 8
  %65 = bitcast double* %arg.x.4 to i8*
  %sunkaddr569 = getelementptr i8, i8* %65, i64 %sunkaddr568
  %sunkaddr570 = getelementptr i8, i8* %sunkaddr569, i64 32
  %66 = bitcast i8* %sunkaddr570 to double*
  %.466.us.4.2 = load double, double* %66, align 8
  %.467.us.4.2 = fmul double %.434.us.4.2, %.466.us.4.2
  %.469.us.4.2 = fadd double %.469.us.3.2, %.467.us.4.2
  %scevgep319 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -2
  %.434.us.5.2 = load double, double* %scevgep320, align 8
  %sunkaddr571 = mul i64 %.288.054.us.2, 8
  %67 = bitcast double* %arg.x.4 to i8*
  %sunkaddr572 = getelementptr i8, i8* %67, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, i8* %sunkaddr572, i64 40
  %68 = bitcast i8* %sunkaddr573 to double*
  %.466.us.5.2 = load double, double* %68, align 8
  %.467.us.5.2 = fmul double %.434.us.5.2, %.466.us.5.2
  %.469.us.5.2 = fadd double %.469.us.4.2, %.467.us.5.2
  %scevgep317 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -1
  %.434.us.6.2 = load double, double* %scevgep318, align 8
  %sunkaddr574 = mul i64 %.288.054.us.2, 8
  %69 = bitcast double* %arg.x.4 to i8*
  %sunkaddr575 = getelementptr i8, i8* %69, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, i8* %sunkaddr575, i64 48
  %70 = bitcast i8* %sunkaddr576 to double*
  %.466.us.6.2 = load double, double* %70, align 8
  %.467.us.6.2 = fmul double %.434.us.6.2, %.466.us.6.2
  %.469.us.6.2 = fadd double %.469.us.5.2, %.467.us.6.2
  %.357.us.7.2 = add nuw i64 %.288.054.us.2, 8
  %scevgep329 = getelementptr double, double* %lsr.iv314, i64 %.288.054.us.2
  %.434.us.7.2 = load double, double* %scevgep329, align 8
  %sunkaddr577 = mul i64 %.288.054.us.2, 8
  %71 = bitcast double* %arg.x.4 to i8*
  %sunkaddr578 = getelementptr i8, i8* %71, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, i8* %sunkaddr578, i64 56
  %72 = bitcast i8* %sunkaddr579 to double*
  %.466.us.7.2 = load double, double* %72, align 8
  %.467.us.7.2 = fmul double %.434.us.7.2, %.466.us.7.2
  %.469.us.7.2 = fadd double %.469.us.6.2, %.467.us.7.2
  %niter95.ncmp.7.2 = icmp eq i64 %unroll_iter94, %.357.us.7.2
  br i1 %niter95.ncmp.7.2, label %B178.B228_crit_edge.us.unr-lcssa.2, label %B180.us.2

B178.B228_crit_edge.us.unr-lcssa.2:               ; preds = %B180.us.2, %B178.B228_crit_edge.us.1
  %.469.us.lcssa.ph.2 = phi double [ undef, %B178.B228_crit_edge.us.1 ], [ %.469.us.7.2, %B180.us.2 ]
  %acc.4.156.us.unr.2 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us.1 ], [ %.469.us.7.2, %B180.us.2 ]
  %.288.054.us.unr.2 = phi i64 [ 0, %B178.B228_crit_edge.us.1 ], [ %.357.us.7.2, %B180.us.2 ]
  %73 = and i64 %spec.select43, 7
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %B178.B228_crit_edge.us.2, label %B180.us.epil.2.preheader

B180.us.epil.2.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.2
  %scevgep348 = getelementptr double, double* %arg.x.4, i64 %.288.054.us.unr.2
  %scevgep354 = getelementptr double, double* %lsr.iv351, i64 %.288.054.us.unr.2
  br label %B180.us.epil.2

B180.us.epil.2:                                   ; preds = %B180.us.epil.2.preheader, %B180.us.epil.2
  %acc.4.156.us.epil.2 = phi double [ %.469.us.epil.2, %B180.us.epil.2 ], [ %acc.4.156.us.unr.2, %B180.us.epil.2.preheader ]
  %epil.iter91.2 = phi i64 [ %epil.iter91.next.2, %B180.us.epil.2 ], [ 0, %B180.us.epil.2.preheader ]
  %scevgep355 = getelementptr double, double* %scevgep354, i64 %epil.iter91.2
  %.434.us.epil.2 = load double, double* %scevgep355, align 8
  %scevgep349 = getelementptr double, double* %scevgep348, i64 %epil.iter91.2
  %.466.us.epil.2 = load double, double* %scevgep349, align 8
  %.467.us.epil.2 = fmul double %.434.us.epil.2, %.466.us.epil.2
  %.469.us.epil.2 = fadd double %acc.4.156.us.epil.2, %.467.us.epil.2
  %epil.iter91.next.2 = add i64 %epil.iter91.2, 1
  %epil.iter91.cmp.2.not = icmp eq i64 %xtraiter90, %epil.iter91.next.2
  br i1 %epil.iter91.cmp.2.not, label %B178.B228_crit_edge.us.2, label %B180.us.epil.2, !llvm.loop !16

B178.B228_crit_edge.us.2:                         ; preds = %B180.us.epil.2, %B178.B228_crit_edge.us.unr-lcssa.2
  %.469.us.lcssa.2 = phi double [ %.469.us.lcssa.ph.2, %B178.B228_crit_edge.us.unr-lcssa.2 ], [ %.469.us.epil.2, %B180.us.epil.2 ]
  %75 = icmp ult i64 %1, 7
  %.223.us.2 = or i64 %.154.059.us, 3
  %.507.us.2 = getelementptr double, double* %.6.i1.i, i64 %.223.us.1
  store double %.469.us.lcssa.2, double* %.507.us.2, align 8
  br i1 %75, label %B178.B228_crit_edge.us.unr-lcssa.3, label %B180.us.3.preheader

B180.us.3.preheader:                              ; preds = %B178.B228_crit_edge.us.2
  br label %B180.us.3

B180.us.3:                                        ; preds = %B180.us.3.preheader, %B180.us.3
  %acc.4.156.us.3 = phi double [ %.469.us.7.3, %B180.us.3 ], [ 0.000000e+00, %B180.us.3.preheader ]
  %.288.054.us.3 = phi i64 [ %.357.us.7.3, %B180.us.3 ], [ 0, %B180.us.3.preheader ]
  %scevgep373 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -7
  %.434.us.3133 = load double, double* %scevgep374, align 8
  %sunkaddr580 = mul i64 %.288.054.us.3, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr581 = getelementptr i8, i8* %76, i64 %sunkaddr580
  %77 = bitcast i8* %sunkaddr581 to double*
  %.466.us.3135 = load double, double* %77, align 8
  %.467.us.3136 = fmul double %.434.us.3133, %.466.us.3135
  %.469.us.3137 = fadd double %acc.4.156.us.3, %.467.us.3136
  %scevgep370 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -6
  %.434.us.1.3 = load double, double* %scevgep371, align 8
  %sunkaddr582 = mul i64 %.288.054.us.3, 8
  %78 = bitcast double* %arg.x.4 to i8*
  %sunkaddr583 = getelementptr i8, i8* %78, i64 %sunkaddr582
  %sunkaddr584 = getelementptr i8, i8* %sunkaddr583, i64 8
  %79 = bitcast i8* %sunkaddr584 to double*
  %.466.us.1.3 = load double, double* %79, align 8
  %.467.us.1.3 = fmul double %.434.us.1.3, %.466.us.1.3
  %.469.us.1.3 = fadd double %.469.us.3137, %.467.us.1.3
  %scevgep368 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -5
  %.434.us.2.3 = load double, double* %scevgep369, align 8
  %sunkaddr585 = mul i64 %.288.054.us.3, 8
  %80 = bitcast double* %arg.x.4 to i8*
  %sunkaddr586 = getelementptr i8, i8* %80, i64 %sunkaddr585
  %sunkaddr587 = getelementptr i8, i8* %sunkaddr586, i64 16
  %81 = bitcast i8* %sunkaddr587 to double*
  %.466.us.2.3 = load double, double* %81, align 8
  %.467.us.2.3 = fmul double %.434.us.2.3, %.466.us.2.3
  %.469.us.2.3 = fadd double %.469.us.1.3, %.467.us.2.3
  %scevgep366 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -4
  %.434.us.3.3 = load double, double* %scevgep367, align 8
  %sunkaddr588 = mul i64 %.288.054.us.3, 8
  %82 = bitcast double* %arg.x.4 to i8*
  %sunkaddr589 = getelementptr i8, i8* %82, i64 %sunkaddr588
  %sunkaddr590 = getelementptr i8, i8* %sunkaddr589, i64 24
  %83 = bitcast i8* %sunkaddr590 to double*
  %.466.us.3.3 = load double, double* %83, align 8
  %.467.us.3.3 = fmul double %.434.us.3.3, %.466.us.3.3
  %.469.us.3.3 = fadd double %.469.us.2.3, %.467.us.3.3
  %scevgep364 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -3
  %.434.us.4.3 = load double, double* %scevgep365, align 8
  %sunkaddr591 = mul i64 %.288.054.us.3, 8
  %84 = bitcast double* %arg.x.4 to i8*
  %sunkaddr592 = getelementptr i8, i8* %84, i64 %sunkaddr591
  %sunkaddr593 = getelementptr i8, i8* %sunkaddr592, i64 32
  %85 = bitcast i8* %sunkaddr593 to double*
  %.466.us.4.3 = load double, double* %85, align 8
  %.467.us.4.3 = fmul double %.434.us.4.3, %.466.us.4.3
  %.469.us.4.3 = fadd double %.469.us.3.3, %.467.us.4.3
  %scevgep362 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -2
  %.434.us.5.3 = load double, double* %scevgep363, align 8
  %sunkaddr594 = mul i64 %.288.054.us.3, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr595 = getelementptr i8, i8* %86, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, i8* %sunkaddr595, i64 40
  %87 = bitcast i8* %sunkaddr596 to double*
  %.466.us.5.3 = load double, double* %87, align 8
  %.467.us.5.3 = fmul double %.434.us.5.3, %.466.us.5.3
  %.469.us.5.3 = fadd double %.469.us.4.3, %.467.us.5.3
  %scevgep360 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -1
  %.434.us.6.3 = load double, double* %scevgep361, align 8
  %sunkaddr597 = mul i64 %.288.054.us.3, 8
  %88 = bitcast double* %arg.x.4 to i8*
  %sunkaddr598 = getelementptr i8, i8* %88, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, i8* %sunkaddr598, i64 48
  %89 = bitcast i8* %sunkaddr599 to double*
  %.466.us.6.3 = load double, double* %89, align 8
  %.467.us.6.3 = fmul double %.434.us.6.3, %.466.us.6.3
  %.469.us.6.3 = fadd double %.469.us.5.3, %.467.us.6.3
  %.357.us.7.3 = add nuw i64 %.288.054.us.3, 8
  %scevgep372 = getelementptr double, double* %lsr.iv357, i64 %.288.054.us.3
  %.434.us.7.3 = load double, double* %scevgep372, align 8
  %sunkaddr600 = mul i64 %.288.054.us.3, 8
  %90 = bitcast double* %arg.x.4 to i8*
  %sunkaddr601 = getelementptr i8, i8* %90, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, i8* %sunkaddr601, i64 56
  %91 = bitcast i8* %sunkaddr602 to double*
  %.466.us.7.3 = load double, double* %91, align 8
  %.467.us.7.3 = fmul double %.434.us.7.3, %.466.us.7.3
  %.469.us.7.3 = fadd double %.469.us.6.3, %.467.us.7.3
  %niter95.ncmp.7.3 = icmp eq i64 %unroll_iter94, %.357.us.7.3
  br i1 %niter95.ncmp.7.3, label %B178.B228_crit_edge.us.unr-lcssa.3, label %B180.us.3

B178.B228_crit_edge.us.unr-lcssa.3:               ; preds = %B180.us.3, %B178.B228_crit_edge.us.2
  %.469.us.lcssa.ph.3 = phi double [ undef, %B178.B228_crit_edge.us.2 ], [ %.469.us.7.3, %B180.us.3 ]
  %acc.4.156.us.unr.3 = phi double [ 0.000000e+00, %B178.B228_crit_edge.us.2 ], [ %.469.us.7.3, %B180.us.3 ]
  %.288.054.us.unr.3 = phi i64 [ 0, %B178.B228_crit_edge.us.2 ], [ %.357.us.7.3, %B180.us.3 ]
  %92 = and i64 %spec.select43, 7
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %B178.B228_crit_edge.us.3, label %B180.us.epil.3.preheader

B180.us.epil.3.preheader:                         ; preds = %B178.B228_crit_edge.us.unr-lcssa.3
  %scevgep391 = getelementptr double, double* %arg.x.4, i64 %.288.054.us.unr.3
  %scevgep397 = getelementptr double, double* %lsr.iv394, i64 %.288.054.us.unr.3
  br label %B180.us.epil.3

B180.us.epil.3:                                   ; preds = %B180.us.epil.3.preheader, %B180.us.epil.3
  %acc.4.156.us.epil.3 = phi double [ %.469.us.epil.3, %B180.us.epil.3 ], [ %acc.4.156.us.unr.3, %B180.us.epil.3.preheader ]
  %epil.iter91.3 = phi i64 [ %epil.iter91.next.3, %B180.us.epil.3 ], [ 0, %B180.us.epil.3.preheader ]
  %scevgep398 = getelementptr double, double* %scevgep397, i64 %epil.iter91.3
  %.434.us.epil.3 = load double, double* %scevgep398, align 8
  %scevgep392 = getelementptr double, double* %scevgep391, i64 %epil.iter91.3
  %.466.us.epil.3 = load double, double* %scevgep392, align 8
  %.467.us.epil.3 = fmul double %.434.us.epil.3, %.466.us.epil.3
  %.469.us.epil.3 = fadd double %acc.4.156.us.epil.3, %.467.us.epil.3
  %epil.iter91.next.3 = add i64 %epil.iter91.3, 1
  %epil.iter91.cmp.3.not = icmp eq i64 %xtraiter90, %epil.iter91.next.3
  br i1 %epil.iter91.cmp.3.not, label %B178.B228_crit_edge.us.3, label %B180.us.epil.3, !llvm.loop !16

B178.B228_crit_edge.us.3:                         ; preds = %B180.us.epil.3, %B178.B228_crit_edge.us.unr-lcssa.3
  %.469.us.lcssa.3 = phi double [ %.469.us.lcssa.ph.3, %B178.B228_crit_edge.us.unr-lcssa.3 ], [ %.469.us.epil.3, %B180.us.epil.3 ]
  %94 = bitcast double* %lsr.iv231 to i1*
  %95 = bitcast double* %lsr.iv267 to i1*
  %96 = bitcast double* %lsr.iv273 to i1*
  %97 = bitcast double* %lsr.iv314 to i1*
  %98 = bitcast double* %lsr.iv351 to i1*
  %99 = bitcast double* %lsr.iv357 to i1*
  %100 = bitcast double* %lsr.iv394 to i1*
  %.223.us.3 = add nuw nsw i64 %.154.059.us, 4
  %.507.us.3 = getelementptr double, double* %.6.i1.i, i64 %.223.us.2
  store double %.469.us.lcssa.3, double* %.507.us.3, align 8
  %scevgep233 = getelementptr i1, i1* %94, i64 %4
  %101 = bitcast i1* %scevgep233 to double*
  %scevgep269 = getelementptr i1, i1* %95, i64 %4
  %102 = bitcast i1* %scevgep269 to double*
  %scevgep275 = getelementptr i1, i1* %96, i64 %4
  %103 = bitcast i1* %scevgep275 to double*
  %lsr.iv.next310 = add i64 %lsr.iv309, %6
  %scevgep316 = getelementptr i1, i1* %97, i64 %4
  %104 = bitcast i1* %scevgep316 to double*
  %scevgep353 = getelementptr i1, i1* %98, i64 %4
  %105 = bitcast i1* %scevgep353 to double*
  %scevgep359 = getelementptr i1, i1* %99, i64 %4
  %106 = bitcast i1* %scevgep359 to double*
  %scevgep396 = getelementptr i1, i1* %100, i64 %4
  %107 = bitcast i1* %scevgep396 to double*
  %niter111.ncmp.3 = icmp eq i64 %.223.us.3, %unroll_iter110
  br i1 %niter111.ncmp.3, label %B240.endif.endif.endif.loopexit.unr-lcssa, label %B120.endif.us

B120.endif:                                       ; preds = %B120.endif.preheader87, %B120.endif
  %.154.059 = phi i64 [ %.223, %B120.endif ], [ %.154.059.ph, %B120.endif.preheader87 ]
  %.223 = add nuw nsw i64 %.154.059, 1
  %scevgep399 = getelementptr double, double* %.6.i1.i, i64 %.154.059
  store double 0.000000e+00, double* %scevgep399, align 8
  %exitcond70.not = icmp eq i64 %arg.W1.5.0, %.223
  br i1 %exitcond70.not, label %B240.endif.endif.endif, label %B120.endif, !llvm.loop !17

B240.endif.endif.endif.loopexit.unr-lcssa:        ; preds = %B178.B228_crit_edge.us.3, %B120.endif.us.preheader
  %.154.059.us.unr = phi i64 [ 0, %B120.endif.us.preheader ], [ %.223.us.3, %B178.B228_crit_edge.us.3 ]
  %lcmp.mod109.not = icmp eq i64 %xtraiter96, 0
  br i1 %lcmp.mod109.not, label %B240.endif.endif.endif, label %B120.endif.us.epil.preheader

B120.endif.us.epil.preheader:                     ; preds = %B240.endif.endif.endif.loopexit.unr-lcssa
  %xtraiter90.epil = and i64 %spec.select43, 7
  %unroll_iter94.epil = and i64 %spec.select43, %const
  %108 = mul i64 %.154.059.us.unr, %arg.W1.5.1
  %109 = add i64 %108, 7
  %scevgep189 = getelementptr double, double* %arg.W1.4, i64 %109
  %110 = shl i64 %arg.W1.5.1, 3
  br label %B120.endif.us.epil

B120.endif.us.epil:                               ; preds = %B178.B228_crit_edge.us.epil, %B120.endif.us.epil.preheader
  %lsr.iv226 = phi i64 [ %lsr.iv.next227, %B178.B228_crit_edge.us.epil ], [ %108, %B120.endif.us.epil.preheader ]
  %lsr.iv190 = phi double* [ %131, %B178.B228_crit_edge.us.epil ], [ %scevgep189, %B120.endif.us.epil.preheader ]
  %.154.059.us.epil = phi i64 [ %.223.us.epil, %B178.B228_crit_edge.us.epil ], [ %.154.059.us.unr, %B120.endif.us.epil.preheader ]
  %epil.iter108 = phi i64 [ %epil.iter108.next, %B178.B228_crit_edge.us.epil ], [ 0, %B120.endif.us.epil.preheader ]
  %111 = icmp ult i64 %1, 7
  br i1 %111, label %B178.B228_crit_edge.us.unr-lcssa.epil, label %B180.us.epil97.preheader

B180.us.epil97.preheader:                         ; preds = %B120.endif.us.epil
  br label %B180.us.epil97

B180.us.epil97:                                   ; preds = %B180.us.epil97.preheader, %B180.us.epil97
  %acc.4.156.us.epil98 = phi double [ %.469.us.7.epil, %B180.us.epil97 ], [ 0.000000e+00, %B180.us.epil97.preheader ]
  %.288.054.us.epil99 = phi i64 [ %.357.us.7.epil, %B180.us.epil97 ], [ 0, %B180.us.epil97.preheader ]
  %scevgep206 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -7
  %.434.us.epil103 = load double, double* %scevgep207, align 8
  %sunkaddr603 = mul i64 %.288.054.us.epil99, 8
  %112 = bitcast double* %arg.x.4 to i8*
  %sunkaddr604 = getelementptr i8, i8* %112, i64 %sunkaddr603
  %113 = bitcast i8* %sunkaddr604 to double*
  %.466.us.epil105 = load double, double* %113, align 8
  %.467.us.epil106 = fmul double %.434.us.epil103, %.466.us.epil105
  %.469.us.epil107 = fadd double %acc.4.156.us.epil98, %.467.us.epil106
  %scevgep203 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -6
  %.434.us.1.epil = load double, double* %scevgep204, align 8
  %sunkaddr605 = mul i64 %.288.054.us.epil99, 8
  %114 = bitcast double* %arg.x.4 to i8*
  %sunkaddr606 = getelementptr i8, i8* %114, i64 %sunkaddr605
  %sunkaddr607 = getelementptr i8, i8* %sunkaddr606, i64 8
  %115 = bitcast i8* %sunkaddr607 to double*
  %.466.us.1.epil = load double, double* %115, align 8
  %.467.us.1.epil = fmul double %.434.us.1.epil, %.466.us.1.epil
  %.469.us.1.epil = fadd double %.469.us.epil107, %.467.us.1.epil
  %scevgep201 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -5
  %.434.us.2.epil = load double, double* %scevgep202, align 8
  %sunkaddr608 = mul i64 %.288.054.us.epil99, 8
  %116 = bitcast double* %arg.x.4 to i8*
  %sunkaddr609 = getelementptr i8, i8* %116, i64 %sunkaddr608
  %sunkaddr610 = getelementptr i8, i8* %sunkaddr609, i64 16
  %117 = bitcast i8* %sunkaddr610 to double*
  %.466.us.2.epil = load double, double* %117, align 8
  %.467.us.2.epil = fmul double %.434.us.2.epil, %.466.us.2.epil
  %.469.us.2.epil = fadd double %.469.us.1.epil, %.467.us.2.epil
  %scevgep199 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -4
  %.434.us.3.epil = load double, double* %scevgep200, align 8
  %sunkaddr611 = mul i64 %.288.054.us.epil99, 8
  %118 = bitcast double* %arg.x.4 to i8*
  %sunkaddr612 = getelementptr i8, i8* %118, i64 %sunkaddr611
  %sunkaddr613 = getelementptr i8, i8* %sunkaddr612, i64 24
  %119 = bitcast i8* %sunkaddr613 to double*
  %.466.us.3.epil = load double, double* %119, align 8
  %.467.us.3.epil = fmul double %.434.us.3.epil, %.466.us.3.epil
  %.469.us.3.epil = fadd double %.469.us.2.epil, %.467.us.3.epil
  %scevgep197 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -3
  %.434.us.4.epil = load double, double* %scevgep198, align 8
  %sunkaddr614 = mul i64 %.288.054.us.epil99, 8
  %120 = bitcast double* %arg.x.4 to i8*
  %sunkaddr615 = getelementptr i8, i8* %120, i64 %sunkaddr614
  %sunkaddr616 = getelementptr i8, i8* %sunkaddr615, i64 32
  %121 = bitcast i8* %sunkaddr616 to double*
  %.466.us.4.epil = load double, double* %121, align 8
  %.467.us.4.epil = fmul double %.434.us.4.epil, %.466.us.4.epil
  %.469.us.4.epil = fadd double %.469.us.3.epil, %.467.us.4.epil
  %scevgep195 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -2
  %.434.us.5.epil = load double, double* %scevgep196, align 8
  %sunkaddr617 = mul i64 %.288.054.us.epil99, 8
  %122 = bitcast double* %arg.x.4 to i8*
  %sunkaddr618 = getelementptr i8, i8* %122, i64 %sunkaddr617
  %sunkaddr619 = getelementptr i8, i8* %sunkaddr618, i64 40
  %123 = bitcast i8* %sunkaddr619 to double*
  %.466.us.5.epil = load double, double* %123, align 8
  %.467.us.5.epil = fmul double %.434.us.5.epil, %.466.us.5.epil
  %.469.us.5.epil = fadd double %.469.us.4.epil, %.467.us.5.epil
  %scevgep193 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -1
  %.434.us.6.epil = load double, double* %scevgep194, align 8
  %sunkaddr620 = mul i64 %.288.054.us.epil99, 8
  %124 = bitcast double* %arg.x.4 to i8*
  %sunkaddr621 = getelementptr i8, i8* %124, i64 %sunkaddr620
  %sunkaddr622 = getelementptr i8, i8* %sunkaddr621, i64 48
  %125 = bitcast i8* %sunkaddr622 to double*
  %.466.us.6.epil = load double, double* %125, align 8
  %.467.us.6.epil = fmul double %.434.us.6.epil, %.466.us.6.epil
  %.469.us.6.epil = fadd double %.469.us.5.epil, %.467.us.6.epil
  %.357.us.7.epil = add nuw i64 %.288.054.us.epil99, 8
  %scevgep205 = getelementptr double, double* %lsr.iv190, i64 %.288.054.us.epil99
  %.434.us.7.epil = load double, double* %scevgep205, align 8
  %sunkaddr623 = mul i64 %.288.054.us.epil99, 8
  %126 = bitcast double* %arg.x.4 to i8*
  %sunkaddr624 = getelementptr i8, i8* %126, i64 %sunkaddr623
  %sunkaddr625 = getelementptr i8, i8* %sunkaddr624, i64 56
  %127 = bitcast i8* %sunkaddr625 to double*
  %.466.us.7.epil = load double, double* %127, align 8
  %.467.us.7.epil = fmul double %.434.us.7.epil, %.466.us.7.epil
  %.469.us.7.epil = fadd double %.469.us.6.epil, %.467.us.7.epil
  %niter95.ncmp.7.epil = icmp eq i64 %unroll_iter94.epil, %.357.us.7.epil
  br i1 %niter95.ncmp.7.epil, label %B178.B228_crit_edge.us.unr-lcssa.epil, label %B180.us.epil97

B178.B228_crit_edge.us.unr-lcssa.epil:            ; preds = %B180.us.epil97, %B120.endif.us.epil
  %.469.us.lcssa.ph.epil = phi double [ undef, %B120.endif.us.epil ], [ %.469.us.7.epil, %B180.us.epil97 ]
  %acc.4.156.us.unr.epil = phi double [ 0.000000e+00, %B120.endif.us.epil ], [ %.469.us.7.epil, %B180.us.epil97 ]
  %.288.054.us.unr.epil = phi i64 [ 0, %B120.endif.us.epil ], [ %.357.us.7.epil, %B180.us.epil97 ]
  %128 = icmp eq i64 %xtraiter90.epil, 0
  br i1 %128, label %B178.B228_crit_edge.us.epil, label %B180.us.epil.epil.preheader

B180.us.epil.epil.preheader:                      ; preds = %B178.B228_crit_edge.us.unr-lcssa.epil
  %scevgep224 = getelementptr double, double* %arg.x.4, i64 %.288.054.us.unr.epil
  %129 = add i64 %.288.054.us.unr.epil, %lsr.iv226
  %scevgep228 = getelementptr double, double* %arg.W1.4, i64 %129
  br label %B180.us.epil.epil

B180.us.epil.epil:                                ; preds = %B180.us.epil.epil.preheader, %B180.us.epil.epil
  %acc.4.156.us.epil.epil = phi double [ %.469.us.epil.epil, %B180.us.epil.epil ], [ %acc.4.156.us.unr.epil, %B180.us.epil.epil.preheader ]
  %epil.iter91.epil = phi i64 [ %epil.iter91.next.epil, %B180.us.epil.epil ], [ 0, %B180.us.epil.epil.preheader ]
  %scevgep229 = getelementptr double, double* %scevgep228, i64 %epil.iter91.epil
  %.434.us.epil.epil = load double, double* %scevgep229, align 8
  %scevgep225 = getelementptr double, double* %scevgep224, i64 %epil.iter91.epil
  %.466.us.epil.epil = load double, double* %scevgep225, align 8
  %.467.us.epil.epil = fmul double %.434.us.epil.epil, %.466.us.epil.epil
  %.469.us.epil.epil = fadd double %acc.4.156.us.epil.epil, %.467.us.epil.epil
  %epil.iter91.next.epil = add i64 %epil.iter91.epil, 1
  %epil.iter91.cmp.epil.not = icmp eq i64 %xtraiter90.epil, %epil.iter91.next.epil
  br i1 %epil.iter91.cmp.epil.not, label %B178.B228_crit_edge.us.epil, label %B180.us.epil.epil, !llvm.loop !16

B178.B228_crit_edge.us.epil:                      ; preds = %B180.us.epil.epil, %B178.B228_crit_edge.us.unr-lcssa.epil
  %.469.us.lcssa.epil = phi double [ %.469.us.lcssa.ph.epil, %B178.B228_crit_edge.us.unr-lcssa.epil ], [ %.469.us.epil.epil, %B180.us.epil.epil ]
  %130 = bitcast double* %lsr.iv190 to i1*
  %.223.us.epil = add nuw nsw i64 %.154.059.us.epil, 1
  %.507.us.epil = getelementptr double, double* %.6.i1.i, i64 %.154.059.us.epil
  store double %.469.us.lcssa.epil, double* %.507.us.epil, align 8
  %epil.iter108.next = add i64 %epil.iter108, 1
  %scevgep192 = getelementptr i1, i1* %130, i64 %110
  %131 = bitcast i1* %scevgep192 to double*
  %lsr.iv.next227 = add i64 %lsr.iv226, %arg.W1.5.1
  %epil.iter108.cmp.not = icmp eq i64 %epil.iter108.next, %xtraiter96
  br i1 %epil.iter108.cmp.not, label %B240.endif.endif.endif, label %B120.endif.us.epil, !llvm.loop !19

B240.endif.endif.endif:                           ; preds = %B120.endif, %B178.B228_crit_edge.us.epil, %B240.endif.endif.endif.loopexit.unr-lcssa, %middle.block, %B0.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.W1.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.29.i, i32 32), !noalias !20
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B240.endif.endif.endif.if, label %B240.endif.endif.endif.endif, !prof !0

B240.endif.endif.endif.if:                        ; preds = %B240.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139915729697280.14, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B240.endif.endif.endif.endif:                     ; preds = %B240.endif.endif.endif
  %132 = icmp eq i64 %arg.W1.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %133 = bitcast i8* %.5.i to double**
  %.6.i7 = load double*, double** %133, align 8
  br i1 %132, label %for.end.endif.thread, label %for.body.preheader

for.body.preheader:                               ; preds = %B240.endif.endif.endif.endif
  %.661.not = icmp eq i64 %arg.W1.5.0, 1
  br i1 %.661.not, label %for.end.endif.thread76, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.body.us
  %loop.index6.us = phi i64 [ %.698.us, %for.body.us ], [ 0, %for.body.us.preheader ]
  %scevgep187 = getelementptr double, double* %.6.i1.i, i64 %loop.index6.us
  %.669.us = load double, double* %scevgep187, align 8
  %.12.i.us = tail call double @tanh(double %.669.us) #5, !noalias !27
  %scevgep188 = getelementptr double, double* %.6.i7, i64 %loop.index6.us
  store double %.12.i.us, double* %scevgep188, align 8
  %.698.us = add nuw nsw i64 %loop.index6.us, 1
  %exitcond67.not = icmp eq i64 %arg.W1.5.0, %.698.us
  br i1 %exitcond67.not, label %for.end.endif, label %for.body.us

for.end.endif:                                    ; preds = %for.body.us
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.766.inv = icmp sgt i64 %arg.W2.5.0, 0
  br i1 %.766.inv, label %B338.endif.lr.ph, label %B494

for.end.endif.thread76:                           ; preds = %for.body.preheader
  %.669 = load double, double* %.6.i1.i, align 8
  %.12.i = tail call double @tanh(double %.669) #5, !noalias !27
  store double %.12.i, double* %.6.i7, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.766.inv77 = icmp sgt i64 %arg.W2.5.0, 0
  br i1 %.766.inv77, label %B338.endif.us.preheader, label %B494

for.end.endif.thread:                             ; preds = %B240.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.766.inv71 = icmp sgt i64 %arg.W2.5.0, 0
  br i1 %.766.inv71, label %B338.endif.preheader, label %B494

B338.endif.lr.ph:                                 ; preds = %for.end.endif
  %134 = icmp eq i64 %arg.W1.5.0, 0
  br i1 %134, label %B338.endif.preheader, label %B338.endif.us.preheader

B338.endif.us.preheader:                          ; preds = %for.end.endif.thread76, %B338.endif.lr.ph
  %135 = add i64 %arg.W1.5.0, -1
  %xtraiter = and i64 %arg.W1.5.0, 7
  %unroll_iter = and i64 %arg.W1.5.0, -8
  %scevgep = getelementptr double, double* %arg.W2.4, i64 7
  %136 = shl i64 %arg.W2.5.1, 3
  br label %B338.endif.us

B338.endif.preheader:                             ; preds = %for.end.endif.thread, %B338.endif.lr.ph
  %137 = add i64 %arg.W2.5.0, 1
  br label %B338.endif

B338.endif.us:                                    ; preds = %B338.endif.us.preheader, %B396.B446_crit_edge.us
  %lsr.iv182 = phi double* [ %arg.W2.4, %B338.endif.us.preheader ], [ %159, %B396.B446_crit_edge.us ]
  %lsr.iv146 = phi double* [ %scevgep, %B338.endif.us.preheader ], [ %158, %B396.B446_crit_edge.us ]
  %s.2.051.us = phi double [ %.1082.us, %B396.B446_crit_edge.us ], [ 0.000000e+00, %B338.endif.us.preheader ]
  %.752.049.us = phi i64 [ %.821.us, %B396.B446_crit_edge.us ], [ 0, %B338.endif.us.preheader ]
  %138 = icmp ult i64 %135, 7
  br i1 %138, label %B396.B446_crit_edge.us.unr-lcssa, label %B398.us.preheader

B398.us.preheader:                                ; preds = %B338.endif.us
  br label %B398.us

B398.us:                                          ; preds = %B398.us.preheader, %B398.us
  %acc.5.148.us = phi double [ %.1067.us.7, %B398.us ], [ 0.000000e+00, %B398.us.preheader ]
  %.886.046.us = phi i64 [ %.955.us.7, %B398.us ], [ 0, %B398.us.preheader ]
  %scevgep162 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -7
  %.1032.us = load double, double* %scevgep163, align 8
  %sunkaddr626 = mul i64 %.886.046.us, 8
  %139 = bitcast double* %.6.i7 to i8*
  %sunkaddr627 = getelementptr i8, i8* %139, i64 %sunkaddr626
  %140 = bitcast i8* %sunkaddr627 to double*
  %.1064.us = load double, double* %140, align 8
  %.1065.us = fmul double %.1032.us, %.1064.us
  %.1067.us = fadd double %acc.5.148.us, %.1065.us
  %scevgep159 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -6
  %.1032.us.1 = load double, double* %scevgep160, align 8
  %sunkaddr628 = mul i64 %.886.046.us, 8
  %141 = bitcast double* %.6.i7 to i8*
  %sunkaddr629 = getelementptr i8, i8* %141, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, i8* %sunkaddr629, i64 8
  %142 = bitcast i8* %sunkaddr630 to double*
  %.1064.us.1 = load double, double* %142, align 8
  %.1065.us.1 = fmul double %.1032.us.1, %.1064.us.1
  %.1067.us.1 = fadd double %.1067.us, %.1065.us.1
  %scevgep157 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -5
  %.1032.us.2 = load double, double* %scevgep158, align 8
  %sunkaddr631 = mul i64 %.886.046.us, 8
  %143 = bitcast double* %.6.i7 to i8*
  %sunkaddr632 = getelementptr i8, i8* %143, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, i8* %sunkaddr632, i64 16
  %144 = bitcast i8* %sunkaddr633 to double*
  %.1064.us.2 = load double, double* %144, align 8
  %.1065.us.2 = fmul double %.1032.us.2, %.1064.us.2
  %.1067.us.2 = fadd double %.1067.us.1, %.1065.us.2
  %scevgep155 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -4
  %.1032.us.3 = load double, double* %scevgep156, align 8
  %sunkaddr634 = mul i64 %.886.046.us, 8
  %145 = bitcast double* %.6.i7 to i8*
  %sunkaddr635 = getelementptr i8, i8* %145, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, i8* %sunkaddr635, i64 24
  %146 = bitcast i8* %sunkaddr636 to double*
  %.1064.us.3 = load double, double* %146, align 8
  %.1065.us.3 = fmul double %.1032.us.3, %.1064.us.3
  %.1067.us.3 = fadd double %.1067.us.2, %.1065.us.3
  %scevgep153 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -3
  %.1032.us.4 = load double, double* %scevgep154, align 8
  %sunkaddr637 = mul i64 %.886.046.us, 8
  %147 = bitcast double* %.6.i7 to i8*
  %sunkaddr638 = getelementptr i8, i8* %147, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, i8* %sunkaddr638, i64 32
  %148 = bitcast i8* %sunkaddr639 to double*
  %.1064.us.4 = load double, double* %148, align 8
  %.1065.us.4 = fmul double %.1032.us.4, %.1064.us.4
  %.1067.us.4 = fadd double %.1067.us.3, %.1065.us.4
  %scevgep151 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -2
  %.1032.us.5 = load double, double* %scevgep152, align 8
  %sunkaddr640 = mul i64 %.886.046.us, 8
  %149 = bitcast double* %.6.i7 to i8*
  %sunkaddr641 = getelementptr i8, i8* %149, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, i8* %sunkaddr641, i64 40
  %150 = bitcast i8* %sunkaddr642 to double*
  %.1064.us.5 = load double, double* %150, align 8
  %.1065.us.5 = fmul double %.1032.us.5, %.1064.us.5
  %.1067.us.5 = fadd double %.1067.us.4, %.1065.us.5
  %scevgep149 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -1
  %.1032.us.6 = load double, double* %scevgep150, align 8
  %sunkaddr643 = mul i64 %.886.046.us, 8
  %151 = bitcast double* %.6.i7 to i8*
  %sunkaddr644 = getelementptr i8, i8* %151, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, i8* %sunkaddr644, i64 48
  %152 = bitcast i8* %sunkaddr645 to double*
  %.1064.us.6 = load double, double* %152, align 8
  %.1065.us.6 = fmul double %.1032.us.6, %.1064.us.6
  %.1067.us.6 = fadd double %.1067.us.5, %.1065.us.6
  %.955.us.7 = add nuw i64 %.886.046.us, 8
  %scevgep161 = getelementptr double, double* %lsr.iv146, i64 %.886.046.us
  %.1032.us.7 = load double, double* %scevgep161, align 8
  %sunkaddr646 = mul i64 %.886.046.us, 8
  %153 = bitcast double* %.6.i7 to i8*
  %sunkaddr647 = getelementptr i8, i8* %153, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, i8* %sunkaddr647, i64 56
  %154 = bitcast i8* %sunkaddr648 to double*
  %.1064.us.7 = load double, double* %154, align 8
  %.1065.us.7 = fmul double %.1032.us.7, %.1064.us.7
  %.1067.us.7 = fadd double %.1067.us.6, %.1065.us.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.955.us.7
  br i1 %niter.ncmp.7, label %B396.B446_crit_edge.us.unr-lcssa, label %B398.us

B396.B446_crit_edge.us.unr-lcssa:                 ; preds = %B398.us, %B338.endif.us
  %.1067.us.lcssa.ph = phi double [ undef, %B338.endif.us ], [ %.1067.us.7, %B398.us ]
  %acc.5.148.us.unr = phi double [ 0.000000e+00, %B338.endif.us ], [ %.1067.us.7, %B398.us ]
  %.886.046.us.unr = phi i64 [ 0, %B338.endif.us ], [ %.955.us.7, %B398.us ]
  %155 = icmp eq i64 %xtraiter, 0
  br i1 %155, label %B396.B446_crit_edge.us, label %B398.us.epil.preheader

B398.us.epil.preheader:                           ; preds = %B396.B446_crit_edge.us.unr-lcssa
  %scevgep180 = getelementptr double, double* %.6.i7, i64 %.886.046.us.unr
  %scevgep185 = getelementptr double, double* %lsr.iv182, i64 %.886.046.us.unr
  br label %B398.us.epil

B398.us.epil:                                     ; preds = %B398.us.epil.preheader, %B398.us.epil
  %acc.5.148.us.epil = phi double [ %.1067.us.epil, %B398.us.epil ], [ %acc.5.148.us.unr, %B398.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B398.us.epil ], [ 0, %B398.us.epil.preheader ]
  %scevgep186 = getelementptr double, double* %scevgep185, i64 %epil.iter
  %.1032.us.epil = load double, double* %scevgep186, align 8
  %scevgep181 = getelementptr double, double* %scevgep180, i64 %epil.iter
  %.1064.us.epil = load double, double* %scevgep181, align 8
  %.1065.us.epil = fmul double %.1032.us.epil, %.1064.us.epil
  %.1067.us.epil = fadd double %acc.5.148.us.epil, %.1065.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B396.B446_crit_edge.us, label %B398.us.epil, !llvm.loop !30

B396.B446_crit_edge.us:                           ; preds = %B398.us.epil, %B396.B446_crit_edge.us.unr-lcssa
  %.1067.us.lcssa = phi double [ %.1067.us.lcssa.ph, %B396.B446_crit_edge.us.unr-lcssa ], [ %.1067.us.epil, %B398.us.epil ]
  %156 = bitcast double* %lsr.iv146 to i1*
  %157 = bitcast double* %lsr.iv182 to i1*
  %.821.us = add nuw nsw i64 %.752.049.us, 1
  %.1078.us = tail call double @tanh(double %.1067.us.lcssa)
  %.1082.us = fadd double %s.2.051.us, %.1078.us
  %scevgep148 = getelementptr i1, i1* %156, i64 %136
  %158 = bitcast i1* %scevgep148 to double*
  %scevgep184 = getelementptr i1, i1* %157, i64 %136
  %159 = bitcast i1* %scevgep184 to double*
  %exitcond66.not = icmp eq i64 %.821.us, %arg.W2.5.0
  br i1 %exitcond66.not, label %B494, label %B338.endif.us

B338.endif:                                       ; preds = %B338.endif.preheader, %B338.endif
  %lsr.iv = phi i64 [ %137, %B338.endif.preheader ], [ %lsr.iv.next, %B338.endif ]
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.808 = icmp ugt i64 %lsr.iv.next, 1
  br i1 %.808, label %B338.endif, label %B494
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define i8* @_ZN7cpython7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.13 = load i8*, i8** @_ZN08NumbaEnv7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.18 = icmp eq i8* %.13, null
  br i1 %.18, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([188 x i8], [188 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr13 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr13 to double**
  %.38.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr14 to i64*
  %.38.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.23 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr15 to i64*
  %.38.fca.5.1.load = load i64, i64* %9, align 8
  %.47 = load i8*, i8** %.6, align 8
  %.51 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %10, i8 0, i64 72, i1 false)
  %.52 = call i32 @NRT_adapt_ndarray_from_python(i8* %.47, i8* nonnull %.51)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr16 to i64*
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
  %sunkaddr17 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr17 to double**
  %.63.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr18 to i64*
  %.63.fca.5.0.load = load i64, i64* %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.48 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %18, i64 48
  %19 = bitcast i8* %sunkaddr19 to i64*
  %.63.fca.5.1.load = load i64, i64* %19, align 8
  %.72 = load i8*, i8** %.7, align 8
  %.76 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %20 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %20, i8 0, i64 56, i1 false)
  %.77 = call i32 @NRT_adapt_ndarray_from_python(i8* %.72, i8* nonnull %.76)
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %21, i64 24
  %22 = bitcast i8* %sunkaddr20 to i64*
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
  %sunkaddr21 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr21 to double**
  %.88.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.73 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr22 to i64*
  %.88.fca.5.0.load = load i64, i64* %27, align 8
  store double 0.000000e+00, double* %.95, align 8
  %.109 = call i32 @_ZN7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.95, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.38.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.38.fca.4.load, i64 %.38.fca.5.0.load, i64 %.38.fca.5.1.load, i64 undef, i64 undef, i8* %.63.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.63.fca.4.load, i64 %.63.fca.5.0.load, i64 %.63.fca.5.1.load, i64 undef, i64 undef, i8* %.88.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.88.fca.4.load, i64 %.88.fca.5.0.load, i64 undef) #3
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

define double @cfunc._ZN7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.2, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.3) local_unnamed_addr {
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
  %.19 = call i32 @_ZN7kernels4mlp2B3v17B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.5, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.9, i64 %.10, i64 undef, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.13, i64 %.14, i64 undef, i64 undef, i8* %extracted.meminfo.2, i8* undef, i64 undef, i64 undef, double* %extracted.data.2, i64 %.17, i64 undef) #3
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
  %.82 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f40aae012d0>", i64 0, i64 0))
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7, !8, !10}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx48omitted_28default_3d_3cclass_20_27float_27_3e_29: %excinfo"}
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
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f40aaf54410B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd: %retptr"}
!29 = distinct !{!29, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f40aaf54410B3v19B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd"}
!30 = distinct !{!30, !15}
!31 = !{!"branch_weights", i32 99, i32 1}
