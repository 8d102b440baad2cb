"""prepare.drop_math_readonly: scalar math declarations lose `readonly` and `writeonly`,
nothing else does.
prepare.raise_without_message: Numba's `raise_with_shape_context` raises without its message.
prepare.inline_internals: a module compiled without unrolling has its constant loops unrolled.

Numba 0.60/0.61 declare `erf` (and other libm functions) `readonly`; Enzyme
adds `readnone` to the math functions it knows and LLVM rejects both on
one function.  A slice assignment's shape error formats its message with a
list of strings, which the derivative never shows: the implementation keeps
its status (1, a user exception) and stores a null excinfo.
"""

from __future__ import annotations

import re
from pathlib import Path

import numba
import numpy as np
import pytest

from nrtgrad import toolchain
from nrtgrad.toolchain import llvm
from nrtgrad.frontend import dialect, numba_recompile, prepare

INPUTS = Path(__file__).resolve().parents[2] / "inputs"

MODULE = """
define double @f(double %x, ptr %p) {
  %e = call double @erf(double %x)
  %n = call i64 @count(ptr %p)
  ret double %e
}

declare double @erf(double) local_unnamed_addr #1
declare i64 @count(ptr) local_unnamed_addr #1

attributes #0 = { nounwind }
attributes #1 = { nofree nounwind readonly }
"""


def test_a_writeonly_math_declaration_loses_it_too():
    """Numba 0.68's `hypot` writes errno only: `writeonly` after the dialect stage."""
    text = prepare.drop_math_readonly(MODULE.replace("@erf(double)", "@hypot(double, double)")
                                      .replace("@erf(double %x)", "@hypot(double %x, double %x)")
                                      .replace("nofree nounwind readonly", "nofree writeonly"))
    llvm.parse_and_verify(text)
    assert "declare double @hypot(double, double) local_unnamed_addr #2" in text
    assert "attributes #2 = { nofree }" in text


def test_math_declaration_gets_a_group_without_readonly_and_others_keep_theirs():
    text = prepare.drop_math_readonly(MODULE)
    llvm.parse_and_verify(text)
    assert "declare double @erf(double) local_unnamed_addr #2" in text
    assert "attributes #2 = { nofree nounwind }" in text
    assert "declare i64 @count(ptr) local_unnamed_addr #1" in text
    assert "attributes #1 = { nofree nounwind readonly }" in text


# raise_with_shape_context's implementations as Numba 0.61 (1-D and 2-D shapes) and 0.68 name them
SHAPE_CONTEXT = (
    "_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v7B42c8tJTIeFIjxB2"
    "IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE",
    "_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2"
    "IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi2EE8UniTupleIxLi2EE",
    "_ZN5numba2np8arrayobj31ol_raise_with_shape_context_cpu12_3clocals_3e4implB3v10B42c8tJTIeFIjxB"
    "2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE8UniTupleIxLi1EE",
)
# a user's function of that name (no `numba` module) and a length prefix that does not match
NOT_SHAPE_CONTEXT = (
    "_ZN7kernels31ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v1E",
    "_ZN5numba2np8arrayobj30ol_raise_with_shape_context_cpu12_3clocals_3e4implB2v1E",
)

RAISING = """
@.message = internal constant [3 x i8] c", \\00"

define linkonce_odr i32 @{name}(ptr noalias nocapture %retptr, ptr noalias nocapture %info, i64 %arg.a, i64 %arg.b) {{
entry:
  %list = call ptr @make_list(ptr @.message, i64 %arg.a, i64 %arg.b)
  store ptr %list, ptr %info, align 8
  ret i32 1
}}

define i32 @caller(ptr %retptr, ptr %excinfo, i64 %n) {{
entry:
  %slot = alloca ptr, align 8
  %status = call i32 @{name}(ptr %retptr, ptr %slot, i64 %n, i64 2)
  ret i32 %status
}}

declare ptr @make_list(ptr, i64, i64)
"""


