; ModuleID = 'euler_rates'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.7dcae749b3c780889fc072b30c8ea9648a798bf1 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 2 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.7dcae749b3c780889fc072b30c8ea9648a798bf1.sha1 = internal constant [20 x i8] c"}\CA\E7I\B3\C7\80\88\9F\C0r\B3\0C\8E\A9d\8Ay\8B\F1"
@.const.picklebuf.7dcae749b3c780889fc072b30c8ea9648a798bf1 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.7dcae749b3c780889fc072b30c8ea9648a798bf1, i32 131, ptr @.const.pickledata.7dcae749b3c780889fc072b30c8ea9648a798bf1.sha1, ptr null, i32 0 }
@.const.pickledata.dd96f5569ea1d1c623499d314c542be81c4a61f7 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 3 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.dd96f5569ea1d1c623499d314c542be81c4a61f7.sha1 = internal constant [20 x i8] c"\DD\96\F5V\9E\A1\D1\C6#I\9D1LT+\E8\1CJa\F7"
@.const.picklebuf.dd96f5569ea1d1c623499d314c542be81c4a61f7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dd96f5569ea1d1c623499d314c542be81c4a61f7, i32 131, ptr @.const.pickledata.dd96f5569ea1d1c623499d314c542be81c4a61f7.sha1, ptr null, i32 0 }
@.const.pickledata.bd21e7126b1195ac1886895d76389b0d1e45d144 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 4 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.bd21e7126b1195ac1886895d76389b0d1e45d144.sha1 = internal constant [20 x i8] c"\BD!\E7\12k\11\95\AC\18\86\89]v8\9B\0D\1EE\D1D"
@.const.picklebuf.bd21e7126b1195ac1886895d76389b0d1e45d144 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.bd21e7126b1195ac1886895d76389b0d1e45d144, i32 131, ptr @.const.pickledata.bd21e7126b1195ac1886895d76389b0d1e45d144.sha1, ptr null, i32 0 }
@.const.pickledata.c75de1deb49de3311e8d621cb6b5788150c002ea = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 5 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.c75de1deb49de3311e8d621cb6b5788150c002ea.sha1 = internal constant [20 x i8] c"\C7]\E1\DE\B4\9D\E31\1E\8Db\1C\B6\B5x\81P\C0\02\EA"
@.const.picklebuf.c75de1deb49de3311e8d621cb6b5788150c002ea = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.c75de1deb49de3311e8d621cb6b5788150c002ea, i32 131, ptr @.const.pickledata.c75de1deb49de3311e8d621cb6b5788150c002ea.sha1, ptr null, i32 0 }
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.euler_rates = internal constant [12 x i8] c"euler_rates\00"
@_ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa5de89dfd0B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa5de89e0d0B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fa5de89dd50B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, ptr %arg.k.0, ptr readnone captures(none) %arg.k.1, i64 %arg.k.2, i64 %arg.k.3, ptr readonly captures(none) %arg.k.4, i64 %arg.k.5.0, i64 %arg.k.6.0) local_unnamed_addr {
B0:
  %const664 = bitcast i64 -1152921504606846976 to i64
  %const663 = bitcast i64 -2305843009213693952 to i64
  tail call void @NRT_incref(ptr %arg.y0.0)
  tail call void @NRT_incref(ptr %arg.k.0)
  %0 = add i64 %arg.y0.5.0, %const664
  %.54 = icmp ult i64 %0, %const663
  br i1 %.54, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end.1, %B76.lr.ph
  %y.2.sroa.0.0559 = phi ptr [ %.7.i.i, %B76.lr.ph ], [ %.7.i.i325, %for.end.1 ]
  %y.2.sroa.60.0557 = phi ptr [ %.6.i, %B76.lr.ph ], [ %.6.i332, %for.end.1 ]
  %y.2.sroa.75.0556 = phi i64 [ %arg.y0.5.0, %B76.lr.ph ], [ %y.2.sroa.75.0.lcssa.fr467, %for.end.1 ]
  %.214507555 = phi i64 [ 20, %B76.lr.ph ], [ %.224, %for.end.1 ]
  %1 = icmp eq i64 %arg.k.5.0, 1
  %.224 = add nsw i64 %.214507555, -1
  br i1 %1, label %B128.i187, label %B90.i178

B128.i167:                                        ; preds = %for.end.1
  tail call void @NRT_decref(ptr %arg.k.0)
  %.1091 = shl nsw i64 %y.2.sroa.75.0.lcssa.fr467, 3
  %.7.i.i354 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1091, i32 32), !noalias !1
  %.8.i.i355 = icmp eq ptr %.7.i.i354, null
  br i1 %.8.i.i355, label %B166.endif.endif.endif.endif.endif.if.if, label %B166.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.endif, %B166.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B76.endif.endif.endif.end...endif.1.if.if, %B76.endif.endif.endif.end...if.1, %B76.endif.endif.endif.end...endif.endif.endif.if, %B76.endif.endif.endif.end...endif.if, %B76.endif.endif.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B76.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ], [ 1, %B166.endif.endif.endif.endif.endif.if.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.1.if.if ], [ 1, %B76.endif.endif.endif.end...endif.if ], [ 1, %B76.endif.endif.endif.end...if.1 ], [ 1, %B76.endif.endif.endif.end...endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.53 = shl nsw i64 %arg.y0.5.0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.53, i32 32), !noalias !9
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 9223372036854775804 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.118 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.y0.4, i64 %.118, i1 false)
  tail call void @NRT_decref(ptr %arg.y0.0)
  br label %B128.i

B90.i178:                                         ; preds = %B128.i
  %.71.i179 = icmp ne i64 %y.2.sroa.75.0556, %arg.k.5.0
  %.76.i180 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i181 = and i1 %.76.i180, %.71.i179
  br i1 %or.cond.i181, label %B76.endif.endif.endif.if, label %B90.i198

B128.i187:                                        ; preds = %B128.i
  %.101.not.i188 = icmp eq i64 %y.2.sroa.75.0556, 1
  br i1 %.101.not.i188, label %B76.endif.endif.endif.end...endif.1, label %B90.i198

B76.endif.endif.endif.if:                         ; preds = %B90.i178
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B90.i198:                                         ; preds = %B128.i187, %B90.i178
  %dest_shape.1434445 = phi i64 [ %arg.k.5.0, %B90.i178 ], [ %y.2.sroa.75.0556, %B128.i187 ]
  %.71.i199 = icmp ne i64 %y.2.sroa.75.0556, %dest_shape.1434445
  %.76.i200 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i201 = and i1 %.76.i200, %.71.i199
  br i1 %or.cond.i201, label %B76.endif.endif.endif.endif.endif.if, label %B90.i218

B76.endif.endif.endif.endif.endif.if:             ; preds = %B90.i198
  store ptr @.const.picklebuf.7dcae749b3c780889fc072b30c8ea9648a798bf1, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B90.i218:                                         ; preds = %B90.i198
  %.71.i219 = icmp ne i64 %y.2.sroa.75.0556, %dest_shape.1434445
  %.76.i220 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i221 = and i1 %.76.i220, %.71.i219
  br i1 %or.cond.i221, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B90.i238

