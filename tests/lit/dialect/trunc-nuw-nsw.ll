; LLVM 19's `trunc nuw`/`trunc nsw` become a plain trunc.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: trunc nuw
; CHECK-NOT: trunc nsw
; CHECK: %small = trunc i64 %n to i32
; CHECK: %tiny = trunc i64 %n to i8
; GRAD: define internal {{.*}} @diffef(double %x, i64 %n

define double @f(double %x, i64 %n) {
entry:
  %small = trunc nuw i64 %n to i32
  %tiny = trunc nuw nsw i64 %n to i8
  %k = sitofp i32 %small to double
  %t = sitofp i8 %tiny to double
  %y = fmul double %x, %k
  %r = fadd double %y, %t
  ret double %r
}

define double @df(double %x, i64 %n) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i64 %n)
  ret double %d
}

declare double @__enzyme_autodiff(...)
