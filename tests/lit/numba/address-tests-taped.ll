; Numba 0.68's ode_euler: the vectorised loops choose between the vector
; body and the scalar remainder by comparing the addresses of the arrays
; (`bound0`/`bound1`, `diff.check`), and allocations are null-tested. Each
; such comparison goes through the opaque @nrtgrad.address_test, so Enzyme
; tapes the decision instead of recomputing it in the reverse pass from an
; array it has released (which read through undef and crashed, or took the
; wrong loop, at lengths that are not a multiple of the vector width).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/ode_euler.ll -o - | FileCheck %s
; CHECK: %[[N:nrtgrad.address.[0-9]+]] = icmp eq ptr %.7.i.i, null
; CHECK-NEXT: %.8.i.i = call i1 @nrtgrad.address_test(i1 %[[N]])
; CHECK: %[[B:nrtgrad.address.[0-9]+]] = icmp ult ptr %.6.i118, %scevgep281
; CHECK-NEXT: %bound0 = call i1 @nrtgrad.address_test(i1 %[[B]])
; CHECK: %[[D:nrtgrad.address.[0-9]+]] = icmp ult i64 %{{[0-9]+}}, 128
; CHECK-NEXT: %diff.check346 = call i1 @nrtgrad.address_test(i1 %[[D]])
; CHECK: declare i1 @nrtgrad.address_test(i1) #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = { "enzyme_inactive" nofree nounwind willreturn inaccessiblememonly }
;
; After Enzyme the markers are gone and nothing is read through undef.
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/ode_euler.ll -O 1 -o - | FileCheck %s --check-prefix=OUT
; OUT-NOT: {{@nrtgrad.address_test|load .*, ptr undef}}
; OUT: define i32 @ode_euler_grad(
; OUT-NOT: {{@nrtgrad.address_test|load .*, ptr undef}}
