; LLVM 21 replaced nocapture by captures(...): captures(none) is exactly
; nocapture; a partial capture (address_is_null...) has no LLVM 15 spelling
; and is dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: captures(
; CHECK: define double @f(ptr nocapture readonly %p, ptr %q)
; GRAD: define internal {{.*}} @diffef(ptr nocapture readonly %p, ptr nocapture %"p'"

define double @f(ptr readonly captures(none) %p, ptr captures(address_is_null) %q) {
entry:
  %x = load double, ptr %p
  %y = fmul double %x, %x
  ret double %y
}

define void @df(ptr %p, ptr %dp) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, ptr %p, ptr %dp, metadata !"enzyme_const", ptr null)
  ret void
}

declare double @__enzyme_autodiff(...)
