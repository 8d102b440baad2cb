"""Arrays chosen by a branch or a search through the Python API, on every Numba version.

`np.interp` searches its table in a loop and allocates on either side of a
branch; Numba 0.68's optimised module of it is refused, and the API then
differentiates Numba's module from before LLVM's loop optimisations.  An
array assigned in both branches of an `if`, and the Jacobian of a chain of
pendulums coupled to their neighbours (`if i > 0:` in the loop; the log
fixtures' program's `pendulums`), are checked too.  Gradients and Jacobians
match central finite differences at n = 1, 3, 7, 9, 13 element by element
and at a large odd n along a random direction; NRT
allocations equal frees and arguments are untouched.  Under `make test-full`
the file also runs in the Numba 0.68 environment (`make numba68`), but for the
large n; `make test` takes these functions from Numba 0.68 through the
NUMBA_DUMP_LLVM logs (tests/e2e/test_numba_logs.py).
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from e2e_support import log_program
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


def directional_difference(f, args: tuple, tangent: np.ndarray):
    step = 1e-6
    return (f(args[0] + step * tangent, *args[1:])
            - f(args[0] - step * tangent, *args[1:])) / (2 * step)


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
    assert float(gradient @ tangent) == pytest.approx(directional_difference(f, args, tangent),
                                                      rel=1e-5, abs=1e-7)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
def test_jacobian_of_neighbour_coupled_pendulums(n):
    state = np.random.default_rng(n).uniform(-1, 1, n)
    pendulums = log_program().pendulums
    jacobian = nrtgrad.jacobian(pendulums, argnums=0)(state, 0.3)
    if n == LARGE:
        tangent = np.random.default_rng(5).standard_normal(n)
        np.testing.assert_allclose(jacobian @ tangent, directional_difference(
            pendulums, (state, 0.3), tangent), rtol=1e-5, atol=1e-7)
        return
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


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, f"not {LARGE}")
