"""The kernel `make demo` differentiates: a loop that allocates temporary
arrays and slice views of them in every iteration, with a float parameter."""

import numpy as np

SIGNATURE = "float64(float64[::1], float64)"


def ode(y0, h):
    s = 0.0
    for i in range(20):
        t = np.tanh(y0 * h + 0.05 * i)
        u = t[1:] - t[:-1]
        s += np.sum(u * u) + h * np.sum(t)
    return s
