"""The LU template of lapack_lu_rules, run over Numba's own LAPACK and BLAS helpers: it
verifies in LLVM 15 for double and float and registers its rules; the wrapper is getrf
(A = P L U, Numba's pivot array written); the forward rule matches central differences
of the factors, the reverse rule is its transpose (<Fbar, dF> = <dA, Abar>) and reads
its tape, not the caller's buffers; neither touches a constant operand's shadow; a
singular A gives NaN derivatives, or a zero adjoint when the factors' adjoint is zero."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from jit_templates import assert_verified_and_registered, instantiated

from nrtgrad.enzyme import lapack, lapack_lu_rules
from nrtgrad.toolchain import llvm

ELEMENTS = {"double": (100, 8, np.float64), "float": (115, 4, np.float32)}
I32, I64, PTR = ctypes.c_int32, ctypes.c_int64, ctypes.c_void_p
RULE = [I64, I64, PTR, PTR, I64, I64, I64, I64]


def template(element: str) -> str:
    return instantiated({"lu": lapack_lu_rules.LU}, element)


@pytest.fixture(scope="module")
def lu_rules():
    """The LU template's functions, JIT-compiled over Numba's own LAPACK and BLAS helpers."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_xxgetrf & co. with LLVM's symbol table
    binding = llvm.binding()
    engines, rules = [], {}
    for element in ELEMENTS:
        text = template(element).replace("define internal ", "define ")
        machine = binding.Target.from_default_triple().create_target_machine()
        engine = binding.create_mcjit_compiler(llvm.parse_and_verify(text),
                                               machine)
        engine.finalize_object()
        engines.append(engine)
        address, p = engine.get_function_address, lapack.rule_name(element, "lu")
        rules[element] = {
            "factor": ctypes.CFUNCTYPE(None, I64, PTR, I64, I64)(address(p)),
            "status": ctypes.CFUNCTYPE(I32, I64, PTR, I64)(address(f"{p}.status")),
            "augment": ctypes.CFUNCTYPE(PTR, *RULE)(address(f"{p}.augment")),
            "reverse": ctypes.CFUNCTYPE(None, *RULE, PTR)(address(f"{p}.reverse")),
            "forward": ctypes.CFUNCTYPE(None, *RULE)(address(f"{p}.forward")),
        }
    yield rules
    rules.clear()
    engines.clear()


def matrix(n: int, dtype, seed: int = 0) -> np.ndarray:
    """A random matrix whose partial pivoting swaps rows (its anti-diagonal dominates),
    each column's pivot clear of the other candidates, so small perturbations keep it."""
    rng = np.random.default_rng(seed)
    A = rng.uniform(-1.0, 1.0, (n, n))
    A[np.arange(n)[::-1], np.arange(n)] += 4.0
    return A.astype(dtype)


def factor(rules, A):
    """(packed factors in Fortran order, pivots) by the wrapper."""
    f = np.asfortranarray(A.copy())
    pivots = np.zeros(len(A), dtype=np.int32)
    rules["factor"](len(A), f.ctypes.data, len(A), pivots.ctypes.data)
    return f, pivots


def forward(rules, A, dA):
    f = np.asfortranarray(A.copy())
    tangent = np.asfortranarray(dA.copy())
    pivots = np.zeros(len(A), dtype=np.int32)
    rules["forward"](len(A), len(A), f.ctypes.data, tangent.ctypes.data, len(A), len(A),
                     pivots.ctypes.data, pivots.ctypes.data)
    return f, pivots, tangent


def reverse(rules, A, Fbar):
    n = len(A)
    f = np.asfortranarray(A.copy())
    shadow = np.asfortranarray(Fbar.copy())
    pivots = np.zeros(n, dtype=np.int32)
    tape = rules["augment"](n, n, f.ctypes.data, shadow.ctypes.data, n, n, pivots.ctypes.data,
                            pivots.ctypes.data)
    factors = f.copy()
    f[:] = 7.0  # the caller may change the factors and the pivots: the reverse pass reads the tape
    pivots[:] = 1
    rules["reverse"](n, n, f.ctypes.data, shadow.ctypes.data, n, n, pivots.ctypes.data,
                     pivots.ctypes.data, tape)
    return factors, shadow


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(element):
    assert_verified_and_registered(template(element), "",
                                   lapack.rule_name(element, "lu"), "status")


