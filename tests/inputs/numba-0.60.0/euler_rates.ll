; ModuleID = 'euler_rates'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140004737066752 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140004737066752.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140004737066752 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140004737066752, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004737066752.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140004735071424 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.140004735071424.sha1 = internal constant [20 x i8] c"\F0f\C4_\89Gq\8C\1D\90>\0B\10\F0f9\B72\DBu"
@.const.picklebuf.140004735071424 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140004735071424, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004735071424.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140004734221824 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 2 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.140004734221824.sha1 = internal constant [20 x i8] c"7o\B2\AB\F8\12\D3Q\CCie\D4\E0\0D\08\C6(#\E3b"
@.const.picklebuf.140004734221824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140004734221824, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004734221824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140004735543040 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 4 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.140004735543040.sha1 = internal constant [20 x i8] c"a\A6\09\86f^\22\C9\F6\EC\A0\8C$V\A6k\12\ED\C4\10"
@.const.picklebuf.140004735543040 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140004735543040, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004735543040.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140004735165184 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140004735165184.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140004735165184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140004735165184, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004735165184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.euler_rates = internal constant [12 x i8] c"euler_rates\00"
@_ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f5564801e10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f5564801e10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140004734221248 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140004734221248.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140004734221248 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140004734221248, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140004734221248.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f55649d3350B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f556484e050B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f556483b350B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, i8* %arg.k.0, i8* nocapture readnone %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, double* nocapture readonly %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  tail call void @NRT_incref(i8* %arg.k.0)
  %.52 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.54 = extractvalue { i64, i1 } %.52, 1
  br i1 %.54, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B0.endif.endif.endif.endif, %for.end.1
  %y.2.sroa.0.0535 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i120, %for.end.1 ]
  %y.2.sroa.60.0534 = phi double* [ %.91, %B0.endif.endif.endif.endif ], [ %.6.i119301, %for.end.1 ]
  %y.2.sroa.75.0530 = phi i64 [ %arg.y0.5.0, %B0.endif.endif.endif.endif ], [ %dest_shape.1.1, %for.end.1 ]
  %.214529 = phi i64 [ 20, %B0.endif.endif.endif.endif ], [ %.224, %for.end.1 ]
  %0 = icmp eq i64 %arg.k.5.0, 1
  %.224 = add nsw i64 %.214529, -1
  br i1 %0, label %B128.i47, label %B90.i44

common.ret:                                       ; preds = %B166.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.end...endif.1.if, %B0.endif.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B76.endif.endif.endif.end...if.1, %B76.endif.endif.endif.end...endif.if, %B76.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.if ], [ 1, %B76.endif.endif.endif.end...if.1 ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B166.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.1.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004737066752, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.53 = extractvalue { i64, i1 } %.52, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.53, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004734221248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to i8**
  %.6.i24 = load i8*, i8** %1, align 8
  %.91 = bitcast i8* %.6.i24 to double*
  %.117 = bitcast double* %arg.y0.4 to i8*
  %.118 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i24, i8* align 1 %.117, i64 %.118, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %scevgep747 = getelementptr double, double* %arg.k.4, i64 1
  %scevgep803 = getelementptr double, double* %arg.k.4, i64 1
  br label %B76

B90.i44:                                          ; preds = %B76
  %.71.not.i41 = icmp eq i64 %y.2.sroa.75.0530, %arg.k.5.0
  %.76.not.i42 = icmp eq i64 %y.2.sroa.75.0530, 1
  %or.cond.i43 = or i1 %.76.not.i42, %.71.not.i41
  br i1 %or.cond.i43, label %B90.i87, label %B76.endif.endif.endif.if

B128.i47:                                         ; preds = %B76
  %.101.not.i46 = icmp eq i64 %y.2.sroa.75.0530, 1
  br i1 %.101.not.i46, label %B76.endif.endif.endif.end...endif.endif.endif.endif, label %B90.i87

B76.endif.endif.endif.if:                         ; preds = %B90.i44
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004735071424, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B90.i87:                                          ; preds = %B90.i44, %B128.i47
  %dest_shape.1413.ph = phi i64 [ %y.2.sroa.75.0530, %B128.i47 ], [ %arg.k.5.0, %B90.i44 ]
  %.71.not.i84 = icmp eq i64 %y.2.sroa.75.0530, %dest_shape.1413.ph
  %.76.not.i85 = icmp eq i64 %y.2.sroa.75.0530, 1
  %or.cond.i86 = or i1 %.76.not.i85, %.71.not.i84
  br i1 %or.cond.i86, label %B90.i137, label %B76.endif.endif.endif.endif.endif.if

B76.endif.endif.endif.endif.endif.if:             ; preds = %B90.i87
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004734221824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B90.i137:                                         ; preds = %B90.i87
  %2 = icmp eq i64 %y.2.sroa.75.0530, 1
  %.71.not.i134 = icmp eq i64 %y.2.sroa.75.0530, %dest_shape.1413.ph
  %or.cond.i136 = or i1 %2, %.71.not.i134
  br i1 %or.cond.i136, label %B76.endif.endif.endif.end...endif.endif.endif.endif, label %B76.endif.endif.endif.end...endif.if

B76.endif.endif.endif.end...endif.if:             ; preds = %B90.i137
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004735543040, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif.endif.endif.endif: ; preds = %B90.i137, %B128.i47
  %dest_shape.5 = phi i64 [ 1, %B128.i47 ], [ %dest_shape.1413.ph, %B90.i137 ]
  %.553 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.5, i64 8)
  %.555 = extractvalue { i64, i1 } %.553, 1
  br i1 %.555, label %B76.endif.endif.endif.end...if.1, label %B76.endif.endif.endif.end...endif.1, !prof !0

B76.endif.endif.endif.end...if.1:                 ; preds = %B76.endif.endif.endif.end...endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004737066752, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif.1:              ; preds = %B76.endif.endif.endif.end...endif.endif.endif.endif
  %.554 = extractvalue { i64, i1 } %.553, 0
  %.7.i.i191 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.554, i32 32), !noalias !9
  %.8.i.i192 = icmp eq i8* %.7.i.i191, null
  br i1 %.8.i.i192, label %B76.endif.endif.endif.end...endif.1.if, label %B76.endif.endif.endif.end...endif.1.endif, !prof !0

B76.endif.endif.endif.end...endif.1.if:           ; preds = %B76.endif.endif.endif.end...endif.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004734221248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.end...endif.1.endif:        ; preds = %B76.endif.endif.endif.end...endif.1
  %.5.i189 = getelementptr i8, i8* %.7.i.i191, i64 24
  %3 = bitcast i8* %.5.i189 to double**
  %.6.i190300 = load double*, double** %3, align 8
  %.637287 = icmp sgt i64 %dest_shape.5, 0
  br i1 %.637287, label %for.body.preheader, label %B90.i158

for.body.preheader:                               ; preds = %B76.endif.endif.endif.end...endif.1.endif
  %.648 = icmp ugt i64 %y.2.sroa.75.0530, 1
  br i1 %.648, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %4 = icmp ugt i64 %arg.k.5.0, 1
  br i1 %4, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %5 = icmp ult i64 %dest_shape.5, 4
  br i1 %5, label %for.body.us.preheader868, label %vector.memcheck744

vector.memcheck744:                               ; preds = %for.body.us.preheader
  %scevgep745 = getelementptr double, double* %.6.i190300, i64 %dest_shape.5
  %scevgep749 = getelementptr double, double* %y.2.sroa.60.0534, i64 %dest_shape.5
  %bound0751 = icmp ult double* %.6.i190300, %scevgep747
  %bound1752 = icmp ugt double* %scevgep745, %arg.k.4
  %found.conflict753 = and i1 %bound0751, %bound1752
  %bound0754 = icmp ult double* %.6.i190300, %scevgep749
  %bound1755 = icmp ult double* %y.2.sroa.60.0534, %scevgep745
  %found.conflict756 = and i1 %bound0754, %bound1755
  %conflict.rdx757 = or i1 %found.conflict753, %found.conflict756
  br i1 %conflict.rdx757, label %for.body.us.preheader868, label %vector.ph762

vector.ph762:                                     ; preds = %vector.memcheck744
  %n.vec764 = and i64 %dest_shape.5, -4
  %6 = add i64 %n.vec764, -4
  %7 = lshr exact i64 %6, 2
  %8 = add nuw nsw i64 %7, 1
  %xtraiter906 = and i64 %8, 7
  %9 = icmp ult i64 %6, 28
  br i1 %9, label %middle.block758.unr-lcssa, label %vector.ph762.new

vector.ph762.new:                                 ; preds = %vector.ph762
  %const2819 = bitcast i64 9223372036854775800 to i64
  %unroll_iter909 = and i64 %8, %const2819
  %10 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769 = insertelement <4 x double> poison, double %10, i64 0
  %broadcast.splat770 = shufflevector <4 x double> %broadcast.splatinsert769, <4 x double> poison, <4 x i32> zeroinitializer
  %11 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.1 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat770.1 = shufflevector <4 x double> %broadcast.splatinsert769.1, <4 x double> poison, <4 x i32> zeroinitializer
  %12 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.2 = insertelement <4 x double> poison, double %12, i64 0
  %broadcast.splat770.2 = shufflevector <4 x double> %broadcast.splatinsert769.2, <4 x double> poison, <4 x i32> zeroinitializer
  %13 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.3 = insertelement <4 x double> poison, double %13, i64 0
  %broadcast.splat770.3 = shufflevector <4 x double> %broadcast.splatinsert769.3, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.4 = insertelement <4 x double> poison, double %14, i64 0
  %broadcast.splat770.4 = shufflevector <4 x double> %broadcast.splatinsert769.4, <4 x double> poison, <4 x i32> zeroinitializer
  %15 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.5 = insertelement <4 x double> poison, double %15, i64 0
  %broadcast.splat770.5 = shufflevector <4 x double> %broadcast.splatinsert769.5, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.6 = insertelement <4 x double> poison, double %16, i64 0
  %broadcast.splat770.6 = shufflevector <4 x double> %broadcast.splatinsert769.6, <4 x double> poison, <4 x i32> zeroinitializer
  %17 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.7 = insertelement <4 x double> poison, double %17, i64 0
  %broadcast.splat770.7 = shufflevector <4 x double> %broadcast.splatinsert769.7, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body760

vector.body760:                                   ; preds = %vector.body760, %vector.ph762.new
  %lsr.iv1583 = phi i64 [ %lsr.iv.next1584, %vector.body760 ], [ %unroll_iter909, %vector.ph762.new ]
  %index767 = phi i64 [ 0, %vector.ph762.new ], [ %index.next771.7, %vector.body760 ]
  %sunkaddr = mul i64 %index767, 8
  %18 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2821 = getelementptr i8, i8* %18, i64 %sunkaddr
  %19 = bitcast i8* %sunkaddr2821 to <4 x double>*
  %wide.load768 = load <4 x double>, <4 x double>* %19, align 8, !alias.scope !19
  %20 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768)
  %21 = fmul <4 x double> %broadcast.splat770, %wide.load768
  %22 = fmul <4 x double> %wide.load768, %wide.load768
  %23 = fmul <4 x double> %wide.load768, %22
  %24 = fsub <4 x double> %21, %23
  %25 = fadd <4 x double> %24, %20
  %sunkaddr2822 = mul i64 %index767, 8
  %26 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2823 = getelementptr i8, i8* %26, i64 %sunkaddr2822
  %27 = bitcast i8* %sunkaddr2823 to <4 x double>*
  store <4 x double> %25, <4 x double>* %27, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2824 = mul i64 %index767, 8
  %28 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2825 = getelementptr i8, i8* %28, i64 %sunkaddr2824
  %sunkaddr2826 = getelementptr i8, i8* %sunkaddr2825, i64 32
  %29 = bitcast i8* %sunkaddr2826 to <4 x double>*
  %wide.load768.1 = load <4 x double>, <4 x double>* %29, align 8, !alias.scope !19
  %30 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.1)
  %31 = fmul <4 x double> %broadcast.splat770.1, %wide.load768.1
  %32 = fmul <4 x double> %wide.load768.1, %wide.load768.1
  %33 = fmul <4 x double> %wide.load768.1, %32
  %34 = fsub <4 x double> %31, %33
  %35 = fadd <4 x double> %34, %30
  %sunkaddr2827 = mul i64 %index767, 8
  %36 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2828 = getelementptr i8, i8* %36, i64 %sunkaddr2827
  %sunkaddr2829 = getelementptr i8, i8* %sunkaddr2828, i64 32
  %37 = bitcast i8* %sunkaddr2829 to <4 x double>*
  store <4 x double> %35, <4 x double>* %37, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2830 = mul i64 %index767, 8
  %38 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2831 = getelementptr i8, i8* %38, i64 %sunkaddr2830
  %sunkaddr2832 = getelementptr i8, i8* %sunkaddr2831, i64 64
  %39 = bitcast i8* %sunkaddr2832 to <4 x double>*
  %wide.load768.2 = load <4 x double>, <4 x double>* %39, align 8, !alias.scope !19
  %40 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.2)
  %41 = fmul <4 x double> %broadcast.splat770.2, %wide.load768.2
  %42 = fmul <4 x double> %wide.load768.2, %wide.load768.2
  %43 = fmul <4 x double> %wide.load768.2, %42
  %44 = fsub <4 x double> %41, %43
  %45 = fadd <4 x double> %44, %40
  %sunkaddr2833 = mul i64 %index767, 8
  %46 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2834 = getelementptr i8, i8* %46, i64 %sunkaddr2833
  %sunkaddr2835 = getelementptr i8, i8* %sunkaddr2834, i64 64
  %47 = bitcast i8* %sunkaddr2835 to <4 x double>*
  store <4 x double> %45, <4 x double>* %47, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2836 = mul i64 %index767, 8
  %48 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2837 = getelementptr i8, i8* %48, i64 %sunkaddr2836
  %sunkaddr2838 = getelementptr i8, i8* %sunkaddr2837, i64 96
  %49 = bitcast i8* %sunkaddr2838 to <4 x double>*
  %wide.load768.3 = load <4 x double>, <4 x double>* %49, align 8, !alias.scope !19
  %50 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.3)
  %51 = fmul <4 x double> %broadcast.splat770.3, %wide.load768.3
  %52 = fmul <4 x double> %wide.load768.3, %wide.load768.3
  %53 = fmul <4 x double> %wide.load768.3, %52
  %54 = fsub <4 x double> %51, %53
  %55 = fadd <4 x double> %54, %50
  %sunkaddr2839 = mul i64 %index767, 8
  %56 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2840 = getelementptr i8, i8* %56, i64 %sunkaddr2839
  %sunkaddr2841 = getelementptr i8, i8* %sunkaddr2840, i64 96
  %57 = bitcast i8* %sunkaddr2841 to <4 x double>*
  store <4 x double> %55, <4 x double>* %57, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2842 = mul i64 %index767, 8
  %58 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2843 = getelementptr i8, i8* %58, i64 %sunkaddr2842
  %sunkaddr2844 = getelementptr i8, i8* %sunkaddr2843, i64 128
  %59 = bitcast i8* %sunkaddr2844 to <4 x double>*
  %wide.load768.4 = load <4 x double>, <4 x double>* %59, align 8, !alias.scope !19
  %60 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.4)
  %61 = fmul <4 x double> %broadcast.splat770.4, %wide.load768.4
  %62 = fmul <4 x double> %wide.load768.4, %wide.load768.4
  %63 = fmul <4 x double> %wide.load768.4, %62
  %64 = fsub <4 x double> %61, %63
  %65 = fadd <4 x double> %64, %60
  %sunkaddr2845 = mul i64 %index767, 8
  %66 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2846 = getelementptr i8, i8* %66, i64 %sunkaddr2845
  %sunkaddr2847 = getelementptr i8, i8* %sunkaddr2846, i64 128
  %67 = bitcast i8* %sunkaddr2847 to <4 x double>*
  store <4 x double> %65, <4 x double>* %67, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2848 = mul i64 %index767, 8
  %68 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2849 = getelementptr i8, i8* %68, i64 %sunkaddr2848
  %sunkaddr2850 = getelementptr i8, i8* %sunkaddr2849, i64 160
  %69 = bitcast i8* %sunkaddr2850 to <4 x double>*
  %wide.load768.5 = load <4 x double>, <4 x double>* %69, align 8, !alias.scope !19
  %70 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.5)
  %71 = fmul <4 x double> %broadcast.splat770.5, %wide.load768.5
  %72 = fmul <4 x double> %wide.load768.5, %wide.load768.5
  %73 = fmul <4 x double> %wide.load768.5, %72
  %74 = fsub <4 x double> %71, %73
  %75 = fadd <4 x double> %74, %70
  %sunkaddr2851 = mul i64 %index767, 8
  %76 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2852 = getelementptr i8, i8* %76, i64 %sunkaddr2851
  %sunkaddr2853 = getelementptr i8, i8* %sunkaddr2852, i64 160
  %77 = bitcast i8* %sunkaddr2853 to <4 x double>*
  store <4 x double> %75, <4 x double>* %77, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2854 = mul i64 %index767, 8
  %78 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2855 = getelementptr i8, i8* %78, i64 %sunkaddr2854
  %sunkaddr2856 = getelementptr i8, i8* %sunkaddr2855, i64 192
  %79 = bitcast i8* %sunkaddr2856 to <4 x double>*
  %wide.load768.6 = load <4 x double>, <4 x double>* %79, align 8, !alias.scope !19
  %80 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.6)
  %81 = fmul <4 x double> %broadcast.splat770.6, %wide.load768.6
  %82 = fmul <4 x double> %wide.load768.6, %wide.load768.6
  %83 = fmul <4 x double> %wide.load768.6, %82
  %84 = fsub <4 x double> %81, %83
  %85 = fadd <4 x double> %84, %80
  %sunkaddr2857 = mul i64 %index767, 8
  %86 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2858 = getelementptr i8, i8* %86, i64 %sunkaddr2857
  %sunkaddr2859 = getelementptr i8, i8* %sunkaddr2858, i64 192
  %87 = bitcast i8* %sunkaddr2859 to <4 x double>*
  store <4 x double> %85, <4 x double>* %87, align 8, !alias.scope !21, !noalias !23
  %sunkaddr2860 = mul i64 %index767, 8
  %88 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2861 = getelementptr i8, i8* %88, i64 %sunkaddr2860
  %sunkaddr2862 = getelementptr i8, i8* %sunkaddr2861, i64 224
  %89 = bitcast i8* %sunkaddr2862 to <4 x double>*
  %wide.load768.7 = load <4 x double>, <4 x double>* %89, align 8, !alias.scope !19
  %90 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.7)
  %91 = fmul <4 x double> %broadcast.splat770.7, %wide.load768.7
  %92 = fmul <4 x double> %wide.load768.7, %wide.load768.7
  %93 = fmul <4 x double> %wide.load768.7, %92
  %94 = fsub <4 x double> %91, %93
  %95 = fadd <4 x double> %94, %90
  %sunkaddr2863 = mul i64 %index767, 8
  %96 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2864 = getelementptr i8, i8* %96, i64 %sunkaddr2863
  %sunkaddr2865 = getelementptr i8, i8* %sunkaddr2864, i64 224
  %97 = bitcast i8* %sunkaddr2865 to <4 x double>*
  store <4 x double> %95, <4 x double>* %97, align 8, !alias.scope !21, !noalias !23
  %index.next771.7 = add i64 %index767, 32
  %lsr.iv.next1584 = add i64 %lsr.iv1583, -8
  %niter910.ncmp.7 = icmp eq i64 %lsr.iv.next1584, 0
  br i1 %niter910.ncmp.7, label %middle.block758.unr-lcssa, label %vector.body760, !llvm.loop !24

middle.block758.unr-lcssa:                        ; preds = %vector.body760, %vector.ph762
  %index767.unr = phi i64 [ 0, %vector.ph762 ], [ %index.next771.7, %vector.body760 ]
  %lcmp.mod908.not = icmp eq i64 %xtraiter906, 0
  br i1 %lcmp.mod908.not, label %middle.block758, label %vector.body760.epil.preheader

vector.body760.epil.preheader:                    ; preds = %middle.block758.unr-lcssa
  %98 = load double, double* %arg.k.4, align 8, !alias.scope !16
  %broadcast.splatinsert769.epil = insertelement <4 x double> poison, double %98, i64 0
  %broadcast.splat770.epil = shufflevector <4 x double> %broadcast.splatinsert769.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1585 = getelementptr double, double* %.6.i190300, i64 %index767.unr
  %scevgep1591 = getelementptr double, double* %y.2.sroa.60.0534, i64 %index767.unr
  %99 = shl nuw nsw i64 %xtraiter906, 5
  br label %vector.body760.epil

vector.body760.epil:                              ; preds = %vector.body760.epil, %vector.body760.epil.preheader
  %lsr.iv1586 = phi i64 [ %lsr.iv.next1587, %vector.body760.epil ], [ 0, %vector.body760.epil.preheader ]
  %100 = bitcast double* %scevgep1591 to i8*
  %101 = bitcast double* %scevgep1585 to i8*
  %uglygep1593 = getelementptr i8, i8* %100, i64 %lsr.iv1586
  %uglygep15931594 = bitcast i8* %uglygep1593 to <4 x double>*
  %wide.load768.epil = load <4 x double>, <4 x double>* %uglygep15931594, align 8, !alias.scope !19
  %102 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load768.epil)
  %103 = fmul <4 x double> %broadcast.splat770.epil, %wide.load768.epil
  %104 = fmul <4 x double> %wide.load768.epil, %wide.load768.epil
  %105 = fmul <4 x double> %wide.load768.epil, %104
  %106 = fsub <4 x double> %103, %105
  %107 = fadd <4 x double> %106, %102
  %uglygep1589 = getelementptr i8, i8* %101, i64 %lsr.iv1586
  %uglygep15891590 = bitcast i8* %uglygep1589 to <4 x double>*
  store <4 x double> %107, <4 x double>* %uglygep15891590, align 8, !alias.scope !21, !noalias !23
  %lsr.iv.next1587 = add nuw nsw i64 %lsr.iv1586, 32
  %epil.iter907.cmp.not = icmp eq i64 %99, %lsr.iv.next1587
  br i1 %epil.iter907.cmp.not, label %middle.block758, label %vector.body760.epil, !llvm.loop !26

middle.block758:                                  ; preds = %vector.body760.epil, %middle.block758.unr-lcssa
  %cmp.n766 = icmp eq i64 %dest_shape.5, %n.vec764
  br i1 %cmp.n766, label %B128.i182, label %for.body.us.preheader868

for.body.us.preheader868:                         ; preds = %vector.memcheck744, %for.body.us.preheader, %middle.block758
  %loop.index294.us.ph = phi i64 [ 0, %vector.memcheck744 ], [ 0, %for.body.us.preheader ], [ %n.vec764, %middle.block758 ]
  %108 = sub i64 %dest_shape.5, %loop.index294.us.ph
  %109 = xor i64 %loop.index294.us.ph, -1
  %110 = add i64 %dest_shape.5, %109
  %xtraiter911 = and i64 %108, 7
  %lcmp.mod912.not = icmp eq i64 %xtraiter911, 0
  br i1 %lcmp.mod912.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader868
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1597 = phi i64 [ %xtraiter911, %for.body.us.prol.preheader ], [ %lsr.iv.next1598, %for.body.us.prol ]
  %loop.index294.us.prol = phi i64 [ %.721.us.prol, %for.body.us.prol ], [ %loop.index294.us.ph, %for.body.us.prol.preheader ]
  %.647.us.prol = load double, double* %arg.k.4, align 8
  %scevgep1596 = getelementptr double, double* %y.2.sroa.60.0534, i64 %loop.index294.us.prol
  %.674361372.us.prol = load double, double* %scevgep1596, align 8
  %.21.i.us.prol = tail call double @llvm.sin.f64(double %.674361372.us.prol) #6
  %.10.i.us.prol = fmul double %.647.us.prol, %.674361372.us.prol
  %.11.i.us.prol = fmul double %.674361372.us.prol, %.674361372.us.prol
  %.12.i.us.prol = fmul double %.674361372.us.prol, %.11.i.us.prol
  %.13.i.us.prol = fsub double %.10.i.us.prol, %.12.i.us.prol
  %.26.i.us.prol = fadd double %.13.i.us.prol, %.21.i.us.prol
  %scevgep1595 = getelementptr double, double* %.6.i190300, i64 %loop.index294.us.prol
  store double %.26.i.us.prol, double* %scevgep1595, align 8
  %.721.us.prol = add i64 %loop.index294.us.prol, 1
  %lsr.iv.next1598 = add nsw i64 %lsr.iv1597, -1
  %prol.iter913.cmp.not = icmp eq i64 %lsr.iv.next1598, 0
  br i1 %prol.iter913.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !28

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader868
  %loop.index294.us.unr = phi i64 [ %loop.index294.us.ph, %for.body.us.preheader868 ], [ %.721.us.prol, %for.body.us.prol ]
  %111 = icmp ult i64 %110, 7
  br i1 %111, label %B128.i182, label %for.body.us.preheader969

for.body.us.preheader969:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %112 = icmp ult i64 %dest_shape.5, 4
  br i1 %112, label %for.body.us.us.preheader867, label %vector.memcheck716

vector.memcheck716:                               ; preds = %for.body.us.us.preheader
  %scevgep717 = getelementptr double, double* %.6.i190300, i64 %dest_shape.5
  %scevgep720 = getelementptr double, double* %arg.k.4, i64 %dest_shape.5
  %scevgep722 = getelementptr double, double* %y.2.sroa.60.0534, i64 %dest_shape.5
  %bound0724 = icmp ult double* %.6.i190300, %scevgep720
  %bound1725 = icmp ugt double* %scevgep717, %arg.k.4
  %found.conflict726 = and i1 %bound0724, %bound1725
  %bound0727 = icmp ult double* %.6.i190300, %scevgep722
  %bound1728 = icmp ult double* %y.2.sroa.60.0534, %scevgep717
  %found.conflict729 = and i1 %bound0727, %bound1728
  %conflict.rdx730 = or i1 %found.conflict726, %found.conflict729
  br i1 %conflict.rdx730, label %for.body.us.us.preheader867, label %vector.ph735

vector.ph735:                                     ; preds = %vector.memcheck716
  %n.vec737 = and i64 %dest_shape.5, -4
  %113 = add i64 %n.vec737, -4
  %114 = lshr exact i64 %113, 2
  %115 = add nuw nsw i64 %114, 1
  %xtraiter914 = and i64 %115, 7
  %116 = icmp ult i64 %113, 28
  br i1 %116, label %middle.block731.unr-lcssa, label %vector.ph735.new

vector.ph735.new:                                 ; preds = %vector.ph735
  %const2820 = bitcast i64 9223372036854775800 to i64
  %unroll_iter917 = and i64 %115, %const2820
  br label %vector.body733

vector.body733:                                   ; preds = %vector.body733, %vector.ph735.new
  %lsr.iv1703 = phi i64 [ %lsr.iv.next1704, %vector.body733 ], [ %unroll_iter917, %vector.ph735.new ]
  %index740 = phi i64 [ 0, %vector.ph735.new ], [ %index.next743.7, %vector.body733 ]
  %sunkaddr2866 = mul i64 %index740, 8
  %117 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2867 = getelementptr i8, i8* %117, i64 %sunkaddr2866
  %118 = bitcast i8* %sunkaddr2867 to <4 x double>*
  %wide.load741 = load <4 x double>, <4 x double>* %118, align 8, !alias.scope !29
  %sunkaddr2868 = mul i64 %index740, 8
  %119 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2869 = getelementptr i8, i8* %119, i64 %sunkaddr2868
  %120 = bitcast i8* %sunkaddr2869 to <4 x double>*
  %wide.load742 = load <4 x double>, <4 x double>* %120, align 8, !alias.scope !32
  %121 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742)
  %122 = fmul <4 x double> %wide.load741, %wide.load742
  %123 = fmul <4 x double> %wide.load742, %wide.load742
  %124 = fmul <4 x double> %wide.load742, %123
  %125 = fsub <4 x double> %122, %124
  %126 = fadd <4 x double> %125, %121
  %sunkaddr2870 = mul i64 %index740, 8
  %127 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2871 = getelementptr i8, i8* %127, i64 %sunkaddr2870
  %128 = bitcast i8* %sunkaddr2871 to <4 x double>*
  store <4 x double> %126, <4 x double>* %128, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2872 = mul i64 %index740, 8
  %129 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2873 = getelementptr i8, i8* %129, i64 %sunkaddr2872
  %sunkaddr2874 = getelementptr i8, i8* %sunkaddr2873, i64 32
  %130 = bitcast i8* %sunkaddr2874 to <4 x double>*
  %wide.load741.1 = load <4 x double>, <4 x double>* %130, align 8, !alias.scope !29
  %sunkaddr2875 = mul i64 %index740, 8
  %131 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2876 = getelementptr i8, i8* %131, i64 %sunkaddr2875
  %sunkaddr2877 = getelementptr i8, i8* %sunkaddr2876, i64 32
  %132 = bitcast i8* %sunkaddr2877 to <4 x double>*
  %wide.load742.1 = load <4 x double>, <4 x double>* %132, align 8, !alias.scope !32
  %133 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.1)
  %134 = fmul <4 x double> %wide.load741.1, %wide.load742.1
  %135 = fmul <4 x double> %wide.load742.1, %wide.load742.1
  %136 = fmul <4 x double> %wide.load742.1, %135
  %137 = fsub <4 x double> %134, %136
  %138 = fadd <4 x double> %137, %133
  %sunkaddr2878 = mul i64 %index740, 8
  %139 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2879 = getelementptr i8, i8* %139, i64 %sunkaddr2878
  %sunkaddr2880 = getelementptr i8, i8* %sunkaddr2879, i64 32
  %140 = bitcast i8* %sunkaddr2880 to <4 x double>*
  store <4 x double> %138, <4 x double>* %140, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2881 = mul i64 %index740, 8
  %141 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2882 = getelementptr i8, i8* %141, i64 %sunkaddr2881
  %sunkaddr2883 = getelementptr i8, i8* %sunkaddr2882, i64 64
  %142 = bitcast i8* %sunkaddr2883 to <4 x double>*
  %wide.load741.2 = load <4 x double>, <4 x double>* %142, align 8, !alias.scope !29
  %sunkaddr2884 = mul i64 %index740, 8
  %143 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2885 = getelementptr i8, i8* %143, i64 %sunkaddr2884
  %sunkaddr2886 = getelementptr i8, i8* %sunkaddr2885, i64 64
  %144 = bitcast i8* %sunkaddr2886 to <4 x double>*
  %wide.load742.2 = load <4 x double>, <4 x double>* %144, align 8, !alias.scope !32
  %145 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.2)
  %146 = fmul <4 x double> %wide.load741.2, %wide.load742.2
  %147 = fmul <4 x double> %wide.load742.2, %wide.load742.2
  %148 = fmul <4 x double> %wide.load742.2, %147
  %149 = fsub <4 x double> %146, %148
  %150 = fadd <4 x double> %149, %145
  %sunkaddr2887 = mul i64 %index740, 8
  %151 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2888 = getelementptr i8, i8* %151, i64 %sunkaddr2887
  %sunkaddr2889 = getelementptr i8, i8* %sunkaddr2888, i64 64
  %152 = bitcast i8* %sunkaddr2889 to <4 x double>*
  store <4 x double> %150, <4 x double>* %152, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2890 = mul i64 %index740, 8
  %153 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2891 = getelementptr i8, i8* %153, i64 %sunkaddr2890
  %sunkaddr2892 = getelementptr i8, i8* %sunkaddr2891, i64 96
  %154 = bitcast i8* %sunkaddr2892 to <4 x double>*
  %wide.load741.3 = load <4 x double>, <4 x double>* %154, align 8, !alias.scope !29
  %sunkaddr2893 = mul i64 %index740, 8
  %155 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2894 = getelementptr i8, i8* %155, i64 %sunkaddr2893
  %sunkaddr2895 = getelementptr i8, i8* %sunkaddr2894, i64 96
  %156 = bitcast i8* %sunkaddr2895 to <4 x double>*
  %wide.load742.3 = load <4 x double>, <4 x double>* %156, align 8, !alias.scope !32
  %157 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.3)
  %158 = fmul <4 x double> %wide.load741.3, %wide.load742.3
  %159 = fmul <4 x double> %wide.load742.3, %wide.load742.3
  %160 = fmul <4 x double> %wide.load742.3, %159
  %161 = fsub <4 x double> %158, %160
  %162 = fadd <4 x double> %161, %157
  %sunkaddr2896 = mul i64 %index740, 8
  %163 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2897 = getelementptr i8, i8* %163, i64 %sunkaddr2896
  %sunkaddr2898 = getelementptr i8, i8* %sunkaddr2897, i64 96
  %164 = bitcast i8* %sunkaddr2898 to <4 x double>*
  store <4 x double> %162, <4 x double>* %164, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2899 = mul i64 %index740, 8
  %165 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2900 = getelementptr i8, i8* %165, i64 %sunkaddr2899
  %sunkaddr2901 = getelementptr i8, i8* %sunkaddr2900, i64 128
  %166 = bitcast i8* %sunkaddr2901 to <4 x double>*
  %wide.load741.4 = load <4 x double>, <4 x double>* %166, align 8, !alias.scope !29
  %sunkaddr2902 = mul i64 %index740, 8
  %167 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2903 = getelementptr i8, i8* %167, i64 %sunkaddr2902
  %sunkaddr2904 = getelementptr i8, i8* %sunkaddr2903, i64 128
  %168 = bitcast i8* %sunkaddr2904 to <4 x double>*
  %wide.load742.4 = load <4 x double>, <4 x double>* %168, align 8, !alias.scope !32
  %169 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.4)
  %170 = fmul <4 x double> %wide.load741.4, %wide.load742.4
  %171 = fmul <4 x double> %wide.load742.4, %wide.load742.4
  %172 = fmul <4 x double> %wide.load742.4, %171
  %173 = fsub <4 x double> %170, %172
  %174 = fadd <4 x double> %173, %169
  %sunkaddr2905 = mul i64 %index740, 8
  %175 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2906 = getelementptr i8, i8* %175, i64 %sunkaddr2905
  %sunkaddr2907 = getelementptr i8, i8* %sunkaddr2906, i64 128
  %176 = bitcast i8* %sunkaddr2907 to <4 x double>*
  store <4 x double> %174, <4 x double>* %176, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2908 = mul i64 %index740, 8
  %177 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2909 = getelementptr i8, i8* %177, i64 %sunkaddr2908
  %sunkaddr2910 = getelementptr i8, i8* %sunkaddr2909, i64 160
  %178 = bitcast i8* %sunkaddr2910 to <4 x double>*
  %wide.load741.5 = load <4 x double>, <4 x double>* %178, align 8, !alias.scope !29
  %sunkaddr2911 = mul i64 %index740, 8
  %179 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2912 = getelementptr i8, i8* %179, i64 %sunkaddr2911
  %sunkaddr2913 = getelementptr i8, i8* %sunkaddr2912, i64 160
  %180 = bitcast i8* %sunkaddr2913 to <4 x double>*
  %wide.load742.5 = load <4 x double>, <4 x double>* %180, align 8, !alias.scope !32
  %181 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.5)
  %182 = fmul <4 x double> %wide.load741.5, %wide.load742.5
  %183 = fmul <4 x double> %wide.load742.5, %wide.load742.5
  %184 = fmul <4 x double> %wide.load742.5, %183
  %185 = fsub <4 x double> %182, %184
  %186 = fadd <4 x double> %185, %181
  %sunkaddr2914 = mul i64 %index740, 8
  %187 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2915 = getelementptr i8, i8* %187, i64 %sunkaddr2914
  %sunkaddr2916 = getelementptr i8, i8* %sunkaddr2915, i64 160
  %188 = bitcast i8* %sunkaddr2916 to <4 x double>*
  store <4 x double> %186, <4 x double>* %188, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2917 = mul i64 %index740, 8
  %189 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2918 = getelementptr i8, i8* %189, i64 %sunkaddr2917
  %sunkaddr2919 = getelementptr i8, i8* %sunkaddr2918, i64 192
  %190 = bitcast i8* %sunkaddr2919 to <4 x double>*
  %wide.load741.6 = load <4 x double>, <4 x double>* %190, align 8, !alias.scope !29
  %sunkaddr2920 = mul i64 %index740, 8
  %191 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2921 = getelementptr i8, i8* %191, i64 %sunkaddr2920
  %sunkaddr2922 = getelementptr i8, i8* %sunkaddr2921, i64 192
  %192 = bitcast i8* %sunkaddr2922 to <4 x double>*
  %wide.load742.6 = load <4 x double>, <4 x double>* %192, align 8, !alias.scope !32
  %193 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.6)
  %194 = fmul <4 x double> %wide.load741.6, %wide.load742.6
  %195 = fmul <4 x double> %wide.load742.6, %wide.load742.6
  %196 = fmul <4 x double> %wide.load742.6, %195
  %197 = fsub <4 x double> %194, %196
  %198 = fadd <4 x double> %197, %193
  %sunkaddr2923 = mul i64 %index740, 8
  %199 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2924 = getelementptr i8, i8* %199, i64 %sunkaddr2923
  %sunkaddr2925 = getelementptr i8, i8* %sunkaddr2924, i64 192
  %200 = bitcast i8* %sunkaddr2925 to <4 x double>*
  store <4 x double> %198, <4 x double>* %200, align 8, !alias.scope !34, !noalias !36
  %sunkaddr2926 = mul i64 %index740, 8
  %201 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2927 = getelementptr i8, i8* %201, i64 %sunkaddr2926
  %sunkaddr2928 = getelementptr i8, i8* %sunkaddr2927, i64 224
  %202 = bitcast i8* %sunkaddr2928 to <4 x double>*
  %wide.load741.7 = load <4 x double>, <4 x double>* %202, align 8, !alias.scope !29
  %sunkaddr2929 = mul i64 %index740, 8
  %203 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2930 = getelementptr i8, i8* %203, i64 %sunkaddr2929
  %sunkaddr2931 = getelementptr i8, i8* %sunkaddr2930, i64 224
  %204 = bitcast i8* %sunkaddr2931 to <4 x double>*
  %wide.load742.7 = load <4 x double>, <4 x double>* %204, align 8, !alias.scope !32
  %205 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.7)
  %206 = fmul <4 x double> %wide.load741.7, %wide.load742.7
  %207 = fmul <4 x double> %wide.load742.7, %wide.load742.7
  %208 = fmul <4 x double> %wide.load742.7, %207
  %209 = fsub <4 x double> %206, %208
  %210 = fadd <4 x double> %209, %205
  %sunkaddr2932 = mul i64 %index740, 8
  %211 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2933 = getelementptr i8, i8* %211, i64 %sunkaddr2932
  %sunkaddr2934 = getelementptr i8, i8* %sunkaddr2933, i64 224
  %212 = bitcast i8* %sunkaddr2934 to <4 x double>*
  store <4 x double> %210, <4 x double>* %212, align 8, !alias.scope !34, !noalias !36
  %index.next743.7 = add i64 %index740, 32
  %lsr.iv.next1704 = add i64 %lsr.iv1703, -8
  %niter918.ncmp.7 = icmp eq i64 %lsr.iv.next1704, 0
  br i1 %niter918.ncmp.7, label %middle.block731.unr-lcssa, label %vector.body733, !llvm.loop !37

middle.block731.unr-lcssa:                        ; preds = %vector.body733, %vector.ph735
  %index740.unr = phi i64 [ 0, %vector.ph735 ], [ %index.next743.7, %vector.body733 ]
  %lcmp.mod916.not = icmp eq i64 %xtraiter914, 0
  br i1 %lcmp.mod916.not, label %middle.block731, label %vector.body733.epil.preheader

vector.body733.epil.preheader:                    ; preds = %middle.block731.unr-lcssa
  %scevgep1705 = getelementptr double, double* %.6.i190300, i64 %index740.unr
  %scevgep1711 = getelementptr double, double* %y.2.sroa.60.0534, i64 %index740.unr
  %scevgep1715 = getelementptr double, double* %arg.k.4, i64 %index740.unr
  %213 = shl nuw nsw i64 %xtraiter914, 5
  br label %vector.body733.epil

vector.body733.epil:                              ; preds = %vector.body733.epil.preheader, %vector.body733.epil
  %lsr.iv1706 = phi i64 [ 0, %vector.body733.epil.preheader ], [ %lsr.iv.next1707, %vector.body733.epil ]
  %214 = bitcast double* %scevgep1715 to i8*
  %215 = bitcast double* %scevgep1711 to i8*
  %216 = bitcast double* %scevgep1705 to i8*
  %uglygep1717 = getelementptr i8, i8* %214, i64 %lsr.iv1706
  %uglygep17171718 = bitcast i8* %uglygep1717 to <4 x double>*
  %wide.load741.epil = load <4 x double>, <4 x double>* %uglygep17171718, align 8, !alias.scope !29
  %uglygep1713 = getelementptr i8, i8* %215, i64 %lsr.iv1706
  %uglygep17131714 = bitcast i8* %uglygep1713 to <4 x double>*
  %wide.load742.epil = load <4 x double>, <4 x double>* %uglygep17131714, align 8, !alias.scope !32
  %217 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load742.epil)
  %218 = fmul <4 x double> %wide.load741.epil, %wide.load742.epil
  %219 = fmul <4 x double> %wide.load742.epil, %wide.load742.epil
  %220 = fmul <4 x double> %wide.load742.epil, %219
  %221 = fsub <4 x double> %218, %220
  %222 = fadd <4 x double> %221, %217
  %uglygep1709 = getelementptr i8, i8* %216, i64 %lsr.iv1706
  %uglygep17091710 = bitcast i8* %uglygep1709 to <4 x double>*
  store <4 x double> %222, <4 x double>* %uglygep17091710, align 8, !alias.scope !34, !noalias !36
  %lsr.iv.next1707 = add nuw nsw i64 %lsr.iv1706, 32
  %epil.iter915.cmp.not = icmp eq i64 %213, %lsr.iv.next1707
  br i1 %epil.iter915.cmp.not, label %middle.block731, label %vector.body733.epil, !llvm.loop !38

middle.block731:                                  ; preds = %vector.body733.epil, %middle.block731.unr-lcssa
  %cmp.n739 = icmp eq i64 %dest_shape.5, %n.vec737
  br i1 %cmp.n739, label %B128.i182, label %for.body.us.us.preheader867

for.body.us.us.preheader867:                      ; preds = %vector.memcheck716, %for.body.us.us.preheader, %middle.block731
  %loop.index294.us.us.ph = phi i64 [ 0, %vector.memcheck716 ], [ 0, %for.body.us.us.preheader ], [ %n.vec737, %middle.block731 ]
  %223 = sub i64 %dest_shape.5, %loop.index294.us.us.ph
  %224 = xor i64 %loop.index294.us.us.ph, -1
  %225 = add i64 %dest_shape.5, %224
  %xtraiter919 = and i64 %223, 7
  %lcmp.mod920.not = icmp eq i64 %xtraiter919, 0
  br i1 %lcmp.mod920.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader867
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv1722 = phi i64 [ %xtraiter919, %for.body.us.us.prol.preheader ], [ %lsr.iv.next1723, %for.body.us.us.prol ]
  %loop.index294.us.us.prol = phi i64 [ %.721.us.us.prol, %for.body.us.us.prol ], [ %loop.index294.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep1721 = getelementptr double, double* %arg.k.4, i64 %loop.index294.us.us.prol
  %.647.us.us.prol = load double, double* %scevgep1721, align 8
  %scevgep1720 = getelementptr double, double* %y.2.sroa.60.0534, i64 %loop.index294.us.us.prol
  %.674361372.us.us.prol = load double, double* %scevgep1720, align 8
  %.21.i.us.us.prol = tail call double @llvm.sin.f64(double %.674361372.us.us.prol) #6
  %.10.i.us.us.prol = fmul double %.647.us.us.prol, %.674361372.us.us.prol
  %.11.i.us.us.prol = fmul double %.674361372.us.us.prol, %.674361372.us.us.prol
  %.12.i.us.us.prol = fmul double %.674361372.us.us.prol, %.11.i.us.us.prol
  %.13.i.us.us.prol = fsub double %.10.i.us.us.prol, %.12.i.us.us.prol
  %.26.i.us.us.prol = fadd double %.13.i.us.us.prol, %.21.i.us.us.prol
  %scevgep1719 = getelementptr double, double* %.6.i190300, i64 %loop.index294.us.us.prol
  store double %.26.i.us.us.prol, double* %scevgep1719, align 8
  %.721.us.us.prol = add i64 %loop.index294.us.us.prol, 1
  %lsr.iv.next1723 = add nsw i64 %lsr.iv1722, -1
  %prol.iter921.cmp.not = icmp eq i64 %lsr.iv.next1723, 0
  br i1 %prol.iter921.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !39

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader867
  %loop.index294.us.us.unr = phi i64 [ %loop.index294.us.us.ph, %for.body.us.us.preheader867 ], [ %.721.us.us.prol, %for.body.us.us.prol ]
  %226 = icmp ult i64 %225, 7
  br i1 %226, label %B128.i182, label %for.body.us.us.preheader968

for.body.us.us.preheader968:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader968, %for.body.us.us
  %loop.index294.us.us = phi i64 [ %.721.us.us.7, %for.body.us.us ], [ %loop.index294.us.us.unr, %for.body.us.us.preheader968 ]
  %sunkaddr2935 = mul i64 %loop.index294.us.us, 8
  %227 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2936 = getelementptr i8, i8* %227, i64 %sunkaddr2935
  %228 = bitcast i8* %sunkaddr2936 to double*
  %.647.us.us = load double, double* %228, align 8
  %sunkaddr2937 = mul i64 %loop.index294.us.us, 8
  %229 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2938 = getelementptr i8, i8* %229, i64 %sunkaddr2937
  %230 = bitcast i8* %sunkaddr2938 to double*
  %.674361372.us.us = load double, double* %230, align 8
  %.21.i.us.us = tail call double @llvm.sin.f64(double %.674361372.us.us) #6
  %.10.i.us.us = fmul double %.647.us.us, %.674361372.us.us
  %.11.i.us.us = fmul double %.674361372.us.us, %.674361372.us.us
  %.12.i.us.us = fmul double %.674361372.us.us, %.11.i.us.us
  %.13.i.us.us = fsub double %.10.i.us.us, %.12.i.us.us
  %.26.i.us.us = fadd double %.13.i.us.us, %.21.i.us.us
  %sunkaddr2939 = mul i64 %loop.index294.us.us, 8
  %231 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2940 = getelementptr i8, i8* %231, i64 %sunkaddr2939
  %232 = bitcast i8* %sunkaddr2940 to double*
  store double %.26.i.us.us, double* %232, align 8
  %sunkaddr2941 = mul i64 %loop.index294.us.us, 8
  %233 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2942 = getelementptr i8, i8* %233, i64 %sunkaddr2941
  %sunkaddr2943 = getelementptr i8, i8* %sunkaddr2942, i64 8
  %234 = bitcast i8* %sunkaddr2943 to double*
  %.647.us.us.1 = load double, double* %234, align 8
  %sunkaddr2944 = mul i64 %loop.index294.us.us, 8
  %235 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2945 = getelementptr i8, i8* %235, i64 %sunkaddr2944
  %sunkaddr2946 = getelementptr i8, i8* %sunkaddr2945, i64 8
  %236 = bitcast i8* %sunkaddr2946 to double*
  %.674361372.us.us.1 = load double, double* %236, align 8
  %.21.i.us.us.1 = tail call double @llvm.sin.f64(double %.674361372.us.us.1) #6
  %.10.i.us.us.1 = fmul double %.647.us.us.1, %.674361372.us.us.1
  %.11.i.us.us.1 = fmul double %.674361372.us.us.1, %.674361372.us.us.1
  %.12.i.us.us.1 = fmul double %.674361372.us.us.1, %.11.i.us.us.1
  %.13.i.us.us.1 = fsub double %.10.i.us.us.1, %.12.i.us.us.1
  %.26.i.us.us.1 = fadd double %.13.i.us.us.1, %.21.i.us.us.1
  %sunkaddr2947 = mul i64 %loop.index294.us.us, 8
  %237 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2948 = getelementptr i8, i8* %237, i64 %sunkaddr2947
  %sunkaddr2949 = getelementptr i8, i8* %sunkaddr2948, i64 8
  %238 = bitcast i8* %sunkaddr2949 to double*
  store double %.26.i.us.us.1, double* %238, align 8
  %sunkaddr2950 = mul i64 %loop.index294.us.us, 8
  %239 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2951 = getelementptr i8, i8* %239, i64 %sunkaddr2950
  %sunkaddr2952 = getelementptr i8, i8* %sunkaddr2951, i64 16
  %240 = bitcast i8* %sunkaddr2952 to double*
  %.647.us.us.2 = load double, double* %240, align 8
  %sunkaddr2953 = mul i64 %loop.index294.us.us, 8
  %241 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2954 = getelementptr i8, i8* %241, i64 %sunkaddr2953
  %sunkaddr2955 = getelementptr i8, i8* %sunkaddr2954, i64 16
  %242 = bitcast i8* %sunkaddr2955 to double*
  %.674361372.us.us.2 = load double, double* %242, align 8
  %.21.i.us.us.2 = tail call double @llvm.sin.f64(double %.674361372.us.us.2) #6
  %.10.i.us.us.2 = fmul double %.647.us.us.2, %.674361372.us.us.2
  %.11.i.us.us.2 = fmul double %.674361372.us.us.2, %.674361372.us.us.2
  %.12.i.us.us.2 = fmul double %.674361372.us.us.2, %.11.i.us.us.2
  %.13.i.us.us.2 = fsub double %.10.i.us.us.2, %.12.i.us.us.2
  %.26.i.us.us.2 = fadd double %.13.i.us.us.2, %.21.i.us.us.2
  %sunkaddr2956 = mul i64 %loop.index294.us.us, 8
  %243 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2957 = getelementptr i8, i8* %243, i64 %sunkaddr2956
  %sunkaddr2958 = getelementptr i8, i8* %sunkaddr2957, i64 16
  %244 = bitcast i8* %sunkaddr2958 to double*
  store double %.26.i.us.us.2, double* %244, align 8
  %sunkaddr2959 = mul i64 %loop.index294.us.us, 8
  %245 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2960 = getelementptr i8, i8* %245, i64 %sunkaddr2959
  %sunkaddr2961 = getelementptr i8, i8* %sunkaddr2960, i64 24
  %246 = bitcast i8* %sunkaddr2961 to double*
  %.647.us.us.3 = load double, double* %246, align 8
  %sunkaddr2962 = mul i64 %loop.index294.us.us, 8
  %247 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2963 = getelementptr i8, i8* %247, i64 %sunkaddr2962
  %sunkaddr2964 = getelementptr i8, i8* %sunkaddr2963, i64 24
  %248 = bitcast i8* %sunkaddr2964 to double*
  %.674361372.us.us.3 = load double, double* %248, align 8
  %.21.i.us.us.3 = tail call double @llvm.sin.f64(double %.674361372.us.us.3) #6
  %.10.i.us.us.3 = fmul double %.647.us.us.3, %.674361372.us.us.3
  %.11.i.us.us.3 = fmul double %.674361372.us.us.3, %.674361372.us.us.3
  %.12.i.us.us.3 = fmul double %.674361372.us.us.3, %.11.i.us.us.3
  %.13.i.us.us.3 = fsub double %.10.i.us.us.3, %.12.i.us.us.3
  %.26.i.us.us.3 = fadd double %.13.i.us.us.3, %.21.i.us.us.3
  %sunkaddr2965 = mul i64 %loop.index294.us.us, 8
  %249 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2966 = getelementptr i8, i8* %249, i64 %sunkaddr2965
  %sunkaddr2967 = getelementptr i8, i8* %sunkaddr2966, i64 24
  %250 = bitcast i8* %sunkaddr2967 to double*
  store double %.26.i.us.us.3, double* %250, align 8
  %sunkaddr2968 = mul i64 %loop.index294.us.us, 8
  %251 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2969 = getelementptr i8, i8* %251, i64 %sunkaddr2968
  %sunkaddr2970 = getelementptr i8, i8* %sunkaddr2969, i64 32
  %252 = bitcast i8* %sunkaddr2970 to double*
  %.647.us.us.4 = load double, double* %252, align 8
  %sunkaddr2971 = mul i64 %loop.index294.us.us, 8
  %253 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2972 = getelementptr i8, i8* %253, i64 %sunkaddr2971
  %sunkaddr2973 = getelementptr i8, i8* %sunkaddr2972, i64 32
  %254 = bitcast i8* %sunkaddr2973 to double*
  %.674361372.us.us.4 = load double, double* %254, align 8
  %.21.i.us.us.4 = tail call double @llvm.sin.f64(double %.674361372.us.us.4) #6
  %.10.i.us.us.4 = fmul double %.647.us.us.4, %.674361372.us.us.4
  %.11.i.us.us.4 = fmul double %.674361372.us.us.4, %.674361372.us.us.4
  %.12.i.us.us.4 = fmul double %.674361372.us.us.4, %.11.i.us.us.4
  %.13.i.us.us.4 = fsub double %.10.i.us.us.4, %.12.i.us.us.4
  %.26.i.us.us.4 = fadd double %.13.i.us.us.4, %.21.i.us.us.4
  %sunkaddr2974 = mul i64 %loop.index294.us.us, 8
  %255 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2975 = getelementptr i8, i8* %255, i64 %sunkaddr2974
  %sunkaddr2976 = getelementptr i8, i8* %sunkaddr2975, i64 32
  %256 = bitcast i8* %sunkaddr2976 to double*
  store double %.26.i.us.us.4, double* %256, align 8
  %sunkaddr2977 = mul i64 %loop.index294.us.us, 8
  %257 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2978 = getelementptr i8, i8* %257, i64 %sunkaddr2977
  %sunkaddr2979 = getelementptr i8, i8* %sunkaddr2978, i64 40
  %258 = bitcast i8* %sunkaddr2979 to double*
  %.647.us.us.5 = load double, double* %258, align 8
  %sunkaddr2980 = mul i64 %loop.index294.us.us, 8
  %259 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2981 = getelementptr i8, i8* %259, i64 %sunkaddr2980
  %sunkaddr2982 = getelementptr i8, i8* %sunkaddr2981, i64 40
  %260 = bitcast i8* %sunkaddr2982 to double*
  %.674361372.us.us.5 = load double, double* %260, align 8
  %.21.i.us.us.5 = tail call double @llvm.sin.f64(double %.674361372.us.us.5) #6
  %.10.i.us.us.5 = fmul double %.647.us.us.5, %.674361372.us.us.5
  %.11.i.us.us.5 = fmul double %.674361372.us.us.5, %.674361372.us.us.5
  %.12.i.us.us.5 = fmul double %.674361372.us.us.5, %.11.i.us.us.5
  %.13.i.us.us.5 = fsub double %.10.i.us.us.5, %.12.i.us.us.5
  %.26.i.us.us.5 = fadd double %.13.i.us.us.5, %.21.i.us.us.5
  %sunkaddr2983 = mul i64 %loop.index294.us.us, 8
  %261 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2984 = getelementptr i8, i8* %261, i64 %sunkaddr2983
  %sunkaddr2985 = getelementptr i8, i8* %sunkaddr2984, i64 40
  %262 = bitcast i8* %sunkaddr2985 to double*
  store double %.26.i.us.us.5, double* %262, align 8
  %sunkaddr2986 = mul i64 %loop.index294.us.us, 8
  %263 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2987 = getelementptr i8, i8* %263, i64 %sunkaddr2986
  %sunkaddr2988 = getelementptr i8, i8* %sunkaddr2987, i64 48
  %264 = bitcast i8* %sunkaddr2988 to double*
  %.647.us.us.6 = load double, double* %264, align 8
  %sunkaddr2989 = mul i64 %loop.index294.us.us, 8
  %265 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2990 = getelementptr i8, i8* %265, i64 %sunkaddr2989
  %sunkaddr2991 = getelementptr i8, i8* %sunkaddr2990, i64 48
  %266 = bitcast i8* %sunkaddr2991 to double*
  %.674361372.us.us.6 = load double, double* %266, align 8
  %.21.i.us.us.6 = tail call double @llvm.sin.f64(double %.674361372.us.us.6) #6
  %.10.i.us.us.6 = fmul double %.647.us.us.6, %.674361372.us.us.6
  %.11.i.us.us.6 = fmul double %.674361372.us.us.6, %.674361372.us.us.6
  %.12.i.us.us.6 = fmul double %.674361372.us.us.6, %.11.i.us.us.6
  %.13.i.us.us.6 = fsub double %.10.i.us.us.6, %.12.i.us.us.6
  %.26.i.us.us.6 = fadd double %.13.i.us.us.6, %.21.i.us.us.6
  %sunkaddr2992 = mul i64 %loop.index294.us.us, 8
  %267 = bitcast double* %.6.i190300 to i8*
  %sunkaddr2993 = getelementptr i8, i8* %267, i64 %sunkaddr2992
  %sunkaddr2994 = getelementptr i8, i8* %sunkaddr2993, i64 48
  %268 = bitcast i8* %sunkaddr2994 to double*
  store double %.26.i.us.us.6, double* %268, align 8
  %sunkaddr2995 = mul i64 %loop.index294.us.us, 8
  %269 = bitcast double* %arg.k.4 to i8*
  %sunkaddr2996 = getelementptr i8, i8* %269, i64 %sunkaddr2995
  %sunkaddr2997 = getelementptr i8, i8* %sunkaddr2996, i64 56
  %270 = bitcast i8* %sunkaddr2997 to double*
  %.647.us.us.7 = load double, double* %270, align 8
  %sunkaddr2998 = mul i64 %loop.index294.us.us, 8
  %271 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr2999 = getelementptr i8, i8* %271, i64 %sunkaddr2998
  %sunkaddr3000 = getelementptr i8, i8* %sunkaddr2999, i64 56
  %272 = bitcast i8* %sunkaddr3000 to double*
  %.674361372.us.us.7 = load double, double* %272, align 8
  %.21.i.us.us.7 = tail call double @llvm.sin.f64(double %.674361372.us.us.7) #6
  %.10.i.us.us.7 = fmul double %.647.us.us.7, %.674361372.us.us.7
  %.11.i.us.us.7 = fmul double %.674361372.us.us.7, %.674361372.us.us.7
  %.12.i.us.us.7 = fmul double %.674361372.us.us.7, %.11.i.us.us.7
  %.13.i.us.us.7 = fsub double %.10.i.us.us.7, %.12.i.us.us.7
  %.26.i.us.us.7 = fadd double %.13.i.us.us.7, %.21.i.us.us.7
  %sunkaddr3001 = mul i64 %loop.index294.us.us, 8
  %273 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3002 = getelementptr i8, i8* %273, i64 %sunkaddr3001
  %sunkaddr3003 = getelementptr i8, i8* %sunkaddr3002, i64 56
  %274 = bitcast i8* %sunkaddr3003 to double*
  store double %.26.i.us.us.7, double* %274, align 8
  %.721.us.us.7 = add nuw nsw i64 %loop.index294.us.us, 8
  %exitcond553.not.7 = icmp eq i64 %dest_shape.5, %.721.us.us.7
  br i1 %exitcond553.not.7, label %B128.i182, label %for.body.us.us, !llvm.loop !40

for.body.us:                                      ; preds = %for.body.us.preheader969, %for.body.us
  %loop.index294.us = phi i64 [ %.721.us.7, %for.body.us ], [ %loop.index294.us.unr, %for.body.us.preheader969 ]
  %.647.us = load double, double* %arg.k.4, align 8
  %sunkaddr3004 = mul i64 %loop.index294.us, 8
  %275 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3005 = getelementptr i8, i8* %275, i64 %sunkaddr3004
  %276 = bitcast i8* %sunkaddr3005 to double*
  %.674361372.us = load double, double* %276, align 8
  %.21.i.us = tail call double @llvm.sin.f64(double %.674361372.us) #6
  %.10.i.us = fmul double %.647.us, %.674361372.us
  %.11.i.us = fmul double %.674361372.us, %.674361372.us
  %.12.i.us = fmul double %.674361372.us, %.11.i.us
  %.13.i.us = fsub double %.10.i.us, %.12.i.us
  %.26.i.us = fadd double %.13.i.us, %.21.i.us
  %sunkaddr3006 = mul i64 %loop.index294.us, 8
  %277 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3007 = getelementptr i8, i8* %277, i64 %sunkaddr3006
  %278 = bitcast i8* %sunkaddr3007 to double*
  store double %.26.i.us, double* %278, align 8
  %.647.us.1 = load double, double* %arg.k.4, align 8
  %sunkaddr3008 = mul i64 %loop.index294.us, 8
  %279 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3009 = getelementptr i8, i8* %279, i64 %sunkaddr3008
  %sunkaddr3010 = getelementptr i8, i8* %sunkaddr3009, i64 8
  %280 = bitcast i8* %sunkaddr3010 to double*
  %.674361372.us.1 = load double, double* %280, align 8
  %.21.i.us.1 = tail call double @llvm.sin.f64(double %.674361372.us.1) #6
  %.10.i.us.1 = fmul double %.647.us.1, %.674361372.us.1
  %.11.i.us.1 = fmul double %.674361372.us.1, %.674361372.us.1
  %.12.i.us.1 = fmul double %.674361372.us.1, %.11.i.us.1
  %.13.i.us.1 = fsub double %.10.i.us.1, %.12.i.us.1
  %.26.i.us.1 = fadd double %.13.i.us.1, %.21.i.us.1
  %sunkaddr3011 = mul i64 %loop.index294.us, 8
  %281 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3012 = getelementptr i8, i8* %281, i64 %sunkaddr3011
  %sunkaddr3013 = getelementptr i8, i8* %sunkaddr3012, i64 8
  %282 = bitcast i8* %sunkaddr3013 to double*
  store double %.26.i.us.1, double* %282, align 8
  %.647.us.2 = load double, double* %arg.k.4, align 8
  %sunkaddr3014 = mul i64 %loop.index294.us, 8
  %283 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3015 = getelementptr i8, i8* %283, i64 %sunkaddr3014
  %sunkaddr3016 = getelementptr i8, i8* %sunkaddr3015, i64 16
  %284 = bitcast i8* %sunkaddr3016 to double*
  %.674361372.us.2 = load double, double* %284, align 8
  %.21.i.us.2 = tail call double @llvm.sin.f64(double %.674361372.us.2) #6
  %.10.i.us.2 = fmul double %.647.us.2, %.674361372.us.2
  %.11.i.us.2 = fmul double %.674361372.us.2, %.674361372.us.2
  %.12.i.us.2 = fmul double %.674361372.us.2, %.11.i.us.2
  %.13.i.us.2 = fsub double %.10.i.us.2, %.12.i.us.2
  %.26.i.us.2 = fadd double %.13.i.us.2, %.21.i.us.2
  %sunkaddr3017 = mul i64 %loop.index294.us, 8
  %285 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3018 = getelementptr i8, i8* %285, i64 %sunkaddr3017
  %sunkaddr3019 = getelementptr i8, i8* %sunkaddr3018, i64 16
  %286 = bitcast i8* %sunkaddr3019 to double*
  store double %.26.i.us.2, double* %286, align 8
  %.647.us.3 = load double, double* %arg.k.4, align 8
  %sunkaddr3020 = mul i64 %loop.index294.us, 8
  %287 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3021 = getelementptr i8, i8* %287, i64 %sunkaddr3020
  %sunkaddr3022 = getelementptr i8, i8* %sunkaddr3021, i64 24
  %288 = bitcast i8* %sunkaddr3022 to double*
  %.674361372.us.3 = load double, double* %288, align 8
  %.21.i.us.3 = tail call double @llvm.sin.f64(double %.674361372.us.3) #6
  %.10.i.us.3 = fmul double %.647.us.3, %.674361372.us.3
  %.11.i.us.3 = fmul double %.674361372.us.3, %.674361372.us.3
  %.12.i.us.3 = fmul double %.674361372.us.3, %.11.i.us.3
  %.13.i.us.3 = fsub double %.10.i.us.3, %.12.i.us.3
  %.26.i.us.3 = fadd double %.13.i.us.3, %.21.i.us.3
  %sunkaddr3023 = mul i64 %loop.index294.us, 8
  %289 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3024 = getelementptr i8, i8* %289, i64 %sunkaddr3023
  %sunkaddr3025 = getelementptr i8, i8* %sunkaddr3024, i64 24
  %290 = bitcast i8* %sunkaddr3025 to double*
  store double %.26.i.us.3, double* %290, align 8
  %.647.us.4 = load double, double* %arg.k.4, align 8
  %sunkaddr3026 = mul i64 %loop.index294.us, 8
  %291 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3027 = getelementptr i8, i8* %291, i64 %sunkaddr3026
  %sunkaddr3028 = getelementptr i8, i8* %sunkaddr3027, i64 32
  %292 = bitcast i8* %sunkaddr3028 to double*
  %.674361372.us.4 = load double, double* %292, align 8
  %.21.i.us.4 = tail call double @llvm.sin.f64(double %.674361372.us.4) #6
  %.10.i.us.4 = fmul double %.647.us.4, %.674361372.us.4
  %.11.i.us.4 = fmul double %.674361372.us.4, %.674361372.us.4
  %.12.i.us.4 = fmul double %.674361372.us.4, %.11.i.us.4
  %.13.i.us.4 = fsub double %.10.i.us.4, %.12.i.us.4
  %.26.i.us.4 = fadd double %.13.i.us.4, %.21.i.us.4
  %sunkaddr3029 = mul i64 %loop.index294.us, 8
  %293 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3030 = getelementptr i8, i8* %293, i64 %sunkaddr3029
  %sunkaddr3031 = getelementptr i8, i8* %sunkaddr3030, i64 32
  %294 = bitcast i8* %sunkaddr3031 to double*
  store double %.26.i.us.4, double* %294, align 8
  %.647.us.5 = load double, double* %arg.k.4, align 8
  %sunkaddr3032 = mul i64 %loop.index294.us, 8
  %295 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3033 = getelementptr i8, i8* %295, i64 %sunkaddr3032
  %sunkaddr3034 = getelementptr i8, i8* %sunkaddr3033, i64 40
  %296 = bitcast i8* %sunkaddr3034 to double*
  %.674361372.us.5 = load double, double* %296, align 8
  %.21.i.us.5 = tail call double @llvm.sin.f64(double %.674361372.us.5) #6
  %.10.i.us.5 = fmul double %.647.us.5, %.674361372.us.5
  %.11.i.us.5 = fmul double %.674361372.us.5, %.674361372.us.5
  %.12.i.us.5 = fmul double %.674361372.us.5, %.11.i.us.5
  %.13.i.us.5 = fsub double %.10.i.us.5, %.12.i.us.5
  %.26.i.us.5 = fadd double %.13.i.us.5, %.21.i.us.5
  %sunkaddr3035 = mul i64 %loop.index294.us, 8
  %297 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3036 = getelementptr i8, i8* %297, i64 %sunkaddr3035
  %sunkaddr3037 = getelementptr i8, i8* %sunkaddr3036, i64 40
  %298 = bitcast i8* %sunkaddr3037 to double*
  store double %.26.i.us.5, double* %298, align 8
  %.647.us.6 = load double, double* %arg.k.4, align 8
  %sunkaddr3038 = mul i64 %loop.index294.us, 8
  %299 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3039 = getelementptr i8, i8* %299, i64 %sunkaddr3038
  %sunkaddr3040 = getelementptr i8, i8* %sunkaddr3039, i64 48
  %300 = bitcast i8* %sunkaddr3040 to double*
  %.674361372.us.6 = load double, double* %300, align 8
  %.21.i.us.6 = tail call double @llvm.sin.f64(double %.674361372.us.6) #6
  %.10.i.us.6 = fmul double %.647.us.6, %.674361372.us.6
  %.11.i.us.6 = fmul double %.674361372.us.6, %.674361372.us.6
  %.12.i.us.6 = fmul double %.674361372.us.6, %.11.i.us.6
  %.13.i.us.6 = fsub double %.10.i.us.6, %.12.i.us.6
  %.26.i.us.6 = fadd double %.13.i.us.6, %.21.i.us.6
  %sunkaddr3041 = mul i64 %loop.index294.us, 8
  %301 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3042 = getelementptr i8, i8* %301, i64 %sunkaddr3041
  %sunkaddr3043 = getelementptr i8, i8* %sunkaddr3042, i64 48
  %302 = bitcast i8* %sunkaddr3043 to double*
  store double %.26.i.us.6, double* %302, align 8
  %.647.us.7 = load double, double* %arg.k.4, align 8
  %sunkaddr3044 = mul i64 %loop.index294.us, 8
  %303 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3045 = getelementptr i8, i8* %303, i64 %sunkaddr3044
  %sunkaddr3046 = getelementptr i8, i8* %sunkaddr3045, i64 56
  %304 = bitcast i8* %sunkaddr3046 to double*
  %.674361372.us.7 = load double, double* %304, align 8
  %.21.i.us.7 = tail call double @llvm.sin.f64(double %.674361372.us.7) #6
  %.10.i.us.7 = fmul double %.647.us.7, %.674361372.us.7
  %.11.i.us.7 = fmul double %.674361372.us.7, %.674361372.us.7
  %.12.i.us.7 = fmul double %.674361372.us.7, %.11.i.us.7
  %.13.i.us.7 = fsub double %.10.i.us.7, %.12.i.us.7
  %.26.i.us.7 = fadd double %.13.i.us.7, %.21.i.us.7
  %sunkaddr3047 = mul i64 %loop.index294.us, 8
  %305 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3048 = getelementptr i8, i8* %305, i64 %sunkaddr3047
  %sunkaddr3049 = getelementptr i8, i8* %sunkaddr3048, i64 56
  %306 = bitcast i8* %sunkaddr3049 to double*
  store double %.26.i.us.7, double* %306, align 8
  %.721.us.7 = add nuw nsw i64 %loop.index294.us, 8
  %exitcond552.not.7 = icmp eq i64 %dest_shape.5, %.721.us.7
  br i1 %exitcond552.not.7, label %B128.i182, label %for.body.us, !llvm.loop !41

for.body.preheader.split:                         ; preds = %for.body.preheader
  %307 = icmp ugt i64 %arg.k.5.0, 1
  br i1 %307, label %for.body.us480.preheader, label %for.body.preheader578

for.body.preheader578:                            ; preds = %for.body.preheader.split
  %308 = icmp ult i64 %dest_shape.5, 4
  br i1 %308, label %for.body.preheader872, label %vector.memcheck800

vector.memcheck800:                               ; preds = %for.body.preheader578
  %scevgep801 = getelementptr double, double* %.6.i190300, i64 %dest_shape.5
  %scevgep805 = getelementptr double, double* %y.2.sroa.60.0534, i64 1
  %bound0807 = icmp ult double* %.6.i190300, %scevgep803
  %bound1808 = icmp ugt double* %scevgep801, %arg.k.4
  %found.conflict809 = and i1 %bound0807, %bound1808
  %bound0810 = icmp ult double* %.6.i190300, %scevgep805
  %bound1811 = icmp ult double* %y.2.sroa.60.0534, %scevgep801
  %found.conflict812 = and i1 %bound0810, %bound1811
  %conflict.rdx813 = or i1 %found.conflict809, %found.conflict812
  br i1 %conflict.rdx813, label %for.body.preheader872, label %vector.ph818

vector.ph818:                                     ; preds = %vector.memcheck800
  %n.vec820 = and i64 %dest_shape.5, -4
  %309 = add i64 %n.vec820, -4
  %310 = lshr exact i64 %309, 2
  %311 = add nuw nsw i64 %310, 1
  %xtraiter889 = and i64 %311, 7
  %312 = icmp ult i64 %309, 28
  br i1 %312, label %middle.block814.unr-lcssa, label %vector.ph818.new

vector.ph818.new:                                 ; preds = %vector.ph818
  %const2817 = bitcast i64 9223372036854775800 to i64
  %unroll_iter892 = and i64 %311, %const2817
  %313 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %314 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %315 = tail call double @llvm.sin.f64(double %314) #6
  %316 = tail call double @llvm.sin.f64(double %314) #6
  %317 = tail call double @llvm.sin.f64(double %314) #6
  %318 = tail call double @llvm.sin.f64(double %314) #6
  %319 = insertelement <4 x double> poison, double %315, i64 0
  %320 = insertelement <4 x double> %319, double %316, i64 1
  %321 = insertelement <4 x double> %320, double %317, i64 2
  %322 = insertelement <4 x double> %321, double %318, i64 3
  %.scalar = fmul double %313, %314
  %.scalar854 = fmul double %314, %314
  %.scalar855 = fmul double %314, %.scalar854
  %.scalar856 = fsub double %.scalar, %.scalar855
  %323 = insertelement <4 x double> poison, double %.scalar856, i64 0
  %324 = shufflevector <4 x double> %323, <4 x double> poison, <4 x i32> zeroinitializer
  %325 = fadd <4 x double> %324, %322
  %326 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %327 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %328 = tail call double @llvm.sin.f64(double %327) #6
  %329 = tail call double @llvm.sin.f64(double %327) #6
  %330 = tail call double @llvm.sin.f64(double %327) #6
  %331 = tail call double @llvm.sin.f64(double %327) #6
  %332 = insertelement <4 x double> poison, double %328, i64 0
  %333 = insertelement <4 x double> %332, double %329, i64 1
  %334 = insertelement <4 x double> %333, double %330, i64 2
  %335 = insertelement <4 x double> %334, double %331, i64 3
  %.scalar.1 = fmul double %326, %327
  %.scalar854.1 = fmul double %327, %327
  %.scalar855.1 = fmul double %327, %.scalar854.1
  %.scalar856.1 = fsub double %.scalar.1, %.scalar855.1
  %336 = insertelement <4 x double> poison, double %.scalar856.1, i64 0
  %337 = shufflevector <4 x double> %336, <4 x double> poison, <4 x i32> zeroinitializer
  %338 = fadd <4 x double> %337, %335
  %339 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %340 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %341 = tail call double @llvm.sin.f64(double %340) #6
  %342 = tail call double @llvm.sin.f64(double %340) #6
  %343 = tail call double @llvm.sin.f64(double %340) #6
  %344 = tail call double @llvm.sin.f64(double %340) #6
  %345 = insertelement <4 x double> poison, double %341, i64 0
  %346 = insertelement <4 x double> %345, double %342, i64 1
  %347 = insertelement <4 x double> %346, double %343, i64 2
  %348 = insertelement <4 x double> %347, double %344, i64 3
  %.scalar.2 = fmul double %339, %340
  %.scalar854.2 = fmul double %340, %340
  %.scalar855.2 = fmul double %340, %.scalar854.2
  %.scalar856.2 = fsub double %.scalar.2, %.scalar855.2
  %349 = insertelement <4 x double> poison, double %.scalar856.2, i64 0
  %350 = shufflevector <4 x double> %349, <4 x double> poison, <4 x i32> zeroinitializer
  %351 = fadd <4 x double> %350, %348
  %352 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %353 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %354 = tail call double @llvm.sin.f64(double %353) #6
  %355 = tail call double @llvm.sin.f64(double %353) #6
  %356 = tail call double @llvm.sin.f64(double %353) #6
  %357 = tail call double @llvm.sin.f64(double %353) #6
  %358 = insertelement <4 x double> poison, double %354, i64 0
  %359 = insertelement <4 x double> %358, double %355, i64 1
  %360 = insertelement <4 x double> %359, double %356, i64 2
  %361 = insertelement <4 x double> %360, double %357, i64 3
  %.scalar.3 = fmul double %352, %353
  %.scalar854.3 = fmul double %353, %353
  %.scalar855.3 = fmul double %353, %.scalar854.3
  %.scalar856.3 = fsub double %.scalar.3, %.scalar855.3
  %362 = insertelement <4 x double> poison, double %.scalar856.3, i64 0
  %363 = shufflevector <4 x double> %362, <4 x double> poison, <4 x i32> zeroinitializer
  %364 = fadd <4 x double> %363, %361
  %365 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %366 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %367 = tail call double @llvm.sin.f64(double %366) #6
  %368 = tail call double @llvm.sin.f64(double %366) #6
  %369 = tail call double @llvm.sin.f64(double %366) #6
  %370 = tail call double @llvm.sin.f64(double %366) #6
  %371 = insertelement <4 x double> poison, double %367, i64 0
  %372 = insertelement <4 x double> %371, double %368, i64 1
  %373 = insertelement <4 x double> %372, double %369, i64 2
  %374 = insertelement <4 x double> %373, double %370, i64 3
  %.scalar.4 = fmul double %365, %366
  %.scalar854.4 = fmul double %366, %366
  %.scalar855.4 = fmul double %366, %.scalar854.4
  %.scalar856.4 = fsub double %.scalar.4, %.scalar855.4
  %375 = insertelement <4 x double> poison, double %.scalar856.4, i64 0
  %376 = shufflevector <4 x double> %375, <4 x double> poison, <4 x i32> zeroinitializer
  %377 = fadd <4 x double> %376, %374
  %378 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %379 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %380 = tail call double @llvm.sin.f64(double %379) #6
  %381 = tail call double @llvm.sin.f64(double %379) #6
  %382 = tail call double @llvm.sin.f64(double %379) #6
  %383 = tail call double @llvm.sin.f64(double %379) #6
  %384 = insertelement <4 x double> poison, double %380, i64 0
  %385 = insertelement <4 x double> %384, double %381, i64 1
  %386 = insertelement <4 x double> %385, double %382, i64 2
  %387 = insertelement <4 x double> %386, double %383, i64 3
  %.scalar.5 = fmul double %378, %379
  %.scalar854.5 = fmul double %379, %379
  %.scalar855.5 = fmul double %379, %.scalar854.5
  %.scalar856.5 = fsub double %.scalar.5, %.scalar855.5
  %388 = insertelement <4 x double> poison, double %.scalar856.5, i64 0
  %389 = shufflevector <4 x double> %388, <4 x double> poison, <4 x i32> zeroinitializer
  %390 = fadd <4 x double> %389, %387
  %391 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %392 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %393 = tail call double @llvm.sin.f64(double %392) #6
  %394 = tail call double @llvm.sin.f64(double %392) #6
  %395 = tail call double @llvm.sin.f64(double %392) #6
  %396 = tail call double @llvm.sin.f64(double %392) #6
  %397 = insertelement <4 x double> poison, double %393, i64 0
  %398 = insertelement <4 x double> %397, double %394, i64 1
  %399 = insertelement <4 x double> %398, double %395, i64 2
  %400 = insertelement <4 x double> %399, double %396, i64 3
  %.scalar.6 = fmul double %391, %392
  %.scalar854.6 = fmul double %392, %392
  %.scalar855.6 = fmul double %392, %.scalar854.6
  %.scalar856.6 = fsub double %.scalar.6, %.scalar855.6
  %401 = insertelement <4 x double> poison, double %.scalar856.6, i64 0
  %402 = shufflevector <4 x double> %401, <4 x double> poison, <4 x i32> zeroinitializer
  %403 = fadd <4 x double> %402, %400
  %404 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %405 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %406 = tail call double @llvm.sin.f64(double %405) #6
  %407 = tail call double @llvm.sin.f64(double %405) #6
  %408 = tail call double @llvm.sin.f64(double %405) #6
  %409 = tail call double @llvm.sin.f64(double %405) #6
  %410 = insertelement <4 x double> poison, double %406, i64 0
  %411 = insertelement <4 x double> %410, double %407, i64 1
  %412 = insertelement <4 x double> %411, double %408, i64 2
  %413 = insertelement <4 x double> %412, double %409, i64 3
  %.scalar.7 = fmul double %404, %405
  %.scalar854.7 = fmul double %405, %405
  %.scalar855.7 = fmul double %405, %.scalar854.7
  %.scalar856.7 = fsub double %.scalar.7, %.scalar855.7
  %414 = insertelement <4 x double> poison, double %.scalar856.7, i64 0
  %415 = shufflevector <4 x double> %414, <4 x double> poison, <4 x i32> zeroinitializer
  %416 = fadd <4 x double> %415, %413
  br label %vector.body816

vector.body816:                                   ; preds = %vector.body816, %vector.ph818.new
  %lsr.iv1412 = phi i64 [ %lsr.iv.next1413, %vector.body816 ], [ %unroll_iter892, %vector.ph818.new ]
  %index823 = phi i64 [ 0, %vector.ph818.new ], [ %index.next828.7, %vector.body816 ]
  %sunkaddr3050 = mul i64 %index823, 8
  %417 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3051 = getelementptr i8, i8* %417, i64 %sunkaddr3050
  %418 = bitcast i8* %sunkaddr3051 to <4 x double>*
  store <4 x double> %325, <4 x double>* %418, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3052 = mul i64 %index823, 8
  %419 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3053 = getelementptr i8, i8* %419, i64 %sunkaddr3052
  %sunkaddr3054 = getelementptr i8, i8* %sunkaddr3053, i64 32
  %420 = bitcast i8* %sunkaddr3054 to <4 x double>*
  store <4 x double> %338, <4 x double>* %420, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3055 = mul i64 %index823, 8
  %421 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3056 = getelementptr i8, i8* %421, i64 %sunkaddr3055
  %sunkaddr3057 = getelementptr i8, i8* %sunkaddr3056, i64 64
  %422 = bitcast i8* %sunkaddr3057 to <4 x double>*
  store <4 x double> %351, <4 x double>* %422, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3058 = mul i64 %index823, 8
  %423 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3059 = getelementptr i8, i8* %423, i64 %sunkaddr3058
  %sunkaddr3060 = getelementptr i8, i8* %sunkaddr3059, i64 96
  %424 = bitcast i8* %sunkaddr3060 to <4 x double>*
  store <4 x double> %364, <4 x double>* %424, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3061 = mul i64 %index823, 8
  %425 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3062 = getelementptr i8, i8* %425, i64 %sunkaddr3061
  %sunkaddr3063 = getelementptr i8, i8* %sunkaddr3062, i64 128
  %426 = bitcast i8* %sunkaddr3063 to <4 x double>*
  store <4 x double> %377, <4 x double>* %426, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3064 = mul i64 %index823, 8
  %427 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3065 = getelementptr i8, i8* %427, i64 %sunkaddr3064
  %sunkaddr3066 = getelementptr i8, i8* %sunkaddr3065, i64 160
  %428 = bitcast i8* %sunkaddr3066 to <4 x double>*
  store <4 x double> %390, <4 x double>* %428, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3067 = mul i64 %index823, 8
  %429 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3068 = getelementptr i8, i8* %429, i64 %sunkaddr3067
  %sunkaddr3069 = getelementptr i8, i8* %sunkaddr3068, i64 192
  %430 = bitcast i8* %sunkaddr3069 to <4 x double>*
  store <4 x double> %403, <4 x double>* %430, align 8, !alias.scope !47, !noalias !49
  %sunkaddr3070 = mul i64 %index823, 8
  %431 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3071 = getelementptr i8, i8* %431, i64 %sunkaddr3070
  %sunkaddr3072 = getelementptr i8, i8* %sunkaddr3071, i64 224
  %432 = bitcast i8* %sunkaddr3072 to <4 x double>*
  store <4 x double> %416, <4 x double>* %432, align 8, !alias.scope !47, !noalias !49
  %index.next828.7 = add i64 %index823, 32
  %lsr.iv.next1413 = add i64 %lsr.iv1412, -8
  %niter893.ncmp.7 = icmp eq i64 %lsr.iv.next1413, 0
  br i1 %niter893.ncmp.7, label %middle.block814.unr-lcssa, label %vector.body816, !llvm.loop !50

middle.block814.unr-lcssa:                        ; preds = %vector.body816, %vector.ph818
  %index823.unr = phi i64 [ 0, %vector.ph818 ], [ %index.next828.7, %vector.body816 ]
  %lcmp.mod891.not = icmp eq i64 %xtraiter889, 0
  br i1 %lcmp.mod891.not, label %middle.block814, label %vector.body816.epil.preheader

vector.body816.epil.preheader:                    ; preds = %middle.block814.unr-lcssa
  %433 = load double, double* %arg.k.4, align 8, !alias.scope !42
  %434 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !45
  %435 = tail call double @llvm.sin.f64(double %434) #6
  %436 = tail call double @llvm.sin.f64(double %434) #6
  %437 = tail call double @llvm.sin.f64(double %434) #6
  %438 = tail call double @llvm.sin.f64(double %434) #6
  %439 = insertelement <4 x double> poison, double %435, i64 0
  %440 = insertelement <4 x double> %439, double %436, i64 1
  %441 = insertelement <4 x double> %440, double %437, i64 2
  %442 = insertelement <4 x double> %441, double %438, i64 3
  %.scalar.epil = fmul double %433, %434
  %.scalar854.epil = fmul double %434, %434
  %.scalar855.epil = fmul double %434, %.scalar854.epil
  %.scalar856.epil = fsub double %.scalar.epil, %.scalar855.epil
  %443 = insertelement <4 x double> poison, double %.scalar856.epil, i64 0
  %444 = shufflevector <4 x double> %443, <4 x double> poison, <4 x i32> zeroinitializer
  %445 = fadd <4 x double> %444, %442
  %scevgep1414 = getelementptr double, double* %.6.i190300, i64 %index823.unr
  %446 = shl nuw nsw i64 %xtraiter889, 5
  br label %vector.body816.epil

vector.body816.epil:                              ; preds = %vector.body816.epil, %vector.body816.epil.preheader
  %lsr.iv1415 = phi i64 [ %lsr.iv.next1416, %vector.body816.epil ], [ 0, %vector.body816.epil.preheader ]
  %447 = bitcast double* %scevgep1414 to i8*
  %uglygep1418 = getelementptr i8, i8* %447, i64 %lsr.iv1415
  %uglygep14181419 = bitcast i8* %uglygep1418 to <4 x double>*
  store <4 x double> %445, <4 x double>* %uglygep14181419, align 8, !alias.scope !47, !noalias !49
  %lsr.iv.next1416 = add nuw nsw i64 %lsr.iv1415, 32
  %epil.iter890.cmp.not = icmp eq i64 %446, %lsr.iv.next1416
  br i1 %epil.iter890.cmp.not, label %middle.block814, label %vector.body816.epil, !llvm.loop !51

middle.block814:                                  ; preds = %vector.body816.epil, %middle.block814.unr-lcssa
  %cmp.n822 = icmp eq i64 %dest_shape.5, %n.vec820
  br i1 %cmp.n822, label %B128.i182, label %for.body.preheader872

for.body.preheader872:                            ; preds = %vector.memcheck800, %for.body.preheader578, %middle.block814
  %loop.index294.ph = phi i64 [ 0, %vector.memcheck800 ], [ 0, %for.body.preheader578 ], [ %n.vec820, %middle.block814 ]
  %448 = sub i64 %dest_shape.5, %loop.index294.ph
  %449 = xor i64 %loop.index294.ph, -1
  %450 = add i64 %dest_shape.5, %449
  %xtraiter894 = and i64 %448, 7
  %lcmp.mod895.not = icmp eq i64 %xtraiter894, 0
  br i1 %lcmp.mod895.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader872
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1421 = phi i64 [ %xtraiter894, %for.body.prol.preheader ], [ %lsr.iv.next1422, %for.body.prol ]
  %loop.index294.prol = phi i64 [ %.721.prol, %for.body.prol ], [ %loop.index294.ph, %for.body.prol.preheader ]
  %.647.prol = load double, double* %arg.k.4, align 8
  %.674361372.prol = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.prol = tail call double @llvm.sin.f64(double %.674361372.prol) #6
  %.10.i.prol = fmul double %.647.prol, %.674361372.prol
  %.11.i.prol = fmul double %.674361372.prol, %.674361372.prol
  %.12.i.prol = fmul double %.674361372.prol, %.11.i.prol
  %.13.i.prol = fsub double %.10.i.prol, %.12.i.prol
  %.26.i.prol = fadd double %.13.i.prol, %.21.i.prol
  %scevgep1420 = getelementptr double, double* %.6.i190300, i64 %loop.index294.prol
  store double %.26.i.prol, double* %scevgep1420, align 8
  %.721.prol = add i64 %loop.index294.prol, 1
  %lsr.iv.next1422 = add nsw i64 %lsr.iv1421, -1
  %prol.iter896.cmp.not = icmp eq i64 %lsr.iv.next1422, 0
  br i1 %prol.iter896.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !52

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader872
  %loop.index294.unr = phi i64 [ %loop.index294.ph, %for.body.preheader872 ], [ %.721.prol, %for.body.prol ]
  %451 = icmp ult i64 %450, 7
  br i1 %451, label %B128.i182, label %for.body.preheader973

for.body.preheader973:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us480.preheader:                         ; preds = %for.body.preheader.split
  %452 = icmp ult i64 %dest_shape.5, 4
  br i1 %452, label %for.body.us480.preheader870, label %vector.memcheck772

vector.memcheck772:                               ; preds = %for.body.us480.preheader
  %scevgep773 = getelementptr double, double* %.6.i190300, i64 %dest_shape.5
  %scevgep775 = getelementptr double, double* %arg.k.4, i64 %dest_shape.5
  %scevgep777 = getelementptr double, double* %y.2.sroa.60.0534, i64 1
  %bound0779 = icmp ult double* %.6.i190300, %scevgep775
  %bound1780 = icmp ugt double* %scevgep773, %arg.k.4
  %found.conflict781 = and i1 %bound0779, %bound1780
  %bound0782 = icmp ult double* %.6.i190300, %scevgep777
  %bound1783 = icmp ult double* %y.2.sroa.60.0534, %scevgep773
  %found.conflict784 = and i1 %bound0782, %bound1783
  %conflict.rdx785 = or i1 %found.conflict781, %found.conflict784
  br i1 %conflict.rdx785, label %for.body.us480.preheader870, label %vector.ph790

vector.ph790:                                     ; preds = %vector.memcheck772
  %n.vec792 = and i64 %dest_shape.5, -4
  %453 = add i64 %n.vec792, -4
  %454 = lshr exact i64 %453, 2
  %455 = add nuw nsw i64 %454, 1
  %xtraiter898 = and i64 %455, 7
  %456 = icmp ult i64 %453, 28
  br i1 %456, label %middle.block786.unr-lcssa, label %vector.ph790.new

vector.ph790.new:                                 ; preds = %vector.ph790
  %const2818 = bitcast i64 9223372036854775800 to i64
  %unroll_iter901 = and i64 %455, %const2818
  %457 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797 = insertelement <4 x double> poison, double %457, i64 0
  %broadcast.splat798 = shufflevector <4 x double> %broadcast.splatinsert797, <4 x double> poison, <4 x i32> zeroinitializer
  %458 = tail call double @llvm.sin.f64(double %457) #6
  %459 = tail call double @llvm.sin.f64(double %457) #6
  %460 = tail call double @llvm.sin.f64(double %457) #6
  %461 = tail call double @llvm.sin.f64(double %457) #6
  %462 = insertelement <4 x double> poison, double %458, i64 0
  %463 = insertelement <4 x double> %462, double %459, i64 1
  %464 = insertelement <4 x double> %463, double %460, i64 2
  %465 = insertelement <4 x double> %464, double %461, i64 3
  %.scalar857 = fmul double %457, %457
  %.scalar858 = fmul double %457, %.scalar857
  %466 = insertelement <4 x double> poison, double %.scalar858, i64 0
  %467 = shufflevector <4 x double> %466, <4 x double> poison, <4 x i32> zeroinitializer
  %468 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.1 = insertelement <4 x double> poison, double %468, i64 0
  %broadcast.splat798.1 = shufflevector <4 x double> %broadcast.splatinsert797.1, <4 x double> poison, <4 x i32> zeroinitializer
  %469 = tail call double @llvm.sin.f64(double %468) #6
  %470 = tail call double @llvm.sin.f64(double %468) #6
  %471 = tail call double @llvm.sin.f64(double %468) #6
  %472 = tail call double @llvm.sin.f64(double %468) #6
  %473 = insertelement <4 x double> poison, double %469, i64 0
  %474 = insertelement <4 x double> %473, double %470, i64 1
  %475 = insertelement <4 x double> %474, double %471, i64 2
  %476 = insertelement <4 x double> %475, double %472, i64 3
  %.scalar857.1 = fmul double %468, %468
  %.scalar858.1 = fmul double %468, %.scalar857.1
  %477 = insertelement <4 x double> poison, double %.scalar858.1, i64 0
  %478 = shufflevector <4 x double> %477, <4 x double> poison, <4 x i32> zeroinitializer
  %479 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.2 = insertelement <4 x double> poison, double %479, i64 0
  %broadcast.splat798.2 = shufflevector <4 x double> %broadcast.splatinsert797.2, <4 x double> poison, <4 x i32> zeroinitializer
  %480 = tail call double @llvm.sin.f64(double %479) #6
  %481 = tail call double @llvm.sin.f64(double %479) #6
  %482 = tail call double @llvm.sin.f64(double %479) #6
  %483 = tail call double @llvm.sin.f64(double %479) #6
  %484 = insertelement <4 x double> poison, double %480, i64 0
  %485 = insertelement <4 x double> %484, double %481, i64 1
  %486 = insertelement <4 x double> %485, double %482, i64 2
  %487 = insertelement <4 x double> %486, double %483, i64 3
  %.scalar857.2 = fmul double %479, %479
  %.scalar858.2 = fmul double %479, %.scalar857.2
  %488 = insertelement <4 x double> poison, double %.scalar858.2, i64 0
  %489 = shufflevector <4 x double> %488, <4 x double> poison, <4 x i32> zeroinitializer
  %490 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.3 = insertelement <4 x double> poison, double %490, i64 0
  %broadcast.splat798.3 = shufflevector <4 x double> %broadcast.splatinsert797.3, <4 x double> poison, <4 x i32> zeroinitializer
  %491 = tail call double @llvm.sin.f64(double %490) #6
  %492 = tail call double @llvm.sin.f64(double %490) #6
  %493 = tail call double @llvm.sin.f64(double %490) #6
  %494 = tail call double @llvm.sin.f64(double %490) #6
  %495 = insertelement <4 x double> poison, double %491, i64 0
  %496 = insertelement <4 x double> %495, double %492, i64 1
  %497 = insertelement <4 x double> %496, double %493, i64 2
  %498 = insertelement <4 x double> %497, double %494, i64 3
  %.scalar857.3 = fmul double %490, %490
  %.scalar858.3 = fmul double %490, %.scalar857.3
  %499 = insertelement <4 x double> poison, double %.scalar858.3, i64 0
  %500 = shufflevector <4 x double> %499, <4 x double> poison, <4 x i32> zeroinitializer
  %501 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.4 = insertelement <4 x double> poison, double %501, i64 0
  %broadcast.splat798.4 = shufflevector <4 x double> %broadcast.splatinsert797.4, <4 x double> poison, <4 x i32> zeroinitializer
  %502 = tail call double @llvm.sin.f64(double %501) #6
  %503 = tail call double @llvm.sin.f64(double %501) #6
  %504 = tail call double @llvm.sin.f64(double %501) #6
  %505 = tail call double @llvm.sin.f64(double %501) #6
  %506 = insertelement <4 x double> poison, double %502, i64 0
  %507 = insertelement <4 x double> %506, double %503, i64 1
  %508 = insertelement <4 x double> %507, double %504, i64 2
  %509 = insertelement <4 x double> %508, double %505, i64 3
  %.scalar857.4 = fmul double %501, %501
  %.scalar858.4 = fmul double %501, %.scalar857.4
  %510 = insertelement <4 x double> poison, double %.scalar858.4, i64 0
  %511 = shufflevector <4 x double> %510, <4 x double> poison, <4 x i32> zeroinitializer
  %512 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.5 = insertelement <4 x double> poison, double %512, i64 0
  %broadcast.splat798.5 = shufflevector <4 x double> %broadcast.splatinsert797.5, <4 x double> poison, <4 x i32> zeroinitializer
  %513 = tail call double @llvm.sin.f64(double %512) #6
  %514 = tail call double @llvm.sin.f64(double %512) #6
  %515 = tail call double @llvm.sin.f64(double %512) #6
  %516 = tail call double @llvm.sin.f64(double %512) #6
  %517 = insertelement <4 x double> poison, double %513, i64 0
  %518 = insertelement <4 x double> %517, double %514, i64 1
  %519 = insertelement <4 x double> %518, double %515, i64 2
  %520 = insertelement <4 x double> %519, double %516, i64 3
  %.scalar857.5 = fmul double %512, %512
  %.scalar858.5 = fmul double %512, %.scalar857.5
  %521 = insertelement <4 x double> poison, double %.scalar858.5, i64 0
  %522 = shufflevector <4 x double> %521, <4 x double> poison, <4 x i32> zeroinitializer
  %523 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.6 = insertelement <4 x double> poison, double %523, i64 0
  %broadcast.splat798.6 = shufflevector <4 x double> %broadcast.splatinsert797.6, <4 x double> poison, <4 x i32> zeroinitializer
  %524 = tail call double @llvm.sin.f64(double %523) #6
  %525 = tail call double @llvm.sin.f64(double %523) #6
  %526 = tail call double @llvm.sin.f64(double %523) #6
  %527 = tail call double @llvm.sin.f64(double %523) #6
  %528 = insertelement <4 x double> poison, double %524, i64 0
  %529 = insertelement <4 x double> %528, double %525, i64 1
  %530 = insertelement <4 x double> %529, double %526, i64 2
  %531 = insertelement <4 x double> %530, double %527, i64 3
  %.scalar857.6 = fmul double %523, %523
  %.scalar858.6 = fmul double %523, %.scalar857.6
  %532 = insertelement <4 x double> poison, double %.scalar858.6, i64 0
  %533 = shufflevector <4 x double> %532, <4 x double> poison, <4 x i32> zeroinitializer
  %534 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.7 = insertelement <4 x double> poison, double %534, i64 0
  %broadcast.splat798.7 = shufflevector <4 x double> %broadcast.splatinsert797.7, <4 x double> poison, <4 x i32> zeroinitializer
  %535 = tail call double @llvm.sin.f64(double %534) #6
  %536 = tail call double @llvm.sin.f64(double %534) #6
  %537 = tail call double @llvm.sin.f64(double %534) #6
  %538 = tail call double @llvm.sin.f64(double %534) #6
  %539 = insertelement <4 x double> poison, double %535, i64 0
  %540 = insertelement <4 x double> %539, double %536, i64 1
  %541 = insertelement <4 x double> %540, double %537, i64 2
  %542 = insertelement <4 x double> %541, double %538, i64 3
  %.scalar857.7 = fmul double %534, %534
  %.scalar858.7 = fmul double %534, %.scalar857.7
  %543 = insertelement <4 x double> poison, double %.scalar858.7, i64 0
  %544 = shufflevector <4 x double> %543, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body788

vector.body788:                                   ; preds = %vector.body788, %vector.ph790.new
  %lsr.iv1487 = phi i64 [ %lsr.iv.next1488, %vector.body788 ], [ %unroll_iter901, %vector.ph790.new ]
  %index795 = phi i64 [ 0, %vector.ph790.new ], [ %index.next799.7, %vector.body788 ]
  %sunkaddr3073 = mul i64 %index795, 8
  %545 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3074 = getelementptr i8, i8* %545, i64 %sunkaddr3073
  %546 = bitcast i8* %sunkaddr3074 to <4 x double>*
  %wide.load796 = load <4 x double>, <4 x double>* %546, align 8, !alias.scope !56
  %547 = fmul <4 x double> %wide.load796, %broadcast.splat798
  %548 = fsub <4 x double> %547, %467
  %549 = fadd <4 x double> %548, %465
  %sunkaddr3075 = mul i64 %index795, 8
  %550 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3076 = getelementptr i8, i8* %550, i64 %sunkaddr3075
  %551 = bitcast i8* %sunkaddr3076 to <4 x double>*
  store <4 x double> %549, <4 x double>* %551, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3077 = mul i64 %index795, 8
  %552 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3078 = getelementptr i8, i8* %552, i64 %sunkaddr3077
  %sunkaddr3079 = getelementptr i8, i8* %sunkaddr3078, i64 32
  %553 = bitcast i8* %sunkaddr3079 to <4 x double>*
  %wide.load796.1 = load <4 x double>, <4 x double>* %553, align 8, !alias.scope !56
  %554 = fmul <4 x double> %wide.load796.1, %broadcast.splat798.1
  %555 = fsub <4 x double> %554, %478
  %556 = fadd <4 x double> %555, %476
  %sunkaddr3080 = mul i64 %index795, 8
  %557 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3081 = getelementptr i8, i8* %557, i64 %sunkaddr3080
  %sunkaddr3082 = getelementptr i8, i8* %sunkaddr3081, i64 32
  %558 = bitcast i8* %sunkaddr3082 to <4 x double>*
  store <4 x double> %556, <4 x double>* %558, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3083 = mul i64 %index795, 8
  %559 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3084 = getelementptr i8, i8* %559, i64 %sunkaddr3083
  %sunkaddr3085 = getelementptr i8, i8* %sunkaddr3084, i64 64
  %560 = bitcast i8* %sunkaddr3085 to <4 x double>*
  %wide.load796.2 = load <4 x double>, <4 x double>* %560, align 8, !alias.scope !56
  %561 = fmul <4 x double> %wide.load796.2, %broadcast.splat798.2
  %562 = fsub <4 x double> %561, %489
  %563 = fadd <4 x double> %562, %487
  %sunkaddr3086 = mul i64 %index795, 8
  %564 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3087 = getelementptr i8, i8* %564, i64 %sunkaddr3086
  %sunkaddr3088 = getelementptr i8, i8* %sunkaddr3087, i64 64
  %565 = bitcast i8* %sunkaddr3088 to <4 x double>*
  store <4 x double> %563, <4 x double>* %565, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3089 = mul i64 %index795, 8
  %566 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3090 = getelementptr i8, i8* %566, i64 %sunkaddr3089
  %sunkaddr3091 = getelementptr i8, i8* %sunkaddr3090, i64 96
  %567 = bitcast i8* %sunkaddr3091 to <4 x double>*
  %wide.load796.3 = load <4 x double>, <4 x double>* %567, align 8, !alias.scope !56
  %568 = fmul <4 x double> %wide.load796.3, %broadcast.splat798.3
  %569 = fsub <4 x double> %568, %500
  %570 = fadd <4 x double> %569, %498
  %sunkaddr3092 = mul i64 %index795, 8
  %571 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3093 = getelementptr i8, i8* %571, i64 %sunkaddr3092
  %sunkaddr3094 = getelementptr i8, i8* %sunkaddr3093, i64 96
  %572 = bitcast i8* %sunkaddr3094 to <4 x double>*
  store <4 x double> %570, <4 x double>* %572, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3095 = mul i64 %index795, 8
  %573 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3096 = getelementptr i8, i8* %573, i64 %sunkaddr3095
  %sunkaddr3097 = getelementptr i8, i8* %sunkaddr3096, i64 128
  %574 = bitcast i8* %sunkaddr3097 to <4 x double>*
  %wide.load796.4 = load <4 x double>, <4 x double>* %574, align 8, !alias.scope !56
  %575 = fmul <4 x double> %wide.load796.4, %broadcast.splat798.4
  %576 = fsub <4 x double> %575, %511
  %577 = fadd <4 x double> %576, %509
  %sunkaddr3098 = mul i64 %index795, 8
  %578 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3099 = getelementptr i8, i8* %578, i64 %sunkaddr3098
  %sunkaddr3100 = getelementptr i8, i8* %sunkaddr3099, i64 128
  %579 = bitcast i8* %sunkaddr3100 to <4 x double>*
  store <4 x double> %577, <4 x double>* %579, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3101 = mul i64 %index795, 8
  %580 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3102 = getelementptr i8, i8* %580, i64 %sunkaddr3101
  %sunkaddr3103 = getelementptr i8, i8* %sunkaddr3102, i64 160
  %581 = bitcast i8* %sunkaddr3103 to <4 x double>*
  %wide.load796.5 = load <4 x double>, <4 x double>* %581, align 8, !alias.scope !56
  %582 = fmul <4 x double> %wide.load796.5, %broadcast.splat798.5
  %583 = fsub <4 x double> %582, %522
  %584 = fadd <4 x double> %583, %520
  %sunkaddr3104 = mul i64 %index795, 8
  %585 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3105 = getelementptr i8, i8* %585, i64 %sunkaddr3104
  %sunkaddr3106 = getelementptr i8, i8* %sunkaddr3105, i64 160
  %586 = bitcast i8* %sunkaddr3106 to <4 x double>*
  store <4 x double> %584, <4 x double>* %586, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3107 = mul i64 %index795, 8
  %587 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3108 = getelementptr i8, i8* %587, i64 %sunkaddr3107
  %sunkaddr3109 = getelementptr i8, i8* %sunkaddr3108, i64 192
  %588 = bitcast i8* %sunkaddr3109 to <4 x double>*
  %wide.load796.6 = load <4 x double>, <4 x double>* %588, align 8, !alias.scope !56
  %589 = fmul <4 x double> %wide.load796.6, %broadcast.splat798.6
  %590 = fsub <4 x double> %589, %533
  %591 = fadd <4 x double> %590, %531
  %sunkaddr3110 = mul i64 %index795, 8
  %592 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3111 = getelementptr i8, i8* %592, i64 %sunkaddr3110
  %sunkaddr3112 = getelementptr i8, i8* %sunkaddr3111, i64 192
  %593 = bitcast i8* %sunkaddr3112 to <4 x double>*
  store <4 x double> %591, <4 x double>* %593, align 8, !alias.scope !58, !noalias !60
  %sunkaddr3113 = mul i64 %index795, 8
  %594 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3114 = getelementptr i8, i8* %594, i64 %sunkaddr3113
  %sunkaddr3115 = getelementptr i8, i8* %sunkaddr3114, i64 224
  %595 = bitcast i8* %sunkaddr3115 to <4 x double>*
  %wide.load796.7 = load <4 x double>, <4 x double>* %595, align 8, !alias.scope !56
  %596 = fmul <4 x double> %wide.load796.7, %broadcast.splat798.7
  %597 = fsub <4 x double> %596, %544
  %598 = fadd <4 x double> %597, %542
  %sunkaddr3116 = mul i64 %index795, 8
  %599 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3117 = getelementptr i8, i8* %599, i64 %sunkaddr3116
  %sunkaddr3118 = getelementptr i8, i8* %sunkaddr3117, i64 224
  %600 = bitcast i8* %sunkaddr3118 to <4 x double>*
  store <4 x double> %598, <4 x double>* %600, align 8, !alias.scope !58, !noalias !60
  %index.next799.7 = add i64 %index795, 32
  %lsr.iv.next1488 = add i64 %lsr.iv1487, -8
  %niter902.ncmp.7 = icmp eq i64 %lsr.iv.next1488, 0
  br i1 %niter902.ncmp.7, label %middle.block786.unr-lcssa, label %vector.body788, !llvm.loop !61

middle.block786.unr-lcssa:                        ; preds = %vector.body788, %vector.ph790
  %index795.unr = phi i64 [ 0, %vector.ph790 ], [ %index.next799.7, %vector.body788 ]
  %lcmp.mod900.not = icmp eq i64 %xtraiter898, 0
  br i1 %lcmp.mod900.not, label %middle.block786, label %vector.body788.epil.preheader

vector.body788.epil.preheader:                    ; preds = %middle.block786.unr-lcssa
  %601 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !53
  %broadcast.splatinsert797.epil = insertelement <4 x double> poison, double %601, i64 0
  %broadcast.splat798.epil = shufflevector <4 x double> %broadcast.splatinsert797.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %602 = tail call double @llvm.sin.f64(double %601) #6
  %603 = tail call double @llvm.sin.f64(double %601) #6
  %604 = tail call double @llvm.sin.f64(double %601) #6
  %605 = tail call double @llvm.sin.f64(double %601) #6
  %606 = insertelement <4 x double> poison, double %602, i64 0
  %607 = insertelement <4 x double> %606, double %603, i64 1
  %608 = insertelement <4 x double> %607, double %604, i64 2
  %609 = insertelement <4 x double> %608, double %605, i64 3
  %.scalar857.epil = fmul double %601, %601
  %.scalar858.epil = fmul double %601, %.scalar857.epil
  %610 = insertelement <4 x double> poison, double %.scalar858.epil, i64 0
  %611 = shufflevector <4 x double> %610, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1489 = getelementptr double, double* %.6.i190300, i64 %index795.unr
  %scevgep1495 = getelementptr double, double* %arg.k.4, i64 %index795.unr
  %612 = shl nuw nsw i64 %xtraiter898, 5
  br label %vector.body788.epil

vector.body788.epil:                              ; preds = %vector.body788.epil, %vector.body788.epil.preheader
  %lsr.iv1490 = phi i64 [ %lsr.iv.next1491, %vector.body788.epil ], [ 0, %vector.body788.epil.preheader ]
  %613 = bitcast double* %scevgep1495 to i8*
  %614 = bitcast double* %scevgep1489 to i8*
  %uglygep1497 = getelementptr i8, i8* %613, i64 %lsr.iv1490
  %uglygep14971498 = bitcast i8* %uglygep1497 to <4 x double>*
  %wide.load796.epil = load <4 x double>, <4 x double>* %uglygep14971498, align 8, !alias.scope !56
  %615 = fmul <4 x double> %wide.load796.epil, %broadcast.splat798.epil
  %616 = fsub <4 x double> %615, %611
  %617 = fadd <4 x double> %616, %609
  %uglygep1493 = getelementptr i8, i8* %614, i64 %lsr.iv1490
  %uglygep14931494 = bitcast i8* %uglygep1493 to <4 x double>*
  store <4 x double> %617, <4 x double>* %uglygep14931494, align 8, !alias.scope !58, !noalias !60
  %lsr.iv.next1491 = add nuw nsw i64 %lsr.iv1490, 32
  %epil.iter899.cmp.not = icmp eq i64 %612, %lsr.iv.next1491
  br i1 %epil.iter899.cmp.not, label %middle.block786, label %vector.body788.epil, !llvm.loop !62

middle.block786:                                  ; preds = %vector.body788.epil, %middle.block786.unr-lcssa
  %cmp.n794 = icmp eq i64 %dest_shape.5, %n.vec792
  br i1 %cmp.n794, label %B128.i182, label %for.body.us480.preheader870

for.body.us480.preheader870:                      ; preds = %vector.memcheck772, %for.body.us480.preheader, %middle.block786
  %loop.index294.us481.ph = phi i64 [ 0, %vector.memcheck772 ], [ 0, %for.body.us480.preheader ], [ %n.vec792, %middle.block786 ]
  %618 = sub i64 %dest_shape.5, %loop.index294.us481.ph
  %619 = xor i64 %loop.index294.us481.ph, -1
  %620 = add i64 %dest_shape.5, %619
  %xtraiter903 = and i64 %618, 7
  %lcmp.mod904.not = icmp eq i64 %xtraiter903, 0
  br i1 %lcmp.mod904.not, label %for.body.us480.prol.loopexit, label %for.body.us480.prol.preheader

for.body.us480.prol.preheader:                    ; preds = %for.body.us480.preheader870
  br label %for.body.us480.prol

for.body.us480.prol:                              ; preds = %for.body.us480.prol.preheader, %for.body.us480.prol
  %lsr.iv1501 = phi i64 [ %xtraiter903, %for.body.us480.prol.preheader ], [ %lsr.iv.next1502, %for.body.us480.prol ]
  %loop.index294.us481.prol = phi i64 [ %.721.us515.prol, %for.body.us480.prol ], [ %loop.index294.us481.ph, %for.body.us480.prol.preheader ]
  %scevgep1500 = getelementptr double, double* %arg.k.4, i64 %loop.index294.us481.prol
  %.647.us490.prol = load double, double* %scevgep1500, align 8
  %.674361372.us499.prol = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.prol = tail call double @llvm.sin.f64(double %.674361372.us499.prol) #6
  %.10.i.us509.prol = fmul double %.647.us490.prol, %.674361372.us499.prol
  %.11.i.us510.prol = fmul double %.674361372.us499.prol, %.674361372.us499.prol
  %.12.i.us511.prol = fmul double %.674361372.us499.prol, %.11.i.us510.prol
  %.13.i.us512.prol = fsub double %.10.i.us509.prol, %.12.i.us511.prol
  %.26.i.us513.prol = fadd double %.13.i.us512.prol, %.21.i.us508.prol
  %scevgep1499 = getelementptr double, double* %.6.i190300, i64 %loop.index294.us481.prol
  store double %.26.i.us513.prol, double* %scevgep1499, align 8
  %.721.us515.prol = add i64 %loop.index294.us481.prol, 1
  %lsr.iv.next1502 = add nsw i64 %lsr.iv1501, -1
  %prol.iter905.cmp.not = icmp eq i64 %lsr.iv.next1502, 0
  br i1 %prol.iter905.cmp.not, label %for.body.us480.prol.loopexit, label %for.body.us480.prol, !llvm.loop !63

for.body.us480.prol.loopexit:                     ; preds = %for.body.us480.prol, %for.body.us480.preheader870
  %loop.index294.us481.unr = phi i64 [ %loop.index294.us481.ph, %for.body.us480.preheader870 ], [ %.721.us515.prol, %for.body.us480.prol ]
  %621 = icmp ult i64 %620, 7
  br i1 %621, label %B128.i182, label %for.body.us480.preheader971

for.body.us480.preheader971:                      ; preds = %for.body.us480.prol.loopexit
  br label %for.body.us480

for.body.us480:                                   ; preds = %for.body.us480.preheader971, %for.body.us480
  %loop.index294.us481 = phi i64 [ %.721.us515.7, %for.body.us480 ], [ %loop.index294.us481.unr, %for.body.us480.preheader971 ]
  %sunkaddr3119 = mul i64 %loop.index294.us481, 8
  %622 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3120 = getelementptr i8, i8* %622, i64 %sunkaddr3119
  %623 = bitcast i8* %sunkaddr3120 to double*
  %.647.us490 = load double, double* %623, align 8
  %.674361372.us499 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508 = tail call double @llvm.sin.f64(double %.674361372.us499) #6
  %.10.i.us509 = fmul double %.647.us490, %.674361372.us499
  %.11.i.us510 = fmul double %.674361372.us499, %.674361372.us499
  %.12.i.us511 = fmul double %.674361372.us499, %.11.i.us510
  %.13.i.us512 = fsub double %.10.i.us509, %.12.i.us511
  %.26.i.us513 = fadd double %.13.i.us512, %.21.i.us508
  %sunkaddr3121 = mul i64 %loop.index294.us481, 8
  %624 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3122 = getelementptr i8, i8* %624, i64 %sunkaddr3121
  %625 = bitcast i8* %sunkaddr3122 to double*
  store double %.26.i.us513, double* %625, align 8
  %sunkaddr3123 = mul i64 %loop.index294.us481, 8
  %626 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3124 = getelementptr i8, i8* %626, i64 %sunkaddr3123
  %sunkaddr3125 = getelementptr i8, i8* %sunkaddr3124, i64 8
  %627 = bitcast i8* %sunkaddr3125 to double*
  %.647.us490.1 = load double, double* %627, align 8
  %.674361372.us499.1 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.1 = tail call double @llvm.sin.f64(double %.674361372.us499.1) #6
  %.10.i.us509.1 = fmul double %.647.us490.1, %.674361372.us499.1
  %.11.i.us510.1 = fmul double %.674361372.us499.1, %.674361372.us499.1
  %.12.i.us511.1 = fmul double %.674361372.us499.1, %.11.i.us510.1
  %.13.i.us512.1 = fsub double %.10.i.us509.1, %.12.i.us511.1
  %.26.i.us513.1 = fadd double %.13.i.us512.1, %.21.i.us508.1
  %sunkaddr3126 = mul i64 %loop.index294.us481, 8
  %628 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3127 = getelementptr i8, i8* %628, i64 %sunkaddr3126
  %sunkaddr3128 = getelementptr i8, i8* %sunkaddr3127, i64 8
  %629 = bitcast i8* %sunkaddr3128 to double*
  store double %.26.i.us513.1, double* %629, align 8
  %sunkaddr3129 = mul i64 %loop.index294.us481, 8
  %630 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3130 = getelementptr i8, i8* %630, i64 %sunkaddr3129
  %sunkaddr3131 = getelementptr i8, i8* %sunkaddr3130, i64 16
  %631 = bitcast i8* %sunkaddr3131 to double*
  %.647.us490.2 = load double, double* %631, align 8
  %.674361372.us499.2 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.2 = tail call double @llvm.sin.f64(double %.674361372.us499.2) #6
  %.10.i.us509.2 = fmul double %.647.us490.2, %.674361372.us499.2
  %.11.i.us510.2 = fmul double %.674361372.us499.2, %.674361372.us499.2
  %.12.i.us511.2 = fmul double %.674361372.us499.2, %.11.i.us510.2
  %.13.i.us512.2 = fsub double %.10.i.us509.2, %.12.i.us511.2
  %.26.i.us513.2 = fadd double %.13.i.us512.2, %.21.i.us508.2
  %sunkaddr3132 = mul i64 %loop.index294.us481, 8
  %632 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3133 = getelementptr i8, i8* %632, i64 %sunkaddr3132
  %sunkaddr3134 = getelementptr i8, i8* %sunkaddr3133, i64 16
  %633 = bitcast i8* %sunkaddr3134 to double*
  store double %.26.i.us513.2, double* %633, align 8
  %sunkaddr3135 = mul i64 %loop.index294.us481, 8
  %634 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3136 = getelementptr i8, i8* %634, i64 %sunkaddr3135
  %sunkaddr3137 = getelementptr i8, i8* %sunkaddr3136, i64 24
  %635 = bitcast i8* %sunkaddr3137 to double*
  %.647.us490.3 = load double, double* %635, align 8
  %.674361372.us499.3 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.3 = tail call double @llvm.sin.f64(double %.674361372.us499.3) #6
  %.10.i.us509.3 = fmul double %.647.us490.3, %.674361372.us499.3
  %.11.i.us510.3 = fmul double %.674361372.us499.3, %.674361372.us499.3
  %.12.i.us511.3 = fmul double %.674361372.us499.3, %.11.i.us510.3
  %.13.i.us512.3 = fsub double %.10.i.us509.3, %.12.i.us511.3
  %.26.i.us513.3 = fadd double %.13.i.us512.3, %.21.i.us508.3
  %sunkaddr3138 = mul i64 %loop.index294.us481, 8
  %636 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3139 = getelementptr i8, i8* %636, i64 %sunkaddr3138
  %sunkaddr3140 = getelementptr i8, i8* %sunkaddr3139, i64 24
  %637 = bitcast i8* %sunkaddr3140 to double*
  store double %.26.i.us513.3, double* %637, align 8
  %sunkaddr3141 = mul i64 %loop.index294.us481, 8
  %638 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3142 = getelementptr i8, i8* %638, i64 %sunkaddr3141
  %sunkaddr3143 = getelementptr i8, i8* %sunkaddr3142, i64 32
  %639 = bitcast i8* %sunkaddr3143 to double*
  %.647.us490.4 = load double, double* %639, align 8
  %.674361372.us499.4 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.4 = tail call double @llvm.sin.f64(double %.674361372.us499.4) #6
  %.10.i.us509.4 = fmul double %.647.us490.4, %.674361372.us499.4
  %.11.i.us510.4 = fmul double %.674361372.us499.4, %.674361372.us499.4
  %.12.i.us511.4 = fmul double %.674361372.us499.4, %.11.i.us510.4
  %.13.i.us512.4 = fsub double %.10.i.us509.4, %.12.i.us511.4
  %.26.i.us513.4 = fadd double %.13.i.us512.4, %.21.i.us508.4
  %sunkaddr3144 = mul i64 %loop.index294.us481, 8
  %640 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3145 = getelementptr i8, i8* %640, i64 %sunkaddr3144
  %sunkaddr3146 = getelementptr i8, i8* %sunkaddr3145, i64 32
  %641 = bitcast i8* %sunkaddr3146 to double*
  store double %.26.i.us513.4, double* %641, align 8
  %sunkaddr3147 = mul i64 %loop.index294.us481, 8
  %642 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3148 = getelementptr i8, i8* %642, i64 %sunkaddr3147
  %sunkaddr3149 = getelementptr i8, i8* %sunkaddr3148, i64 40
  %643 = bitcast i8* %sunkaddr3149 to double*
  %.647.us490.5 = load double, double* %643, align 8
  %.674361372.us499.5 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.5 = tail call double @llvm.sin.f64(double %.674361372.us499.5) #6
  %.10.i.us509.5 = fmul double %.647.us490.5, %.674361372.us499.5
  %.11.i.us510.5 = fmul double %.674361372.us499.5, %.674361372.us499.5
  %.12.i.us511.5 = fmul double %.674361372.us499.5, %.11.i.us510.5
  %.13.i.us512.5 = fsub double %.10.i.us509.5, %.12.i.us511.5
  %.26.i.us513.5 = fadd double %.13.i.us512.5, %.21.i.us508.5
  %sunkaddr3150 = mul i64 %loop.index294.us481, 8
  %644 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3151 = getelementptr i8, i8* %644, i64 %sunkaddr3150
  %sunkaddr3152 = getelementptr i8, i8* %sunkaddr3151, i64 40
  %645 = bitcast i8* %sunkaddr3152 to double*
  store double %.26.i.us513.5, double* %645, align 8
  %sunkaddr3153 = mul i64 %loop.index294.us481, 8
  %646 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3154 = getelementptr i8, i8* %646, i64 %sunkaddr3153
  %sunkaddr3155 = getelementptr i8, i8* %sunkaddr3154, i64 48
  %647 = bitcast i8* %sunkaddr3155 to double*
  %.647.us490.6 = load double, double* %647, align 8
  %.674361372.us499.6 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.6 = tail call double @llvm.sin.f64(double %.674361372.us499.6) #6
  %.10.i.us509.6 = fmul double %.647.us490.6, %.674361372.us499.6
  %.11.i.us510.6 = fmul double %.674361372.us499.6, %.674361372.us499.6
  %.12.i.us511.6 = fmul double %.674361372.us499.6, %.11.i.us510.6
  %.13.i.us512.6 = fsub double %.10.i.us509.6, %.12.i.us511.6
  %.26.i.us513.6 = fadd double %.13.i.us512.6, %.21.i.us508.6
  %sunkaddr3156 = mul i64 %loop.index294.us481, 8
  %648 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3157 = getelementptr i8, i8* %648, i64 %sunkaddr3156
  %sunkaddr3158 = getelementptr i8, i8* %sunkaddr3157, i64 48
  %649 = bitcast i8* %sunkaddr3158 to double*
  store double %.26.i.us513.6, double* %649, align 8
  %sunkaddr3159 = mul i64 %loop.index294.us481, 8
  %650 = bitcast double* %arg.k.4 to i8*
  %sunkaddr3160 = getelementptr i8, i8* %650, i64 %sunkaddr3159
  %sunkaddr3161 = getelementptr i8, i8* %sunkaddr3160, i64 56
  %651 = bitcast i8* %sunkaddr3161 to double*
  %.647.us490.7 = load double, double* %651, align 8
  %.674361372.us499.7 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.us508.7 = tail call double @llvm.sin.f64(double %.674361372.us499.7) #6
  %.10.i.us509.7 = fmul double %.647.us490.7, %.674361372.us499.7
  %.11.i.us510.7 = fmul double %.674361372.us499.7, %.674361372.us499.7
  %.12.i.us511.7 = fmul double %.674361372.us499.7, %.11.i.us510.7
  %.13.i.us512.7 = fsub double %.10.i.us509.7, %.12.i.us511.7
  %.26.i.us513.7 = fadd double %.13.i.us512.7, %.21.i.us508.7
  %sunkaddr3162 = mul i64 %loop.index294.us481, 8
  %652 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3163 = getelementptr i8, i8* %652, i64 %sunkaddr3162
  %sunkaddr3164 = getelementptr i8, i8* %sunkaddr3163, i64 56
  %653 = bitcast i8* %sunkaddr3164 to double*
  store double %.26.i.us513.7, double* %653, align 8
  %.721.us515.7 = add nuw nsw i64 %loop.index294.us481, 8
  %exitcond551.not.7 = icmp eq i64 %dest_shape.5, %.721.us515.7
  br i1 %exitcond551.not.7, label %B128.i182, label %for.body.us480, !llvm.loop !64

for.body:                                         ; preds = %for.body.preheader973, %for.body
  %loop.index294 = phi i64 [ %.721.7, %for.body ], [ %loop.index294.unr, %for.body.preheader973 ]
  %.647 = load double, double* %arg.k.4, align 8
  %.674361372 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i = tail call double @llvm.sin.f64(double %.674361372) #6
  %.10.i = fmul double %.647, %.674361372
  %.11.i = fmul double %.674361372, %.674361372
  %.12.i = fmul double %.674361372, %.11.i
  %.13.i = fsub double %.10.i, %.12.i
  %.26.i = fadd double %.13.i, %.21.i
  %sunkaddr3165 = mul i64 %loop.index294, 8
  %654 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3166 = getelementptr i8, i8* %654, i64 %sunkaddr3165
  %655 = bitcast i8* %sunkaddr3166 to double*
  store double %.26.i, double* %655, align 8
  %.647.1 = load double, double* %arg.k.4, align 8
  %.674361372.1 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.1 = tail call double @llvm.sin.f64(double %.674361372.1) #6
  %.10.i.1 = fmul double %.647.1, %.674361372.1
  %.11.i.1 = fmul double %.674361372.1, %.674361372.1
  %.12.i.1 = fmul double %.674361372.1, %.11.i.1
  %.13.i.1 = fsub double %.10.i.1, %.12.i.1
  %.26.i.1 = fadd double %.13.i.1, %.21.i.1
  %sunkaddr3167 = mul i64 %loop.index294, 8
  %656 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3168 = getelementptr i8, i8* %656, i64 %sunkaddr3167
  %sunkaddr3169 = getelementptr i8, i8* %sunkaddr3168, i64 8
  %657 = bitcast i8* %sunkaddr3169 to double*
  store double %.26.i.1, double* %657, align 8
  %.647.2 = load double, double* %arg.k.4, align 8
  %.674361372.2 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.2 = tail call double @llvm.sin.f64(double %.674361372.2) #6
  %.10.i.2 = fmul double %.647.2, %.674361372.2
  %.11.i.2 = fmul double %.674361372.2, %.674361372.2
  %.12.i.2 = fmul double %.674361372.2, %.11.i.2
  %.13.i.2 = fsub double %.10.i.2, %.12.i.2
  %.26.i.2 = fadd double %.13.i.2, %.21.i.2
  %sunkaddr3170 = mul i64 %loop.index294, 8
  %658 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3171 = getelementptr i8, i8* %658, i64 %sunkaddr3170
  %sunkaddr3172 = getelementptr i8, i8* %sunkaddr3171, i64 16
  %659 = bitcast i8* %sunkaddr3172 to double*
  store double %.26.i.2, double* %659, align 8
  %.647.3 = load double, double* %arg.k.4, align 8
  %.674361372.3 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.3 = tail call double @llvm.sin.f64(double %.674361372.3) #6
  %.10.i.3 = fmul double %.647.3, %.674361372.3
  %.11.i.3 = fmul double %.674361372.3, %.674361372.3
  %.12.i.3 = fmul double %.674361372.3, %.11.i.3
  %.13.i.3 = fsub double %.10.i.3, %.12.i.3
  %.26.i.3 = fadd double %.13.i.3, %.21.i.3
  %sunkaddr3173 = mul i64 %loop.index294, 8
  %660 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3174 = getelementptr i8, i8* %660, i64 %sunkaddr3173
  %sunkaddr3175 = getelementptr i8, i8* %sunkaddr3174, i64 24
  %661 = bitcast i8* %sunkaddr3175 to double*
  store double %.26.i.3, double* %661, align 8
  %.647.4 = load double, double* %arg.k.4, align 8
  %.674361372.4 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.4 = tail call double @llvm.sin.f64(double %.674361372.4) #6
  %.10.i.4 = fmul double %.647.4, %.674361372.4
  %.11.i.4 = fmul double %.674361372.4, %.674361372.4
  %.12.i.4 = fmul double %.674361372.4, %.11.i.4
  %.13.i.4 = fsub double %.10.i.4, %.12.i.4
  %.26.i.4 = fadd double %.13.i.4, %.21.i.4
  %sunkaddr3176 = mul i64 %loop.index294, 8
  %662 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3177 = getelementptr i8, i8* %662, i64 %sunkaddr3176
  %sunkaddr3178 = getelementptr i8, i8* %sunkaddr3177, i64 32
  %663 = bitcast i8* %sunkaddr3178 to double*
  store double %.26.i.4, double* %663, align 8
  %.647.5 = load double, double* %arg.k.4, align 8
  %.674361372.5 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.5 = tail call double @llvm.sin.f64(double %.674361372.5) #6
  %.10.i.5 = fmul double %.647.5, %.674361372.5
  %.11.i.5 = fmul double %.674361372.5, %.674361372.5
  %.12.i.5 = fmul double %.674361372.5, %.11.i.5
  %.13.i.5 = fsub double %.10.i.5, %.12.i.5
  %.26.i.5 = fadd double %.13.i.5, %.21.i.5
  %sunkaddr3179 = mul i64 %loop.index294, 8
  %664 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3180 = getelementptr i8, i8* %664, i64 %sunkaddr3179
  %sunkaddr3181 = getelementptr i8, i8* %sunkaddr3180, i64 40
  %665 = bitcast i8* %sunkaddr3181 to double*
  store double %.26.i.5, double* %665, align 8
  %.647.6 = load double, double* %arg.k.4, align 8
  %.674361372.6 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.6 = tail call double @llvm.sin.f64(double %.674361372.6) #6
  %.10.i.6 = fmul double %.647.6, %.674361372.6
  %.11.i.6 = fmul double %.674361372.6, %.674361372.6
  %.12.i.6 = fmul double %.674361372.6, %.11.i.6
  %.13.i.6 = fsub double %.10.i.6, %.12.i.6
  %.26.i.6 = fadd double %.13.i.6, %.21.i.6
  %sunkaddr3182 = mul i64 %loop.index294, 8
  %666 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3183 = getelementptr i8, i8* %666, i64 %sunkaddr3182
  %sunkaddr3184 = getelementptr i8, i8* %sunkaddr3183, i64 48
  %667 = bitcast i8* %sunkaddr3184 to double*
  store double %.26.i.6, double* %667, align 8
  %.647.7 = load double, double* %arg.k.4, align 8
  %.674361372.7 = load double, double* %y.2.sroa.60.0534, align 8
  %.21.i.7 = tail call double @llvm.sin.f64(double %.674361372.7) #6
  %.10.i.7 = fmul double %.647.7, %.674361372.7
  %.11.i.7 = fmul double %.674361372.7, %.674361372.7
  %.12.i.7 = fmul double %.674361372.7, %.11.i.7
  %.13.i.7 = fsub double %.10.i.7, %.12.i.7
  %.26.i.7 = fadd double %.13.i.7, %.21.i.7
  %sunkaddr3185 = mul i64 %loop.index294, 8
  %668 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3186 = getelementptr i8, i8* %668, i64 %sunkaddr3185
  %sunkaddr3187 = getelementptr i8, i8* %sunkaddr3186, i64 56
  %669 = bitcast i8* %sunkaddr3187 to double*
  store double %.26.i.7, double* %669, align 8
  %.721.7 = add nuw nsw i64 %loop.index294, 8
  %exitcond550.not.7 = icmp eq i64 %dest_shape.5, %.721.7
  br i1 %exitcond550.not.7, label %B128.i182, label %for.body, !llvm.loop !65

B128.i182:                                        ; preds = %for.body, %for.body.us480, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us480.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block814, %middle.block786, %middle.block758, %middle.block731
  %.101.not.i181 = icmp eq i64 %dest_shape.5, 1
  br i1 %.101.not.i181, label %B128.i161, label %B90.i158

B90.i158:                                         ; preds = %B76.endif.endif.endif.end...endif.1.endif, %B128.i182
  %.71.not.i155 = icmp eq i64 %y.2.sroa.75.0530, %dest_shape.5
  %.76.not.i156 = icmp eq i64 %y.2.sroa.75.0530, 1
  %or.cond.i157 = or i1 %.76.not.i156, %.71.not.i155
  br i1 %or.cond.i157, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if

B128.i161:                                        ; preds = %B128.i182
  %.pre = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %y.2.sroa.75.0530, i64 8)
  br label %for.end.endif.endif.endif.endif

for.end.endif.endif.endif.if:                     ; preds = %B90.i158
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004735165184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i161, %B90.i158
  %.830.pre-phi = phi { i64, i1 } [ %.pre, %B128.i161 ], [ %.553, %B90.i158 ]
  %dest_shape.1.1 = phi i64 [ %y.2.sroa.75.0530, %B128.i161 ], [ %dest_shape.5, %B90.i158 ]
  %.832 = extractvalue { i64, i1 } %.830.pre-phi, 1
  br i1 %.832, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004737066752, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.831 = extractvalue { i64, i1 } %.830.pre-phi, 0
  %.7.i.i120 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.831, i32 32), !noalias !66
  %.8.i.i121 = icmp eq i8* %.7.i.i120, null
  br i1 %.8.i.i121, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004734221248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i118 = getelementptr i8, i8* %.7.i.i120, i64 24
  %670 = bitcast i8* %.5.i118 to double**
  %.6.i119301 = load double*, double** %670, align 8
  %.902295 = icmp sgt i64 %dest_shape.1.1, 0
  br i1 %.902295, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.904 = icmp ugt i64 %dest_shape.5, 1
  br i1 %.904, label %for.body.1.preheader.split.us, label %for.body.1.preheader.split

for.body.1.preheader.split.us:                    ; preds = %for.body.1.preheader
  %671 = icmp ugt i64 %y.2.sroa.75.0530, 1
  br i1 %671, label %for.body.1.us.us.preheader, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader.split.us
  %672 = icmp ult i64 %dest_shape.1.1, 16
  br i1 %672, label %for.body.1.us.preheader861, label %vector.memcheck603

vector.memcheck603:                               ; preds = %for.body.1.us.preheader
  %scevgep604 = getelementptr double, double* %.6.i119301, i64 %dest_shape.1.1
  %scevgep606 = getelementptr double, double* %.6.i190300, i64 %dest_shape.1.1
  %scevgep608 = getelementptr double, double* %y.2.sroa.60.0534, i64 1
  %bound0610 = icmp ult double* %.6.i119301, %scevgep606
  %bound1611 = icmp ult double* %.6.i190300, %scevgep604
  %found.conflict612 = and i1 %bound0610, %bound1611
  %bound0613 = icmp ult double* %.6.i119301, %scevgep608
  %bound1614 = icmp ult double* %y.2.sroa.60.0534, %scevgep604
  %found.conflict615 = and i1 %bound0613, %bound1614
  %conflict.rdx616 = or i1 %found.conflict612, %found.conflict615
  br i1 %conflict.rdx616, label %for.body.1.us.preheader861, label %vector.ph621

vector.ph621:                                     ; preds = %vector.memcheck603
  %n.vec623 = and i64 %dest_shape.1.1, -16
  %673 = add i64 %n.vec623, -16
  %674 = lshr exact i64 %673, 4
  %675 = add nuw nsw i64 %674, 1
  %xtraiter938 = and i64 %675, 7
  %676 = icmp ult i64 %673, 112
  br i1 %676, label %middle.block617.unr-lcssa, label %vector.ph621.new

vector.ph621.new:                                 ; preds = %vector.ph621
  %const2814 = bitcast i64 2305843009213693944 to i64
  %unroll_iter941 = and i64 %675, %const2814
  %677 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert = insertelement <4 x double> poison, double %677, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631 = insertelement <4 x double> poison, double %677, i64 0
  %broadcast.splat632 = shufflevector <4 x double> %broadcast.splatinsert631, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633 = insertelement <4 x double> poison, double %677, i64 0
  %broadcast.splat634 = shufflevector <4 x double> %broadcast.splatinsert633, <4 x double> poison, <4 x i32> zeroinitializer
  %678 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635 = insertelement <4 x double> poison, double %678, i64 0
  %broadcast.splat636 = shufflevector <4 x double> %broadcast.splatinsert635, <4 x double> poison, <4 x i32> zeroinitializer
  %679 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.1 = insertelement <4 x double> poison, double %679, i64 0
  %broadcast.splat.1 = shufflevector <4 x double> %broadcast.splatinsert.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.1 = insertelement <4 x double> poison, double %679, i64 0
  %broadcast.splat632.1 = shufflevector <4 x double> %broadcast.splatinsert631.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.1 = insertelement <4 x double> poison, double %679, i64 0
  %broadcast.splat634.1 = shufflevector <4 x double> %broadcast.splatinsert633.1, <4 x double> poison, <4 x i32> zeroinitializer
  %680 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.1 = insertelement <4 x double> poison, double %680, i64 0
  %broadcast.splat636.1 = shufflevector <4 x double> %broadcast.splatinsert635.1, <4 x double> poison, <4 x i32> zeroinitializer
  %681 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.2 = insertelement <4 x double> poison, double %681, i64 0
  %broadcast.splat.2 = shufflevector <4 x double> %broadcast.splatinsert.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.2 = insertelement <4 x double> poison, double %681, i64 0
  %broadcast.splat632.2 = shufflevector <4 x double> %broadcast.splatinsert631.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.2 = insertelement <4 x double> poison, double %681, i64 0
  %broadcast.splat634.2 = shufflevector <4 x double> %broadcast.splatinsert633.2, <4 x double> poison, <4 x i32> zeroinitializer
  %682 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.2 = insertelement <4 x double> poison, double %682, i64 0
  %broadcast.splat636.2 = shufflevector <4 x double> %broadcast.splatinsert635.2, <4 x double> poison, <4 x i32> zeroinitializer
  %683 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.3 = insertelement <4 x double> poison, double %683, i64 0
  %broadcast.splat.3 = shufflevector <4 x double> %broadcast.splatinsert.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.3 = insertelement <4 x double> poison, double %683, i64 0
  %broadcast.splat632.3 = shufflevector <4 x double> %broadcast.splatinsert631.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.3 = insertelement <4 x double> poison, double %683, i64 0
  %broadcast.splat634.3 = shufflevector <4 x double> %broadcast.splatinsert633.3, <4 x double> poison, <4 x i32> zeroinitializer
  %684 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.3 = insertelement <4 x double> poison, double %684, i64 0
  %broadcast.splat636.3 = shufflevector <4 x double> %broadcast.splatinsert635.3, <4 x double> poison, <4 x i32> zeroinitializer
  %685 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.4 = insertelement <4 x double> poison, double %685, i64 0
  %broadcast.splat.4 = shufflevector <4 x double> %broadcast.splatinsert.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.4 = insertelement <4 x double> poison, double %685, i64 0
  %broadcast.splat632.4 = shufflevector <4 x double> %broadcast.splatinsert631.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.4 = insertelement <4 x double> poison, double %685, i64 0
  %broadcast.splat634.4 = shufflevector <4 x double> %broadcast.splatinsert633.4, <4 x double> poison, <4 x i32> zeroinitializer
  %686 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.4 = insertelement <4 x double> poison, double %686, i64 0
  %broadcast.splat636.4 = shufflevector <4 x double> %broadcast.splatinsert635.4, <4 x double> poison, <4 x i32> zeroinitializer
  %687 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.5 = insertelement <4 x double> poison, double %687, i64 0
  %broadcast.splat.5 = shufflevector <4 x double> %broadcast.splatinsert.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.5 = insertelement <4 x double> poison, double %687, i64 0
  %broadcast.splat632.5 = shufflevector <4 x double> %broadcast.splatinsert631.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.5 = insertelement <4 x double> poison, double %687, i64 0
  %broadcast.splat634.5 = shufflevector <4 x double> %broadcast.splatinsert633.5, <4 x double> poison, <4 x i32> zeroinitializer
  %688 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.5 = insertelement <4 x double> poison, double %688, i64 0
  %broadcast.splat636.5 = shufflevector <4 x double> %broadcast.splatinsert635.5, <4 x double> poison, <4 x i32> zeroinitializer
  %689 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.6 = insertelement <4 x double> poison, double %689, i64 0
  %broadcast.splat.6 = shufflevector <4 x double> %broadcast.splatinsert.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.6 = insertelement <4 x double> poison, double %689, i64 0
  %broadcast.splat632.6 = shufflevector <4 x double> %broadcast.splatinsert631.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.6 = insertelement <4 x double> poison, double %689, i64 0
  %broadcast.splat634.6 = shufflevector <4 x double> %broadcast.splatinsert633.6, <4 x double> poison, <4 x i32> zeroinitializer
  %690 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.6 = insertelement <4 x double> poison, double %690, i64 0
  %broadcast.splat636.6 = shufflevector <4 x double> %broadcast.splatinsert635.6, <4 x double> poison, <4 x i32> zeroinitializer
  %691 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.7 = insertelement <4 x double> poison, double %691, i64 0
  %broadcast.splat.7 = shufflevector <4 x double> %broadcast.splatinsert.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.7 = insertelement <4 x double> poison, double %691, i64 0
  %broadcast.splat632.7 = shufflevector <4 x double> %broadcast.splatinsert631.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.7 = insertelement <4 x double> poison, double %691, i64 0
  %broadcast.splat634.7 = shufflevector <4 x double> %broadcast.splatinsert633.7, <4 x double> poison, <4 x i32> zeroinitializer
  %692 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.7 = insertelement <4 x double> poison, double %692, i64 0
  %broadcast.splat636.7 = shufflevector <4 x double> %broadcast.splatinsert635.7, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep2165 = getelementptr double, double* %.6.i190300, i64 124
  %scevgep2261 = getelementptr double, double* %.6.i119301, i64 124
  br label %vector.body619

vector.body619:                                   ; preds = %vector.body619, %vector.ph621.new
  %lsr.iv2357 = phi i64 [ %lsr.iv.next2358, %vector.body619 ], [ %unroll_iter941, %vector.ph621.new ]
  %index626 = phi i64 [ 0, %vector.ph621.new ], [ %index.next637.7, %vector.body619 ]
  %scevgep2249 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22492250 = bitcast double* %scevgep2249 to <4 x double>*
  %scevgep2251 = getelementptr <4 x double>, <4 x double>* %scevgep22492250, i64 -31
  %wide.load627 = load <4 x double>, <4 x double>* %scevgep2251, align 8, !alias.scope !76
  %scevgep2258 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22582259 = bitcast double* %scevgep2258 to <4 x double>*
  %scevgep2260 = getelementptr <4 x double>, <4 x double>* %scevgep22582259, i64 -30
  %wide.load628 = load <4 x double>, <4 x double>* %scevgep2260, align 8, !alias.scope !76
  %scevgep2255 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22552256 = bitcast double* %scevgep2255 to <4 x double>*
  %scevgep2257 = getelementptr <4 x double>, <4 x double>* %scevgep22552256, i64 -29
  %wide.load629 = load <4 x double>, <4 x double>* %scevgep2257, align 8, !alias.scope !76
  %scevgep2252 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22522253 = bitcast double* %scevgep2252 to <4 x double>*
  %scevgep2254 = getelementptr <4 x double>, <4 x double>* %scevgep22522253, i64 -28
  %wide.load630 = load <4 x double>, <4 x double>* %scevgep2254, align 8, !alias.scope !76
  %693 = fmul <4 x double> %wide.load627, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %694 = fmul <4 x double> %wide.load628, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %695 = fmul <4 x double> %wide.load629, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %696 = fmul <4 x double> %wide.load630, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %697 = fadd <4 x double> %693, %broadcast.splat
  %698 = fadd <4 x double> %694, %broadcast.splat632
  %699 = fadd <4 x double> %695, %broadcast.splat634
  %700 = fadd <4 x double> %696, %broadcast.splat636
  %scevgep2345 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23452346 = bitcast double* %scevgep2345 to <4 x double>*
  %scevgep2347 = getelementptr <4 x double>, <4 x double>* %scevgep23452346, i64 -31
  store <4 x double> %697, <4 x double>* %scevgep2347, align 8, !alias.scope !78, !noalias !80
  %scevgep2354 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23542355 = bitcast double* %scevgep2354 to <4 x double>*
  %scevgep2356 = getelementptr <4 x double>, <4 x double>* %scevgep23542355, i64 -30
  store <4 x double> %698, <4 x double>* %scevgep2356, align 8, !alias.scope !78, !noalias !80
  %scevgep2351 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23512352 = bitcast double* %scevgep2351 to <4 x double>*
  %scevgep2353 = getelementptr <4 x double>, <4 x double>* %scevgep23512352, i64 -29
  store <4 x double> %699, <4 x double>* %scevgep2353, align 8, !alias.scope !78, !noalias !80
  %scevgep2348 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23482349 = bitcast double* %scevgep2348 to <4 x double>*
  %scevgep2350 = getelementptr <4 x double>, <4 x double>* %scevgep23482349, i64 -28
  store <4 x double> %700, <4 x double>* %scevgep2350, align 8, !alias.scope !78, !noalias !80
  %scevgep2235 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22352236 = bitcast double* %scevgep2235 to <4 x double>*
  %scevgep2237 = getelementptr <4 x double>, <4 x double>* %scevgep22352236, i64 -27
  %wide.load627.1 = load <4 x double>, <4 x double>* %scevgep2237, align 8, !alias.scope !76
  %scevgep2232 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22322233 = bitcast double* %scevgep2232 to <4 x double>*
  %scevgep2234 = getelementptr <4 x double>, <4 x double>* %scevgep22322233, i64 -26
  %wide.load628.1 = load <4 x double>, <4 x double>* %scevgep2234, align 8, !alias.scope !76
  %scevgep2229 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22292230 = bitcast double* %scevgep2229 to <4 x double>*
  %scevgep2231 = getelementptr <4 x double>, <4 x double>* %scevgep22292230, i64 -25
  %wide.load629.1 = load <4 x double>, <4 x double>* %scevgep2231, align 8, !alias.scope !76
  %scevgep2226 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22262227 = bitcast double* %scevgep2226 to <4 x double>*
  %scevgep2228 = getelementptr <4 x double>, <4 x double>* %scevgep22262227, i64 -24
  %wide.load630.1 = load <4 x double>, <4 x double>* %scevgep2228, align 8, !alias.scope !76
  %701 = fmul <4 x double> %wide.load627.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %702 = fmul <4 x double> %wide.load628.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %703 = fmul <4 x double> %wide.load629.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %704 = fmul <4 x double> %wide.load630.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %705 = fadd <4 x double> %701, %broadcast.splat.1
  %706 = fadd <4 x double> %702, %broadcast.splat632.1
  %707 = fadd <4 x double> %703, %broadcast.splat634.1
  %708 = fadd <4 x double> %704, %broadcast.splat636.1
  %scevgep2331 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23312332 = bitcast double* %scevgep2331 to <4 x double>*
  %scevgep2333 = getelementptr <4 x double>, <4 x double>* %scevgep23312332, i64 -27
  store <4 x double> %705, <4 x double>* %scevgep2333, align 8, !alias.scope !78, !noalias !80
  %scevgep2328 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23282329 = bitcast double* %scevgep2328 to <4 x double>*
  %scevgep2330 = getelementptr <4 x double>, <4 x double>* %scevgep23282329, i64 -26
  store <4 x double> %706, <4 x double>* %scevgep2330, align 8, !alias.scope !78, !noalias !80
  %scevgep2325 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23252326 = bitcast double* %scevgep2325 to <4 x double>*
  %scevgep2327 = getelementptr <4 x double>, <4 x double>* %scevgep23252326, i64 -25
  store <4 x double> %707, <4 x double>* %scevgep2327, align 8, !alias.scope !78, !noalias !80
  %scevgep2322 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23222323 = bitcast double* %scevgep2322 to <4 x double>*
  %scevgep2324 = getelementptr <4 x double>, <4 x double>* %scevgep23222323, i64 -24
  store <4 x double> %708, <4 x double>* %scevgep2324, align 8, !alias.scope !78, !noalias !80
  %scevgep2223 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22232224 = bitcast double* %scevgep2223 to <4 x double>*
  %scevgep2225 = getelementptr <4 x double>, <4 x double>* %scevgep22232224, i64 -23
  %wide.load627.2 = load <4 x double>, <4 x double>* %scevgep2225, align 8, !alias.scope !76
  %scevgep2220 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22202221 = bitcast double* %scevgep2220 to <4 x double>*
  %scevgep2222 = getelementptr <4 x double>, <4 x double>* %scevgep22202221, i64 -22
  %wide.load628.2 = load <4 x double>, <4 x double>* %scevgep2222, align 8, !alias.scope !76
  %scevgep2217 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22172218 = bitcast double* %scevgep2217 to <4 x double>*
  %scevgep2219 = getelementptr <4 x double>, <4 x double>* %scevgep22172218, i64 -21
  %wide.load629.2 = load <4 x double>, <4 x double>* %scevgep2219, align 8, !alias.scope !76
  %scevgep2214 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22142215 = bitcast double* %scevgep2214 to <4 x double>*
  %scevgep2216 = getelementptr <4 x double>, <4 x double>* %scevgep22142215, i64 -20
  %wide.load630.2 = load <4 x double>, <4 x double>* %scevgep2216, align 8, !alias.scope !76
  %709 = fmul <4 x double> %wide.load627.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %710 = fmul <4 x double> %wide.load628.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %711 = fmul <4 x double> %wide.load629.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %712 = fmul <4 x double> %wide.load630.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %713 = fadd <4 x double> %709, %broadcast.splat.2
  %714 = fadd <4 x double> %710, %broadcast.splat632.2
  %715 = fadd <4 x double> %711, %broadcast.splat634.2
  %716 = fadd <4 x double> %712, %broadcast.splat636.2
  %scevgep2319 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23192320 = bitcast double* %scevgep2319 to <4 x double>*
  %scevgep2321 = getelementptr <4 x double>, <4 x double>* %scevgep23192320, i64 -23
  store <4 x double> %713, <4 x double>* %scevgep2321, align 8, !alias.scope !78, !noalias !80
  %scevgep2316 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23162317 = bitcast double* %scevgep2316 to <4 x double>*
  %scevgep2318 = getelementptr <4 x double>, <4 x double>* %scevgep23162317, i64 -22
  store <4 x double> %714, <4 x double>* %scevgep2318, align 8, !alias.scope !78, !noalias !80
  %scevgep2313 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23132314 = bitcast double* %scevgep2313 to <4 x double>*
  %scevgep2315 = getelementptr <4 x double>, <4 x double>* %scevgep23132314, i64 -21
  store <4 x double> %715, <4 x double>* %scevgep2315, align 8, !alias.scope !78, !noalias !80
  %scevgep2310 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23102311 = bitcast double* %scevgep2310 to <4 x double>*
  %scevgep2312 = getelementptr <4 x double>, <4 x double>* %scevgep23102311, i64 -20
  store <4 x double> %716, <4 x double>* %scevgep2312, align 8, !alias.scope !78, !noalias !80
  %scevgep2211 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22112212 = bitcast double* %scevgep2211 to <4 x double>*
  %scevgep2213 = getelementptr <4 x double>, <4 x double>* %scevgep22112212, i64 -19
  %wide.load627.3 = load <4 x double>, <4 x double>* %scevgep2213, align 8, !alias.scope !76
  %scevgep2208 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22082209 = bitcast double* %scevgep2208 to <4 x double>*
  %scevgep2210 = getelementptr <4 x double>, <4 x double>* %scevgep22082209, i64 -18
  %wide.load628.3 = load <4 x double>, <4 x double>* %scevgep2210, align 8, !alias.scope !76
  %scevgep2205 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22052206 = bitcast double* %scevgep2205 to <4 x double>*
  %scevgep2207 = getelementptr <4 x double>, <4 x double>* %scevgep22052206, i64 -17
  %wide.load629.3 = load <4 x double>, <4 x double>* %scevgep2207, align 8, !alias.scope !76
  %scevgep2202 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22022203 = bitcast double* %scevgep2202 to <4 x double>*
  %scevgep2204 = getelementptr <4 x double>, <4 x double>* %scevgep22022203, i64 -16
  %wide.load630.3 = load <4 x double>, <4 x double>* %scevgep2204, align 8, !alias.scope !76
  %717 = fmul <4 x double> %wide.load627.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %718 = fmul <4 x double> %wide.load628.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %719 = fmul <4 x double> %wide.load629.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %720 = fmul <4 x double> %wide.load630.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %721 = fadd <4 x double> %717, %broadcast.splat.3
  %722 = fadd <4 x double> %718, %broadcast.splat632.3
  %723 = fadd <4 x double> %719, %broadcast.splat634.3
  %724 = fadd <4 x double> %720, %broadcast.splat636.3
  %scevgep2307 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23072308 = bitcast double* %scevgep2307 to <4 x double>*
  %scevgep2309 = getelementptr <4 x double>, <4 x double>* %scevgep23072308, i64 -19
  store <4 x double> %721, <4 x double>* %scevgep2309, align 8, !alias.scope !78, !noalias !80
  %scevgep2304 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23042305 = bitcast double* %scevgep2304 to <4 x double>*
  %scevgep2306 = getelementptr <4 x double>, <4 x double>* %scevgep23042305, i64 -18
  store <4 x double> %722, <4 x double>* %scevgep2306, align 8, !alias.scope !78, !noalias !80
  %scevgep2301 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23012302 = bitcast double* %scevgep2301 to <4 x double>*
  %scevgep2303 = getelementptr <4 x double>, <4 x double>* %scevgep23012302, i64 -17
  store <4 x double> %723, <4 x double>* %scevgep2303, align 8, !alias.scope !78, !noalias !80
  %scevgep2298 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22982299 = bitcast double* %scevgep2298 to <4 x double>*
  %scevgep2300 = getelementptr <4 x double>, <4 x double>* %scevgep22982299, i64 -16
  store <4 x double> %724, <4 x double>* %scevgep2300, align 8, !alias.scope !78, !noalias !80
  %scevgep2199 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21992200 = bitcast double* %scevgep2199 to <4 x double>*
  %scevgep2201 = getelementptr <4 x double>, <4 x double>* %scevgep21992200, i64 -15
  %wide.load627.4 = load <4 x double>, <4 x double>* %scevgep2201, align 8, !alias.scope !76
  %scevgep2196 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21962197 = bitcast double* %scevgep2196 to <4 x double>*
  %scevgep2198 = getelementptr <4 x double>, <4 x double>* %scevgep21962197, i64 -14
  %wide.load628.4 = load <4 x double>, <4 x double>* %scevgep2198, align 8, !alias.scope !76
  %scevgep2193 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21932194 = bitcast double* %scevgep2193 to <4 x double>*
  %scevgep2195 = getelementptr <4 x double>, <4 x double>* %scevgep21932194, i64 -13
  %wide.load629.4 = load <4 x double>, <4 x double>* %scevgep2195, align 8, !alias.scope !76
  %scevgep2190 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21902191 = bitcast double* %scevgep2190 to <4 x double>*
  %scevgep2192 = getelementptr <4 x double>, <4 x double>* %scevgep21902191, i64 -12
  %wide.load630.4 = load <4 x double>, <4 x double>* %scevgep2192, align 8, !alias.scope !76
  %725 = fmul <4 x double> %wide.load627.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %726 = fmul <4 x double> %wide.load628.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %727 = fmul <4 x double> %wide.load629.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %728 = fmul <4 x double> %wide.load630.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %729 = fadd <4 x double> %725, %broadcast.splat.4
  %730 = fadd <4 x double> %726, %broadcast.splat632.4
  %731 = fadd <4 x double> %727, %broadcast.splat634.4
  %732 = fadd <4 x double> %728, %broadcast.splat636.4
  %scevgep2295 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22952296 = bitcast double* %scevgep2295 to <4 x double>*
  %scevgep2297 = getelementptr <4 x double>, <4 x double>* %scevgep22952296, i64 -15
  store <4 x double> %729, <4 x double>* %scevgep2297, align 8, !alias.scope !78, !noalias !80
  %scevgep2292 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22922293 = bitcast double* %scevgep2292 to <4 x double>*
  %scevgep2294 = getelementptr <4 x double>, <4 x double>* %scevgep22922293, i64 -14
  store <4 x double> %730, <4 x double>* %scevgep2294, align 8, !alias.scope !78, !noalias !80
  %scevgep2289 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22892290 = bitcast double* %scevgep2289 to <4 x double>*
  %scevgep2291 = getelementptr <4 x double>, <4 x double>* %scevgep22892290, i64 -13
  store <4 x double> %731, <4 x double>* %scevgep2291, align 8, !alias.scope !78, !noalias !80
  %scevgep2286 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22862287 = bitcast double* %scevgep2286 to <4 x double>*
  %scevgep2288 = getelementptr <4 x double>, <4 x double>* %scevgep22862287, i64 -12
  store <4 x double> %732, <4 x double>* %scevgep2288, align 8, !alias.scope !78, !noalias !80
  %scevgep2187 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21872188 = bitcast double* %scevgep2187 to <4 x double>*
  %scevgep2189 = getelementptr <4 x double>, <4 x double>* %scevgep21872188, i64 -11
  %wide.load627.5 = load <4 x double>, <4 x double>* %scevgep2189, align 8, !alias.scope !76
  %scevgep2184 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21842185 = bitcast double* %scevgep2184 to <4 x double>*
  %scevgep2186 = getelementptr <4 x double>, <4 x double>* %scevgep21842185, i64 -10
  %wide.load628.5 = load <4 x double>, <4 x double>* %scevgep2186, align 8, !alias.scope !76
  %scevgep2181 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21812182 = bitcast double* %scevgep2181 to <4 x double>*
  %scevgep2183 = getelementptr <4 x double>, <4 x double>* %scevgep21812182, i64 -9
  %wide.load629.5 = load <4 x double>, <4 x double>* %scevgep2183, align 8, !alias.scope !76
  %scevgep2178 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21782179 = bitcast double* %scevgep2178 to <4 x double>*
  %scevgep2180 = getelementptr <4 x double>, <4 x double>* %scevgep21782179, i64 -8
  %wide.load630.5 = load <4 x double>, <4 x double>* %scevgep2180, align 8, !alias.scope !76
  %733 = fmul <4 x double> %wide.load627.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %734 = fmul <4 x double> %wide.load628.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %735 = fmul <4 x double> %wide.load629.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %736 = fmul <4 x double> %wide.load630.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %737 = fadd <4 x double> %733, %broadcast.splat.5
  %738 = fadd <4 x double> %734, %broadcast.splat632.5
  %739 = fadd <4 x double> %735, %broadcast.splat634.5
  %740 = fadd <4 x double> %736, %broadcast.splat636.5
  %scevgep2283 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22832284 = bitcast double* %scevgep2283 to <4 x double>*
  %scevgep2285 = getelementptr <4 x double>, <4 x double>* %scevgep22832284, i64 -11
  store <4 x double> %737, <4 x double>* %scevgep2285, align 8, !alias.scope !78, !noalias !80
  %scevgep2280 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22802281 = bitcast double* %scevgep2280 to <4 x double>*
  %scevgep2282 = getelementptr <4 x double>, <4 x double>* %scevgep22802281, i64 -10
  store <4 x double> %738, <4 x double>* %scevgep2282, align 8, !alias.scope !78, !noalias !80
  %scevgep2277 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22772278 = bitcast double* %scevgep2277 to <4 x double>*
  %scevgep2279 = getelementptr <4 x double>, <4 x double>* %scevgep22772278, i64 -9
  store <4 x double> %739, <4 x double>* %scevgep2279, align 8, !alias.scope !78, !noalias !80
  %scevgep2274 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22742275 = bitcast double* %scevgep2274 to <4 x double>*
  %scevgep2276 = getelementptr <4 x double>, <4 x double>* %scevgep22742275, i64 -8
  store <4 x double> %740, <4 x double>* %scevgep2276, align 8, !alias.scope !78, !noalias !80
  %scevgep2175 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21752176 = bitcast double* %scevgep2175 to <4 x double>*
  %scevgep2177 = getelementptr <4 x double>, <4 x double>* %scevgep21752176, i64 -7
  %wide.load627.6 = load <4 x double>, <4 x double>* %scevgep2177, align 8, !alias.scope !76
  %scevgep2172 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21722173 = bitcast double* %scevgep2172 to <4 x double>*
  %scevgep2174 = getelementptr <4 x double>, <4 x double>* %scevgep21722173, i64 -6
  %wide.load628.6 = load <4 x double>, <4 x double>* %scevgep2174, align 8, !alias.scope !76
  %scevgep2169 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21692170 = bitcast double* %scevgep2169 to <4 x double>*
  %scevgep2171 = getelementptr <4 x double>, <4 x double>* %scevgep21692170, i64 -5
  %wide.load629.6 = load <4 x double>, <4 x double>* %scevgep2171, align 8, !alias.scope !76
  %scevgep2166 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep21662167 = bitcast double* %scevgep2166 to <4 x double>*
  %scevgep2168 = getelementptr <4 x double>, <4 x double>* %scevgep21662167, i64 -4
  %wide.load630.6 = load <4 x double>, <4 x double>* %scevgep2168, align 8, !alias.scope !76
  %741 = fmul <4 x double> %wide.load627.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %742 = fmul <4 x double> %wide.load628.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %743 = fmul <4 x double> %wide.load629.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %744 = fmul <4 x double> %wide.load630.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %745 = fadd <4 x double> %741, %broadcast.splat.6
  %746 = fadd <4 x double> %742, %broadcast.splat632.6
  %747 = fadd <4 x double> %743, %broadcast.splat634.6
  %748 = fadd <4 x double> %744, %broadcast.splat636.6
  %scevgep2271 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22712272 = bitcast double* %scevgep2271 to <4 x double>*
  %scevgep2273 = getelementptr <4 x double>, <4 x double>* %scevgep22712272, i64 -7
  store <4 x double> %745, <4 x double>* %scevgep2273, align 8, !alias.scope !78, !noalias !80
  %scevgep2268 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22682269 = bitcast double* %scevgep2268 to <4 x double>*
  %scevgep2270 = getelementptr <4 x double>, <4 x double>* %scevgep22682269, i64 -6
  store <4 x double> %746, <4 x double>* %scevgep2270, align 8, !alias.scope !78, !noalias !80
  %scevgep2265 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22652266 = bitcast double* %scevgep2265 to <4 x double>*
  %scevgep2267 = getelementptr <4 x double>, <4 x double>* %scevgep22652266, i64 -5
  store <4 x double> %747, <4 x double>* %scevgep2267, align 8, !alias.scope !78, !noalias !80
  %scevgep2262 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep22622263 = bitcast double* %scevgep2262 to <4 x double>*
  %scevgep2264 = getelementptr <4 x double>, <4 x double>* %scevgep22622263, i64 -4
  store <4 x double> %748, <4 x double>* %scevgep2264, align 8, !alias.scope !78, !noalias !80
  %scevgep2246 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22462247 = bitcast double* %scevgep2246 to <4 x double>*
  %scevgep2248 = getelementptr <4 x double>, <4 x double>* %scevgep22462247, i64 -3
  %wide.load627.7 = load <4 x double>, <4 x double>* %scevgep2248, align 8, !alias.scope !76
  %scevgep2243 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22432244 = bitcast double* %scevgep2243 to <4 x double>*
  %scevgep2245 = getelementptr <4 x double>, <4 x double>* %scevgep22432244, i64 -2
  %wide.load628.7 = load <4 x double>, <4 x double>* %scevgep2245, align 8, !alias.scope !76
  %scevgep2240 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22402241 = bitcast double* %scevgep2240 to <4 x double>*
  %scevgep2242 = getelementptr <4 x double>, <4 x double>* %scevgep22402241, i64 -1
  %wide.load629.7 = load <4 x double>, <4 x double>* %scevgep2242, align 8, !alias.scope !76
  %scevgep2238 = getelementptr double, double* %scevgep2165, i64 %index626
  %scevgep22382239 = bitcast double* %scevgep2238 to <4 x double>*
  %wide.load630.7 = load <4 x double>, <4 x double>* %scevgep22382239, align 8, !alias.scope !76
  %749 = fmul <4 x double> %wide.load627.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %750 = fmul <4 x double> %wide.load628.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %751 = fmul <4 x double> %wide.load629.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %752 = fmul <4 x double> %wide.load630.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %753 = fadd <4 x double> %749, %broadcast.splat.7
  %754 = fadd <4 x double> %750, %broadcast.splat632.7
  %755 = fadd <4 x double> %751, %broadcast.splat634.7
  %756 = fadd <4 x double> %752, %broadcast.splat636.7
  %scevgep2342 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23422343 = bitcast double* %scevgep2342 to <4 x double>*
  %scevgep2344 = getelementptr <4 x double>, <4 x double>* %scevgep23422343, i64 -3
  store <4 x double> %753, <4 x double>* %scevgep2344, align 8, !alias.scope !78, !noalias !80
  %scevgep2339 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23392340 = bitcast double* %scevgep2339 to <4 x double>*
  %scevgep2341 = getelementptr <4 x double>, <4 x double>* %scevgep23392340, i64 -2
  store <4 x double> %754, <4 x double>* %scevgep2341, align 8, !alias.scope !78, !noalias !80
  %scevgep2336 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23362337 = bitcast double* %scevgep2336 to <4 x double>*
  %scevgep2338 = getelementptr <4 x double>, <4 x double>* %scevgep23362337, i64 -1
  store <4 x double> %755, <4 x double>* %scevgep2338, align 8, !alias.scope !78, !noalias !80
  %scevgep2334 = getelementptr double, double* %scevgep2261, i64 %index626
  %scevgep23342335 = bitcast double* %scevgep2334 to <4 x double>*
  store <4 x double> %756, <4 x double>* %scevgep23342335, align 8, !alias.scope !78, !noalias !80
  %index.next637.7 = add i64 %index626, 128
  %lsr.iv.next2358 = add i64 %lsr.iv2357, -8
  %niter942.ncmp.7 = icmp eq i64 %lsr.iv.next2358, 0
  br i1 %niter942.ncmp.7, label %middle.block617.unr-lcssa, label %vector.body619, !llvm.loop !81

middle.block617.unr-lcssa:                        ; preds = %vector.body619, %vector.ph621
  %index626.unr = phi i64 [ 0, %vector.ph621 ], [ %index.next637.7, %vector.body619 ]
  %lcmp.mod940.not = icmp eq i64 %xtraiter938, 0
  br i1 %lcmp.mod940.not, label %middle.block617, label %vector.body619.epil.preheader

vector.body619.epil.preheader:                    ; preds = %middle.block617.unr-lcssa
  %757 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert.epil = insertelement <4 x double> poison, double %757, i64 0
  %broadcast.splat.epil = shufflevector <4 x double> %broadcast.splatinsert.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert631.epil = insertelement <4 x double> poison, double %757, i64 0
  %broadcast.splat632.epil = shufflevector <4 x double> %broadcast.splatinsert631.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert633.epil = insertelement <4 x double> poison, double %757, i64 0
  %broadcast.splat634.epil = shufflevector <4 x double> %broadcast.splatinsert633.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %758 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !73
  %broadcast.splatinsert635.epil = insertelement <4 x double> poison, double %758, i64 0
  %broadcast.splat636.epil = shufflevector <4 x double> %broadcast.splatinsert635.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep2359 = getelementptr double, double* %.6.i119301, i64 12
  %scevgep2360 = getelementptr double, double* %scevgep2359, i64 %index626.unr
  %scevgep2375 = getelementptr double, double* %.6.i190300, i64 12
  %scevgep2376 = getelementptr double, double* %scevgep2375, i64 %index626.unr
  %759 = shl nuw nsw i64 %xtraiter938, 7
  br label %vector.body619.epil

vector.body619.epil:                              ; preds = %vector.body619.epil, %vector.body619.epil.preheader
  %lsr.iv2361 = phi i64 [ %lsr.iv.next2362, %vector.body619.epil ], [ 0, %vector.body619.epil.preheader ]
  %760 = bitcast double* %scevgep2376 to i8*
  %761 = bitcast double* %scevgep2360 to i8*
  %uglygep2386 = getelementptr i8, i8* %760, i64 %lsr.iv2361
  %uglygep23862387 = bitcast i8* %uglygep2386 to <4 x double>*
  %scevgep2388 = getelementptr <4 x double>, <4 x double>* %uglygep23862387, i64 -3
  %wide.load627.epil = load <4 x double>, <4 x double>* %scevgep2388, align 8, !alias.scope !76
  %uglygep2383 = getelementptr i8, i8* %760, i64 %lsr.iv2361
  %uglygep23832384 = bitcast i8* %uglygep2383 to <4 x double>*
  %scevgep2385 = getelementptr <4 x double>, <4 x double>* %uglygep23832384, i64 -2
  %wide.load628.epil = load <4 x double>, <4 x double>* %scevgep2385, align 8, !alias.scope !76
  %uglygep2380 = getelementptr i8, i8* %760, i64 %lsr.iv2361
  %uglygep23802381 = bitcast i8* %uglygep2380 to <4 x double>*
  %scevgep2382 = getelementptr <4 x double>, <4 x double>* %uglygep23802381, i64 -1
  %wide.load629.epil = load <4 x double>, <4 x double>* %scevgep2382, align 8, !alias.scope !76
  %uglygep2378 = getelementptr i8, i8* %760, i64 %lsr.iv2361
  %uglygep23782379 = bitcast i8* %uglygep2378 to <4 x double>*
  %wide.load630.epil = load <4 x double>, <4 x double>* %uglygep23782379, align 8, !alias.scope !76
  %762 = fmul <4 x double> %wide.load627.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %763 = fmul <4 x double> %wide.load628.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %764 = fmul <4 x double> %wide.load629.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %765 = fmul <4 x double> %wide.load630.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %766 = fadd <4 x double> %762, %broadcast.splat.epil
  %767 = fadd <4 x double> %763, %broadcast.splat632.epil
  %768 = fadd <4 x double> %764, %broadcast.splat634.epil
  %769 = fadd <4 x double> %765, %broadcast.splat636.epil
  %uglygep2372 = getelementptr i8, i8* %761, i64 %lsr.iv2361
  %uglygep23722373 = bitcast i8* %uglygep2372 to <4 x double>*
  %scevgep2374 = getelementptr <4 x double>, <4 x double>* %uglygep23722373, i64 -3
  store <4 x double> %766, <4 x double>* %scevgep2374, align 8, !alias.scope !78, !noalias !80
  %uglygep2369 = getelementptr i8, i8* %761, i64 %lsr.iv2361
  %uglygep23692370 = bitcast i8* %uglygep2369 to <4 x double>*
  %scevgep2371 = getelementptr <4 x double>, <4 x double>* %uglygep23692370, i64 -2
  store <4 x double> %767, <4 x double>* %scevgep2371, align 8, !alias.scope !78, !noalias !80
  %uglygep2366 = getelementptr i8, i8* %761, i64 %lsr.iv2361
  %uglygep23662367 = bitcast i8* %uglygep2366 to <4 x double>*
  %scevgep2368 = getelementptr <4 x double>, <4 x double>* %uglygep23662367, i64 -1
  store <4 x double> %768, <4 x double>* %scevgep2368, align 8, !alias.scope !78, !noalias !80
  %uglygep2364 = getelementptr i8, i8* %761, i64 %lsr.iv2361
  %uglygep23642365 = bitcast i8* %uglygep2364 to <4 x double>*
  store <4 x double> %769, <4 x double>* %uglygep23642365, align 8, !alias.scope !78, !noalias !80
  %lsr.iv.next2362 = add nuw nsw i64 %lsr.iv2361, 128
  %epil.iter939.cmp.not = icmp eq i64 %759, %lsr.iv.next2362
  br i1 %epil.iter939.cmp.not, label %middle.block617, label %vector.body619.epil, !llvm.loop !82

middle.block617:                                  ; preds = %vector.body619.epil, %middle.block617.unr-lcssa
  %cmp.n625 = icmp eq i64 %dest_shape.1.1, %n.vec623
  br i1 %cmp.n625, label %for.end.1, label %for.body.1.us.preheader861

for.body.1.us.preheader861:                       ; preds = %vector.memcheck603, %for.body.1.us.preheader, %middle.block617
  %loop.index.1298.us.ph = phi i64 [ 0, %vector.memcheck603 ], [ 0, %for.body.1.us.preheader ], [ %n.vec623, %middle.block617 ]
  %770 = xor i64 %loop.index.1298.us.ph, -1
  %771 = add i64 %dest_shape.1.1, %770
  %xtraiter943 = and i64 %dest_shape.1.1, 7
  %lcmp.mod944.not = icmp eq i64 %xtraiter943, 0
  br i1 %lcmp.mod944.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader861
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv2391 = phi i64 [ %xtraiter943, %for.body.1.us.prol.preheader ], [ %lsr.iv.next2392, %for.body.1.us.prol ]
  %loop.index.1298.us.prol = phi i64 [ %.950.us.prol, %for.body.1.us.prol ], [ %loop.index.1298.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep2390 = getelementptr double, double* %.6.i190300, i64 %loop.index.1298.us.prol
  %.912.us.prol = load double, double* %scevgep2390, align 8
  %.921.us.prol = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.prol = fmul double %.912.us.prol, 1.000000e-02
  %.7.i.us.prol = fadd double %.6.i75.us.prol, %.921.us.prol
  %scevgep2389 = getelementptr double, double* %.6.i119301, i64 %loop.index.1298.us.prol
  store double %.7.i.us.prol, double* %scevgep2389, align 8
  %.950.us.prol = add nuw i64 %loop.index.1298.us.prol, 1
  %lsr.iv.next2392 = add nsw i64 %lsr.iv2391, -1
  %prol.iter945.cmp.not = icmp eq i64 %lsr.iv.next2392, 0
  br i1 %prol.iter945.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !83

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader861
  %loop.index.1298.us.unr = phi i64 [ %loop.index.1298.us.ph, %for.body.1.us.preheader861 ], [ %.950.us.prol, %for.body.1.us.prol ]
  %772 = icmp ult i64 %771, 7
  br i1 %772, label %for.end.1, label %for.body.1.us.preheader962

for.body.1.us.preheader962:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us.us.preheader:                       ; preds = %for.body.1.preheader.split.us
  %773 = icmp ult i64 %dest_shape.1.1, 16
  br i1 %773, label %for.body.1.us.us.preheader860, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.us.preheader
  %scevgep = getelementptr double, double* %.6.i119301, i64 %dest_shape.1.1
  %scevgep588 = getelementptr double, double* %.6.i190300, i64 %dest_shape.1.1
  %scevgep591 = getelementptr double, double* %y.2.sroa.60.0534, i64 %dest_shape.1.1
  %bound0 = icmp ult double* %.6.i119301, %scevgep588
  %bound1 = icmp ult double* %.6.i190300, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0593 = icmp ult double* %.6.i119301, %scevgep591
  %bound1594 = icmp ult double* %y.2.sroa.60.0534, %scevgep
  %found.conflict595 = and i1 %bound0593, %bound1594
  %conflict.rdx = or i1 %found.conflict, %found.conflict595
  br i1 %conflict.rdx, label %for.body.1.us.us.preheader860, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1.1, -16
  %774 = add i64 %n.vec, -16
  %775 = lshr exact i64 %774, 4
  %776 = add nuw nsw i64 %775, 1
  %xtraiter946 = and i64 %776, 7
  %777 = icmp ult i64 %774, 112
  br i1 %777, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const2815 = bitcast i64 2305843009213693944 to i64
  %unroll_iter949 = and i64 %776, %const2815
  %scevgep2425 = getelementptr double, double* %.6.i190300, i64 124
  %scevgep2521 = getelementptr double, double* %y.2.sroa.60.0534, i64 124
  %scevgep2617 = getelementptr double, double* %.6.i119301, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv2713 = phi i64 [ %lsr.iv.next2714, %vector.body ], [ %unroll_iter949, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep2509 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25092510 = bitcast double* %scevgep2509 to <4 x double>*
  %scevgep2511 = getelementptr <4 x double>, <4 x double>* %scevgep25092510, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep2511, align 8, !alias.scope !84
  %scevgep2518 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25182519 = bitcast double* %scevgep2518 to <4 x double>*
  %scevgep2520 = getelementptr <4 x double>, <4 x double>* %scevgep25182519, i64 -30
  %wide.load596 = load <4 x double>, <4 x double>* %scevgep2520, align 8, !alias.scope !84
  %scevgep2515 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25152516 = bitcast double* %scevgep2515 to <4 x double>*
  %scevgep2517 = getelementptr <4 x double>, <4 x double>* %scevgep25152516, i64 -29
  %wide.load597 = load <4 x double>, <4 x double>* %scevgep2517, align 8, !alias.scope !84
  %scevgep2512 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25122513 = bitcast double* %scevgep2512 to <4 x double>*
  %scevgep2514 = getelementptr <4 x double>, <4 x double>* %scevgep25122513, i64 -28
  %wide.load598 = load <4 x double>, <4 x double>* %scevgep2514, align 8, !alias.scope !84
  %scevgep2605 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep26052606 = bitcast double* %scevgep2605 to <4 x double>*
  %scevgep2607 = getelementptr <4 x double>, <4 x double>* %scevgep26052606, i64 -31
  %wide.load599 = load <4 x double>, <4 x double>* %scevgep2607, align 8, !alias.scope !87
  %scevgep2614 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep26142615 = bitcast double* %scevgep2614 to <4 x double>*
  %scevgep2616 = getelementptr <4 x double>, <4 x double>* %scevgep26142615, i64 -30
  %wide.load600 = load <4 x double>, <4 x double>* %scevgep2616, align 8, !alias.scope !87
  %scevgep2611 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep26112612 = bitcast double* %scevgep2611 to <4 x double>*
  %scevgep2613 = getelementptr <4 x double>, <4 x double>* %scevgep26112612, i64 -29
  %wide.load601 = load <4 x double>, <4 x double>* %scevgep2613, align 8, !alias.scope !87
  %scevgep2608 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep26082609 = bitcast double* %scevgep2608 to <4 x double>*
  %scevgep2610 = getelementptr <4 x double>, <4 x double>* %scevgep26082609, i64 -28
  %wide.load602 = load <4 x double>, <4 x double>* %scevgep2610, align 8, !alias.scope !87
  %778 = fmul <4 x double> %wide.load, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %779 = fmul <4 x double> %wide.load596, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %780 = fmul <4 x double> %wide.load597, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %781 = fmul <4 x double> %wide.load598, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %782 = fadd <4 x double> %778, %wide.load599
  %783 = fadd <4 x double> %779, %wide.load600
  %784 = fadd <4 x double> %780, %wide.load601
  %785 = fadd <4 x double> %781, %wide.load602
  %scevgep2701 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep27012702 = bitcast double* %scevgep2701 to <4 x double>*
  %scevgep2703 = getelementptr <4 x double>, <4 x double>* %scevgep27012702, i64 -31
  store <4 x double> %782, <4 x double>* %scevgep2703, align 8, !alias.scope !89, !noalias !91
  %scevgep2710 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep27102711 = bitcast double* %scevgep2710 to <4 x double>*
  %scevgep2712 = getelementptr <4 x double>, <4 x double>* %scevgep27102711, i64 -30
  store <4 x double> %783, <4 x double>* %scevgep2712, align 8, !alias.scope !89, !noalias !91
  %scevgep2707 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep27072708 = bitcast double* %scevgep2707 to <4 x double>*
  %scevgep2709 = getelementptr <4 x double>, <4 x double>* %scevgep27072708, i64 -29
  store <4 x double> %784, <4 x double>* %scevgep2709, align 8, !alias.scope !89, !noalias !91
  %scevgep2704 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep27042705 = bitcast double* %scevgep2704 to <4 x double>*
  %scevgep2706 = getelementptr <4 x double>, <4 x double>* %scevgep27042705, i64 -28
  store <4 x double> %785, <4 x double>* %scevgep2706, align 8, !alias.scope !89, !noalias !91
  %scevgep2495 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24952496 = bitcast double* %scevgep2495 to <4 x double>*
  %scevgep2497 = getelementptr <4 x double>, <4 x double>* %scevgep24952496, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep2497, align 8, !alias.scope !84
  %scevgep2492 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24922493 = bitcast double* %scevgep2492 to <4 x double>*
  %scevgep2494 = getelementptr <4 x double>, <4 x double>* %scevgep24922493, i64 -26
  %wide.load596.1 = load <4 x double>, <4 x double>* %scevgep2494, align 8, !alias.scope !84
  %scevgep2489 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24892490 = bitcast double* %scevgep2489 to <4 x double>*
  %scevgep2491 = getelementptr <4 x double>, <4 x double>* %scevgep24892490, i64 -25
  %wide.load597.1 = load <4 x double>, <4 x double>* %scevgep2491, align 8, !alias.scope !84
  %scevgep2486 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24862487 = bitcast double* %scevgep2486 to <4 x double>*
  %scevgep2488 = getelementptr <4 x double>, <4 x double>* %scevgep24862487, i64 -24
  %wide.load598.1 = load <4 x double>, <4 x double>* %scevgep2488, align 8, !alias.scope !84
  %scevgep2591 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25912592 = bitcast double* %scevgep2591 to <4 x double>*
  %scevgep2593 = getelementptr <4 x double>, <4 x double>* %scevgep25912592, i64 -27
  %wide.load599.1 = load <4 x double>, <4 x double>* %scevgep2593, align 8, !alias.scope !87
  %scevgep2588 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25882589 = bitcast double* %scevgep2588 to <4 x double>*
  %scevgep2590 = getelementptr <4 x double>, <4 x double>* %scevgep25882589, i64 -26
  %wide.load600.1 = load <4 x double>, <4 x double>* %scevgep2590, align 8, !alias.scope !87
  %scevgep2585 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25852586 = bitcast double* %scevgep2585 to <4 x double>*
  %scevgep2587 = getelementptr <4 x double>, <4 x double>* %scevgep25852586, i64 -25
  %wide.load601.1 = load <4 x double>, <4 x double>* %scevgep2587, align 8, !alias.scope !87
  %scevgep2582 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25822583 = bitcast double* %scevgep2582 to <4 x double>*
  %scevgep2584 = getelementptr <4 x double>, <4 x double>* %scevgep25822583, i64 -24
  %wide.load602.1 = load <4 x double>, <4 x double>* %scevgep2584, align 8, !alias.scope !87
  %786 = fmul <4 x double> %wide.load.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %787 = fmul <4 x double> %wide.load596.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %788 = fmul <4 x double> %wide.load597.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %789 = fmul <4 x double> %wide.load598.1, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %790 = fadd <4 x double> %786, %wide.load599.1
  %791 = fadd <4 x double> %787, %wide.load600.1
  %792 = fadd <4 x double> %788, %wide.load601.1
  %793 = fadd <4 x double> %789, %wide.load602.1
  %scevgep2687 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26872688 = bitcast double* %scevgep2687 to <4 x double>*
  %scevgep2689 = getelementptr <4 x double>, <4 x double>* %scevgep26872688, i64 -27
  store <4 x double> %790, <4 x double>* %scevgep2689, align 8, !alias.scope !89, !noalias !91
  %scevgep2684 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26842685 = bitcast double* %scevgep2684 to <4 x double>*
  %scevgep2686 = getelementptr <4 x double>, <4 x double>* %scevgep26842685, i64 -26
  store <4 x double> %791, <4 x double>* %scevgep2686, align 8, !alias.scope !89, !noalias !91
  %scevgep2681 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26812682 = bitcast double* %scevgep2681 to <4 x double>*
  %scevgep2683 = getelementptr <4 x double>, <4 x double>* %scevgep26812682, i64 -25
  store <4 x double> %792, <4 x double>* %scevgep2683, align 8, !alias.scope !89, !noalias !91
  %scevgep2678 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26782679 = bitcast double* %scevgep2678 to <4 x double>*
  %scevgep2680 = getelementptr <4 x double>, <4 x double>* %scevgep26782679, i64 -24
  store <4 x double> %793, <4 x double>* %scevgep2680, align 8, !alias.scope !89, !noalias !91
  %scevgep2483 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24832484 = bitcast double* %scevgep2483 to <4 x double>*
  %scevgep2485 = getelementptr <4 x double>, <4 x double>* %scevgep24832484, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep2485, align 8, !alias.scope !84
  %scevgep2480 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24802481 = bitcast double* %scevgep2480 to <4 x double>*
  %scevgep2482 = getelementptr <4 x double>, <4 x double>* %scevgep24802481, i64 -22
  %wide.load596.2 = load <4 x double>, <4 x double>* %scevgep2482, align 8, !alias.scope !84
  %scevgep2477 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24772478 = bitcast double* %scevgep2477 to <4 x double>*
  %scevgep2479 = getelementptr <4 x double>, <4 x double>* %scevgep24772478, i64 -21
  %wide.load597.2 = load <4 x double>, <4 x double>* %scevgep2479, align 8, !alias.scope !84
  %scevgep2474 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24742475 = bitcast double* %scevgep2474 to <4 x double>*
  %scevgep2476 = getelementptr <4 x double>, <4 x double>* %scevgep24742475, i64 -20
  %wide.load598.2 = load <4 x double>, <4 x double>* %scevgep2476, align 8, !alias.scope !84
  %scevgep2579 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25792580 = bitcast double* %scevgep2579 to <4 x double>*
  %scevgep2581 = getelementptr <4 x double>, <4 x double>* %scevgep25792580, i64 -23
  %wide.load599.2 = load <4 x double>, <4 x double>* %scevgep2581, align 8, !alias.scope !87
  %scevgep2576 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25762577 = bitcast double* %scevgep2576 to <4 x double>*
  %scevgep2578 = getelementptr <4 x double>, <4 x double>* %scevgep25762577, i64 -22
  %wide.load600.2 = load <4 x double>, <4 x double>* %scevgep2578, align 8, !alias.scope !87
  %scevgep2573 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25732574 = bitcast double* %scevgep2573 to <4 x double>*
  %scevgep2575 = getelementptr <4 x double>, <4 x double>* %scevgep25732574, i64 -21
  %wide.load601.2 = load <4 x double>, <4 x double>* %scevgep2575, align 8, !alias.scope !87
  %scevgep2570 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25702571 = bitcast double* %scevgep2570 to <4 x double>*
  %scevgep2572 = getelementptr <4 x double>, <4 x double>* %scevgep25702571, i64 -20
  %wide.load602.2 = load <4 x double>, <4 x double>* %scevgep2572, align 8, !alias.scope !87
  %794 = fmul <4 x double> %wide.load.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %795 = fmul <4 x double> %wide.load596.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %796 = fmul <4 x double> %wide.load597.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %797 = fmul <4 x double> %wide.load598.2, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %798 = fadd <4 x double> %794, %wide.load599.2
  %799 = fadd <4 x double> %795, %wide.load600.2
  %800 = fadd <4 x double> %796, %wide.load601.2
  %801 = fadd <4 x double> %797, %wide.load602.2
  %scevgep2675 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26752676 = bitcast double* %scevgep2675 to <4 x double>*
  %scevgep2677 = getelementptr <4 x double>, <4 x double>* %scevgep26752676, i64 -23
  store <4 x double> %798, <4 x double>* %scevgep2677, align 8, !alias.scope !89, !noalias !91
  %scevgep2672 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26722673 = bitcast double* %scevgep2672 to <4 x double>*
  %scevgep2674 = getelementptr <4 x double>, <4 x double>* %scevgep26722673, i64 -22
  store <4 x double> %799, <4 x double>* %scevgep2674, align 8, !alias.scope !89, !noalias !91
  %scevgep2669 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26692670 = bitcast double* %scevgep2669 to <4 x double>*
  %scevgep2671 = getelementptr <4 x double>, <4 x double>* %scevgep26692670, i64 -21
  store <4 x double> %800, <4 x double>* %scevgep2671, align 8, !alias.scope !89, !noalias !91
  %scevgep2666 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26662667 = bitcast double* %scevgep2666 to <4 x double>*
  %scevgep2668 = getelementptr <4 x double>, <4 x double>* %scevgep26662667, i64 -20
  store <4 x double> %801, <4 x double>* %scevgep2668, align 8, !alias.scope !89, !noalias !91
  %scevgep2471 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24712472 = bitcast double* %scevgep2471 to <4 x double>*
  %scevgep2473 = getelementptr <4 x double>, <4 x double>* %scevgep24712472, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep2473, align 8, !alias.scope !84
  %scevgep2468 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24682469 = bitcast double* %scevgep2468 to <4 x double>*
  %scevgep2470 = getelementptr <4 x double>, <4 x double>* %scevgep24682469, i64 -18
  %wide.load596.3 = load <4 x double>, <4 x double>* %scevgep2470, align 8, !alias.scope !84
  %scevgep2465 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24652466 = bitcast double* %scevgep2465 to <4 x double>*
  %scevgep2467 = getelementptr <4 x double>, <4 x double>* %scevgep24652466, i64 -17
  %wide.load597.3 = load <4 x double>, <4 x double>* %scevgep2467, align 8, !alias.scope !84
  %scevgep2462 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24622463 = bitcast double* %scevgep2462 to <4 x double>*
  %scevgep2464 = getelementptr <4 x double>, <4 x double>* %scevgep24622463, i64 -16
  %wide.load598.3 = load <4 x double>, <4 x double>* %scevgep2464, align 8, !alias.scope !84
  %scevgep2567 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25672568 = bitcast double* %scevgep2567 to <4 x double>*
  %scevgep2569 = getelementptr <4 x double>, <4 x double>* %scevgep25672568, i64 -19
  %wide.load599.3 = load <4 x double>, <4 x double>* %scevgep2569, align 8, !alias.scope !87
  %scevgep2564 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25642565 = bitcast double* %scevgep2564 to <4 x double>*
  %scevgep2566 = getelementptr <4 x double>, <4 x double>* %scevgep25642565, i64 -18
  %wide.load600.3 = load <4 x double>, <4 x double>* %scevgep2566, align 8, !alias.scope !87
  %scevgep2561 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25612562 = bitcast double* %scevgep2561 to <4 x double>*
  %scevgep2563 = getelementptr <4 x double>, <4 x double>* %scevgep25612562, i64 -17
  %wide.load601.3 = load <4 x double>, <4 x double>* %scevgep2563, align 8, !alias.scope !87
  %scevgep2558 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25582559 = bitcast double* %scevgep2558 to <4 x double>*
  %scevgep2560 = getelementptr <4 x double>, <4 x double>* %scevgep25582559, i64 -16
  %wide.load602.3 = load <4 x double>, <4 x double>* %scevgep2560, align 8, !alias.scope !87
  %802 = fmul <4 x double> %wide.load.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %803 = fmul <4 x double> %wide.load596.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %804 = fmul <4 x double> %wide.load597.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %805 = fmul <4 x double> %wide.load598.3, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %806 = fadd <4 x double> %802, %wide.load599.3
  %807 = fadd <4 x double> %803, %wide.load600.3
  %808 = fadd <4 x double> %804, %wide.load601.3
  %809 = fadd <4 x double> %805, %wide.load602.3
  %scevgep2663 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26632664 = bitcast double* %scevgep2663 to <4 x double>*
  %scevgep2665 = getelementptr <4 x double>, <4 x double>* %scevgep26632664, i64 -19
  store <4 x double> %806, <4 x double>* %scevgep2665, align 8, !alias.scope !89, !noalias !91
  %scevgep2660 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26602661 = bitcast double* %scevgep2660 to <4 x double>*
  %scevgep2662 = getelementptr <4 x double>, <4 x double>* %scevgep26602661, i64 -18
  store <4 x double> %807, <4 x double>* %scevgep2662, align 8, !alias.scope !89, !noalias !91
  %scevgep2657 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26572658 = bitcast double* %scevgep2657 to <4 x double>*
  %scevgep2659 = getelementptr <4 x double>, <4 x double>* %scevgep26572658, i64 -17
  store <4 x double> %808, <4 x double>* %scevgep2659, align 8, !alias.scope !89, !noalias !91
  %scevgep2654 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26542655 = bitcast double* %scevgep2654 to <4 x double>*
  %scevgep2656 = getelementptr <4 x double>, <4 x double>* %scevgep26542655, i64 -16
  store <4 x double> %809, <4 x double>* %scevgep2656, align 8, !alias.scope !89, !noalias !91
  %scevgep2459 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24592460 = bitcast double* %scevgep2459 to <4 x double>*
  %scevgep2461 = getelementptr <4 x double>, <4 x double>* %scevgep24592460, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep2461, align 8, !alias.scope !84
  %scevgep2456 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24562457 = bitcast double* %scevgep2456 to <4 x double>*
  %scevgep2458 = getelementptr <4 x double>, <4 x double>* %scevgep24562457, i64 -14
  %wide.load596.4 = load <4 x double>, <4 x double>* %scevgep2458, align 8, !alias.scope !84
  %scevgep2453 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24532454 = bitcast double* %scevgep2453 to <4 x double>*
  %scevgep2455 = getelementptr <4 x double>, <4 x double>* %scevgep24532454, i64 -13
  %wide.load597.4 = load <4 x double>, <4 x double>* %scevgep2455, align 8, !alias.scope !84
  %scevgep2450 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24502451 = bitcast double* %scevgep2450 to <4 x double>*
  %scevgep2452 = getelementptr <4 x double>, <4 x double>* %scevgep24502451, i64 -12
  %wide.load598.4 = load <4 x double>, <4 x double>* %scevgep2452, align 8, !alias.scope !84
  %scevgep2555 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25552556 = bitcast double* %scevgep2555 to <4 x double>*
  %scevgep2557 = getelementptr <4 x double>, <4 x double>* %scevgep25552556, i64 -15
  %wide.load599.4 = load <4 x double>, <4 x double>* %scevgep2557, align 8, !alias.scope !87
  %scevgep2552 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25522553 = bitcast double* %scevgep2552 to <4 x double>*
  %scevgep2554 = getelementptr <4 x double>, <4 x double>* %scevgep25522553, i64 -14
  %wide.load600.4 = load <4 x double>, <4 x double>* %scevgep2554, align 8, !alias.scope !87
  %scevgep2549 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25492550 = bitcast double* %scevgep2549 to <4 x double>*
  %scevgep2551 = getelementptr <4 x double>, <4 x double>* %scevgep25492550, i64 -13
  %wide.load601.4 = load <4 x double>, <4 x double>* %scevgep2551, align 8, !alias.scope !87
  %scevgep2546 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25462547 = bitcast double* %scevgep2546 to <4 x double>*
  %scevgep2548 = getelementptr <4 x double>, <4 x double>* %scevgep25462547, i64 -12
  %wide.load602.4 = load <4 x double>, <4 x double>* %scevgep2548, align 8, !alias.scope !87
  %810 = fmul <4 x double> %wide.load.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %811 = fmul <4 x double> %wide.load596.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %812 = fmul <4 x double> %wide.load597.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %813 = fmul <4 x double> %wide.load598.4, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %814 = fadd <4 x double> %810, %wide.load599.4
  %815 = fadd <4 x double> %811, %wide.load600.4
  %816 = fadd <4 x double> %812, %wide.load601.4
  %817 = fadd <4 x double> %813, %wide.load602.4
  %scevgep2651 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26512652 = bitcast double* %scevgep2651 to <4 x double>*
  %scevgep2653 = getelementptr <4 x double>, <4 x double>* %scevgep26512652, i64 -15
  store <4 x double> %814, <4 x double>* %scevgep2653, align 8, !alias.scope !89, !noalias !91
  %scevgep2648 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26482649 = bitcast double* %scevgep2648 to <4 x double>*
  %scevgep2650 = getelementptr <4 x double>, <4 x double>* %scevgep26482649, i64 -14
  store <4 x double> %815, <4 x double>* %scevgep2650, align 8, !alias.scope !89, !noalias !91
  %scevgep2645 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26452646 = bitcast double* %scevgep2645 to <4 x double>*
  %scevgep2647 = getelementptr <4 x double>, <4 x double>* %scevgep26452646, i64 -13
  store <4 x double> %816, <4 x double>* %scevgep2647, align 8, !alias.scope !89, !noalias !91
  %scevgep2642 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26422643 = bitcast double* %scevgep2642 to <4 x double>*
  %scevgep2644 = getelementptr <4 x double>, <4 x double>* %scevgep26422643, i64 -12
  store <4 x double> %817, <4 x double>* %scevgep2644, align 8, !alias.scope !89, !noalias !91
  %scevgep2447 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24472448 = bitcast double* %scevgep2447 to <4 x double>*
  %scevgep2449 = getelementptr <4 x double>, <4 x double>* %scevgep24472448, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep2449, align 8, !alias.scope !84
  %scevgep2444 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24442445 = bitcast double* %scevgep2444 to <4 x double>*
  %scevgep2446 = getelementptr <4 x double>, <4 x double>* %scevgep24442445, i64 -10
  %wide.load596.5 = load <4 x double>, <4 x double>* %scevgep2446, align 8, !alias.scope !84
  %scevgep2441 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24412442 = bitcast double* %scevgep2441 to <4 x double>*
  %scevgep2443 = getelementptr <4 x double>, <4 x double>* %scevgep24412442, i64 -9
  %wide.load597.5 = load <4 x double>, <4 x double>* %scevgep2443, align 8, !alias.scope !84
  %scevgep2438 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24382439 = bitcast double* %scevgep2438 to <4 x double>*
  %scevgep2440 = getelementptr <4 x double>, <4 x double>* %scevgep24382439, i64 -8
  %wide.load598.5 = load <4 x double>, <4 x double>* %scevgep2440, align 8, !alias.scope !84
  %scevgep2543 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25432544 = bitcast double* %scevgep2543 to <4 x double>*
  %scevgep2545 = getelementptr <4 x double>, <4 x double>* %scevgep25432544, i64 -11
  %wide.load599.5 = load <4 x double>, <4 x double>* %scevgep2545, align 8, !alias.scope !87
  %scevgep2540 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25402541 = bitcast double* %scevgep2540 to <4 x double>*
  %scevgep2542 = getelementptr <4 x double>, <4 x double>* %scevgep25402541, i64 -10
  %wide.load600.5 = load <4 x double>, <4 x double>* %scevgep2542, align 8, !alias.scope !87
  %scevgep2537 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25372538 = bitcast double* %scevgep2537 to <4 x double>*
  %scevgep2539 = getelementptr <4 x double>, <4 x double>* %scevgep25372538, i64 -9
  %wide.load601.5 = load <4 x double>, <4 x double>* %scevgep2539, align 8, !alias.scope !87
  %scevgep2534 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25342535 = bitcast double* %scevgep2534 to <4 x double>*
  %scevgep2536 = getelementptr <4 x double>, <4 x double>* %scevgep25342535, i64 -8
  %wide.load602.5 = load <4 x double>, <4 x double>* %scevgep2536, align 8, !alias.scope !87
  %818 = fmul <4 x double> %wide.load.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %819 = fmul <4 x double> %wide.load596.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %820 = fmul <4 x double> %wide.load597.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %821 = fmul <4 x double> %wide.load598.5, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %822 = fadd <4 x double> %818, %wide.load599.5
  %823 = fadd <4 x double> %819, %wide.load600.5
  %824 = fadd <4 x double> %820, %wide.load601.5
  %825 = fadd <4 x double> %821, %wide.load602.5
  %scevgep2639 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26392640 = bitcast double* %scevgep2639 to <4 x double>*
  %scevgep2641 = getelementptr <4 x double>, <4 x double>* %scevgep26392640, i64 -11
  store <4 x double> %822, <4 x double>* %scevgep2641, align 8, !alias.scope !89, !noalias !91
  %scevgep2636 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26362637 = bitcast double* %scevgep2636 to <4 x double>*
  %scevgep2638 = getelementptr <4 x double>, <4 x double>* %scevgep26362637, i64 -10
  store <4 x double> %823, <4 x double>* %scevgep2638, align 8, !alias.scope !89, !noalias !91
  %scevgep2633 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26332634 = bitcast double* %scevgep2633 to <4 x double>*
  %scevgep2635 = getelementptr <4 x double>, <4 x double>* %scevgep26332634, i64 -9
  store <4 x double> %824, <4 x double>* %scevgep2635, align 8, !alias.scope !89, !noalias !91
  %scevgep2630 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26302631 = bitcast double* %scevgep2630 to <4 x double>*
  %scevgep2632 = getelementptr <4 x double>, <4 x double>* %scevgep26302631, i64 -8
  store <4 x double> %825, <4 x double>* %scevgep2632, align 8, !alias.scope !89, !noalias !91
  %scevgep2435 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24352436 = bitcast double* %scevgep2435 to <4 x double>*
  %scevgep2437 = getelementptr <4 x double>, <4 x double>* %scevgep24352436, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep2437, align 8, !alias.scope !84
  %scevgep2432 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24322433 = bitcast double* %scevgep2432 to <4 x double>*
  %scevgep2434 = getelementptr <4 x double>, <4 x double>* %scevgep24322433, i64 -6
  %wide.load596.6 = load <4 x double>, <4 x double>* %scevgep2434, align 8, !alias.scope !84
  %scevgep2429 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24292430 = bitcast double* %scevgep2429 to <4 x double>*
  %scevgep2431 = getelementptr <4 x double>, <4 x double>* %scevgep24292430, i64 -5
  %wide.load597.6 = load <4 x double>, <4 x double>* %scevgep2431, align 8, !alias.scope !84
  %scevgep2426 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24262427 = bitcast double* %scevgep2426 to <4 x double>*
  %scevgep2428 = getelementptr <4 x double>, <4 x double>* %scevgep24262427, i64 -4
  %wide.load598.6 = load <4 x double>, <4 x double>* %scevgep2428, align 8, !alias.scope !84
  %scevgep2531 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25312532 = bitcast double* %scevgep2531 to <4 x double>*
  %scevgep2533 = getelementptr <4 x double>, <4 x double>* %scevgep25312532, i64 -7
  %wide.load599.6 = load <4 x double>, <4 x double>* %scevgep2533, align 8, !alias.scope !87
  %scevgep2528 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25282529 = bitcast double* %scevgep2528 to <4 x double>*
  %scevgep2530 = getelementptr <4 x double>, <4 x double>* %scevgep25282529, i64 -6
  %wide.load600.6 = load <4 x double>, <4 x double>* %scevgep2530, align 8, !alias.scope !87
  %scevgep2525 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25252526 = bitcast double* %scevgep2525 to <4 x double>*
  %scevgep2527 = getelementptr <4 x double>, <4 x double>* %scevgep25252526, i64 -5
  %wide.load601.6 = load <4 x double>, <4 x double>* %scevgep2527, align 8, !alias.scope !87
  %scevgep2522 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25222523 = bitcast double* %scevgep2522 to <4 x double>*
  %scevgep2524 = getelementptr <4 x double>, <4 x double>* %scevgep25222523, i64 -4
  %wide.load602.6 = load <4 x double>, <4 x double>* %scevgep2524, align 8, !alias.scope !87
  %826 = fmul <4 x double> %wide.load.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %827 = fmul <4 x double> %wide.load596.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %828 = fmul <4 x double> %wide.load597.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %829 = fmul <4 x double> %wide.load598.6, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %830 = fadd <4 x double> %826, %wide.load599.6
  %831 = fadd <4 x double> %827, %wide.load600.6
  %832 = fadd <4 x double> %828, %wide.load601.6
  %833 = fadd <4 x double> %829, %wide.load602.6
  %scevgep2627 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26272628 = bitcast double* %scevgep2627 to <4 x double>*
  %scevgep2629 = getelementptr <4 x double>, <4 x double>* %scevgep26272628, i64 -7
  store <4 x double> %830, <4 x double>* %scevgep2629, align 8, !alias.scope !89, !noalias !91
  %scevgep2624 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26242625 = bitcast double* %scevgep2624 to <4 x double>*
  %scevgep2626 = getelementptr <4 x double>, <4 x double>* %scevgep26242625, i64 -6
  store <4 x double> %831, <4 x double>* %scevgep2626, align 8, !alias.scope !89, !noalias !91
  %scevgep2621 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26212622 = bitcast double* %scevgep2621 to <4 x double>*
  %scevgep2623 = getelementptr <4 x double>, <4 x double>* %scevgep26212622, i64 -5
  store <4 x double> %832, <4 x double>* %scevgep2623, align 8, !alias.scope !89, !noalias !91
  %scevgep2618 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26182619 = bitcast double* %scevgep2618 to <4 x double>*
  %scevgep2620 = getelementptr <4 x double>, <4 x double>* %scevgep26182619, i64 -4
  store <4 x double> %833, <4 x double>* %scevgep2620, align 8, !alias.scope !89, !noalias !91
  %scevgep2506 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25062507 = bitcast double* %scevgep2506 to <4 x double>*
  %scevgep2508 = getelementptr <4 x double>, <4 x double>* %scevgep25062507, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep2508, align 8, !alias.scope !84
  %scevgep2503 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25032504 = bitcast double* %scevgep2503 to <4 x double>*
  %scevgep2505 = getelementptr <4 x double>, <4 x double>* %scevgep25032504, i64 -2
  %wide.load596.7 = load <4 x double>, <4 x double>* %scevgep2505, align 8, !alias.scope !84
  %scevgep2500 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25002501 = bitcast double* %scevgep2500 to <4 x double>*
  %scevgep2502 = getelementptr <4 x double>, <4 x double>* %scevgep25002501, i64 -1
  %wide.load597.7 = load <4 x double>, <4 x double>* %scevgep2502, align 8, !alias.scope !84
  %scevgep2498 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24982499 = bitcast double* %scevgep2498 to <4 x double>*
  %wide.load598.7 = load <4 x double>, <4 x double>* %scevgep24982499, align 8, !alias.scope !84
  %scevgep2602 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep26022603 = bitcast double* %scevgep2602 to <4 x double>*
  %scevgep2604 = getelementptr <4 x double>, <4 x double>* %scevgep26022603, i64 -3
  %wide.load599.7 = load <4 x double>, <4 x double>* %scevgep2604, align 8, !alias.scope !87
  %scevgep2599 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25992600 = bitcast double* %scevgep2599 to <4 x double>*
  %scevgep2601 = getelementptr <4 x double>, <4 x double>* %scevgep25992600, i64 -2
  %wide.load600.7 = load <4 x double>, <4 x double>* %scevgep2601, align 8, !alias.scope !87
  %scevgep2596 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25962597 = bitcast double* %scevgep2596 to <4 x double>*
  %scevgep2598 = getelementptr <4 x double>, <4 x double>* %scevgep25962597, i64 -1
  %wide.load601.7 = load <4 x double>, <4 x double>* %scevgep2598, align 8, !alias.scope !87
  %scevgep2594 = getelementptr double, double* %scevgep2521, i64 %index
  %scevgep25942595 = bitcast double* %scevgep2594 to <4 x double>*
  %wide.load602.7 = load <4 x double>, <4 x double>* %scevgep25942595, align 8, !alias.scope !87
  %834 = fmul <4 x double> %wide.load.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %835 = fmul <4 x double> %wide.load596.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %836 = fmul <4 x double> %wide.load597.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %837 = fmul <4 x double> %wide.load598.7, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %838 = fadd <4 x double> %834, %wide.load599.7
  %839 = fadd <4 x double> %835, %wide.load600.7
  %840 = fadd <4 x double> %836, %wide.load601.7
  %841 = fadd <4 x double> %837, %wide.load602.7
  %scevgep2698 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26982699 = bitcast double* %scevgep2698 to <4 x double>*
  %scevgep2700 = getelementptr <4 x double>, <4 x double>* %scevgep26982699, i64 -3
  store <4 x double> %838, <4 x double>* %scevgep2700, align 8, !alias.scope !89, !noalias !91
  %scevgep2695 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26952696 = bitcast double* %scevgep2695 to <4 x double>*
  %scevgep2697 = getelementptr <4 x double>, <4 x double>* %scevgep26952696, i64 -2
  store <4 x double> %839, <4 x double>* %scevgep2697, align 8, !alias.scope !89, !noalias !91
  %scevgep2692 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26922693 = bitcast double* %scevgep2692 to <4 x double>*
  %scevgep2694 = getelementptr <4 x double>, <4 x double>* %scevgep26922693, i64 -1
  store <4 x double> %840, <4 x double>* %scevgep2694, align 8, !alias.scope !89, !noalias !91
  %scevgep2690 = getelementptr double, double* %scevgep2617, i64 %index
  %scevgep26902691 = bitcast double* %scevgep2690 to <4 x double>*
  store <4 x double> %841, <4 x double>* %scevgep26902691, align 8, !alias.scope !89, !noalias !91
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next2714 = add i64 %lsr.iv2713, -8
  %niter950.ncmp.7 = icmp eq i64 %lsr.iv.next2714, 0
  br i1 %niter950.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !92

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod948.not = icmp eq i64 %xtraiter946, 0
  br i1 %lcmp.mod948.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep2715 = getelementptr double, double* %.6.i119301, i64 12
  %scevgep2716 = getelementptr double, double* %scevgep2715, i64 %index.unr
  %scevgep2731 = getelementptr double, double* %y.2.sroa.60.0534, i64 12
  %scevgep2732 = getelementptr double, double* %scevgep2731, i64 %index.unr
  %scevgep2745 = getelementptr double, double* %.6.i190300, i64 12
  %scevgep2746 = getelementptr double, double* %scevgep2745, i64 %index.unr
  %842 = shl nuw nsw i64 %xtraiter946, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv2717 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next2718, %vector.body.epil ]
  %843 = bitcast double* %scevgep2746 to i8*
  %844 = bitcast double* %scevgep2732 to i8*
  %845 = bitcast double* %scevgep2716 to i8*
  %uglygep2756 = getelementptr i8, i8* %843, i64 %lsr.iv2717
  %uglygep27562757 = bitcast i8* %uglygep2756 to <4 x double>*
  %scevgep2758 = getelementptr <4 x double>, <4 x double>* %uglygep27562757, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep2758, align 8, !alias.scope !84
  %uglygep2753 = getelementptr i8, i8* %843, i64 %lsr.iv2717
  %uglygep27532754 = bitcast i8* %uglygep2753 to <4 x double>*
  %scevgep2755 = getelementptr <4 x double>, <4 x double>* %uglygep27532754, i64 -2
  %wide.load596.epil = load <4 x double>, <4 x double>* %scevgep2755, align 8, !alias.scope !84
  %uglygep2750 = getelementptr i8, i8* %843, i64 %lsr.iv2717
  %uglygep27502751 = bitcast i8* %uglygep2750 to <4 x double>*
  %scevgep2752 = getelementptr <4 x double>, <4 x double>* %uglygep27502751, i64 -1
  %wide.load597.epil = load <4 x double>, <4 x double>* %scevgep2752, align 8, !alias.scope !84
  %uglygep2748 = getelementptr i8, i8* %843, i64 %lsr.iv2717
  %uglygep27482749 = bitcast i8* %uglygep2748 to <4 x double>*
  %wide.load598.epil = load <4 x double>, <4 x double>* %uglygep27482749, align 8, !alias.scope !84
  %uglygep2742 = getelementptr i8, i8* %844, i64 %lsr.iv2717
  %uglygep27422743 = bitcast i8* %uglygep2742 to <4 x double>*
  %scevgep2744 = getelementptr <4 x double>, <4 x double>* %uglygep27422743, i64 -3
  %wide.load599.epil = load <4 x double>, <4 x double>* %scevgep2744, align 8, !alias.scope !87
  %uglygep2739 = getelementptr i8, i8* %844, i64 %lsr.iv2717
  %uglygep27392740 = bitcast i8* %uglygep2739 to <4 x double>*
  %scevgep2741 = getelementptr <4 x double>, <4 x double>* %uglygep27392740, i64 -2
  %wide.load600.epil = load <4 x double>, <4 x double>* %scevgep2741, align 8, !alias.scope !87
  %uglygep2736 = getelementptr i8, i8* %844, i64 %lsr.iv2717
  %uglygep27362737 = bitcast i8* %uglygep2736 to <4 x double>*
  %scevgep2738 = getelementptr <4 x double>, <4 x double>* %uglygep27362737, i64 -1
  %wide.load601.epil = load <4 x double>, <4 x double>* %scevgep2738, align 8, !alias.scope !87
  %uglygep2734 = getelementptr i8, i8* %844, i64 %lsr.iv2717
  %uglygep27342735 = bitcast i8* %uglygep2734 to <4 x double>*
  %wide.load602.epil = load <4 x double>, <4 x double>* %uglygep27342735, align 8, !alias.scope !87
  %846 = fmul <4 x double> %wide.load.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %847 = fmul <4 x double> %wide.load596.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %848 = fmul <4 x double> %wide.load597.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %849 = fmul <4 x double> %wide.load598.epil, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>
  %850 = fadd <4 x double> %846, %wide.load599.epil
  %851 = fadd <4 x double> %847, %wide.load600.epil
  %852 = fadd <4 x double> %848, %wide.load601.epil
  %853 = fadd <4 x double> %849, %wide.load602.epil
  %uglygep2728 = getelementptr i8, i8* %845, i64 %lsr.iv2717
  %uglygep27282729 = bitcast i8* %uglygep2728 to <4 x double>*
  %scevgep2730 = getelementptr <4 x double>, <4 x double>* %uglygep27282729, i64 -3
  store <4 x double> %850, <4 x double>* %scevgep2730, align 8, !alias.scope !89, !noalias !91
  %uglygep2725 = getelementptr i8, i8* %845, i64 %lsr.iv2717
  %uglygep27252726 = bitcast i8* %uglygep2725 to <4 x double>*
  %scevgep2727 = getelementptr <4 x double>, <4 x double>* %uglygep27252726, i64 -2
  store <4 x double> %851, <4 x double>* %scevgep2727, align 8, !alias.scope !89, !noalias !91
  %uglygep2722 = getelementptr i8, i8* %845, i64 %lsr.iv2717
  %uglygep27222723 = bitcast i8* %uglygep2722 to <4 x double>*
  %scevgep2724 = getelementptr <4 x double>, <4 x double>* %uglygep27222723, i64 -1
  store <4 x double> %852, <4 x double>* %scevgep2724, align 8, !alias.scope !89, !noalias !91
  %uglygep2720 = getelementptr i8, i8* %845, i64 %lsr.iv2717
  %uglygep27202721 = bitcast i8* %uglygep2720 to <4 x double>*
  store <4 x double> %853, <4 x double>* %uglygep27202721, align 8, !alias.scope !89, !noalias !91
  %lsr.iv.next2718 = add nuw nsw i64 %lsr.iv2717, 128
  %epil.iter947.cmp.not = icmp eq i64 %842, %lsr.iv.next2718
  br i1 %epil.iter947.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !93

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1.1, %n.vec
  br i1 %cmp.n, label %for.end.1, label %for.body.1.us.us.preheader860

for.body.1.us.us.preheader860:                    ; preds = %vector.memcheck, %for.body.1.us.us.preheader, %middle.block
  %loop.index.1298.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.us.preheader ], [ %n.vec, %middle.block ]
  %854 = xor i64 %loop.index.1298.us.us.ph, -1
  %855 = add i64 %dest_shape.1.1, %854
  %xtraiter951 = and i64 %dest_shape.1.1, 7
  %lcmp.mod952.not = icmp eq i64 %xtraiter951, 0
  br i1 %lcmp.mod952.not, label %for.body.1.us.us.prol.loopexit, label %for.body.1.us.us.prol.preheader

for.body.1.us.us.prol.preheader:                  ; preds = %for.body.1.us.us.preheader860
  br label %for.body.1.us.us.prol

for.body.1.us.us.prol:                            ; preds = %for.body.1.us.us.prol.preheader, %for.body.1.us.us.prol
  %lsr.iv2762 = phi i64 [ %xtraiter951, %for.body.1.us.us.prol.preheader ], [ %lsr.iv.next2763, %for.body.1.us.us.prol ]
  %loop.index.1298.us.us.prol = phi i64 [ %.950.us.us.prol, %for.body.1.us.us.prol ], [ %loop.index.1298.us.us.ph, %for.body.1.us.us.prol.preheader ]
  %scevgep2761 = getelementptr double, double* %.6.i190300, i64 %loop.index.1298.us.us.prol
  %.912.us.us.prol = load double, double* %scevgep2761, align 8
  %scevgep2760 = getelementptr double, double* %y.2.sroa.60.0534, i64 %loop.index.1298.us.us.prol
  %.921.us.us.prol = load double, double* %scevgep2760, align 8
  %.6.i75.us.us.prol = fmul double %.912.us.us.prol, 1.000000e-02
  %.7.i.us.us.prol = fadd double %.6.i75.us.us.prol, %.921.us.us.prol
  %scevgep2759 = getelementptr double, double* %.6.i119301, i64 %loop.index.1298.us.us.prol
  store double %.7.i.us.us.prol, double* %scevgep2759, align 8
  %.950.us.us.prol = add nuw i64 %loop.index.1298.us.us.prol, 1
  %lsr.iv.next2763 = add nsw i64 %lsr.iv2762, -1
  %prol.iter953.cmp.not = icmp eq i64 %lsr.iv.next2763, 0
  br i1 %prol.iter953.cmp.not, label %for.body.1.us.us.prol.loopexit, label %for.body.1.us.us.prol, !llvm.loop !94

for.body.1.us.us.prol.loopexit:                   ; preds = %for.body.1.us.us.prol, %for.body.1.us.us.preheader860
  %loop.index.1298.us.us.unr = phi i64 [ %loop.index.1298.us.us.ph, %for.body.1.us.us.preheader860 ], [ %.950.us.us.prol, %for.body.1.us.us.prol ]
  %856 = icmp ult i64 %855, 7
  br i1 %856, label %for.end.1, label %for.body.1.us.us.preheader961

for.body.1.us.us.preheader961:                    ; preds = %for.body.1.us.us.prol.loopexit
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader961, %for.body.1.us.us
  %loop.index.1298.us.us = phi i64 [ %.950.us.us.7, %for.body.1.us.us ], [ %loop.index.1298.us.us.unr, %for.body.1.us.us.preheader961 ]
  %sunkaddr3188 = mul i64 %loop.index.1298.us.us, 8
  %857 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3189 = getelementptr i8, i8* %857, i64 %sunkaddr3188
  %858 = bitcast i8* %sunkaddr3189 to double*
  %.912.us.us = load double, double* %858, align 8
  %sunkaddr3190 = mul i64 %loop.index.1298.us.us, 8
  %859 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3191 = getelementptr i8, i8* %859, i64 %sunkaddr3190
  %860 = bitcast i8* %sunkaddr3191 to double*
  %.921.us.us = load double, double* %860, align 8
  %.6.i75.us.us = fmul double %.912.us.us, 1.000000e-02
  %.7.i.us.us = fadd double %.6.i75.us.us, %.921.us.us
  %sunkaddr3192 = mul i64 %loop.index.1298.us.us, 8
  %861 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3193 = getelementptr i8, i8* %861, i64 %sunkaddr3192
  %862 = bitcast i8* %sunkaddr3193 to double*
  store double %.7.i.us.us, double* %862, align 8
  %sunkaddr3194 = mul i64 %loop.index.1298.us.us, 8
  %863 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3195 = getelementptr i8, i8* %863, i64 %sunkaddr3194
  %sunkaddr3196 = getelementptr i8, i8* %sunkaddr3195, i64 8
  %864 = bitcast i8* %sunkaddr3196 to double*
  %.912.us.us.1 = load double, double* %864, align 8
  %sunkaddr3197 = mul i64 %loop.index.1298.us.us, 8
  %865 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3198 = getelementptr i8, i8* %865, i64 %sunkaddr3197
  %sunkaddr3199 = getelementptr i8, i8* %sunkaddr3198, i64 8
  %866 = bitcast i8* %sunkaddr3199 to double*
  %.921.us.us.1 = load double, double* %866, align 8
  %.6.i75.us.us.1 = fmul double %.912.us.us.1, 1.000000e-02
  %.7.i.us.us.1 = fadd double %.6.i75.us.us.1, %.921.us.us.1
  %sunkaddr3200 = mul i64 %loop.index.1298.us.us, 8
  %867 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3201 = getelementptr i8, i8* %867, i64 %sunkaddr3200
  %sunkaddr3202 = getelementptr i8, i8* %sunkaddr3201, i64 8
  %868 = bitcast i8* %sunkaddr3202 to double*
  store double %.7.i.us.us.1, double* %868, align 8
  %sunkaddr3203 = mul i64 %loop.index.1298.us.us, 8
  %869 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3204 = getelementptr i8, i8* %869, i64 %sunkaddr3203
  %sunkaddr3205 = getelementptr i8, i8* %sunkaddr3204, i64 16
  %870 = bitcast i8* %sunkaddr3205 to double*
  %.912.us.us.2 = load double, double* %870, align 8
  %sunkaddr3206 = mul i64 %loop.index.1298.us.us, 8
  %871 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3207 = getelementptr i8, i8* %871, i64 %sunkaddr3206
  %sunkaddr3208 = getelementptr i8, i8* %sunkaddr3207, i64 16
  %872 = bitcast i8* %sunkaddr3208 to double*
  %.921.us.us.2 = load double, double* %872, align 8
  %.6.i75.us.us.2 = fmul double %.912.us.us.2, 1.000000e-02
  %.7.i.us.us.2 = fadd double %.6.i75.us.us.2, %.921.us.us.2
  %sunkaddr3209 = mul i64 %loop.index.1298.us.us, 8
  %873 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3210 = getelementptr i8, i8* %873, i64 %sunkaddr3209
  %sunkaddr3211 = getelementptr i8, i8* %sunkaddr3210, i64 16
  %874 = bitcast i8* %sunkaddr3211 to double*
  store double %.7.i.us.us.2, double* %874, align 8
  %sunkaddr3212 = mul i64 %loop.index.1298.us.us, 8
  %875 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3213 = getelementptr i8, i8* %875, i64 %sunkaddr3212
  %sunkaddr3214 = getelementptr i8, i8* %sunkaddr3213, i64 24
  %876 = bitcast i8* %sunkaddr3214 to double*
  %.912.us.us.3 = load double, double* %876, align 8
  %sunkaddr3215 = mul i64 %loop.index.1298.us.us, 8
  %877 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3216 = getelementptr i8, i8* %877, i64 %sunkaddr3215
  %sunkaddr3217 = getelementptr i8, i8* %sunkaddr3216, i64 24
  %878 = bitcast i8* %sunkaddr3217 to double*
  %.921.us.us.3 = load double, double* %878, align 8
  %.6.i75.us.us.3 = fmul double %.912.us.us.3, 1.000000e-02
  %.7.i.us.us.3 = fadd double %.6.i75.us.us.3, %.921.us.us.3
  %sunkaddr3218 = mul i64 %loop.index.1298.us.us, 8
  %879 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3219 = getelementptr i8, i8* %879, i64 %sunkaddr3218
  %sunkaddr3220 = getelementptr i8, i8* %sunkaddr3219, i64 24
  %880 = bitcast i8* %sunkaddr3220 to double*
  store double %.7.i.us.us.3, double* %880, align 8
  %sunkaddr3221 = mul i64 %loop.index.1298.us.us, 8
  %881 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3222 = getelementptr i8, i8* %881, i64 %sunkaddr3221
  %sunkaddr3223 = getelementptr i8, i8* %sunkaddr3222, i64 32
  %882 = bitcast i8* %sunkaddr3223 to double*
  %.912.us.us.4 = load double, double* %882, align 8
  %sunkaddr3224 = mul i64 %loop.index.1298.us.us, 8
  %883 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3225 = getelementptr i8, i8* %883, i64 %sunkaddr3224
  %sunkaddr3226 = getelementptr i8, i8* %sunkaddr3225, i64 32
  %884 = bitcast i8* %sunkaddr3226 to double*
  %.921.us.us.4 = load double, double* %884, align 8
  %.6.i75.us.us.4 = fmul double %.912.us.us.4, 1.000000e-02
  %.7.i.us.us.4 = fadd double %.6.i75.us.us.4, %.921.us.us.4
  %sunkaddr3227 = mul i64 %loop.index.1298.us.us, 8
  %885 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3228 = getelementptr i8, i8* %885, i64 %sunkaddr3227
  %sunkaddr3229 = getelementptr i8, i8* %sunkaddr3228, i64 32
  %886 = bitcast i8* %sunkaddr3229 to double*
  store double %.7.i.us.us.4, double* %886, align 8
  %sunkaddr3230 = mul i64 %loop.index.1298.us.us, 8
  %887 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3231 = getelementptr i8, i8* %887, i64 %sunkaddr3230
  %sunkaddr3232 = getelementptr i8, i8* %sunkaddr3231, i64 40
  %888 = bitcast i8* %sunkaddr3232 to double*
  %.912.us.us.5 = load double, double* %888, align 8
  %sunkaddr3233 = mul i64 %loop.index.1298.us.us, 8
  %889 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3234 = getelementptr i8, i8* %889, i64 %sunkaddr3233
  %sunkaddr3235 = getelementptr i8, i8* %sunkaddr3234, i64 40
  %890 = bitcast i8* %sunkaddr3235 to double*
  %.921.us.us.5 = load double, double* %890, align 8
  %.6.i75.us.us.5 = fmul double %.912.us.us.5, 1.000000e-02
  %.7.i.us.us.5 = fadd double %.6.i75.us.us.5, %.921.us.us.5
  %sunkaddr3236 = mul i64 %loop.index.1298.us.us, 8
  %891 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3237 = getelementptr i8, i8* %891, i64 %sunkaddr3236
  %sunkaddr3238 = getelementptr i8, i8* %sunkaddr3237, i64 40
  %892 = bitcast i8* %sunkaddr3238 to double*
  store double %.7.i.us.us.5, double* %892, align 8
  %sunkaddr3239 = mul i64 %loop.index.1298.us.us, 8
  %893 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3240 = getelementptr i8, i8* %893, i64 %sunkaddr3239
  %sunkaddr3241 = getelementptr i8, i8* %sunkaddr3240, i64 48
  %894 = bitcast i8* %sunkaddr3241 to double*
  %.912.us.us.6 = load double, double* %894, align 8
  %sunkaddr3242 = mul i64 %loop.index.1298.us.us, 8
  %895 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3243 = getelementptr i8, i8* %895, i64 %sunkaddr3242
  %sunkaddr3244 = getelementptr i8, i8* %sunkaddr3243, i64 48
  %896 = bitcast i8* %sunkaddr3244 to double*
  %.921.us.us.6 = load double, double* %896, align 8
  %.6.i75.us.us.6 = fmul double %.912.us.us.6, 1.000000e-02
  %.7.i.us.us.6 = fadd double %.6.i75.us.us.6, %.921.us.us.6
  %sunkaddr3245 = mul i64 %loop.index.1298.us.us, 8
  %897 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3246 = getelementptr i8, i8* %897, i64 %sunkaddr3245
  %sunkaddr3247 = getelementptr i8, i8* %sunkaddr3246, i64 48
  %898 = bitcast i8* %sunkaddr3247 to double*
  store double %.7.i.us.us.6, double* %898, align 8
  %sunkaddr3248 = mul i64 %loop.index.1298.us.us, 8
  %899 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3249 = getelementptr i8, i8* %899, i64 %sunkaddr3248
  %sunkaddr3250 = getelementptr i8, i8* %sunkaddr3249, i64 56
  %900 = bitcast i8* %sunkaddr3250 to double*
  %.912.us.us.7 = load double, double* %900, align 8
  %sunkaddr3251 = mul i64 %loop.index.1298.us.us, 8
  %901 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3252 = getelementptr i8, i8* %901, i64 %sunkaddr3251
  %sunkaddr3253 = getelementptr i8, i8* %sunkaddr3252, i64 56
  %902 = bitcast i8* %sunkaddr3253 to double*
  %.921.us.us.7 = load double, double* %902, align 8
  %.6.i75.us.us.7 = fmul double %.912.us.us.7, 1.000000e-02
  %.7.i.us.us.7 = fadd double %.6.i75.us.us.7, %.921.us.us.7
  %sunkaddr3254 = mul i64 %loop.index.1298.us.us, 8
  %903 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3255 = getelementptr i8, i8* %903, i64 %sunkaddr3254
  %sunkaddr3256 = getelementptr i8, i8* %sunkaddr3255, i64 56
  %904 = bitcast i8* %sunkaddr3256 to double*
  store double %.7.i.us.us.7, double* %904, align 8
  %.950.us.us.7 = add nuw nsw i64 %loop.index.1298.us.us, 8
  %exitcond557.not.7 = icmp eq i64 %dest_shape.1.1, %.950.us.us.7
  br i1 %exitcond557.not.7, label %for.end.1, label %for.body.1.us.us, !llvm.loop !95

for.body.1.us:                                    ; preds = %for.body.1.us.preheader962, %for.body.1.us
  %loop.index.1298.us = phi i64 [ %.950.us.7, %for.body.1.us ], [ %loop.index.1298.us.unr, %for.body.1.us.preheader962 ]
  %sunkaddr3257 = mul i64 %loop.index.1298.us, 8
  %905 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3258 = getelementptr i8, i8* %905, i64 %sunkaddr3257
  %906 = bitcast i8* %sunkaddr3258 to double*
  %.912.us = load double, double* %906, align 8
  %.921.us = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us = fmul double %.912.us, 1.000000e-02
  %.7.i.us = fadd double %.6.i75.us, %.921.us
  %sunkaddr3259 = mul i64 %loop.index.1298.us, 8
  %907 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3260 = getelementptr i8, i8* %907, i64 %sunkaddr3259
  %908 = bitcast i8* %sunkaddr3260 to double*
  store double %.7.i.us, double* %908, align 8
  %sunkaddr3261 = mul i64 %loop.index.1298.us, 8
  %909 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3262 = getelementptr i8, i8* %909, i64 %sunkaddr3261
  %sunkaddr3263 = getelementptr i8, i8* %sunkaddr3262, i64 8
  %910 = bitcast i8* %sunkaddr3263 to double*
  %.912.us.1 = load double, double* %910, align 8
  %.921.us.1 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.1 = fmul double %.912.us.1, 1.000000e-02
  %.7.i.us.1 = fadd double %.6.i75.us.1, %.921.us.1
  %sunkaddr3264 = mul i64 %loop.index.1298.us, 8
  %911 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3265 = getelementptr i8, i8* %911, i64 %sunkaddr3264
  %sunkaddr3266 = getelementptr i8, i8* %sunkaddr3265, i64 8
  %912 = bitcast i8* %sunkaddr3266 to double*
  store double %.7.i.us.1, double* %912, align 8
  %sunkaddr3267 = mul i64 %loop.index.1298.us, 8
  %913 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3268 = getelementptr i8, i8* %913, i64 %sunkaddr3267
  %sunkaddr3269 = getelementptr i8, i8* %sunkaddr3268, i64 16
  %914 = bitcast i8* %sunkaddr3269 to double*
  %.912.us.2 = load double, double* %914, align 8
  %.921.us.2 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.2 = fmul double %.912.us.2, 1.000000e-02
  %.7.i.us.2 = fadd double %.6.i75.us.2, %.921.us.2
  %sunkaddr3270 = mul i64 %loop.index.1298.us, 8
  %915 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3271 = getelementptr i8, i8* %915, i64 %sunkaddr3270
  %sunkaddr3272 = getelementptr i8, i8* %sunkaddr3271, i64 16
  %916 = bitcast i8* %sunkaddr3272 to double*
  store double %.7.i.us.2, double* %916, align 8
  %sunkaddr3273 = mul i64 %loop.index.1298.us, 8
  %917 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3274 = getelementptr i8, i8* %917, i64 %sunkaddr3273
  %sunkaddr3275 = getelementptr i8, i8* %sunkaddr3274, i64 24
  %918 = bitcast i8* %sunkaddr3275 to double*
  %.912.us.3 = load double, double* %918, align 8
  %.921.us.3 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.3 = fmul double %.912.us.3, 1.000000e-02
  %.7.i.us.3 = fadd double %.6.i75.us.3, %.921.us.3
  %sunkaddr3276 = mul i64 %loop.index.1298.us, 8
  %919 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3277 = getelementptr i8, i8* %919, i64 %sunkaddr3276
  %sunkaddr3278 = getelementptr i8, i8* %sunkaddr3277, i64 24
  %920 = bitcast i8* %sunkaddr3278 to double*
  store double %.7.i.us.3, double* %920, align 8
  %sunkaddr3279 = mul i64 %loop.index.1298.us, 8
  %921 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3280 = getelementptr i8, i8* %921, i64 %sunkaddr3279
  %sunkaddr3281 = getelementptr i8, i8* %sunkaddr3280, i64 32
  %922 = bitcast i8* %sunkaddr3281 to double*
  %.912.us.4 = load double, double* %922, align 8
  %.921.us.4 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.4 = fmul double %.912.us.4, 1.000000e-02
  %.7.i.us.4 = fadd double %.6.i75.us.4, %.921.us.4
  %sunkaddr3282 = mul i64 %loop.index.1298.us, 8
  %923 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3283 = getelementptr i8, i8* %923, i64 %sunkaddr3282
  %sunkaddr3284 = getelementptr i8, i8* %sunkaddr3283, i64 32
  %924 = bitcast i8* %sunkaddr3284 to double*
  store double %.7.i.us.4, double* %924, align 8
  %sunkaddr3285 = mul i64 %loop.index.1298.us, 8
  %925 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3286 = getelementptr i8, i8* %925, i64 %sunkaddr3285
  %sunkaddr3287 = getelementptr i8, i8* %sunkaddr3286, i64 40
  %926 = bitcast i8* %sunkaddr3287 to double*
  %.912.us.5 = load double, double* %926, align 8
  %.921.us.5 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.5 = fmul double %.912.us.5, 1.000000e-02
  %.7.i.us.5 = fadd double %.6.i75.us.5, %.921.us.5
  %sunkaddr3288 = mul i64 %loop.index.1298.us, 8
  %927 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3289 = getelementptr i8, i8* %927, i64 %sunkaddr3288
  %sunkaddr3290 = getelementptr i8, i8* %sunkaddr3289, i64 40
  %928 = bitcast i8* %sunkaddr3290 to double*
  store double %.7.i.us.5, double* %928, align 8
  %sunkaddr3291 = mul i64 %loop.index.1298.us, 8
  %929 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3292 = getelementptr i8, i8* %929, i64 %sunkaddr3291
  %sunkaddr3293 = getelementptr i8, i8* %sunkaddr3292, i64 48
  %930 = bitcast i8* %sunkaddr3293 to double*
  %.912.us.6 = load double, double* %930, align 8
  %.921.us.6 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.6 = fmul double %.912.us.6, 1.000000e-02
  %.7.i.us.6 = fadd double %.6.i75.us.6, %.921.us.6
  %sunkaddr3294 = mul i64 %loop.index.1298.us, 8
  %931 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3295 = getelementptr i8, i8* %931, i64 %sunkaddr3294
  %sunkaddr3296 = getelementptr i8, i8* %sunkaddr3295, i64 48
  %932 = bitcast i8* %sunkaddr3296 to double*
  store double %.7.i.us.6, double* %932, align 8
  %sunkaddr3297 = mul i64 %loop.index.1298.us, 8
  %933 = bitcast double* %.6.i190300 to i8*
  %sunkaddr3298 = getelementptr i8, i8* %933, i64 %sunkaddr3297
  %sunkaddr3299 = getelementptr i8, i8* %sunkaddr3298, i64 56
  %934 = bitcast i8* %sunkaddr3299 to double*
  %.912.us.7 = load double, double* %934, align 8
  %.921.us.7 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.us.7 = fmul double %.912.us.7, 1.000000e-02
  %.7.i.us.7 = fadd double %.6.i75.us.7, %.921.us.7
  %sunkaddr3300 = mul i64 %loop.index.1298.us, 8
  %935 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3301 = getelementptr i8, i8* %935, i64 %sunkaddr3300
  %sunkaddr3302 = getelementptr i8, i8* %sunkaddr3301, i64 56
  %936 = bitcast i8* %sunkaddr3302 to double*
  store double %.7.i.us.7, double* %936, align 8
  %.950.us.7 = add nuw nsw i64 %loop.index.1298.us, 8
  %exitcond556.not.7 = icmp eq i64 %dest_shape.1.1, %.950.us.7
  br i1 %exitcond556.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !96

for.body.1.preheader.split:                       ; preds = %for.body.1.preheader
  %937 = icmp ugt i64 %y.2.sroa.75.0530, 1
  br i1 %937, label %for.body.1.us517.preheader, label %for.body.1.preheader574

for.body.1.preheader574:                          ; preds = %for.body.1.preheader.split
  %938 = icmp ult i64 %dest_shape.1.1, 16
  br i1 %938, label %for.body.1.preheader865, label %vector.memcheck675

vector.memcheck675:                               ; preds = %for.body.1.preheader574
  %scevgep676 = getelementptr double, double* %.6.i119301, i64 %dest_shape.1.1
  %scevgep678 = getelementptr double, double* %.6.i190300, i64 1
  %scevgep680 = getelementptr double, double* %y.2.sroa.60.0534, i64 1
  %bound0682 = icmp ult double* %.6.i119301, %scevgep678
  %bound1683 = icmp ult double* %.6.i190300, %scevgep676
  %found.conflict684 = and i1 %bound0682, %bound1683
  %bound0685 = icmp ult double* %.6.i119301, %scevgep680
  %bound1686 = icmp ult double* %y.2.sroa.60.0534, %scevgep676
  %found.conflict687 = and i1 %bound0685, %bound1686
  %conflict.rdx688 = or i1 %found.conflict684, %found.conflict687
  br i1 %conflict.rdx688, label %for.body.1.preheader865, label %vector.ph693

vector.ph693:                                     ; preds = %vector.memcheck675
  %n.vec695 = and i64 %dest_shape.1.1, -16
  %939 = add i64 %n.vec695, -16
  %940 = lshr exact i64 %939, 4
  %941 = add nuw nsw i64 %940, 1
  %xtraiter922 = and i64 %941, 7
  %942 = icmp ult i64 %939, 112
  br i1 %942, label %middle.block689.unr-lcssa, label %vector.ph693.new

vector.ph693.new:                                 ; preds = %vector.ph693
  %const2812 = bitcast i64 2305843009213693944 to i64
  %unroll_iter925 = and i64 %941, %const2812
  %943 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699 = insertelement <4 x double> poison, double %943, i64 0
  %broadcast.splatinsert701 = insertelement <4 x double> poison, double %943, i64 0
  %broadcast.splatinsert703 = insertelement <4 x double> poison, double %943, i64 0
  %broadcast.splatinsert705 = insertelement <4 x double> poison, double %943, i64 0
  %944 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707 = insertelement <4 x double> poison, double %944, i64 0
  %broadcast.splatinsert709 = insertelement <4 x double> poison, double %944, i64 0
  %broadcast.splatinsert711 = insertelement <4 x double> poison, double %944, i64 0
  %broadcast.splatinsert713 = insertelement <4 x double> poison, double %944, i64 0
  %945 = fmul <4 x double> %broadcast.splatinsert699, <double 1.000000e-02, double poison, double poison, double poison>
  %946 = fmul <4 x double> %broadcast.splatinsert701, <double 1.000000e-02, double poison, double poison, double poison>
  %947 = fmul <4 x double> %broadcast.splatinsert703, <double 1.000000e-02, double poison, double poison, double poison>
  %948 = fmul <4 x double> %broadcast.splatinsert705, <double 1.000000e-02, double poison, double poison, double poison>
  %949 = fadd <4 x double> %945, %broadcast.splatinsert707
  %950 = shufflevector <4 x double> %949, <4 x double> poison, <4 x i32> zeroinitializer
  %951 = fadd <4 x double> %946, %broadcast.splatinsert709
  %952 = shufflevector <4 x double> %951, <4 x double> poison, <4 x i32> zeroinitializer
  %953 = fadd <4 x double> %947, %broadcast.splatinsert711
  %954 = shufflevector <4 x double> %953, <4 x double> poison, <4 x i32> zeroinitializer
  %955 = fadd <4 x double> %948, %broadcast.splatinsert713
  %956 = shufflevector <4 x double> %955, <4 x double> poison, <4 x i32> zeroinitializer
  %957 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.1 = insertelement <4 x double> poison, double %957, i64 0
  %broadcast.splatinsert701.1 = insertelement <4 x double> poison, double %957, i64 0
  %broadcast.splatinsert703.1 = insertelement <4 x double> poison, double %957, i64 0
  %broadcast.splatinsert705.1 = insertelement <4 x double> poison, double %957, i64 0
  %958 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.1 = insertelement <4 x double> poison, double %958, i64 0
  %broadcast.splatinsert709.1 = insertelement <4 x double> poison, double %958, i64 0
  %broadcast.splatinsert711.1 = insertelement <4 x double> poison, double %958, i64 0
  %broadcast.splatinsert713.1 = insertelement <4 x double> poison, double %958, i64 0
  %959 = fmul <4 x double> %broadcast.splatinsert699.1, <double 1.000000e-02, double poison, double poison, double poison>
  %960 = fmul <4 x double> %broadcast.splatinsert701.1, <double 1.000000e-02, double poison, double poison, double poison>
  %961 = fmul <4 x double> %broadcast.splatinsert703.1, <double 1.000000e-02, double poison, double poison, double poison>
  %962 = fmul <4 x double> %broadcast.splatinsert705.1, <double 1.000000e-02, double poison, double poison, double poison>
  %963 = fadd <4 x double> %959, %broadcast.splatinsert707.1
  %964 = shufflevector <4 x double> %963, <4 x double> poison, <4 x i32> zeroinitializer
  %965 = fadd <4 x double> %960, %broadcast.splatinsert709.1
  %966 = shufflevector <4 x double> %965, <4 x double> poison, <4 x i32> zeroinitializer
  %967 = fadd <4 x double> %961, %broadcast.splatinsert711.1
  %968 = shufflevector <4 x double> %967, <4 x double> poison, <4 x i32> zeroinitializer
  %969 = fadd <4 x double> %962, %broadcast.splatinsert713.1
  %970 = shufflevector <4 x double> %969, <4 x double> poison, <4 x i32> zeroinitializer
  %971 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.2 = insertelement <4 x double> poison, double %971, i64 0
  %broadcast.splatinsert701.2 = insertelement <4 x double> poison, double %971, i64 0
  %broadcast.splatinsert703.2 = insertelement <4 x double> poison, double %971, i64 0
  %broadcast.splatinsert705.2 = insertelement <4 x double> poison, double %971, i64 0
  %972 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.2 = insertelement <4 x double> poison, double %972, i64 0
  %broadcast.splatinsert709.2 = insertelement <4 x double> poison, double %972, i64 0
  %broadcast.splatinsert711.2 = insertelement <4 x double> poison, double %972, i64 0
  %broadcast.splatinsert713.2 = insertelement <4 x double> poison, double %972, i64 0
  %973 = fmul <4 x double> %broadcast.splatinsert699.2, <double 1.000000e-02, double poison, double poison, double poison>
  %974 = fmul <4 x double> %broadcast.splatinsert701.2, <double 1.000000e-02, double poison, double poison, double poison>
  %975 = fmul <4 x double> %broadcast.splatinsert703.2, <double 1.000000e-02, double poison, double poison, double poison>
  %976 = fmul <4 x double> %broadcast.splatinsert705.2, <double 1.000000e-02, double poison, double poison, double poison>
  %977 = fadd <4 x double> %973, %broadcast.splatinsert707.2
  %978 = shufflevector <4 x double> %977, <4 x double> poison, <4 x i32> zeroinitializer
  %979 = fadd <4 x double> %974, %broadcast.splatinsert709.2
  %980 = shufflevector <4 x double> %979, <4 x double> poison, <4 x i32> zeroinitializer
  %981 = fadd <4 x double> %975, %broadcast.splatinsert711.2
  %982 = shufflevector <4 x double> %981, <4 x double> poison, <4 x i32> zeroinitializer
  %983 = fadd <4 x double> %976, %broadcast.splatinsert713.2
  %984 = shufflevector <4 x double> %983, <4 x double> poison, <4 x i32> zeroinitializer
  %985 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.3 = insertelement <4 x double> poison, double %985, i64 0
  %broadcast.splatinsert701.3 = insertelement <4 x double> poison, double %985, i64 0
  %broadcast.splatinsert703.3 = insertelement <4 x double> poison, double %985, i64 0
  %broadcast.splatinsert705.3 = insertelement <4 x double> poison, double %985, i64 0
  %986 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.3 = insertelement <4 x double> poison, double %986, i64 0
  %broadcast.splatinsert709.3 = insertelement <4 x double> poison, double %986, i64 0
  %broadcast.splatinsert711.3 = insertelement <4 x double> poison, double %986, i64 0
  %broadcast.splatinsert713.3 = insertelement <4 x double> poison, double %986, i64 0
  %987 = fmul <4 x double> %broadcast.splatinsert699.3, <double 1.000000e-02, double poison, double poison, double poison>
  %988 = fmul <4 x double> %broadcast.splatinsert701.3, <double 1.000000e-02, double poison, double poison, double poison>
  %989 = fmul <4 x double> %broadcast.splatinsert703.3, <double 1.000000e-02, double poison, double poison, double poison>
  %990 = fmul <4 x double> %broadcast.splatinsert705.3, <double 1.000000e-02, double poison, double poison, double poison>
  %991 = fadd <4 x double> %987, %broadcast.splatinsert707.3
  %992 = shufflevector <4 x double> %991, <4 x double> poison, <4 x i32> zeroinitializer
  %993 = fadd <4 x double> %988, %broadcast.splatinsert709.3
  %994 = shufflevector <4 x double> %993, <4 x double> poison, <4 x i32> zeroinitializer
  %995 = fadd <4 x double> %989, %broadcast.splatinsert711.3
  %996 = shufflevector <4 x double> %995, <4 x double> poison, <4 x i32> zeroinitializer
  %997 = fadd <4 x double> %990, %broadcast.splatinsert713.3
  %998 = shufflevector <4 x double> %997, <4 x double> poison, <4 x i32> zeroinitializer
  %999 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.4 = insertelement <4 x double> poison, double %999, i64 0
  %broadcast.splatinsert701.4 = insertelement <4 x double> poison, double %999, i64 0
  %broadcast.splatinsert703.4 = insertelement <4 x double> poison, double %999, i64 0
  %broadcast.splatinsert705.4 = insertelement <4 x double> poison, double %999, i64 0
  %1000 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.4 = insertelement <4 x double> poison, double %1000, i64 0
  %broadcast.splatinsert709.4 = insertelement <4 x double> poison, double %1000, i64 0
  %broadcast.splatinsert711.4 = insertelement <4 x double> poison, double %1000, i64 0
  %broadcast.splatinsert713.4 = insertelement <4 x double> poison, double %1000, i64 0
  %1001 = fmul <4 x double> %broadcast.splatinsert699.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1002 = fmul <4 x double> %broadcast.splatinsert701.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1003 = fmul <4 x double> %broadcast.splatinsert703.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1004 = fmul <4 x double> %broadcast.splatinsert705.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1005 = fadd <4 x double> %1001, %broadcast.splatinsert707.4
  %1006 = shufflevector <4 x double> %1005, <4 x double> poison, <4 x i32> zeroinitializer
  %1007 = fadd <4 x double> %1002, %broadcast.splatinsert709.4
  %1008 = shufflevector <4 x double> %1007, <4 x double> poison, <4 x i32> zeroinitializer
  %1009 = fadd <4 x double> %1003, %broadcast.splatinsert711.4
  %1010 = shufflevector <4 x double> %1009, <4 x double> poison, <4 x i32> zeroinitializer
  %1011 = fadd <4 x double> %1004, %broadcast.splatinsert713.4
  %1012 = shufflevector <4 x double> %1011, <4 x double> poison, <4 x i32> zeroinitializer
  %1013 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.5 = insertelement <4 x double> poison, double %1013, i64 0
  %broadcast.splatinsert701.5 = insertelement <4 x double> poison, double %1013, i64 0
  %broadcast.splatinsert703.5 = insertelement <4 x double> poison, double %1013, i64 0
  %broadcast.splatinsert705.5 = insertelement <4 x double> poison, double %1013, i64 0
  %1014 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.5 = insertelement <4 x double> poison, double %1014, i64 0
  %broadcast.splatinsert709.5 = insertelement <4 x double> poison, double %1014, i64 0
  %broadcast.splatinsert711.5 = insertelement <4 x double> poison, double %1014, i64 0
  %broadcast.splatinsert713.5 = insertelement <4 x double> poison, double %1014, i64 0
  %1015 = fmul <4 x double> %broadcast.splatinsert699.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1016 = fmul <4 x double> %broadcast.splatinsert701.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1017 = fmul <4 x double> %broadcast.splatinsert703.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1018 = fmul <4 x double> %broadcast.splatinsert705.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1019 = fadd <4 x double> %1015, %broadcast.splatinsert707.5
  %1020 = shufflevector <4 x double> %1019, <4 x double> poison, <4 x i32> zeroinitializer
  %1021 = fadd <4 x double> %1016, %broadcast.splatinsert709.5
  %1022 = shufflevector <4 x double> %1021, <4 x double> poison, <4 x i32> zeroinitializer
  %1023 = fadd <4 x double> %1017, %broadcast.splatinsert711.5
  %1024 = shufflevector <4 x double> %1023, <4 x double> poison, <4 x i32> zeroinitializer
  %1025 = fadd <4 x double> %1018, %broadcast.splatinsert713.5
  %1026 = shufflevector <4 x double> %1025, <4 x double> poison, <4 x i32> zeroinitializer
  %1027 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.6 = insertelement <4 x double> poison, double %1027, i64 0
  %broadcast.splatinsert701.6 = insertelement <4 x double> poison, double %1027, i64 0
  %broadcast.splatinsert703.6 = insertelement <4 x double> poison, double %1027, i64 0
  %broadcast.splatinsert705.6 = insertelement <4 x double> poison, double %1027, i64 0
  %1028 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.6 = insertelement <4 x double> poison, double %1028, i64 0
  %broadcast.splatinsert709.6 = insertelement <4 x double> poison, double %1028, i64 0
  %broadcast.splatinsert711.6 = insertelement <4 x double> poison, double %1028, i64 0
  %broadcast.splatinsert713.6 = insertelement <4 x double> poison, double %1028, i64 0
  %1029 = fmul <4 x double> %broadcast.splatinsert699.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1030 = fmul <4 x double> %broadcast.splatinsert701.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1031 = fmul <4 x double> %broadcast.splatinsert703.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1032 = fmul <4 x double> %broadcast.splatinsert705.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1033 = fadd <4 x double> %1029, %broadcast.splatinsert707.6
  %1034 = shufflevector <4 x double> %1033, <4 x double> poison, <4 x i32> zeroinitializer
  %1035 = fadd <4 x double> %1030, %broadcast.splatinsert709.6
  %1036 = shufflevector <4 x double> %1035, <4 x double> poison, <4 x i32> zeroinitializer
  %1037 = fadd <4 x double> %1031, %broadcast.splatinsert711.6
  %1038 = shufflevector <4 x double> %1037, <4 x double> poison, <4 x i32> zeroinitializer
  %1039 = fadd <4 x double> %1032, %broadcast.splatinsert713.6
  %1040 = shufflevector <4 x double> %1039, <4 x double> poison, <4 x i32> zeroinitializer
  %1041 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.7 = insertelement <4 x double> poison, double %1041, i64 0
  %broadcast.splatinsert701.7 = insertelement <4 x double> poison, double %1041, i64 0
  %broadcast.splatinsert703.7 = insertelement <4 x double> poison, double %1041, i64 0
  %broadcast.splatinsert705.7 = insertelement <4 x double> poison, double %1041, i64 0
  %1042 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.7 = insertelement <4 x double> poison, double %1042, i64 0
  %broadcast.splatinsert709.7 = insertelement <4 x double> poison, double %1042, i64 0
  %broadcast.splatinsert711.7 = insertelement <4 x double> poison, double %1042, i64 0
  %broadcast.splatinsert713.7 = insertelement <4 x double> poison, double %1042, i64 0
  %1043 = fmul <4 x double> %broadcast.splatinsert699.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1044 = fmul <4 x double> %broadcast.splatinsert701.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1045 = fmul <4 x double> %broadcast.splatinsert703.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1046 = fmul <4 x double> %broadcast.splatinsert705.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1047 = fadd <4 x double> %1043, %broadcast.splatinsert707.7
  %1048 = shufflevector <4 x double> %1047, <4 x double> poison, <4 x i32> zeroinitializer
  %1049 = fadd <4 x double> %1044, %broadcast.splatinsert709.7
  %1050 = shufflevector <4 x double> %1049, <4 x double> poison, <4 x i32> zeroinitializer
  %1051 = fadd <4 x double> %1045, %broadcast.splatinsert711.7
  %1052 = shufflevector <4 x double> %1051, <4 x double> poison, <4 x i32> zeroinitializer
  %1053 = fadd <4 x double> %1046, %broadcast.splatinsert713.7
  %1054 = shufflevector <4 x double> %1053, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1772 = getelementptr double, double* %.6.i119301, i64 124
  br label %vector.body691

vector.body691:                                   ; preds = %vector.body691, %vector.ph693.new
  %lsr.iv1868 = phi i64 [ %lsr.iv.next1869, %vector.body691 ], [ %unroll_iter925, %vector.ph693.new ]
  %index698 = phi i64 [ 0, %vector.ph693.new ], [ %index.next715.7, %vector.body691 ]
  %scevgep1856 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18561857 = bitcast double* %scevgep1856 to <4 x double>*
  %scevgep1858 = getelementptr <4 x double>, <4 x double>* %scevgep18561857, i64 -31
  store <4 x double> %950, <4 x double>* %scevgep1858, align 8, !alias.scope !102, !noalias !104
  %scevgep1865 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18651866 = bitcast double* %scevgep1865 to <4 x double>*
  %scevgep1867 = getelementptr <4 x double>, <4 x double>* %scevgep18651866, i64 -30
  store <4 x double> %952, <4 x double>* %scevgep1867, align 8, !alias.scope !102, !noalias !104
  %scevgep1862 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18621863 = bitcast double* %scevgep1862 to <4 x double>*
  %scevgep1864 = getelementptr <4 x double>, <4 x double>* %scevgep18621863, i64 -29
  store <4 x double> %954, <4 x double>* %scevgep1864, align 8, !alias.scope !102, !noalias !104
  %scevgep1859 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18591860 = bitcast double* %scevgep1859 to <4 x double>*
  %scevgep1861 = getelementptr <4 x double>, <4 x double>* %scevgep18591860, i64 -28
  store <4 x double> %956, <4 x double>* %scevgep1861, align 8, !alias.scope !102, !noalias !104
  %scevgep1842 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18421843 = bitcast double* %scevgep1842 to <4 x double>*
  %scevgep1844 = getelementptr <4 x double>, <4 x double>* %scevgep18421843, i64 -27
  store <4 x double> %964, <4 x double>* %scevgep1844, align 8, !alias.scope !102, !noalias !104
  %scevgep1839 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18391840 = bitcast double* %scevgep1839 to <4 x double>*
  %scevgep1841 = getelementptr <4 x double>, <4 x double>* %scevgep18391840, i64 -26
  store <4 x double> %966, <4 x double>* %scevgep1841, align 8, !alias.scope !102, !noalias !104
  %scevgep1836 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18361837 = bitcast double* %scevgep1836 to <4 x double>*
  %scevgep1838 = getelementptr <4 x double>, <4 x double>* %scevgep18361837, i64 -25
  store <4 x double> %968, <4 x double>* %scevgep1838, align 8, !alias.scope !102, !noalias !104
  %scevgep1833 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18331834 = bitcast double* %scevgep1833 to <4 x double>*
  %scevgep1835 = getelementptr <4 x double>, <4 x double>* %scevgep18331834, i64 -24
  store <4 x double> %970, <4 x double>* %scevgep1835, align 8, !alias.scope !102, !noalias !104
  %scevgep1830 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18301831 = bitcast double* %scevgep1830 to <4 x double>*
  %scevgep1832 = getelementptr <4 x double>, <4 x double>* %scevgep18301831, i64 -23
  store <4 x double> %978, <4 x double>* %scevgep1832, align 8, !alias.scope !102, !noalias !104
  %scevgep1827 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18271828 = bitcast double* %scevgep1827 to <4 x double>*
  %scevgep1829 = getelementptr <4 x double>, <4 x double>* %scevgep18271828, i64 -22
  store <4 x double> %980, <4 x double>* %scevgep1829, align 8, !alias.scope !102, !noalias !104
  %scevgep1824 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18241825 = bitcast double* %scevgep1824 to <4 x double>*
  %scevgep1826 = getelementptr <4 x double>, <4 x double>* %scevgep18241825, i64 -21
  store <4 x double> %982, <4 x double>* %scevgep1826, align 8, !alias.scope !102, !noalias !104
  %scevgep1821 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18211822 = bitcast double* %scevgep1821 to <4 x double>*
  %scevgep1823 = getelementptr <4 x double>, <4 x double>* %scevgep18211822, i64 -20
  store <4 x double> %984, <4 x double>* %scevgep1823, align 8, !alias.scope !102, !noalias !104
  %scevgep1818 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18181819 = bitcast double* %scevgep1818 to <4 x double>*
  %scevgep1820 = getelementptr <4 x double>, <4 x double>* %scevgep18181819, i64 -19
  store <4 x double> %992, <4 x double>* %scevgep1820, align 8, !alias.scope !102, !noalias !104
  %scevgep1815 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18151816 = bitcast double* %scevgep1815 to <4 x double>*
  %scevgep1817 = getelementptr <4 x double>, <4 x double>* %scevgep18151816, i64 -18
  store <4 x double> %994, <4 x double>* %scevgep1817, align 8, !alias.scope !102, !noalias !104
  %scevgep1812 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18121813 = bitcast double* %scevgep1812 to <4 x double>*
  %scevgep1814 = getelementptr <4 x double>, <4 x double>* %scevgep18121813, i64 -17
  store <4 x double> %996, <4 x double>* %scevgep1814, align 8, !alias.scope !102, !noalias !104
  %scevgep1809 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18091810 = bitcast double* %scevgep1809 to <4 x double>*
  %scevgep1811 = getelementptr <4 x double>, <4 x double>* %scevgep18091810, i64 -16
  store <4 x double> %998, <4 x double>* %scevgep1811, align 8, !alias.scope !102, !noalias !104
  %scevgep1806 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18061807 = bitcast double* %scevgep1806 to <4 x double>*
  %scevgep1808 = getelementptr <4 x double>, <4 x double>* %scevgep18061807, i64 -15
  store <4 x double> %1006, <4 x double>* %scevgep1808, align 8, !alias.scope !102, !noalias !104
  %scevgep1803 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18031804 = bitcast double* %scevgep1803 to <4 x double>*
  %scevgep1805 = getelementptr <4 x double>, <4 x double>* %scevgep18031804, i64 -14
  store <4 x double> %1008, <4 x double>* %scevgep1805, align 8, !alias.scope !102, !noalias !104
  %scevgep1800 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18001801 = bitcast double* %scevgep1800 to <4 x double>*
  %scevgep1802 = getelementptr <4 x double>, <4 x double>* %scevgep18001801, i64 -13
  store <4 x double> %1010, <4 x double>* %scevgep1802, align 8, !alias.scope !102, !noalias !104
  %scevgep1797 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17971798 = bitcast double* %scevgep1797 to <4 x double>*
  %scevgep1799 = getelementptr <4 x double>, <4 x double>* %scevgep17971798, i64 -12
  store <4 x double> %1012, <4 x double>* %scevgep1799, align 8, !alias.scope !102, !noalias !104
  %scevgep1794 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17941795 = bitcast double* %scevgep1794 to <4 x double>*
  %scevgep1796 = getelementptr <4 x double>, <4 x double>* %scevgep17941795, i64 -11
  store <4 x double> %1020, <4 x double>* %scevgep1796, align 8, !alias.scope !102, !noalias !104
  %scevgep1791 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17911792 = bitcast double* %scevgep1791 to <4 x double>*
  %scevgep1793 = getelementptr <4 x double>, <4 x double>* %scevgep17911792, i64 -10
  store <4 x double> %1022, <4 x double>* %scevgep1793, align 8, !alias.scope !102, !noalias !104
  %scevgep1788 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17881789 = bitcast double* %scevgep1788 to <4 x double>*
  %scevgep1790 = getelementptr <4 x double>, <4 x double>* %scevgep17881789, i64 -9
  store <4 x double> %1024, <4 x double>* %scevgep1790, align 8, !alias.scope !102, !noalias !104
  %scevgep1785 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17851786 = bitcast double* %scevgep1785 to <4 x double>*
  %scevgep1787 = getelementptr <4 x double>, <4 x double>* %scevgep17851786, i64 -8
  store <4 x double> %1026, <4 x double>* %scevgep1787, align 8, !alias.scope !102, !noalias !104
  %scevgep1782 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17821783 = bitcast double* %scevgep1782 to <4 x double>*
  %scevgep1784 = getelementptr <4 x double>, <4 x double>* %scevgep17821783, i64 -7
  store <4 x double> %1034, <4 x double>* %scevgep1784, align 8, !alias.scope !102, !noalias !104
  %scevgep1779 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17791780 = bitcast double* %scevgep1779 to <4 x double>*
  %scevgep1781 = getelementptr <4 x double>, <4 x double>* %scevgep17791780, i64 -6
  store <4 x double> %1036, <4 x double>* %scevgep1781, align 8, !alias.scope !102, !noalias !104
  %scevgep1776 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17761777 = bitcast double* %scevgep1776 to <4 x double>*
  %scevgep1778 = getelementptr <4 x double>, <4 x double>* %scevgep17761777, i64 -5
  store <4 x double> %1038, <4 x double>* %scevgep1778, align 8, !alias.scope !102, !noalias !104
  %scevgep1773 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep17731774 = bitcast double* %scevgep1773 to <4 x double>*
  %scevgep1775 = getelementptr <4 x double>, <4 x double>* %scevgep17731774, i64 -4
  store <4 x double> %1040, <4 x double>* %scevgep1775, align 8, !alias.scope !102, !noalias !104
  %scevgep1853 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18531854 = bitcast double* %scevgep1853 to <4 x double>*
  %scevgep1855 = getelementptr <4 x double>, <4 x double>* %scevgep18531854, i64 -3
  store <4 x double> %1048, <4 x double>* %scevgep1855, align 8, !alias.scope !102, !noalias !104
  %scevgep1850 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18501851 = bitcast double* %scevgep1850 to <4 x double>*
  %scevgep1852 = getelementptr <4 x double>, <4 x double>* %scevgep18501851, i64 -2
  store <4 x double> %1050, <4 x double>* %scevgep1852, align 8, !alias.scope !102, !noalias !104
  %scevgep1847 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18471848 = bitcast double* %scevgep1847 to <4 x double>*
  %scevgep1849 = getelementptr <4 x double>, <4 x double>* %scevgep18471848, i64 -1
  store <4 x double> %1052, <4 x double>* %scevgep1849, align 8, !alias.scope !102, !noalias !104
  %scevgep1845 = getelementptr double, double* %scevgep1772, i64 %index698
  %scevgep18451846 = bitcast double* %scevgep1845 to <4 x double>*
  store <4 x double> %1054, <4 x double>* %scevgep18451846, align 8, !alias.scope !102, !noalias !104
  %index.next715.7 = add i64 %index698, 128
  %lsr.iv.next1869 = add i64 %lsr.iv1868, -8
  %niter926.ncmp.7 = icmp eq i64 %lsr.iv.next1869, 0
  br i1 %niter926.ncmp.7, label %middle.block689.unr-lcssa, label %vector.body691, !llvm.loop !105

middle.block689.unr-lcssa:                        ; preds = %vector.body691, %vector.ph693
  %index698.unr = phi i64 [ 0, %vector.ph693 ], [ %index.next715.7, %vector.body691 ]
  %lcmp.mod924.not = icmp eq i64 %xtraiter922, 0
  br i1 %lcmp.mod924.not, label %middle.block689, label %vector.body691.epil.preheader

vector.body691.epil.preheader:                    ; preds = %middle.block689.unr-lcssa
  %1055 = load double, double* %.6.i190300, align 8, !alias.scope !97
  %broadcast.splatinsert699.epil = insertelement <4 x double> poison, double %1055, i64 0
  %broadcast.splatinsert701.epil = insertelement <4 x double> poison, double %1055, i64 0
  %broadcast.splatinsert703.epil = insertelement <4 x double> poison, double %1055, i64 0
  %broadcast.splatinsert705.epil = insertelement <4 x double> poison, double %1055, i64 0
  %1056 = load double, double* %y.2.sroa.60.0534, align 8, !alias.scope !100
  %broadcast.splatinsert707.epil = insertelement <4 x double> poison, double %1056, i64 0
  %broadcast.splatinsert709.epil = insertelement <4 x double> poison, double %1056, i64 0
  %broadcast.splatinsert711.epil = insertelement <4 x double> poison, double %1056, i64 0
  %broadcast.splatinsert713.epil = insertelement <4 x double> poison, double %1056, i64 0
  %1057 = fmul <4 x double> %broadcast.splatinsert699.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1058 = fmul <4 x double> %broadcast.splatinsert701.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1059 = fmul <4 x double> %broadcast.splatinsert703.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1060 = fmul <4 x double> %broadcast.splatinsert705.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1061 = fadd <4 x double> %1057, %broadcast.splatinsert707.epil
  %1062 = shufflevector <4 x double> %1061, <4 x double> poison, <4 x i32> zeroinitializer
  %1063 = fadd <4 x double> %1058, %broadcast.splatinsert709.epil
  %1064 = shufflevector <4 x double> %1063, <4 x double> poison, <4 x i32> zeroinitializer
  %1065 = fadd <4 x double> %1059, %broadcast.splatinsert711.epil
  %1066 = shufflevector <4 x double> %1065, <4 x double> poison, <4 x i32> zeroinitializer
  %1067 = fadd <4 x double> %1060, %broadcast.splatinsert713.epil
  %1068 = shufflevector <4 x double> %1067, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1870 = getelementptr double, double* %.6.i119301, i64 12
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 %index698.unr
  %1069 = shl nuw nsw i64 %xtraiter922, 7
  br label %vector.body691.epil

vector.body691.epil:                              ; preds = %vector.body691.epil, %vector.body691.epil.preheader
  %lsr.iv1872 = phi i64 [ %lsr.iv.next1873, %vector.body691.epil ], [ 0, %vector.body691.epil.preheader ]
  %1070 = bitcast double* %scevgep1871 to i8*
  %uglygep1883 = getelementptr i8, i8* %1070, i64 %lsr.iv1872
  %uglygep18831884 = bitcast i8* %uglygep1883 to <4 x double>*
  %scevgep1885 = getelementptr <4 x double>, <4 x double>* %uglygep18831884, i64 -3
  store <4 x double> %1062, <4 x double>* %scevgep1885, align 8, !alias.scope !102, !noalias !104
  %uglygep1880 = getelementptr i8, i8* %1070, i64 %lsr.iv1872
  %uglygep18801881 = bitcast i8* %uglygep1880 to <4 x double>*
  %scevgep1882 = getelementptr <4 x double>, <4 x double>* %uglygep18801881, i64 -2
  store <4 x double> %1064, <4 x double>* %scevgep1882, align 8, !alias.scope !102, !noalias !104
  %uglygep1877 = getelementptr i8, i8* %1070, i64 %lsr.iv1872
  %uglygep18771878 = bitcast i8* %uglygep1877 to <4 x double>*
  %scevgep1879 = getelementptr <4 x double>, <4 x double>* %uglygep18771878, i64 -1
  store <4 x double> %1066, <4 x double>* %scevgep1879, align 8, !alias.scope !102, !noalias !104
  %uglygep1875 = getelementptr i8, i8* %1070, i64 %lsr.iv1872
  %uglygep18751876 = bitcast i8* %uglygep1875 to <4 x double>*
  store <4 x double> %1068, <4 x double>* %uglygep18751876, align 8, !alias.scope !102, !noalias !104
  %lsr.iv.next1873 = add nuw nsw i64 %lsr.iv1872, 128
  %epil.iter923.cmp.not = icmp eq i64 %1069, %lsr.iv.next1873
  br i1 %epil.iter923.cmp.not, label %middle.block689, label %vector.body691.epil, !llvm.loop !106

middle.block689:                                  ; preds = %vector.body691.epil, %middle.block689.unr-lcssa
  %cmp.n697 = icmp eq i64 %dest_shape.1.1, %n.vec695
  br i1 %cmp.n697, label %for.end.1, label %for.body.1.preheader865

for.body.1.preheader865:                          ; preds = %vector.memcheck675, %for.body.1.preheader574, %middle.block689
  %loop.index.1298.ph = phi i64 [ 0, %vector.memcheck675 ], [ 0, %for.body.1.preheader574 ], [ %n.vec695, %middle.block689 ]
  %1071 = xor i64 %loop.index.1298.ph, -1
  %1072 = add i64 %dest_shape.1.1, %1071
  %xtraiter927 = and i64 %dest_shape.1.1, 7
  %lcmp.mod928.not = icmp eq i64 %xtraiter927, 0
  br i1 %lcmp.mod928.not, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader865
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %lsr.iv1887 = phi i64 [ %xtraiter927, %for.body.1.prol.preheader ], [ %lsr.iv.next1888, %for.body.1.prol ]
  %loop.index.1298.prol = phi i64 [ %.950.prol, %for.body.1.prol ], [ %loop.index.1298.ph, %for.body.1.prol.preheader ]
  %.912.prol = load double, double* %.6.i190300, align 8
  %.921.prol = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.prol = fmul double %.912.prol, 1.000000e-02
  %.7.i.prol = fadd double %.6.i75.prol, %.921.prol
  %scevgep1886 = getelementptr double, double* %.6.i119301, i64 %loop.index.1298.prol
  store double %.7.i.prol, double* %scevgep1886, align 8
  %.950.prol = add nuw i64 %loop.index.1298.prol, 1
  %lsr.iv.next1888 = add nsw i64 %lsr.iv1887, -1
  %prol.iter929.cmp.not = icmp eq i64 %lsr.iv.next1888, 0
  br i1 %prol.iter929.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !107

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader865
  %loop.index.1298.unr = phi i64 [ %loop.index.1298.ph, %for.body.1.preheader865 ], [ %.950.prol, %for.body.1.prol ]
  %1073 = icmp ult i64 %1072, 7
  br i1 %1073, label %for.end.1, label %for.body.1.preheader966

for.body.1.preheader966:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.body.1.us517.preheader:                       ; preds = %for.body.1.preheader.split
  %1074 = icmp ult i64 %dest_shape.1.1, 16
  br i1 %1074, label %for.body.1.us517.preheader863, label %vector.memcheck638

vector.memcheck638:                               ; preds = %for.body.1.us517.preheader
  %scevgep639 = getelementptr double, double* %.6.i119301, i64 %dest_shape.1.1
  %scevgep641 = getelementptr double, double* %.6.i190300, i64 1
  %scevgep643 = getelementptr double, double* %y.2.sroa.60.0534, i64 %dest_shape.1.1
  %bound0645 = icmp ult double* %.6.i119301, %scevgep641
  %bound1646 = icmp ult double* %.6.i190300, %scevgep639
  %found.conflict647 = and i1 %bound0645, %bound1646
  %bound0648 = icmp ult double* %.6.i119301, %scevgep643
  %bound1649 = icmp ult double* %y.2.sroa.60.0534, %scevgep639
  %found.conflict650 = and i1 %bound0648, %bound1649
  %conflict.rdx651 = or i1 %found.conflict647, %found.conflict650
  br i1 %conflict.rdx651, label %for.body.1.us517.preheader863, label %vector.ph656

vector.ph656:                                     ; preds = %vector.memcheck638
  %n.vec658 = and i64 %dest_shape.1.1, -16
  %1075 = add i64 %n.vec658, -16
  %1076 = lshr exact i64 %1075, 4
  %1077 = add nuw nsw i64 %1076, 1
  %xtraiter930 = and i64 %1077, 7
  %1078 = icmp ult i64 %1075, 112
  br i1 %1078, label %middle.block652.unr-lcssa, label %vector.ph656.new

vector.ph656.new:                                 ; preds = %vector.ph656
  %const2813 = bitcast i64 2305843009213693944 to i64
  %unroll_iter933 = and i64 %1077, %const2813
  %1079 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666 = insertelement <4 x double> poison, double %1079, i64 0
  %broadcast.splatinsert668 = insertelement <4 x double> poison, double %1079, i64 0
  %broadcast.splatinsert670 = insertelement <4 x double> poison, double %1079, i64 0
  %broadcast.splatinsert672 = insertelement <4 x double> poison, double %1079, i64 0
  %1080 = fmul <4 x double> %broadcast.splatinsert666, <double 1.000000e-02, double poison, double poison, double poison>
  %1081 = shufflevector <4 x double> %1080, <4 x double> poison, <4 x i32> zeroinitializer
  %1082 = fmul <4 x double> %broadcast.splatinsert668, <double 1.000000e-02, double poison, double poison, double poison>
  %1083 = shufflevector <4 x double> %1082, <4 x double> poison, <4 x i32> zeroinitializer
  %1084 = fmul <4 x double> %broadcast.splatinsert670, <double 1.000000e-02, double poison, double poison, double poison>
  %1085 = shufflevector <4 x double> %1084, <4 x double> poison, <4 x i32> zeroinitializer
  %1086 = fmul <4 x double> %broadcast.splatinsert672, <double 1.000000e-02, double poison, double poison, double poison>
  %1087 = shufflevector <4 x double> %1086, <4 x double> poison, <4 x i32> zeroinitializer
  %1088 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.1 = insertelement <4 x double> poison, double %1088, i64 0
  %broadcast.splatinsert668.1 = insertelement <4 x double> poison, double %1088, i64 0
  %broadcast.splatinsert670.1 = insertelement <4 x double> poison, double %1088, i64 0
  %broadcast.splatinsert672.1 = insertelement <4 x double> poison, double %1088, i64 0
  %1089 = fmul <4 x double> %broadcast.splatinsert666.1, <double 1.000000e-02, double poison, double poison, double poison>
  %1090 = shufflevector <4 x double> %1089, <4 x double> poison, <4 x i32> zeroinitializer
  %1091 = fmul <4 x double> %broadcast.splatinsert668.1, <double 1.000000e-02, double poison, double poison, double poison>
  %1092 = shufflevector <4 x double> %1091, <4 x double> poison, <4 x i32> zeroinitializer
  %1093 = fmul <4 x double> %broadcast.splatinsert670.1, <double 1.000000e-02, double poison, double poison, double poison>
  %1094 = shufflevector <4 x double> %1093, <4 x double> poison, <4 x i32> zeroinitializer
  %1095 = fmul <4 x double> %broadcast.splatinsert672.1, <double 1.000000e-02, double poison, double poison, double poison>
  %1096 = shufflevector <4 x double> %1095, <4 x double> poison, <4 x i32> zeroinitializer
  %1097 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.2 = insertelement <4 x double> poison, double %1097, i64 0
  %broadcast.splatinsert668.2 = insertelement <4 x double> poison, double %1097, i64 0
  %broadcast.splatinsert670.2 = insertelement <4 x double> poison, double %1097, i64 0
  %broadcast.splatinsert672.2 = insertelement <4 x double> poison, double %1097, i64 0
  %1098 = fmul <4 x double> %broadcast.splatinsert666.2, <double 1.000000e-02, double poison, double poison, double poison>
  %1099 = shufflevector <4 x double> %1098, <4 x double> poison, <4 x i32> zeroinitializer
  %1100 = fmul <4 x double> %broadcast.splatinsert668.2, <double 1.000000e-02, double poison, double poison, double poison>
  %1101 = shufflevector <4 x double> %1100, <4 x double> poison, <4 x i32> zeroinitializer
  %1102 = fmul <4 x double> %broadcast.splatinsert670.2, <double 1.000000e-02, double poison, double poison, double poison>
  %1103 = shufflevector <4 x double> %1102, <4 x double> poison, <4 x i32> zeroinitializer
  %1104 = fmul <4 x double> %broadcast.splatinsert672.2, <double 1.000000e-02, double poison, double poison, double poison>
  %1105 = shufflevector <4 x double> %1104, <4 x double> poison, <4 x i32> zeroinitializer
  %1106 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.3 = insertelement <4 x double> poison, double %1106, i64 0
  %broadcast.splatinsert668.3 = insertelement <4 x double> poison, double %1106, i64 0
  %broadcast.splatinsert670.3 = insertelement <4 x double> poison, double %1106, i64 0
  %broadcast.splatinsert672.3 = insertelement <4 x double> poison, double %1106, i64 0
  %1107 = fmul <4 x double> %broadcast.splatinsert666.3, <double 1.000000e-02, double poison, double poison, double poison>
  %1108 = shufflevector <4 x double> %1107, <4 x double> poison, <4 x i32> zeroinitializer
  %1109 = fmul <4 x double> %broadcast.splatinsert668.3, <double 1.000000e-02, double poison, double poison, double poison>
  %1110 = shufflevector <4 x double> %1109, <4 x double> poison, <4 x i32> zeroinitializer
  %1111 = fmul <4 x double> %broadcast.splatinsert670.3, <double 1.000000e-02, double poison, double poison, double poison>
  %1112 = shufflevector <4 x double> %1111, <4 x double> poison, <4 x i32> zeroinitializer
  %1113 = fmul <4 x double> %broadcast.splatinsert672.3, <double 1.000000e-02, double poison, double poison, double poison>
  %1114 = shufflevector <4 x double> %1113, <4 x double> poison, <4 x i32> zeroinitializer
  %1115 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.4 = insertelement <4 x double> poison, double %1115, i64 0
  %broadcast.splatinsert668.4 = insertelement <4 x double> poison, double %1115, i64 0
  %broadcast.splatinsert670.4 = insertelement <4 x double> poison, double %1115, i64 0
  %broadcast.splatinsert672.4 = insertelement <4 x double> poison, double %1115, i64 0
  %1116 = fmul <4 x double> %broadcast.splatinsert666.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1117 = shufflevector <4 x double> %1116, <4 x double> poison, <4 x i32> zeroinitializer
  %1118 = fmul <4 x double> %broadcast.splatinsert668.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1119 = shufflevector <4 x double> %1118, <4 x double> poison, <4 x i32> zeroinitializer
  %1120 = fmul <4 x double> %broadcast.splatinsert670.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1121 = shufflevector <4 x double> %1120, <4 x double> poison, <4 x i32> zeroinitializer
  %1122 = fmul <4 x double> %broadcast.splatinsert672.4, <double 1.000000e-02, double poison, double poison, double poison>
  %1123 = shufflevector <4 x double> %1122, <4 x double> poison, <4 x i32> zeroinitializer
  %1124 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.5 = insertelement <4 x double> poison, double %1124, i64 0
  %broadcast.splatinsert668.5 = insertelement <4 x double> poison, double %1124, i64 0
  %broadcast.splatinsert670.5 = insertelement <4 x double> poison, double %1124, i64 0
  %broadcast.splatinsert672.5 = insertelement <4 x double> poison, double %1124, i64 0
  %1125 = fmul <4 x double> %broadcast.splatinsert666.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1126 = shufflevector <4 x double> %1125, <4 x double> poison, <4 x i32> zeroinitializer
  %1127 = fmul <4 x double> %broadcast.splatinsert668.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1128 = shufflevector <4 x double> %1127, <4 x double> poison, <4 x i32> zeroinitializer
  %1129 = fmul <4 x double> %broadcast.splatinsert670.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1130 = shufflevector <4 x double> %1129, <4 x double> poison, <4 x i32> zeroinitializer
  %1131 = fmul <4 x double> %broadcast.splatinsert672.5, <double 1.000000e-02, double poison, double poison, double poison>
  %1132 = shufflevector <4 x double> %1131, <4 x double> poison, <4 x i32> zeroinitializer
  %1133 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.6 = insertelement <4 x double> poison, double %1133, i64 0
  %broadcast.splatinsert668.6 = insertelement <4 x double> poison, double %1133, i64 0
  %broadcast.splatinsert670.6 = insertelement <4 x double> poison, double %1133, i64 0
  %broadcast.splatinsert672.6 = insertelement <4 x double> poison, double %1133, i64 0
  %1134 = fmul <4 x double> %broadcast.splatinsert666.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1135 = shufflevector <4 x double> %1134, <4 x double> poison, <4 x i32> zeroinitializer
  %1136 = fmul <4 x double> %broadcast.splatinsert668.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1137 = shufflevector <4 x double> %1136, <4 x double> poison, <4 x i32> zeroinitializer
  %1138 = fmul <4 x double> %broadcast.splatinsert670.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1139 = shufflevector <4 x double> %1138, <4 x double> poison, <4 x i32> zeroinitializer
  %1140 = fmul <4 x double> %broadcast.splatinsert672.6, <double 1.000000e-02, double poison, double poison, double poison>
  %1141 = shufflevector <4 x double> %1140, <4 x double> poison, <4 x i32> zeroinitializer
  %1142 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.7 = insertelement <4 x double> poison, double %1142, i64 0
  %broadcast.splatinsert668.7 = insertelement <4 x double> poison, double %1142, i64 0
  %broadcast.splatinsert670.7 = insertelement <4 x double> poison, double %1142, i64 0
  %broadcast.splatinsert672.7 = insertelement <4 x double> poison, double %1142, i64 0
  %1143 = fmul <4 x double> %broadcast.splatinsert666.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1144 = shufflevector <4 x double> %1143, <4 x double> poison, <4 x i32> zeroinitializer
  %1145 = fmul <4 x double> %broadcast.splatinsert668.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1146 = shufflevector <4 x double> %1145, <4 x double> poison, <4 x i32> zeroinitializer
  %1147 = fmul <4 x double> %broadcast.splatinsert670.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1148 = shufflevector <4 x double> %1147, <4 x double> poison, <4 x i32> zeroinitializer
  %1149 = fmul <4 x double> %broadcast.splatinsert672.7, <double 1.000000e-02, double poison, double poison, double poison>
  %1150 = shufflevector <4 x double> %1149, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1905 = getelementptr double, double* %y.2.sroa.60.0534, i64 124
  %scevgep2001 = getelementptr double, double* %.6.i119301, i64 124
  br label %vector.body654

vector.body654:                                   ; preds = %vector.body654, %vector.ph656.new
  %lsr.iv2097 = phi i64 [ %lsr.iv.next2098, %vector.body654 ], [ %unroll_iter933, %vector.ph656.new ]
  %index661 = phi i64 [ 0, %vector.ph656.new ], [ %index.next674.7, %vector.body654 ]
  %scevgep1989 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19891990 = bitcast double* %scevgep1989 to <4 x double>*
  %scevgep1991 = getelementptr <4 x double>, <4 x double>* %scevgep19891990, i64 -31
  %wide.load662 = load <4 x double>, <4 x double>* %scevgep1991, align 8, !alias.scope !111
  %scevgep1998 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19981999 = bitcast double* %scevgep1998 to <4 x double>*
  %scevgep2000 = getelementptr <4 x double>, <4 x double>* %scevgep19981999, i64 -30
  %wide.load663 = load <4 x double>, <4 x double>* %scevgep2000, align 8, !alias.scope !111
  %scevgep1995 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19951996 = bitcast double* %scevgep1995 to <4 x double>*
  %scevgep1997 = getelementptr <4 x double>, <4 x double>* %scevgep19951996, i64 -29
  %wide.load664 = load <4 x double>, <4 x double>* %scevgep1997, align 8, !alias.scope !111
  %scevgep1992 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19921993 = bitcast double* %scevgep1992 to <4 x double>*
  %scevgep1994 = getelementptr <4 x double>, <4 x double>* %scevgep19921993, i64 -28
  %wide.load665 = load <4 x double>, <4 x double>* %scevgep1994, align 8, !alias.scope !111
  %1151 = fadd <4 x double> %1081, %wide.load662
  %1152 = fadd <4 x double> %1083, %wide.load663
  %1153 = fadd <4 x double> %1085, %wide.load664
  %1154 = fadd <4 x double> %1087, %wide.load665
  %scevgep2085 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20852086 = bitcast double* %scevgep2085 to <4 x double>*
  %scevgep2087 = getelementptr <4 x double>, <4 x double>* %scevgep20852086, i64 -31
  store <4 x double> %1151, <4 x double>* %scevgep2087, align 8, !alias.scope !113, !noalias !115
  %scevgep2094 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20942095 = bitcast double* %scevgep2094 to <4 x double>*
  %scevgep2096 = getelementptr <4 x double>, <4 x double>* %scevgep20942095, i64 -30
  store <4 x double> %1152, <4 x double>* %scevgep2096, align 8, !alias.scope !113, !noalias !115
  %scevgep2091 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20912092 = bitcast double* %scevgep2091 to <4 x double>*
  %scevgep2093 = getelementptr <4 x double>, <4 x double>* %scevgep20912092, i64 -29
  store <4 x double> %1153, <4 x double>* %scevgep2093, align 8, !alias.scope !113, !noalias !115
  %scevgep2088 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20882089 = bitcast double* %scevgep2088 to <4 x double>*
  %scevgep2090 = getelementptr <4 x double>, <4 x double>* %scevgep20882089, i64 -28
  store <4 x double> %1154, <4 x double>* %scevgep2090, align 8, !alias.scope !113, !noalias !115
  %scevgep1975 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19751976 = bitcast double* %scevgep1975 to <4 x double>*
  %scevgep1977 = getelementptr <4 x double>, <4 x double>* %scevgep19751976, i64 -27
  %wide.load662.1 = load <4 x double>, <4 x double>* %scevgep1977, align 8, !alias.scope !111
  %scevgep1972 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19721973 = bitcast double* %scevgep1972 to <4 x double>*
  %scevgep1974 = getelementptr <4 x double>, <4 x double>* %scevgep19721973, i64 -26
  %wide.load663.1 = load <4 x double>, <4 x double>* %scevgep1974, align 8, !alias.scope !111
  %scevgep1969 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19691970 = bitcast double* %scevgep1969 to <4 x double>*
  %scevgep1971 = getelementptr <4 x double>, <4 x double>* %scevgep19691970, i64 -25
  %wide.load664.1 = load <4 x double>, <4 x double>* %scevgep1971, align 8, !alias.scope !111
  %scevgep1966 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19661967 = bitcast double* %scevgep1966 to <4 x double>*
  %scevgep1968 = getelementptr <4 x double>, <4 x double>* %scevgep19661967, i64 -24
  %wide.load665.1 = load <4 x double>, <4 x double>* %scevgep1968, align 8, !alias.scope !111
  %1155 = fadd <4 x double> %1090, %wide.load662.1
  %1156 = fadd <4 x double> %1092, %wide.load663.1
  %1157 = fadd <4 x double> %1094, %wide.load664.1
  %1158 = fadd <4 x double> %1096, %wide.load665.1
  %scevgep2071 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20712072 = bitcast double* %scevgep2071 to <4 x double>*
  %scevgep2073 = getelementptr <4 x double>, <4 x double>* %scevgep20712072, i64 -27
  store <4 x double> %1155, <4 x double>* %scevgep2073, align 8, !alias.scope !113, !noalias !115
  %scevgep2068 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20682069 = bitcast double* %scevgep2068 to <4 x double>*
  %scevgep2070 = getelementptr <4 x double>, <4 x double>* %scevgep20682069, i64 -26
  store <4 x double> %1156, <4 x double>* %scevgep2070, align 8, !alias.scope !113, !noalias !115
  %scevgep2065 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20652066 = bitcast double* %scevgep2065 to <4 x double>*
  %scevgep2067 = getelementptr <4 x double>, <4 x double>* %scevgep20652066, i64 -25
  store <4 x double> %1157, <4 x double>* %scevgep2067, align 8, !alias.scope !113, !noalias !115
  %scevgep2062 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20622063 = bitcast double* %scevgep2062 to <4 x double>*
  %scevgep2064 = getelementptr <4 x double>, <4 x double>* %scevgep20622063, i64 -24
  store <4 x double> %1158, <4 x double>* %scevgep2064, align 8, !alias.scope !113, !noalias !115
  %scevgep1963 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19631964 = bitcast double* %scevgep1963 to <4 x double>*
  %scevgep1965 = getelementptr <4 x double>, <4 x double>* %scevgep19631964, i64 -23
  %wide.load662.2 = load <4 x double>, <4 x double>* %scevgep1965, align 8, !alias.scope !111
  %scevgep1960 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19601961 = bitcast double* %scevgep1960 to <4 x double>*
  %scevgep1962 = getelementptr <4 x double>, <4 x double>* %scevgep19601961, i64 -22
  %wide.load663.2 = load <4 x double>, <4 x double>* %scevgep1962, align 8, !alias.scope !111
  %scevgep1957 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19571958 = bitcast double* %scevgep1957 to <4 x double>*
  %scevgep1959 = getelementptr <4 x double>, <4 x double>* %scevgep19571958, i64 -21
  %wide.load664.2 = load <4 x double>, <4 x double>* %scevgep1959, align 8, !alias.scope !111
  %scevgep1954 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19541955 = bitcast double* %scevgep1954 to <4 x double>*
  %scevgep1956 = getelementptr <4 x double>, <4 x double>* %scevgep19541955, i64 -20
  %wide.load665.2 = load <4 x double>, <4 x double>* %scevgep1956, align 8, !alias.scope !111
  %1159 = fadd <4 x double> %1099, %wide.load662.2
  %1160 = fadd <4 x double> %1101, %wide.load663.2
  %1161 = fadd <4 x double> %1103, %wide.load664.2
  %1162 = fadd <4 x double> %1105, %wide.load665.2
  %scevgep2059 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20592060 = bitcast double* %scevgep2059 to <4 x double>*
  %scevgep2061 = getelementptr <4 x double>, <4 x double>* %scevgep20592060, i64 -23
  store <4 x double> %1159, <4 x double>* %scevgep2061, align 8, !alias.scope !113, !noalias !115
  %scevgep2056 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20562057 = bitcast double* %scevgep2056 to <4 x double>*
  %scevgep2058 = getelementptr <4 x double>, <4 x double>* %scevgep20562057, i64 -22
  store <4 x double> %1160, <4 x double>* %scevgep2058, align 8, !alias.scope !113, !noalias !115
  %scevgep2053 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20532054 = bitcast double* %scevgep2053 to <4 x double>*
  %scevgep2055 = getelementptr <4 x double>, <4 x double>* %scevgep20532054, i64 -21
  store <4 x double> %1161, <4 x double>* %scevgep2055, align 8, !alias.scope !113, !noalias !115
  %scevgep2050 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20502051 = bitcast double* %scevgep2050 to <4 x double>*
  %scevgep2052 = getelementptr <4 x double>, <4 x double>* %scevgep20502051, i64 -20
  store <4 x double> %1162, <4 x double>* %scevgep2052, align 8, !alias.scope !113, !noalias !115
  %scevgep1951 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19511952 = bitcast double* %scevgep1951 to <4 x double>*
  %scevgep1953 = getelementptr <4 x double>, <4 x double>* %scevgep19511952, i64 -19
  %wide.load662.3 = load <4 x double>, <4 x double>* %scevgep1953, align 8, !alias.scope !111
  %scevgep1948 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19481949 = bitcast double* %scevgep1948 to <4 x double>*
  %scevgep1950 = getelementptr <4 x double>, <4 x double>* %scevgep19481949, i64 -18
  %wide.load663.3 = load <4 x double>, <4 x double>* %scevgep1950, align 8, !alias.scope !111
  %scevgep1945 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19451946 = bitcast double* %scevgep1945 to <4 x double>*
  %scevgep1947 = getelementptr <4 x double>, <4 x double>* %scevgep19451946, i64 -17
  %wide.load664.3 = load <4 x double>, <4 x double>* %scevgep1947, align 8, !alias.scope !111
  %scevgep1942 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19421943 = bitcast double* %scevgep1942 to <4 x double>*
  %scevgep1944 = getelementptr <4 x double>, <4 x double>* %scevgep19421943, i64 -16
  %wide.load665.3 = load <4 x double>, <4 x double>* %scevgep1944, align 8, !alias.scope !111
  %1163 = fadd <4 x double> %1108, %wide.load662.3
  %1164 = fadd <4 x double> %1110, %wide.load663.3
  %1165 = fadd <4 x double> %1112, %wide.load664.3
  %1166 = fadd <4 x double> %1114, %wide.load665.3
  %scevgep2047 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20472048 = bitcast double* %scevgep2047 to <4 x double>*
  %scevgep2049 = getelementptr <4 x double>, <4 x double>* %scevgep20472048, i64 -19
  store <4 x double> %1163, <4 x double>* %scevgep2049, align 8, !alias.scope !113, !noalias !115
  %scevgep2044 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20442045 = bitcast double* %scevgep2044 to <4 x double>*
  %scevgep2046 = getelementptr <4 x double>, <4 x double>* %scevgep20442045, i64 -18
  store <4 x double> %1164, <4 x double>* %scevgep2046, align 8, !alias.scope !113, !noalias !115
  %scevgep2041 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20412042 = bitcast double* %scevgep2041 to <4 x double>*
  %scevgep2043 = getelementptr <4 x double>, <4 x double>* %scevgep20412042, i64 -17
  store <4 x double> %1165, <4 x double>* %scevgep2043, align 8, !alias.scope !113, !noalias !115
  %scevgep2038 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20382039 = bitcast double* %scevgep2038 to <4 x double>*
  %scevgep2040 = getelementptr <4 x double>, <4 x double>* %scevgep20382039, i64 -16
  store <4 x double> %1166, <4 x double>* %scevgep2040, align 8, !alias.scope !113, !noalias !115
  %scevgep1939 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19391940 = bitcast double* %scevgep1939 to <4 x double>*
  %scevgep1941 = getelementptr <4 x double>, <4 x double>* %scevgep19391940, i64 -15
  %wide.load662.4 = load <4 x double>, <4 x double>* %scevgep1941, align 8, !alias.scope !111
  %scevgep1936 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19361937 = bitcast double* %scevgep1936 to <4 x double>*
  %scevgep1938 = getelementptr <4 x double>, <4 x double>* %scevgep19361937, i64 -14
  %wide.load663.4 = load <4 x double>, <4 x double>* %scevgep1938, align 8, !alias.scope !111
  %scevgep1933 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19331934 = bitcast double* %scevgep1933 to <4 x double>*
  %scevgep1935 = getelementptr <4 x double>, <4 x double>* %scevgep19331934, i64 -13
  %wide.load664.4 = load <4 x double>, <4 x double>* %scevgep1935, align 8, !alias.scope !111
  %scevgep1930 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19301931 = bitcast double* %scevgep1930 to <4 x double>*
  %scevgep1932 = getelementptr <4 x double>, <4 x double>* %scevgep19301931, i64 -12
  %wide.load665.4 = load <4 x double>, <4 x double>* %scevgep1932, align 8, !alias.scope !111
  %1167 = fadd <4 x double> %1117, %wide.load662.4
  %1168 = fadd <4 x double> %1119, %wide.load663.4
  %1169 = fadd <4 x double> %1121, %wide.load664.4
  %1170 = fadd <4 x double> %1123, %wide.load665.4
  %scevgep2035 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20352036 = bitcast double* %scevgep2035 to <4 x double>*
  %scevgep2037 = getelementptr <4 x double>, <4 x double>* %scevgep20352036, i64 -15
  store <4 x double> %1167, <4 x double>* %scevgep2037, align 8, !alias.scope !113, !noalias !115
  %scevgep2032 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20322033 = bitcast double* %scevgep2032 to <4 x double>*
  %scevgep2034 = getelementptr <4 x double>, <4 x double>* %scevgep20322033, i64 -14
  store <4 x double> %1168, <4 x double>* %scevgep2034, align 8, !alias.scope !113, !noalias !115
  %scevgep2029 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20292030 = bitcast double* %scevgep2029 to <4 x double>*
  %scevgep2031 = getelementptr <4 x double>, <4 x double>* %scevgep20292030, i64 -13
  store <4 x double> %1169, <4 x double>* %scevgep2031, align 8, !alias.scope !113, !noalias !115
  %scevgep2026 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20262027 = bitcast double* %scevgep2026 to <4 x double>*
  %scevgep2028 = getelementptr <4 x double>, <4 x double>* %scevgep20262027, i64 -12
  store <4 x double> %1170, <4 x double>* %scevgep2028, align 8, !alias.scope !113, !noalias !115
  %scevgep1927 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19271928 = bitcast double* %scevgep1927 to <4 x double>*
  %scevgep1929 = getelementptr <4 x double>, <4 x double>* %scevgep19271928, i64 -11
  %wide.load662.5 = load <4 x double>, <4 x double>* %scevgep1929, align 8, !alias.scope !111
  %scevgep1924 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19241925 = bitcast double* %scevgep1924 to <4 x double>*
  %scevgep1926 = getelementptr <4 x double>, <4 x double>* %scevgep19241925, i64 -10
  %wide.load663.5 = load <4 x double>, <4 x double>* %scevgep1926, align 8, !alias.scope !111
  %scevgep1921 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19211922 = bitcast double* %scevgep1921 to <4 x double>*
  %scevgep1923 = getelementptr <4 x double>, <4 x double>* %scevgep19211922, i64 -9
  %wide.load664.5 = load <4 x double>, <4 x double>* %scevgep1923, align 8, !alias.scope !111
  %scevgep1918 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19181919 = bitcast double* %scevgep1918 to <4 x double>*
  %scevgep1920 = getelementptr <4 x double>, <4 x double>* %scevgep19181919, i64 -8
  %wide.load665.5 = load <4 x double>, <4 x double>* %scevgep1920, align 8, !alias.scope !111
  %1171 = fadd <4 x double> %1126, %wide.load662.5
  %1172 = fadd <4 x double> %1128, %wide.load663.5
  %1173 = fadd <4 x double> %1130, %wide.load664.5
  %1174 = fadd <4 x double> %1132, %wide.load665.5
  %scevgep2023 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20232024 = bitcast double* %scevgep2023 to <4 x double>*
  %scevgep2025 = getelementptr <4 x double>, <4 x double>* %scevgep20232024, i64 -11
  store <4 x double> %1171, <4 x double>* %scevgep2025, align 8, !alias.scope !113, !noalias !115
  %scevgep2020 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20202021 = bitcast double* %scevgep2020 to <4 x double>*
  %scevgep2022 = getelementptr <4 x double>, <4 x double>* %scevgep20202021, i64 -10
  store <4 x double> %1172, <4 x double>* %scevgep2022, align 8, !alias.scope !113, !noalias !115
  %scevgep2017 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20172018 = bitcast double* %scevgep2017 to <4 x double>*
  %scevgep2019 = getelementptr <4 x double>, <4 x double>* %scevgep20172018, i64 -9
  store <4 x double> %1173, <4 x double>* %scevgep2019, align 8, !alias.scope !113, !noalias !115
  %scevgep2014 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20142015 = bitcast double* %scevgep2014 to <4 x double>*
  %scevgep2016 = getelementptr <4 x double>, <4 x double>* %scevgep20142015, i64 -8
  store <4 x double> %1174, <4 x double>* %scevgep2016, align 8, !alias.scope !113, !noalias !115
  %scevgep1915 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19151916 = bitcast double* %scevgep1915 to <4 x double>*
  %scevgep1917 = getelementptr <4 x double>, <4 x double>* %scevgep19151916, i64 -7
  %wide.load662.6 = load <4 x double>, <4 x double>* %scevgep1917, align 8, !alias.scope !111
  %scevgep1912 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19121913 = bitcast double* %scevgep1912 to <4 x double>*
  %scevgep1914 = getelementptr <4 x double>, <4 x double>* %scevgep19121913, i64 -6
  %wide.load663.6 = load <4 x double>, <4 x double>* %scevgep1914, align 8, !alias.scope !111
  %scevgep1909 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19091910 = bitcast double* %scevgep1909 to <4 x double>*
  %scevgep1911 = getelementptr <4 x double>, <4 x double>* %scevgep19091910, i64 -5
  %wide.load664.6 = load <4 x double>, <4 x double>* %scevgep1911, align 8, !alias.scope !111
  %scevgep1906 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19061907 = bitcast double* %scevgep1906 to <4 x double>*
  %scevgep1908 = getelementptr <4 x double>, <4 x double>* %scevgep19061907, i64 -4
  %wide.load665.6 = load <4 x double>, <4 x double>* %scevgep1908, align 8, !alias.scope !111
  %1175 = fadd <4 x double> %1135, %wide.load662.6
  %1176 = fadd <4 x double> %1137, %wide.load663.6
  %1177 = fadd <4 x double> %1139, %wide.load664.6
  %1178 = fadd <4 x double> %1141, %wide.load665.6
  %scevgep2011 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20112012 = bitcast double* %scevgep2011 to <4 x double>*
  %scevgep2013 = getelementptr <4 x double>, <4 x double>* %scevgep20112012, i64 -7
  store <4 x double> %1175, <4 x double>* %scevgep2013, align 8, !alias.scope !113, !noalias !115
  %scevgep2008 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20082009 = bitcast double* %scevgep2008 to <4 x double>*
  %scevgep2010 = getelementptr <4 x double>, <4 x double>* %scevgep20082009, i64 -6
  store <4 x double> %1176, <4 x double>* %scevgep2010, align 8, !alias.scope !113, !noalias !115
  %scevgep2005 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20052006 = bitcast double* %scevgep2005 to <4 x double>*
  %scevgep2007 = getelementptr <4 x double>, <4 x double>* %scevgep20052006, i64 -5
  store <4 x double> %1177, <4 x double>* %scevgep2007, align 8, !alias.scope !113, !noalias !115
  %scevgep2002 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20022003 = bitcast double* %scevgep2002 to <4 x double>*
  %scevgep2004 = getelementptr <4 x double>, <4 x double>* %scevgep20022003, i64 -4
  store <4 x double> %1178, <4 x double>* %scevgep2004, align 8, !alias.scope !113, !noalias !115
  %scevgep1986 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19861987 = bitcast double* %scevgep1986 to <4 x double>*
  %scevgep1988 = getelementptr <4 x double>, <4 x double>* %scevgep19861987, i64 -3
  %wide.load662.7 = load <4 x double>, <4 x double>* %scevgep1988, align 8, !alias.scope !111
  %scevgep1983 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19831984 = bitcast double* %scevgep1983 to <4 x double>*
  %scevgep1985 = getelementptr <4 x double>, <4 x double>* %scevgep19831984, i64 -2
  %wide.load663.7 = load <4 x double>, <4 x double>* %scevgep1985, align 8, !alias.scope !111
  %scevgep1980 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19801981 = bitcast double* %scevgep1980 to <4 x double>*
  %scevgep1982 = getelementptr <4 x double>, <4 x double>* %scevgep19801981, i64 -1
  %wide.load664.7 = load <4 x double>, <4 x double>* %scevgep1982, align 8, !alias.scope !111
  %scevgep1978 = getelementptr double, double* %scevgep1905, i64 %index661
  %scevgep19781979 = bitcast double* %scevgep1978 to <4 x double>*
  %wide.load665.7 = load <4 x double>, <4 x double>* %scevgep19781979, align 8, !alias.scope !111
  %1179 = fadd <4 x double> %1144, %wide.load662.7
  %1180 = fadd <4 x double> %1146, %wide.load663.7
  %1181 = fadd <4 x double> %1148, %wide.load664.7
  %1182 = fadd <4 x double> %1150, %wide.load665.7
  %scevgep2082 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20822083 = bitcast double* %scevgep2082 to <4 x double>*
  %scevgep2084 = getelementptr <4 x double>, <4 x double>* %scevgep20822083, i64 -3
  store <4 x double> %1179, <4 x double>* %scevgep2084, align 8, !alias.scope !113, !noalias !115
  %scevgep2079 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20792080 = bitcast double* %scevgep2079 to <4 x double>*
  %scevgep2081 = getelementptr <4 x double>, <4 x double>* %scevgep20792080, i64 -2
  store <4 x double> %1180, <4 x double>* %scevgep2081, align 8, !alias.scope !113, !noalias !115
  %scevgep2076 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20762077 = bitcast double* %scevgep2076 to <4 x double>*
  %scevgep2078 = getelementptr <4 x double>, <4 x double>* %scevgep20762077, i64 -1
  store <4 x double> %1181, <4 x double>* %scevgep2078, align 8, !alias.scope !113, !noalias !115
  %scevgep2074 = getelementptr double, double* %scevgep2001, i64 %index661
  %scevgep20742075 = bitcast double* %scevgep2074 to <4 x double>*
  store <4 x double> %1182, <4 x double>* %scevgep20742075, align 8, !alias.scope !113, !noalias !115
  %index.next674.7 = add i64 %index661, 128
  %lsr.iv.next2098 = add i64 %lsr.iv2097, -8
  %niter934.ncmp.7 = icmp eq i64 %lsr.iv.next2098, 0
  br i1 %niter934.ncmp.7, label %middle.block652.unr-lcssa, label %vector.body654, !llvm.loop !116

middle.block652.unr-lcssa:                        ; preds = %vector.body654, %vector.ph656
  %index661.unr = phi i64 [ 0, %vector.ph656 ], [ %index.next674.7, %vector.body654 ]
  %lcmp.mod932.not = icmp eq i64 %xtraiter930, 0
  br i1 %lcmp.mod932.not, label %middle.block652, label %vector.body654.epil.preheader

vector.body654.epil.preheader:                    ; preds = %middle.block652.unr-lcssa
  %1183 = load double, double* %.6.i190300, align 8, !alias.scope !108
  %broadcast.splatinsert666.epil = insertelement <4 x double> poison, double %1183, i64 0
  %broadcast.splatinsert668.epil = insertelement <4 x double> poison, double %1183, i64 0
  %broadcast.splatinsert670.epil = insertelement <4 x double> poison, double %1183, i64 0
  %broadcast.splatinsert672.epil = insertelement <4 x double> poison, double %1183, i64 0
  %1184 = fmul <4 x double> %broadcast.splatinsert666.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1185 = shufflevector <4 x double> %1184, <4 x double> poison, <4 x i32> zeroinitializer
  %1186 = fmul <4 x double> %broadcast.splatinsert668.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1187 = shufflevector <4 x double> %1186, <4 x double> poison, <4 x i32> zeroinitializer
  %1188 = fmul <4 x double> %broadcast.splatinsert670.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1189 = shufflevector <4 x double> %1188, <4 x double> poison, <4 x i32> zeroinitializer
  %1190 = fmul <4 x double> %broadcast.splatinsert672.epil, <double 1.000000e-02, double poison, double poison, double poison>
  %1191 = shufflevector <4 x double> %1190, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep2099 = getelementptr double, double* %.6.i119301, i64 12
  %scevgep2100 = getelementptr double, double* %scevgep2099, i64 %index661.unr
  %scevgep2115 = getelementptr double, double* %y.2.sroa.60.0534, i64 12
  %scevgep2116 = getelementptr double, double* %scevgep2115, i64 %index661.unr
  %1192 = shl nuw nsw i64 %xtraiter930, 7
  br label %vector.body654.epil

vector.body654.epil:                              ; preds = %vector.body654.epil, %vector.body654.epil.preheader
  %lsr.iv2101 = phi i64 [ %lsr.iv.next2102, %vector.body654.epil ], [ 0, %vector.body654.epil.preheader ]
  %1193 = bitcast double* %scevgep2116 to i8*
  %1194 = bitcast double* %scevgep2100 to i8*
  %uglygep2126 = getelementptr i8, i8* %1193, i64 %lsr.iv2101
  %uglygep21262127 = bitcast i8* %uglygep2126 to <4 x double>*
  %scevgep2128 = getelementptr <4 x double>, <4 x double>* %uglygep21262127, i64 -3
  %wide.load662.epil = load <4 x double>, <4 x double>* %scevgep2128, align 8, !alias.scope !111
  %uglygep2123 = getelementptr i8, i8* %1193, i64 %lsr.iv2101
  %uglygep21232124 = bitcast i8* %uglygep2123 to <4 x double>*
  %scevgep2125 = getelementptr <4 x double>, <4 x double>* %uglygep21232124, i64 -2
  %wide.load663.epil = load <4 x double>, <4 x double>* %scevgep2125, align 8, !alias.scope !111
  %uglygep2120 = getelementptr i8, i8* %1193, i64 %lsr.iv2101
  %uglygep21202121 = bitcast i8* %uglygep2120 to <4 x double>*
  %scevgep2122 = getelementptr <4 x double>, <4 x double>* %uglygep21202121, i64 -1
  %wide.load664.epil = load <4 x double>, <4 x double>* %scevgep2122, align 8, !alias.scope !111
  %uglygep2118 = getelementptr i8, i8* %1193, i64 %lsr.iv2101
  %uglygep21182119 = bitcast i8* %uglygep2118 to <4 x double>*
  %wide.load665.epil = load <4 x double>, <4 x double>* %uglygep21182119, align 8, !alias.scope !111
  %1195 = fadd <4 x double> %1185, %wide.load662.epil
  %1196 = fadd <4 x double> %1187, %wide.load663.epil
  %1197 = fadd <4 x double> %1189, %wide.load664.epil
  %1198 = fadd <4 x double> %1191, %wide.load665.epil
  %uglygep2112 = getelementptr i8, i8* %1194, i64 %lsr.iv2101
  %uglygep21122113 = bitcast i8* %uglygep2112 to <4 x double>*
  %scevgep2114 = getelementptr <4 x double>, <4 x double>* %uglygep21122113, i64 -3
  store <4 x double> %1195, <4 x double>* %scevgep2114, align 8, !alias.scope !113, !noalias !115
  %uglygep2109 = getelementptr i8, i8* %1194, i64 %lsr.iv2101
  %uglygep21092110 = bitcast i8* %uglygep2109 to <4 x double>*
  %scevgep2111 = getelementptr <4 x double>, <4 x double>* %uglygep21092110, i64 -2
  store <4 x double> %1196, <4 x double>* %scevgep2111, align 8, !alias.scope !113, !noalias !115
  %uglygep2106 = getelementptr i8, i8* %1194, i64 %lsr.iv2101
  %uglygep21062107 = bitcast i8* %uglygep2106 to <4 x double>*
  %scevgep2108 = getelementptr <4 x double>, <4 x double>* %uglygep21062107, i64 -1
  store <4 x double> %1197, <4 x double>* %scevgep2108, align 8, !alias.scope !113, !noalias !115
  %uglygep2104 = getelementptr i8, i8* %1194, i64 %lsr.iv2101
  %uglygep21042105 = bitcast i8* %uglygep2104 to <4 x double>*
  store <4 x double> %1198, <4 x double>* %uglygep21042105, align 8, !alias.scope !113, !noalias !115
  %lsr.iv.next2102 = add nuw nsw i64 %lsr.iv2101, 128
  %epil.iter931.cmp.not = icmp eq i64 %1192, %lsr.iv.next2102
  br i1 %epil.iter931.cmp.not, label %middle.block652, label %vector.body654.epil, !llvm.loop !117

middle.block652:                                  ; preds = %vector.body654.epil, %middle.block652.unr-lcssa
  %cmp.n660 = icmp eq i64 %dest_shape.1.1, %n.vec658
  br i1 %cmp.n660, label %for.end.1, label %for.body.1.us517.preheader863

for.body.1.us517.preheader863:                    ; preds = %vector.memcheck638, %for.body.1.us517.preheader, %middle.block652
  %loop.index.1298.us518.ph = phi i64 [ 0, %vector.memcheck638 ], [ 0, %for.body.1.us517.preheader ], [ %n.vec658, %middle.block652 ]
  %1199 = xor i64 %loop.index.1298.us518.ph, -1
  %1200 = add i64 %dest_shape.1.1, %1199
  %xtraiter935 = and i64 %dest_shape.1.1, 7
  %lcmp.mod936.not = icmp eq i64 %xtraiter935, 0
  br i1 %lcmp.mod936.not, label %for.body.1.us517.prol.loopexit, label %for.body.1.us517.prol.preheader

for.body.1.us517.prol.preheader:                  ; preds = %for.body.1.us517.preheader863
  br label %for.body.1.us517.prol

for.body.1.us517.prol:                            ; preds = %for.body.1.us517.prol.preheader, %for.body.1.us517.prol
  %lsr.iv2131 = phi i64 [ %xtraiter935, %for.body.1.us517.prol.preheader ], [ %lsr.iv.next2132, %for.body.1.us517.prol ]
  %loop.index.1298.us518.prol = phi i64 [ %.950.us527.prol, %for.body.1.us517.prol ], [ %loop.index.1298.us518.ph, %for.body.1.us517.prol.preheader ]
  %.912.us520.prol = load double, double* %.6.i190300, align 8
  %scevgep2130 = getelementptr double, double* %y.2.sroa.60.0534, i64 %loop.index.1298.us518.prol
  %.921.us523.prol = load double, double* %scevgep2130, align 8
  %.6.i75.us524.prol = fmul double %.912.us520.prol, 1.000000e-02
  %.7.i.us525.prol = fadd double %.6.i75.us524.prol, %.921.us523.prol
  %scevgep2129 = getelementptr double, double* %.6.i119301, i64 %loop.index.1298.us518.prol
  store double %.7.i.us525.prol, double* %scevgep2129, align 8
  %.950.us527.prol = add nuw i64 %loop.index.1298.us518.prol, 1
  %lsr.iv.next2132 = add nsw i64 %lsr.iv2131, -1
  %prol.iter937.cmp.not = icmp eq i64 %lsr.iv.next2132, 0
  br i1 %prol.iter937.cmp.not, label %for.body.1.us517.prol.loopexit, label %for.body.1.us517.prol, !llvm.loop !118

for.body.1.us517.prol.loopexit:                   ; preds = %for.body.1.us517.prol, %for.body.1.us517.preheader863
  %loop.index.1298.us518.unr = phi i64 [ %loop.index.1298.us518.ph, %for.body.1.us517.preheader863 ], [ %.950.us527.prol, %for.body.1.us517.prol ]
  %1201 = icmp ult i64 %1200, 7
  br i1 %1201, label %for.end.1, label %for.body.1.us517.preheader964

for.body.1.us517.preheader964:                    ; preds = %for.body.1.us517.prol.loopexit
  br label %for.body.1.us517

for.body.1.us517:                                 ; preds = %for.body.1.us517.preheader964, %for.body.1.us517
  %loop.index.1298.us518 = phi i64 [ %.950.us527.7, %for.body.1.us517 ], [ %loop.index.1298.us518.unr, %for.body.1.us517.preheader964 ]
  %.912.us520 = load double, double* %.6.i190300, align 8
  %sunkaddr3303 = mul i64 %loop.index.1298.us518, 8
  %1202 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3304 = getelementptr i8, i8* %1202, i64 %sunkaddr3303
  %1203 = bitcast i8* %sunkaddr3304 to double*
  %.921.us523 = load double, double* %1203, align 8
  %.6.i75.us524 = fmul double %.912.us520, 1.000000e-02
  %.7.i.us525 = fadd double %.6.i75.us524, %.921.us523
  %sunkaddr3305 = mul i64 %loop.index.1298.us518, 8
  %1204 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3306 = getelementptr i8, i8* %1204, i64 %sunkaddr3305
  %1205 = bitcast i8* %sunkaddr3306 to double*
  store double %.7.i.us525, double* %1205, align 8
  %.912.us520.1 = load double, double* %.6.i190300, align 8
  %sunkaddr3307 = mul i64 %loop.index.1298.us518, 8
  %1206 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3308 = getelementptr i8, i8* %1206, i64 %sunkaddr3307
  %sunkaddr3309 = getelementptr i8, i8* %sunkaddr3308, i64 8
  %1207 = bitcast i8* %sunkaddr3309 to double*
  %.921.us523.1 = load double, double* %1207, align 8
  %.6.i75.us524.1 = fmul double %.912.us520.1, 1.000000e-02
  %.7.i.us525.1 = fadd double %.6.i75.us524.1, %.921.us523.1
  %sunkaddr3310 = mul i64 %loop.index.1298.us518, 8
  %1208 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3311 = getelementptr i8, i8* %1208, i64 %sunkaddr3310
  %sunkaddr3312 = getelementptr i8, i8* %sunkaddr3311, i64 8
  %1209 = bitcast i8* %sunkaddr3312 to double*
  store double %.7.i.us525.1, double* %1209, align 8
  %.912.us520.2 = load double, double* %.6.i190300, align 8
  %sunkaddr3313 = mul i64 %loop.index.1298.us518, 8
  %1210 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3314 = getelementptr i8, i8* %1210, i64 %sunkaddr3313
  %sunkaddr3315 = getelementptr i8, i8* %sunkaddr3314, i64 16
  %1211 = bitcast i8* %sunkaddr3315 to double*
  %.921.us523.2 = load double, double* %1211, align 8
  %.6.i75.us524.2 = fmul double %.912.us520.2, 1.000000e-02
  %.7.i.us525.2 = fadd double %.6.i75.us524.2, %.921.us523.2
  %sunkaddr3316 = mul i64 %loop.index.1298.us518, 8
  %1212 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3317 = getelementptr i8, i8* %1212, i64 %sunkaddr3316
  %sunkaddr3318 = getelementptr i8, i8* %sunkaddr3317, i64 16
  %1213 = bitcast i8* %sunkaddr3318 to double*
  store double %.7.i.us525.2, double* %1213, align 8
  %.912.us520.3 = load double, double* %.6.i190300, align 8
  %sunkaddr3319 = mul i64 %loop.index.1298.us518, 8
  %1214 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3320 = getelementptr i8, i8* %1214, i64 %sunkaddr3319
  %sunkaddr3321 = getelementptr i8, i8* %sunkaddr3320, i64 24
  %1215 = bitcast i8* %sunkaddr3321 to double*
  %.921.us523.3 = load double, double* %1215, align 8
  %.6.i75.us524.3 = fmul double %.912.us520.3, 1.000000e-02
  %.7.i.us525.3 = fadd double %.6.i75.us524.3, %.921.us523.3
  %sunkaddr3322 = mul i64 %loop.index.1298.us518, 8
  %1216 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3323 = getelementptr i8, i8* %1216, i64 %sunkaddr3322
  %sunkaddr3324 = getelementptr i8, i8* %sunkaddr3323, i64 24
  %1217 = bitcast i8* %sunkaddr3324 to double*
  store double %.7.i.us525.3, double* %1217, align 8
  %.912.us520.4 = load double, double* %.6.i190300, align 8
  %sunkaddr3325 = mul i64 %loop.index.1298.us518, 8
  %1218 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3326 = getelementptr i8, i8* %1218, i64 %sunkaddr3325
  %sunkaddr3327 = getelementptr i8, i8* %sunkaddr3326, i64 32
  %1219 = bitcast i8* %sunkaddr3327 to double*
  %.921.us523.4 = load double, double* %1219, align 8
  %.6.i75.us524.4 = fmul double %.912.us520.4, 1.000000e-02
  %.7.i.us525.4 = fadd double %.6.i75.us524.4, %.921.us523.4
  %sunkaddr3328 = mul i64 %loop.index.1298.us518, 8
  %1220 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3329 = getelementptr i8, i8* %1220, i64 %sunkaddr3328
  %sunkaddr3330 = getelementptr i8, i8* %sunkaddr3329, i64 32
  %1221 = bitcast i8* %sunkaddr3330 to double*
  store double %.7.i.us525.4, double* %1221, align 8
  %.912.us520.5 = load double, double* %.6.i190300, align 8
  %sunkaddr3331 = mul i64 %loop.index.1298.us518, 8
  %1222 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3332 = getelementptr i8, i8* %1222, i64 %sunkaddr3331
  %sunkaddr3333 = getelementptr i8, i8* %sunkaddr3332, i64 40
  %1223 = bitcast i8* %sunkaddr3333 to double*
  %.921.us523.5 = load double, double* %1223, align 8
  %.6.i75.us524.5 = fmul double %.912.us520.5, 1.000000e-02
  %.7.i.us525.5 = fadd double %.6.i75.us524.5, %.921.us523.5
  %sunkaddr3334 = mul i64 %loop.index.1298.us518, 8
  %1224 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3335 = getelementptr i8, i8* %1224, i64 %sunkaddr3334
  %sunkaddr3336 = getelementptr i8, i8* %sunkaddr3335, i64 40
  %1225 = bitcast i8* %sunkaddr3336 to double*
  store double %.7.i.us525.5, double* %1225, align 8
  %.912.us520.6 = load double, double* %.6.i190300, align 8
  %sunkaddr3337 = mul i64 %loop.index.1298.us518, 8
  %1226 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3338 = getelementptr i8, i8* %1226, i64 %sunkaddr3337
  %sunkaddr3339 = getelementptr i8, i8* %sunkaddr3338, i64 48
  %1227 = bitcast i8* %sunkaddr3339 to double*
  %.921.us523.6 = load double, double* %1227, align 8
  %.6.i75.us524.6 = fmul double %.912.us520.6, 1.000000e-02
  %.7.i.us525.6 = fadd double %.6.i75.us524.6, %.921.us523.6
  %sunkaddr3340 = mul i64 %loop.index.1298.us518, 8
  %1228 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3341 = getelementptr i8, i8* %1228, i64 %sunkaddr3340
  %sunkaddr3342 = getelementptr i8, i8* %sunkaddr3341, i64 48
  %1229 = bitcast i8* %sunkaddr3342 to double*
  store double %.7.i.us525.6, double* %1229, align 8
  %.912.us520.7 = load double, double* %.6.i190300, align 8
  %sunkaddr3343 = mul i64 %loop.index.1298.us518, 8
  %1230 = bitcast double* %y.2.sroa.60.0534 to i8*
  %sunkaddr3344 = getelementptr i8, i8* %1230, i64 %sunkaddr3343
  %sunkaddr3345 = getelementptr i8, i8* %sunkaddr3344, i64 56
  %1231 = bitcast i8* %sunkaddr3345 to double*
  %.921.us523.7 = load double, double* %1231, align 8
  %.6.i75.us524.7 = fmul double %.912.us520.7, 1.000000e-02
  %.7.i.us525.7 = fadd double %.6.i75.us524.7, %.921.us523.7
  %sunkaddr3346 = mul i64 %loop.index.1298.us518, 8
  %1232 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3347 = getelementptr i8, i8* %1232, i64 %sunkaddr3346
  %sunkaddr3348 = getelementptr i8, i8* %sunkaddr3347, i64 56
  %1233 = bitcast i8* %sunkaddr3348 to double*
  store double %.7.i.us525.7, double* %1233, align 8
  %.950.us527.7 = add nuw nsw i64 %loop.index.1298.us518, 8
  %exitcond555.not.7 = icmp eq i64 %dest_shape.1.1, %.950.us527.7
  br i1 %exitcond555.not.7, label %for.end.1, label %for.body.1.us517, !llvm.loop !119

for.body.1:                                       ; preds = %for.body.1.preheader966, %for.body.1
  %loop.index.1298 = phi i64 [ %.950.7, %for.body.1 ], [ %loop.index.1298.unr, %for.body.1.preheader966 ]
  %.912 = load double, double* %.6.i190300, align 8
  %.921 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75 = fmul double %.912, 1.000000e-02
  %.7.i = fadd double %.6.i75, %.921
  %sunkaddr3349 = mul i64 %loop.index.1298, 8
  %1234 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3350 = getelementptr i8, i8* %1234, i64 %sunkaddr3349
  %1235 = bitcast i8* %sunkaddr3350 to double*
  store double %.7.i, double* %1235, align 8
  %.912.1 = load double, double* %.6.i190300, align 8
  %.921.1 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.1 = fmul double %.912.1, 1.000000e-02
  %.7.i.1 = fadd double %.6.i75.1, %.921.1
  %sunkaddr3351 = mul i64 %loop.index.1298, 8
  %1236 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3352 = getelementptr i8, i8* %1236, i64 %sunkaddr3351
  %sunkaddr3353 = getelementptr i8, i8* %sunkaddr3352, i64 8
  %1237 = bitcast i8* %sunkaddr3353 to double*
  store double %.7.i.1, double* %1237, align 8
  %.912.2 = load double, double* %.6.i190300, align 8
  %.921.2 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.2 = fmul double %.912.2, 1.000000e-02
  %.7.i.2 = fadd double %.6.i75.2, %.921.2
  %sunkaddr3354 = mul i64 %loop.index.1298, 8
  %1238 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3355 = getelementptr i8, i8* %1238, i64 %sunkaddr3354
  %sunkaddr3356 = getelementptr i8, i8* %sunkaddr3355, i64 16
  %1239 = bitcast i8* %sunkaddr3356 to double*
  store double %.7.i.2, double* %1239, align 8
  %.912.3 = load double, double* %.6.i190300, align 8
  %.921.3 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.3 = fmul double %.912.3, 1.000000e-02
  %.7.i.3 = fadd double %.6.i75.3, %.921.3
  %sunkaddr3357 = mul i64 %loop.index.1298, 8
  %1240 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3358 = getelementptr i8, i8* %1240, i64 %sunkaddr3357
  %sunkaddr3359 = getelementptr i8, i8* %sunkaddr3358, i64 24
  %1241 = bitcast i8* %sunkaddr3359 to double*
  store double %.7.i.3, double* %1241, align 8
  %.912.4 = load double, double* %.6.i190300, align 8
  %.921.4 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.4 = fmul double %.912.4, 1.000000e-02
  %.7.i.4 = fadd double %.6.i75.4, %.921.4
  %sunkaddr3360 = mul i64 %loop.index.1298, 8
  %1242 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3361 = getelementptr i8, i8* %1242, i64 %sunkaddr3360
  %sunkaddr3362 = getelementptr i8, i8* %sunkaddr3361, i64 32
  %1243 = bitcast i8* %sunkaddr3362 to double*
  store double %.7.i.4, double* %1243, align 8
  %.912.5 = load double, double* %.6.i190300, align 8
  %.921.5 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.5 = fmul double %.912.5, 1.000000e-02
  %.7.i.5 = fadd double %.6.i75.5, %.921.5
  %sunkaddr3363 = mul i64 %loop.index.1298, 8
  %1244 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3364 = getelementptr i8, i8* %1244, i64 %sunkaddr3363
  %sunkaddr3365 = getelementptr i8, i8* %sunkaddr3364, i64 40
  %1245 = bitcast i8* %sunkaddr3365 to double*
  store double %.7.i.5, double* %1245, align 8
  %.912.6 = load double, double* %.6.i190300, align 8
  %.921.6 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.6 = fmul double %.912.6, 1.000000e-02
  %.7.i.6 = fadd double %.6.i75.6, %.921.6
  %sunkaddr3366 = mul i64 %loop.index.1298, 8
  %1246 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3367 = getelementptr i8, i8* %1246, i64 %sunkaddr3366
  %sunkaddr3368 = getelementptr i8, i8* %sunkaddr3367, i64 48
  %1247 = bitcast i8* %sunkaddr3368 to double*
  store double %.7.i.6, double* %1247, align 8
  %.912.7 = load double, double* %.6.i190300, align 8
  %.921.7 = load double, double* %y.2.sroa.60.0534, align 8
  %.6.i75.7 = fmul double %.912.7, 1.000000e-02
  %.7.i.7 = fadd double %.6.i75.7, %.921.7
  %sunkaddr3369 = mul i64 %loop.index.1298, 8
  %1248 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3370 = getelementptr i8, i8* %1248, i64 %sunkaddr3369
  %sunkaddr3371 = getelementptr i8, i8* %sunkaddr3370, i64 56
  %1249 = bitcast i8* %sunkaddr3371 to double*
  store double %.7.i.7, double* %1249, align 8
  %.950.7 = add nuw nsw i64 %loop.index.1298, 8
  %exitcond554.not.7 = icmp eq i64 %dest_shape.1.1, %.950.7
  br i1 %exitcond554.not.7, label %for.end.1, label %for.body.1, !llvm.loop !120

for.end.1:                                        ; preds = %for.body.1, %for.body.1.us517, %for.body.1.us, %for.body.1.us.us, %for.body.1.prol.loopexit, %for.body.1.us517.prol.loopexit, %for.body.1.us.prol.loopexit, %for.body.1.us.us.prol.loopexit, %middle.block689, %middle.block652, %middle.block617, %middle.block, %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i191)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0535)
  %.215 = icmp ugt i64 %.214529, 1
  br i1 %.215, label %B76, label %B166.endif.endif.endif.endif.endif

B166.endif.endif.endif.endif.endif:               ; preds = %for.end.1
  %.831.le = extractvalue { i64, i1 } %.830.pre-phi, 0
  tail call void @NRT_decref(i8* %arg.k.0)
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.831.le, i32 32), !noalias !121
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B166.endif.endif.endif.endif.endif.if, label %B166.endif.endif.endif.endif.endif.endif, !prof !0

B166.endif.endif.endif.endif.endif.if:            ; preds = %B166.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140004734221248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B166.endif.endif.endif.endif.endif.endif:         ; preds = %B166.endif.endif.endif.endif.endif
  %1250 = icmp sgt i64 %dest_shape.1.1, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %1251 = bitcast i8* %.5.i25 to double**
  %.6.i26299 = load double*, double** %1251, align 8
  br i1 %1250, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B166.endif.endif.endif.endif.endif.endif
  %.1164.not = icmp eq i64 %dest_shape.1.1, 1
  br i1 %.1164.not, label %for.end.2.thread, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check842 = icmp ult i64 %dest_shape.1.1, 16
  br i1 %min.iters.check842, label %for.body.2.us.preheader859, label %vector.memcheck829

vector.memcheck829:                               ; preds = %for.body.2.us.preheader
  %scevgep831 = getelementptr double, double* %.6.i26299, i64 %dest_shape.1.1
  %scevgep834 = getelementptr double, double* %.6.i119301, i64 %dest_shape.1.1
  %bound0836 = icmp ult double* %.6.i26299, %scevgep834
  %bound1837 = icmp ult double* %.6.i119301, %scevgep831
  %found.conflict838 = and i1 %bound0836, %bound1837
  br i1 %found.conflict838, label %for.body.2.us.preheader859, label %vector.ph843

vector.ph843:                                     ; preds = %vector.memcheck829
  %n.vec845 = and i64 %dest_shape.1.1, -16
  %1252 = add i64 %n.vec845, -16
  %1253 = lshr exact i64 %1252, 4
  %1254 = add nuw nsw i64 %1253, 1
  %xtraiter884 = and i64 %1254, 7
  %1255 = icmp ult i64 %1252, 112
  br i1 %1255, label %middle.block839.unr-lcssa, label %vector.ph843.new

vector.ph843.new:                                 ; preds = %vector.ph843
  %const = bitcast i64 2305843009213693944 to i64
  %unroll_iter887 = and i64 %1254, %const
  %scevgep1194 = getelementptr double, double* %.6.i119301, i64 124
  %scevgep1290 = getelementptr double, double* %.6.i26299, i64 124
  br label %vector.body841

vector.body841:                                   ; preds = %vector.body841, %vector.ph843.new
  %lsr.iv1386 = phi i64 [ %lsr.iv.next1387, %vector.body841 ], [ %unroll_iter887, %vector.ph843.new ]
  %index848 = phi i64 [ 0, %vector.ph843.new ], [ %index.next853.7, %vector.body841 ]
  %scevgep1278 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12781279 = bitcast double* %scevgep1278 to <4 x double>*
  %scevgep1280 = getelementptr <4 x double>, <4 x double>* %scevgep12781279, i64 -31
  %wide.load849 = load <4 x double>, <4 x double>* %scevgep1280, align 8, !alias.scope !128
  %scevgep1287 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12871288 = bitcast double* %scevgep1287 to <4 x double>*
  %scevgep1289 = getelementptr <4 x double>, <4 x double>* %scevgep12871288, i64 -30
  %wide.load850 = load <4 x double>, <4 x double>* %scevgep1289, align 8, !alias.scope !128
  %scevgep1284 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12841285 = bitcast double* %scevgep1284 to <4 x double>*
  %scevgep1286 = getelementptr <4 x double>, <4 x double>* %scevgep12841285, i64 -29
  %wide.load851 = load <4 x double>, <4 x double>* %scevgep1286, align 8, !alias.scope !128
  %scevgep1281 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12811282 = bitcast double* %scevgep1281 to <4 x double>*
  %scevgep1283 = getelementptr <4 x double>, <4 x double>* %scevgep12811282, i64 -28
  %wide.load852 = load <4 x double>, <4 x double>* %scevgep1283, align 8, !alias.scope !128
  %1256 = fmul <4 x double> %wide.load849, %wide.load849
  %1257 = fmul <4 x double> %wide.load850, %wide.load850
  %1258 = fmul <4 x double> %wide.load851, %wide.load851
  %1259 = fmul <4 x double> %wide.load852, %wide.load852
  %scevgep1374 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13741375 = bitcast double* %scevgep1374 to <4 x double>*
  %scevgep1376 = getelementptr <4 x double>, <4 x double>* %scevgep13741375, i64 -31
  store <4 x double> %1256, <4 x double>* %scevgep1376, align 8, !alias.scope !131, !noalias !128
  %scevgep1383 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13831384 = bitcast double* %scevgep1383 to <4 x double>*
  %scevgep1385 = getelementptr <4 x double>, <4 x double>* %scevgep13831384, i64 -30
  store <4 x double> %1257, <4 x double>* %scevgep1385, align 8, !alias.scope !131, !noalias !128
  %scevgep1380 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13801381 = bitcast double* %scevgep1380 to <4 x double>*
  %scevgep1382 = getelementptr <4 x double>, <4 x double>* %scevgep13801381, i64 -29
  store <4 x double> %1258, <4 x double>* %scevgep1382, align 8, !alias.scope !131, !noalias !128
  %scevgep1377 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13771378 = bitcast double* %scevgep1377 to <4 x double>*
  %scevgep1379 = getelementptr <4 x double>, <4 x double>* %scevgep13771378, i64 -28
  store <4 x double> %1259, <4 x double>* %scevgep1379, align 8, !alias.scope !131, !noalias !128
  %scevgep1264 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12641265 = bitcast double* %scevgep1264 to <4 x double>*
  %scevgep1266 = getelementptr <4 x double>, <4 x double>* %scevgep12641265, i64 -27
  %wide.load849.1 = load <4 x double>, <4 x double>* %scevgep1266, align 8, !alias.scope !128
  %scevgep1261 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12611262 = bitcast double* %scevgep1261 to <4 x double>*
  %scevgep1263 = getelementptr <4 x double>, <4 x double>* %scevgep12611262, i64 -26
  %wide.load850.1 = load <4 x double>, <4 x double>* %scevgep1263, align 8, !alias.scope !128
  %scevgep1258 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12581259 = bitcast double* %scevgep1258 to <4 x double>*
  %scevgep1260 = getelementptr <4 x double>, <4 x double>* %scevgep12581259, i64 -25
  %wide.load851.1 = load <4 x double>, <4 x double>* %scevgep1260, align 8, !alias.scope !128
  %scevgep1255 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12551256 = bitcast double* %scevgep1255 to <4 x double>*
  %scevgep1257 = getelementptr <4 x double>, <4 x double>* %scevgep12551256, i64 -24
  %wide.load852.1 = load <4 x double>, <4 x double>* %scevgep1257, align 8, !alias.scope !128
  %1260 = fmul <4 x double> %wide.load849.1, %wide.load849.1
  %1261 = fmul <4 x double> %wide.load850.1, %wide.load850.1
  %1262 = fmul <4 x double> %wide.load851.1, %wide.load851.1
  %1263 = fmul <4 x double> %wide.load852.1, %wide.load852.1
  %scevgep1360 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13601361 = bitcast double* %scevgep1360 to <4 x double>*
  %scevgep1362 = getelementptr <4 x double>, <4 x double>* %scevgep13601361, i64 -27
  store <4 x double> %1260, <4 x double>* %scevgep1362, align 8, !alias.scope !131, !noalias !128
  %scevgep1357 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13571358 = bitcast double* %scevgep1357 to <4 x double>*
  %scevgep1359 = getelementptr <4 x double>, <4 x double>* %scevgep13571358, i64 -26
  store <4 x double> %1261, <4 x double>* %scevgep1359, align 8, !alias.scope !131, !noalias !128
  %scevgep1354 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13541355 = bitcast double* %scevgep1354 to <4 x double>*
  %scevgep1356 = getelementptr <4 x double>, <4 x double>* %scevgep13541355, i64 -25
  store <4 x double> %1262, <4 x double>* %scevgep1356, align 8, !alias.scope !131, !noalias !128
  %scevgep1351 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13511352 = bitcast double* %scevgep1351 to <4 x double>*
  %scevgep1353 = getelementptr <4 x double>, <4 x double>* %scevgep13511352, i64 -24
  store <4 x double> %1263, <4 x double>* %scevgep1353, align 8, !alias.scope !131, !noalias !128
  %scevgep1252 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12521253 = bitcast double* %scevgep1252 to <4 x double>*
  %scevgep1254 = getelementptr <4 x double>, <4 x double>* %scevgep12521253, i64 -23
  %wide.load849.2 = load <4 x double>, <4 x double>* %scevgep1254, align 8, !alias.scope !128
  %scevgep1249 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12491250 = bitcast double* %scevgep1249 to <4 x double>*
  %scevgep1251 = getelementptr <4 x double>, <4 x double>* %scevgep12491250, i64 -22
  %wide.load850.2 = load <4 x double>, <4 x double>* %scevgep1251, align 8, !alias.scope !128
  %scevgep1246 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12461247 = bitcast double* %scevgep1246 to <4 x double>*
  %scevgep1248 = getelementptr <4 x double>, <4 x double>* %scevgep12461247, i64 -21
  %wide.load851.2 = load <4 x double>, <4 x double>* %scevgep1248, align 8, !alias.scope !128
  %scevgep1243 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12431244 = bitcast double* %scevgep1243 to <4 x double>*
  %scevgep1245 = getelementptr <4 x double>, <4 x double>* %scevgep12431244, i64 -20
  %wide.load852.2 = load <4 x double>, <4 x double>* %scevgep1245, align 8, !alias.scope !128
  %1264 = fmul <4 x double> %wide.load849.2, %wide.load849.2
  %1265 = fmul <4 x double> %wide.load850.2, %wide.load850.2
  %1266 = fmul <4 x double> %wide.load851.2, %wide.load851.2
  %1267 = fmul <4 x double> %wide.load852.2, %wide.load852.2
  %scevgep1348 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13481349 = bitcast double* %scevgep1348 to <4 x double>*
  %scevgep1350 = getelementptr <4 x double>, <4 x double>* %scevgep13481349, i64 -23
  store <4 x double> %1264, <4 x double>* %scevgep1350, align 8, !alias.scope !131, !noalias !128
  %scevgep1345 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13451346 = bitcast double* %scevgep1345 to <4 x double>*
  %scevgep1347 = getelementptr <4 x double>, <4 x double>* %scevgep13451346, i64 -22
  store <4 x double> %1265, <4 x double>* %scevgep1347, align 8, !alias.scope !131, !noalias !128
  %scevgep1342 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13421343 = bitcast double* %scevgep1342 to <4 x double>*
  %scevgep1344 = getelementptr <4 x double>, <4 x double>* %scevgep13421343, i64 -21
  store <4 x double> %1266, <4 x double>* %scevgep1344, align 8, !alias.scope !131, !noalias !128
  %scevgep1339 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13391340 = bitcast double* %scevgep1339 to <4 x double>*
  %scevgep1341 = getelementptr <4 x double>, <4 x double>* %scevgep13391340, i64 -20
  store <4 x double> %1267, <4 x double>* %scevgep1341, align 8, !alias.scope !131, !noalias !128
  %scevgep1240 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12401241 = bitcast double* %scevgep1240 to <4 x double>*
  %scevgep1242 = getelementptr <4 x double>, <4 x double>* %scevgep12401241, i64 -19
  %wide.load849.3 = load <4 x double>, <4 x double>* %scevgep1242, align 8, !alias.scope !128
  %scevgep1237 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12371238 = bitcast double* %scevgep1237 to <4 x double>*
  %scevgep1239 = getelementptr <4 x double>, <4 x double>* %scevgep12371238, i64 -18
  %wide.load850.3 = load <4 x double>, <4 x double>* %scevgep1239, align 8, !alias.scope !128
  %scevgep1234 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12341235 = bitcast double* %scevgep1234 to <4 x double>*
  %scevgep1236 = getelementptr <4 x double>, <4 x double>* %scevgep12341235, i64 -17
  %wide.load851.3 = load <4 x double>, <4 x double>* %scevgep1236, align 8, !alias.scope !128
  %scevgep1231 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12311232 = bitcast double* %scevgep1231 to <4 x double>*
  %scevgep1233 = getelementptr <4 x double>, <4 x double>* %scevgep12311232, i64 -16
  %wide.load852.3 = load <4 x double>, <4 x double>* %scevgep1233, align 8, !alias.scope !128
  %1268 = fmul <4 x double> %wide.load849.3, %wide.load849.3
  %1269 = fmul <4 x double> %wide.load850.3, %wide.load850.3
  %1270 = fmul <4 x double> %wide.load851.3, %wide.load851.3
  %1271 = fmul <4 x double> %wide.load852.3, %wide.load852.3
  %scevgep1336 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13361337 = bitcast double* %scevgep1336 to <4 x double>*
  %scevgep1338 = getelementptr <4 x double>, <4 x double>* %scevgep13361337, i64 -19
  store <4 x double> %1268, <4 x double>* %scevgep1338, align 8, !alias.scope !131, !noalias !128
  %scevgep1333 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13331334 = bitcast double* %scevgep1333 to <4 x double>*
  %scevgep1335 = getelementptr <4 x double>, <4 x double>* %scevgep13331334, i64 -18
  store <4 x double> %1269, <4 x double>* %scevgep1335, align 8, !alias.scope !131, !noalias !128
  %scevgep1330 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13301331 = bitcast double* %scevgep1330 to <4 x double>*
  %scevgep1332 = getelementptr <4 x double>, <4 x double>* %scevgep13301331, i64 -17
  store <4 x double> %1270, <4 x double>* %scevgep1332, align 8, !alias.scope !131, !noalias !128
  %scevgep1327 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13271328 = bitcast double* %scevgep1327 to <4 x double>*
  %scevgep1329 = getelementptr <4 x double>, <4 x double>* %scevgep13271328, i64 -16
  store <4 x double> %1271, <4 x double>* %scevgep1329, align 8, !alias.scope !131, !noalias !128
  %scevgep1228 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12281229 = bitcast double* %scevgep1228 to <4 x double>*
  %scevgep1230 = getelementptr <4 x double>, <4 x double>* %scevgep12281229, i64 -15
  %wide.load849.4 = load <4 x double>, <4 x double>* %scevgep1230, align 8, !alias.scope !128
  %scevgep1225 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12251226 = bitcast double* %scevgep1225 to <4 x double>*
  %scevgep1227 = getelementptr <4 x double>, <4 x double>* %scevgep12251226, i64 -14
  %wide.load850.4 = load <4 x double>, <4 x double>* %scevgep1227, align 8, !alias.scope !128
  %scevgep1222 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12221223 = bitcast double* %scevgep1222 to <4 x double>*
  %scevgep1224 = getelementptr <4 x double>, <4 x double>* %scevgep12221223, i64 -13
  %wide.load851.4 = load <4 x double>, <4 x double>* %scevgep1224, align 8, !alias.scope !128
  %scevgep1219 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12191220 = bitcast double* %scevgep1219 to <4 x double>*
  %scevgep1221 = getelementptr <4 x double>, <4 x double>* %scevgep12191220, i64 -12
  %wide.load852.4 = load <4 x double>, <4 x double>* %scevgep1221, align 8, !alias.scope !128
  %1272 = fmul <4 x double> %wide.load849.4, %wide.load849.4
  %1273 = fmul <4 x double> %wide.load850.4, %wide.load850.4
  %1274 = fmul <4 x double> %wide.load851.4, %wide.load851.4
  %1275 = fmul <4 x double> %wide.load852.4, %wide.load852.4
  %scevgep1324 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13241325 = bitcast double* %scevgep1324 to <4 x double>*
  %scevgep1326 = getelementptr <4 x double>, <4 x double>* %scevgep13241325, i64 -15
  store <4 x double> %1272, <4 x double>* %scevgep1326, align 8, !alias.scope !131, !noalias !128
  %scevgep1321 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13211322 = bitcast double* %scevgep1321 to <4 x double>*
  %scevgep1323 = getelementptr <4 x double>, <4 x double>* %scevgep13211322, i64 -14
  store <4 x double> %1273, <4 x double>* %scevgep1323, align 8, !alias.scope !131, !noalias !128
  %scevgep1318 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13181319 = bitcast double* %scevgep1318 to <4 x double>*
  %scevgep1320 = getelementptr <4 x double>, <4 x double>* %scevgep13181319, i64 -13
  store <4 x double> %1274, <4 x double>* %scevgep1320, align 8, !alias.scope !131, !noalias !128
  %scevgep1315 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13151316 = bitcast double* %scevgep1315 to <4 x double>*
  %scevgep1317 = getelementptr <4 x double>, <4 x double>* %scevgep13151316, i64 -12
  store <4 x double> %1275, <4 x double>* %scevgep1317, align 8, !alias.scope !131, !noalias !128
  %scevgep1216 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12161217 = bitcast double* %scevgep1216 to <4 x double>*
  %scevgep1218 = getelementptr <4 x double>, <4 x double>* %scevgep12161217, i64 -11
  %wide.load849.5 = load <4 x double>, <4 x double>* %scevgep1218, align 8, !alias.scope !128
  %scevgep1213 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12131214 = bitcast double* %scevgep1213 to <4 x double>*
  %scevgep1215 = getelementptr <4 x double>, <4 x double>* %scevgep12131214, i64 -10
  %wide.load850.5 = load <4 x double>, <4 x double>* %scevgep1215, align 8, !alias.scope !128
  %scevgep1210 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12101211 = bitcast double* %scevgep1210 to <4 x double>*
  %scevgep1212 = getelementptr <4 x double>, <4 x double>* %scevgep12101211, i64 -9
  %wide.load851.5 = load <4 x double>, <4 x double>* %scevgep1212, align 8, !alias.scope !128
  %scevgep1207 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12071208 = bitcast double* %scevgep1207 to <4 x double>*
  %scevgep1209 = getelementptr <4 x double>, <4 x double>* %scevgep12071208, i64 -8
  %wide.load852.5 = load <4 x double>, <4 x double>* %scevgep1209, align 8, !alias.scope !128
  %1276 = fmul <4 x double> %wide.load849.5, %wide.load849.5
  %1277 = fmul <4 x double> %wide.load850.5, %wide.load850.5
  %1278 = fmul <4 x double> %wide.load851.5, %wide.load851.5
  %1279 = fmul <4 x double> %wide.load852.5, %wide.load852.5
  %scevgep1312 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13121313 = bitcast double* %scevgep1312 to <4 x double>*
  %scevgep1314 = getelementptr <4 x double>, <4 x double>* %scevgep13121313, i64 -11
  store <4 x double> %1276, <4 x double>* %scevgep1314, align 8, !alias.scope !131, !noalias !128
  %scevgep1309 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13091310 = bitcast double* %scevgep1309 to <4 x double>*
  %scevgep1311 = getelementptr <4 x double>, <4 x double>* %scevgep13091310, i64 -10
  store <4 x double> %1277, <4 x double>* %scevgep1311, align 8, !alias.scope !131, !noalias !128
  %scevgep1306 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13061307 = bitcast double* %scevgep1306 to <4 x double>*
  %scevgep1308 = getelementptr <4 x double>, <4 x double>* %scevgep13061307, i64 -9
  store <4 x double> %1278, <4 x double>* %scevgep1308, align 8, !alias.scope !131, !noalias !128
  %scevgep1303 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13031304 = bitcast double* %scevgep1303 to <4 x double>*
  %scevgep1305 = getelementptr <4 x double>, <4 x double>* %scevgep13031304, i64 -8
  store <4 x double> %1279, <4 x double>* %scevgep1305, align 8, !alias.scope !131, !noalias !128
  %scevgep1204 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12041205 = bitcast double* %scevgep1204 to <4 x double>*
  %scevgep1206 = getelementptr <4 x double>, <4 x double>* %scevgep12041205, i64 -7
  %wide.load849.6 = load <4 x double>, <4 x double>* %scevgep1206, align 8, !alias.scope !128
  %scevgep1201 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12011202 = bitcast double* %scevgep1201 to <4 x double>*
  %scevgep1203 = getelementptr <4 x double>, <4 x double>* %scevgep12011202, i64 -6
  %wide.load850.6 = load <4 x double>, <4 x double>* %scevgep1203, align 8, !alias.scope !128
  %scevgep1198 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep11981199 = bitcast double* %scevgep1198 to <4 x double>*
  %scevgep1200 = getelementptr <4 x double>, <4 x double>* %scevgep11981199, i64 -5
  %wide.load851.6 = load <4 x double>, <4 x double>* %scevgep1200, align 8, !alias.scope !128
  %scevgep1195 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep11951196 = bitcast double* %scevgep1195 to <4 x double>*
  %scevgep1197 = getelementptr <4 x double>, <4 x double>* %scevgep11951196, i64 -4
  %wide.load852.6 = load <4 x double>, <4 x double>* %scevgep1197, align 8, !alias.scope !128
  %1280 = fmul <4 x double> %wide.load849.6, %wide.load849.6
  %1281 = fmul <4 x double> %wide.load850.6, %wide.load850.6
  %1282 = fmul <4 x double> %wide.load851.6, %wide.load851.6
  %1283 = fmul <4 x double> %wide.load852.6, %wide.load852.6
  %scevgep1300 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13001301 = bitcast double* %scevgep1300 to <4 x double>*
  %scevgep1302 = getelementptr <4 x double>, <4 x double>* %scevgep13001301, i64 -7
  store <4 x double> %1280, <4 x double>* %scevgep1302, align 8, !alias.scope !131, !noalias !128
  %scevgep1297 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep12971298 = bitcast double* %scevgep1297 to <4 x double>*
  %scevgep1299 = getelementptr <4 x double>, <4 x double>* %scevgep12971298, i64 -6
  store <4 x double> %1281, <4 x double>* %scevgep1299, align 8, !alias.scope !131, !noalias !128
  %scevgep1294 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep12941295 = bitcast double* %scevgep1294 to <4 x double>*
  %scevgep1296 = getelementptr <4 x double>, <4 x double>* %scevgep12941295, i64 -5
  store <4 x double> %1282, <4 x double>* %scevgep1296, align 8, !alias.scope !131, !noalias !128
  %scevgep1291 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep12911292 = bitcast double* %scevgep1291 to <4 x double>*
  %scevgep1293 = getelementptr <4 x double>, <4 x double>* %scevgep12911292, i64 -4
  store <4 x double> %1283, <4 x double>* %scevgep1293, align 8, !alias.scope !131, !noalias !128
  %scevgep1275 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12751276 = bitcast double* %scevgep1275 to <4 x double>*
  %scevgep1277 = getelementptr <4 x double>, <4 x double>* %scevgep12751276, i64 -3
  %wide.load849.7 = load <4 x double>, <4 x double>* %scevgep1277, align 8, !alias.scope !128
  %scevgep1272 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12721273 = bitcast double* %scevgep1272 to <4 x double>*
  %scevgep1274 = getelementptr <4 x double>, <4 x double>* %scevgep12721273, i64 -2
  %wide.load850.7 = load <4 x double>, <4 x double>* %scevgep1274, align 8, !alias.scope !128
  %scevgep1269 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12691270 = bitcast double* %scevgep1269 to <4 x double>*
  %scevgep1271 = getelementptr <4 x double>, <4 x double>* %scevgep12691270, i64 -1
  %wide.load851.7 = load <4 x double>, <4 x double>* %scevgep1271, align 8, !alias.scope !128
  %scevgep1267 = getelementptr double, double* %scevgep1194, i64 %index848
  %scevgep12671268 = bitcast double* %scevgep1267 to <4 x double>*
  %wide.load852.7 = load <4 x double>, <4 x double>* %scevgep12671268, align 8, !alias.scope !128
  %1284 = fmul <4 x double> %wide.load849.7, %wide.load849.7
  %1285 = fmul <4 x double> %wide.load850.7, %wide.load850.7
  %1286 = fmul <4 x double> %wide.load851.7, %wide.load851.7
  %1287 = fmul <4 x double> %wide.load852.7, %wide.load852.7
  %scevgep1371 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13711372 = bitcast double* %scevgep1371 to <4 x double>*
  %scevgep1373 = getelementptr <4 x double>, <4 x double>* %scevgep13711372, i64 -3
  store <4 x double> %1284, <4 x double>* %scevgep1373, align 8, !alias.scope !131, !noalias !128
  %scevgep1368 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13681369 = bitcast double* %scevgep1368 to <4 x double>*
  %scevgep1370 = getelementptr <4 x double>, <4 x double>* %scevgep13681369, i64 -2
  store <4 x double> %1285, <4 x double>* %scevgep1370, align 8, !alias.scope !131, !noalias !128
  %scevgep1365 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13651366 = bitcast double* %scevgep1365 to <4 x double>*
  %scevgep1367 = getelementptr <4 x double>, <4 x double>* %scevgep13651366, i64 -1
  store <4 x double> %1286, <4 x double>* %scevgep1367, align 8, !alias.scope !131, !noalias !128
  %scevgep1363 = getelementptr double, double* %scevgep1290, i64 %index848
  %scevgep13631364 = bitcast double* %scevgep1363 to <4 x double>*
  store <4 x double> %1287, <4 x double>* %scevgep13631364, align 8, !alias.scope !131, !noalias !128
  %index.next853.7 = add i64 %index848, 128
  %lsr.iv.next1387 = add i64 %lsr.iv1386, -8
  %niter888.ncmp.7 = icmp eq i64 %lsr.iv.next1387, 0
  br i1 %niter888.ncmp.7, label %middle.block839.unr-lcssa, label %vector.body841, !llvm.loop !133

middle.block839.unr-lcssa:                        ; preds = %vector.body841, %vector.ph843
  %index848.unr = phi i64 [ 0, %vector.ph843 ], [ %index.next853.7, %vector.body841 ]
  %lcmp.mod886.not = icmp eq i64 %xtraiter884, 0
  br i1 %lcmp.mod886.not, label %middle.block839, label %vector.body841.epil.preheader

vector.body841.epil.preheader:                    ; preds = %middle.block839.unr-lcssa
  %1288 = add nuw nsw i64 %index848.unr, 12
  %scevgep1166 = getelementptr double, double* %.6.i26299, i64 %1288
  %scevgep1181 = getelementptr double, double* %.6.i119301, i64 %1288
  %1289 = shl nuw nsw i64 %xtraiter884, 7
  br label %vector.body841.epil

vector.body841.epil:                              ; preds = %vector.body841.epil.preheader, %vector.body841.epil
  %lsr.iv1167 = phi i64 [ 0, %vector.body841.epil.preheader ], [ %lsr.iv.next1168, %vector.body841.epil ]
  %1290 = bitcast double* %scevgep1181 to i8*
  %1291 = bitcast double* %scevgep1166 to i8*
  %uglygep1191 = getelementptr i8, i8* %1290, i64 %lsr.iv1167
  %uglygep11911192 = bitcast i8* %uglygep1191 to <4 x double>*
  %scevgep1193 = getelementptr <4 x double>, <4 x double>* %uglygep11911192, i64 -3
  %wide.load849.epil = load <4 x double>, <4 x double>* %scevgep1193, align 8, !alias.scope !128
  %uglygep1188 = getelementptr i8, i8* %1290, i64 %lsr.iv1167
  %uglygep11881189 = bitcast i8* %uglygep1188 to <4 x double>*
  %scevgep1190 = getelementptr <4 x double>, <4 x double>* %uglygep11881189, i64 -2
  %wide.load850.epil = load <4 x double>, <4 x double>* %scevgep1190, align 8, !alias.scope !128
  %uglygep1185 = getelementptr i8, i8* %1290, i64 %lsr.iv1167
  %uglygep11851186 = bitcast i8* %uglygep1185 to <4 x double>*
  %scevgep1187 = getelementptr <4 x double>, <4 x double>* %uglygep11851186, i64 -1
  %wide.load851.epil = load <4 x double>, <4 x double>* %scevgep1187, align 8, !alias.scope !128
  %uglygep1183 = getelementptr i8, i8* %1290, i64 %lsr.iv1167
  %uglygep11831184 = bitcast i8* %uglygep1183 to <4 x double>*
  %wide.load852.epil = load <4 x double>, <4 x double>* %uglygep11831184, align 8, !alias.scope !128
  %1292 = fmul <4 x double> %wide.load849.epil, %wide.load849.epil
  %1293 = fmul <4 x double> %wide.load850.epil, %wide.load850.epil
  %1294 = fmul <4 x double> %wide.load851.epil, %wide.load851.epil
  %1295 = fmul <4 x double> %wide.load852.epil, %wide.load852.epil
  %uglygep1178 = getelementptr i8, i8* %1291, i64 %lsr.iv1167
  %uglygep11781179 = bitcast i8* %uglygep1178 to <4 x double>*
  %scevgep1180 = getelementptr <4 x double>, <4 x double>* %uglygep11781179, i64 -3
  store <4 x double> %1292, <4 x double>* %scevgep1180, align 8, !alias.scope !131, !noalias !128
  %uglygep1175 = getelementptr i8, i8* %1291, i64 %lsr.iv1167
  %uglygep11751176 = bitcast i8* %uglygep1175 to <4 x double>*
  %scevgep1177 = getelementptr <4 x double>, <4 x double>* %uglygep11751176, i64 -2
  store <4 x double> %1293, <4 x double>* %scevgep1177, align 8, !alias.scope !131, !noalias !128
  %uglygep1172 = getelementptr i8, i8* %1291, i64 %lsr.iv1167
  %uglygep11721173 = bitcast i8* %uglygep1172 to <4 x double>*
  %scevgep1174 = getelementptr <4 x double>, <4 x double>* %uglygep11721173, i64 -1
  store <4 x double> %1294, <4 x double>* %scevgep1174, align 8, !alias.scope !131, !noalias !128
  %uglygep1170 = getelementptr i8, i8* %1291, i64 %lsr.iv1167
  %uglygep11701171 = bitcast i8* %uglygep1170 to <4 x double>*
  store <4 x double> %1295, <4 x double>* %uglygep11701171, align 8, !alias.scope !131, !noalias !128
  %lsr.iv.next1168 = add nuw nsw i64 %lsr.iv1167, 128
  %epil.iter885.cmp.not = icmp eq i64 %1289, %lsr.iv.next1168
  br i1 %epil.iter885.cmp.not, label %middle.block839, label %vector.body841.epil, !llvm.loop !134

middle.block839:                                  ; preds = %vector.body841.epil, %middle.block839.unr-lcssa
  %cmp.n847 = icmp eq i64 %dest_shape.1.1, %n.vec845
  br i1 %cmp.n847, label %for.end.2, label %for.body.2.us.preheader859

for.body.2.us.preheader859:                       ; preds = %vector.memcheck829, %for.body.2.us.preheader, %middle.block839
  %loop.index.2286.us.ph = phi i64 [ 0, %vector.memcheck829 ], [ 0, %for.body.2.us.preheader ], [ %n.vec845, %middle.block839 ]
  %1296 = xor i64 %loop.index.2286.us.ph, -1
  %1297 = add i64 %dest_shape.1.1, %1296
  %xtraiter882 = and i64 %dest_shape.1.1, 7
  %lcmp.mod883.not = icmp eq i64 %xtraiter882, 0
  br i1 %lcmp.mod883.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader859
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv1164 = phi i64 [ %xtraiter882, %for.body.2.us.prol.preheader ], [ %lsr.iv.next1165, %for.body.2.us.prol ]
  %loop.index.2286.us.prol = phi i64 [ %.1210.us.prol, %for.body.2.us.prol ], [ %loop.index.2286.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep1163 = getelementptr double, double* %.6.i119301, i64 %loop.index.2286.us.prol
  %.1172411.us.prol = load double, double* %scevgep1163, align 8
  %.6.i.us.prol = fmul double %.1172411.us.prol, %.1172411.us.prol
  %scevgep1162 = getelementptr double, double* %.6.i26299, i64 %loop.index.2286.us.prol
  store double %.6.i.us.prol, double* %scevgep1162, align 8
  %.1210.us.prol = add nuw i64 %loop.index.2286.us.prol, 1
  %lsr.iv.next1165 = add nsw i64 %lsr.iv1164, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1165, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !135

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader859
  %loop.index.2286.us.unr = phi i64 [ %loop.index.2286.us.ph, %for.body.2.us.preheader859 ], [ %.1210.us.prol, %for.body.2.us.prol ]
  %1298 = icmp ult i64 %1297, 7
  br i1 %1298, label %for.end.2, label %for.body.2.us.preheader960

for.body.2.us.preheader960:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader960, %for.body.2.us
  %loop.index.2286.us = phi i64 [ %.1210.us.7, %for.body.2.us ], [ %loop.index.2286.us.unr, %for.body.2.us.preheader960 ]
  %sunkaddr3372 = mul i64 %loop.index.2286.us, 8
  %1299 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3373 = getelementptr i8, i8* %1299, i64 %sunkaddr3372
  %1300 = bitcast i8* %sunkaddr3373 to double*
  %.1172411.us = load double, double* %1300, align 8
  %.6.i.us = fmul double %.1172411.us, %.1172411.us
  %sunkaddr3374 = mul i64 %loop.index.2286.us, 8
  %1301 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3375 = getelementptr i8, i8* %1301, i64 %sunkaddr3374
  %1302 = bitcast i8* %sunkaddr3375 to double*
  store double %.6.i.us, double* %1302, align 8
  %sunkaddr3376 = mul i64 %loop.index.2286.us, 8
  %1303 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3377 = getelementptr i8, i8* %1303, i64 %sunkaddr3376
  %sunkaddr3378 = getelementptr i8, i8* %sunkaddr3377, i64 8
  %1304 = bitcast i8* %sunkaddr3378 to double*
  %.1172411.us.1 = load double, double* %1304, align 8
  %.6.i.us.1 = fmul double %.1172411.us.1, %.1172411.us.1
  %sunkaddr3379 = mul i64 %loop.index.2286.us, 8
  %1305 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3380 = getelementptr i8, i8* %1305, i64 %sunkaddr3379
  %sunkaddr3381 = getelementptr i8, i8* %sunkaddr3380, i64 8
  %1306 = bitcast i8* %sunkaddr3381 to double*
  store double %.6.i.us.1, double* %1306, align 8
  %sunkaddr3382 = mul i64 %loop.index.2286.us, 8
  %1307 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3383 = getelementptr i8, i8* %1307, i64 %sunkaddr3382
  %sunkaddr3384 = getelementptr i8, i8* %sunkaddr3383, i64 16
  %1308 = bitcast i8* %sunkaddr3384 to double*
  %.1172411.us.2 = load double, double* %1308, align 8
  %.6.i.us.2 = fmul double %.1172411.us.2, %.1172411.us.2
  %sunkaddr3385 = mul i64 %loop.index.2286.us, 8
  %1309 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3386 = getelementptr i8, i8* %1309, i64 %sunkaddr3385
  %sunkaddr3387 = getelementptr i8, i8* %sunkaddr3386, i64 16
  %1310 = bitcast i8* %sunkaddr3387 to double*
  store double %.6.i.us.2, double* %1310, align 8
  %sunkaddr3388 = mul i64 %loop.index.2286.us, 8
  %1311 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3389 = getelementptr i8, i8* %1311, i64 %sunkaddr3388
  %sunkaddr3390 = getelementptr i8, i8* %sunkaddr3389, i64 24
  %1312 = bitcast i8* %sunkaddr3390 to double*
  %.1172411.us.3 = load double, double* %1312, align 8
  %.6.i.us.3 = fmul double %.1172411.us.3, %.1172411.us.3
  %sunkaddr3391 = mul i64 %loop.index.2286.us, 8
  %1313 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3392 = getelementptr i8, i8* %1313, i64 %sunkaddr3391
  %sunkaddr3393 = getelementptr i8, i8* %sunkaddr3392, i64 24
  %1314 = bitcast i8* %sunkaddr3393 to double*
  store double %.6.i.us.3, double* %1314, align 8
  %sunkaddr3394 = mul i64 %loop.index.2286.us, 8
  %1315 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3395 = getelementptr i8, i8* %1315, i64 %sunkaddr3394
  %sunkaddr3396 = getelementptr i8, i8* %sunkaddr3395, i64 32
  %1316 = bitcast i8* %sunkaddr3396 to double*
  %.1172411.us.4 = load double, double* %1316, align 8
  %.6.i.us.4 = fmul double %.1172411.us.4, %.1172411.us.4
  %sunkaddr3397 = mul i64 %loop.index.2286.us, 8
  %1317 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3398 = getelementptr i8, i8* %1317, i64 %sunkaddr3397
  %sunkaddr3399 = getelementptr i8, i8* %sunkaddr3398, i64 32
  %1318 = bitcast i8* %sunkaddr3399 to double*
  store double %.6.i.us.4, double* %1318, align 8
  %sunkaddr3400 = mul i64 %loop.index.2286.us, 8
  %1319 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3401 = getelementptr i8, i8* %1319, i64 %sunkaddr3400
  %sunkaddr3402 = getelementptr i8, i8* %sunkaddr3401, i64 40
  %1320 = bitcast i8* %sunkaddr3402 to double*
  %.1172411.us.5 = load double, double* %1320, align 8
  %.6.i.us.5 = fmul double %.1172411.us.5, %.1172411.us.5
  %sunkaddr3403 = mul i64 %loop.index.2286.us, 8
  %1321 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3404 = getelementptr i8, i8* %1321, i64 %sunkaddr3403
  %sunkaddr3405 = getelementptr i8, i8* %sunkaddr3404, i64 40
  %1322 = bitcast i8* %sunkaddr3405 to double*
  store double %.6.i.us.5, double* %1322, align 8
  %sunkaddr3406 = mul i64 %loop.index.2286.us, 8
  %1323 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3407 = getelementptr i8, i8* %1323, i64 %sunkaddr3406
  %sunkaddr3408 = getelementptr i8, i8* %sunkaddr3407, i64 48
  %1324 = bitcast i8* %sunkaddr3408 to double*
  %.1172411.us.6 = load double, double* %1324, align 8
  %.6.i.us.6 = fmul double %.1172411.us.6, %.1172411.us.6
  %sunkaddr3409 = mul i64 %loop.index.2286.us, 8
  %1325 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3410 = getelementptr i8, i8* %1325, i64 %sunkaddr3409
  %sunkaddr3411 = getelementptr i8, i8* %sunkaddr3410, i64 48
  %1326 = bitcast i8* %sunkaddr3411 to double*
  store double %.6.i.us.6, double* %1326, align 8
  %sunkaddr3412 = mul i64 %loop.index.2286.us, 8
  %1327 = bitcast double* %.6.i119301 to i8*
  %sunkaddr3413 = getelementptr i8, i8* %1327, i64 %sunkaddr3412
  %sunkaddr3414 = getelementptr i8, i8* %sunkaddr3413, i64 56
  %1328 = bitcast i8* %sunkaddr3414 to double*
  %.1172411.us.7 = load double, double* %1328, align 8
  %.6.i.us.7 = fmul double %.1172411.us.7, %.1172411.us.7
  %sunkaddr3415 = mul i64 %loop.index.2286.us, 8
  %1329 = bitcast double* %.6.i26299 to i8*
  %sunkaddr3416 = getelementptr i8, i8* %1329, i64 %sunkaddr3415
  %sunkaddr3417 = getelementptr i8, i8* %sunkaddr3416, i64 56
  %1330 = bitcast i8* %sunkaddr3417 to double*
  store double %.6.i.us.7, double* %1330, align 8
  %.1210.us.7 = add nuw nsw i64 %loop.index.2286.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1.1, %.1210.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !136

for.end.2.thread:                                 ; preds = %for.body.2.preheader
  %.1172411 = load double, double* %.6.i119301, align 8
  %.6.i = fmul double %.1172411, %.1172411
  store double %.6.i, double* %.6.i26299, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i120)
  br label %B50.endif.preheader.i

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block839, %B166.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i120)
  %.68.i = icmp eq i64 %dest_shape.1.1, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2.thread, %for.end.2
  %dest_shape.1.1548560 = phi i64 [ 1, %for.end.2.thread ], [ %dest_shape.1.1, %for.end.2 ]
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1.1548560, i64 1) #6
  %1331 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1332 = icmp ult i64 %1331, 7
  br i1 %1332, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const2816 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const2816
  %1333 = add nsw i64 %unroll_iter.i, -8
  %1334 = lshr exact i64 %1333, 3
  %1335 = add nuw nsw i64 %1334, 1
  %xtraiter = and i64 %1335, 7
  %1336 = icmp ult i64 %1333, 56
  br i1 %1336, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %1335, 4611686018427387896
  %scevgep1000 = getelementptr double, double* %.6.i26299, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %1337 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep976 = getelementptr double, double* %.6.i26299, i64 %1337
  %1338 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %1339 = bitcast double* %scevgep976 to i8*
  %uglygep997 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep997998 = bitcast i8* %uglygep997 to double*
  %scevgep999 = getelementptr double, double* %uglygep997998, i64 -7
  %.236.i.epil = load double, double* %scevgep999, align 8, !noalias !137
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep994 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep994995 = bitcast i8* %uglygep994 to double*
  %scevgep996 = getelementptr double, double* %uglygep994995, i64 -6
  %.236.1.i.epil = load double, double* %scevgep996, align 8, !noalias !137
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep991 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep991992 = bitcast i8* %uglygep991 to double*
  %scevgep993 = getelementptr double, double* %uglygep991992, i64 -5
  %.236.2.i.epil = load double, double* %scevgep993, align 8, !noalias !137
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep988 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep988989 = bitcast i8* %uglygep988 to double*
  %scevgep990 = getelementptr double, double* %uglygep988989, i64 -4
  %.236.3.i.epil = load double, double* %scevgep990, align 8, !noalias !137
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep985 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep985986 = bitcast i8* %uglygep985 to double*
  %scevgep987 = getelementptr double, double* %uglygep985986, i64 -3
  %.236.4.i.epil = load double, double* %scevgep987, align 8, !noalias !137
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep982 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep982983 = bitcast i8* %uglygep982 to double*
  %scevgep984 = getelementptr double, double* %uglygep982983, i64 -2
  %.236.5.i.epil = load double, double* %scevgep984, align 8, !noalias !137
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep979 = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep979980 = bitcast i8* %uglygep979 to double*
  %scevgep981 = getelementptr double, double* %uglygep979980, i64 -1
  %.236.6.i.epil = load double, double* %scevgep981, align 8, !noalias !137
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %1339, i64 %lsr.iv
  %uglygep978 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep978, align 8, !noalias !137
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %1338, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !140, !llvm.loop !141

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i26299, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep975 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep975, align 8, !noalias !137
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !140, !llvm.loop !142

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv1128 = phi i64 [ %lsr.iv.next1129, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep1126 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1127 = getelementptr double, double* %scevgep1126, i64 -63
  %.236.i = load double, double* %scevgep1127, align 8, !noalias !137
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep1124 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1125 = getelementptr double, double* %scevgep1124, i64 -62
  %.236.1.i = load double, double* %scevgep1125, align 8, !noalias !137
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1122 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1123 = getelementptr double, double* %scevgep1122, i64 -61
  %.236.2.i = load double, double* %scevgep1123, align 8, !noalias !137
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1120 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1121 = getelementptr double, double* %scevgep1120, i64 -60
  %.236.3.i = load double, double* %scevgep1121, align 8, !noalias !137
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1118 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1119 = getelementptr double, double* %scevgep1118, i64 -59
  %.236.4.i = load double, double* %scevgep1119, align 8, !noalias !137
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1116 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1117 = getelementptr double, double* %scevgep1116, i64 -58
  %.236.5.i = load double, double* %scevgep1117, align 8, !noalias !137
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1114 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1115 = getelementptr double, double* %scevgep1114, i64 -57
  %.236.6.i = load double, double* %scevgep1115, align 8, !noalias !137
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1112 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1113 = getelementptr double, double* %scevgep1112, i64 -56
  %.236.7.i = load double, double* %scevgep1113, align 8, !noalias !137
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1081 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1082 = getelementptr double, double* %scevgep1081, i64 -55
  %.236.i.1 = load double, double* %scevgep1082, align 8, !noalias !137
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1083 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1084 = getelementptr double, double* %scevgep1083, i64 -54
  %.236.1.i.1 = load double, double* %scevgep1084, align 8, !noalias !137
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1085 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1086 = getelementptr double, double* %scevgep1085, i64 -53
  %.236.2.i.1 = load double, double* %scevgep1086, align 8, !noalias !137
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1087 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1088 = getelementptr double, double* %scevgep1087, i64 -52
  %.236.3.i.1 = load double, double* %scevgep1088, align 8, !noalias !137
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1089 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1090 = getelementptr double, double* %scevgep1089, i64 -51
  %.236.4.i.1 = load double, double* %scevgep1090, align 8, !noalias !137
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1091 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1092 = getelementptr double, double* %scevgep1091, i64 -50
  %.236.5.i.1 = load double, double* %scevgep1092, align 8, !noalias !137
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1093 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1094 = getelementptr double, double* %scevgep1093, i64 -49
  %.236.6.i.1 = load double, double* %scevgep1094, align 8, !noalias !137
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1095 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1096 = getelementptr double, double* %scevgep1095, i64 -48
  %.236.7.i.1 = load double, double* %scevgep1096, align 8, !noalias !137
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep1065 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1066 = getelementptr double, double* %scevgep1065, i64 -47
  %.236.i.2 = load double, double* %scevgep1066, align 8, !noalias !137
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep1067 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1068 = getelementptr double, double* %scevgep1067, i64 -46
  %.236.1.i.2 = load double, double* %scevgep1068, align 8, !noalias !137
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep1069 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1070 = getelementptr double, double* %scevgep1069, i64 -45
  %.236.2.i.2 = load double, double* %scevgep1070, align 8, !noalias !137
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep1071 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1072 = getelementptr double, double* %scevgep1071, i64 -44
  %.236.3.i.2 = load double, double* %scevgep1072, align 8, !noalias !137
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep1073 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1074 = getelementptr double, double* %scevgep1073, i64 -43
  %.236.4.i.2 = load double, double* %scevgep1074, align 8, !noalias !137
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep1075 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1076 = getelementptr double, double* %scevgep1075, i64 -42
  %.236.5.i.2 = load double, double* %scevgep1076, align 8, !noalias !137
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1077 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1078 = getelementptr double, double* %scevgep1077, i64 -41
  %.236.6.i.2 = load double, double* %scevgep1078, align 8, !noalias !137
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1079 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1080 = getelementptr double, double* %scevgep1079, i64 -40
  %.236.7.i.2 = load double, double* %scevgep1080, align 8, !noalias !137
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1049 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1050 = getelementptr double, double* %scevgep1049, i64 -39
  %.236.i.3 = load double, double* %scevgep1050, align 8, !noalias !137
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1051 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1052 = getelementptr double, double* %scevgep1051, i64 -38
  %.236.1.i.3 = load double, double* %scevgep1052, align 8, !noalias !137
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep1053 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1054 = getelementptr double, double* %scevgep1053, i64 -37
  %.236.2.i.3 = load double, double* %scevgep1054, align 8, !noalias !137
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep1055 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1056 = getelementptr double, double* %scevgep1055, i64 -36
  %.236.3.i.3 = load double, double* %scevgep1056, align 8, !noalias !137
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep1057 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1058 = getelementptr double, double* %scevgep1057, i64 -35
  %.236.4.i.3 = load double, double* %scevgep1058, align 8, !noalias !137
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep1059 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1060 = getelementptr double, double* %scevgep1059, i64 -34
  %.236.5.i.3 = load double, double* %scevgep1060, align 8, !noalias !137
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep1061 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1062 = getelementptr double, double* %scevgep1061, i64 -33
  %.236.6.i.3 = load double, double* %scevgep1062, align 8, !noalias !137
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep1063 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1064 = getelementptr double, double* %scevgep1063, i64 -32
  %.236.7.i.3 = load double, double* %scevgep1064, align 8, !noalias !137
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1033 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1034 = getelementptr double, double* %scevgep1033, i64 -31
  %.236.i.4 = load double, double* %scevgep1034, align 8, !noalias !137
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1035 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1036 = getelementptr double, double* %scevgep1035, i64 -30
  %.236.1.i.4 = load double, double* %scevgep1036, align 8, !noalias !137
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1037 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1038 = getelementptr double, double* %scevgep1037, i64 -29
  %.236.2.i.4 = load double, double* %scevgep1038, align 8, !noalias !137
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1039 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1040 = getelementptr double, double* %scevgep1039, i64 -28
  %.236.3.i.4 = load double, double* %scevgep1040, align 8, !noalias !137
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1041 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1042 = getelementptr double, double* %scevgep1041, i64 -27
  %.236.4.i.4 = load double, double* %scevgep1042, align 8, !noalias !137
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1043 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1044 = getelementptr double, double* %scevgep1043, i64 -26
  %.236.5.i.4 = load double, double* %scevgep1044, align 8, !noalias !137
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1045 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1046 = getelementptr double, double* %scevgep1045, i64 -25
  %.236.6.i.4 = load double, double* %scevgep1046, align 8, !noalias !137
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1047 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1048 = getelementptr double, double* %scevgep1047, i64 -24
  %.236.7.i.4 = load double, double* %scevgep1048, align 8, !noalias !137
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1017 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1018 = getelementptr double, double* %scevgep1017, i64 -23
  %.236.i.5 = load double, double* %scevgep1018, align 8, !noalias !137
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1019 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1020 = getelementptr double, double* %scevgep1019, i64 -22
  %.236.1.i.5 = load double, double* %scevgep1020, align 8, !noalias !137
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1021 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 -21
  %.236.2.i.5 = load double, double* %scevgep1022, align 8, !noalias !137
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1023 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1024 = getelementptr double, double* %scevgep1023, i64 -20
  %.236.3.i.5 = load double, double* %scevgep1024, align 8, !noalias !137
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1025 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1026 = getelementptr double, double* %scevgep1025, i64 -19
  %.236.4.i.5 = load double, double* %scevgep1026, align 8, !noalias !137
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1027 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1028 = getelementptr double, double* %scevgep1027, i64 -18
  %.236.5.i.5 = load double, double* %scevgep1028, align 8, !noalias !137
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1029 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1030 = getelementptr double, double* %scevgep1029, i64 -17
  %.236.6.i.5 = load double, double* %scevgep1030, align 8, !noalias !137
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1031 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1032 = getelementptr double, double* %scevgep1031, i64 -16
  %.236.7.i.5 = load double, double* %scevgep1032, align 8, !noalias !137
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1001 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1002 = getelementptr double, double* %scevgep1001, i64 -15
  %.236.i.6 = load double, double* %scevgep1002, align 8, !noalias !137
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1003 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1004 = getelementptr double, double* %scevgep1003, i64 -14
  %.236.1.i.6 = load double, double* %scevgep1004, align 8, !noalias !137
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1005 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 -13
  %.236.2.i.6 = load double, double* %scevgep1006, align 8, !noalias !137
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1007 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 -12
  %.236.3.i.6 = load double, double* %scevgep1008, align 8, !noalias !137
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1009 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 -11
  %.236.4.i.6 = load double, double* %scevgep1010, align 8, !noalias !137
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1011 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1012 = getelementptr double, double* %scevgep1011, i64 -10
  %.236.5.i.6 = load double, double* %scevgep1012, align 8, !noalias !137
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1013 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1014 = getelementptr double, double* %scevgep1013, i64 -9
  %.236.6.i.6 = load double, double* %scevgep1014, align 8, !noalias !137
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1015 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1016 = getelementptr double, double* %scevgep1015, i64 -8
  %.236.7.i.6 = load double, double* %scevgep1016, align 8, !noalias !137
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1097 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1098 = getelementptr double, double* %scevgep1097, i64 -7
  %.236.i.7 = load double, double* %scevgep1098, align 8, !noalias !137
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1099 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1100 = getelementptr double, double* %scevgep1099, i64 -6
  %.236.1.i.7 = load double, double* %scevgep1100, align 8, !noalias !137
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1101 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1102 = getelementptr double, double* %scevgep1101, i64 -5
  %.236.2.i.7 = load double, double* %scevgep1102, align 8, !noalias !137
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1103 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1104 = getelementptr double, double* %scevgep1103, i64 -4
  %.236.3.i.7 = load double, double* %scevgep1104, align 8, !noalias !137
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1105 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1106 = getelementptr double, double* %scevgep1105, i64 -3
  %.236.4.i.7 = load double, double* %scevgep1106, align 8, !noalias !137
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1107 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1108 = getelementptr double, double* %scevgep1107, i64 -2
  %.236.5.i.7 = load double, double* %scevgep1108, align 8, !noalias !137
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1109 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %scevgep1110 = getelementptr double, double* %scevgep1109, i64 -1
  %.236.6.i.7 = load double, double* %scevgep1110, align 8, !noalias !137
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep1111 = getelementptr double, double* %scevgep1000, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep1111, align 8, !noalias !137
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1129 = add i64 %lsr.iv1128, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next1129, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.euler_rates, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr9 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr11 to i64*
  %.53 = load i64, i64* %12, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %13 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr12 to double**
  %.60.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr13 to i64*
  %.60.fca.5.0.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #3
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %18 = icmp sgt i32 %.75, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !143

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f5564801e10>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = !{!22}
!22 = distinct !{!22, !18}
!23 = !{!17, !20}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !27}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = !{!35}
!35 = distinct !{!35, !31}
!36 = !{!30, !33}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !27}
!39 = distinct !{!39, !27}
!40 = distinct !{!40, !25}
!41 = distinct !{!41, !25}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = distinct !{!50, !25}
!51 = distinct !{!51, !27}
!52 = distinct !{!52, !27}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = !{!59}
!59 = distinct !{!59, !55}
!60 = !{!57, !54}
!61 = distinct !{!61, !25}
!62 = distinct !{!62, !27}
!63 = distinct !{!63, !27}
!64 = distinct !{!64, !25}
!65 = distinct !{!65, !25}
!66 = !{!67, !69, !70, !72}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = !{!79}
!79 = distinct !{!79, !75}
!80 = !{!77, !74}
!81 = distinct !{!81, !25}
!82 = distinct !{!82, !27}
!83 = distinct !{!83, !27}
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !{!88}
!88 = distinct !{!88, !86}
!89 = !{!90}
!90 = distinct !{!90, !86}
!91 = !{!85, !88}
!92 = distinct !{!92, !25}
!93 = distinct !{!93, !27}
!94 = distinct !{!94, !27}
!95 = distinct !{!95, !25}
!96 = distinct !{!96, !25}
!97 = !{!98}
!98 = distinct !{!98, !99}
!99 = distinct !{!99, !"LVerDomain"}
!100 = !{!101}
!101 = distinct !{!101, !99}
!102 = !{!103}
!103 = distinct !{!103, !99}
!104 = !{!98, !101}
!105 = distinct !{!105, !25}
!106 = distinct !{!106, !27}
!107 = distinct !{!107, !27}
!108 = !{!109}
!109 = distinct !{!109, !110}
!110 = distinct !{!110, !"LVerDomain"}
!111 = !{!112}
!112 = distinct !{!112, !110}
!113 = !{!114}
!114 = distinct !{!114, !110}
!115 = !{!109, !112}
!116 = distinct !{!116, !25}
!117 = distinct !{!117, !27}
!118 = distinct !{!118, !27}
!119 = distinct !{!119, !25}
!120 = distinct !{!120, !25}
!121 = !{!122, !124, !125, !127}
!122 = distinct !{!122, !123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!123 = distinct !{!123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!124 = distinct !{!124, !123, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!125 = distinct !{!125, !126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!126 = distinct !{!126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!127 = distinct !{!127, !126, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!128 = !{!129}
!129 = distinct !{!129, !130}
!130 = distinct !{!130, !"LVerDomain"}
!131 = !{!132}
!132 = distinct !{!132, !130}
!133 = distinct !{!133, !25}
!134 = distinct !{!134, !27}
!135 = distinct !{!135, !27}
!136 = distinct !{!136, !25}
!137 = !{!138}
!138 = distinct !{!138, !139, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!139 = distinct !{!139, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!140 = !{!"branch_weights", i32 1, i32 7}
!141 = distinct !{!141, !27}
!142 = distinct !{!142, !27}
!143 = !{!"branch_weights", i32 99, i32 1}
