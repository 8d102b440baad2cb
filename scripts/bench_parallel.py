"""Gradients of `parallel=True` functions against their parallel primal, at 1 and 2 threads.

    python scripts/bench_parallel.py [--size N] [--out DIR]

For every `prange` kernel of tests/inputs/kernels.py (`PARALLEL`): compile it
with `numba.njit(signature, parallel=True)`, differentiate its module with
nrtgrad's pipeline (the parallel regions run serially in the derivative), JIT
it, check the gradient against central finite differences at n = 13 (a wrong
one stops the benchmark), then time the primal and the gradient in
alternation (scripts/bench.py's `paired_times`) with Numba's threading layer
set to 1 and to 2 threads.  The ratio gradient / primal is the median of the
per-pair ratios, so every ratio comes from one run.

Writes DIR/parallel.json and DIR/parallel.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import sys
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import (ROOT, check_against_finite_differences, keep_freed_memory,  # noqa: E402
                   paired_times, seconds)

import numba  # noqa: E402

from nrtgrad import pipeline, toolchain  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402

THREADS = (1, 2)
# tests/inputs/kernels.py (bench.py has imported bench/kernels.py as `kernels`)
_SPEC = importlib.util.spec_from_file_location("fixture_kernels",
                                               ROOT / "tests" / "inputs" / "kernels.py")
kernels = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(kernels)


@dataclasses.dataclass(frozen=True)
class Kernel:
    """A tests/inputs kernel in the shape scripts/bench.py's checks read."""
    name: str
    make: Callable
    check_size: int = 13

    def make_args(self, n: int, seed: int):
        return self.make(seed, n)


def run(name: str, size: int, budget: float) -> dict:
    function, signature, make_args = kernels.KERNELS[name]
    primal = numba.njit(signature, parallel=True)(function)
    module = primal.inspect_llvm(primal.signatures[0])
    result = pipeline.differentiate(toolchain.find(), module.encode(), name, pipeline.Options())
    gradient = GradientFunction(result.module, result.gradient)
    row = {"name": name, "size": size,
           "fd_check_max_rel_error": check_against_finite_differences(
               Kernel(name, make_args), primal, gradient)}
    args = make_args(0, size)
    for threads in THREADS:
        numba.set_num_threads(threads)
        row[f"threads_{threads}"] = paired_times(lambda: primal(*args),
                                                 lambda: gradient(*args), budget=budget)
    return row


def markdown(rows: list[dict]) -> str:
    head = ["kernel", "n"] + [f"{label} ({t} thread{'s' * (t > 1)})" for t in THREADS
                              for label in ("primal", "gradient", "grad/primal")]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        cells = [row["name"], f"{row['size']:,}"]
        for t in THREADS:
            timing = row[f"threads_{t}"]
            cells += [seconds(timing["primal_s"]), seconds(timing["grad_s"]),
                      f"{timing['grad_over_primal']:.2f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1_000_000,
                        help="elements of 1-D arguments; rows of 2-D ones are size / 10")
    parser.add_argument("--budget", type=float, default=1.0,
                        help="seconds of timed runs per measurement")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    options = parser.parse_args(argv)
    keep_freed_memory()
    rows = []
    for name in sorted(kernels.PARALLEL):
        two_d = "[:, ::1]" in kernels.KERNELS[name][1]
        rows.append(run(name, options.size // 10 if two_d else options.size, options.budget))
        print(f"{name}: " + ", ".join(
            f"{t} thread(s) grad/primal {rows[-1][f'threads_{t}']['grad_over_primal']:.2f}"
            for t in THREADS), flush=True)
    options.out.mkdir(parents=True, exist_ok=True)
    (options.out / "parallel.json").write_text(json.dumps(rows, indent=2) + "\n")
    (options.out / "parallel.md").write_text(markdown(rows))
    print(markdown(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
