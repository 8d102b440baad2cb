"""The BLAS derivative rules of blas_rules, run: the gemm and gemv wrappers' augmented
forward pass, reverse pass and forward-mode derivative on small matrices, against NumPy.

Each template is instantiated for double and float and must verify in LLVM 15.  To run
them, the calls of Numba's BLAS helpers go to a NumPy implementation of the same
column-major interface (through its address, so no symbol is registered in the process);
the wrappers are made external so that the JIT exposes them.  How blas.py puts the
wrappers into a module is in test_blas.py.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.enzyme import blas_rules
from nrtgrad.toolchain import llvm

DECLARATIONS = """
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, i64)
declare i32 @numba_xxgemv(i8, i8, i64, i64, ptr, ptr, i64, ptr, ptr, ptr)
"""
ELEMENTS = {"double": (100, 8, np.float64), "float": (115, 4, np.float32)}
PLAIN, TRANSPOSED = ord("N"), ord("t")


def instantiate(template: str, element: str) -> str:
    """The template, with the accumulating products its reverse pass calls."""
    kind, size, _ = ELEMENTS[element]
    products = {"gemm": f"update.gemm.{element}", "add_gemv": f"add.gemv.{element}"}
    return (template.format(p=f"rule.{element}", t=element, kind=kind, size=size, **products)
            + blas_rules.PRODUCTS.format(t=element, kind=kind, **products))


@pytest.mark.parametrize("template", [blas_rules.GEMM, blas_rules.GEMV], ids=["gemm", "gemv"])
@pytest.mark.parametrize("element", ["double", "float"])
def test_the_rules_verify_and_are_registered(template, element):
    text = instantiate(template, element)
    llvm.parse_and_verify(text + DECLARATIONS)
    assert (f'@"__enzyme_register_gradient_rule.{element}" = global [3 x ptr] [ptr '
            f'@"rule.{element}", ptr @"rule.{element}.augment", ptr @"rule.{element}.reverse"]'
            in text)
    assert (f'@"__enzyme_register_derivative_rule.{element}" = global [2 x ptr] [ptr '
            f'@"rule.{element}", ptr @"rule.{element}.forward"]' in text)
    for name in (f"update.gemm.{element}", f"add.gemv.{element}"):
        assert (f'@"__enzyme_register_derivative_{name}" = global [2 x ptr] [ptr @"{name}", '
                f'ptr @"{name}.forward"]' in text)


# -- NumPy behind Numba's BLAS helpers ------------------------------------------------

def matrix(address: int, rows: int, cols: int, ld: int, dtype) -> np.ndarray:
    """The column-major rows x cols matrix at `address` with leading dimension ld (a view)."""
    if rows == 0 or cols == 0:
        return np.zeros((rows, cols), dtype)
    count = ld * (cols - 1) + rows
    flat = np.ctypeslib.as_array((ctypes.c_char * (count * np.dtype(dtype).itemsize))
                                 .from_address(address)).view(dtype)
    itemsize = np.dtype(dtype).itemsize
    return np.lib.stride_tricks.as_strided(flat, (rows, cols), (itemsize, ld * itemsize))


def op(address, trans, rows, cols, ld, dtype):
    """op(X), rows x cols, of the matrix X stored at `address`."""
    if chr(trans) in "nN":
        return matrix(address, rows, cols, ld, dtype)
    return matrix(address, cols, rows, ld, dtype).T


def scalar(address, dtype) -> float:
    size = np.dtype(dtype).itemsize
    return float(np.ctypeslib.as_array((ctypes.c_char * size).from_address(address))
                 .view(dtype)[0])


@ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int8, ctypes.c_int8, ctypes.c_int8, ctypes.c_int64,
                  ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p,
                  ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p,
                  ctypes.c_void_p, ctypes.c_int64)
def numpy_gemm(kind, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc):
    dtype = np.float64 if kind == 100 else np.float32
    result = matrix(c, m, n, ldc, dtype)
    product = op(a, ta, m, k, lda, dtype) @ op(b, tb, k, n, ldb, dtype)
    beta = scalar(beta, dtype)  # as in BLAS, C is not read when beta is 0
    result[...] = scalar(alpha, dtype) * product + (beta * result if beta else 0)
    return 0


@ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int8, ctypes.c_int8, ctypes.c_int64, ctypes.c_int64,
                  ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p,
                  ctypes.c_void_p, ctypes.c_void_p)
def numpy_gemv(kind, trans, m, n, alpha, a, lda, x, beta, y):
    dtype = np.float64 if kind == 100 else np.float32
    plain = chr(trans) in "nN"
    rows, cols = (m, n) if plain else (n, m)
    matrix_a = op(a, trans, rows, cols, lda, dtype)
    vector_x = matrix(x, cols, 1, max(cols, 1), dtype)
    vector_y = matrix(y, rows, 1, max(rows, 1), dtype)
    beta = scalar(beta, dtype)
    vector_y[...] = scalar(alpha, dtype) * (matrix_a @ vector_x) + (beta * vector_y if beta else 0)
    return 0


def jit(template: str, element: str):
    text = instantiate(template, element).replace("define internal ", "define ")
    for helper, function in (("numba_xxgemm", numpy_gemm), ("numba_xxgemv", numpy_gemv)):
        address = ctypes.cast(function, ctypes.c_void_p).value
        text = text.replace(f"@{helper}(", f"inttoptr (i64 {address} to ptr)(")
    binding = llvm.binding()
    module = llvm.parse_and_verify(text + DECLARATIONS.replace(
        "declare i32 @numba_xxgemm", "; ").replace("declare i32 @numba_xxgemv", "; "))
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    return engine


def function(engine, name: str, result, *argtypes):
    return ctypes.CFUNCTYPE(result, *argtypes)(engine.get_function_address(name))


def fortran(array: np.ndarray) -> np.ndarray:
    return np.asfortranarray(array)


def twice(*values):
    """Enzyme's convention for the rules: every integer argument twice."""
    return [v for value in values for v in (value, value)]