B76.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B90.i218
  store ptr @.const.picklebuf.dd96f5569ea1d1c623499d314c542be81c4a61f7, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B90.i238:                                         ; preds = %B90.i218
  %.71.i239 = icmp ne i64 %y.2.sroa.75.0556, %dest_shape.1434445
  %.76.i240 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i241 = and i1 %.76.i240, %.71.i239
  br i1 %or.cond.i241, label %B76.endif.endif.endif.end...endif.if, label %B90.i258

B76.endif.endif.endif.end...endif.if:             ; preds = %B90.i238
  store ptr @.const.picklebuf.bd21e7126b1195ac1886895d76389b0d1e45d144, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B90.i258:                                         ; preds = %B90.i238
  %.71.i259 = icmp ne i64 %y.2.sroa.75.0556, %dest_shape.1434445
  %.76.i260 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i261 = and i1 %.76.i260, %.71.i259
  br i1 %or.cond.i261, label %B76.endif.endif.endif.end...endif.endif.endif.if, label %B150.i262

B150.i262:                                        ; preds = %B90.i258
  %2 = add i64 %dest_shape.1434445, %const664
  %.555 = icmp ult i64 %2, %const663
  br i1 %.555, label %B76.endif.endif.endif.end...if.1, label %B76.endif.endif.endif.end...endif.1, !prof !16

B76.endif.endif.endif.end...endif.endif.endif.if: ; preds = %B90.i258
  store ptr @.const.picklebuf.c75de1deb49de3311e8d621cb6b5788150c002ea, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B76.endif.endif.endif.end...if.1:                 ; preds = %B150.i262
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B76.endif.endif.endif.end...endif.1:              ; preds = %B128.i187, %B150.i262
  %dest_shape.5460 = phi i64 [ %dest_shape.1434445, %B150.i262 ], [ 1, %B128.i187 ]
  %.554 = shl nsw i64 %dest_shape.5460, 3
  %.7.i.i271 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.554, i32 32), !noalias !17
  %.8.i.i272 = icmp eq ptr %.7.i.i271, null
  br i1 %.8.i.i272, label %B76.endif.endif.endif.end...endif.1.if.if, label %B76.endif.endif.endif.end...endif.1.endif, !prof !0

B76.endif.endif.endif.end...endif.1.endif:        ; preds = %B76.endif.endif.endif.end...endif.1
  %.5.i277 = getelementptr i8, ptr %.7.i.i271, i64 24
  %.6.i278 = load ptr, ptr %.5.i277, align 8
  %.637495 = icmp sgt i64 %dest_shape.5460, 0
  br i1 %.637495, label %for.body.lr.ph, label %B90.i312

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.end...endif.1.endif
  %.648 = icmp ugt i64 %y.2.sroa.75.0556, 1
  br i1 %.648, label %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader, label %for.body.endif.endif.endif.endif.endif.endif.endif.preheader

for.body.endif.endif.endif.endif.endif.endif.endif.preheader: ; preds = %for.body.lr.ph
  %xtraiter = and i64 %dest_shape.5460, 3
  %3 = icmp ult i64 %dest_shape.5460, 4
  br i1 %3, label %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader, label %for.body.endif.endif.endif.endif.endif.endif.endif.preheader.new

for.body.endif.endif.endif.endif.endif.endif.endif.preheader.new: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.preheader
  %unroll_iter = and i64 %dest_shape.5460, %const
  br label %for.body.endif.endif.endif.endif.endif.endif.endif

for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader: ; preds = %for.body.lr.ph
  %xtraiter528 = and i64 %dest_shape.5460, 3
  %4 = icmp ult i64 %dest_shape.5460, 4
  br i1 %4, label %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader, label %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader.new

for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader.new: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader
  %unroll_iter532 = and i64 %dest_shape.5460, %const
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.us

for.body.endif.endif.endif.endif.endif.endif.endif.us: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.us, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader.new
  %loop.index502.us = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader.new ], [ %9, %for.body.endif.endif.endif.endif.endif.endif.endif.us ]
  %.618.0496.us = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader.new ], [ %spec.select.us.3, %for.body.endif.endif.endif.endif.endif.endif.endif.us ]
  %5 = icmp ugt i64 %arg.k.5.0, 1
  %spec.select.us = select i1 %5, i64 %loop.index502.us, i64 %.618.0496.us
  %.646.us = getelementptr double, ptr %arg.k.4, i64 %spec.select.us
  %.647.us = load double, ptr %.646.us, align 8
  %sunkaddr = mul i64 %loop.index502.us, 8
  %sunkaddr665 = getelementptr i8, ptr %y.2.sroa.60.0557, i64 %sunkaddr
  %.656240.us = load double, ptr %sunkaddr665, align 8
  %.21.le.i = tail call double @llvm.sin.f64(double %.656240.us)
  %.10.i = fmul double %.647.us, %.656240.us
  %.11.i = fmul double %.656240.us, %.656240.us
  %.12.i = fmul double %.656240.us, %.11.i
  %.13.i = fsub double %.10.i, %.12.i
  %.26.i = fadd double %.21.le.i, %.13.i
  %sunkaddr666 = mul i64 %loop.index502.us, 8
  %sunkaddr667 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr666
  store double %.26.i, ptr %sunkaddr667, align 8
  %6 = add i64 %loop.index502.us, 1
  %spec.select.us.1 = select i1 %5, i64 %6, i64 %.618.0496.us
  %.646.us.1 = getelementptr double, ptr %arg.k.4, i64 %spec.select.us.1
  %.647.us.1 = load double, ptr %.646.us.1, align 8
  %sunkaddr668 = mul i64 %loop.index502.us, 8
  %sunkaddr669 = getelementptr i8, ptr %y.2.sroa.60.0557, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 8
  %.656240.us.1 = load double, ptr %sunkaddr670, align 8
  %.21.le.i.1 = tail call double @llvm.sin.f64(double %.656240.us.1)
  %.10.i.1 = fmul double %.647.us.1, %.656240.us.1
  %.11.i.1 = fmul double %.656240.us.1, %.656240.us.1
  %.12.i.1 = fmul double %.656240.us.1, %.11.i.1
  %.13.i.1 = fsub double %.10.i.1, %.12.i.1
  %.26.i.1 = fadd double %.21.le.i.1, %.13.i.1
  %sunkaddr671 = mul i64 %loop.index502.us, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 8
  store double %.26.i.1, ptr %sunkaddr673, align 8
  %7 = add i64 %6, 1
  %spec.select.us.2 = select i1 %5, i64 %7, i64 %.618.0496.us
  %.646.us.2 = getelementptr double, ptr %arg.k.4, i64 %spec.select.us.2
  %.647.us.2 = load double, ptr %.646.us.2, align 8
  %sunkaddr674 = mul i64 %loop.index502.us, 8
  %sunkaddr675 = getelementptr i8, ptr %y.2.sroa.60.0557, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, ptr %sunkaddr675, i64 16
  %.656240.us.2 = load double, ptr %sunkaddr676, align 8
  %.21.le.i.2 = tail call double @llvm.sin.f64(double %.656240.us.2)
  %.10.i.2 = fmul double %.647.us.2, %.656240.us.2
  %.11.i.2 = fmul double %.656240.us.2, %.656240.us.2
  %.12.i.2 = fmul double %.656240.us.2, %.11.i.2
  %.13.i.2 = fsub double %.10.i.2, %.12.i.2
  %.26.i.2 = fadd double %.21.le.i.2, %.13.i.2
  %sunkaddr677 = mul i64 %loop.index502.us, 8
  %sunkaddr678 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, ptr %sunkaddr678, i64 16
  store double %.26.i.2, ptr %sunkaddr679, align 8
  %8 = add i64 %7, 1
  %spec.select.us.3 = select i1 %5, i64 %8, i64 %.618.0496.us
  %.646.us.3 = getelementptr double, ptr %arg.k.4, i64 %spec.select.us.3
  %.647.us.3 = load double, ptr %.646.us.3, align 8
  %sunkaddr680 = mul i64 %loop.index502.us, 8
  %sunkaddr681 = getelementptr i8, ptr %y.2.sroa.60.0557, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 24
  %.656240.us.3 = load double, ptr %sunkaddr682, align 8
  %.21.le.i.3 = tail call double @llvm.sin.f64(double %.656240.us.3)
  %.10.i.3 = fmul double %.647.us.3, %.656240.us.3
  %.11.i.3 = fmul double %.656240.us.3, %.656240.us.3
  %.12.i.3 = fmul double %.656240.us.3, %.11.i.3
  %.13.i.3 = fsub double %.10.i.3, %.12.i.3
  %.26.i.3 = fadd double %.21.le.i.3, %.13.i.3
  %sunkaddr683 = mul i64 %loop.index502.us, 8
  %sunkaddr684 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 24
  store double %.26.i.3, ptr %sunkaddr685, align 8
  %.721.us.3 = add nuw nsw i64 %loop.index502.us, 4
  %9 = add i64 %8, 1
  %niter533.ncmp.3 = icmp eq i64 %9, %unroll_iter532
  br i1 %niter533.ncmp.3, label %B128.i301.loopexit.unr-lcssa, label %for.body.endif.endif.endif.endif.endif.endif.endif.us

