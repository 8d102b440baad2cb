"""The checks of `nrtgrad check` for a function returning a tuple or an array.

Such a function has `<name>_vjp` and `<name>_jvp` instead of `<name>_grad`
(`array_results`).  `VectorDerivatives` shares the set-up of
`check_derivatives.Derivatives` (arguments owned by MemInfos of the C
runtime, the primal called with Numba's ABI, its result's values copied and
the result released) and compares, on one set of inputs,

- `<name>_vjp` with a random cotangent c against central finite differences
  of <f(x), c>: element by element while every active array has at most
  `FULL_FD_LIMIT` elements, otherwise along the random direction v;
- `<name>_jvp` along v against the central difference of f along v,
  element by element of the result;
- <vjp(c), v> against <c, jvp(v)>;
- the `result` both return against the primal's, and the memory and
  argument refcounts of each call, as for a scalar function.
"""

from __future__ import annotations

import numpy as np

from .check_derivatives import (FULL_FD_LIMIT, VALUE_RTOL, Derivatives, directional_difference,
                                finite_differences)


class _Through:
    """The primal with `then` applied to its result: what finite differences are taken of."""

    def __init__(self, primal, then):
        self.primal, self.then = primal, then
        self.entry, self.dtype = primal.entry, primal.dtype

    def value(self, values, meminfos: dict):
        return self.then(self.primal.value(values, meminfos))


def _result_problem(label: str, got, expected) -> list[str]:
    """`result` of a derivative against the primal's, element by element."""
    if got.shape != expected.shape:
        return [f"{label} returned a result of shape {got.shape}, the primal {expected.shape}"]
    same = (got == expected) | (np.abs(got - expected) <= VALUE_RTOL * np.abs(expected))
    if np.all(same):
        return []
    index = tuple(int(i) for i in np.argwhere(~same)[0])
    return [f"{label} returned a result differing from the primal's at {np.sum(~same)} of "
            f"{expected.size} element(s) (at {index}: {got[index]!r}, the primal "
            f"{expected[index]!r})"]


class VectorDerivatives(Derivatives):
    """`<name>_vjp` and `<name>_jvp` of a function returning a tuple or an array."""

    def _compare(self, call, expected, active, direction, rng, findings, stage):
        shape = expected.shape
        findings.details.append(f"result[{'x'.join(map(str, shape))}]")
        cotangent = rng.standard_normal(shape).astype(self.primal.dtype)
        seed = cotangent.astype(np.float64).ravel()
        vjp = self.run(self.gradient, call, findings, stage, cotangent=cotangent,
                       result_shape=shape)
        findings.problems += _result_problem(self.spec.name, vjp.value, expected)
        dot = sum(float(np.sum(np.asarray(vjp.gradients[k], dtype=np.float64) * d))
                  for k, d in direction.items())
        projected = _Through(self.primal, lambda r: float(np.dot(r.astype(np.float64).ravel(),
                                                                  seed)))
        stage("finite differences of the primal")
        if all(np.size(call.values[i]) <= FULL_FD_LIMIT for i, _ in active):
            for index, argument in active:
                reference = finite_differences(projected, call.values, call.meminfos, index)
                findings.compare(f"d<f, c>/d{argument.name} vs finite differences",
                                 vjp.gradients[argument.name], reference,
                                 f"{self.spec.name}: d<f, c>/d{argument.name} differs from "
                                 "finite differences")
        elif active:
            reference = directional_difference(projected, self.entry, call.values,
                                               call.meminfos, direction)
            findings.compare("<vjp(c), v> vs the finite difference of <f, c> along v", dot,
                             reference, f"{self.spec.name} dotted with a random v differs "
                             "from the finite difference of <f, c> along v")
        name = self.jvp.spec.name
        jvp = self.run(self.jvp, call, findings, stage, tangents=direction, result_shape=shape)
        findings.problems += _result_problem(name, jvp.value, expected)
        if active:
            stage("finite differences of the primal along v")
            reference = directional_difference(
                _Through(self.primal, lambda r: r.astype(np.float64)), self.entry, call.values,
                call.meminfos, direction)
            findings.compare(f"{name} vs the finite difference along v", jvp.tangent,
                             reference, f"{name} differs from the finite difference of the "
                             "result along v")
        findings.compare("<vjp(c), v> vs <c, jvp(v)>", dot,
                         float(np.dot(seed, jvp.tangent.astype(np.float64).ravel())),
                         f"<{self.spec.name}(c), v> differs from <c, {name}(v)>")
        return findings
