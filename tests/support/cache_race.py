"""One process of tests/api/test_cache_race.py: a Numba kernel, compiled before the race,
then its gradient through nrtgrad.grad at a barrier shared with the other processes, so
that they all find the disk cache cold and compile the same derivative at once.

A module of its own so that processes started with `spawn` import the kernel and
`race` by name.
"""

from __future__ import annotations

import numba
import numpy as np


@numba.njit
def wavy(x):
    return np.sum(np.sin(x) * x)


def point(index: int) -> np.ndarray:
    """The argument process `index` differentiates at: another one for each, one type."""
    return np.linspace(-1.0, 1.0, 13) + 0.1 * index


def race(barrier, results, index: int) -> None:
    """Put (index, gradient of `wavy` at point(index)) on `results`, or (index, the
    exception's repr) when it raises."""
    import nrtgrad

    x = point(index)
    wavy(x)  # Numba compiles here: the race is over the derivative
    barrier.wait(timeout=600)
    try:
        results.put((index, nrtgrad.grad(wavy)(x)))
    except BaseException as error:  # noqa: BLE001 - reported to the test, which fails on it
        results.put((index, repr(error)))
