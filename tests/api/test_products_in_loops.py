"""Matrix products and `np.linalg` calls in time loops through the Python API.

A loop that carries an array from step to step (a run-time step count)
keeps the function a callee of Enzyme's top level, differentiated in split
mode, where Enzyme 0.0.289 aborted on every call of a BLAS or LAPACK rule
(`argsInverted[i] == DUP_NONEED`); such calls now go through packed_rules.
Checked: `x = np.tanh(A @ x)` (gemv), `X = np.tanh(A @ X)` of an n x 3 X
(gemm), `x = np.tanh(S @ x)` after `S = A @ A.T` (gemm of an array and its
transpose, then gemv), `x = inv(M) @ x + c x` (getri), a sum of inverses after
`S = A @ A.T` (which Enzyme 0.0.289 differentiates without rematerializing its
allocations only: enzyme.NO_REMATERIALIZATION), det, eigvalsh and
cholesky of matrices that change with the step (getrf, evd, potrf) and, in
the Numba 0.68 run, implicit Euler `x = solve(M, x)` (gesv; from Numba 0.61.2
Enzyme does not finish on it).  Gradients of both arguments against central
finite differences at n = 1, 3, 7, 9, 13 and 51, NRT allocations equal to
frees and the arguments untouched.  lstsq in a time loop is refused by name.
`make test-full` runs the file again in the Numba 0.68 environment for
`implicit_steps` (`make test` checks solve in a loop from 0.68.1's
`implicit_euler` fixture, tests/e2e), `determinant_steps`, `eigenvalue_steps`,
`cholesky_steps` and `inverse_sum_steps`, and checks those and `inverse_steps`
in this one.
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
def rnn_steps(A, x0, steps):
    x = x0.copy()
    for _ in range(steps):
        x = np.tanh(A @ x)
    return np.sum(x * x)


@numba.njit
def matmul_steps(A, X0, steps):
    X = X0.copy()
    for _ in range(steps):
        X = np.tanh(A @ X)
    return np.sum(X * X)


@numba.njit
def inverse_steps(A, x0, steps):
    M = 2.0 * np.eye(x0.shape[0]) + 0.1 * A
    x = x0.copy()
    for _ in range(steps):
        x = np.linalg.inv(M) @ x + 0.1 * x
    return np.sum(x * x)


@numba.njit
def implicit_steps(A, x0, steps):
    M = np.eye(x0.shape[0]) - 0.1 * A
    x = x0.copy()
    for _ in range(steps):
        x = np.linalg.solve(M, x)
    return np.sum(x * x)


@numba.njit
def gram_steps(A, x0, steps):
    S = A @ A.T
    x = x0.copy()
    for _ in range(steps):
        x = np.tanh(S @ x)
    return np.sum(x * x)


@numba.njit
def determinant_steps(A, x0, steps):
    n = x0.shape[0]
    x = x0.copy()
    for k in range(steps):
        x = np.tanh(x * np.linalg.det(np.eye(n) + 0.1 * (k + 1) * A))
    return np.sum(x * x)


@numba.njit
def eigenvalue_steps(A, x0, steps):
    x = x0.copy()
    for _ in range(steps):
        x = np.tanh(x + np.linalg.eigvalsh(A + A.T + np.outer(x, x)))
    return np.sum(x * x)


@numba.njit
def cholesky_steps(A, x0, steps):
    n = x0.shape[0]
    S = A @ A.T + n * np.eye(n)
    x = x0.copy()
    for _ in range(steps):
        x = np.tanh(np.linalg.cholesky(S + np.outer(x, x)) @ x)
    return np.sum(x * x)


@numba.njit
def inverse_sum_steps(A, x0, steps):
    S = A @ A.T
    total = 0.0
    for k in range(steps):
        total += np.sum(np.linalg.inv(S + (k + 1.0) * np.eye(x0.shape[0])) * x0)
    return total


@numba.njit
def least_squares_steps(A, b, steps):
    B = A + 1.0
    x = b[:A.shape[1]].copy()
    for _ in range(steps):
        x = np.tanh(np.linalg.lstsq(A, B @ x + b)[0])
    return np.sum(x * x)


KERNELS = {"rnn_steps": rnn_steps, "matmul_steps": matmul_steps,
           "inverse_steps": inverse_steps, "implicit_steps": implicit_steps,
           "gram_steps": gram_steps, "determinant_steps": determinant_steps,
           "eigenvalue_steps": eigenvalue_steps, "cholesky_steps": cholesky_steps,
           "inverse_sum_steps": inverse_sum_steps}
# Enzyme 0.0.289 does not finish on Numba 0.61.2's solve in a loop
ONLY_IN_NUMBA68 = {"implicit_steps"}
SIZES = (1, 3, 7, 9, 13, 51)
# Enzyme takes half a minute to a minute on these loops: `make test-full` only
SLOWER = {"inverse_steps", "determinant_steps", "eigenvalue_steps", "cholesky_steps",
          "inverse_sum_steps"}


def arguments(name: str, n: int) -> tuple:
    rng = np.random.default_rng(n)
    A = rng.uniform(-1.0, 1.0, (n, n)) / np.sqrt(n)  # spectral radius about 0.6
    state = rng.uniform(-1.0, 1.0, (n, 3) if name == "matmul_steps" else n)
    return A, state, 4


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", [pytest.param(name, marks=pytest.mark.full) if name in SLOWER
                                  else name for name in KERNELS])
def test_gradient_matches_finite_differences_and_frees_everything(name, n):
    if name in ONLY_IN_NUMBA68 and not numba68.inside():
        pytest.skip("Enzyme 0.0.289 does not finish on Numba 0.61.2's module")
    f = KERNELS[name]
    args = arguments(name, n)
    copies = [a.copy() for a in args[:2]]
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    gradients = gradient(*args)
    for position, computed in enumerate(gradients):
        expected = central_differences(f, args, position)
        scale = max(1.0, float(np.max(np.abs(expected))))
        assert np.max(np.abs(computed - expected)) <= 1e-6 * scale
    assert_balanced(lambda: gradient(*args))
    for argument, copy in zip(args, copies):
        np.testing.assert_array_equal(argument, copy)


def test_lstsq_in_a_time_loop_is_refused_by_name():
    """Enzyme 0.0.289 gave A no derivative there (with a matrix product in the loop)."""
    rng = np.random.default_rng(3)
    A, b = rng.uniform(-1.0, 1.0, (4, 3)), rng.uniform(-1.0, 1.0, 4)
    with pytest.raises(nrtgrad.UnsupportedError, match=r"^`np\.linalg\.lstsq` \(LAPACK "
                       r"gelsd\) called in a loop is not supported yet"):
        nrtgrad.grad(least_squares_steps, argnums=(0, 1))(A, b, 4)


def test_zero_steps_give_the_gradient_of_the_sum_of_squares():
    A, x0, _ = arguments("rnn_steps", 7)
    gradient = nrtgrad.grad(rnn_steps, argnums=(0, 1))(A, x0, 0)
    np.testing.assert_array_equal(gradient[0], np.zeros_like(A))
    np.testing.assert_array_equal(gradient[1], 2 * x0)


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, "implicit_steps or determinant_steps or eigenvalue_steps "
                                "or cholesky_steps or inverse_sum_steps")
