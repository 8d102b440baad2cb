; Matrix products keep their BLAS call: numba_xxgemm / numba_xxgemv with
; alpha 1 and beta 0 become calls of a wrapper over the same helper, whose
; reverse (BLAS on taped copies of the operands) and forward derivatives are
; registered with Enzyme; the reverse pass's products are wrappers too
; (C = alpha op(A) op(B) + beta C), with forward derivatives for
; Hessian-vector products.
; np.dot's zero-fill branch for an empty inner dimension is dropped, so the
; product's result is one allocation, not two merged by a phi (tests/e2e
; checks the gradients).
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/matmul.ll -o - | FileCheck %s
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/matvec.ll -o - | FileCheck %s --check-prefix=GEMV
; CHECK: @__enzyme_register_gradient_nrtgrad.blas.gemm.double = global [3 x ptr] [ptr @nrtgrad.blas.gemm.double, ptr @nrtgrad.blas.gemm.double.augment, ptr @nrtgrad.blas.gemm.double.reverse]
; CHECK: @__enzyme_register_derivative_nrtgrad.blas.gemm.double = global [2 x ptr] [ptr @nrtgrad.blas.gemm.double, ptr @nrtgrad.blas.gemm.double.forward]
; CHECK: @__enzyme_register_derivative_nrtgrad.blas.gemm_update.double = global [2 x ptr] [ptr @nrtgrad.blas.gemm_update.double, ptr @nrtgrad.blas.gemm_update.double.forward]
; CHECK-LABEL: define i32 @_ZN7kernels6matmul
; CHECK: call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned
; CHECK-NOT: call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned
; CHECK-NOT: numba_xxgemm
; CHECK: call void @nrtgrad.blas.gemm.double(i8 110, i8 110,
; CHECK-NOT: numba_xxgemm
; CHECK: tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned
; CHECK: {{^}}}
; CHECK-LABEL: define internal ptr @nrtgrad.blas.gemm.double.augment(
; CHECK: call ptr @malloc(
; CHECK-LABEL: define internal void @nrtgrad.blas.gemm.double.reverse(
; CHECK-COUNT-4: call void @nrtgrad.blas.gemm_update.double(
; CHECK: call void @free(
; CHECK-LABEL: define internal void @nrtgrad.blas.gemm_update.double(
; CHECK: call i32 @numba_xxgemm(i8 100,
; CHECK-LABEL: define internal void @nrtgrad.blas.gemm_update.double.forward(
; CHECK-COUNT-3: call void @nrtgrad.blas.gemm_update.double(
; GEMV-LABEL: define i32 @_ZN7kernels6matvec
; GEMV-NOT: numba_xxgemv
; GEMV: call void @nrtgrad.blas.gemv.double(
; GEMV-NOT: numba_xxgemv
; GEMV: {{^}}}
