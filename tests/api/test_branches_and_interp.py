"""Arrays chosen by a branch or a search through the Python API, on every Numba version.

`np.interp` searches its table in a loop and allocates on either side of a
branch; Numba 0.68's optimised module of it is refused, and the API then
differentiates Numba's module from before LLVM's loop optimisations.  An
array assigned in both branches of an `if`, and the Jacobian of a chain of
pendulums coupled to their neighbours (`if i > 0:` in the loop), are
checked too.  Gradients match central finite differences at n = 1, 3, 7, 9,
13 element by element and at a large odd n along a random direction; NRT
allocations equal frees and arguments are untouched.  The file also runs in
the Numba 0.68 environment (`make numba68`) when it exists, but for the large n.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrt_balance import assert_balanced
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 3, 7, 9, 13)
LARGE = 1001
TABLE = np.linspace(0.0, 1.0, 11)


@numba.njit
def interp_loss(x, xp, fp):
    y = np.interp(x, xp, fp)
    return np.sum(y * y)


@numba.njit
def chosen(x, c):
    if c > 0.0:
        y = x * 2.0
    else:
        y = np.zeros(x.size)
    return np.sum(y * x)


@numba.njit
def pendulums(state, k):
    n = state.size
    out = np.empty(n)
    for i in range(n):
        th = state[i]
        coupling = 0.0
        if i > 0:
            coupling += np.sin(state[i - 1] - th)
        if i < n - 1:
            coupling += np.sin(state[i + 1] - th)
        out[i] = -np.sin(th) + k * coupling
    return out


def cases(n: int) -> dict:
    x = np.random.default_rng(n).uniform(0.02, 0.98, n)
    return {"interp": (interp_loss, (x, TABLE, np.sin(3 * TABLE))),
            "chosen": (chosen, (x, 1.0)), "zeros chosen": (chosen, (x, -1.0))}


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", ["interp", "chosen", "zeros chosen"])
def test_gradient_matches_finite_differences(name, n):
    f, args = cases(n)[name]
    gradient = nrtgrad.grad(f, argnums=0)(*args)
    if n in SIZES:
        np.testing.assert_allclose(gradient, central_differences(f, args, 0),
                                   rtol=1e-5, atol=1e-7)
        return
    tangent = np.random.default_rng(5).standard_normal(n)
    step = 1e-6
    difference = (f(args[0] + step * tangent, *args[1:])
                  - f(args[0] - step * tangent, *args[1:])) / (2 * step)
    assert float(gradient @ tangent) == pytest.approx(difference, rel=1e-5, abs=1e-7)


@pytest.mark.parametrize("n", SIZES)
def test_jacobian_of_neighbour_coupled_pendulums(n):
    state = np.random.default_rng(n).uniform(-1, 1, n)
    jacobian = nrtgrad.jacobian(pendulums, argnums=0)(state, 0.3)
    rows = [central_differences(lambda *a: pendulums(*a)[i], (state, 0.3), 0) for i in range(n)]
    np.testing.assert_allclose(jacobian, np.stack(rows), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("name", ["interp", "chosen"])
def test_memory(name):
    f, args = cases(7)[name]
    copies = [a.copy() for a in args if isinstance(a, np.ndarray)]
    gradient = nrtgrad.grad(f, argnums=0)
    gradient(*args)  # compiled
    assert_balanced(lambda: gradient(*args))
    for original, copy in zip([a for a in args if isinstance(a, np.ndarray)], copies):
        np.testing.assert_array_equal(original, copy)


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, f"not {LARGE}")
