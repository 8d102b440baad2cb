"""Every fixture under tests/inputs has exactly one pinned status.

A fixture file is either supported (its gradient is checked by
`test_gradient_matches_finite_differences_and_frees_everything`) or refused
with a named message (`test_unsupported_construct_is_named`, or
`test_enzyme_abort_is_one_line_exit_1` for the plugin's assertions), as
tests/e2e/test_gradients.py parametrizes them.  A file in none of them, or in
two, is untested or contradictory; so is a refusal table entry that names no
fixture.
"""

from __future__ import annotations

import pytest
import test_gradients as gradients
from conftest import INPUTS

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
            found.setdefault(gradients.fixture(*case), []).append(status)
    return found


FIXTURES = sorted(p.relative_to(INPUTS) for p in INPUTS.rglob("*.ll"))
PINNED = statuses()


@pytest.mark.parametrize("path", FIXTURES, ids=str)
def test_fixture_has_exactly_one_status(path):
    case = [c for c in gradients.ALL if gradients.fixture(*c) == INPUTS / path]
    assert case, f"{path} is not in the manifest's kernels and variants (test_gradients.cases)"
    pinned = PINNED.get(INPUTS / path, [])
    assert len(pinned) == 1, (f"{path} ({gradients.case_id(case[0])}) is "
                              + (" and ".join(pinned) if pinned else "in no status list"))


def test_every_refusal_names_a_fixture():
    for table in (gradients.UNSUPPORTED, gradients.ENZYME_ABORTS):
        for case in table:
            assert gradients.fixture(*case).is_file(), case
            assert table[case], f"{gradients.case_id(case)}: no expected message"
