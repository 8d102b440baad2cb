"""Addresses computed as integers, rewritten as getelementptrs from their pointer.

Numba's strided copy loops (slice assignment copying its source into a
temporary buffer) walk the source with integer arithmetic: ``ptrtoint`` of
the data pointer, ``add`` of byte offsets (often through loop-strength-reduced
phis), ``inttoptr`` back.  Enzyme must know which operand of each ``add`` is
the address: when the other is a constant select (``select i1 c, i64 0,
i64 8``, a stride) its type analysis cannot tell, and it stops with "cannot
handle unknown binary operator" (T4 in docs/enzyme-workarounds.md).

``rewrite`` gives every ``inttoptr`` in the entry whose integer is the
``ptrtoint`` of one pointer plus offsets a ``getelementptr i8`` from that
pointer instead.  The pointer may be a global, its ``ptrtoint`` a constant
expression in a phi or an ``add`` (a strided walk of Numba's constant array
data): Enzyme must see those loads come from a constant global, or it takes
them for active and adds their adjoints into the read-only constant.  The
offset is computed beside the original arithmetic: ``add`` with one address
operand adds the other operand to the offset, a phi of addresses of one base
is a phi of offsets (an `undef` incoming value stays `undef`).  An integer
that is not of that form (two addresses added, addresses of different bases merged)
keeps its ``inttoptr``.  The integer arithmetic that only fed the rewritten
``inttoptr`` is deleted; what else uses it (address comparisons, taped by
address_comparisons.py) stays.
"""

from __future__ import annotations

import re

from .. import ir

_PTRTOINT = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = ptrtoint ptr (" + ir.LOCAL_NAME
                       + r") to i64\s*(?:,|$)")
_ADD = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = add (?:nuw |nsw )*i64 (.+)$")
_PHI = ir.phi_pattern("i64")
_INTTOPTR = re.compile(r"^(\s*)(" + ir.LOCAL_NAME + r") = inttoptr i64 (" + ir.LOCAL_NAME
                       + r") to ptr\s*(,.*)?$")
# a phi's undefined incoming value (an edge LLVM knows the value is not used on)
# is an offset from any base
_UNDEFINED = ("undef", "poison")
# an address constant: `ptrtoint (ptr @g to i64)`, alone or plus a constant offset
_GLOBAL_ADDRESS = re.compile(r"^(?:add (?:nuw |nsw )*\(i64 )?ptrtoint \(ptr (" + ir.GLOBAL_NAME
                             + r") to i64\)(?:, i64 (-?\d+)\))?$")
_PURE = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (?:add|sub|mul|shl|ptrtoint|phi i64)\b")


