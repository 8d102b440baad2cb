"""loop_versions.version on small loops: the copy it adds, and what it leaves alone.

Every result must verify in LLVM 15 (llvmlite) and compute what the loop
computed, whichever operands broadcast: both versions are run here, on
every combination of operands of extent 1 and n.
"""

from __future__ import annotations

import ctypes
import itertools

import numpy as np
import pytest

from nrtgrad.toolchain import llvm
from nrtgrad.optimize import loop_versions

# out[i] = a[wide ? i : 0] * b[one ? 0 : i]; returns the sum of out (an exit's phi)
# or, with `after`, twice the sum taken past the loop's exit block (no phi there)
LOOP = """
define double @f(ptr %out, ptr %a, i64 %na, ptr %b, i64 %nb, i64 %n) {{
entry:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %wide = icmp ugt i64 %na, 1
  %ia = select i1 %wide, i64 %i, i64 0
  %one = icmp eq i64 %nb, 1
  %ib = select i1 %one, i64 0, i64 %i
  %pa = getelementptr double, ptr %a, i64 %ia
  %pb = getelementptr double, ptr %b, i64 %ib
  %va = load double, ptr %pa
  %vb = load double, ptr %pb
  %prod = fmul double %va, %vb
  %po = getelementptr double, ptr %out, i64 %i
  store double %prod, ptr %po
  %acc.next = fadd double %acc, %prod
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %{leave}, label %loop
{after}exit:
  %total = phi double [ 0.0, %entry ], [ {result}, %{last} ]
  ret double %total
}}
"""
PLAIN = dict(leave="exit", result="%acc.next", last="loop", after="")
AFTER = dict(PLAIN, leave="after", result="%twice", last="after",
             after="after:\n  %twice = fmul double %acc.next, 2.0\n  br label %exit\n")


def loop(**changes) -> str:
    return LOOP.format(**{**PLAIN, **changes})


def run(text: str, a: np.ndarray, b: np.ndarray, n: int) -> tuple[float, np.ndarray]:
    binding = llvm.binding()
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    f = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,
                         ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
        engine.get_function_address("f"))
    out = np.full(n, np.nan)
    total = f(out.ctypes.data, a.ctypes.data, a.size, b.ctypes.data, b.size, n)
    return total, out


def assert_same_results(source: str, versioned: str) -> None:
    for n in (1, 3, 7):
        for na, nb in itertools.product((1, n), repeat=2):
            a = np.arange(1.0, na + 1.0)
            b = np.arange(2.0, nb + 2.0) ** 2
            expected, got = run(source, a, b, n), run(versioned, a, b, n)
            assert got[0] == expected[0], (n, na, nb)
            np.testing.assert_array_equal(got[1], expected[1])


def checked_version(source: str) -> str:
    """The versioned text, verified and run against the source."""
    llvm.parse_and_verify(source)
    versioned = loop_versions.version(source)
    llvm.parse_and_verify(versioned)
    assert_same_results(source, versioned)
    return versioned


@pytest.mark.parametrize("fields", [PLAIN, AFTER], ids=["exit phi", "used past the exit"])
def test_a_copy_with_plain_indices_runs_when_nothing_broadcasts(fields):
    source = loop(**fields)
    versioned = checked_version(source)
    assert "loop.versions:" in versioned and "loop.unbroadcast:" in versioned
    assert "%ia.unbroadcast = select i1 true, i64 %i.unbroadcast, i64 0" in versioned
    assert "%ib.unbroadcast = select i1 true, i64 %i.unbroadcast, i64 0" in versioned
    # the test: `wide` and not `one`, recomputed before the loop
    assert "br i1 %loop.versions.all1, label %loop.unbroadcast, label %loop" in versioned
    for line in source.splitlines():  # the original loop is all there
        if line.startswith("  %") and "%entry" not in line and "%twice" not in line:
            assert line in versioned.splitlines()


def test_quoted_names_get_quoted_copies():
    """Enzyme names shadows like %"x'de": the copies' and the merging phis' names stay
    one token."""
    source = loop(**AFTER).replace("%acc.next", "%\"acc'de.1\"").replace(
        "%acc ", "%\"acc'de\" ").replace("%acc,", "%\"acc'de\",")
    versioned = checked_version(source)
    assert "%\"acc'de.1.merged.unbroadcast\" = phi double" in versioned


def test_the_same_text_gives_the_same_version():
    assert loop_versions.version(loop()) == loop_versions.version(loop())


def test_a_condition_taken_both_ways_in_the_loop_is_not_tested():
    source = loop().replace("%ib = select i1 %one, i64 0, i64 %i",
                            "%ib = select i1 %wide, i64 0, i64 %i")
    assert loop_versions.version(source) == source
    source = loop().replace("  %pa = ", "  %ic = select i1 %wide, i64 0, i64 %i\n"
                            "  %pc = getelementptr double, ptr %a, i64 %ic\n  %pa = ")
    versioned = checked_version(source)
    assert "br i1 %loop.versions.not0, label %loop.unbroadcast, label %loop" in versioned
    assert "%ia.unbroadcast = select i1 %wide.unbroadcast, i64 %i.unbroadcast, i64 0" in versioned


