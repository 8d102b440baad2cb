"""Each test module of the API differentiates afresh, in a derivative cache of its own."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory):
    previous = os.environ.get("NRTGRAD_CACHE_DIR")
    os.environ["NRTGRAD_CACHE_DIR"] = str(tmp_path_factory.mktemp("nrtgrad-cache"))
    yield
    if previous is None:
        os.environ.pop("NRTGRAD_CACHE_DIR", None)
    else:
        os.environ["NRTGRAD_CACHE_DIR"] = previous
