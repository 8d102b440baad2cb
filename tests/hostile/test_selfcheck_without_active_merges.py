"""The merged-shadows self-check catches what Enzyme builds without merged_arrays.

A time loop started from an array nothing active is written into
(`np.zeros_like`, a constant fill) is one Enzyme 0.0.289 gives no shadow
where the loop-carried array merges it with the loop's arrays (M12): in the
reverse pass the merge's shadow was eight zeroed bytes of stack (the
derivative crashed the user's process) or the primal array (gradients and
tangents written into it).  Taken out of the pipeline, the `active-merges`
pass leaves that shape to Enzyme, and the self-check must refuse it on every
module the Python API differentiates such a loop from, in both modes; with
the pass, the same modules differentiate.
"""

from __future__ import annotations

import dataclasses

import numba
import numpy as np
import pytest
from time_loop_modules import before_loop_passes, differentiate

from nrtgrad import pipeline
from nrtgrad.errors import DifferentiationError


@numba.njit
def relax(a, iters):
    x = np.zeros_like(a)
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@numba.njit
def filled(a, iters):
    x = np.empty_like(a)
    x[:] = 0.25
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@pytest.fixture(scope="module")
def modules():
    """kernel -> route -> (module text, entry symbol)."""
    return {kernel.__name__: before_loop_passes(kernel, np.ones(3), 2)
            for kernel in (relax, filled)}


@pytest.fixture
def without_active_merges(monkeypatch):
    passes = tuple(p for p in pipeline.PASSES
                   if p.name not in ("active-merges", "lowered-active-merges"))
    monkeypatch.setattr(pipeline, "PASSES", passes)
    monkeypatch.setattr(pipeline, "_LAST_REGISTER",
                        next(i for i, p in enumerate(passes) if p.name == "registered") + 1)


CASES = [("relax", "linked", "reverse"), ("relax", "captured", "reverse"),
         ("filled", "captured", "forward")]


@pytest.mark.parametrize("kernel, route, mode", CASES)
def test_without_the_pass_the_self_check_refuses(modules, without_active_merges, kernel, route,
                                                 mode):
    text, symbol = modules[kernel][route]
    with pytest.raises(DifferentiationError, match="gives no gradient buffer to"):
        differentiate(text, symbol, mode)


@pytest.mark.parametrize("kernel, route, mode", CASES)
def test_with_the_pass_every_merged_array_has_a_shadow(modules, kernel, route, mode):
    text, symbol = modules[kernel][route]
    result = differentiate(text, symbol, mode)
    assert dataclasses.asdict(result.gradient)["mode"] == mode
