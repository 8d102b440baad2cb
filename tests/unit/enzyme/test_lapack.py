"""lapack.py and lapack_rules.py: which numba_xgesv calls, which numba_xxgetrf
calls with the numba_ez_xxgetri call of their factors (np.linalg.inv), which
numba_xxgetrf calls alone (np.linalg.det, slogdet), numba_xxpotrf calls
(np.linalg.cholesky), numba_ez_xxxevd calls (np.linalg.eigh, eigvalsh) and
numba_ez_geqrf calls with the numba_ez_xxgqr call of their reflectors (np.linalg.qr)
and numba_ez_gesdd calls (np.linalg.svd, cond, matrix_rank) and numba_ez_gelsd calls
(np.linalg.lstsq) get derivative rules, the status the primal reads (a singular matrix's
return as SINGULAR_STATUS for det, qr and lstsq, each gelsd call of a block its own,
a full SVD of a non-square matrix's as UNDETERMINED_STATUS), the wrappers' linkage, what
they do in Python terms, and the refusal of forward mode with a constant operand."""

from __future__ import annotations

import re
import subprocess

import pytest

from nrtgrad import ir, toolchain
from nrtgrad.enzyme import lapack
from nrtgrad.errors import UnsupportedError

GESV_CALL = ("  %r = call i32 @numba_xgesv(i8 {kind}, i64 %n, i64 %k, ptr nonnull %a, i64 %n, "
             "ptr %ipiv, ptr %b, i64 %n), !noalias !3")


def function(kind: int = 100) -> str:
    return "\n".join([
        "define i32 @f(i64 %n, i64 %k, ptr %a, ptr %ipiv, ptr %b) {",
        "entry:",
        GESV_CALL.format(kind=kind),
        "  ret i32 %r",
        "}",
        "declare i32 @numba_xgesv(i8, i64, i64, ptr, i64, ptr, ptr, i64)",
        "!3 = !{}",
    ]) + "\n"


def test_gesv_calls_the_wrapper_and_reads_the_status_from_the_lu_factors():
    text = lapack.lower_lapack_calls(function())
    assert ("  call void @nrtgrad.lapack.gesv.double(i64 %n, i64 %k, ptr %a, i64 %n, ptr %b, "
            "i64 %n)\n  %r = call i32 @nrtgrad.lapack.gesv.double.status(i64 %n, ptr %a, "
            "i64 %n), !range !4\n") in text
    assert "!4 = !{i32 0, i32 2147483647}\n" in text
    assert '@"__enzyme_register_gradient_nrtgrad.lapack.gesv.double" = global [3 x ptr]' in text
    assert '@"__enzyme_register_derivative_nrtgrad.lapack.gesv.double" = global [2 x ptr]' in text
    # the primal, the rules and the status: one declaration of each helper they call
    assert text.count("declare i32 @numba_xgesv(") == 1
    assert text.count("declare ptr @malloc(i64)") == 1
    assert text.count("declare i32 @numba_xxgemm(") == 1
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr


def test_float32_gets_the_float_wrapper_and_complex_kinds_are_left_alone():
    text = lapack.lower_lapack_calls(function(kind=115))
    assert "call void @nrtgrad.lapack.gesv.float(" in text
    assert "call i32 @numba_xgesv(i8 115," in text  # inside the wrapper's helper
    for kind in (99, 122):  # 'c', 'z'
        lowered = lapack.lower_lapack_calls(function(kind=kind))
        assert lowered == function(kind=kind) and "nrtgrad.lapack" not in lowered


def test_the_wrappers_become_internal_again_once():
    text = ("define dso_local void @nrtgrad.lapack.gesv.double(i64 %n) {\n}\n"
            "define internal i32 @nrtgrad.lapack.gesv.double.status(i64 %n) {\n}\n"
            "define void @g() {\n}\n")
    assert lapack.internalize(text) == (
        "define internal void @nrtgrad.lapack.gesv.double(i64 %n) {\n}\n"
        "define internal i32 @nrtgrad.lapack.gesv.double.status(i64 %n) {\n}\n"
        "define void @g() {\n}\n")


