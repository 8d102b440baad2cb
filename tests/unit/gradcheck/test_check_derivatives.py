"""check_derivatives on a hand-written Numba function `f(x, a) = a * sum(x**2)` (raising
when a < 0), JIT-compiled and called through Numba's ABI with arrays owned by MemInfos of
the C runtime: the primal, finite differences, error measures, and `Derivatives.check`
with stand-in derivatives, right, wrong and leaking.

The real `<name>_grad` and `<name>_jvp` are checked this way by `nrtgrad check` (tests/check).
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.entry.c_entry import GradientSpec
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.gradcheck import check_derivatives
from nrtgrad.gradcheck.check_derivatives import (CheckFailed, Derivatives, Findings, NrtArray,
                                                 NotApplicable, Primal)
from nrtgrad.native import native_runtime
from nrtgrad.native.native_runtime import Stats
from nrtgrad.python.jit import GradientResult
from nrtgrad.toolchain import llvm

X = Argument("x", "array", "float64", 1, "A",
             (("ptr", "%arg.x.0"), ("ptr", "%arg.x.1"), ("i64", "%arg.x.2"), ("i64", "%arg.x.3"),
              ("ptr", "%arg.x.4"), ("i64", "%arg.x.5.0"), ("i64", "%arg.x.6.0")))
A = Argument("a", "scalar", "float64", 0, "", (("double", "%arg.a"),))
ENTRY = EntryPoint("f", "kernels.f", "f", Result("scalar", "float64"), "float64", (X, A),
                   "(Array(float64, 1, 'A'), float64)")
SPEC = GradientSpec(ENTRY, "f_grad", frozenset({"x", "a"}))
MODULE = """define i32 @f(ptr %retptr, ptr %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.a) {
entry:
  %empty = icmp sle i64 %arg.x.5.0, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %offset = mul i64 %i, %arg.x.6.0
  %p = getelementptr i8, ptr %arg.x.4, i64 %offset
  %v = load double, ptr %p
  %square = fmul double %v, %v
  %acc.next = fadd double %acc, %square
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %arg.x.5.0
  br i1 %more, label %loop, label %done
done:
  %sum = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %r = fmul double %sum, %arg.a
  store double %r, ptr %retptr
  %negative = fcmp olt double %arg.a, 0.0
  %status = select i1 %negative, i32 1, i32 0
  ret i32 %status
}
"""


@pytest.fixture(scope="module")
def runtime():
    return native_runtime.load()


@pytest.fixture(scope="module")
def primal(runtime):
    binding = llvm.binding()
    module = llvm.parse_and_verify(MODULE)
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    primal = Primal(engine, ENTRY, runtime)
    primal.engine = engine  # kept alive with the function
    return primal


@pytest.mark.parametrize("layout", ["C", "F", "A"])
def test_an_array_owned_by_a_meminfo_in_the_parameters_layout(runtime, layout):
    values = np.arange(6.0).reshape(2, 3)
    before = runtime.stats()
    owned = NrtArray(runtime, values, layout)
    assert np.array_equal(owned.array, values) and owned.refcount == 1
    assert owned.array.flags.f_contiguous == (layout == "F")
    assert owned.array.flags.c_contiguous == (layout == "C")  # 'A' is every other element
    owned.release()
    owned.release()  # once only
    assert (runtime.stats() - before).meminfo_frees == 1


def test_the_primal_through_numbas_abi(runtime, primal):
    x = NrtArray(runtime, np.array([1.0, 2.0, 3.0]), "A")
    try:
        assert primal([x.array, 2.0], {"x": x.meminfo}) == (0, 28.0)
        assert primal([x.array, -1.0], {})[0] == 1
        with pytest.raises(CheckFailed, match=r"the primal raised \(status 1\)"):
            primal.value([x.array, -1.0], {})
    finally:
        x.release()


def test_finite_differences_of_the_primal(primal):
    x = np.array([1.0, -2.0, 0.5])
    gradient = check_derivatives.finite_differences(primal, [x, 3.0], {}, 0)
    np.testing.assert_allclose(gradient, 6.0 * x, rtol=1e-6)
    assert abs(check_derivatives.finite_differences(primal, [x, 3.0], {}, 1) - 5.25) < 1e-6
    direction = {"x": np.array([1.0, 0.0, 2.0]), "a": 0.5}
    along = check_derivatives.directional_difference(primal, ENTRY, [x, 3.0], {}, direction)
    assert abs(along - (6.0 * (1.0 + 1.0) + 5.25 * 0.5)) < 1e-6
    assert np.array_equal(x, [1.0, -2.0, 0.5])  # restored


@pytest.mark.parametrize("got, reference, error", [
    ([1.0, 2.0], [1.0, 2.0], 0.0),
    ([1.0, 2.5], [1.0, 2.0], 0.25),  # relative to the largest magnitude, 2
    ([0.1], [0.0], 0.1),  # at least 1
    ([np.nan], [1.0], np.inf),
    ([], [], 0.0),
])
def test_the_relative_error(got, reference, error):
    assert check_derivatives.relative_error(got, reference) == error


def test_what_a_call_did_to_memory_and_to_the_arguments():
    class Owned:
        refcount = 2

    problems = check_derivatives.memory_problems("f_grad", Stats(2, 1, 1, 1), {"x": Owned()},
                                                 {"x": 1})
    assert problems == ["f_grad allocated 2 NRT MemInfo(s) and freed 1",
                        "f_grad changed argument MemInfo refcounts (x 1 -> 2)"]
    assert check_derivatives.memory_problems("f_grad", Stats(1, 1, 3, 3), {}, {}) == []


def test_findings_collect_errors_over_the_tolerance():
    findings = Findings(1e-3)
    findings.compare("d/dx", [1.0], [1.0], "d/dx differs")
    findings.compare("d/da", [2.0], [1.0], "d/da differs")
    result = findings.result()
    assert result.problems == ["d/da differs: max relative error 1.0e+00 (tolerance 1e-03)"]
    assert result.max_error == 1.0
    assert result.details == ["d/dx: relative error 0.0e+00", "d/da: relative error 1.0e+00"]


class Derivative:
    """A stand-in `<name>_grad` (or `_jvp`): exact unless told to be wrong or to leak."""

    def __init__(self, name: str, runtime, scale: float = 1.0, leak: bool = False):
        self.spec = type("Spec", (), {"name": name})
        self.runtime, self.scale, self.leak = runtime, scale, leak

    def __call__(self, x, a, meminfos, tangents=None):
        if self.leak:
            self.runtime.meminfo_new(8)
        value = a * float(np.sum(x ** 2))
        gradients = {"x": self.scale * 2.0 * a * x, "a": float(np.sum(x ** 2))}
        if tangents is None:
            return GradientResult(0, value, gradients)
        tangent = sum(float(np.sum(gradients[k] * t)) for k, t in tangents.items())
        return GradientResult(0, value, {}, tangent)


def derivatives(runtime, primal, gradient, jvp) -> Derivatives:
    checks = object.__new__(Derivatives)  # without JIT-compiling real derivatives
    checks.runtime, checks.spec, checks.entry, checks.primal = runtime, SPEC, ENTRY, primal
    checks.gradient, checks.jvp = gradient, jvp
    return checks


def test_exact_derivatives_pass(runtime, primal):
    checks = derivatives(runtime, primal, Derivative("f_grad", runtime),
                         Derivative("f_jvp", runtime))
    result = checks.check([np.array([0.5, -1.0, 2.0]), 1.5], np.random.default_rng(0), 1e-5)
    assert result.problems == [] and result.max_error < 1e-6
    assert result.details[0] == "value 7.875"
    assert "f_grad: 0 MemInfo(s) allocated, 0 freed; 0 buffer(s) allocated, 0 freed" in \
        result.details


def test_a_wrong_gradient_and_a_leak_are_found(runtime, primal):
    checks = derivatives(runtime, primal, Derivative("f_grad", runtime, scale=1.5),
                         Derivative("f_jvp", runtime, leak=True))
    result = checks.check([np.array([0.5, -1.0, 2.0]), 1.5], np.random.default_rng(0), 1e-5)
    assert result.problems[0].startswith("d/dx differs from finite differences: max relative "
                                         "error ")
    assert "f_jvp allocated 1 NRT MemInfo(s) and freed 0" in result.problems
    # the (exact) jvp is compared with the wrong gradient dotted with the direction
    assert any(p.startswith("f_jvp differs from the gradient dotted with the direction")
               for p in result.problems)


def test_inputs_the_primal_rejects_are_not_compared(runtime, primal):
    checks = derivatives(runtime, primal, Derivative("f_grad", runtime),
                         Derivative("f_jvp", runtime))
    with pytest.raises(NotApplicable, match=r"the primal raised \(status 1\)"):
        checks.check([np.array([1.0]), -1.0], np.random.default_rng(0), 1e-5)
    with pytest.raises(NotApplicable, match="the primal is inf"):
        checks.check([np.array([1e200]), 1.0], np.random.default_rng(0), 1e-5)


def test_the_result_dtype_and_the_step_by_precision():
    assert check_derivatives.result_dtype(SPEC) == "float64"
    assert check_derivatives._relative_step(ENTRY, 0, "float64") == 1e-6
    assert check_derivatives._relative_step(ENTRY, 0, "float32") == 1e-2


def test_an_array_result_is_read_through_its_strides():
    data = (ctypes.c_double * 6)(*range(6))
    struct = type("S", (), {"shape": (2, 3), "strides": (8, 16),
                            "data": ctypes.addressof(data)})
    read = check_derivatives._read_array(struct, "float64")
    assert read.tolist() == [[0.0, 2.0, 4.0], [1.0, 3.0, 5.0]]
    empty = type("S", (), {"shape": (0, 3), "strides": (24, 8), "data": 0})
    assert check_derivatives._read_array(empty, "float64").shape == (0, 3)
