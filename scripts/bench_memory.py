"""Peak memory and time of a time loop's gradient against its number of steps.

    python scripts/bench_memory.py [--quick] [--out DIR]

For each model of MODELS (tests/inputs/time_loop_models.py, whose time loops
tests/api/test_checkpoints.py checks too; `rk4`: Runge-Kutta 4 on a 1000-value state;
`heat2d`: the explicit 2-D heat equation on a 40 x 40 grid; `diffusion`: a
1-D reaction-diffusion equation on 2000 values, Heun's method, slice updates)
and each step count of the model, one new Python process per method measures
one call:

* `numba`: the Numba primal;
* `nrtgrad`: `nrtgrad.grad` of the float arguments as users call it
  (`checkpoint="auto"`: checkpointed past the tape budget, python/checkpoints.py);
* `nrtgrad taped`: the same with `checkpoint="none"`, a reverse pass that tapes
  every step;
* `jax scan` and `jax checkpoint`: `jax.jit(jax.grad(f))` of the model in
  jax.numpy, its loop a `jax.lax.scan`, without and with `jax.checkpoint` on
  the step (float64, one XLA thread like Numba); with JAX not installed,
  these columns say so.

A process compiles first (nrtgrad and Numba at 2 steps, through the route the
measured call takes: their code does not depend on the count; JAX ahead of
time at the measured count, without running it), then resets the kernel's peak resident set (`/proc/self/clear_refs`) and
calls once: **extra peak** is the peak resident set during the call less the
resident set before it, what the call adds to the process.  The time is of
that call (the median of up to 5 calls where one takes under a second; memory
from the first).  Before measuring a model, its gradient at 9 steps is
compared with central differences of the Numba primal and with JAX's (a
relative error above 1e-6 stops the benchmark with exit 1).  Ratios are of
the same run: the gradient against the
fastest primal (Numba's; JAX's forward pass is not measured), and nrtgrad's
gradient against JAX's scan with `jax.checkpoint`, the bounded-memory rival.

Writes DIR/memory.json (with the machine) and DIR/memory.md (the table), and
DIR/memory.png (extra peak memory against steps, log-log; skipped without
matplotlib).  --quick: smaller step counts, for a check that it runs.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"

MODELS = {
    "rk4": {"describe": "RK4, 1000 values, `y = y0.copy()` stepped", "size": 1000,
            "steps": (1000, 4000, 16000, 64000), "quick": (100, 400)},
    "heat2d": {"describe": "explicit 2-D heat equation, 40 x 40 grid", "size": 40,
               "steps": (1000, 10000), "quick": (100,)},
    "diffusion": {"describe": "1-D reaction-diffusion, 2000 values, Heun's method",
                  "size": 2000, "steps": (4000, 16000), "quick": (100,)},
}
METHODS = ("numba", "nrtgrad", "nrtgrad taped", "jax scan", "jax checkpoint")
H = 0.01

# The child: the models in Numba and JAX, then one measured call.
CHILD = textwrap.dedent('''
    import json, os, statistics, sys, time
    import numpy as np

    MODEL, STEPS, METHOD, SIZE, H = {model!r}, {steps!r}, {method!r}, {size!r}, {h!r}
    sys.path.insert(0, {models!r})
    from time_loop_models import diffusion, heat2d, rk4

    def jax_step(jnp, model, parameter):
        if model == "rk4":
            def step(y, _):
                h = parameter
                k1 = -y + jnp.sin(y)
                k2 = -(y + 0.5 * h * k1) + jnp.sin(y + 0.5 * h * k1)
                k3 = -(y + 0.5 * h * k2) + jnp.sin(y + 0.5 * h * k2)
                k4 = -(y + h * k3) + jnp.sin(y + h * k3)
                return y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4), None
            return step
        if model == "diffusion":
            def slope(u):
                c = u[1:-1]
                return jnp.zeros_like(u).at[1:-1].set(
                    u[2:] - 2.0 * c + u[:-2] + parameter * c * (1.0 - c))
            def step(u, _):
                f = slope(u)
                return u + 0.05 * (f + slope(u + 0.1 * f)), None
            return step
        def step(u, _):
            c = u[1:-1, 1:-1]
            lap = u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2] - 4.0 * c
            return u.at[1:-1, 1:-1].set(c + parameter * lap), None
        return step

    def arguments():
        rng = np.random.default_rng(0)
        if MODEL == "rk4":
            return rng.uniform(0.5, 1.5, SIZE), H
        if MODEL == "diffusion":
            return rng.uniform(0.0, 1.0, SIZE), 0.5
        return rng.uniform(0.0, 1.0, (SIZE, SIZE)), 0.2

    def resident():
        """(resident set, its peak) in bytes."""
        found = {{}}
        for line in open("/proc/self/status"):
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0]) * 1024
        return found["VmRSS"], found["VmHWM"]

    def measure(call):
        before, _ = resident()
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
        start = time.perf_counter()
        call()
        times = [time.perf_counter() - start]
        _, peak = resident()
        while times[0] < 1.0 and len(times) < 5:
            start = time.perf_counter()
            call()
            times.append(time.perf_counter() - start)
        return {{"extra_peak": max(peak - before, 0), "seconds": statistics.median(times)}}

    def check():
        """The largest relative error of nrtgrad's gradient against central differences
        of the Numba primal and against JAX's (when installed), at 9 steps."""
        import numba, nrtgrad
        primal = numba.njit({{"rk4": rk4, "heat2d": heat2d, "diffusion": diffusion}}[MODEL])
        x, parameter = arguments()
        gradient = nrtgrad.grad(primal, argnums=(0, 1), checkpoint=3)(x, parameter, 9)
        taped = nrtgrad.grad(primal, argnums=(0, 1), checkpoint="none")(x, parameter, 9)
        step = 1e-6
        differences = np.zeros_like(x)
        for index in np.ndindex(x.shape):
            shift = np.zeros_like(x)
            shift[index] = step
            differences[index] = (primal(x + shift, parameter, 9)
                                  - primal(x - shift, parameter, 9)) / (2 * step)
        differences = (differences, (primal(x, parameter + step, 9)
                                     - primal(x, parameter - step, 9)) / (2 * step))
        references = [differences, taped]
        try:
            import jax
        except ImportError:
            jax = None
        if jax is not None:
            jax.config.update("jax_enable_x64", True)
            import jax.numpy as jnp
            def loss(x, parameter):
                final, _ = jax.lax.scan(jax_step(jnp, MODEL, parameter), x, None, length=9)
                return jnp.sum(final * final)
            references.append(jax.grad(loss, argnums=(0, 1))(jnp.asarray(x), parameter))
        return max(float(np.max(np.abs(np.asarray(r) - g)) / (np.max(np.abs(g)) + 1e-300))
                   for reference in references for r, g in zip(reference, gradient))

    x, parameter = arguments()
    if METHOD == "check":
        result = {{"error": check()}}
    elif METHOD in ("numba", "nrtgrad", "nrtgrad taped"):
        import numba
        f = numba.njit({{"rk4": rk4, "heat2d": heat2d, "diffusion": diffusion}}[MODEL])
        if METHOD.startswith("nrtgrad"):
            import nrtgrad
            # the checkpointed route's pieces compile at 2 steps as the taped one does
            nrtgrad.grad(f, argnums=(0, 1), checkpoint=2)(x, parameter, 2)
            f = nrtgrad.grad(f, argnums=(0, 1),
                             checkpoint="none" if METHOD == "nrtgrad taped" else "auto")
        f(x, parameter, 2)
        result = measure(lambda: f(x, parameter, STEPS))
    else:
        import jax
        jax.config.update("jax_enable_x64", True)
        import jax.numpy as jnp
        def loss(x, parameter):
            step = jax_step(jnp, MODEL, parameter)
            if METHOD == "jax checkpoint":
                step = jax.checkpoint(step)
            final, _ = jax.lax.scan(step, x, None, length=STEPS)
            return jnp.sum(final * final)
        xj, pj = jnp.asarray(x), jnp.asarray(parameter)
        compiled = jax.jit(jax.grad(loss, argnums=(0, 1))).lower(xj, pj).compile()
        result = measure(lambda: jax.block_until_ready(compiled(xj, pj)))
    print(json.dumps(result))
