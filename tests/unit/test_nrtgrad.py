"""The package itself: `import nrtgrad` stays light, and the Python API's functions are
imported on first use, from the modules that define them."""

from __future__ import annotations

import subprocess
import sys

import pytest

import nrtgrad


def test_importing_the_package_imports_neither_numba_nor_numpy():
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, nrtgrad; print(sorted(m for m in sys.modules if "
                               "m.split('.')[0] in ('numba', 'numpy', 'llvmlite', 'click') "
                               "or m.startswith('nrtgrad.')))"],
        capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "['nrtgrad.errors']"


@pytest.mark.parametrize("name, module", [
    ("grad", "nrtgrad.python.api"), ("value_and_grad", "nrtgrad.python.api"),
    ("jvp", "nrtgrad.python.api"), ("vjp", "nrtgrad.python.jacobians"),
    ("jacobian", "nrtgrad.python.jacobians"), ("hvp", "nrtgrad.python.hessians"),
    ("hessian", "nrtgrad.python.hessians"),
])
def test_each_api_function_comes_from_its_module(name, module):
    function = getattr(nrtgrad, name)
    assert function.__module__ == module and function.__name__ == name
    assert name in nrtgrad.__all__ and name in dir(nrtgrad)


def test_other_names_are_attribute_errors():
    with pytest.raises(AttributeError, match=r"module 'nrtgrad' has no attribute 'gradient'"):
        nrtgrad.gradient  # noqa: B018
    assert nrtgrad.__version__.count(".") == 2
