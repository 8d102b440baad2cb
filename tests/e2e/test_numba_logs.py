"""NUMBA_DUMP_OPTIMIZED logs as input: the module of --function, from each Numba version.

tests/inputs/numba-logs holds what tests/inputs/numba-logs/program.py prints
with NUMBA_DUMP_OPTIMIZED=1 and NUMBA_DUMP_LLVM=1 under Numba 0.60.0, 0.61.2
and 0.68.1 (scripts/dump_numba_logs.py).  The derivative of a function of the
log is the derivative of its module, which `nrtgrad check` checks against
finite differences, with the memory and forward-mode checks.
"""

from __future__ import annotations

import subprocess

import pytest
from conftest import INPUTS, NRTGRAD, differentiate

from nrtgrad import numba_logs

LOGS = INPUTS / "numba-logs"
VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]
FUNCTIONS = ["energy", "spread"]  # spread: parallel=True


@pytest.mark.parametrize("version", VERSIONS)
def test_functions_of_a_log_differentiate_like_their_modules(version, tmp_path):
    log = LOGS / f"numba-{version}.optimized.log"
    for name in FUNCTIONS:
        module = tmp_path / f"{name}.ll"
        module.write_text(numba_logs.select(log.read_text(), name, log.name))
        from_log = differentiate(log, "--function", name)
        assert from_log.returncode == 0, from_log.stderr
        assert from_log.stdout == differentiate(module).stdout
    checked = subprocess.run([NRTGRAD, "check", str(tmp_path), "-j", "1"],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
    assert f"{len(FUNCTIONS)} passed" in checked.stdout


@pytest.mark.parametrize("version", VERSIONS)
def test_ambiguous_log_lists_the_functions(version):
    result = differentiate(LOGS / f"numba-{version}.optimized.log")
    assert result.returncode == 2
    assert "choose one with --function" in result.stderr
    for name in ("square", "energy", "euler", "spread", "rsum"):
        assert f"__main__.{name}" in result.stderr
    assert "check_axis_bounds" not in result.stderr and "nrt" not in result.stderr.split(":")[-1]
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("version", VERSIONS)
def test_recursive_function_is_refused_with_exit_1(version):
    result = differentiate(LOGS / f"numba-{version}.optimized.log", "--function", "rsum")
    assert result.returncode == 1
    assert result.stderr.strip() == ("nrtgrad: error: `__main__.rsum` is recursive: recursion "
                                      "is not supported yet; write it as a loop")


def test_unknown_function_and_unoptimised_log_are_bad_input():
    log = LOGS / "numba-0.68.1.optimized.log"
    result = differentiate(log, "--function", "nothing")
    assert result.returncode == 2
    assert "no Numba function named 'nothing'" in result.stderr
    result = differentiate(LOGS / "numba-0.68.1.llvm.log", "--function", "energy")
    assert result.returncode == 2
    assert "NUMBA_DUMP_OPTIMIZED=1" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_sections_name_their_functions():
    found = numba_logs.sections((LOGS / "numba-0.61.2.optimized.log").read_text())
    assert [s.owner for s in found][:3] == ["nrt", "square", "energy"]
    energy = next(s for s in found if s.owner == "energy")
    assert "__main__.energy" in energy.functions and "energy" in energy.text
    assert not numba_logs.is_log("define i32 @f() {\n  ret i32 0\n}\n")