@pytest.mark.parametrize("prefix", ["fwddiffe", "diffe", "augmented_"])
def test_a_wrapper_whose_body_enzyme_differentiated_is_refused(prefix):
    """Its registered derivative was not used: the body's derivative would be wrong."""
    text = (f"define internal void @{prefix}nrtgrad.lapack.cholesky.double(i64 %n) {{\n}}\n"
            "define internal void @fixderivative_nrtgrad.lapack.inv.double(i64 %n) {\n}\n")
    with pytest.raises(UnsupportedError, match=r"^differentiating `np.linalg.cholesky` \(LAPACK "
                       r"potrf\) here is not supported yet: Enzyme 0.0.289 did not use"):
        lapack.internalize(text)
    assert lapack.internalize(text.split("\n", 2)[2]) == text.split("\n", 2)[2]


def test_forward_mode_with_a_constant_operand_is_explained_in_python_terms():
    message = lapack.explain("Enzyme failed: No forward mode derivative found for numba_xgesv")
    assert message.startswith("forward mode (jvp) of `np.linalg.solve` (LAPACK gesv)")
    assert lapack.explain("No forward mode derivative found for numba_xxgemm") is None


GETRF_CALL = ("  %r = call i32 @numba_xxgetrf(i8 {kind}, i64 %n, i64 {m}, ptr nonnull %a, i64 %n, "
              "ptr %ipiv), !noalias !3")
GETRI_CALL = ("  %s = call i32 @numba_ez_xxgetri(i8 {kind}, i64 %n, ptr nonnull {a}, i64 %n, "
              "ptr {ipiv}), !noalias !3")


def inversion(kind: int = 100, m: str = "%n", a: str = "%a", ipiv: str = "%ipiv") -> str:
    """np.linalg.inv's calls as Numba makes them: getrf, its status tested, getri."""
    return "\n".join([
        "define i32 @f(i64 %n, i64 %m, ptr %a, ptr %b, ptr %ipiv, ptr %jpiv) {",
        "entry:",
        GETRF_CALL.format(kind=kind, m=m),
        "  %ok = icmp eq i32 %r, 0",
        "  br i1 %ok, label %invert, label %raise",
        "invert:",
        GETRI_CALL.format(kind=kind, a=a, ipiv=ipiv),
        "  ret i32 %s",
        "raise:",
        "  ret i32 %r",
        "}",
        "declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr)",
        "declare i32 @numba_ez_xxgetri(i8, i64, ptr, i64, ptr)",
        "!3 = !{}",
    ]) + "\n"


def test_getrf_and_the_getri_of_its_factors_become_the_inactive_factor_and_the_wrapper():
    text = lapack.lower_lapack_calls(inversion())
    assert ("  %r = call i32 @nrtgrad.lapack.inv.double.factor(i64 %n, ptr %a, i64 %n, "
            "ptr %ipiv), !range !4\n") in text
    assert ("  %nrtgrad.pivots.6 = ptrtoint ptr %ipiv to i64\n"
            "  call void @nrtgrad.lapack.inv.double(i64 %n, ptr %a, i64 %n, "
            "i64 %nrtgrad.pivots.6)\n  %s = add i32 0, 0\n") in text
    assert "!4 = !{i32 0, i32 2147483647}\n" in text
    assert '@"__enzyme_register_gradient_nrtgrad.lapack.inv.double" = global [3 x ptr]' in text
    assert '@"__enzyme_register_derivative_nrtgrad.lapack.inv.double" = global [2 x ptr]' in text
    assert '"enzyme_inactive"' in text.split('@"nrtgrad.lapack.inv.double.factor"(')[1]
    for helper in ("numba_xxgetrf", "numba_ez_xxgetri", "numba_xxgemm", "malloc",
                   "llvm.memset.p0.i64"):
        assert text.count(f"declare i32 @{helper}(") + text.count(f"declare void @{helper}(") \
            + text.count(f"declare ptr @{helper}(") == 1, helper
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr


def test_float32_inversions_get_the_float_wrapper():
    text = lapack.lower_lapack_calls(inversion(kind=115))
    assert "call void @nrtgrad.lapack.inv.float(i64 %n, ptr %a, i64 %n, " in text
    assert "call i32 @numba_xxgetrf(i8 115," in text  # inside .factor


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"kind": 122},
    {"m": "%m"},  # not square: no inverse
    {"a": "%b"},  # getri of another buffer's factors
    {"ipiv": "%jpiv"},  # ... or with other pivots
])
def test_getrf_without_the_getri_of_its_factors_is_left_alone(changed):
    assert lapack.lower_lapack_calls(inversion(**changed)) == inversion(**changed)


