; ModuleID = 'euler_rates'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140244154967296 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140244154967296.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140244154967296 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140244154967296, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244154967296.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140244152639680 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.140244152639680.sha1 = internal constant [20 x i8] c"\93;eT(\91\00\DCdB\A1-\B0\DA\07\E5q=\1F\DE"
@.const.picklebuf.140244152639680 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140244152639680, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244152639680.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140244154203136 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 2 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.140244154203136.sha1 = internal constant [20 x i8] c"\8Bx\C9l\98j[\C4G\09\C8\C2w\D6\8B\C8\CE}\9E\85"
@.const.picklebuf.140244154203136 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140244154203136, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244154203136.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140244154096768 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 4 to output array\0AFile \22numba/np/npyimpl.py\22, line 375, \94\85\94N\87\94."
@.const.pickledata.140244154096768.sha1 = internal constant [20 x i8] c"D\15\A8+\E9<\F9\84\98\16B\04\CD\1B\16,\AA{\97\CD"
@.const.picklebuf.140244154096768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140244154096768, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244154096768.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140244154017728 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140244154017728.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140244154017728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140244154017728, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244154017728.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f8d2307ab10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f8d2307ab10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140244154089600.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140244154089600.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140244154089600.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140244154089600.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140244154089600.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8d230ce5d0B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8d230ce6d0B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f8d23061a90B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, i8* %arg.k.0, i8* nocapture readnone %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, double* nocapture readonly %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  tail call void @NRT_incref(i8* %arg.k.0)
  %.52 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.54 = extractvalue { i64, i1 } %.52, 1
  br i1 %.54, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B0.endif.endif.endif.endif, %for.end.1
  %y.2.sroa.0.0483 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i119, %for.end.1 ]
  %y.2.sroa.60.0481 = phi double* [ %.91, %B0.endif.endif.endif.endif ], [ %.6.i118300, %for.end.1 ]
  %y.2.sroa.75.0480 = phi i64 [ %arg.y0.5.0, %B0.endif.endif.endif.endif ], [ %dest_shape.1.1, %for.end.1 ]
  %.214479 = phi i64 [ 20, %B0.endif.endif.endif.endif ], [ %.224, %for.end.1 ]
  %0 = icmp eq i64 %arg.k.5.0, 1
  %.224 = add nsw i64 %.214479, -1
  br i1 %0, label %B128.i46, label %B90.i43

common.ret:                                       ; preds = %B166.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.end...endif.1.if, %B0.endif.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B76.endif.endif.endif.end...if.1, %B76.endif.endif.endif.end...endif.if, %B76.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.if ], [ 1, %B76.endif.endif.endif.end...if.1 ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B166.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.1.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154967296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.53 = extractvalue { i64, i1 } %.52, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.53, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154089600.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to i8**
  %.6.i23 = load i8*, i8** %1, align 8
  %.91 = bitcast i8* %.6.i23 to double*
  %.117 = bitcast double* %arg.y0.4 to i8*
  %.118 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i23, i8* align 1 %.117, i64 %.118, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  br label %B76

B90.i43:                                          ; preds = %B76
  %.71.not.i40 = icmp eq i64 %y.2.sroa.75.0480, %arg.k.5.0
  %.76.not.i41 = icmp eq i64 %y.2.sroa.75.0480, 1
  %or.cond.i42 = or i1 %.76.not.i41, %.71.not.i40
  br i1 %or.cond.i42, label %B90.i86, label %B76.endif.endif.endif.if

B128.i46:                                         ; preds = %B76
  %.101.not.i45 = icmp eq i64 %y.2.sroa.75.0480, 1
  br i1 %.101.not.i45, label %B76.endif.endif.endif.end...endif.endif.endif.endif, label %B90.i86

B76.endif.endif.endif.if:                         ; preds = %B90.i43
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244152639680, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B90.i86:                                          ; preds = %B90.i43, %B128.i46
  %dest_shape.1412.ph = phi i64 [ %y.2.sroa.75.0480, %B128.i46 ], [ %arg.k.5.0, %B90.i43 ]
  %.71.not.i83 = icmp eq i64 %y.2.sroa.75.0480, %dest_shape.1412.ph
  %.76.not.i84 = icmp eq i64 %y.2.sroa.75.0480, 1
  %or.cond.i85 = or i1 %.76.not.i84, %.71.not.i83
  br i1 %or.cond.i85, label %B90.i136, label %B76.endif.endif.endif.endif.endif.if

B76.endif.endif.endif.endif.endif.if:             ; preds = %B90.i86
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154203136, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B90.i136:                                         ; preds = %B90.i86
  %2 = icmp eq i64 %y.2.sroa.75.0480, 1
  %.71.not.i133 = icmp eq i64 %y.2.sroa.75.0480, %dest_shape.1412.ph
  %or.cond.i135 = or i1 %2, %.71.not.i133
  br i1 %or.cond.i135, label %B76.endif.endif.endif.end...endif.endif.endif.endif, label %B76.endif.endif.endif.end...endif.if

B76.endif.endif.endif.end...endif.if:             ; preds = %B90.i136
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154096768, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif.endif.endif.endif: ; preds = %B90.i136, %B128.i46
  %dest_shape.5 = phi i64 [ 1, %B128.i46 ], [ %dest_shape.1412.ph, %B90.i136 ]
  %.553 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.5, i64 8)
  %.555 = extractvalue { i64, i1 } %.553, 1
  br i1 %.555, label %B76.endif.endif.endif.end...if.1, label %B76.endif.endif.endif.end...endif.1, !prof !0

B76.endif.endif.endif.end...if.1:                 ; preds = %B76.endif.endif.endif.end...endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154967296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif.1:              ; preds = %B76.endif.endif.endif.end...endif.endif.endif.endif
  %.554 = extractvalue { i64, i1 } %.553, 0
  %.7.i.i190 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.554, i32 32), !noalias !9
  %.8.i.i191 = icmp eq i8* %.7.i.i190, null
  br i1 %.8.i.i191, label %B76.endif.endif.endif.end...endif.1.if, label %B76.endif.endif.endif.end...endif.1.endif, !prof !0

B76.endif.endif.endif.end...endif.1.if:           ; preds = %B76.endif.endif.endif.end...endif.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154089600.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.end...endif.1.endif:        ; preds = %B76.endif.endif.endif.end...endif.1
  %.5.i188 = getelementptr i8, i8* %.7.i.i190, i64 24
  %3 = bitcast i8* %.5.i188 to double**
  %.6.i189299 = load double*, double** %3, align 8
  %.637286 = icmp sgt i64 %dest_shape.5, 0
  br i1 %.637286, label %for.body.preheader, label %B90.i157

for.body.preheader:                               ; preds = %B76.endif.endif.endif.end...endif.1.endif
  %4 = add i64 %dest_shape.5, -1
  %xtraiter509 = and i64 %dest_shape.5, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %B128.i181.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %6 = lshr i64 %dest_shape.5, 3
  %7 = mul i64 %6, -8
  br label %for.body

