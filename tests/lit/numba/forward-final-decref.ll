; Forward mode keeps the primal release of a temporary as a real decref:
; Enzyme must neither differentiate nor move it, but it frees the array, so
; it is not declared `nofree` (or `inaccessiblememonly`) as the inactive
; refcount markers are. The shadow-only release before it frees the shadow.
; RUN: rm -rf %t && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/sum_sq_np.ll --mode forward --save-temps %t -o %t.ll
; RUN: cat %t/*-registered.ll | FileCheck %s
; RUN: FileCheck %s --check-prefix=OUT < %t.ll
; CHECK: call void @nrtgrad.release.shadow(ptr nonnull %[[T:.+]])
; CHECK-NEXT: call void @nrtgrad.decref.final(ptr nonnull %[[T]])
; CHECK: declare void @nrtgrad.decref.final(ptr) #[[F:[0-9]+]]
; CHECK-NEXT: attributes #[[F]] = { "enzyme_inactive" nounwind }
; OUT-NOT: @nrtgrad.
; OUT: define i32 @sum_sq_np_jvp(
; OUT-NOT: @nrtgrad.
