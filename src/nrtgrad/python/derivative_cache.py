"""The derivatives `nrtgrad.grad` and friends compile, kept on disk between processes.

A derivative is stored as JSON (the module text, its GradientSpec and
whether it is of the function compiled again) under a key of everything it
depends on: the function's IR with Numba's per-process counters and object
addresses normalised away, nrtgrad's version, the toolchain's identity
(found without running opt), this machine's CPU and C library (the
derivative is compiled for the CPU, or the one NRTGRAD_TARGET_CPU names,
with the vector math this glibc's libmvec has), the differentiated parameters, the mode, whether the function
compiled again was asked for and the result Numba declares. A cache that
cannot be read or written only costs time. One process (or thread) at a time
makes an entry: it holds an exclusive lock on `<entry>.lock` (flock,
released when the process ends however it ends) while it runs the pipeline,
and the others that miss the same entry wait and then read it. The entry is
written to a temporary file beside it renamed over it (`write_atomically`):
a reader finds no entry or a whole one, never a torn one, and a temporary
file left by a writer killed mid-write is deleted by the next process that
makes it.

The function compiled again for differentiation (numba_recompile: its array
expressions fused, its loops not unrolled) is differentiated first, when
that is asked for; else, or when that is refused, the function's own
optimised module. When LLVM's loop optimisations copied a loop-carried array
in the module, Numba's module from before them is, under the same key: the
one Numba linked for the function compiled again (numba_recompile; first,
for a loop that carries an array it allocates), else the modules
numba_capture records compiling the function once more; where none of
those is differentiated, a refusal of the loop LLVM copied says why, and a
way forward in the function's own code, not on the command line. A derivative
of the function compiled again is kept under a second key too, that of the
module compiled again: Numba orders the operands of an array expression by
object address, so the function's own module (and the first key) may differ
from process to process where the module compiled again does not, and a new
process then finds the derivative once it has compiled the function again,
without Enzyme.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import hashlib
import json
import os
import platform
import re
import threading
import warnings
from pathlib import Path

from .. import __version__, enzyme, toolchain
from ..entry import c_entry
from ..toolchain import llvm
from ..frontend import (numba_abi, numba_capture, numba_dump, numba_link, numba_recompile,
                        return_values)
from ..nrt import allocation_sites
from ..errors import (CopiedLoopError, DifferentiationError, InputError, NrtgradError,
                      RefusedPattern, UnsupportedError)

# Numba's per-process function counter in mangled names ("B2v17"): not part of the code
_ABI_UID = re.compile(r"B(\d+)v(\d+)")
# object addresses in names (array-expression kernels) and reprs ("... at 0x7f..."),
# not a float constant LLVM prints in hex (`fmul double %x, 0x3FBF9ADD3739635F`)
_OBJECT_ADDRESS = re.compile(r"(?:(?<=\w)|(?<=at ))0x[0-9a-fA-F]{6,}")
# Numba's pickled constants, named by their object's id, and by LLVM ".N" more when
# two share one: numbered in order of first appearance
_PICKLED_CONSTANT = re.compile(r"@\.const\.pickle[\w.]*")
# raised whenever the pipeline's output changes, so that derivatives cached
# before are made again
_CACHE_FORMAT = 18


def cache_dir() -> Path:
    """Where compiled derivatives are kept: NRTGRAD_CACHE_DIR, else $NRTGRAD_HOME/cache."""
    if os.environ.get("NRTGRAD_CACHE_DIR"):
        return Path(os.environ["NRTGRAD_CACHE_DIR"])
    return toolchain.home() / "cache"


def host_cpu() -> str:
    """This machine's CPU and its features, as LLVM names them."""
    binding = llvm.binding()
    try:
        features = binding.get_host_cpu_features().flatten()
    except RuntimeError:  # LLVM cannot tell on this host
        features = ""
    return f"{binding.get_host_cpu_name()}:{features}"


# seconds a first call's pipeline runs before a warning says it is still running
PROGRESS_AFTER = 120.0


def timeout() -> float:
    """The seconds each opt run (Enzyme's among them) may take: NRTGRAD_TIMEOUT, else the
    command line's default; InputError naming the variable when it is no positive number."""
    value = os.environ.get("NRTGRAD_TIMEOUT", "").strip()
    if not value:
        return enzyme.DEFAULT_TIMEOUT
    try:
        seconds = float(value)
    except ValueError:
        seconds = 0.0
    if not seconds > 0 or seconds == float("inf"):
        raise InputError(f"NRTGRAD_TIMEOUT={value!r}: give the seconds each run of Enzyme "
                         "may take, a positive number (default 600)")
    return seconds


