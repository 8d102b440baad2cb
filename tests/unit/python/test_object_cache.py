"""object_cache: machine code stored by one engine and loaded by the next, and only
when its directory is this user's alone and its content matches its hash."""

from __future__ import annotations

import ctypes
import os
import warnings

import pytest

from nrtgrad.python import object_cache
from nrtgrad.toolchain import llvm

MODULE = """define double @twice(double %x) {
  %y = fmul double %x, 2.0
  ret double %y
}
"""


def compile_with_cache(directory, monkeypatch) -> tuple[float, list]:
    """twice(21.0) from an engine with the object cache, and the objects it stored."""
    stored = []
    write = object_cache._write
    monkeypatch.setattr(object_cache, "_write",
                        lambda *args: (stored.append(args[1]), write(*args)))
    binding = llvm.binding()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(llvm.parse_and_verify(MODULE), machine)
    object_cache.attach(engine, object_cache.key(MODULE, machine), directory)
    engine.finalize_object()
    twice = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(
        engine.get_function_address("twice"))
    return twice(21.0), stored


@pytest.fixture(autouse=True)
def warn_again(monkeypatch):
    monkeypatch.setattr(object_cache, "_warned", False)


def test_the_next_engine_loads_the_object_instead_of_compiling(tmp_path, monkeypatch):
    value, stored = compile_with_cache(tmp_path, monkeypatch)
    assert value == 42.0 and stored == [stored_entry(tmp_path)]
    assert (tmp_path / "objects").stat().st_mode & 0o777 == 0o700
    assert compile_with_cache(tmp_path, monkeypatch) == (42.0, [])


def stored_entry(directory) -> str:
    (entry,) = {path.stem for path in (directory / "objects").iterdir()}
    return entry


def test_an_object_that_does_not_match_its_hash_is_compiled_again(tmp_path, monkeypatch):
    compile_with_cache(tmp_path, monkeypatch)
    entry = stored_entry(tmp_path)
    code = tmp_path / "objects" / f"{entry}.o"
    code.write_bytes(code.read_bytes()[:-8] + b"\0" * 8)
    with pytest.warns(RuntimeWarning, match="does not match its hash"):
        assert compile_with_cache(tmp_path, monkeypatch) == (42.0, [entry])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert compile_with_cache(tmp_path, monkeypatch) == (42.0, [])


def test_a_directory_others_may_write_is_neither_read_nor_written(tmp_path, monkeypatch):
    compile_with_cache(tmp_path, monkeypatch)
    os.chmod(tmp_path / "objects", 0o777)
    with pytest.warns(RuntimeWarning, match="is not this user's alone"):
        assert compile_with_cache(tmp_path, monkeypatch) == (42.0, [])
    os.chmod(tmp_path / "objects", 0o700)
    os.chmod(tmp_path, 0o775)  # the cache directory above
    monkeypatch.setattr(object_cache, "_warned", False)  # one warning per process
    with pytest.warns(RuntimeWarning, match="is not this user's alone"):
        assert compile_with_cache(tmp_path, monkeypatch) == (42.0, [])
