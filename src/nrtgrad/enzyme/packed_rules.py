"""Calls of functions with registered derivatives, given to Enzyme with no constant argument.

Enzyme 0.0.289 adapts a registered augmented forward pass to a call with a
constant argument (a size, an operand that is not differentiated) by
wrapping it, and records the wrapped pass with every such argument
duplicated.  In split mode, in a function that is not Enzyme's top level
(the entry of a function that releases a temporary through a merge, such as
a time loop's array: pipeline `_entries`), the reverse pass sees the argument
constant and `recursivelyHandleSubfunction` asserts (`argsInverted[i] ==
DUP_NONEED`, A6 in docs/enzyme-workarounds.md).

`pack` makes each call of a registered function F whose parameters are all
integers and pointers (the BLAS and LAPACK wrappers, list reallocations) a
call of `F.packed(ptr %arguments)`: the call's arguments are stored into a
stack slot of the caller, which holds a pointer to active data whenever the
call is active, so Enzyme gives it a shadow slot holding the pointers'
shadows.  F.packed's registered passes read the integers and pointers from
the slot, the shadow pointers from the shadow slot, and call F's own passes
with them (every integer twice, as the convention of F's passes has it).
Invariant: F's passes get exactly the arguments they got when called
directly.  The reverse pass reads them from the augmented pass's tape (which
also holds F's), never from the slots: a slot in a loop is overwritten by
the next step before the reverse pass runs.  So F's reverse pass writes the
shadows its augmented pass saw, and Enzyme runs on a module with packed calls
without rematerializing allocations in the reverse pass (ENZYME_OPTIONS): a
rematerialized shadow is one F's reverse pass never wrote (Enzyme 0.0.289
then gave an lstsq's matrix in a time loop no derivative), and rematerializing
a loop's allocations it also failed to verify its own output (`inv` in a time
loop after a matrix product).
"""

from __future__ import annotations

import re

from .. import ir
from . import NO_REMATERIALIZATION

_REGISTERED = re.compile(r'^@"?__enzyme_register_gradient_[^=]*= global \[3 x ptr\] \[ptr ('
                         + ir.GLOBAL_NAME + r"), ptr (" + ir.GLOBAL_NAME + r"), ptr ("
                         + ir.GLOBAL_NAME + r")\]", re.M)
_ENZYME_TYPE = re.compile(r'"enzyme_type"="\{([^"]*)\}"')
_FLOAT_DATA = re.compile(r'"enzyme_type"="\{\[-1\]:Pointer, \[-1,-1\]:(Float@\w+)\}"')
_SIZES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "ptr": 8}


ENZYME_OPTIONS = (NO_REMATERIALIZATION,)
_PACKED_CALL = re.compile(r'^\s*call void @"?[-\w.$]+\.packed"?\(ptr ', re.M)


def has_packed_calls(text: str) -> bool:
    """Whether `text` calls a packed twin (`pack`)."""
    return _PACKED_CALL.search(text) is not None


def _type(parameter: str) -> str:
    return parameter.split()[0]


def _slot_type(parameters: list[str]) -> str:
    """The `enzyme_type` of a slot holding the parameters, each at its offset in the
    slot's struct: what the parameter's own says, or Integer."""
    entries, offset = ["[-1]:Pointer"], 0
    for parameter in parameters:
        size = _SIZES[_type(parameter)]
        offset = (offset + size - 1) // size * size
        own = _ENZYME_TYPE.search(parameter)
        for entry in own.group(1).split(", ") if own else ["[-1]:Integer"]:
            path, kind = entry.split(":", 1)  # "[-1,-1]", "Float@double"
            inside = path[1:-1].split(",")[1:]  # what the parameter points to
            entries.append("[" + ",".join(["-1", str(offset), *inside]) + f"]:{kind}")
        offset += size
    return '"enzyme_type"="{' + ", ".join(entries) + '}"'


