"""Running `nrtgrad check`: one file in a worker process, and the batch of workers.

For each file a worker differentiates it in reverse and forward mode (the
full pipeline, with its self-check), JIT-compiles both derivatives against
the package's C runtime, and checks them at every size `check_inputs.sizes`
gives.  A size at which the primal raises (or is not finite) is not
compared; a file none of whose sizes can be compared is an ERROR.  Before
each call the worker tells the parent what it runs, so a crash that kills
the worker is reported with the kernel, the call and the size.
"""

from __future__ import annotations

import collections
import dataclasses
import multiprocessing
import multiprocessing.connection
import os
import signal
import time
from pathlib import Path

from .check_derivatives import CheckFailed, NotApplicable
from .check_inputs import Skip, describe, make_inputs, read_sidecar, sidecar_path, sizes
from .check_report import Outcome
from ..errors import InputError, NrtgradError

# the default tolerance by precision: central differences of a float32 primal
# carry float32 rounding (about 1e-4 relative), and those of a float32 result
# the rounding of its float32 accumulation too (about 1e-2 at a thousand terms);
# a tuple or an array of float32 is a float32 result
DEFAULT_RTOL = {"float64": 1e-5, "float32": 5e-3, "float32 result": 2e-2}


@dataclasses.dataclass(frozen=True)
class Settings:
    seed: int = 0
    rtol: float | None = None  # None: DEFAULT_RTOL by the function's precision
    timeout: float = 600.0


def precision(entry, result_dtype: str = "") -> str:
    """The DEFAULT_RTOL key of a function: by its result's (`result_dtype`: a tuple's or an
    array's elements') and float parameters' dtypes."""
    if (result_dtype or entry.return_dtype) == "float32":
        return "float32 result"
    return "float32" if any(a.dtype == "float32" for a in entry.arguments) else "float64"


def _file_kernel(display: str) -> str:
    return Path(display).name.split(".")[0]


# --- one file (in a worker process) -----------------------------------------

def check_file(path: Path, display: str, settings: Settings,
               running=lambda kernel, where: None) -> Outcome:
    """Differentiate and check one file; never raises.  `running(kernel, where)` is
    called before each call into compiled code."""
    start = time.monotonic()
    outcome = Outcome(display, _file_kernel(display), "PASS")
    try:
        _check_file(path, display, settings, outcome, running)
    except Skip as skip:
        outcome.status, outcome.message = "SKIP", str(skip)
    except (NrtgradError, CheckFailed) as error:
        outcome.status, outcome.message = "ERROR", f"{outcome.kernel}: {error}"
    except Exception as error:  # noqa: BLE001 - one file's failure must not stop the batch
        outcome.status = "ERROR"
        outcome.message = f"{outcome.kernel}: internal error: {type(error).__name__}: {error}"
    outcome.seconds = time.monotonic() - start
    return outcome


