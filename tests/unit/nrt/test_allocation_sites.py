"""Merging the jump-threaded copies of an allocation (allocation_sites.merge)."""

from __future__ import annotations

import re

import pytest

from nrtgrad.nrt import allocation_sites
from nrtgrad import selfcheck
from nrtgrad.errors import CopiedLoopError
from nrtgrad.ir.block_graph import BlockGraph

ALLOCATORS = {"nrtgrad.alloc.NRT_MemInfo_alloc_aligned"}
ALLOC = "tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %size, i32 32, i64 0)"

# `y` allocated in two copies (the second for the path on which the loop
# after it does not run), merged in the phi %y; %n4 is computed above the
# first copy only and used below it.
THREADED = f"""define i32 @f(i64 %n, i64 %size, i1 %c) {{
entry:
  br i1 %c, label %a.pre, label %b
a.pre:
  %n4 = and i64 %n, 3
  br label %a
a:
  %y.a = {ALLOC}
  %t.a = icmp eq ptr %y.a, null
  br i1 %t.a, label %fail, label %a.next
a.next:
  %k = add i64 %n4, 1
  br label %join
b:
  call void @nrtgrad.decref.inactive(ptr %size.mi)
  %y.b = {ALLOC}
  %t.b = icmp eq ptr %y.b, null
  call void @nrtgrad.release(ptr %old)
  br i1 %t.b, label %fail, label %b.next
b.next:
  br label %join
join:
  %y = phi ptr [ %y.a, %a.next ], [ %y.b, %b.next ]
  call void @nrtgrad.release(ptr %y)
  ret i32 0
fail:
  ret i32 1
}}
"""


def test_copies_meeting_in_a_phi_become_one_allocation():
    merged = allocation_sites.merge(THREADED, "f", ALLOCATORS)
    assert merged.count("@nrtgrad.alloc.NRT_MemInfo_alloc_aligned(") == 1
    # the phi where the copies met takes one value: it is that value, released directly
    assert "%y = phi" not in merged and "  call void @nrtgrad.release(ptr %y.a)" in merged
    assert not selfcheck.releases_through_merges(merged)
    block = merged[merged.index("nrtgrad.alloc.site.0:"):]
    assert block.splitlines()[:8] == [
        "nrtgrad.alloc.site.0:",
        "  %nrtgrad.alloc.site.0.from = phi i32 [ 0, %a ], [ 1, %b ]",
        f"  %y.a = {ALLOC}",
        "  %t.a = icmp eq ptr %y.a, null",
        "  br i1 %t.a, label %fail, label %nrtgrad.alloc.site.0.dispatch",
        "nrtgrad.alloc.site.0.dispatch:",
        "  switch i32 %nrtgrad.alloc.site.0.from, label %nrtgrad.alloc.site.0.to.0 "
        "[ i32 1, label %nrtgrad.alloc.site.0.to.1 ]",
        "nrtgrad.alloc.site.0.to.0:",
    ]
    # %n4 (defined above one copy only) is computed again below it
    assert "  %n4.nrtgrad.alloc.site.0.0 = and i64 %n, 3" in block
    assert "  %k = add i64 %n4.nrtgrad.alloc.site.0.0, 1" in merged
    # the refcount operations of the copy stay in its block, above the branch
    b = merged[merged.index("\nb:"):merged.index("b.next:")]
    assert b.splitlines()[2:] == ["  call void @nrtgrad.decref.inactive(ptr %size.mi)",
                                  "  call void @nrtgrad.release(ptr %old)",
                                  "  br label %nrtgrad.alloc.site.0"]


def test_merging_is_deterministic_and_idempotent():
    merged = allocation_sites.merge(THREADED, "f", ALLOCATORS)
    assert allocation_sites.merge(THREADED, "f", ALLOCATORS) == merged
    assert allocation_sites.merge(merged, "f", ALLOCATORS) == merged


def test_copies_that_do_not_meet_are_left_alone():
    apart = THREADED.replace("  %y = phi ptr [ %y.a, %a.next ], [ %y.b, %b.next ]\n"
                             "  call void @nrtgrad.release(ptr %y)\n",
                             "  %y = phi ptr [ %y.a, %a.next ], [ %y.a, %b.next ]\n")
    assert allocation_sites.merge(apart, "f", ALLOCATORS) == apart


