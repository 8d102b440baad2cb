"""`nrtgrad dump FILE.py:FUNCTION`: the module of a Numba function, ready for `differentiate`.

The dumped modules of kernels of tests/inputs/kernels.py (a loop-carried
array, a list, an array result, a `prange` reduction under parallel=True) are differentiated and checked against
finite differences with the memory checks (gradient_check.py), dumped with
this environment's Numba (0.61.2) and with the Numba 0.68 environment
(`make numba68`) when it exists.  Time loops whose optimised module LLVM's
loop optimisations copied are dumped from before those optimisations, and
`nrtgrad check` passes them, as it passes time loops of slices dumped with
NUMBA_OPT=0, and an argument rebound in a loop (`x = a`, `np.asarray(a)`),
run 6 times and not at all.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from e2e_support import INPUTS, NRTGRAD, ROOT, kernels, run_check

VENV68 = ROOT / ".venv-numba68"
KERNELS = ["ode_euler", "list_append_sum", "residuals"]
PROGRAM = f"""
import sys
sys.path.insert(0, {str(INPUTS)!r})
import numba
import kernels

{chr(10).join(f"{name} = numba.njit(kernels.{name})" for name in KERNELS)}
twice = numba.njit(["float64(float64[::1])", "float32(float32[::1])"])(kernels.sum_sq)
signed = numba.njit("float64(float64[::1])")(kernels.sum_sq)
prange_sum = numba.njit(parallel=True)(kernels.prange_sum)

not_jitted = kernels.sum_sq
print("printed while importing")

if __name__ == "__main__":
    raise SystemExit("the main block must not run")
"""


@pytest.fixture
def program(tmp_path) -> Path:
    path = tmp_path / "program.py"
    path.write_text(PROGRAM)
    return path


def dump(python: Path | str, *arguments: str, **environment: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(python), "-m", "nrtgrad", "dump", *arguments],
                          capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path),
                               **environment})


NUMBA_068 = pytest.mark.skipif(not (VENV68 / "bin" / "python").is_file(),
                               reason="no .venv-numba68 (`make numba68`)")


@pytest.mark.parametrize("python, name", [
    pytest.param(sys.executable, "ode_euler", id="this-numba-ode_euler"),
    pytest.param(sys.executable, "residuals", id="this-numba-residuals"),
    pytest.param(sys.executable, "prange_sum", id="this-numba-prange_sum"),
    pytest.param(VENV68 / "bin" / "python", "list_append_sum", id="numba-0.68-list_append_sum",
                 marks=NUMBA_068),
])
def test_dumped_module_differentiates(python, name, program, tmp_path):
    signature = kernels.KERNELS[name][1]
    output = tmp_path / f"{name}.ll"
    result = dump(python, f"{program}:{name}", "--signature", signature, "-o", str(output))
    assert result.returncode == 0, result.stderr
    assert result.stderr == "printed while importing\n"
    run_check(output, name, "3:1", "13:2:jvp")


# `make test` checks a `for` and a `while` time loop dumped by this environment's Numba
# (the API's tests/api/test_time_loops.py checks RK4 and 2-D heat from the same module
# before the loop optimisations, tests/e2e/test_numba_logs.py those of 0.68's log);
# `make test-full` RK4 and heat dumped too, and all four dumped by Numba 0.68
@pytest.mark.parametrize("python, names", [
    pytest.param(sys.executable, ["euler_steps", "fixed_point"], id="this-numba"),
    pytest.param(sys.executable, ["rk4_steps", "heat_steps"], id="this-numba-rk4-heat",
                 marks=pytest.mark.full),
    pytest.param(VENV68 / "bin" / "python", ["euler_steps", "rk4_steps", "heat_steps",
                                             "fixed_point"],
                 id="numba-0.68", marks=[NUMBA_068, pytest.mark.full]),
])
def test_time_loops_are_dumped_before_the_loop_optimisations(python, names, tmp_path):
    program = INPUTS / "numba-logs" / "program.py"
    steps = {"fixed_point": "iterations"}
    for name in names:
        result = dump(python, f"{program}:{name}", "-o", str(tmp_path / f"{name}.ll"))
        assert result.returncode == 0, result.stderr
        assert result.stderr.startswith(f"nrtgrad: {name}(array(float64, ")
        assert result.stderr.endswith(": wrote Numba's module linked before LLVM's loop "
                                      "optimisations: the optimised module does not "
                                      "differentiate (`nrtgrad differentiate` on it says "
                                      "why)\n")
        (tmp_path / f"{name}.check.toml").write_text(
            f"[args.{steps.get(name, 'steps')}]\nvalue = 4\n")
    checked = subprocess.run([NRTGRAD, "check", str(tmp_path), "-j", "1"],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
    assert f"{len(names)} passed" in checked.stdout


@pytest.mark.parametrize("python", [
    pytest.param(sys.executable, id="this-numba"),
    pytest.param(VENV68 / "bin" / "python", id="numba-0.68", marks=[NUMBA_068, pytest.mark.full]),
])
def test_loops_from_constant_arrays_and_early_exits_dump_and_differentiate(python, tmp_path):
    """Started from `np.zeros_like` / `np.ones_like`, or leaving at a convergence test:
    the C entry of each dumped module against finite differences (`nrtgrad check`)."""
    program = INPUTS / "numba-logs" / "loop_exits.py"
    names = ["relax", "newton_sqrt", "converged_break"]
    for name in names:
        result = dump(python, f"{program}:{name}", "--signature",
                      "float64(float64[::1], int64)", "-o", str(tmp_path / f"{name}.ll"))
        assert result.returncode == 0, result.stderr
        (tmp_path / f"{name}.check.toml").write_text(
            "[args.iters]\nvalue = 6\n[args.a]\nlow = 0.5\nhigh = 0.9\n")
    checked = subprocess.run([NRTGRAD, "check", str(tmp_path), "-j", "1"],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
    assert f"{len(names)} passed" in checked.stdout


REBOUND = """
import numba
import numpy as np


