"""What the hostile-input, fuzz and concurrency tests share: the `nrtgrad` command
run as a user would, the failure contract's assertions, fixture paths.

Every test runs the real `nrtgrad` command in a subprocess, as a user would,
and checks the contract for failures: exit 1 or 2, exactly one line on
stderr naming the cause, no traceback, and no output file created or changed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

ROOT = Path(__file__).resolve().parents[2]
# the fuzz tests' gradient checker of accepted mutants, run as a script
MUTANT_GRADIENTS = Path(__file__).resolve().parent / "mutant_gradients.py"
FIXTURES = ROOT / "tests" / "inputs" / "numba-0.61.2"
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")
PREVIOUS = b"previous output, must survive a failure\n"


def run(*args: str, stdin: bytes | None = None, timeout: float = 300,
        env: dict | None = None) -> subprocess.CompletedProcess:
    """`nrtgrad ARGS...`, bytes in, text out."""
    result = subprocess.run([NRTGRAD, *map(str, args)], input=stdin, capture_output=True,
                            timeout=timeout, env=env)
    return subprocess.CompletedProcess(result.args, result.returncode,
                                       result.stdout.decode("utf-8", "replace"),
                                       result.stderr.decode("utf-8", "replace"))


def assert_one_line_failure(result: subprocess.CompletedProcess, codes=(1, 2),
                            cause: str | tuple[str, ...] = ()) -> str:
    """The failure follows the contract; returns its one line."""
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    assert result.returncode in codes, (result.returncode, result.stderr[-3000:])
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr[-3000:]
    line = lines[0]
    assert line.startswith("nrtgrad: error: "), line
    causes = (cause,) if isinstance(cause, str) else cause
    if causes:
        assert any(c in line for c in causes), line
    return line


def leftovers(directory: Path, keep: set[str]) -> list[str]:
    """Files in directory other than `keep` (temporary files left behind)."""
    return sorted(p.name for p in directory.iterdir() if p.name not in keep)
