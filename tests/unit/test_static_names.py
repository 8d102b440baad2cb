"""Every name the package, its tests, scripts and examples use is defined, and every import
is used (ruff's pyflakes rules): a name that only fails on the line that raises it fails
here."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_pyflakes_rules_pass():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.fail("ruff is not installed: `pip install -e '.[dev]'` installs it")
    result = subprocess.run([ruff, "check", "--output-format", "concise", "src", "tests",
                             "scripts", "examples"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
