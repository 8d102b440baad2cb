"""Benchmark nrtgrad's gradients against the Numba primal, finite differences and JAX.

    python scripts/bench.py [--quick] [--only a,b] [--out DIR] [--no-chart] [--default-malloc]

For every kernel of bench/kernels.py, in this process: compile it with Numba,
dump its IR (`inspect_llvm`), differentiate it with nrtgrad's pipeline as
`nrtgrad.grad` does (a time loop whose array LLVM's loop optimisations copied
from Numba's module before them: derivative_cache.differentiate), JIT
the derivative (nrtgrad.python.jit.GradientFunction, NULL MemInfos) and check its
gradient against central finite differences of the Numba primal at a small
size (a wrong gradient stops the benchmark with exit 1). Then, at the
benchmark size, time (median of repeated calls after a warm-up):

* the Numba primal and nrtgrad's gradient of every float parameter as
  `nrtgrad.grad` computes it (`argnums` naming them all; without the function's value: what only the
  value needed is left out; including allocating the zeroed gradient
  buffers), called in alternation, and the median of the per-pair ratios (a
  slow spell of a shared machine hits both sides of a pair);
* the gradient with the value (`nrtgrad.value_and_grad`, what `nrtgrad
  differentiate` writes without --no-value) against the primal, the same way;
* the gradient with scalar libm against the gradient with vector math
  (both for this machine's CPU, as `nrtgrad.grad` compiles them), called in
  alternation: the speed-up libmvec gives (where the derivative calls it);
* the gradient without loop versions (`version_loops=False`) against the
  gradient with them, called in alternation: the speed-up loop_versions
  gives (where the derivative has loops indexing through broadcast selects);
* the gradient with its allocations on glibc (`pooled=False`) against the
  gradient as `nrtgrad.grad` runs it, through nrtgrad's pool (jit_pool),
  called in alternation: the speed-up the pool gives;
* central finite differences for the same gradient: 2n primal calls for n
  float inputs, computed from the measured primal time;
* with JAX installed, `jax.jit(jax.grad(f))` of the same function in
  jax.numpy (float64, single-threaded XLA), checked against nrtgrad's
  gradient at the benchmark size.

A kernel nrtgrad refuses is reported as such and the others still run.

glibc's allocator is told to keep freed memory (mallopt: no mmap below
32 MiB, no trimming), for the primal and the gradient alike: left to its
dynamic thresholds, whether a large temporary is a fresh mmap -- whose page
faults can be most of a primal's time -- depends on what ran before.
Writes DIR/bench.json (with the machine), DIR/bench.md (the table in
Markdown) and DIR/bench.png (a chart; skipped without matplotlib); with
--default-malloc DIR/bench-default-malloc.{json,md,png}.
"""

from __future__ import annotations

import argparse
import ctypes
import dataclasses
import json
import math
import os
import platform
import statistics
import sys
import time
import warnings
from pathlib import Path

# nrtgrad's in-process LLVM (llvmlite) reads opaque pointers only with this set
# before llvmlite is first imported; XLA is kept on one thread like Numba.
os.environ.setdefault("LLVMLITE_ENABLE_OPAQUE_POINTERS", "1")
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false "
                                   "intra_op_parallelism_threads=1")

ROOT = Path(__file__).resolve().parent.parent
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
sys.path.insert(0, str(ROOT / "bench"))

import numba  # noqa: E402
import numpy as np  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

import kernels  # noqa: E402
from nrtgrad.toolchain import llvm
from nrtgrad import pipeline, toolchain  # noqa: E402
from nrtgrad.errors import NrtgradError  # noqa: E402
from nrtgrad.python import derivative_cache  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402
from nrtgrad.gradcheck.finite_differences import central_differences  # noqa: E402

console = Console(width=max(Console().width, 130))


class WrongGradient(Exception):
    pass


# ---------------------------------------------------------------------------
# Timing
# ---------------------------------------------------------------------------


def paired_times(primal, gradient, *, budget: float, min_runs: int = 7,
                 max_runs: int = 60, warmup: int = 2) -> dict:
    """Medians of primal() and gradient() called in alternation, and of their ratio."""
    for _ in range(warmup):
        primal()
        gradient()
    primal_s, grad_s = [], []
    start = time.perf_counter()
    while len(primal_s) < max_runs and (len(primal_s) < min_runs
                                        or time.perf_counter() - start < 2 * budget):
        t0 = time.perf_counter()
        primal()
        t1 = time.perf_counter()
        gradient()
        t2 = time.perf_counter()
        primal_s.append(t1 - t0)
        grad_s.append(t2 - t1)
    return {"primal_s": statistics.median(primal_s), "primal_min_s": min(primal_s),
            "grad_s": statistics.median(grad_s), "grad_min_s": min(grad_s),
            "grad_over_primal": statistics.median(g / p for g, p in zip(grad_s, primal_s)),
            "runs": len(primal_s)}


