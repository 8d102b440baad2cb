"""The null-address self-check catches what Enzyme builds when loop_guards drops a value.

`y = xn; break` in a time loop makes the loop's exit merge the array from
before the loop (`y`) with the loop's (`xn`), so `unrotated-loops` moves the
exit's phis into a new header of the loop, with the header's; there the
edges that leave the loop give the header's phis a zero.  Without
loop_guards holding them past the exit (`_held_past_exit`), `x`, read after
the loop, was null on every path out of it: the derivative read address 0
(nrtgrad.grad crashed the user's process, on Numba 0.61.2 and 0.68.1).
Taken out, the self-check must refuse that derivative on every module the
Python API differentiates such a loop from, in both modes; with it, the same
modules differentiate.
"""

from __future__ import annotations

import dataclasses

import numba
import numpy as np
import pytest
from time_loop_modules import before_loop_passes, differentiate

from nrtgrad.errors import DifferentiationError
from nrtgrad.rewrites import loop_guards


@numba.njit
def break_returns_new(a, steps):
    x = np.zeros_like(a)
    y = np.zeros_like(a)
    for _ in range(steps):
        xn = np.cos(x) * a
        if np.max(np.abs(xn - x)) < 1e-7:
            y = xn
            break
        x = xn
    return np.sum(x * x) + np.sum(y)


@pytest.fixture(scope="module")
def modules():
    """route -> (module text, entry symbol)."""
    return before_loop_passes(break_returns_new, np.ones(3), 2)


@pytest.fixture
def without_held_values(monkeypatch):
    monkeypatch.setattr(loop_guards, "_held_past_exit", lambda lines, cfg, header, exit_: lines)


CASES = [("linked", "reverse"), ("captured", "reverse"), ("linked", "forward")]


@pytest.mark.parametrize("route, mode", CASES)
def test_without_held_values_the_self_check_refuses(modules, without_held_values, route, mode):
    text, symbol = modules[route]
    with pytest.raises(DifferentiationError, match="would read `x` through a null pointer"):
        differentiate(text, symbol, mode)


@pytest.mark.parametrize("route, mode", CASES)
def test_with_held_values_the_modules_differentiate(modules, route, mode):
    text, symbol = modules[route]
    result = differentiate(text, symbol, mode)
    assert dataclasses.asdict(result.gradient)["mode"] == mode
