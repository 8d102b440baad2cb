"""nrtgrad.vjp, nrtgrad.jacobian and jvp of functions returning tuples and arrays.

Jacobians of fixture kernels (tests/inputs/kernels.py) in reverse and
forward mode against central-finite-difference Jacobians of the Numba
primal, at n = 1, 3, 7 and 13 (2-D kernels: n rows), and the Jacobian of a
matrix product's `tanh` that only reverse mode takes; pullbacks and JVPs of
the same kernels; and the two uses the API is for: scipy's least_squares
with `jac=nrtgrad.jacobian(res)` and minimize with `jac=nrtgrad.grad(f)`,
against the same solvers with finite-difference derivatives.
"""

from __future__ import annotations

import kernels
import numba
import numpy as np
import pytest

import nrtgrad

VECTOR_KERNELS = ["residuals", "sin_matrix", "tail_view", "transpose_view", "sum_and_sumsq",
                  "residuals_f32", "moments_f32"]


def jitted(name: str):
    function, signature, _ = kernels.KERNELS[name]
    return numba.njit(signature)(function)


def example(name: str, n: int) -> tuple:
    return kernels.KERNELS[name][2](seed=n, n=n)


def fd_jacobian(f, x: np.ndarray, step: float = 1e-6) -> np.ndarray:
    """value.shape + x.shape, by central differences in float64."""
    x = x.astype(np.float64)
    value = np.asarray(f(x), dtype=np.float64)
    columns = []
    for j in range(x.size):
        e = np.zeros(x.size)
        e[j] = step
        e = e.reshape(x.shape)
        columns.append(((np.asarray(f(x + e), dtype=np.float64)
                         - np.asarray(f(x - e), dtype=np.float64)) / (2 * step)).ravel())
    return np.array(columns).T.reshape(value.shape + x.shape)


@pytest.mark.parametrize("mode", ["rev", "fwd"])
@pytest.mark.parametrize("n", [1, 3, 7, 13])
@pytest.mark.parametrize("name", VECTOR_KERNELS)
def test_jacobian_matches_finite_differences(name, n, mode):
    (x,) = example(name, n)
    J = nrtgrad.jacobian(jitted(name), mode=mode)(x)
    reference = fd_jacobian(numba.njit(kernels.KERNELS[name][0]), x)
    single = x.dtype == np.float32
    assert J.shape == reference.shape
    scale = max(1.0, float(np.max(np.abs(reference), initial=0.0)))
    rtol = 1e-4 if single else 1e-6
    np.testing.assert_allclose(J, reference, rtol=rtol, atol=rtol * scale)


@pytest.mark.parametrize("name", VECTOR_KERNELS)
def test_pullback_and_jvp_agree(name):
    f = jitted(name)
    (x,) = example(name, 9)
    value, pullback = nrtgrad.vjp(f)(x)
    expected = f(x)
    np.testing.assert_array_equal(np.asarray(value), np.asarray(expected))
    rng = np.random.default_rng(0)
    cotangent = rng.standard_normal(np.shape(np.asarray(value)))
    tangent = rng.standard_normal(x.shape)
    gradient = pullback(cotangent)
    assert gradient.shape == x.shape and gradient.dtype == x.dtype
    primal, derivative = nrtgrad.jvp(f)((x,), tangent)
    assert type(primal) is type(expected)
    left = float(np.sum(gradient.astype(np.float64) * tangent))
    right = float(np.sum(np.asarray(derivative, dtype=np.float64) * cotangent))
    np.testing.assert_allclose(left, right, rtol=1e-4 if x.dtype == np.float32 else 1e-10)


def test_several_arguments_and_a_scalar_function():
    @numba.njit
    def pair(x, a):
        return np.sum(np.sin(x)) * a, np.sum(x * x)

    x = np.linspace(-1.0, 0.5, 6)
    dx, da = nrtgrad.jacobian(pair, argnums=(0, 1))(x, 2.0)
    assert dx.shape == (2, 6) and da.shape == (2,)
    np.testing.assert_allclose(dx, [2.0 * np.cos(x), 2 * x], rtol=1e-12)
    np.testing.assert_allclose(da, [np.sum(np.sin(x)), 0.0], rtol=1e-12, atol=1e-15)
    value, pullback = nrtgrad.vjp(pair, argnums=1)(x, 2.0)
    assert value == pair(x, 2.0)
    assert pullback((1.0, 0.0)) == pytest.approx(np.sum(np.sin(x)))
    # a scalar function: the Jacobian is the gradient, the pullback scales it
    sum_sq = jitted("sum_sq")
    (y,) = example("sum_sq", 5)
    np.testing.assert_allclose(nrtgrad.jacobian(sum_sq)(y), nrtgrad.grad(sum_sq)(y))
    np.testing.assert_allclose(nrtgrad.vjp(sum_sq)(y)[1](3.0), 3.0 * nrtgrad.grad(sum_sq)(y))


