"""`nrtgrad check`: batch regression checks of IR fixtures, for CI.

For every `.ll` file (directories are searched recursively) a worker process

1. differentiates it in reverse and in forward mode (the full pipeline,
   including the self-check every output passes);
2. JIT-compiles both derivative modules with llvmlite, their NRT calls
   resolved against the package's C runtime (`native_runtime`), without Numba;
3. draws inputs (from the sidecar `NAME.check.toml` when there is one) and
   passes every array with a real MemInfo;
4. checks `<name>_grad` against central finite differences of the Numba
   entry function the module still contains (called with Numba's native
   ABI), its `out` against that primal, that every MemInfo and buffer the
   call allocates is freed, and that the argument MemInfos' reference counts
   are unchanged; then `<name>_jvp` along a random direction against the
   gradient dotted with that direction, with the same value and memory checks.

Each file ends PASS, FAIL (a check failed), SKIP (its inputs cannot be
guessed, the kernel writes to its arguments, or the sidecar says so) or
ERROR (it could not be differentiated, the check could not run, or it
crashed its worker process).  Errors are measured relative to the largest
magnitude of the reference (at least 1), against `rtol`.

Sidecar (`NAME.check.toml` beside `NAME.ll`), every key optional:

    function = "sumsq"      # the entry point, when the module has several
    seed = 3                # overrides --seed
    rtol = 1e-4             # overrides --rtol
    skip = "reason"         # report SKIP with this reason
    [args.x]                # one table per argument
    shape = [16]            # arrays; default 8, 2-D (4, 8), n-D (4, ..., 4, 8)
    low = -2.0              # uniform in [low, high]; integers: inclusive
    high = 2.0
    [args.idx]
    values = [0, 2, 1]      # arrays: the exact values (nested lists for n-D)
    [args.k]
    value = 3               # scalars: the exact value

Defaults: float arrays uniform in [-1, 1], float scalars 0.7, boolean arrays
random.  Integer arguments (and boolean scalars) have no safe default (an
index out of range reads outside its array), so a file with one is skipped
unless its sidecar gives it.
"""

from __future__ import annotations

import collections
import ctypes
import dataclasses
import datetime
import math
import multiprocessing
import multiprocessing.connection
import os
import signal
import socket
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

from .errors import InputError, NrtgradError

SIDECAR_SUFFIX = ".check.toml"
STATUSES = ("PASS", "FAIL", "SKIP", "ERROR")
DEFAULT_RTOL = 1e-5
DEFAULT_FLOAT = 0.7
DEFAULT_LOW, DEFAULT_HIGH = -1.0, 1.0
VALUE_RTOL = 1e-12   # `out` of a derivative against the primal
_SCALAR_CTYPES = {"double": ctypes.c_double, "float": ctypes.c_float, "i64": ctypes.c_int64,
                  "i32": ctypes.c_int32, "i16": ctypes.c_int16, "i8": ctypes.c_int8}
_SIDECAR_KEYS = {"function", "seed", "rtol", "skip", "args"}
_ARGUMENT_KEYS = {"shape", "low", "high", "value", "values"}


@dataclasses.dataclass(frozen=True)
class Settings:
    seed: int = 0
    rtol: float = DEFAULT_RTOL
    timeout: float = 600.0


@dataclasses.dataclass
class Outcome:
    path: str             # as displayed (and in the JUnit report)
    kernel: str           # the Python name, or the file stem before it is known
    status: str           # one of STATUSES
    message: str = ""     # one line; names the kernel for FAIL and ERROR
    max_error: float | None = None
    seconds: float = 0.0
    problems: list[str] = dataclasses.field(default_factory=list)  # every failed check
    details: list[str] = dataclasses.field(default_factory=list)   # what was measured


class Skip(Exception):
    """The file cannot be checked without more information; the reason says what to add."""


class CheckFailed(Exception):
    """The checks could not run on these inputs (the primal raised, for instance)."""


# --- files and sidecars ------------------------------------------------------

def discover(paths: list[str]) -> list[tuple[Path, str]]:
    """(path, display name) of every .ll file the arguments name, in order, once each."""
    found, seen = [], set()
    for argument in paths:
        path = Path(argument)
        if path.is_dir():
            candidates = sorted(p for p in path.rglob("*.ll") if p.is_file())
        elif path.is_file():
            candidates = [path]
        else:
            raise InputError(f"{argument}: no such file or directory")
        for candidate in candidates:
            key = candidate.resolve()
            if key not in seen:
                seen.add(key)
                found.append((candidate, str(candidate)))
    if not found:
        raise InputError(f"no .ll files found in {', '.join(paths)}")
    return found