B76.endif.endif.endif.end...endif.1.if.if:        ; preds = %B76.endif.endif.endif.end...endif.1
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i301.loopexit.unr-lcssa:                     ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.us
  %lcmp.mod530.not = icmp eq i64 %xtraiter528, 0
  br i1 %lcmp.mod530.not, label %B128.i301, label %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader

for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader: ; preds = %B128.i301.loopexit.unr-lcssa, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader
  %loop.index502.us.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader ], [ %.721.us.3, %B128.i301.loopexit.unr-lcssa ]
  %.618.0496.us.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.us.preheader ], [ %spec.select.us.3, %B128.i301.loopexit.unr-lcssa ]
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil

for.body.endif.endif.endif.endif.endif.endif.endif.us.epil: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader
  %lsr.iv640 = phi i64 [ %lsr.iv.next641, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil ], [ %xtraiter528, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader ]
  %loop.index502.us.epil = phi i64 [ %.721.us.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil ], [ %loop.index502.us.epil.init, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader ]
  %.618.0496.us.epil = phi i64 [ %spec.select.us.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil ], [ %.618.0496.us.epil.init, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil.preheader ]
  %10 = icmp ugt i64 %arg.k.5.0, 1
  %spec.select.us.epil = select i1 %10, i64 %loop.index502.us.epil, i64 %.618.0496.us.epil
  %.646.us.epil = getelementptr double, ptr %arg.k.4, i64 %spec.select.us.epil
  %.647.us.epil = load double, ptr %.646.us.epil, align 8
  %11 = shl i64 %loop.index502.us.epil, 3
  %scevgep639 = getelementptr i8, ptr %y.2.sroa.60.0557, i64 %11
  %.656240.us.epil = load double, ptr %scevgep639, align 8
  %.21.le.i.epil = tail call double @llvm.sin.f64(double %.656240.us.epil)
  %.10.i.epil = fmul double %.647.us.epil, %.656240.us.epil
  %.11.i.epil = fmul double %.656240.us.epil, %.656240.us.epil
  %.12.i.epil = fmul double %.656240.us.epil, %.11.i.epil
  %.13.i.epil = fsub double %.10.i.epil, %.12.i.epil
  %.26.i.epil = fadd double %.21.le.i.epil, %.13.i.epil
  %12 = shl i64 %loop.index502.us.epil, 3
  %scevgep638 = getelementptr i8, ptr %.6.i278, i64 %12
  store double %.26.i.epil, ptr %scevgep638, align 8
  %.721.us.epil = add nuw nsw i64 %loop.index502.us.epil, 1
  %lsr.iv.next641 = add nsw i64 %lsr.iv640, -1
  %epil.iter529.cmp.not = icmp eq i64 %lsr.iv.next641, 0
  br i1 %epil.iter529.cmp.not, label %B128.i301, label %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil, !llvm.loop !24

B128.i301.loopexit523.unr-lcssa:                  ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B128.i301, label %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader

for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader: ; preds = %B128.i301.loopexit523.unr-lcssa, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader
  %loop.index502.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader ], [ %.721.3, %B128.i301.loopexit523.unr-lcssa ]
  %.618.0496.epil.init = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader ], [ %spec.select.3, %B128.i301.loopexit523.unr-lcssa ]
  br label %for.body.endif.endif.endif.endif.endif.endif.endif.epil

for.body.endif.endif.endif.endif.endif.endif.endif.epil: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader
  %lsr.iv620 = phi i64 [ %lsr.iv.next621, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %xtraiter, %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader ]
  %loop.index502.epil = phi i64 [ %.721.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %loop.index502.epil.init, %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader ]
  %.618.0496.epil = phi i64 [ %spec.select.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.epil ], [ %.618.0496.epil.init, %for.body.endif.endif.endif.endif.endif.endif.endif.epil.preheader ]
  %13 = icmp ugt i64 %arg.k.5.0, 1
  %spec.select.epil = select i1 %13, i64 %loop.index502.epil, i64 %.618.0496.epil
  %.646.epil = getelementptr double, ptr %arg.k.4, i64 %spec.select.epil
  %.647.epil = load double, ptr %.646.epil, align 8
  %.656.epil = load double, ptr %y.2.sroa.60.0557, align 8
  %.21.le.i279.epil = tail call double @llvm.sin.f64(double %.656.epil)
  %.10.i280.epil = fmul double %.647.epil, %.656.epil
  %.11.i281.epil = fmul double %.656.epil, %.656.epil
  %.12.i282.epil = fmul double %.656.epil, %.11.i281.epil
  %.13.i283.epil = fsub double %.10.i280.epil, %.12.i282.epil
  %.26.i284.epil = fadd double %.21.le.i279.epil, %.13.i283.epil
  %14 = shl i64 %loop.index502.epil, 3
  %scevgep619 = getelementptr i8, ptr %.6.i278, i64 %14
  store double %.26.i284.epil, ptr %scevgep619, align 8
  %.721.epil = add nuw nsw i64 %loop.index502.epil, 1
  %lsr.iv.next621 = add nsw i64 %lsr.iv620, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next621, 0
  br i1 %epil.iter.cmp.not, label %B128.i301, label %for.body.endif.endif.endif.endif.endif.endif.endif.epil, !llvm.loop !26

B128.i301:                                        ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif.epil, %for.body.endif.endif.endif.endif.endif.endif.endif.us.epil, %B128.i301.loopexit523.unr-lcssa, %B128.i301.loopexit.unr-lcssa
  %.101.not.i302 = icmp eq i64 %dest_shape.5460, 1
  br i1 %.101.not.i302, label %B128.i321, label %B90.i312

