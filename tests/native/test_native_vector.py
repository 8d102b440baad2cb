"""A vector-valued function served from C: `residuals_vjp` and `residuals_jvp` under valgrind.

One C99 program, built once with each derivative object of `residuals` (an
array result; both objects define the primal, so one program links one of
them), at n = 1, 3, 7, 9, 13 and 1001 passes the
argument in a runtime MemInfo and a caller-owned result array: `result`
must equal the Numba primal, `d_x` the cotangent times the finite-difference
Jacobian (added to what was there: two calls give twice), the JVP the
Jacobian times the tangent, the argument's refcount must be unchanged, the
cotangent unmodified, and the runtime's allocation counters balanced; a
result array of the wrong shape gets status 2.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from native_support import (CFLAGS, NRTGRAD, _list, checked, kernels, link_libraries, primal,
                            valgrind)

SIZES = (1, 3, 7, 9, 13, 1001)


def references(n: int):
    (x,) = kernels.KERNELS["residuals"][2](seed=n, n=n)
    f = primal("residuals")
    rng = np.random.default_rng(n)
    cotangent, tangent = rng.standard_normal(n), rng.standard_normal(n)
    step = 1e-6
    jvp = (f(x + step * tangent) - f(x - step * tangent)) / (2 * step)
    vjp = np.array([(np.dot(f(x + step * e), cotangent) - np.dot(f(x - step * e), cotangent))
                    / (2 * step) for e in np.eye(n)])
    return x, f(x), cotangent, vjp, tangent, jvp


def program() -> str:
    blocks, calls = [], []
    for n in SIZES:
        x, value, cotangent, vjp, tangent, jvp = references(n)
        arrays = {"x": x, "value": value, "ct": cotangent, "vjp": vjp, "t": tangent, "jvp": jvp}
        blocks += [f"static const double {k}_n{n}[{n}] = {_list(v)};" for k, v in arrays.items()]
        calls.append(f"check({n}, x_n{n}, value_n{n}, ct_n{n}, vjp_n{n}, t_n{n}, jvp_n{n});")
    return """#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nrtgrad_rt.h"
#ifdef JVP
#include "residuals_jvp.h"
#else
#include "residuals_vjp.h"
#endif

static int failures = 0;

static void expect(int n, const char *what, const double *got, const double *want, int count,
                   double rtol) {
    for (int i = 0; i < count; i++)
        if (!(fabs(got[i] - want[i]) <= rtol * (1.0 + fabs(want[i])))) {
            fprintf(stderr, "n=%d: %s[%d] = %.17g, expected %.17g\\n", n, what, i, got[i],
                    want[i]);
            failures++;
        }
}

static void check(int n, const double *x, const double *value, const double *ct,
                  const double *vjp, const double *t, const double *jvp) {
    int64_t shape[1] = {n}, wrong[1] = {n + 1}, allocs, frees;
    void *x_mi = nrtgrad_rt_meminfo_new(n * sizeof(double), 32);
    memcpy(nrtgrad_rt_meminfo_data(x_mi), x, n * sizeof(double));
    nrt_array_float64_1d xs, result, bad;
    nrtgrad_rt_array_init(&xs, 1, x_mi, nrtgrad_rt_meminfo_data(x_mi), sizeof(double), shape);
    double *values = calloc(n + 1, sizeof(double)), *d_x = calloc(n, sizeof(double));
    /* n + 1: the call with a result of the wrong shape reads that many */
    double *seed = calloc(n + 1, sizeof(double)), *d_result = calloc(n + 1, sizeof(double));
    double *twice = malloc(n * sizeof(double));
    memcpy(seed, ct, n * sizeof(double));
    nrtgrad_rt_array_init(&result, 1, NULL, values, sizeof(double), shape);
    nrtgrad_rt_array_init(&bad, 1, NULL, values, sizeof(double), wrong);
#ifdef JVP
    (void)ct; (void)vjp; (void)seed; (void)twice;
    if (residuals_jvp(&xs, (double *)t, &result, d_result) != 0) {
        fprintf(stderr, "n=%d: residuals_jvp status\\n", n);
        failures++;
    }
    expect(n, "result", values, value, n, 1e-12);
    expect(n, "jvp", d_result, jvp, n, 1e-5);
    if (residuals_jvp(&xs, (double *)t, &bad, d_result) != 2) {
#else
    (void)t; (void)jvp;
    for (int round = 1; round <= 2; round++) {
        if (residuals_vjp(&xs, d_x, seed, &result) != 0) {
            fprintf(stderr, "n=%d: residuals_vjp status\\n", n);
            failures++;
        }
    }
    for (int i = 0; i < n; i++) twice[i] = 2 * vjp[i];
    expect(n, "result", values, value, n, 1e-12);
    expect(n, "d_x (two calls)", d_x, twice, n, 1e-5);
    expect(n, "cotangent", seed, ct, n, 0.0);
    if (residuals_vjp(&xs, d_x, seed, &bad) != 2) {
#endif
        fprintf(stderr, "n=%d: a result of the wrong shape is not status 2\\n", n);
        failures++;
    }
    if (nrtgrad_rt_refcount(x_mi) != 1) {
        fprintf(stderr, "n=%d: refcount %lld\\n", n, (long long)nrtgrad_rt_refcount(x_mi));
        failures++;
    }
    nrtgrad_rt_release(x_mi);
    free(values); free(d_x); free(seed); free(d_result); free(twice);
    nrtgrad_rt_stats(&allocs, &frees);
    if (allocs != frees) {
        fprintf(stderr, "n=%d: %lld MemInfos allocated, %lld freed\\n", n, (long long)allocs,
                (long long)frees);
        failures++;
    }
}
""" + "\n".join(blocks) + """

int main(void) {
    """ + "\n    ".join(calls) + """
    printf("residuals: %d failures\\n", failures);
    return failures ? 1 : 0;
}
"""


@pytest.mark.parametrize("mode, suffix", [("reverse", "vjp"), ("forward", "jvp")])
def test_vjp_and_jvp_from_c(mode, suffix, runtime_dir, compilers, tmp_path):
    fixture = Path(kernels.__file__).parent / "numba-0.61.2" / "residuals.ll"
    obj = tmp_path / f"residuals_{suffix}.o"
    checked([NRTGRAD, "differentiate", fixture, "--mode", mode, "--emit", "obj", "-o", obj,
             "--header", tmp_path / f"residuals_{suffix}.h"])
    source = tmp_path / "check_residuals.c"
    source.write_text(program())
    binary = tmp_path / "check_residuals"
    checked([compilers["cc"], *CFLAGS, *(["-DJVP"] if mode == "forward" else []),
             "-I", runtime_dir, "-I", tmp_path, source, obj,
             "-L", runtime_dir, *link_libraries(runtime_dir), "-o", binary])
    stdout, summary = valgrind([binary])
    print(stdout + summary)
    assert "residuals: 0 failures" in stdout
