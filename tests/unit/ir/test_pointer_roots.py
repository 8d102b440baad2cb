"""PointerRoots: a pointer's roots through getelementptrs, selects, phis and bitcasts, a
load of a MemInfo's data pointer standing for the MemInfo."""

from __future__ import annotations

from nrtgrad import ir
from nrtgrad.ir.pointer_roots import PointerRoots

FUNCTION = """define double @f(ptr %a, ptr %m, i1 %c, i64 %n) {
entry:
  %field = getelementptr i8, ptr %m, i64 24
  %data = load ptr, ptr %field, align 8
  %slot = alloca double, align 8
  br label %loop

loop:
  %p = phi ptr [ %data, %entry ], [ %step, %loop ]
  %step = getelementptr double, ptr %p, i64 1
  %again = load ptr, ptr %field, align 8, !noalias !0
  %q = select i1 %c, ptr %again, ptr %a
  %r = getelementptr inbounds float, ptr %q, i64 %n
  %other = load ptr, ptr %a, align 8
  %cast = bitcast ptr %q to ptr
  %done = icmp eq i64 %n, 0
  br i1 %done, label %exit, label %loop

exit:
  %v = load double, ptr %r, align 8
  ret double %v
}
"""


def roots() -> PointerRoots:
    lines = FUNCTION.splitlines()
    return PointerRoots(lines, ir.function_named(lines, "f"))


def test_every_load_of_a_data_pointer_stands_for_its_meminfo():
    found = roots()
    assert found.data == {"%data": "%m", "%again": "%m"}
    assert found.roots("%step") == {"%m"}


def test_selects_geps_and_casts_lead_to_every_root():
    assert roots().roots("%r") == roots().roots("%cast") == {"%m", "%a"}


def test_other_values_are_roots_of_their_own():
    found = roots()
    assert found.roots("%other") == {"%other"}
    assert found.roots("%slot") == {"%slot"}
    assert found.roots("%a") == {"%a"}
    assert found.definitions["%again"] == (10, "load ptr, ptr %field, align 8")
