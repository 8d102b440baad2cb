"""Benchmark nrtgrad's gradients against the Numba primal, JAX, the physical floor and FD.

    python scripts/bench.py [--quick] [--only a,b] [--out DIR] [--no-chart]
                            [--default-malloc] [--no-latency]

For every kernel of bench/kernels.py, in this process: compile it with Numba
(`numba.njit(signature)`), take its gradient of every float parameter
through `nrtgrad.grad(f, argnums=...)` -- the path a program takes -- and
check it against central finite differences of the Numba primal at a small
size (a wrong gradient stops the benchmark with exit 1), then call it past
`api.HOT_CALLS` so that it is hot.  At the benchmark size, time (median of
repeated calls after a warm-up; two callables are called in alternation and
a ratio is the median of the per-pair ratios, so a slow spell of a shared
machine hits both sides of a pair):

* the Numba primal and `nrtgrad.grad`'s gradient (including allocating the
  gradients it returns): **grad/primal**;
* `nrtgrad.value_and_grad` against the primal: **with value/primal**;
* with JAX installed, `jax.jit(jax.grad(f))` of the same function in
  jax.numpy (float64, single-threaded XLA), checked against nrtgrad's
  gradient at the benchmark size, against nrtgrad's gradient:
  **nrtgrad/JAX** (below 1: nrtgrad is faster);
* for an element-wise kernel (`Benchmark.elementwise`), the physical floor:
  one NumPy pass that reads each float input once and writes one array of
  its size (`np.multiply(x, 2.0, out=out)` per input, STREAM-like), against
  nrtgrad's gradient: **grad/floor**, how far the gradient is from the
  memory traffic it cannot avoid.

A second table, from the pipeline's own entry (derivative_cache.differentiated
and nrtgrad.python.jit.GradientFunction, as nrtgrad.grad compiles them, for
this machine's CPU, without the value), gives what the pipeline's choices
are worth, each a paired ratio of two gradients: vector math (scalar libm
against libmvec), loop versions (`version_loops=False` against the
default), nrtgrad's pool (glibc's allocations, `pooled=False`, against the
pool); and central finite differences, 2n primal calls for n float inputs,
computed from the measured primal time.

Then (not with --default-malloc or --no-latency) the latency a program
meets, scripts/bench_latency.py's `measure`: every kernel's first
`nrtgrad.grad` call in a new process, on a cold cache and on the cache the
first left, and the cost per call of a hot `nrtgrad.grad` on a tiny
function against Numba's dispatch of its primal.

A kernel nrtgrad refuses is reported as such and the others still run.

glibc's allocator is told to keep freed memory (mallopt: no mmap below
32 MiB, no trimming), for the primal and the gradient alike: left to its
dynamic thresholds, whether a large temporary is a fresh mmap -- whose page
faults can be most of a primal's time -- depends on what ran before.
Writes DIR/bench.json (with the machine), DIR/bench.md (the tables in
Markdown), DIR/bench.png (a chart; skipped without matplotlib),
DIR/latency.{json,md} and DIR/summary.{json,md} (per kernel the ratios and
first calls, the table README.md quotes); with --default-malloc DIR/bench-default-malloc.{json,md,png}
(and no latency).
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
sys.path.insert(0, str(ROOT / "scripts"))

import numba  # noqa: E402
import numpy as np  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

import bench_latency  # noqa: E402
import kernels  # noqa: E402
import nrtgrad  # noqa: E402
from nrtgrad import pipeline, toolchain  # noqa: E402
from nrtgrad.errors import NrtgradError  # noqa: E402
from nrtgrad.gradcheck.finite_differences import central_differences  # noqa: E402
from nrtgrad.python import api, derivative_cache  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402
from nrtgrad.toolchain import llvm  # noqa: E402

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


def floor_pass(args):
    """The physical floor of a gradient of `args`' float arrays: one NumPy pass that
    reads each once and writes one array of its size (STREAM-like scale)."""
    pairs = [(a, np.empty_like(a)) for a in args
             if isinstance(a, np.ndarray) and a.dtype.kind == "f"]

    def run():
        for a, out in pairs:
            np.multiply(a, 2.0, out=out)
    return run


# ---------------------------------------------------------------------------
# Checking
# ---------------------------------------------------------------------------


def float_positions(args) -> list[int]:
    return [i for i, a in enumerate(args) if np.asarray(a).dtype.kind == "f"]


def check_gradients(name: str, primal, args, value, gradients: dict) -> float:
    """The worst relative error of `gradients` (position -> array) against central
    finite differences of `primal`; raises WrongGradient past rtol 1e-5 (or for a
    value other than the primal's)."""
    expected = primal(*args)
    if value is not None and not math.isclose(value, expected, rel_tol=1e-10,
                                              abs_tol=1e-12):
        raise WrongGradient(f"{name}: value {value!r} != primal {expected!r}")
    worst = 0.0
    for index, got in gradients.items():
        reference = central_differences(primal, args, index)
        got = np.asarray(got)
        scale = max(1.0, float(np.max(np.abs(reference))))
        try:
            np.testing.assert_allclose(got, reference, rtol=1e-5, atol=1e-7 * scale)
        except AssertionError as error:
            raise WrongGradient(f"{name}: the gradient of argument {index} disagrees with "
                                f"finite differences:{error}") from None
        worst = max(worst, float(np.max(np.abs(got - reference))) / scale)
    return worst


def check_args(bench) -> list:
    return [np.array(a) if isinstance(a, np.ndarray) else a
            for a in bench.make_args(bench.check_size, 1)]


def check_against_finite_differences(bench, primal, gradient: GradientFunction) -> float:
    """check_gradients of a GradientFunction (the pipeline's entry, scripts/bench_parallel.py)."""
    args = check_args(bench)
    result = gradient(*args)
    if result.status != 0:
        raise WrongGradient(f"{bench.name}: gradient returned status {result.status}")
    names = [a.name for a in gradient.spec.entry.arguments]
    return check_gradients(bench.name, primal, args, result.value,
                           {i: result.gradients[names[i]] for i in float_positions(args)})


def check_api(bench, primal, grad, value_and_grad) -> float:
    """check_gradients of nrtgrad.grad and nrtgrad.value_and_grad (argnums: every float)."""
    args = check_args(bench)
    positions = float_positions(args)
    value, with_value = value_and_grad(*args)
    return max(check_gradients(bench.name, primal, args, None,
                               dict(zip(positions, grad(*args)))),
               check_gradients(bench.name, primal, args, value,
                               dict(zip(positions, with_value))))


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


def run_jax(jax, bench, args, ours: dict, nrtgrad_call, budget: float) -> dict:
    """JAX's gradient, checked against ours (position -> array), timed against
    `nrtgrad_call` in alternation: nrtgrad/JAX is the median of the per-pair ratios."""
    jnp, lax = jax.numpy, jax.lax
    function = bench.jax(jnp, lax)
    positions = float_positions(args)
    grad = jax.jit(jax.grad(function, argnums=tuple(positions)))
    jargs = [jax.device_put(np.asarray(a)) for a in args]
    start = time.perf_counter()
    gradients = jax.block_until_ready(grad(*jargs))
    compile_time = time.perf_counter() - start
    worst = 0.0
    for position, value in zip(positions, gradients):
        reference = np.asarray(ours[position])
        scale = max(1e-300, float(np.max(np.abs(reference))))
        worst = max(worst, float(np.max(np.abs(np.asarray(value) - reference))) / scale)
    if worst > 1e-6:
        raise WrongGradient(f"{bench.name}: nrtgrad and JAX gradients differ at n={bench.size} "
                            f"(max relative difference {worst:.1e})")
    times = paired_times(lambda: jax.block_until_ready(grad(*jargs)), nrtgrad_call,
                         budget=budget)
    return {"grad_s": times["primal_s"], "grad_min_s": times["primal_min_s"],
            "nrtgrad_over_jax": times["grad_over_primal"], "runs": times["runs"],
            "compile_s": compile_time, "max_rel_diff_vs_nrtgrad": worst}


# ---------------------------------------------------------------------------
# One benchmark
# ---------------------------------------------------------------------------


# as nrtgrad.grad compiles a gradient: for this machine's CPU, without the value
NATIVE = pipeline.Options(target_cpu="native", value=False)
NATIVE_SCALAR_MATH = dataclasses.replace(NATIVE, vector_math=False)
NATIVE_UNVERSIONED = dataclasses.replace(NATIVE, version_loops=False)


def pipeline_speedups(bench, primal, args, budget: float) -> dict:
    """What vector math, loop versions and nrtgrad's pool are worth to the gradient:
    each the paired ratio of the gradient without it to the gradient with it."""
    signature = primal.signatures[0]
    ir = primal.inspect_llvm(signature)
    result, scalar, unversioned = (
        derivative_cache.differentiated(primal, signature, ir, bench.name, options)[0]
        for options in (NATIVE, NATIVE_SCALAR_MATH, NATIVE_UNVERSIONED))
    gradient = GradientFunction(result.module, result.gradient)
    out = {}
    for key, variant in (("vector_math_speedup", scalar), ("loop_versions_speedup", unversioned)):
        if variant.module != result.module:
            without = GradientFunction(variant.module, variant.gradient)
            out[key] = 1 / paired_times(lambda: without(*args), lambda: gradient(*args),
                                        budget=budget)["grad_over_primal"]
    unpooled = GradientFunction(result.module, result.gradient, pooled=False)
    out["pool_speedup"] = 1 / paired_times(
        lambda: unpooled(*args), lambda: gradient(*args), budget=budget)["grad_over_primal"]
    return out


def run_one(bench, jax, size: int, budget: float) -> dict:
    row = {"name": bench.name, "pattern": bench.pattern, "size": size,
           "elementwise": bench.elementwise}
    start = time.perf_counter()
    primal = numba.njit(bench.signature)(bench.function)
    row["numba_compile_s"] = time.perf_counter() - start
    positions = tuple(float_positions(bench.make_args(bench.check_size, 0)))
    grad = nrtgrad.grad(primal, argnums=positions)
    value_and_grad = nrtgrad.value_and_grad(primal, argnums=positions)
    start = time.perf_counter()
    try:
        grad(*bench.make_args(bench.check_size, 0))
        row["grad_first_call_s"] = time.perf_counter() - start
        value_and_grad(*bench.make_args(bench.check_size, 0))
    except NrtgradError as error:
        row["error"] = f"nrtgrad.grad: {error}"
        return row
    row["check_size"] = bench.check_size
    row["fd_check_max_rel_error"] = check_api(bench, primal, grad, value_and_grad)

    args = bench.make_args(size, 0)
    for _ in range(api.HOT_CALLS + 1):  # hot: past the calls through the type lookup
        grad(*args)
        value_and_grad(*args)
    row["inputs"] = n_inputs = sum(np.size(args[i]) for i in positions)
    row.update(paired_times(lambda: primal(*args), lambda: grad(*args), budget=budget))
    row["value_and_grad_over_primal"] = paired_times(
        lambda: primal(*args), lambda: value_and_grad(*args), budget=budget)["grad_over_primal"]
    if bench.elementwise:
        floor = paired_times(floor_pass(args), lambda: grad(*args), budget=budget)
        row["floor_s"] = floor["primal_s"]
        row["grad_over_floor"] = floor["grad_over_primal"]
    try:
        row.update(pipeline_speedups(bench, primal, args, budget))
    except NrtgradError as error:
        row["pipeline_error"] = str(error)
    row["fd_s"] = 2 * n_inputs * row["primal_s"]
    row["fd_over_grad"] = row["fd_s"] / row["grad_s"]
    if jax is not None:
        ours = dict(zip(positions, grad(*args)))
        row["jax"] = run_jax(jax, bench, args, ours, lambda: grad(*args), budget)
        row["nrtgrad_over_jax"] = row["jax"]["nrtgrad_over_jax"]
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
        "geomean_nrtgrad_over_jax": geometric_mean([r["nrtgrad_over_jax"] for r in with_jax]),
        "geomean_grad_over_floor": geometric_mean([r["grad_over_floor"] for r in timed
                                                   if "grad_over_floor" in r]),
        "geomean_vector_math_speedup": geometric_mean([r.get("vector_math_speedup", 1.0)
                                                       for r in timed]),
        "geomean_loop_versions_speedup": geometric_mean(
            [r.get("loop_versions_speedup", 1.0) for r in timed]),
        "geomean_pool_speedup": geometric_mean([r["pool_speedup"] for r in timed
                                                if "pool_speedup" in r]),
        "geomean_jax_grad_over_numba_primal": geometric_mean(
            [r["jax"]["grad_s"] / r["primal_s"] for r in with_jax]),
    }


