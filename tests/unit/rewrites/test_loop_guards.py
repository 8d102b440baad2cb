"""loop_guards.unrotate on small guarded loops: what it rewrites, and what it leaves alone.

A rewritten function must verify in LLVM 15 (llvmlite) and compute what the
guarded loop computed, for trip counts that skip the loop, run it once and
run it more often; the array from before the loop or the loop's last one
leaves it through one phi of the new header.
"""

from __future__ import annotations

import ctypes

import pytest
from llvmlite import binding

from nrtgrad import ir
from nrtgrad.rewrites import loop_guards
from nrtgrad.toolchain import llvm

ALLOCATORS = {"alloc"}

# `y = alloc(1); while k < trips [and k < stop]: y = alloc(k + 2)`, as Python
# compiles it: the condition tested before the loop and at its end
WHILE = """
define ptr @alloc(i64 %n) {{
  %p = inttoptr i64 %n to ptr
  ret ptr %p
}}

define i64 @f(i64 %trips, i64 %stop) {{
entry:
  %y0 = call ptr @alloc(i64 1)
  %enter = icmp sgt i64 %trips, 0
  {guard}
{second_guard}loop:
  %y = phi ptr [ %y0, %{enters} ], [ %new, %{again} ]
  %k = phi i64 [ 0, %{enters} ], [ %k1, %{again} ]
  %k1 = add i64 %k, 1
  %size = add i64 %k1, 1
  %new = call ptr @alloc(i64 %size)
  br label %latch
latch:
  %more = icmp slt i64 %k1, %trips
  {latch}
{second_latch}exit:
  %last = phi ptr {last}
  %count = phi i64 {count}
  %address = ptrtoint ptr %last to i64
  %r = mul i64 %address, 1000
  %s = add i64 %r, %count
  ret i64 %s
}}
"""
SIMPLE = dict(guard="br i1 %enter, label %loop, label %exit", second_guard="",
              enters="entry", again="latch",
              latch="br i1 %more, label %loop, label %exit", second_latch="",
              last="[ %y0, %entry ], [ %new, %latch ]",
              count="[ 0, %entry ], [ %k1, %latch ]")
NEGATED = {**SIMPLE, "latch": "%done = xor i1 %more, true\n"
                              "  br i1 %done, label %exit, label %loop, !prof !0"}
BOTH = {**SIMPLE, "guard": "br i1 %enter, label %guard2, label %exit",
        "second_guard": "guard2:\n  %below = icmp sgt i64 %stop, 0\n"
                        "  br i1 %below, label %loop, label %exit\n",
        "enters": "guard2", "again": "latch2",
        "latch": "br i1 %more, label %latch2, label %exit",
        "second_latch": "latch2:\n  %under = icmp slt i64 %k1, %stop\n"
                        "  br i1 %under, label %loop, label %exit\n",
        "last": "[ %y0, %entry ], [ %y0, %guard2 ], [ %new, %latch ], [ %new, %latch2 ]",
        "count": "[ 0, %entry ], [ 0, %guard2 ], [ %k1, %latch ], [ %k1, %latch2 ]"}
METADATA = '\n!0 = !{!"branch_weights", i32 1, i32 9}\n'


def module(shape: dict) -> str:
    return WHILE.format(**shape) + (METADATA if "!prof" in shape["latch"] else "")


def run(text: str, trips: int, stop: int) -> int:
    binding.initialize_native_target()
    binding.initialize_native_asmprinter()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(binding.parse_assembly(text), machine)
    engine.finalize_object()
    function = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64, ctypes.c_int64)(
        engine.get_function_address("f"))
    return function(trips, stop)


def block(text: str, name: str) -> list[str]:
    lines = text.splitlines()
    found = next(b for b in ir.blocks(lines, ir.function_named(lines, "f")) if b.name == name)
    return [lines[i].strip() for i in found.lines]


@pytest.mark.parametrize("shape", [SIMPLE, NEGATED, BOTH], ids=["simple", "negated", "and"])
def test_the_loop_tests_at_a_new_header_and_computes_the_same(shape):
    text = module(shape)
    rewritten = loop_guards.unrotate(text, "f", ALLOCATORS)
    llvm.parse_and_verify(rewritten)
    header = block(rewritten, "loop.nrtgrad.test")
    assert header[-1] == "br i1 %loop.nrtgrad.test.enters, label %loop, label %exit"
    assert [line.split(" = phi ")[0] for line in header[:-1]] == [
        "%loop.nrtgrad.test.enters", "%y", "%k", "%last", "%count"]
    assert not any(" = phi " in line for line in block(rewritten, "loop") + block(rewritten,
                                                                                "exit"))
    for trips, stop in [(0, 5), (1, 5), (3, 5), (4, 2), (3, 0)]:
        assert run(rewritten, trips, stop) == run(text, trips, stop)


def test_edges_that_only_leave_give_the_header_s_phis_zeros():
    rewritten = loop_guards.unrotate(module(BOTH), "f", ALLOCATORS)
    y = next(line for line in block(rewritten, "loop.nrtgrad.test") if line.startswith("%y "))
    assert y == ("%y = phi ptr [ %y0, %guard2 ], [ %new, %latch2 ], [ null, %entry ], "
                 "[ null, %latch ]")


