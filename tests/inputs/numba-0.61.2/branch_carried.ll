; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140219191694784 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140219191694784.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140219191694784 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140219191694784, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140219191694784.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.branch_carried = internal constant [15 x i8] c"branch_carried\00"
@_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f875318e450>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f875318e450>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f875318de10B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140219188780672 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140219188780672.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140219188780672 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140219188780672, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140219188780672.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f87531ca2d0B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f87531ca410B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f875a99b350B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.80 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.82 = extractvalue { i64, i1 } %.80, 1
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B193.loopexit.unr-lcssa:                          ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1238.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.585.7, %for.body.1 ]
  %.533.0237.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1238..533.0237.7, %for.body.1 ]
  %.530.0236.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1238..530.0236.7, %for.body.1 ]
  %lcmp.mod366.not = icmp eq i64 %xtraiter364, 0
  br i1 %lcmp.mod366.not, label %B193, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %B193.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv767 = phi i64 [ %xtraiter364, %for.body.1.epil.preheader ], [ %lsr.iv.next768, %for.body.1.epil ]
  %loop.index.1238.epil = phi i64 [ %.585.epil, %for.body.1.epil ], [ %loop.index.1238.unr, %for.body.1.epil.preheader ]
  %.533.0237.epil = phi i64 [ %loop.index.1238..533.0237.epil, %for.body.1.epil ], [ %.533.0237.unr, %for.body.1.epil.preheader ]
  %.530.0236.epil = phi i64 [ %loop.index.1238..530.0236.epil, %for.body.1.epil ], [ %.530.0236.unr, %for.body.1.epil.preheader ]
  %0 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.epil = select i1 %0, i64 %loop.index.1238.epil, i64 %.530.0236.epil
  %loop.index.1238..533.0237.epil = select i1 %0, i64 %loop.index.1238.epil, i64 %.533.0237.epil
  %.547267.in.epil = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.epil
  %.547267.epil = load double, double* %.547267.in.epil, align 8
  %.555.epil = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.epil
  %.556.epil = load double, double* %.555.epil, align 8
  %.14.i.epil = tail call double @llvm.sin.f64(double %.556.epil)
  %.19.i.epil = fmul double %.14.i.epil, %arg.h
  %.20.i.epil = fadd double %.547267.epil, %.19.i.epil
  %scevgep766 = getelementptr double, double* %.6.i146245, i64 %loop.index.1238.epil
  store double %.20.i.epil, double* %scevgep766, align 8
  %.585.epil = add nuw nsw i64 %loop.index.1238.epil, 1
  %lsr.iv.next768 = add nsw i64 %lsr.iv767, -1
  %epil.iter365.cmp.not = icmp eq i64 %lsr.iv.next768, 0
  br i1 %epil.iter365.cmp.not, label %B193, label %for.body.1.epil, !llvm.loop !1

B193.loopexit327.unr-lcssa:                       ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2234.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.846.7, %for.body.2 ]
  %.794.0233.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2234..794.0233.7, %for.body.2 ]
  %.791.0232.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2234..791.0232.7, %for.body.2 ]
  %lcmp.mod416.not = icmp eq i64 %xtraiter414, 0
  br i1 %lcmp.mod416.not, label %B193, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %B193.loopexit327.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv786 = phi i64 [ %xtraiter414, %for.body.2.epil.preheader ], [ %lsr.iv.next787, %for.body.2.epil ]
  %loop.index.2234.epil = phi i64 [ %.846.epil, %for.body.2.epil ], [ %loop.index.2234.unr, %for.body.2.epil.preheader ]
  %.794.0233.epil = phi i64 [ %loop.index.2234..794.0233.epil, %for.body.2.epil ], [ %.794.0233.unr, %for.body.2.epil.preheader ]
  %.791.0232.epil = phi i64 [ %loop.index.2234..791.0232.epil, %for.body.2.epil ], [ %.791.0232.unr, %for.body.2.epil.preheader ]
  %1 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.epil = select i1 %1, i64 %loop.index.2234.epil, i64 %.791.0232.epil
  %loop.index.2234..794.0233.epil = select i1 %1, i64 %loop.index.2234.epil, i64 %.794.0233.epil
  %.808283.in.epil = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.epil
  %.808283.epil = load double, double* %.808283.in.epil, align 8
  %.816.epil = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.epil
  %.817.epil = load double, double* %.816.epil, align 8
  %.16.i.epil = tail call double @llvm.cos.f64(double %.817.epil)
  %.8.i.epil = fmul double %.612, %.808283.epil
  %.21.i.epil = fmul double %.16.i.epil, %arg.h
  %.22.i.epil = fadd double %.8.i.epil, %.21.i.epil
  %scevgep785 = getelementptr double, double* %.6.i96244, i64 %loop.index.2234.epil
  store double %.22.i.epil, double* %scevgep785, align 8
  %.846.epil = add nuw nsw i64 %loop.index.2234.epil, 1
  %lsr.iv.next787 = add nsw i64 %lsr.iv786, -1
  %epil.iter415.cmp.not = icmp eq i64 %lsr.iv.next787, 0
  br i1 %epil.iter415.cmp.not, label %B193, label %for.body.2.epil, !llvm.loop !3

B193:                                             ; preds = %B126.endif.endif.endif.endif.endif.endif, %B72.endif.endif.endif.endif.endif.endif, %for.body.2.epil, %for.body.1.epil, %B193.loopexit327.unr-lcssa, %B193.loopexit.unr-lcssa
  %y.4.sroa.32.1 = phi double* [ %.6.i146245, %B193.loopexit.unr-lcssa ], [ %.6.i96244, %B193.loopexit327.unr-lcssa ], [ %.6.i146245, %for.body.1.epil ], [ %.6.i96244, %for.body.2.epil ], [ %.6.i146245, %B72.endif.endif.endif.endif.endif.endif ], [ %.6.i96244, %B126.endif.endif.endif.endif.endif.endif ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i87)
  %.351.1 = load double, double* %y.4.sroa.32.1, align 8
  %.352.1 = fcmp ogt double %.351.1, 0.000000e+00
  %.7.i.i147.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.1, label %B72.endif.endif.endif.endif.endif.1, label %B126.endif.endif.endif.endif.endif.1

B126.endif.endif.endif.endif.endif.1:             ; preds = %B193
  %2 = icmp eq i8* %.7.i.i147.1, null
  br i1 %2, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.1, !prof !0

B126.endif.endif.endif.endif.endif.endif.1:       ; preds = %B126.endif.endif.endif.endif.endif.1
  %3 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.1 = getelementptr i8, i8* %.7.i.i147.1, i64 24
  %4 = bitcast i8* %.5.i95.1 to double**
  %.6.i96244.1 = load double*, double** %4, align 8
  br i1 %3, label %for.body.2.1.preheader, label %B193.1

for.body.2.1.preheader:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.1
  %5 = add i64 %arg.y0.5.0, -1
  %xtraiter359 = and i64 %arg.y0.5.0, 7
  %6 = icmp ult i64 %5, 7
  br i1 %6, label %B193.1.loopexit326.unr-lcssa, label %for.body.2.1.preheader.new

for.body.2.1.preheader.new:                       ; preds = %for.body.2.1.preheader
  %unroll_iter362 = and i64 %arg.y0.5.0, -8
  br label %for.body.2.1

for.body.2.1:                                     ; preds = %for.body.2.1, %for.body.2.1.preheader.new
  %loop.index.2234.1 = phi i64 [ 0, %for.body.2.1.preheader.new ], [ %31, %for.body.2.1 ]
  %.794.0233.1 = phi i64 [ 0, %for.body.2.1.preheader.new ], [ %loop.index.2234..794.0233.1.7, %for.body.2.1 ]
  %.791.0232.1 = phi i64 [ 0, %for.body.2.1.preheader.new ], [ %loop.index.2234..791.0232.1.7, %for.body.2.1 ]
  %7 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.1 = select i1 %7, i64 %loop.index.2234.1, i64 %.791.0232.1
  %loop.index.2234..794.0233.1 = select i1 %7, i64 %loop.index.2234.1, i64 %.794.0233.1
  %.808283.in.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1
  %.808283.1 = load double, double* %.808283.in.1, align 8
  %.816.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1
  %.817.1 = load double, double* %.816.1, align 8
  %.16.i.1 = tail call double @llvm.cos.f64(double %.817.1)
  %.8.i.1 = fmul double %.612, %.808283.1
  %.21.i.1 = fmul double %.16.i.1, %arg.h
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  %sunkaddr = mul i64 %loop.index.2234.1, 8
  %8 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr823 = getelementptr i8, i8* %8, i64 %sunkaddr
  %9 = bitcast i8* %sunkaddr823 to double*
  store double %.22.i.1, double* %9, align 8
  %10 = add i64 %loop.index.2234.1, 1
  %loop.index.2234..791.0232.1.1 = select i1 %7, i64 %10, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.1 = select i1 %7, i64 %10, i64 %.794.0233.1
  %.808283.in.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.1
  %.808283.1.1 = load double, double* %.808283.in.1.1, align 8
  %.816.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.1
  %.817.1.1 = load double, double* %.816.1.1, align 8
  %.16.i.1.1 = tail call double @llvm.cos.f64(double %.817.1.1)
  %.8.i.1.1 = fmul double %.612, %.808283.1.1
  %.21.i.1.1 = fmul double %.16.i.1.1, %arg.h
  %.22.i.1.1 = fadd double %.8.i.1.1, %.21.i.1.1
  %sunkaddr824 = mul i64 %loop.index.2234.1, 8
  %11 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr825 = getelementptr i8, i8* %11, i64 %sunkaddr824
  %sunkaddr826 = getelementptr i8, i8* %sunkaddr825, i64 8
  %12 = bitcast i8* %sunkaddr826 to double*
  store double %.22.i.1.1, double* %12, align 8
  %13 = add i64 %10, 1
  %loop.index.2234..791.0232.1.2 = select i1 %7, i64 %13, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.2 = select i1 %7, i64 %13, i64 %.794.0233.1
  %.808283.in.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.2
  %.808283.1.2 = load double, double* %.808283.in.1.2, align 8
  %.816.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.2
  %.817.1.2 = load double, double* %.816.1.2, align 8
  %.16.i.1.2 = tail call double @llvm.cos.f64(double %.817.1.2)
  %.8.i.1.2 = fmul double %.612, %.808283.1.2
  %.21.i.1.2 = fmul double %.16.i.1.2, %arg.h
  %.22.i.1.2 = fadd double %.8.i.1.2, %.21.i.1.2
  %sunkaddr827 = mul i64 %loop.index.2234.1, 8
  %14 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr828 = getelementptr i8, i8* %14, i64 %sunkaddr827
  %sunkaddr829 = getelementptr i8, i8* %sunkaddr828, i64 16
  %15 = bitcast i8* %sunkaddr829 to double*
  store double %.22.i.1.2, double* %15, align 8
  %16 = add i64 %13, 1
  %loop.index.2234..791.0232.1.3 = select i1 %7, i64 %16, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.3 = select i1 %7, i64 %16, i64 %.794.0233.1
  %.808283.in.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.3
  %.808283.1.3 = load double, double* %.808283.in.1.3, align 8
  %.816.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.3
  %.817.1.3 = load double, double* %.816.1.3, align 8
  %.16.i.1.3 = tail call double @llvm.cos.f64(double %.817.1.3)
  %.8.i.1.3 = fmul double %.612, %.808283.1.3
  %.21.i.1.3 = fmul double %.16.i.1.3, %arg.h
  %.22.i.1.3 = fadd double %.8.i.1.3, %.21.i.1.3
  %sunkaddr830 = mul i64 %loop.index.2234.1, 8
  %17 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr831 = getelementptr i8, i8* %17, i64 %sunkaddr830
  %sunkaddr832 = getelementptr i8, i8* %sunkaddr831, i64 24
  %18 = bitcast i8* %sunkaddr832 to double*
  store double %.22.i.1.3, double* %18, align 8
  %19 = add i64 %16, 1
  %loop.index.2234..791.0232.1.4 = select i1 %7, i64 %19, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.4 = select i1 %7, i64 %19, i64 %.794.0233.1
  %.808283.in.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.4
  %.808283.1.4 = load double, double* %.808283.in.1.4, align 8
  %.816.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.4
  %.817.1.4 = load double, double* %.816.1.4, align 8
  %.16.i.1.4 = tail call double @llvm.cos.f64(double %.817.1.4)
  %.8.i.1.4 = fmul double %.612, %.808283.1.4
  %.21.i.1.4 = fmul double %.16.i.1.4, %arg.h
  %.22.i.1.4 = fadd double %.8.i.1.4, %.21.i.1.4
  %sunkaddr833 = mul i64 %loop.index.2234.1, 8
  %20 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr834 = getelementptr i8, i8* %20, i64 %sunkaddr833
  %sunkaddr835 = getelementptr i8, i8* %sunkaddr834, i64 32
  %21 = bitcast i8* %sunkaddr835 to double*
  store double %.22.i.1.4, double* %21, align 8
  %22 = add i64 %19, 1
  %loop.index.2234..791.0232.1.5 = select i1 %7, i64 %22, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.5 = select i1 %7, i64 %22, i64 %.794.0233.1
  %.808283.in.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.5
  %.808283.1.5 = load double, double* %.808283.in.1.5, align 8
  %.816.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.5
  %.817.1.5 = load double, double* %.816.1.5, align 8
  %.16.i.1.5 = tail call double @llvm.cos.f64(double %.817.1.5)
  %.8.i.1.5 = fmul double %.612, %.808283.1.5
  %.21.i.1.5 = fmul double %.16.i.1.5, %arg.h
  %.22.i.1.5 = fadd double %.8.i.1.5, %.21.i.1.5
  %sunkaddr836 = mul i64 %loop.index.2234.1, 8
  %23 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr837 = getelementptr i8, i8* %23, i64 %sunkaddr836
  %sunkaddr838 = getelementptr i8, i8* %sunkaddr837, i64 40
  %24 = bitcast i8* %sunkaddr838 to double*
  store double %.22.i.1.5, double* %24, align 8
  %25 = add i64 %22, 1
  %loop.index.2234..791.0232.1.6 = select i1 %7, i64 %25, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.6 = select i1 %7, i64 %25, i64 %.794.0233.1
  %.808283.in.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.6
  %.808283.1.6 = load double, double* %.808283.in.1.6, align 8
  %.816.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.6
  %.817.1.6 = load double, double* %.816.1.6, align 8
  %.16.i.1.6 = tail call double @llvm.cos.f64(double %.817.1.6)
  %.8.i.1.6 = fmul double %.612, %.808283.1.6
  %.21.i.1.6 = fmul double %.16.i.1.6, %arg.h
  %.22.i.1.6 = fadd double %.8.i.1.6, %.21.i.1.6
  %sunkaddr839 = mul i64 %loop.index.2234.1, 8
  %26 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr840 = getelementptr i8, i8* %26, i64 %sunkaddr839
  %sunkaddr841 = getelementptr i8, i8* %sunkaddr840, i64 48
  %27 = bitcast i8* %sunkaddr841 to double*
  store double %.22.i.1.6, double* %27, align 8
  %28 = add i64 %25, 1
  %loop.index.2234..791.0232.1.7 = select i1 %7, i64 %28, i64 %.791.0232.1
  %loop.index.2234..794.0233.1.7 = select i1 %7, i64 %28, i64 %.794.0233.1
  %.808283.in.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.7
  %.808283.1.7 = load double, double* %.808283.in.1.7, align 8
  %.816.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.7
  %.817.1.7 = load double, double* %.816.1.7, align 8
  %.16.i.1.7 = tail call double @llvm.cos.f64(double %.817.1.7)
  %.8.i.1.7 = fmul double %.612, %.808283.1.7
  %.21.i.1.7 = fmul double %.16.i.1.7, %arg.h
  %.22.i.1.7 = fadd double %.8.i.1.7, %.21.i.1.7
  %sunkaddr842 = mul i64 %loop.index.2234.1, 8
  %29 = bitcast double* %.6.i96244.1 to i8*
  %sunkaddr843 = getelementptr i8, i8* %29, i64 %sunkaddr842
  %sunkaddr844 = getelementptr i8, i8* %sunkaddr843, i64 56
  %30 = bitcast i8* %sunkaddr844 to double*
  store double %.22.i.1.7, double* %30, align 8
  %.846.1.7 = add nuw i64 %loop.index.2234.1, 8
  %31 = add i64 %28, 1
  %niter363.ncmp.7 = icmp eq i64 %31, %unroll_iter362
  br i1 %niter363.ncmp.7, label %B193.1.loopexit326.unr-lcssa, label %for.body.2.1

B72.endif.endif.endif.endif.endif.1:              ; preds = %B193
  %32 = icmp eq i8* %.7.i.i147.1, null
  br i1 %32, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.1, !prof !0

