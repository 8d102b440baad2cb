"""No array is read or written after the decref that releases it.

The refcount dataflow (ownership.py) proves each temporary is released
once; this module proves nothing touches its memory afterwards.  Ownership
gives each release the values that hold the temporary's MemInfo or point
into it there (`Held`), followed along the paths that reach the release: a
loop header's phi that took the array on the back edge holds the previous
iteration's array where the loop releases this iteration's, so a loop left
early with the previous array reads that one.  Some of them hold the
temporary on every path to the release (`surely`), others on some paths
only (`maybe`: a phi or select of it and another pointer).

From just after the release, along every path, a value stays tainted until
it is defined again from untainted operands (the next iteration's
allocation, a phi fed another array); a value computed from tainted ones
(`pointer_operands`: an address in it, a pointer loaded from it, a select;
a phi, on its edge) is tainted, and surely tainted when all of them surely
are on every path from the release.  A load, store or call that uses a
surely tainted value is a use after free and is refused as one; one that
uses a value tainted on some paths only is refused as what nrtgrad cannot
follow (which array the value holds there), never as a use after free.
"""

from __future__ import annotations

import dataclasses
import re

from .. import ir
from ..frontend import python_names
from ..ir.flow import Flow
from .meminfo_uses import REFCOUNT_CALLS, called_function, refusal

# instructions whose result points into what one of their pointer operands points into (phis
# do too, on their edges)
_DERIVES = re.compile(r"^\s*%\S+ = (?:getelementptr|load ptr|bitcast|addrspacecast|"
                      r"select i1 \S+, ptr)\b")
_ACCESSES = re.compile(r"^\s*(?:%\S+ = )?(?:load|store|(?:tail |musttail |notail )?call|invoke|"
                       r"atomicrmw|cmpxchg)\b")
_SURELY, _MAYBE = "surely", "maybe"  # how an access's value holds the released array


@dataclasses.dataclass(frozen=True)
class Held:
    """The values that hold a released temporary's MemInfo or point into it where it
    is released: on some path that reaches the release, and on every one (a subset)."""
    maybe: frozenset[str]
    surely: frozenset[str]


def pointer_operands(text: str) -> list[str] | None:
    """The pointer operands of an instruction whose result points into what they point
    into (an address in it, a pointer loaded from it, a select of them), else None."""
    if not _DERIVES.match(text):
        return None
    body = text.split(" = ", 1)[1].split(", !")[0]
    return [argument.split()[1] for argument in ir.split_arguments(body.split(None, 1)[1])
            if argument.startswith("ptr ")]


def check(lines: list[str], flow: Flow, releases: dict[int, Held]) -> None:
    """Refuse a memory access to a released array; `releases` maps each releasing
    decref's line to the values that hold its MemInfo or point into it there."""
    for release, held in sorted(releases.items()):
        _Taint(lines, flow, release, held).check()


class _Taint:
    def __init__(self, lines: list[str], flow: Flow, release: int, held: Held):
        self.lines = lines
        self.flow = flow
        self.release = release
        self.held = held

    def check(self) -> None:
        """Refuse the first access to a value surely tainted, else the first to one maybe."""
        start = self.flow.block_of[self.release]
        after = [i for i in self.flow.blocks[start].lines if i > self.release]
        runs = [(after, self.held)] + [(self.flow.blocks[name].lines, held)
                                       for name, held in self._entries(start, after).items()]
        accesses = {}  # SURELY or MAYBE -> the first line using such a value
        for indices, held in runs:
            maybe, surely = set(held.maybe), set(held.surely)
            for index in indices:
                found = self._step(index, maybe, surely)
                if found and (found not in accesses or index < accesses[found]):
                    accesses[found] = index
        if _SURELY in accesses:
            self._refuse(accesses[_SURELY], "an array is used after Numba releases it{}: "
                                            "a use after free")
        if _MAYBE in accesses:
            self._refuse(accesses[_MAYBE], "nrtgrad cannot follow which array a value holds "
                                           "after Numba releases one: it holds the released "
                                           "array on some paths and another on others, and "
                                           "is used afterwards{}")

    def _entries(self, start: str, after: list[int]) -> dict[str, Held]:
        """Each block the release reaches -> what is tainted on entering it: a forward
        dataflow from just after the release, may (union) and must (intersection)."""
        entries: dict[str, Held] = {}
        pending = [(start, self._through(after, self.held))]
        while pending:
            name, out = pending.pop()
            for successor in self.flow.blocks[name].successors:
                entering = self._through_phis(name, successor, out)
                old = entries.get(successor)
                if old is not None:
                    entering = Held(old.maybe | entering.maybe, old.surely & entering.surely)
                if entering != old:
                    entries[successor] = entering
                    pending.append((successor, self._through(self.flow.blocks[successor].lines,
                                                             entering)))
        return entries

    def _through(self, indices: list[int], held: Held) -> Held:
        maybe, surely = set(held.maybe), set(held.surely)
        for index in indices:
            self._step(index, maybe, surely)
        return Held(frozenset(maybe), frozenset(surely))

    def _step(self, index: int, maybe: set[str], surely: set[str]) -> str | None:
        """Taint or clear the value line `index` defines; _SURELY or _MAYBE if the line
        accesses memory through a tainted value, else None."""
        text = self.lines[index].strip()
        if " = phi " in text:
            return None  # taken on the edge
        uses = set(ir.local_uses(text))
        found = None
        if _ACCESSES.match(text) and uses & maybe:
            callee = called_function(text)
            if callee not in REFCOUNT_CALLS and not (callee or "").startswith("llvm.dbg."):
                found = _SURELY if uses & surely else _MAYBE
        defined = ir.defined_value(text)
        if defined:
            operands = pointer_operands(text) or []
            tainted = bool(maybe.intersection(operands))
            sure = tainted and surely.issuperset(operands)
            maybe.discard(defined)
            surely.discard(defined)
            if tainted:
                maybe.add(defined)
            if sure:
                surely.add(defined)
        return found

    def _through_phis(self, source: str, target: str, held: Held) -> Held:
        """The phis of `target` take their value on the edge from `source`, all at once."""
        incoming = {}
        for index in self.flow.blocks[target].lines:
            line = self.lines[index]
            if " = phi " not in line:
                break
            incoming[ir.defined_value(line)] = next(
                (v for v, b in ir.phi_incoming(line) if b == source), None)
        return Held(
            held.maybe.difference(incoming) | {p for p, v in incoming.items() if v in held.maybe},
            held.surely.difference(incoming) | {p for p, v in incoming.items()
                                                if v in held.surely})

    def _refuse(self, index: int, why: str) -> None:
        line = python_names.source_line(self.lines, index)
        callee = called_function(self.lines[index].strip())
        raise refusal(self.lines, self.release, why.format(
            (f" (at {line})" if line else "")
            + (f", by {python_names.describe(callee)}" if callee else "")))

