"""Each test module of the API differentiates afresh, in a derivative cache of its own.

The cache is shared by the pytest-xdist workers that run the module's tests
(under their common base directory), so each derivative is made once.
"""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True, scope="module")
def private_cache(request, tmp_path_factory):
    previous = os.environ.get("NRTGRAD_CACHE_DIR")
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    os.environ["NRTGRAD_CACHE_DIR"] = str(shared / f"nrtgrad-cache-{request.module.__name__}")
    yield
    if previous is None:
        os.environ.pop("NRTGRAD_CACHE_DIR", None)
    else:
        os.environ["NRTGRAD_CACHE_DIR"] = previous
