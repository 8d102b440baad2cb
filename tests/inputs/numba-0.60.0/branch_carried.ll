; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139936736224320 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139936736224320.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139936736224320 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139936736224320, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936736224320.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f458f4a3990>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f458f4a3990>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139936740691456 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139936740691456.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139936740691456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139936740691456, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740691456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458f45f4d0B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458f648a90B3v25B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458f45f950B3v26B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B223:                                             ; preds = %for.body.1.us.prol.loopexit, %middle.block, %B156.endif.endif.endif.endif.endif.endif, %for.body.us.prol.loopexit, %middle.block339, %B102.endif.endif.endif.endif.endif.endif, %for.body.1.us, %for.body.us, %for.body.1, %for.body
  %y.4.sroa.32.1 = phi double* [ %.6.i111219, %for.body ], [ %.6.i97218, %for.body.1 ], [ %.6.i111219, %for.body.us ], [ %.6.i97218, %for.body.1.us ], [ %.6.i111219, %B102.endif.endif.endif.endif.endif.endif ], [ %.6.i111219, %middle.block339 ], [ %.6.i111219, %for.body.us.prol.loopexit ], [ %.6.i97218, %B156.endif.endif.endif.endif.endif.endif ], [ %.6.i97218, %middle.block ], [ %.6.i97218, %for.body.1.us.prol.loopexit ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i46)
  %.271.1 = load double, double* %y.4.sroa.32.1, align 8
  %.272.1 = fcmp ogt double %.271.1, 0.000000e+00
  %.7.i.i104.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.1, label %B102.endif.endif.endif.endif.endif.1, label %B156.endif.endif.endif.endif.endif.1

B156.endif.endif.endif.endif.endif.1:             ; preds = %B223
  %0 = icmp eq i8* %.7.i.i104.1, null
  br i1 %0, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.1, !prof !0

B156.endif.endif.endif.endif.endif.endif.1:       ; preds = %B156.endif.endif.endif.endif.endif.1
  %1 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.1 = getelementptr i8, i8* %.7.i.i104.1, i64 24
  %2 = bitcast i8* %.5.i96.1 to double**
  %.6.i97218.1 = load double*, double** %2, align 8
  br i1 %1, label %for.body.1.preheader.1, label %B223.1

for.body.1.preheader.1:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.1
  %3 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %3, label %for.body.1.us.1.preheader, label %for.body.1.1

for.body.1.us.1.preheader:                        ; preds = %for.body.1.preheader.1
  %min.iters.check366 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check366, label %for.body.1.us.1.preheader538, label %vector.memcheck353

vector.memcheck353:                               ; preds = %for.body.1.us.1.preheader
  %scevgep355 = getelementptr double, double* %.6.i97218.1, i64 %arg.y0.5.0
  %scevgep358 = getelementptr double, double* %y.4.sroa.32.1, i64 %arg.y0.5.0
  %bound0360 = icmp ult double* %.6.i97218.1, %scevgep358
  %bound1361 = icmp ult double* %y.4.sroa.32.1, %scevgep355
  %found.conflict362 = and i1 %bound0360, %bound1361
  br i1 %found.conflict362, label %for.body.1.us.1.preheader538, label %vector.ph367

vector.ph367:                                     ; preds = %vector.memcheck353
  %n.vec369 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert374 = insertelement <8 x double> poison, double %.532, i64 0
  %broadcast.splat375 = shufflevector <8 x double> %broadcast.splatinsert374, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert376 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat377 = shufflevector <8 x double> %broadcast.splatinsert376, <8 x double> poison, <8 x i32> zeroinitializer
  %4 = add i64 %n.vec369, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %xtraiter599 = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %middle.block363.unr-lcssa, label %vector.ph367.new

vector.ph367.new:                                 ; preds = %vector.ph367
  %const1879 = bitcast i64 4611686018427387896 to i64
  %unroll_iter602 = and i64 %6, %const1879
  br label %vector.body365

vector.body365:                                   ; preds = %vector.body365, %vector.ph367.new
  %lsr.iv1671 = phi i64 [ %lsr.iv.next1672, %vector.body365 ], [ %unroll_iter602, %vector.ph367.new ]
  %index372 = phi i64 [ 0, %vector.ph367.new ], [ %index.next378.7, %vector.body365 ]
  %sunkaddr = mul i64 %index372, 8
  %8 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1887 = getelementptr i8, i8* %8, i64 %sunkaddr
  %9 = bitcast i8* %sunkaddr1887 to <8 x double>*
  %wide.load373 = load <8 x double>, <8 x double>* %9, align 8, !alias.scope !1
  %10 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373)
  %11 = fmul <8 x double> %broadcast.splat375, %wide.load373
  %12 = fmul <8 x double> %10, %broadcast.splat377
  %13 = fadd <8 x double> %11, %12
  %sunkaddr1888 = mul i64 %index372, 8
  %14 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1889 = getelementptr i8, i8* %14, i64 %sunkaddr1888
  %15 = bitcast i8* %sunkaddr1889 to <8 x double>*
  store <8 x double> %13, <8 x double>* %15, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1890 = mul i64 %index372, 8
  %16 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1891 = getelementptr i8, i8* %16, i64 %sunkaddr1890
  %sunkaddr1892 = getelementptr i8, i8* %sunkaddr1891, i64 64
  %17 = bitcast i8* %sunkaddr1892 to <8 x double>*
  %wide.load373.1 = load <8 x double>, <8 x double>* %17, align 8, !alias.scope !1
  %18 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.1)
  %19 = fmul <8 x double> %broadcast.splat375, %wide.load373.1
  %20 = fmul <8 x double> %18, %broadcast.splat377
  %21 = fadd <8 x double> %19, %20
  %sunkaddr1893 = mul i64 %index372, 8
  %22 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1894 = getelementptr i8, i8* %22, i64 %sunkaddr1893
  %sunkaddr1895 = getelementptr i8, i8* %sunkaddr1894, i64 64
  %23 = bitcast i8* %sunkaddr1895 to <8 x double>*
  store <8 x double> %21, <8 x double>* %23, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1896 = mul i64 %index372, 8
  %24 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1897 = getelementptr i8, i8* %24, i64 %sunkaddr1896
  %sunkaddr1898 = getelementptr i8, i8* %sunkaddr1897, i64 128
  %25 = bitcast i8* %sunkaddr1898 to <8 x double>*
  %wide.load373.2 = load <8 x double>, <8 x double>* %25, align 8, !alias.scope !1
  %26 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.2)
  %27 = fmul <8 x double> %broadcast.splat375, %wide.load373.2
  %28 = fmul <8 x double> %26, %broadcast.splat377
  %29 = fadd <8 x double> %27, %28
  %sunkaddr1899 = mul i64 %index372, 8
  %30 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1900 = getelementptr i8, i8* %30, i64 %sunkaddr1899
  %sunkaddr1901 = getelementptr i8, i8* %sunkaddr1900, i64 128
  %31 = bitcast i8* %sunkaddr1901 to <8 x double>*
  store <8 x double> %29, <8 x double>* %31, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1902 = mul i64 %index372, 8
  %32 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1903 = getelementptr i8, i8* %32, i64 %sunkaddr1902
  %sunkaddr1904 = getelementptr i8, i8* %sunkaddr1903, i64 192
  %33 = bitcast i8* %sunkaddr1904 to <8 x double>*
  %wide.load373.3 = load <8 x double>, <8 x double>* %33, align 8, !alias.scope !1
  %34 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.3)
  %35 = fmul <8 x double> %broadcast.splat375, %wide.load373.3
  %36 = fmul <8 x double> %34, %broadcast.splat377
  %37 = fadd <8 x double> %35, %36
  %sunkaddr1905 = mul i64 %index372, 8
  %38 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1906 = getelementptr i8, i8* %38, i64 %sunkaddr1905
  %sunkaddr1907 = getelementptr i8, i8* %sunkaddr1906, i64 192
  %39 = bitcast i8* %sunkaddr1907 to <8 x double>*
  store <8 x double> %37, <8 x double>* %39, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1908 = mul i64 %index372, 8
  %40 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1909 = getelementptr i8, i8* %40, i64 %sunkaddr1908
  %sunkaddr1910 = getelementptr i8, i8* %sunkaddr1909, i64 256
  %41 = bitcast i8* %sunkaddr1910 to <8 x double>*
  %wide.load373.4 = load <8 x double>, <8 x double>* %41, align 8, !alias.scope !1
  %42 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.4)
  %43 = fmul <8 x double> %broadcast.splat375, %wide.load373.4
  %44 = fmul <8 x double> %42, %broadcast.splat377
  %45 = fadd <8 x double> %43, %44
  %sunkaddr1911 = mul i64 %index372, 8
  %46 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1912 = getelementptr i8, i8* %46, i64 %sunkaddr1911
  %sunkaddr1913 = getelementptr i8, i8* %sunkaddr1912, i64 256
  %47 = bitcast i8* %sunkaddr1913 to <8 x double>*
  store <8 x double> %45, <8 x double>* %47, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1914 = mul i64 %index372, 8
  %48 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1915 = getelementptr i8, i8* %48, i64 %sunkaddr1914
  %sunkaddr1916 = getelementptr i8, i8* %sunkaddr1915, i64 320
  %49 = bitcast i8* %sunkaddr1916 to <8 x double>*
  %wide.load373.5 = load <8 x double>, <8 x double>* %49, align 8, !alias.scope !1
  %50 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.5)
  %51 = fmul <8 x double> %broadcast.splat375, %wide.load373.5
  %52 = fmul <8 x double> %50, %broadcast.splat377
  %53 = fadd <8 x double> %51, %52
  %sunkaddr1917 = mul i64 %index372, 8
  %54 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1918 = getelementptr i8, i8* %54, i64 %sunkaddr1917
  %sunkaddr1919 = getelementptr i8, i8* %sunkaddr1918, i64 320
  %55 = bitcast i8* %sunkaddr1919 to <8 x double>*
  store <8 x double> %53, <8 x double>* %55, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1920 = mul i64 %index372, 8
  %56 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1921 = getelementptr i8, i8* %56, i64 %sunkaddr1920
  %sunkaddr1922 = getelementptr i8, i8* %sunkaddr1921, i64 384
  %57 = bitcast i8* %sunkaddr1922 to <8 x double>*
  %wide.load373.6 = load <8 x double>, <8 x double>* %57, align 8, !alias.scope !1
  %58 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.6)
  %59 = fmul <8 x double> %broadcast.splat375, %wide.load373.6
  %60 = fmul <8 x double> %58, %broadcast.splat377
  %61 = fadd <8 x double> %59, %60
  %sunkaddr1923 = mul i64 %index372, 8
  %62 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1924 = getelementptr i8, i8* %62, i64 %sunkaddr1923
  %sunkaddr1925 = getelementptr i8, i8* %sunkaddr1924, i64 384
  %63 = bitcast i8* %sunkaddr1925 to <8 x double>*
  store <8 x double> %61, <8 x double>* %63, align 8, !alias.scope !4, !noalias !1
  %sunkaddr1926 = mul i64 %index372, 8
  %64 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1927 = getelementptr i8, i8* %64, i64 %sunkaddr1926
  %sunkaddr1928 = getelementptr i8, i8* %sunkaddr1927, i64 448
  %65 = bitcast i8* %sunkaddr1928 to <8 x double>*
  %wide.load373.7 = load <8 x double>, <8 x double>* %65, align 8, !alias.scope !1
  %66 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.7)
  %67 = fmul <8 x double> %broadcast.splat375, %wide.load373.7
  %68 = fmul <8 x double> %66, %broadcast.splat377
  %69 = fadd <8 x double> %67, %68
  %sunkaddr1929 = mul i64 %index372, 8
  %70 = bitcast double* %.6.i97218.1 to i8*
  %sunkaddr1930 = getelementptr i8, i8* %70, i64 %sunkaddr1929
  %sunkaddr1931 = getelementptr i8, i8* %sunkaddr1930, i64 448
  %71 = bitcast i8* %sunkaddr1931 to <8 x double>*
  store <8 x double> %69, <8 x double>* %71, align 8, !alias.scope !4, !noalias !1
  %index.next378.7 = add i64 %index372, 64
  %lsr.iv.next1672 = add i64 %lsr.iv1671, -8
  %niter603.ncmp.7 = icmp eq i64 %lsr.iv.next1672, 0
  br i1 %niter603.ncmp.7, label %middle.block363.unr-lcssa, label %vector.body365, !llvm.loop !6

middle.block363.unr-lcssa:                        ; preds = %vector.body365, %vector.ph367
  %index372.unr = phi i64 [ 0, %vector.ph367 ], [ %index.next378.7, %vector.body365 ]
  %lcmp.mod601.not = icmp eq i64 %xtraiter599, 0
  br i1 %lcmp.mod601.not, label %middle.block363, label %vector.body365.epil.preheader

vector.body365.epil.preheader:                    ; preds = %middle.block363.unr-lcssa
  %scevgep1613 = getelementptr double, double* %.6.i97218.1, i64 %index372.unr
  %scevgep1619 = getelementptr double, double* %y.4.sroa.32.1, i64 %index372.unr
  %72 = shl nuw nsw i64 %xtraiter599, 6
  br label %vector.body365.epil

vector.body365.epil:                              ; preds = %vector.body365.epil.preheader, %vector.body365.epil
  %lsr.iv1614 = phi i64 [ 0, %vector.body365.epil.preheader ], [ %lsr.iv.next1615, %vector.body365.epil ]
  %73 = bitcast double* %scevgep1619 to i8*
  %74 = bitcast double* %scevgep1613 to i8*
  %uglygep1621 = getelementptr i8, i8* %73, i64 %lsr.iv1614
  %uglygep16211622 = bitcast i8* %uglygep1621 to <8 x double>*
  %wide.load373.epil = load <8 x double>, <8 x double>* %uglygep16211622, align 8, !alias.scope !1
  %75 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load373.epil)
  %76 = fmul <8 x double> %broadcast.splat375, %wide.load373.epil
  %77 = fmul <8 x double> %75, %broadcast.splat377
  %78 = fadd <8 x double> %76, %77
  %uglygep1617 = getelementptr i8, i8* %74, i64 %lsr.iv1614
  %uglygep16171618 = bitcast i8* %uglygep1617 to <8 x double>*
  store <8 x double> %78, <8 x double>* %uglygep16171618, align 8, !alias.scope !4, !noalias !1
  %lsr.iv.next1615 = add nuw nsw i64 %lsr.iv1614, 64
  %epil.iter600.cmp.not = icmp eq i64 %72, %lsr.iv.next1615
  br i1 %epil.iter600.cmp.not, label %middle.block363, label %vector.body365.epil, !llvm.loop !8

middle.block363:                                  ; preds = %vector.body365.epil, %middle.block363.unr-lcssa
  %cmp.n371 = icmp eq i64 %n.vec369, %arg.y0.5.0
  br i1 %cmp.n371, label %B223.1, label %for.body.1.us.1.preheader538

for.body.1.us.1.preheader538:                     ; preds = %vector.memcheck353, %for.body.1.us.1.preheader, %middle.block363
  %loop.index.1212.us.1.ph = phi i64 [ 0, %vector.memcheck353 ], [ 0, %for.body.1.us.1.preheader ], [ %n.vec369, %middle.block363 ]
  %79 = xor i64 %loop.index.1212.us.1.ph, -1
  %80 = add i64 %79, %arg.y0.5.0
  %xtraiter596 = and i64 %arg.y0.5.0, 7
  %lcmp.mod597.not = icmp eq i64 %xtraiter596, 0
  br i1 %lcmp.mod597.not, label %for.body.1.us.1.prol.loopexit, label %for.body.1.us.1.prol.preheader

for.body.1.us.1.prol.preheader:                   ; preds = %for.body.1.us.1.preheader538
  br label %for.body.1.us.1.prol

for.body.1.us.1.prol:                             ; preds = %for.body.1.us.1.prol.preheader, %for.body.1.us.1.prol
  %lsr.iv1611 = phi i64 [ %xtraiter596, %for.body.1.us.1.prol.preheader ], [ %lsr.iv.next1612, %for.body.1.us.1.prol ]
  %loop.index.1212.us.1.prol = phi i64 [ %.766.us.1.prol, %for.body.1.us.1.prol ], [ %loop.index.1212.us.1.ph, %for.body.1.us.1.prol.preheader ]
  %scevgep1610 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1212.us.1.prol
  %.728255.us.1.prol = load double, double* %scevgep1610, align 8
  %.16.i.us.1.prol = tail call double @llvm.cos.f64(double %.728255.us.1.prol) #6
  %.8.i.us.1.prol = fmul double %.532, %.728255.us.1.prol
  %.21.i.us.1.prol = fmul double %.16.i.us.1.prol, %arg.h
  %.22.i.us.1.prol = fadd double %.8.i.us.1.prol, %.21.i.us.1.prol
  %scevgep1609 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1.prol
  store double %.22.i.us.1.prol, double* %scevgep1609, align 8
  %.766.us.1.prol = add nuw i64 %loop.index.1212.us.1.prol, 1
  %lsr.iv.next1612 = add nsw i64 %lsr.iv1611, -1
  %prol.iter598.cmp.not = icmp eq i64 %lsr.iv.next1612, 0
  br i1 %prol.iter598.cmp.not, label %for.body.1.us.1.prol.loopexit, label %for.body.1.us.1.prol, !llvm.loop !10

for.body.1.us.1.prol.loopexit:                    ; preds = %for.body.1.us.1.prol, %for.body.1.us.1.preheader538
  %loop.index.1212.us.1.unr = phi i64 [ %loop.index.1212.us.1.ph, %for.body.1.us.1.preheader538 ], [ %.766.us.1.prol, %for.body.1.us.1.prol ]
  %81 = icmp ult i64 %80, 7
  br i1 %81, label %B223.1, label %for.body.1.us.1.preheader685

for.body.1.us.1.preheader685:                     ; preds = %for.body.1.us.1.prol.loopexit
  br label %for.body.1.us.1

for.body.1.1:                                     ; preds = %for.body.1.preheader.1
  %.728255.1 = load double, double* %y.4.sroa.32.1, align 8
  %.16.i.1 = tail call double @llvm.cos.f64(double %.728255.1) #6
  %.8.i.1 = fmul double %.532, %.728255.1
  %.21.i.1 = fmul double %.16.i.1, %arg.h
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  store double %.22.i.1, double* %.6.i97218.1, align 8
  br label %B223.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader685, %for.body.1.us.1
  %loop.index.1212.us.1 = phi i64 [ %.766.us.1.7, %for.body.1.us.1 ], [ %loop.index.1212.us.1.unr, %for.body.1.us.1.preheader685 ]
  %sunkaddr1932 = mul i64 %loop.index.1212.us.1, 8
  %82 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1933 = getelementptr i8, i8* %82, i64 %sunkaddr1932
  %83 = bitcast i8* %sunkaddr1933 to double*
  %.728255.us.1 = load double, double* %83, align 8
  %.16.i.us.1 = tail call double @llvm.cos.f64(double %.728255.us.1) #6
  %.8.i.us.1 = fmul double %.532, %.728255.us.1
  %.21.i.us.1 = fmul double %.16.i.us.1, %arg.h
  %.22.i.us.1 = fadd double %.8.i.us.1, %.21.i.us.1
  %scevgep1592 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  store double %.22.i.us.1, double* %scevgep1592, align 8
  %sunkaddr1934 = mul i64 %loop.index.1212.us.1, 8
  %84 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1935 = getelementptr i8, i8* %84, i64 %sunkaddr1934
  %sunkaddr1936 = getelementptr i8, i8* %sunkaddr1935, i64 8
  %85 = bitcast i8* %sunkaddr1936 to double*
  %.728255.us.1.1 = load double, double* %85, align 8
  %.16.i.us.1.1 = tail call double @llvm.cos.f64(double %.728255.us.1.1) #6
  %.8.i.us.1.1 = fmul double %.532, %.728255.us.1.1
  %.21.i.us.1.1 = fmul double %.16.i.us.1.1, %arg.h
  %.22.i.us.1.1 = fadd double %.8.i.us.1.1, %.21.i.us.1.1
  %scevgep1590 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1591 = getelementptr double, double* %scevgep1590, i64 1
  store double %.22.i.us.1.1, double* %scevgep1591, align 8
  %sunkaddr1937 = mul i64 %loop.index.1212.us.1, 8
  %86 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1938 = getelementptr i8, i8* %86, i64 %sunkaddr1937
  %sunkaddr1939 = getelementptr i8, i8* %sunkaddr1938, i64 16
  %87 = bitcast i8* %sunkaddr1939 to double*
  %.728255.us.1.2 = load double, double* %87, align 8
  %.16.i.us.1.2 = tail call double @llvm.cos.f64(double %.728255.us.1.2) #6
  %.8.i.us.1.2 = fmul double %.532, %.728255.us.1.2
  %.21.i.us.1.2 = fmul double %.16.i.us.1.2, %arg.h
  %.22.i.us.1.2 = fadd double %.8.i.us.1.2, %.21.i.us.1.2
  %scevgep1588 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1589 = getelementptr double, double* %scevgep1588, i64 2
  store double %.22.i.us.1.2, double* %scevgep1589, align 8
  %sunkaddr1940 = mul i64 %loop.index.1212.us.1, 8
  %88 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1941 = getelementptr i8, i8* %88, i64 %sunkaddr1940
  %sunkaddr1942 = getelementptr i8, i8* %sunkaddr1941, i64 24
  %89 = bitcast i8* %sunkaddr1942 to double*
  %.728255.us.1.3 = load double, double* %89, align 8
  %.16.i.us.1.3 = tail call double @llvm.cos.f64(double %.728255.us.1.3) #6
  %.8.i.us.1.3 = fmul double %.532, %.728255.us.1.3
  %.21.i.us.1.3 = fmul double %.16.i.us.1.3, %arg.h
  %.22.i.us.1.3 = fadd double %.8.i.us.1.3, %.21.i.us.1.3
  %scevgep1586 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1587 = getelementptr double, double* %scevgep1586, i64 3
  store double %.22.i.us.1.3, double* %scevgep1587, align 8
  %sunkaddr1943 = mul i64 %loop.index.1212.us.1, 8
  %90 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1944 = getelementptr i8, i8* %90, i64 %sunkaddr1943
  %sunkaddr1945 = getelementptr i8, i8* %sunkaddr1944, i64 32
  %91 = bitcast i8* %sunkaddr1945 to double*
  %.728255.us.1.4 = load double, double* %91, align 8
  %.16.i.us.1.4 = tail call double @llvm.cos.f64(double %.728255.us.1.4) #6
  %.8.i.us.1.4 = fmul double %.532, %.728255.us.1.4
  %.21.i.us.1.4 = fmul double %.16.i.us.1.4, %arg.h
  %.22.i.us.1.4 = fadd double %.8.i.us.1.4, %.21.i.us.1.4
  %scevgep1584 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1585 = getelementptr double, double* %scevgep1584, i64 4
  store double %.22.i.us.1.4, double* %scevgep1585, align 8
  %sunkaddr1946 = mul i64 %loop.index.1212.us.1, 8
  %92 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1947 = getelementptr i8, i8* %92, i64 %sunkaddr1946
  %sunkaddr1948 = getelementptr i8, i8* %sunkaddr1947, i64 40
  %93 = bitcast i8* %sunkaddr1948 to double*
  %.728255.us.1.5 = load double, double* %93, align 8
  %.16.i.us.1.5 = tail call double @llvm.cos.f64(double %.728255.us.1.5) #6
  %.8.i.us.1.5 = fmul double %.532, %.728255.us.1.5
  %.21.i.us.1.5 = fmul double %.16.i.us.1.5, %arg.h
  %.22.i.us.1.5 = fadd double %.8.i.us.1.5, %.21.i.us.1.5
  %scevgep1582 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1583 = getelementptr double, double* %scevgep1582, i64 5
  store double %.22.i.us.1.5, double* %scevgep1583, align 8
  %sunkaddr1949 = mul i64 %loop.index.1212.us.1, 8
  %94 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1950 = getelementptr i8, i8* %94, i64 %sunkaddr1949
  %sunkaddr1951 = getelementptr i8, i8* %sunkaddr1950, i64 48
  %95 = bitcast i8* %sunkaddr1951 to double*
  %.728255.us.1.6 = load double, double* %95, align 8
  %.16.i.us.1.6 = tail call double @llvm.cos.f64(double %.728255.us.1.6) #6
  %.8.i.us.1.6 = fmul double %.532, %.728255.us.1.6
  %.21.i.us.1.6 = fmul double %.16.i.us.1.6, %arg.h
  %.22.i.us.1.6 = fadd double %.8.i.us.1.6, %.21.i.us.1.6
  %scevgep1580 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1581 = getelementptr double, double* %scevgep1580, i64 6
  store double %.22.i.us.1.6, double* %scevgep1581, align 8
  %sunkaddr1952 = mul i64 %loop.index.1212.us.1, 8
  %96 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1953 = getelementptr i8, i8* %96, i64 %sunkaddr1952
  %sunkaddr1954 = getelementptr i8, i8* %sunkaddr1953, i64 56
  %97 = bitcast i8* %sunkaddr1954 to double*
  %.728255.us.1.7 = load double, double* %97, align 8
  %.16.i.us.1.7 = tail call double @llvm.cos.f64(double %.728255.us.1.7) #6
  %.8.i.us.1.7 = fmul double %.532, %.728255.us.1.7
  %.21.i.us.1.7 = fmul double %.16.i.us.1.7, %arg.h
  %.22.i.us.1.7 = fadd double %.8.i.us.1.7, %.21.i.us.1.7
  %scevgep1578 = getelementptr double, double* %.6.i97218.1, i64 %loop.index.1212.us.1
  %scevgep1579 = getelementptr double, double* %scevgep1578, i64 7
  store double %.22.i.us.1.7, double* %scevgep1579, align 8
  %.766.us.1.7 = add nuw nsw i64 %loop.index.1212.us.1, 8
  %exitcond296.1.not.7 = icmp eq i64 %arg.y0.5.0, %.766.us.1.7
  br i1 %exitcond296.1.not.7, label %B223.1, label %for.body.1.us.1, !llvm.loop !11

B102.endif.endif.endif.endif.endif.1:             ; preds = %B223
  %98 = icmp eq i8* %.7.i.i104.1, null
  br i1 %98, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.1, !prof !0

B102.endif.endif.endif.endif.endif.endif.1:       ; preds = %B102.endif.endif.endif.endif.endif.1
  %99 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i110.1 = getelementptr i8, i8* %.7.i.i104.1, i64 24
  %100 = bitcast i8* %.5.i110.1 to double**
  %.6.i111219.1 = load double*, double** %100, align 8
  br i1 %99, label %for.body.preheader.1, label %B223.1

for.body.preheader.1:                             ; preds = %B102.endif.endif.endif.endif.endif.endif.1
  %101 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %101, label %for.body.us.1.preheader, label %for.body.1299

for.body.us.1.preheader:                          ; preds = %for.body.preheader.1
  %min.iters.check391 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check391, label %for.body.us.1.preheader536, label %vector.memcheck379

vector.memcheck379:                               ; preds = %for.body.us.1.preheader
  %scevgep381 = getelementptr double, double* %.6.i111219.1, i64 %arg.y0.5.0
  %scevgep383 = getelementptr double, double* %y.4.sroa.32.1, i64 %arg.y0.5.0
  %bound0385 = icmp ult double* %.6.i111219.1, %scevgep383
  %bound1386 = icmp ult double* %y.4.sroa.32.1, %scevgep381
  %found.conflict387 = and i1 %bound0385, %bound1386
  br i1 %found.conflict387, label %for.body.us.1.preheader536, label %vector.ph392

vector.ph392:                                     ; preds = %vector.memcheck379
  %n.vec394 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert399 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat400 = shufflevector <8 x double> %broadcast.splatinsert399, <8 x double> poison, <8 x i32> zeroinitializer
  %102 = add i64 %n.vec394, -8
  %103 = lshr exact i64 %102, 3
  %104 = add nuw nsw i64 %103, 1
  %xtraiter591 = and i64 %104, 7
  %105 = icmp ult i64 %102, 56
  br i1 %105, label %middle.block388.unr-lcssa, label %vector.ph392.new

vector.ph392.new:                                 ; preds = %vector.ph392
  %const1885 = bitcast i64 4611686018427387896 to i64
  %unroll_iter594 = and i64 %104, %const1885
  br label %vector.body390

