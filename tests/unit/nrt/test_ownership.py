"""ownership.classify on small hand-written functions: what it accepts, and the
exact refusal for each unsound pattern.

Each module has the shape the analysis sees after preparation: opaque
pointers, one instruction per line, Numba's status return (0 on success,
non-zero once an exception is set).  %arg.a.0 and %arg.b.0 are the MemInfos
of the caller's arrays.  Every module must verify in LLVM 15 (llvmlite).
"""

from __future__ import annotations

import pytest

from nrtgrad import ir
from nrtgrad.toolchain import llvm
from nrtgrad.nrt import markers as nrt, ownership
from nrtgrad.errors import RefusedPattern
from nrtgrad.nrt.ownership import INACTIVE, RELEASE, DELETE

HEADER = """\
declare ptr @NRT_MemInfo_alloc_aligned(i64, i32)
declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr)
declare void @".dtor.list.array(float64, 1d, C)"(ptr)
declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
declare void @helper(ptr)
declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr)

define i32 @f(ptr %excinfo, ptr %arg.a.0, ptr %arg.b.0, i1 %c, i64 %n) {
"""
ALLOC = "  %t = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)"
ARRAY = "{ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }"


def module(body: str) -> str:
    return HEADER + body.strip("\n").replace("ALLOC", ALLOC.strip()) + "\n}\n"


def classify(body: str) -> list[tuple[str, str]]:
    """(refcount instruction, its classification), in program order."""
    text = module(body)
    llvm.parse_and_verify(text)
    lines = text.splitlines()
    function = ir.function_named(lines, "f")
    actions = ownership.classify(lines, function, {"%arg.a.0", "%arg.b.0"}, set(nrt.ALLOCATORS))
    return [(lines[index].strip(), action) for index, action in sorted(actions.items())]


def assert_refused(body: str, instruction: str, why: str) -> None:
    """classify refuses, at the last line that is `instruction`, for reason `why`."""
    lines = module(body).splitlines()
    line = max(n for n, text in enumerate(lines, 1) if text.strip() == instruction)
    with pytest.raises(RefusedPattern) as refused:
        classify(body)
    assert refused.value.index == line - 1
    assert str(refused.value).startswith(f"in `f`: {why}: not supported yet; ")


# -- accepted -----------------------------------------------------------------

def test_a_temporary_released_once():
    assert classify("""
entry:
  ALLOC
  call void @NRT_decref(ptr %t)
  ret i32 0
""") == [("call void @NRT_decref(ptr %t)", RELEASE)]


def test_only_the_decref_that_reaches_zero_is_the_release():
    assert classify("""
entry:
  ALLOC
  call void @NRT_incref(ptr %t)
  call void @NRT_decref(ptr %t)
  call void @NRT_decref(ptr %t)
  ret i32 0
""") == [("call void @NRT_incref(ptr %t)", INACTIVE),
         ("call void @NRT_decref(ptr %t)", INACTIVE),
         ("call void @NRT_decref(ptr %t)", RELEASE)]


def test_argument_incref_decref_pairs_are_inactive():
    assert classify("""
entry:
  call void @NRT_incref(ptr %arg.a.0)
  call void @NRT_incref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.a.0)
  call void @NRT_decref(ptr %arg.b.0)
  ret i32 0
""") == [("call void @NRT_incref(ptr %arg.a.0)", INACTIVE),
         ("call void @NRT_incref(ptr %arg.b.0)", INACTIVE),
         ("call void @NRT_decref(ptr %arg.a.0)", INACTIVE),
         ("call void @NRT_decref(ptr %arg.b.0)", INACTIVE)]


def test_a_decref_of_null_is_deleted():
    assert classify("""
entry:
  call void @NRT_decref(ptr null)
  ret i32 0
""") == [("call void @NRT_decref(ptr null)", DELETE)]


def test_a_null_tested_phi_is_released_once():
    assert classify("""
entry:
  br i1 %c, label %make, label %join
make:
  ALLOC
  %failed = icmp eq ptr %t, null
  br i1 %failed, label %error, label %join
error:
  ret i32 1
join:
  %p = phi ptr [ null, %entry ], [ %t, %make ]
  call void @NRT_decref(ptr %p)
  ret i32 0
""") == [("call void @NRT_decref(ptr %p)", RELEASE)]