for.body.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.body.endif.endif.endif.endif.endif.endif.endif, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader.new
  %loop.index502 = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader.new ], [ %19, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %.618.0496 = phi i64 [ 0, %for.body.endif.endif.endif.endif.endif.endif.endif.preheader.new ], [ %spec.select.3, %for.body.endif.endif.endif.endif.endif.endif.endif ]
  %15 = icmp ugt i64 %arg.k.5.0, 1
  %spec.select = select i1 %15, i64 %loop.index502, i64 %.618.0496
  %.646 = getelementptr double, ptr %arg.k.4, i64 %spec.select
  %.647 = load double, ptr %.646, align 8
  %.656 = load double, ptr %y.2.sroa.60.0557, align 8
  %.21.le.i279 = tail call double @llvm.sin.f64(double %.656)
  %.10.i280 = fmul double %.647, %.656
  %.11.i281 = fmul double %.656, %.656
  %.12.i282 = fmul double %.656, %.11.i281
  %.13.i283 = fsub double %.10.i280, %.12.i282
  %.26.i284 = fadd double %.21.le.i279, %.13.i283
  %sunkaddr686 = mul i64 %loop.index502, 8
  %sunkaddr687 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr686
  store double %.26.i284, ptr %sunkaddr687, align 8
  %16 = add i64 %loop.index502, 1
  %spec.select.1 = select i1 %15, i64 %16, i64 %.618.0496
  %.646.1 = getelementptr double, ptr %arg.k.4, i64 %spec.select.1
  %.647.1 = load double, ptr %.646.1, align 8
  %.656.1 = load double, ptr %y.2.sroa.60.0557, align 8
  %.21.le.i279.1 = tail call double @llvm.sin.f64(double %.656.1)
  %.10.i280.1 = fmul double %.647.1, %.656.1
  %.11.i281.1 = fmul double %.656.1, %.656.1
  %.12.i282.1 = fmul double %.656.1, %.11.i281.1
  %.13.i283.1 = fsub double %.10.i280.1, %.12.i282.1
  %.26.i284.1 = fadd double %.21.le.i279.1, %.13.i283.1
  %sunkaddr688 = mul i64 %loop.index502, 8
  %sunkaddr689 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr688
  %sunkaddr690 = getelementptr i8, ptr %sunkaddr689, i64 8
  store double %.26.i284.1, ptr %sunkaddr690, align 8
  %17 = add i64 %16, 1
  %spec.select.2 = select i1 %15, i64 %17, i64 %.618.0496
  %.646.2 = getelementptr double, ptr %arg.k.4, i64 %spec.select.2
  %.647.2 = load double, ptr %.646.2, align 8
  %.656.2 = load double, ptr %y.2.sroa.60.0557, align 8
  %.21.le.i279.2 = tail call double @llvm.sin.f64(double %.656.2)
  %.10.i280.2 = fmul double %.647.2, %.656.2
  %.11.i281.2 = fmul double %.656.2, %.656.2
  %.12.i282.2 = fmul double %.656.2, %.11.i281.2
  %.13.i283.2 = fsub double %.10.i280.2, %.12.i282.2
  %.26.i284.2 = fadd double %.21.le.i279.2, %.13.i283.2
  %sunkaddr691 = mul i64 %loop.index502, 8
  %sunkaddr692 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr691
  %sunkaddr693 = getelementptr i8, ptr %sunkaddr692, i64 16
  store double %.26.i284.2, ptr %sunkaddr693, align 8
  %18 = add i64 %17, 1
  %spec.select.3 = select i1 %15, i64 %18, i64 %.618.0496
  %.646.3 = getelementptr double, ptr %arg.k.4, i64 %spec.select.3
  %.647.3 = load double, ptr %.646.3, align 8
  %.656.3 = load double, ptr %y.2.sroa.60.0557, align 8
  %.21.le.i279.3 = tail call double @llvm.sin.f64(double %.656.3)
  %.10.i280.3 = fmul double %.647.3, %.656.3
  %.11.i281.3 = fmul double %.656.3, %.656.3
  %.12.i282.3 = fmul double %.656.3, %.11.i281.3
  %.13.i283.3 = fsub double %.10.i280.3, %.12.i282.3
  %.26.i284.3 = fadd double %.21.le.i279.3, %.13.i283.3
  %sunkaddr694 = mul i64 %loop.index502, 8
  %sunkaddr695 = getelementptr i8, ptr %.6.i278, i64 %sunkaddr694
  %sunkaddr696 = getelementptr i8, ptr %sunkaddr695, i64 24
  store double %.26.i284.3, ptr %sunkaddr696, align 8
  %.721.3 = add nuw nsw i64 %loop.index502, 4
  %19 = add i64 %18, 1
  %niter.ncmp.3 = icmp eq i64 %19, %unroll_iter
  br i1 %niter.ncmp.3, label %B128.i301.loopexit523.unr-lcssa, label %for.body.endif.endif.endif.endif.endif.endif.endif

B90.i312:                                         ; preds = %B76.endif.endif.endif.end...endif.1.endif, %B128.i301
  %.71.i313 = icmp ne i64 %y.2.sroa.75.0556, %dest_shape.5460
  %.76.i314 = icmp ne i64 %y.2.sroa.75.0556, 1
  %or.cond.i315 = and i1 %.76.i314, %.71.i313
  br i1 %or.cond.i315, label %for.end.endif.endif.endif.if, label %B150.i316

B128.i321:                                        ; preds = %B128.i301
  %.101.not.i322 = icmp eq i64 %y.2.sroa.75.0556, 1
  br i1 %.101.not.i322, label %for.end.endif.endif.endif.endif.endif, label %B150.i316

B150.i316:                                        ; preds = %B128.i321, %B90.i312
  %dest_shape.1.1 = phi i64 [ %dest_shape.5460, %B90.i312 ], [ %y.2.sroa.75.0556, %B128.i321 ]
  %y.2.sroa.75.0.lcssa.fr = freeze i64 %dest_shape.1.1
  %20 = add i64 %y.2.sroa.75.0.lcssa.fr, %const664
  %.832 = icmp ult i64 %20, %const663
  br i1 %.832, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !27

for.end.endif.endif.endif.if:                     ; preds = %B90.i312
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.if:               ; preds = %B150.i316
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i321, %B150.i316
  %y.2.sroa.75.0.lcssa.fr467 = phi i64 [ %y.2.sroa.75.0.lcssa.fr, %B150.i316 ], [ 1, %B128.i321 ]
  %.831 = shl nsw i64 %y.2.sroa.75.0.lcssa.fr467, 3
  %.7.i.i325 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.831, i32 32), !noalias !28
  %.8.i.i326 = icmp eq ptr %.7.i.i325, null
  br i1 %.8.i.i326, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i331 = getelementptr i8, ptr %.7.i.i325, i64 24
  %.6.i332 = load ptr, ptr %.5.i331, align 8
  %.902503 = icmp sgt i64 %y.2.sroa.75.0.lcssa.fr467, 0
  br i1 %.902503, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %xtraiter534 = and i64 %y.2.sroa.75.0.lcssa.fr467, 7
  %21 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr467, 8
  br i1 %21, label %for.body.1.endif.endif.endif.epil.preheader, label %for.body.1.lr.ph.new

