"""Mutation fuzzing of real inputs through the real command line.

Small fixtures are mutated (lines and tokens deleted, duplicated, swapped)
with a fixed seed and each mutant is differentiated with `-O 1` by the
`nrtgrad` command, two at a time.  Whatever the mutant, nrtgrad must exit
0, 1 or 2; never print a traceback or an internal error; on failure print
one line and create no output file; on success write a module that parses
and verifies in LLVM 15 (the self-check also runs inside).

NRT mutants: the reference-count lines of fixtures with temporaries are
mutated (two NRT_incref/NRT_decref calls swapped, one dropped, one
duplicated, a decref moved across a branch into a neighbouring block), and
each is differentiated in reverse or forward mode.  Beyond the contract
above, exit 0 must mean a right derivative with balanced memory: every
accepted mutant is checked by `tests/support/mutant_gradients.py` against finite
differences of the mutant itself (not of the kernel it came from), with
NRT allocations == frees and argument refcounts unchanged.  A failure
names the mutation and keeps the mutant in <tmp>/nrtgrad-fuzz-wrong/.

NRTGRAD_FUZZ_MUTANTS sets the number of mutants (default 150; `make fuzz`
runs 5000; a fifth as many NRT mutants), NRTGRAD_FUZZ_SEED the seed
(default 0).  Each mutant is a function of the seed and its index, so the set
splits: `make test` runs the first 60 and 12 (each a separate nrtgrad run,
two at a time), the cases marked `full` the rest.
"""

from __future__ import annotations

import collections
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hostile_support import FIXTURES, MUTANT_GRADIENTS, ROOT, run

from nrtgrad import ir
from nrtgrad.toolchain import llvm

SOURCES = [FIXTURES / f"{name}.ll" for name in ("rosenbrock2", "scaled_tanh", "sum_sq",
                                                  "math_mix", "strided_sum")] + \
    sorted((ROOT / "tests" / "lit" / "generic").glob("meminfo-alloc-*.ll"))
MUTANTS = int(os.environ.get("NRTGRAD_FUZZ_MUTANTS", "150"))
SEED = int(os.environ.get("NRTGRAD_FUZZ_SEED", "0"))
WORKERS = 2
# fixtures with NRT temporaries, float arguments only, differentiated today
NRT_SOURCES = [FIXTURES / f"{name}.ll" for name in (
    "exp_mul_sum", "logsumexp", "sum_sq_np", "cumsum_sin", "copy_update", "diff_slices",
    "branch_alloc", "max_plus_sum", "reassign_arg", "row_loop", "views_in_loop",
    "where_select", "euler_2d")]