@numba.njit
def rebound(a, iters):
    x = a
    for _ in range(iters):
        x = np.cos(x) * a
    return np.sum(x)


@numba.njit
def rebound_asarray(a, iters):
    x = np.asarray(a)
    k = 0
    while k < iters:
        x = np.cos(x) * a
        k += 1
    return np.sum(x * x)
"""


@pytest.mark.parametrize("python", [
    pytest.param(sys.executable, id="this-numba"),
    pytest.param(VENV68 / "bin" / "python", id="numba-0.68", marks=[NUMBA_068, pytest.mark.full]),
])
def test_an_argument_rebound_in_a_loop_dumps_and_differentiates(python, tmp_path):
    """`x = a` (or `np.asarray(a)`) then `x = np.cos(x) * a` in a loop: the loop starts
    from a copy of the argument; the C entry against finite differences, with the
    argument's refcount unchanged (`nrtgrad check`), for 6 iterations and none."""
    program = tmp_path / "rebound.py"
    program.write_text(REBOUND)
    names = ["rebound", "rebound_asarray"]
    for iters in (6, 0):
        directory = tmp_path / f"iters{iters}"
        directory.mkdir()
        for name in names:
            result = dump(python, f"{program}:{name}", "--signature",
                          "float64(float64[::1], int64)", "-o", str(directory / f"{name}.ll"))
            assert result.returncode == 0, result.stderr
            (directory / f"{name}.check.toml").write_text(
                f"[args.iters]\nvalue = {iters}\n[args.a]\nlow = 0.5\nhigh = 0.9\n")
        checked = subprocess.run([NRTGRAD, "check", str(directory), "-j", "1"],
                                 capture_output=True, text=True, timeout=600)
        assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
        assert f"{len(names)} passed" in checked.stdout


@pytest.mark.parametrize("name", [
    "upwind_steps", pytest.param("stencil_slices", marks=pytest.mark.full)])
