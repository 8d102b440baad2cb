"""Loops that rebind an array: initialisers x loop forms x results x modes, never a crash.

Each cell of tests/support/loop_matrix.py (an initialiser such as
`np.zeros_like`, `np.linspace` or `a.copy()`; a `for` or `while` loop, one
that stops at a convergence test or returns early, a nested one; a scalar
or an array result; grad, value_and_grad, jvp, hvp or vjp) runs in a forked
child, at every size from 1 to 1001 and in 2-D, with the loop running 0, 6
and 200 times, against central differences and with NRT's allocations
balanced.  Every cell passes: none is refused, crashes, hangs or gives a
wrong number.  `make test` runs a covering selection (`QUICK`:
every initialiser, loop form, result and mode at least once); `make
test-full` every cell, and the whole file again in the Numba 0.68
environment.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import loop_matrix
import numba68

ROOT = Path(__file__).resolve().parents[2]


def _quick() -> list[str]:
    """Every initialiser, loop form, result and mode at least once."""
    loops, chosen = list(loop_matrix.LOOPS), []
    for number, init in enumerate(loop_matrix.INITS):
        result = ("scalar", "array")[number % 2]
        modes = loop_matrix.MODES[result]
        chosen.append(f"{init}:{loops[number % len(loops)]}:{result}:"
                      f"{modes[number // 2 % len(modes)]}")
    return chosen


QUICK = _quick()


def _groups() -> list:
    """One test per initialiser; the cells outside QUICK only under `make test-full`."""
    params = []
    for init in loop_matrix.INITS:
        cells = [c for c in loop_matrix.cells() if c.startswith(f"{init}:")]
        quick = [c for c in cells if c in QUICK]
        params.append(pytest.param(quick, id=f"{init}-quick"))
        params.append(pytest.param([c for c in cells if c not in QUICK], id=init,
                                   marks=pytest.mark.full))
    return params


def test_quick_covers_every_form():
    fields = list(zip(*(cell.split(":") for cell in QUICK)))
    assert set(fields[0]) == set(loop_matrix.INITS)
    assert set(fields[1]) == set(loop_matrix.LOOPS)
    assert set(fields[2]) == set(loop_matrix.RESULTS)
    assert set(fields[3]) == {m for modes in loop_matrix.MODES.values() for m in modes}


@pytest.mark.parametrize("cells", _groups())
def test_cells(cells):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT / "tests" / "support"), os.environ.get("PYTHONPATH", "")])}
    result = subprocess.run([sys.executable, str(ROOT / "tests" / "support" / "loop_matrix.py"),
                             *cells], capture_output=True, text=True, env=env, cwd=ROOT,
                            timeout=loop_matrix.SECONDS * len(cells) + 60)
    assert result.returncode == 0, result.stderr[-3000:]
    outcomes = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert [o["cell"] for o in outcomes] == cells
    failures = [f"{o['cell']}: {o['status']}: {o['detail']}" for o in outcomes
                if o["status"] != "ok"]
    assert not failures, "\n".join(failures)


@numba68.outer_only
@pytest.mark.full
def test_on_numba_068():
    numba68.run_again(__file__)


# one cell of every initialiser that made the derivative crash, in other loop forms and modes
UNDER_VALGRIND = ["zeros_like:for:scalar:grad", "ones_like:while:scalar:value_and_grad",
                  "full_like:break_updated:array:vjp", "empty_fill:nested:scalar:jvp",
                  "zeros:return:scalar:hvp", "linspace:while_converged:array:jvp"]
# an access valgrind finds wrong in code it has no symbols for (what a JIT compiled: the
# derivatives, Numba's functions) or in the runtime the derivatives call
JIT_ERROR = re.compile(r"^==\d+== (Invalid (?:read|write|free)|Mismatched free)[^\n]*\n"
                       r"==\d+==    (?:at|by) 0x[0-9A-F]+: (?:\?\?\?|NRT_\w+|nrtgrad\w*)",
                       re.M)


@numba68.outer_only
@pytest.mark.full
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="no valgrind")
def test_cells_under_valgrind(tmp_path):
    """Small sizes of a few cells, the derivatives compiled for a CPU valgrind decodes
    (no AVX-512) and loaded from the cache a run without valgrind made."""
    env = {**os.environ, "NRTGRAD_CACHE_DIR": str(tmp_path / "cache"),
           "NRTGRAD_TARGET_CPU": "x86-64-v3", "NUMBA_CPU_NAME": "generic",
           "PYTHONMALLOC": "malloc", "PYTHONPATH": os.pathsep.join(
               [str(ROOT / "tests" / "support"), os.environ.get("PYTHONPATH", "")])}
    command = [sys.executable, str(ROOT / "tests" / "support" / "loop_matrix.py"), "--small",
               *UNDER_VALGRIND]
    warm = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=1800)
    assert warm.returncode == 0, warm.stderr[-3000:]
    logs = tmp_path / "valgrind"
    logs.mkdir()
    result = subprocess.run(["valgrind", "-q", f"--log-file={logs}/%p.log", *command],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=7200)
    assert result.returncode == 0, result.stderr[-3000:]
    outcomes = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert [(o["cell"], o["status"]) for o in outcomes] == [(c, "ok") for c in UNDER_VALGRIND]
    errors = [m.group(0) for log in sorted(logs.glob("*.log"))
              for m in JIT_ERROR.finditer(log.read_text())]
    assert not errors, "\n".join(errors)