I8, I64, P = ctypes.c_int8, ctypes.c_int64, ctypes.c_void_p
GEMM_ARGS = [I8, I8, I8, I8, I64, I64, I64, I64, I64, I64, P, P, I64, I64, P, P, I64, I64, P, P,
             I64, I64]


@pytest.mark.parametrize("element", ["double", "float"])
@pytest.mark.parametrize("ta, tb", [(PLAIN, PLAIN), (TRANSPOSED, PLAIN), (PLAIN, TRANSPOSED),
                                    (TRANSPOSED, TRANSPOSED)])
def test_gemm_reverse_pass_adds_the_products_of_the_adjoint(element, ta, tb):
    _, _, dtype = ELEMENTS[element]
    engine = jit(blas_rules.GEMM, element)
    augment = function(engine, f"rule.{element}.augment", P, *GEMM_ARGS)
    reverse = function(engine, f"rule.{element}.reverse", None, *GEMM_ARGS, P)
    rng = np.random.default_rng(1)
    m, n, k = 3, 2, 4
    a = fortran(rng.standard_normal((m, k) if ta == PLAIN else (k, m)).astype(dtype))
    b = fortran(rng.standard_normal((k, n) if tb == PLAIN else (n, k)).astype(dtype))
    c, dc = fortran(np.zeros((m, n), dtype)), fortran(rng.standard_normal((m, n)).astype(dtype))
    da, db = fortran(np.ones_like(a)), fortran(np.zeros_like(b))  # gradients are added
    seed = dc.copy()
    lda, ldb, ldc = a.shape[0], b.shape[0], m
    arguments = [*twice(ta, tb), *twice(m, n, k), a.ctypes.data, da.ctypes.data, *twice(lda),
                 b.ctypes.data, db.ctypes.data, *twice(ldb), c.ctypes.data, dc.ctypes.data,
                 *twice(ldc)]
    tape = augment(*arguments)
    opa = (a if ta == PLAIN else a.T).copy()
    opb = (b if tb == PLAIN else b.T).copy()
    tolerance = dict(rtol=1e-5) if element == "float" else dict(rtol=1e-12)
    np.testing.assert_allclose(c, opa @ opb, **tolerance)  # the primal ran
    a[...] = 0  # the reverse pass reads the operands from its tape
    b[...] = 0
    reverse(*arguments, tape)
    grad_a = seed @ opb.T
    grad_b = opa.T @ seed
    np.testing.assert_allclose(da, 1 + (grad_a if ta == PLAIN else grad_a.T), **tolerance)
    np.testing.assert_allclose(db, grad_b if tb == PLAIN else grad_b.T, **tolerance)
    assert not dc.any()  # the result's adjoint is consumed


