"""A Numba function compiled again for differentiation: fused, not unrolled.

Numba materialises every array expression and NumPy reduction of a plain
`njit` function as a loop of its own writing a temporary array, and the
derivative then allocates a shadow for each temporary and walks each of them
again.  `recompiled(f, signature)` compiles `f.py_func` once more, when its
own module allocates arrays through Numba's parfor pass -- the array
analysis and loop fusion `parallel=True` runs -- but with Numba's sequential
parfor lowering: every parfor becomes a plain loop nest of the function
itself, no gufunc and no threading layer.  A chain of element-wise
operations and the reduction that consumes it is then one loop, and the
temporaries only it used are never allocated.  The arithmetic per element
is the function's own; reductions run in index order, as Numba's `np.sum`
does.  Only functions whose parfors all write arrays apart from those they
read are fused (`_reads_apart`): a slice assignment or in-place operator
between arrays is evaluated as NumPy evaluates it only without the parfor
pass, and such a function (or one with nothing to fuse) is compiled again
plainly.

Either way the loops are optimised but not unrolled (differentiate early,
optimise late): Enzyme's reverse of an unrolled loop is copies of the body
that LLVM vectorises poorly after AD, and unrolling's remainder loops are
more loops to tape; the derivative's loops are unrolled and vectorised
after Enzyme, with the rest.  (A jitted callee Numba compiles for the first
time inside this compilation is not unrolled either: slower, never
different.)  The compilation is apart from `f`'s dispatcher (nothing is
added to its overloads or to Numba's disk cache), holds Numba's compiler
lock while the lowering flag is set, and silences the warnings
`parallel=True` gives (they are about parallelism, which is not asked for).
`recompiled` is None for a function its author compiled with
`parallel=True` and nothing to fuse (its own module, whose parallel regions
nrtgrad serialises, is differentiated) and when Numba cannot compile the
function again.

Each `Recompiled` also keeps the module Numba linked for the function before
optimising it (`linked`): the function's code as lowered, before Numba's
function passes and refcount pruning, and each library it uses as Numba
optimised it.  Made ready for Enzyme without loop passes (numba_link), it is
what a function whose optimised module LLVM's loop optimisations made
undifferentiable (a time loop) is differentiated from, without compiling it
once more (numba_capture).

Numba freezes the values of the globals and closure variables a function
reads into its compiled code; compiling it again freezes their values now.
So nothing compiled again is used once a name the function read is bound to
another object (`reads_what_it_froze`), or once a global array it read was
changed in place (`arrays_as_frozen`: the module compiled again holds array
data f's own module does not): its derivative would be another function's.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import functools
import re
import warnings

from .. import ir
from . import numba_views, numba_where

# a global array's data, frozen into a module as Numba lowers it: its name, its bytes
_ARRAY_DATA = re.compile(r'^(@"?\.const\.array\.data[^=\s]*) = .*constant \[\d+ x i8\] (c".*")',
                         re.M)


@dataclasses.dataclass(frozen=True)
class Recompiled:
    dispatcher: object  # a dispatcher of f.py_func, compiled inside `sequential`
    text: str           # its optimised module for the signature (as inspect_llvm prints it)
    symbol: str         # the mangled name of the function in `text`
    fused: bool         # through the parfor pass (`dispatcher` has parallel=True)
    linked: str | None  # the module Numba linked for it, before optimising it


@contextlib.contextmanager
def sequential():
    """Held while Numba compiles a `Recompiled.dispatcher`: its parfors lower as serial
    loops, its `np.where` calls fuse (numba_where), slices of arrays move past parfors
    (numba_views), `np.linspace`, `np.max` and `np.min` are computed as Numba computes
    them without the parfor pass, and LLVM unrolls none of its loops."""
    from numba.core.compiler_lock import global_compiler_lock
    from numba.parfors import parfor

    with (global_compiler_lock, warnings.catch_warnings(), _loops_not_unrolled(),
          _numba_own_implementations(), numba_where.as_ufunc(), numba_views.moved_past_parfors()):
        warnings.simplefilter("ignore")
        saved = parfor.sequential_parfor_lowering
        parfor.sequential_parfor_lowering = True
        try:
            yield
        finally:
            parfor.sequential_parfor_lowering = saved


# Numba functions whose parfor-pass implementation computes otherwise than Numba's
# own: `np.linspace` as `start + delta * (i / (num - 1))` (NaN for one point, the
# first element of an empty array written, other roundings than `start + i *
# step`); `np.max`, `np.min` and their `amax`, `amin` as `val = max(val, x[i])`
# from the type's extreme, which passes over a NaN where Numba's returns it
_NUMBA_OWN = (("linspace", "numpy"), ("max", "numpy"), ("min", "numpy"),
              ("amax", "numpy"), ("amin", "numpy"))


@contextlib.contextmanager
def _numba_own_implementations():
    """While held, the functions of _NUMBA_OWN are Numba's own implementations, not
    the parfor pass's: the function compiled again computes what the user's does."""
    from numba.parfors import parfor

    parallel = {key: parfor.swap_functions_map.pop(key) for key in _NUMBA_OWN
                if key in parfor.swap_functions_map}
    try:
        yield
    finally:
        parfor.swap_functions_map.update(parallel)


@contextlib.contextmanager
def _loops_not_unrolled():
    """Numba's LLVM pass builders, while held, make pipelines that unroll no loop: the
    new pass manager's (`create_pass_builder`, Numba 0.68) and the legacy one's."""
    from numba.core import codegen

    if hasattr(codegen, "create_pass_builder"):
        from llvmlite import binding

        name = "create_pass_builder"

        def builder(original, *args, **kwargs):
            options = original(*args, **kwargs)._pto  # the tuning options Numba chose
            options.loop_unrolling = False
            return binding.create_pass_builder(args[0] if args else kwargs["tm"], options)
    else:
        name = "create_pass_manager_builder"

        def builder(original, *args, **kwargs):
            made = original(*args, **kwargs)
            made.disable_unroll_loops = True
            return made

    original = getattr(codegen, name)
    setattr(codegen, name, functools.partial(builder, original))
    try:
        yield
    finally:
        setattr(codegen, name, original)


def _reads_apart(pattern, users_pndindex: bool) -> bool:
    """Whether a parfor made from `pattern` (Numba's record of what it came from)
    writes only an array apart from those it reads: an array expression, a NumPy
    call mapped element-wise, or one of Numba's own parallel implementations (np.sum,
    np.max, np.dot, ...; those of arrays of several dimensions loop over
    `numba.pndindex`, recorded as a user's would be: so only in a function that
    does not name it, `users_pndindex`).  A slice assignment or an in-place
    operator between arrays may read what it writes (`b[:] = b[::-1] + 1`), which
    a fused loop reads element by element where NumPy reads it whole first; a
    user's prange is his."""
    if isinstance(pattern, str):
        return pattern.startswith("array expression")
    return (tuple(pattern[:2]) == ("prange", "internal")
            or (tuple(pattern[:2]) == ("prange", "pndindex") and not users_pndindex)
            or (len(pattern) == 2 and pattern[1] == "NumPy mapping"))


