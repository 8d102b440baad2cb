"""The standalone NRT runtime for derivatives linked into C and C++ programs.

`nrtgrad_rt.c` (the NRT functions), `nrtgrad_rt_pool.c` (the pool that
reuses freed MemInfo blocks, with its private header `nrtgrad_rt_pool.h`)
and `nrtgrad_rt.h` ship inside the package; `build` compiles them with the
system C compiler into `libnrtgrad_rt.a` and copies the public header
beside it.  CC and AR override the compiler and archiver.

Derivatives of matrix products also call Numba's BLAS helpers
(`numba_xxgemm`, `numba_xxgemv`): `nrtgrad_rt_blas.c` provides them over a
system CBLAS, found when the runtime is built (NRTGRAD_BLAS_LIBS, else the
first of -lopenblas, -lcblas, -lblas that links), into
`libnrtgrad_rt_blas.a`; programs link it and that library after
`libnrtgrad_rt.a`.  Derivatives of `np.linalg.solve` call `numba_xgesv`
too, those of `np.linalg.inv` `numba_xxgetrf` and `numba_ez_xxgetri`, those
of `np.linalg.det` and `slogdet` `numba_xxgetrf` and `numba_xgesv`, those of
`np.linalg.cholesky` `numba_xxpotrf`, of `np.linalg.eigh` and `eigvalsh`
`numba_ez_xxxevd`, of `np.linalg.qr` `numba_ez_geqrf` and `numba_ez_xxgqr`
of `np.linalg.svd` (`pinv`, `cond`, `matrix_rank`) `numba_ez_gesdd` and of
`np.linalg.lstsq` `numba_ez_gelsd` and `numba_ez_gesdd`, which the same file
provides over LAPACK's gesv, getrf, getri, potrf, syevd, geqrf, orgqr, gesdd
and gelsd when the CBLAS's flags also link `dgesv_`, `dgetrf_`, `dgetri_`,
`dpotrf_`, `dsyevd_`, `dgeqrf_`, `dorgqr_`, `dgesdd_`, `dgelsd_` and their
single-precision twins (OpenBLAS does).  Without a CBLAS the rest still builds, and what
needs BLAS names the missing library.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import tempfile
from importlib import resources
from pathlib import Path

from ...errors import InputError, NrtgradError

LIBRARY = "libnrtgrad_rt.a"
HEADER = "nrtgrad_rt.h"
SOURCES = ("nrtgrad_rt.c", "nrtgrad_rt_pool.c")
POOL_HEADER = "nrtgrad_rt_pool.h"
BLAS_LIBRARY = "libnrtgrad_rt_blas.a"
BLAS_SOURCE = "nrtgrad_rt_blas.c"
BLAS_CANDIDATES = (["-lopenblas"], ["-lcblas"], ["-lblas"])
NO_BLAS = ("no CBLAS library found (tried -lopenblas, -lcblas, -lblas; Debian: "
           "apt-get install libopenblas-dev, or set NRTGRAD_BLAS_LIBS)")
_BLAS_PROBE = """
void cblas_dgemm(int, int, int, int, int, int, double, const double *, int, const double *,
                 int, double, double *, int);
void cblas_sgemv(int, int, int, int, float, const float *, int, const float *, int, float,
                 float *, int);