def test_a_slice_assignments_shape_error_raises_without_building_its_message():
    for name in SHAPE_CONTEXT:
        text = prepare.raise_without_message(RAISING.format(name=name))
        llvm.parse_and_verify(text)
        body = text.split(f"@{name}(", 1)[1].split("}")[0].splitlines()[1:]
        # no message: a null excinfo (the derivative's caller reads only the status), status 1
        assert body == ["entry:", "  store ptr null, ptr %info, align 8", "  ret i32 1"]
        assert "call i32 @" + name in text and "@make_list(" not in text.split("@caller")[0]
    for name in NOT_SHAPE_CONTEXT:
        text = RAISING.format(name=name)
        assert prepare.raise_without_message(text) == text


@pytest.mark.parametrize("version, found", [("0.60.0", 0), ("0.61.2", 1), ("0.68.1", 1)])
def test_the_shape_error_of_every_numba_version_is_found_or_absent(version, found):
    """Numba 0.61 and 0.68 call the implementation; 0.60 raises a static exception."""
    path = INPUTS / f"numba-{version}" / "slice_assign.ll"
    text = dialect.canonicalize(toolchain.find(), path.read_text(), path.name, timeout=60)
    rewritten = prepare.raise_without_message(text)
    llvm.parse_and_verify(rewritten)
    assert rewritten.count("  store ptr null, ptr %excinfo, align 8\n  ret i32 1\n}") == found
    assert ("ol_raise_with_shape_context" in text) == bool(found)


def test_a_pointer_phi_of_one_value_is_that_value():
    text = "\n".join([
        "define ptr @f(i1 %c, ptr %a, ptr %b) {",
        "entry:",
        "  br i1 %c, label %left, label %right",
        "left:",
        "  br label %join",
        "right:",
        "  br label %join",
        "join:",
        "  %same = phi ptr [ %a, %left ], [ %a, %right ]",
        "  %again = phi ptr [ %same, %left ], [ %same, %right ]",
        "  %other = phi ptr [ %a, %left ], [ %b, %right ]",
        "  %size = phi i64 [ 0, %left ], [ 0, %right ]",
        "  call void @release(ptr %again)",
        "  ret ptr %other",
        "}",
        "declare void @release(ptr)",
    ]) + "\n"
    out = prepare.forward_single_value_phis(text, "f")
    assert "%same" not in out and "%again" not in out
    assert "  call void @release(ptr %a)" in out
    # a real merge, and phis of other types, stay
    assert "%other = phi ptr [ %a, %left ], [ %b, %right ]" in out
    assert "%size = phi i64" in out
    llvm.parse_and_verify(out)
    assert prepare.forward_single_value_phis(out, "f") == out


def test_a_phi_of_one_value_once_other_phis_are_forwarded_is_that_value():
    """np.linalg.inv's result reaches its release through a phi of a phi chain
    and the array itself: one value only once the chain is forwarded."""
    text = "\n".join([
        "define void @f(i1 %c, ptr %a) {",
        "entry:",
        "  br i1 %c, label %left, label %right",
        "left:",
        "  %chain = phi ptr [ %a, %entry ]",
        "  br label %join",
        "right:",
        "  br label %join",
        "join:",
        "  %merged = phi ptr [ %chain, %left ], [ %a, %right ]",
        "  call void @NRT_decref(ptr %merged)",
        "  ret void",
        "}",
        "declare void @NRT_decref(ptr)",
    ]) + "\n"
    out = prepare.forward_single_value_phis(text, "f")
    assert " = phi " not in out and "  call void @NRT_decref(ptr %a)" in out
    llvm.parse_and_verify(out)


@numba.njit
def spread(x):
    return np.var(x * 2.0)


def test_the_two_step_loop_per_element_of_a_fused_var_is_unrolled_when_asked():
    """The fused `np.var` steps twice per element through a loop of its own (a phi
    of true, then false), which Numba's pipeline unrolls and its recompilation keeps."""
    x = np.ones(5)
    spread(x)
    signature = spread.signatures[0]
    again = numba_recompile.recompiled(spread, signature, spread.inspect_llvm(signature))
    tools = toolchain.find()
    text = dialect.canonicalize(tools, again.text, "spread", timeout=60)
    steps = re.compile(r"= phi i1 \[ true, ")
    for unroll, loops in ((False, True), (True, False)):
        prepared = prepare.inline_internals(tools, text, again.symbol, timeout=60,
                                            unroll_constant_loops=unroll)
        assert bool(steps.search(prepared)) is loops
