; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139937172723264 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139937172723264.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139937172723264 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139937172723264, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937172723264.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.branch_carried = internal constant [15 x i8] c"branch_carried\00"
@_ZN08NumbaEnv7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f45a9677b90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f45a9677b90>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139937175161728 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139937175161728.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139937175161728 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139937175161728, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175161728.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9a82910B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9a81290B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9a80ad0B3v26B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B223.loopexit.unr-lcssa:                          ; preds = %for.body, %for.body.preheader
  %loop.index215.unr = phi i64 [ 0, %for.body.preheader ], [ %.505.7, %for.body ]
  %.453.0214.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index215..453.0214.7, %for.body ]
  %.450.0213.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index215..450.0213.7, %for.body ]
  %lcmp.mod340.not = icmp eq i64 %xtraiter338, 0
  br i1 %lcmp.mod340.not, label %B223, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B223.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv733 = phi i64 [ %xtraiter338, %for.body.epil.preheader ], [ %lsr.iv.next734, %for.body.epil ]
  %loop.index215.epil = phi i64 [ %.505.epil, %for.body.epil ], [ %loop.index215.unr, %for.body.epil.preheader ]
  %.453.0214.epil = phi i64 [ %loop.index215..453.0214.epil, %for.body.epil ], [ %.453.0214.unr, %for.body.epil.preheader ]
  %.450.0213.epil = phi i64 [ %loop.index215..450.0213.epil, %for.body.epil ], [ %.450.0213.unr, %for.body.epil.preheader ]
  %0 = icmp ugt i64 %arg.y0.5.0, 1
  %1 = bitcast i8* %.6.i52 to double*
  %loop.index215..450.0213.epil = select i1 %0, i64 %loop.index215.epil, i64 %.450.0213.epil
  %loop.index215..453.0214.epil = select i1 %0, i64 %loop.index215.epil, i64 %.453.0214.epil
  %.467238.in.epil = getelementptr double, double* %1, i64 %loop.index215..450.0213.epil
  %.467238.epil = load double, double* %.467238.in.epil, align 8
  %.475.epil = getelementptr double, double* %1, i64 %loop.index215..453.0214.epil
  %.476.epil = load double, double* %.475.epil, align 8
  %.14.i.epil = tail call double @llvm.sin.f64(double %.476.epil)
  %.19.i.epil = fmul double %.14.i.epil, %arg.h
  %.20.i.epil = fadd double %.467238.epil, %.19.i.epil
  %scevgep732 = getelementptr double, double* %.6.i110218, i64 %loop.index215.epil
  store double %.20.i.epil, double* %scevgep732, align 8
  %.505.epil = add nuw nsw i64 %loop.index215.epil, 1
  %lsr.iv.next734 = add nsw i64 %lsr.iv733, -1
  %epil.iter339.cmp.not = icmp eq i64 %lsr.iv.next734, 0
  br i1 %epil.iter339.cmp.not, label %B223, label %for.body.epil, !llvm.loop !1

B223.loopexit301.unr-lcssa:                       ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1211.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.766.7, %for.body.1 ]
  %.714.0210.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1211..714.0210.7, %for.body.1 ]
  %.711.0209.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1211..711.0209.7, %for.body.1 ]
  %lcmp.mod390.not = icmp eq i64 %xtraiter388, 0
  br i1 %lcmp.mod390.not, label %B223, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %B223.loopexit301.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv752 = phi i64 [ %xtraiter388, %for.body.1.epil.preheader ], [ %lsr.iv.next753, %for.body.1.epil ]
  %loop.index.1211.epil = phi i64 [ %.766.epil, %for.body.1.epil ], [ %loop.index.1211.unr, %for.body.1.epil.preheader ]
  %.714.0210.epil = phi i64 [ %loop.index.1211..714.0210.epil, %for.body.1.epil ], [ %.714.0210.unr, %for.body.1.epil.preheader ]
  %.711.0209.epil = phi i64 [ %loop.index.1211..711.0209.epil, %for.body.1.epil ], [ %.711.0209.unr, %for.body.1.epil.preheader ]
  %2 = icmp ugt i64 %arg.y0.5.0, 1
  %3 = bitcast i8* %.6.i52 to double*
  %loop.index.1211..711.0209.epil = select i1 %2, i64 %loop.index.1211.epil, i64 %.711.0209.epil
  %loop.index.1211..714.0210.epil = select i1 %2, i64 %loop.index.1211.epil, i64 %.714.0210.epil
  %.728254.in.epil = getelementptr double, double* %3, i64 %loop.index.1211..711.0209.epil
  %.728254.epil = load double, double* %.728254.in.epil, align 8
  %.736.epil = getelementptr double, double* %3, i64 %loop.index.1211..714.0210.epil
  %.737.epil = load double, double* %.736.epil, align 8
  %.16.i.epil = tail call double @llvm.cos.f64(double %.737.epil)
  %.8.i.epil = fmul double %.532, %.728254.epil
  %.21.i.epil = fmul double %.16.i.epil, %arg.h
  %.22.i.epil = fadd double %.8.i.epil, %.21.i.epil
  %scevgep751 = getelementptr double, double* %.6.i96217, i64 %loop.index.1211.epil
  store double %.22.i.epil, double* %scevgep751, align 8
  %.766.epil = add nuw nsw i64 %loop.index.1211.epil, 1
  %lsr.iv.next753 = add nsw i64 %lsr.iv752, -1
  %epil.iter389.cmp.not = icmp eq i64 %lsr.iv.next753, 0
  br i1 %epil.iter389.cmp.not, label %B223, label %for.body.1.epil, !llvm.loop !3

B223:                                             ; preds = %B156.endif.endif.endif.endif.endif.endif, %B102.endif.endif.endif.endif.endif.endif, %for.body.1.epil, %for.body.epil, %B223.loopexit301.unr-lcssa, %B223.loopexit.unr-lcssa
  %y.4.sroa.32.1 = phi double* [ %.6.i110218, %B223.loopexit.unr-lcssa ], [ %.6.i96217, %B223.loopexit301.unr-lcssa ], [ %.6.i110218, %for.body.epil ], [ %.6.i96217, %for.body.1.epil ], [ %.6.i110218, %B102.endif.endif.endif.endif.endif.endif ], [ %.6.i96217, %B156.endif.endif.endif.endif.endif.endif ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i45)
  %.271.1 = load double, double* %y.4.sroa.32.1, align 8
  %.272.1 = fcmp ogt double %.271.1, 0.000000e+00
  %.7.i.i103.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.1, label %B102.endif.endif.endif.endif.endif.1, label %B156.endif.endif.endif.endif.endif.1

B156.endif.endif.endif.endif.endif.1:             ; preds = %B223
  %4 = icmp eq i8* %.7.i.i103.1, null
  br i1 %4, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.1, !prof !0

B156.endif.endif.endif.endif.endif.endif.1:       ; preds = %B156.endif.endif.endif.endif.endif.1
  %5 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.1 = getelementptr i8, i8* %.7.i.i103.1, i64 24
  %6 = bitcast i8* %.5.i95.1 to double**
  %.6.i96217.1 = load double*, double** %6, align 8
  br i1 %5, label %for.body.1.1.preheader, label %B223.1

for.body.1.1.preheader:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.1
  %7 = add i64 %arg.y0.5.0, -1
  %xtraiter333 = and i64 %arg.y0.5.0, 7
  %8 = icmp ult i64 %7, 7
  br i1 %8, label %B223.1.loopexit300.unr-lcssa, label %for.body.1.1.preheader.new

for.body.1.1.preheader.new:                       ; preds = %for.body.1.1.preheader
  %unroll_iter336 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.1

for.body.1.1:                                     ; preds = %for.body.1.1, %for.body.1.1.preheader.new
  %loop.index.1211.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %33, %for.body.1.1 ]
  %.714.0210.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %loop.index.1211..714.0210.1.7, %for.body.1.1 ]
  %.711.0209.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %loop.index.1211..711.0209.1.7, %for.body.1.1 ]
  %9 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.1 = select i1 %9, i64 %loop.index.1211.1, i64 %.711.0209.1
  %loop.index.1211..714.0210.1 = select i1 %9, i64 %loop.index.1211.1, i64 %.714.0210.1
  %.728254.in.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1
  %.728254.1 = load double, double* %.728254.in.1, align 8
  %.736.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1
  %.737.1 = load double, double* %.736.1, align 8
  %.16.i.1 = tail call double @llvm.cos.f64(double %.737.1)
  %.8.i.1 = fmul double %.532, %.728254.1
  %.21.i.1 = fmul double %.16.i.1, %arg.h
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  %sunkaddr = mul i64 %loop.index.1211.1, 8
  %10 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr770 = getelementptr i8, i8* %10, i64 %sunkaddr
  %11 = bitcast i8* %sunkaddr770 to double*
  store double %.22.i.1, double* %11, align 8
  %12 = add i64 %loop.index.1211.1, 1
  %loop.index.1211..711.0209.1.1 = select i1 %9, i64 %12, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.1 = select i1 %9, i64 %12, i64 %.714.0210.1
  %.728254.in.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.1
  %.728254.1.1 = load double, double* %.728254.in.1.1, align 8
  %.736.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.1
  %.737.1.1 = load double, double* %.736.1.1, align 8
  %.16.i.1.1 = tail call double @llvm.cos.f64(double %.737.1.1)
  %.8.i.1.1 = fmul double %.532, %.728254.1.1
  %.21.i.1.1 = fmul double %.16.i.1.1, %arg.h
  %.22.i.1.1 = fadd double %.8.i.1.1, %.21.i.1.1
  %sunkaddr771 = mul i64 %loop.index.1211.1, 8
  %13 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr772 = getelementptr i8, i8* %13, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, i8* %sunkaddr772, i64 8
  %14 = bitcast i8* %sunkaddr773 to double*
  store double %.22.i.1.1, double* %14, align 8
  %15 = add i64 %12, 1
  %loop.index.1211..711.0209.1.2 = select i1 %9, i64 %15, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.2 = select i1 %9, i64 %15, i64 %.714.0210.1
  %.728254.in.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.2
  %.728254.1.2 = load double, double* %.728254.in.1.2, align 8
  %.736.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.2
  %.737.1.2 = load double, double* %.736.1.2, align 8
  %.16.i.1.2 = tail call double @llvm.cos.f64(double %.737.1.2)
  %.8.i.1.2 = fmul double %.532, %.728254.1.2
  %.21.i.1.2 = fmul double %.16.i.1.2, %arg.h
  %.22.i.1.2 = fadd double %.8.i.1.2, %.21.i.1.2
  %sunkaddr774 = mul i64 %loop.index.1211.1, 8
  %16 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr775 = getelementptr i8, i8* %16, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, i8* %sunkaddr775, i64 16
  %17 = bitcast i8* %sunkaddr776 to double*
  store double %.22.i.1.2, double* %17, align 8
  %18 = add i64 %15, 1
  %loop.index.1211..711.0209.1.3 = select i1 %9, i64 %18, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.3 = select i1 %9, i64 %18, i64 %.714.0210.1
  %.728254.in.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.3
  %.728254.1.3 = load double, double* %.728254.in.1.3, align 8
  %.736.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.3
  %.737.1.3 = load double, double* %.736.1.3, align 8
  %.16.i.1.3 = tail call double @llvm.cos.f64(double %.737.1.3)
  %.8.i.1.3 = fmul double %.532, %.728254.1.3
  %.21.i.1.3 = fmul double %.16.i.1.3, %arg.h
  %.22.i.1.3 = fadd double %.8.i.1.3, %.21.i.1.3
  %sunkaddr777 = mul i64 %loop.index.1211.1, 8
  %19 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr778 = getelementptr i8, i8* %19, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, i8* %sunkaddr778, i64 24
  %20 = bitcast i8* %sunkaddr779 to double*
  store double %.22.i.1.3, double* %20, align 8
  %21 = add i64 %18, 1
  %loop.index.1211..711.0209.1.4 = select i1 %9, i64 %21, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.4 = select i1 %9, i64 %21, i64 %.714.0210.1
  %.728254.in.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.4
  %.728254.1.4 = load double, double* %.728254.in.1.4, align 8
  %.736.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.4
  %.737.1.4 = load double, double* %.736.1.4, align 8
  %.16.i.1.4 = tail call double @llvm.cos.f64(double %.737.1.4)
  %.8.i.1.4 = fmul double %.532, %.728254.1.4
  %.21.i.1.4 = fmul double %.16.i.1.4, %arg.h
  %.22.i.1.4 = fadd double %.8.i.1.4, %.21.i.1.4
  %sunkaddr780 = mul i64 %loop.index.1211.1, 8
  %22 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr781 = getelementptr i8, i8* %22, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, i8* %sunkaddr781, i64 32
  %23 = bitcast i8* %sunkaddr782 to double*
  store double %.22.i.1.4, double* %23, align 8
  %24 = add i64 %21, 1
  %loop.index.1211..711.0209.1.5 = select i1 %9, i64 %24, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.5 = select i1 %9, i64 %24, i64 %.714.0210.1
  %.728254.in.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.5
  %.728254.1.5 = load double, double* %.728254.in.1.5, align 8
  %.736.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.5
  %.737.1.5 = load double, double* %.736.1.5, align 8
  %.16.i.1.5 = tail call double @llvm.cos.f64(double %.737.1.5)
  %.8.i.1.5 = fmul double %.532, %.728254.1.5
  %.21.i.1.5 = fmul double %.16.i.1.5, %arg.h
  %.22.i.1.5 = fadd double %.8.i.1.5, %.21.i.1.5
  %sunkaddr783 = mul i64 %loop.index.1211.1, 8
  %25 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr784 = getelementptr i8, i8* %25, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, i8* %sunkaddr784, i64 40
  %26 = bitcast i8* %sunkaddr785 to double*
  store double %.22.i.1.5, double* %26, align 8
  %27 = add i64 %24, 1
  %loop.index.1211..711.0209.1.6 = select i1 %9, i64 %27, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.6 = select i1 %9, i64 %27, i64 %.714.0210.1
  %.728254.in.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.6
  %.728254.1.6 = load double, double* %.728254.in.1.6, align 8
  %.736.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.6
  %.737.1.6 = load double, double* %.736.1.6, align 8
  %.16.i.1.6 = tail call double @llvm.cos.f64(double %.737.1.6)
  %.8.i.1.6 = fmul double %.532, %.728254.1.6
  %.21.i.1.6 = fmul double %.16.i.1.6, %arg.h
  %.22.i.1.6 = fadd double %.8.i.1.6, %.21.i.1.6
  %sunkaddr786 = mul i64 %loop.index.1211.1, 8
  %28 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr787 = getelementptr i8, i8* %28, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, i8* %sunkaddr787, i64 48
  %29 = bitcast i8* %sunkaddr788 to double*
  store double %.22.i.1.6, double* %29, align 8
  %30 = add i64 %27, 1
  %loop.index.1211..711.0209.1.7 = select i1 %9, i64 %30, i64 %.711.0209.1
  %loop.index.1211..714.0210.1.7 = select i1 %9, i64 %30, i64 %.714.0210.1
  %.728254.in.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.7
  %.728254.1.7 = load double, double* %.728254.in.1.7, align 8
  %.736.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.7
  %.737.1.7 = load double, double* %.736.1.7, align 8
  %.16.i.1.7 = tail call double @llvm.cos.f64(double %.737.1.7)
  %.8.i.1.7 = fmul double %.532, %.728254.1.7
  %.21.i.1.7 = fmul double %.16.i.1.7, %arg.h
  %.22.i.1.7 = fadd double %.8.i.1.7, %.21.i.1.7
  %sunkaddr789 = mul i64 %loop.index.1211.1, 8
  %31 = bitcast double* %.6.i96217.1 to i8*
  %sunkaddr790 = getelementptr i8, i8* %31, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, i8* %sunkaddr790, i64 56
  %32 = bitcast i8* %sunkaddr791 to double*
  store double %.22.i.1.7, double* %32, align 8
  %.766.1.7 = add nuw i64 %loop.index.1211.1, 8
  %33 = add i64 %30, 1
  %niter337.ncmp.7 = icmp eq i64 %33, %unroll_iter336
  br i1 %niter337.ncmp.7, label %B223.1.loopexit300.unr-lcssa, label %for.body.1.1

