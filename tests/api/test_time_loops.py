"""Time loops through the Python API: arrays updated in a loop of a run-time step count.

`while` loops too, 1-D and 2-D: Python tests their condition before the loop and at its
end, so the array leaves the loop through a merge with the one from before
it (loop_guards), and Numba keeps the previous value of the array in a
variable null on the first trip (the ownership analysis follows both).

LLVM's loop optimisations copy such a loop's array (the loop may run zero
times), which the optimised module cannot be differentiated with; the API
then differentiates Numba's module from before those optimisations: the
one Numba linked when the API compiled the function again
(numba_recompile), not compiled a third time (numba_capture).  Gradients are checked
against central finite differences at n = 1, 3, 7, 9, 13 element by element
and at a large odd n along a random direction, which the JVP must give too;
NRT allocations equal frees, arguments are untouched, and the dispatcher
keeps only the overloads the user compiled; Hessian-vector products and the
Jacobian of a trajectory are checked against differences of the gradient.
A 2-D stencil of slices (`stencil_slices`): in the module from before the
loop optimisations each slice bound is a branch and each operand's broadcast
a loop over its dimensions, so Enzyme would search the time loop's exits
without end; its body is differentiated as a function of its own (loop_exits).
All but RK4 (whose right-hand side is a jitted function of its own here)
are the kernels of the NUMBA_DUMP_LLVM log fixtures' program
(tests/inputs/numba-logs/program.py).  Under `make test-full` the file also
runs in the Numba 0.68 environment (`make numba68`), but for the large size.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from e2e_support import log_program
from nrtgrad.frontend import numba_capture, numba_link
from nrtgrad.gradcheck.finite_differences import central_differences


@numba.njit
def slope(y):
    return -y ** 3 + np.sin(y)


@numba.njit
def rk4_steps(y0, h, steps):
    """RK4 whose right-hand side is a jitted function of its own."""
    y = y0.copy()
    for _ in range(steps):
        k1 = slope(y)
        k2 = slope(y + 0.5 * h * k1)
        k3 = slope(y + 0.5 * h * k2)
        k4 = slope(y + h * k3)
        y = y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
    return np.sum(y * y)


@numba.njit
def trajectory(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y + h * (-y ** 3 + np.sin(y))
    return y


KERNELS = ["euler_steps", "rk4_steps", "heat_steps", "fixed_point", "relaxation",
           "jacobi_sweeps", "upwind_steps", "stencil_slices"]
TWO_D = {"heat_steps", "jacobi_sweeps", "stencil_slices"}
OWN = {"rk4_steps": rk4_steps}
# the stencil's Enzyme run takes 30 s: `make test` checks it from the logs of every
# version (tests/e2e/test_numba_logs.py), `make test-full` here too
CHECKED = [pytest.param(name, marks=pytest.mark.full) if name == "stencil_slices" else name
           for name in KERNELS]


def kernel(name: str):
    return OWN[name] if name in OWN else getattr(log_program(), name)
SIZES = (1, 3, 7, 9, 13)
LARGE = 1001


def arguments(name: str, n: int) -> tuple:
    rng = np.random.default_rng(n)
    if name in TWO_D:
        side = 41 if n == LARGE else n
        return rng.uniform(-1, 1, (side, side + 2)), 0.1, 4
    return rng.uniform(-1, 1, n), 0.05, 5


def directional_difference(f, args: tuple, tangent: np.ndarray) -> float:
    step = 1e-6
    return (f(args[0] + step * tangent, *args[1:])
            - f(args[0] - step * tangent, *args[1:])) / (2 * step)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", CHECKED)
def test_gradient_and_jvp_match_finite_differences(name, n):
    f = kernel(name)
    args = arguments(name, n)
    value, gradient = nrtgrad.value_and_grad(f, argnums=(0, 1))(*args)
    assert value == pytest.approx(f(*args), rel=1e-12)
    dh = central_differences(f, args, 1)
    assert gradient[1] == pytest.approx(dh, rel=1e-5, abs=1e-7)
    rng = np.random.default_rng(100 + n)
    tangent = rng.standard_normal(args[0].shape)
    dot = float(np.sum(gradient[0] * tangent))
    assert dot == pytest.approx(directional_difference(f, args, tangent), rel=1e-5, abs=1e-7)
    _, derivative = nrtgrad.jvp(f, argnums=0)(args, tangent)
    assert derivative == pytest.approx(dot, rel=1e-9, abs=1e-12)
    if n in SIZES:
        np.testing.assert_allclose(gradient[0], central_differences(f, args, 0),
                                   rtol=1e-5, atol=1e-7)


def hvp_cases():
    """(kernel, n): n = 1, 7, 13 of the 1-D kernels in `make test`; the other sizes, and
    the 2-D kernels and `relaxation` (an Enzyme run of 8 to 45 s each), in `full`."""
    cases = []
    for name in KERNELS:
        quick = name not in TWO_D and name != "relaxation"
        cases += [(name, n) if quick and n in (1, 7, 13) else
                  pytest.param(name, n, marks=pytest.mark.full) for n in [*SIZES, LARGE]]
    return cases


@pytest.mark.parametrize(("name", "n"), hvp_cases())
def test_hvp_is_the_derivative_of_the_gradient_and_frees_everything(name, n):
    f = kernel(name)
    y, h, steps = arguments(name, n)
    v = np.random.default_rng(1).standard_normal(y.shape)
    hessian_vector = nrtgrad.hvp(f, argnums=0)
    product = hessian_vector((y, h, steps), v)
    gradient, step = nrtgrad.grad(f, argnums=0), 1e-5
    expected = (gradient(y + step * v, h, steps) - gradient(y - step * v, h, steps)) / (2 * step)
    np.testing.assert_allclose(product, expected, rtol=1e-5, atol=1e-7)
    assert_balanced(lambda: hessian_vector((y, h, steps), v))


@pytest.mark.parametrize("n", [*SIZES, LARGE])
def test_jacobian_of_a_trajectory(n):
    y, h, steps = arguments("euler_steps", n)
    jacobian = nrtgrad.jacobian(trajectory, argnums=0)(y, h, steps)
    if n == LARGE:
        tangent = np.random.default_rng(5).standard_normal(n)
        np.testing.assert_allclose(jacobian @ tangent, directional_difference(
            trajectory, (y, h, steps), tangent), rtol=1e-5, atol=1e-7)
        return
    columns = [central_differences(lambda *a: trajectory(*a)[i], (y, h, steps), 0)
               for i in range(n)]
    np.testing.assert_allclose(jacobian, np.stack(columns), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("name", CHECKED)
def test_memory_and_the_users_dispatcher(name):
    f = kernel(name)
    args = arguments(name, 7)
    copy = args[0].copy()
    gradient = nrtgrad.value_and_grad(f, argnums=(0, 1))  # the derivative checked above
    gradient(*args)  # compiled
    overloads = dict(f.overloads)
    assert_balanced(lambda: gradient(*args))
    np.testing.assert_array_equal(args[0], copy)
    assert f.overloads == overloads
    assert not numba.core.config.DUMP_LLVM


@pytest.mark.parametrize("name", ["euler_steps", "fixed_point", "relaxation", "jacobi_sweeps"])
def test_zero_steps_leave_the_gradient_of_the_sum_of_squares(name):
    args = arguments(name, 9)
    gradient = nrtgrad.grad(kernel(name), argnums=0)
    np.testing.assert_array_equal(gradient(args[0], 0.05, 0), 2 * args[0])


@numba.njit
def cubic_decay(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y - h * y * y * y
    return np.sum(y * y)


def test_the_function_compiled_again_is_not_compiled_a_third_time(monkeypatch, tmp_path):
    """The module Numba linked for the function compiled again, before optimising it,
    is differentiated: numba_capture does not compile the function once more."""
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    prepared = []
    ready = numba_link.optimised

    def recorded(*args, **kwargs):
        prepared.append(args[1])
        return ready(*args, **kwargs)

    def compiled_again(*args, **kwargs):
        raise AssertionError("the function was compiled a third time")

    monkeypatch.setattr(numba_link, "optimised", recorded)
    monkeypatch.setattr(numba_capture, "linked_before_loop_passes", compiled_again)
    args = (np.random.default_rng(7).uniform(-1.0, 1.0, 7), 0.1, 4)
    gradient = nrtgrad.grad(cubic_decay, argnums=0)(*args)
    np.testing.assert_allclose(gradient, central_differences(cubic_decay, args, 0),
                               rtol=1e-5, atol=1e-7)
    assert prepared == ["cubic_decay"]


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    """`make test-full`: Numba 0.68 at the sizes that break assumptions (the large size,
    hvp at n = 7 only);
    `make test` takes these kernels from Numba 0.68 through `dump` and the logs."""
    numba68.run_again(__file__, f"not {LARGE} and (not hvp or 7)")
