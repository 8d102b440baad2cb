"""`.view(...)` of float arrays through the Python API: refused where float bits are
reinterpreted, exact where they are not.

A float64 array viewed as float32 (an argument, a slice of one, an array the
function made) gave a gradient that was a wrong number; `nrtgrad.grad`,
`value_and_grad` and `jvp` now raise UnsupportedError naming the `.view`
and both dtypes, in one line.  Integer views used as bits (the bits are
constants: no derivative flows through them), a float64 view of a float64
array and a complex128 array the function made viewed as float64 pairs
still match central finite differences at n = 1, 7 and 13.  The inputs are
multiples of 2**-10 in (1.1, 1.9) and the steps relative 2**-20, so no
perturbation changes a bit the integer kernels read (their low mantissa bit,
their exponent).  The refusals also run in the Numba 0.68 environment
(`make numba68`); the whole file under `make test-full`.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 7, 13)
STEP = 2.0 ** -20


@numba.njit
def slice_as_float32(arr):
    return arr[0:4].view(np.float32)[0]


@numba.njit
def argument_as_float32(arr):
    return arr.view(np.float32)[1] * 2.0


@numba.njit
def new_array_as_float32(arr):
    y = arr * 2.0
    return np.sum(y.view(np.float32))


@numba.njit
def low_bits(arr):
    return np.sum(arr.view(np.int64) & 1) * 1.0 + np.sum(arr)


@numba.njit
def exponent_bits(arr):
    return float(arr.view(np.int64)[0] >> 52) * arr[-1]


@numba.njit
def same_type(arr):
    return np.sum(arr.view(np.float64) ** 2)


@numba.njit
def complex_pairs(arr):
    z = arr * (1.0 + 2.0j)
    return np.sum(z.view(np.float64) ** 2)


def example(n: int) -> np.ndarray:
    return np.random.default_rng(n).integers(1127, 1946, n) / 1024.0


@pytest.mark.parametrize("f", [slice_as_float32, argument_as_float32, new_array_as_float32],
                         ids=lambda f: f.__name__)
@pytest.mark.parametrize("route", ["grad", "value_and_grad", "jvp"])
def test_refused_float32_view_of_float64(f, route):
    x = example(8)
    with pytest.raises(nrtgrad.UnsupportedError) as refused:
        if route == "jvp":
            nrtgrad.jvp(f)((x,), (np.ones_like(x),))
        else:
            getattr(nrtgrad, route)(f)(x)
    message = str(refused.value)
    viewed = "argument `arr`" if f is not new_array_as_float32 else "a new"
    assert message.startswith(f"in `test_float_view_refusals.{f.__name__}`: `.view(np.float32)` of "
                              f"{viewed}")
    assert "float64 array: reinterpreted float bits have no derivative" in message
    assert "\n" not in message


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("f", [low_bits, exponent_bits, same_type, complex_pairs],
                         ids=lambda f: f.__name__)
def test_views_keeping_float_values_match_finite_differences(f, n):
    x = example(n)
    value, gradient = nrtgrad.value_and_grad(f)(x)
    assert value == f(x)
    np.testing.assert_allclose(gradient, central_differences(f, (x,), 0, relative_step=STEP),
                               rtol=1e-9, atol=1e-9)
    _, tangent = nrtgrad.jvp(f)((x,), (np.ones_like(x),))
    assert tangent == pytest.approx(float(np.sum(gradient)), rel=1e-12)


@numba68.outer_only
def test_numba_068_refusals():
    numba68.run_again(__file__, "refused")


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
