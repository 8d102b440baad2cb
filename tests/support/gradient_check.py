"""Check one fixture's derivative against the Numba primal, in a process of its own.

    PYTHONPATH=tests/inputs python tests/support/gradient_check.py \
        FIXTURE.ll KERNEL [N:SEED[:nofd] ...] [--option=OPT ...]

Differentiates FIXTURE.ll with the `nrtgrad differentiate` command (its
click command called in this process, which imported it once), JITs the result with
llvmlite, calls `<name>_grad` with real NRT MemInfos and checks
(a) every gradient against central finite differences of the Numba primal
(rtol 1e-5), (b) `out` against the primal, (c) NRT allocations == frees
during the call, (d) every argument MemInfo's refcount is unchanged.
Each N:SEED runs the checks on the kernel's example arguments of size N
(default 8:0); `nofd` skips the finite differences (for large N); `jvp`
checks forward mode instead: `<name>_jvp` along a random direction against
the directional finite difference and the gradient dotted with it, with the
same memory checks; `hvp` checks `<name>_hvp` along a random direction
against central finite differences of `<name>_grad` along it, its gradient
against `<name>_grad`'s, with the same memory checks.  Kernels of float32
arrays are compared with finite differences of the same Python function on
float64 copies (float32 finite differences are noise), within rtol 1e-4; their
`<name>_hvp` with differences of the float32 gradient at a step of 1e-3, within
rtol 1e-3 (its gradient with `<name>_grad`'s within rtol 1e-5).
Each --option is passed on to `nrtgrad differentiate` (`--target-cpu=native`);
with `--no-value` the gradient's `out` is not checked (it is not written).
A function returning a tuple or an array is checked by vector_check.py
(`<name>_vjp` and `<name>_jvp` at every run).
Prints one line per run and exits 0 on success; a crash only takes this
process down.

Why it is not `nrtgrad check` (gradcheck/): that command is the user's, and
its reference is the primal inside the differentiated module itself, called
with the package's C runtime.  This checker is the tests' independent one:
its reference is the kernel's Python source (tests/inputs/kernels.py)
compiled by the Numba that runs the tests, its MemInfos are Numba's own
NRT's, and it checks what `check` does not (`<name>_hvp`, the options of
`differentiate`); a derivative that fooled one reference is caught by the
other.  The tests run it through check_server.py, in a forked child
of a process that set Numba up once.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import functools
import tempfile
from pathlib import Path

import numpy as np
from e2e_support import NrtArray, allocation_stats, kernels, primal

from nrtgrad import cli, toolchain
from nrtgrad.frontend import dialect, numba_abi
from nrtgrad.entry import array_results, c_entry  # noqa: E402
from nrtgrad.gradcheck.finite_differences import central_differences  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402


@functools.cache
def canonical_entry(path: Path):
    """The fixture's canonical text and entry point (one opt run for every mode)."""
    canonical = dialect.canonicalize(toolchain.find(), path.read_text(), str(path), timeout=60)
    return canonical, numba_abi.find_entry(canonical, None, str(path))


def differentiated(path: Path, mode: str, extra: tuple) -> str:
    """`nrtgrad differentiate PATH --mode MODE EXTRA...`'s module, the command run
    in this process (its error line goes to stderr, as the command prints it)."""
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "derivative.ll"
        try:
            cli.main(["differentiate", str(path), "--mode", mode, *extra, "-o", str(output)],
                     prog_name="nrtgrad", standalone_mode=False)
        except SystemExit as exit_:
            if exit_.code:
                raise SystemExit(f"nrtgrad differentiate failed (exit {exit_.code})") from None
        return output.read_text()


def load_gradient(path: Path, mode: str = "reverse", extra: tuple = ()) -> GradientFunction:
    primal("sum_sq")  # Numba registers its NRT symbols with its first compilation
    if mode != "reverse":  # the value is the gradient entry's to leave out
        extra = tuple(option for option in extra if option != "--no-value")
    module = differentiated(path, mode, extra)
    canonical, entry = canonical_entry(path)
    spec = c_entry.gradient_spec(entry, None, None, mode, value="--no-value" not in extra)
    if c_entry.is_vector(entry):
        _, synthetic = array_results.values_entry(canonical, entry)
        spec = dataclasses.replace(spec, values=synthetic.arguments[-1])
    return GradientFunction(module, spec)


def single_precision(args) -> bool:
    return any(isinstance(a, np.ndarray) and a.dtype == np.float32 for a in args)


