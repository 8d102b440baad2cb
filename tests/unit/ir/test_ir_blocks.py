"""ir.blocks on the shapes opt prints: a multi-line switch, with or without metadata after it."""

from __future__ import annotations

import pytest

from nrtgrad import ir

FUNCTION = """define i32 @f(i32 %x) {{
entry:
  switch i32 %x, label %other [
    i32 -2, label %a
    i32 0, label %a
  ]{tail}

a:
  ret i32 0

other:
  ret i32 1
}}
"""


@pytest.mark.parametrize("tail", ["", ", !dbg !68"])
def test_a_switch_ends_its_block_and_the_next_label_starts_one(tail):
    lines = FUNCTION.format(tail=tail).splitlines()
    blocks = ir.blocks(lines, ir.defined_functions(lines)[0])
    assert [b.name for b in blocks] == ["entry", "a", "other"]
    assert blocks[0].successors == ["other", "a", "a"]
