"""No array is read or written after the decref that releases it.

The refcount dataflow (ownership.py) proves each temporary is released
once; this module proves nothing touches its memory afterwards.  A release
taints the MemInfo values of its alias class and every pointer computed
from them (field addresses, the data pointer loaded from the header, and
addresses into the data).  Along every path from the release, a value stays
tainted until it is defined again from untainted operands (the next
iteration's allocation, a phi fed another array); a load, store or call
that uses a tainted value is a use after free and is refused.
"""

from __future__ import annotations

import re

from .. import ir
from ..frontend import python_names
from ..ir.flow import Flow
from .meminfo_uses import REFCOUNT_CALLS, called_function, refusal

# instructions whose result points into the same object as their pointer operand
_DERIVES = re.compile(r"^\s*%\S+ = (?:getelementptr|load ptr|bitcast|addrspacecast|phi ptr|"
                      r"select i1 \S+, ptr)\b")
_ACCESSES = re.compile(r"^\s*(?:%\S+ = )?(?:load|store|(?:tail |musttail |notail )?call|invoke|"
                       r"atomicrmw|cmpxchg)\b")


def check(lines: list[str], flow: Flow, releases: dict[int, frozenset[str]]) -> None:
    """Refuse a memory access to a released array; `releases` maps each releasing
    decref's line to the values known to hold its MemInfo there."""
    for release, members in sorted(releases.items()):
        _Taint(lines, flow, release, members).follow()


class _Taint:
    def __init__(self, lines: list[str], flow: Flow, release: int, members: frozenset[str]):
        self.lines = lines
        self.flow = flow
        self.release = release
        self.initial = set(members) | _derived(lines, flow, members)

    def follow(self) -> None:
        """A forward may-dataflow of tainted values from just after the release."""
        start = self.flow.block_of[self.release]
        after = [i for i in self.flow.blocks[start].lines if i > self.release]
        pending = [(start, after, set(self.initial))]
        seen: dict[str, set[str]] = {}
        while pending:
            name, indices, tainted = pending.pop()
            for index in indices:
                self._step(index, tainted)
            for successor in self.flow.blocks[name].successors:
                entering = self._through_phis(name, successor, tainted)
                if successor not in seen or not entering <= seen[successor]:
                    seen[successor] = seen.get(successor, set()) | entering
                    pending.append((successor, self.flow.blocks[successor].lines,
                                    set(seen[successor])))

    def _step(self, index: int, tainted: set[str]) -> None:
        text = self.lines[index].strip()
        if " = phi " in text:
            return  # taken on the edge
        uses = set(ir.local_uses(text))
        if _ACCESSES.match(text) and uses & tainted:
            callee = called_function(text)
            if callee not in REFCOUNT_CALLS and not (callee or "").startswith("llvm.dbg."):
                line = python_names.source_line(self.lines, index)
                raise refusal(self.lines, self.release, (
                    "an array is used after Numba releases it"
                    + (f" (at {line})" if line else "")
                    + (f", by {python_names.describe(callee)}" if callee else "")
                    + ": a use after free"))
        defined = ir.defined_value(text)
        if defined:
            if _DERIVES.match(text) and uses & tainted:
                tainted.add(defined)
            else:
                tainted.discard(defined)

    def _through_phis(self, source: str, target: str, tainted: set[str]) -> set[str]:
        entering = set(tainted)
        for index in self.flow.blocks[target].lines:
            line = self.lines[index]
            if " = phi " not in line:
                break
            value = next((v for v, b in ir.phi_incoming(line) if b == source), None)
            phi = ir.defined_value(line)
            if value in tainted and phi in self.initial:
                entering.add(phi)
            else:
                entering.discard(phi)
        return entering


def _derived(lines: list[str], flow: Flow, members: frozenset[str]) -> set[str]:
    """Pointers computed from the MemInfo values: fields, the data, addresses in it."""
    derived: set[str] = set()
    roots = set(members)
    changed = True
    while changed:
        changed = False
        for index in flow.block_of:
            text = lines[index]
            value = ir.defined_value(text)
            if value and value not in derived and value not in roots and _DERIVES.match(text) \
                    and roots.union(derived).intersection(ir.local_uses(text)):
                derived.add(value)
                changed = True
    return derived
