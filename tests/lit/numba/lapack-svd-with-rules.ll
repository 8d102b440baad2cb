; np.linalg.svd (and cond, through its singular values) keeps its LAPACK call:
; numba_ez_gesdd becomes a call of a wrapper (jobz 'S' or 'A': svd, 'N': svdvals)
; whose reverse and forward derivatives (gemm with the taped singular vectors) are
; registered with Enzyme, and the status the primal tests is read from the singular
; values by an inactive helper (no branch to numba_fatal_error is left: the status is
; never negative); the status of a full SVD of a non-square matrix is returned as it is
; (4), past Numba 0.68's callers.  The derivative still calls numba_ez_gesdd and
; numba_xxgemm (tests/api/test_linalg.py checks the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/svd_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/cond_loss.ll -o - | FileCheck %s --check-prefix=VALUES
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/svd_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/cond_loss.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.svd.double = global [3 x ptr] [ptr @nrtgrad.lapack.svd.double, ptr @nrtgrad.lapack.svd.double.augment, ptr @nrtgrad.lapack.svd.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.svd.double = global [2 x ptr] [ptr @nrtgrad.lapack.svd.double, ptr @nrtgrad.lapack.svd.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels8svd_loss
; CHECK-NOT: call i32 @numba_ez_gesdd
; CHECK: call void @nrtgrad.lapack.svd.double(i8 83, i64 [[M:%[^,]+]], i64 [[N:%[^,]+]], ptr [[A:%[^,]+]], i64 [[M]], ptr [[S:%[^,]+]],
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.svd.double.outcome(i8 83, i64 [[M]], i64 [[N]], ptr [[S]]), !range
; CHECK-NEXT: switch i32 [[STATUS]]
; CHECK-NEXT: i32 0, label
; CHECK-NEXT: i32 4, label %[[REFUSED:nrtgrad.svd.undetermined[.0-9]*]]
; CHECK-NOT: numba_fatal_error
; CHECK: phi i32 [ 4, %[[REFUSED]] ]
; CHECK: [[REFUSED]]:
; CHECK: store ptr null, ptr %excinfo
; CHECK-NEXT: br label %[[RETURN:common.ret[0-9]*]]
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.svd.double({{.*}}) [[NOINLINE:#[0-9]+]] {
; CHECK: call i32 @numba_ez_gesdd(i8 100, i8 %jobz,
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.svd.double.augment(
; CHECK: call ptr @malloc(
; CHECK-LABEL: define internal void @nrtgrad.lapack.svd.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.svd.double.forward(
; CHECK: call void @nrtgrad.blas.gemm_update.double(
; CHECK: define internal i32 @nrtgrad.lapack.svd.double.outcome({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; VALUES: call void @nrtgrad.lapack.svdvals.double(i64
; VALUES-NEXT: call i32 @nrtgrad.lapack.svdvals.double.outcome(i8 78,
; VALUES: define internal void @nrtgrad.lapack.svdvals.double(
; VALUES: call i32 @numba_ez_gesdd(i8 100, i8 78,
; VALUES-LABEL: define internal ptr @nrtgrad.lapack.svdvals.double.augment(
; VALUES: call void @nrtgrad.lapack.svd.double(i8 83,
; FLOAT: call void @nrtgrad.lapack.svd.float(i8 83,
; FLOAT: define internal void @nrtgrad.lapack.svd.float.reverse(
; FLOAT: call void @nrtgrad.blas.gemm_update.float(
; GRAD: declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64)
; GRAD-DAG: call i32 @numba_ez_gesdd(i8 100, i8 78,
; GRAD-DAG: call i32 @numba_ez_gesdd(i8 100, i8 83,
; GRAD-DAG: call i32 @numba_xxgemm(i8 100,