def test_factors_read_before_their_getri_are_left_alone():
    """To Enzyme the factors are A until getri: nothing may read them in between."""
    text = inversion().replace("  %ok = icmp eq i32 %r, 0\n",
                               "  %ok = icmp eq i32 %r, 0\n  %u = load double, ptr %a\n")
    assert "%u = load double, ptr %a" in text
    assert lapack.lower_lapack_calls(text) == text


def test_a_getrf_alone_whose_status_is_tested_otherwise_is_left_alone():
    """Not Numba's det: no return of constants for a singular matrix to make fail."""
    text = inversion().replace(GETRI_CALL.format(kind=100, a="%a", ipiv="%ipiv"),
                               "  %s = add i32 0, 0")
    assert lapack.lower_lapack_calls(text) == text


def test_what_the_wrappers_do_in_python_terms():
    assert lapack.described("define void @f() {\n}\n") is None
    assert lapack.described(lapack.lower_lapack_calls(inversion())) == (
        "inverts a matrix (`np.linalg.inv`, LAPACK getrf and getri)")
    both = lapack.lower_lapack_calls(inversion() + function().replace("@f(", "@g("))
    assert lapack.described(both).startswith("solves a linear system (`np.linalg.solve`")
    assert " and inverts a matrix" in lapack.described(both)


EVD_CALL = ("  %r = tail call i32 @numba_ez_xxxevd(i8 {kind}, i8 {jobz}, i8 {uplo}, i64 %n, "
            "ptr nonnull %a, i64 %n, ptr %w), !noalias !3")


def eigendecomposition(kind: int = 100, jobz: str = "i8 86", uplo: str = "i8 76") -> str:
    """np.linalg.eigh's call as Numba makes it (jobz 'V'; eigvalsh: 'N'), its status tested."""
    return "\n".join([
        "define i32 @f(i64 %n, ptr %a, ptr %w, i8 %job) {",
        "entry:",
        EVD_CALL.format(kind=kind, jobz=jobz.split()[-1], uplo=uplo.split()[-1]),
        "  ret i32 %r",
        "}",
        "declare i32 @numba_ez_xxxevd(i8, i8, i8, i64, ptr, i64, ptr)",
        "!3 = !{}",
    ]) + "\n"


POTRF_CALL = ("  %r = call i32 @numba_xxpotrf(i8 {kind}, i8 {uplo}, i64 %n, ptr nonnull %a, i64 %n), "
              "!noalias !3")


def cholesky_factorization(kind: int = 100, uplo: int = 85) -> str:
    """np.linalg.cholesky's call as Numba makes it: potrf of 'U' on a C-order copy."""
    return "\n".join([
        "define i32 @f(i64 %n, ptr %a) {",
        "entry:",
        POTRF_CALL.format(kind=kind, uplo=uplo),
        "  ret i32 %r",
        "}",
        "declare i32 @numba_xxpotrf(i8, i8, i64, ptr, i64)",
        "!3 = !{}",
    ]) + "\n"


@pytest.mark.parametrize("jobz, routine", [("i8 86", "eigh"), ("i8 78", "eigvalsh")])
def test_evd_calls_the_wrapper_and_reads_the_status_from_the_eigenvalues(jobz, routine):
    text = lapack.lower_lapack_calls(eigendecomposition(jobz=jobz))
    name = f"nrtgrad.lapack.{routine}.double"
    assert (f"  call void @{name}(i8 76, i64 %n, ptr %a, i64 %n, ptr %w)\n"
            f"  %r = call i32 @{name}.status(i64 %n, ptr %w), !range !4\n") in text
    assert "!4 = !{i32 0, i32 2147483647}\n" in text
    assert f'@"__enzyme_register_gradient_{name}" = global [3 x ptr]' in text
    assert f'@"__enzyme_register_derivative_{name}" = global [2 x ptr]' in text
    assert '"enzyme_inactive"' in text.split(f'define internal i32 @"{name}.status"(')[1]
    assert "0x3CB0000000000000" in text  # double's epsilon
    for helper in ("numba_ez_xxxevd", "numba_xxgemm", "malloc", "llvm.memset.p0.i64"):
        assert text.count(f"declare i32 @{helper}(") + text.count(f"declare void @{helper}(") \
            + text.count(f"declare ptr @{helper}(") == 1, helper
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr


