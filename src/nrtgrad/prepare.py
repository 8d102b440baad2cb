"""Preparing a Numba module for differentiation: one function, no Python.

The Python-facing wrappers (`cpython.*`, `cfunc.*`) are deleted: they call
the Python C API and are not differentiated.  Numba's internal callees
(cumsum, where, dot helpers, ...) are inlined into the entry, BLAS helpers
become loops or wrappers with derivative rules (blas.py), so every
array a callee returns through its result pointer becomes an SSA value the
ownership analysis can follow.  SROA then takes MemInfos out of the stack
slots Numba keeps them in at NUMBA_OPT=0, and broadcast indices become
plain selects (broadcast.py).  What cannot be inlined (recursion) is
refused.
"""

from __future__ import annotations

import re

from . import blas, broadcast, enzyme, ir
from .errors import DifferentiationError, UnsupportedError
from .toolchain import Toolchain

RUNTIME_FUNCTIONS = {"NRT_incref", "NRT_decref"}
PREPARE_PASSES = ("cgscc(inline),globaldce,"
                  "function(sroa,early-cse,instcombine,simplifycfg,jump-threading,simplifycfg)")


def strip_wrappers(text: str) -> str:
    """Delete the bodies of the cpython./cfunc. wrappers (they call Python)."""
    lines = text.splitlines()
    keep = [True] * len(lines)
    for function in ir.defined_functions(lines):
        if _is_wrapper(function.name):
            for index in range(function.start, function.end + 1):
                keep[index] = False
            # the comment opt prints above a definition
            if function.start and lines[function.start - 1].startswith("; Function Attrs"):
                keep[function.start - 1] = False
    return "\n".join(line for line, kept in zip(lines, keep) if kept) + "\n"


def _is_wrapper(name: str) -> bool:
    return name.startswith(("cfunc.", "_ZN7cpython"))


def allow_inlining(text: str) -> str:
    """Drop `noinline` (Numba sets it under debug=True) except on NRT_incref/NRT_decref."""
    text = re.sub(r"^(attributes #\d+ = \{.*?) noinline\b", r"\1", text, flags=re.M)
    text = re.sub(r"^(attributes #\d+ = \{) \}", r'\1 "nrtgrad-inlinable" }', text, flags=re.M)
    return re.sub(r"^(define [^@]*@NRT_(?:in|de)cref\([^)]*\)[^#{!]*)", r"\1noinline ",
                  text, flags=re.M)


def inline_internals(toolchain: Toolchain, text: str, entry: str, *, timeout: float) -> str:
    """Inline every Numba-internal callee into the entry and simplify."""
    try:
        result = enzyme.run_opt(toolchain, allow_inlining(blas.lower_blas_calls(text)),
                                PREPARE_PASSES, plugin=False,
                                timeout=timeout, extra=["-inline-threshold=1000000"])
    except enzyme.OptFailure as failure:
        raise DifferentiationError(f"preparing the module failed: {failure}") from None
    lines = result.splitlines()
    functions = {f.name: f for f in ir.defined_functions(lines)}
    body = functions[entry]
    unresolved = re.search(r'@"?\.numba\.unresolved\$([^"\s]+)', "\n".join(
        lines[body.start:body.end + 1]))
    if unresolved:
        raise UnsupportedError(f"the entry calls {unresolved.group(1)} through Numba's "
                               "unresolved-function table (recursion is not supported yet)")
    for name in functions:
        if name in (entry, *RUNTIME_FUNCTIONS) or name.startswith((".dtor", "nrtgrad.blas.")):
            continue
        if ir.calls_to(lines[body.start:body.end + 1], name):
            raise UnsupportedError(f"the entry still calls {name} after inlining "
                                   "(recursion is not supported yet)")
    return type_stack_memsets(broadcast.resolve(result))


_MEMSET = re.compile(r"^(\s*)call void @llvm\.memset\.p0\.i64\(ptr [^%]*(%[-\w.$]+), i8 0, "
                     r"i64 (\d+), i1 false\)")
_ZERO = {"ptr": "null", "i64": "0", "double": "0.000000e+00"}


def type_stack_memsets(text: str) -> str:
    """Zero the leading fields of a stack struct with typed stores instead of a memset.

    Numba clears an array struct's meminfo and parent pointers with a 16-byte
    memset; Enzyme cannot deduce the type of untyped memory and stops.
    """
    lines = text.splitlines()
    allocas = {}
    for line in lines:
        match = re.match(r"\s*(%[-\w.$]+) = alloca (\{.*?\}), align", line)
        if match:
            allocas[match.group(1)] = match.group(2)
    for index, line in enumerate(lines):
        match = _MEMSET.match(line)
        if not match or match.group(2) not in allocas:
            continue
        indent, slot, size = match.group(1), match.group(2), int(match.group(3))
        struct = allocas[slot]
        fields = ir.split_arguments(struct[1:-1])
        stores, covered = [], 0
        for position, field in enumerate(fields):
            if covered == size or field not in _ZERO:
                break
            address = f"{slot}.zero{position}"
            stores += [f"{indent}{address} = getelementptr inbounds {struct}, ptr {slot}, "
                       f"i64 0, i32 {position}",
                       f"{indent}store {field} {_ZERO[field]}, ptr {address}, align 8"]
            covered += 8
        if covered == size:
            lines[index] = "\n".join(stores)
    return "\n".join(lines) + "\n"
