"""Finding, installing and proving the Enzyme opt plugin and the opt that loads it.

The only registry package that ships a built Enzyme plugin is the PyPI wheel
of ``numba-enzyme-cuda``: Enzyme v0.0.289 on LLVM 15.0.7 with its own ``opt``.
``install`` downloads that pinned wheel with pip, checks its sha256, lays out
``bin/opt``, ``enzyme/LLVMEnzyme-15.so`` and ``lib/`` in a per-user cache and
proves the tree by running ``opt --version`` and a tiny differentiation.

On glibc older than 2.38 (Debian 12) four vendored leaf libraries cannot be
loaded; the tree then links the three that opt and libLLVM name (libz3,
libedit, libxml2) to the system's copies instead, or, where the system has
none (or ``system_libraries=False``), replaces them by stubs built with the C
compiler (stub_libraries): opt never calls them, so no root and no apt is
needed.  That substitution is only applied when the vendored opt fails to
start for that reason.

Users with their own build set ``NRTGRAD_OPT`` and ``NRTGRAD_ENZYME_PLUGIN``;
the LLVM version of that opt is read from ``opt --version``.
"""

from __future__ import annotations

import dataclasses
import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from . import stub_libraries
from ..errors import ToolchainError

WHEEL_PROJECT = "numba-enzyme-cuda"
WHEEL_VERSION = "0.2.2"
WHEEL_FILE = "numba_enzyme_cuda-0.2.2-py3-none-manylinux_2_38_x86_64.whl"
WHEEL_PLATFORM = "manylinux_2_38_x86_64"
WHEEL_SHA256 = "e29ae7abf33b110cccebdcba4952ac9573a0c04e26610ebf451d1dcb400cf322"
ENZYME_VERSION = "0.0.289"
TREE_NAME = f"{WHEEL_PROJECT}-{WHEEL_VERSION}"

VENDOR = "numba_enzyme/_vendor/"
OPT_MEMBER = VENDOR + "bin/opt"
PLUGIN_MEMBER = VENDOR + "enzyme/LLVMEnzyme-15.so"
LIB_PREFIX = VENDOR + "lib/"
UNNEEDED_LIBS = ("libclang-cpp",)  # clang's, not opt's

# vendored NEEDED name -> the system soname that replaces it on glibc < 2.38
SYSTEM_SUBSTITUTES = {
    "libz3-7accc397.so.4": "libz3.so.4",
    "libedit-4cde661d.so.2.0.75": "libedit.so.2",
    "libxml2-8f2643af.so.2.9.14": "libxml2.so.2",
}
SYSTEM_PACKAGES = "libz3-4 libedit2 libxml2"
LLVM_LIBRARY = "libLLVM-15-a95c9aa1.so.1"

INSTALL_HINT = "run `nrtgrad toolchain install`"

SELF_TEST_IR = """
define double @square(double %x) {
entry:
  %m = fmul double %x, %x
  ret double %m
}
declare double @__enzyme_autodiff(...)
define double @dsquare(double %x) {
entry:
  %d = call double (...) @__enzyme_autodiff(ptr @square, double %x)
  ret double %d
}
"""


@dataclasses.dataclass(frozen=True)
class Toolchain:
    """A runnable opt and the Enzyme plugin it loads."""

    opt: Path
    plugin: Path
    llvm_version: str
    enzyme_version: str
    source: str  # "cache" or "environment"
    # vendored library -> what stands in for it on glibc < 2.38: a system path or "stub"
    substitutes: dict[str, str]

    @property
    def llvm_major(self) -> int:
        return int(self.llvm_version.split(".")[0])


def home() -> Path:
    """nrtgrad's per-user directory: NRTGRAD_HOME, else the XDG cache dir."""
    if os.environ.get("NRTGRAD_HOME"):
        return Path(os.environ["NRTGRAD_HOME"])
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "nrtgrad"


def tree_dir() -> Path:
    return home() / "toolchain" / TREE_NAME


