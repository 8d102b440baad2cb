"""Gradient checks of fuzz mutants, in a process of their own (a crash takes only it down).

    python tests/support/mutant_gradients.py JOBS.json

JOBS.json lists {"index", "mutant", "derivative", "mode"}: a mutated input
module that `nrtgrad differentiate` accepted, and the derivative it wrote.
The reference is the mutant itself, not the Numba kernel it came from: its
entry function is JIT-compiled with llvmlite (wrappers stripped) against the
package's C runtime, and differenced.  At each size of `nrtgrad check`:

- reverse: `<name>_grad` against central finite differences of the mutant
  (element by element, or along a random direction for large arrays);
- forward: `<name>_jvp` along a random direction against the directional
  finite difference;
- both: `out` (or the status, when the mutant raises) equals the mutant's,
  every MemInfo and buffer allocated during the call is freed, and the
  argument MemInfos' reference counts are unchanged; the mutant itself must
  balance its memory too (one that leaks or frees its caller's array should
  have been refused).

Argument MemInfos start at a large refcount, so a mutant's extra decref is
reported as a changed count rather than freeing the caller's array.  Prints
`start INDEX` before each job, `stage WHAT` before each call into compiled
code and `result {json}` after the job, so the caller can name the mutant,
and the call, a crash happened in.
"""

from __future__ import annotations

import ctypes
import json
import math
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import numpy as np  # noqa: E402

from nrtgrad.frontend import dialect, numba_abi, prepare
from nrtgrad.entry import c_entry
from nrtgrad.toolchain import llvm
from nrtgrad.native import native_runtime
from nrtgrad import toolchain  # noqa: E402
from nrtgrad.gradcheck.check_derivatives import (NrtArray, Primal, directional_difference,  # noqa: E402
                                       finite_differences, memory_problems, relative_error)
from nrtgrad.gradcheck.check_inputs import describe, make_inputs, sizes  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402

RTOL = 1e-5
FULL_FD_LIMIT = 256
CALLER_REFERENCES = 1 << 30  # argument MemInfos' refcount during the calls


def compile_primal(runtime, text: str, entry) -> Primal:
    """The mutant's entry function, JIT-compiled as it is (wrappers removed)."""
    module_text = prepare.strip_wrappers(text)
    # the wrappers' Python API declarations stay behind, unused
    missing = [name for name in runtime.provide(module_text)
               if re.search(rf"^(?!declare ).*@{re.escape(name)}\b", module_text, re.M)]
    if missing:
        raise RuntimeError(f"the mutant calls {', '.join(missing)}, which nothing provides")
    binding = llvm.binding()
    target = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(llvm.parse_and_verify(module_text), target)
    engine.finalize_object()
    primal = Primal(engine, entry)
    primal.engine = engine  # kept alive with the function
    return primal


def check(job: dict) -> dict:
    """Problems found with one accepted mutant (empty: right gradient, balanced memory)."""
    tools = toolchain.find()
    mutant = Path(job["mutant"])
    canonical = dialect.canonicalize(tools, mutant.read_text(), mutant.name, timeout=60)
    entry = numba_abi.find_entry(canonical, None, mutant.name)
    spec = c_entry.gradient_spec(entry, None, None, job["mode"])
    runtime = native_runtime.load()
    primal = compile_primal(runtime, canonical, entry)
    derivative_text = Path(job["derivative"]).read_text()
    missing = runtime.provide(derivative_text)
    if missing:
        raise RuntimeError(f"the derivative calls {', '.join(missing)}, which nothing provides")
    derivative = GradientFunction(derivative_text, spec)
    rng = np.random.default_rng(job["index"])
    problems, compared = [], 0
    for size in sizes(entry, None):
        values = make_inputs(entry, None, rng, size=size)
        found, was_compared = check_size(runtime, primal, derivative, entry, spec, values, rng)
        compared += was_compared
        problems += [f"{describe(entry, values)}: {p}" for p in found]
    return {"compared": compared, "problems": problems}


