; Numba 0.61's scaled_tanh: `s += math.tanh(a * x[i])` over an array.
;
; Enzyme differentiates tanh as dy / cosh(x)^2, a second libm call per
; element in the reverse pass. math_rules routes each tanh call through a
; wrapper with a registered derivative, dy * (1 - y * y), whose tape is y:
; the derivative calls tanh in the forward pass only, never cosh, and after
; lowering no wrapper or registration is left.
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/scaled_tanh.ll -o - | FileCheck %s
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/scaled_tanh.ll --mode forward -o - | FileCheck %s --check-prefix=FORWARD
; CHECK-NOT: @cosh
; CHECK-NOT: nrtgrad.tanh
; CHECK: define i32 @scaled_tanh_grad(
; CHECK: call double @tanh(
; CHECK-NOT: @cosh
; CHECK-NOT: nrtgrad.tanh
; FORWARD: define i32 @scaled_tanh_jvp(
; FORWARD-NOT: nrtgrad.tanh
