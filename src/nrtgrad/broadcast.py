"""Numba's broadcast indices as plain selects, so Enzyme recomputes them instead of taping them.

An array-expression loop indexes each operand with
``idx = (shape > 1) ? i : idx_prev``, a recurrence through a phi that starts
at 0; unrolled, a chain of such selects.  Enzyme cannot recompute a
recurrence in the reverse pass and caches every value of it, one i64 array
of the loop's length per operand and unrolled copy.  When the condition `c`
has one value for the whole call, every value of the recurrence is
``c ? X : 0``, so each ``select c, X, q`` of it equals ``select c, X, 0``;
the phis left without uses are deleted.

A value belongs to the recurrence of `c` (the greatest such set) when it is
the constant 0, a ``select i1 c, i64 X, i64 q`` with `q` in it, or an i64
phi whose incoming values all are.  `c` has one value per call when it is a
constant, an argument, defined in a block on no cycle of the CFG, or an
icmp of such values; two icmps of the same operands are the same `c`.
"""

from __future__ import annotations

import re

from . import ir

_SELECT = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = select i1 (" + ir.LOCAL_NAME
                     + r"), i64 ([^,]+), i64 (" + ir.LOCAL_NAME + r"|0)(?=\s*(?:,|$))")
_PHI = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = phi i64 ")
_ICMP = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = icmp \w+ i64 ([^,]+), (\S+)\s*$")


def resolve(text: str) -> str:
    """The module with every broadcast-index recurrence replaced by selects on 0."""
    lines = text.splitlines()
    dead: set[int] = set()
    for function in ir.defined_functions(lines):
        dead |= _resolve_function(lines, function)
    return "\n".join(line for index, line in enumerate(lines) if index not in dead) + "\n"


def _resolve_function(lines: list[str], function: ir.Function) -> set[int]:
    """Rewrite the selects in place; the line indices of phis left without uses."""
    blocks = ir.blocks(lines, function)
    block_of, where = {}, {}
    for block in blocks:
        for index in block.lines:
            value = ir.defined_value(lines[index])
            if value:
                block_of[value], where[value] = block.name, index
    selects = {m.group(1): (m.group(2), m.group(4), index) for index in where.values()
               if (m := _SELECT.match(lines[index]))}
    phis = {m.group(1): [v for v, _ in ir.phi_incoming(lines[index])]
            for index in where.values() if (m := _PHI.match(lines[index]))}
    on_cycle = _blocks_on_cycles(blocks)
    keys = {c: _condition_key(c, lines, where) for c, _, _ in selects.values()
            if _one_value_per_call(c, lines, where, block_of, on_cycle)}
    selects = {v: (keys[c], q, index) for v, (c, q, index) in selects.items() if c in keys}
    rewritten = False
    for condition in set(keys.values()):
        members = _recurrence(condition, selects, phis)
        for value in members & selects.keys():
            _, operand, index = selects[value]
            if operand != "0":
                start = lines[index].rindex(", i64 " + operand)
                lines[index] = (lines[index][:start] + ", i64 0"
                                + lines[index][start + len(", i64 " + operand):])
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
