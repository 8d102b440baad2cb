; LLVM 18's `zext nneg` becomes a plain zext.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: nneg
; CHECK: %wide = zext i32 %n to i64
; GRAD: define internal {{.*}} @diffef(double %x, i32 %n

define double @f(double %x, i32 %n) {
entry:
  %wide = zext nneg i32 %n to i64
  %k = uitofp i64 %wide to double
  %y = fmul double %x, %k
  ret double %y
}

define double @df(double %x, i32 %n) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x, i32 %n)
  ret double %d
}

declare double @__enzyme_autodiff(...)
