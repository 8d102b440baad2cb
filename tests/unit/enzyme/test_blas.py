"""blas.py: which BLAS calls get derivative rules (alpha and beta in stack slots, or in
constant globals as np.linalg.pinv has them), np.dot's empty branch, the wrappers' linkage."""

from __future__ import annotations

from nrtgrad.enzyme import blas

GEMM_CALL = ("  %s = call i32 @numba_xxgemm(i8 {kind}, i8 110, i8 116, i64 %m, i64 %n, i64 %k, "
             "ptr nonnull %alpha, ptr %a, i64 %m, ptr %b, i64 %n, ptr nonnull %beta, ptr %c, "
             "i64 %m), !noalias !3")


def has_rules(text: str) -> bool:
    return "call void @nrtgrad.blas.gemm." in text


def function(*body: str, kind: int = 100, alpha: str = "1.000000e+00") -> str:
    return "\n".join([
        "define i32 @f(i64 %m, i64 %n, i64 %k, ptr %a, ptr %b, ptr %c) {",
        "entry:",
        "  %alpha = alloca double, align 8",
        "  %beta = alloca double, align 8",
        "  store double 0.000000e+00, ptr %alpha, align 8",
        *body,
        f"  store double {alpha}, ptr %alpha, align 8",
        "  store double 0.000000e+00, ptr %beta, align 8",
        GEMM_CALL.format(kind=kind),
        "  ret i32 %s",
        "}",
        "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, "
        "i64)",
    ]) + "\n"


def test_gemm_with_alpha_one_and_beta_zero_calls_the_wrapper():
    text = blas.lower_blas_calls(function())
    assert ("  call void @nrtgrad.blas.gemm.double(i8 110, i8 116, i64 %m, i64 %n, i64 %k, "
            "ptr %a, i64 %m, ptr %b, i64 %n, ptr %c, i64 %m)\n  %s = add i32 0, 0\n") in text
    assert '@"__enzyme_register_gradient_nrtgrad.blas.gemm.double" = global [3 x ptr]' in text
    assert '@"__enzyme_register_derivative_nrtgrad.blas.gemm.double" = global [2 x ptr]' in text
    assert has_rules(text)
    # what the wrappers call is declared once
    assert text.count("declare ptr @malloc(i64)") == 1
    assert text.count("@numba_xxgemm(i8, i8, i8,") == 1


def test_float32_gemm_gets_the_float_wrapper():
    text = blas.lower_blas_calls(function(kind=115).replace("double", "float"))
    assert "call void @nrtgrad.blas.gemm.float(" in text
    assert "store float 1.0, ptr %one" in text


def test_other_alphas_kinds_and_written_slots_are_left_alone():
    # a call that may write alpha between its store and the product
    escaped = function().replace("  store double 1.000000e+00, ptr %alpha, align 8\n",
                                 "  store double 1.000000e+00, ptr %alpha, align 8\n"
                                 "  call void @g(ptr %alpha)\n")
    for text in (function(alpha="2.000000e+00"), function(kind=122), escaped):
        lowered = blas.lower_blas_calls(text)
        assert "call i32 @numba_xxgemm(" in lowered and not has_rules(lowered)


def test_a_call_before_the_constant_store_does_not_matter():
    assert has_rules(blas.lower_blas_calls(function("  call void @g(ptr %alpha)")))


def test_the_last_store_before_the_call_decides():
    # a store of another value after the constant one: not alpha 1
    text = function().replace("  store double 0.000000e+00, ptr %beta, align 8\n",
                              "  store double 0.000000e+00, ptr %beta, align 8\n"
                              "  store double 3.000000e+00, ptr %alpha, align 8\n")
    assert not has_rules(blas.lower_blas_calls(text))


