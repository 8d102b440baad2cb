"""Concurrent runs: no shared temporary files, and installs never expose half a plugin.

- 8 `nrtgrad differentiate` runs at once, on different fixtures, writing into
  one directory: each succeeds, leaves only its own output, and that output
  is byte for byte what a run on its own writes.
- `nrtgrad toolchain install` into a fresh NRTGRAD_HOME while runs keep
  starting: each run either succeeds or fails with the 'not installed' line.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hostile_support import FIXTURES, NRTGRAD, assert_one_line_failure, leftovers, run

from nrtgrad.toolchain import llvm
from nrtgrad import toolchain

KERNELS = ["sum_sq", "rosenbrock2", "scaled_tanh", "math_mix", "strided_sum", "branchy",
           "gather_sq", "exp_mul_sum"]
WHEEL = toolchain.WHEEL_FILE


def test_parallel_runs_share_no_temporary_file(tmp_path):
    alone = tmp_path / "alone"
    alone.mkdir()
    shared = tmp_path / "shared"
    shared.mkdir()

    def differentiate(kernel: str, directory: Path):
        return run("differentiate", "-O", "1", FIXTURES / f"{kernel}.ll",
                   "-o", directory / f"{kernel}_grad.ll")

    with ThreadPoolExecutor(len(KERNELS)) as pool:
        results = list(pool.map(lambda k: differentiate(k, shared), KERNELS))
    for kernel, result in zip(KERNELS, results):
        assert result.returncode == 0, (kernel, result.stderr)
    expected = {f"{k}_grad.ll" for k in KERNELS}
    assert leftovers(shared, expected) == []
    for kernel in KERNELS:
        assert differentiate(kernel, alone).returncode == 0
        together = (shared / f"{kernel}_grad.ll").read_text()
        assert f"@{kernel}_grad(" in together
        llvm.parse_and_verify(together)
        assert together == (alone / f"{kernel}_grad.ll").read_text(), kernel


@pytest.fixture
def fresh_home(tmp_path):
    """An empty NRTGRAD_HOME whose download cache already holds the pinned wheel."""
    try:
        source = toolchain.home() / "downloads" / WHEEL
    except Exception:  # noqa: BLE001
        source = None
    if source is None or not source.is_file():
        pytest.skip("the pinned wheel is not in the download cache")
    home = tmp_path / "home"
    (home / "downloads").mkdir(parents=True)
    try:
        os.link(source, home / "downloads" / WHEEL)
    except OSError:
        shutil.copyfile(source, home / "downloads" / WHEEL)
    return home


def test_install_racing_with_runs_never_exposes_half_a_plugin(fresh_home):
    env = {k: v for k, v in os.environ.items()
           if k not in ("NRTGRAD_OPT", "NRTGRAD_ENZYME_PLUGIN", "NRTGRAD_WHEEL")}
    env["NRTGRAD_HOME"] = str(fresh_home)
    fixture = FIXTURES / "rosenbrock2.ll"
    install = subprocess.Popen([NRTGRAD, "toolchain", "install"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    outcomes = {"installed": 0, "not installed": 0}
    deadline = time.monotonic() + 600
    try:
        while install.poll() is None and time.monotonic() < deadline:
            result = run("differentiate", "-O", "1", fixture, env=env)
            if result.returncode == 0:
                outcomes["installed"] += 1
                assert "@rosenbrock2_grad(" in result.stdout
            else:
                assert_one_line_failure(result, (1,), "not installed")
                outcomes["not installed"] += 1
    finally:
        if install.poll() is None:
            install.kill()
        stdout, stderr = install.communicate()
    assert install.returncode == 0, stderr
    after = run("differentiate", "-O", "1", fixture, env=env)
    assert after.returncode == 0, after.stderr
    assert sum(outcomes.values()) > 0
    print(f"runs during install: {outcomes}")
