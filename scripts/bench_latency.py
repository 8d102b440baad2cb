"""The latency of `nrtgrad.grad` as a program meets it: first calls and the cost per call.

    python scripts/bench_latency.py [--only a,b] [--out DIR]

`make bench` measures this as part of scripts/bench.py (which calls `measure`
and writes bench/results/latency.{json,md}); run alone, this script writes
the same two files.

For each kernel of bench/kernels.py, two new Python processes, each of which
compiles the kernel with Numba (`njit(signature)`) and calls it once, then
times importing `nrtgrad.grad` and, apart, its first `nrtgrad.grad` call
(every float argument, the kernel's check-size arguments); Python keeps its
bytecode, as an installed package has it:

* cold: on an empty derivative cache (Numba's IR, Enzyme, code generation);
* cached: on the cache the cold process left (a new process of a program
  run again: no Enzyme, the machine code loaded).

Then, in this process, the cost per call on a function of three small arrays
(`np.sum(x * y) * a`, 3 elements): Numba's dispatch of the primal, and
`nrtgrad.grad`'s call once it is hot (past api.HOT_CALLS calls), called in
alternating blocks; each the best of five medians.
"""

from __future__ import annotations

import argparse
import json
import os
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
import numba, numpy as np, kernels
bench = next(b for b in kernels.BENCHMARKS if b.name == {name!r})
f = numba.njit(bench.signature)(bench.function)
args = bench.make_args(bench.check_size, 0)
f(*args)
floats = tuple(i for i, a in enumerate(args) if np.asarray(a).dtype.kind == "f")
start = time.perf_counter()
import nrtgrad
grad = nrtgrad.grad
imported = time.perf_counter()
grad(f, argnums=floats)(*args)
print(imported - start, time.perf_counter() - imported)
"""

TINY = "np.sum(x * y) * a, x and y of 3 elements"


def first_call(name: str, cache: Path) -> tuple[float, float]:
    """Seconds importing nrtgrad's API and of the first `nrtgrad.grad` call of kernel
    `name`, in a new process that keeps Python's bytecode (as an installed package
    has it)."""
    code = FIRST_CALL.format(bench=str(ROOT / "bench"), name=name)
    env = {key: value for key, value in os.environ.items()
           if key != "PYTHONDONTWRITEBYTECODE"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**env, "NRTGRAD_CACHE_DIR": str(cache)})
    if result.returncode != 0:
        raise RuntimeError(f"{name}: the first-call process failed: "
                           f"{result.stderr.strip()[-500:]}")
    imported, called = result.stdout.split()[-2:]
    return float(imported), float(called)


def first_calls(name: str) -> dict:
    with tempfile.TemporaryDirectory() as cache:
        _, cold = first_call(name, Path(cache))
        imported, cached = first_call(name, Path(cache))
    return {"name": name, "cold_s": cold, "cached_s": cached, "import_s": imported}


def per_call(calls: dict, blocks: int = 200, block: int = 100) -> dict:
    """Best of five medians of each callable's time per call, in alternating blocks."""
    medians = {name: [] for name in calls}
    for _ in range(5):
        samples = {name: [] for name in calls}
        for _ in range(blocks):
            for name, call in calls.items():
                start = time.perf_counter_ns()
                for _ in range(block):
                    call()
                samples[name].append((time.perf_counter_ns() - start) / block)
        for name in calls:
            medians[name].append(statistics.median(samples[name]))
    return {name: min(values) * 1e-9 for name, values in medians.items()}


def overhead() -> dict:
    """Per call: Numba's dispatch of a tiny primal and nrtgrad.grad's hot call of it."""
    import numba
    import numpy as np

    import nrtgrad
    from nrtgrad.python import api

    @numba.njit
    def small(x, y, a):
        return np.sum(x * y) * a

    x, y, a = np.ones(3), np.ones(3), 2.0
    grad = nrtgrad.grad(small, argnums=(0, 1))
    small(x, y, a)
    for _ in range(api.HOT_CALLS + 1):
        grad(x, y, a)
    times = per_call({"primal": lambda: small(x, y, a), "grad": lambda: grad(x, y, a)})
    return {"function": TINY, "numba_primal_s": times["primal"],
            "nrtgrad_grad_s": times["grad"],
            "grad_over_primal": times["grad"] / times["primal"]}


def measure(names: list[str], log=print, quick: bool = False) -> dict:
    """First calls of every kernel named, then the per-call overhead."""
    rows = []
    for name in names:
        rows.append(first_calls(name))
        log(f"{name}: first call cold {rows[-1]['cold_s']:.2f} s, "
            f"cached in a new process {rows[-1]['cached_s'] * 1e3:.0f} ms "
            f"(import {rows[-1]['import_s'] * 1e3:.0f} ms)")
    return {"quick": quick, "kernels": rows, "per_call": overhead()}


def markdown(result: dict) -> str:
    lines = ["| kernel | first call, cold cache | first call in a new process, cached "
             "| importing nrtgrad's API there |", "|---|---|---|---|"]
    lines += [f"| {r['name']} | {r['cold_s']:.2f} s | {r['cached_s'] * 1e3:.0f} ms "
              f"| {r['import_s'] * 1e3:.0f} ms |" for r in result["kernels"]]
    if result["kernels"]:
        cold = statistics.median(r["cold_s"] for r in result["kernels"])
        cached = statistics.median(r["cached_s"] for r in result["kernels"])
        imported = statistics.median(r["import_s"] for r in result["kernels"])
        lines += ["", f"Median first call: **{cold:.2f} s** cold, **{cached * 1e3:.0f} ms** "
                      f"cached in a new process, after {imported * 1e3:.0f} ms importing "
                      "`nrtgrad.grad` (with Python's bytecode kept, as an installed package "
                      "has it)."]
    call = result["per_call"]
    lines += ["", f"Per call ({call['function']}): Numba's dispatch of the primal "
                  f"{call['numba_primal_s'] * 1e6:.2f} µs, `nrtgrad.grad` (hot) "
                  f"{call['nrtgrad_grad_s'] * 1e6:.2f} µs "
                  f"(**{call['grad_over_primal']:.1f}x**)."]
    return "\n".join(lines) + "\n"


def write(result: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "latency.json").write_text(json.dumps(result, indent=2) + "\n")
    (out / "latency.md").write_text(markdown(result))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated kernel names")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    options = parser.parse_args(argv)
    import kernels

    names = [b.name for b in kernels.BENCHMARKS]
    if options.only:
        names = [n for n in names if n in options.only.split(",")]
    result = measure(names)
    write(result, options.out)
    print(markdown(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
