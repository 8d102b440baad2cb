"""time_loop_split: which loops are split out of a function's source, and into what.

The split pieces run as Numba functions compose to the function (checked here on
plain NumPy values, no derivative); the loops it must not split (an early exit, a
value the loop alone defines read after it, a name that may be unassigned) give None.
"""

from __future__ import annotations

import inspect
import linecache

import numba
import numpy as np
import pytest

from nrtgrad.frontend import time_loop_split


def rk4(y0, h, steps):
    y = y0.copy()
    for _ in range(steps):
        k1 = -y + np.sin(y)
        k2 = -(y + 0.5 * h * k1) + np.sin(y + 0.5 * h * k1)
        y = y + h * k2
    return np.sum(y * y)


def counted(x, a, iterations):
    """A while loop with a counter; the docstring is not a statement of the prefix."""
    y = x.copy()
    k = 0
    while k < iterations:
        y = 0.5 * (y + a * np.cos(y))
        k += 1
    return np.sum(y * y)


def downwards(x, h, steps):
    y = x.copy()
    total = 0.0
    scale = 2.0 * h
    for k in range(steps, 0, -1):
        for i in range(y.shape[0]):  # an inner loop's break is its own
            if y[i] > 10.0:
                break
            y[i] = y[i] - scale * np.sin(y[i]) * k
        total += np.sum(y)
    return total + np.sum(y * y)


def early_exit(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y * 0.5
        if y[0] < 1e-3:
            break
    return np.sum(y)


def returns_inside(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y * 0.5
        if y[0] < 1e-3:
            return 0.0
    return np.sum(y)


def reads_a_step_value_after(x, steps):
    y = x.copy()
    for _ in range(steps):
        k = np.sin(y)
        y = y + k
    return np.sum(k)


def reads_the_loop_variable_after(x, steps):
    y = x.copy()
    for t in range(steps):
        y = y * t
    return np.sum(y) + t


def maybe_assigned(x, steps):
    y = x.copy()
    if steps > 3:
        w = x * 2.0
    for _ in range(steps):
        y = y + w
    return np.sum(y)


def draws(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y + np.random.standard_normal(y.shape)
    return np.sum(y)


def only_reads(x, steps):
    s = np.sum(x)
    for _ in range(steps):
        print(s)
    return s


def no_return_after(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y + 1.0


def with_else(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y + 1.0
    else:
        y = y * 2.0
    return np.sum(y)


def test_a_for_loop_splits_into_prefix_steps_and_suffix():
    loop = time_loop_split.split(rk4)
    assert (loop.kind, loop.carried, loop.invariant, loop.from_prefix, loop.after) == (
        "for", ("y",), ("h",), ("y",), ("y",))
    assert loop.bounds == ("0", "steps", "1") and loop.bounds_from_arguments
    assert loop.loop == "for _ in range(steps)"
    assert loop.line == rk4.__code__.co_firstlineno + 2


def test_a_while_loop_splits_with_its_counter_carried():
    loop = time_loop_split.split(counted)
    assert (loop.kind, loop.carried, loop.invariant) == ("while", ("k", "y"), ("a", "iterations"))
    assert loop.segment(5, 3) == [3] and not loop.bounds_from_arguments


def test_values_written_into_are_carried_and_an_inner_loops_break_is_kept():
    loop = time_loop_split.split(downwards)
    assert loop.carried == ("total", "y") and loop.invariant == ("scale",)
    assert loop.segment(2, 3, lo=10, step=-1) == [8, 5, -1]


@pytest.mark.parametrize("function", [early_exit, returns_inside, reads_a_step_value_after,
                                      reads_the_loop_variable_after, maybe_assigned,
                                      draws, only_reads, no_return_after, with_else])
def test_loops_that_cannot_be_split_exactly_are_not(function):
    assert time_loop_split.split(function) is None


@pytest.mark.parametrize(("function", "args"), [
    (rk4, (np.linspace(0.1, 1.0, 7), 0.1, 9)),
    (counted, (np.linspace(0.1, 1.0, 7), 0.3, 9)),
    (downwards, (np.linspace(0.1, 1.0, 7), 0.1, 9)),
])
def test_the_pieces_compose_to_the_function_over_any_segments(function, args):
    loop = time_loop_split.split(function)
    options = ()
    prefix, steps, suffix = (time_loop_split.compiled(function, source, options) for source in
                             (loop.prefix_source, loop.steps_source, loop.suffix_source))
    values = list(prefix(*args))
    lo, hi, step = values[len(loop.from_prefix):] or (0, 9, 1)
    env = dict(zip(loop.args, args)) | dict(zip(loop.from_prefix, values))
    state = [env[c] for c in loop.carried]
    position = 0
    for count in (2, 0, 3, 4):
        state = list(steps(*state, *(env[v] for v in loop.invariant),
                           *loop.segment(position, count, lo, step)))
        if loop.kind == "while":
            assert state.pop() == count
        position += count
    env.update(zip(loop.carried, state))
    assert suffix(*(env[v] for v in loop.after)) == numba.njit(function)(*args)


def test_a_source_file_changed_since_the_function_was_defined_is_not_split(tmp_path):
    path = tmp_path / "model.py"
    path.write_text("import numpy as np\n\n" + inspect.getsource(rk4))
    namespaces = [{}, {}]
    for namespace in namespaces:
        exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert time_loop_split.split(namespaces[0]["rk4"]) is not None
    path.write_text(path.read_text().replace("0.5 * h", "0.25 * h"))
    linecache.checkcache(str(path))
    assert time_loop_split.split(namespaces[1]["rk4"]) is None
    assert time_loop_split.split(namespaces[0]["rk4"]) is not None  # read once, when it was


def test_dot_sources_weigh_arrays_by_sums_and_scalars_by_products():
    loop = time_loop_split.split(downwards)
    source = loop.steps_dot_source(("scalar", "array"))
    assert source.splitlines()[-1].strip() == (
        "return total * __nrtgrad_cotangent_0 + "
        "__nrtgrad_numpy.sum(y * __nrtgrad_cotangent_1)")
    assert loop.prefix_dot_source((None, None)).splitlines()[-1].strip() == "return 0.0"