@pytest.mark.parametrize("n", [1, 2, 5, 9])
@pytest.mark.parametrize("element", ["double", "float"])
def test_the_wrapper_factors_with_numbas_pivots(lu_rules, element, n):
    rules, dtype = lu_rules[element], ELEMENTS[element][2]
    A = matrix(n, dtype, seed=n)
    f, pivots = factor(rules, A)
    assert rules["status"](n, f.ctypes.data, n) == 0
    L, U = np.tril(f, -1) + np.eye(n), np.triu(f)
    permuted = A.astype(np.float64)
    for i, p in enumerate(pivots - 1):  # P^T A: LAPACK's interchanges in order
        permuted[[i, p]] = permuted[[p, i]]
    tolerance = 1e-12 if dtype == np.float64 else 1e-5
    np.testing.assert_allclose(L @ U, permuted, atol=tolerance * 10)
    assert n < 2 or np.any(pivots != np.arange(1, n + 1))  # the swaps are exercised


@pytest.mark.parametrize("n", [1, 2, 5, 9])
@pytest.mark.parametrize("element", ["double", "float"])
def test_forward_is_the_derivative_of_the_factors_and_reverse_its_transpose(
        lu_rules, element, n):
    rules, dtype = lu_rules[element], ELEMENTS[element][2]
    A = matrix(n, np.float64, seed=n)
    rng = np.random.default_rng(n + 100)
    dA, Fbar = rng.standard_normal((n, n)), rng.standard_normal((n, n))
    h = 1e-6
    plus, _ = factor(lu_rules["double"], A + h * dA)
    minus, _ = factor(lu_rules["double"], A - h * dA)
    reference = (plus - minus) / (2 * h)
    f, pivots, tangent = forward(rules, A.astype(dtype), dA.astype(dtype))
    expected, expected_pivots = factor(rules, A.astype(dtype))
    np.testing.assert_array_equal(f, expected)
    np.testing.assert_array_equal(pivots, expected_pivots)
    tolerance = 1e-6 if dtype == np.float64 else 1e-3
    np.testing.assert_allclose(tangent, reference, atol=tolerance * np.abs(reference).max())
    _, adjoint = reverse(rules, A.astype(dtype), Fbar.astype(dtype))
    along = np.sum(Fbar * reference)
    assert abs(np.sum(adjoint.astype(np.float64) * dA) - along) <= tolerance * max(1.0, abs(along))


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_constant_matrix_gets_no_derivative(lu_rules, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    rules, dtype = lu_rules[element], ELEMENTS[element][2]
    A = matrix(3, dtype)
    expected, _ = factor(rules, A)
    f = np.asfortranarray(A.copy())
    pivots = np.zeros(3, dtype=np.int32)
    rules["forward"](3, 3, f.ctypes.data, f.ctypes.data, 3, 3, pivots.ctypes.data,
                     pivots.ctypes.data)
    np.testing.assert_array_equal(f, expected)
    f = np.asfortranarray(A.copy())
    tape = rules["augment"](3, 3, f.ctypes.data, f.ctypes.data, 3, 3, pivots.ctypes.data,
                            pivots.ctypes.data)
    rules["reverse"](3, 3, f.ctypes.data, f.ctypes.data, 3, 3, pivots.ctypes.data,
                     pivots.ctypes.data, tape)
    np.testing.assert_array_equal(f, expected)


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_singular_matrix_has_nan_derivatives_unless_nothing_read_the_factors(
        lu_rules, element):
    rules, dtype = lu_rules[element], ELEMENTS[element][2]
    A = np.array([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [0.0, 1.0, 1.0]], dtype)
    f, _ = factor(rules, A)
    assert rules["status"](3, f.ctypes.data, 3) > 0
    _, _, tangent = forward(rules, A, np.ones_like(A))
    assert np.isnan(tangent).all()
    _, adjoint = reverse(rules, A, np.ones_like(A))
    assert np.isnan(adjoint).all()
    _, adjoint = reverse(rules, A, np.zeros_like(A))
    np.testing.assert_array_equal(adjoint, np.zeros_like(A))
