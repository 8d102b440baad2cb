"""Loads and stores of argument arrays and of new arrays told apart, for Enzyme.

For every load in a reverse-mode derivative, Enzyme asks whether a later
store may overwrite what it read (then the value goes on the tape) and
asks alias analysis about each such store.  Where alias analysis cannot tell,
Enzyme proves it itself, walking the instructions between the two addresses'
definitions, once per load and store: an argument array's elements, read
through the pointer phis of strength-reduced loops, against the elements of
an array the function allocated and writes.  Unrolled, versioned loops
multiply the pairs until that walk dominates the run (C3 in
docs/enzyme-workarounds.md).

Memory an array the function allocates holds (`NRT_MemInfo_alloc*`) is
new: it cannot be any argument array's memory, which the caller keeps alive.
``mark`` gives every load and store in the entry whose address comes from
argument arrays' data pointers only (through getelementptrs, phis and
selects) the alias scope "argument arrays' data", and every one whose
address comes from data pointers of the function's own allocations only
(loaded from the MemInfo's data field) the scope "new arrays' data", and
each such load of a data pointer the scope "new arrays' headers" (a
MemInfo is not in any array's data).  Argument and new data accesses get
`noalias` each other's scope, the loads of data pointers both (one side of
a pair suffices), added to the scopes Numba and LLVM already attached.
Alias analysis (Enzyme's and LLVM's afterwards) then answers those pairs at
once, and after Enzyme a reverse loop's load of a shadow's data pointer,
which Enzyme places in the loop, is invariant to LLVM: it is hoisted and
the loop vectorised.  Any other address (loaded from a stack slot, from
another array, computed from an integer) keeps its metadata as it is.
"""

from __future__ import annotations

import re

from .. import ir
from ..frontend.numba_abi import EntryPoint

# allocators whose MemInfo owns a new data block (not a list's reallocated one)
ALLOCATORS = ("NRT_MemInfo_alloc", "NRT_MemInfo_alloc_aligned", "NRT_MemInfo_alloc_safe_aligned")
ARGUMENTS, NEW, HEADERS = "argument arrays' data", "new arrays' data", "new arrays' headers"
_NAME = ir.LOCAL_NAME
_GEP = re.compile(rf"^getelementptr (?:inbounds )?[^,]+, ptr ({_NAME})(.*)$")
_SELECT = re.compile(rf"^select i1 [^,]+, ptr ({_NAME}), ptr ({_NAME})$")
_LOAD_PTR = re.compile(rf"^load ptr, ptr ({_NAME})(?:, align \d+)?(?:, !.*)?$")
_ALLOCATION = re.compile(r"^(?:tail )?call (?:noalias )?ptr @(" + "|".join(ALLOCATORS) + r")\(")
_ACCESS = re.compile(rf"^(\s*(?:{_NAME} = load (?!atomic|volatile)[^,]+"
                     rf"|store (?!atomic|volatile).*), ptr ({_NAME})(?:, align \d+)?)"
                     rf"((?:, ![-\w.]+ !\d+)*)\s*$")
_LIST = re.compile(r"^!(\d+) = !\{(.*)\}\s*$")


