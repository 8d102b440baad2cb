"""Every test process reads LLVM IR with opaque pointers, as nrtgrad asks llvmlite to,
and every test leaves Numba's NRT functions registered for the JIT.

The variable is set before any test module imports llvmlite (through Numba),
whatever order the modules are collected in: a process whose llvmlite started
with typed pointers cannot read the bitcode of one that did not (Numba's disk
cache of the fixture kernels, `--emit bc`).  The run's marker expression (`-m`)
is left in the environment, where a file's run in the Numba 0.68 environment
(numba68.run_again) takes the same cases.
"""

import os

os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")

import pytest  # noqa: E402


def pytest_configure(config):
    os.environ["NRTGRAD_TEST_MARKS"] = config.getoption("markexpr")


@pytest.fixture(autouse=True)
def _numba_runtime_symbols():
    """Each test leaves Numba's NRT functions registered for the JIT (nrt_balance)."""
    yield
    from nrt_balance import restore_numba_runtime_symbols

    restore_numba_runtime_symbols()
