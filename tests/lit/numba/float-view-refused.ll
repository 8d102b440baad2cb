; `arr.view(np.float32)[1] * 2.0` of a float64 argument, as Numba 0.61.2 writes it
; (typed pointers: a bitcast of the data pointer, then float loads): reinterpreted float
; bits have no derivative (Enzyme gave the float32 an adjoint of its own, a wrong
; gradient), so nrtgrad refuses with exit 1, naming the `.view` and both dtypes; so it does
; on the same function in opaque pointers (Numba 0.68.1: float loads of the data pointer).
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; RUN: sed -e 's/i8\*\*/ptr/g; s/double\*/ptr/g; s/float\*/ptr/g; s/i8\*/ptr/g; /bitcast/d; s/ptr %view,/ptr %arg.arr.4,/' %s > %t.opaque.ll
; RUN: %exit-status %nrtgrad differentiate %t.opaque.ll -o %t.out 2> %t.opaque.err
; RUN: FileCheck %s < %t.opaque.err
; CHECK: nrtgrad: error: in `kern.f2`: `.view(np.float32)` of argument `arr`, a float64 array: reinterpreted float bits have no derivative, not supported; convert the values with `.astype(np.float32)`, or view the bits as integers (`.view(np.int64)`, supported: bits are constants)
; CHECK-NEXT: exit=1

define i32 @_ZN4kern2f2B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture %retptr, i8** noalias nocapture %excinfo, i8* %arg.arr.0, i8* %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) {
entry:
  %view = bitcast double* %arg.arr.4 to float*
  %address = getelementptr float, float* %view, i64 1
  %element = load float, float* %address, align 4
  %wide = fpext float %element to double
  %result = fmul double %wide, 2.000000e+00
  store double %result, double* %retptr, align 8
  ret i32 0
}