def check_size(runtime, primal, derivative, entry, spec, values, rng) -> tuple[list, bool]:
    """Problems at one size, and whether the derivative was compared with the mutant.

    The derivative runs first, on fresh arrays; then the mutant, whose own
    memory must balance too (a mutant that frees its caller's array or
    leaks a temporary should not have been accepted), then its differences.
    """
    arrays = {a.name: NrtArray(runtime, v, a.layout)
              for a, v in zip(entry.arguments, values) if a.kind == "array"}
    for array in arrays.values():  # an extra decref shows as a count, not as a free
        ctypes.c_int64.from_address(array.meminfo).value = CALLER_REFERENCES
    try:
        meminfos = {name: array.meminfo for name, array in arrays.items()}
        calls = [arrays[a.name].array if a.name in arrays else v
                 for a, v in zip(entry.arguments, values)]
        active = [(i, a) for i, a in enumerate(entry.arguments) if spec.active(a)]
        direction = {a.name: (rng.standard_normal(np.shape(values[i])) if a.kind == "array"
                              else float(rng.standard_normal())) for i, a in active}
        refcounts = {name: array.refcount for name, array in arrays.items()}
        print(f"stage {spec.name}", flush=True)
        before = runtime.stats()
        if spec.mode == "forward":
            result = derivative(*calls, meminfos=meminfos, tangents=direction)
        else:
            result = derivative(*calls, meminfos=meminfos)
        problems = memory_problems(spec.name, runtime.stats() - before, arrays, refcounts)

        restore(arrays, entry, values)
        refcounts = {name: array.refcount for name, array in arrays.items()}
        print("stage the mutant itself", flush=True)
        before = runtime.stats()
        status, expected = primal(calls, meminfos)
        unsound = memory_problems("the mutant itself", runtime.stats() - before, arrays,
                                  refcounts)
        if unsound:
            return problems + [f"{p}, and nrtgrad accepted it" for p in unsound], False
        if result.status != status:
            return problems + [f"{spec.name} returned status {result.status}, "
                               f"the mutant {status}"], False
        if status != 0 or not math.isfinite(expected):
            return problems, False
        if not (result.value == expected or abs(result.value - expected)
                <= 1e-12 * abs(expected)):
            problems.append(f"{spec.name} returned out = {result.value!r}, "
                            f"the mutant {expected!r}")
        restore(arrays, entry, values)
        print("stage finite differences of the mutant", flush=True)
        return problems + gradient_problems(primal, entry, spec, calls, meminfos, values,
                                            active, direction, result), True
    finally:
        for array in arrays.values():
            ctypes.c_int64.from_address(array.meminfo).value = 1
            array.release()


def gradient_problems(primal, entry, spec, calls, meminfos, values, active, direction,
                      result) -> list[str]:
    """The derivative against central finite differences of the mutant."""
    if spec.mode == "forward":
        reference = directional_difference(primal, entry, calls, meminfos, direction)
        error = relative_error(result.tangent, reference)
        return [] if error <= RTOL else [
            f"{spec.name} differs from the directional finite difference of the mutant: "
            f"relative error {error:.1e}"]
    if all(np.size(values[i]) <= FULL_FD_LIMIT for i, _ in active):
        problems = []
        for index, argument in active:
            reference = finite_differences(primal, calls, meminfos, index)
            error = relative_error(result.gradients[argument.name], reference)
            if not error <= RTOL:
                problems.append(f"d/d{argument.name} differs from finite differences of the "
                                f"mutant: relative error {error:.1e}")
        return problems
    dot = sum(float(np.sum(np.asarray(result.gradients[k]) * d)) for k, d in direction.items())
    reference = directional_difference(primal, entry, calls, meminfos, direction)
    error = relative_error(dot, reference)
    return [] if error <= RTOL else [
        f"gradient . v differs from the finite difference of the mutant along v: "
        f"relative error {error:.1e}"]


def restore(arrays, entry, values) -> None:
    for argument, value in zip(entry.arguments, values):
        if argument.name in arrays:
            arrays[argument.name].array[...] = value


def main() -> None:
    for job in json.loads(Path(sys.argv[1]).read_text()):
        print(f"start {job['index']}", flush=True)
        try:
            result = check(job)
        except Exception as error:  # noqa: BLE001 - reported against the mutant
            result = {"compared": 0, "problems": [f"the check could not run: "
                                                  f"{type(error).__name__}: {error}"]}
        print("result " + json.dumps({"index": job["index"], **result}), flush=True)


if __name__ == "__main__":
    main()