def keep_freed_memory() -> None:
    """glibc: no mmap for blocks under 32 MiB, never trim the heap (see the module doc)."""
    try:
        libc = ctypes.CDLL(None)
        libc.mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
        libc.mallopt(M_TRIM_THRESHOLD, 2**31 - 1)
    except (OSError, AttributeError):  # not glibc: its own policy stands
        pass


# ---------------------------------------------------------------------------
# Checking
# ---------------------------------------------------------------------------


def float_positions(args) -> list[int]:
    return [i for i, a in enumerate(args) if np.asarray(a).dtype.kind == "f"]


def check_against_finite_differences(bench, primal, gradient: GradientFunction) -> float:
    """The worst relative error; raises WrongGradient past rtol 1e-5 (or for a wrong value)."""
    args = [np.array(a) if isinstance(a, np.ndarray) else a
            for a in bench.make_args(bench.check_size, 1)]
    result = gradient(*args)
    if result.status != 0:
        raise WrongGradient(f"{bench.name}: gradient returned status {result.status}")
    expected = primal(*args)
    if result.value is not None and not math.isclose(result.value, expected, rel_tol=1e-10,
                                                     abs_tol=1e-12):
        raise WrongGradient(f"{bench.name}: value {result.value!r} != primal {expected!r}")
    worst = 0.0
    names = [a.name for a in gradient.spec.entry.arguments]
    for index in float_positions(args):
        name = names[index]
        reference = central_differences(primal, args, index)
        got = np.asarray(result.gradients[name])
        scale = max(1.0, float(np.max(np.abs(reference))))
        try:
            np.testing.assert_allclose(got, reference, rtol=1e-5, atol=1e-7 * scale)
        except AssertionError as error:
            raise WrongGradient(f"{bench.name}: d/d{name} disagrees with finite "
                                f"differences:{error}") from None
        worst = max(worst, float(np.max(np.abs(got - reference))) / scale)
    return worst


# ---------------------------------------------------------------------------
# JAX
# ---------------------------------------------------------------------------


def load_jax():
    try:
        import jax
    except ImportError:
        return None
    jax.config.update("jax_enable_x64", True)
    # nrtgrad's opt runs are subprocesses: fork and exec at once, which Python
    # warns about once JAX's threads run, though nothing runs between the two
    warnings.filterwarnings("ignore", message=r"os\.fork\(\) was called",
                            category=RuntimeWarning)
    return jax


def run_jax(jax, bench, args, ours: dict, budget: float) -> dict:
    jnp, lax = jax.numpy, jax.lax
    function = bench.jax(jnp, lax)
    positions = float_positions(args)
    grad = jax.jit(jax.grad(function, argnums=tuple(positions)))
    primal = jax.jit(function)
    jargs = [jax.device_put(np.asarray(a)) for a in args]
    start = time.perf_counter()
    gradients = jax.block_until_ready(grad(*jargs))
    compile_time = time.perf_counter() - start
    jax.block_until_ready(primal(*jargs))
    worst = 0.0
    for position, value in zip(positions, gradients):
        reference = np.asarray(ours[position])
        scale = max(1e-300, float(np.max(np.abs(reference))))
        worst = max(worst, float(np.max(np.abs(np.asarray(value) - reference))) / scale)
    if worst > 1e-6:
        raise WrongGradient(f"{bench.name}: nrtgrad and JAX gradients differ at n={bench.size} "
                            f"(max relative difference {worst:.1e})")
    times = paired_times(lambda: jax.block_until_ready(primal(*jargs)),
                         lambda: jax.block_until_ready(grad(*jargs)), budget=budget)
    return {**times, "compile_s": compile_time, "max_rel_diff_vs_nrtgrad": worst}


# ---------------------------------------------------------------------------
# One benchmark
# ---------------------------------------------------------------------------


