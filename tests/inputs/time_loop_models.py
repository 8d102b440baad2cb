"""Time loops of many steps: the models whose gradients' memory and time against steps
scripts/bench_memory.py measures, and whose checkpointed gradients
tests/api/test_checkpoints.py checks.  Plain Python functions (each returning a
float64): the caller compiles them with `numba.njit`.  Checkpointing reads a
function's source, so they live in a file of their own rather than in a script's text.
"""

import numpy as np


def rk4(y0, h, steps):
    """Runge-Kutta 4 of y' = -y + sin(y), from `y0.copy()`."""
    y = y0.copy()
    for _ in range(steps):
        k1 = -y + np.sin(y)
        k2 = -(y + 0.5 * h * k1) + np.sin(y + 0.5 * h * k1)
        k3 = -(y + 0.5 * h * k2) + np.sin(y + 0.5 * h * k2)
        k4 = -(y + h * k3) + np.sin(y + h * k3)
        y = y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
    return np.sum(y * y)


def heat2d(u0, alpha, steps):
    """The explicit 2-D heat equation, double-buffered with `u.copy()` and a slice update."""
    u = u0.copy()
    for _ in range(steps):
        un = u.copy()
        un[1:-1, 1:-1] = u[1:-1, 1:-1] + alpha * (
            u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * u[1:-1, 1:-1])
        u = un
    return np.sum(u * u)


def diffusion(u0, rate, steps):
    """1-D reaction-diffusion, Heun's method, slice updates into `np.zeros_like` arrays."""
    u = u0.copy()
    for _ in range(steps):
        f = np.zeros_like(u)
        f[1:-1] = u[2:] - 2.0 * u[1:-1] + u[:-2] + rate * u[1:-1] * (1.0 - u[1:-1])
        v = u + 0.1 * f
        g = np.zeros_like(v)
        g[1:-1] = v[2:] - 2.0 * v[1:-1] + v[:-2] + rate * v[1:-1] * (1.0 - v[1:-1])
        u = u + 0.05 * (f + g)
    return np.sum(u * u)
