"""compiled_calls: a hand-written gradient entry called from Numba code.

The entry, `f(x, a) = a * sum(x)` as nrtgrad's C ABI has it, adds a to every element
of the gradient of x and sum(x) to the gradient of a, and returns status 0, or 3
for an empty x.  The caller must give the same value and gradients as the
formula, in C and F order, and none for layouts or types it cannot pass as they are.
HotCallers runs the caller made for the arguments' Numba types, and nothing else.
"""

from __future__ import annotations

import os

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import numba
import numpy as np
import pytest

from nrtgrad.python.compiled_calls import HotCallers, caller_function
from nrtgrad.toolchain import llvm

ENTRY = """define i32 @f_grad(ptr %x, ptr %d.x, double %a, ptr %d.a, ptr %out) {
entry:
  %n.addr = getelementptr { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, i32 0, i32 2
  %n = load i64, ptr %n.addr
  %data.addr = getelementptr { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, ptr %x, i32 0, i32 4
  %data = load ptr, ptr %data.addr
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %fail, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr double, ptr %data, i64 %i
  %v = load double, ptr %p
  %s.next = fadd double %s, %v
  %q = getelementptr double, ptr %d.x, i64 %i
  %g = load double, ptr %q
  %g.next = fadd double %g, %a
  store double %g.next, ptr %q
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %value = fmul double %a, %s.next
  store double %value, ptr %out
  %da = load double, ptr %d.a
  %da.next = fadd double %da, %s.next
  store double %da.next, ptr %d.a
  ret i32 0
fail:
  ret i32 3
}
"""
PLAN = [("x", True, True, None), ("a", False, True, "double")]


@pytest.fixture(scope="module")
def address():
    binding = llvm.binding()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(llvm.parse_and_verify(ENTRY), machine)
    engine.finalize_object()
    yield engine.get_function_address("f_grad")
    del engine


def caller_of(address, x, a_type=numba.float64, **structure):
    structure = {"single": False, "with_value": True, "pooled_bytes": None, **structure}
    caller = caller_function(address, PLAN, (numba.typeof(x), a_type), "float64", [1, 0],
                             **structure)
    return caller and numba.njit(caller)


@pytest.mark.parametrize("order", ["C", "F"])
def test_value_and_gradients_of_a_2d_array_and_a_scalar(address, order):
    x = np.asarray(np.arange(6.0).reshape(2, 3), order=order)
    value, (da, dx) = caller_of(address, x)(x, 2.5)
    assert (value, da) == (2.5 * 15.0, 15.0)
    assert dx.shape == x.shape and dx.strides == x.strides
    np.testing.assert_array_equal(dx, np.full(x.shape, 2.5))


def test_the_gradients_alone_one_or_a_tuple(address):
    x = np.arange(3.0)
    assert caller_of(address, x, with_value=False)(x, 2.0)[0] == 3.0
    assert caller_of(address, x, with_value=False, single=True)(x, 2.0) == 3.0


def test_none_for_a_non_zero_status(address):
    x = np.zeros((0, 3))
    assert caller_of(address, x)(x, 1.0) is None


def test_none_for_a_gradient_the_pool_serves(address):
    x = np.ones(4)
    caller = caller_of(address, x, pooled_bytes=32)
    assert caller(x, 1.0) is None
    value, (da, dx) = caller(x[:3].copy(), 1.0)
    assert (value, da) == (3.0, 3.0)


def test_layouts_and_types_it_cannot_pass_as_they_are():
    assert caller_of(0, np.ones((4, 4))[:, ::2]) is None
    assert caller_of(0, np.ones((2, 2)), numba.float32) is None


def test_hot_callers_run_the_caller_made_for_the_arguments_types(address):
    x, f = np.arange(6.0).reshape(2, 3), np.asfortranarray(np.arange(6.0).reshape(2, 3))
    hot = HotCallers(2)
    assert hot.dispatcher(x, 1.0) is None
    for array in (x, f):
        types = (numba.typeof(array), numba.float64)
        assert hot.add(types, caller_function(address, PLAN, types, "float64", [0],
                                              single=True, with_value=False,
                                              pooled_bytes=None))
    assert hot.dispatcher(x, 2.0).flags.c_contiguous
    assert hot.dispatcher(f, 2.0).flags.f_contiguous
    np.testing.assert_array_equal(hot.dispatcher(f, 2.0), np.full((2, 3), 2.0))
    others = [(x, np.float32(2.0)), (x, 2), (x, True), (x[:, ::2], 2.0),
              (x.astype(np.float32), 2.0), (np.arange(3.0), 2.0)]
    for arguments in others:
        assert hot.dispatcher(*arguments) is None
    assert len(hot.dispatcher.overloads) == 2  # none compiled on a call
    with pytest.raises(TypeError):
        hot.dispatcher(x)