# as nrtgrad.grad compiles a gradient: for this machine's CPU, without the value
NATIVE = pipeline.Options(target_cpu="native", value=False)
NATIVE_WITH_VALUE = dataclasses.replace(NATIVE, value=True)
NATIVE_SCALAR_MATH = dataclasses.replace(NATIVE, vector_math=False)
NATIVE_UNVERSIONED = dataclasses.replace(NATIVE, version_loops=False)


def run_one(bench, jax, size: int, budget: float) -> dict:
    row = {"name": bench.name, "pattern": bench.pattern, "size": size}
    start = time.perf_counter()
    primal = numba.njit(bench.signature)(bench.function)
    row["numba_compile_s"] = time.perf_counter() - start
    signature = primal.signatures[0]
    ir = primal.inspect_llvm(signature)
    start = time.perf_counter()
    try:
        # for this machine's CPU, as nrtgrad.grad does: libmvec where it has AVX2
        result, with_value, scalar, unversioned = (
            derivative_cache.differentiate(primal, signature, ir, bench.name, options)
            for options in (NATIVE, NATIVE_WITH_VALUE, NATIVE_SCALAR_MATH, NATIVE_UNVERSIONED))
    except NrtgradError as error:
        row["error"] = f"nrtgrad differentiate: {error}"
        return row
    row["differentiate_s"] = time.perf_counter() - start
    start = time.perf_counter()
    gradient = GradientFunction(result.module, result.gradient)
    row["jit_s"] = time.perf_counter() - start
    valued = GradientFunction(with_value.module, with_value.gradient)
    row["check_size"] = bench.check_size
    row["fd_check_max_rel_error"] = max(check_against_finite_differences(bench, primal, g)
                                        for g in (gradient, valued))

    args = bench.make_args(size, 0)
    row["inputs"] = n_inputs = sum(np.size(args[i]) for i in float_positions(args))
    row.update(paired_times(lambda: primal(*args), lambda: gradient(*args), budget=budget))
    row["value_and_grad_over_primal"] = paired_times(
        lambda: primal(*args), lambda: valued(*args), budget=budget)["grad_over_primal"]
    if scalar.module != result.module:
        scalar_gradient = GradientFunction(scalar.module, scalar.gradient)
        row["vector_math_speedup"] = 1 / paired_times(
            lambda: scalar_gradient(*args), lambda: gradient(*args),
            budget=budget)["grad_over_primal"]
    if unversioned.module != result.module:
        unversioned_gradient = GradientFunction(unversioned.module, unversioned.gradient)
        row["loop_versions_speedup"] = 1 / paired_times(
            lambda: unversioned_gradient(*args), lambda: gradient(*args),
            budget=budget)["grad_over_primal"]
    unpooled = GradientFunction(result.module, result.gradient, pooled=False)
    row["pool_speedup"] = 1 / paired_times(
        lambda: unpooled(*args), lambda: gradient(*args), budget=budget)["grad_over_primal"]
    row["fd_s"] = 2 * n_inputs * row["primal_s"]
    row["fd_over_grad"] = row["fd_s"] / row["grad_s"]
    if jax is not None:
        ours = gradient(*args)
        names = [a.name for a in result.gradient.entry.arguments]
        by_position = {i: ours.gradients[names[i]] for i in float_positions(args)}
        row["jax"] = run_jax(jax, bench, args, by_position, budget)
        row["jax_over_nrtgrad"] = row["jax"]["grad_s"] / row["grad_s"]
    return row


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------


def machine_info(tc) -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import llvmlite

    info = {"cpu": cpu, "cores": os.cpu_count(), "machine": platform.machine(),
            "system": f"{platform.system()} {platform.release()}",
            "python": platform.python_version(), "numba": numba.__version__,
            "llvmlite": llvmlite.__version__, "numpy": np.__version__,
            "llvm": tc.llvm_version, "enzyme": tc.enzyme_version,
            "host_cpu": llvm.binding().get_host_cpu_name(),
            "load_average_1min": os.getloadavg()[0]}
    jax = sys.modules.get("jax")
    info["jax"] = jax.__version__ if jax else None
    return info


def seconds(value: float) -> str:
    for unit, scale in (("days", 86400.0), ("h", 3600.0), ("min", 60.0), ("s", 1.0),
                        ("ms", 1e-3), ("µs", 1e-6)):
        if value >= scale:
            return f"{value / scale:.3g} {unit}"
    return f"{value * 1e9:.3g} ns"


def geometric_mean(values: list[float]) -> float | None:
    return math.exp(statistics.fmean(math.log(v) for v in values)) if values else None


