"""broadcast.resolve on small loops: what it rewrites, and what it must leave alone.

A select gets 0 as its false operand only when the recurrence provably is
`c ? X : 0`: it starts at 0 and `c` has one value per call, or one value in
the loop the recurrence is confined to (an array-expression loop in a time
loop whose operand has a new shape each step).  Every result
must still verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad.rewrites import broadcast
from nrtgrad.toolchain import llvm

LOOP = """
define i64 @f(ptr %p, i64 %n, i64 %shape) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %idx = phi i64 [ {start}, %entry ], [ %sel, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %c = icmp ugt i64 {condition}, 1
  %sel = select i1 %c, i64 %i, i64 %idx
  %acc.next = add i64 %acc, %sel
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc.next
}}
"""


def resolved(start: str, condition: str) -> str:
    text = broadcast.resolve(LOOP.format(start=start, condition=condition))
    llvm.parse_and_verify(text)
    return text


def test_recurrence_on_a_shape_becomes_a_select_on_zero_and_its_phi_goes():
    text = resolved("0", "%shape")
    assert "%sel = select i1 %c, i64 %i, i64 0" in text
    assert "%idx = phi" not in text


@pytest.mark.parametrize("start, condition", [
    ("5", "%shape"),   # the recurrence does not start at 0
    ("0", "%i"),       # the condition changes from one iteration to the next
])
def test_other_recurrences_are_left_alone(start, condition):
    source = LOOP.format(start=start, condition=condition)
    assert resolved(start, condition).strip() == source.strip()


def test_recurrence_chosen_where_the_condition_holds_becomes_a_select_of_zero():
    """`shape == 1 ? previous : i` (np.sum and np.max in Numba 0.61): the recurrence
    is the true operand, and 0 where the condition holds."""
    source = LOOP.format(start="0", condition="%shape").replace(
        "icmp ugt i64 %shape, 1", "icmp eq i64 %shape, 1").replace(
        "select i1 %c, i64 %i, i64 %idx", "select i1 %c, i64 %idx, i64 %i")
    text = broadcast.resolve(source)
    llvm.parse_and_verify(text)
    assert "%sel = select i1 %c, i64 0, i64 %i" in text
    assert "%idx = phi" not in text


def test_recurrences_of_both_polarities_on_one_condition_are_left_alone():
    """`c ? i : previous` then `c ? previous : i`: neither is 0 on one side of `c`."""
    source = LOOP.format(start="0", condition="%shape").replace(
        "  %acc.next = add i64 %acc, %sel",
        "  %sel.1 = select i1 %c, i64 %sel, i64 %i\n  %acc.next = add i64 %acc, %sel.1").replace(
        "[ %sel, %loop ]", "[ %sel.1, %loop ]")
    llvm.parse_and_verify(source)
    assert broadcast.resolve(source).strip() == source.strip()


# an array-expression loop inside a time loop: the operand's shape is new each step
# (read from the array the step rebinds), the index starts at {start} on each entry
STEPS = """
define i64 @f(ptr %shapes, i64 %n, i64 %steps) {{
entry:
  br label %step
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %carried = phi i64 [ 0, %entry ], [ %sel, %latch ]
  %total = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %at = getelementptr i64, ptr %shapes, i64 %t
  %shape = load i64, ptr %at
  br label %loop
loop:
  %i = phi i64 [ 0, %step ], [ %i.next, %loop ]
  %idx = phi i64 [ {start}, %step ], [ %sel, %loop ]
  %acc = phi i64 [ %total, %step ], [ %acc.next, %loop ]
  %c = icmp ugt i64 %shape, 1
  %sel = select i1 %c, i64 %i, i64 %idx
  %acc.next = add i64 %acc, %sel
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %latch, label %loop
latch:
  %t.next = add i64 %t, 1
  %last = icmp eq i64 %t.next, %steps
  br i1 %last, label %exit, label %step
exit:
  ret i64 %acc.next
}}
"""


def test_recurrence_restarted_in_each_step_becomes_a_select_on_zero():
    """The shape changes from one step to the next but not within the loop, and the
    index starts at 0 on every entry into it."""
    text = broadcast.resolve(STEPS.format(start="0"))
    llvm.parse_and_verify(text)
    assert "%sel = select i1 %c, i64 %i, i64 0" in text
    assert "%idx = phi" not in text


def test_recurrence_carried_across_steps_is_left_alone():
    """The index enters the loop with its value from the step before, when the shape
    was another: where the shape is now 1 the index is not 0."""
    source = STEPS.format(start="%carried")
    llvm.parse_and_verify(source)
    assert broadcast.resolve(source).strip() == source.strip()


# the same index as LLVM leaves it when the update stays a branch: an unrolled
# loop (two copies of the body), its index a chain of join phis
JOINS = """
define i64 @f(ptr %p, i64 %n, i64 %shape, i64 %start) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join.1 ]
  %idx = phi i64 [ {start}, %entry ], [ %idx.1, %join.1 ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %join.1 ]
  %c = icmp ugt i64 {condition}, 1
  br i1 %c, label %wide, label %join
wide:
  br label %join
join:
  %idx.0 = phi i64 [ %i, %wide ], [ %idx, %loop ]
  %i.1 = add i64 %i, 1
  %c.1 = icmp ugt i64 {condition}, 1
  br i1 %c.1, label %wide.1, label %join.1
wide.1:
  br label %join.1
join.1:
  %idx.1 = phi i64 [ %i.1, %wide.1 ], [ %idx.0, %join ]
  %sum = add i64 %idx.0, %idx.1
  %acc.next = add i64 %acc, %sum
  %i.next = add i64 %i, 2
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc.next
}}
"""


@pytest.mark.parametrize("start", ["0", "%start"])
def test_join_phis_on_an_invariant_extent_become_selects_on_the_start(start):
    text = broadcast.resolve_joins(JOINS.format(start=start, condition="%shape"))
    llvm.parse_and_verify(text)
    assert f"%idx.0 = select i1 %c, i64 %i, i64 {start}" in text
    assert f"%idx.1 = select i1 %c.1, i64 %i.1, i64 {start}" in text
    assert " = phi i64 [ %i" not in text


@pytest.mark.parametrize("condition", [
    "%i",      # the extent changes from one iteration to the next
    "%idx",    # the condition reads the index itself
])
def test_join_phis_on_a_changing_condition_are_left_alone(condition):
    source = JOINS.format(start="0", condition=condition)
    assert broadcast.resolve_joins(source).strip() == source.strip()


def test_join_phis_on_two_different_conditions_are_left_alone():
    source = JOINS.format(start="0", condition="%shape").replace(
        "%c.1 = icmp ugt i64 %shape, 1", "%c.1 = icmp ugt i64 %n, 1")
    assert broadcast.resolve_joins(source).strip() == source.strip()
