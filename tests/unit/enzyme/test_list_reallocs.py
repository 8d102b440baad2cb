"""Growing lists (list_reallocs.py): reallocs as wrappers with rules, and what is refused."""

from __future__ import annotations

import subprocess

import pytest

from nrtgrad import ir, toolchain
from nrtgrad.nrt import list_items
from nrtgrad.enzyme import list_reallocs
from nrtgrad.errors import UnsupportedError

# Numba's list append, as it is after preparation: the list's MemInfo, a
# realloc whose result only a null test reads, the tail memset of the elements
APPEND = """define i32 @f(ptr %x, i64 %n) {{
entry:
  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr @".dtor.list.{element}")
  %data.addr = getelementptr i8, ptr %list, i64 24
  %bytes = add i64 %n, 24
  %new = call ptr @NRT_MemInfo_varsize_realloc(ptr %list, i64 %bytes)
  %failed = icmp eq ptr %new, null
  br i1 %failed, label %error, label %grown
grown:
  %payload = load ptr, ptr %data.addr
  %elements = getelementptr inbounds {{ i64, i64, i8, double }}, ptr %payload, i64 0, i32 3
  %tail = getelementptr double, ptr %elements, i64 %n
  call void @llvm.memset.p0.i64(ptr %tail, i8 0, i64 8, i1 false)
  call void @NRT_decref(ptr %list)
  ret i32 0
error:
  call void @NRT_decref(ptr %list)
  ret i32 1
}}

define linkonce_odr void @".dtor.list.{element}"(ptr %p) {{
  ret void
}}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)
declare ptr @NRT_MemInfo_varsize_realloc(ptr, i64)
declare void @NRT_decref(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""


def test_a_float_list_realloc_becomes_the_wrapper_with_registered_rules():
    text = list_reallocs.rewrite(APPEND.format(element="float64"), "f")
    assert ("  call void @nrtgrad.list.realloc.float64(ptr %list, i64 %bytes)\n"
            "  %new.data = getelementptr i8, ptr %list, i64 24\n"
            "  %new = load ptr, ptr %new.data\n"
            "  %failed = icmp eq ptr %new, null") in text
    entry = text[:text.index("\n}\n")]
    assert "@NRT_MemInfo_varsize_realloc(" not in entry
    assert ('@"__enzyme_register_gradient_nrtgrad.list.realloc.float64" = global [3 x ptr] '
            '[ptr @"nrtgrad.list.realloc.float64", ptr @"nrtgrad.list.realloc.float64.augment", '
            'ptr @"nrtgrad.list.realloc.float64.reverse"]') in text
    assert '@"__enzyme_register_derivative_nrtgrad.list.realloc.float64"' in text
    # the reverse pass adds the new shadow's adjoints into the old one
    reverse = text[text.index('@"nrtgrad.list.realloc.float64.reverse"('):]
    assert "fadd double" in reverse[:reverse.index("\n}\n")]
    # the memset into the elements: its address typed as a pointer to float64
    assert "%tail = getelementptr double, ptr %elements, i64 %n, !enzyme_type !0" in text
    assert '!2 = !{!"Float@double"}' in text
    assert list_reallocs.rewrite(text, "f") == text  # nothing left to rewrite


def test_an_integer_list_carries_no_adjoints():
    text = list_reallocs.rewrite(APPEND.format(element="int64"), "f")
    reverse = text[text.index('@"nrtgrad.list.realloc.int64.reverse"('):]
    assert "fadd" not in reverse[:reverse.index("\n}\n")]
    assert '!{!"Integer"}' in text


def test_the_rules_verify():
    text = list_reallocs.rewrite(APPEND.format(element="float32"), "f")
    opt = toolchain.find().opt
    result = subprocess.run([str(opt), "-passes=verify", "-disable-output"], input=text,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_wrappers_are_internal_again_after_enzyme():
    text = 'define dso_local void @nrtgrad.list.realloc.float64(ptr %mi, i64 %bytes) {\n'
    assert list_reallocs.internalize(text).startswith("define internal void @nrtgrad.list.realloc.")


def test_lists_of_other_elements_are_refused():
    with pytest.raises(UnsupportedError, match=r"^in `f`: a list of complex128 is not supported "
                                               r"yet: use a list of float64, float32 or integers"):
        list_reallocs.rewrite(APPEND.format(element="complex128"), "f")


# Numba's append of a new array to a list of arrays: the size read before the
# list grows indexes the slot, whose previous item is loaded and released
# after the new one is stored; then item 0 is read back and shared
APPEND_ARRAY = """define i32 @f(ptr %a, i64 %n) {{
entry:
  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr @".dtor.list.array(float64, 1d, C)")
  %data.addr = getelementptr i8, ptr %list, i64 24
  %before = load ptr, ptr %data.addr
  %size = load i64, ptr %before
  %new = call ptr @NRT_MemInfo_varsize_realloc(ptr %list, i64 80)
  %failed = icmp eq ptr %new, null
  br i1 %failed, label %error, label %grown
grown:
  %payload = load ptr, ptr %data.addr
  %items = getelementptr inbounds i8, ptr %payload, i64 24
  %slot = getelementptr {{ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }}, ptr %items, i64 {index}
  %old = load ptr, ptr %slot
  store ptr %a, ptr %slot
  call void @NRT_decref(ptr %old)
  %first = load ptr, ptr %items
  call void @NRT_incref(ptr %first)
  call void @NRT_decref(ptr %first)
  call void @NRT_decref(ptr %list)
  ret i32 0
error:
  call void @NRT_decref(ptr %list)
  ret i32 1
}}

