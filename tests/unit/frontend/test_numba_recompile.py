"""numba_recompile: a function compiled again for differentiation, fused or plainly."""

from __future__ import annotations

import numba
import numpy as np
import pytest
from numba.parfors import parfor

from nrtgrad import pipeline, toolchain
from nrtgrad.frontend import numba_capture, numba_recompile


@numba.njit
def chain(x, y):
    return np.sum(np.exp(-0.5 * x * x) * np.sin(y) + 0.1 * x * y * y)


@numba.njit
def logsumexp(x):
    m = np.max(x)
    return m + np.log(np.sum(np.exp(x - m)))


@numba.njit
def loop_only(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i]
    return s


@numba.njit
def reversed_in_place(x):
    b = x * 2.0
    b[:] = b[::-1] + 1.0
    return np.sum(b)


@numba.njit
def accumulated(x):
    b = x * 2.0
    b += x[::-1]
    return np.sum(b)


@numba.njit(parallel=True)
def user_prange(x):
    s = 0.0
    for i in numba.prange(x.shape[0]):
        s += x[i]
    return s


def compiled(f, *args) -> tuple:
    f(*args)
    return f.signatures[0]


def test_a_chain_and_its_sum_are_one_loop_with_no_temporary():
    signature = compiled(chain, np.ones(5), np.ones(5))
    own = chain.inspect_llvm(signature)
    fused = numba_recompile.recompiled(chain, signature, own)
    assert fused.fused
    assert "NRT_MemInfo_alloc" in own and "NRT_MemInfo_alloc" not in fused.text
    assert f"@{fused.symbol}(" in fused.text or f'@"{fused.symbol}"(' in fused.text
    assert "numba_parallel_for" not in fused.text and "gufunc" not in fused.text


def test_a_max_then_a_sum_of_exp_differentiates_from_the_fused_module():
    """The sum's loop reads the max's last value, with no remainder loop between the
    two: Enzyme's min-cut cache choice aborts there, and Enzyme runs again without it."""
    signature = compiled(logsumexp, np.ones(5))
    fused = numba_recompile.recompiled(logsumexp, signature, logsumexp.inspect_llvm(signature))
    result = pipeline.differentiate(toolchain.find(), fused.text.encode(), "logsumexp",
                                    pipeline.Options(function=fused.symbol, value=False))
    assert "define i32 @logsumexp_grad(" in result.module


@pytest.mark.parametrize("f", [loop_only, reversed_in_place, accumulated],
                         ids=lambda f: f.py_func.__name__)
def test_what_is_not_fused_is_compiled_again_plainly(f):
    """No array allocated; a slice assignment or in-place operator between arrays."""
    signature = compiled(f, np.ones(5))
    overloads = dict(f.overloads)
    again = numba_recompile.recompiled(f, signature, f.inspect_llvm(signature))
    assert not again.fused and not again.dispatcher.targetoptions.get("parallel")
    assert again.symbol in again.text
    assert dict(f.overloads) == overloads and parfor.sequential_parfor_lowering is False


def test_a_users_prange_is_not_compiled_again():
    signature = compiled(user_prange, np.ones(5))
    assert numba_recompile.recompiled(user_prange, signature,
                                      user_prange.inspect_llvm(signature)) is None
    assert parfor.sequential_parfor_lowering is False


@pytest.mark.parametrize("pattern, fused", [
    ("array expression ((exp(x)) mul x)", True),
    (("sin function", "NumPy mapping"), True),
    (("prange", "internal", (("sum", "numpy"), None)), True),
    (("prange", "pndindex", ""), True),  # np.sum of a matrix, in a function without one
    (("setitem", ""), False),
    (("inplace_binop", ""), False),
    (("prange", "user", ""), False),
])
def test_which_parfors_write_apart_from_what_they_read(pattern, fused):
    assert numba_recompile._reads_apart(pattern, users_pndindex=False) is fused
    assert numba_recompile._reads_apart(("prange", "pndindex", ""), users_pndindex=True) is False


@numba.njit
def matrix_chain(x):
    return np.sum(np.exp(x) * x)


@numba.njit
def users_pndindex(x):
    y = np.exp(x)
    for i in numba.pndindex(x.shape):
        y[i] = y[i] * x[i]
    return np.sum(y)


@numba.njit(inline="always")
def scaled_in_place(y, x):
    for i in numba.pndindex(x.shape):
        y[i] = y[i] * x[i]


