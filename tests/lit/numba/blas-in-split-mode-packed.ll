; `x = np.tanh(A @ x)` in a loop of four steps, from Numba 0.68.1 (rnn_steps):
; the loop carries x, so the entry stays a callee of Enzyme's top level and
; is differentiated in split mode, where Enzyme 0.0.289 aborts on a call of a
; registered rule with a constant argument (the gemv wrapper's sizes). The
; call goes through the wrapper's packed twin: its arguments in a stack slot
; (the data pointers typed), the twin's augmented pass tapes them with the
; wrapper's tape, and its reverse pass calls the wrapper's reverse pass with
; each integer twice and each pointer with its shadow, then frees the tape.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.68.1/rnn_steps.ll -o - | FileCheck %s
; CHECK: %[[SLOT:packed.nrtgrad_blas_gemv_double.[0-9]+]] = alloca { i8, i64, i64, ptr, i64, ptr, ptr }
; CHECK: %[[SLOT]].3.typed = getelementptr inbounds i8, ptr %arg.A.4, i64 0, !enzyme_type
; CHECK: call void @nrtgrad.blas.gemv.double.packed(ptr %[[SLOT]])
; CHECK-NOT: call void @nrtgrad.blas.gemv.double(i8 116
; CHECK: define internal void @nrtgrad.blas.gemv.double.packed(ptr "enzyme_type"="{[-1]:Pointer, [-1,0]:Integer, [-1,8]:Integer, [-1,16]:Integer, [-1,24]:Pointer, [-1,24,-1]:Float@double, [-1,32]:Integer, [-1,40]:Pointer, [-1,40,-1]:Float@double, [-1,48]:Pointer, [-1,48,-1]:Float@double}" %arguments)
; CHECK: call void @nrtgrad.blas.gemv.double(i8 %a0, i64 %a1, i64 %a2, ptr %a3, i64 %a4, ptr %a5, ptr %a6)
; CHECK: define internal ptr @nrtgrad.blas.gemv.double.packed.augment(ptr %arguments, ptr %shadows)
; CHECK: %inner = call ptr @nrtgrad.blas.gemv.double.augment(i8 %a0, i8 %a0, i64 %a1, i64 %a1, i64 %a2, i64 %a2, ptr %a3, ptr %s3, i64 %a4, i64 %a4, ptr %a5, ptr %s5, ptr %a6, ptr %s6)
; CHECK: define internal void @nrtgrad.blas.gemv.double.packed.reverse(ptr %arguments, ptr %shadows, ptr %tape)
; CHECK: call void @nrtgrad.blas.gemv.double.reverse(i8 %t1, i8 %t1, i64 %t2, i64 %t2, i64 %t3, i64 %t3, ptr %t4, ptr %t8, i64 %t5, i64 %t5, ptr %t6, ptr %t9, ptr %t7, ptr %t10, ptr %t0)
; CHECK-NEXT: call void @free(ptr %tape)
; CHECK: @"__enzyme_register_gradient_nrtgrad.blas.gemv.double.packed" = global [3 x ptr] [ptr @nrtgrad.blas.gemv.double.packed, ptr @nrtgrad.blas.gemv.double.packed.augment, ptr @nrtgrad.blas.gemv.double.packed.reverse]
;
; Enzyme then differentiates it (it aborted before); the gradient's values
; are checked in tests/e2e (rnn_steps) and tests/api/test_products_in_loops.py.
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.68.1/rnn_steps.ll -O 1 -o - | FileCheck %s --check-prefix=OUT
; OUT: define i32 @rnn_steps_grad(
