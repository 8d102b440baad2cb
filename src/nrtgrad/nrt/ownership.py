"""Which NRT refcount operation frees its MemInfo: a dataflow over references.

Enzyme must see exactly one deallocation per temporary array, the decref
that drops its refcount to zero; every other refcount operation must be
inactive.  This module decides that for one function (Numba's entry, with
its internal callees inlined), statically and soundly, or refuses.

First, every use of a value that may hold a temporary's MemInfo must be one
the analysis follows, and stack slots are accepted or not (meminfo_uses.py):
anything else may let the MemInfo escape and is refused.

The abstract state maps each live SSA value that holds a MemInfo to an
alias class: the values known to refer to the same object, the object's
kind (a fresh allocation, a caller's argument, or null) and the set of
refcounts it may have on the paths where it is not null (a null path adds
none).  Allocations start at 1, increfs add, decrefs subtract; a temporary
whose count reached 0 is FREED, which is not null.  A phi joins the class
of its incoming value on each edge; a load from an accepted stack slot
joins the class of the stored value; values leave the state when they are
no longer live (flow.py).  A class also keeps the values computed from its
members that point into the object (use_after_release.pointer_operands: the
addresses of its header's fields, its data pointer, addresses in its data, a
phi or select of them), on some path into the state and on every path (a
phi taking another pointer on some edge, a select of another pointer), and
hands them to use_after_release at the object's release: a loop header's
phi that took the array on the back edge holds the previous iteration's
array where the loop releases the array this iteration allocated (a
`break` after `xn = f(x)` leaves with x), and a data pointer carried by a
phi of its own is the array its MemInfo's phi holds.  A block is entered with one state per way its
values alias (a `while` loop's "previous value" phi is null on the first trip
and the current array on the others): those paths are followed apart, up to
MAX_VARIANTS, beyond which the pattern is refused.  States that alias alike
are joined: same kind, their counts united.

A decref on a fresh allocation is the release when the refcount before it is
1 on every path where it is not null; it is inactive when the count is 2 or
more on every such path; anything else is refused.  Any refcount operation
on an object that is FREED on some path is refused (use after free, double
free), and so is a decref that would drop the reference a caller holds on
its argument.  Every other operation on a caller's array is inactive.

When a class leaves the state, a temporary still counted leaks and a
caller's array whose count is not back to 1 is unbalanced: both are refused
unless every path from there returns a non-zero status (Numba's error paths
leak like that, e.g. when an allocation fails after another succeeded).
Lists of arrays (list_items.py): storing a temporary's MemInfo into an item of
such a list created in the function hands the list one reference: the
class becomes an ITEM whose count is the references the function holds
besides the list's, and so is a MemInfo loaded from the list and shared or
released.  Refcount operations on items are inactive: the list holds the
arrays until the release that frees it (its dtor releases them; in reverse
mode Enzyme frees them instead, list_items.disown_items).  One that would drop
the list's own reference (`lst.pop()`), an item still referenced when
nothing holds it, and any operation on an item or store into the list
after the list's release are refused.

Last, nothing may touch a temporary's memory after its release
(use_after_release.py).
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from collections.abc import Callable

from .. import ir
from . import list_items, use_after_release
from ..frontend import python_names
from ..ir.flow import Flow, literal
from .meminfo_uses import (REWRITE, REFCOUNT_CALLS, MemInfoUses, called_function,
                           refcount_operand, refusal)

MAX_REFCOUNT = 32
MAX_VARIANTS = 4  # states a block is entered with, by how its values alias
ARGUMENT_FORWARD = "assign the new array to a new variable, or start from a copy (`y = x.copy()`)"

INACTIVE = "inactive"
RELEASE = "release"
DELETE = "delete"

TEMPORARY, ARGUMENT, NULL, ITEM = "temporary", "argument", "null", "item"
FREED = 0  # the refcount of a temporary that has been released


@dataclasses.dataclass(frozen=True)
class AliasClass:
    members: frozenset[str]
    kind: str
    counts: frozenset[int]  # refcount on each path where it is not null (FREED: released)
    site: int               # line of the allocation (temporaries) or of `define` (arguments)
    origin: str = ""        # the argument (arguments), the list (items)
    # values computed from the members that point into the object, on some path (pointers)
    # and on every path (surely, a subset)
    pointers: frozenset[str] = frozenset()
    surely: frozenset[str] = frozenset()


State = frozenset  # of AliasClass


def classify(lines: list[str], function: ir.Function, arguments: set[str],
             allocators: set[str]) -> dict[int, str]:
    """line index of each NRT_incref/NRT_decref call -> INACTIVE, RELEASE or DELETE."""
    return _Analysis(lines, function, arguments, allocators).run()


class _Analysis:
    def __init__(self, lines, function, arguments, allocators):
        self.lines = lines
        self.flow = Flow(lines, function)
        self.start = function.start
        self.blocks = self.flow.blocks
        self.order = self.flow.order
        self.definitions = self.flow.definitions
        self.arguments = arguments
        self.allocators = allocators
        self.items = list_items.item_addresses(lines, function)
        self.replaced = list_items.replaced_items(lines, function)
        self.uses = MemInfoUses(lines, self.flow, allocators, self.items)
        self.shared = {refcount_operand(lines[i].strip()) for i in self.flow.block_of
                       if called_function(lines[i].strip()) in REFCOUNT_CALLS}
        self.item_lines: dict[int, str] = {}  # operation on a list's item -> the list
        self.uses.check()
        self.live_in = self.flow.live_in(self.uses.slot_reads)
        self.meminfo_phis = self._meminfo_phis()
        self.visits: dict[int, set[tuple[str, frozenset[int]]]] = defaultdict(set)
        self.holders: dict[int, set[str]] = defaultdict(set)  # decref -> its MemInfo's values
        # decref -> the values pointing into its object on some path, or holding or pointing
        # into it on every path (see AliasClass)
        self.pointers: dict[int, set[str]] = defaultdict(set)
        self.surely: dict[int, frozenset[str]] = {}
        self.actions: dict[int, str] = {}
        self.untracked: set[str] = set()
        self.leaks: dict[int, str] = {}  # allocation line -> why it leaks

    # -- driver -------------------------------------------------------------
    def run(self) -> dict[int, str]:
        entry = self.order[0]
        initial = State(AliasClass(frozenset({a}), ARGUMENT, frozenset({1}), self.start, a)
                        for a in sorted(self.arguments))
        # a block is entered with one state per status its predecessors
        # report (see _status_dispatch) and per partition of the values it
        # holds into classes (see _variant): (block, status, partition) -> state
        states = {(entry, None, self._variant(entry, initial)): initial}
        worklist = list(states)
        while worklist:
            key = worklist.pop()
            name, status, _ = key
            out = self._through_block(name, states[key])
            if not self.blocks[name].successors:
                self._check_leaks(out, lambda: self.flow.only_errors_after(name),
                                  "where the function returns")
            for successor in self._successors(name, status):
                incoming = self._prune(self._edge(out, name, successor), name, successor)
                target = (successor, self._status_on_edge(name, successor),
                          self._variant(successor, incoming))
                if target in states:
                    merged = self._join(states[target], incoming, successor)
                else:
                    self._check_variants(states, target)
                    merged = incoming
                if merged != states.get(target):
                    states[target] = merged
                    worklist.append(target)
        actions = self._decide()
        self._check_items_before_release(actions)
        if self.leaks:
            site = min(self.leaks)
            self._refuse(site, self.leaks[site])
        use_after_release.check(self.lines, self.flow, {
            index: use_after_release.Held(frozenset(self.holders[index] | self.pointers[index]),
                                          self.surely[index])
            for index, action in actions.items() if action == RELEASE})
        return actions

    def _status_on_edge(self, source: str, target: str) -> str | None:
        """"zero" or "nonzero": the constant status `target`'s dispatch phi takes from source."""
        dispatch = self.flow.status_dispatch(target)
        if dispatch is None:
            return None
        line = self.lines[self.definitions[dispatch[0]]]
        value = literal(next((v for v, b in ir.phi_incoming(line) if b == source), ""))
        if value is None:
            return None
        return "zero" if value == 0 else "nonzero"

    def _successors(self, name: str, status: str | None) -> list[str]:
        successors = self.blocks[name].successors
        dispatch = self.flow.status_dispatch(name) if status else None
        if dispatch is None:
            return successors
        return [dispatch[1] if status == "zero" else dispatch[2]]

    def _decide(self) -> dict[int, str]:
        for index, visits in sorted(self.visits.items()):
            kinds = {kind for kind, _ in visits}
            counts = set().union(*(c for _, c in visits))
            is_decref = "@NRT_decref(" in self.lines[index]
            if ITEM in kinds and kinds - {ITEM, NULL}:
                self._refuse(index, "a variable holds an array of a list on one path and "
                                    "an array the list does not hold on another",
                             "read the array from the list where it is used")
            if ARGUMENT in kinds and TEMPORARY in kinds:
                self._refuse(index, "a variable holds an argument array on one path and a new "
                                    "array on another (an argument reassigned, `x = x * 2`)",
                             ARGUMENT_FORWARD)
            if not is_decref or TEMPORARY not in kinds or not counts:
                self.actions[index] = INACTIVE
            elif counts == {1}:
                self.actions[index] = RELEASE
            elif min(counts) >= 2:
                self.actions[index] = INACTIVE
            else:
                self._refuse(index, f"a temporary array is released on some paths only "
                                    f"(its refcount there may be {sorted(counts)})")
        return self.actions

    # -- transfer functions --------------------------------------------------
    def _through_block(self, name: str, state: State) -> State:
        classes = set(state)
        for index in self.blocks[name].lines:
            text = self.lines[index].strip()
            defined = ir.defined_value(text)
            if defined and " = phi " in text:
                continue  # handled on the edges
            callee = called_function(text)
            if callee in REFCOUNT_CALLS:
                self._refcount(index, callee, text, classes)
                continue
            store = ir.STORE_PTR.match(text)
            if store and store.group(2) in self.items:
                self._into_list(index, store.group(1), self.items[store.group(2)], classes)
                continue
            if defined:
                dropped = self._kill(classes, {defined})
                self._check_leaks(dropped, lambda: self.flow.only_errors_after(name),
                                  "where the value holding it is overwritten")
                if callee in self.allocators:
                    classes.add(AliasClass(frozenset({defined}), TEMPORARY, frozenset({1}), index))
                    continue
                load = ir.LOAD_PTR.match(text)
                if load and load.group(2) in self.items and defined in self.shared:
                    classes.add(AliasClass(frozenset({defined}), ITEM, frozenset({0}), index,
                                           self.items[load.group(2)]))
                    continue
                same = self.uses.same_object(text)
                if same is not None and _class_of(classes, same) is not None:
                    found = _class_of(classes, same)
                    classes.discard(found)
                    classes.add(dataclasses.replace(found, members=found.members | {defined}))
                elif " = select " in text and self._mentions_tracked(text, classes):
                    self.untracked.add(defined)
                elif operands := use_after_release.pointer_operands(text):
                    self._derive(classes, defined, operands)
        return State(classes)

    def _derive(self, classes: set, value: str, operands: list[str]) -> None:
        """`value` points into each object one of its pointer operands holds or points
        into; surely into one all of them surely do."""
        for found in [c for c in classes if not c.members.isdisjoint(operands)
                      or not c.pointers.isdisjoint(operands)]:
            surely = found.surely | {value} if all(
                o in found.members or o in found.surely for o in operands) else found.surely
            classes.discard(found)
            classes.add(dataclasses.replace(found, pointers=found.pointers | {value},
                                            surely=surely))

    def _refcount(self, index: int, callee: str, text: str, classes: set) -> None:
        operand = refcount_operand(text)
        if operand == "null":
            self.actions[index] = DELETE
            return
        found = _class_of(classes, operand)
        if found is None:
            if operand in self.untracked:
                self._refuse(index, "an array chosen by a conditional expression "
                                    "(`a if c else b`, `np.where` on arrays)",
                             "assign the array in an if statement instead")
            self._refuse(index, "an array of unknown origin (loaded from memory, or returned "
                                f"by {_callee_of(self.lines, operand, self.definitions)}) "
                                f"is {'shared' if callee == 'NRT_incref' else 'released'}",
                         "compute the array in this function or pass it in as an argument")
        if found.kind != ITEM and FREED in found.counts:  # an item's 0: only the list's
            what = "use after free" if callee == "NRT_incref" else "double free"
            self._refuse(index, f"an array is used after it is released on some path ({what})")
        if found.kind == ITEM:
            self.item_lines[index] = found.origin
            if callee == "NRT_decref" and 0 in found.counts and operand in self.replaced:
                self._refuse(index, "an array in a list of arrays is replaced (`lst[i] = a`)",
                             "build the list with `append` (`lst = []`, then `lst.append(a)`)")
            if callee == "NRT_decref" and 0 in found.counts:
                self._refuse(index, "an array is removed from a list (`lst.pop()`, `del lst[i]`)",
                             "build the list with `append` only, or use a 2-D array")
        if found.kind == ARGUMENT and callee == "NRT_decref" and 1 in found.counts:
            self._refuse(index, "the function releases the reference its caller holds on an "
                                "argument array", ARGUMENT_FORWARD)
        self.visits[index].add((found.kind, found.counts))
        self.holders[index] |= found.members
        self.pointers[index] |= found.pointers
        held = found.members | found.surely
        self.surely[index] = self.surely[index] & held if index in self.surely else held
        step = 1 if callee == "NRT_incref" else -1
        counts = frozenset(c + step for c in found.counts)
        if max(counts, default=0) > MAX_REFCOUNT:
            self._refuse(index, "an array gains a reference on every loop iteration (views "
                                "or arrays kept in a loop)",
                         "index the array in the loop instead of keeping views of it")
        classes.discard(found)
        classes.add(dataclasses.replace(found, counts=counts))

    def _into_list(self, index: int, value: str, origin: str, classes: set) -> None:
        """`store ptr value` into an item of a list of arrays: the list takes a reference."""
        found = _class_of(classes, value)
        if found is None or found.kind == NULL:
            return  # null, a data pointer, or another field of the item
        if found.kind != TEMPORARY or FREED in found.counts:
            # an array in a list twice: the shadow list would release its shadow twice
            what = {ARGUMENT: "an argument array", ITEM: "an array already in a list (or a "
                    "view of one)"}.get(found.kind, "a released array")
            self._refuse(index, f"{what} is appended to a list",
                         "append new arrays only (`lst.append(x.copy())`)")
        self.item_lines[index] = origin
        classes.discard(found)
        classes.add(dataclasses.replace(found, kind=ITEM, origin=origin,
                                        counts=frozenset(c - 1 for c in found.counts)))

    def _check_items_before_release(self, actions: dict[int, str]) -> None:
        """No item of a list is shared, released or stored once the list is released."""
        releases = [i for i, action in actions.items() if action == RELEASE]
        for index, origin in sorted(self.item_lines.items()):
            for release in releases:
                if origin in self.holders[release] and self.flow.reaches(release, index):
                    self._refuse(index, "an array of a list is used after the list is released",
                                 "keep the list alive while its arrays are used")

    def _edge(self, state: State, source: str, target: str) -> State:
        """Phis of `target` take their values from `source` (as one parallel copy)."""
        classes = set(state)
        null = self._null_on_edge(source, target)
        if null is not None and _class_of(classes, null) is not None:
            found = _class_of(classes, null)
            classes.discard(found)
            classes.add(AliasClass(found.members, NULL, frozenset(), -1))
        incoming = {}
        for index in self.blocks[target].lines:
            line = self.lines[index]
            if " = phi " not in line:
                break
            value = next((v for v, b in ir.phi_incoming(line) if b == source), None)
            if value is not None:
                incoming[ir.defined_value(line)] = value
        nulls = {phi for phi, value in incoming.items()
                 if value == "null" and phi in self.meminfo_phis}
        joins = nulls | {phi for phi, value in incoming.items() if _class_of(classes, value)}
        edged, dropped = set(), []
        for found in classes:
            members = found.members - joins | {phi for phi in joins - nulls
                                               if incoming[phi] in found.members}
            if not members:
                dropped.append(found)
                continue
            edged.add(dataclasses.replace(
                found, members=members,
                pointers=found.pointers.difference(incoming)
                | {phi for phi, value in incoming.items() if value in found.pointers},
                surely=found.surely.difference(incoming)
                | {phi for phi, value in incoming.items() if value in found.surely}))
        self._check_leaks(dropped, lambda: self.flow.only_errors_after_edge(source, target),
                          "when a branch is taken")
        return State(edged | {AliasClass(frozenset({phi}), NULL, frozenset(), -1)
                              for phi in nulls})

    def _kill(self, classes: set, values: set[str]) -> list[AliasClass]:
        """Remove `values` from their classes; the classes left without members."""
        dropped = []
        for found in [c for c in classes if c.members & values or c.pointers & values]:
            classes.discard(found)
            rest = found.members - values
            if rest:
                classes.add(dataclasses.replace(found, members=rest, pointers=found.pointers
                                                - values, surely=found.surely - values))
            else:
                dropped.append(found)
        return dropped

    def _prune(self, state: State, source: str, target: str) -> State:
        """Keep the values live into `target`; a class nothing holds any more is dropped."""
        live = self.live_in[target] | self._phi_defs(target)
        classes, dropped = set(), []
        for found in state:
            rest = found.members & live
            if rest:
                classes.add(dataclasses.replace(found, members=frozenset(rest),
                                                pointers=found.pointers & live,
                                                surely=found.surely & live))
            else:
                dropped.append(found)
        self._check_leaks(dropped, lambda: self.flow.only_errors_after_edge(source, target),
                          "when a branch is taken")
        return State(classes)

    def _check_leaks(self, dropped, only_errors: Callable[[], bool], where: str) -> None:
        """A temporary still counted when nothing holds it leaks, unless only errors follow.

        Leaks are refused after the refcount operations are decided: a decref
        that frees on some paths only is the better explanation of both.
        """
        for found in sorted(dropped, key=lambda c: c.site):
            counted = sorted(c for c in found.counts if c > 0)
            if found.kind == TEMPORARY and counted and not only_errors():
                self.leaks.setdefault(found.site, (
                    f"a temporary array is still referenced (refcount {counted}) when "
                    f"nothing holds it any more ({where}) on a path that returns normally: "
                    f"it would leak"))
            elif found.kind == ITEM and counted and not only_errors():
                self.leaks.setdefault(found.site, (
                    f"an array of a list is still referenced (refcount {counted} besides the "
                    f"list's) when nothing holds it any more ({where}) on a path that returns "
                    f"normally: it would leak"))
            elif found.kind == ARGUMENT and found.counts - {1} and not only_errors():
                self.leaks.setdefault(found.site, (
                    f"the refcount of {python_names.describe_value(found.origin)} is "
                    f"not restored (it may be {counted}, received as 1) when nothing holds it "
                    f"any more ({where}) on a path that returns normally"))

    def _variant(self, block: str, state: State) -> frozenset | None:
        """The key that tells apart the states `block` is entered with: their partitions.

        Paths on which the values live into a block are grouped into
        different classes (a phi null on the first trip of a loop and the
        array of the previous trip on the others, `while` loops) are followed
        apart, each with exact refcounts; a refcount operation must still be
        decided the same on all of them (_decide).  Paths that only raise are
        joined into one state (_join_on_error_path).
        """
        if self.flow.only_errors_after(block):
            return None
        return frozenset(c.members for c in state)

    def _check_variants(self, states: dict, target: tuple) -> None:
        if sum(key[:2] == target[:2] for key in states) >= MAX_VARIANTS:
            raise refusal(self.lines, self.blocks[target[0]].lines[0],
                          "different arrays are alive on the paths that meet at one point (an "
                          "array allocated in one branch of an `if`, or in a loop that may not "
                          "run)")

    def _join(self, old: State, new: State, block: str) -> State:
        by_members = {c.members: c for c in old}
        if set(by_members) != {c.members for c in new}:
            return self._join_on_error_path(old, new, block)
        joined = set()
        for c in new:
            o = by_members[c.members]
            kinds = {o.kind, c.kind} - {NULL}
            if ITEM in kinds and len(kinds) > 1:
                raise refusal(self.lines, self.blocks[block].lines[0],
                              "a variable holds an array of a list on one path and an array "
                              "the list does not hold on another",
                              "read the array from the list where it is used")
            if len(kinds) > 1:
                raise refusal(self.lines, self.blocks[block].lines[0],
                              "a variable holds an argument array on one path and a new array "
                              "on another (an argument reassigned in a branch or a loop)",
                              ARGUMENT_FORWARD)
            kind = kinds.pop() if kinds else NULL
            joined.add(AliasClass(c.members, kind, o.counts | c.counts, max(o.site, c.site),
                                  o.origin or c.origin, o.pointers | c.pointers,
                                  o.surely & c.surely))
        return State(joined)

    def _join_on_error_path(self, old: State, new: State, block: str) -> State:
        """Paths that only raise may hold different arrays: the union, where disjoint.

        An exception's own allocations (its message, its argument buffers) are
        held on the paths that build it only.  Where one path holds an array
        and the other does not, the array leaks on that path, as leaks on
        error paths do; a class that overlaps a different one is refused.
        """
        shared = {c.members for c in old} & {c.members for c in new}
        matched = self._join(State(c for c in old if c.members in shared),
                             State(c for c in new if c.members in shared), block)
        alone = [c for c in [*old, *new] if c.members not in shared]
        members = [m for c in [*matched, *alone] for m in c.members]
        if len(members) != len(set(members)):
            raise refusal(self.lines, self.blocks[block].lines[0],
                          "refcounts cannot be tracked: the paths that reach this point hold "
                          "different arrays")
        return State([*matched, *alone])

    # -- helpers ---------------------------------------------------------------
    def _null_on_edge(self, source: str, target: str) -> str | None:
        """The value a `br` from source to target has just tested to be null."""
        terminator = self.lines[self.blocks[source].lines[-1]].strip()
        match = re.match(r"br i1 (%\S+), label (%\S+), label (%\S+)", terminator)
        if not match or match.group(1) not in self.definitions:
            return None
        condition = self.lines[self.definitions[match.group(1)]]
        test = ir.NULL_TEST.search(condition)
        if not test or match.group(2).rstrip(",") == match.group(3):
            return None
        null_target = match.group(2) if test.group(1) == "eq" else match.group(3)
        return test.group(2).rstrip(",") if ir.label_name(null_target.rstrip(",")) == target \
            else None

    def _phi_defs(self, name: str) -> set[str]:
        return {ir.defined_value(self.lines[i]) for i in self.blocks[name].lines
                if " = phi " in self.lines[i]}

    def _meminfo_phis(self) -> set[str]:
        """Phis that may hold a MemInfo: fed by an allocation, an argument, or a copy of one."""
        holders = set(self.arguments) | {
            value for value, index in self.definitions.items()
            if called_function(self.lines[index].strip()) in self.allocators}
        copies = {value: self.uses.same_object(self.lines[index].strip())
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

    def _refuse(self, index: int, why: str, forward: str = REWRITE) -> None:
        raise refusal(self.lines, index, why, forward)




def _class_of(classes, value: str) -> AliasClass | None:
    return next((c for c in classes if value in c.members), None)


def _callee_of(lines: list[str], value: str, definitions: dict[str, int]) -> str:
    """The construct whose call returned `value`, or "a call that is not inlined"."""
    callee = called_function(lines[definitions[value]].strip()) if value in definitions else None
    return python_names.describe(callee) if callee else "a call that is not inlined"
