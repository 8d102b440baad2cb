"""Reading the user's IR into the canonical text every later stage expects.

Canonical means: parsed and verified by the active opt and printed back with
opaque pointers, so typed-pointer input (Numba <= 0.61, LLVM 14/15) and
opaque input (Numba >= 0.62, up to LLVM 22) look the same downstream.

Before opt reads the text, syntax newer than the active opt's LLVM is
lowered by the named rewrites in ``dialect_rewrites`` (only those the text
needs, only those newer than that opt: a user-supplied LLVM 22 opt gets the
text unchanged).  A parse or verifier failure after that, or opt crashing
while it parses, is the user's input being bad: exit 2, with opt's message,
the offending line, and the LLVM/Numba version the file seems to come from.
"""

from __future__ import annotations

import re

from . import dialect_rewrites
from ..enzyme import OptFailure, run_opt
from ..errors import InputError
from ..toolchain import Toolchain

_POSITION = re.compile(r"<stdin>:(\d+):(\d+): ")
_SNIPPET = 100


# the first statement of a Python file: what no LLVM module starts with
_PYTHON = re.compile(r'\s*(#![^\n]*python|"""|\'\'\'|import \w|from [\w.]+ import |def \w+\('
                     r'|class \w|@[\w.]+[ \t]*(\(|\n))')


def decode(data: bytes, display_name: str) -> str:
    """The input bytes as text, or a one-line InputError."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"{display_name}: UTF-16 text; LLVM IR must be UTF-8 (or ASCII)")
    if b"\0" in data:
        raise InputError(f"{display_name}: binary data, not LLVM IR text "
                         "(bitcode input is not supported yet)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{display_name}: not UTF-8 text (byte {exc.start})") from None


def lower(toolchain: Toolchain, text: str) -> tuple[str, list[str]]:
    """The text in the active opt's dialect, and the names of the rewrites applied."""
    return dialect_rewrites.lower(text, toolchain.llvm_major)


def canonicalize(toolchain: Toolchain, text: str, display_name: str, *, timeout: float) -> str:
    """Lower newer syntax, then parse and verify with opt; print back as opaque-pointer IR."""
    if not text.strip():
        raise InputError(f"{display_name}: empty input, expected LLVM IR")
    if _PYTHON.match(text) or (display_name.endswith(".py") and "define " not in text):
        file_name = display_name if display_name.endswith(".py") else "FILE.py"
        raise InputError(f"{display_name} is Python source, not LLVM IR: write a Numba "
                         f"function's module with `nrtgrad dump {file_name}:FUNCTION` first")
    lowered, _ = lower(toolchain, text)
    try:
        return run_opt(toolchain, lowered, "verify", plugin=False, timeout=timeout)
    except OptFailure as failure:
        raise InputError(_describe(failure, text, lowered, display_name, toolchain)) from None


def _describe(failure: OptFailure, original: str, lowered: str, display_name: str,
              toolchain: Toolchain) -> str:
    """One line: opt's message at the user's file and line, that line, and a provenance guess."""
    origin = dialect_rewrites.provenance(original)
    reader = f"LLVM {toolchain.llvm_version} opt"
    if failure.message.startswith("opt crashed"):
        signal_name = failure.message[len("opt crashed "):].split(")")[0].strip("(")
        return (f"invalid IR: {display_name}: the {reader} crashed while parsing it "
                f"({signal_name}); the input looks like {origin}")
    message = failure.message.replace("<stdin>", display_name)
    position = _POSITION.search(failure.message)
    line = ""
    if position:
        number, column = int(position.group(1)), int(position.group(2))
        lines = lowered.split("\n")
        if 0 < number <= len(lines):
            line = f" at line {number}: `{_snippet(lines[number - 1], column)}`"
    return f"invalid IR: {message}{line} (read by {reader}; the input looks like {origin})"


def _snippet(line: str, column: int) -> str:
    """The part of a long line around the column opt points at."""
    line = line.strip() if len(line.strip()) <= _SNIPPET else line
    if len(line) <= _SNIPPET:
        return line
    start = max(0, min(column - 1 - _SNIPPET // 2, len(line) - _SNIPPET))
    return ("…" if start else "") + line[start:start + _SNIPPET].strip() + \
        ("…" if start + _SNIPPET < len(line) else "")