def rewrite(text: str, entry: str) -> str:
    """The entry's inttoptr of `ptrtoint p + offsets` as `getelementptr i8, ptr p, offset`."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    body = range(function.start + 1, function.end)
    if not any(" = inttoptr i64 " in lines[i] for i in body):
        return text
    definitions = {ir.defined_value(lines[i]): i for i in body if ir.defined_value(lines[i])}
    bases = _bases(lines, definitions)
    offsets: dict[str, str] = {}   # address value -> its offset from its base
    added: dict[int, list[str]] = {}  # line index -> new lines after it
    changed = False
    for index in body:
        match = _INTTOPTR.match(lines[index])
        if not match or bases.get(match.group(3)) is None:
            continue
        indent, value, address, tail = match.groups()
        offset = _offset(lines, definitions, bases, address, offsets, added)
        lines[index] = (f"{indent}{value} = getelementptr i8, ptr {bases[address]}, "
                        f"i64 {offset}{tail or ''}")
        changed = True
    if not changed:
        return text
    out = []
    for index, line in enumerate(lines):
        out.append(line)
        out.extend(added.get(index, []))
    return ir.module_text(_drop_dead(out, set(offsets)))


def _bases(lines: list[str], definitions: dict[str, int]) -> dict[str, str | None]:
    """Each address-derived integer -> the one pointer it is an offset from (None: unknown).

    Iterated to a fixpoint so that loop phis, whose back edge comes from an
    add of themselves, get the base of their entry value.
    """
    bases: dict[str, str | None] = {}
    for value, index in definitions.items():
        match = _PTRTOINT.match(lines[index])
        if match:
            bases[value] = match.group(2)
    from_globals = {value for value, index in definitions.items()
                    if any(_global_address(v) for v in _address_operands(lines[index]))}
    derived = _derived(lines, definitions, set(bases) | from_globals)
    changed = True
    while changed:
        changed = False
        for value, index in definitions.items():
            line = lines[index]
            operands = _add_operands(line)
            if operands:
                known = [bases[v] for v in operands if v in bases] + \
                    [constant[0] for v in operands if (constant := _global_address(v))]
                candidates = [known[0] if len(known) == 1 else None] if known else []
            elif _PHI.match(line):
                incoming = [v for v, _ in ir.phi_incoming(line) if v not in _UNDEFINED]
                constants = {v: _global_address(v) for v in incoming if _global_address(v)}
                candidates = [bases[v] for v in incoming if v in bases] + \
                    [base for base, _ in constants.values()]
                if candidates and not derived.union(constants).issuperset(incoming):
                    candidates = [None]  # some incoming value is no address
            else:
                continue
            if not candidates:
                continue
            base = candidates[0] if len(set(candidates)) == 1 else None
            if value not in bases:
                bases[value] = base
                changed = True
            elif bases[value] is not None and base != bases[value]:
                bases[value] = None
                changed = True
    return bases


def _add_operands(line: str) -> list[str]:
    """The two operands of an `add i64` line (constant expressions whole); [] for others."""
    found = _ADD.match(line)
    return ir.split_arguments(found.group(2))[:2] if found else []


def _address_operands(line: str) -> list[str]:
    """The operands of an add, or the incoming values of an i64 phi; [] for other lines."""
    if _PHI.match(line):
        return [value for value, _ in ir.phi_incoming(line)]
    return _add_operands(line)


def _global_address(value: str) -> tuple[str, str] | None:
    """(global, byte offset) of an address constant, or None."""
    match = _GLOBAL_ADDRESS.match(value)
    if not match or (match.group(2) is None) != (not value.startswith("add ")):
        return None
    return match.group(1), match.group(2) or "0"


def _derived(lines: list[str], definitions: dict[str, int], seeds: set[str]) -> set[str]:
    """The integers computed from an address by adds and phis."""
    derived, changed = set(seeds), True
    while changed:
        changed = False
        for value, index in definitions.items():
            line = lines[index]
            if value not in derived and (_ADD.match(line) or _PHI.match(line)) and \
                    derived.intersection(ir.local_uses(line)):
                derived.add(value)
                changed = True
    return derived


def _offset(lines, definitions, bases, value, offsets, added) -> str:
    """The name of `value - ptrtoint(base)`, defined right after `value`'s definition."""
    if value in offsets:
        return offsets[value]
    index = definitions[value]
    line = lines[index]
    if _PTRTOINT.match(line):
        offsets[value] = "0"
        return "0"
    name = f"%nrtgrad.offset.{len(offsets)}"
    offsets[value] = name
    indent = re.match(r"\s*", line).group(0)
    operands = _add_operands(line)
    if operands:
        left, right = operands
        address, other = (left, right) if left in bases or _global_address(left) \
            else (right, left)
        constant = _global_address(address)
        inner = constant[1] if constant else _offset(lines, definitions, bases, address,
                                                     offsets, added)
        new = f"{indent}{name} = add i64 {inner}, {other}"
    else:
        incoming = [(_incoming_offset(lines, definitions, bases, v, offsets, added), block)
                    for v, block in ir.phi_incoming(line)]
        new = f"{indent}{name} = phi i64 " + ", ".join(f"[ {o}, {ir.local_token(b)} ]"
                                                       for o, b in incoming)
    added.setdefault(index, []).append(new)
    return name


def _incoming_offset(lines, definitions, bases, value, offsets, added) -> str:
    """The offset a phi's incoming `value` contributes (undefined stays undefined)."""
    if value in _UNDEFINED:
        return value
    constant = _global_address(value)
    if constant:
        return constant[1]
    return _offset(lines, definitions, bases, value, offsets, added)


def _drop_dead(lines: list[str], candidates: set[str]) -> list[str]:
    """Delete address arithmetic nothing uses any more (its own phi cycles included)."""
    lines = list(lines)
    while True:
        uses: dict[str, set[str]] = {}
        defined_at = {}
        for index, line in enumerate(lines):
            value = ir.defined_value(line)
            if value:
                defined_at[value] = index
            for used in ir.local_uses(line):
                uses.setdefault(used, set()).add(value or "")
        dead = set()
        for value in candidates:
            index = defined_at.get(value)
            if index is None or not _PURE.match(lines[index]):
                continue
            if uses.get(value, set()) <= {value} | _phi_partners(value, lines, defined_at, uses):
                dead.add(index)
        if not dead:
            return lines
        # numbered values keep their line, or the numbering breaks: a constant
        for index in [i for i in dead if re.match(r"\s*%\d+ = ", lines[i])]:
            dead.discard(index)
            value = ir.defined_value(lines[index])
            lines[index] = (f"  {value} = phi i64 " + ", ".join(
                f"[ 0, {ir.local_token(block)} ]" for _, block in ir.phi_incoming(lines[index]))
                if " = phi " in lines[index] else f"  {value} = add i64 0, 0")
            candidates.discard(value)
        lines = [line for index, line in enumerate(lines) if index not in dead]


def _phi_partners(value: str, lines: list[str], defined_at: dict[str, int],
                  uses: dict[str, set[str]]) -> set[str]:
    """For a loop phi and its increment that only use each other: the other one."""
    partners = set()
    for user in uses.get(value, set()):
        index = defined_at.get(user)
        if index is not None and _PURE.match(lines[index]) and uses.get(user, set()) <= {value}:
            partners.add(user)
    return partners
