"""Time loops left early through the Python API: `xn = f(x); if converged: break; x = xn`.

Where the `break` leaves, Numba releases the new array xn and the loop returns the
previous iteration's x, which the loop header's phis took on the back edge: the
ownership analysis follows which array each of them holds there, so the read of x
after the loop is no use after free.  Each initial array Numba makes its own way
(`np.zeros_like`, `a.copy()`, `np.ones_like`, `np.empty_like` filled, `np.linspace`
reshaped); 6 steps leave through the loop's test, 200 through the `break`.  Gradients
(`grad`, `value_and_grad`), JVPs and, of an array result, VJPs are checked against
central finite differences at n = 1, 3, 7, 9, 13 and a 3 x 5 matrix element by element
and at n = 1001 along a random direction, Hessian-vector products against central
differences of the gradient; NRT allocations equal frees.  Under `make test-full` the file
also runs in the Numba 0.68 environment (`make numba68`).
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences


@numba.njit
def zeros_like(a, steps):
    x = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def copy(a, steps):
    x = a.copy()
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def ones_like(a, steps):
    x = np.ones_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def filled(a, steps):
    x = np.empty_like(a)
    x[:] = 0.25
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def linspace(a, steps):
    x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def doubled(a, steps):
    """An array result: the VJP and JVP of <name>_vjp / <name>_jvp."""
    x = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
    return x * 2.0


KERNELS = [zeros_like, copy, ones_like, filled, linspace]
IDS = [f.__name__ for f in KERNELS]
SHAPES = [(1,), (3,), (7,), (9,), (13,), (3, 5)]
LARGE = (1001,)
NOT_TAKEN, TAKEN = 6, 200
STEPS_AND_SHAPES = [(steps, shape) for steps in (NOT_TAKEN, TAKEN)
                    for shape in [*SHAPES, LARGE]]


def point(shape: tuple) -> np.ndarray:
    return np.linspace(0.5, 0.9, int(np.prod(shape))).reshape(shape)


def direction(shape: tuple) -> np.ndarray:
    return np.random.default_rng(int(np.prod(shape))).standard_normal(shape)


def difference(f, a: np.ndarray, steps: int, tangent: np.ndarray, h: float = 1e-6):
    return (f(a + h * tangent, steps) - f(a - h * tangent, steps)) / (2 * h)


def test_six_steps_leave_through_the_loops_test_and_two_hundred_through_the_break():
    a = point((9,))
    assert zeros_like(a, NOT_TAKEN) != zeros_like(a, NOT_TAKEN + 1)
    assert zeros_like(a, TAKEN) == zeros_like(a, 10 * TAKEN)


@pytest.mark.parametrize("f", KERNELS, ids=IDS)
def test_gradient_matches_central_differences(f):
    gradient, value_and_grad = nrtgrad.grad(f), nrtgrad.value_and_grad(f)
    for steps, shape in STEPS_AND_SHAPES:
        a = point(shape)
        value, again = value_and_grad(a, steps)
        assert value == pytest.approx(f(a, steps), rel=1e-12)
        if shape == LARGE:
            tangent = direction(shape)
            assert float(np.sum(again * tangent)) == pytest.approx(
                difference(f, a, steps, tangent), rel=1e-5)
        else:
            np.testing.assert_allclose(again, central_differences(f, (a, steps), 0),
                                       rtol=1e-5, atol=1e-9)
        np.testing.assert_array_equal(gradient(a, steps), again)
        assert_balanced(lambda: gradient(a, steps))
        assert_balanced(lambda: value_and_grad(a, steps))


@pytest.mark.parametrize("f", KERNELS, ids=IDS)
def test_jvp_matches_central_differences(f):
    jvp = nrtgrad.jvp(f)
    for steps, shape in STEPS_AND_SHAPES:
        a, tangent = point(shape), direction(shape)
        value, derivative = jvp((a, steps), tangent)
        assert value == pytest.approx(f(a, steps), rel=1e-12)
        assert derivative == pytest.approx(difference(f, a, steps, tangent), rel=1e-5)
        assert_balanced(lambda: jvp((a, steps), tangent))


@pytest.mark.parametrize("f", [zeros_like, linspace], ids=["zeros_like", "linspace"])
def test_hvp_is_the_derivative_of_the_gradient(f):
    hvp, gradient, h = nrtgrad.hvp(f), nrtgrad.grad(f), 1e-5
    for steps, shape in STEPS_AND_SHAPES:
        a, v = point(shape), direction(shape)
        expected = (gradient(a + h * v, steps) - gradient(a - h * v, steps)) / (2 * h)
        np.testing.assert_allclose(hvp((a, steps), v), expected, rtol=1e-5, atol=1e-7)
        assert_balanced(lambda: hvp((a, steps), v))


def test_vjp_and_jvp_of_an_array_result():
    vjp, jvp = nrtgrad.vjp(doubled), nrtgrad.jvp(doubled)
    for steps, shape in STEPS_AND_SHAPES:
        a, tangent = point(shape), direction(shape)
        w = np.cos(np.arange(a.size)).reshape(shape)
        value, pullback = vjp(a, steps)
        np.testing.assert_allclose(value, doubled(a, steps), rtol=1e-12)
        cotangent = pullback(w)
        along = difference(doubled, a, steps, tangent)
        assert float(np.sum(cotangent * tangent)) == pytest.approx(float(np.sum(w * along)),
                                                                   rel=1e-5)
        if shape != LARGE:
            np.testing.assert_allclose(cotangent, central_differences(
                lambda x, s: float(np.sum(w * doubled(x, s))), (a, steps), 0),
                rtol=1e-5, atol=1e-9)
        np.testing.assert_allclose(jvp((a, steps), tangent)[1], along, rtol=1e-5, atol=1e-9)
        assert_balanced(lambda: vjp(a, steps)[1](w))
        assert_balanced(lambda: jvp((a, steps), tangent))


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    """`make test-full`: the same kernels compiled by Numba 0.68."""
    numba68.run_again(__file__)
