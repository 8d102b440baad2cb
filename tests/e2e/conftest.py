"""Shared pieces of the end-to-end tests: fixtures, derivatives, NRT MemInfos.

Every test here runs the real pipeline (the `nrtgrad` command, the Enzyme
plugin), JITs the derivative with llvmlite in this process, and calls
`<name>_grad` against Numba's real NRT runtime.
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import numba  # noqa: E402
import numpy as np  # noqa: E402
from numba.core.runtime import _nrt_python, rtsys  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"
sys.path.insert(0, str(INPUTS))

import kernels  # noqa: E402

from nrtgrad.python.jit import byte_span  # noqa: E402

NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")


def manifest(version: str) -> dict:
    return json.loads((INPUTS / f"numba-{version}" / "manifest.json").read_text())


@functools.cache
def differentiate(path: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([NRTGRAD, "differentiate", str(path), *extra],
                          capture_output=True, text=True, timeout=600)


@functools.cache
def primal(name: str):
    """The Numba primal of kernel `name`, cached on disk: each check runs in a
    process of its own, and compiling it again in each would dominate."""
    function, signature, _ = kernels.KERNELS[name]
    return numba.njit(signature, cache=True)(function)


_alloc = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint32)(
    _nrt_python.c_helpers["MemInfo_alloc_aligned"])
_release = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(_nrt_python.c_helpers["MemInfo_release"])


class NrtArray:
    """A NumPy view of data owned by a real NRT MemInfo, laid out like `like`."""

    def __init__(self, like: np.ndarray):
        span = byte_span(like)
        self.meminfo = _alloc(span, 32)
        data = ctypes.c_void_p.from_address(self.meminfo + 24).value
        buffer = np.ctypeslib.as_array((ctypes.c_char * span).from_address(data))
        self.array = np.lib.stride_tricks.as_strided(
            buffer.view(like.dtype), like.shape, like.strides)
        self.array[...] = like

    @property
    def refcount(self) -> int:
        return ctypes.c_int64.from_address(self.meminfo).value

    def release(self) -> None:
        _release(self.meminfo)


def allocation_stats():
    primal("sum_sq")  # the runtime initialises with the first compilation
    _nrt_python.memsys_enable_stats()
    stats = rtsys.get_allocation_stats()
    return stats.alloc, stats.free, stats.mi_alloc, stats.mi_free