def test_a_null_normalising_select_and_the_data_pointer_are_followed():
    assert classify("""
entry:
  ALLOC
  %failed = icmp eq ptr %t, null
  %s = select i1 %failed, ptr null, ptr %t
  %data.addr = getelementptr i8, ptr %s, i64 24
  %data = load ptr, ptr %data.addr, align 8
  store double 0.0, ptr %data, align 8
  call void @NRT_decref(ptr %s)
  ret i32 0
""") == [("call void @NRT_decref(ptr %s)", RELEASE)]


def test_a_temporary_left_counted_on_an_error_path_is_accepted():
    # Numba's pattern: a second allocation fails and the first one is
    # never released; the status returned on that path is 1
    assert classify("""
entry:
  %first = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  ALLOC
  %failed = icmp eq ptr %t, null
  br i1 %failed, label %error, label %ok
error:
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
ok:
  call void @NRT_decref(ptr %t)
  call void @NRT_decref(ptr %first)
  br label %common.ret
common.ret:
  %status = phi i32 [ 1, %error ], [ 0, %ok ]
  ret i32 %status
""") == [("call void @NRT_decref(ptr %t)", RELEASE),
         ("call void @NRT_decref(ptr %first)", RELEASE)]


def test_an_error_status_tested_by_a_branch_counts_as_an_error_path():
    # an inlined helper's status: `select %failed, 1, 0`, then a branch on it
    assert classify("""
entry:
  %first = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  ALLOC
  %failed = icmp eq ptr %t, null
  %st = select i1 %failed, i32 1, i32 0
  %is.ok = icmp eq i32 %st, 0
  br i1 %is.ok, label %ok, label %error
error:
  br label %common.ret
ok:
  call void @NRT_decref(ptr %t)
  call void @NRT_decref(ptr %first)
  br label %common.ret
common.ret:
  %status = phi i32 [ %st, %error ], [ 0, %ok ]
  ret i32 %status
""") == [("call void @NRT_decref(ptr %t)", RELEASE),
         ("call void @NRT_decref(ptr %first)", RELEASE)]


STATUS_THROUGH_PHIS = """
entry:
  %first = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  br i1 %c, label %fail, label %make
make:
  ALLOC
  %failed = icmp eq ptr %t, null
  %st = select i1 %failed, i32 1, i32 0
  %is.ok = icmp eq i32 %st, 0
  br i1 %is.ok, label %ok, label %fail
fail:
  %status.fail = phi i32 [ {status}, %entry ], [ %st, %make ]
  br label %common.ret
ok:
  call void @NRT_decref(ptr %t)
  call void @NRT_decref(ptr %first)
  br label %common.ret
common.ret:
  %status = phi i32 [ %status.fail, %fail ], [ 0, %ok ]
  ret i32 %status
"""


def test_a_status_passed_through_phis_on_the_path_counts_as_an_error_path():
    # the status each path returns is known from the phi edges it takes
    assert classify(STATUS_THROUGH_PHIS.replace("{status}", "1")) == [
        ("call void @NRT_decref(ptr %t)", RELEASE),
        ("call void @NRT_decref(ptr %first)", RELEASE)]


def test_a_leak_on_a_path_whose_status_phi_gives_0_is_refused():
    assert_refused(STATUS_THROUGH_PHIS.replace("{status}", "0"),
                   "%first = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)",
                   LEAK.format(where="when a branch is taken"))


RESHAPE_ARGUMENTS = ("i64 1, ptr %shape, ptr %strides, i64 1, ptr %newshape, ptr %newstrides, "
                     "i64 8, i32 0")
