"""numba_where: `np.where` fused as a ufunc where that changes no type, only there."""

from __future__ import annotations

import numba
import numpy as np

from nrtgrad.frontend import numba_recompile, numba_where

NUMBAS_WHERE = "_where_generic_impl"


@numba.njit
def softplus(x, y):
    return np.sum(np.where(x > 0.0, x + np.log1p(np.exp(-x)), np.log1p(np.exp(x))) * y)


@numba.njit
def larger(a, b):
    return np.sum(np.where(a > b, a, b) * np.ones(3))


@numba.njit
def relu(x):
    return np.sum(np.where(x > 0.0, x, 0.0))


def recompiled(f, *args):
    f(*args)
    signature = tuple(map(numba.typeof, args))
    own = f.inspect_llvm(signature)
    assert NUMBAS_WHERE in own
    return numba_recompile.recompiled(f, signature, own)


def test_a_where_its_operands_and_its_sum_are_one_loop_with_no_temporary():
    for again in (recompiled(softplus, np.ones(5), np.ones(5)), recompiled(relu, np.ones(5))):
        assert again.fused
        assert NUMBAS_WHERE not in again.text and "NRT_MemInfo_alloc" not in again.text


def test_a_where_whose_result_the_ufunc_would_type_otherwise_stays_numbas():
    """np.where of numbers is a 0-d array, a ufunc's result a number."""
    larger(1.0, 2.0)
    fused = numba.njit(parallel=True)(larger.py_func)
    with numba_recompile.sequential():
        compiled = fused._compiler.compile(larger.signatures[0], None)
    assert compiled.metadata["parfor_diagnostics"].initial_parfors
    assert NUMBAS_WHERE.replace("generic", "zero_size_array") in compiled.library.get_llvm_str()


def test_a_function_compiled_without_parallel_inside_keeps_numbas_where():
    """A jitted callee Numba compiles while a fused function does."""
    plain = numba.njit(relu.py_func)
    x = np.ones(5)
    with numba_recompile.sequential(), numba_where.as_ufunc():
        plain(x)
    assert NUMBAS_WHERE in plain.inspect_llvm(plain.signatures[0])


def test_a_parallel_function_compiled_outside_keeps_numbas_where():
    x = np.ones(5)
    recompiled(relu, x)
    user = numba.njit(parallel=True)(relu.py_func)
    user(x)
    assert NUMBAS_WHERE in user.inspect_llvm(user.signatures[0])
