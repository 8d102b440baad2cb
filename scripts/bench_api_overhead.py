"""The cost of nrtgrad.grad's Python layer over a direct ctypes call of `<name>_grad`.

    python scripts/bench_api_overhead.py [--kernel math_mix] [--sizes 100,10000,1000000]

For each size it times (median of many calls, after warm-up):

- api:    nrtgrad.grad(f)(x), with the derivative already compiled;
- direct: the JIT-compiled `<name>_grad` called through ctypes with a
          prebuilt nrt_array struct and a fresh zeroed gradient buffer
          (np.zeros_like) each call, as any caller returning new gradients;
- reused: the same with one prebuilt buffer zeroed before each call
          (`fill(0)`), the lower bound;

and prints them and the ratios api/direct and api/reused.  The API's extra
work is fixed per call (type lookup, struct packing), so api/direct falls
towards 1 as the kernel's own work grows.  api/reused also counts the first
touch of fresh gradient memory, which dominates for large cheap kernels.
Each measurement is the best of three medians.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import sys
import time
from pathlib import Path

import numba
import numpy as np

import nrtgrad
from nrtgrad.python import jit
from nrtgrad import pipeline, toolchain

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "inputs"))
import kernels  # noqa: E402


def median_seconds(call, repeats: int) -> float:
    for _ in range(max(3, repeats // 10)):
        call()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        call()
        samples.append(time.perf_counter_ns() - start)
    return statistics.median(samples) * 1e-9


def best_of_three(calls: dict, repeats: int) -> dict:
    """The best of three medians of each call, measured in interleaved rounds."""
    times = {name: [] for name in calls}
    for _ in range(3):
        for name, call in calls.items():
            times[name].append(median_seconds(call, repeats))
    return {name: min(values) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", default="math_mix",
                        help="a one-array kernel of tests/inputs/kernels.py")
    parser.add_argument("--sizes", default="100,10000,1000000")
    parser.add_argument("--repeats", type=int, default=0,
                        help="calls per measurement (default: scaled to the size)")
    options = parser.parse_args()
    function, signature, _ = kernels.KERNELS[options.kernel]
    f = numba.njit(signature)(function)
    gradient = nrtgrad.grad(f)

    print(f"{'n':>9} {'api':>12} {'direct':>12} {'reused':>12} {'api/direct':>10} "
          f"{'api/reused':>10}")
    for n in (int(s) for s in options.sizes.split(",")):
        x = np.random.default_rng(0).uniform(0.1, 1.0, n)
        reference = gradient(x)  # compiles (or loads from the disk cache)

        signature_types = (numba.typeof(x),)
        result = pipeline.differentiate(toolchain.find(), f.inspect_llvm(signature_types).encode(),
                                        options.kernel, pipeline.Options())
        direct = jit.GradientFunction(result.module, result.gradient)
        struct = jit.as_struct(x)
        shadow = np.zeros_like(x)
        out = ctypes.c_double()
        arguments = (ctypes.addressof(struct), shadow.ctypes.data, ctypes.byref(out))
        call = direct.function

        def direct_call():
            fresh = np.zeros_like(x)
            call(arguments[0], fresh.ctypes.data, arguments[2])
            return fresh

        def reused_call():
            shadow.fill(0.0)
            call(*arguments)

        np.testing.assert_allclose(direct_call(), reference, rtol=1e-12)
        repeats = options.repeats or max(20, min(5000, 5_000_000 // max(n, 1)))
        best = best_of_three({"api": lambda: gradient(x), "direct": direct_call,
                              "reused": reused_call}, repeats)
        print(f"{n:>9} {best['api'] * 1e6:>10.2f}us {best['direct'] * 1e6:>10.2f}us "
              f"{best['reused'] * 1e6:>10.2f}us {best['api'] / best['direct']:>10.3f} "
              f"{best['api'] / best['reused']:>10.3f}")


if __name__ == "__main__":
    main()
