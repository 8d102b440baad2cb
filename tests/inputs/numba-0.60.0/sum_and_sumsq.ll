; ModuleID = 'sum_and_sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140289594254208 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140289594254208.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140289594254208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140289594254208, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289594254208.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_and_sumsq = internal constant [14 x i8] c"sum_and_sumsq\00"
@_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f97b76fb250>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f97b76fb250>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f97b76e52d0B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140289593148672 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140289593148672.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140289593148672 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140289593148672, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140289593148672.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f97b7537790B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140289594254208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140289593148672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i103 = load double*, double** %0, align 8
  %.146100 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.146100, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader160, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i103, i64 %arg.x.5.0
  %scevgep133 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i103, %scevgep133
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader160, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -8
  %1 = add i64 %n.vec, -8
  %2 = lshr exact i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter178 = and i64 %3, 7
  %4 = icmp ult i64 %1, 56
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const853 = bitcast i64 4611686018427387896 to i64
  %unroll_iter181 = and i64 %3, %const853
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv850 = phi i64 [ %lsr.iv.next851, %vector.body ], [ %unroll_iter181, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %5 = bitcast double* %arg.x.4 to i8*
  %sunkaddr856 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr856 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %6, align 8, !alias.scope !9
  %7 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %sunkaddr857 = mul i64 %index, 8
  %8 = bitcast double* %.6.i103 to i8*
  %sunkaddr858 = getelementptr i8, i8* %8, i64 %sunkaddr857
  %9 = bitcast i8* %sunkaddr858 to <8 x double>*
  store <8 x double> %7, <8 x double>* %9, align 8, !alias.scope !12, !noalias !9
  %sunkaddr859 = mul i64 %index, 8
  %10 = bitcast double* %arg.x.4 to i8*
  %sunkaddr860 = getelementptr i8, i8* %10, i64 %sunkaddr859
  %sunkaddr861 = getelementptr i8, i8* %sunkaddr860, i64 64
  %11 = bitcast i8* %sunkaddr861 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %11, align 8, !alias.scope !9
  %12 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %sunkaddr862 = mul i64 %index, 8
  %13 = bitcast double* %.6.i103 to i8*
  %sunkaddr863 = getelementptr i8, i8* %13, i64 %sunkaddr862
  %sunkaddr864 = getelementptr i8, i8* %sunkaddr863, i64 64
  %14 = bitcast i8* %sunkaddr864 to <8 x double>*
  store <8 x double> %12, <8 x double>* %14, align 8, !alias.scope !12, !noalias !9
  %sunkaddr865 = mul i64 %index, 8
  %15 = bitcast double* %arg.x.4 to i8*
  %sunkaddr866 = getelementptr i8, i8* %15, i64 %sunkaddr865
  %sunkaddr867 = getelementptr i8, i8* %sunkaddr866, i64 128
  %16 = bitcast i8* %sunkaddr867 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %16, align 8, !alias.scope !9
  %17 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %sunkaddr868 = mul i64 %index, 8
  %18 = bitcast double* %.6.i103 to i8*
  %sunkaddr869 = getelementptr i8, i8* %18, i64 %sunkaddr868
  %sunkaddr870 = getelementptr i8, i8* %sunkaddr869, i64 128
  %19 = bitcast i8* %sunkaddr870 to <8 x double>*
  store <8 x double> %17, <8 x double>* %19, align 8, !alias.scope !12, !noalias !9
  %sunkaddr871 = mul i64 %index, 8
  %20 = bitcast double* %arg.x.4 to i8*
  %sunkaddr872 = getelementptr i8, i8* %20, i64 %sunkaddr871
  %sunkaddr873 = getelementptr i8, i8* %sunkaddr872, i64 192
  %21 = bitcast i8* %sunkaddr873 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %21, align 8, !alias.scope !9
  %22 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %sunkaddr874 = mul i64 %index, 8
  %23 = bitcast double* %.6.i103 to i8*
  %sunkaddr875 = getelementptr i8, i8* %23, i64 %sunkaddr874
  %sunkaddr876 = getelementptr i8, i8* %sunkaddr875, i64 192
  %24 = bitcast i8* %sunkaddr876 to <8 x double>*
  store <8 x double> %22, <8 x double>* %24, align 8, !alias.scope !12, !noalias !9
  %sunkaddr877 = mul i64 %index, 8
  %25 = bitcast double* %arg.x.4 to i8*
  %sunkaddr878 = getelementptr i8, i8* %25, i64 %sunkaddr877
  %sunkaddr879 = getelementptr i8, i8* %sunkaddr878, i64 256
  %26 = bitcast i8* %sunkaddr879 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %26, align 8, !alias.scope !9
  %27 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %sunkaddr880 = mul i64 %index, 8
  %28 = bitcast double* %.6.i103 to i8*
  %sunkaddr881 = getelementptr i8, i8* %28, i64 %sunkaddr880
  %sunkaddr882 = getelementptr i8, i8* %sunkaddr881, i64 256
  %29 = bitcast i8* %sunkaddr882 to <8 x double>*
  store <8 x double> %27, <8 x double>* %29, align 8, !alias.scope !12, !noalias !9
  %sunkaddr883 = mul i64 %index, 8
  %30 = bitcast double* %arg.x.4 to i8*
  %sunkaddr884 = getelementptr i8, i8* %30, i64 %sunkaddr883
  %sunkaddr885 = getelementptr i8, i8* %sunkaddr884, i64 320
  %31 = bitcast i8* %sunkaddr885 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %31, align 8, !alias.scope !9
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %sunkaddr886 = mul i64 %index, 8
  %33 = bitcast double* %.6.i103 to i8*
  %sunkaddr887 = getelementptr i8, i8* %33, i64 %sunkaddr886
  %sunkaddr888 = getelementptr i8, i8* %sunkaddr887, i64 320
  %34 = bitcast i8* %sunkaddr888 to <8 x double>*
  store <8 x double> %32, <8 x double>* %34, align 8, !alias.scope !12, !noalias !9
  %sunkaddr889 = mul i64 %index, 8
  %35 = bitcast double* %arg.x.4 to i8*
  %sunkaddr890 = getelementptr i8, i8* %35, i64 %sunkaddr889
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 384
  %36 = bitcast i8* %sunkaddr891 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %36, align 8, !alias.scope !9
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %sunkaddr892 = mul i64 %index, 8
  %38 = bitcast double* %.6.i103 to i8*
  %sunkaddr893 = getelementptr i8, i8* %38, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 384
  %39 = bitcast i8* %sunkaddr894 to <8 x double>*
  store <8 x double> %37, <8 x double>* %39, align 8, !alias.scope !12, !noalias !9
  %sunkaddr895 = mul i64 %index, 8
  %40 = bitcast double* %arg.x.4 to i8*
  %sunkaddr896 = getelementptr i8, i8* %40, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 448
  %41 = bitcast i8* %sunkaddr897 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %41, align 8, !alias.scope !9
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %sunkaddr898 = mul i64 %index, 8
  %43 = bitcast double* %.6.i103 to i8*
  %sunkaddr899 = getelementptr i8, i8* %43, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 448
  %44 = bitcast i8* %sunkaddr900 to <8 x double>*
  store <8 x double> %42, <8 x double>* %44, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next851 = add i64 %lsr.iv850, -8
  %niter182.ncmp.7 = icmp eq i64 %lsr.iv.next851, 0
  br i1 %niter182.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod180.not = icmp eq i64 %xtraiter178, 0
  br i1 %lcmp.mod180.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep792 = getelementptr double, double* %.6.i103, i64 %index.unr
  %scevgep798 = getelementptr double, double* %arg.x.4, i64 %index.unr
  %45 = shl nuw nsw i64 %xtraiter178, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv793 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next794, %vector.body.epil ]
  %46 = bitcast double* %scevgep798 to i8*
  %47 = bitcast double* %scevgep792 to i8*
  %uglygep800 = getelementptr i8, i8* %46, i64 %lsr.iv793
  %uglygep800801 = bitcast i8* %uglygep800 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep800801, align 8, !alias.scope !9
  %48 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep796 = getelementptr i8, i8* %47, i64 %lsr.iv793
  %uglygep796797 = bitcast i8* %uglygep796 to <8 x double>*
  store <8 x double> %48, <8 x double>* %uglygep796797, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next794 = add nuw nsw i64 %lsr.iv793, 64
  %epil.iter179.cmp.not = icmp eq i64 %45, %lsr.iv.next794
  br i1 %epil.iter179.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader160

for.body.us.preheader160:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index102.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %49 = xor i64 %loop.index102.us.ph, -1
  %50 = add i64 %49, %arg.x.5.0
  %xtraiter175 = and i64 %arg.x.5.0, 7
  %lcmp.mod176.not = icmp eq i64 %xtraiter175, 0
  br i1 %lcmp.mod176.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader160
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv790 = phi i64 [ %xtraiter175, %for.body.us.prol.preheader ], [ %lsr.iv.next791, %for.body.us.prol ]
  %loop.index102.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index102.us.ph, %for.body.us.prol.preheader ]
  %scevgep789 = getelementptr double, double* %arg.x.4, i64 %loop.index102.us.prol
  %.156.us.prol = load double, double* %scevgep789, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.156.us.prol) #5
  %scevgep788 = getelementptr double, double* %.6.i103, i64 %loop.index102.us.prol
  store double %.12.i.us.prol, double* %scevgep788, align 8
  %.185.us.prol = add nuw i64 %loop.index102.us.prol, 1
  %lsr.iv.next791 = add nsw i64 %lsr.iv790, -1
  %prol.iter177.cmp.not = icmp eq i64 %lsr.iv.next791, 0
  br i1 %prol.iter177.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader160
  %loop.index102.us.unr = phi i64 [ %loop.index102.us.ph, %for.body.us.preheader160 ], [ %.185.us.prol, %for.body.us.prol ]
  %51 = icmp ult i64 %50, 7
  br i1 %51, label %for.end, label %for.body.us.preheader184

