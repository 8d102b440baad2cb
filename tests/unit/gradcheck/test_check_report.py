"""check_report: the JUnit XML of a batch (one testcase per file), the summary table, and
the progress lines on a stderr that is not a terminal."""

from __future__ import annotations

import datetime
import xml.etree.ElementTree as ET

from nrtgrad.gradcheck import check_report
from nrtgrad.gradcheck.check_report import Outcome

OUTCOMES = [
    Outcome("a/sumsq.ll", "sumsq", "PASS", max_error=2.5e-9, seconds=1.25, sizes=9,
            details=["x[1]: d/dx vs finite differences: relative error 1.0e-10"]),
    Outcome("a/norm.ll", "norm", "FAIL", "norm: d/dx differs (and 1 more)", max_error=0.5,
            sizes=2, problems=["x[3]: d/dx differs", "x[7]: d/dx differs"]),
    Outcome("b/idx.ll", "idx", "SKIP", "integer argument i: add idx.check.toml"),
    Outcome("b/crash.ll", "crash", "ERROR", "crash: the check crashed its worker process"),
]
WHEN = datetime.datetime(2024, 5, 1, 12, 30, 15, tzinfo=datetime.timezone.utc)


def test_the_junit_report_has_one_testcase_per_file():
    data = check_report.junit_xml(OUTCOMES, 12.3456, WHEN)
    assert data.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n')
    root = ET.fromstring(data)
    assert root.tag == "testsuites"
    assert {k: root.get(k) for k in ("tests", "failures", "errors", "skipped", "time")} == \
        {"tests": "4", "failures": "1", "errors": "1", "skipped": "1", "time": "12.346"}
    [suite] = root
    assert suite.get("timestamp") == "2024-05-01T12:30:15"
    cases = {case.get("name"): case for case in suite}
    assert list(cases) == ["a/sumsq.ll", "a/norm.ll", "b/idx.ll", "b/crash.ll"]
    assert [child.tag for child in cases["a/sumsq.ll"]] == ["system-out"]
    assert cases["a/sumsq.ll"].find("system-out").text == (
        "kernel sumsq: PASS, max relative error 2.5e-09, 9 size(s)\n"
        "x[1]: d/dx vs finite differences: relative error 1.0e-10")
    failure = cases["a/norm.ll"].find("failure")
    assert failure.get("type") == "GradientCheckFailure"
    assert failure.get("message") == "norm: d/dx differs (and 1 more)"
    assert failure.text == "x[3]: d/dx differs\nx[7]: d/dx differs"  # every problem
    skipped = cases["b/idx.ll"].find("skipped")
    assert skipped.get("message") == "integer argument i: add idx.check.toml"
    assert skipped.get("type") is None and not skipped.text
    error = cases["b/crash.ll"].find("error")
    assert error.get("type") == "CheckError" and error.text == error.get("message")


def test_errors_are_formatted_in_one_significant_digit():
    assert check_report.format_error(None) == ""
    assert check_report.format_error(1.234e-7) == "1.2e-07"


def test_progress_is_one_line_per_file_off_a_terminal(capsys):
    with check_report.Progress(2) as progress:
        progress(OUTCOMES[0])
        progress(OUTCOMES[1])
    assert capsys.readouterr().err.splitlines() == [
        "nrtgrad: check [1/2] PASS a/sumsq.ll (1.2s)",
        "nrtgrad: check [2/2] FAIL a/norm.ll (0.0s): norm: d/dx differs (and 1 more)"]


def test_the_summary_lists_every_file_then_each_failure(capsys):
    check_report.summary(OUTCOMES, 12.3)
    out = capsys.readouterr().out
    for path in ("a/sumsq.ll", "a/norm.ll", "b/idx.ll", "b/crash.ll"):
        assert path in out
    lines = out.splitlines()
    assert "FAIL a/norm.ll: norm: d/dx differs (and 1 more)" in lines
    assert "SKIP b/idx.ll: integer argument i: add idx.check.toml" in lines
    assert not any(line.startswith("PASS ") for line in lines)
    assert lines[-1] == "4 file(s): 1 passed, 1 failed, 1 error(s), 1 skipped in 12.3s"
