"""`nrtgrad.native.native_runtime`: the C runtime compiled once into a cached shared
library, loaded into this process, and its helpers: real MemInfos, their refcounts,
the allocation counters, and the symbols a derivative module declares provided.

(test_native_runtime.py, in tests/native, links derivatives against it natively.)
"""

from __future__ import annotations

import pytest

from nrtgrad import toolchain
from nrtgrad.native import native_runtime
from nrtgrad.native.native_runtime import Stats


def test_stats_subtract_field_by_field():
    assert Stats(5, 4, 3, 2) - Stats(1, 1, 2, 0) == Stats(4, 3, 1, 2)


def test_missing_blas_helpers_name_the_missing_cblas():
    assert native_runtime.blas_missing_note(["numba_xxgemm", "mystery"]).startswith(
        " (no CBLAS library found")
    assert native_runtime.blas_missing_note(["mystery"]) == ""
    for lapack in ("numba_xgesv", "numba_xxgetrf", "numba_ez_xxgetri", "numba_xxpotrf",
                   "numba_ez_xxxevd", "numba_ez_gesdd", "numba_ez_gelsd"):
        assert native_runtime.blas_missing_note([lapack]).startswith(" (no CBLAS library found")


def test_the_library_is_cached_by_the_hash_of_its_sources():
    path = native_runtime.library_path()
    assert path.parent == toolchain.home() / "runtime" and path.is_file()
    assert path.name.startswith("libnrtgrad_rt-") and path.suffix == ".so"
    assert native_runtime.library_path() == path  # built once


@pytest.fixture(scope="module")
def runtime():
    return native_runtime.load()


def test_a_meminfo_is_counted_from_allocation_to_release(runtime):
    before = runtime.stats()
    meminfo = runtime.meminfo_new(64)
    assert runtime.meminfo_data(meminfo) % 32 == 0  # aligned as asked (32 by default)
    assert runtime.refcount(meminfo) == 1
    # a MemInfo and the block it lives in, data inline
    assert runtime.stats() - before == Stats(1, 0, 1, 0)
    runtime.release(meminfo)
    assert runtime.stats() - before == Stats(1, 1, 1, 1)


def test_the_functions_a_module_declares_are_provided(runtime):
    assert runtime.address("nrtgrad_rt_meminfo_new")
    assert runtime.address("tanh")  # from libm
    assert runtime.address("no_such_function_anywhere") is None
    module = ("declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)\n"
              "declare double @tanh(double)\n"
              "declare void @llvm.trap()\n"
              "declare void @no_such_function_anywhere()\n")
    assert runtime.provide(module) == ["no_such_function_anywhere"]
