"""Installing nrtgrad as a user would: the README's install block, the wheel, no root.

Each test copies the working tree (tracked files) into a directory of its own,
makes fresh virtualenvs there with the system's Python, and runs as an
unprivileged user (`nobody`, when the tests run as root) with a fresh
NRTGRAD_HOME, so nothing the test machine was set up with (the dev venv, the
toolchain cache, root's permissions) can make them pass. The Enzyme wheel is
taken from NRTGRAD_WHEEL (a copy of the one already downloaded) to spare the
network; everything else comes from PyPI.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import pytest

from nrtgrad import toolchain

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "inputs" / "numba-0.61.2" / "exp_mul_sum.ll"
INSTALL_MARK = "<!-- install: tests/install/test_install.py runs this block as written -->"


@pytest.fixture
def sandbox():
    """A world-readable directory holding a copy of the tree and the Enzyme wheel."""
    directory = Path(tempfile.mkdtemp(prefix="nrtgrad-install-"))
    try:
        directory.chmod(0o777)
        tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                 check=True).stdout.decode().split("\0")
        for name in filter(None, tracked):
            if (ROOT / name).is_file():
                target = directory / "nrtgrad" / name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, target)
        shutil.copy(toolchain._fetch_wheel(lambda line: None), directory / toolchain.WHEEL_FILE)
        for path in directory.rglob("*"):
            path.chmod(path.stat().st_mode | stat.S_IROTH | stat.S_IWOTH
                       | (stat.S_IXOTH if path.is_dir() or os.access(path, os.X_OK) else 0))
        yield directory
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def _as_user(script: str, directory: Path, timeout: float = 600) -> str:
    """Run a bash script in ``directory`` as an unprivileged user with a fresh home."""
    home = directory / "home"
    home.mkdir(exist_ok=True)
    home.chmod(0o777)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(home),
           "NRTGRAD_HOME": str(home / "nrtgrad"),
           "NRTGRAD_WHEEL": str(directory / toolchain.WHEEL_FILE), "LANG": "C.UTF-8"}
    command = ["bash", "-euo", "pipefail", "-c", script]
    if os.geteuid() == 0:
        command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
    result = subprocess.run(command, cwd=directory, env=env, capture_output=True, text=True,
                            timeout=timeout)
    assert result.returncode == 0, f"{script}\nexit {result.returncode}\n{result.stderr[-3000:]}"
    return result.stdout


def _readme_install_block() -> str:
    text = (ROOT / "README.md").read_text()
    block = re.search(re.escape(INSTALL_MARK) + r"\n```\n(.*?)```", text, re.S)
    assert block, "README.md lost its install block"
    return block.group(1)


def _use_it(venv: str) -> str:
    """Differentiate a fixture, check it, and build a stub toolchain, from ``venv``."""
    fixture = f"nrtgrad/{FIXTURE.relative_to(ROOT)}"
    return f"""
{venv}/bin/nrtgrad differentiate {fixture} -o grad.ll --header grad.h
grep -q '_grad(' grad.h
{venv}/bin/nrtgrad check {fixture}
{venv}/bin/python -m nrtgrad --version
NRTGRAD_HOME=$HOME/stubbed {venv}/bin/nrtgrad toolchain install --no-system-libraries
NRTGRAD_HOME=$HOME/stubbed {venv}/bin/nrtgrad differentiate {fixture} -o stubbed.ll
NRTGRAD_HOME=$HOME/stubbed {venv}/bin/nrtgrad toolchain status
"""


def test_readme_install_block_as_an_unprivileged_user(sandbox):
    out = _as_user(_readme_install_block() + _use_it("nrtgrad-env"), sandbox)
    assert re.search(r"^nrtgrad \d+\.\d+\.\d+$", out, re.M)
    assert "Enzyme 0.0.289, LLVM 15.0.7" in out
    assert "PASS" in out
    glibc = tuple(int(part) for part in os.confstr("CS_GNU_LIBC_VERSION").split()[1].split("."))
    if glibc < (2, 38):  # the wheel's libz3, libedit and libxml2 cannot load: stubs stand in
        assert "a stub (opt never calls it)" in out


def test_wheel_and_sdist_install_into_a_clean_venv(sandbox):
    subprocess.run([sys.executable, "-m", "build", "--outdir", "dist", "nrtgrad"], cwd=sandbox,
                   capture_output=True, check=True)
    for built in (sandbox / "dist").iterdir():
        built.chmod(0o644)
    wheel = next((sandbox / "dist").glob("nrtgrad-*.whl"))
    sdist = next((sandbox / "dist").glob("nrtgrad-*.tar.gz"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    for source in ("nrtgrad_rt.c", "nrtgrad_rt.h", "nrtgrad_rt_pool.c", "nrtgrad_rt_pool.h",
                   "nrtgrad_rt_blas.c"):
        assert f"nrtgrad/native/runtime/{source}" in names
    listing = subprocess.run(["tar", "tzf", str(sdist)], capture_output=True, text=True,
                             check=True).stdout
    assert "src/nrtgrad/native/runtime/nrtgrad_rt.c" in listing
    out = _as_user(f"python3 -m venv wheel-env\nwheel-env/bin/pip install -q "
                   f"'dist/{wheel.name}[check]'\nwheel-env/bin/nrtgrad toolchain install\n"
                   + _use_it("wheel-env"), sandbox)
    assert "PASS" in out
