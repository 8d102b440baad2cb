"""if_conversion.convert on small functions: what it folds, and what it must leave alone.

A folded function must verify in LLVM 15 (llvmlite) and compute what the
branches computed, on values that take every branch; an arm that may not be
finite where it is not taken computes on guarded operands there.
"""

from __future__ import annotations

import ctypes
import re

import pytest
from llvmlite import binding

from nrtgrad.rewrites import if_conversion
from nrtgrad.toolchain import llvm

# Huber's three-way branch, as Numba leaves it: a tree below %entry, one merge
HUBER = """
define double @f(double %r) {{
entry:
  %above = fcmp ogt double %r, 1.000000e+00
  br i1 %above, label %high, label %rest{prof}
high:
  %a = fadd double %r, -5.000000e-01
  br label %merge
rest:
  %below = fcmp olt double %r, -1.000000e+00
  br i1 %below, label %low, label %{middle}
low:
  %b = fsub double -5.000000e-01, %r
  br label %merge
middle:
  %half = fmul double %r, 5.000000e-01
  %c = {square}
  br label %merge
merge:
  %v = phi double [ %a, %high ], [ %b, %low ], [ %c, %middle ]{extra}
  ret double %v
}}
"""
PLAIN = dict(prof="", middle="middle", square="fmul double %r, %half", extra="")


def huber(**changes) -> str:
    return HUBER.format(**{**PLAIN, **changes})


def run(text: str, argument: float) -> float:
    binding.initialize_native_target()
    binding.initialize_native_asmprinter()
    module = binding.parse_assembly(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    function = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)(
        engine.get_function_address("f"))
    return function(argument)


def test_a_three_way_branch_becomes_selects_with_the_same_values():
    source = huber()
    folded = if_conversion.convert(source)
    llvm.parse_and_verify(folded)
    assert "br i1" not in folded
    assert folded.count("= select i1") == 2
    assert "%v = phi double [ %nrtgrad.select.1, %entry ]" in folded
    assert if_conversion.convert(source, guarded=True).strip() == source.strip()  # no guard
    for value in (-3.0, -1.0, -0.25, 0.0, 0.5, 1.0, 2.5):
        assert run(folded, value) == run(source, value)


OUTSIDE = """
define double @f(double %r) {
entry:
  %z = fcmp oeq double %r, 0.000000e+00
  br i1 %z, label %side, label %tree
side:
  %s = call double @g(double %r)
  br label %merge
tree:
  %above = fcmp ogt double %r, 1.000000e+00
  br i1 %above, label %high, label %low
high:
  %a = fadd double %r, -5.000000e-01
  br label %merge
low:
  %b = fsub double -5.000000e-01, %r
  br label %merge
merge:
  %v = phi double [ %s, %side ], [ %a, %high ], [ %b, %low ]
  ret double %v
}
declare double @g(double)
"""
SIN = "\ndeclare double @llvm.sin.f64(double)\n"
LOG = "\ndeclare double @llvm.log.f64(double)\n"
PROF = '\n!0 = !{!"branch_weights", i32 1, i32 99}\n'
LONG = ("fmul double %r, %half\n  %c1 = fmul double %c, %c\n  %c2 = fmul double %c1, %c\n"
        "  %c3 = fmul double %c2, %c")


@pytest.mark.parametrize("source", [
    huber(prof=", !prof !0") + PROF,                                # an error check
    huber(square="call double @g(double %half)") + "\ndeclare double @g(double)\n",  # a call
    huber(square=LONG).replace("[ %c, %middle ]", "[ %c3, %middle ]"),  # too long an arm
    huber(square="call double @llvm.log.f64(double %d)").replace(
        "%half = fmul double %r, 5.000000e-01",
        "%d = fsub double %r, %r") + LOG,  # log(r - r): no constant keeps it finite
    huber(square="select i1 %below, double %r, double %half").replace(
        "fmul double %r, 5.000000e-01", "fdiv double 1.000000e+00, %r"),  # guarded select
    OUTSIDE,                        # the merge has a predecessor outside the tree
    huber().replace("phi double", "phi i64").replace("%a, %high", "1, %high").replace(
        "%b, %low", "2, %low").replace("%c, %middle", "3, %middle").replace(
        "ret double %v", "%w = sitofp i64 %v to double\n  ret double %w"),  # no float phi
], ids=["prof", "call", "long", "log-zero", "select", "outside", "integer"])
def test_other_branches_are_left_alone(source):
    llvm.parse_and_verify(source)
    for guarded in (False, True):
        assert if_conversion.convert(source, guarded=guarded).strip() == source.strip()


@pytest.mark.parametrize("source, safe", [
    (huber(square="fdiv double %r, %half"), "1.000000e+00"),            # r / (r / 2)
    (huber(square="call double @llvm.sin.f64(double %half)") + SIN, "0.000000e+00"),
    (huber(square="call double @llvm.log.f64(double %half)") + LOG, "1.000000e+00"),
    (huber().replace("%half = fmul double %r, 5.000000e-01",
                     "%half = fmul double %r, %r"), "0.000000e+00"),   # r * r * r
], ids=["fdiv", "sin", "log", "cube"])
def test_an_arm_that_may_not_be_finite_is_guarded_by_its_path_condition(source, safe):
    assert if_conversion.convert(source).strip() == source.strip()  # not before opt
    folded = if_conversion.convert(source, guarded=True)
    llvm.parse_and_verify(folded)
    assert "br i1" not in folded
    # the middle arm is taken where neither r > 1 nor r < -1: its one outside operand,
    # r, is r there and the safe constant elsewhere
    negated = dict(re.findall(r"(%\S+) = xor i1 (%\w+), true", folded))
    both = re.search(r"(%\S+) = and i1 (%\S+), (%\S+)", folded)
    assert sorted(negated[name] for name in both.groups()[1:]) == ["%above", "%below"]
    assert f"select i1 {both.group(1)}, double %r, double {safe}" in folded
    for value in (-3.0, -1.0, -0.25, 0.0, 0.5, 1.0, 2.5, 1e200, -1e200):
        assert run(folded, value) == pytest.approx(run(source, value), nan_ok=True), value