for.body.us.preheader184:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader184, %for.body.us
  %loop.index102.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index102.us.unr, %for.body.us.preheader184 ]
  %sunkaddr901 = mul i64 %loop.index102.us, 8
  %52 = bitcast double* %arg.x.4 to i8*
  %sunkaddr902 = getelementptr i8, i8* %52, i64 %sunkaddr901
  %53 = bitcast i8* %sunkaddr902 to double*
  %.156.us = load double, double* %53, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.156.us) #5
  %sunkaddr903 = mul i64 %loop.index102.us, 8
  %54 = bitcast double* %.6.i103 to i8*
  %sunkaddr904 = getelementptr i8, i8* %54, i64 %sunkaddr903
  %55 = bitcast i8* %sunkaddr904 to double*
  store double %.12.i.us, double* %55, align 8
  %sunkaddr905 = mul i64 %loop.index102.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr906 = getelementptr i8, i8* %56, i64 %sunkaddr905
  %sunkaddr907 = getelementptr i8, i8* %sunkaddr906, i64 8
  %57 = bitcast i8* %sunkaddr907 to double*
  %.156.us.1 = load double, double* %57, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.156.us.1) #5
  %sunkaddr908 = mul i64 %loop.index102.us, 8
  %58 = bitcast double* %.6.i103 to i8*
  %sunkaddr909 = getelementptr i8, i8* %58, i64 %sunkaddr908
  %sunkaddr910 = getelementptr i8, i8* %sunkaddr909, i64 8
  %59 = bitcast i8* %sunkaddr910 to double*
  store double %.12.i.us.1, double* %59, align 8
  %sunkaddr911 = mul i64 %loop.index102.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr912 = getelementptr i8, i8* %60, i64 %sunkaddr911
  %sunkaddr913 = getelementptr i8, i8* %sunkaddr912, i64 16
  %61 = bitcast i8* %sunkaddr913 to double*
  %.156.us.2 = load double, double* %61, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.156.us.2) #5
  %sunkaddr914 = mul i64 %loop.index102.us, 8
  %62 = bitcast double* %.6.i103 to i8*
  %sunkaddr915 = getelementptr i8, i8* %62, i64 %sunkaddr914
  %sunkaddr916 = getelementptr i8, i8* %sunkaddr915, i64 16
  %63 = bitcast i8* %sunkaddr916 to double*
  store double %.12.i.us.2, double* %63, align 8
  %sunkaddr917 = mul i64 %loop.index102.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr918 = getelementptr i8, i8* %64, i64 %sunkaddr917
  %sunkaddr919 = getelementptr i8, i8* %sunkaddr918, i64 24
  %65 = bitcast i8* %sunkaddr919 to double*
  %.156.us.3 = load double, double* %65, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.156.us.3) #5
  %sunkaddr920 = mul i64 %loop.index102.us, 8
  %66 = bitcast double* %.6.i103 to i8*
  %sunkaddr921 = getelementptr i8, i8* %66, i64 %sunkaddr920
  %sunkaddr922 = getelementptr i8, i8* %sunkaddr921, i64 24
  %67 = bitcast i8* %sunkaddr922 to double*
  store double %.12.i.us.3, double* %67, align 8
  %sunkaddr923 = mul i64 %loop.index102.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr924 = getelementptr i8, i8* %68, i64 %sunkaddr923
  %sunkaddr925 = getelementptr i8, i8* %sunkaddr924, i64 32
  %69 = bitcast i8* %sunkaddr925 to double*
  %.156.us.4 = load double, double* %69, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.156.us.4) #5
  %sunkaddr926 = mul i64 %loop.index102.us, 8
  %70 = bitcast double* %.6.i103 to i8*
  %sunkaddr927 = getelementptr i8, i8* %70, i64 %sunkaddr926
  %sunkaddr928 = getelementptr i8, i8* %sunkaddr927, i64 32
  %71 = bitcast i8* %sunkaddr928 to double*
  store double %.12.i.us.4, double* %71, align 8
  %sunkaddr929 = mul i64 %loop.index102.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr930 = getelementptr i8, i8* %72, i64 %sunkaddr929
  %sunkaddr931 = getelementptr i8, i8* %sunkaddr930, i64 40
  %73 = bitcast i8* %sunkaddr931 to double*
  %.156.us.5 = load double, double* %73, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.156.us.5) #5
  %sunkaddr932 = mul i64 %loop.index102.us, 8
  %74 = bitcast double* %.6.i103 to i8*
  %sunkaddr933 = getelementptr i8, i8* %74, i64 %sunkaddr932
  %sunkaddr934 = getelementptr i8, i8* %sunkaddr933, i64 40
  %75 = bitcast i8* %sunkaddr934 to double*
  store double %.12.i.us.5, double* %75, align 8
  %sunkaddr935 = mul i64 %loop.index102.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr936 = getelementptr i8, i8* %76, i64 %sunkaddr935
  %sunkaddr937 = getelementptr i8, i8* %sunkaddr936, i64 48
  %77 = bitcast i8* %sunkaddr937 to double*
  %.156.us.6 = load double, double* %77, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.156.us.6) #5
  %sunkaddr938 = mul i64 %loop.index102.us, 8
  %78 = bitcast double* %.6.i103 to i8*
  %sunkaddr939 = getelementptr i8, i8* %78, i64 %sunkaddr938
  %sunkaddr940 = getelementptr i8, i8* %sunkaddr939, i64 48
  %79 = bitcast i8* %sunkaddr940 to double*
  store double %.12.i.us.6, double* %79, align 8
  %sunkaddr941 = mul i64 %loop.index102.us, 8
  %80 = bitcast double* %arg.x.4 to i8*
  %sunkaddr942 = getelementptr i8, i8* %80, i64 %sunkaddr941
  %sunkaddr943 = getelementptr i8, i8* %sunkaddr942, i64 56
  %81 = bitcast i8* %sunkaddr943 to double*
  %.156.us.7 = load double, double* %81, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.156.us.7) #5
  %sunkaddr944 = mul i64 %loop.index102.us, 8
  %82 = bitcast double* %.6.i103 to i8*
  %sunkaddr945 = getelementptr i8, i8* %82, i64 %sunkaddr944
  %sunkaddr946 = getelementptr i8, i8* %sunkaddr945, i64 56
  %83 = bitcast i8* %sunkaddr946 to double*
  store double %.12.i.us.7, double* %83, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index102.us, 8
  %exitcond126.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond126.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.thread:                                   ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.156) #5
  store double %.12.i, double* %.6.i103, align 8
  br label %B50.endif.preheader.i9

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif
  %.68.i5 = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i5, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i9, !prof !0

B50.endif.preheader.i9:                           ; preds = %for.end.thread, %for.end
  %smax.i7 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %84 = add nsw i64 %smax.i7, -1
  %xtraiter.i8 = and i64 %smax.i7, 7
  %85 = icmp ult i64 %84, 7
  br i1 %85, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.preheader.new.i11

B50.endif.preheader.new.i11:                      ; preds = %B50.endif.preheader.i9
  %const855 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i10 = and i64 %smax.i7, %const855
  %86 = add nsw i64 %unroll_iter.i10, -8
  %87 = lshr exact i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %xtraiter169 = and i64 %88, 7
  %89 = icmp ult i64 %86, 56
  br i1 %89, label %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, label %B50.endif.preheader.new.i11.new

B50.endif.preheader.new.i11.new:                  ; preds = %B50.endif.preheader.new.i11
  %const852 = bitcast i64 4611686018427387896 to i64
  %unroll_iter173 = and i64 %88, %const852
  %scevgep626 = getelementptr double, double* %.6.i103, i64 63
  br label %B50.endif.i63

common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa: ; preds = %B50.endif.i63, %B50.endif.preheader.new.i11
  %.239.7.i61.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i11 ], [ %.239.7.i61.7, %B50.endif.i63 ]
  %c.2.07.i28.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i11 ], [ %.239.7.i61.7, %B50.endif.i63 ]
  %.70.06.i29.unr = phi i64 [ 0, %B50.endif.preheader.new.i11 ], [ %.182.7.i57.7, %B50.endif.i63 ]
  %lcmp.mod171.not = icmp eq i64 %xtraiter169, 0
  br i1 %lcmp.mod171.not, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.i63.epil.preheader

B50.endif.i63.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa
  %90 = add nuw nsw i64 %.70.06.i29.unr, 7
  %scevgep599 = getelementptr double, double* %.6.i103, i64 %90
  %91 = shl nuw nsw i64 %xtraiter169, 6
  br label %B50.endif.i63.epil

B50.endif.i63.epil:                               ; preds = %B50.endif.i63.epil.preheader, %B50.endif.i63.epil
  %lsr.iv600 = phi i64 [ 0, %B50.endif.i63.epil.preheader ], [ %lsr.iv.next601, %B50.endif.i63.epil ]
  %c.2.07.i28.epil = phi double [ %.239.7.i61.epil, %B50.endif.i63.epil ], [ %c.2.07.i28.unr, %B50.endif.i63.epil.preheader ]
  %92 = bitcast double* %scevgep599 to i8*
  %uglygep623 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep623624 = bitcast i8* %uglygep623 to double*
  %scevgep625 = getelementptr double, double* %uglygep623624, i64 -7
  %.236.i31.epil = load double, double* %scevgep625, align 8, !noalias !20
  %.239.i32.epil = fadd double %c.2.07.i28.epil, %.236.i31.epil
  %uglygep620 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep620621 = bitcast i8* %uglygep620 to double*
  %scevgep622 = getelementptr double, double* %uglygep620621, i64 -6
  %.236.1.i35.epil = load double, double* %scevgep622, align 8, !noalias !20
  %.239.1.i36.epil = fadd double %.239.i32.epil, %.236.1.i35.epil
  %uglygep617 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep617618 = bitcast i8* %uglygep617 to double*
  %scevgep619 = getelementptr double, double* %uglygep617618, i64 -5
  %.236.2.i39.epil = load double, double* %scevgep619, align 8, !noalias !20
  %.239.2.i40.epil = fadd double %.239.1.i36.epil, %.236.2.i39.epil
  %uglygep614 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep614615 = bitcast i8* %uglygep614 to double*
  %scevgep616 = getelementptr double, double* %uglygep614615, i64 -4
  %.236.3.i43.epil = load double, double* %scevgep616, align 8, !noalias !20
  %.239.3.i44.epil = fadd double %.239.2.i40.epil, %.236.3.i43.epil
  %uglygep611 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep611612 = bitcast i8* %uglygep611 to double*
  %scevgep613 = getelementptr double, double* %uglygep611612, i64 -3
  %.236.4.i47.epil = load double, double* %scevgep613, align 8, !noalias !20
  %.239.4.i48.epil = fadd double %.239.3.i44.epil, %.236.4.i47.epil
  %uglygep608 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep608609 = bitcast i8* %uglygep608 to double*
  %scevgep610 = getelementptr double, double* %uglygep608609, i64 -2
  %.236.5.i51.epil = load double, double* %scevgep610, align 8, !noalias !20
  %.239.5.i52.epil = fadd double %.239.4.i48.epil, %.236.5.i51.epil
  %uglygep605 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep605606 = bitcast i8* %uglygep605 to double*
  %scevgep607 = getelementptr double, double* %uglygep605606, i64 -1
  %.236.6.i55.epil = load double, double* %scevgep607, align 8, !noalias !20
  %.239.6.i56.epil = fadd double %.239.5.i52.epil, %.236.6.i55.epil
  %uglygep603 = getelementptr i8, i8* %92, i64 %lsr.iv600
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  %.236.7.i60.epil = load double, double* %uglygep603604, align 8, !noalias !20
  %.239.7.i61.epil = fadd double %.239.6.i56.epil, %.236.7.i60.epil
  %lsr.iv.next601 = add nuw nsw i64 %lsr.iv600, 64
  %epil.iter170.cmp.not = icmp eq i64 %91, %lsr.iv.next601
  br i1 %epil.iter170.cmp.not, label %common.ret.loopexit.unr-lcssa.i16, label %B50.endif.i63.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i16:                ; preds = %B50.endif.i63.epil, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, %B50.endif.preheader.i9
  %.239.lcssa.ph.i12 = phi double [ undef, %B50.endif.preheader.i9 ], [ %.239.7.i61.lcssa.ph, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %.239.7.i61.epil, %B50.endif.i63.epil ]
  %c.2.07.unr.i13 = phi double [ 0.000000e+00, %B50.endif.preheader.i9 ], [ %.239.7.i61.lcssa.ph, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %.239.7.i61.epil, %B50.endif.i63.epil ]
  %.70.06.unr.i14 = phi i64 [ 0, %B50.endif.preheader.i9 ], [ %unroll_iter.i10, %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa ], [ %unroll_iter.i10, %B50.endif.i63.epil ]
  %lcmp.mod.not.i15 = icmp eq i64 %xtraiter.i8, 0
  br i1 %lcmp.mod.not.i15, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i18

