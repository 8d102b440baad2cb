; LLVM 19's GEP flags nuw/nusw: `getelementptr inbounds nuw` becomes
; `getelementptr inbounds`, `getelementptr nusw`/`nuw` a plain getelementptr,
; in instructions and in constant expressions.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: nuw
; CHECK-NOT: nusw
; CHECK: @second = constant ptr getelementptr inbounds ([2 x double], ptr @pair, i64 0, i64 1)
; CHECK: %a = getelementptr inbounds double, ptr %p, i64 1
; CHECK: %b = getelementptr double, ptr %p, i64 2
; CHECK: %c = getelementptr double, ptr %p, i64 3
; GRAD: define internal {{.*}} @diffef(ptr

@pair = global [2 x double] zeroinitializer
@second = constant ptr getelementptr inbounds nuw ([2 x double], ptr @pair, i64 0, i64 1)

define double @f(ptr %p) {
entry:
  %a = getelementptr inbounds nuw double, ptr %p, i64 1
  %b = getelementptr nusw nuw double, ptr %p, i64 2
  %c = getelementptr nuw double, ptr %p, i64 3
  %x = load double, ptr %a
  %y = load double, ptr %b
  %z = load double, ptr %c
  %xy = fmul double %x, %y
  %r = fmul double %xy, %z
  ret double %r
}

define void @df(ptr %p, ptr %dp) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, ptr %p, ptr %dp)
  ret void
}

declare double @__enzyme_autodiff(...)
