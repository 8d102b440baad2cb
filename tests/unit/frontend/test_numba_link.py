"""numba_link's text linking of NUMBA_DUMP_LLVM modules, on small modules as llvmlite prints them."""

from __future__ import annotations

from pathlib import Path

import pytest

from nrtgrad import ir
from nrtgrad.frontend import numba_link
from nrtgrad.errors import InputError

HEADER = 'target triple = "x86_64-unknown-linux-gnu"\n'

CALLER = HEADER + '''
@".const.msg" = internal constant [2 x i8] c"a\\00"
@"shared" = linkonce global i8* null
define i32 @"_ZN8__main__1fB2v1Ed"(double* %"retptr", double %"arg.x")
{
entry:
  %".3" = call i32 @"_ZN8__main__1gB2v2Ed"(double* %"retptr", double %"arg.x"), !prof !0
  call void @"NRT_incref"(i8* null)
  ret i32 0
}

declare i32 @"_ZN8__main__1gB2v2Ed"(double* %"retptr", double %"arg.x")

declare void @"NRT_incref"(i8* %".1")

!0 = !{ !"branch_weights", i32 1, i32 99 }
!1 = !{ i32 2, !"Debug Info Version", i32 3 }
!llvm.module.flags = !{ !1 }
'''

CALLEE = HEADER + '''
@".const.msg" = internal constant [2 x i8] c"b\\00"
@"shared" = linkonce global i8* null
define i32 @"_ZN8__main__1gB2v2Ed"(double* %"retptr", double %"arg.x")
{
entry:
  %".1" = getelementptr [2 x i8], [2 x i8]* @".const.msg", i32 0, i32 0
  store double %"arg.x", double* %"retptr", !tbaa !0
  ret i32 0
}

!0 = !{ !"!1 in a string" }
!llvm.module.flags = !{ !1 }
!1 = !{ i32 2, !"Debug Info Version", i32 3 }
'''

UNRELATED = HEADER + '''
define i32 @"_ZN8__main__1hB2v3Ed"(double* %"retptr", double %"arg.x")
{
entry:
  ret i32 0
}
'''


def test_callee_module_linked_locals_apart_metadata_renumbered():
    text = numba_link.linked_text([("f", CALLER), ("h", UNRELATED), ("g", CALLEE)], 0, "log")
    assert text.startswith(HEADER)
    # the callee's own internal constant, renamed where it is used
    assert '@".const.msg" = internal constant [2 x i8] c"a\\00"' in text
    assert '@".const.msg.1" = internal constant [2 x i8] c"b\\00"' in text
    assert '[2 x i8]* @".const.msg.1", i32 0' in text
    assert text.count('@"shared" = linkonce global') == 1
    # the caller stays as it is, the callee is Numba's linkonce_odr copy
    assert 'define i32 @"_ZN8__main__1fB2v1Ed"' in text
    assert 'define linkonce_odr i32 @"_ZN8__main__1gB2v2Ed"' in text
    assert "declare i32 @\"_ZN8__main__1gB2v2Ed\"" not in text
    assert "_ZN8__main__1hB2v3Ed" not in text
    # metadata: the callee's !0 is !2, strings untouched, a module flag once
    assert "!tbaa !2" in text and '!2 = !{ !"!1 in a string" }' in text
    assert "!llvm.module.flags = !{!1}" in text
    # NRT_incref as Numba's NRT module defines it, in the log's pointer style
    assert 'define linkonce_odr void @"NRT_incref"(i8* %".1") noinline' in text
    assert "atomicrmw add i64* %\".3\", i64 1 monotonic" in text
    assert numba_link.linked_text([("f", CALLER), ("h", UNRELATED), ("g", CALLEE)], 0,
                                  "log") == text


def test_parallel_region_and_missing_callee_refused():
    parallel = CALLER.replace("_ZN8__main__1gB2v2Ed", ".kernel.1___gufunc__._ZN8__main__1g")
    with pytest.raises(InputError, match="compiled with parallel=True.*NUMBA_DUMP_OPTIMIZED=1"):
        numba_link.linked_text([("f", parallel)], 0, "log")
    with pytest.raises(InputError, match="does not define `_ZN8__main__1gB2v2Ed`, which f calls"):
        numba_link.linked_text([("f", CALLER)], 0, "log")


def test_conflicting_definitions_and_unknown_lines_refused():
    caller = CALLER + '\ndeclare i32 @"k"()\n'
    callee = CALLEE + '@"dup" = global i64 1\n'
    other = HEADER + '@"dup" = global i64 2\ndefine i32 @"k"()\n{\nentry:\n  ret i32 0\n}\n'
    with pytest.raises(InputError, match="two different definitions of `dup`"):
        numba_link.linked_text([("f", caller), ("g", callee), ("k", other)], 0, "log")
    with pytest.raises(InputError, match="unexpected line `attributes #0"):
        numba_link.linked_text([("f", CALLER + "attributes #0 = { noinline }\n")], 0, "log")


@pytest.mark.parametrize("fixture, carries", [
    ("numba-0.61.2/rk4_steps", True),   # y = y + h * (k1 + 2 k2 + 2 k3 + k4) / 6, typed pointers
    ("numba-0.68.1/rnn_steps", True),   # h = np.tanh(W @ h + x[t]), opaque pointers
    ("numba-0.61.2/cumsum_sin", False),  # allocates, loops, carries no array around a loop
    ("numba-0.61.2/dot1d", False),
])
def test_a_loop_carrying_an_array_it_allocates_is_found(fixture, carries):
    text = (Path(__file__).resolve().parents[2] / "inputs" / f"{fixture}.ll").read_text()
    name = fixture.split("/")[1]
    function = next(f.name for f in ir.defined_functions(text.splitlines())
                    if f.name.startswith(f"_ZN7kernels{len(name)}{name}"))
    assert numba_link.carries_allocated_arrays(text, function) is carries
