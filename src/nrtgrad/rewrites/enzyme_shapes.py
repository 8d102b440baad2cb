"""IR shapes the pinned Enzyme asserts on, rewritten into equivalents it handles.

Vectorised loops (Numba 0.68, some Numba 0.60 dumps) and the remainder loops
of unrolled ones hold four shapes that abort opt inside Enzyme (A1-A4 in
docs/enzyme-workarounds.md):

* addresses as integers: the vectoriser's alias checks subtract one array's
  ``ptrtoint`` from another's and add a third.  Enzyme's type analysis
  carries a pointer type through the ``ptrtoint`` into that arithmetic, and
  the binary operator combining two such values asks ``TypeTree::orIn`` to
  merge types it refuses (``LegalOr``, "Performed illegal
  ConcreteType::orIn").  Here each ``ptrtoint`` of the entry function whose
  value only feeds integer arithmetic and comparisons becomes a call to
  ``nrtgrad.address``, an inactive declaration whose result type analysis
  leaves unknown; ``lower`` turns it back into the ``ptrtoint``.  The
  comparisons themselves are already taped (``address_comparisons``).
* vectors of booleans stored as bytes: ``zext <N x i1> %c to <N x i8>`` (a
  bool array written from a vector ``fcmp``) gets no integer type, so
  activity analysis takes it as active, and the store asks
  ``GradientUtils::invertPointerM`` for the shadow of the comparison, which
  has none ("cannot find deal with ptr that isnt arg").  A ``select`` of the
  constant vectors 1 and 0 is the same value and is inactive by
  construction.  LLVM folds it back into the ``zext`` after Enzyme.
* math intrinsics newer than LLVM 15 (``llvm.tanh``, ``llvm.sinh``, ...,
  LLVM 19): Enzyme's augmented forward pass skips every ``llvm.*`` call it
  does not know, and the reverse pass then finds no record of it
  (``AdjointGenerator::visitCallInst``, ``overwritten_args_map``).  Each call
  becomes the libm function, lane by lane for a vector, which Enzyme
  differentiates.
* a loop that continues another loop's float reduction whose value the
  reverse pass needs (the remainder loop of an unrolled running ``max``: a
  phi that is compared or selected): its header phi is entered with the phi
  that merges the first loop's last value.  Enzyme's min-cut cache adds that
  entry value to its graph without asking whether it may be recomputed, may
  decline to cache it, and then asserts it can be recomputed
  (``GradientUtils::computeMinCache``, ``legalRecompute``); a phi merging a
  loop's last value cannot be.  The loop is entered with ``value + z``
  instead, where ``z`` is -0.0 from an inactive call (so Enzyme cannot fold
  the sum away), an instruction Enzyme may recompute; ``lower`` makes ``z``
  the constant and opt folds the identity.

One more shape stops Enzyme with an error instead: a constant float vector
stored into a fresh array whose element type type analysis knows only at
offset 0 (the vectorised zero fill of the `np.zeros` that `np.sum(X, axis=0)`
accumulates into, Numba 0.60/0.61): forward mode asks the type of every byte
the store writes ("Cannot deduce type of store").  The address, a
``getelementptr double`` (or ``float``) into the array, gets ``!enzyme_type``
metadata: a pointer to that element type, which it is (T7).
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.flow import Flow

ADDRESS = "nrtgrad.address"
NEGATIVE_ZERO = "nrtgrad.negative_zero"
_ATTRIBUTES = '"enzyme_inactive" nofree nounwind willreturn inaccessiblememonly'
_POINTER = '"enzyme_type"="{[-1]:Pointer}"'

_PTRTOINT = re.compile(r"^(\s*)(" + ir.LOCAL_NAME + r") = ptrtoint ptr (" + ir.LOCAL_NAME +
                       r") to i64\s*(?:,.*)?$")
# uses of an address that keep it an integer: arithmetic, comparisons, merges
_INTEGER_USE = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (?:add|sub|mul|and|or|xor|shl|lshr|"
                          r"ashr|udiv|sdiv|urem|srem|icmp|phi|select|freeze)\b")
_BOOL_VECTOR_EXTEND = re.compile(r"^(\s*" + ir.LOCAL_NAME + r") = zext <(\d+) x i1> (" +
                                 ir.LOCAL_NAME + r") to <\d+ x (i\d+)>\s*(?:,.*)?$")
# math intrinsics LLVM 19 and 20 introduced, named as their libm functions
_NEWER_MATH = ("tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "atan2")
_MATH_CALL = re.compile(r"^(\s*)(" + ir.LOCAL_NAME + r") = (?:tail |notail |musttail )?call "
                        r"(?:[a-z]+ )*(<(\d+) x (double|float)>|double|float) "
                        r"@llvm\.(" + "|".join(_NEWER_MATH) + r")\.(?:v\d+)?f(?:32|64)\((.*)\)"
                        r"(?:\s*#\d+)?\s*(?:,.*)?$")
_COMPARE_OR_SELECT = re.compile(r"^\s*" + ir.LOCAL_NAME + r" = (?:fcmp|select)\b")
_MATH_DECLARE = re.compile(r"^declare .*@llvm\.(?:" + "|".join(_NEWER_MATH) +
                           r")\.(?:v\d+)?f(?:32|64)\(")


def rewrite(text: str, entry: str) -> str:
    """The module with the shapes above replaced in the entry function."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    body = range(function.start + 1, function.end)
    addresses = _hide_addresses(lines, body)
    _select_bool_vectors(lines, body)
    libm = _scalarize_math(lines, body)
    typed = _type_vector_store_addresses(lines, body)
    lines = [line for line in lines if not _unused_math_declaration(line, lines)]
    declared = ir.declared_functions(lines)
    defined = {f.name for f in ir.defined_functions(lines)}
    for name, scalar, arity in sorted(libm):
        if name not in declared and name not in defined:
            lines.append(f"declare {scalar} @{name}({', '.join([scalar] * arity)})")
    lines = [part for line in lines for part in line.split("\n")]
    copies = _copy_merged_loop_entries(lines, ir.function_named(lines, entry))
    group = ir.next_attribute_group(text)
    if addresses:
        lines.append(f"declare i64 {ir.quote(ADDRESS)}(ptr {_POINTER}) #{group}")
    for type_ in sorted(copies):
        lines.append(f"declare {type_} {ir.quote(NEGATIVE_ZERO + '.' + type_)}() #{group}")
    if addresses or copies:
        lines.append(f"attributes #{group} = {{ {_ATTRIBUTES} }}")
    if lines == text.splitlines():
        return text  # byte for byte, blank lines included
    text = ir.module_text(lines)
    node = ir.next_metadata_node(text)
    for element in sorted(typed):
        text = text.replace(f"!nrtgrad.elements.{element}", f"!{node}")
        text += "".join(line + "\n" for line in ir.enzyme_type_tree(node, "Pointer",
                                                                     f"Float@{element}"))
        node += 3
    return text


