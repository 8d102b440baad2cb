"""Loops that rebind an array, from every initialiser, loop form, result and mode.

    PYTHONPATH=tests/support python tests/support/loop_matrix.py [--small] CELL [CELL ...]

A CELL is `init:loop:result:mode` (names of INITS, LOOPS, RESULTS and the
modes of MODES[result]).  For each cell the kernel

    def f(a, steps):
        <init>          # x from a: np.zeros_like(a), a.copy(), x = a ...
        <loop>          # x = np.cos(x) * a, steps times, in one of the loop forms
        return <result> # np.sum(x * x), or x * 2.0

is compiled by Numba and differentiated through the Python API in a forked
child of this process (which set Numba up once), at n = 1, 3, 7, 9, 13 and
1001 and on 3x5 and 13x1 arrays, with `steps` 0, 6 and 200 (where the
`break`s and early `return`s are taken: they are at a convergence test and
at a bound on x, whichever comes first).  Gradients are compared with
central finite differences element by element up to n = 13 and along a
direction above; a JVP with the directional difference, an HVP with the
difference of gradients, a VJP with the differences of the cotangent's
inner product with the result; values with Numba's; NRT allocations must
equal frees over three calls.  `--small` checks the sizes 1 and 3 and 3x2
only, with `steps` 0 and 3 (for runs under valgrind).  Prints one JSON line per cell:
{"cell": CELL, "status": "ok" | "refused" | "wrong" | "crash" | "hang", "detail": ...},
where "refused" carries nrtgrad's message.  A crash or a hang only takes
its child down.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import tempfile
import textwrap
import traceback

UPDATE = "np.cos(x) * a"
INITS = {
    "zeros_like": "x = np.zeros_like(a)",
    "ones_like": "x = np.ones_like(a)",
    "full_like": "x = np.full_like(a, 0.5)",
    "zeros": "x = np.zeros(a.shape)",
    "empty_fill": "x = np.empty_like(a)\nx[:] = 0.25",
    "copy": "x = a.copy()",
    "asarray": "x = np.asarray(a)",
    "linspace": "x = np.linspace(0.0, 1.0, a.size).reshape(a.shape)",
    "rebound": "x = a",
}
LOOPS = {
    "for": f"for _ in range(steps):\n    x = {UPDATE}",
    "while": f"k = 0\nwhile k < steps:\n    x = {UPDATE}\n    k += 1",
    "while_converged": (f"k = 0\nerr = 1.0\nwhile err > 1e-7 and k < steps:\n    xn = {UPDATE}\n"
                        "    err = np.max(np.abs(xn - x))\n    x = xn\n    k += 1"),
    "break": (f"for _ in range(steps):\n    xn = {UPDATE}\n"
              "    if np.max(np.abs(xn - x)) < 1e-7:\n        break\n    x = xn"),
    "break_updated": (f"for _ in range(steps):\n    xn = {UPDATE}\n"
                      "    if np.max(np.abs(xn - x)) < 1e-7:\n        x = xn\n        break\n"
                      "    x = xn"),
    "return": (f"for _ in range(steps):\n    x = {UPDATE}\n"
               "    if np.max(np.abs(x)) > 0.75:\n        return EARLY"),
    "nested": f"for _ in range(steps):\n    for _ in range(2):\n        x = {UPDATE}",
}
RESULTS = {"scalar": ("np.sum(x * x)", "np.sum(x * x) + 1.0"), "array": ("x * 2.0", "x * 3.0")}
MODES = {"scalar": ("grad", "value_and_grad", "jvp", "hvp"), "array": ("vjp", "jvp")}
SHAPES = ((1,), (3,), (7,), (9,), (13,), (1001,), (3, 5), (13, 1))
STEPS = (0, 6, 200)
SMALL_SHAPES, SMALL_STEPS = ((1,), (3,), (3, 2)), (0, 3)
ELEMENTWISE = 15  # largest size checked element by element
RTOL = 1e-5
SECONDS = 300


def cells() -> list[str]:
    return [f"{i}:{loop}:{r}:{m}" for i in INITS for loop in LOOPS for r in RESULTS
            for m in MODES[r]]


def source(init: str, loop: str, result: str) -> str:
    value, early = RESULTS[result]
    body = f"{INITS[init]}\n{LOOPS[loop].replace('EARLY', early)}\nreturn {value}"
    return "def f(a, steps):\n" + textwrap.indent(body, "    ") + "\n"


def kernel(init: str, loop: str, result: str):
    """The cell's function, compiled from a file of its own (Numba reads its source)."""
    import numba
    import numpy as np

    path = os.path.join(tempfile.mkdtemp(prefix="loop-matrix-"), f"{init}_{loop}.py")
    with open(path, "w") as handle:
        handle.write(source(init, loop, result))
    namespace = {"np": np, "__name__": f"{init}_{loop}"}
    exec(compile(source(init, loop, result), path, "exec"), namespace)
    return numba.njit(namespace["f"])


