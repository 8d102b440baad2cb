"""nrtgrad.hvp and nrtgrad.hessian of functions that multiply matrices (`@`, BLAS gemm and
gemv) or invert one (`np.linalg.inv`).

Hessian-vector products of a layer's loss `sum(tanh(W @ x) ** 2)` (matrix-vector),
a two-layer MLP loss (two of them), `x @ A @ x` (vector-matrix, then a dot),
`sum(sin(A @ B))` (matrix-matrix) and `sum((inv(A) @ b) ** 2)` against central
finite differences of `nrtgrad.grad` along the tangent, with respect to every
argument and to one (the others then constant), at n = 1, 2, 3, 7, 9, 13 (51 in
`make test-full`), with NRT allocations equal to frees; the dense Hessian of the
layer's loss with respect to x against the finite-difference Hessian; empty
operands give zero products, NaN in an operand NaN products; a singular matrix
raises Numba's LinAlgError; an operand that is a global array Numba froze into
the function is refused by name.
The inverse runs again in the Numba 0.68 environment (`make numba68`), where
`make test` checks it (on 0.61.2 Enzyme takes longer: `make test-full`);
tests/e2e/test_hvp.py checks the products of Numba 0.68.1's matvec from C.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from test_hessians import assert_products_match_differences, fd_hvp

SIZES = (1, 2, 3, 7, 9, 13, pytest.param(51, marks=pytest.mark.full))


@numba.njit
def layer(W, x):
    return np.sum(np.tanh(W @ x) ** 2)


@numba.njit
def mlp(W1, W2, x):
    y = W2 @ np.tanh(W1 @ x)
    return np.sum(y * y)


@numba.njit
def quadratic(x, A):
    return x @ A @ x


@numba.njit
def products(A, B):
    return np.sum(np.sin(A @ B))


@numba.njit
def inverse(A, b):
    return np.sum((np.linalg.inv(A) @ b) ** 2)


def arguments(f, n: int, rng) -> tuple:
    """f's arguments at size n: non-square matrices where the shapes allow them."""
    shapes = {layer: [(n + 1, n), (n,)], mlp: [(n + 1, n), (2, n + 1), (n,)],
              quadratic: [(n,), (n, n)], products: [(n + 1, n), (n, n + 2)],
              inverse: [(n, n), (n,)]}[f]
    args = tuple(rng.standard_normal(shape) / np.sqrt(n) for shape in shapes)
    if f is inverse:  # well conditioned
        return (args[0] + 2.0 * np.eye(n), args[1])
    return args


# np.linalg.inv: Enzyme takes some 10 s on Numba 0.61's module, under a second on
# 0.68's, so `make test` checks it in the Numba 0.68 run of this file
INVERSE_MARKS = () if numba68.inside() else (pytest.mark.full,)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("f, argnums", [
    pytest.param(layer, (1,), id="layer-x"), pytest.param(mlp, (0, 1, 2), id="mlp"),
    pytest.param(quadratic, (0, 1), id="quadratic"), pytest.param(products, (0, 1), id="gemm"),
    pytest.param(layer, (0, 1), id="layer", marks=pytest.mark.full),
    pytest.param(products, (0,), id="gemm-A", marks=pytest.mark.full),
    pytest.param(inverse, (0, 1), id="inverse", marks=INVERSE_MARKS)])
def test_hvp_matches_finite_differences_of_the_gradient(f, argnums, n):
    rng = np.random.default_rng(n)
    assert_products_match_differences(f, arguments(f, n, rng), argnums, rng)


def test_hessian_of_a_layer_matches_finite_differences():
    rng = np.random.default_rng(5)
    W, x = arguments(layer, 5, rng)
    H = nrtgrad.hessian(layer, argnums=1)(W, x)
    assert H.shape == (5, 5)
    np.testing.assert_allclose(H, H.T, rtol=1e-12, atol=1e-12)
    columns = [fd_hvp(layer, (W, x), (1,), (e,))[0] for e in np.eye(5)]
    np.testing.assert_allclose(H, np.array(columns).T, rtol=1e-6, atol=1e-7)


def test_empty_operands_give_empty_and_zero_products():
    product = nrtgrad.hvp(mlp, argnums=(0, 1, 2))
    W1, W2, x = np.zeros((3, 0)), np.ones((2, 3)), np.zeros(0)
    h1, h2, hx = product((W1, W2, x), (W1, W2, x))
    assert h1.shape == (3, 0) and hx.shape == (0,) and not np.any(h2)
    W1, W2, x = np.ones((0, 2)), np.ones((2, 0)), np.ones(2)
    h1, h2, hx = product((W1, W2, x), (W1, W2, x))
    assert h1.shape == (0, 2) and h2.shape == (2, 0) and not np.any(hx)
    assert_balanced(lambda: product((W1, W2, x), (W1, W2, x)))


def test_nan_in_an_operand_gives_nan_products():
    W1, W2, x = arguments(mlp, 3, np.random.default_rng(0))
    x[1] = np.nan
    products_ = nrtgrad.hvp(mlp, argnums=(0, 1, 2))((W1, W2, x), (W1, W2, np.ones(3)))
    assert all(np.isnan(p).any() for p in products_)


@pytest.mark.parametrize("n", [pytest.param(n, marks=INVERSE_MARKS) for n in (1, 3)])
def test_a_singular_matrix_raises_numbas_linalg_error(n):
    A, b = np.zeros((n, n)), np.ones(n)
    product = nrtgrad.hvp(inverse, argnums=(0, 1))
    with pytest.raises(np.linalg.LinAlgError, match="Matrix is singular"):
        product((A, b), (np.ones_like(A), b))
    A = np.eye(n)  # a regular matrix afterwards: nothing leaked
    assert_balanced(lambda: product((A, b), (np.ones_like(A), b)))



FROZEN = np.linspace(-1.0, 1.0, 6).reshape(2, 3)


@numba.njit
def frozen_layer(x):
    return np.sum(np.tanh(FROZEN @ x) ** 2)


def test_a_frozen_global_operand_is_refused_by_name():
    with pytest.raises(nrtgrad.UnsupportedError, match=r"^Hessian-vector products of `\S*"
                       r"frozen_layer`, which multiplies matrices \(`np\.dot` / `@`, BLAS\) with "
                       r"an operand that is constant data of the function \(a global array Numba "
                       r"froze into it\), are not supported yet: pass that array as an argument"):
        nrtgrad.hvp(frozen_layer)((np.ones(3),), (np.ones(3),))


@numba68.outer_only
def test_products_under_numba68():
    numba68.run_again(__file__, "(inverse or singular) and not 51")
