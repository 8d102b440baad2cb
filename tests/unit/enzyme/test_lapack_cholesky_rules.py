"""The CHOLESKY template of lapack_cholesky_rules, run over Numba's own LAPACK and BLAS
helpers: it verifies in LLVM 15 for double and float and registers its rules;
`.factor` and the wrapper give the factor of the symmetric matrix of the triangle
potrf reads (0 in the other) and LAPACK's info; the forward rule matches central
differences of that primal along directions that are not symmetric, the reverse
rule is its adjoint; neither touches a constant operand's shadow, and where the
buffer holds no factor both give NaN.  In LAPACK's column-major terms, as the
rules see the buffer: U upper, A_sym = U^T U."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from jit_templates import assert_verified_and_registered, instantiated

from nrtgrad.enzyme import lapack, lapack_cholesky_rules
from nrtgrad.toolchain import llvm

ELEMENTS = {"double": (100, 8, np.float64), "float": (115, 4, np.float32)}
I64, PTR = ctypes.c_int64, ctypes.c_void_p
RULE = [I64, I64, PTR, PTR, I64, I64]  # n, its shadow, a, its shadow, lda, its shadow


def template(element: str) -> str:
    return instantiated({"cholesky": lapack_cholesky_rules.CHOLESKY}, element)


@pytest.fixture(scope="module")
def rules():
    """The template's functions, JIT-compiled over Numba's own LAPACK and BLAS helpers."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_xxpotrf & co. with LLVM's symbol table
    binding = llvm.binding()
    engines, compiled = [], {}
    for element in ELEMENTS:
        text = template(element).replace("define internal ", "define ")
        machine = binding.Target.from_default_triple().create_target_machine()
        engine = binding.create_mcjit_compiler(llvm.parse_and_verify(text),
                                               machine)
        engine.finalize_object()
        engines.append(engine)
        address, p = engine.get_function_address, lapack.rule_name(element, "cholesky")
        compiled[element] = {
            "factor": ctypes.CFUNCTYPE(ctypes.c_int32, I64, PTR, I64)(address(f"{p}.factor")),
            "wrapper": ctypes.CFUNCTYPE(None, I64, PTR, I64)(address(p)),
            "augment": ctypes.CFUNCTYPE(PTR, *RULE)(address(f"{p}.augment")),
            "reverse": ctypes.CFUNCTYPE(None, *RULE, PTR)(address(f"{p}.reverse")),
            "forward": ctypes.CFUNCTYPE(None, *RULE)(address(f"{p}.forward")),
        }
    yield compiled
    compiled.clear()
    engines.clear()


def factored(rules, A):
    """`.factor` on a column-major copy of A: its status and the buffer."""
    a = np.asfortranarray(A.copy())
    return rules["factor"](len(A), a.ctypes.data, len(A)), a


def primal(rules, A):
    """`.factor` then the wrapper, as the rewritten module calls them."""
    status, a = factored(rules, A)
    rules["wrapper"](len(A), a.ctypes.data, len(A))
    return status, a


def positive_definite(n: int, seed: int, junk: float = 0.0) -> np.ndarray:
    """A symmetric positive definite matrix whose strict lower triangle (which potrf
    does not read) is replaced by `junk` when it is not 0."""
    rng = np.random.default_rng(seed)
    M = rng.standard_normal((n, n))
    A = M @ M.T + n * np.eye(n)
    if junk:
        A[np.tril_indices(n, -1)] = junk
    return A


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(element):
    assert_verified_and_registered(template(element), "",
                                   lapack.rule_name(element, "cholesky"), "factor")


@pytest.mark.parametrize("n", [1, 2, 5])
@pytest.mark.parametrize("element", ["double", "float"])
def test_the_primal_is_the_factor_of_the_triangle_potrf_reads(rules, element, n):
    dtype = ELEMENTS[element][2]
    A = positive_definite(n, n, junk=77.0)
    status, u = primal(rules[element], A.astype(dtype))
    assert status == 0
    symmetric = np.triu(A) + np.triu(A, 1).T
    tolerance = 1e-12 if dtype == np.float64 else 1e-5
    np.testing.assert_allclose(u, np.linalg.cholesky(symmetric).T, atol=tolerance * 10 * n)
    assert not np.any(np.tril(u, -1))


@pytest.mark.parametrize("element", ["double", "float"])
def test_the_status_is_lapacks_info(rules, element):
    dtype = ELEMENTS[element][2]
    A = np.array([[4.0, 2.0, 1.0], [2.0, 5.0, 3.0], [1.0, 3.0, 1.0]], dtype)  # minors 4, 16, -9
    assert factored(rules[element], A)[0] == 3
    assert factored(rules[element], -np.eye(2, dtype=dtype))[0] == 1
    assert factored(rules[element], np.eye(2, dtype=dtype))[0] == 0


def factor_of(rules, A) -> np.ndarray:
    status, u = primal(rules, A)
    assert status == 0
    return u


