"""markers: NRT calls retargeted to the declarations Enzyme is told about, and lowered back.

`normalize` takes the ownership analysis's decisions (test_ownership.py) and turns
them into markers; `lower` undoes them after Enzyme, defining the shadow allocator
and the shadow free.  Enzyme's output is imitated here by hand: a shadow
allocation is the call Enzyme names `<primal>'mi`.  Every module must verify in
LLVM 15 (llvmlite).
"""

from __future__ import annotations

import re

import pytest

from nrtgrad.errors import UnsupportedError
from nrtgrad.nrt import markers
from nrtgrad.toolchain import llvm

DECLARATIONS = """declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
"""
# a temporary shared once then released; an argument's inactive pair; a decref of null
MODULE = DECLARATIONS + """
define i32 @f(ptr %excinfo, ptr %arg.a.0) {
entry:
  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  call void @NRT_incref(ptr %t)
  call void @NRT_decref(ptr %t)
  call void @NRT_incref(ptr %arg.a.0)
  call void @NRT_decref(ptr %arg.a.0)
  call void @NRT_decref(ptr null)
  call void @NRT_decref(ptr %t)
  ret i32 0
}
"""
ALLOC = "@nrtgrad.alloc.NRT_MemInfo_alloc_aligned"


def body(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("define i32 @f("))
    return [line.strip() for line in lines[start + 2:lines.index("}", start)]]


def test_reverse_mode_markers_from_the_ownership_decisions():
    text = markers.normalize(MODULE, "f", {"%arg.a.0"})
    llvm.parse_and_verify(text)
    assert body(text) == [
        f"%t = call ptr {ALLOC}(i64 8, i32 32, i64 0)",
        "call void @nrtgrad.incref.inactive(ptr %t)",
        "call void @nrtgrad.decref.inactive(ptr %t)",
        "call void @nrtgrad.incref.inactive(ptr %arg.a.0)",
        "call void @nrtgrad.decref.inactive(ptr %arg.a.0)",
        "call void @nrtgrad.release(ptr %t)",  # the decref of null is gone
        "ret i32 0"]
    assert 'attributes #0 = { "enzyme_math"="free" }' in text
    assert "declare void @nrtgrad.release(ptr) #0" in text
    # the allocator is allocation-like, its size the zero extra argument (index 2)
    assert (f"@__enzyme_allocation_like.NRT_MemInfo_alloc_aligned = global [4 x ptr] "
            f"[ptr {ALLOC}, ptr inttoptr (i64 2 to ptr), ptr @nrtgrad.dealloc_indices, "
            "ptr @nrtgrad.shadow_free]") in text


def test_forward_mode_releases_the_shadow_then_the_primal_for_real():
    text = markers.normalize(MODULE, "f", {"%arg.a.0"}, mode="forward")
    llvm.parse_and_verify(text)
    assert body(text)[-3:] == ["call void @nrtgrad.release.shadow(ptr %t)",
                               "call void @nrtgrad.decref.final(ptr %t)", "ret i32 0"]
    # the final decref frees: inactive, but not nofree
    assert "declare void @nrtgrad.decref.final(ptr) #3" in text
    assert 'attributes #3 = { "enzyme_inactive" nounwind }' in text


def test_lowering_without_shadows_gives_back_the_input_calls():
    lowered = markers.lower(markers.normalize(MODULE, "f", {"%arg.a.0"}))
    llvm.parse_and_verify(lowered)
    expected = [line.strip() for line in MODULE.splitlines()
                if "NRT_" in line and "declare" not in line and "ptr null" not in line]
    assert [line for line in body(lowered) if "NRT_" in line] == expected
    assert "nrtgrad." not in lowered and "__enzyme" not in lowered


