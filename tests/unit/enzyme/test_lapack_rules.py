"""The gesv template of lapack_rules: it verifies in LLVM 15 for double and float, its
rules are registered with Enzyme, and the status it gives the primal is LAPACK's info
(the first zero on the diagonal of the LU factors), run on small matrices.  The rules'
derivatives are checked against finite differences through Enzyme (tests/e2e,
tests/api/test_linalg.py)."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.enzyme import lapack_rules
from nrtgrad.toolchain import llvm

DECLARATIONS = """
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64)
declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64)
"""
ELEMENTS = {"double": (100, 8, np.float64), "float": (115, 4, np.float32)}


def instantiate(element: str) -> str:
    kind, size, _ = ELEMENTS[element]
    return lapack_rules.GESV.format(p=f"rule.{element}", t=element, kind=kind, size=size)


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(element):
    text = instantiate(element)
    llvm.parse_and_verify(text + DECLARATIONS)
    assert (f'@"__enzyme_register_gradient_rule.{element}" = global [3 x ptr] [ptr '
            f'@"rule.{element}", ptr @"rule.{element}.augment", ptr @"rule.{element}.reverse"]'
            in text)
    assert (f'@"__enzyme_register_derivative_rule.{element}" = global [2 x ptr] [ptr '
            f'@"rule.{element}", ptr @"rule.{element}.forward"]' in text)


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_status_is_the_first_zero_on_the_diagonal(element):
    binding = llvm.binding()
    text = instantiate(element).replace(
        f'define internal i32 @"rule.{element}.status"', f'define i32 @"rule.{element}.status"')
    module = llvm.parse_and_verify(text + DECLARATIONS)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    status = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64)(
        engine.get_function_address(f"rule.{element}.status"))
    dtype = ELEMENTS[element][2]
    lu = np.asfortranarray(np.arange(1.0, 17.0, dtype=dtype).reshape(4, 4))
    assert status(4, lu.ctypes.data, 4) == 0
    assert status(0, lu.ctypes.data, 4) == 0
    lu[2, 2] = 0.0
    lu[3, 3] = 0.0
    assert status(4, lu.ctypes.data, 4) == 3
    assert status(2, lu.ctypes.data, 4) == 0  # the leading 2 x 2 block
    lu[1, 2] = 0.0  # off the diagonal: no matter
    lu[2, 2] = 5.0
    assert status(4, lu.ctypes.data, 4) == 4
