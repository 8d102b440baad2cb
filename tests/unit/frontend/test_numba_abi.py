"""Numba's ABI: demangling, entry points and their arguments, choosing a function, inspect."""

import json
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from nrtgrad.frontend import dialect, numba_abi
from nrtgrad import toolchain
from nrtgrad.cli import main
from nrtgrad.errors import InputError, UnsupportedError
from nrtgrad.frontend.return_values import Result

INPUTS = Path(__file__).parents[2] / "inputs" / "numba-0.61.2"
MANIFEST = json.loads((INPUTS / "manifest.json").read_text())


def _fixtures():
    for kernel in MANIFEST["kernels"]:
        yield kernel["file"], kernel["symbol"], kernel["signature"]
        for variant in kernel.get("variants", {}).values():
            yield variant["file"], variant["symbol"], kernel["signature"]


FIXTURES = list(_fixtures())


@cache
def canonical(file: str) -> str:
    return dialect.canonicalize(toolchain.find(), (INPUTS / file).read_text(), file, timeout=60)


def test_every_fixture_is_in_the_manifest():
    assert {file for file, _, _ in FIXTURES} == {p.name for p in INPUTS.glob("*.ll")}


@pytest.mark.parametrize("file,symbol,signature", FIXTURES, ids=[f[0] for f in FIXTURES])
def test_fixture_entry_point(file, symbol, signature):
    entry = numba_abi.find_entry(canonical(file), None, file)
    assert entry.symbol == symbol
    result, arguments = signature.split("(", 1) if not signature.startswith("UniTuple") else \
        (signature[:signature.index(")") + 1], signature[signature.index(")") + 2:])
    if "[" in result:  # an array: its dtype and layout are not in the entry's IR
        assert entry.result.kind == "array" and entry.result.ndim == result.count(",") + 1
        assert entry.signature.endswith(f"({arguments}")
    else:
        assert entry.signature == signature
        if entry.result.kind == "scalar":
            assert entry.result == Result("scalar", result) and entry.return_dtype == result
    for argument in entry.arguments:
        count = 5 + 2 * argument.ndim if argument.kind == "array" else 1
        assert len(argument.params) == count


def test_arguments_of_an_array_and_a_scalar():
    x, a = numba_abi.find_entry(canonical("scaled_tanh.ll"), None, "scaled_tanh.ll").arguments
    assert (x.name, x.kind, x.dtype, x.ndim, x.layout, x.is_float) == \
        ("x", "array", "float64", 1, "C", True)
    assert x.params[0] == ("ptr", "%arg.x.0") and x.params[-1] == ("i64", "%arg.x.6.0")
    assert (a.name, a.kind, a.dtype, a.ndim, a.layout, a.params) == \
        ("a", "scalar", "float64", 0, "", (("double", "%arg.a"),))


def test_integer_arguments_get_no_derivative():
    entry = numba_abi.find_entry(canonical("gather_sq.ll"), None, "gather_sq.ll")
    assert [a.is_float for a in entry.arguments] == [True, False]
    entry = numba_abi.find_entry(canonical("int_power_sum.ll"), None, "int_power_sum.ll")
    assert entry.arguments[1].params == (("i64", "%arg.k"),)
    assert not entry.arguments[1].is_float


def test_demangle_nested_module_abi_tags_and_unicode():
    # numba.core.itanium_mangler.mangle("pkg.mod.fα", [float64[:, ::1], int64, boolean,
    #                                    float32[::1, :]], abi_tags=("x=",), uid=3)
    symbol = ("_ZN3pkg3mod7f_ce_b1B2v3B4x_3dE5ArrayIdLi2E1C7mutable7alignedExb"
              "5ArrayIfLi2E1F7mutable7alignedE")
    assert numba_abi.demangle(symbol) == (
        "pkg.mod.fα", ["Array(float64, 2, 'C')", "int64", "bool", "Array(float32, 2, 'F')"])