_CONSTANT_VECTOR_STORE = re.compile(r"^\s*store <\d+ x (double|float)> "
                                    r"(?:zeroinitializer|<[^>]*>), ptr (" + ir.LOCAL_NAME + r")")
_ELEMENT_ADDRESS = re.compile(r"^\s*(" + ir.LOCAL_NAME + r") = getelementptr (?:inbounds )?"
                              r"(double|float), ptr ")


def _type_vector_store_addresses(lines: list[str], body: range) -> set[str]:
    """Constant float vector stores: their element addresses typed (see the docstring)."""
    addresses = {}
    for index in body:
        match = _ELEMENT_ADDRESS.match(lines[index])
        if match:
            addresses[match.group(1)] = (index, match.group(2))
    typed = set()
    for index in body:
        store = _CONSTANT_VECTOR_STORE.match(lines[index])
        found = addresses.get(store.group(2)) if store else None
        if found and found[1] == store.group(1) and "!enzyme_type" not in lines[found[0]]:
            lines[found[0]] += f", !enzyme_type !nrtgrad.elements.{found[1]}"
            typed.add(found[1])
    return typed


def _unused_math_declaration(line: str, lines: list[str]) -> bool:
    if not _MATH_DECLARE.match(line):
        return False
    name = line[line.index("@"):line.index("(", line.index("@")) + 1]
    return not any(name in other for other in lines if not other.startswith("declare"))


def _hide_addresses(lines: list[str], body: range) -> int:
    """ptrtoint -> nrtgrad.address where the integer never becomes a pointer again."""
    users: dict[str, list[str]] = {}
    for index in body:
        for name in set(ir.local_uses(lines[index])):
            users.setdefault(name, []).append(lines[index])
    count = 0
    for index in body:
        match = _PTRTOINT.match(lines[index])
        if not match or not _stays_integer(match.group(2), users):
            continue
        indent, value, pointer = match.groups()
        lines[index] = f"{indent}{value} = call i64 {ir.quote(ADDRESS)}(ptr {pointer})"
        count += 1
    return count


def _stays_integer(value: str, users: dict[str, list[str]]) -> bool:
    """Every value computed from `value` is an integer used only by integer operations."""
    seen, work = {value}, [value]
    while work:
        for line in users.get(work.pop(), []):
            if not _INTEGER_USE.match(line):
                return False
            result = ir.defined_value(line)
            if result and result not in seen and " = icmp " not in line:
                seen.add(result)
                work.append(result)
    return True


def _select_bool_vectors(lines: list[str], body: range) -> None:
    """zext <N x i1> c to <N x iK> -> select c, <N x iK> 1..., zeroinitializer."""
    for index in body:
        match = _BOOL_VECTOR_EXTEND.match(lines[index])
        if match:
            value, width, condition, element = match.groups()
            vector = f"<{width} x {element}>"
            ones = ", ".join([f"{element} 1"] * int(width))
            lines[index] = (f"{value} = select <{width} x i1> {condition}, {vector} <{ones}>, "
                            f"{vector} zeroinitializer")


