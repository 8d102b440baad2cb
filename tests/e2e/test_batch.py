"""`nrtgrad differentiate A.ll B.ll ... -o DIR -j N`: several modules in one call.

Real fixtures through the real plugin: each good input gets DIR/<stem>_grad.ll
(a module that verifies and defines the gradient), a refused or unreadable
input gets one line and no file, the others are still written, and the exit
code is the worst outcome. Usage mistakes are caught before any work.
"""

from __future__ import annotations

import subprocess

import pytest
from e2e_support import INPUTS, NRTGRAD

from nrtgrad.toolchain import llvm

FIXTURES = INPUTS / "numba-0.61.2"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([NRTGRAD, "differentiate", *map(str, args)], capture_output=True,
                          text=True, timeout=600)


def test_good_inputs_are_written_and_a_refused_one_is_named(tmp_path):
    out = tmp_path / "grads"
    inputs = [FIXTURES / "sum_sq_np.ll", FIXTURES / "list_pop_arrays.ll", FIXTURES / "logsumexp.ll"]
    result = run(*inputs, "-o", out, "-j", "2")
    assert result.returncode == 1, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 3 and all("/3]" in line for line in lines), lines
    assert sum("error:" in line and "list_pop_arrays.ll" in line for line in lines) == 1
    assert sorted(p.name for p in out.iterdir()) == ["logsumexp_grad.ll", "sum_sq_np_grad.ll"]
    for stem in ("sum_sq_np", "logsumexp"):
        module = llvm.parse_and_verify((out / f"{stem}_grad.ll").read_text())
        assert any(f.name == f"{stem}_grad" and not f.is_declaration for f in module.functions)


def test_an_unreadable_input_is_bad_input_and_the_rest_is_written(tmp_path):
    result = run(FIXTURES / "sum_sq.ll", tmp_path / "missing.ll", "-o", tmp_path / "out")
    assert result.returncode == 2, result.stderr
    assert "cannot read" in result.stderr
    assert result.stderr.count("missing.ll") == 1  # the input is named once
    assert (tmp_path / "out" / "sum_sq_grad.ll").is_file()


@pytest.mark.parametrize("extra, cause", [
    ([], "several inputs need -o DIR"),
    (["-o", "-"], "several inputs need -o DIR"),
    (["-o", "{out}", "--header", "{out}/x.h"], "--header names one module"),
    (["-o", "{out}", "--function", "sum_sq"], "--function names one module"),
])
def test_options_that_name_one_module_are_refused(tmp_path, extra, cause):
    out = tmp_path / "out"
    args = [a.format(out=out) for a in extra]
    result = run(FIXTURES / "sum_sq.ll", FIXTURES / "logsumexp.ll", *args)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and cause in result.stderr, result.stderr
    assert not out.exists()


def test_two_inputs_with_one_output_name_are_refused_before_any_work(tmp_path):
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "sum_sq.ll").write_bytes((FIXTURES / "sum_sq.ll").read_bytes())
    result = run(FIXTURES / "sum_sq.ll", other / "sum_sq.ll", "-o", tmp_path / "out")
    assert result.returncode == 2
    assert "would both be written to" in result.stderr
    assert not (tmp_path / "out").exists()


def test_stdin_cannot_be_one_of_several_inputs(tmp_path):
    result = run("-", FIXTURES / "sum_sq.ll", "-o", tmp_path / "out")
    assert result.returncode == 2 and "stdin" in result.stderr


def test_forward_mode_outputs_are_named_jvp(tmp_path):
    result = run(FIXTURES / "sum_sq.ll", FIXTURES / "logsumexp.ll", "--mode", "forward",
                 "-o", tmp_path, "-j", "2")
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["logsumexp_jvp.ll", "sum_sq_jvp.ll"]
