"""Numba functions of a module, whose derivatives tests/api/test_pickling.py pickles in
one process and calls in another, and how each API result is called.
"""

from __future__ import annotations

import numba
import numpy as np


@numba.njit
def energy(x, a):
    return np.sum(np.tanh(a * x) ** 2)


@numba.njit
def residuals(x):
    r = np.empty(x.shape[0])
    for i in range(x.shape[0] - 1):
        r[i] = 10.0 * (x[i + 1] - x[i] * x[i])
    r[-1] = 1.0 - x[0]
    return r


def derivatives(nrtgrad, f=energy) -> dict:
    """One result of every API function, by its name (`f` in place of `energy`)."""
    return {"grad": nrtgrad.grad(f), "value_and_grad": nrtgrad.value_and_grad(f, (0, 1)),
            "jvp": nrtgrad.jvp(f, argnums=(0, 1)), "vjp": nrtgrad.vjp(residuals),
            "jacobian": nrtgrad.jacobian(residuals), "hvp": nrtgrad.hvp(f),
            "hessian": nrtgrad.hessian(f)}


def inputs(n: int = 7) -> tuple:
    """(x, a, a tangent of x, a cotangent of the residuals)."""
    rng = np.random.default_rng(n)
    return (rng.uniform(-1.0, 1.0, n), 0.7, rng.standard_normal(n), rng.standard_normal(n))


def results(derivatives: dict) -> dict:
    """Each derivative called at inputs(): its result, by name (vjp's: the pullback's)."""
    x, a, t, c = inputs()
    return {"grad": derivatives["grad"](x, a),
            "value_and_grad": derivatives["value_and_grad"](x, a),
            "jvp": derivatives["jvp"]((x, a), (t, 0.5)),
            "vjp": derivatives["vjp"](x)[1](c),
            "jacobian": derivatives["jacobian"](x),
            "hvp": derivatives["hvp"]((x, a), t),
            "hessian": derivatives["hessian"](x[:3], a)}
