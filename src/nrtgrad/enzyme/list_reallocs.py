"""Growing lists (`list.append`): Numba's list reallocation with derivative rules.

A Numba reflected list is a variable-size MemInfo
(`NRT_MemInfo_new_varsize_dtor(24, @.dtor.list.<element>)`) whose data is
the payload `{i64 size, i64 allocated, i8 dirty, <element> data[]}`; it
grows by `NRT_MemInfo_varsize_realloc(mi, bytes)`, which reallocates
mi->data in place (freeing the old buffer) and returns the new data pointer,
or null.  Enzyme cannot see into it, and freeing the old buffer is wrong for
a shadow: the reverse pass writes adjoints through shadow pointers the
forward pass computed, some into the old shadow buffer (M4 in
docs/enzyme-workarounds.md).

Each call becomes a call of a wrapper `nrtgrad.list.realloc.<element>`
(the element type from the dtor's name, in every Numba version, as a
symbol: `array.float64.1d.C` for `array(float64, 1d, C)`) that returns
an inactive flag, 1 if the realloc succeeded, which Numba's null test then
uses.  Its rules, registered with Enzyme:

- augmented forward: the primal realloc; the shadow MemInfo gets a new
  buffer (NRT_Allocate) with the old shadow's contents and a zeroed tail,
  and the tape keeps the old shadow buffer and its size (nothing when the
  shadow is the primal or null: the list is not differentiated);
- reverse: the adjoint of "new = copy(old)", old[i] += new[i] over the old
  elements (float elements only: integers carry none), then the new shadow
  buffer is freed (NRT_Free) and the MemInfo points at the old one again,
  as it did when the code before the realloc ran;
- forward mode: the primal's and the shadow's realloc (a realloc copies the
  tangents), the shadow's tail zeroed.

A list of arrays holds a reference to each array; its dtor releases them
when the list is released.  Its reallocs get the integer rules (the list's
own memory holds no adjoints: they live in the arrays, and its shadow
holds the shadow arrays); the release of the empty slot an append or a list
display fills is made a release of null (list_items.py, which also finds
the items for the ownership analysis).  Lists of anything else are refused.
"""

from __future__ import annotations

import re

from .. import ir
from ..nrt import list_items
from ..frontend import python_names
from ..errors import UnsupportedError
from ..nrt.list_items import DTOR, NEW_LIST, gep_of, is_array

REALLOC = "NRT_MemInfo_varsize_realloc"
WRAPPER_PREFIX = "nrtgrad.list.realloc."
_CALL = re.compile(r"^(\s*)(%[-\w.$\"]+) = (?:tail |notail )?call (?:noalias )?ptr "
                   + re.escape(ir.quote(REALLOC)) + r"\((.*)\)(, ![^()]*)?$")
