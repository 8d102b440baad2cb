"""math_rules on a small module: tanh calls through the wrapper, and back after Enzyme.

Registered, the module must verify in LLVM 15 (the toolchain's opt) with every tanh call
inside a loop going through the wrapper, and one outside every loop left to libm's
`tanh` (Enzyme aborts on a registered rule whose call it differentiates forward and
reverse at once, as in `return math.tanh(x)`); lowered, no wrapper call or
registration is left.
Enzyme's use of the rule is checked end to end (tests/lit, the fixtures'
gradients against finite differences).
"""

from __future__ import annotations

from nrtgrad import enzyme, toolchain
from nrtgrad.enzyme import math_rules


def verified(text: str) -> str:
    return enzyme.run_opt(toolchain.find(), text, "verify", plugin=False, timeout=60)


MODULE = """
declare double @tanh(double)

define double @f(ptr %p, double %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %s = phi double [ %x, %entry ], [ %b, %loop ]
  %a = tail call fast double @tanh(double %s)
  %b = call double @tanh(double %a) #0
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  %c = call double @tanh(double %b)
  ret double %c
}

attributes #0 = { nounwind }
"""


def test_tanh_calls_go_through_the_registered_wrapper_and_come_back():
    registered = math_rules.register(MODULE)
    verified(registered)
    assert "%a = tail call fast double @nrtgrad.tanh(double %s)" in registered
    assert "%b = call double @nrtgrad.tanh(double %a) #0" in registered
    assert "%c = call double @tanh(double %b)" in registered
    assert "@__enzyme_register_gradient_nrtgrad.tanh = global" in registered
    lowered = math_rules.lower(registered.replace("define internal double @nrtgrad.tanh(",
                                                  "define double @nrtgrad.tanh("))
    verified(lowered)
    assert "%a = tail call fast double @tanh(double %s)" in lowered
    assert "__enzyme_register" not in lowered
    assert "define double @nrtgrad" not in lowered


def test_a_module_without_tanh_is_unchanged():
    source = MODULE.replace("@tanh", "@sinh")
    assert math_rules.register(source) == source
    assert math_rules.lower(source) == source


def test_a_tanh_call_outside_every_loop_keeps_libm():
    source = """
declare double @tanh(double)

define double @f(double %x) {
entry:
  %a = call double @tanh(double %x)
  ret double %a
}
"""
    assert math_rules.register(source) == source
