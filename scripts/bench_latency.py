"""The latency of `nrtgrad.grad` as a program meets it: first calls and the cost per call.

    python scripts/bench_latency.py [--only a,b]

For each kernel of bench/kernels.py, two new Python processes, each of which
compiles the kernel with Numba and calls it once, then times its first
`nrtgrad.grad` call (every float argument):

* cold: on an empty derivative cache (Enzyme, code generation);
* cached: on the cache the cold process left (a new process of a program
  run again: no Enzyme, the machine code loaded).

Then, in this process, the cost per call on a function of three small arrays
(`np.sum(x * y) * a`, 3 elements): Numba's call of the primal, and
`nrtgrad.grad`'s call once it is hot (past api.HOT_CALLS calls), each the
best of five medians.  Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

FIRST_CALL = """
import sys, time
sys.path.insert(0, {bench!r})
import numba, numpy as np, nrtgrad, kernels
bench = next(b for b in kernels.BENCHMARKS if b.name == {name!r})
f = numba.njit(bench.signature)(bench.function)
args = bench.make_args(bench.check_size, 0)
f(*args)
floats = tuple(i for i, a in enumerate(args) if np.asarray(a).dtype.kind == "f")
start = time.perf_counter()
nrtgrad.grad(f, argnums=floats)(*args)
print(time.perf_counter() - start)
"""


def first_call(name: str, cache: Path) -> float:
    code = FIRST_CALL.format(bench=str(ROOT / "bench"), name=name)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**__import__("os").environ, "NRTGRAD_CACHE_DIR": str(cache)},
                            check=True)
    return float(result.stdout.split()[-1])


def per_call(function, args, calls: int = 20000) -> float:
    medians = []
    for _ in range(5):
        samples = []
        for _ in range(calls // 100):
            start = time.perf_counter_ns()
            for _ in range(100):
                function(*args)
            samples.append((time.perf_counter_ns() - start) / 100)
        medians.append(statistics.median(samples))
    return min(medians) * 1e-9


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated kernel names")
    options = parser.parse_args(argv)
    import kernels

    names = [b.name for b in kernels.BENCHMARKS]
    if options.only:
        names = [n for n in names if n in options.only.split(",")]
    print("| kernel | first call, cold cache | first call in a new process, cached |")
    print("|---|---|---|")
    for name in names:
        with tempfile.TemporaryDirectory() as cache:
            cold = first_call(name, Path(cache))
            cached = first_call(name, Path(cache))
        print(f"| {name} | {cold:.2f} s | {cached * 1e3:.0f} ms |", flush=True)

    import numba
    import numpy as np

    import nrtgrad
    from nrtgrad.python import api

    @numba.njit
    def small(x, y, a):
        return np.sum(x * y) * a

    args = (np.ones(3), np.ones(3), 2.0)
    grad = nrtgrad.grad(small, argnums=(0, 1))
    for _ in range(api.HOT_CALLS + 1):
        grad(*args)
    primal, gradient = per_call(small, args), per_call(grad, args)
    print(f"\nPer call, three 3-element arguments: Numba's primal {primal * 1e6:.2f} us, "
          f"nrtgrad.grad {gradient * 1e6:.2f} us ({gradient / primal:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