B102.endif.endif.endif.endif.endif.1:             ; preds = %B223
  %34 = icmp eq i8* %.7.i.i103.1, null
  br i1 %34, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.1, !prof !0

B102.endif.endif.endif.endif.endif.endif.1:       ; preds = %B102.endif.endif.endif.endif.endif.1
  %35 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i109.1 = getelementptr i8, i8* %.7.i.i103.1, i64 24
  %36 = bitcast i8* %.5.i109.1 to double**
  %.6.i110218.1 = load double*, double** %36, align 8
  br i1 %35, label %for.body.1290.preheader, label %B223.1

for.body.1290.preheader:                          ; preds = %B102.endif.endif.endif.endif.endif.endif.1
  %37 = add i64 %arg.y0.5.0, -1
  %xtraiter328 = and i64 %arg.y0.5.0, 7
  %38 = icmp ult i64 %37, 7
  br i1 %38, label %B223.1.loopexit.unr-lcssa, label %for.body.1290.preheader.new

for.body.1290.preheader.new:                      ; preds = %for.body.1290.preheader
  %unroll_iter331 = and i64 %arg.y0.5.0, -8
  br label %for.body.1290

for.body.1290:                                    ; preds = %for.body.1290, %for.body.1290.preheader.new
  %loop.index215.1 = phi i64 [ 0, %for.body.1290.preheader.new ], [ %63, %for.body.1290 ]
  %.453.0214.1 = phi i64 [ 0, %for.body.1290.preheader.new ], [ %loop.index215..453.0214.1.7, %for.body.1290 ]
  %.450.0213.1 = phi i64 [ 0, %for.body.1290.preheader.new ], [ %loop.index215..450.0213.1.7, %for.body.1290 ]
  %39 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.1 = select i1 %39, i64 %loop.index215.1, i64 %.450.0213.1
  %loop.index215..453.0214.1 = select i1 %39, i64 %loop.index215.1, i64 %.453.0214.1
  %.467238.in.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1
  %.467238.1 = load double, double* %.467238.in.1, align 8
  %.475.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1
  %.476.1 = load double, double* %.475.1, align 8
  %.14.i.1 = tail call double @llvm.sin.f64(double %.476.1)
  %.19.i.1 = fmul double %.14.i.1, %arg.h
  %.20.i.1 = fadd double %.467238.1, %.19.i.1
  %sunkaddr792 = mul i64 %loop.index215.1, 8
  %40 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr793 = getelementptr i8, i8* %40, i64 %sunkaddr792
  %41 = bitcast i8* %sunkaddr793 to double*
  store double %.20.i.1, double* %41, align 8
  %42 = add i64 %loop.index215.1, 1
  %loop.index215..450.0213.1.1 = select i1 %39, i64 %42, i64 %.450.0213.1
  %loop.index215..453.0214.1.1 = select i1 %39, i64 %42, i64 %.453.0214.1
  %.467238.in.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.1
  %.467238.1.1 = load double, double* %.467238.in.1.1, align 8
  %.475.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.1
  %.476.1.1 = load double, double* %.475.1.1, align 8
  %.14.i.1.1 = tail call double @llvm.sin.f64(double %.476.1.1)
  %.19.i.1.1 = fmul double %.14.i.1.1, %arg.h
  %.20.i.1.1 = fadd double %.467238.1.1, %.19.i.1.1
  %sunkaddr794 = mul i64 %loop.index215.1, 8
  %43 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr795 = getelementptr i8, i8* %43, i64 %sunkaddr794
  %sunkaddr796 = getelementptr i8, i8* %sunkaddr795, i64 8
  %44 = bitcast i8* %sunkaddr796 to double*
  store double %.20.i.1.1, double* %44, align 8
  %45 = add i64 %42, 1
  %loop.index215..450.0213.1.2 = select i1 %39, i64 %45, i64 %.450.0213.1
  %loop.index215..453.0214.1.2 = select i1 %39, i64 %45, i64 %.453.0214.1
  %.467238.in.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.2
  %.467238.1.2 = load double, double* %.467238.in.1.2, align 8
  %.475.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.2
  %.476.1.2 = load double, double* %.475.1.2, align 8
  %.14.i.1.2 = tail call double @llvm.sin.f64(double %.476.1.2)
  %.19.i.1.2 = fmul double %.14.i.1.2, %arg.h
  %.20.i.1.2 = fadd double %.467238.1.2, %.19.i.1.2
  %sunkaddr797 = mul i64 %loop.index215.1, 8
  %46 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr798 = getelementptr i8, i8* %46, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, i8* %sunkaddr798, i64 16
  %47 = bitcast i8* %sunkaddr799 to double*
  store double %.20.i.1.2, double* %47, align 8
  %48 = add i64 %45, 1
  %loop.index215..450.0213.1.3 = select i1 %39, i64 %48, i64 %.450.0213.1
  %loop.index215..453.0214.1.3 = select i1 %39, i64 %48, i64 %.453.0214.1
  %.467238.in.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.3
  %.467238.1.3 = load double, double* %.467238.in.1.3, align 8
  %.475.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.3
  %.476.1.3 = load double, double* %.475.1.3, align 8
  %.14.i.1.3 = tail call double @llvm.sin.f64(double %.476.1.3)
  %.19.i.1.3 = fmul double %.14.i.1.3, %arg.h
  %.20.i.1.3 = fadd double %.467238.1.3, %.19.i.1.3
  %sunkaddr800 = mul i64 %loop.index215.1, 8
  %49 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr801 = getelementptr i8, i8* %49, i64 %sunkaddr800
  %sunkaddr802 = getelementptr i8, i8* %sunkaddr801, i64 24
  %50 = bitcast i8* %sunkaddr802 to double*
  store double %.20.i.1.3, double* %50, align 8
  %51 = add i64 %48, 1
  %loop.index215..450.0213.1.4 = select i1 %39, i64 %51, i64 %.450.0213.1
  %loop.index215..453.0214.1.4 = select i1 %39, i64 %51, i64 %.453.0214.1
  %.467238.in.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.4
  %.467238.1.4 = load double, double* %.467238.in.1.4, align 8
  %.475.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.4
  %.476.1.4 = load double, double* %.475.1.4, align 8
  %.14.i.1.4 = tail call double @llvm.sin.f64(double %.476.1.4)
  %.19.i.1.4 = fmul double %.14.i.1.4, %arg.h
  %.20.i.1.4 = fadd double %.467238.1.4, %.19.i.1.4
  %sunkaddr803 = mul i64 %loop.index215.1, 8
  %52 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr804 = getelementptr i8, i8* %52, i64 %sunkaddr803
  %sunkaddr805 = getelementptr i8, i8* %sunkaddr804, i64 32
  %53 = bitcast i8* %sunkaddr805 to double*
  store double %.20.i.1.4, double* %53, align 8
  %54 = add i64 %51, 1
  %loop.index215..450.0213.1.5 = select i1 %39, i64 %54, i64 %.450.0213.1
  %loop.index215..453.0214.1.5 = select i1 %39, i64 %54, i64 %.453.0214.1
  %.467238.in.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.5
  %.467238.1.5 = load double, double* %.467238.in.1.5, align 8
  %.475.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.5
  %.476.1.5 = load double, double* %.475.1.5, align 8
  %.14.i.1.5 = tail call double @llvm.sin.f64(double %.476.1.5)
  %.19.i.1.5 = fmul double %.14.i.1.5, %arg.h
  %.20.i.1.5 = fadd double %.467238.1.5, %.19.i.1.5
  %sunkaddr806 = mul i64 %loop.index215.1, 8
  %55 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr807 = getelementptr i8, i8* %55, i64 %sunkaddr806
  %sunkaddr808 = getelementptr i8, i8* %sunkaddr807, i64 40
  %56 = bitcast i8* %sunkaddr808 to double*
  store double %.20.i.1.5, double* %56, align 8
  %57 = add i64 %54, 1
  %loop.index215..450.0213.1.6 = select i1 %39, i64 %57, i64 %.450.0213.1
  %loop.index215..453.0214.1.6 = select i1 %39, i64 %57, i64 %.453.0214.1
  %.467238.in.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.6
  %.467238.1.6 = load double, double* %.467238.in.1.6, align 8
  %.475.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.6
  %.476.1.6 = load double, double* %.475.1.6, align 8
  %.14.i.1.6 = tail call double @llvm.sin.f64(double %.476.1.6)
  %.19.i.1.6 = fmul double %.14.i.1.6, %arg.h
  %.20.i.1.6 = fadd double %.467238.1.6, %.19.i.1.6
  %sunkaddr809 = mul i64 %loop.index215.1, 8
  %58 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr810 = getelementptr i8, i8* %58, i64 %sunkaddr809
  %sunkaddr811 = getelementptr i8, i8* %sunkaddr810, i64 48
  %59 = bitcast i8* %sunkaddr811 to double*
  store double %.20.i.1.6, double* %59, align 8
  %60 = add i64 %57, 1
  %loop.index215..450.0213.1.7 = select i1 %39, i64 %60, i64 %.450.0213.1
  %loop.index215..453.0214.1.7 = select i1 %39, i64 %60, i64 %.453.0214.1
  %.467238.in.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.7
  %.467238.1.7 = load double, double* %.467238.in.1.7, align 8
  %.475.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.7
  %.476.1.7 = load double, double* %.475.1.7, align 8
  %.14.i.1.7 = tail call double @llvm.sin.f64(double %.476.1.7)
  %.19.i.1.7 = fmul double %.14.i.1.7, %arg.h
  %.20.i.1.7 = fadd double %.467238.1.7, %.19.i.1.7
  %sunkaddr812 = mul i64 %loop.index215.1, 8
  %61 = bitcast double* %.6.i110218.1 to i8*
  %sunkaddr813 = getelementptr i8, i8* %61, i64 %sunkaddr812
  %sunkaddr814 = getelementptr i8, i8* %sunkaddr813, i64 56
  %62 = bitcast i8* %sunkaddr814 to double*
  store double %.20.i.1.7, double* %62, align 8
  %.505.1.7 = add nuw i64 %loop.index215.1, 8
  %63 = add i64 %60, 1
  %niter332.ncmp.7 = icmp eq i64 %63, %unroll_iter331
  br i1 %niter332.ncmp.7, label %B223.1.loopexit.unr-lcssa, label %for.body.1290

B223.1.loopexit.unr-lcssa:                        ; preds = %for.body.1290, %for.body.1290.preheader
  %loop.index215.1.unr = phi i64 [ 0, %for.body.1290.preheader ], [ %.505.1.7, %for.body.1290 ]
  %.453.0214.1.unr = phi i64 [ 0, %for.body.1290.preheader ], [ %loop.index215..453.0214.1.7, %for.body.1290 ]
  %.450.0213.1.unr = phi i64 [ 0, %for.body.1290.preheader ], [ %loop.index215..450.0213.1.7, %for.body.1290 ]
  %lcmp.mod330.not = icmp eq i64 %xtraiter328, 0
  br i1 %lcmp.mod330.not, label %B223.1, label %for.body.1290.epil.preheader

for.body.1290.epil.preheader:                     ; preds = %B223.1.loopexit.unr-lcssa
  br label %for.body.1290.epil

for.body.1290.epil:                               ; preds = %for.body.1290.epil.preheader, %for.body.1290.epil
  %lsr.iv695 = phi i64 [ %xtraiter328, %for.body.1290.epil.preheader ], [ %lsr.iv.next696, %for.body.1290.epil ]
  %loop.index215.1.epil = phi i64 [ %.505.1.epil, %for.body.1290.epil ], [ %loop.index215.1.unr, %for.body.1290.epil.preheader ]
  %.453.0214.1.epil = phi i64 [ %loop.index215..453.0214.1.epil, %for.body.1290.epil ], [ %.453.0214.1.unr, %for.body.1290.epil.preheader ]
  %.450.0213.1.epil = phi i64 [ %loop.index215..450.0213.1.epil, %for.body.1290.epil ], [ %.450.0213.1.unr, %for.body.1290.epil.preheader ]
  %64 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.1.epil = select i1 %64, i64 %loop.index215.1.epil, i64 %.450.0213.1.epil
  %loop.index215..453.0214.1.epil = select i1 %64, i64 %loop.index215.1.epil, i64 %.453.0214.1.epil
  %.467238.in.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..450.0213.1.epil
  %.467238.1.epil = load double, double* %.467238.in.1.epil, align 8
  %.475.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index215..453.0214.1.epil
  %.476.1.epil = load double, double* %.475.1.epil, align 8
  %.14.i.1.epil = tail call double @llvm.sin.f64(double %.476.1.epil)
  %.19.i.1.epil = fmul double %.14.i.1.epil, %arg.h
  %.20.i.1.epil = fadd double %.467238.1.epil, %.19.i.1.epil
  %scevgep694 = getelementptr double, double* %.6.i110218.1, i64 %loop.index215.1.epil
  store double %.20.i.1.epil, double* %scevgep694, align 8
  %.505.1.epil = add nuw nsw i64 %loop.index215.1.epil, 1
  %lsr.iv.next696 = add nsw i64 %lsr.iv695, -1
  %epil.iter329.cmp.not = icmp eq i64 %lsr.iv.next696, 0
  br i1 %epil.iter329.cmp.not, label %B223.1, label %for.body.1290.epil, !llvm.loop !4

B223.1.loopexit300.unr-lcssa:                     ; preds = %for.body.1.1, %for.body.1.1.preheader
  %loop.index.1211.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %.766.1.7, %for.body.1.1 ]
  %.714.0210.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %loop.index.1211..714.0210.1.7, %for.body.1.1 ]
  %.711.0209.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %loop.index.1211..711.0209.1.7, %for.body.1.1 ]
  %lcmp.mod335.not = icmp eq i64 %xtraiter333, 0
  br i1 %lcmp.mod335.not, label %B223.1, label %for.body.1.1.epil.preheader

for.body.1.1.epil.preheader:                      ; preds = %B223.1.loopexit300.unr-lcssa
  br label %for.body.1.1.epil

for.body.1.1.epil:                                ; preds = %for.body.1.1.epil.preheader, %for.body.1.1.epil
  %lsr.iv714 = phi i64 [ %xtraiter333, %for.body.1.1.epil.preheader ], [ %lsr.iv.next715, %for.body.1.1.epil ]
  %loop.index.1211.1.epil = phi i64 [ %.766.1.epil, %for.body.1.1.epil ], [ %loop.index.1211.1.unr, %for.body.1.1.epil.preheader ]
  %.714.0210.1.epil = phi i64 [ %loop.index.1211..714.0210.1.epil, %for.body.1.1.epil ], [ %.714.0210.1.unr, %for.body.1.1.epil.preheader ]
  %.711.0209.1.epil = phi i64 [ %loop.index.1211..711.0209.1.epil, %for.body.1.1.epil ], [ %.711.0209.1.unr, %for.body.1.1.epil.preheader ]
  %65 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.1.epil = select i1 %65, i64 %loop.index.1211.1.epil, i64 %.711.0209.1.epil
  %loop.index.1211..714.0210.1.epil = select i1 %65, i64 %loop.index.1211.1.epil, i64 %.714.0210.1.epil
  %.728254.in.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..711.0209.1.epil
  %.728254.1.epil = load double, double* %.728254.in.1.epil, align 8
  %.736.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1211..714.0210.1.epil
  %.737.1.epil = load double, double* %.736.1.epil, align 8
  %.16.i.1.epil = tail call double @llvm.cos.f64(double %.737.1.epil)
  %.8.i.1.epil = fmul double %.532, %.728254.1.epil
  %.21.i.1.epil = fmul double %.16.i.1.epil, %arg.h
  %.22.i.1.epil = fadd double %.8.i.1.epil, %.21.i.1.epil
  %scevgep713 = getelementptr double, double* %.6.i96217.1, i64 %loop.index.1211.1.epil
  store double %.22.i.1.epil, double* %scevgep713, align 8
  %.766.1.epil = add nuw nsw i64 %loop.index.1211.1.epil, 1
  %lsr.iv.next715 = add nsw i64 %lsr.iv714, -1
  %epil.iter334.cmp.not = icmp eq i64 %lsr.iv.next715, 0
  br i1 %epil.iter334.cmp.not, label %B223.1, label %for.body.1.1.epil, !llvm.loop !5

