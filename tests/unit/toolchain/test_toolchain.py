"""The toolchain's decisions: when to substitute system libraries, how, and what it finds."""

import os
import subprocess
import zipfile

import pytest

from nrtgrad.toolchain import stub_libraries
from nrtgrad import toolchain
from nrtgrad.errors import ToolchainError

GLIBC_236_STDERR = (
    "bin/opt: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.38' not found "
    "(required by bin/../lib/libedit-4cde661d.so.2.0.75)\n"
    "bin/opt: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.31' not found "
    "(required by bin/../lib/libz3-7accc397.so.4)\n")


def test_old_glibc_needs_substitution():
    assert toolchain.needs_glibc_substitution(1, GLIBC_236_STDERR)


def test_vendored_opt_that_runs_is_used_as_is():
    assert not toolchain.needs_glibc_substitution(0, "")


def test_other_failures_are_not_mistaken_for_glibc():
    assert not toolchain.needs_glibc_substitution(
        127, "bin/opt: error while loading shared libraries: libLLVM-15.so.1: cannot open")


def test_substitution_links_the_three_libraries(tmp_path):
    lib = tmp_path / "lib"
    lib.mkdir()
    for vendored in toolchain.SYSTEM_SUBSTITUTES:
        (lib / vendored).write_text("vendored copy")
    system = {soname: str(tmp_path / soname) for soname in toolchain.SYSTEM_SUBSTITUTES.values()}
    stand_ins = toolchain.substitute_libraries(lib, system.get)
    for vendored, soname in toolchain.SYSTEM_SUBSTITUTES.items():
        assert (lib / vendored).is_symlink()
        assert os.readlink(lib / vendored) == system[soname] == stand_ins[vendored]


def test_without_system_libraries_or_a_compiler_the_cause_names_both(tmp_path, monkeypatch):
    monkeypatch.setattr(stub_libraries, "compiler", lambda: None)
    with pytest.raises(ToolchainError, match=r"C compiler \(cc\) or the Debian packages "
                                             "libz3-4 libedit2 libxml2"):
        toolchain.substitute_libraries(tmp_path, lambda soname: None)


def test_stubs_let_the_vendored_opt_load_on_any_glibc(tmp_path):
    """The wheel's opt and libLLVM with stubs for libz3, libedit and libxml2 run Enzyme."""
    with zipfile.ZipFile(toolchain._fetch_wheel(lambda line: None)) as archive:
        toolchain._unpack(archive.filename, tmp_path)
    stand_ins = toolchain.substitute_libraries(tmp_path / "lib", lambda soname: None)
    assert set(stand_ins.values()) == {"stub"}
    for vendored in toolchain.SYSTEM_SUBSTITUTES:
        assert (tmp_path / "lib" / vendored).stat().st_size < 100_000  # not the real library
    assert toolchain.llvm_version_of(tmp_path / "bin" / "opt") == "15.0.7"
    toolchain.self_test(tmp_path / "bin" / "opt", tmp_path / "enzyme" / "LLVMEnzyme-15.so")


def test_installed_toolchain_runs_and_differentiates():
    found = toolchain.find()
    assert found.llvm_major == 15
    toolchain.self_test(found.opt, found.plugin)


def test_install_is_idempotent():
    first = toolchain.install(progress=lambda line: None)
    assert toolchain.install(progress=lambda line: None) == first


def test_user_supplied_opt_has_its_llvm_version_detected(monkeypatch):
    found = toolchain.find()
    monkeypatch.setenv("NRTGRAD_OPT", str(found.opt))
    monkeypatch.setenv("NRTGRAD_ENZYME_PLUGIN", str(found.plugin))
    user = toolchain.find()
    assert user.source == "environment"
    version = subprocess.run([str(found.opt), "--version"], capture_output=True, text=True).stdout
    assert f"LLVM version {user.llvm_version}" in version


def test_half_configured_environment_is_refused(monkeypatch):
    monkeypatch.setenv("NRTGRAD_OPT", "/usr/bin/true")
    monkeypatch.delenv("NRTGRAD_ENZYME_PLUGIN", raising=False)
    with pytest.raises(ToolchainError, match="both"):
        toolchain.find()


def test_missing_toolchain_tells_the_install_command(monkeypatch, tmp_path):
    monkeypatch.setenv("NRTGRAD_HOME", str(tmp_path))
    monkeypatch.delenv("NRTGRAD_OPT", raising=False)
    monkeypatch.delenv("NRTGRAD_ENZYME_PLUGIN", raising=False)
    with pytest.raises(ToolchainError, match="nrtgrad toolchain install"):
        toolchain.find()
