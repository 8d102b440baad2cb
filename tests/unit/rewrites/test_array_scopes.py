"""array_scopes.mark: which loads and stores get the argument / new array data scopes,
and which loads of a data pointer the new arrays' headers scope.

An address counts only when every value it may come from is an argument
array's data pointer, or only when every one is the data pointer of a MemInfo
the function allocated; anything else (a pointer loaded from a stack slot,
addresses of both kinds merged) keeps its metadata.  Scopes are added to the
lists already attached, and the module must still verify in LLVM 15.
"""

from __future__ import annotations

import re

from nrtgrad.rewrites import array_scopes
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
  %slot = alloca ptr, align 8
  store ptr %arg.x.4, ptr %slot, align 8
  %spilled = load ptr, ptr %slot, align 8
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %p = phi ptr [ %arg.x.4, %entry ], [ %p.next, %loop ]
  %q = phi ptr [ %d, %entry ], [ %q.next, %loop ]
  %x = load double, ptr %p, align 8, !noalias !0
  %both = select i1 true, ptr %p, ptr %q
  %y = load double, ptr %both, align 8
  %z = load double, ptr %spilled, align 8
  store double %x, ptr %q, align 8, !alias.scope !2
  %p.next = getelementptr double, ptr %p, i64 1
  %q.next = getelementptr inbounds double, ptr %q, i64 1
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %arg.x.5.0
  br i1 %done, label %exit, label %loop

exit:
  store double %x, ptr %retptr, align 8
  ret i32 0
}}

declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)

!0 = !{{!1}}
!1 = distinct !{{!1, !3, !"numba scope"}}
!2 = !{{!1}}
!3 = distinct !{{!3, !"numba domain"}}
"""


def marked() -> str:
    text = MODULE.format(symbol=SYMBOL)
    result = array_scopes.mark(text, numba_abi.find_entry(text, None, "test"))
    llvm.parse_and_verify(result)
    return result


def attachments(text: str, start: str) -> dict[str, str]:
    """kind -> the scope names of the list attached to the instruction starting `start`."""
    line = next(l.strip() for l in text.splitlines() if l.strip().startswith(start))
    nodes = dict(re.findall(r"^(!\d+) = (.*)$", text, flags=re.M))
    names = {}
    for kind, node in re.findall(r", !([-\w.]+) (!\d+)", line):
        members = re.findall(r"!\d+", nodes[node])
        names[kind] = sorted(re.search(r'!"([^"]*)"\}$', nodes[m]).group(1) for m in members)
    return names


def test_argument_data_through_a_loop_phi_gets_the_argument_scope_added_to_numbas():
    assert attachments(marked(), "%x = load double") == {
        "noalias": ["new arrays' data", "numba scope"],
        "alias.scope": ["argument arrays' data"]}


def test_new_array_data_loaded_from_the_meminfo_gets_the_new_scope():
    assert attachments(marked(), "store double %x, ptr %q") == {
        "alias.scope": ["new arrays' data", "numba scope"],
        "noalias": ["argument arrays' data"]}


def test_the_load_of_a_new_arrays_data_pointer_gets_the_headers_scope():
    assert attachments(marked(), "%d = load ptr") == {
        "alias.scope": ["new arrays' headers"],
        "noalias": ["argument arrays' data", "new arrays' data"]}


def test_merged_kinds_a_spilled_pointer_and_the_result_keep_their_metadata():
    result = marked()
    for start in ("%y = load double", "%z = load double", "store double %x, ptr %retptr",
                  "%spilled = load ptr", "store ptr %arg.x.4"):
        assert attachments(result, start) == {}, start


def test_a_module_with_nothing_to_mark_is_unchanged():
    text = MODULE.format(symbol=SYMBOL).replace("%arg.x.4, %entry", "%spilled, %entry").replace(
        "[ %d, %entry ]", "[ %spilled, %entry ]").replace("NRT_MemInfo_alloc_aligned",
                                                          "NRT_MemInfo_new")  # not new data
    assert array_scopes.mark(text, numba_abi.find_entry(text, None, "test")) == text