def llvm_version_of(opt: Path) -> str:
    """The LLVM version `opt --version` reports, e.g. '15.0.7'."""
    result = _run([str(opt), "--version"])
    match = re.search(r"LLVM version (\d+\.\d+\.\d+)", result.stdout)
    if result.returncode != 0 or not match:
        first = _first_line(result.stderr or result.stdout)
        raise ToolchainError(f"{opt} does not run: {first}")
    return match.group(1)


def find() -> Toolchain:
    """The toolchain to use: the environment's, else the installed one."""
    env_opt, env_plugin = os.environ.get("NRTGRAD_OPT"), os.environ.get("NRTGRAD_ENZYME_PLUGIN")
    if env_opt or env_plugin:
        if not (env_opt and env_plugin):
            raise ToolchainError("set both NRTGRAD_OPT and NRTGRAD_ENZYME_PLUGIN, or neither")
        opt, plugin = Path(env_opt), Path(env_plugin)
        for path in (opt, plugin):
            if not path.is_file():
                raise ToolchainError(f"{path} (from the environment) does not exist")
        return Toolchain(opt, plugin, llvm_version_of(opt), "unknown (user-supplied)",
                         "environment", {})
    toolchain = installed()
    if toolchain is None:
        raise ToolchainError(f"the Enzyme toolchain is not installed: {INSTALL_HINT}")
    return toolchain


def installed() -> Toolchain | None:
    """The toolchain in the cache, or None when it was never installed."""
    tree = tree_dir()
    meta = _read_metadata(tree)
    if meta is None:
        return None
    return Toolchain(tree / "bin" / "opt", tree / "enzyme" / "LLVMEnzyme-15.so",
                     meta["llvm_version"], meta["enzyme_version"], "cache",
                     meta.get("substitutes", {}))


def install(progress=print, *, system_libraries: bool = True) -> Toolchain:
    """Install the pinned toolchain into the cache; a no-op when it is there.

    Concurrent installs serialise on a lock file, and the tree is built in a
    private directory that is renamed into place only once it has been proven,
    so a reader never sees a half-unpacked plugin.
    """
    final = tree_dir()
    final.parent.mkdir(parents=True, exist_ok=True)
    with open(final.parent / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _read_metadata(final) is not None:
            progress(f"already installed in {final}")
            return installed()
        wheel = _fetch_wheel(progress)
        staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=final.parent))
        try:
            progress("unpacking opt and the Enzyme plugin")
            _unpack(wheel, staging)
            opt_run = _run([str(staging / "bin" / "opt"), "--version"])
            substitutes = {}
            if needs_glibc_substitution(opt_run.returncode, opt_run.stderr):
                locate = _system_library if system_libraries else (lambda soname: None)
                substitutes = substitute_libraries(staging / "lib", locate)
                for vendored, stand_in in substitutes.items():
                    progress(f"this glibc is older than the wheel's: {vendored} -> "
                             + ("a stub built with cc (opt never calls it)"
                                if stand_in == "stub" else stand_in))
            llvm_version = llvm_version_of(staging / "bin" / "opt")
            progress(f"opt runs: LLVM {llvm_version}; differentiating a test function")
            self_test(staging / "bin" / "opt", staging / "enzyme" / "LLVMEnzyme-15.so")
            (staging / "toolchain.json").write_text(json.dumps({
                "wheel": WHEEL_FILE,
                "llvm_version": llvm_version,
                "enzyme_version": ENZYME_VERSION,
                "substitutes": substitutes,
            }, indent=1))
            if final.exists():  # a broken tree left by an older layout
                shutil.rmtree(final)
            os.rename(staging, final)
        finally:
            if staging.exists():
                shutil.rmtree(staging)
    progress(f"installed in {final}")
    return installed()


def needs_glibc_substitution(returncode: int, stderr: str) -> bool:
    """Whether the vendored opt failed to start only for want of a newer glibc."""
    return returncode != 0 and bool(
        re.search(r"version `GLIBC(XX)?_[\d.]+' not found", stderr))


