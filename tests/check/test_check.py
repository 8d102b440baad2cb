"""`nrtgrad check`: batch gradient checks of IR files with a JUnit report.

A selection of the fixtures directory (one kernel per Numba signature, every
kernel with a sidecar and every one a test names; tests/e2e checks every
fixture's gradient) is checked once per session (two workers) at the default
sizes and its JUnit report parsed: kernels nrtgrad does not support are errors
carrying the one-line cause `nrtgrad differentiate` gives, `int_power_sum`
(an int64 scalar) is skipped for want of a sidecar, `gather_sq` runs with its
sidecar, every other file (functions returning tuples and arrays too, through
`<name>_vjp` and `<name>_jvp`) passes at every size its primal accepts.  A
derivative that cannot match its finite differences (a term routed through an
integer conversion, which has no derivative) must fail, naming the kernel,
the size and the size of the error, at small sizes (element by element) and
at large ones (along a random direction), and so must a wrong vector
derivative (an array and a float32 tuple); a check that crashes is one file's
error naming what ran.  Sidecar parsing, sizes and input generation are
tested in-process.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from nrtgrad.gradcheck import check, check_derivatives, check_inputs, check_shards
from nrtgrad.errors import InputError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "inputs" / "numba-0.61.2"
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")
SKIPPED = {"int_power_sum": "integer argument k: add int_power_sum.check.toml"}
# functions returning a tuple or an array: their <name>_vjp and <name>_jvp must pass
VECTOR_RESULTS = ("residuals", "residuals_f32", "sin_matrix", "tail_view", "transpose_view",
                  "sum_and_sumsq", "moments_f32")
# the kernels a test below reads the report of
NAMED = ("list_pop_arrays", "gather_sq", "sum_sq", "row_loop", "reshape_pairs")
# sidecars like another selected kernel's (sort_weighted's, any shape), and Enzyme takes
# minutes on them: test_gradients checks them (0.68.1, and 0.61.2 in `make test-full`)
LEFT_OUT = ("argsort_gather", "qr_f32")


def selection() -> list[Path]:
    """The fixtures checked: the first kernel of each Numba signature (each a different
    way of making inputs), every kernel with a sidecar, every one named above, and one
    variant (a fixture of another optimisation level); none left out above."""
    kernels = json.loads((FIXTURES / "manifest.json").read_text())["kernels"]
    chosen, signatures = set(), set()
    for kernel in kernels:
        name = kernel["name"]
        if name in LEFT_OUT:
            continue
        if (kernel["signature"] not in signatures or name in SKIPPED or name in NAMED
                or name in VECTOR_RESULTS or (FIXTURES / f"{name}.check.toml").is_file()):
            chosen.add(kernel["file"])
        signatures.add(kernel["signature"])
    variant = next(k for k in kernels if k.get("variants"))
    chosen.add(next(iter(variant["variants"].values()))["file"])
    return sorted(FIXTURES / file for file in chosen)


SELECTION = selection()
# every other file passes, or is an error when `differentiate` refuses it (which
# fixtures are refused is pinned by tests/e2e/test_fixture_status.py)
CHECKED = [p.name for p in SELECTION if p.name.split(".")[0] not in SKIPPED]


def nrtgrad_check(*arguments, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([NRTGRAD, "check", *map(str, arguments)], capture_output=True,
                          text=True, timeout=900, cwd=cwd)


def read_report(report: Path) -> tuple[ET.Element, dict[str, tuple[str, str]]]:
    """The report's <testsuite> and, per file name, (status, message)."""
    root = ET.parse(report).getroot()
    assert root.tag == "testsuites"
    suite = root.find("testsuite")
    cases = {}
    for case in suite.findall("testcase"):
        status, message = "PASS", ""
        for tag, name in (("failure", "FAIL"), ("error", "ERROR"), ("skipped", "SKIP")):
            element = case.find(tag)
            if element is not None:
                status, message = name, element.get("message")
        cases[Path(case.get("name")).name] = (status, message)
    return suite, cases


