"""Gradients called often: after api.HOT_CALLS calls through ctypes, through a hot call
compiled for them (compiled_calls), with the same values, gradients, exceptions and memory.

Each test calls one `grad` object past the switch and checks every call against the
formula, so both paths are checked, at sizes that run Numba's remainder loops, in C
and F order; arguments the caller cannot pass (a strided view) and gradients the pool
serves stay on the ctypes path and stay right.  The file also runs in the Numba 0.68
environment (`make numba68`), with its LLVM and NumPy 2.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.python import api

CALLS = api.HOT_CALLS + 3


@numba.njit
def weighted(x, w, a, k):
    return a * np.sum(np.sin(x) * w) + k * a * a


def expected(x, w, a, k):
    return (a * np.sum(np.sin(x) * w) + k * a * a,
            (a * np.cos(x) * w, a * np.sin(x), np.sum(np.sin(x) * w) + 2 * k * a))


@pytest.fixture
def callers(monkeypatch):
    """The hot calls made while the test runs (None: none could be made)."""
    made = []
    make = api._Compiled.hot_call

    def recorded(*arguments):
        made.append(make(*arguments))
        return made[-1]

    monkeypatch.setattr(api._Compiled, "hot_call", recorded)
    return made


def check_every_call(x, w):
    value_and_grad = nrtgrad.value_and_grad(weighted, argnums=(0, 1, 2))
    for call in range(CALLS):
        a = 0.5 + 0.1 * call
        value, gradients = value_and_grad(x, w, a, 3)
        reference_value, reference = expected(x, w, a, 3)
        assert value == pytest.approx(reference_value, rel=1e-12), call
        for got, want in zip(gradients, reference):
            assert np.shape(got) == np.shape(want)
            np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14, err_msg=str(call))
    return value_and_grad


@pytest.mark.parametrize("shape, order", [
    ((1,), "C"), ((3,), "C"), ((7,), "C"), ((9,), "C"), ((13,), "C"), ((1001,), "C"),
    ((3, 5), "C"), ((9, 13), "C"), ((5, 3), "F"), ((13, 9), "F")])
def test_the_compiled_caller_gives_what_the_ctypes_call_gives(callers, shape, order):
    rng = np.random.default_rng(len(shape) * 10 + shape[0])
    x = np.asarray(rng.standard_normal(shape), order=order)
    w = np.asarray(rng.standard_normal(shape), order=order)
    value_and_grad = check_every_call(x, w)
    assert len(callers) == 1 and callers[0] is not None
    assert_balanced(lambda: value_and_grad(x, w, 0.7, 3))


def test_a_strided_view_stays_on_the_ctypes_path(callers):
    x = np.linspace(-1.0, 1.0, 26)[::2]
    check_every_call(x, np.ones(13)[::-1].copy())
    assert callers == [None]


def test_gradients_the_pool_serves_stay_on_the_ctypes_path(callers):
    n = api.jit_pool.POOLED_ARRAY_BYTES // 8 + 1
    check_every_call(np.linspace(-1.0, 1.0, n), np.linspace(1.0, 2.0, n))
    assert len(callers) == 1


@numba.njit
def checked(x):
    if x[0] < 0:
        raise ValueError("x[0] must not be negative")
    return np.sum(x * x)


def test_an_exception_on_the_compiled_path_is_the_functions_own(callers):
    grad = nrtgrad.grad(checked)
    x = np.linspace(0.5, 1.5, 9)
    for _ in range(CALLS):
        np.testing.assert_allclose(grad(x), 2 * x)
    assert callers and callers[0] is not None
    with pytest.raises(ValueError, match="x\\[0\\] must not be negative"):
        grad(-x)
    np.testing.assert_allclose(grad(x), 2 * x)
    assert_balanced(lambda: grad(x))


def test_a_hot_call_goes_straight_to_its_caller(callers, monkeypatch):
    x, w = np.linspace(-1.0, 1.0, 5), np.linspace(1.0, 2.0, 5)
    grad = nrtgrad.grad(weighted, argnums=(2, 0))
    single = nrtgrad.grad(weighted)
    for _ in range(CALLS):
        grad(x, w, 0.5, 3), single(x, w, 0.5, 3)
    assert len(callers) == 2 and None not in callers

    def not_hot(*arguments):
        raise AssertionError("a hot call went through the ctypes path")

    monkeypatch.setattr(api._Derivative, "compiled", not_hot)
    _, reference = expected(x, w, 0.5, 3)
    da, dx = grad(x, w, 0.5, 3)
    assert isinstance(da, float) and da == pytest.approx(reference[2], rel=1e-12)
    np.testing.assert_allclose(dx, reference[0], rtol=1e-12)
    np.testing.assert_allclose(single(x, w, 0.5, 3), reference[0], rtol=1e-12)


def test_other_argument_types_are_not_hot_yet(callers):
    grad = nrtgrad.grad(weighted, argnums=(0, 2))
    x, w = np.linspace(-1.0, 1.0, 5), np.linspace(1.0, 2.0, 5)
    for _ in range(CALLS):
        grad(x, w, 0.5, 3)
    _, reference = expected(x, w, 0.5, 3)
    for a in (np.float32(0.5), np.float64(0.5)):
        dx, da = grad(x.astype(np.float32), w.astype(np.float32), a, 3)
        assert dx.dtype == np.float32 and type(da) is float
        np.testing.assert_allclose(dx, reference[0], rtol=1e-5)
        assert da == pytest.approx(reference[2], rel=1e-5)
    assert len(callers) == 1
    with pytest.raises(nrtgrad.InputError, match="pass a float"):
        grad(x, w, 1, 3)  # an int is not converted to the hot caller's float64
    with pytest.raises(nrtgrad.InputError, match="takes 4 arguments, got 3"):
        grad(x, w, 0.5)
    # ints beyond int64 are never wrapped into the int64 derivative: Numba's uint64, or
    # refused
    np.testing.assert_allclose(grad(x, w, 0.5, 2 ** 63)[1], expected(x, w, 0.5, 2 ** 63)[1][2],
                               rtol=1e-12)
    with pytest.raises(nrtgrad.InputError, match="cannot pass an argument"):
        grad(x, w, 0.5, -2 ** 63 - 1)


def test_threads_crossing_the_switch_together(callers):
    value_and_grad = nrtgrad.value_and_grad(weighted, argnums=(0, 1, 2))
    x, w = np.linspace(-1.0, 1.0, 7), np.linspace(1.0, 2.0, 7)
    reference_value, reference = expected(x, w, 0.5, 3)

    def calls(_):
        for _ in range(CALLS):
            value, gradients = value_and_grad(x, w, 0.5, 3)
            assert value == pytest.approx(reference_value, rel=1e-12)
            for got, want in zip(gradients, reference):
                np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(calls, range(4)))
    assert len(callers) == 1 and callers[0] is not None


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