B223.1:                                           ; preds = %for.body.1.1.epil, %for.body.1290.epil, %B223.1.loopexit300.unr-lcssa, %B223.1.loopexit.unr-lcssa, %B102.endif.endif.endif.endif.endif.endif.1, %B156.endif.endif.endif.endif.endif.endif.1
  %y.4.sroa.32.1.1 = phi double* [ %.6.i96217.1, %B156.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i110218.1, %B102.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i110218.1, %B223.1.loopexit.unr-lcssa ], [ %.6.i96217.1, %B223.1.loopexit300.unr-lcssa ], [ %.6.i110218.1, %for.body.1290.epil ], [ %.6.i96217.1, %for.body.1.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i103)
  %.271.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.272.2 = fcmp ogt double %.271.2, 0.000000e+00
  %.7.i.i103.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.2, label %B102.endif.endif.endif.endif.endif.2, label %B156.endif.endif.endif.endif.endif.2

B156.endif.endif.endif.endif.endif.2:             ; preds = %B223.1
  %66 = icmp eq i8* %.7.i.i103.2, null
  br i1 %66, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.2, !prof !0

B156.endif.endif.endif.endif.endif.endif.2:       ; preds = %B156.endif.endif.endif.endif.endif.2
  %67 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.2 = getelementptr i8, i8* %.7.i.i103.2, i64 24
  %68 = bitcast i8* %.5.i95.2 to double**
  %.6.i96217.2 = load double*, double** %68, align 8
  br i1 %67, label %for.body.1.2.preheader, label %B223.2

for.body.1.2.preheader:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.2
  %69 = add i64 %arg.y0.5.0, -1
  %xtraiter323 = and i64 %arg.y0.5.0, 7
  %70 = icmp ult i64 %69, 7
  br i1 %70, label %B223.2.loopexit299.unr-lcssa, label %for.body.1.2.preheader.new

for.body.1.2.preheader.new:                       ; preds = %for.body.1.2.preheader
  %unroll_iter326 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.2

for.body.1.2:                                     ; preds = %for.body.1.2, %for.body.1.2.preheader.new
  %loop.index.1211.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %95, %for.body.1.2 ]
  %.714.0210.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %loop.index.1211..714.0210.2.7, %for.body.1.2 ]
  %.711.0209.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %loop.index.1211..711.0209.2.7, %for.body.1.2 ]
  %71 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.2 = select i1 %71, i64 %loop.index.1211.2, i64 %.711.0209.2
  %loop.index.1211..714.0210.2 = select i1 %71, i64 %loop.index.1211.2, i64 %.714.0210.2
  %.728254.in.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2
  %.728254.2 = load double, double* %.728254.in.2, align 8
  %.736.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2
  %.737.2 = load double, double* %.736.2, align 8
  %.16.i.2 = tail call double @llvm.cos.f64(double %.737.2)
  %.8.i.2 = fmul double %.532, %.728254.2
  %.21.i.2 = fmul double %.16.i.2, %arg.h
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  %sunkaddr815 = mul i64 %loop.index.1211.2, 8
  %72 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr816 = getelementptr i8, i8* %72, i64 %sunkaddr815
  %73 = bitcast i8* %sunkaddr816 to double*
  store double %.22.i.2, double* %73, align 8
  %74 = add i64 %loop.index.1211.2, 1
  %loop.index.1211..711.0209.2.1 = select i1 %71, i64 %74, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.1 = select i1 %71, i64 %74, i64 %.714.0210.2
  %.728254.in.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.1
  %.728254.2.1 = load double, double* %.728254.in.2.1, align 8
  %.736.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.1
  %.737.2.1 = load double, double* %.736.2.1, align 8
  %.16.i.2.1 = tail call double @llvm.cos.f64(double %.737.2.1)
  %.8.i.2.1 = fmul double %.532, %.728254.2.1
  %.21.i.2.1 = fmul double %.16.i.2.1, %arg.h
  %.22.i.2.1 = fadd double %.8.i.2.1, %.21.i.2.1
  %sunkaddr817 = mul i64 %loop.index.1211.2, 8
  %75 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr818 = getelementptr i8, i8* %75, i64 %sunkaddr817
  %sunkaddr819 = getelementptr i8, i8* %sunkaddr818, i64 8
  %76 = bitcast i8* %sunkaddr819 to double*
  store double %.22.i.2.1, double* %76, align 8
  %77 = add i64 %74, 1
  %loop.index.1211..711.0209.2.2 = select i1 %71, i64 %77, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.2 = select i1 %71, i64 %77, i64 %.714.0210.2
  %.728254.in.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.2
  %.728254.2.2 = load double, double* %.728254.in.2.2, align 8
  %.736.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.2
  %.737.2.2 = load double, double* %.736.2.2, align 8
  %.16.i.2.2 = tail call double @llvm.cos.f64(double %.737.2.2)
  %.8.i.2.2 = fmul double %.532, %.728254.2.2
  %.21.i.2.2 = fmul double %.16.i.2.2, %arg.h
  %.22.i.2.2 = fadd double %.8.i.2.2, %.21.i.2.2
  %sunkaddr820 = mul i64 %loop.index.1211.2, 8
  %78 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr821 = getelementptr i8, i8* %78, i64 %sunkaddr820
  %sunkaddr822 = getelementptr i8, i8* %sunkaddr821, i64 16
  %79 = bitcast i8* %sunkaddr822 to double*
  store double %.22.i.2.2, double* %79, align 8
  %80 = add i64 %77, 1
  %loop.index.1211..711.0209.2.3 = select i1 %71, i64 %80, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.3 = select i1 %71, i64 %80, i64 %.714.0210.2
  %.728254.in.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.3
  %.728254.2.3 = load double, double* %.728254.in.2.3, align 8
  %.736.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.3
  %.737.2.3 = load double, double* %.736.2.3, align 8
  %.16.i.2.3 = tail call double @llvm.cos.f64(double %.737.2.3)
  %.8.i.2.3 = fmul double %.532, %.728254.2.3
  %.21.i.2.3 = fmul double %.16.i.2.3, %arg.h
  %.22.i.2.3 = fadd double %.8.i.2.3, %.21.i.2.3
  %sunkaddr823 = mul i64 %loop.index.1211.2, 8
  %81 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr824 = getelementptr i8, i8* %81, i64 %sunkaddr823
  %sunkaddr825 = getelementptr i8, i8* %sunkaddr824, i64 24
  %82 = bitcast i8* %sunkaddr825 to double*
  store double %.22.i.2.3, double* %82, align 8
  %83 = add i64 %80, 1
  %loop.index.1211..711.0209.2.4 = select i1 %71, i64 %83, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.4 = select i1 %71, i64 %83, i64 %.714.0210.2
  %.728254.in.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.4
  %.728254.2.4 = load double, double* %.728254.in.2.4, align 8
  %.736.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.4
  %.737.2.4 = load double, double* %.736.2.4, align 8
  %.16.i.2.4 = tail call double @llvm.cos.f64(double %.737.2.4)
  %.8.i.2.4 = fmul double %.532, %.728254.2.4
  %.21.i.2.4 = fmul double %.16.i.2.4, %arg.h
  %.22.i.2.4 = fadd double %.8.i.2.4, %.21.i.2.4
  %sunkaddr826 = mul i64 %loop.index.1211.2, 8
  %84 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr827 = getelementptr i8, i8* %84, i64 %sunkaddr826
  %sunkaddr828 = getelementptr i8, i8* %sunkaddr827, i64 32
  %85 = bitcast i8* %sunkaddr828 to double*
  store double %.22.i.2.4, double* %85, align 8
  %86 = add i64 %83, 1
  %loop.index.1211..711.0209.2.5 = select i1 %71, i64 %86, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.5 = select i1 %71, i64 %86, i64 %.714.0210.2
  %.728254.in.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.5
  %.728254.2.5 = load double, double* %.728254.in.2.5, align 8
  %.736.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.5
  %.737.2.5 = load double, double* %.736.2.5, align 8
  %.16.i.2.5 = tail call double @llvm.cos.f64(double %.737.2.5)
  %.8.i.2.5 = fmul double %.532, %.728254.2.5
  %.21.i.2.5 = fmul double %.16.i.2.5, %arg.h
  %.22.i.2.5 = fadd double %.8.i.2.5, %.21.i.2.5
  %sunkaddr829 = mul i64 %loop.index.1211.2, 8
  %87 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr830 = getelementptr i8, i8* %87, i64 %sunkaddr829
  %sunkaddr831 = getelementptr i8, i8* %sunkaddr830, i64 40
  %88 = bitcast i8* %sunkaddr831 to double*
  store double %.22.i.2.5, double* %88, align 8
  %89 = add i64 %86, 1
  %loop.index.1211..711.0209.2.6 = select i1 %71, i64 %89, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.6 = select i1 %71, i64 %89, i64 %.714.0210.2
  %.728254.in.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.6
  %.728254.2.6 = load double, double* %.728254.in.2.6, align 8
  %.736.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.6
  %.737.2.6 = load double, double* %.736.2.6, align 8
  %.16.i.2.6 = tail call double @llvm.cos.f64(double %.737.2.6)
  %.8.i.2.6 = fmul double %.532, %.728254.2.6
  %.21.i.2.6 = fmul double %.16.i.2.6, %arg.h
  %.22.i.2.6 = fadd double %.8.i.2.6, %.21.i.2.6
  %sunkaddr832 = mul i64 %loop.index.1211.2, 8
  %90 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr833 = getelementptr i8, i8* %90, i64 %sunkaddr832
  %sunkaddr834 = getelementptr i8, i8* %sunkaddr833, i64 48
  %91 = bitcast i8* %sunkaddr834 to double*
  store double %.22.i.2.6, double* %91, align 8
  %92 = add i64 %89, 1
  %loop.index.1211..711.0209.2.7 = select i1 %71, i64 %92, i64 %.711.0209.2
  %loop.index.1211..714.0210.2.7 = select i1 %71, i64 %92, i64 %.714.0210.2
  %.728254.in.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.7
  %.728254.2.7 = load double, double* %.728254.in.2.7, align 8
  %.736.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.7
  %.737.2.7 = load double, double* %.736.2.7, align 8
  %.16.i.2.7 = tail call double @llvm.cos.f64(double %.737.2.7)
  %.8.i.2.7 = fmul double %.532, %.728254.2.7
  %.21.i.2.7 = fmul double %.16.i.2.7, %arg.h
  %.22.i.2.7 = fadd double %.8.i.2.7, %.21.i.2.7
  %sunkaddr835 = mul i64 %loop.index.1211.2, 8
  %93 = bitcast double* %.6.i96217.2 to i8*
  %sunkaddr836 = getelementptr i8, i8* %93, i64 %sunkaddr835
  %sunkaddr837 = getelementptr i8, i8* %sunkaddr836, i64 56
  %94 = bitcast i8* %sunkaddr837 to double*
  store double %.22.i.2.7, double* %94, align 8
  %.766.2.7 = add nuw i64 %loop.index.1211.2, 8
  %95 = add i64 %92, 1
  %niter327.ncmp.7 = icmp eq i64 %95, %unroll_iter326
  br i1 %niter327.ncmp.7, label %B223.2.loopexit299.unr-lcssa, label %for.body.1.2

B102.endif.endif.endif.endif.endif.2:             ; preds = %B223.1
  %96 = icmp eq i8* %.7.i.i103.2, null
  br i1 %96, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.2, !prof !0

B102.endif.endif.endif.endif.endif.endif.2:       ; preds = %B102.endif.endif.endif.endif.endif.2
  %97 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i109.2 = getelementptr i8, i8* %.7.i.i103.2, i64 24
  %98 = bitcast i8* %.5.i109.2 to double**
  %.6.i110218.2 = load double*, double** %98, align 8
  br i1 %97, label %for.body.2292.preheader, label %B223.2

for.body.2292.preheader:                          ; preds = %B102.endif.endif.endif.endif.endif.endif.2
  %99 = add i64 %arg.y0.5.0, -1
  %xtraiter318 = and i64 %arg.y0.5.0, 7
  %100 = icmp ult i64 %99, 7
  br i1 %100, label %B223.2.loopexit.unr-lcssa, label %for.body.2292.preheader.new

for.body.2292.preheader.new:                      ; preds = %for.body.2292.preheader
  %unroll_iter321 = and i64 %arg.y0.5.0, -8
  br label %for.body.2292