def test_demangle_plain_name_readonly_array_and_tuple():
    symbol = "_Z7conv_2d5ArrayIdLi1E1A8readonly7alignedE8UniTupleIdLi2EE"
    assert numba_abi.demangle(symbol) == (
        "conv_2d", ["Array(float64, 1, 'A', readonly=True)", "UniTuple(float64, 2)"])


def test_demangle_numba_internals():
    symbol = ("_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7"
              "B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE")
    assert numba_abi.demangle(symbol) == (
        "numba.np.old_arraymath.array_sum.<locals>.array_sum_impl", ["Array(float64, 1, 'C')"])


def test_a_function_of_the_module_dynamic_is_the_users_but_numbas_kernels_are_not():
    """`<dynamic>` is the module of functions defined by `exec`, and of the array-expression
    kernels and gufuncs Numba generates (`__numba_...`)."""
    tail = "B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE"
    user = f"_ZN13_3cdynamic_3e5steps{tail}"
    kernel = f"_ZN13_3cdynamic_3e33__numba_array_expr_0x7f5e25e58510{tail}"
    text = "".join(f"define i32 @{symbol}(ptr %retptr, ptr %excinfo) {{\n  ret i32 0\n}}\n"
                   for symbol in (kernel, user))
    assert numba_abi.python_functions(text) == ["<dynamic>.steps"]
    assert numba_abi.describe(kernel)[1] == "Numba internal"
    assert numba_abi.describe(user) == ("<dynamic>.steps", "linked jitted function")


def test_demangle_rejects_what_is_not_a_numba_symbol():
    with pytest.raises(InputError, match="cannot demangle"):
        numba_abi.demangle("_ZN3foo")


def test_function_by_short_name_qualified_name_and_symbol():
    text = canonical("sum_sq.ll")
    symbol = numba_abi.find_entry(text, None, "sum_sq.ll").symbol
    for function in ("sum_sq", "kernels.sum_sq", symbol):
        assert numba_abi.find_entry(text, function, "sum_sq.ll").symbol == symbol


def test_unknown_function_names_what_exists():
    with pytest.raises(InputError, match=r"'sumsq'.*kernels\.sum_sq float64\(float64\[::1\]\)"):
        numba_abi.find_entry(canonical("sum_sq.ll"), "sumsq", "sum_sq.ll")


def _entry(symbol: str, params: str, body: str = "store double 0.0, ptr %retptr") -> str:
    return (f"define i32 @{symbol}(ptr %retptr, ptr %excinfo{params}) {{\n"
            f"entry:\n  {body}\n  ret i32 0\n}}\n")


ARRAY = ", ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, " \
        "i64 %arg.x.5.0, i64 %arg.x.6.0"
F_SYMBOL = "_ZN3pkg3mod1fB2v1E5ArrayIdLi1E1C7mutable7alignedE"
G_SYMBOL = "_ZN3pkg1gB2v2Edx"
TWO_ENTRIES = (_entry(F_SYMBOL, ARRAY)
               + _entry(G_SYMBOL, ", double %arg.a, i64 %arg.n")
               + _entry("_ZN5numba2np4implB2v3Ed", ", double %arg.v")
               + "define linkonce_odr i32 @_ZN3pkg1hB2v4Ed(ptr %retptr, ptr %excinfo, "
                 "double %arg.v) {\nentry:\n  ret i32 0\n}\n")


def test_several_entry_points_are_listed():
    assert [e.qualname for e in numba_abi.entry_points(TWO_ENTRIES)] == ["pkg.mod.f", "pkg.g"]
    with pytest.raises(InputError, match=r"2 Numba entry points.*"
                       r"pkg\.mod\.f float64\(float64\[::1\]\); pkg\.g float64\(float64, int64\)"):
        numba_abi.find_entry(TWO_ENTRIES, None, "m.ll")
    assert numba_abi.find_entry(TWO_ENTRIES, "g", "m.ll").signature == "float64(float64, int64)"
    assert numba_abi.find_entry(TWO_ENTRIES, "mod.f", "m.ll").symbol == F_SYMBOL


