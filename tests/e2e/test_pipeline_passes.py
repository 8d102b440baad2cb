"""The pass list is what runs: `--save-temps` writes one file per pass that runs, in
`PASSES` order, and docs/architecture.md's stage table is the list's."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from e2e_support import INPUTS, ROOT, differentiate

from nrtgrad.pipeline import PASSES

HESSIAN_ONLY = {"reverse-input", "reverse"}
ENZYME_CALLING_ONLY = {"release-markers"}
BEFORE_LOOP_PASSES_ONLY = {"unrotated-loops"}  # an optimised fixture runs without it


@pytest.mark.parametrize("mode, skipped", [
    ("reverse", HESSIAN_ONLY | ENZYME_CALLING_ONLY | BEFORE_LOOP_PASSES_ONLY),
    ("forward", HESSIAN_ONLY | ENZYME_CALLING_ONLY | BEFORE_LOOP_PASSES_ONLY
                | {"math-rules", "packed-rules"}),
    ("hvp", ENZYME_CALLING_ONLY | BEFORE_LOOP_PASSES_ONLY | {"math-rules", "packed-rules"}),
])
def test_save_temps_writes_each_pass_that_runs_in_order(mode, skipped, tmp_path):
    temps = tmp_path / "temps"
    result = differentiate(INPUTS / "numba-0.61.2" / "sum_sq_np.ll", "--mode", mode,
                           "--save-temps", str(temps), "-o", str(tmp_path / "out.ll"))
    assert result.returncode == 0, result.stderr
    written = sorted(p.name for p in temps.glob("*.ll"))
    assert [f"{n:02d}" for n in range(1, len(written) + 1)] == [w[:2] for w in written]
    assert [re.sub(r"^\d+-(.*)\.ll$", r"\1", w) for w in written] == [
        step.name for step in PASSES if step.name not in skipped]
    assert (tmp_path / "out.ll").read_text() == (temps / written[-1]).read_text()


def test_the_documented_stage_table_is_the_pass_list():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "stage_table.py"),
                             "--check"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
