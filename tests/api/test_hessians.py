"""nrtgrad.hvp and nrtgrad.hessian of functions returning a float64.

Hessian-vector products against central finite differences of
`nrtgrad.grad` along the tangent (C and strided arrays, a scalar argument,
argnums), the dense Hessian symmetric and equal to the finite-difference
Hessian, refusals as exceptions, and the use the API is for: scipy's
Newton-CG and trust-ncg with `hessp` from `nrtgrad.hvp`, against Newton-CG
with scipy's finite differences of the gradient.
"""

from __future__ import annotations


import numba
import numpy as np
import pytest

import nrtgrad


@numba.njit
def energy(x, a):
    t = np.tanh(a * x)  # a temporary array
    return np.sum(t * t) + a * a * np.sum(x)


@numba.njit
def rosenbrock(x):
    s = 0.0
    for i in range(x.shape[0] - 1):
        s += 100.0 * (x[i + 1] - x[i] ** 2) ** 2 + (1.0 - x[i]) ** 2
    return s


def fd_hvp(f, args: tuple, argnums: tuple, tangents: tuple, step: float = 1e-5):
    """Central differences of nrtgrad.grad(f, argnums) along the tangents."""
    gradient = nrtgrad.grad(f, argnums=argnums)

    def at(sign):
        moved = list(args)
        for position, tangent in zip(argnums, tangents):
            moved[position] = args[position] + sign * step * tangent
        return gradient(*moved)
    return tuple((np.asarray(p) - np.asarray(m)) / (2 * step) for p, m in zip(at(1), at(-1)))


def assert_products_match_differences(f, args: tuple, argnums: tuple, rng) -> None:
    """nrtgrad.hvp(f, argnums) along random tangents: shaped like the arguments, equal to
    fd_hvp within rtol 1e-6 (and 1e-7 of the largest element), allocations balanced."""
    from nrt_balance import assert_balanced

    tangents = tuple(rng.standard_normal(args[i].shape) for i in argnums)
    product = nrtgrad.hvp(f, argnums=argnums)
    products = product(args, tangents)
    for got, expected, position in zip(products, fd_hvp(f, args, argnums, tangents), argnums):
        assert got.shape == args[position].shape
        scale = max(1.0, float(np.max(np.abs(expected))))
        np.testing.assert_allclose(got, expected, rtol=1e-6, atol=1e-7 * scale)
    assert_balanced(lambda: product(args, tangents))


@pytest.mark.parametrize("n", [3, 13])
def test_hvp_matches_finite_differences_of_the_gradient(n):
    rng = np.random.default_rng(n)
    x, v = rng.standard_normal(n), rng.standard_normal(n)
    hx, ha = nrtgrad.hvp(energy, argnums=(0, 1))((x, 0.7), (v, 0.3))
    ex, ea = fd_hvp(energy, (x, 0.7), (0, 1), (v, 0.3))
    np.testing.assert_allclose(hx, ex, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(ha, ea, rtol=1e-6, atol=1e-8)
    assert hx.shape == x.shape and isinstance(ha, float)
    # one argument: a single array in and out; a strided argument
    strided = np.repeat(x, 2)[::2]
    only_x = nrtgrad.hvp(energy)((strided, 0.7), v)  # argnums=0
    (expected,) = fd_hvp(energy, (x, 0.7), (0,), (v,))
    np.testing.assert_allclose(only_x, expected, rtol=1e-6, atol=1e-8)


def test_hessian_is_symmetric_and_matches_finite_differences():
    x = np.linspace(-1.0, 1.5, 5)
    H = nrtgrad.hessian(rosenbrock)(x)
    assert H.shape == (5, 5)
    np.testing.assert_allclose(H, H.T, rtol=1e-12, atol=1e-12)
    columns = [fd_hvp(rosenbrock, (x,), (0,), (e,))[0] for e in np.eye(5)]
    np.testing.assert_allclose(H, np.array(columns).T, rtol=1e-6, atol=1e-6)
    blocks = nrtgrad.hessian(energy, argnums=(0, 1))(x, 0.7)
    assert [[b.shape for b in row] for row in blocks] == [[(5, 5), (5,)], [(5,), ()]]
    np.testing.assert_allclose(blocks[0][1], blocks[1][0], rtol=1e-12, atol=1e-12)


def test_refused_constructs_raise_unsupported_error():
    @numba.njit
    def appended(x):
        values = [0.0]
        for i in range(x.shape[0]):
            values.append(x[i] * x[i])
        return sum(values)

    with pytest.raises(nrtgrad.UnsupportedError, match=r"Hessian-vector products of .*grows "
                                                       r"a list \(`list.append`, or NumPy code"):
        nrtgrad.hvp(appended)((np.ones(3),), np.ones(3))
    np.testing.assert_allclose(nrtgrad.grad(appended)(np.ones(3)), 2.0 * np.ones(3))


def test_newton_cg_and_trust_ncg_with_hessian_vector_products():
    scipy_optimize = pytest.importorskip("scipy.optimize")
    x0 = np.full(6, -1.2)
    jac, product = nrtgrad.grad(rosenbrock), nrtgrad.hvp(rosenbrock)

    def hessp(x, p):
        return product((x,), p)

    figures = {}
    for method in ("Newton-CG", "trust-ncg"):
        exact = scipy_optimize.minimize(rosenbrock, x0, jac=jac, hessp=hessp, method=method)
        assert exact.success, exact.message
        np.testing.assert_allclose(exact.x, np.ones(6), atol=1e-5)
        figures[method] = exact
    # Newton-CG without hessp: scipy's finite differences of the gradient
    fd = scipy_optimize.minimize(rosenbrock, x0, jac=jac, method="Newton-CG")
    np.testing.assert_allclose(fd.x, np.ones(6), atol=1e-5)
    assert figures["Newton-CG"].njev < fd.njev
    print("6-D Rosenbrock: " + "; ".join(
        f"{m} hessp=nrtgrad.hvp nit {r.nit} nfev {r.nfev} njev {r.njev} nhev {r.nhev}"
        for m, r in figures.items())
        + f"; Newton-CG with finite differences nit {fd.nit} nfev {fd.nfev} njev {fd.njev}")
