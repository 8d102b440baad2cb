"""The check every output passes before it is written.

It is cheap and always on: the module parses and verifies in LLVM 15, no
nrtgrad marker survived lowering, no __enzyme_* call was left
undifferentiated, and a derivative of a Numba function references no
Python C-API symbol.  A failure is exit 1 with the reason, and no output file.
"""

from __future__ import annotations

import re

from . import llvm, nrt
from .errors import DifferentiationError

_LEFTOVER = re.compile(
    "|".join(re.escape("@" + m + "(") for m in (nrt.RELEASE, nrt.SHADOW_FREE,
                                                 nrt.INACTIVE_INCREF, nrt.INACTIVE_DECREF))
    + r"|\bcall\b.*@__enzyme_(autodiff|fwddiff)\w*\(")


_PYTHON_API = re.compile(r"@(_?Py[A-Z]\w*|numba_gil_\w+|numba_unpickle|numba_do_raise|"
                         r"numba_runtime_build_excinfo_struct)\b")


def check(text: str, *, python_free: bool) -> None:
    """Raise DifferentiationError naming the first problem found."""
    if python_free:
        python = _PYTHON_API.search(text)
        if python:
            raise DifferentiationError(f"self-check failed: the derivative references the "
                                       f"Python C API ({python.group(0)})")
    leftover = _LEFTOVER.search(text)
    if leftover:
        symbol = re.search(r"@[-\w.]+", leftover.group(0)).group(0)
        raise DifferentiationError(f"self-check failed: {symbol} is still called after "
                                   "differentiation")
    llvm.parse_and_verify(text)