def sidecar_path(path: Path) -> Path:
    """NAME.ll -> NAME.check.toml beside it."""
    stem = path.name[:-3] if path.name.endswith(".ll") else path.name
    return path.with_name(stem + SIDECAR_SUFFIX)


def _toml():
    try:
        import tomllib
    except ImportError:
        try:
            import tomli as tomllib
        except ImportError:
            return None
    return tomllib


def read_sidecar(path: Path) -> dict | None:
    """The validated sidecar of an .ll file, or None when it has none."""
    sidecar = sidecar_path(path)
    if not sidecar.is_file():
        return None
    toml = _toml()
    if toml is None:
        raise Skip(f"reading {sidecar.name} needs Python 3.11 or the tomli package")
    try:
        data = toml.loads(sidecar.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read {sidecar.name}: {exc}") from None
    except toml.TOMLDecodeError as exc:
        raise InputError(f"{sidecar.name}: {exc}") from None
    unknown = sorted(set(data) - _SIDECAR_KEYS)
    if unknown:
        raise InputError(f"{sidecar.name}: unknown key {unknown[0]!r} "
                         f"(known: {', '.join(sorted(_SIDECAR_KEYS))})")
    for key, kind in (("function", str), ("skip", str), ("seed", int), ("rtol", (int, float)),
                      ("args", dict)):
        if key in data and (not isinstance(data[key], kind) or isinstance(data[key], bool)):
            raise InputError(f"{sidecar.name}: {key} has the wrong type")
    for name, spec in data.get("args", {}).items():
        if not isinstance(spec, dict):
            raise InputError(f"{sidecar.name}: args.{name} must be a table")
        unknown = sorted(set(spec) - _ARGUMENT_KEYS)
        if unknown:
            raise InputError(f"{sidecar.name}: args.{name}: unknown key {unknown[0]!r} "
                             f"(known: {', '.join(sorted(_ARGUMENT_KEYS))})")
    data["name"] = sidecar.name
    return data


# --- inputs ------------------------------------------------------------------

def default_shape(ndim: int) -> tuple[int, ...]:
    """8 for 1-D; (4, ..., 4, 8) otherwise, so a row of a matrix matches a 1-D argument."""
    return () if ndim == 0 else (4,) * (ndim - 1) + (8,)


def make_inputs(entry, sidecar: dict | None, rng, hint: str = "NAME.check.toml") -> list:
    """One value per Numba parameter: arrays (NumPy) and Python scalars.

    Raises Skip for an argument that has no safe default, telling to add `hint`.
    """
    import numpy as np

    specs = (sidecar or {}).get("args", {})
    where = sidecar["name"] if sidecar else None
    unknown = sorted(set(specs) - {a.name for a in entry.arguments})
    if unknown:
        raise InputError(f"{where}: args.{unknown[0]} names no parameter of {entry.qualname} "
                         f"(parameters: {', '.join(a.name for a in entry.arguments)})")
    values = []
    for argument in entry.arguments:
        spec = specs.get(argument.name, {})
        label = f"{where}: args.{argument.name}"
        is_int = argument.dtype not in ("float64", "float32", "float16", "bool")
        needs = f"{'integer' if is_int else 'boolean'} argument {argument.name}: add {hint}"
        if argument.dtype == "float16":
            raise Skip(f"argument {argument.name} is float16, which the check does not support")
        if argument.kind == "array":
            if "value" in spec:
                raise InputError(f"{label}: an array takes 'values', not 'value'")
            dtype = np.dtype(argument.dtype)
            if "values" in spec:
                try:
                    array = np.array(spec["values"], dtype=dtype)
                except (ValueError, TypeError, OverflowError) as exc:
                    raise InputError(f"{label}: values: {exc}") from None
                if array.ndim != argument.ndim:
                    raise InputError(f"{label}: values has {array.ndim} dimension(s), the "
                                     f"parameter {argument.ndim}")
                if "shape" in spec and list(array.shape) != list(spec["shape"]):
                    raise InputError(f"{label}: values has shape {list(array.shape)}, "
                                     f"not {list(spec['shape'])}")
            else:
                shape = spec.get("shape", default_shape(argument.ndim))
                if (not isinstance(shape, list | tuple) or len(shape) != argument.ndim
                        or not all(isinstance(s, int) and s >= 0 for s in shape)):
                    raise InputError(f"{label}: shape must be {argument.ndim} non-negative "
                                     "integer(s)")
                array = _draw(rng, dtype, tuple(shape), spec, label, needs)
            values.append(array)
        else:
            if "values" in spec or "shape" in spec:
                raise InputError(f"{label}: a scalar takes 'value' (or low/high)")
            if "value" in spec:
                value = spec["value"]
                if is_int and (not isinstance(value, int) or isinstance(value, bool)):
                    raise InputError(f"{label}: value must be an integer")
                if argument.dtype == "bool" and not isinstance(value, bool | int):
                    raise InputError(f"{label}: value must be a boolean")
                values.append(value)
            else:
                drawn = _draw(rng, np.dtype(argument.dtype), (), spec, label, needs,
                              scalar=True)
                values.append(drawn.item())
    return values


def _draw(rng, dtype, shape, spec, label, needs, scalar=False):
    import numpy as np

    has_range = "low" in spec or "high" in spec
    if has_range and not ("low" in spec and "high" in spec):
        raise InputError(f"{label}: give both low and high")
    if dtype.kind == "f":
        if not has_range and scalar:
            return np.full(shape, DEFAULT_FLOAT, dtype=dtype)
        low, high = spec.get("low", DEFAULT_LOW), spec.get("high", DEFAULT_HIGH)
        if not all(isinstance(v, int | float) for v in (low, high)) or low > high:
            raise InputError(f"{label}: low and high must be numbers with low <= high")
        return rng.uniform(low, high, size=shape).astype(dtype)
    if dtype.kind == "b" and not scalar and not has_range:
        return rng.integers(0, 2, size=shape).astype(dtype)
    if not has_range:
        raise Skip(needs)
    low, high = spec["low"], spec["high"]
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)) \
            or low > high:
        raise InputError(f"{label}: low and high must be integers with low <= high")
    info = np.iinfo(dtype) if dtype.kind in "iu" else None
    if info is not None and (low < info.min or high > info.max):
        raise InputError(f"{label}: [{low}, {high}] does not fit {dtype}")
    return rng.integers(low, high, size=shape, endpoint=True).astype(dtype)


