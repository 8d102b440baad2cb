"""The one CFG of the IR layer: BlockGraph's dominators and natural loops, and the
instruction-level dominance and reachability Flow answers from them."""

from __future__ import annotations

from nrtgrad import ir
from nrtgrad.ir.block_graph import BlockGraph
from nrtgrad.ir.flow import Flow

# entry -> head; head -> body | exit; body -> left | right; left, right -> latch;
# latch -> head (the back edge); dead -> latch is unreachable
FUNCTION = """define i64 @f(i1 %c, i64 %n) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %next, %latch ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  br i1 %c, label %left, label %right

left:
  %l = add i64 %i, 1
  br label %latch

right:
  %r = add i64 %i, 2
  br label %latch

dead:
  br label %latch

latch:
  %next = phi i64 [ %l, %left ], [ %r, %right ], [ 0, %dead ]
  br label %head

exit:
  ret i64 %i
}
"""


def graph() -> tuple[list[str], BlockGraph]:
    lines = FUNCTION.splitlines()
    return lines, BlockGraph(lines, ir.function_named(lines, "f"))


def test_dominators_of_a_loop_with_a_diamond():
    _, g = graph()
    assert g.dominators["entry"] == {"entry"}
    assert g.dominators["head"] == {"entry", "head"}
    assert g.dominators["left"] == {"entry", "head", "body", "left"}
    # neither side of the diamond dominates the join, nor does the unreachable block
    assert g.dominators["latch"] == {"entry", "head", "body", "latch"}
    assert g.dominators["exit"] == {"entry", "head", "exit"}


def test_an_unreachable_block_is_dominated_by_itself_only():
    _, g = graph()
    assert g.dominators["dead"] == {"dead"}


def test_natural_loops_from_back_edges():
    _, g = graph()
    # the body is what reaches the back edge backwards without passing the header:
    # an unreachable predecessor included
    assert {name for name, headers in g.loops.items() if "head" in headers} == {
        "head", "body", "left", "right", "latch", "dead"}
    assert g.loops["exit"] == set() and g.loops["entry"] == set()
    assert [b.name for b in g.region("body")] == ["body", "left", "right", "latch"]


def test_where_each_value_is_defined():
    lines, g = graph()
    assert g.defined_in["%l"] == "left" and g.defined_in["%next"] == "latch"
    assert lines[g.definition["%more"]].strip().startswith("%more = icmp")


def test_flow_answers_from_the_same_graph():
    lines, _ = graph()
    flow = Flow(lines, ir.function_named(lines, "f"))
    line = {ir.defined_value(text): index for index, text in enumerate(lines)
            if ir.defined_value(text)}
    assert flow.dominates(line["%i"], line["%l"])
    assert not flow.dominates(line["%l"], line["%next"])
    assert flow.dominates(line["%i"], line["%more"])  # same block, earlier line
    assert not flow.dominates(line["%more"], line["%i"])
    assert flow.reaches(line["%l"], line["%r"])  # around the loop
    assert flow.reaches(line["%l"], line["%l"])  # once around the loop
    assert flow.predecessors["latch"] == ["left", "right", "dead"]


def test_a_well_formed_function_has_no_undominated_use():
    lines, cfg = graph()
    assert cfg.undominated_uses(lines) == []


def test_uses_their_definitions_do_not_dominate():
    broken = (FUNCTION
              .replace("  %r = add i64 %i, 2\n", "  %r = add i64 %l, 2\n")  # %l: other arm
              .replace("  ret i64 %i\n", "  %z = add i64 %i, %w\n  %w = add i64 %i, 1\n"
                                         "  ret i64 %z\n")  # %w: defined after its use
              .replace("[ %r, %right ]", "[ %l, %right ]"))  # incoming from the other arm
    lines = broken.splitlines()
    cfg = BlockGraph(lines, ir.function_named(lines, "f"))
    found = {(value, lines[index].split(" = ")[0].strip()) for value, index in
             cfg.undominated_uses(lines)}
    assert found == {("%l", "%r"), ("%w", "%z"), ("%l", "%next")}
