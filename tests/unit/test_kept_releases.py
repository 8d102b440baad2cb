"""kept_releases.guard on Enzyme-shaped functions: a release through a loop's phi
skips the array bound before the loop when Enzyme frees that array itself."""

from __future__ import annotations

import pytest

from nrtgrad import kept_releases, llvm, selfcheck
from nrtgrad.errors import DifferentiationError

DECLARATIONS = """
declare ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64, i32, i64)
declare void @nrtgrad.release(ptr)
declare void @nrtgrad.shadow_free(ptr)
declare void @NRT_decref(ptr)
"""

# y = copy; for ...: y = new; release(old y): Enzyme kept the copy (%copy) for
# the reverse pass and frees it at the end
LOOP = """
define internal void @diffef(i64 %n) {
entry:
  %copy = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %loop
loop:
  %y = phi ptr [ %copy, %entry ], [ %new, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %new = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  call void @nrtgrad.release(ptr nonnull %y)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @nrtgrad.release(ptr %new)
  call void @nrtgrad.shadow_free(ptr %copy)
  ret void
}
""" + DECLARATIONS

# the array released through the phi is allocated on one side of a branch: at
# the release it may not exist, so nothing can compare with it
BRANCH = """
define internal void @diffef(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %left = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %join
b:
  %right = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %join
join:
  %m = phi ptr [ %left, %a ], [ %right, %b ]
  call void @nrtgrad.release(ptr nonnull %m)
  call void @nrtgrad.shadow_free(ptr %left)
  ret void
}
""" + DECLARATIONS


def test_the_release_through_the_phi_skips_the_array_enzyme_frees():
    with pytest.raises(DifferentiationError):
        selfcheck.check_single_release(LOOP)
    guarded = kept_releases.guard(LOOP)
    llvm.parse_and_verify(guarded)
    selfcheck.check_single_release(guarded)
    assert "%nrtgrad.kept.1 = icmp eq ptr %y, %copy" in guarded
    assert "%nrtgrad.unkept.1 = select i1 %nrtgrad.kept.1, ptr null, ptr %y" in guarded
    assert "call void @NRT_decref(ptr %nrtgrad.unkept.1)" in guarded
    assert "@nrtgrad.release(ptr nonnull %y)" not in guarded
    assert "call void @nrtgrad.release(ptr %new)" in guarded


def test_a_kept_array_that_may_not_exist_at_the_release_stays_refused():
    assert kept_releases.guard(BRANCH) == BRANCH
    with pytest.raises(DifferentiationError, match="freed twice"):
        selfcheck.check_single_release(BRANCH)


def test_without_an_array_enzyme_frees_nothing_changes():
    source = LOOP.replace("  call void @nrtgrad.shadow_free(ptr %copy)\n", "")
    assert kept_releases.guard(source) == source


def test_an_array_made_in_the_loop_and_kept_by_enzyme_stays_refused():
    # the phi holds the previous iteration's array: comparing with this one's
    # would never skip it, and Enzyme would free every one of them again
    source = LOOP.replace("call void @nrtgrad.shadow_free(ptr %copy)",
                          "call void @nrtgrad.shadow_free(ptr %new)")
    assert kept_releases.guard(source) == source
    with pytest.raises(DifferentiationError, match="freed twice"):
        selfcheck.check_single_release(source)
