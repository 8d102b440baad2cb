; ModuleID = 'transpose_view'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.transpose_view = internal constant [15 x i8] c"transpose_view\00"
@_ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@PyExc_RuntimeError = external global i8

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define noundef i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) initializes((0, 72)) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.X.0, ptr %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0:
  tail call void @NRT_incref(ptr %arg.X.0)
  %.57 = mul nsw i64 %arg.X.5.1, %arg.X.5.0
  store ptr %arg.X.0, ptr %retptr, align 8
  %retptr.repack19 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %arg.X.1, ptr %retptr.repack19, align 8
  %retptr.repack21 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.57, ptr %retptr.repack21, align 8
  %retptr.repack23 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %arg.X.3, ptr %retptr.repack23, align 8
  %retptr.repack25 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %arg.X.4, ptr %retptr.repack25, align 8
  %retptr.repack27 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.X.5.1, ptr %retptr.repack27, align 8
  %retptr.repack27.repack31 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.X.5.0, ptr %retptr.repack27.repack31, align 8
  %retptr.repack29 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %arg.X.6.1, ptr %retptr.repack29, align 8
  %retptr.repack29.repack33 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 %arg.X.6.0, ptr %retptr.repack29.repack33, align 8
  ret i32 0
}

define ptr @_ZN7cpython7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.transpose_view, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.110 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.114, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 56
  %.34.fca.6.0.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.19, i64 64
  %.34.fca.6.1.load = load i64, ptr %sunkaddr6, align 8
  %.51 = call i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 poison, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 %.34.fca.6.0.load, i64 %.34.fca.6.1.load) #4
  %.61.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 8
  %.61.fca.1.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 16
  %.61.fca.2.load = load i64, ptr %sunkaddr8, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.43, i64 24
  %.61.fca.3.load = load i64, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.43, i64 32
  %.61.fca.4.load = load ptr, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.43, i64 40
  %.61.fca.5.0.load = load i64, ptr %sunkaddr11, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.43, i64 48
  %.61.fca.5.1.load = load i64, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.43, i64 56
  %.61.fca.6.0.load = load i64, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.43, i64 64
  %.61.fca.6.1.load = load i64, ptr %sunkaddr14, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.90 = getelementptr i8, ptr %.11, i64 24
  %.91 = load ptr, ptr %.90, align 8
  %.95.not = icmp eq ptr %.91, null
  br i1 %.95.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif
  %.97 = call ptr @PyList_GetItem(ptr nonnull %.91, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.`env.consts` is NULL in `read_const`")
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.92.0 = phi ptr [ %.97, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %.109 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3, i32 32, ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1)
  store ptr %.61.fca.0.load, ptr %.110, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.110, i64 8
  store ptr %.61.fca.1.load, ptr %sunkaddr15, align 8
  %sunkaddr16 = getelementptr inbounds i8, ptr %.110, i64 16
  store i64 %.61.fca.2.load, ptr %sunkaddr16, align 8
  %sunkaddr17 = getelementptr inbounds i8, ptr %.110, i64 24
  store i64 %.61.fca.3.load, ptr %sunkaddr17, align 8
  %sunkaddr18 = getelementptr inbounds i8, ptr %.110, i64 32
  store ptr %.61.fca.4.load, ptr %sunkaddr18, align 8
  %sunkaddr19 = getelementptr inbounds i8, ptr %.110, i64 40
  store i64 %.61.fca.5.0.load, ptr %sunkaddr19, align 8
  %sunkaddr20 = getelementptr inbounds i8, ptr %.110, i64 48
  store i64 %.61.fca.5.1.load, ptr %sunkaddr20, align 8
  %sunkaddr21 = getelementptr inbounds i8, ptr %.110, i64 56
  store i64 %.61.fca.6.0.load, ptr %sunkaddr21, align 8
  %sunkaddr22 = getelementptr inbounds i8, ptr %.110, i64 64
  store i64 %.61.fca.6.1.load, ptr %sunkaddr22, align 8
  %.114 = call ptr @NRT_adapt_ndarray_to_python_acqref(ptr nonnull %.110, ptr %.109, i32 2, i32 1, ptr %.92.0)
  call void @NRT_decref(ptr %.61.fca.0.load)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @NRT_adapt_ndarray_to_python_acqref(ptr captures(none), ptr, i32, i32, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } @cfunc._ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 1
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 6
  %.9 = extractvalue [2 x i64] %extracted.strides, 0
  %.10 = extractvalue [2 x i64] %extracted.strides, 1
  %.11 = call i32 @_ZN7kernels14transpose_viewB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr %extracted.meminfo, ptr %extracted.parent, i64 poison, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8, i64 %.9, i64 %.10) #4
  %.21.fca.0.load = load ptr, ptr %.3, align 8
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %.21.fca.0.load, 0
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.21.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo, ptr %.21.fca.1.load, 1
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.21.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent, i64 %.21.fca.2.load, 2
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.21.fca.3.load = load i64, ptr %.fca.3.gep, align 8
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems, i64 %.21.fca.3.load, 3
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.21.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize, ptr %.21.fca.4.load, 4
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %.21.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.30 = insertvalue [2 x i64] undef, i64 %.21.fca.5.0.load, 0
  %.fca.5.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 48
  %.21.fca.5.1.load = load i64, ptr %.fca.5.1.gep, align 8
  %.32 = insertvalue [2 x i64] %.30, i64 %.21.fca.5.1.load, 1
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.32, 5
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 56
  %.21.fca.6.0.load = load i64, ptr %.fca.6.0.gep, align 8
  %.34 = insertvalue [2 x i64] undef, i64 %.21.fca.6.0.load, 0
  %.fca.6.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 64
  %.21.fca.6.1.load = load i64, ptr %.fca.6.1.gep, align 8
  %.36 = insertvalue [2 x i64] %.34, i64 %.21.fca.6.1.load, 1
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.36, 6
  ret { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.strides
}

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
