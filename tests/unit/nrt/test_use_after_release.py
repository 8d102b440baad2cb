"""use_after_release.check on small functions: after the decref that releases an array,
nothing reads or writes its memory, along every path, until the values are redefined.

Each release is given as ownership.py gives it: the decref's line and the values
that hold its MemInfo or point into it there, on some path and on every path.
Every module must verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.errors import RefusedPattern
from nrtgrad.ir.flow import Flow
from nrtgrad.nrt import use_after_release
from nrtgrad.toolchain import llvm

HEADER = """\
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

define i32 @f(ptr %excinfo, ptr %arg.a.0, i1 %c, i64 %n) {
entry:
  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %data.addr = getelementptr i8, ptr %t, i64 24
  %data = load ptr, ptr %data.addr, align 8
"""
RELEASE = "call void @NRT_decref(ptr %t)"
HELD = frozenset({"%t", "%data.addr", "%data"})


def check(body: str, release: str = RELEASE, held: frozenset = HELD,
          maybe: frozenset = frozenset()) -> None:
    """`held` holds the released array on every path to the release, `maybe` on some."""
    text = HEADER + body.strip("\n") + "\n}\n"
    llvm.parse_and_verify(text)
    lines = text.splitlines()
    flow = Flow(lines, ir.function_named(lines, "f"))
    index = min(i for i, line in enumerate(lines) if line.strip() == release)
    use_after_release.check(lines, flow, {index: use_after_release.Held(held | maybe, held)})


def assert_use_after_free(body: str, by: str = "", **keywords) -> None:
    with pytest.raises(RefusedPattern) as refused:
        check(body, **keywords)
    assert str(refused.value).startswith(
        f"in `f`: an array is used after Numba releases it{by}: a use after free: "
        "not supported yet; ")


@pytest.mark.parametrize("use, by", [
    ("  %v = load double, ptr %data, align 8", ""),
    ("  %p = getelementptr double, ptr %data, i64 3\n  store double 1.0, ptr %p, align 8", ""),
    ("  call void @llvm.memset.p0.i64(ptr %data, i8 0, i64 8, i1 false)",
     ", by zeroing array data (`np.zeros`)"),
])
def test_a_read_or_write_after_the_release_is_a_use_after_free(use, by):
    assert_use_after_free(f"""
  {RELEASE}
{use}
  ret i32 0
""", by)


def test_the_refusal_points_at_the_release():
    text = HEADER + f"  {RELEASE}\n  %v = load double, ptr %data, align 8\n  ret i32 0\n}}\n"
    lines = text.splitlines()
    with pytest.raises(RefusedPattern) as refused:
        use_after_release.check(lines, Flow(lines, ir.function_named(lines, "f")),
                                {lines.index(f"  {RELEASE}"): use_after_release.Held(HELD, HELD)})
    assert refused.value.index == lines.index(f"  {RELEASE}")


def test_reads_before_the_release_and_refcount_calls_after_it_are_accepted():
    check(f"""
  %v = load double, ptr %data, align 8
  {RELEASE}
  call void @NRT_incref(ptr %arg.a.0)
  %w = load double, ptr %arg.a.0, align 8
  ret i32 0
""")


def test_a_use_on_one_path_after_the_release_is_refused():
    assert_use_after_free(f"""
  {RELEASE}
  br i1 %c, label %read, label %done
read:
  %v = load double, ptr %data, align 8
  br label %done
done:
  ret i32 0
""")


def test_a_use_on_a_path_the_release_does_not_reach_is_accepted():
    check(f"""
  br i1 %c, label %release, label %read
release:
  {RELEASE}
  ret i32 0
read:
  %v = load double, ptr %data, align 8
  call void @NRT_decref(ptr %t)
  ret i32 0
""")


LOOP = """
  br label %loop
loop:
  %y = phi ptr [ %t, %entry ], [ %new, %loop ]
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %old.addr = getelementptr i8, ptr %y, i64 24
  %old = load ptr, ptr %old.addr, align 8
{before}
  call void @NRT_decref(ptr %y)
{after}
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
  call void @NRT_decref(ptr %new)
  ret i32 0
"""
OLD = frozenset({"%y", "%old.addr", "%old"})


def test_the_next_iteration_reads_the_new_array_not_the_released_one():
    # y = y + 1 in a loop: the phi takes the new array on the back edge
    check(LOOP.format(before="  %x = load double, ptr %old, align 8", after=""),
          release="call void @NRT_decref(ptr %y)", held=OLD)


def test_the_old_array_read_after_its_release_in_the_loop_is_refused():
    assert_use_after_free(LOOP.format(before="", after="  %x = load double, ptr %old, align 8"),
                          release="call void @NRT_decref(ptr %y)", held=OLD)


def assert_not_followed(body: str, **keywords) -> None:
    with pytest.raises(RefusedPattern) as refused:
        check(body, **keywords)
    assert str(refused.value).startswith(
        "in `f`: nrtgrad cannot follow which array a value holds after Numba releases one: "
        "it holds the released array on some paths and another on others, and is used "
        "afterwards: not supported yet; ")


# a pointer into the released array on both paths from the release, or on one only
JOIN = f"""
  {RELEASE}
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %p = phi ptr [ %data, %left ], [ {{right}}, %right ]
  %v = load double, ptr %p, align 8
  ret i32 0
"""


def test_a_phi_after_the_release_of_the_released_array_on_every_path_holds_it():
    assert_use_after_free(JOIN.format(right="%data"))


def test_a_phi_after_the_release_of_the_released_array_on_one_path_is_not_followed():
    assert_not_followed(JOIN.format(right="%arg.a.0"))


def test_a_value_that_holds_the_released_array_on_some_paths_to_the_release_is_not_followed():
    # a phi of the array's data and another pointer before the release: ownership.py
    # gives it as held on some paths only
    assert_not_followed(f"""
  br i1 %c, label %other, label %join
other:
  br label %join
join:
  %p = phi ptr [ %data, %entry ], [ %arg.a.0, %other ]
  {RELEASE}
  %v = load double, ptr %p, align 8
  ret i32 0
""", maybe=frozenset({"%p"}))


def test_a_use_of_a_value_surely_held_is_a_use_after_free_where_another_is_not_followed():
    assert_use_after_free(f"""
  %p = select i1 %c, ptr %data, ptr %arg.a.0
  {RELEASE}
  %v = load double, ptr %p, align 8
  %w = load double, ptr %data, align 8
  ret i32 0
""", maybe=frozenset({"%p"}))
