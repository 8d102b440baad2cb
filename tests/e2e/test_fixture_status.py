"""Every fixture under tests/inputs has exactly one pinned status.

A fixture file is either supported (its gradient is checked by
`test_gradient_matches_finite_differences_and_frees_everything`) or refused
with a named message (`test_unsupported_construct_is_named`, or
`test_enzyme_abort_is_one_line_exit_1` for the plugin's assertions), as
tests/e2e/test_gradients.py parametrizes them from the pins in
tests/support/fixture_pins.py.  A file in none of them, or in two, is
untested or contradictory; so is a refusal table entry that names no
fixture.  The Hessian-vector product pins name fixtures, contradict neither
each other nor the gradient's, and are all in the table.  docs/supported.md's
tables of constructs, of Hessian-vector products and of Numba versions are
the pins' (written by scripts/support_table.py).
"""

from __future__ import annotations

import subprocess
import sys

import pytest
import test_gradients as gradients
from e2e_support import ROOT
from fixture_pins import (ALL, ENZYME_ABORTS, HVP_MESSAGES, HVP_REFUSED, HVP_ROWS,
                          HVP_SUPPORTED, INPUTS, SUPPORTED, UNSUPPORTED, fixture)

STATUS_TESTS = {
    "supported": gradients.test_gradient_matches_finite_differences_and_frees_everything,
    "refused": gradients.test_unsupported_construct_is_named,
    "Enzyme aborts": gradients.test_enzyme_abort_is_one_line_exit_1,
}


def parametrized_cases(test) -> set[tuple]:
    """(version, kernel, variant) of every case `test` runs."""
    (mark,) = [m for m in test.pytestmark if m.name == "parametrize"]
    return {tuple(c.values[0]) if hasattr(c, "values") else c for c in mark.args[1]}


def statuses() -> dict:
    """fixture path -> the statuses whose test runs it."""
    found = {}
    for status, test in STATUS_TESTS.items():
        for case in parametrized_cases(test):
            found.setdefault(fixture(*case), []).append(status)
    return found


FIXTURES = sorted(p.relative_to(INPUTS) for p in INPUTS.rglob("*.ll"))
PINNED = statuses()


@pytest.mark.parametrize("path", FIXTURES, ids=str)
def test_fixture_has_exactly_one_status(path):
    case = [c for c in ALL if fixture(*c) == INPUTS / path]
    assert case, f"{path} is not in the manifest's kernels and variants (fixture_pins.cases)"
    pinned = PINNED.get(INPUTS / path, [])
    assert len(pinned) == 1, (f"{path} ({gradients.case_id(case[0])}) is "
                              + (" and ".join(pinned) if pinned else "in no status list"))


def test_every_refusal_names_a_fixture():
    for table in (UNSUPPORTED, ENZYME_ABORTS):
        for case in table:
            assert fixture(*case).is_file(), case
            assert table[case], f"{gradients.case_id(case)}: no expected message"


def test_every_hvp_pin_names_a_differentiable_fixture_and_a_table_row():
    shown = {kernel for row in HVP_ROWS for kernel in row.kernels}
    for version, name in [*HVP_REFUSED, *((v, n) for v, n, _ in HVP_SUPPORTED)]:
        assert (version, name, None) in SUPPORTED, (version, name)
    assert not {(v, n) for v, n, _ in HVP_SUPPORTED} & HVP_REFUSED.keys()
    assert not {name for _, name in HVP_REFUSED} - shown
    for case, message in HVP_MESSAGES.items():
        assert case in HVP_REFUSED and message, case


def test_the_documented_support_table_is_the_pins():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "support_table.py"),
                             "--check"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
