"""nrtgrad.hvp of functions that solve, factor or decompose a matrix with `np.linalg`.

Hessian-vector products of losses through `np.linalg.solve` (a vector and a matrix
right-hand side), `det`, `slogdet`, `cholesky`, `eigh`, `eigvalsh`, `svd` (values and
vectors) and `norm(A, 2)`, against central finite differences of `nrtgrad.grad` along
the tangent, with respect to every argument and to one (the others then constant), at
n = 1, 2, 3, 7, 9, 13 (51 in `make test-full`), 2-D matrices with 1-D vectors beside
them, with NRT allocations equal to frees.  Degenerate inputs raise Numba's own error
from the Hessian-vector product as from the function: a singular matrix
(`np.linalg.solve`, `det`), one that is not positive definite (`cholesky`).
`make test` runs some of them in the Numba 0.68 environment (`make numba68`), where
Enzyme takes seconds per function; `make test-full` runs them all, also on Numba 0.61.2,
where it takes tens of seconds per function.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from test_hessians import assert_products_match_differences


@numba.njit
def solved(A, b):
    return np.float64(np.sum(np.linalg.solve(A, b) ** 2))


@numba.njit
def solved_matrix(A, B):
    return np.sum(np.sin(np.linalg.solve(A, B)))


@numba.njit
def determinant(A):
    return np.float64(np.linalg.det(A))


@numba.njit
def log_determinant(A, b):
    sign, logdet = np.linalg.slogdet(A)
    return sign * logdet + np.sum(b * b * logdet)


@numba.njit
def factor(A, b):
    L = np.linalg.cholesky(A @ A.T + A.shape[0] * np.eye(A.shape[0]))
    return np.sum(np.sin(L)) + np.sum(L @ b)


@numba.njit
def eigen(A):
    w, V = np.linalg.eigh(A)
    return np.sum(w * w) + np.sum(V[0] ** 2 * w)


@numba.njit
def eigenvalues(A):
    return np.float64(np.sum(np.sin(np.linalg.eigvalsh(A))))


@numba.njit
def singular(A, b):
    U, s, Vt = np.linalg.svd(A, full_matrices=False)
    return np.float64(np.sum((U * s) @ (Vt @ b)) + np.sum(np.sin(s)))


@numba.njit
def spectral_norm(A):
    return np.linalg.norm(A, 2) ** 2


def arguments(f, n: int, rng) -> tuple:
    """f's arguments at size n: well-conditioned square matrices, tall ones for the
    singular value decomposition."""
    shapes = {solved: [(n, n), (n,)], solved_matrix: [(n, n), (n, 2)], determinant: [(n, n)],
              log_determinant: [(n, n), (n,)], factor: [(n, n), (n,)], eigen: [(n, n)],
              eigenvalues: [(n, n)], singular: [(n + 2, n), (n,)],
              spectral_norm: [(n + 1, n)]}[f]
    args = [rng.standard_normal(shape) / np.sqrt(n) for shape in shapes]
    if f in (solved, solved_matrix, determinant, log_determinant):
        args[0] = args[0] + 2.0 * np.eye(n)
    return tuple(args)


SIZES = (1, 2, 3, 7, 9, 13, pytest.param(51, marks=pytest.mark.full))
# Enzyme and the compilation of the gradient the differences take take 3 to 30 s per
# function on Numba 0.68, more on 0.61: `make test` checks solve, det, eigvalsh and the
# singular values in the Numba 0.68 run of this file, `make test-full` every case on both
MARKS = () if numba68.inside() else (pytest.mark.full,)
CASES = [(solved, (0,), MARKS), (solved, (0, 1), pytest.mark.full),
         (solved, (1,), pytest.mark.full), (solved_matrix, (0, 1), pytest.mark.full),
         (determinant, (0,), MARKS), (log_determinant, (0, 1), pytest.mark.full),
         (log_determinant, (1,), pytest.mark.full), (factor, (0,), pytest.mark.full),
         (factor, (0, 1), pytest.mark.full), (eigen, (0,), pytest.mark.full),
         (eigenvalues, (0,), MARKS), (singular, (0, 1), pytest.mark.full),
         (spectral_norm, (0,), MARKS)]


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("f, argnums", [
    pytest.param(f, argnums, id=f"{f.__name__}-{''.join(map(str, argnums))}", marks=marks)
    for f, argnums, marks in CASES])
def test_hvp_matches_finite_differences_of_the_gradient(f, argnums, n):
    rng = np.random.default_rng(n)
    assert_products_match_differences(f, arguments(f, n, rng), argnums, rng)


@pytest.mark.full
@pytest.mark.parametrize("n", [1, 3, 7, 13])
@pytest.mark.parametrize("f, argnums", [(solved, (0, 1)), (determinant, (0,)),
                                        (eigenvalues, (0,)), (singular, (0, 1))],
                         ids=lambda value: getattr(value, "__name__", None))
def test_float32_products_are_the_float64_ones_rounded(f, argnums, n):
    """Differences of a float32 gradient are noise: float32 products (of functions
    returning a float64) are checked against the float64 products of the same arguments,
    which the test above checks."""
    rng = np.random.default_rng(n)
    args = arguments(f, n, rng)
    tangents = tuple(rng.standard_normal(args[i].shape) for i in argnums)
    product = nrtgrad.hvp(f, argnums=argnums)
    single = product(tuple(a.astype(np.float32) for a in args),
                     tuple(t.astype(np.float32) for t in tangents))
    for got, expected in zip(single, product(args, tangents)):
        assert got.dtype == np.float32
        np.testing.assert_allclose(got, expected, rtol=1e-3, atol=1e-4 * np.max(np.abs(expected)))


@pytest.mark.parametrize("f", [pytest.param(solved, marks=MARKS),
                               pytest.param(determinant, marks=MARKS)])
def test_a_singular_matrix_raises_numbas_linalg_error(f):
    A = np.array([[1.0, 2.0], [2.0, 4.0]])
    rest = (np.ones(2),) if f is solved else ()
    product = nrtgrad.hvp(f, argnums=0)
    with pytest.raises(np.linalg.LinAlgError, match="singular"):
        product((A, *rest), np.ones_like(A))
    regular = (np.eye(2), *rest)  # afterwards: nothing leaked
    assert_balanced(lambda: product(regular, np.ones_like(A)))


@numba.njit
def factor_of(A):
    return np.sum(np.linalg.cholesky(A))


@pytest.mark.parametrize("n", [pytest.param(n, marks=MARKS) for n in (1, 3)])
def test_a_matrix_that_is_not_positive_definite_raises_numbas_linalg_error(n):
    product = nrtgrad.hvp(factor_of, argnums=0)
    with pytest.raises(np.linalg.LinAlgError, match="not positive definite"):
        product((-np.eye(n),), np.ones((n, n)))
    assert_balanced(lambda: product((np.eye(n),), np.ones((n, n))))


@numba68.outer_only
def test_linear_algebra_under_numba68():
    quick = " or ".join(f"{f.__name__}-{''.join(map(str, argnums))}-"
                        for f, argnums, marks in CASES if marks is MARKS)
    numba68.run_again(__file__, f"({quick} or singular_matrix or positive_definite) and not 51")
