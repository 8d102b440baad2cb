"""Branches whose arms call math functions or divide, through the Python API, on every
Numba version.

if_conversion computes such arms on every element, their operands guarded by
the arm's path condition, so an arm not taken never feeds 0 times an
infinity (NaN) to the gradient.  Gradients match their formulas and central
finite differences at n = 1, 3, 7, 9, 13 and 1001 (vectorised loops and their
remainders), on matrices from 1x1 to 51x53, and on elements, of vectors and
of a 3x7 matrix, where an arm not taken would overflow or divide by zero
(exp(800), exp(1600), (-1e200)**3, log(0), 1/0); NRT allocations equal frees.  The file also runs in the Numba 0.68
environment (`make numba68`).
"""

from __future__ import annotations

import math

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 3, 7, 9, 13, 1001)
SHAPES = ((1, 1), (3, 7), (9, 13), (13, 1), (51, 53))


@numba.njit
def exp_or_cube(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        if v > 0.5:
            s += v * v
        elif v < -0.5:
            s += math.exp(v)
        else:
            s += 0.25 * v - v * v * v
    return s


def exp_or_cube_gradient(x):
    with np.errstate(over="ignore"):
        return np.where(x > 0.5, 2 * x, np.where(x < -0.5, np.exp(np.minimum(x, 0.0)),
                                                 0.25 - 3 * x * x))


@numba.njit
def log_or_ratio(x):
    s = 0.0
    for i in range(x.shape[0]):
        v = x[i]
        if v > 1.0:
            s += math.log(v)
        elif v < -1.0:
            s += 1.0 / v
        else:
            s += v * v
    return s


def log_or_ratio_gradient(x):
    with np.errstate(divide="ignore", over="ignore"):
        return np.where(x > 1.0, 1.0 / x, np.where(x < -1.0, -1.0 / (x * x), 2 * x))


@numba.njit
def tanh_or_exp_grid(X):
    s = 0.0
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            v = X[i, j]
            if v > 0.0:
                s += math.tanh(v) * v
            else:
                s += math.exp(2.0 * v)
    return s


def tanh_or_exp_grid_gradient(X):
    t = np.tanh(X)
    return np.where(X > 0.0, t + X * (1 - t * t), 2 * np.exp(2 * np.minimum(X, 0.0)))


CASES = {"exp or cube": (exp_or_cube, exp_or_cube_gradient),
         "log or ratio": (log_or_ratio, log_or_ratio_gradient)}


def check(f, formula, x: np.ndarray) -> None:
    gradient = nrtgrad.grad(f)
    np.testing.assert_allclose(gradient(x), formula(x), rtol=1e-12, atol=1e-300)
    if x.size <= 13 * 13:
        np.testing.assert_allclose(gradient(x), central_differences(f, (x,), 0),
                                   rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: gradient(x))


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", CASES)
def test_gradients_match_their_formula_and_differences(name, n):
    check(*CASES[name], np.random.default_rng(n).uniform(-3.0, 3.0, n))


@pytest.mark.parametrize("shape", SHAPES)
def test_matrix_gradients_match_their_formula_and_differences(shape):
    check(tanh_or_exp_grid, tanh_or_exp_grid_gradient,
          np.random.default_rng(shape[0]).uniform(-2.0, 2.0, shape))


@pytest.mark.parametrize("name, x", [
    ("exp or cube", [800.0, -1e200, 1e200, -800.0, 0.0, 0.5, -0.5]),
    ("log or ratio", [0.0, 1e-300, -1e300, 1e300, 1.0, -1.0, 2.0]),
])
def test_an_arm_not_taken_that_would_overflow_leaves_the_gradient_finite(name, x):
    f, formula = CASES[name]
    x = np.array(x * 3)  # 21 elements: the vector loop and its remainder
    gradient = nrtgrad.grad(f)(x)
    assert np.all(np.isfinite(gradient))
    np.testing.assert_allclose(gradient, formula(x), rtol=1e-12, atol=0.0)


def test_a_matrix_arm_not_taken_that_would_overflow_leaves_the_gradient_finite():
    X = np.array([800.0, -800.0, 1e200, -1e200, 0.0, 0.5, -0.5] * 3).reshape(3, 7)
    gradient = nrtgrad.grad(tanh_or_exp_grid)(X)  # exp(1600) where v = 800 is not taken
    assert np.all(np.isfinite(gradient))
    np.testing.assert_allclose(gradient, tanh_or_exp_grid_gradient(X), rtol=1e-12, atol=0.0)


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
