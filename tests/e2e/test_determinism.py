"""The same input, options and toolchain give byte-identical output.

Three fixtures with NRT temporaries (whose Enzyme output used to change from
run to run in block order, switch cases and tape layout) are differentiated
5 times each, in reverse and forward mode, several processes at once, each
run from another working directory and with more environment variables;
every run of a fixture and mode must print the same bytes.  Batch mode
(`-j 2`, opt processes started from threads) must write those same bytes,
and so must a toolchain reached through another, longer directory.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest
from e2e_support import INPUTS, NRTGRAD

from nrtgrad import toolchain

FIXTURES = [INPUTS / "numba-0.68.1" / f"{name}.ll"
            for name in ("cumsum_sin", "exp_mul_sum", "logsumexp")]
RUNS = 5


def differentiate(path, mode: str, run: int, tmp_path, **environment: str) -> str:
    """The sha256 of one run's output; run i has its own cwd and i more environment
    variables, of 1 kB each."""
    cwd = tmp_path / f"{path.stem}-{mode}-{run}"
    cwd.mkdir()
    padding = {f"NRTGRAD_DETERMINISM_PADDING_{i}": "x" * 1000 for i in range(run)}
    env = dict(os.environ, **padding, **environment)
    result = subprocess.run([NRTGRAD, "differentiate", str(path), "--mode", mode],
                            capture_output=True, cwd=cwd, env=env, timeout=600)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    return hashlib.sha256(result.stdout).hexdigest()


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_runs_in_parallel_give_identical_bytes(mode, tmp_path):
    jobs = [(path, run) for run in range(RUNS) for path in FIXTURES]
    with ThreadPoolExecutor(3) as pool:
        hashes = list(pool.map(lambda job: differentiate(*job[:1], mode, job[1], tmp_path),
                               jobs))
    by_fixture: dict[str, set[str]] = {}
    for (path, _), digest in zip(jobs, hashes):
        by_fixture.setdefault(path.name, set()).add(digest)
    varying = {name: len(digests) for name, digests in by_fixture.items() if len(digests) > 1}
    assert not varying, f"different outputs in {RUNS} runs: {varying}"

    out = tmp_path / "batch"
    result = subprocess.run([NRTGRAD, "differentiate", *map(str, FIXTURES), "--mode", mode,
                             "-o", str(out), "-j", "2"], capture_output=True, timeout=600)
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    suffix = "_jvp" if mode == "forward" else "_grad"
    for path in FIXTURES:
        batch = hashlib.sha256((out / f"{path.stem}{suffix}.ll").read_bytes()).hexdigest()
        assert {batch} == by_fixture[path.name], f"{path.name}: batch output differs"


def test_the_install_directory_does_not_change_the_output(tmp_path):
    tools = toolchain.find()
    links = tmp_path / ("a-longer-directory-than-the-install-" * 3)
    links.mkdir()
    (links / "opt").symlink_to(tools.opt)
    (links / tools.plugin.name).symlink_to(tools.plugin)
    path = FIXTURES[0]
    installed = differentiate(path, "reverse", 0, tmp_path)
    linked = differentiate(path, "reverse", 1, tmp_path, NRTGRAD_OPT=str(links / "opt"),
                           NRTGRAD_ENZYME_PLUGIN=str(links / tools.plugin.name))
    assert linked == installed
