"""A program of several Numba functions, run with NUMBA_DUMP_OPTIMIZED=1 or NUMBA_DUMP_LLVM=1.

scripts/dump_numba_logs.py runs it with each Numba version and keeps what
Numba prints: numba-VERSION.optimized.log (and .llvm.log, NUMBA_DUMP_LLVM=1).
`square` is called by `energy`, so its module is linked into energy's too;
`rsum` is recursive; `spread` runs a `prange` loop (parallel=True), whose
gufunc Numba links into spread's module; `stacked` keeps arrays in a list.
"""

import numba
import numpy as np


@numba.njit
def square(v):
    return v * v


@numba.njit("float64(float64[::1])")
def energy(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += square(np.sin(x[i]))
    return s


@numba.njit("float64(float64[::1], float64)")
def euler(y0, h):
    y = y0.copy()
    for _ in range(6):
        k = np.sin(y) - 0.5 * y
        y = y + h * k
    return np.sum(y * y)


@numba.njit("float64(float64[::1], float64)", parallel=True)
def spread(x, h):
    s = 0.0
    for i in numba.prange(x.shape[0]):
        s += np.tanh(x[i] * h) ** 2
    return s


@numba.njit("float64(float64[::1], int64)")
def rsum(x, i):
    if i >= x.shape[0]:
        return 0.0
    return x[i] * x[i] + rsum(x, i + 1)


@numba.njit("float64(float64[::1])")
def stacked(x):
    parts = [x * 2.0, np.sin(x)]
    s = 0.0
    for p in parts:
        s += np.sum(p * p)
    return s
