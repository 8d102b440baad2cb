"""Time loops started from constant arrays, and loops that leave early, run with NUMBA_DUMP_LLVM=1.

scripts/dump_numba_logs.py --program tests/inputs/numba-logs/loop_exits.py
runs it with each Numba version and keeps what Numba prints:
numba-VERSION.loop_exits.llvm.log.  Each function rebinds an array in a
loop of a run-time count (`iters`): `relax`, `relax_while`, `relax_shifted`
and `newton_sqrt` from `np.zeros_like` / `np.ones_like` (a `for` loop, a
`while` counter); `converged_break` leaves at a convergence test before the
update, `updated_break` after it; `converged_while` tests the convergence
in its condition; `early_return` returns from inside the loop;
`nested_relax` runs two loops; `relax_grid` has a 2-D state.  They compile
in the main block, each for one signature (`nrtgrad dump` imports the
program for each function it dumps).
"""

import numba
import numpy as np

TOLERANCE = 1e-7


@numba.njit
def relax(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@numba.njit
def relax_while(a, iters):
    x = np.zeros_like(a)
    k = 0
    while k < iters:
        x = np.cos(x) * a
        k += 1
    return np.sum(x)


@numba.njit
def relax_shifted(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        x = np.cos(x) * 0.7 + a
    return np.sum(x)


@numba.njit
def newton_sqrt(a, iters):
    x = np.ones_like(a)
    for _ in range(iters):
        x = 0.5 * (x + a / x)
    return np.sum(x)


@numba.njit
def converged_break(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < TOLERANCE:
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def updated_break(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < TOLERANCE:
            x = xn
            break
        x = xn
    return np.sum(x * x)


@numba.njit
def converged_while(a, iters):
    x = np.ones_like(a)
    k = 0
    change = 1.0
    while change > TOLERANCE and k < iters:
        xn = np.cos(x) * a
        change = np.max(np.abs(xn - x))
        x = xn
        k += 1
    return np.sum(x * x)


@numba.njit
def early_return(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        x = np.cos(x) * a
        if np.max(np.abs(x)) > 0.75:
            return np.sum(x * x) + 1.0
    return np.sum(x * x)


@numba.njit
def nested_relax(a, iters):
    x = np.full_like(a, 0.5)
    for _ in range(iters):
        for _ in range(2):
            x = np.cos(x) * a
    return np.sum(x * x)


@numba.njit
def relax_grid(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x * x)


if __name__ == "__main__":
    vector, grid = np.linspace(0.5, 0.9, 9), np.linspace(0.5, 0.9, 12).reshape(3, 4)
    for function in (relax, relax_while, relax_shifted, newton_sqrt, converged_break,
                     updated_break, converged_while, early_return, nested_relax):
        function(vector, 6)
    relax_grid(grid, 6)
