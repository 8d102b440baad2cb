"""`np.linalg.solve`, `np.linalg.inv` and `np.linalg.cholesky` through the Python API:
nrtgrad.grad and nrtgrad.jvp of `solve_loss` (a vector right-hand side), `solve_matrix`
(an n x 3 one), `solve_f32` (float32, against the differences of the float64 primal),
`inv_loss` (`inv(A) @ b`), `inv_f32` (float32), `cholesky_loss`, `cholesky_solve` and
`cholesky_f32` against central finite differences of the Numba primal,
at n = 1, 2, 3, 7, 9, 13 and 51, with NRT allocations equal to frees; a singular
matrix, or one that is not positive definite, raises Numba's own LinAlgError through
both, never a gradient, and NaN in a factored matrix gives NaN derivatives.
`make test` checks `solve_loss`, `inv_loss`, `inv_f32`, `cholesky_loss` and
`cholesky_solve`; `make test-full` the others too.
"""

from __future__ import annotations

import functools

import kernels
import numba
import numpy as np
import pytest

import nrtgrad
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 2, 3, 7, 9, 13, pytest.param(51, marks=pytest.mark.full))
# Enzyme takes minutes on these modules: `make test-full` only
SLOWER = ("solve_matrix", "solve_f32")
# a float32 kernel's reference: the differences of its float64 twin
FLOAT64_TWIN = {"solve_f32": "solve_loss", "inv_f32": "inv_loss"}
# a float32 derivative against float64 differences: float32 rounding
TOLERANCE = {np.float64: 1e-6, np.float32: 2e-3}


@functools.cache  # one dispatcher per kernel: its derivatives are compiled once
def jitted(name: str):
    function, signature, _ = kernels.KERNELS[name]
    return numba.njit(signature)(function)


def directional_difference(f, args, tangents) -> float:
    """(f(args + h t) - f(args - h t)) / 2h of a float64 function."""
    h = 1e-6
    plus = f(*(a + h * t for a, t in zip(args, tangents)))
    minus = f(*(a - h * t for a, t in zip(args, tangents)))
    return (float(plus) - float(minus)) / (2 * h)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", ["solve_loss", "inv_loss", "inv_f32",
                                  *(pytest.param(name, marks=pytest.mark.full)
                                    for name in SLOWER)])
def test_grad_and_jvp_match_finite_differences(name, n):
    f = jitted(name)
    args = kernels.KERNELS[name][2](seed=n, n=n)
    dtype = args[0].dtype.type
    gradients = nrtgrad.grad(f, argnums=(0, 1))(*args)
    for position, gradient in enumerate(gradients):
        assert gradient.shape == args[position].shape and gradient.dtype == dtype
        # float32: against the differences of the float64 primal at the same point
        reference = central_differences(jitted(FLOAT64_TWIN.get(name, name)),
                                        tuple(a.astype(np.float64) for a in args), position)
        scale = max(1.0, float(np.max(np.abs(reference))))
        assert np.max(np.abs(gradient - reference)) <= TOLERANCE[dtype] * scale
    rng = np.random.default_rng(n)
    tangents = tuple(rng.standard_normal(a.shape).astype(dtype) for a in args)
    value, derivative = nrtgrad.jvp(f, argnums=(0, 1))(args, tangents)
    assert value == pytest.approx(float(f(*args)), rel=1e-6)
    along = sum(float(np.sum(g.astype(np.float64) * t)) for g, t in zip(gradients, tangents))
    reference = directional_difference(jitted(FLOAT64_TWIN.get(name, name)),
                                       tuple(a.astype(np.float64) for a in args),
                                       tuple(t.astype(np.float64) for t in tangents))
    scale = max(1.0, abs(reference))
    assert abs(float(derivative) - along) <= TOLERANCE[dtype] * scale
    assert abs(float(derivative) - reference) <= TOLERANCE[dtype] * scale
    assert_balanced(lambda: nrtgrad.grad(f, argnums=(0, 1))(*args))
    assert_balanced(lambda: nrtgrad.jvp(f, argnums=(0, 1))(args, tangents))


@pytest.mark.parametrize("name", ["solve_loss", "inv_loss",
                                  pytest.param("solve_matrix", marks=pytest.mark.full)])
def test_a_singular_matrix_raises_numbas_linalg_error(name):
    f = jitted(name)
    _, b = kernels.KERNELS[name][2](seed=0, n=3)
    singular = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]])
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        f(singular, b)
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.grad(f, argnums=(0, 1))(singular, b)
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.jvp(f, argnums=(0, 1))((singular, b), (np.ones_like(singular), np.ones_like(b)))
    # a regular matrix afterwards: the derivative is fine, and nothing leaked
    A = singular + 3.0 * np.eye(3)
    assert_balanced(lambda: nrtgrad.grad(f, argnums=(0, 1))(A, b))


# np.linalg.cholesky: `cholesky_loss` (the factor of A A^T + n I, then np.sin),
# `cholesky_solve` (a symmetric A, two triangular substitutions in loops) and
# `cholesky_f32` (float32, L @ b), against the differences of the function as Numba
# compiles it: potrf reads A's lower triangle, so the upper one's gradient is 0
CHOLESKY = ("cholesky_loss", "cholesky_solve")


