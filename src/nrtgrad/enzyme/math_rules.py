"""Reverse-mode derivative rules for libm calls whose derivative reuses the result.

Enzyme differentiates `y = tanh(x)` as `dx = dy / cosh(x)^2`: a second libm
call per element in the reverse pass, as costly as the first (C6 in
docs/enzyme-workarounds.md).  With `1 - y^2` the reverse pass needs only
`y`.  Each `tanh` call becomes a call of a wrapper whose registered
augmented forward pass returns `y` as its tape (its bits in a pointer, the
tape type Enzyme takes), and whose reverse pass computes
`dy * (1 - y * y)`.  The wrapper touches no memory the function sees
(`inaccessiblememonly`), so Enzyme keeps the tape rather than calling the
augmented pass again in the reverse pass, and caches nothing else for it.

Only calls inside a loop of their function go through the wrapper; one
outside every loop runs once and keeps libm's `tanh` (Enzyme's own
derivative).  Where nothing after such a call reads what it may have
written (`return math.tanh(x)`, `math.tanh(x) * 2.0`), Enzyme would do the
call's forward and reverse pass together, which it cannot do for a
registered rule whose result is used (it aborts: `!key.returnUsed` in
CreatePrimalAndGradient).  Inside a loop the wrapper's next iteration always
follows the call, so Enzyme keeps them apart.

Reverse mode only: forward mode has no second call to save, and the
Hessian-vector product differentiates the reverse pass again.  After
Enzyme, `lower` calls libm's `tanh` again and drops the registration.
"""

from __future__ import annotations

import re

from .. import ir
from ..ir.block_graph import BlockGraph

_CALL = re.compile(r"\bcall ((?:[a-z]+ )*)double @tanh\(double ")
WRAPPER = "nrtgrad.tanh"
_RULES = """
define internal "enzyme_type"="{[-1]:Float@double}" double @nrtgrad.tanh(double "enzyme_type"="{[-1]:Float@double}" %x) noinline nounwind willreturn inaccessiblememonly {
entry:
  %y = call double @tanh(double %x)
  ret double %y
}

define internal { ptr, double } @nrtgrad.tanh.augment(double %x) {
entry:
  %y = call double @tanh(double %x)
  %bits = bitcast double %y to i64
  %tape = inttoptr i64 %bits to ptr
  %with.tape = insertvalue { ptr, double } undef, ptr %tape, 0
  %result = insertvalue { ptr, double } %with.tape, double %y, 1
  ret { ptr, double } %result
}

define internal { double } @nrtgrad.tanh.reverse(double %x, double %dy, ptr %tape) {
entry:
  %bits = ptrtoint ptr %tape to i64
  %y = bitcast i64 %bits to double
  %y2 = fmul double %y, %y
  %slope = fsub double 1.000000e+00, %y2
  %dx = fmul double %dy, %slope
  %result = insertvalue { double } undef, double %dx, 0
  ret { double } %result
}

@__enzyme_register_gradient_nrtgrad.tanh = global [3 x ptr] [ptr @nrtgrad.tanh, ptr @nrtgrad.tanh.augment, ptr @nrtgrad.tanh.reverse]
"""
_REGISTRATION = re.compile(r"^@__enzyme_register_gradient_nrtgrad\.tanh = .*\n", re.M)
# the wrapper's return attributes name a type with an `@` (`Float@double`)
_RULE_DEFINITION = re.compile(r"^define (?:(?:internal|dso_local) )*(?=(?:\"[^\"]*\"|[^@\"])*"
                              r"@nrtgrad\.tanh[.(])", re.M)
_WRAPPER_CALL = re.compile(r"@nrtgrad\.tanh\(")


def register(text: str) -> str:
    """Every `tanh` call inside a loop through the wrapper with a registered derivative."""
    if not _CALL.search(text):
        return text
    lines = text.splitlines()
    changed = False
    for function in ir.defined_functions(lines):
        if not any(_CALL.search(lines[i]) for i in range(function.start, function.end)):
            continue
        graph = BlockGraph(lines, function)
        for block in graph.blocks:
            if not graph.loops[block.name]:
                continue
            for index in block.lines:
                rewritten = _CALL.sub(lambda m: f"call {m.group(1)}double @{WRAPPER}(double ",
                                      lines[index])
                changed |= rewritten != lines[index]
                lines[index] = rewritten
    return ir.module_text(lines) + _RULES if changed else text


def lower(text: str) -> str:
    """After Enzyme: libm's `tanh` called again; the rules internal, unregistered."""
    if f"@{WRAPPER}" not in text:
        return text
    text = _RULE_DEFINITION.sub("define internal ", _REGISTRATION.sub("", text))
    lines = [line if line.startswith("define ") else _WRAPPER_CALL.sub("@tanh(", line)
             for line in text.splitlines()]
    return ir.module_text(lines)
