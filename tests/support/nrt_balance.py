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


def restore_numba_runtime_symbols() -> None:
    """Numba's NRT functions registered again for the JIT, as Numba registers them.

    A test that has the C runtime provide a module's declarations (`nrtgrad check` in
    the test's process, native_runtime's tests) registers the runtime's NRT
    functions in their place; derivatives compiled afterwards in that process would
    allocate through it while Numba frees.
    """
    import sys

    runtime = sys.modules.get("numba.core.runtime._nrt_python")
    if runtime is None:
        return
    from nrtgrad.toolchain import llvm

    binding = llvm.binding()
    for name, address in runtime.c_helpers.items():
        symbol = name if name.startswith("_") else f"NRT_{name}"
        if binding.address_of_symbol(symbol) != address:
            binding.add_symbol(symbol, address)