B72.endif.endif.endif.endif.endif.endif.1:        ; preds = %B72.endif.endif.endif.endif.endif.1
  %33 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i145.1 = getelementptr i8, i8* %.7.i.i147.1, i64 24
  %34 = bitcast i8* %.5.i145.1 to double**
  %.6.i146245.1 = load double*, double** %34, align 8
  br i1 %33, label %for.body.1.1.preheader, label %B193.1

for.body.1.1.preheader:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.1
  %35 = add i64 %arg.y0.5.0, -1
  %xtraiter354 = and i64 %arg.y0.5.0, 7
  %36 = icmp ult i64 %35, 7
  br i1 %36, label %B193.1.loopexit.unr-lcssa, label %for.body.1.1.preheader.new

for.body.1.1.preheader.new:                       ; preds = %for.body.1.1.preheader
  %unroll_iter357 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.1

for.body.1.1:                                     ; preds = %for.body.1.1, %for.body.1.1.preheader.new
  %loop.index.1238.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %61, %for.body.1.1 ]
  %.533.0237.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %loop.index.1238..533.0237.1.7, %for.body.1.1 ]
  %.530.0236.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %loop.index.1238..530.0236.1.7, %for.body.1.1 ]
  %37 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.1 = select i1 %37, i64 %loop.index.1238.1, i64 %.530.0236.1
  %loop.index.1238..533.0237.1 = select i1 %37, i64 %loop.index.1238.1, i64 %.533.0237.1
  %.547267.in.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1
  %.547267.1 = load double, double* %.547267.in.1, align 8
  %.555.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1
  %.556.1 = load double, double* %.555.1, align 8
  %.14.i.1 = tail call double @llvm.sin.f64(double %.556.1)
  %.19.i.1 = fmul double %.14.i.1, %arg.h
  %.20.i.1 = fadd double %.547267.1, %.19.i.1
  %sunkaddr845 = mul i64 %loop.index.1238.1, 8
  %38 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr846 = getelementptr i8, i8* %38, i64 %sunkaddr845
  %39 = bitcast i8* %sunkaddr846 to double*
  store double %.20.i.1, double* %39, align 8
  %40 = add i64 %loop.index.1238.1, 1
  %loop.index.1238..530.0236.1.1 = select i1 %37, i64 %40, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.1 = select i1 %37, i64 %40, i64 %.533.0237.1
  %.547267.in.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.1
  %.547267.1.1 = load double, double* %.547267.in.1.1, align 8
  %.555.1.1 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.1
  %.556.1.1 = load double, double* %.555.1.1, align 8
  %.14.i.1.1 = tail call double @llvm.sin.f64(double %.556.1.1)
  %.19.i.1.1 = fmul double %.14.i.1.1, %arg.h
  %.20.i.1.1 = fadd double %.547267.1.1, %.19.i.1.1
  %sunkaddr847 = mul i64 %loop.index.1238.1, 8
  %41 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr848 = getelementptr i8, i8* %41, i64 %sunkaddr847
  %sunkaddr849 = getelementptr i8, i8* %sunkaddr848, i64 8
  %42 = bitcast i8* %sunkaddr849 to double*
  store double %.20.i.1.1, double* %42, align 8
  %43 = add i64 %40, 1
  %loop.index.1238..530.0236.1.2 = select i1 %37, i64 %43, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.2 = select i1 %37, i64 %43, i64 %.533.0237.1
  %.547267.in.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.2
  %.547267.1.2 = load double, double* %.547267.in.1.2, align 8
  %.555.1.2 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.2
  %.556.1.2 = load double, double* %.555.1.2, align 8
  %.14.i.1.2 = tail call double @llvm.sin.f64(double %.556.1.2)
  %.19.i.1.2 = fmul double %.14.i.1.2, %arg.h
  %.20.i.1.2 = fadd double %.547267.1.2, %.19.i.1.2
  %sunkaddr850 = mul i64 %loop.index.1238.1, 8
  %44 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr851 = getelementptr i8, i8* %44, i64 %sunkaddr850
  %sunkaddr852 = getelementptr i8, i8* %sunkaddr851, i64 16
  %45 = bitcast i8* %sunkaddr852 to double*
  store double %.20.i.1.2, double* %45, align 8
  %46 = add i64 %43, 1
  %loop.index.1238..530.0236.1.3 = select i1 %37, i64 %46, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.3 = select i1 %37, i64 %46, i64 %.533.0237.1
  %.547267.in.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.3
  %.547267.1.3 = load double, double* %.547267.in.1.3, align 8
  %.555.1.3 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.3
  %.556.1.3 = load double, double* %.555.1.3, align 8
  %.14.i.1.3 = tail call double @llvm.sin.f64(double %.556.1.3)
  %.19.i.1.3 = fmul double %.14.i.1.3, %arg.h
  %.20.i.1.3 = fadd double %.547267.1.3, %.19.i.1.3
  %sunkaddr853 = mul i64 %loop.index.1238.1, 8
  %47 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr854 = getelementptr i8, i8* %47, i64 %sunkaddr853
  %sunkaddr855 = getelementptr i8, i8* %sunkaddr854, i64 24
  %48 = bitcast i8* %sunkaddr855 to double*
  store double %.20.i.1.3, double* %48, align 8
  %49 = add i64 %46, 1
  %loop.index.1238..530.0236.1.4 = select i1 %37, i64 %49, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.4 = select i1 %37, i64 %49, i64 %.533.0237.1
  %.547267.in.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.4
  %.547267.1.4 = load double, double* %.547267.in.1.4, align 8
  %.555.1.4 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.4
  %.556.1.4 = load double, double* %.555.1.4, align 8
  %.14.i.1.4 = tail call double @llvm.sin.f64(double %.556.1.4)
  %.19.i.1.4 = fmul double %.14.i.1.4, %arg.h
  %.20.i.1.4 = fadd double %.547267.1.4, %.19.i.1.4
  %sunkaddr856 = mul i64 %loop.index.1238.1, 8
  %50 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr857 = getelementptr i8, i8* %50, i64 %sunkaddr856
  %sunkaddr858 = getelementptr i8, i8* %sunkaddr857, i64 32
  %51 = bitcast i8* %sunkaddr858 to double*
  store double %.20.i.1.4, double* %51, align 8
  %52 = add i64 %49, 1
  %loop.index.1238..530.0236.1.5 = select i1 %37, i64 %52, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.5 = select i1 %37, i64 %52, i64 %.533.0237.1
  %.547267.in.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.5
  %.547267.1.5 = load double, double* %.547267.in.1.5, align 8
  %.555.1.5 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.5
  %.556.1.5 = load double, double* %.555.1.5, align 8
  %.14.i.1.5 = tail call double @llvm.sin.f64(double %.556.1.5)
  %.19.i.1.5 = fmul double %.14.i.1.5, %arg.h
  %.20.i.1.5 = fadd double %.547267.1.5, %.19.i.1.5
  %sunkaddr859 = mul i64 %loop.index.1238.1, 8
  %53 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr860 = getelementptr i8, i8* %53, i64 %sunkaddr859
  %sunkaddr861 = getelementptr i8, i8* %sunkaddr860, i64 40
  %54 = bitcast i8* %sunkaddr861 to double*
  store double %.20.i.1.5, double* %54, align 8
  %55 = add i64 %52, 1
  %loop.index.1238..530.0236.1.6 = select i1 %37, i64 %55, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.6 = select i1 %37, i64 %55, i64 %.533.0237.1
  %.547267.in.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.6
  %.547267.1.6 = load double, double* %.547267.in.1.6, align 8
  %.555.1.6 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.6
  %.556.1.6 = load double, double* %.555.1.6, align 8
  %.14.i.1.6 = tail call double @llvm.sin.f64(double %.556.1.6)
  %.19.i.1.6 = fmul double %.14.i.1.6, %arg.h
  %.20.i.1.6 = fadd double %.547267.1.6, %.19.i.1.6
  %sunkaddr862 = mul i64 %loop.index.1238.1, 8
  %56 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr863 = getelementptr i8, i8* %56, i64 %sunkaddr862
  %sunkaddr864 = getelementptr i8, i8* %sunkaddr863, i64 48
  %57 = bitcast i8* %sunkaddr864 to double*
  store double %.20.i.1.6, double* %57, align 8
  %58 = add i64 %55, 1
  %loop.index.1238..530.0236.1.7 = select i1 %37, i64 %58, i64 %.530.0236.1
  %loop.index.1238..533.0237.1.7 = select i1 %37, i64 %58, i64 %.533.0237.1
  %.547267.in.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.7
  %.547267.1.7 = load double, double* %.547267.in.1.7, align 8
  %.555.1.7 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.7
  %.556.1.7 = load double, double* %.555.1.7, align 8
  %.14.i.1.7 = tail call double @llvm.sin.f64(double %.556.1.7)
  %.19.i.1.7 = fmul double %.14.i.1.7, %arg.h
  %.20.i.1.7 = fadd double %.547267.1.7, %.19.i.1.7
  %sunkaddr865 = mul i64 %loop.index.1238.1, 8
  %59 = bitcast double* %.6.i146245.1 to i8*
  %sunkaddr866 = getelementptr i8, i8* %59, i64 %sunkaddr865
  %sunkaddr867 = getelementptr i8, i8* %sunkaddr866, i64 56
  %60 = bitcast i8* %sunkaddr867 to double*
  store double %.20.i.1.7, double* %60, align 8
  %.585.1.7 = add nuw i64 %loop.index.1238.1, 8
  %61 = add i64 %58, 1
  %niter358.ncmp.7 = icmp eq i64 %61, %unroll_iter357
  br i1 %niter358.ncmp.7, label %B193.1.loopexit.unr-lcssa, label %for.body.1.1

B193.1.loopexit.unr-lcssa:                        ; preds = %for.body.1.1, %for.body.1.1.preheader
  %loop.index.1238.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %.585.1.7, %for.body.1.1 ]
  %.533.0237.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %loop.index.1238..533.0237.1.7, %for.body.1.1 ]
  %.530.0236.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %loop.index.1238..530.0236.1.7, %for.body.1.1 ]
  %lcmp.mod356.not = icmp eq i64 %xtraiter354, 0
  br i1 %lcmp.mod356.not, label %B193.1, label %for.body.1.1.epil.preheader

for.body.1.1.epil.preheader:                      ; preds = %B193.1.loopexit.unr-lcssa
  br label %for.body.1.1.epil

for.body.1.1.epil:                                ; preds = %for.body.1.1.epil.preheader, %for.body.1.1.epil
  %lsr.iv729 = phi i64 [ %xtraiter354, %for.body.1.1.epil.preheader ], [ %lsr.iv.next730, %for.body.1.1.epil ]
  %loop.index.1238.1.epil = phi i64 [ %.585.1.epil, %for.body.1.1.epil ], [ %loop.index.1238.1.unr, %for.body.1.1.epil.preheader ]
  %.533.0237.1.epil = phi i64 [ %loop.index.1238..533.0237.1.epil, %for.body.1.1.epil ], [ %.533.0237.1.unr, %for.body.1.1.epil.preheader ]
  %.530.0236.1.epil = phi i64 [ %loop.index.1238..530.0236.1.epil, %for.body.1.1.epil ], [ %.530.0236.1.unr, %for.body.1.1.epil.preheader ]
  %62 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.1.epil = select i1 %62, i64 %loop.index.1238.1.epil, i64 %.530.0236.1.epil
  %loop.index.1238..533.0237.1.epil = select i1 %62, i64 %loop.index.1238.1.epil, i64 %.533.0237.1.epil
  %.547267.in.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..530.0236.1.epil
  %.547267.1.epil = load double, double* %.547267.in.1.epil, align 8
  %.555.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1238..533.0237.1.epil
  %.556.1.epil = load double, double* %.555.1.epil, align 8
  %.14.i.1.epil = tail call double @llvm.sin.f64(double %.556.1.epil)
  %.19.i.1.epil = fmul double %.14.i.1.epil, %arg.h
  %.20.i.1.epil = fadd double %.547267.1.epil, %.19.i.1.epil
  %scevgep728 = getelementptr double, double* %.6.i146245.1, i64 %loop.index.1238.1.epil
  store double %.20.i.1.epil, double* %scevgep728, align 8
  %.585.1.epil = add nuw nsw i64 %loop.index.1238.1.epil, 1
  %lsr.iv.next730 = add nsw i64 %lsr.iv729, -1
  %epil.iter355.cmp.not = icmp eq i64 %lsr.iv.next730, 0
  br i1 %epil.iter355.cmp.not, label %B193.1, label %for.body.1.1.epil, !llvm.loop !4

B193.1.loopexit326.unr-lcssa:                     ; preds = %for.body.2.1, %for.body.2.1.preheader
  %loop.index.2234.1.unr = phi i64 [ 0, %for.body.2.1.preheader ], [ %.846.1.7, %for.body.2.1 ]
  %.794.0233.1.unr = phi i64 [ 0, %for.body.2.1.preheader ], [ %loop.index.2234..794.0233.1.7, %for.body.2.1 ]
  %.791.0232.1.unr = phi i64 [ 0, %for.body.2.1.preheader ], [ %loop.index.2234..791.0232.1.7, %for.body.2.1 ]
  %lcmp.mod361.not = icmp eq i64 %xtraiter359, 0
  br i1 %lcmp.mod361.not, label %B193.1, label %for.body.2.1.epil.preheader

for.body.2.1.epil.preheader:                      ; preds = %B193.1.loopexit326.unr-lcssa
  br label %for.body.2.1.epil

for.body.2.1.epil:                                ; preds = %for.body.2.1.epil.preheader, %for.body.2.1.epil
  %lsr.iv748 = phi i64 [ %xtraiter359, %for.body.2.1.epil.preheader ], [ %lsr.iv.next749, %for.body.2.1.epil ]
  %loop.index.2234.1.epil = phi i64 [ %.846.1.epil, %for.body.2.1.epil ], [ %loop.index.2234.1.unr, %for.body.2.1.epil.preheader ]
  %.794.0233.1.epil = phi i64 [ %loop.index.2234..794.0233.1.epil, %for.body.2.1.epil ], [ %.794.0233.1.unr, %for.body.2.1.epil.preheader ]
  %.791.0232.1.epil = phi i64 [ %loop.index.2234..791.0232.1.epil, %for.body.2.1.epil ], [ %.791.0232.1.unr, %for.body.2.1.epil.preheader ]
  %63 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.1.epil = select i1 %63, i64 %loop.index.2234.1.epil, i64 %.791.0232.1.epil
  %loop.index.2234..794.0233.1.epil = select i1 %63, i64 %loop.index.2234.1.epil, i64 %.794.0233.1.epil
  %.808283.in.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..791.0232.1.epil
  %.808283.1.epil = load double, double* %.808283.in.1.epil, align 8
  %.816.1.epil = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2234..794.0233.1.epil
  %.817.1.epil = load double, double* %.816.1.epil, align 8
  %.16.i.1.epil = tail call double @llvm.cos.f64(double %.817.1.epil)
  %.8.i.1.epil = fmul double %.612, %.808283.1.epil
  %.21.i.1.epil = fmul double %.16.i.1.epil, %arg.h
  %.22.i.1.epil = fadd double %.8.i.1.epil, %.21.i.1.epil
  %scevgep747 = getelementptr double, double* %.6.i96244.1, i64 %loop.index.2234.1.epil
  store double %.22.i.1.epil, double* %scevgep747, align 8
  %.846.1.epil = add nuw nsw i64 %loop.index.2234.1.epil, 1
  %lsr.iv.next749 = add nsw i64 %lsr.iv748, -1
  %epil.iter360.cmp.not = icmp eq i64 %lsr.iv.next749, 0
  br i1 %epil.iter360.cmp.not, label %B193.1, label %for.body.2.1.epil, !llvm.loop !5

B193.1:                                           ; preds = %for.body.2.1.epil, %for.body.1.1.epil, %B193.1.loopexit326.unr-lcssa, %B193.1.loopexit.unr-lcssa, %B72.endif.endif.endif.endif.endif.endif.1, %B126.endif.endif.endif.endif.endif.endif.1
  %y.4.sroa.32.1.1 = phi double* [ %.6.i96244.1, %B126.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i146245.1, %B72.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i146245.1, %B193.1.loopexit.unr-lcssa ], [ %.6.i96244.1, %B193.1.loopexit326.unr-lcssa ], [ %.6.i146245.1, %for.body.1.1.epil ], [ %.6.i96244.1, %for.body.2.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i147)
  %.351.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.352.2 = fcmp ogt double %.351.2, 0.000000e+00
  %.7.i.i147.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.2, label %B72.endif.endif.endif.endif.endif.2, label %B126.endif.endif.endif.endif.endif.2

B126.endif.endif.endif.endif.endif.2:             ; preds = %B193.1
  %64 = icmp eq i8* %.7.i.i147.2, null
  br i1 %64, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.2, !prof !0

