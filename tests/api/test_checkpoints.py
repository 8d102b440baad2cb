"""Checkpointed reverse mode of time loops through `grad`, `value_and_grad`, `vjp`, `jacobian`.

A checkpointed call keeps the loop's carried values at the start of each segment
and differentiates one segment at a time (python/checkpoints.py).  For each loop
shape below -- RK4 and Euler steps, slice updates into new arrays (Heun's method
for reaction-diffusion), a 2-D stencil of copies, a buffer written in place,
float and integer accumulators with a range that counts down, a right-hand side
that is a jitted function of its own, a loop after an initialising loop, two
time loops in sequence, and the time loops of the log fixtures' program (while
loops with a counter and with a convergence test, 2-D stencils of inner loops
and of slices) -- the value and gradients with 1 and 3 stored states equal the
taped ones (`checkpoint="none"`) to 1e-12 relative, at n = 1, 3, 7, 9, 13 and
1001 (2-D: n x 4) and 0, 1, 2, 7 and 101 steps; at n = 1, 7, 13 and 7 steps
they match central differences element by element, at n = 1001 along a random
direction.  Every checkpointed call frees what it allocates and leaves its
arguments as they were; pullbacks and reverse-mode Jacobians of an array result
equal the taped ones.  `checkpoint="auto"` checkpoints only past
NRTGRAD_TAPE_BUDGET (and says so in the "nrtgrad" debug log); what the
checkpoints cannot keep apart (an alias, a write the source does not show, a
complex value, random numbers) is taped under "auto" and refused with the name
of the value when a number of states is asked for.  In `make test` three shapes
run every size and step count (one of them 2-D, one a while loop), the others
under `make test-full`, which also runs the file in the Numba 0.68 environment.
"""

from __future__ import annotations

import logging
import pickle

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
import time_loop_models
from e2e_support import log_program
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences


rk4 = numba.njit(time_loop_models.rk4)
diffusion = numba.njit(time_loop_models.diffusion)
heat2d = numba.njit(time_loop_models.heat2d)


@numba.njit
def slope(y):
    return -y ** 3 + np.sin(y)


