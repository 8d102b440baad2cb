"""`nrtgrad check --shard I/N`: the files of one of N parts of a check, for a CI matrix.

Invariants, for the files `discover` finds (each file once):

- every file is in exactly one of the shards 1..N, and their union is every file;
- which shard a file is in depends only on the files found (their contents; between
  files of equal contents, their paths as given): not on the order the paths are
  given in, `-j`, or the machine (no absolute path, hash seed, CPU count or
  directory listing order is used);
- each shard has floor(M/N) or ceil(M/N) of the M files, and a share of the large
  ones: the files are ordered by size, largest first (their SHA-256, then their
  path as given, break ties), and dealt to shards 1..N, then N..1, and so on.

A shard may be empty (more shards than files): it checks nothing and passes.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from ..errors import InputError

_SHARD = re.compile(r"([0-9]+)/([0-9]+)")


def parse(text: str) -> tuple[int, int]:
    """(I, N) from `--shard I/N`, 1 <= I <= N; anything else an InputError of one line."""
    match = _SHARD.fullmatch(text)
    if match is None:
        raise InputError(f"--shard {text}: expected I/N, two whole numbers "
                         "(--shard 2/4: the second of four shards)")
    index, count = int(match.group(1)), int(match.group(2))
    if count < 1:
        raise InputError(f"--shard {text}: N, the number of shards, must be at least 1")
    if not 1 <= index <= count:
        why = ": shards are numbered from 1" if index < 1 else ", the number of shards"
        raise InputError(f"--shard {text}: I must be from 1 to N = {count}{why}")
    return index, count


def select(files: list[tuple[Path, str]], index: int, count: int) -> list[tuple[Path, str]]:
    """The files of shard `index` of `count`, in the order `files` lists them."""
    ordered = sorted(range(len(files)), key=lambda i: _order(*files[i]))
    chosen = {i for position, i in enumerate(ordered) if _shard_of(position, count) == index}
    return [file for i, file in enumerate(files) if i in chosen]


def _shard_of(position: int, count: int) -> int:
    """The shard (1..count) of the file at `position` in size order: dealt 1..N, N..1, ..."""
    turn, offset = divmod(position, count)
    return offset + 1 if turn % 2 == 0 else count - offset


def _order(path: Path, display: str) -> tuple:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read {display}: {exc.strerror}") from None
    return -len(data), hashlib.sha256(data).hexdigest(), Path(display).as_posix()
