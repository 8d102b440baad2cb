"""float_views.check: an array's data loaded or stored as another float type is refused.

`arr.view(np.float32)[1]` of a float64 argument, read through a bitcast in
typed-pointer IR (Numba 0.61, LLVM 15) and through a byte getelementptr in
opaque IR (Numba 0.68, LLVM 22 syntax), is refused after the dialect stage,
naming the argument, `.view(np.float32)` and float64; so is a new float64
array read as float32 through a phi.  Integer views, views of one float
type, a complex128 array read as float64 pairs and a float32 argument read
as float32 pass, and the module comes back unchanged.
"""

from __future__ import annotations

import pytest

from nrtgrad import toolchain
from nrtgrad.errors import UnsupportedError
from nrtgrad.frontend import dialect, float_views, numba_abi

# kern.f2(arr: float64[::1]) and kern.g(arr: float32[::1])
SYMBOL = "_ZN4kern2f2B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"
SYMBOL32 = SYMBOL.replace("2f2", "1g").replace("5ArrayIdLi1E", "5ArrayIfLi1E")
PARAMETERS = ("ptr %arg.arr.0, ptr %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, ptr %arg.arr.4, "
              "i64 %arg.arr.5.0, i64 %arg.arr.6.0")

# `return arr.view(np.float32)[1] * 2.0`, as Numba 0.61.2 writes it
TYPED = f"""
define i32 @{SYMBOL}(double* noalias %retptr, i8** noalias %excinfo, i8* %arg.arr.0, i8* %arg.arr.1, i64 %arg.arr.2, i64 %arg.arr.3, double* %arg.arr.4, i64 %arg.arr.5.0, i64 %arg.arr.6.0) {{
entry:
  %0 = bitcast double* %arg.arr.4 to float*
  %1 = getelementptr float, float* %0, i64 1
  %2 = load float, float* %1, align 4
  %3 = fpext float %2 to double
  %4 = fmul double %3, 2.000000e+00
  store double %4, double* %retptr, align 8
  ret i32 0
}}
"""
# the same, as Numba 0.68.1 writes it (LLVM 22 syntax)
OPAQUE = f"""
define i32 @{SYMBOL}(ptr noalias writeonly captures(none) %retptr, ptr noalias %excinfo, {PARAMETERS}) {{
entry:
  %0 = getelementptr inbounds nuw i8, ptr %arg.arr.4, i64 4
  %1 = load float, ptr %0, align 4
  %2 = fpext float %1 to double
  %3 = fmul double %2, 2.000000e+00
  store double %3, ptr %retptr, align 8
  ret i32 0
}}
"""


def canonical(text: str) -> str:
    return dialect.canonicalize(toolchain.find(), text, "test.ll", timeout=60)


def checked(text: str) -> str:
    return float_views.check(text, numba_abi.find_entry(text, None, "test"))


def function(body: str, symbol: str = SYMBOL, declarations: str = "") -> str:
    return (f"define i32 @{symbol}(ptr noalias %retptr, ptr noalias %excinfo, {PARAMETERS}) {{\n"
            f"entry:\n{body}\n  ret i32 0\n}}\n{declarations}")


@pytest.mark.parametrize("text", [TYPED, OPAQUE], ids=["typed pointers", "opaque pointers"])
def test_a_float32_view_of_a_float64_argument_is_refused_in_both_dialects(text):
    with pytest.raises(UnsupportedError) as refused:
        checked(canonical(text))
    message = str(refused.value)
    assert message.startswith("in `kern.f2`: `.view(np.float32)` of argument `arr`, a float64 "
                              "array: reinterpreted float bits have no derivative")
    assert "`.astype(np.float32)`" in message and "`.view(np.int64)`" in message
    assert "\n" not in message


