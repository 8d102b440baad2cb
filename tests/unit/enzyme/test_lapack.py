"""lapack.py and lapack_rules.py: which numba_xgesv calls get derivative rules, the
status the primal reads, the wrappers' linkage, and the refusal of forward mode with
a constant operand."""

from __future__ import annotations

import subprocess

from nrtgrad import toolchain
from nrtgrad.enzyme import lapack

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


def test_forward_mode_with_a_constant_operand_is_explained_in_python_terms():
    message = lapack.explain("Enzyme failed: No forward mode derivative found for numba_xgesv")
    assert message.startswith("forward mode (jvp) of `np.linalg.solve` (LAPACK gesv)")
    assert lapack.explain("No forward mode derivative found for numba_xxgemm") is None
