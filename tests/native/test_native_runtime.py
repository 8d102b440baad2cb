"""`nrtgrad runtime build` and the runtime library on its own.

The runtime is checked by tests/native/runtime_check.c under valgrind: the
MemInfo layout Numba-compiled code reads, alignment, the "safe" allocator's
fill, external and variable-size MemInfos, numba_attempt_nocopy_reshape,
reference counting from several threads, and balanced counters.
"""

from __future__ import annotations

import os
from pathlib import Path

from native_support import NRTGRAD, checked, run, valgrind

HERE = Path(__file__).resolve().parent


def test_build_writes_library_and_header(runtime_dir):
    assert (runtime_dir / "libnrtgrad_rt.a").stat().st_size > 0
    header = (runtime_dir / "nrtgrad_rt.h").read_text()
    assert "nrtgrad_rt_stats" in header and "NRT_incref" not in header.split("*/", 1)[1]
    names = sorted(p.name for p in runtime_dir.iterdir())
    # with a system CBLAS, also Numba's BLAS helpers over it and its linker flags
    assert names in (["libnrtgrad_rt.a", "nrtgrad_rt.h"],
                     ["blas-libs.txt", "libnrtgrad_rt.a", "libnrtgrad_rt_blas.a", "nrtgrad_rt.h"])


def test_build_creates_the_directory(tmp_path, compilers):
    result = checked([NRTGRAD, "runtime", "build", "-o", tmp_path / "a" / "b"])
    assert result.stdout.split()[:2] == [str(tmp_path / "a" / "b" / "libnrtgrad_rt.a"),
                                         str(tmp_path / "a" / "b" / "nrtgrad_rt.h")]


def test_missing_compiler_is_one_line_exit_1(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    environment = {k: v for k, v in os.environ.items() if k not in ("CC", "AR")}
    result = run([NRTGRAD, "runtime", "build", "-o", tmp_path / "out"],
                 env={**environment, "PATH": str(empty)})
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "no C compiler found" in result.stderr
    assert not (tmp_path / "out" / "libnrtgrad_rt.a").exists()


def test_unusable_output_is_exit_2(tmp_path):
    target = tmp_path / "file"
    target.write_text("")
    result = run([NRTGRAD, "runtime", "build", "-o", target])
    assert result.returncode == 2 and result.stderr.startswith("nrtgrad: error:")
    assert result.stderr.count("\n") == 1
    assert run([NRTGRAD, "runtime", "build"]).returncode == 2


def test_runtime_source_is_warning_free(compilers, tmp_path):
    from nrtgrad.native import runtime

    for source in ("nrtgrad_rt.c", "nrtgrad_rt_pool.c", "nrtgrad_rt_blas.c"):
        checked([compilers["cc"], "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-c",
                 runtime.source_dir() / source, "-o", tmp_path / "rt.o"])


def test_runtime_under_valgrind(runtime_dir, compilers, tmp_path):
    binary = tmp_path / "runtime_check"
    checked([compilers["cc"], "-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Werror", "-pthread",
             "-I", runtime_dir, HERE / "runtime_check.c", "-L", runtime_dir, "-lnrtgrad_rt",
             "-o", binary])
    stdout, summary = valgrind([binary])
    print(stdout + summary)
    assert stdout.strip().endswith("0 failures")
