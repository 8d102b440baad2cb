; A memcpy of data whose element type Enzyme cannot deduce (what
; `arr.copy()` and `np.sort` lower to): Enzyme's reason is on the line after
; its header, with the copy; the message says it in Python terms.
; RUN: rm -f %t.out
; RUN: %exit-status %nrtgrad differentiate %s -o %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: not test -e %t.out
; CHECK: nrtgrad: error: Enzyme cannot tell the element type of a memory copy (`arr.copy()`, `np.sort`, a slice copy): copy element by element in a loop{{.*}} (Enzyme: Cannot deduce type of copy call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %x, i64 %bytes, i1 false){{.*}})
; CHECK-NEXT: exit=1

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define double @cp(ptr %x, ptr %y, i64 %n) {
entry:
  %bytes = shl i64 %n, 3
  call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %x, i64 %bytes, i1 false)
  ret double 0.0
}

define void @dcp(ptr %x, ptr %dx, ptr %y, ptr %dy, i64 %n) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @cp, ptr %x, ptr %dx, ptr %y, ptr %dy, i64 %n)
  ret void
}

declare double @__enzyme_autodiff(...)
