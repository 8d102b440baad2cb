"""The templates of lapack_eigh_rules, run over Numba's own LAPACK and BLAS helpers: they
verify and are registered with Enzyme for double and float; the wrappers are Numba's
evd of the triangle uplo ('L' and 'U'); the status is 1 exactly when an eigenvalue is
NaN; the forward passes match central differences of NumPy's eigh of the symmetric
matrix of the triangle (eigenvectors sign-aligned); the reverse passes are their
adjoints (<dA, A-bar> = <dw, w-bar> + <dV, V-bar>) with A-bar 0 in the triangle nothing
reads; repeated eigenvalues give finite derivatives with no eigenvector term between
them; a constant operand's shadow is left alone."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.enzyme import lapack, lapack_eigh_rules
from jit_templates import (assert_verified_and_registered, compile_module, instantiated,
                           rule_passes)

ELEMENTS = {"double": (100, 8, np.float64, "0x3CB0000000000000"),
            "float": (115, 4, np.float32, "0x3E80000000000000")}
TEMPLATES = {"eigh": lapack_eigh_rules.EIGH, "eigvalsh": lapack_eigh_rules.EIGVALSH}
I8, I64, PTR = ctypes.c_int8, ctypes.c_int64, ctypes.c_void_p
PASS = [I8, I8, I64, I64, PTR, PTR, I64, I64, PTR, PTR]
LOWER, UPPER = ord("L"), ord("U")


def instantiate(routine: str, element: str) -> str:
    return instantiated({routine: TEMPLATES[routine]}, element)


@pytest.fixture(scope="module")
def rules():
    """Each template's functions, JIT-compiled over Numba's own LAPACK and BLAS helpers."""
    engines, compiled = [], {}
    for routine in TEMPLATES:
        for element in ELEMENTS:
            engine = compile_module(instantiate(routine, element))
            engines.append(engine)
            address, p = engine.get_function_address, lapack.rule_name(element, routine)
            compiled[routine, element] = {
                "primal": ctypes.CFUNCTYPE(None, I8, I64, PTR, I64, PTR)(address(p)),
                "status": ctypes.CFUNCTYPE(ctypes.c_int32, I64, PTR)(address(f"{p}.status")),
                **rule_passes(engine, p, PASS)}
    yield compiled
    compiled.clear()
    engines.clear()


def symmetric(A: np.ndarray, uplo: int) -> np.ndarray:
    """The symmetric matrix of A's triangle uplo."""
    triangle = np.triu(A) if uplo == UPPER else np.tril(A)
    return triangle + triangle.T - np.diag(np.diag(A))


def eigh(A: np.ndarray, uplo: int):
    """NumPy's eigenvalues and eigenvectors of the triangle, in float64."""
    return np.linalg.eigh(symmetric(A.astype(np.float64), uplo))


def call(rule, uplo, A, dA, w, dw, tape=None):
    n = len(A)
    arguments = [uplo, uplo, n, n, A.ctypes.data, dA.ctypes.data, n, n, w.ctypes.data,
                 dw.ctypes.data if dw is not None else None]
    return rule(*arguments) if tape is None else rule(*arguments, tape)


def separated(n: int, dtype, seed: int, uplo: int = LOWER) -> np.ndarray:
    """A non-symmetric A whose triangle uplo has eigenvalues 0.7 apart."""
    rng = np.random.default_rng(seed)
    Q, _ = np.linalg.qr(rng.standard_normal((n, n)))
    S = Q @ np.diag(np.arange(n) * 0.7 - 1.0) @ Q.T
    noise = rng.standard_normal((n, n))
    unread = np.tril(noise, -1) if uplo == UPPER else np.triu(noise, 1)
    return np.asfortranarray(S + unread, dtype=dtype)


