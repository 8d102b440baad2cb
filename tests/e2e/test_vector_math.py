"""Vector math and the target CPU: libmvec in the derivative's loops, right numbers.

Every other gradient test runs with the defaults (the baseline CPU, scalar
libm); here the kernels with the most math calls run, by
tests/support/gradient_check.py, for the CPU of this machine, whose AVX2 gets
them libmvec's variants (also in place of the vector math intrinsics of
loops Numba vectorised, and for libm functions LLVM 15 does not map):
gradient against finite differences, JVP and the memory checks, at the sizes
where the vector loops' remainders run; so do loops that sum in order, which
a CPU's derivative vectorises.  The derivative's calls show which variant
each CPU gets, and a derivative that calls a variant its CPU may lack is
refused.
"""

from __future__ import annotations

import re

import pytest
from e2e_support import INPUTS, differentiate, run_check

from nrtgrad.toolchain import llvm
from nrtgrad.optimize import target
from nrtgrad.errors import DifferentiationError

KERNELS = ["math_mix", "exp_mul_sum", "logsumexp", "sin_matrix"]  # sin_matrix: 2-D
# libm functions outside LLVM 15's libmvec table: erf, tanh (mlp2: 2-D)
BEYOND_LLVMS_TABLE = ["erf_loop", "matvec_tanh", "mlp2"]
# loops summing in order (`s += ...`), vectorised with the sum kept in order
ORDERED_SUMS = ["sum_sq", "huber_loss", "scaled_tanh", "int_power_sum", "poly_f32",
                "masked_where_sum"]
# dumped after Numba's own vectoriser: its loops call llvm.sin.v4f64 and the like
# (moments_f32: single precision, a tuple result; euler_2d: 2-D; cross_entropy,
# euler_2d: on 8 doubles, from an AVX-512 machine)
VECTORISED_BY_NUMBA = ["ode_euler", "cross_entropy", "moments_f32", "euler_2d"]
RUNS = ["1:0", "3:1", "7:6", "9:2", "13:3", "2001:4:nofd", "13:5:jvp"]
VECTOR_CALL = re.compile(r"call [^@\n]*@(_ZGV[bcde]N\d+v+_\w+)\(")


def fixture(kernel: str, version: str = "0.61.2"):
    return INPUTS / f"numba-{version}" / f"{kernel}.ll"


def host_has_avx2() -> bool:
    with open("/proc/cpuinfo") as cpuinfo:
        return " avx2" in cpuinfo.read()


@pytest.mark.parametrize("kernel", KERNELS)
def test_gradients_match_with_this_machines_cpu(kernel):
    run_check(fixture(kernel), kernel, *RUNS, "--option=--target-cpu=native")


@pytest.mark.parametrize("kernel", BEYOND_LLVMS_TABLE)
def test_gradients_calling_libmvec_beyond_llvms_table_match(kernel):
    run_check(fixture(kernel), kernel, *RUNS, "--option=--target-cpu=native")


@pytest.mark.parametrize("kernel", ORDERED_SUMS)
def test_gradients_of_loops_summing_in_order_match_with_this_machines_cpu(kernel):
    run_check(fixture(kernel), kernel, *RUNS, "--option=--target-cpu=native")


def test_a_sum_in_order_vectorises_for_a_cpu_and_stays_in_order():
    reductions = re.compile(r"= (?:tail )?call (\w+ )*double @llvm\.vector\.reduce\.fadd\.")
    for_cpu = differentiate(fixture("sum_sq"), "--target-cpu", "x86-64-v3").stdout
    assert [m.group(1) for m in reductions.finditer(for_cpu)] == [None, None]  # no `fast`
    assert not reductions.search(differentiate(fixture("sum_sq")).stdout)


@pytest.mark.parametrize("kernel", VECTORISED_BY_NUMBA)
def test_gradients_of_loops_numba_vectorised_match_with_this_machines_cpu(kernel):
    run_check(fixture(kernel, "0.68.1"), kernel, *RUNS, "--option=--target-cpu=native")


def vector_calls(*options: str, path=None) -> set[str]:
    result = differentiate(path or fixture("logsumexp"), *options)
    assert result.returncode == 0, result.stderr
    return {m.group(1) for m in VECTOR_CALL.finditer(result.stdout)}


def test_numbas_vector_math_intrinsics_call_libmvec_on_an_avx2_cpu():
    # code generation would split llvm.sin.v4f64 into four scalar sin calls
    path = fixture("ode_euler", "0.68.1")
    assert "_ZGVdN4v_sin" in vector_calls("--target-cpu", "x86-64-v3", path=path)
    assert "llvm.sin.v4f64" in differentiate(path).stdout
    for options in ((), ("--target-cpu", "x86-64-v3", "--no-vector-math")):
        assert vector_calls(*options, path=path) == set()


