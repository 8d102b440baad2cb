"""Files in and out: reading an input, and writing results so that a failure
never leaves a partial or truncated file.

The data goes to a private temporary file beside the target, which is then
renamed over it: readers see the old file or the whole new one. A target
that exists and is not a regular file (/dev/null, a named pipe) is written
to as it is: renaming over it would replace the device.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from ..errors import InputError


def check_output_path(path: str | None) -> None:
    """check_writable for an output option: None and '-' are stdout."""
    if path not in (None, "-"):
        check_writable(Path(path))


def write_output(path: str | None, data: bytes) -> None:
    """The data to stdout (None, '-') or atomically to the file."""
    if path in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_atomically(Path(path), data)


def read_input(path: str) -> tuple[bytes, str]:
    """The bytes of a file ('-': stdin) and the name to report it by."""
    if path == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    try:
        return Path(path).read_bytes(), path
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror}") from None


def check_writable(path: Path) -> None:
    """Fail early, before any work, when the output cannot be written."""
    parent = path.parent if str(path.parent) else Path(".")
    if path.exists() and not path.is_file() and not path.is_dir():
        return  # a device or a pipe: written to as it is
    if path.is_dir():
        raise InputError(f"cannot write {path}: it is a directory")
    if not parent.is_dir():
        if parent.exists():
            raise InputError(f"cannot write {path}: {parent} is not a directory")
        raise InputError(f"cannot write {path}: directory {parent} does not exist")
    if not os.access(parent, os.W_OK):
        raise InputError(f"cannot write {path}: directory {parent} is not writable")


def write_atomically(path: Path, data: bytes) -> None:
    if path.exists() and not path.is_file() and not path.is_dir():
        try:
            with open(path, "wb") as handle:
                handle.write(data)
        except OSError as exc:
            raise InputError(f"cannot write {path}: {exc.strerror}") from None
        return
    check_writable(path)
    try:
        descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.",
                                                 dir=path.parent or ".")
    except OSError as exc:
        raise InputError(f"cannot write {path}: {exc.strerror}") from None
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except OSError as exc:
        os.unlink(temporary)
        raise InputError(f"cannot write {path}: {exc.strerror}") from None
