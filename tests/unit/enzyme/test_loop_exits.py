"""loop_exits: how many blocks Enzyme's search from a loop's exits queues, and the refusal.

Enzyme v0.0.289 walks breadth first from each exiting block to the loop's
header without marking what it has seen: a loop whose body has `k` branches
in a row after an exit queues about 2**k paths.  A loop past LIMIT has its
body outlined (LLVM's code extractor), after which its search is short; a
loop still past LIMIT is refused before opt runs out of memory; an ordinary
loop passes, and its module is left as it is.
"""

from __future__ import annotations

import pytest

from nrtgrad import ir, toolchain
from nrtgrad.enzyme import loop_exits
from nrtgrad.errors import UnsupportedError
from nrtgrad.ir.block_graph import BlockGraph
from nrtgrad.toolchain import llvm


def loop_of_branches(count: int, inner: bool = False) -> str:
    """@f: a loop that may exit at its top, then `count` if/else diamonds to its latch
    (with `inner`, a loop of two blocks between them)."""
    body = []
    for i in range(count):
        body += [f"b{i}:", f"  %c{i} = icmp slt i64 %i, {i}",
                 f"  br i1 %c{i}, label %t{i}, label %e{i}",
                 f"t{i}:", f"  br label %j{i}", f"e{i}:", f"  br label %j{i}",
                 f"j{i}:", f"  br label %{'b' + str(i + 1) if i + 1 < count else 'inner'}"]
    inner_loop = ["inner:", "  %k = phi i64 [ 0, %" + (f"j{count - 1}" if count else "top")
                  + " ], [ %k.1, %inner.latch ]", "  br label %inner.latch", "inner.latch:",
                  "  %k.1 = add i64 %k, 1", "  %more = icmp slt i64 %k.1, 2",
                  "  br i1 %more, label %inner, label %latch"] if inner else \
        ["inner:", "  br label %latch"]
    return "\n".join([
        "define i32 @f(i64 %n) {", "entry:", "  br label %header",
        "header:", "  %i = phi i64 [ 0, %entry ], [ %i.1, %latch ]",
        "  %stop = icmp sge i64 %i, %n", "  br i1 %stop, label %done, label %top",
        "top:", "  %bad = icmp eq i64 %i, 7", "  br i1 %bad, label %error, label %"
        + ("b0" if count else "inner"),
        *body, *inner_loop,
        "latch:", "  %i.1 = add i64 %i, 1", "  br label %header",
        "error:", "  ret i32 1", "done:", "  ret i32 0", "}", ""])


def searched(text: str, header: str = "header") -> int:
    lines = text.splitlines()
    return loop_exits.search_length(BlockGraph(lines, ir.function_named(lines, "f")), header)[0]


def test_each_branch_after_an_exit_doubles_the_search():
    llvm.parse_and_verify(loop_of_branches(3))
    counts = [searched(loop_of_branches(k)) for k in range(4, 12)]
    assert all(later > 1.9 * earlier for earlier, later in zip(counts, counts[1:]))
    assert searched(loop_of_branches(4, inner=True)) > searched(loop_of_branches(4))


def test_a_loop_searched_past_the_limit_is_refused_and_a_short_one_is_not():
    loop_exits.check(loop_of_branches(10, inner=True), "f")
    with pytest.raises(UnsupportedError, match=r"would search the exits of a loop without "
                                               r"end: more than 1e\+08 paths from an exit"):
        loop_exits.check(loop_of_branches(30), "f")


def test_the_count_stops_at_the_limit():
    assert searched(loop_of_branches(60)) <= 2 * loop_exits.LIMIT + 10 ** 6


def outlined(text: str) -> str:
    return loop_exits.outline(toolchain.find(), text, "f", timeout=60)


def test_a_loop_past_the_limit_is_its_header_and_a_call_of_its_body():
    text = outlined(loop_of_branches(30))
    llvm.parse_and_verify(text)
    loop_exits.check(text, "f")
    lines = text.splitlines()
    graph = BlockGraph(lines, ir.function_named(lines, "f"))
    loop = sorted(name for name, headers in graph.loops.items() if headers)
    assert loop == ["codeRepl", "header"]
    body = ir.function_named(lines, "f.top")
    assert not any(BlockGraph(lines, body).loops.values())
    # the counter comes back through memory, typed an integer for Enzyme
    assert "%i.1.reload = load i64, ptr %i.1.loc, align 4, !enzyme_type !0" in text
    assert '!0 = !{!"Unknown", i32 -1, !1}' in text and '!1 = !{!"Integer"}' in text


def test_a_module_without_such_a_loop_is_left_as_it_is():
    text = loop_of_branches(10, inner=True)
    assert outlined(text) == text