def test_a_successor_with_other_predecessors_is_left_alone():
    shared = THREADED.replace("  br label %a\n", "  br i1 %c, label %a, label %a.next\n")
    assert allocation_sites.merge(shared, "f", ALLOCATORS) == shared


def test_a_copy_whose_value_its_refcount_operation_uses_is_left_alone():
    used = THREADED.replace("call void @nrtgrad.release(ptr %old)",
                            "call void @nrtgrad.incref.inactive(ptr %y.b)")
    assert allocation_sites.merge(used, "f", ALLOCATORS) == used


# the first copy inside a loop, the second not: merging would enter the loop
# in its middle; the merge of the two is refused
UNSWITCHED = THREADED.replace(
    "a.next:\n  %k = add i64 %n4, 1\n  br label %join",
    "a.next:\n  %k = add i64 %n4, 1\n  %again = icmp ult i64 %k, %n\n"
    "  br i1 %again, label %a, label %join")


def test_copies_in_different_loops_are_not_merged_and_their_merge_is_refused():
    with pytest.raises(CopiedLoopError, match=re.escape(
            "a loop-carried array (`y`) whose loop LLVM's loop optimisations copied (the loop "
            "may run zero times, or was unswitched): not supported yet in a module Numba "
            "optimised; run the program with NUMBA_DUMP_LLVM=1 and differentiate its log "
            "(`nrtgrad differentiate LOG --function NAME`), which is differentiated before "
            "those optimisations")) as refused:
        allocation_sites.merge(UNSWITCHED, "f", ALLOCATORS)
    assert refused.value.variable == "y"


def test_a_merge_llvm_would_reject_is_refused_naming_the_variable_of_the_copies(monkeypatch):
    """(A value defined in one copy's loop used where the merged block no longer
    dominates it; stood in for here by the check's answer.)"""
    monkeypatch.setattr(BlockGraph, "undominated_uses", lambda self, lines: [("%k", 0)])
    with pytest.raises(CopiedLoopError, match=r"^a loop-carried array \(`y`\) whose loop "
                                              r".*; run the program with NUMBA_DUMP_LLVM=1"):
        allocation_sites.merge(THREADED, "f", ALLOCATORS)


def test_a_refused_merge_names_no_variable_the_inliner_brought_in():
    """`u.i`: a variable of a function inlined into the entry (NumPy's implementation),
    not the user's."""
    inlined = UNSWITCHED.replace("%y = phi", "%u.i = phi").replace("(ptr %y)", "(ptr %u.i)")
    with pytest.raises(CopiedLoopError, match=r"^a loop-carried array whose loop ") as refused:
        allocation_sites.merge(inlined, "f", ALLOCATORS)
    assert refused.value.variable == ""


# the self-check's search for a shadow freed twice on one path
LOOP = """define void @augmented_g(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop.end ]
  %"y'mi" = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  %c = icmp eq i64 %i, 3
  br i1 %c, label %left, label %right
left:
  call void @nrtgrad.shadow_free(ptr %"y'mi")
  br label %loop.end
right:
  call void @nrtgrad.shadow_free(ptr %"y'mi")
  br label %loop.end
loop.end:
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"""


def _freed_twice(text: str) -> bool:
    lines = text.splitlines()
    (function,) = selfcheck.ir.defined_functions(lines)
    return selfcheck._freed_twice_on_a_path(lines, function, "y'mi")


def test_a_shadow_freed_on_exclusive_branches_of_a_loop_is_freed_once():
    # the next iteration frees the array allocated again at the loop's top
    assert not _freed_twice(LOOP)


def test_a_shadow_freed_twice_before_it_is_allocated_again_is_refused():
    assert _freed_twice(LOOP.replace("  br label %loop.end\nright:",
                                     "  br label %right\nright:"))


def test_a_merged_shadow_is_not_renewed_by_its_phi():
    # a phi may carry the same array into the next iteration: no renewal
    carried = LOOP.replace(
        """  %"y'mi" = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)""",
        """  %"y'mi" = phi ptr [ %p, %entry ], [ %"y'mi", %loop.end ]""").replace(
        "define void @augmented_g(i64 %n)", "define void @augmented_g(i64 %n, ptr %p)")
    assert _freed_twice(carried)