def reference(name: str, args: list):
    """The function and arguments finite differences are taken of: float64 for float32 kernels."""
    if not single_precision(args):
        return primal(name), args
    import numba
    return numba.njit(kernels.KERNELS[name][0], cache=True), [
        a.astype(np.float64) if isinstance(a, np.ndarray) and a.dtype == np.float32 else a
        for a in args]


def laid_out_like(original, value):
    """`value` in `original`'s memory order (Numba's signature fixes C or F)."""
    if not isinstance(original, np.ndarray):
        return value
    result = np.empty_like(original)
    result[...] = value
    return result


def value_rtol(args, single: bool = False) -> float:
    """How far the derivative's value may be from Numba's: libm's result, or with
    vector math libmvec's (at most 4 ulp from it), rounded in the kernel's precision."""
    return 1e-6 if single or single_precision(args) else 1e-12


def check(name: str, gradient: GradientFunction, seed: int, n: int, fd: bool) -> str:
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    parameters = gradient.spec.entry.arguments
    owned = {a.name: NrtArray(v) for a, v in zip(parameters, args) if a.kind == "array"}
    call_args = [owned[a.name].array if a.name in owned else v for a, v in zip(parameters, args)]
    refcounts = {k: a.refcount for k, a in owned.items()}
    before = allocation_stats()
    result = gradient(*call_args, meminfos={k: a.meminfo for k, a in owned.items()})
    after = allocation_stats()
    try:
        assert result.status == 0, f"status {result.status}"
        if gradient.spec.value:
            np.testing.assert_allclose(result.value, primal(name)(*args), rtol=value_rtol(args),
                                       err_msg="out")
        alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
        assert (alloc, mi_alloc) == (free, mi_free), \
            f"NRT allocations {alloc}/{mi_alloc} vs frees {free}/{mi_free}"
        assert {k: a.refcount for k, a in owned.items()} == refcounts, "argument refcounts"
        worst = 0.0
        rtol = 1e-4 if single_precision(args) else 1e-5
        if fd:
            function, fd_args = reference(name, args)
            for index, argument in enumerate(parameters):
                if gradient.spec.active(argument):
                    expected_gradient = central_differences(function, fd_args, index)
                    scale = max(1.0, float(np.max(np.abs(expected_gradient))))
                    got = result.gradients[argument.name]
                    np.testing.assert_allclose(got, expected_gradient, rtol=rtol,
                                               atol=rtol / 100 * scale,
                                               err_msg=f"d/d{argument.name}")
                    worst = max(worst, float(np.max(np.abs(got - expected_gradient))) / scale)
        value = "no value" if result.value is None else f"value {result.value:.6g}"
        return (f"{name} n={n}: {value}, {mi_alloc} NRT allocations freed, "
                f"refcounts unchanged" + (f", max FD error {worst:.1e}" if fd else ""))
    finally:
        for array in owned.values():
            array.release()


@contextlib.contextmanager
def called_along_a_direction(name: str, function: GradientFunction, seed: int, n: int,
                             direction_seed: int):
    """`function` (a `_jvp` or `_hvp` entry) called on the kernel's arguments with
    NRT-owned arrays along a random direction: its status, value, NRT allocations
    and argument refcounts checked; yields (args, parameters, direction, result,
    NRT allocations made)."""
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    parameters = function.spec.entry.arguments
    rng = np.random.default_rng(seed + direction_seed)
    direction = {a.name: (rng.standard_normal(np.shape(v)) if a.kind == "array"
                          else float(rng.standard_normal()))
                 for a, v in zip(parameters, args) if function.spec.active(a)}
    owned = {a.name: NrtArray(v) for a, v in zip(parameters, args) if a.kind == "array"}
    call_args = [owned[a.name].array if a.name in owned else v for a, v in zip(parameters, args)]
    refcounts = {k: a.refcount for k, a in owned.items()}
    before = allocation_stats()
    result = function(*call_args, meminfos={k: a.meminfo for k, a in owned.items()},
                      tangents=direction)
    after = allocation_stats()
    try:
        assert result.status == 0, f"status {result.status}"
        np.testing.assert_allclose(result.value, primal(name)(*args), rtol=value_rtol(args))
        alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
        assert (alloc, mi_alloc) == (free, mi_free), \
            f"NRT allocations {alloc}/{mi_alloc} vs frees {free}/{mi_free}"
        assert {k: a.refcount for k, a in owned.items()} == refcounts, "argument refcounts"
        yield args, parameters, direction, result, mi_alloc
    finally:
        for array in owned.values():
            array.release()