SLOT = f"""
entry:
  %slot = alloca {ARRAY}, align 8
  %shape = getelementptr inbounds {ARRAY}, ptr %slot, i64 0, i32 5, i64 0
  %strides = getelementptr inbounds i8, ptr %slot, i64 48
  %newshape = alloca [1 x i64], align 8
  %newstrides = alloca [1 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr %slot)
  ALLOC
  store ptr %t, ptr %slot, align 8
  store i64 %n, ptr %shape, align 8
  store i64 8, ptr %strides, align 8
  %r = call i32 @numba_attempt_nocopy_reshape({RESHAPE_ARGUMENTS})
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  call void @NRT_decref(ptr %t)
  call void @llvm.lifetime.end.p0(i64 56, ptr %slot)
  call void @NRT_decref(ptr %copy)
  ret i32 0
"""


def test_a_stack_slot_written_once_before_its_loads_is_followed():
    # Numba keeps an array struct in a slot and passes its shape and strides
    # fields to numba_attempt_nocopy_reshape; the MemInfo in the first word
    # is loaded back and increfed
    assert classify(SLOT) == [
        ("call void @NRT_incref(ptr %copy)", INACTIVE),
        ("call void @NRT_decref(ptr %t)", INACTIVE),
        ("call void @NRT_decref(ptr %copy)", RELEASE)]


# -- refcount operations on a released object ----------------------------------

def test_an_incref_after_the_release_is_a_use_after_free():
    assert_refused("""
entry:
  ALLOC
  call void @NRT_decref(ptr %t)
  call void @NRT_incref(ptr %t)
  call void @NRT_decref(ptr %t)
  ret i32 0
""", "call void @NRT_incref(ptr %t)",
        "an array is used after it is released on some path (use after free)")


def test_a_second_decref_is_a_double_free():
    assert_refused("""
entry:
  ALLOC
  call void @NRT_decref(ptr %t)
  call void @NRT_decref(ptr %t)
  ret i32 0
""", "call void @NRT_decref(ptr %t)",
        "an array is used after it is released on some path (double free)")


def test_a_decref_after_a_join_of_freed_and_live_paths_is_refused():
    assert_refused("""
entry:
  ALLOC
  br i1 %c, label %release, label %join
release:
  call void @NRT_decref(ptr %t)
  br label %join
join:
  call void @NRT_decref(ptr %t)
  ret i32 0
""", "call void @NRT_decref(ptr %t)",
        "an array is used after it is released on some path (double free)")


def test_a_decref_of_an_argument_below_the_callers_reference_is_refused():
    assert_refused("""
entry:
  call void @NRT_decref(ptr %arg.a.0)
  ret i32 0
""", "call void @NRT_decref(ptr %arg.a.0)",
        "the function releases the reference its caller holds on an argument array")


def test_a_decref_that_frees_on_some_paths_only_is_refused():
    assert_refused("""
entry:
  ALLOC
  br i1 %c, label %more, label %join
more:
  call void @NRT_incref(ptr %t)
  br label %join
join:
  call void @NRT_decref(ptr %t)
  ret i32 0
""", "call void @NRT_decref(ptr %t)",
        "a temporary array is released on some paths only (its refcount there may be [1, 2])")


# -- leaks ----------------------------------------------------------------------

def test_an_argument_left_with_an_extra_reference_is_refused():
    assert_refused("""
entry:
  call void @NRT_incref(ptr %arg.a.0)
  ret i32 0
""", HEADER.splitlines()[-1], "the refcount of argument `a` is not restored "
        "(it may be [2], received as 1) when nothing holds it any more (where the function "
        "returns) on a path that returns normally")


def test_an_argument_left_with_an_extra_reference_on_an_error_path_is_accepted():
    assert classify("""
entry:
  call void @NRT_incref(ptr %arg.a.0)
  br i1 %c, label %error, label %ok
error:
  ret i32 -1
ok:
  call void @NRT_decref(ptr %arg.a.0)
  ret i32 0
""") == [("call void @NRT_incref(ptr %arg.a.0)", INACTIVE),
         ("call void @NRT_decref(ptr %arg.a.0)", INACTIVE)]


LEAK = "a temporary array is still referenced (refcount [1]) when nothing holds it any " \
       "more ({where}) on a path that returns normally: it would leak"


def test_a_temporary_never_released_leaks():
    assert_refused("""
entry:
  ALLOC
  ret i32 0
""", ALLOC.strip(), LEAK.format(where="where the function returns"))


