"""The self-check that no phi or select merges a shadow array with a primal one."""

from __future__ import annotations

import pytest

from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

FUNCTION = """define internal void @augmented_f(i1 %c, ptr %slot) {
entry:
  %".7'mi" = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  %".9'mi" = tail call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  %.7 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %.7_cache.0 = load ptr, ptr %slot, align 8
  br i1 %c, label %a, label %b
a:
  br label %b
b:
{merge}
  ret void
}
"""


@pytest.mark.parametrize("merge", [
    """  %m = phi ptr [ %".7'mi", %entry ], [ %.7, %a ]""",
    """  %m = select i1 %c, ptr %".7'mi", ptr %.7""",
    # the primal reloaded from Enzyme's tape is still the primal
    """  %m = phi ptr [ %".7'mi", %entry ], [ %.7_cache.0, %a ]""",
    # through a chain of merges
    """  %s = select i1 %c, ptr %.7_cache.0, ptr null
  %m = phi ptr [ %".7'mi", %entry ], [ %s, %a ]""",
])
def test_a_shadow_merged_with_a_primal_is_refused(merge):
    with pytest.raises(DifferentiationError) as error:
        selfcheck.check_shadows_stay_shadows(FUNCTION.replace("{merge}", merge))
    assert str(error.value) == (
        "the derivative of `f` merges a shadow array with a primal one (found by the "
        f"self-check; {selfcheck.LOOP_CARRIED}): this pattern is not supported yet; "
        f"{selfcheck.LOOP_FORWARD}")


@pytest.mark.parametrize("merge", [
    """  %m = phi ptr [ %".7'mi", %entry ], [ %".9'mi", %a ]""",
    """  %m = select i1 %c, ptr %".7'mi", ptr %".9'mi\"""",
    """  %m = select i1 %c, ptr %.7, ptr %.7_cache.0""",
])
def test_shadows_merged_with_shadows_pass(merge):
    selfcheck.check_shadows_stay_shadows(FUNCTION.replace("{merge}", merge))
