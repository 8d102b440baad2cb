"""An argument rebound to new arrays, given a copy of its own where that changes nothing.

`x = a` (or `x = np.asarray(a)`) before a loop that rebinds `x` to arrays it
allocates (`x = np.cos(x) * a`) leaves pointer phis of the entry that take
the argument's MemInfo on an edge (into the loop, or past a loop that may
not run) and the loop's arrays on the others: a decref of such a phi
releases a temporary on some iterations and on the first only drops a
reference `x = a` took on the caller's array, which the ownership analysis
refuses (ownership.py).

``copy`` gives each such edge a copy of the argument instead, as `x =
a.copy()` does, in blocks of their own between the edge's ends: an array of
the argument's byte size (nitems x itemsize) from the allocator Numba uses,
`NRT_MemInfo_alloc_aligned(size, 32)`, whose failure (null) goes where a
null MemInfo of one of the function's own allocations goes (the phis there
taking the constants they take from that allocation); the argument's data
copied into it (`llvm.memcpy`); and the references the phis hold on the
edge moved from the argument to the copy.  Those are the references the
function holds on the argument there (its increfs and decrefs of the
argument's MemInfo itself on every path from the entry) less those it
drops through the MemInfo itself on every path from there to a normal
return (`a`'s own): the copy gets them (an incref each, then a decref of
the one its allocation gave it, as Numba follows each new array with
`incref; decref`: calls on the copy that keep Enzyme from making it again
in the reverse pass, M13 in docs/enzyme-workarounds.md), the argument a
decref each.  The MemInfo phis take the copy's MemInfo on
the edge, the phis of the argument's data pointer the copy's and those of
its parent null; the phis of the shape and strides keep the argument's,
which the copy of a C- or F-contiguous array shares.  A wrong count cannot
go unnoticed: the ownership analysis checks every refcount afterwards.

The copy changes nothing the function computes only where nothing writes
through the argument or through a value derived from it (a phi that may
hold it among them): a store there would have written into the caller's
array, to be read back through `x`, which the copy no longer does.  An
argument that is written through, stored, passed to a call other than a
refcount operation or as a copy's source, or is not contiguous; a phi that
merges it with anything but the function's allocations and null; a phi of
its data that is not the data of a MemInfo phi on every edge; an edge from
a `switch`; references that differ between paths; no allocation failure the
copy's can go to; a value that would no longer dominate its uses: the IR is
left as it is, and the ownership analysis refuses it as before.
"""

from __future__ import annotations

import dataclasses

from .. import ir
from ..entry.c_entry import DATA_FIELD
from ..frontend.numba_abi import Argument, EntryPoint
from ..ir.block_graph import BlockGraph
from ..ir.flow import Flow
from ..rewrites.array_scopes import ALLOCATORS
from .allocation_sites import Site, allocation_blocks
from .meminfo_uses import REFCOUNT_CALLS, called_function, instruction_body, refcount_operand
from .use_after_release import pointer_operands

ALLOCATOR = "NRT_MemInfo_alloc_aligned"
ALIGNMENT = 32  # Numba's, for array data
MEMINFO_FIELD, PARENT_FIELD, NITEMS_FIELD, ITEMSIZE_FIELD = 0, 1, 2, 3
MAX_REFERENCES = 32  # beyond, the references a path holds are taken to differ
_MEMCPY = "llvm.memcpy.p0.p0.i64"
_COPIES = (_MEMCPY, "llvm.memmove.p0.p0.i64")  # calls that only read their second argument
# instructions that write memory; calls; instructions whose result is no address
_WRITES = ("store", "atomicrmw", "cmpxchg")
_CALLS = ("call", "tail", "notail", "musttail", "invoke")
_NOT_DERIVING = ("icmp", "fcmp", *_CALLS)
_DECLARATIONS = {
    ALLOCATOR: f"declare noalias ptr @{ALLOCATOR}(i64, i32)",
    "NRT_incref": "declare void @NRT_incref(ptr)",
    "NRT_decref": "declare void @NRT_decref(ptr)",
    _MEMCPY: f"declare void @{_MEMCPY}(ptr noalias nocapture writeonly, "
             "ptr noalias nocapture readonly, i64, i1 immarg)",
}