def _packable(types: list[str]) -> bool:
    """Integers and pointers, one pointer at least (the slot's activity)."""
    return all(t in _SIZES for t in types) and "ptr" in types


def _rules(text: str) -> dict[str, tuple[str, str]]:
    """Registered function -> (its augmented forward pass, its reverse pass)."""
    return {ir.unquote(match.group(1)[1:]): (ir.unquote(match.group(2)[1:]),
                                             ir.unquote(match.group(3)[1:]))
            for match in _REGISTERED.finditer(text)}


def _loads(slot: str, struct: str, types: list[str], prefix: str,
           fields: range | list[int] | None = None) -> tuple[list[str], dict[int, str]]:
    """Lines loading the fields of `slot` (a `struct`; all of them, or those numbered
    in `fields`), and the values' names by field."""
    lines, values = [], {}
    for index in range(len(types)) if fields is None else fields:
        lines += [f"  %{prefix}{index}.at = getelementptr inbounds {struct}, ptr %{slot}, "
                  f"i32 0, i32 {index}",
                  f"  %{prefix}{index} = load {types[index]}, ptr %{prefix}{index}.at"]
        values[index] = f"%{prefix}{index}"
    return lines, values


def _doubled(types: list[str], values: list[str], shadows: list[str]) -> str:
    """The arguments of F's passes: each integer twice, each pointer and its shadow."""
    arguments = []
    for value_type, value, shadow in zip(types, values, shadows):
        arguments += [f"{value_type} {value}", f"{value_type} {shadow}"]
    return ", ".join(arguments)


def _packed_rules(name: str, parameters: list[str], augment: str, reverse: str) -> str:
    """F.packed and its registered passes, which call F's (augment's tape a pointer)."""
    p = ir.quote(name + ".packed")
    types = [_type(parameter) for parameter in parameters]
    struct = "{ " + ", ".join(types) + " }"
    pointers = [index for index, value_type in enumerate(types) if value_type == "ptr"]
    # the tape: F's, the arguments, the pointers' shadows
    taped_types = ["ptr", *types, *(["ptr"] * len(pointers))]
    tape = "{ " + ", ".join(taped_types) + " }"
    load, values = _loads("arguments", struct, types, "a")
    load_shadow, shadow_of = _loads("shadows", struct, types, "s", pointers)
    shadows = [shadow_of.get(index, values[index]) for index in range(len(types))]
    doubled = _doubled(types, list(values.values()), shadows)
    store_tape = []
    for index, (value_type, value) in enumerate(zip(
            taped_types, ["%inner", *values.values(), *shadow_of.values()])):
        store_tape += [f"  %t{index}.at = getelementptr inbounds {tape}, ptr %tape, i32 0, "
                       f"i32 {index}",
                       f"  store {value_type} {value}, ptr %t{index}.at"]
    load_tape, taped = _loads("tape", tape, taped_types, "t")
    taped_values = [taped[1 + index] for index in range(len(types))]
    taped_shadow_of = dict(zip(pointers, list(taped.values())[1 + len(types):]))
    taped_shadows = [taped_shadow_of.get(index, taped_values[index])
                     for index in range(len(types))]
    text = (
        f"define internal void {p}(ptr {_slot_type(parameters)} %arguments) noinline {{\n"
        "entry:\n" + "\n".join(load) + "\n"
        f"  call void {ir.quote(name)}({', '.join(f'{t} {v}' for t, v in zip(types, values.values()))})\n"
        "  ret void\n}\n\n"
        f"define internal ptr {ir.quote(name + '.packed.augment')}(ptr %arguments, "
        "ptr %shadows) {\nentry:\n" + "\n".join(load + load_shadow) + "\n"
        f"  %inner = call ptr {ir.quote(augment)}({doubled})\n"
        f"  %size.at = getelementptr {tape}, ptr null, i32 1\n"
        "  %size = ptrtoint ptr %size.at to i64\n"
        "  %tape = call ptr @malloc(i64 %size)\n" + "\n".join(store_tape) + "\n"
        "  ret ptr %tape\n}\n\n"
        f"define internal void {ir.quote(name + '.packed.reverse')}(ptr %arguments, "
        "ptr %shadows, ptr %tape) {\nentry:\n" + "\n".join(load_tape) + "\n"
        f"  call void {ir.quote(reverse)}({_doubled(types, taped_values, taped_shadows)}, "
        f"ptr {taped[0]})\n"
        "  call void @free(ptr %tape)\n  ret void\n}\n\n"
        f'@"__enzyme_register_gradient_{name}.packed" = global [3 x ptr] [ptr {p}, '
        f"ptr {ir.quote(name + '.packed.augment')}, ptr {ir.quote(name + '.packed.reverse')}]\n")
    return text