def test_lowering_defines_the_zeroing_shadow_allocator_and_the_shadow_free():
    normalized = markers.normalize(MODULE, "f", {"%arg.a.0"}, mode="forward")
    # as Enzyme's forward mode leaves it: the shadow allocated and released like the primal
    enzyme = normalized.replace(
        "  call void @nrtgrad.release.shadow(ptr %t)\n",
        f"  %\"t'mi\" = call ptr {ALLOC}(i64 8, i32 32, i64 0)\n"
        "  call void @nrtgrad.release.shadow(ptr %\"t'mi\")\n"
        "  call void @nrtgrad.release.shadow(ptr %t)\n")
    lowered = markers.lower(enzyme)
    llvm.parse_and_verify(lowered)
    lines = body(lowered)
    # the primal allocates directly, its shadow through the zeroing wrapper
    assert "%t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)" in lines
    assert f"%\"t'mi\" = call ptr {ALLOC}(i64 8, i32 32, i64 0)" in lines
    # the primal's shadow-only release is gone, the shadow's is a shadow free
    assert lines[-3:] == ["call void @nrtgrad.shadow_free(ptr %\"t'mi\")",
                          "call void @NRT_decref(ptr %t)", "ret i32 0"]
    assert f"define internal ptr {ALLOC}(i64 %a0, i32 %a1, i64 %unused) alwaysinline" in lowered
    assert "call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 %a0, i1 false)" in lowered
    assert "define internal void @nrtgrad.shadow_free(ptr %mi) alwaysinline" in lowered
    assert lowered.count("declare void @NRT_MemInfo_call_dtor(ptr)") == 1


def test_a_shadow_only_zeroed_with_an_empty_memset_is_dropped():
    shadow = f"  %\"x'mi\" = call ptr {ALLOC}(i64 8, i32 32, i64 0)"
    memset = "  call void @llvm.memset.p0.i64(ptr %\"x'mi\", i8 0, i64 0, i1 false)"
    lines = ["define void @g() {", "entry:", shadow, memset, "  ret void", "}"]
    assert markers.drop_unused_shadows(lines) == ["define void @g() {", "entry:", "  ret void",
                                                  "}"]
    used = lines[:4] + ["  call void @nrtgrad.shadow_free(ptr %\"x'mi\")"] + lines[4:]
    assert markers.drop_unused_shadows(used) == used


def test_second_order_gives_the_releases_forward_derivatives():
    text = markers.second_order(markers.normalize(MODULE, "f", {"%arg.a.0"}))
    llvm.parse_and_verify(text)
    assert "call void @nrtgrad.release.second_order(ptr %t)" in text
    assert ("@__enzyme_register_derivative_nrtgrad_release = global [2 x ptr] [ptr "
            "@nrtgrad.release.second_order, ptr @nrtgrad.release.second_order.forward]") in text
    assert ("@__enzyme_register_derivative_nrtgrad_shadow_free = global [2 x ptr] [ptr "
            "@nrtgrad.shadow_free, ptr @nrtgrad.shadow_free.forward]") in text
    # lowered, the registrations are gone and the release is a decref again
    lowered = markers.lower(text, zero_every_allocation=True)
    llvm.parse_and_verify(lowered)
    assert "__enzyme_register" not in lowered
    assert "call void @NRT_decref(ptr %t)" in lowered
    # hvp: the primal allocates through the zeroing wrapper too
    assert f"%t = call ptr {ALLOC}(i64 8, i32 32, i64 0)" in lowered


def test_modules_that_call_enzyme_themselves_release_at_every_decref():
    text = markers.register_all_releases(MODULE)
    llvm.parse_and_verify(text)
    assert body(text).count("call void @nrtgrad.release(ptr %t)") == 2
    assert "call void @nrtgrad.release(ptr %arg.a.0)" in body(text)
    assert "call void @NRT_incref(ptr %t)" in body(text)


@pytest.mark.parametrize("callee, what", [
    ("NRT_MemInfo_varsize_alloc", "a `list` (a variable-size NRT buffer)"),
    ("numba_xxgemm", "`np.dot` / `@` of complex matrices (BLAS gemm)"),
    ("numba_dict_new_sized", "a `dict` (Numba's typed dictionary)"),
])
def test_a_call_nrtgrad_cannot_differentiate_is_refused(callee, what):
    text = MODULE.replace("  ret i32 0", f"  call void @{callee}()\n  ret i32 0") + \
        f"declare void @{callee}()\n"
    with pytest.raises(UnsupportedError, match=rf"^{re.escape(what)} is not supported yet: "):
        markers.normalize(text, "f", {"%arg.a.0"})


@pytest.mark.parametrize("declaration", [
    "declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32)",
    "declare void @numba_rnd_shuffle(ptr nocapture)",
    "declare ptr @numba_get_np_random_state()",
])
def test_numba_shape_and_generator_helpers_are_declared_inactive(declaration):
    """Inactive, and run as they are in the forward pass (their state is no allocation)."""
    normalized = markers.normalize(MODULE + declaration + "\n", "f", {"%arg.a.0"})
    assert (declaration + ' "enzyme_inactive" "enzyme_no_escaping_allocation" nofree '
            "nounwind") in normalized
