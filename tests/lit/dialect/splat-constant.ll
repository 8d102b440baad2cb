; LLVM 19 prints vector splats as `splat (T v)`. They become the vector
; constant, the width taken from the vector type on the same line.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: splat (
; CHECK: fmul <4 x double> %v, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
; CHECK: icmp eq <2 x i64> %n, zeroinitializer
; GRAD: define internal {{.*}} @diffef(ptr

define double @f(ptr %p, <2 x i64> %n) {
entry:
  %v = load <4 x double>, ptr %p
  %h = fmul <4 x double> %v, splat (double 5.000000e-01)
  %z = icmp eq <2 x i64> %n, splat (i64 0)
  %z0 = extractelement <2 x i1> %z, i64 0
  %a = extractelement <4 x double> %h, i64 0
  %b = extractelement <4 x double> %h, i64 3
  %s = fadd double %a, %b
  %r = select i1 %z0, double %s, double %a
  ret double %r
}

define void @df(ptr %p, ptr %dp) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, ptr %p, ptr %dp, <2 x i64> zeroinitializer)
  ret void
}

declare double @__enzyme_autodiff(...)