B126.endif.endif.endif.endif.endif.endif.2:       ; preds = %B126.endif.endif.endif.endif.endif.2
  %65 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.2 = getelementptr i8, i8* %.7.i.i147.2, i64 24
  %66 = bitcast i8* %.5.i95.2 to double**
  %.6.i96244.2 = load double*, double** %66, align 8
  br i1 %65, label %for.body.2.2.preheader, label %B193.2

for.body.2.2.preheader:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.2
  %67 = add i64 %arg.y0.5.0, -1
  %xtraiter349 = and i64 %arg.y0.5.0, 7
  %68 = icmp ult i64 %67, 7
  br i1 %68, label %B193.2.loopexit325.unr-lcssa, label %for.body.2.2.preheader.new

for.body.2.2.preheader.new:                       ; preds = %for.body.2.2.preheader
  %unroll_iter352 = and i64 %arg.y0.5.0, -8
  br label %for.body.2.2

for.body.2.2:                                     ; preds = %for.body.2.2, %for.body.2.2.preheader.new
  %loop.index.2234.2 = phi i64 [ 0, %for.body.2.2.preheader.new ], [ %93, %for.body.2.2 ]
  %.794.0233.2 = phi i64 [ 0, %for.body.2.2.preheader.new ], [ %loop.index.2234..794.0233.2.7, %for.body.2.2 ]
  %.791.0232.2 = phi i64 [ 0, %for.body.2.2.preheader.new ], [ %loop.index.2234..791.0232.2.7, %for.body.2.2 ]
  %69 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.2 = select i1 %69, i64 %loop.index.2234.2, i64 %.791.0232.2
  %loop.index.2234..794.0233.2 = select i1 %69, i64 %loop.index.2234.2, i64 %.794.0233.2
  %.808283.in.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2
  %.808283.2 = load double, double* %.808283.in.2, align 8
  %.816.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2
  %.817.2 = load double, double* %.816.2, align 8
  %.16.i.2 = tail call double @llvm.cos.f64(double %.817.2)
  %.8.i.2 = fmul double %.612, %.808283.2
  %.21.i.2 = fmul double %.16.i.2, %arg.h
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  %sunkaddr868 = mul i64 %loop.index.2234.2, 8
  %70 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr869 = getelementptr i8, i8* %70, i64 %sunkaddr868
  %71 = bitcast i8* %sunkaddr869 to double*
  store double %.22.i.2, double* %71, align 8
  %72 = add i64 %loop.index.2234.2, 1
  %loop.index.2234..791.0232.2.1 = select i1 %69, i64 %72, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.1 = select i1 %69, i64 %72, i64 %.794.0233.2
  %.808283.in.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.1
  %.808283.2.1 = load double, double* %.808283.in.2.1, align 8
  %.816.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.1
  %.817.2.1 = load double, double* %.816.2.1, align 8
  %.16.i.2.1 = tail call double @llvm.cos.f64(double %.817.2.1)
  %.8.i.2.1 = fmul double %.612, %.808283.2.1
  %.21.i.2.1 = fmul double %.16.i.2.1, %arg.h
  %.22.i.2.1 = fadd double %.8.i.2.1, %.21.i.2.1
  %sunkaddr870 = mul i64 %loop.index.2234.2, 8
  %73 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr871 = getelementptr i8, i8* %73, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, i8* %sunkaddr871, i64 8
  %74 = bitcast i8* %sunkaddr872 to double*
  store double %.22.i.2.1, double* %74, align 8
  %75 = add i64 %72, 1
  %loop.index.2234..791.0232.2.2 = select i1 %69, i64 %75, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.2 = select i1 %69, i64 %75, i64 %.794.0233.2
  %.808283.in.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.2
  %.808283.2.2 = load double, double* %.808283.in.2.2, align 8
  %.816.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.2
  %.817.2.2 = load double, double* %.816.2.2, align 8
  %.16.i.2.2 = tail call double @llvm.cos.f64(double %.817.2.2)
  %.8.i.2.2 = fmul double %.612, %.808283.2.2
  %.21.i.2.2 = fmul double %.16.i.2.2, %arg.h
  %.22.i.2.2 = fadd double %.8.i.2.2, %.21.i.2.2
  %sunkaddr873 = mul i64 %loop.index.2234.2, 8
  %76 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr874 = getelementptr i8, i8* %76, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, i8* %sunkaddr874, i64 16
  %77 = bitcast i8* %sunkaddr875 to double*
  store double %.22.i.2.2, double* %77, align 8
  %78 = add i64 %75, 1
  %loop.index.2234..791.0232.2.3 = select i1 %69, i64 %78, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.3 = select i1 %69, i64 %78, i64 %.794.0233.2
  %.808283.in.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.3
  %.808283.2.3 = load double, double* %.808283.in.2.3, align 8
  %.816.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.3
  %.817.2.3 = load double, double* %.816.2.3, align 8
  %.16.i.2.3 = tail call double @llvm.cos.f64(double %.817.2.3)
  %.8.i.2.3 = fmul double %.612, %.808283.2.3
  %.21.i.2.3 = fmul double %.16.i.2.3, %arg.h
  %.22.i.2.3 = fadd double %.8.i.2.3, %.21.i.2.3
  %sunkaddr876 = mul i64 %loop.index.2234.2, 8
  %79 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr877 = getelementptr i8, i8* %79, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, i8* %sunkaddr877, i64 24
  %80 = bitcast i8* %sunkaddr878 to double*
  store double %.22.i.2.3, double* %80, align 8
  %81 = add i64 %78, 1
  %loop.index.2234..791.0232.2.4 = select i1 %69, i64 %81, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.4 = select i1 %69, i64 %81, i64 %.794.0233.2
  %.808283.in.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.4
  %.808283.2.4 = load double, double* %.808283.in.2.4, align 8
  %.816.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.4
  %.817.2.4 = load double, double* %.816.2.4, align 8
  %.16.i.2.4 = tail call double @llvm.cos.f64(double %.817.2.4)
  %.8.i.2.4 = fmul double %.612, %.808283.2.4
  %.21.i.2.4 = fmul double %.16.i.2.4, %arg.h
  %.22.i.2.4 = fadd double %.8.i.2.4, %.21.i.2.4
  %sunkaddr879 = mul i64 %loop.index.2234.2, 8
  %82 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr880 = getelementptr i8, i8* %82, i64 %sunkaddr879
  %sunkaddr881 = getelementptr i8, i8* %sunkaddr880, i64 32
  %83 = bitcast i8* %sunkaddr881 to double*
  store double %.22.i.2.4, double* %83, align 8
  %84 = add i64 %81, 1
  %loop.index.2234..791.0232.2.5 = select i1 %69, i64 %84, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.5 = select i1 %69, i64 %84, i64 %.794.0233.2
  %.808283.in.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.5
  %.808283.2.5 = load double, double* %.808283.in.2.5, align 8
  %.816.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.5
  %.817.2.5 = load double, double* %.816.2.5, align 8
  %.16.i.2.5 = tail call double @llvm.cos.f64(double %.817.2.5)
  %.8.i.2.5 = fmul double %.612, %.808283.2.5
  %.21.i.2.5 = fmul double %.16.i.2.5, %arg.h
  %.22.i.2.5 = fadd double %.8.i.2.5, %.21.i.2.5
  %sunkaddr882 = mul i64 %loop.index.2234.2, 8
  %85 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr883 = getelementptr i8, i8* %85, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, i8* %sunkaddr883, i64 40
  %86 = bitcast i8* %sunkaddr884 to double*
  store double %.22.i.2.5, double* %86, align 8
  %87 = add i64 %84, 1
  %loop.index.2234..791.0232.2.6 = select i1 %69, i64 %87, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.6 = select i1 %69, i64 %87, i64 %.794.0233.2
  %.808283.in.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.6
  %.808283.2.6 = load double, double* %.808283.in.2.6, align 8
  %.816.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.6
  %.817.2.6 = load double, double* %.816.2.6, align 8
  %.16.i.2.6 = tail call double @llvm.cos.f64(double %.817.2.6)
  %.8.i.2.6 = fmul double %.612, %.808283.2.6
  %.21.i.2.6 = fmul double %.16.i.2.6, %arg.h
  %.22.i.2.6 = fadd double %.8.i.2.6, %.21.i.2.6
  %sunkaddr885 = mul i64 %loop.index.2234.2, 8
  %88 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr886 = getelementptr i8, i8* %88, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, i8* %sunkaddr886, i64 48
  %89 = bitcast i8* %sunkaddr887 to double*
  store double %.22.i.2.6, double* %89, align 8
  %90 = add i64 %87, 1
  %loop.index.2234..791.0232.2.7 = select i1 %69, i64 %90, i64 %.791.0232.2
  %loop.index.2234..794.0233.2.7 = select i1 %69, i64 %90, i64 %.794.0233.2
  %.808283.in.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.7
  %.808283.2.7 = load double, double* %.808283.in.2.7, align 8
  %.816.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.7
  %.817.2.7 = load double, double* %.816.2.7, align 8
  %.16.i.2.7 = tail call double @llvm.cos.f64(double %.817.2.7)
  %.8.i.2.7 = fmul double %.612, %.808283.2.7
  %.21.i.2.7 = fmul double %.16.i.2.7, %arg.h
  %.22.i.2.7 = fadd double %.8.i.2.7, %.21.i.2.7
  %sunkaddr888 = mul i64 %loop.index.2234.2, 8
  %91 = bitcast double* %.6.i96244.2 to i8*
  %sunkaddr889 = getelementptr i8, i8* %91, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, i8* %sunkaddr889, i64 56
  %92 = bitcast i8* %sunkaddr890 to double*
  store double %.22.i.2.7, double* %92, align 8
  %.846.2.7 = add nuw i64 %loop.index.2234.2, 8
  %93 = add i64 %90, 1
  %niter353.ncmp.7 = icmp eq i64 %93, %unroll_iter352
  br i1 %niter353.ncmp.7, label %B193.2.loopexit325.unr-lcssa, label %for.body.2.2

B72.endif.endif.endif.endif.endif.2:              ; preds = %B193.1
  %94 = icmp eq i8* %.7.i.i147.2, null
  br i1 %94, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.2, !prof !0

B72.endif.endif.endif.endif.endif.endif.2:        ; preds = %B72.endif.endif.endif.endif.endif.2
  %95 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i145.2 = getelementptr i8, i8* %.7.i.i147.2, i64 24
  %96 = bitcast i8* %.5.i145.2 to double**
  %.6.i146245.2 = load double*, double** %96, align 8
  br i1 %95, label %for.body.1.2.preheader, label %B193.2

for.body.1.2.preheader:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.2
  %97 = add i64 %arg.y0.5.0, -1
  %xtraiter344 = and i64 %arg.y0.5.0, 7
  %98 = icmp ult i64 %97, 7
  br i1 %98, label %B193.2.loopexit.unr-lcssa, label %for.body.1.2.preheader.new

for.body.1.2.preheader.new:                       ; preds = %for.body.1.2.preheader
  %unroll_iter347 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.2

for.body.1.2:                                     ; preds = %for.body.1.2, %for.body.1.2.preheader.new
  %loop.index.1238.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %123, %for.body.1.2 ]
  %.533.0237.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %loop.index.1238..533.0237.2.7, %for.body.1.2 ]
  %.530.0236.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %loop.index.1238..530.0236.2.7, %for.body.1.2 ]
  %99 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.2 = select i1 %99, i64 %loop.index.1238.2, i64 %.530.0236.2
  %loop.index.1238..533.0237.2 = select i1 %99, i64 %loop.index.1238.2, i64 %.533.0237.2
  %.547267.in.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2
  %.547267.2 = load double, double* %.547267.in.2, align 8
  %.555.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2
  %.556.2 = load double, double* %.555.2, align 8
  %.14.i.2 = tail call double @llvm.sin.f64(double %.556.2)
  %.19.i.2 = fmul double %.14.i.2, %arg.h
  %.20.i.2 = fadd double %.547267.2, %.19.i.2
  %sunkaddr891 = mul i64 %loop.index.1238.2, 8
  %100 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr892 = getelementptr i8, i8* %100, i64 %sunkaddr891
  %101 = bitcast i8* %sunkaddr892 to double*
  store double %.20.i.2, double* %101, align 8
  %102 = add i64 %loop.index.1238.2, 1
  %loop.index.1238..530.0236.2.1 = select i1 %99, i64 %102, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.1 = select i1 %99, i64 %102, i64 %.533.0237.2
  %.547267.in.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.1
  %.547267.2.1 = load double, double* %.547267.in.2.1, align 8
  %.555.2.1 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.1
  %.556.2.1 = load double, double* %.555.2.1, align 8
  %.14.i.2.1 = tail call double @llvm.sin.f64(double %.556.2.1)
  %.19.i.2.1 = fmul double %.14.i.2.1, %arg.h
  %.20.i.2.1 = fadd double %.547267.2.1, %.19.i.2.1
  %sunkaddr893 = mul i64 %loop.index.1238.2, 8
  %103 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr894 = getelementptr i8, i8* %103, i64 %sunkaddr893
  %sunkaddr895 = getelementptr i8, i8* %sunkaddr894, i64 8
  %104 = bitcast i8* %sunkaddr895 to double*
  store double %.20.i.2.1, double* %104, align 8
  %105 = add i64 %102, 1
  %loop.index.1238..530.0236.2.2 = select i1 %99, i64 %105, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.2 = select i1 %99, i64 %105, i64 %.533.0237.2
  %.547267.in.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.2
  %.547267.2.2 = load double, double* %.547267.in.2.2, align 8
  %.555.2.2 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.2
  %.556.2.2 = load double, double* %.555.2.2, align 8
  %.14.i.2.2 = tail call double @llvm.sin.f64(double %.556.2.2)
  %.19.i.2.2 = fmul double %.14.i.2.2, %arg.h
  %.20.i.2.2 = fadd double %.547267.2.2, %.19.i.2.2
  %sunkaddr896 = mul i64 %loop.index.1238.2, 8
  %106 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr897 = getelementptr i8, i8* %106, i64 %sunkaddr896
  %sunkaddr898 = getelementptr i8, i8* %sunkaddr897, i64 16
  %107 = bitcast i8* %sunkaddr898 to double*
  store double %.20.i.2.2, double* %107, align 8
  %108 = add i64 %105, 1
  %loop.index.1238..530.0236.2.3 = select i1 %99, i64 %108, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.3 = select i1 %99, i64 %108, i64 %.533.0237.2
  %.547267.in.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.3
  %.547267.2.3 = load double, double* %.547267.in.2.3, align 8
  %.555.2.3 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.3
  %.556.2.3 = load double, double* %.555.2.3, align 8
  %.14.i.2.3 = tail call double @llvm.sin.f64(double %.556.2.3)
  %.19.i.2.3 = fmul double %.14.i.2.3, %arg.h
  %.20.i.2.3 = fadd double %.547267.2.3, %.19.i.2.3
  %sunkaddr899 = mul i64 %loop.index.1238.2, 8
  %109 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr900 = getelementptr i8, i8* %109, i64 %sunkaddr899
  %sunkaddr901 = getelementptr i8, i8* %sunkaddr900, i64 24
  %110 = bitcast i8* %sunkaddr901 to double*
  store double %.20.i.2.3, double* %110, align 8
  %111 = add i64 %108, 1
  %loop.index.1238..530.0236.2.4 = select i1 %99, i64 %111, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.4 = select i1 %99, i64 %111, i64 %.533.0237.2
  %.547267.in.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.4
  %.547267.2.4 = load double, double* %.547267.in.2.4, align 8
  %.555.2.4 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.4
  %.556.2.4 = load double, double* %.555.2.4, align 8
  %.14.i.2.4 = tail call double @llvm.sin.f64(double %.556.2.4)
  %.19.i.2.4 = fmul double %.14.i.2.4, %arg.h
  %.20.i.2.4 = fadd double %.547267.2.4, %.19.i.2.4
  %sunkaddr902 = mul i64 %loop.index.1238.2, 8
  %112 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr903 = getelementptr i8, i8* %112, i64 %sunkaddr902
  %sunkaddr904 = getelementptr i8, i8* %sunkaddr903, i64 32
  %113 = bitcast i8* %sunkaddr904 to double*
  store double %.20.i.2.4, double* %113, align 8
  %114 = add i64 %111, 1
  %loop.index.1238..530.0236.2.5 = select i1 %99, i64 %114, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.5 = select i1 %99, i64 %114, i64 %.533.0237.2
  %.547267.in.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.5
  %.547267.2.5 = load double, double* %.547267.in.2.5, align 8
  %.555.2.5 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.5
  %.556.2.5 = load double, double* %.555.2.5, align 8
  %.14.i.2.5 = tail call double @llvm.sin.f64(double %.556.2.5)
  %.19.i.2.5 = fmul double %.14.i.2.5, %arg.h
  %.20.i.2.5 = fadd double %.547267.2.5, %.19.i.2.5
  %sunkaddr905 = mul i64 %loop.index.1238.2, 8
  %115 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr906 = getelementptr i8, i8* %115, i64 %sunkaddr905
  %sunkaddr907 = getelementptr i8, i8* %sunkaddr906, i64 40
  %116 = bitcast i8* %sunkaddr907 to double*
  store double %.20.i.2.5, double* %116, align 8
  %117 = add i64 %114, 1
  %loop.index.1238..530.0236.2.6 = select i1 %99, i64 %117, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.6 = select i1 %99, i64 %117, i64 %.533.0237.2
  %.547267.in.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.6
  %.547267.2.6 = load double, double* %.547267.in.2.6, align 8
  %.555.2.6 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.6
  %.556.2.6 = load double, double* %.555.2.6, align 8
  %.14.i.2.6 = tail call double @llvm.sin.f64(double %.556.2.6)
  %.19.i.2.6 = fmul double %.14.i.2.6, %arg.h
  %.20.i.2.6 = fadd double %.547267.2.6, %.19.i.2.6
  %sunkaddr908 = mul i64 %loop.index.1238.2, 8
  %118 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr909 = getelementptr i8, i8* %118, i64 %sunkaddr908
  %sunkaddr910 = getelementptr i8, i8* %sunkaddr909, i64 48
  %119 = bitcast i8* %sunkaddr910 to double*
  store double %.20.i.2.6, double* %119, align 8
  %120 = add i64 %117, 1
  %loop.index.1238..530.0236.2.7 = select i1 %99, i64 %120, i64 %.530.0236.2
  %loop.index.1238..533.0237.2.7 = select i1 %99, i64 %120, i64 %.533.0237.2
  %.547267.in.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.7
  %.547267.2.7 = load double, double* %.547267.in.2.7, align 8
  %.555.2.7 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.7
  %.556.2.7 = load double, double* %.555.2.7, align 8
  %.14.i.2.7 = tail call double @llvm.sin.f64(double %.556.2.7)
  %.19.i.2.7 = fmul double %.14.i.2.7, %arg.h
  %.20.i.2.7 = fadd double %.547267.2.7, %.19.i.2.7
  %sunkaddr911 = mul i64 %loop.index.1238.2, 8
  %121 = bitcast double* %.6.i146245.2 to i8*
  %sunkaddr912 = getelementptr i8, i8* %121, i64 %sunkaddr911
  %sunkaddr913 = getelementptr i8, i8* %sunkaddr912, i64 56
  %122 = bitcast i8* %sunkaddr913 to double*
  store double %.20.i.2.7, double* %122, align 8
  %.585.2.7 = add nuw i64 %loop.index.1238.2, 8
  %123 = add i64 %120, 1
  %niter348.ncmp.7 = icmp eq i64 %123, %unroll_iter347
  br i1 %niter348.ncmp.7, label %B193.2.loopexit.unr-lcssa, label %for.body.1.2

