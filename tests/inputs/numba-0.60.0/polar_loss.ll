; ModuleID = 'polar_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140516159378368 = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 370, \94\85\94N\87\94."
@.const.pickledata.140516159378368.sha1 = internal constant [20 x i8] c"\F0f\C4_\89Gq\8C\1D\90>\0B\10\F0f9\B72\DBu"
@.const.picklebuf.140516159378368 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.const.pickledata.140516159378368, i32 0, i32 0), i32 131, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140516159378368.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140516159378944 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140516159378944.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140516159378944 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140516159378944, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140516159378944.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.polar_loss = internal constant [11 x i8] c"polar_loss\00"
@_ZN08NumbaEnv7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fcc77dd7ad0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fcc77dd7ad0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fcc77de8710B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np4math8mathimpl16hypot_float_impl12_3clocals_3e10hypot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140516158726336 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140516158726336.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140516158726336 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140516158726336, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140516158726336.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  %.101.not.i = icmp eq i64 %arg.x.5.0, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif, label %B90.i12

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %entry
  %.71.not.i9 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i10 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if

B0.endif.endif.endif.if:                          ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140516159378368, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry, %B90.i12
  %dest_shape.1 = phi i64 [ %arg.x.5.0, %B90.i12 ], [ %arg.y.5.0, %entry ]
  %.136 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8)
  %.138 = extractvalue { i64, i1 } %.136, 1
  br i1 %.138, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140516159378944, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.137 = extractvalue { i64, i1 } %.136, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140516158726336, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i31 = load double*, double** %0, align 8
  %.20827 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.20827, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.210 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %.210, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %1 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %1, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader, %for.body.us.us
  %loop.index30.us.us = phi i64 [ %.256.us.us, %for.body.us.us ], [ 0, %for.body.us.us.preheader ]
  %scevgep234 = getelementptr double, double* %arg.x.4, i64 %loop.index30.us.us
  %.218.us.us = load double, double* %scevgep234, align 8
  %scevgep232 = getelementptr double, double* %arg.y.4, i64 %loop.index30.us.us
  %.227.us.us = load double, double* %scevgep232, align 8
  %.6.i.i.us.us = tail call double @hypot(double %.218.us.us, double %.227.us.us), !noalias !9
  %.54.i.us.us = tail call double @atan2(double %.227.us.us, double %.218.us.us)
  %.59.i.us.us = fmul double %.6.i.i.us.us, %.54.i.us.us
  %scevgep233 = getelementptr double, double* %.6.i31, i64 %loop.index30.us.us
  store double %.59.i.us.us, double* %scevgep233, align 8
  %.256.us.us = add nuw nsw i64 %loop.index30.us.us, 1
  %exitcond.not = icmp eq i64 %dest_shape.1, %.256.us.us
  br i1 %exitcond.not, label %for.end, label %for.body.us.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.body.us
  %loop.index30.us = phi i64 [ %.256.us, %for.body.us ], [ 0, %for.body.us.preheader ]
  %scevgep235 = getelementptr double, double* %arg.x.4, i64 %loop.index30.us
  %.218.us = load double, double* %scevgep235, align 8
  %.227.us = load double, double* %arg.y.4, align 8
  %.6.i.i.us = tail call double @hypot(double %.218.us, double %.227.us), !noalias !9
  %.54.i.us = tail call double @atan2(double %.227.us, double %.218.us)
  %.59.i.us = fmul double %.6.i.i.us, %.54.i.us
  %scevgep236 = getelementptr double, double* %.6.i31, i64 %loop.index30.us
  store double %.59.i.us, double* %scevgep236, align 8
  %.256.us = add nuw nsw i64 %loop.index30.us, 1
  %exitcond59.not = icmp eq i64 %dest_shape.1, %.256.us
  br i1 %exitcond59.not, label %for.end, label %for.body.us

for.body.preheader.split:                         ; preds = %for.body.preheader
  %2 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %2, label %for.body.us42.preheader, label %for.body.preheader76

for.body.preheader76:                             ; preds = %for.body.preheader.split
  br label %for.body

for.body.us42.preheader:                          ; preds = %for.body.preheader.split
  br label %for.body.us42