# --- calling the derivative and the primal ----------------------------------

class NrtArray:
    """A NumPy view of data owned by a MemInfo of the runtime, in the parameter's layout.

    'A' layout arrays are strided views (every other element of the last
    axis), so the check also covers non-contiguous inputs.
    """

    def __init__(self, runtime, values, layout: str):
        import numpy as np

        from .jit import byte_span

        if layout == "F":
            template = np.empty(values.shape, values.dtype, order="F")
        elif layout == "A" and values.ndim:
            template = np.empty(values.shape[:-1] + (2 * values.shape[-1],),
                                values.dtype)[..., ::2]
        else:
            template = np.empty(values.shape, values.dtype)
        span = byte_span(template)
        self.runtime = runtime
        self.meminfo = runtime.meminfo_new(span)
        data = runtime.meminfo_data(self.meminfo)
        buffer = np.ctypeslib.as_array((ctypes.c_char * span).from_address(data))
        self.array = np.lib.stride_tricks.as_strided(
            buffer.view(values.dtype), template.shape, template.strides)
        self.array[...] = values

    @property
    def refcount(self) -> int:
        return self.runtime.refcount(self.meminfo)

    def release(self) -> None:
        if self.meminfo:
            self.runtime.release(self.meminfo)
            self.meminfo = None


class Primal:
    """The Numba entry function, called with Numba's native ABI:
    `i32 f(double *retptr, void **excinfo, <expanded array params>, <scalars>)`."""

    def __init__(self, engine, entry):
        address = engine.get_function_address(entry.symbol)
        if not address:
            raise NrtgradError(f"the derivative module does not define {entry.symbol}")
        argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        for argument in entry.arguments:
            for llvm_type, _ in argument.params:
                argtypes.append(ctypes.c_void_p if llvm_type == "ptr"
                                else _SCALAR_CTYPES[llvm_type])
        self.entry = entry
        self.function = ctypes.CFUNCTYPE(ctypes.c_int32, *argtypes)(address)

    def __call__(self, values, meminfos: dict) -> tuple[int, float]:
        arguments = []
        for argument, value in zip(self.entry.arguments, values, strict=True):
            if argument.kind == "array":
                arguments += [meminfos.get(argument.name), None, value.size, value.itemsize,
                              value.ctypes.data, *value.shape, *value.strides]
            else:
                arguments.append(value)
        out, excinfo = ctypes.c_double(0.0), ctypes.c_void_p()
        status = self.function(ctypes.byref(out), ctypes.byref(excinfo), *arguments)
        return status, out.value