B193.2.loopexit.unr-lcssa:                        ; preds = %for.body.1.2, %for.body.1.2.preheader
  %loop.index.1238.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %.585.2.7, %for.body.1.2 ]
  %.533.0237.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %loop.index.1238..533.0237.2.7, %for.body.1.2 ]
  %.530.0236.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %loop.index.1238..530.0236.2.7, %for.body.1.2 ]
  %lcmp.mod346.not = icmp eq i64 %xtraiter344, 0
  br i1 %lcmp.mod346.not, label %B193.2, label %for.body.1.2.epil.preheader

for.body.1.2.epil.preheader:                      ; preds = %B193.2.loopexit.unr-lcssa
  br label %for.body.1.2.epil

for.body.1.2.epil:                                ; preds = %for.body.1.2.epil.preheader, %for.body.1.2.epil
  %lsr.iv691 = phi i64 [ %xtraiter344, %for.body.1.2.epil.preheader ], [ %lsr.iv.next692, %for.body.1.2.epil ]
  %loop.index.1238.2.epil = phi i64 [ %.585.2.epil, %for.body.1.2.epil ], [ %loop.index.1238.2.unr, %for.body.1.2.epil.preheader ]
  %.533.0237.2.epil = phi i64 [ %loop.index.1238..533.0237.2.epil, %for.body.1.2.epil ], [ %.533.0237.2.unr, %for.body.1.2.epil.preheader ]
  %.530.0236.2.epil = phi i64 [ %loop.index.1238..530.0236.2.epil, %for.body.1.2.epil ], [ %.530.0236.2.unr, %for.body.1.2.epil.preheader ]
  %124 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.2.epil = select i1 %124, i64 %loop.index.1238.2.epil, i64 %.530.0236.2.epil
  %loop.index.1238..533.0237.2.epil = select i1 %124, i64 %loop.index.1238.2.epil, i64 %.533.0237.2.epil
  %.547267.in.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..530.0236.2.epil
  %.547267.2.epil = load double, double* %.547267.in.2.epil, align 8
  %.555.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1238..533.0237.2.epil
  %.556.2.epil = load double, double* %.555.2.epil, align 8
  %.14.i.2.epil = tail call double @llvm.sin.f64(double %.556.2.epil)
  %.19.i.2.epil = fmul double %.14.i.2.epil, %arg.h
  %.20.i.2.epil = fadd double %.547267.2.epil, %.19.i.2.epil
  %scevgep690 = getelementptr double, double* %.6.i146245.2, i64 %loop.index.1238.2.epil
  store double %.20.i.2.epil, double* %scevgep690, align 8
  %.585.2.epil = add nuw nsw i64 %loop.index.1238.2.epil, 1
  %lsr.iv.next692 = add nsw i64 %lsr.iv691, -1
  %epil.iter345.cmp.not = icmp eq i64 %lsr.iv.next692, 0
  br i1 %epil.iter345.cmp.not, label %B193.2, label %for.body.1.2.epil, !llvm.loop !6

B193.2.loopexit325.unr-lcssa:                     ; preds = %for.body.2.2, %for.body.2.2.preheader
  %loop.index.2234.2.unr = phi i64 [ 0, %for.body.2.2.preheader ], [ %.846.2.7, %for.body.2.2 ]
  %.794.0233.2.unr = phi i64 [ 0, %for.body.2.2.preheader ], [ %loop.index.2234..794.0233.2.7, %for.body.2.2 ]
  %.791.0232.2.unr = phi i64 [ 0, %for.body.2.2.preheader ], [ %loop.index.2234..791.0232.2.7, %for.body.2.2 ]
  %lcmp.mod351.not = icmp eq i64 %xtraiter349, 0
  br i1 %lcmp.mod351.not, label %B193.2, label %for.body.2.2.epil.preheader

for.body.2.2.epil.preheader:                      ; preds = %B193.2.loopexit325.unr-lcssa
  br label %for.body.2.2.epil

for.body.2.2.epil:                                ; preds = %for.body.2.2.epil.preheader, %for.body.2.2.epil
  %lsr.iv710 = phi i64 [ %xtraiter349, %for.body.2.2.epil.preheader ], [ %lsr.iv.next711, %for.body.2.2.epil ]
  %loop.index.2234.2.epil = phi i64 [ %.846.2.epil, %for.body.2.2.epil ], [ %loop.index.2234.2.unr, %for.body.2.2.epil.preheader ]
  %.794.0233.2.epil = phi i64 [ %loop.index.2234..794.0233.2.epil, %for.body.2.2.epil ], [ %.794.0233.2.unr, %for.body.2.2.epil.preheader ]
  %.791.0232.2.epil = phi i64 [ %loop.index.2234..791.0232.2.epil, %for.body.2.2.epil ], [ %.791.0232.2.unr, %for.body.2.2.epil.preheader ]
  %125 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.2.epil = select i1 %125, i64 %loop.index.2234.2.epil, i64 %.791.0232.2.epil
  %loop.index.2234..794.0233.2.epil = select i1 %125, i64 %loop.index.2234.2.epil, i64 %.794.0233.2.epil
  %.808283.in.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..791.0232.2.epil
  %.808283.2.epil = load double, double* %.808283.in.2.epil, align 8
  %.816.2.epil = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2234..794.0233.2.epil
  %.817.2.epil = load double, double* %.816.2.epil, align 8
  %.16.i.2.epil = tail call double @llvm.cos.f64(double %.817.2.epil)
  %.8.i.2.epil = fmul double %.612, %.808283.2.epil
  %.21.i.2.epil = fmul double %.16.i.2.epil, %arg.h
  %.22.i.2.epil = fadd double %.8.i.2.epil, %.21.i.2.epil
  %scevgep709 = getelementptr double, double* %.6.i96244.2, i64 %loop.index.2234.2.epil
  store double %.22.i.2.epil, double* %scevgep709, align 8
  %.846.2.epil = add nuw nsw i64 %loop.index.2234.2.epil, 1
  %lsr.iv.next711 = add nsw i64 %lsr.iv710, -1
  %epil.iter350.cmp.not = icmp eq i64 %lsr.iv.next711, 0
  br i1 %epil.iter350.cmp.not, label %B193.2, label %for.body.2.2.epil, !llvm.loop !7

B193.2:                                           ; preds = %for.body.2.2.epil, %for.body.1.2.epil, %B193.2.loopexit325.unr-lcssa, %B193.2.loopexit.unr-lcssa, %B72.endif.endif.endif.endif.endif.endif.2, %B126.endif.endif.endif.endif.endif.endif.2
  %y.4.sroa.32.1.2 = phi double* [ %.6.i96244.2, %B126.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i146245.2, %B72.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i146245.2, %B193.2.loopexit.unr-lcssa ], [ %.6.i96244.2, %B193.2.loopexit325.unr-lcssa ], [ %.6.i146245.2, %for.body.1.2.epil ], [ %.6.i96244.2, %for.body.2.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i147.1)
  %.351.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.352.3 = fcmp ogt double %.351.3, 0.000000e+00
  %.7.i.i147.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.3, label %B72.endif.endif.endif.endif.endif.3, label %B126.endif.endif.endif.endif.endif.3

B126.endif.endif.endif.endif.endif.3:             ; preds = %B193.2
  %126 = icmp eq i8* %.7.i.i147.3, null
  br i1 %126, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.3, !prof !0

B126.endif.endif.endif.endif.endif.endif.3:       ; preds = %B126.endif.endif.endif.endif.endif.3
  %127 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95.3 = getelementptr i8, i8* %.7.i.i147.3, i64 24
  %128 = bitcast i8* %.5.i95.3 to double**
  %.6.i96244.3 = load double*, double** %128, align 8
  br i1 %127, label %for.body.2.3.preheader, label %B192.endif.endif.endif.endif.endif

for.body.2.3.preheader:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.3
  %129 = add i64 %arg.y0.5.0, -1
  %xtraiter339 = and i64 %arg.y0.5.0, 7
  %130 = icmp ult i64 %129, 7
  br i1 %130, label %B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa, label %for.body.2.3.preheader.new

for.body.2.3.preheader.new:                       ; preds = %for.body.2.3.preheader
  %unroll_iter342 = and i64 %arg.y0.5.0, -8
  br label %for.body.2.3

for.body.2.3:                                     ; preds = %for.body.2.3, %for.body.2.3.preheader.new
  %loop.index.2234.3 = phi i64 [ 0, %for.body.2.3.preheader.new ], [ %155, %for.body.2.3 ]
  %.794.0233.3 = phi i64 [ 0, %for.body.2.3.preheader.new ], [ %loop.index.2234..794.0233.3.7, %for.body.2.3 ]
  %.791.0232.3 = phi i64 [ 0, %for.body.2.3.preheader.new ], [ %loop.index.2234..791.0232.3.7, %for.body.2.3 ]
  %131 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.3 = select i1 %131, i64 %loop.index.2234.3, i64 %.791.0232.3
  %loop.index.2234..794.0233.3 = select i1 %131, i64 %loop.index.2234.3, i64 %.794.0233.3
  %.808283.in.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3
  %.808283.3 = load double, double* %.808283.in.3, align 8
  %.816.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3
  %.817.3 = load double, double* %.816.3, align 8
  %.16.i.3 = tail call double @llvm.cos.f64(double %.817.3)
  %.8.i.3 = fmul double %.612, %.808283.3
  %.21.i.3 = fmul double %.16.i.3, %arg.h
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  %sunkaddr914 = mul i64 %loop.index.2234.3, 8
  %132 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr915 = getelementptr i8, i8* %132, i64 %sunkaddr914
  %133 = bitcast i8* %sunkaddr915 to double*
  store double %.22.i.3, double* %133, align 8
  %134 = add i64 %loop.index.2234.3, 1
  %loop.index.2234..791.0232.3.1 = select i1 %131, i64 %134, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.1 = select i1 %131, i64 %134, i64 %.794.0233.3
  %.808283.in.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.1
  %.808283.3.1 = load double, double* %.808283.in.3.1, align 8
  %.816.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.1
  %.817.3.1 = load double, double* %.816.3.1, align 8
  %.16.i.3.1 = tail call double @llvm.cos.f64(double %.817.3.1)
  %.8.i.3.1 = fmul double %.612, %.808283.3.1
  %.21.i.3.1 = fmul double %.16.i.3.1, %arg.h
  %.22.i.3.1 = fadd double %.8.i.3.1, %.21.i.3.1
  %sunkaddr916 = mul i64 %loop.index.2234.3, 8
  %135 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr917 = getelementptr i8, i8* %135, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 8
  %136 = bitcast i8* %sunkaddr918 to double*
  store double %.22.i.3.1, double* %136, align 8
  %137 = add i64 %134, 1
  %loop.index.2234..791.0232.3.2 = select i1 %131, i64 %137, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.2 = select i1 %131, i64 %137, i64 %.794.0233.3
  %.808283.in.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.2
  %.808283.3.2 = load double, double* %.808283.in.3.2, align 8
  %.816.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.2
  %.817.3.2 = load double, double* %.816.3.2, align 8
  %.16.i.3.2 = tail call double @llvm.cos.f64(double %.817.3.2)
  %.8.i.3.2 = fmul double %.612, %.808283.3.2
  %.21.i.3.2 = fmul double %.16.i.3.2, %arg.h
  %.22.i.3.2 = fadd double %.8.i.3.2, %.21.i.3.2
  %sunkaddr919 = mul i64 %loop.index.2234.3, 8
  %138 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr920 = getelementptr i8, i8* %138, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 16
  %139 = bitcast i8* %sunkaddr921 to double*
  store double %.22.i.3.2, double* %139, align 8
  %140 = add i64 %137, 1
  %loop.index.2234..791.0232.3.3 = select i1 %131, i64 %140, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.3 = select i1 %131, i64 %140, i64 %.794.0233.3
  %.808283.in.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.3
  %.808283.3.3 = load double, double* %.808283.in.3.3, align 8
  %.816.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.3
  %.817.3.3 = load double, double* %.816.3.3, align 8
  %.16.i.3.3 = tail call double @llvm.cos.f64(double %.817.3.3)
  %.8.i.3.3 = fmul double %.612, %.808283.3.3
  %.21.i.3.3 = fmul double %.16.i.3.3, %arg.h
  %.22.i.3.3 = fadd double %.8.i.3.3, %.21.i.3.3
  %sunkaddr922 = mul i64 %loop.index.2234.3, 8
  %141 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr923 = getelementptr i8, i8* %141, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 24
  %142 = bitcast i8* %sunkaddr924 to double*
  store double %.22.i.3.3, double* %142, align 8
  %143 = add i64 %140, 1
  %loop.index.2234..791.0232.3.4 = select i1 %131, i64 %143, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.4 = select i1 %131, i64 %143, i64 %.794.0233.3
  %.808283.in.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.4
  %.808283.3.4 = load double, double* %.808283.in.3.4, align 8
  %.816.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.4
  %.817.3.4 = load double, double* %.816.3.4, align 8
  %.16.i.3.4 = tail call double @llvm.cos.f64(double %.817.3.4)
  %.8.i.3.4 = fmul double %.612, %.808283.3.4
  %.21.i.3.4 = fmul double %.16.i.3.4, %arg.h
  %.22.i.3.4 = fadd double %.8.i.3.4, %.21.i.3.4
  %sunkaddr925 = mul i64 %loop.index.2234.3, 8
  %144 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr926 = getelementptr i8, i8* %144, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 32
  %145 = bitcast i8* %sunkaddr927 to double*
  store double %.22.i.3.4, double* %145, align 8
  %146 = add i64 %143, 1
  %loop.index.2234..791.0232.3.5 = select i1 %131, i64 %146, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.5 = select i1 %131, i64 %146, i64 %.794.0233.3
  %.808283.in.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.5
  %.808283.3.5 = load double, double* %.808283.in.3.5, align 8
  %.816.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.5
  %.817.3.5 = load double, double* %.816.3.5, align 8
  %.16.i.3.5 = tail call double @llvm.cos.f64(double %.817.3.5)
  %.8.i.3.5 = fmul double %.612, %.808283.3.5
  %.21.i.3.5 = fmul double %.16.i.3.5, %arg.h
  %.22.i.3.5 = fadd double %.8.i.3.5, %.21.i.3.5
  %sunkaddr928 = mul i64 %loop.index.2234.3, 8
  %147 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr929 = getelementptr i8, i8* %147, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 40
  %148 = bitcast i8* %sunkaddr930 to double*
  store double %.22.i.3.5, double* %148, align 8
  %149 = add i64 %146, 1
  %loop.index.2234..791.0232.3.6 = select i1 %131, i64 %149, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.6 = select i1 %131, i64 %149, i64 %.794.0233.3
  %.808283.in.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.6
  %.808283.3.6 = load double, double* %.808283.in.3.6, align 8
  %.816.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.6
  %.817.3.6 = load double, double* %.816.3.6, align 8
  %.16.i.3.6 = tail call double @llvm.cos.f64(double %.817.3.6)
  %.8.i.3.6 = fmul double %.612, %.808283.3.6
  %.21.i.3.6 = fmul double %.16.i.3.6, %arg.h
  %.22.i.3.6 = fadd double %.8.i.3.6, %.21.i.3.6
  %sunkaddr931 = mul i64 %loop.index.2234.3, 8
  %150 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr932 = getelementptr i8, i8* %150, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, i8* %sunkaddr932, i64 48
  %151 = bitcast i8* %sunkaddr933 to double*
  store double %.22.i.3.6, double* %151, align 8
  %152 = add i64 %149, 1
  %loop.index.2234..791.0232.3.7 = select i1 %131, i64 %152, i64 %.791.0232.3
  %loop.index.2234..794.0233.3.7 = select i1 %131, i64 %152, i64 %.794.0233.3
  %.808283.in.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.7
  %.808283.3.7 = load double, double* %.808283.in.3.7, align 8
  %.816.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.7
  %.817.3.7 = load double, double* %.816.3.7, align 8
  %.16.i.3.7 = tail call double @llvm.cos.f64(double %.817.3.7)
  %.8.i.3.7 = fmul double %.612, %.808283.3.7
  %.21.i.3.7 = fmul double %.16.i.3.7, %arg.h
  %.22.i.3.7 = fadd double %.8.i.3.7, %.21.i.3.7
  %sunkaddr934 = mul i64 %loop.index.2234.3, 8
  %153 = bitcast double* %.6.i96244.3 to i8*
  %sunkaddr935 = getelementptr i8, i8* %153, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 56
  %154 = bitcast i8* %sunkaddr936 to double*
  store double %.22.i.3.7, double* %154, align 8
  %.846.3.7 = add nuw i64 %loop.index.2234.3, 8
  %155 = add i64 %152, 1
  %niter343.ncmp.7 = icmp eq i64 %155, %unroll_iter342
  br i1 %niter343.ncmp.7, label %B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa, label %for.body.2.3

