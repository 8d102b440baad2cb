"""What `nrtgrad check` reports: each file's outcome, the JUnit XML, the table and progress."""

from __future__ import annotations

import dataclasses
import datetime
import socket
import sys
import xml.etree.ElementTree as ET

STATUSES = ("PASS", "FAIL", "SKIP", "ERROR")


@dataclasses.dataclass
class Outcome:
    path: str             # as displayed (and in the JUnit report)
    kernel: str           # the Python name, or the file stem before it is known
    status: str           # one of STATUSES
    message: str = ""     # one line; names the kernel (and the size) for FAIL and ERROR
    max_error: float | None = None
    seconds: float = 0.0
    sizes: int = 0        # sizes the derivatives were compared at
    problems: list[str] = dataclasses.field(default_factory=list)  # every failed check
    details: list[str] = dataclasses.field(default_factory=list)   # what was measured


def junit_xml(outcomes: list[Outcome], seconds: float, timestamp: datetime.datetime,
              suite_name: str = "nrtgrad check") -> bytes:
    """A standard JUnit XML report: one testcase per file, in a testsuite `suite_name`
    (a shard's names the shard, so that a CI's merged reports tell them apart)."""
    counts = {status: sum(o.status == status for o in outcomes) for status in STATUSES}
    totals = {"tests": str(len(outcomes)), "failures": str(counts["FAIL"]),
              "errors": str(counts["ERROR"]), "skipped": str(counts["SKIP"]),
              "time": f"{seconds:.3f}"}
    root = ET.Element("testsuites", {"name": suite_name, **totals})
    started = timestamp.replace(tzinfo=None).isoformat(timespec="seconds")  # UTC
    suite = ET.SubElement(root, "testsuite", {
        "name": suite_name, **totals, "timestamp": started,
        "hostname": socket.gethostname()})
    for outcome in outcomes:
        case = ET.SubElement(suite, "testcase", {
            "classname": "nrtgrad check", "name": outcome.path, "file": outcome.path,
            "time": f"{outcome.seconds:.3f}"})
        tag = {"FAIL": "failure", "ERROR": "error", "SKIP": "skipped"}.get(outcome.status)
        if tag:
            attributes = {"message": outcome.message}
            if tag != "skipped":
                attributes["type"] = ("GradientCheckFailure" if tag == "failure"
                                      else "CheckError")
            element = ET.SubElement(case, tag, attributes)
            if tag != "skipped":
                element.text = "\n".join(outcome.problems or [outcome.message])
        output = [f"kernel {outcome.kernel}: {outcome.status}"
                  + (f", max relative error {outcome.max_error:.1e}"
                     if outcome.max_error is not None else "")
                  + (f", {outcome.sizes} size(s)" if outcome.sizes else "")] + outcome.details
        ET.SubElement(case, "system-out").text = "\n".join(output)
    ET.indent(root)
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="utf-8") \
        + b"\n"


def format_error(error: float | None) -> str:
    return "" if error is None else f"{error:.1e}"


class Progress:
    """A rich progress bar on a terminal, plain lines on stderr otherwise."""

    def __init__(self, total: int):
        self.total, self.done = total, 0
        self.bar = None
        if sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn)

            self.bar = Progress(TextColumn("nrtgrad check"), BarColumn(), MofNCompleteColumn(),
                                TimeElapsedColumn(), TextColumn("{task.description}"),
                                console=Console(stderr=True), transient=True)
            self.task = self.bar.add_task("", total=total)

    def __enter__(self):
        if self.bar is not None:
            self.bar.start()
        return self

    def __exit__(self, *exc_info):
        if self.bar is not None:
            self.bar.stop()

    def __call__(self, outcome: Outcome) -> None:
        self.done += 1
        line = f"[{self.done}/{self.total}] {outcome.status} {outcome.path} " \
               f"({outcome.seconds:.1f}s)" + (f": {outcome.message}" if outcome.message else "")
        if self.bar is not None:
            style = {"PASS": "green", "FAIL": "red", "ERROR": "red", "SKIP": "yellow"}
            if outcome.status != "PASS":
                self.bar.console.print(f"[{style[outcome.status]}]{outcome.status}[/] "
                                       f"{outcome.path}: {outcome.message}", markup=True,
                                       highlight=False)
            self.bar.update(self.task, advance=1, description=outcome.path)
        else:
            print(f"nrtgrad: check {line}", file=sys.stderr, flush=True)


def summary(outcomes: list[Outcome], seconds: float) -> None:
    """The table of all files, then one line per failure, on stdout."""
    from rich.console import Console
    from rich.table import Table

    # in a log (no terminal) the table is as wide as its longest row: names stay whole
    widest = max((len(o.path) + len(o.kernel) for o in outcomes), default=0) + 70
    console = Console(width=None if sys.stdout.isatty() else max(120, widest), highlight=False)
    table = Table(title="nrtgrad check")
    table.add_column("file", overflow="fold")
    table.add_column("kernel", overflow="fold")
    table.add_column("status")
    table.add_column("sizes", justify="right")
    table.add_column("max rel. error", justify="right")
    table.add_column("time", justify="right")
    style = {"PASS": "green", "FAIL": "bold red", "ERROR": "bold red", "SKIP": "yellow"}
    for outcome in outcomes:
        table.add_row(outcome.path, outcome.kernel,
                      f"[{style[outcome.status]}]{outcome.status}[/]",
                      str(outcome.sizes) if outcome.sizes else "",
                      format_error(outcome.max_error), f"{outcome.seconds:.1f}s")
    console.print(table)
    for outcome in outcomes:
        if outcome.status != "PASS":
            console.print(f"{outcome.status} {outcome.path}: {outcome.message}", markup=False,
                          soft_wrap=True)
    counts = {status: sum(o.status == status for o in outcomes) for status in STATUSES}
    console.print(f"{len(outcomes)} file(s): {counts['PASS']} passed, {counts['FAIL']} failed, "
                  f"{counts['ERROR']} error(s), {counts['SKIP']} skipped in {seconds:.1f}s",
                  markup=False, soft_wrap=True)
