"""index_types.type_index_loads: only i64 loads that reach an array index are typed Integer.

A load reaching a GEP's index through integer arithmetic, selects, casts and
phis is an index; a load used any other way (stored, compared, converted to
a pointer) is left to Enzyme.  Results must verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import re

from nrtgrad.rewrites import index_types
from nrtgrad.toolchain import llvm

MODULE = """
define double @f(ptr %idx, ptr %x, ptr %out, i64 %n, i1 %c) {
entry:
  %i = load i64, ptr %idx, align 8
  %neg = icmp slt i64 %i, 0
  %wrap = select i1 %neg, i64 %n, i64 0
  %j = add i64 %wrap, %i
  %p = getelementptr double, ptr %x, i64 %j
  %v = load double, ptr %p, align 8
  %k = load i64, ptr %idx, align 8
  store i64 %k, ptr %out, align 8
  %q = getelementptr i64, ptr %idx, i64 1
  %m = load i64, ptr %q, align 8
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %phi = phi i64 [ %m, %entry ], [ 0, %a ]
  %r = getelementptr inbounds double, ptr %x, i64 %phi
  %w = load double, ptr %r, align 8
  %s = fadd double %v, %w
  ret double %s
}
"""


def typed_values(text: str) -> set[str]:
    return {m.group(1) for m in re.finditer(r"^\s*(%\w+) = load i64.*!enzyme_type", text, re.M)}


def test_loads_that_reach_an_index_are_typed_integer_and_others_are_not():
    text = index_types.type_index_loads(MODULE, "f")
    llvm.parse_and_verify(text)
    assert typed_values(text) == {"%i", "%m"}
    assert '= !{!"Integer"}' in text


def test_module_without_index_loads_is_unchanged():
    source = MODULE.replace("i64 %j", "i64 2").replace("i64 %phi", "i64 3")
    assert index_types.type_index_loads(source, "f") == source
