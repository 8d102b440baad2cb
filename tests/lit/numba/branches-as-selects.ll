; Numba 0.61's huber_loss: `if r > 1: s += r - 0.5 elif r < -1: s += -r - 0.5
; else: s += 0.5 * r * r` per element, a loop unrolled 8 times.
;
; Each element's three-way branch meets in a phi LLVM does not fold (it folds
; two incoming values); left so, the derivative branches on every element in
; the forward and again in the reverse pass. if_conversion computes the three
; arms and chooses by selects: the unrolled loop is one block.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/huber_loss.ll -o - | FileCheck %s
; CHECK-LABEL: define i32 @_ZN7kernels10huber_loss
; CHECK: B62:
; CHECK-NEXT: %s.4.06 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %s.5.1.7, %B62 ]
; CHECK-NOT: br i1 %.230
; CHECK: %nrtgrad.select.1 = select i1 %.230, double %.233, double %nrtgrad.select.0
; CHECK-NEXT: %s.5.1 = fadd double %s.4.06, %nrtgrad.select.1
; CHECK-NOT: {{^[-\w.]+:}}
; CHECK: br i1 %{{[^,]+}}, label %common.ret.loopexit.unr-lcssa, label %B62