def test_time_loops_of_slices_dumped_with_numba_opt_0_differentiate(name, tmp_path):
    """NUMBA_OPT=0: Numba's module as it lowered it, unoptimised (its slice update
    once crashed `differentiate` with an internal error)."""
    program = INPUTS / "numba-logs" / "program.py"
    result = dump(sys.executable, f"{program}:{name}", "-o", str(tmp_path / f"{name}.ll"),
                  NUMBA_OPT="0")
    assert result.returncode == 0, result.stderr
    (tmp_path / f"{name}.check.toml").write_text("[args.steps]\nvalue = 4\n")
    checked = subprocess.run([NRTGRAD, "check", str(tmp_path), "-j", "1"],
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0, checked.stdout[-3000:] + checked.stderr
    assert "1 passed" in checked.stdout


def test_stdout_is_the_module_and_signatures_come_from_the_dispatcher(program, tmp_path):
    result = dump(sys.executable, f"{program}:signed")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("; ModuleID = 'sum_sq'")
    assert "printed while importing" not in result.stdout
    result = dump(sys.executable, f"{program}:twice", "--all-signatures", "-o",
                  str(tmp_path / "ir"))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "ir").iterdir()) == ["twice.0.ll", "twice.1.ll"]
    # Numba's mangled argument types: Array<double, 1...>, Array<float, 1...>
    assert "5ArrayIdLi1E" in (tmp_path / "ir" / "twice.0.ll").read_text()
    assert "5ArrayIfLi1E" in (tmp_path / "ir" / "twice.1.ll").read_text()
    result = dump(sys.executable, f"{program}:signed", "-o", str(tmp_path / "ir"))
    assert (tmp_path / "ir" / "signed.ll").read_text().startswith("; ModuleID = 'sum_sq'")


def test_a_function_called_only_by_the_main_block_is_compiled_by_running_it(tmp_path):
    path = tmp_path / "script.py"
    path.write_text("import numba, numpy as np\n\n@numba.njit\ndef total(x):\n"
                    "    return np.sum(x * x)\n\nif __name__ == '__main__':\n"
                    "    print(total(np.ones(3)))\n    raise SystemExit(0)\n")
    result = dump(sys.executable, f"{path}:total")
    assert result.returncode == 0, result.stderr
    assert result.stderr == "3.0\n"  # the main block's output, not the module's
    assert "5ArrayIdLi1E" in result.stdout


@pytest.mark.parametrize("arguments, code, message", [
    (["{p}:ode_euler"], 2, "ode_euler has no compiled signature: give one, e.g. --signature"),
    (["{p}:twice"], 2, "was compiled for 2 signatures"),
    (["{p}:ode_euler", "--signature", "float64(float64[::1])"], 2,
     "ode_euler does not compile for 'float64(float64[::1])'"),
    (["{p}:not_jitted"], 2, "is not a Numba function (function): decorate it with @numba.njit"),
    (["{p}:missing"], 2, "has no 'missing' (Numba functions in it: "),
    (["{p}.nothere:f"], 2, "no such file"),
    (["{p}"], 2, "expected FILE.py:FUNCTION"),
    (["{p}:twice", "--all-signatures"], 2, "--all-signatures needs -o DIR"),
])
def test_failures_are_one_line(arguments, code, message, program):
    result = dump(sys.executable, *(a.format(p=program) for a in arguments))
    assert result.returncode == code, result.stderr
    error = result.stderr.strip().splitlines()[-1]
    assert message in error, error
    assert error.startswith("nrtgrad: error: ") and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_a_file_that_fails_to_import_names_its_line(tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("import numba\n\nvalue = 1 / 0\n")
    result = dump(sys.executable, f"{path}:f")
    assert result.returncode == 2
    assert result.stderr.strip() == (f"nrtgrad: error: importing {path} failed at line 3: "
                                     "ZeroDivisionError: division by zero")


def test_without_numba_the_error_says_so(tmp_path):
    # a Python whose `import numba` fails: a module of that name that raises
    (tmp_path / "numba.py").write_text("raise ImportError('No module named numba')\n")
    result = subprocess.run([sys.executable, "-m", "nrtgrad", "dump", "x.py:f"],
                            capture_output=True, text=True, timeout=60, cwd=tmp_path,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(
                                [str(tmp_path), *sys.path])})
    assert result.returncode == 1
    assert "Numba is not installed in this Python" in result.stderr
    assert "pip install numba" in result.stderr