_FLOATS = {"float64": ("double", 8), "float32": ("float", 4)}
_INTEGERS = {f"{sign}int{bits}": bits // 8 for sign in ("", "u") for bits in (8, 16, 32, 64)}
_INTEGERS["bool"] = 1
# the payload's header: i64 size, i64 allocated, i8 dirty
_HEADER = 17


def rewrite(text: str, entry: str) -> str:
    """Every list realloc in the entry as a call of its element type's wrapper."""
    lines = text.splitlines()
    function = ir.function_named(lines, entry)
    emptied = list_items.drop_empty_slot_releases(lines, function)
    definitions = {ir.defined_value(lines[i]): i for i in range(function.start, function.end + 1)
                   if ir.defined_value(lines[i])}
    elements, lists = set(), {}
    for index in range(function.start, function.end + 1):
        match = _CALL.match(lines[index])
        if not match:
            continue
        indent, result, arguments, metadata = match.group(1), match.group(2), \
            ir.split_arguments(match.group(3)), match.group(4) or ""
        meminfo = ir.operand_value(arguments[0])
        element = _element(lines, definitions, meminfo, index)
        elements.add(element)
        lists[meminfo] = element
        size = ir.operand_value(arguments[1])
        _check_null_tests(lines, function, result, index)
        data = _local(result, "data")
        lines[index] = (f"{indent}call void {ir.quote(WRAPPER_PREFIX + _symbol(element))}"
                        f"(ptr {meminfo}, i64 {size}){metadata}\n"
                        f"{indent}{data} = getelementptr i8, ptr {meminfo}, i64 24\n"
                        f"{indent}{result} = load ptr, ptr {data}")
    if not elements:
        return ir.module_text(lines) if emptied else text
    lines = _type_tail_memsets(lines, function, lists)
    text = ir.module_text(lines)
    for element in sorted(elements):
        text += _rules(element)
    return text + ir.missing_declarations(text, _DECLARATIONS)


_LOAD_OF = re.compile(r"\s*(%[-\w.$\"]+) = load ptr, ptr (%[-\w.$\"]+)")


def _type_tail_memsets(lines: list[str], function: ir.Function, lists: dict[str, str]) -> list[str]:
    """The addresses of the element memsets (Numba zeroes a grown list's tail) typed.

    Enzyme cannot tell the type of the memory at a variable offset in the
    payload; the address of a memset into a list's elements gets
    `!enzyme_type` metadata: a pointer to the element type (an integer for
    arrays, whose items mix pointers and integers; not at a constant offset,
    where Enzyme knows each field's type and the integer would clash).
    """
    span = range(function.start, function.end + 1)
    header = {}  # address of a list's data pointer -> its element type
    for index in span:
        gep = gep_of(lines[index])
        if gep and gep[1] in lists and ir.data_field_of(lines[index]):
            header[gep[0]] = lists[gep[1]]
    derived, definitions, size = {}, {}, -1
    while size != len(derived):  # blocks need not come in dominance order
        size = len(derived)
        for index in span:
            load, gep = _LOAD_OF.match(lines[index]), gep_of(lines[index])
            if load and load.group(2) in header:
                derived[load.group(1)] = header[load.group(2)]
            elif gep and gep[1] in derived:
                derived[gep[0]] = derived[gep[1]]
                definitions[gep[0]] = index
    values = {ir.defined_value(lines[i]): i for i in span if ir.defined_value(lines[i])}
    nodes = {}
    for index in span:
        memset = ir.memset(lines[index])
        address = memset.address if memset else None
        if address in definitions and "!enzyme_type" not in lines[definitions[address]]:
            element = derived[address]
            if is_array(element) and list_items.payload_offset(lines, values, address):
                continue  # a list display's items at known offsets: Enzyme types their fields
            nodes.setdefault(element, None)
            lines[definitions[address]] += f", !enzyme_type !nrtgrad.list.{_symbol(element)}"
    if not nodes:
        return lines
    text = "\n".join(lines)
    node = ir.next_metadata_node(text)
    for element in nodes:
        scalar = f"Float@{_FLOATS[element][0]}" if element in _FLOATS else "Integer"
        text = text.replace(f"!nrtgrad.list.{_symbol(element)}", f"!{node}")
        text += "".join("\n" + line for line in ir.enzyme_type_tree(node, "Pointer", scalar))
        node += 3
    return text.splitlines()


def _symbol(element: str) -> str:
    """The element type as a symbol's suffix: `array(float64, 1d, C)` -> `array.float64.1d.C`."""
    return ".".join(re.findall(r"[\w]+", element))


def _check_null_tests(lines: list[str], function: ir.Function, result: str, index: int) -> None:
    """The uses of a realloc's result: null tests, as Numba makes them (else refused)."""
    uses = [i for i in range(function.start, function.end + 1)
            if i != index and result in ir.local_uses(lines[i])]
    test = re.compile(rf"\s*%[-\w.$\"]+ = icmp (eq|ne) ptr {re.escape(result)}, null$")
    if not all(test.match(lines[i].split(", !")[0]) for i in uses):
        place = python_names.where(lines, index)
        raise UnsupportedError(f"{place + ': ' if place else ''}a list that grows "
                               "(`list.append`) in a way nrtgrad does not recognise is not "
                               "supported yet: allocate the array up front (`np.empty(n)`) "
                               "and fill it by index")


def _local(value: str, suffix: str) -> str:
    name = value[1:].strip('"')
    return f'%"{name}.{suffix}"' if value.startswith('%"') else f"%{name}.{suffix}"


def _element(lines: list[str], definitions: dict[str, int], meminfo: str, index: int) -> str:
    """The list's element type, from the dtor its allocation names."""
    allocation = definitions.get(meminfo)
    dtor = DTOR.search(lines[allocation]) if allocation is not None \
        and ir.quote(NEW_LIST) + "(" in lines[allocation] else None
    place = python_names.where(lines, index)
    place = f"{place}: " if place else ""
    if dtor is None:
        raise UnsupportedError(f"{place}a list that grows (`list.append`) and is not created "
                               "in the function is not supported yet: create the list in the "
                               "function, or allocate an array up front (`np.empty(n)`)")
    element = dtor.group(1)
    if element not in _FLOATS and element not in _INTEGERS and not is_array(element):
        raise UnsupportedError(f"{place}a list of {element} is not supported yet: use a list "
                               "of float64, float32 or integers, or an array allocated up "
                               "front (`np.empty(n)`)")
    return element


def _rules(element: str) -> str:
    if element in _FLOATS:
        t, size = _FLOATS[element]
        accumulate = _ACCUMULATE.format(t=t, size=size, offset=_data_offset(size))
    else:
        accumulate = "\n  br label %release"
    return _RULES.format(p=WRAPPER_PREFIX + _symbol(element), accumulate=accumulate)


def _data_offset(size: int) -> int:
    return -(-_HEADER // size) * size


_WRAPPER_DEFINITION = re.compile(r"^define (?:dso_local )?(?=[^@]*@\"?nrtgrad\.list\.)", re.M)


def internalize(text: str) -> str:
    """After Enzyme: the wrappers and their rules local to the module again."""
    return _WRAPPER_DEFINITION.sub("define internal ", text)


_DECLARATIONS = {
    REALLOC: "declare ptr @NRT_MemInfo_varsize_realloc(ptr, i64)",
    "NRT_Allocate": "declare ptr @NRT_Allocate(i64)",
    "NRT_Free": "declare void @NRT_Free(ptr)",
    "malloc": "declare ptr @malloc(i64)",
    "free": "declare void @free(ptr)",
    "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)",
    "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
    "llvm.umin.i64": "declare i64 @llvm.umin.i64(i64, i64)",
}




# old[i] += new[i] for the old buffer's elements (of {size} bytes from byte {offset})
_ACCUMULATE = """
  %elements.bytes = sub i64 %old.size, {offset}
  %elements = udiv i64 %elements.bytes, {size}
  %old.data = getelementptr i8, ptr %old, i64 {offset}
  %new.data = getelementptr i8, ptr %new, i64 {offset}
  %any = icmp sgt i64 %old.size, {offset}
  br i1 %any, label %add, label %release
add:
  %i = phi i64 [ 0, %restore ], [ %i.next, %add ]
  %old.i = getelementptr {t}, ptr %old.data, i64 %i
  %new.i = getelementptr {t}, ptr %new.data, i64 %i
  %a = load {t}, ptr %old.i
  %b = load {t}, ptr %new.i
  %sum = fadd {t} %a, %b
  store {t} %sum, ptr %old.i
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %elements
  br i1 %more, label %add, label %release"""

_RULES = """
; Numba's list realloc; mi->data is null if it failed (as Numba's runtime leaves it)
define internal void @"{p}"(ptr %mi, i64 %bytes) noinline {{
entry:
  %data = call ptr @NRT_MemInfo_varsize_realloc(ptr %mi, i64 %bytes)
  %failed = icmp eq ptr %data, null
  br i1 %failed, label %fail, label %done
fail:
  %data.addr = getelementptr i8, ptr %mi, i64 24
  store ptr null, ptr %data.addr
  br label %done
done:
  ret void
}}

; the forward pass: the primal realloc; the shadow moves to a new buffer
; holding the old one's contents and a zeroed tail, the old buffer and its
; size kept on the tape for the reverse pass (which still writes into it)
define internal ptr @"{p}.augment"(ptr %mi, ptr %dmi, i64 %bytes, i64 %bytes.shadow) {{
entry:
  call void @"{p}"(ptr %mi, i64 %bytes)
  %primal.addr = getelementptr i8, ptr %mi, i64 24
  %primal = load ptr, ptr %primal.addr
  %failed = icmp eq ptr %primal, null
  %null = icmp eq ptr %dmi, null
  %same = icmp eq ptr %dmi, %mi
  %inactive = or i1 %null, %same
  %skip = or i1 %failed, %inactive
  br i1 %skip, label %done, label %grow
grow:
  %data.addr = getelementptr i8, ptr %dmi, i64 24
  %size.addr = getelementptr i8, ptr %dmi, i64 32
  %old = load ptr, ptr %data.addr
  %old.size = load i64, ptr %size.addr
  %new = call ptr @NRT_Allocate(i64 %bytes)
  %kept = call i64 @llvm.umin.i64(i64 %old.size, i64 %bytes)
  call void @llvm.memcpy.p0.p0.i64(ptr %new, ptr %old, i64 %kept, i1 false)
  %tail = getelementptr i8, ptr %new, i64 %kept
  %tail.bytes = sub i64 %bytes, %kept
  call void @llvm.memset.p0.i64(ptr %tail, i8 0, i64 %tail.bytes, i1 false)
  store ptr %new, ptr %data.addr
  store i64 %bytes, ptr %size.addr
  %tape = call ptr @malloc(i64 16)
  store ptr %old, ptr %tape
  %tape.size = getelementptr i8, ptr %tape, i64 8
  store i64 %old.size, ptr %tape.size
  br label %done
done:
  %tape.out = phi ptr [ %tape, %grow ], [ null, %entry ]
  ret ptr %tape.out
}}

; the reverse pass: the old shadow gets the new one's adjoints, the new
; shadow buffer is freed and the MemInfo points at the old one again
define internal void @"{p}.reverse"(ptr %mi, ptr %dmi, i64 %bytes, i64 %bytes.shadow, ptr %tape) {{
entry:
  %none = icmp eq ptr %tape, null
  br i1 %none, label %done, label %restore
restore:
  %data.addr = getelementptr i8, ptr %dmi, i64 24
  %size.addr = getelementptr i8, ptr %dmi, i64 32
  %new = load ptr, ptr %data.addr
  %old = load ptr, ptr %tape
  %tape.size = getelementptr i8, ptr %tape, i64 8
  %old.size = load i64, ptr %tape.size{accumulate}
release:
  call void @NRT_Free(ptr %new)
  store ptr %old, ptr %data.addr
  store i64 %old.size, ptr %size.addr
  call void @free(ptr %tape)
  br label %done
done:
  ret void
}}

; forward mode: the primal's and the shadow's realloc (the tangents move
; with the contents), the shadow's tail zeroed
define internal void @"{p}.forward"(ptr %mi, ptr %dmi, i64 %bytes, i64 %bytes.shadow) {{
entry:
  %null = icmp eq ptr %dmi, null
  %same = icmp eq ptr %dmi, %mi
  %inactive = or i1 %null, %same
  br i1 %inactive, label %primal, label %shadow
shadow:
  %size.addr = getelementptr i8, ptr %dmi, i64 32
  %old.size = load i64, ptr %size.addr
  %data = call ptr @NRT_MemInfo_varsize_realloc(ptr %dmi, i64 %bytes)
  %failed = icmp eq ptr %data, null
  br i1 %failed, label %primal, label %zero
zero:
  %kept = call i64 @llvm.umin.i64(i64 %old.size, i64 %bytes)
  %tail = getelementptr i8, ptr %data, i64 %kept
  %tail.bytes = sub i64 %bytes, %kept
  call void @llvm.memset.p0.i64(ptr %tail, i8 0, i64 %tail.bytes, i1 false)
  br label %primal
primal:
  call void @"{p}"(ptr %mi, i64 %bytes)
  ret void
}}

@"__enzyme_register_gradient_{p}" = global [3 x ptr] [ptr @"{p}", ptr @"{p}.augment", ptr @"{p}.reverse"]
@"__enzyme_register_derivative_{p}" = global [2 x ptr] [ptr @"{p}", ptr @"{p}.forward"]
"""
