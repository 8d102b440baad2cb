"""The opt runner: opt's command line, a module through opt with and without the Enzyme
plugin, and every failure (a bad module, an unknown pass, a timeout, Enzyme giving up)
as one line that says why, in Python terms where it can.

The opt and plugin are the toolchain's; each run here is a few lines of IR.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from enzyme_modules import SQUARE

from nrtgrad import enzyme, toolchain
from nrtgrad.errors import DifferentiationError


def test_the_opt_command_line():
    tools = toolchain.find()
    assert enzyme.opt_command(tools, "verify", plugin=False) == \
        [str(tools.opt), "-opaque-pointers=1", "-passes=verify", "-S", "-"]
    with_plugin = enzyme.opt_command(tools, "enzyme", plugin=True, extra=["-x=1"])
    assert with_plugin[1:] == ["-opaque-pointers=1", f"-load-pass-plugin={tools.plugin}",
                               "-passes=enzyme", "-x=1", "-S", "-"]
    # a legacy pass's flag is passed as it is; LLVM 16 and later read opaque pointers only
    newer = dataclasses.replace(tools, llvm_version="17.0.6")
    assert enzyme.opt_command(newer, "-replace-with-veclib", plugin=False)[1:] == \
        ["-replace-with-veclib", "-S", "-"]


def test_a_module_through_opt_and_through_enzyme():
    tools = toolchain.find()
    verified = enzyme.run_opt(tools, SQUARE, "verify", plugin=False)
    assert "%y = fmul double %x, %x" in verified and "diffesquare" not in verified
    derivative = enzyme.run_enzyme(tools, SQUARE, timeout=60)
    assert "define internal { double } @diffesquare(double %x, double %differeturn)" in derivative
    assert "@__enzyme_autodiff(ptr" not in derivative


@pytest.mark.parametrize("module, passes, message", [
    (SQUARE.replace("%x, %x", "%x, %z"), "verify", "<stdin>:3:24: error: use of undefined "
                                                   "value '%z'"),
    (SQUARE, "verify-nothing", "unknown pass name 'verify-nothing'"),
])
def test_an_opt_failure_is_one_line_with_the_command(module, passes, message):
    tools = toolchain.find()
    with pytest.raises(enzyme.OptFailure) as failed:
        enzyme.run_opt(tools, module, passes, plugin=False)
    assert str(failed.value) == message
    assert failed.value.command.endswith(f" -passes={passes} -S -")


def test_opt_past_its_timeout_is_stopped():
    with pytest.raises(enzyme.OptFailure, match=r"^opt did not finish within 0 s \(see "
                                                r"--timeout\)$"):
        enzyme.run_opt(toolchain.find(), SQUARE, "verify", plugin=False, timeout=0.0)


def test_enzyme_giving_up_is_explained_with_the_reproducer():
    mystery = "declare double @mystery(double)\n" + SQUARE.replace(
        "%y = fmul double %x, %x", "%y = call double @mystery(double %x)")
    with pytest.raises(DifferentiationError) as failed:
        enzyme.run_enzyme(toolchain.find(), mystery, timeout=60,
                          reproducer=Path("saved/enzyme.sh"))
    assert str(failed.value) == (
        "`mystery` (an external function) is not differentiable yet: compute it with NumPy "
        "operations nrtgrad differentiates, or pass its result in as an argument (Enzyme: No "
        "reverse pass found for mystery) (reproduce with: sh saved/enzyme.sh)")


@pytest.mark.parametrize("stderr, reason", [
    # a failed assertion: where, and what
    ("PLEASE submit a bug report\nopt: /src/Enzyme/GradientUtils.cpp:1234: llvm::Value* "
     "GradientUtils::invertPointerM(llvm::Value*, llvm::IRBuilder<>&): Assertion `0 && "
     "\"cannot find\"' failed.\nStack dump:\n0. Program arguments: opt",
     "Assertion `0 && \"cannot find\"' failed in GradientUtils::invertPointerM "
     "(GradientUtils.cpp:1234)"),
    # Enzyme's reason, after a dump of the function it gave up on
    ("define double @f(double %x) {\n  ret double %x\n}\n<analysis>\n</analysis>\n"
     "Cannot deduce type of copy   call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 8, "
     "i1 false), !dbg !12\n",
     "Cannot deduce type of copy call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 8, "
     "i1 false)"),
    # the verifier's complaint, before "input module is broken"
    ("Instruction does not dominate all uses!\n  %x = add i64 1, 2\n"
     "opt: input module is broken!\n",
     "input module is broken!: Instruction does not dominate all uses!; %x = add i64 1, 2"),
    # not Enzyme's remarks before it, which it prints on success too
    ("freeing without malloc   %x = phi ptr [ %a, %b ], [ %c, %d ] in   call void "
     "@nrtgrad.release(ptr %x)\n caching call:   %n = call i64 @g()\n"
     "Instruction does not dominate all uses!\n  %x = add i64 1, 2\n"
     "LLVM ERROR: function failed verification (4)\n",
     "LLVM ERROR: function failed verification (4): Instruction does not dominate all uses!; "
     "%x = add i64 1, 2"),
    ("Stack dump:\nopt: <stdin>:4:1: error: expected instruction opcode\n",
     "<stdin>:4:1: error: expected instruction opcode"),
    ("", ""),
])
def test_the_line_that_says_why_opt_failed(stderr, reason):
    assert enzyme.opt_reason(stderr) == reason


@pytest.mark.parametrize("reason, start", [
    ("No augmented forward pass found for NRT_MemInfo_data_fast",
     "Numba's runtime `NRT_MemInfo_data_fast` (Numba's runtime call `NRT_MemInfo_data_fast`) "
     "is unknown to Enzyme: nrtgrad registers it"),
    ("Cannot deduce type of copy call void @llvm.memcpy", "Enzyme cannot tell the element type "
                                                          "of a memory copy"),
    ("Cannot deduce type of load", "Enzyme cannot tell whether a value is a float or an integer"),
    ("cannot handle unknown binary operator: xor", "Enzyme cannot differentiate integer "
                                                   "arithmetic on the bits of a float"),
    ("Illegal updateAnalysis prev:{[-1]:Pointer}", "Enzyme's type analysis found one value "
                                                   "used as two types"),
    ("function failed verification", "Enzyme "),
    ("something new", "Enzyme 0.0.289 could not differentiate this function (a limitation of "
                      "Enzyme, not an error in your code): try the function dumped by another "
                      "Numba version"),
    ("opt crashed (SIGABRT): Assertion `x' failed", "Enzyme 0.0.289 aborted on this function"),
])
def test_enzyme_reasons_in_python_terms(reason, start):
    explained = enzyme.explain(reason)
    assert explained.startswith(start)
    assert "\n" not in explained and (reason in explained)


def test_paths_are_padded_to_a_fixed_length():
    padded = enzyme._fixed_length("/usr/bin/opt", 40)
    assert len(padded) == 40 and padded.startswith("/usr/bin/./") and padded.endswith("/opt")
    assert Path(padded).resolve() == Path("/usr/bin/opt").resolve()
    odd = enzyme._fixed_length("/usr/bin/opt", 41)
    assert len(odd) == 41 and Path(odd).resolve() == Path("/usr/bin/opt").resolve()
