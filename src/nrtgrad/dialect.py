"""Reading the user's IR into the canonical text every later stage expects.

Canonical means: parsed and verified by the active opt and printed back with
opaque pointers, so typed-pointer input (Numba <= 0.61) and opaque input
look the same downstream.  A parse or verifier failure is the user's input
being bad: exit 2, with opt's message pointing at the file and line.
"""

from __future__ import annotations

from .enzyme import OptFailure, run_opt
from .errors import InputError
from .toolchain import Toolchain


def decode(data: bytes, display_name: str) -> str:
    """The input bytes as text, or a one-line InputError."""
    if b"\0" in data:
        raise InputError(f"{display_name}: binary data, not LLVM IR text "
                         "(bitcode input is not supported yet)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{display_name}: not UTF-8 text (byte {exc.start})") from None


def canonicalize(toolchain: Toolchain, text: str, display_name: str, *, timeout: float) -> str:
    """Parse and verify with opt; print back as opaque-pointer IR."""
    if not text.strip():
        raise InputError(f"{display_name}: empty input, expected LLVM IR")
    try:
        return run_opt(toolchain, text, "verify", plugin=False, timeout=timeout)
    except OptFailure as failure:
        message = failure.message.replace("<stdin>", display_name)
        raise InputError(f"invalid IR: {message}") from None
