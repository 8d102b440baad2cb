"""`np.linalg.solve`, `np.linalg.inv`, `np.linalg.det`, `np.linalg.slogdet`,
`np.linalg.cholesky`, `np.linalg.eigvalsh` and `np.linalg.eigh` through the Python
API: nrtgrad.grad and nrtgrad.jvp of `solve_loss` (a vector right-hand side),
`solve_matrix` (an n x 3 one), `solve_f32` (float32, against the differences of
the float64 primal), `inv_loss` (`inv(A) @ b`), `inv_f32` (float32), `det_loss`
(`det(A) * sum(b)`), `det_f32` and `slogdet_loss` (`sign * logabsdet`),
`cholesky_loss`, `cholesky_solve` and `cholesky_f32`, `eigvalsh_loss`,
`eigh_loss` and `eigh_f32` (of a non-symmetric A, whose lower triangle they read)
against central finite differences of the Numba primal, at n = 1, 2, 3, 7, 9, 13
and 51, with NRT allocations equal to frees.  A singular matrix, or one that is
not positive definite, raises Numba's own LinAlgError through both, never a
gradient (for det and slogdet from the derivative only: Numba's function returns
constants there); NaN in a factored matrix gives NaN derivatives; repeated
eigenvalues give the documented derivative; complex det and the `np.linalg`
functions no rule covers (eig, complex svd and lstsq) are refused by name, the latter
before Enzyme runs.  det and slogdet of products the function computes
(`determinants_of_products`) the same way.  `np.linalg.qr` through `qr_loss` (a tall,
a square and a wide A) and `qr_f32` the same way; a matrix whose leading columns are rank-deficient raises
LinAlgError from the derivative, a complex one is refused by name.  `np.linalg.svd`
(`svd_values`, `svd_loss` with U and V read, `svd_square` full_matrices=True,
`svd_f32`), `pinv` (`pinv_loss`), `cond` (`cond_loss`) and `matrix_rank` (`rank_loss`)
of tall ((n + 2) x n), wide (n x (n + 2)) and square matrices against central
differences the same way; repeated and zero singular values give the documented
derivative; a full SVD of a non-square matrix is refused by name.
`np.linalg.lstsq` (`lstsq_loss` of a tall A, `lstsq_matrix`, `lstsq_square`, `lstsq_wide`,
`lstsq_residuals`, `lstsq_f32`; A of (n + 2) x n and (2n + 1) x n) the same way; a zero
residual has a finite derivative; a rank-deficient A raises LinAlgError from both.
`make test` checks `inv_loss`, `inv_f32`, `cholesky_loss` and `cholesky_solve`, and
`solve_loss`, `eigh_loss` (and `2 I`), `det_loss`, `slogdet_loss`,
`qr_loss`, `svd_values`, `cond_loss` and the full SVD (square, degenerate, refused),
`lstsq_loss` and lstsq's rank-deficient, NaN and empty inputs, and
`determinants_of_products` in this file's Numba 0.68 run; `make test-full` the others
too (tests/native checks `eigvalsh_loss` from C in `make test`).
"""

from __future__ import annotations

import functools
import re

import kernels
import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 2, 3, 7, 9, 13, 51)
# Enzyme takes minutes on these modules: `make test-full` only
SLOWER = ("solve_matrix", "solve_f32", "eigvalsh_loss", "eigh_f32")
# np.linalg.eigvalsh and eigh of a non-symmetric A: they read its lower triangle
EIGEN = ("eigvalsh_loss", "eigh_loss", "eigh_f32")
# a float32 kernel's reference: the differences of its float64 twin
FLOAT64_TWIN = {"solve_f32": "solve_loss", "inv_f32": "inv_loss", "eigh_f32": "eigh_loss",
                "det_f32": "det_loss", "lstsq_f32": "lstsq_loss"}
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


# np.linalg.solve, eigh, det and slogdet: Enzyme takes 10 to 30 s per mode on Numba
# 0.61's modules, 1 to 2 s on 0.68's, so `make test` runs them in the Numba 0.68 run of
# this file (on 0.61, and det's float32, in `make test-full` only; `make test` checks
# 0.61's solve through tests/e2e, and its eigh through `repeated_span_loss` below)
DETERMINANTS = ("det_loss", "slogdet_loss")
IN_NUMBA68 = numba68.inside()
NUMBA68_RUN = () if IN_NUMBA68 else (pytest.mark.full,)


