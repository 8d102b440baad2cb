"""A stack slot LLVM reuses for values of different lifetimes split into one slot per lifetime.

LLVM may give two locals whose lifetimes do not overlap one `alloca` (the
shape of a reshape, then a callee's exception-info pointer), each lifetime
opened by its own `llvm.lifetime.start`.  Enzyme's type analysis types a
slot once for the whole function and refuses one that holds an integer in
one lifetime and a pointer in another.

Invariant: an alloca of the entry with several `llvm.lifetime.start` calls
is split only when every use of it, and of each address computed from it,
is reached, walking the control flow backwards, from exactly one of those
starts and never from the function's entry: the uses of each lifetime then
name a slot of their own, a copy of the alloca, and nothing else changes.
A slot with a use in a phi or a select, or with a use reached from two
lifetimes or from none, is left as it is.

Within one lifetime, a slot that holds doubles (a tuple of floats) may first
be zeroed by a store of a null pointer: such stores become stores of 0.0,
the same bits, when the slot is otherwise only written and read as doubles.
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.block_graph import BlockGraph

_ALLOCA = re.compile(r"^(\s*)(" + ir.LOCAL_NAME + r") = alloca ")
_DERIVED = re.compile(r"= (?:getelementptr|bitcast|addrspacecast)\b")
_MERGING = re.compile(r"= (?:phi|select)\b")


def split(text: str, entry: str) -> str:
    """The entry's reused stack slots, one per lifetime (module docstring)."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    graph = BlockGraph(lines, function)
    block_of = {index: block for block in graph.blocks for index in block.lines}
    copies: list[tuple[int, str]] = []
    for index in range(function.start + 1, function.end):
        alloca = _ALLOCA.match(lines[index])
        if alloca is None:
            continue
        slot = alloca.group(2)
        regions = _lifetimes(lines, graph, block_of, slot, function)
        if regions is None:
            continue
        for number, uses in enumerate(regions[1:], start=1):
            name = f"{slot}.lifetime{number}"
            for use in uses:
                lines[use] = ir.token_pattern(slot).sub(name, lines[use])
            copies.append((index, lines[index].replace(f"{slot} = ", f"{name} = ", 1)))
    for index, line in reversed(copies):
        lines.insert(index + 1, line)
    zeroed = _zero_doubles(lines, ir.function_named(lines, entry))
    return ir.module_text(lines) if copies or zeroed else text


_SLOT_ACCESS = re.compile(r"^\s*(?:store ptr null|store double \S+|%\S+ = load double), ptr "
                          r"(" + ir.LOCAL_NAME + r")(?:,|$)")


def _zero_doubles(lines: list[str], function: ir.Function) -> bool:
    """A null pointer stored into a slot only otherwise written and read as doubles, and
    read, stored as 0.0 instead (module docstring): whether any was."""
    slots = {alloca.group(2) for i in range(function.start + 1, function.end)
             if (alloca := _ALLOCA.match(lines[i]))}
    accesses: dict[str, list[int]] = {slot: [] for slot in slots}
    for index in range(function.start + 1, function.end):
        access = _SLOT_ACCESS.match(lines[index])
        lifetime = ir.LIFETIME.search(lines[index])
        for name in set(ir.local_uses(lines[index])) & accesses.keys():
            if access and access.group(1) == name:
                accesses[name].append(index)
            elif not (lifetime and lifetime.group(2) == name):
                del accesses[name]  # used otherwise
    zeroed = False
    for slot, uses in accesses.items():
        nulls = [i for i in uses if lines[i].lstrip().startswith("store ptr null,")]
        if nulls and any(" = load double, " in lines[i] for i in uses):
            for index in nulls:
                lines[index] = lines[index].replace("store ptr null,", "store double 0.000000e+00,", 1)
            zeroed = True
    return zeroed


def _lifetimes(lines: list[str], graph: BlockGraph, block_of: dict[int, ir.Block],
               slot: str, function: ir.Function) -> list[list[int]] | None:
    """The lines naming `slot` grouped by the lifetime start that reaches them, in
    the order of the starts, or None when the slot is not split."""
    starts = [i for i in range(function.start + 1, function.end)
              if (lifetime := ir.LIFETIME.search(lines[i]))
              and lifetime.group(1) == "start" and lifetime.group(2) == slot]
    if len(starts) < 2:
        return None
    regions: dict[int, list[int]] = {start: [start] for start in starts}
    # (a line naming the slot or an address computed from it, the lifetime its
    # address was computed in: None for the slot itself)
    pending = [(i, None) for i in range(function.start + 1, function.end)
               if i not in regions and ir.mentions(lines[i], slot)
               and not _ALLOCA.match(lines[i])]
    placed = set()
    while pending:
        use, computed_in = pending.pop()
        if use in placed:
            continue
        placed.add(use)
        if _MERGING.search(lines[use]) or use not in block_of:
            return None
        start = _reaching_start(graph, block_of, use, set(starts))
        if start is None or computed_in not in (None, start):
            return None
        regions[start].append(use)
        derived = ir.defined_value(lines[use]) if _DERIVED.search(lines[use]) else None
        if derived:
            pending += [(i, start) for i in range(function.start + 1, function.end)
                        if i != use and ir.mentions(lines[i], derived)]
    return [regions[start] for start in starts]


def _reaching_start(graph: BlockGraph, block_of: dict[int, ir.Block], use: int,
                    starts: set[int]) -> int | None:
    """The one lifetime start met walking backwards from `use`, else None (two, or
    the function's entry reached first)."""
    block = block_of[use]
    start = next((i for i in reversed(block.lines) if i < use and i in starts), None)
    if start is not None:
        return start
    if not graph.predecessors[block.name]:
        return None
    found, work, visited = set(), list(graph.predecessors[block.name]), set()
    while work:
        name = work.pop()
        if name in visited:
            continue
        visited.add(name)
        lines_of = graph.by_name[name].lines
        start = next((i for i in reversed(lines_of) if i in starts), None)
        if start is not None:
            found.add(start)
        elif not graph.predecessors[name]:
            return None
        else:
            work += graph.predecessors[name]
    return found.pop() if len(found) == 1 else None
