"""examples/serve: `make test` builds the C++ program and serves a batch of gradients.

The build goes to a temporary directory (BUILD=...), then the program runs
small batches on two threads under valgrind, at odd lengths of y0 (one,
the default 13, and a large one), so the kernel's remainder loops run:
with the runtime's pool off (its default under valgrind, so memcheck sees
every block) and switched on (NRTGRAD_RT_POOL=1).  `make bench` (timings)
is not run here.
"""

from __future__ import annotations

import os

import pytest
from native_support import NRTGRAD, ROOT, checked, tool, valgrind


@pytest.fixture(scope="module")
def serve(compilers, tmp_path_factory):
    build = tmp_path_factory.mktemp("serve") / "build"
    result = checked([tool("make"), "-C", ROOT / "examples" / "serve", "test", f"BUILD={build}",
                      f"NRTGRAD={NRTGRAD}", "BATCH=1000"])
    assert "n = 13, for 1000 samples" in result.stdout, result.stdout
    assert "gradients match finite differences" in result.stdout, result.stdout
    return build / "serve"


@pytest.mark.parametrize("n, batch, pool", [(1, 40, None), (13, 40, None), (1001, 4, None),
                                            (1001, 6, "1")])
def test_serve_example_under_valgrind(serve, n, batch, pool):
    environment = {k: v for k, v in os.environ.items() if k != "NRTGRAD_RT_POOL"}
    if pool is not None:
        environment["NRTGRAD_RT_POOL"] = pool
    stdout, summary = valgrind([serve, str(batch), "2", str(n)], env=environment)
    print(stdout + summary)
    assert f"n = {n}, for {batch} samples" in stdout
    assert "gradients match finite differences" in stdout