def test_intrinsics_on_8_doubles_are_split_for_libmvecs_4_wide_variants():
    path = fixture("euler_2d", "0.68.1")
    assert "llvm.sin.v8f64" in path.read_text()
    result = differentiate(path, "--target-cpu", "x86-64-v3")
    assert result.returncode == 0, result.stderr
    assert not re.search(r"call [^@\n]*@llvm\.(sin|cos)\.v", result.stdout)
    # nor declared: nothing calls them any more
    assert not re.search(r"@llvm\.(sin|cos)\.v", result.stdout)
    assert {"_ZGVdN4v_sin", "_ZGVdN4v_cos"} <= {
        m.group(1) for m in VECTOR_CALL.finditer(result.stdout)}


@pytest.mark.skipif(not host_has_avx2(), reason="this machine has no AVX2")
def test_an_avx2_cpu_gets_libmvec_unless_told_not_to():
    assert "_ZGVdN4v_exp" in vector_calls("--target-cpu", "x86-64-v3")
    assert vector_calls("--target-cpu", "x86-64-v3", "--no-vector-math") == set()


@pytest.mark.skipif(not target.libmvec_has("_ZGVdN4v_tanh"),
                    reason="this machine's libmvec has no tanh (glibc before 2.35)")
def test_tanh_gets_libmvecs_variant_though_llvm_15_does_not_know_it():
    path = fixture("matvec_tanh")
    assert "_ZGVdN4v_tanh" in vector_calls("--target-cpu", "x86-64-v3", path=path)
    assert vector_calls("--target-cpu", "x86-64-v3", "--no-vector-math", path=path) == set()


def test_a_split_call_keeps_both_operands_and_leaves_constants_alone():
    module = """define <8 x double> @f(<8 x double> %a, <8 x double> %b) {
  %r = tail call fast <8 x double> @llvm.pow.v8f64(<8 x double> %a, <8 x double> %b)
  %c = call <8 x double> @llvm.sin.v8f64(<8 x double> zeroinitializer)
  %s = fadd <8 x double> %r, %c
  ret <8 x double> %s
}
declare <8 x double> @llvm.pow.v8f64(<8 x double>, <8 x double>)
declare <8 x double> @llvm.sin.v8f64(<8 x double>)
"""
    split = target._split_wide_intrinsic_calls(module)
    llvm.parse_and_verify(split)
    assert split.count("tail call fast <4 x double> @llvm.pow.v4f64(<4 x double> "
                       "%nrtgrad.half.1.") == 2
    assert "call <8 x double> @llvm.sin.v8f64(<8 x double> zeroinitializer)" in split
    assert "declare <4 x double> @llvm.pow.v4f64(<4 x double>, <4 x double>)" in split


def test_a_declared_vector_variant_is_kept_beside_the_modules_own():
    flags = [f"-vector-library={target.VECTOR_LIBRARY}"]
    module = ('declare double @tanh(double) #0\n'
              '@llvm.compiler.used = appending global [1 x ptr] [ptr @keep], '
              'section "llvm.metadata"\n')
    declared = target.declare_vector_variants(module, flags)
    if not target.libmvec_has("_ZGVdN4v_tanh"):
        assert declared == module
        return
    assert ('declare double @tanh(double) #0 "vector-function-abi-variant"='
            '"_ZGV_LLVM_N4v_tanh(_ZGVdN4v_tanh),_ZGV_LLVM_N2v_tanh(_ZGVbN2v_tanh)"') in declared
    assert ("@llvm.compiler.used = appending global [3 x ptr] [ptr @keep, "
            "ptr @_ZGVdN4v_tanh, ptr @_ZGVbN2v_tanh]") in declared
    assert "declare <4 x double> @_ZGVdN4v_tanh(<4 x double>)" in declared
    assert target.declare_vector_variants(module, []) == module


def test_a_cpu_without_avx2_keeps_scalar_math():
    # LLVM 15 would call the four-wide variant here, from SSE registers
    assert vector_calls() == set()
    assert vector_calls("--target-cpu", "x86-64-v2") == set()


def test_a_wide_variant_for_a_cpu_without_avx2_is_refused():
    call = "  %v = call fast <4 x double> @_ZGVdN4v_exp(<4 x double> %x)\n"
    target.check_vector_calls(call, "x86-64-v3")
    # declared only (a vector variant nothing calls): nothing to refuse
    target.check_vector_calls("declare <4 x double> @_ZGVdN4v_exp(<4 x double>)\n", None)
    for cpu in (None, "x86-64-v2"):
        with pytest.raises(DifferentiationError, match="_ZGVdN4v_exp, which needs AVX2"):
            target.check_vector_calls(call, cpu)


def test_an_unknown_cpu_is_refused_without_output(tmp_path):
    out = tmp_path / "out.ll"
    result = differentiate(fixture("math_mix"), "--target-cpu", "pentium9", "-o", str(out))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "nrtgrad: error: --target-cpu pentium9: LLVM 15 does not know this CPU (e.g. "
        "x86-64-v3, haswell, znver3; `native` is this machine's)"]
    assert not out.exists()