def test_float32_eigendecompositions_get_the_float_wrapper():
    text = lapack.lower_lapack_calls(eigendecomposition(kind=115, uplo="i8 85"))
    assert "call void @nrtgrad.lapack.eigh.float(i8 85, i64 %n, " in text
    assert "call i32 @numba_ez_xxxevd(i8 115, i8 %jobz, i8 %uplo," in text  # inside .evd
    assert "0x3E80000000000000" in text  # float's epsilon


def test_potrf_becomes_the_inactive_factor_and_the_wrapper():
    text = lapack.lower_lapack_calls(cholesky_factorization())
    assert ("  %r = call i32 @nrtgrad.lapack.cholesky.double.factor(i64 %n, ptr %a, i64 %n), "
            "!range !4\n  call void @nrtgrad.lapack.cholesky.double(i64 %n, ptr %a, i64 %n)\n"
            "  ret i32 %r\n") in text
    assert "!4 = !{i32 0, i32 2147483647}\n" in text
    assert '@"__enzyme_register_gradient_nrtgrad.lapack.cholesky.double" = global [3 x ptr]' in text
    assert '@"__enzyme_register_derivative_nrtgrad.lapack.cholesky.double" = global [2 x ptr]' \
        in text
    assert '"enzyme_inactive"' in text.split('@"nrtgrad.lapack.cholesky.double.factor"(')[1]
    for helper in ("numba_xxpotrf", "numba_xgesv", "numba_xxgemm", "malloc", "free",
                   "llvm.memset.p0.i64"):
        assert len(re.findall(rf"^declare \w+ @{re.escape(helper)}\(", text, re.M)) == 1, helper
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr
    assert lapack.described(text) == "factors a matrix (`np.linalg.cholesky`, LAPACK potrf)"


def test_float32_factorizations_get_the_float_wrapper():
    text = lapack.lower_lapack_calls(cholesky_factorization(kind=115))
    assert "call void @nrtgrad.lapack.cholesky.float(i64 %n, ptr %a, i64 %n)" in text
    assert "call i32 @numba_xxpotrf(i8 115, i8 85," in text  # inside .factor


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"kind": 122},
    {"jobz": "i8 %job"},  # not a constant: which derivative is unknown
    {"jobz": "i8 65"},  # not a job LAPACK has
    {"uplo": "i8 %job"},
])
def test_other_evd_calls_are_left_alone(changed):
    assert lapack.lower_lapack_calls(eigendecomposition(**changed)) == \
        eigendecomposition(**changed)


def test_what_the_eigendecompositions_do_in_python_terms():
    assert lapack.described(lapack.lower_lapack_calls(eigendecomposition())) == (
        "computes the eigenvectors of a symmetric matrix (`np.linalg.eigh`, LAPACK evd)")
    assert lapack.described(lapack.lower_lapack_calls(eigendecomposition(jobz="i8 78"))) == (
        "computes the eigenvalues of a symmetric matrix (`np.linalg.eigvalsh`, LAPACK evd)")


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"kind": 122},
    {"uplo": 76},  # 'L': the rules are those of the upper triangle Numba factors
])
def test_other_potrf_calls_are_left_alone(changed):
    assert lapack.lower_lapack_calls(cholesky_factorization(**changed)) == cholesky_factorization(**changed)


def lu_factorization(kind: int = 100, m: str = "%n", shared: bool = False) -> str:
    """np.linalg.slogdet's calls as Numba makes them: getrf, `return (0., -inf)` for a
    positive status (with `shared`, another edge reaches that block too), the factors read."""
    return "\n".join([
        "define i32 @f(ptr %retptr, ptr %excinfo, i64 %n, i64 %m, ptr %a, ptr %ipiv, i1 %c) {",
        "entry:",
        "  br i1 %c, label %factor, label %B330" if shared else "  br label %factor",
        "factor:",
        GETRF_CALL.format(kind=kind, m=m),
        "  %.288 = icmp sgt i32 %r, 0",
        "  br i1 %.288, label %B330, label %B360",
        "B330:",
        "  store double 0.0, ptr %retptr, align 8",
        "  br label %common.ret",
        "B360:",
        "  %u = load double, ptr %a",
        "  store double %u, ptr %retptr, align 8",
        "  br label %common.ret",
        "common.ret:",
        "  %status = phi i32 [ 0, %B330 ], [ 0, %B360 ]",
        "  ret i32 %status",
        "}",
        "declare i32 @numba_xxgetrf(i8, i64, i64, ptr, i64, ptr)",
        "!3 = !{}",
    ]) + "\n"


