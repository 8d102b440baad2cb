"""A test file run again, whole, in the Numba 0.68 environment (`make numba68`)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV68 = ROOT / ".venv-numba68"
_INNER = "NRTGRAD_NUMBA68_INNER"

# marks the test that runs its file again: skipped inside that run
outer_only = pytest.mark.skipif(bool(os.environ.get(_INNER)),
                                reason="already inside the Numba 0.68 run")


def inside() -> bool:
    """Whether this is the Numba 0.68 run of a test file."""
    return bool(os.environ.get(_INNER))


def run_again(test_file: str, select: str | None = None) -> None:
    """Run `test_file`'s tests (those `select`, a `-k` expression, picks, and the run's
    marker expression: `make test` leaves out the `full` ones) with .venv-numba68's
    Python (skip without it); all must pass."""
    python = VENV68 / "bin" / "python"
    if not python.is_file():
        pytest.skip(f"no {VENV68.name} environment: `make numba68` creates it")
    env = {**os.environ, _INNER: "1"}
    env.pop("NRTGRAD_CACHE_DIR", None)
    result = subprocess.run(
        [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", test_file,
         *(["-k", select] if select else []),
         *(["-m", marks] if (marks := os.environ.get("NRTGRAD_TEST_MARKS")) else [])],
        env=env, capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert result.returncode == 0, (result.stdout + result.stderr)[-5000:]
    version = subprocess.run([str(python), "-c", "import numba; print(numba.__version__)"],
                             capture_output=True, text=True, check=True).stdout.strip()
    assert version.startswith("0.68"), version
