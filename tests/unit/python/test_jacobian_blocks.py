"""`nrtgrad.python.jacobians`: Jacobians assembled row by row from pullbacks or column by
column from tangents, `vjp`'s pullback, and the unit tangents, on stand-in derivatives.

(test_jacobians.py, in tests/api, differentiates real Numba functions.)  The derivatives
here are exact: f(x, y) = (x0 y, x1**2, sin x0), with x of 2 elements and y a float.
"""

from __future__ import annotations

import types

import numpy as np
import pytest

from nrtgrad.errors import InputError
from nrtgrad.python import api, jacobians


def f(x, y):
    return np.array([x[0] * y, x[1] ** 2, np.sin(x[0])])


def jacobian_of(x, y):
    return (np.array([[y, 0.0], [0.0, 2 * x[1]], [np.cos(x[0]), 0.0]]),
            np.array([x[0], 0.0, 0.0]))


class Dispatcher:
    def __init__(self):
        self.py_func, self.calls = f, 0

    def __call__(self, *args):
        self.calls += 1
        return f(*args)

    def inspect_llvm(self, signature):
        return ""

    def compile(self, signature):
        pass


class Derivative:
    """A stand-in _Derivative of f: its vjp and jvp, counting the passes."""

    passes = {"reverse": [], "forward": []}

    def __init__(self, function, argnums, mode, value=True):
        self.mode = mode
        positions, self.single = api.selected(argnums)
        self.chosen = [["x", "y"][a] for a in positions]

    def compiled(self, args):
        return types.SimpleNamespace(positions={"x": 0, "y": 1}, chosen=self.chosen,
                                     single=self.single)

    def vjp(self, args, shape, cotangent):
        self.passes["reverse"].append(args)
        jx, jy = jacobian_of(*args)
        gradients = {"x": cotangent @ jx, "y": float(cotangent @ jy)}
        found = tuple(gradients[name] for name in self.chosen)
        return found[0] if self.single else found

    def jvp(self, args, tangents):
        self.passes["forward"].append(args)
        tangents = (tangents,) if self.single else tangents
        jx, jy = jacobian_of(*args)
        by_name = dict(zip(self.chosen, tangents))
        return f(*args), jx @ by_name.get("x", np.zeros(2)) + jy * by_name.get("y", 0.0)


@pytest.fixture(autouse=True)
def stand_ins(monkeypatch):
    monkeypatch.setattr(jacobians, "_Derivative", Derivative)
    Derivative.passes = {"reverse": [], "forward": []}


X, Y = np.array([0.3, -1.2]), 2.0


@pytest.mark.parametrize("mode, passes", [("rev", ("reverse", 3)), ("fwd", ("forward", 3)),
                                          ("auto", ("reverse", 3))])
def test_the_jacobian_of_each_argument(mode, passes):
    jx, jy = jacobians.jacobian(Dispatcher(), argnums=(0, 1), mode=mode)(X, Y)
    expected_x, expected_y = jacobian_of(X, Y)
    np.testing.assert_allclose(jx, expected_x)
    np.testing.assert_allclose(jy, expected_y)
    assert jx.shape == (3, 2) and jy.shape == (3,)
    kind, count = passes  # a pass per row of the value, or per element of x and y
    assert len(Derivative.passes[kind]) == count


def test_auto_takes_the_fewer_passes():
    # one argument of 2 elements against a value of 3: two forward passes
    jx = jacobians.jacobian(Dispatcher(), mode="auto")(X, Y)  # argnums=0: one array
    assert isinstance(jx, np.ndarray)
    np.testing.assert_allclose(jx, jacobian_of(X, Y)[0])
    assert len(Derivative.passes["forward"]) == 2 and not Derivative.passes["reverse"]


@pytest.mark.parametrize("mode", ["rev", "fwd"])
def test_a_1_tuple_of_argnums_gives_a_1_tuple(mode):
    jacobians_of_x = jacobians.jacobian(Dispatcher(), argnums=(0,), mode=mode)(X, Y)
    assert isinstance(jacobians_of_x, tuple) and len(jacobians_of_x) == 1
    np.testing.assert_allclose(jacobians_of_x[0], jacobian_of(X, Y)[0])


def test_an_unknown_mode_is_refused():
    with pytest.raises(InputError, match=r"^mode must be 'auto', 'rev' or 'fwd', not 'both'$"):
        jacobians.jacobian(Dispatcher(), mode="both")


def test_the_pullback_of_copies_of_the_arguments():
    f_stand_in = Dispatcher()
    x = X.copy()
    value, pullback = jacobians.vjp(f_stand_in, argnums=(0, 1))(x, Y)
    np.testing.assert_allclose(value, f(X, Y))
    x[:] = 100.0  # changed afterwards: the pullback does not see it
    dx, dy = pullback(np.array([1.0, 0.0, 2.0]))
    jx, jy = jacobian_of(X, Y)
    np.testing.assert_allclose(dx, np.array([1.0, 0.0, 2.0]) @ jx)
    assert dy == pytest.approx(X[0])
    with pytest.raises(InputError, match=r"^the cotangent has shape \(2,\), the value of f "
                                         r"\(3,\)$"):
        pullback(np.zeros(2))


def test_unit_tangents_for_each_element_of_one_argument():
    chosen = [np.zeros((2, 2)), 5.0]
    tangents = list(jacobians.unit_tangents(chosen, 0))
    assert len(tangents) == 4
    assert [t[0].tolist() for t in tangents][1] == [[0.0, 1.0], [0.0, 0.0]]
    assert all(t[1] == 0.0 for t in tangents)
    [(array, scalar)] = jacobians.unit_tangents(chosen, 1)  # a float: one tangent, 1.0
    assert scalar == 1.0 and array.shape == (2, 2) and not array.any()
