"""`math.tanh` of a float scalar, outside every loop, through the Python API.

`njit(lambda x: math.tanh(x))` made Enzyme abort (`!key.returnUsed` in
CreatePrimalAndGradient): the reverse-mode rule for tanh (math_rules) was
registered for a call Enzyme differentiates forward and reverse at once.
Calls outside loops now keep libm's `tanh`.  `grad`, `value_and_grad`,
`jvp` and `hvp` of tanh alone (a lambda and a def), `math.tanh(x) * 2.0`,
two calls in a sum and a float32 argument match central differences (of
the function, and of the gradient for `hvp`; a float32 result has no `hvp`)
at several points.  The whole file also runs in the Numba 0.68 environment
(`make numba68`).
"""

from __future__ import annotations

import math

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrtgrad.gradcheck.finite_differences import central_differences

alone = numba.njit(lambda x: math.tanh(x))


@numba.njit
def tanh_def(x):
    return math.tanh(x)


@numba.njit
def scaled(x):
    return math.tanh(x) * 2.0


@numba.njit
def two_calls(x):
    return math.tanh(x) + math.tanh(x * x)


FUNCTIONS = {"lambda": alone, "def": tanh_def, "scaled": scaled, "two_calls": two_calls}
POINTS = (-1.7, 0.0, 0.3, 2.5)


@pytest.mark.parametrize("x", POINTS)
@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_tanh_of_a_scalar_matches_central_differences(name, x):
    f = FUNCTIONS[name]
    expected = central_differences(f, (x,), 0)
    assert nrtgrad.grad(f)(x) == pytest.approx(expected, rel=1e-7, abs=1e-9)
    value, gradient = nrtgrad.value_and_grad(f)(x)
    assert value == f(x)
    assert gradient == pytest.approx(expected, rel=1e-7, abs=1e-9)
    primal, tangent = nrtgrad.jvp(f)((x,), (1.0,))
    assert primal == f(x)
    assert tangent == pytest.approx(expected, rel=1e-7, abs=1e-9)
    second = central_differences(nrtgrad.grad(f), (x,), 0)
    assert nrtgrad.hvp(f)((x,), (1.0,)) == pytest.approx(second, rel=1e-6, abs=1e-8)


@pytest.mark.parametrize("name", ["lambda", "scaled"])
def test_tanh_of_a_float32_scalar(name):
    f = FUNCTIONS[name]
    x = np.float32(0.3)
    expected = central_differences(lambda v: float(f(np.float32(v))), (0.3,), 0,
                                   relative_step=1e-3)
    gradient = nrtgrad.grad(f)(x)
    assert gradient == pytest.approx(expected, rel=1e-3)
    _, tangent = nrtgrad.jvp(f)((x,), (np.float32(1.0),))
    assert tangent == pytest.approx(expected, rel=1e-3)


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
