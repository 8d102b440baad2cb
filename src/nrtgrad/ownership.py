"""Which NRT refcount operation frees its MemInfo: a dataflow over references.

Enzyme must see exactly one deallocation per temporary array, the decref
that drops its refcount to zero; every other refcount operation must be
inactive.  This module decides that for one function (Numba's entry, with
its internal callees inlined), statically and soundly, or refuses.

The abstract state maps each live SSA value that holds a MemInfo to an
alias class: the values known to refer to the same object, the object's
kind (a fresh allocation, a caller's argument, or null) and the set of
refcounts it may have.  Allocations start at 1, increfs add, decrefs
subtract; a phi joins the class of its incoming value on each edge; values
leave the state when they are no longer live.  At a join the classes must
agree (same members, same kind), otherwise the pattern is refused.

A decref on a fresh allocation is the release when the refcount before it is
1 on every path (or the value is null, where it does nothing); it is inactive
when the count is 2 or more on every path; anything else is refused.  Every
operation on a caller's array is inactive.  A temporary whose MemInfo is
stored to memory (other than a stack slot that only ever holds it) or passed
to a function escapes and is refused: something else may hold it, so
neither its release nor its shadow's lifetime is known.  A temporary still counted when no value
holds it any more is left alone: Numba leaks like that only on its error
paths (e.g. an allocation failing after another succeeded).
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict

from . import ir
from .errors import UnsupportedError

MAX_REFCOUNT = 32

INACTIVE = "inactive"
RELEASE = "release"
DELETE = "delete"

TEMPORARY, ARGUMENT, NULL = "temporary", "argument", "null"


@dataclasses.dataclass(frozen=True)
class AliasClass:
    members: frozenset[str]
    kind: str
    counts: frozenset[int]
    site: int  # line of the allocation (temporaries), else -1


State = frozenset  # of AliasClass


class RefusedPattern(UnsupportedError):
    pass


def classify(lines: list[str], function: ir.Function, arguments: set[str],
             allocators: set[str]) -> dict[int, str]:
    """line index of each NRT_incref/NRT_decref call -> INACTIVE, RELEASE or DELETE."""
    return _Analysis(lines, function, arguments, allocators).run()


class _Analysis:
    def __init__(self, lines, function, arguments, allocators):
        self.lines = lines
        self.blocks = {b.name: b for b in ir.blocks(lines, function)}
        self.order = list(self.blocks)
        self.arguments = arguments
        self.allocators = allocators
        self.definitions = {ir.defined_value(lines[i]): i
                            for b in self.blocks.values() for i in b.lines
                            if ir.defined_value(lines[i])}
        self.live_in = self._liveness()
        self.slots = self._single_store_slots()
        self.meminfo_phis = self._meminfo_phis()
        self.visits: dict[int, set[tuple[str, frozenset[int]]]] = defaultdict(set)
        self.actions: dict[int, str] = {}
        self.untracked: set[str] = set()

    # -- driver -------------------------------------------------------------
    def run(self) -> dict[int, str]:
        entry = self.order[0]
        initial = State(AliasClass(frozenset({a}), ARGUMENT, frozenset({1}), -1)
                        for a in sorted(self.arguments))
        states = {entry: initial}
        worklist = [entry]
        while worklist:
            name = worklist.pop()
            out = self._through_block(name, states[name])
            for successor in self.blocks[name].successors:
                incoming = self._prune(self._edge(out, name, successor),
                                       self.live_in[successor] | self._phi_defs(successor))
                merged = incoming if successor not in states else \
                    self._join(states[successor], incoming, successor)
                if merged != states.get(successor):
                    states[successor] = merged
                    worklist.append(successor)
        return self._decide()

    def _decide(self) -> dict[int, str]:
        for index, visits in sorted(self.visits.items()):
            kinds = {kind for kind, _ in visits}
            counts = set().union(*(c for _, c in visits))
            is_decref = "@NRT_decref(" in self.lines[index]
            if ARGUMENT in kinds and TEMPORARY in kinds:
                self._refuse(index, "the same MemInfo is a caller's array on one path and a "
                                    "temporary on another (an argument reassigned in a loop?)")
            if not is_decref or TEMPORARY not in kinds:
                self.actions[index] = INACTIVE
                continue
            positive = counts - {0}
            if positive and positive <= {1}:
                self.actions[index] = RELEASE
            elif positive and min(positive) >= 2:
                self.actions[index] = INACTIVE
            elif not positive:
                self.actions[index] = INACTIVE
            else:
                self._refuse(index, f"this decref frees its array on some paths only "
                                    f"(refcount before it: {sorted(positive)})")
        return self.actions

    # -- transfer functions --------------------------------------------------
    def _through_block(self, name: str, state: State) -> State:
        classes = set(state)
        for index in self.blocks[name].lines:
            line = self.lines[index]
            text = line.strip()
            defined = ir.defined_value(line)
            if defined and " = phi " in text:
                continue  # handled on the edges
            callee = _callee(text)
            if callee in ("NRT_incref", "NRT_decref"):
                self._refcount(index, callee, text, classes)
                continue
            self._note_escape(index, text, callee, classes)
            if defined:
                self._kill(classes, {defined})
                if callee in self.allocators:
                    classes.add(AliasClass(frozenset({defined}), TEMPORARY, frozenset({1}), index))
                    continue
                same = self._same_object(text)
                if same is not None and _class_of(classes, same) is not None:
                    found = _class_of(classes, same)
                    classes.discard(found)
                    classes.add(dataclasses.replace(found, members=found.members | {defined}))
                elif " = select " in text and self._mentions_tracked(text, classes):
                    self.untracked.add(defined)
        return State(classes)

    def _note_escape(self, index: int, text: str, callee: str | None, classes: set) -> None:
        """A temporary's MemInfo stored to memory or passed to a call escapes."""
        store = re.match(r"store ptr (%\S+?), ptr (\S+?)(,|$)", text)
        if store and store.group(2) not in self.slots:
            how = "stored to memory"
            operands = [store.group(1)]
        elif callee and not callee.startswith("llvm.") and callee not in self.allocators:
            how = f"passed to @{callee}"
            operands = [ir.operand_value(a) for a in
                        ir.split_arguments(text[text.index(callee) + len(callee) + 1:
                                                text.rindex(")")])]
        else:
            return
        for operand in operands:
            found = _class_of(classes, operand)
            if found is not None and found.kind == TEMPORARY:
                self._refuse(index, f"a temporary array escapes ({how}): its lifetime, and "
                                    "its gradient's, are not known")

    def _refcount(self, index: int, callee: str, text: str, classes: set) -> None:
        operand = ir.operand_value(ir.split_arguments(text[text.index(callee) + len(callee) + 1:
                                                           text.rindex(")")])[0])
        if operand == "null":
            self.actions[index] = DELETE
            return
        found = _class_of(classes, operand)
        if found is None:
            origin = "a select between arrays" if operand in self.untracked else \
                "a MemInfo of unknown origin (loaded from memory or returned by a call)"
            self._refuse(index, f"{callee} on {origin}")
        self.visits[index].add((found.kind, found.counts))
        if found.kind == NULL:
            return
        step = 1 if callee == "NRT_incref" else -1
        counts = frozenset(max(c + step, 0) if c > 0 else 0 for c in found.counts)
        if max(counts, default=0) > MAX_REFCOUNT:
            self._refuse(index, "the refcount grows without bound (an incref in a loop?)")
        classes.discard(found)
        classes.add(dataclasses.replace(found, counts=counts))

    def _edge(self, state: State, source: str, target: str) -> State:
        """Phis of `target` take their values from `source` (as one parallel copy)."""
        classes = set(state)
        null = self._null_on_edge(source, target)
        if null is not None and _class_of(classes, null) is not None:
            found = _class_of(classes, null)
            classes.discard(found)
            classes.add(AliasClass(found.members, NULL, frozenset({0}), -1))
        joins = []
        for index in self.blocks[target].lines:
            line = self.lines[index]
            if " = phi " not in line:
                break
            phi = ir.defined_value(line)
            value = next((v for v, b in ir.phi_incoming(line) if b == source), None)
            if value == "null" and phi in self.meminfo_phis:
                joins.append((phi, None))
            elif value is not None and _class_of(classes, value) is not None:
                joins.append((phi, _class_of(classes, value).members))
        if not joins:
            return State(classes)
        self._kill(classes, {phi for phi, _ in joins})
        for phi, members in joins:
            if members is None:
                classes.add(AliasClass(frozenset({phi}), NULL, frozenset({0}), -1))
                continue
            found = next(c for c in classes if c.members & members)
            classes.discard(found)
            classes.add(dataclasses.replace(found, members=found.members | {phi}))
        return State(classes)

    def _kill(self, classes: set, values: set[str]) -> None:
        for found in [c for c in classes if c.members & values]:
            classes.discard(found)
            rest = found.members - values
            if rest:
                classes.add(dataclasses.replace(found, members=rest))

    def _prune(self, state: State, live: set[str]) -> State:
        classes = set()
        for found in state:
            rest = found.members & live
            if rest:
                classes.add(dataclasses.replace(found, members=frozenset(rest)))
        return State(classes)

    def _join(self, old: State, new: State, block: str) -> State:
        by_members = {c.members: c for c in old}
        if set(by_members) != {c.members for c in new}:
            raise RefusedPattern(
                f"refcounts cannot be tracked: the arrays held at block %{block} differ "
                f"between the paths that reach it")
        joined = set()
        for c in new:
            o = by_members[c.members]
            kinds = {o.kind, c.kind} - {NULL}
            if len(kinds) > 1:
                raise RefusedPattern(f"a MemInfo at block %{block} is a caller's array on "
                                     f"one path and a temporary on another")
            kind = kinds.pop() if kinds else NULL
            site = max(o.site, c.site)
            joined.add(AliasClass(c.members, kind, o.counts | c.counts, site))
        return State(joined)

    # -- helpers ---------------------------------------------------------------
    def _null_on_edge(self, source: str, target: str) -> str | None:
        """The value a `br` from source to target has just tested to be null."""
        terminator = self.lines[self.blocks[source].lines[-1]].strip()
        match = re.match(r"br i1 (%\S+), label (%\S+), label (%\S+)", terminator)
        if not match or match.group(1) not in self.definitions:
            return None
        condition = self.lines[self.definitions[match.group(1)]]
        test = re.search(r"icmp (eq|ne) ptr (%\S+), null\b", condition)
        if not test or match.group(2).rstrip(",") == match.group(3):
            return None
        null_target = match.group(2) if test.group(1) == "eq" else match.group(3)
        return test.group(2).rstrip(",") if ir.label_name(null_target.rstrip(",")) == target \
            else None

    def _phi_defs(self, name: str) -> set[str]:
        return {ir.defined_value(self.lines[i]) for i in self.blocks[name].lines
                if " = phi " in self.lines[i]}

    def _same_object(self, text: str) -> str | None:
        """The value an instruction is known to copy a MemInfo pointer from.

        `select (icmp eq %a, null), null, %a` is %a; a load from a stack slot
        that only ever holds %a (Numba passes array structs to helpers such
        as numba_attempt_nocopy_reshape through one) is %a.
        """
        load = re.match(r"%\S+ = load ptr, ptr (%\S+?),? ", text + " ")
        if load:
            return self.slots.get(load.group(1))
        select = re.match(r"%\S+ = select i1 (%\S+), ptr (\S+), ptr (\S+?)(,|$)", text)
        if not select or select.group(1) not in self.definitions:
            return None
        condition = self.lines[self.definitions[select.group(1)]]
        test = re.search(r"icmp (?:eq|ne) ptr (%\S+), null\b", condition)
        tested = test.group(1).rstrip(",") if test else None
        options = {select.group(2).rstrip(","), select.group(3)}
        return tested if tested and options == {tested, "null"} else None

    def _single_store_slots(self) -> dict[str, str]:
        """Stack slots (allocas) into which exactly one pointer value is stored, at offset 0."""
        allocas = {v for v, i in self.definitions.items() if " = alloca " in self.lines[i]}
        stored: dict[str, set[str]] = defaultdict(set)
        for block in self.blocks.values():
            for index in block.lines:
                match = re.match(r"\s*store ptr (\S+), ptr (%\S+?),? ", self.lines[index] + " ")
                if match and match.group(2) in allocas:
                    stored[match.group(2)].add(match.group(1).rstrip(","))
        return {slot: values.pop() for slot, values in stored.items() if len(values) == 1}

    def _meminfo_phis(self) -> set[str]:
        """Phis that may hold a MemInfo: fed by an allocation, an argument, or a copy of one."""
        holders = set(self.arguments) | {
            value for value, index in self.definitions.items()
            if _callee(self.lines[index].strip()) in self.allocators}
        copies = {value: self._same_object(self.lines[index].strip())
                  for value, index in self.definitions.items()}
        phis = {value: [v for v, _ in ir.phi_incoming(self.lines[index])]
                for value, index in self.definitions.items() if " = phi ptr " in self.lines[index]}
        found: set[str] = set()
        changed = True
        while changed:
            changed = False
            for value, source in copies.items():
                if source and value not in holders and (source in holders or source in found):
                    holders.add(value)
                    changed = True
            for phi, incoming in phis.items():
                if phi not in found and any(v in holders or v in found for v in incoming):
                    found.add(phi)
                    changed = True
        return found

    def _mentions_tracked(self, text: str, classes: set) -> bool:
        return any(_class_of(classes, v) for v in ir.local_uses(text))

    def _liveness(self) -> dict[str, set[str]]:
        uses, defs, phi_uses = {}, {}, defaultdict(set)
        for name, block in self.blocks.items():
            used, defined = set(), set()
            for index in block.lines:
                line = self.lines[index]
                value = ir.defined_value(line)
                if " = phi " in line:
                    for incoming, pred in ir.phi_incoming(line):
                        if incoming.startswith("%"):
                            phi_uses[pred].add(incoming)
                else:
                    used |= {v for v in ir.local_uses(line) if v not in defined}
                if value:
                    defined.add(value)
            uses[name], defs[name] = used, defined
        live_in = {name: set() for name in self.blocks}
        changed = True
        while changed:
            changed = False
            for name in reversed(self.order):
                block = self.blocks[name]
                out = set(phi_uses[name])
                for successor in block.successors:
                    out |= live_in[successor]
                new = uses[name] | (out - defs[name])
                if new != live_in[name]:
                    live_in[name] = new
                    changed = True
        return live_in

    def _refuse(self, index: int, why: str) -> None:
        raise RefusedPattern(f"unsupported NRT pattern at line {index + 1} of the prepared "
                             f"module ({self.lines[index].strip()[:80]}): {why}")


def _callee(text: str) -> str | None:
    if "call " not in text:
        return None
    marker = text.find("@", text.find("call "))
    if marker < 0:
        return None
    end = text.find("(", marker)
    return ir.unquote(text[marker:end]) if end > 0 else None


def _class_of(classes, value: str) -> AliasClass | None:
    return next((c for c in classes if value in c.members), None)