''')


def run_one(model: str, steps: int, method: str) -> dict:
    """One measured call in a new process; {"error": ...} when it fails."""
    code = CHILD.format(model=model, steps=steps, method=method,
                        size=MODELS[model]["size"], h=H, models=str(ROOT / "tests" / "inputs"))
    env = {**os.environ, "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false "
           "intra_op_parallelism_threads=1", "NUMBA_NUM_THREADS": "1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if done.returncode != 0:
        lines = (done.stderr.strip() or f"exit {done.returncode}").splitlines()
        return {"error": lines[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def jax_version() -> str | None:
    try:
        import jax
    except ImportError:
        return None
    return jax.__version__


def megabytes(value: int) -> str:
    return f"{value / 2**20:,.0f} MB" if value >= 2**20 else f"{value / 2**10:,.0f} KB"


def seconds(value: float) -> str:
    return f"{value:.2f} s" if value >= 1 else f"{value * 1e3:,.0f} ms"


def cell(result: dict | None) -> str:
    if result is None:
        return "JAX not installed"
    if "error" in result:
        return "failed: " + result["error"][:60]
    return f"{megabytes(result['extra_peak'])}, {seconds(result['seconds'])}"


def ratio(numerator: dict | None, denominator: dict | None) -> str:
    if not numerator or not denominator or "error" in numerator or "error" in denominator:
        return "-"
    return f"{numerator['seconds'] / denominator['seconds']:.1f}"


def markdown(results: dict) -> str:
    info = results["machine"]
    lines = [
        "Extra peak memory and time of one call, each in a new process "
        f"({info['cpu']}, {info['cores']} cores; Numba {info['numba']}, "
        + (f"JAX {info['jax']}, float64, one XLA thread" if info["jax"] else "JAX not installed")
        + f"; load average {info['load_average_1min']:.1f} at the start"
        + "). `nrtgrad.grad` checkpoints the loop past the tape budget "
        "(`checkpoint=\"auto\"`); the taped column is `checkpoint=\"none\"`.", "",
        "| model | steps | Numba primal | nrtgrad.grad | nrtgrad.grad, taped "
        "| JAX scan, jit(grad) | JAX scan + checkpoint | grad/primal "
        "| nrtgrad/JAX checkpoint |",
        "|---|---:|---|---|---|---|---|---:|---:|"]
    for row in results["rows"]:
        measured = row["methods"]
        lines.append(
            f"| {row['model']} | {row['steps']:,} | "
            + " | ".join(cell(measured.get(method)) for method in METHODS)
            + f" | {ratio(measured.get('nrtgrad'), measured.get('numba'))}"
            + f" | {ratio(measured.get('nrtgrad'), measured.get('jax checkpoint'))} |")
    lines += ["", "Models: " + "; ".join(f"`{name}`: {model['describe']}"
                                        for name, model in MODELS.items()) + "."]
    return "\n".join(lines) + "\n"


def chart(results: dict, path: Path) -> None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    figure, axes = plt.subplots(1, len(MODELS), figsize=(5 * len(MODELS), 4))
    for axis, model in zip(axes, MODELS):
        rows = [row for row in results["rows"] if row["model"] == model]
        for method in METHODS[1:]:
            points = [(row["steps"], row["methods"][method]["extra_peak"] / 2**20)
                      for row in rows if "extra_peak" in (row["methods"].get(method) or {})]
            if points:
                axis.plot(*zip(*points), marker="o", label=method)
        axis.set(xscale="log", yscale="log", xlabel="steps", ylabel="extra peak memory (MB)",
                 title=model)
        axis.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=100)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small step counts only")
    parser.add_argument("--out", type=Path, default=RESULTS)
    options = parser.parse_args()
    import numba

    jax = jax_version()
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), "unknown")
    results = {"quick": options.quick, "rows": [],
               "machine": {"cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version(),
                           "numba": numba.__version__, "jax": jax,
                           "load_average_1min": os.getloadavg()[0]}}
    for model, spec in MODELS.items():
        checked = run_one(model, 9, "check")
        if not isinstance(checked.get("error"), float) or checked["error"] > 1e-6:
            print(f"{model}: nrtgrad's gradient is wrong or failed at 9 steps (against "
                  f"central differences and JAX): {checked['error']}", file=sys.stderr)
            return 1
        for steps in spec["quick" if options.quick else "steps"]:
            row = {"model": model, "steps": steps, "methods": {}}
            for method in METHODS:
                if method.startswith("jax") and jax is None:
                    row["methods"][method] = None
                    continue
                row["methods"][method] = run_one(model, steps, method)
                print(f"{model} {steps:>6} {method:<15} {cell(row['methods'][method])}",
                      flush=True)
            results["rows"].append(row)
    options.out.mkdir(parents=True, exist_ok=True)
    (options.out / "memory.json").write_text(json.dumps(results, indent=1) + "\n")
    (options.out / "memory.md").write_text(markdown(results))
    chart(results, options.out / "memory.png")
    print(markdown(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
