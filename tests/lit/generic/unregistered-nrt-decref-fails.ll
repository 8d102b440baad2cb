; Negative control: without the NRT registration Enzyme does not know
; NRT_decref and differentiation fails; nrtgrad exits 1 with one line that
; names it, and writes no output file.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate --no-nrt-registration %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: an array's reference count (Numba{{.}}s runtime call `NRT_decref`) is unknown to Enzyme: nrtgrad registers it unless --no-nrt-registration is given (Enzyme: No augmented forward pass found for NRT_decref)
; CHECK-NOT: Traceback
; CHECK: exit=1

declare ptr @malloc(i64)
declare void @NRT_decref(ptr)

define double @accumulate(ptr nocapture readonly %x, i64 %n) {
entry:
  %buf = call ptr @malloc(i64 8)
  %x0 = load double, ptr %x
  %sq = fmul double %x0, %x0
  store double %sq, ptr %buf
  %res = load double, ptr %buf
  call void @NRT_decref(ptr %buf)
  ret double %res
}

define double @total(ptr nocapture readonly %x, i64 %n) {
entry:
  %res = call double @accumulate(ptr %x, i64 %n)
  store double 0.000000e+00, ptr %x
  ret double %res
}

define void @dtotal(ptr %x, ptr %dx, i64 %n) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @total, ptr %x, ptr %dx, i64 %n)
  ret void
}

declare double @__enzyme_autodiff(...)
