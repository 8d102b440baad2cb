"""Every test process reads LLVM IR with opaque pointers, as nrtgrad asks llvmlite to.

The variable is set before any test module imports llvmlite (through Numba),
whatever order the modules are collected in: a process whose llvmlite started
with typed pointers cannot read the bitcode of one that did not (Numba's disk
cache of the fixture kernels, `--emit bc`).
"""

import os

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")
