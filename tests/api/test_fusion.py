"""Array expressions differentiated fused: one loop, no temporaries, the same gradient.

`nrtgrad.grad` differentiates a function compiled again through Numba's parfor
pass lowered sequentially, its loops not unrolled (numba_recompile).  These check
that a derivative of a fused chain allocates nothing but the gradients it
returns; that the fused loops are not unrolled; that every function here,
explicit loops with branches too (compiled again plainly), is differentiated
compiled again, unless a global it read was bound again or changed since; that
gradients, products and values are right at sizes that run the vector loops'
remainders, 1-D and 2-D, from Numba 0.61 and 0.68; that a slice assignment
reading its own target (not fused) is right; and that a broadcast the fused
loops refuse is differentiated through the function's own module.
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

import nrtgrad
import numba68
from e2e_support import marked
from nrt_balance import assert_balanced
from nrtgrad.frontend import numba_recompile
from nrtgrad.python import api
from nrtgrad.gradcheck.finite_differences import central_differences

SIZES = (1, 3, 7, 9, 13)
LARGE = 1001
SHAPES = ((1, 1), (3, 7), (9, 13), (13, 1), (51, 53))


@numba.njit
def expression_chain(x, y):
    return np.sum(np.exp(-0.5 * x * x) * np.sin(y) + 0.1 * x * y * y)


@numba.njit
def logsumexp(x, y):
    z = x * y
    m = np.max(z)
    return m + np.log(np.sum(np.exp(z - m)))


@numba.njit
def normalised(x, y):
    z = (x - np.mean(x)) / np.sqrt(np.mean((x - np.mean(x)) ** 2) + 1.0)
    return np.sum(z * z * y)


@numba.njit
def standardised(x, y):
    z = (x - np.mean(x)) / np.sqrt(np.var(x) + 1.0)
    return np.sum(z * z * z * y) * (1.0 + np.std(y))


@numba.njit
def differences(x, y):
    d = x[1:] - x[:-1]
    return np.sum(d * d * y[1:]) + np.sum(y * y)


@numba.njit
def shifted_terms(x, y):  # the view x[:-1] taken between two parfors (numba_views)
    a = x[1:] - y[:-1] * x[:-1]
    b = 1.0 - x[:-1]
    return np.sum(10.0 * a * a + b * b * y[1:])


@numba.njit
def shifted_grid(x, y):
    a = x[1:, 1:] - x[:-1, :-1] * y[1:, :-1]
    b = y[:-1, 1:] * x[1:, :-1]
    return np.sum(a * a + b)


@numba.njit
def softplus_where(x, y):
    softplus = np.where(x > 0.0, x + np.log1p(np.exp(-x)), np.log1p(np.exp(x)))
    return np.sum(softplus * np.where(y > 1.0, y, 1.0))


@numba.njit
def huber(r):
    if r > 0.25:
        return r - 0.125
    if r < -0.25:
        return -r - 0.125
    return 2.0 * r * r


# explicit loops, nothing to fuse: compiled again plainly, not unrolled
@numba.njit
def huber_loop(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += huber(x[i] - y[i])
    return s


@numba.njit
def huber_grid(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            s += huber(x[i, j] - y[i, j])
    return s


WEIGHTS = np.linspace(0.5, 1.5, LARGE)


@numba.njit
def weighted_loop(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += WEIGHTS[i] * x[i] * y[i]
    return s


@numba.njit
def weighted_sum(x, y):
    return np.sum(WEIGHTS[:x.shape[0]] * x * y)


SCALE = 0.5


@numba.njit
def scaled_loop(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s += SCALE * x[i] * y[i]
    return s


@numba.njit
def pairwise(x, y):
    d = x[:, None] - x[None, :]  # Numba's parfors assert equal sizes: not broadcast
    return np.sum(np.exp(-d * d) * y)


@numba.njit
def reversed_in_place(x, y):
    b = x * y
    b[:] = b[::-1] + 1.0  # NumPy reads b whole before writing it
    return np.sum(b * np.arange(b.size))


VECTOR_FUNCTIONS = {f.py_func.__name__: f
                    for f in (expression_chain, logsumexp, normalised, standardised, differences,
                              shifted_terms, softplus_where, huber_loop)}


def arguments(shape) -> tuple:
    rng = np.random.default_rng(sum(np.atleast_1d(shape)))
    return rng.uniform(-1.0, 1.0, shape), rng.uniform(0.5, 1.5, shape)


@pytest.mark.parametrize("n", [*SIZES, LARGE])
def test_a_slice_assignment_reading_its_target_matches_finite_differences(n):
    check_gradients(reversed_in_place, arguments(n))


@pytest.mark.parametrize("n", [*SIZES, LARGE])
@pytest.mark.parametrize("name", sorted(VECTOR_FUNCTIONS))
def test_vector_gradients_match_finite_differences(name, n):
    f = VECTOR_FUNCTIONS[name]
    check_gradients(f, arguments(n))
    assert all(function.recompiled for function in api._MEMORY[f].values())


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("name", marked(["expression_chain", "normalised", "standardised",
                                          "logsumexp", "softplus_where", "huber_grid",
                                          "shifted_grid"],
                                         full={"logsumexp"}))
def test_matrix_gradients_match_finite_differences(name, shape):
    f = {**VECTOR_FUNCTIONS, "huber_grid": huber_grid, "shifted_grid": shifted_grid}[name]
    check_gradients(f, arguments(shape))
    assert all(function.recompiled for function in api._MEMORY[f].values())


def check_gradients(f, args: tuple) -> None:
    """Value and gradients right, and NRT's allocations equal its frees."""
    derivative = nrtgrad.value_and_grad(f, argnums=(0, 1))
    value, gradients = derivative(*args)
    assert_balanced(lambda: derivative(*args))
    assert value == pytest.approx(f(*args), rel=1e-13)
    for index, gradient in enumerate(gradients):
        if args[0].size <= 13 * 13:
            np.testing.assert_allclose(gradient, central_differences(f, args, index),
                                       rtol=1e-5, atol=1e-7)
            continue
        tangent = np.random.default_rng(5).standard_normal(args[index].shape)
        step = 1e-6
        up, down = list(args), list(args)
        up[index], down[index] = args[index] + step * tangent, args[index] - step * tangent
        assert float(np.sum(gradient * tangent)) == pytest.approx(
            (f(*up) - f(*down)) / (2 * step), rel=1e-5, abs=1e-7)


