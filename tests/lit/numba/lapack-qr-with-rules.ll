; np.linalg.qr keeps its LAPACK calls: numba_ez_geqrf becomes a call of the QR
; wrapper, given tau's address as an integer, whose status is an inactive check of
; R's diagonal (-1: a zero to working precision), and the branch Numba takes for a
; negative status returns 3 (SINGULAR_STATUS) instead of calling numba_fatal_error;
; numba_ez_xxgqr becomes a call of the Q wrapper on the same buffer and tau.  Both
; wrappers' reverse and forward derivatives (Q_full by numba_ez_xxgqr on a copy of
; the reflectors, R^-1 by numba_xgesv, products by numba_xxgemm) are registered with
; Enzyme.  The derivative still calls the LAPACK helpers (tests/api/test_linalg.py
; checks the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/qr_wide.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/qr_f32.ll -o - | FileCheck %s --check-prefix=FLOAT
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.qr.double = global [3 x ptr] [ptr @nrtgrad.lapack.qr.double, ptr @nrtgrad.lapack.qr.double.augment, ptr @nrtgrad.lapack.qr.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.qr.double = global [2 x ptr] [ptr @nrtgrad.lapack.qr.double, ptr @nrtgrad.lapack.qr.double.forward]
; CHECK: @__enzyme_register_gradient_nrtgrad.lapack.qr.q.double = global [3 x ptr] [ptr @nrtgrad.lapack.qr.q.double, ptr @nrtgrad.lapack.qr.q.double.augment, ptr @nrtgrad.lapack.qr.q.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.lapack.qr.q.double = global [2 x ptr] [ptr @nrtgrad.lapack.qr.q.double, ptr @nrtgrad.lapack.qr.q.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels7qr_wide
; CHECK-NOT: numba_fatal_error
; CHECK: call void @nrtgrad.lapack.qr.q.double(i64 [[M:%[^,]+]], i64 {{%[^,]+}}, ptr [[Q:%[^,]+]], i64 [[M]], i64 [[TAU:%[^)]+]])
; CHECK: [[TAU]] = ptrtoint ptr
; CHECK-NEXT: call void @nrtgrad.lapack.qr.double(i64 [[M]], i64 {{%[^,]+}}, ptr [[Q]], i64 [[M]], i64 [[TAU]])
; CHECK-NEXT: [[STATUS:%[^ ]+]] = call i32 @nrtgrad.lapack.qr.double.status(
; CHECK-NEXT: [[NEGATIVE:%[^ ]+]] = icmp slt i32 [[STATUS]], 0
; CHECK: phi i32 {{.*}}[ 3,
; CHECK: {{^}}}
; CHECK: define internal i32 @nrtgrad.lapack.qr.double.status({{.*}}) [[INACTIVE:#[0-9]+]] {
; CHECK-LABEL: define internal void @nrtgrad.lapack.qr.double.reverse(
; CHECK: call void @nrtgrad.lapack.gesv.double(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 110, i8 116,
; CHECK-LABEL: define internal void @nrtgrad.lapack.qr.double.forward(
; CHECK: call i32 @numba_ez_xxgqr(i8 100,
; CHECK: call i32 @numba_xxgemm(i8 100, i8 116, i8 110,
; CHECK-LABEL: define internal void @nrtgrad.lapack.qr.q.double.reverse(
; CHECK: call i32 @numba_xxgemm(i8 100, i8 116, i8 110,
; CHECK: attributes [[INACTIVE]] = { {{.*}}"enzyme_inactive"
; FLOAT: call void @nrtgrad.lapack.qr.q.float(
; FLOAT: call void @nrtgrad.lapack.qr.float(
; FLOAT: define internal void @nrtgrad.lapack.qr.float.reverse(
; FLOAT: call i32 @numba_xxgemm(i8 115,