B72.endif.endif.endif.endif.endif.3:              ; preds = %B193.2
  %156 = icmp eq i8* %.7.i.i147.3, null
  br i1 %156, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.3, !prof !0

B72.endif.endif.endif.endif.endif.endif.3:        ; preds = %B72.endif.endif.endif.endif.endif.3
  %157 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i145.3 = getelementptr i8, i8* %.7.i.i147.3, i64 24
  %158 = bitcast i8* %.5.i145.3 to double**
  %.6.i146245.3 = load double*, double** %158, align 8
  br i1 %157, label %for.body.1.3.preheader, label %B192.endif.endif.endif.endif.endif

for.body.1.3.preheader:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.3
  %159 = add i64 %arg.y0.5.0, -1
  %xtraiter334 = and i64 %arg.y0.5.0, 7
  %160 = icmp ult i64 %159, 7
  br i1 %160, label %B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.3.preheader.new

for.body.1.3.preheader.new:                       ; preds = %for.body.1.3.preheader
  %unroll_iter337 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.3

for.body.1.3:                                     ; preds = %for.body.1.3, %for.body.1.3.preheader.new
  %loop.index.1238.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %185, %for.body.1.3 ]
  %.533.0237.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %loop.index.1238..533.0237.3.7, %for.body.1.3 ]
  %.530.0236.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %loop.index.1238..530.0236.3.7, %for.body.1.3 ]
  %161 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.3 = select i1 %161, i64 %loop.index.1238.3, i64 %.530.0236.3
  %loop.index.1238..533.0237.3 = select i1 %161, i64 %loop.index.1238.3, i64 %.533.0237.3
  %.547267.in.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3
  %.547267.3 = load double, double* %.547267.in.3, align 8
  %.555.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3
  %.556.3 = load double, double* %.555.3, align 8
  %.14.i.3 = tail call double @llvm.sin.f64(double %.556.3)
  %.19.i.3 = fmul double %.14.i.3, %arg.h
  %.20.i.3 = fadd double %.547267.3, %.19.i.3
  %sunkaddr937 = mul i64 %loop.index.1238.3, 8
  %162 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr938 = getelementptr i8, i8* %162, i64 %sunkaddr937
  %163 = bitcast i8* %sunkaddr938 to double*
  store double %.20.i.3, double* %163, align 8
  %164 = add i64 %loop.index.1238.3, 1
  %loop.index.1238..530.0236.3.1 = select i1 %161, i64 %164, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.1 = select i1 %161, i64 %164, i64 %.533.0237.3
  %.547267.in.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.1
  %.547267.3.1 = load double, double* %.547267.in.3.1, align 8
  %.555.3.1 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.1
  %.556.3.1 = load double, double* %.555.3.1, align 8
  %.14.i.3.1 = tail call double @llvm.sin.f64(double %.556.3.1)
  %.19.i.3.1 = fmul double %.14.i.3.1, %arg.h
  %.20.i.3.1 = fadd double %.547267.3.1, %.19.i.3.1
  %sunkaddr939 = mul i64 %loop.index.1238.3, 8
  %165 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr940 = getelementptr i8, i8* %165, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, i8* %sunkaddr940, i64 8
  %166 = bitcast i8* %sunkaddr941 to double*
  store double %.20.i.3.1, double* %166, align 8
  %167 = add i64 %164, 1
  %loop.index.1238..530.0236.3.2 = select i1 %161, i64 %167, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.2 = select i1 %161, i64 %167, i64 %.533.0237.3
  %.547267.in.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.2
  %.547267.3.2 = load double, double* %.547267.in.3.2, align 8
  %.555.3.2 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.2
  %.556.3.2 = load double, double* %.555.3.2, align 8
  %.14.i.3.2 = tail call double @llvm.sin.f64(double %.556.3.2)
  %.19.i.3.2 = fmul double %.14.i.3.2, %arg.h
  %.20.i.3.2 = fadd double %.547267.3.2, %.19.i.3.2
  %sunkaddr942 = mul i64 %loop.index.1238.3, 8
  %168 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr943 = getelementptr i8, i8* %168, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, i8* %sunkaddr943, i64 16
  %169 = bitcast i8* %sunkaddr944 to double*
  store double %.20.i.3.2, double* %169, align 8
  %170 = add i64 %167, 1
  %loop.index.1238..530.0236.3.3 = select i1 %161, i64 %170, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.3 = select i1 %161, i64 %170, i64 %.533.0237.3
  %.547267.in.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.3
  %.547267.3.3 = load double, double* %.547267.in.3.3, align 8
  %.555.3.3 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.3
  %.556.3.3 = load double, double* %.555.3.3, align 8
  %.14.i.3.3 = tail call double @llvm.sin.f64(double %.556.3.3)
  %.19.i.3.3 = fmul double %.14.i.3.3, %arg.h
  %.20.i.3.3 = fadd double %.547267.3.3, %.19.i.3.3
  %sunkaddr945 = mul i64 %loop.index.1238.3, 8
  %171 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr946 = getelementptr i8, i8* %171, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, i8* %sunkaddr946, i64 24
  %172 = bitcast i8* %sunkaddr947 to double*
  store double %.20.i.3.3, double* %172, align 8
  %173 = add i64 %170, 1
  %loop.index.1238..530.0236.3.4 = select i1 %161, i64 %173, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.4 = select i1 %161, i64 %173, i64 %.533.0237.3
  %.547267.in.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.4
  %.547267.3.4 = load double, double* %.547267.in.3.4, align 8
  %.555.3.4 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.4
  %.556.3.4 = load double, double* %.555.3.4, align 8
  %.14.i.3.4 = tail call double @llvm.sin.f64(double %.556.3.4)
  %.19.i.3.4 = fmul double %.14.i.3.4, %arg.h
  %.20.i.3.4 = fadd double %.547267.3.4, %.19.i.3.4
  %sunkaddr948 = mul i64 %loop.index.1238.3, 8
  %174 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr949 = getelementptr i8, i8* %174, i64 %sunkaddr948
  %sunkaddr950 = getelementptr i8, i8* %sunkaddr949, i64 32
  %175 = bitcast i8* %sunkaddr950 to double*
  store double %.20.i.3.4, double* %175, align 8
  %176 = add i64 %173, 1
  %loop.index.1238..530.0236.3.5 = select i1 %161, i64 %176, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.5 = select i1 %161, i64 %176, i64 %.533.0237.3
  %.547267.in.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.5
  %.547267.3.5 = load double, double* %.547267.in.3.5, align 8
  %.555.3.5 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.5
  %.556.3.5 = load double, double* %.555.3.5, align 8
  %.14.i.3.5 = tail call double @llvm.sin.f64(double %.556.3.5)
  %.19.i.3.5 = fmul double %.14.i.3.5, %arg.h
  %.20.i.3.5 = fadd double %.547267.3.5, %.19.i.3.5
  %sunkaddr951 = mul i64 %loop.index.1238.3, 8
  %177 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr952 = getelementptr i8, i8* %177, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, i8* %sunkaddr952, i64 40
  %178 = bitcast i8* %sunkaddr953 to double*
  store double %.20.i.3.5, double* %178, align 8
  %179 = add i64 %176, 1
  %loop.index.1238..530.0236.3.6 = select i1 %161, i64 %179, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.6 = select i1 %161, i64 %179, i64 %.533.0237.3
  %.547267.in.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.6
  %.547267.3.6 = load double, double* %.547267.in.3.6, align 8
  %.555.3.6 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.6
  %.556.3.6 = load double, double* %.555.3.6, align 8
  %.14.i.3.6 = tail call double @llvm.sin.f64(double %.556.3.6)
  %.19.i.3.6 = fmul double %.14.i.3.6, %arg.h
  %.20.i.3.6 = fadd double %.547267.3.6, %.19.i.3.6
  %sunkaddr954 = mul i64 %loop.index.1238.3, 8
  %180 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr955 = getelementptr i8, i8* %180, i64 %sunkaddr954
  %sunkaddr956 = getelementptr i8, i8* %sunkaddr955, i64 48
  %181 = bitcast i8* %sunkaddr956 to double*
  store double %.20.i.3.6, double* %181, align 8
  %182 = add i64 %179, 1
  %loop.index.1238..530.0236.3.7 = select i1 %161, i64 %182, i64 %.530.0236.3
  %loop.index.1238..533.0237.3.7 = select i1 %161, i64 %182, i64 %.533.0237.3
  %.547267.in.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.7
  %.547267.3.7 = load double, double* %.547267.in.3.7, align 8
  %.555.3.7 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.7
  %.556.3.7 = load double, double* %.555.3.7, align 8
  %.14.i.3.7 = tail call double @llvm.sin.f64(double %.556.3.7)
  %.19.i.3.7 = fmul double %.14.i.3.7, %arg.h
  %.20.i.3.7 = fadd double %.547267.3.7, %.19.i.3.7
  %sunkaddr957 = mul i64 %loop.index.1238.3, 8
  %183 = bitcast double* %.6.i146245.3 to i8*
  %sunkaddr958 = getelementptr i8, i8* %183, i64 %sunkaddr957
  %sunkaddr959 = getelementptr i8, i8* %sunkaddr958, i64 56
  %184 = bitcast i8* %sunkaddr959 to double*
  store double %.20.i.3.7, double* %184, align 8
  %.585.3.7 = add nuw i64 %loop.index.1238.3, 8
  %185 = add i64 %182, 1
  %niter338.ncmp.7 = icmp eq i64 %185, %unroll_iter337
  br i1 %niter338.ncmp.7, label %B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.3

common.ret:                                       ; preds = %B192.endif.endif.endif.endif.endif.if, %B126.endif.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.3.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.3.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B192.endif.endif.endif.endif.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140219191694784, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.81 = extractvalue { i64, i1 } %.80, 0
  %.7.i.i87 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !9
  %.8.i.i88 = icmp eq i8* %.7.i.i87, null
  br i1 %.8.i.i88, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140219188780672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i93 = getelementptr i8, i8* %.7.i.i87, i64 24
  %186 = bitcast i8* %.5.i93 to double**
  %.6.i94242 = load double*, double** %186, align 8
  %.149239 = icmp sgt i64 %arg.y0.5.0, 0
  br i1 %.149239, label %for.body.preheader, label %for.end.endif.endif

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %187 = add i64 %arg.y0.5.0, -1
  %xtraiter467 = and i64 %arg.y0.5.0, 7
  %188 = icmp ult i64 %187, 7
  br i1 %188, label %for.end.endif.endif.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter470 = and i64 %arg.y0.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index241 = phi i64 [ 0, %for.body.preheader.new ], [ %213, %for.body ]
  %.145.0240 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select302.7, %for.body ]
  %189 = icmp eq i64 %arg.y0.5.0, 1
  %spec.select302 = select i1 %189, i64 %.145.0240, i64 %loop.index241
  %.158 = getelementptr double, double* %arg.y0.4, i64 %spec.select302
  %.159 = load double, double* %.158, align 8
  %sunkaddr960 = mul i64 %loop.index241, 8
  %190 = bitcast double* %.6.i94242 to i8*
  %sunkaddr961 = getelementptr i8, i8* %190, i64 %sunkaddr960
  %191 = bitcast i8* %sunkaddr961 to double*
  store double %.159, double* %191, align 8
  %192 = add i64 %loop.index241, 1
  %spec.select302.1 = select i1 %189, i64 %.145.0240, i64 %192
  %.158.1 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.1
  %.159.1 = load double, double* %.158.1, align 8
  %sunkaddr962 = mul i64 %loop.index241, 8
  %193 = bitcast double* %.6.i94242 to i8*
  %sunkaddr963 = getelementptr i8, i8* %193, i64 %sunkaddr962
  %sunkaddr964 = getelementptr i8, i8* %sunkaddr963, i64 8
  %194 = bitcast i8* %sunkaddr964 to double*
  store double %.159.1, double* %194, align 8
  %195 = add i64 %192, 1
  %spec.select302.2 = select i1 %189, i64 %.145.0240, i64 %195
  %.158.2 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.2
  %.159.2 = load double, double* %.158.2, align 8
  %sunkaddr965 = mul i64 %loop.index241, 8
  %196 = bitcast double* %.6.i94242 to i8*
  %sunkaddr966 = getelementptr i8, i8* %196, i64 %sunkaddr965
  %sunkaddr967 = getelementptr i8, i8* %sunkaddr966, i64 16
  %197 = bitcast i8* %sunkaddr967 to double*
  store double %.159.2, double* %197, align 8
  %198 = add i64 %195, 1
  %spec.select302.3 = select i1 %189, i64 %.145.0240, i64 %198
  %.158.3 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.3
  %.159.3 = load double, double* %.158.3, align 8
  %sunkaddr968 = mul i64 %loop.index241, 8
  %199 = bitcast double* %.6.i94242 to i8*
  %sunkaddr969 = getelementptr i8, i8* %199, i64 %sunkaddr968
  %sunkaddr970 = getelementptr i8, i8* %sunkaddr969, i64 24
  %200 = bitcast i8* %sunkaddr970 to double*
  store double %.159.3, double* %200, align 8
  %201 = add i64 %198, 1
  %spec.select302.4 = select i1 %189, i64 %.145.0240, i64 %201
  %.158.4 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.4
  %.159.4 = load double, double* %.158.4, align 8
  %sunkaddr971 = mul i64 %loop.index241, 8
  %202 = bitcast double* %.6.i94242 to i8*
  %sunkaddr972 = getelementptr i8, i8* %202, i64 %sunkaddr971
  %sunkaddr973 = getelementptr i8, i8* %sunkaddr972, i64 32
  %203 = bitcast i8* %sunkaddr973 to double*
  store double %.159.4, double* %203, align 8
  %204 = add i64 %201, 1
  %spec.select302.5 = select i1 %189, i64 %.145.0240, i64 %204
  %.158.5 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.5
  %.159.5 = load double, double* %.158.5, align 8
  %sunkaddr974 = mul i64 %loop.index241, 8
  %205 = bitcast double* %.6.i94242 to i8*
  %sunkaddr975 = getelementptr i8, i8* %205, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, i8* %sunkaddr975, i64 40
  %206 = bitcast i8* %sunkaddr976 to double*
  store double %.159.5, double* %206, align 8
  %207 = add i64 %204, 1
  %spec.select302.6 = select i1 %189, i64 %.145.0240, i64 %207
  %.158.6 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.6
  %.159.6 = load double, double* %.158.6, align 8
  %sunkaddr977 = mul i64 %loop.index241, 8
  %208 = bitcast double* %.6.i94242 to i8*
  %sunkaddr978 = getelementptr i8, i8* %208, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, i8* %sunkaddr978, i64 48
  %209 = bitcast i8* %sunkaddr979 to double*
  store double %.159.6, double* %209, align 8
  %210 = add i64 %207, 1
  %spec.select302.7 = select i1 %189, i64 %.145.0240, i64 %210
  %.158.7 = getelementptr double, double* %arg.y0.4, i64 %spec.select302.7
  %.159.7 = load double, double* %.158.7, align 8
  %sunkaddr980 = mul i64 %loop.index241, 8
  %211 = bitcast double* %.6.i94242 to i8*
  %sunkaddr981 = getelementptr i8, i8* %211, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, i8* %sunkaddr981, i64 56
  %212 = bitcast i8* %sunkaddr982 to double*
  store double %.159.7, double* %212, align 8
  %.188.7 = add nuw i64 %loop.index241, 8
  %213 = add i64 %210, 1
  %niter471.ncmp.7 = icmp eq i64 %213, %unroll_iter470
  br i1 %niter471.ncmp.7, label %for.end.endif.endif.loopexit.unr-lcssa, label %for.body

