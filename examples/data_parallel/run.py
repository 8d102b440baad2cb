"""Data-parallel gradients: a loss over a dataset split into chunks of rows, its
gradient computed chunk by chunk in worker processes and summed.

    python examples/data_parallel/run.py            # 400,000 rows; 1 and 2 workers, timed
    python examples/data_parallel/run.py --quick    # 101 rows in chunks of 7 and of 13

The workers are Dask's (a `LocalCluster` of worker processes, one thread each)
and concurrent.futures' (a `ProcessPoolExecutor` under fork and under spawn).
They get the gradient object `nrtgrad.grad(loss, argnums=(0, 1))` itself,
pickled (by Dask with cloudpickle, by concurrent.futures with pickle) as the
call that made it, `network_loss.loss` by module and name: each worker imports
network_loss and compiles the derivative on its first call, from the disk
cache this process filled, without running Enzyme.  Dask keeps each chunk on
one worker (scattered once, and aligned there); concurrent.futures sends the
chunks with each gradient.

Invariants:

- every summed gradient equals the one this process computes over the whole
  dataset to RELATIVE in every element, or the script exits 1;
- the workers import network_loss from this directory: it is the first entry
  of this script's sys.path, which forked workers inherit and multiprocessing
  gives the workers it spawns (Dask's LocalCluster starts its own so); workers
  on other machines need network_loss.py installed, or `client.upload_file`;
- fork workers start before Dask does: they are forked from a process without
  Dask's threads.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import multiprocessing
import sys
import time

import numpy as np
import nrtgrad

import network_loss

RELATIVE = 1e-12
BACKENDS = ("fork", "spawn", "dask")


def summed(gradients) -> tuple:
    """The chunks' gradients (tuples of arrays) added, in chunk order."""
    return tuple(functools.reduce(np.add, parts) for parts in zip(*gradients))


def relative_difference(got: tuple, expected: tuple) -> float:
    """The largest |got - expected| / |expected| over every element."""
    return max(float(np.max(np.abs(g - e) / np.abs(e))) for g, e in zip(got, expected))


def timed(step, repeats: int) -> tuple[tuple, float, float]:
    """(step()'s result, the first call's seconds, the fastest of `repeats` more calls');
    on the first call, workers start (concurrent.futures) and compile the derivative."""
    start = time.perf_counter()
    result = step()
    first = time.perf_counter() - start
    again = []
    for _ in range(repeats):
        start = time.perf_counter()
        step()
        again.append(time.perf_counter() - start)
    return result, first, min(again, default=first)


def on_futures(method: str, workers: int, gradient, params, splits, repeats: int):
    """timed() of the summed gradient of each split (a list of chunks) from one
    ProcessPoolExecutor whose `workers` processes start by `method` (fork or spawn)."""
    context = multiprocessing.get_context(method)
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
        def step(chunks):
            count = len(chunks)
            return summed(pool.map(gradient, *zip(*[params] * count), *zip(*chunks)))

        return [timed(functools.partial(step, chunks), repeats) for chunks in splits]


def on_dask(workers: int, gradient, params, splits, repeats: int):
    """timed() of the summed gradient of each split (a list of chunks) from one Dask
    LocalCluster of `workers` worker processes, each chunk kept on one of them."""
    # imported here: spawned workers import this script, and need no Dask
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        def step(placed):
            futures = [client.submit(gradient, *params, X, y, pure=False) for X, y in placed]
            return summed(client.gather(futures))

        return [timed(functools.partial(step, scattered(client, chunks)), repeats)
                for chunks in splits]


def scattered(client, chunks) -> list:
    """Futures of the chunks, each on one worker in turn: scattered there, then aligned
    there (Dask may put a received array at an address that is not a multiple of 8:
    Numba types it as unaligned, a specialisation whose derivative would be made anew)."""
    addresses = sorted(client.scheduler_info()["workers"])
    placed = []
    for index, (X, y) in enumerate(chunks):
        worker = [addresses[index % len(addresses)]]
        X, y = client.scatter([X, y], workers=worker)
        placed.append((client.submit(np.require, X, None, ["F", "A"], workers=worker),
                       client.submit(np.require, y, None, ["C", "A"], workers=worker)))
    return placed


def run(backend: str, workers: int, gradient, params, splits, repeats: int) -> list:
    if backend == "dask":
        return on_dask(workers, gradient, params, splits, repeats)
    return on_futures(backend, workers, gradient, params, splits, repeats)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=400_000)
    parser.add_argument("--chunk-rows", type=int, nargs="+",
                        help="rows per chunk, one run for each (default: rows / 8)")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS))
    parser.add_argument("--repeats", type=int, default=3, help="timed gradients after the first")
    parser.add_argument("--quick", action="store_true",
                        help="101 rows in chunks of 7 and of 13, 2 workers, no repeats")
    args = parser.parse_args(argv)
    if args.quick:
        args.rows, args.chunk_rows, args.workers, args.repeats = 101, [7, 13], [2], 0
    chunk_sizes = args.chunk_rows or [-(-args.rows // 8)]

    gradient = nrtgrad.grad(network_loss.loss, argnums=(0, 1))
    params = network_loss.parameters()
    X, y = network_loss.dataset(args.rows)
    expected, first, best = timed(lambda: gradient(*params, X, y), args.repeats)
    print(f"{args.rows} rows, {network_loss.FEATURES} features, {network_loss.HIDDEN} hidden "
          f"units; in this process: {best:.3f} s per gradient (first {first:.3f} s)")

    splits = [network_loss.chunks(X, y, rows) for rows in chunk_sizes]
    worst = 0.0
    for backend in [name for name in BACKENDS if name in args.backends]:
        for workers in args.workers:
            results = run(backend, workers, gradient, params, splits, args.repeats)
            for rows, chunks, (got, first, best) in zip(chunk_sizes, splits, results):
                difference = relative_difference(got, expected)
                worst = max(worst, difference)
                print(f"{backend}, {workers} worker{'s' * (workers > 1)}, {len(chunks)} chunks "
                      f"of {rows} rows: {best:.3f} s per gradient (first {first:.3f} s); "
                      f"relative difference {difference:.1e}", flush=True)
    if worst > RELATIVE:
        print(f"the summed gradients differ from this process's by {worst:.1e} > {RELATIVE:.0e}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
