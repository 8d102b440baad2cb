; ModuleID = 'recursive_power'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.recursive_power = internal constant [16 x i8] c"recursive_power\00"
@_ZN08NumbaEnv7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx" = internal constant [108 x i8] c"missing Environment: _ZN08NumbaEnv7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9d7af219d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9d7af219d0>\00"
@".numba.unresolved$_ZN13_3cdynamic_3e5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx" = external local_unnamed_addr global i8*
@_ZN08NumbaEnv7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx = common local_unnamed_addr global i8* null
@_Py_NoneStruct = external global i8
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8

define i32 @_ZN7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, double %arg.x, i64 %arg.n) local_unnamed_addr {
entry:
  %.26.i = alloca double, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast double* %.26.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0)
  %1 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  %.11.i = icmp slt i64 %arg.n, 1
  br i1 %.11.i, label %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit.thread, label %B20.i

B20.i:                                            ; preds = %entry
  %.20.i = add nsw i64 %arg.n, -1
  %.241.i = load i32 (double*, { i8*, i32, i8*, i8*, i32 }**, double, i64)*, i32 (double*, { i8*, i32, i8*, i8*, i32 }**, double, i64)** bitcast (i8** @".numba.unresolved$_ZN13_3cdynamic_3e5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx" to i32 (double*, { i8*, i32, i8*, i8*, i32 }**, double, i64)**), align 8, !noalias !0
  store double 0.000000e+00, double* %.26.i, align 8, !noalias !0
  %.30.i = call i32 %.241.i(double* nonnull %.26.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, double %arg.x, i64 %.20.i), !noalias !0
  switch i32 %.30.i, label %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit [
    i32 -2, label %B20.endif.i
    i32 0, label %B20.endif.i
  ]

B20.endif.i:                                      ; preds = %B20.i, %B20.i
  %.40.i = load double, double* %.26.i, align 8, !noalias !0
  %.53.i = fmul double %.40.i, %arg.x
  br label %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit.thread

_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit.thread: ; preds = %entry, %B20.endif.i
  %.7.0 = phi double [ %.53.i, %B20.endif.i ], [ 1.000000e+00, %entry ]
  %2 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %3 = bitcast double* %.26.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2)
  store double %.7.0, double* %retptr, align 8
  br label %common.ret

_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit: ; preds = %B20.i
  %4 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %5 = bitcast double* %.26.i to i8*
  %.31.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4)
  %.38.i = icmp sgt i32 %.30.i, 0
  %.20 = select i1 %.38.i, { i8*, i32, i8*, i8*, i32 }* %.31.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.20, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit, %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit.thread
  %common.ret.op = phi i32 [ 0, %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit.thread ], [ %.30.i, %_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx.exit ]
  ret i32 %common.ret.op
}

