"""object_allocators on a small module: libc allocation calls on the runtime's names.

Routed, the module must parse and verify with every malloc/calloc/realloc/free call
going to nrtgrad_rt_*, each of those defined weakly as libc's function, and
no other name touched.  That libnrtgrad_rt's definitions win at link time and
serve tapes from its pool is checked natively (tests/native: the objects'
undefined symbols, ode_euler served under valgrind and with the pool).
"""

from __future__ import annotations

import re

from nrtgrad.toolchain import llvm
from nrtgrad.native import object_allocators

MODULE = """
declare noalias ptr @malloc(i64) local_unnamed_addr #0
declare noalias ptr @calloc(i64, i64) local_unnamed_addr
declare noalias ptr @realloc(ptr allocptr nocapture, i64) local_unnamed_addr
declare void @free(ptr allocptr nocapture) local_unnamed_addr
declare void @free.like(ptr)

define void @f(i64 %n) {
entry:
  %tape = tail call noalias nonnull ptr @malloc(i64 %n)
  %grown = call ptr @realloc(ptr %tape, i64 %n)
  %zeroed = call ptr @calloc(i64 1, i64 %n)
  call void @free(ptr %zeroed)
  call void @free.like(ptr %grown)
  call void @free(ptr %grown)
  ret void
}

attributes #0 = { nounwind }
"""


def test_calls_go_to_the_runtime_with_weak_libc_fallbacks():
    routed = object_allocators.route(MODULE)
    llvm.parse_and_verify(routed)
    body = routed[routed.index("define void @f"):routed.index("}")]
    assert "@nrtgrad_rt_malloc(i64 %n)" in body
    assert "@nrtgrad_rt_realloc(ptr %tape" in body
    assert "@nrtgrad_rt_calloc(i64 1, i64 %n)" in body
    assert "@nrtgrad_rt_free(ptr %grown)" in body
    assert "@free.like(ptr %grown)" in body
    assert not re.search(r"@(malloc|calloc|realloc|free)\(", body)
    for name in ("malloc", "calloc", "realloc", "free"):
        assert re.search(rf"^define weak \S+ @nrtgrad_rt_{name}\(", routed, re.MULTILINE)
        assert re.search(rf"call \S+ @{name}\(", routed)


def test_a_module_without_allocations_is_unchanged():
    module = "define double @g(double %x) {\n  ret double %x\n}\n"
    assert object_allocators.route(module) == module


def test_only_the_declared_allocators_get_a_fallback():
    module = "declare void @free(ptr)\n\ndefine void @h(ptr %p) {\n" \
             "  call void @free(ptr %p)\n  ret void\n}\n"
    routed = object_allocators.route(module)
    llvm.parse_and_verify(routed)
    assert "nrtgrad_rt_malloc" not in routed and "@nrtgrad_rt_free(ptr %p)" in routed
