"""list_items on small functions with a list of arrays: its item addresses, the items a
`setitem` replaces, the release of an empty slot made explicit, byte offsets into the
payload, and the list created without its element dtor for reverse mode.

A list's MemInfo data (byte 24 of the MemInfo) is its payload: the size first, the
items from byte 24 on, 56 bytes (an array struct) each.  Every module must verify in
LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.nrt import list_items
from nrtgrad.toolchain import llvm

ARRAY = "{ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }"
HEADER = """declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_decref(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare void @".dtor.list.array(float64, 1d, C)"(ptr)
declare void @".dtor.list.float64"(ptr)

define i32 @f(ptr %excinfo, i1 %c, i64 %k) {{
entry:
  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 200, ptr @"{dtor}")
  %data.addr = getelementptr i8, ptr %list, i64 24
  %payload = load ptr, ptr %data.addr, align 8
  %items = getelementptr i8, ptr %payload, i64 24
{body}
  ret i32 0
}}
"""
ARRAYS = ".dtor.list.array(float64, 1d, C)"


def function(body: str, dtor: str = ARRAYS) -> tuple[list[str], ir.Function]:
    text = HEADER.format(dtor=dtor, body=body.strip("\n"))
    llvm.parse_and_verify(text)
    lines = text.splitlines()
    return lines, ir.function_named(lines, "f")


def line_of(lines: list[str], start: str) -> int:
    return next(i for i, line in enumerate(lines) if line.strip().startswith(start))


BRANCHES = """
  %second = getelementptr i8, ptr %items, i64 56
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  %third = getelementptr inbounds i8, ptr %second, i64 56
  br label %join
join:
  %either = phi ptr [ %items, %a ], [ %third, %b ]
  %mixed = phi ptr [ %items, %a ], [ %excinfo, %b ]
"""


def test_item_addresses_derive_from_the_payload_of_a_list_of_arrays():
    lines, f = function(BRANCHES)
    assert list_items.item_addresses(lines, f) == {
        name: "%list" for name in ("%payload", "%items", "%second", "%third", "%either")}


def test_a_list_of_floats_has_no_item_addresses():
    lines, f = function(BRANCHES, dtor=".dtor.list.float64")
    assert list_items.item_addresses(lines, f) == {}
    assert list_items.disown_items(lines, f) == lines


def test_the_data_field_as_numba_unoptimised_ir_addresses_it():
    lines, f = function("")
    lines[line_of(lines, "%data.addr")] = \
        "  %data.addr = getelementptr inbounds { i64, ptr, ptr, ptr, i64 }, ptr %list, i64 0, i32 3"
    llvm.parse_and_verify(ir.module_text(lines))
    assert list_items.item_addresses(lines, f) == {"%payload": "%list", "%items": "%list"}


def test_reverse_mode_lists_are_created_without_their_element_dtor():
    lines, f = function("")
    disowned = list_items.disown_items(lines, f)
    assert disowned[line_of(disowned, "%list")] == \
        "  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 200, ptr null)"
    assert [line for line in disowned if "%list =" not in line] == \
        [line for line in lines if "%list =" not in line]


# list.append: the item at index `size` (the payload's first word) loaded, the new
# one stored there, the old one released
APPEND = f"""
  %size = load i64, ptr %payload, align 8
  %slot = getelementptr {ARRAY}, ptr %items, i64 %size
  %old = load ptr, ptr %slot, align 8
  store ptr %t, ptr %slot, align 8
  call void @NRT_decref(ptr %old)
"""


def test_an_append_replaces_the_empty_slot_at_the_size_and_releases_null():
    lines, f = function(APPEND)
    assert list_items.replaced_items(lines, f) == {"%old": "%slot"}
    assert list_items.drop_empty_slot_releases(lines, f)
    assert lines[line_of(lines, "call void @NRT_decref")] == "  call void @NRT_decref(ptr null)"
    llvm.parse_and_verify(ir.module_text(lines))


def test_a_setitem_at_another_index_keeps_its_release():
    lines, f = function(APPEND.replace("i64 %size\n", "i64 %k\n"))
    assert list_items.replaced_items(lines, f) == {"%old": "%slot"}
    assert not list_items.drop_empty_slot_releases(lines, f)
    assert lines[line_of(lines, "call void @NRT_decref")] == "  call void @NRT_decref(ptr %old)"


# a list display `[t]`: the items zeroed right after the list is made, then set
DISPLAY = """
  call void @llvm.memset.p0.i64(ptr %items, i8 0, i64 {zeroed}, i1 false)
  %slot = getelementptr i8, ptr %items, i64 56
  %old = load ptr, ptr %slot, align 8
  store ptr %t, ptr %slot, align 8
  call void @NRT_decref(ptr %old)
"""


@pytest.mark.parametrize("zeroed, dropped", [(112, True), (56, False), (64, True), (63, False)])
def test_a_display_releases_null_from_the_slots_it_zeroed(zeroed, dropped):
    # the slot is bytes 56..64 of the items: zeroed only by a memset that covers them
    lines, f = function(DISPLAY.format(zeroed=zeroed))
    assert list_items.drop_empty_slot_releases(lines, f) == dropped
    assert ("ptr null)" in lines[line_of(lines, "call void @NRT_decref")]) == dropped


def test_a_call_between_the_zeroing_and_the_slot_keeps_the_release():
    body = DISPLAY.format(zeroed=112).replace(
        "  %old = load", "  call void @NRT_decref(ptr %excinfo)\n  %old = load")
    lines, f = function(body)
    assert not list_items.drop_empty_slot_releases(lines, f)


def test_byte_offsets_into_the_payload_follow_llvm_struct_layout():
    lines, f = function("""
  %field = getelementptr { i8, [2 x i32], { i16, double } }, ptr %items, i64 1, i32 2, i32 1
  %slot = getelementptr inbounds i8, ptr %field, i64 8
  %dynamic = getelementptr i8, ptr %items, i64 %k
""")
    definitions = {ir.defined_value(line): i for i, line in enumerate(lines)
                   if ir.defined_value(line)}
    payload = definitions["%payload"]
    # { i8, [2 x i32], { i16, double } }: the array at 4, the inner struct at 12
    # rounded up to 16 (a double's alignment), 32 bytes in all; the double at 8 in
    # it; the items 24 past the payload
    assert list_items.payload_offset(lines, definitions, "%field") == \
        ("%list", 24 + 32 + 16 + 8, payload)
    assert list_items.payload_offset(lines, definitions, "%slot") == ("%list", 88, payload)
    assert list_items.payload_offset(lines, definitions, "%items") == ("%list", 24, payload)
    assert list_items.payload_offset(lines, definitions, "%dynamic") is None
    assert list_items.payload_offset(lines, definitions, "%t") is None


def test_getelementptr_lines_and_element_kinds():
    assert list_items.gep_of("  %q = getelementptr inbounds i8, ptr %p, i64 8, !dbg !3") == \
        ("%q", "%p")
    assert list_items.gep_of("  %q = load ptr, ptr %p") is None
    assert list_items.is_array("array(float64, 1d, C)") and not list_items.is_array("float64")
