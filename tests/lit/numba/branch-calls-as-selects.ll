; Numba 0.61's branchy: `if v > 0: s += v * v else: s += math.sin(v)` per
; element, a loop unrolled 8 times.
;
; An arm that calls a math function is computed on every element, guarded:
; if_conversion gives the sine `v` where its branch is taken and 0 elsewhere,
; so no block of the unrolled loop branches on an element, and the sine of an
; element the other arm takes is finite (its partial is 0 times a finite
; number, never NaN).  Guarded trees are folded after prepare's opt run, whose
; InstCombine would fold an operation into a guard: the head jumps to the
; merge block, which the optimisation after Enzyme merges.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/branchy.ll -o - | FileCheck %s
; CHECK-LABEL: define i32 @_ZN7kernels7branchy
; CHECK: B62:
; CHECK: %.185 = fcmp ogt double %.180, 0.000000e+00
; CHECK-NEXT: %.189 = fmul double %.180, %.180
; CHECK-NEXT: %[[ELSE:nrtgrad.guarded.[0-9]+]] = xor i1 %.185, true
; CHECK-NEXT: %[[GUARD:nrtgrad.guarded.[0-9]+]] = select i1 %[[ELSE]], double %.180, double 0.000000e+00
; CHECK-NEXT: %.201 = tail call double @llvm.sin.f64(double %[[GUARD]])
; CHECK-NEXT: %[[CHOSEN:nrtgrad.guarded.[0-9]+]] = select i1 %.185, double %.189, double %.201
; CHECK-NEXT: br label %[[MERGE:B[0-9]+]]
; CHECK-NOT: br i1 %.185
; CHECK: [[MERGE]]:
; CHECK-NEXT: %{{[^ ]+}} = phi double [ %[[CHOSEN]], %B62 ]