def pack(text: str) -> str:
    """Every call of a registered function of integers and pointers, outside the passes
    registered for it, through its packed twin (module docstring)."""
    rules = _rules(text)
    lines = text.split("\n")
    functions = ir.functions_by_name(lines)
    added, inserts, nodes = [], {}, {}
    first = ir.next_metadata_node(text)
    rule_functions = {n for name, passes in rules.items() for n in (name, *passes)}
    for name, (augment, reverse) in sorted(rules.items()):
        if name not in functions:
            continue
        define = lines[functions[name].start]
        if not (define.startswith("define internal void") and
                lines[functions[augment].start].startswith("define internal ptr")):
            continue
        parameters = ir.parameters(define)
        types = [_type(parameter) for parameter in parameters]
        if not _packable(types):
            continue
        calls = [index for index in ir.calls_to(lines, name)
                 if _caller(functions, index) not in rule_functions]
        if not calls:
            continue
        added.append(_packed_rules(name, parameters, augment, reverse))
        struct = "{ " + ", ".join(types) + " }"
        for index in calls:
            caller = functions[_caller(functions, index)]
            start, end = ir.call_arguments(lines[index], name)
            arguments = ir.split_arguments(lines[index][start:end])
            slot = f"%packed.{name.replace('.', '_')}.{index}"
            indent = re.match(r"\s*", lines[index]).group(0)
            stores = []
            for field, (argument, parameter) in enumerate(zip(arguments, parameters)):
                value = ir.operand_value(argument)
                element = _FLOAT_DATA.search(parameter)
                if element:  # Enzyme types the pointer from the parameter no more
                    node = nodes.setdefault(element.group(1), first + 2 * len(nodes))
                    stores.append(f"{indent}{slot}.{field}.typed = getelementptr inbounds i8, "
                                  f"ptr {value}, i64 0, !enzyme_type !{node}")
                    value = f"{slot}.{field}.typed"
                stores += [f"{indent}{slot}.{field} = getelementptr inbounds {struct}, ptr {slot}, "
                           f"i32 0, i32 {field}",
                           f"{indent}store {_type(argument)} {value}, ptr {slot}.{field}"]
            call = f"{indent}call void {ir.quote(name + '.packed')}(ptr {slot})"
            lines[index] = "\n".join([*stores, call])
            inserts.setdefault(caller.start, []).append(f"  {slot} = alloca {struct}")
    if not added:
        return text
    for start in sorted(inserts, reverse=True):
        entry = start + 1 + (lines[start + 1].rstrip().endswith(":"))
        lines[entry:entry] = inserts[start]
    types = [line for element, node in nodes.items()
             for line in ir.enzyme_type_tree(node, "Pointer", element)]
    return "\n".join(lines + types) + "\n" + "\n".join(added) + ir.missing_declarations(
        "\n".join(lines + added), {"malloc": "declare ptr @malloc(i64)",
                                   "free": "declare void @free(ptr)"})


def _caller(functions: dict[str, ir.Function], index: int) -> str:
    return next(name for name, f in functions.items() if f.start < index < f.end)
