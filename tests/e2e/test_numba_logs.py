"""Numba's logs as input: the module of --function, from each Numba version.

tests/inputs/numba-logs holds what tests/inputs/numba-logs/program.py prints
with NUMBA_DUMP_OPTIMIZED=1 and NUMBA_DUMP_LLVM=1 under Numba 0.60.0, 0.61.2
and 0.68.1 (scripts/dump_numba_logs.py).  The derivative of a function of the
log is the derivative of its module (of an NUMBA_DUMP_LLVM log: its module
linked with the others, before LLVM's loop optimisations), which `nrtgrad
check` checks against finite differences (at sizes 1 to 1003, 13 among
them), with the memory and forward-mode checks.  Time loops that LLVM's loop
optimisations copy are refused in the optimised log, differentiated from the
NUMBA_DUMP_LLVM log.
"""

from __future__ import annotations

import subprocess

import pytest
from e2e_support import INPUTS, NRTGRAD, differentiate

from nrtgrad.frontend import numba_logs
from nrtgrad import toolchain
from nrtgrad.errors import InputError

LOGS = INPUTS / "numba-logs"
VERSIONS = ["0.60.0", "0.61.2", "0.68.1"]
FUNCTIONS = ["energy", "spread"]  # spread: parallel=True
LINKED = ["energy", "euler"]  # energy calls square; euler allocates, copies and sums arrays
# arrays updated in a time loop of `steps` steps (an argument): Euler, RK4, 2-D heat;
# in `while` loops of at most that many iterations (1-D, and 2-D: jacobi_sweeps)
TIME_LOOPS = ["euler_steps", "rk4_steps", "heat_steps", "fixed_point", "relaxation",
              "jacobi_sweeps", "upwind_steps", "stencil_slices"]
STEPS = {"fixed_point": "iterations", "relaxation": "sweeps", "jacobi_sweeps": "sweeps"}
# arrays or values chosen by branches: `np.interp`, an array made on either side of an
# `if`, a vector right-hand side whose neighbour coupling branches (checked as a VJP/JVP)
BRANCHES = ["interp_loss", "chosen", "pendulums"]


