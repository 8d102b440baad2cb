"""The templates of lapack_rules: they verify in LLVM 15 for double and float, their
rules are registered with Enzyme.  gesv: the status it gives the primal is LAPACK's
info (the first zero on the diagonal of the LU factors), run on small matrices; its
derivatives are checked against finite differences through Enzyme (tests/e2e,
tests/api/test_linalg.py).  inv: run over Numba's own LAPACK and BLAS helpers, `.factor`
and the wrapper give A^-1 (a positive status for a singular A), the augmented and
reverse passes dA = -Y^T dY Y^T from the taped Y, the forward pass dY = -Y dA Y, and
neither touches a constant operand's shadow"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from jit_templates import assert_verified_and_registered, instantiated

from nrtgrad.enzyme import lapack, lapack_rules
from nrtgrad.toolchain import llvm

ELEMENTS = {"double": (100, 8, np.float64), "float": (115, 4, np.float32)}


def instantiate(element: str) -> str:
    return instantiated({"gesv": lapack_rules.GESV}, element)


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(element):
    assert_verified_and_registered(instantiate(element), "", lapack.rule_name(element),
                                   "status")


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_status_is_the_first_zero_on_the_diagonal(element):
    binding = llvm.binding()
    p = lapack.rule_name(element)
    text = instantiate(element).replace(f'define internal i32 @"{p}.status"',
                                        f'define i32 @"{p}.status"')
    module = llvm.parse_and_verify(text)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    status = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64)(
        engine.get_function_address(f"{p}.status"))
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


I64, PTR = ctypes.c_int64, ctypes.c_void_p


def inv_template(element: str) -> str:
    return instantiated({"inv": lapack_rules.INV}, element)


@pytest.fixture(scope="module")
def inv_rules():
    """The INV template's functions, JIT-compiled over Numba's own LAPACK and BLAS helpers."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_xxgetrf & co. with LLVM's symbol table
    binding = llvm.binding()
    engines, rules = [], {}
    for element in ELEMENTS:
        text = inv_template(element).replace("define internal ", "define ")
        machine = binding.Target.from_default_triple().create_target_machine()  # the engine's
        engine = binding.create_mcjit_compiler(llvm.parse_and_verify(text),
                                               machine)
        engine.finalize_object()
        engines.append(engine)
        address, p = engine.get_function_address, lapack.rule_name(element, "inv")
        rules[element] = {
            "factor": ctypes.CFUNCTYPE(ctypes.c_int32, I64, PTR, I64, PTR)(address(f"{p}.factor")),
            "invert": ctypes.CFUNCTYPE(None, I64, PTR, I64, I64)(address(p)),
            "augment": ctypes.CFUNCTYPE(PTR, *[I64, I64, PTR, PTR, I64, I64, I64, I64])(
                address(f"{p}.augment")),
            "reverse": ctypes.CFUNCTYPE(None, *[I64, I64, PTR, PTR, I64, I64, I64, I64, PTR])(
                address(f"{p}.reverse")),
            "forward": ctypes.CFUNCTYPE(None, *[I64, I64, PTR, PTR, I64, I64, I64, I64])(
                address(f"{p}.forward")),
        }
    yield rules
    rules.clear()
    engines.clear()


def _factored(rules, A):
    """A's copy in Fortran order, factored by `.factor`, and its pivots."""
    a = np.asfortranarray(A.copy())
    pivots = np.zeros(len(A), dtype=np.int32)
    status = rules["factor"](len(A), a.ctypes.data, len(A), pivots.ctypes.data)
    return status, a, pivots


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_inv_rules_verify_and_are_registered(element):
    assert_verified_and_registered(inv_template(element), "", lapack.rule_name(element, "inv"),
                                   "factor")


@pytest.mark.parametrize("n", [1, 2, 5])
@pytest.mark.parametrize("element", ["double", "float"])
def test_factor_then_the_wrapper_is_the_inverse_and_the_rules_its_derivatives(
        inv_rules, element, n):
    rules, dtype = inv_rules[element], ELEMENTS[element][2]
    rng = np.random.default_rng(n)
    A = (rng.uniform(-1.0, 1.0, (n, n)) + 3.0 * np.eye(n)).astype(dtype)
    tolerance = 1e-12 if dtype == np.float64 else 1e-5
    status, y, pivots = _factored(rules, A)
    assert status == 0
    rules["invert"](n, y.ctypes.data, n, pivots.ctypes.data)
    Y = np.linalg.inv(A.astype(np.float64))
    np.testing.assert_allclose(y, Y, atol=tolerance * 10)
    # reverse: the augmented pass inverts and tapes Y, dA = -Y^T dY Y^T replaces dY
    status, a, pivots = _factored(rules, A)
    dY = rng.standard_normal((n, n)).astype(dtype)
    shadow = np.asfortranarray(dY.copy())
    tape = rules["augment"](n, n, a.ctypes.data, shadow.ctypes.data, n, n,
                            pivots.ctypes.data, pivots.ctypes.data)
    np.testing.assert_allclose(a, Y, atol=tolerance * 10)
    a[:] = 0.0  # the caller may change the result: the reverse pass reads the tape
    rules["reverse"](n, n, a.ctypes.data, shadow.ctypes.data, n, n, pivots.ctypes.data,
                     pivots.ctypes.data, tape)
    np.testing.assert_allclose(shadow, -Y.T @ dY @ Y.T, atol=tolerance * 100)
    # forward: dY = -Y dA Y replaces dA, after Y
    status, a, pivots = _factored(rules, A)
    dA = rng.standard_normal((n, n)).astype(dtype)
    tangent = np.asfortranarray(dA.copy())
    rules["forward"](n, n, a.ctypes.data, tangent.ctypes.data, n, n, pivots.ctypes.data,
                     pivots.ctypes.data)
    np.testing.assert_allclose(a, Y, atol=tolerance * 10)
    np.testing.assert_allclose(tangent, -Y @ dA @ Y, atol=tolerance * 100)


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_constant_matrix_gets_no_derivative(inv_rules, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    rules, dtype = inv_rules[element], ELEMENTS[element][2]
    A = (np.eye(3) * 2.0).astype(dtype)
    for rule in ("reverse", "forward"):
        _, a, pivots = _factored(rules, A)
        tape = rules["augment"](3, 3, a.ctypes.data, a.ctypes.data, 3, 3, pivots.ctypes.data,
                                pivots.ctypes.data)
        if rule == "reverse":
            rules[rule](3, 3, a.ctypes.data, a.ctypes.data, 3, 3, pivots.ctypes.data,
                        pivots.ctypes.data, tape)
        else:
            _, a, pivots = _factored(rules, A)
            rules[rule](3, 3, a.ctypes.data, a.ctypes.data, 3, 3, pivots.ctypes.data,
                        pivots.ctypes.data)
        np.testing.assert_allclose(a, np.eye(3) / 2.0)


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_singular_matrix_has_a_positive_status(inv_rules, element):
    A = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]], ELEMENTS[element][2])
    status, _, _ = _factored(inv_rules[element], A)
    assert status > 0
