; LLVM 22 (Numba 0.68) dropped the size operand of llvm.lifetime.start/end;
; LLVM 15's parser crashes on the one-operand calls. They get the size -1
; (the whole object), and the declarations an `i64 immarg` parameter.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK: call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %slot)
; CHECK: call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %slot)
; CHECK: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
; GRAD: define internal {{.*}} @diffef(double %x

define double @f(double %x) {
entry:
  %slot = alloca double
  call void @llvm.lifetime.start.p0(ptr nonnull %slot)
  store double %x, ptr %slot
  %v = load double, ptr %slot
  call void @llvm.lifetime.end.p0(ptr nonnull %slot)
  %y = fmul double %v, %x
  ret double %y
}

declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)