def _relative(got, reference) -> float:
    """max |got - reference| / max(1, max |reference|); inf when anything is not finite."""
    import numpy as np

    got, reference = np.asarray(got, dtype=float), np.asarray(reference, dtype=float)
    if not (np.all(np.isfinite(got)) and np.all(np.isfinite(reference))):
        return math.inf
    if got.size == 0:
        return 0.0
    scale = max(1.0, float(np.max(np.abs(reference))))
    return float(np.max(np.abs(got - reference))) / scale


def finite_differences(primal, values, meminfos, index):
    """Central differences of the primal with respect to values[index]."""
    import numpy as np

    from .finite_differences import central_differences

    def evaluate(*vals):
        status, result = primal(list(vals), meminfos)
        if status != 0:
            raise CheckFailed(f"the primal raised (status {status}) during finite differences")
        return result

    float64 = np.asarray(values[index]).dtype == np.float64
    return central_differences(evaluate, values, index, 1e-6 if float64 else 1e-3)


def _memory_problems(label, delta, arrays, refcounts) -> list[str]:
    problems = []
    if delta.meminfo_allocs != delta.meminfo_frees:
        problems.append(f"{label} allocated {delta.meminfo_allocs} NRT MemInfo(s) and freed "
                        f"{delta.meminfo_frees}")
    if delta.buffer_allocs != delta.buffer_frees:
        problems.append(f"{label} allocated {delta.buffer_allocs} NRT buffer(s) and freed "
                        f"{delta.buffer_frees}")
    changed = [f"{name} {refcounts[name]} -> {array.refcount}"
               for name, array in arrays.items() if array.refcount != refcounts[name]]
    if changed:
        problems.append(f"{label} changed argument MemInfo refcounts ({', '.join(changed)})")
    return problems


def _value_problem(label, got, expected) -> list[str]:
    if got == expected or abs(got - expected) <= VALUE_RTOL * abs(expected):
        return []
    return [f"{label} returned out = {got!r}, the primal {expected!r}"]