# `y = y + h * f(y)` (Numba 0.68 `euler_decay`): the loop header's phi merges the
# first array and the one each iteration allocates, and the old one is released
LOOP_CARRIED = LOOP.replace(
    """entry:\n  br label %loop""",
    """entry:\n  %first = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, """
    """i64 0)\n  br label %loop""").replace(
    """  %"y'mi" = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)""",
    """  %"y'mi" = phi ptr [ %first, %entry ], [ %next, %loop.end ]""").replace(
    "loop.end:\n", "loop.end:\n  %next = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned("
    "i64 8, i32 32, i64 0)\n")


def test_a_loop_carried_shadow_is_renewed_by_its_phi_of_allocations():
    assert not _freed_twice(LOOP_CARRIED)
    assert _freed_twice(LOOP_CARRIED.replace("  br label %loop.end\nright:",
                                             "  br label %right\nright:"))


# `y` allocated on both branches of an `if` (Numba 0.68 `heat_buffer`, its
# time loop unrolled and unswitched): different sizes, different failure
# blocks, both copies going on to one block
BRANCHES = """define i32 @f(i64 %n, i64 %size, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %size.a = shl i64 %n, 3
  %y.a = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %size.a, i32 32, i64 0), !noalias !1
  %t.a = icmp eq ptr %y.a, null
  br i1 %t.a, label %fail.a, label %join
b:
  %y.b = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %size, i32 32, i64 0), !noalias !2
  %t.b = icmp eq ptr %y.b, null
  br i1 %t.b, label %fail.b, label %join
join:
  %y = phi ptr [ %y.a, %a ], [ %y.b, %b ]
  %s = phi i64 [ %size.a, %a ], [ %size, %b ]
  call void @nrtgrad.release(ptr %y)
  ret i32 0
fail.a:
  ret i32 1
fail.b:
  ret i32 2
}
"""


def test_copies_with_their_own_sizes_failures_and_a_shared_successor_are_merged():
    merged = allocation_sites.merge(BRANCHES, "f", ALLOCATORS)
    assert merged.count("@nrtgrad.alloc.NRT_MemInfo_alloc_aligned(") == 1
    block = merged[merged.index("nrtgrad.alloc.site.0:"):]
    # the size each copy computed passes through a phi; the call loses its metadata
    assert block.splitlines()[1:5] == [
        "  %nrtgrad.alloc.site.0.from = phi i32 [ 0, %a ], [ 1, %b ]",
        "  %nrtgrad.alloc.site.0.arg.0 = phi i64 [ %size.a, %a ], [ %size, %b ]",
        "  %y.a = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned("
        "i64 %nrtgrad.alloc.site.0.arg.0, i32 32, i64 0)",
        "  %t.a = icmp eq ptr %y.a, null"]
    # and is computed again where the first copy goes on
    assert block[block.index("nrtgrad.alloc.site.0.to.0:"):].splitlines()[1:3] == [
        "  %size.a.nrtgrad.alloc.site.0.0 = shl i64 %n, 3", "  br label %a.nrtgrad.next"]
    # each copy fails where it failed, through a dispatch on where it came from
    assert "  br i1 %t.a, label %nrtgrad.alloc.site.0.fail, label " \
           "%nrtgrad.alloc.site.0.dispatch" in block
    assert block[block.index("nrtgrad.alloc.site.0.fail:"):].splitlines()[:6] == [
        "nrtgrad.alloc.site.0.fail:",
        "  switch i32 %nrtgrad.alloc.site.0.from, label %nrtgrad.alloc.site.0.fail.0 "
        "[ i32 1, label %nrtgrad.alloc.site.0.fail.1 ]",
        "nrtgrad.alloc.site.0.fail.0:", "  br label %fail.a",
        "nrtgrad.alloc.site.0.fail.1:", "  br label %fail.b"]
    # each copy went on to a block of its own before the join
    assert "  %s = phi i64 [ %size.a.nrtgrad.alloc.site.0.0, %a.nrtgrad.next ], " \
           "[ %size, %b.nrtgrad.next ]" in merged
    assert allocation_sites.merge(merged, "f", ALLOCATORS) == merged


def test_a_failure_block_telling_copies_apart_by_a_value_of_theirs_is_not_merged():
    told = BRANCHES.replace("fail.a:\n  ret i32 1",
                            "fail.a:\n  %e = phi i64 [ %size.a, %a ]\n  ret i32 1")
    assert allocation_sites.merge(told, "f", ALLOCATORS).count(
        "@nrtgrad.alloc.NRT_MemInfo_alloc_aligned(") == 2