def copy(text: str, entry: EntryPoint) -> str:
    """Each rebound argument of the entry copied on the edges where a phi merging it
    with new arrays takes it, where that changes nothing the function computes."""
    for argument in entry.arguments:
        if argument.kind == "array" and argument.layout in ("C", "F"):
            text = _Argument(text, entry.symbol, argument).copied()
    return text + ir.missing_declarations(text, _DECLARATIONS)


@dataclasses.dataclass
class _Edge:
    """An edge on which phis of `target` take the argument: those of its MemInfo, data
    pointer and parent, and the references to it they hold."""
    source: str
    target: str
    meminfos: list[str] = dataclasses.field(default_factory=list)
    data: list[str] = dataclasses.field(default_factory=list)
    parents: list[str] = dataclasses.field(default_factory=list)
    references: int = 0


class _Argument:
    def __init__(self, text: str, entry: str, argument: Argument):
        self.text = text
        self.lines = text.splitlines()
        self.function = ir.function_named(self.lines, entry)
        self.flow = Flow(self.lines, self.function)
        self.name = argument.name
        fields = [name for _, name in argument.params]
        self.meminfo, self.parent, self.data = (fields[MEMINFO_FIELD], fields[PARENT_FIELD],
                                                fields[DATA_FIELD])
        self.size = (fields[NITEMS_FIELD], fields[ITEMSIZE_FIELD])
        self.phis: dict[str, list[tuple[str, str]]] = {}  # pointer phi -> its incoming
        self.users: dict[str, set[str]] = {}  # value -> the pointer phis taking it
        for block in self.flow.blocks.values():
            for index in block.lines:
                phi = ir.PHI.match(self.lines[index])
                if phi and phi.group(4) == "ptr":
                    self.phis[phi.group(2)] = ir.phi_incoming(self.lines[index])
                    for value, _ in self.phis[phi.group(2)]:
                        self.users.setdefault(value, set()).add(phi.group(2))

    def copied(self) -> str:
        """The module with the argument copied on its edges, or as it was."""
        phis = self._phis_of_argument()
        if phis is None or not phis[0] or self._written():
            return self.text
        allocations, merging, holders = phis
        edges = self._edges(merging, holders)
        if edges is None:
            return self.text
        sites = allocation_blocks(self.lines, list(self.flow.blocks.values()), set(ALLOCATORS))
        # the failures of the allocations merged with the argument first
        for site in sorted(sites.values(), key=lambda s: (s.value not in allocations,
                                                          s.block.lines[0])):
            text = self._rewrite(edges, site)
            if text is not None:
                return text
        return self.text

    # -- what is merged -------------------------------------------------------
    def _leaves(self, value: str, seen: set[str]) -> set[str]:
        """The values other than pointer phis that `value` may be, through phis."""
        if value not in self.phis:
            return {value}
        if value in seen:
            return set()
        seen.add(value)
        return set().union(*(self._leaves(v, seen) for v, _ in self.phis[value]))

    def _phis_of_argument(self) -> tuple[set[str], set[str], set[str]] | None:
        """(the allocations phis merge with the argument's MemInfo, the phis that merge
        them or lead the argument into such a merge, the others that may hold it: `a`'s
        own, the MemInfo or null); None when a phi that may hold it may also hold
        anything but those allocations and null."""
        holding: set[str] = set()
        pending = list(self.users.get(self.meminfo, ()))
        while pending:
            phi = pending.pop()
            if phi not in holding:
                holding.add(phi)
                pending += self.users.get(phi, ())
        leaves = {phi: self._leaves(phi, set()) for phi in holding}
        allocations = {v for v in set().union(*leaves.values()) if v in self.flow.definitions
                       and called_function(self.lines[self.flow.definitions[v]].strip())
                       in ALLOCATORS}
        if any(found - allocations - {self.meminfo, "null"} for found in leaves.values()):
            return None
        merging = {phi for phi in holding if leaves[phi] & allocations}
        pending = list(merging)
        while pending:
            for value, _ in self.phis[pending.pop()]:
                if value in holding and value not in merging:
                    merging.add(value)
                    pending.append(value)
        return allocations, merging, holding - merging

    def _written(self) -> bool:
        """Whether anything may write through the argument or a value derived from it (an
        address, a pointer loaded from one, a phi or select of them, an integer of one),
        or let such a value escape (stored, passed to a call)."""
        derived = {self.meminfo, self.parent, self.data}
        body = range(self.function.start + 1, self.function.end)
        changed = True
        while changed:
            changed = False
            for index in body:
                text = self.lines[index].strip()
                value = ir.defined_value(text)
                if value is None or value in derived or _opcode(text) in _NOT_DERIVING:
                    continue
                if " = phi " in text:
                    operands = [v for v, _ in ir.phi_incoming(text)]
                elif _opcode(text) == "load":
                    operands = pointer_operands(text) or []  # a pointer loaded from one
                else:
                    operands = ir.local_uses(text)
                if derived.intersection(operands):
                    derived.add(value)
                    changed = True
        for index in body:
            text = self.lines[index].strip()
            if not derived.intersection(ir.local_uses(text)):
                continue
            opcode, callee = _opcode(text), called_function(text)
            if opcode in _WRITES or (opcode in _CALLS and callee not in REFCOUNT_CALLS
                                     and callee not in _COPIES):
                return True
            if callee in _COPIES and derived.intersection(
                    _operands(text, callee)[:1] + _operands(text, callee)[2:]):
                return True
        return False

    def _edges(self, merging: set[str], holders: set[str]) -> list[_Edge] | None:
        """The edges on which the merging phis take the argument's MemInfo, with the phis
        of its fields there; None when one is not understood."""
        edges: dict[tuple[str, str], _Edge] = {}
        for phi in merging:
            for value, source in self.phis[phi]:
                if value == self.meminfo:
                    target = self.flow.block_of[self.flow.definitions[phi]]
                    edges.setdefault((source, target), _Edge(source, target))
        net = self._net(holders)
        if net is None:
            return None
        held, dropped = self._references(net, forward=True), self._references(net, forward=False)
        for edge in edges.values():
            source = self.flow.blocks[edge.source]
            if not self.lines[source.lines[-1]].strip().startswith("br ") or \
                    source.successors.count(edge.target) != 1:
                return None
            fields: dict[str, list[str]] = {self.meminfo: [], self.data: [], self.parent: []}
            for index in self.flow.blocks[edge.target].lines:
                phi = ir.PHI.match(self.lines[index])
                if not phi:
                    break
                value = dict((s, v) for v, s in ir.phi_incoming(self.lines[index])).get(
                    edge.source)
                if value in fields:
                    fields[value].append(phi.group(2))
            edge.meminfos = [m for m in fields[self.meminfo] if m in merging]
            kept = [m for m in fields[self.meminfo] if m in holders]
            for data in fields[self.data]:
                if any(self._paired(m, data, set()) for m in edge.meminfos):
                    edge.data.append(data)
                elif not any(self._paired(m, data, set()) for m in kept):
                    return None
            if kept and fields[self.parent]:
                return None  # whose parent each phi is: not told
            edge.parents = fields[self.parent]
            after = {d - net(edge.target, edge.source) for d in dropped[edge.target]}
            if len(held[edge.source]) != 1 or len(after) != 1:
                return None
            edge.references = min(held[edge.source]) - min(after)
            if edge.references < 1:
                return None
        return list(edges.values())

    def _net(self, holders: set[str]):
        """The increfs less the decrefs of the argument through its MemInfo itself or a
        phi of `holders` in a block entered from a block (None: from outside), as a
        function of both; None when a holder is shared or released outside its block,
        or takes another phi."""
        operations: dict[str, list[tuple[str, int]]] = {}
        for name, block in self.flow.blocks.items():
            operations[name] = [found for i in block.lines
                                if (found := _refcount(self.lines[i])) is not None]
            for operand, _ in operations[name]:
                if operand in holders and self.flow.block_of[
                        self.flow.definitions[operand]] != name:
                    return None
        if any(v not in (self.meminfo, "null") for h in holders for v, _ in self.phis[h]):
            return None

        def net(block: str, source: str | None) -> int:
            counted = {self.meminfo} | {phi for phi in holders if self.flow.block_of[
                self.flow.definitions[phi]] == block and (self.meminfo, source) in self.phis[phi]}
            return sum(step for operand, step in operations[block] if operand in counted)
        return net

    def _references(self, net, forward: bool) -> dict[str, set[int]]:
        """Per block, the references the function may hold on the argument through its
        MemInfo itself (or `a`'s phis of it: `net`) at its end (`forward`: increfs less
        decrefs from the entry on), or may drop through them after it to a normal return
        (decrefs less increfs; paths that only return an error left out).  A block
        whose paths may hold more than MAX_REFERENCES gets them all (a count no edge
        takes)."""
        found: dict[str, set[int]] = {name: set() for name in self.flow.blocks}
        entry = next(iter(self.flow.blocks))
        if forward:
            found[entry] = {net(entry, None)}
            pending = [entry]
        else:
            pending = [name for name, block in self.flow.blocks.items() if not block.successors]
            for name in pending:
                found[name] = {0}
        while pending:
            name = pending.pop()
            following = self.flow.blocks[name].successors if forward else [
                p for p in self.flow.predecessors[name]
                if not self.flow.only_errors_after_edge(p, name)]
            for other in following:
                counts = {c + net(other, name) for c in found[name]} if forward else \
                    {c - net(name, other) for c in found[name]}
                if any(abs(c) > MAX_REFERENCES for c in counts):
                    counts = set(range(-MAX_REFERENCES, MAX_REFERENCES + 1))
                if not counts <= found[other]:
                    found[other] |= counts
                    pending.append(other)
        return found

    def _paired(self, meminfo: str, data: str, seen: set) -> bool:
        """Whether `data` holds the data pointer of the array whose MemInfo `meminfo` holds,
        on every path (phis of one block pair up edge by edge)."""
        if (meminfo, data) in seen or (meminfo, data) == (self.meminfo, self.data):
            return True
        seen.add((meminfo, data))
        if meminfo == "null":
            return data in ("null", "undef", "poison")
        load = self.flow.definitions.get(data)
        address = ir.LOAD_PTR.match(self.lines[load].strip()) if load is not None else None
        field = self.flow.definitions.get(address.group(2)) if address else None
        if field is not None and ir.data_field_of(self.lines[field]) == meminfo:
            return True
        if meminfo not in self.phis or data not in self.phis or \
                self.flow.block_of[self.flow.definitions[meminfo]] != \
                self.flow.block_of[self.flow.definitions[data]]:
            return False
        meminfos = {s: v for v, s in self.phis[meminfo]}
        pointers = {s: v for v, s in self.phis[data]}
        return meminfos.keys() == pointers.keys() and all(
            self._paired(meminfos[s], pointers[s], seen) for s in meminfos)

    # -- the copies -------------------------------------------------------------
    def _rewrite(self, edges: list[_Edge], site: Site) -> str | None:
        """The module with each edge given a copy, failing where `site`'s allocation
        fails; None when that failure's phis take values of their own from it, or when
        a value would no longer dominate its uses."""
        failure = ir.label_name(site.failure)
        constants = {}
        for index in self.flow.blocks[failure].lines:
            if not ir.PHI.match(self.lines[index]):
                break
            value = dict((s, v) for v, s in ir.phi_incoming(self.lines[index]))[site.block.name]
            if value.startswith("%"):
                return None
            constants[index] = value
        lines = list(self.lines)
        blocks = []
        for number, edge in enumerate(edges):
            label = f"nrtgrad.copy.{self.name}.{number}"
            copied = f"{label}.copied"
            meminfo, data = ir.local_token(f"{label}.meminfo"), ir.local_token(f"{label}.data")
            size, failed = ir.local_token(f"{label}.size"), ir.local_token(f"{label}.failed")
            field = ir.local_token(f"{label}.field")
            terminator = self.flow.blocks[edge.source].lines[-1]
            lines[terminator] = ir.token_pattern(ir.local_token(edge.target)).sub(
                ir.local_token(label), lines[terminator])
            taken = {**dict.fromkeys(edge.meminfos, meminfo), **dict.fromkeys(edge.data, data),
                     **dict.fromkeys(edge.parents, "null")}
            for index in self.flow.blocks[edge.target].lines:
                phi = ir.PHI.match(lines[index])
                if not phi:
                    break
                lines[index] = phi.group(1) + phi.group(3) + phi.group(4) + " " + ", ".join(
                    f"[ {taken.get(phi.group(2), value)}, {ir.local_token(copied)} ]"
                    if source == edge.source else f"[ {value}, {ir.local_token(source)} ]"
                    for value, source in ir.phi_incoming(lines[index]))
            for index, value in constants.items():
                lines[index] += f", [ {value}, {ir.local_token(label)} ]"
            blocks += [
                f"{ir.local_token(label)[1:]}:",
                f"  {size} = mul i64 {self.size[0]}, {self.size[1]}",
                f"  {meminfo} = call ptr @{ALLOCATOR}(i64 {size}, i32 {ALIGNMENT})",
                f"  {failed} = icmp eq ptr {meminfo}, null",
                f"  br i1 {failed}, label {site.failure}, label {ir.local_token(copied)}",
                "",
                f"{ir.local_token(copied)[1:]}:",
                f"  {field} = getelementptr i8, ptr {meminfo}, i64 24",
                f"  {data} = load ptr, ptr {field}, align 8",
                f"  call void @{_MEMCPY}(ptr align 1 {data}, ptr align 1 {self.data}, "
                f"i64 {size}, i1 false)",
                *[f"  call void @NRT_incref(ptr {meminfo})"] * edge.references,
                f"  call void @NRT_decref(ptr {meminfo})",
                *[f"  call void @NRT_decref(ptr {self.meminfo})"] * edge.references,
                f"  br label {ir.local_token(edge.target)}",
                ""]
        lines = lines[:self.function.end] + blocks + lines[self.function.end:]
        function = ir.function_named(lines, self.function.name)
        if BlockGraph(lines, function).undominated_uses(lines):
            return None
        return ir.module_text(lines)


def _opcode(text: str) -> str:
    """The first word of an instruction (a stripped line) after its result's name."""
    return instruction_body(text).split(None, 1)[0]


def _operands(text: str, callee: str) -> list[str]:
    """The values a call of `callee` (a stripped line) passes."""
    start, end = ir.call_arguments(text, callee)
    return [ir.operand_value(a) for a in ir.split_arguments(text[start:end])]


def _refcount(line: str) -> tuple[str, int] | None:
    """(the MemInfo, +1) for an incref on `line`, (the MemInfo, -1) for a decref."""
    callee = called_function(line.strip())
    if callee not in REFCOUNT_CALLS:
        return None
    return refcount_operand(line.strip()), 1 if callee == "NRT_incref" else -1
