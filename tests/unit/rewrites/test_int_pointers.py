"""int_pointers.rewrite: integer addresses (ptrtoint, arithmetic, inttoptr) as
getelementptrs from the pointer they came from, and only those of one pointer."""

from __future__ import annotations

import ctypes
import subprocess

import numpy as np

from nrtgrad import toolchain
from nrtgrad.rewrites import int_pointers
from nrtgrad.toolchain import llvm

# a strided copy loop as LLVM's loop strength reduction leaves it
STRIDED = """define double @g(ptr %data, i64 %stride, i64 %n) {
entry:
  %base = ptrtoint ptr %data to i64
  %start = add i64 %stride, %base
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %addr = phi i64 [ %start, %entry ], [ %addr.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = inttoptr i64 %addr to ptr
  %v = load double, ptr %p
  %s.next = fadd double %s, %v
  %addr.next = add i64 %addr, %stride
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret double %s.next
}
"""


def test_an_integer_address_becomes_a_getelementptr_from_its_pointer():
    out = int_pointers.rewrite(STRIDED, "g")
    assert "inttoptr" not in out and "ptrtoint" not in out
    assert "%p = getelementptr i8, ptr %data, i64 %nrtgrad.offset." in out
    # the integer address arithmetic nothing else uses is gone
    assert "%addr" not in out and "%start" not in out
    assert int_pointers.rewrite(out, "g") == out


def test_the_rewritten_loop_is_valid_ir_and_addresses_of_two_pointers_stay():
    opt = toolchain.find().opt
    out = int_pointers.rewrite(STRIDED, "g")
    checked = subprocess.run([str(opt), "-passes=verify", "-disable-output"], input=out,
                             text=True, capture_output=True)
    assert checked.returncode == 0, checked.stderr
    two = STRIDED.replace("%start = add i64 %stride, %base",
                          "%other = ptrtoint ptr %n.ptr to i64\n"
                          "  %start = add i64 %other, %base").replace(
        "define double @g(ptr %data,", "define double @g(ptr %n.ptr, ptr %data,")
    assert "inttoptr" in int_pointers.rewrite(two, "g")


def run(text: str, data: np.ndarray, stride: int, n: int) -> float:
    binding = llvm.binding()
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    g = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
        engine.get_function_address("g"))
    return g(data.ctypes.data, stride, n)


def test_the_rewritten_loop_reads_the_same_elements():
    data = np.arange(1.0, 21.0)
    out = int_pointers.rewrite(STRIDED, "g")
    # the loop starts one stride in: indices 2, 4, 6 and 8 of 1.0, 2.0, ...
    assert run(STRIDED, data, 16, 4) == run(out, data, 16, 4) == 3.0 + 5.0 + 7.0 + 9.0
    assert run(out, data, 8, 5) == 2.0 + 3.0 + 4.0 + 5.0 + 6.0


def test_an_undefined_incoming_value_does_not_stop_a_phi_of_addresses():
    # LLVM's loop unrolling leaves `undef` on an edge where the address is not used
    undefined = STRIDED.replace("  br label %loop\nloop:",
                                "  br i1 false, label %skip, label %loop\nskip:\n"
                                "  br label %loop\nloop:").replace(
        "%addr = phi i64 [ %start, %entry ], [ %addr.next, %loop ]",
        "%addr = phi i64 [ %start, %entry ], [ undef, %skip ], [ %addr.next, %loop ]").replace(
        "%i = phi i64 [ 0, %entry ],", "%i = phi i64 [ 0, %entry ], [ 0, %skip ],").replace(
        "%s = phi double [ 0.0, %entry ],", "%s = phi double [ 0.0, %entry ], [ 0.0, %skip ],")
    out = int_pointers.rewrite(undefined, "g")
    assert "inttoptr" not in out
    assert "[ undef, %skip ]" in out
    data = np.arange(1.0, 21.0)
    assert run(out, data, 16, 4) == run(undefined, data, 16, 4) == 3.0 + 5.0 + 7.0 + 9.0


# the same walk over a global's constant data: the start address a constant expression
GLOBAL = """@data = internal constant [20 x double] [""" + ", ".join(
    f"double {float(k)}" for k in range(1, 21)) + "]\n\n" + STRIDED.replace(
    "  %base = ptrtoint ptr %data to i64\n  %start = add i64 %stride, %base\n", "").replace(
    "[ %start, %entry ]", "[ add (i64 ptrtoint (ptr @data to i64), i64 16), %entry ]").replace(
    "define double @g(ptr %data,", "define double @g(ptr %unused,")


def test_a_walk_over_a_constant_global_becomes_a_getelementptr_from_the_global():
    out = int_pointers.rewrite(GLOBAL, "g")
    assert "inttoptr" not in out and "%addr" not in out
    assert "%p = getelementptr i8, ptr @data, i64 %nrtgrad.offset." in out
    assert "[ 16, %entry ]" in out
    unused = np.zeros(1)
    assert run(out, unused, 16, 4) == run(GLOBAL, unused, 16, 4) == 3.0 + 5.0 + 7.0 + 9.0


def test_an_offset_added_to_a_global_address_becomes_a_getelementptr_from_the_global():
    # each row of a slice of constant data: the row's offset plus the constant's address
    added = GLOBAL.replace(
        "%addr = phi i64 [ add (i64 ptrtoint (ptr @data to i64), i64 16), %entry ], "
        "[ %addr.next, %loop ]",
        "%step = phi i64 [ 16, %entry ], [ %step.next, %loop ]").replace(
        "  %p = inttoptr", "  %addr = add i64 %step, ptrtoint (ptr @data to i64)\n"
        "  %p = inttoptr").replace(
        "%addr.next = add i64 %addr, %stride", "%step.next = add i64 %step, %stride")
    out = int_pointers.rewrite(added, "g")
    assert "inttoptr" not in out and "ptrtoint" not in out
    assert "%p = getelementptr i8, ptr @data, i64 %nrtgrad.offset." in out
    unused = np.zeros(1)
    assert run(out, unused, 16, 4) == run(added, unused, 16, 4) == 3.0 + 5.0 + 7.0 + 9.0
