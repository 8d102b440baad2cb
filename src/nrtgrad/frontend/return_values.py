"""What a Numba entry point returns, read from the stores through its `%retptr`.

Numba returns every result through `%retptr`: a scalar is one store of it; a
tuple of scalars one store per element (at byte offsets 0, 8, ...: through
`getelementptr i8`, or through typed GEPs on LLVM 14/15 IR); an array its
struct (meminfo at offset 0, data at 32, shape and strides from 40).  A
first store of a `double` alone does not make a float64 result: a tuple's
first element is stored the same way, so every store and every other use of
`%retptr` is read before a result is called a scalar.  Anything else (a
pointer passed on to a callee, a store of unknown offset) is "unknown", and
callers refuse it rather than guess.

An array's dtype is not in opaque-pointer IR (Numba 0.68): `element_type`
reads it from the float loads and stores through the data pointer the
function returns (or, for a view, from the argument it points into).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir

# LLVM scalar types by the numpy dtype Numba stores them as (integers carry no
# signedness: they are reported signed; an i8 may also be a bool)
DTYPES = {"double": "float64", "float": "float32", "half": "float16",
          "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8"}
_SIZES = {"double": 8, "float": 4, "half": 2, "i64": 8, "i32": 4, "i16": 2, "i8": 1, "ptr": 8}
_ARRAY_STRUCT = re.compile(r"^\{ ptr, ptr, i64, i64, ptr, \[(\d+) x i64\], \[\1 x i64\] \}$")
_GEP = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = getelementptr (?:inbounds )?(?:nuw )?"
                  r"(?:inbounds )?(.+?), ptr (" + ir.LOCAL_NAME + r")((?:, i\d+ -?\d+)+)\s*$")
_POINTER_OPERAND = re.compile(r"ptr (" + ir.LOCAL_NAME + r")")
_BITCAST = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = bitcast ptr (" + ir.LOCAL_NAME
                      + r") to ptr\s*$")
_STORE = re.compile(r"^\s*store (?:volatile )?(.+) (\S+), ptr (" + ir.LOCAL_NAME
                    + r")(?:, align \d+)?(?:, !.*)?$")
_LOAD = re.compile(r"^\s*%\S+ = load (?:volatile )?[^,]+, ptr (" + ir.LOCAL_NAME
                   + r")(?:, align \d+)?(?:, !.*)?$")
ARRAY_DATA_OFFSET = 32


@dataclass(frozen=True)
class Result:
    kind: str       # "scalar", "tuple", "array" or "unknown"
    dtype: str = ""  # scalars and tuples (one dtype for every element); "" when unknown
    count: int = 0   # tuples: the number of elements
    ndim: int = 0    # arrays

    def spelling(self) -> str:
        """In a signature: 'float64', 'UniTuple(float64, 2)', 'array(2-D)', 'unknown'."""
        if self.kind == "scalar":
            return self.dtype
        if self.kind == "tuple" and self.dtype:
            return f"UniTuple({self.dtype}, {self.count})"
        if self.kind == "array":
            return f"array({self.ndim}-D)"
        return "unknown"

    def describe(self) -> str:
        """In Python terms, for messages: 'float64', 'a tuple of 2 float64', 'a 1-D array'."""
        if self.kind == "scalar":
            return self.dtype
        if self.kind == "tuple":
            return f"a tuple of {self.count} {self.dtype or 'values of mixed types'}"
        if self.kind == "array":
            return f"a {self.ndim}-D array"
        return "a value nrtgrad cannot read (not a float scalar)"


def _offset(source_type: str, indices: list[int]) -> int | None:
    """The byte offset of a constant GEP from its source type, or None."""
    first, rest = indices[0], indices[1:]
    if source_type in _SIZES:
        return None if rest else first * _SIZES[source_type]
    if first != 0 or not rest:
        return None
    if match := re.fullmatch(r"\[(\d+) x (\w+)\]", source_type):
        return rest[0] * _SIZES[match.group(2)] if len(rest) == 1 and match.group(2) in _SIZES \
            else None
    if match := _ARRAY_STRUCT.match(source_type):
        field = rest[0]
        if field < 5 and len(rest) == 1:
            return 8 * field
        if field in (5, 6) and len(rest) <= 2:  # the shape or strides array, or an element
            return 40 + 8 * ((field - 5) * int(match.group(1)) + (rest[1:] or [0])[0])
    if match := re.fullmatch(r"\{ (\w+)(?:, \1)* \}", source_type):
        size = _SIZES.get(match.group(1))
        return rest[0] * size if size and len(rest) == 1 else None
    return None


def read(body: list[str]) -> Result:
    """What the entry whose definition is `body` returns."""
    stores = _stores(body)
    if stores is None:
        return Result("unknown")
    return _classify({offset: {t for t, _ in pairs} for offset, pairs in stores.items()})


def _stores(body: list[str]) -> dict[int, set[tuple[str, str]]] | None:
    """Byte offset -> {(type, value)} stored through %retptr; None if %retptr is
    used otherwise (passed on, stored, indexed by a variable)."""
    offsets = {"%retptr": 0}  # pointers into the result -> their byte offset
    stores: dict[int, set[tuple[str, str]]] = {}
    for line in body[1:]:
        if "%retptr" not in line and not any(name in line for name in offsets):
            continue
        if (match := _GEP.match(line)) and match.group(3) in offsets:
            indices = [int(i.split()[1]) for i in match.group(4).split(",")[1:]]
            offset = _offset(match.group(2), indices)
            if offset is None:
                return None
            offsets[match.group(1)] = offsets[match.group(3)] + offset
        elif (match := _BITCAST.match(line)) and match.group(2) in offsets:
            offsets[match.group(1)] = offsets[match.group(2)]
        elif (match := _LOAD.match(line)) and match.group(1) in offsets:
            continue  # reading the result back does not change it
        elif (match := _STORE.match(line)) and match.group(3) in offsets:
            if match.group(2) in offsets:
                return None  # the address itself stored
            stores.setdefault(offsets[match.group(3)], set()).add(match.groups()[:2])
        elif any(ir.mentions(line, name) for name in offsets):
            return None
    return stores


_FLOAT_ACCESS = re.compile(r"^\s*(?:%\S+ = load (?:volatile )?(<\d+ x )?(double|float)\b"
                           r"|store (?:volatile )?(<\d+ x )?(double|float)\b)")
_POINTER_STEP = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = (?:getelementptr|bitcast|phi|select|"
                           r"addrspacecast)\b")


def element_type(body: list[str], arguments) -> str | None:
    """The dtype of the array the entry returns, or None if its IR does not tell.

    The data pointer stored in the result is followed back through address
    arithmetic to an argument's data (a view: that argument's dtype), and
    forward through address arithmetic to the float loads and stores made
    through it; one float type, agreeing with a constant itemsize, is the
    dtype.
    """
    stores = _stores(body) or {}
    data = [value for _, value in stores.get(ARRAY_DATA_OFFSET, ())]
    itemsizes = {value for _, value in stores.get(24, ())}
    if len(data) != 1:
        return None
    definitions = {name: line for line in body[1:] if (name := ir.defined_value(line))}
    origin = data[0]
    while origin in definitions and re.match(r"\s*\S+ = (?:getelementptr|bitcast)\b",
                                             definitions[origin]):
        origin = _POINTER_OPERAND.search(definitions[origin]).group(1)
    for argument in arguments:
        if argument.kind == "array" and argument.params[4][1] == origin:
            return argument.dtype if argument.is_float else None
    derived, kinds = {data[0], origin}, set()
    changed = True
    while changed:
        changed = False
        for line in body[1:]:
            uses = set(ir.local_uses(line))
            if not uses & derived:
                continue
            if (step := _POINTER_STEP.match(line)) and step.group(1) not in derived:
                derived.add(step.group(1))
                changed = True
            elif access := _FLOAT_ACCESS.match(line):
                pointer = _POINTER_OPERAND.findall(line)
                if pointer and pointer[-1] in derived:
                    kinds.add(access.group(2) or access.group(4))
    if len(kinds) != 1:
        return None
    (kind,) = kinds
    if itemsizes - {str(_SIZES[kind])} and all(size.isdigit() for size in itemsizes):
        return None
    return DTYPES[kind]


def _classify(stores: dict[int, set[str]]) -> Result:
    if any(len(types) != 1 for types in stores.values()):
        return Result("unknown")
    types = {offset: next(iter(kinds)) for offset, kinds in stores.items()}
    if list(types) == [0] and types[0] in DTYPES:
        return Result("scalar", DTYPES[types[0]])
    if (match := _ARRAY_STRUCT.match(types.get(0, ""))) and len(types) == 1:
        return Result("array", ndim=int(match.group(1)))
    if types.get(0) == "ptr" and types.get(ARRAY_DATA_OFFSET) == "ptr":
        shape_and_strides = [offset for offset in types if offset >= 40]
        if shape_and_strides and (max(shape_and_strides) - 40) % 16 == 8:
            return Result("array", ndim=(max(shape_and_strides) - 40) // 16 + 1)
        return Result("unknown")
    if (match := re.fullmatch(r"\[(\d+) x (\w+)\]|\{ (\w+)(?:, \3)* \}", types.get(0, ""))) \
            and len(types) == 1:
        element = match.group(2) or match.group(3)
        count = int(match.group(1)) if match.group(1) else types[0].count(",") + 1
        return Result("tuple", DTYPES.get(element, ""), count)
    elements = set(types.values())
    if not types or not elements <= DTYPES.keys():
        return Result("unknown")
    if len(elements) > 1:
        return Result("tuple", "", len(types))
    (element,) = elements
    if sorted(types) != list(range(0, _SIZES[element] * len(types), _SIZES[element])):
        return Result("unknown")
    return Result("tuple", DTYPES[element], len(types))
