"""numba_views: constant slices moved past parfors, in the fused compilation only."""

from __future__ import annotations

import numba
import numpy as np
import pytest
from numba.parfors import parfor

from nrtgrad.frontend import numba_recompile, numba_views


@numba.njit
def shifted(x):
    a = x[1:] - x[:-1] * x[:-1]
    b = 1.0 - x[:-1]
    return np.sum(a * b)


@numba.njit
def shifted_grid(x):
    a = x[1:, 1:] - x[:-1, :-1]
    b = x[1:, :-1] * x[:-1, 1:]
    return np.sum(a * a + b)


@numba.njit
def written_then_sliced(x):
    b = x * 2.0
    c = b[1:]  # a view of what the parfor before it writes: stays after it
    return np.sum(c * x[:-1])


def recompiled(f, x):
    f(x)
    signature = f.signatures[0]
    own = f.inspect_llvm(signature)
    return own, numba_recompile.recompiled(f, signature, own)


@pytest.mark.parametrize("f, x", [(shifted, np.ones(5)), (shifted_grid, np.ones((4, 5)))],
                         ids=["vector", "matrix"])
def test_statements_between_parfors_taking_slices_do_not_keep_them_apart(f, x):
    """The view `x[:-1]` taken for the second statement moves past the first's parfor,
    so both and the sum are one loop and `a`, `b` are never allocated."""
    own, fused = recompiled(f, x)
    assert fused.fused and "NRT_MemInfo_alloc" in own
    assert "NRT_MemInfo_alloc" not in fused.text
    assert fused.dispatcher(x) == f(x)


def test_a_slice_of_an_array_a_parfor_writes_stays_after_it():
    x = np.arange(1.0, 8.0)
    _, fused = recompiled(written_then_sliced, x)
    assert fused.fused and "NRT_MemInfo_alloc" in fused.text
    assert fused.dispatcher(x) == written_then_sliced.py_func(x)


def test_numbas_own_reordering_is_back_once_released():
    original = parfor._can_reorder_stmts
    with numba_views.moved_past_parfors():
        assert parfor._can_reorder_stmts is not original
    assert parfor._can_reorder_stmts is original
