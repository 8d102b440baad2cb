"""Which values may hold a temporary's MemInfo, and whether the ownership
analysis follows every use of them.

A temporary's MemInfo may only be used where the refcount dataflow sees it:
a refcount call, a list's realloc (list_reallocs.py: the data moves, the MemInfo and
its refcount stay), a store into an item of a list of arrays created in the
function (the list takes the reference: ownership.py follows it), a phi, a
null-normalising select, a null test, a getelementptr that is only loaded
from (the data pointer), the one store into an accepted stack slot (and
llvm.dbg intrinsics), or a store on a path that only returns an error (an
exception's argument, such as the message string of a shape mismatch,
handed to the caller).  Any other use (another call, ptrtoint, insertvalue,
a volatile store, ...) may let it escape and is refused, naming the
instruction.

A stack slot is accepted when one `store ptr` writes its first word (besides
stores of null that always run before it and never after: a local's
initialisation), that store dominates every load of it (and follows any
lifetime.start), and the slot's address goes nowhere else: its other fields
may be loaded, stored and passed to the helpers in SLOT_FIELD_READERS,
nothing more.  A load from an accepted slot is a copy of the stored value; a
load from any other slot is of unknown origin.
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict

from .. import ir
from ..enzyme import list_reallocs
from ..frontend import python_names
from ..errors import RefusedPattern
from ..ir.flow import Flow

REFCOUNT_CALLS = ("NRT_incref", "NRT_decref")
# Numba passes pointers to the shape and stride fields of an array struct it
# keeps in a stack slot to this helper, which only reads them (and writes the
# separate new-strides buffer): the MemInfo in the slot's first word stays put.
SLOT_FIELD_READERS = ("numba_attempt_nocopy_reshape",)


@dataclasses.dataclass(frozen=True)
class Slot:
    value: str | None        # the pointer its one store writes (None: never read)
    loads: tuple[str, ...]   # the values loaded from it


# the way forward when a refusal names none of its own
REWRITE = ("assign each array once on every path (allocate it before a branch or loop), "
           "or pass it in as an argument")


def refusal(lines: list[str], index: int, why: str, forward: str = REWRITE) -> RefusedPattern:
    """'in `kernels.f` (line N): <why>: not supported yet; <forward>', for line `index`."""
    place = python_names.where(lines, index)
    return RefusedPattern(f"{place + ': ' if place else ''}{why}: not supported yet; {forward}",
                          index)


class MemInfoUses:
    def __init__(self, lines: list[str], flow: Flow, allocators: set[str],
                 items: dict[str, str]):
        self.lines = lines
        self.flow = flow
        self.definitions = flow.definitions
        self.allocators = allocators
        self.items = items  # addresses in the payload of a list of arrays -> the list
        self.users = self._users()
        self.slots = self._slots()

    def _users(self) -> dict[str, list[int]]:
        users = defaultdict(list)
        for index in sorted(self.flow.block_of):
            for value in dict.fromkeys(ir.local_uses(self.lines[index])):
                users[value].append(index)
        return users

    def _temporaries(self) -> set[str]:
        """Allocation results and their copies: phis, null-normalising selects, slot loads."""
        found = {value for value, index in self.definitions.items()
                 if called_function(self.lines[index].strip()) in self.allocators}
        work = sorted(found)
        while work:
            value = work.pop()
            for use in self.users[value]:
                text = self.lines[use].strip()
                defined = ir.defined_value(text)
                copies = []
                if defined and (" = phi " in text or self.same_object(text) == value):
                    copies = [defined]
                store = ir.STORE_PTR.match(text)
                if store and store.group(1) == value and store.group(2) in self.slots:
                    copies = list(self.slots[store.group(2)].loads)
                for copy in copies:
                    if copy not in found:
                        found.add(copy)
                        work.append(copy)
        return found

    def check(self) -> None:
        """Refuse the first use of a temporary's MemInfo the analysis does not follow."""
        temporaries = self._temporaries()
        for index, value in sorted((use, value) for value in temporaries
                                   for use in self.users[value]):
            what = self._unfollowed_use(index, value)
            if what:
                raise refusal(self.lines, index, f"a temporary array escapes: {what}; its "
                                                 "lifetime and its gradient's are not known",
                              "keep temporary arrays in local variables, and pass an array "
                              "that is stored or handed on in as an argument")

    def _unfollowed_use(self, index: int, value: str) -> str | None:
        """None if the analysis follows this use of `value`, else what the use is."""
        text = self.lines[index].strip().split(", !")[0]
        defined = ir.defined_value(text)
        body = text.split(" = ", 1)[1] if defined else text
        opcode = body.split()[0]
        if _is_call(body):
            name = called_function(body)
            if name in REFCOUNT_CALLS or _is_debug_info(name):
                return None
            if name and name.startswith(list_reallocs.WRAPPER_PREFIX) \
                    and ir.split_arguments(body[body.index("(") + 1:])[0].split()[-1] == value:
                return None  # a list growing: its data moves, the MemInfo stays
            return f"passed to {python_names.describe(name)}" if name else \
                "passed to an indirect call"
        if opcode == "phi":
            return None
        if opcode == "select":
            return None if self.same_object(text) == value else \
                "merged with another value by a select"
        if opcode == "icmp":
            return None if re.fullmatch(rf"icmp (?:eq|ne) ptr {re.escape(value)}, null",
                                        body) else "compared with something other than null"
        if opcode == "getelementptr":
            if _address(body) == value and all(_loads_from(self.lines[u], defined)
                                               for u in self.users[defined]):
                return None
            return "addressed by a getelementptr that is not only loaded from"
        if opcode == "store":
            store = ir.STORE_PTR.match(body)
            if store and store.group(1) == value and store.group(2) in self.slots:
                return None
            if store and store.group(1) == value and store.group(2) in self.items:
                return None  # appended to a list of arrays: the list holds it
            words = body.split()
            if words[1] in ("volatile", "atomic"):
                return f"stored by {'a volatile' if words[1] == 'volatile' else 'an atomic'} store"
            address = ir.split_arguments(body.removeprefix("store "))[1].split()[1]
            if address == value:
                return "its header is written"
            target = self.definitions.get(address)
            if target is not None and " = alloca " in self.lines[target]:
                return "stored in a local tuple or structure nrtgrad cannot follow"
            if self.flow.only_errors_after(self.flow.block_of[index]):
                return None  # an exception's argument (a string), handed to the caller
            return "stored to memory (in a list, a tuple, a structure or a global)"
        return f"used by {opcode}"

    # -- stack slots -------------------------------------------------------------
    def _slots(self) -> dict[str, Slot]:
        """Allocas whose first word holds one pointer the analysis can follow."""
        slots = {}
        for value, index in self.definitions.items():
            if " = alloca " in self.lines[index]:
                slot = self._slot(value)
                if slot is not None:
                    slots[value] = slot
        return slots

    def _slot(self, slot: str) -> Slot | None:
        """The slot, if one store writes its first word, dominates every load, and the
        slot's address goes nowhere else; or, if nothing loads its first word, the
        stores into it (any number: they are dead) and memsets of it are all there is
        besides its followed fields (an inlined callee's result struct whose array
        LLVM read back from registers); None otherwise."""
        stores, loads, starts, memsets = [], [], [], 0
        for use in self.users[slot]:
            text = self.lines[use].strip().split(", !")[0]
            store, load, lifetime = ir.STORE_PTR.match(text), ir.LOAD_PTR.match(text), \
                ir.LIFETIME.fullmatch(text)
            memset = ir.memset(text)
            if store and store.group(2) == slot and store.group(1) != slot:
                stores.append(use)
            elif load and load.group(2) == slot:
                loads.append(use)
            elif _is_debug_info(called_function(text)):
                continue
            elif lifetime and lifetime.group(2) == slot:
                if lifetime.group(1) == "start":
                    starts.append(use)
            elif memset and memset.address == slot:
                memsets += 1
            elif not self._is_followed_field(slot, text):
                return None
        if stores and not loads:
            return Slot(None, ())
        stores = self._without_initial_nulls(stores)
        if len(stores) != 1 or memsets:
            return None
        store = stores[0]
        if not all(self.flow.dominates(store, load) for load in loads) or \
                not all(self.flow.dominates(start, store) for start in starts):
            return None
        return Slot(ir.STORE_PTR.match(self.lines[store].strip()).group(1),
                    tuple(ir.defined_value(self.lines[load]) for load in loads))

    def _without_initial_nulls(self, stores: list[int]) -> list[int]:
        """The stores of a slot but those of null that initialise it: each on every path
        to the one other store, which overwrites it, and never run after it."""
        written = [use for use in stores
                   if ir.STORE_PTR.match(self.lines[use].strip()).group(1) != "null"]
        if len(written) == 1 and all(self.flow.dominates(use, written[0])
                                     and not self.flow.reaches(written[0], use)
                                     for use in stores if use != written[0]):
            return written
        return stores

    def _is_followed_field(self, slot: str, text: str) -> bool:
        """A getelementptr to a field after the slot's first word, only loaded from,
        stored to, zeroed, or passed to a SLOT_FIELD_READERS helper."""
        field = ir.defined_value(text)
        match = re.fullmatch(r"%\S+ = getelementptr (?:inbounds )?(.*)", text)
        if not match:
            return False
        arguments = ir.split_arguments(match.group(1))
        if len(arguments) < 3 or ir.operand_value(arguments[1]) != slot:
            return False
        indices = [ir.operand_value(a) for a in arguments[2:]]
        if not all(re.fullmatch(r"\d+", i) for i in indices):
            return False
        after_first_word = (arguments[0] == "i8" and len(indices) == 1 and int(indices[0]) >= 8) \
            or (arguments[0].startswith("{ ptr,") and len(indices) >= 2 and indices[0] == "0"
                and int(indices[1]) >= 1)
        return after_first_word and all(self._is_field_use(u, field) for u in self.users[field])

    def _is_field_use(self, index: int, field: str) -> bool:
        text = self.lines[index].strip()
        if _loads_from(text, field):
            return True
        store = re.match(r"store (?!volatile|atomic)[^,]+ (\S+?), ptr (\S+?)(?:,|$)", text)
        if store:
            return store.group(2) == field and store.group(1) != field
        memset = ir.memset(text)
        if memset:  # fields after the first word zeroed: the MemInfo word is before them
            return memset.address == field
        return _is_call(text) and called_function(text) in SLOT_FIELD_READERS

    def slot_reads(self, index: int) -> set[str]:
        """A load from an accepted slot reads the value its store wrote."""
        load = ir.LOAD_PTR.match(self.lines[index].strip())
        return {self.slots[load.group(2)].value} if load and load.group(2) in self.slots else set()

    def same_object(self, text: str) -> str | None:
        """The value an instruction is known to copy a MemInfo pointer from.

        `select (icmp eq %a, null), null, %a` (or `select (icmp ne %a, null),
        %a, null`) is %a; a load from an accepted stack slot is the value its
        one store wrote.
        """
        load = ir.LOAD_PTR.match(text)
        if load:
            slot = self.slots.get(load.group(2))
            return slot.value if slot else None
        select = re.match(r"%\S+ = select i1 (%\S+), ptr (\S+), ptr (\S+?)(,|$)", text)
        if not select or select.group(1) not in self.definitions:
            return None
        condition = self.lines[self.definitions[select.group(1)]]
        test = ir.NULL_TEST.search(condition)
        if not test:
            return None
        tested = test.group(2).rstrip(",")
        options = [select.group(2).rstrip(","), select.group(3)]
        return tested if options == (["null", tested] if test.group(1) == "eq"
                                     else [tested, "null"]) else None


