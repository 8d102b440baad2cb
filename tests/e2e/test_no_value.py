"""`--no-value`: the gradient entry without the function's value.

`<name>_grad` then leaves `*out` unwritten, and -O2 drops what only the
value needed (a loop summing terms the reverse pass recomputes). The
gradients are checked by tests/support/gradient_check.py as every other one
(finite differences, the JVP against the gradient, NRT allocations and
argument refcounts) at the sizes where the remainder loops run, for the
baseline CPU and (`make test`: four of them) for this machine's; `make
test-full` checks every kernel on both, and every fixture with a scalar
result, of every Numba version, so. The entry's IR shows the
value gone.
"""

from __future__ import annotations

import re

import pytest
import fixture_pins
from e2e_support import INPUTS, case_id, check_fixture, differentiate, run_check

from nrtgrad import ir

# ordered sums (sum_sq, huber_loss: branches), math whose forward results the
# reverse pass reads (scaled_tanh, logsumexp), 2-D (piecewise_2d, mlp2), a
# loop-carried array (ode_euler), BLAS (matmul)
KERNELS = ["sum_sq", "huber_loss", "scaled_tanh", "logsumexp", "piecewise_2d", "mlp2",
           "ode_euler", "matmul"]
RUNS = ["1:0", "3:1", "7:6", "9:2", "13:3", "2001:4:nofd", "13:5:jvp"]


def fixture(kernel: str):
    return fixture_pins.fixture("0.61.2", kernel, None)


# this machine's CPU in `make test`: an ordered sum, math, 2-D and a matrix product of
# another's (vectorised for the host's widths); the rest in `make test-full`
NATIVE_QUICK = ("sum_sq", "logsumexp", "piecewise_2d", "mlp2")


@pytest.mark.parametrize("cpu, kernel", [
    *((None, kernel) for kernel in KERNELS),
    *(pytest.param("native", kernel, marks=() if kernel in NATIVE_QUICK else pytest.mark.full)
      for kernel in KERNELS)])
def test_gradients_without_the_value_match(kernel, cpu):
    options = ["--option=--no-value"] + ([f"--option=--target-cpu={cpu}"] if cpu else [])
    run_check(fixture(kernel), kernel, *RUNS, *options)


def scalar_result(version: str, name: str) -> bool:
    kernel = next(k for k in fixture_pins.manifest(version)["kernels"] if k["name"] == name)
    return kernel["signature"].split("(")[0] in ("float64", "float32")


EVERY_SCALAR_FIXTURE = [c for c in fixture_pins.SUPPORTED
                        if c[2] is None and scalar_result(*c[:2])]


@pytest.mark.full
@pytest.mark.parametrize("case", EVERY_SCALAR_FIXTURE, ids=case_id)
def test_every_fixture_without_the_value(case):
    check_fixture(case, *RUNS, "--option=--no-value")


def loops(module: str, function: str) -> int:
    """Blocks of `function` that branch back to themselves or to an earlier block."""
    lines = module.splitlines()
    found = ir.function_named(lines, function)
    order = {block.name: index for index, block in enumerate(ir.blocks(lines, found))}
    return sum(any(order[target] <= order[block.name] for target in block.successors)
               for block in ir.blocks(lines, found))


def test_the_sum_only_the_value_needed_is_gone():
    with_value = differentiate(fixture("huber_loss"))
    without = differentiate(fixture("huber_loss"), "--no-value")
    assert with_value.returncode == 0 and without.returncode == 0, without.stderr
    entry = re.search(r"^define i32 @huber_loss_grad\(.*$", without.stdout, re.M).group(0)
    assert "readnone %out" in entry  # never written
    assert re.search(r"store double [^\n]*, ptr %out", with_value.stdout)
    assert loops(without.stdout, "huber_loss_grad") < loops(with_value.stdout, "huber_loss_grad")


def test_the_header_says_out_is_not_written(tmp_path):
    header = tmp_path / "f.h"
    result = differentiate(fixture("sum_sq"), "--no-value", "--header", str(header),
                           "-o", str(tmp_path / "f.ll"))
    assert result.returncode == 0, result.stderr
    assert "out is not written (built --no-value) and may be NULL" in header.read_text()


@pytest.mark.parametrize("options, message", [
    (("--mode", "forward"), "--no-value applies to the gradient of a scalar result "
                            "(<name>_grad), not to <name>_jvp"),
    (("--mode", "hvp"), "not to <name>_hvp"),
])
def test_no_value_is_for_the_gradient_only(options, message):
    result = differentiate(fixture("sum_sq"), "--no-value", *options)
    assert result.returncode == 2 and message in result.stderr
    assert result.stdout == ""


def test_a_module_calling_enzyme_itself_has_no_value_to_leave_out():
    path = INPUTS.parent / "lit" / "generic" / "meminfo-alloc-released-by-nrt-decref-opaque.ll"
    result = differentiate(path, "--no-value")
    assert result.returncode == 2 and "--no-value needs a Numba function" in result.stderr