def test_a_temporary_released_on_one_success_path_only_leaks():
    assert_refused("""
entry:
  ALLOC
  br i1 %c, label %release, label %done
release:
  call void @NRT_decref(ptr %t)
  ret i32 0
done:
  ret i32 0
""", ALLOC.strip(), LEAK.format(where="when a branch is taken"))


def test_a_temporary_freed_on_one_path_and_counted_on_the_other_leaks_at_the_join():
    assert_refused("""
entry:
  ALLOC
  br i1 %c, label %release, label %join
release:
  call void @NRT_decref(ptr %t)
  br label %join
join:
  ret i32 0
""", ALLOC.strip(), LEAK.format(where="when a branch is taken"))


def test_a_leak_on_a_path_whose_shared_return_gives_status_0_is_refused():
    assert_refused("""
entry:
  ALLOC
  br i1 %c, label %release, label %skip
release:
  call void @NRT_decref(ptr %t)
  br label %common.ret
skip:
  br label %common.ret
common.ret:
  %status = phi i32 [ 0, %release ], [ 0, %skip ]
  ret i32 %status
""", ALLOC.strip(), LEAK.format(where="when a branch is taken"))


# -- stack slots ------------------------------------------------------------------

UNKNOWN = "an array of unknown origin (loaded from memory, or returned by a call that is not "\
          "inlined) is shared"


@pytest.mark.parametrize("writes", [
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  store ptr %arg.b.0, ptr %slot, align 8", id="two-stores"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  call void @llvm.memset.p0.i64(ptr %slot, i8 0, i64 8, i1 false)", id="memset"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  %alias = getelementptr i8, ptr %slot, i64 0\n"
                 "  store ptr %arg.b.0, ptr %alias, align 8", id="store-through-gep"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  store i64 0, ptr %slot, align 8", id="store-of-another-type"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  call void @helper(ptr %slot)", id="passed-to-a-call"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  %r = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr %slot, ptr %slot, "
                 "i64 1, ptr %slot, ptr %slot, i64 8, i32 0)", id="slot-itself-to-reshape"),
    pytest.param("  store ptr %arg.a.0, ptr %slot, align 8\n"
                 "  store ptr %slot, ptr %excinfo, align 8", id="slot-stored"),
    pytest.param("  store volatile ptr %arg.a.0, ptr %slot, align 8", id="volatile-store"),
])
def test_a_slot_written_or_passed_elsewhere_is_not_followed(writes):
    assert_refused(f"""
entry:
  %slot = alloca ptr, align 8
{writes}
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  ret i32 0
""", "call void @NRT_incref(ptr %copy)", UNKNOWN)


def test_a_slot_whose_store_does_not_dominate_its_load_is_not_followed():
    assert_refused("""
entry:
  %slot = alloca ptr, align 8
  br i1 %c, label %write, label %read
write:
  store ptr %arg.a.0, ptr %slot, align 8
  br label %read
read:
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  ret i32 0
""", "call void @NRT_incref(ptr %copy)", UNKNOWN)


def test_a_slot_whose_lifetime_starts_after_its_store_is_not_followed():
    assert_refused("""
entry:
  %slot = alloca ptr, align 8
  store ptr %arg.a.0, ptr %slot, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %slot)
  %copy = load ptr, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  ret i32 0
""", "call void @NRT_incref(ptr %copy)", UNKNOWN)


def test_a_slot_loaded_before_its_store_is_not_followed():
    assert_refused("""
entry:
  %slot = alloca ptr, align 8
  %copy = load ptr, ptr %slot, align 8
  store ptr %arg.a.0, ptr %slot, align 8
  call void @NRT_incref(ptr %copy)
  ret i32 0
""", "call void @NRT_incref(ptr %copy)", UNKNOWN)


# -- escapes and uses after the release --------------------------------------------
# (each use of a MemInfo the analysis does not follow: test_meminfo_uses.py; each
# access after a release: test_use_after_release.py; here, that classify runs both)

DATA = """  %data.addr = getelementptr i8, ptr %t, i64 24
  %data = load ptr, ptr %data.addr, align 8"""