def test_a_getrf_alone_becomes_the_lu_wrapper_and_a_singular_matrix_fails():
    text = lapack.lower_lapack_calls(lu_factorization())
    assert ("  %nrtgrad.pivots.4 = ptrtoint ptr %ipiv to i64\n"
            "  call void @nrtgrad.lapack.lu.double(i64 %n, ptr %a, i64 %n, "
            "i64 %nrtgrad.pivots.4)\n"
            "  %r = call i32 @nrtgrad.lapack.lu.double.status(i64 %n, ptr %a, i64 %n), "
            "!range !4\n") in text
    assert "  store ptr null, ptr %excinfo, align 8\n  br label %common.ret\nB360:" in text
    assert (f"  %status = phi i32 [ {lapack.SINGULAR_STATUS}, %B330 ], [ 0, %B360 ]\n"
            in text)
    assert '@"__enzyme_register_gradient_nrtgrad.lapack.lu.double" = global [3 x ptr]' in text
    assert '@"__enzyme_register_derivative_nrtgrad.lapack.lu.double" = global [2 x ptr]' in text
    status = text.split('define internal i32 @"nrtgrad.lapack.lu.double.status"(')[1]
    assert '"enzyme_inactive"' in status.split("\n")[0]
    assert lapack.described(text) == ("factors a matrix (`np.linalg.det` / `np.linalg.slogdet`, "
                                      "LAPACK getrf)")
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr
    single = lapack.lower_lapack_calls(lu_factorization(kind=115))
    assert "call void @nrtgrad.lapack.lu.float(i64 %n, ptr %a, i64 %n, " in single


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"m": "%m"},  # not square: no determinant
    {"shared": True},  # the constants' block is not the singular status's alone
])
def test_other_getrf_calls_alone_are_left_alone(changed):
    assert lapack.lower_lapack_calls(lu_factorization(**changed)) == lu_factorization(**changed)


def qr_factorization(kind: int = 100, tau: str = "%tau", k: str = "%k") -> str:
    """np.linalg.qr's calls as Numba makes them: geqrf, a fatal error for a negative
    status, orgqr of the same buffer and tau (earlier in the text, as LLVM orders the
    blocks), and a caller that LLVM made return 1 for any failure."""
    return "\n".join([
        "define range(i32 0, 2) i32 @qr(ptr %retptr, ptr %excinfo, i64 %m, i64 %n, i64 %k, "
        "ptr %a, ptr %tau, ptr %tau2) {",
        "entry:",
        "  br label %factor",
        "orthogonal:",
        f"  %o = tail call i32 @numba_ez_xxgqr(i8 {kind}, i64 %m, i64 {k}, i64 %k, ptr %a, "
        f"i64 %m, ptr {tau})",
        "  br label %common.ret",
        "factor:",
        f"  %r = tail call i32 @numba_ez_geqrf(i8 {kind}, i64 %m, i64 %n, ptr %a, i64 %m, "
        "ptr %tau)",
        "  %.272 = icmp slt i32 %r, 0",
        "  br i1 %.272, label %B358, label %orthogonal",
        "B358:",
        "  %.299 = tail call i32 @numba_fatal_error()",
        "  store ptr @error, ptr %excinfo, align 8",
        "  br label %common.ret",
        "common.ret:",
        "  %status = phi i32 [ 1, %B358 ], [ 0, %orthogonal ]",
        "  ret i32 %status",
        "}",
        "define i32 @caller(ptr %retptr, ptr %excinfo, i64 %m, i64 %n, i64 %k, ptr %a, "
        "ptr %tau) {",
        "entry:",
        "  %s = call i32 @qr(ptr %retptr, ptr %excinfo, i64 %m, i64 %n, i64 %k, ptr %a, "
        "ptr %tau, ptr %tau)",
        "  %cond = icmp eq i32 %s, 0",
        "  br i1 %cond, label %done, label %failed, !prof !0",
        "failed:",
        "  br label %common.ret",
        "done:",
        "  br label %common.ret",
        "common.ret:",
        "  %status = phi i32 [ 1, %failed ], [ 0, %done ]",
        "  ret i32 %status",
        "}",
        "@error = constant i8 0",
        "declare i32 @numba_ez_geqrf(i8, i64, i64, ptr, i64, ptr)",
        "declare i32 @numba_ez_xxgqr(i8, i64, i64, i64, ptr, i64, ptr)",
        "declare i32 @numba_fatal_error()",
        '!0 = !{!"branch_weights", i32 1, i32 1}',
    ]) + "\n"


