"""Flow, the control-flow facts the ownership analysis asks: constants, liveness across
blocks (phi operands on their edge), which paths can only end in an error status, and
the status dispatch of an inlined callee's exit (an i32 status or an i1 flag phi) and the
values a branch proves non-zero (its tested value, its condition on the true edge).

Dominance and reachability are in test_block_graph.py, beside the graph they come from.
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.ir.flow import Flow, literal

# %a is live through both sides; %b and %n reach the join only as phi operands
DIAMOND = """define i32 @f(i1 %c, i64 %n, ptr %p) {
entry:
  %a = add i64 %n, 1
  br i1 %c, label %left, label %right
left:
  %b = add i64 %a, 2
  br label %join
right:
  br label %join
join:
  %m = phi i64 [ %b, %left ], [ %n, %right ]
  %s = add i64 %m, %a
  store i64 %s, ptr %p
  ret i32 0
}
"""

# an inlined callee's exits meet in %exit, whose branch on its status phi
# sends the error exit (1) to %raise and the success exit (0) to %use
STATUS = """define i32 @g(i1 %c, i1 %d, i32 %x) {
entry:
  br i1 %c, label %fail, label %work
fail:
  br label %exit
work:
  br i1 %d, label %exit, label %bad
bad:
  %zero = icmp eq i32 %x, 0
  br i1 %zero, label %trap, label %rethrow
trap:
  unreachable
rethrow:
  ret i32 %x
exit:
  %status = phi i32 [ 1, %fail ], [ 0, %work ]
  %ok = icmp eq i32 %status, 0
  br i1 %ok, label %use, label %raise
use:
  ret i32 0
raise:
  %code = select i1 %d, i32 1, i32 2
  ret i32 %code
}
"""


def flow(text: str) -> tuple[list[str], Flow]:
    lines = text.splitlines()
    return lines, Flow(lines, ir.defined_functions(lines)[0])


@pytest.mark.parametrize("value, expected", [
    ("true", 1), ("false", 0), ("0", 0), ("-3", -3), ("42", 42),
    ("%x", None), ("1.0", None), ("null", None), ("", None),
])
def test_literal_reads_integer_and_i1_constants_only(value, expected):
    assert literal(value) == expected


def test_values_live_into_each_block():
    _, f = flow(DIAMOND)
    # labels a branch names (`br label %join`) share the values' namespace: left out here
    live = {block: values - {f"%{name}" for name in f.blocks}
            for block, values in f.live_in(lambda index: set()).items()}
    assert live["join"] == {"%a", "%p"}
    # a phi operand is live out of its own predecessor only
    assert live["left"] == {"%a", "%p"}
    assert live["right"] == {"%n", "%a", "%p"}
    assert live["entry"] == {"%n", "%c", "%p"}


def test_implicit_uses_are_live_like_named_ones():
    lines, f = flow(DIAMOND)
    store = next(i for i, line in enumerate(lines) if line.strip().startswith("store "))
    live = f.live_in(lambda index: {"%slot.value"} if index == store else set())
    assert all("%slot.value" in live[block] for block in ("entry", "left", "right", "join"))


def test_a_branch_on_the_status_phi_is_a_dispatch():
    _, f = flow(STATUS)
    assert f.status_dispatch("exit") == ("%status", "use", "raise")
    assert f.status_dispatch("entry") is None  # a branch on an argument
    assert f.status_dispatch("work") is None


def test_the_edge_into_the_error_exit_only_leads_to_errors():
    _, f = flow(STATUS)
    # through %exit with %status 1: the dispatch sends it to %raise, whose select
    # returns 1 or 2
    assert f.only_errors_after_edge("entry", "fail")
    assert f.only_errors_after("fail")
    assert not f.only_errors_after_edge("entry", "work")
    assert not f.only_errors_after("exit")
    assert f.only_errors_after("raise")
    assert not f.only_errors_after("use")


def test_a_value_a_branch_proved_non_zero_and_unreachable_are_errors():
    _, f = flow(STATUS)
    assert f.only_errors_after("trap")  # `unreachable` returns nothing
    assert f.only_errors_after("rethrow")  # %x is not 0 on the edge bad -> rethrow
    assert f.only_errors_after("bad")
    # without the test %x may be 0
    _, untested = flow(STATUS.replace("br i1 %zero, label %trap, label %rethrow",
                                      "br label %rethrow"))
    assert not untested.only_errors_after("rethrow")


# a factorisation's info tested where the callee also selects its status (LLVM's
# form of Numba's `if r > 0: raise`): the edge to %exit is taken when %info is
# not 0, so the status phi is 1 there
SELECTED_STATUS = """define i32 @h(i32 %info) {
entry:
  %ok = icmp eq i32 %info, 0
  %picked = select i1 %ok, i32 0, i32 1
  br i1 %ok, label %invert, label %exit
invert:
  br label %exit
exit:
  %status = phi i32 [ %picked, %entry ], [ 0, %invert ]
  %good = icmp eq i32 %status, 0
  br i1 %good, label %use, label %raise
use:
  ret i32 0
raise:
  ret i32 %status
}
"""


def test_a_status_selected_on_the_branchs_own_test_takes_the_edges_value():
    _, f = flow(SELECTED_STATUS)
    assert f.only_errors_after_edge("entry", "exit")
    assert not f.only_errors_after_edge("entry", "invert")
    # selected on another flag, the status may be 0
    _, other = flow(SELECTED_STATUS.replace("define i32 @h(i32 %info)",
                                            "define i32 @h(i32 %info, i1 %c)").replace(
        "select i1 %ok,", "select i1 %c,"))
    assert not other.only_errors_after_edge("entry", "exit")


# an inlined callee's exits meet in %exit, whose flag phi is false on its error exit
# only, which also sets the status it passes on (Numba 0.68's form)
FLAG_DISPATCH = """define i32 @d(i1 %c) {
entry:
  br i1 %c, label %fail, label %work
fail:
  br label %exit
work:
  br label %exit
exit:
  %ok = phi i1 [ false, %fail ], [ true, %work ]
  %status = phi i32 [ 3, %fail ], [ 0, %work ]
  br i1 %ok, label %use, label %pass
use:
  ret i32 0
pass:
  ret i32 %status
}
"""


def test_the_dispatchs_failing_edge_is_only_taken_from_the_callees_error_exits():
    _, f = flow(FLAG_DISPATCH)
    assert f.only_errors_after_edge("exit", "pass")  # %status is 3 whenever %ok is false
    assert not f.only_errors_after_edge("exit", "use")
    # a flag that does not tell the exits apart
    _, mixed = flow(FLAG_DISPATCH.replace("[ true, %work ]", "[ false, %work ]"))
    assert not mixed.only_errors_after_edge("exit", "pass")


# a dispatch whose status phi takes a value, not a constant, from its predecessor: the
# failing edge proves the phi itself non-zero, and the raise returns it
PASSED_ON = """define i32 @p(i32 %s) {
entry:
  br label %exit
exit:
  %status = phi i32 [ %s, %entry ]
  %ok = icmp eq i32 %status, 0
  br i1 %ok, label %use, label %raise
use:
  ret i32 0
raise:
  %code = phi i32 [ %status, %exit ]
  ret i32 %code
}
"""


def test_a_status_passed_on_is_an_error_on_the_failing_edge():
    _, f = flow(PASSED_ON)
    assert f.only_errors_after_edge("exit", "raise")
    assert not f.only_errors_after_edge("exit", "use")


# a raise whose status is the flag its branch tested, widened (`zext i1`)
WIDENED_FLAG = """define i32 @w(i64 %n, i64 %m) {
entry:
  %bad = icmp ne i64 %n, %m
  br i1 %bad, label %raise, label %ok
raise:
  %code = zext i1 %bad to i32
  br label %exit
ok:
  br label %exit
exit:
  %status = phi i32 [ %code, %raise ], [ 0, %ok ]
  ret i32 %status
}
"""


def test_a_flag_the_branch_proved_true_widened_is_an_error_status():
    _, f = flow(WIDENED_FLAG)
    assert f.only_errors_after_edge("entry", "raise")
    assert not f.only_errors_after_edge("entry", "ok")


def test_dominance_and_reachability_of_lines():
    lines, f = flow(DIAMOND)
    line = {ir.defined_value(text): index for index, text in enumerate(lines)
            if ir.defined_value(text)}
    assert f.dominates(line["%a"], line["%s"]) and not f.dominates(line["%b"], line["%s"])
    assert f.reaches(line["%a"], line["%b"]) and not f.reaches(line["%b"], line["%a"])
    assert f.block_of[line["%m"]] == "join" and f.order == ["entry", "left", "right", "join"]


def _ladder(steps: int, error_steps: int) -> str:
    """`steps` diamonds, each joined by a flag phi and leaving for a shared error region
    of `error_steps` more such diamonds (listed second, so a walk in listed order goes
    there first) before the next; the last returns 0, the error region 1."""
    lines = ["define i32 @h(i1 %c) {", "entry:", "  br label %d0"]

    def diamond(name: str, after: str, leave: str | None) -> None:
        lines.extend([f"{name}:", f"  br i1 %c, label %{name}.a, label %{name}.b",
                      f"{name}.a:", f"  br label %{name}.j", f"{name}.b:",
                      f"  br label %{name}.j", f"{name}.j:",
                      f"  %{name}.f = phi i1 [ true, %{name}.a ], [ false, %{name}.b ]",
                      f"  br i1 %c, label %{after}, label %{leave}" if leave
                      else f"  br label %{after}"])
    for k in range(steps):
        diamond(f"d{k}", f"d{k + 1}" if k + 1 < steps else "done", "e0")
    for k in range(error_steps):
        diamond(f"e{k}", f"e{k + 1}" if k + 1 < error_steps else "raise", None)
    lines += ["done:", "  ret i32 0", "raise:", "  ret i32 1", "}"]
    return "\n".join(lines) + "\n"


def test_a_walk_takes_the_way_to_a_success_first_and_keeps_what_it_learned():
    # every edge of the chain leads to the success return; the walks used to enter the
    # error region first, once for each set of flag values the path had fixed, edge after
    # edge: 208,624 states here (Numba's np.nanpercentile ran for tens of minutes)
    _, f = flow(_ladder(16, 8))
    entered = []
    original = f._enter
    f._enter = lambda *args: entered.append(1) or original(*args)
    assert not any(f.only_errors_after(f"d{k}") for k in range(16))
    assert f.only_errors_after("e0")
    assert len(entered) < 5000
