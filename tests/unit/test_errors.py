"""The exceptions nrtgrad raises and the exit code each carries: 2 for bad input or usage,
1 for a failed differentiation or toolchain; all are NrtgradError, re-exported by the
package."""

from __future__ import annotations

import pytest

import nrtgrad
from nrtgrad import errors


@pytest.mark.parametrize("error, code, parents", [
    (errors.NrtgradError, 1, ()),
    (errors.InputError, 2, (errors.NrtgradError,)),
    (errors.DifferentiationError, 1, (errors.NrtgradError,)),
    (errors.UnsupportedError, 1, (errors.DifferentiationError,)),
    (errors.ToolchainError, 1, (errors.NrtgradError,)),
])
def test_each_error_carries_its_exit_code(error, code, parents):
    assert error("why").exit_code == code
    assert all(issubclass(error, parent) for parent in parents)
    assert str(error("one line")) == "one line"


def test_a_refused_pattern_is_unsupported_at_a_line():
    refused = errors.RefusedPattern("in `f`: a use after free", 17)
    assert isinstance(refused, errors.UnsupportedError)
    assert (refused.index, refused.exit_code, str(refused)) == (17, 1, "in `f`: a use after free")


def test_the_public_errors_are_the_packages():
    for name in ("NrtgradError", "InputError", "DifferentiationError", "UnsupportedError",
                 "ToolchainError"):
        assert getattr(nrtgrad, name) is getattr(errors, name)
        assert name in nrtgrad.__all__
    assert "--save-temps" in errors.REPORT