def _names_pndindex(function, seen: frozenset = frozenset()) -> bool:
    """Whether `function`, a function defined in it or a jitted function it names that
    Numba inlines into it, may call `numba.pndindex`: its code names it, or a global
    or closure variable it names is it."""
    import numba

    codes, names = [function.__code__], set()
    while codes:
        code = codes.pop()
        names.update(code.co_names)
        codes += [c for c in code.co_consts if hasattr(c, "co_names")]
    values = [function.__globals__.get(name) for name in names]
    for cell in function.__closure__ or ():
        with contextlib.suppress(ValueError):  # an empty cell
            values.append(cell.cell_contents)
    inlined = [value.py_func for value in values
               if getattr(value, "targetoptions", {}).get("inline", "never") != "never"
               and value.py_func not in seen]
    return ("pndindex" in names or any(value is numba.pndindex for value in values)
            or any(_names_pndindex(callee, seen | {function}) for callee in inlined))


def recompiled(f, signature: tuple, module_text: str) -> Recompiled | None:
    """`f` (a Numba dispatcher) compiled again for `signature`, its loops not unrolled:
    through the parfor pass when `module_text`, f's own module, allocates arrays (the
    temporaries fusion may remove) and every parfor reads apart, else plainly."""
    import numba

    if not reads_what_it_froze(f, signature):
        return None
    options = {key: value for key, value in f.targetoptions.items()
               if key not in ("cache", "nopython", "parallel")}
    made = None
    if "NRT_MemInfo_alloc" in module_text:
        made = _compiled(numba.njit(parallel=True, **options)(f.py_func), signature, fused=True)
    if made is None and not f.targetoptions.get("parallel"):
        made = _compiled(numba.njit(**options)(f.py_func), signature, fused=False)
    return made if made is not None and arrays_as_frozen(made.text, module_text) else None