def run_checks(runtime, reverse, forward, values, rng, rtol: float, hint: str):
    """(problems, max relative error, detail lines) of one file's derivatives."""
    import numpy as np

    from .jit import GradientFunction

    spec = reverse.gradient
    entry = spec.entry
    for module in (reverse.module, forward.module):
        missing = runtime.provide(module)
        if missing:
            raise NrtgradError(f"the derivative calls {', '.join(missing)}, which neither the "
                               "nrtgrad runtime nor the C library provides")
    gradient = GradientFunction(reverse.module, spec)
    jvp = GradientFunction(forward.module, forward.gradient)
    primal = Primal(gradient.engine, entry)
    arrays = {a.name: NrtArray(runtime, v, a.layout)
              for a, v in zip(entry.arguments, values) if a.kind == "array"}
    try:
        meminfos = {name: array.meminfo for name, array in arrays.items()}
        call_values = [arrays[a.name].array if a.name in arrays else v
                       for a, v in zip(entry.arguments, values)]
        refcounts = {name: array.refcount for name, array in arrays.items()}
        status, expected = primal(call_values, meminfos)
        if status != 0:
            raise CheckFailed(f"the primal raised (status {status}) on the check inputs; "
                              f"give shapes and values in {hint}")
        if not math.isfinite(expected):
            raise CheckFailed(f"the primal is {expected} on the check inputs; give shapes and "
                              f"values in {hint}")
        written = [a.name for a, v in zip(entry.arguments, values)
                   if a.name in arrays and not np.array_equal(arrays[a.name].array, v)]
        if written:
            raise Skip(f"the kernel writes to its argument {written[0]}: finite differences "
                       "need kernels that leave their inputs unchanged")
        problems, errors, details = [], [], [f"value {expected:.17g}"]

        before = runtime.stats()
        result = gradient(*call_values, meminfos=meminfos)
        delta = runtime.stats() - before
        if result.status != 0:
            problems.append(f"{spec.name} returned status {result.status}")
        problems += _value_problem(spec.name, result.value, expected)
        problems += _memory_problems(spec.name, delta, arrays, refcounts)
        details.append(f"{spec.name}: {delta.meminfo_allocs} MemInfo(s) allocated, "
                       f"{delta.meminfo_frees} freed; {delta.buffer_allocs} buffer(s) "
                       f"allocated, {delta.buffer_frees} freed")
        for index, argument in enumerate(entry.arguments):
            if not spec.active(argument):
                continue
            reference = finite_differences(primal, call_values, meminfos, index)
            error = _relative(result.gradients[argument.name], reference)
            errors.append(error)
            details.append(f"d/d{argument.name} vs finite differences: max relative error "
                           f"{error:.1e}")
            if not error <= rtol:
                problems.append(f"d/d{argument.name} differs from finite differences: max "
                                f"relative error {error:.1e} (tolerance {rtol:.0e})")

        direction = {a.name: (rng.standard_normal(np.shape(v)) if a.kind == "array"
                              else float(rng.standard_normal()))
                     for a, v in zip(entry.arguments, values) if spec.active(a)}
        before = runtime.stats()
        tangent = jvp(*call_values, meminfos=meminfos, tangents=direction)
        delta = runtime.stats() - before
        name = forward.gradient.name
        if tangent.status != 0:
            problems.append(f"{name} returned status {tangent.status}")
        problems += _value_problem(name, tangent.value, expected)
        problems += _memory_problems(name, delta, arrays, refcounts)
        dot = sum(float(np.sum(np.asarray(result.gradients[k]) * d))
                  for k, d in direction.items())
        error = _relative(tangent.tangent, dot)
        errors.append(error)
        details.append(f"{name} vs gradient . direction: relative error {error:.1e}")
        if not error <= rtol:
            problems.append(f"{name} differs from the gradient dotted with the direction: "
                            f"relative error {error:.1e} (tolerance {rtol:.0e})")
        return problems, max(errors, default=0.0), details
    finally:
        for array in arrays.values():
            array.release()


# --- one file (in a worker process) -----------------------------------------

def check_file(path: Path, display: str, settings: Settings) -> Outcome:
    """Differentiate and check one file; never raises."""
    start = time.monotonic()
    outcome = Outcome(display, Path(display).name.split(".")[0], "PASS")
    try:
        _check_file(path, display, settings, outcome)
    except Skip as skip:
        outcome.status, outcome.message = "SKIP", str(skip)
    except (NrtgradError, CheckFailed) as error:
        outcome.status, outcome.message = "ERROR", f"{outcome.kernel}: {error}"
    except Exception as error:  # noqa: BLE001 - one file's failure must not stop the batch
        outcome.status = "ERROR"
        outcome.message = f"{outcome.kernel}: internal error: {type(error).__name__}: {error}"
    outcome.seconds = time.monotonic() - start
    return outcome


def _check_file(path: Path, display: str, settings: Settings, outcome: Outcome) -> None:
    import numpy as np

    from . import native_runtime, pipeline, toolchain

    sidecar = read_sidecar(path)
    if sidecar and "skip" in sidecar:
        raise Skip(f"{sidecar['name']}: {sidecar['skip']}")
    seed = sidecar.get("seed", settings.seed) if sidecar else settings.seed
    rtol = float(sidecar.get("rtol", settings.rtol)) if sidecar else settings.rtol
    function = sidecar.get("function") if sidecar else None
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read {display}: {exc.strerror}") from None
    tools = toolchain.find()
    options = dict(function=function, timeout=settings.timeout)
    reverse = pipeline.differentiate(tools, data, display, pipeline.Options(**options))
    if reverse.gradient is None:
        raise Skip("the module calls __enzyme_autodiff itself: no <name>_grad entry to check")
    outcome.kernel = reverse.gradient.entry.name
    hint = sidecar["name"] if sidecar else sidecar_path(path).name
    rng = np.random.default_rng(seed)
    values = make_inputs(reverse.gradient.entry, sidecar, rng, hint)
    forward = pipeline.differentiate(tools, data, display,
                                     pipeline.Options(mode="forward", **options))
    problems, worst, details = run_checks(native_runtime.load(), reverse, forward, values,
                                          rng, rtol, hint)
    outcome.max_error, outcome.problems, outcome.details = worst, problems, details
    if problems:
        outcome.status = "FAIL"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        outcome.message = f"{outcome.kernel}: {problems[0]}{more}"


