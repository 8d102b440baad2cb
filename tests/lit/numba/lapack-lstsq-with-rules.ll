; np.linalg.lstsq keeps its LAPACK call: numba_ez_gelsd becomes a call of a wrapper
; whose reverse and forward derivatives (through an SVD of a copy of A, gemm with the
; taped factors) are registered with Enzyme, given rcond's bits and the rank's
; distance from s (integers from inactive helpers: Enzyme's type analysis takes them
; for a float and an integer, so the registered forward derivative is used).  The
; status is read from the singular values, and a rank-deficient A returns status 3
; with a null excinfo.  Numba's lstsq releases an array through a merge, so the
; function stays Enzyme's callee and the wrapper is called through its packed twin
; in reverse mode, directly in forward mode (tests/api/test_linalg.py checks the
; gradients and tangents).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/lstsq_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/lstsq_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate --mode forward %S/../../inputs/numba-0.68.1/lstsq_loss.ll -o - | FileCheck %s --check-prefix=JVP
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.lstsq.double = global [3 x ptr] [ptr @nrtgrad.lapack.lstsq.double, ptr @nrtgrad.lapack.lstsq.double.augment, ptr @nrtgrad.lapack.lstsq.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.lstsq.double = global [2 x ptr] [ptr @nrtgrad.lapack.lstsq.double, ptr @nrtgrad.lapack.lstsq.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels10lstsq_loss
; CHECK-NOT: call i32 @numba_ez_gelsd
; CHECK: call i64 @nrtgrad.lapack.lstsq.double.bits(double -1.000000e+00)
; CHECK-NEXT: call i64 @nrtgrad.lapack.lstsq.double.offset(ptr [[RANK:%[^,]+]], ptr [[S:%[^)]+]])
; CHECK: call void @nrtgrad.lapack.lstsq.double.packed(ptr
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.lstsq.double.status(i64 [[K:%[^,]+]], ptr [[S]]), !range
; CHECK-NEXT: [[LOW:%[^ ]+]] = call i1 @nrtgrad.lapack.lstsq.double.deficient(i64 [[K]], ptr [[RANK]], i32 [[STATUS]])
; CHECK-NEXT: br i1 [[LOW]], label %[[FAIL:[^,]+]], label %nrtgrad.lstsq.{{[0-9]+}}.ranked
; CHECK: [[FAIL]]:
; CHECK: phi i32 {{.*}}[ 3, %
; CHECK-NOT: call i32 @numba_ez_gelsd
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.lstsq.double({{.*}}i64 "enzyme_type"="{[-1]:Float@double}" %rcond, i64 "enzyme_type"="{[-1]:Integer}" %rank) [[NOINLINE:#[0-9]+]] {
; CHECK: %rank.address = getelementptr i8, ptr %s, i64 %rank
; CHECK-NEXT: call i32 @numba_ez_gelsd(i8 100, i64 %m, i64 %n, i64 %nrhs, ptr %a, i64 %lda, ptr %b, i64 %ldb, ptr %s, double %rcond.value, ptr %rank.address)
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.lstsq.double.augment(
; CHECK: call i32 @numba_ez_gesdd(i8 100, i8 83,
; CHECK-LABEL: define internal void @nrtgrad.lapack.lstsq.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.lstsq.double.forward(
; CHECK: call void @nrtgrad.blas.gemm_update.double(
; CHECK: define internal i1 @nrtgrad.lapack.lstsq.double.deficient({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.lstsq.float.packed(ptr
; FLOAT: define internal void @nrtgrad.lapack.lstsq.float.reverse(
; FLOAT: call void @nrtgrad.blas.gemm_update.float(
; JVP-DAG: define i32 @lstsq_loss_jvp(
; JVP-DAG: call i32 @numba_ez_gelsd(i8 100,
; JVP-DAG: call i32 @numba_ez_gesdd(i8 100, i8 83,
; JVP-DAG: call i32 @numba_xxgemm(i8 100,
