"""argument_copies.copy: an argument rebound to new arrays in a loop gets a copy of its own.

`x = a` before `for _ in range(steps): x = f(x)`: the loop header's phis take
the argument's MemInfo and data pointer on the entry's edge.  The edge gets a
copy of the argument (allocated, tested for null, its data copied), the
phis take the copy, and the reference `x = a` took moves from the argument
to the copy; the result verifies and the ownership analysis, which refuses
the module as it was, accepts it.  An argument written through, a layout
that is not contiguous, an edge from a `switch`, an argument passed to a call
and an allocation with no failure to go to leave the module as it was.
"""

from __future__ import annotations

import pytest

from nrtgrad.errors import UnsupportedError
from nrtgrad.frontend import numba_abi
from nrtgrad.nrt import argument_copies, markers
from nrtgrad.toolchain import llvm

# relax(a: float64[::1], steps: int64) -> float64
SYMBOL = ("_ZN3k605relaxB3v11B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQD"
          "DVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEx")
MEMINFO = "%arg.a.0"

# x = a; for _ in range(steps): x = np.cos(x) * a (one element of it); return x[0]
LOOP = f"""
define i32 @{SYMBOL}(ptr noalias %retptr, ptr noalias %excinfo, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.steps) {{
entry:
  call void @NRT_incref(ptr %arg.a.0)
  br label %header

header:
  %k = phi i64 [ 0, %entry ], [ %k.next, %made ]
  %x = phi ptr [ %arg.a.0, %entry ], [ %next, %made ]
  %x.parent = phi ptr [ %arg.a.1, %entry ], [ null, %made ]
  %x.data = phi ptr [ %arg.a.4, %entry ], [ %next.data, %made ]
  %more = icmp slt i64 %k, %arg.steps
  br i1 %more, label %body, label %exit

body:
  %bytes = shl i64 %arg.a.5.0, 3
  %next = call ptr @NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32)
  %failed = icmp eq ptr %next, null
  br i1 %failed, label %error, label %made

error:
  %code = phi i32 [ 1, %body ]
  ret i32 %code

made:
  call void @NRT_incref(ptr %next)
  call void @NRT_decref(ptr %next)
  %next.field = getelementptr i8, ptr %next, i64 24
  %next.data = load ptr, ptr %next.field, align 8
  %old = load double, ptr %x.data, align 8
  %a = load double, ptr %arg.a.4, align 8
  %new = fmul double %old, %a
  store double %new, ptr %next.data, align 8
  call void @NRT_decref(ptr %x)
  %k.next = add i64 %k, 1
  br label %header

exit:
  %last = load double, ptr %x.data, align 8
  call void @NRT_decref(ptr %x)
  store double %last, ptr %retptr, align 8
  ret i32 0
}}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
"""
COPY = "nrtgrad.copy.a.0"


def copied(text: str) -> str:
    result = argument_copies.copy(text, numba_abi.find_entry(text, None, "test"))
    llvm.parse_and_verify(result)
    return result


def normalized(text: str) -> str:
    return markers.normalize(text, SYMBOL, {MEMINFO})


def calls(text: str, callee: str, operand: str) -> int:
    return text.count(f"call void @{callee}(ptr {operand})")


def test_the_loop_header_takes_a_copy_of_the_argument_on_the_entrys_edge():
    result = copied(LOOP)
    assert f"br label %{COPY}\n\nheader:" in result
    assert f"%x = phi ptr [ %{COPY}.meminfo, %{COPY}.copied ], [ %next, %made ]" in result
    assert f"%x.data = phi ptr [ %{COPY}.data, %{COPY}.copied ], [ %next.data, %made ]" \
        in result
    assert f"%x.parent = phi ptr [ null, %{COPY}.copied ], [ null, %made ]" in result
    # the argument's bytes: nitems x itemsize, from Numba's allocator, failing where the
    # loop's allocation fails (the failure's phis taking the same constant)
    assert f"%{COPY}.size = mul i64 %arg.a.2, %arg.a.3" in result
    assert (f"%{COPY}.meminfo = call ptr @NRT_MemInfo_alloc_aligned(i64 %{COPY}.size, "
            "i32 32)") in result
    assert f"br i1 %{COPY}.failed, label %error, label %{COPY}.copied" in result
    assert f"%code = phi i32 [ 1, %body ], [ 1, %{COPY} ]" in result
    assert (f"call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{COPY}.data, ptr align 1 "
            f"%arg.a.4, i64 %{COPY}.size, i1 false)") in result
    assert "declare void @llvm.memcpy.p0.p0.i64(" in result


