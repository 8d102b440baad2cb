"""Typed copies: `llvm.memcpy`/`llvm.memmove`/`llvm.memset` of array data made visible to
Enzyme's type analysis.

`arr.copy()`, `np.sort` and Numba's other copies move array data with an
untyped `llvm.memcpy`; `np.zeros_like` clears it with an untyped
`llvm.memset`.  Enzyme must know whether the bytes are floats (their
shadows are copied too) or integers, and on opaque-pointer IR it often
cannot tell: "Cannot deduce type of copy" or "of memset" (T2 in
docs/enzyme-workarounds.md).  nrtgrad can, from what the function does with
the memory on either side of the copy:

  - an argument's data pointer, and an address a chain of GEPs computes from it,
    has the dtype of its array (the mangled name);
  - a pointer through which (or through a GEP of which) the function loads or
    stores `double`, `float`, an integer or a pointer holds that type;
  - the source and the destination of a copy hold the same type.

The instructions that define the two pointers of a copy (the address of a
memset) whose sides have exactly one element type between them get that type
as `!enzyme_type` metadata (`{[-1]:Pointer, [-1,-1]:Float@double}`), which
Enzyme's type analysis reads; the copy itself is unchanged.  A copy with no
evidence, with both float and integer evidence, or with pointers among its
data (a struct) is left as it is (Enzyme then decides, and refuses what it
cannot type).
"""

from __future__ import annotations

import re

from .. import ir
from ..entry.c_entry import DATA_FIELD
from ..frontend.numba_abi import EntryPoint

_VALUE = ir.LOCAL_NAME
_TRANSFER = re.compile(rf"^\s*(?:tail )?call void @llvm\.(?:memcpy|memmove)\.p0\.p0\.i64\("
                       rf"ptr [^%,]*({_VALUE}), ptr [^%,]*({_VALUE}), ")
_ACCESS = re.compile(
    rf"(?:=\s*load (?:volatile )?([^,]+), ptr ({_VALUE})|^\s*store (?:volatile )?(\S+(?: x \w+>)?) "
    rf"[^,]+, ptr ({_VALUE}))")
_GEP = re.compile(rf"^\s*({_VALUE}) = getelementptr (?:inbounds )?[^,]+, ptr ({_VALUE}),")
_ELEMENT = re.compile(r"^(?:<\d+ x )?(double|float|i64|i32|i16|i8|i1|ptr)>?$")
_DTYPE_ELEMENT = {"float64": "double", "float32": "float", "int64": "i64", "int32": "i32",
                  "int16": "i16", "int8": "i8", "uint64": "i64", "uint32": "i32",
                  "uint16": "i16", "uint8": "i8", "bool": "i8"}
_TYPE_TREE = {"double": "Float@double", "float": "Float@float"}


def type_copies(text: str, entry: EntryPoint) -> str:
    """Type the pointers of every copy or memset of single-typed array data in the entry."""
    lines = text.splitlines()
    body = ir.function_named(lines, entry.symbol)
    span = range(body.start, body.end + 1)
    evidence: dict[str, set[str]] = {}
    for argument in entry.arguments:
        if argument.kind == "array" and argument.dtype in _DTYPE_ELEMENT:
            evidence.setdefault(argument.params[DATA_FIELD][1], set()).add(
                _DTYPE_ELEMENT[argument.dtype])
    argument_data = set(evidence)
    bases = {}
    for index in span:
        match = _GEP.match(lines[index])
        if match:
            bases[match.group(1)] = match.group(2)
    for index in span:
        match = _ACCESS.search(lines[index])
        if not match:
            continue
        loaded, pointer = (match.group(1), match.group(2)) if match.group(2) else (
            match.group(3), match.group(4))
        element = _ELEMENT.match(loaded.strip())
        if element:
            for value in {pointer, bases.get(pointer, pointer)}:
                evidence.setdefault(value, set()).add(element.group(1))
    # (line, the pointers it writes through): copies' destination and source, memsets' address
    transfers = []
    for index in span:
        copy, memset = _TRANSFER.match(lines[index]), ir.memset(lines[index])
        if copy or memset:
            transfers.append((index, copy.group(1, 2) if copy else (memset.address,)))
    # the source and the destination of a copy hold the same type
    groups = {value: {value} | ({_root(value, bases)} & argument_data)
              for _, pointers in transfers for value in pointers}
    for _, pointers in transfers:
        merged = set().union(*(groups[value] for value in pointers))
        for value in merged:
            groups[value] = merged
    definitions = {}
    for index in span:
        match = re.match(rf"\s*({_VALUE}) = ", lines[index])
        if match:
            definitions[match.group(1)] = index
    nodes: dict[str, int] = {}
    first = ir.next_metadata_node(text)
    for _, pointers in transfers:
        types = set().union(*(evidence.get(value, set()) for value in groups[pointers[0]]))
        floats = types & set(_TYPE_TREE)
        if "ptr" in types or len(floats) > 1 or (floats and types - floats) or not types:
            continue
        tree = _TYPE_TREE[floats.pop()] if floats else "Integer"
        node = nodes.setdefault(tree, first + 3 * len(nodes))
        for value in pointers:
            line = definitions.get(value)
            if line is not None and "!enzyme_type" not in lines[line]:
                lines[line] += f", !enzyme_type !{node}"
    for tree, node in nodes.items():
        lines += ir.enzyme_type_tree(node, "Pointer", tree)
    return ir.module_text(lines)


def _root(value: str, bases: dict[str, str]) -> str:
    """The pointer a chain of GEPs starts from."""
    seen = set()
    while value in bases and value not in seen:
        seen.add(value)
        value = bases[value]
    return value