def check(directory, count):
    checked = subprocess.run([NRTGRAD, "check", str(directory), "-j", "1"],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
    assert f"{count} passed" in checked.stdout


@pytest.mark.parametrize("version", VERSIONS)
def test_functions_of_a_log_differentiate_like_their_modules(version, tmp_path):
    log = LOGS / f"numba-{version}.optimized.log"
    for name in FUNCTIONS:
        module = tmp_path / f"{name}.ll"
        module.write_text(numba_logs.select(log.read_text(), name, log.name))
        from_log = differentiate(log, "--function", name)
        assert from_log.returncode == 0, from_log.stderr
        assert from_log.stdout == differentiate(module).stdout
    check(tmp_path, len(FUNCTIONS))


@pytest.mark.parametrize("version", VERSIONS)
def test_functions_of_an_llvm_log_are_linked_and_differentiate(version, tmp_path):
    log = LOGS / f"numba-{version}.llvm.log"
    text, tools = log.read_text(), toolchain.find()
    for name in LINKED:
        linked = numba_logs.select(text, name, log.name, tools)
        assert linked == numba_logs.select(text, name, log.name, tools)
        # NRT_incref/NRT_decref as Numba's NRT module defines them, the callees inlined
        assert "define linkonce_odr void @NRT_decref" in linked and "@NRT_incref" in linked
        assert "call i32 @_ZN8__main__6square" not in linked
        (tmp_path / f"{name}.ll").write_text(linked)
    from_log = differentiate(log, "--function", "energy")
    assert from_log.returncode == 0, from_log.stderr
    assert from_log.stdout == differentiate(tmp_path / "energy.ll").stdout
    check(tmp_path, len(LINKED))


# `make test`: 0.68.1's (0.61.2's time loops are dumped before the loop optimisations by
# tests/e2e/test_dump.py)
@pytest.mark.parametrize("version", [pytest.param("0.60.0", marks=pytest.mark.full),
                                     pytest.param("0.61.2", marks=pytest.mark.full), "0.68.1"])
def test_time_loops_of_an_llvm_log_differentiate_without_the_loop_optimisations(version,
                                                                              tmp_path):
    log = LOGS / f"numba-{version}.llvm.log"
    text, tools = log.read_text(), toolchain.find()
    optimised, before = tmp_path / "optimised.ll", tmp_path / "before"
    before.mkdir()
    for name in TIME_LOOPS:
        optimised.write_text(numba_logs.select(text, name, log.name, tools))
        refused = differentiate(optimised)
        assert refused.returncode == 1 and "NUMBA_DUMP_LLVM=1" in refused.stderr, name
        (before / f"{name}.ll").write_text(
            numba_logs.select(text, name, log.name, tools, before_loop_passes=True))
        (before / f"{name}.check.toml").write_text(
            f"[args.{STEPS.get(name, 'steps')}]\nvalue = 4\n")
    from_log = differentiate(log, "--function", "heat_steps")
    assert from_log.returncode == 0, from_log.stderr
    assert from_log.stdout == differentiate(before / "heat_steps.ll").stdout
    check(before, len(TIME_LOOPS))


# tests/inputs/numba-logs/loop_exits.py: time loops started from `np.zeros_like`,
# `np.ones_like` or `np.full_like`, each checked with the loop running 6 times; and loops
# that leave at a convergence test or return from inside, also with 200 (the tests taken)
EXITS = ["converged_break", "updated_break", "converged_while", "early_return"]
LOOP_EXITS = ["relax", "relax_while", "relax_shifted", "newton_sqrt", *EXITS, "nested_relax",
              "relax_grid"]


# `make test`: 6 iterations on 0.61.2, 200 on 0.68.1
@pytest.mark.parametrize("version, iterations", [
    *(pytest.param("0.60.0", iterations, marks=pytest.mark.full) for iterations in (6, 200)),
    ("0.61.2", 6), pytest.param("0.61.2", 200, marks=pytest.mark.full),
    pytest.param("0.68.1", 6, marks=pytest.mark.full), ("0.68.1", 200)])
def test_loops_from_constant_arrays_and_early_exits_differentiate(version, iterations,
                                                                  tmp_path):
    log = LOGS / f"numba-{version}.loop_exits.llvm.log"
    names = LOOP_EXITS if iterations == 6 else EXITS
    for name in names:
        if iterations == 6:  # the command line takes the log itself
            from_log = differentiate(log, "--function", name)
            assert from_log.returncode == 0, from_log.stderr
        (tmp_path / f"{name}.ll").write_text(
            numba_logs.select(log.read_text(), name, log.name, toolchain.find(),
                              before_loop_passes=True))
        (tmp_path / f"{name}.check.toml").write_text(
            f"[args.iters]\nvalue = {iterations}\n[args.a]\nlow = 0.5\nhigh = 0.9\n")
    check(tmp_path, len(names))


@pytest.mark.parametrize("version", VERSIONS)
def test_branches_of_an_llvm_log_differentiate(version, tmp_path):
    log = LOGS / f"numba-{version}.llvm.log"
    text, tools = log.read_text(), toolchain.find()
    for name in BRANCHES:
        (tmp_path / f"{name}.ll").write_text(
            numba_logs.select(text, name, log.name, tools, before_loop_passes=True))
    check(tmp_path, len(BRANCHES))


@pytest.mark.parametrize("version", VERSIONS)
def test_time_loops_of_an_optimised_log_point_to_the_llvm_log(version):
    for name in ("euler_steps", "heat_steps"):
        result = differentiate(LOGS / f"numba-{version}.optimized.log", "--function", name)
        assert result.returncode == 1
        assert "run the program with NUMBA_DUMP_LLVM=1 and differentiate its log" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("version", VERSIONS)
def test_llvm_log_refuses_what_linking_cannot_give(version):
    log = LOGS / f"numba-{version}.llvm.log"
    for name, cause in [("spread", "spread was compiled with parallel=True"),
                        ("stacked", "stacked keeps arrays in a list")]:
        with pytest.raises(InputError, match=cause + ".*NUMBA_DUMP_OPTIMIZED=1 instead, or "
                           "use `nrtgrad dump FILE.py:FUNCTION`"):
            numba_logs.select(log.read_text(), name, log.name, toolchain.find())


@pytest.mark.parametrize("version", VERSIONS)
def test_ambiguous_log_lists_the_functions(version):
    result = differentiate(LOGS / f"numba-{version}.optimized.log")
    assert result.returncode == 2
    assert "choose one with --function" in result.stderr
    for name in ("square", "energy", "euler", "spread", "rsum"):
        assert f"__main__.{name}" in result.stderr
    assert "check_axis_bounds" not in result.stderr and "nrt" not in result.stderr.split(":")[-1]
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("version", VERSIONS)
def test_recursive_function_is_refused_with_exit_1(version):
    result = differentiate(LOGS / f"numba-{version}.optimized.log", "--function", "rsum")
    assert result.returncode == 1
    assert result.stderr.strip() == ("nrtgrad: error: `__main__.rsum` is recursive: recursion "
                                      "is not supported yet; write it as a loop")


def test_unknown_function_and_refused_llvm_log_function_are_bad_input():
    log = LOGS / "numba-0.68.1.optimized.log"
    result = differentiate(log, "--function", "nothing")
    assert result.returncode == 2
    assert "no Numba function named 'nothing'" in result.stderr
    result = differentiate(LOGS / "numba-0.68.1.llvm.log", "--function", "spread")
    assert result.returncode == 2
    assert "parallel=True" in result.stderr and "NUMBA_DUMP_OPTIMIZED=1" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    result = differentiate(LOGS / "numba-0.68.1.llvm.log")
    assert result.returncode == 2
    assert "a NUMBA_DUMP_LLVM log of 17 modules; choose one with --function" in result.stderr


def test_sections_name_their_functions():
    found = numba_logs.sections((LOGS / "numba-0.61.2.optimized.log").read_text())
    assert [s.owner for s in found][:3] == ["nrt", "square", "energy"]
    energy = next(s for s in found if s.owner == "energy")
    assert "__main__.energy" in energy.functions and "energy" in energy.text
    assert not numba_logs.is_log("define i32 @f() {\n  ret i32 0\n}\n")


@pytest.mark.parametrize("version", VERSIONS)
def test_every_banner_of_an_llvm_log_is_a_section(version):
    text = (LOGS / f"numba-{version}.llvm.log").read_text()
    found = numba_logs.sections(text)
    assert len(found) == text.count("LLVM DUMP <function descriptor") > 0
    # a descriptor too long for dashes around it
    assert "\nLLVM DUMP <function descriptor" in text
    assert {"square", "energy", "euler", "spread", "rsum", "stacked"} <= {s.owner for s in found}


def test_rk4_of_the_optimised_060_log_differentiates(tmp_path):
    # 0.60.0's RK4: merging its copies of the loop's arrays once left a value not
    # dominating its uses (refused); with its phis of one array forwarded (prepare)
    # there is nothing to merge, and the gradient passes `nrtgrad check`
    log = LOGS / "numba-0.60.0.optimized.log"
    (tmp_path / "rk4_steps.ll").write_text(numba_logs.select(log.read_text(), "rk4_steps",
                                                            log.name))
    (tmp_path / "rk4_steps.check.toml").write_text("[args.steps]\nvalue = 4\n")
    check(tmp_path, 1)
