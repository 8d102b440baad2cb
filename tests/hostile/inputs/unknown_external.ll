; ModuleID = 'external'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.external = internal constant [9 x i8] c"external\00"
@_ZN08NumbaEnv7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd" = internal constant [99 x i8] c"missing Environment: _ZN08NumbaEnv7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd\00"
@PyExc_RuntimeError = external global i8

define i32 @_ZN7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.x) local_unnamed_addr {
entry:
  %.5 = tail call double @mystery_transform(double %arg.x)
  %.6 = fmul double %.5, %arg.x
  store double %.6, double* %retptr, align 8
  ret i32 0
}

declare double @mystery_transform(double) local_unnamed_addr

define i8* @_ZN7cpython7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.external, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.29 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry, %entry.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.48, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([99 x i8], [99 x i8]* @".const.missing Environment: _ZN08NumbaEnv7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.21 = call i8* @PyNumber_Float(i8* %.20)
  %.22 = call double @PyFloat_AsDouble(i8* %.21)
  call void @Py_DecRef(i8* %.21)
  %.24 = call i8* @PyErr_Occurred()
  %.25.not = icmp eq i8* %.24, null
  br i1 %.25.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  store double 0.000000e+00, double* %.29, align 8
  %.33 = call i32 @_ZN7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(double* nonnull %.29, { i8*, i32, i8*, i8*, i32 }** nonnull poison, double %.22) #0
  %.43 = load double, double* %.29, align 8
  %.48 = call i8* @PyFloat_FromDouble(double %.43)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

define double @cfunc._ZN7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(double %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %.7 = call i32 @_ZN7hostile8externalB2v4B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEd(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, double %.1) #0
  %.17 = load double, double* %.3, align 8
  ret double %.17
}

attributes #0 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
