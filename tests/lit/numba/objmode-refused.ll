; `with numba.objmode(y="float64"): y = float(np.sum(x))` in a function returning
; `x[0] * x[0] + y`, cut down to what Numba's objmode lowering leaves in the entry: the
; block's dispatcher loaded from (and cached in) its own global, called through the
; Python C API between numba_gil_ensure and numba_gil_release. Code the interpreter
; runs has no derivative: nrtgrad refuses with exit 1, naming the block, before Enzyme
; runs (Enzyme said "cannot compute with global variable that doesn't have marked
; shadow global").
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s --save-temps %t.d -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; RUN: not test -e %t.d/enzyme-command.sh
; CHECK: nrtgrad: error: in `kern.f`: code in `with numba.objmode(...)` runs in the Python interpreter: it has no derivative here; move it out of the function, or compute its result outside and pass it in as an argument
; CHECK-NEXT: exit=1

@cached_objmode_dispatcher = internal global ptr null

define i32 @_ZN4kern1fB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias nocapture %retptr, ptr noalias nocapture %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %gil = alloca i32, align 4
  call void @numba_gil_ensure(ptr nonnull %gil)
  %dispatcher = load ptr, ptr @cached_objmode_dispatcher, align 8
  %result = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %dispatcher, ptr null)
  %y = call double @PyFloat_AsDouble(ptr %result)
  call void @Py_DecRef(ptr %result)
  call void @numba_gil_release(ptr nonnull %gil)
  %x0 = load double, ptr %arg.x.4, align 8
  %square = fmul double %x0, %x0
  %sum = fadd double %square, %y
  store double %sum, ptr %retptr, align 8
  ret i32 0
}

declare void @numba_gil_ensure(ptr)
declare void @numba_gil_release(ptr)
declare ptr @PyObject_CallFunctionObjArgs(ptr, ...)
declare double @PyFloat_AsDouble(ptr)
declare void @Py_DecRef(ptr)