@pytest.mark.parametrize("n", [1, 2, 5])
def test_forward_matches_central_differences_along_any_direction(rules, n):
    A = positive_definite(n, n, junk=-3.0)
    rng = np.random.default_rng(10 + n)
    dA = rng.standard_normal((n, n))  # not symmetric: its lower triangle is ignored
    step = 1e-6
    expected = (factor_of(rules["double"], A + step * dA)
                - factor_of(rules["double"], A - step * dA)) / (2 * step)
    status, a = factored(rules["double"], A)
    tangent = np.asfortranarray(dA.copy())
    rules["double"]["forward"](n, n, a.ctypes.data, tangent.ctypes.data, n, n)
    np.testing.assert_allclose(a, factor_of(rules["double"], A), atol=1e-12)
    np.testing.assert_allclose(tangent, expected, atol=1e-8)
    assert not np.any(np.tril(tangent, -1))
    # float32: against the float64 tangent
    status, a = factored(rules["float"], A.astype(np.float32))
    single = np.asfortranarray(dA.astype(np.float32))
    rules["float"]["forward"](n, n, a.ctypes.data, single.ctypes.data, n, n)
    np.testing.assert_allclose(single, tangent, atol=1e-4)


@pytest.mark.parametrize("n", [1, 2, 5])
@pytest.mark.parametrize("element", ["double", "float"])
def test_reverse_is_the_adjoint_of_forward(rules, element, n):
    """<Ubar, dU(dA)> = <Abar(Ubar), dA> for every direction dA, with Abar the adjoint
    the reverse rule leaves in the shadow; Abar is 0 below the diagonal."""
    dtype = ELEMENTS[element][2]
    A = positive_definite(n, 20 + n, junk=5.0).astype(dtype)
    rng = np.random.default_rng(30 + n)
    Ubar = rng.standard_normal((n, n)).astype(dtype)
    status, a = factored(rules[element], A)
    shadow = np.asfortranarray(Ubar.copy())
    tape = rules[element]["augment"](n, n, a.ctypes.data, shadow.ctypes.data, n, n)
    np.testing.assert_allclose(a, factor_of(rules[element], A), atol=1e-5)
    a[:] = 0.0  # the caller may change the factor: the reverse pass reads the tape
    rules[element]["reverse"](n, n, a.ctypes.data, shadow.ctypes.data, n, n, tape)
    assert not np.any(np.tril(shadow, -1))
    tolerance = 1e-10 if dtype == np.float64 else 1e-4
    for _ in range(3):
        dA = rng.standard_normal((n, n)).astype(dtype)
        status, a = factored(rules[element], A)
        tangent = np.asfortranarray(dA.copy())
        rules[element]["forward"](n, n, a.ctypes.data, tangent.ctypes.data, n, n)
        along = float(np.sum(Ubar.astype(np.float64) * np.triu(tangent)))
        assert float(np.sum(shadow.astype(np.float64) * dA)) == pytest.approx(
            along, rel=tolerance, abs=tolerance)


@pytest.mark.parametrize("element", ["double", "float"])
def test_a_constant_matrix_gets_no_derivative(rules, element):
    """Enzyme passes a constant operand's primal as its shadow."""
    dtype = ELEMENTS[element][2]
    A = (np.eye(3) * 4.0).astype(dtype)
    _, a = factored(rules[element], A)
    tape = rules[element]["augment"](3, 3, a.ctypes.data, a.ctypes.data, 3, 3)
    rules[element]["reverse"](3, 3, a.ctypes.data, a.ctypes.data, 3, 3, tape)
    np.testing.assert_allclose(a, np.eye(3) * 2.0)
    _, a = factored(rules[element], A)
    rules[element]["forward"](3, 3, a.ctypes.data, a.ctypes.data, 3, 3)
    np.testing.assert_allclose(a, np.eye(3) * 2.0)


@pytest.mark.parametrize("bad", [np.nan, -1.0])
@pytest.mark.parametrize("element", ["double", "float"])
def test_without_a_factor_the_derivatives_are_nan(rules, element, bad):
    """NaN in A (OpenBLAS's potrf passes it on with info 0), or a matrix that is not
    positive definite (the primal raises): NaN above the diagonal, never a number."""
    dtype = ELEMENTS[element][2]
    A = np.eye(3, dtype=dtype)
    A[1, 1] = bad
    for rule in ("forward", "reverse"):
        _, a = factored(rules[element], A)
        shadow = np.asfortranarray(np.ones((3, 3), dtype))
        if rule == "forward":
            rules[element]["forward"](3, 3, a.ctypes.data, shadow.ctypes.data, 3, 3)
        else:
            tape = rules[element]["augment"](3, 3, a.ctypes.data, shadow.ctypes.data, 3, 3)
            rules[element]["reverse"](3, 3, a.ctypes.data, shadow.ctypes.data, 3, 3, tape)
        assert np.all(np.isnan(shadow[np.triu_indices(3)])), rule
        assert not np.any(np.tril(shadow, -1)), rule
