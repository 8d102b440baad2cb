"""What the end-to-end tests and their checkers share: paths, the `nrtgrad`
command, Numba primals of tests/inputs/kernels.py, and arrays owned by real
NRT MemInfos.

Every test of tests/e2e runs the real pipeline (the `nrtgrad` command, the
Enzyme plugin), JITs the derivative with llvmlite in this process, and calls
`<name>_grad` against Numba's real NRT runtime.  pytest finds this module
through pyproject.toml's `pythonpath`; a subprocess that imports it gets the
same directories from `subprocess_env()`.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import numba  # noqa: E402
import numpy as np  # noqa: E402
from numba.core.runtime import _nrt_python, rtsys  # noqa: E402

# tests/inputs/kernels.py (imports Numba when it is installed)
import kernels  # noqa: E402

import pytest  # noqa: E402
from fixture_pins import FULL_ONLY, QR_KERNELS, fixture  # noqa: E402

from nrtgrad.python.jit import byte_span  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"
SUPPORT = ROOT / "tests" / "support"
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")


def subprocess_env() -> dict:
    """This environment, with the support modules and `kernels` on the path of a
    subprocess, as pyproject.toml's `pythonpath` puts them on pytest's."""
    path = [str(SUPPORT), str(INPUTS), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(path)}


@functools.cache
def log_program():
    """tests/inputs/numba-logs/program.py, the log fixtures' program, imported when a
    test first needs it (its functions compile on import: not while pytest collects)."""
    spec = importlib.util.spec_from_file_location("program", INPUTS / "numba-logs" / "program.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


SERVER = SUPPORT / "check_server.py"
CHECK_SECONDS = 600


def marked(case_list, full=FULL_ONLY) -> list:
    """The cases, those of `full` marked `full` (left out of `make test`)."""
    return [pytest.param(c, marks=pytest.mark.full) if c in full else c
            for c in case_list]


@functools.cache
def check_server() -> subprocess.Popen:
    """This worker's check_server.py: Numba set up once, a forked child per check."""
    return subprocess.Popen([sys.executable, str(SERVER)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=subprocess_env())


# np.linalg.qr's reverse mode from Numba 0.60.0's and 0.61.2's modules takes Enzyme
# minutes of CPU, past the default 600 s on a loaded machine: an hour for the case,
# half of it for each opt run
SLOW = {(version, name, None) for version in ("0.60.0", "0.61.2") for name in QR_KERNELS}
SLOW_SECONDS = 3600


def check_fixture(case: tuple, *options: str) -> str:
    """run_check of a pinned fixture (version, kernel, variant); a SLOW one gets
    SLOW_SECONDS."""
    if case in SLOW:
        options = (*options, f"--option=--timeout={SLOW_SECONDS // 2}")
    return run_check(fixture(*case), case[1], *options,
                     seconds=SLOW_SECONDS if case in SLOW else CHECK_SECONDS)


def run_check(path: Path, name: str, *options: str, seconds: int = CHECK_SECONDS) -> str:
    """gradient_check.py's checks of `name` in `path`, in a process of their own, which
    is killed after `seconds`."""
    server = check_server()
    server.stdin.write(json.dumps({"arguments": [str(path), name, *options],
                                   "seconds": seconds}) + "\n")
    server.stdin.flush()
    answer = server.stdout.readline()
    if not answer:
        check_server.cache_clear()
        raise AssertionError(f"check_server.py exited with {server.wait()}")
    result = json.loads(answer)
    assert result["returncode"] == 0, result["output"][-3000:]
    return result["output"]


def case_id(case) -> str:
    version, name, variant = case
    return f"{version}-{name}" + (f".{variant}" if variant else "")


def assert_in_python_terms(message: str) -> None:
    """No mangled symbol, IR value or line of an intermediate module in a message."""
    assert not re.search(r"_ZN|@\w|%[\w.\"$]|prepared module", message), message