B50.endif.epil.preheader.i18:                     ; preds = %common.ret.loopexit.unr-lcssa.i16
  %scevgep.i17 = getelementptr double, double* %.6.i103, i64 %.70.06.unr.i14
  br label %B50.endif.epil.i26

B50.endif.epil.i26:                               ; preds = %B50.endif.epil.i26, %B50.endif.epil.preheader.i18
  %c.2.07.epil.i19 = phi double [ %.239.epil.i23, %B50.endif.epil.i26 ], [ %c.2.07.unr.i13, %B50.endif.epil.preheader.i18 ]
  %epil.iter.i20 = phi i64 [ %epil.iter.next.i24, %B50.endif.epil.i26 ], [ 0, %B50.endif.epil.preheader.i18 ]
  %scevgep598 = getelementptr double, double* %scevgep.i17, i64 %epil.iter.i20
  %.236.epil.i22 = load double, double* %scevgep598, align 8, !noalias !20
  %.239.epil.i23 = fadd double %c.2.07.epil.i19, %.236.epil.i22
  %epil.iter.next.i24 = add nuw nsw i64 %epil.iter.i20, 1
  %epil.iter.cmp.not.i25 = icmp eq i64 %xtraiter.i8, %epil.iter.next.i24
  br i1 %epil.iter.cmp.not.i25, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i26, !prof !23, !llvm.loop !25

