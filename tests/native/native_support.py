"""Helpers of the native tests: building C programs against derivatives and the runtime.

The tests differentiate fixtures with the `nrtgrad` command into objects and
headers, build the runtime with `nrtgrad runtime build`, compile small C
programs against both with the system compiler and run them under valgrind.
Reference values come from the Numba primal (`numba.njit(sig)` of the
kernel in tests/inputs/kernels.py) and central finite differences of it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"
FIXTURES = INPUTS / "numba-0.61.2"
# ode_euler's Numba 0.61 IR is refused (see README, "What is supported"); 0.68's is not
FIXTURE_OVERRIDES = {"ode_euler": INPUTS / "numba-0.68.1" / "ode_euler.ll"}


def fixture(name: str) -> Path:
    return FIXTURE_OVERRIDES.get(name, FIXTURES / f"{name}.ll")
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")
sys.path.insert(0, str(INPUTS))

import kernels  # noqa: E402
from nrtgrad.finite_differences import central_differences  # noqa: E402

# kernels with a C gradient test: 1-D, 2-D, float scalars, an integer array
GRADIENT_KERNELS = ["sum_sq_np", "exp_mul_sum", "transpose_sum", "row_loop", "scaled_tanh",
                    "rosenbrock2", "ode_euler", "gather_sq"]
# more kernels whose objects are checked for undefined symbols and linked together
LINK_KERNELS = GRADIENT_KERNELS + ["logsumexp", "where_select"]

VALGRIND_OPTIONS = ["--error-exitcode=1", "--leak-check=full",
                    "--errors-for-leak-kinds=definite,indirect"]
CFLAGS = ["-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Werror"]


def tool(*names: str) -> str | None:
    return next((shutil.which(n) for n in names if shutil.which(n)), None)


def run(argv: list[str], timeout: float = 600, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in argv], capture_output=True, text=True,
                          timeout=timeout, **kwargs)


def checked(argv: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = run(argv, **kwargs)
    assert result.returncode == 0, (
        f"{' '.join(map(str, argv))} exited {result.returncode}\n"
        f"{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return result


def differentiate(name: str, directory: Path) -> tuple[Path, Path]:
    """The fixture of `name` -> directory/name_grad.o and name_grad.h."""
    obj, header = directory / f"{name}_grad.o", directory / f"{name}_grad.h"
    checked([NRTGRAD, "differentiate", fixture(name), "--emit", "obj",
             "-o", obj, "--header", header])
    return obj, header


def valgrind(argv: list[str], cwd: Path | None = None) -> tuple[str, str]:
    """Run under valgrind; fail on any error or leak; return (stdout, summary lines)."""
    result = run([tool("valgrind"), *VALGRIND_OPTIONS, *argv], cwd=cwd)
    summary = "\n".join(line.split("== ", 1)[-1] for line in result.stderr.splitlines()
                        if re.search(r"ERROR SUMMARY|heap blocks were freed|"
                                     r"definitely lost|indirectly lost|total heap usage",
                                     line))
    assert result.returncode == 0, (
        f"exit {result.returncode} under valgrind\n{result.stdout[-3000:]}"
        f"{result.stderr[-5000:]}")
    assert "ERROR SUMMARY: 0 errors" in summary, result.stderr[-5000:]
    assert ("All heap blocks were freed" in summary
            or ("definitely lost: 0 bytes" in summary and "indirectly lost: 0 bytes" in summary)
            ), result.stderr[-5000:]
    return result.stdout, summary


# ---- references from the Numba primal ---------------------------------------

_PRIMALS: dict = {}


def primal(name: str):
    if name not in _PRIMALS:
        import numba

        function, signature, _ = kernels.KERNELS[name]
        _PRIMALS[name] = numba.njit(signature)(function)
    return _PRIMALS[name]


def is_float(value) -> bool:
    return (isinstance(value, float)
            or (isinstance(value, np.ndarray) and value.dtype.kind == "f"))


# ---- the generated C test ---------------------------------------------------

_C_ELEMENT = {"f8": ("double", "float64"), "i8": ("int64_t", "int64")}


def _literal(value) -> str:
    if isinstance(value, (float, np.floating)):
        return repr(float(value)) if np.isfinite(value) else "NAN"
    return f"INT64_C({int(value)})"


def _list(values) -> str:
    items = [_literal(v) for v in np.asarray(values).ravel()]
    return "{" + ", ".join(items) + "}"


def c_test_program(name: str, seed: int = 0, n: int = 8, calls: int = 2) -> str:
    """A C99 program checking name_grad against the Numba primal and finite differences.

    Call 1 passes arrays owned by runtime MemInfos, the following calls pass
    meminfo NULL; gradients accumulate, so after call k each must be k times
    the reference.  It also checks `out`, the status, the MemInfo refcounts
    and that the runtime's allocation counters balance.
    """
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    value = float(primal(name)(*args))
    declare, setup, call, checks, release = [], [], [], [], []
    for k, arg in enumerate(args):
        a = f"a{k}"
        if isinstance(arg, np.ndarray):
            arg = np.ascontiguousarray(arg)
            c_type, dtype = _C_ELEMENT[arg.dtype.str[1:]]
            struct = f"nrt_array_{dtype}_{arg.ndim}d"
            declare.append(f"static const {c_type} {a}_values[{arg.size}] = {_list(arg)};")
            declare.append(f"static const int64_t {a}_shape[{arg.ndim}] = "
                           f"{{{', '.join(str(s) for s in arg.shape)}}};")
            setup += [
                f"void *{a}_mi = nrtgrad_rt_meminfo_new(sizeof {a}_values, 32);",
                f"if ({a}_mi == NULL) return 3;",
                f"memcpy(nrtgrad_rt_meminfo_data({a}_mi), {a}_values, sizeof {a}_values);",
                f"{struct} {a};",
                f"nrtgrad_rt_array_init(&{a}, {arg.ndim}, {a}_mi, "
                f"nrtgrad_rt_meminfo_data({a}_mi), sizeof({c_type}), {a}_shape);",
                f"{struct} {a}_plain = {a};",
                f"{a}_plain.meminfo = NULL;",
            ]
            call.append(f"(round == 1 ? &{a} : &{a}_plain)")
            checks.append(f"expect_refcount(\"{a}\", {a}_mi);")
            release.append(f"nrtgrad_rt_release({a}_mi);")
            if is_float(arg):
                reference = central_differences(primal(name), args, k)
                declare.append(f"static double d_{a}[{arg.size}];")
                declare.append(f"static const double d_{a}_expected[{arg.size}] = "
                               f"{_list(reference)};")
                call.append(f"d_{a}")
                checks.append(f"expect_gradient(\"d_{a}\", d_{a}, d_{a}_expected, "
                              f"{arg.size}, round);")
        elif isinstance(arg, float):
            reference = central_differences(primal(name), args, k)
            declare.append(f"static const double {a} = {_literal(arg)};")
            declare.append(f"static double d_{a};")
            declare.append(f"static const double d_{a}_expected[1] = {{{_literal(reference)}}};")
            call += [a, f"&d_{a}"]
            checks.append(f"expect_gradient(\"d_{a}\", &d_{a}, d_{a}_expected, 1, round);")
        else:
            declare.append(f"static const int64_t {a} = {_literal(arg)};")
            call.append(a)
    call.append("&out")
    def body(lines, indent=4):
        return ("\n" + " " * indent).join(lines)

    return f"""/* Checks {name}_grad against the Numba primal and central finite differences. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nrtgrad_rt.h"
#include "{name}_grad.h"

static int failures = 0;

static void expect_gradient(const char *what, const double *got, const double *want,
                            int count, int round) {{
    double scale = 1.0;
    for (int i = 0; i < count; i++)
        scale = fabs(want[i]) > scale ? fabs(want[i]) : scale;
    for (int i = 0; i < count; i++) {{
        double expected = round * want[i];
        if (!(fabs(got[i] - expected) <= 1e-7 * round * scale + 1e-5 * fabs(expected))) {{
            fprintf(stderr, "call %d: %s[%d] = %.17g, finite differences %.17g\\n",
                    round, what, i, got[i], expected);
            failures++;
        }}
    }}
}}

static void expect_refcount(const char *what, void *meminfo) {{
    if (nrtgrad_rt_refcount(meminfo) != 1) {{
        fprintf(stderr, "%s: MemInfo refcount %lld after the call, not 1\\n", what,
                (long long)nrtgrad_rt_refcount(meminfo));
        failures++;
    }}
}}

{body(declare, 0)}
static const double expected_value = {_literal(value)};

int main(void) {{
    int64_t allocs, frees, buffers, buffers_freed, before_allocs, before_frees;
    int64_t per_call = -1;
    (void)expect_refcount;
    {body(setup)}
    for (int round = 1; round <= {calls}; round++) {{
        double out = 0.0;
        nrtgrad_rt_stats(&before_allocs, &before_frees);
        int32_t status = {name}_grad({", ".join(call)});
        nrtgrad_rt_stats(&allocs, &frees);
        if (status != 0) {{
            fprintf(stderr, "call %d: status %d\\n", round, (int)status);
            failures++;
        }}
        if (!(fabs(out - expected_value) <= 1e-12 * fabs(expected_value))) {{
            fprintf(stderr, "call %d: out %.17g, primal %.17g\\n", round, out, expected_value);
            failures++;
        }}
        if (allocs - before_allocs != frees - before_frees) {{
            fprintf(stderr, "call %d: %lld MemInfos allocated, %lld freed\\n", round,
                    (long long)(allocs - before_allocs), (long long)(frees - before_frees));
            failures++;
        }}
        per_call = allocs - before_allocs;
        {body(checks, 8)}
    }}
    {body(release)}
    nrtgrad_rt_stats(&allocs, &frees);
    nrtgrad_rt_buffer_stats(&buffers, &buffers_freed);
    if (allocs != frees || buffers != buffers_freed) {{
        fprintf(stderr, "runtime counters: %lld/%lld MemInfos, %lld/%lld buffers "
                "allocated/freed\\n", (long long)allocs, (long long)frees,
                (long long)buffers, (long long)buffers_freed);
        failures++;
    }}
    printf("{name}: %d calls, value %.17g, %lld MemInfos allocated and freed per call, "
           "%lld in all, %d failures\\n", {calls}, expected_value, (long long)per_call,
           (long long)allocs, failures);
    return failures ? 1 : 0;
}}
"""
