"""check_vectors on `f(x, a) = (a * sum(x**2), x[0] * x[1])` with stand-in `_vjp` and `_jvp`:
the vector-Jacobian product against finite differences of <f, c> (element by element, or
along a direction for large arrays), the jvp, their duality, and each returned result
against the primal's."""

from __future__ import annotations

import numpy as np
import pytest

from nrtgrad.entry.c_entry import GradientSpec
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.gradcheck import check_vectors
from nrtgrad.gradcheck.check_vectors import VectorDerivatives
from nrtgrad.native import native_runtime
from nrtgrad.python.jit import GradientResult

X = Argument("x", "array", "float64", 1, "C", ())
A = Argument("a", "scalar", "float64", 0, "", ())
ENTRY = EntryPoint("f", "kernels.f", "f", Result("tuple", "float64", count=2), "", (X, A), "()")
VALUES = Argument("result", "array", "float64", 1, "C", ())
SPEC = GradientSpec(ENTRY, "f_vjp", frozenset({"x", "a"}), values=VALUES)


def f(x, a):
    return np.array([a * float(np.sum(x ** 2)), x[0] * x[1]])


def jacobian(x, a):
    """d f / d (x, a): one row per element of the result."""
    dx = np.zeros((2, x.size))
    dx[0] = 2 * a * x
    dx[1, 0], dx[1, 1] = x[1], x[0]
    return dx, np.array([float(np.sum(x ** 2)), 0.0])


class Primal:
    entry, dtype = ENTRY, "float64"

    def __call__(self, values, meminfos):
        return 0, f(*values)

    def value(self, values, meminfos):
        return f(*values)


class Function:
    """A stand-in `f_vjp` or `f_jvp`; `wrong` spoils its derivative, `result` its result."""

    def __init__(self, name, wrong=1.0, result=None):
        self.spec = type("Spec", (), {"name": name})
        self.wrong, self.result = wrong, result

    def __call__(self, x, a, meminfos, result_shape, cotangent=None, tangents=None):
        value = f(x, a) if self.result is None else self.result
        dx, da = jacobian(x, a)
        if cotangent is not None:
            gradients = {"x": self.wrong * (cotangent @ dx), "a": float(cotangent @ da)}
            return GradientResult(0, value, gradients)
        tangent = self.wrong * (dx @ tangents["x"]) + da * tangents["a"]
        return GradientResult(0, value, {}, tangent)


def check(vjp, jvp, x):
    checks = object.__new__(VectorDerivatives)  # without JIT-compiling real derivatives
    checks.runtime = native_runtime.load()
    checks.spec, checks.entry, checks.primal = SPEC, ENTRY, Primal()
    checks.gradient, checks.jvp = vjp, jvp
    return checks.check([x, 1.5], np.random.default_rng(0), 1e-5)


@pytest.mark.parametrize("size", [3, 300], ids=["element-by-element", "along-v"])
def test_exact_products_pass(size):
    x = np.linspace(-1.0, 1.0, size)
    result = check(Function("f_vjp"), Function("f_jvp"), x)
    assert result.problems == []
    assert result.details[0] == "result[2]"
    measured = [d.split(":")[0] for d in result.details if "relative error" in d]
    first = ["d<f, c>/dx vs finite differences", "d<f, c>/da vs finite differences"] \
        if size == 3 else ["<vjp(c), v> vs the finite difference of <f, c> along v"]
    assert measured == [*first, "f_jvp vs the finite difference along v",
                        "<vjp(c), v> vs <c, jvp(v)>"]


def test_a_wrong_vjp_is_found_against_finite_differences_and_the_jvp():
    result = check(Function("f_vjp", wrong=2.0), Function("f_jvp"), np.array([0.5, -1.0, 2.0]))
    assert [p.split(": max relative error")[0] for p in result.problems] == [
        "f_vjp: d<f, c>/dx differs from finite differences", "<f_vjp(c), v> differs from "
                                                             "<c, f_jvp(v)>"]


def test_a_wrong_jvp_is_found_against_the_finite_difference():
    result = check(Function("f_vjp"), Function("f_jvp", wrong=0.5), np.array([0.5, -1.0, 2.0]))
    assert result.problems[0].startswith("f_jvp differs from the finite difference of the "
                                         "result along v")


def test_a_result_that_is_not_the_primals_is_reported():
    result = check(Function("f_vjp", result=np.array([5.25 * 1.5])),
                   Function("f_jvp", result=np.array([5.25 * 1.5, -0.5 + 1e-6])),
                   np.array([0.5, -1.0, 2.0]))
    assert "f_vjp returned a result of shape (1,), the primal (2,)" in result.problems
    assert any(p.startswith("f_jvp returned a result differing from the primal's at 1 of 2 "
                            "element(s) (at (1,): ") for p in result.problems)


def test_a_result_of_a_shape_that_does_not_broadcast_is_reported():
    problems = check_vectors._result_problem("f_vjp", np.zeros(3), np.zeros(2))
    assert problems == ["f_vjp returned a result of shape (3,), the primal (2,)"]


def test_results_equal_to_the_primals_within_rounding():
    expected = np.array([1.0, 1e300])
    assert check_vectors._result_problem("f", expected * (1 + 1e-14), expected) == []
    assert check_vectors._result_problem("f", expected, expected) == []
