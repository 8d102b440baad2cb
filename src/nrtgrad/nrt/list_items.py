"""Lists of arrays: where their items live, and who releases them.

A list of arrays (`.dtor.list.array(...)`, list_reallocs.py) holds a reference to
each array stored in it; its dtor releases them when the list is freed.
This module finds, for one function:

- `item_addresses`: the addresses inside such a list's payload (derived
  from a load of the list MemInfo's data pointer), which the ownership
  analysis follows (ownership.py: a store of a new array there hands the
  list its reference; a MemInfo loaded from there is one of its items);
- `replaced_items`: items loaded from a slot that a new item then
  overwrites (Numba's `setitem`: load the old item, store the new one,
  release the old one);
- `drop_empty_slot_releases`: the release of the previous item in the
  slot an `append` fills is of null (Numba keeps every slot past the size
  zeroed: zeroed when the list grows, cleared when an item is popped), and
  so is that of each slot a list display (`[a, b]`) fills after zeroing
  them (a memset at constant offsets, no call or store to the slot since);
  made explicit as `NRT_decref(ptr null)`;
- `payload_offset`: an address as the byte offset of constant
  getelementptrs into a list's payload (LLVM struct layout);
- `disown_items` (reverse mode): such lists created without their element
  dtor.  Enzyme frees every allocation a function does not free itself (the
  arrays appended to a list, and their shadows) in the reverse pass, after
  their last use there; the list releasing them too would free them twice.
  In forward mode the list releases its arrays and the shadow list, whose
  items Enzyme stores as the shadow arrays, releases those.
"""

from __future__ import annotations

import re

from .. import ir

NEW_LIST = "NRT_MemInfo_new_varsize_dtor"
DTOR = re.compile(r'@"?\.dtor\.list\.([^"\s(),]+(?:\([^"]*\))?)"?')


def is_array(element: str) -> bool:
    return element.startswith("array(")


_VALUE = ir.LOCAL_NAME
_GEP = re.compile(rf"\s*({_VALUE}) = getelementptr (?:inbounds )?(.*)")
_LOAD = re.compile(rf"\s*({_VALUE}) = load (ptr|i64), ptr ({_VALUE})(?:,|$)")
_STORE_PTR = re.compile(rf"\s*store ptr ({_VALUE}|null), ptr ({_VALUE})(?:,|$)")


def item_addresses(lines: list[str], function: ir.Function) -> dict[str, str]:
    """Addresses inside the payload of a list of arrays created in `function` -> the list.

    The payload is what a load of the list MemInfo's data pointer returns;
    addresses derive from it through getelementptrs and through phis whose
    every incoming value does.
    """
    span = range(function.start, function.end + 1)
    lists = {}
    for index in span:
        value = ir.defined_value(lines[index])
        if value and ir.quote(NEW_LIST) + "(" in lines[index]:
            dtor = DTOR.search(lines[index])
            if dtor and is_array(dtor.group(1)):
                lists[value] = value
    if not lists:
        return {}
    data_fields, derived, phis = {}, {}, {}
    for index in span:
        text = lines[index].split(", !")[0]
        value = ir.defined_value(text)
        base = _gep_base(text)
        if base in lists and ir.data_field_of(text):
            data_fields[value] = lists[base]
        elif " = phi ptr " in text:
            phis[value] = [v for v, _ in ir.phi_incoming(text)]
    for index in span:
        load = _LOAD.match(lines[index].split(", !")[0])
        if load and load.group(2) == "ptr" and load.group(3) in data_fields:
            derived[load.group(1)] = data_fields[load.group(3)]
    size = -1
    while size != len(derived):  # blocks need not come in dominance order
        size = len(derived)
        for index in span:
            text = lines[index].split(", !")[0]
            base = _gep_base(text)
            if base in derived:
                derived.setdefault(ir.defined_value(text), derived[base])
        for phi, incoming in phis.items():
            sources = {derived.get(v) for v in incoming if v != phi}
            if phi not in derived and len(sources) == 1 and None not in sources:
                derived[phi] = sources.pop()
    return derived


def disown_items(lines: list[str], function: ir.Function) -> list[str]:
    """Reverse mode: lists of arrays created without their element dtor.

    Enzyme frees every allocation a function does not free itself (the
    arrays appended to a list, and their shadows) in the reverse pass, where
    it is done with it; the list releasing them too would free them twice.
    The list then frees only its own memory, as its shadow does.
    """
    lines = list(lines)
    for index in range(function.start, function.end + 1):
        dtor = DTOR.search(lines[index]) if ir.quote(NEW_LIST) + "(" in lines[index] else None
        if dtor and is_array(dtor.group(1)):
            start, end = ir.call_arguments(lines[index], NEW_LIST)
            size = ir.split_arguments(lines[index][start:end])[0]
            lines[index] = lines[index][:start] + f"{size}, ptr null" + lines[index][end:]
    return lines


