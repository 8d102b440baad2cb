"""The dialect table: applied only as far as the active opt needs, never moving lines."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from nrtgrad.frontend import dialect_rewrites as rewrites

INPUTS = Path(__file__).resolve().parents[2] / "inputs"
LLVM22 = sorted((INPUTS / "numba-0.68.1").glob("*.ll"))
TYPED = sorted((INPUTS / "numba-0.60.0").glob("*.ll")) + sorted((INPUTS / "numba-0.61.2").glob("*.ll"))
OPT19 = next((p for p in ("/usr/lib/llvm-19/bin/opt", shutil.which("opt-19")) if p
              and Path(p).is_file()), None)


def test_every_rewrite_is_named_once_with_a_version():
    names = [r.name for r in rewrites.REWRITES]
    assert len(names) == len(set(names))
    assert all(16 <= r.since <= 22 for r in rewrites.REWRITES if r.name != "nofpclass")


@pytest.mark.parametrize("path", LLVM22, ids=lambda p: p.name)
def test_llvm22_fixture_lowered_for_llvm15_keeps_its_lines(path):
    text = path.read_text()
    lowered, applied = rewrites.lower(text, 15)
    assert lowered.count("\n") == text.count("\n")
    assert applied and "memory-effects" in applied
    code = "\n".join(line.split(";")[0] for line in lowered.splitlines() if '"' not in line)
    assert rewrites.needed(code, 15) == []


@pytest.mark.parametrize("path", LLVM22[:3], ids=lambda p: p.name)
def test_a_newer_opt_gets_nothing_lowered(path):
    text = path.read_text()
    assert rewrites.lower(text, 22) == (text, [])


def test_only_syntax_newer_than_the_opt_is_lowered():
    text = (LLVM22[0]).read_text()
    _, applied = rewrites.lower(text, 19)
    assert all(rewrites.BY_NAME[name].since > 19 for name in applied)
    assert "memory(" in rewrites.lower(text, 19)[0]


@pytest.mark.parametrize("path", TYPED[:4], ids=lambda p: p.name)
def test_typed_pointer_fixtures_need_nothing(path):
    text = path.read_text()
    assert rewrites.lower(text, 15) == (text, [])
    assert "Numba <= 0.61" in rewrites.provenance(text)


def test_provenance_names_the_newest_syntax():
    assert rewrites.provenance(LLVM22[0].read_text()).startswith("LLVM >= 2")
    assert "opaque-pointer" in rewrites.provenance("define void @f(ptr %p) {\n ret void\n}")


def test_memory_locations_llvm15_cannot_name_widen_the_default():
    lower = rewrites.BY_NAME["memory-target-mem"].lower
    assert lower("memory(none, target_mem1: read)") == "memory(read)"
    assert lower("memory(argmem: write, target_mem0: none)") == "memory(none, argmem: write)"
    effects = rewrites.BY_NAME["memory-effects"].lower
    assert effects("memory(read, argmem: readwrite)") == ""
    assert effects("memory(argmem: read)") == "argmemonly readonly"


def test_strings_and_comments_are_left_alone():
    line = '@s = constant [12 x i8] c"or disjoint\\00" ; icmp samesign'
    assert rewrites.lower(line, 15)[0] == line


@pytest.mark.skipif(OPT19 is None, reason="LLVM 19's opt (Debian package llvm-19) is not installed")
@pytest.mark.parametrize("path", LLVM22, ids=lambda p: p.name)
def test_llvm19_opt_reads_what_is_lowered_for_it(path):
    lowered, _ = rewrites.lower(path.read_text(), 19)
    result = subprocess.run([OPT19, "-passes=verify", "-disable-output", "-"], input=lowered,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[:500]
