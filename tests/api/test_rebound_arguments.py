"""An argument rebound in a time loop, through the Python API: `x = a`, then `x = f(x)`.

`x = a` (or `x = np.asarray(a)`) before `for _ in range(iters): x = np.cos(x) * a`
merges the argument with the loop's new arrays; where nothing writes through
the argument, the loop starts from a copy of it (argument_copies.py), as from
`x = a.copy()`.  A `for`, a `while` counting, a 2-D state (C- and
F-contiguous), a `break` at a convergence test, and the loop not run (the
result then a function of the argument itself); and the argument merged with
a new array at the end of an `if` (branched): gradients (`grad`,
`value_and_grad`), JVPs, Hessian-vector products and an array result's VJP
against central finite differences at n = 1, 3, 7, 9, 13, 3 x 5 element by
element and at n = 1001 along a random direction, for 0, 6 and 200
iterations; NRT allocations equal frees and the argument's reference count
is what it was.  An argument written through (`x = a; x[0] = 1.0`, or `x[0]`
after the loop, when x may be a) and an argument that is not contiguous are
refused in the user's terms.  `make test` runs every case of `rebound`'s
gradient and the other kernels' and modes' 1-D cases of a covering few
(`kernels`); `make test-full` every case of every kernel and mode, and the
file again in the Numba 0.68 environment (`make numba68`).
"""

from __future__ import annotations

import gc
import sys

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences


@numba.njit
def rebound(a, iters):
    x = a
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@numba.njit
def asarray(a, iters):
    x = np.asarray(a)
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit
def counted(a, iters):
    x = a
    k = 0
    while k < iters:
        x = np.cos(x) * a
        k += 1
    return np.sum(x * x)


@numba.njit
def converged(a, iters):
    x = a
    for _ in range(iters):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def branched(a, iters):
    """Not a loop: the argument merged with a new array at the end of an `if`."""
    if iters > 0:
        x = np.cos(a) * a
    else:
        x = a
    return np.sum(x * x)


@numba.njit
def doubled(a, iters):
    """An array result: its VJP and JVP."""
    x = a
    for _ in range(iters):
        x = np.cos(x) * a
    return x * 2.0


@numba.njit
def written(a, iters):
    x = a
    x[0] = 1.0
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@numba.njit
def written_after(a, iters):
    x = a
    for _ in range(iters):
        x = np.cos(x) * a
    x[0] = 1.0
    return np.sum(x)


KERNELS = [rebound, asarray, counted, converged, branched]
SHAPES = [(1,), (3,), (7,), (9,), (13,), (3, 5), "F"]
LARGE = (1001,)
# not run; left through the loop's test; by the `break` (converged's)
ITERATIONS = (0, 6, 200)
CASES = [(iters, shape) for iters in ITERATIONS for shape in [*SHAPES, LARGE]]
# what `make test` runs of a kernel but `rebound`: 1-D, the sizes that break assumptions
QUICK = [(iters, shape) for iters in ITERATIONS for shape in [(1,), (7,), (13,), LARGE]]


def kernels(every_case: tuple = (rebound,), quick: tuple = ()) -> list:
    """(kernel, cases) parameters: `make test` runs the kernels of `every_case` with
    CASES and those of `quick` with QUICK; `make test-full` every kernel with CASES."""
    return [pytest.param(f, CASES if f in every_case else QUICK, id=f.__name__,
                         marks=() if f in every_case or f in quick else pytest.mark.full)
            for f in KERNELS] + [
            pytest.param(f, CASES, id=f"{f.__name__}-every-case", marks=pytest.mark.full)
            for f in quick]


def point(shape) -> np.ndarray:
    if shape == "F":  # a 2-D Fortran-ordered argument
        return np.asfortranarray(point((5, 3)).T)
    return np.linspace(0.5, 0.9, int(np.prod(shape))).reshape(shape)


def direction(a: np.ndarray) -> np.ndarray:
    return np.random.default_rng(a.size).standard_normal(a.shape)


def difference(f, a: np.ndarray, iters: int, tangent: np.ndarray, h: float = 1e-6):
    return (f(a + h * tangent, iters) - f(a - h * tangent, iters)) / (2 * h)


