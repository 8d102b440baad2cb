; ModuleID = 'rosenbrock2'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.rosenbrock2 = internal constant [12 x i8] c"rosenbrock2\00"
@_ZN08NumbaEnv7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd" = internal constant [105 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd\00"
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB3v28B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define noundef range(i32 0, 2) i32 @_ZN7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr noalias writeonly captures(none) initializes((0, 8)) %retptr, ptr noalias readnone captures(none) %excinfo, double %arg.a, double %arg.b) local_unnamed_addr #0 {
B0:
  %.6 = fsub double 1.000000e+00, %arg.a
  %.33 = fmul double %arg.a, %arg.a
  %.34 = fsub double %arg.b, %.33
  %.147.i11 = fmul double %.34, %.34
  %.147.i = fmul double %.6, %.6
  %.59 = fmul double %.147.i11, 1.000000e+02
  %.60 = fadd double %.147.i, %.59
  store double %.60, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.rosenbrock2, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.37 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif ], [ %.56, %entry.endif.endif.endif.endif.if.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  %.20 = call ptr @PyNumber_Float(ptr %.19)
  %.21 = call double @PyFloat_AsDouble(ptr %.20)
  call void @Py_DecRef(ptr %.20)
  %.23 = call ptr @PyErr_Occurred()
  %.24.not = icmp eq ptr %.23, null
  br i1 %.24.not, label %entry.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif:                          ; preds = %entry.endif.endif
  %.28 = load ptr, ptr %.6, align 8
  %.29 = call ptr @PyNumber_Float(ptr %.28)
  %.30 = call double @PyFloat_AsDouble(ptr %.29)
  call void @Py_DecRef(ptr %.29)
  %.32 = call ptr @PyErr_Occurred()
  %.33.not = icmp eq ptr %.32, null
  br i1 %.33.not, label %entry.endif.endif.endif.endif, label %common.ret, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.41 = call i32 @_ZN7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr nonnull %.37, ptr nonnull poison, double %.21, double %.30) #1
  %cond = icmp eq i32 %.41, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !2

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.51 = load double, ptr %.37, align 8
  %.56 = call ptr @PyFloat_FromDouble(double %.51)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

define double @cfunc._ZN7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(double %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  %.8 = call i32 @_ZN7kernels11rosenbrock2B3v85B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dEdd(ptr nonnull %.4, ptr nonnull poison, double %.1, double %.2) #1
  %.18 = load double, ptr %.4, align 8
  %.20 = alloca i32, align 4
  store i32 0, ptr %.20, align 4
  %cond = icmp eq i32 %.8, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !2

entry.if:                                         ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.20)
  call void @PyErr_Clear()
  unreachable

common.ret:                                       ; preds = %entry
  ret double %.18
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 49, i32 1}