def arrays_as_frozen(text: str, own_text: str) -> bool:
    """Whether the data of every global array `text` (a module of f compiled again)
    reads is in `own_text`, f's own module: none was changed in place since f was
    compiled.  (Data no instruction reads, its loads folded away, does not count.)"""
    def read(module: str) -> set[str]:
        return {data for name, data in _ARRAY_DATA.findall(module)
                if len(ir.token_pattern(name).findall(module)) > 1}

    return read(text) <= {data for _, data in _ARRAY_DATA.findall(own_text)}


def reads_what_it_froze(f, signature: tuple) -> bool:
    """Whether every global and closure variable f's overload for `signature` read is
    bound to the same object now.  A global the function's module does not name (one
    Numba's rewrites made) is not the user's."""
    from numba.core import ir

    overload = f.overloads.get(tuple(signature))
    if overload is None or overload.type_annotation is None:
        return False
    function = f.py_func
    cells = function.__closure__ or ()
    for block in overload.type_annotation.blocks.values():
        for assignment in block.find_insts(ir.Assign):
            value = assignment.value
            if isinstance(value, ir.Global):
                now = function.__globals__.get(value.name,
                                               getattr(builtins, value.name, value.value))
            elif isinstance(value, ir.FreeVar) and value.index < len(cells):
                now = cells[value.index].cell_contents
            else:
                continue
            if now is not value.value:
                return False
    return True


def _compiled(dispatcher, signature: tuple, *, fused: bool) -> Recompiled | None:
    """`dispatcher` compiled for `signature` inside `sequential`; None where Numba fails
    or, `fused`, where its parfor pass made no loop or one that does not read apart."""
    with sequential(), _lowered_modules() as lowered:
        try:
            compiled = dispatcher._compiler.compile(tuple(signature), None)
        except Exception:  # noqa: BLE001 - whatever Numba raises, f's own module serves
            return None
        linked = _linked(compiled.library, lowered.get(compiled.library, []))
    if fused:
        diagnostics = compiled.metadata.get("parfor_diagnostics")
        parfors = diagnostics.initial_parfors if diagnostics is not None else []
        users_pndindex = _names_pndindex(dispatcher.py_func)
        if not parfors or not all(_reads_apart(pattern, users_pndindex)
                                  for parfor in parfors for pattern in parfor.patterns):
            return None
    return Recompiled(dispatcher, compiled.library.get_llvm_str(), compiled.fndesc.mangled_name,
                      fused, linked)


@contextlib.contextmanager
def _lowered_modules():
    """Yields a dict that maps each code library Numba adds a module to while held to
    copies of its modules as lowered: before Numba's function passes and refcount
    pruning."""
    from numba.core import codegen

    library = codegen.CPUCodeLibrary
    add = library.add_llvm_module
    lowered: dict = {}

    def add_lowered(self, module):
        lowered.setdefault(self, []).append(module.clone())
        return add(self, module)

    library.add_llvm_module = add_lowered
    try:
        yield lowered
    finally:
        library.add_llvm_module = add


def _linked(library, modules: list) -> str | None:
    """`library`'s `modules` as lowered, linked as Numba links them at finalisation: with
    the libraries it uses (internal implementations, jitted callees, NRT) as Numba
    optimised them."""
    if not modules:
        return None
    for other in modules[1:]:
        modules[0].link_in(other)
    for used in dict.fromkeys(library._linking_libraries):
        modules[0].link_in(used._get_module_for_linking(), preserve=True)
    return str(modules[0])
