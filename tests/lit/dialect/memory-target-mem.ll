; LLVM 22 names target-specific memory (target_mem0/1) in memory(...). The
; entry is dropped and the default effect widened to cover it, so nothing is
; promised that the original did not promise; then memory(...) itself is
; lowered for LLVM 15.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: target_mem
; CHECK-DAG: declare double @argread(ptr) #[[ARGREAD:[0-9]+]]
; CHECK-DAG: declare double @widened(double) #[[WIDENED:[0-9]+]]
; CHECK-DAG: declare double @opaque(double){{$}}
; CHECK-DAG: attributes #[[ARGREAD]] = { argmemonly readonly }
; CHECK-DAG: attributes #[[WIDENED]] = { readonly }
; GRAD: define internal {{.*}} @diffef(double %x

declare double @argread(ptr) memory(argmem: read, target_mem0: none, target_mem1: none)
declare double @widened(double) memory(none, target_mem1: read)
declare double @opaque(double) memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)

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
