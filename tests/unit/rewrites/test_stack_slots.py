"""stack_slots.split: a stack slot reused across lifetimes becomes one slot per lifetime,
and only when every use belongs to exactly one lifetime; a null stored into a slot
otherwise only written and read as doubles is stored as 0.0."""

from __future__ import annotations

import subprocess

from nrtgrad import toolchain
from nrtgrad.rewrites import stack_slots

DECLARATIONS = """declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @shape(ptr)
declare void @excinfo(ptr)
"""

# an i64 in the first lifetime, a pointer in the second (a shape, then a
# callee's exception-info slot), the second in a block of its own
REUSED = """define ptr @f(i1 %c) {
entry:
  %slot = alloca [1 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %slot)
  store i64 0, ptr %slot, align 8
  call void @shape(ptr nonnull %slot)
  %n = load i64, ptr %slot, align 8
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %slot)
  br i1 %c, label %second, label %done
second:
  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %slot)
  %field = getelementptr i8, ptr %slot, i64 0
  store ptr null, ptr %field, align 8
  call void @excinfo(ptr nonnull %slot)
  %p = load ptr, ptr %slot, align 8
  call void @llvm.lifetime.end.p0(i64 -1, ptr nonnull %slot)
  ret ptr %p
done:
  ret ptr null
}
""" + DECLARATIONS


def _verifies(text: str) -> None:
    opt = toolchain.find().opt
    subprocess.run([str(opt), "-passes=verify", "-disable-output"], input=text, text=True,
                   check=True)


def test_each_lifetime_gets_a_slot_of_its_own():
    out = stack_slots.split(REUSED, "f")
    _verifies(out)
    assert "%slot = alloca [1 x i64]" in out and "%slot.lifetime1 = alloca [1 x i64]" in out
    first, second = out.split("second:")
    assert "%slot.lifetime1" not in first.split("alloca", 2)[2]
    assert "%slot)" not in second and "%slot," not in second
    assert "getelementptr i8, ptr %slot.lifetime1, i64 0" in second


def test_a_use_two_lifetimes_reach_keeps_the_slot():
    # the second lifetime starts on one path only: the load after the join
    # is reached from both starts
    joined = REUSED.replace("  ret ptr %p\ndone:\n  ret ptr null",
                            "  br label %done\ndone:\n  %q = load ptr, ptr %slot, align 8\n"
                            "  ret ptr %q")
    assert stack_slots.split(joined, "f") == joined


def test_a_use_before_any_lifetime_keeps_the_slot():
    early = REUSED.replace("entry:\n  %slot = alloca [1 x i64], align 8\n",
                           "entry:\n  %slot = alloca [1 x i64], align 8\n"
                           "  store i64 1, ptr %slot, align 8\n")
    assert stack_slots.split(early, "f") == early


def test_an_address_used_in_another_lifetime_keeps_the_slot():
    # the GEP is computed in the first lifetime and stored through in the second
    hoisted = REUSED.replace("  %field = getelementptr i8, ptr %slot, i64 0\n", "").replace(
        "  %n = load i64, ptr %slot, align 8\n",
        "  %n = load i64, ptr %slot, align 8\n  %field = getelementptr i8, ptr %slot, i64 0\n")
    assert stack_slots.split(hoisted, "f") == hoisted


def test_a_slot_of_one_lifetime_is_left_alone():
    single = REUSED.replace("  call void @llvm.lifetime.start.p0(i64 -1, ptr nonnull %slot)\n"
                            "  %field", "  %field")
    assert stack_slots.split(single, "f") == single


# a pair of doubles (slogdet's (sign, logdet)) in a slot LLVM first zeroed as a pointer
ZEROED_AS_POINTER = """define double @z(i1 %c) {
entry:
  %pair = alloca ptr, align 8
  %other = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %pair)
  store ptr null, ptr %pair, align 8
  store ptr null, ptr %other, align 8
  br i1 %c, label %one, label %zero
one:
  store double 1.000000e+00, ptr %pair, align 8
  br label %join
zero:
  store double 0.000000e+00, ptr %pair, align 8
  br label %join
join:
  %sign = load double, ptr %pair, align 8
  %held = load ptr, ptr %other, align 8
  call void @excinfo(ptr %held)
  ret double %sign
}
""" + DECLARATIONS


def test_a_null_stored_into_a_slot_read_as_a_double_is_stored_as_zero():
    out = stack_slots.split(ZEROED_AS_POINTER, "z")
    _verifies(out)
    assert "  store double 0.000000e+00, ptr %pair, align 8\n  store ptr null, ptr %other" in out
    assert "store ptr null, ptr %pair" not in out
    # a slot passed to a call keeps its stores
    passed = ZEROED_AS_POINTER.replace("call void @excinfo(ptr %held)",
                                       "call void @excinfo(ptr %pair)")
    assert stack_slots.split(passed, "z") == passed
