"""Control-flow facts about one function, for the ownership analysis.

The blocks, predecessors and dominators come from `BlockGraph`; this
module adds what the refcount dataflow asks about them: which instruction
dominates which and which can run after which, the SSA values live into
each block, and which paths can only end in an error return.  Numba's entry
function returns status 0 on success and a non-zero status once it has set
an exception (often through a phi in one shared return block, `ret i32
%common.ret.op`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable

from .. import ir
from .block_graph import BlockGraph

# `br i1 %c, label %a, label %b`: the condition and both targets in groups 1 to 3
_CONDITIONAL_BRANCH = re.compile(r"br i1 (%\S+), label (%\S+), label (%\S+?)(,|$)")
# a phi of an i32 or i1: the flags Numba's error paths merge
_FLAG_PHI = re.compile(r" = phi i(32|1) ")
# a test of a value against zero: eq or ne in group 1, the value in group 2
_ZERO_TEST = re.compile(r"icmp (eq|ne) i\d+ (%\S+), 0(,|$)")
# a status that is a flag widened (`zext i1 %c to i32`: 1 when %c holds): the flag
_WIDENED_FLAG = re.compile(r" = zext i1 (%\S+) to i32(,|$)")
# a select of an integer on a flag: the flag, the operand when true, the operand when false
_STATUS_SELECT = re.compile(r" = select i1 (%\S+), i\d+ ([^\s,]+), i\d+ ([^\s,]+)(,|$)")


def literal(value: str) -> int | None:
    """An integer or i1 constant's value, else None."""
    if value in ("true", "false"):
        return int(value == "true")
    return int(value) if ir.INTEGER.fullmatch(value) else None


