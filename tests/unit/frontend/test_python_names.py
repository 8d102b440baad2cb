"""Python names for Numba's symbols and value names, as messages show them.

The symbols are taken from the dumped fixtures of all three Numba versions,
so a change in Numba's mangling shows up here.
"""

import re
from pathlib import Path

import pytest

from nrtgrad.frontend import python_names

INPUTS = Path(__file__).parents[2] / "inputs"
SYMBOL = re.compile(r'@"?(_ZN[\w$.]+)')


def symbols_in(version: str, kernel: str, part: str) -> list[str]:
    """The symbols of a fixture whose mangled name contains `part`."""
    text = (INPUTS / f"numba-{version}" / f"{kernel}.ll").read_text()
    return sorted({s for s in SYMBOL.findall(text) if part in s})


VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("kernel, part, construct", [
    ("max_plus_sum", "npy_max", "`np.max` / `ndarray.max`"),
    ("cumsum_sin", "array_cumsum", "`np.cumsum` / `ndarray.cumsum`"),
    ("where_select", "_where_generic", "`np.where`"),
    ("matvec", "dot_2_mv", "`np.dot` / `@` of a matrix and a vector"),
    ("ode_euler", "7kernels9ode_euler", "`kernels.ode_euler`"),
])
def test_numba_implementations_are_named_as_python_writes_them(version, kernel, part, construct):
    found = [s for s in symbols_in(version, kernel, part) if not s.startswith("_ZN08NumbaEnv")]
    assert found, f"no {part} symbol in {version}/{kernel}"
    for symbol in found:
        described = python_names.describe(symbol)
        assert described.startswith(construct) or described.startswith(
            "the Python wrapper of " + construct), (symbol, described)
        assert "_ZN" not in described


def test_array_expression_kernels():
    symbol = ("_ZN13_3cdynamic_3e33__numba_array_expr_0x7f0e34768310B3v16B74c8tJTC_2fWwGaMLSgd6"
              "CjA4xXKR0tsqKIYSQsmjfC9LThggeGLFtVQlYhUhSSAmlJgEkUQ0zUBEd")
    assert python_names.describe(symbol) == (
        "an array expression (elementwise arithmetic on arrays, such as `a * x + y`)")


@pytest.mark.parametrize("symbol, construct", [
    ("numba_xxnrm2", "`np.linalg.norm` (BLAS nrm2)"),
    ("@numba_xxgemm", "`np.dot` / `@` of two matrices (BLAS gemm)"),
    ("NRT_MemInfo_varsize_realloc", "a list that grows (`list.append`)"),
    ("NRT_Allocate", "a raw NRT buffer (slice assignment such as `y[:] = expr` or "
                     "`out[i, :] = row`)"),
    ("numba_ez_gesdd", "`np.linalg.svd` (or `pinv`, `norm(A, 2)`, `matrix_rank`, `cond`) "
                       "(LAPACK gesdd)"),
    ("numba_attempt_nocopy_reshape", "`ndarray.reshape`"),
    ("NRT_something_new", "Numba's runtime `NRT_something_new`"),
    ("numba_xxfuture", "Numba's BLAS helper `numba_xxfuture`"),
    ("npy_log1p", "`np.log1p` (NumPy's C helper `npy_log1p`)"),
    ("llvm.memcpy.p0.p0.i64", "a copy of array data (`arr.copy()`, slice assignment)"),
    ("mystery_transform", "`mystery_transform` (an external function)"),
    ("erf", "`math.erf` (the C library's `erf`)"),
    ("tgammaf", "`math.gamma` (the C library's `tgammaf`)"),
    ("_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v1E",
     "the shape check of a slice assignment (`y[:] = expr`)"),
    # Enzyme's and nrtgrad's generated names name what they were made from
    ("diffe_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE",
     "`kernels.sum_sq`"),
    ("preprocess_numba_xxnrm2", "`np.linalg.norm` (BLAS nrm2)"),
])
def test_runtime_helpers_and_generated_names(symbol, construct):
    assert python_names.describe(symbol) == construct


def test_numba_list_methods_and_generic_overloads():
    assert python_names.describe("_ZN5numba7cpython7listobj11list_append12_3clocals_3e4implB2v1E") \
        == "`list.append`"
    assert python_names.describe("_ZN5numba2np8arrayobj11ol_np_zeros12_3clocals_3e4implB2v1E") \
        == "`np.zeros`"
    assert python_names.describe("_ZN5numba2np8arrayobj10array_copyB2v1E") \
        == "`ndarray.copy` / `np.copy`"


def test_advice_is_given_where_there_is_a_better_way():
    assert python_names.advice("@numba_xxnrm2") == "write the norm as `np.sqrt(np.sum(x * x))`"
    assert python_names.advice("NRT_decref") == ""
    assert python_names.advice(
        "_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v1E") == \
        "assign element by element in a loop"


@pytest.mark.parametrize("name, python", [
    ("%arg.x.4", "argument `x`"),
    ("%arg.y0", "argument `y0`"),
    ('%"y.1"', "variable `y`"),
    ('%"row.2.i.i"', "variable `row`"),
    ('%"$0.3"', "a temporary of Numba's"),
    ("%.7.i.i.i.i", "a temporary of Numba's"),
    ("%81", "a temporary of Numba's"),
    ("%sunkaddr", "a temporary of Numba's"),
    ("%.6.i105192270", "a temporary of Numba's"),
])
def test_value_names(name, python):
    assert python_names.describe_value(name) == python


@pytest.mark.parametrize("name, variable", [
    ('%"y.1"', "y"),
    ("%x.2.sroa.0.0.lcssa", "x"),  # SROA's piece of `x`, LCSSA's phi of it
    ("%x.us.lcssa3", "x"),
    ("%u.i", ""),  # inlined from another function: NumPy's `u`, not the user's
    ("%x.2.i.sroa.0", ""),
    ('%"$phi10.1"', ""),
    ("%.7.i.i", ""),
    ("%arg.a.0", ""),
    ("%dest_shape.13", ""),  # Numba's lowering of a broadcast
    ("%common.ret.op", ""),
    ("%x.2.reg2mem", ""),  # an LLVM suffix not known to keep the variable
])
def test_the_users_variable_only_where_a_value_name_says_so(name, variable):
    assert python_names.variable(name) == variable


def test_where_names_the_function_and_the_source_line_when_there_is_debug_info():
    text = (INPUTS / "numba-0.61.2" / "ode_euler.debug.ll").read_text()
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if "NRT_MemInfo_alloc_aligned(" in line
                 and "!dbg" in line and "define" not in line)
    place = python_names.where(lines, index)
    assert re.fullmatch(r"in `kernels\.ode_euler` \(line \d+\)", place), place
    plain = (INPUTS / "numba-0.61.2" / "ode_euler.ll").read_text().splitlines()
    index = next(i for i, line in enumerate(plain) if "NRT_MemInfo_alloc_aligned(" in line
                 and "define" not in line)
    assert python_names.where(plain, index) == "in `kernels.ode_euler`"


def test_the_synthetic_entry_of_a_vector_result_is_named_after_the_function():
    lines = ["define i32 @nrtgrad.values.kernels.residuals(ptr %retptr) {", "  ret i32 0", "}"]
    assert python_names.where(lines, 1) == "in `kernels.residuals`"
    assert python_names.describe_function("nrtgrad.values.f") == "`f`"
