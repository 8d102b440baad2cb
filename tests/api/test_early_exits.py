"""Time loops left early through the Python API: `xn = f(x); if converged: break; x = xn`.

Where the `break` leaves, Numba releases the new array xn and the loop returns the
previous iteration's x, which the loop header's phis took on the back edge: the
ownership analysis follows which array each of them holds there, so the read of x
after the loop is no use after free.  Each initial array Numba makes its own way
(`np.zeros_like`, `a.copy()`, `np.ones_like`, `np.empty_like` filled, `np.linspace`
reshaped); then the loop's relatives: a `while` loop, two arrays carried, a break at a
count, a break from an inner loop, and the new array kept in another variable on the
break's edge (`y = xn; break`, read after the loop with x or alone, and `y = xn;
return`), whose exit loop_guards makes the loop test at a new header.  6 steps leave
through the loop's test, 200 through the `break`.  Gradients
(`grad`, `value_and_grad`), JVPs and, of an array result, VJPs are checked against
central finite differences at n = 1, 3, 7, 9, 13 and a 3 x 5 matrix element by element
and at n = 1001 along a random direction, Hessian-vector products against central
differences of the gradient; NRT allocations equal frees.  `make test` checks every
kernel's gradient and the JVPs and HVPs of a few, at every size, the 3 x 5 matrix (a
derivative of its own) of four gradients and one kernel of each other mode; under `make
test-full` every kernel in every mode and layout, and the file again in the Numba 0.68
environment (`make numba68`).
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


@numba.njit
def while_break(a, steps):
    x = np.zeros_like(a)
    k = 0
    while k < steps:
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
        k += 1
    return np.sum(x * x)


@numba.njit
def two_arrays(a, steps):
    x = np.zeros_like(a)
    v = a.copy()
    for _ in range(steps):
        xn = np.cos(x) * a + 0.1 * v
        vn = 0.5 * v
        if np.max(np.abs(xn - x)) < 1e-7:
            break
        x = xn
        v = vn
    return np.sum(x * x) + np.sum(v)


@numba.njit
def count_break(a, steps, m):
    """Left at a count, `m` (10: after the loop's test at 6 steps, by the break at 200)."""
    x = np.ones_like(a)
    for k in range(steps):
        xn = np.sin(x) * a
        if k == m:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def inner_break(a, steps):
    x = np.zeros_like(a)
    for _ in range(steps):
        for _ in range(3):
            xn = np.cos(x) * a
            if np.max(np.abs(xn - x)) < 1e-7:
                break
            x = xn
        x = x + 0.0 * a
    return np.sum(x * x)


@numba.njit
def break_keeps_new(a, steps):
    """The new array kept in another variable on the break's edge: the loop's exit merges
    it with y's first array, and loop_guards makes the loop test at a new header, past
    which x, a phi of the old header, is held (read as null after the loop, it crashed)."""
    x = np.zeros_like(a)
    y = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            y = xn
            break
        x = xn
    return np.sum(x * x) + np.sum(y)


@numba.njit
def break_keeps_only_new(a, steps):
    x = np.zeros_like(a)
    y = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            y = xn
            break
        x = xn
    return np.sum(y * y)


@numba.njit
def return_keeps_new(a, steps):
    x = np.zeros_like(a)
    y = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            y = xn
            return np.sum(x * x) + np.sum(y)
        x = xn
    return np.sum(x * x) + np.sum(y)


KERNELS = [zeros_like, copy, ones_like, filled, linspace, while_break, two_arrays, count_break,
           inner_break, break_keeps_new, break_keeps_only_new, return_keeps_new]
IDS = [f.__name__ for f in KERNELS]
# the arguments after `steps`
EXTRA = {count_break: (10,)}
SHAPES = [(1,), (3,), (7,), (9,), (13,), (3, 5)]
LARGE = (1001,)
NOT_TAKEN, TAKEN = 6, 200
STEPS_AND_SHAPES = [(steps, shape) for steps in (NOT_TAKEN, TAKEN)
                    for shape in [*SHAPES, LARGE]]
# each layout is a derivative of its own (Enzyme and the JIT again): `make test` checks
# the 3 x 5 matrix of the kernels of `matrix`, the vectors (every size) of every kernel
VECTORS = [(steps, shape) for steps, shape in STEPS_AND_SHAPES if len(shape) == 1]
MATRICES = [(steps, shape) for steps, shape in STEPS_AND_SHAPES if len(shape) == 2]


def point(shape: tuple) -> np.ndarray:
    return np.linspace(0.5, 0.9, int(np.prod(shape))).reshape(shape)


def direction(shape: tuple) -> np.ndarray:
    return np.random.default_rng(int(np.prod(shape))).standard_normal(shape)


def difference(f, a: np.ndarray, steps: int, tangent: np.ndarray, h: float = 1e-6):
    extra = EXTRA.get(f, ())
    return (f(a + h * tangent, steps, *extra) - f(a - h * tangent, steps, *extra)) / (2 * h)


def test_six_steps_leave_through_the_loops_test_and_two_hundred_through_the_break():
    a = point((9,))
    assert zeros_like(a, NOT_TAKEN) != zeros_like(a, NOT_TAKEN + 1)
    assert zeros_like(a, TAKEN) == zeros_like(a, 10 * TAKEN)
    assert break_keeps_only_new(a, NOT_TAKEN) == 0 < break_keeps_only_new(a, TAKEN)
    assert count_break(a, NOT_TAKEN, 10) != count_break(a, NOT_TAKEN + 1, 10)
    assert count_break(a, TAKEN, 10) == count_break(a, 10 * TAKEN, 10)


def quick(kernels: list, chosen: tuple, matrix: tuple = ()) -> list:
    """(kernel, cases) parameters: `make test` runs the kernels `chosen` on the vectors,
    those of `matrix` on the 3 x 5 matrix too; the rest (`full`) in `make test-full`."""
    params = []
    for f in kernels:
        marks = () if f in chosen else pytest.mark.full
        params.append(pytest.param(f, STEPS_AND_SHAPES if f in matrix else VECTORS,
                                   id=f.__name__, marks=marks))
        if f not in matrix:
            params.append(pytest.param(f, MATRICES, id=f"{f.__name__}-3x5",
                                       marks=pytest.mark.full))
    return params


@pytest.mark.parametrize("f, cases", quick(KERNELS, tuple(KERNELS),
                                           matrix=(zeros_like, two_arrays, count_break,
                                                   return_keeps_new)))
def test_gradient_matches_central_differences(f, cases):
    gradient, value_and_grad, extra = nrtgrad.grad(f), nrtgrad.value_and_grad(f), EXTRA.get(f, ())
    for steps, shape in cases:
        a = point(shape)
        value, again = value_and_grad(a, steps, *extra)
        assert value == pytest.approx(f(a, steps, *extra), rel=1e-12)
        if shape == LARGE:
            tangent = direction(shape)
            assert float(np.sum(again * tangent)) == pytest.approx(
                difference(f, a, steps, tangent), rel=1e-5)
        else:
            np.testing.assert_allclose(again, central_differences(f, (a, steps, *extra), 0),
                                       rtol=1e-5, atol=1e-9)
        np.testing.assert_array_equal(gradient(a, steps, *extra), again)
        assert_balanced(lambda: gradient(a, steps, *extra))
        assert_balanced(lambda: value_and_grad(a, steps, *extra))


# `make test` checks every kernel's gradient, the JVP and HVP of a covering few
# (an initialiser, two arrays, a count, an inner loop, the new array kept), each mode's
# 3 x 5 matrix on one of them
@pytest.mark.parametrize("f, cases", quick(KERNELS, (zeros_like, two_arrays, count_break,
                                                     return_keeps_new), matrix=(two_arrays,)))
def test_jvp_matches_central_differences(f, cases):
    jvp, extra = nrtgrad.jvp(f), EXTRA.get(f, ())
    for steps, shape in cases:
        a, tangent = point(shape), direction(shape)
        value, derivative = jvp((a, steps, *extra), tangent)
        assert value == pytest.approx(f(a, steps, *extra), rel=1e-12)
        assert derivative == pytest.approx(difference(f, a, steps, tangent), rel=1e-5)
        assert_balanced(lambda: jvp((a, steps, *extra), tangent))


HVP_KERNELS = [zeros_like, linspace, *KERNELS[5:]]


@pytest.mark.parametrize("f, cases", quick(HVP_KERNELS, (linspace, inner_break,
                                                          break_keeps_only_new),
                                           matrix=(linspace,)))
def test_hvp_is_the_derivative_of_the_gradient(f, cases):
    hvp, gradient, h, extra = nrtgrad.hvp(f), nrtgrad.grad(f), 1e-5, EXTRA.get(f, ())
    for steps, shape in cases:
        a, v = point(shape), direction(shape)
        expected = (gradient(a + h * v, steps, *extra)
                    - gradient(a - h * v, steps, *extra)) / (2 * h)
        np.testing.assert_allclose(hvp((a, steps, *extra), v), expected, rtol=1e-5, atol=1e-7)
        assert_balanced(lambda: hvp((a, steps, *extra), v))


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
