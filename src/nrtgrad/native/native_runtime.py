"""Loading the package's C runtime into this process, for JIT-compiled derivatives.

`nrtgrad check` runs derivative modules without Numba: their NRT calls
(MemInfo allocation and destruction, raw buffers, `numba_attempt_nocopy_reshape`)
must resolve to the standalone runtime in `runtime/nrtgrad_rt.c` (and its
pool, `runtime/nrtgrad_rt_pool.c`).  The sources are compiled once into a shared library (`cc -O2 -shared -fPIC`),
cached under `<NRTGRAD_HOME>/runtime/` by the hash of the source, the
header and the flags, loaded with ctypes (RTLD_GLOBAL), and each symbol a
module declares that the library defines is registered with llvmlite, so the
JIT links the module against it even when another runtime (Numba's) was
registered first.

With a system CBLAS (found as `nrtgrad runtime build` finds it) the
library also carries Numba's BLAS helpers (`runtime/nrtgrad_rt_blas.c`),
which derivatives of matrix products call, linked against that CBLAS.

The library's helpers also give callers real MemInfos
(`nrtgrad_rt_meminfo_new`) and allocation counters (`nrtgrad_rt_stats`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import dataclasses
import functools
import hashlib
import os
import tempfile
from pathlib import Path

from .. import toolchain
from ..errors import NrtgradError

CFLAGS = ["-std=c11", "-O2", "-shared", "-fPIC"]


def _key(blas: list[str] | None) -> str:
    from . import runtime

    digest = hashlib.sha256()
    for name in (*runtime.SOURCES, runtime.HEADER, runtime.POOL_HEADER, runtime.BLAS_SOURCE):
        digest.update((runtime.source_dir() / name).read_bytes())
    digest.update(" ".join(CFLAGS + (blas or ["no-blas"])).encode())
    return digest.hexdigest()[:16]


def library_path() -> Path:
    """The compiled runtime for the installed source, built on first use.

    Concurrent builds (several processes at once) are safe: each compiles
    into a private file and renames it into place.
    """
    from . import runtime

    cache = toolchain.home() / "runtime"
    cc = runtime.find_tool("CC", ("cc", "gcc", "clang"), "C compiler")
    blas = _blas(tuple(cc))
    target = cache / f"libnrtgrad_rt-{_key(blas)}.so"
    if target.is_file():
        return target
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise NrtgradError(f"cannot create {cache}: {exc.strerror}") from None
    sources = runtime.source_dir()
    blas_sources = [*runtime.blas_defines(cc, blas), str(sources / runtime.BLAS_SOURCE),
                    *blas] if blas else []
    descriptor, scratch = tempfile.mkstemp(prefix=".libnrtgrad_rt.", suffix=".so", dir=cache)
    os.close(descriptor)
    try:
        runtime.run_tool([*cc, *CFLAGS, "-I", str(sources),
                          *(str(sources / source) for source in runtime.SOURCES), *blas_sources, "-o", scratch], "compiling the runtime")
        os.chmod(scratch, 0o755)
        os.replace(scratch, target)
    finally:
        if os.path.exists(scratch):
            os.unlink(scratch)
    return target


@functools.cache
def _blas(cc: tuple[str, ...] | list[str]) -> list[str] | None:
    from . import runtime

    return runtime.find_blas(list(cc))


def blas_missing_note(missing: list[str]) -> str:
    """Why BLAS helpers are missing, when they are: the runtime found no CBLAS."""
    from . import runtime

    return f" ({runtime.NO_BLAS})" if any(m.startswith(("numba_xx", "numba_xgesv",
                                                        "numba_ez_xxgetri", "numba_ez_xxxevd",
                                                        "numba_ez_gesdd", "numba_ez_gelsd"))
                                          for m in missing) else ""


@dataclasses.dataclass(frozen=True)
class Stats:
    meminfo_allocs: int
    meminfo_frees: int
    buffer_allocs: int
    buffer_frees: int

    def __sub__(self, other: Stats) -> Stats:
        return Stats(*(a - b for a, b in zip(dataclasses.astuple(self),
                                             dataclasses.astuple(other))))


class Runtime:
    """The runtime library loaded into this process, with typed helpers."""

    def __init__(self, path: Path):
        self.path = path
        try:
            self.library = ctypes.CDLL(str(path), mode=ctypes.RTLD_GLOBAL)
        except OSError as exc:
            raise NrtgradError(f"cannot load the runtime {path}: {exc}") from None
        lib = self.library
        lib.nrtgrad_rt_meminfo_new.restype = ctypes.c_void_p
        lib.nrtgrad_rt_meminfo_new.argtypes = [ctypes.c_size_t, ctypes.c_uint]
        lib.nrtgrad_rt_meminfo_data.restype = ctypes.c_void_p
        lib.nrtgrad_rt_meminfo_data.argtypes = [ctypes.c_void_p]
        lib.nrtgrad_rt_refcount.restype = ctypes.c_int64
        lib.nrtgrad_rt_refcount.argtypes = [ctypes.c_void_p]
        lib.nrtgrad_rt_release.restype = None
        lib.nrtgrad_rt_release.argtypes = [ctypes.c_void_p]
        for name in ("nrtgrad_rt_stats", "nrtgrad_rt_buffer_stats"):
            getattr(lib, name).restype = None
            getattr(lib, name).argtypes = [ctypes.POINTER(ctypes.c_int64)] * 2
        # the math functions Numba code calls (sin, tanh...) come from libm,
        # which the process need not have loaded
        libm = ctypes.util.find_library("m")
        self.libraries = [self.library]
        if libm:
            try:
                self.libraries.append(ctypes.CDLL(libm, mode=ctypes.RTLD_GLOBAL))
            except OSError:
                pass

    def address(self, symbol: str) -> int | None:
        """The address of a function the runtime (or libm) defines, or None."""
        for library in self.libraries:
            try:
                return ctypes.cast(getattr(library, symbol), ctypes.c_void_p).value
            except AttributeError:
                continue
        return None

    def provide(self, module_text: str) -> list[str]:
        """Register the library's definition of every function the module declares.

        Returns the declared functions that neither the library, libm nor
        the process (the C library) provides.
        """
        from ..toolchain import llvm

        binding = llvm.binding()
        module = llvm.parse_and_verify(module_text)
        missing = []
        for function in module.functions:
            if not function.is_declaration or function.name.startswith("llvm."):
                continue
            address = self.address(function.name)
            if address:
                binding.add_symbol(function.name, address)
            elif not binding.address_of_symbol(function.name):
                missing.append(function.name)
        return missing

    def meminfo_new(self, size: int, align: int = 32) -> int:
        meminfo = self.library.nrtgrad_rt_meminfo_new(size, align)
        if not meminfo:
            raise MemoryError(f"nrtgrad_rt_meminfo_new({size}) failed")
        return meminfo

    def meminfo_data(self, meminfo: int) -> int:
        return self.library.nrtgrad_rt_meminfo_data(meminfo)

    def refcount(self, meminfo: int) -> int:
        return self.library.nrtgrad_rt_refcount(meminfo)

    def release(self, meminfo: int) -> None:
        self.library.nrtgrad_rt_release(meminfo)

    def stats(self) -> Stats:
        values = [ctypes.c_int64() for _ in range(4)]
        self.library.nrtgrad_rt_stats(ctypes.byref(values[0]), ctypes.byref(values[1]))
        self.library.nrtgrad_rt_buffer_stats(ctypes.byref(values[2]), ctypes.byref(values[3]))
        return Stats(*(v.value for v in values))


@functools.cache
def load() -> Runtime:
    """The runtime, compiled if needed and loaded once per process."""
    return Runtime(library_path())