def checked_gradients(f, name: str, args: tuple) -> tuple:
    """grad of f with respect to its two arguments, checked against central differences
    (a float32 kernel's against the differences of its float64 twin at the same point)."""
    dtype = args[0].dtype.type
    gradients = nrtgrad.grad(f, argnums=(0, 1))(*args)
    for position, gradient in enumerate(gradients):
        assert gradient.shape == args[position].shape and gradient.dtype == dtype
        reference = central_differences(jitted(FLOAT64_TWIN.get(name, name)),
                                        tuple(a.astype(np.float64) for a in args), position)
        scale = max(1.0, float(np.max(np.abs(reference))))
        assert np.max(np.abs(gradient - reference)) <= TOLERANCE[dtype] * scale
    return gradients


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("name", ["inv_loss", "inv_f32",
                                  *(pytest.param(name, marks=pytest.mark.full)
                                    for name in (*SLOWER, "det_f32")),
                                  *(pytest.param(name, marks=NUMBA68_RUN)
                                    for name in ("solve_loss", "eigh_loss", *DETERMINANTS))])
def test_grad_and_jvp_match_finite_differences(name, n):
    f = jitted(name)
    args = kernels.KERNELS[name][2](seed=n, n=n)
    dtype = args[0].dtype.type
    gradients = checked_gradients(f, name, args)
    if name in EIGEN:  # the triangle above the diagonal is never read
        assert not np.any(np.triu(gradients[0], 1))
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


