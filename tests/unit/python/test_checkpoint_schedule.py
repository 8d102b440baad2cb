"""The schedule of `nrtgrad.python.checkpoints`: which calls checkpoint, and where segments start.

A for loop of T steps and N stored states runs in segments of ceil(T / N) steps; a
while loop, whose T is not known before it ends, keeps at most N states by dropping
every other one and doubling the segments' length; "auto" checkpoints only past the
tape budget, with sqrt(T) states, and only when the arguments give T.  No derivative
is computed here (tests/api/test_checkpoints.py checks the gradients).
"""

from __future__ import annotations

import numba
import numpy as np
import pytest

from nrtgrad import InputError
from nrtgrad.frontend import time_loop_split
from nrtgrad.python import checkpoints


@numba.njit
def stepped(x, steps):
    y = x.copy()
    for _ in range(steps):
        y = y * 0.5 + 1.0
    return np.sum(y)


@numba.njit
def counted(x, steps):
    y = x.copy()
    k = 0
    while k < steps:
        y = y * 0.5 + 1.0
        k += 1
    return np.sum(y)


def route(f, checkpoint):
    loop = time_loop_split.split(f.py_func)
    return checkpoints._Checkpointed(f, loop, 0, checkpoint, False, taped=None)


def segments(f, steps: int, stored: int) -> list[tuple[int, int]]:
    x = np.arange(3.0)
    kept, state = route(f, stored)._forward([*([0] if f is counted else []), x.copy()],
                                           [steps] if f is counted else [], stored, 0, steps, 1)
    np.testing.assert_allclose(state[-1], _steps(x, steps))
    return [(position, count) for position, count, _ in kept]


def _steps(x, steps):
    for _ in range(steps):
        x = x * 0.5 + 1.0
    return x


@pytest.mark.parametrize(("steps", "stored", "expected"), [
    (10, 3, [(0, 4), (4, 4), (8, 2)]),
    (10, 1, [(0, 10)]),
    (10, 100, [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1),
               (9, 1)]),
    (0, 3, []),
])
def test_a_for_loop_runs_in_segments_of_a_fixed_length(steps, stored, expected):
    assert segments(stepped, steps, stored) == expected


@pytest.mark.parametrize("stored", [1, 2, 3, 5, 8])
@pytest.mark.parametrize("steps", [0, 1, 2, 7, 10, 37])
def test_a_while_loop_keeps_at_most_the_states_asked_for_at_multiples_of_the_length(
        steps, stored):
    kept = segments(counted, steps, stored)
    assert len(kept) <= stored
    assert [p for p, _ in kept] == sorted(p for p, _ in kept)
    assert sum(c for _, c in kept) == steps
    assert all(p + c == q for (p, c), (q, _) in zip(kept, kept[1:]))
    longest = max((c for _, c in kept), default=0)
    assert longest <= max(1, 2 * -(-steps // stored))


def test_auto_checkpoints_past_the_budget_with_the_square_root_of_the_steps(monkeypatch):
    x = np.zeros(100)  # 800 bytes: an estimated tape of 8000 bytes a step
    auto = route(stepped, "auto")
    monkeypatch.setenv("NRTGRAD_TAPE_BUDGET", str(8000 * 100))
    assert auto._stored_states((x, 100)) is None
    assert auto._stored_states((x, 101)) == 10
    assert route(counted, "auto")._stored_states((x, 10 ** 6)) is None  # T unknown
    assert route(counted, 7)._stored_states((x, 3)) == 7


@pytest.mark.parametrize("option", ["auto", "none", 1, np.int64(4)])
def test_the_checkpoint_options(option):
    assert checkpoints.checked_option(option) == option


@pytest.mark.parametrize("option", [0, -1, True, 1.5, "all", None])
def test_other_checkpoint_options_are_input_errors(option):
    with pytest.raises(InputError, match="checkpoint must be"):
        checkpoints.checked_option(option)