for.body.2292:                                    ; preds = %for.body.2292, %for.body.2292.preheader.new
  %loop.index215.2 = phi i64 [ 0, %for.body.2292.preheader.new ], [ %125, %for.body.2292 ]
  %.453.0214.2 = phi i64 [ 0, %for.body.2292.preheader.new ], [ %loop.index215..453.0214.2.7, %for.body.2292 ]
  %.450.0213.2 = phi i64 [ 0, %for.body.2292.preheader.new ], [ %loop.index215..450.0213.2.7, %for.body.2292 ]
  %101 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.2 = select i1 %101, i64 %loop.index215.2, i64 %.450.0213.2
  %loop.index215..453.0214.2 = select i1 %101, i64 %loop.index215.2, i64 %.453.0214.2
  %.467238.in.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2
  %.467238.2 = load double, double* %.467238.in.2, align 8
  %.475.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2
  %.476.2 = load double, double* %.475.2, align 8
  %.14.i.2 = tail call double @llvm.sin.f64(double %.476.2)
  %.19.i.2 = fmul double %.14.i.2, %arg.h
  %.20.i.2 = fadd double %.467238.2, %.19.i.2
  %sunkaddr838 = mul i64 %loop.index215.2, 8
  %102 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr839 = getelementptr i8, i8* %102, i64 %sunkaddr838
  %103 = bitcast i8* %sunkaddr839 to double*
  store double %.20.i.2, double* %103, align 8
  %104 = add i64 %loop.index215.2, 1
  %loop.index215..450.0213.2.1 = select i1 %101, i64 %104, i64 %.450.0213.2
  %loop.index215..453.0214.2.1 = select i1 %101, i64 %104, i64 %.453.0214.2
  %.467238.in.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.1
  %.467238.2.1 = load double, double* %.467238.in.2.1, align 8
  %.475.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.1
  %.476.2.1 = load double, double* %.475.2.1, align 8
  %.14.i.2.1 = tail call double @llvm.sin.f64(double %.476.2.1)
  %.19.i.2.1 = fmul double %.14.i.2.1, %arg.h
  %.20.i.2.1 = fadd double %.467238.2.1, %.19.i.2.1
  %sunkaddr840 = mul i64 %loop.index215.2, 8
  %105 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr841 = getelementptr i8, i8* %105, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, i8* %sunkaddr841, i64 8
  %106 = bitcast i8* %sunkaddr842 to double*
  store double %.20.i.2.1, double* %106, align 8
  %107 = add i64 %104, 1
  %loop.index215..450.0213.2.2 = select i1 %101, i64 %107, i64 %.450.0213.2
  %loop.index215..453.0214.2.2 = select i1 %101, i64 %107, i64 %.453.0214.2
  %.467238.in.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.2
  %.467238.2.2 = load double, double* %.467238.in.2.2, align 8
  %.475.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.2
  %.476.2.2 = load double, double* %.475.2.2, align 8
  %.14.i.2.2 = tail call double @llvm.sin.f64(double %.476.2.2)
  %.19.i.2.2 = fmul double %.14.i.2.2, %arg.h
  %.20.i.2.2 = fadd double %.467238.2.2, %.19.i.2.2
  %sunkaddr843 = mul i64 %loop.index215.2, 8
  %108 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr844 = getelementptr i8, i8* %108, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, i8* %sunkaddr844, i64 16
  %109 = bitcast i8* %sunkaddr845 to double*
  store double %.20.i.2.2, double* %109, align 8
  %110 = add i64 %107, 1
  %loop.index215..450.0213.2.3 = select i1 %101, i64 %110, i64 %.450.0213.2
  %loop.index215..453.0214.2.3 = select i1 %101, i64 %110, i64 %.453.0214.2
  %.467238.in.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.3
  %.467238.2.3 = load double, double* %.467238.in.2.3, align 8
  %.475.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.3
  %.476.2.3 = load double, double* %.475.2.3, align 8
  %.14.i.2.3 = tail call double @llvm.sin.f64(double %.476.2.3)
  %.19.i.2.3 = fmul double %.14.i.2.3, %arg.h
  %.20.i.2.3 = fadd double %.467238.2.3, %.19.i.2.3
  %sunkaddr846 = mul i64 %loop.index215.2, 8
  %111 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr847 = getelementptr i8, i8* %111, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, i8* %sunkaddr847, i64 24
  %112 = bitcast i8* %sunkaddr848 to double*
  store double %.20.i.2.3, double* %112, align 8
  %113 = add i64 %110, 1
  %loop.index215..450.0213.2.4 = select i1 %101, i64 %113, i64 %.450.0213.2
  %loop.index215..453.0214.2.4 = select i1 %101, i64 %113, i64 %.453.0214.2
  %.467238.in.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.4
  %.467238.2.4 = load double, double* %.467238.in.2.4, align 8
  %.475.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.4
  %.476.2.4 = load double, double* %.475.2.4, align 8
  %.14.i.2.4 = tail call double @llvm.sin.f64(double %.476.2.4)
  %.19.i.2.4 = fmul double %.14.i.2.4, %arg.h
  %.20.i.2.4 = fadd double %.467238.2.4, %.19.i.2.4
  %sunkaddr849 = mul i64 %loop.index215.2, 8
  %114 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr850 = getelementptr i8, i8* %114, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, i8* %sunkaddr850, i64 32
  %115 = bitcast i8* %sunkaddr851 to double*
  store double %.20.i.2.4, double* %115, align 8
  %116 = add i64 %113, 1
  %loop.index215..450.0213.2.5 = select i1 %101, i64 %116, i64 %.450.0213.2
  %loop.index215..453.0214.2.5 = select i1 %101, i64 %116, i64 %.453.0214.2
  %.467238.in.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.5
  %.467238.2.5 = load double, double* %.467238.in.2.5, align 8
  %.475.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.5
  %.476.2.5 = load double, double* %.475.2.5, align 8
  %.14.i.2.5 = tail call double @llvm.sin.f64(double %.476.2.5)
  %.19.i.2.5 = fmul double %.14.i.2.5, %arg.h
  %.20.i.2.5 = fadd double %.467238.2.5, %.19.i.2.5
  %sunkaddr852 = mul i64 %loop.index215.2, 8
  %117 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr853 = getelementptr i8, i8* %117, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, i8* %sunkaddr853, i64 40
  %118 = bitcast i8* %sunkaddr854 to double*
  store double %.20.i.2.5, double* %118, align 8
  %119 = add i64 %116, 1
  %loop.index215..450.0213.2.6 = select i1 %101, i64 %119, i64 %.450.0213.2
  %loop.index215..453.0214.2.6 = select i1 %101, i64 %119, i64 %.453.0214.2
  %.467238.in.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.6
  %.467238.2.6 = load double, double* %.467238.in.2.6, align 8
  %.475.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.6
  %.476.2.6 = load double, double* %.475.2.6, align 8
  %.14.i.2.6 = tail call double @llvm.sin.f64(double %.476.2.6)
  %.19.i.2.6 = fmul double %.14.i.2.6, %arg.h
  %.20.i.2.6 = fadd double %.467238.2.6, %.19.i.2.6
  %sunkaddr855 = mul i64 %loop.index215.2, 8
  %120 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr856 = getelementptr i8, i8* %120, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, i8* %sunkaddr856, i64 48
  %121 = bitcast i8* %sunkaddr857 to double*
  store double %.20.i.2.6, double* %121, align 8
  %122 = add i64 %119, 1
  %loop.index215..450.0213.2.7 = select i1 %101, i64 %122, i64 %.450.0213.2
  %loop.index215..453.0214.2.7 = select i1 %101, i64 %122, i64 %.453.0214.2
  %.467238.in.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.7
  %.467238.2.7 = load double, double* %.467238.in.2.7, align 8
  %.475.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.7
  %.476.2.7 = load double, double* %.475.2.7, align 8
  %.14.i.2.7 = tail call double @llvm.sin.f64(double %.476.2.7)
  %.19.i.2.7 = fmul double %.14.i.2.7, %arg.h
  %.20.i.2.7 = fadd double %.467238.2.7, %.19.i.2.7
  %sunkaddr858 = mul i64 %loop.index215.2, 8
  %123 = bitcast double* %.6.i110218.2 to i8*
  %sunkaddr859 = getelementptr i8, i8* %123, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, i8* %sunkaddr859, i64 56
  %124 = bitcast i8* %sunkaddr860 to double*
  store double %.20.i.2.7, double* %124, align 8
  %.505.2.7 = add nuw i64 %loop.index215.2, 8
  %125 = add i64 %122, 1
  %niter322.ncmp.7 = icmp eq i64 %125, %unroll_iter321
  br i1 %niter322.ncmp.7, label %B223.2.loopexit.unr-lcssa, label %for.body.2292

B223.2.loopexit.unr-lcssa:                        ; preds = %for.body.2292, %for.body.2292.preheader
  %loop.index215.2.unr = phi i64 [ 0, %for.body.2292.preheader ], [ %.505.2.7, %for.body.2292 ]
  %.453.0214.2.unr = phi i64 [ 0, %for.body.2292.preheader ], [ %loop.index215..453.0214.2.7, %for.body.2292 ]
  %.450.0213.2.unr = phi i64 [ 0, %for.body.2292.preheader ], [ %loop.index215..450.0213.2.7, %for.body.2292 ]
  %lcmp.mod320.not = icmp eq i64 %xtraiter318, 0
  br i1 %lcmp.mod320.not, label %B223.2, label %for.body.2292.epil.preheader

for.body.2292.epil.preheader:                     ; preds = %B223.2.loopexit.unr-lcssa
  br label %for.body.2292.epil

for.body.2292.epil:                               ; preds = %for.body.2292.epil.preheader, %for.body.2292.epil
  %lsr.iv657 = phi i64 [ %xtraiter318, %for.body.2292.epil.preheader ], [ %lsr.iv.next658, %for.body.2292.epil ]
  %loop.index215.2.epil = phi i64 [ %.505.2.epil, %for.body.2292.epil ], [ %loop.index215.2.unr, %for.body.2292.epil.preheader ]
  %.453.0214.2.epil = phi i64 [ %loop.index215..453.0214.2.epil, %for.body.2292.epil ], [ %.453.0214.2.unr, %for.body.2292.epil.preheader ]
  %.450.0213.2.epil = phi i64 [ %loop.index215..450.0213.2.epil, %for.body.2292.epil ], [ %.450.0213.2.unr, %for.body.2292.epil.preheader ]
  %126 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.2.epil = select i1 %126, i64 %loop.index215.2.epil, i64 %.450.0213.2.epil
  %loop.index215..453.0214.2.epil = select i1 %126, i64 %loop.index215.2.epil, i64 %.453.0214.2.epil
  %.467238.in.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..450.0213.2.epil
  %.467238.2.epil = load double, double* %.467238.in.2.epil, align 8
  %.475.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index215..453.0214.2.epil
  %.476.2.epil = load double, double* %.475.2.epil, align 8
  %.14.i.2.epil = tail call double @llvm.sin.f64(double %.476.2.epil)
  %.19.i.2.epil = fmul double %.14.i.2.epil, %arg.h
  %.20.i.2.epil = fadd double %.467238.2.epil, %.19.i.2.epil
  %scevgep656 = getelementptr double, double* %.6.i110218.2, i64 %loop.index215.2.epil
  store double %.20.i.2.epil, double* %scevgep656, align 8
  %.505.2.epil = add nuw nsw i64 %loop.index215.2.epil, 1
  %lsr.iv.next658 = add nsw i64 %lsr.iv657, -1
  %epil.iter319.cmp.not = icmp eq i64 %lsr.iv.next658, 0
  br i1 %epil.iter319.cmp.not, label %B223.2, label %for.body.2292.epil, !llvm.loop !6

B223.2.loopexit299.unr-lcssa:                     ; preds = %for.body.1.2, %for.body.1.2.preheader
  %loop.index.1211.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %.766.2.7, %for.body.1.2 ]
  %.714.0210.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %loop.index.1211..714.0210.2.7, %for.body.1.2 ]
  %.711.0209.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %loop.index.1211..711.0209.2.7, %for.body.1.2 ]
  %lcmp.mod325.not = icmp eq i64 %xtraiter323, 0
  br i1 %lcmp.mod325.not, label %B223.2, label %for.body.1.2.epil.preheader

for.body.1.2.epil.preheader:                      ; preds = %B223.2.loopexit299.unr-lcssa
  br label %for.body.1.2.epil

for.body.1.2.epil:                                ; preds = %for.body.1.2.epil.preheader, %for.body.1.2.epil
  %lsr.iv676 = phi i64 [ %xtraiter323, %for.body.1.2.epil.preheader ], [ %lsr.iv.next677, %for.body.1.2.epil ]
  %loop.index.1211.2.epil = phi i64 [ %.766.2.epil, %for.body.1.2.epil ], [ %loop.index.1211.2.unr, %for.body.1.2.epil.preheader ]
  %.714.0210.2.epil = phi i64 [ %loop.index.1211..714.0210.2.epil, %for.body.1.2.epil ], [ %.714.0210.2.unr, %for.body.1.2.epil.preheader ]
  %.711.0209.2.epil = phi i64 [ %loop.index.1211..711.0209.2.epil, %for.body.1.2.epil ], [ %.711.0209.2.unr, %for.body.1.2.epil.preheader ]
  %127 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.2.epil = select i1 %127, i64 %loop.index.1211.2.epil, i64 %.711.0209.2.epil
  %loop.index.1211..714.0210.2.epil = select i1 %127, i64 %loop.index.1211.2.epil, i64 %.714.0210.2.epil
  %.728254.in.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..711.0209.2.epil
  %.728254.2.epil = load double, double* %.728254.in.2.epil, align 8
  %.736.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1211..714.0210.2.epil
  %.737.2.epil = load double, double* %.736.2.epil, align 8
  %.16.i.2.epil = tail call double @llvm.cos.f64(double %.737.2.epil)
  %.8.i.2.epil = fmul double %.532, %.728254.2.epil
  %.21.i.2.epil = fmul double %.16.i.2.epil, %arg.h
  %.22.i.2.epil = fadd double %.8.i.2.epil, %.21.i.2.epil
  %scevgep675 = getelementptr double, double* %.6.i96217.2, i64 %loop.index.1211.2.epil
  store double %.22.i.2.epil, double* %scevgep675, align 8
  %.766.2.epil = add nuw nsw i64 %loop.index.1211.2.epil, 1
  %lsr.iv.next677 = add nsw i64 %lsr.iv676, -1
  %epil.iter324.cmp.not = icmp eq i64 %lsr.iv.next677, 0
  br i1 %epil.iter324.cmp.not, label %B223.2, label %for.body.1.2.epil, !llvm.loop !7

B223.2:                                           ; preds = %for.body.1.2.epil, %for.body.2292.epil, %B223.2.loopexit299.unr-lcssa, %B223.2.loopexit.unr-lcssa, %B102.endif.endif.endif.endif.endif.endif.2, %B156.endif.endif.endif.endif.endif.endif.2
  %y.4.sroa.32.1.2 = phi double* [ %.6.i96217.2, %B156.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i110218.2, %B102.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i110218.2, %B223.2.loopexit.unr-lcssa ], [ %.6.i96217.2, %B223.2.loopexit299.unr-lcssa ], [ %.6.i110218.2, %for.body.2292.epil ], [ %.6.i96217.2, %for.body.1.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i103.1)
  %.271.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.272.3 = fcmp ogt double %.271.3, 0.000000e+00
  %.7.i.i103.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.3, label %B102.endif.endif.endif.endif.endif.3, label %B156.endif.endif.endif.endif.endif.3

B156.endif.endif.endif.endif.endif.3:             ; preds = %B223.2
  %128 = icmp eq i8* %.7.i.i103.3, null
  br i1 %128, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.3, !prof !0

B156.endif.endif.endif.endif.endif.endif.3:       ; preds = %B156.endif.endif.endif.endif.endif.3
  %129 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.3 = getelementptr i8, i8* %.7.i.i103.3, i64 24
  %130 = bitcast i8* %.5.i95.3 to double**
  %.6.i96217.3 = load double*, double** %130, align 8
  br i1 %129, label %for.body.1.3.preheader, label %B222.endif.endif.endif.endif.endif

for.body.1.3.preheader:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.3
  %131 = add i64 %arg.y0.5.0, -1
  %xtraiter313 = and i64 %arg.y0.5.0, 7
  %132 = icmp ult i64 %131, 7
  br i1 %132, label %B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa, label %for.body.1.3.preheader.new

for.body.1.3.preheader.new:                       ; preds = %for.body.1.3.preheader
  %unroll_iter316 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.3

