; np.linalg.inv keeps its LAPACK calls: numba_xxgetrf becomes a call of an
; inactive helper over the same helper, whose status the primal tests as before
; (no branch to numba_fatal_error is left: the status is never negative), and
; numba_ez_xxgetri a call of a wrapper given the pivots' address as an integer,
; whose reverse and forward derivatives (gemm with the taped inverse) are
; registered with Enzyme.  The derivative still calls numba_xxgetrf,
; numba_ez_xxgetri and numba_xxgemm (tests/e2e and tests/api/test_linalg.py check
; the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/inv_loss.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/inv_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/inv_loss.ll -o - | FileCheck %s --check-prefix=GRAD
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.inv.double = global [3 x ptr] [ptr @nrtgrad.lapack.inv.double, ptr @nrtgrad.lapack.inv.double.augment, ptr @nrtgrad.lapack.inv.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.inv.double = global [2 x ptr] [ptr @nrtgrad.lapack.inv.double, ptr @nrtgrad.lapack.inv.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels8inv_loss
; CHECK-NOT: call i32 @numba_xxgetrf
; CHECK: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.inv.double.factor(i64 [[N:%[^,]+]], ptr [[A:%[^,]+]], i64 [[N]], ptr [[PIVOTS:%[^,)]+]]), !range
; CHECK-NEXT: icmp eq i32 [[STATUS]], 0
; CHECK-NOT: numba_fatal_error
; CHECK: [[ADDRESS:%[^ ]+]] = ptrtoint ptr [[PIVOTS]] to i64
; CHECK-NEXT: call void @nrtgrad.lapack.inv.double(i64 [[N]], ptr [[A]], i64 [[N]], i64 [[ADDRESS]])
; CHECK-NOT: numba_ez_xxgetri
; CHECK: {{^}}}
; CHECK: define internal void @nrtgrad.lapack.inv.double({{.*}}) [[NOINLINE:#[0-9]+]] {
; CHECK: call i32 @numba_ez_xxgetri(i8 100,
; CHECK: define internal i32 @nrtgrad.lapack.inv.double.factor({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK: call i32 @numba_xxgetrf(i8 100,
; CHECK-LABEL: define internal ptr @nrtgrad.lapack.inv.double.augment(
; CHECK: call ptr @malloc(
; CHECK-LABEL: define internal void @nrtgrad.lapack.inv.double.reverse(
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 110, i8 116, {{.*}}, i1 false, ptr %t{{.*}}, i64 %n)
; CHECK: call void @nrtgrad.blas.gemm_update.double(i8 116, i8 110, i64 %n, i64 %n, i64 %n, i1 true, {{.*}}, i1 false, ptr {{.*}}%da, i64 %lda)
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.lapack.inv.double.forward(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 110,
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.inv.float(
; FLOAT: define internal void @nrtgrad.lapack.inv.float.reverse(
; FLOAT: call i32 @numba_xxgemm(i8 115,
; GRAD: declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr)
; GRAD-DAG: call i32 @numba_xxgetrf(i8 100,
; GRAD-DAG: call i32 @numba_ez_xxgetri(i8 100,
; GRAD-DAG: call i32 @numba_xxgemm(i8 100,
