"""The templates of lapack_svd_rules, run over Numba's own LAPACK and BLAS helpers: they
verify and are registered with Enzyme for double and float; the wrappers are Numba's
gesdd (jobz 'S', 'A' of a square A, 'N'), and jobz 'A' of a non-square A leaves s NaN;
the status is 1 exactly when a singular value is NaN, UNDETERMINED_STATUS for that full
decomposition; the forward passes match central differences of NumPy's reduced SVD
(singular vectors sign-aligned) of tall, wide and square matrices; the reverse passes
are their adjoints (<dA, A-bar> = <ds, s-bar> + <dU, U-bar> + <dV^T, V^T-bar>) and
clear the outputs' adjoints; repeated and zero singular values give finite derivatives;
a constant operand's shadow is left alone."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.enzyme import lapack, lapack_svd_rules
from jit_templates import (assert_verified_and_registered, compile_module, instantiated,
                           rule_passes)

ELEMENTS = {"double": (100, 8, np.float64, "0x3CB0000000000000"),
            "float": (115, 4, np.float32, "0x3E80000000000000")}
TEMPLATES = {"svd": lapack_svd_rules.SVD, "svdvals": lapack_svd_rules.SVDVALS}
I8, I64, PTR = ctypes.c_int8, ctypes.c_int64, ctypes.c_void_p
# jobz, m, n, a, da, lda, s, ds, u, du, ldu, vt, dvt, ldvt (integers twice)
VECTORS = [I8, I8, I64, I64, I64, I64, PTR, PTR, I64, I64, PTR, PTR, PTR, PTR, I64, I64,
           PTR, PTR, I64, I64]
VALUES = [I64, I64, I64, I64, PTR, PTR, I64, I64, PTR, PTR]
FULL, REDUCED = ord("A"), ord("S")
SHAPES = [(1, 1), (1, 3), (3, 1), (5, 3), (3, 5), (4, 4), (9, 9)]


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
            passed = VECTORS if routine == "svd" else VALUES
            compiled[routine, element] = {
                "status": ctypes.CFUNCTYPE(ctypes.c_int32, I8, I64, I64, PTR)(
                    address(f"{p}.outcome")),
                **rule_passes(engine, p, passed)}
    yield compiled
    compiled.clear()
    engines.clear()


class Operands:
    """A Fortran-order copy of A and the outputs (reduced: U m x k, V^T k x n), with
    shadows; a shadow that is None is passed as its primal (a constant operand)."""

    def __init__(self, A, dA=None, ds=None, du=None, dvt=None, jobz=REDUCED):
        m, n = A.shape
        k, dtype = min(m, n), A.dtype
        self.jobz, self.m, self.n = jobz, m, n
        self.a = A.copy(order="F")
        self.s = np.zeros(k, dtype)
        self.u = np.zeros((m, k), dtype, order="F")
        self.vt = np.zeros((k, n), dtype, order="F")
        self.da, self.ds, self.du, self.dvt = (self.a if dA is None else dA.copy(order="F"),
                                                self.s if ds is None else ds.copy(),
                                                self.u if du is None else du.copy(order="F"),
                                                self.vt if dvt is None else dvt.copy(order="F"))

    def arguments(self, routine):
        m, n, k = self.m, self.n, min(self.m, self.n)
        pointers = [self.a.ctypes.data, self.da.ctypes.data, m, m, self.s.ctypes.data,
                    self.ds.ctypes.data]
        if routine == "svdvals":
            return [m, m, n, n, *pointers]
        return [self.jobz, self.jobz, m, m, n, n, *pointers, self.u.ctypes.data,
                self.du.ctypes.data, m, m, self.vt.ctypes.data, self.dvt.ctypes.data, k, k]


def separated(m: int, n: int, dtype, seed: int) -> np.ndarray:
    """An m x n matrix whose singular values are at least 0.5 apart and at least 1."""
    rng = np.random.default_rng(seed)
    k = min(m, n)
    Q1, _ = np.linalg.qr(rng.standard_normal((m, k)))
    Q2, _ = np.linalg.qr(rng.standard_normal((n, k)))
    return np.asfortranarray(Q1 @ np.diag(1.0 + 0.5 * np.arange(k)[::-1]) @ Q2.T, dtype=dtype)


def aligned_svd(A: np.ndarray, like_u: np.ndarray | None = None):
    """NumPy's reduced SVD in float64, each pair of singular vectors signed like like_u's."""
    U, s, Vt = np.linalg.svd(A.astype(np.float64), full_matrices=False)
    if like_u is not None:
        sign = np.sign(np.sum(U * like_u, axis=0))
        U, Vt = U * sign, Vt * sign[:, None]
    return s, U, Vt


def finite_difference(A, dA):
    h = 1e-6
    s, U, Vt = aligned_svd(A)
    plus = aligned_svd(A.astype(np.float64) + h * dA.astype(np.float64), U)
    minus = aligned_svd(A.astype(np.float64) - h * dA.astype(np.float64), U)
    return [(p - q) / (2 * h) for p, q in zip(plus, minus)]


@pytest.mark.parametrize("routine", TEMPLATES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_the_rules_verify_and_are_registered(routine, element):
    assert_verified_and_registered(instantiate(routine, element), "",
                                   lapack.rule_name(element, routine), "outcome")


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_the_wrappers_are_numbas_gesdd(rules, element, shape):
    dtype = ELEMENTS[element][2]
    A = separated(*shape, dtype, seed=sum(shape))
    tolerance = 1e-12 if dtype == np.float64 else 2e-5
    jobs = [REDUCED, FULL] if shape[0] == shape[1] else [REDUCED]
    for jobz in jobs:
        operands = Operands(A, jobz=jobz)
        rules["svd", element]["forward"](*operands.arguments("svd"))
        s, U, Vt = aligned_svd(A, operands.u.astype(np.float64))
        assert rules["svd", element]["status"](jobz, *shape, operands.s.ctypes.data) == 0
        np.testing.assert_allclose(operands.s, s, atol=tolerance * 10)
        np.testing.assert_allclose(operands.u, U, atol=tolerance * 100)
        np.testing.assert_allclose(operands.vt, Vt, atol=tolerance * 100)
    operands = Operands(A)
    rules["svdvals", element]["forward"](*operands.arguments("svdvals"))
    np.testing.assert_allclose(operands.s, aligned_svd(A)[0], atol=tolerance * 10)


@pytest.mark.parametrize("shape", [(5, 3), (3, 5)])
def test_a_full_decomposition_of_a_non_square_matrix_has_the_undetermined_status(rules, shape):
    operands = Operands(separated(*shape, np.float64, seed=1), jobz=FULL)
    rules["svd", "double"]["forward"](*operands.arguments("svd"))
    assert np.all(np.isnan(operands.s))
    status = rules["svd", "double"]["status"]
    assert status(FULL, *shape, operands.s.ctypes.data) == lapack.UNDETERMINED_STATUS
    assert status(REDUCED, *shape, operands.s.ctypes.data) == 1


@pytest.mark.parametrize("element", ELEMENTS)
def test_the_status_says_whether_a_singular_value_is_nan(rules, element):
    status = rules["svd", element]["status"]
    s = np.array([5.0, 2.0, 1.0, 0.0], ELEMENTS[element][2])
    assert status(REDUCED, 4, 6, s.ctypes.data) == 0
    assert status(FULL, 4, 4, s.ctypes.data) == 0
    s[2] = np.nan
    assert status(REDUCED, 6, 4, s.ctypes.data) == 1
    assert status(REDUCED, 2, 4, s.ctypes.data) == 0  # the first two only
    s.view(np.uint8)[:] = 0xFF  # what the wrapper writes when LAPACK fails
    assert status(ord("N"), 4, 4, s.ctypes.data) == 1


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_forward_matches_differences_and_reverse_is_its_adjoint(rules, element, shape):
    dtype = ELEMENTS[element][2]
    m, n = shape
    k = min(m, n)
    rng = np.random.default_rng(m * 10 + n)
    A = separated(m, n, dtype, seed=m + n)
    tolerance = 1e-7 if dtype == np.float64 else 2e-3
    dA = np.asfortranarray(rng.standard_normal(shape), dtype=dtype)
    ds_ref, dU_ref, dVt_ref = finite_difference(A, dA)
    zeros = (np.zeros(k, dtype), np.zeros((m, k), dtype), np.zeros((k, n), dtype))
    operands = Operands(A, dA, *zeros)
    rules["svd", element]["forward"](*operands.arguments("svd"))
    sign = np.sign(np.sum(operands.u * aligned_svd(A)[1], axis=0)).astype(dtype)
    np.testing.assert_allclose(operands.ds, ds_ref, atol=tolerance * 10)
    np.testing.assert_allclose(operands.du * sign, dU_ref, atol=tolerance * 10)
    np.testing.assert_allclose(operands.dvt * sign[:, None], dVt_ref, atol=tolerance * 10)
    np.testing.assert_array_equal(operands.da, dA)
    values = Operands(A, dA, zeros[0])
    rules["svdvals", element]["forward"](*values.arguments("svdvals"))
    np.testing.assert_allclose(values.ds, ds_ref, atol=tolerance * 10)
    # reverse: <dA, A-bar> = <ds, s-bar> + <dU, U-bar> + <dV^T, V^T-bar>; the outputs'
    # adjoints cleared; A-bar replaces what A's shadow held
    s_bar = rng.standard_normal(k).astype(dtype)
    u_bar = np.asfortranarray(rng.standard_normal((m, k)), dtype=dtype)
    vt_bar = np.asfortranarray(rng.standard_normal((k, n)), dtype=dtype)
    for routine in TEMPLATES:
        held = np.asfortranarray(rng.standard_normal(shape), dtype=dtype)
        operands = Operands(A, held, s_bar, u_bar * sign, vt_bar * sign[:, None])
        tape = rules[routine, element]["augment"](*operands.arguments(routine))
        operands.a[:], operands.s[:] = 0.0, 0.0  # the reverse pass reads the tape
        rules[routine, element]["reverse"](*operands.arguments(routine), tape)
        along = float(np.sum(ds_ref * s_bar))
        if routine == "svd":
            along += float(np.sum(dU_ref * u_bar) + np.sum(dVt_ref * vt_bar))
            np.testing.assert_array_equal(operands.du, 0.0)
            np.testing.assert_array_equal(operands.dvt, 0.0)
        scale = max(1.0, abs(along))
        assert abs(float(np.sum(operands.da.astype(np.float64) * dA)) - along) \
            <= tolerance * 10 * scale
        np.testing.assert_array_equal(operands.ds, 0.0)


@pytest.mark.parametrize("shape", [(4, 4), (6, 3), (3, 6)])
@pytest.mark.parametrize("element", ELEMENTS)
def test_repeated_and_zero_singular_values_give_finite_derivatives(rules, element, shape):
    """Singular values 2, 2, 0 (and 0 past them for a square A): every vector term
    between the repeated pair and every inverse of a zero value is 0, never NaN."""
    dtype = ELEMENTS[element][2]
    m, n = shape
    k = min(m, n)
    rng = np.random.default_rng(k)
    Q1, _ = np.linalg.qr(rng.standard_normal((m, k)))
    Q2, _ = np.linalg.qr(rng.standard_normal((n, k)))
    values = np.array([2.0, 2.0] + [0.0] * (k - 2))
    A = np.asfortranarray(Q1 @ np.diag(values) @ Q2.T, dtype=dtype)
    dA = np.asfortranarray(rng.standard_normal(shape), dtype=dtype)
    zeros = (np.zeros(k, dtype), np.zeros((m, k), dtype), np.zeros((k, n), dtype))
    operands = Operands(A, dA, *zeros)
    rules["svd", element]["forward"](*operands.arguments("svd"))
    for tangent in (operands.ds, operands.du, operands.dvt):
        assert np.all(np.isfinite(tangent))
    ones = (np.ones(k, dtype), np.ones((m, k), dtype), np.ones((k, n), dtype))
    for routine in TEMPLATES:
        operands = Operands(A, dA, *ones)
        tape = rules[routine, element]["augment"](*operands.arguments(routine))
        rules[routine, element]["reverse"](*operands.arguments(routine), tape)
        assert np.all(np.isfinite(operands.da))
    # the values alone: ds = diag(U^T dA V) is exact for the sum of the singular values
    operands = Operands(A, dA, *zeros)
    rules["svd", element]["forward"](*operands.arguments("svd"))
    tolerance = 1e-6 if dtype == np.float64 else 2e-3
    assert abs(float(np.sum(operands.ds[:2])) - float(np.sum(
        finite_difference(A, dA)[0][:2]))) <= tolerance * 10


@pytest.mark.parametrize("routine", TEMPLATES)
@pytest.mark.parametrize("element", ELEMENTS)
def test_a_constant_matrix_gets_no_derivative(rules, routine, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    dtype = ELEMENTS[element][2]
    A = separated(5, 3, dtype, seed=3)
    for rule in ("reverse", "forward"):
        operands = Operands(A)
        if rule == "reverse":
            tape = rules[routine, element]["augment"](*operands.arguments(routine))
            before = operands.a.copy()
            rules[routine, element]["reverse"](*operands.arguments(routine), tape)
            np.testing.assert_array_equal(operands.a, before)
        else:
            rules[routine, element]["forward"](*operands.arguments(routine))
        np.testing.assert_allclose(operands.s, aligned_svd(A)[0], rtol=1e-5, atol=1e-5)
