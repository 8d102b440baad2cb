"""Every differentiable fixture: gradient vs central finite differences, and memory.

Each case runs tests/e2e/gradient_check.py in a process of its own, forked by
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
only, unless `make test-full` runs the `full` cases (FULL_ONLY).
Kernels nrtgrad cannot differentiate yet must fail with exit 1 and a
message naming the construct.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import INPUTS, differentiate, manifest

SERVER = Path(__file__).resolve().parent / "check_server.py"
VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]  # LLVM 14 (typed), 15 (typed), 22 (opaque)
# fixtures nrtgrad refuses (exit 1, one line naming the cause), by
# (Numba version, kernel, variant or None for the default dump)
UNSUPPORTED = {
    # `lst.pop()` takes an array out of a list of arrays: its last release is not the list's
    **{(version, "list_pop_arrays", None): "an array is removed from a list"
       for version in VERSIONS},
}
# the plugin (Enzyme 0.0.289) aborting on a fixture's IR (enzyme_shapes gives
# it vectorised alias checks, bool masks, newer math intrinsics and merged loop
# entries in shapes it handles); an entry pins the assertion
ENZYME_ABORTS: dict = {}


def cases(version: str):
    for kernel in manifest(version)["kernels"]:
        yield version, kernel["name"], None
        for variant in kernel.get("variants", {}):
            yield version, kernel["name"], variant


def fixture(version: str, name: str, variant: str | None) -> Path:
    return INPUTS / f"numba-{version}" / (f"{name}.{variant}.ll" if variant else f"{name}.ll")


ALL = [c for v in VERSIONS for c in cases(v)]
SUPPORTED = [c for c in ALL
             if c not in UNSUPPORTED and c not in ENZYME_ABORTS]
# fixtures whose case takes over 8 s (0.60.0: LLVM 14 unrolls vector stores, which
# Enzyme's cache analysis compares with every load): `make test` checks these
# kernels on the versions not listed here, `make test-full` on every version
# Kernels dumped by all three versions keep two in `make test` (0.68.1 and a
# typed-pointer one): the slower typed-pointer case, where it took over 5 s,
# is `full` too.
FULL_ONLY = {
    *(("0.61.2", name, None) for name in (
        "argsort_gather", "heat_copy", "heat_copy_2d", "sum_axis0", "tuple_stats",
        "cross_entropy", "mlp2", "ode_euler")),
    *(("0.60.0", name, None) for name in (
        "argsort_gather", "tuple_stats", "outer_sum", "heat_copy", "masked_where_sum",
        "rk4_steps", "list_display_arrays", "heat_copy_2d", "sum_axis0", "sort_weighted",
        "softmax_rows", "heat_buffer", "row_assign", "branch_carried", "euler_2d",
        "shift_assign", "euler_decay", "matmul", "matmul_f32", "matmul_chain", "dot_mv",
        "row_loop", "exp_mul_sum", "diff_slices", "math_mix", "euler_rates", "max_plus_sum",
        "where_select", "matmul_f", "slice_assign", "euler_cubic",
        "int_power_sum", "list_comp_arrays", "list_of_arrays", "logsumexp", "matmul3",
        "matvec", "matvec_f", "matvec_f32", "moments_f32", "residuals_f32", "sin_matrix",
        "sum_and_sumsq")),
    *(("0.68.1", name, None) for name in (
        "outer_sum", "row_assign", "slice_assign", "masked_where_sum", "shift_assign",
        "heat_buffer", "matmul_chain", "matmul_f32", "rk4_steps")),
}


def marked(case_list) -> list:
    """The cases, those of FULL_ONLY marked `full` (left out of `make test`)."""
    return [pytest.param(c, marks=pytest.mark.full) if c in FULL_ONLY else c
            for c in case_list]


@functools.cache
def check_server() -> subprocess.Popen:
    """This worker's check_server.py: Numba set up once, a forked child per check."""
    return subprocess.Popen([sys.executable, str(SERVER)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)


def run_check(path: Path, name: str, *options: str) -> str:
    """gradient_check.py's checks of `name` in `path`, in a process of their own."""
    server = check_server()
    server.stdin.write(json.dumps([str(path), name, *options]) + "\n")
    server.stdin.flush()
    answer = server.stdout.readline()
    if not answer:
        check_server.cache_clear()
        raise AssertionError(f"check_server.py exited with {server.wait()}")
    result = json.loads(answer)
    assert result["returncode"] == 0, result["output"][-3000:]
    return result["output"]


def case_id(case) -> str:
    version, name, variant = case
    return f"{version}-{name}" + (f".{variant}" if variant else "")


# Numba's loops are vectorised and unrolled (by 4, 8 or 16): sizes that are not
# multiples of 8 run the remainder loops, n=1 the loops' single-iteration paths.
SMALL_RUNS = ["1:0", "3:1", "7:2", "9:0", "13:1", "8:0", "3:2:jvp", "13:0:jvp"]
# large and odd: the gradient dotted with a random direction against the
# directional finite difference (the JVP check), and the memory checks
LARGE_RUNS = ["2001:2:nofd", "2001:3:jvp"]
VARIANT_RUNS = ["1:0", "9:1", "13:2:jvp"]


@pytest.mark.parametrize("case", marked(SUPPORTED), ids=case_id)
def test_gradient_matches_finite_differences_and_frees_everything(case):
    runs = SMALL_RUNS + LARGE_RUNS if case[2] is None else VARIANT_RUNS
    run_check(fixture(*case), case[1], *runs)


@pytest.mark.parametrize("case", [c for c in ALL if c in UNSUPPORTED], ids=case_id)
def test_unsupported_construct_is_named(case):
    result = differentiate(fixture(*case))
    assert result.returncode == 1
    assert UNSUPPORTED[case] in result.stderr
    assert "not supported yet" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert_in_python_terms(result.stderr)
    assert re.search(r"not supported yet[:;] \w", result.stderr), "no way forward"


def assert_in_python_terms(message: str) -> None:
    """No mangled symbol, IR value or line of an intermediate module in a message."""
    assert not re.search(r"_ZN|@\w|%[\w.\"$]|prepared module", message), message


@pytest.mark.parametrize("case", sorted(ENZYME_ABORTS), ids=case_id)
def test_enzyme_abort_is_one_line_exit_1(case):
    result = differentiate(fixture(*case))
    assert result.returncode == 1
    assert "Enzyme failed: opt crashed (SIGABRT)" in result.stderr
    assert ENZYME_ABORTS[case] in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert_in_python_terms(result.stderr)
