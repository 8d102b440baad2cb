"""Differentiating several modules in one call: `nrtgrad differentiate A.ll B.ll -o DIR -j N`.

Every input is its own pipeline run; up to N run at once (their opt
processes in parallel).  Each output goes to DIR/<input stem>_grad.<ext>
(`_jvp` in forward mode, `_hvp` for Hessian-vector products), written
atomically.  A failure is reported against its input and the others go on;
the exit code is the worst outcome: 0 every output written, 1 some
differentiation failed, 2 some input was bad.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import threading
import time
from pathlib import Path
from typing import Callable

from ..toolchain import llvm
from .. import pipeline
from ..errors import InputError, NrtgradError
from .output import read_input, write_atomically
from ..toolchain import Toolchain

SUFFIXES = {"ll": ".ll", "bc": ".bc", "asm": ".s", "obj": ".o"}
# llvmlite's global LLVM context is not thread-safe; only --emit bc/asm/obj uses it
_EMIT_LOCK = threading.Lock()


@dataclasses.dataclass
class Outcome:
    input: str
    output: Path
    seconds: float
    error: NrtgradError | None = None


def output_paths(inputs: list[str], directory: Path, emit: str, mode: str) -> list[Path]:
    """DIR/<stem>_grad.<ext> (or _jvp, _hvp) for each input; two inputs may not share an
    output."""
    if "-" in inputs:
        raise InputError("stdin ('-') can only be differentiated on its own")
    kind = {"forward": "_jvp", "hvp": "_hvp"}.get(mode, "_grad")
    outputs = [directory / f"{Path(path).stem}{kind}{SUFFIXES[emit]}" for path in inputs]
    seen: dict[Path, str] = {}
    for path, output in zip(inputs, outputs):
        if output in seen:
            raise InputError(f"{seen[output]} and {path} would both be written to {output}")
        seen[output] = path
    return outputs


def differentiate_all(toolchain: Toolchain, inputs: list[str], outputs: list[Path],
                      options: pipeline.Options, emit: str, jobs: int,
                      report: Callable[[Outcome], None]) -> int:
    """Differentiate every input into its output; report each as it finishes; the exit code."""
    def one(path: str, output: Path) -> Outcome:
        start = time.perf_counter()
        try:
            data, _ = read_input(path)
            module = pipeline.differentiate(toolchain, data, path, options).module
            if emit == "ll":
                encoded = module.encode()
            else:
                with _EMIT_LOCK:
                    encoded = llvm.emit(module, emit)
            write_atomically(output, encoded)
        except NrtgradError as error:
            return Outcome(path, output, time.perf_counter() - start, error)
        return Outcome(path, output, time.perf_counter() - start)

    worst = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(one, path, output) for path, output in zip(inputs, outputs)]
        for future in concurrent.futures.as_completed(futures):
            outcome = future.result()
            if outcome.error is not None:
                worst = max(worst, outcome.error.exit_code)
            report(outcome)
    return worst
