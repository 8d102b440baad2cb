"""Hostile input: every case fails by the contract, or (huge but valid) succeeds in time.

Exit 2 for bad input or usage, 1 for what cannot be differentiated; exactly
one line on stderr naming the cause; no traceback; a pre-existing output
file is left byte-identical and no temporary file is left beside it.
"""

from __future__ import annotations

import os
import random
import resource
import stat
import threading
import time
from pathlib import Path

import pytest
from hostile_support import FIXTURES, PREVIOUS, assert_one_line_failure, leftovers, run

SUM_SQ = FIXTURES / "sum_sq.ll"
INPUTS = Path(__file__).resolve().parent / "inputs"


def nested_constant(depth: int) -> str:
    expression = "i64 add (" * depth + "i64 1" + ", i64 1)" * depth
    return f"define i64 @f() {{\nentry:\n  ret {expression}\n}}\n"


def truncated(fraction: float) -> bytes:
    data = SUM_SQ.read_bytes()
    return data[:int(len(data) * fraction)]


NOT_NUMBA = b"define i32 @main() {\nentry:\n  ret i32 0\n}\n"

# name -> (input bytes or a fixture path, accepted exit codes, words of which one names the cause)
CASES = {
    "empty": (b"", (2,), "empty input"),
    "whitespace": (b"  \n\t\n", (2,), "empty input"),
    "binary": (bytes(random.Random(0).randrange(256) for _ in range(4096)), (2,),
               ("binary", "not UTF-8")),
    "bitcode": (b"BC\xc0\xde" + bytes(200), (2,), "bitcode"),
    "truncated-mid-line": (truncated(0.37), (2,), "invalid IR"),
    "truncated-at-line": (truncated(0.6).rsplit(b"\n", 1)[0] + b"\n", (2,), "invalid IR"),
    "latin-1": (SUM_SQ.read_text().replace("kernels", "k\xe9rnels").encode("latin-1"), (2,),
                "not UTF-8"),
    "utf-16": (SUM_SQ.read_text().encode("utf-16"), (2,), "UTF-16"),
    "utf-16-no-bom": (SUM_SQ.read_text().encode("utf-16-le"), (2,), "binary"),
    "deep-constant-expression": (nested_constant(100_000).encode(), (2,), ("crashed", "invalid IR")),
    "nested-constant-not-numba": (nested_constant(500).encode(), (2,), "no Numba entry point"),
    "valid-but-not-numba": (NOT_NUMBA, (2,), "no Numba entry point"),
    "no-float-input": (INPUTS / "no_float_input.ll", (1, 2), "no float parameter"),
    "recursion": (INPUTS / "recursion.ll", (1,), "`power` recursively"),
    "unknown-external-call": (INPUTS / "unknown_external.ll", (1,),
                              "`mystery_transform` (an external function) is not differentiable"),
    "unsupported-list-pop": (FIXTURES / "list_pop_arrays.ll", (1,),
                             "an array is removed from a list"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input_fails_by_the_contract(tmp_path, name):
    data, codes, cause = CASES[name]
    source = tmp_path / "in.ll"
    source.write_bytes(data.read_bytes() if isinstance(data, Path) else data)
    out = tmp_path / "out.ll"
    out.write_bytes(PREVIOUS)
    result = run("differentiate", source, "-o", out, "--timeout", "120")
    assert_one_line_failure(result, codes, cause)
    assert out.read_bytes() == PREVIOUS
    assert leftovers(tmp_path, {"in.ll", "out.ll"}) == []


def test_recursion_is_named(tmp_path):
    result = run("differentiate", INPUTS / "recursion.ll", "-o", tmp_path / "out.ll")
    assert assert_one_line_failure(result, (1,)) == (
        "nrtgrad: error: `hostile.recursive_power` calls `power` recursively: recursion is not "
        "supported yet; write it as a loop")


def test_bad_input_on_stdin_writes_nothing_to_stdout():
    result = run("differentiate", "-", stdin=truncated(0.5))
    assert_one_line_failure(result, (2,), "invalid IR")
    assert result.stdout == ""


def test_missing_input_file(tmp_path):
    out = tmp_path / "out.ll"
    result = run("differentiate", tmp_path / "nope.ll", "-o", out)
    assert_one_line_failure(result, (2,), "No such file")
    assert not out.exists()


def test_input_is_a_directory(tmp_path):
    result = run("differentiate", tmp_path, "-o", tmp_path / "out.ll")
    assert_one_line_failure(result, (2,), "directory")
    assert leftovers(tmp_path, set()) == []


@pytest.mark.parametrize("where", ["missing-dir", "under-a-file", "is-a-directory"])
def test_unwritable_output_path(tmp_path, where):
    (tmp_path / "file").write_bytes(PREVIOUS)
    (tmp_path / "dir").mkdir()
    out = {"missing-dir": tmp_path / "no" / "such" / "out.ll",
           "under-a-file": tmp_path / "file" / "out.ll",
           "is-a-directory": tmp_path / "dir"}[where]
    cause = {"missing-dir": "does not exist", "under-a-file": "not a directory",
             "is-a-directory": "is a directory"}[where]
    result = run("differentiate", SUM_SQ, "-o", out)
    assert_one_line_failure(result, (2,), cause)
    assert (tmp_path / "file").read_bytes() == PREVIOUS
    assert list((tmp_path / "dir").iterdir()) == []
    assert leftovers(tmp_path, {"file", "dir"}) == []


@pytest.mark.parametrize("name", ["kernel.py", "-"])
def test_python_source_points_to_nrtgrad_dump(tmp_path, name):
    source = b"import numba\n\n@numba.njit\ndef f(x):\n    return x.sum()\n"
    if name == "-":
        result = run("differentiate", "-", stdin=source)
        file_name = "FILE.py"
    else:
        (tmp_path / name).write_bytes(source)
        result = run("differentiate", tmp_path / name, "-o", tmp_path / "out.ll")
        file_name = str(tmp_path / name)
    assert_one_line_failure(result, (2,), "is Python source, not LLVM IR: write a Numba "
                            f"function's module with `nrtgrad dump {file_name}:FUNCTION` first")
    assert not (tmp_path / "out.ll").exists()


def test_a_named_pipe_as_output_is_written_not_replaced(tmp_path):
    """-o /dev/null or a FIFO: renaming a temporary over it would replace the device."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    received = []
    reader = threading.Thread(target=lambda: received.append(pipe.read_bytes()), daemon=True)
    reader.start()
    result = run("differentiate", SUM_SQ, "-o", pipe)
    if result.returncode != 0:
        with open(pipe, "wb"):  # let the reader finish
            pass
    reader.join(timeout=60)
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert b"define" in received[0]
    assert leftovers(tmp_path, {"pipe"}) == []


@pytest.mark.parametrize("option, name, cause", [
    ("--header", "x.h", "not a directory"),   # an unwritable header path
    ("--save-temps", "t", "--save-temps"),    # an unusable save-temps directory
])
def test_an_unusable_side_path_writes_no_output(tmp_path, option, name, cause):
    out = tmp_path / "out.ll"
    (tmp_path / "file").write_bytes(PREVIOUS)
    result = run("differentiate", SUM_SQ, "-o", out, option, tmp_path / "file" / name)
    assert_one_line_failure(result, (2,), cause)
    assert not out.exists()


def _children_peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def test_huge_garbage_fails_fast(tmp_path):
    source = tmp_path / "huge.ll"
    line = b"this is not LLVM IR, only a long line of text repeated many times\n"
    with open(source, "wb") as handle:
        handle.write(line * (100 * 2**20 // len(line)))
    out = tmp_path / "out.ll"
    start = time.monotonic()
    result = run("differentiate", source, "-o", out, timeout=90)
    elapsed = time.monotonic() - start
    assert_one_line_failure(result, (2,), "invalid IR")
    assert len(result.stderr) < 1000
    assert not out.exists()
    assert elapsed < 75, elapsed
    assert _children_peak_rss_mb() < 2048


def test_huge_valid_module_is_differentiated(tmp_path):
    """100 MB of which nearly all is comments around a real fixture: exit 0, in time."""
    source = tmp_path / "huge.ll"
    padding = ("; " + "padding " * 12 + "\n").encode()
    with open(source, "wb") as handle:
        handle.write(padding * (50 * 2**20 // len(padding)))
        handle.write(SUM_SQ.read_bytes())
        handle.write(padding * (50 * 2**20 // len(padding)))
    assert source.stat().st_size > 100 * 10**6
    out = tmp_path / "out.ll"
    start = time.monotonic()
    result = run("differentiate", "-O", "1", source, "-o", out, timeout=90)
    elapsed = time.monotonic() - start
    assert result.returncode == 0, result.stderr
    assert "define i32 @sum_sq_grad(" in out.read_text()
    assert elapsed < 75, elapsed
    assert _children_peak_rss_mb() < 2048