for.end.endif.endif.loopexit.unr-lcssa:           ; preds = %for.body, %for.body.preheader
  %loop.index241.unr = phi i64 [ 0, %for.body.preheader ], [ %.188.7, %for.body ]
  %.145.0240.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select302.7, %for.body ]
  %lcmp.mod469.not = icmp eq i64 %xtraiter467, 0
  br i1 %lcmp.mod469.not, label %for.end.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.endif.endif.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv805 = phi i64 [ %xtraiter467, %for.body.epil.preheader ], [ %lsr.iv.next806, %for.body.epil ]
  %loop.index241.epil = phi i64 [ %.188.epil, %for.body.epil ], [ %loop.index241.unr, %for.body.epil.preheader ]
  %.145.0240.epil = phi i64 [ %spec.select302.epil, %for.body.epil ], [ %.145.0240.unr, %for.body.epil.preheader ]
  %214 = icmp eq i64 %arg.y0.5.0, 1
  %spec.select302.epil = select i1 %214, i64 %.145.0240.epil, i64 %loop.index241.epil
  %.158.epil = getelementptr double, double* %arg.y0.4, i64 %spec.select302.epil
  %.159.epil = load double, double* %.158.epil, align 8
  %scevgep804 = getelementptr double, double* %.6.i94242, i64 %loop.index241.epil
  store double %.159.epil, double* %scevgep804, align 8
  %.188.epil = add nuw nsw i64 %loop.index241.epil, 1
  %lsr.iv.next806 = add nsw i64 %lsr.iv805, -1
  %epil.iter468.cmp.not = icmp eq i64 %lsr.iv.next806, 0
  br i1 %epil.iter468.cmp.not, label %for.end.endif.endif, label %for.body.epil, !llvm.loop !16

for.end.endif.endif:                              ; preds = %for.body.epil, %for.end.endif.endif.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.612 = fsub double 1.000000e+00, %arg.h
  %.351 = load double, double* %.6.i94242, align 8
  %.352 = fcmp ogt double %.351, 0.000000e+00
  %.7.i.i147 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352, label %B72.endif.endif.endif.endif.endif, label %B126.endif.endif.endif.endif.endif

B72.endif.endif.endif.endif.endif:                ; preds = %for.end.endif.endif
  %215 = icmp eq i8* %.7.i.i147, null
  br i1 %215, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.if:             ; preds = %B72.endif.endif.endif.endif.endif.3, %B72.endif.endif.endif.endif.endif.2, %B72.endif.endif.endif.endif.endif.1, %B72.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140219188780672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B72.endif.endif.endif.endif.endif
  %216 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i145 = getelementptr i8, i8* %.7.i.i147, i64 24
  %217 = bitcast i8* %.5.i145 to double**
  %.6.i146245 = load double*, double** %217, align 8
  br i1 %216, label %for.body.1.preheader, label %B193

for.body.1.preheader:                             ; preds = %B72.endif.endif.endif.endif.endif.endif
  %218 = add i64 %arg.y0.5.0, -1
  %xtraiter364 = and i64 %arg.y0.5.0, 7
  %219 = icmp ult i64 %218, 7
  br i1 %219, label %B193.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter367 = and i64 %arg.y0.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1238 = phi i64 [ 0, %for.body.1.preheader.new ], [ %244, %for.body.1 ]
  %.533.0237 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1238..533.0237.7, %for.body.1 ]
  %.530.0236 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1238..530.0236.7, %for.body.1 ]
  %220 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236 = select i1 %220, i64 %loop.index.1238, i64 %.530.0236
  %loop.index.1238..533.0237 = select i1 %220, i64 %loop.index.1238, i64 %.533.0237
  %.547267.in = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236
  %.547267 = load double, double* %.547267.in, align 8
  %.555 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237
  %.556 = load double, double* %.555, align 8
  %.14.i = tail call double @llvm.sin.f64(double %.556)
  %.19.i = fmul double %.14.i, %arg.h
  %.20.i = fadd double %.547267, %.19.i
  %sunkaddr983 = mul i64 %loop.index.1238, 8
  %221 = bitcast double* %.6.i146245 to i8*
  %sunkaddr984 = getelementptr i8, i8* %221, i64 %sunkaddr983
  %222 = bitcast i8* %sunkaddr984 to double*
  store double %.20.i, double* %222, align 8
  %223 = add i64 %loop.index.1238, 1
  %loop.index.1238..530.0236.1372 = select i1 %220, i64 %223, i64 %.530.0236
  %loop.index.1238..533.0237.1373 = select i1 %220, i64 %223, i64 %.533.0237
  %.547267.in.1374 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.1372
  %.547267.1375 = load double, double* %.547267.in.1374, align 8
  %.555.1376 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.1373
  %.556.1377 = load double, double* %.555.1376, align 8
  %.14.i.1378 = tail call double @llvm.sin.f64(double %.556.1377)
  %.19.i.1379 = fmul double %.14.i.1378, %arg.h
  %.20.i.1380 = fadd double %.547267.1375, %.19.i.1379
  %sunkaddr985 = mul i64 %loop.index.1238, 8
  %224 = bitcast double* %.6.i146245 to i8*
  %sunkaddr986 = getelementptr i8, i8* %224, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 8
  %225 = bitcast i8* %sunkaddr987 to double*
  store double %.20.i.1380, double* %225, align 8
  %226 = add i64 %223, 1
  %loop.index.1238..530.0236.2387 = select i1 %220, i64 %226, i64 %.530.0236
  %loop.index.1238..533.0237.2388 = select i1 %220, i64 %226, i64 %.533.0237
  %.547267.in.2389 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.2387
  %.547267.2390 = load double, double* %.547267.in.2389, align 8
  %.555.2391 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.2388
  %.556.2392 = load double, double* %.555.2391, align 8
  %.14.i.2393 = tail call double @llvm.sin.f64(double %.556.2392)
  %.19.i.2394 = fmul double %.14.i.2393, %arg.h
  %.20.i.2395 = fadd double %.547267.2390, %.19.i.2394
  %sunkaddr988 = mul i64 %loop.index.1238, 8
  %227 = bitcast double* %.6.i146245 to i8*
  %sunkaddr989 = getelementptr i8, i8* %227, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 16
  %228 = bitcast i8* %sunkaddr990 to double*
  store double %.20.i.2395, double* %228, align 8
  %229 = add i64 %226, 1
  %loop.index.1238..530.0236.3402 = select i1 %220, i64 %229, i64 %.530.0236
  %loop.index.1238..533.0237.3403 = select i1 %220, i64 %229, i64 %.533.0237
  %.547267.in.3404 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.3402
  %.547267.3405 = load double, double* %.547267.in.3404, align 8
  %.555.3406 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.3403
  %.556.3407 = load double, double* %.555.3406, align 8
  %.14.i.3408 = tail call double @llvm.sin.f64(double %.556.3407)
  %.19.i.3409 = fmul double %.14.i.3408, %arg.h
  %.20.i.3410 = fadd double %.547267.3405, %.19.i.3409
  %sunkaddr991 = mul i64 %loop.index.1238, 8
  %230 = bitcast double* %.6.i146245 to i8*
  %sunkaddr992 = getelementptr i8, i8* %230, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 24
  %231 = bitcast i8* %sunkaddr993 to double*
  store double %.20.i.3410, double* %231, align 8
  %232 = add i64 %229, 1
  %loop.index.1238..530.0236.4 = select i1 %220, i64 %232, i64 %.530.0236
  %loop.index.1238..533.0237.4 = select i1 %220, i64 %232, i64 %.533.0237
  %.547267.in.4 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.4
  %.547267.4 = load double, double* %.547267.in.4, align 8
  %.555.4 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.4
  %.556.4 = load double, double* %.555.4, align 8
  %.14.i.4 = tail call double @llvm.sin.f64(double %.556.4)
  %.19.i.4 = fmul double %.14.i.4, %arg.h
  %.20.i.4 = fadd double %.547267.4, %.19.i.4
  %sunkaddr994 = mul i64 %loop.index.1238, 8
  %233 = bitcast double* %.6.i146245 to i8*
  %sunkaddr995 = getelementptr i8, i8* %233, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 32
  %234 = bitcast i8* %sunkaddr996 to double*
  store double %.20.i.4, double* %234, align 8
  %235 = add i64 %232, 1
  %loop.index.1238..530.0236.5 = select i1 %220, i64 %235, i64 %.530.0236
  %loop.index.1238..533.0237.5 = select i1 %220, i64 %235, i64 %.533.0237
  %.547267.in.5 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.5
  %.547267.5 = load double, double* %.547267.in.5, align 8
  %.555.5 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.5
  %.556.5 = load double, double* %.555.5, align 8
  %.14.i.5 = tail call double @llvm.sin.f64(double %.556.5)
  %.19.i.5 = fmul double %.14.i.5, %arg.h
  %.20.i.5 = fadd double %.547267.5, %.19.i.5
  %sunkaddr997 = mul i64 %loop.index.1238, 8
  %236 = bitcast double* %.6.i146245 to i8*
  %sunkaddr998 = getelementptr i8, i8* %236, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 40
  %237 = bitcast i8* %sunkaddr999 to double*
  store double %.20.i.5, double* %237, align 8
  %238 = add i64 %235, 1
  %loop.index.1238..530.0236.6 = select i1 %220, i64 %238, i64 %.530.0236
  %loop.index.1238..533.0237.6 = select i1 %220, i64 %238, i64 %.533.0237
  %.547267.in.6 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.6
  %.547267.6 = load double, double* %.547267.in.6, align 8
  %.555.6 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.6
  %.556.6 = load double, double* %.555.6, align 8
  %.14.i.6 = tail call double @llvm.sin.f64(double %.556.6)
  %.19.i.6 = fmul double %.14.i.6, %arg.h
  %.20.i.6 = fadd double %.547267.6, %.19.i.6
  %sunkaddr1000 = mul i64 %loop.index.1238, 8
  %239 = bitcast double* %.6.i146245 to i8*
  %sunkaddr1001 = getelementptr i8, i8* %239, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 48
  %240 = bitcast i8* %sunkaddr1002 to double*
  store double %.20.i.6, double* %240, align 8
  %241 = add i64 %238, 1
  %loop.index.1238..530.0236.7 = select i1 %220, i64 %241, i64 %.530.0236
  %loop.index.1238..533.0237.7 = select i1 %220, i64 %241, i64 %.533.0237
  %.547267.in.7 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..530.0236.7
  %.547267.7 = load double, double* %.547267.in.7, align 8
  %.555.7 = getelementptr double, double* %.6.i94242, i64 %loop.index.1238..533.0237.7
  %.556.7 = load double, double* %.555.7, align 8
  %.14.i.7 = tail call double @llvm.sin.f64(double %.556.7)
  %.19.i.7 = fmul double %.14.i.7, %arg.h
  %.20.i.7 = fadd double %.547267.7, %.19.i.7
  %sunkaddr1003 = mul i64 %loop.index.1238, 8
  %242 = bitcast double* %.6.i146245 to i8*
  %sunkaddr1004 = getelementptr i8, i8* %242, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 56
  %243 = bitcast i8* %sunkaddr1005 to double*
  store double %.20.i.7, double* %243, align 8
  %.585.7 = add nuw i64 %loop.index.1238, 8
  %244 = add i64 %241, 1
  %niter368.ncmp.7 = icmp eq i64 %244, %unroll_iter367
  br i1 %niter368.ncmp.7, label %B193.loopexit.unr-lcssa, label %for.body.1

B126.endif.endif.endif.endif.endif:               ; preds = %for.end.endif.endif
  %245 = icmp eq i8* %.7.i.i147, null
  br i1 %245, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif.3, %B126.endif.endif.endif.endif.endif.2, %B126.endif.endif.endif.endif.endif.1, %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140219188780672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %246 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i95 = getelementptr i8, i8* %.7.i.i147, i64 24
  %247 = bitcast i8* %.5.i95 to double**
  %.6.i96244 = load double*, double** %247, align 8
  br i1 %246, label %for.body.2.preheader, label %B193

