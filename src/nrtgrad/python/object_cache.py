"""The machine code of in-process derivatives, kept on disk between processes.

MCJIT compiles a derivative module to an object; `attach` gives an engine
an object cache in `<cache dir>/objects`, so that a new process loads the
object the last one compiled instead of generating code again.  An object
is stored under a key of the module text and everything code generation
depends on (the target machine's triple, CPU and features, llvmlite's
version), beside a file holding its SHA-256.

Machine code is loaded only when it can be trusted as the cache's own:

- the objects directory is created 0700; it is used only while this user
  owns it and neither group nor others may write it (nor the cache directory
  above it);
- an object is loaded only when its content hash matches the one stored
  with it (a torn or altered object is not).

Anything else is ignored with one warning per process, and the object is
compiled afresh (and stored again where the directory can be trusted).
Writes go through a temporary file renamed over the entry, so readers see
a whole object or none.  A cache that cannot be written only costs time.
"""

from __future__ import annotations

import hashlib
import os
import stat
import warnings
from pathlib import Path

_warned = False


def key(module_text: str, machine) -> str:
    """The entry name of `module_text` compiled by `machine` (an llvmlite TargetMachine)."""
    import llvmlite

    from .derivative_cache import host_cpu

    identity = "\0".join((module_text, machine.triple, host_cpu(), llvmlite.__version__))
    return hashlib.sha256(identity.encode()).hexdigest()


def attach(engine, entry: str, directory: Path) -> None:
    """Serve `engine`'s code generation from `directory`'s object `entry`, and store
    what it compiles there (call before `engine.finalize_object()`)."""
    objects = _trusted(directory / "objects")

    def load(_module):
        if objects is None:
            return None
        return _read(objects, entry)

    def store(_module, code: bytes):
        if objects is not None:
            _write(objects, entry, code)

    engine.set_object_cache(store, load)


def _trusted(objects: Path) -> Path | None:
    """`objects`, created 0700 if missing, when this user owns it and the cache
    directory and no one else can write them; None (with the warning) otherwise."""
    try:
        objects.mkdir(mode=0o700, parents=True, exist_ok=True)
        for directory in (objects, objects.parent):
            status = directory.stat()
            if status.st_uid != os.getuid() or status.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
                _warn(f"{directory} is not this user's alone (owner or permissions): "
                      "derivatives are compiled afresh instead of loaded from it")
                return None
    except OSError:
        return None
    return objects


def _read(objects: Path, entry: str) -> bytes | None:
    try:
        code = (objects / f"{entry}.o").read_bytes()
        recorded = (objects / f"{entry}.sha256").read_text().strip()
    except OSError:
        return None
    if hashlib.sha256(code).hexdigest() != recorded:
        _warn(f"the cached machine code {objects / entry}.o does not match its hash: "
              "compiled afresh")
        return None
    return code


def _write(objects: Path, entry: str, code: bytes) -> None:
    from ..cli.output import write_atomically
    from ..errors import NrtgradError

    try:
        write_atomically(objects / f"{entry}.o", code)
        write_atomically(objects / f"{entry}.sha256", hashlib.sha256(code).hexdigest().encode())
    except (OSError, NrtgradError):
        pass


def _warn(message: str) -> None:
    global _warned
    if not _warned:
        _warned = True
        warnings.warn(f"nrtgrad: {message}", RuntimeWarning, stacklevel=4)
