; LLVM 21's parameter attribute dead_on_return: dropped.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: dead_on_return
; CHECK: declare void @consume(ptr)
; GRAD: define internal {{.*}} @diffef(double %x

declare void @consume(ptr dead_on_return)

define double @f(double %x) {
entry:
  %y = fmul double %x, %x
  ret double %y
}

define double @df(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}

declare double @__enzyme_autodiff(...)
