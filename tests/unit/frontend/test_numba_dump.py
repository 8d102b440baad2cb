"""numba_dump, `nrtgrad dump`'s front half: FILE.py:FUNC read, the file imported, the
dispatcher found, and the signatures chosen, each failure one line of bad input.

Nothing is compiled here: the dispatchers are stand-ins with a dispatcher's attributes
(tests/e2e dumps real Numba functions).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# llvmlite reads opaque pointers only if this is set before its first import, which
# importing Numba does (nrtgrad.toolchain.llvm sets it too, on first use)
os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import pytest

from nrtgrad.errors import InputError
from nrtgrad.frontend import numba_dump


class FakeDispatcher:
    """What numba_dump takes for a Numba dispatcher."""

    def __init__(self, signatures=(), name="energy"):
        self.signatures = list(signatures)
        self.overloads = {}
        def py_func():
            pass

        py_func.__qualname__ = name
        self.py_func = py_func
        self.compiled = []

    def inspect_llvm(self, signature):
        return f"; module of {self.py_func.__qualname__}{signature}\n"

    def compile(self, signature):
        self.compiled.append(signature)


@pytest.mark.parametrize("target, expected", [
    ("kernels.py:energy", (Path("kernels.py"), "energy")),
    ("dir/a:b.py:_f2", (Path("dir/a:b.py"), "_f2")),
])
def test_file_and_function_of_a_target(target, expected):
    assert numba_dump.parse_target(target) == expected


@pytest.mark.parametrize("target", ["kernels.py", "kernels.py:", ":energy", "k.py:2x",
                                    "k.py:a.b"])
def test_a_target_that_is_not_file_colon_function_is_refused(target):
    with pytest.raises(InputError, match=r"expected FILE\.py:FUNCTION, e\.g\. kernels\.py:energy"):
        numba_dump.parse_target(target)


def load(tmp_path: Path, monkeypatch, source: str, function: str = "energy"):
    path = tmp_path / "dump_target_kernels.py"
    path.write_text(source)
    monkeypatch.setitem(sys.modules, "dump_target_kernels", None)  # removed afterwards
    return numba_dump.load_function(path, function)


def test_the_dispatcher_of_the_file_is_found(tmp_path, monkeypatch, capsys):
    source = ("class Dispatcher:\n    py_func = inspect_llvm = compile = overloads = None\n\n"
              "print('printed while importing')\nenergy = Dispatcher()\n"
              "if __name__ == '__main__':\n    raise SystemExit('main ran')\n")
    f = load(tmp_path, monkeypatch, source)
    assert type(f).__name__ == "Dispatcher"
    # what the file prints goes to stderr: stdout may be the dumped module
    assert capsys.readouterr().err == "printed while importing\n"


@pytest.mark.parametrize("source, function, message", [
    ("x = 1\n", "energy", r"dump_target_kernels\.py has no 'energy' \(Numba functions in it: "
                          r"none\)$"),
    ("def energy(x):\n    return x\n", "energy",
     r"dump_target_kernels\.py:energy is not a Numba function \(function\): decorate it with "
     r"@numba\.njit$"),
    ("a = 1\nb = 1 / 0\n", "energy",
     r"importing .*dump_target_kernels\.py failed at line 2: ZeroDivisionError: division by "
     r"zero$"),
    ("def f(:\n", "energy", r"failed at line 1: SyntaxError: "),
    ("import sys\nsys.exit(3)\n", "energy", r"importing .*dump_target_kernels\.py called "
                                            r"sys\.exit$"),
])
def test_what_is_not_a_numba_function_of_the_file_is_named(tmp_path, monkeypatch, source,
                                                           function, message):
    with pytest.raises(InputError, match=message):
        load(tmp_path, monkeypatch, source, function)


def test_a_missing_file_is_bad_input(tmp_path):
    with pytest.raises(InputError, match=r"absent\.py: no such file$"):
        numba_dump.load_function(tmp_path / "absent.py", "energy")


def test_the_signature_it_was_compiled_for_is_dumped():
    [dumped] = numba_dump.dump(FakeDispatcher([("float64", "int64")]), None, False)
    assert dumped.signature == "(float64, int64)"
    assert dumped.text == "; module of energy('float64', 'int64')\n"


def test_several_signatures_need_a_choice_or_all_of_them():
    f = FakeDispatcher([("float64",), ("float32",)])
    with pytest.raises(InputError, match=r"energy was compiled for 2 signatures \(\(float64\); "
                                         r"\(float32\)\): choose one with --signature"):
        numba_dump.dump(f, None, False)
    assert [d.signature for d in numba_dump.dump(f, None, True)] == ["(float64)", "(float32)"]


def test_a_function_compiled_for_nothing_needs_a_signature():
    with pytest.raises(InputError, match=r"energy has no compiled signature: give one"):
        numba_dump.dump(FakeDispatcher([]), None, False)


def test_a_given_signature_is_compiled_first():
    f = FakeDispatcher([])
    [dumped] = numba_dump.dump(f, "float64(float64)", False)
    assert f.compiled == ["float64(float64)"]
    assert dumped.signature == "(float64)"
