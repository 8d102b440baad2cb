"""examples/data_parallel: a loss's gradient over a dataset split into chunks of rows,
computed in worker processes and summed.

The example runs as a program in quick mode (101 rows in chunks of 7 and of 13; Dask's
LocalCluster and concurrent.futures under fork and under spawn, 2 worker processes
each), in an environment like a user's (no LLVMLITE_ENABLE_OPAQUE_POINTERS) with a
derivative cache of its own: every summed gradient equals the whole dataset's, computed
in one process, to 1e-12 relative, and the cache ends with one entry (the workers
compiled the derivative the first process made, without running Enzyme).  The gradient
of a chunk of 7 rows matches central finite differences.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import nrtgrad
from nrtgrad.gradcheck.finite_differences import central_differences

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "data_parallel"
_SPEC = importlib.util.spec_from_file_location("network_loss", EXAMPLE / "network_loss.py")
network_loss = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(network_loss)

RUN_LINE = re.compile(r"^(fork|spawn|dask), 2 workers, (\d+) chunks of (\d+) rows: .*; "
                      r"relative difference (\S+)$", re.MULTILINE)


def test_summed_chunk_gradients_from_dask_and_futures_workers_equal_one_process(tmp_path):
    pytest.importorskip("distributed")
    env = {key: value for key, value in os.environ.items()
           if key != "LLVMLITE_ENABLE_OPAQUE_POINTERS"}
    env["NRTGRAD_CACHE_DIR"] = str(tmp_path / "cache")
    result = subprocess.run([sys.executable, str(EXAMPLE / "run.py"), "--quick"], env=env,
                            capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    runs = {(backend, int(rows)): (int(count), float(difference))
            for backend, count, rows, difference in RUN_LINE.findall(result.stdout)}
    assert set(runs) == {(backend, rows) for backend in ("fork", "spawn", "dask")
                         for rows in (7, 13)}, result.stdout
    for (backend, rows), (count, difference) in runs.items():
        assert count == -(-101 // rows), (backend, rows)
        assert difference <= 1e-12, (backend, rows, difference)
    # one derivative, under its two keys (derivative_cache)
    entries = list((tmp_path / "cache").glob("*.json"))
    assert len(entries) == 2 and len({entry.read_bytes() for entry in entries}) == 1, \
        f"the workers made derivatives of their own: {entries}"


def test_a_chunk_gradient_matches_central_differences():
    W, v = network_loss.parameters()
    X, y = network_loss.chunks(*network_loss.dataset(101), 7)[3]
    dW, dv = nrtgrad.grad(network_loss.loss, argnums=(0, 1))(W, v, X, y)
    for got, argnum in ((dW, 0), (dv, 1)):
        expected = central_differences(network_loss.loss, (W, v, X, y), argnum)
        np.testing.assert_allclose(got, expected, rtol=1e-6, atol=1e-9)