def test_reads_in_a_loop_before_the_release_are_accepted():
    assert classify(f"""
entry:
  ALLOC
{DATA}
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %v = load double, ptr %data, align 8
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
  call void @NRT_decref(ptr %t)
  ret i32 0
""") == [("call void @NRT_decref(ptr %t)", RELEASE)]


def test_a_loop_carried_array_is_read_after_the_previous_one_is_released():
    """y = y + 1 in a loop: each iteration reads the new array, never the released one."""
    assert classify("""
entry:
  ALLOC
  br label %loop
loop:
  %y = phi ptr [ %t, %entry ], [ %new, %loop ]
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %old.addr = getelementptr i8, ptr %y, i64 24
  %old = load ptr, ptr %old.addr, align 8
  %x = load double, ptr %old, align 8
  %new.addr = getelementptr i8, ptr %new, i64 24
  %new.data = load ptr, ptr %new.addr, align 8
  store double %x, ptr %new.data, align 8
  call void @NRT_decref(ptr %y)
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
  %last.addr = getelementptr i8, ptr %new, i64 24
  %last = load ptr, ptr %last.addr, align 8
  %r = load double, ptr %last, align 8
  call void @NRT_decref(ptr %new)
  ret i32 0
""") == [("call void @NRT_decref(ptr %y)", RELEASE), ("call void @NRT_decref(ptr %new)", RELEASE)]


# `while` loops: Numba's previous value of y is null on the first trip, y's own
# array on the others; RELEASES are the loop's refcount operations, KEPT the exit's
PREVIOUS_VALUE = """
entry:
  ALLOC
  br label %loop
loop:
  %y = phi ptr [ %t, %entry ], [ %new, %loop ]
  %previous = phi ptr [ null, %entry ], [ %new, %loop ]
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
{releases}
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
{kept}
  ret i32 0
"""


def test_a_previous_value_phi_null_on_the_first_trip_is_followed_apart():
    """Each iteration releases both `%previous` and `%y`, so the old array once."""
    assert classify(PREVIOUS_VALUE.format(
        releases="  call void @NRT_decref(ptr %previous)\n  call void @NRT_incref(ptr %new)\n"
                 "  call void @NRT_decref(ptr %y)",
        kept="  call void @NRT_decref(ptr %new)\n  call void @NRT_decref(ptr %new)")) == [
        ("call void @NRT_decref(ptr %previous)", INACTIVE),
        ("call void @NRT_incref(ptr %new)", INACTIVE),
        ("call void @NRT_decref(ptr %y)", RELEASE),
        ("call void @NRT_decref(ptr %new)", INACTIVE),
        ("call void @NRT_decref(ptr %new)", RELEASE)]


def test_a_previous_value_phi_released_twice_on_later_trips_is_refused():
    """Followed apart, each path's refcount is exact: from the second trip on, `%previous`
    and `%y` are the same array, released twice."""
    assert_refused(PREVIOUS_VALUE.format(
        releases="  call void @NRT_decref(ptr %previous)\n  call void @NRT_decref(ptr %y)",
        kept="  call void @NRT_decref(ptr %new)"),
        "call void @NRT_decref(ptr %y)", "an array is used after it is released on some "
        "path (double free)")


def test_a_point_reached_with_more_aliasings_than_followed_apart_is_refused():
    cases = [("%a", "%a", "%a"), ("%a", "%a", "%b"), ("%a", "%b", "%a"), ("%b", "%a", "%a"),
             ("%a", "%b", "%t")]
    blocks = "\n".join(f"case{i}:\n  br label %join" for i in range(len(cases)))
    phis = "\n".join(
        f"  %{name} = phi ptr " + ", ".join(f"[ {case[k]}, %case{i} ]"
                                            for i, case in enumerate(cases))
        for k, name in enumerate("pqr"))
    assert_refused(f"""
entry:
  %a = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %b = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  ALLOC
  switch i64 %n, label %case0 [ i64 1, label %case1
                                i64 2, label %case2
                                i64 3, label %case3
                                i64 4, label %case4 ]
{blocks}
join:
{phis}
  call void @NRT_decref(ptr %p)
  ret i32 0
""", phis.splitlines()[0].strip(), "different arrays are alive on the paths that meet at one "
        "point (an array allocated in one branch of an `if`, or in a loop that may not run)")