vector.body390:                                   ; preds = %vector.body390, %vector.ph392.new
  %lsr.iv1576 = phi i64 [ %lsr.iv.next1577, %vector.body390 ], [ %unroll_iter594, %vector.ph392.new ]
  %index397 = phi i64 [ 0, %vector.ph392.new ], [ %index.next401.7, %vector.body390 ]
  %sunkaddr1955 = mul i64 %index397, 8
  %106 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1956 = getelementptr i8, i8* %106, i64 %sunkaddr1955
  %107 = bitcast i8* %sunkaddr1956 to <8 x double>*
  %wide.load398 = load <8 x double>, <8 x double>* %107, align 8, !alias.scope !12
  %108 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398)
  %109 = fmul <8 x double> %108, %broadcast.splat400
  %110 = fadd <8 x double> %wide.load398, %109
  %sunkaddr1957 = mul i64 %index397, 8
  %111 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1958 = getelementptr i8, i8* %111, i64 %sunkaddr1957
  %112 = bitcast i8* %sunkaddr1958 to <8 x double>*
  store <8 x double> %110, <8 x double>* %112, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1959 = mul i64 %index397, 8
  %113 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1960 = getelementptr i8, i8* %113, i64 %sunkaddr1959
  %sunkaddr1961 = getelementptr i8, i8* %sunkaddr1960, i64 64
  %114 = bitcast i8* %sunkaddr1961 to <8 x double>*
  %wide.load398.1 = load <8 x double>, <8 x double>* %114, align 8, !alias.scope !12
  %115 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.1)
  %116 = fmul <8 x double> %115, %broadcast.splat400
  %117 = fadd <8 x double> %wide.load398.1, %116
  %sunkaddr1962 = mul i64 %index397, 8
  %118 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1963 = getelementptr i8, i8* %118, i64 %sunkaddr1962
  %sunkaddr1964 = getelementptr i8, i8* %sunkaddr1963, i64 64
  %119 = bitcast i8* %sunkaddr1964 to <8 x double>*
  store <8 x double> %117, <8 x double>* %119, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1965 = mul i64 %index397, 8
  %120 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1966 = getelementptr i8, i8* %120, i64 %sunkaddr1965
  %sunkaddr1967 = getelementptr i8, i8* %sunkaddr1966, i64 128
  %121 = bitcast i8* %sunkaddr1967 to <8 x double>*
  %wide.load398.2 = load <8 x double>, <8 x double>* %121, align 8, !alias.scope !12
  %122 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.2)
  %123 = fmul <8 x double> %122, %broadcast.splat400
  %124 = fadd <8 x double> %wide.load398.2, %123
  %sunkaddr1968 = mul i64 %index397, 8
  %125 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1969 = getelementptr i8, i8* %125, i64 %sunkaddr1968
  %sunkaddr1970 = getelementptr i8, i8* %sunkaddr1969, i64 128
  %126 = bitcast i8* %sunkaddr1970 to <8 x double>*
  store <8 x double> %124, <8 x double>* %126, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1971 = mul i64 %index397, 8
  %127 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1972 = getelementptr i8, i8* %127, i64 %sunkaddr1971
  %sunkaddr1973 = getelementptr i8, i8* %sunkaddr1972, i64 192
  %128 = bitcast i8* %sunkaddr1973 to <8 x double>*
  %wide.load398.3 = load <8 x double>, <8 x double>* %128, align 8, !alias.scope !12
  %129 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.3)
  %130 = fmul <8 x double> %129, %broadcast.splat400
  %131 = fadd <8 x double> %wide.load398.3, %130
  %sunkaddr1974 = mul i64 %index397, 8
  %132 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1975 = getelementptr i8, i8* %132, i64 %sunkaddr1974
  %sunkaddr1976 = getelementptr i8, i8* %sunkaddr1975, i64 192
  %133 = bitcast i8* %sunkaddr1976 to <8 x double>*
  store <8 x double> %131, <8 x double>* %133, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1977 = mul i64 %index397, 8
  %134 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1978 = getelementptr i8, i8* %134, i64 %sunkaddr1977
  %sunkaddr1979 = getelementptr i8, i8* %sunkaddr1978, i64 256
  %135 = bitcast i8* %sunkaddr1979 to <8 x double>*
  %wide.load398.4 = load <8 x double>, <8 x double>* %135, align 8, !alias.scope !12
  %136 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.4)
  %137 = fmul <8 x double> %136, %broadcast.splat400
  %138 = fadd <8 x double> %wide.load398.4, %137
  %sunkaddr1980 = mul i64 %index397, 8
  %139 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1981 = getelementptr i8, i8* %139, i64 %sunkaddr1980
  %sunkaddr1982 = getelementptr i8, i8* %sunkaddr1981, i64 256
  %140 = bitcast i8* %sunkaddr1982 to <8 x double>*
  store <8 x double> %138, <8 x double>* %140, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1983 = mul i64 %index397, 8
  %141 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1984 = getelementptr i8, i8* %141, i64 %sunkaddr1983
  %sunkaddr1985 = getelementptr i8, i8* %sunkaddr1984, i64 320
  %142 = bitcast i8* %sunkaddr1985 to <8 x double>*
  %wide.load398.5 = load <8 x double>, <8 x double>* %142, align 8, !alias.scope !12
  %143 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.5)
  %144 = fmul <8 x double> %143, %broadcast.splat400
  %145 = fadd <8 x double> %wide.load398.5, %144
  %sunkaddr1986 = mul i64 %index397, 8
  %146 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1987 = getelementptr i8, i8* %146, i64 %sunkaddr1986
  %sunkaddr1988 = getelementptr i8, i8* %sunkaddr1987, i64 320
  %147 = bitcast i8* %sunkaddr1988 to <8 x double>*
  store <8 x double> %145, <8 x double>* %147, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1989 = mul i64 %index397, 8
  %148 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1990 = getelementptr i8, i8* %148, i64 %sunkaddr1989
  %sunkaddr1991 = getelementptr i8, i8* %sunkaddr1990, i64 384
  %149 = bitcast i8* %sunkaddr1991 to <8 x double>*
  %wide.load398.6 = load <8 x double>, <8 x double>* %149, align 8, !alias.scope !12
  %150 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.6)
  %151 = fmul <8 x double> %150, %broadcast.splat400
  %152 = fadd <8 x double> %wide.load398.6, %151
  %sunkaddr1992 = mul i64 %index397, 8
  %153 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1993 = getelementptr i8, i8* %153, i64 %sunkaddr1992
  %sunkaddr1994 = getelementptr i8, i8* %sunkaddr1993, i64 384
  %154 = bitcast i8* %sunkaddr1994 to <8 x double>*
  store <8 x double> %152, <8 x double>* %154, align 8, !alias.scope !15, !noalias !12
  %sunkaddr1995 = mul i64 %index397, 8
  %155 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr1996 = getelementptr i8, i8* %155, i64 %sunkaddr1995
  %sunkaddr1997 = getelementptr i8, i8* %sunkaddr1996, i64 448
  %156 = bitcast i8* %sunkaddr1997 to <8 x double>*
  %wide.load398.7 = load <8 x double>, <8 x double>* %156, align 8, !alias.scope !12
  %157 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.7)
  %158 = fmul <8 x double> %157, %broadcast.splat400
  %159 = fadd <8 x double> %wide.load398.7, %158
  %sunkaddr1998 = mul i64 %index397, 8
  %160 = bitcast double* %.6.i111219.1 to i8*
  %sunkaddr1999 = getelementptr i8, i8* %160, i64 %sunkaddr1998
  %sunkaddr2000 = getelementptr i8, i8* %sunkaddr1999, i64 448
  %161 = bitcast i8* %sunkaddr2000 to <8 x double>*
  store <8 x double> %159, <8 x double>* %161, align 8, !alias.scope !15, !noalias !12
  %index.next401.7 = add i64 %index397, 64
  %lsr.iv.next1577 = add i64 %lsr.iv1576, -8
  %niter595.ncmp.7 = icmp eq i64 %lsr.iv.next1577, 0
  br i1 %niter595.ncmp.7, label %middle.block388.unr-lcssa, label %vector.body390, !llvm.loop !17

middle.block388.unr-lcssa:                        ; preds = %vector.body390, %vector.ph392
  %index397.unr = phi i64 [ 0, %vector.ph392 ], [ %index.next401.7, %vector.body390 ]
  %lcmp.mod593.not = icmp eq i64 %xtraiter591, 0
  br i1 %lcmp.mod593.not, label %middle.block388, label %vector.body390.epil.preheader

vector.body390.epil.preheader:                    ; preds = %middle.block388.unr-lcssa
  %scevgep1518 = getelementptr double, double* %.6.i111219.1, i64 %index397.unr
  %scevgep1524 = getelementptr double, double* %y.4.sroa.32.1, i64 %index397.unr
  %162 = shl nuw nsw i64 %xtraiter591, 6
  br label %vector.body390.epil

vector.body390.epil:                              ; preds = %vector.body390.epil.preheader, %vector.body390.epil
  %lsr.iv1519 = phi i64 [ 0, %vector.body390.epil.preheader ], [ %lsr.iv.next1520, %vector.body390.epil ]
  %163 = bitcast double* %scevgep1524 to i8*
  %164 = bitcast double* %scevgep1518 to i8*
  %uglygep1526 = getelementptr i8, i8* %163, i64 %lsr.iv1519
  %uglygep15261527 = bitcast i8* %uglygep1526 to <8 x double>*
  %wide.load398.epil = load <8 x double>, <8 x double>* %uglygep15261527, align 8, !alias.scope !12
  %165 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load398.epil)
  %166 = fmul <8 x double> %165, %broadcast.splat400
  %167 = fadd <8 x double> %wide.load398.epil, %166
  %uglygep1522 = getelementptr i8, i8* %164, i64 %lsr.iv1519
  %uglygep15221523 = bitcast i8* %uglygep1522 to <8 x double>*
  store <8 x double> %167, <8 x double>* %uglygep15221523, align 8, !alias.scope !15, !noalias !12
  %lsr.iv.next1520 = add nuw nsw i64 %lsr.iv1519, 64
  %epil.iter592.cmp.not = icmp eq i64 %162, %lsr.iv.next1520
  br i1 %epil.iter592.cmp.not, label %middle.block388, label %vector.body390.epil, !llvm.loop !18

middle.block388:                                  ; preds = %vector.body390.epil, %middle.block388.unr-lcssa
  %cmp.n396 = icmp eq i64 %n.vec394, %arg.y0.5.0
  br i1 %cmp.n396, label %B223.1, label %for.body.us.1.preheader536

for.body.us.1.preheader536:                       ; preds = %vector.memcheck379, %for.body.us.1.preheader, %middle.block388
  %loop.index216.us.1.ph = phi i64 [ 0, %vector.memcheck379 ], [ 0, %for.body.us.1.preheader ], [ %n.vec394, %middle.block388 ]
  %168 = xor i64 %loop.index216.us.1.ph, -1
  %169 = add i64 %168, %arg.y0.5.0
  %xtraiter588 = and i64 %arg.y0.5.0, 7
  %lcmp.mod589.not = icmp eq i64 %xtraiter588, 0
  br i1 %lcmp.mod589.not, label %for.body.us.1.prol.loopexit, label %for.body.us.1.prol.preheader

for.body.us.1.prol.preheader:                     ; preds = %for.body.us.1.preheader536
  br label %for.body.us.1.prol

for.body.us.1.prol:                               ; preds = %for.body.us.1.prol.preheader, %for.body.us.1.prol
  %lsr.iv1516 = phi i64 [ %xtraiter588, %for.body.us.1.prol.preheader ], [ %lsr.iv.next1517, %for.body.us.1.prol ]
  %loop.index216.us.1.prol = phi i64 [ %.505.us.1.prol, %for.body.us.1.prol ], [ %loop.index216.us.1.ph, %for.body.us.1.prol.preheader ]
  %scevgep1515 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index216.us.1.prol
  %.467239.us.1.prol = load double, double* %scevgep1515, align 8
  %.14.i.us.1.prol = tail call double @llvm.sin.f64(double %.467239.us.1.prol) #6
  %.19.i.us.1.prol = fmul double %.14.i.us.1.prol, %arg.h
  %.20.i.us.1.prol = fadd double %.467239.us.1.prol, %.19.i.us.1.prol
  %scevgep1514 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1.prol
  store double %.20.i.us.1.prol, double* %scevgep1514, align 8
  %.505.us.1.prol = add nuw i64 %loop.index216.us.1.prol, 1
  %lsr.iv.next1517 = add nsw i64 %lsr.iv1516, -1
  %prol.iter590.cmp.not = icmp eq i64 %lsr.iv.next1517, 0
  br i1 %prol.iter590.cmp.not, label %for.body.us.1.prol.loopexit, label %for.body.us.1.prol, !llvm.loop !19

for.body.us.1.prol.loopexit:                      ; preds = %for.body.us.1.prol, %for.body.us.1.preheader536
  %loop.index216.us.1.unr = phi i64 [ %loop.index216.us.1.ph, %for.body.us.1.preheader536 ], [ %.505.us.1.prol, %for.body.us.1.prol ]
  %170 = icmp ult i64 %169, 7
  br i1 %170, label %B223.1, label %for.body.us.1.preheader684

for.body.us.1.preheader684:                       ; preds = %for.body.us.1.prol.loopexit
  br label %for.body.us.1

for.body.1299:                                    ; preds = %for.body.preheader.1
  %.467239.1 = load double, double* %y.4.sroa.32.1, align 8
  %.14.i.1 = tail call double @llvm.sin.f64(double %.467239.1) #6
  %.19.i.1 = fmul double %.14.i.1, %arg.h
  %.20.i.1 = fadd double %.467239.1, %.19.i.1
  store double %.20.i.1, double* %.6.i111219.1, align 8
  br label %B223.1

for.body.us.1:                                    ; preds = %for.body.us.1.preheader684, %for.body.us.1
  %loop.index216.us.1 = phi i64 [ %.505.us.1.7, %for.body.us.1 ], [ %loop.index216.us.1.unr, %for.body.us.1.preheader684 ]
  %sunkaddr2001 = mul i64 %loop.index216.us.1, 8
  %171 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2002 = getelementptr i8, i8* %171, i64 %sunkaddr2001
  %172 = bitcast i8* %sunkaddr2002 to double*
  %.467239.us.1 = load double, double* %172, align 8
  %.14.i.us.1 = tail call double @llvm.sin.f64(double %.467239.us.1) #6
  %.19.i.us.1 = fmul double %.14.i.us.1, %arg.h
  %.20.i.us.1 = fadd double %.467239.us.1, %.19.i.us.1
  %scevgep1497 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  store double %.20.i.us.1, double* %scevgep1497, align 8
  %sunkaddr2003 = mul i64 %loop.index216.us.1, 8
  %173 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2004 = getelementptr i8, i8* %173, i64 %sunkaddr2003
  %sunkaddr2005 = getelementptr i8, i8* %sunkaddr2004, i64 8
  %174 = bitcast i8* %sunkaddr2005 to double*
  %.467239.us.1.1 = load double, double* %174, align 8
  %.14.i.us.1.1 = tail call double @llvm.sin.f64(double %.467239.us.1.1) #6
  %.19.i.us.1.1 = fmul double %.14.i.us.1.1, %arg.h
  %.20.i.us.1.1 = fadd double %.467239.us.1.1, %.19.i.us.1.1
  %scevgep1495 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1496 = getelementptr double, double* %scevgep1495, i64 1
  store double %.20.i.us.1.1, double* %scevgep1496, align 8
  %sunkaddr2006 = mul i64 %loop.index216.us.1, 8
  %175 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2007 = getelementptr i8, i8* %175, i64 %sunkaddr2006
  %sunkaddr2008 = getelementptr i8, i8* %sunkaddr2007, i64 16
  %176 = bitcast i8* %sunkaddr2008 to double*
  %.467239.us.1.2 = load double, double* %176, align 8
  %.14.i.us.1.2 = tail call double @llvm.sin.f64(double %.467239.us.1.2) #6
  %.19.i.us.1.2 = fmul double %.14.i.us.1.2, %arg.h
  %.20.i.us.1.2 = fadd double %.467239.us.1.2, %.19.i.us.1.2
  %scevgep1493 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1494 = getelementptr double, double* %scevgep1493, i64 2
  store double %.20.i.us.1.2, double* %scevgep1494, align 8
  %sunkaddr2009 = mul i64 %loop.index216.us.1, 8
  %177 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2010 = getelementptr i8, i8* %177, i64 %sunkaddr2009
  %sunkaddr2011 = getelementptr i8, i8* %sunkaddr2010, i64 24
  %178 = bitcast i8* %sunkaddr2011 to double*
  %.467239.us.1.3 = load double, double* %178, align 8
  %.14.i.us.1.3 = tail call double @llvm.sin.f64(double %.467239.us.1.3) #6
  %.19.i.us.1.3 = fmul double %.14.i.us.1.3, %arg.h
  %.20.i.us.1.3 = fadd double %.467239.us.1.3, %.19.i.us.1.3
  %scevgep1491 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1492 = getelementptr double, double* %scevgep1491, i64 3
  store double %.20.i.us.1.3, double* %scevgep1492, align 8
  %sunkaddr2012 = mul i64 %loop.index216.us.1, 8
  %179 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2013 = getelementptr i8, i8* %179, i64 %sunkaddr2012
  %sunkaddr2014 = getelementptr i8, i8* %sunkaddr2013, i64 32
  %180 = bitcast i8* %sunkaddr2014 to double*
  %.467239.us.1.4 = load double, double* %180, align 8
  %.14.i.us.1.4 = tail call double @llvm.sin.f64(double %.467239.us.1.4) #6
  %.19.i.us.1.4 = fmul double %.14.i.us.1.4, %arg.h
  %.20.i.us.1.4 = fadd double %.467239.us.1.4, %.19.i.us.1.4
  %scevgep1489 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1490 = getelementptr double, double* %scevgep1489, i64 4
  store double %.20.i.us.1.4, double* %scevgep1490, align 8
  %sunkaddr2015 = mul i64 %loop.index216.us.1, 8
  %181 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2016 = getelementptr i8, i8* %181, i64 %sunkaddr2015
  %sunkaddr2017 = getelementptr i8, i8* %sunkaddr2016, i64 40
  %182 = bitcast i8* %sunkaddr2017 to double*
  %.467239.us.1.5 = load double, double* %182, align 8
  %.14.i.us.1.5 = tail call double @llvm.sin.f64(double %.467239.us.1.5) #6
  %.19.i.us.1.5 = fmul double %.14.i.us.1.5, %arg.h
  %.20.i.us.1.5 = fadd double %.467239.us.1.5, %.19.i.us.1.5
  %scevgep1487 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1488 = getelementptr double, double* %scevgep1487, i64 5
  store double %.20.i.us.1.5, double* %scevgep1488, align 8
  %sunkaddr2018 = mul i64 %loop.index216.us.1, 8
  %183 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2019 = getelementptr i8, i8* %183, i64 %sunkaddr2018
  %sunkaddr2020 = getelementptr i8, i8* %sunkaddr2019, i64 48
  %184 = bitcast i8* %sunkaddr2020 to double*
  %.467239.us.1.6 = load double, double* %184, align 8
  %.14.i.us.1.6 = tail call double @llvm.sin.f64(double %.467239.us.1.6) #6
  %.19.i.us.1.6 = fmul double %.14.i.us.1.6, %arg.h
  %.20.i.us.1.6 = fadd double %.467239.us.1.6, %.19.i.us.1.6
  %scevgep1485 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1486 = getelementptr double, double* %scevgep1485, i64 6
  store double %.20.i.us.1.6, double* %scevgep1486, align 8
  %sunkaddr2021 = mul i64 %loop.index216.us.1, 8
  %185 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2022 = getelementptr i8, i8* %185, i64 %sunkaddr2021
  %sunkaddr2023 = getelementptr i8, i8* %sunkaddr2022, i64 56
  %186 = bitcast i8* %sunkaddr2023 to double*
  %.467239.us.1.7 = load double, double* %186, align 8
  %.14.i.us.1.7 = tail call double @llvm.sin.f64(double %.467239.us.1.7) #6
  %.19.i.us.1.7 = fmul double %.14.i.us.1.7, %arg.h
  %.20.i.us.1.7 = fadd double %.467239.us.1.7, %.19.i.us.1.7
  %scevgep1483 = getelementptr double, double* %.6.i111219.1, i64 %loop.index216.us.1
  %scevgep1484 = getelementptr double, double* %scevgep1483, i64 7
  store double %.20.i.us.1.7, double* %scevgep1484, align 8
  %.505.us.1.7 = add nuw nsw i64 %loop.index216.us.1, 8
  %exitcond298.1.not.7 = icmp eq i64 %arg.y0.5.0, %.505.us.1.7
  br i1 %exitcond298.1.not.7, label %B223.1, label %for.body.us.1, !llvm.loop !20

B223.1:                                           ; preds = %for.body.1.us.1, %for.body.us.1, %for.body.us.1.prol.loopexit, %middle.block388, %B102.endif.endif.endif.endif.endif.endif.1, %for.body.1.us.1.prol.loopexit, %middle.block363, %B156.endif.endif.endif.endif.endif.endif.1, %for.body.1.1, %for.body.1299
  %y.4.sroa.32.1.1 = phi double* [ %.6.i111219.1, %for.body.1299 ], [ %.6.i97218.1, %for.body.1.1 ], [ %.6.i97218.1, %B156.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i97218.1, %middle.block363 ], [ %.6.i97218.1, %for.body.1.us.1.prol.loopexit ], [ %.6.i111219.1, %B102.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i111219.1, %middle.block388 ], [ %.6.i111219.1, %for.body.us.1.prol.loopexit ], [ %.6.i111219.1, %for.body.us.1 ], [ %.6.i97218.1, %for.body.1.us.1 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i104)
  %.271.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.272.2 = fcmp ogt double %.271.2, 0.000000e+00
  %.7.i.i104.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.2, label %B102.endif.endif.endif.endif.endif.2, label %B156.endif.endif.endif.endif.endif.2

B156.endif.endif.endif.endif.endif.2:             ; preds = %B223.1
  %187 = icmp eq i8* %.7.i.i104.2, null
  br i1 %187, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.2, !prof !0

B156.endif.endif.endif.endif.endif.endif.2:       ; preds = %B156.endif.endif.endif.endif.endif.2
  %188 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.2 = getelementptr i8, i8* %.7.i.i104.2, i64 24
  %189 = bitcast i8* %.5.i96.2 to double**
  %.6.i97218.2 = load double*, double** %189, align 8
  br i1 %188, label %for.body.1.preheader.2, label %B223.2

for.body.1.preheader.2:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.2
  %190 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %190, label %for.body.1.us.2.preheader, label %for.body.1.2

for.body.1.us.2.preheader:                        ; preds = %for.body.1.preheader.2
  %min.iters.check415 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check415, label %for.body.1.us.2.preheader533, label %vector.memcheck402

vector.memcheck402:                               ; preds = %for.body.1.us.2.preheader
  %scevgep404 = getelementptr double, double* %.6.i97218.2, i64 %arg.y0.5.0
  %scevgep407 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %arg.y0.5.0
  %bound0409 = icmp ult double* %.6.i97218.2, %scevgep407
  %bound1410 = icmp ult double* %y.4.sroa.32.1.1, %scevgep404
  %found.conflict411 = and i1 %bound0409, %bound1410
  br i1 %found.conflict411, label %for.body.1.us.2.preheader533, label %vector.ph416

vector.ph416:                                     ; preds = %vector.memcheck402
  %n.vec418 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert423 = insertelement <8 x double> poison, double %.532, i64 0
  %broadcast.splat424 = shufflevector <8 x double> %broadcast.splatinsert423, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert425 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat426 = shufflevector <8 x double> %broadcast.splatinsert425, <8 x double> poison, <8 x i32> zeroinitializer
  %191 = add i64 %n.vec418, -8
  %192 = lshr exact i64 %191, 3
  %193 = add nuw nsw i64 %192, 1
  %xtraiter583 = and i64 %193, 7
  %194 = icmp ult i64 %191, 56
  br i1 %194, label %middle.block412.unr-lcssa, label %vector.ph416.new

vector.ph416.new:                                 ; preds = %vector.ph416
  %const1880 = bitcast i64 4611686018427387896 to i64
  %unroll_iter586 = and i64 %193, %const1880
  br label %vector.body414

vector.body414:                                   ; preds = %vector.body414, %vector.ph416.new
  %lsr.iv1481 = phi i64 [ %lsr.iv.next1482, %vector.body414 ], [ %unroll_iter586, %vector.ph416.new ]
  %index421 = phi i64 [ 0, %vector.ph416.new ], [ %index.next427.7, %vector.body414 ]
  %sunkaddr2024 = mul i64 %index421, 8
  %195 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2025 = getelementptr i8, i8* %195, i64 %sunkaddr2024
  %196 = bitcast i8* %sunkaddr2025 to <8 x double>*
  %wide.load422 = load <8 x double>, <8 x double>* %196, align 8, !alias.scope !21
  %197 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422)
  %198 = fmul <8 x double> %broadcast.splat424, %wide.load422
  %199 = fmul <8 x double> %197, %broadcast.splat426
  %200 = fadd <8 x double> %198, %199
  %sunkaddr2026 = mul i64 %index421, 8
  %201 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2027 = getelementptr i8, i8* %201, i64 %sunkaddr2026
  %202 = bitcast i8* %sunkaddr2027 to <8 x double>*
  store <8 x double> %200, <8 x double>* %202, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2028 = mul i64 %index421, 8
  %203 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2029 = getelementptr i8, i8* %203, i64 %sunkaddr2028
  %sunkaddr2030 = getelementptr i8, i8* %sunkaddr2029, i64 64
  %204 = bitcast i8* %sunkaddr2030 to <8 x double>*
  %wide.load422.1 = load <8 x double>, <8 x double>* %204, align 8, !alias.scope !21
  %205 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.1)
  %206 = fmul <8 x double> %broadcast.splat424, %wide.load422.1
  %207 = fmul <8 x double> %205, %broadcast.splat426
  %208 = fadd <8 x double> %206, %207
  %sunkaddr2031 = mul i64 %index421, 8
  %209 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2032 = getelementptr i8, i8* %209, i64 %sunkaddr2031
  %sunkaddr2033 = getelementptr i8, i8* %sunkaddr2032, i64 64
  %210 = bitcast i8* %sunkaddr2033 to <8 x double>*
  store <8 x double> %208, <8 x double>* %210, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2034 = mul i64 %index421, 8
  %211 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2035 = getelementptr i8, i8* %211, i64 %sunkaddr2034
  %sunkaddr2036 = getelementptr i8, i8* %sunkaddr2035, i64 128
  %212 = bitcast i8* %sunkaddr2036 to <8 x double>*
  %wide.load422.2 = load <8 x double>, <8 x double>* %212, align 8, !alias.scope !21
  %213 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.2)
  %214 = fmul <8 x double> %broadcast.splat424, %wide.load422.2
  %215 = fmul <8 x double> %213, %broadcast.splat426
  %216 = fadd <8 x double> %214, %215
  %sunkaddr2037 = mul i64 %index421, 8
  %217 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2038 = getelementptr i8, i8* %217, i64 %sunkaddr2037
  %sunkaddr2039 = getelementptr i8, i8* %sunkaddr2038, i64 128
  %218 = bitcast i8* %sunkaddr2039 to <8 x double>*
  store <8 x double> %216, <8 x double>* %218, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2040 = mul i64 %index421, 8
  %219 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2041 = getelementptr i8, i8* %219, i64 %sunkaddr2040
  %sunkaddr2042 = getelementptr i8, i8* %sunkaddr2041, i64 192
  %220 = bitcast i8* %sunkaddr2042 to <8 x double>*
  %wide.load422.3 = load <8 x double>, <8 x double>* %220, align 8, !alias.scope !21
  %221 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.3)
  %222 = fmul <8 x double> %broadcast.splat424, %wide.load422.3
  %223 = fmul <8 x double> %221, %broadcast.splat426
  %224 = fadd <8 x double> %222, %223
  %sunkaddr2043 = mul i64 %index421, 8
  %225 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2044 = getelementptr i8, i8* %225, i64 %sunkaddr2043
  %sunkaddr2045 = getelementptr i8, i8* %sunkaddr2044, i64 192
  %226 = bitcast i8* %sunkaddr2045 to <8 x double>*
  store <8 x double> %224, <8 x double>* %226, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2046 = mul i64 %index421, 8
  %227 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2047 = getelementptr i8, i8* %227, i64 %sunkaddr2046
  %sunkaddr2048 = getelementptr i8, i8* %sunkaddr2047, i64 256
  %228 = bitcast i8* %sunkaddr2048 to <8 x double>*
  %wide.load422.4 = load <8 x double>, <8 x double>* %228, align 8, !alias.scope !21
  %229 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.4)
  %230 = fmul <8 x double> %broadcast.splat424, %wide.load422.4
  %231 = fmul <8 x double> %229, %broadcast.splat426
  %232 = fadd <8 x double> %230, %231
  %sunkaddr2049 = mul i64 %index421, 8
  %233 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2050 = getelementptr i8, i8* %233, i64 %sunkaddr2049
  %sunkaddr2051 = getelementptr i8, i8* %sunkaddr2050, i64 256
  %234 = bitcast i8* %sunkaddr2051 to <8 x double>*
  store <8 x double> %232, <8 x double>* %234, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2052 = mul i64 %index421, 8
  %235 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2053 = getelementptr i8, i8* %235, i64 %sunkaddr2052
  %sunkaddr2054 = getelementptr i8, i8* %sunkaddr2053, i64 320
  %236 = bitcast i8* %sunkaddr2054 to <8 x double>*
  %wide.load422.5 = load <8 x double>, <8 x double>* %236, align 8, !alias.scope !21
  %237 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.5)
  %238 = fmul <8 x double> %broadcast.splat424, %wide.load422.5
  %239 = fmul <8 x double> %237, %broadcast.splat426
  %240 = fadd <8 x double> %238, %239
  %sunkaddr2055 = mul i64 %index421, 8
  %241 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2056 = getelementptr i8, i8* %241, i64 %sunkaddr2055
  %sunkaddr2057 = getelementptr i8, i8* %sunkaddr2056, i64 320
  %242 = bitcast i8* %sunkaddr2057 to <8 x double>*
  store <8 x double> %240, <8 x double>* %242, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2058 = mul i64 %index421, 8
  %243 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2059 = getelementptr i8, i8* %243, i64 %sunkaddr2058
  %sunkaddr2060 = getelementptr i8, i8* %sunkaddr2059, i64 384
  %244 = bitcast i8* %sunkaddr2060 to <8 x double>*
  %wide.load422.6 = load <8 x double>, <8 x double>* %244, align 8, !alias.scope !21
  %245 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.6)
  %246 = fmul <8 x double> %broadcast.splat424, %wide.load422.6
  %247 = fmul <8 x double> %245, %broadcast.splat426
  %248 = fadd <8 x double> %246, %247
  %sunkaddr2061 = mul i64 %index421, 8
  %249 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2062 = getelementptr i8, i8* %249, i64 %sunkaddr2061
  %sunkaddr2063 = getelementptr i8, i8* %sunkaddr2062, i64 384
  %250 = bitcast i8* %sunkaddr2063 to <8 x double>*
  store <8 x double> %248, <8 x double>* %250, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2064 = mul i64 %index421, 8
  %251 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2065 = getelementptr i8, i8* %251, i64 %sunkaddr2064
  %sunkaddr2066 = getelementptr i8, i8* %sunkaddr2065, i64 448
  %252 = bitcast i8* %sunkaddr2066 to <8 x double>*
  %wide.load422.7 = load <8 x double>, <8 x double>* %252, align 8, !alias.scope !21
  %253 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.7)
  %254 = fmul <8 x double> %broadcast.splat424, %wide.load422.7
  %255 = fmul <8 x double> %253, %broadcast.splat426
  %256 = fadd <8 x double> %254, %255
  %sunkaddr2067 = mul i64 %index421, 8
  %257 = bitcast double* %.6.i97218.2 to i8*
  %sunkaddr2068 = getelementptr i8, i8* %257, i64 %sunkaddr2067
  %sunkaddr2069 = getelementptr i8, i8* %sunkaddr2068, i64 448
  %258 = bitcast i8* %sunkaddr2069 to <8 x double>*
  store <8 x double> %256, <8 x double>* %258, align 8, !alias.scope !24, !noalias !21
  %index.next427.7 = add i64 %index421, 64
  %lsr.iv.next1482 = add i64 %lsr.iv1481, -8
  %niter587.ncmp.7 = icmp eq i64 %lsr.iv.next1482, 0
  br i1 %niter587.ncmp.7, label %middle.block412.unr-lcssa, label %vector.body414, !llvm.loop !26

