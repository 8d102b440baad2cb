"""returned_arrays.as_returned: an array a Numba function returns boxes to what Numba's
own boxing gives, without a Python call (Numba's unpickles the array's class per call)."""

from __future__ import annotations

import sys

import numba
import numpy as np
import pytest

from nrt_balance import assert_balanced
from nrtgrad.python.returned_arrays import as_returned

returned = as_returned()


@numba.njit
def numbas(x):
    return np.zeros_like(x) + 1, x


@numba.njit
def as_returned_arrays(x):
    return returned(np.zeros_like(x) + 1), returned(x)


def python_calls(function, *args) -> list[str]:
    """The names of the Python functions `function(*args)` calls."""
    names = []

    def profile(frame, event, _):
        if event == "call":
            names.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        function(*args)
    finally:
        sys.setprofile(None)
    return names


@pytest.mark.parametrize("x", [
    np.arange(3.0), np.arange(6.0).reshape(2, 3), np.asfortranarray(np.ones((3, 2))),
    np.arange(4, dtype=np.float32), np.arange(5)])
def test_it_boxes_what_numbas_boxing_gives(x):
    for got, want in zip(as_returned_arrays(x), numbas(x)):
        assert type(got) is np.ndarray
        assert (got.shape, got.strides, got.dtype) == (want.shape, want.strides, want.dtype)
        assert got.flags.writeable and got.flags.owndata == want.flags.owndata
        np.testing.assert_array_equal(got, want)
    assert as_returned_arrays(x)[1] is x  # an argument: the array passed


def test_without_a_python_call():
    x = np.ones(3)
    numbas(x), as_returned_arrays(x)
    assert "_numba_unpickle" in python_calls(numbas, x)
    assert "_numba_unpickle" not in python_calls(as_returned_arrays, x)


def test_the_runtime_is_balanced():
    assert_balanced(lambda: as_returned_arrays(np.ones(4)))
