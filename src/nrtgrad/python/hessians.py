"""Hessian-vector products and Hessians of Numba functions, in Python.

    Hv = nrtgrad.hvp(f, argnums=(0, 1))((x, a), (v, 0.0))  # H . (v, 0.0), as grad's result
    H = nrtgrad.hessian(f)(x, a)              # argnums=0: shape x.shape + x.shape

`hvp` runs the `<name>_hvp` entry point (second_order.py): Enzyme's forward mode
over its reverse pass, exact, one call per product, compiled and cached
like `nrtgrad.grad` (api.py, derivative_cache.py).  `hessian` is one
product per element of the differentiated arguments, for small problems.
Only functions returning a float64 scalar have them.
"""

from __future__ import annotations

import numpy as np

from .api import _Derivative, _like, _name
from .jacobians import unit_tangents
from .transformed import Transformed

__all__ = ["hvp", "hessian"]


def hvp(f, argnums=0):
    """`hvp(f, argnums)(primals, tangents)`: the Hessian of f at primals times tangents.

    As `jax.jvp(jax.grad(f, argnums), primals, tangents)[1]`: `primals` is
    the tuple of all arguments of `f`, `tangents` has one entry per argument
    `argnums` selects (as in `nrtgrad.grad`; default 0), shaped like it,
    structured like `grad`'s result (a single array or float when `argnums`
    is an int; else a tuple in that order).  The
    result is structured the same way: for each selected argument i,
    `sum_j H[i, j] . tangents[j]`.  Exact (no finite differences).

    Raises `nrtgrad.UnsupportedError` naming the construct when f's
    Hessian-vector products cannot be computed yet (see the README), and
    the errors `nrtgrad.grad` raises.
    """
    derivative = _Derivative(f, argnums, "hvp")

    def hessian_vector_product(primals, tangents):
        return _product(derivative, tuple(primals), tangents)

    return Transformed("hvp", f, {"argnums": argnums}, hessian_vector_product,
                       f"HVP of {_name(f)} (see nrtgrad.hvp).")


def hessian(f, argnums=0):
    """`hessian(f, argnums)(*args)`: the Hessian of f at args, one `hvp` per column.

    With `argnums` an int (default 0) an array of shape `arg.shape +
    arg.shape`; with a tuple, a tuple of tuples, `H[i][j]` of shape
    `args[i].shape + args[j].shape`, as `jax.hessian`.  Costs one Hessian-vector product per element of the
    selected arguments: meant for small ones.
    """
    derivative = _Derivative(f, argnums, "hvp")

    def hessian_at(args):
        compiled = derivative.compiled(args)
        chosen = [args[compiled.positions[name]] for name in compiled.chosen]
        blocks = [[[] for _ in chosen] for _ in chosen]  # blocks[i][j]: columns
        for j in range(len(chosen)):
            for tangents in unit_tangents(chosen, j):
                column = _product(derivative, args,
                                  tangents[0] if compiled.single else tuple(tangents))
                column = (column,) if compiled.single else column
                for i, part in enumerate(column):
                    blocks[i][j].append(np.ravel(np.asarray(part, dtype=np.float64)))
        shaped = tuple(tuple(
            np.array(blocks[i][j]).T.reshape(np.shape(a) + np.shape(b))
            for j, b in enumerate(chosen)) for i, a in enumerate(chosen))
        return shaped[0][0] if compiled.single else shaped

    return _like("hessian", f, {"argnums": argnums}, hessian_at,
                 f"Hessian of {_name(f)} (see nrtgrad.hessian).")


def _product(derivative: _Derivative, primals: tuple, tangents):
    """H . tangents at primals through `<name>_hvp`, structured like `grad`'s result."""
    compiled = derivative.compiled(primals)
    compiled._scalar_only(primals)
    by_name = compiled.tangents_by_name(primals, tangents)
    result = compiled.function.jitted(*primals, tangents=by_name)
    if result.status != 0:
        compiled.after_failure(primals, result.status)
        return _product(derivative, primals, tangents)
    return compiled._structure(result.hvp)
