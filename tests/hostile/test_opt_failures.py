"""opt crashing or hanging: exit 1, one line with opt's cause, nothing left running.

A stand-in opt (NRTGRAD_OPT, written at test time) runs the real opt except
when it is asked to load the Enzyme plugin (or, for the O2 run that overlaps
the self-checks, to run `default<O2>`): then it aborts like an assertion,
or hangs with a child process holding its output open.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import time

import pytest
from hostile_support import (FIXTURES, NRTGRAD, PREVIOUS, assert_one_line_failure, leftovers,
                              run)

from nrtgrad import enzyme, pipeline, selfcheck, toolchain
from nrtgrad.errors import REPORT, DifferentiationError

ABORT = """\
case "$*" in *load-pass-plugin*)
  echo "opt: Enzyme/GradientUtils.cpp:42: Value *f(): Assertion \\`shadow && \\"no shadow\\"' failed." >&2
  kill -ABRT $$;;
esac
exec {opt} "$@"
"""
HANG = """\
case "$*" in *load-pass-plugin*)
  sleep 300 &
  echo $! > {pidfile}
  sleep 300;;
esac
exec {opt} "$@"
"""

# the first FAILURES plugin runs emit a derivative the verifier rejects, as
# Enzyme does at some memory layouts; {pidfile} counts the plugin runs
INVALID = """\
case "$*" in *load-pass-plugin*)
  runs=$(cat {pidfile} 2>/dev/null || echo 0); echo $((runs + 1)) > {pidfile}
  echo "$*" >> {pidfile}.arguments
  if [ "$runs" -lt FAILURES ]; then
    echo "Instruction does not dominate all uses!" >&2
    echo "  %416 = load i64, ptr %loopLimit_cache, align 8" >&2
    echo "LLVM ERROR: function failed verification (4)" >&2
    kill -ABRT $$
  fi;;
esac
exec {opt} "$@"
"""

# a plugin run aborts inside Enzyme's min-cut cache choice, as Enzyme 0.0.289 does on a
# loop reading the last value of the loop before it, unless the min-cut is off
MIN_CUT_ABORT = """\
case "$*" in *load-pass-plugin*)
  echo "$*" >> {pidfile}.arguments
  case "$*" in *enzyme-mincut-cache=0*) ;; *)
    echo "opt: Casting.h:578: decltype(auto) llvm::cast(From*): Assertion \\`isa<To>(Val)' failed." >&2
    echo "Stack dump:" >&2
    echo "LLVMEnzyme-15.so(_ZN13GradientUtils15computeMinCacheEv+0x2463)[0x7fffec333793]" >&2
    kill -ABRT $$;;
  esac;;
esac
exec {opt} "$@"
"""


@pytest.fixture
def fake_opt(tmp_path):
    try:
        real = toolchain.find()
    except Exception as error:  # noqa: BLE001
        pytest.skip(f"no toolchain: {error}")

    def make(template: str) -> dict:
        script = tmp_path / "opt"
        script.write_text("#!/bin/sh\n" + template.format(
            opt=shlex.quote(str(real.opt)), pidfile=shlex.quote(str(tmp_path / "child.pid"))))
        script.chmod(0o755)
        env = dict(os.environ, NRTGRAD_OPT=str(script), NRTGRAD_ENZYME_PLUGIN=str(real.plugin))
        return env
    return make


def test_plugin_abort_is_one_line_with_a_reproducer(tmp_path, fake_opt):
    env = fake_opt(ABORT)
    out = tmp_path / "out.ll"
    out.write_bytes(PREVIOUS)
    temps = tmp_path / "temps"
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", out, "--save-temps", temps,
                 env=env)
    line = assert_one_line_failure(result, (1,), "SIGABRT")
    assert "Assertion `shadow" in line
    assert f"sh {temps / 'enzyme-command.sh'}" in line
    assert out.read_bytes() == PREVIOUS
    command = (temps / "enzyme-command.sh").read_text()
    assert "-load-pass-plugin=" in command and "-registered.ll" in command
    rerun = subprocess.run(["sh", str(temps / "enzyme-command.sh")], capture_output=True,
                           text=True, env=env, timeout=120)
    assert rerun.returncode != 0 and "Assertion `shadow" in rerun.stderr


@pytest.mark.parametrize("failures", [1, 2, 3])
def test_an_invalid_derivative_is_retried_at_another_layout_then_without_rematerialization(
        tmp_path, fake_opt, failures):
    out = tmp_path / "out.ll"
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", out,
                 env=fake_opt(INVALID.replace("FAILURES", str(failures))))
    assert result.returncode == 0, result.stderr
    assert int((tmp_path / "child.pid").read_text()) == failures + 1
    assert "sum_sq_grad" in out.read_text()
    runs = (tmp_path / "child.pid.arguments").read_text().splitlines()
    assert [enzyme.NO_REMATERIALIZATION in arguments for arguments in runs] == \
        [False] * min(failures + 1, 3) + [True] * (failures == 3)


def test_an_abort_in_the_min_cut_cache_choice_is_retried_without_it(tmp_path, fake_opt):
    out = tmp_path / "out.ll"
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", out,
                 env=fake_opt(MIN_CUT_ABORT))
    assert result.returncode == 0, result.stderr
    assert "sum_sq_grad" in out.read_text()
    runs = (tmp_path / "child.pid.arguments").read_text().splitlines()
    assert [enzyme.NO_MIN_CUT in arguments for arguments in runs] == [False, True]


def test_an_invalid_derivative_at_every_layout_quotes_the_verifier(tmp_path, fake_opt):
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", tmp_path / "out.ll",
                 env=fake_opt(INVALID.replace("FAILURES", "9")))
    line = assert_one_line_failure(result, (1,), "Enzyme 0.0.289 produced an invalid derivative")
    assert "Instruction does not dominate all uses!; %416 = load i64" in line
    assert int((tmp_path / "child.pid").read_text()) == len(enzyme.RETRY_PATH_LENGTHS) + 1


def test_timeout_kills_opt_and_its_children(tmp_path, fake_opt):
    env = fake_opt(HANG)
    out = tmp_path / "out.ll"
    start = time.monotonic()
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", out, "--timeout", "3", env=env,
                 timeout=120)
    assert time.monotonic() - start < 60
    assert_one_line_failure(result, (1,), "did not finish within 3 s")
    assert not out.exists()
    child = int((tmp_path / "child.pid").read_text())
    time.sleep(0.5)
    alive = os.path.exists(f"/proc/{child}") and \
        open(f"/proc/{child}/stat").read().split()[2] != "Z"
    assert not alive, "a process opt started is still running"


# opt (the Enzyme run) gives its pid and waits
WAITING = """\
case "$*" in *load-pass-plugin*)
  echo $$ > {pidfile}
  exec sleep 300;;
