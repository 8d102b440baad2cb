; A complex matrix-matrix product (kind 'z') goes through Numba's BLAS helper
; numba_xxgemm, which nrtgrad has no derivative rule for: exit 1, one line
; naming the Python construct and a way forward, never a wrong gradient.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: `np.dot` / `@` of complex matrices (BLAS gemm) is not supported yet: write the product as explicit loops
; CHECK-NEXT: exit=1

declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64)

define i32 @_ZN7escapes4keptB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr %retptr, ptr %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {
entry:
  %alpha = alloca double
  %beta = alloca double
  %c = alloca double
  store double 1.0, ptr %alpha
  store double 0.0, ptr %beta
  %status = call i32 @numba_xxgemm(i8 122, i8 110, i8 110, i64 1, i64 1, i64 1, ptr %alpha, ptr %arg.x.4, i64 1, ptr %arg.x.4, i64 1, ptr %beta, ptr %c, i64 1)
  %v = load double, ptr %c
  store double %v, ptr %retptr
  ret i32 0
}
