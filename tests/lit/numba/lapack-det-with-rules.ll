; np.linalg.det and slogdet keep their LAPACK call: a numba_xxgetrf whose factors
; no getri inverts becomes a call of a wrapper given the pivots' address as an
; integer (it still writes Numba's pivots, which the sign loop reads), whose
; reverse and forward derivatives (gesv on triangles of the taped factors and
; gemm) are registered with Enzyme, and a call of the inactive helper that reads
; getrf's status from the factors (no branch to numba_fatal_error is left: the
; status is never negative).  Numba's `return (0., -inf)` for a singular matrix
; returns status 3 in the derivative instead: its derivative is not the
; function's.  The derivative still calls numba_xxgetrf, numba_xgesv and numba_xxgemm
; (tests/e2e and tests/api/test_linalg.py check the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/det_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/det_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/slogdet_loss.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.lu.double = global [3 x ptr] [ptr @nrtgrad.lapack.lu.double, ptr @nrtgrad.lapack.lu.double.augment, ptr @nrtgrad.lapack.lu.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.lu.double = global [2 x ptr] [ptr @nrtgrad.lapack.lu.double, ptr @nrtgrad.lapack.lu.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels8det_loss
; CHECK-NOT: call i32 @numba_xxgetrf
; CHECK-NOT: call i32 @numba_fatal_error
; CHECK: [[ADDRESS:%[^ ]+]] = ptrtoint ptr [[PIVOTS:%[^ ]+]] to i64
; CHECK-NEXT: call void @nrtgrad.lapack.lu.double(i64 [[N:%[^,]+]], ptr [[A:%[^,]+]], i64 [[N]], i64 [[ADDRESS]])
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.lu.double.status(i64 [[N]], ptr [[A]], i64 [[N]]), !range
; CHECK-NEXT: [[REGULAR:%[^ ]+]] = icmp eq i32 [[STATUS]], 0
; CHECK-NEXT: br i1 [[REGULAR]], label %{{[^,]+}}, label %[[SINGULAR:[^,]+]],
; CHECK-NOT: call i32 @numba_xxgetrf
; CHECK-NOT: call i32 @numba_fatal_error
; CHECK: phi i32 {{.*}}[ 3, %[[SINGULAR]] ]
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.lu.double({{.*}}) [[NOINLINE:#[0-9]+]] {
; CHECK: call i32 @numba_xxgetrf(i8 100,
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.lu.double.augment(
; CHECK: call ptr @malloc(
; CHECK-LABEL: define internal void @nrtgrad.lapack.lu.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 116, i8 110,
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 110, i8 116,
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.lu.double.forward(
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: define internal i32 @nrtgrad.lapack.lu.double.status({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.lu.float(
; FLOAT: define internal void @nrtgrad.lapack.lu.float.reverse(
; FLOAT: call i32 @numba_xxgemm(i8 115,
; GRAD: declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr)
; GRAD-DAG: call i32 @numba_xxgetrf(i8 100,
; GRAD-DAG: call i32 @numba_xxgemm(i8 100,
; GRAD-DAG: call i32 @numba_xgesv(i8 100,
