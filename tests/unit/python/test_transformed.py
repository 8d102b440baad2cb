"""`nrtgrad.python.transformed`: the API's results pickled (pickle and cloudpickle) as the
recipe that built them, the dispatcher by name where its module names it, by Numba's
pickling otherwise; in-process, nothing compiled.

(tests/api/test_pickling.py unpickles them in a fresh process and calls them.)
"""

from __future__ import annotations

import os
import pickle

# llvmlite reads opaque pointers only if this is set before its first import, which
# importing Numba does (nrtgrad.toolchain.llvm sets it too, on first use)
os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import cloudpickle
import numba
import numpy as np
import pytest

import nrtgrad
from nrtgrad.errors import InputError
from nrtgrad.python import transformed


@numba.njit
def energy(x, a):
    return np.sum(a * x * x)


RESULTS = [
    (lambda: nrtgrad.grad(energy), "grad", {"argnums": 0}),
    (lambda: nrtgrad.value_and_grad(energy, argnums=(0, 1)), "value_and_grad",
     {"argnums": (0, 1)}),
    (lambda: nrtgrad.jvp(energy, argnums=1), "jvp", {"argnums": 1}),
    (lambda: nrtgrad.vjp(energy), "vjp", {"argnums": 0}),
    (lambda: nrtgrad.jacobian(energy, mode="fwd"), "jacobian", {"argnums": 0, "mode": "fwd"}),
    (lambda: nrtgrad.hvp(energy), "hvp", {"argnums": 0}),
    (lambda: nrtgrad.hessian(energy, argnums=[0]), "hessian", {"argnums": [0]}),
]


@pytest.mark.parametrize("dumps", [pickle.dumps, cloudpickle.dumps], ids=["pickle", "cloudpickle"])
@pytest.mark.parametrize("make, name, options", RESULTS, ids=[r[1] for r in RESULTS])
def test_a_result_pickles_as_its_recipe_naming_the_dispatcher(dumps, make, name, options):
    data = dumps(make())
    assert b"DispatcherName" in data and b"energy" in data
    restored = pickle.loads(data)
    assert isinstance(restored, transformed.Transformed)
    assert restored._recipe == (name, energy, options)


def test_a_result_is_named_like_what_built_it():
    gradient = nrtgrad.grad(energy, argnums=(0, 1))
    assert repr(gradient) == f"<nrtgrad.grad({__name__}.energy, argnums=(0, 1))>"
    assert gradient.__name__ == "energy" and gradient.__wrapped__ is energy.py_func
    assert nrtgrad.jvp(energy).__doc__ == "JVP of energy (see nrtgrad.jvp)."


def test_a_dispatcher_its_module_does_not_name_is_pickled_by_numba():
    square = numba.njit(lambda x: np.sum(x * x))
    shadowed = numba.njit(energy.py_func)  # its module's `energy` is another dispatcher
    for f in (square, shadowed):
        assert transformed.by_reference(f) is f
        restored = pickle.loads(cloudpickle.dumps(nrtgrad.grad(f)))
        assert restored._recipe[0] == "grad" and restored._recipe[1].py_func.__code__ \
            == f.py_func.__code__
    assert transformed.by_reference(energy) == transformed.DispatcherName(__name__, "energy")


def test_a_pullback_pickles_as_its_recipe_and_arguments():
    x = np.arange(3.0)
    _, pullback = nrtgrad.vjp(energy)(x, 2.0)
    x[:] = -1.0  # the pullback holds a copy
    restored = pickle.loads(pickle.dumps(pullback))
    assert isinstance(restored, transformed.Pullback)
    assert restored._recipe == ("vjp", energy, {"argnums": 0})
    np.testing.assert_array_equal(restored._args[0], np.arange(3.0))
    assert restored._args[1] == 2.0


def test_a_name_that_no_longer_resolves_is_one_line():
    with pytest.raises(InputError, match=r"^cannot unpickle a derivative of nrtgrad\.missing: "
                                         r"module 'nrtgrad' has no attribute 'missing'$"):
        transformed.DispatcherName("nrtgrad", "missing").resolve()
