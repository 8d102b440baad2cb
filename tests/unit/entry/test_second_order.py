"""second_order on a hand-made entry `f(x: float64[:], a: float64, n: int64) -> float64`:
the `<name>_hvp` parameters and IR (forward mode over an internal reverse gradient),
Enzyme's first run hidden from its second, and the refusals in Python terms.

The IR must verify in LLVM 15 (llvmlite); the Hessian-vector products themselves are
checked end to end (tests/e2e).
"""

from __future__ import annotations

import re

import pytest

from nrtgrad.entry import c_entry, second_order
from nrtgrad.errors import DifferentiationError, UnsupportedError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.toolchain import llvm

X = Argument("x", "array", "float64", 1, "C",
             (("ptr", "%arg.x.0"), ("ptr", "%arg.x.1"), ("i64", "%arg.x.2"), ("i64", "%arg.x.3"),
              ("ptr", "%arg.x.4"), ("i64", "%arg.x.5.0"), ("i64", "%arg.x.6.0")))
ENTRY = EntryPoint(
    "_ZN7kernels1fB2v1E", "kernels.f", "f", Result("scalar", "float64"), "float64",
    (X, Argument("a", "scalar", "float64", 0, "", (("double", "%arg.a"),)),
     Argument("n", "scalar", "int64", 0, "", (("i64", "%arg.n"),))),
    "(Array(float64, 1, 'C'), float64, int64)")
FORMALS = ", ".join(f"{t} {v}" for a in ENTRY.arguments for t, v in a.params)
NUMBA_FUNCTION = f"""define i32 @{ENTRY.symbol}(ptr noalias %retptr, ptr %excinfo, {FORMALS}) {{
entry:
  store double %arg.a, ptr %retptr
  ret i32 0
}}
"""


def spec(wrt=None):
    return c_entry.gradient_spec(ENTRY, None, wrt, mode="hvp")


def test_each_active_parameter_has_a_gradient_a_tangent_and_a_product():
    assert second_order.parameters(spec()) == [
        "ptr %x", "ptr %d.x", "ptr %v.x", "ptr %hv.x",
        "double %a", "ptr %d.a", "double %v.a", "ptr %hv.a", "i64 %n", "ptr %out"]
    assert second_order.parameters(spec(["a"])) == [
        "ptr %x", "double %a", "ptr %d.a", "double %v.a", "ptr %hv.a", "i64 %n", "ptr %out"]


def test_forward_mode_runs_over_the_internal_gradient():
    text = NUMBA_FUNCTION + second_order.entry(spec(), top_level=True)
    llvm.parse_and_verify(text)
    lines = text.splitlines()
    gradient = next(line for line in lines if line.startswith("define internal void "
                                                              "@nrtgrad.gradient.f("))
    # the unpacked fields, each array's shadow beside its data
    assert gradient.startswith("define internal void @nrtgrad.gradient.f(ptr %status, ptr %out, "
                               "ptr %x.f0, ptr %x.f1, i64 %x.f2, i64 %x.f3, ptr %x.f4, "
                               "ptr %d.x, i64 %x.f5, i64 %x.f6, double %a, ptr %d.a, i64 %n)")
    reverse = next(line for line in lines if "@__enzyme_autodiff(" in line)
    assert 'metadata !"enzyme_dup", ptr %x.f4, ptr %d.x' in reverse
    assert 'metadata !"enzyme_out", double %a' in reverse
    forward = next(line for line in lines if "@__enzyme_fwddiff(" in line and "call" in line)
    assert forward.startswith("  call void (...) @__enzyme_fwddiff(ptr @nrtgrad.gradient.f, "
                              'metadata !"enzyme_const", ptr %status, metadata !"enzyme_dup", '
                              "ptr %out, ptr %d.out")
    # the gradient's accumulators are duplicated with the products
    assert 'metadata !"enzyme_dup", ptr %x.f4, ptr %v.x, metadata !"enzyme_dup", ptr %d.x, ' \
           "ptr %hv.x" in forward
    assert 'metadata !"enzyme_dup", double %a, double %v.a, metadata !"enzyme_dup", ' \
           "ptr %d.a, ptr %hv.a" in forward
    assert 'metadata !"enzyme_const", i64 %n' in forward


def test_an_array_with_a_zero_tangent_is_constant_in_the_reverse_pass_only():
    text = NUMBA_FUNCTION + second_order.entry(spec(["a"]), top_level=True,
                                               zero=frozenset({"x"}))
    llvm.parse_and_verify(text + "declare ptr @malloc(i64)\ndeclare void @free(ptr)\n"
                          "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n")
    lines = text.splitlines()
    reverse = next(line for line in lines if "@__enzyme_autodiff(" in line)
    assert 'metadata !"enzyme_const", ptr %x.f4' in reverse
    forward = next(line for line in lines if "@__enzyme_fwddiff(" in line and "call" in line)
    assert 'metadata !"enzyme_dup", ptr %x.f4, ptr %v.x' in forward
    # nitems * itemsize zeroed bytes, freed after the call
    assert "  %v.x.size = mul i64 %x.f2, %x.f3" in lines
    assert lines.index("  call void @free(ptr %v.x)") > lines.index(forward)