def test_the_old_array_read_after_its_release_in_a_loop_is_refused():
    assert_refused("""
entry:
  ALLOC
  br label %loop
loop:
  %y = phi ptr [ %t, %entry ], [ %new, %loop ]
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %old.addr = getelementptr i8, ptr %y, i64 24
  %old = load ptr, ptr %old.addr, align 8
  call void @NRT_decref(ptr %y)
  %x = load double, ptr %old, align 8
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
  call void @NRT_decref(ptr %new)
  ret i32 0
""", "call void @NRT_decref(ptr %y)",
        "an array is used after Numba releases it: a use after free")


# `for ...: xn = f(x); if converged: break; x = xn`: the loop carries x's MemInfo and its
# data pointer in two phis; the exit the break takes releases xn and leaves with x
EARLY_EXIT = """
entry:
  ALLOC
  %t.addr = getelementptr i8, ptr %t, i64 24
  %t.data = load ptr, ptr %t.addr, align 8
  br label %loop
loop:
  %x = phi ptr [ %t, %entry ], [ %new, %next ]
  %x.data = phi ptr [ %t.data, %entry ], [ %new.data, %next ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %done
body:
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %new.addr = getelementptr i8, ptr %new, i64 24
  %new.data = load ptr, ptr %new.addr, align 8
  %v = load double, ptr %x.data, align 8
  store double %v, ptr %new.data, align 8
  br i1 %c, label %break, label %next
break:
  call void @NRT_decref(ptr %new)
  br label %done
next:
  call void @NRT_decref(ptr %x)
  %i.next = add i64 %i, 1
  br label %loop
done:
  %last.data = phi ptr [ %x.data, %loop ], [ {left}, %break ]
  %r = load double, ptr %last.data, align 8
  call void @NRT_decref(ptr %x)
  ret i32 0
"""


def test_a_loop_left_early_with_the_previous_array_reads_it_after_the_new_one_is_released():
    """The header's phis took the new array on the back edge: where the break releases
    the array this iteration allocated, they hold the previous iteration's array."""
    assert classify(EARLY_EXIT.format(left="%x.data")) == [
        ("call void @NRT_decref(ptr %new)", RELEASE), ("call void @NRT_decref(ptr %x)", RELEASE),
        ("call void @NRT_decref(ptr %x)", RELEASE)]


def test_a_loop_left_early_with_the_array_it_releases_on_that_edge_is_refused():
    assert_refused(EARLY_EXIT.format(left="%new.data"), "call void @NRT_decref(ptr %new)",
                   "an array is used after Numba releases it: a use after free")


def test_a_data_pointer_carried_by_a_phi_of_its_own_is_the_released_arrays():
    """The data pointer's phi takes each iteration's array on the edge its MemInfo's does."""
    assert_refused("""
entry:
  ALLOC
  %t.addr = getelementptr i8, ptr %t, i64 24
  %t.data = load ptr, ptr %t.addr, align 8
  br label %loop
loop:
  %y = phi ptr [ %t, %entry ], [ %new, %loop ]
  %y.data = phi ptr [ %t.data, %entry ], [ %new.data, %loop ]
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %new = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  %new.addr = getelementptr i8, ptr %new, i64 24
  %new.data = load ptr, ptr %new.addr, align 8
  call void @NRT_decref(ptr %y)
  %x = load double, ptr %y.data, align 8
  store double %x, ptr %new.data, align 8
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %done
done:
  call void @NRT_decref(ptr %new)
  ret i32 0
""", "call void @NRT_decref(ptr %y)",
        "an array is used after Numba releases it: a use after free")