@functools.cache
def float64_twin(name: str):
    """A float32 kernel's function compiled for float64 arrays: its reference."""
    return numba.njit(kernels.KERNELS[name][0])


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", [*CHOLESKY, pytest.param("cholesky_f32", marks=pytest.mark.full)])
def test_cholesky_grad_and_jvp_match_finite_differences(name, n):
    f = jitted(name)
    args = kernels.KERNELS[name][2](seed=n, n=n)
    dtype = args[0].dtype.type
    reference_function = f if dtype == np.float64 else float64_twin(name)
    wide = tuple(a.astype(np.float64) for a in args)
    argnums = tuple(range(len(args)))
    gradients = nrtgrad.grad(f, argnums=argnums)(*args)
    for position, gradient in enumerate(gradients):
        assert gradient.shape == args[position].shape and gradient.dtype == dtype
        reference = central_differences(reference_function, wide, position)
        scale = max(1.0, float(np.max(np.abs(reference))))
        assert np.max(np.abs(gradient - reference)) <= TOLERANCE[dtype] * scale
    if name == "cholesky_solve":  # potrf never reads A's upper triangle
        assert not np.any(np.triu(gradients[0], 1))
    rng = np.random.default_rng(n)
    tangents = tuple(rng.standard_normal(a.shape).astype(dtype) for a in args)
    value, derivative = nrtgrad.jvp(f, argnums=argnums)(args, tangents)
    assert value == pytest.approx(float(f(*args)), rel=1e-6)
    along = sum(float(np.sum(g.astype(np.float64) * t)) for g, t in zip(gradients, tangents))
    reference = directional_difference(reference_function, wide,
                                       tuple(t.astype(np.float64) for t in tangents))
    scale = max(1.0, abs(reference))
    assert abs(float(derivative) - along) <= TOLERANCE[dtype] * scale
    assert abs(float(derivative) - reference) <= TOLERANCE[dtype] * scale
    assert_balanced(lambda: nrtgrad.grad(f, argnums=argnums)(*args))
    assert_balanced(lambda: nrtgrad.jvp(f, argnums=argnums)(args, tangents))


def test_a_matrix_that_is_not_positive_definite_raises_numbas_linalg_error():
    f = jitted("cholesky_solve")
    _, b = kernels.KERNELS["cholesky_solve"][2](seed=0, n=3)
    indefinite = np.array([[4.0, 2.0, 1.0], [2.0, 5.0, 3.0], [1.0, 3.0, 1.0]])
    message = "Matrix is not positive definite."
    with pytest.raises(np.linalg.LinAlgError, match=message):
        f(indefinite, b)
    with pytest.raises(np.linalg.LinAlgError, match=message):
        nrtgrad.grad(f, argnums=(0, 1))(indefinite, b)
    with pytest.raises(np.linalg.LinAlgError, match=message):
        nrtgrad.jvp(f, argnums=(0, 1))((indefinite, b), (np.eye(3), np.ones_like(b)))
    # a positive definite matrix afterwards: the derivative is fine, and nothing leaked
    A = indefinite + 3.0 * np.eye(3)
    assert_balanced(lambda: nrtgrad.grad(f, argnums=(0, 1))(A, b))


def test_nan_in_the_matrix_gives_a_nan_gradient():
    """OpenBLAS's potrf passes NaN on without an error, so Numba's cholesky returns NaN:
    the derivatives are NaN too, never a number."""
    f = jitted("cholesky_solve")
    A, b = kernels.KERNELS["cholesky_solve"][2](seed=0, n=3)
    A[1, 1] = np.nan
    assert np.isnan(f(A, b))
    gradient_a, gradient_b = nrtgrad.grad(f, argnums=(0, 1))(A, b)
    assert np.isnan(gradient_a[1, 1]) and np.all(np.isnan(gradient_b))
    _, derivative = nrtgrad.jvp(f, argnums=(0, 1))((A, b), (np.eye(3), np.ones_like(b)))
    assert np.isnan(derivative)


def test_an_empty_matrix_and_one_that_is_not_square_are_numbas_cases():
    """n = 0: Numba returns the empty factor before potrf, and the gradients are empty;
    a matrix that is not square raises Numba's LinAlgError through both modes."""
    f = jitted("cholesky_solve")
    empty, none = np.zeros((0, 0)), np.zeros(0)
    assert f(empty, none) == 0.0
    gradients = nrtgrad.grad(f, argnums=(0, 1))(empty, none)
    assert [g.shape for g in gradients] == [(0, 0), (0,)]
    assert nrtgrad.jvp(f, argnums=(0, 1))((empty, none), (empty, none)) == (0.0, 0.0)
    wide, b = np.ones((2, 3)), np.ones(2)
    message = "Last 2 dimensions of the array must be square."
    with pytest.raises(np.linalg.LinAlgError, match=message):
        nrtgrad.grad(f, argnums=(0, 1))(wide, b)
    with pytest.raises(np.linalg.LinAlgError, match=message):
        nrtgrad.jvp(f, argnums=(0, 1))((wide, b), (np.ones_like(wide), b))