@pytest.mark.parametrize("name", [pytest.param("solve_loss", marks=NUMBA68_RUN), "inv_loss",
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


def _complex_svd(A):
    return np.sum(np.linalg.svd(A.astype(np.complex128))[1])


def _complex_lstsq(A):
    return np.sum(np.linalg.lstsq(A.astype(np.complex128), A[:, 0].astype(np.complex128))[0].real)


def _eigvals(A):
    return np.sum(np.linalg.eigvals(A).real)


# `make test` checks one, eig (a refusal before Enzyme takes a Numba compile: complex
# lstsq's takes the longest)
@pytest.mark.parametrize("function, construct", [
    (_eigvals, "`np.linalg.eig"),
    *(pytest.param(function, construct, marks=pytest.mark.full) for function, construct in (
        (_complex_lstsq, "`np.linalg.lstsq` (LAPACK gelsd) of complex arrays"),
        (_complex_svd, "`np.linalg.svd` (or `pinv`, `norm(A, 2)`, `matrix_rank`, `cond`) "
                       "(LAPACK gesdd) of complex arrays")))])
def test_linalg_without_rules_is_refused_by_name_before_enzyme(function, construct):
    f = numba.njit(function)
    A = np.arange(12.0).reshape(4, 3) % 5 + np.eye(4, 3)
    if function is _eigvals:
        A = A[:3]
    with pytest.raises(nrtgrad.UnsupportedError) as refusal:
        nrtgrad.grad(f)(A)
    message = str(refusal.value)
    assert message.startswith("`np.linalg.") and construct in message
    assert "is not differentiable yet" in message and "Enzyme" not in message


def _with_eigenvalues(eigenvalues, seed: int = 0) -> np.ndarray:
    """Q diag(eigenvalues) Q^T for a random orthogonal Q."""
    Q, _ = np.linalg.qr(np.random.default_rng(seed).standard_normal((len(eigenvalues),) * 2))
    return np.ascontiguousarray(Q @ np.diag(eigenvalues) @ Q.T)


@numba.njit("float64(float64[:, ::1], float64[:, ::1])")
def repeated_span_loss(A, C):
    """Eigenvalues and the projector onto the span of the first two eigenvectors, whose
    eigenvalues are repeated: smooth in A, though the two eigenvectors are not."""
    w, V = np.linalg.eigh(A)
    total = w[0] + w[1] + 2.0 * w[2]
    for i in range(A.shape[0]):
        for j in range(A.shape[0]):
            total += (V[i, 0] * V[j, 0] + V[i, 1] * V[j, 1]) * C[i, j]
    return total


@pytest.mark.full
def test_eigh_with_a_repeated_eigenvalue_differentiates_the_span_of_its_eigenvectors():
    """Eigenvalues closer than n eps max|w| are repeated: the eigenvector term between them
    is 0, which is exact for a loss that reads their eigenvectors only through their span."""
    A = _with_eigenvalues([1.0, 1.0, 2.5, 4.0])
    C = np.random.default_rng(1).standard_normal((4, 4))
    gradient = nrtgrad.grad(repeated_span_loss, argnums=0)(A, C)
    reference = central_differences(repeated_span_loss, (A, C), 0)
    assert np.max(np.abs(gradient - reference)) <= 1e-6 * max(1.0, np.max(np.abs(reference)))
    tangent = np.random.default_rng(2).standard_normal((4, 4))
    _, derivative = nrtgrad.jvp(repeated_span_loss, argnums=0)((A, C), (tangent,))
    assert abs(derivative - directional_difference(repeated_span_loss, (A, C), (tangent, 0 * C))
               ) <= 1e-6 * max(1.0, abs(derivative))
    assert_balanced(lambda: nrtgrad.grad(repeated_span_loss, argnums=0)(A, C))


@pytest.mark.parametrize("n", [pytest.param(n, marks=NUMBA68_RUN) for n in (1, 3)])
def test_eigh_of_a_multiple_of_the_identity_gives_the_eigenvalues_part(n):
    """Each eigenvector of 2 I alone has no derivative: the documented result is that of
    the eigenvalues (the eigenvector term between repeated eigenvalues is 0), finite."""
    f = jitted("eigh_loss")
    A, c = 2.0 * np.eye(n), np.linspace(-1.0, 1.0, n)
    gradient_A, gradient_c = nrtgrad.grad(f, argnums=(0, 1))(A, c)
    weights = 2.0 * (2.0 + 3.0) * c * c  # d eigh_loss / dw
    np.testing.assert_allclose(gradient_A, np.diag(weights), atol=1e-12)
    np.testing.assert_allclose(gradient_c, central_differences(f, (A, c), 1), atol=1e-6)
    tangent = np.random.default_rng(n).standard_normal((n, n))
    _, derivative = nrtgrad.jvp(f, argnums=(0, 1))((A, c), (tangent, np.zeros(n)))
    assert derivative == pytest.approx(float(np.sum(weights * np.diag(tangent))), abs=1e-12)


@pytest.mark.full
def test_eigvalsh_with_a_repeated_eigenvalue_and_a_loss_symmetric_in_it():
    """The eigenvalues of a repeated one have no derivative each, their symmetric functions
    do: a loss weighting them alike differentiates like finite differences."""
    f = jitted("eigvalsh_loss")
    A, c = _with_eigenvalues([-1.0, 0.5, 0.5, 2.0]), np.array([0.3, -0.7, -0.7, 1.1])
    gradient = nrtgrad.grad(f, argnums=0)(A, c)
    reference = central_differences(f, (A, c), 0)
    assert np.max(np.abs(gradient - reference)) <= 1e-6 * max(1.0, np.max(np.abs(reference)))
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
    reference_function = f if args[0].dtype == np.float64 else float64_twin(name)
    gradients = gradients_match_differences(f, reference_function, args)
    if name == "cholesky_solve":  # potrf never reads A's upper triangle
        assert not np.any(np.triu(gradients[0], 1))
    jvp_matches_and_memory_balances(f, reference_function, args, gradients, seed=n)


def gradients_match_differences(f, reference_function, args) -> tuple:
    """nrtgrad.grad of f with respect to every argument against central differences of
    reference_function (float64) at args: the gradients."""
    dtype = args[0].dtype.type
    wide = tuple(a.astype(np.float64) for a in args)
    gradients = nrtgrad.grad(f, argnums=tuple(range(len(args))))(*args)
    gradients = gradients if isinstance(gradients, tuple) else (gradients,)
    for position, gradient in enumerate(gradients):
        assert gradient.shape == args[position].shape and gradient.dtype == dtype
        reference = central_differences(reference_function, wide, position)
        scale = max(1.0, float(np.max(np.abs(reference))))
        assert np.max(np.abs(gradient - reference)) <= TOLERANCE[dtype] * scale
    return gradients


def jvp_matches_and_memory_balances(f, reference_function, args, gradients, seed: int):
    """nrtgrad.jvp of f along random tangents against the gradients and the directional
    difference of reference_function; grad and jvp with NRT allocations equal to frees."""
    dtype = args[0].dtype.type
    argnums = tuple(range(len(args)))
    rng = np.random.default_rng(seed)
    tangents = tuple(rng.standard_normal(a.shape).astype(dtype) for a in args)
    value, derivative = nrtgrad.jvp(f, argnums=argnums)(args, tangents)
    assert value == pytest.approx(float(f(*args)), rel=1e-6)
    along = sum(float(np.sum(g.astype(np.float64) * t)) for g, t in zip(gradients, tangents))
    reference = directional_difference(reference_function,
                                       tuple(a.astype(np.float64) for a in args),
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


SINGULAR = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]])


