"""jit: NumPy arrays as Numba's array structs, shadows laid out like their arrays, and
GradientFunction calling a JIT-compiled `<name>_grad` / `<name>_jvp` through ctypes.

The entries are written by hand for `f(x, a) = a * sum(x**2)`, as c_entry's contract
has them (arrays as `nrt_array*` with a shadow, float scalars with an accumulator, then
`out`); they call nothing, so no runtime is needed.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from nrtgrad.entry.c_entry import GradientSpec
from nrtgrad.errors import NrtgradError
from nrtgrad.frontend.numba_abi import Argument, EntryPoint
from nrtgrad.frontend.return_values import Result
from nrtgrad.python import jit

X = Argument("x", "array", "float64", 1, "A", tuple(("ptr", f"%x{k}") for k in range(7)))
A = Argument("a", "scalar", "float64", 0, "", (("double", "%arg.a"),))
N = Argument("n", "scalar", "int64", 0, "", (("i64", "%arg.n"),))
ENTRY = EntryPoint("f", "kernels.f", "f", Result("scalar", "float64"), "float64", (X, A, N),
                   "(Array(float64, 1, 'A'), float64, int64)")

LOOP = """
  %data.at = getelementptr i8, ptr %x, i64 32
  %data = load ptr, ptr %data.at
  %count.at = getelementptr i8, ptr %x, i64 40
  %count = load i64, ptr %count.at
  %stride.at = getelementptr i8, ptr %x, i64 48
  %stride = load i64, ptr %stride.at
  %empty = icmp sle i64 %count, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %dot = phi double [ 0.0, %entry ], [ %dot.next, %loop ]
  %offset = mul i64 %i, %stride
  %p = getelementptr i8, ptr %data, i64 %offset
  %v = load double, ptr %p
  %square = fmul double %v, %v
  %acc.next = fadd double %acc, %square
  %dp = getelementptr i8, ptr %d.x, i64 %offset
  %shadow = load double, ptr %dp
  %two.a = fmul double %a, 2.0
  %g = fmul double %two.a, %v
  {per_element}
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %count
  br i1 %more, label %loop, label %done
done:
  %sum = phi double [ 0.0, %entry ], [ %acc.next, %loop ]
  %tangent.x = phi double [ 0.0, %entry ], [ %dot.next, %loop ]
  %value = fmul double %a, %sum
  store double %value, ptr %out
  %da = load double, ptr %d.a
"""
# <name>_grad: the gradient added to the shadow and the accumulator
GRAD = ("define i32 @f_grad(ptr %x, ptr %d.x, double %a, ptr %d.a, i64 %n, ptr %out) {\nentry:"
        + LOOP.format(per_element="%new = fadd double %shadow, %g\n  store double %new, ptr %dp\n"
                                  "  %dot.next = fadd double %dot, 0.0")
        + "  %da.new = fadd double %da, %sum\n  store double %da.new, ptr %d.a\n"
          "  %status = trunc i64 %n to i32\n  ret i32 %status\n}\n")
# <name>_jvp: the shadow and the accumulator hold the tangents
JVP = ("define i32 @f_jvp(ptr %x, ptr %d.x, double %a, ptr %d.a, i64 %n, ptr %out, "
       "ptr %d.out) {\nentry:"
       + LOOP.format(per_element="%term = fmul double %g, %shadow\n"
                                 "  %dot.next = fadd double %dot, %term")
       + "  %term.a = fmul double %da, %sum\n  %tangent = fadd double %tangent.x, %term.a\n"
         "  store double %tangent, ptr %d.out\n  ret i32 0\n}\n")


def test_the_array_struct_mirrors_numbas():
    struct = jit.array_struct(2)
    assert struct is jit.array_struct(2)
    assert [name for name, _ in struct._fields_] == ["meminfo", "parent", "nitems", "itemsize",
                                                     "data", "shape", "strides"]
    assert ctypes.sizeof(struct) == 5 * 8 + 2 * 2 * 8
    array = np.zeros((3, 4))[:, ::2]
    filled = jit.as_struct(array, meminfo=1234)
    assert (filled.meminfo, filled.parent, filled.nitems, filled.itemsize) == (1234, None, 6, 8)
    assert filled.data == array.ctypes.data
    assert list(filled.shape) == [3, 2] and list(filled.strides) == [32, 16]


@pytest.mark.parametrize("make, span", [
    (lambda: np.zeros(5), 40),
    (lambda: np.zeros((3, 4))[:, ::2], 2 * 32 + 16 + 8),
    (lambda: np.zeros((3, 4), order="F")[1:, 1:], 1 * 8 + 2 * 24 + 8),
    (lambda: np.zeros(0), 8),
])
def test_a_shadow_spans_and_strides_like_its_array(make, span):
    array = make()
    assert jit.byte_span(array) == span
    shadow = jit.zeros_with_layout(array)
    assert shadow.shape == array.shape and shadow.strides == array.strides
    assert not shadow.any()


def test_the_gradient_of_a_strided_array_and_a_scalar():
    spec = GradientSpec(ENTRY, "f_grad", frozenset({"x", "a"}))
    function = jit.GradientFunction(GRAD, spec, pooled=False)
    x = np.arange(8.0)[::2]  # 0, 2, 4, 6
    result = function(x, 1.5, 0)
    assert (result.status, result.value, result.tangent, result.hvp) == (0, 84.0, None, None)
    assert result.gradients["x"].tolist() == [0.0, 6.0, 12.0, 18.0]
    assert result.gradients["x"].strides == x.strides
    assert result.gradients["a"] == 56.0
    assert function(x, 1.5, 3).status == 3  # Numba's status, as the entry returns it


def test_without_the_value_out_is_not_read():
    spec = GradientSpec(ENTRY, "f_grad", frozenset({"x", "a"}), value=False)
    function = jit.GradientFunction(GRAD, spec, pooled=False)
    result = function(np.array([1.0, 2.0]), 2.0, 0)
    assert result.value is None and result.gradients["x"].tolist() == [4.0, 8.0]


def test_forward_mode_takes_a_tangent_for_each_differentiated_parameter():
    spec = GradientSpec(ENTRY, "f_jvp", frozenset({"x", "a"}), mode="forward")
    function = jit.GradientFunction(JVP, spec, pooled=False)
    x = np.array([1.0, -2.0, 3.0])
    result = function(x, 0.5, 0, tangents={"x": np.array([1.0, 0.0, 2.0]), "a": 3.0})
    assert result.value == 7.0
    assert result.tangent == 2 * 0.5 * (1.0 + 6.0) + 14.0 * 3.0
    with pytest.raises(NrtgradError, match=r"f_jvp needs a tangent for each of a, x"):
        function(x, 0.5, 0, tangents={"x": x})


def test_a_module_that_cannot_run_here_is_refused():
    spec = GradientSpec(ENTRY, "f_grad", frozenset({"x", "a"}))
    calls = GRAD.replace("  %da.new =", "  call void @mystery_helper()\n  %da.new =") + \
        "declare void @mystery_helper()\n"
    with pytest.raises(NrtgradError, match=r"^no runtime in this process provides "
                                           r"mystery_helper \(for NRT: "):
        jit.GradientFunction(calls, spec, pooled=False)
    with pytest.raises(NrtgradError, match=r"^g_grad is not defined in the module$"):
        jit.GradientFunction(GRAD, GradientSpec(ENTRY, "g_grad", frozenset({"x"})),
                             pooled=False)
