"""`nrtgrad.python.api` before anything is compiled: what counts as a dispatcher, argnums,
one compilation per argument types, the wrapper's name and signature, and the zeroed
buffers gradients are added to, laid out like their arrays.

(test_api.py, in tests/api, differentiates real Numba functions.)  Here `_compile` is
replaced by a counter and the dispatchers are stand-ins.
"""

from __future__ import annotations

import inspect
import os
import re

# llvmlite reads opaque pointers only if this is set before its first import, which
# importing Numba does (nrtgrad.toolchain.llvm sets it too, on first use)
os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import numpy as np
import pytest
from numba.core import types

from nrtgrad.errors import InputError
from nrtgrad.python import api, hessians, jacobians


class Dispatcher:
    """What api takes for a Numba dispatcher."""

    def __init__(self):
        def energy(x, a=0.5):
            """The energy."""
            return float(np.sum(x)) * a

        self.py_func = energy

    def inspect_llvm(self, signature):
        return ""

    def compile(self, signature):
        pass


@pytest.mark.parametrize("not_a_dispatcher", [len, lambda x: x, np.sum, "energy"])
def test_only_numba_dispatchers_are_differentiated(not_a_dispatcher):
    with pytest.raises(InputError, match=r"is not a Numba dispatcher: decorate it with "
                                         r"@numba\.njit$"):
        api.grad(not_a_dispatcher)


@pytest.mark.parametrize("argnums, expected", [
    (1, ((1,), True)), (np.int64(0), ((0,), True)), ((0,), ((0,), False)),
    ((0, 1), ((0, 1), False)), ([1], ((1,), False)),
])
def test_argnums_that_select_arguments(argnums, expected):
    derivative = api._Derivative(Dispatcher(), argnums, "reverse")
    assert (derivative.argnums, derivative.single) == expected


@pytest.mark.parametrize("function", [api.grad, api.value_and_grad, api.jvp, jacobians.vjp,
                                      jacobians.jacobian, hessians.hvp, hessians.hessian])
def test_argnums_defaults_to_the_first_argument(function):
    assert inspect.signature(function).parameters["argnums"].default == 0


@pytest.mark.parametrize("argnums", [True, (), (0, "x"), (0, False), 1.0, "0"])
def test_argnums_that_select_nothing_are_refused(argnums):
    with pytest.raises(InputError, match=rf"^argnums must be an int or a non-empty tuple "
                                         rf"of ints, not {re.escape(repr(argnums))}$"):
        api._Derivative(Dispatcher(), argnums, "reverse")


def test_argnums_none_is_refused_with_the_tuple_to_pass():
    with pytest.raises(InputError, match=r"^argnums must be an int or a non-empty tuple of "
                                         r"ints, not None: name the arguments to "
                                         r"differentiate, e.g. argnums=\(0, 1\)$"):
        api.grad(Dispatcher(), argnums=None)


def test_one_compilation_per_argument_types(monkeypatch):
    compiled = []

    def compile(f, args, argnums, single, mode, with_value):
        compiled.append(tuple(type(a).__name__ for a in args))
        return f"compiled {len(compiled)}"

    monkeypatch.setattr(api, "_compile", compile)
    derivative = api._Derivative(Dispatcher(), 0, "reverse")
    x = np.zeros(3)
    assert derivative.compiled((x, 0.5)) == "compiled 1"
    assert derivative.compiled((np.ones(7), 2.0)) == "compiled 1"  # same types
    assert derivative.compiled((x.astype(np.float32), 2.0)) == "compiled 2"
    assert derivative.compiled((np.zeros((2, 2), order="F"), 2.0)) == "compiled 3"
    assert derivative.compiled((x, 2)) == "compiled 4"  # an int, not a float
    assert len(compiled) == 4


def test_the_type_key_is_what_numba_types_an_argument_by():
    def key(value):
        return api._type_key((value,))

    x = np.zeros((2, 3))
    assert key(x) == key(x[:]) == key(np.ones((2, 3)))
    layouts = [x, x.T, x[:, ::2], np.zeros(3), np.zeros((2, 3), np.float32)]
    assert len({key(v) for v in layouts}) == len(layouts)
    readonly = np.zeros((2, 3))
    readonly.flags.writeable = False
    assert key(readonly) != key(x)
    unaligned = np.frombuffer(bytearray(8 * 7 + 1), np.float64, 6, offset=1).reshape(2, 3)
    assert key(unaligned) != key(x)
    assert key(1.5) == (float,) and key(np.float32(1)) == (np.float32,)
    assert api._type_key((x, 1.5)) == (key(x)[0], float)
    # Numba types an int beyond int64 as uint64 or not at all: never as a small int is
    assert key(2 ** 63 - 1) == key(-2 ** 63) == (int,)
    assert len({key(2), key(2 ** 63), key(2 ** 70), key(-2 ** 63 - 1)}) == 4


def test_the_derivative_has_the_functions_name_and_signature():
    seen = []
    wrapper = api._like("grad", Dispatcher(), {"argnums": 0}, seen.append,
                        "Gradient of energy.")
    assert wrapper.__name__ == "energy" and wrapper.__doc__ == "Gradient of energy."
    assert str(inspect.signature(wrapper)) == "(x, a=0.5)"
    wrapper(1, 2)
    assert seen == [(1, 2)]


@pytest.mark.parametrize("make", [
    lambda: np.arange(6.0).reshape(2, 3),
    lambda: np.asfortranarray(np.arange(6.0).reshape(2, 3)),
    lambda: np.arange(12.0).reshape(3, 4)[:, ::2],
    lambda: np.arange(4, dtype=np.float32),
])
def test_gradients_are_added_to_zeros_laid_out_like_the_argument(make):
    array = make()
    zeros = api._zeros_like(array, pooled=False)
    assert zeros.shape == array.shape and zeros.strides == array.strides
    assert zeros.dtype == array.dtype and not zeros.any()


def test_a_broadcast_view_cannot_take_a_gradient():
    with pytest.raises(InputError, match="an array with zero strides"):
        api._zeros_like(np.broadcast_to(np.zeros(3), (4, 3)), pooled=False)


@pytest.mark.parametrize("actual, formal, fits", [
    (types.float64[::1], types.float64[::1], True),
    (types.float64[::1], types.float64[:], True),  # C into A
    (types.float64[:], types.float64[::1], False),
    (types.float64[:, ::1], types.float64[::1], False),  # another ndim
    (types.float32[::1], types.float64[::1], False),
    (types.Array(types.float64, 1, "C", readonly=True), types.float64[::1], False),
    (types.float64[::1], types.Array(types.float64, 1, "C", readonly=True), True),
    (types.float64[::1], types.float64, False),
])
def test_which_arrays_can_be_passed_to_a_compiled_signature(actual, formal, fits):
    assert api._fits(None, actual, formal) is fits
