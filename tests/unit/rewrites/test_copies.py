"""copies.type_copies: which copies get `!enzyme_type` on their pointers, and which stay untyped.

A copy is typed only when the function shows one element type for its two
sides (an argument's dtype, loads and stores through the pointers); with no
evidence, or float and integer evidence together, it is left to Enzyme.
Every result must still verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import re

from nrtgrad.rewrites import copies
from nrtgrad.toolchain import llvm
from nrtgrad.frontend import numba_abi

SYMBOL = ("_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7"
          "mutable7alignedE")
MODULE = """
define i32 @{symbol}(ptr noalias %retptr, ptr noalias %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {{
entry:
  %bytes = shl i64 %arg.x.5.0, 3
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32)
  %dp = getelementptr i8, ptr %mi, i64 24
  %d = load ptr, ptr %dp, align 8
  %mi2 = call ptr @NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32)
  %dp2 = getelementptr i8, ptr %mi2, i64 24
  %d2 = load ptr, ptr %dp2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %d, ptr align 1 {source}, i64 %bytes, i1 false)
  %e = getelementptr {element}, ptr %d2, i64 1
  %v = load {element}, ptr %e, align 8
{extra}
  store double 0.0, ptr %retptr, align 8
  ret i32 0
}}

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
"""


def typed(source: str, element: str = "double", extra: str = "") -> str:
    text = MODULE.format(symbol=SYMBOL, source=source, element=element, extra=extra)
    entry = numba_abi.find_entry(text, None, "test")
    result = copies.type_copies(text, entry)
    llvm.parse_and_verify(result)
    return result


def annotation(text: str, value: str) -> str | None:
    """The type tree string the metadata on `value`'s definition names, if any."""
    line = next(l for l in text.splitlines() if l.strip().startswith(f"{value} = "))
    node = re.search(r"!enzyme_type !(\d+)", line)
    if not node:
        return None
    nodes = dict(re.findall(r"^!(\d+) = (.*)$", text, flags=re.M))
    leaf = re.search(r"!(\d+)\}$", nodes[re.search(r"!(\d+)\}$", nodes[node.group(1)]).group(1)])
    return nodes[leaf.group(1)]


def test_copy_of_a_float64_argument_types_the_destination_as_double():
    result = typed("%arg.x.4")
    assert annotation(result, "%d") == '!{!"Float@double"}'
    assert annotation(result, "%d2") is None


def test_copy_between_temporaries_takes_the_type_of_loads_through_either_side():
    result = typed("%d2")
    assert annotation(result, "%d") == '!{!"Float@double"}'
    assert annotation(result, "%d2") == '!{!"Float@double"}'


def test_copy_of_integer_data_is_typed_integer():
    assert annotation(typed("%d2", element="i64"), "%d") == '!{!"Integer"}'


def test_copy_with_float_and_integer_evidence_is_left_alone():
    result = typed("%d2", element="i64",
                   extra="  %w = load double, ptr %d, align 8")
    assert "!enzyme_type" not in result


def test_copy_of_data_that_holds_pointers_is_left_alone():
    # a pointer loaded through one side: a struct, not an array of numbers
    assert "!enzyme_type" not in typed("%d2", element="ptr")


def test_copy_without_evidence_is_left_alone():
    # the only access through either side is an aggregate: no element type
    assert "!enzyme_type" not in typed("%d2", element="{ i64, i64 }")


ZEROS = """
define i32 @{symbol}(ptr noalias %retptr, ptr noalias %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) {{
entry:
  %bytes = shl i64 %arg.x.5.0, 3
  %mi = call ptr @NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32)
  %dp = getelementptr i8, ptr %mi, i64 24
  %d = load ptr, ptr %dp, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %d, i8 0, i64 %bytes, i1 false)
  %e = getelementptr double, ptr %d, i64 %arg.x.5.0
  store {element} {value}, ptr %e, align 8
  store double 0.0, ptr %retptr, align 8
  ret i32 0
}}

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""


def zeroed(element: str, value: str) -> str:
    text = ZEROS.format(symbol=SYMBOL, element=element, value=value)
    result = copies.type_copies(text, numba_abi.find_entry(text, None, "test"))
    llvm.parse_and_verify(result)
    return result


def test_zeroed_array_data_takes_the_type_stored_through_it():
    """`np.zeros_like` clears new array data with a memset Enzyme cannot type alone."""
    assert annotation(zeroed("double", "1.0"), "%d") == '!{!"Float@double"}'
    assert annotation(zeroed("i64", "1"), "%d") == '!{!"Integer"}'
    assert "!enzyme_type" not in zeroed("ptr", "null")


def test_copy_from_a_chain_of_geps_into_a_float64_argument_types_both_sides_as_double():
    # a row of the argument, as LLVM's loop strength reduction leaves its address
    text = MODULE.format(symbol=SYMBOL, source="%row2", element="i64", extra="").replace(
        "  call void @llvm.memcpy",
        "  %row1 = getelementptr i8, ptr %arg.x.4, i64 %bytes\n"
        "  %row2 = getelementptr i8, ptr %row1, i64 %bytes\n  call void @llvm.memcpy")
    result = copies.type_copies(text, numba_abi.find_entry(text, None, "test"))
    llvm.parse_and_verify(result)
    assert annotation(result, "%d") == '!{!"Float@double"}'
    assert annotation(result, "%row2") == '!{!"Float@double"}'
