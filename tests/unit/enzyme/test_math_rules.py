"""math_rules on a small module: tanh calls through the wrapper, and back after Enzyme.

Registered, the module must verify in LLVM 15 (the toolchain's opt) with every tanh call
going through the wrapper; lowered, no wrapper call or registration is left.
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

define double @f(ptr %p, double %x) {
entry:
  %a = tail call fast double @tanh(double %x)
  %b = call double @tanh(double %a) #0
  ret double %b
}

attributes #0 = { nounwind }
"""


def test_tanh_calls_go_through_the_registered_wrapper_and_come_back():
    registered = math_rules.register(MODULE)
    verified(registered)
    assert "%a = tail call fast double @nrtgrad.tanh(double %x)" in registered
    assert "%b = call double @nrtgrad.tanh(double %a) #0" in registered
    assert "@__enzyme_register_gradient_nrtgrad.tanh = global" in registered
    lowered = math_rules.lower(registered.replace("define internal double @nrtgrad.tanh(",
                                                  "define double @nrtgrad.tanh("))
    verified(lowered)
    assert "%a = tail call fast double @tanh(double %x)" in lowered
    assert "__enzyme_register" not in lowered
    assert "define double @nrtgrad" not in lowered


def test_a_module_without_tanh_is_unchanged():
    source = MODULE.replace("@tanh", "@sinh")
    assert math_rules.register(source) == source
    assert math_rules.lower(source) == source