def target_cpu() -> str:
    """The CPU derivatives are compiled for: NRTGRAD_TARGET_CPU (an LLVM CPU name, such as
    x86-64-v3 for code valgrind runs), else this machine's (`native`)."""
    return os.environ.get("NRTGRAD_TARGET_CPU") or "native"


def _toolchain_identity() -> str:
    """What the derivative depends on in the toolchain, found without running opt."""
    env_opt, env_plugin = os.environ.get("NRTGRAD_OPT"), os.environ.get("NRTGRAD_ENZYME_PLUGIN")
    if env_opt or env_plugin:
        parts = []
        for path in (env_opt, env_plugin):
            try:
                stat = os.stat(path or "")
            except OSError:
                return toolchain.find().llvm_version  # raises the usual ToolchainError
            parts.append(f"{os.path.realpath(path)}:{stat.st_size}:{stat.st_mtime_ns}")
        return "environment:" + ";".join(parts)
    found = toolchain.installed()
    if found is None:
        found = toolchain.find()  # raises the usual ToolchainError
    return f"llvm {found.llvm_version}, enzyme {found.enzyme_version}"


def derivative_module(f, signature, overload, wrt, mode, value: bool = True,
                      recompile: bool = True) -> tuple[str, c_entry.GradientSpec, bool]:
    """The derivative module text, its spec and whether it is of `f` compiled again
    (tried first with `recompile`: `differentiated`), from the disk cache or the
    pipeline.  A derivative of `f` compiled again is also kept under the key of the
    module compiled again, which is the same in every process where f's own module
    may not be (Numba orders an array expression's operands by object address)."""
    ir = numba_dump.module_text(f, signature)
    symbol = overload.fndesc.mangled_name
    declared = declared_result(overload.signature.return_type)
    depends = {"nrtgrad": __version__, "toolchain": _toolchain_identity(), "cpu": host_cpu(),
               "target": target_cpu(), "libc": platform.libc_ver(), "wrt": list(wrt), "mode": mode, "value": value,
               "recompile": recompile, "format": _CACHE_FORMAT,
               "result": declared and dataclasses.asdict(declared)}
    path = _entry(ir, depends)
    cached = _read_cache(path)
    if cached is not None:
        return cached
    with _making(path):
        cached = _read_cache(path)  # made while this process waited
        if cached is not None:
            return cached
        from .. import pipeline

        options = pipeline.Options(function=symbol, wrt=list(wrt), mode=mode, value=value,
                                   result=declared, target_cpu=target_cpu(),
                                   timeout=timeout())
        name = getattr(f.py_func, "__qualname__", repr(f))
        again = numba_recompile.recompiled(f, signature, ir) if recompile else None
        again_path = again and _entry(again.text, {**depends, "compiled again": True})
        cached = again_path and _read_cache(again_path)
        if not cached:
            progress = threading.Timer(PROGRESS_AFTER, _still_running,
                                       (f, signature, mode, options.timeout))
            progress.daemon = True
            progress.start()
            try:
                result, of_again = differentiated(f, signature, ir, name, options, again)
            except (DifferentiationError, InputError) as failure:
                if enzyme.TIMED_OUT not in str(failure):
                    raise
                raise DifferentiationError(_timed_out(f, signature, mode, options.timeout)) \
                    from None
            finally:
                progress.cancel()
            cached = result.module, result.gradient, of_again
            if of_again:
                _write_cache(again_path, *cached)
        _write_cache(path, *cached)
    return cached


def _derivative_of(f, signature, mode: str) -> str:
    """'the reverse-mode derivative of `module.f` for (float64, ...)'."""
    module = getattr(f.py_func, "__module__", None)
    name = getattr(f.py_func, "__qualname__", repr(f))
    what = {"reverse": "reverse-mode derivative", "forward": "forward-mode derivative",
            "hvp": "Hessian-vector product"}.get(mode, mode)
    arguments = ", ".join(str(t) for t in signature)
    return f"the {what} of `{f'{module}.' if module else ''}{name}` for ({arguments})"


def _still_running(f, signature, mode: str, seconds: float) -> None:
    """Said once while a first call's pipeline runs longer than PROGRESS_AFTER seconds."""
    warnings.warn(f"nrtgrad: {_derivative_of(f, signature, mode)} is still being made after "
                  f"{PROGRESS_AFTER:g} s (Enzyme runs once per argument types; each run may "
                  f"take NRTGRAD_TIMEOUT={seconds:g} s)", RuntimeWarning, stacklevel=1)


