; np.linalg.solve keeps its LAPACK call: numba_xgesv becomes a call of a wrapper
; over the same helper, whose reverse (gesv on a transposed copy of the taped A,
; then gemm into dA) and forward derivatives are registered with Enzyme; the
; primal reads gesv's status from the LU factors' diagonal (an inactive helper),
; so a singular A still raises.  The derivative still calls numba_xgesv and
; numba_xxgemm (tests/e2e and tests/api/test_linalg.py check the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/solve_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/solve_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/solve_loss.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.gesv.double = global [3 x ptr] [ptr @nrtgrad.lapack.gesv.double, ptr @nrtgrad.lapack.gesv.double.augment, ptr @nrtgrad.lapack.gesv.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.gesv.double = global [2 x ptr] [ptr @nrtgrad.lapack.gesv.double, ptr @nrtgrad.lapack.gesv.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels10solve_loss
; CHECK-NOT: numba_xgesv
; CHECK: call void @nrtgrad.lapack.gesv.double(i64 [[N:%[^,]+]], i64 1, ptr [[A:%[^,]+]], i64 [[N]], ptr %{{[^,]+}}, i64 [[N]])
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.gesv.double.status(i64 [[N]], ptr [[A]], i64 [[N]])
; CHECK-NEXT: icmp eq i32 [[STATUS]], 0
; CHECK-NOT: numba_xgesv
; CHECK: {{^}}}
; CHECK: define internal i32 @nrtgrad.lapack.gesv.double.status({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.gesv.double.augment(
; CHECK: call ptr @malloc(
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK-LABEL: define internal void @nrtgrad.lapack.gesv.double.reverse(
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 110, i8 116,
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.gesv.double.forward(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: call i32 @numba_xgesv(i8 100,
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.gesv.float(
; FLOAT: define internal void @nrtgrad.lapack.gesv.float.reverse(
; FLOAT: call void @nrtgrad.lapack.gesv.float(
; FLOAT: call i32 @numba_xgesv(i8 115,
; GRAD: declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64)
; GRAD: call i32 @numba_xgesv(i8 100,
; GRAD: call i32 @numba_xxgemm(i8 100,