class Flow:
    def __init__(self, lines: list[str], function: ir.Function):
        graph = BlockGraph(lines, function)
        self.lines = lines
        self.blocks = graph.by_name
        self.order = list(self.blocks)
        self.block_of = {i: b.name for b in self.blocks.values() for i in b.lines}
        self.predecessors = graph.predecessors
        self.definitions = graph.definition
        self.dominators = graph.dominators
        self._only_errors: dict[tuple[str, str], bool] = {}
        self._dispatch: dict[str, tuple[str, str, str] | None] = {}
        # states of _may_succeed's walks (block, phi values, values proved non-zero)
        self._succeeding: set[tuple] = set()
        self._failing: set[tuple] = set()
        self._distances: dict[str, int] | None = None

    # -- dominance --------------------------------------------------------------
    def dominates(self, first: int, second: int) -> bool:
        """Instruction line `first` is on every path from the entry to line `second`."""
        a, b = self.block_of[first], self.block_of[second]
        return first < second if a == b else a in self.dominators[b]

    def reaches(self, first: int, second: int) -> bool:
        """Instruction line `second` can run after line `first`."""
        start = self.block_of[first]
        if start == self.block_of[second] and first < second:
            return True
        seen, work = set(), list(self.blocks[start].successors)
        while work:
            name = work.pop()
            if name not in seen:
                seen.add(name)
                work.extend(self.blocks[name].successors)
        return self.block_of[second] in seen

    # -- liveness ---------------------------------------------------------------
    def live_in(self, implicit_uses: Callable[[int], set[str]]) -> dict[str, set[str]]:
        """Block -> the values live on entry to it (phi operands count on their edge).

        `implicit_uses(line)` names values an instruction reads without naming
        them (a load from a stack slot reads the value stored there).
        """
        uses, defs, phi_uses = {}, {}, defaultdict(set)
        for name, block in self.blocks.items():
            used, defined = set(), set()
            for index in block.lines:
                line = self.lines[index]
                if " = phi " in line:
                    for incoming, predecessor in ir.phi_incoming(line):
                        if incoming.startswith("%"):
                            phi_uses[predecessor].add(incoming)
                else:
                    read = set(ir.local_uses(line)) | implicit_uses(index)
                    used |= read - defined
                value = ir.defined_value(line)
                if value:
                    defined.add(value)
            uses[name], defs[name] = used, defined
        live_in = {name: set() for name in self.blocks}
        changed = True
        while changed:
            changed = False
            for name in reversed(self.order):
                out = set(phi_uses[name])
                for successor in self.blocks[name].successors:
                    out |= live_in[successor]
                new = uses[name] | (out - defs[name])
                if new != live_in[name]:
                    live_in[name] = new
                    changed = True
        return live_in

    # -- error paths ------------------------------------------------------------
    def only_errors_after_edge(self, source: str, target: str) -> bool:
        """Every path that takes the edge source -> target returns a non-zero status."""
        if (source, target) not in self._only_errors:
            self._only_errors[source, target] = not self._may_succeed(source, target)
        return self._only_errors[source, target]

    def only_errors_after(self, block: str) -> bool:
        """Every path from inside `block` (after its phis) returns a non-zero status."""
        successors = self.blocks[block].successors
        if successors:
            return all(self.only_errors_after_edge(block, s) for s in successors)
        if self.predecessors[block]:
            return all(self.only_errors_after_edge(p, block) for p in self.predecessors[block])
        return self._returns_error(block, {}, set())

    def status_dispatch(self, name: str) -> tuple[str, str, str] | None:
        """(status phi, successor when it is 0, successor otherwise) of a dispatch block.

        Numba's inlined callees return through one block whose phi is the
        callee's status (an i32 that is 0, or 1 on each error exit; 0.68 also
        an i1 that is true on success only) and whose branch tests it: the
        error exits' states then never reach the success successor.
        """
        if name not in self._dispatch:
            self._dispatch[name] = None
            terminator = self.lines[self.blocks[name].lines[-1]].strip()
            branch = _CONDITIONAL_BRANCH.match(terminator)
            index = self.definitions.get(branch.group(1)) if branch else None
            test = re.search(r" = icmp (eq|ne) i32 (%\S+), 0(,|$)", self.lines[index]) \
                if index is not None else None
            phi, zero_first = (test.group(2), test.group(1) == "eq") if test else \
                (branch.group(1), False) if branch else (None, False)
            line = self.definitions.get(phi)
            if line in self.blocks[name].lines and \
                    _FLAG_PHI.search(self.lines[line]):
                targets = [ir.label_name(branch.group(k).rstrip(",")) for k in (2, 3)]
                if targets[0] != targets[1]:
                    zero, nonzero = targets if zero_first else targets[::-1]
                    self._dispatch[name] = (phi, zero, nonzero)
        return self._dispatch[name]

    def _may_succeed(self, source: str, target: str) -> bool:
        """Some path through the edge reaches a return whose status may be 0.

        The walk carries what its path has fixed: the value each i32 phi took
        (the status often reaches `ret` through phis) and the values a branch
        on `icmp eq/ne <value>, 0` proved non-zero, from the single-predecessor
        blocks above the edge on, or, when `source` dispatches on a phi of its own,
        the values its phis took from each predecessor its branch may come from.
        A state (a block entered with its facts) decides every path after it, so
        the states of a path found to succeed, and those of a walk that found
        none, are kept for the other edges' walks: in a large function (Numba's
        `np.nanpercentile`) each walk from the entry's early edges visited some
        25,000 states before its first success, edge after edge.
        """
        above = self._tested_above(source)
        stack = [(source, target, chosen, above, None)
                 for chosen in self._entries_taking(source, target)]
        parents = {}  # a state -> the state the walk entered it from (None: the edge)
        while stack:
            source, target, chosen, nonzero, parent = stack.pop()
            chosen, nonzero = self._enter(source, target, chosen, nonzero)
            state = (target, frozenset(chosen.items()), frozenset(nonzero))
            if state in parents or state in self._failing:
                continue
            parents[state] = parent
            successors = self.blocks[target].successors
            if state in self._succeeding or (
                    not successors and not self._returns_error(target, chosen, nonzero)):
                while state is not None:  # the path's states may succeed, in any query
                    self._succeeding.add(state)
                    state = parents[state]
                return True
            dispatch = self.status_dispatch(target)
            status = literal(chosen.get(dispatch[0], "")) if dispatch else None
            if status is not None:
                successors = [dispatch[1] if status == 0 else dispatch[2]]
            # the successor nearest a return that may succeed walked first
            ordered = sorted(dict.fromkeys(successors), key=self._to_success, reverse=True)
            stack += [(target, s, chosen, nonzero, state) for s in ordered]
        self._failing |= parents.keys()  # every state they reach was walked: none succeeds
        return False

    def _to_success(self, name: str) -> float:
        """The fewest edges from block `name` to a return not surely an error (with no
        facts; infinite when there is none): the order _may_succeed walks successors in."""
        if self._distances is None:
            exits = [n for n, b in self.blocks.items()
                     if not b.successors and not self._returns_error(n, {}, set())]
            self._distances = dict.fromkeys(exits, 0)
            frontier = exits  # breadth first: each block first reached by a shortest path
            while frontier:
                following = []
                for block in frontier:
                    for predecessor in self.predecessors[block]:
                        if predecessor not in self._distances:
                            self._distances[predecessor] = self._distances[block] + 1
                            following.append(predecessor)
                frontier = following
        return self._distances.get(name, float("inf"))

    def _entries_taking(self, source: str, target: str) -> list[dict[str, str]]:
        """Per predecessor of `source` whose values send its status dispatch to `target`:
        the constants the flag phis of `source` take from it (an inlined callee's error
        exits then never count as paths to its success successor); one set of no facts
        when `source` is no dispatch.  A phi's other values are left to the walk, which
        knows what the branch proves of the phi itself."""
        dispatch = self.status_dispatch(source)
        if dispatch is None or target not in dispatch[1:]:
            return [{}]
        incoming = {ir.defined_value(self.lines[i]):
                    {block: value for value, block in ir.phi_incoming(self.lines[i])}
                    for i in self.blocks[source].lines if _FLAG_PHI.search(self.lines[i])}
        entries = []
        for predecessor in self.predecessors[source]:
            status = literal(incoming[dispatch[0]].get(predecessor, ""))
            if status is None or (status == 0) == (target == dispatch[1]):
                entries.append({phi: values[predecessor] for phi, values in incoming.items()
                                if literal(values.get(predecessor, "")) is not None})
        return entries

    def _enter(self, source: str, target: str, chosen: dict[str, str],
               nonzero: set[str]) -> tuple[dict[str, str], set[str]]:
        """The path's facts once it has taken the edge source -> target.

        Values defined in `target` name new instances there: facts about
        their earlier instances are dropped.
        """
        lines = [self.lines[i] for i in self.blocks[target].lines]
        defined = {ir.defined_value(line) for line in lines} - {None}
        on_edge = nonzero | self._tested_on_edge(source, target)
        updates = {}
        for line in lines:
            if " = phi " not in line:
                break
            if _FLAG_PHI.search(line):
                value = next((v for v, b in ir.phi_incoming(line) if b == source), "")
                updates[ir.defined_value(line)] = chosen.get(value, self._selected(value, on_edge))
        chosen = {phi: value for phi, value in (chosen | updates).items()
                  if value not in defined and (phi in updates or phi not in defined)}
        nonzero = {value for value in on_edge if value not in defined}
        return chosen, nonzero

    def _selected(self, value: str, nonzero: set[str]) -> str:
        """The operand a `select` on `icmp eq/ne <x>, 0` takes when the path proved x
        non-zero (the status an inlined callee's error branch also selects), else `value`."""
        index = self.definitions.get(value)
        select = _STATUS_SELECT.search(self.lines[index]) if index is not None else None
        condition = self.definitions.get(select.group(1)) if select else None
        test = _ZERO_TEST.search(self.lines[condition]) if condition is not None else None
        if not test or test.group(2) not in nonzero:
            return value
        return select.group(3) if test.group(1) == "eq" else select.group(2)

    def _tested_above(self, block: str) -> set[str]:
        """Values proved non-zero on the way into `block` through single-predecessor blocks."""
        found, seen = set(), set()
        while len(self.predecessors[block]) == 1 and block not in seen:
            seen.add(block)
            source = self.predecessors[block][0]
            found |= self._tested_on_edge(source, block)
            block = source
        return found

    def _tested_on_edge(self, source: str, target: str) -> set[str]:
        """The values a conditional `br` proves non-zero on this edge: its condition on
        the edge taken when it is true, and <value> of a condition `icmp eq/ne <value>, 0`
        on the edge taken when <value> is not 0."""
        terminator = self.lines[self.blocks[source].lines[-1]].strip()
        branch = _CONDITIONAL_BRANCH.match(terminator)
        if branch is None:
            return set()
        targets = [ir.label_name(branch.group(k).rstrip(",")) for k in (2, 3)]
        if targets[0] == targets[1]:
            return set()
        proved = {branch.group(1)} if target == targets[0] else set()
        index = self.definitions.get(branch.group(1))
        test = _ZERO_TEST.search(self.lines[index]) if index is not None else None
        if test and target == (targets[1] if test.group(1) == "eq" else targets[0]):
            proved.add(test.group(2))
        return proved

    def _returns_error(self, name: str, chosen: dict[str, str], nonzero: set[str]) -> bool:
        """The exit `name` surely returns a non-zero status, given the path's facts.

        `unreachable` returns nothing, so it qualifies.
        """
        terminator = self.lines[self.blocks[name].lines[-1]].strip()
        if terminator.startswith("unreachable"):
            return True
        match = re.match(r"ret i32 (\S+?)(,|$)", terminator)
        if not match:
            return False
        value = chosen.get(match.group(1), match.group(1))
        return bool({match.group(1), value, self._widened_flag(value)} & nonzero) \
            or self._surely_nonzero(value, set())

    def _widened_flag(self, value: str) -> str | None:
        """The flag a status `zext i1 <flag> to i32` widens, else None."""
        index = self.definitions.get(value)
        widened = _WIDENED_FLAG.search(self.lines[index]) if index is not None else None
        return widened.group(1) if widened else None

    def _surely_nonzero(self, value: str, seen: set[str]) -> bool:
        """An integer constant other than 0, or a phi or select of such values."""
        if ir.INTEGER.fullmatch(value):
            return int(value) != 0
        index = self.definitions.get(value)
        if index is None or value in seen:
            return False
        seen.add(value)
        line = self.lines[index]
        select = _STATUS_SELECT.search(line)
        if select:
            options = [select.group(2), select.group(3)]
        elif " = phi " in line:
            options = [v for v, _ in ir.phi_incoming(line)]
        else:
            return False
        return bool(options) and all(self._surely_nonzero(v, seen) for v in options)