int main(void) { return (int)(long)&cblas_dgemm + (int)(long)&cblas_sgemv == 1; }
"""
_LAPACK_PROBE = """
void dgesv_(void);
void sgesv_(void);
void dgetrf_(void);
void sgetrf_(void);
void dgetri_(void);
void sgetri_(void);
void dsyevd_(void);
void ssyevd_(void);
void dpotrf_(void);
void spotrf_(void);
void dgeqrf_(void);
void sgeqrf_(void);
void dorgqr_(void);
void sorgqr_(void);
void dgesdd_(void);
void sgesdd_(void);
void dgelsd_(void);
void sgelsd_(void);
int main(void) {
    return (int)(long)&dgesv_ + (int)(long)&sgesv_ + (int)(long)&dgetrf_ + (int)(long)&sgetrf_
           + (int)(long)&dgetri_ + (int)(long)&sgetri_ + (int)(long)&dsyevd_
           + (int)(long)&ssyevd_ + (int)(long)&dpotrf_ + (int)(long)&spotrf_
           + (int)(long)&dgeqrf_ + (int)(long)&sgeqrf_ + (int)(long)&dorgqr_
           + (int)(long)&sorgqr_ + (int)(long)&dgesdd_ + (int)(long)&sgesdd_
           + (int)(long)&dgelsd_ + (int)(long)&sgelsd_ == 1;
}
"""
LAPACK_DEFINE = "-DNRTGRAD_RT_LAPACK"
CFLAGS = ["-std=c11", "-O2", "-fPIC", "-Wall", "-Wextra"]


def source_dir() -> Path:
    return Path(str(resources.files(__name__)))


def find_tool(variable: str, candidates: tuple[str, ...], what: str) -> list[str]:
    configured = os.environ.get(variable)
    if configured:
        argv = shlex.split(configured)
        if argv and shutil.which(argv[0]):
            return argv
        raise NrtgradError(f"{variable}={configured!r}: no such {what} on PATH")
    for candidate in candidates:
        if shutil.which(candidate):
            return [candidate]
    raise NrtgradError(f"no {what} found (tried {', '.join(candidates)}); install one "
                       f"(Debian: apt-get install gcc binutils) or set {variable}")


def run_tool(argv: list[str], what: str) -> None:
    try:
        completed = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    except OSError as exc:
        raise NrtgradError(f"{what} could not run {argv[0]}: {exc.strerror}") from None
    except subprocess.TimeoutExpired:
        raise NrtgradError(f"{what} timed out ({argv[0]})") from None
    if completed.returncode != 0:
        lines = [line for line in completed.stderr.splitlines() if line.strip()]
        detail = next((line for line in lines if "error" in line), lines[0] if lines else "")
        raise NrtgradError(f"{what} failed ({' '.join(argv[:1])}, exit "
                           f"{completed.returncode}): {detail.strip()}")


def _links(cc: list[str], program: str, flags: list[str]) -> bool:
    """Whether `program` compiles and links with `flags`."""
    with tempfile.TemporaryDirectory(prefix="nrtgrad-blas.") as scratch:
        probe = Path(scratch) / "probe.c"
        probe.write_text(program)
        try:
            completed = subprocess.run([*cc, str(probe), "-o", str(Path(scratch) / "probe"),
                                        *flags], capture_output=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            return False
        return completed.returncode == 0


def find_blas(cc: list[str]) -> list[str] | None:
    """Linker flags of a CBLAS (NRTGRAD_BLAS_LIBS, else the first candidate that links)."""
    configured = os.environ.get("NRTGRAD_BLAS_LIBS")
    candidates = [shlex.split(configured)] if configured else list(BLAS_CANDIDATES)
    for flags in candidates:
        if _links(cc, _BLAS_PROBE, flags):
            return flags
    if configured:
        raise NrtgradError(f"NRTGRAD_BLAS_LIBS={configured!r} does not link cblas_dgemm")
    return None


def blas_defines(cc: list[str], blas: list[str]) -> list[str]:
    """The defines nrtgrad_rt_blas.c is compiled with: LAPACK's helpers when `blas` links them."""
    return [LAPACK_DEFINE] if _links(cc, _LAPACK_PROBE, blas) else []


def build(directory: Path) -> list[Path]:
    """Write DIR/libnrtgrad_rt.a, DIR/nrtgrad_rt.h and, with a CBLAS,
    DIR/libnrtgrad_rt_blas.a and DIR/blas-libs.txt (its linker flags); return their paths."""
    if directory.exists() and not directory.is_dir():
        raise InputError(f"cannot write into {directory}: not a directory")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot create {directory}: {exc.strerror}") from None
    if not os.access(directory, os.W_OK):
        raise InputError(f"cannot write into {directory}: not writable")
    cc = find_tool("CC", ("cc", "gcc", "clang"), "C compiler")
    ar = find_tool("AR", ("ar", "llvm-ar"), "archiver")
    sources = source_dir()
    with tempfile.TemporaryDirectory(prefix=".nrtgrad-rt.", dir=directory) as scratch:
        scratch = Path(scratch)
        objects = []
        for source in SOURCES:
            objects.append(str(scratch / source.replace(".c", ".o")))
            run_tool([*cc, *CFLAGS, "-I", str(sources), "-c", str(sources / source), "-o",
                      objects[-1]], "compiling the runtime")
        library = scratch / LIBRARY
        run_tool([*ar, "rcs", str(library), *objects], "archiving the runtime")
        header = scratch / HEADER
        shutil.copyfile(sources / HEADER, header)
        built_files = [library, header]
        blas = find_blas(cc)
        if blas:
            blas_obj = scratch / "nrtgrad_rt_blas.o"
            run_tool([*cc, *CFLAGS, *blas_defines(cc, blas), "-c", str(sources / BLAS_SOURCE),
                      "-o", str(blas_obj)],
                     "compiling the runtime's BLAS helpers")
            run_tool([*ar, "rcs", str(scratch / BLAS_LIBRARY), str(blas_obj)],
                     "archiving the runtime's BLAS helpers")
            (scratch / "blas-libs.txt").write_text(" ".join(blas) + "\n")
            built_files += [scratch / BLAS_LIBRARY, scratch / "blas-libs.txt"]
        outputs = []
        for built in built_files:
            os.chmod(built, 0o644)
            target = directory / built.name
            os.replace(built, target)
            outputs.append(target)
    return outputs
