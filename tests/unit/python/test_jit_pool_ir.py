"""`nrtgrad.python.jit_pool`: the allocation pool written in LLVM IR, compiled here in an
engine of its own (Numba's NRT stood in for by a few lines), and the Python side's choices.

(test_jit_pool.py, in tests/api, runs derivatives through the pool in Numba's process.)
Blocks carry a 16-byte header; a freed block goes onto its size class's list and the next
allocation of the class takes it.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.python import jit_pool
from nrtgrad.toolchain import llvm

# NRT's API table: slot 1 is allocate_external(size, allocator), which takes the block
# from the allocator's malloc (the pool's, through @allocator)
FAKE_NRT = """
@api = internal global [2 x ptr] [ptr null, ptr @allocate_external]
define internal ptr @allocate_external(i64 %size, ptr %allocator) {
  %malloc = load ptr, ptr %allocator
  %block = call ptr %malloc(i64 %size, ptr null)
  ret ptr %block
}
define internal ptr @NRT_get_api() {
  ret ptr @api
}
define internal ptr @NRT_MemInfo_alloc_aligned(i64 %size, i32 %align) {
  ret ptr inttoptr (i64 1 to ptr)
}
"""


@pytest.fixture
def pool():
    text = jit_pool.POOL_IR.replace("declare i8* @NRT_get_api()\n", "").replace(
        "declare i8* @NRT_MemInfo_alloc_aligned(i64, i32)\n", "") + FAKE_NRT
    binding = llvm.binding()
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()

    def function(name, result, *arguments):
        return ctypes.CFUNCTYPE(result, *arguments)(engine.get_function_address(name))

    P, I64 = ctypes.c_void_p, ctypes.c_int64
    functions = {"malloc": function("nrtgrad_pool_malloc", P, I64),
                 "free": function("nrtgrad_pool_free", None, P),
                 "calloc": function("nrtgrad_pool_calloc", P, I64, I64),
                 "realloc": function("nrtgrad_pool_realloc", P, P, I64),
                 "meminfo": function("nrtgrad_pool_meminfo_alloc_aligned", P, I64, ctypes.c_int32),
                 "trim": function("nrtgrad_pool_trim", None),
                 "stats_into": function("nrtgrad_pool_stats", None, ctypes.POINTER(I64 * 3))}

    stats_into = functions["stats_into"]

    def stats():
        counts = (I64 * 3)()
        stats_into(ctypes.byref(counts))
        return tuple(counts)

    functions["stats"] = stats
    yield functions
    functions["trim"]()
    functions.clear()


def test_a_freed_block_is_reused_by_its_size_class(pool):
    assert pool["stats"]() == (0, 0, 0)
    first = pool["malloc"](1000)  # with the header, 1016 bytes: the 1 KiB class
    ctypes.memset(first, 7, 1000)
    pool["free"](first)
    assert pool["stats"]() == (0, 1, 1024)
    again = pool["malloc"](900)
    assert again == first
    assert pool["stats"]() == (1, 1, 0)
    other = pool["malloc"](2000)  # 2016 bytes: the 2 KiB class, a new block
    assert other != first and pool["stats"]() == (1, 2, 0)
    pool["free"](again)
    pool["free"](other)
    assert pool["stats"]()[2] == 1024 + 2048
    pool["trim"]()
    assert pool["stats"]()[2] == 0
    assert pool["malloc"](900) != 0 and pool["stats"]()[1] == 3  # trimmed: a miss again


def test_realloc_stays_in_place_while_the_class_holds_it(pool):
    block = pool["malloc"](100)
    ctypes.memmove(block, b"0123456789", 10)
    assert pool["realloc"](block, 1008) == block  # 1024 - 16 usable
    moved = pool["realloc"](block, 1009)
    assert moved != block
    assert ctypes.string_at(moved, 10) == b"0123456789"
    assert pool["stats"]()[2] == 1024  # the old block is back in its class
    pool["free"](moved)
    pool["free"](None)  # null is ignored


def test_a_meminfo_is_allocated_through_nrt_with_the_pools_allocator(pool):
    meminfo = pool["meminfo"](100, 32)
    # after the 16-byte header: the 48-byte MemInfo ends on a 64-byte line
    assert meminfo % 64 == 16
    assert pool["stats"]()[1] == 1
    # over 64 bytes of alignment: Numba's own allocator
    assert pool["meminfo"](100, 128) == 1


def test_the_pool_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("NRTGRAD_POOL", "0")
    assert not jit_pool.enabled()
    monkeypatch.delenv("NRTGRAD_POOL")
    assert jit_pool.enabled()


def test_small_or_unpooled_arrays_are_numpys():
    small = jit_pool.zeros((4, 3), np.float32, order="F")
    assert small.flags.f_contiguous and small.dtype == np.float32 and not small.any()
    large = jit_pool.zeros((jit_pool.POOLED_ARRAY_BYTES,), np.int8, pooled=False)
    assert large.base is None and not large.any()


def test_a_module_is_left_alone_unless_the_process_runs_numbas_nrt(monkeypatch):
    monkeypatch.setattr(jit_pool, "_numba_runtime", lambda binding: False)
    module = llvm.parse_and_verify("declare ptr @malloc(i64)\n")
    assert jit_pool.route(module) is False
    assert [f.name for f in module.functions] == ["malloc"]


def test_calloc_hands_out_a_zeroed_block_of_the_pool(pool):
    dirty = pool["malloc"](1000)
    ctypes.memset(dirty, 7, 1000)
    pool["free"](dirty)
    zeroed = pool["calloc"](125, 8)
    assert zeroed == dirty  # the same size class: the cached block, zeroed again
    assert bytes((ctypes.c_char * 1000).from_address(zeroed)) == bytes(1000)
    pool["free"](zeroed)