@pytest.mark.parametrize("name", [pytest.param(name, marks=NUMBA68_RUN)
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


@pytest.mark.parametrize("name", [pytest.param("det_complex", marks=NUMBA68_RUN)])
def test_a_complex_determinant_is_refused_naming_the_numpy_function(name):
    f = numba.njit(lambda A: np.linalg.det(A.astype(np.complex128)).real)
    with pytest.raises(nrtgrad.UnsupportedError, match=r"^`np\.linalg\.det` / "
                       r"`np\.linalg\.slogdet` / `np\.linalg\.inv` \(LAPACK getrf\) of "
                       r"complex arrays is not differentiable yet"):
        nrtgrad.grad(f)(np.eye(3))


@numba.njit("float64(float64[:, ::1], float64[::1])")
def determinants_of_products(A, b):
    n = A.shape[0]
    return (np.linalg.det(A @ A.T + np.eye(n)) * np.sum(b)
            + np.linalg.slogdet(A.T @ A + np.eye(n))[1])


# Enzyme takes some ten minutes on Numba 0.61's module: the Numba 0.68 run only
PRODUCT_MARKS = () if IN_NUMBA68 else (pytest.mark.skip(reason="Enzyme takes minutes on Numba "
                                                               "0.61's module: the Numba 0.68 "
                                                               "run"),)


@pytest.mark.parametrize("n", [*(pytest.param(n, marks=PRODUCT_MARKS) for n in SIZES[:-1]),
                               pytest.param(SIZES[-1], marks=(*PRODUCT_MARKS, pytest.mark.full))])
def test_determinants_of_matrices_the_function_computes(n):
    """det and slogdet of temporaries (Numba hands each to LAPACK through a local it
    first zeroes, and passes slogdet's failure on through a flag)."""
    rng = np.random.default_rng(n)
    args = (rng.uniform(-1.0, 1.0, (n, n)) / np.sqrt(n), rng.uniform(-1.0, 1.0, n))
    f = determinants_of_products
    gradients = gradients_match_differences(f, f, args)
    jvp_matches_and_memory_balances(f, f, args, gradients, seed=n)


@numba68.outer_only
def test_solve_eigh_and_determinants_under_numba68():
    numba68.run_again(__file__, "((det or slogdet) and not f32) or solve_loss or eigh_loss or "
                                "multiple_of_the_identity")


# np.linalg.qr: Enzyme's reverse mode takes minutes on Numba 0.61's module (its copy of R
# unrolled into vector loops), seconds on 0.68's, so these run in the Numba 0.68 run of
# this file only (float32 and n = 51 in `make test-full`)
QR_MARKS = () if IN_NUMBA68 else (pytest.mark.skip(reason="Enzyme takes minutes on Numba "
                                                          "0.61's qr: the Numba 0.68 run"),)
# the kernel and the shape of A at n (one compiled kernel for the three float64 shapes)
QR_CASES = {"tall": ("qr_loss", lambda n: (n + 2, n)), "square": ("qr_loss", lambda n: (n, n)),
            "wide": ("qr_loss", lambda n: (n, n + 3)), "float32": ("qr_f32", lambda n: (n, n))}


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("case", [*(pytest.param(case, marks=QR_MARKS)
                                    for case in ("tall", "square", "wide")),
                                  pytest.param("float32", marks=(pytest.mark.full, *QR_MARKS))])
def test_qr_grad_and_jvp_match_finite_differences(case, n):
    name, shape = QR_CASES[case]
    f = jitted(name)
    dtype = np.float32 if "float32[" in kernels.KERNELS[name][1] else np.float64
    rng = np.random.default_rng(n)
    A = rng.standard_normal(shape(n)).astype(dtype)
    reference_function = f if dtype == np.float64 else float64_twin(name)
    wide = (A.astype(np.float64),)
    gradient = nrtgrad.grad(f)(A)
    assert gradient.shape == A.shape and gradient.dtype == dtype
    # qr_loss grows with n^2 (some 5000 at n = 51): a step of 1e-6 would round to 1e-6
    reference = central_differences(reference_function, wide, 0, relative_step=1e-4)
    scale = max(1.0, float(np.max(np.abs(reference))))
    assert np.max(np.abs(gradient - reference)) <= TOLERANCE[dtype] * scale
    tangent = rng.standard_normal(A.shape).astype(dtype)
    value, derivative = nrtgrad.jvp(f, argnums=0)((A,), (tangent,))
    assert value == pytest.approx(float(f(A)), rel=1e-6)
    along = float(np.sum(gradient.astype(np.float64) * tangent))
    reference = directional_difference(reference_function, wide, (tangent.astype(np.float64),))
    scale = max(1.0, abs(reference))
    assert abs(float(derivative) - along) <= TOLERANCE[dtype] * scale
    assert abs(float(derivative) - reference) <= TOLERANCE[dtype] * scale
    assert_balanced(lambda: nrtgrad.grad(f)(A))
    assert_balanced(lambda: nrtgrad.jvp(f, argnums=0)((A,), (tangent,)))


@pytest.mark.parametrize("columns", [pytest.param(columns, marks=QR_MARKS) for columns in (3, 6)])
def test_qr_of_rank_deficient_leading_columns_raises_linalg_error_from_the_derivative(columns):
    """Numba's qr factors such a matrix (R has a zero on its diagonal), but Q and R do not
    have a derivative there (dQ = Q Omega + Qperp B needs R^-1): the derivative raises
    Numba's LinAlgError instead, and frees what it allocated.  A 4 x 3 and a 4 x 6 A."""
    f = jitted("qr_loss")
    A = np.outer(np.arange(1.0, 5.0), np.ones(columns))
    A[:, -1] += 1.0  # rank 2, the first columns dependent
    f(A)  # the primal does not raise
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.grad(f)(A)
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        nrtgrad.jvp(f, argnums=0)((A,), (np.ones_like(A),))

    def singular_gradient():
        with pytest.raises(np.linalg.LinAlgError):
            nrtgrad.grad(f)(A)
    assert_balanced(singular_gradient)


@numba68.outer_only
def test_qr_under_numba68():
    numba68.run_again(__file__, "qr_ and not float32 and not 51 and not complex")


@pytest.mark.full
@numba68.outer_only
def test_qr_float32_and_51_under_numba68():
    numba68.run_again(__file__, "qr_grad and (float32 or 51)")


@pytest.mark.full
def test_a_complex_qr_is_refused_by_name_before_enzyme():
    f = numba.njit(lambda A: np.sum(np.linalg.qr(A.astype(np.complex128))[1].real))
    with pytest.raises(nrtgrad.UnsupportedError, match=r"^`np\.linalg\.qr` \(LAPACK geqrf\) "
                       r"of complex arrays is not differentiable yet"):
        nrtgrad.grad(f)(np.eye(3))


# np.linalg.svd, pinv, cond and matrix_rank: Enzyme takes 5 to 20 s per kernel on Numba
# 0.68's modules (U and V read: 45 s), 30 to 70 s on 0.61's, so `make test` runs the cheaper
# ones in the Numba 0.68 run of this file (the others in `make test-full`)
SINGULAR_MARKS = () if IN_NUMBA68 else (pytest.mark.full,)
SHAPES = {"tall": (2, 0), "wide": (0, 2), "square": (0, 0)}  # (n + rows, n + columns)


def svd_arguments(name: str, n: int, shape: str):
    """A matrix of singular values at least 0.5 apart, its weights if the kernel has any."""
    rng = np.random.default_rng(n)
    rows, columns = (n + extra for extra in SHAPES[shape])
    A = kernels._separated(rng, rows, columns)
    dtype = np.float32 if name.endswith("f32") else np.float64
    weighted = len(kernels.KERNELS[name][1].split(",")) > 2
    args = (A, kernels._vec(rng, columns)) if weighted else (A,)
    return tuple(a.astype(dtype) for a in args)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("name", [
    *(pytest.param(name, marks=SINGULAR_MARKS) for name in ("svd_values", "cond_loss")),
    *(pytest.param(name, marks=pytest.mark.full)
      for name in ("svd_loss", "svd_square", "svd_f32", "pinv_loss", "rank_loss",
                   "norm2_loss"))])
def test_singular_values_grad_and_jvp_match_finite_differences(name, shape, n):
    if name == "svd_square" and shape != "square":
        pytest.skip("full_matrices=True of a non-square matrix is refused (below)")
    f = jitted(name)
    args = svd_arguments(name, n, shape)
    reference_function = f if args[0].dtype == np.float64 else float64_twin(name)
    gradients = gradients_match_differences(f, reference_function, args)
    jvp_matches_and_memory_balances(f, reference_function, args, gradients, seed=n + 1)


@functools.cache
def full_squares():
    """The sum of the squared singular values of np.linalg.svd(A) (full_matrices=True):
    ||A||_F^2, smooth everywhere, so its gradient is 2 A even where singular values repeat
    or vanish."""
    return numba.njit("float64(float64[:, ::1])")(
        lambda A: np.sum(np.linalg.svd(A)[1] ** 2))


@pytest.mark.parametrize("n", [pytest.param(n, marks=SINGULAR_MARKS) for n in (1, 3, 4)])
def test_a_full_svd_of_a_square_matrix_with_repeated_and_zero_singular_values(n):
    """Singular values 2, 2, 0, ...: the derivative is finite, and exact for a loss
    symmetric in the repeated values."""
    rng = np.random.default_rng(n)
    Q1, _ = np.linalg.qr(rng.standard_normal((n, n)))
    Q2, _ = np.linalg.qr(rng.standard_normal((n, n)))
    A = np.ascontiguousarray(Q1 @ np.diag([2.0, 2.0, 0.0, 0.0][:n]) @ Q2.T)
    f = full_squares()
    gradient = nrtgrad.grad(f)(A)
    np.testing.assert_allclose(gradient, 2.0 * A, atol=1e-12)
    tangent = rng.standard_normal((n, n))
    _, derivative = nrtgrad.jvp(f)((A,), (tangent,))
    assert derivative == pytest.approx(2.0 * float(np.sum(A * tangent)), abs=1e-12)
    assert_balanced(lambda: nrtgrad.grad(f)(A))


@pytest.mark.parametrize("rows, columns", [pytest.param(4, 3, marks=SINGULAR_MARKS),
                                           pytest.param(3, 4, marks=SINGULAR_MARKS)])
def test_a_full_svd_of_a_non_square_matrix_is_refused_by_name(rows, columns):
    """U (or V) would have columns the matrix does not determine; Numba's svd itself works."""
    f = full_squares()
    A = np.arange(float(rows * columns)).reshape(rows, columns) % 5 + np.eye(rows, columns)
    assert f(A) == pytest.approx(float(np.sum(A * A)))
    message = ("`np.linalg.svd` with full_matrices=True of a non-square matrix is not "
               "differentiable: pass full_matrices=False")
    with pytest.raises(nrtgrad.UnsupportedError) as refusal:
        nrtgrad.grad(f)(A)
    assert str(refusal.value) == message
    with pytest.raises(nrtgrad.UnsupportedError) as refusal:
        nrtgrad.jvp(f)((A,), (np.ones_like(A),))
    assert str(refusal.value) == message
    assert_balanced(lambda: nrtgrad.grad(f)(np.eye(3)))


@numba.njit("float64(float64[:, ::1], float64[:, ::1])")
def singular_span_loss(A, W):
    """The projector onto the column space (U U^T) and the sum of the singular values:
    smooth in A where singular values repeat, though U is not."""
    U, s, Vt = np.linalg.svd(A, full_matrices=False)
    return np.sum((U @ U.T) * W) + np.sum(s)


@pytest.mark.full
def test_svd_with_repeated_singular_values_differentiates_the_span_of_their_vectors():
    rng = np.random.default_rng(5)
    Q1, _ = np.linalg.qr(rng.standard_normal((5, 3)))
    Q2, _ = np.linalg.qr(rng.standard_normal((3, 3)))
    A = np.ascontiguousarray(Q1 @ np.diag([3.0, 3.0, 1.0]) @ Q2.T)
    W = rng.standard_normal((5, 5))
    gradient = nrtgrad.grad(singular_span_loss)(A, W)
    reference = central_differences(singular_span_loss, (A, W), 0)
    np.testing.assert_allclose(gradient, reference, atol=1e-6)
    tangent = rng.standard_normal(A.shape)
    _, derivative = nrtgrad.jvp(singular_span_loss)((A, W), (tangent,))
    assert derivative == pytest.approx(float(np.sum(reference * tangent)), abs=1e-6)


@numba.njit("float64(float64[:, ::1])")
def every_matrix_norm(A):
    """Each `ord` Numba's norm of a matrix has: Frobenius (None), the largest and smallest
    absolute column (1, -1) and row (inf, -inf) sums, singular values (2, -2)."""
    return (np.linalg.norm(A) + 2.0 * np.linalg.norm(A, 1) + 3.0 * np.linalg.norm(A, -1)
            + 4.0 * np.linalg.norm(A, np.inf) + 5.0 * np.linalg.norm(A, -np.inf)
            + 6.0 * np.linalg.norm(A, 2) + 7.0 * np.linalg.norm(A, -2))


@pytest.mark.parametrize("n", [pytest.param(n, marks=SINGULAR_MARKS) for n in SIZES])
@pytest.mark.parametrize("shape", SHAPES)
def test_every_matrix_norm_grad_and_jvp_match_finite_differences(shape, n):
    rows, columns = (n + extra for extra in SHAPES[shape])
    args = (kernels._separated(np.random.default_rng(n), rows, columns),)
    gradients = gradients_match_differences(every_matrix_norm, every_matrix_norm, args)
    jvp_matches_and_memory_balances(every_matrix_norm, every_matrix_norm, args, gradients,
                                    seed=n + 1)


@numba68.outer_only
def test_singular_values_under_numba68():
    numba68.run_again(__file__, "(svd_values or cond_loss or full_svd or every_matrix_norm) "
                                "and not 51")

# np.linalg.lstsq: Enzyme takes some 20 s of CPU on Numba 0.61's modules, 2 s on 0.68's,
# so `make test` checks a tall A with a vector (and the degenerate inputs) in the Numba
# 0.68 run of this file; the residuals, the other kernels, float32 and n = 51 in
# `make test-full`
LSTSQ_MARKS = () if IN_NUMBA68 else (pytest.mark.full,)
LSTSQ_FULL = ("lstsq_residuals", "lstsq_matrix", "lstsq_square", "lstsq_wide", "lstsq_f32")


def lstsq_derivatives_match(name: str, args: tuple, seed: int) -> tuple:
    """grad and jvp of the kernel against central differences (a float32 kernel's against
    those of its float64 twin), with balanced memory: the gradients."""
    f = jitted(name)
    reference_function = f if args[0].dtype == np.float64 else float64_twin(name)
    gradients = gradients_match_differences(f, reference_function, args)
    jvp_matches_and_memory_balances(f, reference_function, args, gradients, seed=seed)
    return gradients


@pytest.mark.parametrize("n", [*SIZES[:-1], pytest.param(SIZES[-1], marks=pytest.mark.full)])
@pytest.mark.parametrize("name", [pytest.param("lstsq_loss", marks=LSTSQ_MARKS),
                                  *(pytest.param(name, marks=pytest.mark.full)
                                    for name in LSTSQ_FULL)])
def test_lstsq_grad_and_jvp_match_finite_differences(name, n):
    lstsq_derivatives_match(name, kernels.KERNELS[name][2](seed=n, n=n), seed=n)


@pytest.mark.full
@pytest.mark.parametrize("n", [1, 3, 7])
def test_lstsq_of_a_taller_matrix(n):
    """A (2n + 1) x n A: the residual's share of the gradient is larger."""
    for name in ("lstsq_loss", "lstsq_residuals"):
        lstsq_derivatives_match(name, kernels._args_lstsq(seed=n, n=n, rows=2 * n + 1), seed=n)


@pytest.mark.full
@pytest.mark.parametrize("seed", [3])
def test_lstsq_with_a_zero_residual_has_a_finite_gradient(seed):
    """b in A's range: |r| = 0 up to rounding, whose derivative is 0, never NaN."""
    A, _ = kernels._args_lstsq(seed=seed, n=3)
    b = A @ np.array([0.5, -1.0, 2.0])
    gradients = lstsq_derivatives_match("lstsq_residuals", (A, b), seed=seed)
    assert all(np.all(np.isfinite(g)) for g in gradients)


@pytest.mark.parametrize("columns", [pytest.param(3, marks=LSTSQ_MARKS)])
def test_lstsq_of_a_rank_deficient_matrix_raises_linalg_error_from_the_derivative(columns):
    """The pseudo-inverse is not differentiable where the rank drops: the derivative
    raises, the function itself returns Numba's result."""
    f = jitted("lstsq_loss")
    A, b = kernels._args_lstsq(seed=0, n=columns)
    A[:, -1] = A[:, 0] + A[:, 1]
    f(A, b)
    assert np.linalg.lstsq(A, b, rcond=None)[2] == columns - 1
    with pytest.raises(np.linalg.LinAlgError, match="rank-deficient"):
        nrtgrad.grad(f, argnums=(0, 1))(A, b)
    with pytest.raises(np.linalg.LinAlgError, match="rank-deficient"):
        nrtgrad.jvp(f, argnums=(0, 1))((A, b), (np.ones_like(A), np.ones_like(b)))

    def deficient_gradient():
        with pytest.raises(np.linalg.LinAlgError):
            nrtgrad.grad(f, argnums=(0, 1))(A, b)
    assert_balanced(deficient_gradient)


@pytest.mark.parametrize("case", [pytest.param("nan", marks=LSTSQ_MARKS),
                                  pytest.param("empty", marks=LSTSQ_MARKS)])
def test_lstsq_of_nan_or_empty_arrays_raises_numbas_linalg_error(case):
    """Numba's lstsq checks its arguments first: the derivative raises its error too."""
    f = jitted("lstsq_loss")
    A, b = kernels._args_lstsq(seed=0, n=3)
    if case == "nan":
        A[1, 2] = np.nan
    else:
        A, b = np.zeros((0, 3)), np.zeros(0)
    with pytest.raises(np.linalg.LinAlgError) as primal:
        f(A, b)
    message = str(primal.value)
    with pytest.raises(np.linalg.LinAlgError, match=re.escape(message)):
        nrtgrad.grad(f, argnums=(0, 1))(A, b)
    with pytest.raises(np.linalg.LinAlgError, match=re.escape(message)):
        nrtgrad.jvp(f, argnums=(0, 1))((A, b), (np.ones_like(A), np.ones_like(b)))


@numba68.outer_only
def test_lstsq_under_numba68():
    numba68.run_again(__file__, "lstsq and not f32 and not 51 and not refused and not "
                                "residuals and not square and not wide")


@pytest.mark.full
@numba68.outer_only
def test_lstsq_residuals_square_and_wide_under_numba68():
    numba68.run_again(__file__, "(lstsq_residuals or lstsq_square or lstsq_wide) and not 51")
