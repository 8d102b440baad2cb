"""merged_arrays.activate and lower: which arrays get a copy of no bytes from an active pointer.

A float array that meets another array at a phi or select gets, after the
first load of its data pointer, a copy into its data from the entry's
result (or from an active array argument of its float type) whose length
Enzyme cannot evaluate; an array that only meets itself (a pointer stepping
through it), an integer array, and an array with no active pointer of its
float type to copy from get none.  `lower` makes the lengths 0 again.  Both
outputs verify in LLVM 15.
"""

from __future__ import annotations

import dataclasses
import re

from nrtgrad.entry import c_entry
from nrtgrad.frontend import numba_abi
from nrtgrad.nrt import merged_arrays
from nrtgrad.toolchain import llvm

# relax(a: float64[::1], steps: int64) -> float64, and relax32(a: float32[::1], steps)
SYMBOL = ("_ZN3k605relaxB3v11B90c8tJTC_2fWQAliW1xhDEoY6EEMEUOEMISPGsAQMVj4QniQ4IXKQEMXwoMGLoQD"
          "DVsQR1NHAS2hQ9XgStYwm4ogLE0AE5ArrayIdLi1E1C7mutable7alignedEx")
SYMBOL32 = SYMBOL.replace("5relax", "7relax32").replace("5ArrayIdLi1E", "5ArrayIfLi1E")

# x = np.zeros_like(a); for _ in range(steps): x = f(x); return sum(x)
LOOP = """
define i32 @{symbol}(ptr noalias %retptr, ptr noalias %excinfo, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.steps) {{
entry:
  %bytes = shl i64 %arg.a.5.0, {shift}
  %first = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32, i64 0)
  %first.field = getelementptr i8, ptr %first, i64 24
  %first.data = load ptr, ptr %first.field, align 8
  call void @llvm.memset.p0.i64(ptr %first.data, i8 0, i64 %bytes, i1 false)
  br label %header

header:
  %k = phi i64 [ 0, %entry ], [ %k.next, %body ]
  %x = phi ptr [ %first, %entry ], [ %next, %body ]
  %x.data = phi ptr [ %first.data, %entry ], [ %next.data, %body ]
  %more = icmp slt i64 %k, %arg.steps
  br i1 %more, label %body, label %exit

body:
  %next = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 %bytes, i32 32, i64 0)
  %next.field = getelementptr i8, ptr %next, i64 24
  %next.data = load ptr, ptr %next.field, align 8
  %old = load {float}, ptr %x.data, align 8
  %a = load {float}, ptr %arg.a.4, align 8
  %new = fmul {float} %old, %a
  store {float} %new, ptr %next.data, align 8
  call void @nrtgrad.release(ptr %x)
  %k.next = add i64 %k, 1
  br label %header

exit:
  %last = load {float}, ptr %x.data, align 8
  call void @nrtgrad.release(ptr %x)
  {result}
  ret i32 0
}}

declare ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64, i32, i64)
declare void @nrtgrad.release(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
"""
RESULT64 = "store double {value}, ptr %retptr, align 8"


def module(float_type: str = "double", result: str = RESULT64) -> str:
    symbol, shift = (SYMBOL, 3) if float_type == "double" else (SYMBOL32, 2)
    value = "%last" if float_type == "double" else "%wide"
    if float_type == "float" and "double" in result:
        result = "%wide = fpext float %last to double\n  " + result
    return LOOP.format(symbol=symbol, shift=shift, float=float_type,
                       result=result.format(value=value))


def activated(text: str, active: bool = True) -> str:
    entry = numba_abi.find_entry(text, None, "test")
    spec = c_entry.gradient_spec(entry, None, None)
    if not active:
        spec = dataclasses.replace(spec, wrt=frozenset())
    result = merged_arrays.activate(text, entry, spec)
    llvm.parse_and_verify(result)
    return result


def copies(text: str) -> list[tuple[str, str]]:
    """(data, source) of each copy of an activation length."""
    return re.findall(r"call void @llvm\.memcpy\.p0\.p0\.i64\(ptr (%[\w.]+), ptr (%[\w.]+), "
                      r"i64 %nrtgrad\.activation\.\d+, i1 false\)", text)


def test_every_array_of_a_loop_carried_merge_gets_a_copy_from_the_result():
    result = activated(module())
    assert copies(result) == [("%first.data", "%retptr"), ("%next.data", "%retptr")]
    # right after the load of the data pointer, with a length Enzyme cannot evaluate
    assert ("%first.data = load ptr, ptr %first.field, align 8\n"
            "  %nrtgrad.activation.0 = call i64 @nrtgrad.activation_length()\n") in result
    assert re.search(r'declare i64 @nrtgrad\.activation_length\(\) #(\d+)', result)
    assert '"enzyme_inactive"' in result


def test_float32_arrays_copy_from_an_active_array_argument_of_their_type():
    result = activated(module("float"))
    assert copies(result) == [("%first.data", "%arg.a.4"), ("%next.data", "%arg.a.4")]


def test_without_an_active_pointer_of_the_array_type_nothing_changes():
    text = module("float")
    assert activated(text, active=False) == text


def test_an_array_that_only_meets_itself_gets_no_copy():
    text = module().replace("[ %first, %entry ], [ %next, %body ]",
                            "[ %first, %entry ], [ %x, %body ]").replace(
        "[ %first.data, %entry ], [ %next.data, %body ]",
        "[ %first.data, %entry ], [ %step, %body ]").replace(
        "  %k.next = add", "  %step = getelementptr double, ptr %x.data, i64 1\n  %k.next = add")
    assert copies(activated(text)) == []


def test_integer_arrays_get_no_copy():
    text = module().replace("load double, ptr %x.data", "load i64, ptr %x.data").replace(
        "%new = fmul double %old, %a\n  store double %new", "%new = add i64 %old, 1\n  store i64 %new")
    text = text.replace("%last = load i64", "%int = load i64").replace(
        "store double %last", "%last = sitofp i64 %int to double\n  store double %last")
    assert copies(activated(text)) == []


def test_lower_makes_the_lengths_zero():
    lowered = merged_arrays.lower(activated(module()))
    assert "@nrtgrad.activation_length" not in lowered
    assert lowered.count("= add i64 0, 0") == 2
    llvm.parse_and_verify(lowered)


def test_lower_keeps_a_module_without_copies():
    assert merged_arrays.lower(module()) == module()
