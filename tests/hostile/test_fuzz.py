"""Mutation fuzzing of real inputs through the real command line.

Small fixtures are mutated (lines and tokens deleted, duplicated, swapped)
with a fixed seed and each mutant is differentiated with `-O 1` by the
`nrtgrad` command, two at a time.  Whatever the mutant, nrtgrad must exit
0, 1 or 2; never print a traceback or an internal error; on failure print
one line and create no output file; on success write a module that parses
and verifies in LLVM 15 (the self-check also runs inside).

NRTGRAD_FUZZ_MUTANTS sets the number of mutants (default 500; `make fuzz`
runs 5000), NRTGRAD_FUZZ_SEED the seed (default 0).
"""

from __future__ import annotations

import collections
import os
import random
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from hostile_support import FIXTURES, ROOT, run

from nrtgrad import llvm

SOURCES = [FIXTURES / f"{name}.ll" for name in ("rosenbrock2", "scaled_tanh", "sum_sq",
                                                  "math_mix", "strided_sum")] + \
    sorted((ROOT / "tests" / "lit" / "generic").glob("meminfo-alloc-*.ll"))
MUTANTS = int(os.environ.get("NRTGRAD_FUZZ_MUTANTS", "500"))
SEED = int(os.environ.get("NRTGRAD_FUZZ_SEED", "0"))
WORKERS = 2


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """The mutant and a description of what was done."""
    lines = text.split("\n")
    done = []
    for _ in range(rng.randint(1, 3)):
        operation = rng.choice(["delete-line", "duplicate-line", "swap-lines",
                                "delete-token", "duplicate-token", "swap-tokens",
                                "move-token"])
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        if operation == "delete-line":
            del lines[i]
        elif operation == "duplicate-line":
            lines.insert(j, lines[i])
        elif operation == "swap-lines":
            lines[i], lines[j] = lines[j], lines[i]
        else:
            tokens = lines[i].split(" ")
            if len(tokens) < 2:
                continue
            a, b = rng.randrange(len(tokens)), rng.randrange(len(tokens))
            if operation == "delete-token":
                del tokens[a]
            elif operation == "duplicate-token":
                tokens.insert(b, tokens[a])
            elif operation == "swap-tokens":
                tokens[a], tokens[b] = tokens[b], tokens[a]
            else:  # a token of this line into another line
                other = lines[j].split(" ")
                other.insert(rng.randrange(len(other) + 1), tokens.pop(a))
                lines[j] = " ".join(other)
                if j == i:
                    continue
            lines[i] = " ".join(tokens)
        done.append(f"{operation}@{i + 1}")
    return "\n".join(lines), ",".join(done)


def one(index: int, directory: Path) -> dict:
    rng = random.Random(f"{SEED}:{index}")
    source = SOURCES[index % len(SOURCES)]
    mutant, how = mutate(source.read_text(), rng)
    work = directory / f"m{index}"
    work.mkdir()
    (work / "in.ll").write_text(mutant)
    result = run("differentiate", "-O", "1", "--timeout", "60", work / "in.ll",
                 "-o", work / "out.ll", timeout=300)
    problems = []
    if result.returncode not in (0, 1, 2):
        problems.append(f"exit {result.returncode}")
    if "Traceback" in result.stderr or "internal error" in result.stderr:
        problems.append("traceback/internal error")
    files = sorted(p.name for p in work.iterdir())
    if result.returncode != 0:
        if len(result.stderr.strip().splitlines()) != 1:
            problems.append("not one line on stderr")
        if files != ["in.ll"]:
            problems.append(f"files left: {files}")
    elif files != ["in.ll", "out.ll"]:
        problems.append(f"files: {files}")
    return {"index": index, "source": source.name, "how": how, "code": result.returncode,
            "stderr": result.stderr.strip()[-500:], "problems": problems,
            "output": (work / "out.ll") if result.returncode == 0 else None}


def test_mutants_fail_cleanly_or_produce_valid_modules(capsys):
    with tempfile.TemporaryDirectory(prefix="nrtgrad-fuzz-") as scratch:
        with ThreadPoolExecutor(WORKERS) as pool:
            results = list(pool.map(lambda i: one(i, Path(scratch)), range(MUTANTS)))
        invalid = []
        for result in results:  # llvmlite in this thread only
            if result["output"] is not None:
                try:
                    llvm.parse_and_verify(result["output"].read_text())
                except Exception as error:  # noqa: BLE001
                    invalid.append((result["index"], result["how"], str(error)[:300]))
    codes = collections.Counter(r["code"] for r in results)
    bad = [r for r in results if r["problems"]]
    tracebacks = sum("traceback/internal error" in r["problems"] for r in results)
    partial = sum(any(p.startswith("files left") for p in r["problems"]) for r in results)
    with capsys.disabled():
        print(f"\nfuzz: {len(results)} mutants (seed {SEED}) of {len(SOURCES)} inputs; exits "
              + ", ".join(f"{code}: {n}" for code, n in sorted(codes.items()))
              + f"; tracebacks: {tracebacks}; partial outputs: {partial}; "
              f"invalid outputs: {len(invalid)}")
    assert not bad, [(r["index"], r["source"], r["how"], r["problems"], r["stderr"])
                     for r in bad[:10]]
    assert not invalid, invalid[:10]
    assert len(results) == MUTANTS
