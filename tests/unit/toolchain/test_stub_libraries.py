"""stub_libraries on two small shared libraries built here with the C compiler: the
versioned dynamic symbols read from the ELF files, the stub's assembly and version
script, and the stub built in place of the library, which lets the needing library load.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nrtgrad.errors import ToolchainError
from nrtgrad.toolchain import stub_libraries

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")

PROVIDER = """int prov_table[4] = {1, 2, 3, 4};
int prov_f(void) { return 7; }
int prov_unused(void) { return 0; }
"""
NEEDING = """extern int prov_table[4];
int prov_f(void);
int need(void) { return prov_f() + prov_table[1]; }
"""


def cc(*arguments, cwd: Path) -> None:
    built = subprocess.run(["cc", *arguments], cwd=cwd, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr


@pytest.fixture
def libraries(tmp_path):
    """(libneed.so, libprov.so): libneed calls prov_f and reads prov_table, both bound to
    libprov's version node PROV_1.0."""
    (tmp_path / "prov.c").write_text(PROVIDER)
    (tmp_path / "need.c").write_text(NEEDING)
    (tmp_path / "prov.map").write_text("PROV_1.0 { global: prov_f; prov_table; prov_unused; "
                                       "local: *; };\n")
    cc("-shared", "-fPIC", "-o", "libprov.so", "prov.c", "-Wl,--version-script=prov.map",
       "-Wl,-soname,libprov.so", cwd=tmp_path)
    cc("-shared", "-fPIC", "-o", "libneed.so", "need.c", "-L.", "-lprov", "-Wl,-rpath,$ORIGIN",
       cwd=tmp_path)
    return tmp_path / "libneed.so", tmp_path / "libprov.so"


def test_the_versioned_symbols_of_the_elf_files(libraries):
    needing, library = libraries
    needer = stub_libraries._Elf(needing)
    assert ("libprov.so", "PROV_1.0") in needer.needed_versions().values()
    undefined = {s.name: s for s in needer.symbols() if not s.defined}
    assert undefined["prov_f"].version == "PROV_1.0"
    assert undefined["prov_table"].version == "PROV_1.0"
    provided = {s.name: s for s in stub_libraries._Elf(library).symbols() if s.defined}
    assert provided["prov_table"].is_object and provided["prov_table"].size == 16
    assert not provided["prov_f"].is_object


def test_the_stub_defines_what_the_needing_library_takes(libraries):
    assembly, script = stub_libraries.stub_sources(*libraries)
    # functions trap, objects are zeroed storage of the library's size
    assert '.globl "prov_f"\n.type "prov_f", @function\n"prov_f":\nud2\n' in assembly
    assert ('.globl "prov_table"\n.type "prov_table", @object\n.size "prov_table", 16\n'
            '"prov_table":\n.zero 16\n') in assembly
    assert "prov_unused" not in assembly  # libneed does not use it
    assert script == "PROV_1.0 { global: prov_f; prov_table; };\n"


def test_the_built_stub_lets_the_needing_library_load(libraries):
    needing, library = libraries
    stub_libraries.build_stub(needing, library, library)
    symbols = {s.name for s in stub_libraries._Elf(library).symbols() if s.defined}
    assert {"prov_f", "prov_table"} <= symbols and "prov_unused" not in symbols
    loaded = subprocess.run([sys.executable, "-c", f"import ctypes; ctypes.CDLL({str(needing)!r})"],
                            capture_output=True, text=True)
    assert loaded.returncode == 0, loaded.stderr


def test_what_cannot_be_read_or_built_is_a_toolchain_error(tmp_path, libraries, monkeypatch):
    text = tmp_path / "not-elf.so"
    text.write_text("just text")
    with pytest.raises(ToolchainError, match=r"not-elf\.so is not a 64-bit little-endian ELF"):
        stub_libraries._Elf(text)
    monkeypatch.setattr(stub_libraries, "compiler", lambda: None)
    with pytest.raises(ToolchainError, match=r"no C compiler \(cc\)"):
        stub_libraries.build_stub(*libraries, tmp_path / "stub.so")


def test_the_compiler_is_cc_unless_cc_is_set(monkeypatch):
    monkeypatch.setenv("CC", "my-cc --flag")
    assert stub_libraries.compiler() == "my-cc --flag"
    monkeypatch.delenv("CC")
    assert stub_libraries.compiler() in (shutil.which("cc"), shutil.which("gcc"))
