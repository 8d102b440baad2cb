; ModuleID = 'dot1d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.dot1d = internal constant [6 x i8] c"dot1d\00"
@_ZN08NumbaEnv7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [158 x i8] c"missing Environment: _ZN08NumbaEnv7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.BLAS wrapper returned with an error" = internal constant [36 x i8] c"BLAS wrapper returned with an error\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np6linalg8dot_2_vv12_3clocals_3e10check_argsB3v72B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.cdcaa3b167fe4c7eebfcb97256105d5242fc159e = internal constant [143 x i8] c"\80\04\95\84\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C;incompatible array sizes for np.dot(a, b) (vector * vector)\94\85\94\8C\0Acheck_args\94\8C\12numba/np/linalg.py\94M=\02\87\94\87\94."
@.const.pickledata.cdcaa3b167fe4c7eebfcb97256105d5242fc159e.sha1 = internal constant [20 x i8] c"\CD\CA\A3\B1g\FEL~\EB\FC\B9rV\10]RB\FC\15\9E"
@.const.picklebuf.cdcaa3b167fe4c7eebfcb97256105d5242fc159e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.cdcaa3b167fe4c7eebfcb97256105d5242fc159e, i32 143, ptr @.const.pickledata.cdcaa3b167fe4c7eebfcb97256105d5242fc159e.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg11check_c_int12_3clocals_3e4implB3v73B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx = common local_unnamed_addr global ptr null
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant [117 x i8] c"\80\04\95j\00\00\00\00\00\00\00\8C\08builtins\94\8C\0DOverflowError\94\93\94\8C$array size too large to fit in C int\94\85\94\8C\04impl\94\8C\12numba/np/linalg.py\94Ms\01\87\94\87\94."
@.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1 = internal constant [20 x i8] c"\90\16\AF\08\951\9D\83\EC\9C\91\C41\AFKM\0F\FE\CB\FD"
@.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd, i32 117, ptr @.const.pickledata.9016af0895319d83ec9c91c431af4b4d0ffecbfd.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0:
  %.95.i2 = alloca double, align 8
  %.107.i3 = alloca i32, align 4
  %.95.i = alloca double, align 8
  %.107.i = alloca i32, align 4
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.95.i2)
  call void @llvm.lifetime.start.p0(ptr nonnull %.107.i3)
  store double 0.000000e+00, ptr %.95.i2, align 8, !noalias !0
  store i32 0, ptr %.107.i3, align 4, !noalias !0
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.y.0), !noalias !0
  %.58.not.i.i = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  br i1 %.58.not.i.i, label %B0.endif.i, label %B0.if.if

B0.endif.i:                                       ; preds = %B0
  %.5.i.i = icmp sgt i64 %arg.x.5.0, 2147483647
  br i1 %.5.i.i, label %B0.if.if, label %B0.endif.endif.i

B0.endif.endif.i:                                 ; preds = %B0.endif.i
  %.104.i = call i32 @numba_xxdot(i8 100, i8 0, i64 %arg.x.5.0, ptr %arg.x.4, ptr %arg.y.4, ptr nonnull %.95.i2), !noalias !0
  %.105.not.i = icmp eq i32 %.104.i, 0
  br i1 %.105.not.i, label %B0.endif.endif.i9, label %B0.endif.endif.if.i, !prof !4

B0.endif.endif.if.i:                              ; preds = %B0.endif.endif.i
  call void @numba_gil_ensure(ptr nonnull %.107.i3), !noalias !0
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error"), !noalias !0
  unreachable

B0.endif.endif.i9:                                ; preds = %B0.endif.endif.i
  %.112.i = load double, ptr %.95.i2, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.95.i2)
  call void @llvm.lifetime.end.p0(ptr nonnull %.107.i3)
  call void @llvm.lifetime.start.p0(ptr nonnull %.95.i2)
  call void @llvm.lifetime.start.p0(ptr nonnull %.107.i3)
  store double 0.000000e+00, ptr %.95.i2, align 8, !noalias !5
  store i32 0, ptr %.107.i3, align 4, !noalias !5
  call void @NRT_incref(ptr %arg.x.0), !noalias !5
  %.104.i10 = call i32 @numba_xxdot(i8 100, i8 0, i64 %arg.x.5.0, ptr %arg.x.4, ptr %arg.x.4, ptr nonnull %.95.i2), !noalias !5
  %.105.not.i11 = icmp eq i32 %.104.i10, 0
  call void @NRT_decref(ptr %arg.y.0), !noalias !0
  tail call void @NRT_decref(ptr %arg.y.0)
  br i1 %.105.not.i11, label %B0.endif.endif, label %B0.endif.endif.if.i12, !prof !4

B0.endif.endif.if.i12:                            ; preds = %B0.endif.endif.i9
  call void @numba_gil_ensure(ptr nonnull %.107.i3), !noalias !5
  call void @Py_FatalError(ptr nonnull @".const.BLAS wrapper returned with an error"), !noalias !5
  unreachable

common.ret:                                       ; preds = %B0.endif.endif, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %B0.endif.endif ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0, %B0.endif.i
  %excinfo.1.0.ph = phi ptr [ @.const.picklebuf.9016af0895319d83ec9c91c431af4b4d0ffecbfd, %B0.endif.i ], [ @.const.picklebuf.cdcaa3b167fe4c7eebfcb97256105d5242fc159e, %B0 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %.95.i2)
  call void @llvm.lifetime.end.p0(ptr nonnull %.107.i3)
  store ptr %excinfo.1.0.ph, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif.endif.i9
  %.112.i14 = load double, ptr %.95.i2, align 8, !noalias !5
  call void @NRT_decref(ptr %arg.x.0), !noalias !5
  call void @NRT_decref(ptr %arg.x.0), !noalias !5
  call void @llvm.lifetime.end.p0(ptr nonnull %.95.i2)
  call void @llvm.lifetime.end.p0(ptr nonnull %.107.i3)
  %.61 = fmul double %.112.i, %.112.i
  tail call void @NRT_decref(ptr %arg.x.0)
  %.93 = fadd double %.61, %.112.i14
  store double %.93, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.dot1d, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr3, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #3
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !10

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
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !9

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
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels5dot1dB3v70B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #3
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !10

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.24)
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if.if:                                   ; preds = %entry.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !9

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare i32 @numba_xxdot(i8, i8, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @Py_FatalError(ptr) local_unnamed_addr #2

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!4 = !{!"branch_weights", i32 99, i32 1}
!5 = !{!6, !8}
!6 = distinct !{!6, !7, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!8 = distinct !{!8, !7, !"_ZN5numba2np6linalg10dot_2_impl12_3clocals_3e12_3clambda_3eB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = !{!"branch_weights", i32 49, i32 1}