middle.block412.unr-lcssa:                        ; preds = %vector.body414, %vector.ph416
  %index421.unr = phi i64 [ 0, %vector.ph416 ], [ %index.next427.7, %vector.body414 ]
  %lcmp.mod585.not = icmp eq i64 %xtraiter583, 0
  br i1 %lcmp.mod585.not, label %middle.block412, label %vector.body414.epil.preheader

vector.body414.epil.preheader:                    ; preds = %middle.block412.unr-lcssa
  %scevgep1423 = getelementptr double, double* %.6.i97218.2, i64 %index421.unr
  %scevgep1429 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %index421.unr
  %259 = shl nuw nsw i64 %xtraiter583, 6
  br label %vector.body414.epil

vector.body414.epil:                              ; preds = %vector.body414.epil.preheader, %vector.body414.epil
  %lsr.iv1424 = phi i64 [ 0, %vector.body414.epil.preheader ], [ %lsr.iv.next1425, %vector.body414.epil ]
  %260 = bitcast double* %scevgep1429 to i8*
  %261 = bitcast double* %scevgep1423 to i8*
  %uglygep1431 = getelementptr i8, i8* %260, i64 %lsr.iv1424
  %uglygep14311432 = bitcast i8* %uglygep1431 to <8 x double>*
  %wide.load422.epil = load <8 x double>, <8 x double>* %uglygep14311432, align 8, !alias.scope !21
  %262 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load422.epil)
  %263 = fmul <8 x double> %broadcast.splat424, %wide.load422.epil
  %264 = fmul <8 x double> %262, %broadcast.splat426
  %265 = fadd <8 x double> %263, %264
  %uglygep1427 = getelementptr i8, i8* %261, i64 %lsr.iv1424
  %uglygep14271428 = bitcast i8* %uglygep1427 to <8 x double>*
  store <8 x double> %265, <8 x double>* %uglygep14271428, align 8, !alias.scope !24, !noalias !21
  %lsr.iv.next1425 = add nuw nsw i64 %lsr.iv1424, 64
  %epil.iter584.cmp.not = icmp eq i64 %259, %lsr.iv.next1425
  br i1 %epil.iter584.cmp.not, label %middle.block412, label %vector.body414.epil, !llvm.loop !27

middle.block412:                                  ; preds = %vector.body414.epil, %middle.block412.unr-lcssa
  %cmp.n420 = icmp eq i64 %n.vec418, %arg.y0.5.0
  br i1 %cmp.n420, label %B223.2, label %for.body.1.us.2.preheader533

for.body.1.us.2.preheader533:                     ; preds = %vector.memcheck402, %for.body.1.us.2.preheader, %middle.block412
  %loop.index.1212.us.2.ph = phi i64 [ 0, %vector.memcheck402 ], [ 0, %for.body.1.us.2.preheader ], [ %n.vec418, %middle.block412 ]
  %266 = xor i64 %loop.index.1212.us.2.ph, -1
  %267 = add i64 %266, %arg.y0.5.0
  %xtraiter580 = and i64 %arg.y0.5.0, 7
  %lcmp.mod581.not = icmp eq i64 %xtraiter580, 0
  br i1 %lcmp.mod581.not, label %for.body.1.us.2.prol.loopexit, label %for.body.1.us.2.prol.preheader

for.body.1.us.2.prol.preheader:                   ; preds = %for.body.1.us.2.preheader533
  br label %for.body.1.us.2.prol

for.body.1.us.2.prol:                             ; preds = %for.body.1.us.2.prol.preheader, %for.body.1.us.2.prol
  %lsr.iv1421 = phi i64 [ %xtraiter580, %for.body.1.us.2.prol.preheader ], [ %lsr.iv.next1422, %for.body.1.us.2.prol ]
  %loop.index.1212.us.2.prol = phi i64 [ %.766.us.2.prol, %for.body.1.us.2.prol ], [ %loop.index.1212.us.2.ph, %for.body.1.us.2.prol.preheader ]
  %scevgep1420 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1212.us.2.prol
  %.728255.us.2.prol = load double, double* %scevgep1420, align 8
  %.16.i.us.2.prol = tail call double @llvm.cos.f64(double %.728255.us.2.prol) #6
  %.8.i.us.2.prol = fmul double %.532, %.728255.us.2.prol
  %.21.i.us.2.prol = fmul double %.16.i.us.2.prol, %arg.h
  %.22.i.us.2.prol = fadd double %.8.i.us.2.prol, %.21.i.us.2.prol
  %scevgep1419 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2.prol
  store double %.22.i.us.2.prol, double* %scevgep1419, align 8
  %.766.us.2.prol = add nuw i64 %loop.index.1212.us.2.prol, 1
  %lsr.iv.next1422 = add nsw i64 %lsr.iv1421, -1
  %prol.iter582.cmp.not = icmp eq i64 %lsr.iv.next1422, 0
  br i1 %prol.iter582.cmp.not, label %for.body.1.us.2.prol.loopexit, label %for.body.1.us.2.prol, !llvm.loop !28

for.body.1.us.2.prol.loopexit:                    ; preds = %for.body.1.us.2.prol, %for.body.1.us.2.preheader533
  %loop.index.1212.us.2.unr = phi i64 [ %loop.index.1212.us.2.ph, %for.body.1.us.2.preheader533 ], [ %.766.us.2.prol, %for.body.1.us.2.prol ]
  %268 = icmp ult i64 %267, 7
  br i1 %268, label %B223.2, label %for.body.1.us.2.preheader682

for.body.1.us.2.preheader682:                     ; preds = %for.body.1.us.2.prol.loopexit
  br label %for.body.1.us.2

for.body.1.2:                                     ; preds = %for.body.1.preheader.2
  %.728255.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.16.i.2 = tail call double @llvm.cos.f64(double %.728255.2) #6
  %.8.i.2 = fmul double %.532, %.728255.2
  %.21.i.2 = fmul double %.16.i.2, %arg.h
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  store double %.22.i.2, double* %.6.i97218.2, align 8
  br label %B223.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader682, %for.body.1.us.2
  %loop.index.1212.us.2 = phi i64 [ %.766.us.2.7, %for.body.1.us.2 ], [ %loop.index.1212.us.2.unr, %for.body.1.us.2.preheader682 ]
  %sunkaddr2070 = mul i64 %loop.index.1212.us.2, 8
  %269 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2071 = getelementptr i8, i8* %269, i64 %sunkaddr2070
  %270 = bitcast i8* %sunkaddr2071 to double*
  %.728255.us.2 = load double, double* %270, align 8
  %.16.i.us.2 = tail call double @llvm.cos.f64(double %.728255.us.2) #6
  %.8.i.us.2 = fmul double %.532, %.728255.us.2
  %.21.i.us.2 = fmul double %.16.i.us.2, %arg.h
  %.22.i.us.2 = fadd double %.8.i.us.2, %.21.i.us.2
  %scevgep1402 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  store double %.22.i.us.2, double* %scevgep1402, align 8
  %sunkaddr2072 = mul i64 %loop.index.1212.us.2, 8
  %271 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2073 = getelementptr i8, i8* %271, i64 %sunkaddr2072
  %sunkaddr2074 = getelementptr i8, i8* %sunkaddr2073, i64 8
  %272 = bitcast i8* %sunkaddr2074 to double*
  %.728255.us.2.1 = load double, double* %272, align 8
  %.16.i.us.2.1 = tail call double @llvm.cos.f64(double %.728255.us.2.1) #6
  %.8.i.us.2.1 = fmul double %.532, %.728255.us.2.1
  %.21.i.us.2.1 = fmul double %.16.i.us.2.1, %arg.h
  %.22.i.us.2.1 = fadd double %.8.i.us.2.1, %.21.i.us.2.1
  %scevgep1400 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1401 = getelementptr double, double* %scevgep1400, i64 1
  store double %.22.i.us.2.1, double* %scevgep1401, align 8
  %sunkaddr2075 = mul i64 %loop.index.1212.us.2, 8
  %273 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2076 = getelementptr i8, i8* %273, i64 %sunkaddr2075
  %sunkaddr2077 = getelementptr i8, i8* %sunkaddr2076, i64 16
  %274 = bitcast i8* %sunkaddr2077 to double*
  %.728255.us.2.2 = load double, double* %274, align 8
  %.16.i.us.2.2 = tail call double @llvm.cos.f64(double %.728255.us.2.2) #6
  %.8.i.us.2.2 = fmul double %.532, %.728255.us.2.2
  %.21.i.us.2.2 = fmul double %.16.i.us.2.2, %arg.h
  %.22.i.us.2.2 = fadd double %.8.i.us.2.2, %.21.i.us.2.2
  %scevgep1398 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1399 = getelementptr double, double* %scevgep1398, i64 2
  store double %.22.i.us.2.2, double* %scevgep1399, align 8
  %sunkaddr2078 = mul i64 %loop.index.1212.us.2, 8
  %275 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2079 = getelementptr i8, i8* %275, i64 %sunkaddr2078
  %sunkaddr2080 = getelementptr i8, i8* %sunkaddr2079, i64 24
  %276 = bitcast i8* %sunkaddr2080 to double*
  %.728255.us.2.3 = load double, double* %276, align 8
  %.16.i.us.2.3 = tail call double @llvm.cos.f64(double %.728255.us.2.3) #6
  %.8.i.us.2.3 = fmul double %.532, %.728255.us.2.3
  %.21.i.us.2.3 = fmul double %.16.i.us.2.3, %arg.h
  %.22.i.us.2.3 = fadd double %.8.i.us.2.3, %.21.i.us.2.3
  %scevgep1396 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1397 = getelementptr double, double* %scevgep1396, i64 3
  store double %.22.i.us.2.3, double* %scevgep1397, align 8
  %sunkaddr2081 = mul i64 %loop.index.1212.us.2, 8
  %277 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2082 = getelementptr i8, i8* %277, i64 %sunkaddr2081
  %sunkaddr2083 = getelementptr i8, i8* %sunkaddr2082, i64 32
  %278 = bitcast i8* %sunkaddr2083 to double*
  %.728255.us.2.4 = load double, double* %278, align 8
  %.16.i.us.2.4 = tail call double @llvm.cos.f64(double %.728255.us.2.4) #6
  %.8.i.us.2.4 = fmul double %.532, %.728255.us.2.4
  %.21.i.us.2.4 = fmul double %.16.i.us.2.4, %arg.h
  %.22.i.us.2.4 = fadd double %.8.i.us.2.4, %.21.i.us.2.4
  %scevgep1394 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1395 = getelementptr double, double* %scevgep1394, i64 4
  store double %.22.i.us.2.4, double* %scevgep1395, align 8
  %sunkaddr2084 = mul i64 %loop.index.1212.us.2, 8
  %279 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2085 = getelementptr i8, i8* %279, i64 %sunkaddr2084
  %sunkaddr2086 = getelementptr i8, i8* %sunkaddr2085, i64 40
  %280 = bitcast i8* %sunkaddr2086 to double*
  %.728255.us.2.5 = load double, double* %280, align 8
  %.16.i.us.2.5 = tail call double @llvm.cos.f64(double %.728255.us.2.5) #6
  %.8.i.us.2.5 = fmul double %.532, %.728255.us.2.5
  %.21.i.us.2.5 = fmul double %.16.i.us.2.5, %arg.h
  %.22.i.us.2.5 = fadd double %.8.i.us.2.5, %.21.i.us.2.5
  %scevgep1392 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1393 = getelementptr double, double* %scevgep1392, i64 5
  store double %.22.i.us.2.5, double* %scevgep1393, align 8
  %sunkaddr2087 = mul i64 %loop.index.1212.us.2, 8
  %281 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2088 = getelementptr i8, i8* %281, i64 %sunkaddr2087
  %sunkaddr2089 = getelementptr i8, i8* %sunkaddr2088, i64 48
  %282 = bitcast i8* %sunkaddr2089 to double*
  %.728255.us.2.6 = load double, double* %282, align 8
  %.16.i.us.2.6 = tail call double @llvm.cos.f64(double %.728255.us.2.6) #6
  %.8.i.us.2.6 = fmul double %.532, %.728255.us.2.6
  %.21.i.us.2.6 = fmul double %.16.i.us.2.6, %arg.h
  %.22.i.us.2.6 = fadd double %.8.i.us.2.6, %.21.i.us.2.6
  %scevgep1390 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1391 = getelementptr double, double* %scevgep1390, i64 6
  store double %.22.i.us.2.6, double* %scevgep1391, align 8
  %sunkaddr2090 = mul i64 %loop.index.1212.us.2, 8
  %283 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2091 = getelementptr i8, i8* %283, i64 %sunkaddr2090
  %sunkaddr2092 = getelementptr i8, i8* %sunkaddr2091, i64 56
  %284 = bitcast i8* %sunkaddr2092 to double*
  %.728255.us.2.7 = load double, double* %284, align 8
  %.16.i.us.2.7 = tail call double @llvm.cos.f64(double %.728255.us.2.7) #6
  %.8.i.us.2.7 = fmul double %.532, %.728255.us.2.7
  %.21.i.us.2.7 = fmul double %.16.i.us.2.7, %arg.h
  %.22.i.us.2.7 = fadd double %.8.i.us.2.7, %.21.i.us.2.7
  %scevgep1388 = getelementptr double, double* %.6.i97218.2, i64 %loop.index.1212.us.2
  %scevgep1389 = getelementptr double, double* %scevgep1388, i64 7
  store double %.22.i.us.2.7, double* %scevgep1389, align 8
  %.766.us.2.7 = add nuw nsw i64 %loop.index.1212.us.2, 8
  %exitcond296.2.not.7 = icmp eq i64 %arg.y0.5.0, %.766.us.2.7
  br i1 %exitcond296.2.not.7, label %B223.2, label %for.body.1.us.2, !llvm.loop !29

B102.endif.endif.endif.endif.endif.2:             ; preds = %B223.1
  %285 = icmp eq i8* %.7.i.i104.2, null
  br i1 %285, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.2, !prof !0

B102.endif.endif.endif.endif.endif.endif.2:       ; preds = %B102.endif.endif.endif.endif.endif.2
  %286 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i110.2 = getelementptr i8, i8* %.7.i.i104.2, i64 24
  %287 = bitcast i8* %.5.i110.2 to double**
  %.6.i111219.2 = load double*, double** %287, align 8
  br i1 %286, label %for.body.preheader.2, label %B223.2

for.body.preheader.2:                             ; preds = %B102.endif.endif.endif.endif.endif.endif.2
  %288 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %288, label %for.body.us.2.preheader, label %for.body.2301

for.body.us.2.preheader:                          ; preds = %for.body.preheader.2
  %min.iters.check440 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check440, label %for.body.us.2.preheader531, label %vector.memcheck428

vector.memcheck428:                               ; preds = %for.body.us.2.preheader
  %scevgep430 = getelementptr double, double* %.6.i111219.2, i64 %arg.y0.5.0
  %scevgep432 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %arg.y0.5.0
  %bound0434 = icmp ult double* %.6.i111219.2, %scevgep432
  %bound1435 = icmp ult double* %y.4.sroa.32.1.1, %scevgep430
  %found.conflict436 = and i1 %bound0434, %bound1435
  br i1 %found.conflict436, label %for.body.us.2.preheader531, label %vector.ph441

vector.ph441:                                     ; preds = %vector.memcheck428
  %n.vec443 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert448 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat449 = shufflevector <8 x double> %broadcast.splatinsert448, <8 x double> poison, <8 x i32> zeroinitializer
  %289 = add i64 %n.vec443, -8
  %290 = lshr exact i64 %289, 3
  %291 = add nuw nsw i64 %290, 1
  %xtraiter575 = and i64 %291, 7
  %292 = icmp ult i64 %289, 56
  br i1 %292, label %middle.block437.unr-lcssa, label %vector.ph441.new

vector.ph441.new:                                 ; preds = %vector.ph441
  %const1884 = bitcast i64 4611686018427387896 to i64
  %unroll_iter578 = and i64 %291, %const1884
  br label %vector.body439

vector.body439:                                   ; preds = %vector.body439, %vector.ph441.new
  %lsr.iv1386 = phi i64 [ %lsr.iv.next1387, %vector.body439 ], [ %unroll_iter578, %vector.ph441.new ]
  %index446 = phi i64 [ 0, %vector.ph441.new ], [ %index.next450.7, %vector.body439 ]
  %sunkaddr2093 = mul i64 %index446, 8
  %293 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2094 = getelementptr i8, i8* %293, i64 %sunkaddr2093
  %294 = bitcast i8* %sunkaddr2094 to <8 x double>*
  %wide.load447 = load <8 x double>, <8 x double>* %294, align 8, !alias.scope !30
  %295 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447)
  %296 = fmul <8 x double> %295, %broadcast.splat449
  %297 = fadd <8 x double> %wide.load447, %296
  %sunkaddr2095 = mul i64 %index446, 8
  %298 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2096 = getelementptr i8, i8* %298, i64 %sunkaddr2095
  %299 = bitcast i8* %sunkaddr2096 to <8 x double>*
  store <8 x double> %297, <8 x double>* %299, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2097 = mul i64 %index446, 8
  %300 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2098 = getelementptr i8, i8* %300, i64 %sunkaddr2097
  %sunkaddr2099 = getelementptr i8, i8* %sunkaddr2098, i64 64
  %301 = bitcast i8* %sunkaddr2099 to <8 x double>*
  %wide.load447.1 = load <8 x double>, <8 x double>* %301, align 8, !alias.scope !30
  %302 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.1)
  %303 = fmul <8 x double> %302, %broadcast.splat449
  %304 = fadd <8 x double> %wide.load447.1, %303
  %sunkaddr2100 = mul i64 %index446, 8
  %305 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2101 = getelementptr i8, i8* %305, i64 %sunkaddr2100
  %sunkaddr2102 = getelementptr i8, i8* %sunkaddr2101, i64 64
  %306 = bitcast i8* %sunkaddr2102 to <8 x double>*
  store <8 x double> %304, <8 x double>* %306, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2103 = mul i64 %index446, 8
  %307 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2104 = getelementptr i8, i8* %307, i64 %sunkaddr2103
  %sunkaddr2105 = getelementptr i8, i8* %sunkaddr2104, i64 128
  %308 = bitcast i8* %sunkaddr2105 to <8 x double>*
  %wide.load447.2 = load <8 x double>, <8 x double>* %308, align 8, !alias.scope !30
  %309 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.2)
  %310 = fmul <8 x double> %309, %broadcast.splat449
  %311 = fadd <8 x double> %wide.load447.2, %310
  %sunkaddr2106 = mul i64 %index446, 8
  %312 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2107 = getelementptr i8, i8* %312, i64 %sunkaddr2106
  %sunkaddr2108 = getelementptr i8, i8* %sunkaddr2107, i64 128
  %313 = bitcast i8* %sunkaddr2108 to <8 x double>*
  store <8 x double> %311, <8 x double>* %313, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2109 = mul i64 %index446, 8
  %314 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2110 = getelementptr i8, i8* %314, i64 %sunkaddr2109
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 192
  %315 = bitcast i8* %sunkaddr2111 to <8 x double>*
  %wide.load447.3 = load <8 x double>, <8 x double>* %315, align 8, !alias.scope !30
  %316 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.3)
  %317 = fmul <8 x double> %316, %broadcast.splat449
  %318 = fadd <8 x double> %wide.load447.3, %317
  %sunkaddr2112 = mul i64 %index446, 8
  %319 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2113 = getelementptr i8, i8* %319, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 192
  %320 = bitcast i8* %sunkaddr2114 to <8 x double>*
  store <8 x double> %318, <8 x double>* %320, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2115 = mul i64 %index446, 8
  %321 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2116 = getelementptr i8, i8* %321, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 256
  %322 = bitcast i8* %sunkaddr2117 to <8 x double>*
  %wide.load447.4 = load <8 x double>, <8 x double>* %322, align 8, !alias.scope !30
  %323 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.4)
  %324 = fmul <8 x double> %323, %broadcast.splat449
  %325 = fadd <8 x double> %wide.load447.4, %324
  %sunkaddr2118 = mul i64 %index446, 8
  %326 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2119 = getelementptr i8, i8* %326, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 256
  %327 = bitcast i8* %sunkaddr2120 to <8 x double>*
  store <8 x double> %325, <8 x double>* %327, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2121 = mul i64 %index446, 8
  %328 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2122 = getelementptr i8, i8* %328, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 320
  %329 = bitcast i8* %sunkaddr2123 to <8 x double>*
  %wide.load447.5 = load <8 x double>, <8 x double>* %329, align 8, !alias.scope !30
  %330 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.5)
  %331 = fmul <8 x double> %330, %broadcast.splat449
  %332 = fadd <8 x double> %wide.load447.5, %331
  %sunkaddr2124 = mul i64 %index446, 8
  %333 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2125 = getelementptr i8, i8* %333, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 320
  %334 = bitcast i8* %sunkaddr2126 to <8 x double>*
  store <8 x double> %332, <8 x double>* %334, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2127 = mul i64 %index446, 8
  %335 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2128 = getelementptr i8, i8* %335, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 384
  %336 = bitcast i8* %sunkaddr2129 to <8 x double>*
  %wide.load447.6 = load <8 x double>, <8 x double>* %336, align 8, !alias.scope !30
  %337 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.6)
  %338 = fmul <8 x double> %337, %broadcast.splat449
  %339 = fadd <8 x double> %wide.load447.6, %338
  %sunkaddr2130 = mul i64 %index446, 8
  %340 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2131 = getelementptr i8, i8* %340, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 384
  %341 = bitcast i8* %sunkaddr2132 to <8 x double>*
  store <8 x double> %339, <8 x double>* %341, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2133 = mul i64 %index446, 8
  %342 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2134 = getelementptr i8, i8* %342, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 448
  %343 = bitcast i8* %sunkaddr2135 to <8 x double>*
  %wide.load447.7 = load <8 x double>, <8 x double>* %343, align 8, !alias.scope !30
  %344 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.7)
  %345 = fmul <8 x double> %344, %broadcast.splat449
  %346 = fadd <8 x double> %wide.load447.7, %345
  %sunkaddr2136 = mul i64 %index446, 8
  %347 = bitcast double* %.6.i111219.2 to i8*
  %sunkaddr2137 = getelementptr i8, i8* %347, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 448
  %348 = bitcast i8* %sunkaddr2138 to <8 x double>*
  store <8 x double> %346, <8 x double>* %348, align 8, !alias.scope !33, !noalias !30
  %index.next450.7 = add i64 %index446, 64
  %lsr.iv.next1387 = add i64 %lsr.iv1386, -8
  %niter579.ncmp.7 = icmp eq i64 %lsr.iv.next1387, 0
  br i1 %niter579.ncmp.7, label %middle.block437.unr-lcssa, label %vector.body439, !llvm.loop !35

middle.block437.unr-lcssa:                        ; preds = %vector.body439, %vector.ph441
  %index446.unr = phi i64 [ 0, %vector.ph441 ], [ %index.next450.7, %vector.body439 ]
  %lcmp.mod577.not = icmp eq i64 %xtraiter575, 0
  br i1 %lcmp.mod577.not, label %middle.block437, label %vector.body439.epil.preheader

vector.body439.epil.preheader:                    ; preds = %middle.block437.unr-lcssa
  %scevgep1328 = getelementptr double, double* %.6.i111219.2, i64 %index446.unr
  %scevgep1334 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %index446.unr
  %349 = shl nuw nsw i64 %xtraiter575, 6
  br label %vector.body439.epil

vector.body439.epil:                              ; preds = %vector.body439.epil.preheader, %vector.body439.epil
  %lsr.iv1329 = phi i64 [ 0, %vector.body439.epil.preheader ], [ %lsr.iv.next1330, %vector.body439.epil ]
  %350 = bitcast double* %scevgep1334 to i8*
  %351 = bitcast double* %scevgep1328 to i8*
  %uglygep1336 = getelementptr i8, i8* %350, i64 %lsr.iv1329
  %uglygep13361337 = bitcast i8* %uglygep1336 to <8 x double>*
  %wide.load447.epil = load <8 x double>, <8 x double>* %uglygep13361337, align 8, !alias.scope !30
  %352 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load447.epil)
  %353 = fmul <8 x double> %352, %broadcast.splat449
  %354 = fadd <8 x double> %wide.load447.epil, %353
  %uglygep1332 = getelementptr i8, i8* %351, i64 %lsr.iv1329
  %uglygep13321333 = bitcast i8* %uglygep1332 to <8 x double>*
  store <8 x double> %354, <8 x double>* %uglygep13321333, align 8, !alias.scope !33, !noalias !30
  %lsr.iv.next1330 = add nuw nsw i64 %lsr.iv1329, 64
  %epil.iter576.cmp.not = icmp eq i64 %349, %lsr.iv.next1330
  br i1 %epil.iter576.cmp.not, label %middle.block437, label %vector.body439.epil, !llvm.loop !36

middle.block437:                                  ; preds = %vector.body439.epil, %middle.block437.unr-lcssa
  %cmp.n445 = icmp eq i64 %n.vec443, %arg.y0.5.0
  br i1 %cmp.n445, label %B223.2, label %for.body.us.2.preheader531

for.body.us.2.preheader531:                       ; preds = %vector.memcheck428, %for.body.us.2.preheader, %middle.block437
  %loop.index216.us.2.ph = phi i64 [ 0, %vector.memcheck428 ], [ 0, %for.body.us.2.preheader ], [ %n.vec443, %middle.block437 ]
  %355 = xor i64 %loop.index216.us.2.ph, -1
  %356 = add i64 %355, %arg.y0.5.0
  %xtraiter572 = and i64 %arg.y0.5.0, 7
  %lcmp.mod573.not = icmp eq i64 %xtraiter572, 0
  br i1 %lcmp.mod573.not, label %for.body.us.2.prol.loopexit, label %for.body.us.2.prol.preheader

for.body.us.2.prol.preheader:                     ; preds = %for.body.us.2.preheader531
  br label %for.body.us.2.prol