def _gep_base(text: str) -> str | None:
    """The pointer a `%x = getelementptr` line addresses from, else None."""
    gep = gep_of(text)
    return gep[1] if gep else None


def gep_of(line: str) -> tuple[str, str] | None:
    """(the value defined, the pointer it addresses from) of a getelementptr line."""
    match = _GEP.match(line.split(", !")[0])
    if not match:
        return None
    arguments = ir.split_arguments(match.group(2))
    return (match.group(1), ir.operand_value(arguments[1])) if len(arguments) > 1 else None


def drop_empty_slot_releases(lines: list[str], function: ir.Function) -> bool:
    """Numba's `setitem` of an empty slot releases its previous item: null, made explicit.

    `list.append` stores the new item at index `size` (read before the list
    grows) after loading the item there and then releases that one; every
    slot from `size` on is zero in a Numba list (zeroed when the list grows,
    cleared when an item is popped).  A list display (`[a, b]`) zeroes its
    items right after allocating the list, then sets each.  Either way the
    release is of null; it becomes `NRT_decref(ptr null)`, which the
    ownership analysis deletes.  A release of an item read anywhere else
    stays as it is (ownership.py decides).  True if a release was dropped.
    """
    addresses = item_addresses(lines, function)
    span = range(function.start, function.end + 1)
    definitions = {ir.defined_value(lines[i]): i for i in span if ir.defined_value(lines[i])}
    replaced = replaced_items(lines, function)
    dropped = False
    for index in span:
        if "@NRT_decref(" not in lines[index]:
            continue
        start, end = ir.call_arguments(lines[index], "NRT_decref")
        operand = ir.operand_value(lines[index][start:end])
        if operand in replaced and (
                _indexes_size(lines, definitions, addresses, replaced[operand])
                or _zeroed_before(lines, function, definitions, definitions[operand])):
            lines[index] = lines[index][:start] + "ptr null" + lines[index][end:]
            dropped = True
    return dropped


def replaced_items(lines: list[str], function: ir.Function) -> dict[str, str]:
    """The items loaded from a slot of a list of arrays that the same block then stores
    to -> the slot.

    That is Numba's `setitem`: the old item is loaded, the new one stored,
    the old one released.
    """
    addresses = item_addresses(lines, function)
    replaced = {}
    for block in ir.blocks(lines, function):
        for position, index in enumerate(block.lines):
            load = _LOAD.match(lines[index].split(", !")[0])
            if load and load.group(2) == "ptr" and load.group(3) in addresses and any(
                    (store := _STORE_PTR.match(lines[later].split(", !")[0]))
                    and store.group(2) == load.group(3) for later in block.lines[position + 1:]):
                replaced[load.group(1)] = load.group(3)
    return replaced


def _indexes_size(lines: list[str], definitions: dict[str, int], addresses: dict[str, str],
                  address: str) -> bool:
    """`address` is item number `size` of a list (a getelementptr over the items indexed by
    a load of the payload's first word, its size), or that item's first field."""
    text = lines[definitions[address]].split(", !")[0] if address in definitions else ""
    match = _GEP.match(text)
    if not match:
        return False
    arguments = ir.split_arguments(match.group(2))
    if not arguments[0].startswith("{ ptr, ptr, i64, i64, ptr,") or len(arguments) not in (3, 4):
        return False
    if len(arguments) == 4 and ir.operand_value(arguments[3]) != "0":
        return False
    index = ir.operand_value(arguments[2])
    load = _LOAD.match(lines[definitions[index]].split(", !")[0]) \
        if index in definitions else None
    return load is not None and load.group(2) == "i64" and load.group(3) in addresses \
        and _is_payload(lines, definitions, load.group(3))


def _is_payload(lines: list[str], definitions: dict[str, int], value: str) -> bool:
    """`value` is a load of a list MemInfo's data pointer (the payload's start)."""
    load = _LOAD.match(lines[definitions[value]].split(", !")[0]) if value in definitions else None
    if not load or load.group(2) != "ptr" or load.group(3) not in definitions:
        return False
    return ir.data_field_of(lines[definitions[load.group(3)]]) is not None


_STORE = re.compile(rf"store (i8|i16|i32|i64|ptr|double|float) \S+, ptr ({_VALUE})(?:,|$)")
_CALL = re.compile(r"\b(?:call|invoke)\b")


