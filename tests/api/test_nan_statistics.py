"""`np.nanmedian`, `np.nanpercentile` and `np.nanquantile` of an expression, through the API.

Their modules are large (Numba's partition code inlined, some 500 KB), and
the ownership analysis's error-path walks used to run for tens of minutes on
them before Enzyme started (`np.nanpercentile(x * 2.0, 30.0)`: no answer
after 10 minutes); the first call ran in silence until the command line's
600 s timeout.  Each is now answered within minutes: refused, as `np.sort`
is on Numba 0.61.2, because Enzyme cannot tell the types of the partition's
swapped elements, in one line, on both Numba versions (the whole file in
`make test-full`, from the Numba 0.68 environment too; the walks themselves
are tested in tests/unit/ir/test_flow.py).  When one of them differentiates,
this test fails and should become a check against central differences.
"""

from __future__ import annotations

import time

import numba
import numpy as np
import pytest

import nrtgrad
import numba68


@numba.njit
def nanmedian_scaled(x):
    return np.nanmedian(x * 2.0)


@numba.njit
def nanpercentile_scaled(x):
    return np.nanpercentile(x * 2.0, 30.0)


@numba.njit
def nanquantile_scaled(x):
    return np.nanquantile(x * 2.0, 0.3)


@pytest.mark.full
@pytest.mark.parametrize("f", [nanmedian_scaled, nanpercentile_scaled, nanquantile_scaled],
                         ids=lambda f: f.__name__)
def test_nan_statistics_are_answered_within_minutes(f, monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    x = np.random.default_rng(7).uniform(size=7)
    started = time.monotonic()
    with pytest.raises(nrtgrad.DifferentiationError) as refused:
        nrtgrad.grad(f)(x)
    assert time.monotonic() - started < 400
    message = str(refused.value)
    assert message.startswith("Enzyme cannot tell whether a value is a float or an integer")
    assert "\n" not in message and "--timeout" not in message


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