NRT_MUTANTS = max(1, MUTANTS // 5)
# `make test`: the mutants of these first indices; the `full` cases the others
QUICK_MUTANTS, QUICK_NRT_MUTANTS = 60, 12


def first_and_rest(count: int, quick: int) -> list:
    """The indices 0..count-1 as two parameters: the first `quick`, the rest `full`."""
    return [pytest.param(range(min(quick, count)), id="first"),
            pytest.param(range(min(quick, count), count), id="rest", marks=pytest.mark.full)]
REFCOUNT_CALL = re.compile(r"\bcall void @NRT_(?:incref|decref)\((.*)\)")
WRONG = Path(tempfile.gettempdir()) / "nrtgrad-fuzz-wrong"


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


def differentiate_mutant(mutant: str, work: Path, *options: str):
    """`nrtgrad differentiate` of a mutant in its own directory: the result, and
    what is wrong with how it ended (exit code, traceback, not one line)."""
    work.mkdir()
    (work / "in.ll").write_text(mutant)
    result = run("differentiate", *options, "--timeout", "60", work / "in.ll",
                 "-o", work / "out.ll", timeout=300)
    problems = []
    if result.returncode not in (0, 1, 2):
        problems.append(f"exit {result.returncode}")
    if "Traceback" in result.stderr or "internal error" in result.stderr:
        problems.append("traceback/internal error")
    if result.returncode != 0 and len(result.stderr.strip().splitlines()) != 1:
        problems.append("not one line on stderr")
    return result, problems


def one(index: int, directory: Path) -> dict:
    rng = random.Random(f"{SEED}:{index}")
    source = SOURCES[index % len(SOURCES)]
    mutant, how = mutate(source.read_text(), rng)
    work = directory / f"m{index}"
    result, problems = differentiate_mutant(mutant, work, "-O", "1")
    files = sorted(p.name for p in work.iterdir())
    if result.returncode != 0:
        if files != ["in.ll"]:
            problems.append(f"files left: {files}")
    elif files != ["in.ll", "out.ll"]:
        problems.append(f"files: {files}")
    return {"index": index, "source": source.name, "how": how, "code": result.returncode,
            "stderr": result.stderr.strip()[-500:], "problems": problems,
            "output": (work / "out.ll") if result.returncode == 0 else None}


@pytest.mark.parametrize("indices", first_and_rest(MUTANTS, QUICK_MUTANTS))
def test_mutants_fail_cleanly_or_produce_valid_modules(indices, capsys):
    with tempfile.TemporaryDirectory(prefix="nrtgrad-fuzz-") as scratch:
        with ThreadPoolExecutor(WORKERS) as pool:
            results = list(pool.map(lambda i: one(i, Path(scratch)), indices))
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
    assert len(results) == len(indices)


# --- NRT mutants, checked by gradient when accepted --------------------------------

def refcount_sites(lines: list[str]) -> list[tuple[ir.Function, ir.Block, int]]:
    """(function, block, line index) of each refcount call in the Numba functions."""
    sites = []
    for function in ir.defined_functions(lines):
        if function.name.startswith(("cfunc.", "_ZN7cpython", "NRT_")):
            continue
        for block in ir.blocks(lines, function):
            sites += [(function, block, i) for i in block.lines if REFCOUNT_CALL.search(lines[i])]
    return sites


def site_name(lines: list[str], index: int) -> str:
    """'NRT_decref(%.7.i.i)@628'"""
    callee = "NRT_incref" if "@NRT_incref(" in lines[index] else "NRT_decref"
    operand = REFCOUNT_CALL.search(lines[index]).group(1).split()[-1]
    return f"{callee}({operand})@{index + 1}"


def mutate_nrt(text: str, rng: random.Random) -> tuple[str, str]:
    """One mutation of the refcount lines, and its description."""
    lines = text.split("\n")
    sites = refcount_sites(lines)
    function, block, i = rng.choice(sites)
    operation = rng.choice(["swap", "drop", "duplicate", "move-decref"])
    if operation == "swap":
        others = [s for s in sites if s[0] is function and s[2] != i]
        if others:
            j = rng.choice(others)[2]
            how = f"swap {site_name(lines, i)} with {site_name(lines, j)}"
            lines[i], lines[j] = lines[j], lines[i]
            return "\n".join(lines), how
    if operation == "duplicate":
        how = f"duplicate {site_name(lines, i)}"
        lines.insert(i + 1, lines[i])
        return "\n".join(lines), how
    if operation == "move-decref":
        decrefs = [s for s in sites if "@NRT_decref(" in lines[s[2]]]
        if decrefs:
            function, block, i = rng.choice(decrefs)
            every = ir.blocks(lines, function)
            targets = [(f"the start of {b.name}", next(
                k for k in b.lines if " = phi " not in lines[k] and "landingpad" not in lines[k]))
                for b in every if b.name in block.successors]
            targets += [(f"the end of {b.name}", b.lines[-1])
                        for b in every if block.name in b.successors]
            if targets:
                where, t = rng.choice(targets)
                how = f"move {site_name(lines, i)} from {block.name} to {where}"
                lines.insert(t, lines[i])
                del lines[i + (t <= i)]
                return "\n".join(lines), how
    how = f"drop {site_name(lines, i)}"
    del lines[i]
    return "\n".join(lines), how


def one_nrt(index: int, directory: Path) -> dict:
    rng = random.Random(f"{SEED}:nrt:{index}")
    source = NRT_SOURCES[index % len(NRT_SOURCES)]
    mutant, how = mutate_nrt(source.read_text(), rng)
    mode = rng.choice(["reverse", "forward"])
    work = directory / f"n{index}"
    result, problems = differentiate_mutant(mutant, work, "--mode", mode)
    return {"index": index, "source": source.name, "how": how, "mode": mode,
            "code": result.returncode, "stderr": result.stderr.strip()[-300:],
            "problems": problems, "mutant": str(work / "in.ll"),
            "derivative": str(work / "out.ll")}


def check_gradients(jobs: list[dict], scratch: Path) -> dict[int, dict]:
    """mutant_gradients.py over the jobs; a crash is charged to the job it happened in,
    and a new process goes on with the rest."""
    results: dict[int, dict] = {}
    pending = list(jobs)
    while pending:
        listing = scratch / f"jobs-{pending[0]['index']}.json"
        listing.write_text(json.dumps(pending))
        process = subprocess.run([sys.executable, str(MUTANT_GRADIENTS),
                                  str(listing)], capture_output=True, text=True, timeout=3600)
        started, stage = None, "the start"
        for line in process.stdout.splitlines():
            if line.startswith("start "):
                started = int(line.split()[1])
            elif line.startswith("stage "):
                stage = line[len("stage "):]
            elif line.startswith("result "):
                result = json.loads(line[len("result "):])
                results[result["index"]] = result
                started = None
        crashed = started if started is not None else pending[0]["index"]
        if crashed not in results:
            results[crashed] = {"compared": 0, "problems": [
                f"crashed in {stage} (exit {process.returncode}): "
                f"{process.stderr.strip()[-300:]}"]}
        pending = [job for job in pending if job["index"] not in results]
    return results


@pytest.mark.parametrize("indices", first_and_rest(NRT_MUTANTS, QUICK_NRT_MUTANTS))
def test_nrt_mutants_exit_0_only_with_right_derivatives(indices, capsys):
    with tempfile.TemporaryDirectory(prefix="nrtgrad-fuzz-nrt-") as scratch:
        scratch = Path(scratch)
        with ThreadPoolExecutor(WORKERS) as pool:
            results = list(pool.map(lambda i: one_nrt(i, scratch), indices))
        accepted = [{"index": r["index"], "mutant": r["mutant"], "derivative": r["derivative"],
                     "mode": r["mode"]} for r in results if r["code"] == 0]
        with ThreadPoolExecutor(WORKERS) as pool:
            checked = {}
            for part in pool.map(lambda k: check_gradients(accepted[k::WORKERS], scratch),
                                 range(WORKERS)):
                checked.update(part)
        wrong = []
        for result in results:
            found = checked.get(result["index"])
            if found and found["problems"]:
                WRONG.mkdir(exist_ok=True)
                kept = WRONG / f"{Path(result['source']).stem}-{SEED}-{result['index']}.ll"
                shutil.copy(result["mutant"], kept)
                wrong.append(f"{result['source']} [{result['how']}] --mode {result['mode']} "
                             f"({kept}): {found['problems'][0]}"
                             + (f" (+{len(found['problems']) - 1} more)"
                                if len(found["problems"]) > 1 else ""))
    codes = collections.Counter(r["code"] for r in results)
    bad = [r for r in results if r["problems"]]
    compared = sum(1 for r in checked.values() if r["compared"])
    with capsys.disabled():
        print(f"\nfuzz NRT: {len(results)} mutants (seed {SEED}) of {len(NRT_SOURCES)} inputs; "
              "exits " + ", ".join(f"{code}: {n}" for code, n in sorted(codes.items()))
              + f"; gradient checks on exit-0 mutants: {len(checked)} "
              f"({compared} compared with finite differences); wrong: {len(wrong)}")
        for line in wrong:
            print("  wrong: " + line)
    assert not bad, [(r["index"], r["source"], r["how"], r["problems"], r["stderr"])
                     for r in bad[:10]]
    assert len(checked) == len(accepted)
    assert not wrong, wrong
