"""Fixtures of the native tests: the runtime library and the differentiated objects.

Every fixture kernel a test needs is differentiated once per session, all
of them in parallel, into objects and headers with
`nrtgrad differentiate --emit obj --header`.
"""

from __future__ import annotations

import concurrent.futures
import os
from pathlib import Path

import pytest
from native_support import LINK_KERNELS, NRTGRAD, checked, differentiate, tool


@pytest.fixture(scope="session")
def compilers():
    missing = [name for name, found in [("cc", tool("cc", "gcc")), ("c++", tool("c++", "g++")),
                                        ("ar", tool("ar")), ("nm", tool("nm")),
                                        ("valgrind", tool("valgrind"))] if not found]
    if missing:
        pytest.skip(f"missing tools: {', '.join(missing)} "
                    "(scripts/install-system-deps.sh installs them)")
    return {"cc": tool("cc", "gcc"), "cxx": tool("c++", "g++"), "nm": tool("nm")}


@pytest.fixture(scope="session")
def runtime_dir(tmp_path_factory, compilers) -> Path:
    directory = tmp_path_factory.mktemp("runtime")
    checked([NRTGRAD, "runtime", "build", "-o", directory])
    return directory


class Derivatives:
    """name -> (object, header); a kernel that failed to differentiate fails its tests."""

    def __init__(self, futures: dict):
        self.futures = futures

    def __getitem__(self, name: str) -> tuple[Path, Path]:
        return self.futures[name].result()

    def all(self) -> dict[str, tuple[Path, Path]]:
        return {name: self[name] for name in self.futures}


@pytest.fixture(scope="session")
def derivatives(tmp_path_factory, compilers) -> Derivatives:
    directory = tmp_path_factory.mktemp("derivatives")
    workers = max(2, os.cpu_count() or 1)
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        futures = {name: pool.submit(differentiate, name, directory) for name in LINK_KERNELS}
    return Derivatives(futures)