for.body.1.lr.ph.new:                             ; preds = %for.body.1.lr.ph
  %const_mat661 = add i64 %const, -4
  %unroll_iter538 = and i64 %y.2.sroa.75.0.lcssa.fr467, %const_mat661
  br label %for.body.1.endif.endif.endif

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif
  %lcmp.mod536.not = icmp eq i64 %xtraiter534, 0
  br i1 %lcmp.mod536.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.lr.ph
  %loop.index.1506.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.950.7, %for.end.1.loopexit.unr-lcssa ]
  %.898.0505.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.898.1.7, %for.end.1.loopexit.unr-lcssa ]
  %.895.0504.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %spec.select313.7, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.epil.preheader
  %lsr.iv659 = phi i64 [ %lsr.iv.next660, %for.body.1.endif.endif.endif.epil ], [ %xtraiter534, %for.body.1.endif.endif.endif.epil.preheader ]
  %loop.index.1506.epil = phi i64 [ %loop.index.1506.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.950.epil, %for.body.1.endif.endif.endif.epil ]
  %.898.0505.epil = phi i64 [ %.898.0505.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.898.1.epil, %for.body.1.endif.endif.endif.epil ]
  %.895.0504.epil = phi i64 [ %.895.0504.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %spec.select313.epil, %for.body.1.endif.endif.endif.epil ]
  %22 = icmp ugt i64 %y.2.sroa.75.0556, 1
  %23 = icmp ugt i64 %dest_shape.5460, 1
  %spec.select313.epil = select i1 %23, i64 %loop.index.1506.epil, i64 %.895.0504.epil
  %.911.epil = getelementptr double, ptr %.6.i278, i64 %spec.select313.epil
  %.912.epil = load double, ptr %.911.epil, align 8
  %.898.1.epil = select i1 %22, i64 %loop.index.1506.epil, i64 %.898.0505.epil
  %.920.epil = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.epil
  %.921.epil = load double, ptr %.920.epil, align 8
  %.6.i333.epil = fmul double %.912.epil, 1.000000e-02
  %.7.i.epil = fadd double %.921.epil, %.6.i333.epil
  %24 = shl i64 %loop.index.1506.epil, 3
  %scevgep658 = getelementptr i8, ptr %.6.i332, i64 %24
  store double %.7.i.epil, ptr %scevgep658, align 8
  %.950.epil = add nuw nsw i64 %loop.index.1506.epil, 1
  %lsr.iv.next660 = add nsw i64 %lsr.iv659, -1
  %epil.iter535.cmp.not = icmp eq i64 %lsr.iv.next660, 0
  br i1 %epil.iter535.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil, !llvm.loop !35

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i271)
  tail call void @NRT_decref(ptr nonnull %y.2.sroa.0.0559)
  %.215 = icmp samesign ugt i64 %.214507555, 1
  br i1 %.215, label %B128.i, label %B128.i167

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif, %for.body.1.lr.ph.new
  %loop.index.1506 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %34, %for.body.1.endif.endif.endif ]
  %.898.0505 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %.898.1.7, %for.body.1.endif.endif.endif ]
  %.895.0504 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %spec.select313.7, %for.body.1.endif.endif.endif ]
  %25 = icmp ugt i64 %y.2.sroa.75.0556, 1
  %26 = icmp ugt i64 %dest_shape.5460, 1
  %spec.select313 = select i1 %26, i64 %loop.index.1506, i64 %.895.0504
  %.911 = getelementptr double, ptr %.6.i278, i64 %spec.select313
  %.912 = load double, ptr %.911, align 8
  %.898.1 = select i1 %25, i64 %loop.index.1506, i64 %.898.0505
  %.920 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1
  %.921 = load double, ptr %.920, align 8
  %.6.i333 = fmul double %.912, 1.000000e-02
  %.7.i = fadd double %.921, %.6.i333
  %sunkaddr697 = mul i64 %loop.index.1506, 8
  %sunkaddr698 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr697
  store double %.7.i, ptr %sunkaddr698, align 8
  %27 = add i64 %loop.index.1506, 1
  %spec.select313.1 = select i1 %26, i64 %27, i64 %.895.0504
  %.911.1 = getelementptr double, ptr %.6.i278, i64 %spec.select313.1
  %.912.1 = load double, ptr %.911.1, align 8
  %.898.1.1 = select i1 %25, i64 %27, i64 %.898.0505
  %.920.1 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.1
  %.921.1 = load double, ptr %.920.1, align 8
  %.6.i333.1 = fmul double %.912.1, 1.000000e-02
  %.7.i.1 = fadd double %.921.1, %.6.i333.1
  %sunkaddr699 = mul i64 %loop.index.1506, 8
  %sunkaddr700 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr699
  %sunkaddr701 = getelementptr i8, ptr %sunkaddr700, i64 8
  store double %.7.i.1, ptr %sunkaddr701, align 8
  %28 = add i64 %27, 1
  %spec.select313.2 = select i1 %26, i64 %28, i64 %.895.0504
  %.911.2 = getelementptr double, ptr %.6.i278, i64 %spec.select313.2
  %.912.2 = load double, ptr %.911.2, align 8
  %.898.1.2 = select i1 %25, i64 %28, i64 %.898.0505
  %.920.2 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.2
  %.921.2 = load double, ptr %.920.2, align 8
  %.6.i333.2 = fmul double %.912.2, 1.000000e-02
  %.7.i.2 = fadd double %.921.2, %.6.i333.2
  %sunkaddr702 = mul i64 %loop.index.1506, 8
  %sunkaddr703 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr702
  %sunkaddr704 = getelementptr i8, ptr %sunkaddr703, i64 16
  store double %.7.i.2, ptr %sunkaddr704, align 8
  %29 = add i64 %28, 1
  %spec.select313.3 = select i1 %26, i64 %29, i64 %.895.0504
  %.911.3 = getelementptr double, ptr %.6.i278, i64 %spec.select313.3
  %.912.3 = load double, ptr %.911.3, align 8
  %.898.1.3 = select i1 %25, i64 %29, i64 %.898.0505
  %.920.3 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.3
  %.921.3 = load double, ptr %.920.3, align 8
  %.6.i333.3 = fmul double %.912.3, 1.000000e-02
  %.7.i.3 = fadd double %.921.3, %.6.i333.3
  %sunkaddr705 = mul i64 %loop.index.1506, 8
  %sunkaddr706 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr705
  %sunkaddr707 = getelementptr i8, ptr %sunkaddr706, i64 24
  store double %.7.i.3, ptr %sunkaddr707, align 8
  %30 = add i64 %29, 1
  %spec.select313.4 = select i1 %26, i64 %30, i64 %.895.0504
  %.911.4 = getelementptr double, ptr %.6.i278, i64 %spec.select313.4
  %.912.4 = load double, ptr %.911.4, align 8
  %.898.1.4 = select i1 %25, i64 %30, i64 %.898.0505
  %.920.4 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.4
  %.921.4 = load double, ptr %.920.4, align 8
  %.6.i333.4 = fmul double %.912.4, 1.000000e-02
  %.7.i.4 = fadd double %.921.4, %.6.i333.4
  %sunkaddr708 = mul i64 %loop.index.1506, 8
  %sunkaddr709 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr708
  %sunkaddr710 = getelementptr i8, ptr %sunkaddr709, i64 32
  store double %.7.i.4, ptr %sunkaddr710, align 8
  %31 = add i64 %30, 1
  %spec.select313.5 = select i1 %26, i64 %31, i64 %.895.0504
  %.911.5 = getelementptr double, ptr %.6.i278, i64 %spec.select313.5
  %.912.5 = load double, ptr %.911.5, align 8
  %.898.1.5 = select i1 %25, i64 %31, i64 %.898.0505
  %.920.5 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.5
  %.921.5 = load double, ptr %.920.5, align 8
  %.6.i333.5 = fmul double %.912.5, 1.000000e-02
  %.7.i.5 = fadd double %.921.5, %.6.i333.5
  %sunkaddr711 = mul i64 %loop.index.1506, 8
  %sunkaddr712 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr711
  %sunkaddr713 = getelementptr i8, ptr %sunkaddr712, i64 40
  store double %.7.i.5, ptr %sunkaddr713, align 8
  %32 = add i64 %31, 1
  %spec.select313.6 = select i1 %26, i64 %32, i64 %.895.0504
  %.911.6 = getelementptr double, ptr %.6.i278, i64 %spec.select313.6
  %.912.6 = load double, ptr %.911.6, align 8
  %.898.1.6 = select i1 %25, i64 %32, i64 %.898.0505
  %.920.6 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.6
  %.921.6 = load double, ptr %.920.6, align 8
  %.6.i333.6 = fmul double %.912.6, 1.000000e-02
  %.7.i.6 = fadd double %.921.6, %.6.i333.6
  %sunkaddr714 = mul i64 %loop.index.1506, 8
  %sunkaddr715 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr714
  %sunkaddr716 = getelementptr i8, ptr %sunkaddr715, i64 48
  store double %.7.i.6, ptr %sunkaddr716, align 8
  %33 = add i64 %32, 1
  %spec.select313.7 = select i1 %26, i64 %33, i64 %.895.0504
  %.911.7 = getelementptr double, ptr %.6.i278, i64 %spec.select313.7
  %.912.7 = load double, ptr %.911.7, align 8
  %.898.1.7 = select i1 %25, i64 %33, i64 %.898.0505
  %.920.7 = getelementptr double, ptr %y.2.sroa.60.0557, i64 %.898.1.7
  %.921.7 = load double, ptr %.920.7, align 8
  %.6.i333.7 = fmul double %.912.7, 1.000000e-02
  %.7.i.7 = fadd double %.921.7, %.6.i333.7
  %sunkaddr717 = mul i64 %loop.index.1506, 8
  %sunkaddr718 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr717
  %sunkaddr719 = getelementptr i8, ptr %sunkaddr718, i64 56
  store double %.7.i.7, ptr %sunkaddr719, align 8
  %.950.7 = add nuw nsw i64 %loop.index.1506, 8
  %34 = add i64 %33, 1
  %niter539.ncmp.7 = icmp eq i64 %34, %unroll_iter538
  br i1 %niter539.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif

B166.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i167
  %.5.i360 = getelementptr i8, ptr %.7.i.i354, i64 24
  %.6.i361 = load ptr, ptr %.5.i360, align 8
  %.1162564 = icmp sgt i64 %y.2.sroa.75.0.lcssa.fr467, 0
  br i1 %.1162564, label %for.body.2.lr.ph, label %for.end.2.thread408

for.end.2.thread408:                              ; preds = %B166.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i325)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %B166.endif.endif.endif.endif.endif.endif
  %.1164.not = icmp eq i64 %y.2.sroa.75.0.lcssa.fr467, 1
  br i1 %.1164.not, label %for.body.2.endif.endif.endif.prol.preheader, label %iter.check492

for.body.2.endif.endif.endif.prol.preheader:      ; preds = %for.body.2.lr.ph
  br label %for.body.2.endif.endif.endif.prol

for.body.2.endif.endif.endif.prol:                ; preds = %for.body.2.endif.endif.endif.prol.preheader, %for.body.2.endif.endif.endif.prol
  %loop.index.2567.prol = phi i64 [ %.1210.prol, %for.body.2.endif.endif.endif.prol ], [ 0, %for.body.2.endif.endif.endif.prol.preheader ]
  %.1172307.prol = load double, ptr %.6.i332, align 8
  %.6.i363.prol = fmul double %.1172307.prol, %.1172307.prol
  %35 = shl nuw nsw i64 %loop.index.2567.prol, 3
  %scevgep556 = getelementptr i8, ptr %.6.i361, i64 %35
  store double %.6.i363.prol, ptr %scevgep556, align 8
  %.1210.prol = add nuw nsw i64 %loop.index.2567.prol, 1
  %prol.iter546.cmp.not = icmp eq i64 %.1210.prol, 1
  br i1 %prol.iter546.cmp.not, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.prol, !llvm.loop !36

iter.check492:                                    ; preds = %for.body.2.lr.ph
  %36 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr467, 4
  %37 = ptrtoint ptr %.6.i361 to i64
  %38 = ptrtoint ptr %.6.i332 to i64
  %39 = sub i64 %37, %38
  %diff.check = icmp ult i64 %39, 128
  %or.cond = select i1 %36, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.2.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check494

vector.main.loop.iter.check494:                   ; preds = %iter.check492
  %min.iters.check493 = icmp ult i64 %y.2.sroa.75.0.lcssa.fr467, 16
  br i1 %min.iters.check493, label %vec.epilog.ph510, label %vector.ph495

vector.ph495:                                     ; preds = %vector.main.loop.iter.check494
  %const_mat = add i64 %const, -12
  %n.vec497 = and i64 %y.2.sroa.75.0.lcssa.fr467, %const_mat
  br label %vector.body498

vector.body498:                                   ; preds = %vector.body498, %vector.ph495
  %index499 = phi i64 [ 0, %vector.ph495 ], [ %index.next503, %vector.body498 ]
  %sunkaddr720 = mul i64 %index499, 8
  %sunkaddr721 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr720
  %wide.load = load <4 x double>, ptr %sunkaddr721, align 8
  %sunkaddr722 = mul i64 %index499, 8
  %sunkaddr723 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr722
  %sunkaddr724 = getelementptr i8, ptr %sunkaddr723, i64 32
  %wide.load500 = load <4 x double>, ptr %sunkaddr724, align 8
  %sunkaddr725 = mul i64 %index499, 8
  %sunkaddr726 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr725
  %sunkaddr727 = getelementptr i8, ptr %sunkaddr726, i64 64
  %wide.load501 = load <4 x double>, ptr %sunkaddr727, align 8
  %sunkaddr728 = mul i64 %index499, 8
  %sunkaddr729 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr728
  %sunkaddr730 = getelementptr i8, ptr %sunkaddr729, i64 96
  %wide.load502 = load <4 x double>, ptr %sunkaddr730, align 8
  %40 = fmul <4 x double> %wide.load, %wide.load
  %41 = fmul <4 x double> %wide.load500, %wide.load500
  %42 = fmul <4 x double> %wide.load501, %wide.load501
  %43 = fmul <4 x double> %wide.load502, %wide.load502
  %sunkaddr731 = mul i64 %index499, 8
  %sunkaddr732 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr731
  store <4 x double> %40, ptr %sunkaddr732, align 8
  %sunkaddr733 = mul i64 %index499, 8
  %sunkaddr734 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, ptr %sunkaddr734, i64 32
  store <4 x double> %41, ptr %sunkaddr735, align 8
  %sunkaddr736 = mul i64 %index499, 8
  %sunkaddr737 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr736
  %sunkaddr738 = getelementptr i8, ptr %sunkaddr737, i64 64
  store <4 x double> %42, ptr %sunkaddr738, align 8
  %sunkaddr739 = mul i64 %index499, 8
  %sunkaddr740 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr739
  %sunkaddr741 = getelementptr i8, ptr %sunkaddr740, i64 96
  store <4 x double> %43, ptr %sunkaddr741, align 8
  %index.next503 = add nuw i64 %index499, 16
  %44 = icmp eq i64 %n.vec497, %index.next503
  br i1 %44, label %middle.block504, label %vector.body498, !llvm.loop !37

