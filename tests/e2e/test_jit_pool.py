"""The in-process derivative's pool (jit_pool): reuse, the same numbers, balanced NRT.

Every gradient test in this directory runs its derivative through the pool
(on by default); here it is checked on its own terms: a derivative with
Enzyme tapes (malloc, realloc, free) and NRT arrays allocates nothing new
once warm, gives bit-identical results with and without the pool, from two
threads at once too, and the pool's blocks behave as malloc's would; a large
gradient it returns is a pool block, zeroed for each call.
"""

from __future__ import annotations

import ctypes
import os
import threading

import numpy as np
import pytest
from e2e_support import INPUTS, allocation_stats, differentiate, kernels
from gradient_check import load_gradient

from nrtgrad.python import jit_pool
from nrtgrad.toolchain import llvm
from nrtgrad.python.jit import GradientFunction

FIXTURE = INPUTS / "numba-0.61.2" / "rk4_steps.ll"  # tapes grown by realloc, NRT temporaries


@pytest.fixture(scope="module")
def pooled() -> GradientFunction:
    gradient = load_gradient(FIXTURE)
    assert gradient.pooled
    return gradient


def derivative() -> str:
    return differentiate(FIXTURE, "--mode", "reverse").stdout


def arguments(n: int):
    return kernels.KERNELS["rk4_steps"][2](seed=n, n=n)


@pytest.mark.parametrize("n", [1, 13, 2001, 50001])
def test_same_numbers_without_the_pool_and_nothing_new_once_warm(pooled, n):
    plain = GradientFunction(derivative(), pooled.spec, pooled=False)
    assert not plain.pooled
    args = arguments(n)
    expected = plain(*args)
    pooled(*args)  # warm
    hits, misses, _ = jit_pool.stats()
    before = allocation_stats()
    got = pooled(*args)
    after = allocation_stats()
    assert got.value == expected.value
    for name, gradient in expected.gradients.items():
        np.testing.assert_array_equal(got.gradients[name], gradient)
    alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
    assert (alloc, mi_alloc) == (free, mi_free) and mi_alloc > 0
    new_hits, new_misses, _ = jit_pool.stats()
    assert new_misses == misses, "a warm call took fresh blocks"
    assert new_hits > hits


def test_a_large_gradient_is_a_pool_block_zeroed_for_each_call(pooled):
    args = arguments(50001)  # gradients of 400 kB: above jit_pool.POOLED_ARRAY_BYTES
    first = pooled(*args)
    expected = {name: np.copy(g) for name, g in first.gradients.items()}
    arrays = [g for g in first.gradients.values() if isinstance(g, np.ndarray)]
    assert arrays and all(g.nbytes >= jit_pool.POOLED_ARRAY_BYTES for g in arrays)
    _, misses, cached = jit_pool.stats()
    for gradient in arrays:
        gradient[...] = np.nan  # the next call must not add to what this block held
    del first, arrays, gradient
    assert jit_pool.stats()[2] > cached, "dropped gradients did not go back to the pool"
    again = pooled(*args)
    assert jit_pool.stats()[1] == misses, "the dropped gradients' blocks were not reused"
    for name, gradient in again.gradients.items():
        if isinstance(gradient, np.ndarray):
            assert gradient.ctypes.data % 64 == 0
        np.testing.assert_array_equal(gradient, expected[name])


def test_two_threads_at_once_get_the_numbers_of_one(pooled):
    args = arguments(20001)
    expected = pooled(*args)
    results, failures = [], []

    def work():
        try:
            for _ in range(15):
                results.append(pooled(*args))
        except Exception as exc:  # reported below, not lost in the thread
            failures.append(exc)
    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures and len(results) == 30
    for result in results:
        assert result.value == expected.value
        for name, gradient in expected.gradients.items():
            np.testing.assert_array_equal(result.gradients[name], gradient)


def pool_function(name: str, restype, *argtypes):
    return ctypes.CFUNCTYPE(restype, *argtypes)(llvm.binding().address_of_symbol(name))


def test_blocks_behave_like_mallocs(pooled):
    malloc = pool_function("nrtgrad_pool_malloc", ctypes.c_void_p, ctypes.c_int64)
    realloc = pool_function("nrtgrad_pool_realloc", ctypes.c_void_p, ctypes.c_void_p,
                            ctypes.c_int64)
    free = pool_function("nrtgrad_pool_free", None, ctypes.c_void_p)
    sizes = [0, 1, 1000, 1009, 4096, 5000, 1 << 20, (1 << 20) + 1, 300 << 20]
    jit_pool.trim()
    blocks = [malloc(size) for size in sizes]
    assert all(block % 16 == 0 for block in blocks)
    assert len(set(blocks)) == len(blocks)
    for size, block in zip(sizes[:-1], blocks):
        ctypes.memset(block, 0x5A, size)  # every byte asked for is writable
    block = blocks[4]
    for size in (4000, 9000, 70000, 3 << 20):  # in place, then moved across classes
        block = realloc(block, size)
        assert ctypes.string_at(block, 4000) == b"\x5a" * 4000
    blocks[4] = block
    for block in blocks:
        free(block)
    free(None)
    again = malloc(5000)
    assert again in blocks, "a freed block of the class is reused"
    free(again)


def test_a_class_keeps_what_was_in_use_at_once_until_trimmed(pooled):
    malloc = pool_function("nrtgrad_pool_malloc", ctypes.c_void_p, ctypes.c_int64)
    free = pool_function("nrtgrad_pool_free", None, ctypes.c_void_p)
    jit_pool.trim()
    assert jit_pool.stats()[2] == 0
    block_bytes = (1 << 20) * 5 // 4  # 1 MiB and the header: the 1.25 MiB class
    for count, new in ((80, 80), (30, 0), (80, 0)):  # blocks asked for, made
        _, misses, _ = jit_pool.stats()
        blocks = [malloc(1 << 20) for _ in range(count)]
        assert jit_pool.stats()[1] - misses == new, "a cached block was not reused"
        for block in blocks:
            free(block)
        assert jit_pool.stats()[2] == 80 * block_bytes
    jit_pool.trim()
    assert jit_pool.stats()[2] == 0


def test_numba_arrays_of_the_pool_are_aligned_like_numbas(pooled):
    allocate = pool_function("nrtgrad_pool_meminfo_alloc_aligned", ctypes.c_void_p,
                             ctypes.c_int64, ctypes.c_uint32)
    from numba.core.runtime import _nrt_python
    release = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(_nrt_python.c_helpers["MemInfo_release"])
    before = allocation_stats()
    for size, align in [(8, 32), (5000, 32), (5000, 64), (5000, 128)]:
        meminfo = allocate(size, align)
        data = ctypes.c_void_p.from_address(meminfo + 24).value
        assert data % align == 0
        ctypes.memset(data, 1, size)
        release(meminfo)
    after = allocation_stats()
    alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
    assert (alloc, mi_alloc) == (free, mi_free) == (4, 4)


def test_switched_off_by_the_environment(pooled, monkeypatch):
    monkeypatch.setenv("NRTGRAD_POOL", "0")
    assert not GradientFunction(derivative(), pooled.spec).pooled


def test_a_forked_child_starts_with_an_empty_pool(pooled):
    args = arguments(2001)
    expected = pooled(*args)
    assert jit_pool.stats()[2] > 0
    child = os.fork()
    if child == 0:  # nothing but the check, then out without pytest's clean-up
        try:
            empty = jit_pool.stats()[2] == 0
            same = pooled(*args).value == expected.value
            os._exit(0 if empty and same and jit_pool.stats()[2] > 0 else 1)
        except BaseException:
            os._exit(2)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