for.body.1.3:                                     ; preds = %for.body.1.3, %for.body.1.3.preheader.new
  %loop.index.1211.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %157, %for.body.1.3 ]
  %.714.0210.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %loop.index.1211..714.0210.3.7, %for.body.1.3 ]
  %.711.0209.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %loop.index.1211..711.0209.3.7, %for.body.1.3 ]
  %133 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.3 = select i1 %133, i64 %loop.index.1211.3, i64 %.711.0209.3
  %loop.index.1211..714.0210.3 = select i1 %133, i64 %loop.index.1211.3, i64 %.714.0210.3
  %.728254.in.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3
  %.728254.3 = load double, double* %.728254.in.3, align 8
  %.736.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3
  %.737.3 = load double, double* %.736.3, align 8
  %.16.i.3 = tail call double @llvm.cos.f64(double %.737.3)
  %.8.i.3 = fmul double %.532, %.728254.3
  %.21.i.3 = fmul double %.16.i.3, %arg.h
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  %sunkaddr861 = mul i64 %loop.index.1211.3, 8
  %134 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr862 = getelementptr i8, i8* %134, i64 %sunkaddr861
  %135 = bitcast i8* %sunkaddr862 to double*
  store double %.22.i.3, double* %135, align 8
  %136 = add i64 %loop.index.1211.3, 1
  %loop.index.1211..711.0209.3.1 = select i1 %133, i64 %136, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.1 = select i1 %133, i64 %136, i64 %.714.0210.3
  %.728254.in.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.1
  %.728254.3.1 = load double, double* %.728254.in.3.1, align 8
  %.736.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.1
  %.737.3.1 = load double, double* %.736.3.1, align 8
  %.16.i.3.1 = tail call double @llvm.cos.f64(double %.737.3.1)
  %.8.i.3.1 = fmul double %.532, %.728254.3.1
  %.21.i.3.1 = fmul double %.16.i.3.1, %arg.h
  %.22.i.3.1 = fadd double %.8.i.3.1, %.21.i.3.1
  %sunkaddr863 = mul i64 %loop.index.1211.3, 8
  %137 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr864 = getelementptr i8, i8* %137, i64 %sunkaddr863
  %sunkaddr865 = getelementptr i8, i8* %sunkaddr864, i64 8
  %138 = bitcast i8* %sunkaddr865 to double*
  store double %.22.i.3.1, double* %138, align 8
  %139 = add i64 %136, 1
  %loop.index.1211..711.0209.3.2 = select i1 %133, i64 %139, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.2 = select i1 %133, i64 %139, i64 %.714.0210.3
  %.728254.in.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.2
  %.728254.3.2 = load double, double* %.728254.in.3.2, align 8
  %.736.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.2
  %.737.3.2 = load double, double* %.736.3.2, align 8
  %.16.i.3.2 = tail call double @llvm.cos.f64(double %.737.3.2)
  %.8.i.3.2 = fmul double %.532, %.728254.3.2
  %.21.i.3.2 = fmul double %.16.i.3.2, %arg.h
  %.22.i.3.2 = fadd double %.8.i.3.2, %.21.i.3.2
  %sunkaddr866 = mul i64 %loop.index.1211.3, 8
  %140 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr867 = getelementptr i8, i8* %140, i64 %sunkaddr866
  %sunkaddr868 = getelementptr i8, i8* %sunkaddr867, i64 16
  %141 = bitcast i8* %sunkaddr868 to double*
  store double %.22.i.3.2, double* %141, align 8
  %142 = add i64 %139, 1
  %loop.index.1211..711.0209.3.3 = select i1 %133, i64 %142, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.3 = select i1 %133, i64 %142, i64 %.714.0210.3
  %.728254.in.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.3
  %.728254.3.3 = load double, double* %.728254.in.3.3, align 8
  %.736.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.3
  %.737.3.3 = load double, double* %.736.3.3, align 8
  %.16.i.3.3 = tail call double @llvm.cos.f64(double %.737.3.3)
  %.8.i.3.3 = fmul double %.532, %.728254.3.3
  %.21.i.3.3 = fmul double %.16.i.3.3, %arg.h
  %.22.i.3.3 = fadd double %.8.i.3.3, %.21.i.3.3
  %sunkaddr869 = mul i64 %loop.index.1211.3, 8
  %143 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr870 = getelementptr i8, i8* %143, i64 %sunkaddr869
  %sunkaddr871 = getelementptr i8, i8* %sunkaddr870, i64 24
  %144 = bitcast i8* %sunkaddr871 to double*
  store double %.22.i.3.3, double* %144, align 8
  %145 = add i64 %142, 1
  %loop.index.1211..711.0209.3.4 = select i1 %133, i64 %145, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.4 = select i1 %133, i64 %145, i64 %.714.0210.3
  %.728254.in.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.4
  %.728254.3.4 = load double, double* %.728254.in.3.4, align 8
  %.736.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.4
  %.737.3.4 = load double, double* %.736.3.4, align 8
  %.16.i.3.4 = tail call double @llvm.cos.f64(double %.737.3.4)
  %.8.i.3.4 = fmul double %.532, %.728254.3.4
  %.21.i.3.4 = fmul double %.16.i.3.4, %arg.h
  %.22.i.3.4 = fadd double %.8.i.3.4, %.21.i.3.4
  %sunkaddr872 = mul i64 %loop.index.1211.3, 8
  %146 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr873 = getelementptr i8, i8* %146, i64 %sunkaddr872
  %sunkaddr874 = getelementptr i8, i8* %sunkaddr873, i64 32
  %147 = bitcast i8* %sunkaddr874 to double*
  store double %.22.i.3.4, double* %147, align 8
  %148 = add i64 %145, 1
  %loop.index.1211..711.0209.3.5 = select i1 %133, i64 %148, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.5 = select i1 %133, i64 %148, i64 %.714.0210.3
  %.728254.in.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.5
  %.728254.3.5 = load double, double* %.728254.in.3.5, align 8
  %.736.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.5
  %.737.3.5 = load double, double* %.736.3.5, align 8
  %.16.i.3.5 = tail call double @llvm.cos.f64(double %.737.3.5)
  %.8.i.3.5 = fmul double %.532, %.728254.3.5
  %.21.i.3.5 = fmul double %.16.i.3.5, %arg.h
  %.22.i.3.5 = fadd double %.8.i.3.5, %.21.i.3.5
  %sunkaddr875 = mul i64 %loop.index.1211.3, 8
  %149 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr876 = getelementptr i8, i8* %149, i64 %sunkaddr875
  %sunkaddr877 = getelementptr i8, i8* %sunkaddr876, i64 40
  %150 = bitcast i8* %sunkaddr877 to double*
  store double %.22.i.3.5, double* %150, align 8
  %151 = add i64 %148, 1
  %loop.index.1211..711.0209.3.6 = select i1 %133, i64 %151, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.6 = select i1 %133, i64 %151, i64 %.714.0210.3
  %.728254.in.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.6
  %.728254.3.6 = load double, double* %.728254.in.3.6, align 8
  %.736.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.6
  %.737.3.6 = load double, double* %.736.3.6, align 8
  %.16.i.3.6 = tail call double @llvm.cos.f64(double %.737.3.6)
  %.8.i.3.6 = fmul double %.532, %.728254.3.6
  %.21.i.3.6 = fmul double %.16.i.3.6, %arg.h
  %.22.i.3.6 = fadd double %.8.i.3.6, %.21.i.3.6
  %sunkaddr878 = mul i64 %loop.index.1211.3, 8
  %152 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr879 = getelementptr i8, i8* %152, i64 %sunkaddr878
  %sunkaddr880 = getelementptr i8, i8* %sunkaddr879, i64 48
  %153 = bitcast i8* %sunkaddr880 to double*
  store double %.22.i.3.6, double* %153, align 8
  %154 = add i64 %151, 1
  %loop.index.1211..711.0209.3.7 = select i1 %133, i64 %154, i64 %.711.0209.3
  %loop.index.1211..714.0210.3.7 = select i1 %133, i64 %154, i64 %.714.0210.3
  %.728254.in.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.7
  %.728254.3.7 = load double, double* %.728254.in.3.7, align 8
  %.736.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.7
  %.737.3.7 = load double, double* %.736.3.7, align 8
  %.16.i.3.7 = tail call double @llvm.cos.f64(double %.737.3.7)
  %.8.i.3.7 = fmul double %.532, %.728254.3.7
  %.21.i.3.7 = fmul double %.16.i.3.7, %arg.h
  %.22.i.3.7 = fadd double %.8.i.3.7, %.21.i.3.7
  %sunkaddr881 = mul i64 %loop.index.1211.3, 8
  %155 = bitcast double* %.6.i96217.3 to i8*
  %sunkaddr882 = getelementptr i8, i8* %155, i64 %sunkaddr881
  %sunkaddr883 = getelementptr i8, i8* %sunkaddr882, i64 56
  %156 = bitcast i8* %sunkaddr883 to double*
  store double %.22.i.3.7, double* %156, align 8
  %.766.3.7 = add nuw i64 %loop.index.1211.3, 8
  %157 = add i64 %154, 1
  %niter317.ncmp.7 = icmp eq i64 %157, %unroll_iter316
  br i1 %niter317.ncmp.7, label %B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa, label %for.body.1.3

B102.endif.endif.endif.endif.endif.3:             ; preds = %B223.2
  %158 = icmp eq i8* %.7.i.i103.3, null
  br i1 %158, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.3, !prof !0

B102.endif.endif.endif.endif.endif.endif.3:       ; preds = %B102.endif.endif.endif.endif.endif.3
  %159 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i109.3 = getelementptr i8, i8* %.7.i.i103.3, i64 24
  %160 = bitcast i8* %.5.i109.3 to double**
  %.6.i110218.3 = load double*, double** %160, align 8
  br i1 %159, label %for.body.3.preheader, label %B222.endif.endif.endif.endif.endif

for.body.3.preheader:                             ; preds = %B102.endif.endif.endif.endif.endif.endif.3
  %161 = add i64 %arg.y0.5.0, -1
  %xtraiter308 = and i64 %arg.y0.5.0, 7
  %162 = icmp ult i64 %161, 7
  br i1 %162, label %B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.3.preheader.new

for.body.3.preheader.new:                         ; preds = %for.body.3.preheader
  %unroll_iter311 = and i64 %arg.y0.5.0, -8
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3, %for.body.3.preheader.new
  %loop.index215.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %187, %for.body.3 ]
  %.453.0214.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index215..453.0214.3.7, %for.body.3 ]
  %.450.0213.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index215..450.0213.3.7, %for.body.3 ]
  %163 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.3 = select i1 %163, i64 %loop.index215.3, i64 %.450.0213.3
  %loop.index215..453.0214.3 = select i1 %163, i64 %loop.index215.3, i64 %.453.0214.3
  %.467238.in.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3
  %.467238.3 = load double, double* %.467238.in.3, align 8
  %.475.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3
  %.476.3 = load double, double* %.475.3, align 8
  %.14.i.3 = tail call double @llvm.sin.f64(double %.476.3)
  %.19.i.3 = fmul double %.14.i.3, %arg.h
  %.20.i.3 = fadd double %.467238.3, %.19.i.3
  %sunkaddr884 = mul i64 %loop.index215.3, 8
  %164 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr885 = getelementptr i8, i8* %164, i64 %sunkaddr884
  %165 = bitcast i8* %sunkaddr885 to double*
  store double %.20.i.3, double* %165, align 8
  %166 = add i64 %loop.index215.3, 1
  %loop.index215..450.0213.3.1 = select i1 %163, i64 %166, i64 %.450.0213.3
  %loop.index215..453.0214.3.1 = select i1 %163, i64 %166, i64 %.453.0214.3
  %.467238.in.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.1
  %.467238.3.1 = load double, double* %.467238.in.3.1, align 8
  %.475.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.1
  %.476.3.1 = load double, double* %.475.3.1, align 8
  %.14.i.3.1 = tail call double @llvm.sin.f64(double %.476.3.1)
  %.19.i.3.1 = fmul double %.14.i.3.1, %arg.h
  %.20.i.3.1 = fadd double %.467238.3.1, %.19.i.3.1
  %sunkaddr886 = mul i64 %loop.index215.3, 8
  %167 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr887 = getelementptr i8, i8* %167, i64 %sunkaddr886
  %sunkaddr888 = getelementptr i8, i8* %sunkaddr887, i64 8
  %168 = bitcast i8* %sunkaddr888 to double*
  store double %.20.i.3.1, double* %168, align 8
  %169 = add i64 %166, 1
  %loop.index215..450.0213.3.2 = select i1 %163, i64 %169, i64 %.450.0213.3
  %loop.index215..453.0214.3.2 = select i1 %163, i64 %169, i64 %.453.0214.3
  %.467238.in.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.2
  %.467238.3.2 = load double, double* %.467238.in.3.2, align 8
  %.475.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.2
  %.476.3.2 = load double, double* %.475.3.2, align 8
  %.14.i.3.2 = tail call double @llvm.sin.f64(double %.476.3.2)
  %.19.i.3.2 = fmul double %.14.i.3.2, %arg.h
  %.20.i.3.2 = fadd double %.467238.3.2, %.19.i.3.2
  %sunkaddr889 = mul i64 %loop.index215.3, 8
  %170 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr890 = getelementptr i8, i8* %170, i64 %sunkaddr889
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 16
  %171 = bitcast i8* %sunkaddr891 to double*
  store double %.20.i.3.2, double* %171, align 8
  %172 = add i64 %169, 1
  %loop.index215..450.0213.3.3 = select i1 %163, i64 %172, i64 %.450.0213.3
  %loop.index215..453.0214.3.3 = select i1 %163, i64 %172, i64 %.453.0214.3
  %.467238.in.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.3
  %.467238.3.3 = load double, double* %.467238.in.3.3, align 8
  %.475.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.3
  %.476.3.3 = load double, double* %.475.3.3, align 8
  %.14.i.3.3 = tail call double @llvm.sin.f64(double %.476.3.3)
  %.19.i.3.3 = fmul double %.14.i.3.3, %arg.h
  %.20.i.3.3 = fadd double %.467238.3.3, %.19.i.3.3
  %sunkaddr892 = mul i64 %loop.index215.3, 8
  %173 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr893 = getelementptr i8, i8* %173, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 24
  %174 = bitcast i8* %sunkaddr894 to double*
  store double %.20.i.3.3, double* %174, align 8
  %175 = add i64 %172, 1
  %loop.index215..450.0213.3.4 = select i1 %163, i64 %175, i64 %.450.0213.3
  %loop.index215..453.0214.3.4 = select i1 %163, i64 %175, i64 %.453.0214.3
  %.467238.in.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.4
  %.467238.3.4 = load double, double* %.467238.in.3.4, align 8
  %.475.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.4
  %.476.3.4 = load double, double* %.475.3.4, align 8
  %.14.i.3.4 = tail call double @llvm.sin.f64(double %.476.3.4)
  %.19.i.3.4 = fmul double %.14.i.3.4, %arg.h
  %.20.i.3.4 = fadd double %.467238.3.4, %.19.i.3.4
  %sunkaddr895 = mul i64 %loop.index215.3, 8
  %176 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr896 = getelementptr i8, i8* %176, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 32
  %177 = bitcast i8* %sunkaddr897 to double*
  store double %.20.i.3.4, double* %177, align 8
  %178 = add i64 %175, 1
  %loop.index215..450.0213.3.5 = select i1 %163, i64 %178, i64 %.450.0213.3
  %loop.index215..453.0214.3.5 = select i1 %163, i64 %178, i64 %.453.0214.3
  %.467238.in.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.5
  %.467238.3.5 = load double, double* %.467238.in.3.5, align 8
  %.475.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.5
  %.476.3.5 = load double, double* %.475.3.5, align 8
  %.14.i.3.5 = tail call double @llvm.sin.f64(double %.476.3.5)
  %.19.i.3.5 = fmul double %.14.i.3.5, %arg.h
  %.20.i.3.5 = fadd double %.467238.3.5, %.19.i.3.5
  %sunkaddr898 = mul i64 %loop.index215.3, 8
  %179 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr899 = getelementptr i8, i8* %179, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 40
  %180 = bitcast i8* %sunkaddr900 to double*
  store double %.20.i.3.5, double* %180, align 8
  %181 = add i64 %178, 1
  %loop.index215..450.0213.3.6 = select i1 %163, i64 %181, i64 %.450.0213.3
  %loop.index215..453.0214.3.6 = select i1 %163, i64 %181, i64 %.453.0214.3
  %.467238.in.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.6
  %.467238.3.6 = load double, double* %.467238.in.3.6, align 8
  %.475.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.6
  %.476.3.6 = load double, double* %.475.3.6, align 8
  %.14.i.3.6 = tail call double @llvm.sin.f64(double %.476.3.6)
  %.19.i.3.6 = fmul double %.14.i.3.6, %arg.h
  %.20.i.3.6 = fadd double %.467238.3.6, %.19.i.3.6
  %sunkaddr901 = mul i64 %loop.index215.3, 8
  %182 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr902 = getelementptr i8, i8* %182, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, i8* %sunkaddr902, i64 48
  %183 = bitcast i8* %sunkaddr903 to double*
  store double %.20.i.3.6, double* %183, align 8
  %184 = add i64 %181, 1
  %loop.index215..450.0213.3.7 = select i1 %163, i64 %184, i64 %.450.0213.3
  %loop.index215..453.0214.3.7 = select i1 %163, i64 %184, i64 %.453.0214.3
  %.467238.in.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.7
  %.467238.3.7 = load double, double* %.467238.in.3.7, align 8
  %.475.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.7
  %.476.3.7 = load double, double* %.475.3.7, align 8
  %.14.i.3.7 = tail call double @llvm.sin.f64(double %.476.3.7)
  %.19.i.3.7 = fmul double %.14.i.3.7, %arg.h
  %.20.i.3.7 = fadd double %.467238.3.7, %.19.i.3.7
  %sunkaddr904 = mul i64 %loop.index215.3, 8
  %185 = bitcast double* %.6.i110218.3 to i8*
  %sunkaddr905 = getelementptr i8, i8* %185, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, i8* %sunkaddr905, i64 56
  %186 = bitcast i8* %sunkaddr906 to double*
  store double %.20.i.3.7, double* %186, align 8
  %.505.3.7 = add nuw i64 %loop.index215.3, 8
  %187 = add i64 %184, 1
  %niter312.ncmp.7 = icmp eq i64 %187, %unroll_iter311
  br i1 %niter312.ncmp.7, label %B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.3

