"""A function's blocks as a graph: predecessors, dominators, natural loops.

For allocation_sites, which merges copies of an allocation: it needs to know
which blocks dominate each copy, which loops each copy is in, and what each
copy's successor dominates (``region``).
"""

from __future__ import annotations

from . import ir


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
        self.dominators = {name: set(names) for name in names}
        self.dominators[names[0]] = {names[0]}
        changed = True
        while changed:
            changed = False
            for name in names[1:]:
                preds = [self.dominators[p] for p in self.predecessors[name]]
                new = (set.intersection(*preds) if preds else set()) | {name}
                if new != self.dominators[name]:
                    self.dominators[name] = new
                    changed = True

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

    def region(self, head: str) -> list[ir.Block]:
        """The blocks `head` dominates."""
        return [b for b in self.blocks if head in self.dominators[b.name]]
