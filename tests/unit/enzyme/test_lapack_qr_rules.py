"""The QR and QR_Q templates of lapack_qr_rules, run over Numba's own LAPACK and BLAS
helpers: they verify in LLVM 15 for double and float and register their rules; the
geqrf wrapper, then the orgqr wrapper, give NumPy's Q and R (the same LAPACK); the
forward rules of the pair (geqrf's, Numba's copy of R, orgqr's) match central
differences of NumPy's Q and R for tall, square and wide matrices, the reverse rules
are their adjoint; `.status` is -1 for a matrix whose leading columns are
rank-deficient; a constant operand's shadow is left alone."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from jit_templates import assert_verified_and_registered, instantiated

from nrtgrad.enzyme import lapack, lapack_qr_rules
from nrtgrad.toolchain import llvm

ELEMENTS = {"double": (100, 8, np.float64, "0x3CB0000000000000"),
            "float": (115, 4, np.float32, "0x3E80000000000000")}
I64, PTR = ctypes.c_int64, ctypes.c_void_p
# m, n (orgqr: k), q, lda, tau, each with its shadow
RULE = [I64, I64, I64, I64, PTR, PTR, I64, I64, I64, I64]
SHAPES = [(1, 1), (3, 3), (5, 3), (4, 1), (3, 5), (1, 4), (6, 6)]


def templates(element: str) -> str:
    return instantiated({"qr": lapack_qr_rules.QR, "qr.q": lapack_qr_rules.QR_Q}, element)


@pytest.fixture(scope="module")
def rules():
    """Both templates' functions, JIT-compiled over Numba's own LAPACK and BLAS helpers."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_ez_geqrf & co. with LLVM's symbol table
    binding = llvm.binding()
    engines, compiled = [], {}
    for element in ELEMENTS:
        text = templates(element).replace("define internal ", "define ")
        machine = binding.Target.from_default_triple().create_target_machine()
        engine = binding.create_mcjit_compiler(llvm.parse_and_verify(text),
                                               machine)
        engine.finalize_object()
        engines.append(engine)
        address, functions = engine.get_function_address, {}
        for name in ("qr", "qr.q"):
            p = lapack.rule_name(element, name)
            functions[name] = {
                "wrapper": ctypes.CFUNCTYPE(None, I64, I64, PTR, I64, I64)(address(p)),
                "augment": ctypes.CFUNCTYPE(PTR, *RULE)(address(f"{p}.augment")),
                "reverse": ctypes.CFUNCTYPE(None, *RULE, PTR)(address(f"{p}.reverse")),
                "forward": ctypes.CFUNCTYPE(None, *RULE)(address(f"{p}.forward")),
            }
        functions["status"] = ctypes.CFUNCTYPE(ctypes.c_int32, I64, I64, PTR, I64)(
            address(f"{lapack.rule_name(element, 'qr')}.status"))
        compiled[element] = functions
    yield compiled
    compiled.clear()
    engines.clear()


def arguments(rule, m, n, q, dq, tau):
    return rule(m, m, n, n, q.ctypes.data, dq.ctypes.data, m, m, tau.ctypes.data, tau.ctypes.data)


def factored(rules, A, dA=None):
    """Numba's np.linalg.qr with the wrappers (or, given dA, their forward rules): Q, R
    and (given dA) dQ, dR."""
    m, n = A.shape
    k = min(m, n)
    q = np.asfortranarray(A.copy())
    dq = np.asfortranarray((A if dA is None else dA).copy())
    tau = np.zeros(k, A.dtype)
    if dA is None:
        rules["qr"]["wrapper"](m, n, q.ctypes.data, m, tau.ctypes.data)
    else:
        arguments(rules["qr"]["forward"], m, n, q, dq, tau)
    R, dR = np.triu(q[:k]), np.triu(dq[:k])
    if dA is None:
        rules["qr.q"]["wrapper"](m, k, q.ctypes.data, m, tau.ctypes.data)
    else:
        arguments(rules["qr.q"]["forward"], m, k, q, dq, tau)
    return q[:, :k], R, dq[:, :k], dR


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(element):
    text = templates(element)
    assert_verified_and_registered(text, "", lapack.rule_name(element, "qr"), "status")
    assert_verified_and_registered(text, "", lapack.rule_name(element, "qr.q"), None)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("element", ["double", "float"])
def test_the_wrappers_give_numpys_q_and_r(rules, element, shape):
    dtype = ELEMENTS[element][2]
    A = np.random.default_rng(sum(shape)).standard_normal(shape).astype(dtype)
    Q, R, _, _ = factored(rules[element], A)
    expected_q, expected_r = np.linalg.qr(A)
    tolerance = 1e-12 if dtype == np.float64 else 1e-5
    np.testing.assert_allclose(Q, expected_q, atol=tolerance * 10)
    np.testing.assert_allclose(R, expected_r, atol=tolerance * 10)