esac
exec {opt} "$@"
"""


def test_opt_dies_with_nrtgrad_killed_from_outside(tmp_path, fake_opt):
    """SIGKILL leaves nrtgrad no chance to kill opt's group: opt must not run on."""
    pidfile = tmp_path / "child.pid"
    nrtgrad = subprocess.Popen([NRTGRAD, "differentiate", str(FIXTURES / "sum_sq.ll"), "-o",
                                str(tmp_path / "out.ll")], env=fake_opt(WAITING),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while not pidfile.is_file() or not pidfile.read_text().strip():
        assert nrtgrad.poll() is None and time.monotonic() < deadline, "opt never ran"
        time.sleep(0.1)
    opt = int(pidfile.read_text())
    nrtgrad.kill()
    nrtgrad.wait()
    deadline = time.monotonic() + 10
    while _running(opt) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _running(opt), "opt still runs after nrtgrad was killed"


def _running(pid: int) -> bool:
    try:
        return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


# the O2 run on the derivative, which runs while the lowered module is checked:
# it leaves a child behind and aborts, or hangs
O2_ABORT = """\
case "$*" in *"default<O2>"*)
  sleep 300 &
  echo $! > {pidfile}
  echo "opt: PassManager.cpp:7: void run(): Assertion \\`pass' failed." >&2
  kill -ABRT $$;;
esac
exec {opt} "$@"
"""
O2_HANG = """\
case "$*" in *"default<O2>"*)
  echo $$ > {pidfile}
  sleep 300;;
esac
exec {opt} "$@"
"""


def _running(pid: int) -> bool:
    """Whether the process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_failed_o2_run_is_one_line_and_leaves_nothing(tmp_path, fake_opt):
    out = tmp_path / "out.ll"
    out.write_bytes(PREVIOUS)
    result = run("differentiate", FIXTURES / "sum_sq.ll", "-o", out, env=fake_opt(O2_ABORT))
    line = assert_one_line_failure(result, (1,), "opt failed on the derivative module")
    assert "SIGABRT" in line and "Assertion `pass' failed" in line
    assert out.read_bytes() == PREVIOUS
    assert leftovers(tmp_path, {"out.ll", "opt", "child.pid"}) == []
    time.sleep(0.5)
    assert not _running(int((tmp_path / "child.pid").read_text())), \
        "a process the O2 opt run started is still running"


def test_a_check_failing_while_o2_runs_stops_opt(tmp_path, fake_opt, monkeypatch):
    """The self-checks of the lowered module run while opt optimizes it: the first
    failure is reported and the opt run is killed and reaped."""
    for name, value in fake_opt(O2_HANG).items():
        monkeypatch.setenv(name, value)
    pid_file = tmp_path / "child.pid"

    def failing_check(text):
        deadline = time.monotonic() + 60
        # the shell creates the file before it writes the pid into it
        while not (pid_file.exists() and pid_file.read_text().endswith("\n")) \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        raise DifferentiationError("self-check failed: a shadow is freed twice")

    monkeypatch.setattr(selfcheck, "check_shadows", failing_check)
    start = time.monotonic()
    with pytest.raises(DifferentiationError, match="freed twice"):
        pipeline.differentiate(toolchain.find(), (FIXTURES / "sum_sq.ll").read_bytes(),
                               "sum_sq.ll", pipeline.Options())
    assert time.monotonic() - start < 60
    opt = int(pid_file.read_text())
    assert not _running(opt) and not os.path.exists(f"/proc/{opt}"), \
        "the O2 opt run is still running or was not reaped"


INCOMPATIBLE_ATTRIBUTES = """\
declare double @g(double) readnone readonly

define double @f(double %x) {
entry:
  %y = call double @g(double %x)
  ret double %y
}

define double @df(double %x) {
entry:
  %0 = call double (...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %0
}

declare double @__enzyme_autodiff(...)
"""


def test_a_verifier_complaint_is_the_reason_not_the_broken_module_line():
    """The real opt prints the verifier's complaint, then 'input module is broken!':
    the message quotes the complaint and the value it names."""
    try:
        real = toolchain.find()
    except Exception as error:  # noqa: BLE001
        pytest.skip(f"no toolchain: {error}")
    with pytest.raises(DifferentiationError) as failure:
        enzyme.run_enzyme(real, INCOMPATIBLE_ATTRIBUTES)
    assert str(failure.value) == (
        "nrtgrad gave Enzyme an invalid module around `g` (an external function) (Attributes "
        "'readnone and readonly' are "
        f"incompatible! (ptr @g)): {REPORT}")