@numba.njit
def inlined_pndindex(x):
    y = np.exp(x)
    scaled_in_place(y, x)
    return np.sum(y)


def test_a_matrix_chain_and_its_sum_are_one_loop_nest_unless_the_function_names_pndindex():
    x = np.ones((3, 4))
    fused = numba_recompile.recompiled(matrix_chain, compiled(matrix_chain, x),
                                       matrix_chain.inspect_llvm(compiled(matrix_chain, x)))
    assert fused.fused and "NRT_MemInfo_alloc" not in fused.text
    for f in (users_pndindex, inlined_pndindex):
        signature = compiled(f, x)
        assert not numba_recompile.recompiled(f, signature, f.inspect_llvm(signature)).fused


def test_the_fused_dispatcher_compiles_again_for_its_unoptimised_module():
    signature = compiled(chain, np.ones(5), np.ones(5))
    fused = numba_recompile.recompiled(chain, signature, chain.inspect_llvm(signature))
    captured = numba_capture.unoptimized_log(fused.dispatcher, signature,
                                             numba_recompile.sequential)
    assert "gufunc" not in captured.log and captured.symbol in captured.log
    assert parfor.sequential_parfor_lowering is False


@numba.njit
def decay(y0, steps):
    y = y0.copy()
    for _ in range(steps):
        y = y - 0.1 * y * y * y
    return np.sum(y * y)


def test_the_module_linked_before_optimising_has_the_functions_own_code_as_lowered():
    """`linked`: the function's code with the refcount operations Numba's lowering wrote
    (its optimised module has Numba's pruning), and a definition of every Numba
    function it calls (the libraries it links, as Numba optimised them)."""
    import re

    signature = compiled(decay, np.ones(5), 3)
    again = numba_recompile.recompiled(decay, signature, decay.inspect_llvm(signature))
    assert again.linked is not None and again.fused

    def body(text: str) -> str:
        start = re.search(rf"^define [^@]*@\"?{re.escape(again.symbol)}\b", text, re.M).start()
        return text[start:text.index("\n}\n", start)]

    assert (body(again.linked).count("@NRT_decref(")
            > body(again.text).count("@NRT_decref("))
    called = set(re.findall(r"call [^@]*@\"?(_ZN[\w.$]+)", again.linked))
    defined = set(re.findall(r"^define [^@]*@\"?(_ZN[\w.$]+)", again.linked, re.M))
    assert called and called <= defined
    assert decay.signatures == [signature]  # nothing added to the user's dispatcher


OWN = ('@.const.array.data = internal unnamed_addr constant [16 x i8] c"frozen", align 8\n'
       "  %x = load double, ptr @.const.array.data\n")


@pytest.mark.parametrize("again, same", [
    (OWN, True),
    (OWN.replace("frozen", "edited"), False),  # the array was changed in place
    # data no instruction reads (its loads folded away) does not count
    ('@.const.array.data.1 = internal unnamed_addr constant [16 x i8] c"edited", align 8\n'
     + OWN, True),
])
def test_a_module_compiled_again_reads_the_arrays_the_own_module_froze(again, same):
    assert numba_recompile.arrays_as_frozen(again, OWN) is same


@numba.njit
def spaced(x):
    return np.sum(np.linspace(0.0, 1.0, x.size) * x)


@numba.njit
def extremes(x):
    return np.max(x * 2.0) - np.min(x * 3.0) + np.amax(x + 1.0) * np.amin(x - 1.0)


@pytest.mark.parametrize("function, x", [
    *[(spaced, np.arange(1.0, n + 1.0)) for n in (0, 1, 2, 7)],
    # the parfor pass's max and min pass over a NaN where Numba's return it
    *[(extremes, np.where(np.arange(7) == at, np.nan, np.arange(7.0))) for at in (0, 3, 6)],
    (extremes, np.arange(5.0)),
])
def test_the_function_compiled_again_computes_what_numba_computes(function, x):
    """The parfor pass's np.linspace gives NaN for one point (`i / (num - 1)`) and
    rounds otherwise, its np.max and np.min ignore NaN; the function compiled again
    keeps Numba's own."""
    signature = compiled(function, x)
    fused = numba_recompile.recompiled(function, signature, function.inspect_llvm(signature))
    assert fused.fused
    with numba_recompile.sequential():  # as the module compiled again was
        np.testing.assert_array_equal(fused.dispatcher(x), function(x))