def summary(rows: list[dict]) -> dict:
    timed = [r for r in rows if "grad_s" in r]
    with_jax = [r for r in timed if "jax" in r]
    return {
        "kernels": len(rows), "differentiated": len(timed),
        "refused": [r["name"] for r in rows if "error" in r],
        "geomean_grad_over_primal": geometric_mean([r["grad_over_primal"] for r in timed]),
        "geomean_value_and_grad_over_primal": geometric_mean(
            [r["value_and_grad_over_primal"] for r in timed]),
        "geomean_vector_math_speedup": geometric_mean([r.get("vector_math_speedup", 1.0)
                                                       for r in timed]),
        "geomean_loop_versions_speedup": geometric_mean(
            [r.get("loop_versions_speedup", 1.0) for r in timed]),
        "geomean_pool_speedup": geometric_mean([r["pool_speedup"] for r in timed]),
        "geomean_jax_grad_over_nrtgrad": geometric_mean([r["jax_over_nrtgrad"]
                                                         for r in with_jax]),
        "geomean_jax_grad_over_numba_primal": geometric_mean(
            [r["jax"]["grad_s"] / r["primal_s"] for r in with_jax]),
    }


COLUMNS = ["kernel", "n", "primal", "gradient", "grad/primal", "with value/primal",
           "vector math", "loop versions",
           "pool",
           "FD (2n primal)",
           "FD/grad", "JAX grad", "JAX/ours"]


def table_rows(rows: list[dict], jax_note: str) -> list[list[str]]:
    out = []
    for r in rows:
        if "error" in r:
            out.append([r["name"], f"{r['size']:,}", "—", "refused (see below)",
                        *["—"] * (len(COLUMNS) - 4)])
            continue
        jax_cells = ([seconds(r["jax"]["grad_s"]), f"{r['jax_over_nrtgrad']:.2f}"]
                     if "jax" in r else [jax_note, jax_note])
        out.append([r["name"], f"{r['inputs']:,}", seconds(r["primal_s"]), seconds(r["grad_s"]),
                    f"{r['grad_over_primal']:.2f}", f"{r['value_and_grad_over_primal']:.2f}",
                    f"{r['vector_math_speedup']:.2f}x" if "vector_math_speedup" in r else "no calls",
                    f"{r['loop_versions_speedup']:.2f}x" if "loop_versions_speedup" in r
                    else "none",
                    f"{r['pool_speedup']:.2f}x",
                    seconds(r["fd_s"]),
                    f"{r['fd_over_grad']:.3g}", *jax_cells])
    return out


def markdown(rows: list[dict], info: dict, totals: dict, jax_note: str) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(cells) + " |" for cells in table_rows(rows, jax_note)]
    geo = totals["geomean_grad_over_primal"]
    vector_geo = totals["geomean_vector_math_speedup"]
    jax_geo = totals["geomean_jax_grad_over_nrtgrad"]
    lines += ["", f"Geometric mean gradient/primal: **{geo:.2f}** (with the value: "
              f"{totals['geomean_value_and_grad_over_primal']:.2f})" if geo else "",
              f"Geometric mean speed-up of the gradient from vector math (libmvec, "
              f"{info['host_cpu']}): **{vector_geo:.2f}x**" if vector_geo else "",
              f"Geometric mean speed-up of the gradient from loop versions: "
              f"**{totals['geomean_loop_versions_speedup']:.2f}x**" if geo else "",
              f"Geometric mean speed-up of the gradient from nrtgrad's pool: "
              f"**{totals['geomean_pool_speedup']:.2f}x**" if geo else "",
              f"Geometric mean JAX gradient / nrtgrad gradient: **{jax_geo:.2f}** "
              "(above 1: nrtgrad is faster)" if jax_geo else "JAX: not installed", "",
              f"Machine: {info['cpu']}, {info['cores']} cores, {info['system']}; Python "
              f"{info['python']}, Numba {info['numba']}, llvmlite {info['llvmlite']}, "
              f"NumPy {info['numpy']}, Enzyme {info['enzyme']} on LLVM {info['llvm']}"
              + (f", JAX {info['jax']} (float64, one XLA thread)" if info["jax"] else "")
              + f"; 1-minute load average {info['load_average_1min']:.1f}; glibc "
              + ("keeps freed memory (mallopt)." if info["keeps_freed_memory"]
                 else "allocator thresholds left as they are (--default-malloc).")]
    lines += [f"\n{r['name']}: {r['error']}" for r in rows if "error" in r]
    return "\n".join(line for line in lines if line is not None) + "\n"