def report_text(report: Path, name: str, tag: str) -> list[str]:
    """The lines of the <tag> element (failure, system-out) of file `name`'s testcase."""
    for case in ET.parse(report).getroot().iter("testcase"):
        if Path(case.get("name")).name == name:
            return case.find(tag).text.splitlines()
    raise AssertionError(f"no testcase {name}")


@pytest.fixture(scope="module")
def fixtures_report(tmp_path_factory):
    """The selection's check, run once for the whole session: the first xdist
    worker to get here runs it, the others wait on the lock and read it."""
    base = tmp_path_factory.getbasetemp()
    # under xdist each worker's base is a directory of the session's
    directory = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "check-fixtures"
    directory.mkdir(exist_ok=True)
    report, outcome = directory / "report.xml", directory / "outcome.json"
    with open(directory / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not outcome.exists():
            selected = directory / "fixtures"
            selected.mkdir()
            for path in SELECTION:
                shutil.copy(path, selected)
                sidecar = path.with_name(path.name.split(".")[0] + ".check.toml")
                if sidecar.is_file():
                    shutil.copy(sidecar, selected)
            result = nrtgrad_check(selected, "-j", "2", "--junit", report)
            outcome.write_text(json.dumps([result.returncode, result.stdout, result.stderr]))
    returncode, stdout, stderr = json.loads(outcome.read_text())
    return subprocess.CompletedProcess([], returncode, stdout, stderr), report


@pytest.fixture(scope="module")
def fixtures_run(fixtures_report):
    result, report = fixtures_report
    suite, cases = read_report(report)
    return result, suite, cases


def test_report_has_one_testcase_per_file_and_consistent_totals(fixtures_run):
    result, suite, cases = fixtures_run
    files = sorted(p.name for p in SELECTION)
    assert sorted(cases) == files
    statuses = [status for status, _ in cases.values()]
    assert suite.get("tests") == str(len(files))
    assert suite.get("failures") == str(statuses.count("FAIL"))
    assert suite.get("errors") == str(statuses.count("ERROR"))
    assert suite.get("skipped") == str(statuses.count("SKIP"))
    # unsupported kernels are there, so the run fails
    assert result.returncode == 1, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
    assert re.search(rf"{len(files)} file\(s\): \d+ passed", result.stdout)
    for name in files:
        assert name in result.stdout  # the summary table


@pytest.mark.parametrize("name", CHECKED)
def test_fixture_passes_or_is_an_error_naming_its_refusal(fixtures_run, name):
    """A file passes, or is an ERROR whose message is `differentiate`'s own one-line
    cause (in reverse mode, else in forward mode)."""
    _, _, cases = fixtures_run
    status, message = cases[name]
    if status == "PASS":
        return
    assert status == "ERROR", (status, message)
    for mode in ("reverse", "forward"):
        refused = subprocess.run([NRTGRAD, "differentiate", str(FIXTURES / name), "--mode", mode,
                                  "-o", os.devnull], capture_output=True, text=True, timeout=600)
        if refused.returncode:
            break
    assert refused.returncode == 1, (status, message)
    cause = refused.stderr.strip().removeprefix("nrtgrad: error: ")
    assert message == f"{name.split('.')[0]}: {cause}"
    assert "\n" not in message


def test_unsupported_construct_is_an_error(fixtures_run):
    _, _, cases = fixtures_run
    status, message = cases["list_pop_arrays.ll"]
    assert status == "ERROR" and "an array is removed from a list" in message, message


def test_integer_argument_without_sidecar_is_skipped(fixtures_run):
    _, _, cases = fixtures_run
    for kernel, reason in SKIPPED.items():
        status, message = cases[f"{kernel}.ll"]
        assert status == "SKIP" and reason in message, (kernel, status, message)


def test_tuple_and_array_results_pass_at_every_size(fixtures_report):
    _, report = fixtures_report
    _, cases = read_report(report)
    for kernel in VECTOR_RESULTS:
        assert cases[f"{kernel}.ll"] == ("PASS", ""), (kernel, cases[f"{kernel}.ll"])
    summary = report_text(report, "residuals.ll", "system-out")
    assert summary[0].endswith(f", {len(check_inputs.SIZES)} size(s)"), summary[0]
    text = "\n".join(summary)
    for n in (1, 2, 3, 7, 9, 10, 13):
        assert f"x[{n}]: d<f, c>/dx vs finite differences: relative error" in text
    for n in (1002, 1003):
        assert f"x[{n}]: <vjp(c), v> vs the finite difference of <f, c> along v" in text
    for n in (1, 13, 1003):
        assert f"x[{n}]: residuals_jvp vs the finite difference along v" in text
        assert f"x[{n}]: <vjp(c), v> vs <c, jvp(v)>" in text
        for call in ("residuals_vjp", "residuals_jvp"):  # the result and its shadow
            assert re.search(rf"^x\[{n}\]: {call}: ([1-9]) MemInfo\(s\) allocated, \1 freed",
                             text, re.M), (n, call)
    pairs = "\n".join(report_text(report, "moments_f32.ll", "system-out"))
    assert "x[7]: result[2]" in pairs


def test_index_array_runs_with_its_sidecar(fixtures_run):
    _, _, cases = fixtures_run
    assert (FIXTURES / "gather_sq.check.toml").is_file()
    assert cases["gather_sq.ll"][0] == "PASS", cases["gather_sq.ll"]


def test_every_default_size_is_compared(fixtures_report):
    """1-D kernels at every length; 2-D ones at every shape; reshape_pairs (pairs of
    elements) only at the even lengths, its primal raising at the odd ones."""
    result, report = fixtures_report
    summary = report_text(report, "sum_sq.ll", "system-out")
    assert summary[0].endswith(f", {len(check_inputs.SIZES)} size(s)"), summary[0]
    for n in (1, 2, 3, 7, 9, 10, 13):
        assert f"x[{n}]: d/dx vs finite differences: relative error" in " ".join(summary)
    for n in (1002, 1003):
        assert f"x[{n}]: gradient . v vs the finite difference along v: relative error" \
            in " ".join(summary)
    matrix = " ".join(report_text(report, "row_loop.ll", "system-out"))
    for shape in ("A[1x1], x[1]", "A[3x7], x[7]", "A[13x13], x[13]", "A[11x1003], x[1003]"):
        assert f"{shape}: row_loop_grad:" in matrix
    pairs = report_text(report, "reshape_pairs.ll", "system-out")
    assert pairs[0].endswith(", 3 size(s)"), pairs[0]
    assert "x[9]: not compared: the primal raised (status 1)" in pairs
    assert "x[1002]: gradient . v vs the finite difference along v" in " ".join(pairs)


def quantized_rosenbrock(directory: Path) -> Path:
    """rosenbrock2 with `a` rounded through an integer in one term: the value is the
    same to 1e-12, but Enzyme (rightly) gives the integer conversion no derivative,
    so d/da loses -2 (1 - a) while finite differences still see it."""
    text = (FIXTURES / "rosenbrock2.ll").read_text()
    term = "  %.6 = fsub double 1.000000e+00, %arg.a\n"
    assert text.count(term) == 1
    rounded = ("  %q.scaled = fmul double %arg.a, 0x4270000000000000\n"   # * 2^40
               "  %q.int = fptosi double %q.scaled to i64\n"
               "  %q.back = sitofp i64 %q.int to double\n"
               "  %q.a = fmul double %q.back, 0x3D70000000000000\n"       # * 2^-40
               "  %.6 = fsub double 1.000000e+00, %q.a\n")
    path = directory / "rosenbrock2_rounded.ll"
    path.write_text(text.replace(term, rounded))
    return path


def test_wrong_derivative_fails_naming_the_kernel_and_the_error(tmp_path):
    quantized_rosenbrock(tmp_path)
    shutil.copy(FIXTURES / "gather_sq.ll", tmp_path)  # without its sidecar
    report = tmp_path / "out" / "report.xml"
    report.parent.mkdir()
    result = nrtgrad_check(tmp_path, "-j", "2", "--junit", report)
    assert result.returncode == 1, result.stdout + result.stderr
    _, cases = read_report(report)
    status, message = cases["rosenbrock2_rounded.ll"]
    assert status == "FAIL"
    match = re.fullmatch(r"rosenbrock2: d/da differs from finite differences: max relative "
                         r"error (\S+) \(tolerance 1e-05\)", message)
    assert match, message
    assert float(match.group(1)) > 1e-3  # 0.6 of a gradient of about 59
    assert cases["gather_sq.ll"] == ("SKIP", "integer argument idx: add gather_sq.check.toml")
    assert "FAIL" in result.stdout and "rosenbrock2" in result.stdout
    # without a terminal, one plain progress line per file
    assert len([line for line in result.stderr.splitlines()
                if line.startswith("nrtgrad: check [")]) == 2


def odd_length_term(x):
    """sum(x * x), plus x[0] rounded through an integer when the length is odd: the value
    moves by at most 2^-40, but the integer conversion has no derivative, so d/dx[0]
    misses 1 at odd lengths only."""
    s = np.sum(x * x)
    if x.shape[0] % 2 == 1:
        s += int(x[0] * 1099511627776.0) / 1099511627776.0
    return s


def test_a_derivative_wrong_at_some_sizes_fails_naming_each(tmp_path):
    import numba

    f = numba.njit("float64(float64[::1])")(odd_length_term)
    (tmp_path / "odd_length_term.ll").write_text(f.inspect_llvm(f.signatures[0]))
    report = tmp_path / "report.xml"
    result = nrtgrad_check(tmp_path, "-j", "1", "--junit", report)
    assert result.returncode == 1, result.stdout + result.stderr
    _, cases = read_report(report)
    status, message = cases["odd_length_term.ll"]
    assert status == "FAIL"
    assert re.fullmatch(r"odd_length_term: x\[1\]: d/dx differs from finite differences: max "
                        r"relative error \S+ \(tolerance 1e-05\) \(and 5 more\)", message), message
    problems = report_text(report, "odd_length_term.ll", "failure")
    assert [line.split(":")[0] for line in problems] == [
        "x[1]", "x[3]", "x[7]", "x[9]", "x[13]", "x[1003]"]
    assert problems[-1].startswith("x[1003]: the gradient dotted with a random v differs from "
                                   "the finite difference along v: max relative error")
    assert "x[1]: d/dx differs" in result.stdout


def float32_rounded_term(x):
    """A float32 result: sum(x * x) plus x[0] rounded through an integer, whose
    derivative (1 in d/dx[0]) Enzyme rightly drops and finite differences see."""
    s = np.sum(x * x)
    s += np.float32(int(x[0] * np.float32(1024.0))) / np.float32(1024.0)
    return s


def test_a_float32_result_is_checked_at_float32_tolerance_and_still_fails(tmp_path):
    import numba

    f = numba.njit("float32(float32[::1])")(float32_rounded_term)
    (tmp_path / "float32_rounded_term.ll").write_text(f.inspect_llvm(f.signatures[0]))
    report = tmp_path / "report.xml"
    result = nrtgrad_check(tmp_path, "-j", "1", "--junit", report)
    assert result.returncode == 1, result.stdout + result.stderr
    _, cases = read_report(report)
    status, message = cases["float32_rounded_term.ll"]
    assert status == "FAIL"
    assert re.match(r"float32_rounded_term: x\[1\]: d/dx differs from finite differences: "
                    r"max relative error \S+ \(tolerance 2e-02\)", message), message


def rounded_first_square(x):
    """x * x, with x[0] rounded through an integer added to the first element: the value
    moves by at most 2^-40, but the integer conversion has no derivative, so the
    Jacobian misses 1 at (0, 0)."""
    r = x * x
    r[0] += int(x[0] * 1099511627776.0) / 1099511627776.0
    return r


def rounded_pair(x):
    """A tuple whose second element routes x[0] through an integer conversion."""
    rounded = np.float32(int(x[0] * np.float32(1024.0))) / np.float32(1024.0)
    return np.sum(x * x), np.sum(x) + rounded


def test_a_wrong_vector_derivative_fails_at_every_size(tmp_path):
    import numba

    f = numba.njit("float64[::1](float64[::1])")(rounded_first_square)
    (tmp_path / "rounded_first_square.ll").write_text(f.inspect_llvm(f.signatures[0]))
    g = numba.njit("UniTuple(float32, 2)(float32[::1])")(rounded_pair)
    (tmp_path / "rounded_pair.ll").write_text(g.inspect_llvm(g.signatures[0]))
    report = tmp_path / "report.xml"
    result = nrtgrad_check(tmp_path, "-j", "2", "--junit", report)
    assert result.returncode == 1, result.stdout + result.stderr
    _, cases = read_report(report)
    status, message = cases["rounded_first_square.ll"]
    assert status == "FAIL", message
    assert re.fullmatch(r"rounded_first_square: x\[1\]: rounded_first_square_vjp: d<f, c>/dx "
                        r"differs from finite differences: max relative error \S+ \(tolerance "
                        r"1e-05\) \(and \d+ more\)", message), message
    problems = report_text(report, "rounded_first_square.ll", "failure")
    for size in ("x[1]", "x[13]", "x[1003]"):
        found = [p for p in problems if p.startswith(size + ": ")]
        assert any("_vjp" in p.split(":")[1] for p in found), (size, problems)
        assert any("rounded_first_square_jvp differs from the finite difference" in p
                   for p in found), (size, problems)
    assert any(p.startswith("x[1003]: rounded_first_square_vjp dotted with a random v differs")
               for p in problems), problems
    status, message = cases["rounded_pair.ll"]
    assert status == "FAIL", message
    assert re.match(r"rounded_pair: x\[1\]: rounded_pair_vjp: d<f, c>/dx differs from finite "
                    r"differences: max relative error \S+ \(tolerance 2e-02\)", message), message


def test_the_default_tolerance_follows_the_precision():
    from nrtgrad.gradcheck.check_runner import DEFAULT_RTOL, precision

    def returning(dtype, *arguments):
        return EntryPoint("_Zf", "m.f", "f", Result("scalar", dtype), dtype, arguments, "")

    assert precision(returning("float64", array("x"), scalar("k", "int64"))) == "float64"
    assert precision(returning("float64", array("x", "float32"))) == "float32"
    assert precision(returning("float32", array("x", "float32"))) == "float32 result"
    assert precision(returning("", array("x")), "float32") == "float32 result"
    assert precision(returning("", array("x", "float32")), "float64") == "float32"
    assert DEFAULT_RTOL["float64"] < DEFAULT_RTOL["float32"] < DEFAULT_RTOL["float32 result"]


def test_a_crash_is_one_error_and_the_other_files_still_run(tmp_path):
    shutil.copy(FIXTURES / "gather_sq.ll", tmp_path / "a_wild_index.ll")
    (tmp_path / "a_wild_index.check.toml").write_text("[args.idx]\nvalues = [1099511627776]\n")
    shutil.copy(FIXTURES / "sum_sq.ll", tmp_path / "b.ll")
    shutil.copy(FIXTURES / "rosenbrock2.ll", tmp_path / "c.ll")
    report = tmp_path / "report.xml"
    result = nrtgrad_check(tmp_path, "-j", "1", "--junit", report)
    assert result.returncode == 1, result.stdout + result.stderr
    _, cases = read_report(report)
    status, message = cases["a_wild_index.ll"]
    assert status == "ERROR"
    # the sidecar pins idx, so x has the pinned length; the wild read is in the primal
    assert re.fullmatch(r"gather_sq: the check crashed its worker process \(killed by SIG\w+\) "
                        r"in the primal at x\[13\], idx\[1\]: a crash in the derivative, the "
                        r"primal or the runtime", message), message
    assert cases["b.ll"] == cases["c.ll"] == ("PASS", "")


def test_sidecar_skip(tmp_path):
    shutil.copy(FIXTURES / "sum_sq.ll", tmp_path / "a.ll")
    (tmp_path / "a.check.toml").write_text('skip = "waiting for a fix"\n')
    result = nrtgrad_check(tmp_path / "a.ll", "-j", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SKIP" in result.stdout and "waiting for a fix" in result.stdout


def test_a_primal_that_raises_on_the_inputs_is_an_error(tmp_path):
    shutil.copy(FIXTURES / "reshape_pairs.ll", tmp_path / "p.ll")
    (tmp_path / "p.check.toml").write_text("[args.x]\nshape = [5]\n")  # no pairs
    result = nrtgrad_check(tmp_path / "p.ll", "-j", "1")
    assert result.returncode == 1, result.stdout + result.stderr
    assert ("ERROR " + str(tmp_path / "p.ll") + ": reshape_pairs: the primal raised (status 1) on "
            "the check inputs; give shapes and values in p.check.toml") in result.stdout


def test_usage_errors_exit_2(tmp_path):
    result = nrtgrad_check(tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == f"nrtgrad: error: no .ll files found in {tmp_path}"
    result = nrtgrad_check(tmp_path / "missing.ll")
    assert result.returncode == 2
    assert "no such file or directory" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("count", [1, 2, 3, 7])
def test_shards_of_the_fixture_directories_partition_them(count):
    """Shards 1..N of the three Numba versions' fixtures: disjoint, their union every file
    `check` finds, each shard the same files whatever the order the directories are
    given in."""
    directories = [str(FIXTURES.parent / f"numba-{v}") for v in ("0.60.0", "0.61.2", "0.68.1")]
    found = check.discover(directories)
    shards = [check_shards.select(found, index, count) for index in range(1, count + 1)]
    every = [display for shard in shards for _, display in shard]
    assert len(every) == len(set(every)) == len(found)
    assert set(every) == {display for _, display in found}
    assert max(map(len, shards)) - min(map(len, shards)) <= 1
    reordered = check.discover(directories[::-1])
    for index, shard in enumerate(shards, 1):
        assert ({display for _, display in check_shards.select(reordered, index, count)}
                == {display for _, display in shard})


SHARDED = ("sum_sq", "scaled_tanh", "rosenbrock2", "poly_f32", "math_mix")


def test_a_sharded_check_end_to_end(tmp_path):
    """Five small fixtures in two shards, each with its JUnit report (its own suite
    name): the reports' testcases are disjoint, together the five, every one a PASS;
    a third shard of six has no file, passes and reports no testcase."""
    for name in SHARDED:
        shutil.copy(FIXTURES / f"{name}.ll", tmp_path / f"{name}.ll")
    reports, seen = {}, []
    for index in (1, 2):
        report = tmp_path / f"report-{index}.xml"
        result = nrtgrad_check(tmp_path, "--shard", f"{index}/2", "-j", "2", "--junit", report)
        assert result.returncode == 0, result.stdout + result.stderr
        suite, cases = read_report(report)
        assert suite.get("name") == f"nrtgrad check shard {index}/2"
        assert f"nrtgrad: check: shard {index}/2: {len(cases)} of the 5 file(s) found" \
            in result.stderr
        assert set(cases.values()) == {("PASS", "")}
        reports[index] = set(cases)
        seen += cases
    assert reports[1] and reports[2] and not reports[1] & reports[2]
    assert sorted(seen) == sorted(f"{name}.ll" for name in SHARDED)
    report = tmp_path / "report-6.xml"
    result = nrtgrad_check(tmp_path, "--shard", "6/6", "--junit", report)
    assert result.returncode == 0, result.stdout + result.stderr
    suite, cases = read_report(report)
    assert cases == {} and suite.get("tests") == "0"


@pytest.mark.parametrize("shard, message", [
    ("0/2", "I must be from 1 to N = 2: shards are numbered from 1"),
    ("3/2", "I must be from 1 to N = 2, the number of shards"),
    ("a/b", "expected I/N, two whole numbers (--shard 2/4: the second of four shards)"),
])
def test_a_bad_shard_is_one_line_of_bad_usage(tmp_path, shard, message):
    shutil.copy(FIXTURES / "sum_sq.ll", tmp_path / "sum_sq.ll")
    report = tmp_path / "report.xml"
    result = nrtgrad_check(tmp_path, "--shard", shard, "--junit", report)
    assert result.returncode == 2
    assert result.stderr == f"nrtgrad: error: --shard {shard}: {message}\n"
    assert result.stdout == "" and not report.exists()


# --- sidecars and inputs, in-process ---------------------------------------------

def array(name, dtype="float64", ndim=1, layout="C"):
    params = tuple([("ptr", ""), ("ptr", ""), ("i64", ""), ("i64", ""), ("ptr", "")]
                   + [("i64", "")] * (2 * ndim))
    return Argument(name, "array", dtype, ndim, layout, params)


def scalar(name, dtype="float64"):
    return Argument(name, "scalar", dtype, 0, "", (({"float64": "double"}.get(dtype, "i64"),
                                                     f"%arg.{name}"),))


def entry(*arguments):
    return EntryPoint("_Zf", "m.f", "f", Result("scalar", "float64"), "float64", arguments, "")


def sidecar(tmp_path, text):
    (tmp_path / "f.check.toml").write_text(text)
    return check_inputs.read_sidecar(tmp_path / "f.ll")


def test_defaults_need_no_sidecar():
    rng = np.random.default_rng(0)
    signature = entry(array("x"), array("m", ndim=2), array("t", ndim=3),
                      array("mask", "bool"), scalar("a"))
    sizes = check_inputs.sizes(signature, None)
    shapes = []
    for size in sizes:
        x, m, t, mask, a = check_inputs.make_inputs(signature, None, rng, size=size)
        assert m.shape == (size.rows, x.size) and t.shape == (size.rows, size.rows, x.size)
        assert mask.shape == x.shape and a == 0.7
        assert x.dtype == np.float64 and mask.dtype == np.bool_
        assert np.all((-1 <= x) & (x <= 1)) and np.all((-1 <= m) & (m <= 1))
        shapes.append(check_inputs.describe(signature, (x, m, t, mask, a)))
    assert shapes[0] == "x[1], m[1x1], t[1x1x1], mask[1]"
    assert shapes[-1] == "x[1003], m[11x1003], t[11x11x1003], mask[1003]"
    assert "x[7], m[3x7], t[3x3x7], mask[7]" in shapes


def test_default_lengths_leave_loop_remainders():
    """At least 1, 3, 7, 9, 13 and one length above 1000 that is not a multiple of 8,
    in 1-D and 2-D, odd numbers of rows among them."""
    lengths = [size.n for size in check_inputs.SIZES]
    assert {1, 3, 7, 9, 13} <= set(lengths)
    assert any(n > 1000 and n % 8 for n in lengths) and not any(n % 8 == 0 for n in lengths)
    rows = {size.rows for size in check_inputs.SIZES}
    assert 1 in rows and any(r > 8 and r % 2 for r in rows)
    one_d = check_inputs.sizes(entry(array("x"), scalar("a")), None)
    assert [s.n for s in one_d] == lengths  # one check per length
    assert check_inputs.sizes(entry(scalar("a"), scalar("b")), None) == [check_inputs.SIZES[0]]
    two_d = check_inputs.sizes(entry(array("m", ndim=2)), None)
    assert two_d == list(check_inputs.SIZES)


@pytest.mark.parametrize("pin", ["shape = [5]", "values = [1.0, 2.0, 3.0, 4.0, 5.0]"])
def test_a_sidecar_shape_pins_one_size(tmp_path, pin):
    spec = sidecar(tmp_path, f"[args.x]\n{pin}\n[args.k]\nvalue = 2\n")
    signature = entry(array("x"), array("y"), array("m", ndim=2), scalar("k", "int64"))
    assert check_inputs.sizes(signature, spec) == [check_inputs.PINNED_SIZE]
    x, y, m, k = check_inputs.make_inputs(signature, spec, np.random.default_rng(0),
                                          size=check_inputs.PINNED_SIZE)
    assert x.shape == (5,) and y.shape == (13,) and m.shape == (9, 13) and k == 2
    # a scalar's value pins nothing
    unpinned = sidecar(tmp_path, "[args.k]\nvalue = 2\n")
    assert len(check_inputs.sizes(signature, unpinned)) == len(check_inputs.SIZES)


@pytest.mark.parametrize("argument", [array("idx", "int64"), scalar("k", "int64"),
                                      scalar("flag", "bool")])
def test_integers_without_sidecar_are_skipped(argument):
    with pytest.raises(check_inputs.Skip, match=f"argument {argument.name}: add f.check.toml"):
        check_inputs.make_inputs(entry(array("x"), argument), None, np.random.default_rng(0),
                                 "f.check.toml")


def test_sidecar_gives_shapes_values_and_ranges(tmp_path):
    spec = sidecar(tmp_path, """
        seed = 4
        [args.x]
        shape = [16]
        low = 2.0
        high = 3.0
        [args.idx]
        values = [0, 2, 1]
        [args.j]
        shape = [100]
        low = 0
        high = 3
        [args.k]
        value = 5
    """)
    assert spec["seed"] == 4 and spec["name"] == "f.check.toml"
    x, idx, j, k = check_inputs.make_inputs(
        entry(array("x"), array("idx", "int64"), array("j", "int32"), scalar("k", "int64")),
        spec, np.random.default_rng(0))
    assert x.shape == (16,) and np.all((2 <= x) & (x <= 3))
    assert idx.tolist() == [0, 2, 1] and idx.dtype == np.int64
    assert j.dtype == np.int32 and set(j.tolist()) == {0, 1, 2, 3}  # high is inclusive
    assert k == 5


@pytest.mark.parametrize("text, error", [
    ("colour = 1\n", "unknown key 'colour'"),
    ("[args.x]\nsize = [3]\n", "args.x: unknown key 'size'"),
    ("[args.y]\nshape = [3]\n", "args.y names no parameter"),
    ("[args.x]\nshape = [3, 2]\n", "shape must be 1 non-negative integer"),
    ("[args.x]\nvalues = [[1.0]]\n", "values has 2 dimension"),
    ("[args.x]\nlow = 1.0\n", "give both low and high"),
    ("[args.x\n", "f.check.toml: "),
    ("[args.a]\nvalue = \"0.5\"\n", "args.a: value must be a number, not str '0.5'"),
])
def test_bad_sidecar_is_an_input_error(tmp_path, text, error):
    with pytest.raises(InputError, match=re.escape(error)):
        check_inputs.make_inputs(entry(array("x"), scalar("a", "float64")),
                                 sidecar(tmp_path, text), np.random.default_rng(0))


def test_strided_and_fortran_arrays_own_a_meminfo():
    from nrtgrad.native import native_runtime

    runtime = native_runtime.load()
    values = np.arange(12.0).reshape(3, 4)
    for layout, contiguous in (("A", False), ("F", True), ("C", True)):
        owned = check_derivatives.NrtArray(runtime, values, layout)
        try:
            assert np.array_equal(owned.array, values) and owned.refcount == 1
            assert owned.array.flags.f_contiguous == (layout == "F")
            assert (owned.array.flags.c_contiguous or owned.array.flags.f_contiguous) \
                == contiguous
        finally:
            owned.release()


def test_a_broken_installation_is_not_blamed_on_the_extra(monkeypatch, tmp_path):
    import nrtgrad.gradcheck
    from click.testing import CliRunner

    from nrtgrad.cli import main
    monkeypatch.delattr(nrtgrad.gradcheck, "check", raising=False)
    monkeypatch.setitem(sys.modules, "nrtgrad.gradcheck.check", None)
    result = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert result.exit_code == 1
    assert "this nrtgrad installation is incomplete" in result.output
    assert "nrtgrad[check]" not in result.output
