"""Typed copies: `llvm.memcpy`/`llvm.memmove` of array data made visible to Enzyme's type analysis.

`arr.copy()`, `np.sort` and Numba's other copies move array data with an
untyped `llvm.memcpy`.  Enzyme must know whether the bytes are floats (their
shadows are copied too) or integers, and on opaque-pointer IR it often
cannot tell: "Cannot deduce type of copy".  nrtgrad can, from what the
function does with the memory on either side of the copy:

  - an argument's data pointer has the dtype of its array (the mangled name);
  - a pointer through which (or through a GEP of which) the function loads or
    stores `double`, `float` or an integer holds that type;
  - the source and the destination of a copy hold the same type.

A copy whose two sides have exactly one element type between them becomes a
call to an internal function whose pointer parameters carry that type as an
`enzyme_type` attribute and whose body is the same intrinsic, so the bytes
copied and the program's meaning do not change.  A copy with no evidence, or
with both float and integer evidence, is left as it is (Enzyme then decides,
and refuses what it cannot type).
"""

from __future__ import annotations

import re

from . import ir
from .numba_abi import EntryPoint

DATA_FIELD = 4
_VALUE = r"%[-\w.$]+"
_TRANSFER = re.compile(
    rf"^(\s*)(?:tail )?call void @llvm\.(memcpy|memmove)\.p0\.p0\.i64\("
    rf"ptr [^%,]*({_VALUE}), ptr [^%,]*({_VALUE}), i64 ({_VALUE}|\d+), i1 false\)(.*)$")
_ACCESS = re.compile(
    rf"(?:=\s*load (?:volatile )?([^,]+), ptr ({_VALUE})|^\s*store (?:volatile )?(\S+(?: x \w+>)?) "
    rf"[^,]+, ptr ({_VALUE}))")
_GEP = re.compile(rf"^\s*({_VALUE}) = getelementptr (?:inbounds )?[^,]+, ptr ({_VALUE}),")
_ELEMENT = re.compile(r"^(?:<\d+ x )?(double|float|i64|i32|i16|i8|i1)>?$")
_DTYPE_ELEMENT = {"float64": "double", "float32": "float", "int64": "i64", "int32": "i32",
                  "int16": "i16", "int8": "i8", "uint64": "i64", "uint32": "i32",
                  "uint16": "i16", "uint8": "i8", "bool": "i8"}
_TYPE_TREE = {"double": "Float@double", "float": "Float@float"}


def _wrapper_name(kind: str, element: str) -> str:
    return f"nrtgrad.{kind}.{'int' if element not in _TYPE_TREE else element}"


def type_copies(text: str, entry: EntryPoint) -> str:
    """Route every copy of single-typed array data in the entry through a typed wrapper."""
    lines = text.splitlines()
    body = next(f for f in ir.defined_functions(lines) if f.name == entry.symbol)
    span = range(body.start, body.end + 1)
    evidence: dict[str, set[str]] = {}
    for argument in entry.arguments:
        if argument.kind == "array" and argument.dtype in _DTYPE_ELEMENT:
            evidence.setdefault(argument.params[DATA_FIELD][1], set()).add(
                _DTYPE_ELEMENT[argument.dtype])
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
    transfers = [(index, _TRANSFER.match(lines[index])) for index in span]
    transfers = [(index, match) for index, match in transfers if match]
    # source and destination share their type: merge until nothing changes
    groups = {value: {value} for index, match in transfers for value in match.group(3, 4)}
    for _, match in transfers:
        merged = groups[match.group(3)] | groups[match.group(4)]
        for value in merged:
            groups[value] = merged
    used = {}
    for index, match in transfers:
        types = set().union(*(evidence.get(value, set()) for value in groups[match.group(3)]))
        floats = types & set(_TYPE_TREE)
        if len(floats) > 1 or (floats and types - floats) or not types:
            continue
        element = floats.pop() if floats else "i64"
        indent, kind, dst, src, size, rest = match.groups()
        name = _wrapper_name("copy" if kind == "memcpy" else "move", element)
        used[name] = (kind, element)
        metadata = rest[rest.index(","):] if "," in rest else ""
        lines[index] = f"{indent}call void @{name}(ptr {dst}, ptr {src}, i64 {size}){metadata}"
    for name, (kind, element) in sorted(used.items()):
        lines += _wrapper(name, kind, element).splitlines()
    return "\n".join(lines) + "\n"


def _wrapper(name: str, kind: str, element: str) -> str:
    tree = _TYPE_TREE.get(element, "Integer")
    attribute = f'"enzyme_type"="{{[-1]:Pointer, [-1,-1]:{tree}}}"'
    return f"""
define internal void @{name}(ptr {attribute} %dst, ptr {attribute} %src, i64 %bytes) {{
entry:
  call void @llvm.{kind}.p0.p0.i64(ptr align 1 %dst, ptr align 1 %src, i64 %bytes, i1 false)
  ret void
}}
"""
