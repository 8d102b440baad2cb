"""Random draws inside a differentiated function, through the Python API.

`np.random` and `random` draws are constants of the derivative: a
reparameterised estimate (`mu + s * z` with `z` drawn inside the function)
gets the exact gradient of that draw, so a function that seeds its generator
matches central finite differences, in reverse, forward and
forward-over-reverse mode.  The generator runs once per derivative call, as
in the primal: after a gradient, JVP or Hessian-vector product the generator
is where the primal call would have left it, so an unseeded function's
gradient is the finite difference of the function re-seeded before each
call.  Sizes n = 1, 3, 7, 9, 13 element by element and a large odd n along a
random direction, and a 2-D draw at shapes 1x1 to 101x3; NRT allocations equal
frees and arguments are untouched.
`make test-full` also runs the file in the Numba 0.68 environment (`make numba68`), but for
the large n.
"""

from __future__ import annotations

import random

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 3, 7, 9, 13)
LARGE = 1001


@numba.njit
def reparameterised(mu, s):
    """A Monte Carlo estimate of E[sin(x) x] for x ~ N(mu, s^2), seeded."""
    np.random.seed(0)
    z = np.random.standard_normal(mu.size)
    x = mu + s * z
    return np.sum(np.sin(x) * x)


@numba.njit
def drawn_with_parameters(mu, s):
    """np.random.normal and np.random.uniform given the parameters themselves."""
    np.random.seed(1)
    total = 0.0
    for i in range(mu.size):
        total += np.tanh(np.random.normal(mu[i], s[i])) + np.random.uniform(mu[i], s[i]) ** 2
    return total


@numba.njit
def python_random(mu, s):
    """The `random` module's generator, and an integer draw (np.random.poisson)."""
    random.seed(3)
    np.random.seed(4)
    total = 0.0
    for i in range(mu.size):
        total += mu[i] * random.random() + np.random.poisson(2.0) * s[i] * mu[i] ** 2
    return total


@numba.njit
def unseeded(mu, s):
    z = np.random.standard_normal(mu.size)
    return np.sum(np.cos(mu + s * z) * s)


@numba.njit
def reseed(seed):
    np.random.seed(seed)


@numba.njit
def next_draw():
    return np.random.random()


SEEDED = {"reparameterised": reparameterised, "drawn_with_parameters": drawn_with_parameters,
          "python_random": python_random}


def arguments(n: int) -> tuple:
    rng = np.random.default_rng(n)
    return rng.uniform(-1.0, 1.0, n), rng.uniform(0.5, 1.5, n)


def assert_matches(got, f, args, index, n):
    """`got` (d f / d args[index]) against central differences."""
    if n in SIZES:
        np.testing.assert_allclose(got, central_differences(f, args, index),
                                   rtol=1e-5, atol=1e-7)
        return
    tangent = np.random.default_rng(5).standard_normal(n)
    step = 1e-6
    up, down = list(args), list(args)
    up[index], down[index] = args[index] + step * tangent, args[index] - step * tangent
    assert float(got @ tangent) == pytest.approx((f(*up) - f(*down)) / (2 * step),
                                                 rel=1e-5, abs=1e-6)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", sorted(SEEDED))
def test_gradient_of_a_seeded_draw_matches_finite_differences(name, n):
    f = SEEDED[name]
    args = arguments(n)
    d_mu, d_s = nrtgrad.grad(f, argnums=(0, 1))(*args)
    assert_matches(d_mu, f, args, 0, n)
    assert_matches(d_s, f, args, 1, n)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", sorted(SEEDED))
