"""Integer loads that index arrays, typed for Enzyme.

An `i64` loaded from memory whose type Enzyme's type analysis does not know
(the index array `np.argsort` returns and sorts, read back to gather) could
be an integer or a pointer's bits; Enzyme stops with "Cannot deduce type of
phi" or "cannot handle unknown binary operator" (T3 in
docs/enzyme-workarounds.md).  A value that reaches the index operand of a
`getelementptr` through integer arithmetic, `select`s, casts and phis only
is an index, so every `load i64` it starts from gets `!enzyme_type`
metadata `{[-1]:Integer}`.  Nothing else changes.
"""

from __future__ import annotations

import re

from .. import ir

_VALUE = ir.LOCAL_NAME  # quoted names too, as in Enzyme's generated code
_DEFINITION = re.compile(rf"^\s*({_VALUE}) = (.*)$")
_GEP = re.compile(rf"^\s*{_VALUE} = getelementptr (?:inbounds )?[^,]+, ptr {_VALUE}((?:, i\d+ \S+)+)")
_INTEGER_OP = re.compile(r"^(?:(?:add|sub|mul|shl|ashr|lshr|and|or)(?: nuw| nsw| exact)* i64 "
                         r"|(?:sext|zext|trunc) |select i1 |phi i64 )")


def type_index_loads(text: str, entry: str, roots: tuple[str, ...] = ("load i64, ptr ",)) -> str:
    """Mark the entry's `load i64`s that only feed array indices as integers.

    `roots` are the instructions such a value may start from (second_order
    also types the `i64`s Enzyme's reverse pass extracts from its tape).
    """
    lines = text.splitlines()
    body = ir.function_named(lines, entry)
    definitions, pending = {}, []
    for index in range(body.start, body.end + 1):
        line = lines[index]
        match = _DEFINITION.match(line)
        if match:
            definitions[match.group(1)] = (index, match.group(2))
        gep = _GEP.match(line)
        if gep:
            pending += re.findall(rf"i64 ({_VALUE})", gep.group(1))
    seen, loads = set(), set()
    while pending:
        value = pending.pop()
        if value in seen or value not in definitions:
            continue
        seen.add(value)
        index, rhs = definitions[value]
        if rhs.startswith(roots):
            loads.add(index)
        elif _INTEGER_OP.match(rhs):
            pending += re.findall(_VALUE, rhs.split(" to ")[0])
    if not loads:
        return text
    node = ir.next_metadata_node(text)
    for index in loads:
        if "!enzyme_type" not in lines[index]:
            lines[index] += f", !enzyme_type !{node}"
    lines += ir.enzyme_type_tree(node, "Integer")
    return ir.module_text(lines)