for.body.us.2.prol:                               ; preds = %for.body.us.2.prol.preheader, %for.body.us.2.prol
  %lsr.iv1326 = phi i64 [ %xtraiter572, %for.body.us.2.prol.preheader ], [ %lsr.iv.next1327, %for.body.us.2.prol ]
  %loop.index216.us.2.prol = phi i64 [ %.505.us.2.prol, %for.body.us.2.prol ], [ %loop.index216.us.2.ph, %for.body.us.2.prol.preheader ]
  %scevgep1325 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index216.us.2.prol
  %.467239.us.2.prol = load double, double* %scevgep1325, align 8
  %.14.i.us.2.prol = tail call double @llvm.sin.f64(double %.467239.us.2.prol) #6
  %.19.i.us.2.prol = fmul double %.14.i.us.2.prol, %arg.h
  %.20.i.us.2.prol = fadd double %.467239.us.2.prol, %.19.i.us.2.prol
  %scevgep1324 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2.prol
  store double %.20.i.us.2.prol, double* %scevgep1324, align 8
  %.505.us.2.prol = add nuw i64 %loop.index216.us.2.prol, 1
  %lsr.iv.next1327 = add nsw i64 %lsr.iv1326, -1
  %prol.iter574.cmp.not = icmp eq i64 %lsr.iv.next1327, 0
  br i1 %prol.iter574.cmp.not, label %for.body.us.2.prol.loopexit, label %for.body.us.2.prol, !llvm.loop !37

for.body.us.2.prol.loopexit:                      ; preds = %for.body.us.2.prol, %for.body.us.2.preheader531
  %loop.index216.us.2.unr = phi i64 [ %loop.index216.us.2.ph, %for.body.us.2.preheader531 ], [ %.505.us.2.prol, %for.body.us.2.prol ]
  %357 = icmp ult i64 %356, 7
  br i1 %357, label %B223.2, label %for.body.us.2.preheader681

for.body.us.2.preheader681:                       ; preds = %for.body.us.2.prol.loopexit
  br label %for.body.us.2

for.body.2301:                                    ; preds = %for.body.preheader.2
  %.467239.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.14.i.2 = tail call double @llvm.sin.f64(double %.467239.2) #6
  %.19.i.2 = fmul double %.14.i.2, %arg.h
  %.20.i.2 = fadd double %.467239.2, %.19.i.2
  store double %.20.i.2, double* %.6.i111219.2, align 8
  br label %B223.2

for.body.us.2:                                    ; preds = %for.body.us.2.preheader681, %for.body.us.2
  %loop.index216.us.2 = phi i64 [ %.505.us.2.7, %for.body.us.2 ], [ %loop.index216.us.2.unr, %for.body.us.2.preheader681 ]
  %sunkaddr2139 = mul i64 %loop.index216.us.2, 8
  %358 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2140 = getelementptr i8, i8* %358, i64 %sunkaddr2139
  %359 = bitcast i8* %sunkaddr2140 to double*
  %.467239.us.2 = load double, double* %359, align 8
  %.14.i.us.2 = tail call double @llvm.sin.f64(double %.467239.us.2) #6
  %.19.i.us.2 = fmul double %.14.i.us.2, %arg.h
  %.20.i.us.2 = fadd double %.467239.us.2, %.19.i.us.2
  %scevgep1307 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  store double %.20.i.us.2, double* %scevgep1307, align 8
  %sunkaddr2141 = mul i64 %loop.index216.us.2, 8
  %360 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2142 = getelementptr i8, i8* %360, i64 %sunkaddr2141
  %sunkaddr2143 = getelementptr i8, i8* %sunkaddr2142, i64 8
  %361 = bitcast i8* %sunkaddr2143 to double*
  %.467239.us.2.1 = load double, double* %361, align 8
  %.14.i.us.2.1 = tail call double @llvm.sin.f64(double %.467239.us.2.1) #6
  %.19.i.us.2.1 = fmul double %.14.i.us.2.1, %arg.h
  %.20.i.us.2.1 = fadd double %.467239.us.2.1, %.19.i.us.2.1
  %scevgep1305 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1306 = getelementptr double, double* %scevgep1305, i64 1
  store double %.20.i.us.2.1, double* %scevgep1306, align 8
  %sunkaddr2144 = mul i64 %loop.index216.us.2, 8
  %362 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2145 = getelementptr i8, i8* %362, i64 %sunkaddr2144
  %sunkaddr2146 = getelementptr i8, i8* %sunkaddr2145, i64 16
  %363 = bitcast i8* %sunkaddr2146 to double*
  %.467239.us.2.2 = load double, double* %363, align 8
  %.14.i.us.2.2 = tail call double @llvm.sin.f64(double %.467239.us.2.2) #6
  %.19.i.us.2.2 = fmul double %.14.i.us.2.2, %arg.h
  %.20.i.us.2.2 = fadd double %.467239.us.2.2, %.19.i.us.2.2
  %scevgep1303 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1304 = getelementptr double, double* %scevgep1303, i64 2
  store double %.20.i.us.2.2, double* %scevgep1304, align 8
  %sunkaddr2147 = mul i64 %loop.index216.us.2, 8
  %364 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2148 = getelementptr i8, i8* %364, i64 %sunkaddr2147
  %sunkaddr2149 = getelementptr i8, i8* %sunkaddr2148, i64 24
  %365 = bitcast i8* %sunkaddr2149 to double*
  %.467239.us.2.3 = load double, double* %365, align 8
  %.14.i.us.2.3 = tail call double @llvm.sin.f64(double %.467239.us.2.3) #6
  %.19.i.us.2.3 = fmul double %.14.i.us.2.3, %arg.h
  %.20.i.us.2.3 = fadd double %.467239.us.2.3, %.19.i.us.2.3
  %scevgep1301 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1302 = getelementptr double, double* %scevgep1301, i64 3
  store double %.20.i.us.2.3, double* %scevgep1302, align 8
  %sunkaddr2150 = mul i64 %loop.index216.us.2, 8
  %366 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2151 = getelementptr i8, i8* %366, i64 %sunkaddr2150
  %sunkaddr2152 = getelementptr i8, i8* %sunkaddr2151, i64 32
  %367 = bitcast i8* %sunkaddr2152 to double*
  %.467239.us.2.4 = load double, double* %367, align 8
  %.14.i.us.2.4 = tail call double @llvm.sin.f64(double %.467239.us.2.4) #6
  %.19.i.us.2.4 = fmul double %.14.i.us.2.4, %arg.h
  %.20.i.us.2.4 = fadd double %.467239.us.2.4, %.19.i.us.2.4
  %scevgep1299 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1300 = getelementptr double, double* %scevgep1299, i64 4
  store double %.20.i.us.2.4, double* %scevgep1300, align 8
  %sunkaddr2153 = mul i64 %loop.index216.us.2, 8
  %368 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2154 = getelementptr i8, i8* %368, i64 %sunkaddr2153
  %sunkaddr2155 = getelementptr i8, i8* %sunkaddr2154, i64 40
  %369 = bitcast i8* %sunkaddr2155 to double*
  %.467239.us.2.5 = load double, double* %369, align 8
  %.14.i.us.2.5 = tail call double @llvm.sin.f64(double %.467239.us.2.5) #6
  %.19.i.us.2.5 = fmul double %.14.i.us.2.5, %arg.h
  %.20.i.us.2.5 = fadd double %.467239.us.2.5, %.19.i.us.2.5
  %scevgep1297 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1298 = getelementptr double, double* %scevgep1297, i64 5
  store double %.20.i.us.2.5, double* %scevgep1298, align 8
  %sunkaddr2156 = mul i64 %loop.index216.us.2, 8
  %370 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2157 = getelementptr i8, i8* %370, i64 %sunkaddr2156
  %sunkaddr2158 = getelementptr i8, i8* %sunkaddr2157, i64 48
  %371 = bitcast i8* %sunkaddr2158 to double*
  %.467239.us.2.6 = load double, double* %371, align 8
  %.14.i.us.2.6 = tail call double @llvm.sin.f64(double %.467239.us.2.6) #6
  %.19.i.us.2.6 = fmul double %.14.i.us.2.6, %arg.h
  %.20.i.us.2.6 = fadd double %.467239.us.2.6, %.19.i.us.2.6
  %scevgep1295 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1296 = getelementptr double, double* %scevgep1295, i64 6
  store double %.20.i.us.2.6, double* %scevgep1296, align 8
  %sunkaddr2159 = mul i64 %loop.index216.us.2, 8
  %372 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2160 = getelementptr i8, i8* %372, i64 %sunkaddr2159
  %sunkaddr2161 = getelementptr i8, i8* %sunkaddr2160, i64 56
  %373 = bitcast i8* %sunkaddr2161 to double*
  %.467239.us.2.7 = load double, double* %373, align 8
  %.14.i.us.2.7 = tail call double @llvm.sin.f64(double %.467239.us.2.7) #6
  %.19.i.us.2.7 = fmul double %.14.i.us.2.7, %arg.h
  %.20.i.us.2.7 = fadd double %.467239.us.2.7, %.19.i.us.2.7
  %scevgep1293 = getelementptr double, double* %.6.i111219.2, i64 %loop.index216.us.2
  %scevgep1294 = getelementptr double, double* %scevgep1293, i64 7
  store double %.20.i.us.2.7, double* %scevgep1294, align 8
  %.505.us.2.7 = add nuw nsw i64 %loop.index216.us.2, 8
  %exitcond298.2.not.7 = icmp eq i64 %arg.y0.5.0, %.505.us.2.7
  br i1 %exitcond298.2.not.7, label %B223.2, label %for.body.us.2, !llvm.loop !38

B223.2:                                           ; preds = %for.body.1.us.2, %for.body.us.2, %for.body.us.2.prol.loopexit, %middle.block437, %B102.endif.endif.endif.endif.endif.endif.2, %for.body.1.us.2.prol.loopexit, %middle.block412, %B156.endif.endif.endif.endif.endif.endif.2, %for.body.1.2, %for.body.2301
  %y.4.sroa.32.1.2 = phi double* [ %.6.i111219.2, %for.body.2301 ], [ %.6.i97218.2, %for.body.1.2 ], [ %.6.i97218.2, %B156.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i97218.2, %middle.block412 ], [ %.6.i97218.2, %for.body.1.us.2.prol.loopexit ], [ %.6.i111219.2, %B102.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i111219.2, %middle.block437 ], [ %.6.i111219.2, %for.body.us.2.prol.loopexit ], [ %.6.i111219.2, %for.body.us.2 ], [ %.6.i97218.2, %for.body.1.us.2 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i104.1)
  %.271.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.272.3 = fcmp ogt double %.271.3, 0.000000e+00
  %.7.i.i104.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272.3, label %B102.endif.endif.endif.endif.endif.3, label %B156.endif.endif.endif.endif.endif.3

B156.endif.endif.endif.endif.endif.3:             ; preds = %B223.2
  %374 = icmp eq i8* %.7.i.i104.3, null
  br i1 %374, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif.3, !prof !0

B156.endif.endif.endif.endif.endif.endif.3:       ; preds = %B156.endif.endif.endif.endif.endif.3
  %375 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.3 = getelementptr i8, i8* %.7.i.i104.3, i64 24
  %376 = bitcast i8* %.5.i96.3 to double**
  %.6.i97218.3 = load double*, double** %376, align 8
  br i1 %375, label %for.body.1.preheader.3, label %B222.endif.endif.endif.endif.endif

for.body.1.preheader.3:                           ; preds = %B156.endif.endif.endif.endif.endif.endif.3
  %377 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %377, label %for.body.1.us.3.preheader, label %for.body.1.3

for.body.1.us.3.preheader:                        ; preds = %for.body.1.preheader.3
  %min.iters.check464 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check464, label %for.body.1.us.3.preheader528, label %vector.memcheck451

vector.memcheck451:                               ; preds = %for.body.1.us.3.preheader
  %scevgep453 = getelementptr double, double* %.6.i97218.3, i64 %arg.y0.5.0
  %scevgep456 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %arg.y0.5.0
  %bound0458 = icmp ult double* %.6.i97218.3, %scevgep456
  %bound1459 = icmp ult double* %y.4.sroa.32.1.2, %scevgep453
  %found.conflict460 = and i1 %bound0458, %bound1459
  br i1 %found.conflict460, label %for.body.1.us.3.preheader528, label %vector.ph465

vector.ph465:                                     ; preds = %vector.memcheck451
  %n.vec467 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert472 = insertelement <8 x double> poison, double %.532, i64 0
  %broadcast.splat473 = shufflevector <8 x double> %broadcast.splatinsert472, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert474 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat475 = shufflevector <8 x double> %broadcast.splatinsert474, <8 x double> poison, <8 x i32> zeroinitializer
  %378 = add i64 %n.vec467, -8
  %379 = lshr exact i64 %378, 3
  %380 = add nuw nsw i64 %379, 1
  %xtraiter567 = and i64 %380, 7
  %381 = icmp ult i64 %378, 56
  br i1 %381, label %middle.block461.unr-lcssa, label %vector.ph465.new

vector.ph465.new:                                 ; preds = %vector.ph465
  %const1881 = bitcast i64 4611686018427387896 to i64
  %unroll_iter570 = and i64 %380, %const1881
  br label %vector.body463

vector.body463:                                   ; preds = %vector.body463, %vector.ph465.new
  %lsr.iv1291 = phi i64 [ %lsr.iv.next1292, %vector.body463 ], [ %unroll_iter570, %vector.ph465.new ]
  %index470 = phi i64 [ 0, %vector.ph465.new ], [ %index.next476.7, %vector.body463 ]
  %sunkaddr2162 = mul i64 %index470, 8
  %382 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2163 = getelementptr i8, i8* %382, i64 %sunkaddr2162
  %383 = bitcast i8* %sunkaddr2163 to <8 x double>*
  %wide.load471 = load <8 x double>, <8 x double>* %383, align 8, !alias.scope !39
  %384 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471)
  %385 = fmul <8 x double> %broadcast.splat473, %wide.load471
  %386 = fmul <8 x double> %384, %broadcast.splat475
  %387 = fadd <8 x double> %385, %386
  %sunkaddr2164 = mul i64 %index470, 8
  %388 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2165 = getelementptr i8, i8* %388, i64 %sunkaddr2164
  %389 = bitcast i8* %sunkaddr2165 to <8 x double>*
  store <8 x double> %387, <8 x double>* %389, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2166 = mul i64 %index470, 8
  %390 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2167 = getelementptr i8, i8* %390, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 64
  %391 = bitcast i8* %sunkaddr2168 to <8 x double>*
  %wide.load471.1 = load <8 x double>, <8 x double>* %391, align 8, !alias.scope !39
  %392 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.1)
  %393 = fmul <8 x double> %broadcast.splat473, %wide.load471.1
  %394 = fmul <8 x double> %392, %broadcast.splat475
  %395 = fadd <8 x double> %393, %394
  %sunkaddr2169 = mul i64 %index470, 8
  %396 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2170 = getelementptr i8, i8* %396, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 64
  %397 = bitcast i8* %sunkaddr2171 to <8 x double>*
  store <8 x double> %395, <8 x double>* %397, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2172 = mul i64 %index470, 8
  %398 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2173 = getelementptr i8, i8* %398, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 128
  %399 = bitcast i8* %sunkaddr2174 to <8 x double>*
  %wide.load471.2 = load <8 x double>, <8 x double>* %399, align 8, !alias.scope !39
  %400 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.2)
  %401 = fmul <8 x double> %broadcast.splat473, %wide.load471.2
  %402 = fmul <8 x double> %400, %broadcast.splat475
  %403 = fadd <8 x double> %401, %402
  %sunkaddr2175 = mul i64 %index470, 8
  %404 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2176 = getelementptr i8, i8* %404, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 128
  %405 = bitcast i8* %sunkaddr2177 to <8 x double>*
  store <8 x double> %403, <8 x double>* %405, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2178 = mul i64 %index470, 8
  %406 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2179 = getelementptr i8, i8* %406, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 192
  %407 = bitcast i8* %sunkaddr2180 to <8 x double>*
  %wide.load471.3 = load <8 x double>, <8 x double>* %407, align 8, !alias.scope !39
  %408 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.3)
  %409 = fmul <8 x double> %broadcast.splat473, %wide.load471.3
  %410 = fmul <8 x double> %408, %broadcast.splat475
  %411 = fadd <8 x double> %409, %410
  %sunkaddr2181 = mul i64 %index470, 8
  %412 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2182 = getelementptr i8, i8* %412, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 192
  %413 = bitcast i8* %sunkaddr2183 to <8 x double>*
  store <8 x double> %411, <8 x double>* %413, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2184 = mul i64 %index470, 8
  %414 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2185 = getelementptr i8, i8* %414, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 256
  %415 = bitcast i8* %sunkaddr2186 to <8 x double>*
  %wide.load471.4 = load <8 x double>, <8 x double>* %415, align 8, !alias.scope !39
  %416 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.4)
  %417 = fmul <8 x double> %broadcast.splat473, %wide.load471.4
  %418 = fmul <8 x double> %416, %broadcast.splat475
  %419 = fadd <8 x double> %417, %418
  %sunkaddr2187 = mul i64 %index470, 8
  %420 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2188 = getelementptr i8, i8* %420, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 256
  %421 = bitcast i8* %sunkaddr2189 to <8 x double>*
  store <8 x double> %419, <8 x double>* %421, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2190 = mul i64 %index470, 8
  %422 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2191 = getelementptr i8, i8* %422, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 320
  %423 = bitcast i8* %sunkaddr2192 to <8 x double>*
  %wide.load471.5 = load <8 x double>, <8 x double>* %423, align 8, !alias.scope !39
  %424 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.5)
  %425 = fmul <8 x double> %broadcast.splat473, %wide.load471.5
  %426 = fmul <8 x double> %424, %broadcast.splat475
  %427 = fadd <8 x double> %425, %426
  %sunkaddr2193 = mul i64 %index470, 8
  %428 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2194 = getelementptr i8, i8* %428, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 320
  %429 = bitcast i8* %sunkaddr2195 to <8 x double>*
  store <8 x double> %427, <8 x double>* %429, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2196 = mul i64 %index470, 8
  %430 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2197 = getelementptr i8, i8* %430, i64 %sunkaddr2196
  %sunkaddr2198 = getelementptr i8, i8* %sunkaddr2197, i64 384
  %431 = bitcast i8* %sunkaddr2198 to <8 x double>*
  %wide.load471.6 = load <8 x double>, <8 x double>* %431, align 8, !alias.scope !39
  %432 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.6)
  %433 = fmul <8 x double> %broadcast.splat473, %wide.load471.6
  %434 = fmul <8 x double> %432, %broadcast.splat475
  %435 = fadd <8 x double> %433, %434
  %sunkaddr2199 = mul i64 %index470, 8
  %436 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2200 = getelementptr i8, i8* %436, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, i8* %sunkaddr2200, i64 384
  %437 = bitcast i8* %sunkaddr2201 to <8 x double>*
  store <8 x double> %435, <8 x double>* %437, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2202 = mul i64 %index470, 8
  %438 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2203 = getelementptr i8, i8* %438, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 448
  %439 = bitcast i8* %sunkaddr2204 to <8 x double>*
  %wide.load471.7 = load <8 x double>, <8 x double>* %439, align 8, !alias.scope !39
  %440 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.7)
  %441 = fmul <8 x double> %broadcast.splat473, %wide.load471.7
  %442 = fmul <8 x double> %440, %broadcast.splat475
  %443 = fadd <8 x double> %441, %442
  %sunkaddr2205 = mul i64 %index470, 8
  %444 = bitcast double* %.6.i97218.3 to i8*
  %sunkaddr2206 = getelementptr i8, i8* %444, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 448
  %445 = bitcast i8* %sunkaddr2207 to <8 x double>*
  store <8 x double> %443, <8 x double>* %445, align 8, !alias.scope !42, !noalias !39
  %index.next476.7 = add i64 %index470, 64
  %lsr.iv.next1292 = add i64 %lsr.iv1291, -8
  %niter571.ncmp.7 = icmp eq i64 %lsr.iv.next1292, 0
  br i1 %niter571.ncmp.7, label %middle.block461.unr-lcssa, label %vector.body463, !llvm.loop !44

middle.block461.unr-lcssa:                        ; preds = %vector.body463, %vector.ph465
  %index470.unr = phi i64 [ 0, %vector.ph465 ], [ %index.next476.7, %vector.body463 ]
  %lcmp.mod569.not = icmp eq i64 %xtraiter567, 0
  br i1 %lcmp.mod569.not, label %middle.block461, label %vector.body463.epil.preheader

vector.body463.epil.preheader:                    ; preds = %middle.block461.unr-lcssa
  %scevgep1233 = getelementptr double, double* %.6.i97218.3, i64 %index470.unr
  %scevgep1239 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %index470.unr
  %446 = shl nuw nsw i64 %xtraiter567, 6
  br label %vector.body463.epil

vector.body463.epil:                              ; preds = %vector.body463.epil.preheader, %vector.body463.epil
  %lsr.iv1234 = phi i64 [ 0, %vector.body463.epil.preheader ], [ %lsr.iv.next1235, %vector.body463.epil ]
  %447 = bitcast double* %scevgep1239 to i8*
  %448 = bitcast double* %scevgep1233 to i8*
  %uglygep1241 = getelementptr i8, i8* %447, i64 %lsr.iv1234
  %uglygep12411242 = bitcast i8* %uglygep1241 to <8 x double>*
  %wide.load471.epil = load <8 x double>, <8 x double>* %uglygep12411242, align 8, !alias.scope !39
  %449 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load471.epil)
  %450 = fmul <8 x double> %broadcast.splat473, %wide.load471.epil
  %451 = fmul <8 x double> %449, %broadcast.splat475
  %452 = fadd <8 x double> %450, %451
  %uglygep1237 = getelementptr i8, i8* %448, i64 %lsr.iv1234
  %uglygep12371238 = bitcast i8* %uglygep1237 to <8 x double>*
  store <8 x double> %452, <8 x double>* %uglygep12371238, align 8, !alias.scope !42, !noalias !39
  %lsr.iv.next1235 = add nuw nsw i64 %lsr.iv1234, 64
  %epil.iter568.cmp.not = icmp eq i64 %446, %lsr.iv.next1235
  br i1 %epil.iter568.cmp.not, label %middle.block461, label %vector.body463.epil, !llvm.loop !45

middle.block461:                                  ; preds = %vector.body463.epil, %middle.block461.unr-lcssa
  %cmp.n469 = icmp eq i64 %n.vec467, %arg.y0.5.0
  br i1 %cmp.n469, label %B222.endif.endif.endif.endif.endif, label %for.body.1.us.3.preheader528

for.body.1.us.3.preheader528:                     ; preds = %vector.memcheck451, %for.body.1.us.3.preheader, %middle.block461
  %loop.index.1212.us.3.ph = phi i64 [ 0, %vector.memcheck451 ], [ 0, %for.body.1.us.3.preheader ], [ %n.vec467, %middle.block461 ]
  %453 = xor i64 %loop.index.1212.us.3.ph, -1
  %454 = add i64 %453, %arg.y0.5.0
  %xtraiter564 = and i64 %arg.y0.5.0, 7
  %lcmp.mod565.not = icmp eq i64 %xtraiter564, 0
  br i1 %lcmp.mod565.not, label %for.body.1.us.3.prol.loopexit, label %for.body.1.us.3.prol.preheader

for.body.1.us.3.prol.preheader:                   ; preds = %for.body.1.us.3.preheader528
  br label %for.body.1.us.3.prol

for.body.1.us.3.prol:                             ; preds = %for.body.1.us.3.prol.preheader, %for.body.1.us.3.prol
  %lsr.iv1231 = phi i64 [ %xtraiter564, %for.body.1.us.3.prol.preheader ], [ %lsr.iv.next1232, %for.body.1.us.3.prol ]
  %loop.index.1212.us.3.prol = phi i64 [ %.766.us.3.prol, %for.body.1.us.3.prol ], [ %loop.index.1212.us.3.ph, %for.body.1.us.3.prol.preheader ]
  %scevgep1230 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1212.us.3.prol
  %.728255.us.3.prol = load double, double* %scevgep1230, align 8
  %.16.i.us.3.prol = tail call double @llvm.cos.f64(double %.728255.us.3.prol) #6
  %.8.i.us.3.prol = fmul double %.532, %.728255.us.3.prol
  %.21.i.us.3.prol = fmul double %.16.i.us.3.prol, %arg.h
  %.22.i.us.3.prol = fadd double %.8.i.us.3.prol, %.21.i.us.3.prol
  %scevgep1229 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3.prol
  store double %.22.i.us.3.prol, double* %scevgep1229, align 8
  %.766.us.3.prol = add nuw i64 %loop.index.1212.us.3.prol, 1
  %lsr.iv.next1232 = add nsw i64 %lsr.iv1231, -1
  %prol.iter566.cmp.not = icmp eq i64 %lsr.iv.next1232, 0
  br i1 %prol.iter566.cmp.not, label %for.body.1.us.3.prol.loopexit, label %for.body.1.us.3.prol, !llvm.loop !46

for.body.1.us.3.prol.loopexit:                    ; preds = %for.body.1.us.3.prol, %for.body.1.us.3.preheader528
  %loop.index.1212.us.3.unr = phi i64 [ %loop.index.1212.us.3.ph, %for.body.1.us.3.preheader528 ], [ %.766.us.3.prol, %for.body.1.us.3.prol ]
  %455 = icmp ult i64 %454, 7
  br i1 %455, label %B222.endif.endif.endif.endif.endif, label %for.body.1.us.3.preheader679

for.body.1.us.3.preheader679:                     ; preds = %for.body.1.us.3.prol.loopexit
  br label %for.body.1.us.3

