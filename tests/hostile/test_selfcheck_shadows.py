"""The shadow self-check on real derivatives, and on hand-broken copies of them.

A real `--save-temps` run keeps the lowered module (what the check sees);
deleting or duplicating a shadow free in it must make the check fail, naming
the function and the counts.
"""

from __future__ import annotations

import re

import pytest
from hostile_support import FIXTURES, run

from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

SHADOW_FREE = re.compile(r"call void @(?:nrtgrad\.shadow_free|NRT_MemInfo_call_dtor)"
                         r"\(ptr (?:nonnull )?%\"[^\"]*'mi")


@pytest.fixture(scope="module")
def lowered(tmp_path_factory):
    directory = tmp_path_factory.mktemp("temps")
    result = run("differentiate", "-O", "1", FIXTURES / "diff_slices.ll",
                 "-o", directory / "out.ll", "--save-temps", directory / "temps")
    assert result.returncode == 0, result.stderr
    (path,) = (directory / "temps").glob("*-lowered.ll")
    return path.read_text()


def free_lines(text: str) -> list[int]:
    return [i for i, line in enumerate(text.splitlines()) if SHADOW_FREE.search(line)]


def test_real_derivative_passes(lowered):
    assert len(free_lines(lowered)) == 2
    selfcheck.check_shadows(lowered)


@pytest.mark.parametrize("which", [0, 1])
def test_deleted_shadow_free_is_caught(lowered, which):
    lines = lowered.splitlines()
    del lines[free_lines(lowered)[which]]
    with pytest.raises(DifferentiationError) as error:
        selfcheck.check_shadows("\n".join(lines))
    message = str(error.value)
    assert message.startswith("self-check failed: the derivative of `diff_slices`"), message
    assert "2 shadow allocation(s) and 1 shadow free(s)" in message
    assert "freed at 0 site(s)" in message


def test_duplicated_shadow_free_is_caught(lowered):
    lines = lowered.splitlines()
    index = free_lines(lowered)[0]
    lines.insert(index, lines[index])
    with pytest.raises(DifferentiationError, match=r"frees the gradient buffer of .* at 2 sites"):
        selfcheck.check_shadows("\n".join(lines))


def test_free_of_a_shadow_nobody_allocated_is_caught(lowered):
    lines = lowered.splitlines()
    index = free_lines(lowered)[0]
    lines[index] = re.sub(r"%\"([^\"]*)'mi", "%\"\\1.other'mi", lines[index])
    lines[index] = re.sub(r", !enzyme_cache_free !\d+", "", lines[index])
    with pytest.raises(DifferentiationError, match="which no shadow allocation of it made"):
        selfcheck.check_shadows("\n".join(lines))


def test_loop_carried_shadows_through_phis_pass():
    """Enzyme releases a loop-carried shadow in the forward pass through a phi."""
    text = """
define void @augmented_f(i1 %c) {
entry:
  %"a'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %loop
loop:
  %p = phi ptr [ %"a'mi", %entry ], [ %"b'mi", %loop ]
  %"b'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  call void @NRT_decref(ptr %p)
  br i1 %c, label %loop, label %exit
exit:
  call void @NRT_decref(ptr %"b'mi")
  ret void
}
"""
    selfcheck.check_shadows(text)
    with pytest.raises(DifferentiationError, match="freed at 0 site"):
        selfcheck.check_shadows(text.replace("  call void @NRT_decref(ptr %p)\n", ""))


def test_shadows_of_two_branches_freed_through_one_phi_pass():
    text = """
define void @augmented_g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %"x'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %join
b:
  %"y'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %join
join:
  %s = phi ptr [ %"x'mi", %a ], [ %"y'mi", %b ]
  call void @NRT_decref(ptr %s)
  ret void
}
"""
    selfcheck.check_shadows(text)
