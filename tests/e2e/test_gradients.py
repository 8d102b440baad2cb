"""Every differentiable fixture: gradient vs central finite differences, and memory.

Each case runs tests/support/gradient_check.py in a process of its own, forked by
check_server.py once Numba is set up (a crash fails one case, not the suite):
the derivative's gradient against central finite differences of the Numba
primal, `out` against the primal, NRT
allocations == frees, argument refcounts unchanged, at n = 1, 3, 7, 8, 9 and
13 (2-D kernels: n rows); forward mode (`<name>_jvp` along a random
direction against the directional finite difference and the gradient
dotted with it) with the same memory checks; and at n=2001 the memory
checks, the value and the directional check (fixtures of Numba's default
optimisation level; the variants run n = 1, 9 and 13).
The fixtures Enzyme is slowest on are checked on their other Numba versions
only, unless `make test-full` runs the `full` cases (fixture_pins.FULL_ONLY);
of the others, `make test` checks each kernel on one Numba version
(fixture_pins.other_versions: 0.60.0's where all three versions have it,
else 0.68.1's), and the optimisation-level variants of sum_sq and
list_append_sum only (VARIANTS_FULL); `make test-full` every one.
Kernels nrtgrad cannot differentiate yet must fail with exit 1 and a
message naming the construct (the pins: tests/support/fixture_pins.py).
"""

from __future__ import annotations

import re

import pytest
from e2e_support import assert_in_python_terms, case_id, check_fixture, differentiate, marked
from fixture_pins import (ALL, ENZYME_ABORTS, FULL_ONLY, SUPPORTED, UNSUPPORTED, fixture,
                          other_versions)

# the statuses (supported, refused, Enzyme aborts) are pinned in
# tests/support/fixture_pins.py, which docs/supported.md's table is written from

# `make test-full` only: each kernel's cases on its other Numba versions
OTHER_VERSIONS = other_versions(SUPPORTED, FULL_ONLY)
# and the optimisation-level variants (opt0, optmax, debug dumps) of all but a scalar
# loop (sum_sq) and a list (list_append_sum): each variant is a module Enzyme runs on
# again, and those two give make test every level
VARIANTS_FULL = {case for case in SUPPORTED if case[2] is not None
                 and case[1] not in ("sum_sq", "list_append_sum")}
# Numba's loops are vectorised and unrolled (by 4, 8 or 16): sizes that are not
# multiples of 8 run the remainder loops, n=1 the loops' single-iteration paths.
SMALL_RUNS = ["1:0", "3:1", "7:2", "9:0", "13:1", "8:0", "3:2:jvp", "13:0:jvp"]
# large and odd: the gradient dotted with a random direction against the
# directional finite difference (the JVP check), and the memory checks
LARGE_RUNS = ["2001:2:nofd", "2001:3:jvp"]
VARIANT_RUNS = ["1:0", "9:1", "13:2:jvp"]


@pytest.mark.parametrize("case", marked(SUPPORTED, FULL_ONLY | OTHER_VERSIONS | VARIANTS_FULL),
                         ids=case_id)
def test_gradient_matches_finite_differences_and_frees_everything(case):
    check_fixture(case, *(SMALL_RUNS + LARGE_RUNS if case[2] is None else VARIANT_RUNS))


@pytest.mark.parametrize("case", marked([c for c in ALL if c in UNSUPPORTED]), ids=case_id)
def test_unsupported_construct_is_named(case):
    result = differentiate(fixture(*case))
    assert result.returncode == 1
    assert UNSUPPORTED[case] in result.stderr
    assert "not supported yet" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert_in_python_terms(result.stderr)
    assert re.search(r"not supported yet[:;] \w", result.stderr), "no way forward"


@pytest.mark.parametrize("case", sorted(ENZYME_ABORTS), ids=case_id)
def test_enzyme_abort_is_one_line_exit_1(case):
    result = differentiate(fixture(*case))
    assert result.returncode == 1
    assert "aborted on this function" in result.stderr and "opt crashed (SIGABRT)" in result.stderr
    assert ENZYME_ABORTS[case] in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert_in_python_terms(result.stderr)