for.body:                                         ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.7, %for.body.preheader.new
  %lsr.iv700 = phi i64 [ %lsr.iv.next701, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ], [ 3, %for.body.preheader.new ]
  %.633.0292 = phi i64 [ 0, %for.body.preheader.new ], [ %.633.1.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %.630.0291 = phi i64 [ 0, %for.body.preheader.new ], [ %.630.1383.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %.627.0290 = phi i64 [ 0, %for.body.preheader.new ], [ %.627.1358373.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %.624.0289 = phi i64 [ 0, %for.body.preheader.new ], [ %.624.1339352379.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %.621.0288 = phi i64 [ 0, %for.body.preheader.new ], [ %.621.1326337354377.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %.618.0287 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select418.7, %for.body.endif.endif.endif.endif.endif.endif.endif.7 ]
  %8 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %9 = icmp ugt i64 %arg.k.5.0, 1
  %10 = add i64 %lsr.iv700, -3
  %spec.select418 = select i1 %9, i64 %10, i64 %.618.0287
  %.646 = getelementptr double, double* %arg.k.4, i64 %spec.select418
  %.647 = load double, double* %.646, align 8
  br i1 %8, label %for.body.endif.endif.endif.endif.endif.if, label %for.body.endif.endif.endif.endif.endif.endif.endif

B128.i181.unr-lcssa.loopexit:                     ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.7
  %11 = add i64 %lsr.iv.next701, -3
  br label %B128.i181.unr-lcssa

B128.i181.unr-lcssa:                              ; preds = %B128.i181.unr-lcssa.loopexit, %for.body.preheader
  %loop.index293.unr = phi i64 [ 0, %for.body.preheader ], [ %11, %B128.i181.unr-lcssa.loopexit ]
  %.633.0292.unr = phi i64 [ 0, %for.body.preheader ], [ %.633.1.7, %B128.i181.unr-lcssa.loopexit ]
  %.630.0291.unr = phi i64 [ 0, %for.body.preheader ], [ %.630.1383.7, %B128.i181.unr-lcssa.loopexit ]
  %.627.0290.unr = phi i64 [ 0, %for.body.preheader ], [ %.627.1358373.7, %B128.i181.unr-lcssa.loopexit ]
  %.624.0289.unr = phi i64 [ 0, %for.body.preheader ], [ %.624.1339352379.7, %B128.i181.unr-lcssa.loopexit ]
  %.621.0288.unr = phi i64 [ 0, %for.body.preheader ], [ %.621.1326337354377.7, %B128.i181.unr-lcssa.loopexit ]
  %.618.0287.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select418.7, %B128.i181.unr-lcssa.loopexit ]
  %lcmp.mod511.not = icmp eq i64 %xtraiter509, 0
  br i1 %lcmp.mod511.not, label %B128.i181, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B128.i181.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.endif.endif.endif.endif.endif.endif.endif.epil
  %lsr.iv718 = phi i64 [ %xtraiter509, %for.body.epil.preheader ], [ %lsr.iv.next719, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ]
  %loop.index293.epil = phi i64 [ %.721.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %loop.index293.unr, %for.body.epil.preheader ]
  %.633.0292.epil = phi i64 [ %.633.1.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.633.0292.unr, %for.body.epil.preheader ]
  %.630.0291.epil = phi i64 [ %.630.1383.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.630.0291.unr, %for.body.epil.preheader ]
  %.627.0290.epil = phi i64 [ %.627.1358373.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.627.0290.unr, %for.body.epil.preheader ]
  %.624.0289.epil = phi i64 [ %.624.1339352379.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.624.0289.unr, %for.body.epil.preheader ]
  %.621.0288.epil = phi i64 [ %.621.1326337354377.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.621.0288.unr, %for.body.epil.preheader ]
  %.618.0287.epil = phi i64 [ %spec.select418.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.618.0287.unr, %for.body.epil.preheader ]
  %12 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %13 = icmp ugt i64 %arg.k.5.0, 1
  %spec.select418.epil = select i1 %13, i64 %loop.index293.epil, i64 %.618.0287.epil
  %.646.epil = getelementptr double, double* %arg.k.4, i64 %spec.select418.epil
  %.647.epil = load double, double* %.646.epil, align 8
  br i1 %12, label %for.body.endif.endif.endif.endif.endif.if.epil, label %for.body.endif.endif.endif.endif.endif.endif.endif.epil

for.body.endif.endif.endif.endif.endif.if.epil:   ; preds = %for.body.epil
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.epil

for.body.endif.endif.endif.endif.endif.endif.endif.epil: ; preds = %for.body.endif.endif.endif.endif.endif.if.epil, %for.body.epil
  %.630.1383.epil = phi i64 [ %loop.index293.epil, %for.body.endif.endif.endif.endif.endif.if.epil ], [ %.630.0291.epil, %for.body.epil ]
  %.624.1339352379.epil = phi i64 [ %loop.index293.epil, %for.body.endif.endif.endif.endif.endif.if.epil ], [ %.624.0289.epil, %for.body.epil ]
  %.621.1326337354377.epil = phi i64 [ %loop.index293.epil, %for.body.endif.endif.endif.endif.endif.if.epil ], [ %.621.0288.epil, %for.body.epil ]
  %.627.1358373.epil = phi i64 [ %loop.index293.epil, %for.body.endif.endif.endif.endif.endif.if.epil ], [ %.627.0290.epil, %for.body.epil ]
  %.633.1.epil = phi i64 [ %loop.index293.epil, %for.body.endif.endif.endif.endif.endif.if.epil ], [ %.633.0292.epil, %for.body.epil ]
  %.674360371.in.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.epil
  %.674360371.epil = load double, double* %.674360371.in.epil, align 8
  %.656328335356375.in.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.epil
  %.656328335356375.epil = load double, double* %.656328335356375.in.epil, align 8
  %.665341350381.in.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.epil
  %.665341350381.epil = load double, double* %.665341350381.in.epil, align 8
  %.683385.in.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.epil
  %.683385.epil = load double, double* %.683385.in.epil, align 8
  %.691.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.epil
  %.692.epil = load double, double* %.691.epil, align 8
  %.21.i.epil = tail call double @llvm.sin.f64(double %.692.epil)
  %.10.i.epil = fmul double %.647.epil, %.656328335356375.epil
  %.11.i.epil = fmul double %.674360371.epil, %.683385.epil
  %.12.i.epil = fmul double %.665341350381.epil, %.11.i.epil
  %.13.i.epil = fsub double %.10.i.epil, %.12.i.epil
  %.26.i.epil = fadd double %.21.i.epil, %.13.i.epil
  %scevgep717 = getelementptr double, double* %.6.i189299, i64 %loop.index293.epil
  store double %.26.i.epil, double* %scevgep717, align 8
  %.721.epil = add nuw nsw i64 %loop.index293.epil, 1
  %lsr.iv.next719 = add nsw i64 %lsr.iv718, -1
  %epil.iter510.cmp.not = icmp eq i64 %lsr.iv.next719, 0
  br i1 %epil.iter510.cmp.not, label %B128.i181, label %for.body.epil, !llvm.loop !16

B128.i181:                                        ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.epil, %B128.i181.unr-lcssa
  %.101.not.i180 = icmp eq i64 %dest_shape.5, 1
  br i1 %.101.not.i180, label %B128.i160, label %B90.i157

for.body.endif.endif.endif.endif.endif.if:        ; preds = %for.body
  br label %for.body.endif.endif.endif.endif.endif.endif.endif

for.body.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.body, %for.body.endif.endif.endif.endif.endif.if
  %.630.1383 = phi i64 [ %10, %for.body.endif.endif.endif.endif.endif.if ], [ %.630.0291, %for.body ]
  %.624.1339352379 = phi i64 [ %10, %for.body.endif.endif.endif.endif.endif.if ], [ %.624.0289, %for.body ]
  %.621.1326337354377 = phi i64 [ %10, %for.body.endif.endif.endif.endif.endif.if ], [ %.621.0288, %for.body ]
  %.627.1358373 = phi i64 [ %10, %for.body.endif.endif.endif.endif.endif.if ], [ %.627.0290, %for.body ]
  %.633.1 = phi i64 [ %10, %for.body.endif.endif.endif.endif.endif.if ], [ %.633.0292, %for.body ]
  %14 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %15 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373
  %.674360371 = load double, double* %.674360371.in, align 8
  %.656328335356375.in = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377
  %.656328335356375 = load double, double* %.656328335356375.in, align 8
  %.665341350381.in = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379
  %.665341350381 = load double, double* %.665341350381.in, align 8
  %.683385.in = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383
  %.683385 = load double, double* %.683385.in, align 8
  %.691 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1
  %.692 = load double, double* %.691, align 8
  %.21.i = tail call double @llvm.sin.f64(double %.692)
  %.10.i = fmul double %.647, %.656328335356375
  %.11.i = fmul double %.674360371, %.683385
  %.12.i = fmul double %.665341350381, %.11.i
  %.13.i = fsub double %.10.i, %.12.i
  %.26.i = fadd double %.21.i, %.13.i
  %scevgep715 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -3
  store double %.26.i, double* %scevgep716, align 8
  %16 = add i64 %lsr.iv700, -2
  %spec.select418.1 = select i1 %15, i64 %16, i64 %.618.0287
  %.646.1 = getelementptr double, double* %arg.k.4, i64 %spec.select418.1
  %.647.1 = load double, double* %.646.1, align 8
  br i1 %14, label %for.body.endif.endif.endif.endif.endif.if.1, label %for.body.endif.endif.endif.endif.endif.endif.endif.1

for.body.endif.endif.endif.endif.endif.if.1:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.1

for.body.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %for.body.endif.endif.endif.endif.endif.if.1, %for.body.endif.endif.endif.endif.endif.endif.endif
  %.630.1383.1 = phi i64 [ %16, %for.body.endif.endif.endif.endif.endif.if.1 ], [ %.630.1383, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %.624.1339352379.1 = phi i64 [ %16, %for.body.endif.endif.endif.endif.endif.if.1 ], [ %.624.1339352379, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %.621.1326337354377.1 = phi i64 [ %16, %for.body.endif.endif.endif.endif.endif.if.1 ], [ %.621.1326337354377, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %.627.1358373.1 = phi i64 [ %16, %for.body.endif.endif.endif.endif.endif.if.1 ], [ %.627.1358373, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %.633.1.1 = phi i64 [ %16, %for.body.endif.endif.endif.endif.endif.if.1 ], [ %.633.1, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %17 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %18 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.1
  %.674360371.1 = load double, double* %.674360371.in.1, align 8
  %.656328335356375.in.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.1
  %.656328335356375.1 = load double, double* %.656328335356375.in.1, align 8
  %.665341350381.in.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.1
  %.665341350381.1 = load double, double* %.665341350381.in.1, align 8
  %.683385.in.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.1
  %.683385.1 = load double, double* %.683385.in.1, align 8
  %.691.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.1
  %.692.1 = load double, double* %.691.1, align 8
  %.21.i.1 = tail call double @llvm.sin.f64(double %.692.1)
  %.10.i.1 = fmul double %.647.1, %.656328335356375.1
  %.11.i.1 = fmul double %.674360371.1, %.683385.1
  %.12.i.1 = fmul double %.665341350381.1, %.11.i.1
  %.13.i.1 = fsub double %.10.i.1, %.12.i.1
  %.26.i.1 = fadd double %.21.i.1, %.13.i.1
  %scevgep711 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -2
  store double %.26.i.1, double* %scevgep712, align 8
  %19 = add i64 %lsr.iv700, -1
  %spec.select418.2 = select i1 %18, i64 %19, i64 %.618.0287
  %.646.2 = getelementptr double, double* %arg.k.4, i64 %spec.select418.2
  %.647.2 = load double, double* %.646.2, align 8
  br i1 %17, label %for.body.endif.endif.endif.endif.endif.if.2, label %for.body.endif.endif.endif.endif.endif.endif.endif.2

for.body.endif.endif.endif.endif.endif.if.2:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.1
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.2

for.body.endif.endif.endif.endif.endif.endif.endif.2: ; preds = %for.body.endif.endif.endif.endif.endif.if.2, %for.body.endif.endif.endif.endif.endif.endif.endif.1
  %.630.1383.2 = phi i64 [ %19, %for.body.endif.endif.endif.endif.endif.if.2 ], [ %.630.1383.1, %for.body.endif.endif.endif.endif.endif.endif.endif.1 ]
  %.624.1339352379.2 = phi i64 [ %19, %for.body.endif.endif.endif.endif.endif.if.2 ], [ %.624.1339352379.1, %for.body.endif.endif.endif.endif.endif.endif.endif.1 ]
  %.621.1326337354377.2 = phi i64 [ %19, %for.body.endif.endif.endif.endif.endif.if.2 ], [ %.621.1326337354377.1, %for.body.endif.endif.endif.endif.endif.endif.endif.1 ]
  %.627.1358373.2 = phi i64 [ %19, %for.body.endif.endif.endif.endif.endif.if.2 ], [ %.627.1358373.1, %for.body.endif.endif.endif.endif.endif.endif.endif.1 ]
  %.633.1.2 = phi i64 [ %19, %for.body.endif.endif.endif.endif.endif.if.2 ], [ %.633.1.1, %for.body.endif.endif.endif.endif.endif.endif.endif.1 ]
  %20 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %21 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.2
  %.674360371.2 = load double, double* %.674360371.in.2, align 8
  %.656328335356375.in.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.2
  %.656328335356375.2 = load double, double* %.656328335356375.in.2, align 8
  %.665341350381.in.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.2
  %.665341350381.2 = load double, double* %.665341350381.in.2, align 8
  %.683385.in.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.2
  %.683385.2 = load double, double* %.683385.in.2, align 8
  %.691.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.2
  %.692.2 = load double, double* %.691.2, align 8
  %.21.i.2 = tail call double @llvm.sin.f64(double %.692.2)
  %.10.i.2 = fmul double %.647.2, %.656328335356375.2
  %.11.i.2 = fmul double %.674360371.2, %.683385.2
  %.12.i.2 = fmul double %.665341350381.2, %.11.i.2
  %.13.i.2 = fsub double %.10.i.2, %.12.i.2
  %.26.i.2 = fadd double %.21.i.2, %.13.i.2
  %scevgep709 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -1
  store double %.26.i.2, double* %scevgep710, align 8
  %spec.select418.3 = select i1 %21, i64 %lsr.iv700, i64 %.618.0287
  %.646.3 = getelementptr double, double* %arg.k.4, i64 %spec.select418.3
  %.647.3 = load double, double* %.646.3, align 8
  br i1 %20, label %for.body.endif.endif.endif.endif.endif.if.3, label %for.body.endif.endif.endif.endif.endif.endif.endif.3

for.body.endif.endif.endif.endif.endif.if.3:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.2
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.3

for.body.endif.endif.endif.endif.endif.endif.endif.3: ; preds = %for.body.endif.endif.endif.endif.endif.if.3, %for.body.endif.endif.endif.endif.endif.endif.endif.2
  %.630.1383.3 = phi i64 [ %lsr.iv700, %for.body.endif.endif.endif.endif.endif.if.3 ], [ %.630.1383.2, %for.body.endif.endif.endif.endif.endif.endif.endif.2 ]
  %.624.1339352379.3 = phi i64 [ %lsr.iv700, %for.body.endif.endif.endif.endif.endif.if.3 ], [ %.624.1339352379.2, %for.body.endif.endif.endif.endif.endif.endif.endif.2 ]
  %.621.1326337354377.3 = phi i64 [ %lsr.iv700, %for.body.endif.endif.endif.endif.endif.if.3 ], [ %.621.1326337354377.2, %for.body.endif.endif.endif.endif.endif.endif.endif.2 ]
  %.627.1358373.3 = phi i64 [ %lsr.iv700, %for.body.endif.endif.endif.endif.endif.if.3 ], [ %.627.1358373.2, %for.body.endif.endif.endif.endif.endif.endif.endif.2 ]
  %.633.1.3 = phi i64 [ %lsr.iv700, %for.body.endif.endif.endif.endif.endif.if.3 ], [ %.633.1.2, %for.body.endif.endif.endif.endif.endif.endif.endif.2 ]
  %22 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %23 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.3
  %.674360371.3 = load double, double* %.674360371.in.3, align 8
  %.656328335356375.in.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.3
  %.656328335356375.3 = load double, double* %.656328335356375.in.3, align 8
  %.665341350381.in.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.3
  %.665341350381.3 = load double, double* %.665341350381.in.3, align 8
  %.683385.in.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.3
  %.683385.3 = load double, double* %.683385.in.3, align 8
  %.691.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.3
  %.692.3 = load double, double* %.691.3, align 8
  %.21.i.3 = tail call double @llvm.sin.f64(double %.692.3)
  %.10.i.3 = fmul double %.647.3, %.656328335356375.3
  %.11.i.3 = fmul double %.674360371.3, %.683385.3
  %.12.i.3 = fmul double %.665341350381.3, %.11.i.3
  %.13.i.3 = fsub double %.10.i.3, %.12.i.3
  %.26.i.3 = fadd double %.21.i.3, %.13.i.3
  %scevgep708 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  store double %.26.i.3, double* %scevgep708, align 8
  %24 = add i64 %lsr.iv700, 1
  %spec.select418.4 = select i1 %23, i64 %24, i64 %.618.0287
  %.646.4 = getelementptr double, double* %arg.k.4, i64 %spec.select418.4
  %.647.4 = load double, double* %.646.4, align 8
  br i1 %22, label %for.body.endif.endif.endif.endif.endif.if.4, label %for.body.endif.endif.endif.endif.endif.endif.endif.4

for.body.endif.endif.endif.endif.endif.if.4:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.3
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.4

for.body.endif.endif.endif.endif.endif.endif.endif.4: ; preds = %for.body.endif.endif.endif.endif.endif.if.4, %for.body.endif.endif.endif.endif.endif.endif.endif.3
  %.630.1383.4 = phi i64 [ %24, %for.body.endif.endif.endif.endif.endif.if.4 ], [ %.630.1383.3, %for.body.endif.endif.endif.endif.endif.endif.endif.3 ]
  %.624.1339352379.4 = phi i64 [ %24, %for.body.endif.endif.endif.endif.endif.if.4 ], [ %.624.1339352379.3, %for.body.endif.endif.endif.endif.endif.endif.endif.3 ]
  %.621.1326337354377.4 = phi i64 [ %24, %for.body.endif.endif.endif.endif.endif.if.4 ], [ %.621.1326337354377.3, %for.body.endif.endif.endif.endif.endif.endif.endif.3 ]
  %.627.1358373.4 = phi i64 [ %24, %for.body.endif.endif.endif.endif.endif.if.4 ], [ %.627.1358373.3, %for.body.endif.endif.endif.endif.endif.endif.endif.3 ]
  %.633.1.4 = phi i64 [ %24, %for.body.endif.endif.endif.endif.endif.if.4 ], [ %.633.1.3, %for.body.endif.endif.endif.endif.endif.endif.endif.3 ]
  %25 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %26 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.4
  %.674360371.4 = load double, double* %.674360371.in.4, align 8
  %.656328335356375.in.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.4
  %.656328335356375.4 = load double, double* %.656328335356375.in.4, align 8
  %.665341350381.in.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.4
  %.665341350381.4 = load double, double* %.665341350381.in.4, align 8
  %.683385.in.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.4
  %.683385.4 = load double, double* %.683385.in.4, align 8
  %.691.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.4
  %.692.4 = load double, double* %.691.4, align 8
  %.21.i.4 = tail call double @llvm.sin.f64(double %.692.4)
  %.10.i.4 = fmul double %.647.4, %.656328335356375.4
  %.11.i.4 = fmul double %.674360371.4, %.683385.4
  %.12.i.4 = fmul double %.665341350381.4, %.11.i.4
  %.13.i.4 = fsub double %.10.i.4, %.12.i.4
  %.26.i.4 = fadd double %.21.i.4, %.13.i.4
  %scevgep706 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep707 = getelementptr double, double* %scevgep706, i64 1
  store double %.26.i.4, double* %scevgep707, align 8
  %27 = add i64 %lsr.iv700, 2
  %spec.select418.5 = select i1 %26, i64 %27, i64 %.618.0287
  %.646.5 = getelementptr double, double* %arg.k.4, i64 %spec.select418.5
  %.647.5 = load double, double* %.646.5, align 8
  br i1 %25, label %for.body.endif.endif.endif.endif.endif.if.5, label %for.body.endif.endif.endif.endif.endif.endif.endif.5

for.body.endif.endif.endif.endif.endif.if.5:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.4
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.5

for.body.endif.endif.endif.endif.endif.endif.endif.5: ; preds = %for.body.endif.endif.endif.endif.endif.if.5, %for.body.endif.endif.endif.endif.endif.endif.endif.4
  %.630.1383.5 = phi i64 [ %27, %for.body.endif.endif.endif.endif.endif.if.5 ], [ %.630.1383.4, %for.body.endif.endif.endif.endif.endif.endif.endif.4 ]
  %.624.1339352379.5 = phi i64 [ %27, %for.body.endif.endif.endif.endif.endif.if.5 ], [ %.624.1339352379.4, %for.body.endif.endif.endif.endif.endif.endif.endif.4 ]
  %.621.1326337354377.5 = phi i64 [ %27, %for.body.endif.endif.endif.endif.endif.if.5 ], [ %.621.1326337354377.4, %for.body.endif.endif.endif.endif.endif.endif.endif.4 ]
  %.627.1358373.5 = phi i64 [ %27, %for.body.endif.endif.endif.endif.endif.if.5 ], [ %.627.1358373.4, %for.body.endif.endif.endif.endif.endif.endif.endif.4 ]
  %.633.1.5 = phi i64 [ %27, %for.body.endif.endif.endif.endif.endif.if.5 ], [ %.633.1.4, %for.body.endif.endif.endif.endif.endif.endif.endif.4 ]
  %28 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %29 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.5
  %.674360371.5 = load double, double* %.674360371.in.5, align 8
  %.656328335356375.in.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.5
  %.656328335356375.5 = load double, double* %.656328335356375.in.5, align 8
  %.665341350381.in.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.5
  %.665341350381.5 = load double, double* %.665341350381.in.5, align 8
  %.683385.in.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.5
  %.683385.5 = load double, double* %.683385.in.5, align 8
  %.691.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.5
  %.692.5 = load double, double* %.691.5, align 8
  %.21.i.5 = tail call double @llvm.sin.f64(double %.692.5)
  %.10.i.5 = fmul double %.647.5, %.656328335356375.5
  %.11.i.5 = fmul double %.674360371.5, %.683385.5
  %.12.i.5 = fmul double %.665341350381.5, %.11.i.5
  %.13.i.5 = fsub double %.10.i.5, %.12.i.5
  %.26.i.5 = fadd double %.21.i.5, %.13.i.5
  %scevgep704 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep705 = getelementptr double, double* %scevgep704, i64 2
  store double %.26.i.5, double* %scevgep705, align 8
  %30 = add i64 %lsr.iv700, 3
  %spec.select418.6 = select i1 %29, i64 %30, i64 %.618.0287
  %.646.6 = getelementptr double, double* %arg.k.4, i64 %spec.select418.6
  %.647.6 = load double, double* %.646.6, align 8
  br i1 %28, label %for.body.endif.endif.endif.endif.endif.if.6, label %for.body.endif.endif.endif.endif.endif.endif.endif.6

for.body.endif.endif.endif.endif.endif.if.6:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.5
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.6

for.body.endif.endif.endif.endif.endif.endif.endif.6: ; preds = %for.body.endif.endif.endif.endif.endif.if.6, %for.body.endif.endif.endif.endif.endif.endif.endif.5
  %.630.1383.6 = phi i64 [ %30, %for.body.endif.endif.endif.endif.endif.if.6 ], [ %.630.1383.5, %for.body.endif.endif.endif.endif.endif.endif.endif.5 ]
  %.624.1339352379.6 = phi i64 [ %30, %for.body.endif.endif.endif.endif.endif.if.6 ], [ %.624.1339352379.5, %for.body.endif.endif.endif.endif.endif.endif.endif.5 ]
  %.621.1326337354377.6 = phi i64 [ %30, %for.body.endif.endif.endif.endif.endif.if.6 ], [ %.621.1326337354377.5, %for.body.endif.endif.endif.endif.endif.endif.endif.5 ]
  %.627.1358373.6 = phi i64 [ %30, %for.body.endif.endif.endif.endif.endif.if.6 ], [ %.627.1358373.5, %for.body.endif.endif.endif.endif.endif.endif.endif.5 ]
  %.633.1.6 = phi i64 [ %30, %for.body.endif.endif.endif.endif.endif.if.6 ], [ %.633.1.5, %for.body.endif.endif.endif.endif.endif.endif.endif.5 ]
  %31 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %32 = icmp ugt i64 %arg.k.5.0, 1
  %.674360371.in.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.6
  %.674360371.6 = load double, double* %.674360371.in.6, align 8
  %.656328335356375.in.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.6
  %.656328335356375.6 = load double, double* %.656328335356375.in.6, align 8
  %.665341350381.in.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.6
  %.665341350381.6 = load double, double* %.665341350381.in.6, align 8
  %.683385.in.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.6
  %.683385.6 = load double, double* %.683385.in.6, align 8
  %.691.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.6
  %.692.6 = load double, double* %.691.6, align 8
  %.21.i.6 = tail call double @llvm.sin.f64(double %.692.6)
  %.10.i.6 = fmul double %.647.6, %.656328335356375.6
  %.11.i.6 = fmul double %.674360371.6, %.683385.6
  %.12.i.6 = fmul double %.665341350381.6, %.11.i.6
  %.13.i.6 = fsub double %.10.i.6, %.12.i.6
  %.26.i.6 = fadd double %.21.i.6, %.13.i.6
  %scevgep702 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep703 = getelementptr double, double* %scevgep702, i64 3
  store double %.26.i.6, double* %scevgep703, align 8
  %33 = add i64 %lsr.iv700, 4
  %spec.select418.7 = select i1 %32, i64 %33, i64 %.618.0287
  %.646.7 = getelementptr double, double* %arg.k.4, i64 %spec.select418.7
  %.647.7 = load double, double* %.646.7, align 8
  br i1 %31, label %for.body.endif.endif.endif.endif.endif.if.7, label %for.body.endif.endif.endif.endif.endif.endif.endif.7

for.body.endif.endif.endif.endif.endif.if.7:      ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.6
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.7

for.body.endif.endif.endif.endif.endif.endif.endif.7: ; preds = %for.body.endif.endif.endif.endif.endif.if.7, %for.body.endif.endif.endif.endif.endif.endif.endif.6
  %.630.1383.7 = phi i64 [ %33, %for.body.endif.endif.endif.endif.endif.if.7 ], [ %.630.1383.6, %for.body.endif.endif.endif.endif.endif.endif.endif.6 ]
  %.624.1339352379.7 = phi i64 [ %33, %for.body.endif.endif.endif.endif.endif.if.7 ], [ %.624.1339352379.6, %for.body.endif.endif.endif.endif.endif.endif.endif.6 ]
  %.621.1326337354377.7 = phi i64 [ %33, %for.body.endif.endif.endif.endif.endif.if.7 ], [ %.621.1326337354377.6, %for.body.endif.endif.endif.endif.endif.endif.endif.6 ]
  %.627.1358373.7 = phi i64 [ %33, %for.body.endif.endif.endif.endif.endif.if.7 ], [ %.627.1358373.6, %for.body.endif.endif.endif.endif.endif.endif.endif.6 ]
  %.633.1.7 = phi i64 [ %33, %for.body.endif.endif.endif.endif.endif.if.7 ], [ %.633.1.6, %for.body.endif.endif.endif.endif.endif.endif.endif.6 ]
  %.674360371.in.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.627.1358373.7
  %.674360371.7 = load double, double* %.674360371.in.7, align 8
  %.656328335356375.in.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.621.1326337354377.7
  %.656328335356375.7 = load double, double* %.656328335356375.in.7, align 8
  %.665341350381.in.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.624.1339352379.7
  %.665341350381.7 = load double, double* %.665341350381.in.7, align 8
  %.683385.in.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.630.1383.7
  %.683385.7 = load double, double* %.683385.in.7, align 8
  %.691.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.633.1.7
  %.692.7 = load double, double* %.691.7, align 8
  %.21.i.7 = tail call double @llvm.sin.f64(double %.692.7)
  %.10.i.7 = fmul double %.647.7, %.656328335356375.7
  %.11.i.7 = fmul double %.674360371.7, %.683385.7
  %.12.i.7 = fmul double %.665341350381.7, %.11.i.7
  %.13.i.7 = fsub double %.10.i.7, %.12.i.7
  %.26.i.7 = fadd double %.21.i.7, %.13.i.7
  %scevgep713 = getelementptr double, double* %.6.i189299, i64 %lsr.iv700
  %scevgep714 = getelementptr double, double* %scevgep713, i64 4
  store double %.26.i.7, double* %scevgep714, align 8
  %lsr.iv.next701 = add nuw i64 %lsr.iv700, 8
  %34 = add i64 %7, %lsr.iv.next701
  %niter513.ncmp.7 = icmp eq i64 %34, 3
  br i1 %niter513.ncmp.7, label %B128.i181.unr-lcssa.loopexit, label %for.body

B90.i157:                                         ; preds = %B76.endif.endif.endif.end...endif.1.endif, %B128.i181
  %.71.not.i154 = icmp eq i64 %y.2.sroa.75.0480, %dest_shape.5
  %.76.not.i155 = icmp eq i64 %y.2.sroa.75.0480, 1
  %or.cond.i156 = or i1 %.76.not.i155, %.71.not.i154
  br i1 %or.cond.i156, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if

B128.i160:                                        ; preds = %B128.i181
  %.pre = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %y.2.sroa.75.0480, i64 8)
  br label %for.end.endif.endif.endif.endif

for.end.endif.endif.endif.if:                     ; preds = %B90.i157
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154017728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %B128.i160, %B90.i157
  %.830.pre-phi = phi { i64, i1 } [ %.pre, %B128.i160 ], [ %.553, %B90.i157 ]
  %dest_shape.1.1 = phi i64 [ %y.2.sroa.75.0480, %B128.i160 ], [ %dest_shape.5, %B90.i157 ]
  %.832 = extractvalue { i64, i1 } %.830.pre-phi, 1
  br i1 %.832, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154967296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %.831 = extractvalue { i64, i1 } %.830.pre-phi, 0
  %.7.i.i119 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.831, i32 32), !noalias !18
  %.8.i.i120 = icmp eq i8* %.7.i.i119, null
  br i1 %.8.i.i120, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154089600.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i117 = getelementptr i8, i8* %.7.i.i119, i64 24
  %35 = bitcast i8* %.5.i117 to double**
  %.6.i118300 = load double*, double** %35, align 8
  %.902294 = icmp sgt i64 %dest_shape.1.1, 0
  br i1 %.902294, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %36 = add i64 %dest_shape.1.1, -1
  %xtraiter516 = and i64 %dest_shape.1.1, 7
  %37 = icmp ult i64 %36, 7
  br i1 %37, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter519 = and i64 %dest_shape.1.1, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1297 = phi i64 [ 0, %for.body.1.preheader.new ], [ %63, %for.body.1 ]
  %.898.0296 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.898.1.7, %for.body.1 ]
  %.895.0295 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select421.7, %for.body.1 ]
  %38 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %39 = icmp ugt i64 %dest_shape.5, 1
  %spec.select421 = select i1 %39, i64 %loop.index.1297, i64 %.895.0295
  %.911 = getelementptr double, double* %.6.i189299, i64 %spec.select421
  %.912 = load double, double* %.911, align 8
  %.898.1 = select i1 %38, i64 %loop.index.1297, i64 %.898.0296
  %.920 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1
  %.921 = load double, double* %.920, align 8
  %.6.i74 = fmul double %.912, 1.000000e-02
  %.7.i = fadd double %.6.i74, %.921
  %sunkaddr = mul i64 %loop.index.1297, 8
  %40 = bitcast double* %.6.i118300 to i8*
  %sunkaddr739 = getelementptr i8, i8* %40, i64 %sunkaddr
  %41 = bitcast i8* %sunkaddr739 to double*
  store double %.7.i, double* %41, align 8
  %42 = add i64 %loop.index.1297, 1
  %spec.select421.1 = select i1 %39, i64 %42, i64 %.895.0295
  %.911.1 = getelementptr double, double* %.6.i189299, i64 %spec.select421.1
  %.912.1 = load double, double* %.911.1, align 8
  %.898.1.1 = select i1 %38, i64 %42, i64 %.898.0296
  %.920.1 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.1
  %.921.1 = load double, double* %.920.1, align 8
  %.6.i74.1 = fmul double %.912.1, 1.000000e-02
  %.7.i.1 = fadd double %.6.i74.1, %.921.1
  %sunkaddr740 = mul i64 %loop.index.1297, 8
  %43 = bitcast double* %.6.i118300 to i8*
  %sunkaddr741 = getelementptr i8, i8* %43, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, i8* %sunkaddr741, i64 8
  %44 = bitcast i8* %sunkaddr742 to double*
  store double %.7.i.1, double* %44, align 8
  %45 = add i64 %42, 1
  %spec.select421.2 = select i1 %39, i64 %45, i64 %.895.0295
  %.911.2 = getelementptr double, double* %.6.i189299, i64 %spec.select421.2
  %.912.2 = load double, double* %.911.2, align 8
  %.898.1.2 = select i1 %38, i64 %45, i64 %.898.0296
  %.920.2 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.2
  %.921.2 = load double, double* %.920.2, align 8
  %.6.i74.2 = fmul double %.912.2, 1.000000e-02
  %.7.i.2 = fadd double %.6.i74.2, %.921.2
  %sunkaddr743 = mul i64 %loop.index.1297, 8
  %46 = bitcast double* %.6.i118300 to i8*
  %sunkaddr744 = getelementptr i8, i8* %46, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, i8* %sunkaddr744, i64 16
  %47 = bitcast i8* %sunkaddr745 to double*
  store double %.7.i.2, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select421.3 = select i1 %39, i64 %48, i64 %.895.0295
  %.911.3 = getelementptr double, double* %.6.i189299, i64 %spec.select421.3
  %.912.3 = load double, double* %.911.3, align 8
  %.898.1.3 = select i1 %38, i64 %48, i64 %.898.0296
  %.920.3 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.3
  %.921.3 = load double, double* %.920.3, align 8
  %.6.i74.3 = fmul double %.912.3, 1.000000e-02
  %.7.i.3 = fadd double %.6.i74.3, %.921.3
  %sunkaddr746 = mul i64 %loop.index.1297, 8
  %49 = bitcast double* %.6.i118300 to i8*
  %sunkaddr747 = getelementptr i8, i8* %49, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, i8* %sunkaddr747, i64 24
  %50 = bitcast i8* %sunkaddr748 to double*
  store double %.7.i.3, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select421.4 = select i1 %39, i64 %51, i64 %.895.0295
  %.911.4 = getelementptr double, double* %.6.i189299, i64 %spec.select421.4
  %.912.4 = load double, double* %.911.4, align 8
  %.898.1.4 = select i1 %38, i64 %51, i64 %.898.0296
  %.920.4 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.4
  %.921.4 = load double, double* %.920.4, align 8
  %.6.i74.4 = fmul double %.912.4, 1.000000e-02
  %.7.i.4 = fadd double %.6.i74.4, %.921.4
  %sunkaddr749 = mul i64 %loop.index.1297, 8
  %52 = bitcast double* %.6.i118300 to i8*
  %sunkaddr750 = getelementptr i8, i8* %52, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, i8* %sunkaddr750, i64 32
  %53 = bitcast i8* %sunkaddr751 to double*
  store double %.7.i.4, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select421.5 = select i1 %39, i64 %54, i64 %.895.0295
  %.911.5 = getelementptr double, double* %.6.i189299, i64 %spec.select421.5
  %.912.5 = load double, double* %.911.5, align 8
  %.898.1.5 = select i1 %38, i64 %54, i64 %.898.0296
  %.920.5 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.5
  %.921.5 = load double, double* %.920.5, align 8
  %.6.i74.5 = fmul double %.912.5, 1.000000e-02
  %.7.i.5 = fadd double %.6.i74.5, %.921.5
  %sunkaddr752 = mul i64 %loop.index.1297, 8
  %55 = bitcast double* %.6.i118300 to i8*
  %sunkaddr753 = getelementptr i8, i8* %55, i64 %sunkaddr752
  %sunkaddr754 = getelementptr i8, i8* %sunkaddr753, i64 40
  %56 = bitcast i8* %sunkaddr754 to double*
  store double %.7.i.5, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select421.6 = select i1 %39, i64 %57, i64 %.895.0295
  %.911.6 = getelementptr double, double* %.6.i189299, i64 %spec.select421.6
  %.912.6 = load double, double* %.911.6, align 8
  %.898.1.6 = select i1 %38, i64 %57, i64 %.898.0296
  %.920.6 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.6
  %.921.6 = load double, double* %.920.6, align 8
  %.6.i74.6 = fmul double %.912.6, 1.000000e-02
  %.7.i.6 = fadd double %.6.i74.6, %.921.6
  %sunkaddr755 = mul i64 %loop.index.1297, 8
  %58 = bitcast double* %.6.i118300 to i8*
  %sunkaddr756 = getelementptr i8, i8* %58, i64 %sunkaddr755
  %sunkaddr757 = getelementptr i8, i8* %sunkaddr756, i64 48
  %59 = bitcast i8* %sunkaddr757 to double*
  store double %.7.i.6, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select421.7 = select i1 %39, i64 %60, i64 %.895.0295
  %.911.7 = getelementptr double, double* %.6.i189299, i64 %spec.select421.7
  %.912.7 = load double, double* %.911.7, align 8
  %.898.1.7 = select i1 %38, i64 %60, i64 %.898.0296
  %.920.7 = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.7
  %.921.7 = load double, double* %.920.7, align 8
  %.6.i74.7 = fmul double %.912.7, 1.000000e-02
  %.7.i.7 = fadd double %.6.i74.7, %.921.7
  %sunkaddr758 = mul i64 %loop.index.1297, 8
  %61 = bitcast double* %.6.i118300 to i8*
  %sunkaddr759 = getelementptr i8, i8* %61, i64 %sunkaddr758
  %sunkaddr760 = getelementptr i8, i8* %sunkaddr759, i64 56
  %62 = bitcast i8* %sunkaddr760 to double*
  store double %.7.i.7, double* %62, align 8
  %.950.7 = add nuw i64 %loop.index.1297, 8
  %63 = add i64 %60, 1
  %niter520.ncmp.7 = icmp eq i64 %63, %unroll_iter519
  br i1 %niter520.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1297.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.950.7, %for.body.1 ]
  %.898.0296.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.898.1.7, %for.body.1 ]
  %.895.0295.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select421.7, %for.body.1 ]
  %lcmp.mod518.not = icmp eq i64 %xtraiter516, 0
  br i1 %lcmp.mod518.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv737 = phi i64 [ %xtraiter516, %for.body.1.epil.preheader ], [ %lsr.iv.next738, %for.body.1.epil ]
  %loop.index.1297.epil = phi i64 [ %.950.epil, %for.body.1.epil ], [ %loop.index.1297.unr, %for.body.1.epil.preheader ]
  %.898.0296.epil = phi i64 [ %.898.1.epil, %for.body.1.epil ], [ %.898.0296.unr, %for.body.1.epil.preheader ]
  %.895.0295.epil = phi i64 [ %spec.select421.epil, %for.body.1.epil ], [ %.895.0295.unr, %for.body.1.epil.preheader ]
  %64 = icmp ugt i64 %y.2.sroa.75.0480, 1
  %65 = icmp ugt i64 %dest_shape.5, 1
  %spec.select421.epil = select i1 %65, i64 %loop.index.1297.epil, i64 %.895.0295.epil
  %.911.epil = getelementptr double, double* %.6.i189299, i64 %spec.select421.epil
  %.912.epil = load double, double* %.911.epil, align 8
  %.898.1.epil = select i1 %64, i64 %loop.index.1297.epil, i64 %.898.0296.epil
  %.920.epil = getelementptr double, double* %y.2.sroa.60.0481, i64 %.898.1.epil
  %.921.epil = load double, double* %.920.epil, align 8
  %.6.i74.epil = fmul double %.912.epil, 1.000000e-02
  %.7.i.epil = fadd double %.6.i74.epil, %.921.epil
  %scevgep736 = getelementptr double, double* %.6.i118300, i64 %loop.index.1297.epil
  store double %.7.i.epil, double* %scevgep736, align 8
  %.950.epil = add nuw nsw i64 %loop.index.1297.epil, 1
  %lsr.iv.next738 = add nsw i64 %lsr.iv737, -1
  %epil.iter517.cmp.not = icmp eq i64 %lsr.iv.next738, 0
  br i1 %epil.iter517.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !25

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i190)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0483)
  %.215 = icmp ugt i64 %.214479, 1
  br i1 %.215, label %B76, label %B166.endif.endif.endif.endif.endif

