"""Vector-Jacobian products and Jacobians of Numba functions, in Python.

    value, pullback = nrtgrad.vjp(f)(x, a)    # f returns a scalar, tuple or array
    dx, da = pullback(cotangent)              # shaped like value; gradients as grad's
    J = nrtgrad.jacobian(f)(x)                # argnums=0: shape value.shape + x.shape

Both build on the derivatives `nrtgrad.grad` compiles and caches (api.py):
a function returning a tuple or an array runs `<name>_vjp` / `<name>_jvp`
(array_results.py), a scalar one `<name>_grad` / `<name>_jvp`.  A Jacobian
is one reverse pass per element of the result (`mode="rev"`) or one forward
pass per element of the differentiated arguments (`mode="fwd"`); "auto"
takes the fewer, and reverse passes when forward mode refuses the function.
A tuple result counts as a 1-D array of its elements.
"""

from __future__ import annotations

import numpy as np

from . import checkpoints
from .api import _Derivative, _like, _name
from .transformed import Pullback
from ..errors import InputError, UnsupportedError

__all__ = ["vjp", "jacobian"]


def vjp(f, argnums=0, checkpoint="auto"):
    """`vjp(f, argnums)(*args)` returns `(f(*args), pullback)`.

    `pullback(cotangent)` takes a cotangent shaped like the value (a float
    for a scalar, a sequence for a tuple, an array for an array) and returns
    the gradients of `<f(*args), cotangent>` with respect to the arguments
    `argnums` selects (default 0), structured exactly as `nrtgrad.grad`'s
    (`checkpoint` too is as for `grad`: a time loop's pullback checkpointed).  The arrays
    among `args` are copied, so changing them afterwards does not change
    the pullback; it pickles with them (transformed.py).
    """
    derivative = checkpoints.Reverse(_Derivative(f, argnums, "reverse", value=False),
                                     f, argnums, checkpoint)  # the value: f(*args)
    options = {"argnums": argnums,
               **({} if checkpoint == "auto" else {"checkpoint": checkpoint})}

    def value_and_pullback(args):
        args = tuple(a.copy(order="K") if isinstance(a, np.ndarray) else a for a in args)
        value = f(*args)
        shape = np.shape(np.asarray(value))

        def pullback(cotangent):
            if np.shape(np.asarray(cotangent)) != shape:
                raise InputError(f"the cotangent has shape {np.shape(np.asarray(cotangent))}, "
                                 f"the value of {_name(f)} {shape}")
            return derivative.vjp(args, shape, cotangent)

        return value, Pullback(("vjp", f, options), args, pullback,
                               f"The pullback of {_name(f)} at the arguments given to vjp.")

    return _like("vjp", f, options, value_and_pullback,
                 f"Value and pullback of {_name(f)} (see nrtgrad.vjp).")


def jacobian(f, argnums=0, mode: str = "auto", checkpoint="auto"):
    """`jacobian(f, argnums, mode)(*args)`: the Jacobian of f at args.

    For each argument `argnums` selects (as in `nrtgrad.grad`; default 0) an
    array of shape `value.shape + argument.shape`: entry [i..., j...] is d
    value[i...] / d argument[j...].  One array when `argnums` is an int, a
    tuple when it is a tuple.
    `mode="rev"` computes it row by row with reverse passes (one per element
    of the value), `"fwd"` column by column with forward passes (one per
    element of the arguments), `"auto"` with whichever needs fewer passes, or
    with reverse passes when forward mode refuses the function (a matrix product
    with a global array).  `checkpoint` applies to the reverse passes, as for
    `nrtgrad.grad`.
    """
    if mode not in ("auto", "rev", "fwd"):
        raise InputError(f"mode must be 'auto', 'rev' or 'fwd', not {mode!r}")
    reverse = checkpoints.Reverse(_Derivative(f, argnums, "reverse", value=False),
                                  f, argnums, checkpoint)  # the value: f(*args)
    forward = _Derivative(f, argnums, "forward")

    def jacobian_at(args):
        value = np.asarray(f(*args))
        compiled = reverse.compiled(args)
        chosen = [args[compiled.positions[name]] for name in compiled.chosen]
        sizes = [int(np.size(a)) for a in chosen]
        dtype = value.dtype if value.dtype.kind == "f" else np.dtype(np.float64)
        rows = mode == "rev" or (mode == "auto" and value.size <= sum(sizes))
        blocks = (_by_rows(reverse, args, value, sizes) if rows
                  else _by_columns_or_rows(forward, reverse, args, value, chosen, sizes, mode))
        jacobians = tuple(np.asarray(block, dtype=dtype).reshape(value.shape + np.shape(a))
                          for block, a in zip(blocks, chosen))
        return jacobians[0] if compiled.single else jacobians

    options = {"argnums": argnums, "mode": mode,
               **({} if checkpoint == "auto" else {"checkpoint": checkpoint})}
    return _like("jacobian", f, options, jacobian_at,
                 f"Jacobian of {_name(f)} (see nrtgrad.jacobian).")


def _by_rows(reverse: checkpoints.Reverse, args: tuple, value: np.ndarray,
             sizes: list[int]) -> list:
    """Per argument, the value.size x argument.size matrix, one pullback per row."""
    count = len(sizes)
    rows = [[] for _ in range(count)]
    for index in range(value.size):
        cotangent = np.zeros(value.size)
        cotangent[index] = 1.0
        gradients = reverse.vjp(args, value.shape, cotangent.reshape(value.shape))
        gradients = (gradients,) if count == 1 and not isinstance(gradients, tuple) \
            else gradients
        for row, gradient in zip(rows, gradients):
            row.append(np.ravel(gradient))
    return [np.array(row).reshape(value.size, size) for row, size in zip(rows, sizes)]


def _by_columns_or_rows(forward: _Derivative, reverse: checkpoints.Reverse, args: tuple,
                        value: np.ndarray, chosen: list, sizes: list[int], mode: str) -> list:
    """By columns; with mode "auto", by rows when forward mode refuses the function (a
    construct only reverse mode differentiates, such as a matrix product with a global
    array)."""
    try:
        return _by_columns(forward, args, value, chosen)
    except UnsupportedError:
        if mode == "fwd":
            raise
        return _by_rows(reverse, args, value, sizes)


def _by_columns(forward: _Derivative, args: tuple, value: np.ndarray, chosen: list) -> list:
    """Per argument, the value.size x argument.size matrix, one forward pass per column."""
    blocks = []
    for position, argument in enumerate(chosen):
        columns = []
        for tangents in unit_tangents(chosen, position):
            _, tangent = forward.jvp(args, tangents[0] if forward.single else tuple(tangents))
            columns.append(np.ravel(np.asarray(tangent, dtype=np.float64)))
        blocks.append(np.array(columns).reshape(len(columns), value.size).T)
    return blocks


def unit_tangents(chosen: list, position: int):
    """Tangents for `chosen` that are zero but for a 1 at each element of chosen[position]
    in turn (a float's tangent: 1.0), one list per element."""
    argument = chosen[position]
    for index in range(int(np.size(argument))):
        tangents = [np.zeros(np.shape(a)) if isinstance(a, np.ndarray) else 0.0 for a in chosen]
        if isinstance(argument, np.ndarray):
            unit = np.zeros(argument.size)
            unit[index] = 1.0
            tangents[position] = unit.reshape(argument.shape)
        else:
            tangents[position] = 1.0
        yield tangents
