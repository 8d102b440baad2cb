"""cli.output: inputs read (a file or stdin), outputs written whole or not at all, and
paths that cannot be written refused before any work."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest

from nrtgrad.cli import output
from nrtgrad.errors import InputError


def test_a_file_is_written_atomically_and_readable(tmp_path):
    target = tmp_path / "f_grad.ll"
    target.write_text("old")
    output.write_atomically(target, b"new module\n")
    assert target.read_bytes() == b"new module\n"
    assert os.stat(target).st_mode & 0o777 == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f_grad.ll"]  # no temporary left


def test_a_device_is_written_to_as_it_is():
    output.write_atomically(Path(os.devnull), b"discarded")
    assert Path(os.devnull).is_char_device()


@pytest.mark.parametrize("make, message", [
    (lambda tmp: tmp, "it is a directory"),
    (lambda tmp: tmp / "absent" / "out.ll", "directory {tmp}/absent does not exist"),
    (lambda tmp: (tmp / "file").write_text("") or tmp / "file" / "out.ll",
     "{tmp}/file is not a directory"),
])
def test_an_output_that_cannot_be_written_is_refused_early(tmp_path, make, message):
    path = make(tmp_path)
    with pytest.raises(InputError) as refused:
        output.check_output_path(str(path))
    assert str(refused.value) == f"cannot write {path}: " + message.format(tmp=tmp_path)
    with pytest.raises(InputError):
        output.write_atomically(path, b"x")


def test_stdout_is_none_or_a_dash(capfdbinary):
    output.check_output_path(None)
    output.check_output_path("-")
    output.write_output("-", b"to stdout\n")
    output.write_output(None, b"again\n")
    assert capfdbinary.readouterr().out == b"to stdout\nagain\n"


def test_an_input_is_read_from_a_file_or_stdin(tmp_path, monkeypatch):
    (tmp_path / "f.ll").write_bytes(b"; module\n")
    assert output.read_input(str(tmp_path / "f.ll")) == (b"; module\n", str(tmp_path / "f.ll"))
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"; piped\n")))
    assert output.read_input("-") == (b"; piped\n", "<stdin>")
    with pytest.raises(InputError, match=r"^cannot read .*missing\.ll: No such file or "
                                         r"directory$"):
        output.read_input(str(tmp_path / "missing.ll"))