for.body.1.3:                                     ; preds = %for.body.1.preheader.3
  %.728255.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.16.i.3 = tail call double @llvm.cos.f64(double %.728255.3) #6
  %.8.i.3 = fmul double %.532, %.728255.3
  %.21.i.3 = fmul double %.16.i.3, %arg.h
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  store double %.22.i.3, double* %.6.i97218.3, align 8
  br label %B222.endif.endif.endif.endif.endif

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader679, %for.body.1.us.3
  %loop.index.1212.us.3 = phi i64 [ %.766.us.3.7, %for.body.1.us.3 ], [ %loop.index.1212.us.3.unr, %for.body.1.us.3.preheader679 ]
  %sunkaddr2208 = mul i64 %loop.index.1212.us.3, 8
  %456 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2209 = getelementptr i8, i8* %456, i64 %sunkaddr2208
  %457 = bitcast i8* %sunkaddr2209 to double*
  %.728255.us.3 = load double, double* %457, align 8
  %.16.i.us.3 = tail call double @llvm.cos.f64(double %.728255.us.3) #6
  %.8.i.us.3 = fmul double %.532, %.728255.us.3
  %.21.i.us.3 = fmul double %.16.i.us.3, %arg.h
  %.22.i.us.3 = fadd double %.8.i.us.3, %.21.i.us.3
  %scevgep1212 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  store double %.22.i.us.3, double* %scevgep1212, align 8
  %sunkaddr2210 = mul i64 %loop.index.1212.us.3, 8
  %458 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2211 = getelementptr i8, i8* %458, i64 %sunkaddr2210
  %sunkaddr2212 = getelementptr i8, i8* %sunkaddr2211, i64 8
  %459 = bitcast i8* %sunkaddr2212 to double*
  %.728255.us.3.1 = load double, double* %459, align 8
  %.16.i.us.3.1 = tail call double @llvm.cos.f64(double %.728255.us.3.1) #6
  %.8.i.us.3.1 = fmul double %.532, %.728255.us.3.1
  %.21.i.us.3.1 = fmul double %.16.i.us.3.1, %arg.h
  %.22.i.us.3.1 = fadd double %.8.i.us.3.1, %.21.i.us.3.1
  %scevgep1210 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1211 = getelementptr double, double* %scevgep1210, i64 1
  store double %.22.i.us.3.1, double* %scevgep1211, align 8
  %sunkaddr2213 = mul i64 %loop.index.1212.us.3, 8
  %460 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2214 = getelementptr i8, i8* %460, i64 %sunkaddr2213
  %sunkaddr2215 = getelementptr i8, i8* %sunkaddr2214, i64 16
  %461 = bitcast i8* %sunkaddr2215 to double*
  %.728255.us.3.2 = load double, double* %461, align 8
  %.16.i.us.3.2 = tail call double @llvm.cos.f64(double %.728255.us.3.2) #6
  %.8.i.us.3.2 = fmul double %.532, %.728255.us.3.2
  %.21.i.us.3.2 = fmul double %.16.i.us.3.2, %arg.h
  %.22.i.us.3.2 = fadd double %.8.i.us.3.2, %.21.i.us.3.2
  %scevgep1208 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1209 = getelementptr double, double* %scevgep1208, i64 2
  store double %.22.i.us.3.2, double* %scevgep1209, align 8
  %sunkaddr2216 = mul i64 %loop.index.1212.us.3, 8
  %462 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2217 = getelementptr i8, i8* %462, i64 %sunkaddr2216
  %sunkaddr2218 = getelementptr i8, i8* %sunkaddr2217, i64 24
  %463 = bitcast i8* %sunkaddr2218 to double*
  %.728255.us.3.3 = load double, double* %463, align 8
  %.16.i.us.3.3 = tail call double @llvm.cos.f64(double %.728255.us.3.3) #6
  %.8.i.us.3.3 = fmul double %.532, %.728255.us.3.3
  %.21.i.us.3.3 = fmul double %.16.i.us.3.3, %arg.h
  %.22.i.us.3.3 = fadd double %.8.i.us.3.3, %.21.i.us.3.3
  %scevgep1206 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1207 = getelementptr double, double* %scevgep1206, i64 3
  store double %.22.i.us.3.3, double* %scevgep1207, align 8
  %sunkaddr2219 = mul i64 %loop.index.1212.us.3, 8
  %464 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2220 = getelementptr i8, i8* %464, i64 %sunkaddr2219
  %sunkaddr2221 = getelementptr i8, i8* %sunkaddr2220, i64 32
  %465 = bitcast i8* %sunkaddr2221 to double*
  %.728255.us.3.4 = load double, double* %465, align 8
  %.16.i.us.3.4 = tail call double @llvm.cos.f64(double %.728255.us.3.4) #6
  %.8.i.us.3.4 = fmul double %.532, %.728255.us.3.4
  %.21.i.us.3.4 = fmul double %.16.i.us.3.4, %arg.h
  %.22.i.us.3.4 = fadd double %.8.i.us.3.4, %.21.i.us.3.4
  %scevgep1204 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1205 = getelementptr double, double* %scevgep1204, i64 4
  store double %.22.i.us.3.4, double* %scevgep1205, align 8
  %sunkaddr2222 = mul i64 %loop.index.1212.us.3, 8
  %466 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2223 = getelementptr i8, i8* %466, i64 %sunkaddr2222
  %sunkaddr2224 = getelementptr i8, i8* %sunkaddr2223, i64 40
  %467 = bitcast i8* %sunkaddr2224 to double*
  %.728255.us.3.5 = load double, double* %467, align 8
  %.16.i.us.3.5 = tail call double @llvm.cos.f64(double %.728255.us.3.5) #6
  %.8.i.us.3.5 = fmul double %.532, %.728255.us.3.5
  %.21.i.us.3.5 = fmul double %.16.i.us.3.5, %arg.h
  %.22.i.us.3.5 = fadd double %.8.i.us.3.5, %.21.i.us.3.5
  %scevgep1202 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1203 = getelementptr double, double* %scevgep1202, i64 5
  store double %.22.i.us.3.5, double* %scevgep1203, align 8
  %sunkaddr2225 = mul i64 %loop.index.1212.us.3, 8
  %468 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2226 = getelementptr i8, i8* %468, i64 %sunkaddr2225
  %sunkaddr2227 = getelementptr i8, i8* %sunkaddr2226, i64 48
  %469 = bitcast i8* %sunkaddr2227 to double*
  %.728255.us.3.6 = load double, double* %469, align 8
  %.16.i.us.3.6 = tail call double @llvm.cos.f64(double %.728255.us.3.6) #6
  %.8.i.us.3.6 = fmul double %.532, %.728255.us.3.6
  %.21.i.us.3.6 = fmul double %.16.i.us.3.6, %arg.h
  %.22.i.us.3.6 = fadd double %.8.i.us.3.6, %.21.i.us.3.6
  %scevgep1200 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1201 = getelementptr double, double* %scevgep1200, i64 6
  store double %.22.i.us.3.6, double* %scevgep1201, align 8
  %sunkaddr2228 = mul i64 %loop.index.1212.us.3, 8
  %470 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2229 = getelementptr i8, i8* %470, i64 %sunkaddr2228
  %sunkaddr2230 = getelementptr i8, i8* %sunkaddr2229, i64 56
  %471 = bitcast i8* %sunkaddr2230 to double*
  %.728255.us.3.7 = load double, double* %471, align 8
  %.16.i.us.3.7 = tail call double @llvm.cos.f64(double %.728255.us.3.7) #6
  %.8.i.us.3.7 = fmul double %.532, %.728255.us.3.7
  %.21.i.us.3.7 = fmul double %.16.i.us.3.7, %arg.h
  %.22.i.us.3.7 = fadd double %.8.i.us.3.7, %.21.i.us.3.7
  %scevgep1198 = getelementptr double, double* %.6.i97218.3, i64 %loop.index.1212.us.3
  %scevgep1199 = getelementptr double, double* %scevgep1198, i64 7
  store double %.22.i.us.3.7, double* %scevgep1199, align 8
  %.766.us.3.7 = add nuw nsw i64 %loop.index.1212.us.3, 8
  %exitcond296.3.not.7 = icmp eq i64 %arg.y0.5.0, %.766.us.3.7
  br i1 %exitcond296.3.not.7, label %B222.endif.endif.endif.endif.endif, label %for.body.1.us.3, !llvm.loop !47

B102.endif.endif.endif.endif.endif.3:             ; preds = %B223.2
  %472 = icmp eq i8* %.7.i.i104.3, null
  br i1 %472, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif.3, !prof !0

B102.endif.endif.endif.endif.endif.endif.3:       ; preds = %B102.endif.endif.endif.endif.endif.3
  %473 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i110.3 = getelementptr i8, i8* %.7.i.i104.3, i64 24
  %474 = bitcast i8* %.5.i110.3 to double**
  %.6.i111219.3 = load double*, double** %474, align 8
  br i1 %473, label %for.body.preheader.3, label %B222.endif.endif.endif.endif.endif

for.body.preheader.3:                             ; preds = %B102.endif.endif.endif.endif.endif.endif.3
  %475 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %475, label %for.body.us.3.preheader, label %for.body.3

for.body.us.3.preheader:                          ; preds = %for.body.preheader.3
  %min.iters.check489 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check489, label %for.body.us.3.preheader526, label %vector.memcheck477

vector.memcheck477:                               ; preds = %for.body.us.3.preheader
  %scevgep479 = getelementptr double, double* %.6.i111219.3, i64 %arg.y0.5.0
  %scevgep481 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %arg.y0.5.0
  %bound0483 = icmp ult double* %.6.i111219.3, %scevgep481
  %bound1484 = icmp ult double* %y.4.sroa.32.1.2, %scevgep479
  %found.conflict485 = and i1 %bound0483, %bound1484
  br i1 %found.conflict485, label %for.body.us.3.preheader526, label %vector.ph490

vector.ph490:                                     ; preds = %vector.memcheck477
  %n.vec492 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert497 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat498 = shufflevector <8 x double> %broadcast.splatinsert497, <8 x double> poison, <8 x i32> zeroinitializer
  %476 = add i64 %n.vec492, -8
  %477 = lshr exact i64 %476, 3
  %478 = add nuw nsw i64 %477, 1
  %xtraiter559 = and i64 %478, 7
  %479 = icmp ult i64 %476, 56
  br i1 %479, label %middle.block486.unr-lcssa, label %vector.ph490.new

vector.ph490.new:                                 ; preds = %vector.ph490
  %const1883 = bitcast i64 4611686018427387896 to i64
  %unroll_iter562 = and i64 %478, %const1883
  br label %vector.body488

vector.body488:                                   ; preds = %vector.body488, %vector.ph490.new
  %lsr.iv1196 = phi i64 [ %lsr.iv.next1197, %vector.body488 ], [ %unroll_iter562, %vector.ph490.new ]
  %index495 = phi i64 [ 0, %vector.ph490.new ], [ %index.next499.7, %vector.body488 ]
  %sunkaddr2231 = mul i64 %index495, 8
  %480 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2232 = getelementptr i8, i8* %480, i64 %sunkaddr2231
  %481 = bitcast i8* %sunkaddr2232 to <8 x double>*
  %wide.load496 = load <8 x double>, <8 x double>* %481, align 8, !alias.scope !48
  %482 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496)
  %483 = fmul <8 x double> %482, %broadcast.splat498
  %484 = fadd <8 x double> %wide.load496, %483
  %sunkaddr2233 = mul i64 %index495, 8
  %485 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2234 = getelementptr i8, i8* %485, i64 %sunkaddr2233
  %486 = bitcast i8* %sunkaddr2234 to <8 x double>*
  store <8 x double> %484, <8 x double>* %486, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2235 = mul i64 %index495, 8
  %487 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2236 = getelementptr i8, i8* %487, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 64
  %488 = bitcast i8* %sunkaddr2237 to <8 x double>*
  %wide.load496.1 = load <8 x double>, <8 x double>* %488, align 8, !alias.scope !48
  %489 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.1)
  %490 = fmul <8 x double> %489, %broadcast.splat498
  %491 = fadd <8 x double> %wide.load496.1, %490
  %sunkaddr2238 = mul i64 %index495, 8
  %492 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2239 = getelementptr i8, i8* %492, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 64
  %493 = bitcast i8* %sunkaddr2240 to <8 x double>*
  store <8 x double> %491, <8 x double>* %493, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2241 = mul i64 %index495, 8
  %494 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2242 = getelementptr i8, i8* %494, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 128
  %495 = bitcast i8* %sunkaddr2243 to <8 x double>*
  %wide.load496.2 = load <8 x double>, <8 x double>* %495, align 8, !alias.scope !48
  %496 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.2)
  %497 = fmul <8 x double> %496, %broadcast.splat498
  %498 = fadd <8 x double> %wide.load496.2, %497
  %sunkaddr2244 = mul i64 %index495, 8
  %499 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2245 = getelementptr i8, i8* %499, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, i8* %sunkaddr2245, i64 128
  %500 = bitcast i8* %sunkaddr2246 to <8 x double>*
  store <8 x double> %498, <8 x double>* %500, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2247 = mul i64 %index495, 8
  %501 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2248 = getelementptr i8, i8* %501, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 192
  %502 = bitcast i8* %sunkaddr2249 to <8 x double>*
  %wide.load496.3 = load <8 x double>, <8 x double>* %502, align 8, !alias.scope !48
  %503 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.3)
  %504 = fmul <8 x double> %503, %broadcast.splat498
  %505 = fadd <8 x double> %wide.load496.3, %504
  %sunkaddr2250 = mul i64 %index495, 8
  %506 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2251 = getelementptr i8, i8* %506, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 192
  %507 = bitcast i8* %sunkaddr2252 to <8 x double>*
  store <8 x double> %505, <8 x double>* %507, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2253 = mul i64 %index495, 8
  %508 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2254 = getelementptr i8, i8* %508, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 256
  %509 = bitcast i8* %sunkaddr2255 to <8 x double>*
  %wide.load496.4 = load <8 x double>, <8 x double>* %509, align 8, !alias.scope !48
  %510 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.4)
  %511 = fmul <8 x double> %510, %broadcast.splat498
  %512 = fadd <8 x double> %wide.load496.4, %511
  %sunkaddr2256 = mul i64 %index495, 8
  %513 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2257 = getelementptr i8, i8* %513, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 256
  %514 = bitcast i8* %sunkaddr2258 to <8 x double>*
  store <8 x double> %512, <8 x double>* %514, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2259 = mul i64 %index495, 8
  %515 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2260 = getelementptr i8, i8* %515, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 320
  %516 = bitcast i8* %sunkaddr2261 to <8 x double>*
  %wide.load496.5 = load <8 x double>, <8 x double>* %516, align 8, !alias.scope !48
  %517 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.5)
  %518 = fmul <8 x double> %517, %broadcast.splat498
  %519 = fadd <8 x double> %wide.load496.5, %518
  %sunkaddr2262 = mul i64 %index495, 8
  %520 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2263 = getelementptr i8, i8* %520, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 320
  %521 = bitcast i8* %sunkaddr2264 to <8 x double>*
  store <8 x double> %519, <8 x double>* %521, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2265 = mul i64 %index495, 8
  %522 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2266 = getelementptr i8, i8* %522, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 384
  %523 = bitcast i8* %sunkaddr2267 to <8 x double>*
  %wide.load496.6 = load <8 x double>, <8 x double>* %523, align 8, !alias.scope !48
  %524 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.6)
  %525 = fmul <8 x double> %524, %broadcast.splat498
  %526 = fadd <8 x double> %wide.load496.6, %525
  %sunkaddr2268 = mul i64 %index495, 8
  %527 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2269 = getelementptr i8, i8* %527, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 384
  %528 = bitcast i8* %sunkaddr2270 to <8 x double>*
  store <8 x double> %526, <8 x double>* %528, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2271 = mul i64 %index495, 8
  %529 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2272 = getelementptr i8, i8* %529, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 448
  %530 = bitcast i8* %sunkaddr2273 to <8 x double>*
  %wide.load496.7 = load <8 x double>, <8 x double>* %530, align 8, !alias.scope !48
  %531 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.7)
  %532 = fmul <8 x double> %531, %broadcast.splat498
  %533 = fadd <8 x double> %wide.load496.7, %532
  %sunkaddr2274 = mul i64 %index495, 8
  %534 = bitcast double* %.6.i111219.3 to i8*
  %sunkaddr2275 = getelementptr i8, i8* %534, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 448
  %535 = bitcast i8* %sunkaddr2276 to <8 x double>*
  store <8 x double> %533, <8 x double>* %535, align 8, !alias.scope !51, !noalias !48
  %index.next499.7 = add i64 %index495, 64
  %lsr.iv.next1197 = add i64 %lsr.iv1196, -8
  %niter563.ncmp.7 = icmp eq i64 %lsr.iv.next1197, 0
  br i1 %niter563.ncmp.7, label %middle.block486.unr-lcssa, label %vector.body488, !llvm.loop !53

middle.block486.unr-lcssa:                        ; preds = %vector.body488, %vector.ph490
  %index495.unr = phi i64 [ 0, %vector.ph490 ], [ %index.next499.7, %vector.body488 ]
  %lcmp.mod561.not = icmp eq i64 %xtraiter559, 0
  br i1 %lcmp.mod561.not, label %middle.block486, label %vector.body488.epil.preheader

vector.body488.epil.preheader:                    ; preds = %middle.block486.unr-lcssa
  %scevgep1138 = getelementptr double, double* %.6.i111219.3, i64 %index495.unr
  %scevgep1144 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %index495.unr
  %536 = shl nuw nsw i64 %xtraiter559, 6
  br label %vector.body488.epil

vector.body488.epil:                              ; preds = %vector.body488.epil.preheader, %vector.body488.epil
  %lsr.iv1139 = phi i64 [ 0, %vector.body488.epil.preheader ], [ %lsr.iv.next1140, %vector.body488.epil ]
  %537 = bitcast double* %scevgep1144 to i8*
  %538 = bitcast double* %scevgep1138 to i8*
  %uglygep1146 = getelementptr i8, i8* %537, i64 %lsr.iv1139
  %uglygep11461147 = bitcast i8* %uglygep1146 to <8 x double>*
  %wide.load496.epil = load <8 x double>, <8 x double>* %uglygep11461147, align 8, !alias.scope !48
  %539 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load496.epil)
  %540 = fmul <8 x double> %539, %broadcast.splat498
  %541 = fadd <8 x double> %wide.load496.epil, %540
  %uglygep1142 = getelementptr i8, i8* %538, i64 %lsr.iv1139
  %uglygep11421143 = bitcast i8* %uglygep1142 to <8 x double>*
  store <8 x double> %541, <8 x double>* %uglygep11421143, align 8, !alias.scope !51, !noalias !48
  %lsr.iv.next1140 = add nuw nsw i64 %lsr.iv1139, 64
  %epil.iter560.cmp.not = icmp eq i64 %536, %lsr.iv.next1140
  br i1 %epil.iter560.cmp.not, label %middle.block486, label %vector.body488.epil, !llvm.loop !54

middle.block486:                                  ; preds = %vector.body488.epil, %middle.block486.unr-lcssa
  %cmp.n494 = icmp eq i64 %n.vec492, %arg.y0.5.0
  br i1 %cmp.n494, label %B222.endif.endif.endif.endif.endif, label %for.body.us.3.preheader526

for.body.us.3.preheader526:                       ; preds = %vector.memcheck477, %for.body.us.3.preheader, %middle.block486
  %loop.index216.us.3.ph = phi i64 [ 0, %vector.memcheck477 ], [ 0, %for.body.us.3.preheader ], [ %n.vec492, %middle.block486 ]
  %542 = xor i64 %loop.index216.us.3.ph, -1
  %543 = add i64 %542, %arg.y0.5.0
  %xtraiter556 = and i64 %arg.y0.5.0, 7
  %lcmp.mod557.not = icmp eq i64 %xtraiter556, 0
  br i1 %lcmp.mod557.not, label %for.body.us.3.prol.loopexit, label %for.body.us.3.prol.preheader

for.body.us.3.prol.preheader:                     ; preds = %for.body.us.3.preheader526
  br label %for.body.us.3.prol

for.body.us.3.prol:                               ; preds = %for.body.us.3.prol.preheader, %for.body.us.3.prol
  %lsr.iv1136 = phi i64 [ %xtraiter556, %for.body.us.3.prol.preheader ], [ %lsr.iv.next1137, %for.body.us.3.prol ]
  %loop.index216.us.3.prol = phi i64 [ %.505.us.3.prol, %for.body.us.3.prol ], [ %loop.index216.us.3.ph, %for.body.us.3.prol.preheader ]
  %scevgep1135 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index216.us.3.prol
  %.467239.us.3.prol = load double, double* %scevgep1135, align 8
  %.14.i.us.3.prol = tail call double @llvm.sin.f64(double %.467239.us.3.prol) #6
  %.19.i.us.3.prol = fmul double %.14.i.us.3.prol, %arg.h
  %.20.i.us.3.prol = fadd double %.467239.us.3.prol, %.19.i.us.3.prol
  %scevgep1134 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3.prol
  store double %.20.i.us.3.prol, double* %scevgep1134, align 8
  %.505.us.3.prol = add nuw i64 %loop.index216.us.3.prol, 1
  %lsr.iv.next1137 = add nsw i64 %lsr.iv1136, -1
  %prol.iter558.cmp.not = icmp eq i64 %lsr.iv.next1137, 0
  br i1 %prol.iter558.cmp.not, label %for.body.us.3.prol.loopexit, label %for.body.us.3.prol, !llvm.loop !55

for.body.us.3.prol.loopexit:                      ; preds = %for.body.us.3.prol, %for.body.us.3.preheader526
  %loop.index216.us.3.unr = phi i64 [ %loop.index216.us.3.ph, %for.body.us.3.preheader526 ], [ %.505.us.3.prol, %for.body.us.3.prol ]
  %544 = icmp ult i64 %543, 7
  br i1 %544, label %B222.endif.endif.endif.endif.endif, label %for.body.us.3.preheader678

for.body.us.3.preheader678:                       ; preds = %for.body.us.3.prol.loopexit
  br label %for.body.us.3

for.body.3:                                       ; preds = %for.body.preheader.3
  %.467239.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.14.i.3 = tail call double @llvm.sin.f64(double %.467239.3) #6
  %.19.i.3 = fmul double %.14.i.3, %arg.h
  %.20.i.3 = fadd double %.467239.3, %.19.i.3
  store double %.20.i.3, double* %.6.i111219.3, align 8
  br label %B222.endif.endif.endif.endif.endif

for.body.us.3:                                    ; preds = %for.body.us.3.preheader678, %for.body.us.3
  %loop.index216.us.3 = phi i64 [ %.505.us.3.7, %for.body.us.3 ], [ %loop.index216.us.3.unr, %for.body.us.3.preheader678 ]
  %sunkaddr2277 = mul i64 %loop.index216.us.3, 8
  %545 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2278 = getelementptr i8, i8* %545, i64 %sunkaddr2277
  %546 = bitcast i8* %sunkaddr2278 to double*
  %.467239.us.3 = load double, double* %546, align 8
  %.14.i.us.3 = tail call double @llvm.sin.f64(double %.467239.us.3) #6
  %.19.i.us.3 = fmul double %.14.i.us.3, %arg.h
  %.20.i.us.3 = fadd double %.467239.us.3, %.19.i.us.3
  %scevgep1117 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  store double %.20.i.us.3, double* %scevgep1117, align 8
  %sunkaddr2279 = mul i64 %loop.index216.us.3, 8
  %547 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2280 = getelementptr i8, i8* %547, i64 %sunkaddr2279
  %sunkaddr2281 = getelementptr i8, i8* %sunkaddr2280, i64 8
  %548 = bitcast i8* %sunkaddr2281 to double*
  %.467239.us.3.1 = load double, double* %548, align 8
  %.14.i.us.3.1 = tail call double @llvm.sin.f64(double %.467239.us.3.1) #6
  %.19.i.us.3.1 = fmul double %.14.i.us.3.1, %arg.h
  %.20.i.us.3.1 = fadd double %.467239.us.3.1, %.19.i.us.3.1
  %scevgep1115 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1116 = getelementptr double, double* %scevgep1115, i64 1
  store double %.20.i.us.3.1, double* %scevgep1116, align 8
  %sunkaddr2282 = mul i64 %loop.index216.us.3, 8
  %549 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2283 = getelementptr i8, i8* %549, i64 %sunkaddr2282
  %sunkaddr2284 = getelementptr i8, i8* %sunkaddr2283, i64 16
  %550 = bitcast i8* %sunkaddr2284 to double*
  %.467239.us.3.2 = load double, double* %550, align 8
  %.14.i.us.3.2 = tail call double @llvm.sin.f64(double %.467239.us.3.2) #6
  %.19.i.us.3.2 = fmul double %.14.i.us.3.2, %arg.h
  %.20.i.us.3.2 = fadd double %.467239.us.3.2, %.19.i.us.3.2
  %scevgep1113 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1114 = getelementptr double, double* %scevgep1113, i64 2
  store double %.20.i.us.3.2, double* %scevgep1114, align 8
  %sunkaddr2285 = mul i64 %loop.index216.us.3, 8
  %551 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2286 = getelementptr i8, i8* %551, i64 %sunkaddr2285
  %sunkaddr2287 = getelementptr i8, i8* %sunkaddr2286, i64 24
  %552 = bitcast i8* %sunkaddr2287 to double*
  %.467239.us.3.3 = load double, double* %552, align 8
  %.14.i.us.3.3 = tail call double @llvm.sin.f64(double %.467239.us.3.3) #6
  %.19.i.us.3.3 = fmul double %.14.i.us.3.3, %arg.h
  %.20.i.us.3.3 = fadd double %.467239.us.3.3, %.19.i.us.3.3
  %scevgep1111 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1112 = getelementptr double, double* %scevgep1111, i64 3
  store double %.20.i.us.3.3, double* %scevgep1112, align 8
  %sunkaddr2288 = mul i64 %loop.index216.us.3, 8
  %553 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2289 = getelementptr i8, i8* %553, i64 %sunkaddr2288
  %sunkaddr2290 = getelementptr i8, i8* %sunkaddr2289, i64 32
  %554 = bitcast i8* %sunkaddr2290 to double*
  %.467239.us.3.4 = load double, double* %554, align 8
  %.14.i.us.3.4 = tail call double @llvm.sin.f64(double %.467239.us.3.4) #6
  %.19.i.us.3.4 = fmul double %.14.i.us.3.4, %arg.h
  %.20.i.us.3.4 = fadd double %.467239.us.3.4, %.19.i.us.3.4
  %scevgep1109 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1110 = getelementptr double, double* %scevgep1109, i64 4
  store double %.20.i.us.3.4, double* %scevgep1110, align 8
  %sunkaddr2291 = mul i64 %loop.index216.us.3, 8
  %555 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2292 = getelementptr i8, i8* %555, i64 %sunkaddr2291
  %sunkaddr2293 = getelementptr i8, i8* %sunkaddr2292, i64 40
  %556 = bitcast i8* %sunkaddr2293 to double*
  %.467239.us.3.5 = load double, double* %556, align 8
  %.14.i.us.3.5 = tail call double @llvm.sin.f64(double %.467239.us.3.5) #6
  %.19.i.us.3.5 = fmul double %.14.i.us.3.5, %arg.h
  %.20.i.us.3.5 = fadd double %.467239.us.3.5, %.19.i.us.3.5
  %scevgep1107 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1108 = getelementptr double, double* %scevgep1107, i64 5
  store double %.20.i.us.3.5, double* %scevgep1108, align 8
  %sunkaddr2294 = mul i64 %loop.index216.us.3, 8
  %557 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2295 = getelementptr i8, i8* %557, i64 %sunkaddr2294
  %sunkaddr2296 = getelementptr i8, i8* %sunkaddr2295, i64 48
  %558 = bitcast i8* %sunkaddr2296 to double*
  %.467239.us.3.6 = load double, double* %558, align 8
  %.14.i.us.3.6 = tail call double @llvm.sin.f64(double %.467239.us.3.6) #6
  %.19.i.us.3.6 = fmul double %.14.i.us.3.6, %arg.h
  %.20.i.us.3.6 = fadd double %.467239.us.3.6, %.19.i.us.3.6
  %scevgep1105 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1106 = getelementptr double, double* %scevgep1105, i64 6
  store double %.20.i.us.3.6, double* %scevgep1106, align 8
  %sunkaddr2297 = mul i64 %loop.index216.us.3, 8
  %559 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2298 = getelementptr i8, i8* %559, i64 %sunkaddr2297
  %sunkaddr2299 = getelementptr i8, i8* %sunkaddr2298, i64 56
  %560 = bitcast i8* %sunkaddr2299 to double*
  %.467239.us.3.7 = load double, double* %560, align 8
  %.14.i.us.3.7 = tail call double @llvm.sin.f64(double %.467239.us.3.7) #6
  %.19.i.us.3.7 = fmul double %.14.i.us.3.7, %arg.h
  %.20.i.us.3.7 = fadd double %.467239.us.3.7, %.19.i.us.3.7
  %scevgep1103 = getelementptr double, double* %.6.i111219.3, i64 %loop.index216.us.3
  %scevgep1104 = getelementptr double, double* %scevgep1103, i64 7
  store double %.20.i.us.3.7, double* %scevgep1104, align 8
  %.505.us.3.7 = add nuw nsw i64 %loop.index216.us.3, 8
  %exitcond298.3.not.7 = icmp eq i64 %arg.y0.5.0, %.505.us.3.7
  br i1 %exitcond298.3.not.7, label %B222.endif.endif.endif.endif.endif, label %for.body.us.3, !llvm.loop !56