for.body.us42:                                    ; preds = %for.body.us42.preheader, %for.body.us42
  %loop.index30.us43 = phi i64 [ %.256.us53, %for.body.us42 ], [ 0, %for.body.us42.preheader ]
  %.218.us45 = load double, double* %arg.x.4, align 8
  %scevgep237 = getelementptr double, double* %arg.y.4, i64 %loop.index30.us43
  %.227.us48 = load double, double* %scevgep237, align 8
  %.6.i.i.us49 = tail call double @hypot(double %.218.us45, double %.227.us48), !noalias !9
  %.54.i.us50 = tail call double @atan2(double %.227.us48, double %.218.us45)
  %.59.i.us51 = fmul double %.6.i.i.us49, %.54.i.us50
  %scevgep238 = getelementptr double, double* %.6.i31, i64 %loop.index30.us43
  store double %.59.i.us51, double* %scevgep238, align 8
  %.256.us53 = add nuw nsw i64 %loop.index30.us43, 1
  %exitcond60.not = icmp eq i64 %dest_shape.1, %.256.us53
  br i1 %exitcond60.not, label %for.end, label %for.body.us42

for.body:                                         ; preds = %for.body.preheader76, %for.body
  %loop.index30 = phi i64 [ %.256, %for.body ], [ 0, %for.body.preheader76 ]
  %.218 = load double, double* %arg.x.4, align 8
  %.227 = load double, double* %arg.y.4, align 8
  %.6.i.i = tail call double @hypot(double %.218, double %.227), !noalias !9
  %.54.i = tail call double @atan2(double %.227, double %.218)
  %.59.i = fmul double %.6.i.i, %.54.i
  %scevgep239 = getelementptr double, double* %.6.i31, i64 %loop.index30
  store double %.59.i, double* %scevgep239, align 8
  %.256 = add nuw nsw i64 %loop.index30, 1
  %exitcond61.not = icmp eq i64 %dest_shape.1, %.256
  br i1 %exitcond61.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %for.body.us42, %for.body.us, %for.body.us.us, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1) #5
  %3 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %5 = add nsw i64 %unroll_iter.i, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter = and i64 %7, 7
  %8 = icmp ult i64 %5, 56
  br i1 %8, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %7, 4611686018427387896
  %scevgep102 = getelementptr double, double* %.6.i31, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %9 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep78 = getelementptr double, double* %.6.i31, i64 %9
  %10 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %11 = bitcast double* %scevgep78 to i8*
  %uglygep99 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep99100 = bitcast i8* %uglygep99 to double*
  %scevgep101 = getelementptr double, double* %uglygep99100, i64 -7
  %.236.i.epil = load double, double* %scevgep101, align 8, !noalias !14
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep96 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep9697 = bitcast i8* %uglygep96 to double*
  %scevgep98 = getelementptr double, double* %uglygep9697, i64 -6
  %.236.1.i.epil = load double, double* %scevgep98, align 8, !noalias !14
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep93 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep9394 = bitcast i8* %uglygep93 to double*
  %scevgep95 = getelementptr double, double* %uglygep9394, i64 -5
  %.236.2.i.epil = load double, double* %scevgep95, align 8, !noalias !14
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep90 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep9091 = bitcast i8* %uglygep90 to double*
  %scevgep92 = getelementptr double, double* %uglygep9091, i64 -4
  %.236.3.i.epil = load double, double* %scevgep92, align 8, !noalias !14
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep87 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep8788 = bitcast i8* %uglygep87 to double*
  %scevgep89 = getelementptr double, double* %uglygep8788, i64 -3
  %.236.4.i.epil = load double, double* %scevgep89, align 8, !noalias !14
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep84 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep8485 = bitcast i8* %uglygep84 to double*
  %scevgep86 = getelementptr double, double* %uglygep8485, i64 -2
  %.236.5.i.epil = load double, double* %scevgep86, align 8, !noalias !14
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep81 = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep8182 = bitcast i8* %uglygep81 to double*
  %scevgep83 = getelementptr double, double* %uglygep8182, i64 -1
  %.236.6.i.epil = load double, double* %scevgep83, align 8, !noalias !14
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %11, i64 %lsr.iv
  %uglygep80 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep80, align 8, !noalias !14
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %10, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !17, !llvm.loop !18

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i23 = getelementptr double, double* %.6.i31, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i23, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !14
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !17, !llvm.loop !20

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv230 = phi i64 [ %lsr.iv.next231, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep228 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -63
  %.236.i = load double, double* %scevgep229, align 8, !noalias !14
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep226 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -62
  %.236.1.i = load double, double* %scevgep227, align 8, !noalias !14
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep224 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -61
  %.236.2.i = load double, double* %scevgep225, align 8, !noalias !14
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep222 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -60
  %.236.3.i = load double, double* %scevgep223, align 8, !noalias !14
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep220 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -59
  %.236.4.i = load double, double* %scevgep221, align 8, !noalias !14
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep218 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -58
  %.236.5.i = load double, double* %scevgep219, align 8, !noalias !14
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep216 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -57
  %.236.6.i = load double, double* %scevgep217, align 8, !noalias !14
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep214 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -56
  %.236.7.i = load double, double* %scevgep215, align 8, !noalias !14
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep183 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -55
  %.236.i.1 = load double, double* %scevgep184, align 8, !noalias !14
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep185 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -54
  %.236.1.i.1 = load double, double* %scevgep186, align 8, !noalias !14
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep187 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -53
  %.236.2.i.1 = load double, double* %scevgep188, align 8, !noalias !14
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep189 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -52
  %.236.3.i.1 = load double, double* %scevgep190, align 8, !noalias !14
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep191 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -51
  %.236.4.i.1 = load double, double* %scevgep192, align 8, !noalias !14
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep193 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -50
  %.236.5.i.1 = load double, double* %scevgep194, align 8, !noalias !14
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep195 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -49
  %.236.6.i.1 = load double, double* %scevgep196, align 8, !noalias !14
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep197 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -48
  %.236.7.i.1 = load double, double* %scevgep198, align 8, !noalias !14
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep167 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -47
  %.236.i.2 = load double, double* %scevgep168, align 8, !noalias !14
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep169 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -46
  %.236.1.i.2 = load double, double* %scevgep170, align 8, !noalias !14
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep171 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -45
  %.236.2.i.2 = load double, double* %scevgep172, align 8, !noalias !14
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep173 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -44
  %.236.3.i.2 = load double, double* %scevgep174, align 8, !noalias !14
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep175 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -43
  %.236.4.i.2 = load double, double* %scevgep176, align 8, !noalias !14
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep177 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -42
  %.236.5.i.2 = load double, double* %scevgep178, align 8, !noalias !14
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep179 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -41
  %.236.6.i.2 = load double, double* %scevgep180, align 8, !noalias !14
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep181 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -40
  %.236.7.i.2 = load double, double* %scevgep182, align 8, !noalias !14
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep151 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -39
  %.236.i.3 = load double, double* %scevgep152, align 8, !noalias !14
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep153 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -38
  %.236.1.i.3 = load double, double* %scevgep154, align 8, !noalias !14
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep155 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -37
  %.236.2.i.3 = load double, double* %scevgep156, align 8, !noalias !14
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep157 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -36
  %.236.3.i.3 = load double, double* %scevgep158, align 8, !noalias !14
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep159 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -35
  %.236.4.i.3 = load double, double* %scevgep160, align 8, !noalias !14
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep161 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -34
  %.236.5.i.3 = load double, double* %scevgep162, align 8, !noalias !14
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep163 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -33
  %.236.6.i.3 = load double, double* %scevgep164, align 8, !noalias !14
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep165 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -32
  %.236.7.i.3 = load double, double* %scevgep166, align 8, !noalias !14
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep135 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -31
  %.236.i.4 = load double, double* %scevgep136, align 8, !noalias !14
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep137 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -30
  %.236.1.i.4 = load double, double* %scevgep138, align 8, !noalias !14
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep139 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -29
  %.236.2.i.4 = load double, double* %scevgep140, align 8, !noalias !14
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep141 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -28
  %.236.3.i.4 = load double, double* %scevgep142, align 8, !noalias !14
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep143 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -27
  %.236.4.i.4 = load double, double* %scevgep144, align 8, !noalias !14
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep145 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -26
  %.236.5.i.4 = load double, double* %scevgep146, align 8, !noalias !14
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep147 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -25
  %.236.6.i.4 = load double, double* %scevgep148, align 8, !noalias !14
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep149 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -24
  %.236.7.i.4 = load double, double* %scevgep150, align 8, !noalias !14
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep119 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -23
  %.236.i.5 = load double, double* %scevgep120, align 8, !noalias !14
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep121 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -22
  %.236.1.i.5 = load double, double* %scevgep122, align 8, !noalias !14
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep123 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -21
  %.236.2.i.5 = load double, double* %scevgep124, align 8, !noalias !14
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep125 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -20
  %.236.3.i.5 = load double, double* %scevgep126, align 8, !noalias !14
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep127 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -19
  %.236.4.i.5 = load double, double* %scevgep128, align 8, !noalias !14
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep129 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -18
  %.236.5.i.5 = load double, double* %scevgep130, align 8, !noalias !14
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep131 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -17
  %.236.6.i.5 = load double, double* %scevgep132, align 8, !noalias !14
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep133 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -16
  %.236.7.i.5 = load double, double* %scevgep134, align 8, !noalias !14
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep103 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -15
  %.236.i.6 = load double, double* %scevgep104, align 8, !noalias !14
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep105 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -14
  %.236.1.i.6 = load double, double* %scevgep106, align 8, !noalias !14
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep107 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -13
  %.236.2.i.6 = load double, double* %scevgep108, align 8, !noalias !14
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep109 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -12
  %.236.3.i.6 = load double, double* %scevgep110, align 8, !noalias !14
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep111 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -11
  %.236.4.i.6 = load double, double* %scevgep112, align 8, !noalias !14
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep113 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -10
  %.236.5.i.6 = load double, double* %scevgep114, align 8, !noalias !14
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep115 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -9
  %.236.6.i.6 = load double, double* %scevgep116, align 8, !noalias !14
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep117 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -8
  %.236.7.i.6 = load double, double* %scevgep118, align 8, !noalias !14
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep199 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -7
  %.236.i.7 = load double, double* %scevgep200, align 8, !noalias !14
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep201 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -6
  %.236.1.i.7 = load double, double* %scevgep202, align 8, !noalias !14
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep203 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -5
  %.236.2.i.7 = load double, double* %scevgep204, align 8, !noalias !14
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep205 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -4
  %.236.3.i.7 = load double, double* %scevgep206, align 8, !noalias !14
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep207 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -3
  %.236.4.i.7 = load double, double* %scevgep208, align 8, !noalias !14
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep209 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -2
  %.236.5.i.7 = load double, double* %scevgep210, align 8, !noalias !14
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep211 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -1
  %.236.6.i.7 = load double, double* %scevgep212, align 8, !noalias !14
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep213 = getelementptr double, double* %scevgep102, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep213, align 8, !noalias !14
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next231 = add i64 %lsr.iv230, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next231, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.polar_loss, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([163 x i8], [163 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr9 to i64*
  %.53 = load i64, i64* %10, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr10 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr11 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #3
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
  %16 = icmp sgt i32 %.75, 0
  br i1 %16, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

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
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels10polar_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !21

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fcc77dd7ad0>", i64 0, i64 0))
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !1

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare double @hypot(double, double) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @atan2(double, double) local_unnamed_addr #1

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5numba2np4math8mathimpl16hypot_float_impl12_3clocals_3e10hypot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdd: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np4math8mathimpl16hypot_float_impl12_3clocals_3e10hypot_implB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdd"}
!12 = distinct !{!12, !13, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7fcc77de8710B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd: %retptr"}
!13 = distinct !{!13, !"_ZN13_3cdynamic_3e33__numba_array_expr_0x7fcc77de8710B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!17 = !{!"branch_weights", i32 1, i32 7}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = !{!"branch_weights", i32 99, i32 1}
