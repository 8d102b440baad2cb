"""Gradients served from C: each kernel kind, under valgrind, against the Numba primal.

For every kernel the test generates one C99 program holding, for each size
(n = 1, 3, 7, 9, 13 and a large odd n: the kernel's example arguments at
n), the inputs, the primal value and the central-finite-difference
gradients of the Numba primal, links it with the kernel's derivative object
and the runtime, and runs it under valgrind (no errors, no definite or
indirect leaks).  At each size the program calls `<name>_grad` twice
(arrays owned by runtime MemInfos, then with meminfo NULL), checks status,
`out` (rtol 1e-12), the accumulated gradients (rtol 1e-5), argument
refcounts, and that the runtime's allocation counters balance.  Under
valgrind the runtime's pool is off; the program then runs natively with the
pool on, so the second call of each size takes its arrays and Enzyme's
tapes from blocks the first one freed.  Matrix
products (`matmul`, `dot_mv`) run the runtime's BLAS helpers over the
system CBLAS, `np.linalg.solve` (`solve_loss`, `solve_matrix`) its
`numba_xgesv` over the system LAPACK too, `np.linalg.inv` (`inv_loss`)
its `numba_xxgetrf` and `numba_ez_xxgetri`, `np.linalg.eigvalsh`
(`eigvalsh_loss`) its `numba_ez_xxxevd` (jobz 'N' and, for the eigenvectors
its derivative needs, 'V'), `np.linalg.cholesky` (`cholesky_solve`) its
`numba_xxpotrf`, `np.linalg.det` (`det_loss`) its `numba_xxgetrf`,
`numba_xgesv` and `numba_xxgemm`, `np.linalg.qr` (`qr_loss`) its
`numba_ez_geqrf` and `numba_ez_xxgqr`, `np.linalg.svd` (`svd_values`, of an
(n + 2) x n matrix) its `numba_ez_gesdd` (jobz 'S') and `numba_xxgemm`, and
`np.linalg.lstsq` (`lstsq_loss`, of an (n + 2) x n matrix) its `numba_ez_gelsd`,
`numba_ez_gesdd` and `numba_xxgemm`.
"""

from __future__ import annotations

import os

import pytest
from native_support import (CFLAGS, GRADIENT_KERNELS, c_test_program, checked, link_libraries,
                            sizes, valgrind)


@pytest.mark.parametrize("name", GRADIENT_KERNELS)
def test_gradient_from_c(name, derivatives, runtime_dir, compilers, tmp_path):
    obj, header = derivatives[name]
    source = tmp_path / f"check_{name}.c"
    source.write_text(c_test_program(name, sizes(name)))
    binary = tmp_path / f"check_{name}"
    checked([compilers["cc"], *CFLAGS, "-I", runtime_dir, "-I", header.parent, source, obj,
             "-L", runtime_dir, *link_libraries(runtime_dir), "-o", binary])
    stdout, summary = valgrind([binary])
    print(stdout + summary)
    pooled = checked([binary], env={**os.environ, "NRTGRAD_RT_POOL": "1"}).stdout
    print(pooled)
    for output in (stdout, pooled):
        assert f"{name}: n = {', '.join(map(str, sizes(name)))}, 2 calls each" in output
        assert "0 failures" in output