common.ret:                                       ; preds = %B222.endif.endif.endif.endif.endif.if, %B156.endif.endif.endif.endif.endif.if, %B102.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B222.endif.endif.endif.endif.endif.if ], [ 1, %B156.endif.endif.endif.endif.endif.if ], [ 1, %B102.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936736224320, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !57
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i46 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !58
  %.8.i.i47 = icmp eq i8* %.7.i.i46, null
  br i1 %.8.i.i47, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i52 = getelementptr i8, i8* %.7.i.i46, i64 24
  %561 = bitcast i8* %.5.i52 to i8**
  %.6.i53 = load i8*, i8** %561, align 8
  %.80 = bitcast i8* %.6.i53 to double*
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i53, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.532 = fsub double 1.000000e+00, %arg.h
  %.271 = load double, double* %.80, align 8
  %.272 = fcmp ogt double %.271, 0.000000e+00
  %.7.i.i104 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.272, label %B102.endif.endif.endif.endif.endif, label %B156.endif.endif.endif.endif.endif

B102.endif.endif.endif.endif.endif:               ; preds = %B0.endif.endif.endif.endif
  %562 = icmp eq i8* %.7.i.i104, null
  br i1 %562, label %B102.endif.endif.endif.endif.endif.if, label %B102.endif.endif.endif.endif.endif.endif, !prof !0

B102.endif.endif.endif.endif.endif.if:            ; preds = %B102.endif.endif.endif.endif.endif.3, %B102.endif.endif.endif.endif.endif.2, %B102.endif.endif.endif.endif.endif.1, %B102.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B102.endif.endif.endif.endif.endif.endif:         ; preds = %B102.endif.endif.endif.endif.endif
  %563 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i110 = getelementptr i8, i8* %.7.i.i104, i64 24
  %564 = bitcast i8* %.5.i110 to double**
  %.6.i111219 = load double*, double** %564, align 8
  br i1 %563, label %for.body.preheader, label %B223

for.body.preheader:                               ; preds = %B102.endif.endif.endif.endif.endif.endif
  %565 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %565, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check342 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check342, label %for.body.us.preheader541, label %vector.memcheck331

vector.memcheck331:                               ; preds = %for.body.us.preheader
  %566 = bitcast double* %.6.i111219 to i8*
  %scevgep333 = getelementptr double, double* %.6.i111219, i64 %arg.y0.5.0
  %scevgep333334 = bitcast double* %scevgep333 to i8*
  %567 = shl i64 %arg.y0.5.0, 3
  %scevgep335 = getelementptr i8, i8* %.6.i53, i64 %567
  %bound0336 = icmp ugt i8* %scevgep335, %566
  %bound1337 = icmp ult i8* %.6.i53, %scevgep333334
  %found.conflict338 = and i1 %bound0336, %bound1337
  br i1 %found.conflict338, label %for.body.us.preheader541, label %vector.ph343

vector.ph343:                                     ; preds = %vector.memcheck331
  %n.vec345 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert350 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat351 = shufflevector <8 x double> %broadcast.splatinsert350, <8 x double> poison, <8 x i32> zeroinitializer
  %568 = add i64 %n.vec345, -8
  %569 = lshr exact i64 %568, 3
  %570 = add nuw nsw i64 %569, 1
  %xtraiter634 = and i64 %570, 7
  %571 = icmp ult i64 %568, 56
  br i1 %571, label %middle.block339.unr-lcssa, label %vector.ph343.new

vector.ph343.new:                                 ; preds = %vector.ph343
  %const1886 = bitcast i64 4611686018427387896 to i64
  %unroll_iter637 = and i64 %570, %const1886
  br label %vector.body341

vector.body341:                                   ; preds = %vector.body341, %vector.ph343.new
  %lsr.iv1774 = phi i64 [ %lsr.iv.next1775, %vector.body341 ], [ %unroll_iter637, %vector.ph343.new ]
  %index348 = phi i64 [ 0, %vector.ph343.new ], [ %index.next352.7, %vector.body341 ]
  %sunkaddr2300 = mul i64 %index348, 8
  %sunkaddr2301 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2300
  %572 = bitcast i8* %sunkaddr2301 to <8 x double>*
  %wide.load349 = load <8 x double>, <8 x double>* %572, align 8, !alias.scope !65
  %573 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349)
  %574 = fmul <8 x double> %573, %broadcast.splat351
  %575 = fadd <8 x double> %wide.load349, %574
  %sunkaddr2302 = mul i64 %index348, 8
  %576 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2303 = getelementptr i8, i8* %576, i64 %sunkaddr2302
  %577 = bitcast i8* %sunkaddr2303 to <8 x double>*
  store <8 x double> %575, <8 x double>* %577, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2304 = mul i64 %index348, 8
  %sunkaddr2305 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 64
  %578 = bitcast i8* %sunkaddr2306 to <8 x double>*
  %wide.load349.1 = load <8 x double>, <8 x double>* %578, align 8, !alias.scope !65
  %579 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.1)
  %580 = fmul <8 x double> %579, %broadcast.splat351
  %581 = fadd <8 x double> %wide.load349.1, %580
  %sunkaddr2307 = mul i64 %index348, 8
  %582 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2308 = getelementptr i8, i8* %582, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, i8* %sunkaddr2308, i64 64
  %583 = bitcast i8* %sunkaddr2309 to <8 x double>*
  store <8 x double> %581, <8 x double>* %583, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2310 = mul i64 %index348, 8
  %sunkaddr2311 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 128
  %584 = bitcast i8* %sunkaddr2312 to <8 x double>*
  %wide.load349.2 = load <8 x double>, <8 x double>* %584, align 8, !alias.scope !65
  %585 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.2)
  %586 = fmul <8 x double> %585, %broadcast.splat351
  %587 = fadd <8 x double> %wide.load349.2, %586
  %sunkaddr2313 = mul i64 %index348, 8
  %588 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2314 = getelementptr i8, i8* %588, i64 %sunkaddr2313
  %sunkaddr2315 = getelementptr i8, i8* %sunkaddr2314, i64 128
  %589 = bitcast i8* %sunkaddr2315 to <8 x double>*
  store <8 x double> %587, <8 x double>* %589, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2316 = mul i64 %index348, 8
  %sunkaddr2317 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2316
  %sunkaddr2318 = getelementptr i8, i8* %sunkaddr2317, i64 192
  %590 = bitcast i8* %sunkaddr2318 to <8 x double>*
  %wide.load349.3 = load <8 x double>, <8 x double>* %590, align 8, !alias.scope !65
  %591 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.3)
  %592 = fmul <8 x double> %591, %broadcast.splat351
  %593 = fadd <8 x double> %wide.load349.3, %592
  %sunkaddr2319 = mul i64 %index348, 8
  %594 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2320 = getelementptr i8, i8* %594, i64 %sunkaddr2319
  %sunkaddr2321 = getelementptr i8, i8* %sunkaddr2320, i64 192
  %595 = bitcast i8* %sunkaddr2321 to <8 x double>*
  store <8 x double> %593, <8 x double>* %595, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2322 = mul i64 %index348, 8
  %sunkaddr2323 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2322
  %sunkaddr2324 = getelementptr i8, i8* %sunkaddr2323, i64 256
  %596 = bitcast i8* %sunkaddr2324 to <8 x double>*
  %wide.load349.4 = load <8 x double>, <8 x double>* %596, align 8, !alias.scope !65
  %597 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.4)
  %598 = fmul <8 x double> %597, %broadcast.splat351
  %599 = fadd <8 x double> %wide.load349.4, %598
  %sunkaddr2325 = mul i64 %index348, 8
  %600 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2326 = getelementptr i8, i8* %600, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, i8* %sunkaddr2326, i64 256
  %601 = bitcast i8* %sunkaddr2327 to <8 x double>*
  store <8 x double> %599, <8 x double>* %601, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2328 = mul i64 %index348, 8
  %sunkaddr2329 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2328
  %sunkaddr2330 = getelementptr i8, i8* %sunkaddr2329, i64 320
  %602 = bitcast i8* %sunkaddr2330 to <8 x double>*
  %wide.load349.5 = load <8 x double>, <8 x double>* %602, align 8, !alias.scope !65
  %603 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.5)
  %604 = fmul <8 x double> %603, %broadcast.splat351
  %605 = fadd <8 x double> %wide.load349.5, %604
  %sunkaddr2331 = mul i64 %index348, 8
  %606 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2332 = getelementptr i8, i8* %606, i64 %sunkaddr2331
  %sunkaddr2333 = getelementptr i8, i8* %sunkaddr2332, i64 320
  %607 = bitcast i8* %sunkaddr2333 to <8 x double>*
  store <8 x double> %605, <8 x double>* %607, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2334 = mul i64 %index348, 8
  %sunkaddr2335 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2334
  %sunkaddr2336 = getelementptr i8, i8* %sunkaddr2335, i64 384
  %608 = bitcast i8* %sunkaddr2336 to <8 x double>*
  %wide.load349.6 = load <8 x double>, <8 x double>* %608, align 8, !alias.scope !65
  %609 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.6)
  %610 = fmul <8 x double> %609, %broadcast.splat351
  %611 = fadd <8 x double> %wide.load349.6, %610
  %sunkaddr2337 = mul i64 %index348, 8
  %612 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2338 = getelementptr i8, i8* %612, i64 %sunkaddr2337
  %sunkaddr2339 = getelementptr i8, i8* %sunkaddr2338, i64 384
  %613 = bitcast i8* %sunkaddr2339 to <8 x double>*
  store <8 x double> %611, <8 x double>* %613, align 8, !alias.scope !68, !noalias !65
  %sunkaddr2340 = mul i64 %index348, 8
  %sunkaddr2341 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2340
  %sunkaddr2342 = getelementptr i8, i8* %sunkaddr2341, i64 448
  %614 = bitcast i8* %sunkaddr2342 to <8 x double>*
  %wide.load349.7 = load <8 x double>, <8 x double>* %614, align 8, !alias.scope !65
  %615 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.7)
  %616 = fmul <8 x double> %615, %broadcast.splat351
  %617 = fadd <8 x double> %wide.load349.7, %616
  %sunkaddr2343 = mul i64 %index348, 8
  %618 = bitcast double* %.6.i111219 to i8*
  %sunkaddr2344 = getelementptr i8, i8* %618, i64 %sunkaddr2343
  %sunkaddr2345 = getelementptr i8, i8* %sunkaddr2344, i64 448
  %619 = bitcast i8* %sunkaddr2345 to <8 x double>*
  store <8 x double> %617, <8 x double>* %619, align 8, !alias.scope !68, !noalias !65
  %index.next352.7 = add i64 %index348, 64
  %lsr.iv.next1775 = add i64 %lsr.iv1774, -8
  %niter638.ncmp.7 = icmp eq i64 %lsr.iv.next1775, 0
  br i1 %niter638.ncmp.7, label %middle.block339.unr-lcssa, label %vector.body341, !llvm.loop !70

middle.block339.unr-lcssa:                        ; preds = %vector.body341, %vector.ph343
  %index348.unr = phi i64 [ 0, %vector.ph343 ], [ %index.next352.7, %vector.body341 ]
  %lcmp.mod636.not = icmp eq i64 %xtraiter634, 0
  br i1 %lcmp.mod636.not, label %middle.block339, label %vector.body341.epil.preheader

vector.body341.epil.preheader:                    ; preds = %middle.block339.unr-lcssa
  %scevgep1717 = getelementptr double, double* %.6.i111219, i64 %index348.unr
  %620 = shl i64 %index348.unr, 3
  %scevgep1723 = getelementptr i8, i8* %.6.i53, i64 %620
  %621 = shl nuw nsw i64 %xtraiter634, 6
  br label %vector.body341.epil

vector.body341.epil:                              ; preds = %vector.body341.epil.preheader, %vector.body341.epil
  %lsr.iv1718 = phi i64 [ 0, %vector.body341.epil.preheader ], [ %lsr.iv.next1719, %vector.body341.epil ]
  %622 = bitcast double* %scevgep1717 to i8*
  %scevgep1724 = getelementptr i8, i8* %scevgep1723, i64 %lsr.iv1718
  %scevgep17241725 = bitcast i8* %scevgep1724 to <8 x double>*
  %wide.load349.epil = load <8 x double>, <8 x double>* %scevgep17241725, align 8, !alias.scope !65
  %623 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load349.epil)
  %624 = fmul <8 x double> %623, %broadcast.splat351
  %625 = fadd <8 x double> %wide.load349.epil, %624
  %uglygep1721 = getelementptr i8, i8* %622, i64 %lsr.iv1718
  %uglygep17211722 = bitcast i8* %uglygep1721 to <8 x double>*
  store <8 x double> %625, <8 x double>* %uglygep17211722, align 8, !alias.scope !68, !noalias !65
  %lsr.iv.next1719 = add nuw nsw i64 %lsr.iv1718, 64
  %epil.iter635.cmp.not = icmp eq i64 %621, %lsr.iv.next1719
  br i1 %epil.iter635.cmp.not, label %middle.block339, label %vector.body341.epil, !llvm.loop !71

middle.block339:                                  ; preds = %vector.body341.epil, %middle.block339.unr-lcssa
  %cmp.n347 = icmp eq i64 %n.vec345, %arg.y0.5.0
  br i1 %cmp.n347, label %B223, label %for.body.us.preheader541

for.body.us.preheader541:                         ; preds = %vector.memcheck331, %for.body.us.preheader, %middle.block339
  %loop.index216.us.ph = phi i64 [ 0, %vector.memcheck331 ], [ 0, %for.body.us.preheader ], [ %n.vec345, %middle.block339 ]
  %626 = xor i64 %loop.index216.us.ph, -1
  %627 = add i64 %626, %arg.y0.5.0
  %xtraiter604 = and i64 %arg.y0.5.0, 7
  %lcmp.mod605.not = icmp eq i64 %xtraiter604, 0
  br i1 %lcmp.mod605.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader541
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1715 = phi i64 [ %xtraiter604, %for.body.us.prol.preheader ], [ %lsr.iv.next1716, %for.body.us.prol ]
  %loop.index216.us.prol = phi i64 [ %.505.us.prol, %for.body.us.prol ], [ %loop.index216.us.ph, %for.body.us.prol.preheader ]
  %628 = shl i64 %loop.index216.us.prol, 3
  %scevgep1713 = getelementptr i8, i8* %.6.i53, i64 %628
  %scevgep17131714 = bitcast i8* %scevgep1713 to double*
  %.467239.us.prol = load double, double* %scevgep17131714, align 8
  %.14.i.us.prol = tail call double @llvm.sin.f64(double %.467239.us.prol) #6
  %.19.i.us.prol = fmul double %.14.i.us.prol, %arg.h
  %.20.i.us.prol = fadd double %.467239.us.prol, %.19.i.us.prol
  %scevgep1712 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us.prol
  store double %.20.i.us.prol, double* %scevgep1712, align 8
  %.505.us.prol = add nuw i64 %loop.index216.us.prol, 1
  %lsr.iv.next1716 = add nsw i64 %lsr.iv1715, -1
  %prol.iter606.cmp.not = icmp eq i64 %lsr.iv.next1716, 0
  br i1 %prol.iter606.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !72

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader541
  %loop.index216.us.unr = phi i64 [ %loop.index216.us.ph, %for.body.us.preheader541 ], [ %.505.us.prol, %for.body.us.prol ]
  %629 = icmp ult i64 %627, 7
  br i1 %629, label %B223, label %for.body.us.preheader687

for.body.us.preheader687:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader687, %for.body.us
  %loop.index216.us = phi i64 [ %.505.us.7, %for.body.us ], [ %loop.index216.us.unr, %for.body.us.preheader687 ]
  %sunkaddr2346 = mul i64 %loop.index216.us, 8
  %sunkaddr2347 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2346
  %630 = bitcast i8* %sunkaddr2347 to double*
  %.467239.us = load double, double* %630, align 8
  %.14.i.us = tail call double @llvm.sin.f64(double %.467239.us) #6
  %.19.i.us = fmul double %.14.i.us, %arg.h
  %.20.i.us = fadd double %.467239.us, %.19.i.us
  %scevgep1687 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  store double %.20.i.us, double* %scevgep1687, align 8
  %sunkaddr2348 = mul i64 %loop.index216.us, 8
  %sunkaddr2349 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2348
  %sunkaddr2350 = getelementptr i8, i8* %sunkaddr2349, i64 8
  %631 = bitcast i8* %sunkaddr2350 to double*
  %.467239.us.1609 = load double, double* %631, align 8
  %.14.i.us.1610 = tail call double @llvm.sin.f64(double %.467239.us.1609) #6
  %.19.i.us.1611 = fmul double %.14.i.us.1610, %arg.h
  %.20.i.us.1612 = fadd double %.467239.us.1609, %.19.i.us.1611
  %scevgep1685 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1686 = getelementptr double, double* %scevgep1685, i64 1
  store double %.20.i.us.1612, double* %scevgep1686, align 8
  %sunkaddr2351 = mul i64 %loop.index216.us, 8
  %sunkaddr2352 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2351
  %sunkaddr2353 = getelementptr i8, i8* %sunkaddr2352, i64 16
  %632 = bitcast i8* %sunkaddr2353 to double*
  %.467239.us.2618 = load double, double* %632, align 8
  %.14.i.us.2619 = tail call double @llvm.sin.f64(double %.467239.us.2618) #6
  %.19.i.us.2620 = fmul double %.14.i.us.2619, %arg.h
  %.20.i.us.2621 = fadd double %.467239.us.2618, %.19.i.us.2620
  %scevgep1683 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1684 = getelementptr double, double* %scevgep1683, i64 2
  store double %.20.i.us.2621, double* %scevgep1684, align 8
  %sunkaddr2354 = mul i64 %loop.index216.us, 8
  %sunkaddr2355 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2354
  %sunkaddr2356 = getelementptr i8, i8* %sunkaddr2355, i64 24
  %633 = bitcast i8* %sunkaddr2356 to double*
  %.467239.us.3627 = load double, double* %633, align 8
  %.14.i.us.3628 = tail call double @llvm.sin.f64(double %.467239.us.3627) #6
  %.19.i.us.3629 = fmul double %.14.i.us.3628, %arg.h
  %.20.i.us.3630 = fadd double %.467239.us.3627, %.19.i.us.3629
  %scevgep1681 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1682 = getelementptr double, double* %scevgep1681, i64 3
  store double %.20.i.us.3630, double* %scevgep1682, align 8
  %sunkaddr2357 = mul i64 %loop.index216.us, 8
  %sunkaddr2358 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2357
  %sunkaddr2359 = getelementptr i8, i8* %sunkaddr2358, i64 32
  %634 = bitcast i8* %sunkaddr2359 to double*
  %.467239.us.4 = load double, double* %634, align 8
  %.14.i.us.4 = tail call double @llvm.sin.f64(double %.467239.us.4) #6
  %.19.i.us.4 = fmul double %.14.i.us.4, %arg.h
  %.20.i.us.4 = fadd double %.467239.us.4, %.19.i.us.4
  %scevgep1679 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1680 = getelementptr double, double* %scevgep1679, i64 4
  store double %.20.i.us.4, double* %scevgep1680, align 8
  %sunkaddr2360 = mul i64 %loop.index216.us, 8
  %sunkaddr2361 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2360
  %sunkaddr2362 = getelementptr i8, i8* %sunkaddr2361, i64 40
  %635 = bitcast i8* %sunkaddr2362 to double*
  %.467239.us.5 = load double, double* %635, align 8
  %.14.i.us.5 = tail call double @llvm.sin.f64(double %.467239.us.5) #6
  %.19.i.us.5 = fmul double %.14.i.us.5, %arg.h
  %.20.i.us.5 = fadd double %.467239.us.5, %.19.i.us.5
  %scevgep1677 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1678 = getelementptr double, double* %scevgep1677, i64 5
  store double %.20.i.us.5, double* %scevgep1678, align 8
  %sunkaddr2363 = mul i64 %loop.index216.us, 8
  %sunkaddr2364 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2363
  %sunkaddr2365 = getelementptr i8, i8* %sunkaddr2364, i64 48
  %636 = bitcast i8* %sunkaddr2365 to double*
  %.467239.us.6 = load double, double* %636, align 8
  %.14.i.us.6 = tail call double @llvm.sin.f64(double %.467239.us.6) #6
  %.19.i.us.6 = fmul double %.14.i.us.6, %arg.h
  %.20.i.us.6 = fadd double %.467239.us.6, %.19.i.us.6
  %scevgep1675 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1676 = getelementptr double, double* %scevgep1675, i64 6
  store double %.20.i.us.6, double* %scevgep1676, align 8
  %sunkaddr2366 = mul i64 %loop.index216.us, 8
  %sunkaddr2367 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2366
  %sunkaddr2368 = getelementptr i8, i8* %sunkaddr2367, i64 56
  %637 = bitcast i8* %sunkaddr2368 to double*
  %.467239.us.7 = load double, double* %637, align 8
  %.14.i.us.7 = tail call double @llvm.sin.f64(double %.467239.us.7) #6
  %.19.i.us.7 = fmul double %.14.i.us.7, %arg.h
  %.20.i.us.7 = fadd double %.467239.us.7, %.19.i.us.7
  %scevgep1673 = getelementptr double, double* %.6.i111219, i64 %loop.index216.us
  %scevgep1674 = getelementptr double, double* %scevgep1673, i64 7
  store double %.20.i.us.7, double* %scevgep1674, align 8
  %.505.us.7 = add nuw nsw i64 %loop.index216.us, 8
  %exitcond298.not.7 = icmp eq i64 %arg.y0.5.0, %.505.us.7
  br i1 %exitcond298.not.7, label %B223, label %for.body.us, !llvm.loop !73

for.body:                                         ; preds = %for.body.preheader
  %638 = bitcast i8* %.6.i53 to double*
  %.467239 = load double, double* %638, align 8
  %.14.i = tail call double @llvm.sin.f64(double %.467239) #6
  %.19.i = fmul double %.14.i, %arg.h
  %.20.i = fadd double %.467239, %.19.i
  store double %.20.i, double* %.6.i111219, align 8
  br label %B223

B156.endif.endif.endif.endif.endif:               ; preds = %B0.endif.endif.endif.endif
  %639 = icmp eq i8* %.7.i.i104, null
  br i1 %639, label %B156.endif.endif.endif.endif.endif.if, label %B156.endif.endif.endif.endif.endif.endif, !prof !0

B156.endif.endif.endif.endif.endif.if:            ; preds = %B156.endif.endif.endif.endif.endif.3, %B156.endif.endif.endif.endif.endif.2, %B156.endif.endif.endif.endif.endif.1, %B156.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B156.endif.endif.endif.endif.endif.endif:         ; preds = %B156.endif.endif.endif.endif.endif
  %640 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96 = getelementptr i8, i8* %.7.i.i104, i64 24
  %641 = bitcast i8* %.5.i96 to double**
  %.6.i97218 = load double*, double** %641, align 8
  br i1 %640, label %for.body.1.preheader, label %B223

for.body.1.preheader:                             ; preds = %B156.endif.endif.endif.endif.endif.endif
  %642 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %642, label %for.body.1.us.preheader, label %for.body.1

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check, label %for.body.1.us.preheader544, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.preheader
  %643 = bitcast double* %.6.i97218 to i8*
  %scevgep = getelementptr double, double* %.6.i97218, i64 %arg.y0.5.0
  %scevgep327 = bitcast double* %scevgep to i8*
  %644 = shl i64 %arg.y0.5.0, 3
  %scevgep328 = getelementptr i8, i8* %.6.i53, i64 %644
  %bound0 = icmp ugt i8* %scevgep328, %643
  %bound1 = icmp ult i8* %.6.i53, %scevgep327
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us.preheader544, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.532, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert329 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat330 = shufflevector <8 x double> %broadcast.splatinsert329, <8 x double> poison, <8 x i32> zeroinitializer
  %645 = add i64 %n.vec, -8
  %646 = lshr exact i64 %645, 3
  %647 = add nuw nsw i64 %646, 1
  %xtraiter672 = and i64 %647, 7
  %648 = icmp ult i64 %645, 56
  br i1 %648, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter675 = and i64 %647, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1877 = phi i64 [ %lsr.iv.next1878, %vector.body ], [ %unroll_iter675, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr2369 = mul i64 %index, 8
  %sunkaddr2370 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2369
  %649 = bitcast i8* %sunkaddr2370 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %649, align 8, !alias.scope !74
  %650 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load)
  %651 = fmul <8 x double> %broadcast.splat, %wide.load
  %652 = fmul <8 x double> %650, %broadcast.splat330
  %653 = fadd <8 x double> %651, %652
  %sunkaddr2371 = mul i64 %index, 8
  %654 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2372 = getelementptr i8, i8* %654, i64 %sunkaddr2371
  %655 = bitcast i8* %sunkaddr2372 to <8 x double>*
  store <8 x double> %653, <8 x double>* %655, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2373 = mul i64 %index, 8
  %sunkaddr2374 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2373
  %sunkaddr2375 = getelementptr i8, i8* %sunkaddr2374, i64 64
  %656 = bitcast i8* %sunkaddr2375 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %656, align 8, !alias.scope !74
  %657 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.1)
  %658 = fmul <8 x double> %broadcast.splat, %wide.load.1
  %659 = fmul <8 x double> %657, %broadcast.splat330
  %660 = fadd <8 x double> %658, %659
  %sunkaddr2376 = mul i64 %index, 8
  %661 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2377 = getelementptr i8, i8* %661, i64 %sunkaddr2376
  %sunkaddr2378 = getelementptr i8, i8* %sunkaddr2377, i64 64
  %662 = bitcast i8* %sunkaddr2378 to <8 x double>*
  store <8 x double> %660, <8 x double>* %662, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2379 = mul i64 %index, 8
  %sunkaddr2380 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2379
  %sunkaddr2381 = getelementptr i8, i8* %sunkaddr2380, i64 128
  %663 = bitcast i8* %sunkaddr2381 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %663, align 8, !alias.scope !74
  %664 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.2)
  %665 = fmul <8 x double> %broadcast.splat, %wide.load.2
  %666 = fmul <8 x double> %664, %broadcast.splat330
  %667 = fadd <8 x double> %665, %666
  %sunkaddr2382 = mul i64 %index, 8
  %668 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2383 = getelementptr i8, i8* %668, i64 %sunkaddr2382
  %sunkaddr2384 = getelementptr i8, i8* %sunkaddr2383, i64 128
  %669 = bitcast i8* %sunkaddr2384 to <8 x double>*
  store <8 x double> %667, <8 x double>* %669, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2385 = mul i64 %index, 8
  %sunkaddr2386 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2385
  %sunkaddr2387 = getelementptr i8, i8* %sunkaddr2386, i64 192
  %670 = bitcast i8* %sunkaddr2387 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %670, align 8, !alias.scope !74
  %671 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.3)
  %672 = fmul <8 x double> %broadcast.splat, %wide.load.3
  %673 = fmul <8 x double> %671, %broadcast.splat330
  %674 = fadd <8 x double> %672, %673
  %sunkaddr2388 = mul i64 %index, 8
  %675 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2389 = getelementptr i8, i8* %675, i64 %sunkaddr2388
  %sunkaddr2390 = getelementptr i8, i8* %sunkaddr2389, i64 192
  %676 = bitcast i8* %sunkaddr2390 to <8 x double>*
  store <8 x double> %674, <8 x double>* %676, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2391 = mul i64 %index, 8
  %sunkaddr2392 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, i8* %sunkaddr2392, i64 256
  %677 = bitcast i8* %sunkaddr2393 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %677, align 8, !alias.scope !74
  %678 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.4)
  %679 = fmul <8 x double> %broadcast.splat, %wide.load.4
  %680 = fmul <8 x double> %678, %broadcast.splat330
  %681 = fadd <8 x double> %679, %680
  %sunkaddr2394 = mul i64 %index, 8
  %682 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2395 = getelementptr i8, i8* %682, i64 %sunkaddr2394
  %sunkaddr2396 = getelementptr i8, i8* %sunkaddr2395, i64 256
  %683 = bitcast i8* %sunkaddr2396 to <8 x double>*
  store <8 x double> %681, <8 x double>* %683, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2397 = mul i64 %index, 8
  %sunkaddr2398 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2397
  %sunkaddr2399 = getelementptr i8, i8* %sunkaddr2398, i64 320
  %684 = bitcast i8* %sunkaddr2399 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %684, align 8, !alias.scope !74
  %685 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.5)
  %686 = fmul <8 x double> %broadcast.splat, %wide.load.5
  %687 = fmul <8 x double> %685, %broadcast.splat330
  %688 = fadd <8 x double> %686, %687
  %sunkaddr2400 = mul i64 %index, 8
  %689 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2401 = getelementptr i8, i8* %689, i64 %sunkaddr2400
  %sunkaddr2402 = getelementptr i8, i8* %sunkaddr2401, i64 320
  %690 = bitcast i8* %sunkaddr2402 to <8 x double>*
  store <8 x double> %688, <8 x double>* %690, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2403 = mul i64 %index, 8
  %sunkaddr2404 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2403
  %sunkaddr2405 = getelementptr i8, i8* %sunkaddr2404, i64 384
  %691 = bitcast i8* %sunkaddr2405 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %691, align 8, !alias.scope !74
  %692 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.6)
  %693 = fmul <8 x double> %broadcast.splat, %wide.load.6
  %694 = fmul <8 x double> %692, %broadcast.splat330
  %695 = fadd <8 x double> %693, %694
  %sunkaddr2406 = mul i64 %index, 8
  %696 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2407 = getelementptr i8, i8* %696, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, i8* %sunkaddr2407, i64 384
  %697 = bitcast i8* %sunkaddr2408 to <8 x double>*
  store <8 x double> %695, <8 x double>* %697, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2409 = mul i64 %index, 8
  %sunkaddr2410 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, i8* %sunkaddr2410, i64 448
  %698 = bitcast i8* %sunkaddr2411 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %698, align 8, !alias.scope !74
  %699 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.7)
  %700 = fmul <8 x double> %broadcast.splat, %wide.load.7
  %701 = fmul <8 x double> %699, %broadcast.splat330
  %702 = fadd <8 x double> %700, %701
  %sunkaddr2412 = mul i64 %index, 8
  %703 = bitcast double* %.6.i97218 to i8*
  %sunkaddr2413 = getelementptr i8, i8* %703, i64 %sunkaddr2412
  %sunkaddr2414 = getelementptr i8, i8* %sunkaddr2413, i64 448
  %704 = bitcast i8* %sunkaddr2414 to <8 x double>*
  store <8 x double> %702, <8 x double>* %704, align 8, !alias.scope !77, !noalias !74
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1878 = add i64 %lsr.iv1877, -8
  %niter676.ncmp.7 = icmp eq i64 %lsr.iv.next1878, 0
  br i1 %niter676.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !79

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod674.not = icmp eq i64 %xtraiter672, 0
  br i1 %lcmp.mod674.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1820 = getelementptr double, double* %.6.i97218, i64 %index.unr
  %705 = shl i64 %index.unr, 3
  %scevgep1826 = getelementptr i8, i8* %.6.i53, i64 %705
  %706 = shl nuw nsw i64 %xtraiter672, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1821 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1822, %vector.body.epil ]
  %707 = bitcast double* %scevgep1820 to i8*
  %scevgep1827 = getelementptr i8, i8* %scevgep1826, i64 %lsr.iv1821
  %scevgep18271828 = bitcast i8* %scevgep1827 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep18271828, align 8, !alias.scope !74
  %708 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load.epil)
  %709 = fmul <8 x double> %broadcast.splat, %wide.load.epil
  %710 = fmul <8 x double> %708, %broadcast.splat330
  %711 = fadd <8 x double> %709, %710
  %uglygep1824 = getelementptr i8, i8* %707, i64 %lsr.iv1821
  %uglygep18241825 = bitcast i8* %uglygep1824 to <8 x double>*
  store <8 x double> %711, <8 x double>* %uglygep18241825, align 8, !alias.scope !77, !noalias !74
  %lsr.iv.next1822 = add nuw nsw i64 %lsr.iv1821, 64
  %epil.iter673.cmp.not = icmp eq i64 %706, %lsr.iv.next1822
  br i1 %epil.iter673.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !80

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %cmp.n, label %B223, label %for.body.1.us.preheader544