def _timed_out(f, signature, mode: str, seconds: float) -> str:
    """A run of opt (Enzyme's, as a rule) passed its timeout, in the Python user's terms."""
    return (f"{_derivative_of(f, signature, mode)} was "
            f"not made within {seconds:g} s: Enzyme was still differentiating it; set the "
            f"environment variable NRTGRAD_TIMEOUT to more seconds to wait longer "
            f"(for each run of Enzyme), or simplify the function")


def _entry(module: str, depends: dict) -> Path:
    """The cache entry of the derivative of `module` (Numba's per-process counters,
    object addresses and constants' ids normalised away) and what else it `depends` on."""
    normalized = _ABI_UID.sub(lambda m: "Bv" if int(m.group(1)) == len(m.group(2)) + 1
                              else m.group(0), module)
    normalized = _OBJECT_ADDRESS.sub("0x", normalized)
    numbers: dict[str, str] = {}
    normalized = _PICKLED_CONSTANT.sub(
        lambda m: numbers.setdefault(m.group(0), f"@.const.{len(numbers)}"), normalized)
    key = hashlib.sha256(json.dumps({"ir": normalized, **depends},
                                    sort_keys=True).encode()).hexdigest()
    return cache_dir() / f"{key}.json"


def differentiated(f, signature, text: str, name: str, options, again=None):
    """(the pipeline's result for `f` compiled for `signature`, whether it is of `f`
    compiled again).  `again`, f compiled again for differentiation (numba_recompile),
    first; `text`, f's own optimised module, when there is none or its module is
    refused."""
    if again is not None:
        try:
            return differentiate(again.dispatcher, signature, again.text, name,
                                 dataclasses.replace(options, function=again.symbol,
                                                     loops_unrolled=False),
                                 numba_recompile.sequential, compiled_now=True,
                                 linked=again.linked), True
        except DifferentiationError:
            pass
    return differentiate(f, signature, text, name, options), False


def differentiate(f, signature, text: str, name: str, options,
                  compiling=contextlib.nullcontext, compiled_now: bool = False,
                  linked: str | None = None):
    """The pipeline's result for `text`, Numba's optimised module of `f` for `signature`.

    When the optimised module cannot be differentiated (LLVM's loop
    optimisations copied a loop-carried array, or made other shapes nrtgrad
    refuses), Numba's module from before those optimisations is
    differentiated instead: `linked`, the module Numba linked for the function
    `compiled_now` before optimising it (numba_recompile), made ready without
    loop passes (numba_link); else, or when that fails, f's modules captured
    while compiling `f` again inside `compiling()` (numba_capture; unless `f`,
    not `compiled_now` by nrtgrad, read a global bound to another object since,
    or that gives a global array other data: numba_recompile).  A loop carrying
    an array it allocates (a time loop) is one LLVM's loop optimisations copy,
    so there `linked` is tried before the optimised module.  When all fail, or
    the modules before the loop optimisations cannot be linked (parallel
    regions, lists of arrays), the optimised module's refusal stands, unless it
    only said that the loops were copied, or refused a shape of LLVM's making
    (a RefusedPattern) where the last of the others names a construct.  A
    refusal of a copied loop that stands is said for a Python user
    (`_copied_loop`): why no module from before the loop optimisations was
    differentiated, and a change to the function's code (or a recompile).
    """
    from .. import pipeline

    tools = toolchain.find()
    unoptimised = ([lambda: (numba_link.optimised(linked, name, tools, name,
                                                  timeout=options.timeout,
                                                  before_loop_passes=True), options.function)]
                   if linked is not None else [])
    unoptimised.append(lambda: numba_capture.linked_before_loop_passes(f, signature, tools,
                                                                       compiling))
    time_loop = (linked is not None and compiled_now
                 and numba_link.carries_allocated_arrays(text, options.function))
    order = [unoptimised.pop(0), None] if time_loop else [None]  # None: the optimised module
    first = second = None
    unavailable = []  # why a module from before the loop optimisations was not differentiated
    for made in order + unoptimised:
        if made is None:
            try:
                return pipeline.differentiate(tools, text.encode(), name, options)
            except DifferentiationError as refused:
                first = refused
            if not (compiled_now or numba_recompile.reads_what_it_froze(f, signature)):
                unavailable.append(_CHANGED)
                break
            continue
        try:
            module, symbol = made()
        except InputError as failed:
            unavailable.append(str(failed).removeprefix(f"{name}: ")
                               .removesuffix(f"; {numba_link.INSTEAD}"))
            continue
        if not numba_recompile.arrays_as_frozen(module, text):
            unavailable.append(_CHANGED)
            continue
        try:
            return pipeline.differentiate(tools, module.encode(), name,
                                          dataclasses.replace(options, function=symbol))
        except DifferentiationError as refused:
            second = refused
    construct = isinstance(second, UnsupportedError) and not isinstance(second, RefusedPattern)
    refused = second if second is not None and (
        isinstance(first, CopiedLoopError) or (isinstance(first, RefusedPattern) and construct)
    ) else first
    if isinstance(refused, CopiedLoopError):
        if refused is second:
            unavailable.append("LLVM copied the loop in that module too")
        raise _copied_loop(refused.variable, name, unavailable) from None
    raise refused from None


