; The <name>_grad entry follows the contract: an array is `nrt_array*` plus
; its shadow buffer, a float scalar is a double plus a `double*`
; accumulator, then `double *out`; --wrt drops the shadows of the others,
; --name renames the entry. No Python C-API symbol is left. A float32 result
; is a `float *out` (and `float *d_out` in forward mode).
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/scaled_tanh.ll -o - | FileCheck %s --check-prefix=ALL
; RUN: %nrtgrad differentiate --wrt a --name dscale %S/../../inputs/numba-0.61.2/scaled_tanh.ll -o - | FileCheck %s --check-prefix=WRT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/gather_sq.ll -o - | FileCheck %s --check-prefix=INT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/poly_f32.ll -o - | FileCheck %s --check-prefix=F32
; RUN: %nrtgrad differentiate --mode forward %S/../../inputs/numba-0.68.1/poly_f32.ll -o - | FileCheck %s --check-prefix=F32FWD
; ALL: define i32 @scaled_tanh_grad(ptr {{.*}}%x, ptr {{.*}}%d.x, double %a, ptr {{.*}}%d.a, ptr {{.*}}%out)
; ALL-NOT: @Py
; ALL-NOT: numba_gil
; WRT: define i32 @dscale(ptr {{.*}}%x, double %a, ptr {{.*}}%d.a, ptr {{.*}}%out)
; INT: define i32 @gather_sq_grad(ptr {{.*}}%x, ptr {{.*}}%d.x, ptr {{.*}}%idx, ptr {{.*}}%out)
; F32: define i32 @poly_f32_grad(ptr {{.*}}%x, ptr {{.*}}%d.x, float %a, ptr {{.*}}%d.a, ptr {{.*}}%out)
; F32FWD: define i32 @poly_f32_jvp(ptr {{.*}}%x, ptr {{.*}}%d.x, float %a, ptr {{.*}}%d.a, ptr {{.*}}%out, ptr {{.*}}%d.out)