def test_same_name_twice_asks_for_the_symbol():
    other = "_ZN3pkg1gB2v9Ef"
    text = TWO_ENTRIES + _entry(other, ", float %arg.a")
    with pytest.raises(InputError, match=f"pass the full symbol.*{other}"):
        numba_abi.find_entry(text, "pkg.g", "m.ll")
    assert numba_abi.find_entry(text, other, "m.ll").signature == "float64(float32)"


def test_module_without_entry_point():
    with pytest.raises(InputError, match="no Numba entry point"):
        numba_abi.find_entry("define void @f() {\n  ret void\n}\n", None, "m.ll")


def test_layouts_and_result_types_are_spelled_like_numba():
    f_array = ", ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, " \
              "i64 %arg.x.5.0, i64 %arg.x.5.1, i64 %arg.x.6.0, i64 %arg.x.6.1"
    text = _entry("_ZN1m1fB2v1E5ArrayIfLi2E1F7mutable7alignedE", f_array,
                  "store i64 0, ptr %retptr")
    entry = numba_abi.find_entry(text, None, "m.ll")
    assert entry.signature == "int64(float32[::1, :])"
    assert entry.arguments[0].layout == "F" and entry.arguments[0].is_float


@pytest.mark.parametrize("symbol,params,message", [
    ("_ZN1m1fB2v1E8UniTupleIdLi2EE", ", double %arg.t.0, double %arg.t.1",
     r"UniTuple\(float64, 2\) is not supported"),
    ("_ZN1m1fB2v1Ed", ", i64 %arg.a", "do not match"),
    ("_ZN1m1fB2v1Ed", ", double %arg.a, double %arg.b", "no Numba argument type"),
])
def test_undecodable_arguments_are_unsupported(symbol, params, message):
    with pytest.raises(UnsupportedError, match=message):
        numba_abi.entry_points(_entry(symbol, params))


@pytest.mark.parametrize("function", [None, "rsum", "m.rsum", "_ZN1m4rsumB2v1Ed"])
def test_a_recursive_function_is_refused_by_name_or_by_symbol(function):
    """Numba compiles it again with suffixed parameters (`%retptr.1`): no entry point;
    the Python API names it by its symbol."""
    text = ("define i32 @_ZN1m4rsumB2v1Ed(ptr %retptr.1, ptr %excinfo.1, double %arg.v.1) {\n"
            "entry:\n  ret i32 0\n}\n")
    with pytest.raises(UnsupportedError, match=r"^`m.rsum` is recursive: recursion is not "
                                               r"supported yet; write it as a loop$"):
        numba_abi.find_entry(text, function, "m.ll")


def test_runtime_calls_are_counted_per_function():
    calls = numba_abi.runtime_calls(canonical("dot1d.ll"))
    entry = numba_abi.find_entry(canonical("dot1d.ll"), None, "dot1d.ll")
    assert calls[entry.symbol]["BLAS"] == 2
    assert calls["NRT_decref"]["NRT"] == 1   # NRT_MemInfo_call_dtor


def test_inspect_prints_entry_and_nrt_counts():
    text = canonical("sum_sq_np.ll")
    entry = numba_abi.find_entry(text, None, "sum_sq_np.ll")
    decrefs = numba_abi.runtime_calls(text)[entry.symbol]["decref"]
    result = CliRunner().invoke(main, ["inspect", str(INPUTS / "sum_sq_np.ll")],
                                env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "kernels.sum_sq_np" in result.output
    header, row = (next(line for line in result.output.splitlines() if line.startswith(start))
                   for start in ("┃ function ", "│ kernels.sum_sq_np "))
    column = [cell.strip() for cell in header.split("┃")].index("decref")
    assert row.split("│")[column].strip() == str(decrefs) == "2"


def test_inspect_rejects_malformed_ir(tmp_path):
    bad = tmp_path / "bad.ll"
    bad.write_text("define i32 @f( {\n")
    result = CliRunner().invoke(main, ["inspect", str(bad)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "invalid IR" in result.output
