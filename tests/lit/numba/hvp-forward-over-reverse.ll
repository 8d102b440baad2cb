; --mode hvp: the reverse-mode gradient becomes an internal function over the
; unpacked parameters, and <name>_hvp differentiates it with __enzyme_fwddiff
; (forward over reverse): per differentiated array its gradient accumulator,
; tangent and H.v accumulator, then `double *out`. Enzyme runs twice: first
; the reverse pass alone, whose index loads are then typed and whose release
; and shadow free get forward-mode derivatives that free a tangent too, then
; forward mode over it. After lowering no marker, registration or Enzyme call
; is left, and the entry points of the first order are not defined.
; A matrix product (matvec) is differentiated; constructs nrtgrad cannot take
; yet are refused in one line.
; RUN: %exit-status %nrtgrad differentiate %S/../../inputs/numba-0.61.2/list_append_sum.ll --mode hvp -o %t.list 2> %t.err
; RUN: %exit-status %nrtgrad differentiate %S/../../inputs/numba-0.61.2/matvec.ll --mode hvp -o %t.mv 2>> %t.err
; RUN: %exit-status %nrtgrad differentiate %S/../../inputs/numba-0.61.2/residuals.ll --mode hvp -o %t.res 2>> %t.err
; RUN: FileCheck %s --check-prefix=REFUSED < %t.err
; RUN: FileCheck %s --check-prefix=PRODUCTS < %t.mv
; RUN: rm -rf %t && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/sum_sq_np.ll --mode hvp --save-temps %t -o %t.ll --header %t.h
; RUN: cat %t/*-registered.ll | FileCheck %s
; RUN: cat %t/*-reverse.ll | FileCheck %s --check-prefix=REVERSE
; RUN: FileCheck %s --check-prefix=OUT < %t.ll
; RUN: FileCheck %s --check-prefix=HEADER < %t.h
; softmax_rows' reverse pass reloads integers from Enzyme's tape:
; RUN: rm -rf %t.rows && %nrtgrad differentiate %S/../../inputs/numba-0.61.2/softmax_rows.ll --mode hvp --save-temps %t.rows -o %t.rows.ll
; RUN: cat %t.rows/*-reverse.ll | FileCheck %s --check-prefix=TYPED
; CHECK: define internal void @nrtgrad.gradient.sum_sq_np(ptr %status, ptr %out, {{.*}}ptr %x.f4, ptr %d.x, i64 %x.f5, i64 %x.f6)
; CHECK: call void (...) @__enzyme_autodiff(ptr @nrtgrad.primal.sum_sq_np, metadata !"enzyme_dup", ptr %out, ptr %seed,
; CHECK: define i32 @sum_sq_np_hvp(ptr %x, ptr %d.x, ptr %v.x, ptr %hv.x, ptr %out)
; CHECK: call void (...) @__enzyme_fwddiff(ptr @nrtgrad.gradient.sum_sq_np, {{.*}}metadata !"enzyme_dup", ptr %x.f4, ptr %v.x, metadata !"enzyme_dup", ptr %d.x, ptr %hv.x,
; CHECK: declare void @__enzyme_fwddiff(...)
; REVERSE: call void (...) @__enzyme_fwddiff(ptr @nrtgrad.gradient.sum_sq_np,
; REVERSE: define internal void @diffenrtgrad.primal.sum_sq_np(
; REVERSE: call void @nrtgrad.release.second_order(
; REVERSE: call void @nrtgrad.shadow_free(ptr nonnull %".7.i.i.i'mi_cache.0")
; REVERSE: declare void @nrtgrad.release.second_order(ptr)
; REVERSE: define internal void @nrtgrad.release.second_order.forward(ptr %mi, ptr %dmi)
; REVERSE: @__enzyme_register_derivative_nrtgrad_release = global [2 x ptr] [ptr @nrtgrad.release.second_order, ptr @nrtgrad.release.second_order.forward]
; REVERSE: define internal void @nrtgrad.shadow_free.forward(ptr %mi, ptr %dmi)
; REVERSE: @__enzyme_register_derivative_nrtgrad_shadow_free = global [2 x ptr] [ptr @nrtgrad.shadow_free, ptr @nrtgrad.shadow_free.forward]
; OUT-NOT: @nrtgrad.
; OUT-NOT: __enzyme
; OUT-NOT: @sum_sq_np_grad
; OUT: define i32 @sum_sq_np_hvp(ptr {{.*}}%x, ptr {{.*}}%d.x, ptr {{.*}}%v.x, ptr {{.*}}%hv.x, ptr {{.*}}%out)
; OUT-NOT: @nrtgrad.
; OUT-NOT: __enzyme
; TYPED: load i64, {{.*}}, !enzyme_type
; HEADER: int32_t sum_sq_np_hvp(const nrt_array_float64_1d *x, double *d_x, const double *v_x, double *hv_x, double *out);
; REFUSED: nrtgrad: error: Hessian-vector products of `kernels.list_append_sum`, which grows a list (`list.append`, or NumPy code Numba implements with one, such as `np.sum(X, axis=0)`), are not supported yet: fill a preallocated array instead
; REFUSED-NEXT: exit=1
; REFUSED-NEXT: exit=0
; REFUSED-NEXT: nrtgrad: error: Hessian-vector products of `kernels.residuals`, which returns
; REFUSED-NEXT: exit=1
; PRODUCTS: define i32 @matvec_hvp(ptr {{.*}}%A, ptr {{.*}}%d.A, ptr {{.*}}%v.A, ptr {{.*}}%hv.A, ptr {{.*}}%x, ptr {{.*}}%d.x, ptr {{.*}}%v.x, ptr {{.*}}%hv.x, ptr {{.*}}%out)
; PRODUCTS: call i32 @numba_xxgemv(