def check_jvp(name: str, jvp: GradientFunction, gradient: GradientFunction, seed: int,
              n: int) -> str:
    """The JVP along a random direction against the directional finite difference
    and against the reverse-mode gradient dotted with the direction."""
    with called_along_a_direction(name, jvp, seed, n, 100) as (args, parameters, direction,
                                                                result, _):
        step = 1e-6
        single = single_precision(args)
        function, fd_args = reference(name, args)

        def moved(sign):
            return [laid_out_like(v, v + sign * step * direction[a.name])
                    if a.name in direction else v for a, v in zip(parameters, fd_args)]
        directional = (function(*moved(1)) - function(*moved(-1))) / (2 * step)
        scale = max(1.0, abs(directional))
        rtol = 1e-4 if single else 1e-5
        np.testing.assert_allclose(result.tangent, directional, rtol=rtol, atol=rtol / 100 * scale,
                                   err_msg="JVP vs directional finite difference")
        reverse = gradient(*args).gradients
        dot = sum(float(np.sum(reverse[k] * d)) for k, d in direction.items())
        rtol = 1e-5 if single else 1e-9
        np.testing.assert_allclose(result.tangent, dot, rtol=rtol, atol=rtol / 1000 * scale,
                                   err_msg="JVP vs gradient . direction")
        return f"{name} n={n}: JVP {result.tangent:.6g} matches FD and gradient . direction"


def check_hvp(name: str, hvp: GradientFunction, gradient: GradientFunction, seed: int,
              n: int) -> str:
    """`<name>_hvp` along a random direction against central finite differences of the
    reverse-mode gradient along it; its gradient against `<name>_grad`'s."""
    with called_along_a_direction(name, hvp, seed, n, 200) as (args, parameters, direction,
                                                                result, mi_alloc):
        # float32 gradients: two modules' roundings, differences at a larger step
        single = single_precision(args)
        reverse = gradient(*args).gradients
        for key, expected in reverse.items():
            np.testing.assert_allclose(result.gradients[key], expected,
                                       rtol=1e-5 if single else 1e-9, atol=1e-12,
                                       err_msg=f"the gradient of {key} from the HVP entry")
        step, rtol, atol = (1e-3, 1e-3, 1e-4) if single else (1e-5, 1e-5, 1e-7)

        def gradient_at(sign):
            moved = [laid_out_like(v, v + sign * step * direction[a.name])
                     if a.name in direction else v for a, v in zip(parameters, args)]
            return gradient(*moved).gradients
        plus, minus = gradient_at(1), gradient_at(-1)
        worst = 0.0
        for key in direction:
            expected = (np.asarray(plus[key]) - np.asarray(minus[key])) / (2 * step)
            scale = max(1.0, float(np.max(np.abs(expected))))
            np.testing.assert_allclose(result.hvp[key], expected, rtol=rtol,
                                       atol=atol * scale, err_msg=f"H.v of {key} vs FD")
            worst = max(worst, float(np.max(np.abs(result.hvp[key] - expected))) / scale)
        return (f"{name} n={n}: H.v matches finite differences of the gradient "
                f"(max error {worst:.1e}), {mi_alloc} NRT allocations freed")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("fixture", type=Path)
    parser.add_argument("kernel")
    parser.add_argument("runs", nargs="*", default=["8:0"],
                        metavar="N:SEED[:nofd|:jvp|:hvp]")
    parser.add_argument("--option", action="append", default=[], metavar="OPT")
    options = parser.parse_args(argv)
    extra = tuple(options.option)
    gradient = load_gradient(options.fixture, extra=extra)
    jvp = hvp = None
    if gradient.spec.values is not None:
        from vector_check import check_vector

        jvp = load_gradient(options.fixture, "forward", extra)
        for run in options.runs:
            n, seed, *flags = run.split(":")
            print(check_vector(options.kernel, gradient, jvp, int(seed), int(n),
                               "nofd" not in flags))
        return
    for run in options.runs:
        n, seed, *flags = run.split(":")
        if "hvp" in flags:
            hvp = hvp or load_gradient(options.fixture, "hvp", extra)
            print(check_hvp(options.kernel, hvp, gradient, int(seed), int(n)))
        elif "jvp" in flags:
            jvp = jvp or load_gradient(options.fixture, "forward", extra)
            print(check_jvp(options.kernel, jvp, gradient, int(seed), int(n)))
        else:
            print(check(options.kernel, gradient, int(seed), int(n), "nofd" not in flags))


if __name__ == "__main__":
    main()
