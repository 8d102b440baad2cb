"""`nrtgrad.selfcheck`'s check on the final module: markers and Enzyme calls nothing
lowered."""

import pytest

from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

DECLARED = "declare void @__enzyme_autodiff(...)\n"
CALLED = "  call void (...) @__enzyme_autodiff(ptr @f, ptr %x, ptr %dx)\n"


def test_an_enzyme_entry_point_declared_only_passes():
    selfcheck.check(DECLARED, python_free=True)


def test_an_enzyme_call_left_is_refused():
    with pytest.raises(DifferentiationError, match="still calls .*__enzyme_autodiff"):
        selfcheck.check(DECLARED + CALLED, python_free=True)


def test_a_release_marker_left_is_refused():
    with pytest.raises(DifferentiationError, match="still calls"):
        selfcheck.check("  call void @nrtgrad.release(ptr %m)\n", python_free=True)
