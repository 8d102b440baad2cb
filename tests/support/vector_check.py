"""The checks of gradient_check.py for a function returning a tuple or an array.

`<name>_vjp` with a random cotangent c against central finite differences of
<f(x), c> (element by element, or along a random direction for large n),
`<name>_jvp` along a random direction t against the directional finite
difference of f and against <vjp(c), t> / <c, jvp(t)> agreeing; both calls
return f(x) exactly, free every NRT allocation they make and leave argument
refcounts unchanged.
"""

from __future__ import annotations

import numpy as np
from e2e_support import NrtArray, allocation_stats, kernels, primal
from gradient_check import laid_out_like, reference, single_precision, value_rtol

from nrtgrad.gradcheck.finite_differences import central_differences
from nrtgrad.python.jit import GradientFunction


def _call(function: GradientFunction, name: str, args: list, **options):
    """Call with real MemInfos; the result, after the memory and refcount checks."""
    parameters = function.spec.entry.arguments
    owned = {a.name: NrtArray(v) for a, v in zip(parameters, args) if a.kind == "array"}
    call_args = [owned[a.name].array if a.name in owned else v for a, v in zip(parameters, args)]
    refcounts = {k: a.refcount for k, a in owned.items()}
    try:
        before = allocation_stats()
        result = function(*call_args, meminfos={k: a.meminfo for k, a in owned.items()},
                          **options)
        after = allocation_stats()
        assert result.status == 0, f"status {result.status}"
        alloc, free, mi_alloc, mi_free = (b - a for a, b in zip(before, after))
        assert (alloc, mi_alloc) == (free, mi_free), \
            f"NRT allocations {alloc}/{mi_alloc} vs frees {free}/{mi_free}"
        assert {k: a.refcount for k, a in owned.items()} == refcounts, "argument refcounts"
        return result
    finally:
        for array in owned.values():
            array.release()


def check_vector(name: str, vjp: GradientFunction, jvp: GradientFunction, seed: int, n: int,
                 fd: bool) -> str:
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    expected = np.asarray(primal(name)(*args))
    parameters = vjp.spec.entry.arguments
    rng = np.random.default_rng(seed + 200)
    cotangent = rng.standard_normal(expected.shape)
    direction = {a.name: (rng.standard_normal(np.shape(v)) if a.kind == "array"
                          else float(rng.standard_normal()))
                 for a, v in zip(parameters, args) if vjp.spec.active(a)}
    reverse = _call(vjp, name, args, cotangent=cotangent, result_shape=expected.shape)
    forward = _call(jvp, name, args, tangents=direction, result_shape=expected.shape)
    single = single_precision(args) or expected.dtype == np.float32
    np.testing.assert_allclose(reverse.value, expected, rtol=value_rtol(args, single),
                               err_msg="vjp result")
    np.testing.assert_allclose(forward.value, expected, rtol=value_rtol(args, single),
                               err_msg="jvp result")
    rtol = 1e-4 if single else 1e-5
    function, fd_args = reference(name, args)

    def projected(*values):
        return float(np.sum(np.asarray(function(*values), dtype=np.float64) * cotangent))

    if fd:
        for index, argument in enumerate(parameters):
            if vjp.spec.active(argument):
                reference_gradient = central_differences(projected, fd_args, index)
                scale = max(1.0, float(np.max(np.abs(reference_gradient))))
                np.testing.assert_allclose(reverse.gradients[argument.name], reference_gradient,
                                           rtol=rtol, atol=rtol / 100 * scale,
                                           err_msg=f"vjp d/d{argument.name}")
    step = 1e-6

    def moved(sign):
        return [laid_out_like(v, v + sign * step * direction[a.name])
                if a.name in direction else v for a, v in zip(parameters, fd_args)]
    directional = (np.asarray(function(*moved(1)), dtype=np.float64)
                   - np.asarray(function(*moved(-1)), dtype=np.float64)) / (2 * step)
    scale = max(1.0, float(np.max(np.abs(directional), initial=0.0)))
    np.testing.assert_allclose(forward.tangent, directional, rtol=rtol, atol=rtol / 100 * scale,
                               err_msg="JVP vs directional finite difference")
    left = sum(float(np.sum(reverse.gradients[k] * d)) for k, d in direction.items())
    right = float(np.sum(np.asarray(forward.tangent, dtype=np.float64) * cotangent))
    np.testing.assert_allclose(left, right, rtol=1e-4 if single else 1e-9,
                               atol=1e-9 * max(1.0, abs(right)), err_msg="<vjp(c), t> vs <c, jvp(t)>")
    return (f"{name} n={n}: result {expected.shape}, VJP" + (" matches FD," if fd else ",")
            + " JVP matches FD and <vjp(c), t> = <c, jvp(t)>, memory balanced")
