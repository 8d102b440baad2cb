"""Hessian-vector products (`--mode hvp`, `<name>_hvp`) of fixtures of each Numba version.

Each case runs tests/support/gradient_check.py with `hvp` runs in a process of
its own: `<name>_hvp` along a random direction against central finite
differences of `<name>_grad` along it, its gradient against `<name>_grad`'s,
`out` against the primal, NRT allocations equal to frees and argument
refcounts unchanged, at n = 3 and 13 (2-D kernels: n rows).  Constructs
whose products nrtgrad refuses exit 1 with a one-line message naming them,
and the output is byte-identical from run to run.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest
from e2e_support import (FULL_ONLY, INPUTS, NRTGRAD, assert_in_python_terms, case_id, differentiate, marked,
                         run_check)
from fixture_pins import (HVP_FULL_ONLY, HVP_MESSAGES, HVP_REFUSED, HVP_SUPPORTED, STORE_TYPE,
                          fixture)

# the supported cases and the refusals with their messages are pinned in
# tests/support/fixture_pins.py, which docs/supported.md's table of Hessian-vector
# products is written from
RUNS = ["1:0:hvp", "3:1:hvp", "7:2:hvp", "9:3:hvp", "13:4:hvp", "2001:5:hvp"]
# the refusals nrtgrad words itself (the others quote Enzyme: the type of a store)
OWN = [case for case in HVP_MESSAGES if HVP_REFUSED[case] != STORE_TYPE]


@pytest.mark.parametrize("case", marked(HVP_SUPPORTED, FULL_ONLY | HVP_FULL_ONLY), ids=case_id)
def test_hvp_matches_finite_differences_of_the_gradient_and_frees_everything(case):
    run_check(fixture(*case), case[1], *RUNS)


@pytest.mark.parametrize("case", [  # Enzyme takes 20 s to abort on where_select
    pytest.param(c, marks=pytest.mark.full) if c[1] == "where_select" else c
    for c in sorted(HVP_MESSAGES)], ids="-".join)
def test_refused_construct_is_named(case):
    result = differentiate(fixture(*case, None), "--mode", "hvp")
    assert result.returncode == 1, result.stderr
    assert HVP_MESSAGES[case] in result.stderr
    assert "Hessian-vector products" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr
    if case in OWN:
        assert_in_python_terms(result.stderr)


def test_runs_give_identical_bytes(tmp_path):
    path = INPUTS / "numba-0.68.1" / "exp_mul_sum.ll"

    def digest(run: int) -> str:
        cwd = tmp_path / str(run)
        cwd.mkdir()
        env = dict(os.environ, **{f"NRTGRAD_DETERMINISM_PADDING_{i}": "x" * 1000
                                  for i in range(run)})
        result = subprocess.run([NRTGRAD, "differentiate", str(path), "--mode", "hvp"],
                                capture_output=True, cwd=cwd, env=env, timeout=600)
        assert result.returncode == 0, result.stderr.decode()[-2000:]
        return hashlib.sha256(result.stdout).hexdigest()

    with ThreadPoolExecutor(3) as pool:
        assert len(set(pool.map(digest, range(3)))) == 1