@pytest.mark.parametrize("routine", TEMPLATES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_the_rules_verify_and_are_registered(routine, element):
    assert_verified_and_registered(instantiate(routine, element), "",
                                   lapack.rule_name(element, routine), "status")


@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("element", ELEMENTS)
def test_the_wrappers_are_the_eigendecomposition_of_the_triangle(rules, element, uplo):
    dtype, n = ELEMENTS[element][2], 5
    A = separated(n, dtype, seed=uplo, uplo=uplo)
    w_ref, V_ref = eigh(A, uplo)
    tolerance = 1e-12 if dtype == np.float64 else 2e-5
    a, w = A.copy(order="F"), np.zeros(n, dtype)
    rules["eigh", element]["primal"](uplo, n, a.ctypes.data, n, w.ctypes.data)
    np.testing.assert_allclose(w, w_ref, atol=tolerance * 10)
    np.testing.assert_allclose(np.abs(a), np.abs(V_ref), atol=tolerance * 100)
    a, w = A.copy(order="F"), np.zeros(n, dtype)
    rules["eigvalsh", element]["primal"](uplo, n, a.ctypes.data, n, w.ctypes.data)
    np.testing.assert_allclose(w, w_ref, atol=tolerance * 10)
    other = np.tril(A, -1) if uplo == UPPER else np.triu(A, 1)  # eigvalsh keeps it
    np.testing.assert_array_equal(np.tril(a, -1) if uplo == UPPER else np.triu(a, 1), other)


@pytest.mark.parametrize("element", ELEMENTS)
def test_the_status_says_whether_an_eigenvalue_is_nan(rules, element):
    status = rules["eigh", element]["status"]
    w = np.array([-1.0, 0.0, 2.0, 5.0], ELEMENTS[element][2])
    assert status(4, w.ctypes.data) == 0
    assert status(0, w.ctypes.data) == 0
    w[2] = np.nan
    assert status(4, w.ctypes.data) == 1
    assert status(2, w.ctypes.data) == 0  # the first two only
    w.view(np.uint8)[:] = 0xFF  # what the wrapper writes when LAPACK fails
    assert status(4, w.ctypes.data) == 1


def finite_difference(A, dA, uplo):
    """Central differences of NumPy's eigenvalues and (sign-aligned) eigenvectors along dA."""
    h = 1e-6
    A64, dA64 = A.astype(np.float64), dA.astype(np.float64)
    w, V = eigh(A64, uplo)
    (w_plus, V_plus), (w_minus, V_minus) = eigh(A64 + h * dA64, uplo), eigh(A64 - h * dA64, uplo)
    V_plus *= np.sign(np.sum(V_plus * V, axis=0))
    V_minus *= np.sign(np.sum(V_minus * V, axis=0))
    return (w_plus - w_minus) / (2 * h), (V_plus - V_minus) / (2 * h)


@pytest.mark.parametrize("n", [1, 2, 5, 9])
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("element", ELEMENTS)
def test_forward_matches_differences_and_reverse_is_its_adjoint(rules, element, uplo, n):
    dtype = ELEMENTS[element][2]
    rng = np.random.default_rng(n)
    A = separated(n, dtype, seed=n, uplo=uplo)
    tolerance = 1e-7 if dtype == np.float64 else 2e-3
    dA = np.asfortranarray(rng.standard_normal((n, n)), dtype=dtype)
    dw_ref, dV_ref = finite_difference(A, dA, uplo)
    # eigh forward: dw and dV; dV replaces dA
    a, tangent = A.copy(order="F"), dA.copy(order="F")
    w, dw = np.zeros(n, dtype), np.zeros(n, dtype)
    call(rules["eigh", element]["forward"], uplo, a, tangent, w, dw)
    sign = np.sign(np.sum(a * eigh(A, uplo)[1], axis=0))  # the wrapper's V against NumPy's
    np.testing.assert_allclose(dw, dw_ref, atol=tolerance * 10)
    np.testing.assert_allclose(tangent * sign, dV_ref, atol=tolerance * 10)
    # eigvalsh forward: dw; dA keeps its values
    a, tangent = A.copy(order="F"), dA.copy(order="F")
    w, dw = np.zeros(n, dtype), np.zeros(n, dtype)
    call(rules["eigvalsh", element]["forward"], uplo, a, tangent, w, dw)
    np.testing.assert_allclose(dw, dw_ref, atol=tolerance * 10)
    np.testing.assert_array_equal(tangent, dA)
    # reverse: <dA, A-bar> = <dw, w-bar> + <dV, V-bar>, A-bar 0 where A is not read, w-bar
    # cleared; eigvalsh keeps the other triangle's adjoint
    w_bar = rng.standard_normal(n).astype(dtype)
    V_bar = np.asfortranarray(rng.standard_normal((n, n)), dtype=dtype)
    unread = np.triu(np.ones((n, n)), 1) if uplo == LOWER else np.tril(np.ones((n, n)), -1)
    for routine in TEMPLATES:
        a, w = A.copy(order="F"), np.zeros(n, dtype)
        adjoint, w_adjoint = V_bar.copy(order="F"), w_bar.copy()
        tape = call(rules[routine, element]["augment"], uplo, a, adjoint, w, w_adjoint)
        a[:], w[:] = 0.0, 0.0  # the caller may change them: the reverse pass reads the tape
        call(rules[routine, element]["reverse"], uplo, a, adjoint, w, w_adjoint, tape)
        along = float(np.sum(dw_ref * w_bar))
        if routine == "eigh":
            along += float(np.sum(dV_ref * sign * V_bar))
            np.testing.assert_array_equal(adjoint[unread == 1], 0.0)
        else:
            np.testing.assert_array_equal(adjoint[unread == 1], V_bar[unread == 1])
        read = np.where(unread == 1, 0.0, adjoint.astype(np.float64))
        scale = max(1.0, abs(along))
        assert abs(float(np.sum(read * dA)) - along) <= tolerance * 10 * scale
        np.testing.assert_array_equal(w_adjoint, 0.0)


@pytest.mark.parametrize("element", ELEMENTS)
def test_repeated_eigenvalues_have_no_eigenvector_term_between_them(rules, element):
    """2 I: every eigenvalue repeated; V = I, so dw = diag(dA), dV = 0 and A-bar = diag(w-bar)."""
    dtype, n = ELEMENTS[element][2], 4
    A = np.asfortranarray(2.0 * np.eye(n), dtype=dtype)
    dA = np.asfortranarray(np.random.default_rng(0).standard_normal((n, n)), dtype=dtype)
    a, tangent = A.copy(order="F"), dA.copy(order="F")
    w, dw = np.zeros(n, dtype), np.zeros(n, dtype)
    call(rules["eigh", element]["forward"], LOWER, a, tangent, w, dw)
    np.testing.assert_array_equal(tangent, 0.0)
    np.testing.assert_allclose(dw, np.diag(dA))
    w_bar = np.arange(1.0, n + 1.0, dtype=dtype)
    adjoint = np.asfortranarray(np.ones((n, n)), dtype=dtype)
    a, w, w_adjoint = A.copy(order="F"), np.zeros(n, dtype), w_bar.copy()
    tape = call(rules["eigh", element]["augment"], LOWER, a, adjoint, w, w_adjoint)
    call(rules["eigh", element]["reverse"], LOWER, a, adjoint, w, w_adjoint, tape)
    np.testing.assert_allclose(adjoint, np.diag(w_bar))


@pytest.mark.parametrize("routine", TEMPLATES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_a_constant_matrix_gets_no_derivative(rules, routine, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    dtype, n = ELEMENTS[element][2], 3
    A = separated(n, dtype, seed=3)
    w_ref = eigh(A, LOWER)[0]
    for rule in ("reverse", "forward"):
        a, w = A.copy(order="F"), np.zeros(n, dtype)
        if rule == "reverse":
            tape = call(rules[routine, element]["augment"], LOWER, a, a, w, w)
            before = a.copy()
            call(rules[routine, element]["reverse"], LOWER, a, a, w, w, tape)
            np.testing.assert_array_equal(a, before)
        else:
            call(rules[routine, element]["forward"], LOWER, a, a, w, w)
        np.testing.assert_allclose(w, w_ref, rtol=1e-5, atol=1e-5)

