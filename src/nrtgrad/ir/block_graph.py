"""A function's blocks as a graph: predecessors, dominators, natural loops.

The one control-flow graph of the IR layer: dominators by Cooper, Harvey
and Kennedy's iteration over the blocks reachable from the entry (an
unreachable block is dominated by itself only), natural loops from back
edges, the block and line that define each value, and the uses a value's
definition does not dominate (which LLVM's verifier rejects).
"""

from __future__ import annotations

from .. import ir


class BlockGraph:
    """The entry's blocks, predecessors, dominators and where each value is defined."""

    def __init__(self, lines: list[str], function: ir.Function):
        self.blocks = ir.blocks(lines, function)
        self.by_name = {b.name: b for b in self.blocks}
        self.predecessors: dict[str, list[str]] = {b.name: [] for b in self.blocks}
        for block in self.blocks:
            for successor in dict.fromkeys(block.successors):
                self.predecessors[successor].append(block.name)
        self.defined_in = {}
        self.definition = {}
        for block in self.blocks:
            for index in block.lines:
                value = ir.defined_value(lines[index])
                if value:
                    self.defined_in[value], self.definition[value] = block.name, index
        names = [b.name for b in self.blocks]
        self.dominators = {name: {name} for name in names}  # unreachable blocks: themselves
        immediate = self._immediate_dominators(names[0])
        self.reachable = set(immediate)
        for name in immediate:  # in reverse postorder: a block after its dominators
            if name != names[0]:
                self.dominators[name] = self.dominators[immediate[name]] | {name}

        self.loops: dict[str, set[str]] = {name: set() for name in names}
        for block in self.blocks:
            for header in block.successors:
                if header in self.dominators[block.name]:  # a back edge: a natural loop
                    body, pending = {header}, [block.name]
                    while pending:
                        name = pending.pop()
                        if name not in body:
                            body.add(name)
                            pending += self.predecessors[name]
                    for name in body:
                        self.loops[name].add(header)

    def undominated_uses(self, lines: list[str]) -> list[tuple[str, int]]:
        """(value, line) of each use, in a reachable block, that the value's definition
        does not dominate: an operand defined later in its block or in a block not
        dominating it, a phi's incoming value not dominating the edge's block."""
        found = []
        for block in self.blocks:
            if block.name not in self.reachable:
                continue
            for index in block.lines:
                line = lines[index]
                if ir.PHI.match(line):
                    uses = [(value, self.dominators.get(source, set()) | {source}, None)
                            for value, source in ir.phi_incoming(line)]
                else:
                    uses = [(value, self.dominators[block.name], index)
                            for value in ir.local_uses(line)]
                for value, dominated, at in uses:
                    home = self.defined_in.get(value)
                    if home is None:
                        continue
                    if home == block.name and at is not None:
                        if self.definition[value] >= at:
                            found.append((value, index))
                    elif home not in dominated:
                        found.append((value, index))
        return found

    def _immediate_dominators(self, entry: str) -> dict[str, str]:
        """{block: its immediate dominator} of the blocks reachable from `entry`, in
        reverse postorder (Cooper, Harvey and Kennedy's iteration)."""
        postorder, seen, stack = [], {entry}, [(entry, iter(self.by_name[entry].successors))]
        while stack:
            name, successors = stack[-1]
            following = next((s for s in successors if s not in seen), None)
            if following is None:
                postorder.append(name)
                stack.pop()
            else:
                seen.add(following)
                stack.append((following, iter(self.by_name[following].successors)))
        order = postorder[::-1]
        rank = {name: i for i, name in enumerate(order)}
        immediate = {entry: entry}
        changed = True
        while changed:
            changed = False
            for name in order[1:]:
                new = None
                for p in self.predecessors[name]:
                    if p not in immediate:
                        continue
                    while new is not None and p != new:  # the nearest common dominator
                        while rank[p] > rank[new]:
                            p = immediate[p]
                        while rank[new] > rank[p]:
                            new = immediate[new]
                    new = p
                if immediate.get(name) != new:
                    immediate[name] = new
                    changed = True
        return {name: immediate[name] for name in order}

    def region(self, head: str) -> list[ir.Block]:
        """The blocks `head` dominates."""
        return [b for b in self.blocks if head in self.dominators[b.name]]