def test_an_exit_that_merges_no_allocation_is_left_as_it_is():
    text = module({**SIMPLE, "last": "[ null, %entry ], [ null, %latch ]"})
    assert loop_guards.unrotate(text, "f", ALLOCATORS) == text
    assert loop_guards.unrotate(module(SIMPLE), "f", set()) == module(SIMPLE)


def test_a_loop_using_a_value_of_one_guard_block_is_left_as_it_is():
    """Below the new header the second guard block no longer dominates the loop."""
    text = module(BOTH).replace("%size = add i64 %k1, 1", "%size = add i64 %k1, %stop.1")
    text = text.replace("  %below = icmp", "  %stop.1 = add i64 %stop, 1\n  %below = icmp")
    llvm.parse_and_verify(text)
    assert loop_guards.unrotate(text, "f", ALLOCATORS) == text


def test_an_exit_merging_the_arrays_of_two_loop_versions_is_left_as_it_is():
    """Unswitching made two versions of the loop: one header would merge both."""
    text = """
declare ptr @alloc(i64 %n)

define ptr @f(i64 %trips, i1 %version) {
entry:
  %y0 = call ptr @alloc(i64 1)
  %enter = icmp sgt i64 %trips, 0
  br i1 %enter, label %pick, label %exit
pick:
  br i1 %version, label %a, label %b
a:
  %ka = phi i64 [ 0, %pick ], [ %ka1, %a ]
  %newa = call ptr @alloc(i64 2)
  %ka1 = add i64 %ka, 1
  %morea = icmp slt i64 %ka1, %trips
  br i1 %morea, label %a, label %exit
b:
  %kb = phi i64 [ 0, %pick ], [ %kb1, %b ]
  %newb = call ptr @alloc(i64 3)
  %kb1 = add i64 %kb, 1
  %moreb = icmp slt i64 %kb1, %trips
  br i1 %moreb, label %b, label %exit
exit:
  %last = phi ptr [ %y0, %entry ], [ %newa, %a ], [ %newb, %b ]
  ret ptr %last
}
"""
    llvm.parse_and_verify(text)
    assert loop_guards.unrotate(text, "f", ALLOCATORS) == text
    one_version = text.replace("%newb = call ptr @alloc(i64 3)", "%newb = getelementptr i8, "
                               "ptr %y0, i64 0")
    assert "a.nrtgrad.test:" in loop_guards.unrotate(one_version, "f", ALLOCATORS)


# `x = alloc(1); y = alloc(2); for k in range(trips): new = alloc(k + 11);
# if k + 1 == stop: y = new; break; x = new`, the loop testing at its header (Numba's
# module from before LLVM's loop rotation): the exit merges y, and x, a phi of the
# header, is read after the loop
HELD = """
define ptr @alloc(i64 %n) {
  %p = inttoptr i64 %n to ptr
  ret ptr %p
}

define i64 @f(i64 %trips, i64 %stop) {
entry:
  %x0 = call ptr @alloc(i64 1)
  %y0 = call ptr @alloc(i64 2)
  br label %head
head:
  %x = phi ptr [ %x0, %entry ], [ %new, %next ]
  %k = phi i64 [ 0, %entry ], [ %k1, %next ]
  %more = icmp slt i64 %k, %trips
  br i1 %more, label %body, label %exit
body:
  %k1 = add i64 %k, 1
  %size = add i64 %k1, 10
  %new = call ptr @alloc(i64 %size)
  %converged = icmp eq i64 %k1, %stop
  br i1 %converged, label %break, label %next
break:
  br label %exit
next:
  br label %head
exit:
  %y = phi ptr [ %y0, %head ], [ %new, %break ]
  %xa = ptrtoint ptr %x to i64
  %ya = ptrtoint ptr %y to i64
  %r = mul i64 %xa, 1000
  %s = add i64 %r, %ya
  ret i64 %s
}
"""


def test_a_header_phi_read_after_the_loop_holds_its_value_past_the_exit():
    """The header's phis move into the new header, where the edges leaving the loop give
    them a zero: what the exit reads of them passes through a phi of its own there,
    which those edges give the value held (read as the zero, x was null after the loop:
    nrtgrad.grad of `y = xn; break` then `np.sum(x * x) + np.sum(y)` crashed)."""
    rewritten = loop_guards.unrotate(HELD, "f", ALLOCATORS)
    llvm.parse_and_verify(rewritten)
    header = block(rewritten, "head.nrtgrad.test")
    assert "%x.nrtgrad.held = phi ptr [ null, %entry ], [ null, %next ], [ %x, %head ], " \
           "[ %x, %break ]" in header
    assert "%xa = ptrtoint ptr %x.nrtgrad.held to i64" in block(rewritten, "exit")
    for trips, stop in [(0, 5), (1, 5), (3, 5), (6, 2), (6, 1), (2, 2)]:
        assert run(rewritten, trips, stop) == run(HELD, trips, stop)
