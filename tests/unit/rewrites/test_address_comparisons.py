"""Address comparisons are taped, and Enzyme output that loads through undef is refused."""

from __future__ import annotations

import pytest

from nrtgrad.rewrites import address_comparisons
from nrtgrad import selfcheck
from nrtgrad.errors import DifferentiationError

# the shape of a vectorised loop's runtime alias check, and a null test
ENTRY = """define i32 @f(ptr %a, ptr %b, ptr %mi, i64 %n) {
entry:
  %pa = ptrtoint ptr %a to i64
  %pb = ptrtoint ptr %b to i64
  %diff = sub i64 %pa, %pb
  %diff.check = icmp ult i64 %diff, 128
  %bound0 = icmp ult ptr %a, %b
  %small = icmp ult i64 %n, 4
  %or.cond = select i1 %small, i1 true, i1 %diff.check
  %null = icmp eq ptr %mi, null
  br i1 %or.cond, label %scalar, label %vector
scalar:
  ret i32 0
vector:
  ret i32 1
}
"""


def test_comparisons_of_addresses_go_through_the_marker():
    pinned = address_comparisons.pin(ENTRY, "f")
    assert "%diff.check = call i1 @nrtgrad.address_test(i1 %nrtgrad.address.0)" in pinned
    assert "%nrtgrad.address.0 = icmp ult i64 %diff, 128" in pinned
    assert "%bound0 = call i1 @nrtgrad.address_test(i1 %nrtgrad.address.1)" in pinned
    assert "%null = call i1 @nrtgrad.address_test(i1 %nrtgrad.address.2)" in pinned
    # a comparison of sizes is left to Enzyme
    assert "  %small = icmp ult i64 %n, 4" in pinned
    assert pinned.count("declare i1 @nrtgrad.address_test(i1) #") == 1
    assert '"enzyme_inactive"' in pinned and "inaccessiblememonly" in pinned


def test_lowering_restores_the_comparisons():
    lowered = address_comparisons.lower(address_comparisons.pin(ENTRY, "f"))
    assert "@nrtgrad.address_test" not in lowered
    assert "  %diff.check = or i1 %nrtgrad.address.0, false" in lowered
    assert "  %nrtgrad.address.0 = icmp ult i64 %diff, 128" in lowered


def test_a_function_without_address_comparisons_is_unchanged():
    text = "define i32 @g(i64 %n) {\nentry:\n  %c = icmp ult i64 %n, 4\n  ret i32 0\n}\n"
    assert address_comparisons.pin(text, "g") == text


# what Enzyme printed for the loop-carried Euler kernel before addresses were taped
RELOAD_THROUGH_UNDEF = """define internal { double } @diffe_ZN7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr %a) {
entry:
  %.6.i169_unwrap1502 = load ptr, ptr undef, align 8, !alias.scope !336
  ret { double } zeroinitializer
}
"""


def test_a_load_through_undef_is_refused_naming_the_python_function():
    with pytest.raises(DifferentiationError) as error:
        selfcheck.check_defined_addresses(RELOAD_THROUGH_UNDEF)
    assert str(error.value) == (
        "the derivative of `kernels.ode_euler` reads an array Enzyme has already released (a "
        f"load through undef, found by the self-check; {selfcheck.LOOP_CARRIED}): this pattern "
        f"is not supported yet; {selfcheck.LOOP_FORWARD}")


@pytest.mark.parametrize("line", [
    "  store double %x, ptr poison, align 8",
    "  store ptr undef, ptr %cache, align 8, !invariant.group !7",
])
def test_stores_through_or_of_undefined_pointers_are_refused(line):
    text = RELOAD_THROUGH_UNDEF.replace(
        "  %.6.i169_unwrap1502 = load ptr, ptr undef, align 8, !alias.scope !336", line)
    with pytest.raises(DifferentiationError, match="through undef"):
        selfcheck.check_defined_addresses(text)


def test_undef_call_arguments_are_fine():
    text = RELOAD_THROUGH_UNDEF.replace(
        "  %.6.i169_unwrap1502 = load ptr, ptr undef, align 8, !alias.scope !336",
        "  %r = call { double } @diffef(ptr undef, ptr %a)")
    selfcheck.check_defined_addresses(text)
