"""packed_rules: a registered function's calls outside its passes go through its packed
twin, whose passes get the arguments the function's own passes got; modules without
such a call are left as they are.  Every output is valid IR (llvmlite parses it)."""

from __future__ import annotations

import llvmlite.binding as llvm

from nrtgrad.enzyme import packed_rules

RULE = """define internal void @w(i64 %n, ptr "enzyme_type"="{[-1]:Pointer, [-1,-1]:Float@double}" %x) noinline {
entry:
  ret void
}

define internal ptr @w.augment(i64 %n, i64 %n.shadow, ptr %x, ptr %dx) {
entry:
  call void @w(i64 %n, ptr %x)
  ret ptr null
}

define internal void @w.reverse(i64 %n, i64 %n.shadow, ptr %x, ptr %dx, ptr %tape) {
entry:
  ret void
}

@"__enzyme_register_gradient_w" = global [3 x ptr] [ptr @w, ptr @w.augment, ptr @w.reverse]
"""

CALLER = """
define void @f(ptr %x, i64 %n) {
entry:
  call void @w(i64 %n, ptr %x)
  call void @w(i64 3, ptr %x)
  ret void
}
"""


def test_calls_outside_the_rules_go_through_the_packed_twin():
    packed = packed_rules.pack(RULE + CALLER)
    llvm.parse_assembly(packed).verify()
    caller = packed[packed.index("define void @f"):]
    caller = caller[:caller.index("\n}")]
    assert caller.count("call void @w.packed(ptr %packed.w.") == 2
    assert "call void @w(" not in caller
    assert caller.count("= alloca { i64, ptr }") == 2
    assert "store i64 3, ptr" in caller
    # the rules' own call of the function stays direct
    augment = packed[packed.index("define internal ptr @w.augment("):]
    assert augment[:augment.index("\n}")].count("call void @w(i64 %n, ptr %x)") == 1
    # the twin's passes call the function's with each integer twice, the pointer's shadow
    assert "call ptr @w.augment(i64 %a0, i64 %a0, ptr %a1, ptr %s1)" in packed
    assert "call void @w.reverse(i64 %t1, i64 %t1, ptr %t2, ptr %t3, ptr %t0)" in packed
    assert ('@"__enzyme_register_gradient_w.packed" = global [3 x ptr] [ptr @w.packed, '
            "ptr @w.packed.augment, ptr @w.packed.reverse]") in packed
    assert '"enzyme_type"="{[-1]:Pointer, [-1,0]:Integer, [-1,8]:Pointer, ' \
           '[-1,8,-1]:Float@double}" %arguments' in packed
    assert packed_rules.pack(RULE + CALLER) == packed


def test_modules_without_calls_of_registered_functions_stay_as_they_are():
    assert packed_rules.pack(RULE) == RULE
    plain = "define void @f() {\nentry:\n  ret void\n}\n"
    assert packed_rules.pack(plain) == plain