COLUMNS = ["kernel", "n", "primal", "gradient", "grad/primal", "with value/primal",
           "JAX grad", "nrtgrad/JAX", "floor", "grad/floor"]
PIPELINE_COLUMNS = ["kernel", "vector math", "loop versions", "pool", "FD (2n primal)",
                    "FD/grad"]


def table_rows(rows: list[dict], jax_note: str) -> list[list[str]]:
    out = []
    for r in rows:
        if "error" in r:
            out.append([r["name"], f"{r['size']:,}", "—", "refused (see below)",
                        *["—"] * (len(COLUMNS) - 4)])
            continue
        jax_cells = ([seconds(r["jax"]["grad_s"]), f"{r['nrtgrad_over_jax']:.2f}"]
                     if "jax" in r else [jax_note, jax_note])
        floor_cells = ([seconds(r["floor_s"]), f"{r['grad_over_floor']:.1f}"]
                       if "floor_s" in r else ["", ""])
        out.append([r["name"], f"{r['inputs']:,}", seconds(r["primal_s"]), seconds(r["grad_s"]),
                    f"{r['grad_over_primal']:.2f}", f"{r['value_and_grad_over_primal']:.2f}",
                    *jax_cells, *floor_cells])
    return out


def pipeline_rows(rows: list[dict]) -> list[list[str]]:
    out = []
    for r in rows:
        if "error" in r:
            continue
        if "pool_speedup" not in r:
            out.append([r["name"], "refused", "", "", seconds(r["fd_s"]),
                        f"{r['fd_over_grad']:.3g}"])
            continue
        out.append([r["name"],
                    f"{r['vector_math_speedup']:.2f}x" if "vector_math_speedup" in r
                    else "no calls",
                    f"{r['loop_versions_speedup']:.2f}x" if "loop_versions_speedup" in r
                    else "none",
                    f"{r['pool_speedup']:.2f}x", seconds(r["fd_s"]),
                    f"{r['fd_over_grad']:.3g}"])
    return out


