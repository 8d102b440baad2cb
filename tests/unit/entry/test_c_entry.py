"""c_entry on a hand-made entry `f(x: float64[:], a: float64, n: int64) -> float64`: the
gradient spec and its refusals, the `<name>_grad` / `<name>_jvp` IR around a Numba
function, the type annotations Enzyme needs, and the C header, compiled by the C compiler.

The generated IR must verify in LLVM 15 (llvmlite); Enzyme's use of it is checked end
to end (tests/e2e).  test_entry_names.py checks the names the entries use.
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess

import pytest

from nrtgrad.entry import c_entry
from nrtgrad.errors import InputError, UnsupportedError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.toolchain import llvm


def array(name: str, ndim: int = 1, dtype: str = "float64") -> Argument:
    prefix = f"%arg.{name}"
    params = (("ptr", f"{prefix}.0"), ("ptr", f"{prefix}.1"), ("i64", f"{prefix}.2"),
              ("i64", f"{prefix}.3"), ("ptr", f"{prefix}.4"),
              *(("i64", f"{prefix}.5.{d}") for d in range(ndim)),
              *(("i64", f"{prefix}.6.{d}") for d in range(ndim)))
    return Argument(name, "array", dtype, ndim, "C", params)


def scalar(name: str, dtype: str, llvm_type: str) -> Argument:
    return Argument(name, "scalar", dtype, 0, "", ((llvm_type, f"%arg.{name}"),))


ENTRY = EntryPoint(
    symbol="_ZN7kernels1fB2v1E", qualname="kernels.f", name="f",
    result=Result("scalar", "float64"), return_dtype="float64",
    arguments=(array("x"), scalar("a", "float64", "double"), scalar("n", "int64", "i64")),
    signature="(Array(float64, 1, 'C'), float64, int64)")
FORMALS = ", ".join(f"{t} {v}" for a in ENTRY.arguments for t, v in a.params)
# the Numba function: stores a * x[0] at retptr
NUMBA_FUNCTION = f"""define i32 @{ENTRY.symbol}(ptr noalias %retptr, ptr %excinfo, {FORMALS}) {{
entry:
  %x0 = load double, ptr %arg.x.4
  %r = fmul double %x0, %arg.a
  store double %r, ptr %retptr
  ret i32 0
}}
"""


def test_every_float_parameter_is_differentiated_by_default():
    spec = c_entry.gradient_spec(ENTRY, None, None)
    assert (spec.name, spec.wrt, spec.mode, spec.value) == ("f_grad", {"x", "a"}, "reverse", True)
    assert [spec.active(a) for a in ENTRY.arguments] == [True, True, False]
    assert c_entry.gradient_spec(ENTRY, None, ["a"], mode="forward").name == "f_jvp"
    assert c_entry.gradient_spec(ENTRY, "my_grad", None, mode="hvp").name == "my_grad"
    # a Python name that is no C identifier
    lambda_entry = dataclasses.replace(ENTRY, name="<lambda>")
    assert c_entry.gradient_spec(lambda_entry, None, None).name == "_lambda__grad"


@pytest.mark.parametrize("changes, arguments, error, message", [
    ({}, dict(wrt=["y"]), InputError,
     "--wrt names no parameter of kernels.f: y (parameters: x, a, n)"),
    ({}, dict(wrt=["n"]), InputError, "--wrt: n is not a float parameter"),
    ({}, dict(name="1x"), InputError, "--name '1x' is not a C identifier"),
    ({}, dict(mode="forward", value=False), InputError,
     "--no-value applies to the gradient of a scalar result (<name>_grad), not to <name>_jvp"),
    (dict(result=Result("scalar", "int64"), return_dtype="int64"), {}, UnsupportedError,
     "`kernels.f` returns int64, which is not supported yet: return a float64 or float32 "
     "scalar, a tuple of them or a float array (of an integer, `float(...)`)"),
    (dict(arguments=(scalar("n", "int64", "i64"),)), {}, UnsupportedError,
     "`kernels.f` has no float parameter to differentiate: pass the values to differentiate "
     "as float64 or float32 arguments"),
    (dict(result=Result("scalar", "float32"), return_dtype="float32"), dict(mode="hvp"),
     UnsupportedError, "Hessian-vector products of `kernels.f`, which returns float32, are not "
                       "supported yet: return a float64 scalar"),
])
def test_what_cannot_be_differentiated_is_refused(changes, arguments, error, message):
    arguments = {"name": None, "wrt": None, **arguments}
    with pytest.raises(error) as refused:
        c_entry.gradient_spec(dataclasses.replace(ENTRY, **changes), **arguments)
    assert str(refused.value) == message


def test_the_parameters_of_the_entry():
    reverse = c_entry.gradient_spec(ENTRY, None, None)
    assert c_entry.parameters(reverse) == ["ptr %x", "ptr %d.x", "double %a", "ptr %d.a",
                                           "i64 %n", "ptr %out"]
    forward = c_entry.gradient_spec(ENTRY, None, ["x"], mode="forward")
    assert c_entry.parameters(forward) == ["ptr %x", "ptr %d.x", "double %a", "i64 %n",
                                           "ptr %out", "ptr %d.out"]


def test_the_gradient_entry_calls_enzyme_on_the_primal_wrapper():
    spec = c_entry.gradient_spec(ENTRY, None, None)
    text = NUMBA_FUNCTION + c_entry.gradient_entry(spec, noalias=True)
    llvm.parse_and_verify(text)
    assert "define i32 @f_grad(ptr %x, ptr %d.x, double %a, ptr %d.a, i64 %n, ptr %out) {" in text
    call = next(line for line in text.splitlines() if "@__enzyme_autodiff(" in line)
    assert call.startswith("  %gradients = call { double } (...) @__enzyme_autodiff(ptr "
                           '@nrtgrad.primal.f, metadata !"enzyme_dup", ptr %out, ptr %seed, '
                           'metadata !"enzyme_const", ptr %status, ')
    # the data pointer is duplicated with the shadow, every other field constant
    assert 'metadata !"enzyme_const", ptr %x.f0, ' in call
    assert 'metadata !"enzyme_dup", ptr %x.f4, ptr %d.x, ' in call
    assert 'metadata !"enzyme_out", double %a, metadata !"enzyme_const", i64 %n)' in call
    # the scalar's gradient is added to its accumulator
    assert "  %new.a = fadd double %old.a, %g.a\n  store double %new.a, ptr %d.a" in text
    # the top-level wrapper's result and status do not alias anything
    assert ('define internal void @nrtgrad.primal.f(ptr noalias "enzyme_type"="{[-1]:Pointer, '
            '[-1,-1]:Float@double}" %retptr, ptr noalias %status, ') in text


def test_without_the_value_the_result_goes_to_a_local():
    spec = c_entry.gradient_spec(ENTRY, None, None, value=False)
    entry = c_entry.gradient_entry(spec, noalias=False)
    llvm.parse_and_verify(NUMBA_FUNCTION + entry)
    assert 'metadata !"enzyme_dup", ptr %value, ptr %seed' in entry
    assert "noalias" not in entry  # a callee of the wrapper, not Enzyme's top level


def test_forward_mode_duplicates_scalars_with_their_tangents():
    spec = c_entry.gradient_spec(ENTRY, None, None, mode="forward")
    text = NUMBA_FUNCTION + c_entry.gradient_entry(spec, noalias=True)
    llvm.parse_and_verify(text)
    call = next(line for line in text.splitlines() if "@__enzyme_fwddiff(" in line)
    assert 'metadata !"enzyme_dup", ptr %out, ptr %d.out' in call
    assert 'metadata !"enzyme_dup", double %a, double %t.a' in call
    assert "  %t.a = load double, ptr %d.a" in text


def test_float_data_pointers_and_the_result_are_typed_for_enzyme():
    text = c_entry.annotate_types(NUMBA_FUNCTION, ENTRY, top_level=True)
    llvm.parse_and_verify(text)
    define = text.splitlines()[0]
    typed = '"enzyme_type"="{[-1]:Pointer, [-1,-1]:Float@double}"'
    assert f"ptr {typed} noalias %retptr" in define
    assert f"ptr {typed} %arg.x.4" in define and f"ptr {typed} %arg.x.0" not in define
    assert define.endswith(") alwaysinline {")
    assert c_entry.annotate_types(NUMBA_FUNCTION, ENTRY, top_level=False).splitlines()[0] \
        .endswith(") {")


def test_names_that_collide_are_renamed():
    assert c_entry._local_name("out") == "arg.out" and c_entry._local_name("x") == "x"
    assert [c_entry._c_name(n) for n in ("int", "x y", "__a", "2d", "out", "ok")] == \
        ["p_int", "x_y", "p___a", "p_2d", "p_out", "ok"]
    # a 2-D array: data is field 4, then shape[0], shape[1], strides[0], strides[1]
    matrix = array("m", 2)
    assert [c_entry._field_path(matrix, k) for k in (4, 5, 6, 7, 8)] == \
        ["i32 4", "i32 5, i32 0", "i32 5, i32 1", "i32 6, i32 0", "i32 6, i32 1"]


def test_a_non_ascii_parameter_name_gives_valid_ir():
    alpha = Argument("α", "scalar", "float64", 0, "", (("double", '%"arg.\\CE\\B1"'),))
    entry = dataclasses.replace(ENTRY, arguments=(alpha,))
    function = (f"define i32 @{ENTRY.symbol}(ptr %retptr, ptr %excinfo, "
                f'double %"arg.\\CE\\B1") {{\nentry:\n  ret i32 0\n}}\n')
    llvm.parse_and_verify(function + c_entry.gradient_entry(
        c_entry.gradient_spec(entry, None, None), noalias=True))


def test_the_header_declares_the_structs_and_the_entry():
    header = c_entry.c_header(c_entry.gradient_spec(ENTRY, None, None))
    assert ("int32_t f_grad(const nrt_array_float64_1d *x, double *d_x, double a, double *d_a, "
            "int64_t n, double *out);") in header
    assert "#ifndef NRTGRAD_NRT_ARRAY_FLOAT64_1D_DEFINED" in header
    assert "    int64_t strides[1];  /* bytes */" in header
    hvp = c_entry.c_header(c_entry.gradient_spec(ENTRY, None, ["a"], mode="hvp"))
    assert "double a, double *d_a, double v_a, double *hv_a, int64_t n, double *out" in hvp


def test_an_argument_without_a_c_type_is_refused():
    odd = dataclasses.replace(ENTRY, arguments=(*ENTRY.arguments,
                                                scalar("h", "float16", "half")))
    with pytest.raises(UnsupportedError, match=r"argument `h` of `kernels\.f` has dtype float16, "
                                               "which has no C type for --header yet"):
        c_entry.c_header(c_entry.gradient_spec(odd, None, None))


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
@pytest.mark.parametrize("language", ["c", "c++"])
def test_two_headers_compile_in_one_translation_unit(tmp_path, language):
    first = c_entry.c_header(c_entry.gradient_spec(ENTRY, None, None))
    second = c_entry.c_header(c_entry.gradient_spec(ENTRY, None, None, mode="forward"))
    (tmp_path / "f_grad.h").write_text(first)
    (tmp_path / "f_jvp.h").write_text(second)
    source = tmp_path / "main.c"
    source.write_text('#include "f_grad.h"\n#include "f_jvp.h"\n#include "f_grad.h"\n'
                      "int main(void) { nrt_array_float64_1d x = {0}; double d = 0, out = 0;\n"
                      "  return f_grad(&x, &d, 1.0, &d, 3, &out) + (int)sizeof(x); }\n")
    compiled = subprocess.run(["cc", "-x", language, "-fsyntax-only", "-Wall", "-Werror",
                               str(source)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr
