"""Arrays that meet at a merge are all active to Enzyme, each with a shadow of its own.

Enzyme's activity analysis takes an NRT allocation as inactive when nothing
active is ever written into its data: an array made by `np.zeros_like`,
`np.ones`, `np.full`, `np.linspace`, or `np.empty` filled with constants.
Where such an array meets other arrays at a phi or a select (the first value
of a loop-carried `x = f(x)`, one arm of a branch), the merged value is
active and Enzyme needs a shadow on that edge too; Enzyme 0.0.289 then
builds a wrong one (M12 in docs/enzyme-workarounds.md): the primal array
itself, so that gradients accumulate into its values (a wrong tangent in
forward mode), or, for a data pointer loaded from the MemInfo, eight zeroed
bytes of stack, which the reverse pass indexes (a crash).

``activate`` makes every float array that meets another array at a merge of
the entry active: after the first load of its data pointer it copies into
that data, from a pointer Enzyme takes as active (the entry's result, or an
active array argument of the same float type), a number of bytes that is a
call of an inactive declaration Enzyme cannot evaluate.  Enzyme then gives
the array a shadow like any other temporary's (a MemInfo with zeroed data,
freed once), and the merge's shadow merges shadows.  ``lower`` makes the
count 0 again after Enzyme, and -O2 deletes the copies.  An array with no
active pointer of its float type to copy from is left as it is: the
self-check refuses what Enzyme then builds (selfcheck.check_merged_shadows).
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.pointer_roots import SELECT, PointerRoots
from ..entry.c_entry import DATA_FIELD, LLVM_FLOAT, GradientSpec
from ..frontend.numba_abi import EntryPoint
from . import markers

LENGTH = "nrtgrad.activation_length"
_ATTRIBUTES = '"enzyme_inactive" nofree nounwind willreturn readnone'
_ARRAY_ALLOCATORS = tuple(ir.quote(markers.alloc_marker(a)) + "(" for a in markers.ALLOCATORS
                          if a != "NRT_MemInfo_new_varsize_dtor")
# a float access through a pointer: the float type in group 1, the pointer in group 2
_FLOAT_ACCESS = re.compile(r"^(?:(?:load|getelementptr(?: inbounds)?) (?:<\d+ x )?(double|float)"
                           r">?, ptr (" + ir.LOCAL_NAME + r")|store (?:<\d+ x )?(double|float)"
                           r">? [^,]+, ptr (" + ir.LOCAL_NAME + r"))")
_LENGTH_CALL = re.compile(r"^(\s*" + ir.LOCAL_NAME + r") = (?:tail )?call i64 "
                          + re.escape(ir.quote(LENGTH)) + r"\(\).*$", re.M)


def activate(text: str, entry: EntryPoint, spec: GradientSpec) -> str:
    """A zero-length copy from an active pointer into each merged float array's data."""
    lines = text.splitlines()
    arrays = Arrays(lines, ir.function_named(lines, entry.symbol))
    merged = set().union(*(roots & arrays.allocations for roots in arrays.merges()))
    sources = _sources(entry, spec)
    insertions = {}
    for allocation in merged:
        source = sources.get(arrays.float_type(allocation))
        loads = [arrays.definitions[d][0] for d, a in arrays.data.items() if a == allocation]
        if source and loads:
            insertions[min(loads)] = (source, ir.defined_value(lines[min(loads)]))
    if not insertions:
        return text
    for number, index in enumerate(sorted(insertions)):
        source, data = insertions[index]
        length = f"%nrtgrad.activation.{number}"
        lines[index] += (f"\n  {length} = call i64 {ir.quote(LENGTH)}()"
                         f"\n  call void @llvm.memcpy.p0.p0.i64(ptr {data}, ptr {source}, "
                         f"i64 {length}, i1 false)")
    group = ir.next_attribute_group(text)
    lines += [f"declare i64 {ir.quote(LENGTH)}() #{group}",
              f"attributes #{group} = {{ {_ATTRIBUTES} }}"]
    text = ir.module_text(lines)
    return text + ir.missing_declarations(text, {
        "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture "
                                 "writeonly, ptr noalias nocapture readonly, i64, i1 immarg)"})


def lower(text: str) -> str:
    """Each copy's byte count is 0 again."""
    if ir.quote(LENGTH) + "(" not in text:
        return text
    text = _LENGTH_CALL.sub(r"\1 = add i64 0, 0", text)
    return ir.module_text(ir.remove_declarations(text.splitlines(), [LENGTH]))


def _sources(entry: EntryPoint, spec: GradientSpec) -> dict[str, str]:
    """LLVM float type -> a pointer argument of the entry Enzyme takes as active."""
    sources = {}
    if entry.return_dtype in LLVM_FLOAT:
        sources[LLVM_FLOAT[entry.return_dtype]] = "%retptr"
    for argument in entry.arguments:
        if argument.kind == "array" and spec.active(argument):
            sources.setdefault(LLVM_FLOAT[argument.dtype], argument.params[DATA_FIELD][1])
    return sources


class Arrays(PointerRoots):
    """The array allocations of a function, their data pointers, and the values a pointer
    may be derived from (an allocation's data pointers have it as their root)."""

    def __init__(self, lines: list[str], function: ir.Function):
        super().__init__(lines, function)
        self.allocations = {value for value, (_, d) in self.definitions.items()
                            if " call " in f" {d}" and any(a in d for a in _ARRAY_ALLOCATORS)}

    def empty(self, allocation: str) -> bool:
        """Whether an allocation is of a constant zero bytes."""
        return "(i64 0," in self.definitions[allocation][1]

    def merges(self) -> list[frozenset[str]]:
        """The roots of each phi or select of pointers that has more than one."""
        merges = []
        for value, (_, definition) in self.definitions.items():
            if definition.startswith("phi ptr ") or SELECT.match(definition):
                roots = self.roots(value)
                if len(roots) > 1:
                    merges.append(roots)
        return merges

    def float_type(self, allocation: str) -> str | None:
        """The one float type the function reads or writes an allocation's data as."""
        types = set()
        for index in self.body:
            access = _FLOAT_ACCESS.match(self.lines[index].split(" = ", 1)[-1].strip())
            if access and allocation in self.roots(access.group(2) or access.group(4)):
                types.add(access.group(1) or access.group(3))
        return types.pop() if len(types) == 1 else None