def _table(columns: list[str], cells: list[list[str]]) -> list[str]:
    return (["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
            + ["| " + " | ".join(row) + " |" for row in cells])


def markdown(rows: list[dict], info: dict, totals: dict, jax_note: str) -> str:
    lines = _table(COLUMNS, table_rows(rows, jax_note))
    geo = totals["geomean_grad_over_primal"]
    jax_geo = totals.get("geomean_nrtgrad_over_jax")
    floor_geo = totals.get("geomean_grad_over_floor")
    lines += ["", f"Geometric mean gradient/primal: **{geo:.2f}** (with the value: "
              f"{totals['geomean_value_and_grad_over_primal']:.2f})" if geo else None,
              f"Geometric mean nrtgrad/JAX: **{jax_geo:.2f}** (below 1: nrtgrad is faster)"
              if jax_geo else "JAX: not installed",
              f"Geometric mean gradient/floor of the element-wise kernels: **{floor_geo:.1f}**"
              if floor_geo else None, ""]
    lines += ["What the pipeline's choices are worth to the gradient (each the gradient "
              "without it / with it, in alternation), and finite differences:", ""]
    lines += _table(PIPELINE_COLUMNS, pipeline_rows(rows))
    vector_geo = totals["geomean_vector_math_speedup"]
    lines += ["", f"Geometric mean speed-up from vector math (libmvec, "
              f"{info['host_cpu']}): **{vector_geo:.2f}x**" if vector_geo else None,
              f"Geometric mean speed-up from loop versions: "
              f"**{totals['geomean_loop_versions_speedup']:.2f}x**" if geo else None,
              f"Geometric mean speed-up from nrtgrad's pool: "
              f"**{totals['geomean_pool_speedup']:.2f}x**"
              if totals.get("geomean_pool_speedup") else None, "",
              f"Machine: {info['cpu']}, {info['cores']} cores, {info['system']}; Python "
              f"{info['python']}, Numba {info['numba']}, llvmlite {info['llvmlite']}, "
              f"NumPy {info['numpy']}, Enzyme {info['enzyme']} on LLVM {info['llvm']}"
              + (f", JAX {info['jax']} (float64, one XLA thread)" if info["jax"] else "")
              + f"; 1-minute load average {info['load_average_1min']:.1f}; glibc "
              + ("keeps freed memory (mallopt)." if info["keeps_freed_memory"]
                 else "allocator thresholds left as they are (--default-malloc).")]
    lines += [f"\n{r['name']}: {r['error']}" for r in rows if "error" in r]
    lines += [f"\n{r['name']} (pipeline table): {r['pipeline_error']}" for r in rows
              if "pipeline_error" in r]
    return "\n".join(line for line in lines if line is not None) + "\n"


def at_a_glance(rows: list[dict], totals: dict, latency: dict, info: dict,
                quick: bool) -> dict:
    """The figures README.md quotes: per kernel, the ratios and first calls of one run."""
    first = {r["name"]: r for r in latency["kernels"]}
    kernels_ = []
    for r in rows:
        if "grad_s" not in r:
            continue
        kernels_.append({"name": r["name"], "grad_over_primal": r["grad_over_primal"],
                         "nrtgrad_over_jax": r.get("nrtgrad_over_jax"),
                         "grad_over_floor": r.get("grad_over_floor"),
                         "cold_s": first[r["name"]]["cold_s"] if r["name"] in first else None,
                         "cached_s": first[r["name"]]["cached_s"] if r["name"] in first
                         else None})
    return {"quick": quick, "machine": {"cpu": info["cpu"], "cores": info["cores"]},
            "kernels": kernels_,
            "geomeans": {k: totals[k] for k in ("geomean_grad_over_primal",
                                                "geomean_nrtgrad_over_jax",
                                                "geomean_grad_over_floor")},
            "per_call": latency["per_call"]}


def glance_markdown(glance: dict) -> str:
    """summary.md: one table of the ratios and first calls, one line of means."""
    def cell(value, form):
        return "" if value is None else format(value, form)

    lines = _table(["kernel", "grad/primal", "nrtgrad/JAX", "grad/floor",
                    "first call, cold", "first call, cached"],
                   [[k["name"], cell(k["grad_over_primal"], ".2f"),
                     cell(k["nrtgrad_over_jax"], ".2f"), cell(k["grad_over_floor"], ".1f"),
                     "" if k["cold_s"] is None else f"{k['cold_s']:.2f} s",
                     "" if k["cached_s"] is None else f"{k['cached_s'] * 1e3:.0f} ms"]
                    for k in glance["kernels"]])
    geo, call, machine = glance["geomeans"], glance["per_call"], glance["machine"]
    means = [f"gradient/primal **{geo['geomean_grad_over_primal']:.2f}**"]
    if geo["geomean_nrtgrad_over_jax"]:
        means.append(f"nrtgrad/JAX **{geo['geomean_nrtgrad_over_jax']:.2f}** "
                     "(below 1: nrtgrad is faster)")
    if geo["geomean_grad_over_floor"]:
        means.append(f"gradient/floor **{geo['geomean_grad_over_floor']:.1f}** "
                     "(element-wise kernels)")
    lines += ["", "Geometric means: " + ", ".join(means) + "; per call of a hot "
              f"`nrtgrad.grad` on a tiny function **{call['nrtgrad_grad_s'] * 1e6:.2f} µs**, "
              f"Numba's dispatch of it {call['numba_primal_s'] * 1e6:.2f} µs "
              f"({machine['cpu']}, {machine['cores']} cores)."]
    return "\n".join(lines) + "\n"


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
    series = [("nrtgrad.grad", [r["grad_over_primal"] for r in timed])]
    if any("jax" in r for r in timed):
        series.append(("JAX jit(grad)", [r["jax"]["grad_s"] / r["primal_s"] if "jax" in r
                                         else np.nan for r in timed]))
    series.append(("floor (one NumPy pass)", [r["floor_s"] / r["primal_s"] if "floor_s" in r
                                              else np.nan for r in timed]))
    series.append(("finite differences", [r["fd_s"] / r["primal_s"] for r in timed]))
    width = 0.8 / len(series)
    fig, ax = plt.subplots(figsize=(13, 4.8))
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
                        help="seconds of timed runs per measurement (default 0.5, quick 0.1)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results",
                        help="directory for bench.json, bench.md, bench.png and latency.* "
                             "(bench-default-malloc.* with --default-malloc)")
    parser.add_argument("--no-chart", action="store_true")
    parser.add_argument("--no-latency", action="store_true",
                        help="skip the first-call and per-call latency")
    parser.add_argument("--default-malloc", action="store_true",
                        help="leave glibc's allocator thresholds as they are (see above); "
                             "no latency")
    options = parser.parse_args(argv)
    budget = options.budget or (0.1 if options.quick else 0.5)
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
            console.print(f"grad/primal {row['grad_over_primal']:.2f}"
                          + (f", nrtgrad/JAX {row['nrtgrad_over_jax']:.2f}" if "jax" in row
                             else "")
                          + (f", grad/floor {row['grad_over_floor']:.1f}"
                             if "grad_over_floor" in row else "")
                          + f" (FD check {row['fd_check_max_rel_error']:.1e})")

    info = {**machine_info(tc), "keeps_freed_memory": not options.default_malloc}
    totals = summary(rows)
    table = Table(title="nrtgrad.grad vs the Numba primal, JAX and the floor "
                        "(median wall time)")
    for column in COLUMNS:
        table.add_column(column, justify="left" if column == "kernel" else "right")
    for cells in table_rows(rows, jax_note):
        table.add_row(*cells)
    console.print(table)
    md = markdown(rows, info, totals, jax_note)
    console.print(md.split("\n\n", 1)[1].strip(), markup=False)

    options.out.mkdir(parents=True, exist_ok=True)
    stem = "bench-default-malloc" if options.default_malloc else "bench"
    (options.out / f"{stem}.json").write_text(json.dumps(
        {"machine": info, "quick": options.quick, "budget_s": budget, "summary": totals,
         "wall_s": time.perf_counter() - started, "kernels": rows}, indent=2) + "\n")
    (options.out / f"{stem}.md").write_text(md)
    console.print(f"wrote {options.out / f'{stem}.json'} and {options.out / f'{stem}.md'}")
    if not options.no_chart:
        console.print(chart(rows, options.out / f"{stem}.png"), markup=False)
    if not (options.default_malloc or options.no_latency):
        console.print("[bold]latency[/]: first calls in new processes, cost per call")
        latency = bench_latency.measure([b.name for b in chosen],
                                        log=lambda s: console.print(s, markup=False),
                                        quick=options.quick)
        bench_latency.write(latency, options.out)
        console.print(bench_latency.markdown(latency), markup=False)
        glance = at_a_glance(rows, totals, latency, info, options.quick)
        (options.out / "summary.json").write_text(json.dumps(glance, indent=2) + "\n")
        (options.out / "summary.md").write_text(glance_markdown(glance))
        console.print(glance_markdown(glance), markup=False)
        console.print(f"wrote {options.out / 'latency.json'}, {options.out / 'latency.md'}, "
                      f"{options.out / 'summary.json'} and {options.out / 'summary.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
