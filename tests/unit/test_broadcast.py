"""broadcast.resolve on small loops: what it rewrites, and what it must leave alone.

A select gets 0 as its false operand only when the recurrence provably is
`c ? X : 0`: it starts at 0 and `c` has one value per call.  Every result
must still verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad import broadcast, llvm

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