for.body.1.us.preheader544:                       ; preds = %vector.memcheck, %for.body.1.us.preheader, %middle.block
  %loop.index.1212.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.preheader ], [ %n.vec, %middle.block ]
  %712 = xor i64 %loop.index.1212.us.ph, -1
  %713 = add i64 %712, %arg.y0.5.0
  %xtraiter639 = and i64 %arg.y0.5.0, 7
  %lcmp.mod640.not = icmp eq i64 %xtraiter639, 0
  br i1 %lcmp.mod640.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader544
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv1818 = phi i64 [ %xtraiter639, %for.body.1.us.prol.preheader ], [ %lsr.iv.next1819, %for.body.1.us.prol ]
  %loop.index.1212.us.prol = phi i64 [ %.766.us.prol, %for.body.1.us.prol ], [ %loop.index.1212.us.ph, %for.body.1.us.prol.preheader ]
  %714 = shl i64 %loop.index.1212.us.prol, 3
  %scevgep1816 = getelementptr i8, i8* %.6.i53, i64 %714
  %scevgep18161817 = bitcast i8* %scevgep1816 to double*
  %.728255.us.prol = load double, double* %scevgep18161817, align 8
  %.16.i.us.prol = tail call double @llvm.cos.f64(double %.728255.us.prol) #6
  %.8.i.us.prol = fmul double %.532, %.728255.us.prol
  %.21.i.us.prol = fmul double %.16.i.us.prol, %arg.h
  %.22.i.us.prol = fadd double %.8.i.us.prol, %.21.i.us.prol
  %scevgep1815 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us.prol
  store double %.22.i.us.prol, double* %scevgep1815, align 8
  %.766.us.prol = add nuw i64 %loop.index.1212.us.prol, 1
  %lsr.iv.next1819 = add nsw i64 %lsr.iv1818, -1
  %prol.iter641.cmp.not = icmp eq i64 %lsr.iv.next1819, 0
  br i1 %prol.iter641.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !81

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader544
  %loop.index.1212.us.unr = phi i64 [ %loop.index.1212.us.ph, %for.body.1.us.preheader544 ], [ %.766.us.prol, %for.body.1.us.prol ]
  %715 = icmp ult i64 %713, 7
  br i1 %715, label %B223, label %for.body.1.us.preheader688

for.body.1.us.preheader688:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader688, %for.body.1.us
  %loop.index.1212.us = phi i64 [ %.766.us.7, %for.body.1.us ], [ %loop.index.1212.us.unr, %for.body.1.us.preheader688 ]
  %sunkaddr2415 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2416 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2415
  %716 = bitcast i8* %sunkaddr2416 to double*
  %.728255.us = load double, double* %716, align 8
  %.16.i.us = tail call double @llvm.cos.f64(double %.728255.us) #6
  %.8.i.us = fmul double %.532, %.728255.us
  %.21.i.us = fmul double %.16.i.us, %arg.h
  %.22.i.us = fadd double %.8.i.us, %.21.i.us
  %scevgep1790 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  store double %.22.i.us, double* %scevgep1790, align 8
  %sunkaddr2417 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2418 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2417
  %sunkaddr2419 = getelementptr i8, i8* %sunkaddr2418, i64 8
  %717 = bitcast i8* %sunkaddr2419 to double*
  %.728255.us.1644 = load double, double* %717, align 8
  %.16.i.us.1645 = tail call double @llvm.cos.f64(double %.728255.us.1644) #6
  %.8.i.us.1646 = fmul double %.532, %.728255.us.1644
  %.21.i.us.1647 = fmul double %.16.i.us.1645, %arg.h
  %.22.i.us.1648 = fadd double %.8.i.us.1646, %.21.i.us.1647
  %scevgep1788 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1789 = getelementptr double, double* %scevgep1788, i64 1
  store double %.22.i.us.1648, double* %scevgep1789, align 8
  %sunkaddr2420 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2421 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2420
  %sunkaddr2422 = getelementptr i8, i8* %sunkaddr2421, i64 16
  %718 = bitcast i8* %sunkaddr2422 to double*
  %.728255.us.2654 = load double, double* %718, align 8
  %.16.i.us.2655 = tail call double @llvm.cos.f64(double %.728255.us.2654) #6
  %.8.i.us.2656 = fmul double %.532, %.728255.us.2654
  %.21.i.us.2657 = fmul double %.16.i.us.2655, %arg.h
  %.22.i.us.2658 = fadd double %.8.i.us.2656, %.21.i.us.2657
  %scevgep1786 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1787 = getelementptr double, double* %scevgep1786, i64 2
  store double %.22.i.us.2658, double* %scevgep1787, align 8
  %sunkaddr2423 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2424 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2423
  %sunkaddr2425 = getelementptr i8, i8* %sunkaddr2424, i64 24
  %719 = bitcast i8* %sunkaddr2425 to double*
  %.728255.us.3664 = load double, double* %719, align 8
  %.16.i.us.3665 = tail call double @llvm.cos.f64(double %.728255.us.3664) #6
  %.8.i.us.3666 = fmul double %.532, %.728255.us.3664
  %.21.i.us.3667 = fmul double %.16.i.us.3665, %arg.h
  %.22.i.us.3668 = fadd double %.8.i.us.3666, %.21.i.us.3667
  %scevgep1784 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1785 = getelementptr double, double* %scevgep1784, i64 3
  store double %.22.i.us.3668, double* %scevgep1785, align 8
  %sunkaddr2426 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2427 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2426
  %sunkaddr2428 = getelementptr i8, i8* %sunkaddr2427, i64 32
  %720 = bitcast i8* %sunkaddr2428 to double*
  %.728255.us.4 = load double, double* %720, align 8
  %.16.i.us.4 = tail call double @llvm.cos.f64(double %.728255.us.4) #6
  %.8.i.us.4 = fmul double %.532, %.728255.us.4
  %.21.i.us.4 = fmul double %.16.i.us.4, %arg.h
  %.22.i.us.4 = fadd double %.8.i.us.4, %.21.i.us.4
  %scevgep1782 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1783 = getelementptr double, double* %scevgep1782, i64 4
  store double %.22.i.us.4, double* %scevgep1783, align 8
  %sunkaddr2429 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2430 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2429
  %sunkaddr2431 = getelementptr i8, i8* %sunkaddr2430, i64 40
  %721 = bitcast i8* %sunkaddr2431 to double*
  %.728255.us.5 = load double, double* %721, align 8
  %.16.i.us.5 = tail call double @llvm.cos.f64(double %.728255.us.5) #6
  %.8.i.us.5 = fmul double %.532, %.728255.us.5
  %.21.i.us.5 = fmul double %.16.i.us.5, %arg.h
  %.22.i.us.5 = fadd double %.8.i.us.5, %.21.i.us.5
  %scevgep1780 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1781 = getelementptr double, double* %scevgep1780, i64 5
  store double %.22.i.us.5, double* %scevgep1781, align 8
  %sunkaddr2432 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2433 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2432
  %sunkaddr2434 = getelementptr i8, i8* %sunkaddr2433, i64 48
  %722 = bitcast i8* %sunkaddr2434 to double*
  %.728255.us.6 = load double, double* %722, align 8
  %.16.i.us.6 = tail call double @llvm.cos.f64(double %.728255.us.6) #6
  %.8.i.us.6 = fmul double %.532, %.728255.us.6
  %.21.i.us.6 = fmul double %.16.i.us.6, %arg.h
  %.22.i.us.6 = fadd double %.8.i.us.6, %.21.i.us.6
  %scevgep1778 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1779 = getelementptr double, double* %scevgep1778, i64 6
  store double %.22.i.us.6, double* %scevgep1779, align 8
  %sunkaddr2435 = mul i64 %loop.index.1212.us, 8
  %sunkaddr2436 = getelementptr i8, i8* %.6.i53, i64 %sunkaddr2435
  %sunkaddr2437 = getelementptr i8, i8* %sunkaddr2436, i64 56
  %723 = bitcast i8* %sunkaddr2437 to double*
  %.728255.us.7 = load double, double* %723, align 8
  %.16.i.us.7 = tail call double @llvm.cos.f64(double %.728255.us.7) #6
  %.8.i.us.7 = fmul double %.532, %.728255.us.7
  %.21.i.us.7 = fmul double %.16.i.us.7, %arg.h
  %.22.i.us.7 = fadd double %.8.i.us.7, %.21.i.us.7
  %scevgep1776 = getelementptr double, double* %.6.i97218, i64 %loop.index.1212.us
  %scevgep1777 = getelementptr double, double* %scevgep1776, i64 7
  store double %.22.i.us.7, double* %scevgep1777, align 8
  %.766.us.7 = add nuw nsw i64 %loop.index.1212.us, 8
  %exitcond296.not.7 = icmp eq i64 %arg.y0.5.0, %.766.us.7
  br i1 %exitcond296.not.7, label %B223, label %for.body.1.us, !llvm.loop !82

for.body.1:                                       ; preds = %for.body.1.preheader
  %724 = bitcast i8* %.6.i53 to double*
  %.728255 = load double, double* %724, align 8
  %.16.i = tail call double @llvm.cos.f64(double %.728255) #6
  %.8.i = fmul double %.532, %.728255
  %.21.i = fmul double %.16.i, %arg.h
  %.22.i = fadd double %.8.i, %.21.i
  store double %.22.i, double* %.6.i97218, align 8
  br label %B223

B222.endif.endif.endif.endif.endif:               ; preds = %for.body.1.us.3, %for.body.us.3, %for.body.us.3.prol.loopexit, %middle.block486, %B102.endif.endif.endif.endif.endif.endif.3, %for.body.1.us.3.prol.loopexit, %middle.block461, %B156.endif.endif.endif.endif.endif.endif.3, %for.body.1.3, %for.body.3
  %y.4.sroa.32.1.3 = phi double* [ %.6.i111219.3, %for.body.3 ], [ %.6.i97218.3, %for.body.1.3 ], [ %.6.i97218.3, %B156.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i97218.3, %middle.block461 ], [ %.6.i97218.3, %for.body.1.us.3.prol.loopexit ], [ %.6.i111219.3, %B102.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i111219.3, %middle.block486 ], [ %.6.i111219.3, %for.body.us.3.prol.loopexit ], [ %.6.i111219.3, %for.body.us.3 ], [ %.6.i97218.3, %for.body.1.us.3 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i104.2)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !83
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B222.endif.endif.endif.endif.endif.if, label %B222.endif.endif.endif.endif.endif.endif, !prof !0

B222.endif.endif.endif.endif.endif.if:            ; preds = %B222.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B222.endif.endif.endif.endif.endif.endif:         ; preds = %B222.endif.endif.endif.endif.endif
  %725 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %726 = bitcast i8* %.5.i to double**
  %.6.i45217 = load double*, double** %726, align 8
  br i1 %725, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B222.endif.endif.endif.endif.endif.endif
  %.973.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.973.not, label %for.end.2.thread, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check513 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check513, label %for.body.2.us.preheader525, label %vector.memcheck500

vector.memcheck500:                               ; preds = %for.body.2.us.preheader
  %scevgep502 = getelementptr double, double* %.6.i45217, i64 %arg.y0.5.0
  %scevgep505 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %arg.y0.5.0
  %bound0507 = icmp ult double* %.6.i45217, %scevgep505
  %bound1508 = icmp ult double* %y.4.sroa.32.1.3, %scevgep502
  %found.conflict509 = and i1 %bound0507, %bound1508
  br i1 %found.conflict509, label %for.body.2.us.preheader525, label %vector.ph514

vector.ph514:                                     ; preds = %vector.memcheck500
  %n.vec516 = and i64 %arg.y0.5.0, -32
  %727 = add i64 %n.vec516, -32
  %728 = lshr exact i64 %727, 5
  %729 = add nuw nsw i64 %728, 1
  %xtraiter551 = and i64 %729, 7
  %730 = icmp ult i64 %727, 224
  br i1 %730, label %middle.block510.unr-lcssa, label %vector.ph514.new

vector.ph514.new:                                 ; preds = %vector.ph514
  %unroll_iter554 = and i64 %729, 1152921504606846968
  %scevgep909 = getelementptr double, double* %y.4.sroa.32.1.3, i64 248
  %scevgep1005 = getelementptr double, double* %.6.i45217, i64 248
  br label %vector.body512

vector.body512:                                   ; preds = %vector.body512, %vector.ph514.new
  %lsr.iv1101 = phi i64 [ %lsr.iv.next1102, %vector.body512 ], [ %unroll_iter554, %vector.ph514.new ]
  %index519 = phi i64 [ 0, %vector.ph514.new ], [ %index.next524.7, %vector.body512 ]
  %scevgep993 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep993994 = bitcast double* %scevgep993 to <8 x double>*
  %scevgep995 = getelementptr <8 x double>, <8 x double>* %scevgep993994, i64 -31
  %wide.load520 = load <8 x double>, <8 x double>* %scevgep995, align 8, !alias.scope !90
  %scevgep1002 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep10021003 = bitcast double* %scevgep1002 to <8 x double>*
  %scevgep1004 = getelementptr <8 x double>, <8 x double>* %scevgep10021003, i64 -30
  %wide.load521 = load <8 x double>, <8 x double>* %scevgep1004, align 8, !alias.scope !90
  %scevgep999 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep9991000 = bitcast double* %scevgep999 to <8 x double>*
  %scevgep1001 = getelementptr <8 x double>, <8 x double>* %scevgep9991000, i64 -29
  %wide.load522 = load <8 x double>, <8 x double>* %scevgep1001, align 8, !alias.scope !90
  %scevgep996 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep996997 = bitcast double* %scevgep996 to <8 x double>*
  %scevgep998 = getelementptr <8 x double>, <8 x double>* %scevgep996997, i64 -28
  %wide.load523 = load <8 x double>, <8 x double>* %scevgep998, align 8, !alias.scope !90
  %731 = fmul <8 x double> %wide.load520, %wide.load520
  %732 = fmul <8 x double> %wide.load521, %wide.load521
  %733 = fmul <8 x double> %wide.load522, %wide.load522
  %734 = fmul <8 x double> %wide.load523, %wide.load523
  %scevgep1089 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10891090 = bitcast double* %scevgep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %scevgep10891090, i64 -31
  store <8 x double> %731, <8 x double>* %scevgep1091, align 8, !alias.scope !93, !noalias !90
  %scevgep1098 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10981099 = bitcast double* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -30
  store <8 x double> %732, <8 x double>* %scevgep1100, align 8, !alias.scope !93, !noalias !90
  %scevgep1095 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10951096 = bitcast double* %scevgep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %scevgep10951096, i64 -29
  store <8 x double> %733, <8 x double>* %scevgep1097, align 8, !alias.scope !93, !noalias !90
  %scevgep1092 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10921093 = bitcast double* %scevgep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %scevgep10921093, i64 -28
  store <8 x double> %734, <8 x double>* %scevgep1094, align 8, !alias.scope !93, !noalias !90
  %scevgep979 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep979980 = bitcast double* %scevgep979 to <8 x double>*
  %scevgep981 = getelementptr <8 x double>, <8 x double>* %scevgep979980, i64 -27
  %wide.load520.1 = load <8 x double>, <8 x double>* %scevgep981, align 8, !alias.scope !90
  %scevgep976 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep976977 = bitcast double* %scevgep976 to <8 x double>*
  %scevgep978 = getelementptr <8 x double>, <8 x double>* %scevgep976977, i64 -26
  %wide.load521.1 = load <8 x double>, <8 x double>* %scevgep978, align 8, !alias.scope !90
  %scevgep973 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep973974 = bitcast double* %scevgep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %scevgep973974, i64 -25
  %wide.load522.1 = load <8 x double>, <8 x double>* %scevgep975, align 8, !alias.scope !90
  %scevgep970 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep970971 = bitcast double* %scevgep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %scevgep970971, i64 -24
  %wide.load523.1 = load <8 x double>, <8 x double>* %scevgep972, align 8, !alias.scope !90
  %735 = fmul <8 x double> %wide.load520.1, %wide.load520.1
  %736 = fmul <8 x double> %wide.load521.1, %wide.load521.1
  %737 = fmul <8 x double> %wide.load522.1, %wide.load522.1
  %738 = fmul <8 x double> %wide.load523.1, %wide.load523.1
  %scevgep1075 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10751076 = bitcast double* %scevgep1075 to <8 x double>*
  %scevgep1077 = getelementptr <8 x double>, <8 x double>* %scevgep10751076, i64 -27
  store <8 x double> %735, <8 x double>* %scevgep1077, align 8, !alias.scope !93, !noalias !90
  %scevgep1072 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10721073 = bitcast double* %scevgep1072 to <8 x double>*
  %scevgep1074 = getelementptr <8 x double>, <8 x double>* %scevgep10721073, i64 -26
  store <8 x double> %736, <8 x double>* %scevgep1074, align 8, !alias.scope !93, !noalias !90
  %scevgep1069 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10691070 = bitcast double* %scevgep1069 to <8 x double>*
  %scevgep1071 = getelementptr <8 x double>, <8 x double>* %scevgep10691070, i64 -25
  store <8 x double> %737, <8 x double>* %scevgep1071, align 8, !alias.scope !93, !noalias !90
  %scevgep1066 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10661067 = bitcast double* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 -24
  store <8 x double> %738, <8 x double>* %scevgep1068, align 8, !alias.scope !93, !noalias !90
  %scevgep967 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep967968 = bitcast double* %scevgep967 to <8 x double>*
  %scevgep969 = getelementptr <8 x double>, <8 x double>* %scevgep967968, i64 -23
  %wide.load520.2 = load <8 x double>, <8 x double>* %scevgep969, align 8, !alias.scope !90
  %scevgep964 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep964965 = bitcast double* %scevgep964 to <8 x double>*
  %scevgep966 = getelementptr <8 x double>, <8 x double>* %scevgep964965, i64 -22
  %wide.load521.2 = load <8 x double>, <8 x double>* %scevgep966, align 8, !alias.scope !90
  %scevgep961 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep961962 = bitcast double* %scevgep961 to <8 x double>*
  %scevgep963 = getelementptr <8 x double>, <8 x double>* %scevgep961962, i64 -21
  %wide.load522.2 = load <8 x double>, <8 x double>* %scevgep963, align 8, !alias.scope !90
  %scevgep958 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep958959 = bitcast double* %scevgep958 to <8 x double>*
  %scevgep960 = getelementptr <8 x double>, <8 x double>* %scevgep958959, i64 -20
  %wide.load523.2 = load <8 x double>, <8 x double>* %scevgep960, align 8, !alias.scope !90
  %739 = fmul <8 x double> %wide.load520.2, %wide.load520.2
  %740 = fmul <8 x double> %wide.load521.2, %wide.load521.2
  %741 = fmul <8 x double> %wide.load522.2, %wide.load522.2
  %742 = fmul <8 x double> %wide.load523.2, %wide.load523.2
  %scevgep1063 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10631064 = bitcast double* %scevgep1063 to <8 x double>*
  %scevgep1065 = getelementptr <8 x double>, <8 x double>* %scevgep10631064, i64 -23
  store <8 x double> %739, <8 x double>* %scevgep1065, align 8, !alias.scope !93, !noalias !90
  %scevgep1060 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10601061 = bitcast double* %scevgep1060 to <8 x double>*
  %scevgep1062 = getelementptr <8 x double>, <8 x double>* %scevgep10601061, i64 -22
  store <8 x double> %740, <8 x double>* %scevgep1062, align 8, !alias.scope !93, !noalias !90
  %scevgep1057 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10571058 = bitcast double* %scevgep1057 to <8 x double>*
  %scevgep1059 = getelementptr <8 x double>, <8 x double>* %scevgep10571058, i64 -21
  store <8 x double> %741, <8 x double>* %scevgep1059, align 8, !alias.scope !93, !noalias !90
  %scevgep1054 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10541055 = bitcast double* %scevgep1054 to <8 x double>*
  %scevgep1056 = getelementptr <8 x double>, <8 x double>* %scevgep10541055, i64 -20
  store <8 x double> %742, <8 x double>* %scevgep1056, align 8, !alias.scope !93, !noalias !90
  %scevgep955 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep955956 = bitcast double* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 -19
  %wide.load520.3 = load <8 x double>, <8 x double>* %scevgep957, align 8, !alias.scope !90
  %scevgep952 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep952953 = bitcast double* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 -18
  %wide.load521.3 = load <8 x double>, <8 x double>* %scevgep954, align 8, !alias.scope !90
  %scevgep949 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep949950 = bitcast double* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 -17
  %wide.load522.3 = load <8 x double>, <8 x double>* %scevgep951, align 8, !alias.scope !90
  %scevgep946 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep946947 = bitcast double* %scevgep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %scevgep946947, i64 -16
  %wide.load523.3 = load <8 x double>, <8 x double>* %scevgep948, align 8, !alias.scope !90
  %743 = fmul <8 x double> %wide.load520.3, %wide.load520.3
  %744 = fmul <8 x double> %wide.load521.3, %wide.load521.3
  %745 = fmul <8 x double> %wide.load522.3, %wide.load522.3
  %746 = fmul <8 x double> %wide.load523.3, %wide.load523.3
  %scevgep1051 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10511052 = bitcast double* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 -19
  store <8 x double> %743, <8 x double>* %scevgep1053, align 8, !alias.scope !93, !noalias !90
  %scevgep1048 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10481049 = bitcast double* %scevgep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %scevgep10481049, i64 -18
  store <8 x double> %744, <8 x double>* %scevgep1050, align 8, !alias.scope !93, !noalias !90
  %scevgep1045 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10451046 = bitcast double* %scevgep1045 to <8 x double>*
  %scevgep1047 = getelementptr <8 x double>, <8 x double>* %scevgep10451046, i64 -17
  store <8 x double> %745, <8 x double>* %scevgep1047, align 8, !alias.scope !93, !noalias !90
  %scevgep1042 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10421043 = bitcast double* %scevgep1042 to <8 x double>*
  %scevgep1044 = getelementptr <8 x double>, <8 x double>* %scevgep10421043, i64 -16
  store <8 x double> %746, <8 x double>* %scevgep1044, align 8, !alias.scope !93, !noalias !90
  %scevgep943 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 -15
  %wide.load520.4 = load <8 x double>, <8 x double>* %scevgep945, align 8, !alias.scope !90
  %scevgep940 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -14
  %wide.load521.4 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !90
  %scevgep937 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -13
  %wide.load522.4 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !90
  %scevgep934 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -12
  %wide.load523.4 = load <8 x double>, <8 x double>* %scevgep936, align 8, !alias.scope !90
  %747 = fmul <8 x double> %wide.load520.4, %wide.load520.4
  %748 = fmul <8 x double> %wide.load521.4, %wide.load521.4
  %749 = fmul <8 x double> %wide.load522.4, %wide.load522.4
  %750 = fmul <8 x double> %wide.load523.4, %wide.load523.4
  %scevgep1039 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10391040 = bitcast double* %scevgep1039 to <8 x double>*
  %scevgep1041 = getelementptr <8 x double>, <8 x double>* %scevgep10391040, i64 -15
  store <8 x double> %747, <8 x double>* %scevgep1041, align 8, !alias.scope !93, !noalias !90
  %scevgep1036 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -14
  store <8 x double> %748, <8 x double>* %scevgep1038, align 8, !alias.scope !93, !noalias !90
  %scevgep1033 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -13
  store <8 x double> %749, <8 x double>* %scevgep1035, align 8, !alias.scope !93, !noalias !90
  %scevgep1030 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -12
  store <8 x double> %750, <8 x double>* %scevgep1032, align 8, !alias.scope !93, !noalias !90
  %scevgep931 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -11
  %wide.load520.5 = load <8 x double>, <8 x double>* %scevgep933, align 8, !alias.scope !90
  %scevgep928 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -10
  %wide.load521.5 = load <8 x double>, <8 x double>* %scevgep930, align 8, !alias.scope !90
  %scevgep925 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -9
  %wide.load522.5 = load <8 x double>, <8 x double>* %scevgep927, align 8, !alias.scope !90
  %scevgep922 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 -8
  %wide.load523.5 = load <8 x double>, <8 x double>* %scevgep924, align 8, !alias.scope !90
  %751 = fmul <8 x double> %wide.load520.5, %wide.load520.5
  %752 = fmul <8 x double> %wide.load521.5, %wide.load521.5
  %753 = fmul <8 x double> %wide.load522.5, %wide.load522.5
  %754 = fmul <8 x double> %wide.load523.5, %wide.load523.5
  %scevgep1027 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -11
  store <8 x double> %751, <8 x double>* %scevgep1029, align 8, !alias.scope !93, !noalias !90
  %scevgep1024 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 -10
  store <8 x double> %752, <8 x double>* %scevgep1026, align 8, !alias.scope !93, !noalias !90
  %scevgep1021 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -9
  store <8 x double> %753, <8 x double>* %scevgep1023, align 8, !alias.scope !93, !noalias !90
  %scevgep1018 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10181019 = bitcast double* %scevgep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %scevgep10181019, i64 -8
  store <8 x double> %754, <8 x double>* %scevgep1020, align 8, !alias.scope !93, !noalias !90
  %scevgep919 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  %scevgep921 = getelementptr <8 x double>, <8 x double>* %scevgep919920, i64 -7
  %wide.load520.6 = load <8 x double>, <8 x double>* %scevgep921, align 8, !alias.scope !90
  %scevgep916 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 -6
  %wide.load521.6 = load <8 x double>, <8 x double>* %scevgep918, align 8, !alias.scope !90
  %scevgep913 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -5
  %wide.load522.6 = load <8 x double>, <8 x double>* %scevgep915, align 8, !alias.scope !90
  %scevgep910 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -4
  %wide.load523.6 = load <8 x double>, <8 x double>* %scevgep912, align 8, !alias.scope !90
  %755 = fmul <8 x double> %wide.load520.6, %wide.load520.6
  %756 = fmul <8 x double> %wide.load521.6, %wide.load521.6
  %757 = fmul <8 x double> %wide.load522.6, %wide.load522.6
  %758 = fmul <8 x double> %wide.load523.6, %wide.load523.6
  %scevgep1015 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10151016 = bitcast double* %scevgep1015 to <8 x double>*
  %scevgep1017 = getelementptr <8 x double>, <8 x double>* %scevgep10151016, i64 -7
  store <8 x double> %755, <8 x double>* %scevgep1017, align 8, !alias.scope !93, !noalias !90
  %scevgep1012 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10121013 = bitcast double* %scevgep1012 to <8 x double>*
  %scevgep1014 = getelementptr <8 x double>, <8 x double>* %scevgep10121013, i64 -6
  store <8 x double> %756, <8 x double>* %scevgep1014, align 8, !alias.scope !93, !noalias !90
  %scevgep1009 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10091010 = bitcast double* %scevgep1009 to <8 x double>*
  %scevgep1011 = getelementptr <8 x double>, <8 x double>* %scevgep10091010, i64 -5
  store <8 x double> %757, <8 x double>* %scevgep1011, align 8, !alias.scope !93, !noalias !90
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10061007 = bitcast double* %scevgep1006 to <8 x double>*
  %scevgep1008 = getelementptr <8 x double>, <8 x double>* %scevgep10061007, i64 -4
  store <8 x double> %758, <8 x double>* %scevgep1008, align 8, !alias.scope !93, !noalias !90
  %scevgep990 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep990991 = bitcast double* %scevgep990 to <8 x double>*
  %scevgep992 = getelementptr <8 x double>, <8 x double>* %scevgep990991, i64 -3
  %wide.load520.7 = load <8 x double>, <8 x double>* %scevgep992, align 8, !alias.scope !90
  %scevgep987 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep987988 = bitcast double* %scevgep987 to <8 x double>*
  %scevgep989 = getelementptr <8 x double>, <8 x double>* %scevgep987988, i64 -2
  %wide.load521.7 = load <8 x double>, <8 x double>* %scevgep989, align 8, !alias.scope !90
  %scevgep984 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep984985 = bitcast double* %scevgep984 to <8 x double>*
  %scevgep986 = getelementptr <8 x double>, <8 x double>* %scevgep984985, i64 -1
  %wide.load522.7 = load <8 x double>, <8 x double>* %scevgep986, align 8, !alias.scope !90
  %scevgep982 = getelementptr double, double* %scevgep909, i64 %index519
  %scevgep982983 = bitcast double* %scevgep982 to <8 x double>*
  %wide.load523.7 = load <8 x double>, <8 x double>* %scevgep982983, align 8, !alias.scope !90
  %759 = fmul <8 x double> %wide.load520.7, %wide.load520.7
  %760 = fmul <8 x double> %wide.load521.7, %wide.load521.7
  %761 = fmul <8 x double> %wide.load522.7, %wide.load522.7
  %762 = fmul <8 x double> %wide.load523.7, %wide.load523.7
  %scevgep1086 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10861087 = bitcast double* %scevgep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %scevgep10861087, i64 -3
  store <8 x double> %759, <8 x double>* %scevgep1088, align 8, !alias.scope !93, !noalias !90
  %scevgep1083 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10831084 = bitcast double* %scevgep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %scevgep10831084, i64 -2
  store <8 x double> %760, <8 x double>* %scevgep1085, align 8, !alias.scope !93, !noalias !90
  %scevgep1080 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10801081 = bitcast double* %scevgep1080 to <8 x double>*
  %scevgep1082 = getelementptr <8 x double>, <8 x double>* %scevgep10801081, i64 -1
  store <8 x double> %761, <8 x double>* %scevgep1082, align 8, !alias.scope !93, !noalias !90
  %scevgep1078 = getelementptr double, double* %scevgep1005, i64 %index519
  %scevgep10781079 = bitcast double* %scevgep1078 to <8 x double>*
  store <8 x double> %762, <8 x double>* %scevgep10781079, align 8, !alias.scope !93, !noalias !90
  %index.next524.7 = add i64 %index519, 256
  %lsr.iv.next1102 = add i64 %lsr.iv1101, -8
  %niter555.ncmp.7 = icmp eq i64 %lsr.iv.next1102, 0
  br i1 %niter555.ncmp.7, label %middle.block510.unr-lcssa, label %vector.body512, !llvm.loop !95