def test_a_pointer_into_the_released_array_on_some_paths_only_is_not_followed():
    assert_refused("""
entry:
  ALLOC
  %t.addr = getelementptr i8, ptr %t, i64 24
  %t.data = load ptr, ptr %t.addr, align 8
  br i1 %c, label %other, label %join
other:
  br label %join
join:
  %p = phi ptr [ %t.data, %entry ], [ %excinfo, %other ]
  call void @NRT_decref(ptr %t)
  %v = load double, ptr %p, align 8
  ret i32 0
""", "call void @NRT_decref(ptr %t)",
        "nrtgrad cannot follow which array a value holds after Numba releases one: it holds "
        "the released array on some paths and another on others, and is used afterwards")


PATHS_THAT_RAISE = """
entry:
  ALLOC
  br i1 %c, label %message, label %plain
message:
  %msg = call ptr @NRT_MemInfo_alloc_aligned(i64 8, i32 32)
  br label %raise
plain:
  %other = load ptr, ptr %excinfo, align 8
  br label %raise
raise:
  %arg = phi ptr [ %msg, %message ], [ %other, %plain ]
  store ptr %arg, ptr %excinfo, align 8
  call void @NRT_decref(ptr %t)
  ret i32 STATUS
"""


def test_paths_that_only_raise_may_hold_different_arrays():
    # a shape mismatch builds its message (a string MemInfo) on one of the
    # paths that raise and stores it into the exception: the join holds it
    # on one path only; it leaks there, as Numba's error paths do
    assert classify(PATHS_THAT_RAISE.replace("STATUS", "1")) == [
        ("call void @NRT_decref(ptr %t)", RELEASE)]


def test_the_exception_argument_store_is_refused_when_the_path_returns_0():
    with pytest.raises(RefusedPattern, match=r"escapes: stored to memory"):
        classify(PATHS_THAT_RAISE.replace("STATUS", "0"))


def test_a_temporary_stored_to_memory_on_a_path_that_returns_0_still_escapes():
    assert_refused("""
entry:
  ALLOC
  store ptr %t, ptr %excinfo, align 8
  call void @NRT_decref(ptr %t)
  ret i32 0
""", "store ptr %t, ptr %excinfo, align 8",
        "a temporary array escapes: stored to memory (in a list, a tuple, a structure or a "
        "global); its lifetime and its gradient's are not known")


# -- a callee's status dispatch --------------------------------------------------
# An inlined callee's error exits and its success path meet in one block that
# branches on the status phi: the count an error exit left never reaches the
# success side.

DISPATCH = """
entry:
  ALLOC
  call void @NRT_incref(ptr %t)
  br i1 %c, label %fail, label %work
fail:
  br label %exit
work:
  call void @NRT_decref(ptr %t)
  br label %exit
exit:
  %status = phi {type} [ {error}, %fail ], [ {success}, %work ]
{test}
  br i1 %ok, label %use, label %raise
use:
  call void @NRT_decref(ptr %t)
  ret i32 0
raise:
  store ptr null, ptr %excinfo, align 8
  ret i32 1
"""


@pytest.mark.parametrize("form", [
    dict(type="i32", error="1", success="0", test="  %ok = icmp eq i32 %status, 0"),
    # not a test of the phi against 0, and a value computed from the phi:
    # both counts reach the decref
    dict(type="i32", error="1", success="0", test="  %ok = icmp ne i32 %status, 1\n"
                                                  "  %unused = icmp ne i32 %status, 0"),
    dict(type="i1", error="false", success="true", test="  %ok = or i1 %status, false"),
], ids=["i32-eq", "i32-ne-other", "i1"])
def test_only_a_branch_on_the_status_phi_against_0_separates_the_paths(form):
    body = DISPATCH.format(**form)
    if "icmp eq i32 %status, 0" in body:
        assert classify(body)[-1] == ("call void @NRT_decref(ptr %t)", RELEASE)
    else:
        assert_refused(body, "call void @NRT_decref(ptr %t)",
                       "a temporary array is released on some paths only (its refcount there may be [1, 2])")


def test_an_i1_status_phi_branched_on_directly_is_a_dispatch():
    body = DISPATCH.format(type="i1", error="false", success="true", test="")
    body = body.replace("br i1 %ok,", "br i1 %status,")
    assert classify(body)[-1] == ("call void @NRT_decref(ptr %t)", RELEASE)


