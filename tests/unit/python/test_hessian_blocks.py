"""`nrtgrad.python.hessians`: Hessian-vector products structured like `grad`'s result,
dense Hessians assembled one product per column, and a failing product, on a stand-in
`<name>_hvp` that is exact for f(x, y) = y sum(x**2) + y**3 (x of 2 elements, y a float).

(test_hessians.py, in tests/api, differentiates real Numba functions.)
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from nrtgrad.errors import DifferentiationError
from nrtgrad.python import api, hessians
from nrtgrad.python.jit import GradientResult


def f(x, y):
    if y < 0:
        raise ValueError("y must not be negative")
    return y * float(np.sum(x ** 2)) + y ** 3


def hessian_times(x, y, tx, ty):
    return {"x": 2 * y * tx + 2 * x * ty, "y": float(2 * x @ tx + 6 * y * ty)}


class Dispatcher:
    def __init__(self):
        self.py_func = f

    def __call__(self, *args):
        return f(*args)

    def inspect_llvm(self, signature):
        return ""

    def compile(self, signature):
        pass


class Derivative:
    """A stand-in _Derivative in hvp mode; `status` is what its `<name>_hvp` returns."""

    status = 0
    products = 0

    def __init__(self, function, argnums, mode):
        assert mode == "hvp"
        self.f = function
        positions, single = api.selected(argnums)
        names = [["x", "y"][a] for a in positions]
        self.compiled_ = types.SimpleNamespace(
            positions={"x": 0, "y": 1}, chosen=names, single=single,
            _scalar_only=lambda primals: None,
            tangents_by_name=lambda primals, t: dict(zip(names, (t,) if single else t)),
            function=types.SimpleNamespace(jitted=self.jitted, recompiled=False,
                                           spec=types.SimpleNamespace(name="f_hvp")),
            _structure=lambda hvp: hvp[names[0]] if single else tuple(hvp[n] for n in names),
            f=function)
        self.compiled_.after_failure = lambda args, status: api._Compiled.after_failure(
            self.compiled_, args, status)

    def compiled(self, args):
        return self.compiled_

    def jitted(self, x, y, tangents):
        Derivative.products += 1
        full = {"x": tangents.get("x", np.zeros(2)), "y": tangents.get("y", 0.0)}
        return GradientResult(Derivative.status, None, {},
                              hvp=hessian_times(x, y, full["x"], full["y"]))


@pytest.fixture(autouse=True)
def stand_ins(monkeypatch):
    monkeypatch.setattr(hessians, "_Derivative", Derivative)
    Derivative.status, Derivative.products = 0, 0


X, Y = np.array([0.5, -1.0]), 2.0


def test_a_product_is_structured_like_the_gradient():
    hx, hy = hessians.hvp(Dispatcher(), argnums=(0, 1))((X, Y), (np.array([1.0, 0.0]), 0.5))
    np.testing.assert_allclose(hx, 2 * Y * np.array([1.0, 0.0]) + 2 * X * 0.5)
    assert hy == pytest.approx(2 * X[0] + 6 * Y * 0.5)
    only_x = hessians.hvp(Dispatcher())((X, Y), np.array([0.0, 1.0]))  # argnums=0
    np.testing.assert_allclose(only_x, [0.0, 2 * Y])
    (as_tuple,) = hessians.hvp(Dispatcher(), argnums=(0,))((X, Y), (np.array([0.0, 1.0]),))
    np.testing.assert_allclose(as_tuple, [0.0, 2 * Y])


def test_the_dense_hessian_one_product_per_column():
    h = hessians.hessian(Dispatcher())(X, Y)  # argnums=0
    np.testing.assert_allclose(h, 2 * Y * np.eye(2))
    assert Derivative.products == 2
    (hxx, hxy), (hyx, hyy) = hessians.hessian(Dispatcher(), argnums=(0, 1))(X, Y)
    assert (hxx.shape, hxy.shape, hyx.shape, hyy.shape) == ((2, 2), (2,), (2,), ())
    np.testing.assert_allclose(hxx, 2 * Y * np.eye(2))
    np.testing.assert_allclose(hxy, 2 * X)
    np.testing.assert_allclose(hyx, 2 * X)
    assert float(hyy) == pytest.approx(6 * Y)


def test_a_failing_product_raises_the_functions_exception_or_names_the_status():
    Derivative.status = 1
    with pytest.raises(ValueError, match="y must not be negative"):
        hessians.hvp(Dispatcher(), argnums=(0, 1))((X, -1.0), (X, 1.0))
    with pytest.raises(DifferentiationError, match=r"^f_hvp returned status 1$"):
        hessians.hvp(Dispatcher(), argnums=(0, 1))((X, Y), (X, 1.0))