middle.block504:                                  ; preds = %vector.body498
  %cmp.n505 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr467, %n.vec497
  br i1 %cmp.n505, label %.89.endif.preheader.i, label %vec.epilog.iter.check508

vec.epilog.iter.check508:                         ; preds = %middle.block504
  %45 = and i64 %y.2.sroa.75.0.lcssa.fr467, 12
  %min.epilog.iters.check509 = icmp eq i64 %45, 0
  br i1 %min.epilog.iters.check509, label %for.body.2.endif.endif.endif.us.preheader, label %vec.epilog.ph510, !prof !40

vec.epilog.ph510:                                 ; preds = %vector.main.loop.iter.check494, %vec.epilog.iter.check508
  %vec.epilog.resume.val506 = phi i64 [ %n.vec497, %vec.epilog.iter.check508 ], [ 0, %vector.main.loop.iter.check494 ]
  %n.vec512 = and i64 %y.2.sroa.75.0.lcssa.fr467, %const
  br label %vec.epilog.vector.body513

vec.epilog.vector.body513:                        ; preds = %vec.epilog.vector.body513, %vec.epilog.ph510
  %index514 = phi i64 [ %vec.epilog.resume.val506, %vec.epilog.ph510 ], [ %index.next516, %vec.epilog.vector.body513 ]
  %46 = shl i64 %index514, 3
  %scevgep594 = getelementptr i8, ptr %.6.i332, i64 %46
  %wide.load515 = load <4 x double>, ptr %scevgep594, align 8
  %47 = fmul <4 x double> %wide.load515, %wide.load515
  %48 = shl i64 %index514, 3
  %scevgep593 = getelementptr i8, ptr %.6.i361, i64 %48
  store <4 x double> %47, ptr %scevgep593, align 8
  %index.next516 = add nuw i64 %index514, 4
  %49 = icmp eq i64 %n.vec512, %index.next516
  br i1 %49, label %vec.epilog.middle.block517, label %vec.epilog.vector.body513, !llvm.loop !41

vec.epilog.middle.block517:                       ; preds = %vec.epilog.vector.body513
  %cmp.n518 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr467, %n.vec512
  br i1 %cmp.n518, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader

for.body.2.endif.endif.endif.us.preheader:        ; preds = %iter.check492, %vec.epilog.iter.check508, %vec.epilog.middle.block517
  %loop.index.2567.us.ph = phi i64 [ 0, %iter.check492 ], [ %n.vec497, %vec.epilog.iter.check508 ], [ %n.vec512, %vec.epilog.middle.block517 ]
  %50 = sub nsw i64 %y.2.sroa.75.0.lcssa.fr467, %loop.index.2567.us.ph
  %xtraiter541 = and i64 %50, 7
  %lcmp.mod542.not = icmp eq i64 %xtraiter541, 0
  br i1 %lcmp.mod542.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol.preheader

for.body.2.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.2.endif.endif.endif.us.preheader
  br label %for.body.2.endif.endif.endif.us.prol

for.body.2.endif.endif.endif.us.prol:             ; preds = %for.body.2.endif.endif.endif.us.prol.preheader, %for.body.2.endif.endif.endif.us.prol
  %lsr.iv591 = phi i64 [ %xtraiter541, %for.body.2.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next592, %for.body.2.endif.endif.endif.us.prol ]
  %loop.index.2567.us.prol = phi i64 [ %.1210.us.prol, %for.body.2.endif.endif.endif.us.prol ], [ %loop.index.2567.us.ph, %for.body.2.endif.endif.endif.us.prol.preheader ]
  %51 = shl i64 %loop.index.2567.us.prol, 3
  %scevgep590 = getelementptr i8, ptr %.6.i332, i64 %51
  %.1172307.us.prol = load double, ptr %scevgep590, align 8
  %.6.i362.prol = fmul double %.1172307.us.prol, %.1172307.us.prol
  %52 = shl i64 %loop.index.2567.us.prol, 3
  %scevgep589 = getelementptr i8, ptr %.6.i361, i64 %52
  store double %.6.i362.prol, ptr %scevgep589, align 8
  %.1210.us.prol = add nuw i64 %loop.index.2567.us.prol, 1
  %lsr.iv.next592 = add nsw i64 %lsr.iv591, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next592, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol, !llvm.loop !42

for.body.2.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.2.endif.endif.endif.us.prol, %for.body.2.endif.endif.endif.us.preheader
  %loop.index.2567.us.unr = phi i64 [ %loop.index.2567.us.ph, %for.body.2.endif.endif.endif.us.preheader ], [ %.1210.us.prol, %for.body.2.endif.endif.endif.us.prol ]
  %53 = sub nsw i64 %loop.index.2567.us.ph, %y.2.sroa.75.0.lcssa.fr467
  %54 = icmp ugt i64 %53, -8
  br i1 %54, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader553

for.body.2.endif.endif.endif.us.preheader553:     ; preds = %for.body.2.endif.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us

