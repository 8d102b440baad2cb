"""compiled_calls: a hand-written gradient entry called from a compiled CPython function.

The entry, `f(x, a) = a * sum(x)` as nrtgrad's C ABI has it, adds a to every element
of the gradient of x and sum(x) to the gradient of a, and returns status 0, or 3
for an empty x.  The hot function must give the same value and gradients as the
formula, in C and F order, and leave to its fallback every call it was not made
for: other types, layouts, dtypes and numbers of arguments, a non-zero status, a
gradient the pool serves.  No call takes or leaves a reference it should not.
"""

from __future__ import annotations

import os

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import sys

import numpy as np
import pytest

from nrtgrad.python.compiled_calls import HotCall, hot_function
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
PLAN = [(True, True, None), (False, True, "double")]


@pytest.fixture(scope="module")
def address():
    binding = llvm.binding()
    machine = binding.Target.from_default_triple().create_target_machine()
    engine = binding.create_mcjit_compiler(llvm.parse_and_verify(ENTRY), machine)
    engine.finalize_object()
    yield engine.get_function_address("f_grad")
    del engine


def fallen(*args):
    return ("fallback", len(args))


def hot_of(address, *examples, order=(1, 0), **structure):
    """The hot function of the calls made for each tuple of example arguments."""
    structure = {"single": False, "with_value": True, "pooled_bytes": None, **structure}
    calls = [HotCall.of(address, PLAN, args, "float64", list(order), **structure)
             for args in examples]
    assert None not in calls
    return hot_function(calls, fallen)


@pytest.mark.parametrize("order", ["C", "F"])
def test_value_and_gradients_of_a_2d_array_and_a_scalar(address, order):
    x = np.asarray(np.arange(6.0).reshape(2, 3), order=order)
    value, (da, dx) = hot_of(address, (x, 1.0))(x, 2.5)
    assert (value, da) == (2.5 * 15.0, 15.0) and type(da) is float
    assert dx.shape == x.shape and dx.strides == x.strides
    np.testing.assert_array_equal(dx, np.full(x.shape, 2.5))


def test_the_gradients_alone_one_or_a_tuple(address):
    x = np.arange(3.0)
    assert hot_of(address, (x, 1.0), with_value=False)(x, 2.0)[0] == 3.0
    assert hot_of(address, (x, 1.0), with_value=False, single=True)(x, 2.0) == 3.0
    twice = hot_of(address, (x, 1.0), order=[0, 0], with_value=False)(x, 2.0)
    first, second = twice
    del twice
    assert first is second
    assert sys.getrefcount(first) == 3  # first, second and the call's


def test_the_fallback_for_a_non_zero_status(address):
    x = np.zeros((0, 3))
    assert hot_of(address, (x, 1.0))(x, 1.0) == ("fallback", 2)


def test_the_fallback_for_a_gradient_the_pool_serves(address):
    x = np.ones(4)
    hot = hot_of(address, (x, 1.0), pooled_bytes=32)
    assert hot(x, 1.0) == ("fallback", 2)
    value, (da, dx) = hot(x[:3].copy(), 1.0)
    assert (value, da) == (3.0, 3.0)


def test_no_call_for_layouts_and_types_it_cannot_pass_as_they_are():
    for args in [(np.ones((4, 4))[:, ::2], 1.0), (np.ones(2), np.float32(1.0)),
                 (np.ones(2), True), (np.ones(2), 1), (np.ones(2).astype(">f8"), 1.0),
                 (np.ones(2).view(np.matrix), 1.0)]:
        assert HotCall.of(0, PLAN, args, "float64", [0], single=True, with_value=False,
                          pooled_bytes=None) is None, args


def test_each_call_runs_for_the_types_it_was_made_for_alone(address):
    x, f = np.arange(6.0).reshape(2, 3), np.asfortranarray(np.arange(6.0).reshape(2, 3))
    hot = hot_of(address, (x, 1.0), (f, 1.0), order=[0], with_value=False, single=True)
    assert hot(x, 2.0).flags.c_contiguous
    assert hot(f, 2.0).flags.f_contiguous
    np.testing.assert_array_equal(hot(f, 2.0), np.full((2, 3), 2.0))
    others = [(x, np.float64(2.0)), (x, np.float32(2.0)), (x, 2), (x, True), (x[:, ::2], 2.0),
              (x.astype(np.float32), 2.0), (np.arange(3.0), 2.0), (x, None),
              (x.tolist(), 2.0), (x,), (x, 2.0, 3.0)]
    for arguments in others:
        assert hot(*arguments) == ("fallback", len(arguments)), arguments
    x.flags.writeable = False
    assert hot(x, 2.0) == ("fallback", 2)
    numpy_float = hot_function([HotCall.of(address, PLAN, (f, np.float64(1.0)), "float64", [0],
                                           single=True, with_value=False, pooled_bytes=None)],
                               fallen)
    np.testing.assert_array_equal(numpy_float(f, np.float64(2.0)), np.full((2, 3), 2.0))


def test_references_are_kept_and_released(address):
    x, a = np.arange(5.0), 1.25
    hot = hot_of(address, (x, 1.0))
    before = sys.getrefcount(x), sys.getrefcount(a)
    results = [hot(x, a) for _ in range(100)]
    assert (sys.getrefcount(x), sys.getrefcount(a)) == before
    value, (da, dx) = results.pop()
    assert sys.getrefcount(dx) == 2 and sys.getrefcount(da) == 2  # dx or da, the call's
    del results
    assert (sys.getrefcount(x), sys.getrefcount(a)) == before


def test_an_int_argument_is_read_as_int64_and_beyond_it_falls_back(address):
    plan = [(True, True, None), (False, False, "i64")]
    entry_of_int = HotCall.of(address, plan, (np.ones(2), 1), "float64", [0], single=True,
                              with_value=False, pooled_bytes=None)
    assert entry_of_int is not None
    assert HotCall.of(address, plan, (np.ones(2), 2 ** 63), "float64", [0], single=True,
                      with_value=False, pooled_bytes=None) is None
    hot = hot_function([entry_of_int], fallen)
    assert hot(np.ones(2), 2 ** 63) == ("fallback", 2)
    assert hot(np.ones(2), -2 ** 63 - 1) == ("fallback", 2)