def _check_file(path: Path, display: str, settings: Settings, outcome: Outcome,
                running) -> None:
    import numpy as np

    from ..native import native_runtime
    from .. import pipeline, toolchain
    from .check_derivatives import Derivatives, result_dtype
    from .check_vectors import VectorDerivatives

    sidecar = read_sidecar(path)
    if sidecar and "skip" in sidecar:
        raise Skip(f"{sidecar['name']}: {sidecar['skip']}")
    seed = sidecar.get("seed", settings.seed) if sidecar else settings.seed
    rtol = float(sidecar["rtol"]) if sidecar and "rtol" in sidecar else settings.rtol
    function = sidecar.get("function") if sidecar else None
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read {display}: {exc.strerror}") from None
    tools = toolchain.find()
    options = dict(function=function, timeout=settings.timeout)
    reverse = pipeline.differentiate(tools, data, display, pipeline.Options(**options))
    if reverse.gradient is None:
        raise Skip("the module calls Enzyme itself: no <name>_grad entry to check")
    entry = reverse.gradient.entry
    outcome.kernel = entry.name
    if rtol is None:
        rtol = DEFAULT_RTOL[precision(entry, result_dtype(reverse.gradient))]
    hint = sidecar["name"] if sidecar else sidecar_path(path).name
    rng = np.random.default_rng(seed)
    inputs = [make_inputs(entry, sidecar, rng, hint, size) for size in sizes(entry, sidecar)]
    forward = pipeline.differentiate(tools, data, display,
                                     pipeline.Options(mode="forward", **options))
    running(outcome.kernel, "the JIT compilation of the derivatives")
    checks = Derivatives if reverse.gradient.values is None else VectorDerivatives
    derivatives = checks(native_runtime.load(), reverse, forward)
    errors, rejected = [], []
    for values in inputs:
        label = describe(entry, values)
        at, prefix = (f" at {label}", f"{label}: ") if label else ("", "")
        try:
            result = derivatives.check(values, rng, rtol,
                                       lambda what: running(outcome.kernel, what + at))
        except NotApplicable as reason:
            rejected.append(str(reason))
            outcome.details.append(f"{prefix}not compared: {reason}")
            continue
        outcome.sizes += 1
        errors.append(result.max_error)
        outcome.problems += [prefix + problem for problem in result.problems]
        outcome.details += [prefix + detail for detail in result.details]
    if not outcome.sizes:
        every = " at every size" if len(inputs) > 1 else ""
        raise CheckFailed(f"{rejected[0]} on the check inputs{every}; give shapes and values "
                          f"in {hint}")
    outcome.max_error = max(errors)
    if outcome.problems:
        outcome.status = "FAIL"
        more = f" (and {len(outcome.problems) - 1} more)" if len(outcome.problems) > 1 else ""
        outcome.message = f"{outcome.kernel}: {outcome.problems[0]}{more}"


def _init_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C
    from ..toolchain import llvm
    from ..native import native_runtime

    llvm.binding()
    native_runtime.load()


def _worker_main(connection) -> None:
    _init_worker()

    def running(kernel: str, where: str) -> None:
        connection.send(("running", kernel, where))

    while True:
        try:
            task = connection.recv()
        except EOFError:
            return
        if task is None:
            return
        connection.send(("done", check_file(*task, running)))


# --- the batch ----------------------------------------------------------------

def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


@dataclasses.dataclass
class _Task:
    process: multiprocessing.Process
    index: int            # into the files
    started: float
    kernel: str
    where: str = ""       # what the worker said it runs


def run(files: list[tuple[Path, str]], settings: Settings, jobs: int, report) -> list[Outcome]:
    """Check every file in `jobs` worker processes; `report(outcome)` as each ends.

    Each worker checks one file at a time.  A file whose check kills its
    worker (a crash in JIT-compiled code) is an ERROR naming the signal and
    what was running, and a fresh worker takes over the remaining files.
    """
    context = multiprocessing.get_context("spawn")
    # largest files first: they take longest, and the batch ends sooner
    pending = collections.deque(sorted(range(len(files)), key=lambda i: -_size(files[i][0])))
    outcomes: dict[int, Outcome] = {}
    active: dict = {}  # connection -> _Task

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
            active[connection] = _Task(process, index, time.monotonic(),
                                       _file_kernel(files[index][1]))
        else:
            connection.send(None)
            connection.close()
            process.join()

    try:
        for _ in range(min(jobs, len(files))):
            assign(*start_worker())
        while active:
            for connection in multiprocessing.connection.wait(list(active)):
                task = active[connection]
                try:
                    kind, *message = connection.recv()
                except EOFError:
                    del active[connection]
                    connection.close()
                    task.process.join()
                    outcome = _crashed(task, files[task.index][1])
                    connection, process = start_worker() if pending else (None, None)
                else:
                    if kind == "running":
                        task.kernel, task.where = message
                        continue
                    del active[connection]
                    outcome, process = message[0], task.process
                outcomes[task.index] = outcome
                report(outcome)
                if connection is not None:
                    assign(connection, process)
    finally:
        for task in active.values():
            task.process.terminate()
    return [outcomes[index] for index in range(len(files))]


def _crashed(task: _Task, display: str) -> Outcome:
    code = task.process.exitcode
    try:
        how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
    except (TypeError, ValueError):
        how = f"exit {code}"
    where = f" in {task.where}" if task.where else ""
    return Outcome(display, task.kernel, "ERROR",
                   f"{task.kernel}: the check crashed its worker process ({how}){where}: a "
                   "crash in the derivative, the primal or the runtime",
                   seconds=time.monotonic() - task.started)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