@pytest.mark.parametrize("n", [1, 7, LARGE])
@pytest.mark.parametrize("name", marked(["expression_chain", "differences", "logsumexp",
                                          "normalised", "standardised", "softplus_where"],
                                         full={"logsumexp", "normalised"}))
def test_jvp_and_hvp_match_differences(name, n):
    f = VECTOR_FUNCTIONS[name]
    x, y = arguments(n)
    tangent = np.random.default_rng(9).standard_normal(n)
    step = 1e-6
    value, derivative = nrtgrad.jvp(f, argnums=0)((x, y), tangent)
    assert value == pytest.approx(f(x, y), rel=1e-13)
    assert derivative == pytest.approx(
        (f(x + step * tangent, y) - f(x - step * tangent, y)) / (2 * step), rel=1e-5, abs=1e-7)
    gradient = nrtgrad.grad(f, argnums=0)
    np.testing.assert_allclose(
        nrtgrad.hvp(f, argnums=0)((x, y), tangent),
        (gradient(x + step * tangent, y) - gradient(x - step * tangent, y)) / (2 * step),
        rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("f", [expression_chain, softplus_where, shifted_terms],
                         ids=lambda f: f.__name__)
def test_a_fused_chain_allocates_only_the_gradients_it_returns(f):
    from numba.core.runtime import _nrt_python, rtsys

    from nrtgrad.python import jit_pool

    args = arguments(100_001)  # gradients this large come from the pool
    copies = tuple(a.copy() for a in args)
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    gradient(*args)
    assert_balanced(lambda: gradient(*args))
    _nrt_python.memsys_enable_stats()
    before, pooled = rtsys.get_allocation_stats().alloc, sum(jit_pool.stats()[:2])
    results = gradient(*args)
    assert rtsys.get_allocation_stats().alloc - before <= len(results)
    assert sum(jit_pool.stats()[:2]) - pooled <= len(results)
    for argument, copy in zip(args, copies):
        np.testing.assert_array_equal(argument, copy)


@pytest.mark.parametrize("n", [*SIZES, 101])
def test_a_broadcast_the_fused_loops_refuse_is_differentiated_unfused(n):
    """Fused, `pairwise` fails for n > 1 where the function does not; its own module's
    derivative serves then, for that call and every later one, hot calls included."""
    x, y = arguments(n)
    f = pairwise
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    for _ in range(3):
        check_gradients(f, (x, y))
    for _ in range(api.HOT_CALLS + 2):
        np.testing.assert_array_equal(gradient(x, y)[0], gradient(x, y)[0])
    np.testing.assert_allclose(gradient(x, y)[0], central_differences(f, (x, y), 0),
                               rtol=1e-5, atol=1e-7)
    tangent = np.random.default_rng(1).standard_normal(n)
    step = 1e-6
    grad_x = nrtgrad.grad(f, argnums=0)
    np.testing.assert_allclose(
        nrtgrad.hvp(f, argnums=0)((x, y), tangent),
        (grad_x(x + step * tangent, y) - grad_x(x - step * tangent, y)) / (2 * step),
        rtol=1e-5, atol=1e-6)
    assert_balanced(lambda: gradient(x, y))


def test_a_size_one_operand_broadcast_against_a_vector():
    x, y = arguments(7)
    check_gradients(expression_chain, (x, y[:1].copy()))
    check_gradients(expression_chain, (x[:1].copy(), y))


@pytest.mark.parametrize("in_place", [False, True], ids=["bound_again", "changed_in_place"])
@pytest.mark.parametrize("name", ["weighted_loop", "weighted_sum"])
def test_a_global_bound_again_or_changed_after_compiling_keeps_the_own_module(name, in_place):
    """Numba froze the array `WEIGHTS` held when it compiled the function; compiled
    again, the function would read the array now, and its derivative would be another
    function's.  (A function of its own per case: Numba compiles each once.)"""
    global WEIGHTS
    frozen, saved = WEIGHTS, WEIGHTS.copy()

    def change() -> None:
        global WEIGHTS
        if in_place:
            WEIGHTS *= 10.0
        else:
            WEIGHTS = frozen * 10.0
    try:
        check_own_module_after(numba.njit(globals()[name].py_func), change)
    finally:
        frozen[:] = saved
        WEIGHTS = frozen


def test_a_global_number_bound_again_after_compiling_keeps_the_own_module():
    """A number is frozen as a constant of the code, no array data to compare."""
    global SCALE

    def change() -> None:
        global SCALE
        SCALE = 3.0
    try:
        check_own_module_after(numba.njit(scaled_loop.py_func), change)
    finally:
        SCALE = 0.5


def check_own_module_after(f, change) -> None:
    """After `change()` to a global `f` read, f's gradients at every size are those of f
    as Numba compiled it, from f's own module."""
    cases = [arguments(n) for n in (*SIZES, LARGE)]
    values = [f(*args) for args in cases]
    change()
    for args, value in zip(cases, values):
        assert f(*args) == value
        check_gradients(f, args)
    assert not any(function.recompiled for function in api._MEMORY[f].values())


def test_the_fused_loops_are_not_unrolled():
    """LLVM's runtime unrolling names the remainder's trip count `xtraiter`; Numba 0.61
    builds its pipelines with LLVM's legacy pass manager, 0.68 with the new one."""
    args = arguments(LARGE)
    signature = tuple(map(numba.typeof, args))
    expression_chain.compile(signature)
    own = expression_chain.inspect_llvm(signature)
    assert "xtraiter" in own
    assert "xtraiter" not in numba_recompile.recompiled(expression_chain, signature, own).text


@numba68.outer_only
def test_numba_068_environment():
    numba68.run_again(__file__, f"not {LARGE} and (vector_gradients or size_one or unrolled "
                                "or bound_again)")


@pytest.mark.full
@numba68.outer_only
def test_numba_068_environment_in_full():
    numba68.run_again(__file__, "not vector_gradients and not size_one and not unrolled and "
                                "not bound_again and not environment")