# why the function was not compiled again: it would not be the function Numba compiled
_CHANGED = ("a global it reads is bound to another object, or a global array it reads was "
            "changed in place, since Numba compiled it")


def _copied_loop(variable: str, name: str, unavailable: list[str]) -> CopiedLoopError:
    """The refusal of an array carried by a loop LLVM's loop optimisations copied, for the
    Python API: why no module from before those optimisations was differentiated, and a
    way forward in Python (recompiling the function when a global it read changed)."""
    if _CHANGED in unavailable:
        forward = (f"call `{name}.recompile()`, so that Numba compiles it with the globals "
                   "as they are now, and differentiate it again")
    else:
        array = f"`{variable}`" if variable else "the array"
        forward = (f"allocate {array} once before the loop and assign each step's values "
                   f"into it (`{variable or 'x'}[:] = ...`) rather than binding it to a new "
                   "array")
    return CopiedLoopError(
        f"{allocation_sites.copied_loop(variable)}, and it could not be differentiated from "
        f"before those optimisations ({'; '.join(dict.fromkeys(unavailable))}): {forward}",
        variable)


def declared_result(numba_type) -> return_values.Result | None:
    """The result Numba's signature declares, when it is one nrtgrad differentiates.

    The entry's IR tells the same for optimised code (return_values.py), but an
    array's dtype only through its accesses; Numba's type is exact.
    """
    from numba.core import types

    def dtype(t) -> str:
        return str(t) if isinstance(t, types.Float) else ""

    if isinstance(numba_type, types.Float):
        return return_values.Result("scalar", dtype(numba_type))
    if isinstance(numba_type, types.Array) and dtype(numba_type.dtype):
        return return_values.Result("array", dtype(numba_type.dtype), ndim=numba_type.ndim)
    if isinstance(numba_type, types.BaseTuple) and len(numba_type) and all(
            map(dtype, numba_type)):
        kinds = {dtype(t) for t in numba_type}
        return return_values.Result("tuple", kinds.pop() if len(kinds) == 1 else "",
                                    len(numba_type))
    return None


def _spec_to_json(spec: c_entry.GradientSpec) -> dict:
    data = dataclasses.asdict(spec)
    data["wrt"] = sorted(spec.wrt)
    return data


def _spec_from_json(data: dict) -> c_entry.GradientSpec:
    def argument(a: dict) -> numba_abi.Argument:
        return numba_abi.Argument(**{**a, "params": tuple(tuple(p) for p in a["params"])})

    entry = dict(data["entry"])
    entry["arguments"] = tuple(map(argument, entry["arguments"]))
    entry["result"] = return_values.Result(**entry["result"])
    values = data.get("values") and argument(data["values"])
    return c_entry.GradientSpec(**{**data, "entry": numba_abi.EntryPoint(**entry),
                                   "wrt": frozenset(data["wrt"]), "values": values})


@contextlib.contextmanager
def _making(path: Path):
    """Held while this process makes the entry `path`: the lock file `<path>.lock`,
    deleted by its holder when done (best effort: no lock where none can be made).
    Only the holder writes the entry, so a temporary file of it found then was left
    by a writer that died mid-write: the holder deletes it."""
    lock = path.with_name(path.name + ".lock")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        while True:
            handle = open(lock, "a")
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:  # the file locked is still the one the name leads to (not deleted)
                if os.stat(lock).st_ino == os.fstat(handle.fileno()).st_ino:
                    break
            except FileNotFoundError:
                pass
            handle.close()
    except OSError:
        yield
        return
    for orphan in path.parent.glob(f".{path.name}.*"):  # write_atomically's temporaries
        with contextlib.suppress(OSError):
            orphan.unlink()
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            lock.unlink()
        handle.close()


def _read_cache(path: Path):
    try:
        data = json.loads(path.read_text())
        return data["module"], _spec_from_json(data["spec"]), bool(data["recompiled"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_cache(path: Path, module: str, spec: c_entry.GradientSpec, recompiled: bool) -> None:
    """Best effort: an unwritable cache only costs the next process time."""
    from ..cli.output import write_atomically

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps({"module": module, "spec": _spec_to_json(spec),
                           "recompiled": recompiled})
        write_atomically(path, data.encode())
    except (OSError, NrtgradError):
        pass
