"""The self-check that arrays meeting at a merge have gradient buffers all, or none.

A shadow is `<primal>'mi` anywhere in the primal's family of functions
(reverse mode), or the allocation with the same arguments right after the
primal's (forward mode); an allocation of no bytes needs none.
"""

from __future__ import annotations

import pytest

from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

MODULE = """define internal void @augmented_f(i1 %c, i64 %n) {{
entry:
{first}
  %a.field = getelementptr i8, ptr %a, i64 24
  %a.data = load ptr, ptr %a.field, align 8
{second}
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %m = phi ptr [ %a, %entry ], [ %b, %left ]
  %m.data = phi ptr [ %a.data, %entry ], [ %b, %left ]
  ret void
}}

define internal void @diffef(i1 %c, i64 %n) {{
entry:
{reverse}
  ret void
}}
"""
A = "  %a = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %n, i32 32, i64 0)"
A_SHADOW = """  %"a'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %n, i32 32, i64 0)"""
B = "  %b = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %n, i32 32, i64 0)"
B_SHADOW = """  %"b'mi" = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %n, i32 32, i64 0)"""
B_FORWARD = "  %0 = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %n, i32 32, i64 0) #3"


def module(first: str, second: str, reverse: str = "") -> str:
    return MODULE.format(first=first, second=second, reverse=reverse)


@pytest.mark.parametrize("text", [
    module(A, f"{B_SHADOW}\n{B}"),                           # reverse mode
    module(A, f"{B}\n{B_FORWARD}"),                          # forward mode
    module(A, B, reverse=B_SHADOW),                          # b's shadow in the reverse pass
])
def test_an_array_merged_with_shadowed_ones_without_a_shadow_is_refused(text):
    with pytest.raises(DifferentiationError) as error:
        selfcheck.check_merged_shadows(text)
    assert str(error.value).startswith("the derivative of `f` gives no gradient buffer to "
                                       "variable `a`, which meets arrays that have one")


@pytest.mark.parametrize("text", [
    module(A, B),                                            # no shadows: an inactive merge
    module(f"{A_SHADOW}\n{A}", f"{B_SHADOW}\n{B}"),
    module(A, f"{B}\n{B_FORWARD}", reverse=A_SHADOW),
    module(A.replace("(i64 %n,", "(i64 0,"), f"{B_SHADOW}\n{B}"),  # no bytes: nothing to lose
])
def test_merges_of_shadowed_or_unshadowed_arrays_pass(text):
    selfcheck.check_merged_shadows(text)