def test_forward_mode_and_hvp_of_a_seeded_draw(name, n):
    f = SEEDED[name]
    mu, s = arguments(n)
    tangent = np.random.default_rng(9).standard_normal(n)
    value, derivative = nrtgrad.jvp(f, argnums=0)((mu, s), tangent)
    assert value == f(mu, s)
    assert derivative == pytest.approx(float(central_differences(f, (mu, s), 0) @ tangent),
                                       rel=1e-5, abs=1e-7)
    product = nrtgrad.hvp(f, argnums=0)((mu, s), tangent)
    gradient = nrtgrad.grad(f, argnums=0)
    step = 1e-6
    np.testing.assert_allclose(
        product, (gradient(mu + step * tangent, s) - gradient(mu - step * tangent, s)) / (2 * step),
        rtol=1e-5, atol=1e-6)


@numba.njit
def reparameterised_matrix(mu, s):
    """A 2-D draw: the reparameterisation of a matrix of parameters, seeded."""
    np.random.seed(2)
    z = np.random.standard_normal(mu.shape)
    x = mu + s * z
    return np.sum(np.tanh(x) * x)


@pytest.mark.parametrize("shape", [(1, 1), (3, 7), (9, 13), (13, 9), (101, 3)])
def test_gradient_and_jvp_of_a_seeded_2d_draw(shape):
    rng = np.random.default_rng(shape[0])
    mu, s = rng.uniform(-1.0, 1.0, shape), rng.uniform(0.5, 1.5, shape)
    f = reparameterised_matrix
    d_mu, d_s = nrtgrad.grad(f, argnums=(0, 1))(mu, s)
    np.testing.assert_allclose(d_mu, central_differences(f, (mu, s), 0), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(d_s, central_differences(f, (mu, s), 1), rtol=1e-5, atol=1e-7)
    tangent = rng.standard_normal(shape)
    value, derivative = nrtgrad.jvp(f, argnums=1)((mu, s), tangent)
    # the derivative's own primal may sum in another order than Numba's
    assert value == pytest.approx(f(mu, s), rel=1e-13)
    assert derivative == pytest.approx(float(np.sum(d_s * tangent)), rel=1e-9, abs=1e-12)
    assert_balanced(lambda: nrtgrad.grad(f, argnums=(0, 1))(mu, s))


def generator_after(call) -> float:
    """The next draw after `call()` from a fixed state: where `call` left the generator."""
    reseed(5)
    call()
    return next_draw()


@pytest.mark.parametrize("n", [1, 9, LARGE])
def test_the_generator_runs_once_per_derivative_call(n):
    mu, s = arguments(n)
    tangent = np.ones(n)
    after_primal = generator_after(lambda: unseeded(mu, s))
    assert after_primal != generator_after(lambda: None)  # the primal does draw
    for derivative in (lambda: nrtgrad.grad(unseeded, argnums=(0, 1))(mu, s),
                       lambda: nrtgrad.value_and_grad(unseeded, argnums=0)(mu, s),
                       lambda: nrtgrad.jvp(unseeded, argnums=0)((mu, s), tangent),
                       lambda: nrtgrad.hvp(unseeded, argnums=0)((mu, s), tangent)):
        derivative()  # compiled before the generator is placed
        assert generator_after(derivative) == after_primal


@pytest.mark.parametrize("n", [*SIZES, LARGE])
def test_an_unseeded_gradient_is_that_of_the_draw_it_made(n):
    mu, s = arguments(n)
    reseed(11)
    d_mu, d_s = nrtgrad.grad(unseeded, argnums=(0, 1))(mu, s)

    def redrawn(*args):
        reseed(11)
        return unseeded(*args)

    np.testing.assert_allclose(d_mu, central_differences(redrawn, (mu, s), 0),
                               rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(d_s, central_differences(redrawn, (mu, s), 1),
                               rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("name", [*sorted(SEEDED), "unseeded"])
def test_memory(name):
    f = SEEDED.get(name, unseeded)
    mu, s = arguments(7)
    copies = mu.copy(), s.copy()
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    gradient(mu, s)  # compiled
    assert_balanced(lambda: gradient(mu, s))
    np.testing.assert_array_equal(mu, copies[0])
    np.testing.assert_array_equal(s, copies[1])


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, f"not {LARGE}")
