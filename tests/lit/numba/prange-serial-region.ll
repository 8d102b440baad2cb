; Numba 0.61's `prange` sum under parallel=True: the parallel loop is a gufunc
; that Numba hands to its threading layer (numba_parallel_for), with the
; schedule and the per-thread reduction array sized by get_num_threads().
; parallel_regions gives those functions one-thread bodies: after inlining
; the region is a loop of the entry, the gufunc is gone and no threading-layer
; symbol is left.
; RUN: %nrtgrad normalize %S/../../inputs/numba-0.61.2/prange_sum.ll -o - | FileCheck %s
; CHECK-NOT: __gufunc__
; CHECK: define i32 @_ZN7kernels10prange_sum
; CHECK-NOT: define {{.*}}__gufunc__
; CHECK-NOT: {{@numba_parallel_for|@get_num_threads|@get_thread_id|@do_scheduling|@PyEval_}}
; CHECK: call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8,
; CHECK-NOT: {{@numba_parallel_for|@get_num_threads|@get_thread_id|@do_scheduling|@PyEval_}}
; CHECK: define i32 @prange_sum_grad(
;
; The derivative: the reduction array's shadow is freed once, at the end of
; the reverse pass, and nothing calls the threading layer.
; RUN: %nrtgrad differentiate %S/../../inputs/numba-0.61.2/prange_sum.ll -O 1 -o - | FileCheck %s --check-prefix=OUT
; OUT-NOT: {{@numba_parallel_for|@get_num_threads|@do_scheduling}}
; OUT: define i32 @prange_sum_grad(
; OUT: define internal {{.*}} @diffenrtgrad.primal.prange_sum(
; OUT-NOT: {{@numba_parallel_for|@get_num_threads|@do_scheduling}}
; OUT-COUNT-1: call void @nrtgrad.shadow_free(
; OUT-NOT: call void @nrtgrad.shadow_free(