@numba.njit
def euler_helper(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y + h * slope(y)
    return np.sum(y * y)


@numba.njit
def buffered(x, h, steps):
    y = x.copy()
    buf = np.zeros_like(x)
    for _ in range(steps):
        buf[:] = np.sin(y) * h
        y = y + buf
    return np.sum(y * y) + np.sum(buf)


@numba.njit
def accumulators(x, h, steps):
    y = x.copy()
    energy = 0.0
    count = 0
    w = np.cos(x)
    scale = 2.0 * h
    for k in range(steps, 0, -1):
        y = y - scale * np.sin(y) * w * k / (steps + 1)
        energy += np.sum(y * y) * h
        count += 1
    return energy + h * count + np.sum(y)


@numba.njit
def init_then_steps(x, h, steps):
    y = np.empty_like(x)
    for i in range(x.shape[0]):
        y[i] = x[i] ** 2
    for _ in range(steps):
        y = y + h * np.sin(y)
    return np.sum(y * y)


@numba.njit
def two_phases(x, h, steps):
    y = x.copy()
    for _ in range(steps):
        y = y + h * np.sin(y)
    z = y * 0.5
    for _ in range(steps):
        z = z - h * np.cos(z)
    return np.sum(z * z)


OWN = {"rk4": rk4, "euler_helper": euler_helper, "diffusion": diffusion, "heat2d": heat2d,
       "buffered": buffered, "accumulators": accumulators, "init_then_steps": init_then_steps,
       "two_phases": two_phases}
# the log fixtures' program's (tests/inputs/numba-logs/program.py), compiled for their
# signatures: a while loop with a counter, one with a convergence test and a sweep limit,
# a 2-D stencil of inner loops, a slice update, a 2-D stencil of slices
FROM_LOGS = ("fixed_point", "relaxation", "heat_steps", "upwind_steps", "stencil_slices")
KERNELS = (*OWN, *FROM_LOGS)
TWO_D = {"heat2d", "heat_steps", "stencil_slices"}
QUICK = {"rk4", "heat2d", "fixed_point"}


def kernel(name: str):
    return OWN[name] if name in OWN else getattr(log_program(), name)
SIZES = (1, 3, 7, 9, 13)
LARGE = 1001
STEPS = (0, 1, 2, 7, 101)


def arguments(name: str, n: int, steps: int) -> tuple:
    rng = np.random.default_rng(n)
    shape = (n, 4) if name in TWO_D else (n,)
    return rng.uniform(0.1, 1.0, shape), 0.05, steps


def relative(a, b) -> float:
    scale = max(float(np.max(np.abs(b))), 1e-300)
    return float(np.max(np.abs(np.asarray(a) - np.asarray(b)))) / scale


@pytest.mark.parametrize("name", [name if name in QUICK else
                                  pytest.param(name, marks=pytest.mark.full)
                                  for name in KERNELS])
def test_checkpointed_gradients_equal_taped_ones_and_differences(name):
    f = kernel(name)
    taped = nrtgrad.value_and_grad(f, argnums=(0, 1), checkpoint="none")
    for n in (*SIZES, LARGE):
        for steps in STEPS:
            args = arguments(name, n, steps)
            value, gradient = taped(*args)
            for stored in (1, 3):
                got_value, got = nrtgrad.value_and_grad(f, argnums=(0, 1),
                                                        checkpoint=stored)(*args)
                assert got_value == pytest.approx(value, rel=1e-12, abs=1e-300)
                assert relative(got[0], gradient[0]) <= 1e-12, (n, steps, stored)
                assert got[1] == pytest.approx(gradient[1], rel=1e-12, abs=1e-300)
    checkpointed = nrtgrad.grad(f, argnums=(0, 1), checkpoint=3)
    for n in (1, 7, 13):
        args = arguments(name, n, 7)
        dx, dh = checkpointed(*args)
        np.testing.assert_allclose(dx, central_differences(f, args, 0), rtol=1e-5, atol=1e-7)
        assert dh == pytest.approx(central_differences(f, args, 1), rel=1e-5, abs=1e-7)
    args = arguments(name, LARGE, 7)
    tangent = np.random.default_rng(5).standard_normal(args[0].shape)
    step = 1e-6
    difference = (f(args[0] + step * tangent, *args[1:])
                  - f(args[0] - step * tangent, *args[1:])) / (2 * step)
    assert float(np.sum(checkpointed(*args)[0] * tangent)) == pytest.approx(difference, rel=1e-5)


@pytest.mark.parametrize("name", sorted(QUICK))
def test_checkpointed_calls_free_what_they_allocate_and_leave_arguments_alone(name):
    f = kernel(name)
    args = arguments(name, 13, 11)
    kept = args[0].copy()
    checkpointed = nrtgrad.grad(f, argnums=(0, 1), checkpoint=3)
    checkpointed(*args)
    assert_balanced(lambda: checkpointed(*args))
    np.testing.assert_array_equal(args[0], kept)


def test_auto_checkpoints_past_the_tape_budget_and_says_so(monkeypatch, caplog):
    args = arguments("rk4", 9, 40)
    taped = nrtgrad.grad(rk4, argnums=(0, 1), checkpoint="none")(*args)
    caplog.set_level(logging.DEBUG, logger="nrtgrad")
    auto = nrtgrad.grad(rk4, argnums=(0, 1))
    assert relative(auto(*args)[0], taped[0]) == 0.0
    assert "stored states" not in caplog.text
    monkeypatch.setenv("NRTGRAD_TAPE_BUDGET", "1000")
    got = auto(*args)
    assert "rk4, line" in caplog.text and "40 steps" in caplog.text
    assert "6 stored states" in caplog.text
    assert relative(got[0], taped[0]) <= 1e-12
    assert got[1] == pytest.approx(taped[1], rel=1e-12)


def test_loops_before_and_after_the_checkpointed_one_are_checkpointed_in_turn(
        monkeypatch, caplog):
    args = arguments("two_phases", 7, 40)
    taped = nrtgrad.grad(two_phases, argnums=(0, 1), checkpoint="none")(*args)
    monkeypatch.setenv("NRTGRAD_TAPE_BUDGET", "1000")
    caplog.set_level(logging.DEBUG, logger="nrtgrad")
    got = nrtgrad.grad(two_phases, argnums=(0, 1))(*args)
    assert relative(got[0], taped[0]) <= 1e-12
    assert got[1] == pytest.approx(taped[1], rel=1e-12)
    first = two_phases.py_func.__code__.co_firstlineno
    assert f"two_phases, line {first + 3} (`for _ in range(steps)`): 40 steps" in caplog.text
    assert "two_phases_suffix, line 3 (`for _ in range(steps)`): 40 steps" in caplog.text


@numba.njit
def trajectory_end(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y + h * np.sin(y)
    return y * 2.0


@pytest.mark.parametrize("n", [1, 7, 13])
def test_vjps_and_jacobians_checkpoint_too(n):
    args = (np.random.default_rng(n).uniform(0.2, 0.9, n), 0.05, 9)
    cotangent = np.random.default_rng(n + 1).standard_normal(n)
    for f, seed in ((trajectory_end, cotangent), (rk4, 2.5)):
        value, pullback = nrtgrad.vjp(f, argnums=(0, 1), checkpoint="none")(*args)
        got_value, got_pullback = nrtgrad.vjp(f, argnums=(0, 1), checkpoint=3)(*args)
        np.testing.assert_array_equal(got_value, value)
        expected, got = pullback(seed), got_pullback(seed)
        assert relative(got[0], expected[0]) <= 1e-12
        assert got[1] == pytest.approx(expected[1], rel=1e-12)
    taped = nrtgrad.jacobian(trajectory_end, mode="rev", checkpoint="none")(*args)
    jacobian = nrtgrad.jacobian(trajectory_end, mode="rev", checkpoint=3)(*args)
    assert jacobian.shape == (n, n) and relative(jacobian, taped) <= 1e-12
    rows = [central_differences(lambda x, i=i: trajectory_end(x, *args[1:])[i], args[:1], 0)
            for i in range(n)]
    np.testing.assert_allclose(jacobian, np.array(rows), rtol=1e-5, atol=1e-7)


@numba.njit
def aliased(x, h, steps):
    y = x.copy()
    z = y
    for _ in range(steps):
        y[1:] = y[1:] + h * np.sin(z[:-1])
    return np.sum(y * y)


@numba.njit
def fill(buffer, y):
    buffer[:] = y


@numba.njit
def hidden_write(x, h, steps):
    y = x.copy()
    buf = np.zeros_like(x)
    for _ in range(steps):
        fill(buf, y)
        y = y + h * np.sin(buf)
    return np.sum(y * y)


@numba.njit
def complex_state(x, h, steps):
    c = x * (1.0 + 0.0j)
    for _ in range(steps):
        c = c * (1.0 + 1j * h)
    return np.sum(c.real * c.real)


@pytest.mark.parametrize(("f", "why"), [
    (aliased, "`y` shares memory with `z` when the loop starts"),
    (hidden_write, "the loop writes into `buf` without rebinding it"),
    (complex_state, "`c` is an array of complex128"),
])
def test_what_checkpoints_cannot_keep_apart_is_taped_or_refused(monkeypatch, f, why):
    args = (np.linspace(0.2, 0.9, 7), 0.1, 5)
    taped = nrtgrad.grad(f, argnums=(0, 1), checkpoint="none")(*args)
    with pytest.raises(nrtgrad.UnsupportedError, match="checkpoint=3: " + why):
        nrtgrad.grad(f, argnums=(0, 1), checkpoint=3)(*args)
    monkeypatch.setenv("NRTGRAD_TAPE_BUDGET", "1")
    got = nrtgrad.grad(f, argnums=(0, 1))(*args)
    assert relative(got[0], taped[0]) == 0.0 and got[1] == taped[1]


@numba.njit
def noise(y):
    return y + 1e-3 * np.random.standard_normal(y.shape)


@numba.njit
def noisy_steps(x, h, steps):
    y = x.copy()
    for _ in range(steps):
        y = noise(y) - h * np.sin(y)
    return np.sum(y * y)


@numba.njit
def noisy_start(x, h, steps):
    y = noise(x)
    for _ in range(steps):
        y = y - h * np.sin(y)
    return np.sum(y * y)


@pytest.mark.parametrize(("f", "why"), [
    (noisy_steps, "`y` differs when the loop's last steps run again"),
    (noisy_start, "what the function computes before the loop differs when it runs again"),
])
def test_random_numbers_drawn_by_a_callee_are_refused_or_taped(monkeypatch, caplog, f, why):
    args = (np.linspace(0.2, 0.9, 7), 0.1, 5)
    with pytest.raises(nrtgrad.UnsupportedError, match="checkpoint=3: " + why):
        nrtgrad.grad(f, argnums=(0, 1), checkpoint=3)(*args)
    monkeypatch.setenv("NRTGRAD_TAPE_BUDGET", "1")
    caplog.set_level(logging.DEBUG, logger="nrtgrad")
    dx, dh = nrtgrad.grad(f, argnums=(0, 1))(*args)
    assert why in caplog.text and "the loop is taped" in caplog.text
    assert np.all(np.isfinite(dx)) and np.isfinite(dh)


@numba.njit
def leaves_early(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y * 0.5
        if y[0] < 1e-3:
            break
    return np.sum(y)


def test_a_loop_that_cannot_be_split_is_refused_when_asked_for_and_taped_by_default():
    with pytest.raises(nrtgrad.UnsupportedError, match="leaves_early has no time loop"):
        nrtgrad.grad(leaves_early, checkpoint=4)
    x = np.linspace(0.5, 1.0, 5)
    np.testing.assert_allclose(nrtgrad.grad(leaves_early)(x, 3), np.full(5, 0.125))


@pytest.mark.parametrize("option", [0, -2, True, 2.5, "yes", None])
def test_a_bad_checkpoint_option_is_an_input_error(option):
    with pytest.raises(nrtgrad.InputError, match="checkpoint must be"):
        nrtgrad.grad(rk4, checkpoint=option)


def test_a_checkpointed_gradient_pickles_as_its_recipe():
    gradient = nrtgrad.value_and_grad(rk4, argnums=(0, 1), checkpoint=3)
    assert "checkpoint=3" in repr(gradient)
    args = arguments("rk4", 7, 9)
    again = pickle.loads(pickle.dumps(gradient))
    value, (dx, dh) = again(*args)
    expected_value, (expected_dx, expected_dh) = gradient(*args)
    assert value == expected_value and dh == expected_dh
    np.testing.assert_array_equal(dx, expected_dx)
    assert repr(nrtgrad.grad(rk4)) == f"<nrtgrad.grad({rk4.py_func.__module__}.rk4, argnums=0)>"


@pytest.mark.full
@numba68.outer_only
def test_the_same_under_numba_068():
    numba68.run_again(__file__)
