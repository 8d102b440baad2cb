"""error_joins.thread: a callee's error exits threaded off its success path, when that
makes every release direct; otherwise the module unchanged.  Runs the toolchain's opt
(jump threading, without the plugin).
"""

from __future__ import annotations

import pytest

from nrtgrad import selfcheck, toolchain
from nrtgrad.errors import DifferentiationError
from nrtgrad.nrt import error_joins

DECLARATIONS = """declare ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64, i32, i64)
declare void @nrtgrad.release(ptr)
"""
# an inlined callee that allocates, or fails: its exits join in %exit, which merges
# the array (null on the error edge) and the status, and the caller branches on it
JOINED = DECLARATIONS + """
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %make, label %fail
make:
  %t = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %exit
fail:
  br label %exit
exit:
  %arr = phi ptr [ %t, %make ], [ null, %fail ]
  %status = phi i32 [ 0, %make ], [ 1, %fail ]
  %ok = icmp eq i32 %status, 0
  br i1 %ok, label %use, label %raise
use:
  call void @nrtgrad.release(ptr %arr)
  ret i32 0
raise:
  ret i32 %status
}
"""
# two arrays merged on success paths: nothing to thread
MERGED = DECLARATIONS + """
define i32 @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %t1 = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  br label %join
b:
  %t2 = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 16, i32 32, i64 0)
  br label %join
join:
  %m = phi ptr [ %t1, %a ], [ %t2, %b ]
  call void @nrtgrad.release(ptr %m)
  ret i32 0
}
"""


def thread(text: str) -> str:
    return error_joins.thread(toolchain.find(), text, timeout=60)


def test_the_success_edge_is_threaded_and_the_release_becomes_direct():
    assert selfcheck.releases_through_merges(JOINED)
    threaded = thread(JOINED)
    assert not selfcheck.releases_through_merges(threaded)
    assert "call void @nrtgrad.release(ptr %t)" in threaded


def test_a_module_with_only_direct_releases_is_not_run_through_opt():
    direct = DECLARATIONS + """
define i32 @h() {
entry:
  %t = call ptr @nrtgrad.alloc.NRT_MemInfo_alloc_aligned(i64 8, i32 32, i64 0)
  call void @nrtgrad.release(ptr %t)
  ret i32 0
}
"""
    assert thread(direct) is direct  # not even printed again by opt


def test_a_merge_threading_cannot_remove_leaves_the_module_as_it_was():
    assert selfcheck.releases_through_merges(MERGED)
    assert thread(MERGED) is MERGED


def test_an_opt_failure_is_a_differentiation_error():
    broken = JOINED.replace("ret i32 0", "ret i32 %undefined")
    with pytest.raises(DifferentiationError, match=r"^threading the error exits failed: .*"
                                                   r"undefined"):
        thread(broken)
