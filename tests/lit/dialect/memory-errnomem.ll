; LLVM 21 names errno in memory(...). The entry is dropped and the default
; effect widened to cover it: memory(errnomem: write) becomes writeonly.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: errnomem
; CHECK: declare double @sets_errno(double) #[[ATTRS:[0-9]+]]
; CHECK: attributes #[[ATTRS]] = { writeonly }
; GRAD: define internal {{.*}} @diffef(double %x

declare double @sets_errno(double) memory(errnomem: write)

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
