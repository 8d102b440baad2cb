"""The values a pointer of one function may be derived from: its roots.

`PointerRoots.roots(value)` follows a pointer back through `getelementptr`,
`select`, `phi` and `bitcast` of pointers to the values it may start from.  A load of
a MemInfo's data pointer (byte 24, `ir.data_field_of`) stands for the
MemInfo itself, so every load of one array's data pointer has the same
root; any other value (a parameter, a call, an alloca, a load of anything
else) is a root of its own.  The walk reads the function's canonical text
(opaque pointers: what was a cast between pointer types is a `bitcast ptr`
to `ptr` until instcombine deletes it) and nothing else.
"""

from __future__ import annotations

import re

from .. import ir

# a definition's text (what follows ` = `): the pointer a getelementptr starts from, or a
# bitcast casts, in group 1; the two pointers a select chooses between in groups 1 and 2;
# the address a load of a pointer reads in group 1
_GEP = re.compile(r"^getelementptr (?:inbounds )?[^,]+, ptr (" + ir.LOCAL_NAME + r")\b")
_CAST = re.compile(r"^bitcast ptr (" + ir.LOCAL_NAME + r") to ptr$")
SELECT = re.compile(r"^select i1 [^,]+, ptr (" + ir.LOCAL_NAME + r"), ptr ("
                    + ir.LOCAL_NAME + r")")
_LOAD_PTR = re.compile(r"^load ptr, ptr (" + ir.LOCAL_NAME + r")")


class PointerRoots:
    """A function's definitions, its loads of MemInfo data pointers, and each pointer's
    roots."""

    def __init__(self, lines: list[str], function: ir.Function):
        self.lines = lines
        self.body = range(function.start + 1, function.end)
        definitions = {}
        for index in self.body:
            value = ir.defined_value(lines[index])
            if value:
                definitions[value] = (index,
                                      lines[index].split(" = ", 1)[1].split(", !")[0].strip())
        # value -> (its line, its definition without metadata)
        self.definitions = definitions
        self.data = {}  # a load of a MemInfo's data pointer -> the MemInfo
        for value, (_, definition) in definitions.items():
            load = _LOAD_PTR.match(definition)
            address = load and definitions.get(load.group(1))
            meminfo = address and ir.data_field_of(address[1])
            if meminfo:
                self.data[value] = meminfo
        self._roots: dict[str, frozenset[str]] = {}

    def roots(self, value: str) -> frozenset[str]:
        """The values `value` may be derived from through getelementptrs, phis, selects
        and bitcasts, a load of a MemInfo's data pointer taken as the MemInfo."""
        if value not in self._roots:
            found, seen, pending = set(), set(), [value]
            while pending:
                current = pending.pop()
                if current in seen or not current.startswith("%"):
                    continue
                seen.add(current)
                definition = self.definitions.get(current, (0, ""))[1]
                gep = _GEP.match(definition) or _CAST.match(definition)
                select = SELECT.match(definition)
                if current in self.data:
                    found.add(self.data[current])
                elif gep:
                    pending.append(gep.group(1))
                elif select:
                    pending += [select.group(1), select.group(2)]
                elif definition.startswith("phi ptr "):
                    pending += [v for v, _ in ir.phi_incoming(definition)]
                else:
                    found.add(current)
            self._roots[value] = frozenset(found)
        return self._roots[value]
