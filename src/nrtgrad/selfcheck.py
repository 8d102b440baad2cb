"""The check every output passes before it is written.

It is cheap and always on: the module parses and verifies in LLVM 15, no
nrtgrad marker survived lowering, no __enzyme_* call was left
undifferentiated, and a derivative of a Numba function references no
Python C-API symbol.  A failure is exit 1 with the reason, and no output file.

``check_shadows`` runs on the lowered module, before O2 inlines the
generated functions: every shadow MemInfo Enzyme allocates is freed exactly
once.  A shadow allocation is a call to ``@nrtgrad.alloc.*`` whose result
Enzyme named ``<primal>'mi``; a shadow free is a call to
``NRT_MemInfo_call_dtor`` (or ``NRT_decref``, when Enzyme releases a shadow
in the forward pass the way the primal is released) whose operand is that value or one Enzyme derived
from it (``'mi_cache.N``, ``'mi_unwrap``: phis, caches, tape reloads), or
that carries the same ``!enzyme_cache_free`` number as the allocation's
``!enzyme_cache_alloc``.  Per generated function (``augmented_F`` and
``diffeF`` together, as the tape carries shadows from one to the other),
every shadow allocation must have exactly one free site, and every shadow
free must free a shadow allocated there.

Limit: this is a static count of sites, not of paths.  The reverse pass
branches on values cached by the forward pass, so most control-flow paths
of the text are infeasible and a path-exact check would need that
correlation; the check proves "one free site per allocation site, in the
same generated function", which catches a lost, duplicated or misplaced
free, but not a free site that some executed path skips.
"""

from __future__ import annotations

import collections
import re

from . import ir, llvm, nrt
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


_SHADOW_ALLOC = re.compile(
    r"^\s*(%\"[^\"]*'mi\d*\"|%[-\w.$]+'mi\d*) = (?:\w+ )*?call\b[^;]*?"
    r"@(?:\"nrtgrad\.alloc\.[^\"]*\"|nrtgrad\.alloc\.[-\w.$]+)\(")
_FREE_CALL = re.compile(r"\bcall\b[^;]*?@(?:NRT_MemInfo_call_dtor|NRT_decref)\(ptr (?:\w+ )*(" +
                        ir.LOCAL_NAME + r")\)")
_CACHE_ALLOC = re.compile(r"!enzyme_cache_alloc !(\d+)")
_CACHE_FREE = re.compile(r"!enzyme_cache_free !(\d+)")
_DERIVED = re.compile(r"(?:_cache(?:\.\d+)?|_unwrap)\d*$")
_GENERATED = re.compile(r"^(?:fakeaugmented_|augmented_|diffe)")


def _local(name: str) -> str:
    name = name.lstrip("%")
    return name[1:-1] if name.startswith('"') else name


def _shadow_key(value: str) -> str | None:
    """The shadow allocation a freed value comes from, by Enzyme's naming."""
    name = _local(value)
    while True:
        stripped = _DERIVED.sub("", name)
        if stripped == name:
            break
        name = stripped
    return name if re.search(r"'mi\d*$", name) else None


def check_shadows(text: str) -> None:
    """Raise DifferentiationError unless every shadow allocation has exactly one free."""
    lines = text.splitlines()
    families: dict[str, list[str]] = {}
    allocs: dict[tuple[str, str], int] = collections.Counter()  # (function, name) -> sites
    tags: dict[str, tuple[str, str]] = {}
    frees: list[tuple[str, str, str | None]] = []
    for function in ir.defined_functions(lines):
        families.setdefault(_GENERATED.sub("", function.name), []).append(function.name)
        for index in range(function.start + 1, function.end):
            line = lines[index]
            if "@nrtgrad.alloc." in line or '@"nrtgrad.alloc.' in line:
                match = _SHADOW_ALLOC.match(line)
                if match:
                    key = (function.name, _local(match.group(1)))
                    allocs[key] += 1
                    tag = _CACHE_ALLOC.search(line)
                    if tag:
                        tags[tag.group(1)] = key
            elif "@NRT_MemInfo_call_dtor(" in line or "@NRT_decref(" in line:
                match = _FREE_CALL.search(line)
                tag = _CACHE_FREE.search(line)
                frees.append((function.name, match.group(1) if match else line.strip(),
                              tag.group(1) if tag else None))
    freed: dict[tuple[str, str], int] = collections.Counter()
    for function, operand, tag in frees:
        key = tags.get(tag) if tag else None
        if key is None:
            name = _shadow_key(operand)
            if name is None:
                continue  # a primal MemInfo, not a shadow
            family = families[_GENERATED.sub("", function)]
            # a shadow reloaded from the tape was allocated by the augmented forward pass
            owners = [f for f in [function] + [g for g in family if g != function]
                      if (f, name) in allocs]
            if not owners:
                raise DifferentiationError(
                    f"self-check failed: {function} frees the shadow {operand}, which no "
                    f"shadow allocation of {' or '.join(family)} made")
            key = (owners[0], name)
        freed[key] += 1
    for (function, name), sites in allocs.items():
        if sites != 1 or freed[(function, name)] != 1:
            total = sum(n for (f, _), n in allocs.items() if f == function)
            total_freed = sum(n for (f, _), n in freed.items() if f == function)
            raise DifferentiationError(
                f"self-check failed: in {function}, the shadow allocation %\"{name}\" has "
                f"{freed[(function, name)]} free(s) and {sites} allocation site(s), expected "
                f"exactly one of each (the function has {total} shadow allocation(s) and "
                f"{total_freed} shadow free(s) of them)")