def _zeroed_before(lines: list[str], function: ir.Function, definitions: dict[str, int],
                   load: int) -> bool:
    """The item loaded on line `load` is in a list's payload that a memset zeroed earlier
    in its block, and nothing wrote its first word since.

    Both addresses are the same list's payload (loads of its data pointer in
    the block, no call after the first of them that could move it) plus
    constant offsets; between the memset and the load there is no call and
    every store writes other bytes of that payload.
    """
    block = next(b for b in ir.blocks(lines, function) if load in b.lines)
    slot = payload_offset(lines, definitions, _LOAD.match(lines[load].split(", !")[0]).group(3))
    if slot is None or slot[2] not in block.lines:
        return False
    for index in reversed([i for i in block.lines if i < load]):
        text = lines[index].split(", !")[0].strip()
        memset = ir.memset(text)
        if memset and memset.zeroed_bytes is not None:
            zeroed = payload_offset(lines, definitions, memset.address)
            return zeroed is not None and zeroed[0] == slot[0] and zeroed[2] in block.lines \
                and zeroed[1] <= slot[1] and slot[1] + 8 <= zeroed[1] + memset.zeroed_bytes \
                and not any(_CALL.search(lines[i]) for i in block.lines
                            if min(zeroed[2], slot[2]) < i < index)
        if _CALL.search(text) or re.search(r"\b(?:atomicrmw|cmpxchg)\b", text):
            return False
        if text.startswith("store "):
            store = _STORE.match(text)
            written = payload_offset(lines, definitions, store.group(2)) if store else None
            size = _SCALARS.get(store.group(1), 0) if store else 0
            if written is None or written[0] != slot[0] or not (
                    written[1] + size <= slot[1] or written[1] >= slot[1] + 8):
                return False
    return False


def payload_offset(lines: list[str], definitions: dict[str, int],
                   address: str) -> tuple[str, int, int] | None:
    """(the list, the byte offset in its payload, the line that loads the payload) of an
    address computed from the payload of a list of arrays by constant getelementptrs."""
    offset = 0
    while address in definitions:
        text = lines[definitions[address]].split(", !")[0]
        load = _LOAD.match(text)
        if load:
            data = lines[definitions[load.group(3)]].split(", !")[0] \
                if load.group(2) == "ptr" and load.group(3) in definitions else ""
            base = _gep_base(data)
            allocation = lines[definitions[base]] if base in definitions else ""
            dtor = DTOR.search(allocation) if ir.quote(NEW_LIST) + "(" in allocation else None
            if ir.data_field_of(data) and dtor and is_array(dtor.group(1)):
                return base, offset, definitions[address]
            return None
        match = _GEP.match(text)
        if not match:
            return None
        arguments = ir.split_arguments(match.group(2))
        step = _gep_offset(arguments[0], [ir.operand_value(a) for a in arguments[2:]])
        if step is None:
            return None
        offset += step
        address = ir.operand_value(arguments[1])
    return None


def _gep_offset(type_text: str, indices: list[str]) -> int | None:
    """The byte offset of a getelementptr with constant indices over `type_text`."""
    if not indices or not all(ir.INTEGER.fullmatch(i) for i in indices):
        return None
    current = _parse_type(type_text)
    if current is None:
        return None
    offset = int(indices[0]) * _size(current)
    for index in map(int, indices[1:]):
        if current[0] == "struct":
            fields = current[1]
            offset += _field_offsets(fields)[index]
            current = fields[index]
        elif current[0] == "array":
            current = current[2]
            offset += index * _size(current)
        else:
            return None
    return offset


_SCALARS = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "ptr": 8, "float": 4, "double": 8}


def _parse_type(text: str):
    """An LLVM type as ("scalar", size) / ("array", n, element) / ("struct", fields)."""
    parsed, rest = _parse(text.strip())
    return parsed if parsed is not None and not rest.strip() else None


def _parse(text: str):
    text = text.lstrip()
    for name, size in _SCALARS.items():
        if re.match(rf"{name}\b", text):
            return ("scalar", size), text[len(name):]
    array = re.match(r"\[(\d+) x ", text)
    if array:
        element, rest = _parse(text[array.end():])
        rest = rest.lstrip()
        return (("array", int(array.group(1)), element), rest[1:]) \
            if element is not None and rest.startswith("]") else (None, rest)
    if text.startswith("{"):
        fields, rest = [], text[1:]
        while True:
            field, rest = _parse(rest)
            if field is None:
                return None, rest
            fields.append(field)
            rest = rest.lstrip()
            if rest.startswith(","):
                rest = rest[1:]
            elif rest.startswith("}"):
                return ("struct", fields), rest[1:]
            else:
                return None, rest
    return None, text


def _align(kind) -> int:
    if kind[0] == "scalar":
        return kind[1]
    if kind[0] == "array":
        return _align(kind[2])
    return max(map(_align, kind[1]))


def _field_offsets(fields) -> list[int]:
    offsets, offset = [], 0
    for field in fields:
        offset = -(-offset // _align(field)) * _align(field)
        offsets.append(offset)
        offset += _size(field)
    return offsets


def _size(kind) -> int:
    if kind[0] == "scalar":
        return kind[1]
    if kind[0] == "array":
        return kind[1] * _size(kind[2])
    end = _field_offsets(kind[1])[-1] + _size(kind[1][-1])
    return -(-end // _align(kind)) * _align(kind)
