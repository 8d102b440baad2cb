"""Stub shared libraries that stand in for vendored leaf libraries opt never calls.

On glibc older than 2.38 the Enzyme wheel's copies of libz3, libedit and
libxml2 cannot be loaded. libLLVM links them for the Clang static analyser,
line editing and Windows manifests: code opt never runs. Without the system's
copies (installing them needs root), a stub with the same file name, the
version nodes libLLVM asks for and every symbol libLLVM takes from it lets the
dynamic loader finish; each function body is a trap (``ud2``), so a call that
should never happen cannot go unnoticed.

The symbols are read from the ELF files themselves (``.dynsym``,
``.gnu.version``, ``.gnu.version_r``); the stub is assembled and linked by the
system's C compiler driver.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

from ..errors import ToolchainError

_SHT_DYNSYM = 11
_SHT_GNU_VERNEED = 0x6FFFFFFE
_SHT_GNU_VERSYM = 0x6FFFFFFF
_STT_OBJECT = 1


@dataclasses.dataclass(frozen=True)
class Symbol:
    name: str
    defined: bool
    is_object: bool
    size: int
    version: str | None  # the version node it is bound to, if any


class _Elf:
    """The dynamic symbols of a 64-bit little-endian ELF file and their versions."""

    def __init__(self, path: Path):
        self.data = path.read_bytes()
        if self.data[:6] != b"\x7fELF\x02\x01":
            raise ToolchainError(f"{path.name} is not a 64-bit little-endian ELF file")
        shoff, = struct.unpack_from("<Q", self.data, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", self.data, 0x3A)
        self.sections = [struct.unpack_from("<IIQQQQIIQQ", self.data, shoff + i * shentsize)
                         for i in range(shnum)]

    def _section(self, kind: int):
        return next((s for s in self.sections if s[1] == kind), None)

    def _string(self, table, offset: int) -> str:
        start = table[4] + offset
        return self.data[start:self.data.index(b"\0", start)].decode()

    def needed_versions(self) -> dict[int, tuple[str, str]]:
        """Version index -> (library file name, version node) from .gnu.version_r."""
        section = self._section(_SHT_GNU_VERNEED)
        if section is None:
            return {}
        strings = self.sections[section[6]]
        found, offset = {}, section[4]
        while True:
            _, count, file_name, aux, following = struct.unpack_from("<HHIII", self.data, offset)
            library = self._string(strings, file_name)
            entry = offset + aux
            for _ in range(count):
                _, _, index, name, next_aux = struct.unpack_from("<IHHII", self.data, entry)
                found[index] = (library, self._string(strings, name))
                entry += next_aux
            if not following:
                return found
            offset += following

    def symbols(self) -> list[Symbol]:
        table = self._section(_SHT_DYNSYM)
        if table is None:
            return []
        strings = self.sections[table[6]]
        versym = self._section(_SHT_GNU_VERSYM)
        needed = self.needed_versions()
        symbols = []
        for i in range(1, table[5] // 24):
            name, info, _, shndx, _, size = struct.unpack_from("<IBBHQQ", self.data,
                                                               table[4] + i * 24)
            index = (struct.unpack_from("<H", self.data, versym[4] + 2 * i)[0] & 0x7FFF
                     if versym else 0)
            version = needed[index][1] if index in needed else None
            symbols.append(Symbol(self._string(strings, name), shndx != 0,
                                  info & 0xF == _STT_OBJECT, size, version))
        return symbols


def stub_sources(needing: Path, library: Path) -> tuple[str, str]:
    """Assembly and version script for a stub of ``library`` as ``needing`` uses it.

    The stub defines what ``needing`` leaves undefined and ``library`` (the
    vendored copy, unloadable here but readable) defines, with the version node
    ``needing`` binds each symbol to and the kind and size ``library`` gives it.
    """
    needer = _Elf(needing)
    versions = sorted({node for file_name, node in needer.needed_versions().values()
                       if file_name == library.name})
    provided = {s.name: s for s in _Elf(library).symbols() if s.defined}
    wanted = sorted({s.name: s for s in needer.symbols()
                     if not s.defined and s.name in provided
                     and (s.version is None or s.version in versions)}.values(),
                    key=lambda s: s.name)
    functions = [s for s in wanted if not provided[s.name].is_object]
    objects = [s for s in wanted if provided[s.name].is_object]
    lines = [".text"]
    for symbol in functions:
        lines += [f'.globl "{symbol.name}"', f'.type "{symbol.name}", @function',
                  f'"{symbol.name}":']
    lines += ["ud2", ".data"]
    for symbol in objects:
        size = max(provided[symbol.name].size, 8)
        lines += [f'.globl "{symbol.name}"', f'.type "{symbol.name}", @object',
                  f'.size "{symbol.name}", {size}', f'"{symbol.name}":', f".zero {size}"]
    lines.append('.section .note.GNU-stack,"",@progbits')
    return "\n".join(lines) + "\n", _version_script(wanted, versions)


def _version_script(symbols: list[Symbol], versions: list[str]) -> str:
    if not versions:
        return ""
    nodes = []
    for node in versions:
        names = "".join(f" {s.name};" for s in symbols if s.version == node)
        nodes.append(f"{node} {{ global:{names} }};")
    unversioned = "".join(f" {s.name};" for s in symbols if s.version is None)
    if unversioned:  # bound to the first node: a version-less reference accepts any
        nodes[0] = nodes[0].replace(" global:", f" global:{unversioned}", 1)
    return "\n".join(nodes) + "\n"


def compiler() -> str | None:
    """The C compiler driver that links the stubs: CC, else cc or gcc on PATH."""
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


def build_stub(needing: Path, library: Path, target: Path) -> None:
    """Replace ``target`` by a stub of ``library`` (the vendored copy) for ``needing``."""
    driver = compiler()
    if driver is None:
        raise ToolchainError("no C compiler (cc) to build stand-ins for the libraries opt "
                             "cannot load on this glibc")
    assembly, script = stub_sources(needing, library)
    with tempfile.TemporaryDirectory(prefix="nrtgrad-stub-") as scratch:
        source = Path(scratch) / "stub.s"
        source.write_text(assembly)
        command = [driver, "-shared", "-nostdlib", "-o", str(Path(scratch) / "stub.so"),
                   str(source), f"-Wl,-soname,{library.name}"]
        if script:
            (Path(scratch) / "stub.map").write_text(script)
            command.append(f"-Wl,--version-script={Path(scratch) / 'stub.map'}")
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            reason = (result.stderr.strip().splitlines() or ["no output"])[-1]
            raise ToolchainError(f"could not build a stand-in for {library.name}: {reason}")
        target.unlink(missing_ok=True)
        shutil.move(Path(scratch) / "stub.so", target)