def test_the_first_run_sees_no_forward_mode_call_and_the_second_sees_it_again():
    text = NUMBA_FUNCTION + second_order.entry(spec(), top_level=True)
    hidden = second_order.hide_forward(text)
    assert "@__enzyme_fwddiff(" not in hidden and "@__enzyme_autodiff(" in hidden
    llvm.parse_and_verify(hidden)
    assert second_order.typed_reverse(hidden) == text


def test_a_module_that_grows_a_list_is_refused():
    assert second_order.check_supported(NUMBA_FUNCTION, ENTRY) is NUMBA_FUNCTION
    grows = NUMBA_FUNCTION + "declare ptr @nrtgrad.list.realloc.double(ptr, i64)\n"
    with pytest.raises(UnsupportedError, match=r"^Hessian-vector products of `kernels\.f`, "
                                               r"which grows a list \(`list\.append`"):
        second_order.check_supported(grows, ENTRY)


def calling(wrappers: list[str]) -> str:
    """NUMBA_FUNCTION and a function of Numba's that calls the LAPACK wrappers `wrappers`."""
    calls = "".join(f"  call void @nrtgrad.lapack.{w}.double(i64 0, ptr null, i64 0)\n"
                    for w in wrappers)
    return (NUMBA_FUNCTION + f"define void @numba_code() {{\n{calls}  ret void\n}}\n"
            + "".join(f"declare void @nrtgrad.lapack.{w}.double(i64, ptr, i64)\n"
                      for w in wrappers))


@pytest.mark.parametrize("wrappers", [["inv"], ["gesv"], ["lu"], ["cholesky"], ["eigh"],
                                      ["eigvalsh"], ["svd"], ["svdvals"], ["gesv", "inv", "lu"]])
def test_a_module_whose_lapack_rules_run_forward_over_reverse_is_taken(wrappers):
    text = calling(wrappers)
    assert second_order.check_supported(text, ENTRY) is text


@pytest.mark.parametrize("wrappers, construct", [
    (["qr"], r"factors a matrix \(`np\.linalg\.qr`, LAPACK geqrf and orgqr\)"),
    (["lstsq"], r"solves a least-squares problem \(`np\.linalg\.lstsq`, LAPACK gelsd\)"),
    (["inv", "lstsq"], r"solves a least-squares problem \(`np\.linalg\.lstsq`, LAPACK gelsd\)"),
])
def test_a_module_with_lapack_rules_is_refused_naming_the_numpy_function(wrappers, construct):
    text = calling(wrappers)
    with pytest.raises(UnsupportedError, match=r"^Hessian-vector products of `kernels\.f`, "
                                               rf"which {construct}, are not supported yet"):
        second_order.check_supported(text, ENTRY)


@pytest.mark.parametrize("message, kind, expected", [
    ("cannot handle unknown binary operator:   %x = xor i64 %a, %b", UnsupportedError,
     r"^Hessian-vector products of `kernels\.f` are not supported yet: Enzyme \S+'s forward "
     r"mode takes integer arithmetic of its reverse pass \(an index it reloads from its "
     r"tape\) for float data"),
    ("cannot handle (forward) unknown intrinsic llvm.smax.i64", UnsupportedError,
     r"\(an integer intrinsic\)"),
    ("No forward mode derivative found for numba_xxgemm", UnsupportedError,
     r"which multiplies matrices \(`np\.dot` / `@`, BLAS\) with an operand that is constant "
     r"data of the function \(a global array Numba froze into it\), are not supported yet: "
     r"pass that array as an argument$"),
    ("Cannot deduce type of copy call void @llvm.memcpy.p0.p0.i64(ptr align 1 %tape, ptr align "
     "1 %a, i64 %bytes.a, i1 false)", UnsupportedError,
     r"which multiplies matrices \(`np\.dot` / `@`, BLAS\) with an operand that is constant "),
    ("Cannot deduce type of copy call void @llvm.memcpy.p0.p0.i64(ptr align 1 %out, ptr align "
     "1 %a, i64 %bytes, i1 false)", DifferentiationError, r"Cannot deduce type of copy"),
    ("something else went wrong", DifferentiationError,
     r"^Hessian-vector products of `kernels\.f`: something else went wrong$"),
])
def test_enzyme_failures_in_python_terms(message, kind, expected):
    error = second_order.explain(message, ENTRY)
    assert type(error) is kind
    assert re.search(expected, str(error))