def test_conditions_that_change_in_the_loop_are_left_alone():
    source = loop().replace("icmp ugt i64 %na, 1", "icmp ugt i64 %i, 1").replace(
        "icmp eq i64 %nb, 1", "icmp eq i64 %i, 1")
    assert loop_versions.version(source) == source


def test_a_value_used_past_two_exits_is_left_alone():
    """The loop also leaves early, to `other`, which uses the sum too."""
    source = loop(**AFTER).replace(
        "  %i.next = add i64 %i, 1\n",
        "  %i.next = add i64 %i, 1\n  %far = icmp ugt i64 %i.next, 100\n"
        "  br i1 %far, label %other, label %latch\nlatch:\n").replace(
        "[ %acc.next, %loop ]", "[ %acc.next, %latch ]").replace(
        "[ %i.next, %loop ]", "[ %i.next, %latch ]").replace(
        "exit:\n", "other:\n  %half = fmul double %acc.next, 0.5\n"
        "  br label %exit\nexit:\n").replace(
        "[ %twice, %after ]", "[ %twice, %after ], [ %half, %other ]")
    llvm.parse_and_verify(source)
    assert loop_versions.version(source) == source


def test_a_value_used_in_a_loop_right_after_is_left_alone():
    """The next loop's header is the exit, entered again from that loop: a phi there
    merging the versions would have no value to take on its back edge."""
    source = loop().replace("br i1 %done, label %exit, label %loop", "br i1 %done, label "
                            "%again, label %loop").replace("exit:\n", """again:
  %j = phi i64 [ 0, %loop ], [ %j.next, %again ]
  %sum = phi double [ 0.0, %loop ], [ %sum.next, %again ]
  %sum.next = fadd double %sum, %acc.next
  %j.next = add i64 %j, 1
  %stop = icmp eq i64 %j.next, 3
  br i1 %stop, label %exit, label %again
exit:
""").replace("[ %acc.next, %loop ]\n  ret", "[ %sum.next, %again ]\n  ret")
    llvm.parse_and_verify(source)
    assert loop_versions.version(source) == source


def test_a_loop_entered_from_two_blocks_gets_its_entry_values_merged_before_the_test():
    source = loop().replace(
        "  br i1 %empty, label %exit, label %loop\n",
        "  br i1 %empty, label %exit, label %start\nstart:\n"
        "  %odd = icmp eq i64 %n, 3\n  br i1 %odd, label %loop, label %loop\n")
    assert "versions" not in loop_versions.version(source)  # two edges from one block
    source = loop().replace(
        "  br i1 %empty, label %exit, label %loop\n",
        "  br i1 %empty, label %exit, label %start\nstart:\n"
        "  %odd = icmp eq i64 %n, 3\n  br i1 %odd, label %loop, label %other\n"
        "other:\n  br label %loop\n").replace(
        "[ 0, %entry ], [ %i.next, %loop ]", "[ 0, %start ], [ 0, %other ], [ %i.next, %loop ]"
    ).replace("%acc = phi double [ 0.0, %entry ]", "%acc = phi double [ 0.0, %start ], "
              "[ 1.0, %other ]")
    versioned = checked_version(source)
    assert "%acc.entry.unbroadcast = phi double [ 0.0, %start ], [ 1.0, %other ]" in versioned


def test_loops_in_loops_are_versioned_where_their_conditions_are_fixed():
    """`a`'s extent changes with the outer loop, `b`'s does not."""
    source = loop().replace(
        "define double @f(ptr %out, ptr %a, i64 %na, ptr %b, i64 %nb, i64 %n) {",
        "define double @f(ptr %out, ptr %a, i64 %na0, ptr %b, i64 %nb, i64 %n) {").replace(
        "entry:\n  %empty = icmp eq i64 %n, 0\n  br i1 %empty, label %exit, label %loop\n",
        "entry:\n  br label %outer\nouter:\n"
        "  %k = phi i64 [ 0, %entry ], [ %k.next, %exit ]\n"
        "  %na = sub i64 %na0, %k\n"
        "  %empty = icmp eq i64 %n, 0\n  br i1 %empty, label %exit, label %loop\n").replace(
        "[ 0, %entry ], [ %i.next", "[ 0, %outer ], [ %i.next").replace(
        "[ 0.0, %entry ], [ %acc.next", "[ 0.0, %outer ], [ %acc.next").replace(
        "  %total = phi double [ 0.0, %entry ]", "  %total = phi double [ 0.0, %outer ]").replace(
        "  ret double %total\n",
        "  %k.next = add i64 %k, 1\n  %again = icmp ult i64 %k.next, 2\n"
        "  br i1 %again, label %outer, label %end\nend:\n  ret double %total\n")
    versioned = checked_version(source)
    # the outer loop on `one`, then in both versions of it the inner loop on `wide`
    assert "br i1 %outer.versions.not0, label %outer.unbroadcast, label %outer" in versioned
    assert "br i1 %loop.versions.test0, label %loop.unbroadcast2, label %loop" in versioned
    assert ("br i1 %loop.unbroadcast.versions.test0, label %loop.unbroadcast.unbroadcast, "
            "label %loop.unbroadcast") in versioned
