"""Hessian-vector products (`--mode hvp`, `<name>_hvp`) of fixtures of each Numba version.

Each case runs tests/e2e/gradient_check.py with `hvp` runs in a process of
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
from conftest import INPUTS, NRTGRAD, differentiate
from test_gradients import (VERSIONS, assert_in_python_terms, case_id, fixture, marked,
                            run_check)

# a temporary array (sum_sq_np), two array arguments and temporaries (exp_mul_sum),
# scalars only (rosenbrock2), 2-D with a temporary per row (softmax_rows)
KERNELS = ["sum_sq_np", "exp_mul_sum", "rosenbrock2", "softmax_rows"]
CASES = [(version, name, None) for version in VERSIONS for name in KERNELS]
RUNS = ["1:0:hvp", "3:1:hvp", "7:2:hvp", "9:3:hvp", "13:4:hvp", "2001:5:hvp"]
# (Numba version, kernel) -> the refusal's message
REFUSED = {
    ("0.68.1", "list_append_sum"): "which grows a list (`list.append`, or NumPy code Numba "
                                   "implements with one, such as `np.sum(X, axis=0)`), are not "
                                   "supported yet",
    ("0.68.1", "slice_assign"): "Hessian-vector products of functions with slice assignment",
    ("0.68.1", "matvec"): "which multiplies matrices (`np.dot` / `@`, BLAS), are not supported",
    ("0.68.1", "sum_sq_f32"): "which returns float32, are not supported yet: return a float64",
    ("0.68.1", "residuals"): "which returns a 1-D array, are not supported yet",
    ("0.61.2", "masked_where_sum"): "Enzyme 0.0.289's forward mode takes integer arithmetic",
    ("0.68.1", "where_select"): "Enzyme cannot tell whether a value is a float or an integer",
}
# the refusals nrtgrad words itself (the others quote Enzyme)
OWN = [("0.68.1", name) for name in ("list_append_sum", "slice_assign", "matvec", "sum_sq_f32",
                                     "residuals")] + [("0.61.2", "masked_where_sum")]


@pytest.mark.parametrize("case", marked(CASES), ids=case_id)
def test_hvp_matches_finite_differences_of_the_gradient_and_frees_everything(case):
    run_check(fixture(*case), case[1], *RUNS)


@pytest.mark.parametrize("case", [  # Enzyme takes 20 s to abort on where_select
    pytest.param(c, marks=pytest.mark.full) if c[1] == "where_select" else c
    for c in sorted(REFUSED)], ids="-".join)
def test_refused_construct_is_named(case):
    result = differentiate(fixture(*case, None), "--mode", "hvp")
    assert result.returncode == 1, result.stderr
    assert REFUSED[case] in result.stderr
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