def test_geqrf_and_the_orgqr_of_its_reflectors_become_the_qr_wrappers():
    text = lapack.lower_lapack_calls(qr_factorization())
    assert ("  %nrtgrad.tau.7 = ptrtoint ptr %tau to i64\n"
            "  call void @nrtgrad.lapack.qr.double(i64 %m, i64 %n, ptr %a, i64 %m, "
            "i64 %nrtgrad.tau.7)\n"
            "  %r = call i32 @nrtgrad.lapack.qr.double.status(i64 %m, i64 %n, ptr %a, i64 %m)\n"
            ) in text
    assert ("  %nrtgrad.tau.4 = ptrtoint ptr %tau to i64\n"
            "  call void @nrtgrad.lapack.qr.q.double(i64 %m, i64 %k, ptr %a, i64 %m, "
            "i64 %nrtgrad.tau.4)\n  %o = add i32 0, 0\n") in text
    # the failure (a zero on R's diagonal) returns SINGULAR_STATUS, passed on by the caller
    assert "numba_fatal_error()\n" not in text.split("define i32 @caller")[0]
    assert "  store ptr null, ptr %excinfo, align 8\n  br label %common.ret\n" in text
    assert f"  %status = phi i32 [ {lapack.SINGULAR_STATUS}, %B358 ], [ 0, %orthogonal ]" in text
    assert "  %status = phi i32 [ %s, %failed ], [ 0, %done ]" in text
    assert "define i32 @qr(" in text  # without the range LLVM had inferred
    for p in ("nrtgrad.lapack.qr.double", "nrtgrad.lapack.qr.q.double"):
        assert f'@"__enzyme_register_gradient_{p}" = global [3 x ptr]' in text
        assert f'@"__enzyme_register_derivative_{p}" = global [2 x ptr]' in text
    assert lapack.described(text) == "factors a matrix (`np.linalg.qr`, LAPACK geqrf and orgqr)"
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr
    single = lapack.lower_lapack_calls(qr_factorization(kind=115))
    assert "call void @nrtgrad.lapack.qr.float(i64 %m, i64 %n, ptr %a, i64 %m, " in single


GESDD_CALL = ("  %r = tail call i32 @numba_ez_gesdd(i8 {kind}, i8 {jobz}, i64 %m, i64 %n, ptr "
              "nonnull %a, i64 %m, ptr %s, ptr %u, i64 %m, ptr %vt, i64 %ldvt)")


def singular_value_decomposition(kind: int = 100, jobz: str = "%JOBZ",
                                 choice: str = "select i1 %full, i8 83, i8 65") -> str:
    """np.linalg.svd's call as Numba makes it: jobz a select on full_matrices, the status
    tested for 0, a failure raising (`_handle_err_maybe_convergence_problem`)."""
    return "\n".join([
        "define i32 @f(ptr %retptr, ptr %excinfo, i64 %m, i64 %n, ptr %a, ptr %s, ptr %u, "
        "ptr %vt, i64 %ldvt, i1 %full) {",
        "entry:",
        f"  %JOBZ = {choice}",
        GESDD_CALL.format(kind=kind, jobz=jobz),
        "  %ok = icmp eq i32 %r, 0",
        "  br i1 %ok, label %done, label %raise",
        "raise:",
        "  ret i32 1",
        "done:",
        "  ret i32 0",
        "}",
        "define i32 @caller(ptr %retptr, ptr %excinfo, i64 %m, ptr %a) {",
        "entry:",
        "  %inner = alloca ptr",
        "  %status = call i32 @f(ptr %retptr, ptr %inner, i64 %m, i64 %m, ptr %a, ptr %a, "
        "ptr %a, ptr %a, i64 %m, i1 true)",
        "  %load = load double, ptr %retptr",
        "  %ok = icmp eq i32 %status, 0",
        "  br i1 %ok, label %done, label %failed, !prof !1",
        "failed:",
        "  ret i32 1",
        "done:",
        "  ret i32 0",
        "}",
        "declare i32 @numba_ez_gesdd(i8, i8, i64, i64, ptr, i64, ptr, ptr, i64, ptr, i64)",
        '!1 = !{!"branch_weights", i32 1, i32 0}',
    ]) + "\n"