common.ret:                                       ; preds = %B222.endif.endif.endif.endif.endif.if, %B156.endif.endif.endif.endif.endif.if, %B102.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B222.endif.endif.endif.endif.endif.if ], [ 1, %B156.endif.endif.endif.endif.endif.if ], [ 1, %B102.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937172723264, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i45 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i46 = icmp eq i8* %.7.i.i45, null
  br i1 %.8.i.i46, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i51 = getelementptr i8, i8* %.7.i.i45, i64 24
  %188 = bitcast i8* %.5.i51 to i8**
  %.6.i52 = load i8*, i8** %188, align 8
  %.80 = bitcast i8* %.6.i52 to double*
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i52, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.532 = fsub double 1.000000e+00, %arg.h
  %.271 = load double, double* %.80, align 8
  %.272 = fcmp ogt double %.271, 0.000000e+00
  %.7.i.i103 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272, label %B102.endif.endif.endif.endif.endif, label %B156.endif.endif.endif.endif.endif

B102.endif.endif.endif.endif.endif:               ; preds = %B0.endif.endif.endif.endif
  %189 = icmp eq i8* %.7.i.i103, null
  br i1 %189, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif, !prof !0

B102.endif.endif.endif.endif.endif.if:            ; preds = %B102.endif.endif.endif.endif.endif.3, %B102.endif.endif.endif.endif.endif.2, %B102.endif.endif.endif.endif.endif.1, %B102.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B102.endif.endif.endif.endif.endif.endif:         ; preds = %B102.endif.endif.endif.endif.endif
  %190 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i109 = getelementptr i8, i8* %.7.i.i103, i64 24
  %191 = bitcast i8* %.5.i109 to double**
  %.6.i110218 = load double*, double** %191, align 8
  br i1 %190, label %for.body.preheader, label %B223

for.body.preheader:                               ; preds = %B102.endif.endif.endif.endif.endif.endif
  %192 = add i64 %arg.y0.5.0, -1
  %xtraiter338 = and i64 %arg.y0.5.0, 7
  %193 = icmp ult i64 %192, 7
  br i1 %193, label %B223.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter341 = and i64 %arg.y0.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index215 = phi i64 [ 0, %for.body.preheader.new ], [ %219, %for.body ]
  %.453.0214 = phi i64 [ 0, %for.body.preheader.new ], [ %loop.index215..453.0214.7, %for.body ]
  %.450.0213 = phi i64 [ 0, %for.body.preheader.new ], [ %loop.index215..450.0213.7, %for.body ]
  %194 = icmp ugt i64 %arg.y0.5.0, 1
  %195 = bitcast i8* %.6.i52 to double*
  %loop.index215..450.0213 = select i1 %194, i64 %loop.index215, i64 %.450.0213
  %loop.index215..453.0214 = select i1 %194, i64 %loop.index215, i64 %.453.0214
  %.467238.in = getelementptr double, double* %195, i64 %loop.index215..450.0213
  %.467238 = load double, double* %.467238.in, align 8
  %.475 = getelementptr double, double* %195, i64 %loop.index215..453.0214
  %.476 = load double, double* %.475, align 8
  %.14.i = tail call double @llvm.sin.f64(double %.476)
  %.19.i = fmul double %.14.i, %arg.h
  %.20.i = fadd double %.467238, %.19.i
  %sunkaddr907 = mul i64 %loop.index215, 8
  %196 = bitcast double* %.6.i110218 to i8*
  %sunkaddr908 = getelementptr i8, i8* %196, i64 %sunkaddr907
  %197 = bitcast i8* %sunkaddr908 to double*
  store double %.20.i, double* %197, align 8
  %198 = add i64 %loop.index215, 1
  %loop.index215..450.0213.1346 = select i1 %194, i64 %198, i64 %.450.0213
  %loop.index215..453.0214.1347 = select i1 %194, i64 %198, i64 %.453.0214
  %.467238.in.1348 = getelementptr double, double* %195, i64 %loop.index215..450.0213.1346
  %.467238.1349 = load double, double* %.467238.in.1348, align 8
  %.475.1350 = getelementptr double, double* %195, i64 %loop.index215..453.0214.1347
  %.476.1351 = load double, double* %.475.1350, align 8
  %.14.i.1352 = tail call double @llvm.sin.f64(double %.476.1351)
  %.19.i.1353 = fmul double %.14.i.1352, %arg.h
  %.20.i.1354 = fadd double %.467238.1349, %.19.i.1353
  %sunkaddr909 = mul i64 %loop.index215, 8
  %199 = bitcast double* %.6.i110218 to i8*
  %sunkaddr910 = getelementptr i8, i8* %199, i64 %sunkaddr909
  %sunkaddr911 = getelementptr i8, i8* %sunkaddr910, i64 8
  %200 = bitcast i8* %sunkaddr911 to double*
  store double %.20.i.1354, double* %200, align 8
  %201 = add i64 %198, 1
  %loop.index215..450.0213.2361 = select i1 %194, i64 %201, i64 %.450.0213
  %loop.index215..453.0214.2362 = select i1 %194, i64 %201, i64 %.453.0214
  %.467238.in.2363 = getelementptr double, double* %195, i64 %loop.index215..450.0213.2361
  %.467238.2364 = load double, double* %.467238.in.2363, align 8
  %.475.2365 = getelementptr double, double* %195, i64 %loop.index215..453.0214.2362
  %.476.2366 = load double, double* %.475.2365, align 8
  %.14.i.2367 = tail call double @llvm.sin.f64(double %.476.2366)
  %.19.i.2368 = fmul double %.14.i.2367, %arg.h
  %.20.i.2369 = fadd double %.467238.2364, %.19.i.2368
  %sunkaddr912 = mul i64 %loop.index215, 8
  %202 = bitcast double* %.6.i110218 to i8*
  %sunkaddr913 = getelementptr i8, i8* %202, i64 %sunkaddr912
  %sunkaddr914 = getelementptr i8, i8* %sunkaddr913, i64 16
  %203 = bitcast i8* %sunkaddr914 to double*
  store double %.20.i.2369, double* %203, align 8
  %204 = add i64 %201, 1
  %loop.index215..450.0213.3376 = select i1 %194, i64 %204, i64 %.450.0213
  %loop.index215..453.0214.3377 = select i1 %194, i64 %204, i64 %.453.0214
  %.467238.in.3378 = getelementptr double, double* %195, i64 %loop.index215..450.0213.3376
  %.467238.3379 = load double, double* %.467238.in.3378, align 8
  %.475.3380 = getelementptr double, double* %195, i64 %loop.index215..453.0214.3377
  %.476.3381 = load double, double* %.475.3380, align 8
  %.14.i.3382 = tail call double @llvm.sin.f64(double %.476.3381)
  %.19.i.3383 = fmul double %.14.i.3382, %arg.h
  %.20.i.3384 = fadd double %.467238.3379, %.19.i.3383
  %sunkaddr915 = mul i64 %loop.index215, 8
  %205 = bitcast double* %.6.i110218 to i8*
  %sunkaddr916 = getelementptr i8, i8* %205, i64 %sunkaddr915
  %sunkaddr917 = getelementptr i8, i8* %sunkaddr916, i64 24
  %206 = bitcast i8* %sunkaddr917 to double*
  store double %.20.i.3384, double* %206, align 8
  %207 = add i64 %204, 1
  %loop.index215..450.0213.4 = select i1 %194, i64 %207, i64 %.450.0213
  %loop.index215..453.0214.4 = select i1 %194, i64 %207, i64 %.453.0214
  %.467238.in.4 = getelementptr double, double* %195, i64 %loop.index215..450.0213.4
  %.467238.4 = load double, double* %.467238.in.4, align 8
  %.475.4 = getelementptr double, double* %195, i64 %loop.index215..453.0214.4
  %.476.4 = load double, double* %.475.4, align 8
  %.14.i.4 = tail call double @llvm.sin.f64(double %.476.4)
  %.19.i.4 = fmul double %.14.i.4, %arg.h
  %.20.i.4 = fadd double %.467238.4, %.19.i.4
  %sunkaddr918 = mul i64 %loop.index215, 8
  %208 = bitcast double* %.6.i110218 to i8*
  %sunkaddr919 = getelementptr i8, i8* %208, i64 %sunkaddr918
  %sunkaddr920 = getelementptr i8, i8* %sunkaddr919, i64 32
  %209 = bitcast i8* %sunkaddr920 to double*
  store double %.20.i.4, double* %209, align 8
  %210 = add i64 %207, 1
  %loop.index215..450.0213.5 = select i1 %194, i64 %210, i64 %.450.0213
  %loop.index215..453.0214.5 = select i1 %194, i64 %210, i64 %.453.0214
  %.467238.in.5 = getelementptr double, double* %195, i64 %loop.index215..450.0213.5
  %.467238.5 = load double, double* %.467238.in.5, align 8
  %.475.5 = getelementptr double, double* %195, i64 %loop.index215..453.0214.5
  %.476.5 = load double, double* %.475.5, align 8
  %.14.i.5 = tail call double @llvm.sin.f64(double %.476.5)
  %.19.i.5 = fmul double %.14.i.5, %arg.h
  %.20.i.5 = fadd double %.467238.5, %.19.i.5
  %sunkaddr921 = mul i64 %loop.index215, 8
  %211 = bitcast double* %.6.i110218 to i8*
  %sunkaddr922 = getelementptr i8, i8* %211, i64 %sunkaddr921
  %sunkaddr923 = getelementptr i8, i8* %sunkaddr922, i64 40
  %212 = bitcast i8* %sunkaddr923 to double*
  store double %.20.i.5, double* %212, align 8
  %213 = add i64 %210, 1
  %loop.index215..450.0213.6 = select i1 %194, i64 %213, i64 %.450.0213
  %loop.index215..453.0214.6 = select i1 %194, i64 %213, i64 %.453.0214
  %.467238.in.6 = getelementptr double, double* %195, i64 %loop.index215..450.0213.6
  %.467238.6 = load double, double* %.467238.in.6, align 8
  %.475.6 = getelementptr double, double* %195, i64 %loop.index215..453.0214.6
  %.476.6 = load double, double* %.475.6, align 8
  %.14.i.6 = tail call double @llvm.sin.f64(double %.476.6)
  %.19.i.6 = fmul double %.14.i.6, %arg.h
  %.20.i.6 = fadd double %.467238.6, %.19.i.6
  %sunkaddr924 = mul i64 %loop.index215, 8
  %214 = bitcast double* %.6.i110218 to i8*
  %sunkaddr925 = getelementptr i8, i8* %214, i64 %sunkaddr924
  %sunkaddr926 = getelementptr i8, i8* %sunkaddr925, i64 48
  %215 = bitcast i8* %sunkaddr926 to double*
  store double %.20.i.6, double* %215, align 8
  %216 = add i64 %213, 1
  %loop.index215..450.0213.7 = select i1 %194, i64 %216, i64 %.450.0213
  %loop.index215..453.0214.7 = select i1 %194, i64 %216, i64 %.453.0214
  %.467238.in.7 = getelementptr double, double* %195, i64 %loop.index215..450.0213.7
  %.467238.7 = load double, double* %.467238.in.7, align 8
  %.475.7 = getelementptr double, double* %195, i64 %loop.index215..453.0214.7
  %.476.7 = load double, double* %.475.7, align 8
  %.14.i.7 = tail call double @llvm.sin.f64(double %.476.7)
  %.19.i.7 = fmul double %.14.i.7, %arg.h
  %.20.i.7 = fadd double %.467238.7, %.19.i.7
  %sunkaddr927 = mul i64 %loop.index215, 8
  %217 = bitcast double* %.6.i110218 to i8*
  %sunkaddr928 = getelementptr i8, i8* %217, i64 %sunkaddr927
  %sunkaddr929 = getelementptr i8, i8* %sunkaddr928, i64 56
  %218 = bitcast i8* %sunkaddr929 to double*
  store double %.20.i.7, double* %218, align 8
  %.505.7 = add nuw i64 %loop.index215, 8
  %219 = add i64 %216, 1
  %niter342.ncmp.7 = icmp eq i64 %219, %unroll_iter341
  br i1 %niter342.ncmp.7, label %B223.loopexit.unr-lcssa, label %for.body

B156.endif.endif.endif.endif.endif:               ; preds = %B0.endif.endif.endif.endif
  %220 = icmp eq i8* %.7.i.i103, null
  br i1 %220, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif, !prof !0

B156.endif.endif.endif.endif.endif.if:            ; preds = %B156.endif.endif.endif.endif.endif.3, %B156.endif.endif.endif.endif.endif.2, %B156.endif.endif.endif.endif.endif.1, %B156.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B156.endif.endif.endif.endif.endif.endif:         ; preds = %B156.endif.endif.endif.endif.endif
  %221 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95 = getelementptr i8, i8* %.7.i.i103, i64 24
  %222 = bitcast i8* %.5.i95 to double**
  %.6.i96217 = load double*, double** %222, align 8
  br i1 %221, label %for.body.1.preheader, label %B223

for.body.1.preheader:                             ; preds = %B156.endif.endif.endif.endif.endif.endif
  %223 = add i64 %arg.y0.5.0, -1
  %xtraiter388 = and i64 %arg.y0.5.0, 7
  %224 = icmp ult i64 %223, 7
  br i1 %224, label %B223.loopexit301.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter391 = and i64 %arg.y0.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1211 = phi i64 [ 0, %for.body.1.preheader.new ], [ %250, %for.body.1 ]
  %.714.0210 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1211..714.0210.7, %for.body.1 ]
  %.711.0209 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1211..711.0209.7, %for.body.1 ]
  %225 = icmp ugt i64 %arg.y0.5.0, 1
  %226 = bitcast i8* %.6.i52 to double*
  %loop.index.1211..711.0209 = select i1 %225, i64 %loop.index.1211, i64 %.711.0209
  %loop.index.1211..714.0210 = select i1 %225, i64 %loop.index.1211, i64 %.714.0210
  %.728254.in = getelementptr double, double* %226, i64 %loop.index.1211..711.0209
  %.728254 = load double, double* %.728254.in, align 8
  %.736 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210
  %.737 = load double, double* %.736, align 8
  %.16.i = tail call double @llvm.cos.f64(double %.737)
  %.8.i = fmul double %.532, %.728254
  %.21.i = fmul double %.16.i, %arg.h
  %.22.i = fadd double %.8.i, %.21.i
  %sunkaddr930 = mul i64 %loop.index.1211, 8
  %227 = bitcast double* %.6.i96217 to i8*
  %sunkaddr931 = getelementptr i8, i8* %227, i64 %sunkaddr930
  %228 = bitcast i8* %sunkaddr931 to double*
  store double %.22.i, double* %228, align 8
  %229 = add i64 %loop.index.1211, 1
  %loop.index.1211..711.0209.1396 = select i1 %225, i64 %229, i64 %.711.0209
  %loop.index.1211..714.0210.1397 = select i1 %225, i64 %229, i64 %.714.0210
  %.728254.in.1398 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.1396
  %.728254.1399 = load double, double* %.728254.in.1398, align 8
  %.736.1400 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.1397
  %.737.1401 = load double, double* %.736.1400, align 8
  %.16.i.1402 = tail call double @llvm.cos.f64(double %.737.1401)
  %.8.i.1403 = fmul double %.532, %.728254.1399
  %.21.i.1404 = fmul double %.16.i.1402, %arg.h
  %.22.i.1405 = fadd double %.8.i.1403, %.21.i.1404
  %sunkaddr932 = mul i64 %loop.index.1211, 8
  %230 = bitcast double* %.6.i96217 to i8*
  %sunkaddr933 = getelementptr i8, i8* %230, i64 %sunkaddr932
  %sunkaddr934 = getelementptr i8, i8* %sunkaddr933, i64 8
  %231 = bitcast i8* %sunkaddr934 to double*
  store double %.22.i.1405, double* %231, align 8
  %232 = add i64 %229, 1
  %loop.index.1211..711.0209.2412 = select i1 %225, i64 %232, i64 %.711.0209
  %loop.index.1211..714.0210.2413 = select i1 %225, i64 %232, i64 %.714.0210
  %.728254.in.2414 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.2412
  %.728254.2415 = load double, double* %.728254.in.2414, align 8
  %.736.2416 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.2413
  %.737.2417 = load double, double* %.736.2416, align 8
  %.16.i.2418 = tail call double @llvm.cos.f64(double %.737.2417)
  %.8.i.2419 = fmul double %.532, %.728254.2415
  %.21.i.2420 = fmul double %.16.i.2418, %arg.h
  %.22.i.2421 = fadd double %.8.i.2419, %.21.i.2420
  %sunkaddr935 = mul i64 %loop.index.1211, 8
  %233 = bitcast double* %.6.i96217 to i8*
  %sunkaddr936 = getelementptr i8, i8* %233, i64 %sunkaddr935
  %sunkaddr937 = getelementptr i8, i8* %sunkaddr936, i64 16
  %234 = bitcast i8* %sunkaddr937 to double*
  store double %.22.i.2421, double* %234, align 8
  %235 = add i64 %232, 1
  %loop.index.1211..711.0209.3428 = select i1 %225, i64 %235, i64 %.711.0209
  %loop.index.1211..714.0210.3429 = select i1 %225, i64 %235, i64 %.714.0210
  %.728254.in.3430 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.3428
  %.728254.3431 = load double, double* %.728254.in.3430, align 8
  %.736.3432 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.3429
  %.737.3433 = load double, double* %.736.3432, align 8
  %.16.i.3434 = tail call double @llvm.cos.f64(double %.737.3433)
  %.8.i.3435 = fmul double %.532, %.728254.3431
  %.21.i.3436 = fmul double %.16.i.3434, %arg.h
  %.22.i.3437 = fadd double %.8.i.3435, %.21.i.3436
  %sunkaddr938 = mul i64 %loop.index.1211, 8
  %236 = bitcast double* %.6.i96217 to i8*
  %sunkaddr939 = getelementptr i8, i8* %236, i64 %sunkaddr938
  %sunkaddr940 = getelementptr i8, i8* %sunkaddr939, i64 24
  %237 = bitcast i8* %sunkaddr940 to double*
  store double %.22.i.3437, double* %237, align 8
  %238 = add i64 %235, 1
  %loop.index.1211..711.0209.4 = select i1 %225, i64 %238, i64 %.711.0209
  %loop.index.1211..714.0210.4 = select i1 %225, i64 %238, i64 %.714.0210
  %.728254.in.4 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.4
  %.728254.4 = load double, double* %.728254.in.4, align 8
  %.736.4 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.4
  %.737.4 = load double, double* %.736.4, align 8
  %.16.i.4 = tail call double @llvm.cos.f64(double %.737.4)
  %.8.i.4 = fmul double %.532, %.728254.4
  %.21.i.4 = fmul double %.16.i.4, %arg.h
  %.22.i.4 = fadd double %.8.i.4, %.21.i.4
  %sunkaddr941 = mul i64 %loop.index.1211, 8
  %239 = bitcast double* %.6.i96217 to i8*
  %sunkaddr942 = getelementptr i8, i8* %239, i64 %sunkaddr941
  %sunkaddr943 = getelementptr i8, i8* %sunkaddr942, i64 32
  %240 = bitcast i8* %sunkaddr943 to double*
  store double %.22.i.4, double* %240, align 8
  %241 = add i64 %238, 1
  %loop.index.1211..711.0209.5 = select i1 %225, i64 %241, i64 %.711.0209
  %loop.index.1211..714.0210.5 = select i1 %225, i64 %241, i64 %.714.0210
  %.728254.in.5 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.5
  %.728254.5 = load double, double* %.728254.in.5, align 8
  %.736.5 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.5
  %.737.5 = load double, double* %.736.5, align 8
  %.16.i.5 = tail call double @llvm.cos.f64(double %.737.5)
  %.8.i.5 = fmul double %.532, %.728254.5
  %.21.i.5 = fmul double %.16.i.5, %arg.h
  %.22.i.5 = fadd double %.8.i.5, %.21.i.5
  %sunkaddr944 = mul i64 %loop.index.1211, 8
  %242 = bitcast double* %.6.i96217 to i8*
  %sunkaddr945 = getelementptr i8, i8* %242, i64 %sunkaddr944
  %sunkaddr946 = getelementptr i8, i8* %sunkaddr945, i64 40
  %243 = bitcast i8* %sunkaddr946 to double*
  store double %.22.i.5, double* %243, align 8
  %244 = add i64 %241, 1
  %loop.index.1211..711.0209.6 = select i1 %225, i64 %244, i64 %.711.0209
  %loop.index.1211..714.0210.6 = select i1 %225, i64 %244, i64 %.714.0210
  %.728254.in.6 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.6
  %.728254.6 = load double, double* %.728254.in.6, align 8
  %.736.6 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.6
  %.737.6 = load double, double* %.736.6, align 8
  %.16.i.6 = tail call double @llvm.cos.f64(double %.737.6)
  %.8.i.6 = fmul double %.532, %.728254.6
  %.21.i.6 = fmul double %.16.i.6, %arg.h
  %.22.i.6 = fadd double %.8.i.6, %.21.i.6
  %sunkaddr947 = mul i64 %loop.index.1211, 8
  %245 = bitcast double* %.6.i96217 to i8*
  %sunkaddr948 = getelementptr i8, i8* %245, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, i8* %sunkaddr948, i64 48
  %246 = bitcast i8* %sunkaddr949 to double*
  store double %.22.i.6, double* %246, align 8
  %247 = add i64 %244, 1
  %loop.index.1211..711.0209.7 = select i1 %225, i64 %247, i64 %.711.0209
  %loop.index.1211..714.0210.7 = select i1 %225, i64 %247, i64 %.714.0210
  %.728254.in.7 = getelementptr double, double* %226, i64 %loop.index.1211..711.0209.7
  %.728254.7 = load double, double* %.728254.in.7, align 8
  %.736.7 = getelementptr double, double* %226, i64 %loop.index.1211..714.0210.7
  %.737.7 = load double, double* %.736.7, align 8
  %.16.i.7 = tail call double @llvm.cos.f64(double %.737.7)
  %.8.i.7 = fmul double %.532, %.728254.7
  %.21.i.7 = fmul double %.16.i.7, %arg.h
  %.22.i.7 = fadd double %.8.i.7, %.21.i.7
  %sunkaddr950 = mul i64 %loop.index.1211, 8
  %248 = bitcast double* %.6.i96217 to i8*
  %sunkaddr951 = getelementptr i8, i8* %248, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, i8* %sunkaddr951, i64 56
  %249 = bitcast i8* %sunkaddr952 to double*
  store double %.22.i.7, double* %249, align 8
  %.766.7 = add nuw i64 %loop.index.1211, 8
  %250 = add i64 %247, 1
  %niter392.ncmp.7 = icmp eq i64 %250, %unroll_iter391
  br i1 %niter392.ncmp.7, label %B223.loopexit301.unr-lcssa, label %for.body.1

