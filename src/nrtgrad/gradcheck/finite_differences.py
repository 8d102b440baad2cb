"""Central finite differences: the reference every gradient nrtgrad produces is checked against."""

from __future__ import annotations

import numpy as np


def central_differences(function, args, index: int, relative_step: float = 1e-6):
    """d function(*args) / d args[index], a float for a scalar argument, else an array.

    An array argument is perturbed in place, one element at a time, and
    restored; the step is relative to each element's magnitude, and the
    difference is divided by the step actually taken after rounding.
    """
    args = list(args)
    value = args[index]
    if np.ndim(value) == 0:
        step = relative_step * max(1.0, abs(value))
        up, down = list(args), list(args)
        up[index], down[index] = value + step, value - step
        return (function(*up) - function(*down)) / (2 * step)
    gradient = np.zeros(value.shape)
    for position in np.ndindex(value.shape):
        original = value[position]
        step = relative_step * max(1.0, abs(float(original)))
        value[position] = original + step
        high_x, high = float(value[position]), function(*args)
        value[position] = original - step
        low_x, low = float(value[position]), function(*args)
        value[position] = original
        gradient[position] = (high - low) / (high_x - low_x)
    return gradient
