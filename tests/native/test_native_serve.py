"""examples/serve: `make test` builds the C++ program and serves a batch of gradients.

The build goes to a temporary directory (BUILD=...), then the program runs a
smaller batch on two threads under valgrind.
"""

from __future__ import annotations

from native_support import NRTGRAD, ROOT, checked, tool, valgrind


def test_serve_example(compilers, tmp_path):
    build = tmp_path / "build"
    result = checked([tool("make"), "-C", ROOT / "examples" / "serve", "test", f"BUILD={build}",
                      f"NRTGRAD={NRTGRAD}", "BATCH=1000"])
    assert "gradients match finite differences" in result.stdout, result.stdout
    stdout, summary = valgrind([build / "serve", "40", "2"])
    print(result.stdout + stdout + summary)
    assert "gradients match finite differences" in stdout
