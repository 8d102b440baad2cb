"""array_results on hand-made functions returning a tuple and a 2-D array: the synthetic
entry that copies the result, in C order, into the `result` parameter (run here, JIT-
compiled), its shape check, the result's release, and the public `_vjp` / `_jvp`.

Enzyme's use of the entries is checked end to end (tests/e2e, `nrtgrad check`).
"""

from __future__ import annotations

import ctypes
import dataclasses

import numpy as np
import pytest

from nrtgrad.entry import array_results, c_entry
from nrtgrad.errors import UnsupportedError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.toolchain import llvm

A = Argument("a", "scalar", "float64", 0, "", (("double", "%arg.a"),))
# (2a, 3a): a tuple is stored element by element at retptr
PAIR = EntryPoint("_ZN7kernels4pairB2v1Ed", "kernels.pair", "pair",
                  Result("tuple", "float64", count=2), "", (A,), "(float64,)")
PAIR_IR = f"""define i32 @{PAIR.symbol}(ptr noalias %retptr, ptr %excinfo, double %arg.a) {{
entry:
  %x = fmul double %arg.a, 2.0
  %y = fmul double %arg.a, 3.0
  store double %x, ptr %retptr
  %second = getelementptr i8, ptr %retptr, i64 8
  store double %y, ptr %second
  ret i32 0
}}
"""
# a 2 x 3 array in Fortran order over @buffer: element (i, j) is buffer[i + 2 j];
# NRT_decref counts the releases
STRUCT = "{ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }"
GRID = EntryPoint("_ZN7kernels4gridB2v1Ed", "kernels.grid", "grid",
                  Result("array", "float64", ndim=2), "", (A,), "(float64,)")
GRID_IR = f"""@buffer = global [6 x double] [double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0]
@releases = global i64 0

define void @NRT_decref(ptr %meminfo) {{
entry:
  %count = load i64, ptr @releases
  %more = add i64 %count, 1
  store i64 %more, ptr @releases
  ret void
}}

define i32 @{GRID.symbol}(ptr noalias %retptr, ptr %excinfo, double %arg.a) {{
entry:
  store {STRUCT} {{ ptr @buffer, ptr null, i64 6, i64 8, ptr @buffer, [2 x i64] [i64 2, i64 3], [2 x i64] [i64 8, i64 16] }}, ptr %retptr
  ret i32 0
}}
"""


def jit(text: str):
    binding = llvm.binding()
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    return engine


def call_values(engine, result: np.ndarray, shape: tuple, a: float = 1.0) -> tuple[int, float]:
    """nrtgrad.values.<name>(retptr, excinfo, a, <result as an nrt_array of `shape`>)."""
    ndim = len(shape)
    function = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_double,
                                ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                                ctypes.c_void_p, *[ctypes.c_int64] * (2 * ndim))
    name = next(n for n in ("nrtgrad.values.pair", "nrtgrad.values.grid")
                if engine.get_function_address(n))
    strides = [8 * int(np.prod(shape[d + 1:])) for d in range(ndim)]
    out, excinfo = ctypes.c_double(-1.0), ctypes.c_void_p()
    status = function(engine.get_function_address(name))(
        ctypes.byref(out), ctypes.byref(excinfo), a, None, None, result.size, 8,
        result.ctypes.data, *shape, *strides)
    return status, out.value


def test_a_tuple_is_copied_into_the_result_parameter():
    text, synthetic = array_results.values_entry(PAIR_IR, PAIR)
    assert synthetic.symbol == "nrtgrad.values.pair"
    assert synthetic.result == Result("scalar", "float64") and synthetic.return_dtype == "float64"
    assert synthetic.arguments[:-1] == PAIR.arguments
    assert synthetic.arguments[-1] == array_results.result_argument(PAIR, "float64")
    result = np.full(2, np.nan)
    assert call_values(jit(text), result, (2,), a=1.5) == (0, 0.0)
    assert result.tolist() == [3.0, 4.5]


def test_a_tuple_of_another_length_is_a_shape_mismatch():
    text, _ = array_results.values_entry(PAIR_IR, PAIR)
    result = np.full(3, np.nan)
    status, _ = call_values(jit(text), result, (3,))
    assert status == array_results.SHAPE_MISMATCH
    assert np.isnan(result).all()


def test_an_array_is_copied_in_c_order_and_released():
    text, synthetic = array_results.values_entry(GRID_IR, GRID)
    assert "declare void @NRT_decref" not in text  # the module's own is used
    assert synthetic.arguments[-1].ndim == 2
    engine = jit(text)
    releases = ctypes.c_int64.from_address(engine.get_global_value_address("releases"))
    result = np.full((2, 3), np.nan)
    assert call_values(engine, result, (2, 3)) == (0, 0.0)
    assert result.tolist() == [[1.0, 3.0, 5.0], [2.0, 4.0, 6.0]]
    assert releases.value == 1
    # the caller's shape is not the result's: nothing copied, the result still released
    other = np.full((3, 2), np.nan)
    assert call_values(engine, other, (3, 2))[0] == array_results.SHAPE_MISMATCH
    assert np.isnan(other).all() and releases.value == 2


def test_a_module_without_nrt_decref_gets_its_declaration():
    text, _ = array_results.values_entry(GRID_IR.replace("@NRT_decref(", "@counted("), GRID)
    assert text.endswith("\ndeclare void @NRT_decref(ptr)\n")


@pytest.mark.parametrize("entry, message", [
    (dataclasses.replace(PAIR, result=Result("tuple", "int64", count=2)),
     "`kernels.pair` returns a tuple of 2 int64, which is not supported yet"),
    (dataclasses.replace(PAIR, result=Result("tuple", "", count=2)),
     "`kernels.pair` returns a tuple of 2 values of mixed types, which is not supported yet"),
    (dataclasses.replace(PAIR, arguments=(dataclasses.replace(A, name="result"),)),
     "`kernels.pair` has a parameter named `result`"),
])
def test_results_and_parameters_it_cannot_handle_are_refused(entry, message):
    with pytest.raises(UnsupportedError) as refused:
        array_results.values_entry(PAIR_IR, entry)
    assert str(refused.value).startswith(message)


@pytest.mark.parametrize("mode, signature", [
    ("reverse", "define i32 @pair_vjp(double %a, ptr %d.a, ptr %cotangent, ptr %result) {"),
    ("forward", "define i32 @pair_jvp(double %a, ptr %d.a, ptr %result, ptr %d_result) {"),
])
def test_the_public_entries_around_the_internal_one(mode, signature):
    spec = c_entry.gradient_spec(PAIR, None, None, mode)
    text, synthetic = array_results.values_entry(PAIR_IR, PAIR)
    spec = dataclasses.replace(spec, values=synthetic.arguments[-1])
    internal = array_results.internal_spec(spec, synthetic)
    assert internal.name == f"{spec.name}.internal" and internal.wrt == {"a", "result"}
    text += c_entry.gradient_entry(internal, noalias=True, linkage="internal ")
    text += array_results.public_entry(spec, internal, text)
    llvm.parse_and_verify(text)
    assert signature in text
    # the tuple is passed as a 1-D array of its two elements
    assert ("store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } { ptr null, ptr null, "
            "i64 2, i64 8, ptr null, [1 x i64] [i64 2], [1 x i64] [i64 8] }, ptr %view") in text
    if mode == "reverse":  # the seed is a copy: the reverse pass consumes it
        assert "call void @llvm.memcpy.p0.p0.i64(ptr %seed, ptr %cotangent, i64 %bytes" in text
        assert "call void @free(ptr %seed)" in text