def test_gesdd_calls_the_wrapper_and_a_full_one_of_a_non_square_matrix_fails():
    text = lapack.lower_lapack_calls(singular_value_decomposition())
    name = "nrtgrad.lapack.svd.double"
    assert (f"  call void @{name}(i8 %JOBZ, i64 %m, i64 %n, ptr %a, i64 %m, ptr %s, ptr %u, "
            f"i64 %m, ptr %vt, i64 %ldvt)\n"
            f"  %r = call i32 @{name}.outcome(i8 %JOBZ, i64 %m, i64 %n, ptr %s), !range !2\n"
            "  %ok = icmp eq i32 %r, 0\n"
            "  br i1 %ok, label %done, label %nrtgrad.svd.failed.5\n") in text
    assert ("  ret i32 0\n\nnrtgrad.svd.failed.5:\n"
            f"  %nrtgrad.svd.failed.5.test = icmp eq i32 %r, {lapack.UNDETERMINED_STATUS}\n"
            "  br i1 %nrtgrad.svd.failed.5.test, label %nrtgrad.svd.undetermined.5, label %raise\n"
            "\nnrtgrad.svd.undetermined.5:\n  store ptr null, ptr %excinfo, align 8\n"
            f"  ret i32 {lapack.UNDETERMINED_STATUS}\n}}\n") in text
    # the caller passes the status on as it is, not as Numba 0.68's 1
    assert ("  br i1 %ok, label %done, label %nrtgrad.svd.failed.17, !prof !1\n" in text)
    assert ("  ret i32 0\n\nnrtgrad.svd.failed.17:\n"
            f"  %nrtgrad.svd.failed.17.test = icmp eq i32 %status, {lapack.UNDETERMINED_STATUS}\n"
            "  br i1 %nrtgrad.svd.failed.17.test, label %nrtgrad.svd.undetermined.17, label "
            "%failed\n\nnrtgrad.svd.undetermined.17:\n  store ptr null, ptr %excinfo, align 8\n"
            f"  ret i32 {lapack.UNDETERMINED_STATUS}\n}}\n") in text
    assert f'@"__enzyme_register_gradient_{name}" = global [3 x ptr]' in text
    assert f'@"__enzyme_register_derivative_{name}" = global [2 x ptr]' in text
    outcome = text.split(f'define internal i32 @"{name}.outcome"(')[1]
    assert '"enzyme_inactive"' in outcome.split("\n")[0]
    for helper in ("numba_ez_gesdd", "numba_xxgemm", "malloc", "free", "llvm.memset.p0.i64"):
        assert len(re.findall(rf"^declare \w+ @{re.escape(helper)}\(", text, re.M)) == 1, helper
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr
    assert lapack.described(text) == ("computes a singular value decomposition "
                                      "(`np.linalg.svd`, LAPACK gesdd)")


def test_reduced_and_values_only_gesdd_calls_need_no_failure_block():
    reduced = lapack.lower_lapack_calls(singular_value_decomposition(jobz="83"))
    assert "call void @nrtgrad.lapack.svd.double(i8 83, " in reduced
    assert "nrtgrad.svd.failed" not in reduced
    values = lapack.lower_lapack_calls(singular_value_decomposition(kind=115, jobz="78"))
    assert ("  call void @nrtgrad.lapack.svdvals.float(i64 %m, i64 %n, ptr %a, i64 %m, ptr %s)\n"
            "  %r = call i32 @nrtgrad.lapack.svdvals.float.outcome(i8 78, i64 %m, i64 %n, "
            "ptr %s), !range !2\n") in values
    assert "call i32 @numba_ez_gesdd(i8 115, i8 %jobz," in values  # inside .gesdd
    assert "0x3E80000000000000" in values  # float's epsilon
    assert "nrtgrad.svd.failed" not in values
    assert lapack.described(values).startswith("computes the singular values of a matrix")


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"tau": "%tau2"},  # orgqr of other reflectors
    {"k": "%n"},  # orgqr's n and k differ
])
def test_other_geqrf_calls_are_left_alone(changed):
    assert lapack.lower_lapack_calls(qr_factorization(**changed)) == qr_factorization(**changed)


