"""The self-check that no load or store goes through a pointer null on a path reaching it.

The walk starts at each edge on which a pointer phi of the function's own
takes null and follows what the path decides: phis that take constants on
it, tests of the null pointer (also taped through `nrtgrad.address_test`),
a condition a branch on the path already took.  The shape it must refuse is
Enzyme's output for a loop loop_guards rewrote without holding the header's
phis past the exit: loop simplification merges the edges into the new
header in a backedge block, whose phis give the header's array null and its
test `false` on the edges that leave.
"""

from __future__ import annotations

import pytest

from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

# the loop of `for ...: xn = ...; if converged: y = xn; break; x = xn` then a read of x,
# as Enzyme prints the unrotated loop: {held} is x's value on the edges that leave
LOOP = """define i32 @f(ptr %a, ptr %y0, i64 %n) {{
entry:
  br label %head.test

head.test:
  %enters = phi i1 [ true, %entry ], [ %enters.be, %head.test.backedge ]
  %x.2.sroa.44.0 = phi ptr [ %a, %entry ], [ %x.2.sroa.44.0.be, %head.test.backedge ]
  %x.held = phi ptr [ null, %entry ], [ %x.held.be, %head.test.backedge ]
  %y.1 = phi ptr [ null, %entry ], [ %y.1.be, %head.test.backedge ]
  %k = phi i64 [ 0, %entry ], [ %k.be, %head.test.backedge ]
  br i1 %enters, label %head, label %exit

head:
  %more = icmp slt i64 %k, %n
  br i1 %more, label %body, label %head.test.backedge

body:
  %xn = call ptr @next(ptr %x.2.sroa.44.0)
  %k1 = add i64 %k, 1
  %converged = call i1 @converged(ptr %xn)
  br i1 %converged, label %break, label %head.test.backedge

break:
  br label %head.test.backedge

head.test.backedge:
  %enters.be = phi i1 [ true, %body ], [ false, %head ], [ false, %break ]
  %x.2.sroa.44.0.be = phi ptr [ %xn, %body ], [ {held_head}, %head ], [ {held_break}, %break ]
  %x.held.be = phi ptr [ null, %body ], [ %x.2.sroa.44.0, %head ], [ %x.2.sroa.44.0, %break ]
  %y.1.be = phi ptr [ null, %body ], [ %y0, %head ], [ %xn, %break ]
  %k.be = phi i64 [ %k1, %body ], [ 0, %head ], [ 0, %break ]
  br label %head.test

exit:
  %first = getelementptr double, ptr {read}, i64 0
  %value = load double, ptr %first, align 8
  %other = load double, ptr %y.1, align 8
  ret i32 0
}}

declare ptr @next(ptr)

declare i1 @converged(ptr)
"""


def loop(held: str = "null", read: str = "%x.2.sroa.44.0") -> str:
    return LOOP.format(held_head=held, held_break=held, read=read)


def test_the_array_a_loop_leaves_with_read_through_null_is_refused():
    with pytest.raises(DifferentiationError) as error:
        selfcheck.check_null_addresses(loop())
    assert str(error.value) == (
        "the derivative of `f` would read `x` through a null pointer (found by the "
        "self-check): nrtgrad cannot follow which array it holds there, as after a loop that "
        "leaves with its new array in another variable (`y = xn; break`); copy the new array "
        "into one allocated before the loop instead (`y[:] = xn`)")


@pytest.mark.parametrize("text", [
    loop(held="%x.2.sroa.44.0"),     # the header's phi takes itself on the edges that leave
    loop(read="%x.held"),            # read through the phi that holds it there (loop_guards)
], ids=["held", "held-phi"])
def test_a_value_null_only_on_edges_that_enter_the_loop_passes(text):
    """%x.held and %y.1 are null on the edges into the loop, where the path goes on to the
    loop, never to the read after it: `enters` is true on them."""
    selfcheck.check_null_addresses(text)


GUARDED = """define void @f(ptr %a, i1 %c) {{
entry:
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %y.2 = phi ptr [ %a, %then ], [ null, %entry ]
{branch}

use:
  %field = getelementptr i8, ptr %y.2, i64 24
  store double 1.0, ptr %field, align 8
  br label %done

done:
  ret void
}}

declare i1 @nrtgrad.address_test(i1)

declare i1 @unknown()
"""


@pytest.mark.parametrize("branch", [
    "  %valid = icmp ne ptr %y.2, null\n  br i1 %valid, label %use, label %done",
    "  %null = icmp eq ptr %y.2, null\n  %taped = call i1 @nrtgrad.address_test(i1 %null)\n"
    "  br i1 %taped, label %done, label %use",
    "  br i1 %c, label %use, label %done",  # the condition that chose null tested again
], ids=["null-test", "taped-null-test", "condition-tested-again"])
def test_a_read_the_path_rules_out_passes(branch):
    selfcheck.check_null_addresses(GUARDED.format(branch=branch))


def test_a_store_through_an_address_computed_from_null_is_refused():
    text = GUARDED.format(branch="  %any = call i1 @unknown()\n"
                                 "  br i1 %any, label %use, label %done")
    with pytest.raises(DifferentiationError, match="would read `y` through a null pointer"):
        selfcheck.check_null_addresses(text)


def test_enzyme_s_caches_null_before_their_first_allocation_pass():
    """A cache grows by realloc in the loop's header; the path that keeps it (taken from
    the second iteration on) reads the null of the preheader only on paths the counter
    rules out."""
    text = """define void @augmented_f(i64 %n) {
entry:
  br label %loop

loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop.end ]
  %x_cache.0 = phi ptr [ null, %entry ], [ %kept, %loop.end ]
  %iv.next = add i64 %iv, 1
  %grow = icmp eq i64 %iv, 0
  br i1 %grow, label %grown, label %loop.end

grown:
  %new = call ptr @realloc(ptr %x_cache.0, i64 64)
  br label %loop.end

loop.end:
  %kept = phi ptr [ %new, %grown ], [ %x_cache.0, %loop ]
  %slot = getelementptr double, ptr %kept, i64 %iv
  store double 0.0, ptr %slot, align 8
  %more = icmp slt i64 %iv.next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare ptr @realloc(ptr, i64)
"""
    selfcheck.check_null_addresses(text)


DISPATCH = """define void @f(ptr %a, i1 %c) {{
entry:
  br i1 %c, label %left, label %right

left:
  br label %site

right:
  br label %site

site:
  %site.from = phi i32 [ 0, %left ], [ 1, %right ]
  %x.2 = phi ptr [ %a, %left ], [ null, %right ]
{dispatch}

to.0:
  %value = load double, ptr %x.2, align 8
  ret void

to.1:
  ret void
}}
"""


@pytest.mark.parametrize("dispatch", [
    "  switch i32 %site.from, label %to.0 [\n    i32 1, label %to.1\n  ]",
    "  %cond = icmp eq i32 %site.from, 1\n  br i1 %cond, label %to.1, label %to.0",
], ids=["switch", "compare"])
def test_allocation_sites_dispatch_on_the_copy_that_entered_passes(dispatch):
    """allocation_sites' merged block numbers the copy that entered it and dispatches on
    the number (a switch, or a comparison once LLVM folded it): the copy that gave null
    never reaches the other's read."""
    selfcheck.check_null_addresses(DISPATCH.format(dispatch=dispatch))
    with pytest.raises(DifferentiationError, match="would read `x` through a null pointer"):
        selfcheck.check_null_addresses(DISPATCH.format(dispatch=dispatch).replace(
            "[ 1, %right ]", "[ 0, %right ]"))
