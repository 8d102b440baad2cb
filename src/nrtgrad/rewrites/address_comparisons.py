"""Branch decisions computed from array addresses, taped instead of recomputed.

Numba's loops come vectorised with runtime alias checks (the data pointers
of two arrays compared, or their difference tested against the vector
width), and its allocations are null-tested.  Such a decision depends on
where an array lives, not on its values.  Enzyme replays the forward pass's
control flow in the reverse pass, and a condition it considers cheap it
recomputes there from the addresses.  When one of them belongs to a
temporary Enzyme has released and not kept (the arrays of a loop-carried
`y = y + h * k`), the address becomes a load from undef: the reverse pass
then picks the vector loop where the forward pass ran the scalar remainder,
or the other way round, which crashes or gives a wrong gradient whenever
the length is not a multiple of the vector width (M9 in
docs/enzyme-workarounds.md).

``pin`` passes every scalar comparison of a pointer, or of an integer
computed from one (``ptrtoint``), through ``nrtgrad.address_test``: an
inactive declaration that may touch memory Enzyme cannot see, so Enzyme
cannot recompute it and stores the decision on its tape.  ``lower`` turns
the calls back into the comparisons' values after Enzyme.
"""

from __future__ import annotations

import re

from .. import ir

MARKER = "nrtgrad.address_test"
_ATTRIBUTES = '"enzyme_inactive" nofree nounwind willreturn inaccessiblememonly'

_ICMP = re.compile(r"^(\s*)(" + ir.LOCAL_NAME + r") = icmp \w+ (ptr|i\d+) (.*)$")
_INTEGER_STEP = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (?:ptrtoint|add|sub|mul|and|or|"
                           r"xor|shl|lshr|ashr|udiv|sdiv|urem|srem|phi i\d+|select)\b")


def pin(text: str, entry: str) -> str:
    """Route the entry function's address comparisons through the marker."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    body = range(function.start + 1, function.end)
    derived = _address_derived(lines, body)
    count = 0
    for index in body:
        match = _ICMP.match(lines[index])
        if not match:
            continue
        indent, value, operand_type, operands = match.groups()
        if operand_type != "ptr" and not derived.intersection(ir.local_uses(operands)):
            continue
        raw = f"%nrtgrad.address.{count}"
        count += 1
        lines[index] = (f"{indent}{raw} = icmp{lines[index][match.end(2) + len(' = icmp'):]}\n"
                        f"{indent}{value} = call i1 {ir.quote(MARKER)}(i1 {raw})")
    if not count:
        return text
    group = ir.next_attribute_group(text)
    lines += [f"declare i1 {ir.quote(MARKER)}(i1) #{group}",
              f"attributes #{group} = {{ {_ATTRIBUTES} }}"]
    return ir.module_text(lines)


def _address_derived(lines: list[str], body: range) -> set[str]:
    """Integers computed from a pointer's address (ptrtoint and arithmetic on it)."""
    derived: set[str] = set()
    changed = True
    while changed:
        changed = False
        for index in body:
            match = _INTEGER_STEP.match(lines[index])
            if not match or match.group(1) in derived:
                continue
            line = lines[index]
            if " = ptrtoint " in line or derived.intersection(ir.local_uses(line)):
                derived.add(match.group(1))
                changed = True
    return derived


def lower(text: str) -> str:
    """Each marker call becomes the value of the comparison it wraps."""
    if ir.quote(MARKER) + "(" not in text:
        return text
    lines = text.splitlines()
    for index in ir.calls_to(lines, MARKER):
        start, end = ir.call_arguments(lines[index], MARKER)
        value = ir.defined_value(lines[index])
        argument = ir.operand_value(ir.split_arguments(lines[index][start:end])[0])
        lines[index] = f"  {value} = or i1 {argument}, false" if value else ""
    lines = ir.remove_declarations([line for line in lines if line != ""], [MARKER])
    return ir.module_text(lines)
