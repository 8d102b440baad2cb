; ModuleID = 'transpose_view'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.transpose_view = internal constant [15 x i8] c"transpose_view\00"
@_ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.140138494868480 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.140138494868480.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* %arg.X.0, i8* %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
entry:
  tail call void @NRT_incref(i8* %arg.X.0)
  %.57 = mul nsw i64 %arg.X.5.1, %arg.X.5.0
  %retptr.repack17 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %arg.X.0, i8** %retptr.repack17, align 8
  %retptr.repack1 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* %arg.X.1, i8** %retptr.repack1, align 8
  %retptr.repack3 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.57, i64* %retptr.repack3, align 8
  %retptr.repack5 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 %arg.X.3, i64* %retptr.repack5, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %arg.X.4, double** %retptr.repack7, align 8
  %retptr.repack9.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.X.5.1, i64* %retptr.repack9.repack, align 8
  %retptr.repack9.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.X.5.0, i64* %retptr.repack9.repack13, align 8
  %retptr.repack11.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %arg.X.6.1, i64* %retptr.repack11.repack, align 8
  %retptr.repack11.repack15 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %arg.X.6.0, i64* %retptr.repack11.repack15, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.transpose_view, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.112 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.116, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %5, i64 8
  %6 = bitcast i8* %sunkaddr5 to i8**
  %.36.fca.1.load = load i8*, i8** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %7, i64 32
  %8 = bitcast i8* %sunkaddr6 to double**
  %.36.fca.4.load = load double*, double** %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %9, i64 40
  %10 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.5.0.load = load i64, i64* %10, align 8
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %11, i64 48
  %12 = bitcast i8* %sunkaddr8 to i64*
  %.36.fca.5.1.load = load i64, i64* %12, align 8
  %13 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %13, i64 56
  %14 = bitcast i8* %sunkaddr9 to i64*
  %.36.fca.6.0.load = load i64, i64* %14, align 8
  %15 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %15, i64 64
  %16 = bitcast i8* %sunkaddr10 to i64*
  %.36.fca.6.1.load = load i64, i64* %16, align 8
  %17 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %17, i8 0, i64 72, i1 false)
  %.53 = call i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* %.36.fca.0.load, i8* %.36.fca.1.load, i64 undef, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 %.36.fca.6.0.load, i64 %.36.fca.6.1.load) #2
  %.63.fca.0.load = load i8*, i8** %3, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %18, i64 8
  %19 = bitcast i8* %sunkaddr11 to i8**
  %.63.fca.1.load = load i8*, i8** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %20, i64 16
  %21 = bitcast i8* %sunkaddr12 to i64*
  %.63.fca.2.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %22, i64 24
  %23 = bitcast i8* %sunkaddr13 to i64*
  %.63.fca.3.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %24, i64 32
  %25 = bitcast i8* %sunkaddr14 to double**
  %.63.fca.4.load = load double*, double** %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %26, i64 40
  %27 = bitcast i8* %sunkaddr15 to i64*
  %.63.fca.5.0.load = load i64, i64* %27, align 8
  %28 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %28, i64 48
  %29 = bitcast i8* %sunkaddr16 to i64*
  %.63.fca.5.1.load = load i64, i64* %29, align 8
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %30, i64 56
  %31 = bitcast i8* %sunkaddr17 to i64*
  %.63.fca.6.0.load = load i64, i64* %31, align 8
  %32 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %32, i64 64
  %33 = bitcast i8* %sunkaddr18 to i64*
  %.63.fca.6.1.load = load i64, i64* %33, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %sunkaddr19 = getelementptr i8, i8* %.11, i64 24
  %34 = bitcast i8* %sunkaddr19 to i8**
  %.93 = load i8*, i8** %34, align 8
  %.97.not = icmp eq i8* %.93, null
  br i1 %.97.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif
  %.99 = call i8* @PyList_GetItem(i8* nonnull %.93, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([37 x i8], [37 x i8]* @".const.`env.consts` is NULL in `read_const`", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.94.0 = phi i8* [ %.99, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %35 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8**
  %.111 = call i8* @numba_unpickle(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.pickledata.140138494868480, i64 0, i64 0), i32 32, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138494868480.sha1, i64 0, i64 0))
  store i8* %.63.fca.0.load, i8** %35, align 8
  %36 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %36, i64 8
  %37 = bitcast i8* %sunkaddr20 to i8**
  store i8* %.63.fca.1.load, i8** %37, align 8
  %38 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr21 = getelementptr inbounds i8, i8* %38, i64 16
  %39 = bitcast i8* %sunkaddr21 to i64*
  store i64 %.63.fca.2.load, i64* %39, align 8
  %40 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %40, i64 24
  %41 = bitcast i8* %sunkaddr22 to i64*
  store i64 %.63.fca.3.load, i64* %41, align 8
  %42 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr23 = getelementptr inbounds i8, i8* %42, i64 32
  %43 = bitcast i8* %sunkaddr23 to double**
  store double* %.63.fca.4.load, double** %43, align 8
  %44 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr24 = getelementptr inbounds i8, i8* %44, i64 40
  %45 = bitcast i8* %sunkaddr24 to i64*
  store i64 %.63.fca.5.0.load, i64* %45, align 8
  %46 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr25 = getelementptr inbounds i8, i8* %46, i64 48
  %47 = bitcast i8* %sunkaddr25 to i64*
  store i64 %.63.fca.5.1.load, i64* %47, align 8
  %48 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr26 = getelementptr inbounds i8, i8* %48, i64 56
  %49 = bitcast i8* %sunkaddr26 to i64*
  store i64 %.63.fca.6.0.load, i64* %49, align 8
  %50 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr27 = getelementptr inbounds i8, i8* %50, i64 64
  %51 = bitcast i8* %sunkaddr27 to i64*
  store i64 %.63.fca.6.1.load, i64* %51, align 8
  %.115 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %.116 = call i8* @NRT_adapt_ndarray_to_python_acqref(i8* nonnull %.115, i8* %.111, i32 2, i32 1, i8* %.94.0)
  call void @NRT_decref(i8* %.63.fca.0.load)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @NRT_adapt_ndarray_to_python_acqref(i8* nocapture, i8*, i32, i32, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } @cfunc._ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.5.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 5, i64 1
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 6, i64 0
  %.fca.6.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 6, i64 1
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.11 = call i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* %extracted.meminfo, i8* %extracted.parent, i64 undef, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #2
  %.21.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } undef, i8* %.21.fca.0.load, 0
  %.21.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.meminfo, i8* %.21.fca.1.load, 1
  %.21.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.parent, i64 %.21.fca.2.load, 2
  %.21.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.nitems, i64 %.21.fca.3.load, 3
  %.21.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.itemsize, double* %.21.fca.4.load, 4
  %.21.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %1 = insertvalue [2 x i64] poison, i64 %.21.fca.5.0.load, 0
  %.21.fca.5.1.load = load i64, i64* %.fca.5.1.gep, align 8
  %.27 = insertvalue [2 x i64] %1, i64 %.21.fca.5.1.load, 1
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.27, 5
  %.21.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %2 = insertvalue [2 x i64] poison, i64 %.21.fca.6.0.load, 0
  %.21.fca.6.1.load = load i64, i64* %.fca.6.1.gep, align 8
  %.28 = insertvalue [2 x i64] %2, i64 %.21.fca.6.1.load, 1
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.28, 6
  ret { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.strides
}

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

attributes #0 = { mustprogress nofree norecurse nounwind willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
