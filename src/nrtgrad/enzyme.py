"""Running opt, with or without the Enzyme plugin, and turning its failures into messages.

opt reads the module on stdin (a temporary file) and prints it on stdout.
A non-zero exit, a signal (the plugin is built with assertions and aborts)
or a timeout becomes one line: the first meaningful line of opt's stderr.  The caller decides the
exit code: a parse failure on the user's input is bad input (2), everything
after that is a failed differentiation (1).

Enzyme iterates containers keyed by pointers (blocks, values): its block
order, cache switch cases and tape layout follow heap addresses.  So opt
runs without address-space randomisation, and loads the plugin through a
path of fixed length (dlopen and opt copy it onto the heap, so a longer
install directory would move everything after it), with a fixed
environment (the number of variables moves the heap too), and reads its
input from a file, whose reads do not depend on scheduling as a pipe's do:
the same module, passes and toolchain give the same bytes, whatever the
run, the caller's environment, the load on the machine or the install
directory.
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from .errors import DifferentiationError
from .toolchain import Toolchain

# Enzyme's reverse pass with the NRT registration; `preserve-nvvm` must come
# first for __enzyme_allocation_like to take effect, `always-inline` puts the
# Numba function into the primal wrapper Enzyme differentiates.
ENZYME_PASSES = "preserve-nvvm,always-inline,enzyme"
CLEANUP_PASSES = "mem2reg,instsimplify,adce,loop-deletion,correlated-propagation,simplifycfg"
DEFAULT_TIMEOUT = 600.0

ADDR_NO_RANDOMIZE = 0x0040000  # linux/personality.h
PLUGIN_PATH_LENGTH = 1024
_QUERY_PERSONALITY = 0xFFFFFFFF


def _personality_call():
    """libc's personality(2), resolved once in the parent (nothing is looked up after fork)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        function = ctypes.CDLL(None, use_errno=True).personality
    except (OSError, AttributeError):
        return None
    function.argtypes, function.restype = [ctypes.c_ulong], ctypes.c_int
    return function


_PERSONALITY = _personality_call()


def _fixed_address_space() -> None:
    """Run in the child between fork and exec: exec opt without ASLR.

    One foreign call, no imports and no locks, so it is safe in the threads
    of batch mode.  Where the kernel refuses (some seccomp profiles), opt
    runs randomised: its output is still correct, only not byte-stable.
    """
    current = _PERSONALITY(_QUERY_PERSONALITY)
    if current != -1:
        _PERSONALITY(current | ADDR_NO_RANDOMIZE)


_NOISE = re.compile(r"^(PLEASE submit|Stack dump|\s*#\d+|\d+\.\s|Program arguments|"
                    r"Running pass|opt: WARNING)")


@dataclasses.dataclass
class OptFailure(Exception):
    """opt did not produce a module."""

    message: str
    command: str

    def __str__(self) -> str:
        return self.message


def opt_command(toolchain: Toolchain, passes: str, *, plugin: bool,
                extra: list[str] = ()) -> list[str]:
    argv = [str(toolchain.opt)]
    if plugin:
        argv.append(f"-load-pass-plugin={toolchain.plugin}")
    argv += [f"-passes={passes}", *extra, "-S", "-"]
    if toolchain.llvm_major < 16:
        argv.insert(1, "-opaque-pointers=1")
    return argv


def run_opt(toolchain: Toolchain, module: str, passes: str, *, plugin: bool,
            timeout: float = DEFAULT_TIMEOUT, extra: list[str] = ()) -> str:
    """The module after `passes`; raises OptFailure with a one-line cause.

    opt runs in a process group of its own, so a timeout (or an interrupt)
    kills it and anything it started: nothing is left running.
    """
    argv = opt_command(toolchain, passes, plugin=plugin, extra=extra)
    command = shlex.join(argv)
    if plugin:
        argv = _fixed_length_plugin(argv, toolchain)
    # opt reads its input from a file, not a pipe: the sizes of its reads from
    # a pipe follow the scheduling, and so would its heap (and Enzyme's output)
    with tempfile.TemporaryFile() as source:
        source.write(module.encode())
        source.seek(0)
        try:
            process = subprocess.Popen(argv, stdin=source, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, errors="replace",
                                       env=_opt_environment(), start_new_session=True,
                                       preexec_fn=_fixed_address_space if _PERSONALITY else None)
        except OSError as exc:
            raise OptFailure(f"cannot run {argv[0]}: {exc.strerror}", command) from None
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        raise OptFailure(f"opt did not finish within {timeout:g} s (see --timeout)",
                         command) from None
    except BaseException:
        _kill_group(process)
        raise
    if process.returncode == 0:
        return stdout
    cause = first_meaningful_line(stderr)
    if process.returncode < 0:
        try:
            name = signal.Signals(-process.returncode).name
        except ValueError:
            name = f"signal {-process.returncode}"
        raise OptFailure(f"opt crashed ({name}): {cause or 'no message'}", command)
    raise OptFailure(cause or f"opt exited with status {process.returncode}", command)


def _opt_environment() -> dict[str, str]:
    """A fixed environment for opt: how many variables it has moves opt's heap,
    and with it Enzyme's output.  Only what finding libraries may need is kept."""
    kept = {name: os.environ[name] for name in ("LD_LIBRARY_PATH",) if name in os.environ}
    return {"PATH": os.defpath, **kept}


def _fixed_length_plugin(argv: list[str], toolchain: Toolchain) -> list[str]:
    """argv with the plugin's absolute path padded by `./` to PLUGIN_PATH_LENGTH characters."""
    path = str(Path(toolchain.plugin).absolute())
    directory, name = os.path.split(path)
    pad = max(0, PLUGIN_PATH_LENGTH - len(path))
    padded = f"{directory}/{'./' * (pad // 2)}{'/' * (pad % 2)}{name}"
    return [f"-load-pass-plugin={padded}" if arg.startswith("-load-pass-plugin=") else arg
            for arg in argv]


def _kill_group(process: subprocess.Popen) -> None:
    """Kill opt and every process it started, and reap opt."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    for stream in (process.stdout, process.stderr):
        try:
            stream.close()
        except (OSError, ValueError):
            pass
    process.wait()


def run_enzyme(toolchain: Toolchain, module: str, *, timeout: float = DEFAULT_TIMEOUT,
               reproducer: Path | None = None) -> str:
    """Differentiate every __enzyme_* call in the module, then clean up.

    `reproducer` is the saved script that reruns this opt command
    (--save-temps); a failure message names it.
    """
    try:
        return run_opt(toolchain, module, f"{ENZYME_PASSES},{CLEANUP_PASSES}",
                       plugin=True, timeout=timeout)
    except OptFailure as failure:
        rerun = f" (reproduce with: sh {reproducer})" if reproducer is not None else ""
        raise DifferentiationError(f"Enzyme failed: {failure.message}{rerun}") from failure


def first_meaningful_line(stderr: str) -> str:
    """The line of opt's stderr that names the cause, without stack-dump noise."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if "Enzyme:" in line or "error:" in line or "Assertion" in line:
            return _strip_program(line)
    for line in lines:
        if not _NOISE.match(line):
            return _strip_program(line)
    return ""


def _strip_program(line: str) -> str:
    return re.sub(r"^\S*\bopt: ", "", line)
