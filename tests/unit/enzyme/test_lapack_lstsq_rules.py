"""The template of lapack_lstsq_rules, run over Numba's own LAPACK and BLAS helpers: the
wrapper is Numba's gelsd with the canonical residual (|r_j| in row n, 0 below); the
forward pass matches central differences of NumPy's least squares (X, the residual
norms, the singular values) for tall, square and wide A; the reverse pass is its
adjoint (<dA, A-bar> + <dB, B-bar> = <dX, X-bar> + <d|r|, r-bar> + <ds, s-bar>)."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from jit_templates import instantiated

from nrtgrad.enzyme import lapack, lapack_lstsq_rules
from nrtgrad.toolchain import llvm

I64, PTR = ctypes.c_int64, ctypes.c_void_p
P = lapack.rule_name("double", "lstsq")
PASS = [I64] * 6 + [PTR, PTR, I64, I64, PTR, PTR, I64, I64, PTR, PTR] + [I64] * 4
RCOND = int(np.array(-1.0).view(np.int64))
SHAPES = [(5, 3), (3, 3), (3, 5), (4, 1), (1, 3)]


@pytest.fixture(scope="module")
def rules():
    """The double template's functions, JIT-compiled over Numba's helpers."""
    from numba.core.registry import cpu_target

    cpu_target.target_context  # registers numba_ez_gelsd & co. with LLVM's symbol table
    binding = llvm.binding()
    text = instantiated({"lstsq": lapack_lstsq_rules.LSTSQ}, "double")
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(
        llvm.parse_and_verify(text.replace("define internal ", "define ")),
        machine)
    engine.finalize_object()
    address = engine.get_function_address
    yield {"augment": ctypes.CFUNCTYPE(PTR, *PASS)(address(f"{P}.augment")),
           "reverse": ctypes.CFUNCTYPE(None, *PASS, PTR)(address(f"{P}.reverse")),
           "forward": ctypes.CFUNCTYPE(None, *PASS)(address(f"{P}.forward"))}
    del engine


class System:
    """Numba's buffers of lstsq(A, B): a Fortran copy of A, B in a max(m, n) x nrhs buffer."""

    def __init__(self, A: np.ndarray, B: np.ndarray):
        self.m, self.n = A.shape
        self.nrhs = B.shape[1]
        self.ldb = max(self.m, self.n)
        self.a = np.asfortranarray(A.copy())
        self.b = np.zeros((self.ldb, self.nrhs), order="F")
        self.b[:self.m] = B
        self.s = np.zeros(min(self.m, self.n))
        self.rank = np.zeros(1, dtype=np.int32)

    def arguments(self, da, db, ds):
        m, n, nrhs, ldb = self.m, self.n, self.nrhs, self.ldb
        rank = self.rank.ctypes.data - self.s.ctypes.data  # the rank's distance from s
        return [m, m, n, n, nrhs, nrhs, self.a.ctypes.data, da.ctypes.data, m, m,
                self.b.ctypes.data, db.ctypes.data, ldb, ldb, self.s.ctypes.data, ds.ctypes.data,
                RCOND, RCOND, rank, rank]


def outputs(A: np.ndarray, B: np.ndarray):
    """X, the residual norms (m > n) and the singular values, by NumPy."""
    X = np.linalg.lstsq(A, B, rcond=None)[0]
    norms = np.linalg.norm(B - A @ X, axis=0) if A.shape[0] > A.shape[1] else np.zeros(0)
    return X, norms, np.linalg.svd(A, compute_uv=False)


def problem(m: int, n: int, seed: int):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((m, n)), rng.standard_normal((m, 2)),
            rng.standard_normal((m, n)), rng.standard_normal((m, 2)))


@pytest.mark.parametrize("m, n", SHAPES)
def test_the_forward_pass_matches_central_differences(rules, m, n):
    A, B, dA, dB = problem(m, n, seed=m * 10 + n)
    system = System(A, B)
    da = np.asfortranarray(dA.copy())
    db = np.zeros_like(system.b)
    db[:m] = dB
    ds = np.zeros_like(system.s)
    rules["forward"](*system.arguments(da, db, ds))
    X, norms, s = outputs(A, B)
    assert np.allclose(system.b[:n], X) and np.allclose(system.s, s)
    if m > n:
        assert np.allclose(system.b[n], norms) and not system.b[n + 1:].any()
    h = 1e-6
    plus, minus = outputs(A + h * dA, B + h * dB), outputs(A - h * dA, B - h * dB)
    dX, dnorms, dvalues = [(p - q) / (2 * h) for p, q in zip(plus, minus)]
    assert np.allclose(db[:n], dX, atol=1e-6)
    assert np.allclose(ds, dvalues, atol=1e-6)
    if m > n:
        assert np.allclose(db[n], dnorms, atol=1e-6) and not db[n + 1:].any()


@pytest.mark.parametrize("m, n", SHAPES)
def test_the_reverse_pass_is_the_adjoint_of_the_forward_pass(rules, m, n):
    A, B, dA, dB = problem(m, n, seed=m * 7 + n)
    rng = np.random.default_rng(m + n)
    forward = System(A, B)
    da, db = np.asfortranarray(dA.copy()), np.zeros_like(forward.b)
    db[:m] = dB
    ds = np.zeros_like(forward.s)
    rules["forward"](*forward.arguments(da, db, ds))
    k, rows = min(m, n), n + (m > n)
    bbar = np.zeros_like(forward.b)
    bbar[:rows] = rng.standard_normal((rows, 2))
    sbar = rng.standard_normal(k)
    reverse = System(A, B)
    abar, bbar_in, sbar_in = np.zeros_like(reverse.a), bbar.copy(order="F"), sbar.copy()
    tape = rules["augment"](*reverse.arguments(abar, bbar_in, sbar_in))
    rules["reverse"](*reverse.arguments(abar, bbar_in, sbar_in), tape)
    lhs = np.sum(dA * abar) + np.sum(dB * bbar_in[:m])
    rhs = np.sum(db[:rows] * bbar[:rows]) + np.sum(ds * sbar)
    assert np.isclose(lhs, rhs, rtol=1e-9, atol=1e-9)
    assert not bbar_in[m:].any() and not sbar_in.any()
