"""The command line's contract, run in process (click's runner): exit codes (0, 1, 2),
one `nrtgrad: error:` line on stderr, and usage refused before any work.

The module differentiated here calls Enzyme itself: a few lines through the whole
pipeline.  The commands on Numba fixtures are tested end to end (tests/e2e).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from enzyme_modules import SQUARE

from nrtgrad import __version__, cli
from nrtgrad.errors import InputError


def run(*arguments, input=None):
    return CliRunner().invoke(cli.main, list(arguments), input=input)


def test_help_lists_the_commands():
    result = run("--help")
    assert result.exit_code == 0
    for command in ("differentiate", "normalize", "dump", "inspect", "toolchain", "runtime",
                    "check"):
        assert command in result.output


def test_version_names_nrtgrad_and_the_toolchain():
    result = run("--version")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == f"nrtgrad {__version__}"
    assert result.output.splitlines()[1].startswith("Enzyme ")


def test_a_module_is_differentiated_to_a_file(tmp_path):
    (tmp_path / "square.ll").write_text(SQUARE)
    result = run("differentiate", str(tmp_path / "square.ll"), "-o", str(tmp_path / "d.ll"))
    assert result.exit_code == 0, result.stderr
    assert "define double @dsquare(double %x)" in (tmp_path / "d.ll").read_text()
    # from stdin to stdout
    piped = run("differentiate", "-", input=SQUARE)
    assert piped.exit_code == 0 and "define double @dsquare(double %x)" in piped.stdout


@pytest.mark.parametrize("arguments, message", [
    (["differentiate", "{tmp}/missing.ll"],
     "nrtgrad: error: cannot read {tmp}/missing.ll: No such file or directory"),
    (["differentiate", "{tmp}/a.ll", "{tmp}/b.ll"],
     "nrtgrad: error: several inputs need -o DIR (the directory their outputs go to)"),
    (["differentiate", "{tmp}/a.ll", "{tmp}/b.ll", "-o", "{tmp}/out", "--name", "x"],
     "nrtgrad: error: --name names one module: differentiate such inputs one at a time"),
    (["differentiate", "{tmp}/a.ll", "-o", "{tmp}/absent/out.ll"],
     "nrtgrad: error: cannot write {tmp}/absent/out.ll: directory {tmp}/absent does not exist"),
    (["differentiate", "{tmp}/a.ll", "--header", "{tmp}/a.h"],
     "nrtgrad: error: --header needs a Numba function (this module calls Enzyme itself)"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, arguments, message):
    (tmp_path / "a.ll").write_text(SQUARE)
    (tmp_path / "b.ll").write_text(SQUARE)
    result = run(*(a.format(tmp=tmp_path) for a in arguments))
    assert result.exit_code == 2
    assert result.stderr == message.format(tmp=tmp_path) + "\n"
    assert not (tmp_path / "a.h").exists() and not (tmp_path / "out").exists()


@pytest.mark.parametrize("arguments, message", [
    (("differentiate", "-j", "0", "a.ll"), "Invalid value for '-j'"),
    (("differentiate", "--bogus", "a.ll"), "No such option '--bogus'"),
    (("differentiate",), "Missing argument 'IN.ll [IN2.ll ...]'"),
    (("differentiate", "--mode", "sideways", "a.ll"), "Invalid value for '--mode'"),
    (("bogus",), "No such command 'bogus'"),
])
def test_a_usage_error_is_one_line_and_exit_2(arguments, message):
    result = run(*arguments)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"nrtgrad: error: {message}") and \
        result.stderr.count("\n") == 1, result.stderr
    assert "--help')" in result.stderr


def test_errors_become_exit_codes_and_one_line(capsys, monkeypatch):
    def bad_input():
        raise InputError("no such function")

    def broken():
        raise KeyError("oops")

    with pytest.raises(SystemExit) as exited:
        cli._guarded(bad_input)()
    assert exited.value.code == 2
    assert capsys.readouterr().err == "nrtgrad: error: no such function\n"
    with pytest.raises(SystemExit) as exited:
        cli._guarded(broken)()
    assert exited.value.code == 1
    assert capsys.readouterr().err == ("nrtgrad: internal error: KeyError: 'oops' (rerun with "
                                       "--debug for a traceback)\n")
    monkeypatch.setattr(cli.Context, "debug", True)
    with pytest.raises(KeyError):
        cli._guarded(broken)()


def test_a_derivative_given_back_is_bad_input(tmp_path):
    fixture = Path(__file__).resolve().parents[2] / "inputs" / "numba-0.61.2" / "sum_sq_np.ll"
    derivative = tmp_path / "sum_sq_np.grad.ll"
    assert run("differentiate", str(fixture), "-o", str(derivative)).exit_code == 0
    result = run("differentiate", str(derivative), "-o", str(tmp_path / "again.ll"))
    assert result.exit_code == 2
    assert result.stderr == (f"nrtgrad: error: {derivative} is already a derivative (it defines "
                             "sum_sq_np_grad): give nrtgrad the module Numba dumped (`nrtgrad "
                             "dump`, `inspect_llvm`, NUMBA_DUMP_OPTIMIZED)\n")
    assert not (tmp_path / "again.ll").exists()
    listed = run("inspect", str(derivative))
    assert listed.exit_code == 0
    assert "sum_sq_np_grad │           │ nrtgrad entry point (a derivative)" in listed.stdout