DOT_IMPL = """define linkonce_odr i32 @_ZN5numba2np6linalg8dot_2_mm12_3clocals_3e8dot_implB2v3Bxyz(ptr %retptr, ptr %excinfo, i64 %arg.a.5.0, i64 %arg.a.5.1) {
entry:
  %.90 = icmp eq i64 %arg.a.5.1, 0
  br i1 %.90, label %B56, label %B112

B56:
  br label %B112

B112:
  %.91 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.91, label %B56, label %B112
}
"""


def test_dot_impl_goes_straight_to_the_three_argument_product():
    text = blas.lower_blas_calls(DOT_IMPL)
    assert "entry:\n  %.90 = icmp eq i64 %arg.a.5.1, 0\n  br label %B112\n" in text
    # only the entry's test: later branches stay
    assert "br i1 %.91, label %B56, label %B112" in text
    other = DOT_IMPL.replace("8dot_2_mm12", "8dot_2_xx12")
    assert "br i1 %.90, label %B56, label %B112" in blas.lower_blas_calls(other)


def test_wrappers_are_internal_after_enzyme():
    text = ("define dso_local void @nrtgrad.blas.gemm.double(i8 %ta) {\n}\n"
            "define dso_local noalias ptr @nrtgrad.blas.gemm.double.augment(i8 %ta) {\n}\n"
            "define dso_local void @other(i8 %ta) {\n}\n")
    assert blas.internalize(text) == (
        "define internal void @nrtgrad.blas.gemm.double(i8 %ta) {\n}\n"
        "define internal noalias ptr @nrtgrad.blas.gemm.double.augment(i8 %ta) {\n}\n"
        "define dso_local void @other(i8 %ta) {\n}\n")


def test_enzyme_failure_on_a_forward_rule_is_explained():
    message = ("Enzyme failed: error: in function preprocess_nrtgrad.blas.gemv.double: "
               "Enzyme: No forward mode derivative found for numba_xxgemv")
    assert blas.explain(message).startswith("forward mode (jvp) of a matrix product "
                                            "(np.dot / @, BLAS numba_xxgemv) with an operand "
                                            "that is constant data of the function")
    assert blas.explain("Enzyme: No forward mode derivative found for foo") is None


def pinv_product(kind: int = 100, one: str = 'c"\\00\\00\\00\\00\\00\\00\\F0?"',
                 size: int = 8) -> str:
    """np.linalg.pinv's product: trans 'C', alpha and beta in constant globals."""
    return "\n".join([
        f"@one = internal constant [{size} x i8] {one}, align 8",
        f"@zero = internal constant [{size} x i8] zeroinitializer, align 8",
        "define i32 @f(i64 %m, i64 %n, i64 %k, ptr %a, ptr %b, ptr %c) {",
        "entry:",
        f"  %s = tail call i32 @numba_xxgemm(i8 {kind}, i8 67, i8 67, i64 %n, i64 %m, i64 %k, "
        "ptr nonnull @one, ptr %a, i64 %k, ptr %b, i64 %m, ptr nonnull @zero, ptr %c, i64 %n)",
        "  ret i32 %s",
        "}",
        "declare i32 @numba_xxgemm(i8, i8, i8, i64, i64, i64, ptr, ptr, i64, ptr, i64, ptr, ptr, "
        "i64)",
    ]) + "\n"


def test_pinvs_product_of_constant_globals_and_a_real_conjugate_transpose_gets_the_rules():
    text = blas.lower_blas_calls(pinv_product())
    assert ("  call void @nrtgrad.blas.gemm.double(i8 116, i8 116, i64 %n, i64 %m, i64 %k, "
            "ptr %a, i64 %k, ptr %b, i64 %m, ptr %c, i64 %n)\n") in text
    single = blas.lower_blas_calls(pinv_product(115, 'c"\\00\\00\\80?"', 4))
    assert "call void @nrtgrad.blas.gemm.float(i8 116, i8 116," in single
    for other in (pinv_product(one='c"\\00\\00\\00\\00\\00\\00\\00@"'),  # 2.0
                  pinv_product(115)):  # 8 bytes for a float
        assert not has_rules(blas.lower_blas_calls(other))