def substitute_libraries(lib_dir: Path, locate) -> dict[str, str]:
    """Replace the vendored leaf libraries that need glibc >= 2.38.

    ``locate(soname)`` returns the system path of a library or None; a library
    the system lacks becomes a stub (stub_libraries) built with the C compiler.
    Returns what now stands in for each: the system path, or "stub".
    """
    substitutes = {}
    for vendored, soname in SYSTEM_SUBSTITUTES.items():
        target = lib_dir / vendored
        system_path = locate(soname)
        if system_path is not None:
            target.unlink(missing_ok=True)
            target.symlink_to(system_path)
            substitutes[vendored] = system_path
            continue
        if stub_libraries.compiler() is None:
            raise ToolchainError(
                f"this system's glibc is older than 2.38 and {soname} is missing: install a "
                f"C compiler (cc) or the Debian packages {SYSTEM_PACKAGES}")
        stub_libraries.build_stub(lib_dir / LLVM_LIBRARY, target, target)
        substitutes[vendored] = "stub"
    return substitutes


def self_test(opt: Path, plugin: Path) -> None:
    """Differentiate x*x with the plugin and check the derivative exists."""
    result = _run([str(opt), f"-load-pass-plugin={plugin}", "-passes=enzyme",
                   "-opaque-pointers=1", "-S", "-"], stdin=SELF_TEST_IR)
    if result.returncode != 0 or "@diffesquare" not in result.stdout:
        raise ToolchainError(f"the Enzyme plugin does not work: "
                             f"{_first_line(result.stderr) or 'no derivative produced'}")


def _fetch_wheel(progress) -> Path:
    """The pinned wheel, from NRTGRAD_WHEEL, the download cache, or pip."""
    if os.environ.get("NRTGRAD_WHEEL"):
        wheel = Path(os.environ["NRTGRAD_WHEEL"])
    else:
        downloads = home() / "downloads"
        wheel = downloads / WHEEL_FILE
        if not wheel.is_file():
            progress(f"downloading {WHEEL_PROJECT}=={WHEEL_VERSION} with pip")
            downloads.mkdir(parents=True, exist_ok=True)
            scratch = Path(tempfile.mkdtemp(prefix=".download-", dir=downloads))
            try:
                result = _run([sys.executable, "-m", "pip", "download", "--no-deps",
                               "--only-binary=:all:", "--platform", WHEEL_PLATFORM,
                               f"{WHEEL_PROJECT}=={WHEEL_VERSION}", "-d", str(scratch)])
                got = scratch / WHEEL_FILE
                if result.returncode != 0 or not got.is_file():
                    raise ToolchainError(
                        f"pip could not download {WHEEL_PROJECT}=={WHEEL_VERSION}: "
                        f"{_last_line(result.stderr) or 'no wheel'}")
                os.replace(got, wheel)
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
    if not wheel.is_file():
        raise ToolchainError(f"{wheel} does not exist")
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if digest != WHEEL_SHA256:
        raise ToolchainError(f"{wheel.name} has sha256 {digest}, expected {WHEEL_SHA256}")
    return wheel


def _unpack(wheel: Path, dest: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            if member in (OPT_MEMBER, PLUGIN_MEMBER):
                relative = member[len(VENDOR):]
            elif member.startswith(LIB_PREFIX) and not member.endswith("/"):
                name = member[len(LIB_PREFIX):]
                if name.startswith(UNNEEDED_LIBS):
                    continue
                relative = "lib/" + name
            else:
                continue
            target = dest / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(member) as src, open(target, "wb") as out:
                shutil.copyfileobj(src, out)
            target.chmod(0o755)


def _system_library(soname: str) -> str | None:
    listing = _run(["/sbin/ldconfig", "-p"]).stdout
    for line in listing.splitlines():
        parts = line.strip().split(" => ")
        if len(parts) == 2 and parts[0].split(" ")[0] == soname and "x86-64" in parts[0]:
            return parts[1]
    return None


def _read_metadata(tree: Path) -> dict | None:
    """The tree's toolchain.json; None when missing or written by an older layout."""
    try:
        meta = json.loads((tree / "toolchain.json").read_text())
    except (OSError, ValueError):
        return None
    return meta if "substitutes" in meta else None


def _run(argv, stdin: str | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=120)
    except OSError as exc:
        return subprocess.CompletedProcess(argv, 127, "", str(exc))


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""
