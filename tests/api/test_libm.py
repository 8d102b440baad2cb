"""Every libm function Numba calls for `math` and NumPy ufuncs, differentiated.

Numba lowers `math.f(x)` and `np.f(x)` to LLVM intrinsics or calls of
libm (`erf`, `atan2`, `hypot`, `expm1`, ...), declared with memory
attributes that differ by Numba and LLVM version (Enzyme then adds
`readnone`, which LLVM rejects beside `readonly` or `writeonly`).  Each
function here is differentiated on scalars in a loop (`math`) and on arrays
(the ufunc), in reverse and forward mode, against central finite
differences at n = 1, 3, 7, 9, 13 and 1001 inside its domain, the binary ufuncs
also on 2-D arrays (1x1 to 101x3, C and Fortran order).  `math.gamma` and
`math.lgamma`, whose derivatives Enzyme does not have, are refused in
Python's words.  `make test-full` also runs the file in the Numba 0.68
environment (`make numba68`).
"""

from __future__ import annotations

import math

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrtgrad.gradcheck.finite_differences import central_differences

# name -> (function of one or two floats, the interval its arguments are drawn from)
UNARY = {
    "sin": (math.sin, (-2, 2)), "cos": (math.cos, (-2, 2)), "tan": (math.tan, (-1, 1)),
    "asin": (math.asin, (-0.9, 0.9)), "acos": (math.acos, (-0.9, 0.9)),
    "atan": (math.atan, (-2, 2)), "sinh": (math.sinh, (-2, 2)), "cosh": (math.cosh, (-2, 2)),
    "tanh": (math.tanh, (-2, 2)), "asinh": (math.asinh, (-2, 2)),
    "acosh": (math.acosh, (1.2, 3)), "atanh": (math.atanh, (-0.9, 0.9)),
    "exp": (math.exp, (-2, 2)), "expm1": (math.expm1, (-2, 2)), "log": (math.log, (0.2, 3)),
    "log1p": (math.log1p, (-0.5, 2)), "log10": (math.log10, (0.2, 3)),
    "log2": (math.log2, (0.2, 3)), "sqrt": (math.sqrt, (0.2, 3)), "erf": (math.erf, (-2, 2)),
    "erfc": (math.erfc, (-2, 2)), "fabs": (math.fabs, (0.2, 2)),
}
BINARY = {"atan2": (math.atan2, (0.2, 2)), "hypot": (math.hypot, (0.2, 2)),
          "pow": (math.pow, (0.2, 2)), "copysign": (math.copysign, (0.2, 2))}
# refused, in Python's words, by reverse and forward mode
REFUSED = {"gamma": (math.gamma, r"^`math.gamma` is not differentiable yet: "),
           "lgamma": (math.lgamma, r"^`math.lgamma` is not supported yet: ")}
UFUNCS = {
    "np.arctan2": (np.arctan2, (0.2, 2)), "np.hypot": (np.hypot, (0.2, 2)),
    "np.power": (np.power, (0.2, 2)), "np.exp2": (np.exp2, (-2, 2)),
    "np.log2": (np.log2, (0.2, 3)), "np.cbrt": (np.cbrt, (0.2, 3)),
    "np.expm1": (np.expm1, (-2, 2)), "np.log1p": (np.log1p, (-0.5, 2)),
    "np.arcsinh": (np.arcsinh, (-2, 2)), "np.arccosh": (np.arccosh, (1.2, 3)),
    "np.arctanh": (np.arctanh, (-0.9, 0.9)), "np.deg2rad": (np.deg2rad, (-2, 2)),
}


def _scalar_loop(fn, arity: int):
    if arity == 1:
        @numba.njit
        def f(x, y):
            total = 0.0
            for i in range(x.size):
                total += fn(x[i]) * y[i]
            return total
    else:
        @numba.njit
        def f(x, y):
            total = 0.0
            for i in range(x.size):
                total += fn(x[i], y[i])
            return total
    return f


def _ufunc(fn, arity: int):
    if arity == 1:
        @numba.njit
        def f(x, y):
            return np.sum(fn(x) * y)
    else:
        @numba.njit
        def f(x, y):
            return np.sum(fn(x, y))
    return f


def _cases():
    for name, (fn, domain) in UNARY.items():
        yield f"math.{name}", _scalar_loop, fn, 1, domain
    for name, (fn, domain) in BINARY.items():
        yield f"math.{name}", _scalar_loop, fn, 2, domain
    for name, (fn, domain) in UFUNCS.items():
        arity = 2 if name in ("np.arctan2", "np.hypot", "np.power") else 1
        yield name, _ufunc, fn, arity, domain


CASES = {name: case for name, *case in _cases()}


@pytest.mark.parametrize("n", [1, 3, 7, 9, 13, 1001])
@pytest.mark.parametrize("name", sorted(CASES))
def test_libm_function_differentiates(name, n):
    build, fn, arity, (low, high) = CASES[name]
    f = build(fn, arity)
    rng = np.random.default_rng(n)
    x = rng.uniform(low, high, n)
    y = rng.uniform(low, high, n) if arity == 2 else rng.uniform(0.5, 1.5, n)
    dx, dy = nrtgrad.grad(f, argnums=(0, 1))(x, y)
    np.testing.assert_allclose(dx, central_differences(f, (x, y), 0), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(dy, central_differences(f, (x, y), 1), rtol=1e-5, atol=1e-7)
    tangent = rng.standard_normal(n)
    _, derivative = nrtgrad.jvp(f, argnums=0)((x, y), tangent)
    assert derivative == pytest.approx(float(dx @ tangent), rel=1e-6, abs=1e-9)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_libm_function_without_a_derivative_is_refused(name):
    fn, message = REFUSED[name]
    f = _scalar_loop(fn, 1)
    x = np.array([0.5, 1.5])
    for derivative in (lambda: nrtgrad.grad(f, argnums=0)(x, x),
                       lambda: nrtgrad.jvp(f, argnums=0)((x, x), x)):
        with pytest.raises(nrtgrad.DifferentiationError, match=message) as raised:
            derivative()
        assert len(str(raised.value).splitlines()) == 1


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)


@pytest.mark.parametrize("shape", [(1, 1), (3, 7), (13, 9), (101, 3)])
@pytest.mark.parametrize("name", ["np.arctan2", "np.hypot", "np.power"])
def test_binary_ufunc_of_matrices_differentiates(name, shape):
    build, fn, arity, (low, high) = CASES[name]
    f = build(fn, arity)
    rng = np.random.default_rng(shape[0])
    x = rng.uniform(low, high, shape)
    y = np.asfortranarray(rng.uniform(low, high, shape))  # a second layout
    dx, dy = nrtgrad.grad(f, argnums=(0, 1))(x, y)
    assert dy.shape == shape and dy.flags.f_contiguous
    np.testing.assert_allclose(dx, central_differences(f, (x, y), 0), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(dy, central_differences(f, (x, y), 1), rtol=1e-5, atol=1e-7)