@pytest.mark.parametrize("shape", SHAPES)
def test_forward_matches_central_differences(rules, shape):
    rng = np.random.default_rng(40 + sum(shape))
    A, dA = rng.standard_normal(shape), rng.standard_normal(shape)
    step = 1e-6
    plus, minus = np.linalg.qr(A + step * dA), np.linalg.qr(A - step * dA)
    Q, R, dQ, dR = factored(rules["double"], A, dA)
    np.testing.assert_allclose(Q, np.linalg.qr(A)[0], atol=1e-12)
    np.testing.assert_allclose(dQ, (plus[0] - minus[0]) / (2 * step), atol=1e-7)
    np.testing.assert_allclose(dR, (plus[1] - minus[1]) / (2 * step), atol=1e-7)
    # float32: against the float64 tangents
    _, _, single_q, single_r = factored(rules["float"], A.astype(np.float32),
                                        dA.astype(np.float32))
    np.testing.assert_allclose(single_q, dQ, atol=1e-3)
    np.testing.assert_allclose(single_r, dR, atol=1e-3)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("element", ["double", "float"])
def test_reverse_is_the_adjoint_of_forward(rules, element, shape):
    """<Qbar, dQ(dA)> + <Rbar, dR(dA)> = <Abar, dA> for every direction dA, with Abar
    what the reverse rules (orgqr's, Numba's copy of R adding Rbar, geqrf's) leave."""
    dtype = ELEMENTS[element][2]
    m, n = shape
    k = min(m, n)
    rng = np.random.default_rng(60 + sum(shape))
    A = rng.standard_normal(shape).astype(dtype)
    Qbar, Rbar = rng.standard_normal((m, k)).astype(dtype), np.triu(rng.standard_normal((k, n)))
    q = np.asfortranarray(A.copy())
    shadow = np.asfortranarray(np.zeros(shape, dtype))
    tau = np.zeros(k, dtype)
    factor_tape = arguments(rules[element]["qr"]["augment"], m, n, q, shadow, tau)
    q_tape = arguments(rules[element]["qr.q"]["augment"], m, k, q, shadow, tau)
    shadow[:, :k] = Qbar
    q[:] = 0.0  # the caller may change the buffer: the reverse passes read their tapes
    rules[element]["qr.q"]["reverse"](m, m, k, k, q.ctypes.data, shadow.ctypes.data, m, m,
                                      tau.ctypes.data, tau.ctypes.data, q_tape)
    assert not np.any(np.triu(shadow[:k, :k]))
    shadow[:k] += Rbar.astype(dtype)
    rules[element]["qr"]["reverse"](m, m, n, n, q.ctypes.data, shadow.ctypes.data, m, m,
                                    tau.ctypes.data, tau.ctypes.data, factor_tape)
    tolerance = 1e-10 if dtype == np.float64 else 1e-3
    for _ in range(3):
        dA = rng.standard_normal(shape).astype(dtype)
        _, _, dQ, dR = factored(rules[element], A, dA)
        along = float(np.sum(Qbar.astype(np.float64) * dQ) + np.sum(Rbar * dR))
        assert float(np.sum(shadow.astype(np.float64) * dA)) == pytest.approx(
            along, rel=tolerance, abs=tolerance)


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_status_is_minus_one_for_rank_deficient_leading_columns(rules, element):
    dtype = ELEMENTS[element][2]
    rng = np.random.default_rng(5)
    for A, status in [(rng.standard_normal((4, 3)), 0), (rng.standard_normal((3, 5)), 0),
                      (np.outer(rng.standard_normal(4), [1.0, 2.0, 3.0]), -1),
                      (np.zeros((2, 2)), -1), (np.array([[1.0, 2.0], [2.0, 4.0 + 1e-17]]), -1)]:
        m, n = A.shape
        q = np.asfortranarray(A.astype(dtype))
        tau = np.zeros(min(m, n), dtype)
        rules[element]["qr"]["wrapper"](m, n, q.ctypes.data, m, tau.ctypes.data)
        assert rules[element]["status"](m, n, q.ctypes.data, m) == status, A


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_constant_matrix_gets_no_derivative(rules, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    dtype = ELEMENTS[element][2]
    A = np.array([[2.0, 1.0], [0.0, 3.0], [1.0, 1.0]], dtype)
    q = np.asfortranarray(A.copy())
    tau = np.zeros(2, dtype)
    arguments(rules[element]["qr"]["forward"], 3, 2, q, q, tau)
    np.testing.assert_allclose(np.triu(q[:2]), np.linalg.qr(A)[1], atol=1e-5)
    arguments(rules[element]["qr.q"]["forward"], 3, 2, q, q, tau)
    np.testing.assert_allclose(q, np.linalg.qr(A)[0], atol=1e-5)