def _scalarize_math(lines: list[str], body: range) -> set[tuple[str, str, int]]:
    """Calls of llvm.tanh & co. as calls of libm, one per lane; the libm functions used."""
    used = set()
    for index in body:
        match = _MATH_CALL.match(lines[index])
        if not match:
            continue
        indent, value, type_, width, element, name, arguments = match.groups()
        scalar = element or type_
        libm = name + ("f" if scalar == "float" else "")
        operands = [ir.operand_value(a) for a in ir.split_arguments(arguments)]
        used.add((libm, scalar, len(operands)))
        if width is None:
            lines[index] = (f"{indent}{value} = call {scalar} @{libm}("
                            f"{', '.join(f'{scalar} {o}' for o in operands)})")
            continue
        base = value[1:].strip('"')
        parts, previous = [], "undef"
        for lane in range(int(width)):
            lane_args = []
            for position, operand in enumerate(operands):
                element_value = f"%\"nrtgrad.{base}.{position}.{lane}\""
                parts.append(f"{element_value} = extractelement {type_} {operand}, i64 {lane}")
                lane_args.append(f"{scalar} {element_value}")
            result = f"%\"nrtgrad.{base}.r{lane}\""
            parts.append(f"{result} = call {scalar} @{libm}({', '.join(lane_args)})")
            target = value if lane == int(width) - 1 else f"%\"nrtgrad.{base}.v{lane}\""
            parts.append(f"{target} = insertelement {type_} {previous}, {scalar} {result}, "
                         f"i64 {lane}")
            previous = target
        lines[index] = indent + ("\n" + indent).join(parts)
    return used


def _copy_merged_loop_entries(lines: list[str], function: ir.Function) -> set[str]:
    """A float loop phi entered with a phi's value gets a copy: value + (-0.0).

    The -0.0 comes from an inactive call, so Enzyme's own simplification
    cannot fold the copy away; the float types copied are returned.
    """
    flow = Flow(lines, function)
    types = set()
    for header, block in flow.blocks.items():
        back_edges = {p for p in flow.predecessors[header] if header in flow.dominators[p]}
        if not back_edges:
            continue
        for index in block.lines:
            if " = phi " not in lines[index]:
                break
            match = ir.PHI.match(lines[index])
            if not match or match.group(4) not in ("double", "float"):
                continue
            type_, phi = match.group(4), match.group(2)
            if not _compared(phi, lines, function):
                continue
            for value, predecessor in ir.phi_incoming(lines[index]):
                definition = flow.definitions.get(value)
                if (predecessor in back_edges or definition is None
                        or " = phi " not in lines[definition]):
                    continue
                name = f"{value[1:].strip(chr(34))}.{predecessor}"
                copy, zero = f'%"nrtgrad.entry.{name}"', f'%"nrtgrad.zero.{name}"'
                terminator = flow.blocks[predecessor].lines[-1]
                if copy not in lines[terminator]:
                    lines[terminator] = (
                        f"  {zero} = call {type_} {ir.quote(NEGATIVE_ZERO + '.' + type_)}()\n"
                        f"  {copy} = fadd {type_} {value}, {zero}\n{lines[terminator]}")
                edge = re.compile(r"\[\s*" + re.escape(value) + r",\s*(%\"?" +
                                  re.escape(predecessor) + r"\"?)\s*\]")
                lines[index] = edge.sub(lambda m: f"[ {copy}, {m.group(1)} ]", lines[index])
                types.add(type_)
    return types


def _compared(value: str, lines: list[str], function: ir.Function) -> bool:
    """`value` is compared or selected (a running max or min, whose reverse pass needs it)."""
    return any(_COMPARE_OR_SELECT.match(lines[index]) and value in ir.local_uses(lines[index])
               for index in range(function.start + 1, function.end))


def lower(text: str) -> str:
    """Each nrtgrad.address call becomes its ptrtoint, each negative_zero call -0.0."""
    zeros = [f"{NEGATIVE_ZERO}.{type_}" for type_ in ("double", "float")]
    if not any(ir.quote(name) + "(" in text for name in [ADDRESS, *zeros]):
        return text
    lines = text.splitlines()
    for index in ir.calls_to(lines, ADDRESS):
        start, end = ir.call_arguments(lines[index], ADDRESS)
        value = ir.defined_value(lines[index])
        pointer = ir.operand_value(ir.split_arguments(lines[index][start:end])[0])
        lines[index] = f"  {value} = ptrtoint ptr {pointer} to i64" if value else ""
    for name, type_ in zip(zeros, ("double", "float")):
        for index in ir.calls_to(lines, name):
            value = ir.defined_value(lines[index])
            lines[index] = f"  {value} = fneg {type_} 0.000000e+00" if value else ""
    lines = ir.remove_declarations([line for line in lines if line != ""], [ADDRESS, *zeros])
    return ir.module_text(lines)
