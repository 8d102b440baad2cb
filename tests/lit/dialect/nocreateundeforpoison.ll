; LLVM 22's function attribute nocreateundeforpoison (on math intrinsics)
; is a promise LLVM 15 does not need: dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: nocreateundeforpoison
; CHECK: declare double @llvm.exp.f64(double) #[[ATTRS:[0-9]+]]
; CHECK: attributes #[[ATTRS]] = { nocallback nofree nosync nounwind readnone speculatable willreturn }
; GRAD: define internal {{.*}} @diffef(double %x

define double @f(double %x) {
entry:
  %y = call double @llvm.exp.f64(double %x)
  ret double %y
}

declare double @llvm.exp.f64(double) #0

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