@pytest.mark.parametrize("changed", [
    {"kind": 99},  # complex: refused later by name
    {"kind": 122},
    {"choice": "select i1 %full, i8 83, i8 78"},  # vectors or not: which derivative is unknown
    {"choice": "add i8 %m8, 1"},  # not a select of constants
    {"jobz": "79"},  # 'O': not a job Numba passes
])
def test_other_gesdd_calls_are_left_alone(changed):
    """(the caller's call of f: its status is not the undetermined one)"""
    assert lapack.lower_lapack_calls(singular_value_decomposition(**changed)) == \
        singular_value_decomposition(**changed)


def least_squares(calls: int) -> str:
    """`calls` gelsd calls in one block, whose successor's phi names that block."""
    gelsd = ("  %r{i} = call i32 @numba_ez_gelsd(i8 100, i64 %m, i64 %n, i64 1, ptr %a, i64 %m, "
             "ptr %b, i64 %m, ptr %s, double -1.0, ptr %rank)")
    return "\n".join([
        "define i32 @f(ptr %retptr, ptr %excinfo, i64 %m, i64 %n, ptr %a, ptr %b, ptr %s, "
        "ptr %rank) {",
        "entry:",
        "  br label %solve",
        "solve:",
        *(gelsd.format(i=i) for i in range(calls)),
        "  br label %done",
        "done:",
        "  %r = phi i32 [ %r0, %solve ]",
        "  ret i32 %r",
        "}",
        "declare i32 @numba_ez_gelsd(i8, i64, i64, i64, ptr, i64, ptr, i64, ptr, double, ptr)",
    ]) + "\n"


@pytest.mark.parametrize("looped", [False, True])
def test_a_gelsd_call_in_a_loop_is_found(looped):
    text = least_squares(1)
    if looped:
        text = text.replace("  br label %done\n", "  br i1 %again, label %solve, label %done\n"
                            ).replace("ptr %rank) {", "ptr %rank, i1 %again) {")
    lines = lapack.lower_lapack_calls(text).splitlines()
    assert lapack.calls_lstsq_in_a_loop(lines, ir.function_named(lines, "f")) == looped


@pytest.mark.parametrize("calls", [1, 2, 3])
def test_each_gelsd_call_returns_early_for_a_rank_deficient_matrix(calls):
    text = lapack.lower_lapack_calls(least_squares(calls))
    assert text.count("call void @nrtgrad.lapack.lstsq.double(") == calls
    assert text.count(f"  ret i32 {lapack.SINGULAR_STATUS}\n") == calls
    last = 3 + calls  # the line of the last call
    assert f"  %r = phi i32 [ %r0, %nrtgrad.lstsq.{last}.ranked ]\n" in text
    verified = subprocess.run([str(toolchain.find().opt), "-passes=verify", "-disable-output"],
                              input=text, text=True, capture_output=True)
    assert verified.returncode == 0, verified.stderr


@pytest.mark.parametrize("helper, call, refusal", [
    ("numba_xxgetrf", "%r = call i32 @numba_xxgetrf(i8 100, i64 %n, i64 %n, ptr %a, i64 %n, "
     "ptr %p)", "`np.linalg.det` / `np.linalg.slogdet` / `np.linalg.inv` (LAPACK getrf) of "
     "float arrays is called here in a form nrtgrad does not recognise yet"),
    ("numba_ez_gelsd", "%r = tail call i32 @numba_ez_gelsd(i8 122, i64 %m, i64 %n, i64 1, "
     "ptr %a, i64 %m, ptr %b, i64 %m, ptr %s, double -1.0, ptr %rank)",
     "`np.linalg.lstsq` (LAPACK gelsd) of complex arrays is not differentiable yet"),
    ("numba_ez_rgeev", "%r = call i32 @numba_ez_rgeev(i8 100, i8 78, i8 86, i64 %n, ptr %a, "
     "i64 %n, ptr %wr, ptr %wi, ptr %vl, i64 %n, ptr %vr, i64 %n)",
     "`np.linalg.eig` / `np.linalg.eigvals` (LAPACK geev) is not differentiable yet"),
])
def test_a_lapack_call_the_rewrites_left_is_refused_by_what_it_is(helper, call, refusal):
    assert lapack.left_call_refusal(helper, call).startswith(refusal)
