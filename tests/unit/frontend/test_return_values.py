"""results.read: what an entry returns, from every store through %retptr."""

from __future__ import annotations

import pytest

from nrtgrad.frontend import return_values
from nrtgrad.frontend.return_values import Result

HEAD = "define i32 @_ZN1m1fB2v1E5ArrayIdLi1E1C7mutable7alignedE(ptr noalias %retptr, ptr %excinfo) {"


def read(*lines: str) -> Result:
    return return_values.read([HEAD, *lines, "  ret i32 0", "}"])


def test_a_scalar_is_one_store_at_the_result():
    assert read("  store double %s, ptr %retptr, align 8") == Result("scalar", "float64")
    assert read("  store float %s, ptr %retptr, align 4") == Result("scalar", "float32")


def test_a_tuple_whose_first_element_is_stored_like_a_scalar_is_a_tuple():
    # Numba 0.68 (LLVM 22): byte GEPs
    assert read("  store double %a, ptr %retptr, align 8",
                "  %retptr.repack24 = getelementptr inbounds i8, ptr %retptr, i64 8",
                "  store double %b, ptr %retptr.repack24, align 8") == Result("tuple", "float64", 2)


def test_a_tuple_through_typed_geps():
    # Numba 0.61 (LLVM 15) read through the canonical dialect
    assert read("  %retptr.repack = bitcast ptr %retptr to ptr",
                "  store float %a, ptr %retptr.repack, align 4",
                "  %r1 = getelementptr inbounds [3 x float], ptr %retptr, i64 0, i64 1",
                "  store float %b, ptr %r1, align 4",
                "  %r2 = getelementptr inbounds [3 x float], ptr %retptr, i64 0, i64 2",
                "  store float %c, ptr %r2, align 4") == Result("tuple", "float32", 3)


def test_a_tuple_of_mixed_types_has_no_dtype():
    result = read("  store double %a, ptr %retptr, align 8",
                  "  %r1 = getelementptr inbounds i8, ptr %retptr, i64 8",
                  "  store i64 %b, ptr %r1, align 8")
    assert result == Result("tuple", "", 2)
    assert result.describe() == "a tuple of 2 values of mixed types"


@pytest.mark.parametrize("ndim", [1, 2])
def test_an_array_is_its_struct(ndim):
    struct = f"{{ ptr, ptr, i64, i64, ptr, [{ndim} x i64], [{ndim} x i64] }}"
    fields = ["  store ptr %mi, ptr %retptr, align 8"]
    for offset, kind in [(8, "ptr"), (16, "i64"), (24, "i64"), (32, "ptr")] + \
            [(40 + 8 * k, "i64") for k in range(2 * ndim)]:
        fields += [f"  %f{offset} = getelementptr inbounds i8, ptr %retptr, i64 {offset}",
                   f"  store {kind} %v{offset}, ptr %f{offset}, align 8"]
    assert read(*fields) == Result("array", ndim=ndim)
    typed = read(f"  %f5 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 5, i64 0",
                 "  store ptr %mi, ptr %retptr, align 8",
                 f"  %f4 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 4",
                 "  store ptr %data, ptr %f4, align 8",
                 f"  %f6 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 6, i64 {ndim - 1}",
                 "  store i64 %s, ptr %f6, align 8")
    assert typed == Result("array", ndim=ndim)
    assert read(f"  store {struct} %a, ptr %retptr, align 8") == Result("array", ndim=ndim)
    # a 1-D array's shape and strides stored through GEPs to the [1 x i64] fields themselves
    if ndim == 1:
        whole = read("  store ptr %mi, ptr %retptr, align 8",
                     f"  %f4 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 4",
                     "  store ptr %data, ptr %f4, align 8",
                     f"  %f5 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 5",
                     "  store i64 %n, ptr %f5, align 8",
                     f"  %f6 = getelementptr inbounds {struct}, ptr %retptr, i64 0, i32 6",
                     "  store i64 8, ptr %f6, align 8")
        assert whole == Result("array", ndim=1)


def test_reading_the_result_back_changes_nothing():
    assert read("  store double %a, ptr %retptr, align 8",
                "  %again = load double, ptr %retptr, align 8") == Result("scalar", "float64")


@pytest.mark.parametrize("use", [
    "  call void @helper(ptr %retptr)",                       # written by a callee
    "  %p = getelementptr inbounds double, ptr %retptr, i64 %i",  # an unknown offset
    "  store ptr %retptr, ptr %slot, align 8",                # the address escapes
])
def test_anything_else_is_unknown(use):
    assert read("  store double %a, ptr %retptr, align 8", use) == Result("unknown")