define linkonce_odr void @".dtor.list.array(float64, 1d, C)"(ptr %p) {{
  ret void
}}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)
declare ptr @NRT_MemInfo_varsize_realloc(ptr, i64)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
"""


def test_a_list_of_arrays_grows_with_the_integer_rules():
    text = list_reallocs.rewrite(APPEND_ARRAY.format(index="%size"), "f")
    assert "  call void @nrtgrad.list.realloc.array.float64.1d.C(ptr %list, i64 80)" in text
    reverse = text[text.index('@"nrtgrad.list.realloc.array.float64.1d.C.reverse"('):]
    assert "fadd" not in reverse[:reverse.index("\n}\n")]


def test_the_item_an_append_replaces_is_released_as_null():
    text = list_reallocs.rewrite(APPEND_ARRAY.format(index="%size"), "f")
    assert "  call void @NRT_decref(ptr null)" in text
    assert "  call void @NRT_decref(ptr %first)" in text  # an item read back stays


def test_an_item_replaced_at_another_index_is_released_as_it_is():
    text = list_reallocs.rewrite(APPEND_ARRAY.format(index="%n"), "f")  # `lst[n] = a`
    assert "  call void @NRT_decref(ptr %old)" in text


def test_item_addresses_follow_the_payload():
    text = APPEND_ARRAY.format(index="%size")
    lines = text.splitlines()
    function = ir.function_named(lines, "f")
    assert list_items.item_addresses(lines, function) == {
        value: "%list" for value in ("%before", "%payload", "%items", "%slot")}


def test_reverse_mode_lists_of_arrays_lose_their_element_dtor():
    lines = APPEND_ARRAY.format(index="%size").splitlines()
    function = ir.function_named(lines, "f")
    lines = list_items.disown_items(lines, function)
    assert "  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr null)" in lines


def test_a_list_not_created_in_the_function_is_refused():
    text = APPEND.format(element="float64").replace(
        "define i32 @f(ptr %x, i64 %n) {\nentry:\n  %list = call ptr "
        "@NRT_MemInfo_new_varsize_dtor(i64 24, ptr @\".dtor.list.float64\")",
        "define i32 @f(ptr %list, i64 %n) {\nentry:")
    with pytest.raises(UnsupportedError, match="a list that grows .* is not created in the "
                                               "function is not supported yet: "):
        list_reallocs.rewrite(text, "f")


def test_a_realloc_result_used_otherwise_is_refused():
    text = APPEND.format(element="float64").replace(
        "  %failed = icmp eq ptr %new, null",
        "  %failed = icmp eq ptr %new, null\n  store double 0.0, ptr %new")
    with pytest.raises(UnsupportedError, match="does not recognise is not supported yet: "):
        list_reallocs.rewrite(text, "f")


# Numba's list display `[a, b]`: the list allocated for two items, its items
# zeroed by a memset, then each set (the previous item loaded and released)
DISPLAY = """define i32 @f(ptr %a, ptr %b) {{
entry:
  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 136, ptr @".dtor.list.array(float64, 1d, C)")
  %data.addr = getelementptr i8, ptr %list, i64 24
  %payload = load ptr, ptr %data.addr
  %items = getelementptr inbounds i8, ptr %payload, i64 24
  call void @llvm.memset.p0.i64(ptr %items, i8 0, i64 112, i1 false)
  store i64 2, ptr %payload
{between}  %again = load ptr, ptr %data.addr
  %first = getelementptr inbounds i8, ptr %again, i64 24
  %old.first = load ptr, ptr %first
  store ptr %a, ptr %first
  %second = getelementptr {{ i64, i64, i8, {{ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }} }}, ptr %again, i64 1
  %old.second = load ptr, ptr %second
  store ptr %b, ptr %second
  call void @NRT_decref(ptr %old.first)
  call void @NRT_decref(ptr %old.second)
  call void @NRT_decref(ptr %list)
  ret i32 0
}}

define linkonce_odr void @".dtor.list.array(float64, 1d, C)"(ptr %p) {{
  ret void
}}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)
declare void @NRT_decref(ptr)
declare void @helper()
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""


def test_the_items_a_list_display_sets_were_zeroed():
    text = list_reallocs.rewrite(DISPLAY.format(between=""), "f")
    assert "  call void @NRT_decref(ptr %old.first)" not in text
    assert "  call void @NRT_decref(ptr %old.second)" not in text
    assert text.count("  call void @NRT_decref(ptr null)") == 2


@pytest.mark.parametrize("between", [
    "  call void @helper()\n",                      # may have moved the payload
    "  %slot = getelementptr inbounds i8, ptr %payload, i64 80\n"
    "  store ptr %a, ptr %slot\n",                  # the second item written
])
def test_a_slot_written_or_a_call_after_the_memset_is_not_known_zero(between):
    text = list_reallocs.rewrite(DISPLAY.format(between=between), "f")
    assert "  call void @NRT_decref(ptr %old.second)" in text


def test_the_payload_offset_of_a_constant_address():
    lines = DISPLAY.format(between="").splitlines()
    definitions = {ir.defined_value(line): i for i, line in enumerate(lines)
                   if ir.defined_value(line)}
    offset = list_items.payload_offset(lines, definitions, "%second")
    assert offset == ("%list", 80, lines.index("  %again = load ptr, ptr %data.addr"))
