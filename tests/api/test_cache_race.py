"""Processes compiling the same derivative at once, on a cold disk cache.

Four processes (multiprocessing, spawn) reach nrtgrad.grad of one small kernel at a
barrier and each misses the cache: one runs Enzyme under the entry's lock and writes
the entry (a temporary file beside it, renamed over it: derivative_cache._write_cache),
the others wait for the lock and read it.  While they run, the test reads every entry
it sees: none may be torn.  Afterwards opt ran in one process only, the cache holds
one derivative under its two keys and nothing else (the lock file is gone) beside the
machine code (objects/, object_cache), which parses, every process got the gradient
finite differences give at its own point, and a fifth process takes the entry and
runs no opt.
"""

from __future__ import annotations

import json
import multiprocessing
import queue
import re
import time

import cache_race
import pytest

from opt_log import logging_opt
from nrtgrad.gradcheck.finite_differences import central_differences
from nrtgrad.python import derivative_cache

PROCESSES = 4


def run_processes(count: int, first: int, cache) -> tuple[dict, list[str]]:
    """Gradients by process index from `count` racing processes, and every entry of
    `cache` that could not be parsed while they ran."""
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(count), context.Queue()
    processes = [context.Process(target=cache_race.race, args=(barrier, results, first + i))
                 for i in range(count)]
    for process in processes:
        process.start()
    gradients, torn, deadline = {}, [], time.monotonic() + 900
    while len(gradients) < count and time.monotonic() < deadline:
        for entry in cache.glob("*.json") if cache.is_dir() else ():
            try:
                json.loads(entry.read_bytes())
            except FileNotFoundError:
                pass
            except ValueError as error:
                torn.append(f"{entry.name}: {error}")
        try:
            index, gradient = results.get(timeout=0.01)
        except queue.Empty:
            if not any(process.is_alive() for process in processes) and results.empty():
                break
            continue
        gradients[index] = gradient
    for process in processes:
        process.join(timeout=60)
        assert process.exitcode == 0, f"a racing process ended with {process.exitcode}"
    assert len(gradients) == count, f"results from {sorted(gradients)} only"
    return gradients, torn


def test_processes_needing_one_derivative_at_once_compile_it_once(tmp_path,
                                                                          monkeypatch):
    log, opt_environment = logging_opt(tmp_path, record='"$PPID $*"')
    cache = tmp_path / "cache"
    monkeypatch.setenv("NRTGRAD_CACHE_DIR", str(cache))
    for name, value in opt_environment.items():
        monkeypatch.setenv(name, value)

    gradients, torn = run_processes(PROCESSES, 0, cache)
    assert not torn, f"entries read torn while the processes wrote them: {torn}"
    for index, gradient in sorted(gradients.items()):
        assert not isinstance(gradient, str), f"process {index}: {gradient}"
        x = cache_race.point(index)
        expected = central_differences(cache_race.wavy, (x,), 0)
        assert gradient.shape == x.shape
        assert gradient == pytest.approx(expected, rel=1e-6, abs=1e-9), f"process {index}"
    enzyme_runs = {line.split()[0] for line in log.read_text().splitlines() if "enzyme" in line}
    assert len(enzyme_runs) == 1, f"{len(enzyme_runs)} processes ran Enzyme on one derivative"

    entries = sorted(path for path in cache.iterdir() if path.name != "objects")
    assert [entry.name for entry in entries if re.fullmatch(r"[0-9a-f]{64}\.json", entry.name)] \
        == [entry.name for entry in entries], f"not only entries: {entries}"
    # one derivative, under its two keys: the function's own module's and that of the
    # function compiled again (derivative_cache)
    assert len(entries) == 2, f"{len(entries)} entries for one derivative"
    assert derivative_cache._read_cache(entries[0]) is not None
    assert entries[0].read_bytes() == entries[1].read_bytes()

    log.unlink()
    later, torn = run_processes(1, PROCESSES, cache)
    x = cache_race.point(PROCESSES)
    assert later[PROCESSES] == pytest.approx(central_differences(cache_race.wavy, (x,), 0),
                                             rel=1e-6, abs=1e-9)
    assert not log.exists(), f"the process after the race ran opt: {log.read_text()}"
    assert sorted(path for path in cache.iterdir() if path.name != "objects") == entries
