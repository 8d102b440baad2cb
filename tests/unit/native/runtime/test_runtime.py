"""The C runtime's build (`nrtgrad runtime build`): its sources in the package, the C
compiler and archiver found (or named by CC and AR), their failures as one line, the
CBLAS probe, and the archives and header written into a directory.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from nrtgrad.errors import InputError, NrtgradError
from nrtgrad.native import runtime


def test_the_sources_ship_with_the_package():
    names = {path.name for path in runtime.source_dir().iterdir()}
    assert {*runtime.SOURCES, runtime.HEADER, runtime.POOL_HEADER, runtime.BLAS_SOURCE} <= names


def test_a_tool_named_by_its_variable_or_found_on_path(monkeypatch):
    monkeypatch.setenv("NRTGRAD_TEST_TOOL", "sh -e")
    assert runtime.find_tool("NRTGRAD_TEST_TOOL", ("cc",), "C compiler") == ["sh", "-e"]
    monkeypatch.setenv("NRTGRAD_TEST_TOOL", "no-such-compiler -O2")
    with pytest.raises(NrtgradError, match=r"^NRTGRAD_TEST_TOOL='no-such-compiler -O2': no such "
                                           r"C compiler on PATH$"):
        runtime.find_tool("NRTGRAD_TEST_TOOL", ("cc",), "C compiler")
    monkeypatch.delenv("NRTGRAD_TEST_TOOL")
    assert runtime.find_tool("NRTGRAD_TEST_TOOL", ("no-such-cc", "sh"), "C compiler") == ["sh"]
    with pytest.raises(NrtgradError, match=r"^no archiver found \(tried x1, x2\); install one "
                                           r"\(Debian: apt-get install gcc binutils\) or set "
                                           r"NRTGRAD_TEST_TOOL$"):
        runtime.find_tool("NRTGRAD_TEST_TOOL", ("x1", "x2"), "archiver")


def test_a_failing_tool_is_one_line_with_its_error():
    with pytest.raises(NrtgradError) as failed:
        runtime.run_tool(["sh", "-c", "echo warning: first >&2; echo 'x.c:1: error: boom' >&2; "
                                      "exit 3"], "compiling the runtime")
    assert str(failed.value) == "compiling the runtime failed (sh, exit 3): x.c:1: error: boom"
    with pytest.raises(NrtgradError, match=r"^archiving could not run /no/such/ar: "):
        runtime.run_tool(["/no/such/ar"], "archiving")


def test_a_configured_cblas_that_does_not_link_is_refused(monkeypatch):
    monkeypatch.setenv("NRTGRAD_BLAS_LIBS", "-lno_such_blas_library")
    with pytest.raises(NrtgradError, match=r"NRTGRAD_BLAS_LIBS='-lno_such_blas_library' does "
                                           r"not link cblas_dgemm"):
        runtime.find_blas(runtime.find_tool("CC", ("cc", "gcc", "clang"), "C compiler"))


@pytest.mark.skipif(shutil.which("cc") is None or shutil.which("ar") is None,
                    reason="no C compiler or archiver")
def test_the_archive_and_its_header_are_written(tmp_path):
    outputs = runtime.build(tmp_path / "rt")
    names = [path.name for path in outputs]
    assert names[:2] == [runtime.LIBRARY, runtime.HEADER]
    assert all(path.parent == tmp_path / "rt" and path.is_file() for path in outputs)
    members = subprocess.run(["ar", "t", str(outputs[0])], capture_output=True, text=True)
    assert members.stdout.split() == ["nrtgrad_rt.o", "nrtgrad_rt_pool.o"]
    assert (tmp_path / "rt" / runtime.HEADER).read_text() == \
        (runtime.source_dir() / runtime.HEADER).read_text()
    if len(outputs) > 2:  # a CBLAS was found: its helpers and the flags to link it
        assert names[2:] == [runtime.BLAS_LIBRARY, "blas-libs.txt"]
    # nothing is left behind but the outputs
    assert sorted(p.name for p in (tmp_path / "rt").iterdir()) == sorted(names)


def test_a_file_where_the_directory_should_be_is_bad_input(tmp_path):
    (tmp_path / "taken").write_text("")
    with pytest.raises(InputError, match=r"cannot write into .*taken: not a directory"):
        runtime.build(tmp_path / "taken")
