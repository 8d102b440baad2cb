"""Latency of the nrtgrad command itself: start-up, differentiate, and the bare opt run.

    python scripts/bench_tool.py [--runs N] [--out DIR]

Measures wall time, median of N rounds; within a round every command runs
once, in turn, and a ratio is the median over rounds of the ratio within a
round (host noise that lasts a round cancels out):

* `nrtgrad --help` against `python -c pass` and `python -c "import nrtgrad.cli"`;
* `nrtgrad differentiate` of Numba fixtures (tests/inputs) against the bare
  `opt -load-pass-plugin ... -passes=...` on the registered module, which is
  what `--save-temps` writes with its `enzyme-command.sh`, and against the
  same opt run with `default<O2>` appended (a derivative as fast as
  nrtgrad's needs that O2), with the time of every opt the pipeline runs
  (measured in-process, from its start to its result: the O2 run overlaps
  the self-checks of the lowered module); `nrtgrad differentiate -O 1` (no
  O2) against the bare run is what nrtgrad itself adds to Enzyme;
* the same for synthetic modules of 1, 10 and 100 kernels: copies of a
  generic `__enzyme_autodiff` module (tests/lit/generic) with renamed
  functions;
* batch mode: the Numba fixtures in one `nrtgrad differentiate ... -o DIR`
  call with -j 1 and with one job per CPU.

Commands run as an installed nrtgrad does, with Python's bytecode cache
(PYTHONDONTWRITEBYTECODE is dropped).  Writes DIR/tool.json and DIR/tool.md.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NRTGRAD = str(BIN / "nrtgrad")
FIXTURES = ROOT / "tests" / "inputs" / "numba-0.61.2"
NUMBA_FIXTURES = ["sum_sq", "exp_mul_sum", "logsumexp", "cumsum_sin"]
GENERIC = ROOT / "tests" / "lit" / "generic" / "meminfo-alloc-released-by-nrt-decref-opaque.ll"
COPIES = [1, 10, 100]


def run_timed(argv) -> float:
    """Wall time of one run of a command that must succeed."""
    start = time.perf_counter()
    result = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, argv))[:200]} failed: "
                         f"{result.stderr.decode(errors='replace').strip()[-500:]}")
    return elapsed


def interleaved(commands: dict[str, list], runs: int) -> dict[str, list[float]]:
    """Wall times of each command, run in turn once per round: one sample per round."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            samples[name].append(run_timed(argv))
    return samples


def ratio(samples: dict[str, list[float]], numerator: str, denominator: str) -> float:
    """Median over rounds of the ratio within a round: noise that lasts a round cancels out."""
    return statistics.median(a / b for a, b in zip(samples[numerator], samples[denominator]))


def startup(runs: int) -> dict:
    python = sys.executable
    samples = interleaved({
        "python -c pass": [python, "-c", "pass"],
        "python -c 'import nrtgrad.cli'": [python, "-c", "import nrtgrad.cli"],
        "nrtgrad --help": [NRTGRAD, "--help"],
        "nrtgrad differentiate --help": [NRTGRAD, "differentiate", "--help"],
    }, runs)
    return {name: statistics.median(values) for name, values in samples.items()}


def synthetic_module(copies: int) -> str:
    """`copies` renamed copies of the generic module's functions, one set of declarations."""
    text = "\n".join(line for line in GENERIC.read_text().splitlines()
                     if not line.startswith(";"))
    declarations = [line for line in text.splitlines() if line.startswith("declare ")]
    body = "\n".join(line for line in text.splitlines() if not line.startswith("declare "))
    defined = re.findall(r"^define [^@]*@([-\w.$]+)\(", body, flags=re.M)
    pattern = re.compile(r"@(" + "|".join(map(re.escape, defined)) + r")\b")
    parts = [pattern.sub(lambda m, k=k: f"@{m.group(1)}_{k}", body) for k in range(copies)]
    return "\n".join(parts) + "\n" + "\n".join(declarations) + "\n"


def stage_times(path: Path) -> list[tuple[str, float]]:
    """Each opt the in-process pipeline runs, with its wall time from start to result, the
    Python work that did not overlap an opt run, and the total."""
    from nrtgrad import enzyme, pipeline, toolchain

    timings = []
    original = enzyme.OptRun

    class Timed(original):
        def __init__(self, tc, module, passes, **kwargs):
            self.label = "opt " + (passes if len(passes) < 40 else passes[:37] + "...")
            self.start = time.perf_counter()
            super().__init__(tc, module, passes, **kwargs)

        def result(self):
            try:
                return super().result()
            finally:
                timings.append((self.label, time.perf_counter() - self.start))

    enzyme.OptRun = Timed
    try:
        start = time.perf_counter()
        pipeline.differentiate(toolchain.find(), path.read_bytes(), str(path), pipeline.Options())
        total = time.perf_counter() - start
    finally:
        enzyme.OptRun = original
    in_opt = sum(t for _, t in timings)
    return timings + [("Python stages", total - in_opt), ("pipeline total (in-process)", total)]


