; LLVM 16 replaced readnone/readonly/argmemonly/inaccessiblememonly by
; memory(...). Each form maps to LLVM 15's attributes; one that LLVM 15 cannot
; say (reads everything, writes only arguments) is dropped, and an attribute
; group left empty keeps a neutral string attribute.
; RUN: %nrtgrad normalize %s -o - | FileCheck %s
; RUN: %nrtgrad differentiate -O1 %s -o - | FileCheck %s --check-prefix=GRAD
; CHECK-NOT: memory(
; CHECK-DAG: declare double @pure(double) #[[NONE:[0-9]+]]
; CHECK-DAG: declare void @fill(ptr) #[[ARGW:[0-9]+]]
; CHECK-DAG: declare void @touch(ptr) #[[ARGRW:[0-9]+]]
; CHECK-DAG: declare void @assume_like(i1) #[[INACC:[0-9]+]]
; CHECK-DAG: declare void @both(ptr) #[[BOTH:[0-9]+]]
; CHECK-DAG: declare void @mixed(ptr) #[[MIXED:[0-9]+]]
; CHECK-DAG: attributes #[[NONE]] = { nounwind readnone }
; CHECK-DAG: attributes #[[ARGW]] = { argmemonly writeonly }
; CHECK-DAG: attributes #[[ARGRW]] = { argmemonly }
; CHECK-DAG: attributes #[[INACC]] = { inaccessiblememonly writeonly }
; CHECK-DAG: attributes #[[BOTH]] = { inaccessiblemem_or_argmemonly readonly }
; CHECK-DAG: attributes #[[MIXED]] = { "nrtgrad-lowered" }
; GRAD: define internal {{.*}} @diffef(double %x

declare double @pure(double) #0
declare void @fill(ptr) memory(argmem: write)
declare void @touch(ptr) memory(argmem: readwrite)
declare void @assume_like(i1) memory(inaccessiblemem: write)
declare void @both(ptr) memory(argmem: read, inaccessiblemem: read)
declare void @mixed(ptr) #1

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

attributes #0 = { nounwind memory(none) }
attributes #1 = { memory(read, argmem: readwrite) }
