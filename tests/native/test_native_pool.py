"""The runtime's pool of freed MemInfo blocks (runtime/nrtgrad_rt_pool.c).

tests/native/pool_check.c checks the pool on its own, natively and under
valgrind with the pool switched on: reuse, the alignment asked for, trim,
the per-class cap, switching it off, two threads allocating at once and
balanced counters.  The pool's default state comes from the environment
(NRTGRAD_RT_POOL) and valgrind.  A C program computing ode_euler's gradient
on two threads at once, many times, gives bit-identical results with and
without the pool, and with the pool reuses blocks.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from native_support import CFLAGS, checked, link_libraries, valgrind

HERE = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def pool_check(runtime_dir, compilers, tmp_path_factory):
    binary = tmp_path_factory.mktemp("pool") / "pool_check"
    checked([compilers["cc"], *CFLAGS, "-pthread", "-I", runtime_dir, HERE / "pool_check.c",
             "-L", runtime_dir, "-lnrtgrad_rt", "-o", binary])
    return binary


def environment(pool: str | None) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items() if k != "NRTGRAD_RT_POOL"}
    return base if pool is None else {**base, "NRTGRAD_RT_POOL": pool}


@pytest.mark.parametrize("pool, under_valgrind, state", [
    (None, False, "on"), ("0", False, "off"), ("1", False, "on"),
    (None, True, "off"), ("1", True, "on"), ("0", True, "off")])
def test_default_state(pool_check, pool, under_valgrind, state):
    if under_valgrind:
        stdout, _ = valgrind([pool_check, "state"], env=environment(pool))
    else:
        stdout = checked([pool_check, "state"], env=environment(pool)).stdout
    assert stdout.splitlines() == [f"pool {state}", "0 failures"]


def test_pool_natively(pool_check):
    stdout = checked([pool_check], env=environment(None)).stdout
    print(stdout)
    assert stdout.strip().endswith("\n0 failures")
    assert "raw blocks: ok" in stdout
    assert "huge pages: ok" in stdout or "huge pages: not in this kernel" in stdout
    assert "2 threads, 20000 blocks each" in stdout


def test_a_forked_child_starts_with_an_empty_pool(pool_check):
    # natively only: under valgrind the blocks a child leaves unreused are leaks
    stdout = checked([pool_check, "fork"], env=environment(None)).stdout
    print(stdout)
    assert stdout.splitlines() == [
        "50 forks while a thread allocates: 50 children with an empty pool", "0 failures"]


def test_pool_under_valgrind(pool_check):
    stdout, summary = valgrind([pool_check], env=environment(None))
    print(stdout + summary)
    assert stdout.strip().endswith("\n0 failures")


GRADIENTS = r"""/* ode_euler's gradient on two threads at once, ROUNDS times each; prints
 * every result's bits (all threads and rounds must agree) and the pool's counters. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nrtgrad_rt.h"
#include "ode_euler_grad.h"

#define ROUNDS 30

struct result { long n; double value, d_h; unsigned long long digest; int status; };

static unsigned long long fnv1a(const void *data, size_t size) {
    unsigned long long hash = 1469598103934665603ULL;
    for (size_t i = 0; i < size; i++)
        hash = (hash ^ ((const unsigned char *)data)[i]) * 1099511628211ULL;
    return hash;
}

static struct result gradient(long n) {
    struct result result = {n, 0.0, 0.0, 0, 0};
    void *meminfo = nrtgrad_rt_meminfo_new(sizeof(double) * (size_t)n, 32);
    double *y0 = nrtgrad_rt_meminfo_data(meminfo);
    for (long i = 0; i < n; i++)
        y0[i] = sin(0.37 * (double)i + 0.1);
    int64_t shape[1] = {n};
    nrt_array_float64_1d array;
    nrtgrad_rt_array_init(&array, 1, meminfo, y0, sizeof(double), shape);
    double *d_y0 = calloc((size_t)n, sizeof(double));
    result.status = ode_euler_grad(&array, d_y0, 0.125, &result.d_h, &result.value);
    if (nrtgrad_rt_refcount(meminfo) != 1)
        result.status = -1;
    result.digest = fnv1a(d_y0, sizeof(double) * (size_t)n);
    free(d_y0);
    nrtgrad_rt_release(meminfo);
    return result;
}

static const long SIZES[] = {13, 1001, 20001};
static struct result results[2][ROUNDS][3];

static void *serve(void *argument) {
    struct result (*mine)[3] = argument;
    for (int round = 0; round < ROUNDS; round++)
        for (int k = 0; k < 3; k++)
            mine[round][k] = gradient(SIZES[k]);
    return NULL;
}

int main(void) {
    pthread_t threads[2];
    for (int t = 0; t < 2; t++)
        if (pthread_create(&threads[t], NULL, serve, results[t]) != 0)
            return 2;
    for (int t = 0; t < 2; t++)
        pthread_join(threads[t], NULL);
    int disagreements = 0;
    for (int t = 0; t < 2; t++)
        for (int round = 0; round < ROUNDS; round++)
            for (int k = 0; k < 3; k++)
                disagreements += memcmp(&results[t][round][k], &results[0][0][k],
                                        sizeof(struct result)) != 0;
    for (int k = 0; k < 3; k++) {
        struct result *r = &results[0][0][k];
        printf("n = %ld: status %d, value %a, d/dh %a, d/dy0 digest %016llx\n", r->n,
               r->status, r->value, r->d_h, r->digest);
    }
    int64_t allocs, frees, hits, misses;
    nrtgrad_rt_stats(&allocs, &frees);
    nrtgrad_rt_pool_stats(&hits, &misses, NULL);
    printf("%d disagreements; MemInfos %lld allocated, %lld freed; pool hits %lld misses %lld\n",
           disagreements, (long long)allocs, (long long)frees, (long long)hits,
           (long long)misses);
    return 0;
}
"""


def test_gradients_identical_with_and_without_pool(derivatives, runtime_dir, compilers,
                                                   tmp_path):
    obj, header = derivatives["ode_euler"]
    source = tmp_path / "pool_gradients.c"
    source.write_text(GRADIENTS)
    binary = tmp_path / "pool_gradients"
    checked([compilers["cc"], *CFLAGS, "-pthread", "-I", runtime_dir, "-I", header.parent,
             source, obj, "-L", runtime_dir, *link_libraries(runtime_dir), "-o", binary])
    outputs = {pool: checked([binary], env=environment(pool)).stdout.splitlines()
               for pool in ("0", "1")}
    print("\n".join(outputs["1"]))
    for pool, lines in outputs.items():
        assert [line.split(":")[1].split(",")[0] for line in lines[:3]] == [" status 0"] * 3
        counts = lines[3].replace(",", "").replace(";", "").split()
        assert counts[0] == "0", lines[3]  # disagreements between threads and rounds
        assert counts[3] == counts[5], lines[3]  # MemInfos allocated == freed
        hits, misses = int(counts[-3]), int(counts[-1])
        if pool == "0":
            assert hits == misses == 0
        else:
            assert hits > 10 * misses > 0
    assert outputs["0"][:3] == outputs["1"][:3]
    # the gradients are right: the value against the Numba primal's
    import numpy as np
    from native_support import primal

    for n, line in zip((13, 1001, 20001), outputs["1"]):
        y0 = np.sin(0.37 * np.arange(n) + 0.1)
        assert float.fromhex(line.split("value ")[1].split(",")[0]) == pytest.approx(
            primal("ode_euler")(y0, 0.125), rel=1e-12)
