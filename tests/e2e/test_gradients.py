"""Every differentiable fixture: gradient vs central finite differences, and memory.

For each Numba 0.61.2 fixture: `nrtgrad differentiate` it, JIT the result,
call `<name>_grad` with real NRT MemInfos and check that
(a) every gradient matches central finite differences of the Numba primal,
(b) `out` equals the primal, (c) NRT allocations equal frees during the call,
(d) every argument MemInfo's refcount is unchanged.
Kernels nrtgrad cannot differentiate yet must fail with exit 1 and a
message naming the construct.
"""

from __future__ import annotations

import numpy as np
import pytest
from conftest import (INPUTS, NrtArray, allocation_stats, differentiate, kernels, manifest,
                      primal)

from nrtgrad import dialect, driver, numba_abi, toolchain
from nrtgrad.jit import GradientFunction

VERSION = "0.61.2"
UNSUPPORTED = {
    "dot1d": "numba_xxdot",
    "matvec": "numba_xxgemv",
    "list_append_sum": "NRT_MemInfo_varsize_realloc",
}
ENTRIES = [k for k in manifest(VERSION)["kernels"]]
VARIANTS = [(k["name"], v) for k in ENTRIES for v in k.get("variants", {})]


def fixture_path(name: str, variant: str | None = None) -> str:
    stem = name if variant is None else f"{name}.{variant}"
    return INPUTS / f"numba-{VERSION}" / f"{stem}.ll"


def load_gradient(path) -> GradientFunction:
    primal("sum_sq")  # Numba registers its NRT symbols with its first compilation
    result = differentiate(path)
    assert result.returncode == 0, result.stderr
    canonical = dialect.canonicalize(toolchain.find(), path.read_text(), str(path), timeout=60)
    spec = driver.gradient_spec(numba_abi.find_entry(canonical, None, str(path)), None, None)
    return GradientFunction(result.stdout, spec)


def finite_differences(function, args, index):
    """Central differences of function(*args) with respect to args[index]."""
    value = args[index]
    if np.ndim(value) == 0:
        step = 1e-6 * max(1.0, abs(value))
        up = list(args); up[index] = value + step
        down = list(args); down[index] = value - step
        return (function(*up) - function(*down)) / (2 * step)
    gradient = np.zeros(value.shape)
    for position in np.ndindex(value.shape):
        step = 1e-6 * max(1.0, abs(value[position]))
        original = value[position]
        value[position] = original + step
        high = function(*args)
        value[position] = original - step
        low = function(*args)
        value[position] = original
        gradient[position] = (high - low) / (2 * step)
    return gradient


def check_kernel(name: str, gradient: GradientFunction, seed: int, n: int,
                 finite_difference_check: bool = True) -> None:
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    owned = {}
    for argument, value in zip(gradient.spec.entry.arguments, args):
        if argument.kind == "array":
            owned[argument.name] = NrtArray(value)
    call_args = [owned[a.name].array if a.name in owned else v
                 for a, v in zip(gradient.spec.entry.arguments, args)]
    refcounts = {name: array.refcount for name, array in owned.items()}
    before = allocation_stats()
    result = gradient(*call_args, meminfos={n: a.meminfo for n, a in owned.items()})
    after = allocation_stats()
    try:
        assert result.status == 0
        expected = primal(name)(*args)
        np.testing.assert_allclose(result.value, expected, rtol=1e-12)
        alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
        assert (alloc, mi_alloc) == (free, mi_free), \
            f"NRT allocations {alloc}/{mi_alloc} vs frees {free}/{mi_free}"
        assert {n: a.refcount for n, a in owned.items()} == refcounts
        if finite_difference_check:
            for index, argument in enumerate(gradient.spec.entry.arguments):
                if gradient.spec.active(argument):
                    fd = finite_differences(primal(name), args, index)
                    scale = max(1.0, float(np.max(np.abs(fd))))
                    np.testing.assert_allclose(result.gradients[argument.name], fd,
                                               rtol=1e-5, atol=1e-7 * scale,
                                               err_msg=f"d/d{argument.name}")
    finally:
        for array in owned.values():
            array.release()


SUPPORTED = [k["name"] for k in ENTRIES if k["name"] not in UNSUPPORTED]


@pytest.mark.parametrize("name", SUPPORTED)
def test_gradient_matches_finite_differences(name):
    gradient = load_gradient(fixture_path(name))
    for seed in (0, 1):
        check_kernel(name, gradient, seed=seed, n=8)


@pytest.mark.parametrize("name", SUPPORTED)
def test_memory_and_value_at_realistic_size(name):
    gradient = load_gradient(fixture_path(name))
    check_kernel(name, gradient, seed=2, n=2000, finite_difference_check=False)


@pytest.mark.parametrize("name,variant", VARIANTS)
def test_numba_opt_levels_and_debug_info(name, variant):
    gradient = load_gradient(fixture_path(name, variant))
    check_kernel(name, gradient, seed=3, n=8)


@pytest.mark.parametrize("name,construct", sorted(UNSUPPORTED.items()))
def test_unsupported_construct_is_named(name, construct):
    result = differentiate(fixture_path(name))
    assert result.returncode == 1
    assert construct in result.stderr
    assert "not supported yet" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
