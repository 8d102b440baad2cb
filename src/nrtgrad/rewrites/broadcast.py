"""Numba's broadcast indices as plain selects, so Enzyme recomputes them instead of taping them.

An array-expression loop indexes each operand with
``idx = (shape > 1) ? i : idx_prev``, a recurrence through a phi that starts
at 0; unrolled, a chain of such selects.  Enzyme cannot recompute a
recurrence in the reverse pass and caches every value of it, one i64 array
of the loop's length per operand and unrolled copy (C5 in
docs/enzyme-workarounds.md).  When the condition `c` has one value for the
whole call, every value of the recurrence is ``c ? X : 0``, so each
``select c, X, q`` of it equals ``select c, X, 0``; the phis left without
uses are deleted.  Numba 0.61's reductions (`np.sum`,
`np.max`) test ``shape == 1`` instead: ``select c, q, X`` becomes
``select c, 0, X``.

A value belongs to the recurrence of `c` (the greatest such set) when it is
the constant 0, a ``select i1 c, i64 X, i64 q`` (or, for the other polarity,
``select i1 c, i64 q, i64 X``) with `q` in it, or an i64 phi whose incoming
values all are.  `c` has one value per call when it is a
constant, an argument, defined in a block on no cycle of the CFG, or an
icmp of such values; two icmps of the same operands are the same `c`.

Where `c` changes from one step of an outer loop to the next (an
array-expression loop nest inside a time loop, its operands rebound each
step), the same holds within one loop `L` that `c` does not change in
(`c` defined outside `L`, or an icmp of values defined outside it): the
recurrence is then taken among the selects and phis of `L` only, so the
only value entering it from outside `L` is the constant 0, and every value
of it is computed during one entry into `L`, with one value of `c`.

Where LLVM left the update as a branch around an empty block, each index is
a chain of phis instead (`resolve_joins`, before prepare's opt run, so that
its early-cse merges the reads of one element):

    header:  %p   = phi i64 [ %start, %preheader ], [ %p.1, %latch ]
             br i1 %wide, label %if, label %join   ; %wide: the extent > 1
    if:      br label %join
    join:    %p.1 = phi i64 [ %i, %if ], [ %p, %header ]

When every `%wide` of the chain is one comparison of values the loop does not
change, each of its phis is `select i1 %wide, i64 %i, i64 %start`, whatever
`%start` is (an array rebound in an outer loop has a new extent each time).
"""

from __future__ import annotations

import re
from collections import defaultdict

from .. import ir
from ..ir.block_graph import BlockGraph

_SELECT = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = select i1 (" + ir.LOCAL_NAME
                     + r"), i64 ([^,]+), i64 ([^,\s]+)(?=\s*(?:,|$))")
_PHI = ir.phi_pattern("i64")
_ICMP = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = icmp \w+ i64 ([^,]+), (\S+)\s*$")


def resolve(text: str) -> str:
    """The module with every broadcast-index recurrence replaced by selects on 0."""
    lines = text.splitlines()
    dead: set[int] = set()
    for function in ir.defined_functions(lines):
        dead |= _resolve_function(lines, function)
    return ir.module_text(line for index, line in enumerate(lines) if index not in dead)


def _resolve_function(lines: list[str], function: ir.Function) -> set[int]:
    """Rewrite the selects in place; the line indices of phis left without uses."""
    graph = BlockGraph(lines, function)
    where, block_of = graph.definition, graph.defined_in
    phis = {m.group(1): [v for v, _ in ir.phi_incoming(lines[index])]
            for index in where.values() if (m := _PHI.match(lines[index]))}
    selects = {m.group(1): (m.group(2), m.group(3).strip(), m.group(4), index)
               for index in where.values() if (m := _SELECT.match(lines[index]))}
    on_cycle = _blocks_on_cycles(graph.blocks)
    # (the blocks of a scope, each select's condition key where it is fixed in them):
    # the whole call, then each loop
    scopes = [(set(graph.by_name), {
        value: _condition_key(c, lines, where) for value, (c, *_) in selects.items()
        if _one_value_per_call(c, lines, where, block_of, on_cycle)})]
    for header in sorted({h for headers in graph.loops.values() for h in headers}):
        loop = {name for name, headers in graph.loops.items() if header in headers}
        scopes.append((loop, {
            value: key for value, (c, *_) in selects.items() if block_of[value] in loop
            and (key := _invariant_comparison(lines, graph, c, loop)) is not None}))
    rewritten = False
    for region, keys in scopes:
        inside = {phi: sources for phi, sources in phis.items() if block_of[phi] in region}
        # `c ? X : previous` is 0 where c is false; `c ? previous : X` where c is true
        for key, swapped in sorted({(k, s) for k in keys.values() for s in (False, True)}):
            chosen = {v: (key, true if swapped else false, index)
                      for v, (c, true, false, index) in selects.items() if keys.get(v) == key}
            members = _recurrence(key, chosen, inside)
            for value in members & chosen.keys():
                condition, true, false, index = selects[value]
                operand = true if swapped else false
                if operand != "0":
                    old = f", i64 {operand}, i64 " if swapped else f", i64 {operand}"
                    start = lines[index].index(old) if swapped else lines[index].rindex(old)
                    new = ", i64 0, i64 " if swapped else ", i64 0"
                    lines[index] = lines[index][:start] + new + lines[index][start + len(old):]
                    selects[value] = (condition, "0", false, index) if swapped else \
                        (condition, true, "0", index)
                    rewritten = True
    return _unused_phis(lines, function, phis, where) if rewritten else set()


