"""Broadcasting through `None` / `np.newaxis` and chained products, through the Python API.

A kernel matrix from `x[:, None] - x[None, :]` and a quadratic form
`a @ K @ a` (two BLAS products, one of a temporary), and an outer product
written with `np.newaxis`: gradients of every argument and JVPs in each
argument alone (the other operand of the products then has a zero tangent)
match central finite differences at n = 1, 3, 7, 9, 13 element by element
and at a large odd n along a random direction; NRT allocations equal frees
and arguments are untouched.  Hessian-vector products in x of both (the
quadratic form's through the products' rules, `a` with a zero tangent) match
differences of the gradient, with NRT allocations equal to frees.  `make
test-full` also runs the file in the Numba 0.68 environment (`make numba68`),
but for the large n.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 3, 7, 9, 13)
LARGE = 501


@numba.njit
def kernel_quadratic_form(x, a):
    d = x[:, None] - x[None, :]
    K = np.exp(-d * d)
    return a @ K @ a


@numba.njit
def outer_newaxis(x, a):
    return np.sum(np.sin(x[:, np.newaxis] * a[np.newaxis, :]))


FUNCTIONS = {"kernel_quadratic_form": kernel_quadratic_form, "outer_newaxis": outer_newaxis}


def arguments(n: int) -> tuple:
    rng = np.random.default_rng(n)
    return rng.uniform(-1.0, 1.0, n), rng.uniform(0.5, 1.5, n)


def directional_difference(f, args: tuple, index: int, tangent: np.ndarray) -> float:
    step = 1e-6
    up, down = list(args), list(args)
    up[index], down[index] = args[index] + step * tangent, args[index] - step * tangent
    return (f(*up) - f(*down)) / (2 * step)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_gradient_matches_finite_differences(name, n):
    f = FUNCTIONS[name]
    args = arguments(n)
    for index, gradient in enumerate(nrtgrad.grad(f, argnums=(0, 1))(*args)):
        if n in SIZES:
            np.testing.assert_allclose(gradient, central_differences(f, args, index),
                                       rtol=1e-5, atol=1e-6)
            continue
        tangent = np.random.default_rng(5).standard_normal(n)
        assert float(gradient @ tangent) == pytest.approx(
            directional_difference(f, args, index, tangent), rel=1e-5, abs=1e-6)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("argnums", [0, 1])
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_jvp_in_one_argument_matches_finite_differences(name, argnums, n):
    f = FUNCTIONS[name]
    args = arguments(n)
    tangent = np.random.default_rng(9).standard_normal(n)
    value, derivative = nrtgrad.jvp(f, argnums=argnums)(args, tangent)
    assert value == pytest.approx(f(*args), rel=1e-12)
    assert derivative == pytest.approx(directional_difference(f, args, argnums, tangent),
                                       rel=1e-5, abs=1e-6)


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_memory(name):
    f = FUNCTIONS[name]
    x, a = arguments(7)
    copies = x.copy(), a.copy()
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    product = nrtgrad.jvp(f, argnums=0)
    gradient(x, a)  # compiled
    product((x, a), a)
    assert_balanced(lambda: gradient(x, a))
    assert_balanced(lambda: product((x, a), a))
    np.testing.assert_array_equal(x, copies[0])
    np.testing.assert_array_equal(a, copies[1])


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_hvp_matches_differences_of_the_gradient(name, n):
    f = FUNCTIONS[name]
    x, a = arguments(n)
    tangent = np.random.default_rng(2).standard_normal(n)
    hvp = nrtgrad.hvp(f, argnums=0)
    product = hvp((x, a), tangent)
    gradient = nrtgrad.grad(f, argnums=0)
    step = 1e-6
    np.testing.assert_allclose(
        product, (gradient(x + step * tangent, a) - gradient(x - step * tangent, a)) / (2 * step),
        rtol=1e-5, atol=1e-6)
    if n == SIZES[2]:
        assert_balanced(lambda: hvp((x, a), tangent))


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, f"not {LARGE}")
