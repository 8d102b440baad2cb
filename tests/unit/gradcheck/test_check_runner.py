"""check_runner's decisions that need no derivative: the tolerance by precision, the
outcome of a file that is skipped or cannot be read, and a worker's crash as an ERROR
naming what it ran.  (Whole batches run in tests/check.)"""

from __future__ import annotations

import dataclasses
import signal

import pytest

from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.gradcheck import check_runner
from nrtgrad.gradcheck.check_runner import Settings


def entry(result: str, *dtypes: str) -> EntryPoint:
    arguments = tuple(Argument(f"p{i}", "scalar", dtype, 0, "", ()) for i, dtype in
                      enumerate(dtypes))
    return EntryPoint("f_sym", "kernels.f", "f", Result("scalar", result), result, arguments,
                      "()")


@pytest.mark.parametrize("result, dtypes, vector_dtype, key", [
    ("float64", ("float64", "int64"), "", "float64"),
    ("float64", ("float64", "float32"), "", "float32"),
    ("float32", ("float64",), "", "float32 result"),
    # a tuple or array result: its elements' dtype
    ("", ("float64",), "float32", "float32 result"),
    ("", ("float64",), "float64", "float64"),
])
def test_the_default_tolerance_follows_the_precision(result, dtypes, vector_dtype, key):
    assert check_runner.precision(entry(result, *dtypes), vector_dtype) == key
    assert check_runner.DEFAULT_RTOL[key] > 0


def test_a_sidecar_that_says_skip_is_reported_without_differentiating(tmp_path):
    path = tmp_path / "slow.ll"
    path.write_text("this is never read")
    (tmp_path / "slow.check.toml").write_text('skip = "takes an hour"\n')
    outcome = check_runner.check_file(path, "fixtures/slow.ll", Settings())
    assert (outcome.path, outcome.kernel, outcome.status, outcome.message) == \
        ("fixtures/slow.ll", "slow", "SKIP", "slow.check.toml: takes an hour")
    assert outcome.seconds >= 0


def test_a_file_that_cannot_be_read_is_an_error(tmp_path):
    outcome = check_runner.check_file(tmp_path / "gone.opt.ll", "gone.opt.ll", Settings())
    assert outcome.status == "ERROR"
    assert outcome.kernel == "gone"  # the file's stem until the entry is known
    assert outcome.message == "gone: cannot read gone.opt.ll: No such file or directory"


def test_a_bad_sidecar_is_an_error_of_its_file(tmp_path):
    path = tmp_path / "k.ll"
    path.write_text("")
    (tmp_path / "k.check.toml").write_text("nonsense = 1\n")
    outcome = check_runner.check_file(path, "k.ll", Settings())
    assert outcome.status == "ERROR"
    assert outcome.message.startswith("k: k.check.toml: unknown key 'nonsense'")


@dataclasses.dataclass
class Process:
    exitcode: int | None


@pytest.mark.parametrize("code, how", [
    (-signal.SIGSEGV, "killed by SIGSEGV"), (3, "exit 3"), (None, "exit None"),
])
def test_a_crashed_worker_names_the_kernel_and_what_ran(code, how):
    task = check_runner._Task(Process(code), 0, 0.0, "norm", "norm_grad at x[7]")
    outcome = check_runner._crashed(task, "a/norm.ll")
    assert (outcome.path, outcome.kernel, outcome.status) == ("a/norm.ll", "norm", "ERROR")
    assert outcome.message == (f"norm: the check crashed its worker process ({how}) in "
                               "norm_grad at x[7]: a crash in the derivative, the primal or "
                               "the runtime")


def test_one_job_per_cpu_at_least():
    assert check_runner.default_jobs() >= 1