def test_gemm_forward_mode_is_the_product_rule():
    engine = jit(blas_rules.GEMM, "double")
    forward = function(engine, "rule.double.forward", None, *GEMM_ARGS)
    rng = np.random.default_rng(2)
    a, da = fortran(rng.standard_normal((2, 3))), fortran(rng.standard_normal((2, 3)))
    b, db = fortran(rng.standard_normal((3, 4))), fortran(rng.standard_normal((3, 4)))
    c, dc = fortran(np.zeros((2, 4))), fortran(np.full((2, 4), np.nan))
    forward(PLAIN, PLAIN, PLAIN, PLAIN, *twice(2, 4, 3), a.ctypes.data, da.ctypes.data, 2, 2,
            b.ctypes.data, db.ctypes.data, 3, 3, c.ctypes.data, dc.ctypes.data, 2, 2)
    np.testing.assert_allclose(c, a @ b, rtol=1e-12)
    np.testing.assert_allclose(dc, da @ b + a @ db, rtol=1e-12)
    # a constant operand (its shadow is its primal) contributes no term
    dc[...] = np.nan
    forward(PLAIN, PLAIN, PLAIN, PLAIN, *twice(2, 4, 3), a.ctypes.data, a.ctypes.data, 2, 2,
            b.ctypes.data, db.ctypes.data, 3, 3, c.ctypes.data, dc.ctypes.data, 2, 2)
    np.testing.assert_allclose(dc, a @ db, rtol=1e-12)


GEMV_ARGS = [I8, I8, I64, I64, I64, I64, P, P, I64, I64, P, P, P, P]


@pytest.mark.parametrize("trans", [PLAIN, TRANSPOSED])
def test_gemv_reverse_pass_and_forward_mode(trans):
    engine = jit(blas_rules.GEMV, "double")
    augment = function(engine, "rule.double.augment", P, *GEMV_ARGS)
    reverse = function(engine, "rule.double.reverse", None, *GEMV_ARGS, P)
    forward = function(engine, "rule.double.forward", None, *GEMV_ARGS)
    rng = np.random.default_rng(3)
    m, n = 3, 2
    a, da = fortran(rng.standard_normal((m, n))), fortran(np.zeros((m, n)))
    op_a = a if trans == PLAIN else a.T
    x, dx = rng.standard_normal(op_a.shape[1]), np.zeros(op_a.shape[1])
    y, dy = np.zeros(op_a.shape[0]), rng.standard_normal(op_a.shape[0])
    seed = dy.copy()
    arguments = [trans, trans, *twice(m, n), a.ctypes.data, da.ctypes.data, m, m,
                 x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data]
    tape = augment(*arguments)
    np.testing.assert_allclose(y, op_a @ x, rtol=1e-12)
    reverse(*arguments, tape)
    np.testing.assert_allclose(dx, op_a.T @ seed, rtol=1e-12)
    expected_da = np.outer(seed, x) if trans == PLAIN else np.outer(x, seed)
    np.testing.assert_allclose(da, expected_da, rtol=1e-12)
    assert not dy.any()
    # forward mode along (da, dx)
    da[...], dx[...] = rng.standard_normal((m, n)), rng.standard_normal(dx.shape)
    forward(*arguments)
    op_da = da if trans == PLAIN else da.T
    np.testing.assert_allclose(dy, op_da @ x + op_a @ dx, rtol=1e-12)


