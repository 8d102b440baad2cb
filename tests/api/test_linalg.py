"""`np.linalg.solve`, `np.linalg.inv`, `np.linalg.det` and `np.linalg.slogdet` through
the Python API: nrtgrad.grad and nrtgrad.jvp of `solve_loss` (a vector right-hand
side), `solve_matrix` (an n x 3 one), `solve_f32` (float32, against the differences
of the float64 primal), `inv_loss` (`inv(A) @ b`), `inv_f32` (float32), `det_loss`
(`det(A) * sum(b)`), `det_f32` and `slogdet_loss` (`sign * logabsdet`) against
central finite differences of the Numba primal, at n = 1, 2, 3, 7, 9, 13 and 51,
with NRT allocations equal to frees; a singular matrix raises Numba's own
LinAlgError through both, never a gradient (for det and slogdet from the
derivative only: Numba's function returns constants there); complex det is refused
naming the NumPy function.  `make test` checks `solve_loss`, `inv_loss` and
`inv_f32`, and `det_loss` and `slogdet_loss` in this file's Numba 0.68 run;
`make test-full` the others too.
"""

from __future__ import annotations

import functools

import kernels
import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 2, 3, 7, 9, 13, pytest.param(51, marks=pytest.mark.full))
# Enzyme takes minutes on these modules: `make test-full` only
SLOWER = ("solve_matrix", "solve_f32")
# a float32 kernel's reference: the differences of its float64 twin
FLOAT64_TWIN = {"solve_f32": "solve_loss", "inv_f32": "inv_loss", "det_f32": "det_loss"}
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


# np.linalg.det and slogdet: Enzyme takes some 20 s per mode on Numba 0.61's
# modules, 2 s on 0.68's, so `make test` runs them in the Numba 0.68 run of this file
# (float32 in `make test-full` only)
DETERMINANTS = ("det_loss", "slogdet_loss")
IN_NUMBA68 = numba68.inside()
DETERMINANT_MARKS = () if IN_NUMBA68 else (pytest.mark.full,)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", ["solve_loss", "inv_loss", "inv_f32",
                                  *(pytest.param(name, marks=pytest.mark.full)
                                    for name in (*SLOWER, "det_f32")),
                                  *(pytest.param(name, marks=DETERMINANT_MARKS)
                                    for name in DETERMINANTS)])
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


SINGULAR = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]])


@pytest.mark.parametrize("name", [pytest.param(name, marks=DETERMINANT_MARKS)
                                  for name in DETERMINANTS])
def test_a_singular_matrix_under_det_raises_numbas_linalg_error_from_the_derivative(name):
    """Numba's det and slogdet return constants (0 and (0, -inf)) for a singular
    matrix, whose derivative is not the function's (det's gradient there is the
    adjugate's transpose): the derivative raises instead, and frees what it allocated."""
    f = jitted(name)
    b = np.ones(3)
    f(SINGULAR, b)  # the primal does not raise
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.grad(f, argnums=(0, 1))(SINGULAR, b)
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.jvp(f, argnums=(0, 1))((SINGULAR, b), (np.ones_like(SINGULAR), b))

    def singular_gradient():
        with pytest.raises(np.linalg.LinAlgError):
            nrtgrad.grad(f, argnums=(0, 1))(SINGULAR, b)
    assert_balanced(singular_gradient)
    # an empty matrix: Numba's det is 1 and slogdet (1, 0), constants whose derivative is zero
    empty = np.zeros((0, 0))
    gradient, _ = nrtgrad.grad(f, argnums=(0, 1))(empty, np.zeros(0))
    assert gradient.shape == (0, 0)



@pytest.mark.parametrize("name", [pytest.param("det_complex", marks=DETERMINANT_MARKS)])
def test_a_complex_determinant_is_refused_naming_the_numpy_function(name):
    f = numba.njit(lambda A: np.linalg.det(A.astype(np.complex128)).real)
    with pytest.raises(nrtgrad.DifferentiationError, match=r"^`np\.linalg\.det` / "
                       r"`np\.linalg\.slogdet` / `np\.linalg\.inv` of complex arrays \(LAPACK "
                       r"getrf\) is not differentiable yet"):
        nrtgrad.grad(f)(np.eye(3))

@numba68.outer_only
def test_determinants_under_numba68():
    numba68.run_again(__file__, "(det or slogdet) and not f32 and not 51")