for.body.2.preheader:                             ; preds = %B126.endif.endif.endif.endif.endif.endif
  %248 = add i64 %arg.y0.5.0, -1
  %xtraiter414 = and i64 %arg.y0.5.0, 7
  %249 = icmp ult i64 %248, 7
  br i1 %249, label %B193.loopexit327.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter417 = and i64 %arg.y0.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2234 = phi i64 [ 0, %for.body.2.preheader.new ], [ %274, %for.body.2 ]
  %.794.0233 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2234..794.0233.7, %for.body.2 ]
  %.791.0232 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2234..791.0232.7, %for.body.2 ]
  %250 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232 = select i1 %250, i64 %loop.index.2234, i64 %.791.0232
  %loop.index.2234..794.0233 = select i1 %250, i64 %loop.index.2234, i64 %.794.0233
  %.808283.in = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232
  %.808283 = load double, double* %.808283.in, align 8
  %.816 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233
  %.817 = load double, double* %.816, align 8
  %.16.i = tail call double @llvm.cos.f64(double %.817)
  %.8.i = fmul double %.612, %.808283
  %.21.i = fmul double %.16.i, %arg.h
  %.22.i = fadd double %.8.i, %.21.i
  %sunkaddr1006 = mul i64 %loop.index.2234, 8
  %251 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %251, i64 %sunkaddr1006
  %252 = bitcast i8* %sunkaddr1007 to double*
  store double %.22.i, double* %252, align 8
  %253 = add i64 %loop.index.2234, 1
  %loop.index.2234..791.0232.1422 = select i1 %250, i64 %253, i64 %.791.0232
  %loop.index.2234..794.0233.1423 = select i1 %250, i64 %253, i64 %.794.0233
  %.808283.in.1424 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.1422
  %.808283.1425 = load double, double* %.808283.in.1424, align 8
  %.816.1426 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.1423
  %.817.1427 = load double, double* %.816.1426, align 8
  %.16.i.1428 = tail call double @llvm.cos.f64(double %.817.1427)
  %.8.i.1429 = fmul double %.612, %.808283.1425
  %.21.i.1430 = fmul double %.16.i.1428, %arg.h
  %.22.i.1431 = fadd double %.8.i.1429, %.21.i.1430
  %sunkaddr1008 = mul i64 %loop.index.2234, 8
  %254 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1009 = getelementptr i8, i8* %254, i64 %sunkaddr1008
  %sunkaddr1010 = getelementptr i8, i8* %sunkaddr1009, i64 8
  %255 = bitcast i8* %sunkaddr1010 to double*
  store double %.22.i.1431, double* %255, align 8
  %256 = add i64 %253, 1
  %loop.index.2234..791.0232.2438 = select i1 %250, i64 %256, i64 %.791.0232
  %loop.index.2234..794.0233.2439 = select i1 %250, i64 %256, i64 %.794.0233
  %.808283.in.2440 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.2438
  %.808283.2441 = load double, double* %.808283.in.2440, align 8
  %.816.2442 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.2439
  %.817.2443 = load double, double* %.816.2442, align 8
  %.16.i.2444 = tail call double @llvm.cos.f64(double %.817.2443)
  %.8.i.2445 = fmul double %.612, %.808283.2441
  %.21.i.2446 = fmul double %.16.i.2444, %arg.h
  %.22.i.2447 = fadd double %.8.i.2445, %.21.i.2446
  %sunkaddr1011 = mul i64 %loop.index.2234, 8
  %257 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1012 = getelementptr i8, i8* %257, i64 %sunkaddr1011
  %sunkaddr1013 = getelementptr i8, i8* %sunkaddr1012, i64 16
  %258 = bitcast i8* %sunkaddr1013 to double*
  store double %.22.i.2447, double* %258, align 8
  %259 = add i64 %256, 1
  %loop.index.2234..791.0232.3454 = select i1 %250, i64 %259, i64 %.791.0232
  %loop.index.2234..794.0233.3455 = select i1 %250, i64 %259, i64 %.794.0233
  %.808283.in.3456 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.3454
  %.808283.3457 = load double, double* %.808283.in.3456, align 8
  %.816.3458 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.3455
  %.817.3459 = load double, double* %.816.3458, align 8
  %.16.i.3460 = tail call double @llvm.cos.f64(double %.817.3459)
  %.8.i.3461 = fmul double %.612, %.808283.3457
  %.21.i.3462 = fmul double %.16.i.3460, %arg.h
  %.22.i.3463 = fadd double %.8.i.3461, %.21.i.3462
  %sunkaddr1014 = mul i64 %loop.index.2234, 8
  %260 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1015 = getelementptr i8, i8* %260, i64 %sunkaddr1014
  %sunkaddr1016 = getelementptr i8, i8* %sunkaddr1015, i64 24
  %261 = bitcast i8* %sunkaddr1016 to double*
  store double %.22.i.3463, double* %261, align 8
  %262 = add i64 %259, 1
  %loop.index.2234..791.0232.4 = select i1 %250, i64 %262, i64 %.791.0232
  %loop.index.2234..794.0233.4 = select i1 %250, i64 %262, i64 %.794.0233
  %.808283.in.4 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.4
  %.808283.4 = load double, double* %.808283.in.4, align 8
  %.816.4 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.4
  %.817.4 = load double, double* %.816.4, align 8
  %.16.i.4 = tail call double @llvm.cos.f64(double %.817.4)
  %.8.i.4 = fmul double %.612, %.808283.4
  %.21.i.4 = fmul double %.16.i.4, %arg.h
  %.22.i.4 = fadd double %.8.i.4, %.21.i.4
  %sunkaddr1017 = mul i64 %loop.index.2234, 8
  %263 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1018 = getelementptr i8, i8* %263, i64 %sunkaddr1017
  %sunkaddr1019 = getelementptr i8, i8* %sunkaddr1018, i64 32
  %264 = bitcast i8* %sunkaddr1019 to double*
  store double %.22.i.4, double* %264, align 8
  %265 = add i64 %262, 1
  %loop.index.2234..791.0232.5 = select i1 %250, i64 %265, i64 %.791.0232
  %loop.index.2234..794.0233.5 = select i1 %250, i64 %265, i64 %.794.0233
  %.808283.in.5 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.5
  %.808283.5 = load double, double* %.808283.in.5, align 8
  %.816.5 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.5
  %.817.5 = load double, double* %.816.5, align 8
  %.16.i.5 = tail call double @llvm.cos.f64(double %.817.5)
  %.8.i.5 = fmul double %.612, %.808283.5
  %.21.i.5 = fmul double %.16.i.5, %arg.h
  %.22.i.5 = fadd double %.8.i.5, %.21.i.5
  %sunkaddr1020 = mul i64 %loop.index.2234, 8
  %266 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1021 = getelementptr i8, i8* %266, i64 %sunkaddr1020
  %sunkaddr1022 = getelementptr i8, i8* %sunkaddr1021, i64 40
  %267 = bitcast i8* %sunkaddr1022 to double*
  store double %.22.i.5, double* %267, align 8
  %268 = add i64 %265, 1
  %loop.index.2234..791.0232.6 = select i1 %250, i64 %268, i64 %.791.0232
  %loop.index.2234..794.0233.6 = select i1 %250, i64 %268, i64 %.794.0233
  %.808283.in.6 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.6
  %.808283.6 = load double, double* %.808283.in.6, align 8
  %.816.6 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.6
  %.817.6 = load double, double* %.816.6, align 8
  %.16.i.6 = tail call double @llvm.cos.f64(double %.817.6)
  %.8.i.6 = fmul double %.612, %.808283.6
  %.21.i.6 = fmul double %.16.i.6, %arg.h
  %.22.i.6 = fadd double %.8.i.6, %.21.i.6
  %sunkaddr1023 = mul i64 %loop.index.2234, 8
  %269 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1024 = getelementptr i8, i8* %269, i64 %sunkaddr1023
  %sunkaddr1025 = getelementptr i8, i8* %sunkaddr1024, i64 48
  %270 = bitcast i8* %sunkaddr1025 to double*
  store double %.22.i.6, double* %270, align 8
  %271 = add i64 %268, 1
  %loop.index.2234..791.0232.7 = select i1 %250, i64 %271, i64 %.791.0232
  %loop.index.2234..794.0233.7 = select i1 %250, i64 %271, i64 %.794.0233
  %.808283.in.7 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..791.0232.7
  %.808283.7 = load double, double* %.808283.in.7, align 8
  %.816.7 = getelementptr double, double* %.6.i94242, i64 %loop.index.2234..794.0233.7
  %.817.7 = load double, double* %.816.7, align 8
  %.16.i.7 = tail call double @llvm.cos.f64(double %.817.7)
  %.8.i.7 = fmul double %.612, %.808283.7
  %.21.i.7 = fmul double %.16.i.7, %arg.h
  %.22.i.7 = fadd double %.8.i.7, %.21.i.7
  %sunkaddr1026 = mul i64 %loop.index.2234, 8
  %272 = bitcast double* %.6.i96244 to i8*
  %sunkaddr1027 = getelementptr i8, i8* %272, i64 %sunkaddr1026
  %sunkaddr1028 = getelementptr i8, i8* %sunkaddr1027, i64 56
  %273 = bitcast i8* %sunkaddr1028 to double*
  store double %.22.i.7, double* %273, align 8
  %.846.7 = add nuw i64 %loop.index.2234, 8
  %274 = add i64 %271, 1
  %niter418.ncmp.7 = icmp eq i64 %274, %unroll_iter417
  br i1 %niter418.ncmp.7, label %B193.loopexit327.unr-lcssa, label %for.body.2

B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa: ; preds = %for.body.1.3, %for.body.1.3.preheader
  %loop.index.1238.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %.585.3.7, %for.body.1.3 ]
  %.533.0237.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %loop.index.1238..533.0237.3.7, %for.body.1.3 ]
  %.530.0236.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %loop.index.1238..530.0236.3.7, %for.body.1.3 ]
  %lcmp.mod336.not = icmp eq i64 %xtraiter334, 0
  br i1 %lcmp.mod336.not, label %B192.endif.endif.endif.endif.endif, label %for.body.1.3.epil.preheader

for.body.1.3.epil.preheader:                      ; preds = %B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.1.3.epil

for.body.1.3.epil:                                ; preds = %for.body.1.3.epil.preheader, %for.body.1.3.epil
  %lsr.iv653 = phi i64 [ %xtraiter334, %for.body.1.3.epil.preheader ], [ %lsr.iv.next654, %for.body.1.3.epil ]
  %loop.index.1238.3.epil = phi i64 [ %.585.3.epil, %for.body.1.3.epil ], [ %loop.index.1238.3.unr, %for.body.1.3.epil.preheader ]
  %.533.0237.3.epil = phi i64 [ %loop.index.1238..533.0237.3.epil, %for.body.1.3.epil ], [ %.533.0237.3.unr, %for.body.1.3.epil.preheader ]
  %.530.0236.3.epil = phi i64 [ %loop.index.1238..530.0236.3.epil, %for.body.1.3.epil ], [ %.530.0236.3.unr, %for.body.1.3.epil.preheader ]
  %275 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.1238..530.0236.3.epil = select i1 %275, i64 %loop.index.1238.3.epil, i64 %.530.0236.3.epil
  %loop.index.1238..533.0237.3.epil = select i1 %275, i64 %loop.index.1238.3.epil, i64 %.533.0237.3.epil
  %.547267.in.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..530.0236.3.epil
  %.547267.3.epil = load double, double* %.547267.in.3.epil, align 8
  %.555.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1238..533.0237.3.epil
  %.556.3.epil = load double, double* %.555.3.epil, align 8
  %.14.i.3.epil = tail call double @llvm.sin.f64(double %.556.3.epil)
  %.19.i.3.epil = fmul double %.14.i.3.epil, %arg.h
  %.20.i.3.epil = fadd double %.547267.3.epil, %.19.i.3.epil
  %scevgep652 = getelementptr double, double* %.6.i146245.3, i64 %loop.index.1238.3.epil
  store double %.20.i.3.epil, double* %scevgep652, align 8
  %.585.3.epil = add nuw nsw i64 %loop.index.1238.3.epil, 1
  %lsr.iv.next654 = add nsw i64 %lsr.iv653, -1
  %epil.iter335.cmp.not = icmp eq i64 %lsr.iv.next654, 0
  br i1 %epil.iter335.cmp.not, label %B192.endif.endif.endif.endif.endif, label %for.body.1.3.epil, !llvm.loop !17

B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa: ; preds = %for.body.2.3, %for.body.2.3.preheader
  %loop.index.2234.3.unr = phi i64 [ 0, %for.body.2.3.preheader ], [ %.846.3.7, %for.body.2.3 ]
  %.794.0233.3.unr = phi i64 [ 0, %for.body.2.3.preheader ], [ %loop.index.2234..794.0233.3.7, %for.body.2.3 ]
  %.791.0232.3.unr = phi i64 [ 0, %for.body.2.3.preheader ], [ %loop.index.2234..791.0232.3.7, %for.body.2.3 ]
  %lcmp.mod341.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod341.not, label %B192.endif.endif.endif.endif.endif, label %for.body.2.3.epil.preheader

for.body.2.3.epil.preheader:                      ; preds = %B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa
  br label %for.body.2.3.epil

for.body.2.3.epil:                                ; preds = %for.body.2.3.epil.preheader, %for.body.2.3.epil
  %lsr.iv672 = phi i64 [ %xtraiter339, %for.body.2.3.epil.preheader ], [ %lsr.iv.next673, %for.body.2.3.epil ]
  %loop.index.2234.3.epil = phi i64 [ %.846.3.epil, %for.body.2.3.epil ], [ %loop.index.2234.3.unr, %for.body.2.3.epil.preheader ]
  %.794.0233.3.epil = phi i64 [ %loop.index.2234..794.0233.3.epil, %for.body.2.3.epil ], [ %.794.0233.3.unr, %for.body.2.3.epil.preheader ]
  %.791.0232.3.epil = phi i64 [ %loop.index.2234..791.0232.3.epil, %for.body.2.3.epil ], [ %.791.0232.3.unr, %for.body.2.3.epil.preheader ]
  %276 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index.2234..791.0232.3.epil = select i1 %276, i64 %loop.index.2234.3.epil, i64 %.791.0232.3.epil
  %loop.index.2234..794.0233.3.epil = select i1 %276, i64 %loop.index.2234.3.epil, i64 %.794.0233.3.epil
  %.808283.in.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..791.0232.3.epil
  %.808283.3.epil = load double, double* %.808283.in.3.epil, align 8
  %.816.3.epil = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2234..794.0233.3.epil
  %.817.3.epil = load double, double* %.816.3.epil, align 8
  %.16.i.3.epil = tail call double @llvm.cos.f64(double %.817.3.epil)
  %.8.i.3.epil = fmul double %.612, %.808283.3.epil
  %.21.i.3.epil = fmul double %.16.i.3.epil, %arg.h
  %.22.i.3.epil = fadd double %.8.i.3.epil, %.21.i.3.epil
  %scevgep671 = getelementptr double, double* %.6.i96244.3, i64 %loop.index.2234.3.epil
  store double %.22.i.3.epil, double* %scevgep671, align 8
  %.846.3.epil = add nuw nsw i64 %loop.index.2234.3.epil, 1
  %lsr.iv.next673 = add nsw i64 %lsr.iv672, -1
  %epil.iter340.cmp.not = icmp eq i64 %lsr.iv.next673, 0
  br i1 %epil.iter340.cmp.not, label %B192.endif.endif.endif.endif.endif, label %for.body.2.3.epil, !llvm.loop !18

B192.endif.endif.endif.endif.endif:               ; preds = %for.body.2.3.epil, %for.body.1.3.epil, %B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa, %B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %B72.endif.endif.endif.endif.endif.endif.3, %B126.endif.endif.endif.endif.endif.endif.3
  %y.4.sroa.32.1.3 = phi double* [ %.6.i96244.3, %B126.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i146245.3, %B72.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i146245.3, %B192.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.6.i96244.3, %B192.endif.endif.endif.endif.endif.loopexit324.unr-lcssa ], [ %.6.i146245.3, %for.body.1.3.epil ], [ %.6.i96244.3, %for.body.2.3.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i147.2)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !19
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B192.endif.endif.endif.endif.endif.if, label %B192.endif.endif.endif.endif.endif.endif, !prof !0

B192.endif.endif.endif.endif.endif.if:            ; preds = %B192.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140219188780672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B192.endif.endif.endif.endif.endif.endif:         ; preds = %B192.endif.endif.endif.endif.endif
  %277 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %278 = bitcast i8* %.5.i to double**
  %.6.i44243 = load double*, double** %278, align 8
  br i1 %277, label %for.body.3.preheader, label %for.end.3

for.body.3.preheader:                             ; preds = %B192.endif.endif.endif.endif.endif.endif
  %279 = add i64 %arg.y0.5.0, -1
  %xtraiter329 = and i64 %arg.y0.5.0, 7
  %280 = icmp ult i64 %279, 7
  br i1 %280, label %for.end.3.loopexit.unr-lcssa, label %for.body.3.preheader.new