B166.endif.endif.endif.endif.endif:               ; preds = %for.end.1
  %.831.le = extractvalue { i64, i1 } %.830.pre-phi, 0
  tail call void @NRT_decref(i8* %arg.k.0)
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.831.le, i32 32), !noalias !26
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %B166.endif.endif.endif.endif.endif.if, label %B166.endif.endif.endif.endif.endif.endif, !prof !0

B166.endif.endif.endif.endif.endif.if:            ; preds = %B166.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140244154089600.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B166.endif.endif.endif.endif.endif.endif:         ; preds = %B166.endif.endif.endif.endif.endif
  %66 = icmp sgt i64 %dest_shape.1.1, 0
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %67 = bitcast i8* %.5.i24 to double**
  %.6.i25298 = load double*, double** %67, align 8
  br i1 %66, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B166.endif.endif.endif.endif.endif.endif
  %68 = add i64 %dest_shape.1.1, -1
  %xtraiter504 = and i64 %dest_shape.1.1, 7
  %69 = icmp ult i64 %68, 7
  br i1 %69, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter507 = and i64 %dest_shape.1.1, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2285 = phi i64 [ 0, %for.body.2.preheader.new ], [ %94, %for.body.2 ]
  %.1158.0284 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2285..1158.0284.7, %for.body.2 ]
  %.1155.0283 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2285..1155.0283.7, %for.body.2 ]
  %70 = icmp eq i64 %dest_shape.1.1, 1
  %loop.index.2285..1155.0283 = select i1 %70, i64 %.1155.0283, i64 %loop.index.2285
  %loop.index.2285..1158.0284 = select i1 %70, i64 %.1158.0284, i64 %loop.index.2285
  %.1172410.in = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283
  %.1172410 = load double, double* %.1172410.in, align 8
  %.1180 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284
  %.1181 = load double, double* %.1180, align 8
  %.6.i = fmul double %.1172410, %.1181
  %sunkaddr761 = mul i64 %loop.index.2285, 8
  %71 = bitcast double* %.6.i25298 to i8*
  %sunkaddr762 = getelementptr i8, i8* %71, i64 %sunkaddr761
  %72 = bitcast i8* %sunkaddr762 to double*
  store double %.6.i, double* %72, align 8
  %73 = add i64 %loop.index.2285, 1
  %loop.index.2285..1155.0283.1 = select i1 %70, i64 %.1155.0283, i64 %73
  %loop.index.2285..1158.0284.1 = select i1 %70, i64 %.1158.0284, i64 %73
  %.1172410.in.1 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.1
  %.1172410.1 = load double, double* %.1172410.in.1, align 8
  %.1180.1 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.1
  %.1181.1 = load double, double* %.1180.1, align 8
  %.6.i.1 = fmul double %.1172410.1, %.1181.1
  %sunkaddr763 = mul i64 %loop.index.2285, 8
  %74 = bitcast double* %.6.i25298 to i8*
  %sunkaddr764 = getelementptr i8, i8* %74, i64 %sunkaddr763
  %sunkaddr765 = getelementptr i8, i8* %sunkaddr764, i64 8
  %75 = bitcast i8* %sunkaddr765 to double*
  store double %.6.i.1, double* %75, align 8
  %76 = add i64 %73, 1
  %loop.index.2285..1155.0283.2 = select i1 %70, i64 %.1155.0283, i64 %76
  %loop.index.2285..1158.0284.2 = select i1 %70, i64 %.1158.0284, i64 %76
  %.1172410.in.2 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.2
  %.1172410.2 = load double, double* %.1172410.in.2, align 8
  %.1180.2 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.2
  %.1181.2 = load double, double* %.1180.2, align 8
  %.6.i.2 = fmul double %.1172410.2, %.1181.2
  %sunkaddr766 = mul i64 %loop.index.2285, 8
  %77 = bitcast double* %.6.i25298 to i8*
  %sunkaddr767 = getelementptr i8, i8* %77, i64 %sunkaddr766
  %sunkaddr768 = getelementptr i8, i8* %sunkaddr767, i64 16
  %78 = bitcast i8* %sunkaddr768 to double*
  store double %.6.i.2, double* %78, align 8
  %79 = add i64 %76, 1
  %loop.index.2285..1155.0283.3 = select i1 %70, i64 %.1155.0283, i64 %79
  %loop.index.2285..1158.0284.3 = select i1 %70, i64 %.1158.0284, i64 %79
  %.1172410.in.3 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.3
  %.1172410.3 = load double, double* %.1172410.in.3, align 8
  %.1180.3 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.3
  %.1181.3 = load double, double* %.1180.3, align 8
  %.6.i.3 = fmul double %.1172410.3, %.1181.3
  %sunkaddr769 = mul i64 %loop.index.2285, 8
  %80 = bitcast double* %.6.i25298 to i8*
  %sunkaddr770 = getelementptr i8, i8* %80, i64 %sunkaddr769
  %sunkaddr771 = getelementptr i8, i8* %sunkaddr770, i64 24
  %81 = bitcast i8* %sunkaddr771 to double*
  store double %.6.i.3, double* %81, align 8
  %82 = add i64 %79, 1
  %loop.index.2285..1155.0283.4 = select i1 %70, i64 %.1155.0283, i64 %82
  %loop.index.2285..1158.0284.4 = select i1 %70, i64 %.1158.0284, i64 %82
  %.1172410.in.4 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.4
  %.1172410.4 = load double, double* %.1172410.in.4, align 8
  %.1180.4 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.4
  %.1181.4 = load double, double* %.1180.4, align 8
  %.6.i.4 = fmul double %.1172410.4, %.1181.4
  %sunkaddr772 = mul i64 %loop.index.2285, 8
  %83 = bitcast double* %.6.i25298 to i8*
  %sunkaddr773 = getelementptr i8, i8* %83, i64 %sunkaddr772
  %sunkaddr774 = getelementptr i8, i8* %sunkaddr773, i64 32
  %84 = bitcast i8* %sunkaddr774 to double*
  store double %.6.i.4, double* %84, align 8
  %85 = add i64 %82, 1
  %loop.index.2285..1155.0283.5 = select i1 %70, i64 %.1155.0283, i64 %85
  %loop.index.2285..1158.0284.5 = select i1 %70, i64 %.1158.0284, i64 %85
  %.1172410.in.5 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.5
  %.1172410.5 = load double, double* %.1172410.in.5, align 8
  %.1180.5 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.5
  %.1181.5 = load double, double* %.1180.5, align 8
  %.6.i.5 = fmul double %.1172410.5, %.1181.5
  %sunkaddr775 = mul i64 %loop.index.2285, 8
  %86 = bitcast double* %.6.i25298 to i8*
  %sunkaddr776 = getelementptr i8, i8* %86, i64 %sunkaddr775
  %sunkaddr777 = getelementptr i8, i8* %sunkaddr776, i64 40
  %87 = bitcast i8* %sunkaddr777 to double*
  store double %.6.i.5, double* %87, align 8
  %88 = add i64 %85, 1
  %loop.index.2285..1155.0283.6 = select i1 %70, i64 %.1155.0283, i64 %88
  %loop.index.2285..1158.0284.6 = select i1 %70, i64 %.1158.0284, i64 %88
  %.1172410.in.6 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.6
  %.1172410.6 = load double, double* %.1172410.in.6, align 8
  %.1180.6 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.6
  %.1181.6 = load double, double* %.1180.6, align 8
  %.6.i.6 = fmul double %.1172410.6, %.1181.6
  %sunkaddr778 = mul i64 %loop.index.2285, 8
  %89 = bitcast double* %.6.i25298 to i8*
  %sunkaddr779 = getelementptr i8, i8* %89, i64 %sunkaddr778
  %sunkaddr780 = getelementptr i8, i8* %sunkaddr779, i64 48
  %90 = bitcast i8* %sunkaddr780 to double*
  store double %.6.i.6, double* %90, align 8
  %91 = add i64 %88, 1
  %loop.index.2285..1155.0283.7 = select i1 %70, i64 %.1155.0283, i64 %91
  %loop.index.2285..1158.0284.7 = select i1 %70, i64 %.1158.0284, i64 %91
  %.1172410.in.7 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.7
  %.1172410.7 = load double, double* %.1172410.in.7, align 8
  %.1180.7 = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.7
  %.1181.7 = load double, double* %.1180.7, align 8
  %.6.i.7 = fmul double %.1172410.7, %.1181.7
  %sunkaddr781 = mul i64 %loop.index.2285, 8
  %92 = bitcast double* %.6.i25298 to i8*
  %sunkaddr782 = getelementptr i8, i8* %92, i64 %sunkaddr781
  %sunkaddr783 = getelementptr i8, i8* %sunkaddr782, i64 56
  %93 = bitcast i8* %sunkaddr783 to double*
  store double %.6.i.7, double* %93, align 8
  %.1210.7 = add nuw i64 %loop.index.2285, 8
  %94 = add i64 %91, 1
  %niter508.ncmp.7 = icmp eq i64 %94, %unroll_iter507
  br i1 %niter508.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2285.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.1210.7, %for.body.2 ]
  %.1158.0284.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2285..1158.0284.7, %for.body.2 ]
  %.1155.0283.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2285..1155.0283.7, %for.body.2 ]
  %lcmp.mod506.not = icmp eq i64 %xtraiter504, 0
  br i1 %lcmp.mod506.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv682 = phi i64 [ %xtraiter504, %for.body.2.epil.preheader ], [ %lsr.iv.next683, %for.body.2.epil ]
  %loop.index.2285.epil = phi i64 [ %.1210.epil, %for.body.2.epil ], [ %loop.index.2285.unr, %for.body.2.epil.preheader ]
  %.1158.0284.epil = phi i64 [ %loop.index.2285..1158.0284.epil, %for.body.2.epil ], [ %.1158.0284.unr, %for.body.2.epil.preheader ]
  %.1155.0283.epil = phi i64 [ %loop.index.2285..1155.0283.epil, %for.body.2.epil ], [ %.1155.0283.unr, %for.body.2.epil.preheader ]
  %95 = icmp eq i64 %dest_shape.1.1, 1
  %loop.index.2285..1155.0283.epil = select i1 %95, i64 %.1155.0283.epil, i64 %loop.index.2285.epil
  %loop.index.2285..1158.0284.epil = select i1 %95, i64 %.1158.0284.epil, i64 %loop.index.2285.epil
  %.1172410.in.epil = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1155.0283.epil
  %.1172410.epil = load double, double* %.1172410.in.epil, align 8
  %.1180.epil = getelementptr double, double* %.6.i118300, i64 %loop.index.2285..1158.0284.epil
  %.1181.epil = load double, double* %.1180.epil, align 8
  %.6.i.epil = fmul double %.1172410.epil, %.1181.epil
  %scevgep681 = getelementptr double, double* %.6.i25298, i64 %loop.index.2285.epil
  store double %.6.i.epil, double* %scevgep681, align 8
  %.1210.epil = add nuw nsw i64 %loop.index.2285.epil, 1
  %lsr.iv.next683 = add nsw i64 %lsr.iv682, -1
  %epil.iter505.cmp.not = icmp eq i64 %lsr.iv.next683, 0
  br i1 %epil.iter505.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !33

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B166.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i119)
  %.68.i = icmp eq i64 %dest_shape.1.1, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1.1, i64 1)
  %96 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %97 = icmp ult i64 %96, 7
  br i1 %97, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %98 = add nsw i64 %unroll_iter.i, -8
  %99 = lshr exact i64 %98, 3
  %100 = add nuw nsw i64 %99, 1
  %xtraiter = and i64 %100, 7
  %101 = icmp ult i64 %98, 56
  br i1 %101, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %100, 4611686018427387896
  %scevgep551 = getelementptr double, double* %.6.i25298, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %102 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep527 = getelementptr double, double* %.6.i25298, i64 %102
  %103 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %104 = bitcast double* %scevgep527 to i8*
  %uglygep548 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep548549 = bitcast i8* %uglygep548 to double*
  %scevgep550 = getelementptr double, double* %uglygep548549, i64 -7
  %.236.i.epil = load double, double* %scevgep550, align 8, !noalias !34
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep545 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep545546 = bitcast i8* %uglygep545 to double*
  %scevgep547 = getelementptr double, double* %uglygep545546, i64 -6
  %.236.1.i.epil = load double, double* %scevgep547, align 8, !noalias !34
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep542 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep542543 = bitcast i8* %uglygep542 to double*
  %scevgep544 = getelementptr double, double* %uglygep542543, i64 -5
  %.236.2.i.epil = load double, double* %scevgep544, align 8, !noalias !34
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep539 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep539540 = bitcast i8* %uglygep539 to double*
  %scevgep541 = getelementptr double, double* %uglygep539540, i64 -4
  %.236.3.i.epil = load double, double* %scevgep541, align 8, !noalias !34
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep536 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep536537 = bitcast i8* %uglygep536 to double*
  %scevgep538 = getelementptr double, double* %uglygep536537, i64 -3
  %.236.4.i.epil = load double, double* %scevgep538, align 8, !noalias !34
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep533 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep533534 = bitcast i8* %uglygep533 to double*
  %scevgep535 = getelementptr double, double* %uglygep533534, i64 -2
  %.236.5.i.epil = load double, double* %scevgep535, align 8, !noalias !34
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep530 = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep530531 = bitcast i8* %uglygep530 to double*
  %scevgep532 = getelementptr double, double* %uglygep530531, i64 -1
  %.236.6.i.epil = load double, double* %scevgep532, align 8, !noalias !34
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %104, i64 %lsr.iv
  %uglygep529 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep529, align 8, !noalias !34
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %103, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !37, !llvm.loop !38

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25298, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !34
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !37, !llvm.loop !39

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv679 = phi i64 [ %lsr.iv.next680, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep677 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep678 = getelementptr double, double* %scevgep677, i64 -63
  %.236.i = load double, double* %scevgep678, align 8, !noalias !34
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep675 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep676 = getelementptr double, double* %scevgep675, i64 -62
  %.236.1.i = load double, double* %scevgep676, align 8, !noalias !34
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep673 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep674 = getelementptr double, double* %scevgep673, i64 -61
  %.236.2.i = load double, double* %scevgep674, align 8, !noalias !34
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep671 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep672 = getelementptr double, double* %scevgep671, i64 -60
  %.236.3.i = load double, double* %scevgep672, align 8, !noalias !34
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep669 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep670 = getelementptr double, double* %scevgep669, i64 -59
  %.236.4.i = load double, double* %scevgep670, align 8, !noalias !34
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep667 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -58
  %.236.5.i = load double, double* %scevgep668, align 8, !noalias !34
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep665 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -57
  %.236.6.i = load double, double* %scevgep666, align 8, !noalias !34
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep663 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -56
  %.236.7.i = load double, double* %scevgep664, align 8, !noalias !34
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep632 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep633 = getelementptr double, double* %scevgep632, i64 -55
  %.236.i.1 = load double, double* %scevgep633, align 8, !noalias !34
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep634 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -54
  %.236.1.i.1 = load double, double* %scevgep635, align 8, !noalias !34
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep636 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -53
  %.236.2.i.1 = load double, double* %scevgep637, align 8, !noalias !34
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep638 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep639 = getelementptr double, double* %scevgep638, i64 -52
  %.236.3.i.1 = load double, double* %scevgep639, align 8, !noalias !34
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep640 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep641 = getelementptr double, double* %scevgep640, i64 -51
  %.236.4.i.1 = load double, double* %scevgep641, align 8, !noalias !34
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep642 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -50
  %.236.5.i.1 = load double, double* %scevgep643, align 8, !noalias !34
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep644 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -49
  %.236.6.i.1 = load double, double* %scevgep645, align 8, !noalias !34
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep646 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -48
  %.236.7.i.1 = load double, double* %scevgep647, align 8, !noalias !34
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep616 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -47
  %.236.i.2 = load double, double* %scevgep617, align 8, !noalias !34
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep618 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -46
  %.236.1.i.2 = load double, double* %scevgep619, align 8, !noalias !34
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep620 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -45
  %.236.2.i.2 = load double, double* %scevgep621, align 8, !noalias !34
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep622 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -44
  %.236.3.i.2 = load double, double* %scevgep623, align 8, !noalias !34
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep624 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -43
  %.236.4.i.2 = load double, double* %scevgep625, align 8, !noalias !34
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep626 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -42
  %.236.5.i.2 = load double, double* %scevgep627, align 8, !noalias !34
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep628 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep629 = getelementptr double, double* %scevgep628, i64 -41
  %.236.6.i.2 = load double, double* %scevgep629, align 8, !noalias !34
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep630 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep631 = getelementptr double, double* %scevgep630, i64 -40
  %.236.7.i.2 = load double, double* %scevgep631, align 8, !noalias !34
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep600 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -39
  %.236.i.3 = load double, double* %scevgep601, align 8, !noalias !34
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep602 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -38
  %.236.1.i.3 = load double, double* %scevgep603, align 8, !noalias !34
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep604 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -37
  %.236.2.i.3 = load double, double* %scevgep605, align 8, !noalias !34
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep606 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -36
  %.236.3.i.3 = load double, double* %scevgep607, align 8, !noalias !34
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep608 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -35
  %.236.4.i.3 = load double, double* %scevgep609, align 8, !noalias !34
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep610 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -34
  %.236.5.i.3 = load double, double* %scevgep611, align 8, !noalias !34
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep612 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -33
  %.236.6.i.3 = load double, double* %scevgep613, align 8, !noalias !34
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep614 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -32
  %.236.7.i.3 = load double, double* %scevgep615, align 8, !noalias !34
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep584 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -31
  %.236.i.4 = load double, double* %scevgep585, align 8, !noalias !34
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep586 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -30
  %.236.1.i.4 = load double, double* %scevgep587, align 8, !noalias !34
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep588 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -29
  %.236.2.i.4 = load double, double* %scevgep589, align 8, !noalias !34
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep590 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -28
  %.236.3.i.4 = load double, double* %scevgep591, align 8, !noalias !34
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep592 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -27
  %.236.4.i.4 = load double, double* %scevgep593, align 8, !noalias !34
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep594 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -26
  %.236.5.i.4 = load double, double* %scevgep595, align 8, !noalias !34
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep596 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -25
  %.236.6.i.4 = load double, double* %scevgep597, align 8, !noalias !34
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep598 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -24
  %.236.7.i.4 = load double, double* %scevgep599, align 8, !noalias !34
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep568 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -23
  %.236.i.5 = load double, double* %scevgep569, align 8, !noalias !34
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep570 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -22
  %.236.1.i.5 = load double, double* %scevgep571, align 8, !noalias !34
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep572 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -21
  %.236.2.i.5 = load double, double* %scevgep573, align 8, !noalias !34
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep574 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -20
  %.236.3.i.5 = load double, double* %scevgep575, align 8, !noalias !34
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep576 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -19
  %.236.4.i.5 = load double, double* %scevgep577, align 8, !noalias !34
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep578 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -18
  %.236.5.i.5 = load double, double* %scevgep579, align 8, !noalias !34
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep580 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -17
  %.236.6.i.5 = load double, double* %scevgep581, align 8, !noalias !34
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep582 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -16
  %.236.7.i.5 = load double, double* %scevgep583, align 8, !noalias !34
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep552 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -15
  %.236.i.6 = load double, double* %scevgep553, align 8, !noalias !34
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep554 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -14
  %.236.1.i.6 = load double, double* %scevgep555, align 8, !noalias !34
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep556 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -13
  %.236.2.i.6 = load double, double* %scevgep557, align 8, !noalias !34
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep558 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -12
  %.236.3.i.6 = load double, double* %scevgep559, align 8, !noalias !34
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep560 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -11
  %.236.4.i.6 = load double, double* %scevgep561, align 8, !noalias !34
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep562 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -10
  %.236.5.i.6 = load double, double* %scevgep563, align 8, !noalias !34
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep564 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -9
  %.236.6.i.6 = load double, double* %scevgep565, align 8, !noalias !34
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep566 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -8
  %.236.7.i.6 = load double, double* %scevgep567, align 8, !noalias !34
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep648 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -7
  %.236.i.7 = load double, double* %scevgep649, align 8, !noalias !34
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep650 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep651 = getelementptr double, double* %scevgep650, i64 -6
  %.236.1.i.7 = load double, double* %scevgep651, align 8, !noalias !34
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep652 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep653 = getelementptr double, double* %scevgep652, i64 -5
  %.236.2.i.7 = load double, double* %scevgep653, align 8, !noalias !34
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep654 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep655 = getelementptr double, double* %scevgep654, i64 -4
  %.236.3.i.7 = load double, double* %scevgep655, align 8, !noalias !34
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep656 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep657 = getelementptr double, double* %scevgep656, i64 -3
  %.236.4.i.7 = load double, double* %scevgep657, align 8, !noalias !34
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep658 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep659 = getelementptr double, double* %scevgep658, i64 -2
  %.236.5.i.7 = load double, double* %scevgep659, align 8, !noalias !34
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep660 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %scevgep661 = getelementptr double, double* %scevgep660, i64 -1
  %.236.6.i.7 = load double, double* %scevgep661, align 8, !noalias !34
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep662 = getelementptr double, double* %scevgep551, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep662, align 8, !noalias !34
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next680 = add i64 %lsr.iv679, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next680, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
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
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr10 to i64*
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
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr11 to double**
  %.60.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr12 to i64*
  %.60.fca.5.0.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i8* %.60.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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
  %.12 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, i8* %extracted.meminfo.1, i8* poison, i64 poison, i64 poison, double* %extracted.data.1, i64 %.10, i64 poison) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !40

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f8d2307ab10>", i64 0, i64 0))
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !17}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !17}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!37 = !{!"branch_weights", i32 1, i32 7}
!38 = distinct !{!38, !17}
!39 = distinct !{!39, !17}
!40 = !{!"branch_weights", i32 99, i32 1}
