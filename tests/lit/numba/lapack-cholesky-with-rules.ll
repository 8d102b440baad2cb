; np.linalg.cholesky keeps its LAPACK call: numba_xxpotrf becomes a call of an
; inactive helper over the same helper, whose status the primal tests as before
; (no branch to numba_fatal_error is left: the status is never negative), then a
; call of the wrapper on the same buffer, whose reverse and forward derivatives
; (an inverse of the factor by the gesv wrapper over numba_xgesv, products by
; numba_xxgemm, through the product wrapper in the reverse pass) are
; registered with Enzyme.  The derivative still calls numba_xxpotrf, numba_xgesv
; and numba_xxgemm (tests/e2e and tests/api/test_linalg.py check the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/cholesky_solve.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/cholesky_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/cholesky_solve.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.cholesky.double = global [3 x ptr] [ptr @nrtgrad.lapack.cholesky.double, ptr @nrtgrad.lapack.cholesky.double.augment, ptr @nrtgrad.lapack.cholesky.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.cholesky.double = global [2 x ptr] [ptr @nrtgrad.lapack.cholesky.double, ptr @nrtgrad.lapack.cholesky.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels14cholesky_solve
; CHECK-NOT: call i32 @numba_xxpotrf
; CHECK: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.cholesky.double.factor(i64 [[N:%[^,]+]], ptr [[A:%[^,]+]], i64 [[N]]), !range
; CHECK-NEXT: call void @nrtgrad.lapack.cholesky.double(i64 [[N]], ptr [[A]], i64 [[N]])
; CHECK-NOT: numba_fatal_error
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.cholesky.double({{.*}}) [[NOINLINE:#[0-9]+]] {
; CHECK: define internal i32 @nrtgrad.lapack.cholesky.double.factor({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: call i32 @numba_xxpotrf(i8 100, i8 85,
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.cholesky.double.augment(
; CHECK-LABEL: define internal void @nrtgrad.lapack.cholesky.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 110, i8 116,
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK-LABEL: define internal void @nrtgrad.lapack.cholesky.double.forward(
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: call i32 @numba_xxgemm(i8 100, i8 116, i8 110,
; CHECK-LABEL: define internal void @nrtgrad.lapack.gesv.double(
; CHECK: call i32 @numba_xgesv(i8 100,
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.cholesky.float(
; FLOAT: define internal void @nrtgrad.lapack.cholesky.float.reverse(
; FLOAT: call i32 @numba_xxgemm(i8 115,
; GRAD: declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64)
; GRAD-DAG: call i32 @numba_xxpotrf(i8 100, i8 85,
; GRAD-DAG: call i32 @numba_xgesv(i8 100,
; GRAD-DAG: call i32 @numba_xxgemm(i8 100,