_CALL = re.compile(r"(?:(?:tail|musttail|notail) )?call\b")
_CALLEE = re.compile(r"(@(?:\"[^\"]*\"|[-\w.$]+)|%(?:\"[^\"]*\"|[-\w.$]+))\(")


def _is_call(text: str) -> bool:
    return _CALL.match(instruction_body(text)) is not None


def instruction_body(text: str) -> str:
    """An instruction's text without its `%result = `."""
    return text.split(" = ", 1)[1] if ir.defined_value(text) else text


def refcount_operand(text: str) -> str:
    """The MemInfo an NRT_incref/NRT_decref call's text passes."""
    start = text.index("(", text.index("@NRT_")) + 1
    return ir.operand_value(ir.split_arguments(text[start:text.rindex(")")])[0])


def called_function(text: str) -> str | None:
    """The function a call names directly; None for other instructions and indirect calls."""
    if not _is_call(text):
        return None
    body = instruction_body(text)
    match = _CALLEE.search(body)
    return ir.unquote(match.group(1)) if match and match.group(1).startswith("@") else None


def _is_debug_info(callee: str | None) -> bool:
    """llvm.dbg.* intrinsics: they only name a value for the debugger."""
    return callee is not None and callee.startswith("llvm.dbg.")


def _address(body: str) -> str | None:
    """The pointer operand of `getelementptr`/`load` instruction text (without the result)."""
    arguments = ir.split_arguments(body.split(None, 1)[1].removeprefix("inbounds "))
    return ir.operand_value(arguments[1]) if len(arguments) > 1 else None


def _loads_from(line: str, address: str) -> bool:
    """The line is a plain (not volatile, not atomic) load from `address`."""
    text = line.strip().split(", !")[0]
    match = re.fullmatch(r"%\S+ = (load (?!volatile|atomic).*)", text)
    return match is not None and _address(match.group(1)) == address
