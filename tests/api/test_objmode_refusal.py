"""`with numba.objmode(...)` blocks through the Python API: refused by name.

Code in an objmode block runs in the Python interpreter (Numba calls the
lifted block through the Python C API), so it has no derivative here.
`grad`, `value_and_grad`, `jvp` and `hvp` of a function with such a block
(in the function itself, in a loop, in a jitted helper it calls) raise
UnsupportedError naming the block, in one line, before Enzyme runs (it used
to report an Enzyme limitation about a global variable).  The whole file
also runs in the Numba 0.68 environment (`make numba68`).
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from nrtgrad import enzyme

MESSAGE = ("code in `with numba.objmode(...)` runs in the Python interpreter: it has no "
           "derivative here")


@numba.njit
def block_result(x):
    with numba.objmode(y="float64"):
        y = float(np.sum(x))
    return np.sum(x * x) + y


@numba.njit
def block_in_a_loop(x):
    total = 0.0
    for i in range(x.size):
        with numba.objmode(scale="float64"):
            scale = 2.0
        total += x[i] * scale
    return total


@numba.njit
def _helper(x):
    with numba.objmode():
        print("visited")
    return x * 3.0


@numba.njit
def block_in_a_helper(x):
    return np.sum(_helper(x))


CASES = [(block_result, route) for route in ("grad", "value_and_grad", "jvp", "hvp")] + [
    (block_in_a_loop, "grad"), (block_in_a_helper, "jvp")]


@pytest.mark.parametrize("f, route", CASES, ids=lambda c: getattr(c, "__name__", c))
def test_objmode_block_is_refused_by_name(f, route, monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(tmp_path))
    ran = []
    monkeypatch.setattr(enzyme, "run_enzyme", lambda *a, **k: ran.append(a))
    x = np.linspace(0.5, 1.5, 7)
    with pytest.raises(nrtgrad.UnsupportedError) as refused:
        if route in ("jvp", "hvp"):
            getattr(nrtgrad, route)(f)((x,), (np.ones_like(x),))
        else:
            getattr(nrtgrad, route)(f)(x)
    message = str(refused.value)
    assert message.startswith(f"in `test_objmode_refusal.{f.__name__}`: {MESSAGE}")
    assert "\n" not in message
    assert not ran


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__)