def chart(rows: list[dict], path: Path) -> str:
    try:
        import matplotlib
    except ImportError:
        return "chart skipped: matplotlib is not installed (pip install -e '.[bench]')"
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    timed = [r for r in rows if "grad_s" in r]
    names = [r["name"] for r in timed]
    x = np.arange(len(names))
    series = [("nrtgrad gradient", [r["grad_over_primal"] for r in timed])]
    if any("jax" in r for r in timed):
        series.append(("JAX jit(grad)", [r["jax"]["grad_s"] / r["primal_s"] if "jax" in r
                                         else np.nan for r in timed]))
    series.append(("finite differences", [r["fd_s"] / r["primal_s"] for r in timed]))
    width = 0.8 / len(series)
    fig, ax = plt.subplots(figsize=(11, 4.8))
    for k, (label, values) in enumerate(series):
        ax.bar(x + (k - (len(series) - 1) / 2) * width, values, width, label=label)
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(x, names, rotation=30, ha="right")
    ax.set_ylabel("time / Numba primal time (log)")
    ax.set_title("Cost of one gradient, in Numba primal evaluations")
    ax.set_ylim(top=ax.get_ylim()[1] * 300)
    ax.legend(ncol=len(series), loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return f"wrote {path}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="sizes divided by 10 and a shorter time budget (a smoke run)")
    parser.add_argument("--only", metavar="A,B", help="run only these kernels")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds of timed runs per measurement (default 1.0, quick 0.2)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results",
                        help="directory for bench.json, bench.md and bench.png "
                             "(bench-default-malloc.* with --default-malloc)")
    parser.add_argument("--no-chart", action="store_true")
    parser.add_argument("--default-malloc", action="store_true",
                        help="leave glibc's allocator thresholds as they are (see above)")
    options = parser.parse_args(argv)
    budget = options.budget or (0.2 if options.quick else 1.0)
    chosen = kernels.BENCHMARKS
    if options.only:
        wanted = options.only.split(",")
        unknown = set(wanted) - {b.name for b in chosen}
        if unknown:
            parser.error(f"unknown kernel(s): {', '.join(sorted(unknown))}")
        chosen = [b for b in chosen if b.name in wanted]

    if not options.default_malloc:
        keep_freed_memory()
    tc = toolchain.find()
    jax = load_jax()
    jax_note = "not installed" if jax is None else ""
    if jax is None:
        console.print("JAX is not installed: the JAX columns say so "
                      "(pip install -e '.[bench]' to compare)", markup=False)
    rows = []
    started = time.perf_counter()
    for bench in chosen:
        size = max(bench.check_size, bench.size // 10) if options.quick else bench.size
        console.print(f"[bold]{bench.name}[/] ({bench.pattern}), n={size:,} ...", end=" ")
        try:
            row = run_one(bench, jax, size, budget)
        except WrongGradient as error:
            console.print(f"\n[bold red]WRONG GRADIENT[/] {error}")
            return 1
        rows.append(row)
        if "error" in row:
            console.print(f"[yellow]refused[/]: {row['error']}")
        else:
            console.print(f"grad/primal {row['grad_over_primal']:.2f} "
                          f"(FD check {row['fd_check_max_rel_error']:.1e})")

    info = {**machine_info(tc), "keeps_freed_memory": not options.default_malloc}
    totals = summary(rows)
    table = Table(title="nrtgrad gradient vs Numba primal, finite differences and JAX "
                        "(median wall time)")
    for column in COLUMNS:
        table.add_column(column, justify="left" if column == "kernel" else "right")
    for cells in table_rows(rows, jax_note):
        table.add_row(*cells)
    console.print(table)
    md = markdown(rows, info, totals, jax_note)
    console.print(md.split("\n\n", 1)[1].strip())

    options.out.mkdir(parents=True, exist_ok=True)
    stem = "bench-default-malloc" if options.default_malloc else "bench"
    (options.out / f"{stem}.json").write_text(json.dumps(
        {"machine": info, "quick": options.quick, "budget_s": budget, "summary": totals,
         "wall_s": time.perf_counter() - started, "kernels": rows}, indent=2) + "\n")
    (options.out / f"{stem}.md").write_text(md)
    console.print(f"wrote {options.out / f'{stem}.json'} and {options.out / f'{stem}.md'}")
    if not options.no_chart:
        console.print(chart(rows, options.out / f"{stem}.png"), markup=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
