"""The kernel `make demo` differentiates: an explicit Euler integrator whose
state array is reallocated at every step (a loop-carried NRT allocation)."""

import numpy as np

SIGNATURE = "float64(float64[::1], float64)"


def ode(y0, h):
    y = y0.copy()
    for _ in range(20):
        k = np.sin(y) - 0.5 * y
        y = y + h * k
    return np.sum(y * y)