def mark(text: str, entry: EntryPoint) -> str:
    """Alias scopes on the entry's loads and stores of argument and new array data."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry.symbol)
    definitions = {}
    for index in range(function.start + 1, function.end):
        name = ir.defined_value(lines[index])
        if name:
            definitions[name] = lines[index].split(" = ", 1)[1].strip()
    data = {a.params[4][1] for a in entry.arguments if a.kind == "array"}
    regions, accesses = {}, []
    for index in range(function.start + 1, function.end):
        access = _ACCESS.match(lines[index])
        if access:
            loaded = ir.defined_value(lines[index])
            region = (HEADERS if loaded and _new_data(definitions[loaded], definitions)
                      else _region(access.group(2), definitions, data, regions))
            if region:
                accesses.append((index, access, region))
    if not accesses:
        return text
    metadata = Metadata(lines)
    scopes, others = metadata.scopes()
    for index, access, region in accesses:
        attached = dict(re.findall(r", !([-\w.]+) (!\d+)", access.group(3)))
        scope = metadata.extended(attached.get("alias.scope"), scopes[region])
        noalias = metadata.extended(attached.get("noalias"), others[region])
        if scope and noalias:
            attached.update({"alias.scope": scope, "noalias": noalias})
            lines[index] = access.group(1) + "".join(f", !{kind} {node}"
                                                     for kind, node in attached.items())
    return ir.module_text(lines + metadata.added)


def _region(pointer: str, definitions: dict, data: set, regions: dict) -> str | None:
    """ARGUMENTS or NEW when every value the address may come from is of that kind."""
    if pointer not in regions:
        kinds, todo, seen = set(), [pointer], set()
        while todo:
            value = todo.pop()
            if value not in seen:
                seen.add(value)
                kind = _kind(value, definitions, data, todo)
                if kind:
                    kinds.add(kind)
        regions[pointer] = kinds.pop() if kinds in ({ARGUMENTS}, {NEW}) else None
    return regions[pointer]


def _kind(value: str, definitions: dict, data: set, todo: list) -> str | None:
    """A root's kind, or None after queueing the values a derived address comes from."""
    if value in data:
        return ARGUMENTS
    definition = definitions.get(value)
    if definition is None:
        return "unknown"
    gep, select = _GEP.match(definition), _SELECT.match(definition)
    if gep:
        todo.append(gep.group(1))
    elif select:
        todo += [select.group(1), select.group(2)]
    elif definition.startswith("phi ptr "):
        incoming = [v for v, _ in ir.phi_incoming(definition)]
        if not all(v.startswith("%") for v in incoming):
            return "unknown"
        todo += incoming
    elif _new_data(definition, definitions):
        return NEW
    else:
        return "unknown"
    return None


def _new_data(definition: str, definitions: dict) -> bool:
    """`load ptr` of the data field of a MemInfo only the ALLOCATORS returned."""
    load = _LOAD_PTR.match(definition)
    meminfo = load and ir.data_field_of(definitions.get(load.group(1), ""))
    if not meminfo:
        return False
    todo, seen = [meminfo], set()
    while todo:
        value = todo.pop()
        if value in seen:
            continue
        seen.add(value)
        definition = definitions.get(value, "")
        if definition.startswith("phi ptr "):
            incoming = [v for v, _ in ir.phi_incoming(definition)]
            if not all(v.startswith("%") for v in incoming):
                return False
            todo += incoming
        elif not _ALLOCATION.match(definition):
            return False
    return True


class Metadata:
    """The module's metadata lists, extended with new nodes numbered after the last."""

    def __init__(self, lines: list[str]):
        self.lists = {f"!{m.group(1)}": m.group(2) for m in map(_LIST.match, lines) if m}
        self.next = ir.next_metadata_node("\n".join(lines))
        self.added: list[str] = []
        self.extensions: dict[tuple, str] = {}

    def node(self, members: str, distinct: str = "") -> str:
        """A new node `!{members}`; `distinct` nodes start with themselves."""
        name = f"!{self.next}"
        self.next += 1
        if distinct:
            self.added.append(f"{name} = distinct !{{{name}, {members}}}")
        else:
            self.lists[name] = members
            self.added.append(f"{name} = !{{{members}}}")
        return name

    def scopes(self) -> tuple[dict[str, str], dict[str, str]]:
        """By region, the list of its scope and the list of those it is `noalias`."""
        domain = self.node('!"nrtgrad: array data"', distinct="yes")
        regions = (ARGUMENTS, NEW, HEADERS)
        scope = {region: self.node(f'{domain}, !"{region}"', distinct="yes") for region in regions}
        return ({region: self.node(scope[region]) for region in regions},
                {ARGUMENTS: self.node(scope[NEW]), NEW: self.node(scope[ARGUMENTS]),
                 HEADERS: self.node(f"{scope[ARGUMENTS]}, {scope[NEW]}")})

    def extended(self, existing: str | None, scope_list: str) -> str | None:
        """A list with the scopes of `existing` (a list node, or none) and of `scope_list`;
        None when `existing` is not a plain list."""
        if existing is None:
            return scope_list
        if existing not in self.lists:
            return None
        key = (existing, scope_list)
        if key not in self.extensions:
            members = [m.strip() for m in self.lists[existing].split(",") if m.strip()]
            self.extensions[key] = self.node(", ".join(members + [self.lists[scope_list]]))
        return self.extensions[key]
