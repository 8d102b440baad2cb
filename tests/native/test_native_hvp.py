"""`<name>_hvp` in a C program: exp_mul_sum's Hessian-vector product under valgrind.

The object and header come from `nrtgrad differentiate --mode hvp --emit
obj --header`; the program passes arrays owned by runtime MemInfos, checks
that their refcounts are unchanged and that every MemInfo the call creates
is destroyed, and prints the gradient and H.v, which must match
`nrtgrad.grad` and central finite differences of it along the tangent.
"""

from __future__ import annotations

import numpy as np
from native_support import CFLAGS, NRTGRAD, checked, fixture, link_libraries, primal, valgrind

import nrtgrad

N = 13

PROGRAM = """
#include <stdio.h>
#include <string.h>
#include "exp_mul_sum_hvp.h"
#include "nrtgrad_rt.h"

int main(void) {
    enum { N = %(n)d };
    static const double xs[N] = {%(x)s}, ys[N] = {%(y)s}, vx[N] = {%(vx)s}, vy[N] = {%(vy)s};
    int64_t shape[1] = {N}, before, after, freed_before, freed_after;
    void *mx = nrtgrad_rt_meminfo_new(N * sizeof(double), 32);
    void *my = nrtgrad_rt_meminfo_new(N * sizeof(double), 32);
    double *x = *(double **)((char *)mx + 24), *y = *(double **)((char *)my + 24);
    memcpy(x, xs, sizeof xs);
    memcpy(y, ys, sizeof ys);
    nrt_array_float64_1d ax, ay;
    nrtgrad_rt_array_init(&ax, 1, mx, x, sizeof(double), shape);
    nrtgrad_rt_array_init(&ay, 1, my, y, sizeof(double), shape);
    double dx[N] = {0}, dy[N] = {0}, hx[N] = {0}, hy[N] = {0}, out = 0.0;
    nrtgrad_rt_stats(&before, &freed_before);
    int status = exp_mul_sum_hvp(&ax, dx, vx, hx, &ay, dy, vy, hy, &out);
    nrtgrad_rt_stats(&after, &freed_after);
    if (status != 0 || after - before != freed_after - freed_before
            || nrtgrad_rt_refcount(mx) != 1 || nrtgrad_rt_refcount(my) != 1) {
        printf("status %%d, %%ld MemInfos made, %%ld freed\\n", status, (long)(after - before),
               (long)(freed_after - freed_before));
        return 1;
    }
    printf("%%.17g\\n", out);
    for (int i = 0; i < N; i++)
        printf("%%.17g %%.17g %%.17g %%.17g\\n", dx[i], dy[i], hx[i], hy[i]);
    nrtgrad_rt_release(mx);
    nrtgrad_rt_release(my);
    return 0;
}
"""


def test_exp_mul_sum_hvp_in_c(runtime_dir, tmp_path, compilers):
    obj, header = tmp_path / "exp_mul_sum_hvp.o", tmp_path / "exp_mul_sum_hvp.h"
    checked([NRTGRAD, "differentiate", fixture("exp_mul_sum"), "--mode", "hvp", "--emit", "obj",
             "-o", obj, "--header", header])
    rng = np.random.default_rng(7)
    x, y, vx, vy = (rng.uniform(-1.0, 1.0, N) for _ in range(4))
    literal = lambda values: ", ".join(repr(float(v)) for v in values)  # noqa: E731
    source = tmp_path / "main.c"
    source.write_text(PROGRAM % {"n": N, "x": literal(x), "y": literal(y), "vx": literal(vx),
                                 "vy": literal(vy)})
    program = tmp_path / "hvp"
    checked([compilers["cc"], *CFLAGS, f"-I{runtime_dir}", f"-I{tmp_path}", source, obj,
             f"-L{runtime_dir}", *link_libraries(runtime_dir), "-o", program])
    stdout, _ = valgrind([program])
    lines = stdout.split("\n")
    columns = np.array([[float(v) for v in line.split()] for line in lines[1:N + 1]])
    f = primal("exp_mul_sum")
    np.testing.assert_allclose(float(lines[0]), f(x, y), rtol=1e-12)
    gradient = nrtgrad.grad(f, argnums=(0, 1))
    np.testing.assert_allclose(columns[:, :2].T, gradient(x, y), rtol=1e-12, atol=1e-14)
    step = 1e-5
    plus, minus = gradient(x + step * vx, y + step * vy), gradient(x - step * vx, y - step * vy)
    expected = [(p - m) / (2 * step) for p, m in zip(plus, minus)]
    np.testing.assert_allclose(columns[:, 2:].T, expected, rtol=1e-6, atol=1e-8)
