; np.linalg.norm calls Numba's BLAS helper numba_xxnrm2, whose derivative
; Enzyme does not know: the message names the Python construct and a way
; forward, and quotes Enzyme's reason.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: `np.linalg.norm` (BLAS nrm2) is not differentiable yet: write the norm as `np.sqrt(np.sum(x * x))` (Enzyme: No reverse pass found for numba_xxnrm2)
; CHECK-NEXT: exit=1

declare i32 @numba_xxnrm2(i8, i64, ptr, i64, ptr)

define double @norm(ptr %x, i64 %n) {
entry:
  %r = alloca double
  %s = call i32 @numba_xxnrm2(i8 100, i64 %n, ptr %x, i64 1, ptr %r)
  %v = load double, ptr %r
  ret double %v
}

define void @dnorm(ptr %x, ptr %dx, i64 %n) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @norm, ptr %x, ptr %dx, i64 %n)
  ret void
}

declare double @__enzyme_autodiff(...)