def _init_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C
    from . import llvm, native_runtime

    llvm.binding()
    native_runtime.load()


# --- the batch ----------------------------------------------------------------

def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def run(files: list[tuple[Path, str]], settings: Settings, jobs: int, report) -> list[Outcome]:
    """Check every file in `jobs` worker processes; `report(outcome)` as each ends.

    Each worker checks one file at a time.  A file whose check kills its
    worker (a crash in JIT-compiled code) is an ERROR naming the signal, and
    a fresh worker takes over the remaining files.
    """
    context = multiprocessing.get_context("spawn")
    # largest files first: they take longest, and the batch ends sooner
    pending = collections.deque(sorted(range(len(files)), key=lambda i: -_size(files[i][0])))
    outcomes: dict[int, Outcome] = {}
    active: dict = {}  # connection -> (process, file index, start time)

    def start_worker():
        connection, child = context.Pipe()
        process = context.Process(target=_worker_main, args=(child,), daemon=True)
        process.start()
        child.close()
        return connection, process

    def assign(connection, process) -> None:
        if pending:
            index = pending.popleft()
            connection.send((*files[index], settings))
            active[connection] = (process, index, time.monotonic())
        else:
            connection.send(None)
            connection.close()
            process.join()

    try:
        for _ in range(min(jobs, len(files))):
            assign(*start_worker())
        while active:
            for connection in multiprocessing.connection.wait(list(active)):
                process, index, started = active.pop(connection)
                try:
                    outcome = connection.recv()
                except EOFError:
                    connection.close()
                    process.join()
                    outcome = _crashed(files[index][1], process.exitcode,
                                       time.monotonic() - started)
                    connection, process = start_worker() if pending else (None, None)
                outcomes[index] = outcome
                report(outcome)
                if connection is not None:
                    assign(connection, process)
    finally:
        for process, _, _ in active.values():
            process.terminate()
    return [outcomes[index] for index in range(len(files))]


def _worker_main(connection) -> None:
    _init_worker()
    while True:
        try:
            task = connection.recv()
        except EOFError:
            return
        if task is None:
            return
        connection.send(check_file(*task))


def _crashed(display: str, code: int | None, seconds: float) -> Outcome:
    try:
        how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
    except (TypeError, ValueError):
        how = f"exit {code}"
    kernel = Path(display).name.split(".")[0]
    return Outcome(display, kernel, "ERROR",
                   f"{kernel}: the check crashed its worker process ({how}): a crash in the "
                   "derivative, the primal or the runtime", seconds=seconds)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


# --- output ------------------------------------------------------------------

def junit_xml(outcomes: list[Outcome], seconds: float, timestamp: datetime.datetime) -> bytes:
    """A standard JUnit XML report: one testcase per file."""
    counts = {status: sum(o.status == status for o in outcomes) for status in STATUSES}
    totals = {"tests": str(len(outcomes)), "failures": str(counts["FAIL"]),
              "errors": str(counts["ERROR"]), "skipped": str(counts["SKIP"]),
              "time": f"{seconds:.3f}"}
    root = ET.Element("testsuites", {"name": "nrtgrad check", **totals})
    started = timestamp.replace(tzinfo=None).isoformat(timespec="seconds")  # UTC
    suite = ET.SubElement(root, "testsuite", {
        "name": "nrtgrad check", **totals, "timestamp": started,
        "hostname": socket.gethostname()})
    for outcome in outcomes:
        case = ET.SubElement(suite, "testcase", {
            "classname": "nrtgrad check", "name": outcome.path, "file": outcome.path,
            "time": f"{outcome.seconds:.3f}"})
        tag = {"FAIL": "failure", "ERROR": "error", "SKIP": "skipped"}.get(outcome.status)
        if tag:
            attributes = {"message": outcome.message}
            if tag != "skipped":
                attributes["type"] = ("GradientCheckFailure" if tag == "failure"
                                      else "CheckError")
            element = ET.SubElement(case, tag, attributes)
            if tag != "skipped":
                element.text = "\n".join(outcome.problems or [outcome.message])
        output = [f"kernel {outcome.kernel}: {outcome.status}"
                  + (f", max relative error {outcome.max_error:.1e}"
                     if outcome.max_error is not None else "")] + outcome.details
        ET.SubElement(case, "system-out").text = "\n".join(output)
    ET.indent(root)
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="utf-8") \
        + b"\n"


