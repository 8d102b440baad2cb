; LLVM 22 (Numba 0.68) moved the alignment operand of llvm.masked.load/store
; into an `align` attribute of the pointer; LLVM 15 rejects the calls
; ("immarg operand has non-immediate parameter"). The alignment becomes the
; operand again (1 when the pointer has none), the declarations get it back
; as `i32 immarg`.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; CHECK: call <4 x double> @llvm.masked.load.v4f64.p0(ptr %p, i32 8, <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x double> zeroinitializer)
; CHECK: call void @llvm.masked.store.v4f64.p0(<4 x double> %v, ptr %q, i32 1, <4 x i1> <i1 true, i1 true, i1 false, i1 false>)
; CHECK: declare <4 x double> @llvm.masked.load.v4f64.p0(ptr, i32 immarg, <4 x i1>, <4 x double>)
; CHECK: declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr, i32 immarg, <4 x i1>)

define double @f(ptr %p, ptr %q) {
entry:
  %v = call <4 x double> @llvm.masked.load.v4f64.p0(ptr align 8 %p, <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x double> zeroinitializer)
  call void @llvm.masked.store.v4f64.p0(<4 x double> %v, ptr %q, <4 x i1> <i1 true, i1 true, i1 false, i1 false>)
  %e = extractelement <4 x double> %v, i64 0
  ret double %e
}

declare <4 x double> @llvm.masked.load.v4f64.p0(ptr captures(none), <4 x i1>, <4 x double>)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr captures(none), <4 x i1>)

define double @df(ptr %p, ptr %dp, ptr %q, ptr %dq) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, ptr %p, ptr %dp, ptr %q, ptr %dq)
  ret double %d
}

declare double @__enzyme_autodiff(...)
