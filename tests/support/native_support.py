"""What the native tests share: fixture paths, the kernels with C tests, building
and running C programs against derivative objects and the runtime, valgrind.

The tests differentiate fixtures with the `nrtgrad` command into objects and
headers, build the runtime with `nrtgrad runtime build`, compile small C
programs against both with the system compiler and run them under valgrind.
What valgrind runs is built for a CPU it can execute (`valgrind_cpu_flags`): no
released valgrind decodes AVX-512, so on any host the code it is given is
for at most x86-64-v3 (AVX2), and `valgrind` refuses a program with
AVX-512 (EVEX-encoded) instructions before running it.
Reference values come from the Numba primal (`numba.njit(sig)` of the
kernel in tests/inputs/kernels.py) and central finite differences of it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import kernels
import numpy as np

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"
FIXTURES = INPUTS / "numba-0.61.2"
# ode_euler as the serve example builds it: from Numba 0.68's IR; solve_loss,
# solve_matrix, inv_loss, eigvalsh_loss, cholesky_solve, det_loss, qr_loss, svd_values and
# lstsq_loss from there too (Enzyme takes seconds on each, against 10 s to minutes on
# 0.61.2's)
FIXTURE_OVERRIDES = {"ode_euler": INPUTS / "numba-0.68.1" / "ode_euler.ll",
                     "solve_loss": INPUTS / "numba-0.68.1" / "solve_loss.ll",
                     "solve_matrix": INPUTS / "numba-0.68.1" / "solve_matrix.ll",
                     "inv_loss": INPUTS / "numba-0.68.1" / "inv_loss.ll",
                     "eigvalsh_loss": INPUTS / "numba-0.68.1" / "eigvalsh_loss.ll",
                     "cholesky_solve": INPUTS / "numba-0.68.1" / "cholesky_solve.ll",
                     "det_loss": INPUTS / "numba-0.68.1" / "det_loss.ll",
                     "qr_loss": INPUTS / "numba-0.68.1" / "qr_loss.ll",
                     "svd_values": INPUTS / "numba-0.68.1" / "svd_values.ll",
                     "lstsq_loss": INPUTS / "numba-0.68.1" / "lstsq_loss.ll"}


def fixture(name: str) -> Path:
    return FIXTURE_OVERRIDES.get(name, FIXTURES / f"{name}.ll")
NRTGRAD = str(Path(sys.executable).parent / "nrtgrad")

from nrtgrad.optimize import target  # noqa: E402
from nrtgrad.gradcheck.finite_differences import central_differences  # noqa: E402

# kernels with a C gradient test: 1-D, 2-D, float scalars, an integer array
GRADIENT_KERNELS = ["sum_sq_np", "exp_mul_sum", "transpose_sum", "row_loop", "scaled_tanh",
                    "rosenbrock2", "ode_euler", "gather_sq", "shift_assign", "row_assign", "matmul",
                    "dot_mv", "list_append_sum", "list_of_arrays", "euler_rates", "solve_loss",
                    "solve_matrix", "inv_loss", "eigvalsh_loss", "cholesky_solve", "det_loss",
                    "qr_loss", "svd_values", "lstsq_loss"]
# more kernels whose objects are checked for undefined symbols and linked together
LINK_KERNELS = GRADIENT_KERNELS + ["logsumexp", "where_select", "poly_f32", "residuals",
                                   "sum_and_sumsq"]
# problem sizes of the C gradient tests: lengths that leave remainders after
# vectorised and unrolled loops, and one large odd length (row_loop's A is n x n;
# qr_loss's value grows with n^2, and at 35 x 33 rounding in the differences' step
# reaches their tolerance)
SIZES = (1, 3, 7, 9, 13)
LARGE = {"row_loop": 33, "matmul": 33, "dot_mv": 33, "solve_loss": 33, "solve_matrix": 33,
         "inv_loss": 33, "eigvalsh_loss": 33, "cholesky_solve": 33, "det_loss": 33,
         "qr_loss": 15, "svd_values": 33, "lstsq_loss": 33}
LARGE_DEFAULT = 1001


def sizes(name: str) -> tuple[int, ...]:
    """The sizes `name` is checked at from C: one when its arguments do not depend on n."""
    make_args = kernels.KERNELS[name][2]
    if not any(isinstance(a, np.ndarray) for a in make_args(n=1)):
        return (1,)
    return SIZES + (LARGE.get(name, LARGE_DEFAULT),)

VALGRIND_OPTIONS = ["--error-exitcode=1", "--leak-check=full",
                    "--errors-for-leak-kinds=definite,indirect"]
CFLAGS = ["-std=c99", "-O1", "-g", "-Wall", "-Wextra", "-Werror"]


def link_libraries(runtime_dir: Path) -> list[str]:
    """What a program links after its derivative objects: the runtime, its BLAS
    helpers and the CBLAS they were built against (when one was found), libm."""
    blas = runtime_dir / "blas-libs.txt"
    extra = ["-lnrtgrad_rt_blas", *blas.read_text().split()] if blas.is_file() else []
    return ["-lnrtgrad_rt", *extra, "-lm"]


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


def valgrind_cpu_flags(host: str = "native") -> list[str]:
    """`nrtgrad differentiate`'s CPU options for derivatives run under valgrind on a
    machine whose CPU is `host`: x86-64-v3 where the host has AVX2 (vector math then
    still calls libmvec's AVX2 variants), else the x86-64 baseline."""
    return ["--target-cpu", "x86-64-v3"] if target.has_avx2(host) else []


# instruction prefixes that may stand before an EVEX prefix (0x62 in 64-bit code)
_LEGACY_PREFIXES = {"26", "2e", "36", "3e", "64", "65", "66", "67", "f2", "f3"}


def evex_instructions(binary: Path) -> list[str]:
    """The AVX-512 (EVEX-encoded) instructions in `binary`'s code, as objdump shows them."""
    listing = checked([tool("objdump"), "-d", "--no-addresses", binary]).stdout
    found = []
    for line in listing.splitlines():
        fields = line.strip().split("\t")
        if len(fields) < 2:
            continue
        opcode = next((b for b in fields[0].split() if b not in _LEGACY_PREFIXES), "")
        if opcode == "62":
            found.append(line.strip())
    return found


def valgrind(argv: list[str], cwd: Path | None = None,
             env: dict[str, str] | None = None) -> tuple[str, str]:
    """Run under valgrind; fail on any error or leak; return (stdout, summary lines)."""
    avx512 = evex_instructions(Path(argv[0]))
    assert not avx512, (f"{argv[0]} has {len(avx512)} AVX-512 instructions valgrind cannot "
                        f"decode (build it with valgrind_cpu_flags()), e.g. {avx512[0]}")
    result = run([tool("valgrind"), *VALGRIND_OPTIONS, *argv], cwd=cwd, env=env)
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


def c_test_program(name: str, sizes, seed: int = 0, calls: int = 2) -> str:
    """A C99 program checking name_grad against the Numba primal and finite differences.

    For each size n (the kernel's example arguments at n) call 1 passes
    arrays owned by runtime MemInfos, the following calls pass meminfo NULL;
    gradients accumulate, so after call k each must be k times the
    reference.  It also checks `out`, the status, the MemInfo refcounts and
    that the runtime's allocation counters balance.  Every array, and every
    gradient buffer, is a heap block of its exact size, so valgrind sees a
    read or write past its end.
    """
    blocks = [_size_block(name, n, seed, calls) for n in sizes]
    return f"""/* Checks {name}_grad against the Numba primal and central finite differences. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nrtgrad_rt.h"
#include "{name}_grad.h"

static int failures = 0;

static void expect_gradient(int n, const char *what, const double *got, const double *want,
                            int count, int round) {{
    double scale = 1.0;
    for (int i = 0; i < count; i++)
        scale = fabs(want[i]) > scale ? fabs(want[i]) : scale;
    for (int i = 0; i < count; i++) {{
        double expected = round * want[i];
        if (!(fabs(got[i] - expected) <= 1e-7 * round * scale + 1e-5 * fabs(expected))) {{
            fprintf(stderr, "n=%d call %d: %s[%d] = %.17g, finite differences %.17g\\n",
                    n, round, what, i, got[i], expected);
            failures++;
        }}
    }}
}}

static void expect_call(int n, int round, int32_t status, double out, double expected,
                        int64_t allocs, int64_t frees) {{
    if (status != 0) {{
        fprintf(stderr, "n=%d call %d: status %d\\n", n, round, (int)status);
        failures++;
    }}
    if (!(fabs(out - expected) <= 1e-12 * fabs(expected))) {{
        fprintf(stderr, "n=%d call %d: out %.17g, primal %.17g\\n", n, round, out, expected);
        failures++;
    }}
    if (allocs != frees) {{
        fprintf(stderr, "n=%d call %d: %lld MemInfos allocated, %lld freed\\n", n, round,
                (long long)allocs, (long long)frees);
        failures++;
    }}
}}

static void expect_refcount(int n, const char *what, void *meminfo) {{
    if (nrtgrad_rt_refcount(meminfo) != 1) {{
        fprintf(stderr, "n=%d: %s: MemInfo refcount %lld after the call, not 1\\n", n, what,
                (long long)nrtgrad_rt_refcount(meminfo));
        failures++;
    }}
}}

static void *copy_into_meminfo(const void *values, size_t size) {{
    void *meminfo = nrtgrad_rt_meminfo_new(size, 32);
    if (meminfo == NULL) {{
        fprintf(stderr, "out of memory\\n");
        exit(3);
    }}
    if (size) memcpy(nrtgrad_rt_meminfo_data(meminfo), values, size);
    return meminfo;
}}

static double *zeroed(size_t count) {{
    double *buffer = calloc(count ? count : 1, sizeof(double));
    if (buffer == NULL) {{
        fprintf(stderr, "out of memory\\n");
        exit(3);
    }}
    return buffer;
}}
{"".join(blocks)}
int main(void) {{
    int64_t allocs, frees, buffers, buffers_freed;
    (void)expect_refcount;
    (void)copy_into_meminfo;
    (void)zeroed;
    {" ".join(f"check_n{n}();" for n in sizes)}
    nrtgrad_rt_stats(&allocs, &frees);
    nrtgrad_rt_buffer_stats(&buffers, &buffers_freed);
    if (allocs != frees || buffers != buffers_freed) {{
        fprintf(stderr, "runtime counters: %lld/%lld MemInfos, %lld/%lld buffers "
                "allocated/freed\\n", (long long)allocs, (long long)frees,
                (long long)buffers, (long long)buffers_freed);
        failures++;
    }}
    printf("{name}: n = {", ".join(map(str, sizes))}, {calls} calls each, %lld MemInfos "
           "allocated and freed in all, %d failures\\n", (long long)allocs, failures);
    return failures ? 1 : 0;
}}
"""


def _size_block(name: str, n: int, seed: int, calls: int) -> str:
    """The data and the function `check_n<n>` of one size."""
    args = list(kernels.KERNELS[name][2](seed=seed, n=n))
    value = float(primal(name)(*args))
    declare, setup, call, checks, release = [], [], [], [], []
    for k, arg in enumerate(args):
        a = f"a{k}"
        if isinstance(arg, np.ndarray):
            arg = np.ascontiguousarray(arg)
            c_type, dtype = _C_ELEMENT[arg.dtype.str[1:]]
            struct = f"nrt_array_{dtype}_{arg.ndim}d"
            declare.append(f"static const {c_type} {a}_values_n{n}[{arg.size}] = {_list(arg)};")
            declare.append(f"static const int64_t {a}_shape_n{n}[{arg.ndim}] = "
                           f"{{{', '.join(str(s) for s in arg.shape)}}};")
            setup += [
                f"void *{a}_mi = copy_into_meminfo({a}_values_n{n}, sizeof {a}_values_n{n});",
                f"{struct} {a};",
                f"nrtgrad_rt_array_init(&{a}, {arg.ndim}, {a}_mi, "
                f"nrtgrad_rt_meminfo_data({a}_mi), sizeof({c_type}), {a}_shape_n{n});",
                f"{struct} {a}_plain = {a};",
                f"{a}_plain.meminfo = NULL;",
            ]
            call.append(f"(round == 1 ? &{a} : &{a}_plain)")
            checks.append(f'expect_refcount({n}, "{a}", {a}_mi);')
            release.append(f"nrtgrad_rt_release({a}_mi);")
            if is_float(arg):
                reference = central_differences(primal(name), args, k)
                setup.append(f"double *d_{a} = zeroed({arg.size});")
                declare.append(f"static const double d_{a}_expected_n{n}[{arg.size}] = "
                               f"{_list(reference)};")
                call.append(f"d_{a}")
                checks.append(f'expect_gradient({n}, "d_{a}", d_{a}, d_{a}_expected_n{n}, '
                              f"{arg.size}, round);")
                release.append(f"free(d_{a});")
        elif isinstance(arg, float):
            reference = central_differences(primal(name), args, k)
            setup += [f"const double {a} = {_literal(arg)};", f"double d_{a} = 0.0;",
                      f"const double d_{a}_expected[1] = {{{_literal(reference)}}};"]
            call += [a, f"&d_{a}"]
            checks.append(f'expect_gradient({n}, "d_{a}", &d_{a}, d_{a}_expected, 1, round);')
        else:
            setup.append(f"const int64_t {a} = {_literal(arg)};")
            call.append(a)
    call.append("&out")

    def body(lines, indent):
        return ("\n" + " " * indent).join(lines)

    return f"""
{body(declare, 0)}

static void check_n{n}(void) {{
    int64_t allocs, frees, before_allocs, before_frees;
    {body(setup, 4)}
    for (int round = 1; round <= {calls}; round++) {{
        double out = 0.0;
        nrtgrad_rt_stats(&before_allocs, &before_frees);
        int32_t status = {name}_grad({", ".join(call)});
        nrtgrad_rt_stats(&allocs, &frees);
        expect_call({n}, round, status, out, {_literal(value)}, allocs - before_allocs,
                    frees - before_frees);
        {body(checks, 8)}
    }}
    {body(release, 4)}
}}
"""
