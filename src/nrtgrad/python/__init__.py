"""The Python API: `nrtgrad.grad` and friends on Numba dispatchers, in this process.

`api` (and `jacobians`, `hessians`) differentiate a dispatcher's module
through the pipeline, `derivative_cache` keeps the result on disk, `jit`
compiles it with llvmlite and calls it through ctypes, `jit_pool` reuses
its allocations across calls.
"""
