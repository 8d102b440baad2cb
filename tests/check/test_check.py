"""`nrtgrad check`: batch gradient checks of IR files with a JUnit report.

The fixtures directory is checked once (two workers) and its JUnit report
parsed: kernels nrtgrad does not support are errors carrying the one-line
cause `nrtgrad differentiate` gives, `int_power_sum` (an int64 scalar) is
skipped for want of a sidecar, `gather_sq` runs with its sidecar, every
other file passes.  A fixture whose derivative cannot match its finite
differences (a term routed through an integer conversion, which has no
derivative) must fail, naming the kernel and the size of the error; a
check that crashes is one file's error.  Sidecar parsing and input
generation are tested in-process.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from nrtgrad import check
from nrtgrad.errors import InputError
from nrtgrad.numba_abi import Argument, EntryPoint

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "inputs" / "numba-0.61.2"
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")
# refused by `differentiate` (see README), or once refused and now supported (dot1d)
UNSUPPORTED = {"dot1d", "matvec", "list_append_sum", "ode_euler"}
SKIPPED = {"int_power_sum": "integer argument k: add int_power_sum.check.toml"}
OTHERS = sorted(p.name for p in FIXTURES.glob("*.ll")
                if p.name.split(".")[0] not in UNSUPPORTED | set(SKIPPED))


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


@pytest.fixture(scope="module")
def fixtures_run(tmp_path_factory):
    report = tmp_path_factory.mktemp("check") / "report.xml"
    result = nrtgrad_check(FIXTURES, "-j", "2", "--junit", report)
    suite, cases = read_report(report)
    return result, suite, cases


def test_report_has_one_testcase_per_file_and_consistent_totals(fixtures_run):
    result, suite, cases = fixtures_run
    files = sorted(p.name for p in FIXTURES.glob("*.ll"))
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


@pytest.mark.parametrize("kernel", sorted(UNSUPPORTED))
def test_unsupported_kernel_is_an_error_naming_its_cause(fixtures_run, kernel):
    """The error is `differentiate`'s own one-line cause; a kernel that has become
    supported since must pass like the others."""
    _, _, cases = fixtures_run
    status, message = cases[f"{kernel}.ll"]
    differentiate = subprocess.run([NRTGRAD, "differentiate", str(FIXTURES / f"{kernel}.ll"),
                                    "-o", os.devnull], capture_output=True, text=True,
                                   timeout=600)
    if differentiate.returncode == 0:
        assert status == "PASS", (status, message)
        return
    cause = differentiate.stderr.strip().removeprefix("nrtgrad: error: ")
    assert (status, message) == ("ERROR", f"{kernel}: {cause}")
    assert "\n" not in message


def test_integer_argument_without_sidecar_is_skipped(fixtures_run):
    _, _, cases = fixtures_run
    for kernel, reason in SKIPPED.items():
        assert cases[f"{kernel}.ll"] == ("SKIP", reason)


def test_index_array_runs_with_its_sidecar(fixtures_run):
    _, _, cases = fixtures_run
    assert (FIXTURES / "gather_sq.check.toml").is_file()
    assert cases["gather_sq.ll"][0] == "PASS", cases["gather_sq.ll"]


@pytest.mark.parametrize("name", OTHERS)
def test_supported_fixture_passes(fixtures_run, name):
    _, _, cases = fixtures_run
    assert cases[name][0] == "PASS", cases[name]


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
    assert message.startswith("a_wild_index: the check crashed its worker process (killed by SIG")
    assert cases["b.ll"] == cases["c.ll"] == ("PASS", "")


def test_sidecar_skip(tmp_path):
    shutil.copy(FIXTURES / "sum_sq.ll", tmp_path / "a.ll")
    (tmp_path / "a.check.toml").write_text('skip = "waiting for a fix"\n')
    result = nrtgrad_check(tmp_path / "a.ll", "-j", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SKIP" in result.stdout and "waiting for a fix" in result.stdout


def test_usage_errors_exit_2(tmp_path):
    result = nrtgrad_check(tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == f"nrtgrad: error: no .ll files found in {tmp_path}"
    result = nrtgrad_check(tmp_path / "missing.ll")
    assert result.returncode == 2
    assert "no such file or directory" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# --- sidecars and inputs, in-process ---------------------------------------------

def array(name, dtype="float64", ndim=1, layout="C"):
    params = tuple([("ptr", ""), ("ptr", ""), ("i64", ""), ("i64", ""), ("ptr", "")]
                   + [("i64", "")] * (2 * ndim))
    return Argument(name, "array", dtype, ndim, layout, params)


def scalar(name, dtype="float64"):
    return Argument(name, "scalar", dtype, 0, "", (({"float64": "double"}.get(dtype, "i64"),
                                                     f"%arg.{name}"),))


def entry(*arguments):
    return EntryPoint("_Zf", "m.f", "f", "double", "float64", arguments, "")


def sidecar(tmp_path, text):
    (tmp_path / "f.check.toml").write_text(text)
    return check.read_sidecar(tmp_path / "f.ll")


def test_defaults_need_no_sidecar():
    rng = np.random.default_rng(0)
    x, m, mask, a = check.make_inputs(
        entry(array("x"), array("m", ndim=2), array("mask", "bool"), scalar("a")), None, rng)
    assert x.shape == (8,) and m.shape == (4, 8) and mask.shape == (8,) and a == 0.7
    assert x.dtype == np.float64 and mask.dtype == np.bool_
    assert np.all((-1 <= x) & (x <= 1)) and np.all((-1 <= m) & (m <= 1))


@pytest.mark.parametrize("argument", [array("idx", "int64"), scalar("k", "int64"),
                                      scalar("flag", "bool")])
def test_integers_without_sidecar_are_skipped(argument):
    with pytest.raises(check.Skip, match=f"argument {argument.name}: add f.check.toml"):
        check.make_inputs(entry(array("x"), argument), None, np.random.default_rng(0),
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
    x, idx, j, k = check.make_inputs(
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
])
def test_bad_sidecar_is_an_input_error(tmp_path, text, error):
    with pytest.raises(InputError, match=re.escape(error)):
        check.make_inputs(entry(array("x")), sidecar(tmp_path, text), np.random.default_rng(0))


def test_strided_and_fortran_arrays_own_a_meminfo():
    from nrtgrad import native_runtime

    runtime = native_runtime.load()
    values = np.arange(12.0).reshape(3, 4)
    for layout, contiguous in (("A", False), ("F", True), ("C", True)):
        owned = check.NrtArray(runtime, values, layout)
        try:
            assert np.array_equal(owned.array, values) and owned.refcount == 1
            assert owned.array.flags.f_contiguous == (layout == "F")
            assert (owned.array.flags.c_contiguous or owned.array.flags.f_contiguous) \
                == contiguous
        finally:
            owned.release()