@pytest.fixture(autouse=True, scope="module")
def _frozen_heap():
    """What the worker holds before this file, frozen out of the collections `checked`
    makes: a full collection walks every object of a long-lived xdist worker (seconds
    each there, milliseconds alone), while every object a call of this file makes, and
    so every cycle that could hold an argument, is made after the freeze and still
    collected."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def checked(call, a: np.ndarray):
    """`call()`'s result, after checking that three more calls balance NRT's allocations
    and leave the argument's reference count as it was (counted without the cycles a
    first call's compilation leaves to the garbage collector)."""
    result = call()
    gc.collect()
    references = sys.getrefcount(a)
    assert_balanced(call)
    gc.collect()
    assert sys.getrefcount(a) == references
    return result


def test_the_break_is_taken_at_200_iterations_and_not_at_6():
    a = point((9,))
    assert converged(a, 6) != converged(a, 7)
    assert converged(a, 200) == converged(a, 2000)
    assert rebound(a, 0) == pytest.approx(np.sum(a))


@pytest.mark.parametrize("f, cases", kernels(quick=(asarray, counted, converged, branched)))
def test_gradient_matches_central_differences(f, cases):
    gradient, value_and_grad = nrtgrad.grad(f), nrtgrad.value_and_grad(f)
    for iters, shape in cases:
        a = point(shape)
        value, again = checked(lambda: value_and_grad(a, iters), a)
        assert value == pytest.approx(f(a, iters), rel=1e-12)
        if shape == LARGE:
            tangent = direction(a)
            assert float(np.sum(again * tangent)) == pytest.approx(
                difference(f, a, iters, tangent), rel=1e-5)
        else:
            np.testing.assert_allclose(again, central_differences(f, (a, iters), 0),
                                       rtol=1e-5, atol=1e-9)
        np.testing.assert_array_equal(checked(lambda: gradient(a, iters), a), again)


@pytest.mark.parametrize("f, cases", kernels(every_case=(), quick=(rebound, converged)))
def test_jvp_matches_central_differences(f, cases):
    jvp = nrtgrad.jvp(f)
    for iters, shape in cases:
        a = point(shape)
        tangent = direction(a)
        value, derivative = checked(lambda: jvp((a, iters), tangent), a)
        assert value == pytest.approx(f(a, iters), rel=1e-12)
        assert derivative == pytest.approx(difference(f, a, iters, tangent), rel=1e-5)


@pytest.mark.parametrize("f, cases", kernels(every_case=(), quick=(rebound,)))
def test_hvp_is_the_derivative_of_the_gradient(f, cases):
    hvp, gradient, h = nrtgrad.hvp(f), nrtgrad.grad(f), 1e-5
    for iters, shape in cases:
        a = point(shape)
        v = direction(a)
        expected = (gradient(a + h * v, iters) - gradient(a - h * v, iters)) / (2 * h)
        np.testing.assert_allclose(checked(lambda: hvp((a, iters), v), a), expected,
                                   rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("cases", [
    pytest.param(QUICK, id="quick"), pytest.param(CASES, id="every-case", marks=pytest.mark.full)])
def test_vjp_and_jvp_of_an_array_result(cases):
    vjp, jvp = nrtgrad.vjp(doubled), nrtgrad.jvp(doubled)
    for iters, shape in cases:
        a = point(shape)
        tangent, w = direction(a), np.cos(np.arange(a.size)).reshape(a.shape)
        value, pullback = vjp(a, iters)
        np.testing.assert_allclose(value, doubled(a, iters), rtol=1e-12)
        cotangent = checked(lambda: pullback(w), a)
        along = difference(doubled, a, iters, tangent)
        assert float(np.sum(cotangent * tangent)) == pytest.approx(float(np.sum(w * along)),
                                                                   rel=1e-5)
        if shape != LARGE:
            np.testing.assert_allclose(cotangent, central_differences(
                lambda x, s: float(np.sum(w * doubled(x, s))), (a, iters), 0),
                rtol=1e-5, atol=1e-9)
        np.testing.assert_allclose(checked(lambda: jvp((a, iters), tangent), a)[1], along,
                                   rtol=1e-5, atol=1e-9)
        checked(lambda: vjp(a, iters)[1](w), a)


@pytest.mark.parametrize("f, a", [
    pytest.param(written, point((9,)), id="written-before-the-loop"),
    pytest.param(written_after, point((9,)), id="written-after-the-loop"),
    pytest.param(rebound, point((18,))[::2], id="not-contiguous"),
])
def test_an_argument_written_through_or_not_contiguous_is_refused(f, a):
    with pytest.raises(nrtgrad.NrtgradError,
                       match="holds an argument array on one path and a new array on another"):
        nrtgrad.grad(f)(a, 6)


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    """`make test-full`: the same kernels compiled by Numba 0.68."""
    numba68.run_again(__file__)