define i8* @_ZN7cpython7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.recursive_power, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.46 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif, %entry.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.if.if ], [ %.65, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif ], [ null, %entry.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([108 x i8], [108 x i8]* @".const.missing Environment: _ZN08NumbaEnv7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.22 = call i8* @PyNumber_Float(i8* %.21)
  %.23 = call double @PyFloat_AsDouble(i8* %.22)
  call void @Py_DecRef(i8* %.22)
  %.25 = call i8* @PyErr_Occurred()
  %.26.not = icmp eq i8* %.25, null
  br i1 %.26.not, label %entry.endif.endif.endif, label %common.ret, !prof !5

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.30 = load i8*, i8** %.6, align 8
  %.33 = call i8* @PyNumber_Long(i8* %.30)
  %.34.not = icmp eq i8* %.33, null
  br i1 %.34.not, label %entry.endif.endif.endif.endif, label %entry.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.if:                       ; preds = %entry.endif.endif.endif
  %.36 = call i64 @PyLong_AsLongLong(i8* nonnull %.33)
  call void @Py_DecRef(i8* nonnull %.33)
  br label %entry.endif.endif.endif.endif

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif.if, %entry.endif.endif.endif
  %.31.0 = phi i64 [ %.36, %entry.endif.endif.endif.if ], [ 0, %entry.endif.endif.endif ]
  %.41 = call i8* @PyErr_Occurred()
  %.42.not = icmp eq i8* %.41, null
  br i1 %.42.not, label %entry.endif.endif.endif.endif.endif, label %common.ret, !prof !5

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.46, align 8
  %.50 = call i32 @_ZN7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx(double* nonnull %.46, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, double %.23, i64 %.31.0) #1
  %.51 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.58 = icmp sgt i32 %.50, 0
  %.59 = select i1 %.58, { i8*, i32, i8*, i8*, i32 }* %.51, { i8*, i32, i8*, i8*, i32 }* undef
  switch i32 %.50, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %0 = icmp sgt i32 %.50, 0
  br i1 %0, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.60 = load double, double* %.46, align 8
  %.65 = call i8* @PyFloat_FromDouble(double %.60)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.59, align 8
  %.71 = extractvalue { i8*, i32, i8*, i8*, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { i8*, i32, i8*, i8*, i32 } %.70, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.50, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call i8* @PyBytes_FromStringAndSize(i8* %.75, i64 %.78)
  %.80 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.59, align 8
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 2
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 3
  %.84 = bitcast i8* %.83 to i8* (i8*)*
  %.85 = call i8* %.84(i8* %.81)
  %.86 = icmp eq i8* %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.70, 2
  %.100 = call i8* @numba_unpickle(i8* %.75, i32 %.77, i8* %.99)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.102 = phi i8* [ %.90, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq i8* %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !4

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.90 = call i8* @numba_runtime_build_excinfo_struct(i8* %.79, i8* nonnull %.85)
  %.91 = bitcast { i8*, i32, i8*, i8*, i32 }* %.59 to i8*
  call void @NRT_Free(i8* nonnull %.91)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.102)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyNumber_Long(i8*) local_unnamed_addr

declare i64 @PyLong_AsLongLong(i8*) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx(double %.1, i64 %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.8 = call i32 @_ZN7hostile15recursive_powerB2v3B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, double %.1, i64 %.2) #1
  %.9 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.16 = icmp sgt i32 %.8, 0
  %.17 = select i1 %.16, { i8*, i32, i8*, i8*, i32 }* %.9, { i8*, i32, i8*, i8*, i32 }* undef
  %.18 = load double, double* %.4, align 8
  %.20 = alloca i32, align 4
  store i32 0, i32* %.20, align 4
  switch i32 %.8, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.8, 0
  call void @numba_gil_ensure(i32* nonnull %.20)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.23, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.18, %.23 ], [ %.18, %entry ], [ %.18, %entry ]
  ret double %common.ret.op

.23:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.71 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9d7af219d0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.71)
  call void @Py_DecRef(i8* %.71)
  call void @numba_gil_release(i32* nonnull %.20)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.26 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.27 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 4
  %.28 = icmp sgt i32 %.27, 0
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 1
  br i1 %.28, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.8, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.23
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.34 = sext i32 %.33 to i64
  %.35 = call i8* @PyBytes_FromStringAndSize(i8* %.31, i64 %.34)
  %.36 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.17, align 8
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 2
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.36, 3
  %.40 = bitcast i8* %.39 to i8* (i8*)*
  %.41 = call i8* %.40(i8* %.37)
  %.42 = icmp eq i8* %.41, null
  br i1 %.42, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.55 = extractvalue { i8*, i32, i8*, i8*, i32 } %.26, 2
  %.56 = call i8* @numba_unpickle(i8* %.31, i32 %.33, i8* %.55)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.58 = phi i8* [ %.46, %entry.if.if.if.endif ], [ %.56, %entry.if.if.else ]
  %.59.not = icmp eq i8* %.58, null
  br i1 %.59.not, label %.23, label %entry.if.if.endif.if, !prof !4

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.46 = call i8* @numba_runtime_build_excinfo_struct(i8* %.35, i8* nonnull %.41)
  %.47 = bitcast { i8*, i32, i8*, i8*, i32 }* %.17 to i8*
  call void @NRT_Free(i8* nonnull %.47)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.58)
  br label %.23

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.23

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.23
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

attributes #0 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #1 = { noinline }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx: %retptr"}
!2 = distinct !{!2, !"_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx"}
!3 = distinct !{!3, !2, !"_ZN7hostile5powerB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdx: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 99, i32 1}