def differentiate_vs_opt(path: Path, runs: int, work: Path) -> dict:
    temps = work / f"{path.stem}.temps"
    subprocess.run([NRTGRAD, "differentiate", str(path), "-o", str(work / "out.ll"),
                    "--save-temps", str(temps)], check=True, capture_output=True)
    command = (temps / "enzyme-command.sh").read_text().strip()
    program, _, source = command.rpartition(" < ")
    with_o2 = shlex.join(argument + ",default<O2>" if argument.startswith("-passes=")
                         else argument for argument in shlex.split(program)) + f" < {source}"
    out = str(work / "out.ll")
    samples = interleaved({
        "bare": ["bash", "-c", command],
        "bare_o2": ["bash", "-c", with_o2],
        "nrtgrad": [NRTGRAD, "differentiate", str(path), "-o", out],
        "nrtgrad_o1": [NRTGRAD, "differentiate", str(path), "-O", "1", "-o", out],
    }, runs)
    median = {name: statistics.median(values) for name, values in samples.items()}
    lines = len(path.read_text().splitlines())
    return {"input": path.name, "lines": lines, "nrtgrad_s": median["nrtgrad"],
            "bare_opt_s": median["bare"], "ratio": ratio(samples, "nrtgrad", "bare"),
            "bare_opt_o2_s": median["bare_o2"], "ratio_o2": ratio(samples, "nrtgrad", "bare_o2"),
            "nrtgrad_o1_s": median["nrtgrad_o1"], "ratio_o1": ratio(samples, "nrtgrad_o1", "bare"),
            "stages": stage_times(path)}


def batch(runs: int, work: Path) -> dict:
    inputs = [str(FIXTURES / f"{name}.ll") for name in NUMBA_FIXTURES]
    jobs = os.cpu_count() or 1
    samples = interleaved({
        "serial": [NRTGRAD, "differentiate", *inputs, "-o", str(work / "batch"), "-j", "1"],
        "parallel": [NRTGRAD, "differentiate", *inputs, "-o", str(work / "batch"),
                     "-j", str(jobs)],
    }, runs)
    return {"inputs": len(inputs), "jobs": jobs,
            "serial_s": statistics.median(samples["serial"]),
            "parallel_s": statistics.median(samples["parallel"]),
            "speedup": ratio(samples, "serial", "parallel")}


def seconds(value: float) -> str:
    return f"{value * 1e3:.0f} ms" if value < 10 else f"{value:.1f} s"


def batch_line(b: dict) -> str:
    return (f"Batch: {b['inputs']} Numba fixtures in one call: -j 1 {seconds(b['serial_s'])}, "
            f"-j {b['jobs']} {seconds(b['parallel_s'])} (speed-up {b['speedup']:.2f}).")


def markdown(result: dict) -> str:
    """tool.md: the differentiate table, the batch line and the start-up table."""
    md = ["| module | lines | nrtgrad differentiate | bare Enzyme opt | ratio "
          "| Enzyme opt + O2 | ratio | nrtgrad -O 1 | ratio to bare |",
          "|---|---|---|---|---|---|---|---|---|"]
    md += [f"| {r['input']} | {r['lines']} | {seconds(r['nrtgrad_s'])} | "
           f"{seconds(r['bare_opt_s'])} | {r['ratio']:.2f} | {seconds(r['bare_opt_o2_s'])} | "
           f"{r['ratio_o2']:.2f} | {seconds(r['nrtgrad_o1_s'])} | {r['ratio_o1']:.2f} |"
           for r in result["differentiate"]]
    md += ["", batch_line(result["batch"])]
    md += ["", "| start-up | time |", "|---|---|"]
    md += [f"| `{k}` | {seconds(v)} |" for k, v in result["startup"].items()]
    return "\n".join(md) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per measurement (median)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    options = parser.parse_args(argv)
    os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")
    # timed as an installed nrtgrad runs: with Python's bytecode cache (pip writes it
    # at install time), written here once before the first timing
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", "import nrtgrad.cli, nrtgrad.pipeline"], check=True)
    from rich.console import Console
    from rich.table import Table

    console = Console(width=max(Console().width, 120))
    result = {"startup": startup(max(options.runs, 10))}
    table = Table(title="Start-up (median wall time)")
    table.add_column("command")
    table.add_column("time", justify="right")
    for command, value in result["startup"].items():
        table.add_row(command, seconds(value))
    console.print(table)

    with tempfile.TemporaryDirectory(prefix="nrtgrad-bench-") as tmp:
        work = Path(tmp)
        modules = [FIXTURES / f"{name}.ll" for name in NUMBA_FIXTURES]
        for copies in COPIES:
            path = work / f"generic-x{copies}.ll"
            path.write_text(synthetic_module(copies))
            modules.append(path)
        result["differentiate"] = []
        for path in modules:
            console.print(f"{path.name} ...")
            result["differentiate"].append(differentiate_vs_opt(path, options.runs, work))
        console.print("batch ...")
        result["batch"] = batch(options.runs, work)

    table = Table(title="nrtgrad differentiate vs the bare Enzyme opt run (median wall time)")
    for column in ("module", "lines", "nrtgrad", "bare opt", "nrtgrad/opt", "opt + O2",
                   "nrtgrad/(opt + O2)", "nrtgrad -O 1", "-O 1/opt", "where the time goes"):
        table.add_column(column, justify="left" if column in ("module", "where the time goes")
                         else "right")
    for row in result["differentiate"]:
        where = ", ".join(f"{label} {seconds(t)}" for label, t in row["stages"][:-1])
        table.add_row(row["input"], str(row["lines"]), seconds(row["nrtgrad_s"]),
                      seconds(row["bare_opt_s"]), f"{row['ratio']:.2f}",
                      seconds(row["bare_opt_o2_s"]), f"{row['ratio_o2']:.2f}",
                      seconds(row["nrtgrad_o1_s"]), f"{row['ratio_o1']:.2f}", where)
    console.print(table)

    console.print(batch_line(result["batch"]))
    options.out.mkdir(parents=True, exist_ok=True)
    (options.out / "tool.json").write_text(json.dumps(result, indent=2) + "\n")
    (options.out / "tool.md").write_text(markdown(result))
    console.print(f"wrote {options.out / 'tool.json'} and {options.out / 'tool.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