NEW_ARRAY = """
  %y = call ptr @NRT_MemInfo_alloc_aligned(i64 64, i32 32)
  %y.field = getelementptr i8, ptr %y, i64 24
  %y.data = load ptr, ptr %y.field, align 8
  %x = load double, ptr %arg.arr.4, align 8
  store double %x, ptr %y.data, align 8
  br label %next

next:
  %p = phi ptr [ %y.data, %entry ]
  %again = load ptr, ptr %y.field, align 8
  %c = icmp sgt i64 %arg.arr.5.0, 4
  %r = select i1 %c, ptr %p, ptr %again
  %q = getelementptr float, ptr %r, i64 1
  %v = load <4 x float>, ptr %q, align 4
  %s = extractelement <4 x float> %v, i64 0
  %w = fpext float %s to double
  store double %w, ptr %retptr, align 8"""


def test_a_new_float64_array_read_as_float32_vectors_through_a_phi_is_refused():
    text = function(NEW_ARRAY, declarations="declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)")
    with pytest.raises(UnsupportedError, match=r"^in `kern\.f2`: `\.view\(np\.float32\)` of "
                                               r"variable `y`, a float64 array: "):
        checked(text)


def test_the_first_store_gives_a_new_array_its_dtype():
    """A float32 store into an array whose first store is of a float64 is the view."""
    body = ("  %.4 = call ptr @NRT_MemInfo_alloc_aligned(i64 64, i32 32)\n"
            "  %.5 = getelementptr i8, ptr %.4, i64 24\n"
            "  %.6 = load ptr, ptr %.5, align 8\n"
            "  %.7 = load float, ptr %.6, align 4\n"
            "  store double 1.0, ptr %.6, align 8\n"
            "  %.8 = fpext float %.7 to double\n"
            "  store double %.8, ptr %retptr, align 8")
    text = function(body, declarations="declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)")
    with pytest.raises(UnsupportedError, match=r"`\.view\(np\.float32\)` of a new float64 array"):
        checked(text)


@pytest.mark.parametrize("body", [
    # float(arr.view(np.int64)[0] >> 52) * arr[1]
    "  %b = load i64, ptr %arg.arr.4, align 8\n  %e = ashr i64 %b, 52\n"
    "  %f = sitofp i64 %e to double\n  %p = getelementptr double, ptr %arg.arr.4, i64 1\n"
    "  %a = load double, ptr %p, align 8\n  %r = fmul double %f, %a\n"
    "  store double %r, ptr %retptr, align 8",
    # arr.view(np.float64)[1], selected between two addresses of the argument
    "  %c = icmp sgt i64 %arg.arr.5.0, 1\n  %p = getelementptr double, ptr %arg.arr.4, i64 1\n"
    "  %q = select i1 %c, ptr %p, ptr %arg.arr.4\n  %a = load double, ptr %q, align 8\n"
    "  store double %a, ptr %retptr, align 8",
    # a complex128 array of the function read as float64 pairs
    "  %z = call ptr @NRT_MemInfo_alloc_aligned(i64 16, i32 32)\n"
    "  %z.field = getelementptr i8, ptr %z, i64 24\n  %z.data = load ptr, ptr %z.field\n"
    "  %x = load double, ptr %arg.arr.4\n  store { double, double } zeroinitializer, ptr %z.data\n"
    "  store double %x, ptr %z.data\n  %im = getelementptr double, ptr %z.data, i64 1\n"
    "  %y = load double, ptr %im\n  store double %y, ptr %retptr",
], ids=["integer view", "same float type", "complex128 as float64 pairs"])
def test_views_that_keep_float_values_pass_unchanged(body):
    text = function(body, declarations="declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)")
    assert checked(text) == text


def test_a_float32_argument_read_as_float32_passes():
    text = function("  %a = load float, ptr %arg.arr.4, align 4\n  %w = fpext float %a to double\n"
                    "  store double %w, ptr %retptr, align 8", symbol=SYMBOL32)
    assert checked(text) == text
    with pytest.raises(UnsupportedError, match=r"`\.view\(np\.float64\)` of argument `arr`, a "
                                               r"float32 array: .*`\.view\(np\.int32\)`"):
        checked(text.replace("load float", "load double").replace("fpext float %a to double",
                                                                   "fadd double %a, 0.0"))