def _condition_key(condition: str, lines: list[str], where: dict) -> str:
    """An icmp by what it computes (an unrolled loop and its epilogue recompute it)."""
    icmp = _ICMP.match(lines[where[condition]]) if condition in where else None
    return icmp.group(0).split(" = ", 1)[1].strip() if icmp else condition


def _recurrence(condition: str, selects: dict, phis: dict) -> set[str]:
    """The greatest set of selects on `condition` (its key) and phis closed as the module doc says."""
    members = {v for v, (c, _, _) in selects.items() if c == condition} | set(phis)
    changed = True
    while changed:
        changed = False
        for value in list(members):
            sources = [selects[value][1]] if value in selects else phis[value]
            if any(s != "0" and s not in members for s in sources):
                members.discard(value)
                changed = True
    return members


def _one_value_per_call(value: str, lines, where, block_of, on_cycle) -> bool:
    if not value.startswith("%"):
        return True  # a constant
    if value not in where:
        return True  # an argument
    if block_of[value] not in on_cycle:
        return True
    icmp = _ICMP.match(lines[where[value]])
    return bool(icmp) and all(
        not operand.startswith("%") or operand not in where
        or block_of[operand] not in on_cycle
        for operand in (icmp.group(2).strip(), icmp.group(3).strip()))


def _blocks_on_cycles(blocks: list[ir.Block]) -> set[str]:
    successors = {b.name: b.successors for b in blocks}
    cyclic = set()
    for start in successors:
        pending, seen = list(successors[start]), set()
        while pending:
            block = pending.pop()
            if block == start:
                cyclic.add(start)
                break
            if block not in seen and block in successors:
                seen.add(block)
                pending += successors[block]
    return cyclic


def _unused_phis(lines: list[str], function: ir.Function, phis: dict, where: dict) -> set[int]:
    """Phis of `phis` that nothing outside the dead set uses any more."""
    body = range(function.start, function.end + 1)
    users: dict[str, set[int]] = {phi: set() for phi in phis}
    for index in body:
        for value in ir.local_uses(lines[index]):
            if value in users:
                users[value].add(index)
    dead: set[int] = set()
    changed = True
    while changed:
        changed = False
        for phi, at in users.items():
            if where[phi] not in dead and at - {where[phi]} <= dead:
                dead.add(where[phi])
                changed = True
    return dead


_JOIN = re.compile(r"^  (" + ir.LOCAL_NAME + r") = phi i64 \[ ([^\[\]]+?), (" + ir.LOCAL_NAME
                   + r") \], \[ ([^\[\]]+?), (" + ir.LOCAL_NAME + r") \]$")
_BRANCH = re.compile(r"^  br i1 (" + ir.LOCAL_NAME + r"), label (" + ir.LOCAL_NAME
                     + r"), label (" + ir.LOCAL_NAME + r")")
_JUMP = re.compile(r"^  br label (" + ir.LOCAL_NAME + r")")


def resolve_joins(text: str) -> str:
    """The module with every chain of join phis of a broadcast index replaced by selects."""
    if " = phi i64 [ " not in text:
        return text
    lines = text.splitlines()
    for function in reversed(ir.defined_functions(lines)):
        _resolve_joins_in(lines, function)
    return ir.module_text(lines)


