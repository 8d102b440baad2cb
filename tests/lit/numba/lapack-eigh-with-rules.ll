; np.linalg.eigh and np.linalg.eigvalsh keep their LAPACK call: numba_ez_xxxevd
; becomes a call of a wrapper (jobz 'V': eigh, 'N': eigvalsh) on the lower
; triangle, whose reverse and forward derivatives (gemm with the taped
; eigenvectors) are registered with Enzyme, and the status the primal tests is
; read from the eigenvalues by an inactive helper (no branch to
; numba_fatal_error is left: the status is never negative).  The derivative
; still calls numba_ez_xxxevd and numba_xxgemm (tests/e2e and
; tests/api/test_linalg.py check the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/eigh_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/eigvalsh_loss.ll -o - | FileCheck %s --check-prefix=VALUES
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/eigh_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/eigvalsh_loss.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.eigh.double = global [3 x ptr] [ptr @nrtgrad.lapack.eigh.double, ptr @nrtgrad.lapack.eigh.double.augment, ptr @nrtgrad.lapack.eigh.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.eigh.double = global [2 x ptr] [ptr @nrtgrad.lapack.eigh.double, ptr @nrtgrad.lapack.eigh.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels9eigh_loss
; CHECK-NOT: call i32 @numba_ez_xxxevd
; CHECK: call void @nrtgrad.lapack.eigh.double(i8 76, i64 [[N:%[^,]+]], ptr [[A:%[^,]+]], i64 [[N]], ptr [[W:%[^,)]+]])
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.eigh.double.status(i64 [[N]], ptr [[W]]), !range
; CHECK-NEXT: icmp eq i32 [[STATUS]], 0
; CHECK-NOT: numba_fatal_error
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.eigh.double({{.*}}) [[NOINLINE:#[0-9]+]] {
; CHECK: call i32 @numba_ez_xxxevd(i8 100, i8 86, i8 %uplo,
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.eigh.double.augment(
; CHECK: call ptr @malloc(
; CHECK-LABEL: define internal void @nrtgrad.lapack.eigh.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 116, i8 110,
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.eigh.double.forward(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 110, i8 110,
; CHECK: define internal i32 @nrtgrad.lapack.eigh.double.status({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; VALUES: call void @nrtgrad.lapack.eigvalsh.double(i8 76,
; VALUES: call i32 @nrtgrad.lapack.eigvalsh.double.status(
; VALUES: define internal void @nrtgrad.lapack.eigvalsh.double(
; VALUES: call i32 @numba_ez_xxxevd(i8 100, i8 78, i8 %uplo,
; VALUES-LABEL: define internal ptr @nrtgrad.lapack.eigvalsh.double.augment(
; VALUES: call void @nrtgrad.lapack.eigh.double(
; FLOAT: call void @nrtgrad.lapack.eigh.float(i8 76,
; FLOAT: define internal void @nrtgrad.lapack.eigh.float.reverse(
; FLOAT: call i32 @numba_xxgemm(i8 115,
; GRAD: declare i32 @numba_ez_xxxevd(i8, i8, i8, i64, ptr, i64, ptr)
; GRAD-DAG: call i32 @numba_ez_xxxevd(i8 100, i8 78,
; GRAD-DAG: call i32 @numba_ez_xxxevd(i8 100, i8 86,
; GRAD-DAG: call i32 @numba_xxgemm(i8 100,