for.body.2.endif.endif.endif.us:                  ; preds = %for.body.2.endif.endif.endif.us.preheader553, %for.body.2.endif.endif.endif.us
  %loop.index.2567.us = phi i64 [ %.1210.us.7, %for.body.2.endif.endif.endif.us ], [ %loop.index.2567.us.unr, %for.body.2.endif.endif.endif.us.preheader553 ]
  %sunkaddr742 = mul i64 %loop.index.2567.us, 8
  %sunkaddr743 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr742
  %.1172307.us = load double, ptr %sunkaddr743, align 8
  %.6.i362 = fmul double %.1172307.us, %.1172307.us
  %sunkaddr744 = mul i64 %loop.index.2567.us, 8
  %sunkaddr745 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr744
  store double %.6.i362, ptr %sunkaddr745, align 8
  %sunkaddr746 = mul i64 %loop.index.2567.us, 8
  %sunkaddr747 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, ptr %sunkaddr747, i64 8
  %.1172307.us.1 = load double, ptr %sunkaddr748, align 8
  %.6.i362.1 = fmul double %.1172307.us.1, %.1172307.us.1
  %sunkaddr749 = mul i64 %loop.index.2567.us, 8
  %sunkaddr750 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, ptr %sunkaddr750, i64 8
  store double %.6.i362.1, ptr %sunkaddr751, align 8
  %sunkaddr752 = mul i64 %loop.index.2567.us, 8
  %sunkaddr753 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr752
  %sunkaddr754 = getelementptr i8, ptr %sunkaddr753, i64 16
  %.1172307.us.2 = load double, ptr %sunkaddr754, align 8
  %.6.i362.2 = fmul double %.1172307.us.2, %.1172307.us.2
  %sunkaddr755 = mul i64 %loop.index.2567.us, 8
  %sunkaddr756 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr755
  %sunkaddr757 = getelementptr i8, ptr %sunkaddr756, i64 16
  store double %.6.i362.2, ptr %sunkaddr757, align 8
  %sunkaddr758 = mul i64 %loop.index.2567.us, 8
  %sunkaddr759 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr758
  %sunkaddr760 = getelementptr i8, ptr %sunkaddr759, i64 24
  %.1172307.us.3 = load double, ptr %sunkaddr760, align 8
  %.6.i362.3 = fmul double %.1172307.us.3, %.1172307.us.3
  %sunkaddr761 = mul i64 %loop.index.2567.us, 8
  %sunkaddr762 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr761
  %sunkaddr763 = getelementptr i8, ptr %sunkaddr762, i64 24
  store double %.6.i362.3, ptr %sunkaddr763, align 8
  %sunkaddr764 = mul i64 %loop.index.2567.us, 8
  %sunkaddr765 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr764
  %sunkaddr766 = getelementptr i8, ptr %sunkaddr765, i64 32
  %.1172307.us.4 = load double, ptr %sunkaddr766, align 8
  %.6.i362.4 = fmul double %.1172307.us.4, %.1172307.us.4
  %sunkaddr767 = mul i64 %loop.index.2567.us, 8
  %sunkaddr768 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr767
  %sunkaddr769 = getelementptr i8, ptr %sunkaddr768, i64 32
  store double %.6.i362.4, ptr %sunkaddr769, align 8
  %sunkaddr770 = mul i64 %loop.index.2567.us, 8
  %sunkaddr771 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr770
  %sunkaddr772 = getelementptr i8, ptr %sunkaddr771, i64 40
  %.1172307.us.5 = load double, ptr %sunkaddr772, align 8
  %.6.i362.5 = fmul double %.1172307.us.5, %.1172307.us.5
  %sunkaddr773 = mul i64 %loop.index.2567.us, 8
  %sunkaddr774 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr773
  %sunkaddr775 = getelementptr i8, ptr %sunkaddr774, i64 40
  store double %.6.i362.5, ptr %sunkaddr775, align 8
  %sunkaddr776 = mul i64 %loop.index.2567.us, 8
  %sunkaddr777 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr776
  %sunkaddr778 = getelementptr i8, ptr %sunkaddr777, i64 48
  %.1172307.us.6 = load double, ptr %sunkaddr778, align 8
  %.6.i362.6 = fmul double %.1172307.us.6, %.1172307.us.6
  %sunkaddr779 = mul i64 %loop.index.2567.us, 8
  %sunkaddr780 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr779
  %sunkaddr781 = getelementptr i8, ptr %sunkaddr780, i64 48
  store double %.6.i362.6, ptr %sunkaddr781, align 8
  %sunkaddr782 = mul i64 %loop.index.2567.us, 8
  %sunkaddr783 = getelementptr i8, ptr %.6.i332, i64 %sunkaddr782
  %sunkaddr784 = getelementptr i8, ptr %sunkaddr783, i64 56
  %.1172307.us.7 = load double, ptr %sunkaddr784, align 8
  %.6.i362.7 = fmul double %.1172307.us.7, %.1172307.us.7
  %sunkaddr785 = mul i64 %loop.index.2567.us, 8
  %sunkaddr786 = getelementptr i8, ptr %.6.i361, i64 %sunkaddr785
  %sunkaddr787 = getelementptr i8, ptr %sunkaddr786, i64 56
  store double %.6.i362.7, ptr %sunkaddr787, align 8
  %.1210.us.7 = add nuw nsw i64 %loop.index.2567.us, 8
  %exitcond718.not.7 = icmp eq i64 %y.2.sroa.75.0.lcssa.fr467, %.1210.us.7
  br i1 %exitcond718.not.7, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us, !llvm.loop !43

B166.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i167
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.2.endif.endif.endif.us, %for.body.2.endif.endif.endif.prol, %for.body.2.endif.endif.endif.us.prol.loopexit, %middle.block504, %vec.epilog.middle.block517
  tail call void @NRT_decref(ptr nonnull %.7.i.i325)
  %xtraiter.i = and i64 %y.2.sroa.75.0.lcssa.fr467, 7
  %55 = icmp samesign ult i64 %y.2.sroa.75.0.lcssa.fr467, 8
  br i1 %55, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !44

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat662 = add i64 %const, -4
  %unroll_iter.i = and i64 %y.2.sroa.75.0.lcssa.fr467, %const_mat662
  %56 = add nsw i64 %y.2.sroa.75.0.lcssa.fr467, -8
  %57 = lshr i64 %56, 3
  %58 = add nuw nsw i64 %57, 1
  %xtraiter547 = and i64 %58, 3
  %59 = and i64 %56, 24
  %lcmp.mod548.not = icmp eq i64 %59, 24
  br i1 %lcmp.mod548.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !45

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter547, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i361, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !46
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i364.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i364.prol, align 8, !noalias !46
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !46
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !46
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !46
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !46
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !46
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !46
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter549.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter549.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !49, !llvm.loop !50

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i361, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %60 = icmp ult i64 %56, 24
  br i1 %60, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !51

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !52

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i361, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %61 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %61
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !46
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !53, !llvm.loop !54

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !46
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i364 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i364, align 8, !noalias !46
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !46
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !46
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !46
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !46
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !46
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !46
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !46
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i364.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i364.1, align 8, !noalias !46
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !46
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !46
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !46
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !46
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !46
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !46
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !46
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i364.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i364.2, align 8, !noalias !46
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !46
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !46
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !46
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !46
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !46
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !46
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !46
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i364.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i364.3, align 8, !noalias !46
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !46
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !46
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !46
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !46
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !46
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !46
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !56, !llvm.loop !57

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.thread408
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.thread408 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i354)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.euler_rates, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr4, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr6, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #4
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !59

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
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !0

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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels11euler_ratesB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !59

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
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!"branch_weights", i32 53505554, i32 2093978094}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !25}
!27 = !{!"branch_weights", i32 28785418, i32 2118698230}
!28 = !{!29, !31, !32, !34}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !25}
!36 = distinct !{!36, !25}
!37 = distinct !{!37, !38, !39}
!38 = !{!"llvm.loop.isvectorized", i32 1}
!39 = !{!"llvm.loop.unroll.runtime.disable"}
!40 = !{!"branch_weights", i32 4, i32 12}
!41 = distinct !{!41, !38, !39}
!42 = distinct !{!42, !25}
!43 = distinct !{!43, !38}
!44 = !{!"branch_weights", i32 146201250, i32 2001282398}
!45 = !{!"branch_weights", i32 127, i32 1}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!49 = !{!"branch_weights", i32 1, i32 1}
!50 = distinct !{!50, !25}
!51 = !{!"branch_weights", i32 1, i32 127}
!52 = !{!"branch_weights", i32 277993707, i32 1869489941}
!53 = !{!"branch_weights", i32 542333185, i32 1605150463}
!54 = distinct !{!54, !55, !25}
!55 = !{!"llvm.loop.estimated_trip_count", i32 4}
!56 = !{!"branch_weights", i32 166258294, i32 1981225354}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.estimated_trip_count", i32 3}
!59 = !{!"branch_weights", i32 49, i32 1}