B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa: ; preds = %for.body.3, %for.body.3.preheader
  %loop.index215.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.505.3.7, %for.body.3 ]
  %.453.0214.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index215..453.0214.3.7, %for.body.3 ]
  %.450.0213.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index215..450.0213.3.7, %for.body.3 ]
  %lcmp.mod310.not = icmp eq i64 %xtraiter308, 0
  br i1 %lcmp.mod310.not, label %B222.endif.endif.endif.endif.endif, label %for.body.3.epil.preheader

for.body.3.epil.preheader:                        ; preds = %B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.3.epil

for.body.3.epil:                                  ; preds = %for.body.3.epil.preheader, %for.body.3.epil
  %lsr.iv619 = phi i64 [ %xtraiter308, %for.body.3.epil.preheader ], [ %lsr.iv.next620, %for.body.3.epil ]
  %loop.index215.3.epil = phi i64 [ %.505.3.epil, %for.body.3.epil ], [ %loop.index215.3.unr, %for.body.3.epil.preheader ]
  %.453.0214.3.epil = phi i64 [ %loop.index215..453.0214.3.epil, %for.body.3.epil ], [ %.453.0214.3.unr, %for.body.3.epil.preheader ]
  %.450.0213.3.epil = phi i64 [ %loop.index215..450.0213.3.epil, %for.body.3.epil ], [ %.450.0213.3.unr, %for.body.3.epil.preheader ]
  %251 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index215..450.0213.3.epil = select i1 %251, i64 %loop.index215.3.epil, i64 %.450.0213.3.epil
  %loop.index215..453.0214.3.epil = select i1 %251, i64 %loop.index215.3.epil, i64 %.453.0214.3.epil
  %.467238.in.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..450.0213.3.epil
  %.467238.3.epil = load double, double* %.467238.in.3.epil, align 8
  %.475.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index215..453.0214.3.epil
  %.476.3.epil = load double, double* %.475.3.epil, align 8
  %.14.i.3.epil = tail call double @llvm.sin.f64(double %.476.3.epil)
  %.19.i.3.epil = fmul double %.14.i.3.epil, %arg.h
  %.20.i.3.epil = fadd double %.467238.3.epil, %.19.i.3.epil
  %scevgep618 = getelementptr double, double* %.6.i110218.3, i64 %loop.index215.3.epil
  store double %.20.i.3.epil, double* %scevgep618, align 8
  %.505.3.epil = add nuw nsw i64 %loop.index215.3.epil, 1
  %lsr.iv.next620 = add nsw i64 %lsr.iv619, -1
  %epil.iter309.cmp.not = icmp eq i64 %lsr.iv.next620, 0
  br i1 %epil.iter309.cmp.not, label %B222.endif.endif.endif.endif.endif, label %for.body.3.epil, !llvm.loop !16

B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa: ; preds = %for.body.1.3, %for.body.1.3.preheader
  %loop.index.1211.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %.766.3.7, %for.body.1.3 ]
  %.714.0210.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %loop.index.1211..714.0210.3.7, %for.body.1.3 ]
  %.711.0209.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %loop.index.1211..711.0209.3.7, %for.body.1.3 ]
  %lcmp.mod315.not = icmp eq i64 %xtraiter313, 0
  br i1 %lcmp.mod315.not, label %B222.endif.endif.endif.endif.endif, label %for.body.1.3.epil.preheader

for.body.1.3.epil.preheader:                      ; preds = %B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa
  br label %for.body.1.3.epil

for.body.1.3.epil:                                ; preds = %for.body.1.3.epil.preheader, %for.body.1.3.epil
  %lsr.iv638 = phi i64 [ %xtraiter313, %for.body.1.3.epil.preheader ], [ %lsr.iv.next639, %for.body.1.3.epil ]
  %loop.index.1211.3.epil = phi i64 [ %.766.3.epil, %for.body.1.3.epil ], [ %loop.index.1211.3.unr, %for.body.1.3.epil.preheader ]
  %.714.0210.3.epil = phi i64 [ %loop.index.1211..714.0210.3.epil, %for.body.1.3.epil ], [ %.714.0210.3.unr, %for.body.1.3.epil.preheader ]
  %.711.0209.3.epil = phi i64 [ %loop.index.1211..711.0209.3.epil, %for.body.1.3.epil ], [ %.711.0209.3.unr, %for.body.1.3.epil.preheader ]
  %252 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1211..711.0209.3.epil = select i1 %252, i64 %loop.index.1211.3.epil, i64 %.711.0209.3.epil
  %loop.index.1211..714.0210.3.epil = select i1 %252, i64 %loop.index.1211.3.epil, i64 %.714.0210.3.epil
  %.728254.in.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..711.0209.3.epil
  %.728254.3.epil = load double, double* %.728254.in.3.epil, align 8
  %.736.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1211..714.0210.3.epil
  %.737.3.epil = load double, double* %.736.3.epil, align 8
  %.16.i.3.epil = tail call double @llvm.cos.f64(double %.737.3.epil)
  %.8.i.3.epil = fmul double %.532, %.728254.3.epil
  %.21.i.3.epil = fmul double %.16.i.3.epil, %arg.h
  %.22.i.3.epil = fadd double %.8.i.3.epil, %.21.i.3.epil
  %scevgep637 = getelementptr double, double* %.6.i96217.3, i64 %loop.index.1211.3.epil
  store double %.22.i.3.epil, double* %scevgep637, align 8
  %.766.3.epil = add nuw nsw i64 %loop.index.1211.3.epil, 1
  %lsr.iv.next639 = add nsw i64 %lsr.iv638, -1
  %epil.iter314.cmp.not = icmp eq i64 %lsr.iv.next639, 0
  br i1 %epil.iter314.cmp.not, label %B222.endif.endif.endif.endif.endif, label %for.body.1.3.epil, !llvm.loop !17

B222.endif.endif.endif.endif.endif:               ; preds = %for.body.1.3.epil, %for.body.3.epil, %B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa, %B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %B102.endif.endif.endif.endif.endif.endif.3, %B156.endif.endif.endif.endif.endif.endif.3
  %y.4.sroa.32.1.3 = phi double* [ %.6.i96217.3, %B156.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i110218.3, %B102.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i110218.3, %B222.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.6.i96217.3, %B222.endif.endif.endif.endif.endif.loopexit298.unr-lcssa ], [ %.6.i110218.3, %for.body.3.epil ], [ %.6.i96217.3, %for.body.1.3.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i103.2)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B222.endif.endif.endif.endif.endif.if, label %B222.endif.endif.endif.endif.endif.endif, !prof !0