@numba.njit
def tanh_of_product(A, x):
    return np.tanh(A @ x)


GLOBAL_MATRIX = np.linspace(-1.0, 1.0, 21).reshape(7, 3)


@numba.njit
def tanh_of_global_product(x):
    return np.tanh(GLOBAL_MATRIX @ x)


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 101])
def test_a_jacobian_of_a_product_with_a_constant_operand(n):
    """Forward mode gives the constant A a zero tangent; "auto" and "fwd" agree."""
    rng = np.random.default_rng(n)
    A, x = rng.standard_normal((2 * n + 1, n)), rng.standard_normal(n)
    J = nrtgrad.jacobian(tanh_of_product, argnums=1, mode="fwd")(A, x)
    np.testing.assert_allclose(J, (1 - np.tanh(A @ x) ** 2)[:, None] * A, rtol=1e-10,
                               atol=1e-14)
    np.testing.assert_allclose(nrtgrad.jacobian(tanh_of_product, argnums=1)(A, x), J,
                               rtol=1e-10, atol=1e-14)


def test_a_jacobian_forward_mode_refuses_takes_reverse_passes():
    """More values than arguments: "auto" tries forward mode, which refuses a matrix
    product with a global array, and takes reverse passes."""
    x = np.random.default_rng(3).standard_normal(3)
    J = nrtgrad.jacobian(tanh_of_global_product)(x)
    np.testing.assert_allclose(J, fd_jacobian(tanh_of_global_product, x), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(J, (1 - np.tanh(GLOBAL_MATRIX @ x) ** 2)[:, None]
                               * GLOBAL_MATRIX, rtol=1e-10, atol=1e-14)
    with pytest.raises(nrtgrad.UnsupportedError, match="forward mode .* matrix product"):
        nrtgrad.jacobian(tanh_of_global_product, mode="fwd")(x)


def test_misuse_is_an_input_error():
    f = jitted("residuals")
    (x,) = example("residuals", 5)
    with pytest.raises(nrtgrad.InputError, match="returns a 1-D array, not a scalar: use "
                                                 "nrtgrad.vjp"):
        nrtgrad.grad(f)(x)
    _, pullback = nrtgrad.vjp(f)(x)
    with pytest.raises(nrtgrad.InputError, match=r"the cotangent has shape \(4,\)"):
        pullback(np.ones(4))
    with pytest.raises(nrtgrad.InputError, match="mode must be"):
        nrtgrad.jacobian(f, mode="backward")


def rosenbrock_residuals(x):
    r = np.empty(2 * (x.shape[0] - 1))
    for i in range(x.shape[0] - 1):
        r[2 * i] = 10.0 * (x[i + 1] - x[i] * x[i])
        r[2 * i + 1] = 1.0 - x[i]
    return r


def test_least_squares_with_the_jacobian():
    scipy_optimize = pytest.importorskip("scipy.optimize")
    residuals = numba.njit(rosenbrock_residuals)
    x0 = np.full(6, -1.2)
    exact = scipy_optimize.least_squares(residuals, x0, jac=nrtgrad.jacobian(residuals))
    fd = scipy_optimize.least_squares(residuals, x0, jac="2-point")
    assert exact.success and fd.success
    np.testing.assert_allclose(exact.x, np.ones(6), atol=1e-7)
    assert exact.cost < 1e-14
    print(f"least_squares on 6-D Rosenbrock residuals: nrtgrad.jacobian nfev {exact.nfev} "
          f"njev {exact.njev}; 2-point nfev {fd.nfev} njev {fd.njev}")


def test_minimize_with_the_gradient():
    scipy_optimize = pytest.importorskip("scipy.optimize")

    @numba.njit
    def rosenbrock(x):
        s = 0.0
        for i in range(x.shape[0] - 1):
            s += 100.0 * (x[i + 1] - x[i] ** 2) ** 2 + (1.0 - x[i]) ** 2
        return s

    x0 = np.full(6, -1.2)
    exact = scipy_optimize.minimize(rosenbrock, x0, jac=nrtgrad.grad(rosenbrock), method="BFGS")
    fd = scipy_optimize.minimize(rosenbrock, x0, method="BFGS")
    np.testing.assert_allclose(exact.x, np.ones(6), atol=1e-5)
    assert exact.nfev < fd.nfev
    print(f"BFGS on 6-D Rosenbrock: nrtgrad.grad nit {exact.nit} nfev {exact.nfev}; "
          f"finite differences nit {fd.nit} nfev {fd.nfev}")