def test_a_status_phi_with_an_unknown_incoming_value_joins_both_paths():
    body = DISPATCH.format(type="i32", error="%n32", success="0",
                           test="  %ok = icmp eq i32 %status, 0")
    body = body.replace("fail:\n", "fail:\n  %n32 = trunc i64 %n to i32\n")
    assert_refused(body, "call void @NRT_decref(ptr %t)",
                   "a temporary array is released on some paths only (its refcount there may be [1, 2])")


# -- lists of arrays -------------------------------------------------------------------

# a list of arrays created in the function, a new array appended (stored into
# item 0: the list takes its reference), item 0 read back; the list released last
LIST = """
entry:
  %list = call ptr @NRT_MemInfo_new_varsize_dtor(i64 80, ptr @".dtor.list.array(float64, 1d, C)")
  %data.addr = getelementptr i8, ptr %list, i64 24
  %payload = load ptr, ptr %data.addr
  %items = getelementptr i8, ptr %payload, i64 24
  ALLOC
  store ptr %t, ptr %items
{read}
  call void @NRT_decref(ptr %list)
{after}
  ret i32 0
"""
READ = """  %item = load ptr, ptr %items
  call void @NRT_incref(ptr %item)
  call void @NRT_decref(ptr %item)"""


def test_an_array_appended_to_a_list_is_the_list_s_and_its_reads_are_inactive():
    assert classify(LIST.format(read=READ, after="")) == [
        ("call void @NRT_incref(ptr %item)", INACTIVE),
        ("call void @NRT_decref(ptr %item)", INACTIVE),
        ("call void @NRT_decref(ptr %list)", RELEASE)]


def test_an_item_released_without_being_shared_is_a_pop():
    assert_refused(LIST.format(read="  %item = load ptr, ptr %items\n"
                                    "  call void @NRT_decref(ptr %item)", after=""),
                   "call void @NRT_decref(ptr %item)",
                   "an array is removed from a list (`lst.pop()`, `del lst[i]`)")


def test_an_item_released_where_a_new_one_is_stored_is_replaced():
    body = LIST.format(read="", after="").replace(
        "  store ptr %t, ptr %items",
        "  %old = load ptr, ptr %items\n  store ptr %t, ptr %items\n"
        "  call void @NRT_decref(ptr %old)")
    assert_refused(body, "call void @NRT_decref(ptr %old)",
                   "an array in a list of arrays is replaced (`lst[i] = a`)")


def test_an_array_appended_twice_is_refused():
    body = LIST.format(read="", after="").replace(
        "  store ptr %t, ptr %items",
        "  call void @NRT_incref(ptr %t)\n  store ptr %t, ptr %items\n"
        "  %second = getelementptr i8, ptr %items, i64 56\n  store ptr %t, ptr %second")
    assert_refused(body, "store ptr %t, ptr %second",
                   "an array already in a list (or a view of one) is appended to a list")


def test_an_argument_appended_to_a_list_is_refused():
    body = LIST.format(read="", after="").replace("store ptr %t,", "store ptr %arg.a.0,")
    body = body.replace("  ret i32 0", "  call void @NRT_decref(ptr %t)\n  ret i32 0")
    assert_refused(body, "store ptr %arg.a.0, ptr %items",
                   "an argument array is appended to a list")


def test_an_item_used_after_the_list_is_released_is_refused():
    assert_refused(LIST.format(read="  %item = load ptr, ptr %items\n"
                                    "  call void @NRT_incref(ptr %item)",
                               after="  call void @NRT_decref(ptr %item)"),
                   "call void @NRT_decref(ptr %item)",
                   "an array of a list is used after the list is released")


def test_an_item_still_shared_when_nothing_holds_it_leaks():
    assert_refused(LIST.format(read="  %item = load ptr, ptr %items\n"
                                    "  call void @NRT_incref(ptr %item)", after=""),
                   "%item = load ptr, ptr %items",
                   "an array of a list is still referenced (refcount [1] besides the list's) "
                   "when nothing holds it any more (where the function returns) on a path that "
                   "returns normally: it would leak")