middle.block510.unr-lcssa:                        ; preds = %vector.body512, %vector.ph514
  %index519.unr = phi i64 [ 0, %vector.ph514 ], [ %index.next524.7, %vector.body512 ]
  %lcmp.mod553.not = icmp eq i64 %xtraiter551, 0
  br i1 %lcmp.mod553.not, label %middle.block510, label %vector.body512.epil.preheader

vector.body512.epil.preheader:                    ; preds = %middle.block510.unr-lcssa
  %763 = add nuw nsw i64 %index519.unr, 24
  %scevgep881 = getelementptr double, double* %.6.i45217, i64 %763
  %scevgep896 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %763
  %764 = shl nuw nsw i64 %xtraiter551, 8
  br label %vector.body512.epil

vector.body512.epil:                              ; preds = %vector.body512.epil.preheader, %vector.body512.epil
  %lsr.iv882 = phi i64 [ 0, %vector.body512.epil.preheader ], [ %lsr.iv.next883, %vector.body512.epil ]
  %765 = bitcast double* %scevgep896 to i8*
  %766 = bitcast double* %scevgep881 to i8*
  %uglygep906 = getelementptr i8, i8* %765, i64 %lsr.iv882
  %uglygep906907 = bitcast i8* %uglygep906 to <8 x double>*
  %scevgep908 = getelementptr <8 x double>, <8 x double>* %uglygep906907, i64 -3
  %wide.load520.epil = load <8 x double>, <8 x double>* %scevgep908, align 8, !alias.scope !90
  %uglygep903 = getelementptr i8, i8* %765, i64 %lsr.iv882
  %uglygep903904 = bitcast i8* %uglygep903 to <8 x double>*
  %scevgep905 = getelementptr <8 x double>, <8 x double>* %uglygep903904, i64 -2
  %wide.load521.epil = load <8 x double>, <8 x double>* %scevgep905, align 8, !alias.scope !90
  %uglygep900 = getelementptr i8, i8* %765, i64 %lsr.iv882
  %uglygep900901 = bitcast i8* %uglygep900 to <8 x double>*
  %scevgep902 = getelementptr <8 x double>, <8 x double>* %uglygep900901, i64 -1
  %wide.load522.epil = load <8 x double>, <8 x double>* %scevgep902, align 8, !alias.scope !90
  %uglygep898 = getelementptr i8, i8* %765, i64 %lsr.iv882
  %uglygep898899 = bitcast i8* %uglygep898 to <8 x double>*
  %wide.load523.epil = load <8 x double>, <8 x double>* %uglygep898899, align 8, !alias.scope !90
  %767 = fmul <8 x double> %wide.load520.epil, %wide.load520.epil
  %768 = fmul <8 x double> %wide.load521.epil, %wide.load521.epil
  %769 = fmul <8 x double> %wide.load522.epil, %wide.load522.epil
  %770 = fmul <8 x double> %wide.load523.epil, %wide.load523.epil
  %uglygep893 = getelementptr i8, i8* %766, i64 %lsr.iv882
  %uglygep893894 = bitcast i8* %uglygep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %uglygep893894, i64 -3
  store <8 x double> %767, <8 x double>* %scevgep895, align 8, !alias.scope !93, !noalias !90
  %uglygep890 = getelementptr i8, i8* %766, i64 %lsr.iv882
  %uglygep890891 = bitcast i8* %uglygep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %uglygep890891, i64 -2
  store <8 x double> %768, <8 x double>* %scevgep892, align 8, !alias.scope !93, !noalias !90
  %uglygep887 = getelementptr i8, i8* %766, i64 %lsr.iv882
  %uglygep887888 = bitcast i8* %uglygep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %uglygep887888, i64 -1
  store <8 x double> %769, <8 x double>* %scevgep889, align 8, !alias.scope !93, !noalias !90
  %uglygep885 = getelementptr i8, i8* %766, i64 %lsr.iv882
  %uglygep885886 = bitcast i8* %uglygep885 to <8 x double>*
  store <8 x double> %770, <8 x double>* %uglygep885886, align 8, !alias.scope !93, !noalias !90
  %lsr.iv.next883 = add nuw nsw i64 %lsr.iv882, 256
  %epil.iter552.cmp.not = icmp eq i64 %764, %lsr.iv.next883
  br i1 %epil.iter552.cmp.not, label %middle.block510, label %vector.body512.epil, !llvm.loop !96

middle.block510:                                  ; preds = %vector.body512.epil, %middle.block510.unr-lcssa
  %cmp.n518 = icmp eq i64 %n.vec516, %arg.y0.5.0
  br i1 %cmp.n518, label %for.end.2, label %for.body.2.us.preheader525

for.body.2.us.preheader525:                       ; preds = %vector.memcheck500, %for.body.2.us.preheader, %middle.block510
  %loop.index.2208.us.ph = phi i64 [ 0, %vector.memcheck500 ], [ 0, %for.body.2.us.preheader ], [ %n.vec516, %middle.block510 ]
  %771 = xor i64 %loop.index.2208.us.ph, -1
  %772 = add i64 %771, %arg.y0.5.0
  %xtraiter549 = and i64 %arg.y0.5.0, 7
  %lcmp.mod550.not = icmp eq i64 %xtraiter549, 0
  br i1 %lcmp.mod550.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader525
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv879 = phi i64 [ %xtraiter549, %for.body.2.us.prol.preheader ], [ %lsr.iv.next880, %for.body.2.us.prol ]
  %loop.index.2208.us.prol = phi i64 [ %.1019.us.prol, %for.body.2.us.prol ], [ %loop.index.2208.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep878 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.2208.us.prol
  %.981271.us.prol = load double, double* %scevgep878, align 8
  %.6.i.us.prol = fmul double %.981271.us.prol, %.981271.us.prol
  %scevgep877 = getelementptr double, double* %.6.i45217, i64 %loop.index.2208.us.prol
  store double %.6.i.us.prol, double* %scevgep877, align 8
  %.1019.us.prol = add nuw i64 %loop.index.2208.us.prol, 1
  %lsr.iv.next880 = add nsw i64 %lsr.iv879, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next880, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !97

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader525
  %loop.index.2208.us.unr = phi i64 [ %loop.index.2208.us.ph, %for.body.2.us.preheader525 ], [ %.1019.us.prol, %for.body.2.us.prol ]
  %773 = icmp ult i64 %772, 7
  br i1 %773, label %for.end.2, label %for.body.2.us.preheader677

for.body.2.us.preheader677:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader677, %for.body.2.us
  %loop.index.2208.us = phi i64 [ %.1019.us.7, %for.body.2.us ], [ %loop.index.2208.us.unr, %for.body.2.us.preheader677 ]
  %sunkaddr2438 = mul i64 %loop.index.2208.us, 8
  %774 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2439 = getelementptr i8, i8* %774, i64 %sunkaddr2438
  %775 = bitcast i8* %sunkaddr2439 to double*
  %.981271.us = load double, double* %775, align 8
  %.6.i.us = fmul double %.981271.us, %.981271.us
  %sunkaddr2440 = mul i64 %loop.index.2208.us, 8
  %776 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2441 = getelementptr i8, i8* %776, i64 %sunkaddr2440
  %777 = bitcast i8* %sunkaddr2441 to double*
  store double %.6.i.us, double* %777, align 8
  %sunkaddr2442 = mul i64 %loop.index.2208.us, 8
  %778 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2443 = getelementptr i8, i8* %778, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 8
  %779 = bitcast i8* %sunkaddr2444 to double*
  %.981271.us.1 = load double, double* %779, align 8
  %.6.i.us.1 = fmul double %.981271.us.1, %.981271.us.1
  %sunkaddr2445 = mul i64 %loop.index.2208.us, 8
  %780 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2446 = getelementptr i8, i8* %780, i64 %sunkaddr2445
  %sunkaddr2447 = getelementptr i8, i8* %sunkaddr2446, i64 8
  %781 = bitcast i8* %sunkaddr2447 to double*
  store double %.6.i.us.1, double* %781, align 8
  %sunkaddr2448 = mul i64 %loop.index.2208.us, 8
  %782 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2449 = getelementptr i8, i8* %782, i64 %sunkaddr2448
  %sunkaddr2450 = getelementptr i8, i8* %sunkaddr2449, i64 16
  %783 = bitcast i8* %sunkaddr2450 to double*
  %.981271.us.2 = load double, double* %783, align 8
  %.6.i.us.2 = fmul double %.981271.us.2, %.981271.us.2
  %sunkaddr2451 = mul i64 %loop.index.2208.us, 8
  %784 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2452 = getelementptr i8, i8* %784, i64 %sunkaddr2451
  %sunkaddr2453 = getelementptr i8, i8* %sunkaddr2452, i64 16
  %785 = bitcast i8* %sunkaddr2453 to double*
  store double %.6.i.us.2, double* %785, align 8
  %sunkaddr2454 = mul i64 %loop.index.2208.us, 8
  %786 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2455 = getelementptr i8, i8* %786, i64 %sunkaddr2454
  %sunkaddr2456 = getelementptr i8, i8* %sunkaddr2455, i64 24
  %787 = bitcast i8* %sunkaddr2456 to double*
  %.981271.us.3 = load double, double* %787, align 8
  %.6.i.us.3 = fmul double %.981271.us.3, %.981271.us.3
  %sunkaddr2457 = mul i64 %loop.index.2208.us, 8
  %788 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2458 = getelementptr i8, i8* %788, i64 %sunkaddr2457
  %sunkaddr2459 = getelementptr i8, i8* %sunkaddr2458, i64 24
  %789 = bitcast i8* %sunkaddr2459 to double*
  store double %.6.i.us.3, double* %789, align 8
  %sunkaddr2460 = mul i64 %loop.index.2208.us, 8
  %790 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2461 = getelementptr i8, i8* %790, i64 %sunkaddr2460
  %sunkaddr2462 = getelementptr i8, i8* %sunkaddr2461, i64 32
  %791 = bitcast i8* %sunkaddr2462 to double*
  %.981271.us.4 = load double, double* %791, align 8
  %.6.i.us.4 = fmul double %.981271.us.4, %.981271.us.4
  %sunkaddr2463 = mul i64 %loop.index.2208.us, 8
  %792 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2464 = getelementptr i8, i8* %792, i64 %sunkaddr2463
  %sunkaddr2465 = getelementptr i8, i8* %sunkaddr2464, i64 32
  %793 = bitcast i8* %sunkaddr2465 to double*
  store double %.6.i.us.4, double* %793, align 8
  %sunkaddr2466 = mul i64 %loop.index.2208.us, 8
  %794 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2467 = getelementptr i8, i8* %794, i64 %sunkaddr2466
  %sunkaddr2468 = getelementptr i8, i8* %sunkaddr2467, i64 40
  %795 = bitcast i8* %sunkaddr2468 to double*
  %.981271.us.5 = load double, double* %795, align 8
  %.6.i.us.5 = fmul double %.981271.us.5, %.981271.us.5
  %sunkaddr2469 = mul i64 %loop.index.2208.us, 8
  %796 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2470 = getelementptr i8, i8* %796, i64 %sunkaddr2469
  %sunkaddr2471 = getelementptr i8, i8* %sunkaddr2470, i64 40
  %797 = bitcast i8* %sunkaddr2471 to double*
  store double %.6.i.us.5, double* %797, align 8
  %sunkaddr2472 = mul i64 %loop.index.2208.us, 8
  %798 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2473 = getelementptr i8, i8* %798, i64 %sunkaddr2472
  %sunkaddr2474 = getelementptr i8, i8* %sunkaddr2473, i64 48
  %799 = bitcast i8* %sunkaddr2474 to double*
  %.981271.us.6 = load double, double* %799, align 8
  %.6.i.us.6 = fmul double %.981271.us.6, %.981271.us.6
  %sunkaddr2475 = mul i64 %loop.index.2208.us, 8
  %800 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2476 = getelementptr i8, i8* %800, i64 %sunkaddr2475
  %sunkaddr2477 = getelementptr i8, i8* %sunkaddr2476, i64 48
  %801 = bitcast i8* %sunkaddr2477 to double*
  store double %.6.i.us.6, double* %801, align 8
  %sunkaddr2478 = mul i64 %loop.index.2208.us, 8
  %802 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2479 = getelementptr i8, i8* %802, i64 %sunkaddr2478
  %sunkaddr2480 = getelementptr i8, i8* %sunkaddr2479, i64 56
  %803 = bitcast i8* %sunkaddr2480 to double*
  %.981271.us.7 = load double, double* %803, align 8
  %.6.i.us.7 = fmul double %.981271.us.7, %.981271.us.7
  %sunkaddr2481 = mul i64 %loop.index.2208.us, 8
  %804 = bitcast double* %.6.i45217 to i8*
  %sunkaddr2482 = getelementptr i8, i8* %804, i64 %sunkaddr2481
  %sunkaddr2483 = getelementptr i8, i8* %sunkaddr2482, i64 56
  %805 = bitcast i8* %sunkaddr2483 to double*
  store double %.6.i.us.7, double* %805, align 8
  %.1019.us.7 = add nuw nsw i64 %loop.index.2208.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.y0.5.0, %.1019.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !98

for.end.2.thread:                                 ; preds = %for.body.2.preheader
  %.981271 = load double, double* %y.4.sroa.32.1.3, align 8
  %.6.i = fmul double %.981271, %.981271
  store double %.6.i, double* %.6.i45217, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i104.3)
  br label %B50.endif.preheader.i

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block510, %B222.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i104.3)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2.thread, %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #6
  %806 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %807 = icmp ult i64 %806, 7
  br i1 %807, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %808 = add nsw i64 %unroll_iter.i, -8
  %809 = lshr exact i64 %808, 3
  %810 = add nuw nsw i64 %809, 1
  %xtraiter = and i64 %810, 7
  %811 = icmp ult i64 %808, 56
  br i1 %811, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const1882 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %810, %const1882
  %scevgep715 = getelementptr double, double* %.6.i45217, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %812 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep691 = getelementptr double, double* %.6.i45217, i64 %812
  %813 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %814 = bitcast double* %scevgep691 to i8*
  %uglygep712 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep712713 = bitcast i8* %uglygep712 to double*
  %scevgep714 = getelementptr double, double* %uglygep712713, i64 -7
  %.236.i.epil = load double, double* %scevgep714, align 8, !noalias !99
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep709 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep709710 = bitcast i8* %uglygep709 to double*
  %scevgep711 = getelementptr double, double* %uglygep709710, i64 -6
  %.236.1.i.epil = load double, double* %scevgep711, align 8, !noalias !99
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep706 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep706707 = bitcast i8* %uglygep706 to double*
  %scevgep708 = getelementptr double, double* %uglygep706707, i64 -5
  %.236.2.i.epil = load double, double* %scevgep708, align 8, !noalias !99
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep703 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep703704 = bitcast i8* %uglygep703 to double*
  %scevgep705 = getelementptr double, double* %uglygep703704, i64 -4
  %.236.3.i.epil = load double, double* %scevgep705, align 8, !noalias !99
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep700 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep700701 = bitcast i8* %uglygep700 to double*
  %scevgep702 = getelementptr double, double* %uglygep700701, i64 -3
  %.236.4.i.epil = load double, double* %scevgep702, align 8, !noalias !99
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep697 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep697698 = bitcast i8* %uglygep697 to double*
  %scevgep699 = getelementptr double, double* %uglygep697698, i64 -2
  %.236.5.i.epil = load double, double* %scevgep699, align 8, !noalias !99
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep694 = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep694695 = bitcast i8* %uglygep694 to double*
  %scevgep696 = getelementptr double, double* %uglygep694695, i64 -1
  %.236.6.i.epil = load double, double* %scevgep696, align 8, !noalias !99
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %814, i64 %lsr.iv
  %uglygep693 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep693, align 8, !noalias !99
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %813, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !102, !llvm.loop !103

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i45217, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep690 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep690, align 8, !noalias !99
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !102, !llvm.loop !104

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv843 = phi i64 [ %lsr.iv.next844, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep841 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep842 = getelementptr double, double* %scevgep841, i64 -63
  %.236.i = load double, double* %scevgep842, align 8, !noalias !99
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep839 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep840 = getelementptr double, double* %scevgep839, i64 -62
  %.236.1.i = load double, double* %scevgep840, align 8, !noalias !99
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep837 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep838 = getelementptr double, double* %scevgep837, i64 -61
  %.236.2.i = load double, double* %scevgep838, align 8, !noalias !99
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep835 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep836 = getelementptr double, double* %scevgep835, i64 -60
  %.236.3.i = load double, double* %scevgep836, align 8, !noalias !99
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep833 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -59
  %.236.4.i = load double, double* %scevgep834, align 8, !noalias !99
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep831 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep832 = getelementptr double, double* %scevgep831, i64 -58
  %.236.5.i = load double, double* %scevgep832, align 8, !noalias !99
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep829 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep830 = getelementptr double, double* %scevgep829, i64 -57
  %.236.6.i = load double, double* %scevgep830, align 8, !noalias !99
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep827 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep828 = getelementptr double, double* %scevgep827, i64 -56
  %.236.7.i = load double, double* %scevgep828, align 8, !noalias !99
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep796 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep797 = getelementptr double, double* %scevgep796, i64 -55
  %.236.i.1 = load double, double* %scevgep797, align 8, !noalias !99
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep798 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep799 = getelementptr double, double* %scevgep798, i64 -54
  %.236.1.i.1 = load double, double* %scevgep799, align 8, !noalias !99
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep800 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep801 = getelementptr double, double* %scevgep800, i64 -53
  %.236.2.i.1 = load double, double* %scevgep801, align 8, !noalias !99
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep802 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep803 = getelementptr double, double* %scevgep802, i64 -52
  %.236.3.i.1 = load double, double* %scevgep803, align 8, !noalias !99
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep804 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep805 = getelementptr double, double* %scevgep804, i64 -51
  %.236.4.i.1 = load double, double* %scevgep805, align 8, !noalias !99
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep806 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep807 = getelementptr double, double* %scevgep806, i64 -50
  %.236.5.i.1 = load double, double* %scevgep807, align 8, !noalias !99
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep808 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep809 = getelementptr double, double* %scevgep808, i64 -49
  %.236.6.i.1 = load double, double* %scevgep809, align 8, !noalias !99
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep810 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep811 = getelementptr double, double* %scevgep810, i64 -48
  %.236.7.i.1 = load double, double* %scevgep811, align 8, !noalias !99
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep780 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep781 = getelementptr double, double* %scevgep780, i64 -47
  %.236.i.2 = load double, double* %scevgep781, align 8, !noalias !99
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep782 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep783 = getelementptr double, double* %scevgep782, i64 -46
  %.236.1.i.2 = load double, double* %scevgep783, align 8, !noalias !99
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep784 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep785 = getelementptr double, double* %scevgep784, i64 -45
  %.236.2.i.2 = load double, double* %scevgep785, align 8, !noalias !99
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep786 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep787 = getelementptr double, double* %scevgep786, i64 -44
  %.236.3.i.2 = load double, double* %scevgep787, align 8, !noalias !99
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep788 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep789 = getelementptr double, double* %scevgep788, i64 -43
  %.236.4.i.2 = load double, double* %scevgep789, align 8, !noalias !99
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep790 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep791 = getelementptr double, double* %scevgep790, i64 -42
  %.236.5.i.2 = load double, double* %scevgep791, align 8, !noalias !99
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep792 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep793 = getelementptr double, double* %scevgep792, i64 -41
  %.236.6.i.2 = load double, double* %scevgep793, align 8, !noalias !99
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep794 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep795 = getelementptr double, double* %scevgep794, i64 -40
  %.236.7.i.2 = load double, double* %scevgep795, align 8, !noalias !99
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep764 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep765 = getelementptr double, double* %scevgep764, i64 -39
  %.236.i.3 = load double, double* %scevgep765, align 8, !noalias !99
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep766 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep767 = getelementptr double, double* %scevgep766, i64 -38
  %.236.1.i.3 = load double, double* %scevgep767, align 8, !noalias !99
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep768 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep769 = getelementptr double, double* %scevgep768, i64 -37
  %.236.2.i.3 = load double, double* %scevgep769, align 8, !noalias !99
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep770 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep771 = getelementptr double, double* %scevgep770, i64 -36
  %.236.3.i.3 = load double, double* %scevgep771, align 8, !noalias !99
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep772 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep773 = getelementptr double, double* %scevgep772, i64 -35
  %.236.4.i.3 = load double, double* %scevgep773, align 8, !noalias !99
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep774 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep775 = getelementptr double, double* %scevgep774, i64 -34
  %.236.5.i.3 = load double, double* %scevgep775, align 8, !noalias !99
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep776 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep777 = getelementptr double, double* %scevgep776, i64 -33
  %.236.6.i.3 = load double, double* %scevgep777, align 8, !noalias !99
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep778 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep779 = getelementptr double, double* %scevgep778, i64 -32
  %.236.7.i.3 = load double, double* %scevgep779, align 8, !noalias !99
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep748 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep749 = getelementptr double, double* %scevgep748, i64 -31
  %.236.i.4 = load double, double* %scevgep749, align 8, !noalias !99
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep750 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep751 = getelementptr double, double* %scevgep750, i64 -30
  %.236.1.i.4 = load double, double* %scevgep751, align 8, !noalias !99
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep752 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep753 = getelementptr double, double* %scevgep752, i64 -29
  %.236.2.i.4 = load double, double* %scevgep753, align 8, !noalias !99
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep754 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep755 = getelementptr double, double* %scevgep754, i64 -28
  %.236.3.i.4 = load double, double* %scevgep755, align 8, !noalias !99
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep756 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep757 = getelementptr double, double* %scevgep756, i64 -27
  %.236.4.i.4 = load double, double* %scevgep757, align 8, !noalias !99
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep758 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep759 = getelementptr double, double* %scevgep758, i64 -26
  %.236.5.i.4 = load double, double* %scevgep759, align 8, !noalias !99
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep760 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep761 = getelementptr double, double* %scevgep760, i64 -25
  %.236.6.i.4 = load double, double* %scevgep761, align 8, !noalias !99
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep762 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep763 = getelementptr double, double* %scevgep762, i64 -24
  %.236.7.i.4 = load double, double* %scevgep763, align 8, !noalias !99
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep732 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep733 = getelementptr double, double* %scevgep732, i64 -23
  %.236.i.5 = load double, double* %scevgep733, align 8, !noalias !99
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep734 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep735 = getelementptr double, double* %scevgep734, i64 -22
  %.236.1.i.5 = load double, double* %scevgep735, align 8, !noalias !99
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep736 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep737 = getelementptr double, double* %scevgep736, i64 -21
  %.236.2.i.5 = load double, double* %scevgep737, align 8, !noalias !99
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep738 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep739 = getelementptr double, double* %scevgep738, i64 -20
  %.236.3.i.5 = load double, double* %scevgep739, align 8, !noalias !99
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep740 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep741 = getelementptr double, double* %scevgep740, i64 -19
  %.236.4.i.5 = load double, double* %scevgep741, align 8, !noalias !99
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep742 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep743 = getelementptr double, double* %scevgep742, i64 -18
  %.236.5.i.5 = load double, double* %scevgep743, align 8, !noalias !99
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep744 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep745 = getelementptr double, double* %scevgep744, i64 -17
  %.236.6.i.5 = load double, double* %scevgep745, align 8, !noalias !99
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep746 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep747 = getelementptr double, double* %scevgep746, i64 -16
  %.236.7.i.5 = load double, double* %scevgep747, align 8, !noalias !99
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep716 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep717 = getelementptr double, double* %scevgep716, i64 -15
  %.236.i.6 = load double, double* %scevgep717, align 8, !noalias !99
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep718 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep719 = getelementptr double, double* %scevgep718, i64 -14
  %.236.1.i.6 = load double, double* %scevgep719, align 8, !noalias !99
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep720 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep721 = getelementptr double, double* %scevgep720, i64 -13
  %.236.2.i.6 = load double, double* %scevgep721, align 8, !noalias !99
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep722 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep723 = getelementptr double, double* %scevgep722, i64 -12
  %.236.3.i.6 = load double, double* %scevgep723, align 8, !noalias !99
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep724 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep725 = getelementptr double, double* %scevgep724, i64 -11
  %.236.4.i.6 = load double, double* %scevgep725, align 8, !noalias !99
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep726 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep727 = getelementptr double, double* %scevgep726, i64 -10
  %.236.5.i.6 = load double, double* %scevgep727, align 8, !noalias !99
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep728 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep729 = getelementptr double, double* %scevgep728, i64 -9
  %.236.6.i.6 = load double, double* %scevgep729, align 8, !noalias !99
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep730 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep731 = getelementptr double, double* %scevgep730, i64 -8
  %.236.7.i.6 = load double, double* %scevgep731, align 8, !noalias !99
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep812 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep813 = getelementptr double, double* %scevgep812, i64 -7
  %.236.i.7 = load double, double* %scevgep813, align 8, !noalias !99
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep814 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep815 = getelementptr double, double* %scevgep814, i64 -6
  %.236.1.i.7 = load double, double* %scevgep815, align 8, !noalias !99
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep816 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep817 = getelementptr double, double* %scevgep816, i64 -5
  %.236.2.i.7 = load double, double* %scevgep817, align 8, !noalias !99
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep818 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep819 = getelementptr double, double* %scevgep818, i64 -4
  %.236.3.i.7 = load double, double* %scevgep819, align 8, !noalias !99
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep820 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep821 = getelementptr double, double* %scevgep820, i64 -3
  %.236.4.i.7 = load double, double* %scevgep821, align 8, !noalias !99
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep822 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep823 = getelementptr double, double* %scevgep822, i64 -2
  %.236.5.i.7 = load double, double* %scevgep823, align 8, !noalias !99
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep824 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %scevgep825 = getelementptr double, double* %scevgep824, i64 -1
  %.236.6.i.7 = load double, double* %scevgep825, align 8, !noalias !99
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep826 = getelementptr double, double* %scevgep715, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep826, align 8, !noalias !99
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next844 = add i64 %lsr.iv843, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next844, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !105

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #3
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
  %.10 = call i32 @_ZN7kernels14branch_carriedB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !105

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f458f4a3990>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #0

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
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3, !"LVerDomain"}
!4 = !{!5}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !7}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !7}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !7}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !9}
!37 = distinct !{!37, !9}
!38 = distinct !{!38, !7}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !9}
!46 = distinct !{!46, !9}
!47 = distinct !{!47, !7}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !9}
!55 = distinct !{!55, !9}
!56 = distinct !{!56, !7}
!57 = !{i1 true}
!58 = !{!59, !61, !62, !64}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !{!69}
!69 = distinct !{!69, !67}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !9}
!72 = distinct !{!72, !9}
!73 = distinct !{!73, !7}
!74 = !{!75}
!75 = distinct !{!75, !76}
!76 = distinct !{!76, !"LVerDomain"}
!77 = !{!78}
!78 = distinct !{!78, !76}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !9}
!81 = distinct !{!81, !9}
!82 = distinct !{!82, !7}
!83 = !{!84, !86, !87, !89}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!90 = !{!91}
!91 = distinct !{!91, !92}
!92 = distinct !{!92, !"LVerDomain"}
!93 = !{!94}
!94 = distinct !{!94, !92}
!95 = distinct !{!95, !7}
!96 = distinct !{!96, !9}
!97 = distinct !{!97, !9}
!98 = distinct !{!98, !7}
!99 = !{!100}
!100 = distinct !{!100, !101, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!101 = distinct !{!101, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!102 = !{!"branch_weights", i32 1, i32 7}
!103 = distinct !{!103, !9}
!104 = distinct !{!104, !9}
!105 = !{!"branch_weights", i32 99, i32 1}