def format_error(error: float | None) -> str:
    return "" if error is None else f"{error:.1e}"


class Progress:
    """A rich progress bar on a terminal, plain lines on stderr otherwise."""

    def __init__(self, total: int):
        self.total, self.done = total, 0
        self.bar = None
        if sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn)

            self.bar = Progress(TextColumn("nrtgrad check"), BarColumn(), MofNCompleteColumn(),
                                TimeElapsedColumn(), TextColumn("{task.description}"),
                                console=Console(stderr=True), transient=True)
            self.task = self.bar.add_task("", total=total)

    def __enter__(self):
        if self.bar is not None:
            self.bar.start()
        return self

    def __exit__(self, *exc_info):
        if self.bar is not None:
            self.bar.stop()

    def __call__(self, outcome: Outcome) -> None:
        self.done += 1
        line = f"[{self.done}/{self.total}] {outcome.status} {outcome.path} " \
               f"({outcome.seconds:.1f}s)" + (f": {outcome.message}" if outcome.message else "")
        if self.bar is not None:
            style = {"PASS": "green", "FAIL": "red", "ERROR": "red", "SKIP": "yellow"}
            if outcome.status != "PASS":
                self.bar.console.print(f"[{style[outcome.status]}]{outcome.status}[/] "
                                       f"{outcome.path}: {outcome.message}", markup=True,
                                       highlight=False)
            self.bar.update(self.task, advance=1, description=outcome.path)
        else:
            print(f"nrtgrad: check {line}", file=sys.stderr, flush=True)


def summary(outcomes: list[Outcome], seconds: float) -> None:
    """The table of all files, then one line per failure, on stdout."""
    from rich.console import Console
    from rich.table import Table

    # in a log (no terminal) the table is as wide as its longest row: names stay whole
    widest = max((len(o.path) + len(o.kernel) for o in outcomes), default=0) + 60
    console = Console(width=None if sys.stdout.isatty() else max(120, widest), highlight=False)
    table = Table(title="nrtgrad check")
    table.add_column("file", overflow="fold")
    table.add_column("kernel", overflow="fold")
    table.add_column("status")
    table.add_column("max rel. error", justify="right")
    table.add_column("time", justify="right")
    style = {"PASS": "green", "FAIL": "bold red", "ERROR": "bold red", "SKIP": "yellow"}
    for outcome in outcomes:
        table.add_row(outcome.path, outcome.kernel,
                      f"[{style[outcome.status]}]{outcome.status}[/]",
                      format_error(outcome.max_error), f"{outcome.seconds:.1f}s")
    console.print(table)
    for outcome in outcomes:
        if outcome.status != "PASS":
            console.print(f"{outcome.status} {outcome.path}: {outcome.message}", markup=False,
                          soft_wrap=True)
    counts = {status: sum(o.status == status for o in outcomes) for status in STATUSES}
    console.print(f"{len(outcomes)} file(s): {counts['PASS']} passed, {counts['FAIL']} failed, "
                  f"{counts['ERROR']} error(s), {counts['SKIP']} skipped in {seconds:.1f}s",
                  markup=False, soft_wrap=True)


def main(paths: list[str], *, jobs: int | None = None, junit: str | None = None,
         settings: Settings = Settings()) -> int:
    """Run `nrtgrad check`; the exit code: 0 nothing failed, 1 a check failed or errored."""
    from . import native_runtime, toolchain
    from .output import check_writable, write_atomically

    if not settings.rtol > 0:
        raise InputError("--rtol must be positive")
    if junit:
        check_writable(Path(junit))
    files = discover(paths)
    toolchain.find()               # a missing toolchain is one error, not one per file
    native_runtime.library_path()  # compiled once here, not in every worker
    timestamp = datetime.datetime.now(datetime.timezone.utc)
    start = time.monotonic()
    with Progress(len(files)) as progress:
        outcomes = run(files, settings, jobs or default_jobs(), progress)
    seconds = time.monotonic() - start
    summary(outcomes, seconds)
    if junit:
        write_atomically(Path(junit), junit_xml(outcomes, seconds, timestamp))
    return 1 if any(o.status in ("FAIL", "ERROR") for o in outcomes) else 0
