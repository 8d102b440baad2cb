"""`nrtgrad check`: batch regression checks of IR fixtures, for CI.

For every `.ll` file (directories are searched recursively) a worker process
(`check_runner`)

1. differentiates it in reverse and in forward mode (the full pipeline,
   including the self-check every output passes);
2. JIT-compiles both derivative modules with llvmlite, their NRT calls
   resolved against the package's C runtime (`native_runtime`), without Numba;
3. draws inputs at several sizes (`check_inputs`: 1-D n = 1, 2, 3, 7, 9, 10,
   13, 1002, 1003, 2-D 1x1 ... 11x1003, unless the sidecar `NAME.check.toml`
   pins a shape) and passes every array with a real MemInfo;
4. at each size checks `<name>_grad` against finite differences of the Numba
   entry function the module still contains, its `out` against that primal,
   the memory, and `<name>_jvp` along a random direction against the gradient
   dotted with it (`check_derivatives`); for a function returning a tuple or
   an array, `<name>_vjp` with a random cotangent and `<name>_jvp` against
   finite differences of the result (`check_vectors`).

Each file ends PASS, FAIL (a check failed at some size), SKIP (its inputs
cannot be guessed, the kernel writes to its arguments, or the sidecar says
so) or ERROR (it could not be differentiated, the check could not run, or it
crashed its worker process); `check_report` writes the table and the JUnit
XML.  Failure messages name the kernel and the array shapes they were seen at.
`--shard I/N` checks only the files of one of N shards (`check_shards`).

Sidecar (`NAME.check.toml` beside `NAME.ll`), every key optional:

    function = "sumsq"      # the entry point, when the module has several
    seed = 3                # overrides --seed
    rtol = 1e-4             # overrides --rtol
    skip = "reason"         # report SKIP with this reason
    [args.x]                # one table per argument
    shape = [16]            # arrays: pins the file to one size (others 13, 2-D 9x13)
    low = -2.0              # uniform in [low, high]; integers: inclusive
    high = 2.0
    [args.idx]
    values = [0, 2, 1]      # arrays: the exact values (nested lists for n-D); pins too
    [args.k]
    value = 3               # scalars: the exact value

Defaults: float arrays uniform in [-1, 1], float scalars 0.7, boolean arrays
random.  Integer arguments (and boolean scalars) have no safe default (an
index out of range reads outside its array), so a file with one is skipped
unless its sidecar gives it.
"""

from __future__ import annotations

import datetime
import sys
import time
from pathlib import Path

from . import check_shards
from .check_report import Progress, junit_xml, summary
from .check_runner import Settings, default_jobs, run
from ..errors import InputError


def discover(paths: list[str]) -> list[tuple[Path, str]]:
    """(path, display name) of every .ll file the arguments name, in order, once each."""
    found, seen = [], set()
    for argument in paths:
        path = Path(argument)
        if path.is_dir():
            candidates = sorted(p for p in path.rglob("*.ll") if p.is_file())
        elif path.is_file():
            candidates = [path]
        else:
            raise InputError(f"{argument}: no such file or directory")
        for candidate in candidates:
            key = candidate.resolve()
            if key not in seen:
                seen.add(key)
                found.append((candidate, str(candidate)))
    if not found:
        raise InputError(f"no .ll files found in {', '.join(paths)}")
    return found


def main(paths: list[str], *, jobs: int | None = None, junit: str | None = None,
         settings: Settings = Settings(), shard: tuple[int, int] | None = None) -> int:
    """Run `nrtgrad check`; the exit code: 0 nothing failed, 1 a check failed or errored.

    `shard` (I, N): only the files of the I-th of N shards (check_shards)."""
    from ..native import native_runtime
    from .. import toolchain
    from ..cli.output import check_writable, write_atomically

    if settings.rtol is not None and not settings.rtol > 0:
        raise InputError("--rtol must be positive")
    if junit:
        check_writable(Path(junit))
    files = discover(paths)
    suite = "nrtgrad check"
    if shard is not None:
        found = len(files)
        files = check_shards.select(files, *shard)
        suite = f"nrtgrad check shard {shard[0]}/{shard[1]}"
        print(f"nrtgrad: check: shard {shard[0]}/{shard[1]}: {len(files)} of the {found} "
              "file(s) found", file=sys.stderr, flush=True)
    toolchain.find()               # a missing toolchain is one error, not one per file
    native_runtime.library_path()  # compiled once here, not in every worker
    timestamp = datetime.datetime.now(datetime.timezone.utc)
    start = time.monotonic()
    with Progress(len(files)) as progress:
        outcomes = run(files, settings, jobs or default_jobs(), progress)
    seconds = time.monotonic() - start
    summary(outcomes, seconds)
    if junit:
        write_atomically(Path(junit), junit_xml(outcomes, seconds, timestamp, suite))
    return 1 if any(o.status in ("FAIL", "ERROR") for o in outcomes) else 0
