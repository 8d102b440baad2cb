"""examples/serve: `make test` builds the C++ program and serves a batch of gradients.

The build goes to a temporary directory (BUILD=...), for the CPU valgrind
can execute (`make native` runs the example built for this machine's CPU
natively), then the program runs small batches on two threads under
valgrind, at odd lengths of y0 (1, 3, 7, 9, the default 13, and a large
one), so the kernel's remainder loops run:
with the runtime's pool off (its default under valgrind, so memcheck sees
every block) and switched on (NRTGRAD_RT_POOL=1).  `make bench` (timings)
is not run here.  Built as on a host with AVX-512, what valgrind would be
given has no AVX-512 instruction, while the example built for that host
carries them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from native_support import (NRTGRAD, ROOT, checked, evex_instructions, tool, valgrind,
                            valgrind_cpu_flags)


def make_serve(goal: str, build: Path, nrtgrad_flags: list[str]):
    return checked([tool("make"), "-C", ROOT / "examples" / "serve", goal, f"BUILD={build}",
                    f"NRTGRAD={NRTGRAD}", "BATCH=1000",
                    f"NRTGRAD_FLAGS={' '.join(nrtgrad_flags)}"])


@pytest.fixture(scope="module")
def serve(compilers, tmp_path_factory):
    build = tmp_path_factory.mktemp("serve") / "build"
    result = make_serve("test", build, valgrind_cpu_flags())
    assert "n = 13, for 1000 samples" in result.stdout, result.stdout
    assert "gradients match finite differences" in result.stdout, result.stdout
    return build / "serve"


@pytest.mark.parametrize("n, batch, pool", [(1, 40, None), (3, 40, None), (7, 40, None),
                                            (9, 40, None), (13, 40, None), (1001, 4, None),
                                            (1001, 6, "1")])
def test_serve_example_under_valgrind(serve, n, batch, pool):
    environment = {k: v for k, v in os.environ.items() if k != "NRTGRAD_RT_POOL"}
    if pool is not None:
        environment["NRTGRAD_RT_POOL"] = pool
    stdout, summary = valgrind([serve, str(batch), "2", str(n)], env=environment)
    print(stdout + summary)
    assert f"n = {n}, for {batch} samples" in stdout
    assert "gradients match finite differences" in stdout


@pytest.mark.parametrize("host", ["skylake-avx512", "x86-64-v4"])
def test_valgrind_is_given_no_avx512_on_an_avx512_host(host, compilers, tmp_path):
    for_valgrind = tmp_path / "valgrind"
    make_serve("all", for_valgrind, valgrind_cpu_flags(host))
    assert evex_instructions(for_valgrind / "serve") == []
    for_host = tmp_path / "host"
    make_serve("all", for_host, ["--target-cpu", host])
    assert evex_instructions(for_host / "ode_euler_grad.o")
    assert evex_instructions(for_host / "serve")
