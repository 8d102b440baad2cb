"""parallel_regions.serialize on a small parallel region: the threading layer's functions
get serial bodies, `numba_parallel_for` calls the gufunc directly, and the region computes
on one thread what it computed on many.

The module is shaped like Numba's (`parallel=True`, a `prange` summing 0..n-1 into the
slot of the thread's id), with the threading layer declared as Numba 0.68 declares it.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad import ir
from nrtgrad.errors import UnsupportedError
from nrtgrad.rewrites import parallel_regions
from nrtgrad.toolchain import llvm

GUFUNC = "__gufunc__.sum_range"
MODULE = f"""declare i64 @get_num_threads()
declare i64 @get_thread_id()
declare i64 @get_sched_size(i64, i64, ptr, ptr)
declare ptr @allocate_sched(i64)
declare ptr @do_scheduling_unsigned(i64, ptr, ptr, i64, ptr, i64)
declare void @deallocate_sched(ptr)
declare void @numba_gil_ensure(ptr)
declare void @numba_gil_release(ptr)
declare ptr @PyEval_SaveThread()
declare void @PyEval_RestoreThread(ptr)
declare void @numba_parallel_for(ptr, ptr, ptr, ptr, ptr, i64, i64, i64)

; sums its chunk [sched[0], sched[1]] into out[thread id]
define linkonce_odr void @"{GUFUNC}"(ptr %args, ptr %dims, ptr %steps, ptr %data) {{
entry:
  %sched = load ptr, ptr %args
  %start = load i64, ptr %sched
  %stop.at = getelementptr i64, ptr %sched, i64 1
  %stop = load i64, ptr %stop.at
  %out.at = getelementptr ptr, ptr %args, i64 1
  %out = load ptr, ptr %out.at
  %tid = call i64 @get_thread_id()
  br label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i64 %acc, %i
  %i.next = add i64 %i, 1
  %done = icmp sgt i64 %i.next, %stop
  br i1 %done, label %exit, label %loop
exit:
  %slot = getelementptr i64, ptr %out, i64 %tid
  store i64 %acc.next, ptr %slot
  ret void
}}

define i64 @f(i64 %n, ptr %out) {{
entry:
  %threads = call i64 @get_num_threads()
  %starts = alloca i64
  %stops = alloca i64
  store i64 0, ptr %starts
  %last = sub i64 %n, 1
  store i64 %last, ptr %stops
  %size = call i64 @get_sched_size(i64 %threads, i64 1, ptr %starts, ptr %stops)
  %count = shl i64 %size, 1
  %sched = call ptr @allocate_sched(i64 %count)
  %s = call ptr @do_scheduling_unsigned(i64 1, ptr %starts, ptr %stops, i64 %size, ptr %sched, i64 0)
  %args = alloca [2 x ptr]
  store ptr %sched, ptr %args
  %args.1 = getelementptr ptr, ptr %args, i64 1
  store ptr %out, ptr %args.1
  %gil = alloca i32
  call void @numba_gil_ensure(ptr %gil)
  %state = call ptr @PyEval_SaveThread()
  call void @numba_parallel_for(ptr @"{GUFUNC}", ptr %args, ptr null, ptr null, ptr null, i64 3, i64 4, i64 %threads)
  call void @PyEval_RestoreThread(ptr %state)
  call void @numba_gil_release(ptr %gil)
  call void @deallocate_sched(ptr %sched)
  ret i64 %threads
}}
"""


def test_the_region_calls_its_gufunc_directly_and_the_layer_is_defined():
    assert parallel_regions.has_parallel_regions(MODULE)
    out = parallel_regions.serialize(MODULE)
    llvm.parse_and_verify(out)
    assert not parallel_regions.has_parallel_regions(out)
    assert f'  call void @"{GUFUNC}"(ptr %args, ptr null, ptr null, ptr null)' in out
    lines = out.splitlines()
    # the gufunc is inlined into its caller later: internal now
    assert lines[ir.function_named(lines, GUFUNC).start].startswith(
        f'define internal void @"{GUFUNC}"(')
    defined = {f.name for f in ir.defined_functions(lines)}
    assert {"get_num_threads", "get_thread_id", "get_sched_size", "allocate_sched",
            "do_scheduling_unsigned", "deallocate_sched", "numba_gil_ensure",
            "numba_gil_release", "PyEval_SaveThread", "PyEval_RestoreThread"} <= defined
    assert set(ir.declared_functions(lines)) == {"malloc", "free"}


def run(text: str, n: int) -> tuple[int, np.ndarray]:
    binding = llvm.binding()
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    f = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p)(
        engine.get_function_address("f"))
    out = np.full(4, -1, dtype=np.int64)
    return f(n, out.ctypes.data), out


@pytest.mark.parametrize("n", [1, 5, 100])
def test_one_thread_runs_the_whole_iteration_space_as_one_chunk(n):
    threads, out = run(parallel_regions.serialize(MODULE), n)
    assert threads == 1
    assert out.tolist() == [n * (n - 1) // 2, -1, -1, -1]


def test_a_module_without_parallel_regions_is_unchanged():
    plain = "define i32 @g() {\nentry:\n  ret i32 0\n}\n"
    assert parallel_regions.serialize(plain) is plain


def test_a_gufunc_the_module_does_not_define_is_refused():
    start = MODULE.index("; sums its chunk")
    without = MODULE[:start] + f'declare void @"{GUFUNC}"(ptr, ptr, ptr, ptr)\n' + \
        MODULE[MODULE.index("define i64 @f("):]
    with pytest.raises(UnsupportedError, match=r"parallel region .* whose code is not in the "
                                               r"module"):
        parallel_regions.serialize(without)