for.body.3.preheader.new:                         ; preds = %for.body.3.preheader
  %unroll_iter332 = and i64 %arg.y0.5.0, -8
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3, %for.body.3.preheader.new
  %loop.index.3230 = phi i64 [ 0, %for.body.3.preheader.new ], [ %305, %for.body.3 ]
  %.1047.0229 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index.3230..1047.0229.7, %for.body.3 ]
  %.1044.0228 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index.3230..1044.0228.7, %for.body.3 ]
  %281 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.3230..1044.0228 = select i1 %281, i64 %.1044.0228, i64 %loop.index.3230
  %loop.index.3230..1047.0229 = select i1 %281, i64 %.1047.0229, i64 %loop.index.3230
  %.1061299.in = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228
  %.1061299 = load double, double* %.1061299.in, align 8
  %.1069 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229
  %.1070 = load double, double* %.1069, align 8
  %.6.i = fmul double %.1061299, %.1070
  %sunkaddr1029 = mul i64 %loop.index.3230, 8
  %282 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1030 = getelementptr i8, i8* %282, i64 %sunkaddr1029
  %283 = bitcast i8* %sunkaddr1030 to double*
  store double %.6.i, double* %283, align 8
  %284 = add i64 %loop.index.3230, 1
  %loop.index.3230..1044.0228.1 = select i1 %281, i64 %.1044.0228, i64 %284
  %loop.index.3230..1047.0229.1 = select i1 %281, i64 %.1047.0229, i64 %284
  %.1061299.in.1 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.1
  %.1061299.1 = load double, double* %.1061299.in.1, align 8
  %.1069.1 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.1
  %.1070.1 = load double, double* %.1069.1, align 8
  %.6.i.1 = fmul double %.1061299.1, %.1070.1
  %sunkaddr1031 = mul i64 %loop.index.3230, 8
  %285 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1032 = getelementptr i8, i8* %285, i64 %sunkaddr1031
  %sunkaddr1033 = getelementptr i8, i8* %sunkaddr1032, i64 8
  %286 = bitcast i8* %sunkaddr1033 to double*
  store double %.6.i.1, double* %286, align 8
  %287 = add i64 %284, 1
  %loop.index.3230..1044.0228.2 = select i1 %281, i64 %.1044.0228, i64 %287
  %loop.index.3230..1047.0229.2 = select i1 %281, i64 %.1047.0229, i64 %287
  %.1061299.in.2 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.2
  %.1061299.2 = load double, double* %.1061299.in.2, align 8
  %.1069.2 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.2
  %.1070.2 = load double, double* %.1069.2, align 8
  %.6.i.2 = fmul double %.1061299.2, %.1070.2
  %sunkaddr1034 = mul i64 %loop.index.3230, 8
  %288 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1035 = getelementptr i8, i8* %288, i64 %sunkaddr1034
  %sunkaddr1036 = getelementptr i8, i8* %sunkaddr1035, i64 16
  %289 = bitcast i8* %sunkaddr1036 to double*
  store double %.6.i.2, double* %289, align 8
  %290 = add i64 %287, 1
  %loop.index.3230..1044.0228.3 = select i1 %281, i64 %.1044.0228, i64 %290
  %loop.index.3230..1047.0229.3 = select i1 %281, i64 %.1047.0229, i64 %290
  %.1061299.in.3 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.3
  %.1061299.3 = load double, double* %.1061299.in.3, align 8
  %.1069.3 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.3
  %.1070.3 = load double, double* %.1069.3, align 8
  %.6.i.3 = fmul double %.1061299.3, %.1070.3
  %sunkaddr1037 = mul i64 %loop.index.3230, 8
  %291 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1038 = getelementptr i8, i8* %291, i64 %sunkaddr1037
  %sunkaddr1039 = getelementptr i8, i8* %sunkaddr1038, i64 24
  %292 = bitcast i8* %sunkaddr1039 to double*
  store double %.6.i.3, double* %292, align 8
  %293 = add i64 %290, 1
  %loop.index.3230..1044.0228.4 = select i1 %281, i64 %.1044.0228, i64 %293
  %loop.index.3230..1047.0229.4 = select i1 %281, i64 %.1047.0229, i64 %293
  %.1061299.in.4 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.4
  %.1061299.4 = load double, double* %.1061299.in.4, align 8
  %.1069.4 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.4
  %.1070.4 = load double, double* %.1069.4, align 8
  %.6.i.4 = fmul double %.1061299.4, %.1070.4
  %sunkaddr1040 = mul i64 %loop.index.3230, 8
  %294 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1041 = getelementptr i8, i8* %294, i64 %sunkaddr1040
  %sunkaddr1042 = getelementptr i8, i8* %sunkaddr1041, i64 32
  %295 = bitcast i8* %sunkaddr1042 to double*
  store double %.6.i.4, double* %295, align 8
  %296 = add i64 %293, 1
  %loop.index.3230..1044.0228.5 = select i1 %281, i64 %.1044.0228, i64 %296
  %loop.index.3230..1047.0229.5 = select i1 %281, i64 %.1047.0229, i64 %296
  %.1061299.in.5 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.5
  %.1061299.5 = load double, double* %.1061299.in.5, align 8
  %.1069.5 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.5
  %.1070.5 = load double, double* %.1069.5, align 8
  %.6.i.5 = fmul double %.1061299.5, %.1070.5
  %sunkaddr1043 = mul i64 %loop.index.3230, 8
  %297 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1044 = getelementptr i8, i8* %297, i64 %sunkaddr1043
  %sunkaddr1045 = getelementptr i8, i8* %sunkaddr1044, i64 40
  %298 = bitcast i8* %sunkaddr1045 to double*
  store double %.6.i.5, double* %298, align 8
  %299 = add i64 %296, 1
  %loop.index.3230..1044.0228.6 = select i1 %281, i64 %.1044.0228, i64 %299
  %loop.index.3230..1047.0229.6 = select i1 %281, i64 %.1047.0229, i64 %299
  %.1061299.in.6 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.6
  %.1061299.6 = load double, double* %.1061299.in.6, align 8
  %.1069.6 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.6
  %.1070.6 = load double, double* %.1069.6, align 8
  %.6.i.6 = fmul double %.1061299.6, %.1070.6
  %sunkaddr1046 = mul i64 %loop.index.3230, 8
  %300 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1047 = getelementptr i8, i8* %300, i64 %sunkaddr1046
  %sunkaddr1048 = getelementptr i8, i8* %sunkaddr1047, i64 48
  %301 = bitcast i8* %sunkaddr1048 to double*
  store double %.6.i.6, double* %301, align 8
  %302 = add i64 %299, 1
  %loop.index.3230..1044.0228.7 = select i1 %281, i64 %.1044.0228, i64 %302
  %loop.index.3230..1047.0229.7 = select i1 %281, i64 %.1047.0229, i64 %302
  %.1061299.in.7 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.7
  %.1061299.7 = load double, double* %.1061299.in.7, align 8
  %.1069.7 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.7
  %.1070.7 = load double, double* %.1069.7, align 8
  %.6.i.7 = fmul double %.1061299.7, %.1070.7
  %sunkaddr1049 = mul i64 %loop.index.3230, 8
  %303 = bitcast double* %.6.i44243 to i8*
  %sunkaddr1050 = getelementptr i8, i8* %303, i64 %sunkaddr1049
  %sunkaddr1051 = getelementptr i8, i8* %sunkaddr1050, i64 56
  %304 = bitcast i8* %sunkaddr1051 to double*
  store double %.6.i.7, double* %304, align 8
  %.1099.7 = add nuw i64 %loop.index.3230, 8
  %305 = add i64 %302, 1
  %niter333.ncmp.7 = icmp eq i64 %305, %unroll_iter332
  br i1 %niter333.ncmp.7, label %for.end.3.loopexit.unr-lcssa, label %for.body.3

for.end.3.loopexit.unr-lcssa:                     ; preds = %for.body.3, %for.body.3.preheader
  %loop.index.3230.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.1099.7, %for.body.3 ]
  %.1047.0229.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index.3230..1047.0229.7, %for.body.3 ]
  %.1044.0228.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index.3230..1044.0228.7, %for.body.3 ]
  %lcmp.mod331.not = icmp eq i64 %xtraiter329, 0
  br i1 %lcmp.mod331.not, label %for.end.3, label %for.body.3.epil.preheader

for.body.3.epil.preheader:                        ; preds = %for.end.3.loopexit.unr-lcssa
  br label %for.body.3.epil

for.body.3.epil:                                  ; preds = %for.body.3.epil.preheader, %for.body.3.epil
  %lsr.iv634 = phi i64 [ %xtraiter329, %for.body.3.epil.preheader ], [ %lsr.iv.next635, %for.body.3.epil ]
  %loop.index.3230.epil = phi i64 [ %.1099.epil, %for.body.3.epil ], [ %loop.index.3230.unr, %for.body.3.epil.preheader ]
  %.1047.0229.epil = phi i64 [ %loop.index.3230..1047.0229.epil, %for.body.3.epil ], [ %.1047.0229.unr, %for.body.3.epil.preheader ]
  %.1044.0228.epil = phi i64 [ %loop.index.3230..1044.0228.epil, %for.body.3.epil ], [ %.1044.0228.unr, %for.body.3.epil.preheader ]
  %306 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.3230..1044.0228.epil = select i1 %306, i64 %.1044.0228.epil, i64 %loop.index.3230.epil
  %loop.index.3230..1047.0229.epil = select i1 %306, i64 %.1047.0229.epil, i64 %loop.index.3230.epil
  %.1061299.in.epil = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1044.0228.epil
  %.1061299.epil = load double, double* %.1061299.in.epil, align 8
  %.1069.epil = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3230..1047.0229.epil
  %.1070.epil = load double, double* %.1069.epil, align 8
  %.6.i.epil = fmul double %.1061299.epil, %.1070.epil
  %scevgep633 = getelementptr double, double* %.6.i44243, i64 %loop.index.3230.epil
  store double %.6.i.epil, double* %scevgep633, align 8
  %.1099.epil = add nuw nsw i64 %loop.index.3230.epil, 1
  %lsr.iv.next635 = add nsw i64 %lsr.iv634, -1
  %epil.iter330.cmp.not = icmp eq i64 %lsr.iv.next635, 0
  br i1 %epil.iter330.cmp.not, label %for.end.3, label %for.body.3.epil, !llvm.loop !26

for.end.3:                                        ; preds = %for.body.3.epil, %for.end.3.loopexit.unr-lcssa, %B192.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i147.3)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.3.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.3
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1)
  %307 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %308 = icmp ult i64 %307, 7
  br i1 %308, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %309 = add nsw i64 %unroll_iter.i, -8
  %310 = lshr exact i64 %309, 3
  %311 = add nuw nsw i64 %310, 1
  %xtraiter = and i64 %311, 7
  %312 = icmp ult i64 %309, 56
  br i1 %312, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %311, 4611686018427387896
  %scevgep503 = getelementptr double, double* %.6.i44243, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %313 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep479 = getelementptr double, double* %.6.i44243, i64 %313
  %314 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %315 = bitcast double* %scevgep479 to i8*
  %uglygep500 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep500501 = bitcast i8* %uglygep500 to double*
  %scevgep502 = getelementptr double, double* %uglygep500501, i64 -7
  %.236.i.epil = load double, double* %scevgep502, align 8, !noalias !27
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep497 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep497498 = bitcast i8* %uglygep497 to double*
  %scevgep499 = getelementptr double, double* %uglygep497498, i64 -6
  %.236.1.i.epil = load double, double* %scevgep499, align 8, !noalias !27
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep494 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep494495 = bitcast i8* %uglygep494 to double*
  %scevgep496 = getelementptr double, double* %uglygep494495, i64 -5
  %.236.2.i.epil = load double, double* %scevgep496, align 8, !noalias !27
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep491 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep491492 = bitcast i8* %uglygep491 to double*
  %scevgep493 = getelementptr double, double* %uglygep491492, i64 -4
  %.236.3.i.epil = load double, double* %scevgep493, align 8, !noalias !27
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep488 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep488489 = bitcast i8* %uglygep488 to double*
  %scevgep490 = getelementptr double, double* %uglygep488489, i64 -3
  %.236.4.i.epil = load double, double* %scevgep490, align 8, !noalias !27
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep485 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep485486 = bitcast i8* %uglygep485 to double*
  %scevgep487 = getelementptr double, double* %uglygep485486, i64 -2
  %.236.5.i.epil = load double, double* %scevgep487, align 8, !noalias !27
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep482 = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep482483 = bitcast i8* %uglygep482 to double*
  %scevgep484 = getelementptr double, double* %uglygep482483, i64 -1
  %.236.6.i.epil = load double, double* %scevgep484, align 8, !noalias !27
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %315, i64 %lsr.iv
  %uglygep481 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep481, align 8, !noalias !27
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %314, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !30, !llvm.loop !31

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i44243, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %B50.endif.epil.i, !prof !30, !llvm.loop !32

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv631 = phi i64 [ %lsr.iv.next632, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep629 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -63
  %.236.i = load double, double* %scevgep630, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep627 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -62
  %.236.1.i = load double, double* %scevgep628, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep625 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -61
  %.236.2.i = load double, double* %scevgep626, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep623 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -60
  %.236.3.i = load double, double* %scevgep624, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep621 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -59
  %.236.4.i = load double, double* %scevgep622, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep619 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -58
  %.236.5.i = load double, double* %scevgep620, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep617 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -57
  %.236.6.i = load double, double* %scevgep618, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep615 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -56
  %.236.7.i = load double, double* %scevgep616, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep584 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -55
  %.236.i.1 = load double, double* %scevgep585, align 8, !noalias !27
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep586 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -54
  %.236.1.i.1 = load double, double* %scevgep587, align 8, !noalias !27
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep588 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -53
  %.236.2.i.1 = load double, double* %scevgep589, align 8, !noalias !27
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep590 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -52
  %.236.3.i.1 = load double, double* %scevgep591, align 8, !noalias !27
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep592 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -51
  %.236.4.i.1 = load double, double* %scevgep593, align 8, !noalias !27
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep594 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -50
  %.236.5.i.1 = load double, double* %scevgep595, align 8, !noalias !27
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep596 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -49
  %.236.6.i.1 = load double, double* %scevgep597, align 8, !noalias !27
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep598 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -48
  %.236.7.i.1 = load double, double* %scevgep599, align 8, !noalias !27
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep568 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -47
  %.236.i.2 = load double, double* %scevgep569, align 8, !noalias !27
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep570 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -46
  %.236.1.i.2 = load double, double* %scevgep571, align 8, !noalias !27
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep572 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -45
  %.236.2.i.2 = load double, double* %scevgep573, align 8, !noalias !27
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep574 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -44
  %.236.3.i.2 = load double, double* %scevgep575, align 8, !noalias !27
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep576 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -43
  %.236.4.i.2 = load double, double* %scevgep577, align 8, !noalias !27
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep578 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -42
  %.236.5.i.2 = load double, double* %scevgep579, align 8, !noalias !27
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep580 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -41
  %.236.6.i.2 = load double, double* %scevgep581, align 8, !noalias !27
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep582 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -40
  %.236.7.i.2 = load double, double* %scevgep583, align 8, !noalias !27
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep552 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -39
  %.236.i.3 = load double, double* %scevgep553, align 8, !noalias !27
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep554 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -38
  %.236.1.i.3 = load double, double* %scevgep555, align 8, !noalias !27
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep556 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -37
  %.236.2.i.3 = load double, double* %scevgep557, align 8, !noalias !27
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep558 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -36
  %.236.3.i.3 = load double, double* %scevgep559, align 8, !noalias !27
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep560 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -35
  %.236.4.i.3 = load double, double* %scevgep561, align 8, !noalias !27
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep562 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -34
  %.236.5.i.3 = load double, double* %scevgep563, align 8, !noalias !27
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep564 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -33
  %.236.6.i.3 = load double, double* %scevgep565, align 8, !noalias !27
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep566 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -32
  %.236.7.i.3 = load double, double* %scevgep567, align 8, !noalias !27
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep536 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -31
  %.236.i.4 = load double, double* %scevgep537, align 8, !noalias !27
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep538 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -30
  %.236.1.i.4 = load double, double* %scevgep539, align 8, !noalias !27
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep540 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -29
  %.236.2.i.4 = load double, double* %scevgep541, align 8, !noalias !27
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep542 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -28
  %.236.3.i.4 = load double, double* %scevgep543, align 8, !noalias !27
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep544 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -27
  %.236.4.i.4 = load double, double* %scevgep545, align 8, !noalias !27
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep546 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -26
  %.236.5.i.4 = load double, double* %scevgep547, align 8, !noalias !27
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep548 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -25
  %.236.6.i.4 = load double, double* %scevgep549, align 8, !noalias !27
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep550 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -24
  %.236.7.i.4 = load double, double* %scevgep551, align 8, !noalias !27
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep520 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -23
  %.236.i.5 = load double, double* %scevgep521, align 8, !noalias !27
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep522 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -22
  %.236.1.i.5 = load double, double* %scevgep523, align 8, !noalias !27
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep524 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -21
  %.236.2.i.5 = load double, double* %scevgep525, align 8, !noalias !27
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep526 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -20
  %.236.3.i.5 = load double, double* %scevgep527, align 8, !noalias !27
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep528 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -19
  %.236.4.i.5 = load double, double* %scevgep529, align 8, !noalias !27
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep530 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -18
  %.236.5.i.5 = load double, double* %scevgep531, align 8, !noalias !27
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep532 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -17
  %.236.6.i.5 = load double, double* %scevgep533, align 8, !noalias !27
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep534 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -16
  %.236.7.i.5 = load double, double* %scevgep535, align 8, !noalias !27
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep504 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -15
  %.236.i.6 = load double, double* %scevgep505, align 8, !noalias !27
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep506 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -14
  %.236.1.i.6 = load double, double* %scevgep507, align 8, !noalias !27
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep508 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -13
  %.236.2.i.6 = load double, double* %scevgep509, align 8, !noalias !27
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep510 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -12
  %.236.3.i.6 = load double, double* %scevgep511, align 8, !noalias !27
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep512 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -11
  %.236.4.i.6 = load double, double* %scevgep513, align 8, !noalias !27
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep514 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -10
  %.236.5.i.6 = load double, double* %scevgep515, align 8, !noalias !27
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep516 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -9
  %.236.6.i.6 = load double, double* %scevgep517, align 8, !noalias !27
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep518 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -8
  %.236.7.i.6 = load double, double* %scevgep519, align 8, !noalias !27
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep600 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -7
  %.236.i.7 = load double, double* %scevgep601, align 8, !noalias !27
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep602 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -6
  %.236.1.i.7 = load double, double* %scevgep603, align 8, !noalias !27
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep604 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -5
  %.236.2.i.7 = load double, double* %scevgep605, align 8, !noalias !27
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep606 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -4
  %.236.3.i.7 = load double, double* %scevgep607, align 8, !noalias !27
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep608 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -3
  %.236.4.i.7 = load double, double* %scevgep609, align 8, !noalias !27
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep610 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -2
  %.236.5.i.7 = load double, double* %scevgep611, align 8, !noalias !27
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep612 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -1
  %.236.6.i.7 = load double, double* %scevgep613, align 8, !noalias !27
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep614 = getelementptr double, double* %scevgep503, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep614, align 8, !noalias !27
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next632 = add i64 %lsr.iv631, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next632, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.3.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !33

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #2
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
  %8 = icmp sgt i32 %.59, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, double %.2) #2
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !33

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f875318e450>", i64 0, i64 0))
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
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
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !2}
!17 = distinct !{!17, !2}
!18 = distinct !{!18, !2}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !2}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = !{!"branch_weights", i32 1, i32 7}
!31 = distinct !{!31, !2}
!32 = distinct !{!32, !2}
!33 = !{!"branch_weights", i32 99, i32 1}
