"""sunk_refcounts.unsink: decrefs LLVM sank into a phi of the old and the new array.

The module below is `branch_carried`'s loop as Numba 0.68.1 leaves it, cut
down: `y` (%y) is reassigned on both branches of an `if`; the `then` branch
ends with `incref(new); decref(old)`, the `else` branch with nothing, and the
join decrefs a phi of the new array (then) and the old one (else).
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.toolchain import llvm
from nrtgrad.nrt import markers as nrt, ownership, sunk_refcounts
from nrtgrad.errors import RefusedPattern

SUNK = """\
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)

define i32 @f(ptr %excinfo, i1 %c, i64 %n) {
entry:
  %y0 = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  br label %loop
loop:
  %y = phi ptr [ %y0, %entry ], [ %next, %join ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  br i1 %c, label %then, label %else
then:
  %a = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  call void @NRT_incref(ptr nonnull %a)
  call void @NRT_decref(ptr nonnull %y)
  br label %join
else:
  %b = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  br label %join
join:
  %sink = phi ptr [ %a, %then ], [ %y, %else ]
  %next = phi ptr [ %a, %then ], [ %b, %else ]
  tail call void @NRT_decref(ptr nonnull %sink)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @NRT_decref(ptr %next)
  ret i32 0
}
"""


def classify(text: str, arguments: frozenset[str] = frozenset()) -> dict[int, str]:
    llvm.parse_and_verify(text)
    lines = text.splitlines()
    function = ir.function_named(lines, "f")
    return ownership.classify(lines, function, set(arguments), set(nrt.ALLOCATORS))


def test_the_sunk_decref_is_refused_by_the_ownership_analysis():
    with pytest.raises(RefusedPattern, match="released on some paths only"):
        classify(SUNK)


def test_the_join_releases_the_old_array_on_every_path():
    unsunk = sunk_refcounts.unsink(SUNK, "f")
    llvm.parse_and_verify(unsunk)
    join = unsunk[unsunk.index("join:"):unsunk.index("exit:")]
    assert "%sink" not in unsunk
    assert "  tail call void @NRT_decref(ptr nonnull %y)" in join.splitlines()
    # then: incref(a); decref(a) changes no refcount and is dropped
    then = unsunk[unsunk.index("then:"):unsunk.index("else:")]
    assert then.splitlines()[1:] == [
        "  %a = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)", "  br label %join"]
    actions = classify(unsunk)
    lines = unsunk.splitlines()
    assert sorted((lines[i].strip(), a) for i, a in actions.items()) == [
        ("call void @NRT_decref(ptr %next)", ownership.RELEASE),
        ("tail call void @NRT_decref(ptr nonnull %y)", ownership.RELEASE)]


def test_unsinking_is_deterministic_and_idempotent():
    unsunk = sunk_refcounts.unsink(SUNK, "f")
    assert sunk_refcounts.unsink(SUNK, "f") == unsunk
    assert sunk_refcounts.unsink(unsunk, "f") == unsunk


def test_a_predecessor_with_another_successor_is_left_alone():
    # the decref in `then` also runs on its edge to %exit, where the join's does not
    text = SUNK.replace("  call void @NRT_decref(ptr nonnull %y)\n  br label %join",
                        "  call void @NRT_decref(ptr nonnull %y)\n"
                        "  br i1 %c, label %join, label %exit")
    text = text.replace("exit:\n  call void @NRT_decref(ptr %next)",
                        "exit:\n  %r = phi ptr [ %next, %join ], [ %a, %then ]\n"
                        "  call void @NRT_decref(ptr %r)")
    llvm.parse_and_verify(text)
    assert sunk_refcounts.unsink(text, "f") == text


def test_a_decref_followed_by_other_work_is_left_alone():
    text = SUNK.replace("  call void @NRT_decref(ptr nonnull %y)\n  br label %join",
                        "  call void @NRT_decref(ptr nonnull %y)\n"
                        "  %m = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)\n"
                        "  br label %join")
    assert sunk_refcounts.unsink(text, "f") == text


EARLY_RETURN = """\
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)

define i32 @f(ptr %excinfo, ptr %arg, ptr %p, i1 %empty) {
entry:
  call void @NRT_incref(ptr %arg)
  br i1 %empty, label %join, label %work
work:
  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  call void @NRT_decref(ptr %arg)
  %v = load double, ptr %p, align 8
  br label %join
join:
  %sink = phi ptr [ %t, %work ], [ %arg, %entry ]
  %r = phi double [ %v, %work ], [ 0.0, %entry ]
  call void @NRT_decref(ptr %sink)
  store double %r, ptr %p, align 8
  ret i32 0
}
"""


def test_an_early_return_releases_the_argument_at_the_join_and_the_temporary_last():
    """`norm` of an empty matrix returns early: its release of the argument and the
    other path's release of a temporary, read after the argument's release, meet in a
    phi; the temporary's release moves to its path's end, after the read."""
    with pytest.raises(RefusedPattern, match="argument array on one path"):
        classify(EARLY_RETURN, frozenset({"%arg"}))
    unsunk = sunk_refcounts.unsink(EARLY_RETURN, "f")
    llvm.parse_and_verify(unsunk)
    work = unsunk[unsunk.index("work:"):unsunk.index("join:")].splitlines()
    assert work[1:] == ["  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)",
                        "  %v = load double, ptr %p, align 8",
                        "  call void @NRT_decref(ptr %t)", "  br label %join"]
    actions = classify(unsunk, frozenset({"%arg"}))
    lines = unsunk.splitlines()
    assert sorted((lines[i].strip(), a) for i, a in actions.items()) == [
        ("call void @NRT_decref(ptr %arg)", ownership.INACTIVE),
        ("call void @NRT_decref(ptr %t)", ownership.RELEASE),
        ("call void @NRT_incref(ptr %arg)", ownership.INACTIVE)]
