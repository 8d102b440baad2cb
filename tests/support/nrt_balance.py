"""NRT allocations equal frees across calls: the memory check of the API's tests."""

from __future__ import annotations


def assert_balanced(call, times: int = 3) -> None:
    """`call()` `times` times frees every buffer and MemInfo it allocates."""
    from numba.core.runtime import _nrt_python, rtsys

    _nrt_python.memsys_enable_stats()
    before = rtsys.get_allocation_stats()
    for _ in range(times):
        call()
    after = rtsys.get_allocation_stats()
    assert after.alloc - before.alloc == after.free - before.free
    assert after.mi_alloc - before.mi_alloc == after.mi_free - before.mi_free
