"""A program of several Numba functions, run with NUMBA_DUMP_OPTIMIZED=1 or NUMBA_DUMP_LLVM=1.

scripts/dump_numba_logs.py runs it with each Numba version and keeps what
Numba prints: numba-VERSION.optimized.log (and .llvm.log, NUMBA_DUMP_LLVM=1).
`square` is called by `energy`, so its module is linked into energy's too;
`rsum` is recursive; `spread` runs a `prange` loop (parallel=True), whose
gufunc Numba links into spread's module; `stacked` keeps arrays in a list.
`euler_steps`, `rk4_steps` and `heat_steps` update an array in a time loop
of a run-time step count (explicit Euler, RK4, a 2-D heat equation that
double-buffers with a copy); `fixed_point`, `relaxation` and
`jacobi_sweeps` in a `while` loop (a counter; a tolerance and a sweep limit;
a 2-D double-buffered relaxation); `upwind_steps` and
`stencil_slices` by assigning slice expressions (1-D upwinding, a 2-D
Laplacian into `np.zeros_like`).  `interp_loss` (`np.interp`), `chosen` (an
array made on either side of an `if`) and `pendulums` (a vector right-hand
side whose neighbour coupling branches) choose arrays or values by branches.
The functions from `jacobi_sweeps` on compile in the main block, not on
import (`nrtgrad dump` imports the program for each function it dumps).
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


@numba.njit("float64(float64[::1], float64, int64)")
def euler_steps(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y + h * (-y ** 3 + np.sin(y))
    return np.sum(y * y)


@numba.njit("float64(float64[::1], float64, int64)")
def rk4_steps(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        k1 = -y ** 3 + np.sin(y)
        k2 = -(y + 0.5 * h * k1) ** 3 + np.sin(y + 0.5 * h * k1)
        k3 = -(y + 0.5 * h * k2) ** 3 + np.sin(y + 0.5 * h * k2)
        k4 = -(y + h * k3) ** 3 + np.sin(y + h * k3)
        y = y + (h / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
    return np.sum(y * y)


@numba.njit("float64(float64[:, ::1], float64, int64)")
def heat_steps(u0, alpha, steps):
    u = u0.copy()
    n, m = u.shape
    for _ in range(steps):
        un = u.copy()
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                un[i, j] = u[i, j] + alpha * (u[i + 1, j] + u[i - 1, j] + u[i, j + 1]
                                              + u[i, j - 1] - 4.0 * u[i, j])
        u = un
    return np.sum(u * u)


@numba.njit("float64(float64[::1], float64, int64)")
def fixed_point(x, a, iterations):
    y = x.copy()
    k = 0
    while k < iterations:
        y = 0.5 * (y + a * np.cos(y))
        k += 1
    return np.sum(y * y)


@numba.njit("float64(float64[::1], float64, int64)")
def relaxation(x, a, sweeps):
    y = x.copy()
    change = 1.0
    while change > 0.05 and sweeps > 0:
        new = 0.5 * (y + a * np.cos(y))
        change = np.max(np.abs(new - y))
        y = new
        sweeps -= 1
    return np.sum(y * y)


@numba.njit
def jacobi_sweeps(u0, w, sweeps):
    u = u0.copy()
    k = 0
    while k < sweeps:
        un = u.copy()
        for i in range(1, u.shape[0] - 1):
            for j in range(1, u.shape[1] - 1):
                un[i, j] = ((1.0 - w) * u[i, j] - w * u[i, j] ** 3 + 0.25 * w * (
                    u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1]))
        u = un
        k += 1
    return np.sum(u * u)


@numba.njit
def upwind_steps(u0, c, steps):
    u = u0.copy()
    for _ in range(steps):
        un = u.copy()
        un[1:] = u[1:] - c * (u[1:] - u[:-1])
        u = un
    return np.sum(u * u)


@numba.njit
def stencil_slices(u0, alpha, steps):
    u = u0.copy()
    for _ in range(steps):
        lap = np.zeros_like(u)
        lap[1:-1, 1:-1] = (u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2]
                           - 4.0 * u[1:-1, 1:-1])
        u = u + alpha * lap
    return np.sum(u * u)


@numba.njit
def interp_loss(x):
    xp = np.linspace(0.0, 1.0, 11)
    y = np.interp(x, xp, np.sin(3.0 * xp))
    return np.sum(y * y)


@numba.njit
def chosen(x):
    if x[0] > 0.0:
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


if __name__ == "__main__":
    jacobi_sweeps(np.ones((4, 5)), 0.1, 2)
    upwind_steps(np.linspace(0.0, 1.0, 5), 0.5, 2)
    stencil_slices(np.ones((4, 5)), 0.1, 2)
    interp_loss(np.linspace(0.0, 1.0, 5))
    chosen(np.linspace(0.0, 1.0, 5))
    pendulums(np.linspace(0.0, 1.0, 5), 0.3)
