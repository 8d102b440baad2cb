#!/usr/bin/env python3
"""Capture what Numba prints with NUMBA_DUMP_OPTIMIZED=1 and NUMBA_DUMP_LLVM=1.

Usage:
    python scripts/dump_numba_logs.py --numba 0.61.2 [--keep-venv DIR] [--python PY]
                                      [--program PATH] [--dumps llvm,optimized]

Runs tests/inputs/numba-logs/program.py with the given Numba version (in a
venv made as scripts/dump_fixtures.py makes it) and writes its standard
output to tests/inputs/numba-logs/numba-VERSION.optimized.log and
numba-VERSION.llvm.log.  `--program` runs another program of that directory
instead, whose logs are numba-VERSION.<its stem>.optimized.log and .llvm.log;
`--dumps` writes only the logs it names (default: both).  The program runs as `__main__` from the repository
root, compiled under its relative path, and Numba's modules under paths
relative to site-packages (dump_fixtures.RELATIVE_SOURCES), so the file names
Numba embeds in the IR depend neither on where the repository lives nor on
where the venv does.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dump_fixtures import (DEFAULT_NUMBA, RELATIVE_SOURCES, REPO_ROOT, clean_env,  # noqa: E402
                           die, log, prepare_venv)

PROGRAM = Path("tests/inputs/numba-logs/program.py")
DUMPS = {"optimized": "NUMBA_DUMP_OPTIMIZED", "llvm": "NUMBA_DUMP_LLVM"}
# argv: the program's path relative to the working directory
RUNNER = RELATIVE_SOURCES + r'''
program = sys.argv[1]
main = types.ModuleType("__main__")
main.__file__ = program
sys.modules["__main__"] = main
with open(program, "rb") as fh:
    exec(compile(fh.read(), program, "exec", dont_inherit=True), main.__dict__)
'''


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--numba", default=DEFAULT_NUMBA, help="numba version (default %(default)s)")
    ap.add_argument("--keep-venv", type=Path, metavar="DIR",
                    help="create (or reuse) the venv in DIR and keep it")
    ap.add_argument("--python", default=sys.executable,
                    help="interpreter used to create the venv (default: this one)")
    ap.add_argument("--program", type=Path, default=PROGRAM,
                    help="the program to run, in %s (default: %%(default)s)" % PROGRAM.parent)
    ap.add_argument("--dumps", default=",".join(DUMPS),
                    help="the logs to write, of %s (default: %%(default)s)" % ", ".join(DUMPS))
    args = ap.parse_args(argv)
    program = args.program
    if program.parent != PROGRAM.parent or not (REPO_ROOT / program).is_file():
        die(f"--program must be a file of {PROGRAM.parent}, as a path from the repository root")
    stem = "" if program == PROGRAM else f".{program.stem}"
    dumps = args.dumps.split(",")
    if not set(dumps) <= set(DUMPS):
        die(f"--dumps takes {', '.join(DUMPS)}")
    with tempfile.TemporaryDirectory(prefix="nrtgrad-logs-") as tmp:
        venv = args.keep_venv.resolve() if args.keep_venv else Path(tmp) / "venv"
        py = prepare_venv(venv, args.python, args.numba, Path(tmp))
        for suffix in dumps:
            variable = DUMPS[suffix]
            out = REPO_ROOT / PROGRAM.parent / f"numba-{args.numba}{stem}.{suffix}.log"
            proc = subprocess.run([str(py), "-c", RUNNER, program.as_posix()], cwd=REPO_ROOT,
                                  env=clean_env({variable: "1"}), capture_output=True,
                                  text=True)
            if proc.returncode != 0:
                die(f"{program} failed with {variable}=1: "
                    f"{(proc.stderr.strip().splitlines() or ['no output'])[-1]}")
            out.write_text(proc.stdout, encoding="utf-8")
            log(f"wrote {out.relative_to(REPO_ROOT)} ({len(proc.stdout)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