def _resolve_joins_in(lines: list[str], function: ir.Function) -> None:
    joins = {}
    for index in range(function.start, function.end):
        match = _JOIN.match(lines[index])
        if match:
            joins[match.group(1)] = index
    if not joins:
        return
    graph = BlockGraph(lines, function)
    selects = {}
    for value, index in joins.items():
        chain = _chain(lines, graph, joins, value)
        if chain:
            selects[index] = chain
    if not selects:
        return
    # each select after the phis of its block, where the phi it replaces was
    after = defaultdict(list)
    for index, (value, wide, current, start) in sorted(selects.items()):
        block = graph.by_name[graph.defined_in[value]]
        last_phi = max(i for i in block.lines if " = phi " in lines[i])
        after[last_phi].append(f"  {value} = select i1 {wide}, i64 {current}, i64 {start}")
    body = []
    for index in range(function.start, function.end + 1):
        if index not in selects:
            body.append(lines[index])
        body += after.get(index, [])
    lines[function.start:function.end + 1] = body


def _step(lines: list[str], graph: BlockGraph, index: int) -> tuple[str, str, str] | None:
    """(condition, value when it holds, previous value) of a join phi at `index`, if its
    block joins an empty block entered when the condition holds and the block branching."""
    match = _JOIN.match(lines[index])
    join = graph.defined_in[match.group(1)]
    incoming = {ir.label_name(match.group(3)): match.group(2),
                ir.label_name(match.group(5)): match.group(4)}
    if sorted(graph.predecessors[join]) != sorted(incoming):
        return None
    for taken, previous_block in (tuple(incoming), tuple(incoming)[::-1]):
        empty = graph.by_name[taken]
        if len(empty.lines) != 1 or graph.predecessors[taken] != [previous_block]:
            continue
        jump = _JUMP.match(lines[empty.lines[0]])
        branch = _BRANCH.match(lines[graph.by_name[previous_block].lines[-1]])
        if (jump and ir.label_name(jump.group(1)) == join and branch
                and ir.label_name(branch.group(2)) == taken
                and ir.label_name(branch.group(3)) == join):
            return branch.group(1), incoming[taken], incoming[previous_block]
    return None


def _walk(lines: list[str], graph: BlockGraph, joins: dict[str, int],
          value: str) -> tuple[str, list[str]] | None:
    """(the phi the chain of join phis from `value` starts at, their conditions)."""
    conditions, seen = [], set()
    while value in joins and value not in seen:
        step = _step(lines, graph, joins[value])
        if step is None:
            break
        seen.add(value)
        conditions.append(step[0])
        value = step[2]
    return (value, conditions) if conditions else None


def _chain(lines: list[str], graph: BlockGraph, joins: dict[str, int],
           value: str) -> tuple[str, str, str, str] | None:
    """(value, condition, value when it holds, start) if `value` is a join phi of a chain
    around one loop, from its header phi back to it, whose conditions are one
    loop-invariant comparison (unrolling repeats it in each copy of the body)."""
    walked = _walk(lines, graph, joins, value)
    if walked is None:
        return None
    root = walked[0]
    header = graph.defined_in.get(root)
    if header is None or header not in graph.loops[header] \
            or " = phi i64 " not in lines[graph.definition[root]]:
        return None
    loop = {name for name, headers in graph.loops.items() if header in headers}
    incoming = ir.phi_incoming(lines[graph.definition[root]])
    outside = [v for v, block in incoming if block not in loop]
    inside = [v for v, block in incoming if block in loop]
    around = len(inside) == 1 and _walk(lines, graph, joins, inside[0])
    if (len(outside) != 1 or not around or around[0] != root
            or graph.defined_in.get(outside[0]) in loop or graph.defined_in.get(value) not in loop
            or not set(walked[1]) <= set(around[1])):
        return None
    comparisons = {_invariant_comparison(lines, graph, c, loop) for c in around[1]}
    if len(comparisons) != 1 or None in comparisons:
        return None
    condition, current, _ = _step(lines, graph, joins[value])
    return value, condition, current, outside[0]


def _invariant_comparison(lines: list[str], graph: BlockGraph, value: str,
                          loop: set[str]) -> str | None:
    """`value`'s condition key (`_condition_key`) if it does not change in `loop`:
    defined outside it, or an icmp of values defined outside it."""
    block = graph.defined_in.get(value)
    if block is None or block not in loop:
        return value
    icmp = _ICMP.match(lines[graph.definition[value]])
    if not icmp or any(graph.defined_in.get(o.strip()) in loop for o in icmp.group(2, 3)):
        return None
    return _condition_key(value, lines, graph.definition)