def _error(value, reference) -> float:
    import numpy as np

    value, reference = np.asarray(value, dtype=float), np.asarray(reference, dtype=float)
    return float(np.max(np.abs(value - reference)) / max(1.0, np.max(np.abs(reference))))


def check(init: str, loop: str, result: str, mode: str, shapes=SHAPES,
          steps_run=STEPS) -> tuple[str, str]:
    """(status, detail) of one cell, in this process."""
    import numpy as np
    import nrtgrad
    from nrt_balance import assert_balanced

    f = kernel(init, loop, result)
    worst = 0.0
    for shape in shapes:
        size = int(np.prod(shape))
        a = np.linspace(0.5, 0.9, size).reshape(shape)
        v = np.cos(np.arange(size) + 0.3).reshape(shape)
        w = 1.0 if result == "scalar" else np.linspace(-1.0, 1.0, size).reshape(shape)

        def weighted(x, steps):
            return float(np.sum(w * f(x, steps)))

        def along(function, x, steps, direction, h=1e-6):
            return (function(x + h * direction, steps)
                    - function(x - h * direction, steps)) / (2 * h)

        for steps in steps_run:
            if mode in ("grad", "value_and_grad", "vjp"):
                if mode == "grad":
                    value, gradient = f(a, steps), nrtgrad.grad(f)(a, steps)
                elif mode == "value_and_grad":
                    value, gradient = nrtgrad.value_and_grad(f)(a, steps)
                else:
                    value, pullback = nrtgrad.vjp(f)(a, steps)
                    gradient = pullback(w)
                error = _error(value, f(a, steps))
                if size <= ELEMENTWISE:
                    reference = np.zeros_like(a)
                    for index in np.ndindex(shape):
                        unit = np.zeros_like(a)
                        unit[index] = 1.0
                        reference[index] = along(weighted, a, steps, unit)
                    error = max(error, _error(gradient, reference))
                else:
                    error = max(error, _error(np.sum(gradient * v), along(weighted, a, steps, v)))
                call = ((lambda: nrtgrad.grad(f)(a, steps)) if result == "scalar"
                        else (lambda: nrtgrad.vjp(f)(a, steps)[1](w)))
            elif mode == "jvp":
                value, tangent = nrtgrad.jvp(f)((a, steps), v)
                error = max(_error(value, f(a, steps)), _error(tangent, along(f, a, steps, v)))
                call = lambda: nrtgrad.jvp(f)((a, steps), v)  # noqa: E731
            else:  # hvp, against differences of the gradient
                product = nrtgrad.hvp(f)((a, steps), v)
                reference = along(nrtgrad.grad(f), a, steps, v, h=1e-5)
                error = _error(product, reference) / 100.0  # the differences' own error
                call = lambda: nrtgrad.hvp(f)((a, steps), v)  # noqa: E731
            assert_balanced(call)
            worst = max(worst, error)
            if not error <= RTOL:
                return "wrong", f"shape {shape}, steps {steps}: relative error {error:.2e}"
    return "ok", f"largest relative error {worst:.1e}"


def run_child(cell: str, output: int, small: bool) -> None:
    os.dup2(output, 1)
    os.dup2(output, 2)
    signal.alarm(SECONDS)
    import nrtgrad

    try:
        sizes = (SMALL_SHAPES, SMALL_STEPS) if small else ()
        status, detail = check(*cell.split(":"), *sizes)
    except nrtgrad.NrtgradError as refusal:
        status, detail = "refused", str(refusal)
    except BaseException:
        status, detail = "wrong", traceback.format_exc()[-2000:]
    os.write(output, ("\n" + json.dumps({"status": status, "detail": detail})).encode())
    os._exit(0)


def run(cell: str, small: bool = False) -> dict:
    """The cell's result, from a forked child."""
    with tempfile.TemporaryFile() as output:
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            run_child(cell, output.fileno(), small)
        _, status = os.waitpid(pid, 0)
        output.seek(0)
        text = output.read().decode(errors="replace")
    code = os.waitstatus_to_exitcode(status)
    if code == -signal.SIGALRM:
        return {"cell": cell, "status": "hang", "detail": f"over {SECONDS} s"}
    if code != 0:
        return {"cell": cell, "status": "crash", "detail": f"exit {code}: {text[-2000:]}"}
    return {"cell": cell, **json.loads(text.strip().splitlines()[-1])}


def main(argv: list[str]) -> None:
    import numba
    import numpy as np

    numba.njit(lambda a: np.sum(a * a))(np.ones(2))  # Numba's runtime, once for every child
    small = "--small" in argv
    for cell in argv:
        if cell != "--small":
            print(json.dumps(run(cell, small)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