B50.endif.i63:                                    ; preds = %B50.endif.i63, %B50.endif.preheader.new.i11.new
  %lsr.iv754 = phi i64 [ %lsr.iv.next755, %B50.endif.i63 ], [ %unroll_iter173, %B50.endif.preheader.new.i11.new ]
  %c.2.07.i28 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i11.new ], [ %.239.7.i61.7, %B50.endif.i63 ]
  %.70.06.i29 = phi i64 [ 0, %B50.endif.preheader.new.i11.new ], [ %.182.7.i57.7, %B50.endif.i63 ]
  %scevgep752 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep753 = getelementptr double, double* %scevgep752, i64 -63
  %.236.i31 = load double, double* %scevgep753, align 8, !noalias !20
  %.239.i32 = fadd double %c.2.07.i28, %.236.i31
  %scevgep750 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -62
  %.236.1.i35 = load double, double* %scevgep751, align 8, !noalias !20
  %.239.1.i36 = fadd double %.239.i32, %.236.1.i35
  %scevgep748 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -61
  %.236.2.i39 = load double, double* %scevgep749, align 8, !noalias !20
  %.239.2.i40 = fadd double %.239.1.i36, %.236.2.i39
  %scevgep746 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -60
  %.236.3.i43 = load double, double* %scevgep747, align 8, !noalias !20
  %.239.3.i44 = fadd double %.239.2.i40, %.236.3.i43
  %scevgep744 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -59
  %.236.4.i47 = load double, double* %scevgep745, align 8, !noalias !20
  %.239.4.i48 = fadd double %.239.3.i44, %.236.4.i47
  %scevgep742 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -58
  %.236.5.i51 = load double, double* %scevgep743, align 8, !noalias !20
  %.239.5.i52 = fadd double %.239.4.i48, %.236.5.i51
  %scevgep740 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -57
  %.236.6.i55 = load double, double* %scevgep741, align 8, !noalias !20
  %.239.6.i56 = fadd double %.239.5.i52, %.236.6.i55
  %scevgep738 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -56
  %.236.7.i60 = load double, double* %scevgep739, align 8, !noalias !20
  %.239.7.i61 = fadd double %.239.6.i56, %.236.7.i60
  %scevgep707 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep708 = getelementptr double, double* %scevgep707, i64 -55
  %.236.i31.1 = load double, double* %scevgep708, align 8, !noalias !20
  %.239.i32.1 = fadd double %.239.7.i61, %.236.i31.1
  %scevgep709 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep710 = getelementptr double, double* %scevgep709, i64 -54
  %.236.1.i35.1 = load double, double* %scevgep710, align 8, !noalias !20
  %.239.1.i36.1 = fadd double %.239.i32.1, %.236.1.i35.1
  %scevgep711 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep712 = getelementptr double, double* %scevgep711, i64 -53
  %.236.2.i39.1 = load double, double* %scevgep712, align 8, !noalias !20
  %.239.2.i40.1 = fadd double %.239.1.i36.1, %.236.2.i39.1
  %scevgep713 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep714 = getelementptr double, double* %scevgep713, i64 -52
  %.236.3.i43.1 = load double, double* %scevgep714, align 8, !noalias !20
  %.239.3.i44.1 = fadd double %.239.2.i40.1, %.236.3.i43.1
  %scevgep715 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep716 = getelementptr double, double* %scevgep715, i64 -51
  %.236.4.i47.1 = load double, double* %scevgep716, align 8, !noalias !20
  %.239.4.i48.1 = fadd double %.239.3.i44.1, %.236.4.i47.1
  %scevgep717 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep718 = getelementptr double, double* %scevgep717, i64 -50
  %.236.5.i51.1 = load double, double* %scevgep718, align 8, !noalias !20
  %.239.5.i52.1 = fadd double %.239.4.i48.1, %.236.5.i51.1
  %scevgep719 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep720 = getelementptr double, double* %scevgep719, i64 -49
  %.236.6.i55.1 = load double, double* %scevgep720, align 8, !noalias !20
  %.239.6.i56.1 = fadd double %.239.5.i52.1, %.236.6.i55.1
  %scevgep721 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep722 = getelementptr double, double* %scevgep721, i64 -48
  %.236.7.i60.1 = load double, double* %scevgep722, align 8, !noalias !20
  %.239.7.i61.1 = fadd double %.239.6.i56.1, %.236.7.i60.1
  %scevgep691 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep692 = getelementptr double, double* %scevgep691, i64 -47
  %.236.i31.2 = load double, double* %scevgep692, align 8, !noalias !20
  %.239.i32.2 = fadd double %.239.7.i61.1, %.236.i31.2
  %scevgep693 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep694 = getelementptr double, double* %scevgep693, i64 -46
  %.236.1.i35.2 = load double, double* %scevgep694, align 8, !noalias !20
  %.239.1.i36.2 = fadd double %.239.i32.2, %.236.1.i35.2
  %scevgep695 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep696 = getelementptr double, double* %scevgep695, i64 -45
  %.236.2.i39.2 = load double, double* %scevgep696, align 8, !noalias !20
  %.239.2.i40.2 = fadd double %.239.1.i36.2, %.236.2.i39.2
  %scevgep697 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep698 = getelementptr double, double* %scevgep697, i64 -44
  %.236.3.i43.2 = load double, double* %scevgep698, align 8, !noalias !20
  %.239.3.i44.2 = fadd double %.239.2.i40.2, %.236.3.i43.2
  %scevgep699 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep700 = getelementptr double, double* %scevgep699, i64 -43
  %.236.4.i47.2 = load double, double* %scevgep700, align 8, !noalias !20
  %.239.4.i48.2 = fadd double %.239.3.i44.2, %.236.4.i47.2
  %scevgep701 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep702 = getelementptr double, double* %scevgep701, i64 -42
  %.236.5.i51.2 = load double, double* %scevgep702, align 8, !noalias !20
  %.239.5.i52.2 = fadd double %.239.4.i48.2, %.236.5.i51.2
  %scevgep703 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep704 = getelementptr double, double* %scevgep703, i64 -41
  %.236.6.i55.2 = load double, double* %scevgep704, align 8, !noalias !20
  %.239.6.i56.2 = fadd double %.239.5.i52.2, %.236.6.i55.2
  %scevgep705 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep706 = getelementptr double, double* %scevgep705, i64 -40
  %.236.7.i60.2 = load double, double* %scevgep706, align 8, !noalias !20
  %.239.7.i61.2 = fadd double %.239.6.i56.2, %.236.7.i60.2
  %scevgep675 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep676 = getelementptr double, double* %scevgep675, i64 -39
  %.236.i31.3 = load double, double* %scevgep676, align 8, !noalias !20
  %.239.i32.3 = fadd double %.239.7.i61.2, %.236.i31.3
  %scevgep677 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep678 = getelementptr double, double* %scevgep677, i64 -38
  %.236.1.i35.3 = load double, double* %scevgep678, align 8, !noalias !20
  %.239.1.i36.3 = fadd double %.239.i32.3, %.236.1.i35.3
  %scevgep679 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep680 = getelementptr double, double* %scevgep679, i64 -37
  %.236.2.i39.3 = load double, double* %scevgep680, align 8, !noalias !20
  %.239.2.i40.3 = fadd double %.239.1.i36.3, %.236.2.i39.3
  %scevgep681 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep682 = getelementptr double, double* %scevgep681, i64 -36
  %.236.3.i43.3 = load double, double* %scevgep682, align 8, !noalias !20
  %.239.3.i44.3 = fadd double %.239.2.i40.3, %.236.3.i43.3
  %scevgep683 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep684 = getelementptr double, double* %scevgep683, i64 -35
  %.236.4.i47.3 = load double, double* %scevgep684, align 8, !noalias !20
  %.239.4.i48.3 = fadd double %.239.3.i44.3, %.236.4.i47.3
  %scevgep685 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep686 = getelementptr double, double* %scevgep685, i64 -34
  %.236.5.i51.3 = load double, double* %scevgep686, align 8, !noalias !20
  %.239.5.i52.3 = fadd double %.239.4.i48.3, %.236.5.i51.3
  %scevgep687 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep688 = getelementptr double, double* %scevgep687, i64 -33
  %.236.6.i55.3 = load double, double* %scevgep688, align 8, !noalias !20
  %.239.6.i56.3 = fadd double %.239.5.i52.3, %.236.6.i55.3
  %scevgep689 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep690 = getelementptr double, double* %scevgep689, i64 -32
  %.236.7.i60.3 = load double, double* %scevgep690, align 8, !noalias !20
  %.239.7.i61.3 = fadd double %.239.6.i56.3, %.236.7.i60.3
  %scevgep659 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -31
  %.236.i31.4 = load double, double* %scevgep660, align 8, !noalias !20
  %.239.i32.4 = fadd double %.239.7.i61.3, %.236.i31.4
  %scevgep661 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -30
  %.236.1.i35.4 = load double, double* %scevgep662, align 8, !noalias !20
  %.239.1.i36.4 = fadd double %.239.i32.4, %.236.1.i35.4
  %scevgep663 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -29
  %.236.2.i39.4 = load double, double* %scevgep664, align 8, !noalias !20
  %.239.2.i40.4 = fadd double %.239.1.i36.4, %.236.2.i39.4
  %scevgep665 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -28
  %.236.3.i43.4 = load double, double* %scevgep666, align 8, !noalias !20
  %.239.3.i44.4 = fadd double %.239.2.i40.4, %.236.3.i43.4
  %scevgep667 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -27
  %.236.4.i47.4 = load double, double* %scevgep668, align 8, !noalias !20
  %.239.4.i48.4 = fadd double %.239.3.i44.4, %.236.4.i47.4
  %scevgep669 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep670 = getelementptr double, double* %scevgep669, i64 -26
  %.236.5.i51.4 = load double, double* %scevgep670, align 8, !noalias !20
  %.239.5.i52.4 = fadd double %.239.4.i48.4, %.236.5.i51.4
  %scevgep671 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep672 = getelementptr double, double* %scevgep671, i64 -25
  %.236.6.i55.4 = load double, double* %scevgep672, align 8, !noalias !20
  %.239.6.i56.4 = fadd double %.239.5.i52.4, %.236.6.i55.4
  %scevgep673 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep674 = getelementptr double, double* %scevgep673, i64 -24
  %.236.7.i60.4 = load double, double* %scevgep674, align 8, !noalias !20
  %.239.7.i61.4 = fadd double %.239.6.i56.4, %.236.7.i60.4
  %scevgep643 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -23
  %.236.i31.5 = load double, double* %scevgep644, align 8, !noalias !20
  %.239.i32.5 = fadd double %.239.7.i61.4, %.236.i31.5
  %scevgep645 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -22
  %.236.1.i35.5 = load double, double* %scevgep646, align 8, !noalias !20
  %.239.1.i36.5 = fadd double %.239.i32.5, %.236.1.i35.5
  %scevgep647 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -21
  %.236.2.i39.5 = load double, double* %scevgep648, align 8, !noalias !20
  %.239.2.i40.5 = fadd double %.239.1.i36.5, %.236.2.i39.5
  %scevgep649 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep650 = getelementptr double, double* %scevgep649, i64 -20
  %.236.3.i43.5 = load double, double* %scevgep650, align 8, !noalias !20
  %.239.3.i44.5 = fadd double %.239.2.i40.5, %.236.3.i43.5
  %scevgep651 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -19
  %.236.4.i47.5 = load double, double* %scevgep652, align 8, !noalias !20
  %.239.4.i48.5 = fadd double %.239.3.i44.5, %.236.4.i47.5
  %scevgep653 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -18
  %.236.5.i51.5 = load double, double* %scevgep654, align 8, !noalias !20
  %.239.5.i52.5 = fadd double %.239.4.i48.5, %.236.5.i51.5
  %scevgep655 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -17
  %.236.6.i55.5 = load double, double* %scevgep656, align 8, !noalias !20
  %.239.6.i56.5 = fadd double %.239.5.i52.5, %.236.6.i55.5
  %scevgep657 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -16
  %.236.7.i60.5 = load double, double* %scevgep658, align 8, !noalias !20
  %.239.7.i61.5 = fadd double %.239.6.i56.5, %.236.7.i60.5
  %scevgep627 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -15
  %.236.i31.6 = load double, double* %scevgep628, align 8, !noalias !20
  %.239.i32.6 = fadd double %.239.7.i61.5, %.236.i31.6
  %scevgep629 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -14
  %.236.1.i35.6 = load double, double* %scevgep630, align 8, !noalias !20
  %.239.1.i36.6 = fadd double %.239.i32.6, %.236.1.i35.6
  %scevgep631 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -13
  %.236.2.i39.6 = load double, double* %scevgep632, align 8, !noalias !20
  %.239.2.i40.6 = fadd double %.239.1.i36.6, %.236.2.i39.6
  %scevgep633 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep634 = getelementptr double, double* %scevgep633, i64 -12
  %.236.3.i43.6 = load double, double* %scevgep634, align 8, !noalias !20
  %.239.3.i44.6 = fadd double %.239.2.i40.6, %.236.3.i43.6
  %scevgep635 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep636 = getelementptr double, double* %scevgep635, i64 -11
  %.236.4.i47.6 = load double, double* %scevgep636, align 8, !noalias !20
  %.239.4.i48.6 = fadd double %.239.3.i44.6, %.236.4.i47.6
  %scevgep637 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep638 = getelementptr double, double* %scevgep637, i64 -10
  %.236.5.i51.6 = load double, double* %scevgep638, align 8, !noalias !20
  %.239.5.i52.6 = fadd double %.239.4.i48.6, %.236.5.i51.6
  %scevgep639 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep640 = getelementptr double, double* %scevgep639, i64 -9
  %.236.6.i55.6 = load double, double* %scevgep640, align 8, !noalias !20
  %.239.6.i56.6 = fadd double %.239.5.i52.6, %.236.6.i55.6
  %scevgep641 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep642 = getelementptr double, double* %scevgep641, i64 -8
  %.236.7.i60.6 = load double, double* %scevgep642, align 8, !noalias !20
  %.239.7.i61.6 = fadd double %.239.6.i56.6, %.236.7.i60.6
  %scevgep723 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep724 = getelementptr double, double* %scevgep723, i64 -7
  %.236.i31.7 = load double, double* %scevgep724, align 8, !noalias !20
  %.239.i32.7 = fadd double %.239.7.i61.6, %.236.i31.7
  %scevgep725 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep726 = getelementptr double, double* %scevgep725, i64 -6
  %.236.1.i35.7 = load double, double* %scevgep726, align 8, !noalias !20
  %.239.1.i36.7 = fadd double %.239.i32.7, %.236.1.i35.7
  %scevgep727 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep728 = getelementptr double, double* %scevgep727, i64 -5
  %.236.2.i39.7 = load double, double* %scevgep728, align 8, !noalias !20
  %.239.2.i40.7 = fadd double %.239.1.i36.7, %.236.2.i39.7
  %scevgep729 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep730 = getelementptr double, double* %scevgep729, i64 -4
  %.236.3.i43.7 = load double, double* %scevgep730, align 8, !noalias !20
  %.239.3.i44.7 = fadd double %.239.2.i40.7, %.236.3.i43.7
  %scevgep731 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep732 = getelementptr double, double* %scevgep731, i64 -3
  %.236.4.i47.7 = load double, double* %scevgep732, align 8, !noalias !20
  %.239.4.i48.7 = fadd double %.239.3.i44.7, %.236.4.i47.7
  %scevgep733 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep734 = getelementptr double, double* %scevgep733, i64 -2
  %.236.5.i51.7 = load double, double* %scevgep734, align 8, !noalias !20
  %.239.5.i52.7 = fadd double %.239.4.i48.7, %.236.5.i51.7
  %scevgep735 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %scevgep736 = getelementptr double, double* %scevgep735, i64 -1
  %.236.6.i55.7 = load double, double* %scevgep736, align 8, !noalias !20
  %.239.6.i56.7 = fadd double %.239.5.i52.7, %.236.6.i55.7
  %.182.7.i57.7 = add i64 %.70.06.i29, 64
  %scevgep737 = getelementptr double, double* %scevgep626, i64 %.70.06.i29
  %.236.7.i60.7 = load double, double* %scevgep737, align 8, !noalias !20
  %.239.7.i61.7 = fadd double %.239.6.i56.7, %.236.7.i60.7
  %lsr.iv.next755 = add i64 %lsr.iv754, -8
  %niter174.ncmp.7 = icmp eq i64 %lsr.iv.next755, 0
  br i1 %niter174.ncmp.7, label %common.ret.loopexit.unr-lcssa.i16.loopexit.unr-lcssa, label %B50.endif.i63, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i26, %for.end, %common.ret.loopexit.unr-lcssa.i16
  %.68.i5129 = phi i1 [ true, %for.end ], [ false, %common.ret.loopexit.unr-lcssa.i16 ], [ false, %B50.endif.epil.i26 ]
  %c.2.0.lcssa.i27 = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i12, %common.ret.loopexit.unr-lcssa.i16 ], [ %.239.epil.i23, %B50.endif.epil.i26 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i67 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !26
  %.8.i.i68 = icmp eq i8* %.7.i.i67, null
  br i1 %.8.i.i68, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140289593148672, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %93 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i65 = getelementptr i8, i8* %.7.i.i67, i64 24
  %94 = bitcast i8* %.5.i65 to double**
  %.6.i66104 = load double*, double** %94, align 8
  br i1 %93, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %.346.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.346.not, label %for.end.1.loopexit123, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check147 = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check147, label %for.body.1.us.preheader159, label %vector.memcheck135

vector.memcheck135:                               ; preds = %for.body.1.us.preheader
  %scevgep137 = getelementptr double, double* %.6.i66104, i64 %arg.x.5.0
  %scevgep139 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0141 = icmp ult double* %.6.i66104, %scevgep139
  %bound1142 = icmp ugt double* %scevgep137, %arg.x.4
  %found.conflict143 = and i1 %bound0141, %bound1142
  br i1 %found.conflict143, label %for.body.1.us.preheader159, label %vector.ph148

vector.ph148:                                     ; preds = %vector.memcheck135
  %n.vec150 = and i64 %arg.x.5.0, -32
  %95 = add i64 %n.vec150, -32
  %96 = lshr exact i64 %95, 5
  %97 = add nuw nsw i64 %96, 1
  %xtraiter164 = and i64 %97, 7
  %98 = icmp ult i64 %95, 224
  br i1 %98, label %middle.block144.unr-lcssa, label %vector.ph148.new

vector.ph148.new:                                 ; preds = %vector.ph148
  %unroll_iter167 = and i64 %97, 1152921504606846968
  %scevgep404 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep500 = getelementptr double, double* %.6.i66104, i64 248
  br label %vector.body146

vector.body146:                                   ; preds = %vector.body146, %vector.ph148.new
  %lsr.iv596 = phi i64 [ %lsr.iv.next597, %vector.body146 ], [ %unroll_iter167, %vector.ph148.new ]
  %index153 = phi i64 [ 0, %vector.ph148.new ], [ %index.next158.7, %vector.body146 ]
  %scevgep488 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep488489 = bitcast double* %scevgep488 to <8 x double>*
  %scevgep490 = getelementptr <8 x double>, <8 x double>* %scevgep488489, i64 -31
  %wide.load154 = load <8 x double>, <8 x double>* %scevgep490, align 8, !alias.scope !33
  %scevgep497 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep497498 = bitcast double* %scevgep497 to <8 x double>*
  %scevgep499 = getelementptr <8 x double>, <8 x double>* %scevgep497498, i64 -30
  %wide.load155 = load <8 x double>, <8 x double>* %scevgep499, align 8, !alias.scope !33
  %scevgep494 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep494495 = bitcast double* %scevgep494 to <8 x double>*
  %scevgep496 = getelementptr <8 x double>, <8 x double>* %scevgep494495, i64 -29
  %wide.load156 = load <8 x double>, <8 x double>* %scevgep496, align 8, !alias.scope !33
  %scevgep491 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep491492 = bitcast double* %scevgep491 to <8 x double>*
  %scevgep493 = getelementptr <8 x double>, <8 x double>* %scevgep491492, i64 -28
  %wide.load157 = load <8 x double>, <8 x double>* %scevgep493, align 8, !alias.scope !33
  %99 = fmul <8 x double> %wide.load154, %wide.load154
  %100 = fmul <8 x double> %wide.load155, %wide.load155
  %101 = fmul <8 x double> %wide.load156, %wide.load156
  %102 = fmul <8 x double> %wide.load157, %wide.load157
  %scevgep584 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep584585 = bitcast double* %scevgep584 to <8 x double>*
  %scevgep586 = getelementptr <8 x double>, <8 x double>* %scevgep584585, i64 -31
  store <8 x double> %99, <8 x double>* %scevgep586, align 8, !alias.scope !36, !noalias !33
  %scevgep593 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep593594 = bitcast double* %scevgep593 to <8 x double>*
  %scevgep595 = getelementptr <8 x double>, <8 x double>* %scevgep593594, i64 -30
  store <8 x double> %100, <8 x double>* %scevgep595, align 8, !alias.scope !36, !noalias !33
  %scevgep590 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep590591 = bitcast double* %scevgep590 to <8 x double>*
  %scevgep592 = getelementptr <8 x double>, <8 x double>* %scevgep590591, i64 -29
  store <8 x double> %101, <8 x double>* %scevgep592, align 8, !alias.scope !36, !noalias !33
  %scevgep587 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep587588 = bitcast double* %scevgep587 to <8 x double>*
  %scevgep589 = getelementptr <8 x double>, <8 x double>* %scevgep587588, i64 -28
  store <8 x double> %102, <8 x double>* %scevgep589, align 8, !alias.scope !36, !noalias !33
  %scevgep474 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep474475 = bitcast double* %scevgep474 to <8 x double>*
  %scevgep476 = getelementptr <8 x double>, <8 x double>* %scevgep474475, i64 -27
  %wide.load154.1 = load <8 x double>, <8 x double>* %scevgep476, align 8, !alias.scope !33
  %scevgep471 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep471472 = bitcast double* %scevgep471 to <8 x double>*
  %scevgep473 = getelementptr <8 x double>, <8 x double>* %scevgep471472, i64 -26
  %wide.load155.1 = load <8 x double>, <8 x double>* %scevgep473, align 8, !alias.scope !33
  %scevgep468 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep468469 = bitcast double* %scevgep468 to <8 x double>*
  %scevgep470 = getelementptr <8 x double>, <8 x double>* %scevgep468469, i64 -25
  %wide.load156.1 = load <8 x double>, <8 x double>* %scevgep470, align 8, !alias.scope !33
  %scevgep465 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep465466 = bitcast double* %scevgep465 to <8 x double>*
  %scevgep467 = getelementptr <8 x double>, <8 x double>* %scevgep465466, i64 -24
  %wide.load157.1 = load <8 x double>, <8 x double>* %scevgep467, align 8, !alias.scope !33
  %103 = fmul <8 x double> %wide.load154.1, %wide.load154.1
  %104 = fmul <8 x double> %wide.load155.1, %wide.load155.1
  %105 = fmul <8 x double> %wide.load156.1, %wide.load156.1
  %106 = fmul <8 x double> %wide.load157.1, %wide.load157.1
  %scevgep570 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep570571 = bitcast double* %scevgep570 to <8 x double>*
  %scevgep572 = getelementptr <8 x double>, <8 x double>* %scevgep570571, i64 -27
  store <8 x double> %103, <8 x double>* %scevgep572, align 8, !alias.scope !36, !noalias !33
  %scevgep567 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep567568 = bitcast double* %scevgep567 to <8 x double>*
  %scevgep569 = getelementptr <8 x double>, <8 x double>* %scevgep567568, i64 -26
  store <8 x double> %104, <8 x double>* %scevgep569, align 8, !alias.scope !36, !noalias !33
  %scevgep564 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep564565 = bitcast double* %scevgep564 to <8 x double>*
  %scevgep566 = getelementptr <8 x double>, <8 x double>* %scevgep564565, i64 -25
  store <8 x double> %105, <8 x double>* %scevgep566, align 8, !alias.scope !36, !noalias !33
  %scevgep561 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep561562 = bitcast double* %scevgep561 to <8 x double>*
  %scevgep563 = getelementptr <8 x double>, <8 x double>* %scevgep561562, i64 -24
  store <8 x double> %106, <8 x double>* %scevgep563, align 8, !alias.scope !36, !noalias !33
  %scevgep462 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep462463 = bitcast double* %scevgep462 to <8 x double>*
  %scevgep464 = getelementptr <8 x double>, <8 x double>* %scevgep462463, i64 -23
  %wide.load154.2 = load <8 x double>, <8 x double>* %scevgep464, align 8, !alias.scope !33
  %scevgep459 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep459460 = bitcast double* %scevgep459 to <8 x double>*
  %scevgep461 = getelementptr <8 x double>, <8 x double>* %scevgep459460, i64 -22
  %wide.load155.2 = load <8 x double>, <8 x double>* %scevgep461, align 8, !alias.scope !33
  %scevgep456 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep456457 = bitcast double* %scevgep456 to <8 x double>*
  %scevgep458 = getelementptr <8 x double>, <8 x double>* %scevgep456457, i64 -21
  %wide.load156.2 = load <8 x double>, <8 x double>* %scevgep458, align 8, !alias.scope !33
  %scevgep453 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep453454 = bitcast double* %scevgep453 to <8 x double>*
  %scevgep455 = getelementptr <8 x double>, <8 x double>* %scevgep453454, i64 -20
  %wide.load157.2 = load <8 x double>, <8 x double>* %scevgep455, align 8, !alias.scope !33
  %107 = fmul <8 x double> %wide.load154.2, %wide.load154.2
  %108 = fmul <8 x double> %wide.load155.2, %wide.load155.2
  %109 = fmul <8 x double> %wide.load156.2, %wide.load156.2
  %110 = fmul <8 x double> %wide.load157.2, %wide.load157.2
  %scevgep558 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep558559 = bitcast double* %scevgep558 to <8 x double>*
  %scevgep560 = getelementptr <8 x double>, <8 x double>* %scevgep558559, i64 -23
  store <8 x double> %107, <8 x double>* %scevgep560, align 8, !alias.scope !36, !noalias !33
  %scevgep555 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep555556 = bitcast double* %scevgep555 to <8 x double>*
  %scevgep557 = getelementptr <8 x double>, <8 x double>* %scevgep555556, i64 -22
  store <8 x double> %108, <8 x double>* %scevgep557, align 8, !alias.scope !36, !noalias !33
  %scevgep552 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep552553 = bitcast double* %scevgep552 to <8 x double>*
  %scevgep554 = getelementptr <8 x double>, <8 x double>* %scevgep552553, i64 -21
  store <8 x double> %109, <8 x double>* %scevgep554, align 8, !alias.scope !36, !noalias !33
  %scevgep549 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep549550 = bitcast double* %scevgep549 to <8 x double>*
  %scevgep551 = getelementptr <8 x double>, <8 x double>* %scevgep549550, i64 -20
  store <8 x double> %110, <8 x double>* %scevgep551, align 8, !alias.scope !36, !noalias !33
  %scevgep450 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep450451 = bitcast double* %scevgep450 to <8 x double>*
  %scevgep452 = getelementptr <8 x double>, <8 x double>* %scevgep450451, i64 -19
  %wide.load154.3 = load <8 x double>, <8 x double>* %scevgep452, align 8, !alias.scope !33
  %scevgep447 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep447448 = bitcast double* %scevgep447 to <8 x double>*
  %scevgep449 = getelementptr <8 x double>, <8 x double>* %scevgep447448, i64 -18
  %wide.load155.3 = load <8 x double>, <8 x double>* %scevgep449, align 8, !alias.scope !33
  %scevgep444 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep444445 = bitcast double* %scevgep444 to <8 x double>*
  %scevgep446 = getelementptr <8 x double>, <8 x double>* %scevgep444445, i64 -17
  %wide.load156.3 = load <8 x double>, <8 x double>* %scevgep446, align 8, !alias.scope !33
  %scevgep441 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep441442 = bitcast double* %scevgep441 to <8 x double>*
  %scevgep443 = getelementptr <8 x double>, <8 x double>* %scevgep441442, i64 -16
  %wide.load157.3 = load <8 x double>, <8 x double>* %scevgep443, align 8, !alias.scope !33
  %111 = fmul <8 x double> %wide.load154.3, %wide.load154.3
  %112 = fmul <8 x double> %wide.load155.3, %wide.load155.3
  %113 = fmul <8 x double> %wide.load156.3, %wide.load156.3
  %114 = fmul <8 x double> %wide.load157.3, %wide.load157.3
  %scevgep546 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep546547 = bitcast double* %scevgep546 to <8 x double>*
  %scevgep548 = getelementptr <8 x double>, <8 x double>* %scevgep546547, i64 -19
  store <8 x double> %111, <8 x double>* %scevgep548, align 8, !alias.scope !36, !noalias !33
  %scevgep543 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep543544 = bitcast double* %scevgep543 to <8 x double>*
  %scevgep545 = getelementptr <8 x double>, <8 x double>* %scevgep543544, i64 -18
  store <8 x double> %112, <8 x double>* %scevgep545, align 8, !alias.scope !36, !noalias !33
  %scevgep540 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep540541 = bitcast double* %scevgep540 to <8 x double>*
  %scevgep542 = getelementptr <8 x double>, <8 x double>* %scevgep540541, i64 -17
  store <8 x double> %113, <8 x double>* %scevgep542, align 8, !alias.scope !36, !noalias !33
  %scevgep537 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep537538 = bitcast double* %scevgep537 to <8 x double>*
  %scevgep539 = getelementptr <8 x double>, <8 x double>* %scevgep537538, i64 -16
  store <8 x double> %114, <8 x double>* %scevgep539, align 8, !alias.scope !36, !noalias !33
  %scevgep438 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep438439 = bitcast double* %scevgep438 to <8 x double>*
  %scevgep440 = getelementptr <8 x double>, <8 x double>* %scevgep438439, i64 -15
  %wide.load154.4 = load <8 x double>, <8 x double>* %scevgep440, align 8, !alias.scope !33
  %scevgep435 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep435436 = bitcast double* %scevgep435 to <8 x double>*
  %scevgep437 = getelementptr <8 x double>, <8 x double>* %scevgep435436, i64 -14
  %wide.load155.4 = load <8 x double>, <8 x double>* %scevgep437, align 8, !alias.scope !33
  %scevgep432 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep432433 = bitcast double* %scevgep432 to <8 x double>*
  %scevgep434 = getelementptr <8 x double>, <8 x double>* %scevgep432433, i64 -13
  %wide.load156.4 = load <8 x double>, <8 x double>* %scevgep434, align 8, !alias.scope !33
  %scevgep429 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep429430 = bitcast double* %scevgep429 to <8 x double>*
  %scevgep431 = getelementptr <8 x double>, <8 x double>* %scevgep429430, i64 -12
  %wide.load157.4 = load <8 x double>, <8 x double>* %scevgep431, align 8, !alias.scope !33
  %115 = fmul <8 x double> %wide.load154.4, %wide.load154.4
  %116 = fmul <8 x double> %wide.load155.4, %wide.load155.4
  %117 = fmul <8 x double> %wide.load156.4, %wide.load156.4
  %118 = fmul <8 x double> %wide.load157.4, %wide.load157.4
  %scevgep534 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep534535 = bitcast double* %scevgep534 to <8 x double>*
  %scevgep536 = getelementptr <8 x double>, <8 x double>* %scevgep534535, i64 -15
  store <8 x double> %115, <8 x double>* %scevgep536, align 8, !alias.scope !36, !noalias !33
  %scevgep531 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep531532 = bitcast double* %scevgep531 to <8 x double>*
  %scevgep533 = getelementptr <8 x double>, <8 x double>* %scevgep531532, i64 -14
  store <8 x double> %116, <8 x double>* %scevgep533, align 8, !alias.scope !36, !noalias !33
  %scevgep528 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep528529 = bitcast double* %scevgep528 to <8 x double>*
  %scevgep530 = getelementptr <8 x double>, <8 x double>* %scevgep528529, i64 -13
  store <8 x double> %117, <8 x double>* %scevgep530, align 8, !alias.scope !36, !noalias !33
  %scevgep525 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep525526 = bitcast double* %scevgep525 to <8 x double>*
  %scevgep527 = getelementptr <8 x double>, <8 x double>* %scevgep525526, i64 -12
  store <8 x double> %118, <8 x double>* %scevgep527, align 8, !alias.scope !36, !noalias !33
  %scevgep426 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep426427 = bitcast double* %scevgep426 to <8 x double>*
  %scevgep428 = getelementptr <8 x double>, <8 x double>* %scevgep426427, i64 -11
  %wide.load154.5 = load <8 x double>, <8 x double>* %scevgep428, align 8, !alias.scope !33
  %scevgep423 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep423424 = bitcast double* %scevgep423 to <8 x double>*
  %scevgep425 = getelementptr <8 x double>, <8 x double>* %scevgep423424, i64 -10
  %wide.load155.5 = load <8 x double>, <8 x double>* %scevgep425, align 8, !alias.scope !33
  %scevgep420 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep420421 = bitcast double* %scevgep420 to <8 x double>*
  %scevgep422 = getelementptr <8 x double>, <8 x double>* %scevgep420421, i64 -9
  %wide.load156.5 = load <8 x double>, <8 x double>* %scevgep422, align 8, !alias.scope !33
  %scevgep417 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep417418 = bitcast double* %scevgep417 to <8 x double>*
  %scevgep419 = getelementptr <8 x double>, <8 x double>* %scevgep417418, i64 -8
  %wide.load157.5 = load <8 x double>, <8 x double>* %scevgep419, align 8, !alias.scope !33
  %119 = fmul <8 x double> %wide.load154.5, %wide.load154.5
  %120 = fmul <8 x double> %wide.load155.5, %wide.load155.5
  %121 = fmul <8 x double> %wide.load156.5, %wide.load156.5
  %122 = fmul <8 x double> %wide.load157.5, %wide.load157.5
  %scevgep522 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep522523 = bitcast double* %scevgep522 to <8 x double>*
  %scevgep524 = getelementptr <8 x double>, <8 x double>* %scevgep522523, i64 -11
  store <8 x double> %119, <8 x double>* %scevgep524, align 8, !alias.scope !36, !noalias !33
  %scevgep519 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep519520 = bitcast double* %scevgep519 to <8 x double>*
  %scevgep521 = getelementptr <8 x double>, <8 x double>* %scevgep519520, i64 -10
  store <8 x double> %120, <8 x double>* %scevgep521, align 8, !alias.scope !36, !noalias !33
  %scevgep516 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep516517 = bitcast double* %scevgep516 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep516517, i64 -9
  store <8 x double> %121, <8 x double>* %scevgep518, align 8, !alias.scope !36, !noalias !33
  %scevgep513 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep513514 = bitcast double* %scevgep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %scevgep513514, i64 -8
  store <8 x double> %122, <8 x double>* %scevgep515, align 8, !alias.scope !36, !noalias !33
  %scevgep414 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep414415 = bitcast double* %scevgep414 to <8 x double>*
  %scevgep416 = getelementptr <8 x double>, <8 x double>* %scevgep414415, i64 -7
  %wide.load154.6 = load <8 x double>, <8 x double>* %scevgep416, align 8, !alias.scope !33
  %scevgep411 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep411412 = bitcast double* %scevgep411 to <8 x double>*
  %scevgep413 = getelementptr <8 x double>, <8 x double>* %scevgep411412, i64 -6
  %wide.load155.6 = load <8 x double>, <8 x double>* %scevgep413, align 8, !alias.scope !33
  %scevgep408 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep408409 = bitcast double* %scevgep408 to <8 x double>*
  %scevgep410 = getelementptr <8 x double>, <8 x double>* %scevgep408409, i64 -5
  %wide.load156.6 = load <8 x double>, <8 x double>* %scevgep410, align 8, !alias.scope !33
  %scevgep405 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep405406 = bitcast double* %scevgep405 to <8 x double>*
  %scevgep407 = getelementptr <8 x double>, <8 x double>* %scevgep405406, i64 -4
  %wide.load157.6 = load <8 x double>, <8 x double>* %scevgep407, align 8, !alias.scope !33
  %123 = fmul <8 x double> %wide.load154.6, %wide.load154.6
  %124 = fmul <8 x double> %wide.load155.6, %wide.load155.6
  %125 = fmul <8 x double> %wide.load156.6, %wide.load156.6
  %126 = fmul <8 x double> %wide.load157.6, %wide.load157.6
  %scevgep510 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep510511 = bitcast double* %scevgep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %scevgep510511, i64 -7
  store <8 x double> %123, <8 x double>* %scevgep512, align 8, !alias.scope !36, !noalias !33
  %scevgep507 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep507508 = bitcast double* %scevgep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %scevgep507508, i64 -6
  store <8 x double> %124, <8 x double>* %scevgep509, align 8, !alias.scope !36, !noalias !33
  %scevgep504 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -5
  store <8 x double> %125, <8 x double>* %scevgep506, align 8, !alias.scope !36, !noalias !33
  %scevgep501 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -4
  store <8 x double> %126, <8 x double>* %scevgep503, align 8, !alias.scope !36, !noalias !33
  %scevgep485 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep485486 = bitcast double* %scevgep485 to <8 x double>*
  %scevgep487 = getelementptr <8 x double>, <8 x double>* %scevgep485486, i64 -3
  %wide.load154.7 = load <8 x double>, <8 x double>* %scevgep487, align 8, !alias.scope !33
  %scevgep482 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep482483 = bitcast double* %scevgep482 to <8 x double>*
  %scevgep484 = getelementptr <8 x double>, <8 x double>* %scevgep482483, i64 -2
  %wide.load155.7 = load <8 x double>, <8 x double>* %scevgep484, align 8, !alias.scope !33
  %scevgep479 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep479480 = bitcast double* %scevgep479 to <8 x double>*
  %scevgep481 = getelementptr <8 x double>, <8 x double>* %scevgep479480, i64 -1
  %wide.load156.7 = load <8 x double>, <8 x double>* %scevgep481, align 8, !alias.scope !33
  %scevgep477 = getelementptr double, double* %scevgep404, i64 %index153
  %scevgep477478 = bitcast double* %scevgep477 to <8 x double>*
  %wide.load157.7 = load <8 x double>, <8 x double>* %scevgep477478, align 8, !alias.scope !33
  %127 = fmul <8 x double> %wide.load154.7, %wide.load154.7
  %128 = fmul <8 x double> %wide.load155.7, %wide.load155.7
  %129 = fmul <8 x double> %wide.load156.7, %wide.load156.7
  %130 = fmul <8 x double> %wide.load157.7, %wide.load157.7
  %scevgep581 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep581582 = bitcast double* %scevgep581 to <8 x double>*
  %scevgep583 = getelementptr <8 x double>, <8 x double>* %scevgep581582, i64 -3
  store <8 x double> %127, <8 x double>* %scevgep583, align 8, !alias.scope !36, !noalias !33
  %scevgep578 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep578579 = bitcast double* %scevgep578 to <8 x double>*
  %scevgep580 = getelementptr <8 x double>, <8 x double>* %scevgep578579, i64 -2
  store <8 x double> %128, <8 x double>* %scevgep580, align 8, !alias.scope !36, !noalias !33
  %scevgep575 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep575576 = bitcast double* %scevgep575 to <8 x double>*
  %scevgep577 = getelementptr <8 x double>, <8 x double>* %scevgep575576, i64 -1
  store <8 x double> %129, <8 x double>* %scevgep577, align 8, !alias.scope !36, !noalias !33
  %scevgep573 = getelementptr double, double* %scevgep500, i64 %index153
  %scevgep573574 = bitcast double* %scevgep573 to <8 x double>*
  store <8 x double> %130, <8 x double>* %scevgep573574, align 8, !alias.scope !36, !noalias !33
  %index.next158.7 = add i64 %index153, 256
  %lsr.iv.next597 = add i64 %lsr.iv596, -8
  %niter168.ncmp.7 = icmp eq i64 %lsr.iv.next597, 0
  br i1 %niter168.ncmp.7, label %middle.block144.unr-lcssa, label %vector.body146, !llvm.loop !38

middle.block144.unr-lcssa:                        ; preds = %vector.body146, %vector.ph148
  %index153.unr = phi i64 [ 0, %vector.ph148 ], [ %index.next158.7, %vector.body146 ]
  %lcmp.mod166.not = icmp eq i64 %xtraiter164, 0
  br i1 %lcmp.mod166.not, label %middle.block144, label %vector.body146.epil.preheader

vector.body146.epil.preheader:                    ; preds = %middle.block144.unr-lcssa
  %131 = add nuw nsw i64 %index153.unr, 24
  %scevgep376 = getelementptr double, double* %.6.i66104, i64 %131
  %scevgep391 = getelementptr double, double* %arg.x.4, i64 %131
  %132 = shl nuw nsw i64 %xtraiter164, 8
  br label %vector.body146.epil

vector.body146.epil:                              ; preds = %vector.body146.epil.preheader, %vector.body146.epil
  %lsr.iv377 = phi i64 [ 0, %vector.body146.epil.preheader ], [ %lsr.iv.next378, %vector.body146.epil ]
  %133 = bitcast double* %scevgep391 to i8*
  %134 = bitcast double* %scevgep376 to i8*
  %uglygep401 = getelementptr i8, i8* %133, i64 %lsr.iv377
  %uglygep401402 = bitcast i8* %uglygep401 to <8 x double>*
  %scevgep403 = getelementptr <8 x double>, <8 x double>* %uglygep401402, i64 -3
  %wide.load154.epil = load <8 x double>, <8 x double>* %scevgep403, align 8, !alias.scope !33
  %uglygep398 = getelementptr i8, i8* %133, i64 %lsr.iv377
  %uglygep398399 = bitcast i8* %uglygep398 to <8 x double>*
  %scevgep400 = getelementptr <8 x double>, <8 x double>* %uglygep398399, i64 -2
  %wide.load155.epil = load <8 x double>, <8 x double>* %scevgep400, align 8, !alias.scope !33
  %uglygep395 = getelementptr i8, i8* %133, i64 %lsr.iv377
  %uglygep395396 = bitcast i8* %uglygep395 to <8 x double>*
  %scevgep397 = getelementptr <8 x double>, <8 x double>* %uglygep395396, i64 -1
  %wide.load156.epil = load <8 x double>, <8 x double>* %scevgep397, align 8, !alias.scope !33
  %uglygep393 = getelementptr i8, i8* %133, i64 %lsr.iv377
  %uglygep393394 = bitcast i8* %uglygep393 to <8 x double>*
  %wide.load157.epil = load <8 x double>, <8 x double>* %uglygep393394, align 8, !alias.scope !33
  %135 = fmul <8 x double> %wide.load154.epil, %wide.load154.epil
  %136 = fmul <8 x double> %wide.load155.epil, %wide.load155.epil
  %137 = fmul <8 x double> %wide.load156.epil, %wide.load156.epil
  %138 = fmul <8 x double> %wide.load157.epil, %wide.load157.epil
  %uglygep388 = getelementptr i8, i8* %134, i64 %lsr.iv377
  %uglygep388389 = bitcast i8* %uglygep388 to <8 x double>*
  %scevgep390 = getelementptr <8 x double>, <8 x double>* %uglygep388389, i64 -3
  store <8 x double> %135, <8 x double>* %scevgep390, align 8, !alias.scope !36, !noalias !33
  %uglygep385 = getelementptr i8, i8* %134, i64 %lsr.iv377
  %uglygep385386 = bitcast i8* %uglygep385 to <8 x double>*
  %scevgep387 = getelementptr <8 x double>, <8 x double>* %uglygep385386, i64 -2
  store <8 x double> %136, <8 x double>* %scevgep387, align 8, !alias.scope !36, !noalias !33
  %uglygep382 = getelementptr i8, i8* %134, i64 %lsr.iv377
  %uglygep382383 = bitcast i8* %uglygep382 to <8 x double>*
  %scevgep384 = getelementptr <8 x double>, <8 x double>* %uglygep382383, i64 -1
  store <8 x double> %137, <8 x double>* %scevgep384, align 8, !alias.scope !36, !noalias !33
  %uglygep380 = getelementptr i8, i8* %134, i64 %lsr.iv377
  %uglygep380381 = bitcast i8* %uglygep380 to <8 x double>*
  store <8 x double> %138, <8 x double>* %uglygep380381, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next378 = add nuw nsw i64 %lsr.iv377, 256
  %epil.iter165.cmp.not = icmp eq i64 %132, %lsr.iv.next378
  br i1 %epil.iter165.cmp.not, label %middle.block144, label %vector.body146.epil, !llvm.loop !39

middle.block144:                                  ; preds = %vector.body146.epil, %middle.block144.unr-lcssa
  %cmp.n152 = icmp eq i64 %n.vec150, %arg.x.5.0
  br i1 %cmp.n152, label %for.end.1, label %for.body.1.us.preheader159

for.body.1.us.preheader159:                       ; preds = %vector.memcheck135, %for.body.1.us.preheader, %middle.block144
  %loop.index.199.us.ph = phi i64 [ 0, %vector.memcheck135 ], [ 0, %for.body.1.us.preheader ], [ %n.vec150, %middle.block144 ]
  %139 = xor i64 %loop.index.199.us.ph, -1
  %140 = add i64 %139, %arg.x.5.0
  %xtraiter162 = and i64 %arg.x.5.0, 7
  %lcmp.mod163.not = icmp eq i64 %xtraiter162, 0
  br i1 %lcmp.mod163.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader159
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv374 = phi i64 [ %xtraiter162, %for.body.1.us.prol.preheader ], [ %lsr.iv.next375, %for.body.1.us.prol ]
  %loop.index.199.us.prol = phi i64 [ %.383.us.prol, %for.body.1.us.prol ], [ %loop.index.199.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep373 = getelementptr double, double* %arg.x.4, i64 %loop.index.199.us.prol
  %.354.us.prol = load double, double* %scevgep373, align 8
  %.5.i1.us.prol = fmul double %.354.us.prol, %.354.us.prol
  %scevgep372 = getelementptr double, double* %.6.i66104, i64 %loop.index.199.us.prol
  store double %.5.i1.us.prol, double* %scevgep372, align 8
  %.383.us.prol = add nuw i64 %loop.index.199.us.prol, 1
  %lsr.iv.next375 = add nsw i64 %lsr.iv374, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next375, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !40

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader159
  %loop.index.199.us.unr = phi i64 [ %loop.index.199.us.ph, %for.body.1.us.preheader159 ], [ %.383.us.prol, %for.body.1.us.prol ]
  %141 = icmp ult i64 %140, 7
  br i1 %141, label %for.end.1, label %for.body.1.us.preheader183

for.body.1.us.preheader183:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader183, %for.body.1.us
  %loop.index.199.us = phi i64 [ %.383.us.7, %for.body.1.us ], [ %loop.index.199.us.unr, %for.body.1.us.preheader183 ]
  %sunkaddr947 = mul i64 %loop.index.199.us, 8
  %142 = bitcast double* %arg.x.4 to i8*
  %sunkaddr948 = getelementptr i8, i8* %142, i64 %sunkaddr947
  %143 = bitcast i8* %sunkaddr948 to double*
  %.354.us = load double, double* %143, align 8
  %.5.i1.us = fmul double %.354.us, %.354.us
  %sunkaddr949 = mul i64 %loop.index.199.us, 8
  %144 = bitcast double* %.6.i66104 to i8*
  %sunkaddr950 = getelementptr i8, i8* %144, i64 %sunkaddr949
  %145 = bitcast i8* %sunkaddr950 to double*
  store double %.5.i1.us, double* %145, align 8
  %sunkaddr951 = mul i64 %loop.index.199.us, 8
  %146 = bitcast double* %arg.x.4 to i8*
  %sunkaddr952 = getelementptr i8, i8* %146, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, i8* %sunkaddr952, i64 8
  %147 = bitcast i8* %sunkaddr953 to double*
  %.354.us.1 = load double, double* %147, align 8
  %.5.i1.us.1 = fmul double %.354.us.1, %.354.us.1
  %sunkaddr954 = mul i64 %loop.index.199.us, 8
  %148 = bitcast double* %.6.i66104 to i8*
  %sunkaddr955 = getelementptr i8, i8* %148, i64 %sunkaddr954
  %sunkaddr956 = getelementptr i8, i8* %sunkaddr955, i64 8
  %149 = bitcast i8* %sunkaddr956 to double*
  store double %.5.i1.us.1, double* %149, align 8
  %sunkaddr957 = mul i64 %loop.index.199.us, 8
  %150 = bitcast double* %arg.x.4 to i8*
  %sunkaddr958 = getelementptr i8, i8* %150, i64 %sunkaddr957
  %sunkaddr959 = getelementptr i8, i8* %sunkaddr958, i64 16
  %151 = bitcast i8* %sunkaddr959 to double*
  %.354.us.2 = load double, double* %151, align 8
  %.5.i1.us.2 = fmul double %.354.us.2, %.354.us.2
  %sunkaddr960 = mul i64 %loop.index.199.us, 8
  %152 = bitcast double* %.6.i66104 to i8*
  %sunkaddr961 = getelementptr i8, i8* %152, i64 %sunkaddr960
  %sunkaddr962 = getelementptr i8, i8* %sunkaddr961, i64 16
  %153 = bitcast i8* %sunkaddr962 to double*
  store double %.5.i1.us.2, double* %153, align 8
  %sunkaddr963 = mul i64 %loop.index.199.us, 8
  %154 = bitcast double* %arg.x.4 to i8*
  %sunkaddr964 = getelementptr i8, i8* %154, i64 %sunkaddr963
  %sunkaddr965 = getelementptr i8, i8* %sunkaddr964, i64 24
  %155 = bitcast i8* %sunkaddr965 to double*
  %.354.us.3 = load double, double* %155, align 8
  %.5.i1.us.3 = fmul double %.354.us.3, %.354.us.3
  %sunkaddr966 = mul i64 %loop.index.199.us, 8
  %156 = bitcast double* %.6.i66104 to i8*
  %sunkaddr967 = getelementptr i8, i8* %156, i64 %sunkaddr966
  %sunkaddr968 = getelementptr i8, i8* %sunkaddr967, i64 24
  %157 = bitcast i8* %sunkaddr968 to double*
  store double %.5.i1.us.3, double* %157, align 8
  %sunkaddr969 = mul i64 %loop.index.199.us, 8
  %158 = bitcast double* %arg.x.4 to i8*
  %sunkaddr970 = getelementptr i8, i8* %158, i64 %sunkaddr969
  %sunkaddr971 = getelementptr i8, i8* %sunkaddr970, i64 32
  %159 = bitcast i8* %sunkaddr971 to double*
  %.354.us.4 = load double, double* %159, align 8
  %.5.i1.us.4 = fmul double %.354.us.4, %.354.us.4
  %sunkaddr972 = mul i64 %loop.index.199.us, 8
  %160 = bitcast double* %.6.i66104 to i8*
  %sunkaddr973 = getelementptr i8, i8* %160, i64 %sunkaddr972
  %sunkaddr974 = getelementptr i8, i8* %sunkaddr973, i64 32
  %161 = bitcast i8* %sunkaddr974 to double*
  store double %.5.i1.us.4, double* %161, align 8
  %sunkaddr975 = mul i64 %loop.index.199.us, 8
  %162 = bitcast double* %arg.x.4 to i8*
  %sunkaddr976 = getelementptr i8, i8* %162, i64 %sunkaddr975
  %sunkaddr977 = getelementptr i8, i8* %sunkaddr976, i64 40
  %163 = bitcast i8* %sunkaddr977 to double*
  %.354.us.5 = load double, double* %163, align 8
  %.5.i1.us.5 = fmul double %.354.us.5, %.354.us.5
  %sunkaddr978 = mul i64 %loop.index.199.us, 8
  %164 = bitcast double* %.6.i66104 to i8*
  %sunkaddr979 = getelementptr i8, i8* %164, i64 %sunkaddr978
  %sunkaddr980 = getelementptr i8, i8* %sunkaddr979, i64 40
  %165 = bitcast i8* %sunkaddr980 to double*
  store double %.5.i1.us.5, double* %165, align 8
  %sunkaddr981 = mul i64 %loop.index.199.us, 8
  %166 = bitcast double* %arg.x.4 to i8*
  %sunkaddr982 = getelementptr i8, i8* %166, i64 %sunkaddr981
  %sunkaddr983 = getelementptr i8, i8* %sunkaddr982, i64 48
  %167 = bitcast i8* %sunkaddr983 to double*
  %.354.us.6 = load double, double* %167, align 8
  %.5.i1.us.6 = fmul double %.354.us.6, %.354.us.6
  %sunkaddr984 = mul i64 %loop.index.199.us, 8
  %168 = bitcast double* %.6.i66104 to i8*
  %sunkaddr985 = getelementptr i8, i8* %168, i64 %sunkaddr984
  %sunkaddr986 = getelementptr i8, i8* %sunkaddr985, i64 48
  %169 = bitcast i8* %sunkaddr986 to double*
  store double %.5.i1.us.6, double* %169, align 8
  %sunkaddr987 = mul i64 %loop.index.199.us, 8
  %170 = bitcast double* %arg.x.4 to i8*
  %sunkaddr988 = getelementptr i8, i8* %170, i64 %sunkaddr987
  %sunkaddr989 = getelementptr i8, i8* %sunkaddr988, i64 56
  %171 = bitcast i8* %sunkaddr989 to double*
  %.354.us.7 = load double, double* %171, align 8
  %.5.i1.us.7 = fmul double %.354.us.7, %.354.us.7
  %sunkaddr990 = mul i64 %loop.index.199.us, 8
  %172 = bitcast double* %.6.i66104 to i8*
  %sunkaddr991 = getelementptr i8, i8* %172, i64 %sunkaddr990
  %sunkaddr992 = getelementptr i8, i8* %sunkaddr991, i64 56
  %173 = bitcast i8* %sunkaddr992 to double*
  store double %.5.i1.us.7, double* %173, align 8
  %.383.us.7 = add nuw nsw i64 %loop.index.199.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.383.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !41

for.end.1.loopexit123:                            ; preds = %for.body.1.preheader
  %.354 = load double, double* %arg.x.4, align 8
  %.5.i1 = fmul double %.354, %.354
  store double %.5.i1, double* %.6.i66104, align 8
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block144, %for.end.1.loopexit123, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.68.i5129, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %174 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %175 = icmp ult i64 %174, 7
  br i1 %175, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const854 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const854
  %176 = add nsw i64 %unroll_iter.i, -8
  %177 = lshr exact i64 %176, 3
  %178 = add nuw nsw i64 %177, 1
  %xtraiter = and i64 %178, 7
  %179 = icmp ult i64 %176, 56
  br i1 %179, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %178, %const
  %scevgep210 = getelementptr double, double* %.6.i66104, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %180 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep186 = getelementptr double, double* %.6.i66104, i64 %180
  %181 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %182 = bitcast double* %scevgep186 to i8*
  %uglygep207 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep207208 = bitcast i8* %uglygep207 to double*
  %scevgep209 = getelementptr double, double* %uglygep207208, i64 -7
  %.236.i.epil = load double, double* %scevgep209, align 8, !noalias !42
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep204 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep204205 = bitcast i8* %uglygep204 to double*
  %scevgep206 = getelementptr double, double* %uglygep204205, i64 -6
  %.236.1.i.epil = load double, double* %scevgep206, align 8, !noalias !42
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep201 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep201202 = bitcast i8* %uglygep201 to double*
  %scevgep203 = getelementptr double, double* %uglygep201202, i64 -5
  %.236.2.i.epil = load double, double* %scevgep203, align 8, !noalias !42
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep198 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep198199 = bitcast i8* %uglygep198 to double*
  %scevgep200 = getelementptr double, double* %uglygep198199, i64 -4
  %.236.3.i.epil = load double, double* %scevgep200, align 8, !noalias !42
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep195 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep195196 = bitcast i8* %uglygep195 to double*
  %scevgep197 = getelementptr double, double* %uglygep195196, i64 -3
  %.236.4.i.epil = load double, double* %scevgep197, align 8, !noalias !42
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep192 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep192193 = bitcast i8* %uglygep192 to double*
  %scevgep194 = getelementptr double, double* %uglygep192193, i64 -2
  %.236.5.i.epil = load double, double* %scevgep194, align 8, !noalias !42
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep189 = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep189190 = bitcast i8* %uglygep189 to double*
  %scevgep191 = getelementptr double, double* %uglygep189190, i64 -1
  %.236.6.i.epil = load double, double* %scevgep191, align 8, !noalias !42
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %182, i64 %lsr.iv
  %uglygep188 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep188, align 8, !noalias !42
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %181, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !45

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i66104, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep185 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep185, align 8, !noalias !42
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv338 = phi i64 [ %lsr.iv.next339, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep336 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -63
  %.236.i = load double, double* %scevgep337, align 8, !noalias !42
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep334 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -62
  %.236.1.i = load double, double* %scevgep335, align 8, !noalias !42
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep332 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -61
  %.236.2.i = load double, double* %scevgep333, align 8, !noalias !42
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep330 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -60
  %.236.3.i = load double, double* %scevgep331, align 8, !noalias !42
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep328 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -59
  %.236.4.i = load double, double* %scevgep329, align 8, !noalias !42
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep326 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -58
  %.236.5.i = load double, double* %scevgep327, align 8, !noalias !42
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep324 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -57
  %.236.6.i = load double, double* %scevgep325, align 8, !noalias !42
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep322 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -56
  %.236.7.i = load double, double* %scevgep323, align 8, !noalias !42
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep291 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -55
  %.236.i.1 = load double, double* %scevgep292, align 8, !noalias !42
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep293 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -54
  %.236.1.i.1 = load double, double* %scevgep294, align 8, !noalias !42
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep295 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -53
  %.236.2.i.1 = load double, double* %scevgep296, align 8, !noalias !42
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep297 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -52
  %.236.3.i.1 = load double, double* %scevgep298, align 8, !noalias !42
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep299 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -51
  %.236.4.i.1 = load double, double* %scevgep300, align 8, !noalias !42
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep301 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -50
  %.236.5.i.1 = load double, double* %scevgep302, align 8, !noalias !42
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep303 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -49
  %.236.6.i.1 = load double, double* %scevgep304, align 8, !noalias !42
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep305 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -48
  %.236.7.i.1 = load double, double* %scevgep306, align 8, !noalias !42
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep275 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -47
  %.236.i.2 = load double, double* %scevgep276, align 8, !noalias !42
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep277 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -46
  %.236.1.i.2 = load double, double* %scevgep278, align 8, !noalias !42
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep279 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -45
  %.236.2.i.2 = load double, double* %scevgep280, align 8, !noalias !42
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep281 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -44
  %.236.3.i.2 = load double, double* %scevgep282, align 8, !noalias !42
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep283 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -43
  %.236.4.i.2 = load double, double* %scevgep284, align 8, !noalias !42
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep285 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -42
  %.236.5.i.2 = load double, double* %scevgep286, align 8, !noalias !42
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep287 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -41
  %.236.6.i.2 = load double, double* %scevgep288, align 8, !noalias !42
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep289 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -40
  %.236.7.i.2 = load double, double* %scevgep290, align 8, !noalias !42
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep259 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -39
  %.236.i.3 = load double, double* %scevgep260, align 8, !noalias !42
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep261 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -38
  %.236.1.i.3 = load double, double* %scevgep262, align 8, !noalias !42
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep263 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -37
  %.236.2.i.3 = load double, double* %scevgep264, align 8, !noalias !42
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep265 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -36
  %.236.3.i.3 = load double, double* %scevgep266, align 8, !noalias !42
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep267 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -35
  %.236.4.i.3 = load double, double* %scevgep268, align 8, !noalias !42
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep269 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -34
  %.236.5.i.3 = load double, double* %scevgep270, align 8, !noalias !42
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep271 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -33
  %.236.6.i.3 = load double, double* %scevgep272, align 8, !noalias !42
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep273 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -32
  %.236.7.i.3 = load double, double* %scevgep274, align 8, !noalias !42
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep243 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -31
  %.236.i.4 = load double, double* %scevgep244, align 8, !noalias !42
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep245 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -30
  %.236.1.i.4 = load double, double* %scevgep246, align 8, !noalias !42
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep247 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -29
  %.236.2.i.4 = load double, double* %scevgep248, align 8, !noalias !42
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep249 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -28
  %.236.3.i.4 = load double, double* %scevgep250, align 8, !noalias !42
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep251 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -27
  %.236.4.i.4 = load double, double* %scevgep252, align 8, !noalias !42
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep253 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -26
  %.236.5.i.4 = load double, double* %scevgep254, align 8, !noalias !42
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep255 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -25
  %.236.6.i.4 = load double, double* %scevgep256, align 8, !noalias !42
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep257 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -24
  %.236.7.i.4 = load double, double* %scevgep258, align 8, !noalias !42
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep227 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -23
  %.236.i.5 = load double, double* %scevgep228, align 8, !noalias !42
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep229 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -22
  %.236.1.i.5 = load double, double* %scevgep230, align 8, !noalias !42
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep231 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -21
  %.236.2.i.5 = load double, double* %scevgep232, align 8, !noalias !42
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep233 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -20
  %.236.3.i.5 = load double, double* %scevgep234, align 8, !noalias !42
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep235 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -19
  %.236.4.i.5 = load double, double* %scevgep236, align 8, !noalias !42
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep237 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -18
  %.236.5.i.5 = load double, double* %scevgep238, align 8, !noalias !42
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep239 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -17
  %.236.6.i.5 = load double, double* %scevgep240, align 8, !noalias !42
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep241 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -16
  %.236.7.i.5 = load double, double* %scevgep242, align 8, !noalias !42
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep211 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -15
  %.236.i.6 = load double, double* %scevgep212, align 8, !noalias !42
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep213 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -14
  %.236.1.i.6 = load double, double* %scevgep214, align 8, !noalias !42
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep215 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -13
  %.236.2.i.6 = load double, double* %scevgep216, align 8, !noalias !42
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep217 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -12
  %.236.3.i.6 = load double, double* %scevgep218, align 8, !noalias !42
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep219 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -11
  %.236.4.i.6 = load double, double* %scevgep220, align 8, !noalias !42
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep221 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -10
  %.236.5.i.6 = load double, double* %scevgep222, align 8, !noalias !42
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep223 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -9
  %.236.6.i.6 = load double, double* %scevgep224, align 8, !noalias !42
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep225 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -8
  %.236.7.i.6 = load double, double* %scevgep226, align 8, !noalias !42
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep307 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -7
  %.236.i.7 = load double, double* %scevgep308, align 8, !noalias !42
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep309 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -6
  %.236.1.i.7 = load double, double* %scevgep310, align 8, !noalias !42
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep311 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -5
  %.236.2.i.7 = load double, double* %scevgep312, align 8, !noalias !42
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep313 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -4
  %.236.3.i.7 = load double, double* %scevgep314, align 8, !noalias !42
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep315 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -3
  %.236.4.i.7 = load double, double* %scevgep316, align 8, !noalias !42
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep317 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -2
  %.236.5.i.7 = load double, double* %scevgep318, align 8, !noalias !42
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep319 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -1
  %.236.6.i.7 = load double, double* %scevgep320, align 8, !noalias !42
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep321 = getelementptr double, double* %scevgep210, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep321, align 8, !noalias !42
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next339 = add i64 %lsr.iv338, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next339, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i67)
  %retptr.repack993 = bitcast [2 x double]* %retptr to double*
  store double %c.2.0.lcssa.i27, double* %retptr.repack993, align 8
  %retptr.repack105 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %c.2.0.lcssa.i, double* %retptr.repack105, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.sum_and_sumsq, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca [2 x double], align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast [2 x double]* %.43 to double*
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast [2 x double]* %.43 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %.49 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load double, double* %3, align 8
  %10 = bitcast [2 x double]* %.43 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %10, i64 8
  %11 = bitcast i8* %sunkaddr6 to double*
  %.59.fca.1.load = load double, double* %11, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %12 = icmp sgt i32 %.49, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyTuple_New(i32 2)
  %.69 = call i8* @PyFloat_FromDouble(double %.59.fca.0.load)
  %.70 = call i32 @PyTuple_SetItem(i8* %.67, i32 0, i8* %.69)
  %.72 = call i8* @PyFloat_FromDouble(double %.59.fca.1.load)
  %.73 = call i32 @PyTuple_SetItem(i8* %.67, i32 1, i8* %.72)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call i8* @PyBytes_FromStringAndSize(i8* %.83, i64 %.86)
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 3
  %.92 = bitcast i8* %.91 to i8* (i8*)*
  %.93 = call i8* %.92(i8* %.89)
  %.94 = icmp eq i8* %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { i8*, i32, i8*, i8*, i32 } %.78, 2
  %.108 = call i8* @numba_unpickle(i8* %.83, i32 %.85, i8* %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi i8* [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq i8* %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call i8* @numba_runtime_build_excinfo_struct(i8* %.87, i8* nonnull %.93)
  %.99 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.110)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define [2 x double] @cfunc._ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x double], align 8
  %.fca.0.gep1 = bitcast [2 x double]* %.3 to double*
  %.fca.1.gep = getelementptr inbounds [2 x double], [2 x double]* %.3, i64 0, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE([2 x double]* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load double, double* %.fca.0.gep1, align 8
  %.19.fca.0.insert = insertvalue [2 x double] poison, double %.19.fca.0.load, 0
  %.19.fca.1.load = load double, double* %.fca.1.gep, align 8
  %.19.fca.1.insert = insertvalue [2 x double] %.19.fca.0.insert, double %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !46

entry.if:                                         ; preds = %entry
  %1 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %1, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x double] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x double] %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f97b76fb250>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !17}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !15}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!45 = distinct !{!45, !17}
!46 = !{!"branch_weights", i32 99, i32 1}