B = ctypes.c_bool
UPDATE_GEMM_ARGS = [I8, I8, I8, I8, I64, I64, I64, I64, I64, I64, B, B, P, P, I64, I64, P, P, I64,
                    I64, B, B, P, P, I64, I64]
ADD_GEMV_ARGS = [I8, I8, I64, I64, I64, I64, P, P, I64, I64, P, P, P, P]


@pytest.mark.parametrize("ta, tb, negate, accumulate", [
    (PLAIN, PLAIN, False, True), (TRANSPOSED, PLAIN, True, False), (PLAIN, TRANSPOSED, False, False)])
def test_the_gemm_update_and_its_forward_mode(ta, tb, negate, accumulate):
    engine = jit(blas_rules.GEMM, "double")
    forward = function(engine, "update.gemm.double.forward", None, *UPDATE_GEMM_ARGS)
    rng = np.random.default_rng(4)
    m, n, k = 3, 2, 4
    a, da, b, db = (fortran(rng.standard_normal(shape)) for shape in (
        (m, k) if ta == PLAIN else (k, m), (m, k) if ta == PLAIN else (k, m),
        (k, n) if tb == PLAIN else (n, k), (k, n) if tb == PLAIN else (n, k)))
    c, dc = fortran(rng.standard_normal((m, n))), fortran(rng.standard_normal((m, n)))
    if not accumulate:  # not read
        c[...], dc[...] = np.nan, np.nan
    before, tangent_before = (c.copy(), dc.copy()) if accumulate else (0, 0)
    alpha = -1 if negate else 1
    forward(ta, ta, tb, tb, *twice(m, n, k, negate), a.ctypes.data, da.ctypes.data,
            *twice(a.shape[0]), b.ctypes.data, db.ctypes.data, *twice(b.shape[0], accumulate),
            c.ctypes.data, dc.ctypes.data, *twice(m))
    opa, opda = (a, da) if ta == PLAIN else (a.T, da.T)
    opb, opdb = (b, db) if tb == PLAIN else (b.T, db.T)
    np.testing.assert_allclose(c, alpha * opa @ opb + before, rtol=1e-12)
    np.testing.assert_allclose(dc, alpha * (opda @ opb + opa @ opdb) + tangent_before,
                               rtol=1e-12)


@pytest.mark.parametrize("trans", [PLAIN, TRANSPOSED])
def test_the_accumulating_gemv_and_its_forward_mode_add_the_products(trans):
    engine = jit(blas_rules.GEMV, "double")
    forward = function(engine, "add.gemv.double.forward", None, *ADD_GEMV_ARGS)
    rng = np.random.default_rng(5)
    m, n = 3, 2
    a, da = fortran(rng.standard_normal((m, n))), fortran(rng.standard_normal((m, n)))
    op_a, op_da = (a, da) if trans == PLAIN else (a.T, da.T)
    x, dx = rng.standard_normal(op_a.shape[1]), rng.standard_normal(op_a.shape[1])
    y, dy = rng.standard_normal(op_a.shape[0]), rng.standard_normal(op_a.shape[0])
    before, tangent_before = y.copy(), dy.copy()
    forward(trans, trans, *twice(m, n), a.ctypes.data, da.ctypes.data, m, m, x.ctypes.data,
            dx.ctypes.data, y.ctypes.data, dy.ctypes.data)
    np.testing.assert_allclose(y, before + op_a @ x, rtol=1e-12)
    np.testing.assert_allclose(dy, tangent_before + op_da @ x + op_a @ dx, rtol=1e-12)