def test_the_reference_x_took_moves_from_the_argument_to_the_copy():
    result = copied(LOOP)
    copy = result[result.index(f"\n{COPY}.copied:"):]
    copy = copy[:copy.index("\n\n")]
    assert calls(copy, "NRT_incref", f"%{COPY}.meminfo") == 1
    assert calls(copy, "NRT_decref", f"%{COPY}.meminfo") == 1
    assert calls(copy, "NRT_decref", MEMINFO) == 1


def test_the_ownership_analysis_accepts_the_copy_and_refused_the_argument():
    with pytest.raises(UnsupportedError, match="argument array on one path and a new array"):
        normalized(LOOP)
    llvm.parse_and_verify(normalized(copied(LOOP)))


def test_two_references_held_on_the_edge_move_together():
    text = LOOP.replace("entry:\n  call void @NRT_incref(ptr %arg.a.0)",
                        "entry:\n  call void @NRT_incref(ptr %arg.a.0)\n"
                        "  call void @NRT_incref(ptr %arg.a.0)").replace(
        "  call void @NRT_decref(ptr %x)\n  store double",
        "  call void @NRT_decref(ptr %x)\n  call void @NRT_decref(ptr %x)\n  store double")
    text = text.replace("  call void @NRT_decref(ptr %x)\n  %k.next",
                        "  call void @NRT_decref(ptr %x)\n  call void @NRT_incref(ptr %next)\n"
                        "  %k.next")
    result = copied(text)
    assert calls(result, "NRT_incref", f"%{COPY}.meminfo") == 2
    assert calls(result, "NRT_decref", MEMINFO) == 2


@pytest.mark.parametrize("change", [
    pytest.param(("  %a = load double, ptr %arg.a.4, align 8",
                  "  %a = load double, ptr %arg.a.4, align 8\n"
                  "  store double 1.0, ptr %arg.a.4, align 8"), id="stored-through"),
    pytest.param(("  %last = load double, ptr %x.data, align 8",
                  "  %at = getelementptr double, ptr %x.data, i64 1\n"
                  "  store double 1.0, ptr %at, align 8\n"
                  "  %last = load double, ptr %x.data, align 8"), id="stored-through-a-phi"),
    pytest.param(("  store double %last, ptr %retptr, align 8",
                  "  store double %last, ptr %retptr, align 8\n"
                  "  call void @keep(ptr %arg.a.4)"), id="passed-to-a-call"),
    pytest.param(("E1C7mutable", "E1A7mutable"), id="not-contiguous"),
    pytest.param(("  call void @NRT_incref(ptr %arg.a.0)\n  br label %header",
                  "  call void @NRT_incref(ptr %arg.a.0)\n"
                  "  switch i64 %arg.steps, label %header [\n    i64 -1, label %error\n  ]"),
                 id="switch-edge"),
    pytest.param(("  br i1 %failed, label %error, label %made\n\nerror:\n"
                  "  %code = phi i32 [ 1, %body ]\n  ret i32 %code",
                  "  br label %made\n\nerror:\n  ret i32 1"), id="no-failure-to-go-to"),
    pytest.param(("[ %arg.a.0, %entry ], [ %next, %made ]",
                  "[ %arg.a.0, %entry ], [ %other, %made ]"), id="merged-with-another-value"),
])
def test_left_as_it_was(change):
    old, new = change
    text = LOOP.replace(old, new)
    if "@keep" in text:
        text += "declare void @keep(ptr)\n"
    if "%other" in text:
        text = text.replace("  %k.next = add", "  %other = load ptr, ptr %retptr, align 8\n"
                                               "  %k.next = add")
    if "switch" in text:
        text = text.replace("%code = phi i32 [ 1, %body ]", "%code = phi i32 [ 1, %body ], "
                                                             "[ 2, %entry ]")
    assert text != LOOP
    assert copied(text) == text