B222.endif.endif.endif.endif.endif.if:            ; preds = %B222.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B222.endif.endif.endif.endif.endif.endif:         ; preds = %B222.endif.endif.endif.endif.endif
  %253 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %254 = bitcast i8* %.5.i to double**
  %.6.i44216 = load double*, double** %254, align 8
  br i1 %253, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B222.endif.endif.endif.endif.endif.endif
  %255 = add i64 %arg.y0.5.0, -1
  %xtraiter303 = and i64 %arg.y0.5.0, 7
  %256 = icmp ult i64 %255, 7
  br i1 %256, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter306 = and i64 %arg.y0.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2207 = phi i64 [ 0, %for.body.2.preheader.new ], [ %281, %for.body.2 ]
  %.967.0206 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2207..967.0206.7, %for.body.2 ]
  %.964.0205 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2207..964.0205.7, %for.body.2 ]
  %257 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.2207..964.0205 = select i1 %257, i64 %.964.0205, i64 %loop.index.2207
  %loop.index.2207..967.0206 = select i1 %257, i64 %.967.0206, i64 %loop.index.2207
  %.981270.in = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205
  %.981270 = load double, double* %.981270.in, align 8
  %.989 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206
  %.990 = load double, double* %.989, align 8
  %.6.i = fmul double %.981270, %.990
  %sunkaddr953 = mul i64 %loop.index.2207, 8
  %258 = bitcast double* %.6.i44216 to i8*
  %sunkaddr954 = getelementptr i8, i8* %258, i64 %sunkaddr953
  %259 = bitcast i8* %sunkaddr954 to double*
  store double %.6.i, double* %259, align 8
  %260 = add i64 %loop.index.2207, 1
  %loop.index.2207..964.0205.1 = select i1 %257, i64 %.964.0205, i64 %260
  %loop.index.2207..967.0206.1 = select i1 %257, i64 %.967.0206, i64 %260
  %.981270.in.1 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.1
  %.981270.1 = load double, double* %.981270.in.1, align 8
  %.989.1 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.1
  %.990.1 = load double, double* %.989.1, align 8
  %.6.i.1 = fmul double %.981270.1, %.990.1
  %sunkaddr955 = mul i64 %loop.index.2207, 8
  %261 = bitcast double* %.6.i44216 to i8*
  %sunkaddr956 = getelementptr i8, i8* %261, i64 %sunkaddr955
  %sunkaddr957 = getelementptr i8, i8* %sunkaddr956, i64 8
  %262 = bitcast i8* %sunkaddr957 to double*
  store double %.6.i.1, double* %262, align 8
  %263 = add i64 %260, 1
  %loop.index.2207..964.0205.2 = select i1 %257, i64 %.964.0205, i64 %263
  %loop.index.2207..967.0206.2 = select i1 %257, i64 %.967.0206, i64 %263
  %.981270.in.2 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.2
  %.981270.2 = load double, double* %.981270.in.2, align 8
  %.989.2 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.2
  %.990.2 = load double, double* %.989.2, align 8
  %.6.i.2 = fmul double %.981270.2, %.990.2
  %sunkaddr958 = mul i64 %loop.index.2207, 8
  %264 = bitcast double* %.6.i44216 to i8*
  %sunkaddr959 = getelementptr i8, i8* %264, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, i8* %sunkaddr959, i64 16
  %265 = bitcast i8* %sunkaddr960 to double*
  store double %.6.i.2, double* %265, align 8
  %266 = add i64 %263, 1
  %loop.index.2207..964.0205.3 = select i1 %257, i64 %.964.0205, i64 %266
  %loop.index.2207..967.0206.3 = select i1 %257, i64 %.967.0206, i64 %266
  %.981270.in.3 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.3
  %.981270.3 = load double, double* %.981270.in.3, align 8
  %.989.3 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.3
  %.990.3 = load double, double* %.989.3, align 8
  %.6.i.3 = fmul double %.981270.3, %.990.3
  %sunkaddr961 = mul i64 %loop.index.2207, 8
  %267 = bitcast double* %.6.i44216 to i8*
  %sunkaddr962 = getelementptr i8, i8* %267, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, i8* %sunkaddr962, i64 24
  %268 = bitcast i8* %sunkaddr963 to double*
  store double %.6.i.3, double* %268, align 8
  %269 = add i64 %266, 1
  %loop.index.2207..964.0205.4 = select i1 %257, i64 %.964.0205, i64 %269
  %loop.index.2207..967.0206.4 = select i1 %257, i64 %.967.0206, i64 %269
  %.981270.in.4 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.4
  %.981270.4 = load double, double* %.981270.in.4, align 8
  %.989.4 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.4
  %.990.4 = load double, double* %.989.4, align 8
  %.6.i.4 = fmul double %.981270.4, %.990.4
  %sunkaddr964 = mul i64 %loop.index.2207, 8
  %270 = bitcast double* %.6.i44216 to i8*
  %sunkaddr965 = getelementptr i8, i8* %270, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 32
  %271 = bitcast i8* %sunkaddr966 to double*
  store double %.6.i.4, double* %271, align 8
  %272 = add i64 %269, 1
  %loop.index.2207..964.0205.5 = select i1 %257, i64 %.964.0205, i64 %272
  %loop.index.2207..967.0206.5 = select i1 %257, i64 %.967.0206, i64 %272
  %.981270.in.5 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.5
  %.981270.5 = load double, double* %.981270.in.5, align 8
  %.989.5 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.5
  %.990.5 = load double, double* %.989.5, align 8
  %.6.i.5 = fmul double %.981270.5, %.990.5
  %sunkaddr967 = mul i64 %loop.index.2207, 8
  %273 = bitcast double* %.6.i44216 to i8*
  %sunkaddr968 = getelementptr i8, i8* %273, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 40
  %274 = bitcast i8* %sunkaddr969 to double*
  store double %.6.i.5, double* %274, align 8
  %275 = add i64 %272, 1
  %loop.index.2207..964.0205.6 = select i1 %257, i64 %.964.0205, i64 %275
  %loop.index.2207..967.0206.6 = select i1 %257, i64 %.967.0206, i64 %275
  %.981270.in.6 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.6
  %.981270.6 = load double, double* %.981270.in.6, align 8
  %.989.6 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.6
  %.990.6 = load double, double* %.989.6, align 8
  %.6.i.6 = fmul double %.981270.6, %.990.6
  %sunkaddr970 = mul i64 %loop.index.2207, 8
  %276 = bitcast double* %.6.i44216 to i8*
  %sunkaddr971 = getelementptr i8, i8* %276, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 48
  %277 = bitcast i8* %sunkaddr972 to double*
  store double %.6.i.6, double* %277, align 8
  %278 = add i64 %275, 1
  %loop.index.2207..964.0205.7 = select i1 %257, i64 %.964.0205, i64 %278
  %loop.index.2207..967.0206.7 = select i1 %257, i64 %.967.0206, i64 %278
  %.981270.in.7 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.7
  %.981270.7 = load double, double* %.981270.in.7, align 8
  %.989.7 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.7
  %.990.7 = load double, double* %.989.7, align 8
  %.6.i.7 = fmul double %.981270.7, %.990.7
  %sunkaddr973 = mul i64 %loop.index.2207, 8
  %279 = bitcast double* %.6.i44216 to i8*
  %sunkaddr974 = getelementptr i8, i8* %279, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 56
  %280 = bitcast i8* %sunkaddr975 to double*
  store double %.6.i.7, double* %280, align 8
  %.1019.7 = add nuw i64 %loop.index.2207, 8
  %281 = add i64 %278, 1
  %niter307.ncmp.7 = icmp eq i64 %281, %unroll_iter306
  br i1 %niter307.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2207.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.1019.7, %for.body.2 ]
  %.967.0206.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2207..967.0206.7, %for.body.2 ]
  %.964.0205.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2207..964.0205.7, %for.body.2 ]
  %lcmp.mod305.not = icmp eq i64 %xtraiter303, 0
  br i1 %lcmp.mod305.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv600 = phi i64 [ %xtraiter303, %for.body.2.epil.preheader ], [ %lsr.iv.next601, %for.body.2.epil ]
  %loop.index.2207.epil = phi i64 [ %.1019.epil, %for.body.2.epil ], [ %loop.index.2207.unr, %for.body.2.epil.preheader ]
  %.967.0206.epil = phi i64 [ %loop.index.2207..967.0206.epil, %for.body.2.epil ], [ %.967.0206.unr, %for.body.2.epil.preheader ]
  %.964.0205.epil = phi i64 [ %loop.index.2207..964.0205.epil, %for.body.2.epil ], [ %.964.0205.unr, %for.body.2.epil.preheader ]
  %282 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.2207..964.0205.epil = select i1 %282, i64 %.964.0205.epil, i64 %loop.index.2207.epil
  %loop.index.2207..967.0206.epil = select i1 %282, i64 %.967.0206.epil, i64 %loop.index.2207.epil
  %.981270.in.epil = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..964.0205.epil
  %.981270.epil = load double, double* %.981270.in.epil, align 8
  %.989.epil = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2207..967.0206.epil
  %.990.epil = load double, double* %.989.epil, align 8
  %.6.i.epil = fmul double %.981270.epil, %.990.epil
  %scevgep599 = getelementptr double, double* %.6.i44216, i64 %loop.index.2207.epil
  store double %.6.i.epil, double* %scevgep599, align 8
  %.1019.epil = add nuw nsw i64 %loop.index.2207.epil, 1
  %lsr.iv.next601 = add nsw i64 %lsr.iv600, -1
  %epil.iter304.cmp.not = icmp eq i64 %lsr.iv.next601, 0
  br i1 %epil.iter304.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !25

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B222.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i103.3)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1)
  %283 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %284 = icmp ult i64 %283, 7
  br i1 %284, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %285 = add nsw i64 %unroll_iter.i, -8
  %286 = lshr exact i64 %285, 3
  %287 = add nuw nsw i64 %286, 1
  %xtraiter = and i64 %287, 7
  %288 = icmp ult i64 %285, 56
  br i1 %288, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %287, 4611686018427387896
  %scevgep469 = getelementptr double, double* %.6.i44216, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %289 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep445 = getelementptr double, double* %.6.i44216, i64 %289
  %290 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %291 = bitcast double* %scevgep445 to i8*
  %uglygep466 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep466467 = bitcast i8* %uglygep466 to double*
  %scevgep468 = getelementptr double, double* %uglygep466467, i64 -7
  %.236.i.epil = load double, double* %scevgep468, align 8, !noalias !26
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep463 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep463464 = bitcast i8* %uglygep463 to double*
  %scevgep465 = getelementptr double, double* %uglygep463464, i64 -6
  %.236.1.i.epil = load double, double* %scevgep465, align 8, !noalias !26
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep460 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep460461 = bitcast i8* %uglygep460 to double*
  %scevgep462 = getelementptr double, double* %uglygep460461, i64 -5
  %.236.2.i.epil = load double, double* %scevgep462, align 8, !noalias !26
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep457 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep457458 = bitcast i8* %uglygep457 to double*
  %scevgep459 = getelementptr double, double* %uglygep457458, i64 -4
  %.236.3.i.epil = load double, double* %scevgep459, align 8, !noalias !26
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep454 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep454455 = bitcast i8* %uglygep454 to double*
  %scevgep456 = getelementptr double, double* %uglygep454455, i64 -3
  %.236.4.i.epil = load double, double* %scevgep456, align 8, !noalias !26
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep451 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep451452 = bitcast i8* %uglygep451 to double*
  %scevgep453 = getelementptr double, double* %uglygep451452, i64 -2
  %.236.5.i.epil = load double, double* %scevgep453, align 8, !noalias !26
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep448 = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep448449 = bitcast i8* %uglygep448 to double*
  %scevgep450 = getelementptr double, double* %uglygep448449, i64 -1
  %.236.6.i.epil = load double, double* %scevgep450, align 8, !noalias !26
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %291, i64 %lsr.iv
  %uglygep447 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep447, align 8, !noalias !26
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %290, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !29, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i44216, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !26
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !29, !llvm.loop !31

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv597 = phi i64 [ %lsr.iv.next598, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep595 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -63
  %.236.i = load double, double* %scevgep596, align 8, !noalias !26
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep593 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -62
  %.236.1.i = load double, double* %scevgep594, align 8, !noalias !26
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep591 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -61
  %.236.2.i = load double, double* %scevgep592, align 8, !noalias !26
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep589 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -60
  %.236.3.i = load double, double* %scevgep590, align 8, !noalias !26
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep587 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -59
  %.236.4.i = load double, double* %scevgep588, align 8, !noalias !26
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep585 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -58
  %.236.5.i = load double, double* %scevgep586, align 8, !noalias !26
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep583 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -57
  %.236.6.i = load double, double* %scevgep584, align 8, !noalias !26
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep581 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -56
  %.236.7.i = load double, double* %scevgep582, align 8, !noalias !26
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep550 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -55
  %.236.i.1 = load double, double* %scevgep551, align 8, !noalias !26
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep552 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -54
  %.236.1.i.1 = load double, double* %scevgep553, align 8, !noalias !26
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep554 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -53
  %.236.2.i.1 = load double, double* %scevgep555, align 8, !noalias !26
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep556 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -52
  %.236.3.i.1 = load double, double* %scevgep557, align 8, !noalias !26
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep558 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -51
  %.236.4.i.1 = load double, double* %scevgep559, align 8, !noalias !26
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep560 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -50
  %.236.5.i.1 = load double, double* %scevgep561, align 8, !noalias !26
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep562 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -49
  %.236.6.i.1 = load double, double* %scevgep563, align 8, !noalias !26
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep564 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -48
  %.236.7.i.1 = load double, double* %scevgep565, align 8, !noalias !26
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep534 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -47
  %.236.i.2 = load double, double* %scevgep535, align 8, !noalias !26
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep536 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -46
  %.236.1.i.2 = load double, double* %scevgep537, align 8, !noalias !26
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep538 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -45
  %.236.2.i.2 = load double, double* %scevgep539, align 8, !noalias !26
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep540 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -44
  %.236.3.i.2 = load double, double* %scevgep541, align 8, !noalias !26
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep542 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -43
  %.236.4.i.2 = load double, double* %scevgep543, align 8, !noalias !26
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep544 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -42
  %.236.5.i.2 = load double, double* %scevgep545, align 8, !noalias !26
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep546 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -41
  %.236.6.i.2 = load double, double* %scevgep547, align 8, !noalias !26
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep548 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -40
  %.236.7.i.2 = load double, double* %scevgep549, align 8, !noalias !26
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep518 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -39
  %.236.i.3 = load double, double* %scevgep519, align 8, !noalias !26
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep520 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -38
  %.236.1.i.3 = load double, double* %scevgep521, align 8, !noalias !26
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep522 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -37
  %.236.2.i.3 = load double, double* %scevgep523, align 8, !noalias !26
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep524 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -36
  %.236.3.i.3 = load double, double* %scevgep525, align 8, !noalias !26
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep526 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -35
  %.236.4.i.3 = load double, double* %scevgep527, align 8, !noalias !26
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep528 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -34
  %.236.5.i.3 = load double, double* %scevgep529, align 8, !noalias !26
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep530 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -33
  %.236.6.i.3 = load double, double* %scevgep531, align 8, !noalias !26
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep532 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -32
  %.236.7.i.3 = load double, double* %scevgep533, align 8, !noalias !26
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep502 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -31
  %.236.i.4 = load double, double* %scevgep503, align 8, !noalias !26
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep504 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -30
  %.236.1.i.4 = load double, double* %scevgep505, align 8, !noalias !26
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep506 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -29
  %.236.2.i.4 = load double, double* %scevgep507, align 8, !noalias !26
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep508 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -28
  %.236.3.i.4 = load double, double* %scevgep509, align 8, !noalias !26
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep510 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -27
  %.236.4.i.4 = load double, double* %scevgep511, align 8, !noalias !26
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep512 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -26
  %.236.5.i.4 = load double, double* %scevgep513, align 8, !noalias !26
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep514 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -25
  %.236.6.i.4 = load double, double* %scevgep515, align 8, !noalias !26
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep516 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -24
  %.236.7.i.4 = load double, double* %scevgep517, align 8, !noalias !26
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep486 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -23
  %.236.i.5 = load double, double* %scevgep487, align 8, !noalias !26
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep488 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -22
  %.236.1.i.5 = load double, double* %scevgep489, align 8, !noalias !26
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep490 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -21
  %.236.2.i.5 = load double, double* %scevgep491, align 8, !noalias !26
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep492 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -20
  %.236.3.i.5 = load double, double* %scevgep493, align 8, !noalias !26
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep494 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -19
  %.236.4.i.5 = load double, double* %scevgep495, align 8, !noalias !26
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep496 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -18
  %.236.5.i.5 = load double, double* %scevgep497, align 8, !noalias !26
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep498 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -17
  %.236.6.i.5 = load double, double* %scevgep499, align 8, !noalias !26
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep500 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -16
  %.236.7.i.5 = load double, double* %scevgep501, align 8, !noalias !26
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep470 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -15
  %.236.i.6 = load double, double* %scevgep471, align 8, !noalias !26
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep472 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -14
  %.236.1.i.6 = load double, double* %scevgep473, align 8, !noalias !26
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep474 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -13
  %.236.2.i.6 = load double, double* %scevgep475, align 8, !noalias !26
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep476 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -12
  %.236.3.i.6 = load double, double* %scevgep477, align 8, !noalias !26
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep478 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -11
  %.236.4.i.6 = load double, double* %scevgep479, align 8, !noalias !26
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep480 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -10
  %.236.5.i.6 = load double, double* %scevgep481, align 8, !noalias !26
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep482 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -9
  %.236.6.i.6 = load double, double* %scevgep483, align 8, !noalias !26
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep484 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -8
  %.236.7.i.6 = load double, double* %scevgep485, align 8, !noalias !26
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep566 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -7
  %.236.i.7 = load double, double* %scevgep567, align 8, !noalias !26
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep568 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -6
  %.236.1.i.7 = load double, double* %scevgep569, align 8, !noalias !26
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep570 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -5
  %.236.2.i.7 = load double, double* %scevgep571, align 8, !noalias !26
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep572 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -4
  %.236.3.i.7 = load double, double* %scevgep573, align 8, !noalias !26
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep574 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -3
  %.236.4.i.7 = load double, double* %scevgep575, align 8, !noalias !26
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep576 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -2
  %.236.5.i.7 = load double, double* %scevgep577, align 8, !noalias !26
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep578 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -1
  %.236.6.i.7 = load double, double* %scevgep579, align 8, !noalias !26
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep580 = getelementptr double, double* %scevgep469, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep580, align 8, !noalias !26
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next598 = add i64 %lsr.iv597, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next598, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.branch_carried, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([138 x i8], [138 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !32

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #3
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !32

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f45a9677b90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #0

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
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !2}
!17 = distinct !{!17, !2}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !2}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!29 = !{!"branch_weights", i32 1, i32 7}
!30 = distinct !{!30, !2}
!31 = distinct !{!31, !2}
!32 = !{!"branch_weights", i32 99, i32 1}
