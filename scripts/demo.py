"""`make demo`: a Numba function, its IR, its gradient, checked by finite differences.

1. compile examples/ode.py with Numba and dump its LLVM IR,
2. `nrtgrad differentiate` it (with a C header),
3. JIT the derivative, call `ode_grad`, and compare every partial derivative
   with central finite differences of the Numba function.
"""

import subprocess
import sys
import time
from pathlib import Path

import numba
import numpy as np
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "examples"))
import ode  # noqa: E402

from nrtgrad.frontend import dialect, numba_abi
from nrtgrad.entry import c_entry
from nrtgrad import toolchain  # noqa: E402
from nrtgrad.python.jit import GradientFunction  # noqa: E402

OUT = ROOT / "demo-out"


def main() -> int:
    console = Console()
    OUT.mkdir(exist_ok=True)
    primal = numba.njit(ode.SIGNATURE)(ode.ode)
    ir_path = OUT / "ode.ll"
    ir_path.write_text(primal.inspect_llvm(primal.signatures[0]))
    console.print(f"[bold]1.[/] Numba {numba.__version__} IR of examples/ode.py:ode "
                  f"-> {ir_path.relative_to(ROOT)}")

    grad_path, header = OUT / "ode_grad.ll", OUT / "ode_grad.h"
    command = [str(Path(sys.executable).parent / "nrtgrad"), "differentiate", str(ir_path),
               "-o", str(grad_path), "--header", str(header)]
    started = time.perf_counter()
    if subprocess.run(command).returncode != 0:
        return 1
    console.print(f"[bold]2.[/] nrtgrad differentiate -> {grad_path.relative_to(ROOT)} and "
                  f"{header.relative_to(ROOT)} in {time.perf_counter() - started:.2f} s")

    canonical = dialect.canonicalize(toolchain.find(), ir_path.read_text(), str(ir_path),
                                     timeout=60)
    spec = c_entry.gradient_spec(numba_abi.find_entry(canonical, None, str(ir_path)), None, None)
    gradient = GradientFunction(grad_path.read_text(), spec)
    y0, h = np.linspace(-1.0, 1.0, 6), 0.1
    result = gradient(y0, h)
    console.print(f"[bold]3.[/] {spec.name}(y0, h): status {result.status}, "
                  f"value {result.value:.12g} (Numba: {primal(y0, h):.12g})")

    table = Table(title="gradient vs central finite differences")
    for column in ("parameter", "gradient", "finite difference", "abs error"):
        table.add_column(column, justify="right")
    worst = 0.0
    step = 1e-6
    for i in range(len(y0)):
        up, down = y0.copy(), y0.copy()
        up[i] += step
        down[i] -= step
        fd = (primal(up, h) - primal(down, h)) / (2 * step)
        worst = max(worst, abs(result.gradients["y0"][i] - fd))
        table.add_row(f"y0[{i}]", f"{result.gradients['y0'][i]:.10f}", f"{fd:.10f}",
                      f"{abs(result.gradients['y0'][i] - fd):.1e}")
    fd = (primal(y0, h + step) - primal(y0, h - step)) / (2 * step)
    worst = max(worst, abs(result.gradients["h"] - fd))
    table.add_row("h", f"{result.gradients['h']:.10f}", f"{fd:.10f}",
                  f"{abs(result.gradients['h'] - fd):.1e}")
    console.print(table)
    console.print(f"largest error {worst:.1e}")
    return 0 if worst < 1e-5 else 1


if __name__ == "__main__":
    sys.exit(main())
